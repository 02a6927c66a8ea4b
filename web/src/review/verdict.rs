//! verdict: the verdict of a finished run, and its downloads — `verdict.json`, a Markdown report
//! and a standalone HTML report.
//!
//! Owns the summary's layout and the downloads (file names from the core's `file_stem`;
//! `verdict.json` keeps the name review-loop.md §9 gives it). The document is the core's
//! `Run::verdict`; the reports are the core's `report` module.

use crate::browser;
use crate::review::focus::Focus;
use crate::review::labels::{merged_label, sentence, slot, Badge};
use crate::t;
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
            let language = crate::i18n::language();
            let blocked = (!d.blocked.is_empty()).then(|| {
                let words = d.outcome_words_in(language);
                let items = d.blocked.iter().map(|b| {
                    let (round, judge, reason) = (b.round, b.judge.as_str(), b.reason.clone());
                    let text = match &b.quote {
                        Some(q) => t!(RoundVerdictBlockedQuote, round = round, judge = judge,
                            criterion = slot(0), reason = reason, quote = q.clone()),
                        None => t!(RoundVerdictBlocked, round = round, judge = judge,
                            criterion = slot(0), reason = reason),
                    };
                    let criterion = view! { <code>{b.criterion.clone()}</code> }.into_any();
                    view! { <li>{sentence(&text, vec![criterion])}</li> }
                }).collect_view();
                view! {
                    <Notice tone=Tone::Warn>
                        <p class="verdict-blocked"><strong>{words}</strong>{t!(RoundVerdictNotCounted)}</p>
                        <ul>{items}</ul>
                    </Notice>
                }
            });
            // §12: a PASS a human settled says who failed what (the notice above says it when
            // rule 1 blocked objections too).
            let settled = (d.blocked.is_empty() && !d.settled_ids().is_empty())
                .then(|| view! { <p class="verdict-words"><strong>{d.outcome_words_in(language)}</strong></p> });
            view! {
                <section class="panel" aria-labelledby="verdict-h">
                    <div class="row"><h3 id=Focus::VerdictHeading.id() tabindex="-1">{t!(RoundVerdict)}</h3><Badge label=outcome /></div>
                    {blocked}
                    {settled}
                    <dl class="meta">
                        <dt>{t!(RoundRounds)}</dt><dd>{t!(RoundRoundsOf, rounds = d.rounds, limit = d.round_limit)}</dd>
                        <dt>{t!(RoundArtifact)}</dt><dd dir="auto">{d.artifact.name.clone()}</dd>
                        <dt>"SHA-256"</dt><dd class="mono small">{d.artifact.sha256.clone()}</dd>
                    </dl>
                    <ul>
                        {d.criteria.iter().map(|c| {
                            let result = merged_label(c.result);
                            view! { <li><code>{c.id.clone()}</code>" "<Badge label=result />
                                {c.settled.as_ref().map(|s| view! { " "{t!(RoundSettledNote, note = s.note.clone())} })}</li> }
                        }).collect_view()}
                    </ul>
                    <div class="row">
                        <button type="button" on:click=move |_| save(Download::Json)>{t!(RoundDownloadJson)}</button>
                        <button type="button" on:click=move |_| save(Download::Markdown)>{t!(RoundDownloadMarkdown)}</button>
                        <button type="button" on:click=move |_| save(Download::Html)>{t!(RoundDownloadHtml)}</button>
                    </div>
                    {move || failure.get().map(|f| view! { <Notice tone=Tone::Error><p>{t!(RoundDownloadFailed, why = f)}</p></Notice> })}
                </section>
            }
        })
    }
}
