//! The generated CSS against what Tailwind v3 (the CDN) gives the same classes.

use super::*;

/// The declarations of the first rule whose selector is exactly `selector` inside `scope`
/// (an at-rule's text, or "" for the top level), whitespace collapsed.
fn rule(css: &str, scope: &str, selector: &str) -> String {
    let body = if scope.is_empty() {
        css.to_string()
    } else {
        let at = css
            .find(&format!("{scope} {{"))
            .unwrap_or_else(|| panic!("no {scope} in\n{css}"));
        css[at + scope.len() + 2..].to_string()
    };
    let open = format!("{selector} {{");
    let at = body
        .find(&open)
        .unwrap_or_else(|| panic!("no rule {selector} in {scope:?}:\n{css}"));
    let rest = &body[at + open.len()..];
    let end = rest.find('}').expect("a closed rule");
    rest[..end].split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Asserts each case: (scope, selector, its declarations), as [`rule`] reads them.
fn assert_rules(css: &str, cases: &[(&str, &str, &str)]) {
    for &(scope, selector, declarations) in cases {
        assert_eq!(
            rule(css, scope, selector),
            declarations,
            "{scope} {selector}"
        );
    }
}

const DESIGN: &str = r#"<!doctype html><html><head><script src="https://cdn.tailwindcss.com"></script></head>
<body><main class="flex grid-cols-3 md:grid-cols-2 text-3xl font-bold">
<a class="bg-blue-600 hover:bg-blue-700 px-4 py-2 rounded-lg text-white shadow rounded ring">Go</a>
<p>flex grid text words are not classes</p></main></body></html>"#;

#[test]
fn the_issues_classes_give_tailwind_v3s_declarations() {
    let out = css_for(DESIGN);
    let css = &out.css;
    assert_eq!(out.notes, vec![]);
    assert_rules(
        css,
        &[
            ("", ".flex", "display: flex;"),
            (
                "",
                ".grid-cols-3",
                "grid-template-columns: repeat(3, minmax(0, 1fr));",
            ),
            (
                "",
                ".text-3xl",
                "font-size: 1.875rem; line-height: 2.25rem;",
            ),
            ("", ".font-bold", "font-weight: 700;"),
            // v3's blue-600 is rgb(37 99 235); v4's (encre-css's own) is an oklch blue.
            ("", ".bg-blue-600", "background-color: #2563eb;"),
            // v3 writes padding-left and padding-right; the logical property is the same in a
            // left-to-right design.
            ("", ".px-4", "padding-inline: 1rem;"),
            ("", ".py-2", "padding-block: 0.5rem;"),
            ("", ".rounded-lg", "border-radius: 0.5rem;"),
            ("", ".rounded", "border-radius: 0.25rem;"),
            (
                "@media (width >= 48rem)",
                ".md\\:grid-cols-2",
                "grid-template-columns: repeat(2, minmax(0, 1fr));",
            ),
            (
                "",
                ".hover\\:bg-blue-700:hover",
                "background-color: #1d4ed8;",
            ),
        ],
    );
    assert!(rule(css, "", ".shadow").contains(
        "0 1px 3px 0 var(--en-shadow-color, rgb(0 0 0 / 0.1)),0 1px 2px -1px var(--en-shadow-color, rgb(0 0 0 / 0.1))"
    ));
    assert!(
        rule(css, "", ".ring").contains("calc(3px + var(--en-ring-offset-width))"),
        "v3's ring is 3px"
    );
    assert!(
        !css.contains(".grid {"),
        "words in the text are not classes"
    );
}

#[test]
fn v3s_preflight_comes_first_with_v3s_border_colour_and_font_stack() {
    let css = css_for(DESIGN).css;
    assert!(css.starts_with("/* Tailwind v3"));
    assert!(css.find("border-color: #e5e7eb").unwrap() < css.find(".flex {").unwrap());
    assert!(css.contains("font-family: ui-sans-serif, system-ui, sans-serif,"));
    assert!(!css.contains("__SANS__") && !css.contains("__MONO__"));
}

#[test]
fn dark_focus_lg_and_arbitrary_values_are_generated() {
    let css = css_for(r#"<div class="dark:bg-gray-900 focus:ring-2 lg:text-5xl w-[72px] bg-[#1da1f2] text-gray-500/50"></div>"#).css;
    assert_eq!(
        rule(
            &css,
            "@media (prefers-color-scheme: dark)",
            ".dark\\:bg-gray-900"
        ),
        "background-color: #111827;"
    );
    assert!(
        rule(&css, "", ".focus\\:ring-2:focus").contains("calc(2px + var(--en-ring-offset-width))")
    );
    assert_rules(
        &css,
        &[
            (
                "@media (width >= 64rem)",
                ".lg\\:text-5xl",
                "font-size: 3rem; line-height: 1;",
            ),
            ("", ".w-\\[72px\\]", "width: 72px;"),
            ("", ".bg-\\[\\#1da1f2\\]", "background-color: #1da1f2;"),
            (
                "",
                ".text-gray-500\\/50",
                "color: color-mix(in oklab, #6b7280 50%, transparent);",
            ),
        ],
    );
}

const CONFIGURED: &str = r#"<html><head><script src="https://cdn.tailwindcss.com"></script>
<script>
  tailwind.config = {
    darkMode: 'class',
    theme: {
      extend: {
        colors: { brand: { 500: '#ff5a1f', DEFAULT: '#c2410c' }, ink: 'rgb(10 10 10 / <alpha-value>)' },
        fontFamily: { display: ['"Playfair Display"', 'Georgia', 'serif'], sans: ['Inter', 'sans-serif'] },
        spacing: { '18': '4.5rem' },
        fontSize: { hero: ['4rem', { lineHeight: '1.05', letterSpacing: '-0.02em' }] },
        borderRadius: { '4xl': '2rem' },
        animation: { wiggle: 'wiggle 1s' },
      },
    },
    plugins: [],
  }
</script></head>
<body class="font-sans"><h1 class="font-display text-hero md:mt-18 -mt-18 bg-brand-500 hover:bg-brand text-ink rounded-4xl dark:bg-brand">x</h1></body></html>"#;

#[test]
fn the_inline_configs_theme_extension_is_applied() {
    let out = css_for(CONFIGURED);
    let css = &out.css;
    assert_eq!(
        out.notes,
        vec![Note::NotApplied {
            key: "theme.extend.animation".into()
        }]
    );
    assert_rules(
        css,
        &[
            ("", ".bg-brand-500", "background-color: #ff5a1f;"),
            ("", ".hover\\:bg-brand:hover", "background-color: #c2410c;"),
            ("", ".text-ink", "color: rgb(10 10 10 / 1);"),
            (
                "",
                ".font-display",
                "font-family: \"Playfair Display\", Georgia, serif;",
            ),
            ("", ".font-sans", "font-family: Inter, sans-serif;"),
        ],
    );
    assert!(
        css.contains("font-family: Inter, sans-serif; "),
        "preflight's html font is the config's sans"
    );
    assert_rules(
        css,
        &[
            (
                "@media (width >= 48rem)",
                ".md\\:mt-18",
                "margin-top: 4.5rem;",
            ),
            ("", ".-mt-18", "margin-top: -4.5rem;"),
        ],
    );
    let negative = css_for("<p class='-mt-[4rem]'>").css;
    assert_eq!(rule(&negative, "", ".-mt-\\[4rem\\]"), "margin-top: -4rem;");
    assert!(css.contains(".text-hero {\n  font-size: 4rem;"));
    assert!(css.contains(".text-hero {\n  line-height: 1.05;"));
    assert!(css.contains(".text-hero {\n  letter-spacing: -0.02em;"));
    assert_rules(
        css,
        &[
            ("", ".rounded-4xl", "border-radius: 2rem;"),
            ("", ".dark .dark\\:bg-brand", "background-color: #c2410c;"),
        ],
    );
}

#[test]
fn a_config_that_needs_running_is_told_with_its_design_line_and_the_defaults_still_apply() {
    let html = "<script src=https://cdn.tailwindcss.com></script>\n<script>\ntailwind.config = {\n  theme: { colors: require('tailwindcss/colors') }\n}</script><b class='bg-blue-600'>x</b>";
    let out = css_for(html);
    match out.notes.as_slice() {
        [Note::ConfigUnreadable {
            line: 4,
            column: 20,
            why,
        }] => {
            assert!(why.contains("`require`"), "{why}")
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        rule(&out.css, "", ".bg-blue-600"),
        "background-color: #2563eb;"
    );
}

#[test]
fn plugins_options_and_tailwind_style_blocks_are_told() {
    let out = css_for(
        "<script>tailwind.config = { important: true, plugins: [tailwind.forms] }</script>",
    );
    assert!(
        matches!(out.notes.as_slice(), [Note::ConfigUnreadable { .. }]),
        "{:?}",
        out.notes
    );
    let out = css_for("<script>tailwind.config = { important: true, prefix: 'tw-', content: [] }</script><style type=\"text/tailwindcss\">.b { @apply p-4; }</style>");
    assert_eq!(
        out.notes,
        vec![
            Note::NotApplied {
                key: "important".into()
            },
            Note::NotApplied {
                key: "prefix".into()
            },
            Note::TailwindStyles
        ]
    );
}

#[test]
fn nothing_generated_loads_from_away() {
    let css = css_for(r#"<div class="bg-[url(https://example.com/a.png)] bg-[url(data:image/png;base64,AA)] flex"></div>"#).css;
    assert!(!css.contains("example.com"));
    assert!(css.contains("data:image/png"));
    let lower = css.to_ascii_lowercase();
    for (at, _) in lower.match_indices("url(") {
        assert!(lower[at + 4..]
            .trim_start_matches(['"', '\''])
            .starts_with("data:"));
    }
}

#[test]
fn v3_names_that_v4_renamed_still_apply() {
    let css = css_for(r#"<input class="flex-grow flex-shrink-0 outline-none md:overflow-ellipsis placeholder-gray-400 focus:outline-none">"#).css;
    assert_rules(
        &css,
        &[
            ("", ".flex-grow", "flex-grow: 1;"),
            ("", ".flex-shrink-0", "flex-shrink: 0;"),
        ],
    );
    assert!(
        css.contains(".outline-none {\n  outline: 2px solid transparent;"),
        "{css}"
    );
    assert!(
        css.contains(".focus\\:outline-none:focus {\n  outline-offset: 2px;"),
        "{css}"
    );
    assert_eq!(
        rule(&css, "@media (width >= 48rem)", ".md\\:overflow-ellipsis"),
        "text-overflow: ellipsis;"
    );
    assert!(
        rule(&css, "", ".placeholder-gray-400::placeholder").contains("color: #9ca3af;"),
        "{css}"
    );
}

/// Issue 27 item 18: v3's colour-opacity utilities, as Tailwind v3.4.17 writes them
/// (`withAlphaVariable`: the colour class sets the variable to 1 and reads it with a fallback
/// of 1; the opacity class sets it, after the colours).
#[test]
fn the_opacity_utilities_give_tailwind_v3s_declarations() {
    let out = css_for(
        r#"<div class="bg-black bg-opacity-50 hover:bg-opacity-75 text-red-500 text-opacity-[.35]
        border-t-blue-500 border-opacity-20 divide-y divide-gray-200 divide-opacity-10
        placeholder-gray-400 placeholder-opacity-100 ring ring-blue-500 ring-opacity-5
        bg-transparent bg-[#123456]"></div>"#,
    );
    let css = &out.css;
    // Every rule of `selector` at the top level, their declarations sorted (a shortcut makes
    // one rule per declaration, in no set order; each sets its own property).
    let declarations = |text: &str| {
        let mut all: Vec<String> = text
            .split(';')
            .map(str::trim)
            .filter(|d| !d.is_empty())
            .map(str::to_string)
            .collect();
        all.sort();
        all
    };
    let rule = |selector: &str| {
        let open = format!("\n{selector} {{");
        let found: Vec<String> = css
            .match_indices(&open)
            .map(|(at, _)| {
                let rest = &css[at + open.len()..];
                rest[..rest.find('}').unwrap()]
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert!(!found.is_empty(), "no rule {selector} in\n{css}");
        declarations(&found.join(" "))
    };
    assert_eq!(
        rule(".bg-black"),
        declarations("--tw-bg-opacity: 1; background-color: rgb(0 0 0 / var(--tw-bg-opacity, 1));")
    );
    assert_eq!(
        rule(".bg-opacity-50"),
        declarations("--tw-bg-opacity: 0.5;")
    );
    assert_eq!(
        rule(".hover\\:bg-opacity-75:hover"),
        declarations("--tw-bg-opacity: 0.75;")
    );
    assert_eq!(
        rule(".text-red-500"),
        declarations("--tw-text-opacity: 1; color: rgb(239 68 68 / var(--tw-text-opacity, 1));")
    );
    assert_eq!(
        rule(".text-opacity-\\[\\.35\\]"),
        declarations("--tw-text-opacity: .35;")
    );
    assert_eq!(
        rule(".border-t-blue-500"),
        declarations("--tw-border-opacity: 1; border-top-color: rgb(59 130 246 / var(--tw-border-opacity, 1));")
    );
    assert_eq!(
        rule(".border-opacity-20"),
        declarations("--tw-border-opacity: 0.2;")
    );
    assert_eq!(
        rule(".divide-gray-200>:not([hidden])~:not([hidden])"),
        declarations(
            "--tw-divide-opacity: 1; border-color: rgb(229 231 235 / var(--tw-divide-opacity, 1));"
        )
    );
    assert_eq!(
        rule(".divide-opacity-10>:not([hidden])~:not([hidden])"),
        declarations("--tw-divide-opacity: 0.1;")
    );
    assert_eq!(
        rule(".placeholder-gray-400::placeholder"),
        declarations("--tw-placeholder-opacity: 1; color: rgb(156 163 175 / var(--tw-placeholder-opacity, 1));")
    );
    assert_eq!(
        rule(".placeholder-opacity-100::placeholder"),
        declarations("--tw-placeholder-opacity: 1;")
    );
    assert_eq!(
        rule(".ring-blue-500"),
        declarations(
            "--tw-ring-opacity: 1; --en-ring-color: rgb(59 130 246 / var(--tw-ring-opacity, 1));"
        )
    );
    assert_eq!(
        rule(".ring-opacity-5"),
        declarations("--tw-ring-opacity: 0.05;")
    );
    // v3 leaves a colour that is not opaque RGB as it is.
    assert_eq!(
        rule(".bg-transparent"),
        declarations("background-color: transparent;")
    );
    assert_eq!(
        rule(".bg-\\[\\#123456\\]"),
        declarations(
            "--tw-bg-opacity: 1; background-color: rgb(18 52 86 / var(--tw-bg-opacity, 1));"
        )
    );
    // The opacity comes after the colour it scales, whatever the class order.
    assert!(css.find(".bg-opacity-50 {").unwrap() > css.find(".bg-black {").unwrap());
    // A design without the opacity utilities keeps v4's plain colour.
    assert_eq!(
        super::tests::rule(&css_for(r#"<p class="bg-black">"#).css, "", ".bg-black"),
        "background-color: #000;"
    );
}
