//! Shared by the headless-Chromium test files: a fresh element to mount a component into.

use wasm_bindgen::JsCast;

/// A new `<div>` appended to `<body>`, so each test mounts into its own subtree.
pub fn container() -> web_sys::HtmlElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let div = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&div).unwrap();
    div.unchecked_into()
}
