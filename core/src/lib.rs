//! jury-core: the rules of jury, as a pure library.
//!
//! Two engines live here: the review loop (`../shared/spec/review-loop.md`) and the Design Jury
//! (`../shared/spec/design-jury.md`). The core owns every rule, parser, score and prompt; it never
//! touches the DOM, storage, the network or the clock (time and ids are passed in), so the same
//! code serves the browser app, the JS package and the tests.

pub mod critique;
pub mod design;
pub mod diff;
pub mod evidence;
pub mod family;
pub mod history;
pub mod judge;
pub mod merge;
pub mod prompt;
pub mod ratchet;
pub mod record;
pub mod reply;
pub mod report;
pub mod rubric;
pub mod run;
pub mod verdict;

#[cfg(feature = "js")]
pub mod js;
