//! The evidence check: is a judge's quote really in the artifact (review-loop.md §4)?
//!
//! Owns quote lookup (verbatim, then normalized), the place of a found quote in the original
//! artifact and the closest-passage hint for a quote that is not found. It never decides what a
//! found quote means: "found" proves the text is there, not that the criterion fails (`ratchet`
//! and `merge` decide what counts).
//!
//! Places are 1-based lines and 1-based columns counted in Unicode scalar values (`char`s), the
//! unit an editor's "go to column" and JS's `Array.from(line)` agree on for non-BMP text.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

/// §4: fewer Unicode scalar values than this (after trimming) is no evidence.
pub const MIN_QUOTE_CHARS: usize = 12;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EvidenceStatus {
    Found,
    FoundNormalized,
    NotFound,
    TooShort,
    None,
}

impl EvidenceStatus {
    /// `found` and `found_normalized` count as evidence everywhere (§4).
    pub fn is_evidence(self) -> bool {
        matches!(
            self,
            EvidenceStatus::Found | EvidenceStatus::FoundNormalized
        )
    }

    pub fn as_str(self) -> &'static str {
        match self {
            EvidenceStatus::Found => "found",
            EvidenceStatus::FoundNormalized => "found_normalized",
            EvidenceStatus::NotFound => "not_found",
            EvidenceStatus::TooShort => "too_short",
            EvidenceStatus::None => "none",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Evidence {
    pub status: EvidenceStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// The closest passage of the artifact to a quote that was not found: a hint only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hint: Option<String>,
}

impl Evidence {
    fn bare(status: EvidenceStatus) -> Evidence {
        Evidence {
            status,
            line: None,
            column: None,
            hint: None,
        }
    }
}

/// One-shot check; build an [`ArtifactIndex`] instead to check several quotes.
pub fn check_quote(artifact: &str, quote: Option<&str>) -> Evidence {
    ArtifactIndex::new(artifact).check(quote)
}

/// The artifact prepared once for many lookups: its normalized form with a map back to the
/// original, and its line starts. Building it is linear; every lookup is a handful of linear
/// substring searches, so a 5 MB artifact stays fast.
pub struct ArtifactIndex<'a> {
    text: &'a str,
    normalized: String,
    /// For each byte of `normalized`, the byte offset in `text` of the char it came from.
    /// `u32` halves the memory of a large artifact; artifacts are far below 4 GiB.
    origin: Vec<u32>,
    /// Byte offset of the first char of each line.
    line_starts: Vec<usize>,
}

impl<'a> ArtifactIndex<'a> {
    pub fn new(text: &'a str) -> ArtifactIndex<'a> {
        let mut normalized = String::with_capacity(text.len());
        let mut origin = Vec::with_capacity(text.len());
        normalize_into(text, &mut normalized, Some(&mut origin));
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        ArtifactIndex {
            text,
            normalized,
            origin,
            line_starts,
        }
    }

    pub fn check(&self, quote: Option<&str>) -> Evidence {
        let quote = quote.map(str::trim).unwrap_or("");
        if quote.is_empty() {
            return Evidence::bare(EvidenceStatus::None);
        }
        if quote.chars().count() < MIN_QUOTE_CHARS {
            return Evidence::bare(EvidenceStatus::TooShort);
        }
        if let Some(at) = self.text.find(quote) {
            return self.found(EvidenceStatus::Found, at);
        }
        let needle = normalize(quote);
        if let Some(at) = self.normalized.find(&needle) {
            return self.found(EvidenceStatus::FoundNormalized, self.origin[at] as usize);
        }
        Evidence {
            hint: self.closest_passage(&needle),
            ..Evidence::bare(EvidenceStatus::NotFound)
        }
    }

    /// 1-based line and column (in chars) of a byte offset of the original artifact.
    pub fn place(&self, offset: usize) -> (usize, usize) {
        let line = self.line_starts.partition_point(|&start| start <= offset);
        let start = self.line_starts[line - 1];
        (line, self.text[start..offset].chars().count() + 1)
    }

    fn found(&self, status: EvidenceStatus, offset: usize) -> Evidence {
        let (line, column) = self.place(offset);
        Evidence {
            line: Some(line),
            column: Some(column),
            ..Evidence::bare(status)
        }
    }

    /// The passage the quote was probably meant to copy. Method: anchor on the quote's longest
    /// words (at most `ANCHORS` of them, at most `OCCURRENCES` hits each, so the cost stays a few
    /// linear scans), lay a quote-sized window over each hit aligned as the word sits in the
    /// quote, and keep the window that contains the most of the quote's distinct words.
    fn closest_passage(&self, needle: &str) -> Option<String> {
        const ANCHORS: usize = 8;
        const OCCURRENCES: usize = 16;
        const MAX_WINDOW: usize = 2000;
        let mut tokens: Vec<(usize, &str)> = needle
            .match_indices(|c: char| c.is_alphanumeric())
            .fold(Vec::new(), |mut acc: Vec<(usize, usize)>, (i, s)| {
                match acc.last_mut() {
                    Some((_, end)) if *end == i => *end = i + s.len(),
                    _ => acc.push((i, i + s.len())),
                }
                acc
            })
            .into_iter()
            .map(|(start, end)| (start, &needle[start..end]))
            .collect();
        // Owned, as the rubric's and the parser's sets are: one `HashSet` type in the wasm.
        let distinct: HashSet<String> = tokens.iter().map(|(_, t)| t.to_string()).collect();
        // Longest first, then in quote order. Each token starts elsewhere, so no two keys are
        // equal and the unstable sort (the smaller code) gives the stable order.
        tokens.sort_unstable_by_key(|(start, t)| (std::cmp::Reverse(t.chars().count()), *start));
        tokens.dedup_by_key(|(_, t)| *t);

        let window = needle.len().min(MAX_WINDOW);
        let mut best: Option<(usize, usize, usize)> = None; // (score, start, end)
        for (offset_in_quote, token) in tokens.into_iter().take(ANCHORS) {
            for (hit, _) in self.normalized.match_indices(token).take(OCCURRENCES) {
                let start = floor_boundary(&self.normalized, hit.saturating_sub(offset_in_quote));
                let end = floor_boundary(
                    &self.normalized,
                    (start + window).min(self.normalized.len()),
                );
                let passage = &self.normalized[start..end];
                let score = distinct
                    .iter()
                    .filter(|t| passage.contains(t.as_str()))
                    .count();
                if best.is_none_or(|(s, _, _)| score > s) {
                    best = Some((score, start, end));
                }
            }
        }
        let (_, start, end) = best?;
        let from = self.origin[start] as usize;
        let to = self
            .origin
            .get(end)
            .map_or(self.text.len(), |&o| o as usize);
        let hint = self.text[from..to].trim();
        (!hint.is_empty()).then(|| hint.to_string())
    }
}

fn floor_boundary(text: &str, mut index: usize) -> usize {
    while !text.is_char_boundary(index) {
        index -= 1;
    }
    index
}

/// §4 normalization: white-space runs become one space; typographic quotes, dashes and the
/// ellipsis become their ASCII forms. Case is never folded.
pub fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    normalize_into(text, &mut out, None);
    out
}

fn normalize_into(text: &str, out: &mut String, mut origin: Option<&mut Vec<u32>>) {
    let mut in_space = false;
    for (at, c) in text.char_indices() {
        let replacement: &str = match c {
            c if c.is_whitespace() => {
                if in_space {
                    continue;
                }
                in_space = true;
                " "
            }
            '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{201F}' | '\u{00AB}' | '\u{00BB}' => "\"",
            '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{201B}' | '\u{2039}' | '\u{203A}' => "'",
            '\u{2010}'..='\u{2015}' | '\u{2212}' => "-",
            '\u{2026}' => "...",
            _ => {
                in_space = false;
                let before = out.len();
                out.push(c);
                if let Some(origin) = origin.as_deref_mut() {
                    origin.resize(origin.len() + out.len() - before, at as u32);
                }
                continue;
            }
        };
        if !c.is_whitespace() {
            in_space = false;
        }
        out.push_str(replacement);
        if let Some(origin) = origin.as_deref_mut() {
            origin.resize(origin.len() + replacement.len(), at as u32);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DRAFT: &str =
        "# Notes\n\n- Requires Node 20 or newer.\n- The “fast” path — now 2× faster…\n";

    // review-loop.md §4: none and too_short.
    #[test]
    fn none_and_too_short() {
        assert_eq!(check_quote(DRAFT, None).status, EvidenceStatus::None);
        assert_eq!(check_quote(DRAFT, Some("  ")).status, EvidenceStatus::None);
        assert_eq!(
            check_quote(DRAFT, Some("Requires")).status,
            EvidenceStatus::TooShort
        );
        // 11 chars after trimming, even with surrounding space.
        assert_eq!(
            check_quote(DRAFT, Some("  Requires No  ")).status,
            EvidenceStatus::TooShort
        );
        // 12 scalar values, not 12 bytes: "éééééééééééé" is 24 bytes.
        assert_eq!(
            check_quote("ééééééééééé", Some("ééééééééééé")).status,
            EvidenceStatus::TooShort
        );
        assert_eq!(
            check_quote("éééééééééééé", Some("éééééééééééé")).status,
            EvidenceStatus::Found
        );
    }

    // §4: verbatim match with its place (1-based line, column in chars).
    #[test]
    fn found_verbatim_with_place() {
        let e = check_quote(DRAFT, Some("Requires Node 20 or newer"));
        assert_eq!(e.status, EvidenceStatus::Found);
        assert_eq!((e.line, e.column), (Some(3), Some(3)));
        let e = check_quote(DRAFT, Some("now 2× faster…"));
        assert_eq!(e.status, EvidenceStatus::Found);
        assert_eq!((e.line, e.column), (Some(4), Some(21)));
        assert!(e.hint.is_none());
    }

    // §4: normalized match maps back to the original artifact.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn found_normalized_maps_to_original() {
        let e = check_quote(DRAFT, Some("The \"fast\" path - now 2× faster..."));
        assert_eq!(e.status, EvidenceStatus::FoundNormalized);
        assert_eq!((e.line, e.column), (Some(4), Some(3)));
        // White-space runs, including line breaks, collapse on both sides.
        let e = check_quote(
            "a\n\nfirst   line\n  second line",
            Some("first line second line"),
        );
        assert_eq!(e.status, EvidenceStatus::FoundNormalized);
        assert_eq!((e.line, e.column), (Some(3), Some(1)));
        // Every dash and the minus sign map to '-'; single quotes to '\''.
        let text =
            "x = a \u{2212} b; it\u{2019}s \u{2010}\u{2011}\u{2012}\u{2013}\u{2014}\u{2015} ‹ok›";
        let e = check_quote(text, Some("a - b; it's ------ 'ok'"));
        assert_eq!(e.status, EvidenceStatus::FoundNormalized);
        assert_eq!((e.line, e.column), (Some(1), Some(5)));
        // „low“ «guillemets» ‟reversed” all become '"'.
        let e = check_quote("„low“ «guil» ‟rev”", Some("\"low\" \"guil\" \"rev\""));
        assert_eq!(e.status, EvidenceStatus::FoundNormalized);
    }

    // §4: case is never folded.
    #[test]
    fn case_is_not_folded() {
        let e = check_quote(DRAFT, Some("requires node 20 or newer"));
        assert_eq!(e.status, EvidenceStatus::NotFound);
    }

    // §4: a quote not found gets the closest passage as a hint.
    #[test]
    fn not_found_has_hint() {
        let revised = "# Notes\n\n- Requires Node 22.18 or newer.\n- Other things changed.\n";
        let e = check_quote(revised, Some("Requires Node 20 or newer"));
        assert_eq!(e.status, EvidenceStatus::NotFound);
        let hint = e.hint.unwrap();
        assert!(hint.contains("Requires Node 22.18"), "{hint}");
        assert_eq!((e.line, e.column), (None, None));
        assert!(check_quote("nothing in common", Some("zzzz yyyy xxxx"))
            .hint
            .is_none());
    }

    #[test]
    fn serializes_as_spec() {
        let e = check_quote(DRAFT, Some("The \"fast\" path"));
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"status":"found_normalized","line":4,"column":3}"#
        );
    }

    // Sizes: a 5 MB artifact stays linear (debug build budget is generous on purpose).
    #[test]
    fn five_megabytes() {
        let line = "Lorem ipsum dolor sit amet, “consectetur” adipiscing elit — sed do.\n";
        let mut text = line.repeat(5_000_000 / line.len());
        text.push_str("The needle is right at the end of it all.\n");
        let index = ArtifactIndex::new(&text);
        let e = index.check(Some("needle is right at the end"));
        assert_eq!(e.status, EvidenceStatus::Found);
        let e = index.check(Some("The  needle is right   at the end"));
        assert_eq!(e.status, EvidenceStatus::FoundNormalized);
        assert_eq!(e.line, Some(text.lines().count()));
        let e = index.check(Some("a needle that is nowhere at all in there"));
        assert_eq!(e.status, EvidenceStatus::NotFound);
        assert!(e.hint.is_some());
    }
}
