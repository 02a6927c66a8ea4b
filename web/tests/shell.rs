//! Proves the headless-Chromium wasm test path: mount the app shell into a real DOM.
#![cfg(target_arch = "wasm32")]

mod common;

use common::container;

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn shell_shows_name_and_version() {
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), jury_web::App);
    leptos::task::tick().await;
    let text = root.text_content().unwrap_or_default();
    assert!(text.contains("jury"), "{text}");
    assert!(
        text.contains(concat!("v", env!("CARGO_PKG_VERSION"))),
        "{text}"
    );
    drop(handle);
}
