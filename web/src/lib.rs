//! jury-web: the Leptos single-page app that runs the review loop in the browser.
//!
//! Owns what a person sees and does: pages, forms, storage of their runs, files in and out.
//! Holds no rule of the review loop: validation, evidence, merging, prompts, verdicts and
//! reports all come from `jury_core`, and the app only shows what the core returns.
//!
//! Layers: `route`, `run_store` and `typed text` (which box a typed text belongs to) are plain Rust
//! (unit-tested natively; share links are the core's `share`); `model` keeps the runs in
//! memory and in step with `run_store`; `browser` wraps the Web APIs. The views: `app` (the
//! shell and the state every page shares), `pages` (what a route opens), `review` (the parts
//! of a review-loop run), `theater` (the Design Jury's `#/jury`), `design` (a design rendered
//! in the safe frame), `ui` (building blocks of any page). `i18n` holds the words all of them show.

// `deny`, not `forbid`: `chunks` allows the wasm splitter's generated loader.
#![deny(unsafe_code)]

pub mod app;
pub mod browser;
mod chunks;
pub mod demo;
pub mod design;
pub mod i18n;
pub mod model;
pub mod pages;
pub mod review;
pub mod route;
pub mod run_store;
pub mod state;
pub mod theater;
pub mod typed;
pub mod ui;

pub use app::App;

/// Mounts the app on `<body>`, in place of the static page `index.html` shows while the wasm
/// loads (`#boot`), once the words of the app's language are read (`i18n::load`: at once for
/// English, one round trip for another language on a first visit).
pub fn mount() {
    wasm_bindgen_futures::spawn_local(async {
        i18n::load(chunks::preload_translation, chunks::translation).await;
        if let Some(boot) = leptos::prelude::document().get_element_by_id("boot") {
            boot.remove();
        }
        leptos::mount::mount_to_body(App);
    });
}
