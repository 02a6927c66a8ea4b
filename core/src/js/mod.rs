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
//! `JSON.stringify` into a `serde_json::Value` (so `undefined` fields are absent, as in JSON)
//! and are read from it by `de`, whose refusals name the field, what it must be and what it
//! was, in words the core writes (the package's JS passes every message on as it is). Values out:
//! serde-wasm-bindgen's JSON-compatible serializer, so maps become plain objects, numbers stay
//! numbers (NaN included, as upstream's parser has it) and struct fields keep their declaration
//! order: PanelEvents carry upstream's keys in upstream's order.
//!
//! Errors: a JS `Error` whose `name` is the core error's name (`RubricError`, `ReplyError`,
//! `BadInput`, `RunClosed`, `HistoryError`, `MalformedBlockError`, `OversizeBlockError`,
//! `MissingArtifactError`, `TranscriptError`) and whose `message` is the core's message; the
//! fields each engine adds are described in its file. `RangeError` and `TypeError` are real
//! ones. `core/js/errors.js` makes them, branded for `isJuryError`, and with no place but the
//! core's (no engine-set `line`/`column`).

// The command line's wasm (`js-cli` alone) uses none of what the two engines' façades share.
#![cfg_attr(
    not(any(feature = "js-review", feature = "js-critique")),
    allow(dead_code, unused_imports)
)]

use js_sys::Array;
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::message::{Message, ToMessage};

#[cfg(feature = "js-cli")]
mod cli;
#[cfg(feature = "js-critique")]
mod critique;
#[cfg(feature = "js-review")]
mod review;

#[cfg(feature = "js-critique")]
pub use critique::*;
#[cfg(feature = "js-review")]
pub use review::*;

// ---------- Failures on their way to JS ----------

/// A failure about to be thrown: the JS error's name, message, the message as data (its
/// `messageId` and `args`) and extra fields.
struct Thrown {
    name: &'static str,
    message: String,
    said: Message,
    fields: Vec<(&'static str, JsValue)>,
}

impl Thrown {
    /// A wrong value from JS on the Design Jury side: a real `TypeError`.
    fn type_error(message: String) -> Thrown {
        Thrown::argument("TypeError", message, Vec::new())
    }

    /// A wrong JS value the embedder's code passed (not a person's input): `argument.invalid`,
    /// its `detail` the English words, which the core writes for the developer who reads them.
    fn argument(
        name: &'static str,
        message: String,
        fields: Vec<(&'static str, JsValue)>,
    ) -> Thrown {
        Thrown {
            name,
            said: Message::new("argument.invalid").with("detail", message.as_str()),
            message,
            fields,
        }
    }
}

#[wasm_bindgen(module = "/js/errors.js")]
extern "C" {
    /// The JS error of a failure, made and branded by `core/js/errors.js`.
    fn jury_error(name: &str, message: &str) -> JsValue;
}

impl From<Thrown> for JsValue {
    fn from(thrown: Thrown) -> JsValue {
        let error = jury_error(thrown.name, &thrown.message);
        // `{messageId, args}`: plain data, so it converts (a failure would only drop the two).
        if let Ok(said) = output(&thrown.said) {
            js_sys::Object::assign(
                error.unchecked_ref::<js_sys::Object>(),
                said.unchecked_ref::<js_sys::Object>(),
            );
        }
        for (key, value) in thrown.fields {
            // Setting a property on a fresh Error object cannot fail.
            let _ = js_sys::Reflect::set(&error, &key.into(), &value);
        }
        error
    }
}

/// A core error as JS sees it: its `name`, its message (its words, and as data) and its extra
/// fields.
trait CoreError: ToMessage {
    fn name(&self) -> &'static str;
    fn message(&self) -> String;
    fn fields(&self) -> Vec<(&'static str, JsValue)>;
}

impl<E: CoreError> From<E> for Thrown {
    fn from(error: E) -> Thrown {
        Thrown {
            name: error.name(),
            message: error.message(),
            said: error.to_message(),
            fields: error.fields(),
        }
    }
}

/// A core result with its error as the JS error an export throws (for `?` in an export).
fn or_throw<T, E: CoreError>(result: Result<T, E>) -> Result<T, JsValue> {
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

/// A structured argument (an options object, a list …), or a message that names it. An
/// object's keys must be the type's fields: an unknown key is refused with the list of them.
#[cfg(feature = "js-critique")]
fn input<T: DeserializeOwned>(what: &str, value: JsValue) -> Result<T, String> {
    input_with(what, value, &[], &[])
}

/// The field names of the object under a key of an input (`models` of a `RunConfig`).
type Nested<'a> = (&'a str, Option<&'static [&'static str]>);

/// `input`, where `also` names keys the caller reads itself (not fields of `T`), and `nested`
/// the keys whose objects are checked the same way.
fn input_with<T: DeserializeOwned>(
    what: &str,
    value: JsValue,
    also: &[&str],
    nested: &[Nested],
) -> Result<T, String> {
    let data = json_input(what, &value)?;
    check_keys(what, &value, &data, field_names::<T>(), also, nested)?;
    crate::de::read(what, "", &data)
}

/// The key checks of `input_with` (not generic: one copy in the wasm, whatever `T` is).
fn check_keys(
    what: &str,
    value: &JsValue,
    data: &serde_json::Value,
    fields: Option<&[&str]>,
    also: &[&str],
    nested: &[Nested],
) -> Result<(), String> {
    let Some(fields) = fields else {
        return Ok(());
    };
    let serde_json::Value::Object(map) = data else {
        return Err(format!(
            "{what} must be an object with the fields {}, got {}",
            fields.join(", "),
            describe(value)
        ));
    };
    // The object's own keys, not its JSON's: a misspelt callback (a function) is not in JSON.
    let own: Vec<String> = js_sys::Object::keys(value.unchecked_ref::<js_sys::Object>())
        .iter()
        .filter_map(|k| k.as_string())
        .collect();
    known_keys(what, &own, fields, also)?;
    for (key, fields) in nested {
        if let (Some(serde_json::Value::Object(inner)), Some(fields)) = (map.get(*key), fields) {
            let inner: Vec<String> = inner.keys().cloned().collect();
            known_keys(&format!("{what}: `{key}`"), &inner, fields, &[])?;
        }
    }
    Ok(())
}

/// Refuses a key of `map` that is neither one of `fields` nor one of `also`, with the one it
/// probably means (`artefactName` → `artifactName`, `crate::near`) and the known names.
fn known_keys(what: &str, keys: &[String], fields: &[&str], also: &[&str]) -> Result<(), String> {
    let known: Vec<&str> = fields.iter().chain(also).copied().collect();
    let Some(key) = keys.iter().find(|k| !known.contains(&k.as_str())) else {
        return Ok(());
    };
    let near = crate::near::probable(key, &known)
        .map(|name| format!("; did you mean `{name}`?"))
        .unwrap_or_else(|| ".".into());
    Err(format!(
        "{what}: `{key}` is not a field here{near} The fields are {}.",
        known.join(", ")
    ))
}

/// The field names of a struct `T` as serde reads it (renamed), `None` for anything else.
fn field_names<T: DeserializeOwned>() -> Option<&'static [&'static str]> {
    T::deserialize(FieldNames).err().and_then(|names| names.0)
}

/// A deserializer that reads nothing: it only hears the field names a struct asks for.
struct FieldNames;

#[derive(Debug)]
struct Heard(Option<&'static [&'static str]>);

impl std::fmt::Display for Heard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("field names")
    }
}

impl std::error::Error for Heard {}

impl serde::de::Error for Heard {
    fn custom<M: std::fmt::Display>(_: M) -> Self {
        Heard(None)
    }
}

impl<'de> serde::Deserializer<'de> for FieldNames {
    type Error = Heard;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, Heard> {
        Err(Heard(None))
    }

    fn deserialize_struct<V: serde::de::Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Heard> {
        Err(Heard(Some(fields)))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier
        ignored_any
    }
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
