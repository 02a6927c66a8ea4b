//! Rule 3, the merge of judges A and B, and the round's outcome (review-loop.md §5, §6).
//!
//! Owns the per-criterion merge table, the outcome and exit code, the fixes, "fixed since" and
//! the human settlement of disputed criteria. It never picks a side between judges and never
//! asks for a third: DISPUTED goes to a human.

use serde::{Deserialize, Serialize};

use crate::language::Language;
use crate::review::judge::{Judge, Verdict};
use crate::review::prompt_words::fill;
use crate::review::ratchet::Block;
use crate::review::report_words::verdict_words;
use crate::review::reports::{CriterionReport, RecordReport};
use crate::wire::wire_enum;

wire_enum!(
    /// §6 outcomes; `code()` is the CLI exit code.
    pub enum Outcome {
        Pass = "PASS",
        Fix = "FIX",
        NeedB = "NEED_B",
        Disputed = "DISPUTED",
        RoundLimit = "ROUND_LIMIT",
    }
);

/// §6: the exit code of a call that could not be taken (no outcome of its own).
pub const BAD_INPUT_CODE: u8 = 1;

impl Outcome {
    pub fn code(self) -> u8 {
        match self {
            Outcome::Pass => 0,
            Outcome::Fix => 2,
            Outcome::Disputed => 3,
            Outcome::RoundLimit => 4,
            Outcome::NeedB => 5,
        }
    }

    /// PASS, DISPUTED and ROUND_LIMIT end the run (DISPUTED still takes settlements).
    pub fn is_terminal(self) -> bool {
        matches!(
            self,
            Outcome::Pass | Outcome::Disputed | Outcome::RoundLimit
        )
    }
}

wire_enum!(
    /// Rule 3's result for one criterion (§5): both judges' verdict, or DISPUTED.
    pub enum MergedResult {
        Pass = "PASS",
        Fail = "FAIL",
        Disputed = "DISPUTED",
    }
);

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MergedCriterion {
    pub id: String,
    pub result: MergedResult,
    /// Judge A's reason (or bare verdict); says so when rule 1 blocked A's objection.
    #[serde(rename = "A", default, skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    #[serde(rename = "B", default, skip_serializing_if = "Option::is_none")]
    pub b: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Fix {
    pub id: String,
    pub judge: Judge,
    pub reason: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quote: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fix: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JudgeBlocked {
    pub id: String,
    pub judge: Judge,
    /// In English on the wire, as the record report's.
    pub why: Block,
}

/// A human's decision on a disputed criterion (§6, decided here).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Settlement {
    pub id: String,
    pub result: Verdict,
    pub note: String,
    pub at: u64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MergeReport {
    pub round: u32,
    pub outcome: Outcome,
    pub code: u8,
    pub terminal: bool,
    pub criteria: Vec<MergedCriterion>,
    pub fixes: Vec<Fix>,
    pub blocked: Vec<JudgeBlocked>,
    pub fixed_since: Vec<String>,
    pub optional: Vec<String>,
    /// Human settlements of disputed criteria so far (an addition to js-api.md).
    pub settled: Vec<Settlement>,
}

impl MergeReport {
    pub fn result(&self, id: &str) -> Option<MergedResult> {
        self.criteria.iter().find(|c| c.id == id).map(|c| c.result)
    }

    /// Disputed criteria that no human has settled yet.
    pub fn unsettled(&self) -> impl Iterator<Item = &str> {
        self.criteria
            .iter()
            .filter(|c| c.result == MergedResult::Disputed)
            .map(|c| c.id.as_str())
    }

    pub fn ids_with(&self, result: MergedResult) -> Vec<String> {
        self.criteria
            .iter()
            .filter(|c| c.result == result)
            .map(|c| c.id.clone())
            .collect()
    }
}

/// The round being merged.
pub struct MergeInput<'a> {
    pub round: u32,
    pub round_limit: u32,
    pub a: &'a RecordReport,
    pub b: Option<&'a RecordReport>,
    /// The previous round's final merge, for "fixed since".
    pub previous: Option<&'a MergeReport>,
    pub settlements: &'a [Settlement],
}

/// §5 rule 3 table, per criterion, on effective (post rule 1) verdicts.
fn merge_one(a: &CriterionReport, b: Option<&CriterionReport>) -> MergedResult {
    match (
        a.effective,
        b.map(|b| (b.effective, b.evidence.status.is_evidence())),
    ) {
        (Verdict::Fail, _) | (Verdict::Pass, Some((Verdict::Fail, true))) => MergedResult::Fail,
        (Verdict::Pass, Some((Verdict::Fail, false))) => MergedResult::Disputed,
        (Verdict::Pass, None | Some((Verdict::Pass, _))) => MergedResult::Pass,
    }
}

/// What a judge said of a criterion, in `language`: its reason (or bare verdict), and so when
/// rule 1 blocked its FAIL. A merge says it in English (the package's and the command line's
/// reports); the verdict in the run's language.
pub fn judge_says(c: &CriterionReport, language: Language) -> String {
    let reason = c.reason.as_deref().unwrap_or(c.verdict.as_str());
    if c.is_blocked() {
        fill(
            verdict_words(language).blocked_reason,
            &[("reason", reason)],
        )
    } else {
        reason.to_string()
    }
}

pub fn merge(input: &MergeInput<'_>) -> MergeReport {
    let settled_as = |id: &str| {
        input
            .settlements
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.result)
    };
    let mut criteria = Vec::new();
    let mut fixes = Vec::new();
    for a in &input.a.criteria {
        let b = input.b.and_then(|b| b.criterion(&a.id));
        let merged = merge_one(a, b);
        let result = match (merged, settled_as(&a.id)) {
            (MergedResult::Disputed, Some(Verdict::Pass)) => MergedResult::Pass,
            (MergedResult::Disputed, Some(Verdict::Fail)) => MergedResult::Fail,
            (merged, _) => merged,
        };
        // A disputed criterion is the user's to decide, not a fix to make (until settled FAIL).
        if result == MergedResult::Fail {
            let failing = [(Judge::A, Some(a)), (Judge::B, b)];
            fixes.extend(failing.into_iter().filter_map(|(judge, c)| {
                let c = c.filter(|c| c.effective == Verdict::Fail)?;
                Some(Fix {
                    id: c.id.clone(),
                    judge,
                    reason: c.reason.clone().unwrap_or_default(),
                    quote: c.quote.clone(),
                    fix: c.fix.clone(),
                })
            }));
        }
        criteria.push(MergedCriterion {
            id: a.id.clone(),
            result,
            a: Some(judge_says(a, Language::En)),
            b: b.map(|b| judge_says(b, Language::En)),
        });
    }
    let any = |r: MergedResult| criteria.iter().any(|c| c.result == r);
    let outcome = if any(MergedResult::Disputed) {
        Outcome::Disputed
    } else if any(MergedResult::Fail) {
        if input.round < input.round_limit {
            Outcome::Fix
        } else {
            Outcome::RoundLimit
        }
    } else if input.b.is_none() {
        Outcome::NeedB
    } else {
        Outcome::Pass
    };
    let fixed_since = input.previous.map_or_else(Vec::new, |previous| {
        criteria
            .iter()
            .filter(|c| {
                c.result == MergedResult::Pass && previous.result(&c.id) == Some(MergedResult::Fail)
            })
            .map(|c| c.id.clone())
            .collect()
    });
    let judges = std::iter::once(input.a).chain(input.b);
    let blocked = judges
        .clone()
        .flat_map(|r| {
            r.blocked.iter().map(|b| JudgeBlocked {
                id: b.id.clone(),
                judge: r.judge,
                why: b.why,
            })
        })
        .collect();
    let optional = judges.flat_map(|r| r.optional.iter().cloned()).collect();
    MergeReport {
        round: input.round,
        outcome,
        code: outcome.code(),
        terminal: outcome.is_terminal(),
        criteria,
        fixes,
        blocked,
        fixed_since,
        optional,
        settled: input.settlements.to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::evidence::{Evidence, EvidenceStatus};

    fn report(judge: Judge, verdicts: &[(Verdict, EvidenceStatus)]) -> RecordReport {
        RecordReport {
            judge,
            round: 1,
            criteria: verdicts
                .iter()
                .enumerate()
                .map(|(i, &(verdict, status))| CriterionReport {
                    id: format!("c{i}"),
                    verdict,
                    effective: verdict,
                    reason: Some(format!("{judge} on c{i}")),
                    quote: None,
                    fix: None,
                    evidence: Evidence {
                        status,
                        line: None,
                        column: None,
                        length: None,
                        hint: None,
                    },
                })
                .collect(),
            blocked: vec![],
            optional: vec![format!("{judge} note")],
            warnings: vec![],
        }
    }

    fn run(round: u32, a: &RecordReport, b: Option<&RecordReport>) -> MergeReport {
        merge(&MergeInput {
            round,
            round_limit: 3,
            a,
            b,
            previous: None,
            settlements: &[],
        })
    }

    use EvidenceStatus::{Found, FoundNormalized, None as NoQuote, NotFound, TooShort};
    use Verdict::{Fail, Pass};

    // review-loop.md §5 rule 3: the merge table, row by row.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn merge_table() {
        let a = report(
            Judge::A,
            &[
                (Pass, NoQuote),
                (Fail, NoQuote),
                (Fail, NoQuote),
                (Pass, NoQuote),
                (Pass, NoQuote),
                (Pass, NoQuote),
            ],
        );
        let b = report(
            Judge::B,
            &[
                (Pass, NoQuote),
                (Fail, NoQuote),
                (Pass, NoQuote),
                (Fail, Found),
                (Fail, FoundNormalized),
                (Fail, NotFound),
            ],
        );
        let m = run(1, &a, Some(&b));
        let results: Vec<_> = m.criteria.iter().map(|c| c.result).collect();
        use MergedResult as R;
        assert_eq!(
            results,
            [R::Pass, R::Fail, R::Fail, R::Fail, R::Fail, R::Disputed]
        );
        // §6: DISPUTED outranks FAIL.
        assert_eq!(
            (m.outcome, m.code, m.terminal),
            (Outcome::Disputed, 3, true)
        );
        // One fix per FAIL criterion and judge whose effective verdict is FAIL; the DISPUTED
        // c5 is the user's to decide, not a fix.
        let fixes: Vec<_> = m.fixes.iter().map(|f| (f.id.as_str(), f.judge)).collect();
        assert_eq!(
            fixes,
            [
                ("c1", Judge::A),
                ("c1", Judge::B),
                ("c2", Judge::A),
                ("c3", Judge::B),
                ("c4", Judge::B)
            ]
        );
        assert_eq!(m.optional, ["A note", "B note"]);
        for status in [TooShort, NoQuote] {
            let b = report(
                Judge::B,
                &[(Fail, status), (Pass, NoQuote), (Pass, NoQuote)],
            );
            let a = report(Judge::A, &[(Pass, NoQuote); 3]);
            assert_eq!(run(1, &a, Some(&b)).criteria[0].result, R::Disputed);
        }
    }

    // §6: the outcomes and their exit codes.
    #[test]
    fn outcomes() {
        let all_pass = report(Judge::A, &[(Pass, NoQuote); 3]);
        let one_fail = report(
            Judge::A,
            &[(Pass, NoQuote), (Fail, NoQuote), (Pass, NoQuote)],
        );
        let b_pass = report(Judge::B, &[(Pass, NoQuote); 3]);
        let m = run(1, &all_pass, None);
        assert_eq!((m.outcome, m.code, m.terminal), (Outcome::NeedB, 5, false));
        let m = run(1, &all_pass, Some(&b_pass));
        assert_eq!((m.outcome, m.code, m.terminal), (Outcome::Pass, 0, true));
        let m = run(2, &one_fail, None);
        assert_eq!((m.outcome, m.code, m.terminal), (Outcome::Fix, 2, false));
        // B recorded early is merged too; A's FAIL still wins.
        let m = run(3, &one_fail, Some(&b_pass));
        assert_eq!(
            (m.outcome, m.code, m.terminal),
            (Outcome::RoundLimit, 4, true)
        );
        assert_eq!(serde_json::to_value(Outcome::NeedB).unwrap(), "NEED_B");
        assert_eq!(
            serde_json::to_value(Outcome::RoundLimit).unwrap(),
            "ROUND_LIMIT"
        );
    }

    // §6: settling every disputed criterion recomputes the outcome.
    #[test]
    fn settlements() {
        let a = report(Judge::A, &[(Pass, NoQuote); 3]);
        let b = report(
            Judge::B,
            &[(Fail, NotFound), (Fail, NotFound), (Pass, NoQuote)],
        );
        let settle = |s: &[(usize, Verdict)], round| {
            let settlements: Vec<_> = s
                .iter()
                .map(|&(i, result)| Settlement {
                    id: format!("c{i}"),
                    result,
                    note: "n".into(),
                    at: 0,
                })
                .collect();
            merge(&MergeInput {
                round,
                round_limit: 3,
                a: &a,
                b: Some(&b),
                previous: None,
                settlements: &settlements,
            })
        };
        let disputed = settle(&[(0, Pass)], 1);
        assert_eq!(disputed.outcome, Outcome::Disputed);
        assert!(
            disputed.fixes.is_empty(),
            "B's unfound objection is to decide, not to fix: {:?}",
            disputed.fixes
        );
        assert_eq!(settle(&[(0, Pass), (1, Pass)], 1).outcome, Outcome::Pass);
        let m = settle(&[(0, Pass), (1, Fail)], 1);
        assert_eq!(m.outcome, Outcome::Fix);
        assert_eq!(m.fixes.len(), 1);
        assert_eq!((m.fixes[0].id.as_str(), m.fixes[0].judge), ("c1", Judge::B));
        assert_eq!(
            settle(&[(0, Pass), (1, Fail)], 3).outcome,
            Outcome::RoundLimit
        );
    }

    // §6: "fixed since round n-1".
    #[test]
    fn fixed_since() {
        let r1 = run(
            1,
            &report(Judge::A, &[(Fail, Found), (Fail, NoQuote), (Pass, NoQuote)]),
            None,
        );
        let a2 = report(
            Judge::A,
            &[(Pass, NoQuote), (Fail, NoQuote), (Pass, NoQuote)],
        );
        let m = merge(&MergeInput {
            round: 2,
            round_limit: 3,
            a: &a2,
            b: None,
            previous: Some(&r1),
            settlements: &[],
        });
        assert_eq!(m.fixed_since, ["c0"]);
        let json = serde_json::to_value(&m).unwrap();
        assert!(json.get("fixedSince").is_some());
        assert_eq!(json["criteria"][0]["A"], "A on c0");
    }
}
