//! browser: the browser services the app needs outside its own DOM tree — clock, ids,
//! clipboard, reading a chosen file, downloading a file, the service worker.
//!
//! Owns every direct call into those Web APIs, so components stay declarative and the core
//! gets time and ids as plain inputs. Never holds state of the app or makes a network request.

use std::cell::Cell;
use wasm_bindgen::{prelude::*, JsCast};
use wasm_bindgen_futures::JsFuture;

/// Now, in ms since the epoch: the `at` the core takes as input.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

thread_local! {
    static COUNTER: Cell<u32> = const { Cell::new(0) };
}

/// A new run id: time, a per-page counter and a random part, in base 36. Unique across tabs
/// (the random part) and within a tab (the counter); matches `route::is_id`.
pub fn new_id() -> String {
    let n = COUNTER.with(|c| {
        c.set(c.get().wrapping_add(1));
        c.get()
    });
    let random = (js_sys::Math::random() * 36f64.powi(4)) as u64;
    format!(
        "{}-{}{}",
        base36(now_ms() as u64),
        base36(u64::from(n)),
        base36(random)
    )
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

fn js_message(e: JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "unknown error".into())
}

fn has(target: &JsValue, name: &str) -> bool {
    js_sys::Reflect::get(target, &JsValue::from_str(name)).is_ok_and(|v| !v.is_undefined())
}

/// Moves keyboard focus to element `id` once the view has re-rendered (after an action replaced
/// the part of the page that held the focus), so keyboard and screen-reader users keep their
/// place. The target must be focusable (`tabindex="-1"` on a heading).
pub fn focus_after_render(id: &'static str) {
    leptos::prelude::request_animation_frame(move || {
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(id))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.focus();
        }
    });
}

/// Focuses the page's heading once it is drawn: the first `<h2>` in `<main>`, made focusable
/// by script (`tabindex="-1"`) where a page did not say so itself.
pub fn focus_page_heading() {
    leptos::prelude::request_animation_frame(|| {
        let heading = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("main h2").ok().flatten())
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(h) = heading {
            if !h.has_attribute("tabindex") {
                let _ = h.set_attribute("tabindex", "-1");
            }
            let _ = h.focus();
        }
    });
}

/// Copies text to the clipboard. Fails where the Clipboard API is missing or denied; the caller
/// then tells the user to select and copy by hand.
pub async fn copy_text(text: &str) -> Result<(), String> {
    let navigator = web_sys::window().ok_or("no window")?.navigator();
    if !has(&navigator, "clipboard") {
        return Err("this page has no clipboard access".into());
    }
    JsFuture::from(navigator.clipboard().write_text(text))
        .await
        .map(|_| ())
        .map_err(js_message)
}

/// The text of a file the user picked, decoded as UTF-8 (the File API replaces invalid bytes
/// with U+FFFD, which the core's mojibake check then reports).
pub async fn read_file(file: &web_sys::File) -> Result<String, String> {
    check_size(file)?;
    let text = JsFuture::from(file.text()).await.map_err(js_message)?;
    text.as_string()
        .ok_or_else(|| "the file could not be read as text".into())
}

/// A file is read whole before anything checks it: one larger than `limits::MAX_FILE_BYTES` is
/// refused by its size, unread.
fn check_size(file: &web_sys::File) -> Result<(), String> {
    use jury_core::limits::{check, Unit, MAX_FILE_BYTES};
    check(
        "the file",
        Unit::Bytes,
        file.size() as usize,
        MAX_FILE_BYTES,
    )
    .map_err(|e| format!("{e}, so it was not read and nothing was stored"))
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), String> {
    offer_download(name, mime, &js_sys::Array::of1(&JsValue::from_str(text)))
}

/// Offers `bytes` as a file download named `name` (e.g. a gzipped transcript).
pub fn download_bytes(name: &str, mime: &str, bytes: &[u8]) -> Result<(), String> {
    let array = js_sys::Uint8Array::from(bytes);
    offer_download(name, mime, &js_sys::Array::of1(&array))
}

fn offer_download(name: &str, mime: &str, parts: &js_sys::Array) -> Result<(), String> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(parts, &options)
        .map_err(js_message)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(js_message)?;
    let a: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(js_message)?
        .unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // Revoking at once can cancel the download in some browsers; a minute later is safe.
    let revoke = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    let _ = window
        .set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 60_000);
    Ok(())
}

/// The bytes of a file the user picked (for binary files such as `.ndjson.gz`).
pub async fn read_file_bytes(file: &web_sys::File) -> Result<Vec<u8>, String> {
    check_size(file)?;
    let buffer = JsFuture::from(file.array_buffer())
        .await
        .map_err(js_message)?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Registers `./sw.js` (relative, so it works under any sub-path) and calls `on_controlled`
/// once a service worker controls the page. A missing worker (`trunk serve`, `file://`) is
/// not an error: the app simply does not claim to be available offline.
pub fn register_service_worker(on_controlled: impl Fn() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    if !has(&navigator, "serviceWorker") {
        return;
    }
    let container = navigator.service_worker();
    if container.controller().is_some() {
        on_controlled();
    } else {
        let watched = container.clone();
        let callback = Closure::<dyn Fn()>::new(move || {
            if watched.controller().is_some() {
                on_controlled();
            }
        });
        container.set_oncontrollerchange(Some(callback.as_ref().unchecked_ref()));
        // The listener lives as long as the page.
        callback.forget();
    }
    let registering = container.register("./sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        // Absent worker or unsupported scheme: stay quiet, nothing depends on it.
        let _ = JsFuture::from(registering).await;
    });
}

#[cfg(test)]
mod tests {
    use super::base36;

    #[test]
    fn base36_digits() {
        assert_eq!(base36(0), "0");
        assert_eq!(base36(35), "z");
        assert_eq!(base36(36), "10");
    }
}
