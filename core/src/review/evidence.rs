//! The evidence check: is a judge's quote really in the artifact (review-loop.md §4)?
//!
//! Owns quote lookup (verbatim, then normalized, then normalized in the text as a reader sees
//! it), the place and extent of a found quote in the original artifact, and the closest-passage
//! hint for a quote that is not found. It never decides what a found quote means: "found" proves
//! the text is there, not that the criterion fails (`ratchet` and `merge` decide what counts).
//!
//! The two readings of the rendered text live in [`markdown`] and [`html`]: each turns the
//! artifact into the text a reader sees, char by char, with the source offset every char came
//! from. They are readings, not renderers: they only leave out what §4 lists, so a match in them
//! can never rest on a word the source does not have.
//!
//! Places are 1-based lines and 1-based columns counted in Unicode scalar values (`char`s), the
//! unit an editor's "go to column" and JS's `Array.from(line)` agree on for non-BMP text.

mod entities;
mod html;
mod markdown;
pub mod rendered;

use std::cell::OnceCell;
use std::collections::HashSet;
use std::ops::Range;

use serde::{Deserialize, Serialize};

use crate::text::LineStarts;
use crate::wire::wire_enum;

/// §4: fewer Unicode scalar values than this (after trimming) is no evidence.
pub const MIN_QUOTE_CHARS: usize = 12;

wire_enum!(
    /// What the evidence check found for a quote (§4).
    pub enum EvidenceStatus {
        Found = "found",
        FoundNormalized = "found_normalized",
        NotFound = "not_found",
        TooShort = "too_short",
        None = "none",
    }
);

impl EvidenceStatus {
    /// `found` and `found_normalized` count as evidence everywhere (§4).
    pub fn is_evidence(self) -> bool {
        matches!(
            self,
            EvidenceStatus::Found | EvidenceStatus::FoundNormalized
        )
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
    /// How far the found passage runs in the source from `line`:`column`, in chars (as columns
    /// count), markup included and over line ends: what a highlight covers (§4). A quote found
    /// in the rendered text spans more source than its own length (`**Node 20**`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<usize>,
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
            length: None,
            hint: None,
        }
    }
}

/// One-shot check; build an [`ArtifactIndex`] instead to check several quotes.
pub fn check_quote(artifact: &str, quote: Option<&str>) -> Evidence {
    ArtifactIndex::new(artifact).check(quote)
}

/// The artifact prepared once for many lookups: its normalized form with a map back to the
/// original, and its line starts; its two rendered readings are built on the first quote that
/// needs them and kept. Building each is linear; every lookup is a handful of linear substring
/// searches, so a 5 MB artifact stays fast.
pub struct ArtifactIndex<'a> {
    text: &'a str,
    source: Folded,
    markdown: OnceCell<Folded>,
    html: OnceCell<Folded>,
    line_starts: LineStarts,
}

impl<'a> ArtifactIndex<'a> {
    pub fn new(text: &'a str) -> ArtifactIndex<'a> {
        let mut source = Folded::new(SourceSyntax::Plain, text.len());
        for (at, c) in text.char_indices() {
            source.push(c, at);
        }
        let line_starts = LineStarts::new(text);
        ArtifactIndex {
            text,
            source,
            markdown: OnceCell::new(),
            html: OnceCell::new(),
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
            return self.found(EvidenceStatus::Found, at..at + quote.len());
        }
        let needle = normalize(quote);
        // §4: the source first, then what a reader sees of it; Markdown before HTML, so that
        // the same artifact always gives the same place.
        let found = self.source.find(self.text, &needle).or_else(|| {
            self.markdown
                .get_or_init(|| markdown::read(self.text))
                .find(self.text, &needle)
                .or_else(|| {
                    self.html
                        .get_or_init(|| html::read(self.text))
                        .find(self.text, &needle)
                })
        });
        match found {
            Some(span) => self.found(EvidenceStatus::FoundNormalized, span),
            None => Evidence {
                hint: self.closest_passage(&needle),
                ..Evidence::bare(EvidenceStatus::NotFound)
            },
        }
    }

    /// 1-based line and column (in chars) of a byte offset of the original artifact.
    pub fn place(&self, offset: usize) -> (usize, usize) {
        self.line_starts.place(self.text, offset)
    }

    fn found(&self, status: EvidenceStatus, span: Range<usize>) -> Evidence {
        let (line, column) = self.place(span.start);
        Evidence {
            line: Some(line),
            column: Some(column),
            length: Some(self.text[span].chars().count()),
            ..Evidence::bare(status)
        }
    }

    /// The passage the quote was probably meant to copy. Method: anchor on the quote's longest
    /// words (at most `ANCHORS` of them, at most `OCCURRENCES` hits each, so the cost stays a few
    /// linear scans), lay a quote-sized window over each hit aligned as the word sits in the
    /// quote, and keep the window that contains the most of the quote's distinct words. The
    /// window is then widened to word boundaries in the source (§4: never inside a word, a tag
    /// or a character reference), so the hint is source text a user can find.
    fn closest_passage(&self, needle: &str) -> Option<String> {
        const ANCHORS: usize = 8;
        const OCCURRENCES: usize = 16;
        const MAX_WINDOW: usize = 2000;
        let normalized = &self.source.text;
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
            for (hit, _) in normalized.match_indices(token).take(OCCURRENCES) {
                let start = floor_boundary(normalized, hit.saturating_sub(offset_in_quote));
                let end = floor_boundary(normalized, (start + window).min(normalized.len()));
                let passage = &normalized[start..end];
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
        let from = self.source.origin[start] as usize;
        let to = self
            .source
            .origin
            .get(end)
            .map_or(self.text.len(), |&o| o as usize);
        let (from, to) = hint_bounds(self.text, from, to);
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

/// The syntax of the text a [`Folded`] was read from; it decides how far in the source the
/// char at an origin runs (a decoded `&amp;` or an escaped `\*` is one char from several).
#[derive(Clone, Copy)]
enum SourceSyntax {
    /// Text read char for char: the artifact as written, or the rendered text's pieces.
    Plain,
    Markdown,
    Html,
}

/// A reading of the artifact as §4 normalizes it, with for each of its bytes the byte offset
/// in the artifact of what it came from (a char, an escape, a character reference, a tag).
struct Folded {
    syntax: SourceSyntax,
    text: String,
    /// `u32` halves the memory of a large artifact; artifacts are far below 4 GiB.
    origin: Vec<u32>,
    in_space: bool,
}

impl Folded {
    fn new(syntax: SourceSyntax, capacity: usize) -> Folded {
        Folded {
            syntax,
            text: String::with_capacity(capacity),
            origin: Vec::with_capacity(capacity),
            in_space: false,
        }
    }

    /// §4 normalization, one char at a time: white-space runs become one space; typographic
    /// quotes, dashes and the ellipsis become their ASCII forms. Case is never folded.
    fn push(&mut self, c: char, at: usize) {
        // Most of an artifact: one byte in, one byte out (the loop runs at opt-level "z").
        if c.is_ascii_graphic() {
            self.in_space = false;
            self.text.push(c);
            self.origin.push(at as u32);
            return;
        }
        let mut utf8 = [0; 4];
        let replacement: &str = match c {
            c if c.is_whitespace() => {
                if self.in_space {
                    return;
                }
                " "
            }
            '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{201F}' | '\u{00AB}' | '\u{00BB}' => "\"",
            '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{201B}' | '\u{2039}' | '\u{203A}' => "'",
            '\u{2010}'..='\u{2015}' | '\u{2212}' => "-",
            '\u{2026}' => "...",
            c => c.encode_utf8(&mut utf8),
        };
        self.in_space = c.is_whitespace();
        self.text.push_str(replacement);
        self.origin
            .resize(self.origin.len() + replacement.len(), at as u32);
    }

    /// The source bytes of the first match of `needle` (normalized): from the first matched
    /// char's origin to the end of what the last one was read from, and on over the markup
    /// that closes it (`**`, `</em>`, `](url)`: no white space, up to the next char a reader
    /// sees), so that a highlight covers the passage with its markup.
    fn find(&self, source: &str, needle: &str) -> Option<Range<usize>> {
        const CLOSING: usize = 256;
        let at = self.text.find(needle)?;
        let last = self.origin[at + needle.len().max(1) - 1] as usize;
        let rest = &source[last..];
        let len = match self.syntax {
            SourceSyntax::Markdown => markdown::escape_len(rest),
            SourceSyntax::Html => entities::reference(rest).map(|(len, _)| len),
            SourceSyntax::Plain => None,
        };
        let mut end = last + len.unwrap_or_else(|| rest.chars().next().map_or(0, char::len_utf8));
        let next = self
            .origin
            .get(at + needle.len())
            .map_or(source.len(), |&o| o as usize);
        if next > end && next - end <= CLOSING && !source[end..next].contains(char::is_whitespace) {
            end = next;
        }
        Some(self.origin[at] as usize..end)
    }
}

/// §4 normalization of a whole text (a quote).
pub fn normalize(text: &str) -> String {
    let mut out = Folded::new(SourceSyntax::Plain, text.len());
    for (at, c) in text.char_indices() {
        out.push(c, at);
    }
    out.text
}

/// The hint's passage `from..to` widened to boundaries a user can read: out of any tag or
/// character reference it cuts, then to whole words (§4). A word longer than `WORD` chars (a
/// base64 blob) is left out at that end instead of taken whole.
fn hint_bounds(text: &str, from: usize, to: usize) -> (usize, usize) {
    let mut from = markup_span(text, from).map_or(from, |m| m.start);
    if in_word(text, from) {
        from = word_edge(text, from, true).unwrap_or_else(|| word_edge_far(text, from, false));
    }
    let mut to = markup_span(text, to).map_or(to, |m| m.end).max(from);
    if in_word(text, to) {
        to = word_edge(text, to, false)
            .unwrap_or_else(|| word_edge_far(text, to, true))
            .max(from);
    }
    (from, to)
}

const WORD: usize = 64;

fn is_word(c: Option<char>) -> bool {
    c.is_some_and(char::is_alphanumeric)
}

/// Byte `at` falls between two chars of one word.
fn in_word(text: &str, at: usize) -> bool {
    is_word(text[..at].chars().next_back()) && is_word(text[at..].chars().next())
}

/// The start (`back`) or end of the word around `at`, if it is at most `WORD` chars away.
fn word_edge(text: &str, at: usize, back: bool) -> Option<usize> {
    if back {
        let mut chars = text[..at].char_indices().rev();
        let edge = chars
            .by_ref()
            .take(WORD)
            .find(|&(_, c)| !c.is_alphanumeric())
            .map(|(i, c)| i + c.len_utf8());
        edge.or_else(|| chars.next().is_none().then_some(0))
    } else {
        let mut chars = text[at..].char_indices();
        let edge = chars
            .by_ref()
            .take(WORD)
            .find(|&(_, c)| !c.is_alphanumeric())
            .map(|(i, _)| at + i);
        edge.or_else(|| chars.next().is_none().then_some(text.len()))
    }
}

/// The other edge of a word too long to take whole: the hint leaves that word out.
fn word_edge_far(text: &str, at: usize, back: bool) -> usize {
    if back {
        text[..at]
            .rfind(|c: char| !c.is_alphanumeric())
            .map_or(0, |i| {
                i + text[i..].chars().next().map_or(0, char::len_utf8)
            })
    } else {
        text[at..]
            .find(|c: char| !c.is_alphanumeric())
            .map_or(text.len(), |i| at + i)
    }
}

/// The tag or character reference that byte `at` falls strictly inside, if any.
fn markup_span(text: &str, at: usize) -> Option<Range<usize>> {
    const REACH: usize = 1024;
    let before = &text[floor_boundary(text, at.saturating_sub(REACH))..at];
    let base = at - before.len();
    let tag = before
        .rfind('<')
        .filter(|&lt| !before[lt..].contains('>'))
        .and_then(|lt| Some(base + lt..base + lt + html::tag_len(&text[base + lt..])?));
    let reference = || {
        let amp = before.rfind('&')?;
        Some(base + amp..base + amp + entities::reference(&text[base + amp..])?.0)
    };
    tag.or_else(reference)
        .filter(|span| span.start < at && at < span.end)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A reading's text with `[offset]` before each char that does not come right after the
    /// previous one in the source (white space skipped after a space): the text a reader sees
    /// and where each piece of it stands, in one string to compare.
    pub(in crate::review::evidence) fn rendered(src: &str, folded: Folded) -> String {
        let mut out = String::new();
        let mut expected = 0;
        let mut prev_space = false;
        for (k, c) in folded.text.char_indices() {
            let at = folded.origin[k] as usize;
            if prev_space {
                expected += src[expected..]
                    .find(|c: char| !c.is_whitespace())
                    .unwrap_or(src.len() - expected);
            }
            if at != expected {
                out.push_str(&format!("[{at}]"));
            }
            out.push(c);
            expected = at + src[at..].chars().next().map_or(1, char::len_utf8);
            prev_space = c == ' ';
        }
        out
    }

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

    // review-loop.md §4 "The text as a reader sees it": quotes of what a reader sees are
    // found_normalized, placed at the passage's first char in the source, and the
    // span covers the source passage with its markup.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn quotes_of_the_rendered_text() {
        for (src, quote, place, passage) in [
            (
                "# Setup\n\n- Requires **Node 20** or newer.\n",
                "Requires Node 20 or newer",
                (3, 3),
                "Requires **Node 20** or newer",
            ),
            (
                "<main>\n  <p>Get started <em>today</em></p>\n</main>",
                "Get started today",
                (2, 6),
                "Get started <em>today</em>",
            ),
            (
                "<h1>Fast &amp; private</h1>",
                "Fast & private",
                (1, 5),
                "Fast &amp; private",
            ),
            (
                "Read [the install guide](https://x.test/install) first.",
                "Read the install guide first",
                (1, 1),
                "Read [the install guide](https://x.test/install) first",
            ),
            (
                "<p>It&#8217;s here,<br>and now &hellip;</p>",
                "It's here, and now ...",
                (1, 4),
                "It&#8217;s here,<br>and now &hellip;",
            ),
            // The passage may end on a decoded reference or an escape: all of it is covered.
            (
                "<p>Tom &amp; Jerry &amp;</p>",
                "Tom & Jerry &",
                (1, 4),
                "Tom &amp; Jerry &amp;",
            ),
            (
                "Costs 5 \\* 3 \\*",
                "Costs 5 * 3 *",
                (1, 1),
                "Costs 5 \\* 3 \\*",
            ),
        ] {
            let index = ArtifactIndex::new(src);
            let e = index.check(Some(quote));
            assert_eq!(e.status, EvidenceStatus::FoundNormalized, "{quote}");
            assert_eq!(
                (e.line, e.column),
                (Some(place.0), Some(place.1)),
                "{quote}"
            );
            let (line, column) = place;
            let start = index.line_starts.start(line)
                + src[index.line_starts.start(line)..]
                    .chars()
                    .take(column - 1)
                    .map(char::len_utf8)
                    .sum::<usize>();
            let shown: String = src[start..].chars().take(e.length.unwrap()).collect();
            assert_eq!(shown, passage, "{quote}");
        }
    }

    // §4: the rendered text never adds words, and case is still never folded there.
    #[test]
    fn rendered_text_adds_nothing() {
        for (src, quote) in [
            ("Requires **Node 20** or newer", "Requires node 20 or newer"),
            ("<p>Get started</p><p>today</p>", "Get startedtoday"),
            ("[Get](started) now of it", "Get started now"),
        ] {
            assert_eq!(
                check_quote(src, Some(quote)).status,
                EvidenceStatus::NotFound,
                "{src}"
            );
        }
    }

    // §4: every Unicode white space counts as white space (no-break and other spaces).
    #[test]
    fn unicode_white_space() {
        let src = "Fast\u{a0}and\u{2007}private\u{202f}by\u{3000}default";
        let e = check_quote(src, Some("Fast and private by default"));
        assert_eq!(e.status, EvidenceStatus::FoundNormalized);
        assert_eq!(e.length, Some(src.chars().count()));
        let e = check_quote(
            "<p>Fast&nbsp;and&#160;private</p>",
            Some("Fast and private"),
        );
        assert_eq!(e.status, EvidenceStatus::FoundNormalized);
    }

    // §4: a verbatim or normalized match spans exactly the source it matched.
    #[test]
    fn span_of_source_matches() {
        let e = check_quote(DRAFT, Some("Requires Node 20 or newer"));
        assert_eq!(e.length, Some(25));
        let e = check_quote(
            "a\n\nfirst   line\n  second line!",
            Some("first line second line"),
        );
        assert_eq!((e.line, e.column, e.length), (Some(3), Some(1), Some(26)));
    }

    // The readings cost nothing until a quote needs them, and are built once.
    #[test]
    fn readings_are_built_on_demand() {
        let index = ArtifactIndex::new(DRAFT);
        index.check(Some("Requires Node 20 or newer"));
        index.check(Some("The \"fast\" path - now"));
        assert!(index.markdown.get().is_none() && index.html.get().is_none());
        index.check(Some("nowhere in the draft at all"));
        assert!(index.markdown.get().is_some() && index.html.get().is_some());
    }

    // §4: a hint starts and ends at word boundaries, never inside a word, a tag or a
    // character reference, and is the source text.
    #[test]
    fn hint_at_word_boundaries() {
        let src = "<p>Our <strong>onboarding</strong> takes three minutes &amp; one coffee.</p>";
        let e = check_quote(src, Some("onboarding takes three hours & one"));
        assert_eq!(e.status, EvidenceStatus::NotFound);
        let hint = e.hint.unwrap();
        assert!(src.contains(&hint), "{hint}");
        for edge in [hint.chars().next(), hint.chars().next_back()] {
            assert!(edge.is_some_and(|c| c.is_alphanumeric() || c == '<' || c == '>' || c == ';'));
        }
        let at = src.find(&hint).unwrap();
        assert_eq!(hint_bounds(src, at, at + hint.len()), (at, at + hint.len()));
        // Inside a word, a tag and a reference, each widens to the whole of it.
        assert_eq!(hint_bounds("alpha beta", 2, 8), (0, 10));
        assert_eq!(hint_bounds("x <strong>y</strong> z", 5, 15), (2, 20));
        assert_eq!(hint_bounds("a &amp; b &copy; c", 4, 12), (2, 16));
        // A word too long to take whole is left out at that end.
        let blob = "a".repeat(500);
        let text = format!("start {blob} end");
        assert_eq!(hint_bounds(&text, 0, 100), (0, 6));
        assert_eq!(hint_bounds(&text, 100, text.len()), (506, text.len()));
    }

    #[test]
    fn serializes_as_spec() {
        let e = check_quote(DRAFT, Some("The \"fast\" path"));
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"status":"found_normalized","line":4,"column":3,"length":15}"#
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
