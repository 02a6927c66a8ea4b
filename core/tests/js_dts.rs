//! The package's declarations against the core's wire enumerations: every string union of
//! `core/src/js/critique.d.ts` names exactly the values the core reads and writes, so a value
//! added or renamed in Rust cannot leave the `.d.ts` behind (js-api.md "The package": `status`
//! and `policy` as unions of their values). The field shapes are checked against real results
//! by tests/node/types.test.mjs.

use jury_core::critique::{
    DegradedReason, FailedCause, FallbackPolicy, Role, RoundDecision, RunStatus, ShipStatus,
    WarningKind,
};

/// The string literals of `export type NAME = "a" | "b" …;` in a declaration file.
fn union(dts: &str, name: &str) -> Vec<String> {
    let head = format!("export type {name} = ");
    let start = dts
        .find(&head)
        .unwrap_or_else(|| panic!("{name} is declared as a union"))
        + head.len();
    let body = &dts[start..start + dts[start..].find(';').expect("the union ends with ;")];
    body.split('|')
        .map(|v| v.trim().trim_matches('"').to_string())
        .collect()
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn critique_unions_are_the_wire_enumerations() {
    let dts = include_str!("../src/js/critique.d.ts");
    for (name, values) in [
        ("PanelistRole", Role::NAMES),
        ("RoundDecision", RoundDecision::NAMES),
        ("ShipStatus", ShipStatus::NAMES),
        ("DegradedReason", DegradedReason::NAMES),
        ("FailedCause", FailedCause::NAMES),
        ("WarningKind", WarningKind::NAMES),
        ("FallbackPolicy", FallbackPolicy::NAMES),
    ] {
        assert_eq!(union(dts, name), names(values), "{name}");
    }
}

#[test]
fn run_status_is_how_a_session_ends() {
    // `legacy` (a transcript older than the protocol) and `running` (a persisted run still
    // going) are statuses of upstream's store, never of a finished CritiqueSession.
    let dts = include_str!("../src/js/critique.d.ts");
    let ended: Vec<String> = RunStatus::NAMES
        .iter()
        .filter(|s| !matches!(**s, "legacy" | "running"))
        .map(|s| s.to_string())
        .collect();
    assert_eq!(union(dts, "RunStatus"), ended);
}
