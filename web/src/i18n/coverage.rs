//! Every shipped locale says everything the English catalogue says, with the same placeables:
//! a missing message, an extra one, or a translation that drops or renames an argument fails
//! here, not on someone's screen.

use super::variables::variables;
use super::{bundle, english_bundle, Key, AREAS, CORE_AREA};
use fluent_syntax::ast;
use jury_core::language::Language;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

fn locales() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// Each message of a catalogue file and the variables it uses (anywhere: selectors, variants,
/// function arguments).
fn messages(tag: &str, area: &str) -> BTreeMap<String, BTreeSet<String>> {
    let path = locales().join(tag).join(format!("{area}.ftl"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (every locale has every area)", path.display()));
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
    let mut out = BTreeMap::new();
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
            assert!(
                out.insert(id.clone(), vars).is_none(),
                "{}: `{id}` twice",
                path.display()
            );
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
        let english = messages("en", area);
        for language in Language::ALL.iter().filter(|l| !l.is_english()) {
            let tag = language.as_str();
            let theirs = messages(tag, area);
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

#[test]
fn every_key_has_english_words() {
    let english = english_bundle();
    for key in Key::ALL {
        let message = english.get_message(key.id());
        assert!(message.and_then(|m| m.value()).is_some(), "{}", key.id());
    }
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
