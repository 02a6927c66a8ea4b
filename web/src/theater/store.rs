//! store: panel runs and the panel settings as they sit in localStorage.
//!
//! Owns the key layout — one key per panel run (`jury.panel.run.<id>`, schema
//! `jury.web.panel/1`) and the settings (`jury.panel.settings`), apart from the review-loop
//! runs of `crate::store` — and turning storage failures into messages. A run's events are kept
//! as the core's NDJSON transcript text (`critique::write_transcript` layout, spec §5.4), read
//! back with `critique::read_transcript`. There is no index: runs are found by their key prefix,
//! so one run is one write and a lost write cannot orphan anything. Never renders, never
//! decides a run's outcome (that is the core session's), and never deletes what it cannot read.

use crate::store::{Backend, WriteError};
use jury_core::critique::{
    designer_drafts, read_transcript, Artifact, CritiqueConfig, Draft, PanelEvent, RunStatus,
    RunSummary,
};
use serde::{Deserialize, Serialize};

/// Prefix of the key of each panel run.
pub const RUN_PREFIX: &str = "jury.panel.run.";
/// Key of the settings for new panel runs (a `CritiqueConfig`).
pub const SETTINGS_KEY: &str = "jury.panel.settings";
/// Schema of a stored panel run.
pub const SCHEMA: &str = "jury.web.panel/1";

/// One panel run as stored.
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
    /// stored before drafts were kept have none either).
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
            transcript: transcript_text(&summary.events),
            artifact: summary.artifact.clone(),
            drafts: Vec::new(),
        }
    }

    /// The same run with the designer's drafts found in `reply`.
    pub fn with_drafts(mut self, reply: &str) -> Self {
        self.drafts = designer_drafts(reply);
        self
    }

    /// The events, read the way any transcript is read (invalid lines skipped).
    pub fn events(&self) -> Vec<PanelEvent> {
        read_transcript(self.transcript.as_bytes())
            .map(|read| read.events)
            .unwrap_or_default()
    }
}

/// NDJSON text of `events` (what `write_transcript` writes before any gzip).
fn transcript_text(events: &[PanelEvent]) -> String {
    events.iter().map(|e| e.to_json() + "\n").collect()
}

/// The storage key of panel run `id`.
pub fn run_key(id: &str) -> String {
    format!("{RUN_PREFIX}{id}")
}

/// Why a panel run was not saved; storage is as it was.
pub fn save_message(e: &WriteError) -> String {
    match e {
        WriteError::Quota => {
            "The browser's storage for this page is full, so this panel run was not \
             saved. The theater and your pasted reply are still on screen: download the \
             transcript to keep it, or delete stored runs and press “Save again”."
                .into()
        }
        WriteError::Other(why) => format!(
            "The browser refused to store this panel run ({why}). The theater and your pasted \
             reply are still on screen: download the transcript to keep it."
        ),
    }
}

/// The panel runs and settings in a [`Backend`].
pub struct PanelStore<B: Backend> {
    backend: B,
}

/// The stored runs, newest first, and the keys that could not be read (left in place).
#[derive(Debug, Default)]
pub struct Listed {
    pub runs: Vec<PanelRun>,
    pub unreadable: Vec<String>,
}

impl<B: Backend> PanelStore<B> {
    pub fn new(backend: B) -> Self {
        PanelStore { backend }
    }

    pub fn list(&self) -> Listed {
        let mut listed = Listed::default();
        for key in self.backend.keys() {
            if !key.starts_with(RUN_PREFIX) {
                continue;
            }
            let run = self
                .backend
                .read(&key)
                .ok()
                .flatten()
                .and_then(|v| serde_json::from_value::<PanelRun>(v).ok())
                .filter(|r| r.schema == SCHEMA);
            match run {
                Some(run) => listed.runs.push(run),
                None => listed.unreadable.push(key),
            }
        }
        listed.runs.sort_by(|a, b| b.created.total_cmp(&a.created));
        listed
    }

    pub fn save(&self, run: &PanelRun) -> Result<(), WriteError> {
        let value = serde_json::to_value(run).map_err(|e| WriteError::Other(e.to_string()))?;
        self.backend.write(&run_key(&run.id), &value)
    }

    pub fn remove(&self, id: &str) {
        self.backend.delete(&run_key(id));
    }

    /// The settings for new runs; defaults when absent or unreadable.
    pub fn settings(&self) -> CritiqueConfig {
        self.backend
            .read(SETTINGS_KEY)
            .ok()
            .flatten()
            .and_then(|v| serde_json::from_value(v).ok())
            .unwrap_or_default()
    }

    pub fn save_settings(&self, config: &CritiqueConfig) -> Result<(), WriteError> {
        let value = serde_json::to_value(config).map_err(|e| WriteError::Other(e.to_string()))?;
        self.backend.write(SETTINGS_KEY, &value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::memory::MemoryBackend;
    use jury_core::critique::{CritiqueSession, SessionOptions};

    fn summary() -> RunSummary {
        let mut s = CritiqueSession::new(SessionOptions {
            project_id: "local".into(),
            artifact_id: "a".into(),
            ..SessionOptions::new("r1")
        });
        s.feed(super::super::fixtures::HAPPY);
        s.finish()
    }

    #[test]
    fn round_trips_a_run_with_its_transcript_and_artifact() {
        let mem = MemoryBackend::default();
        let store = PanelStore::new(&mem);
        let sum = summary();
        let run = PanelRun::from_summary("r1", 5.0, "Poster", &sum);
        store.save(&run).unwrap();
        let listed = store.list();
        assert_eq!(listed.runs, vec![run.clone()]);
        assert_eq!(run.events(), sum.events);
        assert_eq!(run.status, RunStatus::Shipped);
        assert!(run.artifact.is_some());
        // Review-loop keys are untouched and not listed.
        assert!(mem.map.borrow().keys().all(|k| k.starts_with(RUN_PREFIX)));
    }

    #[test]
    fn full_quota_is_an_error_and_leaves_storage_as_it_was() {
        let mem = MemoryBackend {
            quota: Some(100),
            ..Default::default()
        };
        let store = PanelStore::new(&mem);
        let run = PanelRun::from_summary("r1", 5.0, "Poster", &summary());
        let err = store.save(&run).unwrap_err();
        assert_eq!(err, WriteError::Quota);
        assert!(save_message(&err).contains("still on screen"));
        assert!(mem.map.borrow().is_empty());
    }

    #[test]
    fn lists_newest_first_and_reports_unreadable_entries() {
        let mem = MemoryBackend::default();
        let store = PanelStore::new(&mem);
        let sum = summary();
        for (id, at) in [("old", 1.0), ("new", 2.0)] {
            store
                .save(&PanelRun::from_summary(id, at, id, &sum))
                .unwrap();
        }
        mem.map
            .borrow_mut()
            .insert(run_key("bad"), "{\"schema\":\"x\"}".into());
        let listed = store.list();
        let ids: Vec<_> = listed.runs.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["new", "old"]);
        assert_eq!(listed.unreadable, vec![run_key("bad")]);
        assert!(mem.map.borrow().contains_key(&run_key("bad")));
    }

    #[test]
    fn settings_default_then_round_trip() {
        let mem = MemoryBackend::default();
        let store = PanelStore::new(&mem);
        assert_eq!(store.settings(), CritiqueConfig::default());
        let config = CritiqueConfig {
            score_threshold: 7.5,
            ..CritiqueConfig::default()
        };
        store.save_settings(&config).unwrap();
        assert_eq!(store.settings(), config);
    }
}
