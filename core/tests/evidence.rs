//! The evidence check on the text as a reader sees it (review-loop.md §4), through the public
//! API: a property over generated Markdown and HTML documents, and rule 1 (§5) counting a FAIL
//! whose quote is only in the rendered text, end to end through `Run`.

mod common;

use jury_core::review::evidence::EvidenceStatus;
use jury_core::review::history::RunConfig;
use jury_core::review::judge::{Judge, Verdict};
use jury_core::review::merge::MergedResult;
use jury_core::review::reports::RecordReport;
use jury_core::review::run::Run;

use common::{all_pass, reply, RUBRIC};

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test;

const PAGE_1: &str = "<!DOCTYPE html>\n<html><head><title>Landing</title></head><body>\n\
    <h1>Fast &amp; private notes</h1>\n<p>Get started <em>today</em>, free.</p>\n</body></html>\n";
const PAGE_2: &str = "<!DOCTYPE html>\n<html><head><title>Landing</title></head><body>\n\
    <h1>Fast &amp; private notes</h1>\n<p>Get started <em>today</em>, for free.</p>\n</body></html>\n";

/// A run of the landing page in round 2: `facts` merged FAIL in round 1 (A failed it, B passed
/// it), `plain` passed, so rule 1 guards `plain` now. Times start at `at`.
fn round_two(at: u64) -> Run {
    let mut config = RunConfig::new("landing", RUBRIC, PAGE_1);
    config.artifact_name = "index.html".into();
    let mut run = Run::create(config, at).unwrap();
    let facts_fail = reply(&[
        ("facts", "FAIL", Some("Get started <em>today</em>, free.")),
        ("complete", "PASS", None),
        ("plain", "PASS", None),
    ]);
    run.record(Judge::A, &facts_fail, at + 1).unwrap();
    run.record(Judge::B, &all_pass(), at + 2).unwrap();
    run.merge(at + 3).unwrap();
    run.revise(PAGE_2, None, at + 4).unwrap();
    run
}

/// Records `judge`'s round-2 reply on the landing page: `facts` and `complete` PASS, `plain`
/// FAIL quoting `quote`.
fn fail_plain<'r>(run: &'r mut Run, judge: Judge, quote: &str, at: u64) -> &'r RecordReport {
    let answer = reply(&[
        ("facts", "PASS", None),
        ("complete", "PASS", None),
        ("plain", "FAIL", Some(quote)),
    ]);
    run.record(judge, &answer, at).unwrap()
}

// §4 + §5 rule 1: in round 2 a criterion that passed in round 1 is failed again with quotes a
// reader sees (`Fast & private`, `Get started today`): both FAILs count, the criterion FAILs.
// The same FAIL with a quote that is nowhere is moved to optional.
#[test]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
fn rule_one_counts_a_fail_quoted_from_the_rendered_text() {
    let mut run = round_two(1_000);
    let a = fail_plain(&mut run, Judge::A, "Fast & private notes", 1_005);
    let plain = a.criterion("plain").unwrap();
    assert_eq!(plain.evidence.status, EvidenceStatus::FoundNormalized);
    assert_eq!(
        (plain.evidence.line, plain.evidence.column),
        (Some(3), Some(5))
    );
    assert_eq!(plain.effective, Verdict::Fail, "rule 1 counts it");
    assert!(a.blocked.is_empty());

    let b = fail_plain(&mut run, Judge::B, "Get started today, for free", 1_006);
    assert_eq!(b.criterion("plain").unwrap().effective, Verdict::Fail);
    let m = run.merge(1_007).unwrap();
    assert_eq!(m.result("plain"), Some(MergedResult::Fail));

    // The quote of a passage that is not there is still blocked.
    let mut run = round_two(2_000);
    let a = fail_plain(&mut run, Judge::A, "Fast & secure notes", 2_005);
    assert_eq!(a.criterion("plain").unwrap().effective, Verdict::Pass);
    assert_eq!(a.blocked.len(), 1);
}

#[cfg(not(target_arch = "wasm32"))]
mod property {
    use jury_core::review::evidence::check_quote;
    use proptest::prelude::*;

    /// A generated document and what a reader sees of it: each char of the rendered text (one
    /// space for every run of white space) with the source offset it comes from.
    #[derive(Debug, Default)]
    struct Doc {
        src: String,
        seen: Vec<(char, usize)>,
        space: bool,
    }

    impl Doc {
        /// Source a reader does not see.
        fn markup(&mut self, s: &str) {
            self.src.push_str(s);
        }
        /// White space, or markup a reader sees as a line break.
        fn gap(&mut self, s: &str) {
            self.src.push_str(s);
            self.space = true;
        }
        /// Source read as itself.
        fn text(&mut self, s: &str) {
            for c in s.chars() {
                if c == ' ' || c == '\n' {
                    self.gap(&c.to_string());
                } else {
                    let at = self.src.len();
                    self.seen_char(c, at);
                    self.src.push(c);
                }
            }
        }
        /// `source` (an escape, a reference) read as the one char `c`.
        fn decoded(&mut self, source: &str, c: char) {
            let at = self.src.len();
            self.seen_char(c, at);
            self.src.push_str(source);
        }
        fn seen_char(&mut self, c: char, at: usize) {
            if std::mem::take(&mut self.space) && !self.seen.is_empty() {
                self.seen.push((' ', usize::MAX));
            }
            self.seen.push((c, at));
        }
    }

    fn word() -> impl Strategy<Value = String> {
        "[a-z]{1,8}"
    }

    fn words() -> impl Strategy<Value = Vec<String>> {
        prop::collection::vec(word(), 1..4)
    }

    #[derive(Debug, Clone)]
    enum Md {
        Word(String),
        Code(Vec<String>),
        Escape(char),
        Auto(String),
        Wrap(&'static str, Vec<Md>),
        Link(Vec<Md>, u8),
        Image(Vec<String>, u8),
        Ref(Vec<Md>, u8),
    }

    /// What a link's text may hold: no autolink (links do not nest).
    fn md_text_leaf() -> BoxedStrategy<Md> {
        prop_oneof![
            4 => word().prop_map(Md::Word),
            1 => words().prop_map(Md::Code),
            1 => prop::sample::select(vec!['*', '_', '[', ']', '#', '`', '\\', '<', '!', '~'])
                .prop_map(Md::Escape),
        ]
        .boxed()
    }

    fn wrapped(inner: BoxedStrategy<Md>, delims: Vec<&'static str>) -> BoxedStrategy<Md> {
        prop_oneof![
            3 => inner.clone(),
            1 => (prop::sample::select(delims), prop::collection::vec(inner, 1..4))
                .prop_map(|(d, v)| Md::Wrap(d, v)),
        ]
        .boxed()
    }

    fn md_inline() -> BoxedStrategy<Md> {
        let all = vec!["*", "_", "**", "__", "~~", "~"];
        let text = wrapped(md_text_leaf(), all.clone());
        let leaf = prop_oneof![4 => md_text_leaf(), 1 => word().prop_map(Md::Auto)].boxed();
        // Outer markers of `*` or `_` only: `~~` around `~` would make `~~~`, a fence at a
        // line start.
        prop_oneof![
            4 => wrapped(wrapped(leaf, all), vec!["**", "__"]),
            1 => (prop::collection::vec(text.clone(), 1..4), any::<u8>())
                .prop_map(|(v, n)| Md::Link(v, n)),
            1 => (words(), any::<u8>()).prop_map(|(v, n)| Md::Image(v, n)),
            1 => (prop::collection::vec(text, 1..4), 0..4u8).prop_map(|(v, n)| Md::Ref(v, n)),
        ]
        .boxed()
    }

    fn md_items(doc: &mut Doc, items: &[Md], refs: &mut Vec<u8>) {
        for (k, item) in items.iter().enumerate() {
            if k > 0 {
                doc.gap(" ");
            }
            md_item(doc, item, refs);
        }
    }

    fn md_item(doc: &mut Doc, item: &Md, refs: &mut Vec<u8>) {
        match item {
            Md::Word(w) => doc.text(w),
            Md::Code(ws) => {
                doc.markup("`");
                doc.text(&ws.join("*"));
                doc.markup("`");
            }
            Md::Escape(c) => doc.decoded(&format!("\\{c}"), *c),
            Md::Auto(w) => {
                doc.markup("<");
                doc.text(&format!("https://x.test/{w}"));
                doc.markup(">");
            }
            Md::Wrap(d, v) => {
                doc.markup(d);
                md_items(doc, v, refs);
                doc.markup(d);
            }
            Md::Link(v, n) => {
                doc.markup("[");
                md_items(doc, v, refs);
                doc.markup(&format!("](/{n} \"{n}\")"));
            }
            Md::Image(v, n) => {
                doc.markup("![");
                doc.text(&v.join(" "));
                doc.markup(&format!("](/{n}.png)"));
            }
            Md::Ref(v, n) => {
                doc.markup("[");
                md_items(doc, v, refs);
                doc.markup(&format!("][R{n}]"));
                refs.push(*n);
            }
        }
    }

    #[derive(Debug, Clone)]
    enum Block {
        Paragraph,
        Heading(usize),
        Bullet(char),
        Number(u16),
        Quote,
    }

    fn block() -> impl Strategy<Value = Block> {
        prop_oneof![
            3 => Just(Block::Paragraph),
            1 => (1..=6usize).prop_map(Block::Heading),
            1 => prop::sample::select(vec!['-', '*', '+']).prop_map(Block::Bullet),
            1 => (0..1000u16).prop_map(Block::Number),
            1 => Just(Block::Quote),
        ]
    }

    fn markdown() -> impl Strategy<Value = (Vec<(Block, Vec<Md>)>, bool)> {
        (
            prop::collection::vec((block(), prop::collection::vec(md_inline(), 1..6)), 1..6),
            any::<bool>(),
        )
    }

    fn markdown_doc(blocks: &[(Block, Vec<Md>)], crlf: bool) -> Doc {
        let eol = if crlf { "\r\n" } else { "\n" };
        let mut doc = Doc::default();
        let mut refs = Vec::new();
        for (k, (block, items)) in blocks.iter().enumerate() {
            if k > 0 {
                doc.gap(eol);
                doc.gap(eol);
            }
            match block {
                Block::Paragraph => {}
                Block::Heading(level) => doc.markup(&format!("{} ", "#".repeat(*level))),
                Block::Bullet(c) => doc.markup(&format!("{c} ")),
                Block::Number(n) => doc.markup(&format!("{n}. ")),
                Block::Quote => doc.markup("> "),
            }
            md_items(&mut doc, items, &mut refs);
        }
        doc.gap(eol);
        for n in refs {
            doc.markup(&format!("{eol}[R{n}]: /{n}{eol}"));
        }
        doc
    }

    #[derive(Debug, Clone)]
    enum Html {
        Word(String),
        Entity(usize),
        Comment,
        Br,
        Wrap(usize, Vec<Html>),
    }

    /// Character references and what a reader sees; `' '` is white space.
    const ENTITIES: [(&str, char); 11] = [
        ("&amp;", '&'),
        ("&lt;", '<'),
        ("&gt;", '>'),
        ("&quot;", '"'),
        ("&copy;", '©'),
        ("&#169;", '©'),
        ("&#x41;", 'A'),
        ("&eacute;", 'é'),
        ("&rsquo;", '’'),
        ("&mdash;", '—'),
        ("&nbsp;", ' '),
    ];
    const INLINE: [(&str, &str); 6] = [
        ("<em>", "</em>"),
        ("<strong>", "</strong>"),
        ("<span class=\"c\">", "</span>"),
        ("<a href=\"/1?a=1&b=2\" title='x > y'>", "</a>"),
        ("<b>", "</b>"),
        ("<code>", "</code>"),
    ];
    const BLOCKS: [(&str, &str); 5] = [
        ("<p>", "</p>"),
        ("<div class=\"d\">", "</div>"),
        ("<h2>", "</h2>"),
        ("<ul><li>", "</li></ul>"),
        ("<blockquote>", "</blockquote>"),
    ];

    fn html_inline() -> impl Strategy<Value = Html> {
        let leaf = prop_oneof![
            5 => word().prop_map(Html::Word),
            2 => (0..ENTITIES.len()).prop_map(Html::Entity),
            1 => Just(Html::Comment),
            1 => Just(Html::Br),
        ];
        leaf.prop_recursive(2, 12, 4, |inner| {
            (0..INLINE.len(), prop::collection::vec(inner, 1..4))
                .prop_map(|(t, v)| Html::Wrap(t, v))
        })
    }

    fn html_items(doc: &mut Doc, items: &[Html], sep: &str) {
        for (k, item) in items.iter().enumerate() {
            if k > 0 {
                doc.gap(sep);
            }
            match item {
                Html::Word(w) => doc.text(w),
                Html::Entity(e) => match ENTITIES[*e] {
                    (source, ' ') => doc.gap(source),
                    (source, c) => doc.decoded(source, c),
                },
                Html::Comment => doc.markup("<!-- NOTE 1 -->"),
                Html::Br => doc.gap("<br>"),
                Html::Wrap(t, v) => {
                    doc.markup(INLINE[*t].0);
                    html_items(doc, v, sep);
                    doc.markup(INLINE[*t].1);
                }
            }
        }
    }

    /// Blocks, a whole page (doctype, head, script) or a fragment, CRLF, blocks with no white
    /// space between them (`</p><p>`: only the tags keep their words apart).
    type Page = (Vec<(usize, Vec<Html>)>, bool, bool, bool);

    fn html() -> impl Strategy<Value = Page> {
        (
            prop::collection::vec(
                (0..BLOCKS.len(), prop::collection::vec(html_inline(), 1..6)),
                1..6,
            ),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
        )
    }

    fn html_doc((blocks, whole, crlf, tight): &Page) -> Doc {
        let eol = match (tight, crlf) {
            (true, _) => "",
            (false, true) => "\r\n",
            (false, false) => "\n",
        };
        let mut doc = Doc::default();
        if *whole {
            doc.markup("<!DOCTYPE html>");
            doc.gap(eol);
            doc.markup("<html><head><title>PAGE 1</title><style>P { X: 1 }</style></head>");
            doc.gap("<body>");
        }
        for (b, items) in blocks {
            doc.gap(BLOCKS[*b].0);
            html_items(&mut doc, items, if *crlf { "\r\n" } else { " " });
            doc.gap(BLOCKS[*b].1);
            doc.gap(eol);
        }
        if *whole {
            doc.markup("<script>VAR X = '1';</script>");
            doc.gap("</body></html>");
        }
        doc
    }

    /// Byte offset of a 1-based line and column (in chars).
    fn offset(src: &str, line: usize, column: usize) -> usize {
        let start: usize = src.split_inclusive('\n').take(line - 1).map(str::len).sum();
        start
            + src[start..]
                .chars()
                .take(column - 1)
                .map(char::len_utf8)
                .sum::<usize>()
    }

    /// The quote `seen[from..from + len]` (trimmed) is found, at the first char of the source
    /// passage of one of its occurrences in the rendered text, and the reported span covers
    /// that passage through its last char; or, since §4 looks for the quote verbatim first, at
    /// a place where the source itself reads as the quote, as it is or normalized (a comment's
    /// closing `>` before the words of a quote that begins with `&gt;`).
    fn check(doc: &Doc, from: usize, len: usize) -> Result<(), TestCaseError> {
        let seen: String = doc.seen.iter().map(|(c, _)| c).collect();
        let chars: Vec<char> = seen.chars().collect();
        let from = from % chars.len().max(1);
        let slice: String = chars[from..(from + len).min(chars.len())].iter().collect();
        let quote = slice.trim();
        if quote.chars().count() < 12 {
            return Ok(());
        }
        let e = check_quote(&doc.src, Some(quote));
        prop_assert!(
            e.status.is_evidence(),
            "{:?} for {quote:?} in {:?}",
            e,
            doc.src
        );
        let start = offset(&doc.src, e.line.unwrap(), e.column.unwrap());
        let end = start
            + doc.src[start..]
                .chars()
                .take(e.length.unwrap())
                .map(char::len_utf8)
                .sum::<usize>();
        let qlen = quote.chars().count();
        // §4's first two searches: the source itself reads as the quote, as it is or normalized.
        let source = &doc.src[start..end];
        let verbatim = source == quote || {
            use jury_core::review::evidence::normalize;
            normalize(source) == normalize(quote)
        };
        let matches = verbatim
            || (0..=chars.len() - qlen).any(|k| {
                chars[k..k + qlen].iter().copied().eq(quote.chars())
                    && doc.seen[k].1 == start
                    && doc.seen[k + qlen - 1].1 < end
            });
        prop_assert!(
            matches,
            "{quote:?} reported at {start}..{end} ({:?}) in {:?}",
            &doc.src[start..end],
            doc.src
        );
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        // review-loop.md §4: a quote of any rendered span of a Markdown document is found,
        // placed in the source passage it came from.
        #[test]
        fn markdown_quotes_are_found((blocks, crlf) in markdown(), from in 0..400usize, len in 12..60usize) {
            check(&markdown_doc(&blocks, crlf), from, len)?;
        }

        // §4: the same for HTML, with tags, comments, head, style, script and references.
        #[test]
        fn html_quotes_are_found(page in html(), from in 0..400usize, len in 12..60usize) {
            check(&html_doc(&page), from, len)?;
        }
    }
}
