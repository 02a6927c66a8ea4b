//! Where the words come from in a browser: the language to show, its catalogue (built in for
//! English; in `offline.html`, or fetched from `locales/<tag>/<area>.ftl` beside the page and
//! cached by the service worker, for the others), and the browser's own number and date
//! formats (`Intl`).
//!
//! Never stops the app: a catalogue that cannot be fetched leaves the app in English, and the
//! header says so ([`failed`]).

use super::{Translation, Words, AREAS, WORDS};
use jury_core::language::Language;
use std::cell::Cell;
use std::future::Future;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};

/// Where the language a person picked is kept (localStorage).
const LANGUAGE_KEY: &str = "jury.language";

/// A catalogue file larger than this is not read (the shipped ones are a few KB).
const MAX_FILE: usize = 1 << 20;

thread_local! {
    static FAILED: Cell<Option<Language>> = const { Cell::new(None) };
}

/// Chooses the language and reads its words; the app mounts after this. English is immediate.
/// `preload` starts fetching what reads another language's files and `read` reads them (Fluent,
/// in a chunk of its own: `chunks::translation`); English needs neither.
pub async fn load<P, R, F>(preload: impl FnOnce() -> P, read: R)
where
    P: Future<Output = ()> + 'static,
    R: FnOnce(Language, Vec<String>) -> F,
    F: Future<Output = Option<Box<dyn Translation>>>,
{
    let language = chosen();
    let words = if language.is_english() {
        Words::english()
    } else {
        // What reads the files downloads while they do (Leptos's executor starts with the app).
        wasm_bindgen_futures::spawn_local(preload());
        let translation = match catalogue(language).await {
            Some(files) => read(language, files).await,
            None => None,
        };
        match translation {
            Some(translation) => Words {
                language,
                translation: Some(translation),
            },
            None => {
                FAILED.with(|f| f.set(Some(language)));
                Words::english()
            }
        }
    };
    mark_document(words.language);
    WORDS.with(|w| *w.borrow_mut() = Some(Rc::new(words)));
}

/// The language whose words could not be loaded this time, if any.
pub fn failed() -> Option<Language> {
    FAILED.with(Cell::get)
}

/// Keeps `language` for this browser and shows the app in it (by reloading the page).
pub fn choose(language: Language) {
    if let Some(storage) = local_storage() {
        let _ = storage.set_item(LANGUAGE_KEY, language.as_str());
    }
    let _ = leptos::prelude::window().location().reload();
}

/// The person's pick, else the first of the browser's languages jury has, else English.
fn chosen() -> Language {
    let kept = local_storage()
        .and_then(|s| s.get_item(LANGUAGE_KEY).ok().flatten())
        .and_then(|tag| Language::parse(&tag));
    kept.unwrap_or_else(|| {
        let tags: Vec<String> = leptos::prelude::window()
            .navigator()
            .languages()
            .iter()
            .filter_map(|t| t.as_string())
            .collect();
        Language::preferred(tags.iter().map(String::as_str))
    })
}

fn local_storage() -> Option<web_sys::Storage> {
    leptos::prelude::window().local_storage().ok().flatten()
}

/// `<html lang dir>`: screen readers, fonts, hyphenation and the layout's direction follow it.
fn mark_document(language: Language) {
    if let Some(html) = leptos::prelude::document().document_element() {
        let _ = html.set_attribute("lang", language.as_str());
        let dir = if language.is_right_to_left() {
            "rtl"
        } else {
            "ltr"
        };
        let _ = html.set_attribute("dir", dir);
    }
}

/// Every area's file of `language`: carried in the page (`offline.html`), else fetched, all at
/// once. `None` when any is missing.
async fn catalogue(language: Language) -> Option<Vec<String>> {
    let document = leptos::prelude::document();
    let window = leptos::prelude::window();
    // The files' names carry no content hash: ask the server whether a kept copy is still this
    // build's (the service worker answers first, from this build's cache).
    let revalidated = web_sys::RequestInit::new();
    revalidated.set_cache(web_sys::RequestCache::NoCache);
    let mut pending = Vec::with_capacity(AREAS.len());
    for area in AREAS {
        let inline = document
            .get_element_by_id(&format!("jury-locale-{}-{area}", language.as_str()))
            .and_then(|e| e.text_content());
        pending.push(match inline {
            Some(text) => Ok(text),
            // A future now, so that a failed fetch is awaited (not an unhandled rejection)
            // even when an earlier file already failed.
            None => Err(wasm_bindgen_futures::JsFuture::from(
                window.fetch_with_str_and_init(
                    &format!("locales/{}/{area}.ftl", language.as_str()),
                    &revalidated,
                ),
            )),
        });
    }
    let mut files = Vec::with_capacity(pending.len());
    for file in pending {
        files.push(match file {
            Ok(text) => Some(text),
            Err(request) => fetched(request).await,
        });
    }
    let files: Option<Vec<String>> = files.into_iter().collect();
    files.filter(|files| files.iter().all(|f| f.len() <= MAX_FILE))
}

async fn fetched(request: wasm_bindgen_futures::JsFuture) -> Option<String> {
    let response: web_sys::Response = request.await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    wasm_bindgen_futures::JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// Fluent's number formatter: the browser's `Intl.NumberFormat` for the app's language (`8,5`
/// in French), keeping the fraction digits the message asks for. English keeps Fluent's own
/// (`8.5`, no grouping), as the screens always wrote it.
pub(super) fn format_number<M>(value: &fluent_bundle::FluentValue, _: &M) -> Option<String> {
    let fluent_bundle::FluentValue::Number(number) = value else {
        return None;
    };
    let language = super::language_quietly()?;
    if language.is_english() || !cfg!(target_arch = "wasm32") {
        return None;
    }
    let options = js_sys::Object::new();
    if let Some(digits) = number.options.minimum_fraction_digits {
        let _ = js_sys::Reflect::set(
            &options,
            &"minimumFractionDigits".into(),
            &JsValue::from_f64(digits as f64),
        );
    }
    let locales = js_sys::Array::of1(&JsValue::from_str(language.as_str()));
    let format = js_sys::Intl::NumberFormat::new(&locales, &options).format();
    format
        .call1(&JsValue::NULL, &JsValue::from_f64(number.value))
        .ok()?
        .as_string()
}

/// A date and time as the language writes it.
pub(super) fn date_time(language: Language, ms: f64) -> String {
    let d = js_sys::Date::new(&JsValue::from_f64(ms));
    if language.is_english() {
        return format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            d.get_full_year(),
            d.get_month() + 1,
            d.get_date(),
            d.get_hours(),
            d.get_minutes()
        );
    }
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    let _ = js_sys::Reflect::set(&options, &"timeStyle".into(), &"short".into());
    d.to_locale_string(language.as_str(), &options).into()
}
