//! ticker: the score ticker (one bar per landed round, the threshold line, "Composite" and
//! "Threshold x.x") and the round timeline ("Round n of m", the composite once landed), spec §6.3.
//!
//! Shows the composite the core computes for a round with the run's weights
//! (`RoundView::composite_with`), whether it meets the threshold as the core's ship rule says
//! (`RunConfigView::meets_threshold`), and the agent's claim beside it when the two differ. Bars
//! are SVG geometry attributes, never `style=` (the CSP forbids inline styles). Never changes
//! state.

use super::fixed1;
use jury_core::critique::reducer::{RoundView, RunView};
use jury_core::critique::{RoundDecision, Theater, Weights};
use leptos::prelude::*;

/// A landed round's composite and whether it meets the threshold.
fn landed(round: &RoundView, run: &RunView, weights: &Weights) -> Option<(f64, bool)> {
    let c = round.composite_with(weights)?;
    Some((c, run.config.meets_threshold(c)))
}

/// `round(x / scale · 100)`, clamped to the bar area.
fn percent(x: f64, scale: f64) -> f64 {
    (x / scale * 100.0).round().clamp(0.0, 100.0)
}

#[component]
pub fn ScoreTicker(
    theater: Signal<Theater>,
    /// The run's composite weights.
    weights: Signal<Weights>,
) -> impl IntoView {
    move || {
        let weights = weights.get();
        theater.with(|t| {
            let run = t.run()?;
            let scale = run.config.scale;
            let bars: Vec<(f64, f64, bool)> = run
                .rounds
                .iter()
                .filter_map(|r| landed(r, run, &weights).map(|(c, meets)| (r.n, c, meets)))
                .collect();
            let slots = (run.config.max_rounds.max(bars.len() as f64)).max(1.0);
            let slot = 100.0 / slots;
            let threshold_y = 100.0 - percent(run.config.threshold, scale);
            let label = bars
                .iter()
                .map(|(n, c, _)| format!("R{n}: {} / {scale}", fixed1(*c)))
                .collect::<Vec<_>>()
                .join(", ");
            let latest = bars.last().map_or("—".to_string(), |(_, c, _)| fixed1(*c));
            let rects = bars
                .iter()
                .enumerate()
                .map(|(i, (n, c, meets))| {
                    let h = percent(*c, scale).max(8.0);
                    view! {
                        <rect
                            class="jury-bar"
                            x=i as f64 * slot + slot * 0.2
                            y=100.0 - h
                            width=slot * 0.6
                            height=h
                            data-meets-threshold=meets.to_string()
                        >
                            <title>{format!("R{n}: {} / {scale}", fixed1(*c))}</title>
                        </rect>
                    }
                })
                .collect_view();
            Some(view! {
                <div role="status" aria-label="Composite" class="jury-ticker">
                    <svg
                        class="jury-bars"
                        viewBox="0 0 100 100"
                        preserveAspectRatio="none"
                        role="img"
                        aria-label=if label.is_empty() { "No round has landed yet".to_string() } else { label }
                    >
                        {rects}
                        <line
                            class="jury-threshold"
                            x1="0"
                            x2="100"
                            y1=threshold_y
                            y2=threshold_y
                            vector-effect="non-scaling-stroke"
                        />
                    </svg>
                    <p class="jury-ticker-meta">
                        <span>"Composite"</span>
                        <strong class="jury-latest">{latest}</strong>
                        <span>{format!("Threshold {}", fixed1(run.config.threshold))}</span>
                    </p>
                </div>
            })
        })
    }
}

#[component]
pub fn RoundTimeline(
    theater: Signal<Theater>,
    /// The run's composite weights.
    weights: Signal<Weights>,
) -> impl IntoView {
    move || {
        let weights = weights.get();
        theater.with(|t| {
            let run = t.run()?;
            let items = run
                .rounds
                .iter()
                .map(|r| {
                    let head = format!("Round {} of {}", r.n, run.config.max_rounds);
                    let land = landed(r, run, &weights).map(|(c, meets)| {
                        let claim = r
                            .composite
                            .filter(|claimed| fixed1(*claimed) != fixed1(c))
                            .map(|claimed| {
                                view! {
                                    <span class="jury-claim">
                                        {format!("agent claimed {}", fixed1(claimed))}
                                    </span>
                                }
                            });
                        let decision = match r.decision {
                            Some(RoundDecision::Ship) => "Agent: ship",
                            _ => "Agent: continue",
                        };
                        view! {
                            <span class="jury-composite" data-meets-threshold=meets.to_string()>
                                {fixed1(c)}
                                <span class="muted">{format!("/{}", run.config.scale)}</span>
                            </span>
                            {claim}
                            <span class="jury-round-mustfix small">{format!("{} must-fix", r.must_fix)}</span>
                            <span class="jury-decision small">
                                {format!("{decision}. {}", r.decision_reason.clone().unwrap_or_default())}
                            </span>
                        }
                    });
                    let status = if land.is_some() { "landed" } else { "in-progress" };
                    view! {
                        <li class="jury-round" data-status=status>
                            <span class="jury-round-label">{head}</span>
                            {land}
                        </li>
                    }
                })
                .collect_view();
            Some(view! { <ol aria-label="Consensus" class="jury-rounds">{items}</ol> })
        })
    }
}
