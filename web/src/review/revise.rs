//! revise: after FIX, the revised artifact for the next round — edited in place or opened from
//! a file — with a live diff against the round that asked for fixes.
//!
//! Owns the editor and the diff display. The diff is the core's `diff::hunks`; the unchanged
//! warning and every check of the revision are `Run::revise`'s.

use crate::review::focus::Focus;
use crate::review::labels::revise_warning_words;
use crate::review::run_handle::RunHandle;
use crate::state::AppState;
use crate::t;
use crate::typed::TypedKey;
use crate::ui::controls::OpenFileButton;
use crate::ui::notice::{Notice, Refusal, Tone};
use jury_core::review::diff::{self, Change, DiffLine};
use jury_core::review::judge::Judge;
use jury_core::review::run::{ReviseWarning, Run};
use leptos::prelude::*;
use std::sync::Arc;

/// Diff hunks as escaped text lines, "+" for added and "−" for removed.
#[component]
pub fn DiffView(hunks: Vec<Vec<DiffLine>>) -> impl IntoView {
    let (added, removed) = diff::counts(&hunks);
    view! {
        <p class="small muted">{t!(RoundDiffCounts, added = added, removed = removed)}</p>
        <pre class="diff" role="region" aria-label=t!(RoundChanges) tabindex="0">
            {hunks.into_iter().enumerate().map(|(i, hunk)| view! {
                {(i > 0).then(|| view! { <span class="same">"⋯"</span> })}
                {hunk.into_iter().map(|l| {
                    let (class, sign, n) = match l.change {
                        Change::Added => ("ins", "+", l.new_line),
                        Change::Removed => ("del", "−", l.old_line),
                        Change::Same => ("same", " ", l.new_line),
                    };
                    view! { <span class=class dir="auto">{format!("{sign}{:>4} {}", n.unwrap_or(0), l.text)}</span> }
                }).collect_view()}
            }).collect_view()}
        </pre>
    }
}

/// The revision being typed: the typed texts (`AppState::typed texts`) of the new text and of the
/// artifact's new name, so both survive a re-render, a refused save and a page reload.
#[derive(Clone, Copy)]
struct Revision {
    state: AppState,
    text: StoredValue<TypedKey>,
    name: StoredValue<TypedKey>,
}

impl Revision {
    /// The revision that opens the round after `round`, starting from `previous` (the current
    /// text, so that editing in place is the default).
    fn new(state: AppState, handle: RunHandle, round: u32, previous: &str) -> Self {
        let (text, name) = handle.revise_keys(round);
        if !state.has_typed(&text) {
            state.set_typed(&text, previous.to_string());
        }
        Revision {
            state,
            text: StoredValue::new(text),
            name: StoredValue::new(name),
        }
    }

    fn text(self) -> String {
        self.text.with_value(|k| self.state.typed(k))
    }

    fn set_text(self, text: String) {
        self.text.with_value(|k| self.state.set_typed(k, text));
    }

    fn name(self) -> String {
        self.name.with_value(|k| self.state.typed(k))
    }

    fn set_name(self, name: String) {
        self.name.with_value(|k| self.state.set_typed(k, name));
    }

    /// The revision was made: its typed texts go.
    fn clear(self) {
        self.text.with_value(|k| self.state.clear_typed(k));
        self.name.with_value(|k| self.state.clear_typed(k));
    }
}

/// The revision editor, shown when the last merge gave FIX.
#[component]
pub fn RevisePanel(run: Memo<Arc<Run>>, handle: RunHandle) -> impl IntoView {
    let state = expect_context::<AppState>();
    let (round, previous, previous_name) = run.with_untracked(|r| {
        (
            r.round(),
            r.artifact().to_string(),
            r.artifact_name().to_string(),
        )
    });
    let revision = Revision::new(state, handle, round, &previous);
    let notice = expect_context::<ReviseNotice>();
    let failure = RwSignal::new(None::<String>);
    let on_open = Callback::new(move |(file, body): (String, String)| {
        revision.set_text(body);
        revision.set_name(file);
    });
    let on_error = Callback::new(move |message: String| failure.set(Some(message)));
    let revise = move |_| {
        failure.set(None);
        let body = revision.text();
        let new_name = Some(revision.name()).filter(|n| !n.trim().is_empty());
        match handle.change(|run, at| run.revise(&body, new_name, at)) {
            Ok(report) => {
                notice.0.set(report.warnings);
                Focus::JudgeHeading(Judge::A).after_render();
                revision.clear();
            }
            Err(Some(e)) => failure.set(Some(crate::i18n::say(&e))),
            Err(None) => {}
        }
    };
    view! {
        <section class="panel" aria-labelledby="revise-h">
            <h3 id="revise-h">{t!(RoundReviseTitle, round = round + 1)}</h3>
            <p class="small muted">{t!(RoundReviseHelp)}</p>
            <div class="row small">
                <OpenFileButton label=t!(RoundOpenRevised) on_open=on_open on_error=on_error />
            </div>
            {revise_fields(revision, previous_name)}
            <h4>{t!(RoundChangesSince, round = round)}</h4>
            {revision_diff(previous, Signal::derive(move || revision.text()), round)}
            <Refusal message=failure />
            <button type="button" class="primary" on:click=revise>{t!(RoundStartRound, round = round + 1)}</button>
        </section>
    }
}

/// The revised text and the artifact's name, as typed.
fn revise_fields(revision: Revision, previous_name: String) -> impl IntoView {
    view! {
        <div class="field">
            <label for="revise-text">{t!(RoundRevisedArtifact)}</label>
            <textarea id="revise-text" class="mono tall" dir="auto" prop:value=move || revision.text()
                on:input=move |ev| revision.set_text(event_target_value(&ev))></textarea>
        </div>
        <div class="field">
            <label for="revise-name">{t!(RoundArtifactName)}</label>
            <input id="revise-name" type="text" dir="auto" placeholder=previous_name
                prop:value=move || revision.name()
                on:input=move |ev| revision.set_name(event_target_value(&ev)) />
        </div>
    }
}

/// The changes from round `round`'s text (`previous`) to the revision, live, or the warning
/// that they are the same.
fn revision_diff(previous: String, text: Signal<String>, round: u32) -> impl IntoView {
    let hunks = Memo::new(move |_| diff::hunks(&previous, &text.get(), 2));
    move || {
        let h = hunks.get();
        if h.is_empty() {
            view! {
                <Notice tone=Tone::Warn><p>{t!(RoundSameText, round = round)}</p></Notice>
            }
            .into_any()
        } else {
            view! { <DiffView hunks=h /> }.into_any()
        }
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
