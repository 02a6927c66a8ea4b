//! elsewhere: the notice that another tab changed the run on screen, and the user's unrecorded
//! text that the change took off screen.
//!
//! Owns the words of the notice and finding the typed texts of this run whose box the newer state no
//! longer shows open (a reply for a judge now recorded, a round now merged or revised). The
//! typed texts themselves stay where they are (per tab, in sessionStorage, see `app`): this view only
//! shows them again, read only, to copy — it never records or deletes one unless asked.

use crate::model::Happened;
use crate::review::run_handle::RunHandle;
use crate::state::AppState;
use crate::t;
use crate::typed::TypedKey;
use crate::ui::controls::CopyButton;
use crate::ui::notice::{Notice, Tone};
use jury_core::review::run::Run;
use leptos::prelude::*;
use std::sync::Arc;

/// The label of `run`'s typed text `key` when the page no longer shows it in an open box; `None` for
/// typed texts still in view or holding only what the box started with.
fn hidden_typed(key: &TypedKey, text: &str, run: &Run) -> Option<String> {
    match key {
        TypedKey::Reply { round, judge, .. } => (!run.takes_reply(*round, *judge))
            .then(|| t!(RunKeptReply, judge = judge.as_str(), round = *round)),
        TypedKey::Revise { round, .. } => {
            // The revision box starts with the round's artifact: unchanged, nothing was typed.
            if run.rounds().get(round.checked_sub(1)? as usize)?.artifact() == text {
                return None;
            }
            (!run.takes_revision(*round)).then(|| t!(RunKeptRevision, round = *round))
        }
        TypedKey::Settle { criterion, .. } => (!run.takes_settlement(criterion))
            .then(|| t!(RunKeptNote, criterion = criterion.clone())),
        // The file name goes with its revision's text, offered above.
        TypedKey::ReviseName { .. } | TypedKey::New(_) => None,
    }
}

/// What another tab did, in words.
fn happened_words(happened: &Happened) -> String {
    match happened {
        Happened::Replaced => t!(RunHappenedReplaced),
        Happened::Restarted => t!(RunHappenedRestarted),
        Happened::Reply(judge) => t!(RunHappenedReply, judge = judge.as_str()),
        Happened::Merged => t!(RunHappenedMerged),
        Happened::Revised => t!(RunHappenedRevised),
        Happened::Settled(criterion) => t!(RunHappenedSettled, criterion = criterion.clone()),
        Happened::Deleted => t!(RunHappenedDeleted),
    }
}

/// "This run was changed in another tab": what was done there, and this tab's text that the
/// change moved out of its box, to copy.
#[component]
pub fn ElsewhereNotice(run: Memo<Arc<Run>>, handle: RunHandle) -> impl IntoView {
    let state = expect_context::<AppState>();
    let seen = Memo::new(move |_| handle.elsewhere());
    let hidden = Memo::new(move |_| {
        if seen.with(Option::is_none) {
            return Vec::new();
        }
        let typed = handle.typed();
        run.with(|run| {
            let mut out: Vec<(TypedKey, String, String)> = typed
                .into_iter()
                .filter_map(|(key, text)| {
                    hidden_typed(&key, &text, run).map(|label| (key, label, text))
                })
                .collect();
            out.sort();
            out
        })
    });
    let dismiss = move |_| handle.dismiss_elsewhere();
    move || {
        seen.get().map(|e| {
            view! {
                <Notice tone=Tone::Warn>
                    <p class="elsewhere">
                        <strong>{t!(RunElsewhereTitle)}" "</strong>
                        {e.what.iter().map(happened_words).collect::<Vec<_>>().join(&t!(RunListSeparator))}
                        {t!(RunElsewhereNow)}
                    </p>
                    {move || hidden.get().into_iter().map(|(key, label, text)| {
                        let area = format!("kept-{}", key.to_string().replace('/', "-"));
                        view! {
                            <div class="field">
                                <label for=area.clone()>{t!(RunKeptFromTab, label = label)}</label>
                                <textarea id=area class="mono" readonly dir="auto" rows="4" prop:value=text.clone()></textarea>
                                <div class="row">
                                    <CopyButton text=Signal::stored(text) label=t!(RunCopyIt) />
                                    <button type="button" on:click=move |_| state.clear_typed(&key)>{t!(RunDiscardIt)}</button>
                                </div>
                            </div>
                        }
                    }).collect_view()}
                    <button type="button" on:click=dismiss>{t!(RunOk)}</button>
                </Notice>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jury_core::review::history::RunConfig;
    use jury_core::review::judge::{Judge, Verdict};
    use jury_core::review::merge::Outcome;

    const RUBRIC: &str =
        "- contrast: text is readable\n- tone-2: the voice is warm\n- cta: one clear next step\n";

    fn reply(contrast: &str, why: &str) -> String {
        format!(
            r#"{{"criteria": [{{"id": "contrast", "verdict": "{contrast}", "reason": "{why}", "quote": "not in the text at all"}}, {{"id": "tone-2", "verdict": "PASS", "reason": "warm"}}, {{"id": "cta", "verdict": "PASS", "reason": "one"}}]}}"#
        )
    }

    /// A run whose round 1 is DISPUTED on `contrast`: A passed it, B failed it with a quote the
    /// text does not hold.
    fn disputed() -> Run {
        let mut run = Run::create(RunConfig::new("poster", RUBRIC, "Grey on grey.\n"), 0).unwrap();
        run.record(Judge::A, &reply("PASS", "fine"), 1).unwrap();
        run.record(Judge::B, &reply("FAIL", "too pale"), 2).unwrap();
        assert_eq!(run.merge(3).unwrap().outcome, Outcome::Disputed);
        run
    }

    // A settle note (criterion ids are words, not numbers) is offered back once another tab
    // settled that criterion, and not while its box is still open.
    #[test]
    fn a_settle_note_is_offered_back_once_settled_elsewhere() {
        let mut run = disputed();
        let key = TypedKey::Settle {
            run: "r1".into(),
            criterion: "contrast".into(),
        };
        assert_eq!(hidden_typed(&key, "my note", &run), None);
        run.settle("contrast", Verdict::Fail, "too pale indeed", 4)
            .unwrap();
        assert_eq!(
            hidden_typed(&key, "my note", &run).as_deref(),
            Some("Your unsaved note on settling contrast")
        );
    }

    #[test]
    fn a_reply_typed_is_offered_back_once_that_judge_is_recorded() {
        let mut run = Run::create(RunConfig::new("poster", RUBRIC, "Grey on grey.\n"), 0).unwrap();
        let key = TypedKey::Reply {
            run: "r1".into(),
            round: 1,
            judge: Judge::A,
        };
        assert_eq!(hidden_typed(&key, "{", &run), None);
        run.record(Judge::A, &reply("PASS", "fine"), 1).unwrap();
        assert_eq!(
            hidden_typed(&key, "{", &run).as_deref(),
            Some("Your unrecorded reply for judge A (round 1)")
        );
    }
}
