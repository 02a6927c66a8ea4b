//! `isPanelEvent` (spec §2.3, strict since upstream `c93dac0f`): the guard the web applies to
//! SSE frames and transcript lines.
//!
//! Owns: deciding whether an untrusted JSON value is a well-formed PanelEvent. Never repairs
//! or converts values.

use serde_json::Value;

use super::event::{
    DegradedReason, EventType, FailedCause, Role, RoundDecision, ShipStatus, WarningKind,
};

fn num(v: &Value, key: &str) -> Option<f64> {
    v.get(key).and_then(Value::as_f64)
}

fn is_int(x: f64) -> bool {
    x.is_finite() && x.fract() == 0.0
}

fn positive_int(v: &Value, key: &str) -> bool {
    num(v, key).is_some_and(|x| is_int(x) && x > 0.0)
}

fn non_negative_int(v: &Value, key: &str) -> bool {
    num(v, key).is_some_and(|x| is_int(x) && x >= 0.0)
}

fn non_negative(v: &Value, key: &str) -> bool {
    num(v, key).is_some_and(|x| x.is_finite() && x >= 0.0)
}

fn string(v: &Value, key: &str) -> bool {
    v.get(key).is_some_and(Value::is_string)
}

fn one_of(v: &Value, key: &str, parse: fn(&str) -> bool) -> bool {
    v.get(key).and_then(Value::as_str).is_some_and(parse)
}

fn role(v: &Value) -> bool {
    one_of(v, "role", |s| Role::parse(s).is_some())
}

fn non_empty(v: Option<&Value>) -> bool {
    v.and_then(Value::as_str).is_some_and(|s| !s.is_empty())
}

/// True when `value` is a PanelEvent by upstream's strict runtime guard.
pub fn is_panel_event(value: &Value) -> bool {
    let Some(kind) = value
        .get("type")
        .and_then(Value::as_str)
        .and_then(EventType::parse)
    else {
        return false;
    };
    if !value.is_object() || !non_empty(value.get("runId")) {
        return false;
    }
    let v = value;
    let panelist = || positive_int(v, "round") && role(v);
    match kind {
        EventType::RunStarted => {
            let cast_ok = v.get("cast").and_then(Value::as_array).is_some_and(|c| {
                !c.is_empty() && c.iter().all(|r| r.as_str().and_then(Role::parse).is_some())
            });
            let threshold_ok = match (num(v, "threshold"), num(v, "scale")) {
                (Some(t), Some(s)) => t.is_finite() && t >= 0.0 && t <= s,
                _ => false,
            };
            positive_int(v, "protocolVersion")
                && positive_int(v, "maxRounds")
                && positive_int(v, "scale")
                && cast_ok
                && threshold_ok
        }
        EventType::PanelistOpen => panelist(),
        EventType::PanelistDim => {
            panelist()
                && string(v, "dimName")
                && non_negative(v, "dimScore")
                && string(v, "dimNote")
        }
        EventType::PanelistMustFix => panelist() && string(v, "text"),
        EventType::PanelistClose => panelist() && non_negative(v, "score"),
        EventType::RoundEnd => {
            positive_int(v, "round")
                && non_negative(v, "composite")
                && non_negative_int(v, "mustFix")
                && one_of(v, "decision", |s| RoundDecision::parse(s).is_some())
                && string(v, "reason")
        }
        EventType::Ship => {
            let r = v.get("artifactRef");
            positive_int(v, "round")
                && non_negative(v, "composite")
                && one_of(v, "status", |s| ShipStatus::parse(s).is_some())
                && r.is_some_and(|r| {
                    non_empty(r.get("projectId")) && non_empty(r.get("artifactId"))
                })
                && string(v, "summary")
        }
        EventType::Degraded => {
            one_of(v, "reason", |s| DegradedReason::parse(s).is_some()) && string(v, "adapter")
        }
        EventType::Interrupted => non_negative_int(v, "bestRound") && non_negative(v, "composite"),
        EventType::Failed => one_of(v, "cause", |s| FailedCause::parse(s).is_some()),
        EventType::ParserWarning => {
            one_of(v, "kind", |s| WarningKind::parse(s).is_some())
                && non_negative_int(v, "position")
        }
    }
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
}
