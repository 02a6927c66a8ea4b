//! Generates `i18n::Key` from the English catalogue, so that a word the app asks for and the
//! catalogue cannot disagree: a key that is not in `locales/en/*.ftl` does not compile.
//!
//! Writes `$OUT_DIR/keys.rs`: `AREAS` (the catalogue files, one per area of the app), `ENGLISH`
//! (the English files' text, built in: English never waits for a fetch), and `Key`, one variant
//! per English message. The `core` area has no English file: in English the app shows the core's
//! own words (its errors' `Display`), and the other languages look the core's messages up by
//! their id (`i18n::message`). A catalogue that does not parse, or a message id used twice,
//! fails the build here.

use std::fmt::Write;
use std::path::Path;

fn main() {
    let english = Path::new("locales/en");
    println!("cargo::rerun-if-changed=locales");
    let mut areas: Vec<String> = std::fs::read_dir(english)
        .expect("web/locales/en/ holds the English catalogue")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".ftl").map(str::to_string)
        })
        .collect();
    assert!(
        !areas.iter().any(|a| a == CORE),
        "locales/en/{CORE}.ftl must not exist: the core's English words are its own Display"
    );
    areas.sort();
    let english_areas = areas.clone();
    areas.push(CORE.to_string());
    areas.sort();

    let mut keys: Vec<(String, String)> = Vec::new();
    let mut seen = std::collections::BTreeMap::<String, String>::new();
    for area in &english_areas {
        let path = english.join(format!("{area}.ftl"));
        let text = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(_, errors)| {
            panic!("{}: {errors:?}", path.display());
        });
        for entry in resource.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                let id = m.id.name.to_string();
                if let Some(other) = seen.insert(id.clone(), area.clone()) {
                    panic!("message `{id}` is in both {other}.ftl and {area}.ftl");
                }
                keys.push((id, area.clone()));
            }
        }
    }

    let mut out = String::new();
    writeln!(out, "/// The catalogue's files, one per area of the app.").unwrap();
    writeln!(out, "pub const AREAS: &[&str] = &{areas:?};").unwrap();
    writeln!(
        out,
        "/// The area of the core's messages: no English file, the core's own words in English."
    )
    .unwrap();
    writeln!(out, "pub(crate) const CORE_AREA: &str = {CORE:?};").unwrap();
    writeln!(
        out,
        "/// The English catalogue, one text per area but `core`."
    )
    .unwrap();
    out.push_str("pub(crate) const ENGLISH: &[&str] = &[\n");
    for area in &english_areas {
        writeln!(
            out,
            "    include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/locales/en/{area}.ftl\")),"
        )
        .unwrap();
    }
    out.push_str("];\n\n");
    out.push_str(
        "/// A message of the app's catalogue (`web/locales/en/*.ftl`), named as its id in CamelCase.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\npub enum Key {\n",
    );
    for (id, area) in &keys {
        writeln!(out, "    /// `{id}` ({area}.ftl)\n    {},", camel(id)).unwrap();
    }
    out.push_str("}\n\nimpl Key {\n    /// Every key.\n    pub const ALL: &[Key] = &[\n");
    for (id, _) in &keys {
        writeln!(out, "        Key::{},", camel(id)).unwrap();
    }
    out.push_str("    ];\n\n    /// The message's id in the catalogue.\n    pub fn id(self) -> &'static str {\n        match self {\n");
    for (id, _) in &keys {
        writeln!(out, "            Key::{} => {id:?},", camel(id)).unwrap();
    }
    out.push_str("        }\n    }\n}\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("keys.rs");
    std::fs::write(dest, out).unwrap();
}

/// The area of the core's messages, translated from the core's English `Display`.
const CORE: &str = "core";

/// `list-title` → `ListTitle`.
fn camel(id: &str) -> String {
    id.split(['-', '_'])
        .map(|part| {
            let mut chars = part.chars();
            match chars.next() {
                Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
                None => String::new(),
            }
        })
        .collect()
}
