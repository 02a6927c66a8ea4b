//! panel_store: panel runs and the panel settings as they sit in localStorage.
//!
//! Owns the key layout — one key per panel run (`jury.panel.run.<id>`, schema
//! `jury.web.panel/1`, the core's `critique::PanelRun`) and the settings
//! (`jury.panel.settings`), apart from the review-loop runs of `crate::run_store` — the paste
//! being played in this tab ([`Playing`], sessionStorage: a reload in the middle of it finds it
//! there) and turning storage failures into messages. There is no index: runs are found by their key prefix, so
//! one run is one write and a lost write cannot orphan anything. A run is listed, and deleted,
//! by its key: an entry whose id is not its key's (copied or edited by hand) is listed as
//! unreadable, so a delete can never reach another run. Never renders, never decides a run's
//! outcome (that is the core session's), and never deletes what it cannot read unless asked.

use crate::run_store::{Backend, WriteError};
use gloo_storage::{SessionStorage, Storage};
use jury_core::critique::CritiqueConfig;

/// Prefix of the key of each panel run.
pub const PANEL_PREFIX: &str = "jury.panel.run.";
/// Key of the settings for new panel runs (a `CritiqueConfig`).
pub const SETTINGS_KEY: &str = "jury.panel.settings";
/// A stored panel run is the core's record (`critique::panel_record`), under its schema.
pub use jury_core::critique::panel_record::{PanelRun, SCHEMA};

/// The storage key of panel run `id`.
pub fn panel_key(id: &str) -> String {
    format!("{PANEL_PREFIX}{id}")
}

/// Why a panel run was not saved; storage is as it was.
pub fn save_message(e: &WriteError) -> String {
    match e {
        WriteError::Quota => crate::t!(TheaterStorageFull),
        WriteError::Other(why) => crate::t!(TheaterStorageRefused, why = why.as_str()),
    }
}

/// sessionStorage key of the pasted reply being played in this tab (a [`Playing`]), and of how
/// many of its events the stage has shown: written once, and at every event.
const PLAYING_KEY: &str = "jury.panel.playing";
const SHOWN_KEY: &str = "jury.panel.playing.shown";

/// A pasted reply being played, as a reload finds it: everything needed to make its run again
/// up to the event the stage was on. Per tab, so another tab never takes this tab's run.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Playing {
    pub id: String,
    pub created: f64,
    pub title: String,
    pub config: CritiqueConfig,
    /// The whole paste, and where the panel's stream lies in it (bytes).
    pub reply: String,
    pub stream: std::ops::Range<usize>,
}

impl Playing {
    /// Notes a paste starting to play; `false` when the tab's storage cannot hold it (a reload
    /// would then lose it).
    pub fn start(&self) -> bool {
        let storage = SessionStorage::raw();
        let _ = storage.remove_item(SHOWN_KEY);
        let kept = serde_json::to_string(self)
            .ok()
            .is_some_and(|text| storage.set_item(PLAYING_KEY, &text).is_ok());
        if !kept {
            let _ = storage.remove_item(PLAYING_KEY);
        }
        kept
    }

    /// Notes that the stage shows `shown` events of the paste being played.
    pub fn shown(shown: usize) {
        let _ = SessionStorage::raw().set_item(SHOWN_KEY, &shown.to_string());
    }

    /// The paste has ended (stored, interrupted, or never a run): nothing to find on reload.
    pub fn end() {
        let storage = SessionStorage::raw();
        let _ = storage.remove_item(PLAYING_KEY);
        let _ = storage.remove_item(SHOWN_KEY);
    }

    /// The paste this tab was playing when it was reloaded, and how many events it had shown;
    /// taken (a second reload does not find it again). A record that cannot be read (written
    /// by another version) is dropped.
    pub fn take() -> Option<(Playing, usize)> {
        let storage = SessionStorage::raw();
        let text = storage.get_item(PLAYING_KEY).ok().flatten()?;
        let shown = storage.get_item(SHOWN_KEY).ok().flatten();
        Self::end();
        let playing: Playing = serde_json::from_str(&text).ok()?;
        let fits = playing.stream.start <= playing.stream.end
            && playing.stream.end <= playing.reply.len()
            && playing.reply.is_char_boundary(playing.stream.start)
            && playing.reply.is_char_boundary(playing.stream.end);
        fits.then(|| (playing, shown.and_then(|n| n.parse().ok()).unwrap_or(0)))
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
            let Some(id) = key.strip_prefix(PANEL_PREFIX) else {
                continue;
            };
            // The id inside decides where the run is saved again: an entry copied under another
            // key would have its changes land on (or its deletion remove) that one.
            let run = self
                .backend
                .read(&key)
                .ok()
                .flatten()
                .and_then(|v| serde_json::from_value::<PanelRun>(v).ok())
                .filter(|r| r.schema == SCHEMA && r.id == id);
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
        self.backend.write(&panel_key(&run.id), &value)
    }

    /// Deletes the entry under `key` (a listed run's [`panel_key`], or an unreadable entry's key);
    /// nothing but panel-run keys.
    pub fn remove(&self, key: &str) {
        if key.starts_with(PANEL_PREFIX) {
            self.backend.delete(key);
        }
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
    use crate::run_store::memory::MemoryBackend;
    use jury_core::critique::{CritiqueSession, RunStatus, RunSummary, SessionOptions};

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
        assert!(mem.map.borrow().keys().all(|k| k.starts_with(PANEL_PREFIX)));
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
            .insert(panel_key("bad"), "{\"schema\":\"x\"}".into());
        let listed = store.list();
        let ids: Vec<_> = listed.runs.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["new", "old"]);
        assert_eq!(listed.unreadable, vec![panel_key("bad")]);
        assert!(mem.map.borrow().contains_key(&panel_key("bad")));
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

    /// A record copied under another run's key is listed as unreadable, never as the
    /// run it names, and deleting a listed run removes its own key only.
    #[test]
    fn a_record_under_another_key_is_refused_and_delete_is_by_key() {
        let mem = MemoryBackend::default();
        let store = PanelStore::new(&mem);
        let sum = summary();
        for id in ["a", "b"] {
            store
                .save(&PanelRun::from_summary(id, 1.0, id, &sum))
                .unwrap();
        }
        // "a"'s record, copied by hand under key "c".
        let copy = mem.map.borrow()[&panel_key("a")].clone();
        mem.map.borrow_mut().insert(panel_key("c"), copy);
        let listed = store.list();
        let mut ids: Vec<_> = listed.runs.iter().map(|r| r.id.as_str()).collect();
        ids.sort();
        assert_eq!(ids, ["a", "b"]);
        assert_eq!(listed.unreadable, vec![panel_key("c")]);
        // Discarding the unreadable copy leaves "a" in place.
        store.remove(&panel_key("c"));
        assert!(mem.map.borrow().contains_key(&panel_key("a")));
        assert!(!mem.map.borrow().contains_key(&panel_key("c")));
        store.remove(&panel_key("b"));
        assert_eq!(store.list().runs.len(), 1);
        // Only panel-run keys.
        mem.map
            .borrow_mut()
            .insert(SETTINGS_KEY.into(), "{}".into());
        store.remove(SETTINGS_KEY);
        assert!(mem.map.borrow().contains_key(SETTINGS_KEY));
    }
}
