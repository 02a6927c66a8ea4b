//! list: the start page — the user's runs, "New run", importing a run file, and the stored
//! entries that could not be loaded.
//!
//! Owns the import dialogue (validate through the core, then ask before replacing a run of the
//! same name). Never edits a run and never deletes anything without a click.

use crate::browser;
use crate::i18n::say;
use crate::review::failure::FailureNotice;
use crate::review::labels::{outcome_label, Badge};
use crate::route::Route;
use crate::state::{AppState, Failure};
use crate::t;
use crate::ui::controls::{OpenFileButton, SameNameQuestion};
use crate::ui::notice::{Notice, Tone};
use jury_core::review::run::Run;
use leptos::prelude::*;

/// An import waiting for the user's answer: a run of the same name already exists.
#[derive(Clone)]
struct PendingImport {
    run: Run,
    existing_id: String,
}

/// Importing a run file: read through the core, stored as a new run, or held while the user
/// says whether it replaces the stored run of the same name. `failure` is what went wrong.
#[derive(Clone, Copy)]
struct Import {
    state: AppState,
    failure: RwSignal<Option<Failure>>,
    pending: RwSignal<Option<PendingImport>>,
}

impl Import {
    fn new(state: AppState) -> Self {
        Import {
            state,
            failure: RwSignal::new(None),
            pending: RwSignal::new(None),
        }
    }

    fn add_as_new(self, run: Run) {
        if let Err(f) = self.state.add_run(run) {
            self.failure.set(Some(f));
        }
    }

    /// File `name` was opened with `text` in it.
    fn open(self, name: String, text: String) {
        self.failure.set(None);
        self.pending.set(None);
        match Run::from_json(&text) {
            Err(e) => self.failure.set(Some(Failure {
                message: t!(PagesImportNotARunFile, name = name, reason = say(&e)),
                unsaved: None,
            })),
            Ok(run) => {
                let existing = self
                    .state
                    .model
                    .with(|m| m.find_by_name(run.name()).map(|e| e.id.clone()));
                match existing {
                    Some(existing_id) => self.pending.set(Some(PendingImport { run, existing_id })),
                    None => self.add_as_new(run),
                }
            }
        }
    }

    /// The file could not be read.
    fn refused(self, message: String) {
        self.failure.set(Some(Failure {
            message,
            unsaved: None,
        }))
    }

    /// The pending import replaces the stored run of its name.
    fn replace(self) {
        let Some(p) = self.pending.get_untracked() else {
            return;
        };
        self.pending.set(None);
        let result = self
            .state
            .model
            .try_update(|m| m.replace(&p.existing_id, p.run.clone(), browser::now_ms()));
        match result {
            Some(Ok(())) => self.state.go(Route::Run(p.existing_id)),
            Some(Err(e)) => self.failure.set(Some(e.into())),
            None => {}
        }
    }

    /// The pending import is stored beside the run of its name.
    fn keep_both(self) {
        if let Some(p) = self.pending.get_untracked() {
            self.pending.set(None);
            self.add_as_new(p.run);
        }
    }
}

#[component]
pub fn ListPage() -> impl IntoView {
    let import = Import::new(expect_context::<AppState>());
    let on_open = Callback::new(move |(name, text)| import.open(name, text));
    let on_error = Callback::new(move |message| import.refused(message));
    view! {
        <section class="panel">
            <div class="row spread">
                <h2 tabindex="-1">{t!(PagesListTitle)}</h2>
                <div class="row">
                    <a class="button primary" href=Route::New.href()>{t!(PagesNewRun)}</a>
                    <a class="button" href=Route::How.href()>{t!(PagesHowItWorks)}</a>
                    <OpenFileButton label=t!(PagesImportRunFile) accept=".json,application/json"
                        on_open=on_open on_error=on_error />
                </div>
            </div>
            <p class="muted">
                {t!(PagesListIntro)}
            </p>
            {import_answer(import)}
            <Problems />
            <RunList />
        </section>
    }
}

/// What became of an import: its failure, or the question whether it replaces the run of its
/// name.
fn import_answer(import: Import) -> impl IntoView {
    view! {
        {move || import.failure.get().map(|f| view! { <FailureNotice failure=f /> })}
        {move || import.pending.get().map(|p| view! {
            <SameNameQuestion name=p.run.name().to_string()
                on_replace=Callback::new(move |()| import.replace())
                on_keep_both=Callback::new(move |()| import.keep_both())
                on_cancel=Callback::new(move |()| import.pending.set(None)) />
        })}
    }
}

/// The runs, most recent first.
#[component]
fn RunList() -> impl IntoView {
    let state = expect_context::<AppState>();
    let rows = move || {
        state.model.with(|m| {
            m.runs()
                .iter()
                .map(|e| {
                    let run = &e.run;
                    (
                        e.id.clone(),
                        run.name().to_string(),
                        outcome_label(run.outcome()),
                        t!(PagesRoundOf, round = run.round(), limit = run.round_limit()),
                        crate::i18n::date_time(e.updated),
                    )
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <Show
            when=move || state.model.with(|m| !m.runs().is_empty())
            fallback=|| view! { <p>{t!(PagesListEmpty)}</p> }
        >
            <ul class="run-list" aria-label=t!(PagesListRuns)>
                <For each=rows key=|r| r.clone() let((id, name, badge, round, time))>
                    <li>
                        <a class="run-name" dir="auto" href=Route::Run(id).href()>{name}</a>
                        <Badge label=badge />
                        <span class="muted small">{round}</span>
                        <span class="muted small">{t!(PagesListLastChange, time = time)}</span>
                    </li>
                </For>
            </ul>
        </Show>
    }
}

/// Stored entries that could not be loaded: reported, kept, and offered for download or removal.
#[component]
fn Problems() -> impl IntoView {
    let state = expect_context::<AppState>();
    let problems = move || state.model.with(|m| m.problems().to_vec());
    view! {
        <Show when=move || state.model.with(|m| !m.problems().is_empty())>
            <Notice tone=Tone::Warn>
                <p>{t!(PagesProblemsIntro)}</p>
                <ul>
                    <For each=problems key=|p| (p.key.clone(), p.why.clone()) let(p)>
                        {
                            let key = p.key.clone();
                            let download_key = key.clone();
                            let is_run = key.starts_with(crate::run_store::RUN_PREFIX);
                            view! {
                                <li>
                                    <code>{p.key.clone()}</code>": "{p.why.clone()}" "
                                    <button type="button" class="linklike"
                                        aria-label=t!(PagesProblemDownloadLabel, key = key.clone())
                                        on:click=move |_| {
                                            let text = state.model.with_untracked(|m| m.problem_text(&download_key));
                                            if let Some(text) = text {
                                                let _ = browser::download(&format!("{download_key}.txt"), "text/plain", &text);
                                            }
                                        }>{t!(PagesProblemDownload)}</button>
                                    <Show when=move || is_run>
                                        {
                                            let key = key.clone();
                                            let label = t!(PagesProblemDeleteLabel, key = key.clone());
                                            view! {
                                                " · "
                                                <button type="button" class="linklike" aria-label=label
                                                    on:click=move |_| state.model.update(|m| m.discard(&key))>
                                                    {t!(PagesProblemDelete)}
                                                </button>
                                            }
                                        }
                                    </Show>
                                </li>
                            }
                        }
                    </For>
                </ul>
            </Notice>
        </Show>
    }
}
