//! Fuzzes the evidence check (review-loop.md §4) with an arbitrary artifact and quote, through
//! its three readings (the source as written, the Markdown reading, the HTML reading): never a
//! panic, and a found passage lies inside the artifact (its line and column name a place in
//! it, and its length ends inside it); a verbatim find is the quote itself.
//!
//! Input: a first byte, then the artifact; after the artifact's first NUL, the quote. Without
//! a NUL the quote is a piece of the artifact (where, from the first byte) with markup
//! characters taken out, the kind of quote only a rendered reading finds.
#![cfg_attr(feature = "libfuzzer", no_main)]

use jury_core::review::evidence::{ArtifactIndex, EvidenceStatus};

jury_core_fuzz::target!(|data: &[u8]| {
    let (choice, rest) = jury_core_fuzz::split_first(data);
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let (artifact, quote) = match text.split_once('\0') {
        Some((artifact, quote)) => (artifact, quote.to_string()),
        None => {
            let chars: Vec<char> = text.chars().collect();
            let from = chars.len() * usize::from(choice) / 256;
            let piece: String = chars[from..].iter().take(80).collect();
            let quote = piece.replace(['*', '_', '`', '<', '>', '[', ']', '#', '&', ';'], "");
            (text, quote)
        }
    };
    let index = ArtifactIndex::new(artifact);
    let evidence = index.check(Some(&quote));
    let (Some(line), Some(column), Some(length)) =
        (evidence.line, evidence.column, evidence.length)
    else {
        assert!(!evidence.status.is_evidence(), "{evidence:?}");
        return;
    };
    assert!(evidence.status.is_evidence(), "{evidence:?}");
    let lines: Vec<&str> = artifact.split('\n').collect();
    assert!(
        line >= 1 && line <= lines.len(),
        "line {line} of {}",
        lines.len()
    );
    let line_chars = lines[line - 1].chars().count();
    assert!(
        column >= 1 && column <= line_chars + 1,
        "column {column} of {line_chars}"
    );
    let start: usize = lines[..line - 1]
        .iter()
        .map(|l| l.chars().count() + 1)
        .sum::<usize>()
        + column
        - 1;
    let total = artifact.chars().count();
    assert!(start + length <= total, "{start} + {length} > {total}");
    if evidence.status == EvidenceStatus::Found {
        let found: String = artifact.chars().skip(start).take(length).collect();
        assert_eq!(found, quote.trim());
    }
});
