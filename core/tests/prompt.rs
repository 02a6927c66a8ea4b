//! The judge prompt is byte-stable and never leaks judge A's verdicts (review-loop.md §8, §5).

mod common;

use common::{all_pass, reply, DRAFT_1, DRAFT_2, RUBRIC};
use jury_core::language::Language;
use jury_core::review::history::RunConfig;
use jury_core::review::judge::Judge;
use jury_core::review::run::Run;

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
        "{file} changed; the prompt must be byte-stable:\n{actual}"
    );
}

// §8: the same inputs give the same text, byte for byte, in round 1 and round 2.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn golden_prompts() {
    let mut config = RunConfig::new("notes", RUBRIC, DRAFT_1);
    config.artifact_name = "draft.md".into();
    let mut run = Run::create(config, 0).unwrap();
    let round1 = run.prompt();
    assert_golden(
        &round1,
        include_str!("golden/prompt-round1.md"),
        "prompt-round1.md",
    );
    let failing = reply(&[
        ("facts", "FAIL", Some("Requires Node 20 or newer")),
        ("complete", "PASS", None),
        ("plain", "PASS", None),
    ]);
    run.record(Judge::A, &failing, 1).unwrap();
    // §5 rule 3: what judge B is given never contains judge A's verdicts for the round.
    assert_eq!(run.prompt(), round1);
    run.merge(2).unwrap();
    run.revise(DRAFT_2, None, 3).unwrap();
    let round2 = run.prompt();
    assert_golden(
        &round2,
        include_str!("golden/prompt-round2.md"),
        "prompt-round2.md",
    );
    run.record(Judge::A, &all_pass(), 4).unwrap();
    assert_eq!(run.prompt(), round2);
}

/// Round 2's prompt of a run made in `language`: every fixed sentence of the prompt appears in
/// it (an objection with its quote, the passed criteria and rule 1's paragraph).
fn round2_in(language: Language) -> (Run, String) {
    let mut config = RunConfig::new("notes", RUBRIC, DRAFT_1);
    config.artifact_name = "draft.md".into();
    config.language = language;
    let mut run = Run::create(config, 0).unwrap();
    let failing = reply(&[
        ("facts", "FAIL", Some("Requires Node 20 or newer")),
        ("complete", "PASS", None),
        ("plain", "PASS", None),
    ]);
    run.record(Judge::A, &failing, 1).unwrap();
    run.merge(2).unwrap();
    run.revise(DRAFT_2, None, 3).unwrap();
    let prompt = run.prompt();
    (run, prompt)
}

// §8 per language: a run made in Spanish (or any language) gives its prompt byte for byte, and
// its run file, replayed anywhere, gives the same bytes again.
#[test]
fn golden_prompts_in_every_language() {
    let goldens = [
        (
            Language::En,
            include_str!("golden/prompt-round2.md"),
            "prompt-round2.md",
        ),
        (
            Language::ZhCn,
            include_str!("golden/prompt-round2.zh-CN.md"),
            "prompt-round2.zh-CN.md",
        ),
        (
            Language::Ja,
            include_str!("golden/prompt-round2.ja.md"),
            "prompt-round2.ja.md",
        ),
        (
            Language::Es,
            include_str!("golden/prompt-round2.es.md"),
            "prompt-round2.es.md",
        ),
        (
            Language::Fr,
            include_str!("golden/prompt-round2.fr.md"),
            "prompt-round2.fr.md",
        ),
        (
            Language::De,
            include_str!("golden/prompt-round2.de.md"),
            "prompt-round2.de.md",
        ),
        (
            Language::PtBr,
            include_str!("golden/prompt-round2.pt-BR.md"),
            "prompt-round2.pt-BR.md",
        ),
        (
            Language::Ar,
            include_str!("golden/prompt-round2.ar.md"),
            "prompt-round2.ar.md",
        ),
    ];
    assert_eq!(goldens.len(), Language::ALL.len());
    for (language, golden, file) in goldens {
        let (run, prompt) = round2_in(language);
        assert_golden(&prompt, golden, file);
        let file_text = run.to_json();
        let replayed = Run::from_json(&file_text).unwrap();
        assert_eq!(replayed.prompt(), prompt, "{language}: replayed");
        assert_eq!(replayed.config().language, language);
        let history: serde_json::Value = serde_json::from_str(&file_text).unwrap();
        let init = &history["entries"][0];
        match language {
            // English is left out: a run file is written as before there was a choice.
            Language::En => assert!(init.get("language").is_none(), "{init}"),
            _ => assert_eq!(init["language"], language.as_str()),
        }
    }
}

// A run file written before there was a choice (the app's demo, unchanged since) replays as
// English and is written back with the same entries.
#[test]
fn a_run_file_from_before_the_choice_is_english() {
    let old = include_str!("../../web/src/demo.json");
    let run = Run::from_json(old).unwrap();
    assert_eq!(run.config().language, Language::En);
    let before: serde_json::Value = serde_json::from_str(old).unwrap();
    let after: serde_json::Value = serde_json::from_str(&run.to_json()).unwrap();
    assert_eq!(after["entries"], before["entries"]);
}
