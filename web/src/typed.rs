//! typed: which box a text being typed belongs to — the key of a typed text (`AppState::typed`).
//! (A "draft" in this app is always the designer's HTML of a panel round, never typed text.)
//!
//! Owns the keys and their one string form (what sessionStorage holds, so a tab's typed texts
//! survive a page reload and an update of the app), written and read back here only. Never
//! holds the text, never decides whether a box is shown (the run page and `elsewhere` do, from
//! the core's state).

use jury_core::review::judge::Judge;
use std::fmt;

/// A field of the new-run form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NewField {
    Name,
    Rubric,
    Artifact,
    ArtifactName,
    Rounds,
    Author,
    ModelA,
    ModelB,
}

impl NewField {
    pub const ALL: [NewField; 8] = [
        NewField::Name,
        NewField::Rubric,
        NewField::Artifact,
        NewField::ArtifactName,
        NewField::Rounds,
        NewField::Author,
        NewField::ModelA,
        NewField::ModelB,
    ];

    fn as_str(self) -> &'static str {
        match self {
            NewField::Name => "name",
            NewField::Rubric => "rubric",
            NewField::Artifact => "artifact",
            NewField::ArtifactName => "artifact-name",
            NewField::Rounds => "rounds",
            NewField::Author => "author",
            NewField::ModelA => "model-a",
            NewField::ModelB => "model-b",
        }
    }
}

/// The box a typed text belongs to. Ordered by run, then kind, then round: the order the two-tab
/// notice lists kept typed texts in.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TypedKey {
    /// A field of the new-run form.
    New(NewField),
    /// Judge `judge`'s reply box in round `round` of run `run`.
    Reply {
        run: String,
        round: u32,
        judge: Judge,
    },
    /// The revised artifact that would open the round after `round`.
    Revise { run: String, round: u32 },
    /// The revised artifact's new file name.
    ReviseName { run: String, round: u32 },
    /// The note settling disputed criterion `criterion` (any rubric id).
    Settle { run: String, criterion: String },
}

impl TypedKey {
    /// The key of string form `text` (as [`fmt::Display`] writes it); `None` for anything else.
    pub fn parse(text: &str) -> Option<TypedKey> {
        if let Some(field) = text.strip_prefix("new/") {
            return NewField::ALL
                .into_iter()
                .find(|f| f.as_str() == field)
                .map(TypedKey::New);
        }
        // Run ids have no `/` (`browser::new_id`); a criterion id is the whole rest.
        let (run, rest) = text.split_once('/')?;
        let (kind, rest) = rest.split_once('/')?;
        let run = run.to_string();
        let round = |r: &str| r.parse::<u32>().ok().filter(|n| *n > 0);
        match kind {
            "reply" => {
                let (r, judge) = rest.split_once('/')?;
                Some(TypedKey::Reply {
                    run,
                    round: round(r)?,
                    judge: Judge::parse(judge)?,
                })
            }
            "revise" => Some(TypedKey::Revise {
                run,
                round: round(rest)?,
            }),
            "revise-name" => Some(TypedKey::ReviseName {
                run,
                round: round(rest)?,
            }),
            "settle" if !rest.is_empty() => Some(TypedKey::Settle {
                run,
                criterion: rest.to_string(),
            }),
            _ => None,
        }
    }

    /// The run the typed text belongs to (`None` for the new-run form).
    pub fn run(&self) -> Option<&str> {
        match self {
            TypedKey::New(_) => None,
            TypedKey::Reply { run, .. }
            | TypedKey::Revise { run, .. }
            | TypedKey::ReviseName { run, .. }
            | TypedKey::Settle { run, .. } => Some(run),
        }
    }
}

impl fmt::Display for TypedKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypedKey::New(field) => write!(f, "new/{}", field.as_str()),
            TypedKey::Reply { run, round, judge } => {
                write!(f, "{run}/reply/{round}/{}", judge.as_str())
            }
            TypedKey::Revise { run, round } => write!(f, "{run}/revise/{round}"),
            TypedKey::ReviseName { run, round } => write!(f, "{run}/revise-name/{round}"),
            TypedKey::Settle { run, criterion } => write!(f, "{run}/settle/{criterion}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_reads_back_as_itself() {
        let run = "m3x-1ab".to_string();
        let keys = [
            TypedKey::New(NewField::ArtifactName),
            TypedKey::Reply {
                run: run.clone(),
                round: 2,
                judge: Judge::B,
            },
            TypedKey::Revise {
                run: run.clone(),
                round: 1,
            },
            TypedKey::ReviseName {
                run: run.clone(),
                round: 3,
            },
            TypedKey::Settle {
                run: run.clone(),
                criterion: "contrast".into(),
            },
            TypedKey::Settle {
                run,
                criterion: "tone-2".into(),
            },
        ];
        for key in keys {
            assert_eq!(
                TypedKey::parse(&key.to_string()),
                Some(key.clone()),
                "{key}"
            );
        }
        // A typed text belongs to its run only (the two-tab notice offers back this run's typed texts).
        let reply = TypedKey::parse("r1/reply/1/A").unwrap();
        assert_eq!(reply.run(), Some("r1"));
        assert_eq!(TypedKey::New(NewField::Name).run(), None);
        // The stored forms, unchanged, so a tab's typed texts survive an update of the app.
        assert_eq!(TypedKey::New(NewField::ModelA).to_string(), "new/model-a");
        assert_eq!(
            TypedKey::parse("r1/reply/1/A").unwrap().to_string(),
            "r1/reply/1/A"
        );
    }

    #[test]
    fn other_text_is_no_key() {
        for text in [
            "",
            "new/colour",
            "r1",
            "r1/reply/1",
            "r1/reply/x/A",
            "r1/reply/0/A",
            "r1/reply/1/C",
            "r1/settle/",
            "r1/other/1",
        ] {
            assert_eq!(TypedKey::parse(text), None, "{text}");
        }
    }
}
