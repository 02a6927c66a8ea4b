//! Text scanning primitives shared by the parser: CDATA-aware search, attribute lists, the
//! SHIP artifact extractor and UTF-16 counting (spec §1.2-1.4, §9 divergence 3).
//!
//! Owns: byte-level searches over complete or still-growing text. Never emits events, never
//! keeps parser state beyond a resumable cursor, never allocates per byte.

use super::number::{is_js_space, js_trim};

const CDATA_OPEN: &[u8] = b"<![CDATA[";
const CDATA_CLOSE: &[u8] = b"]]>";

/// A resumable search for a `<`-initial needle that skips `<![CDATA[ … ]]>` spans, so that a
/// growing buffer is never rescanned: each call continues where the previous one stopped.
/// An unterminated CDATA span (or a needle cut off by the end of the text) means "not yet".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct CdataSearch {
    at: usize,
    in_cdata: bool,
}

impl CdataSearch {
    /// A search starting at byte `at`, which must lie outside any CDATA span.
    pub(crate) fn from(at: usize) -> Self {
        CdataSearch {
            at,
            in_cdata: false,
        }
    }

    /// Whether appending `chunk` to the `searched` bytes already searched can produce a match:
    /// outside CDATA a match needs a new `<` unless a cut-off tag is pending; inside, the
    /// closing `]]>` needs a new `>`. Lets a chunk that cannot matter skip the search.
    pub(crate) fn may_advance(&self, searched: usize, chunk: &[u8]) -> bool {
        if self.in_cdata {
            memchr(b'>', chunk).is_some()
        } else {
            self.at < searched || memchr(b'<', chunk).is_some()
        }
    }

    /// Byte offset of the first `needle` outside CDATA at or after the cursor, if the text so
    /// far contains one. `hay` must be the same text as before, possibly extended.
    pub(crate) fn find(&mut self, hay: &[u8], needle: &[u8]) -> Option<usize> {
        debug_assert_eq!(needle.first(), Some(&b'<'));
        loop {
            if self.in_cdata {
                match find_bytes(&hay[self.at..], CDATA_CLOSE) {
                    Some(i) => {
                        self.at += i + CDATA_CLOSE.len();
                        self.in_cdata = false;
                    }
                    None => {
                        // Keep the last two bytes: they may start a `]]>` split across chunks.
                        self.at = self.at.max(hay.len().saturating_sub(CDATA_CLOSE.len() - 1));
                        return None;
                    }
                }
            } else {
                let Some(i) = memchr(b'<', &hay[self.at..]) else {
                    self.at = hay.len();
                    return None;
                };
                let p = self.at + i;
                let rest = &hay[p..];
                if rest.starts_with(needle) {
                    self.at = p;
                    return Some(p);
                }
                if rest.starts_with(CDATA_OPEN) {
                    self.in_cdata = true;
                    self.at = p + CDATA_OPEN.len();
                    continue;
                }
                if needle.starts_with(rest) || CDATA_OPEN.starts_with(rest) {
                    // Cut off by the end of the text: decide when more arrives.
                    self.at = p;
                    return None;
                }
                self.at = p + 1;
            }
        }
    }
}

/// First `needle` outside CDATA spans in the complete text `hay`, from `from` (outside CDATA).
pub(crate) fn find_outside_cdata(hay: &str, needle: &str, from: usize) -> Option<usize> {
    CdataSearch::from(from).find(hay.as_bytes(), needle.as_bytes())
}

/// First `byte` in `hay`, eight bytes at a time (SWAR): block bodies are scanned several times
/// and a byte-by-byte loop dominated the parser's profile.
pub(crate) fn memchr(byte: u8, hay: &[u8]) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let pattern = LO * u64::from(byte);
    let mut words = hay.chunks_exact(8);
    let mut base = 0;
    for word in &mut words {
        let mut w = [0u8; 8];
        w.copy_from_slice(word);
        let x = u64::from_le_bytes(w) ^ pattern;
        // Non-zero iff some byte of `x` is zero, i.e. some byte equals `byte`.
        if x.wrapping_sub(LO) & !x & HI != 0 {
            return word.iter().position(|&b| b == byte).map(|i| base + i);
        }
        base += 8;
    }
    words
        .remainder()
        .iter()
        .position(|&b| b == byte)
        .map(|i| base + i)
}

/// Plain byte substring search.
pub(crate) fn find_bytes(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = memchr(needle[0], &hay[from..]) {
        let p = from + i;
        if hay[p..].starts_with(needle) {
            return Some(p);
        }
        from = p + 1;
    }
    None
}

/// Number of UTF-16 code units encoding these UTF-8 bytes (positions are UTF-16, §3.4).
pub(crate) fn utf16_len(bytes: &[u8]) -> u64 {
    // Every non-continuation byte starts a char (1 unit); 4-byte chars take a second unit.
    bytes
        .iter()
        .map(|&b| u64::from((b & 0xC0) != 0x80) + u64::from(b >= 0xF0))
        .sum()
}

/// Byte offset after the JS whitespace starting at `i`.
pub(crate) fn skip_js_space(s: &str, i: usize) -> usize {
    s[i..]
        .find(|c: char| !is_js_space(c))
        .map_or(s.len(), |k| i + k)
}

/// Whether `s[i..]` starts with a JS whitespace character.
pub(crate) fn js_space_at(s: &str, i: usize) -> bool {
    s[i..].chars().next().is_some_and(is_js_space)
}

/// The attributes of a tag head, as upstream's global regex `([a-zA-Z_]+)\s*=\s*"([^"]*)"`
/// finds them (§1.2): double quotes only, no escapes, `data-score` read as `score`.
#[derive(Debug, Default)]
pub(crate) struct Attrs<'a>(Vec<(&'a str, &'a str)>);

impl<'a> Attrs<'a> {
    pub(crate) fn parse(head: &'a str) -> Self {
        let b = head.as_bytes();
        let is_name = |c: u8| c.is_ascii_alphabetic() || c == b'_';
        let mut out = Vec::new();
        let mut i = 0;
        while i < b.len() {
            if !is_name(b[i]) {
                i += 1;
                continue;
            }
            let start = i;
            while i < b.len() && is_name(b[i]) {
                i += 1;
            }
            // A failed match at the run's start fails for every suffix of the run too (same
            // text follows), so the regex's retries inside the run can be skipped.
            let eq = skip_js_space(head, i);
            if b.get(eq) != Some(&b'=') {
                continue;
            }
            let quote = skip_js_space(head, eq + 1);
            if b.get(quote) != Some(&b'"') {
                continue;
            }
            if let Some(len) = head[quote + 1..].find('"') {
                out.push((&head[start..i], &head[quote + 1..quote + 1 + len]));
                i = quote + 1 + len + 1;
            }
        }
        Attrs(out)
    }

    /// The value of `name`; the last duplicate wins.
    pub(crate) fn get(&self, name: &str) -> Option<&'a str> {
        self.0
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
    }
}

/// Byte offset of the first `>` that is not inside a double-quoted value, from `from`.
fn head_end_outside_quotes(s: &str, from: usize) -> Option<usize> {
    let mut quoted = false;
    for (i, &c) in s.as_bytes()[from..].iter().enumerate() {
        match c {
            b'"' => quoted = !quoted,
            b'>' if !quoted => return Some(from + i),
            _ => {}
        }
    }
    None
}

/// An inner element of a block body: `<NAME …attrs…>content</NAME>`.
pub(crate) struct Element<'a> {
    pub(crate) attrs: Attrs<'a>,
    pub(crate) content: &'a str,
}

/// Every `<name …>…</name>` element of `body`, in document order, skipping CDATA spans
/// (divergence 3). Attributes may be present and in any order (divergence 4); the content is
/// the shortest run up to the closing tag, like upstream's non-greedy regexes. An opener must
/// be followed by JS whitespace or (when `bare_allowed`) by `>` directly.
pub(crate) fn elements<'a>(body: &'a str, name: &str, bare_allowed: bool) -> Vec<Element<'a>> {
    let open = format!("<{name}");
    let close = format!("</{name}>");
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(p) = find_outside_cdata(body, &open, from) {
        let after = p + open.len();
        from = after;
        let bare = bare_allowed && body.as_bytes().get(after) == Some(&b'>');
        if !bare && !js_space_at(body, after) {
            continue;
        }
        let Some(gt) = head_end_outside_quotes(body, after) else {
            break;
        };
        let Some(end) = find_outside_cdata(body, &close, gt + 1) else {
            // No closing tag after this opener means none after any later opener either.
            break;
        };
        out.push(Element {
            attrs: Attrs::parse(&body[after..gt]),
            content: &body[gt + 1..end],
        });
        from = end + close.len();
    }
    out
}

/// Whether `body` has `<name` outside CDATA with the text after it accepted by `follow`.
pub(crate) fn has_tag(body: &str, name: &str, follow: impl Fn(&str) -> bool) -> bool {
    let open = format!("<{name}");
    let mut from = 0;
    while let Some(p) = find_outside_cdata(body, &open, from) {
        if follow(&body[p + open.len()..]) {
            return true;
        }
        from = p + 1;
    }
    false
}

/// `\b` after a tag name: end of text or a non-word character.
pub(crate) fn word_boundary(rest: &str) -> bool {
    !rest
        .as_bytes()
        .first()
        .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
}

/// The SHIP's `<ARTIFACT>` block (§1.4).
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct ArtifactBlock<'a> {
    pub(crate) attr_text: &'a str,
    pub(crate) body: &'a str,
    /// Offset just after `</ARTIFACT>`.
    pub(crate) block_end: usize,
}

/// Upstream's `extractArtifactBlock`: the first `<ARTIFACT\b…>`; a CDATA body runs to the first
/// `]]>\s*</ARTIFACT>` (not trimmed), an inline body to the first `</ARTIFACT>` outside CDATA.
pub(crate) fn extract_artifact_block(inner: &str) -> Option<ArtifactBlock<'_>> {
    const OPEN: &str = "<ARTIFACT";
    const CLOSE: &str = "</ARTIFACT>";
    let mut from = 0;
    let p = loop {
        let p = find_outside_cdata(inner, OPEN, from)?;
        if word_boundary(&inner[p + OPEN.len()..]) {
            break p;
        }
        from = p + 1;
    };
    let gt = p + OPEN.len() + inner[p + OPEN.len()..].find('>')?;
    let attr_text = &inner[p + OPEN.len()..gt];
    let content = gt + 1;
    let lead = skip_js_space(inner, content);
    if inner[lead..].starts_with("<![CDATA[") {
        let body_start = lead + CDATA_OPEN.len();
        let mut search = body_start;
        while let Some(i) = find_bytes(&inner.as_bytes()[search..], CDATA_CLOSE) {
            let end = search + i;
            let after = skip_js_space(inner, end + CDATA_CLOSE.len());
            if inner[after..].starts_with(CLOSE) {
                return Some(ArtifactBlock {
                    attr_text,
                    body: &inner[body_start..end],
                    block_end: after + CLOSE.len(),
                });
            }
            search = end + 1;
        }
        return None;
    }
    let end = find_outside_cdata(inner, CLOSE, content)?;
    Some(ArtifactBlock {
        attr_text,
        body: &inner[content..end],
        block_end: end + CLOSE.len(),
    })
}

/// Content of the first `<name>…</name>` (no attributes) outside CDATA, JS-trimmed.
pub(crate) fn first_text<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let open = format!("<{name}>");
    let close = format!("</{name}>");
    let p = find_outside_cdata(text, &open, 0)?;
    let start = p + open.len();
    let end = find_outside_cdata(text, &close, start)?;
    Some(js_trim(&text[start..end]))
}

#[cfg(test)]
mod tests {
    use super::*;

    // §7.2 tests 26-29: extractArtifactBlock.
    #[test]
    fn extract_artifact_block_cases() {
        assert!(extract_artifact_block("<SUMMARY>x</SUMMARY>").is_none());
        let inline = "<ARTIFACT mime=\"text/html\"><p>hi</p></ARTIFACT><SUMMARY>s</SUMMARY>";
        let a = extract_artifact_block(inline).unwrap();
        assert_eq!(a.body, "<p>hi</p>");
        assert_eq!(a.attr_text, " mime=\"text/html\"");
        assert_eq!(&inline[a.block_end..], "<SUMMARY>s</SUMMARY>");
        let cdata = "<ARTIFACT mime=\"text/html\"><![CDATA[a</ARTIFACT>b]]></ARTIFACT>";
        assert_eq!(extract_artifact_block(cdata).unwrap().body, "a</ARTIFACT>b");
        assert!(extract_artifact_block("<ARTIFACT><![CDATA[never ends</ARTIFACT>").is_none());
    }

    // §7.2 tests 30-33: indexOfOutsideCdata.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn index_outside_cdata_cases() {
        assert_eq!(find_outside_cdata("hello </SHIP>", "</SHIP>", 0), Some(6));
        assert_eq!(
            find_outside_cdata("<![CDATA[</SHIP>]]></SHIP>", "</SHIP>", 0),
            Some(19)
        );
        assert_eq!(find_outside_cdata("<![CDATA[</SHIP>", "</SHIP>", 0), None);
        assert_eq!(
            find_outside_cdata("<SHIP> later <SHIP>", "<SHIP>", 3),
            Some(13)
        );
    }

    #[test]
    fn resumable_search_matches_whole_search() {
        let text = "ab<![CDATA[x</P>]]]>c</P>";
        for cut in 0..=text.len() {
            let mut s = CdataSearch::from(0);
            let first = s.find(&text.as_bytes()[..cut], b"</P>");
            let found = first.or_else(|| s.find(text.as_bytes(), b"</P>"));
            assert_eq!(found, Some(21), "cut {cut}");
        }
    }

    #[test]
    fn attributes_like_upstream_regex() {
        let a = Attrs::parse(r#" role="critic" data-score="5" x = "1" role="brand" bad='2'"#);
        assert_eq!(a.get("role"), Some("brand"));
        assert_eq!(a.get("score"), Some("5"));
        assert_eq!(a.get("x"), Some("1"));
        assert_eq!(a.get("bad"), None);
        assert_eq!(utf16_len("a汉😀".as_bytes()), 4);
    }
}
