//! common: small building blocks shared by the pages — notices, the outcome badge, the copy
//! button and the open-file button.
//!
//! Owns only presentation and the browser calls these controls make (through `browser`);
//! never decides anything about a run.

use crate::browser;
use jury_core::review::judge::Judge;
use jury_core::review::merge::Outcome;
use jury_core::review::reply::ReplyWarning;
use jury_core::review::rubric::Rubric;
use jury_core::review::run::ReviseWarning;
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// How a [`Notice`] looks and how assistive technology announces it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    Error,
    Warn,
    Info,
    Ok,
}

impl Tone {
    fn class(self) -> &'static str {
        match self {
            Tone::Error => "notice error",
            Tone::Warn => "notice warn",
            Tone::Info => "notice info",
            Tone::Ok => "notice ok",
        }
    }
}

/// A coloured message box. Errors use `role="alert"` so they are read out when they appear;
/// the rest use `role="status"`.
#[component]
pub fn Notice(tone: Tone, children: Children) -> impl IntoView {
    let role = if tone == Tone::Error {
        "alert"
    } else {
        "status"
    };
    view! { <div class=tone.class() role=role>{children()}</div> }
}

/// Why the core refused what the user just did (nothing changed), shown where they acted.
#[component]
pub fn Refusal(
    /// The core's message; nothing is shown while `None`.
    #[prop(into)]
    message: Signal<Option<String>>,
) -> impl IntoView {
    move || {
        message.get().map(|m| {
            view! { <Notice tone=Tone::Error><p>{crate::components::app::capitalize(&m)}</p></Notice> }
        })
    }
}

/// An outcome badge (`PASS`, `FIX`, `NEED_B`, `DISPUTED`, `ROUND_LIMIT`, or `OPEN` before the
/// first merge). The label doubles as the CSS class that colours it.
#[component]
pub fn Badge(#[prop(into)] label: Signal<String>) -> impl IntoView {
    view! { <span class=move || format!("badge {}", label.get())>{move || label.get()}</span> }
}

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
                Some(Ok(())) => view! { <span class="copy-ok">"✓ Copied to the clipboard"</span> }.into_any(),
                Some(Err(why)) => view! {
                    <span class="muted">{format!("Could not copy ({why}): select the text below and press Ctrl+C (⌘C on a Mac).")}</span>
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
            <p>{format!("A run named “{name}” is already stored in this browser. Replace it with this one, or keep both?")}</p>
            <div class="row">
                <button type="button" class="danger" on:click=move |_| on_replace.run(())>"Replace the stored run"</button>
                <button type="button" on:click=move |_| on_keep_both.run(())>"Keep both (add this one as a copy)"</button>
                <button type="button" on:click=move |_| on_cancel.run(())>"Cancel"</button>
            </div>
        </Notice>
    }
}

/// The file just picked in a file input's `change` event. Resets the input, so that choosing
/// the same file again fires `change` again.
pub(crate) fn take_picked_file(ev: &leptos::ev::Event) -> Option<web_sys::File> {
    let input = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())?;
    let file = input.files().and_then(|f| f.get(0))?;
    input.set_value("");
    Some(file)
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
        let Some(file) = take_picked_file(&ev) else {
            return;
        };
        leptos::task::spawn_local(async move {
            let name = file.name();
            match browser::read_file(&file).await {
                Ok(text) => on_open.run((name, text)),
                Err(why) => on_error.run(format!("Could not read {name}: {why}")),
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

/// The badge label of a run or round: the core's outcome name, or `OPEN` before the first merge
/// of the current round.
pub fn outcome_label(outcome: Option<jury_core::review::merge::Outcome>) -> String {
    outcome.map_or("OPEN", |o| o.as_str()).to_string()
}

/// The label of a merged per-criterion result, as the core's JSON spells it.
pub fn merged_label(result: jury_core::review::merge::MergedResult) -> String {
    result.as_str().to_string()
}

/// The rubric of the run on screen, provided by the run page: a run's rubric never changes, so
/// every table reads a criterion's text from here rather than through the model.
#[derive(Clone)]
pub struct Criteria(pub Arc<Rubric>);

/// A criterion's id with its text beneath (issue 12: the page asks the user to judge, so it
/// says what each criterion asks). Outside a run page, only the id.
#[component]
pub fn CriterionLabel(#[prop(into)] id: String) -> impl IntoView {
    let text = use_context::<Criteria>().and_then(|c| c.0.get(&id).map(|c| c.text.clone()));
    view! {
        <code class="crit-id">{id}</code>
        {text.map(|t| view! { <span class="crit-text">{t}</span> })}
    }
}

/// A §3 reply warning in the page's words: the criteria and the suspicious text shown as they
/// were written, apart from the sentence.
#[component]
pub fn ReplyWarningText(warning: ReplyWarning) -> impl IntoView {
    match warning {
        ReplyWarning::VerdictMismatch { summary, failed } => {
            let criteria = if failed.is_empty() {
                view! { "every criterion passed" }.into_any()
            } else {
                view! {
                    "failed: "
                    {failed.into_iter().enumerate().map(|(i, id)| view! {
                        {(i > 0).then_some(", ")}<code>{id}</code>
                    }).collect_view()}
                }
                .into_any()
            };
            view! {
                "The judge's own verdict “"{summary}"” disagrees with its criteria ("{criteria}
                "). The outcome is computed from the criteria, not from that verdict."
            }
            .into_any()
        }
        ReplyWarning::Mangled { sequences } => view! {
            "The reply contains "
            {sequences.into_iter().enumerate().map(|(i, s)| view! {
                {(i > 0).then_some(", ")}<q>{s}</q>
            }).collect_view()}
            ", which the artifact does not: the text was probably mangled on the way (an encoding \
             mix-up, as when piping through Windows PowerShell). Paste it again from the source."
        }
        .into_any(),
    }
}

/// A revision warning in the page's words.
pub fn revise_warning_words(warning: &ReviseWarning) -> String {
    match warning {
        ReviseWarning::Unchanged { round } => format!(
            "The artifact is unchanged since round {round}, which asked for fixes: the judges will see the same text."
        ),
    }
}

/// Where the keyboard goes after an action redraws the page: a heading (`tabindex="-1"`) or a
/// control, drawn with [`Focus::id`] as its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// The run's name at the top of its page.
    RunHeading,
    /// The "Judge A" / "Judge B" heading of the current round.
    JudgeHeading(Judge),
    /// A judge's reply box.
    ReplyBox(Judge),
    /// The "Merge" heading, above the merged report and the fixes.
    MergeHeading,
    /// The verdict of a finished run.
    VerdictHeading,
    /// "Decide the disputed criteria".
    SettleHeading,
    /// The demo's "Next step" button.
    DemoNext,
    /// The new-run form's list of problems.
    FormProblems,
}

impl Focus {
    pub fn id(self) -> &'static str {
        match self {
            Focus::RunHeading => "run-h",
            Focus::JudgeHeading(Judge::A) => "judge-a-h",
            Focus::JudgeHeading(Judge::B) => "judge-b-h",
            Focus::ReplyBox(Judge::A) => "reply-A",
            Focus::ReplyBox(Judge::B) => "reply-B",
            Focus::MergeHeading => "merge-h",
            Focus::VerdictHeading => "verdict-h",
            Focus::SettleHeading => "settle-h",
            Focus::DemoNext => "demo-next",
            Focus::FormProblems => "form-problems",
        }
    }

    /// What a merge that ended in `outcome` asks of the user next: the verdict of a finished
    /// run (PASS, ROUND_LIMIT), judge B's reply box (NEED_B), the disputed criteria (DISPUTED),
    /// the merged report with its fixes (FIX).
    pub fn after_merge(outcome: Outcome) -> Focus {
        match outcome {
            Outcome::Pass | Outcome::RoundLimit => Focus::VerdictHeading,
            Outcome::NeedB => Focus::ReplyBox(Judge::B),
            Outcome::Disputed => Focus::SettleHeading,
            Outcome::Fix => Focus::MergeHeading,
        }
    }

    /// Puts the keyboard there once the page is drawn.
    pub fn after_render(self) {
        browser::focus_after_render(self.id());
    }
}
