//! fluent: the words of a language other than English, from its catalogue files, by Fluent
//! (`fluent-bundle`): the screens' messages by their position (`Key`: each file lists English's
//! messages in English's order, so the wasm carries no id), and the core's messages by their
//! ids (`core.ftl`). In the split build this module is a wasm chunk of its own, fetched with the
//! catalogue only when the app is not in English. Never used for English, whose words are
//! compiled (`i18n::en`), and never stops the app: a file that does not parse still gives the
//! messages it could read.

use super::{Args, Key, Translation, Value, AREAS, AREA_SIZES, CORE_AREA};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use jury_core::language::Language;
use jury_core::message::{Arg, Message};
use jury_core::review::report_words::words;

pub(super) type Bundle = fluent_bundle::FluentBundle<FluentResource>;

/// A language's words from its catalogue files.
pub struct Fluent {
    language: Language,
    bundle: Bundle,
    /// The id of each message by its position (`Key as usize`); empty where an area's file
    /// does not list English's messages one for one (English's words stand in for that area).
    ids: Vec<String>,
}

impl Fluent {
    /// The words of `language` from `files`, one per area, in `AREAS` order.
    pub fn new(language: Language, files: Vec<String>) -> Fluent {
        let mut bundle = empty_bundle(language);
        let mut ids = Vec::with_capacity(AREA_SIZES.iter().sum());
        let mut sizes = AREA_SIZES.iter();
        for (area, file) in AREAS.iter().zip(files) {
            let resource = resource(file);
            if *area != CORE_AREA {
                let size = sizes.next().copied().unwrap_or(0);
                let listed: Vec<String> = resource
                    .entries()
                    .filter_map(|entry| match entry {
                        fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                        _ => None,
                    })
                    .collect();
                if listed.len() == size {
                    ids.extend(listed);
                } else {
                    ids.extend(std::iter::repeat_n(String::new(), size));
                }
            }
            let _ = bundle.add_resource(resource);
        }
        Fluent {
            language,
            bundle,
            ids,
        }
    }
}

impl Translation for Fluent {
    fn text(&self, key: Key, args: &Args) -> Option<String> {
        let id = self.ids.get(key as usize).filter(|id| !id.is_empty())?;
        let mut fluent = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent.set(
                *name,
                match value {
                    Value::Text(text) => FluentValue::from(text.as_ref()),
                    Value::Number(n) => FluentValue::from(*n),
                },
            );
        }
        format(&self.bundle, id, Some(&fluent))
    }

    fn message(&self, message: &Message) -> Option<String> {
        self::message(&self.bundle, self.language, message)
    }
}

/// A bundle of `language` from its catalogue files. A file that does not parse still gives
/// the messages it could read (the coverage test keeps shipped files whole).
#[cfg(test)]
pub(super) fn bundle(language: Language, files: impl Iterator<Item = String>) -> Bundle {
    let mut bundle = empty_bundle(language);
    for text in files {
        let _ = bundle.add_resource(resource(text));
    }
    bundle
}

/// A file's messages; a file that does not parse still gives the ones it could read.
fn resource(text: String) -> FluentResource {
    FluentResource::try_new(text).unwrap_or_else(|(partial, _)| partial)
}

fn empty_bundle(language: Language) -> Bundle {
    let tag: unic_langid::LanguageIdentifier = language.as_str().parse().unwrap_or_default();
    let mut bundle = Bundle::new(vec![tag]);
    // Unicode isolation marks keep an English criterion id or file name from reordering an
    // Arabic sentence; in a left-to-right language they would only be noise in copied text.
    bundle.set_use_isolating(language.is_right_to_left());
    bundle.set_formatter(Some(super::load::format_number));
    // NUMBER() and DATETIME(): a message can ask for fraction digits where a value needs them.
    let _ = bundle.add_builtins();
    bundle
}

pub(super) fn format(bundle: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// A core message (a refusal, a warning) in a language other than English: the catalogue's
/// `core-<id with dots as hyphens>`, its arguments as placeables. A list is written joined, with
/// `<name>_count` beside it for plurals; places each as the catalogue's `core-place`; a message
/// inside the message in words too. A text also comes as `<name>_key` (lower case, `-` for
/// anything but a letter or digit, `none` when empty), so a translation can select on the core's
/// English phrases (`the artifact`, `a string`) and word them itself.
fn message(bundle: &Bundle, language: Language, message: &Message) -> Option<String> {
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
                args.set(*name, list.join(list_separator(language)));
                args.set(format!("{name}_count"), list.len());
            }
            Arg::Places(places) => {
                let written: Vec<String> = places
                    .iter()
                    .map(|&(line, column)| {
                        let mut place = FluentArgs::new();
                        place.set("line", line);
                        place.set("column", column);
                        format(bundle, PLACE, Some(&place))
                            .unwrap_or_else(|| format!("{line}:{column}"))
                    })
                    .collect();
                args.set(*name, written.join(list_separator(language)));
                args.set(format!("{name}_count"), places.len());
            }
            Arg::Message(inner) => {
                let words = self::message(bundle, language, inner);
                args.set(*name, words.unwrap_or_else(|| core_id(inner.id)));
            }
        }
    }
    // An argument the core leaves out (a suggestion it has none of, an outcome before the first
    // merge) is empty, and `none` to select on, rather than a hole in the words.
    if let Some(pattern) = bundle.get_message(&id).and_then(|m| m.value()) {
        for name in super::variables::variables(pattern) {
            if args.get(name.as_str()).is_none() {
                let key = if name.ends_with("_key") { "none" } else { "" };
                args.set(name, key);
            }
        }
    }
    format(bundle, &id, Some(&args))
}

/// The catalogue id of a core message: `reply.trailing-comma` → `core-reply-trailing-comma`.
pub(super) fn core_id(id: &str) -> String {
    format!("{CORE_AREA}-{}", id.replace('.', "-"))
}

/// How a translation of the core's messages writes a place in a pasted text.
pub(super) const PLACE: &str = "core-place";

/// A core text argument as a Fluent variant key: `the artifact` → `the-artifact`,
/// `"PASS" or "FAIL"` → `pass--or--fail` (a key starts with a letter: the ends lose their `-`).
fn selector_key(text: &str) -> String {
    let key: String = text
        .chars()
        .map(|c| match c {
            'a'..='z' | '0'..='9' => c,
            'A'..='Z' => c.to_ascii_lowercase(),
            _ => '-',
        })
        .collect();
    match key.trim_matches('-') {
        "" => "none".to_string(),
        trimmed => trimmed.to_string(),
    }
}

/// How the language joins a list: the core's own separator for it (its reports' words).
fn list_separator(language: Language) -> &'static str {
    words(language).list_separator
}
