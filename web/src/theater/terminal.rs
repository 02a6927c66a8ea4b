//! terminal: the views of an ended run (spec §6.4) — shipped / below threshold / timed out /
//! interrupted badges, "Run failed" with its cause, "Panel offline this run" with the degraded
//! reason in plain words — and the shipped artifact: as escaped source, and as a preview only
//! inside `<iframe sandbox="" srcdoc>` with the artifact CSP of §5.3 (no scripts, nothing
//! fetched).
//!
//! Never puts artifact markup into the app's own document.

use super::fixed1;
use jury_core::critique::{
    reducer::Phase, Artifact, DegradedReason, FailedCause, ShipStatus, Theater,
};
use leptos::prelude::*;

/// The artifact endpoint's policy (§5.3), first thing in the preview's document.
const ARTIFACT_CSP: &str = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

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
            Phase::Shipped { r#final } => {
                let status = r#final.status.as_str();
                view! {
                    <span class="jury-badge" data-status=status>{ship_badge(r#final.status)}</span>
                    <p class="jury-outcome">
                        {format!(
                            "Shipped at round {} · composite {}",
                            r#final.round,
                            fixed1(r#final.composite),
                        )}
                    </p>
                    <p class="jury-summary">{r#final.summary}</p>
                    {move || artifact.get().map(|a| view! { <ArtifactView artifact=a /> })}
                }
                .into_any()
            }
            Phase::Interrupted {
                best_round,
                composite,
            } => view! {
                <span class="jury-badge" data-status="interrupted">"Interrupted"</span>
                <p class="jury-outcome">
                    {format!(
                        "Interrupted at round {best_round} · best composite {}",
                        fixed1(composite),
                    )}
                </p>
            }
            .into_any(),
            Phase::Failed { cause } => view! {
                <h4 class="jury-badge" data-status="failed">"Run failed"</h4>
                <p class="jury-outcome">{failed_text(cause)}</p>
                {(cause == FailedCause::OrchestratorInternal).then(|| view! {
                    <p class="small muted">
                        "Here this means the reply ended without an acceptable SHIP and there was no completed round to fall back on, or the fallback policy is “fail”."
                    </p>
                })}
            }
            .into_any(),
            Phase::Degraded { reason, adapter } => view! {
                <h4 class="jury-badge" data-status="degraded">"Panel offline this run"</h4>
                <p class="jury-outcome" data-reason=reason.as_str()>
                    {degraded_text(reason, &adapter)}
                </p>
                {move || rejected.get().map(|why| view! { <p class="jury-rejected">{why}</p> })}
            }
            .into_any(),
        };
        Some(view! { <div class="jury-terminal">{view}</div> })
    }
}

/// The srcdoc of the preview: the artifact CSP as a meta tag, then the artifact.
fn preview_doc(body: &str) -> String {
    format!("<meta http-equiv=\"Content-Security-Policy\" content=\"{ARTIFACT_CSP}\">{body}")
}

#[component]
fn ArtifactView(artifact: Artifact) -> impl IntoView {
    let mime = artifact.mime.to_ascii_lowercase();
    let previewable = mime.starts_with("text/html") || mime.starts_with("image/svg+xml");
    let kind = if mime.is_empty() {
        "no type given".to_string()
    } else {
        mime
    };
    // The frame is made only on request: it is a second document, and this app's own strict
    // policy also governs it (a srcdoc frame inherits it), so the artifact's inline styles
    // are refused and the browser logs that.
    let preview = RwSignal::new(false);
    let doc = preview_doc(&artifact.body);
    view! {
        <section class="jury-artifact" aria-label="Shipped artifact">
            <h4>"Shipped artifact" <span class="muted small">{format!(" ({kind})")}</span></h4>
            {previewable.then(|| view! {
                <button type="button" aria-expanded=move || preview.get().to_string()
                    on:click=move |_| preview.update(|p| *p = !*p)>
                    {move || if preview.get() { "Hide the preview" } else { "Show a preview (scripts disabled)" }}
                </button>
                <Show when=move || preview.get()>
                    <p class="small muted">
                        "Shown in a sandboxed frame that runs no script and loads nothing; this app's strict style policy applies inside it as well, so the artifact's own styles may be missing. The source below is complete."
                    </p>
                    <iframe
                        class="jury-preview"
                        title="Preview of the shipped artifact (scripts disabled)"
                        sandbox=""
                        srcdoc=doc.clone()
                    ></iframe>
                </Show>
            })}
            <details class="jury-source">
                <summary>"Source"</summary>
                <pre><code>{artifact.body.clone()}</code></pre>
            </details>
        </section>
    }
}
