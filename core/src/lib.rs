//! jury-core: the rules of jury, as a pure library.
//!
//! Two engines live here: the review loop (`docs/review-loop.md`) and the Design Jury
//! (`docs/design-jury.md`). The core owns every rule, parser, score and prompt; it never
//! touches the DOM, storage, the network or the clock (time and ids are passed in), so the same
//! code serves the browser app, the JS package and the tests.

#![forbid(unsafe_code)]

#[cfg(feature = "cli")]
pub mod cli;
pub mod critique;
mod de;
pub mod design;
pub mod design_resources;
pub mod language;
pub mod limits;
pub mod message;
pub mod near;
pub mod paste;
pub mod review;
pub mod share;
pub mod text;
pub mod wire;

#[cfg(any(feature = "js-review", feature = "js-critique", feature = "js-cli"))]
pub mod js;
