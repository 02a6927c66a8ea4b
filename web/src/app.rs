//! app: the shell — header with the version and the "available offline" badge, the top
//! navigation, hash routing, and the shared state every page reads.
//!
//! Owns [`AppState`] (the model signal, drafts, the offline flag), the two `Effect`-free
//! listeners that keep it in step with the browser (`hashchange`, `storage` from other tabs),
//! and the first-visit demo. Never decides anything about a run.

use crate::browser;
use crate::draft::DraftKey;
use crate::model::{ChangeError, Elsewhere, Model};
use crate::pages::{list::ListPage, new_run::NewRunPage, run::RunPage};
use crate::route::Route;
use crate::run_store::{is_app_key, LocalBackend, Store};
use crate::ui::notice::{Notice, Tone};
use gloo_storage::{SessionStorage, Storage};
use jury_core::review::run::Run;
use leptos::prelude::*;
use std::collections::{HashMap, HashSet};
use std::fmt::Display;
use wasm_bindgen::JsCast;

/// sessionStorage key prefix of the drafts (per tab, so two tabs never fight over a draft).
/// One key per draft: a draft too big for the storage then costs only itself.
const DRAFT_PREFIX: &str = "jury.draft.";

/// What every page shares, provided as context by [`App`].
#[derive(Clone, Copy)]
pub struct AppState {
    pub model: RwSignal<Model<LocalBackend>>,
    /// Text being typed (the new-run form, replies, revisions, notes) by key, kept outside the
    /// model so that a reload from another tab or a refused save never wipes what is on screen,
    /// and mirrored to sessionStorage so that a page reload does not either.
    pub drafts: RwSignal<HashMap<DraftKey, String>>,
    /// Drafts too big for sessionStorage: on screen, but a page reload would lose them.
    pub unkept: RwSignal<HashSet<DraftKey>>,
    pub route: RwSignal<Route>,
    /// A failure to store a change (full quota, another tab's newer run), shown above the page
    /// until the next successful change or page. Kept here, not in the component that acted,
    /// because a conflict reloads the run and re-creates that component.
    pub banner: RwSignal<Option<Failure>>,
    /// What other tabs did to runs since this page was opened, said on the run's page where the
    /// user is working (a reply recorded elsewhere must not replace this tab's view silently).
    /// Cleared on navigation.
    pub elsewhere: RwSignal<Vec<Elsewhere>>,
}

impl AppState {
    /// Loads the model from localStorage.
    pub fn new() -> Self {
        AppState {
            model: RwSignal::new(Model::load(Store::new(LocalBackend))),
            drafts: RwSignal::new(stored_drafts()),
            unkept: RwSignal::new(HashSet::new()),
            route: RwSignal::new(Route::parse(&current_hash())),
            banner: RwSignal::new(None),
            elsewhere: RwSignal::new(Vec::new()),
        }
    }

    /// A draft's text ("" when none).
    pub fn draft(&self, key: &DraftKey) -> String {
        self.drafts
            .with(|d| d.get(key).cloned().unwrap_or_default())
    }

    pub fn set_draft(&self, key: &DraftKey, text: String) {
        let storage = SessionStorage::raw();
        let stored_key = format!("{DRAFT_PREFIX}{key}");
        let kept = storage.set_item(&stored_key, &text).is_ok();
        if !kept {
            // Too big (the storage is full): an older version must not come back on reload.
            let _ = storage.remove_item(&stored_key);
        }
        // Only a change is signalled: this runs on every keystroke.
        if kept == self.unkept.with_untracked(|u| u.contains(key)) {
            self.unkept.update(|u| {
                if kept {
                    u.remove(key);
                } else {
                    u.insert(key.clone());
                }
            });
        }
        self.drafts.update(|d| {
            d.insert(key.clone(), text);
        });
    }

    pub fn clear_draft(&self, key: &DraftKey) {
        let _ = SessionStorage::raw().remove_item(&format!("{DRAFT_PREFIX}{key}"));
        self.unkept.update(|u| {
            u.remove(key);
        });
        self.drafts.update(|d| {
            d.remove(key);
        });
    }

    /// Whether draft `key` would survive a page reload (false when it was too big to store).
    pub fn draft_kept(&self, key: &DraftKey) -> bool {
        self.unkept.with(|u| !u.contains(key))
    }

    /// Applies a core operation to run `id` at the current time (see [`Model::change`]).
    /// `Err(Some(e))`: the core refused it, for the caller to show where the user acted.
    /// `Err(None)`: storing failed; the banner already says so (with export when useful).
    pub fn change<T, E: Display>(
        &self,
        id: &str,
        op: impl FnOnce(&mut Run, u64) -> Result<T, E>,
    ) -> Result<T, Option<E>> {
        let now = browser::now_ms();
        let result = self
            .model
            .try_update(|m| m.change(id, now, |run| op(run, now as u64)))
            .unwrap_or(Err(ChangeError::Missing));
        match result {
            Ok(t) => {
                self.banner.set(None);
                Ok(t)
            }
            Err(ChangeError::Refused(e)) => Err(Some(e)),
            Err(other) => {
                self.banner.set(Some(other.into()));
                Err(None)
            }
        }
    }

    /// Stores a new run under a new id and opens it. On failure (full quota) the caller keeps
    /// its form on screen and shows the [`Failure`], which offers the run for export.
    pub fn add_run(&self, run: Run) -> Result<(), Failure> {
        let id = browser::new_id();
        match self
            .model
            .try_update(|m| m.add(&id, run.clone(), browser::now_ms()))
        {
            Some(Err(error)) => Err(Failure {
                message: error.to_string(),
                unsaved: Some(Box::new(run)),
            }),
            _ => {
                self.go(Route::Run(id));
                Ok(())
            }
        }
    }

    /// Goes to a page.
    pub fn go(&self, route: Route) {
        if let Some(window) = web_sys::window() {
            let _ = window.location().set_hash(&route.href());
        }
        self.route.set(route);
    }
}

impl Default for AppState {
    fn default() -> Self {
        Self::new()
    }
}

/// What went wrong with an action, ready to show: the message, and the run with the change when
/// only storing it failed (so the user can export it and lose nothing).
#[derive(Clone, Debug)]
pub struct Failure {
    pub message: String,
    pub unsaved: Option<Box<Run>>,
}

impl<E: Display> From<ChangeError<E>> for Failure {
    fn from(e: ChangeError<E>) -> Self {
        match e {
            ChangeError::Refused(e) => Failure {
                message: capitalize(&e.to_string()),
                unsaved: None,
            },
            ChangeError::Save { error, unsaved } => Failure {
                message: error.to_string(),
                unsaved: Some(unsaved),
            },
            ChangeError::Missing => Failure {
                message: "This run no longer exists (it was deleted, perhaps in another tab)."
                    .into(),
                unsaved: None,
            },
        }
    }
}

/// The core's messages start in lower case (they are also CLI fragments); a sentence on screen
/// starts with a capital.
pub fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Shows a [`Failure`], with "Export this run" when the change could not be stored.
#[component]
pub fn FailureNotice(failure: Failure) -> impl IntoView {
    let unsaved = failure.unsaved.clone();
    view! {
        <Notice tone=Tone::Error>
            <p>{failure.message}</p>
            {unsaved.map(|run| {
                let export = move |_| crate::pages::run::export_run(&run);
                view! {
                    <button type="button" on:click=export>"Export this run with the change to a file"</button>
                }
            })}
        </Notice>
    }
}

/// A key holding all of a tab's drafts as one JSON object: the app reads it still, because a tab
/// left open across an update of the app may hold its drafts there (see [`stored_drafts`]).
const OLD_DRAFTS_KEY: &str = "jury.drafts";

/// This tab's drafts as sessionStorage holds them.
fn stored_drafts() -> HashMap<DraftKey, String> {
    let storage = SessionStorage::raw();
    // A tab left open across an update still holds its drafts under the old key: move them to
    // their own keys (a newer per-key draft wins), so a reload after the update loses none.
    if let Ok(Some(old)) = storage.get_item(OLD_DRAFTS_KEY) {
        let old: HashMap<String, String> = serde_json::from_str(&old).unwrap_or_default();
        for (key, text) in old {
            let key = format!("{DRAFT_PREFIX}{key}");
            if matches!(storage.get_item(&key), Ok(None)) {
                let _ = storage.set_item(&key, &text);
            }
        }
        let _ = storage.remove_item(OLD_DRAFTS_KEY);
    }
    let n = storage.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|k| {
            let text = storage.get_item(&k).ok().flatten()?;
            Some((DraftKey::parse(k.strip_prefix(DRAFT_PREFIX)?)?, text))
        })
        .collect()
}

/// Focuses the page's heading once it is drawn: the first `<h2>` in `<main>`, made focusable
/// by script (`tabindex="-1"`) where a page did not say so itself.
fn focus_page_heading() {
    request_animation_frame(|| {
        let heading = document()
            .query_selector("main h2")
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(h) = heading {
            if !h.has_attribute("tabindex") {
                let _ = h.set_attribute("tabindex", "-1");
            }
            let _ = h.focus();
        }
    });
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

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
            focus_page_heading();
        }
    });

    view! {
        <a class="skip-link" href="#main" on:click=|ev| {
            ev.prevent_default();
            if let Some(main) = document().get_element_by_id("main") {
                let _ = main.unchecked_ref::<web_sys::HtmlElement>().focus();
            }
        }>"Skip to content"</a>
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
    // page can say so. Drafts are kept; a stale save is refused by `store`.
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

/// The header: the name, the version, the two sections and the "available offline" badge.
fn app_header(route: RwSignal<Route>) -> impl IntoView {
    let offline = RwSignal::new(false);
    browser::register_service_worker(move || offline.set(true));
    view! {
        <header class="app-header">
            <h1><a href="#/">"jury"</a></h1>
            <span class="version">{concat!("v", env!("CARGO_PKG_VERSION"))}</span>
            <nav class="top-nav" aria-label="Sections">
                <ul>
                    <li><a href="#/" aria-current=move || (!matches!(route.get(), Route::Jury | Route::Shared(_))).then_some("page")>"Review loop"</a></li>
                    <li><a href="#/jury" aria-current=move || (route.get() == Route::Jury).then_some("page")>"Design Jury"</a></li>
                </ul>
            </nav>
            <Show when=move || offline.get()>
                <span class="offline-badge" role="status">"✓ Available offline"</span>
            </Show>
        </header>
    }
}

/// The page `route` opens.
fn page(route: Route) -> AnyView {
    match route {
        Route::List => view! { <ListPage /> }.into_any(),
        Route::New => view! { <NewRunPage /> }.into_any(),
        Route::Run(id) => view! { <RunPage id=id /> }.into_any(),
        Route::Jury => view! { <crate::theater::TheaterPage /> }.into_any(),
        Route::Shared(path) => view! { <crate::pages::shared::SharedPage path=path /> }.into_any(),
        Route::How => view! { <crate::pages::how::HowPage /> }.into_any(),
        Route::Unknown(hash) => view! {
            <section class="panel">
                <h2 tabindex="-1">"Page not found"</h2>
                <p>{format!("Nothing lives at “{hash}”.")}</p>
                <a href="#/">"Back to your runs"</a>
            </section>
        }
        .into_any(),
    }
}
