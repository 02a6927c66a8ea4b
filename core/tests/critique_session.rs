//! Daemon bookkeeping (design-jury.md §4.3-4.5, orchestrator cases of §7.6 that need no child
//! process), every event once (`pending`, js-api.md "The package"), transcripts (§5.4) and the
//! panel prompt (§10). The web reducer (§6.2) and the SSE mapping (§5.1) are in
//! `critique_reducer.rs`.
#![cfg(not(target_arch = "wasm32"))]

mod critique_common;

use critique_common::{chunks, count, fixture};
use jury_core::critique::{
    is_panel_event, panel_prompt, read_transcript, write_transcript, CritiqueConfig,
    CritiqueSession, FallbackPolicy, PanelEvent, RunStatus, RunSummary, SessionOptions, ShipStatus,
    SkippedLine, WarningKind, GZIP_THRESHOLD,
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
    // The same summary, with nothing pending any more (every event is handed out once).
    assert_eq!(
        s.interrupt(),
        RunSummary {
            pending: Vec::new(),
            ..r
        }
    );
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

/// Issue #12: Open Design's own parser output keeps records beside the events; a reader can
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
            (SkippedLine::Invalid("failed".into()), 1),
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
