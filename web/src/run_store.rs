//! store: runs as they sit in localStorage — one key per run plus an index, versioned.
//!
//! Owns the key layout (`jury.run.<id>`, `jury.index`), the stored schema and its migration, the
//! revision number that keeps a stale tab from overwriting a newer run, and turning storage
//! failures (unreadable entry, full quota, conflict) into values the view can show. A run's
//! payload is the core's history (`jury.run/1`) kept as opaque JSON: this module never
//! interprets it (replaying it is `jury-core`'s job) and never touches the DOM.
//!
//! Safety rules: reading never deletes or rewrites anything (a bad entry is reported and left
//! in place for the user to export or remove); a failed write leaves storage as it was.

use crate::t;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

/// Prefix of the key of each run.
pub const RUN_PREFIX: &str = "jury.run.";
/// Key of the index: the ids of the runs, and the marker that this browser has seen the app.
pub const INDEX_KEY: &str = "jury.index";
/// Schema of a stored run, current version.
pub const RUN_SCHEMA: &str = "jury.web.run/1";
/// Schema of the index, current version.
pub const INDEX_SCHEMA: &str = "jury.web.index/1";
/// About how much localStorage one page may fill, in UTF-16 code units of keys and values (what
/// browsers count): Chromium and Firefox allow 5 MiB of them. Browsers do not tell how much is
/// left, so a refused write is explained against this figure.
pub const CAPACITY: usize = 5 * 1024 * 1024;

/// One run as stored: the core's history plus what only the app needs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredRun {
    pub schema: String,
    pub id: String,
    /// Bumped on every write; a write that expects an older revision is a conflict.
    pub rev: u64,
    /// Last change, ms since the epoch (shown in the run list).
    pub updated: f64,
    /// The run's history in the core's format; replayed by `jury_core` on load.
    pub history: Value,
}

#[derive(Serialize, Deserialize)]
struct Index {
    schema: String,
    ids: Vec<String>,
}

/// A stored entry that could not be used; it stays in storage untouched.
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable {
    pub key: String,
    pub why: String,
}

/// Everything read at start-up (or after another tab changed storage).
#[derive(Debug, Default)]
pub struct Loaded {
    pub runs: Vec<StoredRun>,
    pub problems: Vec<Unreadable>,
    /// Nothing of the app was ever stored here: the place for the demo run.
    pub first_visit: bool,
}

/// Why a write did not happen. In every case storage is as it was before the call.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// The browser refused the write for lack of space. `needed` is the size of the run's
    /// entry, `used` what every other entry takes, both as [`CAPACITY`] counts them.
    Quota { needed: usize, used: usize },
    /// Another tab saved this run since this tab read it.
    Conflict,
    /// Any other storage failure (storage disabled, private mode, …).
    Other(String),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            // When the run alone is more than the storage holds, or more than is left, "full"
            // would send the user to delete runs that cannot help, or not say why.
            SaveError::Quota { needed, .. } if *needed > CAPACITY => t!(
                PagesSaveTooBig,
                needed = amount(*needed),
                capacity = amount(CAPACITY)
            ),
            SaveError::Quota { needed, used } if *needed > CAPACITY.saturating_sub(*used) => t!(
                PagesSaveNoRoom,
                needed = amount(*needed),
                left = amount(CAPACITY.saturating_sub(*used)),
                capacity = amount(CAPACITY)
            ),
            SaveError::Quota { .. } => t!(PagesSaveFull),
            // The newer state may have closed the step the user acted in (another tab revised
            // or settled first), taking its box off screen: the export keeps what they typed.
            SaveError::Conflict => t!(PagesSaveConflict),
            SaveError::Other(why) => t!(PagesSaveOther, why = why.as_str()),
        };
        f.write_str(&words)
    }
}

/// A size in UTF-16 code units, in words ("6.1 million characters"). The millions are rounded
/// to one decimal here; the catalogue writes them with that one decimal.
fn amount(n: usize) -> String {
    match n {
        1_000_000.. => t!(
            PagesAmountMillions,
            millions = (n as f64 / 1e5).round() / 10.0
        ),
        10_000.. => t!(PagesAmountThousands, thousands = n / 1000),
        _ => t!(PagesAmountCharacters, count = n),
    }
}

/// The size of an entry as [`CAPACITY`] counts it.
fn entry_size(key: &str, text: &str) -> usize {
    key.encode_utf16().count() + text.encode_utf16().count()
}

/// Why the storage refused a write.
#[derive(Clone, Debug, PartialEq)]
pub enum WriteError {
    Quota,
    Other(String),
}

/// The key/value storage underneath: localStorage in the app, a map in unit tests.
pub trait Backend {
    /// `Ok(None)` when the key is absent; `Err` with the reason when its text is not JSON.
    fn read(&self, key: &str) -> Result<Option<Value>, String>;
    /// The stored text as is (to let the user download an entry that cannot be read).
    fn read_raw(&self, key: &str) -> Option<String>;
    fn write(&self, key: &str, value: &Value) -> Result<(), WriteError>;
    fn delete(&self, key: &str);
    fn keys(&self) -> Vec<String>;

    /// What every entry but `except` takes, as [`CAPACITY`] counts it.
    fn used(&self, except: &str) -> usize {
        self.keys()
            .iter()
            .filter(|k| k.as_str() != except)
            .map(|k| entry_size(k, &self.read_raw(k).unwrap_or_default()))
            .sum()
    }
}

/// localStorage through gloo-storage.
pub struct LocalBackend;

impl Backend for LocalBackend {
    fn read(&self, key: &str) -> Result<Option<Value>, String> {
        use gloo_storage::{errors::StorageError, LocalStorage, Storage};
        match LocalStorage::get::<Value>(key) {
            Ok(v) => Ok(Some(v)),
            Err(StorageError::KeyNotFound(_)) => Ok(None),
            Err(StorageError::SerdeError(e)) => Err(t!(PagesProblemNotJson, why = e.to_string())),
            Err(StorageError::JsError(e)) => Err(e.to_string()),
        }
    }

    fn read_raw(&self, key: &str) -> Option<String> {
        use gloo_storage::{LocalStorage, Storage};
        LocalStorage::raw().get_item(key).ok().flatten()
    }

    fn write(&self, key: &str, value: &Value) -> Result<(), WriteError> {
        use gloo_storage::{errors::StorageError, LocalStorage, Storage};
        match LocalStorage::set(key, value) {
            Ok(()) => Ok(()),
            // Chromium and Firefox name it QuotaExceededError; older Firefox versions name it
            // NS_ERROR_DOM_QUOTA_REACHED.
            Err(StorageError::JsError(e))
                if e.name.contains("QUOTA") || e.name.contains("Quota") =>
            {
                Err(WriteError::Quota)
            }
            Err(e) => Err(WriteError::Other(e.to_string())),
        }
    }

    fn delete(&self, key: &str) {
        use gloo_storage::{LocalStorage, Storage};
        LocalStorage::delete(key);
    }

    fn keys(&self) -> Vec<String> {
        use gloo_storage::{LocalStorage, Storage};
        let raw = LocalStorage::raw();
        let n = raw.length().unwrap_or(0);
        (0..n).filter_map(|i| raw.key(i).ok().flatten()).collect()
    }
}

/// The runs in a [`Backend`].
pub struct Store<B: Backend> {
    backend: B,
}

/// The storage key of run `id`.
pub fn run_key(id: &str) -> String {
    format!("{RUN_PREFIX}{id}")
}

/// Whether a key belongs to this app (so a `storage` event about it means "reload").
pub fn is_app_key(key: &str) -> bool {
    key == INDEX_KEY || key.starts_with(RUN_PREFIX)
}

impl<B: Backend> Store<B> {
    pub fn new(backend: B) -> Self {
        Store { backend }
    }

    /// Reads every run. The index gives the order; runs that are stored but missing from it
    /// (an index write lost to a full quota) are found by scanning keys, so none goes missing.
    pub fn load(&self) -> Loaded {
        let mut loaded = Loaded::default();
        let index = self.backend.read(INDEX_KEY);
        let has_index = !matches!(index, Ok(None));
        let mut ids = match index {
            Ok(Some(v)) => match serde_json::from_value::<Index>(v) {
                Ok(index) if index.schema == INDEX_SCHEMA => index.ids,
                Ok(index) => {
                    loaded.problems.push(Unreadable {
                        key: INDEX_KEY.into(),
                        why: t!(PagesProblemIndexVersion, schema = index.schema),
                    });
                    Vec::new()
                }
                Err(e) => {
                    loaded.problems.push(index_problem(&e.to_string()));
                    Vec::new()
                }
            },
            Ok(None) => Vec::new(),
            Err(e) => {
                loaded.problems.push(index_problem(&e));
                Vec::new()
            }
        };
        for key in self.backend.keys() {
            if let Some(id) = key.strip_prefix(RUN_PREFIX) {
                if !ids.iter().any(|i| i == id) {
                    ids.push(id.to_string());
                }
            }
        }
        loaded.first_visit = !has_index && ids.is_empty();
        for id in ids {
            match self.load_one(&id) {
                Ok(Some(run)) => loaded.runs.push(run),
                // Listed in the index but gone (deleted in another tab): nothing to report.
                Ok(None) => {}
                Err(p) => loaded.problems.push(p),
            }
        }
        loaded
    }

    /// Reads one run, migrating older schemas.
    pub fn load_one(&self, id: &str) -> Result<Option<StoredRun>, Unreadable> {
        let key = run_key(id);
        let problem = |why: String| Unreadable {
            key: key.clone(),
            why,
        };
        match self.backend.read(&key) {
            Ok(None) => Ok(None),
            // The id inside decides where the run is saved and deleted: an entry copied under
            // another key would have its changes land on (or its deletion remove) that one.
            Ok(Some(v)) => match migrate(v) {
                Ok(run) if run.id != id => {
                    Err(problem(t!(PagesProblemOtherId, inside = run.id, id = id)))
                }
                other => other.map(Some).map_err(problem),
            },
            Err(why) => Err(problem(why)),
        }
    }

    /// Writes a run's new history. `expected_rev` is the revision this tab read (0 for a new
    /// run); if storage holds another one, the write is refused as a [`SaveError::Conflict`].
    pub fn save(
        &self,
        id: &str,
        expected_rev: u64,
        history: Value,
        now_ms: f64,
    ) -> Result<StoredRun, SaveError> {
        let stored_rev = match self.load_one(id) {
            Ok(Some(r)) => r.rev,
            Ok(None) => 0,
            // An unreadable entry under this id is never overwritten silently.
            Err(_) => return Err(SaveError::Conflict),
        };
        if stored_rev != expected_rev {
            return Err(SaveError::Conflict);
        }
        let run = StoredRun {
            schema: RUN_SCHEMA.into(),
            id: id.into(),
            rev: expected_rev + 1,
            updated: now_ms,
            history,
        };
        let value = serde_json::to_value(&run).map_err(|e| SaveError::Other(e.to_string()))?;
        let key = run_key(id);
        self.backend.write(&key, &value).map_err(|e| match e {
            WriteError::Quota => SaveError::Quota {
                needed: entry_size(&key, &value.to_string()),
                used: self.backend.used(&key),
            },
            WriteError::Other(why) => SaveError::Other(why),
        })?;
        // The run is safe now. If the index write fails (quota), `load` still finds the run by
        // scanning keys, so the error is not worth failing the save for.
        let _ = self.update_index(|ids| {
            if !ids.iter().any(|i| i == id) {
                ids.insert(0, id.to_string());
            }
        });
        Ok(run)
    }

    /// Deletes a run (or an unreadable entry, by id) and its index line.
    pub fn remove(&self, id: &str) {
        self.backend.delete(&run_key(id));
        let _ = self.update_index(|ids| ids.retain(|i| i != id));
    }

    /// The stored text under `key`, for the user to download an entry that cannot be read.
    pub fn raw(&self, key: &str) -> Option<String> {
        self.backend.read_raw(key)
    }

    /// Deletes an unreadable run entry the user chose to discard. Only run keys: an unreadable
    /// index is rewritten by the next save instead.
    pub fn delete_key(&self, key: &str) {
        if let Some(id) = key.strip_prefix(RUN_PREFIX) {
            self.remove(id);
        }
    }

    /// Marks this browser as having seen the app (so the demo is made only once), even when the
    /// user deletes every run.
    pub fn mark_visited(&self) -> Result<(), WriteError> {
        self.update_index(|_| {})
    }

    fn update_index(&self, change: impl FnOnce(&mut Vec<String>)) -> Result<(), WriteError> {
        let mut ids = match self.backend.read(INDEX_KEY) {
            Ok(Some(v)) => serde_json::from_value::<Index>(v)
                .ok()
                .filter(|i| i.schema == INDEX_SCHEMA)
                .map(|i| i.ids)
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        change(&mut ids);
        let index = Index {
            schema: INDEX_SCHEMA.into(),
            ids,
        };
        let value = serde_json::to_value(index).map_err(|e| WriteError::Other(e.to_string()))?;
        self.backend.write(INDEX_KEY, &value)
    }
}

fn index_problem(why: &str) -> Unreadable {
    Unreadable {
        key: INDEX_KEY.into(),
        why: t!(PagesProblemIndexUnreadable, why = why),
    }
}

/// Brings a stored value to the current schema. Each past version gets one arm that converts it
/// to the next; a version newer than this build (or a value that is not ours) is refused, never
/// guessed at.
fn migrate(value: Value) -> Result<StoredRun, String> {
    let schema = value
        .get("schema")
        .and_then(Value::as_str)
        .map(str::to_string);
    match schema.as_deref() {
        Some(RUN_SCHEMA) => serde_json::from_value::<StoredRun>(value).map_err(|e| {
            t!(
                PagesProblemBadField,
                schema = RUN_SCHEMA,
                why = e.to_string()
            )
        }),
        Some(s) if s.starts_with("jury.web.run/") => Err(t!(PagesProblemNewer, schema = s)),
        Some(s) => Err(t!(PagesProblemNotARun, schema = s)),
        None => Err(t!(PagesProblemNoSchema)),
    }
}

#[cfg(test)]
pub(crate) mod memory {
    //! An in-memory [`Backend`] with an optional byte quota, for unit tests.
    use super::*;
    use std::cell::RefCell;
    use std::collections::BTreeMap;

    #[derive(Default)]
    pub struct MemoryBackend {
        pub map: RefCell<BTreeMap<String, String>>,
        pub quota: Option<usize>,
    }

    impl Backend for &MemoryBackend {
        fn read(&self, key: &str) -> Result<Option<Value>, String> {
            match self.map.borrow().get(key) {
                None => Ok(None),
                Some(text) => serde_json::from_str(text)
                    .map(Some)
                    .map_err(|e| e.to_string()),
            }
        }
        fn read_raw(&self, key: &str) -> Option<String> {
            self.map.borrow().get(key).cloned()
        }
        fn write(&self, key: &str, value: &Value) -> Result<(), WriteError> {
            let text = value.to_string();
            let mut map = self.map.borrow_mut();
            let used: usize = map
                .iter()
                .filter(|(k, _)| k.as_str() != key)
                .map(|(k, v)| k.len() + v.len())
                .sum();
            if self
                .quota
                .is_some_and(|q| used + key.len() + text.len() > q)
            {
                return Err(WriteError::Quota);
            }
            map.insert(key.into(), text);
            Ok(())
        }
        fn delete(&self, key: &str) {
            self.map.borrow_mut().remove(key);
        }
        fn keys(&self) -> Vec<String> {
            self.map.borrow().keys().cloned().collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::memory::MemoryBackend;
    use super::*;
    use serde_json::json;

    #[test]
    fn first_visit_then_saved_runs_load_in_index_order() {
        let mem = MemoryBackend::default();
        let store = Store::new(&mem);
        assert!(store.load().first_visit);
        store.save("a", 0, json!({"h": 1}), 1.0).unwrap();
        store.save("b", 0, json!({"h": 2}), 2.0).unwrap();
        let loaded = store.load();
        assert!(!loaded.first_visit);
        assert!(loaded.problems.is_empty());
        let ids: Vec<_> = loaded.runs.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["b", "a"]);
    }

    #[test]
    fn corrupt_and_foreign_entries_are_reported_skipped_and_kept() {
        let mem = MemoryBackend::default();
        let store = Store::new(&mem);
        store.save("good", 0, json!({}), 1.0).unwrap();
        mem.map
            .borrow_mut()
            .insert(run_key("bad"), "{not json".into());
        mem.map
            .borrow_mut()
            .insert(run_key("alien"), r#"{"schema":"other/1"}"#.into());
        mem.map
            .borrow_mut()
            .insert(run_key("future"), r#"{"schema":"jury.web.run/9"}"#.into());
        // A copy of "good" under another key, with good's id inside.
        let copy = mem.map.borrow()["jury.run.good"].clone();
        mem.map.borrow_mut().insert(run_key("copy"), copy);
        let loaded = store.load();
        assert_eq!(loaded.runs.len(), 1);
        assert_eq!(loaded.runs[0].id, "good");
        let keys: Vec<_> = loaded.problems.iter().map(|p| p.key.as_str()).collect();
        assert_eq!(
            keys,
            [
                "jury.run.alien",
                "jury.run.bad",
                "jury.run.copy",
                "jury.run.future"
            ]
        );
        assert!(loaded.problems[2]
            .why
            .contains("run \"good\", not \"copy\""));
        assert!(loaded.problems[3].why.contains("newer version"));
        // Reading never deletes.
        assert!(mem.map.borrow().contains_key("jury.run.bad"));
    }

    #[test]
    fn a_stale_revision_is_a_conflict_and_changes_nothing() {
        let mem = MemoryBackend::default();
        let store = Store::new(&mem);
        let first = store.save("r", 0, json!({"v": 1}), 1.0).unwrap();
        let second = store.save("r", first.rev, json!({"v": 2}), 2.0).unwrap();
        assert_eq!(second.rev, 2);
        // A second tab still holding rev 1 tries to write.
        assert_eq!(
            store.save("r", first.rev, json!({"v": 3}), 3.0),
            Err(SaveError::Conflict)
        );
        assert_eq!(
            store.load_one("r").unwrap().unwrap().history,
            json!({"v": 2})
        );
        // A new run may not reuse an existing id either.
        assert_eq!(store.save("r", 0, json!({}), 4.0), Err(SaveError::Conflict));
    }

    #[test]
    fn quota_exceeded_keeps_what_was_stored() {
        let mem = MemoryBackend {
            quota: Some(400),
            ..Default::default()
        };
        let store = Store::new(&mem);
        let first = store.save("r", 0, json!({"v": "small"}), 1.0).unwrap();
        let big = json!({"v": "x".repeat(500)});
        assert!(matches!(
            store.save("r", first.rev, big, 2.0),
            Err(SaveError::Quota { .. })
        ));
        assert_eq!(store.load_one("r").unwrap().unwrap(), first);
    }

    #[test]
    fn a_run_too_big_for_the_storage_says_so_with_its_size() {
        let mem = MemoryBackend {
            quota: Some(CAPACITY),
            ..Default::default()
        };
        let store = Store::new(&mem);
        store
            .save("other", 0, json!({"v": "o".repeat(2_000_000)}), 1.0)
            .unwrap();
        let before = mem.map.borrow().clone();
        // 6 million characters: more than the storage holds even when empty.
        let err = store
            .save("six", 0, json!({"v": "x".repeat(6_000_000)}), 2.0)
            .unwrap_err();
        let message = err.to_string();
        assert!(message.starts_with("This run is too big to keep in this browser's storage: it takes 6.0 million characters, and the storage holds about 5.2 million characters"), "{message}");
        assert!(message.contains("smaller artifact"), "{message}");
        // 3.5 million fits an empty storage but not what the other run leaves.
        let err = store
            .save("three", 0, json!({"v": "x".repeat(3_500_000)}), 3.0)
            .unwrap_err();
        let message = err.to_string();
        assert!(message.starts_with("This run does not fit in what is left of this browser's storage: it takes 3.5 million characters, but only about 3.2 million characters are left of the 5.2 million characters"), "{message}");
        assert_eq!(*mem.map.borrow(), before, "nothing stored changed");
    }

    #[test]
    fn a_run_missing_from_the_index_is_still_found() {
        let mem = MemoryBackend::default();
        let store = Store::new(&mem);
        store.save("a", 0, json!({}), 1.0).unwrap();
        mem.map
            .borrow_mut()
            .insert(INDEX_KEY.into(), "garbage".into());
        let loaded = store.load();
        assert_eq!(loaded.runs.len(), 1);
        assert_eq!(loaded.problems.len(), 1);
        assert!(loaded.problems[0].why.contains("index is unreadable"));
    }

    #[test]
    fn remove_and_mark_visited() {
        let mem = MemoryBackend::default();
        let store = Store::new(&mem);
        store.save("a", 0, json!({}), 1.0).unwrap();
        store.remove("a");
        let loaded = store.load();
        assert!(loaded.runs.is_empty());
        assert!(!loaded.first_visit, "the index remembers the visit");
        let fresh = MemoryBackend::default();
        Store::new(&fresh).mark_visited().unwrap();
        assert!(!Store::new(&fresh).load().first_visit);
    }
}
