//! lanes: one lane per panelist of the cast (Designer, Critic, Brand, Accessibility, Copy) with
//! a cell per round — score, dimension dots, open/closed/pending, the active panelist, must-fix
//! counts — and, beyond upstream, the must-fix texts and dimension notes readable per round.
//!
//! Renders the reducer's `PanelistView`s as they are; never scores or reorders anything.

use super::{fixed1, role_label};
use jury_core::critique::reducer::{PanelistView, RoundView, RunView};
use jury_core::critique::{Role, Theater};
use leptos::prelude::*;
use std::collections::HashSet;

/// The open details, by role and round number (its bits).
type Opened = RwSignal<HashSet<(Role, u64)>>;

#[component]
pub fn Lanes(theater: Signal<Theater>) -> impl IntoView {
    // Which turns' details are open, so they stay open while the theater fills in (every
    // update renders the lanes anew).
    let opened = RwSignal::new(HashSet::new());
    move || {
        theater.with(|t| {
            let run = t.run.as_ref()?;
            let lanes = run
                .config
                .cast
                .iter()
                .map(|role| lane(run, *role, opened))
                .collect_view();
            Some(view! { <div class="jury-lanes">{lanes}</div> })
        })
    }
}

fn lane(run: &RunView, role: Role, opened: Opened) -> impl IntoView + use<> {
    let must_fix: usize = run
        .rounds
        .iter()
        .filter_map(|r| r.panelist(role))
        .map(|p| p.must_fixes.len())
        .sum();
    let active = run.active_panelist == Some(role);
    let label = role_label(role);
    let cells = run
        .rounds
        .iter()
        .map(|round| cell(run, round, role, opened))
        .collect_view();
    view! {
        <section
            role="group"
            aria-label=label
            class="jury-lane"
            data-role=role.as_str()
            data-active=active.to_string()
        >
            <header class="jury-lane-head">
                <h4>{label}</h4>
                {active.then(|| view! { <span class="jury-speaking">"speaking…"</span> })}
                {(must_fix > 0)
                    .then(|| view! { <span class="jury-mustfix-count">{format!("{must_fix} must-fix")}</span> })}
            </header>
            <ol class="jury-cells">{cells}</ol>
        </section>
    }
}

fn cell(run: &RunView, round: &RoundView, role: Role, opened: Opened) -> impl IntoView + use<> {
    let panelist = round.panelist(role);
    let open = run.active_panelist == Some(role) && run.active_round == Some(round.n);
    let state = match panelist.and_then(|p| p.score) {
        Some(_) => "closed",
        None if open => "open",
        None => "pending",
    };
    let score = panelist
        .and_then(|p| p.score)
        .map_or("·".to_string(), fixed1);
    let half = run.config.scale / 2.0;
    let dims = panelist.map(|p| p.dims.as_slice()).unwrap_or(&[]);
    let tooltip = dims
        .iter()
        .map(|d| format!("{}: {}", d.name, fixed1(d.score)))
        .collect::<Vec<_>>()
        .join(", ");
    let dots = dims
        .iter()
        .map(|d| {
            view! { <span class="jury-dot" data-meets-half=(d.score >= half).to_string()></span> }
        })
        .collect_view();
    view! {
        <li
            class="jury-cell"
            data-state=state
            data-current=(run.active_round == Some(round.n)).to_string()
            title=tooltip
        >
            <span class="jury-cell-round">{format!("R{}", round.n)}</span>
            <span class="jury-cell-score">{score}</span>
            <span class="jury-dots" aria-hidden="true">{dots}</span>
            {panelist.and_then(|p| details(p, round.n, opened))}
        </li>
    }
}

/// The dimension notes and must-fix texts of one panelist's turn, folded.
fn details(p: &PanelistView, n: f64, opened: Opened) -> Option<impl IntoView + use<>> {
    if p.dims.is_empty() && p.must_fixes.is_empty() {
        return None;
    }
    let key = (p.role, n.to_bits());
    let summary = format!("{} notes, {} must-fix", p.dims.len(), p.must_fixes.len());
    let dims = p
        .dims
        .iter()
        .map(|d| {
            view! {
                <li>
                    <strong>{d.name.clone()}</strong>
                    {format!(" {}: ", fixed1(d.score))}
                    {d.note.clone()}
                </li>
            }
        })
        .collect_view();
    let fixes = (!p.must_fixes.is_empty()).then(|| {
        let items = p
            .must_fixes
            .iter()
            .map(|text| view! { <li>{text.clone()}</li> })
            .collect_view();
        view! {
            <p class="jury-mustfix-head">"Must fix"</p>
            <ol class="jury-mustfix">{items}</ol>
        }
    });
    Some(view! {
        <details
            class="jury-details"
            open=opened.with_untracked(|o| o.contains(&key))
            on:toggle=move |ev| {
                let open = event_target::<web_sys::Element>(&ev).has_attribute("open");
                opened.update_untracked(|o| {
                    if open {
                        o.insert(key);
                    } else {
                        o.remove(&key);
                    }
                });
            }
        >
            <summary>{summary}</summary>
            <ul class="jury-dims">{dims}</ul>
            {fixes}
        </details>
    })
}
