//! theater: the Design Jury in the browser (spec §6 and §10) — run a five-panelist critique
//! without a daemon by copy and paste, watch it fill in as a theater, keep it, replay it.
//!
//! Owns the `#/jury` page and its parts: `stage` (region, header, Interrupt) with `ticker`,
//! `lanes` and `terminal`; `shared_panel` (a panel run opened from a share link, read only); `panel_run` (brief → instructions → pasted reply); `replay` (speeds,
//! steps, stored runs, transcript files); `settings`; `player` and `pacer` (what feeds the
//! theater, on a timer); `panel_store` (panel runs in localStorage); `fixtures` (Open Design's test
//! streams, the demo). Holds no rule: parsing, bookkeeping, scores, the ship rule, fallbacks,
//! the prompt, config ranges and the transcript format all come from `jury_core::critique`;
//! the page renders the core reducer's state and drives the core's session.

pub mod designs;
pub mod fixtures;
pub mod lanes;
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
use panel_store::{PanelRun, PanelStore};
use player::Player;
use wasm_bindgen::JsCast;

/// `toFixed(1)`, the way the theater shows every score.
pub fn fixed1(x: f64) -> String {
    js_to_fixed(x, 1)
}

/// A lane's label (upstream's i18n values).
pub fn role_label(role: Role) -> &'static str {
    match role {
        Role::Designer => "Designer",
        Role::Critic => "Critic",
        Role::Brand => "Brand",
        Role::A11y => "Accessibility",
        Role::Copy => "Copy",
    }
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
    PanelRun::from_summary(
        "demo",
        0.0,
        "Demo: Open Design's happy-3-rounds fixture",
        &summary,
    )
    .with_drafts(fixtures::HAPPY)
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

/// What the page shows on stage and keeps for downloads and "Save again".
#[derive(Clone, Copy)]
pub struct JuryPage {
    /// The run on stage, stored or not (a transcript file has none).
    pub run: RwSignal<Option<PanelRun>>,
    /// What is on stage, in words.
    pub caption: RwSignal<String>,
    /// The stored panel runs, newest first.
    pub runs: RwSignal<Vec<PanelRun>>,
    /// Storage keys that could not be read.
    pub unreadable: RwSignal<Vec<String>>,
    /// The last message about the page as a whole.
    pub notice: RwSignal<Option<(Tone, String)>>,
    /// The settings for new panel runs (valid: only valid settings are kept).
    pub settings: RwSignal<CritiqueConfig>,
}

impl JuryPage {
    /// Nothing on stage yet, no run listed, no notice.
    pub fn new(settings: CritiqueConfig) -> Self {
        JuryPage {
            run: RwSignal::new(None),
            caption: RwSignal::new(String::new()),
            runs: RwSignal::new(Vec::new()),
            unreadable: RwSignal::new(Vec::new()),
            notice: RwSignal::new(None),
            settings: RwSignal::new(settings),
        }
    }

    /// Puts a run on stage, replayed at `speed`.
    pub fn show(&self, player: Player, run: PanelRun, caption: String, speed: player::Speed) {
        self.caption.set(caption);
        player.replay(run.events(), speed);
        self.run.set(Some(run));
    }

    /// Puts a run on stage at the user's request, and brings them to it.
    pub fn play(&self, player: Player, run: PanelRun, caption: String, speed: player::Speed) {
        self.show(player, run, caption, speed);
        stage::look_at_stage();
    }

    pub fn reload(&self) {
        let listed = local_store().list();
        self.runs.set(listed.runs);
        self.unreadable.set(listed.unreadable);
    }
}

/// The `#/jury` page.
#[component]
pub fn TheaterPage() -> impl IntoView {
    let player = Player::new();
    let speed = RwSignal::new(player::Speed::Every(250));
    let page = JuryPage::new(local_store().settings());
    page.reload();
    // A first-time visitor sees a full theater at once; a returning one their latest run.
    let latest = page.runs.with_untracked(|r| r.first().cloned());
    match latest {
        Some(run) => {
            let caption = format!("Stored run: {}", run.title);
            page.show(player, run, caption, player::Speed::Instant);
        }
        None => {
            let demo = demo_run();
            let caption = demo.title.clone();
            page.show(player, demo, caption, player::Speed::Instant);
        }
    }

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
    // Runs stored or deleted in another tab show up here too.
    let storage = window_event_listener(leptos::ev::storage, move |ev| {
        if ev
            .key()
            .is_none_or(|k| k.starts_with(panel_store::PANEL_PREFIX))
        {
            page.reload();
        }
    });
    on_cleanup(move || {
        keys.remove();
        storage.remove();
    });

    let artifact = Signal::derive(move || {
        page.run
            .with(|r| r.as_ref().and_then(|r| r.artifact.clone()))
    });
    let drafts = Signal::derive(move || {
        page.run
            .with(|r| r.as_ref().map(|r| r.drafts.clone()).unwrap_or_default())
    });
    view! {
        <div class="jury-page">
            <h2>"Design Jury"</h2>
            <p class="muted">
                "A five-panelist design critique without a daemon: copy the panel instructions into a chat, paste the reply back, and watch the panel score it round by round. Everything stays in this browser. "
                <panel_run::StartLink />
            </p>
            {move || page.notice.get().map(|(tone, text)| view! { <Notice tone=tone>{text}</Notice> })}
            <p class="jury-caption" aria-live="polite">
                <span class="muted">"On stage: "</span>
                {move || page.caption.get()}
            </p>
            <replay::ReplayBar player=player speed=speed page=page />
            <stage::Stage
                theater=player.theater
                weights=player.weights()
                can_interrupt=player.can_interrupt()
                on_interrupt=Callback::new(move |()| player.interrupt())
                artifact=artifact
                rejected=player.rejected()
                drafts=drafts
            />
            <div class="jury-columns">
                <panel_run::PanelRunForm player=player page=page speed=speed />
                <div>
                    <replay::StoredRuns player=player speed=speed page=page />
                    <replay::OpenTranscript player=player speed=speed page=page />
                    <settings::SettingsForm page=page />
                </div>
            </div>
        </div>
    }
}
