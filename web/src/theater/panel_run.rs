//! panel_run: a panel run without a daemon (spec §10) — brief and brand source in, the core's
//! panel instructions out (with the settings' threshold, scale, round limit and weights) to
//! copy into a chat, the agent's reply pasted back (a whole chat too: the core's `panel_stream`
//! finds the panel's stream in it, and refuses the instructions alone) and fed to the core
//! session by the player at the chosen speed; the finished run (the core's summary and
//! transcript) is stored.
//!
//! Owns the form, the "Start a panel run" link to it, and what happens when a run ends (store
//! it, or say why it was not stored and keep everything on screen) or is cut short by a reload
//! (kept as interrupted at the event the stage was on, as Esc keeps it, and its reply put back
//! in the reply box). Never interprets the reply itself.

use super::fixtures::{self, Fixture};
use super::on_stage::{Caption, OnStage};
use super::panel_store::{save_message, PanelRun, Playing};
use super::player::Mode;
use super::{local_store, session_options, PageNotice, StoredList};
use crate::browser;
use crate::t;
use crate::ui::controls::CopyButton;
use crate::ui::notice::Tone;
use jury_core::critique::{
    panel_prompt, panel_stream, CritiqueConfig, CritiqueSession, PanelEvent, RunSummary,
};
use leptos::prelude::*;
use std::ops::Range;

/// The title of a run: the brief's first line, shortened.
fn title_of(brief: &str, fallback: &str) -> String {
    let line = brief.lines().map(str::trim).find(|l| !l.is_empty());
    match line {
        Some(l) if l.chars().count() > 80 => format!("{}…", l.chars().take(79).collect::<String>()),
        Some(l) => l.to_string(),
        None => fallback.to_string(),
    }
}

/// Stores finished panel runs and says how that went; on failure the run stays on stage and
/// "Save again" is offered.
#[derive(Clone, Copy)]
struct Keeper {
    stored: StoredList,
    notice: PageNotice,
    /// Whether the run on stage failed to be stored ("Save again" is shown).
    unsaved: RwSignal<bool>,
}

impl Keeper {
    fn keep(&self, run: &PanelRun) {
        let saved = match local_store().save(run) {
            Ok(()) => {
                self.stored.reload();
                self.notice.set(Some((
                    Tone::Ok,
                    t!(TheaterStored, title = run.title.as_str()),
                )));
                true
            }
            Err(e) => {
                self.notice.set(Some((Tone::Error, save_message(&e))));
                false
            }
        };
        self.unsaved.set(!saved);
    }
}

/// Clears the stage for a pasted reply (`stream` of `text`) and has the player feed it; when the
/// run ends it is stored and stays on stage, or the stage says nothing was read.
fn feed_reply(
    on_stage: OnStage,
    keeper: Keeper,
    config: CritiqueConfig,
    text: String,
    stream: Range<usize>,
    title: String,
) {
    let id = browser::new_id();
    let created = browser::now_ms();
    keeper.notice.set(None);
    on_stage.run.set(None);
    keeper.unsaved.set(false);
    on_stage.caption.set(Caption::PanelRun(title.clone()));
    let playing = Playing {
        id: id.clone(),
        created,
        title: title.clone(),
        config: config.clone(),
        reply: text.clone(),
        stream: stream.clone(),
    };
    if !playing.start() {
        keeper
            .notice
            .set(Some((Tone::Warn, t!(TheaterTooBigForTab))));
    }
    let options = session_options(&id, config);
    let pasted = text[stream.clone()].to_string();
    let done = Callback::new(move |summary: RunSummary| {
        Playing::end();
        let started = summary
            .events
            .iter()
            .any(|e| matches!(e, PanelEvent::RunStarted { .. }));
        if !started {
            // The stage was cleared for this paste and stays empty: say so, not its title.
            on_stage.caption.set(Caption::Nothing);
            keeper
                .notice
                .set(Some((Tone::Error, t!(TheaterNoEnvelope))));
            return;
        }
        let run = PanelRun::from_summary(&id, created, &title, &summary).with_drafts(&pasted);
        keeper.keep(&run);
        on_stage.run.set(Some(run));
    });
    let speed = on_stage.speed.get_untracked();
    on_stage.player.paste(options, text, stream, speed, done);
    super::stage::look_at_stage();
}

/// The paste this tab was playing when the page was reloaded, kept as Esc keeps it: interrupted
/// at the event the stage was on, stored, and said; its reply goes back in the reply box.
/// `None` when no paste was playing.
pub fn recover_reloaded(stored: StoredList, notice: PageNotice) -> Option<String> {
    let (playing, shown) = Playing::take()?;
    let stream = &playing.reply[playing.stream.clone()];
    let options = session_options(&playing.id, playing.config.clone());
    let summary = CritiqueSession::interrupt_after(options, stream, shown);
    let started = summary
        .events
        .iter()
        .any(|e| matches!(e, PanelEvent::RunStarted { .. }));
    if started {
        let run = PanelRun::from_summary(&playing.id, playing.created, &playing.title, &summary)
            .with_drafts(stream);
        let said = match local_store().save(&run) {
            Ok(()) => (
                Tone::Info,
                t!(TheaterRecovered, title = run.title.as_str(), event = shown),
            ),
            Err(e) => (Tone::Error, save_message(&e)),
        };
        stored.reload();
        notice.set(Some(said));
    }
    Some(playing.reply)
}

/// The id of the form's heading, which "Start a panel run" brings the user to.
const NEW_TITLE: &str = "jury-new-title";

/// "Start a panel run", at the top of the page: the form is below the demo's stage, far down on
/// a phone. A link that does not change the address (the fragment is the app's route): it
/// scrolls to the form and puts the keyboard on its heading.
#[component]
pub fn StartLink() -> impl IntoView {
    let go = |ev: leptos::ev::MouseEvent| {
        ev.prevent_default();
        if let Some(heading) = document()
            .get_element_by_id(NEW_TITLE)
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
        {
            heading.scroll_into_view();
            let _ = heading.focus();
        }
    };
    view! { <a class="jury-start" href="#/jury" on:click=go>{t!(TheaterStartLink)}</a> }
}

/// The new panel run: brief, instructions to copy, the pasted reply, "Run the panel".
#[component]
pub fn PanelRunForm(
    /// Where the run is fed and shown.
    on_stage: OnStage,
    /// The stored runs, listed again once the run is stored.
    stored: StoredList,
    /// The settings the instructions and the run follow (only read here).
    settings: RwSignal<CritiqueConfig>,
    /// Where a refusal, or how storing went, is said.
    notice: PageNotice,
    /// The reply of a paste a reload cut short, back in the reply box.
    recovered: Option<String>,
) -> impl IntoView {
    let brief = RwSignal::new(String::new());
    let brand = RwSignal::new(String::new());
    let reply = RwSignal::new(recovered.unwrap_or_default());
    // Where the paste playing is, for a reload in the middle of it.
    let player = on_stage.player;
    Effect::new(move |_| {
        if let (Some((shown, _)), Mode::Paste) = (player.position().get(), player.mode().get()) {
            Playing::shown(shown);
        }
    });
    let fixture = RwSignal::new(None::<&'static Fixture>);
    let keeper = Keeper {
        stored,
        notice,
        unsaved: RwSignal::new(false),
    };
    let prompt =
        Signal::derive(move || settings.with(|c| panel_prompt(c, &brief.get(), &brand.get())));
    let run = move |_| {
        let text = reply.get_untracked();
        // The instructions pasted back instead of the reply are refused here too.
        let stream = match panel_stream(&text) {
            Ok(stream) => stream,
            Err(why) => {
                let why = crate::ui::notice::capitalize(&crate::i18n::say(&why));
                notice.set(Some((Tone::Error, t!(TheaterRefused, why = why))));
                return;
            }
        };
        let fallback = fixture
            .get_untracked()
            .map_or_else(|| t!(TheaterPastedReply), |f| f.label());
        let title = title_of(&brief.get_untracked(), &fallback);
        feed_reply(
            on_stage,
            keeper,
            settings.get_untracked(),
            text,
            stream,
            title,
        );
    };
    let save_again = move |_| {
        if let Some(run) = on_stage.run.get_untracked() {
            keeper.keep(&run);
        }
    };
    view! {
        <section class="jury-section" aria-labelledby=NEW_TITLE>
            <h3 id=NEW_TITLE tabindex="-1">{t!(TheaterNewRun)}</h3>
            <ol class="jury-steps">
                {brief_step(brief, brand)}
                {instructions_step(prompt)}
                {reply_step(reply, fixture)}
            </ol>
            <div class="actions">
                <button type="button" class="primary" on:click=run>{t!(TheaterRunPanel)}</button>
                <Show when=move || keeper.unsaved.get()>
                    <button type="button" on:click=save_again>{t!(TheaterSaveAgain)}</button>
                </Show>
            </div>
        </section>
    }
}

/// Step 1: what should be designed, and the brand.
fn brief_step(brief: RwSignal<String>, brand: RwSignal<String>) -> impl IntoView {
    view! {
        <li>
            <label for="jury-brief">{t!(TheaterBrief)}</label>
            <textarea id="jury-brief" rows="3" dir="auto" prop:value=move || brief.get()
                on:input=move |ev| brief.set(event_target_value(&ev))></textarea>
            <label for="jury-brand">{t!(TheaterBrand)}</label>
            <textarea id="jury-brand" rows="3" dir="auto" prop:value=move || brand.get()
                on:input=move |ev| brand.set(event_target_value(&ev))></textarea>
        </li>
    }
}

/// Step 2: the panel instructions, to copy into a chat.
fn instructions_step(prompt: Signal<String>) -> impl IntoView {
    view! {
        <li>
            <p>{t!(TheaterCopyStep)}</p>
            <CopyButton text=prompt label=t!(TheaterCopyInstructions) />
            <details class="jury-prompt">
                <summary>{t!(TheaterShowInstructions)}</summary>
                <textarea class="mono" readonly rows="12" aria-label=t!(TheaterInstructions)
                    prop:value=move || prompt.get()></textarea>
            </details>
        </li>
    }
}

/// Step 3: the agent's reply pasted back, or one of Open Design's test streams (`fixture`: the
/// one the reply is, until it is edited by hand).
fn reply_step(
    reply: RwSignal<String>,
    fixture: RwSignal<Option<&'static Fixture>>,
) -> impl IntoView {
    let pick = move |ev: leptos::ev::Event| {
        let picked = fixtures::named(&event_target_value(&ev));
        if let Some(f) = picked {
            reply.set(f.text.to_string());
        }
        fixture.set(picked);
    };
    view! {
        <li>
            <label for="jury-reply">{t!(TheaterPasteReply)}</label>
            <textarea id="jury-reply" class="mono" rows="8" dir="auto" prop:value=move || reply.get()
                on:input=move |ev| {
                    reply.set(event_target_value(&ev));
                    // Edited by hand: no longer the fixture it may have started as.
                    fixture.set(None);
                }></textarea>
            <label for="jury-fixture">{t!(TheaterTryFixture)}</label>
            <select id="jury-fixture" on:change=pick
                prop:value=move || fixture.get().map_or("", |f| f.name)>
                <option value="">{t!(TheaterNoFixture)}</option>
                {fixtures::ALL
                    .iter()
                    .map(|f| view! { <option value=f.name>{f.label()}</option> })
                    .collect_view()}
            </select>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::title_of;

    #[test]
    fn titles_come_from_the_first_line_of_the_brief() {
        assert_eq!(
            title_of("\n  Poster for a jazz night \nmore", "x"),
            "Poster for a jazz night"
        );
        assert_eq!(title_of("   ", "Pasted reply"), "Pasted reply");
        assert_eq!(title_of(&"a".repeat(100), "x").chars().count(), 80);
    }
}
