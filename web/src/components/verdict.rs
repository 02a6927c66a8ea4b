//! verdict: the verdict of a finished run, and its downloads — `verdict.json`, a Markdown report
//! and a standalone HTML report.
//!
//! Owns the downloads' file names and the summary's layout. The document is the core's
//! `Run::verdict`; the reports are the core's `report` module.

use super::app::AppState;
use super::common::{merged_label, Badge, Notice, Tone};
use crate::browser;
use jury_core::report;
use leptos::prelude::*;

/// A file name made from the run's name: letters, digits, '-' and '_' only.
pub fn file_stem(name: &str) -> String {
    let stem: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    let stem = stem.trim_matches('-').to_string();
    if stem.is_empty() {
        "run".into()
    } else {
        stem
    }
}

/// The three files a verdict can be downloaded as.
#[derive(Clone, Copy)]
enum Download {
    Json,
    Markdown,
    Html,
}

#[component]
pub fn VerdictPanel(
    /// Run id.
    id: String,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let doc = Memo::new(move |_| {
        state
            .model
            .with(|m| m.get(&id).and_then(|e| e.run.verdict()))
    });
    let failure = RwSignal::new(None::<String>);
    let save = move |kind: Download| {
        let Some(d) = doc.get_untracked() else { return };
        let stem = file_stem(&d.run);
        let (name, mime, text) = match kind {
            Download::Json => (
                "verdict.json".to_string(),
                "application/json",
                serde_json::to_string_pretty(&d).unwrap_or_default() + "\n",
            ),
            Download::Markdown => (
                format!("{stem}-verdict.md"),
                "text/markdown",
                report::markdown(&d),
            ),
            Download::Html => (
                format!("{stem}-verdict.html"),
                "text/html",
                report::html(&d),
            ),
        };
        failure.set(browser::download(&name, mime, &text).err());
    };
    move || {
        doc.get().map(|d| {
            let outcome = d.outcome.as_str().to_string();
            // §9: next to the outcome, what rule 1 did not count, so that such a PASS does not
            // read like a clean one.
            let blocked = (!d.blocked.is_empty()).then(|| {
                let words = d.outcome_words();
                let items = d.blocked.iter().map(|b| view! {
                    <li>{format!("Round {}, judge {}, ", b.round, b.judge)}<code>{b.criterion.clone()}</code>
                        {format!(": {}", b.reason)}
                        {b.quote.as_ref().map(|q| format!(" (quote: “{q}”)"))}</li>
                }).collect_view();
                view! {
                    <Notice tone=Tone::Warn>
                        <p class="verdict-blocked"><strong>{words}</strong>". Rule 1 did not count these objections: their quotes were not found in the artifact."</p>
                        <ul>{items}</ul>
                    </Notice>
                }
            });
            view! {
                <section class="panel" aria-labelledby="verdict-h">
                    <div class="row"><h3 id="verdict-h">"Verdict"</h3><Badge label=outcome /></div>
                    {blocked}
                    <dl class="meta">
                        <dt>"Rounds"</dt><dd>{format!("{} of {}", d.rounds, d.round_limit)}</dd>
                        <dt>"Artifact"</dt><dd>{d.artifact.name.clone()}</dd>
                        <dt>"SHA-256"</dt><dd class="mono small">{d.artifact.sha256.clone()}</dd>
                    </dl>
                    <ul>
                        {d.criteria.iter().map(|c| {
                            let result = merged_label(c.result);
                            view! { <li><code>{c.id.clone()}</code>" "<Badge label=result />
                                {c.settled.as_ref().map(|s| format!(" — settled by you: {}", s.note))}</li> }
                        }).collect_view()}
                    </ul>
                    <div class="row">
                        <button type="button" on:click=move |_| save(Download::Json)>"Download verdict.json"</button>
                        <button type="button" on:click=move |_| save(Download::Markdown)>"Download the Markdown report"</button>
                        <button type="button" on:click=move |_| save(Download::Html)>"Download the HTML report"</button>
                    </div>
                    {move || failure.get().map(|f| view! { <Notice tone=Tone::Error><p>{format!("The download failed: {f}")}</p></Notice> })}
                </section>
            }
        })
    }
}
