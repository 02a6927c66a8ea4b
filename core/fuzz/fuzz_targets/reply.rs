//! Fuzzes reply extraction and validation (review-loop.md §3) against a fixed rubric: whatever
//! is pasted, parsing returns a reply or a `ReplyError`, never a panic, and a syntax error
//! always points inside the pasted text.
#![cfg_attr(feature = "libfuzzer", no_main)]

use std::sync::OnceLock;

use jury_core::review::reply::{self, ReplyError};
use jury_core::review::rubric::Rubric;

const RUBRIC: &str = "# Release notes
- facts: every version, date and command matches the changelog and the code
- complete: every change in the diff is mentioned
- plain: a reader who did not write the code understands each line
";
const ARTIFACT: &str = "# agent-jury 0.3\n\n- Requires Node 20 or newer.\n- Itâ€™s faster.\n";

jury_core_fuzz::target!(|data: &[u8]| {
    static RUBRIC_PARSED: OnceLock<Rubric> = OnceLock::new();
    let rubric = RUBRIC_PARSED.get_or_init(|| Rubric::parse(RUBRIC).expect("fixed rubric"));
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Err(ReplyError::Syntax { line, column, .. }) = reply::parse(text, rubric, ARTIFACT) {
        let line_text = text
            .split('\n')
            .nth(line - 1)
            .expect("line inside the text");
        assert!(column >= 1 && column <= line_text.chars().count() + 1);
    }
});
