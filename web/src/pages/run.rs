//! run_page: one run — its header (name, outcome, round n of R, export, delete), the artifact
//! beside the current round, the step that comes next (revise, settle or the verdict), the
//! timeline and the earlier rounds.
//!
//! Owns the page layout and the page-wide signals its parts share (the quote mark, the last
//! revision's warnings). The step shown is the core's `Run::next_step`.

use crate::app::AppState;
use crate::browser;
use crate::design::ReviewedDesign;
use crate::review::artifact::{ArtifactView, Mark};
use crate::review::demo_step::DemoStep;
use crate::review::focus::Focus;
use crate::review::labels::{outcome_label, Badge, Criteria};
use crate::review::revise::{DiffView, ReviseNotice, RevisePanel, ReviseWarnings};
use crate::review::round::{next_words, CurrentRound, Highlight, MergeReportView};
use crate::review::settle::SettlePanel;
use crate::review::timeline::Timeline;
use crate::review::verdict::{file_stem, VerdictPanel};
use crate::route::Route;
use crate::ui::notice::{Notice, Tone};
use jury_core::review::diff;
use jury_core::review::family::same_family_warning;
use jury_core::review::run::{NextStep, Run};
use leptos::prelude::*;

/// Offers a run's history (`jury.run/1`) as a file download.
pub fn export_run(run: &Run) {
    let name = format!("{}.jury.json", file_stem(run.name()));
    // A failed download leaves nothing to clean up; the button can be pressed again.
    let _ = browser::download(&name, "application/json", &run.to_json());
}

#[component]
pub fn RunPage(
    /// Run id (from the URL).
    id: String,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let mark = RwSignal::new(None::<Mark>);
    provide_context(Highlight(mark));
    provide_context(ReviseNotice(RwSignal::new(Vec::new())));
    // A run's rubric is fixed at its start: read once, shown beside every criterion id.
    if let Some(rubric) = state
        .model
        .with_untracked(|m| m.get(&id).map(|e| e.run.rubric().clone()))
    {
        provide_context(Criteria(std::sync::Arc::new(rubric)));
    }
    // What the user chose to see in the artifact pane (a round, a quote), made at a round of the
    // run; the pane shows it only while the run is still at that round, so a new round shows
    // its own text, unmarked.
    let choice = RwSignal::new(None::<PaneChoice>);
    let current = {
        let id = id.clone();
        Memo::new(move |_| state.model.with(|m| m.get(&id).map(|e| e.run.round())))
    };

    // A "Show in artifact" click: show that round with its mark, and scroll the mark into view.
    Effect::new(move |_| {
        if let Some(m) = mark.get() {
            let at = current.get_untracked().unwrap_or(m.round);
            choice.set(Some(PaneChoice {
                at,
                round: m.round,
                mark: Some(m),
            }));
            request_animation_frame(|| {
                if let Some(el) = document().get_element_by_id("quote-mark") {
                    el.scroll_into_view();
                }
            });
        }
    });

    let head = {
        let id = id.clone();
        Memo::new(move |_| {
            state.model.with(|m| {
                m.get(&id).map(|e| {
                    (
                        e.run.name().to_string(),
                        outcome_label(e.run.outcome()),
                        e.run.round(),
                        e.run.round_limit(),
                        e.run.anti_ratchet(),
                        e.run.next_step(),
                    )
                })
            })
        })
    };

    let export = {
        let id = id.clone();
        move |_| {
            if let Some(run) = state
                .model
                .with_untracked(|m| m.get(&id).map(|e| e.run.clone()))
            {
                export_run(&run);
            }
        }
    };
    let delete = {
        let id = id.clone();
        move |_| {
            let ok = window()
                .confirm_with_message(
                    "Delete this run from this browser? Export it first if you may need it.",
                )
                .unwrap_or(false);
            if ok {
                state.model.update(|m| m.remove(&id));
                state.go(Route::List);
            }
        }
    };

    // The artifact panel is built once per page, outside the parts that follow `head`: the run's
    // step changes on every record and merge, and drawing a big artifact again each time is what
    // made big runs slow. The panel follows the run through its own memos.
    let found = Memo::new(move |_| head.with(Option::is_some));
    view! {
        {move || if !found.get() {
            view! {
                <section class="panel">
                    <h2>"Run not found"</h2>
                    <p>"This run is not stored in this browser (it may have been deleted in another tab)."</p>
                    <a href="#/">"Back to your runs"</a>
                </section>
            }.into_any()
        } else {
            let (id, export, delete) = (id.clone(), export.clone(), delete.clone());
            let head_id = id.clone();
            let steps_id = id.clone();
            view! {
                {move || head.get().map(|(name, outcome, round, limit, anti_ratchet, _)| view! {
                    <div class="run-head">
                        <h2 id=Focus::RunHeading.id() tabindex="-1">{name}</h2>
                        <Badge label=outcome />
                        <span class="muted">{format!("Round {round} of {limit}")}</span>
                        {(!anti_ratchet).then(|| view! { <span class="badge FIX">"anti-ratchet off"</span> })}
                        <span class="row">
                            <button type="button" on:click=export.clone()>"Export run"</button>
                            <button type="button" class="danger" on:click=delete.clone()>"Delete"</button>
                            <a href=Route::How.href()>"How it works"</a>
                            <a href="#/">"All runs"</a>
                        </span>
                    </div>
                    <ModelsLine id=head_id.clone() />
                    <ShareRun id=head_id.clone() />
                    <ReviseWarnings />
                })}
                // The next step and the judge boxes come first in the document, so that on a
                // narrow screen they are above the artifact; on a wide one the stylesheet puts
                // the artifact in its own column on the left (grid areas).
                <div class="run-layout">
                    <div class="run-steps">
                        {move || head.get().map(|(_, _, round, _, _, step)| {
                            let id = steps_id.clone();
                            view! {
                                <crate::review::elsewhere::ElsewhereNotice id=id.clone() />
                                <Notice tone=Tone::Info><p>{next_words(step)}</p></Notice>
                                <DemoStep id=id.clone() />
                                {(step == NextStep::Done).then(|| view! { <VerdictPanel id=id.clone() /> })}
                                {(step == NextStep::Settle).then(|| view! { <SettlePanel id=id.clone() /> })}
                                <h3 class="sr-only">{format!("Round {round}")}</h3>
                                <CurrentRound id=id.clone() />
                                // After the fixes are listed (in the merge above), the editor for them.
                                {(step == NextStep::Revise).then(|| view! { <RevisePanel id=id.clone() /> })}
                            }
                        })}
                    </div>
                    <ArtifactPanel id=id.clone() current=current choice=choice />
                    <div class="run-history">
                        <Timeline id=id.clone() />
                        <EarlierRounds id=id />
                    </div>
                </div>
            }.into_any()
        }}
    }
}

/// "Copy a share link" for run `id` (the whole history in the link; "Export run" when too big).
#[component]
fn ShareRun(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let current = move || {
        state
            .model
            .with_untracked(|m| m.get(&id).map(|e| e.run.clone()))
    };
    let run = {
        let current = current.clone();
        Callback::new(move |()| current().map(|r| jury_core::share::Shared::Run(Box::new(r))))
    };
    let export = Callback::new(move |()| {
        if let Some(run) = current() {
            export_run(&run);
        }
    });
    view! { <crate::pages::shared::ShareLink run=run export=export export_label="Export run" /> }
}

/// A choice of what the artifact pane shows, made while the run was at round `at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PaneChoice {
    at: u32,
    round: u32,
    mark: Option<Mark>,
}

impl PaneChoice {
    /// The choice, if it still holds at the run's `current` round.
    fn at(choice: Option<Self>, current: u32) -> Option<Self> {
        choice.filter(|c| c.at == current && (1..=current).contains(&c.round))
    }
}

/// The artifact of the shown round, with the quote mark and the changes since the round before.
/// Both follow the run's current round unless the user chose otherwise in this round.
#[component]
fn ArtifactPanel(
    id: String,
    /// The run's current round.
    current: Memo<Option<u32>>,
    choice: RwSignal<Option<PaneChoice>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let chosen = Memo::new(move |_| {
        current
            .get()
            .and_then(|now| PaneChoice::at(choice.get(), now))
    });
    let chosen_round = Memo::new(move |_| chosen.get().map(|c| c.round));
    let view_data = Memo::new(move |_| {
        let wanted = chosen_round.get();
        state.model.with(|m| {
            m.get(&id).map(|e| {
                let rounds = e.run.rounds();
                let current = e.run.round();
                let n = wanted.unwrap_or(current);
                let r = &rounds[n as usize - 1];
                let previous = (n > 1).then(|| rounds[n as usize - 2].artifact().to_string());
                (
                    n,
                    current,
                    r.artifact_name.clone(),
                    r.artifact().to_string(),
                    previous,
                )
            })
        })
    });
    // Memos read with `with`, not `get`: the artifact may be megabytes, and the view below
    // should only hear of a new text or a new mark, not of every change to the run.
    let text =
        Memo::new(move |_| view_data.with(|d| d.as_ref().map(|d| d.3.clone()).unwrap_or_default()));
    let name =
        Memo::new(move |_| view_data.with(|d| d.as_ref().map(|d| d.2.clone()).unwrap_or_default()));
    let shown_mark = Memo::new(move |_| chosen.get().and_then(|c| c.mark));
    view! {
        <section class="panel artifact-panel" aria-labelledby="artifact-h">
            {move || view_data.get().map(|(n, current, name, text, previous)| view! {
                <div class="row spread">
                    <h3 id="artifact-h">{format!("{name} (round {n})")}</h3>
                    {(current > 1).then(|| view! {
                        <label class="inline small">"Round "
                            <select aria-label="Show the artifact of round"
                                on:change=move |ev| choice.set(event_target_value(&ev).parse().ok().map(|round| PaneChoice { at: current, round, mark: None }))>
                                {(1..=current).map(|k| view! {
                                    <option value=k.to_string() selected=k == n>{k.to_string()}</option>
                                }).collect_view()}
                            </select>
                        </label>
                    })}
                </div>
                {previous.map(|p| {
                    let hunks = diff::hunks(&p, &text, 2);
                    view! {
                        <details>
                            <summary>{format!("Changes since round {}", n - 1)}</summary>
                            {if hunks.is_empty() {
                                view! { <p class="small">"No changes: the same text as the round before."</p> }.into_any()
                            } else {
                                view! { <DiffView hunks=hunks /> }.into_any()
                            }}
                        </details>
                    }
                })}
            })}
            <ReviewedDesign name=name text=text mark=shown_mark />
            // Below the rendered view, so that it captions the source, not the rendering.
            <p class="small muted">"The source, shown as plain text: nothing in it runs."</p>
            <ArtifactView text=text mark=shown_mark />
        </section>
    }
}

/// The merged result of each earlier round, folded.
#[component]
fn EarlierRounds(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let earlier = Memo::new(move |_| {
        state.model.with(|m| {
            m.get(&id)
                .map(|e| {
                    let rounds = e.run.rounds();
                    rounds[..rounds.len() - 1]
                        .iter()
                        .filter_map(|r| r.last_merge().cloned())
                        .map(|merge| (merge, e.run.round_limit()))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    move || {
        earlier
            .get()
            .into_iter()
            .rev()
            .map(|(report, limit)| {
                view! {
                    <details class="panel">
                        <summary>{format!("Round {}: {}", report.round, report.outcome)}</summary>
                        <MergeReportView report=report round_limit=limit />
                    </details>
                }
            })
            .collect_view()
    }
}

/// Which models played which part, when the user said, with the same-family warning.
#[component]
fn ModelsLine(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let models = state
        .model
        .with_untracked(|m| m.get(&id).map(|e| e.run.config().models.clone()))
        .unwrap_or_default();
    let parts: Vec<String> = [
        ("Author", &models.author),
        ("Judge A", &models.a),
        ("Judge B", &models.b),
    ]
    .into_iter()
    .filter_map(|(part, name)| name.as_ref().map(|n| format!("{part}: {n}")))
    .collect();
    let warning = same_family_warning(
        models.a.as_deref().unwrap_or(""),
        models.b.as_deref().unwrap_or(""),
    );
    (!parts.is_empty()).then(|| {
        view! {
            <p class="small muted">{parts.join(" · ")}</p>
            {warning.map(|w| view! { <Notice tone=Tone::Warn><p>{w}</p></Notice> })}
        }
    })
}
