//! The daemon's authoritative bookkeeping for one run (spec §4.3-4.5, §10): what a daemon
//! would publish given the agent's stream.
//!
//! Owns: per-round composite and must-fix counts from the parser's events, `composite_mismatch`
//! warnings, holding back the agent's `ship` and replacing it with a normalised one after the
//! stream ends, fallback policies, interrupt with best-so-far, and `degraded` on parser errors.
//! Never parses text itself (it drives a `CritiqueParser`), never writes files, never times out
//! (the caller decides when to interrupt).

use serde::{Deserialize, Serialize};

use super::config::CritiqueConfig;
use super::event::{
    ArtifactRef, FailedCause, PanelEvent, Role, RoundDecision, RunStatus, ShipStatus, WarningKind,
};
use super::number::{js_number_to_string, js_to_fixed};
use super::parser::{Artifact, CritiqueParser, Output, ParseError, ParserOptions};
use super::score::{compute_composite, decide_round, select_fallback_round, RoundScore};

/// `COMPOSITE_TOLERANCE`: how far the agent's claimed composite may be from the daemon's.
const COMPOSITE_TOLERANCE: f64 = 0.01;

/// How a session is set up. The parser's byte cap is `config.parser_max_block_bytes`.
#[derive(Clone, Debug, PartialEq)]
pub struct SessionOptions {
    pub run_id: String,
    pub adapter: String,
    pub project_id: String,
    pub artifact_id: String,
    pub config: CritiqueConfig,
}

impl SessionOptions {
    pub fn new(run_id: impl Into<String>) -> Self {
        SessionOptions {
            run_id: run_id.into(),
            adapter: String::new(),
            project_id: String::new(),
            artifact_id: String::new(),
            config: CritiqueConfig::default(),
        }
    }
}

/// A completed round as stored in `rounds_json` (§5.5); `decision` recomputed by the daemon.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoundSummary {
    pub n: f64,
    pub composite: f64,
    pub must_fix: u32,
    pub decision: RoundDecision,
}

/// The daemon's view of a `round_end` next to the agent's claims (the fixtures' `__score__`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ScoreRecord {
    pub round: f64,
    pub daemon_composite: f64,
    pub daemon_must_fix: u32,
    pub daemon_decision: RoundDecision,
    pub agent_composite: f64,
    pub agent_must_fix: f64,
    pub composite_mismatch: bool,
}

/// The outcome of a run: status, every published event in order (the transcript), the events
/// not handed out yet, final score, completed rounds and the shipped artifact (only from an
/// accepted agent SHIP).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunSummary {
    pub status: RunStatus,
    pub events: Vec<PanelEvent>,
    /// The tail of `events` that no `feed` returned and no earlier `finish`/`interrupt` handed
    /// out (the normalised `ship` among them): a consumer that dispatches what `feed` returns
    /// and then `pending` sees every event once, in order.
    pub pending: Vec<PanelEvent>,
    pub score: Option<f64>,
    pub rounds: Vec<RoundSummary>,
    pub artifact: Option<Artifact>,
}

#[derive(Clone, Debug)]
struct RoundState {
    n: f64,
    scores: Vec<(Role, f64)>,
    must_fix: u32,
    composite: f64,
}

/// One run's bookkeeping. Feed the agent's text with [`CritiqueSession::feed`]; end with
/// [`CritiqueSession::finish`] or [`CritiqueSession::interrupt`]. Once terminal, further input
/// is ignored and both return the same summary.
#[derive(Clone, Debug)]
pub struct CritiqueSession {
    parser: CritiqueParser,
    config: CritiqueConfig,
    adapter: String,
    artifact_ref: ArtifactRef,
    open_rounds: Vec<RoundState>,
    completed: Vec<RoundSummary>,
    held_ship: Option<(f64, f64, String)>,
    held_artifact: Option<Artifact>,
    published: Vec<PanelEvent>,
    /// How many of `published` were handed out (by `feed`, or as a summary's `pending`).
    handed_out: usize,
    score_records: Vec<ScoreRecord>,
    status: RunStatus,
    score: Option<f64>,
    artifact: Option<Artifact>,
    error: Option<ParseError>,
    cut_off: bool,
}

impl CritiqueSession {
    pub fn new(opts: SessionOptions) -> Self {
        let parser = CritiqueParser::new(ParserOptions {
            run_id: opts.run_id,
            adapter: opts.adapter.clone(),
            project_id: opts.project_id.clone(),
            artifact_id: opts.artifact_id.clone(),
            max_block_bytes: opts.config.parser_max_block_bytes,
        });
        CritiqueSession {
            parser,
            config: opts.config,
            adapter: opts.adapter,
            artifact_ref: ArtifactRef {
                project_id: opts.project_id,
                artifact_id: opts.artifact_id,
            },
            open_rounds: Vec::new(),
            completed: Vec::new(),
            held_ship: None,
            held_artifact: None,
            published: Vec::new(),
            handed_out: 0,
            score_records: Vec::new(),
            status: RunStatus::Running,
            score: None,
            artifact: None,
            error: None,
            cut_off: false,
        }
    }

    fn run_id(&self) -> &str {
        &self.parser.options().run_id
    }

    /// `running` until the run ends.
    pub fn status(&self) -> RunStatus {
        self.status
    }

    /// Why the parser rejected the stream, once it has (the run is then `degraded`): the
    /// `degraded` event carries only upstream's reason, this says what and where.
    pub fn error(&self) -> Option<&ParseError> {
        self.error.as_ref()
    }

    /// Whether the text ended inside the run: the parser accepted everything it was fed and
    /// rejected the stream as malformed only when told it had ended (no `</CRITIQUE_RUN>`, no
    /// `<SHIP>`, or a block left open). A reply cut off by the chat's length limit looks like this, and the
    /// remedy differs from a malformed one: ask the model to continue, not to start over.
    pub fn cut_off(&self) -> bool {
        self.cut_off
    }

    /// One record per `round_end` of a round that had panelists, in stream order.
    pub fn score_records(&self) -> &[ScoreRecord] {
        &self.score_records
    }

    /// Feeds agent text; returns the events a daemon would publish because of it.
    pub fn feed(&mut self, chunk: &str) -> Vec<PanelEvent> {
        if self.status == RunStatus::Running {
            let mut outs = Vec::new();
            let result = self.parser.push(chunk, &mut outs);
            self.absorb(outs, result);
        }
        self.hand_out()
    }

    /// The published events not handed out yet, now handed out.
    fn hand_out(&mut self) -> Vec<PanelEvent> {
        let from = std::mem::replace(&mut self.handed_out, self.published.len());
        self.published[from..].to_vec()
    }

    /// Ends the stream: parser end-of-stream rules, then the normalised ship or the fallback.
    pub fn finish(&mut self) -> RunSummary {
        if self.status == RunStatus::Running {
            let mut outs = Vec::new();
            let result = self.parser.finish(&mut outs);
            // Only "never closed": a missing artifact or an oversize block is not cured by
            // more text.
            self.cut_off = matches!(result, Err(ParseError::Malformed { .. }));
            self.absorb(outs, result);
        }
        if self.status == RunStatus::Running {
            self.settle();
        }
        self.summary()
    }

    /// Stops the run keeping the best-so-far (§4.5 abort path); the held agent SHIP is dropped.
    pub fn interrupt(&mut self) -> RunSummary {
        if self.status == RunStatus::Running {
            let pick = select_fallback_round(&self.round_scores(), self.config.fallback_policy);
            let last = self.completed.last().map(|r| r.n);
            if let (Some(last), Some(pick)) = (last, pick) {
                let summary = format!(
                    "Interrupted after round {}, best composite {}",
                    js_number_to_string(last),
                    js_to_fixed(pick.composite, 2)
                );
                self.publish_ship(pick, ShipStatus::Interrupted, summary);
            }
            let composite = pick.map_or(0.0, |p| p.composite);
            self.publish(PanelEvent::Interrupted {
                run_id: self.run_id().to_owned(),
                best_round: last.unwrap_or(0.0),
                composite,
            });
            self.status = RunStatus::Interrupted;
            self.score = pick.map(|p| p.composite);
        }
        self.summary()
    }

    fn summary(&mut self) -> RunSummary {
        RunSummary {
            pending: self.hand_out(),
            status: self.status,
            events: self.published.clone(),
            score: self.score,
            rounds: self.completed.clone(),
            artifact: self.artifact.clone(),
        }
    }

    fn round_scores(&self) -> Vec<RoundScore> {
        self.completed
            .iter()
            .map(|r| RoundScore {
                n: r.n,
                composite: r.composite,
            })
            .collect()
    }

    fn publish(&mut self, ev: PanelEvent) {
        self.published.push(ev);
    }

    fn warn(&mut self, kind: WarningKind) {
        let ev = PanelEvent::warning(self.run_id(), kind, 0.0);
        self.publish(ev);
    }

    fn absorb(&mut self, outs: Vec<Output>, result: Result<(), ParseError>) {
        for out in outs {
            match out {
                Output::Artifact(a) => self.held_artifact = Some(a),
                Output::Event(ev) => self.on_event(ev),
            }
        }
        if let Err(e) = result {
            let ev = PanelEvent::Degraded {
                run_id: self.run_id().to_owned(),
                reason: e.degraded_reason(),
                adapter: self.adapter.clone(),
            };
            self.publish(ev);
            self.status = RunStatus::Degraded;
            self.error = Some(e);
        }
    }

    fn round_mut(&mut self, n: f64) -> Option<&mut RoundState> {
        self.open_rounds.iter_mut().find(|r| r.n == n)
    }

    fn on_event(&mut self, ev: PanelEvent) {
        let weights = self.config.weights;
        match &ev {
            PanelEvent::PanelistOpen { round, .. } if self.round_mut(*round).is_none() => {
                self.open_rounds.push(RoundState {
                    n: *round,
                    scores: Vec::new(),
                    must_fix: 0,
                    composite: 0.0,
                });
            }
            PanelEvent::PanelistClose {
                round, role, score, ..
            } => {
                if let Some(r) = self.round_mut(*round) {
                    match r.scores.iter_mut().find(|(x, _)| x == role) {
                        Some(slot) => slot.1 = *score,
                        None => r.scores.push((*role, *score)),
                    }
                    r.composite = compute_composite(&r.scores, &weights);
                }
            }
            PanelEvent::PanelistMustFix { round, .. } => {
                if let Some(r) = self.round_mut(*round) {
                    r.must_fix += 1;
                }
            }
            PanelEvent::Ship {
                round,
                composite,
                summary,
                ..
            } => {
                // Not forwarded: the daemon publishes its own ship after the stream ends.
                self.held_ship = Some((*round, *composite, summary.clone()));
                return;
            }
            _ => {}
        }
        let round_end = match &ev {
            PanelEvent::RoundEnd {
                round,
                composite,
                must_fix,
                ..
            } => Some((*round, *composite, *must_fix)),
            _ => None,
        };
        self.publish(ev);
        if let Some((n, agent_composite, agent_must_fix)) = round_end {
            self.close_round(n, agent_composite, agent_must_fix);
        }
    }

    /// `round_end` bookkeeping; the warning follows the `round_end` it is about.
    fn close_round(&mut self, n: f64, agent_composite: f64, agent_must_fix: f64) {
        let Some(state) = self.open_rounds.iter().find(|r| r.n == n) else {
            return;
        };
        let (composite, must_fix) = (state.composite, state.must_fix);
        // JS comparisons: a NaN claim never exceeds the tolerance but never equals a count.
        let mismatch = (agent_composite - composite).abs() > COMPOSITE_TOLERANCE
            || agent_must_fix != f64::from(must_fix);
        let decision = decide_round(composite, must_fix, &self.config);
        self.score_records.push(ScoreRecord {
            round: n,
            daemon_composite: composite,
            daemon_must_fix: must_fix,
            daemon_decision: decision,
            agent_composite,
            agent_must_fix,
            composite_mismatch: mismatch,
        });
        if mismatch {
            self.warn(WarningKind::CompositeMismatch);
        }
        let summary = RoundSummary {
            n,
            composite,
            must_fix,
            decision,
        };
        match self.completed.iter_mut().find(|r| r.n == n) {
            Some(slot) => *slot = summary,
            None => self.completed.push(summary),
        }
    }

    /// End of a stream that did not fail: the agent's SHIP if it names a completed round,
    /// otherwise the fallback policy (§4.3, §4.4).
    fn settle(&mut self) {
        if let Some((round, claimed, summary)) = self.held_ship.take() {
            if let Some(r) = self.completed.iter().find(|r| r.n == round).copied() {
                if (claimed - r.composite).abs() > COMPOSITE_TOLERANCE {
                    self.warn(WarningKind::CompositeMismatch);
                }
                let status = match decide_round(r.composite, r.must_fix, &self.config) {
                    RoundDecision::Ship => ShipStatus::Shipped,
                    RoundDecision::Continue => ShipStatus::BelowThreshold,
                };
                // The artifact is "written" before the ship event goes out.
                self.artifact = self.held_artifact.take();
                self.publish_ship(
                    RoundScore {
                        n: r.n,
                        composite: r.composite,
                    },
                    status,
                    summary,
                );
                self.status = if status == ShipStatus::Shipped {
                    RunStatus::Shipped
                } else {
                    RunStatus::BelowThreshold
                };
                self.score = Some(r.composite);
                return;
            }
            // A SHIP for a round that never closed is rejected (PR #481).
            self.warn(WarningKind::DuplicateShip);
        }
        match select_fallback_round(&self.round_scores(), self.config.fallback_policy) {
            Some(pick) => {
                let summary = format!(
                    "Fallback: best round {} composite {}",
                    js_number_to_string(pick.n),
                    js_to_fixed(pick.composite, 2)
                );
                self.publish_ship(pick, ShipStatus::BelowThreshold, summary);
                self.status = RunStatus::BelowThreshold;
                self.score = Some(pick.composite);
            }
            None => {
                let ev = PanelEvent::Failed {
                    run_id: self.run_id().to_owned(),
                    cause: FailedCause::OrchestratorInternal,
                };
                self.publish(ev);
                self.status = RunStatus::Failed;
            }
        }
    }

    fn publish_ship(&mut self, pick: RoundScore, status: ShipStatus, summary: String) {
        let ev = PanelEvent::Ship {
            run_id: self.run_id().to_owned(),
            round: pick.n,
            composite: pick.composite,
            status,
            artifact_ref: self.artifact_ref.clone(),
            summary,
        };
        self.publish(ev);
    }
}
