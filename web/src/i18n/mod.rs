//! i18n: the words of the app's screens, in the language its user reads.
//!
//! Owns the catalogue (Fluent files, `web/locales/<tag>/<area>.ftl`, one per language and area
//! of the app; `Key` and its English words are generated from the English files by
//! `build.rs`), the language the app is shown in, and how a value is written in it (numbers,
//! dates, the core's messages). Never decides anything: the core compares scores and
//! thresholds as numbers, and a formatted number is only ever shown.
//!
//! The language is chosen once, before the app mounts ([`load`]): the one the person picked in
//! the header's menu (kept in localStorage) or else the first of the browser's languages that
//! jury has. Changing it reloads the page (typed texts are kept by `state`), so that no screen
//! holds words of two languages and no component needs a language signal.
//!
//! English is compiled in (`en`, one function a message, helped by [`english`], called where
//! `t!` names the message, so each page's English is in that page's wasm chunk); another
//! language is a [`Translation`] made by [`fluent`] from its files, in a wasm chunk of its own
//! in the split build, so the first load of an English page carries no Fluent and no message id.

#[cfg(test)]
mod core_coverage;
#[cfg(test)]
mod coverage;
mod english;
pub(crate) mod fluent;
mod load;
mod variables;

use jury_core::language::Language;
use jury_core::message::{Message, ToMessage};
use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::Rc;

pub use load::{choose, failed, load};

include!(concat!(env!("OUT_DIR"), "/keys.rs"));

/// A value a message is made of: `t!(Key, name = value)` gives `(name, value)` pairs.
#[derive(Clone, Debug, PartialEq)]
pub enum Value<'a> {
    Text(Cow<'a, str>),
    Number(f64),
}

/// A message's arguments, by name.
pub type Args<'a> = [(&'static str, Value<'a>)];

impl<'a> From<&'a str> for Value<'a> {
    fn from(text: &'a str) -> Self {
        Value::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Value<'a> {
    fn from(text: &'a String) -> Self {
        Value::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Value<'_> {
    fn from(text: String) -> Self {
        Value::Text(Cow::Owned(text))
    }
}

impl<'a> From<Cow<'a, str>> for Value<'a> {
    fn from(text: Cow<'a, str>) -> Self {
        Value::Text(text)
    }
}

macro_rules! number_values {
    ($($t:ty),+) => {$(
        impl From<$t> for Value<'_> {
            fn from(n: $t) -> Self {
                Value::Number(n as f64)
            }
        }
        impl From<&$t> for Value<'_> {
            fn from(n: &$t) -> Self {
                Value::Number(*n as f64)
            }
        }
    )+};
}
number_values!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

/// The words of a language other than English: its catalogue messages by key, and the core's
/// messages by their ids. `None` for a message it lacks (the coverage tests keep a shipped
/// language whole); English's words stand in.
pub trait Translation {
    fn text(&self, key: Key, args: &Args) -> Option<String>;
    fn message(&self, message: &Message) -> Option<String>;
}

/// The words in use: English when `translation` is `None`.
struct Words {
    language: Language,
    translation: Option<Box<dyn Translation>>,
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
            translation: None,
        }
    }
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

/// The words of `key`, with its arguments, or else `english`, its compiled English words (`t!`
/// builds the call). Generic over `english` so that each message's English is called where the
/// message is used, and lands in that page's wasm chunk.
pub fn text(key: Key, args: &Args, english: impl FnOnce(&Args) -> String) -> String {
    translated(key, args).unwrap_or_else(|| english(args))
}

/// The words of `key` in the app's language when it is not English.
fn translated(key: Key, args: &Args) -> Option<String> {
    words().translation.as_ref()?.text(key, args)
}

/// A refusal or warning of the core, in the app's language. In English these are the core's
/// own words (its `Display`, what the command line and the package say), written once.
pub fn say(error: &(impl ToMessage + ?Sized)) -> String {
    words()
        .translation
        .as_ref()
        .and_then(|t| t.message(&error.to_message()))
        .unwrap_or_else(|| error.to_string())
}

/// A local date and time ("2026-11-29 23:40" in English, the locale's own form elsewhere).
pub fn date_time(ms: f64) -> String {
    load::date_time(language(), ms)
}

/// The words of a catalogue message: `t!(Key)`, or `t!(Key, name = value, …)` with texts and
/// numbers as values.
#[macro_export]
macro_rules! t {
    ($key:ident) => {
        $crate::i18n::text($crate::i18n::Key::$key, &[], $crate::i18n::en::$key)
    };
    ($key:ident, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text(
            $crate::i18n::Key::$key,
            &[$((stringify!($name), $crate::i18n::Value::from($value))),+],
            $crate::i18n::en::$key,
        )
    };
}
