//! The run's verbs end to end, through the public API (review-loop.md §3-§10).

mod common;

use common::{all_pass, from_b, reply, DRAFT_1, DRAFT_2, RUBRIC};
use jury_core::review::evidence::EvidenceStatus;
use jury_core::review::history::{Entry, HistoryError, RunConfig};
use jury_core::review::judge::{Judge, Verdict};
use jury_core::review::merge::{MergedResult, Outcome};
use jury_core::review::run::*;

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test;

fn new_run(rounds: u32) -> Run {
    let mut config = RunConfig::new("notes", RUBRIC, DRAFT_1);
    config.artifact_name = "draft.md".into();
    config.rounds = rounds;
    Run::create(config, 1_000).unwrap()
}

// The seed walk-through (agent-jury README "How a run looks"; review-loop.md §3-§9).
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn seed_walk_through() {
    let mut run = new_run(3);
    assert_eq!(run.next_step(), NextStep::RecordA);
    assert!(run.prompt().contains("Requires Node 20 or newer"));

    // Round 1: A fails facts with a quote that is in the draft.
    let r = run
        .record(
            Judge::A,
            &reply(&[
                ("facts", "FAIL", Some("Requires Node 20 or newer")),
                ("complete", "PASS", None),
                ("plain", "PASS", None),
            ]),
            1_001,
        )
        .unwrap();
    assert_eq!(r.criteria[0].evidence.status, EvidenceStatus::Found);
    assert_eq!(
        (r.criteria[0].evidence.line, r.criteria[0].evidence.column),
        (Some(3), Some(3))
    );
    assert_eq!(run.next_step(), NextStep::Merge);
    let m = run.merge(1_002).unwrap();
    assert_eq!((m.outcome, m.code, m.terminal), (Outcome::Fix, 2, false));
    assert_eq!(m.fixes.len(), 1);
    assert_eq!(
        m.fixes[0].quote.as_deref(),
        Some("Requires Node 20 or newer")
    );
    assert_eq!(run.next_step(), NextStep::Revise);

    // Revise; round 2's prompt carries the objection and the passed criteria.
    let rev = run.revise(DRAFT_2, None, 1_003).unwrap();
    assert_eq!((rev.round, rev.unchanged), (2, false));
    assert_eq!(rev.sha256, sha256_hex(DRAFT_2));
    assert_eq!(run.artifact_name(), "draft.md");
    let prompt = run.prompt();
    assert!(prompt.contains("## Previous round (round 1)"));
    assert!(prompt.contains("- `facts`: facts is FAIL\n  Quote: Requires Node 20 or newer\n"));
    assert!(prompt.contains("Criteria that passed in round 1: `complete`, `plain`."));

    // Round 2: A passes all -> NEED_B (5).
    run.record(Judge::A, &all_pass(), 1_004).unwrap();
    let m = run.merge(1_005).unwrap();
    assert_eq!((m.outcome, m.code, m.terminal), (Outcome::NeedB, 5, false));
    assert_eq!(run.next_step(), NextStep::RecordB);
    // B's prompt is A's: it never contains A's verdicts for the round.
    assert!(!run.prompt().contains("facts is PASS"));

    // B passes -> PASS (0), fixed since round 1: facts.
    run.record(Judge::B, &from_b(&all_pass()), 1_006).unwrap();
    let m = run.merge(1_007).unwrap();
    assert_eq!((m.outcome, m.code, m.terminal), (Outcome::Pass, 0, true));
    assert_eq!(m.fixed_since, ["facts"]);
    assert!(run.is_terminal());
    assert_eq!(run.next_step(), NextStep::Done);
    assert_eq!(run.last_change_at(), 1_007);

    // §9: the verdict document.
    let v = serde_json::to_value(run.verdict().unwrap()).unwrap();
    assert_eq!(v["schema"], "jury.verdict/1");
    assert_eq!(v["run"], "notes");
    assert_eq!(v["outcome"], "PASS");
    assert_eq!(v["exitCode"], 0);
    assert_eq!(v["rounds"], 2);
    assert_eq!(v["roundLimit"], 3);
    assert!(v.get("antiRatchet").is_none());
    assert_eq!(
        v["artifact"],
        serde_json::json!({"name": "draft.md", "sha256": sha256_hex(DRAFT_2)})
    );
    assert_eq!(
        v["criteria"][0],
        serde_json::json!({"id": "facts", "result": "PASS", "judges": {"A": "facts is PASS", "B": "facts is PASS"}})
    );
    assert_eq!(
        v["optional"],
        serde_json::json!(["a note", "judge B's note"])
    );
    assert_eq!(
        v["history"],
        serde_json::json!([{"round": 1, "outcome": "FIX", "failed": ["facts"]}, {"round": 2, "outcome": "PASS"}])
    );

    // §10: the exported history replays to the same state.
    let replayed = Run::from_json(&run.to_json()).unwrap();
    assert_eq!(replayed.verdict(), run.verdict());
    assert_eq!(replayed.to_json(), run.to_json());
    assert_eq!(replayed.rounds(), run.rounds());
}

// §6: a terminal run refuses everything, and the run stays byte-identical.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn refusals_change_nothing() {
    let mut run = new_run(3);
    let before = run.to_json();
    assert!(matches!(
        run.merge(5),
        Err(MergeError::NoReplyFromA { round: 1 })
    ));
    assert!(matches!(
        run.revise("x", None, 5),
        Err(ReviseError::NotAfterFix { outcome: None })
    ));
    assert!(matches!(
        run.settle("facts", Verdict::Pass, "n", 5),
        Err(SettleError::NotDisputed { .. })
    ));
    let e = run.record(Judge::A, "{\"criteria\": [", 5).unwrap_err();
    assert_eq!(e.name(), "ReplyError");
    assert_eq!(run.to_json(), before);

    run.record(
        Judge::A,
        &reply(&[
            ("facts", "FAIL", Some("Requires Node 20")),
            ("complete", "PASS", None),
            ("plain", "PASS", None),
        ]),
        6,
    )
    .unwrap();
    run.merge(7).unwrap();
    let before = run.to_json();
    // After FIX: replies and merges wait for the revision.
    let e = run.record(Judge::B, &all_pass(), 8).unwrap_err();
    assert_eq!(
        (e.name(), e.clone()),
        ("BadInput", RecordError::AwaitingRevision)
    );
    assert_eq!(run.merge(8).unwrap_err().name(), "BadInput");
    assert!(matches!(
        run.revise("  \n", None, 8),
        Err(ReviseError::EmptyArtifact)
    ));
    assert_eq!(run.to_json(), before);

    // Revising with the same text is allowed, with a warning (§7).
    let rev = run.revise(DRAFT_1, Some("draft-v2.md".into()), 9).unwrap();
    assert!(rev.unchanged);
    assert_eq!(rev.warnings, [ReviseWarning::Unchanged { round: 1 }]);
    assert_eq!(
        rev.warnings[0].to_string(),
        "the artifact is unchanged since round 1, which asked for fixes; the judges will see the same text"
    );
    assert_eq!(run.artifact_name(), "draft-v2.md");
    assert_eq!(run.outcome(), None);

    // Round limit reached: ROUND_LIMIT is terminal, RunClosed for everything.
    let mut run = new_run(1);
    run.record(
        Judge::A,
        &reply(&[
            ("facts", "FAIL", None),
            ("complete", "PASS", None),
            ("plain", "PASS", None),
        ]),
        2,
    )
    .unwrap();
    assert_eq!(run.merge(3).unwrap().outcome, Outcome::RoundLimit);
    let before = run.to_json();
    assert_eq!(
        run.record(Judge::A, &all_pass(), 4).unwrap_err().name(),
        "RunClosed"
    );
    assert_eq!(run.merge(4).unwrap_err().name(), "RunClosed");
    assert_eq!(run.revise("new", None, 4).unwrap_err().name(), "RunClosed");
    assert_eq!(
        run.settle("facts", Verdict::Pass, "n", 4)
            .unwrap_err()
            .name(),
        "RunClosed"
    );
    assert_eq!(run.to_json(), before);
    assert_eq!(run.verdict().unwrap().outcome, Outcome::RoundLimit);
}

// §6: DISPUTED, then human settlements recompute the outcome.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn disputed_then_settled() {
    let mut run = new_run(3);
    run.record(Judge::A, &all_pass(), 2).unwrap();
    assert_eq!(run.merge(3).unwrap().outcome, Outcome::NeedB);
    // B fails two criteria without findable evidence: DISPUTED.
    run.record(
        Judge::B,
        &reply(&[
            ("facts", "FAIL", Some("Requires Node 18 or newer")),
            ("complete", "FAIL", None),
            ("plain", "PASS", None),
        ]),
        4,
    )
    .unwrap();
    let m = run.merge(5).unwrap();
    assert_eq!((m.outcome, m.code), (Outcome::Disputed, 3));
    assert_eq!(m.criteria[0].result, MergedResult::Disputed);
    assert_eq!(run.next_step(), NextStep::Settle);
    assert!(run.verdict().is_some());
    assert_eq!(
        run.record(Judge::A, &all_pass(), 6).unwrap_err().name(),
        "RunClosed"
    );

    let before = run.to_json();
    assert!(matches!(
        run.settle("plain", Verdict::Pass, "n", 6),
        Err(SettleError::NotADisputedCriterion { .. })
    ));
    assert!(matches!(
        run.settle("facts", Verdict::Pass, "  ", 6),
        Err(SettleError::EmptyNote)
    ));
    assert_eq!(run.to_json(), before);

    let m = run
        .settle(
            "facts",
            Verdict::Pass,
            "Node 18 is not mentioned anywhere.",
            7,
        )
        .unwrap();
    assert_eq!(m.outcome, Outcome::Disputed);
    assert!(matches!(
        run.settle("facts", Verdict::Fail, "again", 8),
        Err(SettleError::AlreadySettled { .. })
    ));
    let m = run
        .settle(
            "complete",
            Verdict::Fail,
            "The diff has a change the notes miss.",
            8,
        )
        .unwrap();
    assert_eq!((m.outcome, m.code, m.terminal), (Outcome::Fix, 2, false));
    assert_eq!(m.settled.len(), 2);
    assert_eq!(run.next_step(), NextStep::Revise);
    assert!(run.verdict().is_none());

    run.revise(DRAFT_2, None, 9).unwrap();
    // Round 2: facts passed in round 1 (settled), so an unquoted FAIL on it is blocked.
    let r = run
        .record(
            Judge::A,
            &reply(&[
                ("facts", "FAIL", None),
                ("complete", "PASS", None),
                ("plain", "PASS", None),
            ]),
            10,
        )
        .unwrap();
    assert_eq!(r.criteria[0].effective, Verdict::Pass);
    assert_eq!(r.blocked.len(), 1);
    assert!(r.optional.iter().any(|o| o.starts_with("facts: ")));
    let replayed = Run::from_json(&run.to_json()).unwrap();
    assert_eq!(replayed.rounds(), run.rounds());
}

// §10: loading refuses a history whose replay fails, naming the entry.
#[test]
fn history_replay_errors() {
    let mut run = new_run(3);
    run.record(Judge::A, &all_pass(), 2).unwrap();
    let mut history = run.history().clone();
    history.entries.push(Entry::Revise {
        artifact: "x".into(),
        artifact_name: None,
        at: 3,
    });
    let e = Run::from_history(history).unwrap_err();
    assert!(matches!(e, HistoryError::Refused { index: 2, .. }), "{e:?}");
    assert!(e.to_string().contains("entry 2"));
    let mut history = run.history().clone();
    history.entries.remove(0);
    assert_eq!(
        Run::from_history(history).unwrap_err(),
        HistoryError::Init { index: 0 }
    );
}

// js-api.md RunConfig: defaults and ranges.
#[test]
fn create_checks_config() {
    let config: RunConfig = serde_json::from_str(&format!(
        r#"{{"name":"n","rubric":{},"artifact":"a"}}"#,
        serde_json::to_string(RUBRIC).unwrap()
    ))
    .unwrap();
    assert_eq!(
        (
            config.rounds,
            config.anti_ratchet,
            config.artifact_name.as_str()
        ),
        (3, true, "artifact")
    );
    let mut bad = config.clone();
    bad.rounds = 11;
    assert_eq!(
        Run::create(bad, 0).unwrap_err(),
        CreateError::RoundsOutOfRange { rounds: 11 }
    );
    let mut bad = config.clone();
    bad.rubric = "- a: x".into();
    assert_eq!(Run::create(bad, 0).unwrap_err().name(), "RubricError");
    let mut bad = config.clone();
    bad.name = " ".into();
    assert_eq!(Run::create(bad, 0).unwrap_err().name(), "BadInput");
    let mut bad = config;
    bad.artifact = String::new();
    assert_eq!(Run::create(bad, 0).unwrap_err(), CreateError::EmptyArtifact);
}

// The new-run form lists every problem at once; `create` refuses with the first.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn problems_lists_every_reason_create_refuses() {
    let mut config = RunConfig::new("  ", "- a: x\nprose\n- A: y\n", " \n");
    config.rounds = 0;
    let problems = Run::problems(&config);
    assert_eq!(problems.len(), 5, "{problems:?}");
    assert!(matches!(
        problems[0],
        CreateError::Rubric(jury_core::review::rubric::RubricError::NotACriterion { line: 2, .. })
    ));
    assert!(matches!(
        problems[1],
        CreateError::Rubric(jury_core::review::rubric::RubricError::CapitalId { line: 3, .. })
    ));
    assert_eq!(
        problems[2..],
        [
            CreateError::EmptyName,
            CreateError::EmptyArtifact,
            CreateError::RoundsOutOfRange { rounds: 0 }
        ]
    );
    assert_eq!(Run::create(config, 1).unwrap_err(), problems[0]);
    assert!(Run::problems(&RunConfig::new("notes", RUBRIC, DRAFT_1)).is_empty());
}

// When a merge follows a record is the core's rule: judge A failing a criterion
// (after rule 1), or the other judge's reply in; judge A passing every criterion asks for B.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn a_merge_follows_a_record_when_the_core_says() {
    let mut run = new_run(3);
    let before = run.to_json();
    let fails = reply(&[
        ("facts", "FAIL", Some("Requires Node 20 or newer")),
        ("complete", "PASS", None),
        ("plain", "PASS", None),
    ]);
    let checked = run.check_record(Judge::A, &fails).unwrap();
    assert!(run.merge_follows(Judge::A, &checked));
    let passes = run.check_record(Judge::A, &all_pass()).unwrap();
    assert!(!run.merge_follows(Judge::A, &passes), "B confirms first");
    // B alone: A is still missing.
    let b = run.check_record(Judge::B, &from_b(&all_pass())).unwrap();
    assert!(!run.merge_follows(Judge::B, &b));
    // The check records nothing, and is what `record` keeps.
    assert_eq!(run.to_json(), before);
    let recorded = run.record(Judge::A, &all_pass(), 2).unwrap().clone();
    assert_eq!(recorded, passes);
    let b = run.check_record(Judge::B, &from_b(&all_pass())).unwrap();
    assert!(run.merge_follows(Judge::B, &b), "A's reply is in");
    run.record(Judge::B, &from_b(&all_pass()), 3).unwrap();
    assert!(run.merge_follows(Judge::A, &passes), "B's reply is in");
}

// Rule 1 is applied before deciding: a round-2 FAIL of a criterion that passed in round 1,
// without a quote found, does not count, so no merge follows judge A's reply (counting the FAIL
// as written would offer "Record and merge").
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn a_fail_rule_1_blocks_is_no_reason_to_merge() {
    let mut run = new_run(3);
    let round1 = reply(&[
        ("facts", "FAIL", Some("Requires Node 20 or newer")),
        ("complete", "PASS", None),
        ("plain", "PASS", None),
    ]);
    run.record(Judge::A, &round1, 1).unwrap();
    assert_eq!(run.merge(2).unwrap().outcome, Outcome::Fix);
    run.revise(DRAFT_2, None, 3).unwrap();
    let reopened = reply(&[
        ("facts", "PASS", None),
        ("complete", "FAIL", Some("not in the draft anywhere")),
        ("plain", "PASS", None),
    ]);
    let checked = run.check_record(Judge::A, &reopened).unwrap();
    assert!(checked.criteria[1].is_blocked());
    assert!(!run.merge_follows(Judge::A, &checked));
}

// "Replies still accepted" is one query of the next step.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn replies_are_taken_while_the_round_is_open() {
    use NextStep::*;
    for (step, takes) in [
        (RecordA, true),
        (RecordB, true),
        (Merge, true),
        (Revise, false),
        (Settle, false),
        (Done, false),
    ] {
        assert_eq!(step.takes_replies(), takes, "{step:?}");
    }
    let mut run = new_run(3);
    assert!(run.next_step().takes_replies());
    run.record(Judge::A, &all_pass(), 1).unwrap();
    run.record(Judge::B, &from_b(&all_pass()), 2).unwrap();
    run.merge(3).unwrap();
    assert!(!run.next_step().takes_replies());
    assert!(run.read_reply(Judge::A, &all_pass()).is_err());
}

// Which reply boxes a round offers and which drafts are still in a box: the core's answer
// (§5 rule 3: judge B confirms once judge A passed every criterion).
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn the_run_says_which_inputs_it_takes() {
    let mut run = new_run(3);
    assert_eq!(
        (run.asks(Judge::A), run.asks(Judge::B)),
        (Asking::Now, Asking::Early)
    );
    assert!(run.takes_reply(1, Judge::A) && run.takes_reply(1, Judge::B));
    assert!(!run.takes_reply(2, Judge::A), "no round 2 yet");
    run.record(
        Judge::A,
        &reply(&[
            ("facts", "FAIL", Some("Requires Node 20 or newer")),
            ("complete", "PASS", None),
            ("plain", "PASS", None),
        ]),
        1,
    )
    .unwrap();
    // A failed a criterion: B is still only offered early; A may be recorded again.
    assert_eq!(
        (run.asks(Judge::A), run.asks(Judge::B)),
        (Asking::Again, Asking::Early)
    );
    assert!(!run.takes_reply(1, Judge::A) && run.takes_reply(1, Judge::B));
    run.merge(2).unwrap();
    assert_eq!(
        run.asks(Judge::B),
        Asking::No,
        "FIX: the round takes no reply"
    );
    assert!(run.takes_revision(1) && !run.takes_revision(2));
    run.revise(DRAFT_2, None, 3).unwrap();
    assert!(!run.takes_revision(1));
    run.record(Judge::A, &all_pass(), 4).unwrap();
    assert_eq!(run.asks(Judge::B), Asking::Now, "A passed every criterion");
    run.record(
        Judge::B,
        &from_b(&reply(&[
            ("facts", "FAIL", None),
            ("complete", "PASS", None),
            ("plain", "PASS", None),
        ])),
        5,
    )
    .unwrap();
    assert_eq!(run.asks(Judge::B), Asking::Again);
    assert_eq!(run.merge(6).unwrap().outcome, Outcome::Disputed);
    assert!(run.takes_settlement("facts"));
    assert!(!run.takes_settlement("complete"), "not disputed");
    run.settle("facts", Verdict::Pass, "checked", 7).unwrap();
    assert!(!run.takes_settlement("facts"), "settled");
}

#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn a_typed_round_limit_that_is_no_number_is_said_in_words() {
    assert_eq!(read_round_limit(" 4 "), Ok(4));
    let e = read_round_limit("four").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the round limit “four” is not a whole number; use 1 to 10"
    );
    // A number out of range is the config check's to refuse, with the rest of the form.
    assert_eq!(read_round_limit("0"), Ok(0));
}

#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn a_history_that_went_further_is_told_from_one_replaced() {
    use jury_core::review::history::added_since;
    let mut run = new_run(3);
    let before = run.history().entries.clone();
    run.record(Judge::A, &all_pass(), 1).unwrap();
    let after = &run.history().entries;
    assert_eq!(added_since(&before, after).map(<[Entry]>::len), Some(1));
    assert_eq!(added_since(after, after).map(<[Entry]>::len), Some(0));
    assert_eq!(
        added_since(after, &before),
        None,
        "went back: not an extension"
    );
    let other = new_run(4);
    assert_eq!(added_since(&other.history().entries, after), None);
}

// A malformed run file is refused naming the entry, the field, what it must be and what it was.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn a_malformed_entry_is_refused_in_words() {
    let run = new_run(3);
    let with = |index: usize, key: &str, value: serde_json::Value| {
        let mut file: serde_json::Value = serde_json::from_str(&run.to_json()).unwrap();
        file["entries"][index][key] = value;
        Run::from_json(&file.to_string()).unwrap_err().to_string()
    };
    assert_eq!(
        with(0, "at", "x".into()),
        "entry 0 of the run file is malformed: `at` must be a whole number (0 or more), got \"x\" (a string)"
    );
    assert_eq!(
        with(0, "rounds", "3".into()),
        "entry 0 of the run file is malformed: `rounds` must be a whole number (0 or more), got \"3\" (a string)"
    );
    assert_eq!(
        with(0, "type", "innit".into()),
        "entry 0 of the run file is malformed: `type` must be one of \"init\", \"reply\", \"merge\", \"revise\", \"settle\", got \"innit\"; did you mean \"init\"?"
    );
}
