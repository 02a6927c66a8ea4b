//! The web reducer (spec §6.2): the theater's state, folded from PanelEvents.
//!
//! Owns: phases, rounds (sorted by number), per-role panelist views, warnings, the terminal
//! payloads. Never renders, never validates frames (feed it only `is_panel_event` values) and
//! never computes scores: it shows what the events say.

use serde::Serialize;

use super::event::{
    ArtifactRef, DegradedReason, FailedCause, PanelEvent, Role, RoundDecision, ShipStatus,
    WarningKind,
};

/// The run's declared settings, from `run_started` (the agent's `<CRITIQUE_RUN>` attributes).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunConfigView {
    pub cast: Vec<Role>,
    pub max_rounds: f64,
    pub threshold: f64,
    pub scale: f64,
    pub protocol_version: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DimView {
    pub name: String,
    pub score: f64,
    pub note: String,
}

/// One role's turn in one round; `score` is `None` until `panelist_close`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PanelistView {
    pub role: Role,
    pub score: Option<f64>,
    pub dims: Vec<DimView>,
    pub must_fixes: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoundView {
    pub n: f64,
    /// In order of first appearance.
    pub panelists: Vec<PanelistView>,
    pub must_fix: u32,
    pub composite: Option<f64>,
    pub decision: Option<RoundDecision>,
    pub decision_reason: Option<String>,
}

impl RoundView {
    pub fn panelist(&self, role: Role) -> Option<&PanelistView> {
        self.panelists.iter().find(|p| p.role == role)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WarningView {
    pub kind: WarningKind,
    pub position: f64,
}

/// Everything a started run shows, kept in every phase after `run_started`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunView {
    pub run_id: String,
    pub config: RunConfigView,
    /// Sorted by round number.
    pub rounds: Vec<RoundView>,
    pub active_round: Option<f64>,
    pub active_panelist: Option<Role>,
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
                    panelists: Vec::new(),
                    must_fix: 0,
                    composite: None,
                    decision: None,
                    decision_reason: None,
                };
                self.rounds.insert(i, round);
                i
            }
        };
        &mut self.rounds[i]
    }

    fn panelist_mut(&mut self, n: f64, role: Role) -> &mut PanelistView {
        let round = self.round_mut(n);
        let i = match round.panelists.iter().position(|p| p.role == role) {
            Some(i) => i,
            None => {
                let view = PanelistView {
                    role,
                    score: None,
                    dims: Vec::new(),
                    must_fixes: Vec::new(),
                };
                round.panelists.push(view);
                round.panelists.len() - 1
            }
        };
        &mut round.panelists[i]
    }
}

/// The `ship` payload a shipped theater shows.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FinalShip {
    pub composite: f64,
    pub round: f64,
    pub status: ShipStatus,
    pub artifact_ref: ArtifactRef,
    pub summary: String,
}

/// The phase; terminal phases are sticky until the next `run_started` or a reset.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(
    tag = "phase",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum Phase {
    Idle,
    Running,
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

/// The theater state: `run` is `None` exactly when the phase is `Idle`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Theater {
    pub phase: Phase,
    pub run: Option<RunView>,
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
    pub fn new() -> Self {
        Self::default()
    }

    /// Upstream's synthetic `__reset__` (project change, feature toggled): back to idle.
    pub fn reset(&mut self) {
        *self = Theater::default();
    }

    pub fn is_terminal(&self) -> bool {
        !matches!(self.phase, Phase::Idle | Phase::Running)
    }

    /// Folds one event in.
    pub fn apply(&mut self, event: &PanelEvent) {
        if let PanelEvent::RunStarted {
            run_id,
            protocol_version,
            cast,
            max_rounds,
            threshold,
            scale,
        } = event
        {
            self.phase = Phase::Running;
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
                active_round: Some(1.0),
                active_panelist: None,
                warnings: Vec::new(),
            });
            return;
        }
        let terminal = self.is_terminal();
        let Some(run) = self.run.as_mut().filter(|r| r.run_id == event.run_id()) else {
            return;
        };
        if let PanelEvent::ParserWarning { kind, position, .. } = event {
            // Accepted in every phase: warnings may trail the terminal event.
            run.warnings.push(WarningView {
                kind: *kind,
                position: *position,
            });
            return;
        }
        if terminal {
            return;
        }
        match event {
            PanelEvent::PanelistOpen { round, role, .. } => {
                run.panelist_mut(*round, *role);
                run.active_round = Some(*round);
                run.active_panelist = Some(*role);
            }
            PanelEvent::PanelistDim {
                round,
                role,
                dim_name,
                dim_score,
                dim_note,
                ..
            } => {
                run.panelist_mut(*round, *role).dims.push(DimView {
                    name: dim_name.clone(),
                    score: *dim_score,
                    note: dim_note.clone(),
                });
            }
            PanelEvent::PanelistMustFix {
                round, role, text, ..
            } => {
                run.panelist_mut(*round, *role)
                    .must_fixes
                    .push(text.clone());
                run.round_mut(*round).must_fix += 1;
            }
            PanelEvent::PanelistClose {
                round, role, score, ..
            } => {
                run.panelist_mut(*round, *role).score = Some(*score);
                run.active_panelist = None;
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
                if *decision == RoundDecision::Continue {
                    run.active_round = Some(round + 1.0);
                }
            }
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
                };
            }
            PanelEvent::Degraded {
                reason, adapter, ..
            } => {
                self.phase = Phase::Degraded {
                    reason: *reason,
                    adapter: adapter.clone(),
                };
            }
            PanelEvent::Interrupted {
                best_round,
                composite,
                ..
            } => {
                self.phase = Phase::Interrupted {
                    best_round: *best_round,
                    composite: *composite,
                };
            }
            PanelEvent::Failed { cause, .. } => self.phase = Phase::Failed { cause: *cause },
            PanelEvent::RunStarted { .. } | PanelEvent::ParserWarning { .. } => {}
        }
    }
}
