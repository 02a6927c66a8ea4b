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

use super::{joined, one_decimal, role_label, score_words};
use crate::t;
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

impl LaneHead {
    fn of(t: &Theater, role: Role) -> LaneHead {
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
    }
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
    let head = Memo::new(move |_| theater.with(|t| LaneHead::of(t, role)));
    // Round numbers by their bits: the key of a cell.
    let rounds = Memo::new(move |_| {
        theater.with(|t| {
            t.run().map_or(Vec::new(), |run| {
                run.rounds.iter().map(|r| r.n.to_bits()).collect::<Vec<_>>()
            })
        })
    });
    view! {
        <section
            role="group"
            aria-label=role_label(role)
            class="jury-lane"
            data-role=role.as_str()
            data-active=move || head.with(|h| h.active.to_string())
        >
            {lane_header(role, head)}
            <ol class="jury-cells">
                <For each=move || rounds.get() key=|bits| *bits let(bits)>
                    <Cell theater role n=f64::from_bits(bits) drafts />
                </For>
            </ol>
        </section>
    }
}

/// A lane's name, whether it is speaking, and its must-fix count over all rounds.
fn lane_header(role: Role, head: Memo<LaneHead>) -> impl IntoView {
    view! {
        <header class="jury-lane-head">
            <h4>{role_label(role)}</h4>
            {move || {
                head.with(|h| h.active)
                    .then(|| view! { <span class="jury-speaking">{t!(TheaterSpeaking)}</span> })
            }}
            {move || {
                let n = head.with(|h| h.must_fix);
                (n > 0)
                    .then(|| view! { <span class="jury-mustfix-count">{t!(TheaterMustFixCount, count = n)}</span> })
            }}
        </header>
    }
}

/// Where a panelist's turn in one round stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TurnState {
    /// Not begun, or begun and left without a score.
    Pending,
    /// The panelist is speaking in the round being played.
    Open,
    /// Closed with a score.
    Closed,
}

impl TurnState {
    /// The cell's `data-state`, which the stylesheet and the tests read.
    fn as_str(self) -> &'static str {
        match self {
            TurnState::Pending => "pending",
            TurnState::Open => "open",
            TurnState::Closed => "closed",
        }
    }
}

/// What a cell shows in large type.
#[derive(Clone, Debug, PartialEq)]
enum Glyph {
    /// A scorer's score for the round.
    Score(f64),
    /// The designer made a draft this round.
    Draft,
    /// The designer left notes but no draft this round.
    Notes,
    /// The designer's turn closed with nothing kept (a transcript carries no drafts).
    Revised,
    /// Nothing yet.
    Blank,
}

impl Glyph {
    fn words(&self) -> String {
        match self {
            Glyph::Score(score) => score_words(*score),
            Glyph::Draft => t!(TheaterCellDraft),
            Glyph::Notes => t!(TheaterCellNotes),
            Glyph::Revised => t!(TheaterCellRevised),
            Glyph::Blank => "·".into(),
        }
    }
}

/// What one cell shows: a panelist's turn in one round.
#[derive(Clone, PartialEq)]
struct CellView {
    state: TurnState,
    current: bool,
    glyph: Glyph,
    tooltip: String,
    /// Per dimension: whether it meets half the scale.
    dots: Vec<bool>,
    said: Option<Said>,
}

/// What was said in one turn, by whom.
#[derive(Clone, PartialEq)]
enum Said {
    /// A scorer's dimension notes and must-fix texts.
    Panelist {
        dims: Vec<DimNote>,
        must_fixes: Vec<String>,
    },
    /// The designer's notes on its turn (the designer is not scored).
    Designer { notes: String },
}

/// One dimension of a scorer's turn.
#[derive(Clone, PartialEq)]
struct DimNote {
    name: String,
    /// The dimension's score as the theater shows scores.
    score: String,
    note: String,
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
            Some(_) => TurnState::Closed,
            None if current && t.active_panelist() == Some(role) => TurnState::Open,
            None => TurnState::Pending,
        };
        if role == Role::Designer {
            return CellView::of_designer(
                state,
                current,
                drafts.iter().find(|d| d.round == Some(n)),
            );
        }
        let dims = panelist.map(|p| p.dims.as_slice()).unwrap_or(&[]);
        CellView {
            state,
            current,
            glyph: panelist
                .and_then(|p| p.score)
                .map_or(Glyph::Blank, Glyph::Score),
            tooltip: joined(
                &dims
                    .iter()
                    .map(|d| {
                        t!(
                            TheaterCellDimension,
                            name = d.name.as_str(),
                            score = one_decimal(d.score)
                        )
                    })
                    .collect::<Vec<_>>(),
            ),
            dots: dims
                .iter()
                .map(|d| run.config.meets_half(d.score))
                .collect(),
            said: panelist.and_then(Said::of_panelist),
        }
    }

    /// The designer is not scored (its blocks carry no score; upstream's `score: 0` is an absent
    /// attribute): its cell says what it made that round instead.
    fn of_designer(state: TurnState, current: bool, turn: Option<&Draft>) -> CellView {
        let glyph = match turn {
            Some(d) if !d.body.trim().is_empty() => Glyph::Draft,
            Some(_) => Glyph::Notes,
            None if state == TurnState::Closed => Glyph::Revised,
            None => Glyph::Blank,
        };
        CellView {
            state,
            current,
            glyph,
            tooltip: String::new(),
            dots: Vec::new(),
            said: turn
                .filter(|d| !d.notes.is_empty())
                .map(|d| Said::Designer {
                    notes: d.notes.clone(),
                }),
        }
    }
}

impl Said {
    fn of_panelist(p: &PanelistView) -> Option<Said> {
        (!p.dims.is_empty() || !p.must_fixes.is_empty()).then(|| Said::Panelist {
            dims: p
                .dims
                .iter()
                .map(|d| DimNote {
                    name: d.name.clone(),
                    score: score_words(d.score),
                    note: d.note.clone(),
                })
                .collect(),
            must_fixes: p.must_fixes.clone(),
        })
    }

    /// The folded turn's summary line.
    fn summary(&self) -> String {
        match self {
            Said::Designer { .. } => t!(TheaterTurnDesigner),
            Said::Panelist { dims, must_fixes } => t!(
                TheaterTurnSummary,
                notes = dims.len(),
                must_fix = must_fixes.len()
            ),
        }
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
    let said = Memo::new(move |_| cell.with(|c| c.as_ref().and_then(|c| c.said.clone())));
    let has_said = Memo::new(move |_| said.with(Option::is_some));
    view! {
        <li
            class="jury-cell"
            data-state=get(|c| c.state.as_str().to_string())
            data-current=get(|c| c.current.to_string())
            title=get(|c| c.tooltip.clone())
        >
            <span class="jury-cell-round">{t!(TheaterCellRound, round = n)}</span>
            <span class="jury-cell-score">{get(|c| c.glyph.words())}</span>
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
            {move || has_said.get().then(|| view! { <TurnNotes said /> })}
        </li>
    }
}

/// What was said in one turn, folded.
#[component]
fn TurnNotes(
    /// What was said (`None` only while the cell is being torn down).
    said: Memo<Option<Said>>,
) -> impl IntoView {
    view! {
        <details class="jury-details">
            <summary>{move || said.with(|s| s.as_ref().map(Said::summary))}</summary>
            {move || said.with(|s| s.as_ref().map(said_view))}
        </details>
    }
}

/// The notes of a turn: the designer's, or a scorer's dimensions and must-fix texts.
fn said_view(said: &Said) -> AnyView {
    match said {
        Said::Designer { notes } => view! {
            <ul class="jury-dims">
                <li><strong>{t!(TheaterNotes)}</strong>": "<span dir="auto">{notes.clone()}</span></li>
            </ul>
        }
        .into_any(),
        Said::Panelist { dims, must_fixes } => {
            let dims = dims
                .iter()
                .map(|d| {
                    view! {
                        <li>
                            <strong dir="auto">{d.name.clone()}</strong>
                            {format!(" {}: ", d.score)}
                            <span dir="auto">{d.note.clone()}</span>
                        </li>
                    }
                })
                .collect_view();
            let must_fixes = (!must_fixes.is_empty()).then(|| {
                let items = must_fixes
                    .iter()
                    .map(|text| view! { <li dir="auto">{text.clone()}</li> })
                    .collect_view();
                view! {
                    <p class="jury-mustfix-head">{t!(TheaterMustFixHead)}</p>
                    <ol class="jury-mustfix">{items}</ol>
                }
            });
            view! {
                <ul class="jury-dims">{dims}</ul>
                {must_fixes}
            }
            .into_any()
        }
    }
}
