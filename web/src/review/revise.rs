//! revise: after FIX, the revised artifact for the next round — edited in place or opened from
//! a file — with a live diff against the round that asked for fixes.
//!
//! Owns the editor and the diff display. The diff is the core's `diff::hunks`; the unchanged
//! warning and every check of the revision are `Run::revise`'s.

use crate::app::AppState;
use crate::draft::DraftKey;
use crate::review::focus::Focus;
use crate::review::labels::revise_warning_words;
use crate::ui::controls::OpenFileButton;
use crate::ui::notice::{Notice, Refusal, Tone};
use jury_core::review::diff::{self, Change, DiffLine};
use jury_core::review::judge::Judge;
use jury_core::review::run::ReviseWarning;
use leptos::prelude::*;

/// Diff hunks as escaped text lines, "+" for added and "−" for removed.
#[component]
pub fn DiffView(hunks: Vec<Vec<DiffLine>>) -> impl IntoView {
    let (added, removed) = diff::counts(&hunks);
    view! {
        <p class="small muted">{format!("{added} line(s) added, {removed} removed")}</p>
        <pre class="diff" role="region" aria-label="Changes" tabindex="0">
            {hunks.into_iter().enumerate().map(|(i, hunk)| view! {
                {(i > 0).then(|| view! { <span class="same">"⋯"</span> })}
                {hunk.into_iter().map(|l| {
                    let (class, sign, n) = match l.change {
                        Change::Added => ("ins", "+", l.new_line),
                        Change::Removed => ("del", "−", l.old_line),
                        Change::Same => ("same", " ", l.new_line),
                    };
                    view! { <span class=class>{format!("{sign}{:>4} {}", n.unwrap_or(0), l.text)}</span> }
                }).collect_view()}
            }).collect_view()}
        </pre>
    }
}

/// The revision editor, shown when the last merge gave FIX.
#[component]
pub fn RevisePanel(
    /// Run id.
    id: String,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let (round, previous, previous_name) = state.model.with_untracked(|m| {
        m.get(&id)
            .map(|e| {
                (
                    e.run.round(),
                    e.run.artifact().to_string(),
                    e.run.artifact_name().to_string(),
                )
            })
            .unwrap_or_default()
    });
    let key = DraftKey::Revise {
        run: id.clone(),
        round,
    };
    let name_key = DraftKey::ReviseName {
        run: id.clone(),
        round,
    };
    // Start from the current text, so that editing in place is the default.
    if !state.drafts.with_untracked(|d| d.contains_key(&key)) {
        state.set_draft(&key, previous.clone());
    }
    let notice = expect_context::<ReviseNotice>();
    let failure = RwSignal::new(None::<String>);
    let text = {
        let key = key.clone();
        Signal::derive(move || state.draft(&key))
    };
    let name = {
        let name_key = name_key.clone();
        Signal::derive(move || state.draft(&name_key))
    };
    let hunks = {
        let previous = previous.clone();
        Memo::new(move |_| diff::hunks(&previous, &text.get(), 2))
    };
    let on_open = {
        let (key, name_key) = (key.clone(), name_key.clone());
        Callback::new(move |(file, body): (String, String)| {
            state.set_draft(&key, body);
            state.set_draft(&name_key, file);
        })
    };
    let on_error = Callback::new(move |message: String| failure.set(Some(message)));
    let revise = {
        let (id, key, name_key) = (id.clone(), key.clone(), name_key.clone());
        move |_| {
            failure.set(None);
            let body = state.draft(&key);
            let new_name = Some(state.draft(&name_key)).filter(|n| !n.trim().is_empty());
            match state.change(&id, |run, at| run.revise(&body, new_name, at)) {
                Ok(report) => {
                    notice.0.set(report.warnings);
                    Focus::JudgeHeading(Judge::A).after_render();
                    state.clear_draft(&key);
                    state.clear_draft(&name_key);
                }
                Err(Some(e)) => failure.set(Some(e.to_string())),
                Err(None) => {}
            }
        }
    };
    view! {
        <section class="panel" aria-labelledby="revise-h">
            <h3 id="revise-h">{format!("Revise the artifact for round {}", round + 1)}</h3>
            <p class="small muted">"Edit the text below (or open the fixed file), then start the next round. The judges will see the new text and last round's objections."</p>
            <div class="row small">
                <OpenFileButton label="Open the revised file…" on_open=on_open on_error=on_error />
            </div>
            <div class="field">
                <label for="revise-text">"Revised artifact"</label>
                <textarea id="revise-text" class="mono tall" prop:value=move || text.get()
                    on:input={
                        let key = key.clone();
                        move |ev| state.set_draft(&key, event_target_value(&ev))
                    }></textarea>
            </div>
            <div class="field">
                <label for="revise-name">"Artifact name"</label>
                <input id="revise-name" type="text" placeholder=previous_name
                    prop:value=move || name.get()
                    on:input={
                        let name_key = name_key.clone();
                        move |ev| state.set_draft(&name_key, event_target_value(&ev))
                    } />
            </div>
            <h4>{format!("Changes since round {round}")}</h4>
            {move || {
                let h = hunks.get();
                if h.is_empty() {
                    view! {
                        <Notice tone=Tone::Warn><p>{format!(
                            "The text is the same as in round {round}. You may still start the next round (a judge may have been wrong), but the judges will see the same text."
                        )}</p></Notice>
                    }.into_any()
                } else {
                    view! { <DiffView hunks=h /> }.into_any()
                }
            }}
            <Refusal message=failure />
            <button type="button" class="primary" on:click=revise>{format!("Start round {}", round + 1)}</button>
        </section>
    }
}

/// The warnings of this page's last revision (the core's unchanged-artifact warning), provided
/// by the run page and shown at the top of the new round.
#[derive(Clone, Copy)]
pub struct ReviseNotice(pub RwSignal<Vec<ReviseWarning>>);

/// Shows [`ReviseNotice`]'s warnings, if any.
#[component]
pub fn ReviseWarnings() -> impl IntoView {
    let notice = expect_context::<ReviseNotice>();
    move || {
        let warnings = notice.0.get();
        (!warnings.is_empty()).then(|| {
            view! {
                <Notice tone=Tone::Warn>
                    <ul>{warnings.into_iter().map(|w| view! { <li>{revise_warning_words(&w)}</li> }).collect_view()}</ul>
                </Notice>
            }
        })
    }
}
