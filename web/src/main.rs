//! The jury-web binary: mounts the app. Everything else lives in the library (`lib.rs`).
//!
//! A panic aborts (`panic = "abort"`), which traps the wasm: before it does, the hook hands the
//! panic message to `window.juryTrap` of `web/trap.js`, the plain-JS page that replaces the app
//! and says what happened, since the app itself can no longer answer.

#![forbid(unsafe_code)]

use wasm_bindgen::JsCast;

/// Calls `window.juryTrap(message)` when the page has it (`web/trap.js`); never panics itself.
fn tell_trap_page(message: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let handler = js_sys::Reflect::get(&window, &"juryTrap".into()).ok();
    if let Some(handler) = handler
        .as_ref()
        .and_then(|h| h.dyn_ref::<js_sys::Function>())
    {
        let _ = handler.call1(&window, &message.into());
    }
}

fn main() {
    std::panic::set_hook(Box::new(|info| tell_trap_page(&info.to_string())));
    jury_web::mount();
}
