//! Character references of HTML (review-loop.md §4: `&amp;` reads as `&`, `&nbsp;` as a space,
//! `&#8217;` as `’`): their syntax, the named table and the numeric rules browsers apply.
//!
//! Owns decoding one reference at a given place. Never decides where references count (the
//! readings do) and never decodes a name without its `;` (browsers accept a few legacy names
//! bare, as in `&copy 2026`; here those read as written).
//!
//! Which names (`entities.py` writes the table): HTML 4's 252 and `&apos;`, the set every HTML
//! reference lists (`&nbsp; &amp; &lt; &gt; &quot; &apos; &copy; &reg; &trade; &mdash; &ndash;
//! &hellip; &lsquo; &rsquo; &ldquo; &rdquo; &bull; &middot; &times; &euro;`, arrows, Greek,
//! math). WHATWG's whole table (`entities.py --all` writes it, to measure) would cost the wasm
//! far more (ARCHITECTURE.md, "The wasm size budget") for names like `&Fopf;` or `&NotSquareSupersetEqual;`. Any character can still be
//! written as a numeric reference, which is always decoded. A name outside the set reads as
//! written, so a quote of it is looked up as the source has it.

mod table;

use table::{STARTS, TABLE};

/// What a reference reads as: one char (numeric) or the table's one or two.
pub(super) enum Decoded {
    Char(char),
    Str(&'static str),
}

/// The reference at the start of `text` (which starts with `&`): its length in bytes and what
/// it reads as, `None` when `text` does not start with a known, complete one.
pub(super) fn reference(text: &str) -> Option<(usize, Decoded)> {
    let rest = text.strip_prefix('&')?;
    let bytes = rest.as_bytes();
    if let Some(num) = rest.strip_prefix('#') {
        let (radix, digits) = match num.as_bytes().first() {
            Some(b'x' | b'X') => (16, &num[1..]),
            _ => (10, num),
        };
        let len = digits
            .bytes()
            .take_while(|b| (*b as char).is_digit(radix))
            .count();
        if len == 0 {
            return None;
        }
        let value = digits[..len].bytes().fold(0u32, |v, b| {
            v.saturating_mul(radix)
                .saturating_add((b as char).to_digit(radix).unwrap_or(0))
        });
        // A numeric reference may end without its ';', as browsers read it.
        let semi = usize::from(digits[len..].starts_with(';'));
        let consumed = 1 + (num.len() - digits.len()) + 1 + len + semi;
        return Some((consumed, Decoded::Char(numeric(value))));
    }
    let name_len = bytes
        .iter()
        .take(32)
        .take_while(|b| b.is_ascii_alphanumeric())
        .count();
    if name_len == 0 || bytes.get(name_len) != Some(&b';') {
        return None;
    }
    let value = named(&rest[..name_len])?;
    Some((name_len + 2, Decoded::Str(value)))
}

/// The char a numeric reference reads as, as HTML decodes it: NUL, surrogates and values past
/// Unicode read as U+FFFD, and 0x80-0x9F as the windows-1252 chars old documents meant.
fn numeric(value: u32) -> char {
    const CP1252: [u16; 32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
        0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013,
        0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ];
    let value = match value {
        0x80..=0x9F => u32::from(CP1252[value as usize - 0x80]),
        0 => 0xFFFD,
        v => v,
    };
    char::from_u32(value).unwrap_or('\u{FFFD}')
}

/// The value of a name (without its `&` and `;`), by binary search in the sorted table.
fn named(name: &str) -> Option<&'static str> {
    let entry = |i: usize| &TABLE[STARTS[i] as usize..STARTS[i + 1] as usize];
    let key = |i: usize| entry(i).split_once(';').map_or("", |(k, _)| k);
    let (mut lo, mut hi) = (0, STARTS.len() - 1);
    while lo < hi {
        let mid = (lo + hi) / 2;
        match key(mid).cmp(name) {
            std::cmp::Ordering::Less => lo = mid + 1,
            std::cmp::Ordering::Greater => hi = mid,
            std::cmp::Ordering::Equal => return Some(&entry(mid)[name.len() + 1..]),
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Option<(usize, String)> {
        reference(text).map(|(len, d)| {
            (
                len,
                match d {
                    Decoded::Char(c) => c.to_string(),
                    Decoded::Str(s) => s.to_string(),
                },
            )
        })
    }

    // review-loop.md §4: named and numeric references decode as a browser shows them.
    #[test]
    fn named_and_numeric() {
        for (text, len, value) in [
            ("&amp; x", 5, "&"),
            ("&nbsp;", 6, "\u{a0}"),
            ("&lt;&gt;", 4, "<"),
            ("&quot;", 6, "\""),
            ("&apos;", 6, "'"),
            ("&copy;", 6, "©"),
            ("&mdash;", 7, "—"),
            ("&hellip;", 8, "…"),
            ("&rsquo;", 7, "’"),
            ("&AElig;", 7, "Æ"),
            ("&zwnj;", 6, "\u{200c}"),
            ("&euro;", 6, "€"),
            ("&rarr;", 6, "→"),
            ("&#8217;", 7, "’"),
            ("&#x2019;", 8, "’"),
            ("&#X2019;", 8, "’"),
            ("&#8217 x", 6, "’"),
            ("&#146;", 6, "’"),
            ("&#0;", 4, "\u{fffd}"),
            ("&#xD800;", 8, "\u{fffd}"),
            ("&#99999999999;", 14, "\u{fffd}"),
        ] {
            assert_eq!(read(text), Some((len, value.to_string())), "{text}");
        }
    }

    #[test]
    fn not_references() {
        // `&check;` is HTML 5's, outside the names read (see the module doc).
        for text in [
            "&",
            "& x",
            "&amp",
            "&copy 2026",
            "&nosuchname;",
            "&check;",
            "&#;",
            "&#x;",
            "AT&T",
        ] {
            assert_eq!(read(text), None, "{text}");
        }
    }
}
