//! stage: the theater itself (spec §6.3) — region "Design Jury", header with Interrupt, the
//! terminal view when the run has ended, score ticker, round timeline, the five lanes and the
//! warnings — rendered from the core reducer's `Theater`.
//!
//! Owns layout and the Interrupt button; never changes the theater (Interrupt is a callback,
//! the player decides), never computes a rule.

use super::designs::Drafts;
use super::lanes::Lanes;
use super::terminal::Terminal;
use super::ticker::{RoundTimeline, ScoreTicker};
use crate::t;
use jury_core::critique::{Artifact, Draft, Theater, WarningKind, Weights};
use leptos::prelude::*;

/// The id of the stage element.
pub const STAGE_ID: &str = "jury-stage";

/// Scrolls the stage into view and moves focus to it, once the page has drawn what was put
/// on stage: "Run the panel" and the Replay buttons sit below or beside it, and a theater
/// that plays off-screen is a theater nobody watches.
pub fn look_at_stage() {
    request_animation_frame(|| {
        if let Some(el) = document().get_element_by_id(STAGE_ID) {
            el.scroll_into_view();
            if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el) {
                let _ = el.focus();
            }
        }
    });
}

/// The whole theater for one `Theater` state.
#[component]
pub fn Stage(
    /// The reducer state to show.
    #[prop(into)]
    theater: Signal<Theater>,
    /// The run's composite weights (upstream's fixed v1 weights unless given).
    #[prop(into, optional)]
    weights: Option<Signal<Weights>>,
    /// Whether Interrupt applies now.
    #[prop(into)]
    can_interrupt: Signal<bool>,
    /// Called by the Interrupt button (Esc is handled by the page).
    on_interrupt: Callback<()>,
    /// The shipped artifact, when the run on stage has one.
    #[prop(into)]
    artifact: Signal<Option<Artifact>>,
    /// Why and where the parser rejected a pasted reply, shown with a degraded run.
    #[prop(into, optional)]
    rejected: Signal<Option<String>>,
    /// The designer's drafts of the run on stage.
    #[prop(into, optional)]
    drafts: Signal<Vec<Draft>>,
) -> impl IntoView {
    let idle = move || theater.with(|t| t.run().is_none());
    let weights = weights.unwrap_or_else(|| Signal::stored(Weights::of_transcript()));
    view! {
        // Focusable, so Run and Replay can bring the user here (`look_at_stage`).
        <section role="region" aria-label=t!(TheaterName) class="jury-stage" id=STAGE_ID tabindex="-1">
            <header class="jury-stage-head">
                <h3>{t!(TheaterName)}</h3>
                <button
                    type="button"
                    class="jury-interrupt"
                    disabled=move || !can_interrupt.get()
                    on:click=move |_| on_interrupt.run(())
                >
                    {t!(TheaterInterrupt)}
                </button>
            </header>
            <Show
                when=move || !idle()
                fallback=|| view! { <p class="muted">{t!(TheaterStageEmpty)}</p> }
            >
                <Terminal theater=theater artifact=artifact rejected=rejected />
                <ScoreTicker theater=theater weights=weights />
                <RoundTimeline theater=theater weights=weights />
                <Lanes theater=theater drafts=drafts />
                <Drafts drafts=drafts />
                <Warnings theater=theater />
            </Show>
        </section>
    }
}

/// What a warning kind means, in plain words.
fn warning_text(kind: WarningKind) -> String {
    match kind {
        WarningKind::WeakDebate => t!(TheaterWarningWeakDebate),
        WarningKind::UnknownRole => t!(TheaterWarningUnknownRole),
        WarningKind::ScoreClamped => t!(TheaterWarningScoreClamped),
        WarningKind::CompositeMismatch => t!(TheaterWarningCompositeMismatch),
        WarningKind::DuplicateShip => t!(TheaterWarningDuplicateShip),
    }
}

/// The run's parser and bookkeeping warnings, counted by kind.
#[component]
fn Warnings(theater: Signal<Theater>) -> impl IntoView {
    let counts = move || {
        theater.with(|t| {
            let warnings = t.run().map(|r| r.warnings.as_slice()).unwrap_or(&[]);
            WarningKind::ALL
                .iter()
                .map(|k| (*k, warnings.iter().filter(|w| w.kind == *k).count()))
                .filter(|(_, n)| *n > 0)
                .collect::<Vec<_>>()
        })
    };
    view! {
        <Show when=move || !counts().is_empty()>
            <div class="jury-warnings">
                <h4>{t!(TheaterWarnings)}</h4>
                <ul>
                    {move || {
                        counts()
                            .into_iter()
                            .map(|(kind, n)| {
                                view! {
                                    <li data-kind=kind.as_str()>
                                        {warning_text(kind)}
                                        {(n > 1).then(|| format!(" {}", t!(TheaterWarningTimes, count = n)))}
                                    </li>
                                }
                            })
                            .collect_view()
                    }}
                </ul>
            </div>
        </Show>
    }
}
