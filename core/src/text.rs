//! Places in a text, in the three units the app meets: byte offsets (what Rust slices), 1-based
//! line and column in chars (what people read, and what both engines report), and UTF-16 code
//! units (what JS strings, textarea selections and the Design Jury's positions count, §3.4).
//!
//! Owns every conversion between them. Lines end at `\n` only (a `\r` before it is part of the
//! line, as a textarea counts it). Never searches, normalises or changes text.

/// 1-based line and column (in chars) of byte offset `at` (at most `text.len()`, on a char
/// boundary).
pub fn line_column(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        before.matches('\n').count() + 1,
        before[line_start..].chars().count() + 1,
    )
}

/// Where each line of a text starts, for many [`line_column`] look-ups in one text at the cost
/// of one pass.
#[derive(Clone, Debug)]
pub struct LineStarts(Vec<usize>);

impl LineStarts {
    pub fn new(text: &str) -> Self {
        LineStarts(
            std::iter::once(0)
                .chain(text.match_indices('\n').map(|(i, _)| i + 1))
                .collect(),
        )
    }

    /// The byte offset where 1-based `line` starts (`line` at most the number of lines).
    pub fn start(&self, line: usize) -> usize {
        self.0[line - 1]
    }

    /// [`line_column`] of byte offset `at` in `text`, the text these starts were made from.
    pub fn place(&self, text: &str, at: usize) -> (usize, usize) {
        let line = self.0.partition_point(|&start| start <= at);
        (line, text[self.start(line)..at].chars().count() + 1)
    }
}

/// The UTF-16 offset (what a textarea's selection counts) of a 1-based line and column in
/// chars; past the end of a line is its end, past the last line the text's end.
pub fn utf16_offset(text: &str, line: usize, column: usize) -> usize {
    let mut offset = 0;
    for (i, l) in text.split('\n').enumerate() {
        if i + 1 == line {
            let within: usize = l
                .chars()
                .take(column.saturating_sub(1))
                .map(char::len_utf16)
                .sum();
            return offset + within;
        }
        offset += l.encode_utf16().count() + 1;
    }
    offset
}

/// The 1-based line and column (in chars) of the char at UTF-16 offset `units` (for an offset
/// inside a surrogate pair, the char after the pair); past the end, the place after the text.
pub fn utf16_place(text: &str, units: u64) -> (usize, usize) {
    let (mut line, mut column, mut seen) = (1, 1, 0);
    for c in text.chars() {
        if seen >= units {
            break;
        }
        seen += c.len_utf16() as u64;
        if c == '\n' {
            (line, column) = (line + 1, 1);
        } else {
            column += 1;
        }
    }
    (line, column)
}

/// Number of UTF-16 code units encoding these UTF-8 bytes. The Design Jury's parser passes
/// every byte it consumes here: ASCII words (the usual text) count eight at a time. Plain
/// loops, as in `critique::scan`'s `memchr`.
pub fn utf16_len(bytes: &[u8]) -> u64 {
    const HI: u64 = 0x8080_8080_8080_8080;
    let mut n = 0;
    let mut rest = bytes;
    while let Some((word, tail)) = rest.split_first_chunk::<8>() {
        n += if u64::from_le_bytes(*word) & HI == 0 {
            8
        } else {
            utf16_units(word)
        };
        rest = tail;
    }
    n + utf16_units(rest)
}

fn utf16_units(bytes: &[u8]) -> u64 {
    // Every non-continuation byte starts a char (1 unit); 4-byte chars take a second unit.
    let mut n = 0;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        n += u64::from((b & 0xC0) != 0x80) + u64::from(b >= 0xF0);
        i += 1;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "ab\n汉😀x\r\n\nlast";

    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn line_and_column_in_chars() {
        assert_eq!(line_column(TEXT, 0), (1, 1));
        assert_eq!(line_column(TEXT, 2), (1, 3));
        assert_eq!(line_column(TEXT, 3), (2, 1));
        // After 汉 (3 bytes) and 😀 (4 bytes): the third char of line 2.
        assert_eq!(line_column(TEXT, 10), (2, 3));
        assert_eq!(line_column(TEXT, TEXT.len()), (4, 5));
        let starts = LineStarts::new(TEXT);
        for (at, _) in TEXT.char_indices().chain([(TEXT.len(), ' ')]) {
            assert_eq!(starts.place(TEXT, at), line_column(TEXT, at), "{at}");
        }
        assert_eq!(starts.start(3), TEXT.find("\n\n").unwrap() + 1);
    }

    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn utf16_both_ways() {
        // Line 2 starts after "ab\n" (3 units); 汉 is 1 unit, 😀 2.
        assert_eq!(utf16_offset(TEXT, 1, 1), 0);
        assert_eq!(utf16_offset(TEXT, 2, 1), 3);
        assert_eq!(utf16_offset(TEXT, 2, 3), 6);
        assert_eq!(utf16_offset(TEXT, 2, 99), 8, "past the line's end: its end");
        assert_eq!(utf16_offset(TEXT, 9, 1), TEXT.encode_utf16().count() + 1);
        for (at, _) in TEXT.char_indices() {
            let (line, column) = line_column(TEXT, at);
            let units = utf16_offset(TEXT, line, column);
            assert_eq!(units, TEXT[..at].encode_utf16().count(), "{at}");
            assert_eq!(utf16_place(TEXT, units as u64), (line, column), "{at}");
        }
        // Inside the surrogate pair of 😀: the char after it.
        assert_eq!(utf16_place(TEXT, 5), (2, 3));
        assert_eq!(utf16_place(TEXT, 999), line_column(TEXT, TEXT.len()));
    }

    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn utf16_len_counts_code_units() {
        assert_eq!(utf16_len("a汉😀".as_bytes()), 4);
        let text = "ascii words then 汉字 and 😀😀 mixed, long enough for several words";
        for (i, _) in text.char_indices() {
            let rest = &text[i..];
            let units = rest.encode_utf16().count() as u64;
            assert_eq!(utf16_len(rest.as_bytes()), units, "{i}");
        }
    }
}
