//! chunks: the pages that live in wasm chunks of their own in the split build (`--features
//! split`, made by `cargo xtask dist --release`): a run's page (`review`), the Design Jury
//! (`theater`) and a share link (`pages::shared`), each with what only it reaches (the design
//! renderer, the critique engine, share decoding), and the words of a language other than
//! English (`i18n::fluent`: Fluent and its plural rules, fetched with the catalogue before the
//! app mounts). The first module keeps the shell, the run list, the new-run form and "How it
//! works", in English.
//!
//! Owns where the cut is, the words when a chunk cannot be fetched (with Reload), and the
//! prefetch of every chunk once the first page is up, so a click does not wait for the
//! network (the service worker is registered after it). Without the feature (`trunk serve`,
//! the wasm tests) each page is a plain call.
//! Never draws a page itself.

// The splitter's loader is an `extern "C"` import and a static the macro marks `unsafe`.
#![allow(unsafe_code)]

use crate::i18n::Translation;
use jury_core::language::Language;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

/// The page `open!` shows: `Err` only when its chunk could not be fetched.
type Loaded = Result<AnyView, SplitLoaderError>;

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(run_page, wasm_split_path = ::leptos::wasm_split, preload(preload_run_page), fallible))]
fn run_page(id: String) -> Loaded {
    Ok(view! { <crate::pages::run::RunPage id=id /> }.into_any())
}

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(theater_page, wasm_split_path = ::leptos::wasm_split, preload(preload_theater_page), fallible))]
fn theater_page() -> Loaded {
    Ok(view! { <crate::theater::TheaterPage /> }.into_any())
}

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(shared_page, wasm_split_path = ::leptos::wasm_split, preload(preload_shared_page), fallible))]
fn shared_page(path: String) -> Loaded {
    Ok(view! { <crate::pages::shared::SharedPage path=path /> }.into_any())
}

#[cfg_attr(feature = "split", leptos::wasm_split::wasm_split(fluent_words, wasm_split_path = ::leptos::wasm_split, preload(preload_fluent_words), fallible))]
fn fluent_words(
    language: Language,
    files: Vec<String>,
) -> Result<Box<dyn Translation>, SplitLoaderError> {
    Ok(Box::new(crate::i18n::fluent::Fluent::new(language, files)))
}

/// The words of `language` from its catalogue files: at once without the feature; with it,
/// once Fluent's chunk is in. `None` when the chunk could not be fetched.
pub async fn translation(language: Language, files: Vec<String>) -> Option<Box<dyn Translation>> {
    #[cfg(feature = "split")]
    let words = fluent_words(language, files).await;
    #[cfg(not(feature = "split"))]
    let words = fluent_words(language, files);
    words.ok()
}

/// Starts fetching Fluent's chunk (nothing without the feature), so that it arrives while the
/// catalogue does; [`translation`] then waits only for what is left.
pub async fn preload_translation() {
    #[cfg(feature = "split")]
    let _ = preload_fluent_words().await;
}

/// Opens a page kept in a chunk: at once without the feature; with it, once its chunk is in
/// (nothing is drawn meanwhile: the chunk is prefetched, so this is the first click only), then
/// moves the keyboard to its heading as `app` does for a page drawn at once.
macro_rules! open {
    ($call:expr) => {{
        #[cfg(feature = "split")]
        {
            Suspend::new(async move {
                let page = shown($call.await);
                crate::browser::focus_page_heading();
                page
            })
            .into_any()
        }
        #[cfg(not(feature = "split"))]
        {
            shown($call)
        }
    }};
}

/// A run's page.
pub fn run(id: String) -> AnyView {
    open!(run_page(id))
}

/// The Design Jury's `#/jury`.
pub fn theater() -> AnyView {
    open!(theater_page())
}

/// What a share link opens.
pub fn shared(path: String) -> AnyView {
    open!(shared_page(path))
}

fn shown(page: Loaded) -> AnyView {
    page.unwrap_or_else(|e| not_loaded(&e.to_string()))
}

/// The page when its chunk could not be fetched (offline before the app was cached, or the
/// server is gone): why, and Reload, which tries again from scratch.
fn not_loaded(why: &str) -> AnyView {
    view! {
        <section class="panel" role="alert">
            <h2 tabindex="-1">{crate::t!(ShellChunkFailedTitle)}</h2>
            <p>{crate::t!(ShellChunkFailedBody, why = why.to_string())}</p>
            <button type="button" on:click=|_| { let _ = window().location().reload(); }>{crate::t!(ShellReload)}</button>
        </section>
    }
    .into_any()
}

/// Fetches every chunk when the browser is idle after the first page is drawn, so opening a
/// run from the list waits for no download, then runs `then` (the service worker's
/// registration: its install takes the build's files from the HTTP cache, so it must come
/// after the chunks are there, or it downloads them a second time). Without the feature,
/// `then` runs at once. A failed prefetch is not shown: opening the page tries again and
/// says so.
pub fn prefetch_when_idle(then: impl FnOnce() + 'static) {
    #[cfg(feature = "split")]
    {
        let then = std::cell::Cell::new(Some(then));
        request_idle_callback(move || {
            let then = then.take();
            leptos::task::spawn_local(async move {
                let _ = preload_run_page().await;
                let _ = preload_theater_page().await;
                let _ = preload_shared_page().await;
                if let Some(then) = then {
                    then();
                }
            });
        });
    }
    #[cfg(not(feature = "split"))]
    then();
}
