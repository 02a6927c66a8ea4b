//! Fuzzes the Design Jury parser and session (design-jury.md §3) with arbitrary text and
//! arbitrary chunking: no panic, and chunking never changes the events beyond §3.4's cases.
#![cfg_attr(feature = "libfuzzer", no_main)]

use jury_core::critique::{
    CritiqueParser, CritiqueSession, Output, PanelEvent, ParserOptions, SessionOptions,
};

/// Events as JSON text (NaN rounds make `PartialEq` useless) and the error class.
fn run(text: &str, sizes: &[u8]) -> (Vec<String>, Option<&'static str>) {
    let mut opts = ParserOptions::new("f");
    opts.max_block_bytes = 4096;
    let mut parser = CritiqueParser::new(opts);
    let mut out = Vec::new();
    let mut rest = text;
    let mut i = 0;
    let mut err = None;
    while !rest.is_empty() && err.is_none() {
        let want = if sizes.is_empty() {
            rest.len()
        } else {
            usize::from(sizes[i % sizes.len()]).max(1)
        };
        let mut cut = want.min(rest.len());
        while !rest.is_char_boundary(cut) {
            cut += 1;
        }
        err = parser.push(&rest[..cut], &mut out).err();
        rest = &rest[cut..];
        i += 1;
    }
    if err.is_none() {
        err = parser.finish(&mut out).err();
    }
    let events = out
        .into_iter()
        .filter_map(|o| match o {
            Output::Event(PanelEvent::ParserWarning { .. }) | Output::Artifact(_) => None,
            Output::Event(e) => Some(e.to_json()),
        })
        .collect();
    (events, err.map(|e| e.name()))
}

jury_core_fuzz::target!(|data: &[u8]| {
    // First byte: how many chunk sizes follow; the rest is the stream.
    let n = usize::from(data.first().copied().unwrap_or(0) % 8);
    let sizes = data.get(1..1 + n).unwrap_or(&[]);
    let Ok(text) = std::str::from_utf8(data.get(1 + n..).unwrap_or(&[])) else {
        return;
    };
    let (chunked, chunked_err) = run(text, sizes);
    let (whole, whole_err) = run(text, &[]);
    // The oversize check after a chunk may fire earlier than the block check (§3.4 b).
    if chunked_err != Some("OversizeBlockError") && whole_err != Some("OversizeBlockError") {
        assert_eq!(chunked, whole);
        assert_eq!(chunked_err, whole_err);
    }
    let mut session = CritiqueSession::new(SessionOptions::new("f"));
    session.feed(text);
    let _ = session.finish();
});
