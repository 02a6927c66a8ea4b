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

/// The three goldens of one language: Markdown, HTML, `verdict.json`.
macro_rules! goldens {
    ($language:expr, $stem:literal) => {
        (
            $language,
            $stem,
            [
                include_str!(concat!("golden/", $stem, ".md")),
                include_str!(concat!("golden/", $stem, ".html")),
                include_str!(concat!("golden/", $stem, ".json")),
            ],
        )
    };
}

// §9 in the run's language: the fixed run's reports and verdict.json, byte for byte. English is
// what every report said before there was a choice (these goldens were written before it).
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn golden_reports_in_every_language() {
    let all = [
        goldens!(Language::En, "verdict"),
        goldens!(Language::ZhCn, "verdict.zh-CN"),
        goldens!(Language::Ja, "verdict.ja"),
        goldens!(Language::Es, "verdict.es"),
        goldens!(Language::Fr, "verdict.fr"),
        goldens!(Language::De, "verdict.de"),
        goldens!(Language::PtBr, "verdict.pt-BR"),
        goldens!(Language::Ar, "verdict.ar"),
    ];
    assert_eq!(all.len(), Language::ALL.len());
    for (language, stem, [md, html, json]) in all {
        let doc = verdict_in(language);
        assert_golden(&report::markdown(&doc), md, &format!("{stem}.md"));
        assert_golden(&report::html(&doc), html, &format!("{stem}.html"));
        assert_golden(&doc.to_json(), json, &format!("{stem}.json"));
    }
}

// The document says its language, except English (written as before); the HTML page is in it,
// right to left for Arabic with the run's own text isolated.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn the_verdict_knows_its_language() {
    let json = |language| -> serde_json::Value {
        serde_json::from_str(&verdict_in(language).to_json()).unwrap()
    };
    assert!(json(Language::En).get("language").is_none());
    assert_eq!(json(Language::PtBr)["language"], "pt-BR");
    // Codes stay codes; the human sentences are the run's language.
    let es = json(Language::Es);
    assert_eq!(es["outcome"], "PASS");
    assert_eq!(es["history"][1]["outcome"], "FIX");
    assert_eq!(
        es["blocked"][0]["why"],
        "pasó en la ronda 1; un FAIL nuevo necesita una cita encontrada en el artefacto, y no tiene cita (regla 1: pasada a las notas opcionales; el FAIL de este juez no cuenta)"
    );
    assert_eq!(
        es["criteria"][2]["judges"]["B"],
        "PASS (FAIL bloqueado por la regla 1: Jargon.)"
    );

    let page = report::html(&verdict_in(Language::Ar));
    assert!(
        page.starts_with("<!doctype html>\n<html lang=\"ar\" dir=\"rtl\">"),
        "{page}"
    );
    assert!(page.contains("<span dir=\"auto\">Gemini 2.5 Pro</span>"));
    assert!(report::html(&verdict_in(Language::Fr))
        .starts_with("<!doctype html>\n<html lang=\"fr\"><head>"));
    assert!(!report::html(&verdict_in(Language::De)).contains("dir="));
}

// The app and the command line speak English whatever the run's language (their own words are
// not the verdict's), while the reports speak the run's.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn the_outcome_in_words_is_in_the_language_asked_for() {
    let doc = verdict_in(Language::De);
    assert_eq!(
        doc.outcome_words(),
        verdict_in(Language::En).outcome_words()
    );
    assert_eq!(
        doc.outcome_words_in(Language::De),
        "PASS, mit 3 von Regel 1 blockierten Einwänden nach Runde 3: „facts“ von Ihnen als PASS entschieden; Prüfer B hatte es als nicht bestanden bewertet"
    );
    assert!(report::markdown(&doc).contains(
        "**PASS, mit 3 von Regel 1 blockierten Einwänden nach Runde 3: `facts` von Ihnen als PASS entschieden; Prüfer B hatte es als nicht bestanden bewertet** (Exit-Code 0)."
    ));
}
