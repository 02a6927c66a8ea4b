//! The `PanelEvent` contract and its enumerations (spec §2.1-2.2).
//!
//! Owns: the eleven event variants with upstream's camelCase field names in upstream's order
//! (`type` first), the closed enumerations, and JSON output identical to `JSON.stringify`.
//! Never validates untrusted values (that is `validate`) and never decides anything.

use serde::de::{self, Deserializer, Error as _, Unexpected};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::{Map, Value};

use super::number::to_js_json;

/// Declares a closed wire enumeration: the Rust enum, its serde names, `ALL` in upstream order,
/// `as_str` and `parse` (exact match), so the string list exists once.
macro_rules! wire_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $wire:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $($variant),+
        }
        impl $name {
            /// Every value, in upstream's declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// Every wire spelling, in the order of `ALL`.
            pub const NAMES: &'static [&'static str] = &[$($wire),+];
            /// The wire spelling.
            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $wire),+ }
            }
            /// The value whose wire spelling is exactly `s`.
            pub fn parse(s: &str) -> Option<Self> {
                match s { $($wire => Some($name::$variant),)+ _ => None }
            }
        }
        // Hand-written (not derived) serde impls: a wire enum is exactly its string, and one
        // shared visitor keeps the wasm small.
        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                // A unit variant (not a plain str): serde-wasm-bindgen caches these JS strings.
                s.serialize_unit_variant(stringify!($name), *self as u32, self.as_str())
            }
        }
        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                d.deserialize_str(WireVisitor(Self::NAMES)).map(|i| Self::ALL[i])
            }
        }
    };
}

/// Reads a wire enumeration: the index of the exact spelling in `names`.
struct WireVisitor(&'static [&'static str]);

impl<'de> de::Visitor<'de> for WireVisitor {
    type Value = usize;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("one of the wire strings")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|n| *n == s)
            .ok_or_else(|| E::unknown_variant(s, self.0))
    }
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

// ---------- Reading events (hand-written: the derived tagged-enum reader is ~60 KB of wasm) ----------

/// serde's description of a JSON value, for "invalid type" errors.
pub(super) fn unexpected(v: &Value) -> Unexpected<'_> {
    match v {
        Value::Null => Unexpected::Unit,
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::Number(n) => Unexpected::Float(n.as_f64().unwrap_or(f64::NAN)),
        Value::String(s) => Unexpected::Str(s),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
    }
}

pub(super) type JsonResult<T> = Result<T, serde_json::Error>;

/// The fields of one JSON object, read the way serde's derive reads them (unknown keys ignored).
/// Also the reader of the theater state (`reducer`).
pub(super) struct Fields<'a>(pub(super) &'a Map<String, Value>);

impl<'a> Fields<'a> {
    pub(super) fn of(v: &'a Value, what: &'static str) -> JsonResult<Self> {
        match v {
            Value::Object(map) => Ok(Fields(map)),
            other => Err(serde_json::Error::invalid_type(unexpected(other), &what)),
        }
    }

    pub(super) fn get(&self, key: &'static str) -> JsonResult<&'a Value> {
        self.0
            .get(key)
            .ok_or_else(|| serde_json::Error::missing_field(key))
    }

    pub(super) fn str(&self, key: &'static str) -> JsonResult<String> {
        match self.get(key)? {
            Value::String(s) => Ok(s.clone()),
            other => Err(serde_json::Error::invalid_type(
                unexpected(other),
                &"a string",
            )),
        }
    }

    pub(super) fn num(&self, key: &'static str) -> JsonResult<f64> {
        match self.get(key)? {
            Value::Number(n) => Ok(n.as_f64().unwrap_or(f64::NAN)),
            other => Err(serde_json::Error::invalid_type(unexpected(other), &"f64")),
        }
    }

    pub(super) fn wire<T: Copy>(
        &self,
        key: &'static str,
        all: &[T],
        names: &'static [&'static str],
    ) -> JsonResult<T> {
        wire_value(self.get(key)?, all, names)
    }
}

pub(super) fn wire_value<T: Copy>(
    v: &Value,
    all: &[T],
    names: &'static [&'static str],
) -> JsonResult<T> {
    match v {
        Value::String(s) => names
            .iter()
            .position(|n| n == s)
            .map(|i| all[i])
            .ok_or_else(|| serde_json::Error::unknown_variant(s, names)),
        other => Err(serde_json::Error::invalid_type(
            unexpected(other),
            &"a string",
        )),
    }
}

/// The `type` values, in variant order.
pub(crate) const EVENT_TYPES: &[&str] = &[
    "run_started",
    "panelist_open",
    "panelist_dim",
    "panelist_must_fix",
    "panelist_close",
    "round_end",
    "ship",
    "degraded",
    "interrupted",
    "failed",
    "parser_warning",
];

impl PanelEvent {
    /// Reads an event from a JSON value with the shape `to_json` writes (what the derived
    /// `Deserialize` accepted: an object with a known `type`, every field of that variant with
    /// its JSON type, unknown keys ignored). It does not apply `is_panel_event`'s value rules.
    pub fn from_value(v: &Value) -> JsonResult<PanelEvent> {
        let f = Fields::of(v, "internally tagged enum PanelEvent")?;
        let kind = match f.0.get("type") {
            None => return Err(serde_json::Error::missing_field("type")),
            Some(Value::String(s)) => EVENT_TYPES
                .iter()
                .position(|t| t == s)
                .ok_or_else(|| serde_json::Error::unknown_variant(s, EVENT_TYPES))?,
            Some(other) => {
                return Err(serde_json::Error::invalid_type(
                    unexpected(other),
                    &"variant identifier",
                ))
            }
        };
        let run_id = f.str("runId")?;
        let role = || f.wire("role", Role::ALL, Role::NAMES);
        Ok(match kind {
            0 => PanelEvent::RunStarted {
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
            1 => PanelEvent::PanelistOpen {
                run_id,
                round: f.num("round")?,
                role: role()?,
            },
            2 => PanelEvent::PanelistDim {
                run_id,
                round: f.num("round")?,
                role: role()?,
                dim_name: f.str("dimName")?,
                dim_score: f.num("dimScore")?,
                dim_note: f.str("dimNote")?,
            },
            3 => PanelEvent::PanelistMustFix {
                run_id,
                round: f.num("round")?,
                role: role()?,
                text: f.str("text")?,
            },
            4 => PanelEvent::PanelistClose {
                run_id,
                round: f.num("round")?,
                role: role()?,
                score: f.num("score")?,
            },
            5 => PanelEvent::RoundEnd {
                run_id,
                round: f.num("round")?,
                composite: f.num("composite")?,
                must_fix: f.num("mustFix")?,
                decision: f.wire("decision", RoundDecision::ALL, RoundDecision::NAMES)?,
                reason: f.str("reason")?,
            },
            6 => PanelEvent::Ship {
                run_id,
                round: f.num("round")?,
                composite: f.num("composite")?,
                status: f.wire("status", ShipStatus::ALL, ShipStatus::NAMES)?,
                artifact_ref: {
                    let r = Fields::of(f.get("artifactRef")?, "struct ArtifactRef")?;
                    ArtifactRef {
                        project_id: r.str("projectId")?,
                        artifact_id: r.str("artifactId")?,
                    }
                },
                summary: f.str("summary")?,
            },
            7 => PanelEvent::Degraded {
                run_id,
                reason: f.wire("reason", DegradedReason::ALL, DegradedReason::NAMES)?,
                adapter: f.str("adapter")?,
            },
            8 => PanelEvent::Interrupted {
                run_id,
                best_round: f.num("bestRound")?,
                composite: f.num("composite")?,
            },
            9 => PanelEvent::Failed {
                run_id,
                cause: f.wire("cause", FailedCause::ALL, FailedCause::NAMES)?,
            },
            _ => PanelEvent::ParserWarning {
                run_id,
                kind: f.wire("kind", WarningKind::ALL, WarningKind::NAMES)?,
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
