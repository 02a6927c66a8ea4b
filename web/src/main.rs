//! The jury-web binary: mounts the app. Everything else lives in the library (`lib.rs`).
//!
//! A panic aborts (`panic = "abort"`), which traps the wasm: before it does, the hook hands the
//! panic message to `window.juryTrap` of `web/trap.js`, the plain-JS page that replaces the app
//! and says what happened, since the app itself can no longer answer.

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `web/trap.js`'s handler; absent (and the error caught) when the page has none.
    #[wasm_bindgen(catch, js_namespace = window, js_name = juryTrap)]
    fn jury_trap(message: &str) -> Result<(), JsValue>;
}

fn main() {
    std::panic::set_hook(Box::new(|info| {
        let _ = jury_trap(&info.to_string());
    }));
    jury_web::mount();
}
