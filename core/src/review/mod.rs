//! The review loop (`docs/review-loop.md`): rubric → reply → evidence → rule 1 →
//! merge → verdict, and the run that replays its history.
//!
//! Owns every rule of the loop; a run is its ordered history of inputs (§10) and every state,
//! report and verdict is computed by replaying it. Never touches the DOM, storage, the network
//! or the clock (times are arguments), and uses nothing of the Design Jury (`crate::critique`)
//! but `critique::number`'s lower-casing (the engine's own in the JS build).

pub mod diff;
pub mod evidence;
pub mod family;
pub mod history;
pub mod judge;
pub mod merge;
pub mod prompt;
pub mod prompt_words;
pub mod ratchet;
pub mod record;
pub mod reply;
pub mod report;
pub mod report_words;
pub mod reports;
pub mod rubric;
pub mod run;
pub mod verdict;
