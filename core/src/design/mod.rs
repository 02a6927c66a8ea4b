//! design: whether an artifact is a design the app can show rendered (design-jury.md §11) —
//! HTML or SVG — decided by its name, its MIME type, or, when neither says anything, by how its
//! text begins.
//!
//! A rule, so it lives here and the app only asks: the review loop has artifact names
//! (`landing.html`, `notes.md`, or the default `artifact`), the Design Jury has `mime`
//! attributes (often empty in agent output).
//!
//! The rules of cleaning a design before it is shown live in the submodules: [`markup`] (the
//! elements and attributes kept), [`css`] (the rules, properties and values kept), [`url`]
//! (the URLs kept: `data:` and `#fragment`), [`size`] (the limits, in words). They decide;
//! they never touch a DOM: the app parses the design in a document of its own, walks it, and
//! asks them about each element, attribute, rule and declaration.

pub mod css;
pub mod markup;
pub mod size;
pub mod url;

/// The kinds of markup the app renders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Markup {
    Html,
    Svg,
}

/// The markup of an artifact named `name` (a file name or path). An extension decides:
/// `.html`/`.htm`/`.xhtml` and `.svg` are markup, any other extension is not (a `.md` or
/// `.txt` artifact that happens to hold HTML is reviewed as text, as its author named it).
/// A name without an extension (the review loop's default `artifact`) says nothing: then
/// the text decides ([`sniff`]).
pub fn of_name(name: &str, text: &str) -> Option<Markup> {
    let file = name.rsplit(['/', '\\']).next().unwrap_or(name);
    match file.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => match ext.to_ascii_lowercase().as_str() {
            "html" | "htm" | "xhtml" => Some(Markup::Html),
            "svg" => Some(Markup::Svg),
            _ => None,
        },
        _ => sniff(text),
    }
}

/// The markup of an artifact with MIME type `mime` (parameters and case ignored); an empty or
/// generic type (`text/plain`, `application/octet-stream`) says nothing, so the text decides.
pub fn of_mime(mime: &str, text: &str) -> Option<Markup> {
    let essence = mime
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    match essence.as_str() {
        "text/html" | "application/xhtml+xml" => Some(Markup::Html),
        "image/svg+xml" => Some(Markup::Svg),
        "" | "text/plain" | "application/octet-stream" => sniff(text),
        _ => None,
    }
}

/// The markup a text starts with: after a byte-order mark, whitespace, comments and an XML
/// declaration, `<!doctype html`, `<html`, `<head` or `<body` is HTML, `<svg` is SVG. A text
/// that starts with anything else (prose, Markdown, a bare `<div>` fragment) is not treated as
/// a design: a fragment reads better as source than as unstyled markup.
pub fn sniff(text: &str) -> Option<Markup> {
    let mut rest = text.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix("<!--") {
            rest = after.split_once("-->")?.1;
        } else if rest.starts_with("<?xml") {
            rest = rest.split_once("?>")?.1;
        } else {
            break;
        }
    }
    let head: String = rest
        .chars()
        .take(14)
        .collect::<String>()
        .to_ascii_lowercase();
    let tag = |name: &str| {
        head.strip_prefix(name).is_some_and(|after| {
            after.is_empty() || after.starts_with(|c: char| c == '>' || c.is_ascii_whitespace())
        })
    };
    if tag("<!doctype html") || tag("<html") || tag("<head") || tag("<body") {
        Some(Markup::Html)
    } else if tag("<svg") || tag("<!doctype svg") {
        Some(Markup::Svg)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "<!DOCTYPE html><html><body>hi</body></html>";

    #[test]
    fn the_name_decides_when_it_has_an_extension_section_11() {
        assert_eq!(of_name("landing.HTML", ""), Some(Markup::Html));
        assert_eq!(of_name("site/index.htm", "plain"), Some(Markup::Html));
        assert_eq!(of_name("logo.svg", ""), Some(Markup::Svg));
        assert_eq!(
            of_name("notes.md", PAGE),
            None,
            "named as text, reviewed as text"
        );
    }

    #[test]
    fn a_name_without_extension_lets_the_text_decide() {
        assert_eq!(of_name("artifact", PAGE), Some(Markup::Html));
        assert_eq!(
            of_name(".html", PAGE),
            Some(Markup::Html),
            "a dot-file has no extension"
        );
        assert_eq!(of_name("artifact", "# Title\n<b>x</b>"), None);
    }

    #[test]
    fn the_mime_type_decides_unless_it_is_generic() {
        assert_eq!(of_mime("text/html; charset=utf-8", ""), Some(Markup::Html));
        assert_eq!(of_mime("Image/SVG+XML", ""), Some(Markup::Svg));
        assert_eq!(of_mime("text/css", PAGE), None);
        assert_eq!(of_mime("", "\n<svg viewBox='0 0 1 1'/>"), Some(Markup::Svg));
        assert_eq!(of_mime("text/plain", PAGE), Some(Markup::Html));
    }

    #[test]
    fn sniffing_skips_bom_comments_and_the_xml_declaration() {
        assert_eq!(
            sniff("\u{feff}  <!-- c --> <html lang=en>"),
            Some(Markup::Html)
        );
        assert_eq!(
            sniff("<?xml version=\"1.0\"?>\n<!-- x -->\n<svg xmlns=\"…\">"),
            Some(Markup::Svg)
        );
        assert_eq!(sniff("<BODY>"), Some(Markup::Html));
        assert_eq!(sniff("<htmlx>"), None, "a longer tag name is not html");
        assert_eq!(sniff("<div>fragment</div>"), None);
        assert_eq!(sniff("<!-- never closed <html>"), None);
        assert_eq!(sniff(""), None);
    }
}
