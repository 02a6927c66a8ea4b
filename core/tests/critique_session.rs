//! Daemon bookkeeping (design-jury.md §4.3-4.5, orchestrator cases of §7.6 that need no child
//! process), the web reducer (§6.2), transcripts (§5.4) and the panel prompt (§10).
#![cfg(not(target_arch = "wasm32"))]

mod critique_common;

use critique_common::{count, fixture};
use jury_core::critique::reducer::Phase;
use jury_core::critique::{
    is_panel_event, panel_prompt, read_transcript, write_transcript, CritiqueConfig,
    CritiqueSession, FallbackPolicy, PanelEvent, Role, RunStatus, SessionOptions, ShipStatus,
    Theater, WarningKind,
};

const RUN: &str = r#"<CRITIQUE_RUN version="1" maxRounds="3" threshold="8.0" scale="10">"#;

fn session(policy: FallbackPolicy) -> CritiqueSession {
    CritiqueSession::new(SessionOptions {
        adapter: "test".into(),
        project_id: "p1".into(),
        artifact_id: "a1".into(),
        config: CritiqueConfig {
            fallback_policy: policy,
            ..CritiqueConfig::default()
        },
        ..SessionOptions::new("r")
    })
}

/// A round where every scoring panelist gives `score`, with the agent claiming `claimed`.
fn round(n: u32, score: f64, claimed: f64, decision: &str) -> String {
    let designer = if n == 1 {
        "<PANELIST role=\"designer\"><ARTIFACT mime=\"text/html\"><![CDATA[<p>v1</p>]]></ARTIFACT></PANELIST>"
    } else {
        "<PANELIST role=\"designer\"></PANELIST>"
    };
    let panel: String = ["critic", "brand", "a11y", "copy"]
        .iter()
        .map(|r| format!("<PANELIST role=\"{r}\" score=\"{score}\"></PANELIST>"))
        .collect();
    format!(
        "<ROUND n=\"{n}\">{designer}{panel}<ROUND_END n=\"{n}\" composite=\"{claimed}\" must_fix=\"0\" decision=\"{decision}\"></ROUND_END></ROUND>"
    )
}

fn ship(n: u32, composite: f64) -> String {
    format!(
        "<SHIP round=\"{n}\" composite=\"{composite}\" status=\"shipped\"><ARTIFACT mime=\"text/html\">\
         <![CDATA[<html><body>final</body></html>]]></ARTIFACT><SUMMARY>done</SUMMARY></SHIP>"
    )
}

fn kinds(events: &[PanelEvent], kind: WarningKind) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, PanelEvent::ParserWarning { kind: k, .. } if *k == kind))
        .count()
}

fn last_ship(events: &[PanelEvent]) -> (f64, f64, ShipStatus, String) {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            PanelEvent::Ship {
                round,
                composite,
                status,
                summary,
                ..
            } => Some((*round, *composite, *status, summary.clone())),
            _ => None,
        })
        .expect("a ship")
}

#[test]
fn happy_run_ships_with_daemon_composite() {
    let mut s = session(FallbackPolicy::ShipBest);
    for chunk in fixture("happy-3-rounds").as_bytes().chunks(100) {
        s.feed(std::str::from_utf8(chunk).unwrap());
    }
    let r = s.finish();
    assert_eq!(r.status, RunStatus::Shipped);
    assert_eq!(r.events[0].type_name(), "run_started");
    assert_eq!(r.rounds.len(), 3);
    assert_eq!(r.score, Some(8.6));
    let (round, _, status, _) = last_ship(&r.events);
    assert_eq!((round, status), (3.0, ShipStatus::Shipped));
    assert_eq!(r.events.last().unwrap().type_name(), "ship");
    assert!(r.artifact.unwrap().body.contains("<!doctype html>"));
    assert_eq!(s.score_records()[0].daemon_composite, 6.260000000000001);
    // Finishing twice returns the same summary.
    assert_eq!(s.finish().events.len(), r.events.len());
}

#[test]
fn agent_claims_are_not_authoritative() {
    // §7.6 authority (PR #481): all panelists 6.0, agent claims 9.5 and ships.
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&format!(
        "{RUN}{}{}</CRITIQUE_RUN>",
        round(1, 6.0, 9.5, "ship"),
        ship(1, 9.5)
    ));
    let r = s.finish();
    assert_eq!(r.status, RunStatus::BelowThreshold);
    let (_, composite, status, _) = last_ship(&r.events);
    assert_eq!(status, ShipStatus::BelowThreshold);
    assert!(composite < 8.0);
    assert!(kinds(&r.events, WarningKind::CompositeMismatch) >= 1);
    // Agent composite 7.5 vs daemon 9.0 → mismatch; aligned 9.0 → none.
    for (claimed, want) in [(7.5, 1), (9.0, 0)] {
        let mut s = session(FallbackPolicy::ShipBest);
        s.feed(&format!(
            "{RUN}{}{}",
            round(1, 9.0, claimed, "ship"),
            ship(1, 9.0)
        ));
        let r = s.finish();
        assert_eq!(
            kinds(&r.events, WarningKind::CompositeMismatch),
            want,
            "claimed {claimed}"
        );
        assert_eq!(r.status, RunStatus::Shipped);
    }
}

#[test]
fn ship_for_unclosed_round_falls_back() {
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&format!(
        "{RUN}{}<ROUND n=\"2\">{}",
        round(1, 6.0, 6.0, "continue"),
        ship(2, 9.0)
    ));
    let r = s.finish();
    assert_eq!(kinds(&r.events, WarningKind::DuplicateShip), 1);
    let (n, _, status, summary) = last_ship(&r.events);
    assert_eq!((n, status), (1.0, ShipStatus::BelowThreshold));
    assert_eq!(summary, "Fallback: best round 1 composite 6.00");
    assert_eq!(r.artifact, None);
}

#[test]
fn fallback_policies() {
    // §7.6: two rounds (6.0, 7.0), no SHIP, ship_best → below_threshold, composite > 6.
    let text = format!(
        "{RUN}{}{}</CRITIQUE_RUN>",
        round(1, 6.0, 6.0, "continue"),
        round(2, 7.0, 7.0, "continue")
    );
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&text);
    let r = s.finish();
    assert_eq!(r.status, RunStatus::BelowThreshold);
    assert_eq!(count(&r.events, "ship"), 1);
    assert!(r.score.unwrap() > 6.0);
    // One round, fail → failed, no ship.
    let mut s = session(FallbackPolicy::Fail);
    s.feed(&format!(
        "{RUN}{}</CRITIQUE_RUN>",
        round(1, 9.0, 9.0, "ship")
    ));
    let r = s.finish();
    assert_eq!(
        (
            r.status,
            count(&r.events, "ship"),
            count(&r.events, "failed")
        ),
        (RunStatus::Failed, 0, 1)
    );
    // A run that never closed a round fails whatever the policy.
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&format!("{RUN}</CRITIQUE_RUN>"));
    assert_eq!(s.finish().status, RunStatus::Failed);
}

#[test]
fn interrupt_keeps_best_so_far() {
    // §4.5: abort after one round (8.0) → interrupted, score 8.0, one ship.
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&format!(
        "{RUN}{}<ROUND n=\"2\">",
        round(1, 8.0, 8.0, "continue")
    ));
    let r = s.interrupt();
    assert_eq!((r.status, r.score), (RunStatus::Interrupted, Some(8.0)));
    let (n, _, status, summary) = last_ship(&r.events);
    assert_eq!((n, status), (1.0, ShipStatus::Interrupted));
    assert_eq!(summary, "Interrupted after round 1, best composite 8.00");
    assert!(
        matches!(r.events.last(), Some(PanelEvent::Interrupted { best_round, composite, .. }) if *best_round == 1.0 && *composite == 8.0)
    );
    // Before any round: no ship, interrupted{0, 0}; interrupting twice changes nothing.
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(RUN);
    let r = s.interrupt();
    assert_eq!((count(&r.events, "ship"), r.score), (0, None));
    assert!(
        matches!(r.events.last(), Some(PanelEvent::Interrupted { best_round, .. }) if *best_round == 0.0)
    );
    assert_eq!(s.interrupt(), r);
}

#[test]
fn parser_errors_degrade_without_fallback() {
    // §7.6: ROUND before the run → degraded, one degraded event.
    let mut s = session(FallbackPolicy::ShipBest);
    assert_eq!(s.error(), None);
    let published = s.feed("<ROUND n=\"1\">");
    assert!(
        matches!(published.as_slice(), [PanelEvent::Degraded { adapter, .. }] if adapter == "test")
    );
    // The degraded event says only upstream's reason; the session keeps what and where.
    let error = s.error().expect("the parser error");
    assert_eq!(
        (error.name(), error.position()),
        ("MalformedBlockError", Some(0))
    );
    let r = s.finish();
    assert_eq!(
        (
            r.status,
            count(&r.events, "degraded"),
            count(&r.events, "ship")
        ),
        (RunStatus::Degraded, 1, 0)
    );
    // Even with completed rounds there is no fallback ship.
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&format!(
        "{RUN}{}<ROUND n=\"2\">",
        round(1, 9.0, 9.0, "continue")
    ));
    let r = s.finish();
    assert_eq!(
        (r.status, count(&r.events, "ship")),
        (RunStatus::Degraded, 0)
    );
    assert!(s.feed("more").is_empty());
}

// ---------- §6.2 reducer ----------

fn theater_from(events: &[PanelEvent]) -> Theater {
    let mut t = Theater::new();
    for e in events {
        t.apply(e);
    }
    t
}

#[test]
fn reducer_follows_a_run() {
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&fixture("happy-3-rounds"));
    let events = s.finish().events;
    let t = theater_from(&events);
    let Phase::Shipped { r#final } = &t.phase else {
        panic!("{:?}", t.phase)
    };
    assert_eq!((r#final.round, r#final.status), (3.0, ShipStatus::Shipped));
    let run = t.run.as_ref().unwrap();
    assert_eq!(
        run.rounds.iter().map(|r| r.n).collect::<Vec<_>>(),
        [1.0, 2.0, 3.0]
    );
    let r1 = run.round(1.0).unwrap();
    assert_eq!((r1.must_fix, r1.composite), (8, Some(6.26)));
    let critic = r1.panelist(Role::Critic).unwrap();
    assert_eq!(
        (critic.score, critic.dims.len(), critic.must_fixes.len()),
        (Some(6.4), 5, 3)
    );
    assert_eq!(run.active_panelist, None);
}

#[test]
fn reducer_rules() {
    let ev = |json: &str| -> PanelEvent { serde_json::from_str(json).unwrap() };
    let started = ev(
        r#"{"type":"run_started","runId":"r","protocolVersion":1,"cast":["designer","critic"],"maxRounds":3,"threshold":8,"scale":10}"#,
    );
    let mut t = Theater::new();
    // Idle ignores everything but run_started.
    t.apply(&ev(
        r#"{"type":"failed","runId":"r","cause":"total_timeout"}"#,
    ));
    assert_eq!(t, Theater::new());
    t.apply(&started);
    assert_eq!(t.run.as_ref().unwrap().active_round, Some(1.0));
    // Rounds are kept sorted; a late round-1 event lands in round 1.
    t.apply(&ev(
        r#"{"type":"panelist_open","runId":"r","round":2,"role":"critic"}"#,
    ));
    t.apply(&ev(
        r#"{"type":"panelist_must_fix","runId":"r","round":1,"role":"critic","text":"x"}"#,
    ));
    let run = t.run.as_ref().unwrap();
    assert_eq!(
        run.rounds.iter().map(|r| r.n).collect::<Vec<_>>(),
        [1.0, 2.0]
    );
    assert_eq!((run.rounds[0].must_fix, run.rounds[1].must_fix), (1, 0));
    assert_eq!(
        (run.active_round, run.active_panelist),
        (Some(2.0), Some(Role::Critic))
    );
    // Other runIds are ignored.
    let before = t.clone();
    t.apply(&ev(
        r#"{"type":"failed","runId":"other","cause":"total_timeout"}"#,
    ));
    assert_eq!(t, before);
    t.apply(&ev(r#"{"type":"round_end","runId":"r","round":2,"composite":6,"mustFix":1,"decision":"continue","reason":"go"}"#));
    assert_eq!(t.run.as_ref().unwrap().active_round, Some(3.0));
    // Terminal phases are sticky; late warnings are still appended.
    t.apply(&ev(
        r#"{"type":"degraded","runId":"r","reason":"malformed_block","adapter":"a"}"#,
    ));
    t.apply(&ev(r#"{"type":"ship","runId":"r","round":1,"composite":9,"status":"shipped","artifactRef":{"projectId":"p","artifactId":"a"},"summary":""}"#));
    t.apply(&ev(
        r#"{"type":"panelist_open","runId":"r","round":5,"role":"copy"}"#,
    ));
    t.apply(&ev(
        r#"{"type":"parser_warning","runId":"r","kind":"duplicate_ship","position":0}"#,
    ));
    assert!(matches!(t.phase, Phase::Degraded { .. }));
    assert_eq!(t.run.as_ref().unwrap().rounds.len(), 2);
    assert_eq!(t.run.as_ref().unwrap().warnings.len(), 1);
    // A new run_started starts over; reset goes idle.
    t.apply(&started);
    assert_eq!(t.phase, Phase::Running);
    assert!(t.run.as_ref().unwrap().rounds.is_empty());
    t.reset();
    assert_eq!(t, Theater::new());
}

// ---------- §5.4 transcripts ----------

#[test]
fn transcript_round_trip_plain_and_gzipped() {
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&fixture("happy-3-rounds"));
    let events = s.finish().events;
    let small = write_transcript(&events);
    assert_eq!(small.name, "transcript.ndjson");
    assert_eq!(read_transcript(&small.bytes).unwrap().events, events);
    let text = String::from_utf8(small.bytes.clone()).unwrap();
    assert_eq!(text.lines().next().unwrap(), events[0].to_json());
    let mut many = Vec::new();
    while many.len() * 150 < 300_000 {
        many.extend(events.iter().cloned());
    }
    let big = write_transcript(&many);
    assert_eq!(big.name, "transcript.ndjson.gz");
    assert_eq!(&big.bytes[..2], &[0x1f, 0x8b]);
    assert_eq!(read_transcript(&big.bytes).unwrap().events, many);
    assert_eq!(write_transcript(&many), big, "byte-stable");
}

#[test]
fn transcript_reader_skips_bad_lines() {
    let good = r#"{"type":"failed","runId":"r","cause":"total_timeout"}"#;
    let data = format!(
        "{good}\r\n\n   \nnot json\n{{\"type\":\"failed\",\"runId\":\"\",\"cause\":\"total_timeout\"}}\n[1]\n{good}"
    );
    let read = read_transcript(data.as_bytes()).unwrap();
    // Blank lines are not counted; "not json", the event with an empty runId and [1] are.
    assert_eq!((read.events.len(), read.skipped), (2, 3));
    let events = read.events;
    assert!(events
        .iter()
        .all(|e| is_panel_event(&serde_json::from_str(&e.to_json()).unwrap())));
    assert!(read_transcript(&[0x1f, 0x8b, 0, 1, 2]).is_err());
}

// ---------- §10 prompt ----------

#[test]
fn panel_prompt_is_byte_stable() {
    let cfg = CritiqueConfig::default();
    let brief = "A pricing card for the Pro plan ($9/month).\n```\nnot a fence break\n```";
    let brand = "# ACME\nPrimary blue #1a6cf5. Display font: Inter Tight.";
    let prompt = panel_prompt(&cfg, brief, brand);
    let path = format!(
        "{}/tests/fixtures/critique-prompt.golden.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, &prompt).unwrap();
    }
    assert_eq!(prompt, std::fs::read_to_string(&path).unwrap());
    for needle in [
        "maxRounds=\"3\"",
        "threshold=\"8.0\"",
        "scale=\"10\"",
        "weight 0.4",
        "<MUST_FIX>",
        "<![CDATA[",
        "<SHIP",
        "````text",
    ] {
        assert!(prompt.contains(needle), "{needle}");
    }
}

/// §10 / §11 (this project): a reply cut off mid-round is told apart from a malformed one, so
/// the app can ask the user to have the model continue rather than start over.
#[test]
fn a_reply_that_stops_mid_round_is_cut_off_and_a_malformed_one_is_not() {
    let whole = format!("{RUN}{}", round(1, 7.0, 7.0, "continue"));
    let cut = &whole[..whole.find("<PANELIST role=\"brand\"").unwrap() + 10];
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(cut);
    assert!(!s.cut_off(), "nothing is known before the end");
    let summary = s.finish();
    assert_eq!(summary.status, RunStatus::Degraded);
    assert!(s.cut_off());

    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&format!("{RUN}<NOPE>"));
    s.finish();
    assert!(
        !s.cut_off(),
        "an unknown tag is an error while feeding, not a cut"
    );

    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&format!(
        "{RUN}{}{}</CRITIQUE_RUN>",
        round(1, 9.0, 9.0, "ship"),
        ship(1, 9.0)
    ));
    s.finish();
    assert!(!s.cut_off());
}

#[test]
fn a_missing_artifact_found_at_the_end_is_not_a_cut() {
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&fixture("missing-artifact"));
    s.finish();
    assert_eq!(s.status(), RunStatus::Degraded);
    assert!(!s.cut_off());
}
