//! The report of one judge's reply for a round (review-loop.md §3-§5): each criterion's verdict
//! as written and after rule 1, its evidence, the objections rule 1 moved, the notes.
//!
//! Owns the shapes only, which `record` fills and `merge`, `verdict` and the app read, so that
//! none of them depends on another's rules. It never computes a report (`record` does).

use serde::{Deserialize, Serialize};

use crate::review::evidence::Evidence;
use crate::review::judge::{Judge, Verdict};
use crate::review::ratchet::Block;
use crate::review::reply::ReplyWarning;

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

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Blocked {
    pub id: String,
    /// In English on the wire (the package's, the command line's `--json`).
    pub why: Block,
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
