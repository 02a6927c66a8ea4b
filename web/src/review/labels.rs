//! labels: the review loop's names and warnings in the page's words — outcome badges, merged
//! results, a criterion with its text, reply and revision warnings.
//!
//! Owns only wording and presentation: every name is the core's (`as_str`), every warning the
//! core's typed value.

use crate::t;
use jury_core::review::merge::judge_says;
use jury_core::review::reply::ReplyWarning;
use jury_core::review::reports::RecordReport;
use jury_core::review::rubric::Rubric;
use jury_core::review::run::ReviseWarning;
use leptos::prelude::*;
use std::sync::Arc;

/// An outcome badge (`PASS`, `FIX`, `NEED_B`, `DISPUTED`, `ROUND_LIMIT`, or `OPEN` before the
/// first merge). The label doubles as the CSS class that colours it.
#[component]
pub fn Badge(#[prop(into)] label: Signal<String>) -> impl IntoView {
    view! { <span class=move || format!("badge {}", label.get())>{move || badge_text(&label.get())}</span> }
}

/// The words of a badge: the core's codes as they are, `OPEN` in the page's language.
pub fn badge_text(label: &str) -> String {
    if label == "OPEN" {
        t!(RoundOpen)
    } else {
        label.to_string()
    }
}

/// The private-use character that stands for view `i` in a sentence of the catalogue (see
/// [`sentence`]).
pub fn slot(i: usize) -> String {
    char::from_u32(0xE000 + i as u32)
        .map(String::from)
        .unwrap_or_default()
}

/// A catalogue sentence with views in it (a `<code>`, a link): `text` was formatted with
/// [`slot`]`(i)` as the value of the argument view `i` takes the place of, so that each language
/// puts the views where its word order wants them.
pub fn sentence(text: &str, views: Vec<AnyView>) -> Vec<AnyView> {
    let mut views: Vec<Option<AnyView>> = views.into_iter().map(Some).collect();
    let mut out = Vec::new();
    let mut words = String::new();
    for ch in text.chars() {
        let i = (ch as u32).wrapping_sub(0xE000) as usize;
        match views.get_mut(i) {
            Some(view) => {
                if !words.is_empty() {
                    out.push(std::mem::take(&mut words).into_any());
                }
                if let Some(view) = view.take() {
                    out.push(view);
                }
            }
            None => words.push(ch),
        }
    }
    if !words.is_empty() {
        out.push(words.into_any());
    }
    out
}

/// Views one after another with the language's list separator between them.
pub fn listed(items: Vec<AnyView>) -> Vec<AnyView> {
    let mut out = Vec::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(t!(RoundListSeparator).into_any());
        }
        out.push(item);
    }
    out
}

/// The badge label of a run or round: the core's outcome name, or `OPEN` before the first merge
/// of the current round.
pub fn outcome_label(outcome: Option<jury_core::review::merge::Outcome>) -> String {
    outcome.map_or("OPEN", |o| o.as_str()).to_string()
}

/// The label of a merged per-criterion result, as the core's JSON spells it.
pub fn merged_label(result: jury_core::review::merge::MergedResult) -> String {
    result.as_str().to_string()
}

/// The rubric of the run on screen, provided by the run page: a run's rubric never changes, so
/// every table reads a criterion's text from here rather than through the model.
#[derive(Clone)]
pub struct Criteria(pub Arc<Rubric>);

/// A criterion's id with its text beneath: the page asks the user to judge, so it says what
/// each criterion asks. Outside a run page, only the id.
#[component]
pub fn CriterionLabel(#[prop(into)] id: String) -> impl IntoView {
    let text = use_context::<Criteria>().and_then(|c| c.0.get(&id).map(|c| c.text.clone()));
    view! {
        <code class="crit-id">{id}</code>
        {text.map(|t| view! { <span class="crit-text" dir="auto">{t}</span> })}
    }
}

/// A §3 reply warning in the page's words: the criteria and the suspicious text shown as they
/// were written, apart from the sentence.
#[component]
pub fn ReplyWarningText(warning: ReplyWarning) -> impl IntoView {
    let codes = |ids: Vec<String>| {
        listed(
            ids.into_iter()
                .map(|id| view! { <code>{id}</code> }.into_any())
                .collect(),
        )
    };
    match warning {
        ReplyWarning::VerdictMismatch { summary, failed } => {
            let criteria = if failed.is_empty() {
                t!(RoundEveryPassed).into_any()
            } else {
                sentence(
                    &t!(RoundFailedList, list = slot(0)),
                    vec![codes(failed).into_any()],
                )
                .into_any()
            };
            sentence(
                &t!(RoundWarnMismatch, summary = summary, criteria = slot(0)),
                vec![criteria],
            )
            .into_any()
        }
        ReplyWarning::Mangled { sequences } => {
            let quoted = listed(
                sequences
                    .into_iter()
                    .map(|s| view! { <q>{s}</q> }.into_any())
                    .collect(),
            );
            sentence(
                &t!(RoundWarnMangled, sequences = slot(0)),
                vec![quoted.into_any()],
            )
            .into_any()
        }
        ReplyWarning::VerdictCase { written } => {
            let items = written
                .into_iter()
                .map(|(id, verdict)| {
                    let read = verdict.to_ascii_uppercase();
                    let words = t!(
                        RoundWarnCaseItem,
                        id = slot(0),
                        written = verdict,
                        read = read
                    );
                    sentence(&words, vec![view! { <code>{id}</code> }.into_any()]).into_any()
                })
                .collect();
            sentence(
                &t!(RoundWarnCase, list = slot(0)),
                vec![listed(items).into_any()],
            )
            .into_any()
        }
    }
}

/// What a judge said of criterion `id`, in the app's language: its reason, or that rule 1
/// blocked its FAIL (the core's `judge_says`, from the judge's record of the round); else the
/// merge's own words (English, as the package and the command line report it).
pub fn judge_words(
    record: Option<&RecordReport>,
    id: &str,
    merged: Option<&String>,
) -> Option<String> {
    record
        .and_then(|r| r.criterion(id))
        .map(|c| judge_says(c, crate::i18n::language()))
        .or_else(|| merged.cloned())
}

/// A revision warning in the page's words.
pub fn revise_warning_words(warning: &ReviseWarning) -> String {
    match warning {
        ReviseWarning::Unchanged { round } => t!(RoundUnchangedWarning, round = *round),
    }
}
