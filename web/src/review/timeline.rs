//! timeline: every round's per-criterion result, so converging and churning runs look different
//! at a glance.
//!
//! Owns the table only; each cell is the core's merged result of that round (or the judges'
//! effective verdicts while the round is unmerged).

use crate::review::labels::{merged_label, outcome_label, CriterionLabel};
use jury_core::review::judge::Judge;
use jury_core::review::run::Run;
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn Timeline(run: Memo<Arc<Run>>) -> impl IntoView {
    let table = Memo::new(move |_| {
        run.with(|run| {
            let ids: Vec<String> = run.rubric().ids().map(str::to_string).collect();
            let heads: Vec<(u32, String)> = run
                .rounds()
                .iter()
                .map(|r| (r.number, outcome_label(r.outcome())))
                .collect();
            let rows: Vec<(String, Vec<String>)> = ids
                .iter()
                .map(|cid| {
                    let cells = run
                        .rounds()
                        .iter()
                        .map(|r| match r.last_merge().and_then(|m| m.result(cid)) {
                            Some(result) => merged_label(result),
                            // Unmerged: what each recorded judge counts, e.g. "A: FAIL".
                            None => Judge::BOTH
                                .iter()
                                .filter_map(|j| {
                                    r.record(*j).and_then(|rep| rep.criterion(cid)).map(|c| {
                                        format!("{}: {}", j.as_str(), c.effective.as_str())
                                    })
                                })
                                .collect::<Vec<_>>()
                                .join(", "),
                        })
                        .collect::<Vec<_>>();
                    (cid.clone(), cells)
                })
                .collect();
            (ids, heads, rows)
        })
    });
    view! {
        <section class="panel timeline" aria-labelledby="timeline-h">
            <h3 id="timeline-h">"Timeline"</h3>
            <table>
                <caption class="sr-only">"Result of each criterion in each round"</caption>
                <thead>
                    <tr>
                        <th scope="col">"Criterion"</th>
                        {move || table.get().1.into_iter().map(|(n, outcome)| view! {
                            <th scope="col">{format!("Round {n}")}<br /><span class=format!("badge {outcome}")>{outcome.clone()}</span></th>
                        }).collect_view()}
                    </tr>
                </thead>
                <tbody>
                    {move || table.get().2.into_iter().map(|(cid, cells)| view! {
                        <tr>
                            <th scope="row"><CriterionLabel id=cid /></th>
                            {cells.into_iter().map(|c| match c.as_str() {
                                "" => view! { <td><span class="muted">"—"</span></td> }.into_any(),
                                // "A: FAIL, B: PASS" while the round is unmerged.
                                _ if c.contains(' ') => view! { <td><span class="badge OPEN">{c}</span></td> }.into_any(),
                                _ => view! { <td><span class=format!("badge {c}")>{c.clone()}</span></td> }.into_any(),
                            }).collect_view()}
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
        </section>
    }
}
