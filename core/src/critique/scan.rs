//! Text scanning primitives shared by the parser: CDATA-aware search, attribute lists, the
//! SHIP artifact extractor and UTF-16 counting (spec §1.2-1.4, §9 divergence 3).
//!
//! Owns: byte-level searches over complete or still-growing text. Never emits events, never
//! keeps parser state beyond a resumable cursor, never allocates per byte.

use super::number::{is_ascii_js_space, is_js_space, js_trim};

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

    /// The watch for this paused search over `hay` (the text `find` last saw) with `needle`.
    pub(crate) fn watch(&self, hay: &[u8], needle: &'static [u8]) -> Watch {
        let rest = tail(hay, self.at);
        if self.in_cdata {
            // `find` keeps the last two bytes unsearched; trailing `]` there can start `]]>`.
            let brackets = match rest {
                [.., b']', b']'] => 2,
                [.., b']'] => 1,
                _ => 0,
            };
            return Watch::Cdata { brackets };
        }
        // Empty, or a `<` cut off by the end of the text (a prefix of one pattern, see `find`).
        Watch::Tag {
            needle,
            cdata: rest.len() >= 2 && CDATA_OPEN.starts_with(rest),
            matched: rest.len() as u8,
        }
    }

    /// Byte offset of the first `needle` outside CDATA at or after the cursor, if the text so
    /// far contains one. `hay` must be the same text as before, possibly extended.
    pub(crate) fn find(&mut self, hay: &[u8], needle: &[u8]) -> Option<usize> {
        debug_assert_eq!(needle.first(), Some(&b'<'));
        loop {
            if self.in_cdata {
                match find_bytes(tail(hay, self.at), CDATA_CLOSE) {
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
                let Some(i) = memchr(b'<', tail(hay, self.at)) else {
                    self.at = hay.len();
                    return None;
                };
                let p = self.at + i;
                if starts_with_at(hay, p, needle) {
                    self.at = p;
                    return Some(p);
                }
                if starts_with_at(hay, p, CDATA_OPEN) {
                    self.in_cdata = true;
                    self.at = p + CDATA_OPEN.len();
                    continue;
                }
                // Only a text shorter than both patterns can be cut off (most `<` are not).
                let rest = tail(hay, p);
                if rest.len() < needle.len().max(CDATA_OPEN.len())
                    && (needle.starts_with(rest) || CDATA_OPEN.starts_with(rest))
                {
                    // Cut off by the end of the text: decide when more arrives.
                    self.at = p;
                    return None;
                }
                self.at = p + 1;
            }
        }
    }
}

/// A byte-at-a-time shadow of a paused search, for the parser's fast path on tiny chunks: it
/// says whether appended text could let the search progress, without running it. Text it lets
/// through stays unsearched and is searched by the next `find`, with the same result (the
/// search is a function of the text), so the watch only decides *when* searching happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Watch {
    /// Unknown: every chunk takes the full path.
    Off,
    /// Only this byte can make progress (an opener's `>`).
    Byte(u8),
    /// Outside CDATA, the text ends with `matched` bytes of the block's closing `needle`, or
    /// of `<![CDATA[` when `cdata` (below 2 bytes it is not yet known which). Completing either
    /// changes the search's state.
    Tag {
        needle: &'static [u8],
        cdata: bool,
        matched: u8,
    },
    /// Inside CDATA, the text ends with `brackets` (at most 2) `]`: a `>` then closes it.
    Cdata { brackets: u8 },
}

impl Watch {
    /// Follows `chunk`; false when it may let the search progress, and then the watch is stale
    /// (the caller must take the full path, which recomputes it).
    #[inline]
    pub(crate) fn feed(&mut self, chunk: &[u8]) -> bool {
        // A plain loop with `step` forced inline: at opt-level "z" `iter().all` and `step`
        // would each stay a call per byte.
        let mut i = 0;
        while i < chunk.len() {
            if !self.step(chunk[i]) {
                return false;
            }
            i += 1;
        }
        true
    }

    #[inline(always)]
    fn step(&mut self, c: u8) -> bool {
        match self {
            Watch::Off => false,
            Watch::Byte(stop) => c != *stop,
            Watch::Tag {
                needle,
                cdata,
                matched,
            } => {
                let k = usize::from(*matched);
                if k >= 1 {
                    // The second byte tells the patterns apart (`</` or `<!`).
                    if k == 1 {
                        *cdata = c == CDATA_OPEN[1];
                    }
                    let pattern = if *cdata { CDATA_OPEN } else { needle };
                    if pattern[k] == c {
                        if k + 1 == pattern.len() {
                            return false;
                        }
                        *matched += 1;
                        return true;
                    }
                }
                // No prefix pending (or it just broke off): both patterns hold their only `<`
                // first, so only a `<` can start a new one.
                *matched = u8::from(c == b'<');
                true
            }
            Watch::Cdata { brackets } => {
                if c == b']' {
                    *brackets = (*brackets + 1).min(2);
                    true
                } else if c == b'>' && *brackets == 2 {
                    false
                } else {
                    *brackets = 0;
                    true
                }
            }
        }
    }
}

/// `&hay[at..]`, empty past the end (the callers stay within `hay`). `get`, not indexing: at
/// opt-level "z" the panicking `[at..]` stays a call, and the searches slice once per `<`.
#[inline(always)]
fn tail(hay: &[u8], at: usize) -> &[u8] {
    hay.get(at..).unwrap_or_default()
}

/// Whether `hay[at..]` starts with `needle`. A byte loop: the needles are a few bytes, and at
/// opt-level "z" `<[u8]>::starts_with` stays a call (and a `memcmp` call) per `<` found.
#[inline(always)]
fn starts_with_at(hay: &[u8], at: usize, needle: &[u8]) -> bool {
    if at > hay.len() || hay.len() - at < needle.len() {
        return false;
    }
    let mut i = 0;
    while i < needle.len() {
        if hay[at + i] != needle[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// First `needle` outside CDATA spans in the complete text `hay`, from `from` (outside CDATA).
pub(crate) fn find_outside_cdata(hay: &str, needle: &str, from: usize) -> Option<usize> {
    CdataSearch::from(from).find(hay.as_bytes(), needle.as_bytes())
}

/// First `byte` in `hay`, eight bytes at a time (SWAR): block bodies are scanned several times
/// and a byte-by-byte loop dominated the parser's profile.
///
/// Plain `while` loops over `split_first_chunk`, not `chunks_exact`/`position`: at opt-level
/// "z" LLVM keeps those iterator steps as out-of-line calls, one per word or byte.
pub(crate) fn memchr(byte: u8, hay: &[u8]) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let pattern = LO * u64::from(byte);
    let mut rest = hay;
    while let Some((word, tail)) = rest.split_first_chunk::<8>() {
        let x = u64::from_le_bytes(*word) ^ pattern;
        // Non-zero iff some byte of `x` is zero, i.e. some byte equals `byte`.
        if x.wrapping_sub(LO) & !x & HI != 0 {
            break;
        }
        rest = tail;
    }
    // `rest` starts with the matching word, or is the last few bytes.
    let base = hay.len() - rest.len();
    let mut i = 0;
    while i < rest.len() {
        if rest[i] == byte {
            return Some(base + i);
        }
        i += 1;
    }
    None
}

/// Plain byte substring search.
pub(crate) fn find_bytes(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = memchr(needle[0], tail(hay, from)) {
        let p = from + i;
        if starts_with_at(hay, p, needle) {
            return Some(p);
        }
        from = p + 1;
    }
    None
}

// Positions are UTF-16 (§3.4).
pub(crate) use crate::text::utf16_len;

/// Byte offset after the JS whitespace starting at `i`.
// inline(always): called twice per attribute, mostly where no space follows; at opt-level "z"
// LLVM would keep even that one-byte test a call.
#[inline(always)]
pub(crate) fn skip_js_space(s: &str, i: usize) -> usize {
    match s.as_bytes().get(i) {
        Some(&b) if b.is_ascii() && !is_ascii_js_space(b) => i,
        _ => skip_js_space_run(s, i),
    }
}

fn skip_js_space_run(s: &str, i: usize) -> usize {
    // ASCII bytes decide without decoding; a non-ASCII character may be JS whitespace.
    let b = s.as_bytes();
    let mut k = i;
    while k < b.len() && is_ascii_js_space(b[k]) {
        k += 1;
    }
    if k == b.len() || b[k].is_ascii() {
        return k;
    }
    s[k..]
        .find(|c: char| !is_js_space(c))
        .map_or(s.len(), |m| k + m)
}

/// Whether `s[i..]` starts with a JS whitespace character.
pub(crate) fn js_space_at(s: &str, i: usize) -> bool {
    match s.as_bytes().get(i) {
        Some(&b) if b.is_ascii() => is_ascii_js_space(b),
        Some(_) => s[i..].chars().next().is_some_and(is_js_space),
        None => false,
    }
}

/// The attributes of a tag head, as upstream's global regex `([a-zA-Z_]+)\s*=\s*"([^"]*)"`
/// finds them (§1.2): double quotes only, no escapes, `data-score` read as `score`.
///
/// Matched again on each `get` rather than collected once: heads are short and read for a
/// few names, and a `Vec` per element cost more (at opt-level "z" every allocation and
/// `push` is a chain of out-of-line calls).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Attrs<'a>(&'a str);

impl<'a> Attrs<'a> {
    pub(crate) fn parse(head: &'a str) -> Self {
        Attrs(head)
    }

    /// The value of `name`; the last duplicate wins.
    pub(crate) fn get(&self, name: &str) -> Option<&'a str> {
        let mut found = [None];
        self.get_each(&[name], &mut found);
        found[0]
    }

    /// The value of each of `names` into `found` (the last duplicate wins), in one pass over
    /// the head: the hot heads are read for two to four names, and each `get` matched every
    /// attribute again (a seventh of a whole stream's time).
    pub(crate) fn get_each(&self, names: &[&str], found: &mut [Option<&'a str>]) {
        let mut at = 0;
        while let Some((n, value, next)) = next_attr(self.0, at) {
            let mut i = 0;
            while i < names.len() {
                // Inline byte comparison, lengths first: at "z" `==` on `str` is two calls.
                let name = names[i].as_bytes();
                if n.len() == name.len() && starts_with_at(n.as_bytes(), 0, name) {
                    found[i] = Some(value);
                }
                i += 1;
            }
            at = next;
        }
    }
}

/// The next regex match in `head` at or after byte `i`: name, value, and where to go on.
fn next_attr(head: &str, mut i: usize) -> Option<(&str, &str, usize)> {
    let b = head.as_bytes();
    let is_name = |c: u8| c.is_ascii_alphabetic() || c == b'_';
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
        if !matches!(b.get(eq), Some(b'=')) {
            continue;
        }
        let quote = skip_js_space(head, eq + 1);
        if !matches!(b.get(quote), Some(b'"')) {
            continue;
        }
        if let Some(len) = memchr(b'"', &b[quote + 1..]) {
            let value = quote + 1..quote + 1 + len;
            return Some((&head[start..i], &head[value.clone()], value.end + 1));
        }
    }
    None
}

/// Byte offset of the first `>` that is not inside a double-quoted value, from `from`.
fn head_end_outside_quotes(s: &str, from: usize) -> Option<usize> {
    // A `while` loop: at opt-level "z" `iter().enumerate()` costs a call per byte.
    let b = s.as_bytes();
    let mut quoted = false;
    let mut i = from;
    while i < b.len() {
        match b[i] {
            b'"' => quoted = !quoted,
            b'>' if !quoted => return Some(i),
            _ => {}
        }
        i += 1;
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
/// be followed by JS whitespace or (when `bare_allowed`) by `>` directly. `open` is `<NAME`,
/// `close` is `</NAME>` (spelled out by the callers: no string is built per block).
pub(crate) fn elements<'a>(
    body: &'a str,
    open: &str,
    close: &str,
    bare_allowed: bool,
) -> Vec<Element<'a>> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(p) = find_outside_cdata(body, open, from) {
        let after = p + open.len();
        from = after;
        let bare = bare_allowed && matches!(body.as_bytes().get(after), Some(b'>'));
        if !bare && !js_space_at(body, after) {
            continue;
        }
        let Some(gt) = head_end_outside_quotes(body, after) else {
            break;
        };
        let Some(end) = find_outside_cdata(body, close, gt + 1) else {
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

/// Whether `body` has `open` (`<NAME`) outside CDATA with the text after it accepted by `follow`.
pub(crate) fn has_tag(body: &str, open: &str, follow: impl Fn(&str) -> bool) -> bool {
    let mut from = 0;
    while let Some(p) = find_outside_cdata(body, open, from) {
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

/// Content of the first `open`…`close` (`<NAME>`…`</NAME>`, no attributes) outside CDATA,
/// JS-trimmed.
pub(crate) fn first_text<'a>(text: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let p = find_outside_cdata(text, open, 0)?;
    let start = p + open.len();
    let end = find_outside_cdata(text, close, start)?;
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

    /// The fast path's soundness: whatever a watch lets through, `find` on the extended text
    /// finds no needle (so skipping the search never delays an event).
    #[test]
    fn watch_never_lets_a_match_through() {
        const TOKENS: [&str; 10] = [
            "<",
            "/",
            "!",
            "[CDATA[",
            "]",
            ">",
            "P",
            "x",
            "</P>",
            "<![CDATA[",
        ];
        let check = |text: &str| {
            let hay = text.as_bytes();
            for n in 0..=hay.len() {
                let mut search = CdataSearch::from(0);
                if search.find(&hay[..n], b"</P>").is_some() {
                    return;
                }
                let mut watch = search.watch(&hay[..n], b"</P>");
                for m in n + 1..=hay.len() {
                    if !watch.feed(&hay[m - 1..m]) {
                        break;
                    }
                    let mut resumed = search;
                    assert_eq!(resumed.find(&hay[..m], b"</P>"), None, "{text:?} {n}..{m}");
                }
            }
        };
        // Every text of up to four tokens, then some longer pseudo-random ones.
        let mut texts = vec![String::new()];
        let mut layer = texts.clone();
        for _ in 0..4 {
            layer = layer
                .iter()
                .flat_map(|t| TOKENS.iter().map(move |tok| format!("{t}{tok}")))
                .collect();
            texts.extend(layer.iter().cloned());
        }
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..2000 {
            let mut t = String::new();
            for _ in 0..12 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                t.push_str(TOKENS[(seed % TOKENS.len() as u64) as usize]);
            }
            texts.push(t);
        }
        for t in &texts {
            check(t);
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

    /// The word-at-a-time and ASCII fast paths agree with plain per-character definitions.
    #[test]
    fn fast_paths_match_plain_definitions() {
        let text = "<a> \t\u{a0} b\u{feff}汉😀  \n<![CDATA[x]]>\u{2028}z \u{85}y < é";
        for i in 0..=text.len() {
            if !text.is_char_boundary(i) {
                continue;
            }
            let rest = &text[i..];
            let units = rest.encode_utf16().count() as u64;
            assert_eq!(utf16_len(rest.as_bytes()), units, "{i}");
            let skipped = rest
                .find(|c: char| !is_js_space(c))
                .map_or(text.len(), |k| i + k);
            assert_eq!(skip_js_space(text, i), skipped, "{i}");
            let space = rest.chars().next().is_some_and(is_js_space);
            assert_eq!(js_space_at(text, i), space, "{i}");
            for b in [b'<', b'>', b' ', 0x80, 0xF0] {
                assert_eq!(
                    memchr(b, rest.as_bytes()),
                    rest.bytes().position(|c| c == b)
                );
            }
        }
    }
}
