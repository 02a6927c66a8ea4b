//! pasted: the panel's stream in what the user pasted (spec §10, and review-loop.md §12's
//! amendment: §3's whole-chat reading applied to a panel reply).
//!
//! Owns where the `<CRITIQUE_RUN>` envelope the model wrote starts and ends in a paste: the
//! panel instructions the app gave (recognised by their fixed first sentence and their last
//! fixed lines, `prompt`), the chat's labels ("You said:", "ChatGPT said:", a language tag
//! line, "Copy code"), a closing remark and the chat's footer are not part of the stream. The
//! instructions alone, an empty paste and one past the reply limit are refused. Never parses the stream (that is `parser`, fed the range
//! this returns) and never changes the text.

use std::fmt;
use std::ops::Range;

use super::prompt::{PANEL_PROMPT_DATA, PANEL_PROMPT_LAST, PANEL_PROMPT_START};
use super::scan::{find_outside_cdata, js_space_at};
use crate::limits::{self, TooLarge, Unit};
use crate::message::{Message, ToMessage};
use crate::paste;

const RUN_OPEN: &str = "<CRITIQUE_RUN";
const RUN_CLOSE: &str = "</CRITIQUE_RUN>";

/// A paste that holds no panel reply to feed; nothing is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PastedError {
    /// Nothing but white space was pasted.
    Empty,
    /// Past the reply limit (`limits::MAX_REPLY_BYTES`, the judge reply's): not read at all.
    TooLarge(TooLarge),
    /// The panel instructions and no envelope after them: the clipboard still held the prompt.
    PromptOnly,
}

impl fmt::Display for PastedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PastedError::Empty => {
                f.write_str("paste the agent's reply first (or pick an Open Design fixture)")
            }
            PastedError::TooLarge(e) => write!(
                f,
                "{e}; the panel did not run and nothing was stored. Paste the agent's reply alone"
            ),
            PastedError::PromptOnly => f.write_str(
                "this is the prompt, not the panel's reply: send the panel instructions to your AI model in a chat, then paste what it answers (from <CRITIQUE_RUN on, or the whole chat)",
            ),
        }
    }
}

impl std::error::Error for PastedError {}

impl ToMessage for PastedError {
    fn to_message(&self) -> Message {
        match self {
            PastedError::Empty => Message::new("critique.paste-empty"),
            PastedError::TooLarge(e) => e.message_as("critique.paste-too-large"),
            PastedError::PromptOnly => Message::new("critique.paste-prompt-only"),
        }
    }
}

/// Whether a file's bytes hold a panel reply (a `<CRITIQUE_RUN …>` tag head) rather than a
/// transcript of events, so that a reply saved as a file is sent to the reply box in words.
pub fn holds_panel_stream(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    text.match_indices(RUN_OPEN)
        .any(|(i, _)| js_space_at(&text, i + RUN_OPEN.len()))
}

/// The byte range of the panel's stream in `text`: from the first `<CRITIQUE_RUN` after the
/// instructions (when the paste holds them) to the end of its `</CRITIQUE_RUN>` (outside
/// CDATA), or, for a reply cut off before it, to the end of the last line that is not the
/// chat's own. A paste without the instructions and without an envelope is returned whole, for
/// the parser to say what it makes of it.
pub fn panel_stream(text: &str) -> Result<Range<usize>, PastedError> {
    if text.trim().is_empty() {
        return Err(PastedError::Empty);
    }
    limits::check(
        "the pasted reply",
        Unit::Bytes,
        text.len(),
        limits::MAX_REPLY_BYTES,
    )
    .map_err(PastedError::TooLarge)?;
    let with_prompt = text.contains(PANEL_PROMPT_START);
    let from = if with_prompt {
        // Without its last fixed lines the copy of the instructions stops inside them.
        paste::after_last_line(text, &[PANEL_PROMPT_DATA, PANEL_PROMPT_LAST])
            .ok_or(PastedError::PromptOnly)?
    } else {
        0
    };
    let mut at = from;
    let start = loop {
        match text[at..].find(RUN_OPEN) {
            Some(i) if js_space_at(text, at + i + RUN_OPEN.len()) => break Some(at + i),
            Some(i) => at += i + RUN_OPEN.len(),
            None => break None,
        }
    };
    let Some(start) = start else {
        return if with_prompt {
            Err(PastedError::PromptOnly)
        } else {
            Ok(0..text.len())
        };
    };
    let end = match find_outside_cdata(text, RUN_CLOSE, start) {
        Some(close) => close + RUN_CLOSE.len(),
        None => paste::without_chat_tail(text).len().max(start),
    };
    Ok(start..end)
}
