//! The theater reducer (design-jury.md §6.2) with upstream's state shape and rules, and the SSE
//! mapping (§5.1). The rules are the spec's bullets; the shape is upstream's `CritiqueState`
//! (what `reduceTheater` hands to JS), checked as JSON.
#![cfg(not(target_arch = "wasm32"))]

mod critique_common;

use critique_common::fixture;

use jury_core::critique::reducer::Phase;
use jury_core::critique::{
    panel_event_to_sse, CritiqueConfig, CritiqueSession, PanelEvent, Role, SessionOptions,
    ShipStatus, Theater, TheaterAction, SSE_EVENT_NAMES,
};
use serde_json::{json, Value};

const RUN: &str = "run_abc";

fn ev(value: Value) -> PanelEvent {
    PanelEvent::from_value(&value).expect("a PanelEvent")
}

fn started(run_id: &str) -> PanelEvent {
    ev(
        json!({"type": "run_started", "runId": run_id, "protocolVersion": 1,
        "cast": ["designer", "critic", "brand", "a11y", "copy"],
        "maxRounds": 3, "threshold": 8, "scale": 10}),
    )
}

/// `reduce` with the event, asserting it changed the state and left the input alone.
fn step(state: &Theater, event: Value) -> Theater {
    let before = state.clone();
    let next = state
        .reduce(&TheaterAction::Event(ev(event.clone())))
        .unwrap_or_else(|| panic!("{event} was ignored"));
    assert_eq!(state, &before, "reduce changed its input");
    next
}

/// `reduce` with the event, asserting it was ignored (upstream returns the same state).
fn ignored(state: &Theater, event: Value) {
    assert_eq!(
        state.reduce(&TheaterAction::Event(ev(event.clone()))),
        None,
        "{event}"
    );
}

/// The state as JS sees it (`JSON.parse` of what `reduceTheater` hands over).
fn state_json(t: &Theater) -> Value {
    serde_json::from_str(&t.to_json()).expect("the state is JSON")
}

fn running() -> Theater {
    step(&Theater::new(), serde_json::to_value(started(RUN)).unwrap())
}

fn ship_event(run_id: &str) -> Value {
    json!({"type": "ship", "runId": run_id, "round": 1, "composite": 8.6, "status": "shipped",
        "artifactRef": {"projectId": "p1", "artifactId": "a1"}, "summary": "looks good"})
}

fn round_end(round: u32, composite: f64, decision: &str) -> Value {
    json!({"type": "round_end", "runId": RUN, "round": round, "composite": composite,
        "mustFix": 0, "decision": decision, "reason": "why"})
}

#[test]
fn idle_is_just_its_phase_and_ignores_all_but_run_started() {
    let idle = Theater::new();
    assert_eq!(state_json(&idle), json!({"phase": "idle"}));
    ignored(
        &idle,
        json!({"type": "failed", "runId": RUN, "cause": "total_timeout"}),
    );
    ignored(
        &idle,
        json!({"type": "parser_warning", "runId": RUN, "kind": "weak_debate", "position": 1}),
    );
    ignored(
        &idle,
        json!({"type": "panelist_open", "runId": RUN, "round": 1, "role": "critic"}),
    );
}

#[test]
fn run_started_boots_running_with_the_declared_config() {
    let t = running();
    assert_eq!(
        state_json(&t),
        json!({"phase": "running", "runId": RUN,
            "config": {"cast": ["designer", "critic", "brand", "a11y", "copy"], "maxRounds": 3,
                "threshold": 8, "scale": 10, "protocolVersion": 1},
            "rounds": [], "activeRound": 1, "activePanelist": null, "warnings": []})
    );
}

#[test]
fn run_started_is_always_accepted_and_starts_over() {
    let mid = step(
        &running(),
        json!({"type": "panelist_must_fix", "runId": RUN, "round": 1, "role": "critic", "text": "contrast"}),
    );
    let again = step(&mid, serde_json::to_value(started("run_xyz")).unwrap());
    assert_eq!(again.run().unwrap().run_id, "run_xyz");
    assert!(again.run().unwrap().rounds.is_empty());
    // Even from a terminal phase, and for the same runId.
    let shipped = step(&mid, ship_event(RUN));
    let rebooted = step(&shipped, serde_json::to_value(started(RUN)).unwrap());
    assert_eq!(rebooted, running());
}

#[test]
fn events_of_another_run_are_ignored_in_every_phase() {
    let t = running();
    let other = |v: Value| {
        let mut v = v;
        v["runId"] = json!("wrong_run");
        v
    };
    ignored(
        &t,
        other(
            json!({"type": "panelist_must_fix", "runId": "", "round": 1, "role": "critic", "text": "x"}),
        ),
    );
    ignored(&t, other(ship_event(RUN)));
    ignored(
        &t,
        other(json!({"type": "parser_warning", "runId": "", "kind": "weak_debate", "position": 3})),
    );
    let shipped = step(&t, ship_event(RUN));
    ignored(
        &shipped,
        other(json!({"type": "parser_warning", "runId": "", "kind": "weak_debate", "position": 3})),
    );
}

#[test]
fn panelist_open_materialises_the_turn_and_marks_it_active() {
    let t = step(
        &running(),
        json!({"type": "panelist_open", "runId": RUN, "round": 1, "role": "critic"}),
    );
    let j = state_json(&t);
    assert_eq!(
        j["rounds"],
        json!([{"n": 1, "mustFix": 0, "panelists": {"critic": {"dims": [], "mustFixes": []}}}])
    );
    assert_eq!(
        (j["activeRound"].clone(), j["activePanelist"].clone()),
        (json!(1), json!("critic"))
    );
    // It does not wipe what a panelist already has in that round.
    let t = step(
        &running(),
        json!({"type": "panelist_dim", "runId": RUN, "round": 1, "role": "designer", "dimName": "composition", "dimScore": 8, "dimNote": "tight"}),
    );
    let t = step(
        &t,
        json!({"type": "panelist_open", "runId": RUN, "round": 1, "role": "critic"}),
    );
    let t = step(
        &t,
        json!({"type": "panelist_open", "runId": RUN, "round": 1, "role": "designer"}),
    );
    let round = &t.run().unwrap().rounds[0];
    assert_eq!(round.panelist(Role::Designer).unwrap().dims.len(), 1);
    assert_eq!(
        state_json(&t)["rounds"][0]["panelists"]["critic"],
        json!({"dims": [], "mustFixes": []})
    );
}

#[test]
fn dims_and_must_fixes_accumulate_per_role_and_round() {
    let mut t = running();
    for (name, score, note) in [("hierarchy", 8.0, "clear"), ("contrast", 6.0, "borderline")] {
        t = step(
            &t,
            json!({"type": "panelist_dim", "runId": RUN, "round": 1, "role": "critic", "dimName": name, "dimScore": score, "dimNote": note}),
        );
    }
    for (role, text) in [
        ("a11y", "missing alt on hero image"),
        ("a11y", "focus ring missing"),
        ("copy", "CTA is vague"),
    ] {
        t = step(
            &t,
            json!({"type": "panelist_must_fix", "runId": RUN, "round": 1, "role": role, "text": text}),
        );
    }
    let j = state_json(&t);
    assert_eq!(
        j["rounds"][0],
        json!({"n": 1, "mustFix": 3, "panelists": {
            "critic": {"dims": [{"name": "hierarchy", "score": 8, "note": "clear"}, {"name": "contrast", "score": 6, "note": "borderline"}], "mustFixes": []},
            "a11y": {"dims": [], "mustFixes": ["missing alt on hero image", "focus ring missing"]},
            "copy": {"dims": [], "mustFixes": ["CTA is vague"]}}})
    );
    // Neither a dim nor a must-fix moves the active turn.
    assert_eq!((t.active_round(), t.active_panelist()), (Some(1.0), None));
}

#[test]
fn panelist_close_sets_the_score_and_clears_the_speaker() {
    let t = step(
        &running(),
        json!({"type": "panelist_open", "runId": RUN, "round": 1, "role": "brand"}),
    );
    let t = step(
        &t,
        json!({"type": "panelist_close", "runId": RUN, "round": 1, "role": "brand", "score": 8.2}),
    );
    let j = state_json(&t);
    assert_eq!(j["rounds"][0]["panelists"]["brand"]["score"], json!(8.2));
    assert_eq!(j["activePanelist"], Value::Null);
    assert_eq!(j["activeRound"], json!(1));
}

#[test]
fn round_end_records_the_decision_and_advances_only_after_continue() {
    let open = step(
        &running(),
        json!({"type": "panelist_open", "runId": RUN, "round": 1, "role": "critic"}),
    );
    let t = step(
        &open,
        json!({"type": "round_end", "runId": RUN, "round": 1, "composite": 7.4, "mustFix": 2, "decision": "continue", "reason": "below threshold"}),
    );
    let j = state_json(&t);
    assert_eq!(
        j["rounds"][0],
        json!({"n": 1, "composite": 7.4, "mustFix": 0, "decision": "continue", "decisionReason": "below threshold",
            "panelists": {"critic": {"dims": [], "mustFixes": []}}}),
        "the round's mustFix counts the must-fix events, not the agent's claim"
    );
    assert_eq!(
        (j["activeRound"].clone(), j["activePanelist"].clone()),
        (json!(2), Value::Null)
    );
    let t = step(&open, round_end(1, 8.6, "ship"));
    assert_eq!((t.active_round(), t.active_panelist()), (Some(1.0), None));
    assert_eq!(state_json(&t)["rounds"][0]["decision"], json!("ship"));
}

#[test]
fn rounds_are_found_by_number_and_kept_sorted() {
    // A round-2 event before round 1's: each lands in its own round.
    let t = step(
        &running(),
        json!({"type": "panelist_dim", "runId": RUN, "round": 2, "role": "copy", "dimName": "voice", "dimScore": 9, "dimNote": "on brand"}),
    );
    let t = step(
        &t,
        json!({"type": "panelist_dim", "runId": RUN, "round": 1, "role": "critic", "dimName": "contrast", "dimScore": 7, "dimNote": "ok"}),
    );
    let t = step(&t, round_end(3, 5.0, "continue"));
    let run = t.run().unwrap();
    assert_eq!(
        run.rounds.iter().map(|r| r.n).collect::<Vec<_>>(),
        [1.0, 2.0, 3.0]
    );
    let (r1, r2) = (run.round(1.0).unwrap(), run.round(2.0).unwrap());
    assert!(r1.panelist(Role::Copy).is_none() && r1.panelist(Role::Critic).is_some());
    assert!(r2.panelist(Role::Critic).is_none() && r2.panelist(Role::Copy).is_some());
    // A late round-1 must-fix counts in round 1 only.
    let t = step(
        &t,
        json!({"type": "panelist_must_fix", "runId": RUN, "round": 1, "role": "critic", "text": "late"}),
    );
    let counts: Vec<u32> = t.run().unwrap().rounds.iter().map(|r| r.must_fix).collect();
    assert_eq!(counts, [1, 0, 0]);
}

#[test]
fn terminal_events_give_their_phase_with_upstreams_fields() {
    let t = step(&running(), round_end(1, 7.9, "continue"));
    let common = |j: &Value| {
        assert_eq!(j["runId"], json!(RUN));
        assert_eq!(
            j["rounds"].as_array().unwrap().len(),
            1,
            "rounds kept for inspection"
        );
        assert_eq!(j["config"]["maxRounds"], json!(3));
        assert!(j.get("activeRound").is_none() && j.get("activePanelist").is_none());
    };
    let shipped = state_json(&step(&t, ship_event(RUN)));
    common(&shipped);
    assert_eq!(shipped["phase"], json!("shipped"));
    assert_eq!(
        shipped["final"],
        json!({"composite": 8.6, "round": 1, "status": "shipped", "artifactRef": {"projectId": "p1", "artifactId": "a1"}, "summary": "looks good"})
    );
    let degraded = state_json(&step(
        &t,
        json!({"type": "degraded", "runId": RUN, "reason": "malformed_block", "adapter": "pi-rpc"}),
    ));
    common(&degraded);
    assert_eq!(
        (degraded["phase"].clone(), degraded["degraded"].clone()),
        (
            json!("degraded"),
            json!({"reason": "malformed_block", "adapter": "pi-rpc"})
        )
    );
    let interrupted = state_json(&step(
        &t,
        json!({"type": "interrupted", "runId": RUN, "bestRound": 1, "composite": 7.9}),
    ));
    common(&interrupted);
    assert_eq!(
        (
            interrupted["phase"].clone(),
            interrupted["bestRound"].clone(),
            interrupted["composite"].clone()
        ),
        (json!("interrupted"), json!(1), json!(7.9))
    );
    let failed = state_json(&step(
        &t,
        json!({"type": "failed", "runId": RUN, "cause": "cli_exit_nonzero"}),
    ));
    common(&failed);
    assert_eq!(
        (failed["phase"].clone(), failed["cause"].clone()),
        (json!("failed"), json!("cli_exit_nonzero"))
    );
    let keys = |j: &Value| {
        j.as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect::<Vec<_>>()
            .len()
    };
    assert_eq!(
        [
            keys(&shipped),
            keys(&degraded),
            keys(&interrupted),
            keys(&failed)
        ],
        [6, 6, 7, 6]
    );
}

#[test]
fn terminal_phases_are_sticky_but_take_late_warnings() {
    let shipped = step(&running(), ship_event(RUN));
    ignored(
        &shipped,
        json!({"type": "failed", "runId": RUN, "cause": "orchestrator_internal"}),
    );
    ignored(
        &shipped,
        json!({"type": "degraded", "runId": RUN, "reason": "missing_artifact", "adapter": "pi-rpc"}),
    );
    ignored(&shipped, ship_event(RUN));
    ignored(
        &shipped,
        json!({"type": "panelist_open", "runId": RUN, "round": 2, "role": "copy"}),
    );
    ignored(&shipped, round_end(1, 1.0, "continue"));
    let warned = step(
        &shipped,
        json!({"type": "parser_warning", "runId": RUN, "kind": "composite_mismatch", "position": 9001}),
    );
    let j = state_json(&warned);
    assert_eq!(j["phase"], json!("shipped"));
    assert_eq!(
        j["warnings"],
        json!([{"kind": "composite_mismatch", "position": 9001}])
    );
    // While running, a warning is a side channel too: the phase and the turn stay.
    let open = step(
        &running(),
        json!({"type": "panelist_open", "runId": RUN, "round": 1, "role": "critic"}),
    );
    let t = step(
        &open,
        json!({"type": "parser_warning", "runId": RUN, "kind": "weak_debate", "position": 412}),
    );
    assert_eq!(t.active_panelist(), Some(Role::Critic));
    assert_eq!(
        state_json(&t)["warnings"],
        json!([{"kind": "weak_debate", "position": 412}])
    );
}

#[test]
fn reset_goes_back_to_idle_and_is_a_no_op_when_idle() {
    let mid = step(
        &running(),
        json!({"type": "panelist_must_fix", "runId": RUN, "round": 1, "role": "critic", "text": "x"}),
    );
    assert_eq!(mid.reduce(&TheaterAction::Reset), Some(Theater::new()));
    let shipped = step(&mid, ship_event(RUN));
    assert_eq!(shipped.reduce(&TheaterAction::Reset), Some(Theater::new()));
    assert_eq!(Theater::new().reduce(&TheaterAction::Reset), None);
    let action = TheaterAction::from_value(&json!({"type": "__reset__"})).unwrap();
    assert_eq!(action, TheaterAction::Reset);
}

// Upstream's reducer returns the state for an action of any other type, in every phase (its
// idle and other-run returns, its `default:` case): a newer daemon's event, or an action the
// host's other reducers share the dispatch with.
#[test]
fn an_action_of_another_type_changes_nothing_in_any_phase() {
    let mid = step(
        &running(),
        json!({"type": "panelist_must_fix", "runId": RUN, "round": 1, "role": "critic", "text": "x"}),
    );
    let shipped = step(&mid, ship_event(RUN));
    for action in [
        json!({"type": "panelist_blink", "runId": RUN, "round": 1}),
        json!({"type": "SET_USER", "user": "ana"}),
        json!({"type": 7}),
        json!({"runId": RUN}),
    ] {
        let read = TheaterAction::from_value(&action).unwrap();
        assert_eq!(read, TheaterAction::Other, "{action}");
        for state in [Theater::new(), mid.clone(), shipped.clone()] {
            assert_eq!(state.reduce(&read), None, "{action} on {state:?}");
        }
    }
    // An event type with a wrong field is still refused, and so is a value that is no object.
    assert!(TheaterAction::from_value(&json!({"type": "panelist_open", "runId": RUN})).is_err());
    assert!(TheaterAction::from_value(&json!("ship")).is_err());
}

/// The events a daemon publishes for the happy fixture: the parser's (expected/*.ndjson), the
/// agent's ship replaced by the normalised one.
fn happy_events() -> Vec<PanelEvent> {
    let mut s = CritiqueSession::new(SessionOptions {
        adapter: "test".into(),
        project_id: "p1".into(),
        artifact_id: "a1".into(),
        config: CritiqueConfig::default(),
        ..SessionOptions::new("t")
    });
    s.feed(&fixture("happy-3-rounds"));
    s.finish().events
}

#[test]
fn the_happy_replay_reduces_to_shipped() {
    let events = happy_events();
    let parsed = critique_common::expected("happy-3-rounds")
        .lines()
        .filter(|l| !l.contains(r#""type":"__"#))
        .count();
    assert_eq!(events.len(), parsed);
    let mut t = Theater::new();
    for e in &events {
        t = t.reduce(&TheaterAction::Event(e.clone())).unwrap_or(t);
    }
    let Phase::Shipped { r#final } = t.phase() else {
        panic!("{:?}", t.phase())
    };
    assert_eq!(
        (r#final.round, r#final.status, r#final.composite),
        (3.0, ShipStatus::Shipped, 8.6)
    );
    let j = state_json(&t);
    let rounds = j["rounds"].as_array().unwrap();
    assert_eq!(
        rounds.iter().map(|r| r["n"].clone()).collect::<Vec<_>>(),
        [json!(1), json!(2), json!(3)]
    );
    assert_eq!(
        (rounds[0]["mustFix"].clone(), rounds[0]["composite"].clone()),
        (json!(8), json!(6.26))
    );
    let decisions: Vec<_> = rounds
        .iter()
        .map(|r| r["decision"].as_str().unwrap())
        .collect();
    assert_eq!(decisions, ["continue", "continue", "ship"]);
    let critic = &rounds[0]["panelists"]["critic"];
    assert_eq!(
        (
            critic["score"].clone(),
            critic["dims"].as_array().unwrap().len(),
            critic["mustFixes"].as_array().unwrap().len()
        ),
        (json!(6.4), 5, 3)
    );
    assert_eq!(
        rounds[0]["panelists"]
            .as_object()
            .unwrap()
            .keys()
            .collect::<Vec<_>>()
            .len(),
        5
    );
    // `apply` in place gives the same state as the pure `reduce`.
    let mut folded = Theater::new();
    events.iter().for_each(|e| folded.apply(e));
    assert_eq!(folded, t);
}

#[test]
fn every_state_reads_back_as_itself() {
    // What `reduceTheater` gets back from JS is what it gave: every prefix of the happy
    // replay, and the terminal phases.
    let events = happy_events();
    let mut t = Theater::new();
    let mut states = vec![t.clone()];
    for e in &events {
        t.apply(e);
        states.push(t.clone());
    }
    let mid = states[10].clone();
    // Text that JSON must escape survives the trip (quotes, backslashes, controls, non-ASCII).
    let odd = "a \"quoted\" \\ path\n\ttab \u{1}\u{8}\u{c}\r é 🚀 \u{2028}";
    let fix =
        json!({"type": "panelist_must_fix", "runId": "t", "round": 1, "role": "copy", "text": odd});
    let escaped = mid.reduce(&TheaterAction::Event(ev(fix))).unwrap();
    assert_eq!(
        state_json(&escaped)["rounds"][0]["panelists"]["copy"]["mustFixes"]
            .as_array()
            .unwrap()
            .last(),
        Some(&json!(odd))
    );
    states.push(escaped);
    for terminal in [
        json!({"type": "degraded", "runId": "t", "reason": "oversize_block", "adapter": "a"}),
        json!({"type": "interrupted", "runId": "t", "bestRound": 0, "composite": 0}),
        json!({"type": "failed", "runId": "t", "cause": "per_round_timeout"}),
    ] {
        states.push(mid.reduce(&TheaterAction::Event(ev(terminal))).unwrap());
    }
    for state in &states {
        let text = state.to_json();
        let back = Theater::from_value(&serde_json::from_str(&text).unwrap()).unwrap();
        assert_eq!(&back, state, "{text}");
    }
}

#[test]
fn a_wrong_state_is_refused_saying_where() {
    let mut j = state_json(&step(
        &running(),
        json!({"type": "panelist_dim", "runId": RUN, "round": 1, "role": "critic", "dimName": "d", "dimScore": 1, "dimNote": ""}),
    ));
    let error = |j: &Value| Theater::from_value(j).unwrap_err().to_string();
    assert_eq!(
        error(&json!({"phase": "done"})),
        r#"`phase` must be one of "idle", "running", "shipped", "degraded", "interrupted", "failed", got "done""#
    );
    assert_eq!(
        error(&json!({"phase": "running"})),
        "`rounds` is missing: it is required"
    );
    j["rounds"][0]["panelists"]["critic"]["dims"][0]["score"] = json!("high");
    assert_eq!(
        error(&j),
        r#"`rounds[0].panelists.critic.dims[0].score` must be a number, got "high" (a string)"#
    );
    j["rounds"][0]["panelists"] = json!({"critc": {"dims": [], "mustFixes": []}});
    assert_eq!(
        error(&j),
        r#"`rounds[0].panelists` keys must be one of "designer", "critic", "brand", "a11y", "copy", got "critc"; did you mean "critic"?"#
    );
    j["rounds"][0]["panelists"] = json!({});
    j["rounds"][0]["mustFix"] = json!(-1);
    assert_eq!(
        error(&j),
        "`rounds[0].mustFix` must be a count (a whole number, 0 or more), got -1"
    );
    // Rounds given out of order are read back sorted.
    let mut two = state_json(&step(
        &step(&running(), round_end(2, 1.0, "continue")),
        round_end(1, 1.0, "continue"),
    ));
    two["rounds"].as_array_mut().unwrap().reverse();
    let back = Theater::from_value(&two).unwrap();
    assert_eq!(
        back.run()
            .unwrap()
            .rounds
            .iter()
            .map(|r| r.n)
            .collect::<Vec<_>>(),
        [1.0, 2.0]
    );
}

// ---------- §5.1 SSE ----------

/// One event of each type, in upstream's order.
fn one_of_each() -> Vec<PanelEvent> {
    [
        serde_json::to_value(started("r")).unwrap(),
        json!({"type": "panelist_open", "runId": "r", "round": 1, "role": "critic"}),
        json!({"type": "panelist_dim", "runId": "r", "round": 1, "role": "critic", "dimName": "contrast", "dimScore": 7.5, "dimNote": "ok \"quoted\""}),
        json!({"type": "panelist_must_fix", "runId": "r", "round": 1, "role": "critic", "text": "fix\nit"}),
        json!({"type": "panelist_close", "runId": "r", "round": 1, "role": "critic", "score": 7}),
        json!({"type": "round_end", "runId": "r", "round": 1, "composite": 7.25, "mustFix": 1, "decision": "continue", "reason": "below"}),
        json!({"type": "ship", "runId": "r", "round": 1, "composite": 7.25, "status": "below_threshold", "artifactRef": {"projectId": "p", "artifactId": "a"}, "summary": "s"}),
        json!({"type": "degraded", "runId": "r", "reason": "missing_artifact", "adapter": "x"}),
        json!({"type": "interrupted", "runId": "r", "bestRound": 0, "composite": 0}),
        json!({"type": "failed", "runId": "r", "cause": "total_timeout"}),
        json!({"type": "parser_warning", "runId": "r", "kind": "duplicate_ship", "position": 0}),
    ]
    .into_iter()
    .map(ev)
    .collect()
}

#[test]
fn sse_names_are_upstreams_in_upstreams_order() {
    assert_eq!(
        SSE_EVENT_NAMES,
        [
            "critique.run_started",
            "critique.panelist_open",
            "critique.panelist_dim",
            "critique.panelist_must_fix",
            "critique.panelist_close",
            "critique.round_end",
            "critique.ship",
            "critique.degraded",
            "critique.interrupted",
            "critique.failed",
            "critique.parser_warning",
        ]
    );
}

#[test]
fn every_event_type_maps_to_its_channel_and_its_fields_without_type() {
    let events = one_of_each();
    for (event, name) in events.iter().zip(SSE_EVENT_NAMES) {
        let sse = panel_event_to_sse(event);
        assert_eq!(sse.event, name);
        assert_eq!(sse.event, format!("critique.{}", event.type_name()));
        // The data is the event's JSON without `type`, keys in the event's order: what
        // `JSON.stringify` of upstream's payload writes.
        let whole = event.to_json();
        let expected = whole.replacen(&format!("\"type\":\"{}\",", event.type_name()), "", 1);
        assert_eq!(sse.data, expected);
        let data: Value = serde_json::from_str(&sse.data).unwrap();
        assert!(data.get("type").is_none());
        // The web client's inverse (§5.1: the channel gives `type` back) is the same event.
        let mut back = data.clone();
        back["type"] = json!(event.type_name());
        assert_eq!(&ev(back), event);
    }
}

// ---------- The theater's queries (the rules the web app renders with) and the edits ----------

use jury_core::critique::{Edit, RoundChange, Weights};

fn panelist_events(round: u32, scores: &[(&str, f64)]) -> Vec<Value> {
    let mut out = Vec::new();
    for (role, score) in scores {
        out.push(json!({"type": "panelist_open", "runId": RUN, "round": round, "role": role}));
        out.push(json!({"type": "panelist_close", "runId": RUN, "round": round, "role": role, "score": score}));
    }
    out
}

fn ended(round: u32, claimed: f64) -> Value {
    json!({"type": "round_end", "runId": RUN, "round": round, "composite": claimed, "mustFix": 0,
        "decision": "continue", "reason": "r"})
}

fn play(state: Theater, events: Vec<Value>) -> Theater {
    events.into_iter().fold(state, |s, e| step(&s, e))
}

#[test]
fn a_rounds_composite_is_the_cores_with_the_runs_weights_once_it_ended() {
    let t = play(
        running(),
        panelist_events(1, &[("critic", 9.0), ("brand", 6.0)]),
    );
    let round = &t.run().unwrap().rounds[0];
    assert_eq!(
        round.composite_with(&Weights::default()),
        None,
        "not ended yet"
    );
    let t = step(&t, ended(1, 1.0));
    let round = &t.run().unwrap().rounds[0];
    // The agent claimed 1.0; the core's formula gives 8.0 with upstream's weights (§7.3).
    assert_eq!(round.composite, Some(1.0));
    assert!((round.composite_with(&Weights::default()).unwrap() - 8.0).abs() < 1e-9);
    let critic_only = Weights {
        designer: 0.0,
        critic: 1.0,
        brand: 0.0,
        a11y: 0.0,
        copy: 0.0,
    };
    assert_eq!(
        round.composite_with(&critic_only),
        Some(9.0),
        "the run's weights, not the default"
    );
}

#[test]
fn meeting_the_threshold_uses_the_ship_rules_tolerance() {
    let t = running();
    let config = &t.run().unwrap().config;
    assert_eq!(config.threshold, 8.0);
    assert!(config.meets_threshold(8.0));
    // A float fold that lands a hair under the threshold ships (decide_round), so it meets it.
    assert!(config.meets_threshold(8.0 - 1e-10));
    assert!(!config.meets_threshold(7.99));
    let cfg = CritiqueConfig::default();
    assert_eq!(
        jury_core::critique::decide_round(8.0 - 1e-10, 0, &cfg),
        jury_core::critique::RoundDecision::Ship
    );
}

#[test]
fn the_optimistic_interrupt_keeps_the_first_highest_round_or_the_active_one() {
    // Nothing ended yet: the active round with composite 0 (§6.5's fallback).
    let t = play(running(), panelist_events(1, &[("critic", 9.0)]));
    let interrupted = |best_round: f64, composite: f64| PanelEvent::Interrupted {
        run_id: RUN.into(),
        best_round,
        composite,
    };
    let event = t.optimistic_interrupt(&Weights::default()).unwrap();
    assert_eq!(event, interrupted(1.0, 0.0));
    // Round 1 at 7, round 2 at 7 (a tie), round 3 at 6: the first of the highest, round 1
    // (upstream's strict comparison), with the core's composite, not the agent's claims.
    let mut events = panelist_events(1, &[("critic", 7.0)]);
    events.push(ended(1, 9.9));
    events.extend(panelist_events(2, &[("critic", 7.0)]));
    events.push(ended(2, 1.0));
    events.extend(panelist_events(3, &[("critic", 6.0)]));
    events.push(ended(3, 9.9));
    let t = play(running(), events);
    let event = t.optimistic_interrupt(&Weights::default()).unwrap();
    assert_eq!(event, interrupted(1.0, 7.0));
    // Applied, it ends the run; an ended run has nothing to interrupt.
    let ended = t.reduce(&TheaterAction::Event(event)).unwrap();
    assert!(matches!(ended.phase(), Phase::Interrupted { best_round, .. } if *best_round == 1.0));
    assert_eq!(ended.optimistic_interrupt(&Weights::default()), None);
    assert_eq!(
        Theater::new().optimistic_interrupt(&Weights::default()),
        None
    );
}

#[test]
fn each_accepted_action_says_what_it_changed() {
    let mut t = Theater::new();
    let act = |v: Value| TheaterAction::Event(ev(v));
    assert_eq!(
        t.edit(&act(serde_json::to_value(started(RUN)).unwrap())),
        Some(Edit::Start)
    );
    let open2 = json!({"type": "panelist_open", "runId": RUN, "round": 2, "role": "critic"});
    let round = |index, inserted, created, change| Edit::Round {
        index,
        inserted,
        created,
        change,
    };
    assert_eq!(
        t.edit(&act(open2.clone())),
        Some(round(0, true, true, RoundChange::Open))
    );
    assert_eq!(
        t.edit(&act(open2)),
        Some(round(0, false, false, RoundChange::Open))
    );
    // A late round-1 event goes before round 2.
    let dim = json!({"type": "panelist_dim", "runId": RUN, "round": 1, "role": "copy",
        "dimName": "voice", "dimScore": 7, "dimNote": ""});
    assert_eq!(
        t.edit(&act(dim)),
        Some(round(0, true, true, RoundChange::Dim))
    );
    let fix = json!({"type": "panelist_must_fix", "runId": RUN, "round": 2, "role": "brand", "text": "x"});
    assert_eq!(
        t.edit(&act(fix)),
        Some(round(1, false, true, RoundChange::MustFix))
    );
    assert_eq!(t.run().unwrap().rounds[1].must_fix, 1);
    let close =
        json!({"type": "panelist_close", "runId": RUN, "round": 2, "role": "critic", "score": 7});
    assert_eq!(
        t.edit(&act(close)),
        Some(round(1, false, false, RoundChange::Close))
    );
    assert_eq!(
        t.edit(&act(ended(3, 7.0))),
        Some(round(2, true, false, RoundChange::End))
    );
    let warning =
        json!({"type": "parser_warning", "runId": RUN, "kind": "weak_debate", "position": 0});
    assert_eq!(t.edit(&act(warning.clone())), Some(Edit::Warning));
    assert_eq!(t.edit(&act(ship_event("other"))), None, "another run");
    assert_eq!(t.edit(&act(ship_event(RUN))), Some(Edit::End));
    assert_eq!(t.edit(&act(ship_event(RUN))), None, "sticky");
    assert_eq!(
        t.edit(&act(warning)),
        Some(Edit::Warning),
        "late warnings still land"
    );
    assert_eq!(t.edit(&TheaterAction::Reset), Some(Edit::Reset));
    assert_eq!(t.edit(&TheaterAction::Reset), None);
}

#[test]
fn step_for_takes_the_run_comparison_from_the_caller() {
    let mut t = running();
    let close = TheaterAction::Event(ev(
        json!({"type": "panelist_close", "runId": "someone-else", "round": 1, "role": "critic", "score": 7}),
    ));
    let before = t.clone();
    assert_eq!(t.edit_for(&close, false), None);
    assert_eq!(t, before);
    assert!(
        t.edit_for(&close, true).is_some(),
        "the caller said it is this run's"
    );
}

#[test]
fn a_dimension_meets_half_the_run_scale_at_exactly_half() {
    let mut t = Theater::new();
    t.apply(&started("r"));
    let cfg = &t.run().expect("running").config;
    assert!(cfg.meets_half(cfg.scale / 2.0));
    assert!(!cfg.meets_half(cfg.scale / 2.0 - 0.01));
}
