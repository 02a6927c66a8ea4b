//! artifact: the artifact shown as numbered lines of plain text, with a judge's quote marked.
//!
//! Owns splitting the text into lines and marking a place the core found (line, column, length
//! in chars). Text is only ever inserted as text nodes, so HTML designs are shown escaped and
//! never rendered. Never looks a quote up itself: the place comes from the core's evidence.

use leptos::prelude::*;

/// A place to mark: 1-based line and column (in chars, as the core reports them) and a length
/// in chars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub round: u32,
    pub line: usize,
    pub column: usize,
    pub len: usize,
}

/// A line cut into (before, marked, after) around the mark; `marked` is empty when the mark
/// does not touch the line. Quotes may span lines: each touched line gets its part.
pub fn cut_lines(text: &str, mark: Option<Mark>) -> Vec<(String, String, String)> {
    // Global char offsets of the mark, counting each '\n' as one char (as the core does).
    let range = mark.map(|m| {
        let start: usize = text
            .split('\n')
            .take(m.line.saturating_sub(1))
            .map(|l| l.chars().count() + 1)
            .sum::<usize>()
            + m.column.saturating_sub(1);
        start..start + m.len
    });
    let mut offset = 0;
    // A final newline ends the last line; it does not start an empty one.
    text.strip_suffix('\n')
        .unwrap_or(text)
        .split('\n')
        .map(|line| {
            let chars: Vec<char> = line.chars().collect();
            let (a, b) = match &range {
                Some(r) => (
                    r.start.clamp(offset, offset + chars.len()) - offset,
                    r.end.clamp(offset, offset + chars.len()) - offset,
                ),
                None => (0, 0),
            };
            offset += chars.len() + 1;
            (
                chars[..a].iter().collect(),
                chars[a..b].iter().collect(),
                chars[b..].iter().collect(),
            )
        })
        .collect()
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
    move || {
        let mut first = true;
        let lines = cut_lines(&text.get(), mark.get())
            .into_iter()
            .map(|(before, marked, after)| {
                let marked = (!marked.is_empty()).then(|| {
                    let id = first.then_some("quote-mark");
                    first = false;
                    view! { <mark id=id>{marked}</mark> }
                });
                view! { <span class="line">{before}{marked}{after}</span> }
            })
            .collect_view();
        view! { <pre class="artifact-text" role="region" aria-label="Artifact text" tabindex="0">{lines}</pre> }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mark(line: usize, column: usize, len: usize) -> Option<Mark> {
        Some(Mark {
            round: 1,
            line,
            column,
            len,
        })
    }

    #[test]
    fn marks_within_a_line() {
        let cut = cut_lines("ab\ncdéfg\nh", mark(2, 2, 3));
        assert_eq!(cut[1], ("c".into(), "déf".into(), "g".into()));
        assert_eq!(cut[0], ("ab".into(), String::new(), String::new()));
        assert_eq!(cut_lines("a\nb\n", None).len(), 2);
    }

    #[test]
    fn marks_across_lines_and_clamps_at_the_end() {
        let cut = cut_lines("abc\ndef", mark(1, 3, 3));
        assert_eq!(cut[0], ("ab".into(), "c".into(), String::new()));
        assert_eq!(cut[1], (String::new(), "d".into(), "ef".into()));
        let cut = cut_lines("abc", mark(1, 2, 99));
        assert_eq!(cut[0], ("a".into(), "bc".into(), String::new()));
    }
}
