//! controls: the buttons shared by the pages — copy to the clipboard, open a local file, and
//! the question asked when a run being added has a stored run's name.
//!
//! Owns the browser calls these controls make (through `browser`) and their words; never
//! decides anything about a run.

use super::notice::{Notice, Tone};
use crate::browser;
use crate::t;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A button that copies `text` and says so next to itself ("Copied"), or says how to copy by
/// hand when the clipboard is unavailable.
#[component]
pub fn CopyButton(
    /// The text to copy.
    #[prop(into)]
    text: Signal<String>,
    /// The button's visible (and accessible) label.
    #[prop(into)]
    label: String,
) -> impl IntoView {
    let status = RwSignal::new(None::<Result<(), String>>);
    let copy = move |_| {
        let text = text.get_untracked();
        leptos::task::spawn_local(async move {
            status.set(Some(browser::copy_text(&text).await));
        });
    };
    view! {
        <button type="button" class="primary" on:click=copy>{label}</button>
        <span aria-live="polite" class="small">
            {move || match status.get() {
                Some(Ok(())) => view! { <span class="copy-ok">{t!(PagesCopied)}</span> }.into_any(),
                Some(Err(why)) => view! {
                    <span class="muted">{t!(PagesCopyFailed, why = why)}</span>
                }.into_any(),
                None => ().into_any(),
            }}
        </span>
    }
}

/// Asks what to do when a run being added (an import, a kept share link) has the name of one
/// already stored: replace it, keep both, or cancel. Nothing is stored until one is pressed.
#[component]
pub fn SameNameQuestion(
    /// The run's name.
    #[prop(into)]
    name: String,
    on_replace: Callback<()>,
    on_keep_both: Callback<()>,
    on_cancel: Callback<()>,
) -> impl IntoView {
    view! {
        <Notice tone=Tone::Warn>
            <p>{t!(PagesSameNameQuestion, name = name)}</p>
            <div class="row">
                <button type="button" class="danger" on:click=move |_| on_replace.run(())>{t!(PagesSameNameReplace)}</button>
                <button type="button" on:click=move |_| on_keep_both.run(())>{t!(PagesSameNameKeepBoth)}</button>
                <button type="button" on:click=move |_| on_cancel.run(())>{t!(PagesCancel)}</button>
            </div>
        </Notice>
    }
}

/// Hands the file just picked in a file input's `change` event, with its name, to `read` (run
/// as a browser task: reading a file is asynchronous). Resets the input, so that choosing the
/// same file again fires `change` again.
pub(crate) fn read_picked_file<F, Fut>(ev: &leptos::ev::Event, read: F)
where
    F: FnOnce(String, web_sys::File) -> Fut,
    Fut: std::future::Future<Output = ()> + 'static,
{
    let Some(input) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return;
    };
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    input.set_value("");
    leptos::task::spawn_local(read(file.name(), file));
}

/// A button that opens a local file with the File API and hands over its name and text.
/// The file never leaves the browser.
#[component]
pub fn OpenFileButton(
    /// Visible label, also the input's accessible name.
    #[prop(into)]
    label: String,
    /// `accept` attribute (file types offered first); empty for any.
    #[prop(optional, into)]
    accept: String,
    /// Called with `(file name, text)`.
    on_open: Callback<(String, String)>,
    /// Called with a message when the file cannot be read.
    on_error: Callback<String>,
) -> impl IntoView {
    let change = move |ev: leptos::ev::Event| {
        read_picked_file(&ev, |name, file| async move {
            match browser::read_file(&file).await {
                Ok(text) => on_open.run((name, text)),
                Err(why) => on_error.run(t!(PagesCouldNotRead, name = name, why = why)),
            }
        });
    };
    view! {
        <span class="button file-button">
            <span aria-hidden="true">{label.clone()}</span>
            <input type="file" aria-label=label accept=accept on:change=change />
        </span>
    }
}
