//! demo_step: "Next step" on the demo run — the demo is stepped from round 1 to its verdict,
//! one input of its history at a time.
//!
//! Owns only the button and its words. The step itself is `crate::demo::next` (a longer prefix
//! of the demo's history, replayed by the core), stored like any change the user makes, so the
//! page shows what it would show had the user pasted or clicked the same thing.

use crate::demo;
use crate::review::focus::Focus;
use crate::review::run_handle::RunHandle;
use crate::t;
use jury_core::review::run::Run;
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn DemoStep(run: Memo<Arc<Run>>, handle: RunHandle) -> impl IntoView {
    let next = Memo::new(move |_| run.with(|r| demo::next(r).map(|(step, _)| step)));
    let step = move |_| {
        let done = handle.change(|run, _| {
            let (_, after) = demo::next(run).ok_or("this run is no longer the demo's")?;
            *run = after;
            Ok::<_, &str>(match demo::next(run) {
                Some(_) => Focus::DemoNext,
                None => run.outcome().map_or(Focus::RunHeading, Focus::after_merge),
            })
        });
        // The step re-draws the page: keep the keyboard on the demo's button, or once the
        // demo is finished, on what its last step produced (the verdict, for its PASS).
        if let Ok(focus) = done {
            focus.after_render();
        }
    };
    move || {
        next.get().map(|next| {
            view! {
                <section class="panel demo-step" aria-labelledby="demo-h">
                    <h3 id="demo-h">{t!(RoundDemoTitle)}</h3>
                    <p class="small">{t!(RoundDemoBody)}</p>
                    <button type="button" class="primary" id=Focus::DemoNext.id() on:click=step>
                        {t!(RoundDemoNext, step = words(next))}
                    </button>
                </section>
            }
        })
    }
}

/// What a demo step records, in words.
pub fn words(step: demo::Step) -> String {
    match step {
        demo::Step::ReplyA => t!(RoundDemoReplyA),
        demo::Step::ReplyB => t!(RoundDemoReplyB),
        demo::Step::Merge => t!(RoundDemoMerge),
        demo::Step::Revise => t!(RoundDemoRevise),
        demo::Step::Settle => t!(RoundDemoSettle),
    }
}
