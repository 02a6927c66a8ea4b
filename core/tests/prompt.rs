//! The judge prompt is byte-stable and never leaks judge A's verdicts (review-loop.md §8, §5).

mod common;

use common::{all_pass, reply, DRAFT_1, DRAFT_2, RUBRIC};
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
