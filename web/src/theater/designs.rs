//! designs: what the designer made, shown as designs (design-jury.md §11) — the shipped artifact
//! and each round's draft with the designer's notes — rendered in the safe frame of
//! `crate::design` when the core says they are HTML or SVG, always with their source.
//!
//! Owns which design is shown and the words around it; never renders markup itself and never
//! decides what counts as a design (`jury_core::design::of_mime`).

use crate::design::DesignView;
use jury_core::critique::number::js_number_to_string;
use jury_core::critique::{Artifact, Draft};
use jury_core::design::{of_mime, Markup};
use leptos::prelude::*;

fn kind_words(mime: &str, markup: Option<Markup>) -> String {
    match (mime.is_empty(), markup) {
        (false, _) => mime.to_string(),
        (true, Some(Markup::Html)) => "HTML, no type given".into(),
        (true, Some(Markup::Svg)) => "SVG, no type given".into(),
        (true, None) => "no type given".into(),
    }
}

/// One design: rendered when it is markup, and its source.
#[component]
fn Design(mime: String, body: String, label: String) -> impl IntoView {
    let markup = of_mime(&mime, &body);
    let source = body.clone();
    view! {
        <p class="small muted">{format!("({})", kind_words(&mime, markup))}</p>
        {match markup {
            Some(_) => view! { <DesignView text=Signal::derive(move || body.clone()) label=label /> }.into_any(),
            None => view! {
                <p class="small muted">"Not HTML or SVG, so it is shown as source only."</p>
            }.into_any(),
        }}
        <details class="jury-source">
            <summary>"Source"</summary>
            <pre><code>{source}</code></pre>
        </details>
    }
}

/// The shipped artifact.
#[component]
pub fn Shipped(artifact: Artifact) -> impl IntoView {
    view! {
        <section class="jury-artifact" aria-label="Shipped artifact">
            <h4>"Shipped artifact"</h4>
            <Design mime=artifact.mime body=artifact.body label="The shipped artifact".to_string() />
        </section>
    }
}

/// "round 2" (or "a round without a number").
fn round_words(draft: &Draft) -> String {
    draft.round.map_or("a round without a number".into(), |n| {
        format!("round {}", js_number_to_string(n))
    })
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
                let what = if d.body.trim().is_empty() { "notes" } else { "draft" };
                view! { <option value=i.to_string()>{format!("Designer's {what}, {}", round_words(d))}</option> }
            })
            .collect_view();
        Some(view! {
            <section class="jury-artifact jury-drafts" aria-labelledby="jury-drafts-h">
                <h4 id="jury-drafts-h">"Designer's drafts"</h4>
                <label class="inline small">"Show "
                    <select aria-label="Which designer turn to show"
                        prop:value=move || chosen.get().to_string()
                        on:change=move |ev| chosen.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {options}
                    </select>
                </label>
                {move || {
                    let d = drafts.with(|all| all.get(chosen.get()).cloned())?;
                    let label = format!("The designer's draft of {}", round_words(&d));
                    Some(view! {
                        {(!d.notes.is_empty()).then(|| view! {
                            <p class="jury-draft-notes"><strong>"Notes: "</strong>{d.notes.clone()}</p>
                        })}
                        {if d.body.trim().is_empty() {
                            view! { <p class="small muted">"No draft in this turn, only notes."</p> }.into_any()
                        } else {
                            view! { <Design mime=d.mime.clone() body=d.body.clone() label=label /> }.into_any()
                        }}
                    })
                }}
            </section>
        })
    }
}
