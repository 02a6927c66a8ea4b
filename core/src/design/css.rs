//! css: which CSS of a design survives cleaning (design-jury.md §11): the kinds of rule, the
//! properties, and the values. The browser parses the CSS (the web hands over what CSSOM
//! gives: each rule's kind, each declaration's property and serialized value); this module
//! only decides, so a declaration or rule not allowed here is removed before the frame uses
//! the sheet.
//!
//! Owns: the rules kept ([`rule_is_refused`]), a `<style>`'s `media` kept
//! ([`style_element_sheet`]), the property allowlist ([`property_is_kept`]), and the value check ([`value_is_safe`]): no `url()` but `data:` and `#fragment`, no `src()`,
//! no string an image function would load (`image-set("…")`, `image("…")`), no `var()` or
//! `attr()` inside such a function (a custom property could feed it a URL), `attr()` only in
//! `content`, CSS escapes read as the CSS parser reads them (`u\72l(` is `url(`). Custom
//! properties (`--x`) are kept when their value passes the same check, since any of them may be
//! substituted anywhere.
//!
//! A string is a URL only inside a function that takes one (`image-set()`, `image()`, `src()`),
//! so that is where a `var()` is refused, whatever the custom property it names: defined in
//! the same rule, in another, inherited, or an `@property`'s initial value, the rule never
//! needs to see the definition. A custom property holding a string is kept (font stacks,
//! `content` text): substituted anywhere else, a string is text; one literal string in such a
//! function is refused the same way, so dropping string properties would close nothing more.
//! A shorthand holding a `var()` gives its longhands no value in CSSOM (they wait for the
//! substitution), so a declaration block is also checked as the browser serializes it
//! ([`refused_in_block`]). Also caps what makes painting cost seconds a frame: blur radii and the
//! number of filters and shadows (paint cost grows with them, and an animation repaints every
//! frame).

use super::url;

/// The CSSOM rule kinds (their interface names) a design's sheets keep. `@import`
/// (constructed sheets ignore it, and it would be a request), `@namespace` and any kind not
/// listed are removed.
const RULES: &[&str] = &[
    "CSSStyleRule",
    "CSSMediaRule",
    "CSSSupportsRule",
    "CSSKeyframesRule",
    "CSSKeyframeRule",
    "CSSFontFaceRule",
    "CSSLayerBlockRule",
    "CSSLayerStatementRule",
    "CSSContainerRule",
    "CSSPropertyRule",
    "CSSPageRule",
    "CSSMarginRule",
    "CSSScopeRule",
    "CSSStartingStyleRule",
    "CSSNestedDeclarations",
    "CSSCounterStyleRule",
    "CSSFontFeatureValuesRule",
    "CSSFontPaletteValuesRule",
];

/// Whether a rule of CSSOM kind `kind` (its interface name) is kept.
fn rule_is_kept(kind: &str) -> bool {
    RULES.contains(&kind)
}

/// Properties (and `@font-face` / `@page` descriptors) a design keeps, as CSSOM names them.
const PROPERTIES: &[&str] = &[
    "accent-color",
    "align-content",
    "align-items",
    "align-self",
    "alignment-baseline",
    "all",
    "anchor-name",
    "animation",
    "animation-composition",
    "animation-delay",
    "animation-direction",
    "animation-duration",
    "animation-fill-mode",
    "animation-iteration-count",
    "animation-name",
    "animation-play-state",
    "animation-range",
    "animation-range-end",
    "animation-range-start",
    "animation-timeline",
    "animation-timing-function",
    "appearance",
    "aspect-ratio",
    "backface-visibility",
    "background",
    "background-attachment",
    "background-blend-mode",
    "background-clip",
    "background-color",
    "background-image",
    "background-origin",
    "background-position",
    "background-position-x",
    "background-position-y",
    "background-repeat",
    "background-size",
    "baseline-shift",
    "block-size",
    "border",
    "border-block",
    "border-block-color",
    "border-block-end",
    "border-block-end-color",
    "border-block-end-style",
    "border-block-end-width",
    "border-block-start",
    "border-block-start-color",
    "border-block-start-style",
    "border-block-start-width",
    "border-block-style",
    "border-block-width",
    "border-bottom",
    "border-bottom-color",
    "border-bottom-left-radius",
    "border-bottom-right-radius",
    "border-bottom-style",
    "border-bottom-width",
    "border-collapse",
    "border-color",
    "border-end-end-radius",
    "border-end-start-radius",
    "border-image",
    "border-image-outset",
    "border-image-repeat",
    "border-image-slice",
    "border-image-source",
    "border-image-width",
    "border-inline",
    "border-inline-color",
    "border-inline-end",
    "border-inline-end-color",
    "border-inline-end-style",
    "border-inline-end-width",
    "border-inline-start",
    "border-inline-start-color",
    "border-inline-start-style",
    "border-inline-start-width",
    "border-inline-style",
    "border-inline-width",
    "border-left",
    "border-left-color",
    "border-left-style",
    "border-left-width",
    "border-radius",
    "border-right",
    "border-right-color",
    "border-right-style",
    "border-right-width",
    "border-spacing",
    "border-start-end-radius",
    "border-start-start-radius",
    "border-style",
    "border-top",
    "border-top-color",
    "border-top-left-radius",
    "border-top-right-radius",
    "border-top-style",
    "border-top-width",
    "border-width",
    "bottom",
    "box-decoration-break",
    "box-shadow",
    "box-sizing",
    "break-after",
    "break-before",
    "break-inside",
    "caption-side",
    "caret-color",
    "clear",
    "clip",
    "clip-path",
    "clip-rule",
    "color",
    "color-interpolation",
    "color-interpolation-filters",
    "color-scheme",
    "column-count",
    "column-fill",
    "column-gap",
    "column-rule",
    "column-rule-color",
    "column-rule-style",
    "column-rule-width",
    "column-span",
    "column-width",
    "columns",
    "contain",
    "contain-intrinsic-block-size",
    "contain-intrinsic-height",
    "contain-intrinsic-inline-size",
    "contain-intrinsic-size",
    "contain-intrinsic-width",
    "container",
    "container-name",
    "container-type",
    "content",
    "content-visibility",
    "counter-increment",
    "counter-reset",
    "counter-set",
    "cursor",
    "cx",
    "cy",
    "d",
    "direction",
    "display",
    "dominant-baseline",
    "empty-cells",
    "field-sizing",
    "fill",
    "fill-opacity",
    "fill-rule",
    "filter",
    "flex",
    "flex-basis",
    "flex-direction",
    "flex-flow",
    "flex-grow",
    "flex-shrink",
    "flex-wrap",
    "float",
    "flood-color",
    "flood-opacity",
    "font",
    "font-family",
    "font-feature-settings",
    "font-kerning",
    "font-language-override",
    "font-optical-sizing",
    "font-palette",
    "font-size",
    "font-size-adjust",
    "font-stretch",
    "font-style",
    "font-synthesis",
    "font-synthesis-small-caps",
    "font-synthesis-style",
    "font-synthesis-weight",
    "font-variant",
    "font-variant-alternates",
    "font-variant-caps",
    "font-variant-east-asian",
    "font-variant-ligatures",
    "font-variant-numeric",
    "font-variant-position",
    "font-variation-settings",
    "font-weight",
    "forced-color-adjust",
    "gap",
    "grid",
    "grid-area",
    "grid-auto-columns",
    "grid-auto-flow",
    "grid-auto-rows",
    "grid-column",
    "grid-column-end",
    "grid-column-gap",
    "grid-column-start",
    "grid-gap",
    "grid-row",
    "grid-row-end",
    "grid-row-gap",
    "grid-row-start",
    "grid-template",
    "grid-template-areas",
    "grid-template-columns",
    "grid-template-rows",
    "hanging-punctuation",
    "height",
    "hyphenate-character",
    "hyphens",
    "image-orientation",
    "image-rendering",
    "inline-size",
    "inset",
    "inset-block",
    "inset-block-end",
    "inset-block-start",
    "inset-inline",
    "inset-inline-end",
    "inset-inline-start",
    "isolation",
    "justify-content",
    "justify-items",
    "justify-self",
    "left",
    "letter-spacing",
    "lighting-color",
    "line-break",
    "line-clamp",
    "line-height",
    "list-style",
    "list-style-image",
    "list-style-position",
    "list-style-type",
    "margin",
    "margin-block",
    "margin-block-end",
    "margin-block-start",
    "margin-bottom",
    "margin-inline",
    "margin-inline-end",
    "margin-inline-start",
    "margin-left",
    "margin-right",
    "margin-top",
    "marker",
    "marker-end",
    "marker-mid",
    "marker-start",
    "mask",
    "mask-clip",
    "mask-composite",
    "mask-image",
    "mask-mode",
    "mask-origin",
    "mask-position",
    "mask-repeat",
    "mask-size",
    "mask-type",
    "math-depth",
    "math-shift",
    "math-style",
    "max-block-size",
    "max-height",
    "max-inline-size",
    "max-width",
    "min-block-size",
    "min-height",
    "min-inline-size",
    "min-width",
    "mix-blend-mode",
    "object-fit",
    "object-position",
    "offset",
    "offset-anchor",
    "offset-distance",
    "offset-path",
    "offset-position",
    "offset-rotate",
    "opacity",
    "order",
    "orphans",
    "outline",
    "outline-color",
    "outline-offset",
    "outline-style",
    "outline-width",
    "overflow",
    "overflow-anchor",
    "overflow-block",
    "overflow-clip-margin",
    "overflow-inline",
    "overflow-wrap",
    "overflow-x",
    "overflow-y",
    "overscroll-behavior",
    "overscroll-behavior-block",
    "overscroll-behavior-inline",
    "overscroll-behavior-x",
    "overscroll-behavior-y",
    "padding",
    "padding-block",
    "padding-block-end",
    "padding-block-start",
    "padding-bottom",
    "padding-inline",
    "padding-inline-end",
    "padding-inline-start",
    "padding-left",
    "padding-right",
    "padding-top",
    "page",
    "page-break-after",
    "page-break-before",
    "page-break-inside",
    "paint-order",
    "perspective",
    "perspective-origin",
    "place-content",
    "place-items",
    "place-self",
    "pointer-events",
    "position",
    "position-anchor",
    "position-area",
    "position-try",
    "position-try-fallbacks",
    "position-visibility",
    "print-color-adjust",
    "quotes",
    "r",
    "resize",
    "right",
    "rotate",
    "row-gap",
    "ruby-align",
    "ruby-position",
    "rx",
    "ry",
    "scale",
    "scroll-behavior",
    "scroll-margin",
    "scroll-margin-block",
    "scroll-margin-block-end",
    "scroll-margin-block-start",
    "scroll-margin-bottom",
    "scroll-margin-inline",
    "scroll-margin-inline-end",
    "scroll-margin-inline-start",
    "scroll-margin-left",
    "scroll-margin-right",
    "scroll-margin-top",
    "scroll-padding",
    "scroll-padding-block",
    "scroll-padding-block-end",
    "scroll-padding-block-start",
    "scroll-padding-bottom",
    "scroll-padding-inline",
    "scroll-padding-inline-end",
    "scroll-padding-inline-start",
    "scroll-padding-left",
    "scroll-padding-right",
    "scroll-padding-top",
    "scroll-snap-align",
    "scroll-snap-stop",
    "scroll-snap-type",
    "scroll-timeline",
    "scroll-timeline-axis",
    "scroll-timeline-name",
    "scrollbar-color",
    "scrollbar-gutter",
    "scrollbar-width",
    "shape-image-threshold",
    "shape-margin",
    "shape-outside",
    "shape-rendering",
    "speak",
    "stop-color",
    "stop-opacity",
    "stroke",
    "stroke-dasharray",
    "stroke-dashoffset",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-miterlimit",
    "stroke-opacity",
    "stroke-width",
    "tab-size",
    "table-layout",
    "text-align",
    "text-align-last",
    "text-anchor",
    "text-box",
    "text-box-edge",
    "text-box-trim",
    "text-combine-upright",
    "text-decoration",
    "text-decoration-color",
    "text-decoration-line",
    "text-decoration-skip-ink",
    "text-decoration-style",
    "text-decoration-thickness",
    "text-emphasis",
    "text-emphasis-color",
    "text-emphasis-position",
    "text-emphasis-style",
    "text-indent",
    "text-orientation",
    "text-overflow",
    "text-rendering",
    "text-shadow",
    "text-size-adjust",
    "text-spacing-trim",
    "text-transform",
    "text-underline-offset",
    "text-underline-position",
    "text-wrap",
    "text-wrap-mode",
    "text-wrap-style",
    "top",
    "touch-action",
    "transform",
    "transform-box",
    "transform-origin",
    "transform-style",
    "transition",
    "transition-behavior",
    "transition-delay",
    "transition-duration",
    "transition-property",
    "transition-timing-function",
    "translate",
    "unicode-bidi",
    "user-select",
    "vector-effect",
    "vertical-align",
    "view-timeline",
    "view-timeline-axis",
    "view-timeline-inset",
    "view-timeline-name",
    "view-transition-class",
    "view-transition-name",
    "visibility",
    "white-space",
    "white-space-collapse",
    "widows",
    "width",
    "will-change",
    "word-break",
    "word-spacing",
    "word-wrap",
    "writing-mode",
    "x",
    "y",
    "z-index",
    "zoom",
    // @font-face and @page descriptors, @property's, @counter-style's
    "src",
    "font-display",
    "unicode-range",
    "ascent-override",
    "descent-override",
    "line-gap-override",
    "size-adjust",
    "size",
    "marks",
    "page-orientation",
    "syntax",
    "inherits",
    "initial-value",
];

/// Properties only WebKit and Blink spell, that designs still write.
const WEBKIT_ONLY: &[&str] = &[
    "-webkit-text-fill-color",
    "-webkit-text-stroke",
    "-webkit-text-stroke-color",
    "-webkit-text-stroke-width",
    "-webkit-line-clamp",
    "-webkit-box-orient",
    "-webkit-box-align",
    "-webkit-box-pack",
    "-webkit-box-flex",
    "-webkit-box-direction",
    "-webkit-box-lines",
    "-webkit-box-ordinal-group",
    "-webkit-font-smoothing",
    "-webkit-tap-highlight-color",
    "-webkit-touch-callout",
    "-webkit-user-drag",
    "-webkit-rtl-ordering",
    "-webkit-locale",
    "-webkit-box-reflect",
    "-webkit-mask-box-image",
    "-webkit-mask-box-image-outset",
    "-webkit-mask-box-image-repeat",
    "-webkit-mask-box-image-slice",
    "-webkit-mask-box-image-source",
    "-webkit-mask-box-image-width",
    "-webkit-border-horizontal-spacing",
    "-webkit-border-vertical-spacing",
    "-webkit-column-break-after",
    "-webkit-column-break-before",
    "-webkit-column-break-inside",
    "-webkit-hyphenate-character",
    "-webkit-highlight",
    "-webkit-print-color-adjust",
    "-webkit-ruby-position",
    "-webkit-text-combine",
    "-webkit-text-decorations-in-effect",
    "-webkit-text-emphasis",
    "-webkit-text-security",
    "-webkit-text-orientation",
    "-webkit-user-modify",
    "-webkit-writing-mode",
    "-webkit-perspective-origin-x",
    "-webkit-perspective-origin-y",
    "-webkit-transform-origin-x",
    "-webkit-transform-origin-y",
    "-webkit-transform-origin-z",
    "-webkit-mask-position-x",
    "-webkit-mask-position-y",
    "-webkit-mask-repeat-x",
    "-webkit-mask-repeat-y",
    "-webkit-app-region",
    "-webkit-backdrop-filter",
    "backdrop-filter",
];

/// Whether property `name` (as CSSOM gives it: lower case, longhands) is kept. Custom
/// properties are; a vendor prefix on a known property is.
pub fn property_is_kept(name: &str) -> bool {
    if name.starts_with("--") {
        return name.len() > 2;
    }
    let base = ["-webkit-", "-moz-", "-ms-", "-o-"]
        .iter()
        .find_map(|p| name.strip_prefix(p))
        .unwrap_or(name);
    PROPERTIES.contains(&base) || WEBKIT_ONLY.contains(&name)
}

/// The widest blur the filters of a design may ask for, in CSS px (a blur's paint cost grows
/// with the square of its radius).
pub const MAX_BLUR_PX: f64 = 200.0;
/// The most filter functions in one `filter`, and shadows in one `box-shadow`/`text-shadow`.
pub const MAX_LAYERS: usize = 12;

/// Whether declaration `property: value` may stay (`property` empty for an attribute value,
/// which is read the same way: SVG presentation attributes and SMIL values are CSS).
pub fn value_is_safe(property: &str, value: &str) -> bool {
    let text = unescape(value);
    let fns = functions(&text);
    let urls_ok = fns.iter().all(|f| match f.name.as_str() {
        "url" => url::is_local(unquote(f.args)),
        "src" => false,
        "image-set" | "-webkit-image-set" | "image" | "-webkit-image" => {
            !f.args.contains("var(")
                && !f.args.contains("attr(")
                && !f.args.contains("env(")
                && strings(f.args).all(url::is_local)
        }
        "attr" => property == "content",
        _ => true,
    });
    urls_ok && paint_is_bounded(property, &text, &fns)
}

/// The properties of a declaration block (its CSSOM `cssText`: `name: value !important; …`)
/// whose declaration is not kept. A shorthand written with a `var()` is serialized whole there
/// (`background: image-set(var(--a) 1x) red`), while each of its longhands reads as an empty
/// value; removing the shorthand removes them all.
pub fn refused_in_block(css_text: &str) -> Vec<&str> {
    top_level_split(css_text, b';')
        .filter_map(|declaration| {
            let (name, value) = declaration.split_once(':')?;
            let name = name.trim();
            let value = value.trim();
            let value = value
                .strip_suffix("!important")
                .map_or(value, str::trim_end);
            let kept = property_is_kept(name) && value_is_safe(name, value);
            (!name.is_empty() && !kept).then_some(name)
        })
        .collect()
}

/// The pieces of `text` between each `separator` outside strings, brackets and escapes.
fn top_level_split(text: &str, separator: u8) -> impl Iterator<Item = &str> {
    let b = text.as_bytes();
    let (mut depth, mut quote, mut start, mut i) = (0usize, None, 0, 0);
    let mut pieces = Vec::new();
    while i < b.len() {
        match (quote, b[i]) {
            (_, b'\\') => i += 1,
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, q @ (b'"' | b'\'')) => quote = Some(q),
            (None, b'(' | b'[' | b'{') => depth += 1,
            (None, b')' | b']' | b'}') => depth = depth.saturating_sub(1),
            (None, c) if c == separator && depth == 0 => {
                pieces.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    pieces.push(&text[start.min(text.len())..]);
    pieces.into_iter()
}

/// A CSSOM rule as the browser's parser built it: what decides whether it stays.
#[derive(Clone, Copy, Debug)]
pub struct RuleShape<'a> {
    /// Its interface name (`CSSStyleRule`, `CSSImportRule`…).
    pub kind: &'a str,
    /// It has a `style` declaration block (checked declaration by declaration, then).
    pub has_style: bool,
    /// It has `cssRules` of its own (walked, then).
    pub has_rules: bool,
}

/// Whether a rule is removed whole: a kind the design may not use, or a rule with neither
/// declarations nor rules to walk (`@property`, `@counter-style`) whose text (`css_text`, asked
/// only then) holds anything [`value_is_safe`] refuses.
pub fn rule_is_refused(rule: RuleShape<'_>, css_text: impl FnOnce() -> String) -> bool {
    if !rule_is_kept(rule.kind) {
        return true;
    }
    let walked = rule.has_style || rule.has_rules;
    !walked && !value_is_safe("", &css_text())
}

/// The sheet text of a `<style>` element: its text, inside `@media` when its `media` attribute
/// is a media list the design may use (no block, nothing [`value_is_safe`] refuses); another
/// `media` is left out and the sheet applies at every width.
pub fn style_element_sheet(text: &str, media: Option<&str>) -> String {
    let media = media
        .map(str::trim)
        .filter(|m| !m.is_empty() && value_is_safe("", m) && !m.contains(['{', '}']));
    match media {
        Some(media) => format!("@media {media} {{\n{text}\n}}"),
        None => text.to_string(),
    }
}

fn paint_is_bounded(property: &str, text: &str, fns: &[Function<'_>]) -> bool {
    let base = property.trim_start_matches("-webkit-");
    match base {
        "filter" | "backdrop-filter" | "" => {
            let blurs_ok = fns
                .iter()
                .filter(|f| matches!(f.name.as_str(), "blur" | "drop-shadow"))
                .all(|f| lengths_px(f.args).all(|px| px <= MAX_BLUR_PX));
            let filters = fns.iter().filter(|f| f.depth == 0).count();
            blurs_ok && (base.is_empty() || filters <= MAX_LAYERS)
        }
        "box-shadow" | "text-shadow" => {
            top_level_commas(text) < MAX_LAYERS
                && lengths_px(text).all(|px| px <= MAX_BLUR_PX * 2.0)
        }
        _ => true,
    }
}

/// A function call in a CSS value: its name (lower case) and the text between its brackets.
struct Function<'a> {
    name: String,
    args: &'a str,
    /// How many functions it sits inside.
    depth: usize,
}

/// Every function call in `text`, nested ones too, skipping strings.
fn functions(text: &str) -> Vec<Function<'_>> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    // Byte offset of each open bracket's contents, with its function's index in `out`.
    let mut open: Vec<(usize, Option<usize>)> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            q @ (b'"' | b'\'') => {
                i += 1;
                while i < b.len() && b[i] != q {
                    i += 1;
                }
            }
            b'(' => {
                let start = text[..i]
                    .rfind(|c: char| {
                        !(c.is_alphanumeric() || c == '-' || c == '_' || !c.is_ascii())
                    })
                    .map_or(0, |s| s + 1);
                let name = text[start..i].to_ascii_lowercase();
                let index = (!name.is_empty()).then(|| {
                    out.push(Function {
                        name,
                        args: "",
                        depth: open.iter().filter(|(_, f)| f.is_some()).count(),
                    });
                    out.len() - 1
                });
                open.push((i + 1, index));
            }
            b')' => {
                if let Some((from, Some(f))) = open.pop() {
                    out[f].args = &text[from..i];
                }
            }
            _ => {}
        }
        i += 1;
    }
    // An unclosed function runs to the end, as the CSS parser closes it.
    for (from, f) in open {
        if let Some(f) = f {
            out[f].args = &text[from..];
        }
    }
    out
}

/// A `url()` argument without its quotes and the white space around it.
fn unquote(args: &str) -> &str {
    let t = args.trim_matches(|c: char| c.is_ascii_whitespace());
    t.strip_prefix(['"', '\''])
        .map_or(t, |s| s.strip_suffix(['"', '\'']).unwrap_or(s))
}

/// The quoted strings in `text`, without their quotes.
fn strings(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        let at = rest.find(['"', '\''])?;
        let q = rest.as_bytes()[at] as char;
        let body = &rest[at + 1..];
        let end = body.find(q).unwrap_or(body.len());
        rest = body.get(end + 1..).unwrap_or("");
        Some(&body[..end])
    })
}

/// Each length in `text` in px (`em`/`rem` at 16 px, viewport and container units at a
/// 2000 px viewport); any other unit, or none, counts as px.
fn lengths_px(text: &str) -> impl Iterator<Item = f64> + '_ {
    let mut rest = text;
    std::iter::from_fn(move || {
        let at = rest.find(|c: char| c.is_ascii_digit() || c == '.')?;
        let num_len = rest[at..]
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len() - at);
        let n: f64 = rest[at..at + num_len].parse().unwrap_or(0.0);
        let after = &rest[at + num_len..];
        let unit_len = after
            .find(|c: char| !c.is_ascii_alphabetic() && c != '%')
            .unwrap_or(after.len());
        let unit = &after[..unit_len];
        rest = &after[unit_len..];
        Some(match unit {
            "em" | "rem" | "ch" | "lh" => n * 16.0,
            "pt" => n * 4.0 / 3.0,
            "%" | "vw" | "vh" | "vmin" | "vmax" | "svw" | "svh" | "lvw" | "lvh" | "dvw" | "dvh"
            | "cqw" | "cqh" | "cqi" | "cqb" => n * 20.0,
            _ => n,
        })
    })
}

fn top_level_commas(text: &str) -> usize {
    let mut depth = 0usize;
    text.chars()
        .filter(|&c| {
            match c {
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                _ => {}
            }
            c == ',' && depth == 0
        })
        .count()
}

/// `text` lower-cased with its CSS escapes decoded as the tokenizer decodes them (`\72` and
/// `\000072 ` are `r`, `\(` is `(`; an escaped newline is dropped), and comments removed.
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let mut hex = String::new();
                while hex.len() < 6 && chars.peek().is_some_and(char::is_ascii_hexdigit) {
                    hex.extend(chars.next());
                }
                if hex.is_empty() {
                    match chars.next() {
                        Some('\n') | None => {}
                        Some(c) => out.extend(c.to_lowercase()),
                    }
                } else {
                    if chars.peek().is_some_and(char::is_ascii_whitespace) {
                        chars.next();
                    }
                    let code = u32::from_str_radix(&hex, 16).unwrap_or(0xFFFD);
                    let c = char::from_u32(code)
                        .filter(|&c| c != '\0')
                        .unwrap_or('\u{FFFD}');
                    out.extend(c.to_lowercase());
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            c => out.extend(c.to_lowercase()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEPT: bool = true;
    const REFUSED: bool = false;

    /// Asserts each case: (property, value, whether the declaration is kept).
    fn assert_values(cases: &[(&str, &str, bool)]) {
        for &(property, value, kept) in cases {
            assert_eq!(value_is_safe(property, value), kept, "{property}: {value}");
        }
    }

    #[test]
    fn only_data_and_fragment_urls_survive_in_any_value_section_11() {
        assert_values(&[
            (
                "background-image",
                "url(\"https://example.com/a.png\")",
                REFUSED,
            ),
            ("background-image", "url( ./a.png )", REFUSED),
            (
                "background",
                "url(data:image/png;base64,AA), url(b.png)",
                REFUSED,
            ),
            (
                "src",
                "url(\"data:font/woff2;base64,AA\") format(\"woff2\"), local(Inter)",
                KEPT,
            ),
            ("fill", "url(\"#grad\")", KEPT),
            ("color", "#0a0a0a", KEPT),
            ("cursor", "URL(http://x/c.cur), auto", REFUSED),
            // A custom property is checked too.
            ("--x", "url(http://x/a.png)", REFUSED),
            ("src", "src(var(--u))", REFUSED),
        ]);
    }

    #[test]
    fn escapes_and_comments_are_read_as_the_css_parser_reads_them() {
        assert_values(&[
            ("background", "u\\72l(http://x/a)", REFUSED),
            ("background", "\\75\\72\\6c (http://x/a)", REFUSED),
            ("background", "\\000075rl(http://x/a)", REFUSED),
            ("background", "url(/**/http://x/a)", REFUSED),
            // A string is not a function.
            ("content", "\"u\\72l(\"", KEPT),
        ]);
    }

    #[test]
    fn image_functions_load_no_string_and_take_no_variable() {
        assert_values(&[
            (
                "background-image",
                "image-set(\"https://x/a.png\" 1x)",
                REFUSED,
            ),
            (
                "background-image",
                "-webkit-image-set('//x/a.png' 1x)",
                REFUSED,
            ),
            ("background-image", "image-set(var(--u) 1x)", REFUSED),
            ("--bg", "image-set(var(--u) 1x)", REFUSED),
            ("background-image", "image-set(attr(data-u) 1x)", REFUSED),
            (
                "background-image",
                "image-set(\"data:image/png;base64,AA\" 1x)",
                KEPT,
            ),
            ("background-image", "image(\"https://x/a.png\")", REFUSED),
            ("content", "attr(data-label)", KEPT),
            ("width", "attr(data-w px)", REFUSED),
        ]);
    }

    #[test]
    fn a_variable_in_an_image_function_goes_wherever_it_is_defined_and_however_it_is_written() {
        assert_values(&[
            // Issue 27's case: a data: image and a custom property beside it.
            (
                "background-image",
                "image-set(url(data:image/gif;base64,R0lGOD) 2x, var(--a) 1x)",
                REFUSED,
            ),
            (
                "list-style-image",
                "-webkit-image-set(VAR(--a) 1x)",
                REFUSED,
            ),
            ("cursor", "image-set(v\\61r(--a) 1x), auto", REFUSED),
            ("--b", "image-set( var( --a ) 1x)", REFUSED),
            ("content", "image(var(--a))", REFUSED),
            // A string property is text wherever it is not in such a function.
            ("--font", "\"Inter\", system-ui, sans-serif", KEPT),
            ("font-family", "var(--font)", KEPT),
            ("background", "var(--bg)", KEPT),
        ]);
    }

    #[test]
    fn a_block_is_checked_as_serialized_so_a_shorthand_with_a_variable_is_seen() {
        let block = "--a: \"http://host/i.png\"; color: red; \
            background: image-set(var(--a) 1x) red !important; \
            --semi: \"a;b\"; mask: image-set(url(\"data:image/png;base64,AA\") 1x); \
            border-image: image-set(var(--a) 1x) 30; behavior: url(x.htc);";
        assert_eq!(
            refused_in_block(block),
            ["background", "border-image", "behavior"]
        );
        assert_eq!(
            refused_in_block("--x: { a: url(http://x/a) ; }; color: red;"),
            ["--x"]
        );
        assert!(refused_in_block("").is_empty());
    }

    #[test]
    fn paint_costs_are_capped() {
        assert_values(&[
            ("filter", "blur(12px) drop-shadow(0 4px 8px #0004)", KEPT),
            ("backdrop-filter", "blur(1rem)", KEPT),
            ("filter", "blur(900px)", REFUSED),
            ("-webkit-backdrop-filter", "blur(50vw)", REFUSED),
            ("filter", &"blur(1px) ".repeat(13), REFUSED),
            ("box-shadow", "0 1px 2px #0003, 0 8px 24px #0002", KEPT),
            ("box-shadow", &["0 0 4px red"; 13].join(","), REFUSED),
            ("text-shadow", "0 0 1000px red", REFUSED),
        ]);
    }

    #[test]
    fn properties_are_an_allowlist() {
        for kept in [
            "color",
            "--tw-ring-color",
            "-webkit-text-fill-color",
            "-webkit-transform",
            "src",
        ] {
            assert!(property_is_kept(kept), "{kept}");
        }
        for dropped in ["behavior", "-moz-binding", "--", "x-unknown"] {
            assert!(!property_is_kept(dropped), "{dropped}");
        }
    }

    #[test]
    fn rules_are_an_allowlist() {
        let shape = |kind| RuleShape {
            kind,
            has_style: true,
            has_rules: false,
        };
        for kept in ["CSSStyleRule", "CSSMediaRule", "CSSFontFaceRule"] {
            assert!(!rule_is_refused(shape(kept), String::new), "{kept}");
        }
        for dropped in ["CSSImportRule", "CSSNamespaceRule", "CSSFunctionRule"] {
            assert!(rule_is_refused(shape(dropped), String::new), "{dropped}");
        }
    }

    #[test]
    fn a_rule_with_nothing_to_walk_is_judged_by_its_whole_text() {
        let whole = |kind, text: &'static str| {
            let shape = RuleShape {
                kind,
                has_style: false,
                has_rules: false,
            };
            rule_is_refused(shape, || text.to_string())
        };
        assert!(whole(
            "CSSPropertyRule",
            "@property --x { syntax: \"<url>\"; inherits: false; initial-value: url(\"http://x/a\"); }"
        ));
        assert!(!whole(
            "CSSPropertyRule",
            "@property --x { syntax: \"<color>\"; inherits: false; initial-value: red; }"
        ));
        assert!(whole(
            "CSSCounterStyleRule",
            "@counter-style x { system: cyclic; symbols: url(http://x/a); }"
        ));
        // A rule whose declarations are walked is not refused for a value the walk removes.
        let walked = RuleShape {
            kind: "CSSStyleRule",
            has_style: true,
            has_rules: false,
        };
        assert!(!rule_is_refused(walked, || unreachable!("not asked")));
    }

    #[test]
    fn a_style_elements_media_is_kept_only_when_safe() {
        assert_eq!(
            style_element_sheet("p{}", Some(" (max-width: 600px) ")),
            "@media (max-width: 600px) {\np{}\n}"
        );
        assert_eq!(style_element_sheet("p{}", Some("   ")), "p{}");
        assert_eq!(style_element_sheet("p{}", None), "p{}");
        // A media list that would close the block and open another is left out.
        assert_eq!(style_element_sheet("p{}", Some("all { } b")), "p{}");
        assert_eq!(style_element_sheet("p{}", Some("url(http://x/a)")), "p{}");
    }
}
