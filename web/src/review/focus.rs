//! focus: where the keyboard goes after an action redraws the page.
//!
//! Owns the ids of the places focus can go; the outcome that decides which is the core's.

use crate::browser;
use jury_core::review::judge::Judge;
use jury_core::review::merge::Outcome;

/// Where the keyboard goes after an action redraws the page: a heading (`tabindex="-1"`) or a
/// control, drawn with [`Focus::id`] as its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// The run's name at the top of its page.
    RunHeading,
    /// The "Judge A" / "Judge B" heading of the current round.
    JudgeHeading(Judge),
    /// A judge's reply box.
    ReplyBox(Judge),
    /// The "Merge" heading, above the merged report and the fixes.
    MergeHeading,
    /// The verdict of a finished run.
    VerdictHeading,
    /// "Decide the disputed criteria".
    SettleHeading,
    /// The demo's "Next step" button.
    DemoNext,
    /// The new-run form's list of problems.
    FormProblems,
}

impl Focus {
    pub fn id(self) -> &'static str {
        match self {
            Focus::RunHeading => "run-h",
            Focus::JudgeHeading(Judge::A) => "judge-a-h",
            Focus::JudgeHeading(Judge::B) => "judge-b-h",
            Focus::ReplyBox(Judge::A) => "reply-A",
            Focus::ReplyBox(Judge::B) => "reply-B",
            Focus::MergeHeading => "merge-h",
            Focus::VerdictHeading => "verdict-h",
            Focus::SettleHeading => "settle-h",
            Focus::DemoNext => "demo-next",
            Focus::FormProblems => "form-problems",
        }
    }

    /// What a merge that ended in `outcome` asks of the user next: the verdict of a finished
    /// run (PASS, ROUND_LIMIT), judge B's reply box (NEED_B), the disputed criteria (DISPUTED),
    /// the merged report with its fixes (FIX).
    pub fn after_merge(outcome: Outcome) -> Focus {
        match outcome {
            Outcome::Pass | Outcome::RoundLimit => Focus::VerdictHeading,
            Outcome::NeedB => Focus::ReplyBox(Judge::B),
            Outcome::Disputed => Focus::SettleHeading,
            Outcome::Fix => Focus::MergeHeading,
        }
    }

    /// Puts the keyboard there once the page is drawn.
    pub fn after_render(self) {
        browser::focus_after_render(self.id());
    }
}
