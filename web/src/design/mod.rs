//! design: a design (an HTML or SVG artifact) shown rendered, safely (design-jury.md §11).
//! Whether an artifact is a design, and every rule of what survives cleaning, are the core's
//! (`jury_core::design`); this folder does the DOM work.
//!
//! - [`dom`]: DOM calls through the app realm's prototypes, never a design node's own properties;
//! - [`clean`]: the parse in a detached document and the rebuild, by allowlist, in the frame;
//! - [`cssom`]: the design's styles into the frame through CSSOM, cleaned;
//! - [`mark`]: a quote marked where it shows in the rendered design;
//! - [`not_loaded`]: what the design asked for that is not loaded, and what shows instead;
//! - [`tailwind`]: the Tailwind generator's wasm, loaded only when a shown design uses the CDN;
//! - [`view`]: the frame, the presets, the words around it, the "Show the design" request.

pub mod clean;
pub mod cssom;
pub mod dom;
pub mod mark;
pub mod not_loaded;
pub mod tailwind;
pub mod view;

pub use view::{DesignView, OnRequest, ReviewedDesign};
