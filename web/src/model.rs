//! model: the user's runs in memory, kept in step with `store`.
//!
//! Owns the list of runs (each a `jury_core` [`Run`] replayed from its stored history), which
//! entries could not be loaded, and the one way to change a run: [`Model::change`] applies a
//! core operation to a copy and keeps it only once storage has accepted it, so memory never
//! runs ahead of storage and a refused or unsaved change leaves the run as it was.
//! Never decides anything about a run (that is the core's) and never touches the DOM.

use crate::i18n::say;
use crate::run_store::{Backend, SaveError, Store, StoredRun, Unreadable};
use crate::t;
use jury_core::review::history::{added_since, Entry, History};
use jury_core::review::judge::Judge;
use jury_core::review::run::Run;
use std::sync::Arc;

/// One run as the app holds it.
#[derive(Clone, Debug)]
pub struct RunEntry {
    pub id: String,
    /// The stored revision this copy was read at or written as.
    pub rev: u64,
    /// Last change, ms since the epoch.
    pub updated: f64,
    /// Shared, never changed in place: a change makes a new `Arc` (see [`Model::change`]), so a
    /// view can tell that a run changed by comparing pointers (`Arc::ptr_eq`), not contents.
    pub run: Arc<Run>,
}

/// Why [`Model::change`] did not change the run. In every case the run is as it was.
#[derive(Debug)]
pub enum ChangeError<E> {
    /// The core refused the operation (bad reply, wrong step, …).
    Refused(E),
    /// The core accepted it but storage did not; `unsaved` is the run with the change, for the
    /// user to export so that nothing is lost.
    Save { error: SaveError, unsaved: Box<Run> },
    /// No run with this id (deleted in another tab).
    Missing,
}

/// What another tab did to a run this tab holds (found on reload after a `storage` event), so
/// the page can say so where the user is working instead of changing under them silently.
#[derive(Clone, Debug, PartialEq)]
pub struct Elsewhere {
    pub id: String,
    /// The run's name before the change.
    pub name: String,
    /// What happened, oldest first (the run's page says it in words).
    pub what: Vec<Happened>,
}

/// One thing another tab did to a run.
#[derive(Clone, Debug, PartialEq)]
pub enum Happened {
    /// The history was replaced as a whole (an import or a kept share link).
    Replaced,
    /// The run was started again.
    Restarted,
    /// A judge's reply was recorded.
    Reply(Judge),
    Merged,
    /// The artifact was revised, starting a new round.
    Revised,
    /// A disputed criterion was settled.
    Settled(String),
    Deleted,
}

/// The inputs `after` has that `before` had not; a history that is not an extension of the old
/// one was replaced as a whole (an import or a kept share link).
fn changes(before: &[Entry], after: &[Entry]) -> Vec<Happened> {
    let Some(added) = added_since(before, after) else {
        return vec![Happened::Replaced];
    };
    added
        .iter()
        .map(|entry| match entry {
            Entry::Init { .. } => Happened::Restarted,
            Entry::Reply { judge, .. } => Happened::Reply(*judge),
            Entry::Merge { .. } => Happened::Merged,
            Entry::Revise { .. } => Happened::Revised,
            Entry::Settle { criterion, .. } => Happened::Settled(criterion.clone()),
        })
        .collect()
}

pub struct Model<B: Backend> {
    store: Store<B>,
    runs: Vec<RunEntry>,
    problems: Vec<Unreadable>,
    first_visit: bool,
}

/// A run's history as the JSON the store keeps.
fn history_value(run: &Run) -> serde_json::Value {
    serde_json::to_value(run.history()).expect("a history always serializes")
}

/// Replays a stored run through the core; a history that does not replay is a problem of its
/// own key, reported like an unreadable entry.
fn open_stored(stored: StoredRun) -> Result<RunEntry, Unreadable> {
    let problem = |why: String| Unreadable {
        key: crate::run_store::run_key(&stored.id),
        why,
    };
    let history = History::from_value(stored.history.clone())
        .map_err(|e| problem(t!(PagesProblemHistoryUnreadable, reason = say(&e))))?;
    let run = Run::from_history(history)
        .map_err(|e| problem(t!(PagesProblemHistoryReplay, reason = say(&e))))?;
    Ok(RunEntry {
        id: stored.id,
        rev: stored.rev,
        updated: stored.updated,
        run: Arc::new(run),
    })
}

impl<B: Backend> Model<B> {
    /// Loads every run from `store`.
    pub fn load(store: Store<B>) -> Self {
        let mut model = Model {
            store,
            runs: Vec::new(),
            problems: Vec::new(),
            first_visit: false,
        };
        model.reload();
        model
    }

    /// Reads storage again (another tab changed it). Typed texts live outside the model, so
    /// nothing on screen is lost. A run stored at the revision this model already holds keeps
    /// its `Arc`: the views of a run another tab did not touch are not drawn again.
    pub fn reload(&mut self) {
        let loaded = self.store.load();
        self.first_visit = loaded.first_visit;
        self.problems = loaded.problems;
        let held = std::mem::take(&mut self.runs);
        for stored in loaded.runs {
            let same = held
                .iter()
                .find(|e| e.id == stored.id && e.rev == stored.rev);
            match same {
                Some(entry) => self.runs.push(RunEntry {
                    updated: stored.updated,
                    ..entry.clone()
                }),
                None => match open_stored(stored) {
                    Ok(entry) => self.runs.push(entry),
                    Err(p) => self.problems.push(p),
                },
            }
        }
        self.runs
            .sort_by(|a, b| b.updated.total_cmp(&a.updated).then(a.id.cmp(&b.id)));
    }

    /// [`Model::reload`] after another tab wrote storage, reporting which runs it changed or
    /// deleted.
    pub fn reload_from_elsewhere(&mut self) -> Vec<Elsewhere> {
        let before: Vec<(String, u64, String, Vec<Entry>)> = self
            .runs
            .iter()
            .map(|e| {
                let name = e.run.name().to_string();
                (e.id.clone(), e.rev, name, e.run.history().entries.clone())
            })
            .collect();
        self.reload();
        before
            .into_iter()
            .filter_map(|(id, rev, name, entries)| {
                let what = match self.get(&id) {
                    None => vec![Happened::Deleted],
                    Some(now) if now.rev == rev => return None,
                    Some(now) => changes(&entries, &now.run.history().entries),
                };
                Some(Elsewhere { id, name, what })
            })
            .collect()
    }

    /// The runs, most recently changed first.
    pub fn runs(&self) -> &[RunEntry] {
        &self.runs
    }

    pub fn get(&self, id: &str) -> Option<&RunEntry> {
        self.runs.iter().find(|e| e.id == id)
    }

    /// Stored entries that could not be loaded (left in storage untouched).
    pub fn problems(&self) -> &[Unreadable] {
        &self.problems
    }

    /// Nothing of the app was stored in this browser before this load.
    pub fn first_visit(&self) -> bool {
        self.first_visit
    }

    /// The id of a run with this name, if any (imports ask before replacing it).
    pub fn find_by_name(&self, name: &str) -> Option<&RunEntry> {
        self.runs.iter().find(|e| e.run.name() == name)
    }

    /// Stores a new run under a new id.
    pub fn add(&mut self, id: &str, run: Run, now: f64) -> Result<(), SaveError> {
        let stored = self.store.save(id, 0, history_value(&run), now)?;
        self.first_visit = false;
        self.runs.insert(
            0,
            RunEntry {
                id: id.to_string(),
                rev: stored.rev,
                updated: now,
                run: Arc::new(run),
            },
        );
        Ok(())
    }

    /// Applies `op` to run `id`: on a copy first, then stored, then kept. On a conflict (another
    /// tab saved a newer revision) the newer run is loaded in its place and the change refused.
    pub fn change<T, E>(
        &mut self,
        id: &str,
        now: f64,
        op: impl FnOnce(&mut Run) -> Result<T, E>,
    ) -> Result<T, ChangeError<E>> {
        let Some(index) = self.runs.iter().position(|e| e.id == id) else {
            return Err(ChangeError::Missing);
        };
        // Copy on write: views holding the old `Arc` keep the run as it was until this one is
        // stored and replaces it.
        let mut run = Run::clone(&self.runs[index].run);
        let out = op(&mut run).map_err(ChangeError::Refused)?;
        self.replace_at(index, run, now)
            .map(|()| out)
            .map_err(|(error, unsaved)| ChangeError::Save { error, unsaved })
    }

    /// Replaces run `id` by `run` (an import the user agreed may overwrite it).
    pub fn replace(
        &mut self,
        id: &str,
        run: Run,
        now: f64,
    ) -> Result<(), ChangeError<std::convert::Infallible>> {
        let Some(index) = self.runs.iter().position(|e| e.id == id) else {
            return Err(ChangeError::Missing);
        };
        self.replace_at(index, run, now)
            .map_err(|(error, unsaved)| ChangeError::Save { error, unsaved })
    }

    fn replace_at(
        &mut self,
        index: usize,
        run: Run,
        now: f64,
    ) -> Result<(), (SaveError, Box<Run>)> {
        let entry = &self.runs[index];
        match self
            .store
            .save(&entry.id, entry.rev, history_value(&run), now)
        {
            Ok(stored) => {
                let entry = &mut self.runs[index];
                entry.rev = stored.rev;
                entry.updated = now;
                entry.run = Arc::new(run);
                Ok(())
            }
            Err(error) => {
                if error == SaveError::Conflict {
                    self.reload();
                }
                Err((error, Box::new(run)))
            }
        }
    }

    /// Deletes run `id`, or an unreadable entry reported under `jury.run.<id>`.
    pub fn remove(&mut self, id: &str) {
        self.store.remove(id);
        self.reload();
    }

    /// The stored text of a problem entry, for download.
    pub fn problem_text(&self, key: &str) -> Option<String> {
        self.store.raw(key)
    }

    /// Deletes a problem entry the user chose to discard.
    pub fn discard(&mut self, key: &str) {
        self.store.delete_key(key);
        self.reload();
    }

    /// Remembers that this browser has seen the app (the demo is made once).
    pub fn mark_visited(&mut self) {
        // Failing to store the marker only means the demo may be offered again.
        let _ = self.store.mark_visited();
        self.first_visit = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run_store::memory::MemoryBackend;
    use jury_core::review::history::RunConfig;
    use jury_core::review::judge::Judge;

    const RUBRIC: &str = "- facts: every fact is right\n- complete: nothing is missing\n- plain: each line is plain\n";

    fn new_run() -> Run {
        Run::create(
            RunConfig::new("notes", RUBRIC, "Requires Node 20 or newer\n"),
            1,
        )
        .unwrap()
    }

    const PASS_ALL: &str = r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#;

    #[test]
    fn a_change_is_kept_only_once_stored() {
        let mem = MemoryBackend::default();
        let mut model = Model::load(Store::new(&mem));
        model.add("r1", new_run(), 1.0).unwrap();
        model
            .change("r1", 2.0, |run| run.record(Judge::A, PASS_ALL, 2).map(drop))
            .unwrap();
        assert!(model.get("r1").unwrap().run.current().a.is_some());
        // What is stored replays to the same state.
        let again = Model::load(Store::new(&mem));
        assert!(again.get("r1").unwrap().run.current().a.is_some());
        assert_eq!(again.get("r1").unwrap().rev, 2);
    }

    /// The views of a run compare its `Arc`: a change gives a new one, a refused change and a
    /// reload that finds the same revision keep the old one.
    #[test]
    fn a_run_is_a_new_arc_exactly_when_it_changed() {
        let mem = MemoryBackend::default();
        let mut tab1 = Model::load(Store::new(&mem));
        tab1.add("r1", new_run(), 1.0).unwrap();
        tab1.add("r2", new_run(), 1.0).unwrap();
        let held = |m: &Model<_>, id: &str| m.get(id).unwrap().run.clone();
        let (r1, r2) = (held(&tab1, "r1"), held(&tab1, "r2"));
        let _ = tab1.change("r1", 2.0, |run| run.record(Judge::A, "{", 2).map(drop));
        assert!(
            Arc::ptr_eq(&held(&tab1, "r1"), &r1),
            "refused: the same run"
        );

        let mut tab2 = Model::load(Store::new(&mem));
        tab2.change("r1", 2.0, |run| run.record(Judge::A, PASS_ALL, 2).map(drop))
            .unwrap();
        assert!(!Arc::ptr_eq(&held(&tab2, "r1"), &r1));
        tab1.reload_from_elsewhere();
        assert!(
            !Arc::ptr_eq(&held(&tab1, "r1"), &r1),
            "changed elsewhere: new"
        );
        assert!(held(&tab1, "r1").current().a.is_some());
        assert!(
            Arc::ptr_eq(&held(&tab1, "r2"), &r2),
            "untouched: the same run"
        );
    }

    #[test]
    fn a_refused_change_leaves_the_run_as_it_was() {
        let mem = MemoryBackend::default();
        let mut model = Model::load(Store::new(&mem));
        model.add("r1", new_run(), 1.0).unwrap();
        let err = model.change("r1", 2.0, |run| run.record(Judge::A, "{", 2).map(drop));
        assert!(matches!(err, Err(ChangeError::Refused(_))));
        assert!(model.get("r1").unwrap().run.current().a.is_none());
        assert_eq!(model.get("r1").unwrap().rev, 1);
    }

    #[test]
    fn a_stale_copy_is_refused_and_replaced_by_the_newer_run() {
        let mem = MemoryBackend::default();
        let mut tab1 = Model::load(Store::new(&mem));
        tab1.add("r1", new_run(), 1.0).unwrap();
        let mut tab2 = Model::load(Store::new(&mem));
        tab2.change("r1", 2.0, |run| run.record(Judge::A, PASS_ALL, 2).map(drop))
            .unwrap();
        // tab1 still holds rev 1 and makes a change the core accepts.
        let err = tab1.change("r1", 3.0, |run| run.record(Judge::B, PASS_ALL, 3).map(drop));
        assert!(matches!(
            err,
            Err(ChangeError::Save {
                error: SaveError::Conflict,
                ..
            })
        ));
        // tab1 now shows tab2's change (and not its own), and storage holds it unharmed.
        let run = &tab1.get("r1").unwrap().run;
        assert!(run.current().a.is_some() && run.current().b.is_none());
        let stored = Model::load(Store::new(&mem));
        assert_eq!(stored.get("r1").unwrap().rev, 2);
        assert!(stored.get("r1").unwrap().run.current().b.is_none());
    }

    #[test]
    fn quota_keeps_the_stored_run_and_returns_the_unsaved_one() {
        let mem = MemoryBackend::default();
        let mut model = Model::load(Store::new(&mem));
        model.add("r1", new_run(), 1.0).unwrap();
        let used: usize = mem
            .map
            .borrow()
            .iter()
            .map(|(k, v)| k.len() + v.len())
            .sum();
        let mem_full = MemoryBackend {
            map: mem.map.clone(),
            quota: Some(used + 10),
        };
        let mut model = Model::load(Store::new(&mem_full));
        let err = model.change("r1", 2.0, |run| run.record(Judge::A, PASS_ALL, 2).map(drop));
        let Err(ChangeError::Save { error, unsaved }) = err else {
            panic!("expected a save error");
        };
        assert!(matches!(error, SaveError::Quota { .. }));
        assert!(
            unsaved.current().a.is_some(),
            "the change is offered for export"
        );
        assert!(model.get("r1").unwrap().run.current().a.is_none());
    }

    /// Two tabs: a reply recorded in one tab is reported in the other, by name.
    #[test]
    fn another_tabs_changes_are_reported_in_words() {
        let mem = MemoryBackend::default();
        let mut tab1 = Model::load(Store::new(&mem));
        tab1.add("r1", new_run(), 1.0).unwrap();
        tab1.add("r2", new_run(), 1.0).unwrap();
        let mut tab2 = Model::load(Store::new(&mem));
        tab2.change("r1", 2.0, |run| run.record(Judge::A, PASS_ALL, 2).map(drop))
            .unwrap();
        tab2.change("r1", 3.0, |run| run.merge(3).map(drop))
            .unwrap();
        tab2.remove("r2");
        let mut seen = tab1.reload_from_elsewhere();
        seen.sort_by(|a, b| a.id.cmp(&b.id));
        assert_eq!(
            seen,
            vec![
                Elsewhere {
                    id: "r1".into(),
                    name: "notes".into(),
                    what: vec![Happened::Reply(Judge::A), Happened::Merged],
                },
                Elsewhere {
                    id: "r2".into(),
                    name: "notes".into(),
                    what: vec![Happened::Deleted],
                },
            ]
        );
        assert!(tab1.get("r1").unwrap().run.current().a.is_some());
        // Nothing changed since: nothing to report.
        assert!(tab1.reload_from_elsewhere().is_empty());
        // A run replaced as a whole (an import over it) is said to be replaced.
        tab2.replace("r1", new_run(), 4.0).unwrap();
        assert_eq!(
            tab1.reload_from_elsewhere()[0].what,
            vec![Happened::Replaced]
        );
    }

    #[test]
    fn a_history_that_does_not_replay_is_a_problem_beside_good_runs() {
        let mem = MemoryBackend::default();
        let mut model = Model::load(Store::new(&mem));
        model.add("good", new_run(), 1.0).unwrap();
        let store = Store::new(&mem);
        store
            .save(
                "bad",
                0,
                serde_json::json!({"schema": "jury.run/1", "entries": []}),
                1.0,
            )
            .unwrap();
        let model = Model::load(Store::new(&mem));
        assert_eq!(model.runs().len(), 1);
        assert_eq!(model.problems().len(), 1);
        assert_eq!(model.problems()[0].key, "jury.run.bad");
    }
}
