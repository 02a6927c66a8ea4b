//! Recording one judge's reply for a round: the validated reply's quotes checked against the
//! round's own artifact (§4), rule 1 applied (§5). The result is the `RecordReport`.
//!
//! Owns the per-judge view of a round. It never merges judges (`merge`), never reads a merge
//! (the round says which criteria passed before) and never stores anything: `run` keeps the
//! history and derives state from it.

use crate::review::evidence::ArtifactIndex;
use crate::review::judge::{Judge, Verdict};
use crate::review::ratchet;
use crate::review::reply::Reply;
use crate::review::reports::{Blocked, CriterionReport, RecordReport};

/// What a reply is checked against: its own round.
pub struct Round<'a> {
    pub number: u32,
    pub artifact: &'a str,
    /// The criteria the previous round's final merge (settlements applied) passed, from round 2
    /// on; none in round 1. Rule 1 guards exactly these (§5).
    pub passed_before: &'a [String],
    pub anti_ratchet: bool,
}

/// The report of a reply already read and validated against the round's rubric (`reply::read`).
pub fn record(judge: Judge, reply: Reply, round: &Round<'_>) -> RecordReport {
    let index = ArtifactIndex::new(round.artifact);
    let mut blocked = Vec::new();
    let mut moved = Vec::new();
    let criteria = reply
        .criteria
        .into_iter()
        .map(|answer| {
            let evidence = index.check(answer.quote.as_deref());
            let passed_in = round
                .passed_before
                .contains(&answer.id)
                .then(|| round.number - 1);
            let why = (answer.verdict == Verdict::Fail)
                .then(|| ratchet::blocks(passed_in, evidence.status, round.anti_ratchet))
                .flatten();
            let effective = match why {
                Some(why) => {
                    moved.push(format!(
                        "{}: {}",
                        answer.id,
                        answer.reason.as_deref().unwrap_or_default()
                    ));
                    blocked.push(Blocked {
                        id: answer.id.clone(),
                        why,
                    });
                    Verdict::Pass
                }
                None => answer.verdict,
            };
            CriterionReport {
                id: answer.id,
                verdict: answer.verdict,
                effective,
                reason: answer.reason,
                quote: answer.quote,
                fix: answer.fix,
                evidence,
            }
        })
        .collect();
    let mut optional = reply.optional;
    optional.extend(moved);
    RecordReport {
        judge,
        round: round.number,
        criteria,
        blocked,
        optional,
        warnings: reply.warnings,
    }
}
