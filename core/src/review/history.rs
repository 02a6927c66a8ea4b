//! The run file (review-loop.md §10): the ordered inputs of a run, with a schema version.
//!
//! Owns the stored shape and its loading checks (version, entry syntax). It never computes
//! state: `run` replays the entries through the same operations a user calls, so an exported
//! run replays to the same outcome anywhere.

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::language::Language;
use crate::limits::{
    check, check_artifact, check_rubric, reply_size, TooLarge, Unit, MAX_ENTRIES, MAX_REPLIES,
};
use crate::message::{Message, ToMessage};
use crate::review::judge::{Judge, Verdict};
use crate::wire::{whole, wire_enum, Fields, Refused};

pub const SCHEMA: &str = "jury.run/1";
const SCHEMA_PREFIX: &str = "jury.run/";

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Models {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    #[serde(rename = "A", default, skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    #[serde(rename = "B", default, skip_serializing_if = "Option::is_none")]
    pub b: Option<String>,
}

impl Models {
    pub fn is_empty(&self) -> bool {
        self == &Models::default()
    }
}

pub const DEFAULT_ARTIFACT_NAME: &str = "artifact";
pub const DEFAULT_ROUNDS: u32 = 3;
pub const MAX_ROUNDS: u32 = 10;

/// What a run starts from (js-api.md `RunConfig`); absent fields take their defaults.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RunConfig {
    pub name: String,
    pub rubric: String,
    pub artifact: String,
    #[serde(default = "default_artifact_name")]
    pub artifact_name: String,
    /// The round limit, 1..=10.
    #[serde(default = "default_rounds")]
    pub rounds: u32,
    #[serde(default = "default_true")]
    pub anti_ratchet: bool,
    #[serde(default, skip_serializing_if = "Models::is_empty")]
    pub models: Models,
    /// The language the judge prompts are written in (§8); English, the default, is left out
    /// of the file, so a run made before there was a choice is written byte for byte as before.
    #[serde(default, skip_serializing_if = "Language::is_english")]
    pub language: Language,
}

fn default_artifact_name() -> String {
    DEFAULT_ARTIFACT_NAME.to_string()
}

fn default_rounds() -> u32 {
    DEFAULT_ROUNDS
}

fn default_true() -> bool {
    true
}

impl RunConfig {
    /// A config with every default (§11 switch on, 3 rounds, artifact named "artifact").
    pub fn new(
        name: impl Into<String>,
        rubric: impl Into<String>,
        artifact: impl Into<String>,
    ) -> RunConfig {
        RunConfig {
            name: name.into(),
            rubric: rubric.into(),
            artifact: artifact.into(),
            artifact_name: default_artifact_name(),
            rounds: DEFAULT_ROUNDS,
            anti_ratchet: true,
            models: Models::default(),
            language: Language::En,
        }
    }
}

/// One input of the run, as the user gave it: reply text as pasted, not a parsed result, so
/// that a replay validates again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Entry {
    Init {
        #[serde(flatten)]
        config: RunConfig,
        at: u64,
    },
    Reply {
        judge: Judge,
        text: String,
        at: u64,
    },
    Merge {
        at: u64,
    },
    Revise {
        artifact: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        artifact_name: Option<String>,
        at: u64,
    },
    Settle {
        criterion: String,
        result: Verdict,
        note: String,
        at: u64,
    },
}

wire_enum!(
    /// The `type` of each `Entry` variant, as the run file writes it.
    pub enum EntryType {
        Init = "init",
        Reply = "reply",
        Merge = "merge",
        Revise = "revise",
        Settle = "settle",
    }
);

/// What a run-file field holds: its JSON type, and its type in the package's `HistoryEntry`
/// (`cargo xtask pkg` writes it from [`EntryType::fields`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryField {
    Text,
    Number,
    Switch,
    Judge,
    Verdict,
    Models,
    Language,
}

/// One field of an entry type, as the run file writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntryFieldSpec {
    /// The key (camelCase).
    pub name: &'static str,
    pub holds: EntryField,
    /// Absent when the entry has none (never `null`).
    pub optional: bool,
}

impl EntryType {
    /// The fields of this entry type after `type`, in the order the run file writes them (the
    /// test below holds `Entry`'s serialisation to it).
    pub const fn fields(self) -> &'static [EntryFieldSpec] {
        const fn f(name: &'static str, holds: EntryField) -> EntryFieldSpec {
            EntryFieldSpec {
                name,
                holds,
                optional: false,
            }
        }
        const fn maybe(name: &'static str, holds: EntryField) -> EntryFieldSpec {
            EntryFieldSpec {
                name,
                holds,
                optional: true,
            }
        }
        use EntryField as K;
        const INIT: &[EntryFieldSpec] = &[
            f("name", K::Text),
            f("rubric", K::Text),
            f("artifact", K::Text),
            f("artifactName", K::Text),
            f("rounds", K::Number),
            f("antiRatchet", K::Switch),
            maybe("models", K::Models),
            maybe("language", K::Language),
            f("at", K::Number),
        ];
        const REPLY: &[EntryFieldSpec] =
            &[f("judge", K::Judge), f("text", K::Text), f("at", K::Number)];
        const MERGE: &[EntryFieldSpec] = &[f("at", K::Number)];
        const REVISE: &[EntryFieldSpec] = &[
            f("artifact", K::Text),
            maybe("artifactName", K::Text),
            f("at", K::Number),
        ];
        const SETTLE: &[EntryFieldSpec] = &[
            f("criterion", K::Text),
            f("result", K::Verdict),
            f("note", K::Text),
            f("at", K::Number),
        ];
        match self {
            EntryType::Init => INIT,
            EntryType::Reply => REPLY,
            EntryType::Merge => MERGE,
            EntryType::Revise => REVISE,
            EntryType::Settle => SETTLE,
        }
    }
}

impl Entry {
    /// Reads an entry from its stored JSON shape (unknown keys ignored). A refusal names the
    /// field, what it must be and what it was (`` `at` must be a whole number (0 or more), got
    /// "x" (a string) ``), as the package's readers say theirs. Hand-written: a derived
    /// tagged-enum reader would be a large part of the wasm (ARCHITECTURE.md, "The wasm size
    /// budget"); `init`'s config is read through `RunConfig`'s own `Deserialize` (`crate::de`),
    /// so its defaults are written once.
    pub fn from_value(v: &Value) -> Result<Entry, String> {
        let f = Fields::of(v, "an object {type, …, at}").map_err(|e| e.to_string())?;
        let words = |e: Refused| e.to_string();
        let kind: EntryType = f.name("type").map_err(words)?;
        let at = || f.read("at", whole).map_err(words);
        let text = |key| f.str(key).map_err(words);
        Ok(match kind {
            EntryType::Init => Entry::Init {
                config: crate::de::read_part(v)?,
                at: at()?,
            },
            EntryType::Reply => Entry::Reply {
                judge: f.name("judge").map_err(words)?,
                text: text("text")?,
                at: at()?,
            },
            EntryType::Merge => Entry::Merge { at: at()? },
            EntryType::Revise => Entry::Revise {
                artifact: text("artifact")?,
                artifact_name: match f.0.get("artifactName") {
                    None | Some(Value::Null) => None,
                    Some(_) => Some(text("artifactName")?),
                },
                at: at()?,
            },
            EntryType::Settle => Entry::Settle {
                criterion: text("criterion")?,
                result: f.name("result").map_err(words)?,
                note: text("note")?,
                at: at()?,
            },
        })
    }

    /// The `type` discriminator.
    pub fn entry_type(&self) -> EntryType {
        match self {
            Entry::Init { .. } => EntryType::Init,
            Entry::Reply { .. } => EntryType::Reply,
            Entry::Merge { .. } => EntryType::Merge,
            Entry::Revise { .. } => EntryType::Revise,
            Entry::Settle { .. } => EntryType::Settle,
        }
    }

    pub fn at(&self) -> u64 {
        match self {
            Entry::Init { at, .. }
            | Entry::Reply { at, .. }
            | Entry::Merge { at }
            | Entry::Revise { at, .. }
            | Entry::Settle { at, .. } => *at,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct History {
    pub schema: String,
    pub entries: Vec<Entry>,
}

/// A run file that cannot be loaded; the message names the entry and the reason. Export the run
/// again from a jury that made it, or fix the named entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HistoryError {
    /// The text is not JSON at all.
    Json {
        message: String,
    },
    /// Valid JSON without the shape of a run file (an array, an object without entries).
    NotARun {
        message: &'static str,
    },
    MissingSchema,
    /// A schema this build does not know; `newer` when it is a later `jury.run/N`.
    UnsupportedSchema {
        found: String,
        newer: bool,
    },
    /// An entry that does not have the stored shape.
    BadEntry {
        index: usize,
        message: String,
    },
    /// The first entry must be `init`, and only the first.
    Init {
        index: usize,
    },
    /// An entry the run refuses on replay (for example a reply that no longer validates).
    Refused {
        index: usize,
        message: String,
    },
    /// The history, or something in it, is larger than `limits` takes; nothing was replayed.
    TooLarge(crate::limits::TooLarge),
}

impl HistoryError {
    /// The JS `Error.name` of this error (js-api.md).
    pub fn name(&self) -> &'static str {
        "HistoryError"
    }
}

impl fmt::Display for HistoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HistoryError::Json { message } => write!(f, "the run file is not valid JSON: {message}"),
            HistoryError::NotARun { message } => {
                write!(f, "the file is JSON but not a jury run: {message}")
            }
            HistoryError::MissingSchema => write!(
                f,
                "the run file has no \"schema\" field; it is not a jury run (expected \"{SCHEMA}\")"
            ),
            HistoryError::UnsupportedSchema { found, newer: true } => write!(
                f,
                "the run file is \"{found}\", newer than this jury (\"{SCHEMA}\"); open it with a newer jury"
            ),
            // The file most often picked by mistake: the verdict sits next to the run's export.
            HistoryError::UnsupportedSchema { found, newer: false }
                if found.starts_with("jury.verdict/") =>
            {
                write!(
                    f,
                    "this file is a verdict (\"{found}\"), the summary of a finished run, not the \
                     run itself; import the run's own file instead, the one \"Export run\" saves \
                     (its name ends in .jury.json)"
                )
            }
            HistoryError::UnsupportedSchema { found, newer: false } => write!(
                f,
                "the run file's schema \"{found}\" is not a jury run (expected \"{SCHEMA}\")"
            ),
            HistoryError::BadEntry { index, message } => {
                write!(f, "entry {index} of the run file is malformed: {message}")
            }
            HistoryError::Init { index } => write!(
                f,
                "entry {index} of the run file: a run starts with exactly one \"init\" entry, first"
            ),
            HistoryError::Refused { index, message } => {
                write!(f, "entry {index} of the run file cannot be replayed: {message}")
            }
            HistoryError::TooLarge(e) => write!(f, "the run is too large to open: {e}"),
        }
    }
}

impl std::error::Error for HistoryError {}

impl ToMessage for HistoryError {
    fn to_message(&self) -> Message {
        match self {
            HistoryError::Json { message } => {
                Message::new("history.not-json").with("detail", message.as_str())
            }
            HistoryError::NotARun { message } => {
                Message::new("history.not-a-run").with("detail", *message)
            }
            HistoryError::MissingSchema => {
                Message::new("history.missing-schema").with("expected", SCHEMA)
            }
            HistoryError::UnsupportedSchema { found, newer: true } => {
                Message::new("history.newer-schema")
                    .with("found", found.as_str())
                    .with("expected", SCHEMA)
            }
            HistoryError::UnsupportedSchema {
                found,
                newer: false,
            } if found.starts_with("jury.verdict/") => {
                Message::new("history.verdict-file").with("found", found.as_str())
            }
            HistoryError::UnsupportedSchema {
                found,
                newer: false,
            } => Message::new("history.unknown-schema")
                .with("found", found.as_str())
                .with("expected", SCHEMA),
            HistoryError::BadEntry { index, message } => Message::new("history.bad-entry")
                .with("entry", *index)
                .with("detail", message.as_str()),
            HistoryError::Init { index } => Message::new("history.init").with("entry", *index),
            HistoryError::Refused { index, message } => Message::new("history.refused")
                .with("entry", *index)
                .with("detail", message.as_str()),
            HistoryError::TooLarge(e) => e.message_as("history.too-large"),
        }
    }
}

/// The inputs `later` has after `earlier`'s, when `later` starts with every input of `earlier`
/// (the same run, gone as far or further); `None` when it does not (a run replaced as a whole).
pub fn added_since<'a>(earlier: &[Entry], later: &'a [Entry]) -> Option<&'a [Entry]> {
    later.strip_prefix(earlier)
}

/// `judge`'s reply of `bytes` against the reply limit, named as the user knows it: the one
/// check of a reply's size, recorded, replayed or given to the JS package.
pub fn judge_reply_size(judge: Judge, bytes: usize) -> Result<(), TooLarge> {
    reply_size(&format!("judge {judge}'s reply"), bytes)
}

/// The artifact a revision opens round `round` with, as its size refusal names it.
pub fn revised_artifact(round: u32) -> String {
    format!("the artifact of round {round}")
}

impl History {
    /// Every limit a run's history must hold before it is replayed: its length, its replies, and
    /// each artifact, rubric and reply in it (rounds are bounded by the run's round limit, 1 to 10,
    /// which the replay applies). Cheap next to the replay it guards (one pass, no
    /// evidence search), so a crafted run file or link is refused before any work is spent on it.
    pub fn check_limits(&self) -> Result<(), TooLarge> {
        let entries = &self.entries;
        check(
            "the run's history",
            Unit::Entries,
            entries.len(),
            MAX_ENTRIES,
        )?;
        let replies = entries
            .iter()
            .filter(|e| matches!(e, Entry::Reply { .. }))
            .count();
        check("the run's history", Unit::Replies, replies, MAX_REPLIES)?;
        let mut round = 1;
        for entry in entries {
            match entry {
                Entry::Init { config, .. } => {
                    check_rubric(&config.rubric)?;
                    check_artifact("the artifact", &config.artifact)?;
                }
                Entry::Revise { artifact, .. } => {
                    round += 1;
                    check_artifact(&revised_artifact(round), artifact)?;
                }
                Entry::Reply { judge, text, .. } => judge_reply_size(*judge, text.len())?,
                Entry::Merge { .. } | Entry::Settle { .. } => {}
            }
        }
        Ok(())
    }

    /// `self` is `earlier` with more inputs after it: the same run, gone further elsewhere (an
    /// exported or shared run brought back).
    pub fn extends(&self, earlier: &History) -> bool {
        added_since(&earlier.entries, &self.entries).is_some_and(|added| !added.is_empty())
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a history always serializes")
    }

    /// Parses and checks the version; entries are checked for shape here and replayed by `Run`.
    pub fn from_json(text: &str) -> Result<History, HistoryError> {
        let value: Value = serde_json::from_str(text).map_err(|e| HistoryError::Json {
            message: e.to_string(),
        })?;
        History::from_value(value)
    }

    pub fn from_value(value: Value) -> Result<History, HistoryError> {
        // Read by reference: `Map::remove` would be the wasm's only `BTreeMap::remove`.
        let Value::Object(object) = value else {
            return Err(HistoryError::NotARun {
                message: "a run file is a JSON object",
            });
        };
        let Some(Value::String(schema)) = object.get("schema") else {
            return Err(HistoryError::MissingSchema);
        };
        if schema != SCHEMA {
            let newer = schema
                .strip_prefix(SCHEMA_PREFIX)
                .and_then(|v| v.parse::<u32>().ok())
                .is_some_and(|v| v > 1);
            return Err(HistoryError::UnsupportedSchema {
                found: schema.clone(),
                newer,
            });
        }
        let Some(Value::Array(raw)) = object.get("entries") else {
            return Err(HistoryError::NotARun {
                message: "it has no \"entries\" list",
            });
        };
        let entries = raw
            .iter()
            .enumerate()
            .map(|(index, entry)| {
                Entry::from_value(entry)
                    .map_err(|message| HistoryError::BadEntry { index, message })
            })
            .collect::<Result<Vec<Entry>, _>>()?;
        Ok(History {
            schema: schema.clone(),
            entries,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An entry of type `t`, every optional field present when `full`.
    fn sample(t: EntryType, full: bool) -> Entry {
        match t {
            EntryType::Init => {
                let mut config = RunConfig::new("n", "r", "a");
                if full {
                    config.models.author = Some("m".into());
                    config.language = Language::Ja;
                }
                Entry::Init { config, at: 1 }
            }
            EntryType::Reply => Entry::Reply {
                judge: Judge::B,
                text: "t".into(),
                at: 1,
            },
            EntryType::Merge => Entry::Merge { at: 1 },
            EntryType::Revise => Entry::Revise {
                artifact: "a".into(),
                artifact_name: full.then(|| "b".into()),
                at: 1,
            },
            EntryType::Settle => Entry::Settle {
                criterion: "c".into(),
                result: Verdict::Fail,
                note: "n".into(),
                at: 1,
            },
        }
    }

    /// `EntryType::fields` is what the run file writes: `type`, then exactly the declared keys
    /// in the declared order (the optional ones only when present), each of its declared kind;
    /// and what it writes reads back.
    #[test]
    fn the_declared_fields_are_the_entries_fields() {
        for &t in EntryType::ALL {
            for full in [true, false] {
                let entry = sample(t, full);
                assert_eq!(entry.entry_type(), t);
                let text = serde_json::to_string(&entry).unwrap();
                let written: Value = serde_json::from_str(&text).unwrap();
                let mut declared = vec!["type"];
                declared.extend(
                    t.fields()
                        .iter()
                        .filter(|f| full || !f.optional)
                        .map(|f| f.name),
                );
                assert_eq!(written.as_object().unwrap().len(), declared.len(), "{text}");
                // No value is followed by a colon: a key's place in the text is the key's.
                let places: Vec<Option<usize>> = declared
                    .iter()
                    .map(|k| text.find(&format!("\"{k}\":")))
                    .collect();
                assert!(places.iter().all(Option::is_some), "{t}: {text}");
                assert!(
                    places.is_sorted(),
                    "{t}: the keys in the declared order: {text}"
                );
                for field in t.fields() {
                    let Some(v) = written.get(field.name) else {
                        continue;
                    };
                    let fits = match field.holds {
                        EntryField::Text => v.is_string(),
                        EntryField::Number => v.is_u64(),
                        EntryField::Switch => v.is_boolean(),
                        EntryField::Judge => v.as_str().and_then(Judge::parse).is_some(),
                        EntryField::Verdict => v.as_str().and_then(Verdict::parse).is_some(),
                        EntryField::Models => v.is_object(),
                        EntryField::Language => v.as_str().and_then(Language::parse).is_some(),
                    };
                    assert!(fits, "{t}.{}: {v}", field.name);
                }
                assert_eq!(Entry::from_value(&written).unwrap(), entry, "{t}");
            }
        }
    }

    // review-loop.md §10: the stored shape, with camelCase fields and a version.
    #[test]
    fn shape_and_round_trip() {
        let history = History {
            schema: SCHEMA.into(),
            entries: vec![
                Entry::Init {
                    config: RunConfig::new("notes", "r", "a"),
                    at: 1,
                },
                Entry::Reply {
                    judge: Judge::A,
                    text: "{}".into(),
                    at: 2,
                },
                Entry::Merge { at: 3 },
                Entry::Revise {
                    artifact: "b".into(),
                    artifact_name: Some("b.md".into()),
                    at: 4,
                },
                Entry::Settle {
                    criterion: "x".into(),
                    result: Verdict::Pass,
                    note: "n".into(),
                    at: 5,
                },
            ],
        };
        let json = history.to_json();
        assert!(json.starts_with(r#"{"schema":"jury.run/1","entries":[{"type":"init","name":"notes","rubric":"r","artifact":"a","artifactName":"artifact","rounds":3,"antiRatchet":true,"at":1}"#), "{json}");
        assert!(json.contains(r#"{"type":"revise","artifact":"b","artifactName":"b.md","at":4}"#));
        assert_eq!(History::from_json(&json).unwrap(), history);
        // The written `type` is the one the reader dispatches on, for every variant.
        for entry in &history.entries {
            let v: Value = serde_json::from_str(&serde_json::to_string(entry).unwrap()).unwrap();
            assert_eq!(v["type"], entry.entry_type().as_str());
        }
    }

    // §10: an unknown or newer version is refused, saying which.
    #[test]
    fn versions() {
        let e = History::from_json(r#"{"schema":"jury.run/2","entries":[]}"#).unwrap_err();
        assert_eq!(
            e,
            HistoryError::UnsupportedSchema {
                found: "jury.run/2".into(),
                newer: true
            }
        );
        assert!(e.to_string().contains("newer"));
        let e = History::from_json(r#"{"schema":"other/1","entries":[]}"#).unwrap_err();
        assert!(matches!(
            e,
            HistoryError::UnsupportedSchema { newer: false, .. }
        ));
        assert_eq!(
            History::from_json(r#"{"entries":[]}"#).unwrap_err(),
            HistoryError::MissingSchema
        );
        let e = History::from_json(r#"{"schema":"jury.run/1","entries":[{"type":"merge"}]}"#)
            .unwrap_err();
        assert!(
            matches!(e, HistoryError::BadEntry { index: 0, .. }),
            "{e:?}"
        );
        assert!(matches!(
            History::from_json("nope"),
            Err(HistoryError::Json { .. })
        ));
        // Valid JSON of the wrong shape is not called invalid JSON.
        for text in ["[1, 2]", r#"{"schema":"jury.run/1"}"#] {
            let message = History::from_json(text).unwrap_err().to_string();
            assert!(
                message.starts_with("the file is JSON but not a jury run"),
                "{message}"
            );
        }
        assert_eq!(e.name(), "HistoryError");
    }

    /// A verdict picked instead of the run file points to the run file.
    #[test]
    fn a_verdict_is_named_and_the_run_file_pointed_to() {
        let message = History::from_json(r#"{"schema":"jury.verdict/1","run":"x"}"#)
            .unwrap_err()
            .to_string();
        assert!(
            message.starts_with("this file is a verdict (\"jury.verdict/1\")"),
            "{message}"
        );
        assert!(message.contains("\"Export run\" saves"), "{message}");
        assert!(!message.contains("is not a jury run"), "{message}");
    }
}
