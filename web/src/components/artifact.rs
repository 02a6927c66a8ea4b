//! artifact: the artifact shown as numbered lines of plain text, with a judge's quote marked.
//!
//! Owns cutting the text into blocks of lines, their line numbers, and marking a place the core
//! found (line, column, length in chars). Text is only ever inserted as text nodes, so HTML
//! designs are shown escaped and never rendered. Never looks a quote up itself: the place comes
//! from the core's evidence.
//!
//! Why blocks: a 5 MB artifact is ~66k lines, and one element per line made the browser spend
//! seconds on style and layout. Each block is a few hundred lines as two text nodes (its line
//! numbers beside its text, so they cannot drift apart), and `content-visibility: auto` in the
//! stylesheet lets the browser skip the blocks that are off screen. The whole text stays in the
//! document, so find-in-page, selection and screen readers still see all of it.

use leptos::prelude::*;
use std::ops::Range;
use std::sync::Arc;

/// A place to mark: 1-based line and column (in chars, as the core reports them) and a length
/// in chars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub round: u32,
    pub line: usize,
    pub column: usize,
    pub len: usize,
}

/// At most this many lines per block: a screenful or more, few enough to lay out at once.
pub const BLOCK_LINES: usize = 200;
/// A block also ends at the first line end past this many bytes, so that long lines keep the
/// blocks cheap too (a single line is never split: its number must stay beside it).
pub const BLOCK_BYTES: usize = 16 * 1024;

/// A run of whole lines of the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// 1-based number of its first line.
    pub first_line: usize,
    /// How many lines it shows.
    pub lines: usize,
    /// Its bytes in the text, with the `'\n'` that ends each of its lines.
    pub bytes: Range<usize>,
}

/// Cuts `text` into blocks that together cover it exactly. Lines are what `split('\n')` gives
/// once a final newline is dropped (a final newline ends the last line; it does not start an
/// empty one), so the empty text is one empty line.
pub fn blocks(text: &str) -> Vec<Block> {
    let body = text.strip_suffix('\n').unwrap_or(text);
    let mut out = Vec::new();
    let (mut start, mut first_line, mut lines) = (0, 1, 0);
    for (i, _) in body.match_indices('\n') {
        lines += 1;
        let end = i + 1;
        if lines == BLOCK_LINES || end - start >= BLOCK_BYTES {
            out.push(Block {
                first_line,
                lines,
                bytes: start..end,
            });
            (start, first_line, lines) = (end, first_line + lines, 0);
        }
    }
    // The last line, with the final newline if there is one.
    out.push(Block {
        first_line,
        lines: lines + 1,
        bytes: start..text.len(),
    });
    out
}

/// The line numbers of `lines` lines from `first`, one per line, right-aligned to `width`
/// digits so that every block's text starts in the same column.
pub fn gutter(first: usize, lines: usize, width: usize) -> String {
    (first..first + lines)
        .map(|n| format!("{n:>width$}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The byte offset `n` chars after byte `from`, or the end of the text.
fn advance(text: &str, from: usize, n: usize) -> usize {
    text[from..]
        .char_indices()
        .nth(n)
        .map_or(text.len(), |(i, _)| from + i)
}

/// The bytes of `text` that `mark` covers, `None` when that is nothing. The column and length
/// count chars from the start of the line and may run on over line ends (a quote may span
/// lines); a mark past the end is cut there.
pub fn mark_bytes(text: &str, mark: Mark) -> Option<Range<usize>> {
    let mut line_start = 0;
    for _ in 1..mark.line {
        line_start += text[line_start..].find('\n')? + 1;
    }
    let start = advance(text, line_start, mark.column.saturating_sub(1));
    let end = advance(text, start, mark.len);
    (start < end).then_some(start..end)
}

/// The part of `marked` inside `block`, in bytes from the block's start.
pub fn cut(block: &Range<usize>, marked: &Range<usize>) -> Option<Range<usize>> {
    let clamp = |at: usize| at.clamp(block.start, block.end) - block.start;
    let (a, b) = (clamp(marked.start), clamp(marked.end));
    (a < b).then_some(a..b)
}

/// What one block shows: its numbers, its text and where in it the mark falls.
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    gutter: String,
    lines: usize,
    bytes: Range<usize>,
    text: Arc<str>,
}

/// The artifact as numbered lines. The first marked part gets `id="quote-mark"` so the page can
/// scroll it into view.
#[component]
pub fn ArtifactView(
    /// The artifact text.
    #[prop(into)]
    text: Signal<String>,
    /// The place to mark, if any.
    #[prop(into)]
    mark: Signal<Option<Mark>>,
) -> impl IntoView {
    // Memos, so that the blocks are cut once per text and the mark found once per mark, however
    // often the page around them changes.
    let shown = Memo::new(move |_| {
        text.with(|t| {
            let all = blocks(t);
            let last = all.last().map_or(1, |b| b.first_line + b.lines - 1);
            let width = last.to_string().len();
            all.into_iter()
                .map(|b| Shown {
                    gutter: gutter(b.first_line, b.lines, width),
                    lines: b.lines,
                    text: t[b.bytes.clone()].into(),
                    bytes: b.bytes,
                })
                .collect::<Vec<_>>()
        })
    });
    let marked = Memo::new(move |_| {
        let mark = mark.get()?;
        text.with(|t| mark_bytes(t, mark))
    });
    let block = move |b: Shown| {
        let range = b.bytes.clone();
        // Only the blocks the mark enters or leaves are drawn again when it moves.
        let part = Memo::new(move |_| {
            let m = marked.get()?;
            cut(&range, &m).map(|c| (c, range.contains(&m.start)))
        });
        let text = b.text;
        let body = move || match part.get() {
            None => text.to_string().into_any(),
            Some((c, first)) => {
                let id = first.then_some("quote-mark");
                view! {
                    {text[..c.start].to_string()}
                    <mark id=id>{text[c.clone()].to_string()}</mark>
                    {text[c.end..].to_string()}
                }
                .into_any()
            }
        };
        // The exact height of a block that is not drawn yet, so the scroll bar and the place
        // of the mark are right before the blocks above it are drawn (CSSOM, allowed by the CSP).
        view! {
            <div class="artifact-block" style:contain-intrinsic-block-size=format!("auto {}lh", b.lines)>
                <pre class="artifact-gutter" aria-hidden="true">{b.gutter}</pre>
                <pre class="artifact-lines">{body}</pre>
            </div>
        }
    };
    view! {
        <div class="artifact-text" role="region" aria-label="Artifact text" tabindex="0">
            <div class="artifact-body">{move || shown.get().into_iter().map(block).collect_view()}</div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mark(line: usize, column: usize, len: usize) -> Mark {
        Mark {
            round: 1,
            line,
            column,
            len,
        }
    }

    /// The marked text, the way the view cuts it.
    fn marked(text: &str, m: Mark) -> Option<&str> {
        mark_bytes(text, m).map(|r| &text[r])
    }

    #[test]
    fn marks_within_a_line_in_chars() {
        assert_eq!(marked("ab\ncdéfg\nh", mark(2, 2, 3)), Some("déf"));
        assert_eq!(marked("ab\ncdéfg\nh", mark(1, 1, 1)), Some("a"));
    }

    #[test]
    fn marks_across_lines_and_clamps_at_the_end() {
        assert_eq!(marked("abc\ndef", mark(1, 3, 3)), Some("c\nd"));
        assert_eq!(marked("abc", mark(1, 2, 99)), Some("bc"));
        assert_eq!(marked("abc\n", mark(3, 1, 2)), None, "past the last line");
        assert_eq!(marked("abc", mark(1, 4, 2)), None, "past the end");
        assert_eq!(marked("abc", mark(1, 1, 0)), None, "nothing to mark");
    }

    #[test]
    fn blocks_cover_the_text_and_count_lines_as_before() {
        let count = |t: &str| blocks(t).iter().map(|b| b.lines).sum::<usize>();
        assert_eq!(count("a\nb\n"), 2, "a final newline ends the last line");
        assert_eq!(count("a\nb"), 2);
        assert_eq!(
            count("a\n\n"),
            2,
            "an empty last line before the final newline"
        );
        assert_eq!(count(""), 1);
        assert_eq!(blocks("")[0].bytes, 0..0);

        let text: String = (1..=450).map(|n| format!("line {n}\n")).collect();
        let all = blocks(&text);
        assert_eq!(
            all.iter()
                .map(|b| (b.first_line, b.lines))
                .collect::<Vec<_>>(),
            [(1, 200), (201, 200), (401, 50)]
        );
        // Adjacent, in order, the whole text, each block starting on a line.
        assert_eq!(all[0].bytes.start, 0);
        assert_eq!(all.last().unwrap().bytes.end, text.len());
        for pair in all.windows(2) {
            assert_eq!(pair[0].bytes.end, pair[1].bytes.start);
            assert!(
                text[pair[1].bytes.clone()].starts_with(&format!("line {}\n", pair[1].first_line))
            );
        }
    }

    #[test]
    fn long_lines_end_a_block_early_but_are_never_split() {
        let long = "x".repeat(BLOCK_BYTES);
        let text = format!("{long}\n{long}\nshort\n");
        let all = blocks(&text);
        assert_eq!(
            all.iter()
                .map(|b| (b.first_line, b.lines))
                .collect::<Vec<_>>(),
            [(1, 1), (2, 1), (3, 1)]
        );
        assert_eq!(&text[all[1].bytes.clone()], format!("{long}\n"));
    }

    #[test]
    fn the_gutter_has_one_right_aligned_number_per_line() {
        assert_eq!(gutter(9, 3, 2), " 9\n10\n11");
        assert_eq!(gutter(1, 1, 1), "1");
    }

    #[test]
    fn a_mark_is_cut_to_each_block_it_touches() {
        assert_eq!(cut(&(10..20), &(12..15)), Some(2..5));
        assert_eq!(cut(&(10..20), &(5..12)), Some(0..2));
        assert_eq!(cut(&(10..20), &(18..40)), Some(8..10));
        assert_eq!(cut(&(10..20), &(20..25)), None);
        assert_eq!(cut(&(10..20), &(0..10)), None);
    }
}
