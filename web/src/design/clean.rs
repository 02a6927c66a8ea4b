//! clean: a design parsed in a document of its own and rebuilt, by allowlist, in the frame's
//! document (design-jury.md §11, "What cleans the design is an allowlist").
//!
//! Owns the parse, the walk and the measuring; what is kept is the core's
//! (`jury_core::design::{markup, css, size}`). Never puts a node of the parsed design into any
//! live document: the frame receives only elements the app created itself, with the attributes
//! the core allowed, and text.
//!
//! The parser is the `DOMParser` of a frame that was detached right after it was made: its
//! documents have no window, so nothing in them loads, runs or is checked against the app's
//! CSP (a `style` attribute parsed in any document of the app's window is refused with a
//! console error). It is the browser's own HTML parser, so what the cleaning sees is exactly
//! what a browser builds from the design (`<textarea>`, `<title>`, `<svg>` and `<style>`
//! contents included). Every call on a parsed node goes through [`super::dom`].

use super::dom::{self, Dom, ELEMENT, TEXT};
use crate::t;
use js_sys::{Function, Reflect};
use jury_core::design::css;
use jury_core::design::markup::{self, AttributeRule, ElementRule, Namespace};
use jury_core::design::size::{Size, TooLargeToRender, UseTree};
use leptos::prelude::document;
use wasm_bindgen::{JsCast, JsValue};

/// Why a design is not shown rendered.
#[derive(Debug)]
pub enum Refused {
    /// Past a limit: the core's words.
    TooLarge(TooLargeToRender),
    /// The browser failed (a method missing, a call refused): its message.
    Failed(String),
}

impl From<JsValue> for Refused {
    fn from(e: JsValue) -> Refused {
        Refused::Failed(e.as_string().unwrap_or_else(|| format!("{e:?}")))
    }
}

/// A design cleaned into nodes of the frame's document, waiting to be put in place.
pub struct Cleaned {
    /// The kept attributes of the design's `<html>` and `<body>`, for the frame's own.
    pub html_attributes: Vec<(String, String)>,
    pub body_attributes: Vec<(String, String)>,
    /// What goes into the frame's `<body>`: the design's head and body contents, in order.
    pub content: Vec<JsValue>,
    /// The text of each `<style>`, in order (its `media` as an `@media` around it).
    pub sheets: Vec<String>,
    /// Each `style` attribute: where it goes and its declarations, to be checked and set
    /// through CSSOM.
    pub styles: Vec<(StyleTarget, String)>,
}

/// Where a `style` attribute's declarations go.
pub enum StyleTarget {
    Html,
    Body,
    Element { el: JsValue, svg: bool },
}

thread_local! {
    static PARSER: Result<Function, String> = detached_parser()
        .map_err(|e| e.as_string().unwrap_or_else(|| format!("{e:?}")));
}

/// The `DOMParser` constructor of a frame made and detached at once (see the module doc).
fn detached_parser() -> Result<Function, JsValue> {
    let doc = document();
    let frame = doc.create_element("iframe")?;
    frame.set_attribute("sandbox", "allow-same-origin")?;
    frame.set_attribute("aria-hidden", "true")?;
    doc.body()
        .ok_or_else(|| t!(DesignWhyNoAppBody))?
        .append_child(&frame)?;
    let window = frame
        .unchecked_ref::<web_sys::HtmlIFrameElement>()
        .content_window();
    let parser = window
        .map(|w| Reflect::get(&w, &"DOMParser".into()))
        .transpose();
    frame.remove();
    parser?
        .ok_or_else(|| t!(DesignWhyNoParserWindow))?
        .dyn_into()
        .map_err(|_| t!(DesignWhyNoDomParser).into())
}

/// `design` parsed as HTML in a detached document.
fn parse(design: &str) -> Result<JsValue, JsValue> {
    let ctor = PARSER.with(|p| p.clone()).map_err(JsValue::from)?;
    let parser = Reflect::construct(&ctor, &js_sys::Array::new())?;
    let parse: Function = Reflect::get(&parser, &"parseFromString".into())?.unchecked_into();
    parse.call2(&parser, &design.into(), &"text/html".into())
}

/// Elements and text nodes under `root` and their deepest nesting, with the bytes of style
/// text and what `<use>` elements copy; counted on the whole parse, so a refusal can say by
/// how much.
fn measure(dom: &Dom, root: &JsValue, design: &str) -> Size {
    let mut size = Size {
        bytes: design.len(),
        ..Size::default()
    };
    let mut tree = UseTree::default();
    let mut stack = vec![(root.clone(), 1usize, None)];
    while let Some((node, depth, parent)) = stack.pop() {
        match dom.node_type(&node) {
            ELEMENT => {
                size.nodes += 1;
                size.depth = size.depth.max(depth);
                let at = tree.node(parent);
                let tag = dom.local_name(&node);
                if tag.eq_ignore_ascii_case("style") {
                    size.css_bytes += dom.text_content(&node).len();
                    continue;
                }
                let ns = Namespace::of_uri(dom.namespace(&node).as_deref());
                for (name, value) in dom.attributes(&node) {
                    if name.eq_ignore_ascii_case("style") {
                        size.css_bytes += value.len();
                    }
                    tree.attribute(at, ns, &tag, &name, &value);
                }
                let children = dom.children(&node).into_iter();
                stack.extend(children.map(|c| (c, depth + 1, Some(at))));
            }
            TEXT => {
                size.nodes += 1;
                tree.node(parent);
            }
            _ => {}
        }
    }
    size.copies = tree.copies();
    size
}

/// The attributes of `el` that the core keeps, named as they are set; its `style`, if any.
fn kept_attributes(
    dom: &Dom,
    ns: Namespace,
    tag: &str,
    el: &JsValue,
) -> (Vec<(String, String)>, Option<String>) {
    let mut kept = Vec::new();
    let mut style = None;
    for (name, value) in dom.attributes(el) {
        match markup::attribute(ns, tag, &name, &value) {
            AttributeRule::Keep => kept.push((markup::attribute_name(&name).to_string(), value)),
            AttributeRule::Style => style = Some(value),
            AttributeRule::Drop => {}
        }
    }
    (kept, style)
}

/// The sheet of a `<style>`, as the core makes it of its text and `media`.
fn sheet_text(dom: &Dom, el: &JsValue) -> String {
    let media = dom
        .attributes(el)
        .into_iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("media"))
        .map(|(_, m)| m);
    css::style_element_sheet(&dom.text_content(el), media.as_deref())
}

/// Parses `design`, measures it (with `extra_css` bytes of CSS the app adds), and rebuilds
/// what the core keeps as nodes of `frame_doc`.
pub fn clean(design: &str, frame_doc: &JsValue, extra_css: usize) -> Result<Cleaned, Refused> {
    // Refused before the browser parses it at all.
    Size {
        bytes: design.len(),
        ..Size::default()
    }
    .check()
    .map_err(Refused::TooLarge)?;
    let parsed = parse(design)?;
    dom::with(|dom| Ok(rebuild(dom, &parsed, design, frame_doc, extra_css)))?
}

fn rebuild(
    dom: &Dom,
    parsed: &JsValue,
    design: &str,
    frame_doc: &JsValue,
    extra_css: usize,
) -> Result<Cleaned, Refused> {
    let root = dom
        .document_element(parsed)
        .ok_or_else(|| Refused::Failed(t!(DesignWhyNoRoot)))?;
    let mut size = measure(dom, &root, design);
    size.css_bytes += extra_css;
    size.check().map_err(Refused::TooLarge)?;

    let mut cleaned = Cleaned {
        html_attributes: Vec::new(),
        body_attributes: Vec::new(),
        content: Vec::new(),
        sheets: Vec::new(),
        styles: Vec::new(),
    };
    let (attributes, style) = kept_attributes(dom, Namespace::Html, "html", &root);
    cleaned.html_attributes = attributes;
    cleaned.styles.extend(style.map(|s| (StyleTarget::Html, s)));
    // The parser always makes `<html>` hold `<head>` and `<body>`; their contents, in order,
    // go into the frame's body (what belongs in a head is not displayed there either).
    let mut top = Vec::new();
    for part in dom.children(&root) {
        if dom.node_type(&part) != ELEMENT {
            continue;
        }
        if dom.local_name(&part) == "body" {
            let (attributes, style) = kept_attributes(dom, Namespace::Html, "body", &part);
            cleaned.body_attributes = attributes;
            cleaned.styles.extend(style.map(|s| (StyleTarget::Body, s)));
        }
        top.extend(dom.children(&part));
    }
    // Depth-first, in document order: (parsed node, frame parent or `None` for the body, depth).
    let mut stack: Vec<(JsValue, Option<JsValue>, usize)> =
        top.into_iter().rev().map(|n| (n, None, 2)).collect();
    while let Some((node, parent, depth)) = stack.pop() {
        // The limit was checked on the whole parse; this only keeps the walk itself bounded.
        if !Size::walks_to(depth) {
            continue;
        }
        let made = match dom.node_type(&node) {
            TEXT => dom.create_text(frame_doc, &dom.data(&node))?,
            ELEMENT => {
                let ns = Namespace::of_uri(dom.namespace(&node).as_deref());
                let tag = dom.local_name(&node);
                match markup::element(ns, &tag) {
                    ElementRule::Drop => continue,
                    ElementRule::Style => {
                        cleaned.sheets.push(sheet_text(dom, &node));
                        continue;
                    }
                    ElementRule::Unwrap => {
                        let children = dom.children(&node);
                        stack.extend(
                            children
                                .into_iter()
                                .rev()
                                .map(|c| (c, parent.clone(), depth + 1)),
                        );
                        continue;
                    }
                    ElementRule::Keep => {
                        let el = dom.create_element(frame_doc, ns.uri(), &tag)?;
                        let (attributes, style) = kept_attributes(dom, ns, &tag, &node);
                        for (name, value) in attributes {
                            // A name the frame refuses (`<p 1a=x>`) is left out.
                            let _ = dom.set_attribute(&el, &name, &value);
                        }
                        if let Some(style) = style {
                            let target = StyleTarget::Element {
                                el: el.clone(),
                                svg: ns == Namespace::Svg,
                            };
                            cleaned.styles.push((target, style));
                        }
                        let children = dom.children(&node);
                        stack.extend(
                            children
                                .into_iter()
                                .rev()
                                .map(|c| (c, Some(el.clone()), depth + 1)),
                        );
                        el
                    }
                }
            }
            _ => continue,
        };
        match &parent {
            Some(parent) => dom.append(parent, &made)?,
            None => cleaned.content.push(made),
        }
    }
    Ok(cleaned)
}
