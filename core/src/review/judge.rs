//! Who judges and what a judge can say: judge A or B, PASS or FAIL.
//!
//! Owns the two vocabularies every other module of the review loop shares (review-loop.md §1,
//! §3). It never interprets a verdict: the rules live in `ratchet` and `merge`.

use crate::wire::wire_enum;

wire_enum!(
    /// A judge of the review loop: A reviews every round, B confirms a round that A passed (§1).
    pub enum Judge {
        A = "A",
        B = "B",
    }
);

impl Judge {
    pub const BOTH: [Judge; 2] = [Judge::A, Judge::B];

    /// A judge as the JS façade and the CLI take it: `"A"`/`"B"` in any letter case, around
    /// spaces (the run file and the wire take exactly `"A"`/`"B"`: [`Judge::parse`]).
    pub fn parse_any_case(text: &str) -> Option<Judge> {
        Judge::ALL
            .iter()
            .copied()
            .find(|j| text.trim().eq_ignore_ascii_case(j.as_str()))
    }
}

wire_enum!(
    /// A judge's verdict on one criterion (§3), written upper case.
    pub enum Verdict {
        Pass = "PASS",
        Fail = "FAIL",
    }
);

impl Verdict {
    /// §3: a reply's verdict, `PASS` or `FAIL` in any letter case; nothing else (no "passed",
    /// no surrounding space). The run file takes exactly the upper case ([`Verdict::parse`]).
    pub fn parse_any_case(text: &str) -> Option<Verdict> {
        Verdict::ALL
            .iter()
            .copied()
            .find(|v| text.eq_ignore_ascii_case(v.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // review-loop.md §3: verdicts in any letter case.
    #[test]
    fn verdict_any_case() {
        assert_eq!(Verdict::parse_any_case("Pass"), Some(Verdict::Pass));
        assert_eq!(Verdict::parse_any_case("fAIL"), Some(Verdict::Fail));
        assert_eq!(Verdict::parse_any_case(" PASS"), None);
        assert_eq!(Verdict::parse_any_case("NEEDS_WORK"), None);
        assert_eq!(serde_json::to_string(&Verdict::Fail).unwrap(), "\"FAIL\"");
        assert_eq!(serde_json::to_string(&Judge::B).unwrap(), "\"B\"");
        assert_eq!(Judge::parse_any_case("b"), Some(Judge::B));
    }
}
