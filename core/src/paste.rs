//! paste: what a person copies out of a chat, read the same way by both engines
//! (review-loop.md §3 "what the judge wrote, not what the tool wrote", and its §12 amendment
//! for the Design Jury).
//!
//! Owns two readings of a whole-chat copy: the tool's own prompt recognised by its fixed lines
//! (whatever a chat did to their white space, inline-code marks and heading marks), and the
//! chat UI's own lines after the answer (its footer, buttons and labels). It never reads an
//! answer (`review::reply` reads the judge's JSON, `critique::pasted` finds the panel's stream)
//! and never changes the text: it answers with byte offsets into it.

/// Lines a chat UI writes around messages in a whole-chat copy: speaker labels and buttons.
const CHAT_LABELS: [&str; 6] = [
    "You said:",
    "ChatGPT said:",
    "Copy code",
    "Copy",
    "Retry",
    "Edit",
];

/// The first words of the footers chat UIs put under the last answer.
const FOOTERS: [&str; 2] = ["ChatGPT can make mistakes", "Claude can make mistakes"];

/// A line as a chat shows it, as characters: a rendered Markdown heading loses its `#` marks
/// and inline code its backticks, and white space may change (each word comes after one space).
fn shown(line: &str) -> impl Iterator<Item = char> + '_ {
    line.trim_start()
        .trim_start_matches('#')
        .split_whitespace()
        .filter(|w| w.chars().any(|c| c != '`'))
        .flat_map(|w| std::iter::once(' ').chain(w.chars().filter(|c| *c != '`')))
}

/// Whether `line` reads as `fixed`, a fixed line of a prompt, once a chat has shown it.
pub fn reads_as(line: &str, fixed: &str) -> bool {
    shown(line).eq(shown(fixed))
}

/// The byte offset just after the last line of `text` that reads as one of `fixed`.
pub fn after_last_line(text: &str, fixed: &[&str]) -> Option<usize> {
    let mut end = None;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        at += line.len();
        if fixed.iter().any(|f| reads_as(line, f)) {
            end = Some(at);
        }
    }
    end
}

/// A line that the chat UI wrote, not the person or the model: a label, a button, a footer.
fn is_chat_line(line: &str) -> bool {
    let line = line.trim();
    CHAT_LABELS.contains(&line) || FOOTERS.iter().any(|f| line.starts_with(f))
}

/// `text` up to the end of its last line that is neither blank nor the chat UI's own (footer,
/// "Retry", "Copy code", a speaker label), without that line's break: where the answer of a
/// whole-chat copy ends when it is cut off (a complete answer ends where its own syntax says).
pub fn without_chat_tail(text: &str) -> &str {
    let mut end = text.len();
    for line in text[..end].split_inclusive('\n').rev() {
        if line.trim().is_empty() || is_chat_line(line) {
            end -= line.len();
        } else {
            break;
        }
    }
    text[..end].trim_end()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_line_is_recognised_as_a_chat_shows_it() {
        let fixed = "Brand source (`BRAND_SOURCE`):";
        assert!(reads_as("Brand source (BRAND_SOURCE):\n", fixed));
        assert!(reads_as("  Brand   source (`BRAND_SOURCE`):  ", fixed));
        assert!(reads_as(
            "Brief and brand source",
            "## Brief and brand source"
        ));
        assert!(!reads_as("Brand source (BRAND_SOURCE): ACME", fixed));
        let text = "a\nBrief and brand source\nb\n## Brief and brand source\nc";
        assert_eq!(
            after_last_line(text, &["## Brief and brand source"]),
            Some(text.len() - 1)
        );
        assert_eq!(after_last_line("nothing", &["x"]), None);
    }

    #[test]
    fn the_chat_tail_is_left_out_and_nothing_before_it() {
        let answer = "ChatGPT said:\n{\"criteria\": [\n  {\"id\": \"facts\"";
        for tail in [
            "\nChatGPT can make mistakes. Check important info.\n",
            "\n\nRetry\nClaude can make mistakes. Please double-check responses.\n",
            "\n",
            "",
        ] {
            assert_eq!(without_chat_tail(&format!("{answer}{tail}")), answer);
        }
        // A label inside the answer stays: only the end is trimmed.
        assert_eq!(without_chat_tail("Copy code\nx\n"), "Copy code\nx");
        assert_eq!(without_chat_tail("Copy code\n"), "");
    }
}
