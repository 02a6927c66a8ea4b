//! rendered: where a quote reads in a design as the browser rendered it (design-jury.md §11,
//! review-loop.md §4), for the mark in the rendered view.
//!
//! The passage is the source span the evidence check found (markup included); what a reader
//! sees of it is its HTML reading ([`super::html`]), normalized as §4 normalizes, and held to
//! the same too-short rule ([`MIN_QUOTE_CHARS`]). The rendered text comes from the app as the
//! design's text pieces in document order, each saying whether it is shown on screen; the
//! first occurrence among the shown pieces is the one marked, so a hidden copy placed first
//! cannot take the mark. Never reads a DOM.

use super::{html, Folded, SourceSyntax, MIN_QUOTE_CHARS};

/// One text piece of the rendered design (a DOM text node), in document order.
#[derive(Clone, Copy, Debug)]
pub struct Piece<'a> {
    pub text: &'a str,
    /// Whether the browser shows it (not `display:none`, `visibility:hidden`, transparent by
    /// opacity, of no size, or outside the page).
    pub visible: bool,
}

/// A place in the pieces: piece index and UTF-16 offset in it (what `Text.splitText` takes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spot {
    pub piece: usize,
    pub utf16: u32,
}

/// Where the passage reads in the rendered design.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RenderedQuote {
    /// Shown on screen from `from` to `to` (exclusive): mark it there.
    Shown { from: Spot, to: Spot },
    /// Only in text the browser does not show.
    Hidden,
    /// Not in the rendered text at all (the quote is markup).
    Absent,
    /// What a reader sees of it is shorter than §4's minimum: no mark, as no evidence.
    TooShort,
}

/// Where `passage` (source text of the design) reads in `pieces`.
pub fn find(passage: &str, pieces: &[Piece<'_>]) -> RenderedQuote {
    let reading = html::read(passage);
    let needle = reading.text.trim_matches(' ');
    if needle.chars().count() < MIN_QUOTE_CHARS {
        return RenderedQuote::TooShort;
    }
    if let Some((from, to)) = locate(needle, pieces, true) {
        return RenderedQuote::Shown { from, to };
    }
    if locate(needle, pieces, false).is_some() {
        RenderedQuote::Hidden
    } else {
        RenderedQuote::Absent
    }
}

/// The first match of `needle` in the pieces (only the visible ones when `visible_only`),
/// read as one text with white space folded across piece boundaries.
fn locate(needle: &str, pieces: &[Piece<'_>], visible_only: bool) -> Option<(Spot, Spot)> {
    let mut joined = String::new();
    // The byte offset in `joined` where each taken piece starts, with its index.
    let mut starts: Vec<(usize, usize)> = Vec::new();
    for (i, p) in pieces.iter().enumerate() {
        if visible_only && !p.visible {
            continue;
        }
        starts.push((joined.len(), i));
        joined.push_str(p.text);
    }
    let mut folded = Folded::new(SourceSyntax::Plain, joined.len());
    for (at, c) in joined.char_indices() {
        folded.push(c, at);
    }
    let at = folded.text.find(needle)?;
    let first = folded.origin[at] as usize;
    let last = folded.origin[at + needle.len() - 1] as usize;
    let end = last + joined[last..].chars().next().map_or(0, char::len_utf8);
    let spot = |offset: usize, is_end: bool| {
        // An end exactly at a piece's start belongs to the piece before it.
        let k = starts.partition_point(|&(s, _)| if is_end { s < offset } else { s <= offset }) - 1;
        let (start, piece) = starts[k];
        let utf16 = joined[start..offset].encode_utf16().count() as u32;
        Spot { piece, utf16 }
    };
    Some((spot(first, false), spot(end, true)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(text: &str) -> Piece<'_> {
        Piece {
            text,
            visible: true,
        }
    }

    fn hidden(text: &str) -> Piece<'_> {
        Piece {
            text,
            visible: false,
        }
    }

    /// Shown from `(piece, utf16)` to `(piece, utf16)`.
    fn shown_at(from: (usize, u32), to: (usize, u32)) -> RenderedQuote {
        let spot = |(piece, utf16)| Spot { piece, utf16 };
        RenderedQuote::Shown {
            from: spot(from),
            to: spot(to),
        }
    }

    #[test]
    fn the_visible_occurrence_is_marked_not_a_hidden_one_placed_first() {
        let pieces = [
            hidden("Start your free trial"),
            shown("Hero: "),
            shown("Start your free trial today"),
        ];
        assert_eq!(
            find("Start your free trial", &pieces),
            shown_at((2, 0), (2, 21))
        );
    }

    #[test]
    fn text_only_in_hidden_pieces_is_hidden_and_markup_is_absent() {
        let pieces = [hidden("Start your free trial"), shown("Other text here")];
        assert_eq!(
            find("Start your free trial", &pieces),
            RenderedQuote::Hidden
        );
        assert_eq!(
            find("<div class=\"hero-banner\">", &pieces),
            RenderedQuote::TooShort
        );
        assert_eq!(
            find("Not in this design at all", &pieces),
            RenderedQuote::Absent
        );
    }

    #[test]
    fn a_passage_reads_as_rendered_across_tags_references_and_white_space_section_4() {
        let pieces = [
            shown("Get started "),
            shown("today"),
            shown(",\n   no account needed."),
        ];
        assert_eq!(
            find("Get started <em>today</em>, no account needed", &pieces),
            shown_at((0, 0), (2, 22))
        );
        let amp = [shown("Fast & private notes")];
        assert!(matches!(
            find("Fast &amp; private notes", &amp),
            RenderedQuote::Shown { .. }
        ));
        let curly = [shown("It\u{2019}s fast and private")];
        assert!(matches!(
            find("It's fast and private", &curly),
            RenderedQuote::Shown { .. }
        ));
    }

    #[test]
    fn offsets_are_utf16_and_hidden_text_between_is_skipped() {
        let pieces = [shown("😀 Ship it "), hidden("XX"), shown("faster now")];
        assert_eq!(find("Ship it faster", &pieces), shown_at((0, 3), (2, 6)));
    }

    #[test]
    fn fewer_visible_chars_than_the_minimum_is_too_short() {
        assert_eq!(
            find("<b>Go</b> <i>now</i>", &[shown("Go now")]),
            RenderedQuote::TooShort
        );
    }
}
