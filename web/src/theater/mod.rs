//! theater: the Design Jury in the browser (spec §6 and §10) — run a five-panelist critique
//! without a daemon by copy and paste, watch it fill in as a theater, keep it, replay it.
//!
//! Owns the `#/jury` page and its parts: `stage` (region, header, Interrupt) with `ticker`,
//! `lanes` and `terminal`; `on_stage` (the run on stage, its caption, the player feeding it);
//! `shared_panel` (a panel run opened from a share link, read only); `panel_run` (brief →
//! instructions → pasted reply); `replay` (speeds, steps, stored runs, transcript files);
//! `settings`; `player` and `pacer` (what feeds the theater, on a timer); `panel_store` (panel
//! runs in localStorage); `fixtures` (Open Design's test streams, the demo). Holds no rule:
//! parsing, bookkeeping, scores, the ship rule, fallbacks, the prompt, config ranges and the
//! transcript format all come from `jury_core::critique`; the page renders the core reducer's
//! state and drives the core's session.

pub mod designs;
pub mod fixtures;
pub mod lanes;
pub mod on_stage;
pub mod pacer;
pub mod panel_run;
pub mod panel_store;
pub mod player;
pub mod replay;
pub mod settings;
pub mod shared_panel;
pub mod stage;
pub mod terminal;
pub mod ticker;

use crate::run_store::LocalBackend;
use crate::ui::notice::{Notice, Tone};
use jury_core::critique::number::js_to_fixed;
use jury_core::critique::{CritiqueConfig, CritiqueSession, Role, SessionOptions};
use leptos::prelude::*;
use on_stage::{demo_title, Caption, OnStage};
use panel_store::{PanelRun, PanelStore};
use player::{Player, Speed};
use wasm_bindgen::JsCast;

/// The message about a page as a whole, which its parts set: one at a time, replaced by the
/// next. The signal itself rather than a write-only view of it: the parts only set it, and a
/// second signal type for the same value would be more code in the wasm for no behaviour.
pub type PageNotice = RwSignal<Option<(Tone, String)>>;

/// `toFixed(1)`, the way the theater shows every score.
pub fn fixed1(x: f64) -> String {
    js_to_fixed(x, 1)
}

/// A score rounded as `toFixed(1)` rounds it, as a number: what a message shows with one
/// decimal in the app's language (`7.9`, `7,9`).
pub fn one_decimal(x: f64) -> f64 {
    fixed1(x).parse().unwrap_or(x)
}

/// A score in words, as the theater shows every score.
pub fn score_words(x: f64) -> String {
    crate::t!(TheaterScore, score = one_decimal(x))
}

/// A lane's label (upstream's catalogue: `critiqueTheater.role…`). The core names the roles by
/// id; their words are the catalogue's.
pub fn role_label(role: Role) -> String {
    match role {
        Role::Designer => crate::t!(TheaterRoleDesigner),
        Role::Critic => crate::t!(TheaterRoleCritic),
        Role::Brand => crate::t!(TheaterRoleBrand),
        Role::A11y => crate::t!(TheaterRoleA11y),
        Role::Copy => crate::t!(TheaterRoleCopy),
    }
}

/// Texts joined as a list in the app's language (`a, b`; `a、b`).
pub fn joined(items: &[String]) -> String {
    items.join(&crate::t!(TheaterListSeparator))
}

/// Session options for a run of this app: no daemon, so the adapter is "paste" and the
/// artifact lives with the run.
pub fn session_options(id: &str, config: CritiqueConfig) -> SessionOptions {
    SessionOptions {
        run_id: id.into(),
        adapter: "paste".into(),
        project_id: "local".into(),
        artifact_id: id.into(),
        config,
    }
}

/// The demo: Open Design's happy fixture run through the core session at once.
pub fn demo_run() -> PanelRun {
    let options = session_options("demo", Default::default());
    let mut session = CritiqueSession::new(options);
    session.feed(fixtures::HAPPY);
    let summary = session.finish();
    PanelRun::from_summary("demo", 0.0, &demo_title(), &summary).with_drafts(fixtures::HAPPY)
}

pub(crate) fn local_store() -> PanelStore<LocalBackend> {
    PanelStore::new(LocalBackend)
}

/// Whether a key press belongs to a text field (Esc and the replay keys are then ignored):
/// focus or target in an input, textarea, select or contenteditable element, or inside one.
fn typing(ev: &web_sys::KeyboardEvent) -> bool {
    const FIELDS: &str =
        "input, textarea, select, [contenteditable]:not([contenteditable=\"false\"])";
    let inside =
        |el: Option<web_sys::Element>| el.and_then(|e| e.closest(FIELDS).ok().flatten()).is_some();
    let active = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    let target = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    inside(active) || inside(target)
}

/// The stored panel runs as the page lists them.
#[derive(Clone, Copy)]
pub struct StoredList {
    /// The stored panel runs, newest first.
    pub runs: RwSignal<Vec<PanelRun>>,
    /// Storage keys that could not be read.
    pub unreadable: RwSignal<Vec<String>>,
}

impl StoredList {
    /// The runs stored now.
    pub fn read() -> Self {
        let listed = local_store().list();
        StoredList {
            runs: RwSignal::new(listed.runs),
            unreadable: RwSignal::new(listed.unreadable),
        }
    }

    /// Reads the list again (after a save or a delete, here or in another tab).
    pub fn reload(&self) {
        let listed = local_store().list();
        self.runs.set(listed.runs);
        self.unreadable.set(listed.unreadable);
    }
}

/// A first-time visitor sees a full theater at once; a returning one their latest run.
fn open_with_latest_or_demo(on_stage: OnStage, stored: StoredList) {
    match stored.runs.with_untracked(|r| r.first().cloned()) {
        Some(run) => {
            let caption = Caption::StoredRun(run.title.clone());
            on_stage.show(run, caption);
        }
        None => on_stage.show(demo_run(), Caption::Demo),
    }
}

/// Esc interrupts; `.`, `]` and `[` step by event and by round (not while typing in a field).
fn listen_for_replay_keys(player: Player) {
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.default_prevented() || ev.ctrl_key() || ev.meta_key() || ev.alt_key() || typing(&ev) {
            return;
        }
        match ev.key().as_str() {
            "Escape" => player.interrupt(),
            "]" => player.next_round(),
            "[" => player.prev_round(),
            "." => {
                player.step();
            }
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
}

/// Runs stored or deleted in another tab show up here too.
fn follow_other_tabs(stored: StoredList) {
    let storage = window_event_listener(leptos::ev::storage, move |ev| {
        if ev
            .key()
            .is_none_or(|k| k.starts_with(panel_store::PANEL_PREFIX))
        {
            stored.reload();
        }
    });
    on_cleanup(move || storage.remove());
}

/// The `#/jury` page.
#[component]
pub fn TheaterPage() -> impl IntoView {
    let on_stage = OnStage::new(Speed::Every(250));
    let stored = StoredList::read();
    let settings = RwSignal::new(local_store().settings());
    let notice: PageNotice = RwSignal::new(None);
    let recovered = panel_run::recover_reloaded(stored, notice);
    open_with_latest_or_demo(on_stage, stored);
    listen_for_replay_keys(on_stage.player);
    follow_other_tabs(stored);
    let player = on_stage.player;
    view! {
        <div class="jury-page">
            <h2>{crate::t!(TheaterName)}</h2>
            <p class="muted">
                {crate::t!(TheaterIntro)}" "
                <panel_run::StartLink />
            </p>
            {move || notice.get().map(|(tone, text)| view! { <Notice tone=tone>{text}</Notice> })}
            <p class="jury-caption" aria-live="polite">
                <span class="muted">{crate::t!(TheaterOnStage)}" "</span>
                {move || on_stage.caption.with(Caption::words)}
            </p>
            <replay::ReplayBar on_stage notice />
            <stage::Stage
                theater=player.theater
                weights=player.weights()
                can_interrupt=player.can_interrupt()
                on_interrupt=Callback::new(move |()| player.interrupt())
                artifact=on_stage.artifact()
                rejected=player.rejected()
                drafts=on_stage.drafts()
            />
            <div class="jury-columns">
                <panel_run::PanelRunForm on_stage stored settings notice recovered />
                <div>
                    <replay::StoredRuns on_stage stored notice />
                    <replay::OpenTranscript on_stage notice />
                    <settings::SettingsForm settings />
                </div>
            </div>
        </div>
    }
}
