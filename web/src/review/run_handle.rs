//! run_handle: the run a page shows, for the parts of that page — the run as it is now (a memo
//! that changes only when this run does) and the one way to change it.
//!
//! Owns the run's id on the page: the parts under `review/` read the run they are given and
//! change it through [`RunHandle::change`], so none of them looks the run up in the model or
//! builds a typed text key from the id itself. Never decides anything about a run: the change is
//! the core operation a part passes in, applied by `AppState::change`.

use crate::model::Elsewhere;
use crate::state::AppState;
use crate::typed::TypedKey;
use jury_core::review::judge::Judge;
use jury_core::review::run::Run;
use leptos::prelude::*;
use std::fmt::Display;
use std::sync::{Arc, Mutex};

/// Run `id` of the app's model, as a `Copy` handle the page hands to its parts.
#[derive(Clone, Copy)]
pub struct RunHandle {
    state: AppState,
    id: StoredValue<String>,
}

/// A memo of a run changes when the model holds a new `Arc` for it: every change makes one, and
/// a reload keeps the old one for a run whose stored revision is the same, so comparing the
/// pointers says whether the run changed without comparing its (maybe megabytes of) text.
fn changed(before: Option<&Arc<Run>>, after: Option<&Arc<Run>>) -> bool {
    !matches!((before, after), (Some(a), Some(b)) if Arc::ptr_eq(a, b))
}

impl RunHandle {
    pub fn new(state: AppState, id: String) -> Self {
        RunHandle {
            state,
            id: StoredValue::new(id),
        }
    }

    /// The run as stored now, tracked; `None` once no run has this id (deleted in another tab).
    fn lookup(self) -> Option<Arc<Run>> {
        self.state
            .model
            .with(|m| self.id.with_value(|id| m.get(id).map(|e| e.run.clone())))
    }

    /// Whether the run is stored, as a memo (false once it was deleted, perhaps in another tab).
    pub fn stored(self) -> Memo<bool> {
        Memo::new(move |_| self.lookup().is_some())
    }

    /// The run as it is now, for the parts of its page; `None` when no run has this id. Once the
    /// run is deleted the memo keeps the run as last seen, for the moment until the page that
    /// asked (which follows [`RunHandle::stored`]) replaces its parts.
    pub fn follow(self) -> Option<Memo<Arc<Run>>> {
        let first = Mutex::new(Some(self.state.model.with_untracked(|m| {
            self.id.with_value(|id| m.get(id).map(|e| e.run.clone()))
        })?));
        Some(Memo::new_with_compare(
            move |last: Option<&Arc<Run>>| {
                let first = first.lock().ok().and_then(|mut f| f.take());
                match (self.lookup(), last) {
                    (Some(now), _) => now,
                    (None, Some(last)) => last.clone(),
                    (None, None) => first.expect("a followed run was stored when followed"),
                }
            },
            changed,
        ))
    }

    /// Applies a core operation to the run at the current time (see `AppState::change`):
    /// `Err(Some(e))` when the core refused it, `Err(None)` when storing failed (the banner
    /// says so).
    pub fn change<T, E: Display>(
        self,
        op: impl FnOnce(&mut Run, u64) -> Result<T, E>,
    ) -> Result<T, Option<E>> {
        self.state.change(&self.id.get_value(), op)
    }

    /// Deletes the run from this browser.
    pub fn remove(self) {
        let id = self.id.get_value();
        self.state.model.update(|m| m.remove(&id));
    }

    /// The typed text of judge `judge`'s reply in round `round`.
    pub fn reply_key(self, round: u32, judge: Judge) -> TypedKey {
        TypedKey::Reply {
            run: self.id.get_value(),
            round,
            judge,
        }
    }

    /// The typed text of the revised artifact that opens the round after `round`, and of its name.
    pub fn revise_keys(self, round: u32) -> (TypedKey, TypedKey) {
        let run = self.id.get_value();
        (
            TypedKey::Revise {
                run: run.clone(),
                round,
            },
            TypedKey::ReviseName { run, round },
        )
    }

    /// The typed text of the note settling `criterion`.
    pub fn settle_key(self, criterion: &str) -> TypedKey {
        TypedKey::Settle {
            run: self.id.get_value(),
            criterion: criterion.to_string(),
        }
    }

    /// This run's typed texts that hold more than spaces, tracked.
    pub fn typed(self) -> Vec<(TypedKey, String)> {
        let id = self.id.get_value();
        let mut typed = self.state.typed_where(|key| key.run() == Some(&id));
        typed.retain(|(_, text)| !text.trim().is_empty());
        typed
    }

    /// What other tabs did to this run since the page opened, tracked.
    pub fn elsewhere(self) -> Option<Elsewhere> {
        self.state.elsewhere.with(|all| {
            self.id
                .with_value(|id| all.iter().find(|e| &e.id == id).cloned())
        })
    }

    /// The user read [`RunHandle::elsewhere`]: it is not said again.
    pub fn dismiss_elsewhere(self) {
        let id = self.id.get_value();
        self.state
            .elsewhere
            .update(|all| all.retain(|e| e.id != id));
    }
}
