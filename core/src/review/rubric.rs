//! The rubric: 3 to 6 pass/fail criteria written before the draft (review-loop.md §2).
//!
//! Owns parsing, validation (every error names its line), the advisory linter and the example
//! rubrics the app offers as starting points. It never judges an artifact and never blocks on a
//! lint hint: hints are advice, errors are the only refusals.

use std::collections::HashSet;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::message::{Message, ToMessage};

pub const MIN_CRITERIA: usize = 3;
pub const MAX_CRITERIA: usize = 6;
const MAX_ID_LEN: usize = 40;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Criterion {
    pub id: String,
    pub text: String,
    /// 1-based line in the rubric text, so hints and UIs can point at it.
    pub line: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Rubric {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    pub criteria: Vec<Criterion>,
}

/// A rubric that cannot be used; fix the named line of the rubric and try again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RubricError {
    /// A non-blank line that is neither the leading `# Title` nor `- id: text`.
    NotACriterion {
        line: usize,
        text: String,
    },
    /// The id before the colon does not match `[a-z0-9][a-z0-9_-]{0,39}`.
    BadId {
        line: usize,
        id: String,
    },
    /// An id with capitals that would be valid in lower case: the message gives that id (§2).
    CapitalId {
        line: usize,
        id: String,
        lower: String,
    },
    /// A criterion with an id but nothing after the colon.
    EmptyCriterion {
        line: usize,
        id: String,
    },
    DuplicateId {
        line: usize,
        id: String,
        first_line: usize,
    },
    TooFew {
        count: usize,
    },
    /// More than [`MAX_CRITERIA`]; `line` is where the first one too many is.
    TooMany {
        count: usize,
        line: usize,
    },
}

impl RubricError {
    /// The JS `Error.name` of this error (js-api.md).
    pub fn name(&self) -> &'static str {
        "RubricError"
    }

    /// The rubric line at fault, when one line is.
    pub fn line(&self) -> Option<usize> {
        match self {
            RubricError::NotACriterion { line, .. }
            | RubricError::BadId { line, .. }
            | RubricError::CapitalId { line, .. }
            | RubricError::EmptyCriterion { line, .. }
            | RubricError::DuplicateId { line, .. }
            | RubricError::TooMany { line, .. } => Some(*line),
            RubricError::TooFew { .. } => None,
        }
    }
}

impl fmt::Display for RubricError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RubricError::NotACriterion { line, text } => write!(
                f,
                "rubric line {line}: \"{}\" is not a criterion; write it as \"- id: what the reader gets\" (a list line: \"-\", \"*\", \"+\", \"1.\" or \"1)\"; only the first line may be a \"# Title\")",
                excerpt(text)
            ),
            RubricError::BadId { line, id } => write!(
                f,
                "rubric line {line}: \"{}\" is not a valid id; use lower-case letters, digits, '-' and '_', starting with a letter or digit, at most {MAX_ID_LEN} characters",
                excerpt(id)
            ),
            RubricError::CapitalId { line, id, lower } => write!(
                f,
                "rubric line {line}: the id \"{id}\" has capitals; ids are lower case: write \"{lower}\""
            ),
            RubricError::EmptyCriterion { line, id } => write!(
                f,
                "rubric line {line}: criterion \"{id}\" says nothing; write what the reader gets after the colon"
            ),
            RubricError::DuplicateId { line, id, first_line } => write!(
                f,
                "rubric line {line}: id \"{id}\" is already used on line {first_line}; give each criterion its own id"
            ),
            RubricError::TooFew { count: 0 } => write!(
                f,
                "the rubric has no criterion yet; write at least {MIN_CRITERIA}, one per line as \"- id: what the reader gets\""
            ),
            RubricError::TooFew { count: 1 } => write!(
                f,
                "the rubric has 1 criterion; write at least {MIN_CRITERIA}"
            ),
            RubricError::TooFew { count } => write!(
                f,
                "the rubric has {count} criteria; write at least {MIN_CRITERIA}"
            ),
            RubricError::TooMany { count, line } => write!(
                f,
                "rubric line {line}: criterion {} of {count} is one too many; keep at most {MAX_CRITERIA} (merge or drop the rest)",
                MAX_CRITERIA + 1
            ),
        }
    }
}

impl std::error::Error for RubricError {}

impl ToMessage for RubricError {
    fn to_message(&self) -> Message {
        match self {
            RubricError::NotACriterion { line, text } => Message::new("rubric.not-a-criterion")
                .with("line", *line)
                .with("text", excerpt(text)),
            RubricError::BadId { line, id } => Message::new("rubric.bad-id")
                .with("line", *line)
                .with("id", excerpt(id))
                .with("max", MAX_ID_LEN),
            RubricError::CapitalId { line, id, lower } => Message::new("rubric.capital-id")
                .with("line", *line)
                .with("id", id.as_str())
                .with("lower", lower.as_str()),
            RubricError::EmptyCriterion { line, id } => Message::new("rubric.empty-criterion")
                .with("line", *line)
                .with("id", id.as_str()),
            RubricError::DuplicateId {
                line,
                id,
                first_line,
            } => Message::new("rubric.duplicate-id")
                .with("line", *line)
                .with("id", id.as_str())
                .with("firstLine", *first_line),
            RubricError::TooFew { count } => Message::new("rubric.too-few")
                .with("count", *count)
                .with("min", MIN_CRITERIA),
            RubricError::TooMany { count, line } => Message::new("rubric.too-many")
                .with("line", *line)
                .with("count", *count)
                .with("max", MAX_CRITERIA),
        }
    }
}

/// At most this many characters of a rubric line are quoted back in an error.
const EXCERPT_CHARS: usize = 60;

/// The start of `text` for an error message: a whole pasted document on one line must not
/// become a message of the same size.
fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// `[a-z0-9][a-z0-9_-]{0,39}`, checked by hand to keep the core free of a regex engine.
pub fn is_valid_id(id: &str) -> bool {
    let bytes = id.as_bytes();
    let first_ok = bytes
        .first()
        .is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    first_ok
        && bytes.len() <= MAX_ID_LEN
        && bytes[1..]
            .iter()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'_' || *b == b'-')
}

impl Rubric {
    /// The rubric, or its first problem (see [`Rubric::check`] for all of them).
    pub fn parse(text: &str) -> Result<Rubric, RubricError> {
        Rubric::check(text).map_err(|mut problems| problems.swap_remove(0))
    }

    /// The rubric, or every problem in it, in line order, with the count problem last: a form
    /// can then list them all at once instead of one per attempt. The first problem is the one
    /// [`Rubric::parse`] reports. Each content line after an optional leading `# Title` is
    /// meant as a criterion, so a line that is not one still counts towards 3 to 6: fixing it
    /// must not then reveal a count problem that was hidden.
    pub fn check(text: &str) -> Result<Rubric, Vec<RubricError>> {
        // A file saved by some Windows editors starts with a byte order mark: not content, and
        // invisible in the error it would otherwise cause on line 1.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut title = None;
        let mut criteria: Vec<Criterion> = Vec::new();
        let mut problems = Vec::new();
        // The line of each content line meant as a criterion, valid or not.
        let mut meant = Vec::new();
        let mut seen_content = false;
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let trimmed = raw.trim();
            if trimmed.is_empty() {
                continue;
            }
            let first = !seen_content;
            seen_content = true;
            if first {
                if let Some(heading) = trimmed.strip_prefix("# ") {
                    title = Some(heading.trim().to_string());
                    continue;
                }
            }
            meant.push(line);
            match parse_criterion(trimmed, line) {
                Err(e) => problems.push(e),
                Ok(criterion) => match criteria.iter().find(|c| c.id == criterion.id) {
                    Some(previous) => problems.push(RubricError::DuplicateId {
                        line,
                        id: criterion.id,
                        first_line: previous.line,
                    }),
                    None => criteria.push(criterion),
                },
            }
        }
        match meant.len() {
            n if n < MIN_CRITERIA => problems.push(RubricError::TooFew { count: n }),
            n if n > MAX_CRITERIA => problems.push(RubricError::TooMany {
                count: n,
                line: meant[MAX_CRITERIA],
            }),
            _ => {}
        }
        if problems.is_empty() {
            Ok(Rubric { title, criteria })
        } else {
            Err(problems)
        }
    }

    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.criteria.iter().map(|c| c.id.as_str())
    }

    pub fn get(&self, id: &str) -> Option<&Criterion> {
        self.criteria.iter().find(|c| c.id == id)
    }

    /// Advisory lint (§2): wording that is not pass/fail, and criteria worded alike. Never an
    /// error, because only the author knows whether "clear" is testable in their domain.
    pub fn hints(&self) -> Vec<RubricHint> {
        let mut hints = Vec::new();
        for c in &self.criteria {
            let words = words(&c.text);
            for phrase in VAGUE_PHRASES {
                if contains_phrase(&words, phrase) {
                    hints.push(RubricHint::Vague {
                        line: c.line,
                        id: c.id.clone(),
                        phrase,
                    });
                }
            }
        }
        for (i, a) in self.criteria.iter().enumerate() {
            for b in &self.criteria[i + 1..] {
                if similar_wording(&a.text, &b.text) {
                    hints.push(RubricHint::Alike {
                        first: (a.line, a.id.clone()),
                        second: (b.line, b.id.clone()),
                    });
                }
            }
        }
        hints
    }
}

/// An advisory hint about a rubric that was taken (§2). Its words are its `Display`, its id
/// and arguments its [`ToMessage`]; its JSON holds both (js-api.md).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RubricHint {
    /// The criterion on `line` uses `phrase`, which is not pass/fail.
    Vague {
        line: usize,
        id: String,
        phrase: &'static str,
    },
    /// Two criteria (line, id) worded alike.
    Alike {
        first: (usize, String),
        second: (usize, String),
    },
}

impl fmt::Display for RubricHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RubricHint::Vague { line, id, phrase } => write!(
                f,
                "line {line} (`{id}`): \"{phrase}\" is not pass/fail; say what a reader can check instead"
            ),
            RubricHint::Alike {
                first: (line, id),
                second: (line2, id2),
            } => write!(
                f,
                "line {line} (`{id}`) and line {line2} (`{id2}`) are worded alike; merge them or make each check one thing"
            ),
        }
    }
}

impl ToMessage for RubricHint {
    fn to_message(&self) -> Message {
        match self {
            RubricHint::Vague { line, id, phrase } => Message::new("rubric.vague")
                .with("line", *line)
                .with("id", id.as_str())
                .with("phrase", *phrase),
            RubricHint::Alike {
                first: (line, id),
                second: (line2, id2),
            } => Message::new("rubric.worded-alike")
                .with("line", *line)
                .with("id", id.as_str())
                .with("otherLine", *line2)
                .with("otherId", id2.as_str()),
        }
    }
}

impl Serialize for RubricHint {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        crate::message::serialize_warning(self, serializer)
    }
}

/// The line after its Markdown list marker (§2): a bullet `-`, `*`, `+` or a number `1.`, `1)`,
/// each followed by white space as Markdown requires (so `*emphasis*` is not a list line).
fn strip_list_marker(line: &str) -> Option<&str> {
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    let rest = match line.as_bytes().get(digits)? {
        b'.' | b')' if digits > 0 => &line[digits + 1..],
        b'-' | b'*' | b'+' if digits == 0 => &line[1..],
        _ => return None,
    };
    rest.starts_with([' ', '\t']).then(|| rest.trim_start())
}

fn parse_criterion(trimmed: &str, line: usize) -> Result<Criterion, RubricError> {
    let not_a_criterion = || RubricError::NotACriterion {
        line,
        text: trimmed.to_string(),
    };
    let body = strip_list_marker(trimmed).ok_or_else(not_a_criterion)?;
    let (id, text) = body.split_once(':').ok_or_else(not_a_criterion)?;
    let id = id.trim();
    let lower = id.to_ascii_lowercase();
    if lower != id && is_valid_id(&lower) {
        return Err(RubricError::CapitalId {
            line,
            id: id.to_string(),
            lower,
        });
    }
    if !is_valid_id(id) {
        return Err(RubricError::BadId {
            line,
            id: id.to_string(),
        });
    }
    let text = text.trim();
    if text.is_empty() {
        return Err(RubricError::EmptyCriterion {
            line,
            id: id.to_string(),
        });
    }
    Ok(Criterion {
        id: id.to_string(),
        text: text.to_string(),
        line,
    })
}

/// Words that describe a taste, a degree or a wish rather than something a judge can check.
const VAGUE_PHRASES: &[&str] = &[
    "good",
    "better",
    "best",
    "nice",
    "great",
    "beautiful",
    "elegant",
    "appropriate",
    "high quality",
    "as much as possible",
    "as needed",
    "if possible",
    "should consider",
    "try to",
    "improve",
    "improved",
];

fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .map(crate::critique::number::js_lower_case)
        .collect()
}

fn contains_phrase(words: &[String], phrase: &str) -> bool {
    let needle: Vec<&str> = phrase.split(' ').collect();
    words
        .windows(needle.len())
        .any(|w| w.iter().zip(&needle).all(|(a, b)| a == b))
}

/// Same words, or four in five of the distinct words shared: the point where two criteria
/// probably test the same thing.
fn similar_wording(a: &str, b: &str) -> bool {
    let a: HashSet<String> = words(a).into_iter().collect();
    let b: HashSet<String> = words(b).into_iter().collect();
    let shared = a.intersection(&b).count();
    let all = a.union(&b).count();
    all > 0 && (a == b || (all >= 4 && shared * 5 >= all * 4))
}

/// A starting-point rubric the app offers (from the agent-jury examples: text, code, design).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Example {
    pub kind: &'static str,
    pub text: &'static str,
}

pub const EXAMPLES: &[Example] = &[
    Example {
        kind: "text",
        text: "# Release notes
- facts: every version, date and command matches the changelog and the code
- complete: every change in the diff is mentioned
- plain: a reader who did not write the code understands each line
",
    },
    Example {
        kind: "code",
        text: "# Code change
- correct: the change does what its description says, including on empty and boundary inputs
- tested: every new branch is exercised by a test that fails without the change
- safe: no input from outside reaches a query, a shell or the DOM unescaped
- compatible: existing callers compile and behave as before, or the break is listed
",
    },
    Example {
        kind: "design",
        text: "# Landing page design
- message: a first-time visitor can say what the product does after reading the first screen
- action: the primary action is visible without scrolling at 375 and 1280 pixels wide
- readable: body text is at least 16px and meets WCAG AA contrast
- states: loading, empty and error states are shown, not only the happy path
",
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    const NOTES: &str = "# Release notes\n- facts: every version matches\n- complete: every change is listed\n\n- plain: a newcomer understands each line\n";

    // review-loop.md §2
    #[test]
    fn parses_title_and_criteria() {
        let r = Rubric::parse(NOTES).unwrap();
        assert_eq!(r.title.as_deref(), Some("Release notes"));
        assert_eq!(r.ids().collect::<Vec<_>>(), ["facts", "complete", "plain"]);
        assert_eq!(r.criteria[2].line, 5);
        assert!(Rubric::parse("- a: x\r\n- b: y\r\n- c: z\r\n")
            .unwrap()
            .title
            .is_none());
        let bom = Rubric::parse(&format!("\u{feff}{NOTES}")).unwrap();
        assert_eq!(bom.title.as_deref(), Some("Release notes"));
    }

    // §2: any other non-blank line is an error naming its line.
    #[test]
    fn other_lines_name_their_line() {
        let e = Rubric::parse("# T\n- a: x\nsome prose\n- b: y\n- c: z").unwrap_err();
        assert_eq!(e.line(), Some(3));
        assert!(e.to_string().contains("line 3"));
        let e = Rubric::parse("- a: x\n# Late title\n- b: y\n- c: z").unwrap_err();
        assert_eq!(e.line(), Some(2));
        assert!(matches!(
            Rubric::parse("- a x\n- b: y\n- c: z"),
            Err(RubricError::NotACriterion { line: 1, .. })
        ));
        assert!(matches!(
            Rubric::parse("- a:\n- b: y\n- c: z"),
            Err(RubricError::EmptyCriterion { line: 1, .. })
        ));
        // A huge pasted line (or id) is quoted back shortened, not whole.
        for huge in [
            format!("- a: x\n{}\n", "z".repeat(200_000)),
            format!("- a: x\n- {}: y\n", "z".repeat(200_000)),
        ] {
            let message = Rubric::parse(&huge).unwrap_err().to_string();
            assert!(message.starts_with("rubric line 2: \"zzz"), "{message}");
            assert!(message.contains("z…\""), "{message}");
            assert!(message.len() < 300, "{} bytes", message.len());
        }
    }

    // §2: id syntax and uniqueness.
    #[test]
    fn ids() {
        assert!(is_valid_id("a"));
        assert!(is_valid_id("0-x_y"));
        assert!(is_valid_id(&"a".repeat(40)));
        assert!(!is_valid_id(&"a".repeat(41)));
        assert!(!is_valid_id("-a"));
        assert!(!is_valid_id("_a"));
        assert!(!is_valid_id("Facts"));
        assert!(!is_valid_id("a b"));
        assert!(!is_valid_id(""));
        assert!(!is_valid_id("é"));
        let e = Rubric::parse("- a: x\n- b d: y\n- c: z").unwrap_err();
        assert_eq!(
            e,
            RubricError::BadId {
                line: 2,
                id: "b d".into()
            }
        );
        let e = Rubric::parse("- a: x\n- b: y\n\n- a: z").unwrap_err();
        assert_eq!(
            e,
            RubricError::DuplicateId {
                line: 4,
                id: "a".into(),
                first_line: 1
            }
        );
    }

    // §2: the list marker may be any Markdown bullet or a number.
    #[test]
    fn list_markers() {
        for marker in ["-", "*", "+", "1.", "1)", "12.", "3)"] {
            let text = format!("{marker} a: x\n{marker}  b: y\n{marker}\tc: z\n");
            let r = Rubric::parse(&text).unwrap_or_else(|e| panic!("{marker}: {e}"));
            assert_eq!(r.ids().collect::<Vec<_>>(), ["a", "b", "c"], "{marker}");
            assert_eq!(r.criteria[1].text, "y");
        }
        // Mixed markers in one rubric, as people renumber and re-bullet.
        let r = Rubric::parse("# T\n1. a: x\n* b: y\n+ c: z\n- d: w").unwrap();
        assert_eq!(r.criteria.len(), 4);
        // A marker needs the space Markdown needs: emphasis or a bare number is not a list line.
        for line in ["*a: x", "1.a: x", "a) b: x", ".1 a: x", "-a: x", "): x"] {
            let e = Rubric::parse(&format!("- p: x\n{line}\n- q: y\n- r: z")).unwrap_err();
            assert_eq!(e.line(), Some(2), "{line}: {e}");
            assert!(
                matches!(e, RubricError::NotACriterion { .. }),
                "{line}: {e}"
            );
        }
    }

    // §2: an id in capitals is an error whose message gives the lower-case id to write.
    #[test]
    fn capital_ids_give_the_lower_case_id() {
        let e = Rubric::parse("- a: x\n- Facts: y\n- c: z").unwrap_err();
        assert_eq!(
            e,
            RubricError::CapitalId {
                line: 2,
                id: "Facts".into(),
                lower: "facts".into()
            }
        );
        assert_eq!(
            e.to_string(),
            "rubric line 2: the id \"Facts\" has capitals; ids are lower case: write \"facts\""
        );
        let e = Rubric::parse("1. PLAIN-words: y\n- b: x\n- c: z").unwrap_err();
        assert!(e.to_string().contains("write \"plain-words\""), "{e}");
        // Capitals in an id that would be invalid anyway: the general id message.
        assert!(matches!(
            Rubric::parse("- a: x\n- Two Words: y\n- c: z"),
            Err(RubricError::BadId { line: 2, .. })
        ));
    }

    // §2: the form lists every problem at once; `parse` reports the first of them.
    #[test]
    fn check_reports_every_problem_in_line_order() {
        let text = "# T\n- a: x\nsome prose\n- Bad: y\n- a: z\n- e:\n- f: w\n- g: v\n";
        let all = Rubric::check(text).unwrap_err();
        assert_eq!(
            all.iter().map(RubricError::line).collect::<Vec<_>>(),
            [Some(3), Some(4), Some(5), Some(6), Some(8)],
            "{all:?}"
        );
        assert!(matches!(all[0], RubricError::NotACriterion { .. }));
        assert!(matches!(all[1], RubricError::CapitalId { .. }));
        assert!(matches!(
            all[2],
            RubricError::DuplicateId { first_line: 2, .. }
        ));
        assert!(matches!(all[3], RubricError::EmptyCriterion { .. }));
        // Seven lines are meant as criteria, valid or not: the count problem is there too.
        assert_eq!(all[4], RubricError::TooMany { count: 7, line: 8 });
        assert_eq!(Rubric::parse(text).unwrap_err(), all[0]);
        // A broken line still counts: fixing it gives 3 criteria, not a new "too few".
        assert_eq!(Rubric::check("- a: x\n- b y\n- c: z").unwrap_err().len(), 1);
        assert_eq!(
            Rubric::check("- a: x\n- b y").unwrap_err()[1],
            RubricError::TooFew { count: 2 }
        );
        assert_eq!(Rubric::check(NOTES), Ok(Rubric::parse(NOTES).unwrap()));
    }

    // §2: 3 to 6 criteria.
    #[test]
    fn counts() {
        assert_eq!(
            Rubric::parse("- a: x\n- b: y").unwrap_err(),
            RubricError::TooFew { count: 2 }
        );
        assert_eq!(
            Rubric::parse("# only a title").unwrap_err(),
            RubricError::TooFew { count: 0 }
        );
        // The error names the line of the first criterion too many.
        let seven: String = (0..7).map(|i| format!("- c{i}: thing {i}\n\n")).collect();
        let e = Rubric::parse(&seven).unwrap_err();
        assert_eq!(e, RubricError::TooMany { count: 7, line: 13 });
        assert_eq!(e.line(), Some(13));
        assert!(e
            .to_string()
            .starts_with("rubric line 13: criterion 7 of 7"));
        assert_eq!(
            Rubric::parse("- a: x").unwrap_err().to_string(),
            "the rubric has 1 criterion; write at least 3"
        );
        let six: String = (0..6).map(|i| format!("- c{i}: thing {i}\n")).collect();
        assert_eq!(Rubric::parse(&six).unwrap().criteria.len(), 6);
    }

    // §2: the linter flags non-pass/fail words and duplicate wording, and never blocks.
    #[test]
    fn hints() {
        let r = Rubric::parse(
            "- a: the intro is good\n- b: we should consider tests as much as possible\n- c: every link works in the page\n- d: every link in the page works\n",
        )
        .unwrap();
        let hints = r.hints();
        let hints: Vec<String> = hints.iter().map(ToString::to_string).collect();
        assert!(hints
            .iter()
            .any(|h| h.contains("line 1") && h.contains("\"good\"")));
        assert!(hints.iter().any(|h| h.contains("\"should consider\"")));
        assert!(hints.iter().any(|h| h.contains("\"as much as possible\"")));
        assert!(hints
            .iter()
            .any(|h| h.contains("line 3") && h.contains("line 4")));
        assert_eq!(hints.len(), 4, "{hints:?}");
        // "goods" is not "good".
        assert!(Rubric::parse("- a: lists goods\n- b: y z\n- c: w v")
            .unwrap()
            .hints()
            .is_empty());
    }

    // The examples the app offers must validate and lint clean.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn examples_validate_and_lint_clean() {
        for example in EXAMPLES {
            let r = Rubric::parse(example.text).unwrap();
            assert!(r.title.is_some());
            assert_eq!(r.hints(), Vec::new(), "{}", example.kind);
        }
        let kinds: Vec<_> = EXAMPLES.iter().map(|e| e.kind).collect();
        assert_eq!(kinds, ["text", "code", "design"]);
    }
}
