//! Properties of the design cleaning rules (design-jury.md §11) and of the rendered-design
//! quote search: no remote URL passes however it is spelled, and a found quote's mark covers
//! text that reads as the quote.

use jury_core::design::markup::{attribute, element, AttributeRule, ElementRule, Namespace};
use jury_core::design::{css, url};
use jury_core::review::evidence::normalize;
use jury_core::review::evidence::rendered::{find, Piece, RenderedQuote};
use proptest::prelude::*;

/// A URL that is a request: another origin, a scheme-relative one, or a path of the app's.
fn remote() -> impl Strategy<Value = String> {
    prop_oneof![
        "https?://[a-z]{1,8}\\.[a-z]{2,3}/[a-z0-9./#?=]{0,12}",
        "//[a-z]{1,8}\\.[a-z]{2,3}/[a-z0-9.]{0,8}",
        "\\./[a-z0-9]{1,8}\\.(png|css|woff2)",
        "[a-z]{1,8}\\.(png|svg|woff2)",
    ]
}

/// "url" spelled the way CSS allows: any case, any letter as a hex escape.
fn url_word() -> impl Strategy<Value = String> {
    proptest::collection::vec((any::<bool>(), any::<bool>(), 0usize..3), 3).prop_map(|spec| {
        "url"
            .chars()
            .zip(spec)
            .map(|(c, (upper, escaped, pad))| {
                if escaped {
                    format!(
                        "\\{}{:x}{}",
                        "0".repeat(pad),
                        c as u32,
                        if pad == 1 { " " } else { "" }
                    )
                } else if upper {
                    c.to_ascii_uppercase().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect()
    })
}

proptest! {
    #[test]
    fn no_remote_url_passes_a_css_value(
        before in "[a-z0-9 ,.#%-]{0,16}",
        after in "[a-z0-9 ,.#%()-]{0,16}",
        word in url_word(),
        target in remote(),
        quote in prop_oneof![Just(""), Just("\""), Just("'")],
        property in prop_oneof![Just("background-image"), Just("--x"), Just("cursor"), Just("src"), Just("")],
    ) {
        let value = format!("{before} {word}({quote}{target}{quote}){after}");
        prop_assert!(!css::value_is_safe(property, &value), "{property}: {value}");
    }

    #[test]
    fn no_remote_url_passes_an_attribute(
        word in url_word(),
        target in remote(),
        name in prop_oneof![Just("fill"), Just("filter"), Just("mask"), Just("clip-path"),
            Just("marker-end"), Just("cursor"), Just("values"), Just("to"), Just("from"), Just("class")],
        tag in prop_oneof![Just("rect"), Just("animate"), Just("set"), Just("path")],
    ) {
        let value = format!("{word}({target})");
        prop_assert_eq!(attribute(Namespace::Svg, tag, name, &value), AttributeRule::Drop);
        for name in ["src", "href", "xlink:href", "poster", "background"] {
            prop_assert_eq!(attribute(Namespace::Html, "img", name, &target), AttributeRule::Drop);
            prop_assert_eq!(attribute(Namespace::Svg, "image", name, &target), AttributeRule::Drop);
        }
    }

    #[test]
    fn an_image_function_loads_no_string(target in remote(), extra in "[a-z0-9 ]{0,8}") {
        for f in ["image-set", "-webkit-image-set", "image"] {
            let value = format!("{f}(\"{target}\" 1x{extra})");
            prop_assert!(!css::value_is_safe("background-image", &value), "{value}");
        }
    }

    #[test]
    fn elements_that_run_or_load_are_dropped_in_any_case(
        tag in prop_oneof![Just("script"), Just("iframe"), Just("object"), Just("embed"),
            Just("link"), Just("base"), Just("meta"), Just("frame")],
        upper in proptest::collection::vec(any::<bool>(), 6),
    ) {
        let spelled: String = tag
            .chars()
            .zip(upper.iter().cycle())
            .map(|(c, &u)| if u { c.to_ascii_uppercase() } else { c })
            .collect();
        prop_assert_eq!(element(Namespace::Html, &spelled), ElementRule::Drop);
        prop_assert_eq!(element(Namespace::Svg, &spelled), ElementRule::Drop);
    }

    #[test]
    fn only_data_and_fragments_are_local(s in "\\PC{0,24}") {
        let t: String = s.trim_matches(|c: char| c <= ' ').chars().filter(|c| !matches!(c, '\t' | '\n' | '\r')).collect();
        let expected = t.starts_with('#') || t.get(..5).is_some_and(|p| p.eq_ignore_ascii_case("data:"));
        prop_assert_eq!(url::is_local(&s), expected);
    }

    #[test]
    fn a_shown_mark_covers_text_that_reads_as_the_quote(
        words in proptest::collection::vec("[A-Za-z]{1,7}", 4..20),
        cuts in proptest::collection::vec(any::<bool>(), 20),
        hidden in proptest::collection::vec(any::<bool>(), 20),
        from in 0usize..4,
        len in 3usize..8,
    ) {
        let text = words.join(" ");
        // The text cut into pieces at word starts; some extra pieces hidden in between.
        let mut pieces: Vec<(String, bool)> = Vec::new();
        for (i, w) in words.iter().enumerate() {
            let sep = if i == 0 { "" } else { " " };
            if i == 0 || cuts[i % cuts.len()] || !pieces.last().is_some_and(|p| p.1) {
                pieces.push((format!("{sep}{w}"), true));
            } else {
                pieces.last_mut().unwrap().0.push_str(&format!("{sep}{w}"));
            }
            if hidden[i % hidden.len()] {
                pieces.push(("HIDDEN".into(), false));
            }
        }
        let end = (from + len).min(words.len());
        let quote = words[from.min(end)..end].join(" ");
        let found = find(&quote, &pieces.iter().map(|(t, v)| Piece { text: t, visible: *v }).collect::<Vec<_>>());
        if quote.chars().count() < 12 {
            prop_assert_eq!(found, RenderedQuote::TooShort);
        } else {
            let RenderedQuote::Shown { from, to } = found else {
                return Err(TestCaseError::fail(format!("{quote:?} not shown in {text:?}")));
            };
            // The marked text: from `from` to `to`, visible pieces only.
            let mut marked = String::new();
            for (i, (t, v)) in pieces.iter().enumerate().take(to.piece + 1).skip(from.piece) {
                if !v { continue; }
                let units: Vec<u16> = t.encode_utf16().collect();
                let a = if i == from.piece { from.utf16 as usize } else { 0 };
                let b = if i == to.piece { to.utf16 as usize } else { units.len() };
                marked.push_str(&String::from_utf16(&units[a..b]).unwrap());
            }
            prop_assert_eq!(normalize(&marked), normalize(&quote));
        }
    }
}
