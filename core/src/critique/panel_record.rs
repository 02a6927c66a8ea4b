//! panel_record: a finished Design Jury panel run as one record (schema `jury.web.panel/1`),
//! the shape the app keeps in a browser and a share link carries.
//!
//! Owns the record's fields and reading one from outside whole: a record is taken only when
//! its schema is this one and its transcript is a complete list of panel events (a line that
//! is not one means it was not written by jury). Never stores anything and never decides a
//! run's outcome (that is `session`'s, recorded here as it was).

use serde::{Deserialize, Serialize};

use super::draft::{designer_drafts, Draft};
use super::event::{PanelEvent, RunStatus};
use super::parser::Artifact;
use super::reducer::Theater;
use super::session::RunSummary;
use super::transcript::read_transcript;

/// Schema of a panel run record.
pub const SCHEMA: &str = "jury.web.panel/1";

/// One panel run as kept.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PanelRun {
    pub schema: String,
    pub id: String,
    /// When it ran, ms since the epoch.
    pub created: f64,
    /// The first line of the brief (or where the run came from).
    pub title: String,
    pub status: RunStatus,
    /// The final composite (the core's), if any.
    pub score: Option<f64>,
    /// Every published event, one JSON object per line (spec §5.4).
    pub transcript: String,
    /// The shipped artifact (only from an accepted SHIP).
    pub artifact: Option<Artifact>,
    /// The designer's drafts and notes, from the pasted reply (a transcript has none; runs
    /// kept before drafts were kept have none either).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drafts: Vec<Draft>,
}

impl PanelRun {
    /// A run from the core session's summary.
    pub fn from_summary(id: &str, created: f64, title: &str, summary: &RunSummary) -> Self {
        PanelRun {
            schema: SCHEMA.into(),
            id: id.into(),
            created,
            title: title.into(),
            status: summary.status,
            score: summary.score,
            transcript: summary.events.iter().map(|e| e.to_json() + "\n").collect(),
            artifact: summary.artifact.clone(),
            drafts: Vec::new(),
        }
    }

    /// The same run with the designer's drafts found in `reply`; an interrupted run keeps those
    /// of the rounds it came to (the reply goes on past where it was stopped).
    pub fn with_drafts(mut self, reply: &str) -> Self {
        self.drafts = designer_drafts(reply);
        if self.status == RunStatus::Interrupted {
            let mut theater = Theater::new();
            self.events().iter().for_each(|e| theater.apply(e));
            self.drafts.retain(|d| theater.reached(d.round));
        }
        self
    }

    /// The events, read the way any transcript is read (invalid lines skipped).
    pub fn events(&self) -> Vec<PanelEvent> {
        read_transcript(self.transcript.as_bytes())
            .map(|read| read.events)
            .unwrap_or_default()
    }

    /// A record from outside (a share link, a file), accepted only whole; the error says in
    /// words what is wrong with it.
    pub fn from_json(text: &str) -> Result<PanelRun, String> {
        let run: PanelRun =
            serde_json::from_str(text).map_err(|e| format!("its record is unreadable ({e})"))?;
        if run.schema != SCHEMA {
            return Err(format!("its record is {:?}, not {SCHEMA:?}", run.schema));
        }
        let read = read_transcript(run.transcript.as_bytes()).map_err(|e| e.message)?;
        if read.events.is_empty() || read.skipped > 0 {
            return Err("its transcript is not a complete list of panel events".into());
        }
        Ok(run)
    }
}
