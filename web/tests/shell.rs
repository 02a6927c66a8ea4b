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

#[wasm_bindgen_test]
async fn how_page_explains_every_outcome_the_core_has() {
    use jury_core::review::merge::Outcome;
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), jury_web::pages::how::HowPage);
    leptos::task::tick().await;
    let terms = root.query_selector_all("dl dt .badge").unwrap();
    let named: Vec<String> = (0..terms.length())
        .map(|i| terms.item(i).unwrap().text_content().unwrap_or_default())
        .collect();
    let expected: Vec<&str> = Outcome::ALL.iter().map(|o| o.as_str()).collect();
    assert_eq!(named, expected);
    let meanings = root.query_selector_all("dl dd").unwrap();
    for i in 0..meanings.length() {
        let text = meanings.item(i).unwrap().text_content().unwrap_or_default();
        assert!(text.ends_with('.') && text.len() > 30, "{i}: {text}");
    }
    drop(handle);
}
