//! mark: a judge's quote marked where it shows in the rendered design.
//!
//! Owns reading the frame's text as pieces the browser shows or hides, and wrapping the
//! place the core found in `<mark data-jury-quote>`. Where the quote reads, and whether it is
//! long enough to mark, is the core's (`jury_core::review::evidence::rendered`), with the same
//! §4 normalization and too-short rule as the evidence check. Every call on the frame's nodes
//! goes through [`super::dom`].
//!
//! No rule of the design can restyle or hide the mark itself, whatever its selector
//! (`mark[data-jury-quote]`, `[data-jury-quote]`, `mark`, `*`), specificity or `!important`:
//! the mark's look is [`QUOTE_CSS`], every declaration `!important` in an unnamed cascade
//! layer in the first sheet the frame adopts. An important declaration in an earlier layer
//! wins over every later layer and over every unlayered one, and an unnamed layer cannot be
//! added to from elsewhere, so the design's rules cannot win; `all: revert` first takes back
//! every property a design could set on the mark (its pseudo-elements get no content).
//! Dropping the design rules that name the app's attributes instead would miss those that
//! reach the mark without naming it (`mark`, `p > *`, `*`), and take nothing from the design
//! that it had. What this cannot keep: an ancestor hidden by a rule written for the mark's
//! arrival (`p:has(mark)`) hides the mark with it.
//!
//! A piece counts as shown when its element passes `checkVisibility` (no `display:none`,
//! `visibility:hidden` or `opacity:0` on it or an ancestor) and its text has a size and lies
//! at least partly inside the page (not pushed to `-9999px`). White space is always taken, as
//! it only separates words. What this cannot see: text coloured like its background, or
//! clipped by an ancestor's `overflow`.

use super::dom::{self, Dom};
use jury_core::review::evidence::rendered::{self, Piece, RenderedQuote};
use wasm_bindgen::{JsCast, JsValue};

/// The attribute that marks the app's own `<mark>`s.
pub const QUOTE_ATTRIBUTE: &str = "data-jury-quote";

/// How the app's marks look (a constructed sheet, like the design's, adopted first: see the
/// module doc).
pub const QUOTE_CSS: &str = "@layer{mark[data-jury-quote]{all:revert !important;\
    background:#ffe066 !important;color:#111 !important;-webkit-text-fill-color:#111 !important;\
    visibility:visible !important;outline:3px solid #c77800 !important;\
    outline-offset:1px !important}\
    mark[data-jury-quote]::before,mark[data-jury-quote]::after{content:none !important}}";

/// Removes the marks of an earlier quote, leaving their text where it was.
fn unmark(dom: &Dom, doc: &JsValue) {
    for mark in dom.query_all(doc, &format!("mark[{QUOTE_ATTRIBUTE}]")) {
        let Some(parent) = dom.parent(&mark) else {
            continue;
        };
        while let Some(child) = dom.first_child(&mark) {
            let _ = dom.insert_before(&parent, &child, &mark);
        }
        let _ = dom.remove(&mark);
        dom.normalize(&parent);
    }
}

/// Whether the browser shows text node `text` of `doc`.
fn shown(dom: &Dom, doc: &JsValue, text: &JsValue, data: &str, scroll: (f64, f64)) -> bool {
    if data.trim().is_empty() {
        return true;
    }
    if !dom.parent(text).is_some_and(|p| dom.shows(&p)) {
        return false;
    }
    let Ok(range) = dom.range(doc) else {
        return true;
    };
    if range.select_node_contents(text.unchecked_ref()).is_err() {
        return true;
    }
    let rect = range.get_bounding_client_rect();
    rect.width() > 0.0
        && rect.height() > 0.0
        && rect.right() + scroll.0 > 0.0
        && rect.bottom() + scroll.1 > 0.0
}

/// Marks where `passage` (the quote's source in the design) shows in the frame's design;
/// `None` when there is no quote. The marks of an earlier quote are removed first.
pub fn mark_quote(
    frame: &web_sys::HtmlIFrameElement,
    passage: Option<&str>,
) -> Result<Option<RenderedQuote>, JsValue> {
    let (Some(doc), Some(win)) = (frame.content_document(), frame.content_window()) else {
        return Ok(None);
    };
    let doc: JsValue = doc.into();
    dom::with(|dom| {
        unmark(dom, &doc);
        let Some(passage) = passage else {
            return Ok(None);
        };
        let Some(body) = dom.body(&doc) else {
            return Ok(None);
        };
        let scroll = (win.scroll_x().unwrap_or(0.0), win.scroll_y().unwrap_or(0.0));
        let walker = dom.text_walker(&doc, &body)?;
        let mut nodes = Vec::new();
        let mut texts = Vec::new();
        let mut visible = Vec::new();
        while let Ok(Some(node)) = walker.next_node() {
            let node: JsValue = node.into();
            let data = dom.data(&node);
            visible.push(shown(dom, &doc, &node, &data, scroll));
            texts.push(data);
            nodes.push(node);
        }
        let pieces: Vec<Piece<'_>> = texts
            .iter()
            .zip(&visible)
            .map(|(text, &visible)| Piece { text, visible })
            .collect();
        let found = rendered::find(passage, &pieces);
        if let RenderedQuote::Shown { from, to } = found {
            wrap(dom, &doc, &nodes, from, to)?;
        }
        Ok(Some(found))
    })
}

/// Wraps the text from `from` to `to` in marks, one per text node it covers (hidden nodes in
/// between are left alone), and scrolls the first into view.
fn wrap(
    dom: &Dom,
    doc: &JsValue,
    nodes: &[JsValue],
    from: rendered::Spot,
    to: rendered::Spot,
) -> Result<(), JsValue> {
    let mut first = None;
    for (i, node) in nodes.iter().enumerate().take(to.piece + 1).skip(from.piece) {
        let text: &web_sys::Text = node.unchecked_ref();
        let start = if i == from.piece { from.utf16 } else { 0 };
        let end = if i == to.piece {
            to.utf16
        } else {
            text.length()
        };
        if start >= end || (i != from.piece && i != to.piece && text.data().trim().is_empty()) {
            continue;
        }
        let mid = text.split_text(start)?;
        mid.split_text(end - start)?;
        let Some(parent) = dom.parent(&mid) else {
            continue;
        };
        let mark = dom.create_element(doc, "http://www.w3.org/1999/xhtml", "mark")?;
        dom.set_attribute(&mark, QUOTE_ATTRIBUTE, "")?;
        dom.insert_before(&parent, &mark, &mid)?;
        dom.append(&mark, &mid)?;
        first.get_or_insert(mark);
    }
    if let Some(first) = first {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        first
            .unchecked_ref::<web_sys::Element>()
            .scroll_into_view_with_scroll_into_view_options(&options);
    }
    Ok(())
}
