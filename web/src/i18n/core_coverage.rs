//! The core's messages in every other shipped language: each id the core can say has its
//! translation (read from the core's source, so a new refusal without one fails here), no
//! translation is of an id the core never says, and real refusals, worded in each language,
//! format without a Fluent error and keep the numbers and ids the English gives.

use super::fluent::{core_id, Fluent, PLACE};
use super::variables::variables;
use super::{Translation, AREAS, CORE_AREA};
use jury_core::critique::pasted::PastedError;
use jury_core::design::size::{Over, TooLargeToRender};
use jury_core::language::Language;
use jury_core::limits::{self, Unit};
use jury_core::message::{Arg, Message, ToMessage};
use jury_core::review::family::SameFamily;
use jury_core::review::history::HistoryError;
use jury_core::review::judge::Judge;
use jury_core::review::merge::Outcome;
use jury_core::review::reply::{ReplyError, ReplyWarning, SyntaxProblem};
use jury_core::review::rubric::{RubricError, RubricHint};
use jury_core::review::run::{
    CreateError, MergeError, RecordError, ReviseError, ReviseWarning, SettleError,
};
use jury_core::share::ShareError;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn web() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every message id in the core's source: `Message::new("…")`, `message_as("…")`, and the ids
/// a match arm gives (`=> "reply.comment"`, `=> ("design.over-css", …)`) in an area those name. The package's own
/// argument errors (`core/src/js`) are not shown by the app.
fn core_ids() -> BTreeSet<String> {
    let mut files = Vec::new();
    rust_files(&web().join("../core/src"), &mut files);
    let mut ids = BTreeSet::new();
    let mut arms = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for call in ["Message::new(\"", "message_as(\""] {
            ids.extend(literals_after(&text, call));
        }
        for arm in ["=> \"", "=> (\""] {
            arms.extend(literals_after(&text, arm));
        }
    }
    let areas: BTreeSet<String> = ids
        .iter()
        .filter_map(|id| id.split_once('.').map(|(a, _)| a.to_string()))
        .collect();
    ids.extend(arms.into_iter().filter(|id| {
        id.split_once('.')
            .is_some_and(|(area, rest)| areas.contains(area) && is_id_part(rest))
    }));
    ids
}

fn is_id_part(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

fn literals_after(text: &str, before: &str) -> Vec<String> {
    text.match_indices(before)
        .filter_map(|(at, _)| {
            let rest = &text[at + before.len()..];
            let literal = &rest[..rest.find('"')?];
            literal.contains('.').then(|| literal.to_string())
        })
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "js") {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The messages of `tag`'s `core.ftl` and the variables each uses.
fn translations(tag: &str) -> BTreeMap<String, BTreeSet<String>> {
    let path = web()
        .join("locales")
        .join(tag)
        .join(format!("{CORE_AREA}.ftl"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (every language but English has one)",
            path.display()
        )
    });
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let fluent_syntax::ast::Entry::Message(m) = entry {
            let vars = m.value.as_ref().map(variables).unwrap_or_default();
            let id = m.id.name.to_string();
            assert!(
                out.insert(id.clone(), vars).is_none(),
                "{tag}: `{id}` twice"
            );
        }
    }
    out
}

fn others() -> impl Iterator<Item = Language> {
    Language::ALL.iter().copied().filter(|l| !l.is_english())
}

#[test]
fn every_language_words_every_message_the_core_says_and_no_other() {
    let ids = core_ids();
    assert!(ids.len() > 50, "the scan found the core's ids: {ids:?}");
    assert!(ids.contains("reply.trailing-comma") && ids.contains("transcript.too-large"));
    let wanted: BTreeSet<String> = ids
        .iter()
        .map(|id| core_id(id))
        .chain([PLACE.to_string()])
        .collect();
    let mut problems = Vec::new();
    for language in others() {
        let tag = language.as_str();
        let theirs = translations(tag);
        for id in wanted.iter().filter(|id| !theirs.contains_key(*id)) {
            problems.push(format!("{tag}/core.ftl lacks `{id}`"));
        }
        for id in theirs.keys().filter(|id| !wanted.contains(*id)) {
            problems.push(format!(
                "{tag}/core.ftl has `{id}`, which the core never says"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The words of `language`, read from its catalogue files.
fn words_of(language: Language) -> Fluent {
    let files = AREAS.iter().map(|area| {
        std::fs::read_to_string(
            web()
                .join("locales")
                .join(language.as_str())
                .join(format!("{area}.ftl")),
        )
        .unwrap_or_default()
    });
    Fluent::new(language, files.collect())
}

fn too_large(what: &str, unit: Unit, found: usize, limit: usize) -> limits::TooLarge {
    limits::check(what, unit, found, limit).unwrap_err()
}

/// Refusals and warnings a person meets, one or more of each kind.
fn samples() -> Vec<Box<dyn ToMessage>> {
    let at = |line, column| (line, column);
    vec![
        Box::new(ReplyError::NoJson),
        Box::new(ReplyError::Syntax {
            line: 4,
            column: 3,
            problem: SyntaxProblem::TrailingComma,
        }),
        Box::new(ReplyError::Syntax {
            line: 2,
            column: 17,
            problem: SyntaxProblem::Other {
                detail: "expected `,` or `]`".into(),
            },
        }),
        Box::new(ReplyError::CutOff { line: 7, column: 2 }),
        Box::new(ReplyError::PromptOnly),
        Box::new(ReplyError::ExampleOnly),
        Box::new(ReplyError::TwoReplies {
            starts: vec![at(1, 1), at(9, 4)],
        }),
        Box::new(ReplyError::NotAnObject { found: "array" }),
        Box::new(ReplyError::WrongType {
            field: "criteria[1].verdict".into(),
            expected: "a string",
        }),
        Box::new(ReplyError::WrongType {
            field: "criteria[0].verdict".into(),
            expected: "\"PASS\" or \"FAIL\"",
        }),
        Box::new(ReplyError::MissingField {
            field: "criteria".into(),
        }),
        Box::new(ReplyError::UnknownCriterion {
            id: "fact".into(),
            suggestion: Some("facts".into()),
        }),
        Box::new(ReplyError::UnknownCriterion {
            id: "tone".into(),
            suggestion: None,
        }),
        Box::new(ReplyError::MissingCriterion { id: "plain".into() }),
        Box::new(ReplyError::DuplicateCriterion { id: "facts".into() }),
        Box::new(ReplyError::BadVerdict {
            id: "facts".into(),
            value: "MAYBE".into(),
        }),
        Box::new(ReplyError::FailWithoutReason { id: "facts".into() }),
        Box::new(ReplyError::DuplicateKey {
            key: "verdict".into(),
            object: String::new(),
            first: at(2, 3),
            second: at(5, 3),
        }),
        Box::new(ReplyError::DuplicateKey {
            key: "reason".into(),
            object: "criteria[0]".into(),
            first: at(3, 5),
            second: at(3, 40),
        }),
        Box::new(ReplyWarning::VerdictMismatch {
            summary: "FAIL".into(),
            failed: vec![],
        }),
        Box::new(ReplyWarning::VerdictMismatch {
            summary: "PASS".into(),
            failed: vec!["facts".into(), "plain".into()],
        }),
        Box::new(ReplyWarning::Mangled {
            sequences: vec!["â€™".into()],
        }),
        Box::new(ReplyWarning::VerdictCase {
            written: vec![("facts".into(), "pass".into())],
        }),
        Box::new(RubricError::NotACriterion {
            line: 3,
            text: "not a criterion".into(),
        }),
        Box::new(RubricError::BadId {
            line: 2,
            id: "a b".into(),
        }),
        Box::new(RubricError::CapitalId {
            line: 1,
            id: "Facts".into(),
            lower: "facts".into(),
        }),
        Box::new(RubricError::EmptyCriterion {
            line: 2,
            id: "plain".into(),
        }),
        Box::new(RubricError::DuplicateId {
            line: 3,
            id: "facts".into(),
            first_line: 1,
        }),
        Box::new(RubricError::TooFew { count: 0 }),
        Box::new(RubricError::TooFew { count: 1 }),
        Box::new(RubricError::TooFew { count: 2 }),
        Box::new(RubricError::TooMany { count: 8, line: 7 }),
        Box::new(RubricHint::Vague {
            line: 2,
            id: "tone".into(),
            phrase: "appropriate",
        }),
        Box::new(RubricHint::Alike {
            first: (1, "facts".into()),
            second: (4, "accurate".into()),
        }),
        Box::new(CreateError::EmptyName),
        Box::new(CreateError::EmptyArtifact),
        Box::new(CreateError::RoundsOutOfRange { rounds: 11 }),
        Box::new(CreateError::RoundsNotANumber { typed: "x".into() }),
        Box::new(CreateError::ArtifactTooLarge(too_large(
            "the artifact",
            Unit::Lines,
            120,
            100,
        ))),
        Box::new(RecordError::Closed {
            outcome: Outcome::Pass,
        }),
        Box::new(RecordError::AwaitingRevision),
        Box::new(RecordError::Duplicate {
            judge: Judge::A,
            round: 1,
            current: 1,
        }),
        Box::new(RecordError::Duplicate {
            judge: Judge::B,
            round: 1,
            current: 2,
        }),
        Box::new(RecordError::TooLarge(too_large(
            "the reply",
            Unit::Characters,
            900,
            800,
        ))),
        Box::new(MergeError::NoReplyFromA { round: 2 }),
        Box::new(MergeError::TooLarge(too_large(
            "the run's history",
            Unit::Entries,
            501,
            500,
        ))),
        Box::new(ReviseError::NotAfterFix { outcome: None }),
        Box::new(ReviseError::NotAfterFix {
            outcome: Some(Outcome::Disputed),
        }),
        Box::new(ReviseError::EmptyArtifact),
        Box::new(SettleError::NotDisputed { outcome: None }),
        Box::new(SettleError::NotADisputedCriterion { id: "facts".into() }),
        Box::new(SettleError::AlreadySettled { id: "facts".into() }),
        Box::new(SettleError::EmptyNote),
        Box::new(ReviseWarning::Unchanged { round: 2 }),
        Box::new(HistoryError::MissingSchema),
        Box::new(HistoryError::UnsupportedSchema {
            found: "jury.run/9".into(),
            newer: true,
        }),
        Box::new(HistoryError::UnsupportedSchema {
            found: "jury.verdict/1".into(),
            newer: false,
        }),
        Box::new(HistoryError::Init { index: 3 }),
        Box::new(HistoryError::Refused {
            index: 4,
            message: "the reply contains no JSON object".into(),
        }),
        Box::new(too_large("the rubric", Unit::Bytes, 100_007, 100_000)),
        Box::new(SameFamily {
            family: "Claude".into(),
        }),
        Box::new(PastedError::Empty),
        Box::new(PastedError::PromptOnly),
        Box::new(TooLargeToRender(vec![Over::Depth { found: 900 }])),
        Box::new(TooLargeToRender(vec![
            Over::Nodes { found: 1_000_000 },
            Over::EndlessCopies,
        ])),
        Box::new(ShareError::Incomplete),
        Box::new(ShareError::NewerVersion(3)),
        Box::new(ShareError::NotBase64 { at: 41, found: ' ' }),
        Box::new(ShareError::Altered),
        Box::new(ShareError::NotARun {
            kind: "run",
            why: "it is not text".into(),
            reason: None,
        }),
    ]
}

/// The values a reader must find in the words, in any language: numbers, places, ids, keys.
fn shown(message: &Message) -> Vec<String> {
    const NAMES: [&str; 6] = ["id", "key", "field", "suggestion", "lower", "judge"];
    message
        .args
        .iter()
        .flat_map(|(name, arg)| match arg {
            Arg::Number(n) if *n < 1000 => vec![n.to_string()],
            Arg::Text(t) if NAMES.contains(name) => vec![t.clone()],
            Arg::Places(places) => places.iter().map(|(l, _)| l.to_string()).collect(),
            _ => vec![],
        })
        .collect()
}

/// The core's English phrases among the arguments (what was too large, the type a field must
/// have): a translation words them itself. Other texts are the person's or the judge's own.
fn english_phrases(message: &Message) -> Vec<String> {
    message
        .args
        .iter()
        .filter_map(|(name, arg)| match arg {
            Arg::Text(t) if ["what", "expected"].contains(name) && t.contains(' ') => {
                Some(t.clone())
            }
            _ => None,
        })
        .collect()
}

/// `phrase` in `words` as words of their own, not inside a longer one (`uma string`).
fn says_phrase(words: &str, phrase: &str) -> bool {
    words.match_indices(phrase).any(|(at, _)| {
        let before = words[..at].chars().next_back();
        let after = words[at + phrase.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn real_refusals_worded_in_every_language_keep_their_numbers_and_ids() {
    let mut problems = Vec::new();
    for language in others() {
        let translation = words_of(language);
        {
            for sample in samples() {
                let data = sample.to_message();
                let tag = language.as_str();
                let Some(words) = translation.message(&data) else {
                    problems.push(format!("{tag} {}: no words", data.id));
                    continue;
                };
                if words == core_id(data.id) || words.contains("{$") || words.contains("{ $") {
                    problems.push(format!("{tag} {}: not worded: {words}", data.id));
                    continue;
                }
                for phrase in english_phrases(&data) {
                    if says_phrase(&words, &phrase) {
                        problems.push(format!(
                            "{tag} {}: says the core's English {phrase:?}: {words}",
                            data.id
                        ));
                    }
                }
                for value in shown(&data) {
                    if !words.contains(&value) {
                        problems.push(format!(
                            "{tag} {}: does not say {value:?}: {words}",
                            data.id
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn in_english_a_refusal_is_the_cores_own_words() {
    for sample in samples() {
        assert_eq!(super::say(&*sample), sample.to_string());
    }
}

#[test]
fn an_argument_the_core_leaves_out_is_empty_and_selects_as_none() {
    let french = Fluent::new(
        Language::Fr,
        // The first area is the core's.
        vec!["core-revise-not-after-fix = { $outcome_key ->\n [none] avant toute fusion\n *[other] après { $outcome }\n}\n"
            .to_string()],
    );
    let say = |outcome| french.message(&ReviseError::NotAfterFix { outcome }.to_message());
    assert_eq!(say(None).as_deref(), Some("avant toute fusion"));
    assert_eq!(say(Some(Outcome::Fix)).as_deref(), Some("après FIX"));
}
