//! how: "How it works" at `#/how` — the review loop in a page: the steps of a round, the three
//! rules of review-loop.md §5 and why each exists, the outcomes of §6.
//!
//! Owns only this explanatory text. It states what the core does; it decides nothing, and a
//! change to a rule in the core must be followed by a change of these words.

use crate::route::Route;
use jury_core::review::merge::Outcome;
use jury_core::review::rubric::{MAX_CRITERIA, MIN_CRITERIA};
use leptos::prelude::*;

#[component]
pub fn HowPage() -> impl IntoView {
    view! {
        <section class="panel how" aria-labelledby="how-h">
            <h2 id="how-h" tabindex="-1">"How it works"</h2>
            <p>
                {format!("A run checks one text (the artifact) against a rubric of {MIN_CRITERIA} to {MAX_CRITERIA} pass/fail \
                 criteria that you write before reading the draft. ")}
                "Two AI judges read it, each \
                 in a fresh chat; the app never talks to a model itself. It only checks what you \
                 paste and applies three rules, so that a review ends instead of going round."
            </p>
            <section aria-labelledby="how-round-h">
                <h3 id="how-round-h">"One round"</h3>
                <ol>
                    <li>"Copy the judge prompt (the rubric and the artifact) into a new chat and send it."</li>
                    <li>"Paste the judge's whole answer back. The app checks it at once: every criterion \
                         has PASS or FAIL, and every FAIL quotes the text it objects to."</li>
                    <li>"Record it. The app looks each quote up in the artifact and says whether it was found."</li>
                    <li>"Merge the round. The rules below decide what comes next: fix and revise, \
                         ask judge B, decide a dispute yourself, or stop."</li>
                </ol>
            </section>
            <section aria-labelledby="how-rules-h">
                <h3 id="how-rules-h">"The three rules"</h3>
                <ol>
                    <li>
                        <strong>"Anti-ratchet. "</strong>
                        "From round 2 on, a criterion that passed in the round before can only fail \
                         again with a quote that is found in the text. An objection without one is \
                         kept as an optional note and the criterion stays PASS. "
                        <em>"Why: "</em>"otherwise a judge can raise the bar every round, and the \
                         loop never ends."
                    </li>
                    <li>
                        <strong>"The reviewer's boundary. "</strong>
                        "Only a correctness gap or an unmet criterion blocks. Style, taste and \
                         \u{201c}could be better\u{201d} go to the optional notes: shown to you, never \
                         part of the outcome. "
                        <em>"Why: "</em>"a review that blocks on taste has no finish line."
                    </li>
                    <li>
                        <strong>"Two independent judges, no third. "</strong>
                        "Judge B gets the same prompt once judge A passes every criterion, ideally \
                         a different model, and never sees A's answer. Any FAIL means another round; \
                         when B fails a criterion A passed without a quote that can be found, the \
                         criterion is DISPUTED and you decide. "
                        <em>"Why: "</em>"one model's blind spots are caught by another, and a tie is \
                         settled by a person who can read the text, not by a third opinion."
                    </li>
                </ol>
            </section>
            <section aria-labelledby="how-outcomes-h">
                <h3 id="how-outcomes-h">"What a merge can say"</h3>
                <dl>
                    {Outcome::ALL.iter().map(|&o| view! {
                        <dt><span class=format!("badge {}", o.as_str())>{o.as_str()}</span></dt>
                        <dd>{outcome_meaning(o)}</dd>
                    }).collect_view()}
                </dl>
                <p class="small muted">
                    "A reply, rubric or action the rules cannot take is refused with the reason, and \
                     the run stays exactly as it was."
                </p>
            </section>
            <div class="row">
                <a class="button primary" href=Route::New.href()>"Start a new run"</a>
                <a href=Route::List.href()>"Back to your runs"</a>
            </div>
        </section>
    }
}

/// What an outcome asks of the user, one sentence each (review-loop.md §6): a `match`, so a new
/// outcome in the core does not build until this page explains it.
fn outcome_meaning(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Pass => "Both judges passed every criterion. The run is finished; the verdict can be downloaded.",
        Outcome::Fix => "Some criterion failed. Make the listed fixes and revise the artifact: the next round starts.",
        Outcome::NeedB => "Judge A passed every criterion. Ask judge B; the round stays open.",
        Outcome::Disputed => "The judges disagree and the failing quote was not found. You settle each disputed criterion, with a note.",
        Outcome::RoundLimit => "Criteria still fail in the last round the run allows. The run stops; what remains is yours to decide.",
    }
}
