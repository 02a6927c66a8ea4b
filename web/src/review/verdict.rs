//! verdict: the verdict of a finished run, and its downloads — `verdict.json`, a Markdown report
//! and a standalone HTML report.
//!
//! Owns the downloads' file names (made from the run's name, see [`file_stem`]; `verdict.json`
//! keeps the name review-loop.md §9 gives it) and the summary's layout. The document is the core's
//! `Run::verdict`; the reports are the core's `report` module.

use crate::browser;
use crate::review::focus::Focus;
use crate::review::labels::{merged_label, Badge};
use crate::ui::notice::{Notice, Tone};
use jury_core::review::report;
use jury_core::review::run::Run;
use leptos::prelude::*;
use std::sync::Arc;

/// The start of a download's file name, made from a run's name as the user wrote it (readable,
/// not an id or a slug): spaces, case, accents, any script and punctuation are kept;
/// only what file systems refuse is replaced by a space — `/ \ : * ? " < > |` (Windows refuses
/// all of them, Unix and macOS the first two in practice) and control characters. Runs of
/// spaces become one; leading dots and spaces (a hidden file on Unix) and trailing dots and
/// spaces (Windows drops them) go; a name Windows reserves for a device (`CON`, `NUL`, `COM1`…)
/// gets a `_`; the stem is cut at 150 bytes of UTF-8, leaving room for the suffix within the
/// 255 bytes most file systems allow. An empty result is `run`.
pub fn file_stem(name: &str) -> String {
    let replaced: String = name
        .chars()
        .map(|c| {
            if c.is_control() || matches!(c, '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|') {
                ' '
            } else {
                c
            }
        })
        .collect();
    let mut stem = replaced.split_whitespace().collect::<Vec<_>>().join(" ");
    const MAX: usize = 150;
    if stem.len() > MAX {
        let cut = (0..=MAX)
            .rev()
            .find(|&i| stem.is_char_boundary(i))
            .unwrap_or(0);
        stem.truncate(cut);
    }
    let stem = stem
        .trim_start_matches(['.', ' '])
        .trim_end_matches(['.', ' ']);
    const DEVICES: [&str; 4] = ["CON", "PRN", "AUX", "NUL"];
    let upper = stem.to_ascii_uppercase();
    let device = DEVICES.contains(&upper.as_str())
        || ((upper.starts_with("COM") || upper.starts_with("LPT"))
            && upper.len() == 4
            && upper.as_bytes()[3].is_ascii_digit());
    match stem {
        "" => "run".into(),
        _ if device => format!("{stem}_"),
        _ => stem.to_string(),
    }
}

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
            Download::Json => (
                "verdict.json".to_string(),
                "application/json",
                serde_json::to_string_pretty(&d).unwrap_or_default() + "\n",
            ),
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

#[cfg(test)]
mod tests {
    use super::file_stem;

    /// Download names are the run's name, readable.
    #[test]
    fn file_names_keep_the_run_name_readable() {
        assert_eq!(
            file_stem("Blog — jury 0.4 launch post"),
            "Blog — jury 0.4 launch post"
        );
        assert_eq!(file_stem("Étude: café / crème?"), "Étude café crème");
        assert_eq!(file_stem("レビュー 2026"), "レビュー 2026");
        assert_eq!(file_stem("a\tb\nc  d"), "a b c d");
        assert_eq!(file_stem("..hidden."), "hidden");
        assert_eq!(file_stem("<>:|"), "run");
        assert_eq!(file_stem("con"), "con_");
        assert_eq!(file_stem("COM3"), "COM3_");
        assert_eq!(file_stem("Console"), "Console");
        let long = file_stem(&"é".repeat(200));
        assert!(
            long.len() <= 150 && long.chars().all(|c| c == 'é'),
            "{long}"
        );
    }
}
