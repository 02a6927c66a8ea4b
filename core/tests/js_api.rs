//! API tests of the wasm-bindgen façade (`jury_core::js`), run in Node by
//! `wasm-bindgen-test-runner`:
//! `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner cargo test -p jury-core --features js --target wasm32-unknown-unknown --test js_api`
//! Each export is called as JS would call it (with `JsValue`s, bad ones included) and its result
//! or thrown error is inspected the way JS sees it.
#![cfg(all(target_arch = "wasm32", feature = "js"))]

use js_sys::{Array, Reflect};
use jury_core::js::{self, CritiqueParser, CritiqueSession, JuryRun};
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
fn throws<T>(result: Result<T, JsValue>, name: &str) -> JsValue {
    let Err(error) = result else {
        panic!("expected a throw of {name}");
    };
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
    assert_eq!(
        json(&evidence),
        r#"{"status":"found","line":3,"column":3,"length":25}"#
    );
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
    assert_eq!(
        get(&criteria.get(0), "verdict").as_string().as_deref(),
        Some("FAIL")
    );
    let syntax = throws(
        js::validate_reply(s("{\n  \"criteria\": [,]\n}"), s(RUBRIC)),
        "ReplyError",
    );
    assert_eq!(get(&syntax, "code").as_f64(), Some(1.0));
    assert_eq!(get(&syntax, "line").as_f64(), Some(2.0));
    assert!(get(&syntax, "column").as_f64().is_some());
    let unknown = r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"other","verdict":"PASS"}]}"#;
    let error = throws(js::validate_reply(s(unknown), s(RUBRIC)), "ReplyError");
    assert_eq!(
        get(&error, "criterion").as_string().as_deref(),
        Some("other")
    );
    throws(js::validate_reply(s("{}"), s("- a: one\n")), "RubricError");
    throws(
        js::validate_reply(JsValue::UNDEFINED, s(RUBRIC)),
        "BadInput",
    );
    throws(js::validate_reply(s("{}"), JsValue::from(3)), "BadInput");
}

#[wasm_bindgen_test]
fn reply_schema_is_a_plain_object() {
    let schema = js::reply_schema(JsValue::UNDEFINED).unwrap();
    assert_eq!(
        js_sys::Object::get_prototype_of(&schema),
        js_sys::Object::get_prototype_of(&js_sys::Object::new().into())
    );
    assert_eq!(
        get(&schema, "$schema").as_string().as_deref(),
        Some("https://json-schema.org/draft/2020-12/schema")
    );
    let pinned = js::reply_schema(s(RUBRIC)).unwrap();
    assert!(json(&pinned).contains("\"complete\""));
    throws(js::reply_schema(JsValue::from(1)), "BadInput");
}

/// A judge reply for [`RUBRIC`]: `facts` as given, the two others PASS.
fn reply(facts: &str) -> JsValue {
    s(&format!(
        r#"{{"criteria":[{{"id":"facts",{facts}}},{{"id":"complete","verdict":"PASS"}},{{"id":"plain","verdict":"PASS"}}]}}"#
    ))
}

const FAIL_FACTS: &str = r#""verdict":"FAIL","reason":"Node 20 is wrong.","quote":"Requires Node 20 or newer","fix":"Say 22.18.""#;
const PASS_FACTS: &str = r#""verdict":"PASS","reason":"Matches.""#;

fn new_run() -> JuryRun {
    let config = obj(&format!(
        r#"{{"name":"notes","rubric":{},"artifact":"- Requires Node 20 or newer.\n","artifactName":"draft.md"}}"#,
        serde_json::to_string(RUBRIC).unwrap()
    ));
    JuryRun::create(config).expect("a valid run")
}

fn outcome(report: &JsValue) -> (String, f64) {
    (
        get(report, "outcome").as_string().unwrap_or_default(),
        get(report, "code").as_f64().unwrap_or(-1.0),
    )
}

#[wasm_bindgen_test]
fn jury_run_walk_through() {
    let mut run = new_run();
    assert_eq!(run.round(), 1);
    assert!(run.outcome().is_null());
    let prompt = run.prompt(s("A")).unwrap();
    assert_eq!(run.prompt(s("B")).unwrap(), prompt);
    let record = run.record(s("A"), reply(FAIL_FACTS)).unwrap();
    assert_eq!(
        json(&get(&get(&get(&record, "criteria"), "0"), "evidence")),
        r#"{"status":"found","line":1,"column":3,"length":25}"#
    );
    assert_eq!(outcome(&run.merge().unwrap()), ("FIX".into(), 2.0));
    let revised = run
        .revise(s("- Requires Node 22.18 or newer.\n"), JsValue::UNDEFINED)
        .unwrap();
    assert_eq!(get(&revised, "round").as_f64(), Some(2.0));
    run.record(s("A"), reply(PASS_FACTS)).unwrap();
    assert_eq!(outcome(&run.merge().unwrap()), ("NEED_B".into(), 5.0));
    // Judge B's own words: the same JSON as A's would be refused (review-loop.md §6).
    run.record(
        s("b"),
        reply(r#""verdict":"PASS","reason":"Checked it myself.""#),
    )
    .unwrap();
    let done = run.merge().unwrap();
    assert_eq!(outcome(&done), ("PASS".into(), 0.0));
    assert_eq!(json(&get(&done, "fixedSince")), r#"["facts"]"#);
    assert_eq!(run.outcome().as_string().as_deref(), Some("PASS"));
    let verdict = run.verdict().unwrap();
    assert_eq!(
        get(&verdict, "schema").as_string().as_deref(),
        Some("jury.verdict/1")
    );
    let error = throws(run.record(s("A"), reply(PASS_FACTS)), "RunClosed");
    assert_eq!(get(&error, "code").as_f64(), Some(1.0));
}

#[wasm_bindgen_test]
fn jury_run_dispute_settle_and_replay() {
    let mut run = new_run();
    run.record(s("A"), reply(FAIL_FACTS)).unwrap();
    run.merge().unwrap();
    run.revise(s("- Requires Node 22.18 or newer.\n"), s("draft-2.md"))
        .unwrap();
    run.record(s("A"), reply(PASS_FACTS)).unwrap();
    run.record(
        s("B"),
        reply(r#""verdict":"FAIL","reason":"Still doubtful.""#),
    )
    .unwrap();
    assert_eq!(outcome(&run.merge().unwrap()), ("DISPUTED".into(), 3.0));
    throws(run.settle(s("facts"), s("MAYBE"), s("note")), "BadInput");
    throws(run.settle(s("plain"), s("PASS"), s("note")), "BadInput");
    assert_eq!(
        outcome(&run.settle(s("facts"), s("PASS"), s("Checked.")).unwrap()),
        ("PASS".into(), 0.0)
    );

    let history = run.to_json().unwrap();
    let text = json(&history);
    let from_object = JuryRun::from_json(history).unwrap();
    let from_text = JuryRun::from_json(s(&text)).unwrap();
    for copy in [from_object, from_text] {
        assert_eq!(copy.round(), 2);
        assert_eq!(copy.outcome().as_string().as_deref(), Some("PASS"));
        assert_eq!(json(&copy.to_json().unwrap()), text);
    }
}

#[wasm_bindgen_test]
fn jury_run_bad_inputs_are_typed() {
    let rubric = serde_json::to_string(RUBRIC).unwrap();
    for config in [
        JsValue::UNDEFINED,
        JsValue::NULL,
        s("notes"),
        obj("{}"),
        obj(&format!(r#"{{"name":"x","rubric":{rubric}}}"#)),
        obj(&format!(r#"{{"name":"x","rubric":{rubric},"artifact":7}}"#)),
        obj(&format!(
            r#"{{"name":"x","rubric":{rubric},"artifact":"t","rounds":"3"}}"#
        )),
        obj(&format!(
            r#"{{"name":"x","rubric":{rubric},"artifact":"t","rounds":2.5}}"#
        )),
        obj(&format!(
            r#"{{"name":"x","rubric":{rubric},"artifact":"t","rounds":11}}"#
        )),
        obj(&format!(
            r#"{{"name":"","rubric":{rubric},"artifact":"t"}}"#
        )),
    ] {
        let error = throws(JuryRun::create(config), "BadInput");
        assert_eq!(get(&error, "code").as_f64(), Some(1.0));
    }
    let error = throws(
        JuryRun::create(obj(
            r#"{"name":"x","rubric":"- a: b\nnope\n","artifact":"t"}"#,
        )),
        "RubricError",
    );
    assert_eq!(get(&error, "line").as_f64(), Some(2.0));
    for history in [
        JsValue::UNDEFINED,
        JsValue::from(1),
        s("{"),
        obj(r#"{"schema":"jury.run/9","entries":[]}"#),
        obj("[]"),
    ] {
        throws(JuryRun::from_json(history), "HistoryError");
    }
    let mut run = new_run();
    throws(run.merge(), "BadInput");
    throws(run.prompt(JsValue::UNDEFINED), "BadInput");
    throws(run.prompt(s("C")), "BadInput");
    throws(run.record(s("A"), JsValue::NULL), "BadInput");
    let syntax = throws(
        run.record(s("A"), s("{\n \"criteria\": [,]\n}")),
        "ReplyError",
    );
    assert_eq!(get(&syntax, "line").as_f64(), Some(2.0));
    let missing = throws(
        run.record(s("A"), reply(r#""verdict":"FAIL""#)),
        "ReplyError",
    );
    assert_eq!(
        get(&missing, "criterion").as_string().as_deref(),
        Some("facts")
    );
    throws(run.revise(s("new"), JsValue::UNDEFINED), "BadInput");
    throws(run.revise(JsValue::from(3), JsValue::UNDEFINED), "BadInput");
    assert_eq!(run.round(), 1, "refusals change nothing");
}

const SPEC_EXAMPLE: &str = include_str!("fixtures/open-design-v1/spec-example.txt");

fn options(extra: &str) -> JsValue {
    obj(&format!(
        r#"{{"runId":"t","adapter":"test","projectId":"p1","artifactId":"a1"{extra}}}"#
    ))
}

/// Every event's `JSON.stringify`, in order.
fn lines(events: &JsValue) -> Vec<String> {
    Array::from(events).iter().map(|e| json(&e)).collect()
}

#[wasm_bindgen_test]
fn critique_parser_events_and_artifact() {
    let artifacts = Array::new();
    let on_artifact = js_sys::Function::new_with_args("a", "this.push(a)").bind0(&artifacts);
    let options = options("");
    js_sys::Reflect::set(&options, &"onArtifact".into(), &on_artifact).unwrap();
    let mut parser = CritiqueParser::new(options).unwrap();
    let mut events = Vec::new();
    // As the JS front calls it: the stream so far as a JS string, whose texts the events cut.
    let mut source = String::new();
    for chunk in SPEC_EXAMPLE.as_bytes().chunks(64) {
        let chunk = std::str::from_utf8(chunk).unwrap();
        source.push_str(chunk);
        events.extend(lines(&parser.push(s(chunk), s(&source), 0.0).unwrap()));
    }
    events.extend(lines(&parser.finish(s(&source), 0.0).unwrap()));
    let expected: Vec<&str> = include_str!("fixtures/open-design-v1/expected/spec-example.ndjson")
        .lines()
        .filter(|l| l.starts_with("{\"type\":\"") && !l.starts_with("{\"type\":\"__"))
        .collect();
    assert_eq!(events, expected);
    assert_eq!(artifacts.length(), 1);
    assert_eq!(
        get(&artifacts.get(0), "mime").as_string().as_deref(),
        Some("text/html")
    );
}

#[wasm_bindgen_test]
fn critique_parser_errors_keep_position_and_stick() {
    let mut parser = CritiqueParser::new(options("")).unwrap();
    let error = throws(
        parser.push(
            s("<CRITIQUE_RUN version=\"1\">\n  <NOTE>x</NOTE>"),
            JsValue::UNDEFINED,
            0.0,
        ),
        "MalformedBlockError",
    );
    assert_eq!(get(&error, "position").as_f64(), Some(29.0));
    assert_eq!(
        lines(&get(&error, "events")).len(),
        1,
        "run_started came before the error"
    );
    throws(
        parser.finish(JsValue::UNDEFINED, 0.0),
        "MalformedBlockError",
    );

    let mut parser = CritiqueParser::new(options(r#","maxBlockBytes":1024"#)).unwrap();
    let text = format!(
        "<CRITIQUE_RUN version=\"1\"><ROUND n=\"1\"><PANELIST role=\"designer\"><NOTES>{}",
        "x".repeat(2000)
    );
    let error = throws(
        parser.push(s(&text), JsValue::UNDEFINED, 0.0),
        "OversizeBlockError",
    );
    assert!(get(&error, "position").as_f64().is_some());

    let mut parser = CritiqueParser::new(options("")).unwrap();
    let missing = include_str!("fixtures/open-design-v1/missing-artifact.txt");
    let error = throws(
        parser.push(s(missing), JsValue::UNDEFINED, 0.0),
        "MissingArtifactError",
    );
    assert!(get(&error, "position").is_null());
}

#[wasm_bindgen_test]
fn critique_bad_inputs_are_type_errors() {
    for options in [
        JsValue::UNDEFINED,
        JsValue::NULL,
        s("t"),
        obj("{}"),
        obj(r#"{"runId":7}"#),
        obj(r#"{"runId":"t","maxBlockBytes":"9"}"#),
        obj(r#"{"runId":"t","onArtifact":"yes"}"#),
    ] {
        throws(CritiqueParser::new(options.clone()), "TypeError");
        throws(CritiqueSession::new(options), "TypeError");
    }
    throws(
        CritiqueSession::new(options(r#","config":{"maxRounds":"3"}"#)),
        "TypeError",
    );
    throws(
        CritiqueSession::new(options(r#","config":{"maxRounds":0}"#)),
        "RangeError",
    );
    let mut parser = CritiqueParser::new(options("")).unwrap();
    for chunk in [JsValue::UNDEFINED, JsValue::from(1), obj("{}")] {
        throws(parser.push(chunk, JsValue::UNDEFINED, 0.0), "TypeError");
    }
    throws(
        js::compute_composite(JsValue::UNDEFINED, JsValue::UNDEFINED),
        "TypeError",
    );
    throws(
        js::compute_composite(obj(r#"{"critic":"9"}"#), JsValue::UNDEFINED),
        "TypeError",
    );
    throws(
        js::compute_composite(obj(r#"{"judge":9}"#), JsValue::UNDEFINED),
        "TypeError",
    );
    throws(
        js::decide_round(s("8"), JsValue::from(0), JsValue::UNDEFINED),
        "TypeError",
    );
    throws(
        js::decide_round(JsValue::from(8), JsValue::from(-1), JsValue::UNDEFINED),
        "TypeError",
    );
    throws(
        js::select_fallback_round(obj(r#"[{"n":1}]"#), s("ship_best")),
        "TypeError",
    );
    throws(
        js::select_fallback_round(obj("[]"), s("sometimes")),
        "TypeError",
    );
    throws(js::config_from_env(JsValue::UNDEFINED), "TypeError");
    let range = throws(
        js::config_from_env(obj(r#"{"OD_CRITIQUE_MAX_ROUNDS":"abc"}"#)),
        "RangeError",
    );
    assert!(range.is_instance_of::<js_sys::RangeError>());
}

#[wasm_bindgen_test]
fn critique_scoring_helpers() {
    let composite =
        js::compute_composite(obj(r#"{"critic":9,"brand":6}"#), JsValue::UNDEFINED).unwrap();
    assert_eq!(composite, 8.0);
    assert_eq!(
        js::decide_round(JsValue::from(8), JsValue::from(0), JsValue::UNDEFINED)
            .unwrap()
            .as_string()
            .as_deref(),
        Some("ship")
    );
    assert_eq!(
        js::decide_round(
            JsValue::from(8),
            JsValue::from(0),
            obj(r#"{"scoreThreshold":9}"#)
        )
        .unwrap()
        .as_string()
        .as_deref(),
        Some("continue")
    );
    let pick = js::select_fallback_round(
        obj(r#"[{"n":1,"composite":7},{"n":2,"composite":6}]"#),
        s("ship_best"),
    )
    .unwrap();
    assert_eq!(json(&pick), r#"{"n":1,"composite":7}"#);
    assert!(js::select_fallback_round(obj("[]"), s("ship_last"))
        .unwrap()
        .is_null());
    let config = js::config_from_env(obj(r#"{"OD_CRITIQUE_MAX_ROUNDS":"4"}"#)).unwrap();
    assert_eq!(get(&config, "maxRounds").as_f64(), Some(4.0));
    assert!(js::is_panel_event(obj(
        r#"{"type":"panelist_open","runId":"t","round":1,"role":"critic"}"#
    )));
    for value in [
        JsValue::UNDEFINED,
        JsValue::NULL,
        s("ship"),
        obj(r#"{"type":"panelist_open","runId":"t","round":0,"role":"critic"}"#),
    ] {
        assert!(!js::is_panel_event(value));
    }
}

#[wasm_bindgen_test]
fn critique_session_ships_the_spec_example() {
    let mut session = CritiqueSession::new(options("")).unwrap();
    let mut published = Vec::new();
    for chunk in SPEC_EXAMPLE.as_bytes().chunks(64) {
        published.extend(lines(
            &session
                .feed(s(std::str::from_utf8(chunk).unwrap()), JsValue::UNDEFINED)
                .unwrap(),
        ));
    }
    let summary = session.finish().unwrap();
    assert_eq!(
        get(&summary, "status").as_string().as_deref(),
        Some("shipped")
    );
    assert_eq!(get(&summary, "score").as_f64(), Some(9.0));
    assert_eq!(
        json(&get(&summary, "rounds")),
        r#"[{"n":1,"composite":7.800000000000001,"mustFix":2,"decision":"continue"},{"n":2,"composite":9,"mustFix":0,"decision":"ship"}]"#
    );
    let events = lines(&get(&summary, "events"));
    assert_eq!(events[..published.len()], published[..]);
    assert!(events
        .last()
        .unwrap()
        .starts_with(r#"{"type":"ship","runId":"t","round":2,"composite":9,"status":"shipped""#));
}

#[wasm_bindgen_test]
fn transcripts_round_trip_and_bad_inputs() {
    let mut parser = CritiqueParser::new(options("")).unwrap();
    let mut events = Array::from(
        &parser
            .push(s(SPEC_EXAMPLE), JsValue::UNDEFINED, 0.0)
            .unwrap(),
    );
    events = events.concat(&parser.finish(JsValue::UNDEFINED, 0.0).unwrap());
    let file = js::write_transcript(events.clone().into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(
        get(&file, "name").as_string().as_deref(),
        Some("transcript.ndjson")
    );
    let bytes: js_sys::Uint8Array = get(&file, "bytes").dyn_into().unwrap();
    let text = String::from_utf8(bytes.to_vec()).unwrap();
    let expected: String = lines(&events).iter().map(|l| format!("{l}\n")).collect();
    assert_eq!(text, expected);
    assert_eq!(
        lines(&js::read_transcript(bytes.clone().into(), JsValue::UNDEFINED).unwrap()),
        lines(&events)
    );
    assert_eq!(
        lines(&js::read_transcript(s(&format!("junk\r\n{text}")), JsValue::UNDEFINED).unwrap()),
        lines(&events)
    );
    for bad in [
        JsValue::UNDEFINED,
        JsValue::from(1),
        obj(r#"[{"type":"nope"}]"#),
        obj(r#"[{"type":"failed","runId":"t"}]"#),
    ] {
        throws(js::write_transcript(bad, JsValue::UNDEFINED), "TypeError");
    }
    throws(
        js::read_transcript(JsValue::NULL, JsValue::UNDEFINED),
        "TypeError",
    );
    let corrupt = js_sys::Uint8Array::from(&[0x1f_u8, 0x8b, 1, 2, 3][..]);
    throws(
        js::read_transcript(corrupt.into(), JsValue::UNDEFINED),
        "TranscriptError",
    );
    // js-api.md: `maxBytes` bounds what is read; past it, a TranscriptError saying by how much.
    let size = text.len();
    let just = obj(&format!(r#"{{"maxBytes":{size}}}"#));
    assert_eq!(
        lines(&js::read_transcript(bytes.clone().into(), just).unwrap()),
        lines(&events)
    );
    let short = obj(&format!(r#"{{"maxBytes":{}}}"#, size - 1));
    let e = throws(js::read_transcript(bytes.into(), short), "TranscriptError");
    let message = Reflect::get(&e, &"message".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(message.contains("1 byte over"), "{message}");
    for bad in [obj(r#"{"maxBytes":0}"#), obj(r#"{"maxBytes":1.5}"#)] {
        throws(js::read_transcript(s("x"), bad), "RangeError");
    }
    throws(
        js::read_transcript(s("x"), obj(r#"{"maxBytes":"1"}"#)),
        "TypeError",
    );
}
