//! Real pastes (review-loop.md §3 "What the judge wrote, not what the tool wrote") and duplicate
//! replies (§6): what a person copies out of ChatGPT or Claude.ai is read as the judge's answer,
//! never as the prompt's own text, the same way by `record`, `Run::read_reply` (the app's live
//! check) and `reply::parse` (`validateReply`).

mod common;

use common::{answer, as_shown, reply, DRAFT_1, RUBRIC};
use jury_core::review::history::RunConfig;
use jury_core::review::judge::{Judge, Verdict};
use jury_core::review::merge::Outcome;
use jury_core::review::reply::{self, ReplyError};
use jury_core::review::run::{RecordError, Run};

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test;

/// An artifact that itself holds a reply-shaped JSON object (the tool's own docs, say), so a
/// reading that looked inside the prompt would find a `criteria` object there.
const DOCS: &str = "# agent-jury 0.3\n\n- Requires Node 20 or newer.\n\nA reply looks like\n{\"criteria\": [{\"id\": \"facts\", \"verdict\": \"FAIL\", \"reason\": \"x\"}]}\n\nAnswer with the JSON object only.\n";

fn new_run(artifact: &str) -> Run {
    let mut config = RunConfig::new("notes", RUBRIC, artifact);
    config.artifact_name = "draft.md".into();
    Run::create(config, 0).unwrap()
}

/// The whole conversation as people copy it (Ctrl-A, Ctrl-C) from each chat UI.
fn whole_chats(prompt: &str, answer: &str) -> Vec<(&'static str, String)> {
    vec![
        (
            "ChatGPT, answer in a fence",
            format!("You said:\n{prompt}\nChatGPT said:\n\n```json\n{answer}\n```\n\nLet me know if you want me to re-check any criterion.\n"),
        ),
        (
            "ChatGPT, as shown",
            format!(
                "You said:\n{}ChatGPT said:\njson\nCopy code\n{answer}\nEvery criterion was checked against the text above.\n",
                as_shown(prompt)
            ),
        ),
        (
            "Claude.ai, as shown",
            format!(
                "{}\n\nI'll review the artifact against each criterion.\n\n{answer}\n\nThe quote is copied from the draft's source.\n\nRetry\nClaude can make mistakes. Please double-check responses.\n",
                as_shown(prompt)
            ),
        ),
        (
            "prompt pasted twice, then the answer",
            format!("{prompt}\n{prompt}\n{answer}"),
        ),
    ]
}

fn verdicts(run_reply: &reply::Reply) -> Vec<Verdict> {
    run_reply.criteria.iter().map(|c| c.verdict).collect()
}

/// Every reader of a paste takes the judge's answer out of each whole chat, never the example
/// or a reply-shaped object inside the prompt.
fn assert_answer_read(run: &mut Run, judge: Judge, prompt: &str, given: [&str; 3]) {
    let expected: Vec<Verdict> = given
        .iter()
        .map(|v| Verdict::parse_any_case(v).unwrap())
        .collect();
    for (name, paste) in whole_chats(prompt, &answer(given)) {
        let live = run
            .read_reply(judge, &paste)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(verdicts(&live), expected, "{name}");
        let js = reply::parse(&paste, run.rubric(), "").unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(verdicts(&js), expected, "{name}");
        assert_eq!(
            js.criteria[0].reason.as_deref(),
            Some(&*format!("facts is {}", given[0]))
        );
    }
    let (_, paste) = whole_chats(prompt, &answer(given)).remove(1);
    let report = run.record(judge, &paste, 1).unwrap();
    let recorded: Vec<Verdict> = report.criteria.iter().map(|c| c.verdict).collect();
    assert_eq!(recorded, expected);
}

// §3: the whole chat of round 1, from each chat UI, records the judge's answer.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn whole_chat_round_1_records_the_judges_answer() {
    let mut run = new_run(DOCS);
    let prompt = run.prompt();
    assert_answer_read(&mut run, Judge::A, &prompt, ["PASS", "PASS", "PASS"]);
    assert_eq!(run.current().a.as_ref().unwrap().criteria.len(), 3);
}

// §3: a round-2 prompt holds round 1's objections, quotes and fixes (here with braces and a
// `criteria` object in them): none of it is read as the reply.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn whole_chat_round_2_ignores_previous_objections() {
    let mut run = new_run(DOCS);
    let quote = "{\"criteria\": [{\"id\": \"facts\", \"verdict\": \"FAIL\", \"reason\": \"x\"}]}";
    let round1 = reply(&[
        ("facts", "FAIL", Some(quote)),
        ("complete", "PASS", None),
        ("plain", "PASS", None),
    ]);
    run.record(Judge::A, &round1, 1).unwrap();
    assert_eq!(run.merge(2).unwrap().outcome, Outcome::Fix);
    run.revise(&DOCS.replace("Node 20", "Node 22.18"), None, 3)
        .unwrap();
    let prompt = run.prompt();
    assert!(prompt.contains(&format!("Quote: {quote}")), "{prompt}");
    assert_answer_read(&mut run, Judge::A, &prompt, ["PASS", "FAIL", "PASS"]);
}

// §3: the prompt alone (the clipboard still held it) is refused, saying so.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn prompt_alone_is_refused_with_the_message() {
    let mut run = new_run(DOCS);
    let prompt = run.prompt();
    let before = run.to_json();
    for paste in [
        prompt.clone(),
        as_shown(&prompt),
        format!("You said:\n{prompt}\nChatGPT said:\n"),
    ] {
        let e = run.record(Judge::A, &paste, 1).unwrap_err();
        assert_eq!(e, RecordError::Reply(ReplyError::PromptOnly));
        assert_eq!(
            e.to_string(),
            "this is the judge prompt, not the judge's answer: send it to the judge in a new chat, then paste what the judge answered"
        );
        assert_eq!(run.read_reply(Judge::A, &paste).unwrap_err(), e);
        assert_eq!(
            reply::parse(&paste, run.rubric(), "").unwrap_err(),
            ReplyError::PromptOnly
        );
    }
    assert_eq!(run.to_json(), before);
}

// §3: the prompt's example alone is refused, saying it is the example; the prompt cut off after
// its example (its last line not copied) is still the prompt.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn example_alone_is_refused_with_the_message() {
    let mut run = new_run(DRAFT_1);
    let prompt = run.prompt();
    let start = prompt.find("```json\n").unwrap() + "```json\n".len();
    let end = start + prompt[start..].find("\n```").unwrap();
    let example = &prompt[start..end];
    let cut_after_example = &prompt[..end];
    for paste in [example.to_string(), format!("```json\n{example}\n```")] {
        let e = run.record(Judge::A, &paste, 1).unwrap_err();
        assert_eq!(e, RecordError::Reply(ReplyError::ExampleOnly), "{paste}");
        assert_eq!(
            e.to_string(),
            "this is the prompt's example reply, not the judge's answer: paste what the judge answered"
        );
        assert_eq!(
            reply::parse(&paste, run.rubric(), "").unwrap_err(),
            ReplyError::ExampleOnly
        );
    }
    for paste in [cut_after_example.to_string(), as_shown(cut_after_example)] {
        let e = run.record(Judge::A, &paste, 1).unwrap_err();
        assert_eq!(e, RecordError::Reply(ReplyError::PromptOnly), "{paste}");
    }
    // Cut there, with the judge's answer after it: the answer.
    let given = answer(["PASS", "FAIL", "PASS"]);
    let read = run
        .read_reply(
            Judge::A,
            &format!("{cut_after_example}\n```\nChatGPT said:\n{given}"),
        )
        .unwrap();
    assert_eq!(read.criteria[1].verdict, Verdict::Fail);
    // The example next to the judge's answer is skipped, whichever comes first.
    let given = answer(["FAIL", "PASS", "PASS"]);
    for paste in [
        format!("{example}\n\n{given}"),
        format!("{given}\n{example}"),
    ] {
        let read = run.read_reply(Judge::A, &paste).unwrap();
        assert_eq!(read.criteria[0].verdict, Verdict::Fail);
    }
}

// §3: two different replies in one paste are refused, naming where each starts; the same reply
// twice is one reply.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn two_different_replies_are_refused_naming_both_starts() {
    let mut run = new_run(DRAFT_1);
    let prompt = run.prompt();
    let first = answer(["FAIL", "PASS", "PASS"]);
    let second = answer(["PASS", "PASS", "PASS"]);
    let paste = format!(
        "{prompt}ChatGPT said:\n{first}\nWait, I misread the first bullet. Corrected:\n  {second}\n"
    );
    let first_line = paste[..paste.find(&first).unwrap()].lines().count() + 1;
    let second_line = paste[..paste.find(&second).unwrap()].lines().count();
    let e = run.record(Judge::A, &paste, 1).unwrap_err();
    assert_eq!(
        e,
        RecordError::Reply(ReplyError::TwoReplies {
            starts: vec![(first_line, 1), (second_line, 3)]
        })
    );
    assert_eq!(
        e.to_string(),
        format!("the paste holds 2 different replies, starting at line {first_line}, column 1 and line {second_line}, column 3; keep only the one the judge meant and record again")
    );
    assert_eq!(
        reply::parse(&paste, run.rubric(), "").unwrap_err(),
        ReplyError::TwoReplies {
            starts: vec![(first_line, 1), (second_line, 3)]
        }
    );
    let same_twice = format!("{first}\n\nAgain, in one line:\n{}", {
        let v: serde_json::Value = serde_json::from_str(&first).unwrap();
        v.to_string()
    });
    assert!(run.record(Judge::A, &same_twice, 2).is_ok());
}

// §6: judge A's reply pasted as judge B is refused, naming it; the run is byte-identical.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn a_reply_pasted_as_b_is_refused() {
    let mut run = new_run(DRAFT_1);
    let a = answer(["PASS", "PASS", "PASS"]);
    run.record(Judge::A, &a, 1).unwrap();
    // Judge A may record the same reply again within its open round.
    run.record(Judge::A, &format!("Here:\n{a}"), 2).unwrap();
    let before = run.to_json();
    // Equal as JSON: spacing and member order do not make it another reply.
    let value: serde_json::Value = serde_json::from_str(&a).unwrap();
    for paste in [a.clone(), value.to_string()] {
        let e = run.record(Judge::B, &paste, 3).unwrap_err();
        assert_eq!(
            e,
            RecordError::Duplicate {
                judge: Judge::A,
                round: 1,
                current: 1
            }
        );
        assert_eq!(e.name(), "BadInput");
        assert_eq!(
            e.to_string(),
            "this reply is the same as judge A's reply of round 1: an independent judge does not write the same answer twice, so it was probably pasted into the wrong box; paste this judge's own answer for this round"
        );
        assert_eq!(run.read_reply(Judge::B, &paste).unwrap_err(), e);
    }
    assert_eq!(run.to_json(), before);
    let b = answer(["PASS", "PASS", "PASS"]).replace("plain is PASS", "Each line is plain.");
    run.record(Judge::B, &b, 4).unwrap();
    assert_eq!(run.merge(5).unwrap().outcome, Outcome::Pass);
}

// §6: a reply of round 1 pasted in round 2, for either judge, is refused, naming round 1.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn a_reply_of_another_round_is_refused() {
    let mut run = new_run(DRAFT_1);
    let round1 = answer(["FAIL", "PASS", "PASS"]);
    run.record(Judge::A, &round1, 1).unwrap();
    run.merge(2).unwrap();
    run.revise(&DRAFT_1.replace("20", "22.18"), None, 3)
        .unwrap();
    let before = run.to_json();
    for judge in [Judge::A, Judge::B] {
        let e = run.record(judge, &round1, 4).unwrap_err();
        assert_eq!(
            e,
            RecordError::Duplicate {
                judge: Judge::A,
                round: 1,
                current: 2
            }
        );
        // A repeat of round 1, not a wrong box.
        assert_eq!(
            e.to_string(),
            "this reply repeats judge A's reply of round 1: the judges read a new artifact in round 2, so a new answer is needed; send this round's prompt to the judge in a new chat and paste what it answers"
        );
    }
    assert_eq!(run.to_json(), before);
    run.record(Judge::A, &answer(["PASS", "PASS", "PASS"]), 5)
        .unwrap();
}

// §6, §10: a history with a duplicate reply in it still loads: the rule applies to new
// records, not to replays.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn an_older_history_with_a_duplicate_still_loads() {
    let mut run = new_run(DRAFT_1);
    let same = answer(["PASS", "PASS", "PASS"]);
    run.record(Judge::A, &same, 1).unwrap();
    let mut history: serde_json::Value = serde_json::from_str(&run.to_json()).unwrap();
    let mut entry = history["entries"][1].clone();
    entry["judge"] = "B".into();
    history["entries"].as_array_mut().unwrap().push(entry);
    history["entries"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!({"type": "merge", "at": 3}));
    let loaded = Run::from_json(&history.to_string()).unwrap();
    assert_eq!(loaded.outcome(), Some(Outcome::Pass));
    // Loaded, the run applies the rule to what comes next like any other.
    let mut open = Run::from_json(&run.to_json()).unwrap();
    assert!(matches!(
        open.record(Judge::B, &same, 4),
        Err(RecordError::Duplicate { .. })
    ));
}

// §3, §10: a reply with a key written twice is refused when recorded (and by the live check
// and `validateReply` alike), and the run is unchanged; a history that took such a reply
// before the rule still loads, the last key taken as it was, to the same outcome.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn a_key_written_twice_is_refused_when_recorded_and_replayed_as_taken() {
    let mut run = new_run(DRAFT_1);
    // Read from the top, judge A fails `facts`; the parser keeps the second `criteria`.
    let pass = answer(["PASS", "PASS", "PASS"]);
    let fail = answer(["FAIL", "PASS", "PASS"]);
    let paste = format!(
        "{},\n{}",
        fail.trim_end_matches(['}', '\n']),
        pass.trim_start_matches('{')
    );
    let before = run.to_json();
    let e = run.record(Judge::A, &paste, 1).unwrap_err();
    assert!(
        matches!(&e, RecordError::Reply(ReplyError::DuplicateKey { key, object, .. }) if key == "criteria" && object.is_empty()),
        "{e:?}"
    );
    assert_eq!(run.read_reply(Judge::A, &paste).unwrap_err(), e);
    assert_eq!(
        RecordError::Reply(reply::parse(&paste, run.rubric(), "").unwrap_err()),
        e
    );
    assert_eq!(run.to_json(), before);

    let mut history: serde_json::Value = serde_json::from_str(&before).unwrap();
    let entries = history["entries"].as_array_mut().unwrap();
    entries.push(serde_json::json!({"type": "reply", "judge": "A", "text": paste, "at": 1}));
    entries.push(serde_json::json!({"type": "reply", "judge": "B", "text": pass, "at": 2}));
    entries.push(serde_json::json!({"type": "merge", "at": 3}));
    let loaded = Run::from_json(&history.to_string()).unwrap();
    assert_eq!(loaded.outcome(), Some(Outcome::Pass));
    let taken = loaded.current().record(Judge::A).unwrap();
    assert!(taken.passes_all(), "the last `criteria`, as it was taken");
}

/// A round-1 prompt as far as the reading sees it, of the shape `PasteReading::Legacy` takes the
/// example of: an example reply that fails the first criterion, and the same last line.
const OLD_PROMPT_TAIL: &str = "## Your reply\n\n```json\n{\n  \"criteria\": [\n    {\"id\": \"facts\", \"verdict\": \"FAIL\", \"reason\": \"Why the artifact does not meet it.\", \"quote\": \"The exact words from the artifact\", \"fix\": \"What to change, and where.\"},\n    {\"id\": \"complete\", \"verdict\": \"PASS\", \"reason\": \"Why it is met.\"},\n    {\"id\": \"plain\", \"verdict\": \"PASS\", \"reason\": \"Why it is met.\"}\n  ],\n  \"optional\": [\"A note that does not block.\"],\n  \"verdict\": \"NEEDS_WORK\"\n}\n```\n\nAnswer with the JSON object only.\n";

// §10: a run whose whole-chat paste was read as the example (FAIL, so FIX, then a revision)
// keeps loading, replayed with the legacy reading as it was made, to the same rounds and
// outcome.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn an_older_run_built_on_the_example_still_loads() {
    let run = new_run(DRAFT_1);
    let mut history: serde_json::Value = serde_json::from_str(&run.to_json()).unwrap();
    let paste = format!(
        "{OLD_PROMPT_TAIL}ChatGPT said:\n{}",
        answer(["PASS", "PASS", "PASS"])
    );
    let entries = history["entries"].as_array_mut().unwrap();
    entries.push(serde_json::json!({"type": "reply", "judge": "A", "text": paste, "at": 1}));
    entries.push(serde_json::json!({"type": "merge", "at": 2}));
    entries.push(serde_json::json!({"type": "revise", "artifact": "revised", "at": 3}));
    let loaded = Run::from_json(&history.to_string()).unwrap();
    assert_eq!(loaded.round(), 2);
    assert_eq!(loaded.rounds()[0].outcome(), Some(Outcome::Fix));
    // A new record of the same paste reads the judge's answer.
    let mut fresh = new_run(DRAFT_1);
    let report = fresh.record(Judge::A, &paste, 1).unwrap();
    assert!(report.passes_all());
}

// §3, §12: an answer cut off inside a whole-chat copy (ChatGPT's layout, its footer under the
// answer) is told it stops before its JSON is complete, where it stops, as the same answer
// pasted alone is, not "a line break inside a string" at the footer.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn a_cut_off_answer_in_a_whole_chat_is_cut_off() {
    let run = new_run(DRAFT_1);
    let prompt = run.prompt();
    let whole = answer(["FAIL", "PASS", "PASS"]);
    for cut_at in ["\"reason\"", "Requires Node", "\"complete\""] {
        let cut = &whole[..whole.find(cut_at).unwrap() + cut_at.len() - 2];
        let alone = reply::parse(cut, run.rubric(), "").unwrap_err();
        let ReplyError::CutOff { line, column } = alone else {
            panic!("{cut}: {alone}");
        };
        let head = format!(
            "You said:\n{}ChatGPT said:\njson\nCopy code\n",
            as_shown(&prompt)
        );
        let offset = head.lines().count();
        for footer in [
            "\nChatGPT can make mistakes. Check important info.\n",
            "\n\nChatGPT can make mistakes. Check important info. See Cookie Preferences.\n",
        ] {
            let paste = format!("{head}{cut}{footer}");
            let e = run.read_reply(Judge::A, &paste).unwrap_err();
            assert_eq!(
                e,
                RecordError::Reply(ReplyError::CutOff {
                    line: line + offset,
                    column
                }),
                "{paste}"
            );
            assert!(e
                .to_string()
                .starts_with("the reply stops before its JSON is complete"));
        }
    }
}
