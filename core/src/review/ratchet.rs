//! Rule 1, the anti-ratchet (review-loop.md §5): the bar cannot rise between rounds.
//!
//! Owns the one decision "does this FAIL count?" and its reason as data ([`Block`]), worded
//! where it is shown. It never looks quotes up (`evidence` does) and never merges judges
//! (`merge` does); `record` applies the decision to a reply.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::language::Language;
use crate::review::evidence::{EvidenceStatus, MIN_QUOTE_CHARS};
use crate::review::prompt_words::fill;
use crate::review::report_words::verdict_words;

/// Why rule 1 did not count a judge's FAIL: the criterion passed in round `passed_in`, and the
/// FAIL's quote is not evidence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Block {
    pub passed_in: u32,
    pub quote: QuoteProblem,
}

/// What was wrong with a blocked FAIL's quote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuoteProblem {
    NotFound,
    TooShort,
    Missing,
}

impl Block {
    /// The reason in `language` (`verdict.json`'s `why`).
    pub fn words(&self, language: Language) -> String {
        let w = verdict_words(language);
        let problem = match self.quote {
            QuoteProblem::NotFound => w.not_found.to_string(),
            QuoteProblem::TooShort => fill(w.too_short, &[("min", &MIN_QUOTE_CHARS.to_string())]),
            QuoteProblem::Missing => w.no_quote.to_string(),
        };
        fill(
            w.why,
            &[("n", &self.passed_in.to_string()), ("problem", &problem)],
        )
    }
}

/// In English: the `why` of the record and merge reports, which the package and the command
/// line give in English whatever the run's language.
impl fmt::Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Language::En))
    }
}

impl Serialize for Block {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Why a judge's FAIL does not count, or `None` when it counts.
///
/// `passed_in` is the round whose merged result passed this criterion, when the criterion passed
/// in the previous round; rule 1 leaves every other criterion alone (§5). `enabled` is the
/// `antiRatchet` switch (§11).
pub fn blocks(passed_in: Option<u32>, evidence: EvidenceStatus, enabled: bool) -> Option<Block> {
    let passed_in = passed_in.filter(|_| enabled)?;
    let quote = match evidence {
        EvidenceStatus::Found | EvidenceStatus::FoundNormalized => return None,
        EvidenceStatus::NotFound => QuoteProblem::NotFound,
        EvidenceStatus::TooShort => QuoteProblem::TooShort,
        EvidenceStatus::None => QuoteProblem::Missing,
    };
    Some(Block { passed_in, quote })
}

#[cfg(test)]
mod tests {
    use super::*;

    // review-loop.md §5 rule 1: only found quotes re-fail a passed criterion.
    #[test]
    fn rule_one() {
        use EvidenceStatus::*;
        for status in [Found, FoundNormalized] {
            assert_eq!(blocks(Some(1), status, true), Option::None);
        }
        for status in [NotFound, TooShort, None] {
            let why = blocks(Some(2), status, true).unwrap().to_string();
            assert!(why.starts_with("passed in round 2"), "{why}");
            // §9: the note is about this judge only; the merged result may still be FAIL.
            assert!(!why.contains("stays PASS"), "{why}");
        }
        // Round 1, or a criterion that failed before: untouched.
        assert_eq!(blocks(Option::None, NotFound, true), Option::None);
        // §11: the switch turns the rule off.
        assert_eq!(blocks(Some(1), NotFound, false), Option::None);
    }
}
