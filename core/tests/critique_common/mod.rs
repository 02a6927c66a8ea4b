//! Helpers shared by the critique integration tests.
#![allow(dead_code)] // each test binary uses a different subset

use jury_core::critique::{CritiqueParser, Output, PanelEvent, ParseError, ParserOptions};

/// Splits `text` into chunks of `units` UTF-16 code units (a surrogate pair is never split:
/// a Rust `&str` cannot hold half of one). `usize::MAX` means the whole text.
pub fn chunks(text: &str, units: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut start, mut count) = (0, 0);
    for (i, c) in text.char_indices() {
        if count >= units {
            out.push(&text[start..i]);
            start = i;
            count = 0;
        }
        count += c.len_utf16();
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// The options the reference outputs were generated with.
pub fn reference_options() -> ParserOptions {
    ParserOptions {
        adapter: "test".into(),
        project_id: "p1".into(),
        artifact_id: "a1".into(),
        ..ParserOptions::new("t")
    }
}

/// Runs a parser over `text` in chunks of `units`; outputs plus the error it stopped on.
pub fn parse(text: &str, units: usize, opts: ParserOptions) -> (Vec<Output>, Option<ParseError>) {
    let mut parser = CritiqueParser::new(opts);
    let mut out = Vec::new();
    for chunk in chunks(text, units) {
        if let Err(e) = parser.push(chunk, &mut out) {
            return (out, Some(e));
        }
    }
    let err = parser.finish(&mut out).err();
    (out, err)
}

/// Only the events.
pub fn events(outputs: &[Output]) -> Vec<PanelEvent> {
    outputs
        .iter()
        .filter_map(|o| match o {
            Output::Event(e) => Some(e.clone()),
            Output::Artifact(_) => None,
        })
        .collect()
}

/// Events with `parser_warning` removed (upstream's chunking comparisons, §3.4).
pub fn without_warnings(outputs: &[Output]) -> Vec<PanelEvent> {
    events(outputs)
        .into_iter()
        .filter(|e| !matches!(e, PanelEvent::ParserWarning { .. }))
        .collect()
}

pub fn count(events: &[PanelEvent], type_name: &str) -> usize {
    events.iter().filter(|e| e.type_name() == type_name).count()
}

pub const FIXTURES: [&str; 6] = [
    "happy-3-rounds",
    "malformed-unbalanced",
    "missing-artifact",
    "duplicate-ship",
    "malformed-oversize",
    "spec-example",
];

pub fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/open-design-v1/{name}.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).expect("fixture")
}

pub fn expected(name: &str) -> String {
    let dir = env!("CARGO_MANIFEST_DIR");
    let path = format!("{dir}/tests/fixtures/open-design-v1/expected/{name}.ndjson");
    std::fs::read_to_string(path).expect("expected output")
}
