//! The `PanelEvent` contract and its enumerations (spec §2.1-2.2).
//!
//! Owns: the eleven event variants with upstream's camelCase field names in upstream's order
//! (`type` first), the closed enumerations, and JSON output identical to `JSON.stringify`.
//! Never validates untrusted values (that is `validate`) and never decides anything.

use serde::{Deserialize, Serialize};

use super::number::to_js_json;

/// Declares a closed wire enumeration: the Rust enum, its serde names, `ALL` in upstream order,
/// `as_str` and `parse` (exact match), so the string list exists once.
macro_rules! wire_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $wire:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum $name {
            $(#[serde(rename = $wire)] $variant),+
        }
        impl $name {
            /// Every value, in upstream's declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// The wire spelling.
            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $wire),+ }
            }
            /// The value whose wire spelling is exactly `s`.
            pub fn parse(s: &str) -> Option<Self> {
                match s { $($wire => Some($name::$variant),)+ _ => None }
            }
        }
    };
}

wire_enum!(
    /// `PANELIST_ROLES`: the fixed v1 cast.
    Role { Designer = "designer", Critic = "critic", Brand = "brand", A11y = "a11y", Copy = "copy" }
);
wire_enum!(
    /// `FALLBACK_POLICIES` (§4.4).
    FallbackPolicy { ShipBest = "ship_best", ShipLast = "ship_last", Fail = "fail" }
);
wire_enum!(
    /// `DEGRADED_REASONS`.
    DegradedReason {
        MalformedBlock = "malformed_block",
        OversizeBlock = "oversize_block",
        AdapterUnsupported = "adapter_unsupported",
        ProtocolVersionMismatch = "protocol_version_mismatch",
        MissingArtifact = "missing_artifact",
    }
);
wire_enum!(
    /// `FAILED_CAUSES`.
    FailedCause {
        CliExitNonzero = "cli_exit_nonzero",
        PerRoundTimeout = "per_round_timeout",
        TotalTimeout = "total_timeout",
        OrchestratorInternal = "orchestrator_internal",
    }
);
wire_enum!(
    /// `PARSER_WARNING_KINDS`.
    WarningKind {
        WeakDebate = "weak_debate",
        UnknownRole = "unknown_role",
        ScoreClamped = "score_clamped",
        CompositeMismatch = "composite_mismatch",
        DuplicateShip = "duplicate_ship",
    }
);
wire_enum!(
    /// `ROUND_DECISIONS`.
    RoundDecision { Continue = "continue", Ship = "ship" }
);
wire_enum!(
    /// `SHIP_STATUSES`.
    ShipStatus {
        Shipped = "shipped",
        BelowThreshold = "below_threshold",
        TimedOut = "timed_out",
        Interrupted = "interrupted",
    }
);
wire_enum!(
    /// `CritiquePersistedStatus` = `CRITIQUE_RUN_STATUSES` plus `running`.
    RunStatus {
        Shipped = "shipped",
        BelowThreshold = "below_threshold",
        TimedOut = "timed_out",
        Interrupted = "interrupted",
        Degraded = "degraded",
        Failed = "failed",
        Legacy = "legacy",
        Running = "running",
    }
);

/// `CRITIQUE_PROTOCOL_VERSION`.
pub const PROTOCOL_VERSION: u32 = 1;

/// `ship.artifactRef`: where the artifact bytes live (they never travel on the event).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ArtifactRef {
    pub project_id: String,
    pub artifact_id: String,
}

/// One event of the Design Jury stream (§2.2). Numbers are `f64` because they are JavaScript
/// numbers: `Number(attr)` may be fractional or NaN, and NaN serialises as `null`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum PanelEvent {
    RunStarted {
        run_id: String,
        protocol_version: f64,
        cast: Vec<Role>,
        max_rounds: f64,
        threshold: f64,
        scale: f64,
    },
    PanelistOpen {
        run_id: String,
        round: f64,
        role: Role,
    },
    PanelistDim {
        run_id: String,
        round: f64,
        role: Role,
        dim_name: String,
        dim_score: f64,
        dim_note: String,
    },
    PanelistMustFix {
        run_id: String,
        round: f64,
        role: Role,
        text: String,
    },
    PanelistClose {
        run_id: String,
        round: f64,
        role: Role,
        score: f64,
    },
    RoundEnd {
        run_id: String,
        round: f64,
        composite: f64,
        must_fix: f64,
        decision: RoundDecision,
        reason: String,
    },
    Ship {
        run_id: String,
        round: f64,
        composite: f64,
        status: ShipStatus,
        artifact_ref: ArtifactRef,
        summary: String,
    },
    Degraded {
        run_id: String,
        reason: DegradedReason,
        adapter: String,
    },
    Interrupted {
        run_id: String,
        best_round: f64,
        composite: f64,
    },
    Failed {
        run_id: String,
        cause: FailedCause,
    },
    ParserWarning {
        run_id: String,
        kind: WarningKind,
        position: f64,
    },
}

impl PanelEvent {
    /// The `type` discriminator.
    pub fn type_name(&self) -> &'static str {
        match self {
            PanelEvent::RunStarted { .. } => "run_started",
            PanelEvent::PanelistOpen { .. } => "panelist_open",
            PanelEvent::PanelistDim { .. } => "panelist_dim",
            PanelEvent::PanelistMustFix { .. } => "panelist_must_fix",
            PanelEvent::PanelistClose { .. } => "panelist_close",
            PanelEvent::RoundEnd { .. } => "round_end",
            PanelEvent::Ship { .. } => "ship",
            PanelEvent::Degraded { .. } => "degraded",
            PanelEvent::Interrupted { .. } => "interrupted",
            PanelEvent::Failed { .. } => "failed",
            PanelEvent::ParserWarning { .. } => "parser_warning",
        }
    }

    /// The run this event belongs to.
    pub fn run_id(&self) -> &str {
        match self {
            PanelEvent::RunStarted { run_id, .. }
            | PanelEvent::PanelistOpen { run_id, .. }
            | PanelEvent::PanelistDim { run_id, .. }
            | PanelEvent::PanelistMustFix { run_id, .. }
            | PanelEvent::PanelistClose { run_id, .. }
            | PanelEvent::RoundEnd { run_id, .. }
            | PanelEvent::Ship { run_id, .. }
            | PanelEvent::Degraded { run_id, .. }
            | PanelEvent::Interrupted { run_id, .. }
            | PanelEvent::Failed { run_id, .. }
            | PanelEvent::ParserWarning { run_id, .. } => run_id,
        }
    }

    /// `JSON.stringify(event)`: `type` first, upstream field order, JS number layout.
    pub fn to_json(&self) -> String {
        to_js_json(self)
    }

    /// A `parser_warning` event.
    pub fn warning(run_id: &str, kind: WarningKind, position: f64) -> Self {
        PanelEvent::ParserWarning {
            run_id: run_id.to_owned(),
            kind,
            position,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn serialises_like_json_stringify() {
        let ev = PanelEvent::RunStarted {
            run_id: "r1".into(),
            protocol_version: 1.0,
            cast: Role::ALL.to_vec(),
            max_rounds: 2.0,
            threshold: 8.0,
            scale: 10.0,
        };
        assert_eq!(
            ev.to_json(),
            r#"{"type":"run_started","runId":"r1","protocolVersion":1,"cast":["designer","critic","brand","a11y","copy"],"maxRounds":2,"threshold":8,"scale":10}"#
        );
        let end = PanelEvent::RoundEnd {
            run_id: "t".into(),
            round: f64::NAN,
            composite: 7.8,
            must_fix: 2.0,
            decision: RoundDecision::Continue,
            reason: "a \"b\"\n".into(),
        };
        assert_eq!(
            end.to_json(),
            r#"{"type":"round_end","runId":"t","round":null,"composite":7.8,"mustFix":2,"decision":"continue","reason":"a \"b\"\n"}"#
        );
        let back: PanelEvent = serde_json::from_str(&ev.to_json()).unwrap();
        assert_eq!(back, ev);
    }
}
