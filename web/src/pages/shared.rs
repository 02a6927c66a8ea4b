//! shared: the page a share link opens (`#/shared/…`), and the read-only view of a shared
//! review-loop run.
//!
//! Owns the damaged link message and "Keep a copy in this browser" (asking before replacing a
//! run of the same name); the "Copy a share link" control and the shared banner are
//! `crate::ui::share`'s. An HTML or SVG artifact is rendered on request, as on the run page. The link format
//! is `jury_core::share`'s; a shared panel run is shown by
//! `crate::theater::shared_panel`. A shared run is never stored until the user keeps it, and its
//! view offers no step that would change it (no record, merge, revise or settle).

use crate::browser;
use crate::design::ReviewedDesign;
use crate::i18n::say;
use crate::review::artifact::{ArtifactView, QuoteMark};
use crate::review::failure::FailureNotice;
use crate::review::focus::Focus;
use crate::review::labels::{merged_label, outcome_label, Badge};
use crate::review::round::{Highlight, MergeReportView, RecordReportView};
use crate::review::verdict::export_run;
use crate::route::Route;
use crate::state::AppState;
use crate::t;
use crate::ui::controls::SameNameQuestion;
use crate::ui::notice::{Notice, Tone};
use crate::ui::share::SharedBanner;
use jury_core::review::run::{RoundState, Run};
use jury_core::review::verdict::VerdictDocument;
use jury_core::share::{self, Shared};
use leptos::prelude::*;

/// The page a share link opens: the run it carries, read only, or why the link cannot be read.
#[component]
pub fn SharedPage(
    /// What follows `#/shared/` in the address.
    path: String,
) -> impl IntoView {
    match share::read(&path) {
        Ok(Shared::Run(run)) => view! { <SharedRunView run=*run /> }.into_any(),
        Ok(Shared::Panel(run)) => {
            view! { <crate::theater::shared_panel::SharedPanelView run=*run /> }.into_any()
        }
        Err(e) => view! {
            <section class="panel" aria-labelledby="shared-h">
                <h2 id="shared-h" tabindex="-1">{t!(PagesSharedCannotOpen)}</h2>
                <Notice tone=Tone::Error>
                    <p>{say(&e)}</p>
                    <p>{t!(PagesSharedNothingStored)}</p>
                </Notice>
                <a href=Route::List.href()>{t!(PagesSharedGoToRuns)}</a>
            </section>
        }
        .into_any(),
    }
}

/// A shared review-loop run: its rounds as recorded, the artifact and the verdict; keep a copy
/// or export it.
#[component]
fn SharedRunView(run: Run) -> impl IntoView {
    let mark = RwSignal::new(None::<QuoteMark>);
    provide_context(Highlight(mark));
    let shown_round = RwSignal::new(run.round());
    Effect::new(move |_| {
        if let Some(m) = mark.get() {
            shown_round.set(m.round);
            request_animation_frame(|| {
                if let Some(el) = document().get_element_by_id("quote-mark") {
                    el.scroll_into_view();
                }
            });
        }
    });
    let rounds: Vec<_> = run.rounds().to_vec();
    let limit = run.round_limit();
    let verdict = run.verdict();
    view! {
        {shared_run_head(run)}
        <div class="run-layout">
            {shared_artifact(rounds.clone(), shown_round, mark)}
            <div>
                {verdict.map(shared_verdict)}
                {rounds.into_iter().rev().map(|r| shared_round(r, limit)).collect_view()}
            </div>
        </div>
    }
}

/// The shared run's name, outcome and round, "Keep a copy in this browser" (asking before it
/// replaces a run of the same name) and "Export run".
fn shared_run_head(run: Run) -> impl IntoView {
    let state = expect_context::<AppState>();
    let failure = RwSignal::new(None::<crate::state::Failure>);
    // The id of the stored run of the same name, while the user decides.
    let same_name = RwSignal::new(None::<String>);
    let name = run.name().to_string();
    let (outcome, round, limit) = (outcome_label(run.outcome()), run.round(), run.round_limit());
    let kept = StoredValue::new(run);
    let add = move || {
        if let Err(f) = state.add_run(kept.get_value()) {
            failure.set(Some(f));
        }
    };
    let keep = move |_| {
        failure.set(None);
        let name = kept.with_value(|r| r.name().to_string());
        match state
            .model
            .with_untracked(|m| m.find_by_name(&name).map(|e| e.id.clone()))
        {
            Some(id) => same_name.set(Some(id)),
            None => add(),
        }
    };
    let replace = Callback::new(move |()| {
        let Some(id) = same_name.get_untracked() else {
            return;
        };
        same_name.set(None);
        match state
            .model
            .try_update(|m| m.replace(&id, kept.get_value(), browser::now_ms()))
        {
            Some(Ok(())) => state.go(Route::Run(id)),
            Some(Err(e)) => failure.set(Some(e.into())),
            None => {}
        }
    });
    let keep_both = Callback::new(move |()| {
        same_name.set(None);
        add();
    });
    let asked_name = name.clone();
    view! {
        <div class="run-head">
            <h2 id=Focus::RunHeading.id() tabindex="-1" dir="auto">{name}</h2>
            <Badge label=outcome />
            <span class="muted">{t!(PagesRoundOf, round = round, limit = limit)}</span>
            <span class="row">
                <button type="button" class="primary" on:click=keep>{t!(PagesSharedKeep)}</button>
                <button type="button" on:click=move |_| export_run(&kept.get_value())>{t!(PagesSharedExport)}</button>
            </span>
        </div>
        <SharedBanner what="run" />
        {move || failure.get().map(|f| view! { <FailureNotice failure=f /> })}
        {move || same_name.get().map(|_| view! {
            <SameNameQuestion name=asked_name.clone() on_replace=replace on_keep_both=keep_both
                on_cancel=Callback::new(move |()| same_name.set(None)) />
        })}
    }
}

/// The artifact of the shown round (the last one, or the round of the quote shown), with the
/// choice of round.
fn shared_artifact(
    rounds: Vec<RoundState>,
    shown_round: RwSignal<u32>,
    mark: RwSignal<Option<QuoteMark>>,
) -> impl IntoView {
    let texts: Vec<String> = rounds.iter().map(|r| r.artifact().to_string()).collect();
    let names: Vec<String> = rounds.iter().map(|r| r.artifact_name.clone()).collect();
    let count = rounds.len() as u32;
    let text = Signal::derive(move || texts[shown_round.get() as usize - 1].clone());
    let shown_name = {
        let names = names.clone();
        Signal::derive(move || names[shown_round.get() as usize - 1].clone())
    };
    let shown_mark = Signal::derive(move || mark.get().filter(|m| m.round == shown_round.get()));
    view! {
        <section class="panel artifact-panel" aria-labelledby="artifact-h">
            <div class="row spread">
                <h3 id="artifact-h">
                    <span dir="auto">{move || names[shown_round.get() as usize - 1].clone()}</span>
                    " "{move || t!(PagesSharedArtifactRound, round = shown_round.get())}
                </h3>
                {(count > 1).then(|| view! {
                    <label class="inline small">{t!(PagesSharedRound)}" "
                        <select aria-label=t!(PagesSharedShowRound)
                            on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse::<u32>() {
                                    shown_round.set(n);
                                }
                            }>
                            {(1..=count).map(|k| view! {
                                <option value=k.to_string() selected=move || k == shown_round.get()>{k.to_string()}</option>
                            }).collect_view()}
                        </select>
                    </label>
                })}
            </div>
            // Rendered only when asked, as on the run's own page.
            <ReviewedDesign name=shown_name text=text mark=shown_mark />
            <p class="small muted">{t!(PagesSharedSource)}</p>
            <ArtifactView text=text mark=shown_mark />
        </section>
    }
}

/// The shared run's verdict, when it is finished.
fn shared_verdict(verdict: VerdictDocument) -> impl IntoView {
    view! {
        <section class="panel" aria-labelledby="verdict-h">
            <div class="row"><h3 id="verdict-h">{t!(PagesSharedVerdict)}</h3><Badge label=verdict.outcome.as_str().to_string() /></div>
            <ul>
                {verdict.criteria.iter().map(|c| view! {
                    <li><code>{c.id.clone()}</code>" "<Badge label=merged_label(c.result) />
                        {c.settled.as_ref().map(|s| view! {
                            " — "{t!(PagesSharedSettled)}" "<span dir="auto">{s.note.clone()}</span>
                        })}</li>
                }).collect_view()}
            </ul>
        </section>
    }
}

/// One round of the shared run: each judge's reply as recorded, and its merge.
fn shared_round(round: RoundState, limit: u32) -> impl IntoView {
    let n = round.number;
    view! {
        <section class="panel" aria-labelledby=format!("shared-round-{n}")>
            <h3 id=format!("shared-round-{n}")>{t!(PagesSharedRoundN, round = n)}</h3>
            {[round.a.clone(), round.b.clone()].into_iter().flatten().map(|report| view! {
                <h4>{t!(PagesSharedJudge, judge = report.judge.as_str())}</h4>
                <RecordReportView report=report />
            }).collect_view()}
            {round.last_merge().cloned().map(|m| view! {
                <h4>{t!(PagesSharedMerge)}</h4>
                <MergeReportView report=m round_limit=limit records=[round.a.clone(), round.b.clone()] />
            })}
        </section>
    }
}
