//! draft: which box a text being typed belongs to — the typed key of a draft (`AppState::drafts`).
//!
//! Owns the keys and their one string form (what sessionStorage holds, so a tab's drafts
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

/// The box a draft belongs to. Ordered by run, then kind, then round: the order the two-tab
/// notice lists kept drafts in.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DraftKey {
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

impl DraftKey {
    /// The key of string form `text` (as [`fmt::Display`] writes it); `None` for anything else.
    pub fn parse(text: &str) -> Option<DraftKey> {
        if let Some(field) = text.strip_prefix("new/") {
            return NewField::ALL
                .into_iter()
                .find(|f| f.as_str() == field)
                .map(DraftKey::New);
        }
        // Run ids have no `/` (`browser::new_id`); a criterion id is the whole rest.
        let (run, rest) = text.split_once('/')?;
        let (kind, rest) = rest.split_once('/')?;
        let run = run.to_string();
        let round = |r: &str| r.parse::<u32>().ok().filter(|n| *n > 0);
        match kind {
            "reply" => {
                let (r, judge) = rest.split_once('/')?;
                Some(DraftKey::Reply {
                    run,
                    round: round(r)?,
                    judge: Judge::parse(judge)?,
                })
            }
            "revise" => Some(DraftKey::Revise {
                run,
                round: round(rest)?,
            }),
            "revise-name" => Some(DraftKey::ReviseName {
                run,
                round: round(rest)?,
            }),
            "settle" if !rest.is_empty() => Some(DraftKey::Settle {
                run,
                criterion: rest.to_string(),
            }),
            _ => None,
        }
    }

    /// The run the draft belongs to (`None` for the new-run form).
    pub fn run(&self) -> Option<&str> {
        match self {
            DraftKey::New(_) => None,
            DraftKey::Reply { run, .. }
            | DraftKey::Revise { run, .. }
            | DraftKey::ReviseName { run, .. }
            | DraftKey::Settle { run, .. } => Some(run),
        }
    }
}

impl fmt::Display for DraftKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DraftKey::New(field) => write!(f, "new/{}", field.as_str()),
            DraftKey::Reply { run, round, judge } => {
                write!(f, "{run}/reply/{round}/{}", judge.as_str())
            }
            DraftKey::Revise { run, round } => write!(f, "{run}/revise/{round}"),
            DraftKey::ReviseName { run, round } => write!(f, "{run}/revise-name/{round}"),
            DraftKey::Settle { run, criterion } => write!(f, "{run}/settle/{criterion}"),
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
            DraftKey::New(NewField::ArtifactName),
            DraftKey::Reply {
                run: run.clone(),
                round: 2,
                judge: Judge::B,
            },
            DraftKey::Revise {
                run: run.clone(),
                round: 1,
            },
            DraftKey::ReviseName {
                run: run.clone(),
                round: 3,
            },
            DraftKey::Settle {
                run: run.clone(),
                criterion: "contrast".into(),
            },
            DraftKey::Settle {
                run,
                criterion: "tone-2".into(),
            },
        ];
        for key in keys {
            assert_eq!(
                DraftKey::parse(&key.to_string()),
                Some(key.clone()),
                "{key}"
            );
        }
        // A draft belongs to its run only (the two-tab notice offers back this run's drafts).
        let reply = DraftKey::parse("r1/reply/1/A").unwrap();
        assert_eq!(reply.run(), Some("r1"));
        assert_eq!(DraftKey::New(NewField::Name).run(), None);
        // The stored forms, unchanged, so a tab's drafts survive an update of the app.
        assert_eq!(DraftKey::New(NewField::ModelA).to_string(), "new/model-a");
        assert_eq!(
            DraftKey::parse("r1/reply/1/A").unwrap().to_string(),
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
            assert_eq!(DraftKey::parse(text), None, "{text}");
        }
    }
}
