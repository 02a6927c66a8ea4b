//! The `PanelEvent` contract and its enumerations (spec §2.1-2.2).
//!
//! Owns: the eleven event variants with upstream's camelCase field names in upstream's order
//! (`type` first), the declaration of each type's fields and their kinds (`EventType::fields`:
//! what the guard, the theater's fast path and the reader's tests take), the closed
//! enumerations, and JSON output identical to `JSON.stringify`. Never validates untrusted
//! values (the kinds' rules are `validate`'s) and never decides anything.

use serde::de::{Deserializer, Error as _};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::number::to_js_json;
use crate::wire::wire_enum;
// The shared field reader, also the theater state's (`reducer`).
pub(super) use crate::wire::{each, number, string, wire_value, Fields, JsonResult, Refused};

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

/// What one PanelEvent field holds, and so how it is checked: its JSON type by the event reader
/// and the theater's fast path (`json_type`), its value by `is_panel_event` (§2.3, `validate`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// `runId`: a string, not empty.
    RunId,
    /// Any string.
    Text,
    /// A whole number, 1 or more (rounds are counted from 1).
    Ordinal,
    /// A whole number, 0 or more.
    Count,
    /// A finite number, 0 or more.
    Score,
    /// A finite number, 0 or more and at most the event's `scale`.
    Threshold,
    /// A [`Role`].
    Role,
    /// A list of [`Role`]s, not empty.
    Cast,
    /// A [`RoundDecision`].
    Decision,
    /// A [`ShipStatus`].
    Status,
    /// A [`DegradedReason`].
    Reason,
    /// A [`FailedCause`].
    Cause,
    /// A [`WarningKind`].
    Kind,
    /// An [`ArtifactRef`], both ids not empty.
    ArtifactRef,
}

impl FieldKind {
    /// The JSON type of the field, by the name `core/js/theater.js` has a check for.
    pub const fn json_type(self) -> &'static str {
        match self {
            FieldKind::RunId | FieldKind::Text => "string",
            FieldKind::Ordinal | FieldKind::Count | FieldKind::Score | FieldKind::Threshold => {
                "number"
            }
            FieldKind::Role => "role",
            FieldKind::Cast => "cast",
            FieldKind::Decision => "decision",
            FieldKind::Status => "status",
            FieldKind::Reason => "reason",
            FieldKind::Cause => "cause",
            FieldKind::Kind => "kind",
            FieldKind::ArtifactRef => "artifactRef",
        }
    }

    /// A value of this kind with nothing in it (empty texts, zeros, the first name): what the
    /// reader takes, whatever the guard says.
    fn blank(self) -> Value {
        match self {
            FieldKind::RunId | FieldKind::Text => Value::from(""),
            FieldKind::Ordinal | FieldKind::Count | FieldKind::Score | FieldKind::Threshold => {
                Value::from(0)
            }
            FieldKind::Role => Value::from(Role::NAMES[0]),
            FieldKind::Cast => Value::Array(Vec::new()),
            FieldKind::Decision => Value::from(RoundDecision::NAMES[0]),
            FieldKind::Status => Value::from(ShipStatus::NAMES[0]),
            FieldKind::Reason => Value::from(DegradedReason::NAMES[0]),
            FieldKind::Cause => Value::from(FailedCause::NAMES[0]),
            FieldKind::Kind => Value::from(WarningKind::NAMES[0]),
            FieldKind::ArtifactRef => {
                let mut r = serde_json::Map::new();
                r.insert("projectId".into(), Value::from(""));
                r.insert("artifactId".into(), Value::from(""));
                Value::Object(r)
            }
        }
    }
}

impl EventType {
    /// The types a run sends many of (one a panelist turn, dimension, must-fix, round or
    /// warning): the parser hands them to its `Sink` with borrowed texts, and the JS façade
    /// builds each with one JS object literal (`core/js/generated/panel-events.js`, from
    /// `fields`) rather than through serde.
    pub const FREQUENT: [EventType; 6] = [
        EventType::PanelistOpen,
        EventType::PanelistDim,
        EventType::PanelistMustFix,
        EventType::PanelistClose,
        EventType::RoundEnd,
        EventType::ParserWarning,
    ];

    /// The fields of this event type after `type`, in upstream's order (the order `to_json`
    /// writes them), each with its kind (§2.2, §2.3): the one list the guard, the theater's
    /// fast path (`core/js/theater.js`, handed it by the `js` façade) and the reader's tests take.
    pub const fn fields(self) -> &'static [(&'static str, FieldKind)] {
        use FieldKind as K;
        match self {
            EventType::RunStarted => &[
                ("runId", K::RunId),
                ("protocolVersion", K::Ordinal),
                ("cast", K::Cast),
                ("maxRounds", K::Ordinal),
                ("threshold", K::Threshold),
                ("scale", K::Ordinal),
            ],
            EventType::PanelistOpen => &[
                ("runId", K::RunId),
                ("round", K::Ordinal),
                ("role", K::Role),
            ],
            EventType::PanelistDim => &[
                ("runId", K::RunId),
                ("round", K::Ordinal),
                ("role", K::Role),
                ("dimName", K::Text),
                ("dimScore", K::Score),
                ("dimNote", K::Text),
            ],
            EventType::PanelistMustFix => &[
                ("runId", K::RunId),
                ("round", K::Ordinal),
                ("role", K::Role),
                ("text", K::Text),
            ],
            EventType::PanelistClose => &[
                ("runId", K::RunId),
                ("round", K::Ordinal),
                ("role", K::Role),
                ("score", K::Score),
            ],
            EventType::RoundEnd => &[
                ("runId", K::RunId),
                ("round", K::Ordinal),
                ("composite", K::Score),
                ("mustFix", K::Count),
                ("decision", K::Decision),
                ("reason", K::Text),
            ],
            EventType::Ship => &[
                ("runId", K::RunId),
                ("round", K::Ordinal),
                ("composite", K::Score),
                ("status", K::Status),
                ("artifactRef", K::ArtifactRef),
                ("summary", K::Text),
            ],
            EventType::Degraded => &[
                ("runId", K::RunId),
                ("reason", K::Reason),
                ("adapter", K::Text),
            ],
            // `bestRound` 0: interrupted before any round ended.
            EventType::Interrupted => &[
                ("runId", K::RunId),
                ("bestRound", K::Count),
                ("composite", K::Score),
            ],
            EventType::Failed => &[("runId", K::RunId), ("cause", K::Cause)],
            EventType::ParserWarning => &[
                ("runId", K::RunId),
                ("kind", K::Kind),
                ("position", K::Count),
            ],
        }
    }

    /// An event of this type with every field blank (`FieldKind::blank`), as the reader reads it.
    pub fn blank(self) -> JsonResult<PanelEvent> {
        let mut event = serde_json::Map::new();
        event.insert("type".into(), Value::from(self.as_str()));
        for (name, kind) in self.fields() {
            event.insert((*name).into(), kind.blank());
        }
        PanelEvent::from_value(&Value::Object(event))
    }
}

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
        let f = Fields::of(v, "an object (a PanelEvent)")?;
        let kind = f.read("type", |t| wire_value(t, EventType::ALL, EventType::NAMES))?;
        let run_id = f.str("runId")?;
        let role = || f.name::<Role>("role");
        Ok(match kind {
            EventType::RunStarted => PanelEvent::RunStarted {
                run_id,
                protocol_version: f.num("protocolVersion")?,
                cast: f.read("cast", |c| {
                    each(c, |r| wire_value(r, Role::ALL, Role::NAMES))
                })?,
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
                artifact_ref: f.read("artifactRef", ArtifactRef::from_value)?,
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

    /// Reads a list of events, a refusal naming the index (`[2].role`).
    pub fn list_from_value(v: &Value) -> JsonResult<Vec<PanelEvent>> {
        each(v, PanelEvent::from_value)
    }
}

impl<'de> Deserialize<'de> for PanelEvent {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        PanelEvent::from_value(&v).map_err(D::Error::custom)
    }
}

impl ArtifactRef {
    /// Reads `{projectId, artifactId}`, both strings (other keys ignored).
    pub(super) fn from_value(v: &Value) -> JsonResult<ArtifactRef> {
        let r = Fields::of(v, "an object {projectId, artifactId}")?;
        Ok(ArtifactRef {
            project_id: r.str("projectId")?,
            artifact_id: r.str("artifactId")?,
        })
    }
}

impl<'de> Deserialize<'de> for ArtifactRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        ArtifactRef::from_value(&v).map_err(D::Error::custom)
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

    /// `EventType::fields` is what the variants hold: the reader requires each declared field
    /// with its JSON type, and the writer writes exactly those keys, in that order.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn the_declared_fields_are_the_events_fields() {
        for &t in EventType::ALL {
            let event = t.blank().unwrap_or_else(|e| panic!("{t}: {e}"));
            assert_eq!(event.event_type(), t);
            let text = event.to_json();
            let written: Value = serde_json::from_str(&text).unwrap();
            // Exactly `type` and the declared keys, in the declared order (texts are empty:
            // a key's first place in the text is the key).
            assert_eq!(
                written.as_object().unwrap().len(),
                t.fields().len() + 1,
                "{t}"
            );
            let mut places = vec![text.find("\"type\":")];
            places.extend(
                t.fields()
                    .iter()
                    .map(|(name, _)| text.find(&format!("\"{name}\":"))),
            );
            assert!(places.iter().all(Option::is_some), "{t}: {text}");
            assert!(
                places.is_sorted(),
                "{t}: the keys in the declared order: {text}"
            );
            for (name, kind) in t.fields() {
                let mut missing = written.clone();
                missing.as_object_mut().unwrap().remove(*name);
                let err = PanelEvent::from_value(&missing).unwrap_err().to_string();
                assert_eq!(
                    err,
                    format!("`{name}` is missing: it is required"),
                    "{t}.{name}"
                );
                // A value of another JSON type than the kind's is refused.
                let other = match kind.json_type() {
                    "number" => Value::from("0"),
                    _ => Value::from(0),
                };
                let mut wrong = written.clone();
                wrong[*name] = other;
                assert!(
                    PanelEvent::from_value(&wrong).is_err(),
                    "{t}.{name} of another type"
                );
            }
        }
    }

    /// A refusal names the value at fault (its index in a list, its key), what it must be and
    /// what it was, with the name a misspelt one probably means.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn a_refusal_names_the_field_what_it_must_be_and_what_it_was() {
        let ok = PanelEvent::warning("r", WarningKind::DuplicateShip, 3.0).to_json();
        let refused = |text: &str| {
            let v: Value = serde_json::from_str(text).unwrap();
            PanelEvent::list_from_value(&v).unwrap_err().to_string()
        };
        assert_eq!(
            refused(&format!(
                r#"[{ok}, {{"type":"panelist_close","runId":"r","round":1,"role":"critic","score":"3"}}]"#
            )),
            r#"`[1].score` must be a number, got "3" (a string)"#
        );
        assert_eq!(
            refused(r#"[{"type":"panelist_open","runId":"r","round":1,"role":"desginer"}]"#),
            r#"`[0].role` must be one of "designer", "critic", "brand", "a11y", "copy", got "desginer"; did you mean "designer"?"#
        );
        assert_eq!(
            refused(r#"[{"type":"failed","cause":"total_timeout"}]"#),
            "`[0].runId` is missing: it is required"
        );
        assert_eq!(
            refused(
                r#"[{"type":"ship","runId":"r","round":1,"composite":9,"status":"shipped","artifactRef":{"projectId":"p"},"summary":""}]"#
            ),
            "`[0].artifactRef.artifactId` is missing: it is required"
        );
        assert_eq!(refused("{}"), "it must be an array, got an object");
        assert_eq!(
            refused("[null]"),
            "`[0]` must be an object (a PanelEvent), got null"
        );
        assert_eq!(
            refused(
                r#"[{"type":"run_started","runId":"r","protocolVersion":1,"cast":["critic",5]}]"#
            ),
            "`[0].cast[1]` must be a string, got 5"
        );
    }
}
