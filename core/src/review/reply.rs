//! The judge's reply: extraction from pasted text and validation against the rubric
//! (review-loop.md §3), plus the published JSON Schema of a reply.
//!
//! Owns finding the JSON object in what the user pasted, every check of §3, the advisory
//! warnings (verdict mismatch, mojibake), and recognising a pasted prompt by its fixed lines in
//! every language (its first sentence, its last line, its example reply: `prompt_words`). It
//! never repairs JSON (no trailing-comma or quote fixing), never looks quotes up
//! (`evidence`) and never applies a rule (`ratchet`, `merge`).

use std::fmt;
use std::ops::Range;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use crate::language::Language;
use crate::message::{Arg, Message, ToMessage};
use crate::paste;
use crate::review::judge::Verdict;
use crate::review::prompt_words;
use crate::review::rubric::Rubric;
use crate::text::line_column;

/// One criterion as the judge answered it, strings trimmed, blanks dropped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CriterionReply {
    pub id: String,
    pub verdict: Verdict,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quote: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fix: Option<String>,
}

/// A valid reply: the criteria in rubric order, whatever order the judge used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Reply {
    pub criteria: Vec<CriterionReply>,
    pub optional: Vec<String>,
    /// The judge's own top-level verdict, advisory only (§3).
    #[serde(default, rename = "verdict", skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
    pub warnings: Vec<ReplyWarning>,
}

/// A reply that cannot be taken; the message says where, and the judge's answer (or the paste)
/// must be corrected and recorded again. Nothing in the run changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplyError {
    /// No `{` anywhere: the paste holds no JSON object.
    NoJson,
    /// No `{…}` span parses; the first one's error, placed in the pasted text (1-based line,
    /// column in chars), explained in the user's words.
    Syntax {
        line: usize,
        column: usize,
        problem: SyntaxProblem,
    },
    /// The JSON ends before it is complete: the answer was copied in part, or the judge stopped.
    CutOff {
        line: usize,
        column: usize,
    },
    /// The paste holds a judge prompt and nothing of the judge after it (§3): the clipboard
    /// still held the prompt.
    PromptOnly,
    /// The only object in the paste is the prompt's example reply (§3).
    ExampleOnly,
    /// Apart from the prompt, two or more different objects with `criteria` (§3): the places
    /// (line, column) where each starts. The tool does not guess which one the judge meant.
    TwoReplies {
        starts: Vec<(usize, usize)>,
    },
    /// The whole paste is JSON, but not an object.
    NotAnObject {
        found: &'static str,
    },
    /// A field has the wrong JSON type; `field` is a path such as `criteria[2].verdict`.
    WrongType {
        field: String,
        expected: &'static str,
    },
    MissingField {
        field: String,
    },
    /// `suggestion`: the rubric id it probably means (same letters in another case, or a small
    /// typo away), when exactly one is that close.
    UnknownCriterion {
        id: String,
        suggestion: Option<String>,
    },
    MissingCriterion {
        id: String,
    },
    DuplicateCriterion {
        id: String,
    },
    BadVerdict {
        id: String,
        value: String,
    },
    FailWithoutReason {
        id: String,
    },
    /// A key written twice in one object (`object`: a path such as `criteria[1]`, empty for the
    /// reply itself), with the places (line, column) of the first and the second: a person
    /// reading from the top takes the first, a JSON parser the last, so neither is taken.
    DuplicateKey {
        key: String,
        object: String,
        first: (usize, usize),
        second: (usize, usize),
    },
}

impl ReplyError {
    /// The JS `Error.name` of this error (js-api.md).
    pub fn name(&self) -> &'static str {
        "ReplyError"
    }

    /// The criterion at fault, when one is.
    pub fn criterion(&self) -> Option<&str> {
        match self {
            ReplyError::UnknownCriterion { id, .. }
            | ReplyError::MissingCriterion { id }
            | ReplyError::DuplicateCriterion { id }
            | ReplyError::BadVerdict { id, .. }
            | ReplyError::FailWithoutReason { id } => Some(id),
            _ => None,
        }
    }

    /// Line and column in the pasted text: of a syntax error, where the first of two
    /// replies starts, or of a key's second writing.
    pub fn place(&self) -> Option<(usize, usize)> {
        match self {
            ReplyError::Syntax { line, column, .. } | ReplyError::CutOff { line, column } => {
                Some((*line, *column))
            }
            ReplyError::TwoReplies { starts } => starts.first().copied(),
            ReplyError::DuplicateKey { second, .. } => Some(*second),
            _ => None,
        }
    }

    /// The rubric id an unknown id probably means.
    pub fn suggestion(&self) -> Option<&str> {
        match self {
            ReplyError::UnknownCriterion { suggestion, .. } => suggestion.as_deref(),
            _ => None,
        }
    }
}

impl fmt::Display for ReplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplyError::NoJson => f.write_str(
                "the reply contains no JSON object; paste the judge's whole answer, the {…} object included",
            ),
            ReplyError::Syntax { line, column, problem } => write!(
                f,
                "the reply's JSON is broken at line {line}, column {column}: {problem}"
            ),
            ReplyError::CutOff { line, column } => write!(
                f,
                "the reply stops before its JSON is complete (at line {line}, column {column}): copy the whole answer, or ask the judge to finish it"
            ),
            ReplyError::PromptOnly => f.write_str(
                "this is the judge prompt, not the judge's answer: send it to the judge in a new chat, then paste what the judge answered",
            ),
            ReplyError::ExampleOnly => f.write_str(
                "this is the prompt's example reply, not the judge's answer: paste what the judge answered",
            ),
            ReplyError::TwoReplies { starts } => {
                let places: Vec<String> = starts
                    .iter()
                    .map(|(line, column)| format!("line {line}, column {column}"))
                    .collect();
                write!(
                    f,
                    "the paste holds {} different replies, starting at {}; keep only the one the judge meant and record again",
                    starts.len(),
                    places.join(" and ")
                )
            }
            ReplyError::NotAnObject { found } => write!(
                f,
                "the reply is a JSON {found}, not an object; paste the object with \"criteria\""
            ),
            ReplyError::WrongType { field, expected } => {
                write!(f, "\"{field}\" must be {expected}; correct it and record again")
            }
            ReplyError::MissingField { field } => {
                write!(f, "\"{field}\" is missing; the reply needs it")
            }
            ReplyError::UnknownCriterion {
                id,
                suggestion: Some(probable),
            } => write!(
                f,
                "`{id}` is not in the rubric; did you mean `{probable}`? Correct the id in the reply (the judge must use the rubric's ids exactly)"
            ),
            ReplyError::UnknownCriterion { id, suggestion: None } => write!(
                f,
                "criterion \"{id}\" is not in the rubric; the judge must use the rubric's ids exactly"
            ),
            ReplyError::MissingCriterion { id } => write!(
                f,
                "criterion \"{id}\" is missing; the judge must answer every rubric criterion"
            ),
            ReplyError::DuplicateCriterion { id } => write!(
                f,
                "criterion \"{id}\" is answered twice; keep one answer per criterion"
            ),
            ReplyError::BadVerdict { id, value } => write!(
                f,
                "criterion \"{id}\": verdict \"{value}\" is neither PASS nor FAIL"
            ),
            ReplyError::FailWithoutReason { id } => write!(
                f,
                "criterion \"{id}\" is FAIL without a reason; a FAIL must say why"
            ),
            ReplyError::DuplicateKey {
                key,
                object,
                first: (line, column),
                second: (line2, column2),
            } => {
                let object = if object.is_empty() {
                    "the reply".to_string()
                } else {
                    format!("\"{object}\"")
                };
                write!(
                    f,
                    "\"{key}\" is written twice in {object}, at line {line}, column {column} and again at line {line2}, column {column2}: a reader takes the first, a JSON parser the last, so neither is taken; keep only the one the judge meant and record again"
                )
            }
        }
    }
}

impl std::error::Error for ReplyError {}

impl ToMessage for ReplyError {
    fn to_message(&self) -> Message {
        match self {
            ReplyError::NoJson => Message::new("reply.no-json"),
            ReplyError::Syntax {
                line,
                column,
                problem,
            } => {
                let message = Message::new(problem.id())
                    .with("line", *line)
                    .with("column", *column);
                match problem {
                    SyntaxProblem::Other { detail } => message.with("detail", detail.as_str()),
                    _ => message,
                }
            }
            ReplyError::CutOff { line, column } => Message::new("reply.cut-off")
                .with("line", *line)
                .with("column", *column),
            ReplyError::PromptOnly => Message::new("reply.prompt-only"),
            ReplyError::ExampleOnly => Message::new("reply.example-only"),
            ReplyError::TwoReplies { starts } => Message::new("reply.two-replies")
                .with("count", starts.len())
                .with("starts", Arg::Places(starts.clone())),
            ReplyError::NotAnObject { found } => {
                Message::new("reply.not-an-object").with("found", *found)
            }
            ReplyError::WrongType { field, expected } => Message::new("reply.wrong-type")
                .with("field", field.as_str())
                .with("expected", *expected),
            ReplyError::MissingField { field } => {
                Message::new("reply.missing-field").with("field", field.as_str())
            }
            ReplyError::UnknownCriterion { id, suggestion } => {
                let message = Message::new("reply.unknown-criterion").with("id", id.as_str());
                match suggestion {
                    Some(probable) => message.with("suggestion", probable.as_str()),
                    None => message,
                }
            }
            ReplyError::MissingCriterion { id } => {
                Message::new("reply.missing-criterion").with("id", id.as_str())
            }
            ReplyError::DuplicateCriterion { id } => {
                Message::new("reply.duplicate-criterion").with("id", id.as_str())
            }
            ReplyError::BadVerdict { id, value } => Message::new("reply.bad-verdict")
                .with("id", id.as_str())
                .with("value", value.as_str()),
            ReplyError::FailWithoutReason { id } => {
                Message::new("reply.fail-without-reason").with("id", id.as_str())
            }
            ReplyError::DuplicateKey {
                key,
                object,
                first,
                second,
            } => Message::new("reply.duplicate-key")
                .with("key", key.as_str())
                .with("object", object.as_str())
                .with("places", Arg::Places(vec![*first, *second])),
        }
    }
}

/// Extracts and validates a pasted reply. `artifact` is the text of the reply's round, used only
/// by the mojibake warning; pass `""` when there is none.
pub fn parse(text: &str, rubric: &Rubric, artifact: &str) -> Result<Reply, ReplyError> {
    read(text, rubric, artifact, PasteReading::Current).map(|read| read.reply)
}

/// How a paste is read: which object in it is taken as the judge's reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PasteReading {
    /// §3, for a new input: the prompt and its example are recognised and passed over
    /// ([`extract_reply`]), and a key written twice in the reply is refused
    /// ([`ReplyError::DuplicateKey`]).
    Current,
    /// The object `Current` takes, without the refusals §3 added for new inputs since replies
    /// were first stored (a key written twice: the last is taken, as it was): a stored
    /// history is replayed with it, so that every reply it took replays as it was taken
    /// (ARCHITECTURE.md "Replay compatibility").
    Stored,
    /// The first `{…}` that parses, the example included ([`extract`]): a run file is replayed
    /// with it only when its history cannot be replayed otherwise (`run`), so that files whose
    /// replies were taken this way keep loading.
    Legacy,
}

/// A reply as read from a paste: the object the judge wrote (what §6 compares for duplicates)
/// and its validation.
#[derive(Debug, Clone, PartialEq)]
pub struct Read {
    pub object: Map<String, Value>,
    pub reply: Reply,
}

/// Extracts, validates and warns: the one reading of a paste that `record`, the app's live
/// check (through `Run::read_reply`) and `validateReply` share.
pub fn read(
    text: &str,
    rubric: &Rubric,
    artifact: &str,
    reading: PasteReading,
) -> Result<Read, ReplyError> {
    let object = match reading {
        PasteReading::Current => {
            let (object, span) = extract_reply(text, rubric)?;
            refuse_duplicate_keys(text, span)?;
            object
        }
        PasteReading::Stored => extract_reply(text, rubric)?.0,
        PasteReading::Legacy => extract(text)?,
    };
    let mut reply = validate(&object, rubric)?;
    reply.warnings = warnings(text, &object, &reply, artifact);
    Ok(Read { object, reply })
}

/// §3 "what the judge wrote, not what the tool wrote". A judge prompt is recognised by its
/// last line (`PromptWords::end`, in any language), which every prompt of every round ends with and which a chat copy
/// keeps (it is one plain sentence on its own line; white space around and inside it may
/// change: [`paste::reads_as`]). The chat's own lines after the answer (its footer, "Retry")
/// are not read either ([`paste::without_chat_tail`]), so an answer cut off in a whole-chat
/// copy is told it stops before its JSON is complete, as the same answer pasted alone is. Everything up to the last such line is the prompt and is never read: the rubric,
/// round 2's objections and quotes, the artifact, the example. The example reply (built from
/// the rubric's ids, so `validateReply` knows it as well as `record`) is never taken wherever it
/// stands, for a prompt whose last line was not copied (such a paste, holding the prompt's first
/// sentence (`PromptWords::start`), is refused as the prompt). Of what is left, the one object with
/// `criteria` is the reply; two different ones are refused, naming where each starts. Returns
/// the object and the byte range of its text in `text`.
pub fn extract_reply(
    text: &str,
    rubric: &Rubric,
) -> Result<(Map<String, Value>, Range<usize>), ReplyError> {
    let text = paste::without_chat_tail(text);
    let examples = example_objects(rubric);
    let is_example = |object: &Map<String, Value>| examples.contains(object);
    let ends: Vec<&str> = prompt_words::every().map(|w| w.end).collect();
    let after_prompt = paste::after_last_line(text, &ends);
    let offset = after_prompt.unwrap_or(0);
    let rest = &text[offset..];
    let tool_text = || {
        if after_prompt.is_some() || prompt_words::every().any(|w| text.contains(w.start)) {
            ReplyError::PromptOnly
        } else {
            ReplyError::ExampleOnly
        }
    };
    if let Ok(value) = serde_json::from_str::<Value>(rest.trim()) {
        let start = offset + (rest.len() - rest.trim_start().len());
        return match value {
            Value::Object(object) if is_example(&object) => Err(tool_text()),
            Value::Object(object) => Ok((object, start..offset + rest.trim_end().len())),
            other => Err(ReplyError::NotAnObject {
                found: type_name(&other),
            }),
        };
    }
    if rest.trim().is_empty() && after_prompt.is_some() {
        return Err(ReplyError::PromptOnly);
    }
    let mut replies: Vec<(Range<usize>, Map<String, Value>)> = Vec::new();
    let (mut other, mut saw_example) = (None, false);
    let (mut first_error, mut reply_error) = (None, None);
    for (start, end) in object_spans(rest) {
        let span = &rest[start..end];
        match serde_json::from_str::<Value>(span) {
            Ok(Value::Object(object)) if is_example(&object) => saw_example = true,
            Ok(Value::Object(object)) if object.contains_key("criteria") => {
                if !replies.iter().any(|(_, seen)| *seen == object) {
                    replies.push((offset + start..offset + end, object));
                }
            }
            Ok(Value::Object(object)) => {
                other.get_or_insert((object, offset + start..offset + end));
            }
            Ok(_) => {}
            Err(e) => {
                // A broken span that names `criteria` is the judge's reply gone wrong: its error
                // says more than an unrelated object or brace in the prose around it.
                let slot = if span.contains("\"criteria\"") {
                    &mut reply_error
                } else {
                    &mut first_error
                };
                if slot.is_none() {
                    *slot = Some(syntax_error(text, offset + start, &e));
                }
            }
        }
    }
    if replies.len() > 1 {
        return Err(ReplyError::TwoReplies {
            starts: replies
                .iter()
                .map(|(span, _)| line_column(text, span.start))
                .collect(),
        });
    }
    if let Some((span, reply)) = replies.pop() {
        return Ok((reply, span));
    }
    if let Some(error) = reply_error {
        return Err(error);
    }
    if let Some((object, span)) = other {
        return Ok((object, span));
    }
    match first_error {
        Some(error) => Err(error),
        None if saw_example || after_prompt.is_some() => Err(tool_text()),
        None => Err(ReplyError::NoJson),
    }
}

/// The prompt's example reply (§8.5) in every language, as the JSON objects they are: a
/// prompt's example is never a reply, whatever the run's language.
fn example_objects(rubric: &Rubric) -> Vec<Map<String, Value>> {
    Language::ALL
        .iter()
        .map(
            |&l| match serde_json::from_str(&prompt_words::example_reply(rubric, l)) {
                Ok(Value::Object(object)) => object,
                _ => unreachable!("the example reply is a JSON object (tested)"),
            },
        )
        .collect()
}

/// The extraction of [`PasteReading::Legacy`]: the whole trimmed text if it is JSON (then it
/// must be an object), otherwise the first balanced top-level `{…}` span that parses.
pub fn extract(text: &str) -> Result<Map<String, Value>, ReplyError> {
    if let Ok(value) = serde_json::from_str::<Value>(text.trim()) {
        return match value {
            Value::Object(object) => Ok(object),
            other => Err(ReplyError::NotAnObject {
                found: type_name(&other),
            }),
        };
    }
    let mut first_error = None;
    for (start, end) in object_spans(text) {
        // Read as a `Value`, like the whole text above (one JSON reader in the wasm, not a
        // second one for `Map`): a span starts with `{`, so whatever parses is an object.
        match serde_json::from_str::<Value>(&text[start..end]) {
            Ok(Value::Object(object)) => return Ok(object),
            Ok(_) => {}
            Err(e) if first_error.is_none() => first_error = Some(syntax_error(text, start, &e)),
            Err(_) => {}
        }
    }
    Err(first_error.unwrap_or(ReplyError::NoJson))
}

/// Byte ranges of the balanced top-level `{…}` spans, braces inside JSON strings ignored; an
/// unclosed last span runs to the end so that its error (unexpected end) can be reported.
fn object_spans(text: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let (mut depth, mut start, mut in_string, mut escaped) = (0usize, 0usize, false, false);
    for (i, b) in text.bytes().enumerate() {
        if depth == 0 {
            if b == b'{' {
                depth = 1;
                start = i;
            }
            continue;
        }
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    spans.push((start, i + 1));
                }
            }
            _ => {}
        }
    }
    if depth > 0 {
        spans.push((start, text.len()));
    }
    spans
}

/// §3: a key written twice in one object of the reply (`span` of `text`, JSON serde_json
/// read) is refused, naming it and both places. serde_json keeps the last silently, while a
/// person reading the reply from the top sees the first: which one the judge meant is not the
/// tool's guess, as with two replies.
fn refuse_duplicate_keys(text: &str, span: Range<usize>) -> Result<(), ReplyError> {
    /// An open object (the keys written so far, each with its offset; whether a key comes
    /// next) or array (the index of the current item), with its path.
    enum Open {
        Object {
            path: String,
            keys: Vec<(String, usize)>,
            key_next: bool,
        },
        Array {
            path: String,
            index: usize,
        },
    }
    let json = &text[span.clone()];
    let b = json.as_bytes();
    let mut open: Vec<Open> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => {
                let start = i;
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                if let Some(Open::Object {
                    path,
                    keys,
                    key_next,
                }) = open.last_mut()
                {
                    if *key_next {
                        *key_next = false;
                        let raw = &json[start..=i.min(b.len() - 1)];
                        let key = serde_json::from_str::<String>(raw)
                            .unwrap_or_else(|_| raw.trim_matches('"').to_string());
                        if let Some((_, first)) = keys.iter().find(|(k, _)| *k == key) {
                            let place = |at: usize| line_column(text, span.start + at);
                            return Err(ReplyError::DuplicateKey {
                                first: place(*first),
                                second: place(start),
                                key,
                                object: path.clone(),
                            });
                        }
                        keys.push((key, start));
                    }
                }
            }
            c @ (b'{' | b'[') => {
                let path = match open.last() {
                    None => String::new(),
                    Some(Open::Array { path, index }) => format!("{path}[{index}]"),
                    Some(Open::Object { path, keys, .. }) => {
                        let key = keys.last().map_or("", |(k, _)| k.as_str());
                        if path.is_empty() {
                            key.to_string()
                        } else {
                            format!("{path}.{key}")
                        }
                    }
                };
                open.push(if c == b'{' {
                    Open::Object {
                        path,
                        keys: Vec::new(),
                        key_next: true,
                    }
                } else {
                    Open::Array { path, index: 0 }
                });
            }
            b'}' | b']' => {
                open.pop();
            }
            b',' => match open.last_mut() {
                Some(Open::Object { key_next, .. }) => *key_next = true,
                Some(Open::Array { index, .. }) => *index += 1,
                None => {}
            },
            _ => {}
        }
        i += 1;
    }
    Ok(())
}

/// serde_json places errors by line and byte column within the span; the user needs the place
/// in what they pasted, with the column in chars, and the cause in their words.
fn syntax_error(text: &str, span_start: usize, error: &serde_json::Error) -> ReplyError {
    let span = &text[span_start..];
    let line_offset = std::iter::once(0)
        .chain(span.match_indices('\n').map(|(i, _)| i + 1))
        .nth(error.line().saturating_sub(1))
        .unwrap_or(0);
    let mut at = (span_start + line_offset + error.column().saturating_sub(1)).min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    if error.is_eof() {
        // Where the paste stops, not the last character serde_json read.
        let (line, column) = line_column(text, text.trim_end().len());
        return ReplyError::CutOff { line, column };
    }
    let message = error.to_string();
    // For a control character serde_json's place is just after it (the next line, for a line
    // break): the user needs the character itself.
    if message.starts_with("control character") && !text[at..].starts_with(char::is_control) {
        if let Some((i, c)) = text[..at].char_indices().next_back() {
            if c.is_control() {
                at = i;
            }
        }
    }
    let (line, column) = line_column(text, at);
    let message = message
        .rfind(" at line ")
        .map_or(message.as_str(), |i| &message[..i]);
    let problem = syntax_problem(message, &text[at..]);
    ReplyError::Syntax {
        line,
        column,
        problem,
    }
}

/// Why the text at a syntax error is not JSON, for the mistakes chat UIs and judges make:
/// serde_json only says "key must be a string" or "expected value" there. Nothing is repaired
/// (§3): each says what to change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyntaxProblem {
    Tab,
    LineBreak,
    TrailingComma,
    TypographicQuote,
    SingleQuote,
    Comment,
    /// None of those: serde_json's own description (English, without its place).
    Other {
        detail: String,
    },
}

fn syntax_problem(serde_message: &str, rest: &str) -> SyntaxProblem {
    if serde_message.starts_with("control character") {
        // serde_json stops on the character itself.
        return match rest.chars().next() {
            Some('\t') => SyntaxProblem::Tab,
            _ => SyntaxProblem::LineBreak,
        };
    }
    if serde_message.starts_with("trailing comma") {
        return SyntaxProblem::TrailingComma;
    }
    match rest.chars().next() {
        Some('“' | '”' | '„' | '‟' | '‘' | '’') => SyntaxProblem::TypographicQuote,
        Some('\'') => SyntaxProblem::SingleQuote,
        Some('/') if rest[1..].starts_with(['/', '*']) => SyntaxProblem::Comment,
        _ => SyntaxProblem::Other {
            detail: serde_message.to_string(),
        },
    }
}

impl SyntaxProblem {
    /// The id of a syntax error with this problem.
    fn id(&self) -> &'static str {
        match self {
            SyntaxProblem::Tab => "reply.tab-in-string",
            SyntaxProblem::LineBreak => "reply.line-break-in-string",
            SyntaxProblem::TrailingComma => "reply.trailing-comma",
            SyntaxProblem::TypographicQuote => "reply.typographic-quote",
            SyntaxProblem::SingleQuote => "reply.single-quote",
            SyntaxProblem::Comment => "reply.comment",
            SyntaxProblem::Other { .. } => "reply.syntax",
        }
    }
}

impl fmt::Display for SyntaxProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SyntaxProblem::Tab => "a tab inside a string: JSON strings cannot hold a tab as typed; write \\t or a space instead, or ask the judge for valid JSON",
            SyntaxProblem::LineBreak => "a line break inside a string: a JSON string must stay on one line; join the lines (or write \\n), or ask the judge for valid JSON",
            SyntaxProblem::TrailingComma => "a comma after the last item of a list or object: JSON allows none there; remove that comma, or ask the judge for valid JSON",
            SyntaxProblem::TypographicQuote => "a typographic quote: JSON needs straight quotes \", which a chat or editor may have replaced; copy the answer with the chat's copy button, or ask the judge for plain JSON",
            SyntaxProblem::SingleQuote => "single quotes: JSON strings and keys take double quotes \"; ask the judge for valid JSON",
            SyntaxProblem::Comment => "a comment: JSON has no comments; delete the comment, or ask the judge for the JSON without it",
            SyntaxProblem::Other { detail } => {
                return write!(f, "{detail}; ask the judge for valid JSON (nothing is repaired)")
            }
        })
    }
}

fn type_name(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// §3 validation of an extracted object against the rubric (warnings are left empty).
pub fn validate(object: &Map<String, Value>, rubric: &Rubric) -> Result<Reply, ReplyError> {
    let entries = match object.get("criteria") {
        None | Some(Value::Null) => {
            return Err(ReplyError::MissingField {
                field: "criteria".into(),
            })
        }
        Some(Value::Array(entries)) => entries,
        Some(_) => return Err(wrong_type("criteria", "an array of objects")),
    };
    let mut answers: Vec<Option<CriterionReply>> = vec![None; rubric.criteria.len()];
    for (i, entry) in entries.iter().enumerate() {
        let path = format!("criteria[{i}]");
        let entry = entry
            .as_object()
            .ok_or_else(|| wrong_type(&path, "an object"))?;
        let id = match entry.get("id") {
            Some(Value::String(id)) => id.clone(),
            None | Some(Value::Null) => {
                return Err(ReplyError::MissingField {
                    field: format!("{path}.id"),
                })
            }
            Some(_) => return Err(wrong_type(&format!("{path}.id"), "a string")),
        };
        let slot = rubric
            .criteria
            .iter()
            .position(|c| c.id == id)
            .ok_or_else(|| ReplyError::UnknownCriterion {
                suggestion: probable_id(&id, rubric),
                id: id.clone(),
            })?;
        if answers[slot].is_some() {
            return Err(ReplyError::DuplicateCriterion { id });
        }
        let verdict = match entry.get("verdict") {
            Some(Value::String(v)) => {
                Verdict::parse_any_case(v).ok_or_else(|| ReplyError::BadVerdict {
                    id: id.clone(),
                    value: v.clone(),
                })?
            }
            None | Some(Value::Null) => {
                return Err(ReplyError::MissingField {
                    field: format!("{path}.verdict"),
                })
            }
            Some(_) => {
                return Err(wrong_type(
                    &format!("{path}.verdict"),
                    "\"PASS\" or \"FAIL\"",
                ))
            }
        };
        let text_field = |name: &str| -> Result<Option<String>, ReplyError> {
            match entry.get(name) {
                None | Some(Value::Null) => Ok(None),
                Some(Value::String(s)) => {
                    Ok(Some(s.trim()).filter(|s| !s.is_empty()).map(str::to_string))
                }
                Some(_) => Err(wrong_type(&format!("{path}.{name}"), "a string")),
            }
        };
        let reason = text_field("reason")?;
        let quote = text_field("quote")?;
        let fix = text_field("fix")?;
        if verdict == Verdict::Fail && reason.is_none() {
            return Err(ReplyError::FailWithoutReason { id });
        }
        answers[slot] = Some(CriterionReply {
            id,
            verdict,
            reason,
            quote,
            fix,
        });
    }
    let criteria = answers
        .into_iter()
        .zip(&rubric.criteria)
        .map(|(answer, c)| answer.ok_or_else(|| ReplyError::MissingCriterion { id: c.id.clone() }))
        .collect::<Result<Vec<_>, _>>()?;
    let optional = match object.get("optional") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, item)| match item {
                Value::String(s) => Ok(s.trim().to_string()),
                _ => Err(wrong_type(&format!("optional[{i}]"), "a string")),
            })
            .filter(|note| !matches!(note, Ok(s) if s.is_empty()))
            .collect::<Result<_, _>>()?,
        Some(_) => return Err(wrong_type("optional", "an array of strings")),
    };
    let summary = match object.get("verdict") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(_) => return Err(wrong_type("verdict", "a string")),
    };
    Ok(Reply {
        criteria,
        optional,
        summary,
        warnings: Vec::new(),
    })
}

/// The rubric id an unknown id probably means (§3): jury's one "did you mean" rule
/// ([`crate::near::probable`]: the same id but for letter case, or one slip away, two for
/// ids of 6 characters or more, and only when no other id is as near).
fn probable_id(id: &str, rubric: &Rubric) -> Option<String> {
    let ids: Vec<&str> = rubric.ids().collect();
    crate::near::probable(id, &ids).map(str::to_string)
}

fn wrong_type(field: &str, expected: &'static str) -> ReplyError {
    ReplyError::WrongType {
        field: field.to_string(),
        expected,
    }
}

/// A §3 advisory warning: the reply is taken, and the user is told what looks wrong. Its words
/// are its `Display`; its id and arguments its [`ToMessage`], and its JSON holds both (js-api.md).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplyWarning {
    /// The judge's own top-level verdict (`summary`, as written) disagrees with its criteria;
    /// `failed` lists the criteria it failed (none: every criterion passed).
    VerdictMismatch {
        summary: String,
        failed: Vec<String>,
    },
    /// Mojibake the artifact does not contain (at most five sequences, in order): the text was
    /// probably mangled on the way.
    Mangled { sequences: Vec<String> },
    /// Criterion verdicts not written `PASS` or `FAIL` (`"pass"`, `"Fail"`), read in any letter
    /// case: each as written, with its criterion id, in the reply's order.
    VerdictCase { written: Vec<(String, String)> },
}

impl fmt::Display for ReplyWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplyWarning::VerdictMismatch { summary, failed } => {
                let criteria = if failed.is_empty() {
                    "every criterion passed".to_string()
                } else {
                    format!("failed: {}", failed.join(", "))
                };
                write!(
                    f,
                    "the judge's own verdict \"{summary}\" disagrees with its criteria ({criteria}); the outcome is computed from the criteria"
                )
            }
            ReplyWarning::Mangled { sequences } => {
                let shown: Vec<String> = sequences.iter().map(|s| format!("\"{s}\"")).collect();
                write!(
                    f,
                    "the reply contains {} that the artifact does not: the text was probably mangled on the way (an encoding mix-up, as when piping through Windows PowerShell); paste it again from the source",
                    shown.join(", ")
                )
            }
            ReplyWarning::VerdictCase { written } => {
                let shown: Vec<String> = written
                    .iter()
                    .map(|(id, verdict)| {
                        format!("{id}: \"{verdict}\" as {}", verdict.to_ascii_uppercase())
                    })
                    .collect();
                write!(
                    f,
                    "verdicts in another letter case were read as PASS or FAIL ({}); the reply format asks for \"PASS\" or \"FAIL\" in capitals",
                    shown.join(", ")
                )
            }
        }
    }
}

impl ToMessage for ReplyWarning {
    fn to_message(&self) -> Message {
        match self {
            ReplyWarning::VerdictMismatch { summary, failed } => {
                Message::new("reply.verdict-mismatch")
                    .with("summary", summary.as_str())
                    .with("failed", failed.clone())
            }
            ReplyWarning::Mangled { sequences } => {
                Message::new("reply.mangled").with("sequences", sequences.clone())
            }
            ReplyWarning::VerdictCase { written } => Message::new("reply.verdict-case")
                .with(
                    "criteria",
                    written.iter().map(|(id, _)| id.clone()).collect::<Vec<_>>(),
                )
                .with(
                    "written",
                    written.iter().map(|(_, v)| v.clone()).collect::<Vec<_>>(),
                ),
        }
    }
}

impl Serialize for ReplyWarning {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        crate::message::serialize_warning(self, serializer)
    }
}

/// §3 advisory warnings: the judge's own verdict disagreeing with its criteria, criterion
/// verdicts read in another letter case (from `object`, the reply as the judge wrote it), and
/// text that was probably mangled on the way (mojibake the artifact does not contain).
pub fn warnings(
    text: &str,
    object: &Map<String, Value>,
    reply: &Reply,
    artifact: &str,
) -> Vec<ReplyWarning> {
    let mut warnings = Vec::new();
    let failed: Vec<String> = reply
        .criteria
        .iter()
        .filter(|c| c.verdict == Verdict::Fail)
        .map(|c| c.id.clone())
        .collect();
    if let Some(summary) = &reply.summary {
        let says_pass = summary.trim().eq_ignore_ascii_case(Verdict::Pass.as_str());
        if says_pass != failed.is_empty() {
            warnings.push(ReplyWarning::VerdictMismatch {
                summary: summary.clone(),
                failed,
            });
        }
    }
    let written: Vec<(String, String)> = object
        .get("criteria")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|entry| {
            let id = entry.get("id")?.as_str()?;
            let verdict = entry.get("verdict")?.as_str()?;
            Verdict::parse(verdict)
                .is_none()
                .then(|| (id.to_string(), verdict.to_string()))
        })
        .collect();
    if !written.is_empty() {
        warnings.push(ReplyWarning::VerdictCase { written });
    }
    let mangled: Vec<String> = mojibake(text)
        .into_iter()
        .filter(|s| !artifact.contains(s.as_str()))
        .take(5)
        .collect();
    if !mangled.is_empty() {
        warnings.push(ReplyWarning::Mangled { sequences: mangled });
    }
    warnings
}

/// Distinct suspicious sequences: U+FFFD, and a UTF-8 lead byte read as Latin-1/Windows-1252
/// followed by as many continuation bytes read the same way (`Ã©`, `â€™`, `Ã¼`, …).
fn mojibake(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found: Vec<String> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let continuations = match chars[i] {
            '\u{FFFD}' => 0,
            '\u{C2}'..='\u{DF}' => 1,
            '\u{E0}'..='\u{EF}' => 2,
            _ => {
                i += 1;
                continue;
            }
        };
        let end = i + 1 + continuations;
        let is_sequence =
            end <= chars.len() && chars[i + 1..end].iter().all(|&c| is_continuation(c));
        if is_sequence {
            let sequence: String = chars[i..end].iter().collect();
            if !found.contains(&sequence) {
                found.push(sequence);
            }
            i = end;
        } else {
            i += 1;
        }
    }
    found
}

/// A byte 0x80..=0xBF as Latin-1 shows it, or as Windows-1252 shows 0x80..=0x9F.
fn is_continuation(c: char) -> bool {
    matches!(c, '\u{80}'..='\u{BF}') || "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ".contains(c)
}

/// The JSON Schema (draft 2020-12) of a reply. With a rubric it pins the ids: each exactly once.
/// It accepts exactly what [`validate`] accepts (tested), so structured-output users can paste it.
pub fn schema(rubric: Option<&Rubric>) -> Value {
    let mut schema: Value =
        serde_json::from_str(SCHEMA).expect("reply/schema.json is valid JSON (tested)");
    if let Some(rubric) = rubric {
        let ids: Vec<&str> = rubric.ids().collect();
        // Key by key with `get_mut`, not `schema["…"]` (indexing brings its insert-or-panic
        // code into the wasm) nor `pointer_mut` (its `~` unescaping too).
        fn at<'a>(v: &'a mut Value, path: &[&str]) -> Option<&'a mut Value> {
            path.iter().try_fold(v, |v, key| v.get_mut(key))
        }
        let criteria = at(&mut schema, &["properties", "criteria"])
            .expect("reply/schema.json has properties.criteria (tested)");
        *at(criteria, &["items", "properties", "id"])
            .expect("reply/schema.json has the id property (tested)") = json!({"enum": ids});
        let criteria = criteria
            .as_object_mut()
            .expect("properties.criteria is an object (tested)");
        criteria.insert("minItems".into(), ids.len().into());
        criteria.insert("maxItems".into(), ids.len().into());
        let all_of = ids
            .iter()
            .map(|id| {
                json!({
                    "contains": {"type": "object", "required": ["id"], "properties": {"id": {"const": id}}},
                    "minContains": 1,
                    "maxContains": 1,
                })
            })
            .collect();
        criteria.insert("allOf".into(), all_of);
    }
    schema
}

/// The schema without a rubric. JSON text, parsed by the `serde_json` the core has anyway: as
/// `json!` code it would be far more wasm than as data. Its patterns are [`Verdict::parse_any_case`]
/// and "non-blank after trimming" (JSON Schema cannot trim; `\S` is the same test).
const SCHEMA: &str = include_str!("reply/schema.json");

#[cfg(test)]
mod tests;
