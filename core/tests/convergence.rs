//! The convergence experiment (agent-jury README "Does it converge?"; review-loop.md §5 rule 1,
//! §11): a simulated judge that passes the real fix and then invents one new objection, with no
//! quote the tool can find, on a criterion that passed the round before, every round.

mod common;

use common::{from_b, reply, DRAFT_1, DRAFT_2, IDS, RUBRIC};
use jury_core::review::history::RunConfig;
use jury_core::review::judge::{Judge, Verdict};
use jury_core::review::merge::Outcome;
use jury_core::review::run::Run;

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test;

/// Round 1: the real objection, quoted from the draft. Later rounds: the fix passes, and one
/// invented objection lands on the next criterion in turn, which passed the round before.
fn simulated_judge(round: u32) -> String {
    let invented = (round > 1).then(|| IDS[(round as usize - 1) % IDS.len()]);
    let criteria: Vec<(&str, &str, Option<&str>)> = IDS
        .iter()
        .map(|&id| match (round, invented) {
            (1, _) if id == "facts" => (id, "FAIL", Some("Requires Node 20 or newer")),
            (_, Some(target)) if target == id => {
                (id, "FAIL", Some("The tone feels slightly off here"))
            }
            _ => (id, "PASS", None),
        })
        .collect();
    reply(&criteria)
}

/// Runs the loop to its end; returns the invented objections recorded as FAIL and the outcome.
fn experiment(anti_ratchet: bool) -> (usize, Outcome, u32) {
    let mut config = RunConfig::new("convergence", RUBRIC, DRAFT_1);
    config.rounds = 4;
    config.anti_ratchet = anti_ratchet;
    let mut run = Run::create(config, 0).unwrap();
    let mut invented_failed = 0;
    let mut at = 0;
    loop {
        let round = run.round();
        for judge in Judge::BOTH {
            at += 1;
            let text = match judge {
                Judge::A => simulated_judge(round),
                Judge::B => from_b(&simulated_judge(round)),
            };
            let report = run.record(judge, &text, at).unwrap();
            invented_failed += report
                .criteria
                .iter()
                .filter(|c| round > 1 && c.effective == Verdict::Fail)
                .count();
            let merged = run.merge(at).unwrap();
            if merged.outcome != Outcome::NeedB {
                break;
            }
        }
        match run.outcome().unwrap() {
            Outcome::Fix => {
                let revised = format!("{DRAFT_2}\nRevision {round}.\n");
                run.revise(&revised, None, at).unwrap();
            }
            outcome => {
                // §11: a run made without rule 1 says so in its verdict.
                let verdict = serde_json::to_value(run.verdict().unwrap()).unwrap();
                assert_eq!(
                    verdict.get("antiRatchet"),
                    (!anti_ratchet).then_some(&serde_json::Value::Bool(false))
                );
                return (invented_failed, outcome, run.round());
            }
        }
    }
}

// README: "three objections recorded as FAIL without the rule, zero with it".
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn invented_objections_are_blocked_by_rule_one() {
    assert_eq!(experiment(false), (3, Outcome::RoundLimit, 4));
    assert_eq!(experiment(true), (0, Outcome::Pass, 2));
}
