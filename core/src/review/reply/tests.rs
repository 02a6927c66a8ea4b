use super::*;

const RUBRIC: &str = "# Release notes\n- facts: every version matches\n- complete: every change is listed\n- plain: a newcomer understands each line\n";

fn rubric() -> Rubric {
    Rubric::parse(RUBRIC).unwrap()
}

const GOOD: &str = r#"{
  "criteria": [
    {"id": "facts", "verdict": "FAIL",
     "reason": "The draft says Node 20; package.json says 22.18.",
     "quote": "Requires Node 20 or newer",
     "fix": "Change \"Node 20 or newer\" to \"Node 22.18 or newer\"."},
    {"id": "complete", "verdict": "PASS", "reason": "Every change in the diff is listed."},
    {"id": "plain", "verdict": "PASS", "reason": "No jargon left unexplained."}
  ],
  "optional": ["The second bullet could be shorter."],
  "verdict": "NEEDS_WORK"
}"#;

// review-loop.md §3: the example reply of the spec validates.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn spec_example() {
    let reply = parse(GOOD, &rubric(), "").unwrap();
    assert_eq!(reply.criteria[0].verdict, Verdict::Fail);
    assert_eq!(
        reply.criteria[0].quote.as_deref(),
        Some("Requires Node 20 or newer")
    );
    assert_eq!(reply.optional, ["The second bullet could be shorter."]);
    assert_eq!(reply.summary.as_deref(), Some("NEEDS_WORK"));
    assert!(reply.warnings.is_empty(), "{:?}", reply.warnings);
}

// §3: wrapping in prose or a fenced block is accepted; the first span that parses wins.
#[test]
fn wrapped_replies() {
    let fenced = format!("Here is my review:\n\n```json\n{GOOD}\n```\nHope it helps {{:}}");
    assert_eq!(parse(&fenced, &rubric(), "").unwrap().criteria.len(), 3);
    let braces_in_prose = format!("Set {{x}} aside. {GOOD}");
    assert!(parse(&braces_in_prose, &rubric(), "").is_ok());
    // A brace inside a JSON string does not end the span.
    let tricky = r#"note: {"criteria": [{"id": "facts", "verdict": "pass", "reason": "a } b {"},
        {"id": "complete", "verdict": "Pass"}, {"id": "plain", "verdict": "PASS"}]} done"#;
    let reply = parse(tricky, &rubric(), "").unwrap();
    assert_eq!(reply.criteria[0].reason.as_deref(), Some("a } b {"));
}

// §3: the whole text, when JSON, must be an object.
#[test]
fn whole_json_not_object() {
    assert_eq!(
        extract("  [1, 2]  ").unwrap_err(),
        ReplyError::NotAnObject { found: "array" }
    );
    assert_eq!(extract("no json here").unwrap_err(), ReplyError::NoJson);
    assert_eq!(extract("").unwrap_err(), ReplyError::NoJson);
}

// §3: syntax errors carry line and column in the pasted text; nothing is repaired.
#[test]
fn syntax_error_place_in_pasted_text() {
    let pasted = "Sure — here:\n```json\n{\n  \"criteria\": [],\n}\n```";
    match extract(pasted).unwrap_err() {
        ReplyError::Syntax { line, column, .. } => assert_eq!((line, column), (5, 1)),
        other => panic!("{other:?}"),
    }
    // Column in chars, after non-ASCII text on the same line.
    let pasted = "é→ {\"criteria\": [1,]}";
    match extract(pasted).unwrap_err() {
        ReplyError::Syntax { line, column, .. } => assert_eq!((line, column), (1, 20)),
        other => panic!("{other:?}"),
    }
    // Single quotes are not repaired.
    let e = extract("{'criteria': []}").unwrap_err();
    assert_eq!(e.place(), Some((1, 2)));
    assert!(e.to_string().contains("line 1, column 2"), "{e}");
    assert!(e.to_string().contains("take double quotes"), "{e}");
    // An unclosed object reports the end of the text.
    let e = extract("ok:\n{\"criteria\": [").unwrap_err();
    assert_eq!(e.place().unwrap().0, 2);
}

// Typographic quotes and comments are named as the cause, not only placed.
#[test]
fn syntax_errors_say_what_is_not_json() {
    let e = extract("{\n  “criteria”: []\n}").unwrap_err();
    assert_eq!(e.place(), Some((2, 3)));
    assert!(e.to_string().contains("a typographic quote"), "{e}");
    let e = extract("{\n  // the verdicts\n  \"criteria\": []\n}").unwrap_err();
    assert_eq!(e.place(), Some((2, 3)));
    assert!(e.to_string().contains("JSON has no comments"), "{e}");
    // A mistake without a name of its own keeps serde_json's words, and what to do.
    let e = extract("{\"criteria\": [1 2]}").unwrap_err();
    assert!(
        e.to_string()
            .ends_with("expected `,` or `]`; ask the judge for valid JSON (nothing is repaired)"),
        "{e}"
    );
}

// §3: each syntax error the spec names is explained in the user's words, at its line and
// column in the paste, with what to do.
#[test]
fn syntax_errors_in_the_users_words() {
    let r = rubric();
    let cases: [(&str, (usize, usize), &str); 7] = [
        (
            "Here it is:\n{\"criteria\": [\n  {\"id\": \"facts\", \"verdict\": \"PA",
            (3, 33),
            "the reply stops before its JSON is complete (at line 3, column 33): copy the whole answer, or ask the judge to finish it",
        ),
        (
            "{\"criteria\": [{\"id\": \"facts\", \"reason\": \"one\ntwo\"}]}",
            (1, 45),
            "a line break inside a string: a JSON string must stay on one line",
        ),
        (
            "{\"criteria\": [{\"id\": \"facts\",\n \"reason\": \"a\tb\"}]}",
            (2, 14),
            "a tab inside a string",
        ),
        (
            "{\"criteria\": [{\"id\": “facts”}]}",
            (1, 22),
            "a typographic quote: JSON needs straight quotes",
        ),
        (
            "{\"criteria\": [{'id': 'facts'}]}",
            (1, 16),
            "single quotes: JSON strings and keys take double quotes",
        ),
        (
            "{\"criteria\": [] /* later */}",
            (1, 17),
            "a comment: JSON has no comments",
        ),
        (
            "{\n  \"criteria\": [\n    {\"id\": \"facts\", \"verdict\": \"PASS\"},\n  ]\n}",
            (4, 3),
            "a comma after the last item of a list or object: JSON allows none there; remove that comma",
        ),
    ];
    for (paste, place, words) in cases {
        let e = parse(paste, &r, "").unwrap_err();
        assert_eq!(e.place(), Some(place), "{paste:?}: {e}");
        let message = e.to_string();
        assert!(message.contains(words), "{paste:?}: {message}");
        if !matches!(e, ReplyError::CutOff { .. }) {
            let (line, column) = place;
            assert!(
                message.starts_with(&format!(
                    "the reply's JSON is broken at line {line}, column {column}: "
                )),
                "{message}"
            );
            assert!(message.contains("ask the judge") || message.contains("copy the answer"));
        }
    }
}

// §3: an unknown id a slip away from a rubric id is named with the id it probably means.
#[test]
fn unknown_ids_suggest_the_probable_id() {
    let r =
        Rubric::parse("- facts: a\n- complete: b\n- plain: c\n- plan: d\n- security-notes: e\n")
            .unwrap();
    let with = |id: &str| {
        format!(
            r#"{{"criteria":[{{"id":"{id}","verdict":"PASS"}},{{"id":"complete","verdict":"PASS"}},{{"id":"plain","verdict":"PASS"}},{{"id":"plan","verdict":"PASS"}},{{"id":"security-notes","verdict":"PASS"}}]}}"#
        )
    };
    let suggestion = |id: &str| match parse(&with(id), &r, "").unwrap_err() {
        ReplyError::UnknownCriterion { suggestion, .. } => suggestion,
        other => panic!("{id}: {other:?}"),
    };
    assert_eq!(suggestion("Facts").as_deref(), Some("facts"));
    assert_eq!(suggestion("FACTS").as_deref(), Some("facts"));
    assert_eq!(suggestion("fact").as_deref(), Some("facts"));
    assert_eq!(suggestion("facst").as_deref(), Some("facts"));
    assert_eq!(
        suggestion("security_notes").as_deref(),
        Some("security-notes")
    );
    assert_eq!(
        suggestion("securty-note").as_deref(),
        Some("security-notes")
    );
    // Not a slip: a different word, or as near to two ids (plain/plan) as to one.
    assert_eq!(suggestion("tone"), None);
    assert_eq!(suggestion("plin"), None);
    assert_eq!(suggestion("pla").as_deref(), Some("plan"));
    assert_eq!(suggestion("f"), None);
    let e = parse(&with("Facts"), &r, "").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("`Facts` is not in the rubric; did you mean `facts`?"),
        "{e}"
    );
    assert_eq!(e.criterion(), Some("Facts"));
    assert_eq!(e.suggestion(), Some("facts"));
}

// §3: every rubric id exactly once.
#[test]
fn ids_exactly_once() {
    let r = rubric();
    let unknown = r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"},{"id":"tone","verdict":"PASS"}]}"#;
    let e = parse(unknown, &r, "").unwrap_err();
    assert_eq!(
        e,
        ReplyError::UnknownCriterion {
            id: "tone".into(),
            suggestion: None
        }
    );
    assert_eq!(e.criterion(), Some("tone"));
    let missing =
        r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#;
    assert_eq!(
        parse(missing, &r, "").unwrap_err(),
        ReplyError::MissingCriterion {
            id: "complete".into()
        }
    );
    let dup = r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"facts","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#;
    assert_eq!(
        parse(dup, &r, "").unwrap_err(),
        ReplyError::DuplicateCriterion { id: "facts".into() }
    );
}

// §3: a key written twice in one object is refused at the second, naming the key, its
// object and both places, whichever object it is in; the same key in two objects is not a
// duplicate, nor a key-like string among values.
#[test]
fn a_key_written_twice_is_refused_at_both_places() {
    let r = rubric();
    let two_verdicts = "Here it is:\n{\"criteria\": [\n  {\"id\": \"facts\", \"verdict\": \"PASS\", \"reason\": \"ok\"},\n  {\"id\": \"complete\", \"verdict\": \"FAIL\", \"reason\": \"a gap\",\n   \"verdict\": \"PASS\"},\n  {\"id\": \"plain\", \"verdict\": \"PASS\"}\n]}";
    let e = parse(two_verdicts, &r, "").unwrap_err();
    assert_eq!(
        e,
        ReplyError::DuplicateKey {
            key: "verdict".into(),
            object: "criteria[1]".into(),
            first: (4, 22),
            second: (5, 4),
        }
    );
    assert_eq!(e.place(), Some((5, 4)));
    assert_eq!(e.name(), "ReplyError");
    assert_eq!(
        e.to_string(),
        "\"verdict\" is written twice in \"criteria[1]\", at line 4, column 22 and again at line 5, column 4: a reader takes the first, a JSON parser the last, so neither is taken; keep only the one the judge meant and record again"
    );
    // Two `criteria` in the reply itself, the second one valid: still refused, at the second.
    let pass = r#"[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]"#;
    let two_lists = format!("{{\"criteria\": [],\n\"verdict\": \"PASS\",\n\"criteria\": {pass}}}");
    let e = parse(&two_lists, &r, "").unwrap_err();
    assert_eq!(e.place(), Some((3, 1)));
    assert!(
        e.to_string()
            .starts_with("\"criteria\" is written twice in the reply, at line 1, column 2 and"),
        "{e}"
    );
    // Written with an escape, it is still the same key.
    let escaped =
        format!("{{\"criteria\": {pass}, \"verd\\u0069ct\": \"FAIL\", \"verdict\": \"PASS\"}}");
    assert!(matches!(
        parse(&escaped, &r, ""),
        Err(ReplyError::DuplicateKey { key, .. }) if key == "verdict"
    ));
    let fine = format!(
        "{{\"criteria\": {}, \"optional\": [\"verdict\", \"verdict\"], \"verdict\": \"PASS\"}}",
        pass.replace("\"PASS\"}", "\"PASS\", \"reason\": \"id: verdict\"}")
    );
    assert!(parse(&fine, &r, "").is_ok());
    // A stored reply is read as it was taken: the last one.
    let stored = read(&two_lists, &r, "", PasteReading::Stored).unwrap();
    assert_eq!(stored.reply.criteria.len(), 3);
}

// §3: verdicts in any case, FAIL needs a reason, optional is a list of strings.
#[test]
fn verdicts_reasons_optional() {
    let r = rubric();
    let reply = |facts: &str, extra: &str| {
        format!(
            r#"{{"criteria":[{facts},{{"id":"complete","verdict":"pass"}},{{"id":"plain","verdict":"Pass"}}]{extra}}}"#
        )
    };
    let e = parse(
        &reply(r#"{"id":"facts","verdict":"FAIL","reason":"  "}"#, ""),
        &r,
        "",
    )
    .unwrap_err();
    assert_eq!(e, ReplyError::FailWithoutReason { id: "facts".into() });
    let e = parse(&reply(r#"{"id":"facts","verdict":"passed"}"#, ""), &r, "").unwrap_err();
    assert!(matches!(e, ReplyError::BadVerdict { ref id, .. } if id == "facts"));
    let e = parse(
        &reply(
            r#"{"id":"facts","verdict":"fail","reason":"x"}"#,
            r#","optional":[1]"#,
        ),
        &r,
        "",
    )
    .unwrap_err();
    assert_eq!(
        e,
        ReplyError::WrongType {
            field: "optional[0]".into(),
            expected: "a string"
        }
    );
    let ok = parse(
        &reply(
            r#"{"id":"facts","verdict":"fail","reason":"x","quote":null}"#,
            r#","optional":null"#,
        ),
        &r,
        "",
    )
    .unwrap();
    assert_eq!(ok.criteria[0].verdict, Verdict::Fail);
    assert!(ok.criteria[0].quote.is_none());
}

// §3: the top-level verdict is advisory; a mismatch is a warning.
#[test]
fn summary_mismatch_warns() {
    let text = GOOD.replace("NEEDS_WORK", "pass");
    let reply = parse(&text, &rubric(), "").unwrap();
    assert_eq!(
        reply.warnings,
        [ReplyWarning::VerdictMismatch {
            summary: "pass".into(),
            failed: vec!["facts".into()]
        }]
    );
    assert!(reply.warnings[0].to_string().contains("failed: facts"));
    // Its JSON is its words beside its id and arguments (js-api.md), which name what it says.
    assert_eq!(
        serde_json::to_value(&reply.warnings[0]).unwrap(),
        serde_json::json!({
            "message": reply.warnings[0].to_string(),
            "messageId": "reply.verdict-mismatch",
            "args": {"summary": "pass", "failed": ["facts"]}
        })
    );
    let all_pass = r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}],"verdict":"FAIL"}"#;
    assert!(parse(all_pass, &rubric(), "").unwrap().warnings[0]
        .to_string()
        .contains("every criterion passed"));
}

// §3: a verdict in another letter case is read, and a warning names each one as written.
#[test]
fn verdict_case_warns() {
    let text = r#"{"criteria":[{"id":"facts","verdict":"pass"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"Fail","reason":"r"}]}"#;
    let reply = parse(text, &rubric(), "").unwrap();
    assert_eq!(reply.criteria[0].verdict, Verdict::Pass);
    assert_eq!(reply.criteria[2].verdict, Verdict::Fail);
    assert_eq!(
        reply.warnings,
        [ReplyWarning::VerdictCase {
            written: vec![
                ("facts".into(), "pass".into()),
                ("plain".into(), "Fail".into())
            ]
        }]
    );
    let words = reply.warnings[0].to_string();
    assert!(
        words.contains(r#"facts: "pass" as PASS, plain: "Fail" as FAIL"#),
        "{words}"
    );
    // Upper case, as the format asks: no warning.
    assert!(parse(GOOD, &rubric(), "").unwrap().warnings.is_empty());
}

// §3: mojibake the artifact does not contain is a warning.
#[test]
fn mojibake_warns() {
    let text = GOOD.replace("The second bullet", "Itâ€™s cafÃ© \u{FFFD}");
    let reply = parse(&text, &rubric(), "a café").unwrap();
    assert_eq!(reply.warnings.len(), 1);
    let ReplyWarning::Mangled { sequences } = &reply.warnings[0] else {
        panic!("{:?}", reply.warnings);
    };
    assert_eq!(sequences, &["â€™", "Ã©", "\u{FFFD}"]);
    let w = reply.warnings[0].to_string();
    assert!(
        w.contains("â€™") && w.contains("Ã©") && w.contains('\u{FFFD}'),
        "{w}"
    );
    // Present in the artifact: not a warning.
    let reply = parse(&text, &rubric(), "Itâ€™s cafÃ© \u{FFFD}").unwrap();
    assert!(reply.warnings.is_empty());
    // Real accents are not mojibake.
    let text = GOOD.replace("The second bullet", "Déjà vu, Ärger, naïve “quotes” — fine");
    assert!(parse(&text, &rubric(), "").unwrap().warnings.is_empty());
}

/// A tiny evaluator for exactly the JSON Schema subset `schema` uses; any other keyword panics,
/// so the schema cannot grow a constraint this test does not check.
fn schema_accepts(schema: &Value, value: &Value) -> bool {
    let Value::Object(keywords) = schema else {
        panic!("schema must be an object")
    };
    keywords
        .iter()
        .all(|(keyword, arg)| match keyword.as_str() {
            "$schema" | "$id" | "title" | "description" => true,
            "type" => {
                let name = type_name(value);
                match arg {
                    Value::Array(types) => types.iter().any(|t| t == name),
                    t => t == name,
                }
            }
            "enum" => arg.as_array().unwrap().contains(value),
            "const" => arg == value,
            "required" => value.as_object().is_none_or(|o| {
                arg.as_array()
                    .unwrap()
                    .iter()
                    .all(|k| o.contains_key(k.as_str().unwrap()))
            }),
            "properties" => value.as_object().is_none_or(|o| {
                arg.as_object()
                    .unwrap()
                    .iter()
                    .all(|(k, s)| o.get(k).is_none_or(|v| schema_accepts(s, v)))
            }),
            "items" => value
                .as_array()
                .is_none_or(|a| a.iter().all(|v| schema_accepts(arg, v))),
            "minItems" => value
                .as_array()
                .is_none_or(|a| a.len() as u64 >= arg.as_u64().unwrap()),
            "maxItems" => value
                .as_array()
                .is_none_or(|a| a.len() as u64 <= arg.as_u64().unwrap()),
            "allOf" => arg
                .as_array()
                .unwrap()
                .iter()
                .all(|s| schema_accepts(s, value)),
            "contains" => value.as_array().is_none_or(|a| {
                let n = a.iter().filter(|v| schema_accepts(arg, v)).count() as u64;
                let min = keywords
                    .get("minContains")
                    .map_or(1, |m| m.as_u64().unwrap());
                let max = keywords
                    .get("maxContains")
                    .map_or(u64::MAX, |m| m.as_u64().unwrap());
                n >= min && n <= max
            }),
            "minContains" | "maxContains" | "then" => true,
            "if" => !schema_accepts(arg, value) || schema_accepts(&keywords["then"], value),
            "pattern" => value.as_str().is_none_or(|s| match arg.as_str().unwrap() {
                "^([Pp][Aa][Ss][Ss]|[Ff][Aa][Ii][Ll])$" => Verdict::parse_any_case(s).is_some(),
                "^[Ff][Aa][Ii][Ll]$" => Verdict::parse_any_case(s) == Some(Verdict::Fail),
                "\\S" => s.chars().any(|c| !c.is_whitespace()),
                other => panic!("pattern {other} has no evaluator"),
            }),
            other => panic!("keyword {other} has no evaluator"),
        })
}

// §3: the validator and the published schema agree, on good and bad replies.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn validator_and_schema_agree() {
    let r = rubric();
    let entry = |id: &str, rest: &str| format!(r#"{{"id":"{id}"{rest}}}"#);
    let pass = |id: &str| entry(id, r#","verdict":"PASS""#);
    let with = |facts: String, extra: &str| {
        format!(
            r#"{{"criteria":[{facts},{},{}]{extra}}}"#,
            pass("complete"),
            pass("plain")
        )
    };
    let cases = vec![
        GOOD.to_string(),
        with(pass("facts"), ""),
        with(
            entry("facts", r#","verdict":"fAiL","reason":"r""#),
            r#","optional":["a"],"verdict":"x""#,
        ),
        with(
            entry(
                "facts",
                r#","verdict":"Pass","reason":null,"quote":null,"fix":null,"extra":1"#,
            ),
            r#","optional":null"#,
        ),
        with(entry("facts", r#","verdict":"FAIL""#), ""),
        with(entry("facts", r#","verdict":"FAIL","reason":" \n""#), ""),
        with(entry("facts", r#","verdict":"FAIL","reason":null"#), ""),
        with(entry("facts", r#","verdict":"FAIL","reason":3"#), ""),
        with(entry("facts", r#","verdict":"PASS","reason":3"#), ""),
        with(entry("facts", r#","verdict":"PASS","quote":["q"]"#), ""),
        with(entry("facts", r#","verdict":"PASSED""#), ""),
        with(entry("facts", r#","verdict":true"#), ""),
        with(entry("facts", ""), ""),
        with(entry("tone", r#","verdict":"PASS""#), ""),
        with(pass("complete"), ""),
        with(r#""facts""#.to_string(), ""),
        with(r#"{"verdict":"PASS"}"#.to_string(), ""),
        with(r#"{"id":1,"verdict":"PASS"}"#.to_string(), ""),
        with(pass("facts"), r#","optional":"a""#),
        with(pass("facts"), r#","optional":[1]"#),
        with(pass("facts"), r#","verdict":1"#),
        format!(r#"{{"criteria":[{},{}]}}"#, pass("facts"), pass("plain")),
        format!(
            r#"{{"criteria":[{},{},{},{}]}}"#,
            pass("facts"),
            pass("complete"),
            pass("plain"),
            pass("plain")
        ),
        r#"{"criteria":{}}"#.to_string(),
        r#"{"criteria":null}"#.to_string(),
        r#"{"optional":[]}"#.to_string(),
    ];
    let with_rubric = schema(Some(&r));
    let generic = schema(None);
    let (mut good, mut bad) = (0, 0);
    for case in &cases {
        let value: Value = serde_json::from_str(case).unwrap();
        let object = value.as_object().unwrap();
        let validator = validate(object, &r).is_ok();
        assert_eq!(
            schema_accepts(&with_rubric, &value),
            validator,
            "rubric schema vs validator on {case}"
        );
        // The generic schema knows no ids: it agrees wherever the ids are not the question.
        let ids_ok = validate(object, &r).map_or_else(
            |e| {
                e.criterion().is_none()
                    || matches!(
                        e,
                        ReplyError::FailWithoutReason { .. } | ReplyError::BadVerdict { .. }
                    )
            },
            |_| true,
        );
        if ids_ok {
            assert_eq!(
                schema_accepts(&generic, &value),
                validator,
                "generic schema vs validator on {case}"
            );
        }
        if validator {
            good += 1
        } else {
            bad += 1
        }
    }
    assert!(good >= 4 && bad >= 15, "{good} good, {bad} bad");
    assert_eq!(
        with_rubric["$schema"],
        "https://json-schema.org/draft/2020-12/schema"
    );
}
