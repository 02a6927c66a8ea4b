//! designs: what the designer made, shown as designs (design-jury.md §11) — the shipped artifact
//! and each round's draft with the designer's notes — rendered in the safe frame of
//! `crate::design` when the core says they are HTML or SVG, always with their source.
//!
//! Owns which design is shown and the words around it; never renders markup itself and never
//! decides what counts as a design (`jury_core::design::of_mime`).

use crate::design::DesignView;
use crate::t;
use jury_core::critique::{Artifact, Draft};
use jury_core::design::{of_mime, Markup};
use leptos::prelude::*;

fn kind_words(mime: &str, markup: Option<Markup>) -> String {
    match (mime.is_empty(), markup) {
        (false, _) => mime.to_string(),
        (true, Some(Markup::Html)) => t!(TheaterKindHtml),
        (true, Some(Markup::Svg)) => t!(TheaterKindSvg),
        (true, None) => t!(TheaterKindNone),
    }
}

/// One design: rendered when it is markup, and its source.
#[component]
fn Design(mime: String, body: String, label: String) -> impl IntoView {
    let markup = of_mime(&mime, &body);
    let source = body.clone();
    view! {
        <p class="small muted">{t!(TheaterDesignKind, kind = kind_words(&mime, markup))}</p>
        {match markup {
            Some(_) => view! { <DesignView text=Signal::derive(move || body.clone()) label=label /> }.into_any(),
            None => view! {
                <p class="small muted">{t!(TheaterSourceOnly)}</p>
            }.into_any(),
        }}
        <details class="jury-source">
            <summary>{t!(TheaterSource)}</summary>
            <pre><code>{source}</code></pre>
        </details>
    }
}

/// The shipped artifact.
#[component]
pub fn Shipped(artifact: Artifact) -> impl IntoView {
    view! {
        <section class="jury-artifact" aria-label=t!(TheaterShippedArtifact)>
            <h4>{t!(TheaterShippedArtifact)}</h4>
            <Design mime=artifact.mime body=artifact.body label=t!(TheaterShippedArtifactLabel) />
        </section>
    }
}

/// "round 2" (or "a round without a number").
fn round_words(draft: &Draft) -> String {
    draft.round.map_or_else(
        || t!(TheaterRoundUnnumbered),
        |n| t!(TheaterRoundNumbered, round = n),
    )
}

/// The designer's drafts and notes, one round at a time.
#[component]
pub fn Drafts(
    /// The drafts of the run on stage (empty for a transcript, which carries none).
    #[prop(into)]
    drafts: Signal<Vec<Draft>>,
) -> impl IntoView {
    let chosen = RwSignal::new(0usize);
    // A new run on stage starts at its first draft.
    Effect::new(move |_| {
        drafts.track();
        chosen.set(0);
    });
    move || {
        let all = drafts.get();
        if all.is_empty() {
            return None;
        }
        let options = all
            .iter()
            .enumerate()
            .map(|(i, d)| {
                let words = if d.body.trim().is_empty() {
                    t!(TheaterDraftOptionNotes, round = round_words(d))
                } else {
                    t!(TheaterDraftOptionDraft, round = round_words(d))
                };
                view! { <option value=i.to_string()>{words}</option> }
            })
            .collect_view();
        Some(view! {
            <section class="jury-artifact jury-drafts" aria-labelledby="jury-drafts-h">
                <h4 id="jury-drafts-h">{t!(TheaterDrafts)}</h4>
                <label class="inline small">{t!(TheaterDraftsShow)}" "
                    <select aria-label=t!(TheaterDraftsWhich)
                        prop:value=move || chosen.get().to_string()
                        on:change=move |ev| chosen.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {options}
                    </select>
                </label>
                {move || {
                    let d = drafts.with(|all| all.get(chosen.get()).cloned())?;
                    let label = t!(TheaterDraftLabel, round = round_words(&d));
                    Some(view! {
                        {(!d.notes.is_empty()).then(|| view! {
                            <p class="jury-draft-notes">
                                <strong>{t!(TheaterNotes)}": "</strong>
                                <span dir="auto">{d.notes.clone()}</span>
                            </p>
                        })}
                        {if d.body.trim().is_empty() {
                            view! { <p class="small muted">{t!(TheaterDraftNone)}</p> }.into_any()
                        } else {
                            view! { <Design mime=d.mime.clone() body=d.body.clone() label=label /> }.into_any()
                        }}
                    })
                }}
            </section>
        })
    }
}
