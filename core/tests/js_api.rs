//! API tests of the wasm-bindgen façade (`jury_core::js`), run in Node by
//! `wasm-bindgen-test-runner`:
//! `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner cargo test -p jury-core --features js --target wasm32-unknown-unknown --test js_api`
//! Each export is called as JS would call it (with `JsValue`s, bad ones included) and its result
//! or thrown error is inspected the way JS sees it.
#![cfg(all(target_arch = "wasm32", feature = "js"))]

use js_sys::{Array, Reflect};
use jury_core::js;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

/// `value[key]`.
fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

/// `JSON.stringify(value)`.
fn json(value: &JsValue) -> String {
    js_sys::JSON::stringify(value)
        .map(String::from)
        .unwrap_or_default()
}

/// The JS object of a JSON text.
fn obj(text: &str) -> JsValue {
    js_sys::JSON::parse(text).expect("test JSON")
}

/// The thrown error of a failed call: checks it is an `Error` with this name, returns it.
fn throws(result: Result<impl std::fmt::Debug, JsValue>, name: &str) -> JsValue {
    let error = result.expect_err("expected a throw");
    assert!(
        error.is_instance_of::<js_sys::Error>(),
        "an Error: {error:?}"
    );
    assert_eq!(
        get(&error, "name").as_string().as_deref(),
        Some(name),
        "{}",
        get(&error, "message").as_string().unwrap_or_default()
    );
    let message = get(&error, "message").as_string().unwrap_or_default();
    assert!(
        message.len() > 10,
        "a message that says what to do: {message:?}"
    );
    error
}

const RUBRIC: &str = "# Release notes\n- facts: every claim matches the diff and package.json\n- complete: every user-visible change is listed\n- plain: no jargon is left unexplained\n";

#[wasm_bindgen_test]
fn validate_rubric_gives_criteria_and_hints() {
    let report = js::validate_rubric(s(RUBRIC)).unwrap();
    assert_eq!(
        get(&report, "title").as_string().as_deref(),
        Some("Release notes")
    );
    let criteria: Array = get(&report, "criteria").dyn_into().unwrap();
    assert_eq!(criteria.length(), 3);
    assert_eq!(
        get(&criteria.get(0), "id").as_string().as_deref(),
        Some("facts")
    );
    assert!(Array::is_array(&get(&report, "hints")));
}

#[wasm_bindgen_test]
fn rubric_errors_carry_code_and_line() {
    let error = throws(
        js::validate_rubric(s("- a: one\n- b: two\nnot a criterion\n")),
        "RubricError",
    );
    assert_eq!(get(&error, "code").as_f64(), Some(1.0));
    assert_eq!(get(&error, "line").as_f64(), Some(3.0));
    let few = throws(js::validate_rubric(s("- a: one\n")), "RubricError");
    assert!(get(&few, "line").is_undefined());
}

#[wasm_bindgen_test]
fn check_quote_reports_the_place() {
    let evidence = js::check_quote(
        s("# v2\n\n- Requires Node 20 or newer.\n"),
        s("Requires Node 20 or newer"),
    )
    .unwrap();
    assert_eq!(json(&evidence), r#"{"status":"found","line":3,"column":3}"#);
    let short = js::check_quote(s("anything"), s("Node 20")).unwrap();
    assert_eq!(json(&short), r#"{"status":"too_short"}"#);
}

#[wasm_bindgen_test]
fn review_loop_bad_js_values_are_bad_input() {
    for value in [
        JsValue::UNDEFINED,
        JsValue::NULL,
        JsValue::from(42),
        obj("{}"),
        obj("[]"),
    ] {
        let error = throws(js::validate_rubric(value.clone()), "BadInput");
        assert_eq!(get(&error, "code").as_f64(), Some(1.0));
        throws(
            js::check_quote(value.clone(), s("a quote of some length")),
            "BadInput",
        );
        throws(js::check_quote(s("artifact"), value), "BadInput");
    }
}

#[wasm_bindgen_test]
fn validate_reply_and_its_errors() {
    let reply = r#"Sure: {"criteria":[{"id":"facts","verdict":"fail","reason":"Node 20 is wrong."},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"Pass"}]}"#;
    let report = js::validate_reply(s(reply), s(RUBRIC)).unwrap();
    let criteria: Array = get(&report, "criteria").dyn_into().unwrap();
    assert_eq!(get(&criteria.get(0), "verdict").as_string().as_deref(), Some("FAIL"));
    let syntax = throws(js::validate_reply(s("{\n  \"criteria\": [,]\n}"), s(RUBRIC)), "ReplyError");
    assert_eq!(get(&syntax, "code").as_f64(), Some(1.0));
    assert_eq!(get(&syntax, "line").as_f64(), Some(2.0));
    assert!(get(&syntax, "column").as_f64().is_some());
    let unknown = r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"other","verdict":"PASS"}]}"#;
    let error = throws(js::validate_reply(s(unknown), s(RUBRIC)), "ReplyError");
    assert_eq!(get(&error, "criterion").as_string().as_deref(), Some("other"));
    throws(js::validate_reply(s("{}"), s("- a: one\n")), "RubricError");
    throws(js::validate_reply(JsValue::UNDEFINED, s(RUBRIC)), "BadInput");
    throws(js::validate_reply(s("{}"), JsValue::from(3)), "BadInput");
}

#[wasm_bindgen_test]
fn reply_schema_is_a_plain_object() {
    let schema = js::reply_schema(JsValue::UNDEFINED).unwrap();
    assert_eq!(js_sys::Object::get_prototype_of(&schema), js_sys::Object::prototype().into());
    assert_eq!(get(&schema, "$schema").as_string().as_deref(), Some("https://json-schema.org/draft/2020-12/schema"));
    let pinned = js::reply_schema(s(RUBRIC)).unwrap();
    assert!(json(&pinned).contains("\"complete\""));
    throws(js::reply_schema(JsValue::from(1)), "BadInput");
}
