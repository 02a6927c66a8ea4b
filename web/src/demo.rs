//! demo: the example run shown on a first visit, so the start page is never empty, and the
//! steps that walk it from round 1 to its verdict.
//!
//! Owns only the built-in history (`demo.json`, in the core's `jury.run/1` format) and how far
//! along it a run is. Every state is made by replaying a prefix of that history through
//! `jury_core` (§10), so everything the demo shows is real output of the rules, never a
//! mock-up; a step adds the history's next input, exactly as if the user had pasted or clicked
//! it. A demo run the user changed themselves is no longer a prefix, and has no demo steps.

use jury_core::review::history::{added_since, Entry, History};
use jury_core::review::judge::Judge;
use jury_core::review::run::Run;

const HISTORY: &str = include_str!("demo.json");

fn history() -> History {
    History::from_json(HISTORY).expect("the built-in demo history reads (tested)")
}

fn run_of(entries: &[Entry]) -> Run {
    let history = History {
        entries: entries.to_vec(),
        ..history()
    };
    Run::from_history(history).expect("every prefix of the demo history replays (tested)")
}

/// The finished demo run.
pub fn run() -> Run {
    run_of(&history().entries)
}

/// The demo as a first visit opens it: started, at round 1, nothing recorded yet.
pub fn start() -> Run {
    run_of(&history().entries[..1])
}

/// What the demo's next step records (the run's page words it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    ReplyA,
    ReplyB,
    Merge,
    Revise,
    Settle,
}

/// The next step of the demo, when `run` is the demo part-way: what it does, and the run after
/// it.
pub fn next(run: &Run) -> Option<(Step, Run)> {
    let all = history().entries;
    let done = &run.history().entries;
    let step = added_since(done, &all)?.first()?;
    let words = match step {
        Entry::Init { .. } => return None,
        Entry::Reply {
            judge: Judge::A, ..
        } => Step::ReplyA,
        Entry::Reply {
            judge: Judge::B, ..
        } => Step::ReplyB,
        Entry::Merge { .. } => Step::Merge,
        Entry::Revise { .. } => Step::Revise,
        Entry::Settle { .. } => Step::Settle,
    };
    Some((words, run_of(&all[..=done.len()])))
}

#[cfg(test)]
mod tests {
    use jury_core::review::merge::Outcome;
    use jury_core::review::run::NextStep;

    #[test]
    fn the_demo_replays_to_pass_after_a_fix_round() {
        let run = super::run();
        assert_eq!(run.outcome(), Some(Outcome::Pass));
        assert_eq!(run.round(), 2);
        assert_eq!(run.rounds()[0].outcome(), Some(Outcome::Fix));
        assert!(run.verdict().is_some());
        assert!(super::next(&run).is_none(), "finished: no step left");
    }

    // The demo opens at round 1 and is stepped, one input at a time, to its verdict.
    #[test]
    fn the_demo_steps_from_round_1_to_its_verdict() {
        let mut run = super::start();
        assert_eq!((run.round(), run.next_step()), (1, NextStep::RecordA));
        let mut steps = Vec::new();
        while let Some((words, next)) = super::next(&run) {
            assert_eq!(
                next.history().entries.len(),
                run.history().entries.len() + 1
            );
            steps.push(words);
            run = next;
        }
        assert_eq!(steps.len(), 7);
        assert_eq!(
            crate::review::demo_step::words(steps[0]),
            "Paste judge A's reply and record it"
        );
        assert_eq!(run.to_json(), super::run().to_json());
        assert_eq!(run.next_step(), NextStep::Done);
    }

    #[test]
    fn a_demo_the_user_changed_has_no_steps() {
        let mut run = super::start();
        run.record(
            jury_core::review::judge::Judge::A,
            r#"{"criteria":[{"id":"facts","verdict":"PASS","reason":"ok"},{"id":"complete","verdict":"PASS","reason":"ok"},{"id":"plain","verdict":"PASS","reason":"ok"}],"verdict":"PASS"}"#,
            1,
        )
        .expect("a valid reply is recorded");
        assert!(super::next(&run).is_none());
    }
}
