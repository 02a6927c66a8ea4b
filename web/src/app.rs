//! app: the shell — header with the version and the "available offline" badge, the top
//! navigation, the page the route opens, and focus after navigation.
//!
//! Owns the two `Effect`-free listeners that keep [`AppState`] in step with the browser
//! (`hashchange`, `storage` from other tabs) and the first-visit demo. Never decides anything
//! about a run.

use crate::browser;
use crate::chunks;
use crate::i18n;
use crate::pages::{list::ListPage, new_run::NewRunPage};
use crate::review::failure::FailureNotice;
use crate::route::Route;
use crate::run_store::is_app_key;
use crate::state::{current_hash, AppState};
use crate::t;
use jury_core::language::Language;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let state = AppState::new();
    provide_context(state);
    demo_on_first_visit(state);
    follow_the_browser(state);

    // After each navigation the keyboard lands on the new page's heading, not on <body>: the
    // next Tab is then the page's first control. On the first load too for a share link, which
    // a person opens from elsewhere to read a run (or to learn why the link cannot be read).
    Effect::new(move |previous: Option<()>| {
        let shared = state.route.with(|r| matches!(r, Route::Shared(_)));
        if previous.is_some() || shared {
            browser::focus_page_heading();
        }
    });

    view! {
        <a class="skip-link" href="#main" on:click=|ev| {
            ev.prevent_default();
            if let Some(main) = document().get_element_by_id("main") {
                let _ = main.unchecked_ref::<web_sys::HtmlElement>().focus();
            }
        }>{t!(ShellSkip)}</a>
        {app_header(state.route)}
        <main id="main" tabindex="-1">
            {move || state.banner.get().map(|f| view! { <FailureNotice failure=f /> })}
            {move || page(state.route.get())}
        </main>
    }
}

/// First visit: the demo run at round 1, replayed by the core, so the list is never empty and
/// the loop can be played through step by step (`demo_step`). Not while a share link is open:
/// opening one stores nothing until the user keeps it.
fn demo_on_first_visit(state: AppState) {
    if !matches!(state.route.get_untracked(), Route::Shared(_)) {
        state.model.update(|m| {
            if m.first_visit() {
                let _ = m.add(&browser::new_id(), crate::demo::start(), browser::now_ms());
                m.mark_visited();
            }
        });
    }
}

/// Keeps `state` in step with the browser while the app lives: the route with the hash, and
/// the model with what other tabs store.
fn follow_the_browser(state: AppState) {
    let hash = window_event_listener(leptos::ev::hashchange, move |_| {
        state.banner.set(None);
        state.elsewhere.set(Vec::new());
        state.route.set(Route::parse(&current_hash()));
        demo_on_first_visit(state);
    });
    // Another tab changed storage: reload, and remember what it did to which run so the run's
    // page can say so. Typed texts are kept; a stale save is refused by `store`.
    let storage = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().is_none_or(|k| is_app_key(&k)) {
            let changed = state
                .model
                .try_update(|m| m.reload_from_elsewhere())
                .unwrap_or_default();
            if !changed.is_empty() {
                state.elsewhere.update(|seen| {
                    for c in changed {
                        match seen.iter_mut().find(|s| s.id == c.id) {
                            Some(s) => s.what.extend(c.what),
                            None => seen.push(c),
                        }
                    }
                });
            }
        }
    });
    on_cleanup(move || {
        hash.remove();
        storage.remove();
    });
}

/// The header: the name, the version, the two sections, the language menu and the "available
/// offline" badge.
fn app_header(route: RwSignal<Route>) -> impl IntoView {
    let offline = RwSignal::new(false);
    chunks::prefetch_when_idle(move || browser::register_service_worker(move || offline.set(true)));
    view! {
        <header class="app-header">
            <h1><a href="#/">"jury"</a></h1>
            <span class="version">{concat!("v", env!("CARGO_PKG_VERSION"))}</span>
            <nav class="top-nav" aria-label=t!(ShellSections)>
                <ul>
                    <li><a href="#/" aria-current=move || (!matches!(route.get(), Route::Jury | Route::Shared(_))).then_some("page")>{t!(ShellReviewLoop)}</a></li>
                    <li><a href="#/jury" aria-current=move || (route.get() == Route::Jury).then_some("page")>{t!(ShellDesignJury)}</a></li>
                </ul>
            </nav>
            {language_menu()}
            <Show when=move || offline.get()>
                <span class="offline-badge" role="status">{t!(ShellOffline)}</span>
            </Show>
        </header>
        {i18n::failed().map(|language| view! {
            <p class="notice language-failed" role="status">
                {t!(ShellLanguageNotLoaded, language = language.endonym())}
            </p>
        })}
    }
}

/// The page `route` opens.
fn page(route: Route) -> AnyView {
    match route {
        Route::List => view! { <ListPage /> }.into_any(),
        Route::New => view! { <NewRunPage /> }.into_any(),
        Route::Run(id) => chunks::run(id),
        Route::Jury => chunks::theater(),
        Route::Shared(path) => chunks::shared(path),
        Route::How => view! { <crate::pages::how::HowPage /> }.into_any(),
        Route::Unknown(hash) => view! {
            <section class="panel">
                <h2 tabindex="-1">{t!(ShellNotFoundTitle)}</h2>
                <p>{t!(ShellNotFoundBody, hash = hash)}</p>
                <a href="#/">{t!(ShellBackToRuns)}</a>
            </section>
        }
        .into_any(),
    }
}

/// The language menu: every language jury has, each named in itself. Choosing one keeps it
/// and shows the app in it.
fn language_menu() -> impl IntoView {
    let current = i18n::language();
    view! {
        <label class="language-menu">
            <span class="sr-only">{t!(ShellLanguage)}</span>
            <select on:change=move |ev| {
                if let Some(language) = Language::parse(&event_target_value(&ev)) {
                    if language != current {
                        i18n::choose(language);
                    }
                }
            }>
                {Language::ALL.iter().map(|&l| view! {
                    <option value=l.as_str() lang=l.as_str() selected=l == current>{l.endonym()}</option>
                }).collect_view()}
            </select>
        </label>
    }
}
