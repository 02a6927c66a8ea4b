//! demo: the finished example run shown on a first visit, so the start page is never empty.
//!
//! Owns only the built-in history (`demo.json`, in the core's `jury.run/1` format). The run is
//! made by replaying it through `jury_core`, so everything the demo shows is real output of the
//! rules, never a mock-up.

use jury_core::run::Run;

const HISTORY: &str = include_str!("demo.json");

/// The demo run, replayed by the core.
pub fn run() -> Run {
    Run::from_json(HISTORY).expect("the built-in demo history replays (tested)")
}

#[cfg(test)]
mod tests {
    use jury_core::merge::Outcome;

    #[test]
    fn the_demo_replays_to_pass_after_a_fix_round() {
        let run = super::run();
        assert_eq!(run.outcome(), Some(Outcome::Pass));
        assert_eq!(run.round(), 2);
        assert_eq!(run.rounds()[0].outcome(), Some(Outcome::Fix));
        assert!(run.verdict().is_some());
    }
}
