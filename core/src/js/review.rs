//! The review loop's exports (review-loop.md): `JuryRun`, `validateRubric`, `validateReply`,
//! `checkQuote`, `replySchema`. Feature `js-review`. It never decides anything (see `js`) and
//! never needs the Design Jury's façade: it builds alone.
//!
//! Errors: review-loop errors carry `code: 1` (BAD_INPUT) plus `line`/`column`/`criterion` when
//! the core knows them, and a wrong JS value is `BadInput`.
//!
//! The clock: the core never reads it. Where the review loop's history records a time (a run
//! created, a reply recorded, an artifact revised, a dispute settled), this file passes
//! `Date.now()` (milliseconds since the epoch): the only clock read of the package.

use js_sys::JsString;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{
    describe, field_names, input_with, json_input, or_throw, output, text, CoreError, Thrown,
};
use crate::limits::{self, TooLarge, Unit, MAX_ARTIFACT_BYTES, MAX_REPLY_BYTES, MAX_RUBRIC_BYTES};
use crate::message::ToMessage;
use crate::review::evidence;
use crate::review::history::{
    judge_reply_size, revised_artifact, History, HistoryError, Models, RunConfig,
};
use crate::review::judge::{Judge, Verdict};
use crate::review::reply::{self, ReplyError};
use crate::review::rubric::{Rubric, RubricError, RubricHint};
use crate::review::run::{CreateError, MergeError, RecordError, ReviseError, Run, SettleError};
use serde::Serialize;

impl Thrown {
    /// A wrong value from JS on the review-loop side: `BadInput`, code 1.
    fn bad_input(message: String) -> Thrown {
        Thrown::argument("BadInput", message, loop_fields(Vec::new()))
    }
}

/// The fields of a review-loop error: `code: 1` and what the core knows of the place. (A `Vec`,
/// not an array of const length: one function, not one copy per number of fields.)
fn loop_fields(known: Vec<(&'static str, Option<JsValue>)>) -> Vec<(&'static str, JsValue)> {
    let mut fields = vec![("code", JsValue::from(1))];
    for (key, value) in known {
        if let Some(value) = value {
            fields.push((key, value));
        }
    }
    fields
}

/// A count (a line, a column, a position) as a JS number.
fn count(n: usize) -> JsValue {
    JsValue::from(n as f64)
}

fn rubric_fields(e: &RubricError) -> Vec<(&'static str, JsValue)> {
    loop_fields(vec![("line", e.line().map(count))])
}

fn reply_fields(e: &ReplyError) -> Vec<(&'static str, JsValue)> {
    let (line, column) = e.place().unzip();
    let starts = match e {
        ReplyError::TwoReplies { starts } => output(
            &starts
                .iter()
                .map(|&(line, column)| serde_json::json!({"line": line, "column": column}))
                .collect::<Vec<_>>(),
        )
        .ok(),
        _ => None,
    };
    loop_fields(vec![
        ("line", line.map(count)),
        ("column", column.map(count)),
        ("criterion", e.criterion().map(JsValue::from)),
        ("suggestion", e.suggestion().map(JsValue::from)),
        ("starts", starts),
    ])
}

/// The review loop's errors: their own name and message, `code: 1`, and the place they point at.
macro_rules! loop_errors {
    ($($ty:ty => $fields:expr;)*) => {$(
        impl CoreError for $ty {
            fn name(&self) -> &'static str {
                <$ty>::name(self)
            }
            fn message(&self) -> String {
                self.to_string()
            }
            fn fields(&self) -> Vec<(&'static str, JsValue)> {
                let fields: fn(&$ty) -> Vec<(&'static str, JsValue)> = $fields;
                fields(self)
            }
        }
    )*};
}

loop_errors! {
    RubricError => rubric_fields;
    ReplyError => reply_fields;
    HistoryError => |_| loop_fields(Vec::new());
    CreateError => |e| match e {
        CreateError::Rubric(e) => rubric_fields(e),
        _ => loop_fields(Vec::new()),
    };
    RecordError => |e| match e {
        RecordError::Reply(e) => reply_fields(e),
        RecordError::Duplicate { judge, round, .. } => loop_fields(vec![
            ("repeatsJudge", Some(JsValue::from(judge.as_str()))),
            ("repeatsRound", Some(JsValue::from(*round))),
        ]),
        _ => loop_fields(Vec::new()),
    };
    MergeError => |_| loop_fields(Vec::new());
    ReviseError => |_| loop_fields(Vec::new());
    SettleError => |_| loop_fields(Vec::new());
}

// ---------- Input bounds ----------
//
// The limits are the core's (`crate::limits`, in UTF-8 bytes), checked on the text the core
// gets, so the package takes exactly what the app takes. A string whose `.length` is over a
// limit is over it in bytes too (a UTF-16 unit is one to three bytes, a pair four): it is
// refused before it is copied into the wasm, its bytes counted in JS for the message.

#[wasm_bindgen(inline_js = "
export function utf8_length(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c < 0xdc00 && c >= 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n += 4; i++; }
    else n += 3;
  }
  return n;
}
")]
extern "C" {
    /// The UTF-8 length of a JS string as the wasm would get it (a lone surrogate as U+FFFD).
    fn utf8_length(text: &JsString) -> f64;
}

/// The UTF-8 length of a string argument whose `.length` is over `limit` (so are its bytes),
/// found without copying it; `None` for any other value, which is copied and checked as it is.
fn over(value: &JsValue, limit: usize) -> Option<usize> {
    let s = value.dyn_ref::<JsString>()?;
    (s.length() as usize > limit).then(|| utf8_length(s) as usize)
}

/// A refusal for size, thrown as review-loop errors are: `BadInput`, code 1.
fn too_large(e: TooLarge) -> JsValue {
    Thrown {
        name: "BadInput",
        message: e.to_string(),
        said: e.to_message(),
        fields: loop_fields(Vec::new()),
    }
    .into()
}

/// The string argument `arg` (`what` in the core's words, e.g. "the rubric") within `limit`
/// bytes and whatever else `fits` checks of it (an artifact's lines).
fn sized(
    arg: &str,
    what: &str,
    value: &JsValue,
    limit: usize,
    fits: fn(&str) -> Result<(), TooLarge>,
) -> Result<String, JsValue> {
    if let Some(found) = over(value, limit) {
        limits::check(what, Unit::Bytes, found, limit).map_err(too_large)?;
    }
    let text = text(arg, value).map_err(Thrown::bad_input)?;
    fits(&text).map_err(too_large)?;
    Ok(text)
}

fn rubric_text(arg: &str, value: &JsValue) -> Result<String, JsValue> {
    sized(
        arg,
        "the rubric",
        value,
        MAX_RUBRIC_BYTES,
        limits::check_rubric,
    )
}

/// The clock of the review loop's history: the core never reads one.
fn now() -> u64 {
    js_sys::Date::now() as u64
}

// ---------- Review loop ----------

/// One review run (review-loop.md): `JuryRun` in JS.
#[wasm_bindgen(skip_typescript)]
pub struct JuryRun {
    run: Run,
}

fn judge(value: &JsValue) -> Result<Judge, JsValue> {
    let name = text("judge", value).map_err(Thrown::bad_input)?;
    Judge::parse_any_case(&name).ok_or_else(|| {
        Thrown::bad_input(format!("judge must be \"A\" or \"B\", got \"{name}\"")).into()
    })
}

#[wasm_bindgen]
impl JuryRun {
    /// `JuryRun.create(config)`.
    #[wasm_bindgen(skip_typescript)]
    pub fn create(config: JsValue) -> Result<JuryRun, JsValue> {
        let what = "JuryRun.create(config)";
        let config: RunConfig =
            input_with(what, config, &[], &[("models", field_names::<Models>())])
                .map_err(Thrown::bad_input)?;
        let run = or_throw(Run::create(config, now()))?;
        Ok(JuryRun { run })
    }

    /// `JuryRun.fromJSON(history)`: a run file as an object or as JSON text (§10).
    #[wasm_bindgen(js_name = fromJSON, skip_typescript)]
    pub fn from_json(history: JsValue) -> Result<JuryRun, JsValue> {
        let run = match history.as_string() {
            Some(json) => Run::from_json(&json),
            None if history.is_object() => json_input("JuryRun.fromJSON(history)", &history)
                .map_err(|message| HistoryError::Json { message })
                .and_then(History::from_value)
                .and_then(Run::from_history),
            None => Err(HistoryError::Json {
                message: format!(
                    "JuryRun.fromJSON takes the run file as an object or a JSON string, got {}",
                    describe(&history)
                ),
            }),
        };
        Ok(JuryRun {
            run: or_throw(run)?,
        })
    }

    #[wasm_bindgen(getter, skip_typescript)]
    pub fn round(&self) -> u32 {
        self.run.round()
    }

    #[wasm_bindgen(getter, skip_typescript)]
    pub fn outcome(&self) -> JsValue {
        self.run
            .outcome()
            .map_or(JsValue::NULL, |o| o.as_str().into())
    }

    /// The judge prompt of the current round; the same for A and B (§5 rule 3, §8).
    #[wasm_bindgen(skip_typescript)]
    pub fn prompt(&self, judge_name: JsValue) -> Result<String, JsValue> {
        judge(&judge_name)?;
        Ok(self.run.prompt())
    }

    #[wasm_bindgen(skip_typescript)]
    pub fn record(&mut self, judge_name: JsValue, reply_text: JsValue) -> Result<JsValue, JsValue> {
        let judge = judge(&judge_name)?;
        if let Some(found) = over(&reply_text, MAX_REPLY_BYTES) {
            or_throw(judge_reply_size(judge, found).map_err(RecordError::TooLarge))?;
        }
        let reply_text =
            text("record(judge, replyText): replyText", &reply_text).map_err(Thrown::bad_input)?;
        output(&or_throw(self.run.record(judge, &reply_text, now()))?)
    }

    #[wasm_bindgen(skip_typescript)]
    pub fn merge(&mut self) -> Result<JsValue, JsValue> {
        output(&or_throw(self.run.merge(now()))?)
    }

    #[wasm_bindgen(skip_typescript)]
    pub fn revise(
        &mut self,
        artifact: JsValue,
        artifact_name: JsValue,
    ) -> Result<JsValue, JsValue> {
        if let Some(found) = over(&artifact, MAX_ARTIFACT_BYTES) {
            let what = revised_artifact(self.run.round() + 1);
            let fits = limits::check(what, Unit::Bytes, found, MAX_ARTIFACT_BYTES);
            or_throw(fits.map_err(ReviseError::TooLarge))?;
        }
        let artifact = text("revise(artifact): artifact", &artifact).map_err(Thrown::bad_input)?;
        let name = match artifact_name.is_undefined() || artifact_name.is_null() {
            true => None,
            false => Some(text("artifactName", &artifact_name).map_err(Thrown::bad_input)?),
        };
        output(&or_throw(self.run.revise(&artifact, name, now()))?)
    }

    #[wasm_bindgen(skip_typescript)]
    pub fn settle(
        &mut self,
        criterion: JsValue,
        result: JsValue,
        note: JsValue,
    ) -> Result<JsValue, JsValue> {
        let criterion = text("criterion", &criterion).map_err(Thrown::bad_input)?;
        let result = text("result", &result).map_err(Thrown::bad_input)?;
        let result = Verdict::parse_any_case(&result).ok_or_else(|| {
            Thrown::bad_input(format!(
                "result must be \"PASS\" or \"FAIL\", got \"{result}\""
            ))
        })?;
        let note = text("note", &note).map_err(Thrown::bad_input)?;
        output(&or_throw(self.run.settle(
            &criterion,
            result,
            &note,
            now(),
        ))?)
    }

    /// The verdict document (§9), `null` until the run is terminal.
    #[wasm_bindgen(skip_typescript)]
    pub fn verdict(&self) -> Result<JsValue, JsValue> {
        output(&self.run.verdict())
    }

    /// The run file (§10); `JSON.stringify(run)` uses it.
    #[wasm_bindgen(js_name = toJSON, skip_typescript)]
    pub fn to_json(&self) -> Result<JsValue, JsValue> {
        output(self.run.history())
    }
}

/// `validateRubric(text)`: the parsed rubric and the linter's hints (review-loop.md §2).
#[wasm_bindgen(js_name = validateRubric, skip_typescript)]
pub fn validate_rubric(rubric: JsValue) -> Result<JsValue, JsValue> {
    #[derive(Serialize)]
    struct Report<'a> {
        #[serde(flatten)]
        rubric: &'a Rubric,
        hints: Vec<RubricHint>,
    }
    let rubric = rubric_text("validateRubric(text): text", &rubric)?;
    let rubric = or_throw(Rubric::parse(&rubric))?;
    output(&Report {
        hints: rubric.hints(),
        rubric: &rubric,
    })
}

/// `validateReply(replyText, rubric)`: the validated reply with its warnings (review-loop.md §3).
#[wasm_bindgen(js_name = validateReply, skip_typescript)]
pub fn validate_reply(reply_text: JsValue, rubric: JsValue) -> Result<JsValue, JsValue> {
    let reply_text = sized(
        "validateReply(replyText, rubric): replyText",
        "the reply",
        &reply_text,
        MAX_REPLY_BYTES,
        |t| limits::reply_size("the reply", t.len()),
    )?;
    let rubric = rubric_text("validateReply(replyText, rubric): rubric", &rubric)?;
    let rubric = or_throw(Rubric::parse(&rubric))?;
    output(&or_throw(reply::parse(&reply_text, &rubric, ""))?)
}

/// `checkQuote(artifact, quote)`: the evidence check of one quote (review-loop.md §4).
#[wasm_bindgen(js_name = checkQuote, skip_typescript)]
pub fn check_quote(artifact: JsValue, quote: JsValue) -> Result<JsValue, JsValue> {
    let artifact = sized(
        "checkQuote(artifact, quote): artifact",
        "the artifact",
        &artifact,
        MAX_ARTIFACT_BYTES,
        |t| limits::check_artifact("the artifact", t),
    )?;
    // A quote is part of a reply: the reply's limit bounds it.
    let quote = sized(
        "checkQuote(artifact, quote): quote",
        "the quote",
        &quote,
        MAX_REPLY_BYTES,
        |t| limits::reply_size("the quote", t.len()),
    )?;
    output(&evidence::check_quote(&artifact, Some(&quote)))
}

/// `replySchema(rubric?)`: the JSON Schema (draft 2020-12) of a reply; with a rubric, its ids
/// are pinned (review-loop.md §3).
#[wasm_bindgen(js_name = replySchema, skip_typescript)]
pub fn reply_schema(rubric: JsValue) -> Result<JsValue, JsValue> {
    let rubric = match rubric.is_undefined() || rubric.is_null() {
        true => None,
        false => {
            let rubric = rubric_text("replySchema(rubric): rubric", &rubric)?;
            Some(or_throw(Rubric::parse(&rubric))?)
        }
    };
    output(&reply::schema(rubric.as_ref()))
}
