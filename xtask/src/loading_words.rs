//! The page `index.html` shows until the app mounts, in every language: its words come from
//! the catalogue (`web/locales/<tag>/shell.ftl`, `shell-loading-*`) like every other word of the
//! app, so this step of the post-build writes them into `dist/index.html`.
//!
//! English is written into the page itself; every other language goes into the head as
//! `<template data-loading-words lang dir>`, inert until `web/loading-words.js` (run from the
//! head, before the body is parsed) picks the language the app will pick and swaps the words
//! in. The script is put in the page, not loaded: a blocking request more in the head held the
//! first paint and the wasm's download back by about one round trip (the page's CSP allows it
//! by its hash).
//! Owns the boot page's words and markup; never decides the language (the script does, as
//! `jury_core::language` does) and never runs on the app's own pages.

use crate::util::{read_string, Result};
use jury_core::language::Language;
use std::path::Path;

/// The messages of the boot page, in the order it shows them.
const TITLE: &str = "shell-loading-title";
const ABOUT: &str = "shell-loading-about";
const SLOW: &str = "shell-loading-slow";
const NOSCRIPT: &str = "shell-loading-noscript";

/// Writes the loading page's words into `html` (dist/index.html): English in its `.boot-note`
/// section, the other languages as templates before the script that swaps them in, which goes
/// inline (its file is removed from `dist/`). Returns the script, for the page's CSP. Running
/// it again on its own output gives the same page.
pub fn write(html: &mut String, dist: &Path) -> Result<String> {
    let english = words(dist, Language::En)?;
    let section = find(html, "<section class=\"panel boot-note\">", "</section>")?;
    html.replace_range(
        section,
        &format!("<section class=\"panel boot-note\">{english}</section>"),
    );

    while let Ok(old) = find(html, "<template data-loading-words", "</template>") {
        html.replace_range(old, "");
    }
    let mut templates = String::new();
    for language in Language::ALL.iter().filter(|l| !l.is_english()) {
        let dir = if language.is_right_to_left() {
            "rtl"
        } else {
            "ltr"
        };
        templates.push_str(&format!(
            "<template data-loading-words lang=\"{}\" dir=\"{dir}\">{}</template>",
            language.as_str(),
            words(dist, *language)?
        ));
    }
    let script = match find(html, "<script src=\"./loading-words-", "</script>") {
        Ok(tag) => {
            let src = &html[tag.start + "<script src=\"./".len()..];
            let file = dist.join(&src[..src.find('"').unwrap_or(0)]);
            let js = read_string(&file)?;
            if js.to_ascii_lowercase().contains("</script") {
                return Err(format!(
                    "{} contains `</script`; cannot inline it",
                    file.display()
                ));
            }
            std::fs::remove_file(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            html.replace_range(tag.clone(), &format!("{INLINE}{js}</script>"));
            tag.start
        }
        Err(_) => html.find(INLINE).ok_or(
            "dist/index.html does not load web/loading-words.js: is it in index.html's head?",
        )?,
    };
    html.insert_str(script, &templates);
    let body = &html[script + templates.len() + INLINE.len()..];
    Ok(body[..body.find("</script>").unwrap_or(0)].to_string())
}

/// The opening tag of the script once it is in the page.
const INLINE: &str = "<script data-loading-words>";

/// The byte range of the first element of `html` that starts with `open`, through `close`.
fn find(html: &str, open: &str, close: &str) -> Result<std::ops::Range<usize>> {
    let start = html
        .find(open)
        .ok_or_else(|| format!("dist/index.html has no `{open}`"))?;
    let end = html[start..]
        .find(close)
        .map(|at| start + at + close.len())
        .ok_or_else(|| format!("dist/index.html: `{open}` is not closed"))?;
    Ok(start..end)
}

/// The boot page's words in `language`, as HTML.
fn words(dist: &Path, language: Language) -> Result<String> {
    let path = dist.join(format!("locales/{}/shell.ftl", language.as_str()));
    let text = read_string(&path)?;
    let resource = fluent_syntax::parser::parse(text.as_str())
        .map_err(|(_, errors)| format!("{}: {errors:?}", path.display()))?;
    let say = |id: &str| -> Result<String> {
        resource
            .body
            .iter()
            .find_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(m) if m.id.name == id => m.value.as_ref(),
                _ => None,
            })
            .map(html_of)
            .ok_or_else(|| format!("{}: no `{id}`", path.display()))?
            .map_err(|e| format!("{}: `{id}` {e}", path.display()))
    };
    Ok(format!(
        "<h2>{}</h2><p>{}</p><p class=\"boot-slow\">{}</p><noscript><p>{}</p></noscript>",
        say(TITLE)?,
        say(ABOUT)?,
        say(SLOW)?,
        say(NOSCRIPT)?
    ))
}

/// A message's words as HTML: its text escaped, `{ $file }` and `{ $offline }` as the code
/// they name.
fn html_of(pattern: &fluent_syntax::ast::Pattern<&str>) -> std::result::Result<String, String> {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    let mut out = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                for c in value.chars() {
                    match c {
                        '&' => out.push_str("&amp;"),
                        '<' => out.push_str("&lt;"),
                        '>' => out.push_str("&gt;"),
                        c => out.push(c),
                    }
                }
            }
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::VariableReference { id }),
            } => match id.name {
                "file" => out.push_str("<code>file://</code>"),
                "offline" => out.push_str("<code>offline.html</code>"),
                other => return Err(format!("uses ${other}: only $file and $offline are known")),
            },
            _ => return Err("has a placeable other than $file or $offline".into()),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dist_with(tags: &[(&str, &str)]) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("jury-loading-words-{}", std::process::id()));
        for language in Language::ALL {
            let words = tags
                .iter()
                .find(|(t, _)| *t == language.as_str())
                .map_or("Loading", |(_, w)| w);
            let folder = dir.join("locales").join(language.as_str());
            std::fs::create_dir_all(&folder).unwrap();
            std::fs::write(
                folder.join("shell.ftl"),
                format!(
                    "{TITLE} = {words}\n{ABOUT} = a <b> & c\n{SLOW} = open {{ $offline }}, not {{ $file }}\n{NOSCRIPT} = n\n"
                ),
            )
            .unwrap();
        }
        dir
    }

    #[test]
    fn every_language_is_written_once_and_again_gives_the_same_page() {
        let dist = dist_with(&[("ja", "読み込み中"), ("ar", "جارٍ التحميل")]);
        std::fs::write(dist.join("loading-words-1.js"), "swap();").unwrap();
        let page = "<head><script src=\"./loading-words-1.js\" integrity=\"sha384-x\"></script></head><body>\
                    <section class=\"panel boot-note\"><h2>old</h2></section></body>";
        let mut html = page.to_string();
        assert_eq!(write(&mut html, &dist).unwrap(), "swap();");
        assert!(
            html.contains("</template><script data-loading-words>swap();</script></head>"),
            "{html}"
        );
        assert!(
            !dist.join("loading-words-1.js").exists(),
            "the script is in the page, not beside it"
        );
        assert!(html.contains("<section class=\"panel boot-note\"><h2>Loading</h2><p>a &lt;b&gt; &amp; c</p><p class=\"boot-slow\">open <code>offline.html</code>, not <code>file://</code></p>"), "{html}");
        assert!(html
            .contains("<template data-loading-words lang=\"ja\" dir=\"ltr\"><h2>読み込み中</h2>"));
        assert!(html
            .contains("<template data-loading-words lang=\"ar\" dir=\"rtl\"><h2>جارٍ التحميل</h2>"));
        assert_eq!(html.matches("<template").count(), Language::ALL.len() - 1);
        assert!(html.find("<template").unwrap() < html.find("<script").unwrap());
        let once = html.clone();
        assert_eq!(write(&mut html, &dist).unwrap(), "swap();");
        assert_eq!(html, once);
        std::fs::remove_dir_all(dist).unwrap();
    }
}
