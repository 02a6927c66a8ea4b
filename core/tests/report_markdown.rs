//! review-loop.md §12: text that did not come from the app is literal in the Markdown report.
//! Property: any text, escaped by `md_inline` and put where the report puts outside text (a
//! heading, a list item's start, a table cell), renders through a CommonMark renderer
//! (pulldown-cmark, with GitHub's tables and strikethrough) as exactly that text, its white
//! space collapsed: no link, image, HTML, emphasis, code or structure of its own.
#![cfg(not(target_arch = "wasm32"))]

use jury_core::review::history::RunConfig;
use jury_core::review::judge::{Judge, Verdict};
use jury_core::review::report::{markdown, md_inline};
use jury_core::review::run::Run;
use proptest::prelude::*;
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH | Options::ENABLE_TASKLISTS
}

/// The text a document renders to, or the first event that is not plain text or one of the
/// `allowed` containers.
fn rendered_text(doc: &str, allowed: fn(&Tag) -> bool) -> Result<String, String> {
    let mut text = String::new();
    for event in Parser::new_ext(doc, options()) {
        match event {
            Event::Text(t) => text.push_str(&t),
            Event::Start(tag) if allowed(&tag) => {}
            Event::End(
                TagEnd::Paragraph
                | TagEnd::Heading(_)
                | TagEnd::List(_)
                | TagEnd::Item
                | TagEnd::Table
                | TagEnd::TableHead
                | TagEnd::TableRow
                | TagEnd::TableCell,
            ) => {}
            other => return Err(format!("{other:?}")),
        }
    }
    Ok(text)
}

fn containers(tag: &Tag) -> bool {
    matches!(
        tag,
        Tag::Paragraph
            | Tag::Heading { .. }
            | Tag::List(None)
            | Tag::Item
            | Tag::Table(_)
            | Tag::TableHead
            | Tag::TableRow
            | Tag::TableCell
    )
}

fn collapsed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Text rich in what Markdown and HTML give meaning to, plus letters, digits, spaces, line
/// breaks and non-ASCII.
fn outside_text() -> impl Strategy<Value = String> {
    let pieces = prop_oneof![
        Just("!["),
        Just("]("),
        Just("["),
        Just("]"),
        Just("("),
        Just(")"),
        Just("!"),
        Just("*"),
        Just("**"),
        Just("_"),
        Just("__"),
        Just("`"),
        Just("```"),
        Just("#"),
        Just("<"),
        Just(">"),
        Just("</"),
        Just("|"),
        Just("-"),
        Just("+"),
        Just("~~"),
        Just("&"),
        Just("&amp;"),
        Just("&#60;"),
        Just("\\"),
        Just("1."),
        Just("2)"),
        Just("http://e.org/x.png"),
        Just("javascript:alert(1)"),
        Just("www.e.org"),
        Just("me@e.org"),
        Just(":"),
        Just("="),
        Just("---"),
        Just("<img src=x>"),
        Just("<script>"),
        Just("[^1]"),
        Just("[a]: /u"),
        Just(" "),
        Just("  "),
        Just("\n"),
        Just("\t"),
        Just("word"),
        Just("é"),
        Just("日本"),
        Just("0"),
        Just("."),
    ];
    prop::collection::vec(
        prop_oneof![pieces.prop_map(String::from), "[ -~]{0,4}"],
        0..24,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn outside_text_renders_as_itself(text in outside_text()) {
        let escaped = md_inline(&text);
        let want = collapsed(&text);
        for (doc, prefix, suffix) in [
            (format!("# Verdict: {escaped}\n"), "Verdict:", ""),
            (format!("- {escaped}\n"), "", ""),
            (format!("- Judge A: {escaped}\n"), "Judge A:", ""),
            (format!("| a | b |\n|---|---|\n| {escaped} | x |\n"), "ab", "x"),
            (format!("{escaped}\n"), "", ""),
        ] {
            let got = rendered_text(&doc, containers);
            prop_assert!(got.is_ok(), "{:?}: {:?}", doc, got);
            let got = collapsed(&got.unwrap_or_default());
            let got = got.strip_prefix(prefix).unwrap_or(&got);
            let got = got.strip_suffix(suffix).unwrap_or(got);
            prop_assert_eq!(got.trim(), want.as_str(), "{:?}", doc);
        }
    }
}

/// The whole report, every slot of outside text filled with links, images and HTML: rendered,
/// it holds no link, image, HTML or emphasis at all.
#[test]
fn a_hostile_run_gives_a_report_without_markup() {
    let evil = "![i](http://t.example/p.png) [l](javascript:alert(1)) <img src=x> **b** _i_";
    let rubric = "- facts: every fact is right\n- complete: nothing is missing\n- plain: each line is plain\n";
    let mut config = RunConfig::new(format!("run {evil}"), rubric, "Requires Node 20 or newer.");
    config.artifact_name = format!("a`b {evil}.md");
    config.models.a = Some(format!("model {evil}"));
    let mut run = Run::create(config, 1).unwrap();
    let reason = evil.replace('"', "'");
    run.record(Judge::A, &format!(r#"{{"criteria":[{{"id":"facts","verdict":"PASS","reason":"{reason}"}},{{"id":"complete","verdict":"PASS"}},{{"id":"plain","verdict":"PASS"}}],"optional":["- {reason}"]}}"#), 2).unwrap();
    run.merge(3).unwrap();
    run.record(Judge::B, &format!(r#"{{"criteria":[{{"id":"facts","verdict":"PASS"}},{{"id":"complete","verdict":"PASS"}},{{"id":"plain","verdict":"FAIL","reason":"{reason}","quote":"{reason} not there"}}]}}"#), 4).unwrap();
    run.merge(5).unwrap();
    run.settle("plain", Verdict::Pass, &format!("note {evil}"), 6)
        .unwrap();
    let md = markdown(&run.verdict().unwrap());
    for event in Parser::new_ext(&md, options()) {
        match event {
            Event::Start(Tag::Link { .. } | Tag::Image { .. } | Tag::Emphasis | Tag::HtmlBlock)
            | Event::Html(_)
            | Event::InlineHtml(_) => panic!("{event:?} in\n{md}"),
            Event::Start(Tag::Strong)
            | Event::Code(_)
            | Event::Text(_)
            | Event::Start(_)
            | Event::End(_) => {}
            _ => {}
        }
    }
    assert!(
        md.contains("settled by you as PASS; judge B had failed it"),
        "{md}"
    );
}
