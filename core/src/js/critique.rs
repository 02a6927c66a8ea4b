//! The Design Jury's exports (design-jury.md): `CritiqueParser`, `CritiqueSession`, the score,
//! config and transcript functions. Feature `js-critique`. It never decides anything (see `js`),
//! never reads the clock, and never needs the review loop's façade: it builds alone.
//!
//! Errors: parser errors carry `position` (`null` for `MissingArtifactError`) and `events`, what
//! the call completed before the error. `configFromEnv` and an out-of-range session config throw
//! a real `RangeError`; a wrong JS value a real `TypeError`.
//!
//! The frequent events take a faster path than serde with the same result (JS object literals,
//! see "PanelEvents out, fast": a parser's built all at once per push from `Records`, their
//! texts cut from the JS string of the stream, a session's one call each), and chunks are
//! UTF-8-encoded by `TextEncoder.encodeInto` into one shared buffer. `CritiqueParser`'s `push`
//! and `finish` are its JS front's (`core/js/parser-front.js`), around `__push`/`__finish`.

use std::cell::{Cell, RefCell};

use js_sys::{Array, Function, JsString, Object, Uint8Array};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{
    describe, field_names, input, input_with, json_input, json_value, or_throw, output, text,
    CoreError, Thrown,
};
use crate::critique::config::{ConfigError, RangeError};
use crate::critique::packed::{apply, read, EditKind};
use crate::critique::parser::{Sink, StreamText};
use crate::critique::transcript::{self, TranscriptError};
use crate::critique::{
    self, CritiqueConfig, Edit, EventType, FallbackPolicy, Output, ParseError, Role,
};

impl CoreError for ParseError {
    fn name(&self) -> &'static str {
        ParseError::name(self)
    }
    fn message(&self) -> String {
        ParseError::message(self).to_string()
    }
    fn fields(&self) -> Vec<(&'static str, JsValue)> {
        let position = self
            .position()
            .map_or(JsValue::NULL, |p| JsValue::from(p as f64));
        vec![("position", position)]
    }
}

impl CoreError for RangeError {
    fn name(&self) -> &'static str {
        "RangeError"
    }
    fn message(&self) -> String {
        self.message.clone()
    }
    fn fields(&self) -> Vec<(&'static str, JsValue)> {
        vec![("variable", JsValue::from(self.variable))]
    }
}

impl CoreError for TranscriptError {
    fn name(&self) -> &'static str {
        "TranscriptError"
    }
    fn message(&self) -> String {
        self.to_string()
    }
    fn fields(&self) -> Vec<(&'static str, JsValue)> {
        Vec::new()
    }
}

impl CoreError for ConfigError {
    fn name(&self) -> &'static str {
        "RangeError"
    }
    fn message(&self) -> String {
        self.to_string()
    }
    fn fields(&self) -> Vec<(&'static str, JsValue)> {
        vec![("field", JsValue::from(self.field))]
    }
}

/// The `[key, value]` pairs of a plain object, in its key order, or a message that names it.
fn entries<T: DeserializeOwned>(what: &str, value: &JsValue) -> Result<Vec<(String, T)>, String> {
    if !value.is_object() || Array::is_array(value) {
        return Err(format!("{what} must be an object, got {}", describe(value)));
    }
    // `Object.entries` gives `[key, value]` pairs with string keys: serde reads only the values
    // (the errors are the same as for the pairs, and no pair-list reader is instantiated per `T`).
    let pairs = json_input(what, &Object::entries(value.unchecked_ref()).into())?;
    let pairs = pairs.as_array().map_or(&[][..], Vec::as_slice);
    let mut out = Vec::with_capacity(pairs.len());
    for pair in pairs {
        let Some([serde_json::Value::String(key), item]) = pair.as_array().map(Vec::as_slice)
        else {
            return Err(format!("{what} must be an object, got {}", describe(value)));
        };
        let item = crate::de::read(what, key, item)?;
        out.push((key.clone(), item));
    }
    Ok(out)
}

// ---------- Design Jury ----------

/// `ParserOptions` as JS passes them (`onArtifact` is read separately: it is a function).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct JsParserOptions {
    run_id: String,
    #[serde(default)]
    adapter: String,
    #[serde(default)]
    project_id: String,
    #[serde(default)]
    artifact_id: String,
    max_block_bytes: Option<usize>,
    config: Option<CritiqueConfig>,
}

/// The options of `new CritiqueParser(options)` / `new CritiqueSession(options)`, and the
/// optional `onArtifact` callback. Only a session takes a `config` (`takes_config`): a parser
/// has no settings but `maxBlockBytes`, and would drop the config's without a word.
fn parser_options(
    what: &str,
    value: JsValue,
    takes_config: bool,
) -> Result<(JsParserOptions, Option<Function>), JsValue> {
    if !value.is_object() {
        return Err(Thrown::type_error(format!(
            "{what} must be an object with a runId, got {}",
            describe(&value)
        ))
        .into());
    }
    if !takes_config
        && !js_sys::Reflect::get(&value, &"config".into()).is_ok_and(|c| c.is_undefined())
    {
        return Err(Thrown::type_error(format!(
            "{what}: `config` is not a field here: a parser takes no settings but maxBlockBytes. Pass the config to new CritiqueSession(options), which uses it"
        ))
        .into());
    }
    let callback = js_sys::Reflect::get(&value, &"onArtifact".into()).unwrap_or(JsValue::UNDEFINED);
    let on_artifact = match callback.dyn_into::<Function>() {
        Ok(f) => Some(f),
        Err(v) if v.is_undefined() || v.is_null() => None,
        Err(v) => {
            return Err(Thrown::type_error(format!(
                "{what}.onArtifact must be a function, got {}",
                describe(&v)
            ))
            .into())
        }
    };
    let nested = [("config", field_names::<CritiqueConfig>())];
    let options = input_with(what, value, &["onArtifact"], &nested).map_err(Thrown::type_error)?;
    Ok((options, on_artifact))
}

/// Hands an artifact to the embedder's `onArtifact`, if any; its exception propagates.
fn hand_over(on_artifact: Option<&Function>, artifact: &critique::Artifact) -> Result<(), JsValue> {
    match on_artifact {
        Some(f) => f.call1(&JsValue::NULL, &output(artifact)?).map(drop),
        None => Ok(()),
    }
}

// ---------- PanelEvents out, fast ----------
//
// The parser hands out thousands of events per megabyte; going through serde-wasm-bindgen
// costs one boundary call per key and per value. The frequent events (`EventType::FREQUENT`)
// are instead built by JS object literals, generated from the declared fields (upstream's keys
// in upstream's order, numbers as they are: NaN stays NaN). `CritiqueParser` writes a push's
// events into `Records` and builds them with one call (`build_events`); `CritiqueSession`,
// whose events are its own owned values, calls one function per event below, with the run id
// and the wire enumerations' strings made into JS strings once; each takes the call's array of
// events, then the fields in that order, and appends the event itself (handing the object back
// to be pushed cost two more crossings per event). The rare events (run_started, ship,
// degraded, …) keep the serde path.

#[wasm_bindgen(module = "/js/generated/panel-events.js")]
extern "C" {
    fn panelist_open(events: &Array, run_id: &JsValue, round: f64, role: &JsValue);
    fn panelist_dim(
        events: &Array,
        run_id: &JsValue,
        round: f64,
        role: &JsValue,
        dim_name: &JsValue,
        dim_score: f64,
        dim_note: &str,
    );
    fn panelist_must_fix(events: &Array, run_id: &JsValue, round: f64, role: &JsValue, text: &str);
    fn panelist_close(events: &Array, run_id: &JsValue, round: f64, role: &JsValue, score: f64);
    fn round_end(
        events: &Array,
        run_id: &JsValue,
        round: f64,
        composite: f64,
        must_fix: f64,
        decision: &JsValue,
        reason: &str,
    );
    fn parser_warning(events: &Array, run_id: &JsValue, kind: &JsValue, position: f64);

    /// Gives `build_events` the wasm's memory, once.
    fn events_setup(memory: &JsValue);
    /// The events of one push: `Records`' numbers (`len` of them at `numbers`) and texts (`bytes`
    /// bytes of UTF-8 at `text`) in the wasm's memory, the rare events taken in order from `rare`,
    /// the texts cut from `source` where `Records` gives their offsets there.
    fn build_events(
        run_id: &JsValue,
        numbers: u32,
        len: u32,
        text: u32,
        bytes: u32,
        rare: &JsValue,
        source: &JsValue,
    ) -> Array;
}

/// One push's outputs as `build_events` reads them: per frequent event its index in
/// `EventType::FREQUENT`, then its fields in the declared order (`EventType::fields`): the run
/// id left out, a text as two numbers (below), a name as its index in the enumeration's `NAMES`,
/// a number as it is. Any other event is `RARE` and its index in `rare`; artifacts are kept
/// apart, handed to `onArtifact` before the events are built.
///
/// A text is its UTF-16 offset in the JS string of the stream the front passed (`source`, from
/// UTF-16 position `base`) and its length: JS cuts it from there, so the text is neither copied
/// nor decoded (a `String` per text, then a decoding each, were most of an event's cost; then
/// one decoding per push was a tenth of a whole stream). Without a source, or for a text with a
/// U+FFFD (which may stand for a lone surrogate the source still holds), the offset is -1 and the
/// text's UTF-8 follows the ones before in `text`, decoded by one `TextDecoder` call per push.
#[derive(Default)]
struct Records {
    numbers: Vec<f64>,
    text: Vec<u8>,
    rare: Vec<critique::PanelEvent>,
    artifacts: Vec<critique::Artifact>,
    base: Option<u64>,
}

impl Records {
    /// The code of a rare event, after the frequent ones'.
    const RARE: f64 = critique::EventType::FREQUENT.len() as f64;

    fn code(t: critique::EventType) -> f64 {
        critique::EventType::FREQUENT
            .iter()
            .position(|f| *f == t)
            .unwrap_or_default() as f64
    }

    fn text(&mut self, t: StreamText<'_>) {
        // An ASCII text (as long in UTF-16 as in UTF-8) has no U+FFFD: nothing to search.
        match self.base {
            Some(base) if t.len16 == t.text.len() as u64 || !t.text.contains('\u{FFFD}') => {
                self.numbers
                    .extend([(t.at16 - base) as f64, t.len16 as f64]);
            }
            _ => {
                self.numbers.extend([-1.0, t.len16 as f64]);
                self.text.extend_from_slice(t.text.as_bytes());
            }
        }
    }

    fn clear(&mut self) {
        self.numbers.clear();
        self.text.clear();
        self.rare.clear();
        self.artifacts.clear();
    }

    /// The events as a JS array (none: the shared frozen empty one), artifacts to `on_artifact`.
    fn deliver(
        &self,
        on_artifact: Option<&Function>,
        run_id: &JsValue,
        source: &JsValue,
    ) -> Result<Array, JsValue> {
        for artifact in &self.artifacts {
            hand_over(on_artifact, artifact)?;
        }
        if self.numbers.is_empty() {
            return Ok(NO_EVENTS.with(Array::clone));
        }
        let rare = match self.rare.as_slice() {
            [] => JsValue::UNDEFINED,
            rare => {
                let list = Array::new();
                for event in rare {
                    list.push(&output(event)?);
                }
                list.into()
            }
        };
        let address = |p: *const u8| p as usize as u32;
        Ok(build_events(
            run_id,
            address(self.numbers.as_ptr().cast()),
            self.numbers.len() as u32,
            address(self.text.as_ptr()),
            self.text.len() as u32,
            &rare,
            source,
        ))
    }
}

impl Sink for Records {
    fn output(&mut self, out: Output) {
        match out {
            Output::Artifact(a) => self.artifacts.push(a),
            Output::Event(e) => {
                self.numbers.extend([Self::RARE, self.rare.len() as f64]);
                self.rare.push(e);
            }
        }
    }

    fn panelist_open(&mut self, _: &str, round: f64, role: Role) {
        let code = Self::code(EventType::PanelistOpen);
        self.numbers.extend([code, round, f64::from(role as u8)]);
    }

    fn panelist_dim(
        &mut self,
        _: &str,
        (round, role): (f64, Role),
        name: StreamText<'_>,
        score: f64,
        note: StreamText<'_>,
    ) {
        let code = Self::code(EventType::PanelistDim);
        self.numbers.extend([code, round, f64::from(role as u8)]);
        self.text(name);
        self.numbers.push(score);
        self.text(note);
    }

    fn panelist_must_fix(&mut self, _: &str, round: f64, role: Role, text: StreamText<'_>) {
        let code = Self::code(EventType::PanelistMustFix);
        self.numbers.extend([code, round, f64::from(role as u8)]);
        self.text(text);
    }

    fn panelist_close(&mut self, _: &str, round: f64, role: Role, score: f64) {
        let code = Self::code(EventType::PanelistClose);
        self.numbers
            .extend([code, round, f64::from(role as u8), score]);
    }

    fn round_end(
        &mut self,
        _: &str,
        [round, composite, must_fix]: [f64; 3],
        decision: critique::RoundDecision,
        reason: StreamText<'_>,
    ) {
        let code = Self::code(EventType::RoundEnd);
        let decision = f64::from(decision as u8);
        self.numbers
            .extend([code, round, composite, must_fix, decision]);
        self.text(reason);
    }

    fn parser_warning(&mut self, _: &str, kind: critique::WarningKind, position: u64) {
        let code = Self::code(EventType::ParserWarning);
        self.numbers
            .extend([code, f64::from(kind as u8), position as f64]);
    }
}

/// The DIM names a parser has seen, as JS strings: a run repeats a handful of rubric
/// dimensions, and finding one here costs less than decoding it again on the JS side.
#[derive(Default)]
struct DimNames {
    known: Vec<(String, JsValue)>,
    /// A name met once the list is full.
    other: JsValue,
}

impl DimNames {
    /// At most this many names are kept (later new ones are decoded each time).
    const KEPT: usize = 32;

    fn get(&mut self, name: &str) -> &JsValue {
        let found = self
            .known
            .iter()
            .position(|(n, _)| n.len() == name.len() && n == name);
        match found {
            Some(i) => &self.known[i].1,
            None if self.known.len() < Self::KEPT => {
                self.known.push((name.to_owned(), JsValue::from_str(name)));
                &self.known[self.known.len() - 1].1
            }
            None => {
                self.other = JsValue::from_str(name);
                &self.other
            }
        }
    }
}

thread_local! {
    /// The wire strings of the enumerations the frequent events carry, as JS strings.
    static WIRE: WireStrings = WireStrings::new();
}

struct WireStrings {
    roles: Vec<JsValue>,
    decisions: Vec<JsValue>,
    kinds: Vec<JsValue>,
}

impl WireStrings {
    fn new() -> Self {
        let js = |names: &[&str]| names.iter().map(|n| JsValue::from_str(n)).collect();
        WireStrings {
            roles: js(Role::NAMES),
            decisions: js(critique::RoundDecision::NAMES),
            kinds: js(critique::WarningKind::NAMES),
        }
    }
}

/// A session's run id as a JS string, made once (every event carries it).
struct RunIdCache {
    run_id: String,
    js: JsValue,
    dim_names: DimNames,
}

impl RunIdCache {
    fn new(run_id: &str) -> Self {
        RunIdCache {
            run_id: run_id.to_owned(),
            js: JsValue::from_str(run_id),
            dim_names: DimNames::default(),
        }
    }

    /// Appends a PanelEvent to `events` as a plain JS object, the same as `output(event)` gives.
    fn event(&mut self, events: &Array, event: &critique::PanelEvent) -> Result<(), JsValue> {
        use critique::PanelEvent as E;
        if event.run_id() != self.run_id {
            events.push(&output(event)?);
            return Ok(());
        }
        let id = &self.js;
        WIRE.with(|w| -> Result<(), JsValue> {
            match event {
                E::PanelistOpen { round, role, .. } => {
                    panelist_open(events, id, *round, &w.roles[*role as usize])
                }
                E::PanelistDim {
                    round,
                    role,
                    dim_name,
                    dim_score,
                    dim_note,
                    ..
                } => panelist_dim(
                    events,
                    id,
                    *round,
                    &w.roles[*role as usize],
                    self.dim_names.get(dim_name),
                    *dim_score,
                    dim_note,
                ),
                E::PanelistMustFix {
                    round, role, text, ..
                } => panelist_must_fix(events, id, *round, &w.roles[*role as usize], text),
                E::PanelistClose {
                    round, role, score, ..
                } => panelist_close(events, id, *round, &w.roles[*role as usize], *score),
                E::RoundEnd {
                    round,
                    composite,
                    must_fix,
                    decision,
                    reason,
                    ..
                } => round_end(
                    events,
                    id,
                    *round,
                    *composite,
                    *must_fix,
                    &w.decisions[*decision as usize],
                    reason,
                ),
                E::ParserWarning { kind, position, .. } => {
                    parser_warning(events, id, &w.kinds[*kind as usize], *position)
                }
                _ => {
                    events.push(&output(event)?);
                }
            }
            Ok(())
        })
    }
}

#[wasm_bindgen(inline_js = "
const encoder = new TextEncoder();
let memory, bytes;
export function encode_setup(m) {
  memory = m;
}
export function encode_chunk(text, ptr, cap) {
  if (typeof text !== 'string') return -1;
  const n = text.length;
  if (n > cap) return -2 - n;
  if (bytes === undefined || bytes.byteLength === 0) bytes = new Uint8Array(memory.buffer);
  if (n <= 32) {
    let i = 0;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c > 127) break;
      bytes[ptr + i] = c;
    }
    if (i === n) return n;
  }
  const { read, written } = encoder.encodeInto(text, bytes.subarray(ptr, ptr + cap));
  return read === n ? written : -2 - 3 * n;
}
")]
extern "C" {
    /// Gives `encode_chunk` the wasm's memory, once.
    fn encode_setup(memory: &JsValue);
    /// UTF-8 of the string `text` (lone surrogates as U+FFFD) into the `cap` bytes of wasm
    /// memory at `ptr`: the byte count; `-1` when `text` is not a string; `-2 - n` when `cap` is
    /// too small: retry with `n` bytes (first the ASCII size, then the worst case). The view is
    /// made again only when the memory grew (that empties the old one: reading
    /// `memory.buffer` per chunk cost more than the copy). Short ASCII
    /// chunks (a stream pushed a few units at a time) are copied by a loop: `encodeInto` and a
    /// view per call cost more than the copy.
    fn encode_chunk(text: &JsValue, ptr: u32, cap: u32) -> f64;
}

thread_local! {
    /// The UTF-8 of the chunk being pushed, shared by every parser and session (one thread):
    /// it keeps the size of the largest chunk yet, once per module rather than per parser.
    static CHUNK: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// What `push` returns when the chunk completed no event: one shared empty array, frozen
    /// so that no caller can fill it for the others (a new array per call cost a crossing).
    /// Made before the first chunk is encoded, which is when `encode_chunk` gets the memory.
    static NO_EVENTS: Array = {
        let memory = wasm_bindgen::memory();
        encode_setup(&memory);
        events_setup(&memory);
        let empty = Array::new();
        Object::freeze(&empty);
        empty
    };
}

/// Chunks as JS strings are sequences of UTF-16 code units and may split a surrogate pair
/// (upstream chunks by code units); the core takes UTF-8. A trailing high surrogate is held
/// back and joined to the next chunk, so a split pair arrives whole.
///
/// The text is encoded by `TextEncoder.encodeInto` straight into the shared `CHUNK` buffer:
/// wasm-bindgen's own string passing copies ASCII one code unit at a time in JS and allocates
/// per chunk, which cost about as much as parsing the text.
#[derive(Default)]
struct Utf16Chunks {
    high: Option<u32>,
}

impl Utf16Chunks {
    /// Runs `consume` on the chunk's text (it must not call back into JS).
    fn next<R>(&mut self, chunk: &JsValue, consume: impl FnOnce(&str) -> R) -> Result<R, JsValue> {
        let not_a_string = || -> JsValue {
            Thrown::type_error(format!("a chunk must be a string, got {}", describe(chunk))).into()
        };
        // Joining a held surrogate is rare: only then is the type checked separately.
        let joined = match self.high {
            Some(high) if chunk.is_string() => {
                self.high = None;
                Some(JsValue::from(JsString::from_char_code1(high).concat(chunk)))
            }
            Some(_) => return Err(not_a_string()),
            None => None,
        };
        let js = joined.as_ref().unwrap_or(chunk);
        NO_EVENTS.with(|_| ());
        CHUNK.with_borrow_mut(|buf| {
            // One boundary crossing in the common case: the text itself (a lone surrogate
            // arrives as U+FFFD, so only a text ending in U+FFFD needs a look at its last code
            // unit).
            let len = loop {
                let n = encode_chunk(js, buf.as_mut_ptr() as usize as u32, buf.len() as u32);
                if n >= 0.0 {
                    break n as usize;
                }
                if n == -1.0 {
                    return Err(not_a_string());
                }
                buf.resize((-2.0 - n) as usize, 0);
            };
            let mut text = std::str::from_utf8(&buf[..len])
                .map_err(|e| JsValue::from(Thrown::type_error(format!("chunk encoding: {e}"))))?;
            // Ends with U+FFFD (EF BF BD): a slice pattern, no calls.
            if matches!(text.as_bytes(), [.., 0xEF, 0xBF, 0xBD]) {
                let js: &JsString = js.unchecked_ref();
                let last = js.char_code_at(js.length().wrapping_sub(1));
                if (55296.0..56320.0).contains(&last) {
                    self.high = Some(last as u32);
                    text = &text[..text.len() - char::REPLACEMENT_CHARACTER.len_utf8()];
                }
            }
            Ok(consume(text))
        })
    }

    /// A high surrogate still held at the end of the stream (as U+FFFD, like any lone one).
    fn rest(&mut self) -> Option<String> {
        self.high
            .take()
            .map(|_| char::REPLACEMENT_CHARACTER.to_string())
    }
}

/// What a parser awaits after a call, for its JS front: the code of the needle (0: none, any
/// text may matter; else its index in `NEEDLES` + 1), how many UTF-16 units the front may
/// hold back before the size cap could fail (a unit is at most 3 UTF-8 bytes), and the parser's
/// `position` (what of its source the front may drop).
struct Gate;

thread_local! {
    static GATE: Cell<[f64; 3]> = const { Cell::new([0.0; 3]) };
}

impl Gate {
    const NEEDLES: [&'static str; 4] = critique::parser::AWAITED;

    fn set(parser: &critique::CritiqueParser) {
        let code = parser.awaits().and_then(|(needle, room)| {
            let i = Self::NEEDLES.iter().position(|n| *n == needle)?;
            Some([(i + 1) as f64, (room / 3) as f64])
        });
        let [code, room] = code.unwrap_or([0.0; 2]);
        GATE.with(|g| g.set([code, room, parser.position() as f64]));
    }
}

/// The incremental parser of the tagged protocol (design-jury.md §1, §3): `CritiqueParser`.
#[wasm_bindgen(skip_typescript)]
pub struct CritiqueParser {
    parser: critique::CritiqueParser,
    on_artifact: Option<Function>,
    chunks: Utf16Chunks,
    /// The run id as a JS string, made once (every event carries it).
    run_id: JsValue,
    /// The outputs of one call, kept to reuse their allocations.
    records: Records,
}

#[wasm_bindgen]
impl CritiqueParser {
    #[wasm_bindgen(constructor, skip_typescript)]
    pub fn new(options: JsValue) -> Result<CritiqueParser, JsValue> {
        let (o, on_artifact) = parser_options("new CritiqueParser(options)", options, false)?;
        let mut opts = critique::ParserOptions {
            adapter: o.adapter,
            project_id: o.project_id,
            artifact_id: o.artifact_id,
            ..critique::ParserOptions::new(o.run_id)
        };
        if let Some(cap) = o.max_block_bytes {
            opts.max_block_bytes = cap;
        }
        Ok(CritiqueParser {
            run_id: JsValue::from_str(&opts.run_id),
            parser: critique::CritiqueParser::new(opts),
            on_artifact,
            chunks: Utf16Chunks::default(),
            records: Records::default(),
        })
    }

    /// The events this chunk completed (none: one shared, frozen empty array); a parser error
    /// carries the events completed before it in this call as `error.events`. `push` is the
    /// JS front's (`core/js/parser-front.js`), which calls this only for text that may matter.
    ///
    /// `source`, when given, is the stream as a JS string from UTF-16 position `base` to the end
    /// of `chunk` (`base` no later than `position`): the events' texts are cut from it.
    #[wasm_bindgen(js_name = "__push", skip_typescript)]
    pub fn push(&mut self, chunk: JsValue, source: JsValue, base: f64) -> Result<Array, JsValue> {
        let (parser, records) = (&mut self.parser, &mut self.records);
        records.base = source.is_string().then_some(base as u64);
        let result = self
            .chunks
            .next(&chunk, |text| parser.push(text, records))?;
        self.deliver(result, &source)
    }

    /// For the JS front: the wasm's memory and the address of the cell `__push` and `__finish`
    /// leave what the parser now awaits in (see `Gate`), the needles by their codes there, and
    /// the empty result.
    #[wasm_bindgen(js_name = "__gate", skip_typescript)]
    pub fn gate() -> Array {
        let cell = GATE.with(|g| g.as_ptr() as usize as u32);
        let needles: Array = Gate::NEEDLES.iter().map(|n| JsValue::from_str(n)).collect();
        let none = NO_EVENTS.with(Array::clone);
        [
            wasm_bindgen::memory(),
            cell.into(),
            needles.into(),
            none.into(),
        ]
        .iter()
        .collect()
    }

    /// End of stream (§3.2): a run left open without a SHIP is a `MalformedBlockError`.
    #[wasm_bindgen(js_name = "__finish", skip_typescript)]
    pub fn finish(&mut self, source: JsValue, base: f64) -> Result<Array, JsValue> {
        let records = &mut self.records;
        records.base = source.is_string().then_some(base as u64);
        let result = match self.chunks.rest() {
            Some(rest) => self.parser.push(&rest, records),
            None => Ok(()),
        };
        let result = result.and_then(|()| self.parser.finish(records));
        self.deliver(result, &source)
    }

    /// Artifacts to `onArtifact` (in stream order, each before its ship), events to a JS array.
    fn deliver(
        &mut self,
        result: Result<(), ParseError>,
        source: &JsValue,
    ) -> Result<Array, JsValue> {
        let events = self
            .records
            .deliver(self.on_artifact.as_ref(), &self.run_id, source);
        self.records.clear();
        let events = events?;
        // After `onArtifact`, which may have pushed to another parser (the cell is shared).
        Gate::set(&self.parser);
        match result {
            Ok(()) => Ok(events),
            Err(e) => {
                let mut thrown = Thrown::from(e);
                thrown.fields.push(("events", events.into()));
                Err(thrown.into())
            }
        }
    }
}

/// The daemon's bookkeeping over the parser (design-jury.md §4.3-4.5): `CritiqueSession`.
#[wasm_bindgen(skip_typescript)]
pub struct CritiqueSession {
    session: critique::CritiqueSession,
    on_artifact: Option<Function>,
    chunks: Utf16Chunks,
    run_id: RunIdCache,
}

#[wasm_bindgen]
impl CritiqueSession {
    #[wasm_bindgen(constructor, skip_typescript)]
    pub fn new(options: JsValue) -> Result<CritiqueSession, JsValue> {
        let (o, on_artifact) = parser_options("new CritiqueSession(options)", options, true)?;
        let mut config = o.config.unwrap_or_default();
        if let Some(cap) = o.max_block_bytes {
            config.parser_max_block_bytes = cap;
        }
        or_throw(config.validate())?;
        let run_id = RunIdCache::new(&o.run_id);
        let session = critique::CritiqueSession::new(critique::SessionOptions {
            run_id: o.run_id,
            adapter: o.adapter,
            project_id: o.project_id,
            artifact_id: o.artifact_id,
            config,
        });
        Ok(CritiqueSession {
            session,
            on_artifact,
            chunks: Utf16Chunks::default(),
            run_id,
        })
    }

    /// The events a daemon would publish because of this chunk, at `now` (milliseconds) when
    /// given: the first timed feed starts the total timer (§4.5).
    #[wasm_bindgen(skip_typescript)]
    pub fn feed(&mut self, chunk: JsValue, now: JsValue) -> Result<JsValue, JsValue> {
        let now = instant("CritiqueSession.feed(chunk, now)", &now, false)?;
        let session = &mut self.session;
        let fed = self.chunks.next(&chunk, |text| match now {
            Some(now) => session.feed_at(text, now),
            None => session.feed(text),
        })?;
        let events = Array::new();
        for event in &fed {
            self.run_id.event(&events, event)?;
        }
        Ok(events.into())
    }

    /// When to call `timeout(now)`: the earliest running timer's instant, or `null`.
    #[wasm_bindgen(skip_typescript)]
    pub fn deadline(&self) -> JsValue {
        self.session.deadline().map_or(JsValue::NULL, JsValue::from)
    }

    /// Ends the run if a timer has run out at `now` (§4.5); `null` while it goes on.
    #[wasm_bindgen(skip_typescript)]
    pub fn timeout(&mut self, now: JsValue) -> Result<JsValue, JsValue> {
        let now = instant("CritiqueSession.timeout(now)", &now, true)?.unwrap_or_default();
        match self.session.timeout(now) {
            Some(summary) => output(&summary),
            None => Ok(JsValue::NULL),
        }
    }

    /// The child's `exit` event, `(code, signal)` as Node gives them (§4.5); `null` when the
    /// run goes on (a clean exit: the output is still to be finished).
    #[wasm_bindgen(js_name = childExit, skip_typescript)]
    pub fn child_exit(&mut self, code: JsValue, signal: JsValue) -> Result<JsValue, JsValue> {
        let what = "CritiqueSession.childExit(code, signal)";
        let signal = match signal.as_string() {
            Some(s) => Some(s),
            None if signal.is_null() || signal.is_undefined() => None,
            None => {
                let got = describe(&signal);
                return Err(Thrown::type_error(format!(
                    "{what}: signal must be a signal name such as \"SIGTERM\", or null, got {got}"
                ))
                .into());
            }
        };
        let code = match code.as_f64() {
            Some(n) if n.fract() == 0.0 && n.abs() <= f64::from(i32::MAX) => n as i32,
            None if code.is_null() || code.is_undefined() => 0,
            _ => {
                let got = describe(&code);
                return Err(Thrown::type_error(format!(
                    "{what}: code must be the exit code (a whole number) or null, got {got}"
                ))
                .into());
            }
        };
        let exit = match &signal {
            Some(signal) => critique::ChildExit::Signal(signal),
            None => critique::ChildExit::Code(code),
        };
        match self.session.child_exit(exit) {
            Some(summary) => output(&summary),
            None => Ok(JsValue::NULL),
        }
    }

    /// Ends the stream: the normalised ship or the fallback (§4.3, §4.4); `onArtifact` gets a
    /// real SHIP's artifact before this returns.
    #[wasm_bindgen(skip_typescript)]
    pub fn finish(&mut self) -> Result<JsValue, JsValue> {
        if let Some(rest) = self.chunks.rest() {
            self.session.feed(&rest);
        }
        let summary = self.session.finish();
        if let Some(artifact) = &summary.artifact {
            hand_over(self.on_artifact.as_ref(), artifact)?;
        }
        output(&summary)
    }

    /// Stops the run keeping the best round so far (§4.5).
    #[wasm_bindgen(skip_typescript)]
    pub fn interrupt(&mut self) -> Result<JsValue, JsValue> {
        output(&self.session.interrupt())
    }
}

/// A time in milliseconds on the caller's clock; `undefined`/`null` is `None` unless `required`.
fn instant(what: &str, value: &JsValue, required: bool) -> Result<Option<f64>, JsValue> {
    match value.as_f64() {
        Some(n) if n.is_finite() => Ok(Some(n)),
        None if !required && (value.is_undefined() || value.is_null()) => Ok(None),
        _ => {
            let got = match value.as_f64() {
                Some(n) => critique::number::js_number_to_string(n),
                None => describe(value),
            };
            Err(Thrown::type_error(format!(
                "{what}: now must be a time in milliseconds (a finite number, e.g. Date.now()), got {got}"
            ))
            .into())
        }
    }
}

/// `computeComposite(scores, weights?)` (design-jury.md §4.1); scores in their key order.
#[wasm_bindgen(js_name = computeComposite, skip_typescript)]
pub fn compute_composite(scores: JsValue, weights: JsValue) -> Result<f64, JsValue> {
    let scores: Vec<(String, f64)> =
        entries("computeComposite(scores): scores", &scores).map_err(Thrown::type_error)?;
    let scores = scores
        .into_iter()
        .map(|(role, score)| match Role::parse(&role) {
            Some(role) => Ok((role, score)),
            None => Err(Thrown::type_error(format!(
                "computeComposite: \"{role}\" is not a panelist role (designer, critic, brand, a11y, copy)"
            ))),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let weights =
        optional::<critique::Weights>("computeComposite(scores, weights): weights", weights)?;
    Ok(critique::compute_composite(
        &scores,
        &weights.unwrap_or_default(),
    ))
}

/// An optional structured argument: `undefined`/`null` is `None`.
fn optional<T: DeserializeOwned>(what: &str, value: JsValue) -> Result<Option<T>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    Ok(Some(input(what, value).map_err(Thrown::type_error)?))
}

/// `decideRound(composite, mustFix, config?)` (design-jury.md §4.2).
#[wasm_bindgen(js_name = decideRound, skip_typescript)]
pub fn decide_round(
    composite: JsValue,
    must_fix: JsValue,
    config: JsValue,
) -> Result<JsValue, JsValue> {
    let composite: f64 = input("decideRound(composite, mustFix): composite", composite)
        .map_err(Thrown::type_error)?;
    let must_fix: u32 =
        input("decideRound(composite, mustFix): mustFix", must_fix).map_err(Thrown::type_error)?;
    let config =
        optional::<CritiqueConfig>("decideRound(composite, mustFix, config): config", config)?;
    output(&critique::decide_round(
        composite,
        must_fix,
        &config.unwrap_or_default(),
    ))
}

/// `selectFallbackRound(rounds, policy)` (design-jury.md §4.4).
#[wasm_bindgen(js_name = selectFallbackRound, skip_typescript)]
pub fn select_fallback_round(rounds: JsValue, policy: JsValue) -> Result<JsValue, JsValue> {
    let rounds: Vec<critique::RoundScore> =
        input("selectFallbackRound(rounds, policy): rounds", rounds).map_err(Thrown::type_error)?;
    let policy =
        text("selectFallbackRound(rounds, policy): policy", &policy).map_err(Thrown::type_error)?;
    let policy = FallbackPolicy::parse(&policy).ok_or_else(|| {
        Thrown::type_error(format!(
            "selectFallbackRound: policy must be ship_best, ship_last or fail, got \"{policy}\""
        ))
    })?;
    output(&critique::select_fallback_round(&rounds, policy))
}

/// `configFromEnv(env)`: `OD_CRITIQUE_*` over the defaults (design-jury.md §4.6). A variable
/// that is `undefined` (or `null`) is unset, as `process.env.X` of an unset `X` is.
#[wasm_bindgen(js_name = configFromEnv, skip_typescript)]
pub fn config_from_env(env: JsValue) -> Result<JsValue, JsValue> {
    let vars: Vec<(String, Option<String>)> =
        entries("configFromEnv(env)", &env).map_err(Thrown::type_error)?;
    let set = vars.iter().filter_map(|(k, v)| Some((k, v.as_ref()?)));
    output(&or_throw(CritiqueConfig::from_env(set))?)
}

/// `isPanelEvent(value)`: the strict guard of design-jury.md §2.3; never throws.
#[wasm_bindgen(js_name = isPanelEvent, skip_typescript)]
pub fn is_panel_event(value: JsValue) -> bool {
    json_value(&value).is_some_and(|v| critique::is_panel_event(&v))
}

/// `writeTranscript(events, {gzipThresholdBytes})`: NDJSON, gzipped when longer than the
/// threshold, default 262144 bytes (design-jury.md §5.4). Writes what it is given, as upstream's
/// writer does: an event failing `isPanelEvent` (§2.3) is written, and `readTranscript` skips it.
#[wasm_bindgen(js_name = writeTranscript, skip_typescript)]
pub fn write_transcript(events: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let what = "writeTranscript(events)";
    let events = json_input(&format!("{what}: events"), &events)
        .and_then(|v| {
            critique::PanelEvent::list_from_value(&v)
                .map_err(|e| format!("{what}: {}", e.under("events")))
        })
        .map_err(Thrown::type_error)?;
    let file = transcript::write_transcript(&events, gzip_threshold(&options)?);
    object([
        ("name", JsValue::from(file.name)),
        ("bytes", Uint8Array::from(&file.bytes[..]).into()),
    ])
}

/// A plain object with these two properties, in this order (values serde cannot make: bytes
/// as a `Uint8Array`, an object parsed with its key order).
fn object(properties: [(&str, JsValue); 2]) -> Result<JsValue, JsValue> {
    let result = Object::new();
    for (key, value) in properties {
        js_sys::Reflect::set(&result, &key.into(), &value)?;
    }
    Ok(result.into())
}

/// `options.gzipThresholdBytes`: a whole number of bytes, 0 or more; absent is upstream's.
fn gzip_threshold(options: &JsValue) -> Result<usize, JsValue> {
    let what = "writeTranscript(events, options)";
    if options.is_undefined() || options.is_null() {
        return Ok(transcript::GZIP_THRESHOLD);
    }
    if !options.is_object() {
        let got = describe(options);
        return Err(Thrown::type_error(format!(
            "{what}: options must be an object {{gzipThresholdBytes}}, got {got}"
        ))
        .into());
    }
    let value = js_sys::Reflect::get(options, &"gzipThresholdBytes".into())?;
    if value.is_undefined() {
        return Ok(transcript::GZIP_THRESHOLD);
    }
    match value.as_f64() {
        Some(n) if n >= 0.0 && n.fract() == 0.0 && n <= 9_007_199_254_740_991.0 => Ok(n as usize),
        Some(n) => Err(Thrown::argument(
            "RangeError",
            format!(
                "{what}: gzipThresholdBytes must be a whole number of bytes, 0 or more (262144 if left out), got {}",
                critique::number::js_number_to_string(n)
            ),
            Vec::new(),
        )
        .into()),
        None => Err(Thrown::type_error(format!("{what}: gzipThresholdBytes must be a number of bytes, got {}", describe(&value))).into()),
    }
}

/// `readTranscript(data, {maxBytes})`: the PanelEvents of a transcript, plain or gzipped, as
/// text or bytes; lines that are not PanelEvents are skipped like upstream's replay
/// (design-jury.md §5.4). At most `maxBytes` (default `limits::MAX_TRANSCRIPT_BYTES`, 64 MiB)
/// are read or inflated: past them, a `TranscriptError` that says by how much.
#[wasm_bindgen(js_name = readTranscript, skip_typescript)]
pub fn read_transcript(data: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let max = max_bytes(&options)?;
    let bytes = match (data.dyn_ref::<Uint8Array>(), data.as_string()) {
        (Some(bytes), _) => bytes.to_vec(),
        (None, Some(text)) => text.into_bytes(),
        (None, None) => {
            return Err(Thrown::type_error(format!(
                "readTranscript(data): data must be a string or a Uint8Array, got {}",
                describe(&data)
            ))
            .into())
        }
    };
    output(&or_throw(transcript::read_transcript_with_limit(&bytes, max))?.events)
}

/// `options.maxBytes`: a whole number of bytes, 1 or more; absent is the default bound.
fn max_bytes(options: &JsValue) -> Result<usize, JsValue> {
    let what = "readTranscript(data, options)";
    if options.is_undefined() || options.is_null() {
        return Ok(crate::limits::MAX_TRANSCRIPT_BYTES);
    }
    if !options.is_object() {
        let got = describe(options);
        return Err(Thrown::type_error(format!(
            "{what}: options must be an object {{maxBytes}}, got {got}"
        ))
        .into());
    }
    let value = js_sys::Reflect::get(options, &"maxBytes".into())?;
    if value.is_undefined() {
        return Ok(crate::limits::MAX_TRANSCRIPT_BYTES);
    }
    match value.as_f64() {
        Some(n) if n >= 1.0 && n.fract() == 0.0 && n <= 9_007_199_254_740_991.0 => Ok(n as usize),
        Some(n) => Err(Thrown::argument(
            "RangeError",
            format!(
                "{what}: maxBytes must be a whole number of bytes, 1 or more (67108864 if left out), got {}",
                critique::number::js_number_to_string(n)
            ),
            Vec::new(),
        )
        .into()),
        None => Err(Thrown::type_error(format!(
            "{what}: maxBytes must be a number of bytes, got {}",
            describe(&value)
        ))
        .into()),
    }
}

// ---------- The web surface: theater reducer, SSE ----------

/// `initialTheaterState()`: the idle theater (design-jury.md §6.2).
#[wasm_bindgen(js_name = initialTheaterState, skip_typescript)]
pub fn initial_theater_state() -> JsValue {
    let mirrors = Mirrors::take();
    MIRRORS.with_borrow_mut(|m| *m = Some(mirrors));
    theater_idle()
}

// ---------- The theater reducer: the state stays in the wasm ----------
//
// A web surface dispatches every event through `reduceTheater`, so its cost per call is the
// package's, not the state's: the wasm keeps a mirror of each of the last few states it returned
// (`Mirrors`, the core's `Theater` holding the state's structure: phase, rounds, panelists,
// counts, the active turn), and `core/js/theater.js` keeps the JS state each mirror stands for.
// For such a state and a well-formed action, one call reads the action's type, round, role and
// decision (`theater_read`), the core's reducer edits the mirror (`Theater::edit_for`) and says
// what changed (`Edit`), and one call rebuilds the JS state from that edit with structural
// sharing (`theater_apply`): the texts and scores go from the action to the state without
// entering the wasm. Anything else (a state the package did not make or no longer mirrors, such
// as one built by hand, deserialised or older than the last few; an action the fast path does
// not recognise) takes the full path: both read as JSON, a clear TypeError if either is wrong,
// the result made from the core's JSON and mirrored from then on. A state the package returned
// is taken to be unchanged since (as upstream's reducer and React assume of state).

/// What the fast path needs of the core's declarations (`EventType::fields` and `blank`,
/// `Phase::payloads`), generated by `cargo xtask pkg`: the wasm reads it and holds none of it.
#[wasm_bindgen(module = "/js/generated/theater-fields.js")]
extern "C" {
    fn theater_declarations() -> JsValue;
}

#[wasm_bindgen(module = "/js/theater.js")]
extern "C" {
    fn theater_setup(names: &JsValue, declarations: &JsValue);
    fn theater_read(state: &JsValue, action: &JsValue) -> u32;
    fn theater_round(action: &JsValue) -> f64;
    fn theater_keep(mirror: u32, state: &JsValue);
    fn theater_idle() -> JsValue;
    fn theater_apply(
        state: &JsValue,
        action: &JsValue,
        edit: u32,
        index: u32,
        must_fix: u32,
        active_round: f64,
        mirror: u32,
    ) -> JsValue;
}

/// How many states are mirrored (`theater_read` packs the mirror `i` as `1 + i`, below
/// `STATE_UNKNOWN`).
const MIRRORED: usize = 8;
const _: () = assert!(MIRRORED < read::STATE_UNKNOWN as usize);

struct Mirrors {
    /// One event of each type, its fields blank: what an action becomes on the fast path (by
    /// its index, the order of `EventType::ALL`).
    skeletons: Vec<critique::PanelEvent>,
    theaters: [Option<critique::Theater>; MIRRORED],
    /// When each mirror was last used, for replacing the least recent.
    used: [u64; MIRRORED],
    clock: u64,
}

thread_local! {
    static MIRRORS: RefCell<Option<Box<Mirrors>>> = const { RefCell::new(None) };
}

impl Mirrors {
    /// The mirrors, taken out while in use: a JS exception passing through then leaves no
    /// borrow behind (the mirrors are made again).
    fn take() -> Box<Mirrors> {
        MIRRORS
            .with_borrow_mut(Option::take)
            .unwrap_or_else(|| Box::new(Mirrors::new()))
    }

    fn new() -> Self {
        use critique::EventType;
        let declarations = theater_declarations();
        // Read by the core's own event reader (less wasm than code building each variant): a
        // list it refused would only send every action to the full path.
        let skeletons = js_sys::Reflect::get(&declarations, &"events".into())
            .ok()
            .and_then(|events| json_value(&events))
            .and_then(|v| critique::PanelEvent::list_from_value(&v).ok())
            .unwrap_or_default();
        // The wire names `theater.js` checks actions against and builds states with, as lists in
        // the order its `theater_setup` names them.
        let names: [&[&str]; 9] = [
            EventType::NAMES,
            &[critique::TheaterAction::RESET],
            critique::Phase::NAMES,
            Role::NAMES,
            critique::RoundDecision::NAMES,
            critique::WarningKind::NAMES,
            critique::ShipStatus::NAMES,
            critique::DegradedReason::NAMES,
            critique::FailedCause::NAMES,
        ];
        let lists = Array::new();
        for list in names {
            lists.push(
                &list
                    .iter()
                    .copied()
                    .map(JsValue::from_str)
                    .collect::<Array>(),
            );
        }
        theater_setup(&lists, &declarations);
        Mirrors {
            skeletons,
            theaters: Default::default(),
            used: [0; MIRRORED],
            clock: 0,
        }
    }

    /// The action `theater_read` packed in `code`, `None` when the full path must read it.
    fn action(&self, code: u32, action: &JsValue) -> Option<critique::TheaterAction> {
        use critique::PanelEvent as E;
        let kind = read::ACTION.get(code) as usize;
        let types = critique::EventType::ALL.len();
        if kind == types {
            return Some(critique::TheaterAction::Reset);
        }
        if kind == types + 1 {
            return Some(critique::TheaterAction::Other);
        }
        let mut event = self.skeletons.get(kind)?.clone();
        let role = read::ROLE
            .get(code)
            .checked_sub(1)
            .and_then(|i| Role::ALL.get(i as usize));
        let decision = read::DECISION
            .get(code)
            .checked_sub(1)
            .and_then(|i| critique::RoundDecision::ALL.get(i as usize));
        match &mut event {
            E::PanelistOpen { round, role: r, .. }
            | E::PanelistDim { round, role: r, .. }
            | E::PanelistMustFix { round, role: r, .. }
            | E::PanelistClose { round, role: r, .. } => {
                *round = theater_round(action);
                *r = *role?;
            }
            E::RoundEnd {
                round, decision: d, ..
            } => {
                *round = theater_round(action);
                *d = *decision?;
            }
            E::RunStarted { .. }
            | E::Ship { .. }
            | E::Degraded { .. }
            | E::Interrupted { .. }
            | E::Failed { .. }
            | E::ParserWarning { .. } => {}
        }
        Some(critique::TheaterAction::Event(event))
    }

    /// A mirror to hold a new state: a free one, else the least recently used.
    fn free_mirror(&self) -> usize {
        let mut pick = 0;
        for i in 0..MIRRORED {
            if self.theaters[i].is_none() {
                return i;
            }
            if self.used[i] < self.used[pick] {
                pick = i;
            }
        }
        pick
    }

    fn touch(&mut self, mirror: usize) {
        self.clock += 1;
        self.used[mirror] = self.clock;
    }

    /// The fast path, or `None` for the full one.
    fn reduce(&mut self, state: &JsValue, action: &JsValue) -> Option<JsValue> {
        let code = theater_read(state, action);
        let at = read::STATE.get(code);
        let theater_action = self.action(code, action)?;
        let same_run = read::SAME_RUN.get(code) != 0;
        let (mirror, edit) = match at {
            read::STATE_IDLE => {
                let mut theater = critique::Theater::new();
                let Some(edit) = theater.edit_for(&theater_action, same_run) else {
                    return Some(state.clone());
                };
                let mirror = self.free_mirror();
                self.theaters[mirror] = Some(theater);
                (mirror, edit)
            }
            read::STATE_UNKNOWN => return None,
            at => {
                let mirror = at as usize - 1;
                let theater = self.theaters.get_mut(mirror)?.as_mut()?;
                let Some(edit) = theater.edit_for(&theater_action, same_run) else {
                    return Some(state.clone());
                };
                (mirror, edit)
            }
        };
        self.touch(mirror);
        let theater = self.theaters[mirror].as_ref()?;
        let index = match edit {
            Edit::Reset => {
                self.theaters[mirror] = None;
                return Some(theater_idle());
            }
            Edit::Round { index, .. } => index,
            Edit::Start | Edit::Warning | Edit::End => 0,
        };
        let mut code = apply::EDIT.put(EditKind::of(&edit) as u32);
        if let Edit::Round {
            inserted,
            created,
            change,
            ..
        } = edit
        {
            code |= apply::CHANGE.put(change as u32)
                | apply::INSERTED.put(inserted.into())
                | apply::CREATED.put(created.into());
        }
        let active = theater.active_panelist().map_or(0, |r| r as u32 + 1);
        let must_fix = theater
            .run()
            .and_then(|r| r.rounds.get(index))
            .map_or(0, |r| r.must_fix);
        let phase = theater.phase().name_index() as u32;
        Some(theater_apply(
            state,
            action,
            code | apply::PHASE.put(phase) | apply::ACTIVE.put(active),
            index as u32,
            must_fix,
            theater.active_round().unwrap_or(0.0),
            mirror as u32,
        ))
    }

    /// The full path's result, mirrored from now on.
    fn keep(&mut self, theater: critique::Theater, state: &JsValue) {
        if theater.phase() == &critique::Phase::Idle {
            return;
        }
        let mirror = self.free_mirror();
        self.theaters[mirror] = Some(theater);
        self.touch(mirror);
        theater_keep(mirror as u32, state);
    }
}

/// `reduceTheater(state, action)` (design-jury.md §6.2): the next state, or `state` itself when
/// the action changes nothing (as upstream's reducer returns the same object). The state is
/// read, never written: the result is a new object sharing what did not change.
#[wasm_bindgen(js_name = reduceTheater, skip_typescript)]
pub fn reduce_theater(state: JsValue, action: JsValue) -> Result<JsValue, JsValue> {
    let mut mirrors = Mirrors::take();
    let result = match mirrors.reduce(&state, &action) {
        Some(next) => Ok(next),
        None => reduce_theater_in_full(&mut mirrors, state, action),
    };
    MIRRORS.with_borrow_mut(|m| *m = Some(mirrors));
    result
}

/// The full path: the state and the action read as JSON.
fn reduce_theater_in_full(
    mirrors: &mut Mirrors,
    state: JsValue,
    action: JsValue,
) -> Result<JsValue, JsValue> {
    let what = "reduceTheater(state, action)";
    let mut theater = json_input(&format!("{what}: state"), &state)
        .and_then(|v| {
            critique::Theater::from_value(&v).map_err(|e| {
                format!("{what}: state is not a theater state ({e}); pass initialTheaterState() or what reduceTheater returned")
            })
        })
        .map_err(Thrown::type_error)?;
    let action = json_input(&format!("{what}: action"), &action)
        .and_then(|v| {
            critique::TheaterAction::from_value(&v).map_err(|e| {
                format!("{what}: action must be a PanelEvent or {{type: \"__reset__\"}} ({e})")
            })
        })
        .map_err(Thrown::type_error)?;
    // In place on the copy just read: `state` itself is never written.
    if theater.edit(&action).is_none() {
        return Ok(state);
    }
    // `JSON.parse` of the core's text keeps upstream's key order, in one crossing.
    let next = js_sys::JSON::parse(&theater.to_json())?;
    mirrors.keep(theater, &next);
    Ok(next)
}

/// `panelEventToSse(event)` (design-jury.md §5.1): `{event: "critique." + type, data}`, the
/// data being the event without `type`, keys in the event's order.
#[wasm_bindgen(js_name = panelEventToSse, skip_typescript)]
pub fn panel_event_to_sse(event: JsValue) -> Result<JsValue, JsValue> {
    let what = "panelEventToSse(event)";
    let event = json_input(&format!("{what}: event"), &event)
        .and_then(|v| {
            critique::PanelEvent::from_value(&v)
                .map_err(|e| format!("{what}: {}", e.under("event")))
        })
        .map_err(Thrown::type_error)?;
    let sse = critique::panel_event_to_sse(&event);
    // `JSON.parse` of the core's text keeps its key order in the object.
    object([
        ("event", JsValue::from(sse.event)),
        ("data", js_sys::JSON::parse(&sse.data)?),
    ])
}
