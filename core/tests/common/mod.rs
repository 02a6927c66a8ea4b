//! Fixtures shared by the integration tests: the seed's release-notes run (agent-jury README,
//! "How a run looks") and a builder for judge replies.
#![allow(dead_code)] // each test file uses its own part of the fixtures

pub const RUBRIC: &str = "# Release notes
- facts: every version, date and command matches the changelog and the code
- complete: every change in the diff is mentioned
- plain: a reader who did not write the code understands each line
";

pub const IDS: [&str; 3] = ["facts", "complete", "plain"];

pub const DRAFT_1: &str =
    "# agent-jury 0.3\n\n- Requires Node 20 or newer.\n- `record` now checks quotes.\n";
pub const DRAFT_2: &str =
    "# agent-jury 0.3\n\n- Requires Node 22.18 or newer.\n- `record` now checks quotes.\n";

/// A reply from (id, verdict, quote); a quote comes with a fix, every criterion with a reason.
pub fn reply(criteria: &[(&str, &str, Option<&str>)]) -> String {
    let items: Vec<serde_json::Value> = criteria
        .iter()
        .map(|(id, verdict, quote)| {
            let mut item = serde_json::json!({"id": id, "verdict": verdict, "reason": format!("{id} is {verdict}")});
            if let Some(q) = quote {
                item["quote"] = (*q).into();
                item["fix"] = "Change it.".into();
            }
            item
        })
        .collect();
    serde_json::json!({"criteria": items, "optional": ["a note"]}).to_string()
}

pub fn all_pass() -> String {
    reply(&[
        ("facts", "PASS", None),
        ("complete", "PASS", None),
        ("plain", "PASS", None),
    ])
}

/// The same answer as judge B writes it: an independent judge never writes judge A's JSON byte
/// for byte, and the run refuses a reply that repeats another (review-loop.md §6).
pub fn from_b(reply: &str) -> String {
    let note = "\"optional\":[\"a note\"]";
    assert!(reply.contains(note), "a reply built by `reply`: {reply}");
    reply.replacen(note, "\"optional\":[\"judge B's note\"]", 1)
}

/// The judge's answer as a chat shows it: pretty JSON.
pub fn answer(verdicts: [&str; 3]) -> String {
    let quote = Some("Requires Node 20 or newer");
    let compact = reply(&[
        (
            "facts",
            verdicts[0],
            quote.filter(|_| verdicts[0] == "FAIL"),
        ),
        ("complete", verdicts[1], None),
        ("plain", verdicts[2], None),
    ]);
    let value: serde_json::Value = serde_json::from_str(&compact).unwrap();
    serde_json::to_string_pretty(&value).unwrap()
}

/// What a chat UI does to a prompt shown in the conversation and copied back: trailing spaces
/// stripped, blank lines collapsed, fences rendered as boxes (their backtick lines gone, a
/// language label and a "Copy code" button in their place).
pub fn as_shown(prompt: &str) -> String {
    let mut out = String::new();
    for line in prompt.lines() {
        let line = line.trim_end();
        if line.is_empty() {
            continue;
        }
        if line.starts_with("```") {
            if let Some(lang) = line
                .strip_prefix("```")
                .filter(|l| !l.trim_matches('`').is_empty())
            {
                out.push_str(&format!("{lang}\nCopy code\n"));
            }
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}
