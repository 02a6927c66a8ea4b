//! fixtures: Open Design's own v1 test streams, embedded, so a first-time visitor can watch a
//! full theater at once and anyone can try the parser's failure paths.
//!
//! Owns only the texts and their labels (`core/tests/fixtures/open-design-v1`, upstream
//! `apps/daemon/src/critique/__fixtures__/v1/`). The 311 kB oversize stream is left out to keep
//! the app small; it can be pasted like any reply. Never interprets a fixture.

/// Three rounds, composites 6.26 / 7.86 / 8.60, shipped at round 3: the demo run.
pub const HAPPY: &str =
    include_str!("../../../core/tests/fixtures/open-design-v1/happy-3-rounds.txt");

/// `(file name, label, text)` of every embedded fixture, the demo first.
pub const ALL: &[(&str, &str, &str)] = &[
    ("happy-3-rounds", "Happy: three rounds, shipped", HAPPY),
    (
        "spec-example",
        "Spec example: two rounds, shipped",
        include_str!("../../../core/tests/fixtures/open-design-v1/spec-example.txt"),
    ),
    (
        "duplicate-ship",
        "Duplicate SHIP: the first one wins",
        include_str!("../../../core/tests/fixtures/open-design-v1/duplicate-ship.txt"),
    ),
    (
        "malformed-unbalanced",
        "Malformed: a panelist block never closed",
        include_str!("../../../core/tests/fixtures/open-design-v1/malformed-unbalanced.txt"),
    ),
    (
        "missing-artifact",
        "Missing artifact: round 1 without the designer's draft",
        include_str!("../../../core/tests/fixtures/open-design-v1/missing-artifact.txt"),
    ),
];

/// The text of the fixture named `name`.
pub fn text(name: &str) -> Option<&'static str> {
    ALL.iter().find(|(n, _, _)| *n == name).map(|(_, _, t)| *t)
}
