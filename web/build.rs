//! Generates `i18n::Key` from the English catalogue, so that a word the app asks for and the
//! catalogue cannot disagree: a key that is not in `locales/en/*.ftl` does not compile.
//!
//! Writes `$OUT_DIR/keys.rs`: `AREAS` (the catalogue files, one per area of the app) and their
//! sizes, `Key`, one variant per English message (its value is its position: another language is
//! looked up by it, so no id is in the wasm), and `en`, one function per message writing its
//! English words compiled into Rust (text, variables, `NUMBER()`, selectors on a number's English
//! plural or on a text), so that English needs no Fluent at run time and never waits for a
//! fetch, and each page's words sit in that page's wasm chunk; the other languages load Fluent
//! with their files (`i18n::fluent`). A construct the English files do not need here (a
//! term, a message reference) fails the build, as does a catalogue that does not parse or a
//! message id used twice. The `core` area has no English file: in English the app shows the
//! core's own words (its errors' `Display`), and the other languages look the core's messages
//! up by their id.

use fluent_syntax::ast;
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

    let mut keys: Vec<Compiled> = Vec::new();
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
                let value = m
                    .value
                    .as_ref()
                    .unwrap_or_else(|| panic!("{}: `{id}` has no value", path.display()));
                let plain = plain_text(value);
                let mut code = String::new();
                if plain.is_none() {
                    pattern(value, &mut code, &id);
                }
                keys.push((id, area.clone(), plain, code));
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
    let sizes: Vec<usize> = english_areas
        .iter()
        .map(|area| keys.iter().filter(|k| &k.1 == area).count())
        .collect();
    writeln!(
        out,
        "/// How many messages each area's file has, in `AREAS` order without `core`: a \
         translation lists them in English's order (a test), so a message is found by its \
         position (`Key as usize`) and no id is carried in the wasm."
    )
    .unwrap();
    writeln!(out, "pub(crate) const AREA_SIZES: &[usize] = &{sizes:?};").unwrap();
    out.push_str(
        "/// A message of the app's catalogue (`web/locales/en/*.ftl`), named as its id in CamelCase; \
         its value is its position in the catalogue.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\npub enum Key {\n",
    );
    for (id, area, _, _) in &keys {
        writeln!(out, "    /// `{id}` ({area}.ftl)\n    {},", camel(id)).unwrap();
    }
    out.push_str(
        "}\n\n#[cfg(test)]\nimpl Key {\n    /// Every key.\n    pub const ALL: &[Key] = &[\n",
    );
    for (id, _, _, _) in &keys {
        writeln!(out, "        Key::{},", camel(id)).unwrap();
    }
    out.push_str("    ];\n\n    /// The message's id in the catalogue.\n    pub fn id(self) -> &'static str {\n        match self {\n");
    for (id, _, _, _) in &keys {
        writeln!(out, "            Key::{} => {id:?},", camel(id)).unwrap();
    }
    out.push_str("        }\n    }\n\n");
    out.push_str(
        "    /// The message's English words, by key (the coverage tests).\n    \
         pub(crate) fn english(self, args: &Args) -> String {\n        match self {\n",
    );
    for (id, _, _, _) in &keys {
        writeln!(out, "            Key::{0} => en::{0}(args),", camel(id)).unwrap();
    }
    out.push_str("        }\n    }\n}\n\n");
    // One function a message, called where `t!` names it: the split build puts each page's
    // English in that page's chunk, not all of it in the first module.
    out.push_str(
        "/// The English words (`locales/en`), compiled: one function a message, named as its key.\n\
         #[allow(non_snake_case, unused_variables, clippy::single_char_add_str)]\n\
         pub mod en {\n    use super::{english, Args};\n",
    );
    for (id, _, plain, code) in &keys {
        let name = camel(id);
        match plain {
            Some(text) => writeln!(
                out,
                "    pub fn {name}(args: &Args) -> String {{ String::from({text:?}) }}"
            ),
            None => writeln!(
                out,
                "    pub fn {name}(args: &Args) -> String {{ let mut w = String::new(); {code} w }}"
            ),
        }
        .unwrap();
    }
    out.push_str("}\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("keys.rs");
    std::fs::write(dest, out).unwrap();
}

/// A message's id, area, English text when it is only text, and otherwise the Rust that writes it.
type Compiled = (String, String, Option<String>, String);

/// The text of a pattern that has no placeable.
fn plain_text(p: &ast::Pattern<&str>) -> Option<String> {
    p.elements
        .iter()
        .map(|e| match e {
            ast::PatternElement::TextElement { value } => Some(*value),
            ast::PatternElement::Placeable { .. } => None,
        })
        .collect()
}

/// Rust that writes `p` into `w` (a `String`) from `args`.
fn pattern(p: &ast::Pattern<&str>, out: &mut String, id: &str) {
    for element in &p.elements {
        match element {
            ast::PatternElement::TextElement { value } => {
                write!(out, "w.push_str({value:?});").unwrap();
            }
            ast::PatternElement::Placeable { expression: e } => expression(e, out, id),
        }
    }
}

fn expression(e: &ast::Expression<&str>, out: &mut String, id: &str) {
    match e {
        ast::Expression::Inline(inline) => inline_expression(inline, out, id),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id: var } = selector else {
                panic!("`{id}`: a selector here is a variable");
            };
            if let [only] = variants.as_slice() {
                return pattern(&only.value, out, id);
            }
            let keys: Vec<String> = variants
                .iter()
                .map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => format!("{name:?}"),
                    // English selects by plural category (`one`, `other`) or by a text.
                    ast::VariantKey::NumberLiteral { value } => {
                        panic!("`{id}`: a number key [{value}] is not compiled for English")
                    }
                })
                .collect();
            let default = variants.iter().position(|v| v.default).unwrap();
            write!(
                out,
                "match english::variant(args, {:?}, &[{}], {default}) {{",
                var.name,
                keys.join(", ")
            )
            .unwrap();
            for (i, v) in variants.iter().enumerate() {
                if i + 1 == variants.len() {
                    out.push_str("_ => {");
                } else {
                    write!(out, "{i} => {{").unwrap();
                }
                pattern(&v.value, out, id);
                out.push('}');
            }
            out.push('}');
        }
    }
}

fn inline_expression(e: &ast::InlineExpression<&str>, out: &mut String, id: &str) {
    match e {
        ast::InlineExpression::StringLiteral { value } => {
            assert!(!value.contains('\\'), "`{id}`: an escape in a string literal");
            write!(out, "w.push_str({value:?});").unwrap();
        }
        ast::InlineExpression::NumberLiteral { value } => {
            write!(out, "w.push_str({value:?});").unwrap();
        }
        ast::InlineExpression::VariableReference { id: var } => {
            write!(out, "english::put(&mut w, args, {:?}, None);", var.name).unwrap();
        }
        ast::InlineExpression::FunctionReference { id: f, arguments } if f.name == "NUMBER" => {
            let [ast::InlineExpression::VariableReference { id: var }] =
                arguments.positional.as_slice()
            else {
                panic!("`{id}`: NUMBER() of one variable");
            };
            let mut min = None;
            for named in &arguments.named {
                match (named.name.name, &named.value) {
                    ("minimumFractionDigits", ast::InlineExpression::NumberLiteral { value }) => {
                        min = Some(value.parse::<usize>().unwrap());
                    }
                    // Fluent's own number formatting keeps every digit: the screens round first.
                    ("maximumFractionDigits", _) => {}
                    (other, _) => panic!("`{id}`: NUMBER({other}) is not compiled"),
                }
            }
            write!(out, "english::put(&mut w, args, {:?}, {min:?});", var.name).unwrap();
        }
        ast::InlineExpression::Placeable { expression: e } => expression(e, out, id),
        _ => panic!("`{id}`: a term, message reference or function other than NUMBER() is not compiled for English"),
    }
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
