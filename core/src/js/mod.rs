//! The wasm-bindgen façade: jury-core as a JS/TS package (`docs/js-api.md`).
//!
//! One file per engine, each behind its cargo feature, so the package can ship a wasm per
//! engine: `review` (feature `js-review`, the review loop's exports) and `critique` (feature
//! `js-critique`, the Design Jury's); feature `js` is both. This file holds what both share:
//! the thrown errors, the JS value conversions. `cargo xtask pkg` builds the three wasm files
//! and the package around them (the `init()` guard and the Node entries are JS, in `core/js/`).
//!
//! What it owns: the JS names of the exports; turning JS values into core inputs and core
//! results into plain JS values; turning core errors into thrown JS `Error`s; splitting JS
//! string chunks on UTF-16 boundaries the core can take. The declarations are hand-written
//! beside each file (`shared.d.ts`, `review.d.ts`, `critique.d.ts`; every binding is
//! `skip_typescript`), and `cargo xtask pkg` joins them per entry.
//!
//! What it never does: decide anything. Every rule, parser, score, default and message lives
//! in the core; each export converts its arguments, calls the core once, converts the result.
//! It never panics on input (the release profile aborts on panic, which JS sees as an
//! `unreachable` trap): every JS value is checked, and a wrong one is a typed error.
//!
//! Values in: strings are checked with `as_string`; structured arguments go through
//! `JSON.stringify` and `serde_json` (so `undefined` fields are absent, as in JSON, and each
//! input type has one deserializer, shared with the core's own JSON paths — this keeps the
//! wasm smaller than a second, serde-wasm-bindgen, instantiation per type). Values out:
//! serde-wasm-bindgen's JSON-compatible serializer, so maps become plain objects, numbers stay
//! numbers (NaN included, as upstream's parser has it) and struct fields keep their declaration
//! order: PanelEvents carry upstream's keys in upstream's order.
//!
//! Errors: a JS `Error` whose `name` is the core error's name (`RubricError`, `ReplyError`,
//! `BadInput`, `RunClosed`, `HistoryError`, `MalformedBlockError`, `OversizeBlockError`,
//! `MissingArtifactError`, `TranscriptError`) and whose `message` is the core's message; the
//! fields each engine adds are described in its file. `RangeError` and `TypeError` are real
//! ones.

use js_sys::Array;
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[cfg(feature = "js-critique")]
mod critique;
#[cfg(feature = "js-review")]
mod review;

#[cfg(feature = "js-critique")]
pub use critique::*;
#[cfg(feature = "js-review")]
pub use review::*;

// ---------- Failures on their way to JS ----------

/// A failure about to be thrown: the JS error's name, message and extra fields.
struct Thrown {
    name: &'static str,
    message: String,
    fields: Vec<(&'static str, JsValue)>,
}

impl Thrown {
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

/// A core error as JS sees it: its `name`, its message and its extra fields.
trait CoreError {
    fn name(&self) -> &'static str;
    fn message(&self) -> String;
    fn fields(&self) -> Vec<(&'static str, JsValue)>;
}

impl<E: CoreError> From<E> for Thrown {
    fn from(error: E) -> Thrown {
        Thrown {
            name: error.name(),
            message: error.message(),
            fields: error.fields(),
        }
    }
}

/// Converts a core result for `?` in an export.
fn core<T, E: CoreError>(result: Result<T, E>) -> Result<T, JsValue> {
    result.map_err(|e| Thrown::from(e).into())
}

// ---------- JS values in and out ----------

/// Describes a JS value for an error message ("a number", "undefined", …).
fn describe(value: &JsValue) -> String {
    if value.is_null() {
        "null".into()
    } else if value.is_undefined() {
        "undefined".into()
    } else if Array::is_array(value) {
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

/// A JS value as JSON data, the way `JSON.stringify` sees it (`undefined` fields are absent).
fn json_value(value: &JsValue) -> Option<serde_json::Value> {
    let text = js_sys::JSON::stringify(value).ok()?.as_string()?;
    serde_json::from_str(&text).ok()
}

/// A JSON argument as a value, or a message that names it.
fn json_input(what: &str, value: &JsValue) -> Result<serde_json::Value, String> {
    json_value(value).ok_or_else(|| format!("{what} must be JSON data, got {}", describe(value)))
}

/// A structured argument (an options object, a list …), or a message that names it.
fn input<T: DeserializeOwned>(what: &str, value: JsValue) -> Result<T, String> {
    let data = json_input(what, &value)?;
    // From `&Value`, as the core's own readers (history) do: a type read by both is
    // instantiated once.
    T::deserialize(&data).map_err(|e| format!("{what}: {e}"))
}

/// A core result as a plain JS value (objects, arrays, numbers; never a `Map` or a BigInt).
fn output<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(not_converted)
}

/// The error of `output`, outside it: one copy, not one per type converted.
fn not_converted(e: serde_wasm_bindgen::Error) -> JsValue {
    Thrown::type_error(format!("cannot convert a result to JS: {e}")).into()
}
