//! Line diff between two versions of an artifact (the revision view: what changed since the
//! round that asked for fixes).
//!
//! Owns the comparison only, as data: hunks of changed lines with a little context, each line
//! with its line numbers. It never renders (the app escapes and styles the lines) and never
//! decides anything about the run (an unchanged revision is `run`'s warning, not this module's).

use serde::Serialize;
use similar::{ChangeTag, TextDiff};

/// What happened to a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Change {
    Same,
    Added,
    Removed,
}

/// One line of a diff, without its line ending.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DiffLine {
    pub change: Change,
    /// 1-based line in the old text (absent for an added line).
    pub old_line: Option<usize>,
    /// 1-based line in the new text (absent for a removed line).
    pub new_line: Option<usize>,
    pub text: String,
}

/// The changes from `old` to `new`, grouped into hunks with `context` unchanged lines around
/// each change. Empty when the texts are equal line for line.
pub fn hunks(old: &str, new: &str, context: usize) -> Vec<Vec<DiffLine>> {
    let diff = TextDiff::from_lines(old, new);
    diff.grouped_ops(context)
        .iter()
        .map(|group| {
            group
                .iter()
                .flat_map(|op| diff.iter_changes(op))
                .map(|c| DiffLine {
                    change: match c.tag() {
                        ChangeTag::Equal => Change::Same,
                        ChangeTag::Insert => Change::Added,
                        ChangeTag::Delete => Change::Removed,
                    },
                    old_line: c.old_index().map(|i| i + 1),
                    new_line: c.new_index().map(|i| i + 1),
                    text: c
                        .value()
                        .trim_end_matches('\n')
                        .trim_end_matches('\r')
                        .to_string(),
                })
                .collect()
        })
        .collect()
}

/// Lines added and removed, for a one-line summary ("+3 −1").
pub fn counts(hunks: &[Vec<DiffLine>]) -> (usize, usize) {
    hunks
        .iter()
        .flatten()
        .fold((0, 0), |(a, r), l| match l.change {
            Change::Added => (a + 1, r),
            Change::Removed => (a, r + 1),
            Change::Same => (a, r),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_texts_have_no_hunks() {
        assert!(hunks("a\nb\n", "a\nb\n", 2).is_empty());
    }

    #[test]
    fn a_changed_line_shows_as_removed_then_added_with_context() {
        let old = "one\ntwo\nRequires Node 20 or newer\nfour\nfive\nsix\n";
        let new = "one\ntwo\nRequires Node 22.18 or newer\nfour\nfive\nsix\n";
        let h = hunks(old, new, 1);
        assert_eq!(h.len(), 1);
        let lines: Vec<_> = h[0]
            .iter()
            .map(|l| (l.change, l.old_line, l.new_line, l.text.as_str()))
            .collect();
        assert_eq!(
            lines,
            [
                (Change::Same, Some(2), Some(2), "two"),
                (Change::Removed, Some(3), None, "Requires Node 20 or newer"),
                (Change::Added, None, Some(3), "Requires Node 22.18 or newer"),
                (Change::Same, Some(4), Some(4), "four"),
            ]
        );
        assert_eq!(counts(&h), (1, 1));
    }

    #[test]
    fn distant_changes_make_separate_hunks() {
        let old: String = (1..=20).map(|i| format!("l{i}\n")).collect();
        let new = old.replace("l2\n", "x\n").replace("l19\n", "y\n");
        assert_eq!(hunks(&old, &new, 1).len(), 2);
    }

    #[test]
    fn a_missing_final_newline_is_not_shown_as_text() {
        let h = hunks("a\r\nb", "a\r\nc", 0);
        let texts: Vec<_> = h[0].iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["b", "c"]);
    }
}
