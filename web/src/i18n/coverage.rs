//! Every shipped locale says everything the English catalogue says, with the same placeables:
//! a missing message, an extra one, or a translation that drops or renames an argument fails
//! here, not on someone's screen.

use super::fluent::{bundle, format, Bundle};
use super::variables::variables;
use super::{Args, Key, Value, AREAS, CORE_AREA};
use fluent_syntax::ast;
use jury_core::language::Language;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

fn locales() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// Each message of a catalogue file, in the file's order, and the variables it uses (anywhere:
/// selectors, variants, function arguments).
fn messages(tag: &str, area: &str) -> Vec<(String, BTreeSet<String>)> {
    let path = locales().join(tag).join(format!("{area}.ftl"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (every locale has every area)", path.display()));
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
    let mut out = Vec::new();
    let mut seen = BTreeSet::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let vars = m.value.as_ref().map(variables).unwrap_or_default();
            assert!(
                m.value.is_some(),
                "{}: `{}` has no value",
                path.display(),
                m.id.name
            );
            let id = m.id.name.to_string();
            assert!(seen.insert(id.clone()), "{}: `{id}` twice", path.display());
            out.push((id, vars));
        }
    }
    out
}

#[test]
fn every_language_has_every_message_of_english_with_the_same_placeables() {
    let mut problems = Vec::new();
    // The core's messages have no English file (their English is the core's own words):
    // core_coverage checks them.
    for area in AREAS.iter().filter(|a| **a != CORE_AREA) {
        let english: BTreeMap<_, _> = messages("en", area).into_iter().collect();
        for language in Language::ALL.iter().filter(|l| !l.is_english()) {
            let tag = language.as_str();
            let theirs: BTreeMap<_, _> = messages(tag, area).into_iter().collect();
            for (id, vars) in &english {
                match theirs.get(id) {
                    None => problems.push(format!("{tag}/{area}.ftl lacks `{id}`")),
                    Some(v) if v != vars => problems.push(format!(
                        "{tag}/{area}.ftl `{id}` uses {v:?}, English uses {vars:?}"
                    )),
                    Some(_) => {}
                }
            }
            for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
                problems.push(format!("{tag}/{area}.ftl has `{id}`, which English lacks"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The ids of a catalogue file's messages, in its order.
fn message_order(tag: &str, area: &str) -> Vec<String> {
    messages(tag, area).into_iter().map(|(id, _)| id).collect()
}

/// Another language's message is found by its position (`Key as usize`: the wasm carries no
/// ids), so each file lists English's messages in English's order.
#[test]
fn every_language_lists_the_messages_in_the_english_order() {
    let mut problems = Vec::new();
    for area in AREAS.iter().filter(|a| **a != CORE_AREA) {
        let english = message_order("en", area);
        for language in Language::ALL.iter().filter(|l| !l.is_english()) {
            let tag = language.as_str();
            let theirs = message_order(tag, area);
            if let Some(at) = (0..english.len()).find(|&i| theirs.get(i) != english.get(i)) {
                problems.push(format!(
                    "{tag}/{area}.ftl: message {} is `{}`, English's is `{}`",
                    at + 1,
                    theirs.get(at).map_or("(none)", String::as_str),
                    english[at]
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A translation says each message by its position: the same words as looking its id up.
#[test]
fn a_translation_finds_each_message_by_its_position() {
    use super::fluent::Fluent;
    use super::Translation;
    for language in Language::ALL.iter().filter(|l| !l.is_english()) {
        let files: Vec<String> = AREAS
            .iter()
            .map(|area| {
                let path = locales()
                    .join(language.as_str())
                    .join(format!("{area}.ftl"));
                std::fs::read_to_string(path).unwrap()
            })
            .collect();
        let by_id = bundle(*language, files.clone().into_iter());
        let fluent = Fluent::new(*language, files);
        for key in Key::ALL {
            let vars = variables(by_id.get_message(key.id()).unwrap().value().unwrap());
            let args: Vec<(&'static str, Value)> = vars
                .into_iter()
                .map(|v| (&*Box::leak(v.into_boxed_str()), Value::from("x")))
                .collect();
            let mut fluent_args = fluent_bundle::FluentArgs::new();
            for (name, _) in &args {
                fluent_args.set(*name, "x");
            }
            assert_eq!(
                fluent.text(*key, &args),
                format(&by_id, key.id(), Some(&fluent_args)),
                "{} `{}`",
                language.as_str(),
                key.id()
            );
        }
    }
}

/// A file whose messages do not line up with English's (one left out) gives English for that
/// area only, never another message's words.
#[test]
fn a_file_that_lacks_a_message_leaves_its_area_in_english() {
    use super::fluent::Fluent;
    use super::Translation;
    let whole: Vec<String> = AREAS
        .iter()
        .map(|area| {
            std::fs::read_to_string(locales().join("fr").join(format!("{area}.ftl"))).unwrap()
        })
        .collect();
    let short: Vec<String> = AREAS
        .iter()
        .zip(&whole)
        .map(|(area, text)| match *area {
            // The file's first message left out.
            "shell" => text[text.find('\n').unwrap() + 1..].to_string(),
            _ => text.clone(),
        })
        .collect();
    let (whole, short) = (
        Fluent::new(Language::Fr, whole),
        Fluent::new(Language::Fr, short),
    );
    let args: &Args = &[
        ("language", Value::from("x")),
        ("hash", Value::from("x")),
        ("why", Value::from("x")),
        ("file", Value::from("x")),
        ("offline", Value::from("x")),
    ];
    for key in Key::ALL {
        if key.id().starts_with("shell-") {
            assert_eq!(short.text(*key, args), None, "`{}`", key.id());
            assert!(whole.text(*key, args).is_some(), "`{}`", key.id());
        } else {
            assert_eq!(
                short.text(*key, args),
                whole.text(*key, args),
                "`{}`",
                key.id()
            );
        }
    }
}

#[test]
fn only_the_shipped_languages_have_catalogues() {
    let mut on_disk: Vec<String> = std::fs::read_dir(locales())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    on_disk.sort();
    let mut shipped: Vec<String> = Language::ALL.iter().map(|l| l.as_str().into()).collect();
    shipped.sort();
    assert_eq!(on_disk, shipped);
}

/// The English files read by Fluent, as the other languages are.
fn english_bundle() -> Bundle {
    let files = AREAS.iter().filter(|a| **a != CORE_AREA).map(|area| {
        std::fs::read_to_string(locales().join("en").join(format!("{area}.ftl"))).unwrap()
    });
    bundle(Language::En, files)
}

/// English is compiled (`Key::english`) so that an English page carries no Fluent: for every
/// message, with its variables as texts and as numbers (0, 1, 2, a fraction), the compiled
/// words are what Fluent writes of the same English file.
#[test]
fn the_compiled_english_is_what_fluent_says_of_the_english_file() {
    let english = english_bundle();
    let samples = [
        Value::Number(0.0),
        Value::Number(1.0),
        Value::Number(2.0),
        Value::Number(8.25),
        Value::Number(1234.0),
        Value::from("one"),
        Value::from("a text"),
    ];
    let mut compared = 0;
    for key in Key::ALL {
        let message = english.get_message(key.id()).and_then(|m| m.value());
        let message = message.unwrap_or_else(|| panic!("`{}` has English words", key.id()));
        let vars: Vec<&'static str> = variables(message)
            .into_iter()
            .map(|v| &*Box::leak(v.into_boxed_str()))
            .collect();
        for sample in &samples {
            let args: Vec<(&'static str, Value)> =
                vars.iter().map(|v| (*v, sample.clone())).collect();
            let args: &Args = &args;
            let mut fluent = fluent_bundle::FluentArgs::new();
            for (name, value) in args {
                match value {
                    Value::Text(t) => fluent.set(*name, t.to_string()),
                    Value::Number(n) => fluent.set(*name, *n),
                }
            }
            // A text given to NUMBER() (Fluent writes `NUMBER()`) is not a case the screens have.
            let words = format(&english, key.id(), Some(&fluent));
            if let Some(words) = words.filter(|w| !w.contains("NUMBER()")) {
                assert_eq!(key.english(args), words, "`{}` with {sample:?}", key.id());
                compared += 1;
            }
        }
    }
    assert!(compared > Key::ALL.len() * 5, "compared {compared}");
}

#[test]
fn a_message_can_ask_for_fraction_digits() {
    let english = bundle(
        Language::En,
        ["s = composite { NUMBER($x, minimumFractionDigits: 1) }\n".to_string()].into_iter(),
    );
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("x", 9);
    let pattern = english.get_message("s").unwrap().value().unwrap();
    let mut errors = Vec::new();
    assert_eq!(
        english.format_pattern(pattern, Some(&args), &mut errors),
        "composite 9.0"
    );
    assert!(errors.is_empty(), "{errors:?}");
}

#[test]
fn a_translation_is_used_and_its_plurals_follow_the_language() {
    let french = bundle(
        Language::Fr,
        ["n = { $count ->\n [one] { $count } tour\n *[other] { $count } tours\n}\n".to_string()]
            .into_iter(),
    );
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("count", 0);
    // French counts zero as singular; English would say "0 rounds".
    let pattern = french.get_message("n").unwrap().value().unwrap();
    let mut errors = Vec::new();
    assert_eq!(
        french.format_pattern(pattern, Some(&args), &mut errors),
        "0 tour"
    );
    assert!(errors.is_empty());
}
