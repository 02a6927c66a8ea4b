//! labels: the review loop's names and warnings in the page's words — outcome badges, merged
//! results, a criterion with its text, reply and revision warnings.
//!
//! Owns only wording and presentation: every name is the core's (`as_str`), every warning the
//! core's typed value.

use jury_core::review::reply::ReplyWarning;
use jury_core::review::rubric::Rubric;
use jury_core::review::run::ReviseWarning;
use leptos::prelude::*;
use std::sync::Arc;

/// An outcome badge (`PASS`, `FIX`, `NEED_B`, `DISPUTED`, `ROUND_LIMIT`, or `OPEN` before the
/// first merge). The label doubles as the CSS class that colours it.
#[component]
pub fn Badge(#[prop(into)] label: Signal<String>) -> impl IntoView {
    view! { <span class=move || format!("badge {}", label.get())>{move || label.get()}</span> }
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
        {text.map(|t| view! { <span class="crit-text">{t}</span> })}
    }
}

/// A §3 reply warning in the page's words: the criteria and the suspicious text shown as they
/// were written, apart from the sentence.
#[component]
pub fn ReplyWarningText(warning: ReplyWarning) -> impl IntoView {
    match warning {
        ReplyWarning::VerdictMismatch { summary, failed } => {
            let criteria = if failed.is_empty() {
                view! { "every criterion passed" }.into_any()
            } else {
                view! {
                    "failed: "
                    {failed.into_iter().enumerate().map(|(i, id)| view! {
                        {(i > 0).then_some(", ")}<code>{id}</code>
                    }).collect_view()}
                }
                .into_any()
            };
            view! {
                "The judge's own verdict “"{summary}"” disagrees with its criteria ("{criteria}
                "). The outcome is computed from the criteria, not from that verdict."
            }
            .into_any()
        }
        ReplyWarning::Mangled { sequences } => view! {
            "The reply contains "
            {sequences.into_iter().enumerate().map(|(i, s)| view! {
                {(i > 0).then_some(", ")}<q>{s}</q>
            }).collect_view()}
            ", which the artifact does not: the text was probably mangled on the way (an encoding \
             mix-up, as when piping through Windows PowerShell). Paste it again from the source."
        }
        .into_any(),
        ReplyWarning::VerdictCase { written } => view! {
            "Verdicts not written in capitals were read as PASS or FAIL: "
            {written.into_iter().enumerate().map(|(i, (id, verdict))| {
                let read = verdict.to_ascii_uppercase();
                view! {
                    {(i > 0).then_some(", ")}<code>{id}</code>" “"{verdict}"” as "{read}
                }
            }).collect_view()}
            ". The reply format asks for “PASS” or “FAIL” in capitals."
        }
        .into_any(),
    }
}

/// A revision warning in the page's words.
pub fn revise_warning_words(warning: &ReviseWarning) -> String {
    match warning {
        ReviseWarning::Unchanged { round } => format!(
            "The artifact is unchanged since round {round}, which asked for fixes: the judges will see the same text."
        ),
    }
}
