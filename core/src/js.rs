//! The wasm-bindgen façade: jury-core as a JS/TS package (`../shared/spec/js-api.md`).
//!
//! What it owns: the JS names of the exports, the conversion of JS values into core inputs and of
//! core results into plain JS objects (serde-wasm-bindgen, JSON-compatible: maps become objects,
//! struct fields keep their declaration order, so PanelEvents keep upstream's key order), the
//! conversion of core errors into thrown JS `Error`s, and the hand-written `.d.ts` (the
//! `typescript_custom_section` below; every binding is `skip_typescript`, so the declarations
//! are exactly the contract's).
//!
//! What it never does: decide anything. Every rule, parser, score and message lives in the core;
//! each export deserializes, calls, serializes. It never panics on input (the release profile
//! aborts on panic, which would be an `unreachable` trap in JS): every JS value is checked and
//! a wrong one is a typed error (`BadInput`, code 1, on the review-loop side; `TypeError` on the
//! Design Jury side).
//!
//! The clock: the core never reads it. Where the core needs a time (the review loop's history
//! records when a run was created, a reply recorded, an artifact revised, a dispute settled),
//! the façade passes `Date.now()` (milliseconds since the epoch).
//!
//! Errors: a JS `Error` whose `name` is the core error's name (`RubricError`, `ReplyError`,
//! `BadInput`, `RunClosed`, `HistoryError`, `MalformedBlockError`, `OversizeBlockError`,
//! `MissingArtifactError`) and whose `message` is the core's message; review-loop errors carry
//! `code: 1` (BAD_INPUT) plus `line`/`column`/`criterion` when the core knows them; parser
//! errors carry `position` (a number, or `null` when the core has none). `configFromEnv` throws
//! a real `RangeError`, wrong argument types on the Design Jury side a real `TypeError`.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::evidence;
use crate::reply::{self, ReplyError};
use crate::rubric::{Rubric, RubricError};

#[wasm_bindgen(typescript_custom_section)]
const TS_API: &str = include_str!("js.d.ts");

// ---------- Failures on their way to JS ----------

/// A failure about to be thrown: the JS error's name, message and extra fields.
struct Thrown {
    name: &'static str,
    message: String,
    fields: Vec<(&'static str, JsValue)>,
}

impl Thrown {
    /// A wrong value from JS on the review-loop side: `BadInput`, code 1.
    fn bad_input(message: String) -> Thrown {
        Thrown {
            name: "BadInput",
            message,
            fields: loop_fields([]),
        }
    }

    /// A wrong value from JS on the Design Jury side: a real `TypeError`.
    fn type_error(message: String) -> Thrown {
        Thrown {
            name: "TypeError",
            message,
            fields: Vec::new(),
        }
    }
}

impl From<Thrown> for JsValue {
    fn from(thrown: Thrown) -> JsValue {
        let error: js_sys::Error = match thrown.name {
            "RangeError" => js_sys::RangeError::new(&thrown.message).into(),
            "TypeError" => js_sys::TypeError::new(&thrown.message).into(),
            name => {
                let error = js_sys::Error::new(&thrown.message);
                error.set_name(name);
                error
            }
        };
        for (key, value) in thrown.fields {
            // Setting a property on a fresh Error object cannot fail.
            let _ = js_sys::Reflect::set(&error, &key.into(), &value);
        }
        error.into()
    }
}

/// A core error as JS sees it: its `name`, its message (`Display`) and its extra fields.
trait CoreError: std::fmt::Display {
    fn name(&self) -> &'static str;
    fn fields(&self) -> Vec<(&'static str, JsValue)>;
}

impl<E: CoreError> From<E> for Thrown {
    fn from(error: E) -> Thrown {
        Thrown {
            name: error.name(),
            message: error.to_string(),
            fields: error.fields(),
        }
    }
}

/// The fields of a review-loop error: `code: 1` and what the core knows of the place.
fn loop_fields<const N: usize>(
    known: [(&'static str, Option<JsValue>); N],
) -> Vec<(&'static str, JsValue)> {
    let known = known.into_iter().filter_map(|(key, v)| v.map(|v| (key, v)));
    std::iter::once(("code", JsValue::from(1)))
        .chain(known)
        .collect()
}

/// A 1-based line or column as a JS number.
fn place(n: usize) -> JsValue {
    JsValue::from(n as f64)
}

impl CoreError for RubricError {
    fn name(&self) -> &'static str {
        RubricError::name(self)
    }
    fn fields(&self) -> Vec<(&'static str, JsValue)> {
        loop_fields([("line", self.line().map(place))])
    }
}

impl CoreError for ReplyError {
    fn name(&self) -> &'static str {
        ReplyError::name(self)
    }
    fn fields(&self) -> Vec<(&'static str, JsValue)> {
        let (line, column) = self.place().unzip();
        loop_fields([
            ("line", line.map(place)),
            ("column", column.map(place)),
            ("criterion", self.criterion().map(JsValue::from)),
        ])
    }
}

// ---------- JS values in and out ----------

/// Describes a JS value for an error message ("a number", "undefined", …).
fn describe(value: &JsValue) -> String {
    if value.is_null() {
        "null".into()
    } else if value.is_undefined() {
        "undefined".into()
    } else if js_sys::Array::is_array(value) {
        "an array".into()
    } else {
        format!("a {}", value.js_typeof().as_string().unwrap_or_default())
    }
}

/// A string argument, or a message that names it.
fn text(what: &str, value: &JsValue) -> Result<String, String> {
    value
        .as_string()
        .ok_or_else(|| format!("{what} must be a string, got {}", describe(value)))
}

/// A number argument, or a message that names it.
fn number(what: &str, value: &JsValue) -> Result<f64, String> {
    value
        .as_f64()
        .ok_or_else(|| format!("{what} must be a number, got {}", describe(value)))
}

/// A structured argument (an options object, a list …), or a message that names it.
fn input<T: DeserializeOwned>(what: &str, value: JsValue) -> Result<T, String> {
    serde_wasm_bindgen::from_value(value).map_err(|e| format!("{what}: {e}"))
}

/// A core result as a plain JS value (objects, arrays, numbers; never a `Map` or a BigInt).
fn output<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| Thrown::type_error(format!("cannot convert a result to JS: {e}")).into())
}

// ---------- Review loop ----------

/// `validateRubric(text)`: the parsed rubric and the linter's hints (review-loop.md §2).
#[wasm_bindgen(js_name = validateRubric, skip_typescript)]
pub fn validate_rubric(text_value: JsValue) -> Result<JsValue, JsValue> {
    #[derive(Serialize)]
    struct Report<'a> {
        #[serde(flatten)]
        rubric: &'a Rubric,
        hints: Vec<String>,
    }
    let rubric_text = text("validateRubric(text): text", &text_value).map_err(Thrown::bad_input)?;
    let rubric = Rubric::parse(&rubric_text).map_err(Thrown::from)?;
    output(&Report {
        hints: rubric.hints(),
        rubric: &rubric,
    })
}

/// `checkQuote(artifact, quote)`: the evidence check of one quote (review-loop.md §4).
#[wasm_bindgen(js_name = checkQuote, skip_typescript)]
pub fn check_quote(artifact: JsValue, quote: JsValue) -> Result<JsValue, JsValue> {
    let artifact =
        text("checkQuote(artifact, quote): artifact", &artifact).map_err(Thrown::bad_input)?;
    let quote = text("checkQuote(artifact, quote): quote", &quote).map_err(Thrown::bad_input)?;
    output(&evidence::check_quote(&artifact, Some(&quote)))
}

/// `validateReply(replyText, rubric)`: the validated reply with its warnings (review-loop.md §3).
#[wasm_bindgen(js_name = validateReply, skip_typescript)]
pub fn validate_reply(reply_text: JsValue, rubric: JsValue) -> Result<JsValue, JsValue> {
    let reply_text = text("validateReply(replyText, rubric): replyText", &reply_text)
        .map_err(Thrown::bad_input)?;
    let rubric =
        text("validateReply(replyText, rubric): rubric", &rubric).map_err(Thrown::bad_input)?;
    let rubric = Rubric::parse(&rubric).map_err(Thrown::from)?;
    output(&reply::parse(&reply_text, &rubric, "").map_err(Thrown::from)?)
}

/// `replySchema(rubric?)`: the JSON Schema (draft 2020-12) of a reply; with a rubric, its ids
/// are pinned (review-loop.md §3).
#[wasm_bindgen(js_name = replySchema, skip_typescript)]
pub fn reply_schema(rubric: JsValue) -> Result<JsValue, JsValue> {
    let rubric = match rubric.is_undefined() || rubric.is_null() {
        true => None,
        false => {
            let rubric = text("replySchema(rubric): rubric", &rubric).map_err(Thrown::bad_input)?;
            Some(Rubric::parse(&rubric).map_err(Thrown::from)?)
        }
    };
    output(&reply::schema(rubric.as_ref()))
}
