//! panel_run: a panel run without a daemon (spec §10) — brief and brand source in, the core's
//! panel instructions out (with the settings' threshold, scale, round limit and weights) to
//! copy into a chat, the agent's reply pasted back (a whole chat too: the core's `panel_stream`
//! finds the panel's stream in it, and refuses the instructions alone) and fed to the core
//! session by the player at the chosen speed; the finished run (the core's summary and
//! transcript) is stored.
//!
//! Owns the form, the "Start a panel run" link to it, and what happens when a run ends (store
//! it, or say why it was not stored and keep everything on screen). Never interprets the reply
//! itself.

use super::panel_store::{save_message, PanelRun};
use super::player::{Player, Speed};
use super::{fixtures, local_store, session_options, JuryPage};
use crate::browser;
use crate::ui::controls::CopyButton;
use crate::ui::notice::Tone;
use jury_core::critique::{panel_prompt, panel_stream, PanelEvent, RunSummary};
use leptos::prelude::*;

/// The title of a run: the brief's first line, shortened.
fn title_of(brief: &str, fallback: &str) -> String {
    let line = brief.lines().map(str::trim).find(|l| !l.is_empty());
    match line {
        Some(l) if l.chars().count() > 80 => format!("{}…", l.chars().take(79).collect::<String>()),
        Some(l) => l.to_string(),
        None => fallback.to_string(),
    }
}

/// Stores `run` and says how that went; on failure the run stays on stage with "Save again".
fn save(page: JuryPage, run: &PanelRun) -> bool {
    match local_store().save(run) {
        Ok(()) => {
            page.reload();
            page.notice.set(Some((
                Tone::Ok,
                format!("Panel run stored in this browser: {}.", run.title),
            )));
            true
        }
        Err(e) => {
            page.notice.set(Some((Tone::Error, save_message(&e))));
            false
        }
    }
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
    view! { <a class="jury-start" href="#/jury" on:click=go>"Start a panel run"</a> }
}

#[component]
pub fn PanelRunForm(player: Player, page: JuryPage, speed: RwSignal<Speed>) -> impl IntoView {
    let brief = RwSignal::new(String::new());
    let brand = RwSignal::new(String::new());
    let reply = RwSignal::new(String::new());
    let fixture = RwSignal::new(String::new());
    let unsaved = RwSignal::new(false);
    let prompt = Signal::derive(move || {
        page.settings
            .with(|c| panel_prompt(c, &brief.get(), &brand.get()))
    });

    let run = move |_| {
        let text = reply.get_untracked();
        if text.trim().is_empty() {
            page.notice.set(Some((
                Tone::Error,
                "Paste the agent's reply first (or pick an Open Design fixture).".into(),
            )));
            return;
        }
        if let Err(e) = jury_core::limits::check(
            "the pasted reply",
            jury_core::limits::Unit::Bytes,
            text.len(),
            jury_core::limits::MAX_REPLY_BYTES,
        ) {
            page.notice.set(Some((
                Tone::Error,
                format!("{e}; the panel did not run and nothing was stored. Paste the agent's reply alone."),
            )));
            return;
        }
        // The instructions pasted back instead of the reply: said, and nothing is stored or
        // taken off the stage.
        let stream = match panel_stream(&text) {
            Ok(stream) => stream,
            Err(e) => {
                page.notice
                    .set(Some((Tone::Error, crate::app::capitalize(&e.to_string()))));
                return;
            }
        };
        let id = browser::new_id();
        let fallback = fixtures::ALL
            .iter()
            .find(|(n, _, _)| *n == fixture.get_untracked())
            .map_or("Pasted reply", |(_, label, _)| label);
        let title = title_of(&brief.get_untracked(), fallback);
        let created = browser::now_ms();
        page.notice.set(None);
        page.run.set(None);
        unsaved.set(false);
        page.caption.set(format!("Panel run: {title}"));
        let options = session_options(&id, page.settings.get_untracked());
        let pasted = text[stream.clone()].to_string();
        let done = Callback::new(move |summary: RunSummary| {
            let started = summary
                .events
                .iter()
                .any(|e| matches!(e, PanelEvent::RunStarted { .. }));
            if !started {
                // The stage was cleared for this paste and stays empty: say so, not its title.
                page.caption.set("nothing".into());
                page.notice.set(Some((
                    Tone::Error,
                    "The reply holds no <CRITIQUE_RUN …> envelope, so the panel had nothing to read. \
                     Paste the agent's whole reply, starting at <CRITIQUE_RUN."
                        .into(),
                )));
                return;
            }
            let run = PanelRun::from_summary(&id, created, &title, &summary).with_drafts(&pasted);
            unsaved.set(!save(page, &run));
            page.run.set(Some(run));
        });
        player.paste(options, text, stream, speed.get_untracked(), done);
        super::stage::look_at_stage();
    };
    let save_again = move |_| {
        if let Some(run) = page.run.get_untracked() {
            unsaved.set(!save(page, &run));
        }
    };
    let pick = move |ev: leptos::ev::Event| {
        let name = event_target_value(&ev);
        if let Some(text) = fixtures::text(&name) {
            reply.set(text.to_string());
        }
        fixture.set(name);
    };

    view! {
        <section class="jury-section" aria-labelledby=NEW_TITLE>
            <h3 id=NEW_TITLE tabindex="-1">"New panel run"</h3>
            <ol class="jury-steps">
                <li>
                    <label for="jury-brief">"Brief: what should be designed?"</label>
                    <textarea id="jury-brief" rows="3" prop:value=move || brief.get()
                        on:input=move |ev| brief.set(event_target_value(&ev))></textarea>
                    <label for="jury-brand">"Brand source: voice, colours, type (optional)"</label>
                    <textarea id="jury-brand" rows="3" prop:value=move || brand.get()
                        on:input=move |ev| brand.set(event_target_value(&ev))></textarea>
                </li>
                <li>
                    <p>"Copy the panel instructions into a chat with your AI model."</p>
                    <CopyButton text=prompt label="Copy the panel instructions" />
                    <details class="jury-prompt">
                        <summary>"Show the panel instructions"</summary>
                        <textarea class="mono" readonly rows="12" aria-label="Panel instructions"
                            prop:value=move || prompt.get()></textarea>
                    </details>
                </li>
                <li>
                    <label for="jury-reply">"Paste the agent's whole reply"</label>
                    <textarea id="jury-reply" class="mono" rows="8" prop:value=move || reply.get()
                        on:input=move |ev| {
                            reply.set(event_target_value(&ev));
                            // Edited by hand: no longer the fixture it may have started as.
                            fixture.set(String::new());
                        }></textarea>
                    <label for="jury-fixture">"…or try an Open Design test stream"</label>
                    <select id="jury-fixture" on:change=pick prop:value=move || fixture.get()>
                        <option value="">"(none)"</option>
                        {fixtures::ALL
                            .iter()
                            .map(|(name, label, _)| view! { <option value=*name>{*label}</option> })
                            .collect_view()}
                    </select>
                </li>
            </ol>
            <div class="actions">
                <button type="button" class="primary" on:click=run>"Run the panel"</button>
                <Show when=move || unsaved.get()>
                    <button type="button" on:click=save_again>"Save again"</button>
                </Show>
            </div>
        </section>
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
