//! ticker: the score ticker (one bar per landed round, the threshold line, "Composite" and
//! "Threshold x.x") and the round timeline ("Round n of m", the composite once landed), spec §6.3.
//!
//! Shows the composite the core computes for a round with the run's weights
//! (`RoundView::composite_with`), whether it meets the threshold as the core's ship rule says
//! (`RunConfigView::meets_threshold`), and the agent's claim beside it when the two differ. Bars
//! are SVG geometry attributes, never `style=` (the CSP forbids inline styles). Never changes
//! state.

use super::{fixed1, joined, one_decimal, score_words};
use crate::t;
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

/// One landed round's bar, in the ticker's 100 × 100 viewBox.
#[derive(Debug, PartialEq)]
struct Bar {
    x: f64,
    y: f64,
    width: f64,
    height: f64,
    meets_threshold: bool,
    /// "R2: 7.9 / 10".
    words: String,
}

/// The ticker of one run: a bar per landed round, the threshold line, the latest composite.
#[derive(Debug, PartialEq)]
struct Ticker {
    bars: Vec<Bar>,
    threshold_y: f64,
    /// The latest landed composite as shown, "—" before any round landed.
    latest: String,
}

impl Ticker {
    fn of(run: &RunView, weights: &Weights) -> Ticker {
        let scale = run.config.scale;
        let landed: Vec<(f64, f64, bool)> = run
            .rounds
            .iter()
            .filter_map(|r| landed(r, run, weights).map(|(c, meets)| (r.n, c, meets)))
            .collect();
        // One slot per round the run may have, or per landed round if more landed.
        let slot = 100.0 / run.config.max_rounds.max(landed.len() as f64).max(1.0);
        let bars = landed
            .iter()
            .enumerate()
            .map(|(i, (n, c, meets))| {
                // A low score still shows a bar.
                let height = percent(*c, scale).max(8.0);
                Bar {
                    x: i as f64 * slot + slot * 0.2,
                    y: 100.0 - height,
                    width: slot * 0.6,
                    height,
                    meets_threshold: *meets,
                    words: t!(
                        TheaterBar,
                        round = *n,
                        composite = one_decimal(*c),
                        scale = scale
                    ),
                }
            })
            .collect();
        Ticker {
            bars,
            threshold_y: 100.0 - percent(run.config.threshold, scale),
            latest: landed
                .last()
                .map_or("—".to_string(), |(_, c, _)| score_words(*c)),
        }
    }

    /// What the bars say, for a screen reader.
    fn label(&self) -> String {
        if self.bars.is_empty() {
            return t!(TheaterTickerEmpty);
        }
        let words: Vec<String> = self.bars.iter().map(|b| b.words.clone()).collect();
        joined(&words)
    }
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
            let ticker = Ticker::of(run, &weights);
            let label = ticker.label();
            let rects = ticker
                .bars
                .into_iter()
                .map(|bar| {
                    view! {
                        <rect
                            class="jury-bar"
                            x=bar.x
                            y=bar.y
                            width=bar.width
                            height=bar.height
                            data-meets-threshold=bar.meets_threshold.to_string()
                        >
                            <title>{bar.words}</title>
                        </rect>
                    }
                })
                .collect_view();
            Some(view! {
                <div role="status" aria-label=t!(TheaterComposite) class="jury-ticker">
                    <svg
                        class="jury-bars"
                        viewBox="0 0 100 100"
                        preserveAspectRatio="none"
                        role="img"
                        aria-label=label
                    >
                        {rects}
                        <line
                            class="jury-threshold"
                            x1="0"
                            x2="100"
                            y1=ticker.threshold_y
                            y2=ticker.threshold_y
                            vector-effect="non-scaling-stroke"
                        />
                    </svg>
                    <p class="jury-ticker-meta">
                        <span>{t!(TheaterComposite)}</span>
                        <strong class="jury-latest">{ticker.latest}</strong>
                        <span>
                            {t!(TheaterThresholdValue, threshold = one_decimal(run.config.threshold))}
                        </span>
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
                    let head = t!(TheaterRoundOf, round = r.n, limit = run.config.max_rounds);
                    let land = landed(r, run, &weights).map(|(c, meets)| {
                        let claim = r
                            .composite
                            .filter(|claimed| fixed1(*claimed) != fixed1(c))
                            .map(|claimed| {
                                view! {
                                    <span class="jury-claim">
                                        {t!(TheaterClaimed, composite = one_decimal(claimed))}
                                    </span>
                                }
                            });
                        let decision = match r.decision {
                            Some(RoundDecision::Ship) => t!(TheaterDecisionShip),
                            _ => t!(TheaterDecisionContinue),
                        };
                        view! {
                            <span class="jury-composite" data-meets-threshold=meets.to_string()>
                                {score_words(c)}
                                <span class="muted">{t!(TheaterOutOf, scale = run.config.scale)}</span>
                            </span>
                            {claim}
                            <span class="jury-round-mustfix small">
                                {t!(TheaterMustFixCount, count = r.must_fix)}
                            </span>
                            // The reason is the agent's words, in its own direction.
                            <span class="jury-decision small">
                                {decision}" "
                                <span dir="auto">{r.decision_reason.clone().unwrap_or_default()}</span>
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
            Some(view! { <ol aria-label=t!(TheaterConsensus) class="jury-rounds">{items}</ol> })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jury_core::critique::CritiqueSession;

    fn demo() -> Theater {
        let mut session =
            CritiqueSession::new(super::super::session_options("t", Default::default()));
        session.feed(super::super::fixtures::HAPPY);
        let mut theater = Theater::new();
        for e in &session.finish().events {
            theater.apply(e);
        }
        theater
    }

    #[test]
    fn each_landed_round_gets_a_bar_in_its_slot_and_the_line_sits_at_the_threshold() {
        let theater = demo();
        let run = theater.run().expect("a run");
        let ticker = Ticker::of(run, &Weights::of_transcript());
        let meets: Vec<bool> = ticker.bars.iter().map(|b| b.meets_threshold).collect();
        assert_eq!(meets, [false, false, true]);
        let slot = 100.0 / run.config.max_rounds.max(3.0);
        for (i, bar) in ticker.bars.iter().enumerate() {
            assert!((bar.x - (i as f64 + 0.2) * slot).abs() < 1e-9, "{bar:?}");
            assert_eq!(bar.y + bar.height, 100.0, "{bar:?}");
        }
        assert_eq!(
            ticker.threshold_y,
            100.0 - percent(run.config.threshold, run.config.scale)
        );
        assert_eq!(
            ticker.latest,
            ticker.bars[2].words.split(' ').nth(1).unwrap()
        );
        assert!(ticker.label().starts_with("R1: "), "{}", ticker.label());
    }

    #[test]
    fn before_any_round_lands_the_ticker_says_so() {
        let theater = demo();
        let mut run = theater.run().expect("a run").clone();
        run.rounds.clear();
        let ticker = Ticker::of(&run, &Weights::of_transcript());
        assert!(ticker.bars.is_empty());
        assert_eq!(ticker.latest, "—");
        assert_eq!(ticker.label(), "No round has landed yet");
    }
}
