//! Daemon-side scoring (spec §4.1, §4.2, §4.4): the weighted composite, the ship rule and the
//! fallback round pick.
//!
//! Owns: arithmetic on scores, bit-exact with upstream (f64, upstream's fold order). Never
//! reads events or decides run status (that is `session`).

use serde::{Deserialize, Serialize};

use super::config::{CritiqueConfig, Weights};
use super::event::{FallbackPolicy, Role, RoundDecision};

/// Tolerance used by the ship rule and the fallback tie-break.
const EPSILON: f64 = 1e-9;

/// `computeComposite`: `scores` in insertion order (a role scored twice keeps its first
/// position, upstream's object-key order). Absent roles' weight is redistributed; the designer
/// weighs 0 by default, so a designer-only round scores 0.
pub fn compute_composite(scores: &[(Role, f64)], weights: &Weights) -> f64 {
    if scores.is_empty() {
        return 0.0;
    }
    let total: f64 = scores
        .iter()
        .fold(0.0, |acc, (role, _)| acc + weights.get(*role));
    if total < EPSILON {
        return 0.0;
    }
    scores.iter().fold(0.0, |acc, (role, score)| {
        acc + (weights.get(*role) / total) * score
    })
}

/// Whether `composite` meets `threshold`, within 1e-9 (the ship rule's comparison, and what the
/// theater marks as meeting the threshold).
pub fn meets_threshold(composite: f64, threshold: f64) -> bool {
    composite >= threshold - EPSILON
}

/// `decideRound`: ship iff the composite meets the threshold (within 1e-9) and no must-fix is open.
pub fn decide_round(composite: f64, must_fix: u32, config: &CritiqueConfig) -> RoundDecision {
    if meets_threshold(composite, config.score_threshold) && must_fix == 0 {
        RoundDecision::Ship
    } else {
        RoundDecision::Continue
    }
}

/// A completed round's number and daemon composite.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundScore {
    pub n: f64,
    pub composite: f64,
}

/// `selectFallbackRound`: `ship_best` takes the highest composite (ties within 1e-9 go to the
/// higher round number), `ship_last` the last round, `fail` nothing.
pub fn select_fallback_round(rounds: &[RoundScore], policy: FallbackPolicy) -> Option<RoundScore> {
    match policy {
        FallbackPolicy::Fail => None,
        FallbackPolicy::ShipLast => rounds.last().copied(),
        FallbackPolicy::ShipBest => rounds.iter().copied().reduce(|best, r| {
            let tie = (r.composite - best.composite).abs() <= EPSILON;
            if r.composite > best.composite + EPSILON || (tie && r.n > best.n) {
                r
            } else {
                best
            }
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Role::*;

    // §7.3 scoreboard.test.ts.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn composite_cases() {
        let w = Weights::default();
        assert_eq!(compute_composite(&[], &w), 0.0);
        let all = [
            (Designer, 10.0),
            (Critic, 8.0),
            (Brand, 6.0),
            (A11y, 9.0),
            (Copy, 7.0),
        ];
        assert!((compute_composite(&all, &w) - 7.6).abs() < 1e-9);
        assert!((compute_composite(&[(Critic, 9.0), (Brand, 6.0)], &w) - 8.0).abs() < 1e-9);
        assert!((compute_composite(&[(Critic, 7.0)], &w) - 7.0).abs() < 1e-9);
        assert_eq!(compute_composite(&[(Designer, 9.0)], &w), 0.0);
        let custom = Weights {
            designer: 0.1,
            critic: 0.35,
            brand: 0.15,
            a11y: 0.25,
            copy: 0.15,
        };
        let scores = [
            (Designer, 8.5),
            (Critic, 7.25),
            (Brand, 9.1),
            (A11y, 6.4),
            (Copy, 8.0),
        ];
        assert!((compute_composite(&scores, &custom) - 7.5525).abs() < 1e-9);
    }

    #[test]
    fn composite_is_bit_exact_with_upstream() {
        // §4.1: happy fixture round 1 (designer 0, critic 6.4, brand 7.5, a11y 5, copy 6).
        let r1 = [
            (Designer, 0.0),
            (Critic, 6.4),
            (Brand, 7.5),
            (A11y, 5.0),
            (Copy, 6.0),
        ];
        assert_eq!(
            compute_composite(&r1, &Weights::default()),
            6.260000000000001
        );
    }

    #[test]
    fn decide_and_fallback() {
        let cfg = CritiqueConfig::default();
        assert_eq!(decide_round(8.0 - 1e-10, 0, &cfg), RoundDecision::Ship);
        assert_eq!(decide_round(9.0, 1, &cfg), RoundDecision::Continue);
        assert_eq!(decide_round(7.9, 0, &cfg), RoundDecision::Continue);
        let rounds = [
            RoundScore {
                n: 1.0,
                composite: 7.0,
            },
            RoundScore {
                n: 2.0,
                composite: 7.0 + 1e-12,
            },
            RoundScore {
                n: 3.0,
                composite: 6.0,
            },
        ];
        assert_eq!(
            select_fallback_round(&rounds, FallbackPolicy::ShipBest)
                .unwrap()
                .n,
            2.0
        );
        assert_eq!(
            select_fallback_round(&rounds, FallbackPolicy::ShipLast)
                .unwrap()
                .n,
            3.0
        );
        assert_eq!(select_fallback_round(&rounds, FallbackPolicy::Fail), None);
        assert_eq!(select_fallback_round(&[], FallbackPolicy::ShipBest), None);
    }
}
