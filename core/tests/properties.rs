//! Property tests of the review loop's invariants (review-loop.md §5, §6, §10) and of reply
//! parsing on arbitrary input (§3). Native only: proptest is not a wasm32 dev-dependency.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{as_shown, DRAFT_1, DRAFT_2, IDS, RUBRIC};
use jury_core::review::history::RunConfig;
use jury_core::review::judge::{Judge, Verdict};
use jury_core::review::merge::{MergedResult, Outcome};
use jury_core::review::reply;
use jury_core::review::rubric::Rubric;
use jury_core::review::run::Run;
use proptest::prelude::*;

/// What a simulated judge says about one criterion.
#[derive(Debug, Clone, Copy)]
enum Answer {
    Pass,
    FailNoQuote,
    FailShortQuote,
    FailQuoteFound,
    FailQuoteMissing,
}

#[derive(Debug, Clone)]
enum Action {
    Record(Judge, [Answer; 3]),
    RecordText(Judge, String),
    Merge,
    Revise(usize),
    Settle(usize, Verdict, bool),
}

fn answer() -> impl Strategy<Value = Answer> {
    prop_oneof![
        3 => Just(Answer::Pass),
        1 => Just(Answer::FailNoQuote),
        1 => Just(Answer::FailShortQuote),
        1 => Just(Answer::FailQuoteFound),
        1 => Just(Answer::FailQuoteMissing),
    ]
}

fn judge() -> impl Strategy<Value = Judge> {
    prop_oneof![Just(Judge::A), Just(Judge::B)]
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        6 => (judge(), [answer(), answer(), answer()]).prop_map(|(j, a)| Action::Record(j, a)),
        1 => (judge(), ".{0,40}").prop_map(|(j, t)| Action::RecordText(j, t)),
        4 => Just(Action::Merge),
        2 => (0..3usize).prop_map(Action::Revise),
        2 => (0..3usize, prop_oneof![Just(Verdict::Pass), Just(Verdict::Fail)], any::<bool>())
            .prop_map(|(c, v, n)| Action::Settle(c, v, n)),
    ]
}

const DRAFTS: [&str; 3] = [
    DRAFT_1,
    DRAFT_2,
    "# agent-jury 0.3\n\n- `record` now checks quotes.\n",
];

fn reply_text(answers: &[Answer; 3]) -> String {
    let criteria: Vec<(&str, &str, Option<&str>)> = IDS
        .iter()
        .zip(answers)
        .map(|(&id, a)| match a {
            Answer::Pass => (id, "PASS", None),
            Answer::FailNoQuote => (id, "FAIL", None),
            Answer::FailShortQuote => (id, "FAIL", Some("Node")),
            Answer::FailQuoteFound => (id, "fail", Some("now  checks quotes")),
            Answer::FailQuoteMissing => (id, "FAIL", Some("This sentence is not there")),
        })
        .collect();
    common::reply(&criteria)
}

fn new_run(rounds: u32, anti_ratchet: bool) -> Run {
    let mut config = RunConfig::new("prop", RUBRIC, DRAFT_1);
    config.rounds = rounds;
    config.anti_ratchet = anti_ratchet;
    Run::create(config, 0).unwrap()
}

/// Applies one action; returns whether it was accepted.
fn apply(run: &mut Run, action: &Action, at: u64) -> bool {
    match action {
        Action::Record(judge, answers) => run.record(*judge, &reply_text(answers), at).is_ok(),
        Action::RecordText(judge, text) => run.record(*judge, text, at).is_ok(),
        Action::Merge => run.merge(at).is_ok(),
        Action::Revise(i) => run.revise(DRAFTS[*i], None, at).is_ok(),
        Action::Settle(c, v, with_note) => run
            .settle(
                IDS[*c],
                *v,
                if *with_note { "a human decided" } else { "" },
                at,
            )
            .is_ok(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    // §5 rule 1 and rule 3, §6, §10: invariants over any sequence of inputs.
    #[test]
    fn loop_invariants(
        actions in prop::collection::vec(action(), 1..40),
        rounds in 1u32..=4,
        anti_ratchet in prop::bool::weighted(0.8),
    ) {
        let mut run = new_run(rounds, anti_ratchet);
        for (i, action) in actions.iter().enumerate() {
            let before = run.to_json();
            let accepted = apply(&mut run, action, i as u64 + 1);
            if !accepted {
                // §6: every refusal leaves the run exactly as it was.
                prop_assert_eq!(&run.to_json(), &before);
                continue;
            }
            let rounds_so_far = run.rounds();
            let current = run.current();
            // Rule 1: no FAIL counts on a criterion that passed in the previous round without a
            // found quote.
            if anti_ratchet && rounds_so_far.len() >= 2 {
                let previous = rounds_so_far[rounds_so_far.len() - 2].last_merge().unwrap();
                for report in [&current.a, &current.b].into_iter().flatten() {
                    for c in &report.criteria {
                        if previous.result(&c.id) == Some(MergedResult::Pass) && c.effective == Verdict::Fail {
                            prop_assert!(c.evidence.status.is_evidence(), "{:?}", c);
                        }
                    }
                }
            }
            // Rule 3: a merge never gives PASS while a judge's effective verdict is FAIL, unless
            // a human settled that criterion.
            let merged = matches!(action, Action::Merge | Action::Settle(..));
            if let Some(merge) = current.last_merge().filter(|_| merged) {
                for c in &merge.criteria {
                    let settled = merge.settled.iter().any(|s| s.id == c.id);
                    if c.result == MergedResult::Pass && !settled {
                        for report in [&current.a, &current.b].into_iter().flatten() {
                            prop_assert_eq!(report.criterion(&c.id).unwrap().effective, Verdict::Pass);
                        }
                    }
                }
                if merge.outcome == Outcome::Pass {
                    prop_assert!(current.b.is_some());
                    prop_assert!(merge.criteria.iter().all(|c| c.result == MergedResult::Pass));
                }
            }
        }
        // §10: the exported history replays to the same state and verdict.
        let replayed = Run::from_json(&run.to_json()).unwrap();
        prop_assert_eq!(replayed.to_json(), run.to_json());
        prop_assert_eq!(replayed.rounds(), run.rounds());
        prop_assert_eq!(replayed.verdict(), run.verdict());
    }

    // §3: reply parsing never panics, whatever is pasted (the fuzz target's property).
    #[test]
    fn reply_parse_never_panics(text in any::<String>()) {
        let rubric = Rubric::parse(RUBRIC).unwrap();
        let _ = reply::parse(&text, &rubric, DRAFT_1);
    }

    // §3: the same on JSON-shaped noise, where the brace matcher and the placing of syntax
    // errors do their work; a syntax error always points inside the pasted text.
    #[test]
    fn reply_parse_json_noise(text in r#"[{}\[\]":,\\ a-zé€\n0-9]{0,80}"#) {
        let rubric = Rubric::parse(RUBRIC).unwrap();
        if let Some((line, column)) = reply::parse(&text, &rubric, "").err().and_then(|e| e.place()) {
            let lines: Vec<&str> = text.split('\n').collect();
            prop_assert!(line >= 1 && line <= lines.len());
            prop_assert!(column >= 1 && column <= lines[line - 1].chars().count() + 1);
        }
    }

    // §3: whatever the judge answered, in round 1 or round 2 (whose prompt quotes round 1's
    // objection, braces and all), however the chat wrapped the prompt and the answer, the whole
    // chat pasted is read as the judge's answer, by `record`'s reading and `validateReply`'s.
    #[test]
    fn whole_chat_is_read_as_the_judges_answer(
        given in [prop_oneof![Just("PASS"), Just("FAIL")], prop_oneof![Just("PASS"), Just("FAIL")], prop_oneof![Just("pass"), Just("Fail")]],
        round_2 in any::<bool>(),
        shown in any::<bool>(),
        before in "[A-Za-z .,:!\n]{0,40}",
        between in "[A-Za-z .,:!\n`]{0,40}",
        after in "[A-Za-z .,:!\n`]{0,40}",
    ) {
        let mut run = Run::create(RunConfig::new("p", RUBRIC, DRAFT_1), 0).unwrap();
        if round_2 {
            let objection = common::reply(&[
                ("facts", "FAIL", Some("{\"criteria\": [\"Requires Node 20 or newer\"]}")),
                ("complete", "PASS", None),
                ("plain", "PASS", None),
            ]);
            run.record(Judge::A, &objection, 1).unwrap();
            run.merge(2).unwrap();
            run.revise(DRAFT_2, None, 3).unwrap();
        }
        let prompt = if shown { as_shown(&run.prompt()) } else { run.prompt() };
        let paste = format!("{before}\n{prompt}{between}\n{}\n{after}", common::answer(given));
        let expected: Vec<Verdict> = given.iter().map(|v| Verdict::parse_any_case(v).unwrap()).collect();
        let live = run.read_reply(Judge::A, &paste).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(live.criteria.iter().map(|c| c.verdict).collect::<Vec<_>>(), expected.clone());
        let js = reply::parse(&paste, run.rubric(), "").map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(js.criteria.iter().map(|c| c.verdict).collect::<Vec<_>>(), expected);
    }

    // §6: a reply equal as JSON (whatever its spacing) to one the run took for the other judge
    // or in another round is refused, naming that reply, and the run stays byte-identical; the
    // same judge may record it again in its own open round.
    #[test]
    fn a_repeated_reply_is_refused_and_changes_nothing(
        given in [prop_oneof![Just("PASS"), Just("FAIL")], prop_oneof![Just("PASS"), Just("FAIL")], prop_oneof![Just("PASS"), Just("FAIL")]],
        first in judge(),
        pretty in any::<bool>(),
    ) {
        let mut run = Run::create(RunConfig::new("p", RUBRIC, DRAFT_1), 0).unwrap();
        let text = common::answer(given);
        run.record(first, &text, 1).unwrap();
        let again = if pretty { format!("Here:\n{text}") } else {
            serde_json::from_str::<serde_json::Value>(&text).unwrap().to_string()
        };
        prop_assert!(run.read_reply(first, &again).is_ok());
        let other = match first { Judge::A => Judge::B, Judge::B => Judge::A };
        let before = run.to_json();
        let refused = run.record(other, &again, 2).unwrap_err();
        prop_assert_eq!(refused, jury_core::review::run::RecordError::Duplicate { judge: first, round: 1, current: 1 });
        prop_assert_eq!(run.to_json(), before);
        run.record(first, &again, 3).unwrap();
    }
}
