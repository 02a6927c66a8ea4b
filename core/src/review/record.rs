//! Recording one judge's reply for a round: the validated reply's quotes checked against the
//! round's own artifact (§4), rule 1 applied (§5). The result is the `RecordReport`.
//!
//! Owns the per-judge view of a round. It never merges judges (`merge`) and never stores
//! anything: `run` keeps the history and derives state from it.

use serde::{Deserialize, Serialize};

use crate::review::evidence::{ArtifactIndex, Evidence};
use crate::review::judge::{Judge, Verdict};
use crate::review::merge::{MergeReport, MergedResult};
use crate::review::ratchet;
use crate::review::reply::{Reply, ReplyWarning};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CriterionReport {
    pub id: String,
    /// As the judge wrote it.
    pub verdict: Verdict,
    /// After rule 1.
    pub effective: Verdict,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quote: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fix: Option<String>,
    pub evidence: Evidence,
}

impl CriterionReport {
    /// Rule 1 moved this judge's objection to optional.
    pub fn is_blocked(&self) -> bool {
        self.verdict != self.effective
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Blocked {
    pub id: String,
    pub why: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecordReport {
    pub judge: Judge,
    pub round: u32,
    /// Rubric order.
    pub criteria: Vec<CriterionReport>,
    pub blocked: Vec<Blocked>,
    /// The judge's notes, then the objections rule 1 moved here.
    pub optional: Vec<String>,
    pub warnings: Vec<ReplyWarning>,
}

impl RecordReport {
    pub fn criterion(&self, id: &str) -> Option<&CriterionReport> {
        self.criteria.iter().find(|c| c.id == id)
    }

    /// Every criterion's effective verdict is PASS.
    pub fn passes_all(&self) -> bool {
        self.criteria.iter().all(|c| c.effective == Verdict::Pass)
    }
}

/// What a reply is checked against: its own round.
pub struct Round<'a> {
    pub number: u32,
    pub artifact: &'a str,
    /// The previous round's final merge (settlements applied), from round 2 on.
    pub previous: Option<&'a MergeReport>,
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
            let passed_in = round.previous.and_then(|p| {
                (p.result(&answer.id) == Some(MergedResult::Pass)).then_some(p.round)
            });
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
