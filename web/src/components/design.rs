//! design: an HTML or SVG artifact rendered as a browser would render it on its own
//! (design-jury.md §11), at a chosen viewport width, scaled to fit the panel, with a judge's
//! quote marked in it.
//!
//! Owns the frame, the viewport presets, the scaling, putting a design into the frame safely,
//! and marking a quote's text in it. Whether an artifact is a design at all is the core's
//! (`jury_core::design`); where a quote is is the core's evidence. Never puts design markup
//! into the app's own document.
//!
//! Safe by construction, one way for both `index.html` and the `file://` `offline.html`:
//! - The frame is `<iframe sandbox="allow-same-origin" srcdoc=SHELL>`: no `allow-scripts`, so
//!   nothing in it can run (no `<script>`, no `on…=` handler, no `javascript:` URL), and no
//!   `allow-forms`, `allow-popups`, `allow-top-navigation`, `allow-modals`, `allow-downloads`.
//!   `allow-same-origin` is what lets the app write the design in; it gives the design nothing,
//!   because it cannot run code to use it.
//! - A srcdoc document inherits the app's CSP (no inline style, `connect-src 'none'`,
//!   `frame-src 'none'`: the frame cannot be navigated anywhere), and SHELL adds its own
//!   `default-src 'none'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'`;
//!   both apply, so the frame may load nothing but `data:` images and fonts.
//! - The design is parsed into a `<template>` (inert content outside any document: nothing in
//!   it loads, runs or is styled), cleaned there ([`clean`]), then imported into the frame. Cleaning removes what could reach
//!   out or act: scripts, frames, objects, embeds, `<base>`, `<link>`, `<meta http-equiv>`
//!   (refresh), every `on…` attribute, every link target (`href` of `<a>`/`<area>`, and any
//!   URL attribute that is not `data:`), `target`, `autofocus`, `srcset`, SVG animations of a
//!   link. So a link does nothing when clicked, by construction, not by a click handler.
//! - The app's CSP forbids inline styles, so the design's styles are applied through CSSOM,
//!   which the CSP does not govern: each `<style>` becomes a constructed stylesheet adopted by
//!   the frame's document, each `style="…"` is set as `element.style.cssText`.
//!
//! What differs from opening the file on its own: the document is always in standards mode,
//! what was in `<head>` sits in `<body>` (hidden there too; `head > …` selectors miss it),
//! `@import` is ignored (constructed sheets have none; it would be a request anyway), links
//! lose `:link`/`:visited` styling, `<noscript>` is dropped.

use super::artifact::{mark_bytes, Mark};
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlIFrameElement};

/// The frame's own document before a design is written in: its CSP, nothing else.
pub const SHELL: &str = "<!doctype html><html><head><meta http-equiv=\"Content-Security-Policy\" \
    content=\"default-src 'none'; img-src data:; font-src data:; base-uri 'none'; \
    form-action 'none'\"></head><body></body></html>";

/// Elements removed with their contents: they run code, load something, or change where the
/// document goes (`<meta http-equiv>`: refresh, and no policy of the design's is needed).
const DROPPED: &str = "script, noscript, iframe, frame, frameset, object, embed, applet, \
    portal, fencedframe, base, link, meta[http-equiv]";

/// Attributes that name something to fetch or somewhere to go; kept only as `data:` URLs.
const URL_ATTRIBUTES: [&str; 4] = ["src", "poster", "background", "xlink:href"];

/// Attributes that are dropped whatever their value.
const DROPPED_ATTRIBUTES: [&str; 12] = [
    "srcset",
    "target",
    "autofocus",
    "action",
    "formaction",
    "ping",
    "srcdoc",
    "data",
    "codebase",
    "archive",
    "longdesc",
    "manifest",
];

/// What an `on…` attribute is renamed to before parsing (then dropped by `clean`).
const DROPPED_MARK: &str = "data-jury-dropped";

/// Marks an element whose `style` attribute waits to be applied through CSSOM.
const STYLE_MARK: &str = "data-jury-style";

/// How the app marks a quote in the rendered design (a constructed sheet, like the design's).
const QUOTE_CSS: &str =
    "mark[data-jury-quote]{background:#ffe066 !important;color:#111 !important;\
    outline:3px solid #c77800 !important;outline-offset:1px}";

/// A viewport preset: its label and its width and height in CSS px (`None`: the panel's width).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    pub key: &'static str,
    pub label: &'static str,
    pub width: Option<u32>,
    pub height: u32,
}

/// Phone 390, tablet 768, desktop 1280 (§11) and the panel's own width; heights are those of
/// a common device of each kind, so a design's first screen shows as it would there.
pub const PRESETS: [Preset; 4] = [
    Preset {
        key: "phone",
        label: "Phone 390",
        width: Some(390),
        height: 844,
    },
    Preset {
        key: "tablet",
        label: "Tablet 768",
        width: Some(768),
        height: 1024,
    },
    Preset {
        key: "desktop",
        label: "Desktop 1280",
        width: Some(1280),
        height: 800,
    },
    Preset {
        key: "fit",
        label: "Fit",
        width: None,
        height: 640,
    },
];

/// The frame's width and the scale that fits it into `panel` px: a preset wider than the panel
/// is shown whole, scaled down; never scaled up.
pub fn fit(preset: Preset, panel: f64) -> (f64, f64) {
    let panel = panel.max(1.0);
    match preset.width {
        None => (panel, 1.0),
        Some(w) => (f64::from(w), (panel / f64::from(w)).min(1.0)),
    }
}

/// Whether attribute `name` (lower case) of element `tag` (local name, lower case) with `value`
/// stays in the design.
fn keep_attribute(tag: &str, name: &str, value: &str) -> bool {
    let data = value
        .trim_start()
        .get(..5)
        .is_some_and(|s| s.eq_ignore_ascii_case("data:"));
    if name.starts_with("on") || name == DROPPED_MARK || DROPPED_ATTRIBUTES.contains(&name) {
        return false;
    }
    if name == "href" {
        // A link does nothing; SVG's references inside the document (`<use href="#x">`,
        // gradients, text paths) and `data:` images stay.
        return !matches!(tag, "a" | "area")
            && (value.trim_start().starts_with('#') || (data && tag != "a"));
    }
    if URL_ATTRIBUTES.contains(&name) {
        return data || (name == "xlink:href" && tag != "a" && value.trim_start().starts_with('#'));
    }
    // SVG animations that would put a link back (`<set attributeName="href" to="…">`).
    if name == "attributename" && matches!(tag, "set" | "animate") {
        return !value.to_ascii_lowercase().contains("href");
    }
    true
}

/// The elements under `root` (a document or fragment, of this window or of the frame) that
/// match `selector`. Unchecked casts: the frame's nodes come from another realm, where
/// `instanceof Element` against this window's `Element` is false.
fn elements(root: &JsValue, selector: &str) -> Vec<Element> {
    let Ok(list) = call(
        root,
        "querySelectorAll",
        &js_sys::Array::of1(&selector.into()),
    ) else {
        return Vec::new();
    };
    let list: web_sys::NodeList = list.unchecked_into();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .map(|n| n.unchecked_into::<Element>())
        .collect()
}

/// `design` with its `<html>`, `<head>` and `<body>` tags renamed to `jury-…` elements, so that a
/// `<template>` keeps them and their attributes (it drops those three tags), and every `style`
/// attribute renamed to [`STYLE_MARK`]. A `<template>` is used because its content is inert
/// (nothing in it loads or runs), but parsing a `style` attribute or a `<style>` anywhere in
/// this page is checked against its CSP and refused with a console error, so no `style`
/// attribute is ever parsed here; `<style>` elements in a template are not checked. A tag
/// name followed by another letter (`<header>`) is left alone.
pub fn prepare(design: &str) -> String {
    let b = design.as_bytes();
    let mut out = String::with_capacity(design.len() + 64);
    let mut i = 0;
    let mut copied = 0;
    while i < b.len() {
        if b[i] != b'<' {
            i += 1;
            continue;
        }
        let close = b.get(i + 1) == Some(&b'/');
        let name_at = i + 1 + usize::from(close);
        if !b.get(name_at).is_some_and(u8::is_ascii_alphabetic) {
            i += 1;
            continue;
        }
        let mut end = name_at;
        while b
            .get(end)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'-' || *c == b':')
        {
            end += 1;
        }
        out.push_str(&design[copied..name_at]);
        let name = &design[name_at..end];
        if ["html", "head", "body"]
            .iter()
            .any(|n| n.eq_ignore_ascii_case(name))
        {
            out.push_str("jury-");
        }
        out.push_str(name);
        copied = end;
        i = end;
        if close {
            continue;
        }
        // The attributes, up to the `>` that ends the tag (quoted values may hold one).
        loop {
            while b
                .get(i)
                .is_some_and(|c| c.is_ascii_whitespace() || *c == b'/')
            {
                i += 1;
            }
            if b.get(i).is_none_or(|c| *c == b'>') {
                break;
            }
            let attr = i;
            while b
                .get(i)
                .is_some_and(|c| !c.is_ascii_whitespace() && !matches!(c, b'=' | b'>' | b'/'))
            {
                i += 1;
            }
            if i == attr {
                i += 1;
                continue;
            }
            let on = design[attr..i]
                .get(..2)
                .is_some_and(|p| p.eq_ignore_ascii_case("on"));
            if design[attr..i].eq_ignore_ascii_case("style") || on {
                out.push_str(&design[copied..attr]);
                // An `on…` handler is renamed out of reach here: an `<img>` in a template
                // fires `error` at once, and this page's CSP would log refusing the handler.
                out.push_str(if on { DROPPED_MARK } else { STYLE_MARK });
                copied = i;
            }
            let mut j = i;
            while b.get(j).is_some_and(u8::is_ascii_whitespace) {
                j += 1;
            }
            if b.get(j) != Some(&b'=') {
                continue;
            }
            j += 1;
            while b.get(j).is_some_and(u8::is_ascii_whitespace) {
                j += 1;
            }
            match b.get(j) {
                Some(q @ (b'"' | b'\'')) => {
                    j += 1;
                    while b.get(j).is_some_and(|c| c != q) {
                        j += 1;
                    }
                    j += 1;
                }
                _ => {
                    while b
                        .get(j)
                        .is_some_and(|c| !c.is_ascii_whitespace() && *c != b'>')
                    {
                        j += 1;
                    }
                }
            }
            i = j.min(b.len());
        }
    }
    out.push_str(&design[copied..]);
    out
}

/// Whether a CSS value loads something that is not a `data:` URL (`url(…)`, `image-set("…")`).
fn loads_from_away(value: &str) -> bool {
    let lower = value.to_ascii_lowercase();
    lower.match_indices("url(").any(|(at, _)| {
        let rest = lower[at + 4..].trim_start().trim_start_matches(['"', '\'']);
        !rest.starts_with("data:")
    }) || (lower.contains("image-set(") && !lower.contains("url("))
        || lower.contains("src(")
}

/// Drops every declaration of `sheet` (a constructed sheet, not adopted yet, so nothing in it
/// has loaded) that would load something other than `data:`, in every nested rule too. The
/// frame's CSP would refuse those loads anyway; dropping them first means not even an attempt
/// is made.
fn drop_loads(rules: &JsValue) {
    let Ok(length) = js_sys::Reflect::get(rules, &"length".into()) else {
        return;
    };
    for i in 0..length.as_f64().unwrap_or(0.0) as u32 {
        let Ok(rule) = js_sys::Reflect::get_u32(rules, i) else {
            continue;
        };
        if let Ok(style) = js_sys::Reflect::get(&rule, &"style".into()) {
            if !style.is_undefined() {
                drop_declarations(&style);
            }
        }
        if let Ok(nested) = js_sys::Reflect::get(&rule, &"cssRules".into()) {
            if !nested.is_undefined() {
                drop_loads(&nested);
            }
        }
    }
}

fn drop_declarations(style: &JsValue) {
    let style: web_sys::CssStyleDeclaration = style.clone().unchecked_into();
    let names: Vec<String> = (0..style.length()).map(|i| style.item(i)).collect();
    for name in names {
        if style
            .get_property_value(&name)
            .is_ok_and(|v| loads_from_away(&v))
        {
            let _ = style.remove_property(&name);
        }
    }
}

/// Cleans a parsed design in place; returns the text of its `<style>` blocks, in order.
fn clean(doc: &JsValue) -> Vec<String> {
    for el in elements(doc, DROPPED) {
        el.remove();
    }
    let sheets = elements(doc, "style")
        .into_iter()
        .map(|el| {
            let css = el.text_content().unwrap_or_default();
            el.remove();
            // `<style media="print">` keeps its condition.
            match el.get_attribute("media").filter(|m| !m.trim().is_empty()) {
                Some(media) => format!("@media {media} {{\n{css}\n}}"),
                None => css,
            }
        })
        .collect();
    for el in elements(doc, "*") {
        let tag = el.local_name().to_ascii_lowercase();
        for name in el
            .get_attribute_names()
            .iter()
            .filter_map(|n| n.as_string())
        {
            let value = el.get_attribute(&name).unwrap_or_default();
            let lower = name.to_ascii_lowercase();
            if !keep_attribute(&tag, &lower, &value) {
                let _ = el.remove_attribute(&name);
            }
        }
    }
    sheets
}

fn call(target: &JsValue, method: &str, args: &js_sys::Array) -> Result<JsValue, JsValue> {
    let f: js_sys::Function = js_sys::Reflect::get(target, &method.into())?.unchecked_into();
    f.apply(target, args)
}

/// Moves the attributes of `from` onto `to` (the frame's own `<html>` or `<body>`).
fn copy_attributes(from: Option<Element>, to: &Element) {
    let Some(from) = from else { return };
    for name in from
        .get_attribute_names()
        .iter()
        .filter_map(|n| n.as_string())
    {
        if let Some(value) = from.get_attribute(&name) {
            let _ = to.set_attribute(&name, &value);
        }
    }
}

/// Writes `design` into the frame's document, cleaned, with its styles applied through CSSOM,
/// and `generated` (the Tailwind CDN's styles, made here) after them, as the CDN appends its
/// `<style>` to the head, cleaned the same way.
pub fn render_into(
    frame: &HtmlIFrameElement,
    design: &str,
    generated: Option<&str>,
) -> Result<(), JsValue> {
    let (Some(win), Some(doc)) = (frame.content_window(), frame.content_document()) else {
        return Err("the preview frame has no document".into());
    };
    let (Some(html), Some(body)) = (doc.document_element(), doc.body()) else {
        return Err("the preview frame has no body".into());
    };
    let template: web_sys::HtmlTemplateElement =
        document().create_element("template")?.unchecked_into();
    template.set_inner_html(&prepare(design));
    let content: JsValue = template.content().into();
    let sheets = clean(&content);
    let first = |name: &str| elements(&content, name).into_iter().next();
    copy_attributes(first("jury-html"), &html);
    copy_attributes(first("jury-body"), &body);
    // The head's and the body's contents, in order, go into the frame's body (what belongs
    // in a head is not displayed there either).
    for wrapper in elements(&content, "jury-html, jury-head, jury-body")
        .into_iter()
        .rev()
    {
        if let Some(parent) = wrapper.parent_node() {
            let at: &web_sys::Node = &wrapper;
            while let Some(child) = wrapper.first_child() {
                parent.insert_before(&child, Some(at))?;
            }
            wrapper.remove();
        }
    }
    let imported = doc.import_node_with_deep(&template.content(), true)?;
    body.set_inner_html("");
    body.append_child(&imported)?;
    let frame_doc: JsValue = doc.clone().into();
    // Sheets are made by the frame's own constructor: a document adopts only its own.
    let ctor: js_sys::Function =
        js_sys::Reflect::get(&win, &"CSSStyleSheet".into())?.unchecked_into();
    let sheet_of = |css: &str| -> Result<JsValue, JsValue> {
        let sheet = js_sys::Reflect::construct(&ctor, &js_sys::Array::new())?;
        call(&sheet, "replaceSync", &js_sys::Array::of1(&css.into()))?;
        drop_loads(&js_sys::Reflect::get(&sheet, &"cssRules".into())?);
        Ok(sheet)
    };
    // A `style=""` goes through a sheet too, to be cleaned before the element has it.
    for el in elements(&frame_doc, &format!("[{STYLE_MARK}]")) {
        let css = el.get_attribute(STYLE_MARK).unwrap_or_default();
        let _ = el.remove_attribute(STYLE_MARK);
        let sheet = sheet_of(&format!("x{{{css}}}"))?;
        let rule = js_sys::Reflect::get_u32(&js_sys::Reflect::get(&sheet, &"cssRules".into())?, 0)?;
        if rule.is_undefined() {
            continue;
        }
        let clean_css = js_sys::Reflect::get(
            &js_sys::Reflect::get(&rule, &"style".into())?,
            &"cssText".into(),
        )?;
        let style = js_sys::Reflect::get(&el, &"style".into())?;
        js_sys::Reflect::set(&style, &"cssText".into(), &clean_css)?;
    }
    let adopted = js_sys::Array::new();
    for css in sheets
        .iter()
        .map(String::as_str)
        .chain(generated)
        .chain([QUOTE_CSS])
    {
        adopted.push(&sheet_of(css)?);
    }
    js_sys::Reflect::set(&doc, &"adoptedStyleSheets".into(), &adopted)?;
    Ok(())
}

/// Collapses every run of whitespace to one space, as rendered text reads.
fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The visible text of a quote taken from the design's source: its tags dropped and its
/// character references decoded, the way the rendered design shows it.
fn quote_text(quote_source: &str) -> String {
    let Ok(template) = document().create_element("template") else {
        return squash(quote_source);
    };
    let template: web_sys::HtmlTemplateElement = template.unchecked_into();
    template.set_inner_html(quote_source);
    squash(&template.content().text_content().unwrap_or_default())
}

/// Removes the marks of an earlier quote, leaving their text where it was.
fn unmark(doc: &JsValue) {
    for mark in elements(doc, "mark[data-jury-quote]") {
        if let Some(parent) = mark.parent_node() {
            let at: &web_sys::Node = &mark;
            while let Some(child) = mark.first_child() {
                let _ = parent.insert_before(&child, Some(at));
            }
            mark.remove();
            parent.normalize();
        }
    }
}

/// Marks the first place the frame's rendered text reads `quote_source` (as text, whitespace
/// collapsed); `false` when the rendered text does not hold it (e.g. the quote is markup).
pub fn mark_quote(frame: &HtmlIFrameElement, quote_source: Option<&str>) -> bool {
    let Some(doc) = frame.content_document() else {
        return false;
    };
    unmark(&doc.clone().into());
    let Some(quote) = quote_source.map(quote_text).filter(|q| !q.is_empty()) else {
        return false;
    };
    let Some(body) = doc.body() else {
        return false;
    };
    // The rendered text with whitespace collapsed, and for each of its chars the text node and
    // UTF-16 offset it came from.
    let Ok(walker) = doc.create_tree_walker_with_what_to_show(&body, 4) else {
        return false;
    };
    let mut nodes: Vec<web_sys::Text> = Vec::new();
    let mut hay = String::new();
    let mut at: Vec<(usize, u32)> = Vec::new();
    let mut space = true;
    while let Ok(Some(node)) = walker.next_node() {
        let text: web_sys::Text = node.unchecked_into();
        let mut offset = 0u32;
        for c in text.data().chars() {
            if c.is_whitespace() {
                if !space {
                    hay.push(' ');
                    at.push((nodes.len(), offset));
                }
                space = true;
            } else {
                hay.push(c);
                at.push((nodes.len(), offset));
                space = false;
            }
            offset += c.len_utf16() as u32;
        }
        nodes.push(text);
    }
    let Some(byte) = hay.find(&quote) else {
        return false;
    };
    let first = hay[..byte].chars().count();
    let last = first + quote.chars().count() - 1;
    let (start, end) = (at[first], at[last]);
    let end_len = hay[byte..]
        .chars()
        .nth(last - first)
        .map_or(1, |c| c.len_utf16() as u32);
    let mut marks = Vec::new();
    for (i, node) in nodes.iter().enumerate().take(end.0 + 1).skip(start.0) {
        let from = if i == start.0 { start.1 } else { 0 };
        let to = if i == end.0 {
            end.1 + end_len
        } else {
            node.length()
        };
        if from >= to {
            continue;
        }
        let Ok(mid) = node.split_text(from) else {
            continue;
        };
        let _ = mid.split_text(to - from);
        let (Ok(mark), Some(parent)) = (doc.create_element("mark"), mid.parent_node()) else {
            continue;
        };
        let _ = mark.set_attribute("data-jury-quote", "");
        let at: &web_sys::Node = &mid;
        let _ = parent.insert_before(&mark, Some(at));
        let _ = mark.append_child(&mid);
        marks.push(mark);
    }
    if let Some(first) = marks.first() {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        first.scroll_into_view_with_scroll_into_view_options(&options);
    }
    !marks.is_empty()
}

/// The rendered view of one design, with the viewport presets.
#[component]
pub fn DesignView(
    /// The design's markup (HTML, or SVG).
    #[prop(into)]
    text: Signal<String>,
    /// What it is, for the frame's title ("the shipped artifact", "the round 1 draft").
    #[prop(into)]
    label: String,
    /// The source of a quote to mark in it, when one is shown.
    #[prop(into, optional)]
    quote: Signal<Option<String>>,
) -> impl IntoView {
    let preset = RwSignal::new(PRESETS[3]);
    let panel = RwSignal::new(0.0f64);
    let loaded = RwSignal::new(false);
    let quote_found = RwSignal::new(None::<bool>);
    let failed = RwSignal::new(None::<String>);
    let frame = NodeRef::<html::Iframe>::new();
    let stage = NodeRef::<html::Div>::new();
    let tailwind = crate::tailwind::for_design(text);

    // The panel's width, as it changes (the layout, a window resize, the side bar).
    let observer = StoredValue::new_local(
        None::<(web_sys::ResizeObserver, Closure<dyn FnMut(js_sys::Array)>)>,
    );
    Effect::new(move |_| {
        let Some(el) = stage.get() else { return };
        panel.set(f64::from(el.client_width()));
        let resized = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
            if let Some(entry) = entries.get(0).dyn_ref::<web_sys::ResizeObserverEntry>() {
                panel.set(entry.content_rect().width());
            }
        });
        if let Ok(ro) = web_sys::ResizeObserver::new(resized.as_ref().unchecked_ref()) {
            ro.observe(&el);
            observer.set_value(Some((ro, resized)));
        }
    });
    on_cleanup(move || {
        observer.try_with_value(|o| {
            if let Some((ro, _)) = o {
                ro.disconnect();
            }
        });
    });

    Effect::new(move |_| {
        let design = text.get();
        let tailwind = tailwind.get();
        if !loaded.get() || tailwind == crate::tailwind::Tailwind::Generating {
            return;
        }
        let Some(el) = frame.get_untracked() else {
            return;
        };
        let generated = match &tailwind {
            crate::tailwind::Tailwind::Ready(g) => Some(g.css.as_str()),
            _ => None,
        };
        failed.set(render_into(&el, &design, generated).err().map(|e| {
            format!(
                "The design could not be shown rendered ({}); its source is complete below.",
                e.as_string().unwrap_or_else(|| format!("{e:?}"))
            )
        }));
        quote_found.set(None);
    });
    Effect::new(move |_| {
        let q = quote.get();
        text.track();
        tailwind.track();
        if !loaded.get() {
            return;
        }
        let Some(el) = frame.get_untracked() else {
            return;
        };
        quote_found.set(q.as_ref().map(|q| mark_quote(&el, Some(q))));
        if q.is_none() {
            mark_quote(&el, None);
        }
    });

    let size = move || fit(preset.get(), panel.get());
    let title = format!("{label}, rendered (no scripts, nothing loaded)");
    view! {
        <div class="design-view">
            <div class="row design-presets" role="group" aria-label="Viewport width">
                {PRESETS.iter().map(|p| {
                    let p = *p;
                    view! {
                        <button type="button" data-preset=p.key
                            aria-pressed=move || (preset.get() == p).to_string()
                            on:click=move |_| preset.set(p)>{p.label}</button>
                    }
                }).collect_view()}
                <span class="small muted" aria-live="polite">{move || {
                    let (w, s) = size();
                    if s < 1.0 {
                        format!("{w:.0} px wide, shown at {:.0}%", s * 100.0)
                    } else {
                        format!("{w:.0} px wide")
                    }
                }}</span>
            </div>
            {move || failed.get().map(|why| view! { <p class="small">{why}</p> })}
            {move || quote_found.get().map(|found| view! {
                <p class="small" aria-live="polite">{if found {
                    "The quote is marked in the rendered design."
                } else {
                    "The quote is not visible text of the rendered design (it is in the markup); it is marked in the source."
                }}</p>
            })}
            <div class="design-stage" node_ref=stage>
                <div class="design-scaler" style:height=move || {
                    let (_, s) = size();
                    format!("{}px", f64::from(preset.get().height) * s)
                }>
                    <iframe
                        node_ref=frame
                        class="design-frame"
                        title=title
                        sandbox="allow-same-origin"
                        srcdoc=SHELL
                        style:width=move || format!("{}px", size().0)
                        style:height=move || format!("{}px", preset.get().height)
                        style:transform=move || format!("scale({})", size().1)
                        on:load=move |_| loaded.set(true)
                    ></iframe>
                </div>
            </div>
            <super::not_loaded::NotLoaded text=text tailwind=tailwind />
        </div>
    }
}

/// The review loop's artifact, rendered on request when the core says it is HTML or SVG (by
/// its name, or its text when the name has no extension), with the judge's quote marked.
/// Closed at first: the source, where quotes are checked, is what the review is about, and a
/// big artifact should not cost a second document before the user asks for it.
#[component]
pub fn ReviewedDesign(
    /// The artifact's name.
    #[prop(into)]
    name: Signal<String>,
    /// The artifact's text.
    #[prop(into)]
    text: Signal<String>,
    /// The quote marked in the source, if any.
    #[prop(into)]
    mark: Signal<Option<Mark>>,
) -> impl IntoView {
    let open = RwSignal::new(false);
    let markup = Memo::new(move |_| name.with(|n| text.with(|t| jury_core::design::of_name(n, t))));
    let quote = Signal::derive(move || {
        let m = mark.get()?;
        text.with(|t| mark_bytes(t, m).map(|r| t[r].to_string()))
    });
    move || {
        markup.get().map(|_| {
            view! {
                <div class="reviewed-design">
                    <button type="button" aria-expanded=move || open.get().to_string()
                        on:click=move |_| open.update(|o| *o = !*o)>
                        {move || if open.get() { "Hide the rendered design" } else { "Show it rendered" }}
                    </button>
                    <Show when=move || open.get()>
                        <DesignView text=text label="The artifact under review" quote=quote />
                    </Show>
                </div>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wide_preset_is_scaled_down_to_the_panel_never_up() {
        assert_eq!(fit(PRESETS[2], 640.0), (1280.0, 0.5));
        assert_eq!(fit(PRESETS[0], 800.0), (390.0, 1.0));
        assert_eq!(
            fit(PRESETS[3], 512.0),
            (512.0, 1.0),
            "fit takes the panel's width"
        );
    }

    #[test]
    fn links_and_urls_are_dropped_data_and_internal_references_kept_section_11() {
        assert!(!keep_attribute("a", "href", "https://example.com"));
        assert!(
            !keep_attribute("a", "href", "#top"),
            "a link does nothing, even to a fragment"
        );
        assert!(!keep_attribute("a", "href", "data:text/html,x"));
        assert!(!keep_attribute("img", "onerror", "x()"));
        assert!(!keep_attribute("img", "src", "https://example.com/a.png"));
        assert!(
            !keep_attribute("img", "src", "./a.png"),
            "not even the app's own origin"
        );
        assert!(keep_attribute("img", "src", " DATA:image/png;base64,AA"));
        assert!(!keep_attribute(
            "img",
            "srcset",
            "data:image/png;base64,AA 1x"
        ));
        assert!(keep_attribute("use", "href", "#icon"));
        assert!(!keep_attribute("use", "href", "sprite.svg#icon"));
        assert!(keep_attribute(
            "image",
            "xlink:href",
            "data:image/png;base64,AA"
        ));
        assert!(!keep_attribute("a", "xlink:href", "#x"));
        assert!(!keep_attribute("form", "action", "https://example.com"));
        assert!(!keep_attribute(
            "button",
            "formaction",
            "https://example.com"
        ));
        assert!(!keep_attribute("a", "target", "_blank"));
        assert!(!keep_attribute("input", "autofocus", ""));
        assert!(!keep_attribute("set", "attributename", "href"));
        assert!(keep_attribute("animate", "attributename", "opacity"));
        assert!(keep_attribute("div", "class", "hero"));
    }

    #[test]
    fn document_tags_and_style_attributes_are_renamed_and_nothing_else() {
        assert_eq!(
            prepare("<!doctype html><HTML lang=en><head><title>t</title></head><BODY class=x><header>h</header></body></html>"),
            // Case is kept: the HTML parser lower-cases tag names.
            "<!doctype html><jury-HTML lang=en><jury-head><title>t</title></jury-head><jury-BODY class=x><header>h</header></jury-body></jury-html>"
        );
        assert_eq!(
            prepare("a < b <bodyx> <body/>"),
            "a < b <bodyx> <jury-body/>"
        );
        assert_eq!(prepare("é<body>"), "é<jury-body>");
        assert_eq!(
            prepare("<p title='a style=b > c' STYLE = \"color:red\" data-style=x>style=\"no\"</p>"),
            "<p title='a style=b > c' data-jury-style = \"color:red\" data-style=x>style=\"no\"</p>"
        );
        assert_eq!(
            prepare("<i style=color:red>x</i>"),
            "<i data-jury-style=color:red>x</i>"
        );
    }

    #[test]
    fn css_that_loads_from_away_is_found() {
        assert!(loads_from_away("url(https://example.com/a.png)"));
        assert!(loads_from_away("url( \"./a.png\" )"));
        assert!(loads_from_away("url(data:image/png;base64,AA), url(b.png)"));
        assert!(!loads_from_away("url(\"data:font/woff2;base64,AA\")"));
        assert!(!loads_from_away("#0a0a0a"));
    }

    #[test]
    fn whitespace_reads_as_rendered_text_does() {
        assert_eq!(squash("  Ship\n   it\tnow "), "Ship it now");
    }
}
