//! The HTML reading of an artifact (review-loop.md §4; HTML, SVG and XML alike): the text a
//! reader sees, each char with the source offset it came from.
//!
//! Owns what is left out: tags, comments, the doctype and other `<!…>` / `<?…?>` declarations,
//! and the contents of `<script>`, `<style>`, `<head>` and `<template>`; a block-level tag or
//! `<br>` reads as a line break; character references are decoded (`entities`); CDATA reads as
//! its text. It is a reading, not a parser: no tree, no styles, no entity without its `;`, and
//! it never makes up text the source does not have. One pass, linear in the artifact.

use super::entities::{self, Decoded};
use super::{Folded, SourceSyntax};

/// The artifact as a reader of its HTML sees it, normalized (§4).
pub(super) fn read(src: &str) -> Folded {
    let mut out = Folded::new(SourceSyntax::Html, src.len());
    let bytes = src.as_bytes();
    let mut i = 0;
    while i < src.len() {
        let run = bytes[i..]
            .iter()
            .position(|&b| b == b'<' || b == b'&')
            .map_or(src.len(), |n| i + n);
        push_text(&mut out, src, i..run);
        i = run;
        let rest = &src[i..];
        if rest.starts_with('&') {
            match entities::reference(rest) {
                Some((len, decoded)) => {
                    match decoded {
                        Decoded::Char(c) => out.push(c, i),
                        Decoded::Str(s) => s.chars().for_each(|c| out.push(c, i)),
                    }
                    i += len;
                }
                None => {
                    out.push('&', i);
                    i += 1;
                }
            }
        } else if let Some(body) = rest.strip_prefix("<![CDATA[") {
            let end = body.find("]]>").map_or(src.len(), |n| i + 9 + n);
            push_text(&mut out, src, i + 9..end);
            i = (end + 3).min(src.len());
        } else if let Some(len) = tag_len(rest) {
            let name = Name::of(rest);
            let end_tag = rest.as_bytes().get(1) == Some(&b'/');
            let self_closing = rest[..len].ends_with("/>");
            if !end_tag && !self_closing && name.hidden() {
                if let Some(end) = hidden_end(src, i + len, name) {
                    i = end;
                    continue;
                }
            }
            if name.block() {
                out.push('\n', i);
            }
            i += len;
        } else if !rest.is_empty() {
            out.push('<', i);
            i += 1;
        }
    }
    out
}

fn push_text(out: &mut Folded, src: &str, range: std::ops::Range<usize>) {
    let start = range.start;
    for (at, c) in src[range].char_indices() {
        out.push(c, start + at);
    }
}

/// The length of the tag, comment or declaration at the start of `text` (which starts with
/// `<`), through its `>`; `None` when that `<` is text (`a < b`, or a tag never closed). An
/// unclosed comment runs to the end, as in a browser.
pub(super) fn tag_len(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    if let Some(body) = text.strip_prefix("<!--") {
        return Some(body.find("-->").map_or(text.len(), |n| 4 + n + 3));
    }
    let name_at = match bytes.get(1)? {
        b'!' | b'?' => return text.find('>').map(|n| n + 1),
        b'/' => 2,
        _ => 1,
    };
    if !bytes.get(name_at)?.is_ascii_alphabetic() {
        return None;
    }
    // Attribute values may hold a `>`: only a quote right after `=` opens one.
    let (mut quote, mut after_eq) = (None, false);
    for (n, &b) in bytes.iter().enumerate().skip(name_at) {
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None => match b {
                b'>' => return Some(n + 1),
                b'"' | b'\'' if after_eq => quote = Some(b),
                b'=' => after_eq = true,
                b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' => {}
                _ => after_eq = false,
            },
        }
    }
    None
}

/// A tag's name, lower-cased; empty for a comment or declaration and for names too long to be
/// one that matters here.
#[derive(Clone, Copy)]
struct Name {
    bytes: [u8; 12],
    len: usize,
}

impl Name {
    fn of(tag: &str) -> Name {
        let name = tag
            .trim_start_matches('<')
            .trim_start_matches('/')
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || *b == b'-' || *b == b':');
        let mut out = Name {
            bytes: [0; 12],
            len: 0,
        };
        for b in name {
            if out.len == out.bytes.len() {
                return Name {
                    bytes: [0; 12],
                    len: 0,
                };
            }
            out.bytes[out.len] = b.to_ascii_lowercase();
            out.len += 1;
        }
        out
    }

    fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..self.len]).unwrap_or("")
    }

    /// Elements whose contents a reader never sees.
    fn hidden(&self) -> bool {
        matches!(self.as_str(), "script" | "style" | "head" | "template")
    }

    /// Elements a reader sees on lines of their own (or as separate boxes: cells, buttons,
    /// SVG text), so that their words never run together; and `<br>`.
    fn block(&self) -> bool {
        matches!(
            self.as_str(),
            "address"
                | "article"
                | "aside"
                | "blockquote"
                | "body"
                | "br"
                | "button"
                | "caption"
                | "dd"
                | "details"
                | "dialog"
                | "div"
                | "dl"
                | "dt"
                | "fieldset"
                | "figcaption"
                | "figure"
                | "footer"
                | "form"
                | "h1"
                | "h2"
                | "h3"
                | "h4"
                | "h5"
                | "h6"
                | "header"
                | "hgroup"
                | "hr"
                | "html"
                | "legend"
                | "li"
                | "main"
                | "nav"
                | "ol"
                | "option"
                | "p"
                | "pre"
                | "section"
                | "summary"
                | "table"
                | "tbody"
                | "td"
                | "text"
                | "tfoot"
                | "th"
                | "thead"
                | "tr"
                | "ul"
        )
    }
}

/// Where a hidden element that starts at `from` (just past its start tag) ends: past its end
/// tag, or for `<head>`, where `<body>` starts when `</head>` was left out. `None` when `<head>`
/// is never closed (then only its tag is left out); the other three run to the end, as in a
/// browser.
fn hidden_end(src: &str, from: usize, name: Name) -> Option<usize> {
    let name = name.as_str();
    let head = name == "head";
    let bytes = src.as_bytes();
    let tag_at = |at: usize, word: &str| {
        bytes
            .get(at..at + word.len())
            .is_some_and(|b| b.eq_ignore_ascii_case(word.as_bytes()))
            && !bytes
                .get(at + word.len())
                .is_some_and(|b| b.is_ascii_alphanumeric())
    };
    for (at, _) in src[from..].match_indices('<') {
        let at = from + at;
        if bytes.get(at + 1) == Some(&b'/') && tag_at(at + 2, name) {
            return Some(tag_len(&src[at..]).map_or(src.len(), |len| at + len));
        }
        if head && tag_at(at + 1, "body") {
            return Some(at);
        }
    }
    (!head).then_some(src.len())
}

#[cfg(test)]
mod tests {
    use super::super::tests::rendered;
    use super::*;

    fn html(src: &str) -> String {
        rendered(src, read(src))
    }

    // review-loop.md §4: tags are left out, inline ones without a trace; the words between
    // them keep their source offsets.
    #[test]
    fn tags() {
        let src = "Get started <em>today</em>, <a href=\"/x?a=1&b=2\" title='a > b'>now</a>";
        assert_eq!(html(src), "Get started [16]today[26], [63]now");
        let src = "<svg><text x=\"1\">Save</text><text>Cancel</text></svg>";
        assert_eq!(html(src), "[5] [17]Save [34]Cancel ");
    }

    // §4: comments, the doctype and declarations are left out.
    #[test]
    fn comments_and_doctype() {
        let src = "<!DOCTYPE html><?xml version=\"1.0\"?>one<!-- two -->three<!-- four";
        assert_eq!(html(src), "[36]one[51]three");
    }

    // §4: what <script>, <style>, <head> and <template> hold is never seen.
    #[test]
    fn hidden_elements() {
        let src = "<html><head><title>T</title><style>p{}</style></head><body><p>Hi \
                   there</p><script>var x = '</p>';</SCRIPT ><template>no</template>end";
        assert_eq!(html(src), " [62]Hi there [130]end");
        // A head left open ends at <body>; one never closed drops only its tag.
        assert_eq!(html("<head><meta x><body>text"), "[14] [20]text");
        assert_eq!(html("<head>shown"), "[6]shown");
        // A self-closed script (SVG) hides nothing.
        assert_eq!(html("<script src=a />after"), "[16]after");
    }

    // §4: block-level tags and <br> read as line breaks (one space once normalized), so that
    // words of separate blocks never run together.
    #[test]
    fn blocks_and_br() {
        let src = "<ul><li>One</li><li>Two<br>Three</li></ul><p>Four</p>";
        assert_eq!(html(src), " [8]One [20]Two [27]Three [45]Four ");
    }

    // §4: named and numeric references are decoded, mapped to the reference's `&`.
    #[test]
    fn references() {
        let src = "Fast &amp; private&nbsp;&#8217;s &#x2014; &copy; AT&T &bogus;";
        assert_eq!(
            html(src),
            "Fast &[10] private [24]'[31]s -[41] ©[48] AT&T &bogus;"
        );
    }

    // CRLF line ends are white space like any other; CDATA reads as its text.
    #[test]
    fn crlf_and_cdata() {
        let src = "<p>a\r\nb</p>\r\n<![CDATA[x < y]]>";
        assert_eq!(html(src), " [3]a b [22]x < y");
    }

    #[test]
    fn text_that_looks_like_markup() {
        assert_eq!(html("a < b and 1<2, <unclosed"), "a < b and 1<2, <unclosed");
    }
}
