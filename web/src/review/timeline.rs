//! timeline: every round's per-criterion result, so converging and churning runs look different
//! at a glance.
//!
//! Owns the table only; each cell is the core's merged result of that round (or the judges'
//! effective verdicts while the round is unmerged).

use crate::review::labels::{badge_text, merged_label, outcome_label, CriterionLabel};
use crate::t;
use jury_core::review::judge::{Judge, Verdict};
use jury_core::review::merge::MergedResult;
use jury_core::review::run::{RoundState, Run};
use leptos::prelude::*;
use std::sync::Arc;

/// What one cell of the table shows.
#[derive(Clone, PartialEq)]
enum Cell {
    /// Nothing recorded for the criterion in that round.
    Empty,
    /// The round's merged result.
    Merged(MergedResult),
    /// Unmerged: what each recorded judge counts, e.g. "A: FAIL, B: PASS".
    Unmerged(Vec<(Judge, Verdict)>),
}

impl Cell {
    fn of(round: &RoundState, criterion: &str) -> Cell {
        if let Some(result) = round.last_merge().and_then(|m| m.result(criterion)) {
            return Cell::Merged(result);
        }
        let counted: Vec<(Judge, Verdict)> = Judge::BOTH
            .iter()
            .filter_map(|j| {
                let c = round.record(*j)?.criterion(criterion)?;
                Some((*j, c.effective))
            })
            .collect();
        if counted.is_empty() {
            Cell::Empty
        } else {
            Cell::Unmerged(counted)
        }
    }

    fn view(self) -> AnyView {
        match self {
            Cell::Empty => view! { <td><span class="muted">"—"</span></td> }.into_any(),
            Cell::Unmerged(counted) => {
                let words = counted
                    .iter()
                    .map(|(j, v)| format!("{}: {}", j.as_str(), v.as_str()))
                    .collect::<Vec<_>>()
                    .join(", ");
                view! { <td><span class="badge OPEN">{words}</span></td> }.into_any()
            }
            Cell::Merged(result) => {
                let label = merged_label(result);
                view! { <td><span class=format!("badge {label}")>{label.clone()}</span></td> }
                    .into_any()
            }
        }
    }
}

#[component]
pub fn Timeline(run: Memo<Arc<Run>>) -> impl IntoView {
    let table = Memo::new(move |_| {
        run.with(|run| {
            let heads: Vec<(u32, String)> = run
                .rounds()
                .iter()
                .map(|r| (r.number, outcome_label(r.outcome())))
                .collect();
            let rows: Vec<(String, Vec<Cell>)> = run
                .rubric()
                .ids()
                .map(|cid| {
                    let cells = run.rounds().iter().map(|r| Cell::of(r, cid)).collect();
                    (cid.to_string(), cells)
                })
                .collect();
            (heads, rows)
        })
    });
    view! {
        <section class="panel timeline" aria-labelledby="timeline-h">
            <h3 id="timeline-h">{t!(RoundTimeline)}</h3>
            <table>
                <caption class="sr-only">{t!(RoundTimelineCaption)}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t!(RoundCriterion)}</th>
                        {move || table.get().0.into_iter().map(|(n, outcome)| view! {
                            <th scope="col">{t!(RoundRound, round = n)}<br /><span class=format!("badge {outcome}")>{badge_text(&outcome)}</span></th>
                        }).collect_view()}
                    </tr>
                </thead>
                <tbody>
                    {move || table.get().1.into_iter().map(|(cid, cells)| view! {
                        <tr>
                            <th scope="row"><CriterionLabel id=cid /></th>
                            {cells.into_iter().map(Cell::view).collect_view()}
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
        </section>
    }
}
