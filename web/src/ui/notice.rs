//! notice: the message boxes — a [`Notice`] in one of four tones, and a [`Refusal`] that says
//! why the core refused what the user just did.
//!
//! Owns only presentation; never decides what is an error.

use leptos::prelude::*;

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
            view! { <Notice tone=Tone::Error><p>{capitalize(&m)}</p></Notice> }
        })
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
