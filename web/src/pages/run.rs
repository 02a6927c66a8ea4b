//! run: one run — its header (name, outcome, round n of R, export, delete), the artifact
//! beside the current round, the step that comes next (revise, settle or the verdict), the
//! timeline and the earlier rounds.
//!
//! Owns the page layout, looking the run up once (a [`RunHandle`] and the memo of the run it
//! follows, handed to each part with what it shows) and the page-wide signals its parts share
//! (the quote mark, the last revision's warnings). The step shown is the core's `Run::next_step`.

use crate::design::ReviewedDesign;
use crate::review::artifact::{ArtifactView, QuoteMark};
use crate::review::demo_step::DemoStep;
use crate::review::elsewhere::ElsewhereNotice;
use crate::review::focus::Focus;
use crate::review::labels::{outcome_label, Badge, Criteria};
use crate::review::revise::{DiffView, ReviseNotice, RevisePanel, ReviseWarnings};
use crate::review::round::{next_words, CurrentRound, Highlight, MergeReportView};
use crate::review::run_handle::RunHandle;
use crate::review::settle::SettlePanel;
use crate::review::timeline::Timeline;
use crate::review::verdict::VerdictPanel;
use crate::route::Route;
use crate::state::AppState;
use crate::t;
use crate::ui::notice::{Notice, Tone};
use jury_core::review::diff;
use jury_core::review::family::same_family;
use jury_core::review::history::Models;
use jury_core::review::run::{NextStep, Run};
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn RunPage(
    /// Run id (from the URL).
    id: String,
) -> impl IntoView {
    let handle = RunHandle::new(expect_context::<AppState>(), id);
    let stored = handle.stored();
    move || match stored.get().then(|| handle.follow()).flatten() {
        Some(run) => view! { <RunContent run=run handle=handle /> }.into_any(),
        None => run_not_found().into_any(),
    }
}

/// The page of a run this browser does not hold.
fn run_not_found() -> impl IntoView {
    view! {
        <section class="panel">
            <h2>{t!(RunNotFoundTitle)}</h2>
            <p>{t!(RunNotFoundBody)}</p>
            <a href="#/">{t!(ShellBackToRuns)}</a>
        </section>
    }
}

/// What the header and the step shown follow: both are drawn again when any of it changes.
#[derive(Clone, PartialEq)]
struct Head {
    name: String,
    outcome: String,
    round: u32,
    limit: u32,
    anti_ratchet: bool,
    step: NextStep,
}

impl Head {
    fn of(run: &Run) -> Self {
        Head {
            name: run.name().to_string(),
            outcome: outcome_label(run.outcome()),
            round: run.round(),
            limit: run.round_limit(),
            anti_ratchet: run.anti_ratchet(),
            step: run.next_step(),
        }
    }
}

/// A stored run: the page-wide signals its parts share, the header, the steps, the artifact and
/// the history.
#[component]
fn RunContent(run: Memo<Arc<Run>>, handle: RunHandle) -> impl IntoView {
    let mark = RwSignal::new(None::<QuoteMark>);
    provide_context(Highlight(mark));
    provide_context(ReviseNotice(RwSignal::new(Vec::new())));
    // A run's rubric is fixed at its start: read once, shown beside every criterion id.
    provide_context(Criteria(Arc::new(
        run.with_untracked(|r| r.rubric().clone()),
    )));
    // What the user chose to see in the artifact pane (a round, a quote), made at a round of the
    // run; the pane shows it only while the run is still at that round, so a new round shows
    // its own text, unmarked.
    let choice = RwSignal::new(None::<PaneChoice>);
    let current = Memo::new(move |_| run.with(|r| r.round()));

    // A "Show in artifact" click: show that round with its mark, and scroll the mark into view.
    Effect::new(move |_| {
        if let Some(m) = mark.get() {
            choice.set(Some(PaneChoice {
                at: current.get_untracked(),
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

    let head = Memo::new(move |_| run.with(|r| Head::of(r)));
    // The artifact panel is built once per page, outside the parts that follow `head`: the run's
    // step changes on every record and merge, and a big artifact is not drawn again each time.
    // The panel follows the run through its own memos.
    view! {
        {run_head(head, run, handle)}
        // The next step and the judge boxes come first in the document, so that on a narrow
        // screen they are above the artifact; on a wide one the stylesheet puts the artifact in
        // its own column on the left (grid areas).
        <div class="run-layout">
            <div class="run-steps">{run_steps(head, run, handle)}</div>
            <ArtifactPanel run=run current=current choice=choice />
            <div class="run-history">
                <Timeline run=run />
                <EarlierRounds run=run />
            </div>
        </div>
    }
}

/// The run's name, outcome and round, its export and delete, the models, the share link and the
/// last revision's warnings.
fn run_head(head: Memo<Head>, run: Memo<Arc<Run>>, handle: RunHandle) -> impl IntoView {
    let state = expect_context::<AppState>();
    let export = move |_| crate::review::verdict::export_run(&run.get_untracked());
    let delete = move |_| {
        let ok = window()
            .confirm_with_message(&t!(RunDeleteConfirm))
            .unwrap_or(false);
        if ok {
            handle.remove();
            state.go(Route::List);
        }
    };
    move || {
        let Head {
            name,
            outcome,
            round,
            limit,
            anti_ratchet,
            ..
        } = head.get();
        let models = run.with_untracked(|r| r.config().models.clone());
        view! {
            <div class="run-head">
                <h2 id=Focus::RunHeading.id() tabindex="-1" dir="auto">{name}</h2>
                <Badge label=outcome />
                <span class="muted">{t!(RunRoundOf, round = round, limit = limit)}</span>
                {(!anti_ratchet).then(|| view! { <span class="badge FIX">{t!(RunAntiRatchetOff)}</span> })}
                <span class="row">
                    <button type="button" on:click=export>{t!(RunExport)}</button>
                    <button type="button" class="danger" on:click=delete>{t!(RunDelete)}</button>
                    <a href=Route::How.href()>{t!(RunHowItWorks)}</a>
                    <a href="#/">{t!(RunAllRuns)}</a>
                </span>
            </div>
            <ModelsLine models=models />
            <ShareRun run=run />
            <ReviseWarnings />
        }
    }
}

/// What comes next: the two-tab notice, the next step in words, the demo's step, the verdict or
/// the settlement, the current round and the revision.
fn run_steps(head: Memo<Head>, run: Memo<Arc<Run>>, handle: RunHandle) -> impl IntoView {
    move || {
        let Head { round, step, .. } = head.get();
        view! {
            <ElsewhereNotice run=run handle=handle />
            <Notice tone=Tone::Info><p>{next_words(step)}</p></Notice>
            <DemoStep run=run handle=handle />
            {(step == NextStep::Done).then(|| view! { <VerdictPanel run=run /> })}
            {(step == NextStep::Settle).then(|| view! { <SettlePanel run=run handle=handle /> })}
            <h3 class="sr-only">{t!(RunRound, round = round)}</h3>
            <CurrentRound run=run handle=handle />
            // After the fixes are listed (in the merge above), the editor for them.
            {(step == NextStep::Revise).then(|| view! { <RevisePanel run=run handle=handle /> })}
        }
    }
}

/// "Copy a share link" for the run (the whole history in the link; "Export run" when too big).
#[component]
fn ShareRun(run: Memo<Arc<Run>>) -> impl IntoView {
    let shared = Callback::new(move |()| {
        Some(jury_core::share::Shared::Run(Box::new(Run::clone(
            &run.get_untracked(),
        ))))
    });
    let export = Callback::new(move |()| crate::review::verdict::export_run(&run.get_untracked()));
    view! { <crate::ui::share::ShareLink run=shared export=export export_label=t!(RunExport) /> }
}

/// A choice of what the artifact pane shows, made while the run was at round `at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PaneChoice {
    at: u32,
    round: u32,
    mark: Option<QuoteMark>,
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
    run: Memo<Arc<Run>>,
    /// The run's current round.
    current: Memo<u32>,
    choice: RwSignal<Option<PaneChoice>>,
) -> impl IntoView {
    let chosen = Memo::new(move |_| PaneChoice::at(choice.get(), current.get()));
    let chosen_round = Memo::new(move |_| chosen.get().map(|c| c.round));
    let shown = Memo::new(move |_| {
        let wanted = chosen_round.get();
        run.with(|r| ShownRound::of(r, wanted))
    });
    // Memos read with `with`, not `get`: the artifact may be megabytes, and the view below
    // should only hear of a new text or a new mark, not of every change to the run.
    let text = Memo::new(move |_| shown.with(|s| s.text.clone()));
    let name = Memo::new(move |_| shown.with(|s| s.name.clone()));
    let shown_mark = Memo::new(move |_| chosen.get().and_then(|c| c.mark));
    view! {
        <section class="panel artifact-panel" aria-labelledby="artifact-h">
            {move || artifact_head(shown.get(), choice)}
            <ReviewedDesign name=name text=text mark=shown_mark />
            // Below the rendered view, so that it captions the source, not the rendering.
            <p class="small muted">{t!(RunSourceCaption)}</p>
            <ArtifactView text=text mark=shown_mark />
        </section>
    }
}

/// The round the artifact pane shows: its number, the run's current round, the artifact's name
/// and text, and the text of the round before (for the changes).
#[derive(Clone, PartialEq)]
struct ShownRound {
    n: u32,
    current: u32,
    name: String,
    text: String,
    previous: Option<String>,
}

impl ShownRound {
    /// Round `wanted` of `run`, or its current round.
    fn of(run: &Run, wanted: Option<u32>) -> Self {
        let rounds = run.rounds();
        let current = run.round();
        let n = wanted.unwrap_or(current);
        let r = &rounds[n as usize - 1];
        ShownRound {
            n,
            current,
            name: r.artifact_name.clone(),
            text: r.artifact().to_string(),
            previous: (n > 1).then(|| rounds[n as usize - 2].artifact().to_string()),
        }
    }
}

/// The shown round's title, the choice of round, and the changes since the round before.
fn artifact_head(shown: ShownRound, choice: RwSignal<Option<PaneChoice>>) -> impl IntoView {
    let ShownRound {
        n,
        current,
        name,
        text,
        previous,
    } = shown;
    view! {
        <div class="row spread">
            <h3 id="artifact-h">{t!(RunArtifactTitle, name = name, round = n)}</h3>
            {(current > 1).then(|| view! {
                <label class="inline small">{t!(RunRoundLabel)}" "
                    <select aria-label=t!(RunRoundMenu)
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
                    <summary>{t!(RunChangesSince, round = n - 1)}</summary>
                    {if hunks.is_empty() {
                        view! { <p class="small">{t!(RunNoChanges)}</p> }.into_any()
                    } else {
                        view! { <DiffView hunks=hunks /> }.into_any()
                    }}
                </details>
            }
        })}
    }
}

/// The merged result of each earlier round, folded.
#[component]
fn EarlierRounds(run: Memo<Arc<Run>>) -> impl IntoView {
    let earlier = Memo::new(move |_| {
        run.with(|r| {
            let rounds = r.rounds();
            rounds[..rounds.len() - 1]
                .iter()
                .filter_map(|round| {
                    let records = [round.a.clone(), round.b.clone()];
                    round.last_merge().cloned().map(|merge| (merge, records))
                })
                .map(|(merge, records)| (merge, records, r.round_limit()))
                .collect::<Vec<_>>()
        })
    });
    move || {
        earlier
            .get()
            .into_iter()
            .rev()
            .map(|(report, records, limit)| {
                view! {
                    <details class="panel">
                        <summary>{t!(RunEarlierRound, round = report.round, outcome = report.outcome.to_string())}</summary>
                        <MergeReportView report=report round_limit=limit records=records />
                    </details>
                }
            })
            .collect_view()
    }
}

/// Which models played which part, when the user said, with the same-family warning.
#[component]
fn ModelsLine(models: Models) -> impl IntoView {
    let parts: Vec<String> = [
        (t!(RunAuthor), &models.author),
        (t!(RunJudgeA), &models.a),
        (t!(RunJudgeB), &models.b),
    ]
    .into_iter()
    .filter_map(|(part, name)| {
        name.as_ref()
            .map(|n| t!(RunModel, part = part, name = n.clone()))
    })
    .collect();
    let warning = same_family(
        models.a.as_deref().unwrap_or(""),
        models.b.as_deref().unwrap_or(""),
    );
    (!parts.is_empty()).then(|| {
        view! {
            <p class="small muted">{parts.join(" · ")}</p>
            {warning.map(|w| view! { <Notice tone=Tone::Warn><p>{crate::i18n::say(&w)}</p></Notice> })}
        }
    })
}
