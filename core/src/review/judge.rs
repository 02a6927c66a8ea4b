//! Who judges and what a judge can say: judge A or B, PASS or FAIL.
//!
//! Owns the two vocabularies every other module of the review loop shares (review-loop.md §1,
//! §3). It never interprets a verdict: the rules live in `ratchet` and `merge`.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A judge of the review loop: A reviews every round, B confirms a round that A passed (§1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Judge {
    A,
    B,
}

impl Judge {
    pub const BOTH: [Judge; 2] = [Judge::A, Judge::B];

    /// Parses `"A"`/`"B"` in any letter case, the way the JS façade and the CLI spell judges.
    pub fn parse(text: &str) -> Option<Judge> {
        match text.trim() {
            "A" | "a" => Some(Judge::A),
            "B" | "b" => Some(Judge::B),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Judge::A => "A",
            Judge::B => "B",
        }
    }
}

impl fmt::Display for Judge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A judge's verdict on one criterion (§3). Serialized upper case; parsed in any letter case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Verdict {
    Pass,
    Fail,
}

impl Verdict {
    /// §3: `PASS` or `FAIL` in any letter case; nothing else (no "passed", no surrounding space).
    pub fn parse(text: &str) -> Option<Verdict> {
        if text.eq_ignore_ascii_case("PASS") {
            Some(Verdict::Pass)
        } else if text.eq_ignore_ascii_case("FAIL") {
            Some(Verdict::Fail)
        } else {
            None
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Pass => "PASS",
            Verdict::Fail => "FAIL",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // review-loop.md §3: verdicts in any letter case.
    #[test]
    fn verdict_any_case() {
        assert_eq!(Verdict::parse("Pass"), Some(Verdict::Pass));
        assert_eq!(Verdict::parse("fAIL"), Some(Verdict::Fail));
        assert_eq!(Verdict::parse(" PASS"), None);
        assert_eq!(Verdict::parse("NEEDS_WORK"), None);
        assert_eq!(serde_json::to_string(&Verdict::Fail).unwrap(), "\"FAIL\"");
        assert_eq!(serde_json::to_string(&Judge::B).unwrap(), "\"B\"");
        assert_eq!(Judge::parse("b"), Some(Judge::B));
    }
}
