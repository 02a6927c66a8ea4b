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

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{
    describe, field_names, input_with, json_input, or_throw, output, text, CoreError, Thrown,
};
use crate::review::evidence;
use crate::review::history::{History, HistoryError, Models, RunConfig};
use crate::review::judge::{Judge, Verdict};
use crate::review::reply::{self, ReplyError};
use crate::review::rubric::{Rubric, RubricError};
use crate::review::run::{CreateError, MergeError, RecordError, ReviseError, Run, SettleError};
use serde::Serialize;

impl Thrown {
    /// A wrong value from JS on the review-loop side: `BadInput`, code 1.
    fn bad_input(message: String) -> Thrown {
        Thrown {
            name: "BadInput",
            message,
            fields: loop_fields(Vec::new()),
        }
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
// The heavy calls work in time linear in their text, but a text of tens of megabytes still
// holds the calling thread for seconds: past these sizes (in UTF-16 code units, JS's `.length`)
// a call is refused before any work, with a `BadInput` that says the limit. They are the
// package's own, documented in its `.d.ts`; a browser page with large inputs calls from a Worker.

/// The largest artifact: 8 Mi code units (a 5 MB HTML page fits).
pub const MAX_ARTIFACT: u32 = 8 << 20;
/// The largest rubric: 64 Ki code units (a rubric has 3 to 6 criteria).
pub const MAX_RUBRIC: u32 = 64 << 10;
/// The largest pasted reply, or quote: 1 Mi code units.
pub const MAX_REPLY: u32 = 1 << 20;

/// A string argument of at most `max` UTF-16 code units, checked before it is copied.
fn bounded(what: &str, value: &JsValue, max: u32) -> Result<String, JsValue> {
    if let Some(s) = value.dyn_ref::<js_sys::JsString>() {
        if s.length() > max {
            return Err(too_long(what, s.length() as usize, max));
        }
    }
    text(what, value).map_err(|m| Thrown::bad_input(m).into())
}

fn too_long(what: &str, length: usize, max: u32) -> JsValue {
    Thrown::bad_input(format!(
        "{what} is {length} characters long; jury-core takes at most {max} (JS string length). Pass a shorter text, e.g. the part under review."
    ))
    .into()
}

/// Every text of a run's config within its bound.
fn config_bounds(what: &str, config: &RunConfig) -> Result<(), JsValue> {
    for (field, value, max) in [
        ("artifact", &config.artifact, MAX_ARTIFACT),
        ("rubric", &config.rubric, MAX_RUBRIC),
    ] {
        // UTF-8 bytes bound the code units from above: count only when it could be over.
        if value.len() > max as usize {
            let length = value.encode_utf16().count();
            if length > max as usize {
                return Err(too_long(&format!("{what}: `{field}`"), length, max));
            }
        }
    }
    Ok(())
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
        config_bounds(what, &config)?;
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
        let reply_text = bounded(
            "record(judge, replyText): replyText",
            &reply_text,
            MAX_REPLY,
        )?;
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
        let artifact = bounded("revise(artifact): artifact", &artifact, MAX_ARTIFACT)?;
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
        hints: Vec<String>,
    }
    let rubric = bounded("validateRubric(text): text", &rubric, MAX_RUBRIC)?;
    let rubric = or_throw(Rubric::parse(&rubric))?;
    output(&Report {
        hints: rubric.hints(),
        rubric: &rubric,
    })
}

/// `validateReply(replyText, rubric)`: the validated reply with its warnings (review-loop.md §3).
#[wasm_bindgen(js_name = validateReply, skip_typescript)]
pub fn validate_reply(reply_text: JsValue, rubric: JsValue) -> Result<JsValue, JsValue> {
    let reply_text = bounded(
        "validateReply(replyText, rubric): replyText",
        &reply_text,
        MAX_REPLY,
    )?;
    let rubric = bounded(
        "validateReply(replyText, rubric): rubric",
        &rubric,
        MAX_RUBRIC,
    )?;
    let rubric = or_throw(Rubric::parse(&rubric))?;
    output(&or_throw(reply::parse(&reply_text, &rubric, ""))?)
}

/// `checkQuote(artifact, quote)`: the evidence check of one quote (review-loop.md §4).
#[wasm_bindgen(js_name = checkQuote, skip_typescript)]
pub fn check_quote(artifact: JsValue, quote: JsValue) -> Result<JsValue, JsValue> {
    let artifact = bounded(
        "checkQuote(artifact, quote): artifact",
        &artifact,
        MAX_ARTIFACT,
    )?;
    let quote = bounded("checkQuote(artifact, quote): quote", &quote, MAX_REPLY)?;
    output(&evidence::check_quote(&artifact, Some(&quote)))
}

/// `replySchema(rubric?)`: the JSON Schema (draft 2020-12) of a reply; with a rubric, its ids
/// are pinned (review-loop.md §3).
#[wasm_bindgen(js_name = replySchema, skip_typescript)]
pub fn reply_schema(rubric: JsValue) -> Result<JsValue, JsValue> {
    let rubric = match rubric.is_undefined() || rubric.is_null() {
        true => None,
        false => {
            let rubric = bounded("replySchema(rubric): rubric", &rubric, MAX_RUBRIC)?;
            Some(or_throw(Rubric::parse(&rubric))?)
        }
    };
    output(&reply::schema(rubric.as_ref()))
}
