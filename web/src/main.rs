//! jury-web: the Leptos single-page app. Components only; every rule comes from `jury_core`.

use leptos::prelude::*;

fn main() {
    console_error_panic_hook_free_mount();
}

fn console_error_panic_hook_free_mount() {
    leptos::mount::mount_to_body(App);
}

/// The app shell: product name and version.
#[component]
fn App() -> impl IntoView {
    view! {
        <header class="app-header">
            <h1>"jury"</h1>
            <span class="version">{concat!("v", env!("CARGO_PKG_VERSION"))}</span>
        </header>
        <main><p>"A review loop that ends."</p></main>
    }
}
