//! settle: a DISPUTED round — both judges' reasons side by side, and the user's decision on each
//! disputed criterion (PASS or FAIL, with a note).
//!
//! Owns the decision form. Which criteria are disputed, whether a settlement is allowed and the
//! outcome it leads to are `Run::settle`'s.

use crate::review::focus::Focus;
use crate::review::labels::judge_words;
use crate::review::run_handle::RunHandle;
use crate::state::AppState;
use crate::t;
use crate::ui::notice::Refusal;
use jury_core::review::judge::{Judge, Verdict};
use jury_core::review::run::Run;
use leptos::prelude::*;
use std::sync::Arc;

/// What the page shows of one disputed criterion.
#[derive(Clone, PartialEq)]
struct Disputed {
    id: String,
    text: String,
    a: String,
    b: String,
    quote_b: Option<String>,
}

impl Disputed {
    /// The criteria of the current round's last merge that are still to settle.
    fn all(run: &Run) -> Vec<Disputed> {
        let round = run.current();
        let Some(merge) = round.last_merge() else {
            return Vec::new();
        };
        merge
            .unsettled()
            .map(|cid| {
                let c = merge.criteria.iter().find(|c| c.id == cid);
                Disputed {
                    id: cid.to_string(),
                    text: run
                        .rubric()
                        .get(cid)
                        .map(|c| c.text.clone())
                        .unwrap_or_default(),
                    a: judge_words(round.record(Judge::A), cid, c.and_then(|c| c.a.as_ref()))
                        .unwrap_or_default(),
                    b: judge_words(round.record(Judge::B), cid, c.and_then(|c| c.b.as_ref()))
                        .unwrap_or_default(),
                    quote_b: round
                        .record(Judge::B)
                        .and_then(|r| r.criterion(cid))
                        .and_then(|c| c.quote.clone()),
                }
            })
            .collect()
    }
}

#[component]
pub fn SettlePanel(run: Memo<Arc<Run>>, handle: RunHandle) -> impl IntoView {
    let disputed = Memo::new(move |_| run.with(|r| Disputed::all(r)));
    view! {
        <section class="panel" aria-labelledby="settle-h">
            <h3 id=Focus::SettleHeading.id() tabindex="-1">{t!(RoundSettleTitle)}</h3>
            <p class="small muted">{t!(RoundSettleHelp)}</p>
            <For each=move || disputed.get() key=|d| d.id.clone() let(d)>
                <SettleOne handle=handle disputed=d />
            </For>
        </section>
    }
}

#[component]
fn SettleOne(handle: RunHandle, disputed: Disputed) -> impl IntoView {
    let state = expect_context::<AppState>();
    let choice = RwSignal::new(None::<Verdict>);
    let note_key = handle.settle_key(&disputed.id);
    let failure = RwSignal::new(None::<String>);
    let cid = disputed.id.clone();
    let settle = {
        let (note_key, cid) = (note_key.clone(), cid.clone());
        move |_| {
            failure.set(None);
            let Some(result) = choice.get_untracked() else {
                failure.set(Some(t!(RoundChooseFirst)));
                return;
            };
            let note = state.typed(&note_key);
            match handle.change(|run, at| run.settle(&cid, result, &note, at).map(|r| r.outcome)) {
                Ok(outcome) => {
                    state.clear_typed(&note_key);
                    // The next disputed criterion, or what the outcome once all are settled asks.
                    Focus::after_merge(outcome).after_render();
                }
                Err(Some(e)) => failure.set(Some(crate::i18n::say(&e))),
                Err(None) => {}
            }
        }
    };
    let group = format!("settle-{cid}");
    let note_id = format!("settle-note-{cid}");
    let radio = move |verdict: Verdict| {
        let group = group.clone();
        view! {
            <label class="inline">
                <input type="radio" name=group prop:checked=move || choice.get() == Some(verdict)
                    on:change=move |_| choice.set(Some(verdict)) />
                {verdict.as_str()}
            </label>
        }
    };
    view! {
        <div class="stack judge-box">
            <h4><code>{cid.clone()}</code>": "<span dir="auto">{disputed.text.clone()}</span></h4>
            <div class="side-by-side">
                <div class="judge-box"><strong>{t!(RoundJudgeAPass)}</strong><p dir="auto">{disputed.a.clone()}</p></div>
                <div class="judge-box">
                    <strong>{t!(RoundJudgeBFail)}</strong><p dir="auto">{disputed.b.clone()}</p>
                    {disputed.quote_b.clone().map(|q| view! {
                        <p class="small">{t!(RoundBQuote)}" "<q dir="auto">{q}</q></p>
                    })}
                </div>
            </div>
            <fieldset>
                <legend>{t!(RoundYourDecision, criterion = cid.clone())}</legend>
                <div class="row">{radio(Verdict::Pass)}{radio(Verdict::Fail)}</div>
            </fieldset>
            <div class="field">
                <label for=note_id.clone()>{t!(RoundWhyKept)}</label>
                <textarea id=note_id dir="auto" prop:value={
                        let k = note_key.clone();
                        move || state.typed(&k)
                    }
                    on:input={
                        let k = note_key.clone();
                        move |ev| state.set_typed(&k, event_target_value(&ev))
                    }></textarea>
            </div>
            <Refusal message=failure />
            <button type="button" class="primary" on:click=settle>{t!(RoundSettle, criterion = cid.clone())}</button>
        </div>
    }
}
