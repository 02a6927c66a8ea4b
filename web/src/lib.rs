//! jury-web: the Leptos single-page app. Components only; every rule comes from `jury_core`.

use leptos::prelude::*;

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
