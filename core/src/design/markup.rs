//! markup: which elements and attributes of a design survive cleaning (design-jury.md §11,
//! "What cleans the design is an allowlist"). A name not listed here is not kept.
//!
//! Owns the element and attribute allowlists and what happens to the rest: an element that
//! runs, loads, embeds or navigates is dropped with its contents; any other unknown element is
//! unwrapped (its contents kept, so its text still reads); `<style>` is handed over as a
//! stylesheet; a `style` attribute as declarations, both checked by [`super::css`]. Never
//! touches a DOM: the web walks the parsed design and asks.
//!
//! Autonomous custom elements (`<pricing-card>`) are kept: with no script they are plain
//! elements that only carry classes and styles. Links keep their text but lose `href`, so a
//! click does nothing. Every kept attribute value also passes the CSS value check: SVG
//! presentation attributes (`fill`, `filter`, `mask`…) and SMIL values are CSS, and no other
//! attribute needs a `url(…)` to mean something.

use super::{css, url};

/// The namespace an element was parsed into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Namespace {
    Html,
    Svg,
    /// MathML, or anything else: unwrapped to its text.
    Other,
}

impl Namespace {
    /// The namespace of a DOM `namespaceURI`.
    pub fn of_uri(uri: Option<&str>) -> Namespace {
        match uri {
            Some("http://www.w3.org/1999/xhtml") => Namespace::Html,
            Some("http://www.w3.org/2000/svg") => Namespace::Svg,
            _ => Namespace::Other,
        }
    }

    /// The `namespaceURI` a kept element is created in.
    pub fn uri(self) -> &'static str {
        match self {
            Namespace::Svg => "http://www.w3.org/2000/svg",
            _ => "http://www.w3.org/1999/xhtml",
        }
    }
}

/// What cleaning does with an element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElementRule {
    /// Kept, with the attributes [`attribute`] keeps.
    Keep,
    /// Left out, its contents kept in its place.
    Unwrap,
    /// Left out with everything in it.
    Drop,
    /// A stylesheet (`<style>`): its text goes to the frame through CSSOM.
    Style,
}

/// Elements that are left out with their contents: they run code, load or embed something,
/// navigate, or hold text that is never shown (`<title>`, `<template>`, `<noscript>`, which a
/// frame without scripts would show).
const DROPPED: &[&str] = &[
    "script",
    "noscript",
    "template",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "applet",
    "portal",
    "fencedframe",
    "base",
    "link",
    "meta",
    "title",
    "track",
    "param",
    "slot",
];

/// HTML elements that only show something (no request, no script, no navigation of their own).
const HTML: &[&str] = &[
    "a",
    "abbr",
    "address",
    "area",
    "article",
    "aside",
    "audio",
    "b",
    "bdi",
    "bdo",
    "big",
    "blockquote",
    "br",
    "button",
    "canvas",
    "caption",
    "center",
    "cite",
    "code",
    "col",
    "colgroup",
    "data",
    "datalist",
    "dd",
    "del",
    "details",
    "dfn",
    "dialog",
    "div",
    "dl",
    "dt",
    "em",
    "fieldset",
    "figcaption",
    "figure",
    "font",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hgroup",
    "hr",
    "i",
    "img",
    "input",
    "ins",
    "kbd",
    "label",
    "legend",
    "li",
    "main",
    "map",
    "mark",
    "menu",
    "meter",
    "nav",
    "nobr",
    "ol",
    "optgroup",
    "option",
    "output",
    "p",
    "picture",
    "pre",
    "progress",
    "q",
    "rp",
    "rt",
    "ruby",
    "s",
    "samp",
    "search",
    "section",
    "select",
    "small",
    "source",
    "span",
    "strike",
    "strong",
    "sub",
    "summary",
    "sup",
    "table",
    "tbody",
    "td",
    "textarea",
    "tfoot",
    "th",
    "thead",
    "time",
    "tr",
    "tt",
    "u",
    "ul",
    "var",
    "video",
    "wbr",
];

/// SVG elements that draw, group, define paint servers and filters, or animate (as the SMIL
/// checks in [`attribute`] allow). Case as SVG spells them; compared without case.
const SVG: &[&str] = &[
    "svg",
    "g",
    "defs",
    "symbol",
    "use",
    "switch",
    "a",
    "view",
    "title",
    "desc",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "textPath",
    "image",
    "foreignObject",
    "marker",
    "pattern",
    "clipPath",
    "mask",
    "linearGradient",
    "radialGradient",
    "stop",
    "filter",
    "feBlend",
    "feColorMatrix",
    "feComponentTransfer",
    "feComposite",
    "feConvolveMatrix",
    "feDiffuseLighting",
    "feDisplacementMap",
    "feDistantLight",
    "feDropShadow",
    "feFlood",
    "feFuncA",
    "feFuncB",
    "feFuncG",
    "feFuncR",
    "feGaussianBlur",
    "feImage",
    "feMerge",
    "feMergeNode",
    "feMorphology",
    "feOffset",
    "fePointLight",
    "feSpecularLighting",
    "feSpotLight",
    "feTile",
    "feTurbulence",
    "animate",
    "animateMotion",
    "animateTransform",
    "set",
    "mpath",
];

/// What cleaning does with element `name` (its local name) in namespace `ns`.
pub fn element(ns: Namespace, name: &str) -> ElementRule {
    let lower = name.to_ascii_lowercase();
    if lower == "style" && ns != Namespace::Other {
        return ElementRule::Style;
    }
    if DROPPED.contains(&lower.as_str()) && !(ns == Namespace::Svg && lower == "title") {
        return ElementRule::Drop;
    }
    let kept = match ns {
        Namespace::Html => HTML.contains(&lower.as_str()) || is_custom_element(&lower),
        Namespace::Svg => SVG.iter().any(|s| s.eq_ignore_ascii_case(name)),
        Namespace::Other => false,
    };
    if kept {
        ElementRule::Keep
    } else {
        ElementRule::Unwrap
    }
}

/// A valid autonomous custom element name (HTML's rule, ASCII only): a lower-case letter
/// first, a hyphen somewhere, and not one of the names reserved by SVG and MathML.
fn is_custom_element(name: &str) -> bool {
    const RESERVED: &[&str] = &[
        "annotation-xml",
        "color-profile",
        "font-face",
        "font-face-src",
        "font-face-uri",
        "font-face-format",
        "font-face-name",
        "missing-glyph",
    ];
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.contains('-')
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '.' | '_'))
        && !RESERVED.contains(&name)
}

/// What cleaning does with an attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttributeRule {
    /// Kept as it is.
    Keep,
    /// Left out.
    Drop,
    /// A `style` attribute: its declarations are checked and set through CSSOM.
    Style,
}

/// Attributes any HTML or SVG element keeps (with `aria-*` and `data-*`).
const GLOBAL: &[&str] = &[
    "id",
    "class",
    "title",
    "lang",
    "dir",
    "hidden",
    "role",
    "tabindex",
    "translate",
    "spellcheck",
    "inert",
    "part",
    "popover",
];

/// HTML attributes that only describe or present (form fields, tables, media without a
/// source, the old presentational ones models still write).
const HTML_ATTRIBUTES: &[&str] = &[
    "abbr",
    "align",
    "alt",
    "autocomplete",
    "bgcolor",
    "border",
    "cellpadding",
    "cellspacing",
    "checked",
    "cite",
    "clear",
    "color",
    "cols",
    "colspan",
    "controls",
    "coords",
    "datetime",
    "dirname",
    "disabled",
    "face",
    "for",
    "headers",
    "height",
    "high",
    "hspace",
    "label",
    "list",
    "loop",
    "low",
    "max",
    "maxlength",
    "media",
    "min",
    "minlength",
    "multiple",
    "muted",
    "name",
    "nowrap",
    "noshade",
    "open",
    "optimum",
    "pattern",
    "placeholder",
    "playsinline",
    "popovertarget",
    "popovertargetaction",
    "preload",
    "readonly",
    "required",
    "reversed",
    "rows",
    "rowspan",
    "rules",
    "scope",
    "selected",
    "shape",
    "size",
    "span",
    "start",
    "step",
    "type",
    "usemap",
    "valign",
    "value",
    "vspace",
    "width",
    "wrap",
    "decoding",
    "loading",
    "frame",
    "summary",
    "novalidate",
    "sizes",
];

/// HTML attributes that name something to show, kept only as a `data:` URL.
const HTML_URLS: &[&str] = &["src", "poster", "background"];

/// HTML elements whose `name` is kept: form fields. Elsewhere a name is a document property
/// (`<img name>`, `<form name>` shadow the frame document's methods) and means nothing.
const NAMED_FIELDS: &[&str] = &[
    "input", "select", "textarea", "button", "output", "fieldset",
];

/// SVG attributes: geometry, presentation (all CSS, checked as such), filters, gradients,
/// markers, text and SMIL timing. Compared without case.
const SVG_ATTRIBUTES: &[&str] = &[
    // geometry and coordinate systems
    "x",
    "y",
    "x1",
    "y1",
    "x2",
    "y2",
    "cx",
    "cy",
    "r",
    "rx",
    "ry",
    "fx",
    "fy",
    "fr",
    "width",
    "height",
    "d",
    "points",
    "viewBox",
    "preserveAspectRatio",
    "transform",
    "pathLength",
    "offset",
    "gradientUnits",
    "gradientTransform",
    "spreadMethod",
    "patternUnits",
    "patternContentUnits",
    "patternTransform",
    "clipPathUnits",
    "maskUnits",
    "maskContentUnits",
    "filterUnits",
    "primitiveUnits",
    "markerUnits",
    "markerWidth",
    "markerHeight",
    "refX",
    "refY",
    "orient",
    "dx",
    "dy",
    "rotate",
    "textLength",
    "lengthAdjust",
    "startOffset",
    "method",
    "spacing",
    "side",
    "version",
    "baseProfile",
    "zoomAndPan",
    // presentation attributes
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-miterlimit",
    "stroke-dasharray",
    "stroke-dashoffset",
    "opacity",
    "clip-path",
    "clip-rule",
    "mask",
    "filter",
    "marker-start",
    "marker-mid",
    "marker-end",
    "color",
    "stop-color",
    "stop-opacity",
    "flood-color",
    "flood-opacity",
    "lighting-color",
    "color-interpolation",
    "color-interpolation-filters",
    "display",
    "visibility",
    "overflow",
    "cursor",
    "font-family",
    "font-size",
    "font-style",
    "font-weight",
    "font-variant",
    "font-stretch",
    "font-size-adjust",
    "text-anchor",
    "dominant-baseline",
    "alignment-baseline",
    "baseline-shift",
    "letter-spacing",
    "word-spacing",
    "text-decoration",
    "text-rendering",
    "shape-rendering",
    "image-rendering",
    "paint-order",
    "vector-effect",
    "transform-origin",
    "mix-blend-mode",
    "isolation",
    "pointer-events",
    "writing-mode",
    "direction",
    "unicode-bidi",
    // filter primitives
    "in",
    "in2",
    "result",
    "stdDeviation",
    "mode",
    "type",
    "values",
    "operator",
    "k1",
    "k2",
    "k3",
    "k4",
    "scale",
    "xChannelSelector",
    "yChannelSelector",
    "baseFrequency",
    "numOctaves",
    "seed",
    "stitchTiles",
    "radius",
    "kernelMatrix",
    "order",
    "divisor",
    "bias",
    "targetX",
    "targetY",
    "edgeMode",
    "preserveAlpha",
    "surfaceScale",
    "diffuseConstant",
    "specularConstant",
    "specularExponent",
    "kernelUnitLength",
    "azimuth",
    "elevation",
    "pointsAtX",
    "pointsAtY",
    "pointsAtZ",
    "limitingConeAngle",
    "slope",
    "intercept",
    "amplitude",
    "exponent",
    "tableValues",
    "requiredExtensions",
    "systemLanguage",
    // SMIL timing and values
    "attributeName",
    "attributeType",
    "begin",
    "dur",
    "end",
    "min",
    "max",
    "restart",
    "repeatCount",
    "repeatDur",
    "calcMode",
    "keyTimes",
    "keySplines",
    "keyPoints",
    "from",
    "to",
    "by",
    "additive",
    "accumulate",
    "path",
];

/// SVG elements whose `href` may point inside the document (`#id`); `image` and `feImage`
/// may also take a `data:` image. No other element keeps an `href`.
const SVG_REFERENCES: &[&str] = &[
    "use",
    "textPath",
    "mpath",
    "linearGradient",
    "radialGradient",
    "pattern",
    "filter",
    "feImage",
    "image",
];

/// What cleaning does with attribute `name` (as the parser gave it; `xlink:href` included)
/// with `value`, on element `tag` (its local name) in namespace `ns`.
pub fn attribute(ns: Namespace, tag: &str, name: &str, value: &str) -> AttributeRule {
    let lower = name.to_ascii_lowercase();
    if lower == "style" {
        return AttributeRule::Style;
    }
    if !css::value_is_safe("", value) {
        return AttributeRule::Drop;
    }
    let kept = GLOBAL.contains(&lower.as_str())
        || (lower.starts_with("aria-") && lower.len() > 5)
        || (lower.starts_with("data-") && lower.len() > 5 && !lower.starts_with("data-jury"))
        || match ns {
            Namespace::Html => html_attribute(tag, &lower, value),
            Namespace::Svg => svg_attribute(tag, &lower, value),
            Namespace::Other => false,
        };
    if kept {
        AttributeRule::Keep
    } else {
        AttributeRule::Drop
    }
}

fn html_attribute(tag: &str, name: &str, value: &str) -> bool {
    let tag = tag.to_ascii_lowercase();
    match name {
        "name" => NAMED_FIELDS.contains(&tag.as_str()),
        // `usemap` and a map's areas point inside the document; an area's `href` never stays.
        "usemap" => value.trim_start().starts_with('#'),
        n if HTML_URLS.contains(&n) => url::is_data(value),
        n => HTML_ATTRIBUTES.contains(&n),
    }
}

fn svg_attribute(tag: &str, name: &str, value: &str) -> bool {
    match name {
        "href" | "xlink:href" => {
            SVG_REFERENCES.iter().any(|t| t.eq_ignore_ascii_case(tag))
                && (value.trim_start().starts_with('#')
                    || (url::is_data(value)
                        && (tag.eq_ignore_ascii_case("image")
                            || tag.eq_ignore_ascii_case("feImage"))))
        }
        // An animation of a link would put one back (`<set attributeName="href" to="…">`).
        "attributename" => !value.to_ascii_lowercase().contains("href"),
        n => SVG_ATTRIBUTES.iter().any(|a| a.eq_ignore_ascii_case(n)),
    }
}

/// The name a kept attribute is set under in the frame: `xlink:href` becomes SVG 2's `href`
/// (one name to set, no namespace to carry).
pub fn attribute_name(name: &str) -> &str {
    if name.eq_ignore_ascii_case("xlink:href") {
        "href"
    } else {
        name
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AttributeRule::{Drop, Keep, Style};
    use Namespace::{Html, Other, Svg};

    #[test]
    fn elements_that_run_load_or_navigate_are_dropped_with_their_contents() {
        for tag in [
            "script", "SCRIPT", "iframe", "object", "embed", "link", "base", "meta", "template",
            "noscript",
        ] {
            assert_eq!(element(Html, tag), ElementRule::Drop, "{tag}");
        }
        assert_eq!(element(Svg, "script"), ElementRule::Drop);
        assert_eq!(element(Html, "style"), ElementRule::Style);
        assert_eq!(element(Svg, "style"), ElementRule::Style);
    }

    #[test]
    fn known_elements_are_kept_unknown_ones_unwrapped() {
        for tag in ["div", "section", "img", "button", "table", "pricing-card"] {
            assert_eq!(element(Html, tag), ElementRule::Keep, "{tag}");
        }
        for tag in [
            "svg",
            "linearGradient",
            "lineargradient",
            "feImage",
            "animate",
            "title",
        ] {
            assert_eq!(element(Svg, tag), ElementRule::Keep, "{tag}");
        }
        assert_eq!(element(Html, "blink"), ElementRule::Unwrap);
        assert_eq!(
            element(Html, "font-face"),
            ElementRule::Unwrap,
            "a reserved name"
        );
        assert_eq!(element(Html, "html"), ElementRule::Unwrap);
        assert_eq!(element(Svg, "discard"), ElementRule::Unwrap);
        assert_eq!(
            element(Other, "mi"),
            ElementRule::Unwrap,
            "MathML reads as its text"
        );
    }

    /// Asserts each case: (namespace, element, attribute, value, the rule it gets).
    fn assert_attributes(cases: &[(Namespace, &str, &str, &str, AttributeRule)]) {
        for &(ns, tag, name, value, rule) in cases {
            assert_eq!(
                attribute(ns, tag, name, value),
                rule,
                "{ns:?} <{tag} {name}={value:?}>"
            );
        }
    }

    #[test]
    fn links_and_urls_are_dropped_data_and_internal_references_kept_section_11() {
        assert_attributes(&[
            (Html, "a", "href", "https://example.com", Drop),
            // A link does nothing, even to a fragment.
            (Html, "a", "href", "#top", Drop),
            (Html, "img", "onerror", "x()", Drop),
            (Html, "img", "src", "https://example.com/a.png", Drop),
            (Html, "img", "src", "./a.png", Drop),
            (Html, "img", "src", " DATA:image/png;base64,AA", Keep),
            (Html, "img", "srcset", "data:image/png;base64,AA 1x", Drop),
            (Html, "td", "background", "x.png", Drop),
            (Svg, "use", "href", "#icon", Keep),
            (Svg, "use", "href", "sprite.svg#icon", Drop),
            (Svg, "use", "href", "data:image/svg+xml,x", Drop),
            (Svg, "image", "xlink:href", "data:image/png;base64,AA", Keep),
            (Svg, "a", "xlink:href", "#x", Drop),
            (Svg, "feImage", "href", "https://x/a.png", Drop),
        ]);
        for name in [
            "action",
            "formaction",
            "target",
            "autofocus",
            "ping",
            "srcdoc",
            "manifest",
            "is",
            "nonce",
        ] {
            assert_eq!(attribute(Html, "form", name, "x"), Drop, "{name}");
        }
        assert_attributes(&[
            (Html, "div", "class", "hero", Keep),
            (Html, "div", "aria-label", "Hero", Keep),
            // The app's own marks.
            (Html, "div", "data-jury-quote", "", Drop),
            (Html, "p", "STYLE", "color:red", Style),
            (Svg, "rect", "style", "fill:red", Style),
        ]);
    }

    #[test]
    fn a_name_is_kept_on_form_fields_only() {
        assert_attributes(&[
            (Html, "input", "name", "getAttributeNames", Keep),
            (Html, "form", "name", "querySelectorAll", Drop),
            (Html, "img", "name", "body", Drop),
        ]);
    }

    #[test]
    fn presentation_attributes_and_smil_values_keep_no_remote_url() {
        assert_attributes(&[
            (Svg, "rect", "fill", "url(#grad)", Keep),
            (Svg, "rect", "fill", "red", Keep),
        ]);
        for name in [
            "fill",
            "filter",
            "mask",
            "clip-path",
            "marker-start",
            "marker-end",
            "cursor",
            "stroke",
        ] {
            assert_attributes(&[
                (Svg, "rect", name, "url(https://x/a#b)", Drop),
                (Svg, "rect", name, "u\\72l(https://x/a#b)", Drop),
            ]);
        }
        assert_attributes(&[
            (Svg, "set", "attributeName", "href", Drop),
            (Svg, "set", "attributeName", "xlink:href", Drop),
            (Svg, "animate", "attributeName", "opacity", Keep),
            (Svg, "animate", "values", "red;url(http://x/a)", Drop),
            (Svg, "set", "to", "url('//x/a')", Drop),
            (Svg, "animate", "from", "url(data:image/png,a)", Keep),
            (Svg, "svg", "viewBox", "0 0 10 10", Keep),
            // No attribute needs one.
            (Html, "div", "title", "see url(http://x)", Drop),
        ]);
    }

    #[test]
    fn xlink_href_is_set_as_href() {
        assert_eq!(attribute_name("xlink:href"), "href");
        assert_eq!(attribute_name("viewBox"), "viewBox");
    }
}
