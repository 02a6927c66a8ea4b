//! artifact: the artifact shown as numbered lines of plain text, with a judge's quote marked.
//!
//! Owns cutting the text into blocks of lines, their line numbers, which blocks are drawn as
//! lines, and marking a place the core found (line, column, length in chars). Text is only ever
//! inserted as text nodes, so HTML designs are shown escaped and never rendered. Never looks a
//! quote up itself: the place comes from the core's evidence.
//!
//! Why blocks drawn in windows: an artifact may be megabytes, and one element per line for all
//! of its lines is more script, style and layout than the first screen can wait for. So each
//! block (at most [`BLOCK_LINES`] lines) starts as one text node, and is drawn as numbered
//! lines only while it is within a screen of the visible part of the text (an
//! `IntersectionObserver` on the text's scroll box), or while it holds the mark.
//! `content-visibility: auto` lets the browser skip the blocks off screen, and remember their
//! height once drawn. The whole text stays in the document, so find-in-page, selection and
//! screen readers still see all of it.
//!
//! Why one element per line when drawn: long lines wrap by default (a quote found at column 200
//! must be visible), and a wrapped line's number must stay beside its first row. The number is
//! the line's CSS counter (`::before`, counted from the block's first line), so it is never part
//! of the text that is selected, copied or read out. "Wrap long lines" off shows each line on
//! one row that scrolls sideways, the numbers kept in view.

use crate::t;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use std::ops::Range;
use std::sync::Arc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A place to mark: 1-based line and column (in chars, as the core reports them) and a length
/// in chars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuoteMark {
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
pub fn mark_bytes(text: &str, mark: QuoteMark) -> Option<Range<usize>> {
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

/// The lines of `text` (a block's text) with their byte ranges, each with its `'\n'`.
pub fn lines(text: &str) -> impl Iterator<Item = (Range<usize>, &str)> {
    text.split_inclusive('\n').scan(0, |at, line| {
        let start = *at;
        *at += line.len();
        Some((start..*at, line))
    })
}

/// What one block shows: its first line's number, its text and its bytes in the artifact.
#[derive(Clone, Debug, PartialEq)]
struct BlockText {
    first_line: usize,
    lines: usize,
    bytes: Range<usize>,
    text: Arc<str>,
}

/// One line of a block, with the part of the mark in it (bytes from the line's start) and
/// whether that part is where the mark starts. A block's first line carries the counter reset
/// that numbers its lines (`reset`: the number before it), through CSSOM: on the block itself
/// the reset would not reach its lines, because `content-visibility: auto` gives the block
/// style containment.
fn line_view(line: &str, part: Option<(Range<usize>, bool)>, reset: Option<String>) -> AnyView {
    match part {
        None => view! { <span class="artifact-line" style:counter-reset=reset>{line.to_string()}</span> }.into_any(),
        Some((c, first)) => {
            let id = first.then_some("quote-mark");
            view! {
                <span class="artifact-line" style:counter-reset=reset>
                    {line[..c.start].to_string()}
                    <mark id=id>{line[c.clone()].to_string()}</mark>
                    {line[c.end..].to_string()}
                </span>
            }
            .into_any()
        }
    }
}

/// How far beyond the visible part of the text blocks are drawn as lines: a screen above and
/// below, so that scrolling shows drawn lines, not text waiting for its numbers.
const DRAW_MARGIN: &str = "100% 0px";

/// Which blocks are near the visible part of the text: one flag per block of the text shown,
/// set by an `IntersectionObserver` rooted at the text's scroll box. Each block's element
/// carries its index (`data-block`).
#[derive(Clone, Copy)]
struct Window {
    near: StoredValue<Vec<RwSignal<bool>>>,
    observer: RwSignal<Option<SendWrapper<web_sys::IntersectionObserver>>, LocalStorage>,
}

impl Window {
    fn new() -> Self {
        Window {
            near: StoredValue::new(Vec::new()),
            observer: RwSignal::new_local(None),
        }
    }

    /// Starts observing blocks inside `root` (the scroll box), once it is in the document.
    fn observe_in(self, root: &web_sys::Element) {
        let near = self.near;
        let seen = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
            for entry in entries.iter() {
                let entry: web_sys::IntersectionObserverEntry = entry.unchecked_into();
                let index = entry
                    .target()
                    .get_attribute("data-block")
                    .and_then(|i| i.parse::<usize>().ok());
                if let Some(flag) =
                    index.and_then(|i| near.try_with_value(|n| n.get(i).copied()).flatten())
                {
                    flag.try_set(entry.is_intersecting());
                }
            }
        });
        let options = web_sys::IntersectionObserverInit::new();
        options.set_root(Some(root));
        options.set_root_margin(DRAW_MARGIN);
        let Ok(observer) = web_sys::IntersectionObserver::new_with_options(
            seen.as_ref().unchecked_ref(),
            &options,
        ) else {
            return;
        };
        // The callback lives as long as the observer, which is disconnected with the view.
        let callback = SendWrapper::new(seen);
        let held = SendWrapper::new(observer.clone());
        on_cleanup(move || {
            held.disconnect();
            drop(callback);
        });
        self.observer.set(Some(SendWrapper::new(observer)));
    }

    /// A new flag for the next block, false until the observer sees it near.
    fn flags(self, count: usize) -> Vec<RwSignal<bool>> {
        let flags: Vec<_> = (0..count).map(|_| RwSignal::new(false)).collect();
        self.near.set_value(flags.clone());
        flags
    }
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
    mark: Signal<Option<QuoteMark>>,
) -> impl IntoView {
    // Memos, so that the blocks are cut once per text and the mark found once per mark, however
    // often the page around them changes.
    let shown = Memo::new(move |_| {
        text.with(|t| {
            blocks(t)
                .into_iter()
                .map(|b| BlockText {
                    first_line: b.first_line,
                    lines: b.lines,
                    text: t[b.bytes.clone()].into(),
                    bytes: b.bytes,
                })
                .collect::<Vec<_>>()
        })
    });
    // The gutter's width in digits, as a class (the CSP allows no style attribute to set it).
    let digits = Memo::new(move |_| {
        shown.with(|all| {
            let last = all.last().map_or(1, |b| b.first_line + b.lines - 1);
            last.to_string().len().min(9)
        })
    });
    let wrap = RwSignal::new(true);
    let marked = Memo::new(move |_| {
        let mark = mark.get()?;
        text.with(|t| mark_bytes(t, mark))
    });
    let window = Window::new();
    let region = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if let Some(root) = region.get() {
            window.observe_in(&root);
        }
    });
    view! {
        <label class="inline small artifact-wrap">
            <input type="checkbox" prop:checked=move || wrap.get()
                on:change=move |ev| wrap.set(event_target_checked(&ev)) />
            {t!(RunWrapLines)}
        </label>
        <div class=move || format!("artifact-text digits-{}{}", digits.get(), if wrap.get() { "" } else { " nowrap" })
            node_ref=region role="region" aria-label=t!(RunArtifactText) tabindex="0">
            <div class="artifact-body" dir="auto">{move || {
                let all = shown.get();
                let flags = window.flags(all.len());
                all.into_iter().zip(flags).enumerate().map(|(index, (block, near))| view! {
                    {artifact_block(index, block, near, marked, window)}
                }).collect_view()
            }}</div>
        </div>
    }
}

/// Block `index` of the text: one text node until it is `near` the visible part or holds part
/// of the mark (`marked`, bytes in the whole text), then one element per line.
fn artifact_block(
    index: usize,
    block: BlockText,
    near: RwSignal<bool>,
    marked: Memo<Option<Range<usize>>>,
    window: Window,
) -> impl IntoView {
    let range = block.bytes.clone();
    // Only the blocks the mark enters or leaves are drawn again when it moves.
    let part = Memo::new(move |_| {
        let m = marked.get()?;
        cut(&range, &m).map(|c| (c, range.contains(&m.start)))
    });
    let drawn = Memo::new(move |_| near.get() || part.with(Option::is_some));
    let (text, first_line) = (block.text, block.first_line);
    let body = move || {
        if !drawn.get() {
            return text.to_string().into_any();
        }
        let part = part.get();
        lines(&text)
            .map(|(at, line)| {
                let here = part.as_ref().and_then(|(c, first)| {
                    cut(&at, c).map(|mine| (mine, *first && at.contains(&c.start)))
                });
                let reset = (at.start == 0).then(|| format!("line {}", first_line - 1));
                line_view(line, here, reset)
            })
            .collect_view()
            .into_any()
    };
    let element = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if let (Some(el), Some(observer)) = (element.get(), window.observer.get()) {
            observer.observe(&el);
        }
    });
    // The block's height in lines until it is first drawn (a wrapped line takes more once
    // it is), so the scroll bar and the place of the mark are about right before the blocks
    // above it are drawn (CSSOM, allowed by the CSP).
    view! {
        <div class="artifact-block" class:pending=move || !drawn.get() data-block=index.to_string()
            node_ref=element
            style:contain-intrinsic-block-size=format!("auto {}lh", block.lines)>
            {body}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mark(line: usize, column: usize, len: usize) -> QuoteMark {
        QuoteMark {
            round: 1,
            line,
            column,
            len,
        }
    }

    /// The marked text, the way the view cuts it.
    fn marked(text: &str, m: QuoteMark) -> Option<&str> {
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
    fn lines_keep_their_newline_and_their_place() {
        let got: Vec<_> = lines("ab\n\nc").collect();
        assert_eq!(got, [(0..3, "ab\n"), (3..4, "\n"), (4..5, "c")]);
        assert_eq!(lines("").count(), 0);
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
