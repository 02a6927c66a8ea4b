//! The Markdown reading of an artifact (review-loop.md §4): the text a reader sees, each char
//! with the source offset it came from.
//!
//! Owns what is left out: emphasis, strong and strikethrough markers (`*`, `_`, `~`), the
//! backticks of inline code, link and image syntax (`[text](url)`, `![alt](url)`, reference
//! links `[text][ref]`, `[text][]`, `[ref]`, and their definition lines), autolinks' angle
//! brackets, the markers at the start of a line (heading `#`s and closing `#`s, list bullets and
//! numbers, task boxes, block-quote `>`, code fences, rules and setext underlines) and the
//! backslash of an escape (`\*` reads as `*`).
//!
//! It is a reading, not a renderer: a marker is left out when CommonMark's flanking rules say it
//! can open or close emphasis, without pairing openers and closers (an unpaired `*note` loses
//! its `*`); inline code keeps its text as is; raw HTML and character references are the HTML
//! reading's. It never makes up text the source does not have. Linear in the artifact: block
//! markers line by line, inline syntax paragraph by paragraph, each char looked at a bounded
//! number of times (link titles and labels are bounded, unmatched backtick runs are remembered).

use std::collections::HashSet;

use super::{Folded, SourceSyntax};

/// The artifact as a reader of its Markdown sees it, normalized (§4).
pub(super) fn read(src: &str) -> Folded {
    let defs = definitions(src);
    let mut out = Folded::new(SourceSyntax::Markdown, src.len());
    let mut para: Vec<Tok> = Vec::new();
    let mut fence: Option<Fence> = None;
    for (ls, line) in lines(src) {
        let newline = ls + line.len();
        let ends_line = newline < src.len();
        if let Some(open) = fence {
            let body = ls + quote_prefix(line, open.quotes);
            if closes(&src[body..newline], open) {
                fence = None;
            } else {
                for (at, c) in src[body..newline].char_indices() {
                    out.push(c, body + at);
                }
            }
        } else {
            let block = containers(line);
            let body_at = ls + block.at;
            let body = &src[body_at..newline];
            let kept = body.trim_end();
            if block.item || block.rule || kept.is_empty() {
                flush(&mut para, &defs, &mut out);
            }
            if block.rule || kept.is_empty() || definition(body).is_some() {
                // Nothing a reader sees as text.
            } else if let Some(marker) = fence_marker(body) {
                flush(&mut para, &defs, &mut out);
                fence = Some(Fence {
                    quotes: block.quotes,
                    ..marker
                });
            } else if let Some(content) = heading(kept) {
                flush(&mut para, &defs, &mut out);
                let start = body_at + (content.as_ptr() as usize - kept.as_ptr() as usize);
                tokens(&mut para, content, start);
                flush(&mut para, &defs, &mut out);
            } else {
                tokens(&mut para, body, body_at);
            }
        }
        if ends_line {
            if para.is_empty() {
                out.push('\n', newline);
            } else {
                para.push(Tok::new('\n', newline));
            }
        }
    }
    flush(&mut para, &defs, &mut out);
    out
}

/// How far the source of the char at the start of `text` runs when it is an escape (`\*`):
/// both chars, so a highlight ending on an escaped char covers it.
pub(super) fn escape_len(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    (chars.next() == Some('\\') && chars.next().is_some_and(|c| c.is_ascii_punctuation()))
        .then_some(2)
}

/// Each line with its byte offset, without its `\n`.
fn lines(src: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut at = 0;
    std::iter::from_fn(move || {
        if at >= src.len() {
            return None;
        }
        let start = at;
        let end = src[at..].find('\n').map_or(src.len(), |n| at + n);
        at = end + 1;
        Some((start, &src[start..end]))
    })
}

/// A source char of a paragraph, its offset, and whether a reader sees it.
#[derive(Clone, Copy)]
struct Tok {
    c: char,
    at: u32,
    keep: bool,
}

impl Tok {
    fn new(c: char, at: usize) -> Tok {
        Tok {
            c,
            at: at as u32,
            keep: true,
        }
    }
}

fn tokens(para: &mut Vec<Tok>, text: &str, start: usize) {
    para.extend(text.char_indices().map(|(at, c)| Tok::new(c, start + at)));
}

/// An open code fence: its char, its length, and how many `>` its lines start with.
#[derive(Clone, Copy)]
struct Fence {
    char: u8,
    len: usize,
    quotes: usize,
}

fn fence_marker(body: &str) -> Option<Fence> {
    let char = *body
        .as_bytes()
        .first()
        .filter(|b| matches!(b, b'`' | b'~'))?;
    let len = body.bytes().take_while(|&b| b == char).count();
    // A backtick fence's info string has no backtick (else it is inline code).
    (len >= 3 && (char == b'~' || !body[len..].contains('`'))).then_some(Fence {
        char,
        len,
        quotes: 0,
    })
}

fn closes(body: &str, open: Fence) -> bool {
    let body = body.trim();
    body.len() >= open.len && body.bytes().all(|b| b == open.char)
}

/// The bytes of `line` taken by up to `quotes` block-quote markers and the spaces around them.
fn quote_prefix(line: &str, quotes: usize) -> usize {
    let b = line.as_bytes();
    let mut p = 0;
    for _ in 0..quotes {
        let q = p + b[p..]
            .iter()
            .take_while(|&&c| c == b' ' || c == b'\t')
            .count();
        if b.get(q) != Some(&b'>') {
            break;
        }
        p = q + 1;
    }
    p
}

/// The markers at the start of a line.
struct Containers {
    /// Where the line's content starts.
    at: usize,
    /// How many `>`.
    quotes: usize,
    /// A list item starts here.
    item: bool,
    /// The rest is a thematic break or a setext underline.
    rule: bool,
}

fn containers(line: &str) -> Containers {
    let b = line.as_bytes();
    let blank = |at: usize| matches!(b.get(at), None | Some(b' ' | b'\t' | b'\r'));
    let mut out = Containers {
        at: 0,
        quotes: 0,
        item: false,
        rule: false,
    };
    loop {
        let p = out.at
            + b[out.at..]
                .iter()
                .take_while(|&&c| c == b' ' || c == b'\t')
                .count();
        out.at = p;
        if b.get(p) == Some(&b'>') {
            out.at = p + 1;
            out.quotes += 1;
            continue;
        }
        if is_rule(&line[p..]) {
            out.rule = true;
            return out;
        }
        let digits = b[p..]
            .iter()
            .take(9)
            .take_while(|c| c.is_ascii_digit())
            .count();
        let marker = match b.get(p) {
            Some(b'-' | b'*' | b'+') => 1,
            Some(b'0'..=b'9') if matches!(b.get(p + digits), Some(b'.' | b')')) => digits + 1,
            _ => 0,
        };
        if marker == 0 || !blank(p + marker) {
            return out;
        }
        out.at = p + marker;
        out.item = true;
        // A task box is drawn as a box, not read as `[x]`.
        let box_at = out.at + b[out.at..].iter().take_while(|&&c| c == b' ').count();
        if matches!(b.get(box_at..box_at + 3), Some(b"[ ]" | b"[x]" | b"[X]")) && blank(box_at + 3)
        {
            out.at = box_at + 3;
        }
    }
}

/// `***`, `- - -`, `___` (a thematic break) or `===` / `---` under a heading.
fn is_rule(rest: &str) -> bool {
    let rest = rest.trim_end();
    let Some(first) = rest.bytes().next() else {
        return false;
    };
    matches!(first, b'*' | b'-' | b'_' | b'=')
        && rest.bytes().filter(|&b| b == first).count() >= 3
        && rest
            .bytes()
            .all(|b| b == first || (first != b'=' && (b == b' ' || b == b'\t')))
}

/// The content of an ATX heading line (`## Title ##`), without its `#`s.
fn heading(kept: &str) -> Option<&str> {
    let level = kept.bytes().take_while(|&b| b == b'#').count();
    let rest = &kept[level..];
    if !(1..=6).contains(&level) || !(rest.is_empty() || rest.starts_with([' ', '\t'])) {
        return None;
    }
    let rest = rest.trim();
    let closing = rest.trim_end_matches('#');
    Some(if closing.is_empty() || closing.ends_with([' ', '\t']) {
        closing.trim_end()
    } else {
        rest
    })
}

/// The label of a link reference definition line (`[label]: url`), folded as labels match.
fn definition(body: &str) -> Option<String> {
    let rest = body.strip_prefix('[')?;
    let close = rest.find(']')?;
    let label = &rest[..close];
    (rest[close + 1..].starts_with(':') && !label.trim().is_empty() && !label.contains('['))
        .then(|| label_key(label.chars()))
}

fn definitions(src: &str) -> HashSet<String> {
    lines(src)
        .filter_map(|(_, line)| definition(&line[containers(line).at..]))
        .collect()
}

/// A label as references match it: white space collapsed, trimmed, case folded (ASCII).
fn label_key(label: impl Iterator<Item = char>) -> String {
    let mut out = String::new();
    for c in label {
        if c.is_whitespace() {
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
        } else {
            out.push(c.to_ascii_lowercase());
        }
    }
    if out.ends_with(' ') {
        out.pop();
    }
    out
}

/// Longest link label or title looked at (CommonMark's label limit).
const REACH: usize = 1000;

/// Reads a paragraph's inline syntax, pushes what a reader sees to `out` and empties `para`.
fn flush(para: &mut Vec<Tok>, defs: &HashSet<String>, out: &mut Folded) {
    inline(para, defs);
    for t in para.iter().filter(|t| t.keep) {
        out.push(t.c, t.at as usize);
    }
    para.clear();
}

fn inline(t: &mut [Tok], defs: &HashSet<String>) {
    let n = t.len();
    let c = |t: &[Tok], i: usize| t.get(i).map_or(' ', |t| t.c);
    // `[` openers (index of the `[`, and of the `!` of an image).
    let mut openers: Vec<(usize, Option<usize>)> = Vec::new();
    // A backtick run length with no run of that length left in the paragraph.
    let mut no_closer = [false; 32];
    let mut i = 0;
    while i < n {
        let here = t[i].c;
        match here {
            '\\' if c(t, i + 1).is_ascii_punctuation() => {
                // The escaped char is read as itself, from the backslash on.
                t[i].keep = false;
                t[i + 1].at = t[i].at;
                i += 2;
            }
            '\\' if c(t, i + 1) == '\n' => {
                t[i].keep = false;
                i += 1;
            }
            '`' => {
                let k = run(t, i, '`');
                let cached = k < no_closer.len() && no_closer[k];
                match (!cached).then(|| code_close(t, i + k, k)).flatten() {
                    Some(close) => {
                        drop_range(t, i, i + k);
                        drop_range(t, close, close + k);
                        i = close + k;
                    }
                    None => {
                        if k < no_closer.len() {
                            no_closer[k] = true;
                        }
                        i += k;
                    }
                }
            }
            '*' | '_' | '~' => {
                let k = run(t, i, here);
                let before = if i == 0 { ' ' } else { t[i - 1].c };
                if delimiter(here, before, c(t, i + k)) {
                    drop_range(t, i, i + k);
                }
                i += k;
            }
            '!' if c(t, i + 1) == '[' => {
                openers.push((i + 1, Some(i)));
                i += 2;
            }
            '[' => {
                openers.push((i, None));
                i += 1;
            }
            ']' => {
                let end = openers
                    .pop()
                    .and_then(|(open, bang)| Some((open, bang, link_end(t, open, i, defs)?)));
                match end {
                    Some((open, bang, end)) => {
                        drop_range(t, open, open + 1);
                        if let Some(bang) = bang {
                            t[bang].keep = false;
                        }
                        drop_range(t, i, end);
                        i = end;
                    }
                    None => i += 1,
                }
            }
            '<' => match autolink_end(t, i) {
                Some(end) => {
                    t[i].keep = false;
                    t[end - 1].keep = false;
                    i = end;
                }
                None => i += 1,
            },
            _ => i += 1,
        }
    }
}

fn drop_range(t: &mut [Tok], from: usize, to: usize) {
    t[from..to].iter_mut().for_each(|t| t.keep = false);
}

fn run(t: &[Tok], i: usize, ch: char) -> usize {
    t[i..].iter().take_while(|t| t.c == ch).count()
}

/// The start of the next backtick run of exactly `k` from `from`.
fn code_close(t: &[Tok], mut from: usize, k: usize) -> Option<usize> {
    while from < t.len() {
        if t[from].c == '`' {
            let len = run(t, from, '`');
            if len == k {
                return Some(from);
            }
            from += len;
        } else {
            from += 1;
        }
    }
    None
}

/// CommonMark's flanking rules: can this run of `ch` between `before` and `after` open or
/// close emphasis (or, for `~`, strikethrough)? `_` inside a word never does.
fn delimiter(ch: char, before: char, after: char) -> bool {
    let punct = |c: char| c.is_ascii_punctuation() || !(c.is_alphanumeric() || c.is_whitespace());
    let left = !after.is_whitespace() && (!punct(after) || before.is_whitespace() || punct(before));
    let right =
        !before.is_whitespace() && (!punct(before) || after.is_whitespace() || punct(after));
    if ch == '_' {
        (left && (!right || punct(before))) || (right && (!left || punct(after)))
    } else {
        left || right
    }
}

/// Where the link or image whose text runs from the `[` at `open` to the `]` at `close` ends:
/// past `(url "title")`, past `[ref]` / `[]` when that reference is defined, or right after
/// `]` for a defined shortcut `[ref]`. `None` when the brackets are text.
fn link_end(t: &[Tok], open: usize, close: usize, defs: &HashSet<String>) -> Option<usize> {
    let c = |i: usize| t.get(i).map_or('\0', |t| t.c);
    let defined = |from: usize, to: usize| {
        to - from <= REACH
            && !defs.is_empty()
            && defs.contains(&label_key(t[from..to].iter().map(|t| t.c)))
    };
    match c(close + 1) {
        '(' => inline_link_end(t, close + 2),
        '[' => {
            let to =
                (close + 2..t.len().min(close + 2 + REACH)).find(|&i| matches!(c(i), ']' | '['))?;
            let label = if to == close + 2 {
                (open + 1, close)
            } else {
                (close + 2, to)
            };
            (c(to) == ']' && defined(label.0, label.1)).then_some(to + 1)
        }
        _ => defined(open + 1, close).then_some(close + 1),
    }
}

/// Past the `)` of an inline link's `(destination "title")`, from just after its `(`.
fn inline_link_end(t: &[Tok], mut i: usize) -> Option<usize> {
    let c = |i: usize| t.get(i).map_or('\0', |t| t.c);
    let space = |i: usize| i < t.len() && t[i].c.is_whitespace();
    while space(i) {
        i += 1;
    }
    if c(i) == '<' {
        i += 1
            + (i + 1..t.len())
                .take_while(|&j| !matches!(c(j), '>' | '\n'))
                .count();
        if c(i) != '>' {
            return None;
        }
        i += 1;
    } else {
        let mut depth = 0usize;
        while i < t.len() && !t[i].c.is_whitespace() {
            match t[i].c {
                '(' => depth += 1,
                ')' if depth == 0 => break,
                ')' => depth -= 1,
                '\\' => i += 1,
                _ => {}
            }
            i += 1;
        }
    }
    while space(i) {
        i += 1;
    }
    if let Some(closer) = match c(i) {
        '"' => Some('"'),
        '\'' => Some('\''),
        '(' => Some(')'),
        _ => None,
    } {
        let len = (i + 1..t.len().min(i + 1 + REACH))
            .take_while(|&j| c(j) != closer)
            .count();
        i += 1 + len;
        if c(i) != closer {
            return None;
        }
        i += 1;
        while space(i) {
            i += 1;
        }
    }
    (c(i) == ')').then_some(i + 1)
}

/// Past the `>` of an autolink (`<https://…>`, `<name@example.com>`) that starts at `i`.
fn autolink_end(t: &[Tok], i: usize) -> Option<usize> {
    let len = t[i + 1..]
        .iter()
        .take(REACH)
        .take_while(|t| !(t.c.is_whitespace() || matches!(t.c, '<' | '>')))
        .count();
    let end = i + 1 + len;
    if t.get(end).map(|t| t.c) != Some('>') || len == 0 {
        return None;
    }
    let body: String = t[i + 1..end].iter().map(|t| t.c).collect();
    let scheme = body.split_once(':').is_some_and(|(s, _)| {
        (2..=32).contains(&s.len())
            && s.starts_with(|c: char| c.is_ascii_alphabetic())
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '.' | '-'))
    });
    let email = body
        .split_once('@')
        .is_some_and(|(user, host)| !user.is_empty() && host.contains('.') && !host.contains('@'));
    (scheme || email).then_some(end + 1)
}

#[cfg(test)]
mod tests {
    use super::super::tests::rendered;
    use super::*;

    fn md(src: &str) -> String {
        rendered(src, read(src))
    }

    // review-loop.md §4: emphasis, strong and strikethrough markers are left out; a `*` or `_`
    // that cannot open or close stays (`2 * 3`, `snake_case`).
    #[test]
    fn emphasis() {
        assert_eq!(
            md("Requires **Node 20** or newer"),
            "Requires [11]Node 20[20] or newer"
        );
        assert_eq!(md("_a_ ~~b~~ ***c***"), "[1]a[3] [6]b[9] [13]c");
        assert_eq!(md("2 * 3 and snake_case_name"), "2 * 3 and snake_case_name");
    }

    // §4: inline code loses its backticks and keeps its text as is.
    #[test]
    fn inline_code() {
        assert_eq!(md("Run `npm *i*` now"), "Run [5]npm *i*[13] now");
        assert_eq!(md("``a ` b`` and `x"), "[2]a ` b[9] and `x");
    }

    // §4: links read as their text, images as their alt text, reference links likewise, and
    // their definition lines are not seen.
    #[test]
    fn links_and_images() {
        assert_eq!(
            md("See [the *docs*](https://x.test/a_(b) \"T\") and ![a logo](l.png)."),
            "See [5]the [10]docs[42] and [49]a logo[63]."
        );
        let src = "Read [the guide][g], [Guide][] or [guide].\n\n[g]: /guide\n[guide]: /g \"t\"\n";
        assert_eq!(
            md(src),
            "Read [6]the guide[19], [22]Guide[30] or [35]guide[41]. "
        );
        assert_eq!(md("[not a link] and [x](y"), "[not a link] and [x](y");
        assert_eq!(
            md("Mail <a@b.test> or <https://x.test/p_q_>"),
            "Mail [6]a@b.test[15] or [20]https://x.test/p_q_"
        );
    }

    // §4: `\*` reads as `*`, from its backslash on; a backslash at a line end is a line break.
    #[test]
    fn escapes() {
        assert_eq!(md("5 \\* 3 \\_x\\_"), "5 *[4] 3 _[9]x_");
        assert_eq!(md("one\\\ntwo \\a"), "one[4] two \\a");
    }

    // §4: the markers at the start of a line are left out.
    #[test]
    fn line_markers() {
        let src = "# Title #\n\n## Sub\n- one\n* two\n+ three\n12. four\n3) five\n> quoted\n> > deep\n- [x] done\n";
        assert_eq!(
            md(src),
            "[2]Title[9] [14]Sub [20]one [26]two [32]three [42]four [50]five [57]quoted [68]deep [79]done "
        );
        assert_eq!(md("Title\n=====\ntext\n\n***\n- - -\n"), "Title [12]text ");
        // A heading marker needs its space; `#hashtag` is text.
        assert_eq!(md("#hashtag"), "#hashtag");
    }

    // Fenced code is read as it stands, without its fences; CRLF line ends are white space.
    #[test]
    fn fences_and_crlf() {
        let src = "```rust\r\nlet *x* = 1;\r\n```\r\nThe **end**\r\n";
        assert_eq!(md(src), "[8] let *x* = 1; [28]The [34]end[39] ");
        assert_eq!(md("> ```\n> a *b*\n> ```\n"), "[5] [8]a *b* ");
    }
}
