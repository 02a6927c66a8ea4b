//! The daemon's authoritative bookkeeping for one run (spec §4.3-4.5, §10): what a daemon
//! would publish given the agent's stream.
//!
//! Owns: per-round composite and must-fix counts from the parser's events, `composite_mismatch`
//! warnings, holding back the agent's `ship` and replacing it with a normalised one after the
//! stream ends, fallback policies, the daemon's other terminal paths (interrupt, per-round and
//! total timeouts, the child's exit code or signal) and `degraded` on parser errors.
//! Never parses text itself (it drives a `CritiqueParser`), never writes files, and never reads
//! a clock: the caller passes the time in (`feed_at`, `timeout`), asks when to come back
//! (`deadline`), and says how its child ended (`child_exit`).
//!
//! The clocks, as upstream's orchestrator keeps them: the total timer starts at the first timed
//! feed (a daemon that wants it running before any output feeds `""` at spawn time); the
//! per-round timer starts at the first `panelist_open` of a new round number and stops at a
//! `round_end`, so none runs between rounds. Times are milliseconds on any clock the caller
//! likes (`Date.now()`, `performance.now()`), as long as it is always the same one. A session
//! never told the time never times out.

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
pub struct ScoredRound {
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
    pub rounds: Vec<ScoredRound>,
    pub artifact: Option<Artifact>,
}

/// A round's scores as its panelists give them, from its first `panelist_open`; each
/// `round_end` of it makes a [`ScoredRound`] of them.
#[derive(Clone, Debug)]
struct OpenRound {
    n: f64,
    scores: Vec<(Role, f64)>,
    must_fix: u32,
    composite: f64,
}

/// One run's bookkeeping. Feed the agent's text with [`CritiqueSession::feed_at`] (or `feed`);
/// end with [`CritiqueSession::finish`] when the output ends, or [`CritiqueSession::interrupt`],
/// [`CritiqueSession::timeout`], [`CritiqueSession::child_exit`]. Once terminal, further input
/// is ignored and each of them returns the same summary.
#[derive(Clone, Debug)]
pub struct CritiqueSession {
    parser: CritiqueParser,
    config: CritiqueConfig,
    adapter: String,
    artifact_ref: ArtifactRef,
    open_rounds: Vec<OpenRound>,
    completed: Vec<ScoredRound>,
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
    clocks: Clocks,
}

/// The two timers of §4.5, as instants on the caller's clock.
#[derive(Clone, Debug, Default)]
struct Clocks {
    /// The latest time the caller gave: the time of an untimed feed's events.
    now: Option<f64>,
    total: Option<f64>,
    per_round: Option<f64>,
    /// The round number the per-round timer was started for (JS `!==`: a NaN round restarts it).
    round: Option<f64>,
}

impl Clocks {
    /// The timer that has run out at `now`, the earlier one first (the total timer on a tie,
    /// as upstream's race lists it first).
    fn expired(&self, now: f64) -> Option<FailedCause> {
        let due = |at: Option<f64>| at.filter(|at| now >= *at);
        match (due(self.total), due(self.per_round)) {
            (Some(t), Some(r)) if r < t => Some(FailedCause::PerRoundTimeout),
            (Some(_), _) => Some(FailedCause::TotalTimeout),
            (None, Some(_)) => Some(FailedCause::PerRoundTimeout),
            (None, None) => None,
        }
    }

    fn deadline(&self) -> Option<f64> {
        match (self.total, self.per_round) {
            (Some(t), Some(r)) => Some(t.min(r)),
            (t, r) => t.or(r),
        }
    }
}

/// How the agent's process ended, as a daemon learns it (Node's `exit` event: a code or a
/// signal name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChildExit<'a> {
    /// Exited by itself with this code.
    Code(i32),
    /// Killed by this signal, e.g. "SIGTERM".
    Signal(&'a str),
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
            clocks: Clocks::default(),
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

    /// Feeds agent text; returns the events a daemon would publish because of it. Its events
    /// happen at the latest time the session was told (no timer starts if it never was).
    pub fn feed(&mut self, chunk: &str) -> Vec<PanelEvent> {
        if self.status == RunStatus::Running {
            let mut outs = Vec::new();
            let result = self.parser.push(chunk, &mut outs);
            self.absorb(outs, result);
        }
        self.hand_out()
    }

    /// [`feed`](Self::feed) at `now` (milliseconds): the first one starts the total timer. A
    /// chunk that arrives once a timer has run out is not read: the daemon would have timed out
    /// waiting for it, so the run ends as [`timeout`](Self::timeout) ends it and those events
    /// are returned.
    pub fn feed_at(&mut self, chunk: &str, now: f64) -> Vec<PanelEvent> {
        if self.status == RunStatus::Running {
            if self.clocks.total.is_none() {
                self.clocks.total = Some(now + self.config.total_timeout_ms as f64);
            }
            self.clocks.now = Some(now);
            if let Some(cause) = self.clocks.expired(now) {
                self.time_out(cause);
                return self.hand_out();
            }
        }
        self.feed(chunk)
    }

    /// The earliest instant at which [`timeout`](Self::timeout) must be called (the per-round
    /// or the total timer's, whichever runs out first); `None` before the first timed feed and
    /// once the run has ended.
    pub fn deadline(&self) -> Option<f64> {
        match self.status {
            RunStatus::Running => self.clocks.deadline(),
            _ => None,
        }
    }

    /// Ends the run if a timer has run out at `now` (§4.5): the best round so far as a
    /// `ship{status:"timed_out"}` (unless the policy is `fail` or no round closed), then
    /// `failed{cause:"per_round_timeout"|"total_timeout"}`; status `timed_out`. `None` while
    /// the run goes on; once it has ended, its summary (as [`interrupt`](Self::interrupt)).
    pub fn timeout(&mut self, now: f64) -> Option<RunSummary> {
        if self.status == RunStatus::Running {
            self.time_out(self.clocks.expired(now)?);
        }
        Some(self.summary())
    }

    /// The agent's process ended (§4.5). A signal is the interrupt path, worded "Child
    /// terminated by signal SIG after round N, …"; a non-zero code fails the run
    /// (`failed{cause:"cli_exit_nonzero"}`, no fallback ship); code 0 lets the stream finish:
    /// `None`, and the caller calls [`finish`](Self::finish) when the output ends (a SHIP that
    /// came still ships). Once the run has ended, its summary.
    pub fn child_exit(&mut self, exit: ChildExit<'_>) -> Option<RunSummary> {
        if self.status == RunStatus::Running {
            match exit {
                ChildExit::Code(0) => return None,
                ChildExit::Code(_) => self.fail(FailedCause::CliExitNonzero),
                ChildExit::Signal(signal) => {
                    self.stop_early(format!("Child terminated by signal {signal} after round"))
                }
            }
        }
        Some(self.summary())
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
            self.stop_early("Interrupted after round".to_owned());
        }
        self.summary()
    }

    /// The run as Interrupt leaves it once the first `shown` events of `stream` have been
    /// shown (§4.5), for a caller that shows events after reading them (a paste played at a
    /// pace, a reload in the middle of one): the stream is read only as far as the text that
    /// gives those events, so the interrupt keeps what was shown and nothing read ahead. When
    /// `shown` takes in events of the stream's end, the run ended by itself: its summary then
    /// is the finished one. A tag gives its events at once (a panelist's scores and must-fixes
    /// at its close): those after the `shown`-th are left out, unless one ends a round, which
    /// the best-so-far then counts (a round cannot be half ended).
    pub fn interrupt_after(options: SessionOptions, stream: &str, shown: usize) -> RunSummary {
        // Events do not depend on how the text is cut: a first pass finds the piece in which
        // the `shown`-th event comes out, the second reads the text before it at once and the
        // piece one character at a time.
        const PIECE: usize = 4096;
        let boundary = |mut at: usize| {
            at = at.min(stream.len());
            while !stream.is_char_boundary(at) {
                at += 1;
            }
            at
        };
        let mut probe = Self::new(options.clone());
        let (mut at, mut count) = (0, 0);
        while count < shown && at < stream.len() {
            let end = boundary(at + PIECE);
            let n = count + probe.feed(&stream[at..end]).len();
            if n >= shown {
                break;
            }
            (at, count) = (end, n);
        }
        let mut session = Self::new(options);
        let mut handed = session.feed(&stream[..at]).len();
        for (i, c) in stream[at..].char_indices() {
            if handed >= shown || session.status != RunStatus::Running {
                break;
            }
            let from = at + i;
            handed += session.feed(&stream[from..from + c.len_utf8()]).len();
        }
        if handed < shown {
            return session.finish();
        }
        let past = shown..handed;
        let ends_a_round = session.published[past.clone()]
            .iter()
            .any(|e| matches!(e, PanelEvent::RoundEnd { .. }));
        let mut summary = session.interrupt();
        if !ends_a_round {
            summary.events.drain(past);
        }
        summary
    }

    /// The best round so far by the fallback policy, published as a ship of `status` worded
    /// "`lead` N, best composite X.XX" (N the picked round, as upstream words it); none when
    /// no round closed or the policy is `fail`. The held agent SHIP is dropped.
    fn ship_best_so_far(&mut self, status: ShipStatus, lead: &str) -> Option<RoundScore> {
        let pick = select_fallback_round(&self.round_scores(), self.config.fallback_policy)?;
        let summary = format!(
            "{lead} {}, best composite {}",
            js_number_to_string(pick.n),
            js_to_fixed(pick.composite, 2)
        );
        self.publish_ship(pick, status, summary);
        self.score = Some(pick.composite);
        Some(pick)
    }

    /// The interrupt and child-signal paths: the best-so-far ship, then `interrupted` with the
    /// last completed round (0 if none) and the picked composite (0 if none).
    fn stop_early(&mut self, lead: String) {
        let pick = self.ship_best_so_far(ShipStatus::Interrupted, &lead);
        self.publish(PanelEvent::Interrupted {
            run_id: self.run_id().to_owned(),
            best_round: self.completed.last().map_or(0.0, |r| r.n),
            composite: pick.map_or(0.0, |p| p.composite),
        });
        self.status = RunStatus::Interrupted;
    }

    /// The timeout path: the best-so-far ship (`timed_out`), then `failed{cause}`.
    fn time_out(&mut self, cause: FailedCause) {
        self.ship_best_so_far(ShipStatus::TimedOut, "Timed out after round");
        self.fail(cause);
        self.status = RunStatus::TimedOut;
    }

    fn fail(&mut self, cause: FailedCause) {
        let ev = PanelEvent::Failed {
            run_id: self.run_id().to_owned(),
            cause,
        };
        self.publish(ev);
        self.status = RunStatus::Failed;
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

    fn round_mut(&mut self, n: f64) -> Option<&mut OpenRound> {
        self.open_rounds.iter_mut().find(|r| r.n == n)
    }

    fn on_event(&mut self, ev: PanelEvent) {
        let weights = self.config.weights;
        match &ev {
            PanelEvent::PanelistOpen { round, .. } => {
                if self.round_mut(*round).is_none() {
                    self.open_rounds.push(OpenRound {
                        n: *round,
                        scores: Vec::new(),
                        must_fix: 0,
                        composite: 0.0,
                    });
                }
                if self.clocks.round.is_none_or(|n| n != *round) {
                    self.clocks.round = Some(*round);
                    let per_round = self.config.per_round_timeout_ms as f64;
                    self.clocks.per_round = self.clocks.now.map(|now| now + per_round);
                }
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
            } => {
                self.clocks.per_round = None;
                Some((*round, *composite, *must_fix))
            }
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
        let summary = ScoredRound {
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
            // §4.3: a SHIP for a round that never closed is dropped.
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
            None => self.fail(FailedCause::OrchestratorInternal),
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
