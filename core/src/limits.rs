//! limits: how much of anything that comes from outside jury is taken, written down once.
//!
//! Owns every size bound on input jury did not make itself — a pasted artifact or reply, a run
//! file, a share link, a transcript, a file picked from disk, a design to render — each as one constant whose doc
//! says why it has that value, and [`TooLarge`], the refusal that says what was too large and
//! by how much. The values come from what real runs need (a 2 MB artifact, 10 rounds, two
//! judges who may each paste again a few times), with room to spare, so that no run a person
//! makes is refused while no crafted input, however small its encoded form, can stop the page
//! (design-jury.md §11, "Limits").
//!
//! One unit for text: UTF-8 bytes, what the core holds. Every surface checks the same text the
//! same way, with these constants and [`check`]: the app, the CLI, and the npm package, whose
//! façade receives JS strings. The façade refuses a string whose `.length` (UTF-16 units) is
//! over a byte limit before copying it into the wasm (every unit is at least one byte, so it is
//! over in bytes too) and checks the bytes of any other once it is copied: its answer is the
//! app's for every text, and its refusal says the same [`TooLarge`] words (js-api.md, Limits).
//!
//! Never decides a review rule (the round limit, 1 to 10, is review-loop.md's, kept by
//! `review::history`), never knows the shapes it bounds or the engines that read them (it is a
//! leaf: numbers, the checks and [`TooLarge`]), never reads or stores anything: the modules
//! that read outside input (`review::run`, `review::history`'s `History::check_limits`,
//! `share`, `critique::transcript`, the JS façade) call [`check`] and hand back the refusal
//! before they keep anything.

use std::fmt;

use crate::message::{Message, ToMessage};

/// The longest artifact, in UTF-8 bytes. Real artifacts reach 2 MB (a long README, a design
/// with inline images); twice that leaves room. What a browser can keep is smaller still
/// (about 5 million characters for all runs together), so no stored run is near it.
pub const MAX_ARTIFACT_BYTES: usize = 4_000_000;

/// The most lines an artifact may have. A 2 MB artifact of prose or code has 25,000 to 60,000
/// lines; 100,000 takes it with room, while a tiny crafted text of millions of empty lines,
/// which the page would lay out and index line by line, is refused.
pub const MAX_ARTIFACT_LINES: usize = 100_000;

/// The longest rubric, in UTF-8 bytes. Its criteria are already bounded by review-loop.md §2
/// (3 to 6, [`crate::review::rubric::MAX_CRITERIA`]); a rubric with a heading and notes around
/// them is a few KB, and each round's prompt repeats it, so 100 KB is room to spare.
pub const MAX_RUBRIC_BYTES: usize = 100_000;

/// The longest pasted reply, in UTF-8 bytes. A whole-chat paste holds the judge prompt, with
/// the artifact in it, before the reply: up to [`MAX_ARTIFACT_BYTES`] twice over (the prompt
/// and a reply that quotes much of it) plus the chat's own words.
pub const MAX_REPLY_BYTES: usize = 2 * MAX_ARTIFACT_BYTES + 1_000_000;

/// The most replies a run may record. A run of 10 rounds takes 20 (judges A and B each
/// round); a judge's later reply in a round replaces the earlier one, and 100 leaves each
/// judge four more pastes a round.
pub const MAX_REPLIES: usize = 100;

/// The most entries a run's history may hold (replies, merges, revisions, settlements). A run
/// of 10 rounds with every reply pasted five times takes about 230; each entry is replayed
/// whenever the run is opened, so the history of a crafted file stays short to replay.
pub const MAX_ENTRIES: usize = 400;

/// The longest share link this build makes, in characters, origin and path included.
///
/// Browsers take far more (Chromium 2 MB, Firefox about 1 MB), so the limit is where links
/// get broken on the way: Slack cuts a message above 40,000 characters (documented), which is
/// the most generous of the places a link is usually pasted. 32,000 leaves room for the words
/// around the link. A longer run is offered as a file instead. A version-1 link is read only
/// up to this length too: this build never writes a longer one.
pub const MAX_LINK_CHARS: usize = 32_000;

/// The most a share link may inflate to, in bytes. A link of [`MAX_LINK_CHARS`] carries at
/// most 24,000 bytes of deflate; real text deflates 3 to 10 times, so no run that fits in a
/// link comes close, and a crafted link (deflate packs up to 1,032 bytes into one) cannot take
/// the page's memory.
pub const MAX_LINK_INFLATED_BYTES: usize = 16 * 1024 * 1024;

/// The most a transcript may hold once inflated, in bytes, unless the caller gives its own
/// bound (js-api.md: `readTranscript(data, { maxBytes })`, default 64 MiB). A panel run's
/// transcript is tens of kilobytes (upstream gzips above 256 KiB); 64 MiB takes any real
/// one, and a gzip bomb (3 GiB of zeros in 3 MB) is refused after 64 MiB instead of filling
/// the page's memory.
pub const MAX_TRANSCRIPT_BYTES: usize = 64 * 1024 * 1024;

/// The largest file the app reads from disk at all, in bytes (a run file, an artifact, a
/// reply, a transcript): a file is read whole before it is checked, so a bigger one is refused
/// by its size alone. The same as [`MAX_TRANSCRIPT_BYTES`], the largest input that has a limit.
pub const MAX_FILE_BYTES: usize = MAX_TRANSCRIPT_BYTES;

/// The most markup a design may have to be rendered: twice a large real artifact (2 MB), so
/// any real design renders, and the parse of what is refused stays short.
pub const MAX_DESIGN_BYTES: usize = 4 << 20;

/// The most elements and text pieces a rendered design may hold. A long landing page a chat
/// model writes has a few thousand; laying out a hundred thousand stops the app for seconds.
pub const MAX_DESIGN_NODES: usize = 20_000;

/// The deepest nesting of elements a rendered design may have. Real pages nest a few dozen
/// deep; style and layout cost grows with depth on every change.
pub const MAX_DESIGN_DEPTH: usize = 256;

/// The most elements and text pieces a design's SVG `<use>` elements may copy, counted as the
/// browser makes the copies (a `<use>` of a group holding ten `<use>`s copies them and what
/// they copy): as many again as the design may write. Icons and markers reused across a page
/// copy a few thousand; eight groups of ten `<use>`s of the group before, in a share link of
/// 816 characters, copy ten million and stop the page for minutes.
pub const MAX_DESIGN_USE_COPIES: usize = 20_000;

/// The most stylesheet text a rendered design may have (its `<style>` blocks and `style`
/// attributes together, and any CSS the app generates for it): ten times a large real
/// stylesheet, and far less than what makes every style change slow.
pub const MAX_DESIGN_CSS_BYTES: usize = 1 << 20;

/// What a limit counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Bytes,
    Characters,
    Lines,
    Replies,
    Entries,
}

/// Input refused for its size: `what` (in words, e.g. "the artifact of round 2") has `found`
/// of `unit`, more than `limit`. Whatever refused it kept nothing of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TooLarge {
    pub what: String,
    pub unit: Unit,
    pub found: usize,
    pub limit: usize,
}

impl TooLarge {
    /// The JS `Error.name` of this refusal.
    pub fn name(&self) -> &'static str {
        "TooLarge"
    }
}

/// `Err(TooLarge)` when `found` is more than `limit`.
pub fn check(
    what: impl Into<String>,
    unit: Unit,
    found: usize,
    limit: usize,
) -> Result<(), TooLarge> {
    if found <= limit {
        return Ok(());
    }
    Err(TooLarge {
        what: what.into(),
        unit,
        found,
        limit,
    })
}

/// The lines of `text` as an editor counts them (a last line without a line end counts).
pub fn lines(text: &str) -> usize {
    let breaks = text.bytes().filter(|b| *b == b'\n').count();
    breaks + usize::from(!text.is_empty() && !text.ends_with('\n'))
}

/// An artifact's size and lines against [`MAX_ARTIFACT_BYTES`] and [`MAX_ARTIFACT_LINES`].
pub fn check_artifact(what: &str, text: &str) -> Result<(), TooLarge> {
    check(what, Unit::Bytes, text.len(), MAX_ARTIFACT_BYTES)?;
    check(what, Unit::Lines, lines(text), MAX_ARTIFACT_LINES)
}

/// A rubric's size against [`MAX_RUBRIC_BYTES`] (its criteria are the rubric's own rule).
pub fn check_rubric(text: &str) -> Result<(), TooLarge> {
    check("the rubric", Unit::Bytes, text.len(), MAX_RUBRIC_BYTES)
}

/// A pasted reply of `bytes` against [`MAX_REPLY_BYTES`]; `what` names it ("judge A's reply").
pub fn reply_size(what: &str, bytes: usize) -> Result<(), TooLarge> {
    check(what, Unit::Bytes, bytes, MAX_REPLY_BYTES)
}

/// `n` with thousands separators: 2,500,000.
fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// An amount in words: bytes as MB or KB (decimal, as file managers show them), the rest
/// counted ("2,500,000 lines").
fn amount(n: usize, unit: Unit) -> String {
    let noun =
        |one: &str, many: &str| format!("{} {}", grouped(n), if n == 1 { one } else { many });
    match unit {
        Unit::Bytes if n >= 1_000_000 => format!("{:.1} MB", n as f64 / 1e6),
        Unit::Bytes if n >= 10_000 => format!("{} KB", n / 1000),
        Unit::Bytes => noun("byte", "bytes"),
        Unit::Characters => noun("character", "characters"),
        Unit::Lines => noun("line", "lines"),
        Unit::Replies => noun("reply", "replies"),
        Unit::Entries => noun("entry", "entries"),
    }
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verb = match self.unit {
            Unit::Bytes => "is",
            _ => "has",
        };
        write!(
            f,
            "{} {verb} {}: {} over jury's limit of {}",
            self.what,
            amount(self.found, self.unit),
            amount(self.found - self.limit, self.unit),
            amount(self.limit, self.unit)
        )
    }
}

impl std::error::Error for TooLarge {}

impl Unit {
    /// The unit's name in a message's arguments.
    fn as_str(self) -> &'static str {
        match self {
            Unit::Bytes => "bytes",
            Unit::Characters => "characters",
            Unit::Lines => "lines",
            Unit::Replies => "replies",
            Unit::Entries => "entries",
        }
    }
}

impl TooLarge {
    /// This refusal as the message `id`, a refusal that says what was kept of the input.
    pub fn message_as(&self, id: &'static str) -> Message {
        Message::new(id)
            .with("what", self.what.as_str())
            .with("unit", self.unit.as_str())
            .with("found", self.found)
            .with("limit", self.limit)
    }
}

impl ToMessage for TooLarge {
    fn to_message(&self) -> Message {
        self.message_as("limit.too-large")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_says_what_by_how_much_and_the_limit() {
        assert_eq!(check("x", Unit::Lines, 10, 10), Ok(()));
        let e = check("the artifact", Unit::Lines, 2_500_000, MAX_ARTIFACT_LINES).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the artifact has 2,500,000 lines: 2,400,000 lines over jury's limit of 100,000 lines"
        );
        let e = check("the reply", Unit::Bytes, 9_500_000, 9_000_000).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the reply is 9.5 MB: 500 KB over jury's limit of 9.0 MB"
        );
        let e = check("the run's history", Unit::Replies, 101, MAX_REPLIES).unwrap_err();
        assert!(
            e.to_string()
                .contains("101 replies: 1 reply over jury's limit of 100 replies"),
            "{e}"
        );
    }

    #[test]
    fn lines_count_as_an_editor_does() {
        assert_eq!(lines(""), 0);
        assert_eq!(lines("a"), 1);
        assert_eq!(lines("a\n"), 1);
        assert_eq!(lines("a\nb"), 2);
        assert_eq!(lines("\n\n"), 2);
    }

    #[test]
    fn an_artifact_at_the_limits_is_taken_and_one_past_them_is_not() {
        let at_lines = "x\n".repeat(MAX_ARTIFACT_LINES);
        assert_eq!(check_artifact("the artifact", &at_lines), Ok(()));
        let over = format!("{at_lines}y");
        let e = check_artifact("the artifact", &over).unwrap_err();
        assert_eq!((e.unit, e.found), (Unit::Lines, MAX_ARTIFACT_LINES + 1));
        let long = "x".repeat(MAX_ARTIFACT_BYTES + 1);
        let e = check_artifact("the artifact", &long).unwrap_err();
        assert_eq!((e.unit, e.found), (Unit::Bytes, MAX_ARTIFACT_BYTES + 1));
    }
}
