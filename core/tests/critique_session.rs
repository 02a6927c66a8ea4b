//! Daemon bookkeeping (design-jury.md §4.3-4.5, orchestrator cases of §7.6 that need no child
//! process), every event once (`pending`, js-api.md "The package"), transcripts (§5.4) and the
//! panel prompt (§10). The web reducer (§6.2) and the SSE mapping (§5.1) are in
//! `critique_reducer.rs`.
#![cfg(not(target_arch = "wasm32"))]

mod critique_common;

use critique_common::{chunks, count, fixture};
use jury_core::critique::{
    is_panel_event, panel_prompt, read_transcript, write_transcript, ChildExit, CritiqueConfig,
    CritiqueSession, EventType, FailedCause, FallbackPolicy, FieldKind, PanelEvent, PanelRun,
    RunStatus, RunSummary, SessionOptions, ShipStatus, SkippedLine, WarningKind, GZIP_THRESHOLD,
};

const RUN: &str = r#"<CRITIQUE_RUN version="1" maxRounds="3" threshold="8.0" scale="10">"#;

/// A session of run `r` for the test adapter, project `p1`, artifact `a1`.
fn session_with(config: CritiqueConfig) -> CritiqueSession {
    CritiqueSession::new(SessionOptions {
        adapter: "test".into(),
        project_id: "p1".into(),
        artifact_id: "a1".into(),
        config,
        ..SessionOptions::new("r")
    })
}

fn session(policy: FallbackPolicy) -> CritiqueSession {
    session_with(CritiqueConfig {
        fallback_policy: policy,
        ..CritiqueConfig::default()
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
    // §7.6 authority: all panelists 6.0, agent claims 9.5 and ships.
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
    // The same summary, with nothing pending any more (every event is handed out once).
    assert_eq!(
        s.interrupt(),
        RunSummary {
            pending: Vec::new(),
            ..r
        }
    );
}

/// Interrupting `stream` after any number of the events its feed gives keeps those events as
/// they were, followed only by the interrupt's own.
fn kept_as_shown(stream: &str) {
    let options = || SessionOptions::new("r");
    let mut whole = CritiqueSession::new(options());
    let read = whole.feed(stream).len();
    let whole = whole.finish().events;
    for shown in 0..=read {
        let r = CritiqueSession::interrupt_after(options(), stream, shown);
        assert_eq!(r.events[..shown], whole[..shown], "after {shown} events");
        assert_eq!(r.status, RunStatus::Interrupted, "after {shown} events");
        // After them only the interrupt's own events: no score or must-fix shows up on Esc.
        let panelist = |e: &PanelEvent| {
            matches!(
                e,
                PanelEvent::PanelistDim { .. }
                    | PanelEvent::PanelistMustFix { .. }
                    | PanelEvent::PanelistClose { .. }
            )
        };
        assert!(
            !r.events[shown..].iter().any(panelist),
            "after {shown} events: {:?}",
            r.events[shown..]
                .iter()
                .map(PanelEvent::type_name)
                .collect::<Vec<_>>()
        );
    }
}

/// A player that reads ahead of what it shows: Interrupt after the `shown`-th event keeps only
/// what was shown (the round it stopped in, not the next one read ahead), the same summary as
/// a session fed exactly that far and interrupted.
#[test]
fn interrupt_after_keeps_only_the_events_shown() {
    let stream = format!(
        "{RUN}{}{}{}</CRITIQUE_RUN>",
        round(1, 8.0, 8.0, "continue"),
        round(2, 9.0, 9.0, "ship"),
        ship(2, 9.0)
    );
    let options = || SessionOptions {
        adapter: "test".into(),
        project_id: "p1".into(),
        artifact_id: "a1".into(),
        ..SessionOptions::new("r")
    };
    let whole = {
        let mut s = CritiqueSession::new(options());
        s.feed(&stream);
        s.finish().events
    };
    let end_of_round_1 = whole
        .iter()
        .position(|e| matches!(e, PanelEvent::RoundEnd { .. }))
        .unwrap()
        + 1;
    // Shown up to round 1's end: round 2's events, read ahead in the same chunk, are not kept.
    let r = CritiqueSession::interrupt_after(options(), &stream, end_of_round_1);
    assert_eq!(r.events[..end_of_round_1], whole[..end_of_round_1]);
    assert_eq!((r.status, r.score), (RunStatus::Interrupted, Some(8.0)));
    assert!(
        matches!(r.events.last(), Some(PanelEvent::Interrupted { best_round, composite, .. }) if *best_round == 1.0 && *composite == 8.0)
    );
    assert!(!r
        .events
        .iter()
        .any(|e| matches!(e, PanelEvent::PanelistOpen { round, .. } if *round == 2.0)));
    // At any event the stream gives, the events shown are kept as they were; also in Open
    // Design's fixture, whose panelists close with their scores and must-fixes at once.
    kept_as_shown(&stream);
    kept_as_shown(&fixture("happy-3-rounds"));
    // Shown to the end: the run as it finished by itself.
    let r = CritiqueSession::interrupt_after(options(), &stream, whole.len());
    assert_eq!((r.status, r.events), (RunStatus::Shipped, whole));
}

/// A run interrupted in round 1 keeps the designer's round-1 draft, not the later ones its
/// reply holds; a finished run keeps them all.
#[test]
fn an_interrupted_run_keeps_the_drafts_of_the_rounds_it_came_to() {
    let reply = fixture("happy-3-rounds");
    let options = || SessionOptions::new("r");
    let mut whole = CritiqueSession::new(options());
    whole.feed(&reply);
    let whole = whole.finish();
    let finished = PanelRun::from_summary("r", 0.0, "t", &whole).with_drafts(&reply);
    assert_eq!(finished.drafts.len(), 3);
    let first_close = whole
        .events
        .iter()
        .position(|e| matches!(e, PanelEvent::PanelistClose { .. }))
        .unwrap()
        + 1;
    let cut = CritiqueSession::interrupt_after(options(), &reply, first_close);
    let run = PanelRun::from_summary("r", 0.0, "t", &cut).with_drafts(&reply);
    assert_eq!(run.status, RunStatus::Interrupted);
    let rounds: Vec<_> = run.drafts.iter().map(|d| d.round).collect();
    assert_eq!(rounds, [Some(1.0)]);
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

// ---------- every event once (`pending`) ----------

/// What a consumer that dispatches `feed`'s results and then the summary's `pending` sees.
fn dispatched(
    s: &mut CritiqueSession,
    text: &str,
    units: usize,
    end: fn(&mut CritiqueSession) -> RunSummary,
) -> (Vec<PanelEvent>, RunSummary) {
    let mut seen = Vec::new();
    for chunk in chunks(text, units) {
        seen.extend(s.feed(chunk));
    }
    let summary = end(s);
    seen.extend(summary.pending.iter().cloned());
    (seen, summary)
}

#[test]
fn every_event_is_handed_out_once_on_the_happy_fixture() {
    let text = fixture("happy-3-rounds");
    for units in [1, 7, 64, 1000, usize::MAX] {
        let mut s = session(FallbackPolicy::ShipBest);
        let (seen, summary) = dispatched(&mut s, &text, units, CritiqueSession::finish);
        assert_eq!(seen, summary.events, "{units}-unit chunks");
        // The normalised ship comes last, and only through `pending`: `feed` held it back.
        assert_eq!(seen.last().unwrap().type_name(), "ship");
        assert!(summary.pending.iter().any(|e| e.type_name() == "ship"));
        assert_eq!(count(&seen, "ship"), 1);
        // Nothing is handed out twice: a second finish or a later feed has nothing pending.
        let again = s.finish();
        assert!(again.pending.is_empty());
        assert_eq!(again.events, summary.events);
        assert!(s.feed("<ROUND n=\"9\">").is_empty());
        assert!(s.interrupt().pending.is_empty());
    }
}

#[test]
fn every_event_is_handed_out_once_on_fallback_and_interrupt() {
    // Fallback: no SHIP, the round limit reached; the fallback ship is pending.
    let text = format!(
        "{RUN}{}{}</CRITIQUE_RUN>",
        round(1, 6.0, 6.0, "continue"),
        round(2, 7.0, 7.0, "continue")
    );
    for units in [1, 16, usize::MAX] {
        let mut s = session(FallbackPolicy::ShipBest);
        let (seen, summary) = dispatched(&mut s, &text, units, CritiqueSession::finish);
        assert_eq!(seen, summary.events, "{units}-unit chunks");
        assert_eq!(summary.pending.last().unwrap().type_name(), "ship");
        assert_eq!(last_ship(&seen).2, ShipStatus::BelowThreshold);
    }
    // Policy "fail": the `failed` event is pending.
    let mut s = session(FallbackPolicy::Fail);
    let (seen, summary) = dispatched(&mut s, &text, 64, CritiqueSession::finish);
    assert_eq!(seen, summary.events);
    assert_eq!(summary.pending.last().unwrap().type_name(), "failed");
    // Interrupt mid-stream (round 2 open, the agent's SHIP never came): the ship of the best
    // round and `interrupted` are pending, after what `feed` handed out.
    let cut = format!(
        "{RUN}{}<ROUND n=\"2\"><PANELIST role=\"critic\" score=\"5\">",
        round(1, 7.5, 7.5, "continue")
    );
    for units in [1, 64, usize::MAX] {
        let mut s = session(FallbackPolicy::ShipBest);
        let (seen, summary) = dispatched(&mut s, &cut, units, CritiqueSession::interrupt);
        assert_eq!(seen, summary.events, "{units}-unit chunks");
        let tail: Vec<_> = summary.pending.iter().map(PanelEvent::type_name).collect();
        assert_eq!(tail.last(), Some(&"interrupted"));
        assert!(tail.contains(&"ship"));
        assert!(s.interrupt().pending.is_empty());
        assert!(s.finish().pending.is_empty());
    }
    // Degraded while fed: `feed` hands the `degraded` event out at once, nothing is pending.
    let mut s = session(FallbackPolicy::ShipBest);
    let (seen, summary) = dispatched(
        &mut s,
        &format!("{RUN}\n  <NOTE>x</NOTE>"),
        5,
        CritiqueSession::finish,
    );
    assert_eq!(seen, summary.events);
    assert_eq!(summary.status, RunStatus::Degraded);
    assert!(summary.pending.is_empty());
    // Degraded at the end of the stream (a block left open): `degraded` is pending.
    let mut s = session(FallbackPolicy::ShipBest);
    let (seen, summary) = dispatched(
        &mut s,
        &format!("{RUN}<ROUND n=\"1\"><PANELIST role=\"critic\"></ROUND>"),
        5,
        CritiqueSession::finish,
    );
    assert_eq!(seen, summary.events);
    assert_eq!(summary.status, RunStatus::Degraded);
    let pending: Vec<_> = summary.pending.iter().map(PanelEvent::type_name).collect();
    assert_eq!(pending, ["degraded"]);
}

// ---------- §4.5 the daemon's clocks and the child's exit ----------

/// Round 1's designer turn with its artifact: a complete block, so its `panelist_open` is out.
const OPEN_ROUND_1: &str = "<ROUND n=\"1\"><PANELIST role=\"designer\"><ARTIFACT mime=\"text/html\"><![CDATA[<p>v1</p>]]></ARTIFACT></PANELIST>";

fn timed(per_round_ms: u64, total_ms: u64, policy: FallbackPolicy) -> CritiqueSession {
    session_with(CritiqueConfig {
        fallback_policy: policy,
        per_round_timeout_ms: per_round_ms,
        total_timeout_ms: total_ms,
        ..CritiqueConfig::default()
    })
}

fn cause(events: &[PanelEvent]) -> Option<FailedCause> {
    events.iter().find_map(|e| match e {
        PanelEvent::Failed { cause, .. } => Some(*cause),
        _ => None,
    })
}

#[test]
fn per_round_timeout_with_a_stalled_source() {
    // §7.6: per-round timeout 50 ms, the source stalls inside round 1 → timed_out.
    let mut s = timed(50, 240_000, FallbackPolicy::ShipBest);
    let mut seen = s.feed_at(RUN, 1000.0);
    assert_eq!(
        s.deadline(),
        Some(241_000.0),
        "only the total timer before a round"
    );
    seen.extend(s.feed_at(OPEN_ROUND_1, 1010.0));
    seen.extend(s.feed_at("<PANELIST role=\"critic\" score=\"7\">", 1020.0));
    assert_eq!(s.deadline(), Some(1060.0));
    assert_eq!(s.timeout(1059.0), None, "not yet");
    assert_eq!(s.status(), RunStatus::Running);
    let r = s.timeout(1060.0).expect("the run ends at its deadline");
    seen.extend(r.pending.iter().cloned());
    assert_eq!(r.status, RunStatus::TimedOut);
    assert_eq!(cause(&r.events), Some(FailedCause::PerRoundTimeout));
    // No round closed: no ship, and `failed` is the last event.
    assert_eq!(count(&r.events, "ship"), 0);
    assert_eq!(r.events.last().unwrap().type_name(), "failed");
    assert_eq!((r.score, s.deadline()), (None, None));
    assert_eq!(seen, r.events, "every event handed out once");
    // Ended: more time or text changes nothing, and nothing is pending any more.
    assert!(s.timeout(9e9).unwrap().pending.is_empty());
    assert!(s.feed_at("</PANELIST>", 2000.0).is_empty());
    assert_eq!(s.finish().status, RunStatus::TimedOut);
}

#[test]
fn total_timeout_with_a_stalled_source() {
    // §7.6: total timeout 50 ms → timed_out; the timer starts at the first feed (`""` at spawn).
    let mut s = timed(90_000, 50, FallbackPolicy::ShipBest);
    assert_eq!(s.deadline(), None, "no clock before the first timed feed");
    assert!(s.feed_at("", 0.0).is_empty());
    assert_eq!(s.deadline(), Some(50.0));
    s.feed_at(RUN, 20.0);
    assert_eq!(s.timeout(49.9), None);
    let r = s.timeout(75.0).unwrap();
    assert_eq!(r.status, RunStatus::TimedOut);
    assert_eq!(cause(&r.events), Some(FailedCause::TotalTimeout));
    assert_eq!(count(&r.events, "failed"), 1);
}

#[test]
fn total_timeout_after_two_rounds_ships_the_best() {
    // §7.6: two rounds (6.0, 7.5) then a stall, total 300 ms → timed_out, score ≈ 7.5, one ship.
    let mut s = timed(90_000, 300, FallbackPolicy::ShipBest);
    let mut seen = s.feed_at(RUN, 0.0);
    seen.extend(s.feed_at(&round(1, 6.0, 6.0, "continue"), 40.0));
    // Between rounds no per-round timer runs: only the total one.
    assert_eq!(s.deadline(), Some(300.0));
    seen.extend(s.feed_at(&round(2, 7.5, 7.5, "continue"), 120.0));
    assert_eq!(s.deadline(), Some(300.0));
    let r = s.timeout(300.0).unwrap();
    seen.extend(r.pending.iter().cloned());
    assert_eq!(seen, r.events);
    assert_eq!(r.status, RunStatus::TimedOut);
    assert!((r.score.unwrap() - 7.5).abs() < 1e-9);
    assert_eq!(count(&r.events, "ship"), 1);
    let (n, composite, status, summary) = last_ship(&r.events);
    assert_eq!((n, status), (2.0, ShipStatus::TimedOut));
    assert!((composite - 7.5).abs() < 1e-9);
    assert_eq!(summary, "Timed out after round 2, best composite 7.50");
    // Upstream's order: the best-so-far ship, then `failed{total_timeout}`, last.
    let tail: Vec<_> = r.pending.iter().map(PanelEvent::type_name).collect();
    assert_eq!(tail, ["ship", "failed"]);
    assert_eq!(cause(&r.events), Some(FailedCause::TotalTimeout));
    assert_eq!(r.rounds.len(), 2);
}

#[test]
fn timeout_with_policy_fail_ships_nothing() {
    let mut s = timed(90_000, 300, FallbackPolicy::Fail);
    s.feed_at(&format!("{RUN}{}", round(1, 9.0, 9.0, "continue")), 0.0);
    let r = s.timeout(300.0).unwrap();
    assert_eq!(
        (r.status, count(&r.events, "ship"), r.score),
        (RunStatus::TimedOut, 0, None)
    );
}

#[test]
fn per_round_timer_runs_from_a_rounds_first_panelist_to_its_end() {
    let mut s = timed(50, 1000, FallbackPolicy::ShipBest);
    s.feed_at(RUN, 0.0);
    s.feed_at(OPEN_ROUND_1, 10.0);
    assert_eq!(s.deadline(), Some(60.0));
    // Another panelist of the same round does not restart it.
    s.feed_at("<PANELIST role=\"critic\" score=\"7\"></PANELIST>", 40.0);
    assert_eq!(s.deadline(), Some(60.0));
    s.feed_at(
        "<ROUND_END n=\"1\" composite=\"7\" must_fix=\"0\" decision=\"continue\"></ROUND_END></ROUND>",
        55.0,
    );
    assert_eq!(s.deadline(), Some(1000.0), "stopped at round_end");
    assert_eq!(s.timeout(500.0), None);
    // Round 2's timer starts at its first panelist, not at `<ROUND>`.
    s.feed_at("<ROUND n=\"2\">", 600.0);
    assert_eq!(s.deadline(), Some(1000.0));
    s.feed_at("<PANELIST role=\"critic\" score=\"8\"></PANELIST>", 700.0);
    assert_eq!(s.deadline(), Some(750.0));
    // A per-round deadline past the total one: the total timer fires first.
    let mut late = timed(500, 1000, FallbackPolicy::ShipBest);
    late.feed_at(RUN, 0.0);
    late.feed_at(OPEN_ROUND_1, 800.0);
    assert_eq!(late.deadline(), Some(1000.0));
    assert_eq!(
        cause(&late.timeout(2000.0).unwrap().events),
        Some(FailedCause::TotalTimeout)
    );
    // Both due at the same instant: the total timer, as upstream's race lists it first.
    let mut tie = timed(50, 100, FallbackPolicy::ShipBest);
    tie.feed_at(RUN, 0.0);
    tie.feed_at(OPEN_ROUND_1, 50.0);
    assert_eq!(
        cause(&tie.timeout(100.0).unwrap().events),
        Some(FailedCause::TotalTimeout)
    );
}

#[test]
fn a_chunk_fed_past_the_deadline_is_not_read() {
    // The daemon would have timed out waiting for it: its SHIP never counts.
    let mut s = timed(90_000, 300, FallbackPolicy::ShipBest);
    let mut seen = s.feed_at(&format!("{RUN}{}", round(1, 9.0, 9.0, "ship")), 0.0);
    seen.extend(s.feed_at(&format!("{}</CRITIQUE_RUN>", ship(1, 9.0)), 301.0));
    assert_eq!(s.status(), RunStatus::TimedOut);
    let r = s.finish();
    assert!(r.pending.is_empty(), "feed handed the timeout's events out");
    assert_eq!(seen, r.events);
    assert_eq!(last_ship(&r.events).2, ShipStatus::TimedOut);
    assert_eq!(r.artifact, None);
}

#[test]
fn a_session_never_told_the_time_never_times_out() {
    let mut s = timed(50, 50, FallbackPolicy::ShipBest);
    s.feed(&format!("{RUN}{OPEN_ROUND_1}"));
    assert_eq!(s.deadline(), None);
    assert_eq!(s.timeout(f64::MAX), None);
    // An untimed feed after a timed one happens at the last time given.
    let mut s = timed(50, 1000, FallbackPolicy::ShipBest);
    s.feed_at(RUN, 100.0);
    s.feed(OPEN_ROUND_1);
    assert_eq!(s.deadline(), Some(150.0));
}

#[test]
fn child_exit_nonzero_fails_without_a_ship() {
    // §7.6: child exit code 1 → failed, one `failed`, no fallback ship even after a round.
    let mut s = session(FallbackPolicy::ShipBest);
    let mut seen = s.feed(&format!("{RUN}{}", round(1, 9.0, 9.0, "continue")));
    let r = s.child_exit(ChildExit::Code(1)).unwrap();
    seen.extend(r.pending.iter().cloned());
    assert_eq!(seen, r.events);
    assert_eq!(r.status, RunStatus::Failed);
    assert_eq!(count(&r.events, "failed"), 1);
    assert_eq!(cause(&r.events), Some(FailedCause::CliExitNonzero));
    assert_eq!((count(&r.events, "ship"), r.score), (0, None));
    assert_eq!(s.finish().status, RunStatus::Failed);
}

#[test]
fn child_exit_zero_before_the_stream_ends_still_ships() {
    // §7.6: exit 0 before the parser ends → still shipped.
    let text = fixture("happy-3-rounds");
    let mut s = session(FallbackPolicy::ShipBest);
    let (head, tail) = text.split_at(text.len() / 2);
    let mut seen = s.feed(head);
    assert_eq!(s.child_exit(ChildExit::Code(0)), None, "the run goes on");
    seen.extend(s.feed(tail));
    let r = s.finish();
    seen.extend(r.pending.iter().cloned());
    assert_eq!(seen, r.events);
    assert_eq!(r.status, RunStatus::Shipped);
    assert_eq!(count(&r.events, "ship"), 1);
    assert!(r.artifact.is_some());
}

#[test]
fn child_killed_by_a_signal_is_interrupted() {
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&format!(
        "{RUN}{}{}<ROUND n=\"3\">",
        round(1, 8.0, 8.0, "continue"),
        round(2, 6.0, 6.0, "continue")
    ));
    let r = s.child_exit(ChildExit::Signal("SIGTERM")).unwrap();
    assert_eq!((r.status, r.score), (RunStatus::Interrupted, Some(8.0)));
    let (n, _, status, summary) = last_ship(&r.events);
    assert_eq!((n, status), (1.0, ShipStatus::Interrupted));
    assert_eq!(
        summary,
        "Child terminated by signal SIGTERM after round 1, best composite 8.00"
    );
    // `bestRound` is the last completed round, `composite` the policy's pick (§4.5's note).
    assert!(matches!(
        r.events.last(),
        Some(PanelEvent::Interrupted { best_round, composite, .. }) if *best_round == 2.0 && *composite == 8.0
    ));
    // Before any round: just `interrupted{0, 0}`.
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(RUN);
    let r = s.child_exit(ChildExit::Signal("SIGKILL")).unwrap();
    assert_eq!(
        r.pending
            .iter()
            .map(PanelEvent::type_name)
            .collect::<Vec<_>>(),
        ["interrupted"]
    );
}

// ---------- §5.4 transcripts ----------

#[test]
fn transcript_round_trip_plain_and_gzipped() {
    let mut s = session(FallbackPolicy::ShipBest);
    s.feed(&fixture("happy-3-rounds"));
    let events = s.finish().events;
    let small = write_transcript(&events, GZIP_THRESHOLD);
    assert_eq!(small.name, "transcript.ndjson");
    assert_eq!(read_transcript(&small.bytes).unwrap().events, events);
    let text = String::from_utf8(small.bytes.clone()).unwrap();
    assert_eq!(text.lines().next().unwrap(), events[0].to_json());
    let mut many = Vec::new();
    while many.len() * 150 < 300_000 {
        many.extend(events.iter().cloned());
    }
    let big = write_transcript(&many, GZIP_THRESHOLD);
    assert_eq!(big.name, "transcript.ndjson.gz");
    assert_eq!(&big.bytes[..2], &[0x1f, 0x8b]);
    assert_eq!(read_transcript(&big.bytes).unwrap().events, many);
    assert_eq!(write_transcript(&many, GZIP_THRESHOLD), big, "byte-stable");
}

/// Events whose NDJSON text is exactly `bytes` long (`failed` events, the last one's runId
/// padded), so the threshold can be hit to the byte.
fn transcript_of(bytes: usize) -> Vec<PanelEvent> {
    let failed = |run_id: String| PanelEvent::Failed {
        run_id,
        cause: jury_core::critique::FailedCause::TotalTimeout,
    };
    let line = failed("r".into()).to_json().len() + 1;
    let mut events: Vec<PanelEvent> = (0..bytes / line - 1).map(|_| failed("r".into())).collect();
    let pad = bytes - events.len() * line - line;
    events.push(failed(format!("r{}", "x".repeat(pad))));
    let text: usize = events.iter().map(|e| e.to_json().len() + 1).sum();
    assert_eq!(text, bytes);
    events
}

#[test]
fn transcript_gzips_strictly_above_the_threshold() {
    // §5.4: "> 262 144 bytes" is gzipped; exactly at the threshold it is not.
    for (bytes, name) in [
        (GZIP_THRESHOLD - 1, "transcript.ndjson"),
        (GZIP_THRESHOLD, "transcript.ndjson"),
        (GZIP_THRESHOLD + 1, "transcript.ndjson.gz"),
    ] {
        let events = transcript_of(bytes);
        let file = write_transcript(&events, GZIP_THRESHOLD);
        assert_eq!(file.name, name, "{bytes} bytes");
        assert_eq!(read_transcript(&file.bytes).unwrap().events, events);
        if name.ends_with(".gz") {
            assert_eq!(&file.bytes[..2], &[0x1f, 0x8b]);
            assert!(file.bytes.len() < bytes);
        } else {
            assert_eq!(file.bytes.len(), bytes);
        }
    }
    // A threshold of the caller's: the same rule around it; 0 gzips anything non-empty.
    let events = transcript_of(1000);
    assert_eq!(write_transcript(&events, 1000).name, "transcript.ndjson");
    assert_eq!(write_transcript(&events, 999).name, "transcript.ndjson.gz");
    assert_eq!(write_transcript(&events, 1001).name, "transcript.ndjson");
    assert_eq!(write_transcript(&events, 0).name, "transcript.ndjson.gz");
    assert_eq!(write_transcript(&[], 0).name, "transcript.ndjson");
}

/// Open Design's own parser output keeps records beside the events; a reader can
/// tell them from damage (design-jury.md §5.4 keeps only `isPanelEvent` lines).
#[test]
fn upstream_records_are_told_apart_from_damage() {
    let text = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/open-design-v1/expected/happy-3-rounds.ndjson"
    ))
    .unwrap();
    let read = read_transcript(&text).unwrap();
    assert_eq!(read.skipped, 5);
    assert_eq!(
        read.skipped_by,
        vec![
            (SkippedLine::Record("__score__".into()), 3),
            (SkippedLine::Record("__artifact__".into()), 1),
            (SkippedLine::Record("__end__".into()), 1),
        ]
    );
    let unknown = read_transcript(br#"{"type":"tool_call","runId":"r"}"#).unwrap();
    assert_eq!(
        unknown.skipped_by,
        vec![(SkippedLine::Unknown("tool_call".into()), 1)]
    );
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
    assert_eq!(
        read.skipped_by,
        vec![
            (SkippedLine::NotJson, 1),
            (
                SkippedLine::Invalid {
                    event: EventType::Failed,
                    field: "runId",
                    kind: FieldKind::RunId
                },
                1
            ),
            (SkippedLine::NoType, 1)
        ]
    );
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
