//! jury-web: the Leptos single-page app that runs the review loop in the browser.
//!
//! Owns what a person sees and does: pages, forms, storage of their runs, files in and out.
//! Holds no rule of the review loop: validation, evidence, merging, prompts, verdicts and
//! reports all come from `jury_core`, and the app only shows what the core returns.
//!
//! Layers: `route` and `store` are plain Rust (unit-tested natively); `browser` wraps the Web
//! APIs; `model` keeps the runs in memory and syncs them with `store`; `components` are the
//! views.

pub mod browser;
pub mod route;
pub mod store;

use leptos::prelude::*;

/// Mounts the app on `<body>`.
pub fn mount() {
    leptos::mount::mount_to_body(App);
}

/// The app shell: product name and version.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <header class="app-header">
            <h1>"jury"</h1>
            <span class="version">{concat!("v", env!("CARGO_PKG_VERSION"))}</span>
        </header>
        <main><p>"A review loop that ends."</p></main>
    }
}
