//! Fuzzes run history replay (review-loop.md §10, `Run::from_json`) with arbitrary text: a
//! history is refused with a `HistoryError` or replays, never a panic; a replayed run exports
//! a history that replays to the same history, and its prompt, verdict and reports are made.
#![cfg_attr(feature = "libfuzzer", no_main)]

use jury_core::review::report;
use jury_core::review::run::Run;

jury_core_fuzz::target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let run = match Run::from_json(text) {
        Ok(run) => run,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let json = run.to_json();
    let again = Run::from_json(&json).expect("an exported history replays");
    assert_eq!(again.to_json(), json);
    let _ = run.prompt();
    let _ = run.next_step();
    if let Some(doc) = run.verdict() {
        let _ = report::markdown(&doc);
        let _ = report::html(&doc);
        let _ = doc.outcome_words();
    }
});
