//! The web reducer (spec §6.2): the theater's state, folded from PanelEvents.
//!
//! Owns: the phases and the fields of each, rounds (sorted by number), per-role panelist views,
//! warnings, the terminal payloads, and that state as JSON in exactly the shape of upstream's
//! `CritiqueState` (`apps/web/src/components/Theater/state/reducer.ts`), both ways, so a web
//! surface written against upstream's reducer can swap this one in. Never renders, never
//! validates frames (feed it only `is_panel_event` values) and never computes scores: it shows
//! what the events say.
//!
//! The rules, as upstream's: `run_started` is always accepted and starts over; other events
//! are ignored when idle or for another `runId`; terminal phases are sticky and only
//! `parser_warning` is still appended; `__reset__` goes back to idle; an action of any other `type`
//! (another reducer's, a newer daemon's event) changes nothing. An action that changes
//! nothing is reported as such ([`Theater::reduce`] returns `None`), where upstream returns the
//! same state object.
//!
//! The JSON shape (upstream's TypeScript): `{phase: "idle"}`; otherwise `phase`, `runId`,
//! `config {cast, maxRounds, threshold, scale, protocolVersion}`, `rounds` and `warnings
//! [{kind, position}]`, plus per phase `activeRound` and `activePanelist` (running), `final
//! {composite, round, status, artifactRef, summary}` (shipped), `degraded {reason, adapter}`,
//! `bestRound` and `composite` (interrupted), `cause` (failed). A round is `{n, composite?,
//! mustFix, decision?, decisionReason?, panelists}`, `panelists` an object keyed by role whose
//! values are `{dims: [{name, score, note}], mustFixes: string[], score?}`. Keys absent in
//! upstream's state (`?`) are absent here, never `null`; the one `null` upstream's type allows
//! besides `activePanelist` is `config` in a degraded, interrupted or failed state, read and
//! written back as given (`RunView::config_null`).

use serde_json::Value;

use super::config::Weights;
use super::event::{
    each, number, string, wire_value, ArtifactRef, DegradedReason, EventType, FailedCause, Fields,
    JsonResult, PanelEvent, Refused, Role, RoundDecision, ShipStatus, WarningKind,
};
use super::number::js_number_to_string;
use super::score::{compute_composite, meets_threshold};
use crate::wire::wire_enum;

/// The run's declared settings, from `run_started` (the agent's `<CRITIQUE_RUN>` attributes).
#[derive(Clone, Debug, PartialEq)]
pub struct RunConfigView {
    pub cast: Vec<Role>,
    pub max_rounds: f64,
    pub threshold: f64,
    pub scale: f64,
    pub protocol_version: f64,
}

impl RunConfigView {
    /// Whether `composite` meets the run's threshold, within the ship rule's tolerance (§4.2):
    /// what the ticker and the timeline mark as meeting it.
    pub fn meets_threshold(&self, composite: f64) -> bool {
        meets_threshold(composite, self.threshold)
    }

    /// Whether a dimension's `score` meets half the run's scale: the dot a lane draws filled
    /// (design-jury §6.3, `data-meets-half`).
    pub fn meets_half(&self, score: f64) -> bool {
        score >= self.scale / 2.0
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct DimView {
    pub name: String,
    pub score: f64,
    pub note: String,
}

/// One role's turn in one round; `score` is `None` until `panelist_close`. Serialised as the
/// value under its role's key (the role itself is the key).
#[derive(Clone, Debug, PartialEq)]
pub struct PanelistView {
    pub role: Role,
    pub dims: Vec<DimView>,
    pub must_fixes: Vec<String>,
    pub score: Option<f64>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RoundView {
    pub n: f64,
    pub composite: Option<f64>,
    /// Must-fix items seen in this round, across panelists.
    pub must_fix: u32,
    pub decision: Option<RoundDecision>,
    pub decision_reason: Option<String>,
    /// In order of first appearance (the order the composite folds scores in); as JSON an
    /// object keyed by role.
    pub panelists: Vec<PanelistView>,
}

impl RoundView {
    /// The round's composite as the daemon computes it (§4.1, `session`): the core's formula
    /// over the scores the panelists closed with, with the run's `weights`, folded in the order
    /// the panelists first appeared; `None` until the round has ended. The agent's own claim is
    /// the `composite` field.
    pub fn composite_with(&self, weights: &Weights) -> Option<f64> {
        self.composite?;
        let scores: Vec<(Role, f64)> = self
            .panelists
            .iter()
            .filter_map(|p| p.score.map(|s| (p.role, s)))
            .collect();
        Some(compute_composite(&scores, weights))
    }

    pub fn panelist(&self, role: Role) -> Option<&PanelistView> {
        self.panelists.iter().find(|p| p.role == role)
    }

    /// The view of `role`, appended if new (`true`).
    fn panelist_at(&mut self, role: Role) -> (bool, &mut PanelistView) {
        match self.panelists.iter().position(|p| p.role == role) {
            Some(i) => (false, &mut self.panelists[i]),
            None => {
                self.panelists.push(PanelistView {
                    role,
                    dims: Vec::new(),
                    must_fixes: Vec::new(),
                    score: None,
                });
                let i = self.panelists.len() - 1;
                (true, &mut self.panelists[i])
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct WarningView {
    pub kind: WarningKind,
    pub position: f64,
}

/// Everything a started run shows, kept in every phase after `run_started`.
#[derive(Clone, Debug, PartialEq)]
pub struct RunView {
    pub run_id: String,
    /// The empty config (no cast, zeros) when `config_null`.
    pub config: RunConfigView,
    /// Sorted by round number.
    pub rounds: Vec<RoundView>,
    pub warnings: Vec<WarningView>,
    /// A state read with `config: null`, which upstream's `CritiqueState` allows once the run
    /// is degraded, interrupted or failed (a host that ends a run it never saw start): no event
    /// makes one, and it is written back with `config: null`.
    config_null: bool,
}

impl RunView {
    pub fn round(&self, n: f64) -> Option<&RoundView> {
        self.rounds.iter().find(|r| r.n == n)
    }

    /// The round numbered `n` and where it is, inserted in order if new (a late event for
    /// round 1 cannot land in round 2).
    fn round_at(&mut self, n: f64) -> (RoundAt, &mut RoundView) {
        // The first round numbered `n` or more (JS comparisons: a NaN round is always new, last).
        let i = self
            .rounds
            .iter()
            .position(|r| r.n >= n)
            .unwrap_or(self.rounds.len());
        let inserted = self.rounds.get(i).is_none_or(|r| r.n != n);
        if inserted {
            let round = RoundView {
                n,
                composite: None,
                must_fix: 0,
                decision: None,
                decision_reason: None,
                panelists: Vec::new(),
            };
            self.rounds.insert(i, round);
        }
        (RoundAt { index: i, inserted }, &mut self.rounds[i])
    }
}

/// The `ship` payload a shipped theater shows.
#[derive(Clone, Debug, PartialEq)]
pub struct FinalShip {
    pub composite: f64,
    pub round: f64,
    pub status: ShipStatus,
    pub artifact_ref: ArtifactRef,
    pub summary: String,
}

/// The phase with its own fields; terminal phases are sticky until the next `run_started` or
/// a reset. (`Degraded`'s two fields are upstream's `degraded: {reason, adapter}`.)
#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    Idle,
    /// `active_round` starts at 1 and moves to the next round after a `continue`;
    /// `active_panelist` is the panelist speaking (opened, not yet closed).
    Running {
        active_round: f64,
        active_panelist: Option<Role>,
    },
    Shipped {
        r#final: FinalShip,
    },
    Degraded {
        reason: DegradedReason,
        adapter: String,
    },
    Interrupted {
        best_round: f64,
        composite: f64,
    },
    Failed {
        cause: FailedCause,
    },
}

wire_enum!(
    /// The phase names, as `phase` spells them: `Phase::name` and the reader of a state both
    /// dispatch on this, by name.
    pub enum PhaseName {
        Idle = "idle",
        Running = "running",
        Shipped = "shipped",
        Degraded = "degraded",
        Interrupted = "interrupted",
        Failed = "failed",
    }
);

/// Where the event that ends a run puts its fields in the terminal state (upstream's
/// `CritiqueState`): the event's own field names, in the state's order, under `key` or, when
/// `key` is `None`, beside `phase`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payload {
    pub key: Option<&'static str>,
    pub fields: &'static [&'static str],
}

impl PhaseName {
    const fn payload(self) -> Option<Payload> {
        match self {
            PhaseName::Idle | PhaseName::Running => None,
            PhaseName::Shipped => Some(Payload {
                key: Some("final"),
                fields: &["composite", "round", "status", "artifactRef", "summary"],
            }),
            PhaseName::Degraded => Some(Payload {
                key: Some("degraded"),
                fields: &["reason", "adapter"],
            }),
            PhaseName::Interrupted => Some(Payload {
                key: None,
                fields: &["bestRound", "composite"],
            }),
            PhaseName::Failed => Some(Payload {
                key: None,
                fields: &["cause"],
            }),
        }
    }
}

impl Phase {
    /// The payload of each phase, in the order of `NAMES` (`None` for idle and running): what
    /// the package's fast path (`core/js/theater.js`) copies from a terminal event.
    pub fn payloads() -> impl Iterator<Item = Option<Payload>> {
        PhaseName::ALL.iter().map(|p| p.payload())
    }

    fn kind(&self) -> PhaseName {
        match self {
            Phase::Idle => PhaseName::Idle,
            Phase::Running { .. } => PhaseName::Running,
            Phase::Shipped { .. } => PhaseName::Shipped,
            Phase::Degraded { .. } => PhaseName::Degraded,
            Phase::Interrupted { .. } => PhaseName::Interrupted,
            Phase::Failed { .. } => PhaseName::Failed,
        }
    }

    /// Every `phase` value, idle first.
    pub const NAMES: &'static [&'static str] = PhaseName::NAMES;

    /// The `phase` value.
    pub fn name(&self) -> &'static str {
        self.kind().as_str()
    }

    /// Where `name` is in `NAMES`.
    pub fn name_index(&self) -> usize {
        self.kind() as usize
    }
}

/// What the reducer is given: an event, upstream's synthetic `{type: "__reset__"}` (the host
/// changed project or turned the theater off), or an action of another `type`.
#[derive(Clone, Debug, PartialEq)]
pub enum TheaterAction {
    Event(PanelEvent),
    Reset,
    /// An object whose `type` is neither an event type nor the reset: an action the host's
    /// other reducers share this dispatch with, or a newer daemon's event. It changes nothing
    /// (upstream's reducer returns the state for it, in every phase).
    Other,
}

impl TheaterAction {
    /// The `type` of the reset action.
    pub const RESET: &'static str = "__reset__";

    /// `{type: "__reset__"}`, a PanelEvent as `PanelEvent::from_value` reads it (an event type
    /// with a wrong field is an error), or `Other` for an object of any other `type` (none
    /// included). A value that is not an object is an error.
    pub fn from_value(v: &Value) -> JsonResult<TheaterAction> {
        match v.get("type") {
            Some(Value::String(t)) if t == Self::RESET => Ok(TheaterAction::Reset),
            Some(Value::String(t)) if EventType::NAMES.contains(&t.as_str()) => {
                PanelEvent::from_value(v).map(TheaterAction::Event)
            }
            _ if v.is_object() => Ok(TheaterAction::Other),
            _ => PanelEvent::from_value(v).map(TheaterAction::Event),
        }
    }
}

/// The theater state. `run` is `None` exactly when the phase is `Idle` (the fields are private
/// so that this holds).
#[derive(Clone, Debug, PartialEq)]
pub struct Theater {
    phase: Phase,
    run: Option<RunView>,
}

impl Default for Theater {
    fn default() -> Self {
        Theater {
            phase: Phase::Idle,
            run: None,
        }
    }
}

impl Theater {
    /// `initialTheaterState()`: idle.
    pub fn new() -> Self {
        Self::default()
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The started run, in every phase but `Idle`.
    pub fn run(&self) -> Option<&RunView> {
        self.run.as_ref()
    }

    /// The round in progress, while running.
    pub fn active_round(&self) -> Option<f64> {
        match self.phase {
            Phase::Running { active_round, .. } => Some(active_round),
            _ => None,
        }
    }

    /// The panelist speaking, while running.
    pub fn active_panelist(&self) -> Option<Role> {
        match self.phase {
            Phase::Running {
                active_panelist, ..
            } => active_panelist,
            _ => None,
        }
    }

    /// Whether the run has come to round `n` (a round without a number: once it has started);
    /// what is shown of a round the stage has not come to (a designer's draft) waits for it.
    pub fn reached(&self, n: Option<f64>) -> bool {
        self.run
            .as_ref()
            .is_some_and(|run| n.is_none_or(|n| run.round(n).is_some()))
    }

    /// Upstream's optimistic `interrupted` (§6.5), for a theater that stops a run itself: the
    /// round with the highest composite so far (`composite_with(weights)`; the first of equal
    /// ones, as upstream's strict comparison), else the active round with composite 0 when no
    /// round has ended. `None` unless running.
    pub fn optimistic_interrupt(&self, weights: &Weights) -> Option<PanelEvent> {
        let active_round = self.active_round()?;
        let run = self.run()?;
        let mut best = (active_round, 0.0);
        let mut highest = f64::NEG_INFINITY;
        for (n, composite) in run
            .rounds
            .iter()
            .filter_map(|r| Some((r.n, r.composite_with(weights)?)))
        {
            if composite > highest {
                highest = composite;
                best = (n, composite);
            }
        }
        Some(PanelEvent::Interrupted {
            run_id: run.run_id.clone(),
            best_round: best.0,
            composite: best.1,
        })
    }

    pub fn is_terminal(&self) -> bool {
        !matches!(self.phase, Phase::Idle | Phase::Running { .. })
    }

    /// `reduceTheater(state, action)`: the next state, or `None` when the action changes
    /// nothing (ignored, or a reset while idle). Never changes `self`.
    pub fn reduce(&self, action: &TheaterAction) -> Option<Theater> {
        let mut next = self.clone();
        next.edit(action).map(|_| next)
    }

    /// `reduce` in place: what the action changed (`None`: the state is as it was).
    pub fn edit(&mut self, action: &TheaterAction) -> Option<Edit> {
        match action {
            TheaterAction::Event(event) => self.event(event, self.runs(event)),
            TheaterAction::Reset | TheaterAction::Other => self.edit_for(action, false),
        }
    }

    /// `edit`, told by the caller whether the action's `runId` is this run's (`same_run`): for a
    /// caller that holds the texts itself and keeps here only the state's structure (the
    /// package's theater, whose run id lives in the JS state).
    pub fn edit_for(&mut self, action: &TheaterAction, same_run: bool) -> Option<Edit> {
        match action {
            TheaterAction::Reset => {
                let changed = self.phase != Phase::Idle;
                self.reset();
                changed.then_some(Edit::Reset)
            }
            TheaterAction::Event(event) => self.event(event, same_run),
            TheaterAction::Other => None,
        }
    }

    /// Folds one event in place: what `reduce` would return, without the copy.
    pub fn apply(&mut self, event: &PanelEvent) {
        self.event(event, self.runs(event));
    }

    /// Whether `event` is for this state's run.
    fn runs(&self, event: &PanelEvent) -> bool {
        self.run
            .as_ref()
            .is_some_and(|r| r.run_id == event.run_id())
    }

    /// The §6.2 rules for one event: `run_started` always starts over; any other event needs
    /// this run (`same_run`), and once the run has ended only a `parser_warning` is taken.
    fn event(&mut self, event: &PanelEvent, same_run: bool) -> Option<Edit> {
        match event {
            PanelEvent::RunStarted {
                run_id,
                protocol_version,
                cast,
                max_rounds,
                threshold,
                scale,
            } => {
                self.phase = Phase::Running {
                    active_round: 1.0,
                    active_panelist: None,
                };
                self.run = Some(RunView {
                    run_id: run_id.clone(),
                    config: RunConfigView {
                        cast: cast.clone(),
                        max_rounds: *max_rounds,
                        threshold: *threshold,
                        scale: *scale,
                        protocol_version: *protocol_version,
                    },
                    rounds: Vec::new(),
                    warnings: Vec::new(),
                    config_null: false,
                });
                Some(Edit::Start)
            }
            PanelEvent::ParserWarning { kind, position, .. } => {
                let run = self.run.as_mut().filter(|_| same_run)?;
                run.warnings.push(WarningView {
                    kind: *kind,
                    position: *position,
                });
                Some(Edit::Warning)
            }
            PanelEvent::PanelistOpen { round, role, .. } => {
                let (run, active_round, active_panelist) = self.running(same_run)?;
                // The lane shows the turn the moment its tag opens.
                let (at, r) = run.round_at(*round);
                let (created, _) = r.panelist_at(*role);
                *active_round = *round;
                *active_panelist = Some(*role);
                Some(at.edit(RoundChange::Open, created))
            }
            PanelEvent::PanelistDim {
                round,
                role,
                dim_name,
                dim_score,
                dim_note,
                ..
            } => {
                let (run, _, _) = self.running(same_run)?;
                let (at, r) = run.round_at(*round);
                let (created, p) = r.panelist_at(*role);
                p.dims.push(DimView {
                    name: dim_name.clone(),
                    score: *dim_score,
                    note: dim_note.clone(),
                });
                Some(at.edit(RoundChange::Dim, created))
            }
            PanelEvent::PanelistMustFix {
                round, role, text, ..
            } => {
                let (run, _, _) = self.running(same_run)?;
                let (at, r) = run.round_at(*round);
                r.must_fix += 1;
                let (created, p) = r.panelist_at(*role);
                p.must_fixes.push(text.clone());
                Some(at.edit(RoundChange::MustFix, created))
            }
            PanelEvent::PanelistClose {
                round, role, score, ..
            } => {
                let (run, _, active_panelist) = self.running(same_run)?;
                let (at, r) = run.round_at(*round);
                let (created, p) = r.panelist_at(*role);
                p.score = Some(*score);
                *active_panelist = None;
                Some(at.edit(RoundChange::Close, created))
            }
            PanelEvent::RoundEnd {
                round,
                composite,
                decision,
                reason,
                ..
            } => {
                let (run, active_round, active_panelist) = self.running(same_run)?;
                let (at, r) = run.round_at(*round);
                r.composite = Some(*composite);
                r.decision = Some(*decision);
                r.decision_reason = Some(reason.clone());
                // After `ship` the terminal event follows; the round stays the active one.
                if *decision == RoundDecision::Continue {
                    *active_round = round + 1.0;
                }
                *active_panelist = None;
                Some(at.edit(RoundChange::End, false))
            }
            PanelEvent::Ship {
                round,
                composite,
                status,
                artifact_ref,
                summary,
                ..
            } => self.end(
                same_run,
                Phase::Shipped {
                    r#final: FinalShip {
                        composite: *composite,
                        round: *round,
                        status: *status,
                        artifact_ref: artifact_ref.clone(),
                        summary: summary.clone(),
                    },
                },
            ),
            PanelEvent::Degraded {
                reason, adapter, ..
            } => self.end(
                same_run,
                Phase::Degraded {
                    reason: *reason,
                    adapter: adapter.clone(),
                },
            ),
            PanelEvent::Interrupted {
                best_round,
                composite,
                ..
            } => self.end(
                same_run,
                Phase::Interrupted {
                    best_round: *best_round,
                    composite: *composite,
                },
            ),
            PanelEvent::Failed { cause, .. } => self.end(same_run, Phase::Failed { cause: *cause }),
        }
    }

    /// The running run and its turn, when an event for it (`same_run`) may change them.
    fn running(&mut self, same_run: bool) -> Option<(&mut RunView, &mut f64, &mut Option<Role>)> {
        match (&mut self.phase, self.run.as_mut()) {
            (
                Phase::Running {
                    active_round,
                    active_panelist,
                },
                Some(run),
            ) if same_run => Some((run, active_round, active_panelist)),
            _ => None,
        }
    }

    /// Ends the running run in `terminal`.
    fn end(&mut self, same_run: bool, terminal: Phase) -> Option<Edit> {
        self.running(same_run)?;
        self.phase = terminal;
        Some(Edit::End)
    }

    /// Upstream's synthetic `__reset__`: back to idle.
    pub fn reset(&mut self) {
        *self = Theater::new();
    }
}

/// What one accepted action changed in a state, for a caller that keeps its own copy of the
/// state in step with this one (the package's JS objects, rebuilt with structural sharing): the
/// rules decided it here; the values it sets are the action's own fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// `__reset__`: back to idle.
    Reset,
    /// `run_started`: a new running state, from the event alone.
    Start,
    /// One round changed: `rounds[index]`, which is new (inserted at `index`) when `inserted`;
    /// `created` when the event's panelist had no view in it yet (appended to `panelists`).
    Round {
        index: usize,
        inserted: bool,
        created: bool,
        change: RoundChange,
    },
    /// `parser_warning`: one warning appended.
    Warning,
    /// `ship`, `degraded`, `interrupted` or `failed`: the event's terminal phase, the run's
    /// config, rounds and warnings kept.
    End,
}

wire_enum!(
    /// What happened to the round of an [`Edit::Round`], by the name `core/js/theater.js` gives
    /// it (`packed::apply::CHANGE` carries its index).
    pub enum RoundChange {
        /// `panelist_open`: the panelist's view exists (nothing else changes in the round).
        Open = "OPEN",
        /// `panelist_dim`: one dimension appended to the panelist's `dims`.
        Dim = "DIM",
        /// `panelist_must_fix`: one text appended to the panelist's `mustFixes`, the round's
        /// `mustFix` one more.
        MustFix = "MUST_FIX",
        /// `panelist_close`: the panelist's `score` set.
        Close = "CLOSE",
        /// `round_end`: the round's `composite`, `decision` and `decisionReason` set.
        End = "ROUND_END",
    }
);

/// Where a round is, for [`Edit::Round`].
#[derive(Clone, Copy)]
struct RoundAt {
    index: usize,
    inserted: bool,
}

impl RoundAt {
    fn edit(self, change: RoundChange, created: bool) -> Edit {
        Edit::Round {
            index: self.index,
            inserted: self.inserted,
            created,
            change,
        }
    }
}

// ---------- The state as JSON (hand-written: serde's Serialize per view type cost 7 KB more wasm) ----------

/// A JSON text being written, the way `JSON.stringify` writes it (no spaces, JS numbers).
struct Json(String);

impl Json {
    fn str(&mut self, s: &str) {
        self.0.push('"');
        for c in s.chars() {
            match c {
                '"' => self.0.push_str("\\\""),
                '\\' => self.0.push_str("\\\\"),
                '\n' => self.0.push_str("\\n"),
                '\r' => self.0.push_str("\\r"),
                '\t' => self.0.push_str("\\t"),
                '\u{8}' => self.0.push_str("\\b"),
                '\u{c}' => self.0.push_str("\\f"),
                c if c < ' ' => self.0.push_str(&format!("\\u{:04x}", c as u32)),
                c => self.0.push(c),
            }
        }
        self.0.push('"');
    }

    /// `JSON.stringify` of a number: NaN and the infinities are `null`.
    fn num(&mut self, n: f64) {
        if n.is_finite() {
            self.0.push_str(&js_number_to_string(n));
        } else {
            self.0.push_str("null");
        }
    }

    /// `"key":` (after a comma unless it opens the object).
    fn key(&mut self, key: &str) {
        if !self.0.ends_with('{') {
            self.0.push(',');
        }
        self.str(key);
        self.0.push(':');
    }

    fn list<T>(&mut self, items: &[T], mut item: impl FnMut(&mut Json, &T)) {
        self.0.push('[');
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                self.0.push(',');
            }
            item(self, x);
        }
        self.0.push(']');
    }

    fn config(&mut self, c: &RunConfigView) {
        self.0.push_str("{\"cast\":");
        self.list(&c.cast, |j, r| j.str(r.as_str()));
        for (key, n) in [
            ("maxRounds", c.max_rounds),
            ("threshold", c.threshold),
            ("scale", c.scale),
            ("protocolVersion", c.protocol_version),
        ] {
            self.key(key);
            self.num(n);
        }
        self.0.push('}');
    }

    fn panelist(&mut self, p: &PanelistView) {
        self.0.push_str("{\"dims\":");
        self.list(&p.dims, |j, d| {
            j.0.push_str("{\"name\":");
            j.str(&d.name);
            j.key("score");
            j.num(d.score);
            j.key("note");
            j.str(&d.note);
            j.0.push('}');
        });
        self.key("mustFixes");
        self.list(&p.must_fixes, |j, t| j.str(t));
        if let Some(score) = p.score {
            self.key("score");
            self.num(score);
        }
        self.0.push('}');
    }

    fn round(&mut self, r: &RoundView) {
        // Upstream makes a round as `{n, mustFix, panelists}` and spreads the rest in at its
        // `round_end`, so those keys come last.
        self.0.push_str("{\"n\":");
        self.num(r.n);
        self.key("mustFix");
        self.num(f64::from(r.must_fix));
        self.key("panelists");
        self.0.push('{');
        for p in &r.panelists {
            self.key(p.role.as_str());
            self.panelist(p);
        }
        self.0.push('}');
        if let Some(c) = r.composite {
            self.key("composite");
            self.num(c);
        }
        if let Some(d) = r.decision {
            self.key("decision");
            self.str(d.as_str());
        }
        if let Some(reason) = &r.decision_reason {
            self.key("decisionReason");
            self.str(reason);
        }
        self.0.push('}');
    }
}

impl Theater {
    /// The state as JSON text in upstream's `CritiqueState` shape (see the module doc), keys in
    /// upstream's declaration order, as `JSON.stringify` would write it.
    pub fn to_json(&self) -> String {
        let mut j = Json(String::from("{\"phase\":"));
        j.str(self.phase.name());
        if let Some(run) = &self.run {
            j.key("runId");
            j.str(&run.run_id);
            j.key("config");
            if run.config_null {
                j.0.push_str("null");
            } else {
                j.config(&run.config);
            }
            j.key("rounds");
            j.list(&run.rounds, Json::round);
            if let Phase::Running {
                active_round,
                active_panelist,
            } = &self.phase
            {
                j.key("activeRound");
                j.num(*active_round);
                j.key("activePanelist");
                match active_panelist {
                    Some(role) => j.str(role.as_str()),
                    None => j.0.push_str("null"),
                }
            }
            j.key("warnings");
            j.list(&run.warnings, |j, w| {
                j.0.push_str("{\"kind\":");
                j.str(w.kind.as_str());
                j.key("position");
                j.num(w.position);
                j.0.push('}');
            });
        }
        match &self.phase {
            Phase::Idle | Phase::Running { .. } => {}
            Phase::Shipped { r#final: f } => {
                j.key("final");
                j.0.push_str("{\"composite\":");
                j.num(f.composite);
                j.key("round");
                j.num(f.round);
                j.key("status");
                j.str(f.status.as_str());
                j.key("artifactRef");
                j.0.push_str("{\"projectId\":");
                j.str(&f.artifact_ref.project_id);
                j.key("artifactId");
                j.str(&f.artifact_ref.artifact_id);
                j.0.push('}');
                j.key("summary");
                j.str(&f.summary);
                j.0.push('}');
            }
            Phase::Degraded { reason, adapter } => {
                j.key("degraded");
                j.0.push_str("{\"reason\":");
                j.str(reason.as_str());
                j.key("adapter");
                j.str(adapter);
                j.0.push('}');
            }
            Phase::Interrupted {
                best_round,
                composite,
            } => {
                j.key("bestRound");
                j.num(*best_round);
                j.key("composite");
                j.num(*composite);
            }
            Phase::Failed { cause } => {
                j.key("cause");
                j.str(cause.as_str());
            }
        }
        j.0.push('}');
        j.0
    }
}

// ---------- Reading a state back (hand-written, like `PanelEvent::from_value`: smaller wasm) ----------

/// An optional key (`?` upstream): absent, or `undefined` turned absent by `JSON.stringify`;
/// a refusal names the key.
fn optional<T>(
    f: &Fields<'_>,
    key: &str,
    read: fn(&Value) -> JsonResult<T>,
) -> JsonResult<Option<T>> {
    match f.0.get(key).filter(|v| !v.is_null()) {
        Some(v) => read(v).map(Some).map_err(|e| e.under(key)),
        None => Ok(None),
    }
}

fn role(v: &Value) -> JsonResult<Role> {
    wire_value(v, Role::ALL, Role::NAMES)
}

fn read_config(v: &Value) -> JsonResult<RunConfigView> {
    let f = Fields::of(
        v,
        "an object {cast, maxRounds, threshold, scale, protocolVersion}",
    )?;
    Ok(RunConfigView {
        cast: f.read("cast", |c| each(c, role))?,
        max_rounds: f.num("maxRounds")?,
        threshold: f.num("threshold")?,
        scale: f.num("scale")?,
        protocol_version: f.num("protocolVersion")?,
    })
}

fn read_dim(v: &Value) -> JsonResult<DimView> {
    let d = Fields::of(v, "an object {name, score, note}")?;
    Ok(DimView {
        name: d.str("name")?,
        score: d.num("score")?,
        note: d.str("note")?,
    })
}

fn read_panelist(role: Role, v: &Value) -> JsonResult<PanelistView> {
    let f = Fields::of(v, "an object {dims, mustFixes, score?}")?;
    Ok(PanelistView {
        role,
        dims: f.read("dims", |d| each(d, read_dim))?,
        must_fixes: f.read("mustFixes", |m| each(m, string))?,
        score: optional(&f, "score", number)?,
    })
}

fn read_round(v: &Value) -> JsonResult<RoundView> {
    let f = Fields::of(v, "an object {n, mustFix, panelists, …}")?;
    let must_fix = f.num("mustFix")?;
    if !(must_fix >= 0.0 && must_fix.fract() == 0.0 && must_fix <= f64::from(u32::MAX)) {
        let got = Value::from(must_fix);
        return Err(Refused::kind("a count (a whole number, 0 or more)", &got).under("mustFix"));
    }
    let map = match f.get("panelists")? {
        Value::Object(map) => map,
        other => return Err(Refused::kind("an object keyed by role", other).under("panelists")),
    };
    if let Some(key) = map.keys().find(|k| Role::parse(k).is_none()) {
        let words = format!("keys {}", crate::wire::one_of(key, Role::NAMES));
        return Err(Refused::new(words).under("panelists"));
    }
    // In cast order, the order a normal stream opens them in (a JSON object's own key order
    // does not survive `serde_json`'s map).
    let panelists = Role::ALL
        .iter()
        .filter_map(|role| map.get(role.as_str()).map(|v| (*role, v)))
        .map(|(role, v)| {
            read_panelist(role, v).map_err(|e| e.under(role.as_str()).under("panelists"))
        })
        .collect::<JsonResult<_>>()?;
    Ok(RoundView {
        n: f.num("n")?,
        composite: optional(&f, "composite", number)?,
        must_fix: must_fix as u32,
        decision: optional(&f, "decision", |d| {
            wire_value(d, RoundDecision::ALL, RoundDecision::NAMES)
        })?,
        decision_reason: optional(&f, "decisionReason", string)?,
        panelists,
    })
}

/// The run of a state; `config` may be `null` when `config_may_be_null` (upstream's type).
fn read_run(f: &Fields<'_>, config_may_be_null: bool) -> JsonResult<RunView> {
    let mut rounds: Vec<RoundView> = Vec::new();
    for round in f.read("rounds", |r| each(r, read_round))? {
        // Kept sorted whatever the caller did to the list (an insertion: no sort routine in
        // the wasm for a list that is sorted already).
        let at = rounds.partition_point(|r| r.n <= round.n);
        rounds.insert(at, round);
    }
    let warnings = f.read("warnings", |w| {
        each(w, |w| {
            let w = Fields::of(w, "an object {kind, position}")?;
            Ok(WarningView {
                kind: w.wire("kind", WarningKind::ALL, WarningKind::NAMES)?,
                position: w.num("position")?,
            })
        })
    })?;
    let config = f.get("config")?;
    let config_null = config_may_be_null && config.is_null();
    Ok(RunView {
        run_id: f.str("runId")?,
        config: if config_null {
            RunConfigView {
                cast: Vec::new(),
                max_rounds: 0.0,
                threshold: 0.0,
                scale: 0.0,
                protocol_version: 0.0,
            }
        } else {
            read_config(config).map_err(|e| e.under("config"))?
        },
        rounds,
        warnings,
        config_null,
    })
}

fn read_phase(f: &Fields<'_>, name: PhaseName) -> JsonResult<Phase> {
    Ok(match name {
        PhaseName::Idle => Phase::Idle,
        PhaseName::Running => Phase::Running {
            active_round: f.num("activeRound")?,
            active_panelist: optional(f, "activePanelist", role)?,
        },
        PhaseName::Shipped => {
            let r#final = f.read("final", |s| {
                let s = Fields::of(s, "an object {composite, round, status, …}")?;
                Ok(FinalShip {
                    composite: s.num("composite")?,
                    round: s.num("round")?,
                    status: s.wire("status", ShipStatus::ALL, ShipStatus::NAMES)?,
                    artifact_ref: s.read("artifactRef", ArtifactRef::from_value)?,
                    summary: s.str("summary")?,
                })
            })?;
            Phase::Shipped { r#final }
        }
        PhaseName::Degraded => {
            let (reason, adapter) = f.read("degraded", |d| {
                let d = Fields::of(d, "an object {reason, adapter}")?;
                Ok((
                    d.wire("reason", DegradedReason::ALL, DegradedReason::NAMES)?,
                    d.str("adapter")?,
                ))
            })?;
            Phase::Degraded { reason, adapter }
        }
        PhaseName::Interrupted => Phase::Interrupted {
            best_round: f.num("bestRound")?,
            composite: f.num("composite")?,
        },
        PhaseName::Failed => Phase::Failed {
            cause: f.wire("cause", FailedCause::ALL, FailedCause::NAMES)?,
        },
    })
}

impl Theater {
    /// Reads a state in the shape `to_json` writes (upstream's `CritiqueState`); unknown
    /// keys are ignored, a refusal names the value at fault (`rounds[1].panelists.critic.score`).
    pub fn from_value(v: &Value) -> JsonResult<Theater> {
        let f = Fields::of(v, "a theater state object {phase, …}")?;
        let name = f.name::<PhaseName>("phase")?;
        // The run first: its errors name what a hand-built state most often lacks.
        let run = match name {
            PhaseName::Idle => None,
            PhaseName::Running | PhaseName::Shipped => Some(read_run(&f, false)?),
            PhaseName::Degraded | PhaseName::Interrupted | PhaseName::Failed => {
                Some(read_run(&f, true)?)
            }
        };
        Ok(Theater {
            run,
            phase: read_phase(&f, name)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::critique::event::EventType;
    use serde_json::json;

    /// A running theater for run `""` (the blank events' run), from the blank `run_started`.
    fn running() -> Theater {
        let mut t = Theater::new();
        t.apply(&EventType::RunStarted.blank().unwrap());
        t
    }

    /// Each terminal phase's JSON holds the ending event's payload fields where `payloads`
    /// says, in its order: the declaration the package's fast path copies them by.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn the_payloads_are_where_to_json_writes_them() {
        let ends = [
            EventType::Ship,
            EventType::Degraded,
            EventType::Interrupted,
            EventType::Failed,
        ];
        let payloads: Vec<_> = Phase::payloads().collect();
        for t in ends {
            let mut theater = running();
            theater.apply(&t.blank().unwrap());
            let text = theater.to_json();
            let payload = payloads[theater.phase().name_index()]
                .unwrap_or_else(|| panic!("{t} ends the run in a phase with a payload"));
            // After `warnings` (the last key every started state has), then the payload's.
            let mut from = text.find("\"warnings\":").unwrap();
            if let Some(key) = payload.key {
                let at = text[from..].find(&format!("\"{key}\":{{")).unwrap();
                from += at;
            }
            for field in payload.fields {
                let at = text[from..].find(&format!("\"{field}\":"));
                let at = at.unwrap_or_else(|| panic!("{t}: {field} in order in {text}"));
                from += at;
            }
            let state: Value = serde_json::from_str(&text).unwrap();
            let held = match payload.key {
                Some(key) => state[key].as_object().unwrap().len(),
                None => state.as_object().unwrap().len() - 5,
            };
            assert_eq!(held, payload.fields.len(), "{t}: {text}");
        }
        assert_eq!(payloads.iter().filter(|p| p.is_some()).count(), ends.len());
    }

    /// Upstream's `CritiqueState` allows `config: null` in a degraded, interrupted or failed
    /// state, and nowhere else; it is kept through what such a state still takes.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn config_null_where_upstreams_type_allows_it() {
        let state = |phase: &str| {
            json!({"phase": phase, "runId": "r", "config": null, "rounds": [], "warnings": [],
                "activeRound": 1, "activePanelist": null, "final": {"composite": 8, "round": 1,
                "status": "shipped", "artifactRef": {"projectId": "p", "artifactId": "a"},
                "summary": ""}, "degraded": {"reason": "malformed_block", "adapter": "x"},
                "bestRound": 0, "composite": 0, "cause": "total_timeout"})
        };
        for phase in ["degraded", "interrupted", "failed"] {
            let mut theater = Theater::from_value(&state(phase)).expect(phase);
            assert!(theater.to_json().contains(r#""config":null"#), "{phase}");
            let warning = PanelEvent::warning("r", WarningKind::WeakDebate, 3.0);
            assert_eq!(
                theater.edit(&TheaterAction::Event(warning)),
                Some(Edit::Warning)
            );
            let back: Value = serde_json::from_str(&theater.to_json()).unwrap();
            assert_eq!(back["config"], Value::Null, "{phase}");
            assert_eq!(
                back["warnings"],
                json!([{"kind": "weak_debate", "position": 3}])
            );
            assert_eq!(back["phase"], phase);
        }
        for phase in ["running", "shipped"] {
            let err = Theater::from_value(&state(phase)).unwrap_err().to_string();
            assert_eq!(
                err,
                "`config` must be an object {cast, maxRounds, threshold, scale, protocolVersion}, got null",
                "{phase}"
            );
        }
    }
}
