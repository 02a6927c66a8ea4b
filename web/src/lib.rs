//! jury-web: the Leptos single-page app that runs the review loop in the browser.
//!
//! Owns what a person sees and does: pages, forms, storage of their runs, files in and out.
//! Holds no rule of the review loop: validation, evidence, merging, prompts, verdicts and
//! reports all come from `jury_core`, and the app only shows what the core returns.
//!
//! Layers: `route`, `store` and `draft` (which box a typed text belongs to) are plain Rust
//! (unit-tested natively; share links are the core's `share`); `model` keeps the runs in
//! memory and in step with `store`; `browser` wraps the Web APIs; `components` are the views.

#![forbid(unsafe_code)]

pub mod browser;
pub mod components;
pub mod demo;
pub mod design;
pub mod draft;
pub mod model;
pub mod route;
pub mod store;
pub mod tailwind;
pub mod theater;

pub use components::app::App;

/// Mounts the app on `<body>`, in place of the static page `index.html` shows while the wasm
/// loads (`#boot`).
pub fn mount() {
    if let Some(boot) = leptos::prelude::document().get_element_by_id("boot") {
        boot.remove();
    }
    leptos::mount::mount_to_body(App);
}
