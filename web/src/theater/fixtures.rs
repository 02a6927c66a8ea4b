//! fixtures: Open Design's own v1 test streams, embedded, so a first-time visitor can watch a
//! full theater at once and anyone can try the parser's failure paths.
//!
//! Owns only the texts and their labels (`core/tests/fixtures/open-design-v1`, upstream
//! `apps/daemon/src/critique/__fixtures__/v1/`). The oversize stream is left out to keep the
//! app small; it can be pasted like any reply. Never interprets a fixture.

/// Three rounds, shipped at round 3: the demo run.
pub const HAPPY: &str =
    include_str!("../../../core/tests/fixtures/open-design-v1/happy-3-rounds.txt");

use crate::t;

/// One embedded test stream.
#[derive(Debug, PartialEq, Eq)]
pub struct Fixture {
    /// Its file name upstream, without the extension.
    pub name: &'static str,
    pub text: &'static str,
}

impl Fixture {
    /// What it shows, in words.
    pub fn label(&self) -> String {
        match self.name {
            "happy-3-rounds" => t!(TheaterFixtureHappy),
            "spec-example" => t!(TheaterFixtureSpecExample),
            "duplicate-ship" => t!(TheaterFixtureDuplicateShip),
            "malformed-unbalanced" => t!(TheaterFixtureMalformed),
            _ => t!(TheaterFixtureMissingArtifact),
        }
    }
}

/// Every embedded fixture, the demo first.
pub const ALL: &[Fixture] = &[
    Fixture {
        name: "happy-3-rounds",
        text: HAPPY,
    },
    Fixture {
        name: "spec-example",
        text: include_str!("../../../core/tests/fixtures/open-design-v1/spec-example.txt"),
    },
    Fixture {
        name: "duplicate-ship",
        text: include_str!("../../../core/tests/fixtures/open-design-v1/duplicate-ship.txt"),
    },
    Fixture {
        name: "malformed-unbalanced",
        text: include_str!("../../../core/tests/fixtures/open-design-v1/malformed-unbalanced.txt"),
    },
    Fixture {
        name: "missing-artifact",
        text: include_str!("../../../core/tests/fixtures/open-design-v1/missing-artifact.txt"),
    },
];

/// The fixture named `name`.
pub fn named(name: &str) -> Option<&'static Fixture> {
    ALL.iter().find(|f| f.name == name)
}
