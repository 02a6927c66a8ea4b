//! state: what every page shares — [`AppState`] (the runs, this tab's typed texts, the route, the
//! banner, what other tabs did) and [`Failure`], an action that could not be done or stored.
//!
//! Owns the typed texts' keys in sessionStorage and turning a model's `ChangeError` into words.
//! Never draws anything and never decides anything about a run.

use crate::browser;
use crate::model::{ChangeError, Elsewhere, Model};
use crate::route::Route;
use crate::run_store::{LocalBackend, Store};
use crate::typed::TypedKey;
use crate::ui::notice::capitalize;
use gloo_storage::{SessionStorage, Storage};
use jury_core::review::run::Run;
use leptos::prelude::*;
use std::collections::{HashMap, HashSet};
use std::fmt::Display;

/// sessionStorage key prefix of the typed texts (per tab, so two tabs never fight over a typed text).
/// One key per typed text: a typed text too big for the storage then costs only itself.
const TYPED_PREFIX: &str = "jury.draft.";

/// What every page shares, provided as context by `crate::app::App`.
#[derive(Clone, Copy)]
pub struct AppState {
    pub model: RwSignal<Model<LocalBackend>>,
    /// Text being typed (the new-run form, replies, revisions, notes) by key, kept outside the
    /// model so that a reload from another tab or a refused save never wipes what is on screen,
    /// and mirrored to sessionStorage so that a page reload does not either. Each typed text is a
    /// signal of its own: a keystroke in one box wakes only what reads that box; the map
    /// changes only when a typed text starts or is cleared.
    typed: RwSignal<HashMap<TypedKey, RwSignal<String>>>,
    /// The app's root, which owns every typed text's signal: a typed text outlives the box it was typed
    /// in (a page left and come back to, a box closed by a merge).
    root: StoredValue<Owner>,
    /// Typed texts too big for sessionStorage: on screen, but a page reload would lose them.
    pub unkept: RwSignal<HashSet<TypedKey>>,
    pub route: RwSignal<Route>,
    /// A failure to store a change (full quota, another tab's newer run), shown above the page
    /// until the next successful change or page. Kept here, not in the component that acted,
    /// because a conflict reloads the run and re-creates that component.
    pub banner: RwSignal<Option<Failure>>,
    /// What other tabs did to runs since this page was opened, said on the run's page where the
    /// user is working (a reply recorded elsewhere must not replace this tab's view silently).
    /// Cleared on navigation.
    pub elsewhere: RwSignal<Vec<Elsewhere>>,
}

impl AppState {
    /// Loads the model from localStorage.
    pub fn new() -> Self {
        AppState {
            model: RwSignal::new(Model::load(Store::new(LocalBackend))),
            typed: RwSignal::new(
                stored_typed()
                    .into_iter()
                    .map(|(key, text)| (key, RwSignal::new(text)))
                    .collect(),
            ),
            root: StoredValue::new(Owner::current().unwrap_or_default()),
            unkept: RwSignal::new(HashSet::new()),
            route: RwSignal::new(Route::parse(&current_hash())),
            banner: RwSignal::new(None),
            elsewhere: RwSignal::new(Vec::new()),
        }
    }

    /// A typed text's text ("" when none), tracked: by that typed text alone once it exists.
    pub fn typed(&self, key: &TypedKey) -> String {
        match self.typed.with(|d| d.get(key).copied()) {
            Some(text) => text.get(),
            None => String::new(),
        }
    }

    /// A typed text's text ("" when none), untracked.
    pub fn typed_untracked(&self, key: &TypedKey) -> String {
        self.typed
            .with_untracked(|d| d.get(key).map(|t| t.get_untracked()))
            .unwrap_or_default()
    }

    /// Whether a typed text was started for `key` (even an empty one), untracked.
    pub fn has_typed(&self, key: &TypedKey) -> bool {
        self.typed.with_untracked(|d| d.contains_key(key))
    }

    /// Each typed text whose key passes `keep`, with its text, tracked.
    pub fn typed_where(&self, keep: impl Fn(&TypedKey) -> bool) -> Vec<(TypedKey, String)> {
        self.typed.with(|all| {
            all.iter()
                .filter(|(key, _)| keep(key))
                .map(|(key, text)| (key.clone(), text.get()))
                .collect()
        })
    }

    pub fn set_typed(&self, key: &TypedKey, text: String) {
        let storage = SessionStorage::raw();
        let stored_key = format!("{TYPED_PREFIX}{key}");
        let kept = storage.set_item(&stored_key, &text).is_ok();
        if !kept {
            // Too big (the storage is full): an older version must not come back on reload.
            let _ = storage.remove_item(&stored_key);
        }
        // Only a change is signalled: this runs on every keystroke.
        if kept == self.unkept.with_untracked(|u| u.contains(key)) {
            self.unkept.update(|u| {
                if kept {
                    u.remove(key);
                } else {
                    u.insert(key.clone());
                }
            });
        }
        match self.typed.with_untracked(|d| d.get(key).copied()) {
            Some(signal) => signal.set(text),
            None => {
                let signal = self
                    .root
                    .with_value(|root| root.with(|| RwSignal::new(text)));
                self.typed.update(|d| {
                    d.insert(key.clone(), signal);
                });
            }
        }
    }

    pub fn clear_typed(&self, key: &TypedKey) {
        let _ = SessionStorage::raw().remove_item(&format!("{TYPED_PREFIX}{key}"));
        self.unkept.update(|u| {
            u.remove(key);
        });
        if let Some(signal) = self.typed.try_update(|d| d.remove(key)).flatten() {
            signal.dispose();
        }
    }

    /// Whether typed text `key` would survive a page reload (false when it was too big to store).
    pub fn typed_kept(&self, key: &TypedKey) -> bool {
        self.unkept.with(|u| !u.contains(key))
    }

    /// Applies a core operation to run `id` at the current time (see [`Model::change`]).
    /// `Err(Some(e))`: the core refused it, for the caller to show where the user acted.
    /// `Err(None)`: storing failed; the banner already says so (with export when useful).
    pub fn change<T, E: Display>(
        &self,
        id: &str,
        op: impl FnOnce(&mut Run, u64) -> Result<T, E>,
    ) -> Result<T, Option<E>> {
        let now = browser::now_ms();
        let result = self
            .model
            .try_update(|m| m.change(id, now, |run| op(run, now as u64)))
            .unwrap_or(Err(ChangeError::Missing));
        match result {
            Ok(t) => {
                self.banner.set(None);
                Ok(t)
            }
            Err(ChangeError::Refused(e)) => Err(Some(e)),
            Err(other) => {
                self.banner.set(Some(other.into()));
                Err(None)
            }
        }
    }

    /// Stores a new run under a new id and opens it. On failure (full quota) the caller keeps
    /// its form on screen and shows the [`Failure`], which offers the run for export.
    pub fn add_run(&self, run: Run) -> Result<(), Failure> {
        let id = browser::new_id();
        match self
            .model
            .try_update(|m| m.add(&id, run.clone(), browser::now_ms()))
        {
            Some(Err(error)) => Err(Failure {
                message: error.to_string(),
                unsaved: Some(Box::new(run)),
            }),
            _ => {
                self.go(Route::Run(id));
                Ok(())
            }
        }
    }

    /// Goes to a page.
    pub fn go(&self, route: Route) {
        if let Some(window) = web_sys::window() {
            let _ = window.location().set_hash(&route.href());
        }
        self.route.set(route);
    }
}

impl Default for AppState {
    fn default() -> Self {
        Self::new()
    }
}

/// What went wrong with an action, ready to show: the message, and the run with the change when
/// only storing it failed (so the user can export it and lose nothing).
#[derive(Clone, Debug)]
pub struct Failure {
    pub message: String,
    pub unsaved: Option<Box<Run>>,
}

impl<E: Display> From<ChangeError<E>> for Failure {
    fn from(e: ChangeError<E>) -> Self {
        match e {
            ChangeError::Refused(e) => Failure {
                message: capitalize(&e.to_string()),
                unsaved: None,
            },
            ChangeError::Save { error, unsaved } => Failure {
                message: error.to_string(),
                unsaved: Some(unsaved),
            },
            ChangeError::Missing => Failure {
                message: crate::t!(PagesRunMissing),
                unsaved: None,
            },
        }
    }
}

/// A key holding all of a tab's typed texts as one JSON object: the app reads it still, because a tab
/// left open across an update of the app may hold its typed texts there (see [`stored_typed`]).
const OLD_TYPED_KEY: &str = "jury.drafts";

/// This tab's typed texts as sessionStorage holds them.
fn stored_typed() -> HashMap<TypedKey, String> {
    let storage = SessionStorage::raw();
    // A tab left open across an update still holds its typed texts under the old key: move them to
    // their own keys (a newer per-key typed text wins), so a reload after the update loses none.
    if let Ok(Some(old)) = storage.get_item(OLD_TYPED_KEY) {
        let old: HashMap<String, String> = serde_json::from_str(&old).unwrap_or_default();
        for (key, text) in old {
            let key = format!("{TYPED_PREFIX}{key}");
            if matches!(storage.get_item(&key), Ok(None)) {
                let _ = storage.set_item(&key, &text);
            }
        }
        let _ = storage.remove_item(OLD_TYPED_KEY);
    }
    let n = storage.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|k| {
            let text = storage.get_item(&k).ok().flatten()?;
            Some((TypedKey::parse(k.strip_prefix(TYPED_PREFIX)?)?, text))
        })
        .collect()
}

/// The page's `location.hash` ("" when there is none).
pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}
