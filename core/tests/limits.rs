//! Every limit of `jury_core::limits` holds where outside input comes in — a new run,
//! a revision, a reply, a merge, a whole history replayed — and each refusal changes nothing.

use jury_core::limits::{self, TooLarge, Unit};
use jury_core::review::history::{HistoryError, RunConfig};
use jury_core::review::judge::Judge;
use jury_core::review::run::{CreateError, MergeError, RecordError, ReviseError, Run};

const RUBRIC: &str =
    "- facts: every fact is right\n- complete: nothing is missing\n- plain: each line is plain\n";
const PASS: &str = r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#;
const FIX: &str = r#"{"criteria":[{"id":"facts","verdict":"FAIL","reason":"old","quote":"Requires Node 20 or newer"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#;

fn run() -> Run {
    Run::create(
        RunConfig::new("notes", RUBRIC, "Requires Node 20 or newer.\n"),
        1,
    )
    .unwrap()
}

#[test]
fn a_new_run_is_refused_past_the_artifact_and_rubric_limits() {
    let lines = "x\n".repeat(limits::MAX_ARTIFACT_LINES + 1);
    let problems = Run::problems(&RunConfig::new("n", RUBRIC, &lines));
    let [CreateError::ArtifactTooLarge(t)] = problems.as_slice() else {
        panic!("{problems:?}")
    };
    assert_eq!(
        (t.unit, t.found),
        (Unit::Lines, limits::MAX_ARTIFACT_LINES + 1)
    );
    let message = problems[0].to_string();
    assert!(
        message.contains("the run was not created and nothing was stored"),
        "{message}"
    );
    let at_limit = "x\n".repeat(limits::MAX_ARTIFACT_LINES);
    assert!(Run::create(RunConfig::new("n", RUBRIC, &at_limit), 1).is_ok());

    let huge = "- a: b\n".repeat(limits::MAX_RUBRIC_BYTES / 7 + 1);
    let problems = Run::problems(&RunConfig::new("n", &huge, "text"));
    assert!(
        matches!(
            problems.first(),
            Some(CreateError::RubricTooLarge(TooLarge {
                unit: Unit::Bytes,
                ..
            }))
        ),
        "{problems:?}"
    );
}

#[test]
fn a_revision_past_the_limit_is_refused_and_the_round_stays() {
    let mut r = run();
    r.record(Judge::A, FIX, 2).unwrap();
    r.merge(3).unwrap();
    let before = r.to_json();
    let big = "y".repeat(limits::MAX_ARTIFACT_BYTES + 1);
    let e = r.revise(&big, None, 4).unwrap_err();
    assert!(
        matches!(&e, ReviseError::TooLarge(t) if t.what == "the artifact of round 2"),
        "{e:?}"
    );
    assert!(e.to_string().contains("nothing was stored"), "{e}");
    assert_eq!(r.to_json(), before);
}

#[test]
fn replies_and_entries_are_bounded_and_a_history_past_them_is_not_replayed() {
    let mut r = run();
    let big = "z".repeat(limits::MAX_REPLY_BYTES + 1);
    let e = r.record(Judge::A, &big, 2).unwrap_err();
    assert!(
        matches!(&e, RecordError::TooLarge(t) if t.unit == Unit::Bytes),
        "{e:?}"
    );
    // Judge A may paste again in a round (the later reply counts), up to the run's limit.
    for at in 0..limits::MAX_REPLIES {
        r.record(Judge::A, PASS, at as u64).unwrap();
    }
    let before = r.to_json();
    let e = r.record(Judge::A, PASS, 1000).unwrap_err();
    assert!(
        matches!(&e, RecordError::TooLarge(t) if t.unit == Unit::Replies),
        "{e:?}"
    );
    assert_eq!(r.to_json(), before);
    // Merges fill the rest of the history up to its limit.
    while r.history().entries.len() < limits::MAX_ENTRIES {
        r.merge(1).unwrap();
    }
    let e = r.merge(1).unwrap_err();
    assert!(
        matches!(&e, MergeError::TooLarge(t) if t.unit == Unit::Entries),
        "{e:?}"
    );
    assert!(
        Run::from_json(&r.to_json()).is_ok(),
        "a history at the limits replays"
    );

    // A history one reply past the limit (made by hand) is refused before it is replayed.
    let mut value: serde_json::Value = serde_json::from_str(&before).unwrap();
    let entries = value["entries"].as_array_mut().unwrap();
    entries.push(serde_json::json!({"type": "reply", "judge": "A", "text": PASS, "at": 5}));
    let e = Run::from_json(&value.to_string()).unwrap_err();
    assert!(
        matches!(&e, HistoryError::TooLarge(t) if t.unit == Unit::Replies && t.found == limits::MAX_REPLIES + 1),
        "{e:?}"
    );
    assert!(
        e.to_string()
            .starts_with("the run is too large to open: the run's history has 101 replies"),
        "{e}"
    );
}

/// A text of exactly `bytes` UTF-8 bytes after `head`, mostly `é` (two bytes, one JS unit): its
/// JS `.length` is about half its bytes, so a limit counted in JS units would take it whole.
/// tests/node/limits.test.mjs builds the same texts for the package.
fn filled(head: &str, bytes: usize) -> String {
    let pad = bytes - head.len();
    format!("{head}{}{}", "é".repeat(pad / 2), "x".repeat(pad % 2))
}

#[test]
fn each_limit_takes_its_last_byte_and_refuses_the_next_as_the_package_does() {
    let artifact = |bytes| filled("", bytes);
    let at = artifact(limits::MAX_ARTIFACT_BYTES);
    assert!(Run::problems(&RunConfig::new("n", RUBRIC, &at)).is_empty());
    let over = artifact(limits::MAX_ARTIFACT_BYTES + 1);
    let problems = Run::problems(&RunConfig::new("n", RUBRIC, &over));
    assert!(
        matches!(problems.as_slice(), [CreateError::ArtifactTooLarge(t)] if t.found == limits::MAX_ARTIFACT_BYTES + 1),
        "{problems:?}"
    );

    // The rubric's last criterion carries the filling, up to its line end.
    let rubric = |bytes: usize| format!("{}\n", filled(RUBRIC.trim_end(), bytes - 1));
    let at = rubric(limits::MAX_RUBRIC_BYTES);
    assert!(Run::problems(&RunConfig::new("n", &at, "text")).is_empty());
    let over = rubric(limits::MAX_RUBRIC_BYTES + 1);
    let problems = Run::problems(&RunConfig::new("n", &over, "text"));
    assert!(
        matches!(problems.as_slice(), [CreateError::RubricTooLarge(_)]),
        "{problems:?}"
    );

    // A whole-chat paste: the reply, then the chat's own words.
    let reply = |bytes| filled(&format!("{PASS}\n"), bytes);
    let mut r = run();
    r.record(Judge::A, &reply(limits::MAX_REPLY_BYTES), 2)
        .unwrap();
    let e = r
        .record(Judge::B, &reply(limits::MAX_REPLY_BYTES + 1), 3)
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "judge B's reply is 9.0 MB: 1 byte over jury's limit of 9.0 MB; the reply was not recorded and nothing was stored"
    );
}
