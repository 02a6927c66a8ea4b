//! The verdict's reports and `verdict.json` are byte-stable, in the run's language (review-loop.md
//! §9): one fixed run that holds every part of a report (models, a rule-1 block of each kind, a
//! dispute settled each way, optional notes, three rounds), in every language.

use jury_core::language::Language;
use jury_core::review::history::{Models, RunConfig};
use jury_core::review::judge::{Judge, Verdict};
use jury_core::review::report;
use jury_core::review::run::Run;
use jury_core::review::verdict::VerdictDocument;

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test;

/// Compares with a golden file; `UPDATE_GOLDEN=1 cargo test` rewrites it (native only).
fn assert_golden(actual: &str, expected: &str, file: &str) {
    #[cfg(not(target_arch = "wasm32"))]
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        let path = format!("{}/tests/golden/{file}", env!("CARGO_MANIFEST_DIR"));
        std::fs::write(path, actual).unwrap();
        return;
    }
    assert!(
        actual == expected,
        "{file} changed; a report must be byte-stable:\n{actual}"
    );
}

const RUBRIC: &str = "# Release notes
- facts: every version, date and command matches the changelog and the code
- complete: every change in the diff is mentioned
- plain: a reader who did not write the code understands each line
";

const DRAFT: [&str; 3] = [
    "# agent-jury 0.3\n\n- Requires Node 20 or newer.\n- `record` now checks quotes.\n",
    "# agent-jury 0.3\n\n- Requires Node 22.18 or newer.\n- `record` now checks quotes.\n",
    "# agent-jury 0.3\n\n- Requires Node 22.12 or newer.\n- `record` now checks quotes.\n",
];

/// Round 1: judge A fails `facts` with a found quote (FIX). Round 2: A's FAIL of `complete`
/// (passed in round 1) has no quote, so rule 1 blocks it; B fails `facts` with a quote that is
/// not there (DISPUTED), settled FAIL. Round 3: B fails `facts` again without evidence
/// (DISPUTED, settled PASS), `complete` with a quote not found and `plain` with one too short
/// (both blocked by rule 1).
fn fixed_run(language: Language) -> Run {
    let mut config = RunConfig::new("release notes 0.3", RUBRIC, DRAFT[0]);
    config.artifact_name = "notes.md".into();
    config.language = language;
    config.models = Models {
        author: Some("Claude Opus".into()),
        a: Some("GPT-5".into()),
        b: Some("Gemini 2.5 Pro".into()),
    };
    let mut run = Run::create(config, 1_000).unwrap();
    run.record(Judge::A, r#"{"criteria":[{"id":"facts","verdict":"FAIL","reason":"The changelog says Node 22.","quote":"Requires Node 20 or newer","fix":"Say Node 22."},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#, 2_000).unwrap();
    run.merge(3_000).unwrap();
    run.revise(DRAFT[1], None, 4_000).unwrap();
    run.record(Judge::A, r#"{"criteria":[{"id":"facts","verdict":"PASS","reason":"Matches the changelog."},{"id":"complete","verdict":"FAIL","reason":"The *record* change is not explained."},{"id":"plain","verdict":"PASS"}]}"#, 5_000).unwrap();
    run.merge(6_000).unwrap();
    run.record(Judge::B, r#"{"criteria":[{"id":"facts","verdict":"FAIL","reason":"The minimum is 22.12.","quote":"Requires Node 22.12 or later"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#, 7_000).unwrap();
    run.merge(8_000).unwrap();
    run.settle("facts", Verdict::Fail, "The changelog says 22.12.", 9_000)
        .unwrap();
    run.revise(DRAFT[2], None, 10_000).unwrap();
    run.record(Judge::A, r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}],"optional":["The heading could name the date."]}"#, 11_000).unwrap();
    run.merge(12_000).unwrap();
    run.record(Judge::B, r#"{"criteria":[{"id":"facts","verdict":"FAIL","reason":"Still wrong.","quote":"Node 22.12 or newer!"},{"id":"complete","verdict":"FAIL","reason":"No word on <b>quotes</b>.","quote":"checks every quote"},{"id":"plain","verdict":"FAIL","reason":"Jargon.","quote":"Node"}]}"#, 13_000).unwrap();
    run.merge(14_000).unwrap();
    run.settle(
        "facts",
        Verdict::Pass,
        "Checked against [the changelog](http://x) myself.",
        15_000,
    )
    .unwrap();
    run
}

fn verdict_in(language: Language) -> VerdictDocument {
    fixed_run(language).verdict().expect("the fixed run ends")
}

// §9: the English reports of the fixed run, byte for byte.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn golden_reports_in_english() {
    let doc = verdict_in(Language::En);
    assert_golden(
        &report::markdown(&doc),
        include_str!("golden/verdict.md"),
        "verdict.md",
    );
    assert_golden(
        &report::html(&doc),
        include_str!("golden/verdict.html"),
        "verdict.html",
    );
    assert_golden(
        &doc.to_json(),
        include_str!("golden/verdict.json"),
        "verdict.json",
    );
}
