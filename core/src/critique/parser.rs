//! The incremental push parser for protocol v1 (spec §1, §3), with the five deliberate
//! divergences of §9.
//!
//! Owns: turning chunks of agent text into `PanelEvent`s (and the SHIP artifact, handed out just
//! before its `ship` event), upstream's error classes with UTF-16 positions, UTF-8 size caps.
//! Never does I/O, never scores rounds or applies fallback (that is `session`).
//!
//! Cost is linear in the input however it is chunked: the unconsumed text is kept once, and a
//! pending block remembers how far its closing tag has been searched, so a new chunk only scans
//! new bytes (upstream rescans the whole buffer on every chunk). A tiny chunk that cannot
//! complete the pending element (a byte automaton follows the search) is only appended, so
//! feeding one code unit per chunk stays within a small factor of feeding the text whole
//! (`cargo xtask bench` measures it). Outputs go to a [`Sink`]: the frequent events' texts are
//! lent as slices of the stream, so a caller that copies them elsewhere (the JS façade) makes no
//! `String` per text; a failed block outputs nothing, since each block checks before it emits.

use std::fmt;

use super::event::{ArtifactRef, PanelEvent, Role, RoundDecision, ShipStatus, WarningKind};
use super::number::{is_ascii_js_space, is_js_space, js_lower_case, js_number, js_trim};
use super::scan::{
    elements, extract_artifact_block, first_text, has_tag, js_space_at, memchr, utf16_len,
    word_boundary, Attrs, CdataSearch, Watch,
};

/// Default `parserMaxBlockBytes` (§1.6).
pub const DEFAULT_MAX_BLOCK_BYTES: usize = 262_144;

/// Chunks up to this size may take `push`'s inline fast path (a byte loop); larger ones are
/// searched on the full path (SWAR `memchr`).
const FAST_CHUNK_BYTES: usize = 16;

/// How a parser is set up (upstream's parser options).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParserOptions {
    pub run_id: String,
    pub adapter: String,
    /// Copied into `ship.artifactRef`; upstream defaults it to `""`.
    pub project_id: String,
    pub artifact_id: String,
    /// Size cap in UTF-8 bytes for a block and for the unconsumed text after a chunk.
    pub max_block_bytes: usize,
}

impl ParserOptions {
    /// Options with upstream's defaults: empty adapter and ids, cap 262144.
    pub fn new(run_id: impl Into<String>) -> Self {
        ParserOptions {
            run_id: run_id.into(),
            adapter: String::new(),
            project_id: String::new(),
            artifact_id: String::new(),
            max_block_bytes: DEFAULT_MAX_BLOCK_BYTES,
        }
    }
}

/// The SHIP artifact (upstream's `onArtifact` payload); never travels on an event.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Artifact {
    pub round: f64,
    pub mime: String,
    pub body: String,
}

/// What the parser produces, in order. `Artifact` comes immediately before its `ship` event.
#[derive(Clone, Debug, PartialEq)]
pub enum Output {
    Artifact(Artifact),
    Event(PanelEvent),
}

/// A text a frequent event carries, borrowed from the stream, with its length and its position
/// in the stream in UTF-16 code units (what a JS string of it measures), so that a caller
/// holding the stream as a JS string can cut it from there, and one handed many texts at once
/// can cut them apart after decoding them together.
#[derive(Clone, Copy, Debug)]
pub struct StreamText<'a> {
    pub text: &'a str,
    pub len16: u64,
    pub at16: u64,
}

/// Where a parser's outputs go, in stream order. The frequent events (`EventType::FREQUENT`)
/// have a method each, whose texts are borrowed slices of the stream; by default each becomes
/// its owned `PanelEvent` (what `Vec<Output>` keeps). Every other output is `output`.
pub trait Sink {
    fn output(&mut self, out: Output);

    fn panelist_open(&mut self, run_id: &str, round: f64, role: Role) {
        let run_id = run_id.to_owned();
        self.output(Output::Event(PanelEvent::PanelistOpen {
            run_id,
            round,
            role,
        }));
    }

    fn panelist_dim(
        &mut self,
        run_id: &str,
        (round, role): (f64, Role),
        name: StreamText<'_>,
        score: f64,
        note: StreamText<'_>,
    ) {
        self.output(Output::Event(PanelEvent::PanelistDim {
            run_id: run_id.to_owned(),
            round,
            role,
            dim_name: name.text.to_owned(),
            dim_score: score,
            dim_note: note.text.to_owned(),
        }));
    }

    fn panelist_must_fix(&mut self, run_id: &str, round: f64, role: Role, text: StreamText<'_>) {
        self.output(Output::Event(PanelEvent::PanelistMustFix {
            run_id: run_id.to_owned(),
            round,
            role,
            text: text.text.to_owned(),
        }));
    }

    fn panelist_close(&mut self, run_id: &str, round: f64, role: Role, score: f64) {
        self.output(Output::Event(PanelEvent::PanelistClose {
            run_id: run_id.to_owned(),
            round,
            role,
            score,
        }));
    }

    /// `numbers` are the round, the composite and the must-fix count.
    fn round_end(
        &mut self,
        run_id: &str,
        [round, composite, must_fix]: [f64; 3],
        decision: RoundDecision,
        reason: StreamText<'_>,
    ) {
        self.output(Output::Event(PanelEvent::RoundEnd {
            run_id: run_id.to_owned(),
            round,
            composite,
            must_fix,
            decision,
            reason: reason.text.to_owned(),
        }));
    }

    fn parser_warning(&mut self, run_id: &str, kind: WarningKind, position: u64) {
        self.output(Output::Event(PanelEvent::warning(
            run_id,
            kind,
            position as f64,
        )));
    }
}

impl Sink for Vec<Output> {
    fn output(&mut self, out: Output) {
        self.push(out);
    }
}

/// A complete block as the stream holds it, to measure its texts (`StreamText`).
struct BlockText<'a> {
    block: &'a str,
    /// UTF-16 position of the block's first byte.
    at: u64,
    /// An ASCII block's texts measure their byte length (the usual case: nothing to count).
    ascii: bool,
    /// In a block that is not ASCII, the last text's byte offset and UTF-16 position: texts are
    /// asked for mostly in stream order, so each is counted from the one before.
    last: std::cell::Cell<(usize, u64)>,
}

impl<'a> BlockText<'a> {
    /// `text` must be a slice of the block.
    fn of(&self, text: &'a str) -> StreamText<'a> {
        let offset = text.as_ptr() as usize - self.block.as_ptr() as usize;
        if self.ascii {
            let len = text.len() as u64;
            return StreamText {
                text,
                len16: len,
                at16: self.at + offset as u64,
            };
        }
        let (from, at16) = match self.last.get() {
            (from, at16) if from <= offset => (from, at16),
            _ => (0, self.at),
        };
        let at16 = at16 + utf16_len(&self.block.as_bytes()[from..offset]);
        self.last.set((offset, at16));
        StreamText {
            text,
            len16: utf16_len(text.as_bytes()),
            at16,
        }
    }
}

/// Why a stream was rejected (upstream's error classes, §1.6, §2.4). Sticky: once returned,
/// every later call returns it again. Remedy: the agent output breaks the protocol; show the
/// run as degraded and ask the agent (or the user pasting its reply) for a well-formed run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// `MalformedBlockError`: markup the protocol does not allow at `position`.
    Malformed { message: String, position: u64 },
    /// `OversizeBlockError`: a block (or the pending text) exceeded the byte cap.
    Oversize { message: String, position: u64 },
    /// `MissingArtifactError`: round 1 without a designer artifact, or a SHIP without one.
    MissingArtifact { message: String },
}

impl ParseError {
    /// Upstream's error class name.
    pub fn name(&self) -> &'static str {
        match self {
            ParseError::Malformed { .. } => "MalformedBlockError",
            ParseError::Oversize { .. } => "OversizeBlockError",
            ParseError::MissingArtifact { .. } => "MissingArtifactError",
        }
    }

    pub fn message(&self) -> &str {
        match self {
            ParseError::Malformed { message, .. }
            | ParseError::Oversize { message, .. }
            | ParseError::MissingArtifact { message } => message,
        }
    }

    /// UTF-16 offset from the start of the stream; `MissingArtifactError` has none upstream.
    pub fn position(&self) -> Option<u64> {
        match self {
            ParseError::Malformed { position, .. } | ParseError::Oversize { position, .. } => {
                Some(*position)
            }
            ParseError::MissingArtifact { .. } => None,
        }
    }

    /// The `degraded.reason` a daemon reports for this error.
    pub fn degraded_reason(&self) -> super::event::DegradedReason {
        use super::event::DegradedReason as R;
        match self {
            ParseError::Malformed { .. } => R::MalformedBlock,
            ParseError::Oversize { .. } => R::OversizeBlock,
            ParseError::MissingArtifact { .. } => R::MissingArtifact,
        }
    }

    fn malformed(message: String, position: u64) -> Self {
        ParseError::Malformed { message, position }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.name(), self.message())
    }
}

impl std::error::Error for ParseError {}

/// The message's `detail` is upstream's own words for the block (design-jury §3.2).
impl crate::message::ToMessage for ParseError {
    fn to_message(&self) -> crate::message::Message {
        use crate::message::Message;
        let message = match self {
            ParseError::Malformed { position, .. } => {
                Message::new("critique.malformed-block").with("position", *position)
            }
            ParseError::Oversize { position, .. } => {
                Message::new("critique.oversize-block").with("position", *position)
            }
            ParseError::MissingArtifact { .. } => Message::new("critique.missing-artifact"),
        };
        message.with("detail", self.message())
    }
}

/// Every needle [`CritiqueParser::awaits`] names: an opener's `>`, then the blocks' closing tags.
pub const AWAITED: [&str; 4] = [">", "</PANELIST>", "</ROUND_END>", "</SHIP>"];

/// The three blocks that run from an opening tag to a closing tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Block {
    Panelist,
    RoundEnd,
    Ship,
}

// inline(always): `close` is read per chunk while a block is pending; at opt-level "z" these
// tiny matches would stay calls.
impl Block {
    #[inline(always)]
    fn name(self) -> &'static str {
        match self {
            Block::Panelist => "PANELIST",
            Block::RoundEnd => "ROUND_END",
            Block::Ship => "SHIP",
        }
    }

    #[inline(always)]
    fn close(self) -> &'static str {
        match self {
            Block::Panelist => AWAITED[1],
            Block::RoundEnd => AWAITED[2],
            Block::Ship => AWAITED[3],
        }
    }
}

/// The openers that are complete at their first `>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opener {
    Run,
    Round,
}

/// What the text at the cursor is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    Nothing,
    /// An opener's `>`; bytes before `scan` (relative to the cursor) hold none.
    Opener {
        kind: Opener,
        scan: usize,
    },
    /// A block's closing tag; `search` is relative to the cursor.
    Block {
        kind: Block,
        search: CdataSearch,
    },
}

/// What a `<` at the cursor starts (§3.3 rules 1-9, with divergences 1 and 2).
enum Tag {
    Opener(Opener, usize),
    Block(Block, usize),
    Skip(usize),
    RunClose,
    /// Could still become a known tag: wait for more text.
    Partial,
    Unknown,
}

const RUN_OPEN: &str = "<CRITIQUE_RUN ";
const RUN_CLOSE: &str = "</CRITIQUE_RUN>";
const KNOWN_PREFIXES: [&str; 6] = [
    RUN_OPEN,
    "<ROUND_END ",
    "</ROUND>",
    "<SHIP ",
    RUN_CLOSE,
    "<PANELIST",
];

fn classify(s: &str) -> Tag {
    let b = s.as_bytes();
    if s.starts_with(RUN_OPEN) {
        Tag::Opener(Opener::Run, RUN_OPEN.len())
    } else if s.starts_with("<ROUND") && js_space_at(s, 6) {
        Tag::Opener(Opener::Round, 6)
    } else if s.starts_with("<PANELIST") && matches!(b.get(9), Some(b' ' | b'\t' | b'\n')) {
        Tag::Block(Block::Panelist, 9)
    } else if s.starts_with("<ROUND_END ") {
        Tag::Block(Block::RoundEnd, 11)
    } else if s.starts_with("</ROUND>") {
        Tag::Skip(8)
    } else if s.starts_with("<SHIP ") {
        Tag::Block(Block::Ship, 6)
    } else if s.starts_with(RUN_CLOSE) {
        Tag::RunClose
    } else if KNOWN_PREFIXES.iter().any(|k| k.starts_with(s)) {
        Tag::Partial
    } else {
        Tag::Unknown
    }
}

/// `clampScore` and `isOutOfRange` (§3.6).
fn clamp_score(n: f64, scale: f64) -> (f64, bool) {
    if !n.is_finite() || n < 0.0 {
        (0.0, true)
    } else if n > scale {
        (scale, true)
    } else {
        (n, false)
    }
}

/// `Number(attr ?? default)`; a missing attribute without default is `Number(undefined)`.
fn num_attr(attrs: &Attrs<'_>, name: &str, default: Option<&str>) -> f64 {
    number_or(attrs.get(name), default)
}

/// An attribute's value (or `default` when absent) as upstream's `Number(…)`; NaN for neither.
fn number_or(value: Option<&str>, default: Option<&str>) -> f64 {
    value.or(default).map_or(f64::NAN, js_number)
}

/// `text` with each run of JS whitespace replaced by one space.
fn collapse_spaces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_space = false;
    for c in text.chars() {
        if is_js_space(c) {
            if !in_space {
                out.push(' ');
            }
            in_space = true;
        } else {
            out.push(c);
            in_space = false;
        }
    }
    out
}

/// `collapse_spaces(&js_lower_case(text))` for ASCII `text`, in one pass over a copy: the
/// usual must-fix text takes this path, since at opt-level "z" the per-`char` loop costs an
/// out-of-line `Chars::next` and `String::push` per character.
fn fold_ascii(text: &str) -> String {
    let mut b = text.as_bytes().to_vec();
    let (mut read, mut write, mut in_space) = (0, 0, false);
    while read < b.len() {
        let c = b[read];
        let space = is_ascii_js_space(c);
        if !(space && in_space) {
            b[write] = if space { b' ' } else { c.to_ascii_lowercase() };
            write += 1;
        }
        in_space = space;
        read += 1;
    }
    b.truncate(write);
    // ASCII in, ASCII out: always valid UTF-8.
    String::from_utf8(b).unwrap_or_default()
}

/// The debate check (§3.5): true when a `continue` round should get `weak_debate`.
fn is_weak_debate(must_fixes: &[(Role, String)]) -> bool {
    // Small sets as `Vec`s: a round has a handful of must-fixes, and hashing each (SipHash,
    // `HashSet`) cost more than comparing them.
    let normalise = |t: &str| -> String {
        let t = js_trim(t);
        if t.is_ascii() {
            fold_ascii(t)
        } else {
            collapse_spaces(&js_lower_case(t))
        }
    };
    let (mut critic, mut specialists) = (Vec::new(), Vec::new());
    for (role, text) in must_fixes {
        let set = match role {
            Role::Critic => &mut critic,
            Role::Brand | Role::A11y | Role::Copy => &mut specialists,
            Role::Designer => continue,
        };
        let t = normalise(text);
        if !t.is_empty() && !set.contains(&t) {
            set.push(t);
        }
    }
    let same = critic.len() == specialists.len() && critic.iter().all(|t| specialists.contains(t));
    let passes = !critic.is_empty() && !specialists.is_empty() && !same;
    !passes
}

/// The incremental parser. Push chunks with [`CritiqueParser::push`], end with
/// [`CritiqueParser::finish`]; outputs are appended to the caller's vector in stream order,
/// including those completed before an error.
#[derive(Clone, Debug)]
pub struct CritiqueParser {
    opts: ParserOptions,
    /// Unconsumed text starts at byte `cur`; the front is dropped lazily (amortised O(1)).
    buf: String,
    cur: usize,
    /// UTF-16 position of `cur` in the stream (upstream's `consumed + cursor`).
    cur16: u64,
    /// Upstream's `consumed` during the current drain: where this chunk's scan began.
    drain_origin16: u64,
    pending: Pending,
    /// Follows the pending element's search over text appended by the fast path of `push`;
    /// `Off` once the parser has stopped (error or `finish`), so that the fast path never runs.
    watch: Watch,
    in_run: bool,
    /// After the first SHIP, unknown markup inside the run ends parsing (divergence 2).
    ignore_rest: bool,
    scale: f64,
    current_round: Option<f64>,
    rounds_closed: u32,
    ship_seen: bool,
    designer_artifact_in_round1: bool,
    round_must_fixes: Vec<(Role, String)>,
    error: Option<ParseError>,
    finished: bool,
}

impl CritiqueParser {
    pub fn new(opts: ParserOptions) -> Self {
        CritiqueParser {
            opts,
            buf: String::new(),
            cur: 0,
            cur16: 0,
            drain_origin16: 0,
            pending: Pending::Nothing,
            watch: Watch::Off,
            in_run: false,
            ignore_rest: false,
            scale: 10.0,
            current_round: None,
            rounds_closed: 0,
            ship_seen: false,
            designer_artifact_in_round1: false,
            round_must_fixes: Vec::new(),
            error: None,
            finished: false,
        }
    }

    pub fn options(&self) -> &ParserOptions {
        &self.opts
    }

    /// The UTF-16 position in the stream of the first text not yet consumed: what the next
    /// chunk's events' texts (`StreamText::at16`) lie at or after.
    pub fn position(&self) -> u64 {
        self.cur16
    }

    /// Feeds one chunk; appends the outputs it completed. Input after `finish` is ignored.
    #[inline]
    pub fn push(&mut self, chunk: &str, out: &mut dyn Sink) -> Result<(), ParseError> {
        // Fast path, inlined into the caller: a client forwarding every token (or every code
        // unit) mostly sends chunks that cannot complete the pending element. For those the
        // full path would find nothing new, the size check would pass and compaction would be
        // a no-op (the cursor does not move), so appending is all there is to do. `watch`
        // follows the pending search byte by byte to tell; larger chunks take the full path,
        // where scanning dominates anyway.
        if chunk.len() <= FAST_CHUNK_BYTES
            && self.buf.len() - self.cur + chunk.len() <= self.opts.max_block_bytes
        {
            // A watch that says no is stale, but then the full path recomputes it.
            if self.watch.feed(chunk.as_bytes()) {
                self.append(chunk);
                return Ok(());
            }
        }
        self.push_full(chunk, out)
    }

    /// Appends `chunk` to the unconsumed text.
    #[inline]
    fn append(&mut self, chunk: &str) {
        // A one-byte `&str` is ASCII: `String::push` stores it without a `memcpy` call.
        if let &[b] = chunk.as_bytes() {
            self.buf.push(char::from(b));
        } else {
            self.buf.push_str(chunk);
        }
    }

    /// `push` for any chunk: drain what became decidable, check the size cap (§3.2), compact.
    fn push_full(&mut self, chunk: &str, out: &mut dyn Sink) -> Result<(), ParseError> {
        if let Some(e) = &self.error {
            return Err(e.clone());
        }
        if self.finished {
            return Ok(());
        }
        self.append(chunk);
        // The searches resume where they stopped: only new (or skipped) bytes are scanned.
        if let Err(e) = self.drain(out) {
            return self.fail(e);
        }
        if self.buf.len() - self.cur > self.opts.max_block_bytes {
            let cap = self.opts.max_block_bytes;
            return self.fail(ParseError::Oversize {
                message: format!("block exceeded {cap} bytes at position {}", self.cur16),
                position: self.cur16,
            });
        }
        self.compact();
        self.watch = match self.pending {
            Pending::Block { kind, search } => {
                search.watch(&self.buf.as_bytes()[self.cur..], kind.close().as_bytes())
            }
            // `scan` covers the whole text: only a new `>` ends the opener.
            Pending::Opener { .. } => Watch::Byte(b'>'),
            // A tag being classified, or nothing: the next byte may decide.
            Pending::Nothing => Watch::Off,
        };
        Ok(())
    }

    /// Ends the stream (§3.2): a run still open without a SHIP is an error.
    pub fn finish(&mut self, out: &mut dyn Sink) -> Result<(), ParseError> {
        if let Some(e) = &self.error {
            return Err(e.clone());
        }
        if self.finished {
            return Ok(());
        }
        self.finished = true;
        self.watch = Watch::Off;
        if let Err(e) = self.drain(out) {
            return self.fail(e);
        }
        if self.in_run && !self.ship_seen {
            let pos = self.cur16;
            return self.fail(ParseError::malformed(
                format!(
                    "CRITIQUE_RUN never closed (no </CRITIQUE_RUN> and no <SHIP>) at position {pos}"
                ),
                pos,
            ));
        }
        Ok(())
    }

    /// What the paused parser waits for, for a caller that holds back text the parser could
    /// not act on (the package's JS front, which then crosses into the wasm only for chunks that
    /// may matter): the needle whose arrival may complete the pending element (an opener's `>`,
    /// a block's closing tag; both ASCII, so a match in new text lies within its last
    /// `needle.len() - 1` units before it and the text itself), and how many more UTF-8 bytes
    /// the text may grow by before the size cap (§3.2) could fail. Until either happens, a push
    /// only appends: it outputs nothing and fails on nothing. `None` when any text may change
    /// something (nothing pending, stopped, finished).
    pub fn awaits(&self) -> Option<(&'static str, usize)> {
        if self.error.is_some() || self.finished || self.ignore_rest {
            return None;
        }
        let needle = match self.pending {
            Pending::Opener { .. } => ">",
            Pending::Block { kind, .. } => kind.close(),
            Pending::Nothing => return None,
        };
        let held = self.buf.len() - self.cur;
        Some((needle, self.opts.max_block_bytes.saturating_sub(held)))
    }

    /// The error this parser stopped on, if any.
    pub fn error(&self) -> Option<&ParseError> {
        self.error.as_ref()
    }

    /// Records `e` as the sticky error and drops the buffered text.
    #[cold]
    fn fail(&mut self, e: ParseError) -> Result<(), ParseError> {
        self.error = Some(e.clone());
        self.watch = Watch::Off;
        self.buf = String::new();
        self.cur = 0;
        Err(e)
    }

    fn compact(&mut self) {
        if self.cur == self.buf.len() {
            self.buf.clear();
            self.cur = 0;
        } else if self.cur > 0 && self.cur >= self.buf.len() / 2 {
            self.buf.drain(..self.cur);
            self.cur = 0;
        }
    }

    fn advance(&mut self, bytes: usize) {
        self.cur16 += utf16_len(&self.buf.as_bytes()[self.cur..self.cur + bytes]);
        self.cur += bytes;
        self.pending = Pending::Nothing;
    }

    fn warn(&self, out: &mut dyn Sink, kind: WarningKind, position: u64) {
        out.parser_warning(&self.opts.run_id, kind, position);
    }

    /// §3.3: consume everything decidable at the cursor; stop when more text is needed.
    fn drain(&mut self, out: &mut dyn Sink) -> Result<(), ParseError> {
        self.drain_origin16 = self.cur16;
        while self.cur < self.buf.len() {
            if self.ignore_rest {
                self.cur = self.buf.len();
                break;
            }
            let waiting = match self.pending {
                Pending::Nothing => self.step()?,
                Pending::Opener { kind, scan } => self.resume_opener(kind, scan, out)?,
                Pending::Block { kind, search } => self.resume_block(kind, search, out)?,
            };
            if waiting {
                break;
            }
        }
        Ok(())
    }

    /// One top-level step from a fresh cursor. Returns true when waiting for more text.
    fn step(&mut self) -> Result<bool, ParseError> {
        let s = &self.buf[self.cur..];
        let first = s.as_bytes()[0];
        match first {
            b' ' | b'\n' | b'\r' | b'\t' => {
                let n = s
                    .bytes()
                    .take_while(|b| matches!(b, b' ' | b'\n' | b'\r' | b'\t'))
                    .count();
                self.advance(n);
            }
            b'<' => return self.tag(),
            _ if self.in_run => {
                let c = s.chars().next().unwrap_or_default();
                return Err(ParseError::malformed(
                    format!("unexpected character \"{c}\" at position {}", self.cur16),
                    self.cur16,
                ));
            }
            _ => {
                // Prose outside the run: skip up to the next `<` in one go.
                let n = s.find('<').unwrap_or(s.len());
                self.advance(n);
            }
        }
        Ok(false)
    }

    fn tag(&mut self) -> Result<bool, ParseError> {
        let pos = self.cur16;
        let before_run = |tag: &str| {
            ParseError::malformed(
                format!("<{tag}> at position {pos} appeared before <CRITIQUE_RUN>"),
                pos,
            )
        };
        match classify(&self.buf[self.cur..]) {
            Tag::Opener(kind, scan) => self.pending = Pending::Opener { kind, scan },
            Tag::Block(kind, scan) => {
                if !self.in_run {
                    return Err(before_run(kind.name()));
                }
                if kind == Block::Ship && self.rounds_closed == 0 {
                    return Err(ParseError::malformed(
                        format!("<SHIP> at position {pos} appeared before any <ROUND_END>"),
                        pos,
                    ));
                }
                self.pending = Pending::Block {
                    kind,
                    search: CdataSearch::from(scan),
                };
            }
            Tag::Skip(n) => self.advance(n),
            Tag::RunClose => {
                self.in_run = false;
                self.advance(RUN_CLOSE.len());
            }
            Tag::Partial => return Ok(true),
            Tag::Unknown if !self.in_run => self.advance(1), // divergence 1: markup as prose
            Tag::Unknown if self.ship_seen => self.ignore_rest = true, // divergence 2
            Tag::Unknown => {
                return Err(ParseError::malformed(
                    format!(
                        "unknown tag at position {pos} inside <CRITIQUE_RUN> (only ROUND, \
                         PANELIST, ROUND_END, SHIP and </CRITIQUE_RUN> are allowed there)"
                    ),
                    pos,
                ))
            }
        }
        Ok(false)
    }

    fn resume_opener(
        &mut self,
        kind: Opener,
        scan: usize,
        out: &mut dyn Sink,
    ) -> Result<bool, ParseError> {
        let s = &self.buf[self.cur..];
        let Some(i) = memchr(b'>', &s.as_bytes()[scan..]) else {
            self.pending = Pending::Opener {
                kind,
                scan: s.len(),
            };
            return Ok(true);
        };
        let gt = scan + i;
        let attrs = Attrs::parse(&s[..gt]);
        match kind {
            Opener::Run => {
                let scale = num_attr(&attrs, "scale", Some("10"));
                self.scale = if scale.is_finite() && scale > 0.0 {
                    scale
                } else {
                    10.0
                };
                self.in_run = true;
                let ev = PanelEvent::RunStarted {
                    run_id: self.opts.run_id.clone(),
                    protocol_version: num_attr(&attrs, "version", Some("1")),
                    cast: Role::ALL.to_vec(),
                    max_rounds: num_attr(&attrs, "maxRounds", Some("3")),
                    threshold: num_attr(&attrs, "threshold", Some("8.0")),
                    scale: self.scale,
                };
                out.output(Output::Event(ev));
            }
            Opener::Round => {
                if !self.in_run {
                    let pos = self.cur16;
                    return Err(ParseError::malformed(
                        format!("<ROUND> at position {pos} appeared before <CRITIQUE_RUN>"),
                        pos,
                    ));
                }
                self.current_round = Some(num_attr(&attrs, "n", None));
                self.round_must_fixes.clear();
            }
        }
        self.advance(gt + 1);
        Ok(false)
    }

    fn resume_block(
        &mut self,
        kind: Block,
        mut search: CdataSearch,
        out: &mut dyn Sink,
    ) -> Result<bool, ParseError> {
        let close = kind.close();
        let Some(close_at) = search.find(&self.buf.as_bytes()[self.cur..], close.as_bytes()) else {
            self.pending = Pending::Block { kind, search };
            return Ok(true);
        };
        let pos = self.cur16;
        let len = close_at + close.len();
        let name = kind.name();
        let cap = self.opts.max_block_bytes;
        if len > cap {
            return Err(ParseError::Oversize {
                message: format!("<{name}> block of {len} bytes exceeded {cap} at position {pos}"),
                position: pos,
            });
        }
        if kind == Block::Ship && self.ship_seen {
            self.warn(out, WarningKind::DuplicateShip, pos);
            self.advance(len);
            return Ok(false);
        }
        // The handlers update parser state while reading the block: lend them the buffer.
        // They hand their outputs to `out` directly, and only once every check has passed (a
        // failed block outputs nothing).
        let buf = std::mem::take(&mut self.buf);
        let block = &buf[self.cur..self.cur + len];
        let len16 = utf16_len(block.as_bytes());
        let texts = BlockText {
            block,
            at: pos,
            ascii: len16 == len as u64,
            last: std::cell::Cell::new((0, pos)),
        };
        let result = self.block(kind, &texts, close_at, out);
        self.buf = buf;
        result?;
        self.cur += len;
        self.cur16 += len16;
        self.pending = Pending::Nothing;
        Ok(false)
    }

    /// A complete block `s` whose closing tag starts at `close_at`.
    fn block(
        &mut self,
        kind: Block,
        texts: &BlockText<'_>,
        close_at: usize,
        out: &mut dyn Sink,
    ) -> Result<(), ParseError> {
        let (s, pos) = (texts.block, texts.at);
        let (name, close) = (kind.name(), kind.close());
        let head_end = s.find('>').filter(|&h| h < close_at).ok_or_else(|| {
            ParseError::malformed(
                format!("<{name}> opening tag at position {pos} has no closing > before {close}"),
                pos,
            )
        })?;
        let open_len = match kind {
            Block::Panelist => 9,
            Block::RoundEnd => 10,
            Block::Ship => 5,
        };
        let head = &s[open_len..head_end];
        let inner = &s[head_end + 1..close_at];
        match kind {
            Block::Panelist => self.panelist(head, inner, texts, out),
            Block::RoundEnd => self.round_end(head, inner, texts, out),
            Block::Ship => self.ship(head, inner, pos, out),
        }
    }

    /// A complete PANELIST block (§3.3 rule 3).
    fn panelist(
        &mut self,
        head: &str,
        body: &str,
        texts: &BlockText<'_>,
        out: &mut dyn Sink,
    ) -> Result<(), ParseError> {
        let pos = texts.at;
        let nested = |rest: &str| rest.starts_with('>') || js_space_at(rest, 0);
        if has_tag(body, "<PANELIST", nested) {
            return Err(ParseError::malformed(
                format!(
                    "PANELIST block at position {pos} never closed before the next <PANELIST opening"
                ),
                pos,
            ));
        }
        let mut role_score = [None; 2];
        Attrs::parse(head).get_each(&["role", "score"], &mut role_score);
        // Divergence 5: roles match case-insensitively.
        let role = role_score[0].and_then(|r| {
            // The wire names are lower-case ASCII: no lower-cased copy needed.
            Role::ALL
                .iter()
                .copied()
                .find(|role| r.eq_ignore_ascii_case(role.as_str()))
        });
        let Some(role) = role else {
            self.warn(out, WarningKind::UnknownRole, pos);
            return Ok(());
        };
        let round = match self.current_round {
            Some(n) if n.is_finite() => n,
            _ => {
                return Err(ParseError::malformed(
                    format!(
                    "PANELIST at position {pos} appeared before a valid <ROUND n=\"...\"> opening"
                ),
                    pos,
                ))
            }
        };
        let run_id = &self.opts.run_id;
        out.panelist_open(run_id, round, role);
        for dim in elements(body, "<DIM", "</DIM>", false) {
            // Divergence 4: any attribute order; upstream needs non-empty name and score.
            let mut name_score = [None; 2];
            dim.attrs.get_each(&["name", "score"], &mut name_score);
            let [Some(name), Some(score)] = name_score else {
                continue;
            };
            if name.is_empty() || score.is_empty() {
                continue;
            }
            let (dim_score, clamped) = clamp_score(js_number(score), self.scale);
            if clamped {
                // Upstream reports the start of the chunk's scan here, not the DIM (§3.4 a).
                self.warn(out, WarningKind::ScoreClamped, self.drain_origin16);
            }
            let (name, note) = (texts.of(name), texts.of(js_trim(dim.content)));
            out.panelist_dim(run_id, (round, role), name, dim_score, note);
        }
        for fix in elements(body, "<MUST_FIX", "</MUST_FIX>", true) {
            let fix = js_trim(fix.content);
            self.round_must_fixes.push((role, fix.to_owned()));
            out.panelist_must_fix(run_id, round, role, texts.of(fix));
        }
        if role == Role::Designer && round == 1.0 && has_tag(body, "<ARTIFACT", word_boundary) {
            self.designer_artifact_in_round1 = true;
        }
        let (score, clamped) = clamp_score(number_or(role_score[1], Some("0")), self.scale);
        if clamped {
            self.warn(out, WarningKind::ScoreClamped, pos);
        }
        out.panelist_close(&self.opts.run_id, round, role, score);
        Ok(())
    }

    /// A complete ROUND_END block (§3.3 rule 4).
    fn round_end(
        &mut self,
        head: &str,
        inner: &str,
        texts: &BlockText<'_>,
        out: &mut dyn Sink,
    ) -> Result<(), ParseError> {
        let pos = texts.at;
        let mut attrs = [None; 4];
        Attrs::parse(head).get_each(&["decision", "n", "composite", "must_fix"], &mut attrs);
        let [decision, n, composite, must_fix] = attrs;
        // No REASON: an empty text at the end of the block's inner text.
        let reason = first_text(inner, "<REASON>", "</REASON>").unwrap_or(&inner[inner.len()..]);
        let decision = if decision == Some("ship") {
            RoundDecision::Ship
        } else {
            RoundDecision::Continue
        };
        if self.current_round == Some(1.0) && !self.designer_artifact_in_round1 {
            return Err(ParseError::MissingArtifact {
                message: format!("round 1 closed at position {pos} without designer ARTIFACT"),
            });
        }
        if decision == RoundDecision::Continue && is_weak_debate(&self.round_must_fixes) {
            self.warn(out, WarningKind::WeakDebate, pos);
        }
        let numbers = [
            number_or(n, None),
            number_or(composite, Some("0")),
            number_or(must_fix, Some("0")),
        ];
        out.round_end(&self.opts.run_id, numbers, decision, texts.of(reason));
        self.current_round = None;
        self.rounds_closed += 1;
        Ok(())
    }

    /// A complete first SHIP block (§3.3 rule 6, §1.4).
    fn ship(
        &mut self,
        head: &str,
        inner: &str,
        pos: u64,
        out: &mut dyn Sink,
    ) -> Result<(), ParseError> {
        self.ship_seen = true;
        let attrs = Attrs::parse(head);
        let block = extract_artifact_block(inner)
            .filter(|a| !js_trim(a.body).is_empty())
            .ok_or_else(|| ParseError::MissingArtifact {
                message: format!(
                    "<SHIP> at position {pos} contains no <ARTIFACT> block or the block is empty"
                ),
            })?;
        let round = num_attr(&attrs, "round", Some("0"));
        let mime = Attrs::parse(block.attr_text)
            .get("mime")
            .unwrap_or("")
            .to_owned();
        let summary = first_text(&inner[block.block_end..], "<SUMMARY>", "</SUMMARY>")
            .unwrap_or("")
            .to_owned();
        let status = attrs
            .get("status")
            .and_then(ShipStatus::parse)
            .unwrap_or(ShipStatus::Shipped);
        out.output(Output::Artifact(Artifact {
            round,
            mime,
            body: block.body.to_owned(),
        }));
        out.output(Output::Event(PanelEvent::Ship {
            run_id: self.opts.run_id.clone(),
            round,
            composite: num_attr(&attrs, "composite", Some("0")),
            status,
            artifact_ref: ArtifactRef {
                project_id: self.opts.project_id.clone(),
                artifact_id: self.opts.artifact_id.clone(),
            },
            summary,
        }));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A DIM after a MUST_FIX: the MUST_FIX's position is counted again from the block's start.
    const STREAM: &str = "<CRITIQUE_RUN version=\"1\">\n<ROUND n=\"1\">\n\
        <PANELIST role=\"designer\" score=\"7\"><ARTIFACT mime=\"text/html\">x</ARTIFACT></PANELIST>\n\
        <PANELIST role=\"critic\" score=\"6\"><DIM name=\"\u{feff}階層\" score=\"6\"> 価格 🚀 </DIM>\
        <MUST_FIX>Agrandir le prix.</MUST_FIX><DIM name=\"b\" score=\"5\">ü</DIM></PANELIST>\n\
        <ROUND_END n=\"1\" composite=\"6\" must_fix=\"1\" decision=\"continue\"><REASON>أقل من ٨</REASON></ROUND_END>\n";

    /// A sink that checks each borrowed text's UTF-16 length and position and keeps the owned
    /// events.
    struct Measured(Vec<Output>);

    impl Measured {
        fn check(t: StreamText<'_>) -> String {
            assert_eq!(
                t.len16,
                t.text.encode_utf16().count() as u64,
                "{:?}",
                t.text
            );
            let stream: Vec<u16> = STREAM.encode_utf16().collect();
            let at = t.at16 as usize;
            let cut = String::from_utf16(&stream[at..at + t.len16 as usize]).unwrap();
            assert_eq!(cut, t.text, "at {at}");
            t.text.to_owned()
        }
    }

    impl Sink for Measured {
        fn output(&mut self, out: Output) {
            self.0.push(out);
        }
        fn panelist_dim(
            &mut self,
            run_id: &str,
            at: (f64, Role),
            name: StreamText<'_>,
            score: f64,
            note: StreamText<'_>,
        ) {
            Measured::check(name);
            Measured::check(note);
            self.0.panelist_dim(run_id, at, name, score, note);
        }
        fn panelist_must_fix(&mut self, run_id: &str, round: f64, role: Role, t: StreamText<'_>) {
            Measured::check(t);
            self.0.panelist_must_fix(run_id, round, role, t);
        }
        fn round_end(
            &mut self,
            run_id: &str,
            numbers: [f64; 3],
            decision: RoundDecision,
            reason: StreamText<'_>,
        ) {
            Measured::check(reason);
            self.0.round_end(run_id, numbers, decision, reason);
        }
    }

    #[test]
    fn borrowed_texts_measure_their_utf16_and_match_the_owned_events() {
        let stream = STREAM;
        let (mut owned, mut measured) = (Vec::new(), Measured(Vec::new()));
        let (mut a, mut b) = (
            CritiqueParser::new(ParserOptions::new("t")),
            CritiqueParser::new(ParserOptions::new("t")),
        );
        a.push(stream, &mut owned).unwrap();
        b.push(stream, &mut measured).unwrap();
        assert_eq!(measured.0, owned);
        let texts: Vec<_> = owned
            .iter()
            .filter_map(|o| match o {
                Output::Event(PanelEvent::PanelistDim { dim_name, .. }) => Some(dim_name.as_str()),
                Output::Event(PanelEvent::RoundEnd { reason, .. }) => Some(reason.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(texts, ["\u{feff}階層", "b", "أقل من ٨"]);
    }

    #[test]
    fn ascii_fold_matches_lower_case_and_collapse() {
        for text in [
            "",
            " ",
            "a",
            "A  b",
            " a\t\n B ",
            "x\x0B\x0C\rY",
            "a \x1C b",
            "  @[Z_",
        ] {
            let plain = collapse_spaces(&js_lower_case(text));
            assert_eq!(fold_ascii(text), plain, "{text:?}");
        }
        assert_eq!(collapse_spaces("a\u{a0} \u{feff}b\u{85}"), "a b\u{85}");
    }
}
