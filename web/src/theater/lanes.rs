//! lanes: one lane per panelist of the cast (Designer, Critic, Brand, Accessibility, Copy) with
//! a cell per round — score, dimension dots, open/closed/pending, the active panelist, must-fix
//! counts — and, beyond upstream, the must-fix texts and dimension notes readable per round.
//!
//! Renders the reducer's `PanelistView`s as they are; never scores or reorders anything.
//!
//! Lanes and cells are keyed (by role, by round) and their contents are memos of the theater:
//! an event updates the text and attributes in place, so a cell's `<details>` and a focused
//! `<summary>` stay the same elements while a replay or a paste fills the theater in (a keyboard
//! user does not lose focus, an opened turn stays open).

use super::{fixed1, role_label};
use jury_core::critique::reducer::{PanelistView, RunView};
use jury_core::critique::{Draft, Role, Theater};
use leptos::prelude::*;

#[component]
pub fn Lanes(
    /// The theater the lanes show; only its run's cast, rounds and active turn are read.
    theater: Signal<Theater>,
    /// The designer's drafts and notes, shown in its lane instead of a score.
    drafts: Signal<Vec<Draft>>,
) -> impl IntoView {
    let cast = Memo::new(move |_| theater.with(|t| t.run().map(|run| run.config.cast.clone())));
    move || {
        cast.get().map(|cast| {
            view! {
                <div class="jury-lanes">
                    <For each=move || cast.clone() key=|role| *role let(role)>
                        <Lane theater role drafts />
                    </For>
                </div>
            }
        })
    }
}

/// What a lane's header shows.
#[derive(Clone, PartialEq)]
struct LaneHead {
    active: bool,
    must_fix: usize,
}

/// One panelist's lane: its header and a cell per round, in the reducer's round order.
#[component]
fn Lane(
    /// The theater (the lane reads its run).
    theater: Signal<Theater>,
    /// Whose lane this is.
    role: Role,
    /// The designer's drafts (read by the designer's lane only).
    drafts: Signal<Vec<Draft>>,
) -> impl IntoView {
    let head = Memo::new(move |_| {
        theater.with(|t| {
            t.run().map_or(
                LaneHead {
                    active: false,
                    must_fix: 0,
                },
                |run| LaneHead {
                    active: t.active_panelist() == Some(role),
                    must_fix: run
                        .rounds
                        .iter()
                        .filter_map(|r| r.panelist(role))
                        .map(|p| p.must_fixes.len())
                        .sum(),
                },
            )
        })
    });
    // Round numbers by their bits: the key of a cell.
    let rounds = Memo::new(move |_| {
        theater.with(|t| {
            t.run().map_or(Vec::new(), |run| {
                run.rounds.iter().map(|r| r.n.to_bits()).collect::<Vec<_>>()
            })
        })
    });
    let label = role_label(role);
    view! {
        <section
            role="group"
            aria-label=label
            class="jury-lane"
            data-role=role.as_str()
            data-active=move || head.with(|h| h.active.to_string())
        >
            <header class="jury-lane-head">
                <h4>{label}</h4>
                {move || {
                    head.with(|h| h.active)
                        .then(|| view! { <span class="jury-speaking">"speaking…"</span> })
                }}
                {move || {
                    let n = head.with(|h| h.must_fix);
                    (n > 0)
                        .then(|| view! { <span class="jury-mustfix-count">{format!("{n} must-fix")}</span> })
                }}
            </header>
            <ol class="jury-cells">
                <For each=move || rounds.get() key=|bits| *bits let(bits)>
                    <Cell theater role n=f64::from_bits(bits) drafts />
                </For>
            </ol>
        </section>
    }
}

/// What one cell shows: a panelist's turn in one round.
#[derive(Clone, PartialEq)]
struct CellView {
    state: &'static str,
    current: bool,
    score: String,
    tooltip: String,
    /// Per dimension: whether it meets half the scale.
    dots: Vec<bool>,
    notes: Option<Notes>,
}

/// The dimension notes and must-fix texts of one turn.
#[derive(Clone, PartialEq)]
struct Notes {
    /// (name, score as shown, note)
    dims: Vec<(String, String, String)>,
    must_fixes: Vec<String>,
}

impl CellView {
    fn of(t: &Theater, run: &RunView, n: f64, role: Role, drafts: &[Draft]) -> CellView {
        let panelist = run
            .rounds
            .iter()
            .find(|r| r.n.to_bits() == n.to_bits())
            .and_then(|r| r.panelist(role));
        let current = t.active_round() == Some(n);
        let state = match panelist.and_then(|p| p.score) {
            Some(_) => "closed",
            None if current && t.active_panelist() == Some(role) => "open",
            None => "pending",
        };
        let half = run.config.scale / 2.0;
        let dims = panelist.map(|p| p.dims.as_slice()).unwrap_or(&[]);
        if role == Role::Designer {
            // The designer is not scored (its blocks carry no score; upstream's `score: 0` is
            // an absent attribute): its cell says what it made that round instead.
            let turn = drafts.iter().find(|d| d.round == Some(n));
            let made = match turn {
                Some(d) if !d.body.trim().is_empty() => "draft",
                Some(_) => "notes",
                None if state == "closed" => "revised",
                None => "·",
            };
            return CellView {
                state,
                current,
                score: made.to_string(),
                tooltip: String::new(),
                dots: Vec::new(),
                notes: turn.filter(|d| !d.notes.is_empty()).map(|d| Notes {
                    dims: vec![("Notes".into(), String::new(), d.notes.clone())],
                    must_fixes: Vec::new(),
                }),
            };
        }
        CellView {
            state,
            current,
            score: panelist
                .and_then(|p| p.score)
                .map_or("·".to_string(), fixed1),
            tooltip: dims
                .iter()
                .map(|d| format!("{}: {}", d.name, fixed1(d.score)))
                .collect::<Vec<_>>()
                .join(", "),
            dots: dims.iter().map(|d| d.score >= half).collect(),
            notes: panelist.and_then(Notes::of),
        }
    }
}

impl Notes {
    fn of(p: &PanelistView) -> Option<Notes> {
        (!p.dims.is_empty() || !p.must_fixes.is_empty()).then(|| Notes {
            dims: p
                .dims
                .iter()
                .map(|d| (d.name.clone(), fixed1(d.score), d.note.clone()))
                .collect(),
            must_fixes: p.must_fixes.clone(),
        })
    }
}

/// One panelist's turn in one round.
#[component]
fn Cell(
    /// The theater (the cell reads its run).
    theater: Signal<Theater>,
    /// Whose turn.
    role: Role,
    /// The round number.
    n: f64,
    /// The designer's drafts.
    drafts: Signal<Vec<Draft>>,
) -> impl IntoView {
    let cell = Memo::new(move |_| {
        drafts.with(|d| theater.with(|t| t.run().map(|run| CellView::of(t, run, n, role, d))))
    });
    let get = move |f: fn(&CellView) -> String| {
        move || cell.with(|c| c.as_ref().map(f).unwrap_or_default())
    };
    let notes = Memo::new(move |_| cell.with(|c| c.as_ref().and_then(|c| c.notes.clone())));
    let has_notes = Memo::new(move |_| notes.with(Option::is_some));
    view! {
        <li
            class="jury-cell"
            data-state=get(|c| c.state.to_string())
            data-current=get(|c| c.current.to_string())
            title=get(|c| c.tooltip.clone())
        >
            <span class="jury-cell-round">{format!("R{n}")}</span>
            <span class="jury-cell-score">{get(|c| c.score.clone())}</span>
            <span class="jury-dots" aria-hidden="true">
                {move || {
                    cell.with(|c| {
                        c.iter()
                            .flat_map(|c| c.dots.iter())
                            .map(|meets| {
                                view! { <span class="jury-dot" data-meets-half=meets.to_string()></span> }
                            })
                            .collect_view()
                    })
                }}
            </span>
            // The `<details>` is made once, when the turn first has notes, so its open state
            // and focus survive later events; only its contents follow the theater.
            {move || has_notes.get().then(|| view! { <TurnNotes notes /> })}
        </li>
    }
}

/// The dimension notes and must-fix texts of one turn, folded.
#[component]
fn TurnNotes(
    /// The turn's notes (`None` only while the cell is being torn down).
    notes: Memo<Option<Notes>>,
) -> impl IntoView {
    let with = move |f: fn(&Notes) -> AnyView| move || notes.with(|n| n.as_ref().map(f));
    view! {
        <details class="jury-details">
            <summary>
                {move || {
                    notes.with(|n| {
                        n.as_ref().map(|n| {
                            if n.dims.iter().all(|d| d.1.is_empty()) && n.must_fixes.is_empty() {
                                "Designer's notes".to_string()
                            } else {
                                format!(
                                    "{} {}, {} must-fix",
                                    n.dims.len(),
                                    if n.dims.len() == 1 { "note" } else { "notes" },
                                    n.must_fixes.len()
                                )
                            }
                        })
                    })
                }}
            </summary>
            <ul class="jury-dims">
                {with(|n| {
                    n.dims
                        .iter()
                        .map(|(name, score, note)| {
                            view! {
                                <li>
                                    <strong>{name.clone()}</strong>
                                    {if score.is_empty() { ": ".to_string() } else { format!(" {score}: ") }}
                                    {note.clone()}
                                </li>
                            }
                        })
                        .collect_view()
                        .into_any()
                })}
            </ul>
            {with(|n| {
                (!n.must_fixes.is_empty())
                    .then(|| {
                        let items = n
                            .must_fixes
                            .iter()
                            .map(|text| view! { <li>{text.clone()}</li> })
                            .collect_view();
                        view! {
                            <p class="jury-mustfix-head">"Must fix"</p>
                            <ol class="jury-mustfix">{items}</ol>
                        }
                    })
                    .into_any()
            })}
        </details>
    }
}
