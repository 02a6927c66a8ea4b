//! terminal: the views of an ended run (spec §6.4) — shipped / below threshold / timed out /
//! interrupted badges, "Run failed" with its cause, "Panel offline this run" with the degraded
//! reason in plain words — with the shipped artifact (`designs::Shipped`: rendered safely, and
//! its source).
//!
//! Never puts artifact markup into the app's own document.

use super::designs::Shipped;
use super::fixed1;
use jury_core::critique::{
    reducer::{FinalShip, Phase},
    Artifact, DegradedReason, FailedCause, RunStatus, ShipStatus, Theater,
};
use leptos::prelude::*;

pub fn ship_badge(status: ShipStatus) -> &'static str {
    match status {
        ShipStatus::Shipped => "Shipped",
        ShipStatus::BelowThreshold => "Below threshold",
        ShipStatus::TimedOut => "Timed out",
        ShipStatus::Interrupted => "Interrupted",
    }
}

fn failed_text(cause: FailedCause) -> &'static str {
    match cause {
        FailedCause::CliExitNonzero => "Agent CLI exited non-zero before the panel could finish.",
        FailedCause::PerRoundTimeout => "A round exceeded its time budget.",
        FailedCause::TotalTimeout => "The full run exceeded its total time budget.",
        FailedCause::OrchestratorInternal => "Internal orchestrator error.",
    }
}

fn degraded_text(reason: DegradedReason, adapter: &str) -> String {
    match reason {
        DegradedReason::MalformedBlock => {
            "Malformed panel output (parser rejected the block).".into()
        }
        DegradedReason::OversizeBlock => "Panel output exceeded the safe byte budget.".into(),
        DegradedReason::AdapterUnsupported => {
            format!("Adapter {adapter} did not support the Critique protocol.")
        }
        DegradedReason::ProtocolVersionMismatch => {
            format!("Adapter {adapter} sent an unsupported protocol version.")
        }
        DegradedReason::MissingArtifact => "Run finished without a final artifact.".into(),
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
            {format!(
                "Shipped at round {} · composite {}",
                r#final.round,
                fixed1(r#final.composite),
            )}
        </p>
        <p class="jury-summary">{r#final.summary}</p>
        {move || artifact.get().map(|a| view! { <Shipped artifact=a /> })}
    }
    .into_any()
}

/// `best`: the best round and its composite, when a round had landed.
fn interrupted_view(best: Option<(f64, f64)>) -> AnyView {
    let words = match best {
        Some((round, composite)) => {
            format!(
                "Interrupted at round {round} · best composite {}",
                fixed1(composite)
            )
        }
        None => "Interrupted before any round finished: nothing was scored yet.".to_string(),
    };
    view! {
        <span class="jury-badge" data-status=RunStatus::Interrupted.as_str()>"Interrupted"</span>
        <p class="jury-outcome">{words}</p>
    }
    .into_any()
}

fn failed_view(cause: FailedCause) -> AnyView {
    view! {
        <h4 class="jury-badge" data-status=RunStatus::Failed.as_str()>"Run failed"</h4>
        <p class="jury-outcome">{failed_text(cause)}</p>
        {(cause == FailedCause::OrchestratorInternal).then(|| view! {
            <p class="small muted">
                "Here this means the reply ended without an acceptable SHIP and there was no completed round to fall back on, or the fallback policy is “fail”."
            </p>
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
        <h4 class="jury-badge" data-status=RunStatus::Degraded.as_str()>"Panel offline this run"</h4>
        <p class="jury-outcome" data-reason=reason.as_str()>
            {degraded_text(reason, adapter)}
        </p>
        {move || rejected.get().map(|why| view! { <p class="jury-rejected">{why}</p> })}
    }
    .into_any()
}
