//! verdict: the verdict of a finished run, and its downloads — `verdict.json`, a Markdown report
//! and a standalone HTML report.
//!
//! Owns the summary's layout and the downloads (file names from the core's `file_stem`;
//! `verdict.json` keeps the name review-loop.md §9 gives it). The document is the core's
//! `Run::verdict`; the reports are the core's `report` module.

use crate::browser;
use crate::review::focus::Focus;
use crate::review::labels::{merged_label, Badge};
use crate::ui::notice::{Notice, Tone};
use jury_core::review::report;
use jury_core::review::run::Run;
use jury_core::review::verdict::file_stem;
use leptos::prelude::*;
use std::sync::Arc;

/// The three files a verdict can be downloaded as.
#[derive(Clone, Copy)]
enum Download {
    Json,
    Markdown,
    Html,
}

/// Offers a run's history (`jury.run/1`) as a file download.
pub fn export_run(run: &Run) {
    let name = format!("{}.jury.json", file_stem(run.name()));
    // A failed download leaves nothing to clean up; the button can be pressed again.
    let _ = browser::download(&name, "application/json", &run.to_json());
}

#[component]
pub fn VerdictPanel(run: Memo<Arc<Run>>) -> impl IntoView {
    let doc = Memo::new(move |_| run.with(|r| r.verdict()));
    let failure = RwSignal::new(None::<String>);
    let save = move |kind: Download| {
        let Some(d) = doc.get_untracked() else { return };
        let stem = file_stem(&d.run);
        let (name, mime, text) = match kind {
            Download::Json => ("verdict.json".to_string(), "application/json", d.to_json()),
            Download::Markdown => (
                format!("{stem} verdict.md"),
                "text/markdown",
                report::markdown(&d),
            ),
            Download::Html => (
                format!("{stem} verdict.html"),
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
            // §12: a PASS a human settled says who failed what (the notice above says it when
            // rule 1 blocked objections too).
            let settled = (d.blocked.is_empty() && !d.settled_ids().is_empty())
                .then(|| view! { <p class="verdict-words"><strong>{d.outcome_words()}</strong></p> });
            view! {
                <section class="panel" aria-labelledby="verdict-h">
                    <div class="row"><h3 id=Focus::VerdictHeading.id() tabindex="-1">"Verdict"</h3><Badge label=outcome /></div>
                    {blocked}
                    {settled}
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
