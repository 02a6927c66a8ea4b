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
//! `parser_warning` is still appended; `__reset__` goes back to idle. An action that changes
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
//! upstream's state (`?`) are absent here, never `null`.

use serde_json::Value;

use super::event::{
    unexpected, wire_value, ArtifactRef, DegradedReason, FailedCause, Fields, JsonResult,
    PanelEvent, Role, RoundDecision, ShipStatus, WarningKind,
};
use super::number::js_number_to_string;
use serde::de::Error as _;

/// The run's declared settings, from `run_started` (the agent's `<CRITIQUE_RUN>` attributes).
#[derive(Clone, Debug, PartialEq)]
pub struct RunConfigView {
    pub cast: Vec<Role>,
    pub max_rounds: f64,
    pub threshold: f64,
    pub scale: f64,
    pub protocol_version: f64,
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
    pub fn panelist(&self, role: Role) -> Option<&PanelistView> {
        self.panelists.iter().find(|p| p.role == role)
    }

    fn panelist_mut(&mut self, role: Role) -> &mut PanelistView {
        let i = match self.panelists.iter().position(|p| p.role == role) {
            Some(i) => i,
            None => {
                self.panelists.push(PanelistView {
                    role,
                    dims: Vec::new(),
                    must_fixes: Vec::new(),
                    score: None,
                });
                self.panelists.len() - 1
            }
        };
        &mut self.panelists[i]
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
    pub config: RunConfigView,
    /// Sorted by round number.
    pub rounds: Vec<RoundView>,
    pub warnings: Vec<WarningView>,
}

impl RunView {
    pub fn round(&self, n: f64) -> Option<&RoundView> {
        self.rounds.iter().find(|r| r.n == n)
    }

    /// The round numbered `n`, inserted in order if new (a late event for round 1 cannot
    /// land in round 2).
    fn round_mut(&mut self, n: f64) -> &mut RoundView {
        let i = match self.rounds.iter().position(|r| r.n >= n) {
            Some(i) if self.rounds[i].n == n => i,
            at => {
                let i = at.unwrap_or(self.rounds.len());
                let round = RoundView {
                    n,
                    composite: None,
                    must_fix: 0,
                    decision: None,
                    decision_reason: None,
                    panelists: Vec::new(),
                };
                self.rounds.insert(i, round);
                i
            }
        };
        &mut self.rounds[i]
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

/// The wire names of the phases, in `Phase` order.
const PHASES: &[&str] = &[
    "idle",
    "running",
    "shipped",
    "degraded",
    "interrupted",
    "failed",
];

impl Phase {
    /// The `phase` value.
    pub fn name(&self) -> &'static str {
        PHASES[match self {
            Phase::Idle => 0,
            Phase::Running { .. } => 1,
            Phase::Shipped { .. } => 2,
            Phase::Degraded { .. } => 3,
            Phase::Interrupted { .. } => 4,
            Phase::Failed { .. } => 5,
        }]
    }
}

/// What the reducer is given: an event, or upstream's synthetic `{type: "__reset__"}` (the host
/// changed project or turned the theater off).
#[derive(Clone, Debug, PartialEq)]
pub enum TheaterAction {
    Event(PanelEvent),
    Reset,
}

impl TheaterAction {
    /// `{type: "__reset__"}` or a PanelEvent as `PanelEvent::from_value` reads it.
    pub fn from_value(v: &Value) -> JsonResult<TheaterAction> {
        match v.get("type") {
            Some(Value::String(t)) if t == "__reset__" => Ok(TheaterAction::Reset),
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

    pub fn is_terminal(&self) -> bool {
        !matches!(self.phase, Phase::Idle | Phase::Running { .. })
    }

    /// `reduceTheater(state, action)`: the next state, or `None` when the action changes
    /// nothing (ignored, or a reset while idle). Never changes `self`.
    pub fn reduce(&self, action: &TheaterAction) -> Option<Theater> {
        let mut next = self.clone();
        next.step(action).then_some(next)
    }

    /// `reduce` in place: whether the action changed the state (`false`: it is as it was).
    pub fn step(&mut self, action: &TheaterAction) -> bool {
        match action {
            TheaterAction::Reset => {
                let changed = self.phase != Phase::Idle;
                self.reset();
                changed
            }
            TheaterAction::Event(event) => {
                let accepted = self.accepts(event);
                if accepted {
                    self.fold(event);
                }
                accepted
            }
        }
    }

    /// Folds one event in place: what `reduce` would return, without the copy.
    pub fn apply(&mut self, event: &PanelEvent) {
        if self.accepts(event) {
            self.fold(event);
        }
    }

    /// Upstream's synthetic `__reset__`: back to idle.
    pub fn reset(&mut self) {
        *self = Theater::new();
    }

    /// The §6.2 gate: whether `event` changes this state.
    fn accepts(&self, event: &PanelEvent) -> bool {
        if matches!(event, PanelEvent::RunStarted { .. }) {
            return true;
        }
        let Some(run) = &self.run else {
            return false;
        };
        run.run_id == event.run_id()
            && (!self.is_terminal() || matches!(event, PanelEvent::ParserWarning { .. }))
    }

    /// Applies an event `accepts` let through.
    fn fold(&mut self, event: &PanelEvent) {
        if let PanelEvent::RunStarted {
            run_id,
            protocol_version,
            cast,
            max_rounds,
            threshold,
            scale,
        } = event
        {
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
            });
            return;
        }
        let Some(run) = self.run.as_mut() else {
            return;
        };
        let (active_round, active_panelist) = match &mut self.phase {
            Phase::Running {
                active_round,
                active_panelist,
            } => (active_round, active_panelist),
            // Terminal: `accepts` let only a warning through.
            _ => {
                if let PanelEvent::ParserWarning { kind, position, .. } = event {
                    run.warnings.push(WarningView {
                        kind: *kind,
                        position: *position,
                    });
                }
                return;
            }
        };
        match event {
            PanelEvent::PanelistOpen { round, role, .. } => {
                // The lane shows the turn the moment its tag opens.
                run.round_mut(*round).panelist_mut(*role);
                *active_round = *round;
                *active_panelist = Some(*role);
            }
            PanelEvent::PanelistDim {
                round,
                role,
                dim_name,
                dim_score,
                dim_note,
                ..
            } => {
                let dim = DimView {
                    name: dim_name.clone(),
                    score: *dim_score,
                    note: dim_note.clone(),
                };
                run.round_mut(*round).panelist_mut(*role).dims.push(dim);
            }
            PanelEvent::PanelistMustFix {
                round, role, text, ..
            } => {
                let view = run.round_mut(*round);
                view.panelist_mut(*role).must_fixes.push(text.clone());
                view.must_fix += 1;
            }
            PanelEvent::PanelistClose {
                round, role, score, ..
            } => {
                run.round_mut(*round).panelist_mut(*role).score = Some(*score);
                *active_panelist = None;
            }
            PanelEvent::RoundEnd {
                round,
                composite,
                decision,
                reason,
                ..
            } => {
                let view = run.round_mut(*round);
                view.composite = Some(*composite);
                view.decision = Some(*decision);
                view.decision_reason = Some(reason.clone());
                // After `ship` the terminal event follows; the round stays the active one.
                if *decision == RoundDecision::Continue {
                    *active_round = round + 1.0;
                }
                *active_panelist = None;
            }
            PanelEvent::ParserWarning { kind, position, .. } => run.warnings.push(WarningView {
                kind: *kind,
                position: *position,
            }),
            PanelEvent::Ship {
                round,
                composite,
                status,
                artifact_ref,
                summary,
                ..
            } => {
                self.phase = Phase::Shipped {
                    r#final: FinalShip {
                        composite: *composite,
                        round: *round,
                        status: *status,
                        artifact_ref: artifact_ref.clone(),
                        summary: summary.clone(),
                    },
                }
            }
            PanelEvent::Degraded {
                reason, adapter, ..
            } => {
                self.phase = Phase::Degraded {
                    reason: *reason,
                    adapter: adapter.clone(),
                }
            }
            PanelEvent::Interrupted {
                best_round,
                composite,
                ..
            } => {
                self.phase = Phase::Interrupted {
                    best_round: *best_round,
                    composite: *composite,
                }
            }
            PanelEvent::Failed { cause, .. } => self.phase = Phase::Failed { cause: *cause },
            PanelEvent::RunStarted { .. } => {}
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
        self.0.push_str("{\"n\":");
        self.num(r.n);
        if let Some(c) = r.composite {
            self.key("composite");
            self.num(c);
        }
        self.key("mustFix");
        self.num(f64::from(r.must_fix));
        if let Some(d) = r.decision {
            self.key("decision");
            self.str(d.as_str());
        }
        if let Some(reason) = &r.decision_reason {
            self.key("decisionReason");
            self.str(reason);
        }
        self.key("panelists");
        self.0.push('{');
        for p in &r.panelists {
            self.key(p.role.as_str());
            self.panelist(p);
        }
        self.0.push_str("}}");
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
            j.config(&run.config);
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

/// `what` in front of an error from reading it, so the message says where (formatted only
/// then: a state is read on every `reduceTheater`).
fn at<T>(what: &dyn std::fmt::Display, result: JsonResult<T>) -> JsonResult<T> {
    result.map_err(|e| serde_json::Error::custom(format!("{what}: {e}")))
}

fn items<'a>(f: &Fields<'a>, key: &'static str) -> JsonResult<&'a [Value]> {
    match f.get(key)? {
        Value::Array(items) => Ok(items),
        other => Err(serde_json::Error::invalid_type(
            unexpected(other),
            &"an array",
        )),
    }
}

/// An optional key (`?` upstream): absent, or `undefined` turned absent by `JSON.stringify`.
fn optional<'a>(f: &Fields<'a>, key: &'static str) -> Option<&'a Value> {
    f.0.get(key).filter(|v| !v.is_null())
}

fn number(v: &Value) -> JsonResult<f64> {
    match v {
        Value::Number(n) => Ok(n.as_f64().unwrap_or(f64::NAN)),
        other => Err(serde_json::Error::invalid_type(unexpected(other), &"f64")),
    }
}

fn string(v: &Value) -> JsonResult<String> {
    match v {
        Value::String(s) => Ok(s.clone()),
        other => Err(serde_json::Error::invalid_type(
            unexpected(other),
            &"a string",
        )),
    }
}

fn read_config(v: &Value) -> JsonResult<RunConfigView> {
    let f = Fields::of(
        v,
        "an object {cast, maxRounds, threshold, scale, protocolVersion}",
    )?;
    Ok(RunConfigView {
        cast: items(&f, "cast")?
            .iter()
            .map(|r| wire_value(r, Role::ALL, Role::NAMES))
            .collect::<JsonResult<_>>()?,
        max_rounds: f.num("maxRounds")?,
        threshold: f.num("threshold")?,
        scale: f.num("scale")?,
        protocol_version: f.num("protocolVersion")?,
    })
}

fn read_panelist(role: Role, v: &Value) -> JsonResult<PanelistView> {
    let f = Fields::of(v, "an object {dims, mustFixes, score?}")?;
    let dims = items(&f, "dims")?
        .iter()
        .enumerate()
        .map(|(i, d)| {
            at(&format_args!("dims[{i}]"), {
                Fields::of(d, "an object {name, score, note}").and_then(|d| {
                    Ok(DimView {
                        name: d.str("name")?,
                        score: d.num("score")?,
                        note: d.str("note")?,
                    })
                })
            })
        })
        .collect::<JsonResult<_>>()?;
    Ok(PanelistView {
        role,
        dims,
        must_fixes: items(&f, "mustFixes")?
            .iter()
            .map(string)
            .collect::<JsonResult<_>>()?,
        score: optional(&f, "score").map(number).transpose()?,
    })
}

fn read_round(v: &Value) -> JsonResult<RoundView> {
    let f = Fields::of(v, "an object {n, mustFix, panelists, …}")?;
    let must_fix = f.num("mustFix")?;
    if !(must_fix >= 0.0 && must_fix.fract() == 0.0 && must_fix <= f64::from(u32::MAX)) {
        // `js_number_to_string`, not `{}`: f64's Display would link core's float formatting.
        return Err(serde_json::Error::custom(format!(
            "mustFix must be a count (a whole number, 0 or more), got {}",
            js_number_to_string(must_fix)
        )));
    }
    let map = match f.get("panelists")? {
        Value::Object(map) => map,
        other => {
            return Err(serde_json::Error::invalid_type(
                unexpected(other),
                &"an object keyed by role",
            ))
        }
    };
    if let Some(key) = map.keys().find(|k| Role::parse(k).is_none()) {
        return at(
            &"panelists",
            Err(serde_json::Error::unknown_variant(key, Role::NAMES)),
        );
    }
    // In cast order, the order a normal stream opens them in (a JSON object's own key order
    // does not survive `serde_json`'s map).
    let panelists = Role::ALL
        .iter()
        .filter_map(|role| map.get(role.as_str()).map(|v| (*role, v)))
        .map(|(role, v)| {
            at(
                &format_args!("panelists.{}", role.as_str()),
                read_panelist(role, v),
            )
        })
        .collect::<JsonResult<_>>()?;
    Ok(RoundView {
        n: f.num("n")?,
        composite: optional(&f, "composite").map(number).transpose()?,
        must_fix: must_fix as u32,
        decision: optional(&f, "decision")
            .map(|d| wire_value(d, RoundDecision::ALL, RoundDecision::NAMES))
            .transpose()?,
        decision_reason: optional(&f, "decisionReason").map(string).transpose()?,
        panelists,
    })
}

fn read_run(f: &Fields<'_>) -> JsonResult<RunView> {
    let mut rounds: Vec<RoundView> = Vec::new();
    for (i, r) in items(f, "rounds")?.iter().enumerate() {
        let round = at(&format_args!("rounds[{i}]"), read_round(r))?;
        // Kept sorted whatever the caller did to the list (an insertion: no sort routine in
        // the wasm for a list that is sorted already).
        let at = rounds.partition_point(|r| r.n <= round.n);
        rounds.insert(at, round);
    }
    let warnings = items(f, "warnings")?
        .iter()
        .enumerate()
        .map(|(i, w)| {
            at(&format_args!("warnings[{i}]"), {
                Fields::of(w, "an object {kind, position}").and_then(|w| {
                    Ok(WarningView {
                        kind: w.wire("kind", WarningKind::ALL, WarningKind::NAMES)?,
                        position: w.num("position")?,
                    })
                })
            })
        })
        .collect::<JsonResult<_>>()?;
    Ok(RunView {
        run_id: f.str("runId")?,
        config: at(&"config", read_config(f.get("config")?))?,
        rounds,
        warnings,
    })
}

fn read_phase(f: &Fields<'_>, name: usize) -> JsonResult<Phase> {
    Ok(match name {
        1 => Phase::Running {
            active_round: f.num("activeRound")?,
            active_panelist: optional(f, "activePanelist")
                .map(|r| wire_value(r, Role::ALL, Role::NAMES))
                .transpose()?,
        },
        2 => {
            let s = Fields::of(f.get("final")?, "an object {composite, round, status, …}")?;
            let r = Fields::of(s.get("artifactRef")?, "an object {projectId, artifactId}")?;
            Phase::Shipped {
                r#final: FinalShip {
                    composite: s.num("composite")?,
                    round: s.num("round")?,
                    status: s.wire("status", ShipStatus::ALL, ShipStatus::NAMES)?,
                    artifact_ref: ArtifactRef {
                        project_id: r.str("projectId")?,
                        artifact_id: r.str("artifactId")?,
                    },
                    summary: s.str("summary")?,
                },
            }
        }
        3 => {
            let d = Fields::of(f.get("degraded")?, "an object {reason, adapter}")?;
            Phase::Degraded {
                reason: d.wire("reason", DegradedReason::ALL, DegradedReason::NAMES)?,
                adapter: d.str("adapter")?,
            }
        }
        4 => Phase::Interrupted {
            best_round: f.num("bestRound")?,
            composite: f.num("composite")?,
        },
        _ => Phase::Failed {
            cause: f.wire("cause", FailedCause::ALL, FailedCause::NAMES)?,
        },
    })
}

impl Theater {
    /// Reads a state in the shape `to_json` writes (upstream's `CritiqueState`); unknown
    /// keys are ignored, an error names the key it is about (`rounds[1].panelists.critic: …`).
    pub fn from_value(v: &Value) -> JsonResult<Theater> {
        let f = Fields::of(v, "a theater state object {phase, …}")?;
        let name = f.wire("phase", &[0, 1, 2, 3, 4, 5], PHASES)?;
        if name == 0 {
            return Ok(Theater::new());
        }
        Ok(Theater {
            run: Some(read_run(&f)?),
            phase: read_phase(&f, name)?,
        })
    }
}
