//! The `PanelEvent` contract and its enumerations (spec §2.1-2.2).
//!
//! Owns: the eleven event variants with upstream's camelCase field names in upstream's order
//! (`type` first), the closed enumerations, and JSON output identical to `JSON.stringify`.
//! Never validates untrusted values (that is `validate`) and never decides anything.

use serde::de::{self, Deserializer, Error as _};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::number::to_js_json;
use crate::wire::wire_enum;
// The shared field reader, also the theater state's (`reducer`).
pub(super) use crate::wire::{unexpected, wire_value, Fields, JsonResult};

wire_enum!(
    /// `PANELIST_ROLES`: the fixed v1 cast.
    pub enum Role {
        Designer = "designer",
        Critic = "critic",
        Brand = "brand",
        A11y = "a11y",
        Copy = "copy",
    }
);
wire_enum!(
    /// `FALLBACK_POLICIES` (§4.4).
    pub enum FallbackPolicy {
        ShipBest = "ship_best",
        ShipLast = "ship_last",
        Fail = "fail",
    }
);
wire_enum!(
    /// `DEGRADED_REASONS`.
    pub enum DegradedReason {
        MalformedBlock = "malformed_block",
        OversizeBlock = "oversize_block",
        AdapterUnsupported = "adapter_unsupported",
        ProtocolVersionMismatch = "protocol_version_mismatch",
        MissingArtifact = "missing_artifact",
    }
);
wire_enum!(
    /// `FAILED_CAUSES`.
    pub enum FailedCause {
        CliExitNonzero = "cli_exit_nonzero",
        PerRoundTimeout = "per_round_timeout",
        TotalTimeout = "total_timeout",
        OrchestratorInternal = "orchestrator_internal",
    }
);
wire_enum!(
    /// `PARSER_WARNING_KINDS`.
    pub enum WarningKind {
        WeakDebate = "weak_debate",
        UnknownRole = "unknown_role",
        ScoreClamped = "score_clamped",
        CompositeMismatch = "composite_mismatch",
        DuplicateShip = "duplicate_ship",
    }
);
wire_enum!(
    /// `ROUND_DECISIONS`.
    pub enum RoundDecision {
        Continue = "continue",
        Ship = "ship",
    }
);
wire_enum!(
    /// `SHIP_STATUSES`.
    pub enum ShipStatus {
        Shipped = "shipped",
        BelowThreshold = "below_threshold",
        TimedOut = "timed_out",
        Interrupted = "interrupted",
    }
);
wire_enum!(
    /// `CritiquePersistedStatus` = `CRITIQUE_RUN_STATUSES` plus `running`.
    pub enum RunStatus {
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

wire_enum!(
    /// The `type` of each `PanelEvent` variant (§2.2), in upstream's order; its SSE channel
    /// is `"critique." + type` (§5.1).
    pub enum EventType {
        RunStarted = "run_started",
        PanelistOpen = "panelist_open",
        PanelistDim = "panelist_dim",
        PanelistMustFix = "panelist_must_fix",
        PanelistClose = "panelist_close",
        RoundEnd = "round_end",
        Ship = "ship",
        Degraded = "degraded",
        Interrupted = "interrupted",
        Failed = "failed",
        ParserWarning = "parser_warning",
    }
    channels CHANNELS = "critique.";
);

impl RunStatus {
    /// Whether a `CritiqueSession` can end with this status: all but `legacy` (a transcript
    /// older than the protocol) and `running` (a persisted run still going), which only
    /// upstream's store holds.
    pub fn ends_a_session(self) -> bool {
        !matches!(self, RunStatus::Legacy | RunStatus::Running)
    }
}

/// `CRITIQUE_PROTOCOL_VERSION`.
pub const PROTOCOL_VERSION: u32 = 1;

/// `ship.artifactRef`: where the artifact bytes live (they never travel on the event).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ArtifactRef {
    pub project_id: String,
    pub artifact_id: String,
}

/// One event of the Design Jury stream (§2.2). Numbers are `f64` because they are JavaScript
/// numbers: `Number(attr)` may be fractional or NaN, and NaN serialises as `null`.
#[derive(Clone, Debug, PartialEq, Serialize)]
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
    pub fn event_type(&self) -> EventType {
        match self {
            PanelEvent::RunStarted { .. } => EventType::RunStarted,
            PanelEvent::PanelistOpen { .. } => EventType::PanelistOpen,
            PanelEvent::PanelistDim { .. } => EventType::PanelistDim,
            PanelEvent::PanelistMustFix { .. } => EventType::PanelistMustFix,
            PanelEvent::PanelistClose { .. } => EventType::PanelistClose,
            PanelEvent::RoundEnd { .. } => EventType::RoundEnd,
            PanelEvent::Ship { .. } => EventType::Ship,
            PanelEvent::Degraded { .. } => EventType::Degraded,
            PanelEvent::Interrupted { .. } => EventType::Interrupted,
            PanelEvent::Failed { .. } => EventType::Failed,
            PanelEvent::ParserWarning { .. } => EventType::ParserWarning,
        }
    }

    /// The `type` discriminator's wire name.
    pub fn type_name(&self) -> &'static str {
        self.event_type().as_str()
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

// ---------- Reading events (hand-written: the derived tagged-enum reader is ~60 KB of wasm) ----------

impl PanelEvent {
    /// Reads an event from a JSON value with the shape `to_json` writes (what the derived
    /// `Deserialize` accepted: an object with a known `type`, every field of that variant with
    /// its JSON type, unknown keys ignored). It does not apply `is_panel_event`'s value rules.
    pub fn from_value(v: &Value) -> JsonResult<PanelEvent> {
        let f = Fields::of(v, "internally tagged enum PanelEvent")?;
        let kind = match f.0.get("type") {
            None => return Err(serde_json::Error::missing_field("type")),
            Some(Value::String(s)) => EventType::parse(s)
                .ok_or_else(|| serde_json::Error::unknown_variant(s, EventType::NAMES))?,
            Some(other) => {
                return Err(serde_json::Error::invalid_type(
                    unexpected(other),
                    &"variant identifier",
                ))
            }
        };
        let run_id = f.str("runId")?;
        let role = || f.name::<Role>("role");
        Ok(match kind {
            EventType::RunStarted => PanelEvent::RunStarted {
                run_id,
                protocol_version: f.num("protocolVersion")?,
                cast: match f.get("cast")? {
                    Value::Array(items) => items
                        .iter()
                        .map(|r| wire_value(r, Role::ALL, Role::NAMES))
                        .collect::<JsonResult<_>>()?,
                    other => {
                        return Err(serde_json::Error::invalid_type(
                            unexpected(other),
                            &"a sequence",
                        ))
                    }
                },
                max_rounds: f.num("maxRounds")?,
                threshold: f.num("threshold")?,
                scale: f.num("scale")?,
            },
            EventType::PanelistOpen => PanelEvent::PanelistOpen {
                run_id,
                round: f.num("round")?,
                role: role()?,
            },
            EventType::PanelistDim => PanelEvent::PanelistDim {
                run_id,
                round: f.num("round")?,
                role: role()?,
                dim_name: f.str("dimName")?,
                dim_score: f.num("dimScore")?,
                dim_note: f.str("dimNote")?,
            },
            EventType::PanelistMustFix => PanelEvent::PanelistMustFix {
                run_id,
                round: f.num("round")?,
                role: role()?,
                text: f.str("text")?,
            },
            EventType::PanelistClose => PanelEvent::PanelistClose {
                run_id,
                round: f.num("round")?,
                role: role()?,
                score: f.num("score")?,
            },
            EventType::RoundEnd => PanelEvent::RoundEnd {
                run_id,
                round: f.num("round")?,
                composite: f.num("composite")?,
                must_fix: f.num("mustFix")?,
                decision: f.name::<RoundDecision>("decision")?,
                reason: f.str("reason")?,
            },
            EventType::Ship => PanelEvent::Ship {
                run_id,
                round: f.num("round")?,
                composite: f.num("composite")?,
                status: f.name::<ShipStatus>("status")?,
                artifact_ref: {
                    let r = Fields::of(f.get("artifactRef")?, "struct ArtifactRef")?;
                    ArtifactRef {
                        project_id: r.str("projectId")?,
                        artifact_id: r.str("artifactId")?,
                    }
                },
                summary: f.str("summary")?,
            },
            EventType::Degraded => PanelEvent::Degraded {
                run_id,
                reason: f.name::<DegradedReason>("reason")?,
                adapter: f.str("adapter")?,
            },
            EventType::Interrupted => PanelEvent::Interrupted {
                run_id,
                best_round: f.num("bestRound")?,
                composite: f.num("composite")?,
            },
            EventType::Failed => PanelEvent::Failed {
                run_id,
                cause: f.name::<FailedCause>("cause")?,
            },
            EventType::ParserWarning => PanelEvent::ParserWarning {
                run_id,
                kind: f.name::<WarningKind>("kind")?,
                position: f.num("position")?,
            },
        })
    }

    /// Reads a list of events with `Vec<PanelEvent>`'s errors, without the copy of each value
    /// its `Deserialize` makes first.
    pub fn list_from_value(v: &Value) -> JsonResult<Vec<PanelEvent>> {
        match v {
            Value::Array(items) => items.iter().map(PanelEvent::from_value).collect(),
            // Not a list: serde's own wording ("invalid type: map, expected a sequence"); the
            // elements of `IgnoredAny` are never read, so this is always the error.
            other => Vec::<de::IgnoredAny>::deserialize(other).map(|_| Vec::new()),
        }
    }
}

impl<'de> Deserialize<'de> for PanelEvent {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        PanelEvent::from_value(&v).map_err(D::Error::custom)
    }
}

impl<'de> Deserialize<'de> for ArtifactRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        let read = || -> JsonResult<ArtifactRef> {
            let r = Fields::of(&v, "struct ArtifactRef")?;
            Ok(ArtifactRef {
                project_id: r.str("projectId")?,
                artifact_id: r.str("artifactId")?,
            })
        };
        read().map_err(D::Error::custom)
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

    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn list_from_value_reads_like_vec_deserialize() {
        let ok = format!(
            r#"[{}]"#,
            PanelEvent::warning("r", WarningKind::DuplicateShip, 3.0).to_json()
        );
        for text in [
            ok.as_str(),
            "[]",
            "5",
            "-3",
            "1.5",
            "null",
            "true",
            r#""x""#,
            "{}",
            r#"[{"type":"nope"}]"#,
            r#"[{"type":"failed","runId":5}]"#,
            "[[1]]",
            "[1]",
        ] {
            let v: Value = serde_json::from_str(text).unwrap();
            let derived = Vec::<PanelEvent>::deserialize(&v).map_err(|e| e.to_string());
            let listed = PanelEvent::list_from_value(&v).map_err(|e| e.to_string());
            assert_eq!(listed, derived, "{text}");
        }
    }
}
