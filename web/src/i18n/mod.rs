//! i18n: the words of the app's screens, in the language its user reads.
//!
//! Owns the catalogue (Fluent files, `web/locales/<tag>/<area>.ftl`, one per language and area
//! of the app; `Key` is generated from the English files by `build.rs`), the language the app
//! is shown in, and how a value is written in it (numbers, dates, the core's messages). Never
//! decides anything: the core compares scores and thresholds as numbers, and a formatted number
//! is only ever shown.
//!
//! The language is chosen once, before the app mounts ([`load`]): the one the person picked in
//! the header's menu (kept in localStorage) or else the first of the browser's languages that
//! jury has. Changing it reloads the page (typed texts are kept by `state`), so that no screen
//! holds words of two languages and no component needs a language signal.

#[cfg(test)]
mod core_coverage;
#[cfg(test)]
mod coverage;
mod load;
mod variables;

use fluent_bundle::{FluentArgs, FluentResource};
use jury_core::language::Language;
use jury_core::message::{Arg, Message, ToMessage};
use std::cell::RefCell;
use std::rc::Rc;

pub use load::{choose, failed, load};

include!(concat!(env!("OUT_DIR"), "/keys.rs"));

type Bundle = fluent_bundle::FluentBundle<FluentResource>;

/// The words of one language, with English behind them for anything a catalogue lacks (the
/// coverage test keeps that from happening in a shipped locale).
struct Words {
    language: Language,
    bundle: Bundle,
    english: Option<Bundle>,
}

thread_local! {
    static WORDS: RefCell<Option<Rc<Words>>> = const { RefCell::new(None) };
}

/// The words in use: those [`load`] set, else English (a component mounted by a test).
fn words() -> Rc<Words> {
    WORDS.with(|w| {
        w.borrow_mut()
            .get_or_insert_with(|| Rc::new(Words::english()))
            .clone()
    })
}

impl Words {
    fn english() -> Words {
        Words {
            language: Language::En,
            bundle: english_bundle(),
            english: None,
        }
    }

    fn text(&self, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        format(&self.bundle, id, args)
            .or_else(|| self.english.as_ref().and_then(|e| format(e, id, args)))
    }
}

/// A bundle of `language` from its catalogue files. A file that does not parse still gives
/// the messages it could read (the coverage test keeps shipped files whole).
fn bundle(language: Language, files: impl Iterator<Item = String>) -> Bundle {
    let tag: unic_langid::LanguageIdentifier = language.as_str().parse().unwrap_or_default();
    let mut bundle = Bundle::new(vec![tag]);
    // Unicode isolation marks keep an English criterion id or file name from reordering an
    // Arabic sentence; in a left-to-right language they would only be noise in copied text.
    bundle.set_use_isolating(language.is_right_to_left());
    bundle.set_formatter(Some(load::format_number));
    // NUMBER() and DATETIME(): a message can ask for fraction digits where a value needs them.
    let _ = bundle.add_builtins();
    for text in files {
        let resource = FluentResource::try_new(text).unwrap_or_else(|(partial, _)| partial);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The English catalogue, built in.
fn english_bundle() -> Bundle {
    bundle(Language::En, ENGLISH.iter().map(|s| s.to_string()))
}

fn format(bundle: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// The language the app is shown in.
pub fn language() -> Language {
    words().language
}

/// The language set by [`load`], without setting English where none is (the number formatter,
/// called while a bundle formats).
fn language_quietly() -> Option<Language> {
    WORDS.with(|w| w.borrow().as_ref().map(|w| w.language))
}

/// The words of `key`, with its arguments (`t!` builds them).
pub fn text(key: Key, args: Option<&FluentArgs>) -> String {
    words()
        .text(key.id(), args)
        .unwrap_or_else(|| key.id().to_string())
}

/// A core message (a refusal, a warning) in a language other than English: the catalogue's
/// `core-<id with dots as hyphens>`, its arguments as placeables. A list is written joined, with
/// `<name>_count` beside it for plurals; places each as the catalogue's `core-place`; a message
/// inside the message in words too. A text also comes as `<name>_key` (lower case, `-` for
/// anything but a letter or digit, `none` when empty), so a translation can select on the core's
/// English phrases (`the artifact`, `a string`) and word them itself.
pub fn message(message: &Message) -> String {
    let words = words();
    let id = core_id(message.id);
    let mut args = FluentArgs::new();
    for (name, arg) in &message.args {
        match arg {
            Arg::Text(t) => {
                args.set(*name, t.clone());
                args.set(format!("{name}_key"), selector_key(t));
            }
            Arg::Number(n) => args.set(*name, *n),
            Arg::List(list) => {
                args.set(*name, list.join(list_separator()));
                args.set(format!("{name}_count"), list.len());
            }
            Arg::Places(places) => {
                let written: Vec<String> = places
                    .iter()
                    .map(|&(line, column)| {
                        let mut place = FluentArgs::new();
                        place.set("line", line);
                        place.set("column", column);
                        words
                            .text(PLACE, Some(&place))
                            .unwrap_or_else(|| format!("{line}:{column}"))
                    })
                    .collect();
                args.set(*name, written.join(list_separator()));
                args.set(format!("{name}_count"), places.len());
            }
            Arg::Message(inner) => args.set(*name, self::message(inner)),
        }
    }
    // An argument the core leaves out (a suggestion it has none of, an outcome before the first
    // merge) is empty, and `none` to select on, rather than a hole in the words.
    if let Some(pattern) = words.bundle.get_message(&id).and_then(|m| m.value()) {
        for name in variables::variables(pattern) {
            if args.get(name.as_str()).is_none() {
                let key = if name.ends_with("_key") { "none" } else { "" };
                args.set(name, key);
            }
        }
    }
    words.text(&id, Some(&args)).unwrap_or_else(|| id.clone())
}

/// The catalogue id of a core message: `reply.trailing-comma` → `core-reply-trailing-comma`.
fn core_id(id: &str) -> String {
    format!("{CORE_AREA}-{}", id.replace('.', "-"))
}

/// How a translation of the core's messages writes a place in a pasted text.
const PLACE: &str = "core-place";

/// A core text argument as a Fluent variant key: `the artifact` → `the-artifact`.
fn selector_key(text: &str) -> String {
    if text.is_empty() {
        return "none".to_string();
    }
    text.chars()
        .map(|c| match c {
            'a'..='z' | '0'..='9' => c,
            'A'..='Z' => c.to_ascii_lowercase(),
            _ => '-',
        })
        .collect()
}

/// A refusal or warning of the core, in the app's language. In English these are the core's
/// own words (its `Display`, what the command line and the package say), written once.
pub fn say(error: &(impl ToMessage + ?Sized)) -> String {
    if language().is_english() {
        error.to_string()
    } else {
        message(&error.to_message())
    }
}

fn list_separator() -> &'static str {
    match language() {
        Language::Ja | Language::ZhCn => "、",
        Language::Ar => "، ",
        _ => ", ",
    }
}

/// A local date and time ("2026-11-29 23:40" in English, the locale's own form elsewhere).
pub fn date_time(ms: f64) -> String {
    load::date_time(language(), ms)
}

/// The words of a catalogue message: `t!(Key)`, or `t!(Key, name = value, …)` with values that
/// Fluent takes (texts, numbers).
#[macro_export]
macro_rules! t {
    ($key:ident) => {
        $crate::i18n::text($crate::i18n::Key::$key, None)
    };
    ($key:ident, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($name), fluent_bundle::FluentValue::from($value));)+
        $crate::i18n::text($crate::i18n::Key::$key, Some(&args))
    }};
}
