//! how: "How it works" at `#/how` — the review loop in a page: the steps of a round, the three
//! rules of review-loop.md §5 and why each exists, the outcomes of §6.
//!
//! Owns only this explanatory text. It states what the core does; it decides nothing, and a
//! change to a rule in the core must be followed by a change of these words.

use crate::route::Route;
use crate::t;
use jury_core::review::merge::Outcome;
use jury_core::review::rubric::{MAX_CRITERIA, MIN_CRITERIA};
use leptos::prelude::*;

#[component]
pub fn HowPage() -> impl IntoView {
    view! {
        <section class="panel how" aria-labelledby="how-h">
            <h2 id="how-h" tabindex="-1">{t!(PagesHowItWorks)}</h2>
            <p>{t!(PagesHowIntro, min = MIN_CRITERIA, max = MAX_CRITERIA)}</p>
            <section aria-labelledby="how-round-h">
                <h3 id="how-round-h">{t!(PagesHowRoundTitle)}</h3>
                <ol>
                    <li>{t!(PagesHowRoundCopy)}</li>
                    <li>{t!(PagesHowRoundPaste)}</li>
                    <li>{t!(PagesHowRoundRecord)}</li>
                    <li>{t!(PagesHowRoundMerge)}</li>
                </ol>
            </section>
            <section aria-labelledby="how-rules-h">
                <h3 id="how-rules-h">{t!(PagesHowRulesTitle)}</h3>
                <ol>
                    <li>
                        <strong>{t!(PagesHowRule1Name)}</strong>" "
                        {t!(PagesHowRule1)}" "
                        <em>{t!(PagesHowWhy)}</em>" "{t!(PagesHowRule1Why)}
                    </li>
                    <li>
                        <strong>{t!(PagesHowRule2Name)}</strong>" "
                        {t!(PagesHowRule2)}" "
                        <em>{t!(PagesHowWhy)}</em>" "{t!(PagesHowRule2Why)}
                    </li>
                    <li>
                        <strong>{t!(PagesHowRule3Name)}</strong>" "
                        {t!(PagesHowRule3)}" "
                        <em>{t!(PagesHowWhy)}</em>" "{t!(PagesHowRule3Why)}
                    </li>
                </ol>
            </section>
            <section aria-labelledby="how-outcomes-h">
                <h3 id="how-outcomes-h">{t!(PagesHowOutcomesTitle)}</h3>
                <dl>
                    {Outcome::ALL.iter().map(|&o| view! {
                        <dt><span class=format!("badge {}", o.as_str())>{o.as_str()}</span></dt>
                        <dd>{outcome_meaning(o)}</dd>
                    }).collect_view()}
                </dl>
                <p class="small muted">{t!(PagesHowRefused)}</p>
            </section>
            <div class="row">
                <a class="button primary" href=Route::New.href()>{t!(PagesHowStart)}</a>
                <a href=Route::List.href()>{t!(PagesBackToRuns)}</a>
            </div>
        </section>
    }
}

/// What an outcome asks of the user, one sentence each (review-loop.md §6): a `match`, so a new
/// outcome in the core does not build until this page explains it.
fn outcome_meaning(outcome: Outcome) -> String {
    match outcome {
        Outcome::Pass => t!(PagesHowOutcomePass),
        Outcome::Fix => t!(PagesHowOutcomeFix),
        Outcome::NeedB => t!(PagesHowOutcomeNeedB),
        Outcome::Disputed => t!(PagesHowOutcomeDisputed),
        Outcome::RoundLimit => t!(PagesHowOutcomeRoundLimit),
    }
}
