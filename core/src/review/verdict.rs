//! The verdict document of a terminal run (review-loop.md §9), `verdict.json` when downloaded.
//!
//! Owns the document's shape, its `verdict.json` text, its human sentences in the run's
//! language (the words are `report_words`'), the outcome in words, and the file names a run is
//! saved under (`file_stem`: the app's downloads and the command line's export). It never
//! decides anything: every field is read from the run's derived state (a `VerdictInput`), which
//! comes from the history, and it never reads the run itself.

use serde::Serialize;

use crate::language::Language;
use crate::review::history::Models;
use crate::review::judge::{Judge, Verdict};
use crate::review::merge::{judge_says, MergeReport, MergedResult, Outcome};
use crate::review::prompt_words::fill;
use crate::review::report_words::words;
use crate::review::reports::RecordReport;

pub const SCHEMA: &str = "jury.verdict/1";

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VerdictDocument {
    pub schema: &'static str,
    pub run: String,
    /// The run's language (§8), which the document's sentences and its reports are written
    /// in; English is left out, so an English verdict is written byte for byte as before.
    #[serde(skip_serializing_if = "Language::is_english")]
    pub language: Language,
    pub outcome: Outcome,
    pub exit_code: u8,
    pub rounds: u32,
    pub round_limit: u32,
    /// Written only when off (§11), so that such a run says so.
    #[serde(skip_serializing_if = "is_true")]
    pub anti_ratchet: bool,
    #[serde(skip_serializing_if = "Models::is_empty")]
    pub models: Models,
    pub artifact: VerdictArtifact,
    pub criteria: Vec<VerdictCriterion>,
    pub optional: Vec<String>,
    /// Every objection rule 1 moved to optional, round by round (§9); absent when none was.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub blocked: Vec<BlockedObjection>,
    pub history: Vec<VerdictRound>,
}

/// An objection rule 1 did not count (§9): a judge's FAIL of a criterion that had passed, whose
/// quote was not found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BlockedObjection {
    pub round: u32,
    pub judge: Judge,
    pub criterion: String,
    pub reason: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quote: Option<String>,
    /// Why rule 1 blocked it (the quote missing, too short or not found), in the run's language.
    pub why: String,
}

impl VerdictDocument {
    /// The document as `verdict.json` holds it, the same bytes wherever it is written (the
    /// app's download, the command line's run folder): two-space indented, a final line end.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a verdict serializes") + "\n"
    }

    /// The outcome as every human-readable form of the verdict says it (§9, §12): a PASS that
    /// held because quotes were not found, or because a human settled what a judge failed,
    /// must not read like a clean one, e.g. "PASS, with 2 objections blocked by rule 1" or
    /// "PASS after round 2: “contrast” settled by you as PASS; judge B had failed it". Plain
    /// text, in English: the app's and the command line's own words, which are English whatever
    /// the run's language.
    pub fn outcome_words(&self) -> String {
        self.outcome_words_in(Language::En)
    }

    /// [`outcome_words`](Self::outcome_words) in `language`, as the HTML report says it;
    /// [`outcome_markdown_in`](Self::outcome_markdown_in) is the Markdown report's.
    pub fn outcome_words_in(&self, language: Language) -> String {
        let quoted = words(language).quoted;
        self.outcome_in(language, |id| fill(quoted, &[("text", id)]))
    }

    /// [`outcome_words_in`](Self::outcome_words_in) as Markdown: each settled criterion's id a
    /// code span ("`contrast` settled by you as PASS").
    pub fn outcome_markdown_in(&self, language: Language) -> String {
        self.outcome_in(language, |id| format!("`{id}`"))
    }

    fn outcome_in(&self, language: Language, id: impl Fn(&str) -> String) -> String {
        let w = words(language);
        let outcome = self.outcome.as_str();
        let mut said = match self.blocked.len() {
            0 => outcome.to_string(),
            n => fill(
                w.form(w.with_blocked, n as u64),
                &[("outcome", outcome), ("n", &n.to_string())],
            ),
        };
        let settled: Vec<String> = self
            .criteria
            .iter()
            .filter_map(|c| c.settled.as_ref().map(|s| (c, s)))
            .map(|(c, s)| {
                let mut settled = fill(
                    w.settled_as,
                    &[("id", &id(&c.id)), ("result", s.result.as_str())],
                );
                match s.failed_by.as_slice() {
                    [] => {}
                    [judge] => {
                        settled.push_str(&fill(w.failed_by_judge, &[("judge", judge.as_str())]))
                    }
                    _ => settled.push_str(w.failed_by_both),
                }
                settled
            })
            .collect();
        if !settled.is_empty() {
            said = fill(
                w.after_round,
                &[
                    ("outcome", &said),
                    ("n", &self.rounds.to_string()),
                    ("settled", &settled.join(w.settled_separator)),
                ],
            );
        }
        said
    }

    /// The criteria of the final round a human settled, in rubric order.
    pub fn settled_ids(&self) -> Vec<&str> {
        self.criteria
            .iter()
            .filter(|c| c.settled.is_some())
            .map(|c| c.id.as_str())
            .collect()
    }
}

fn is_true(value: &bool) -> bool {
    *value
}

/// The artifact the verdict is about (its last round's): its name and content hash (§7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VerdictArtifact {
    pub name: String,
    pub sha256: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VerdictCriterion {
    pub id: String,
    pub result: MergedResult,
    pub judges: JudgeReasons,
    /// A human's settlement of this criterion, when it was disputed and settled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub settled: Option<SettledBy>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct JudgeReasons {
    #[serde(rename = "A", skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    #[serde(rename = "B", skip_serializing_if = "Option::is_none")]
    pub b: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SettledBy {
    pub result: Verdict,
    pub note: String,
    pub at: u64,
    /// The judges whose FAIL of the criterion the settlement decided on (what the words say:
    /// "judge B had failed it"); in the document's JSON as each judge's reason already.
    #[serde(skip)]
    pub failed_by: Vec<Judge>,
}

/// One round of the verdict's history (§9): its final outcome and the criteria behind it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VerdictRound {
    pub round: u32,
    pub outcome: Outcome,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub failed: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub disputed: Vec<String>,
    /// Criteria a human settled in this round (§12: a settled round's outcome is not the
    /// judges' agreement).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub settled: Vec<String>,
}

/// What the document is made of: the run's settings and derived state.
pub struct VerdictInput<'a> {
    /// The run's name.
    pub run: &'a str,
    pub language: Language,
    pub round_limit: u32,
    pub anti_ratchet: bool,
    pub models: &'a Models,
    /// The current round's artifact.
    pub artifact_name: &'a str,
    pub sha256: &'a str,
    /// The current round's final merge (settlements applied), once it has one.
    pub last: Option<&'a MergeReport>,
    /// Every round's final merge, in round order.
    pub merges: Vec<&'a MergeReport>,
    /// Every judge's report the run keeps, in round order, judge A's before judge B's.
    pub reports: Vec<&'a RecordReport>,
}

/// The document, or `None` while the run is not terminal.
pub fn document(input: &VerdictInput<'_>) -> Option<VerdictDocument> {
    let last = input.last.filter(|m| m.terminal)?;
    // Each judge's words of the last round, as its merge has them but in the run's language.
    let says = |judge: Judge, id: &str| {
        input
            .reports
            .iter()
            .find(|r| r.round == last.round && r.judge == judge)
            .and_then(|r| r.criterion(id))
            .map(|c| judge_says(c, input.language))
    };
    let criteria = last
        .criteria
        .iter()
        .map(|c| VerdictCriterion {
            id: c.id.clone(),
            result: c.result,
            judges: JudgeReasons {
                a: says(Judge::A, &c.id),
                b: says(Judge::B, &c.id),
            },
            settled: last
                .settled
                .iter()
                .find(|s| s.id == c.id)
                .map(|s| SettledBy {
                    result: s.result,
                    note: s.note.clone(),
                    at: s.at,
                    failed_by: input
                        .reports
                        .iter()
                        .filter(|r| r.round == last.round)
                        .filter(|r| {
                            r.criterion(&c.id)
                                .is_some_and(|c| c.effective == Verdict::Fail)
                        })
                        .map(|r| r.judge)
                        .collect(),
                }),
        })
        .collect();
    let history = input
        .merges
        .iter()
        .map(|m| VerdictRound {
            round: m.round,
            outcome: m.outcome,
            failed: m.ids_with(MergedResult::Fail),
            disputed: m.ids_with(MergedResult::Disputed),
            settled: m.settled.iter().map(|s| s.id.clone()).collect(),
        })
        .collect();
    let blocked = input
        .reports
        .iter()
        .flat_map(|report| {
            report.blocked.iter().map(|b| {
                let c = report.criterion(&b.id);
                BlockedObjection {
                    round: report.round,
                    judge: report.judge,
                    criterion: b.id.clone(),
                    reason: c.and_then(|c| c.reason.clone()).unwrap_or_default(),
                    quote: c.and_then(|c| c.quote.clone()),
                    why: b.why.words(input.language),
                }
            })
        })
        .collect();
    Some(VerdictDocument {
        schema: SCHEMA,
        run: input.run.to_string(),
        language: input.language,
        outcome: last.outcome,
        exit_code: last.code,
        rounds: last.round,
        round_limit: input.round_limit,
        anti_ratchet: input.anti_ratchet,
        models: input.models.clone(),
        artifact: VerdictArtifact {
            name: input.artifact_name.to_string(),
            sha256: input.sha256.to_string(),
        },
        criteria,
        optional: last.optional.clone(),
        blocked,
        history,
    })
}

/// The start of a download's file name, made from a run's name as the user wrote it (readable,
/// not an id or a slug): spaces, case, accents, any script and punctuation are kept;
/// only what file systems refuse is replaced by a space — `/ \ : * ? " < > |` (Windows refuses
/// all of them, Unix and macOS the first two in practice) and control characters. Runs of
/// spaces become one; leading dots and spaces (a hidden file on Unix) and trailing dots and
/// spaces (Windows drops them) go; a name Windows reserves for a device (`CON`, `NUL`, `COM1`…)
/// gets a `_`; the stem is cut at 150 bytes of UTF-8, leaving room for the suffix within the
/// 255 bytes most file systems allow. An empty result is `run`.
pub fn file_stem(name: &str) -> String {
    let replaced: String = name
        .chars()
        .map(|c| {
            if c.is_control() || matches!(c, '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|') {
                ' '
            } else {
                c
            }
        })
        .collect();
    let mut stem = replaced.split_whitespace().collect::<Vec<_>>().join(" ");
    const MAX: usize = 150;
    if stem.len() > MAX {
        let cut = (0..=MAX)
            .rev()
            .find(|&i| stem.is_char_boundary(i))
            .unwrap_or(0);
        stem.truncate(cut);
    }
    let stem = stem
        .trim_start_matches(['.', ' '])
        .trim_end_matches(['.', ' ']);
    const DEVICES: [&str; 4] = ["CON", "PRN", "AUX", "NUL"];
    let upper = stem.to_ascii_uppercase();
    let device = DEVICES.contains(&upper.as_str())
        || ((upper.starts_with("COM") || upper.starts_with("LPT"))
            && upper.len() == 4
            && upper.as_bytes()[3].is_ascii_digit());
    match stem {
        "" => "run".into(),
        _ if device => format!("{stem}_"),
        _ => stem.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::file_stem;

    /// Download names are the run's name, readable.
    #[test]
    fn file_names_keep_the_run_name_readable() {
        assert_eq!(
            file_stem("Blog — jury 0.4 launch post"),
            "Blog — jury 0.4 launch post"
        );
        assert_eq!(file_stem("Étude: café / crème?"), "Étude café crème");
        assert_eq!(file_stem("レビュー 2026"), "レビュー 2026");
        assert_eq!(file_stem("a\tb\nc  d"), "a b c d");
        assert_eq!(file_stem("..hidden."), "hidden");
        assert_eq!(file_stem("<>:|"), "run");
        assert_eq!(file_stem("con"), "con_");
        assert_eq!(file_stem("COM3"), "COM3_");
        assert_eq!(file_stem("Console"), "Console");
        let long = file_stem(&"é".repeat(200));
        assert!(
            long.len() <= 150 && long.chars().all(|c| c == 'é'),
            "{long}"
        );
    }
}
