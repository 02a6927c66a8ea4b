//! Rule 1, the anti-ratchet (review-loop.md §5): the bar cannot rise between rounds.
//!
//! Owns the one decision "does this FAIL count?". It never looks quotes up (`evidence` does)
//! and never merges judges (`merge` does); `record` applies the decision to a reply.

use crate::review::evidence::EvidenceStatus;

/// Why a judge's FAIL does not count, or `None` when it counts.
///
/// `passed_in` is the round whose merged result passed this criterion, when the criterion passed
/// in the previous round; rule 1 leaves every other criterion alone (§5). `enabled` is the
/// `antiRatchet` switch (§11).
pub fn blocks(passed_in: Option<u32>, evidence: EvidenceStatus, enabled: bool) -> Option<String> {
    let round = passed_in.filter(|_| enabled)?;
    let problem = match evidence {
        EvidenceStatus::Found | EvidenceStatus::FoundNormalized => return None,
        EvidenceStatus::NotFound => "its quote is not in the artifact",
        EvidenceStatus::TooShort => "its quote is shorter than 12 characters",
        EvidenceStatus::None => "it has no quote",
    };
    Some(format!(
        "passed in round {round}; a new FAIL needs a quote found in the artifact, and {problem} (rule 1: moved to the optional notes; this judge's FAIL does not count)"
    ))
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
            let why = blocks(Some(2), status, true).unwrap();
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
