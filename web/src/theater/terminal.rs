//! terminal: the views of an ended run (spec §6.4) — shipped / below threshold / timed out /
//! interrupted badges, "Run failed" with its cause, "Panel offline this run" with the degraded
//! reason in plain words — with the shipped artifact (`designs::Shipped`: rendered safely, and
//! its source).
//!
//! Never puts artifact markup into the app's own document.

use super::designs::Shipped;
use super::one_decimal;
use crate::t;
use jury_core::critique::{
    reducer::{FinalShip, Phase},
    Artifact, DegradedReason, FailedCause, RunStatus, ShipStatus, Theater,
};
use leptos::prelude::*;

pub fn ship_badge(status: ShipStatus) -> String {
    match status {
        ShipStatus::Shipped => t!(TheaterBadgeShipped),
        ShipStatus::BelowThreshold => t!(TheaterBadgeBelowThreshold),
        ShipStatus::TimedOut => t!(TheaterBadgeTimedOut),
        ShipStatus::Interrupted => t!(TheaterBadgeInterrupted),
    }
}

fn failed_text(cause: FailedCause) -> String {
    match cause {
        FailedCause::CliExitNonzero => t!(TheaterFailedCliExit),
        FailedCause::PerRoundTimeout => t!(TheaterFailedPerRoundTimeout),
        FailedCause::TotalTimeout => t!(TheaterFailedTotalTimeout),
        FailedCause::OrchestratorInternal => t!(TheaterFailedOrchestrator),
    }
}

fn degraded_text(reason: DegradedReason, adapter: &str) -> String {
    match reason {
        DegradedReason::MalformedBlock => t!(TheaterDegradedMalformed),
        DegradedReason::OversizeBlock => t!(TheaterDegradedOversize),
        DegradedReason::AdapterUnsupported => t!(TheaterDegradedAdapter, adapter = adapter),
        DegradedReason::ProtocolVersionMismatch => {
            t!(TheaterDegradedProtocol, adapter = adapter)
        }
        DegradedReason::MissingArtifact => t!(TheaterDegradedMissingArtifact),
    }
}

/// The ended run's view, by how it ended; nothing while it runs.
#[component]
pub fn Terminal(
    /// The reducer state; only its phase is read.
    theater: Signal<Theater>,
    /// The shipped artifact, when there is one.
    artifact: Signal<Option<Artifact>>,
    /// Why and where the parser rejected a pasted reply, shown under the degraded reason.
    rejected: Signal<Option<String>>,
) -> impl IntoView {
    move || {
        let phase = theater.with(|t| t.phase().clone());
        let view = match phase {
            Phase::Idle | Phase::Running { .. } => return None,
            Phase::Shipped { r#final } => shipped_view(r#final, artifact),
            Phase::Interrupted {
                best_round,
                composite,
            } => {
                // Upstream reports `(activeRound, 0)` when no round had landed; "best composite
                // 0.0" would read as a score the panel gave.
                let landed = theater.with(|t| {
                    t.run()
                        .is_some_and(|r| r.rounds.iter().any(|r| r.composite.is_some()))
                });
                interrupted_view(landed.then_some((best_round, composite)))
            }
            Phase::Failed { cause } => failed_view(cause),
            Phase::Degraded { reason, adapter } => degraded_view(reason, &adapter, rejected),
        };
        Some(view! { <div class="jury-terminal">{view}</div> })
    }
}

fn shipped_view(r#final: FinalShip, artifact: Signal<Option<Artifact>>) -> AnyView {
    view! {
        <span class="jury-badge" data-status=r#final.status.as_str()>{ship_badge(r#final.status)}</span>
        <p class="jury-outcome">
            {t!(
                TheaterShippedSummary,
                round = r#final.round,
                composite = one_decimal(r#final.composite)
            )}
        </p>
        <p class="jury-summary" dir="auto">{r#final.summary}</p>
        {move || artifact.get().map(|a| view! { <Shipped artifact=a /> })}
    }
    .into_any()
}

/// `best`: the best round and its composite, when a round had landed.
fn interrupted_view(best: Option<(f64, f64)>) -> AnyView {
    let words = match best {
        Some((round, composite)) => t!(
            TheaterInterruptedSummary,
            round = round,
            composite = one_decimal(composite)
        ),
        None => t!(TheaterInterruptedEarly),
    };
    view! {
        <span class="jury-badge" data-status=RunStatus::Interrupted.as_str()>{t!(TheaterBadgeInterrupted)}</span>
        <p class="jury-outcome">{words}</p>
    }
    .into_any()
}

fn failed_view(cause: FailedCause) -> AnyView {
    view! {
        <h4 class="jury-badge" data-status=RunStatus::Failed.as_str()>{t!(TheaterFailedHeading)}</h4>
        <p class="jury-outcome">{failed_text(cause)}</p>
        {(cause == FailedCause::OrchestratorInternal).then(|| view! {
            <p class="small muted">{t!(TheaterFailedOrchestratorHere)}</p>
        })}
    }
    .into_any()
}

fn degraded_view(
    reason: DegradedReason,
    adapter: &str,
    rejected: Signal<Option<String>>,
) -> AnyView {
    view! {
        <h4 class="jury-badge" data-status=RunStatus::Degraded.as_str()>{t!(TheaterDegradedHeading)}</h4>
        <p class="jury-outcome" data-reason=reason.as_str()>
            {degraded_text(reason, adapter)}
        </p>
        {move || rejected.get().map(|why| view! { <p class="jury-rejected">{why}</p> })}
    }
    .into_any()
}
