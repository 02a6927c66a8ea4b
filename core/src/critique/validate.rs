//! `isPanelEvent` (spec §2.3, strict since upstream `c93dac0f`): the guard the web applies to
//! SSE frames and transcript lines; a transcript line it refuses is reported by the field that
//! broke which rule.
//!
//! Owns: the value rule of each [`FieldKind`], and so whether an untrusted JSON value is a
//! well-formed PanelEvent, checked field by field against `EventType::fields`. Never repairs or
//! converts values.

use serde_json::Value;

use super::event::{
    DegradedReason, EventType, FailedCause, FieldKind, Role, RoundDecision, ShipStatus, WarningKind,
};

/// Why a value is not a PanelEvent by the guard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAnEvent {
    /// Not an object, or its `type` is not one of the eleven event types.
    Type,
    /// The field `name` of an event of that type is missing or breaks its kind's rule.
    Field {
        event: EventType,
        name: &'static str,
        kind: FieldKind,
    },
}

fn num(v: Option<&Value>) -> Option<f64> {
    v.and_then(Value::as_f64)
}

fn is_int(x: f64) -> bool {
    x.is_finite() && x.fract() == 0.0
}

fn non_empty(v: Option<&Value>) -> bool {
    v.and_then(Value::as_str).is_some_and(|s| !s.is_empty())
}

fn name_of(v: Option<&Value>, parse: fn(&str) -> bool) -> bool {
    v.and_then(Value::as_str).is_some_and(parse)
}

/// Whether `v`, the value of a field of kind `kind` in `event`, meets the kind's rule.
fn meets(kind: FieldKind, v: Option<&Value>, event: &Value) -> bool {
    let role = |r: &Value| r.as_str().and_then(Role::parse).is_some();
    match kind {
        FieldKind::RunId => non_empty(v),
        FieldKind::Text => v.is_some_and(Value::is_string),
        FieldKind::Ordinal => num(v).is_some_and(|x| is_int(x) && x > 0.0),
        FieldKind::Count => num(v).is_some_and(|x| is_int(x) && x >= 0.0),
        FieldKind::Score => num(v).is_some_and(|x| x.is_finite() && x >= 0.0),
        FieldKind::Threshold => match (num(v), num(event.get("scale"))) {
            (Some(t), Some(s)) => t.is_finite() && t >= 0.0 && t <= s,
            _ => false,
        },
        FieldKind::Role => v.is_some_and(role),
        FieldKind::Cast => v
            .and_then(Value::as_array)
            .is_some_and(|c| !c.is_empty() && c.iter().all(role)),
        FieldKind::Decision => name_of(v, |s| RoundDecision::parse(s).is_some()),
        FieldKind::Status => name_of(v, |s| ShipStatus::parse(s).is_some()),
        FieldKind::Reason => name_of(v, |s| DegradedReason::parse(s).is_some()),
        FieldKind::Cause => name_of(v, |s| FailedCause::parse(s).is_some()),
        FieldKind::Kind => name_of(v, |s| WarningKind::parse(s).is_some()),
        FieldKind::ArtifactRef => {
            v.is_some_and(|r| non_empty(r.get("projectId")) && non_empty(r.get("artifactId")))
        }
    }
}

/// What makes `value` fail the guard: its type, else its first field (in the declared order)
/// that breaks its rule.
#[inline(never)]
pub fn check_panel_event(value: &Value) -> Result<EventType, NotAnEvent> {
    let event = value
        .as_object()
        .and_then(|o| o.get("type"))
        .and_then(Value::as_str)
        .and_then(EventType::parse)
        .ok_or(NotAnEvent::Type)?;
    match event
        .fields()
        .iter()
        .find(|(name, kind)| !meets(*kind, value.get(*name), value))
    {
        Some(&(name, kind)) => Err(NotAnEvent::Field { event, name, kind }),
        None => Ok(event),
    }
}

/// True when `value` is a PanelEvent by upstream's strict runtime guard.
pub fn is_panel_event(value: &Value) -> bool {
    check_panel_event(value).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn strict_guard() {
        let ok = json!({"type":"run_started","runId":"r","protocolVersion":1,
            "cast":["designer"],"maxRounds":3,"threshold":8,"scale":10});
        assert!(is_panel_event(&ok));
        let mut frac = ok.clone();
        frac["maxRounds"] = json!(2.5);
        assert!(!is_panel_event(&frac));
        let mut over = ok.clone();
        over["threshold"] = json!(11);
        assert!(!is_panel_event(&over));
        assert!(!is_panel_event(
            &json!({"type":"failed","runId":"","cause":"total_timeout"})
        ));
        assert!(is_panel_event(
            &json!({"type":"failed","runId":"r","cause":"total_timeout"})
        ));
        let ship = json!({"type":"ship","runId":"r","round":1,"composite":9,"status":"shipped",
            "artifactRef":{"projectId":"","artifactId":"a"},"summary":""});
        assert!(!is_panel_event(&ship), "empty projectId is rejected");
        let nan_round = json!({"type":"round_end","runId":"r","round":null,"composite":1,
            "mustFix":0,"decision":"ship","reason":""});
        assert!(!is_panel_event(&nan_round));
        assert!(is_panel_event(
            &json!({"type":"interrupted","runId":"r","bestRound":0,"composite":0})
        ));
        assert!(!is_panel_event(
            &json!({"type":"parser_warning","runId":"r","kind":"x","position":0})
        ));
        assert!(!is_panel_event(&json!(["type"])));
    }

    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn says_which_field_breaks_which_rule() {
        let open = json!({"type":"panelist_open","runId":"r","round":0,"role":"critic"});
        assert_eq!(
            check_panel_event(&open),
            Err(NotAnEvent::Field {
                event: EventType::PanelistOpen,
                name: "round",
                kind: FieldKind::Ordinal
            })
        );
        assert_eq!(
            check_panel_event(&json!({"type":"nope"})),
            Err(NotAnEvent::Type)
        );
        assert_eq!(check_panel_event(&json!("ship")), Err(NotAnEvent::Type));
        let mut one = open.clone();
        one["round"] = json!(1);
        assert_eq!(check_panel_event(&one), Ok(EventType::PanelistOpen));
    }
}
