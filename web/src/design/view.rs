//! view: a design rendered as a browser would render it on its own (design-jury.md §11), at a
//! chosen viewport width, scaled to fit the panel, with a judge's quote marked in it; and the
//! review loop's artifact rendered on request.
//!
//! Owns the frame, the viewport presets, the scaling, the words around the rendered design
//! (refusals, where the quote is), and putting a cleaned design in place. What is kept is
//! [`super::clean`]'s and [`super::cssom`]'s, where the quote is [`super::mark`]'s.
//!
//! Three walls, each holding on its own:
//! - the frame is `<iframe sandbox="allow-same-origin" srcdoc=SHELL>`: no `allow-scripts`, so
//!   nothing in it can run, and no `allow-forms`, `allow-popups`, `allow-top-navigation`,
//!   `allow-modals`, `allow-downloads`; `allow-same-origin` is what lets the app write the
//!   design in, and gives the design nothing, since it cannot run code to use it;
//! - the frame's CSP (SHELL's `default-src 'none'; img-src data:; font-src data:; base-uri
//!   'none'; form-action 'none'`, on top of the app's inherited one, whose `frame-src 'none'`
//!   keeps the frame from being navigated anywhere): it may load nothing but `data:` images
//!   and fonts;
//! - the cleaning: only allowed elements, attributes and CSS reach the frame at all.
//!
//! A design from a share link (anyone's) is rendered only when the user asks: a page showing
//! such designs provides [`OnRequest`], and each rendered view then starts as a "Show the
//! design" button.
//!
//! What differs from opening the file on its own: the document is always in standards mode,
//! what was in `<head>` sits in `<body>` (hidden there too; `head > …` selectors miss it),
//! `@import` is ignored, links lose `href` (so `:link`/`:visited` styling), `<noscript>` and
//! `<title>` are dropped.

use super::clean::{self, Refused};
use super::cssom::Sheets;
use super::dom;
use super::mark::{mark_quote, QUOTE_CSS};
use crate::review::artifact::{mark_bytes, QuoteMark};
use crate::t;
use jury_core::review::evidence::rendered::RenderedQuote;
use jury_core::review::evidence::MIN_QUOTE_CHARS;
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlIFrameElement;

/// The frame's own document before a design is written in: its CSP, nothing else.
pub const SHELL: &str = "<!doctype html><html><head><meta http-equiv=\"Content-Security-Policy\" \
    content=\"default-src 'none'; img-src data:; font-src data:; base-uri 'none'; \
    form-action 'none'\"></head><body></body></html>";

/// Provided by a page whose designs come from someone else (a share link): its rendered
/// views wait for the user to ask.
#[derive(Clone, Copy, Debug)]
pub struct OnRequest;

/// A viewport preset: its name and its width and height in CSS px (`None`: the panel's width).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    pub key: &'static str,
    pub width: Option<u32>,
    pub height: u32,
}

impl Preset {
    /// Its label, in words.
    pub fn label(&self) -> String {
        match self.key {
            "phone" => t!(DesignPresetPhone),
            "tablet" => t!(DesignPresetTablet),
            "desktop" => t!(DesignPresetDesktop),
            _ => t!(DesignPresetFit),
        }
    }
}

/// Phone 390, tablet 768, desktop 1280 (§11) and the panel's own width; heights are those of
/// a common device of each kind, so a design's first screen shows as it would there.
pub const PRESETS: [Preset; 4] = [
    Preset {
        key: "phone",
        width: Some(390),
        height: 844,
    },
    Preset {
        key: "tablet",
        width: Some(768),
        height: 1024,
    },
    Preset {
        key: "desktop",
        width: Some(1280),
        height: 800,
    },
    Preset {
        key: "fit",
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

/// Empties the frame's `<html>` and `<body>` of an earlier design: attributes and contents.
fn clear(dom: &dom::Dom, doc: &JsValue) -> Result<(), JsValue> {
    for el in [dom.document_element(doc), dom.body(doc)]
        .into_iter()
        .flatten()
    {
        for (name, _) in dom.attributes(&el) {
            dom.remove_attribute(&el, &name);
        }
    }
    if let Some(body) = dom.body(doc) {
        while let Some(child) = dom.first_child(&body) {
            dom.remove(&child)?;
        }
    }
    dom.adopt(doc, &js_sys::Array::new())
}

/// Writes `design` into the frame's document, cleaned, with its styles (and `extra_css`, CSS
/// the app made for it, cleaned the same way) applied through CSSOM. On a refusal the frame is
/// left empty.
pub fn render_into(
    frame: &HtmlIFrameElement,
    design: &str,
    extra_css: Option<&str>,
) -> Result<(), Refused> {
    let (Some(win), Some(doc)) = (frame.content_window(), frame.content_document()) else {
        return Err(Refused::Failed(t!(DesignWhyNoFrameDocument)));
    };
    let doc: JsValue = doc.into();
    dom::with(|dom| clear(dom, &doc))?;
    let cleaned = clean::clean(design, &doc, extra_css.map_or(0, str::len))?;
    let sheets = Sheets::of(&win.into())?;
    dom::with(|dom| {
        let (Some(html), Some(body)) = (dom.document_element(&doc), dom.body(&doc)) else {
            return Err(t!(DesignWhyNoFrameBody).into());
        };
        for (name, value) in &cleaned.html_attributes {
            let _ = dom.set_attribute(&html, name, value);
        }
        for (name, value) in &cleaned.body_attributes {
            let _ = dom.set_attribute(&body, name, value);
        }
        for node in &cleaned.content {
            dom.append(&body, node)?;
        }
        sheets.apply_styles(dom, &doc, &cleaned.styles)?;
        let adopted = js_sys::Array::new();
        // The quote mark's sheet first: its layer is then the first (`mark`'s module doc).
        let texts = cleaned.sheets.iter().map(String::as_str);
        for css in [QUOTE_CSS].into_iter().chain(texts).chain(extra_css) {
            adopted.push(sheets.sheet(css)?.as_ref());
        }
        dom.adopt(&doc, &adopted)
    })?;
    Ok(())
}

/// What the view says about the quote in the rendered design.
fn quote_words(found: RenderedQuote) -> String {
    match found {
        RenderedQuote::Shown { .. } => t!(DesignQuoteShown),
        RenderedQuote::Hidden => t!(DesignQuoteHidden),
        RenderedQuote::Absent => t!(DesignQuoteAbsent),
        RenderedQuote::TooShort => t!(DesignQuoteTooShort, min = MIN_QUOTE_CHARS),
    }
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
    /// CSS the app generated for the design, applied after the design's own sheets.
    #[prop(into, optional)]
    extra_css: Signal<Option<String>>,
) -> impl IntoView {
    let asked = RwSignal::new(use_context::<OnRequest>().is_none());
    let label = StoredValue::new(label);
    move || {
        if asked.get() {
            view! { <RenderedDesign text=text label=label.get_value() quote=quote extra_css=extra_css /> }
                .into_any()
        } else {
            view! {
                <div class="design-view">
                    <p class="small muted">{t!(DesignOnRequest)}</p>
                    <button type="button" on:click=move |_| asked.set(true)>{t!(DesignShow)}</button>
                </div>
            }
            .into_any()
        }
    }
}

#[component]
fn RenderedDesign(
    text: Signal<String>,
    label: String,
    quote: Signal<Option<String>>,
    extra_css: Signal<Option<String>>,
) -> impl IntoView {
    let preset = RwSignal::new(PRESETS[3]);
    let panel = RwSignal::new(0.0f64);
    let loaded = RwSignal::new(false);
    let quote_found = RwSignal::new(None::<RenderedQuote>);
    let failed = RwSignal::new(None::<String>);
    let frame = NodeRef::<html::Iframe>::new();
    let stage = NodeRef::<html::Div>::new();
    // The Tailwind CDN's styles, generated here when the design loads it (the caller's own
    // generated CSS, if it gives one, wins).
    let tailwind = crate::design::tailwind::for_design(text);
    let extra_css = Signal::derive(move || {
        extra_css.get().or_else(|| match tailwind.get() {
            crate::design::tailwind::Tailwind::Ready(g) => Some(g.css),
            _ => None,
        })
    });

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
        let extra = extra_css.get();
        if !loaded.get() || tailwind.get() == crate::design::tailwind::Tailwind::Generating {
            return;
        }
        let Some(el) = frame.get_untracked() else {
            return;
        };
        failed.set(
            render_into(&el, &design, extra.as_deref())
                .err()
                .map(|e| match e {
                    Refused::TooLarge(why) => crate::i18n::say(&why),
                    Refused::Failed(why) => t!(DesignFailed, why = why),
                }),
        );
        quote_found.set(None);
    });
    Effect::new(move |_| {
        let q = quote.get();
        text.track();
        extra_css.track();
        if !loaded.get() {
            return;
        }
        let Some(el) = frame.get_untracked() else {
            return;
        };
        let found = if failed.get_untracked().is_some() {
            None
        } else {
            mark_quote(&el, q.as_deref()).ok().flatten()
        };
        quote_found.set(found);
    });

    let size = move || fit(preset.get(), panel.get());
    let title = t!(DesignFrameTitle, label = label);
    view! {
        <div class="design-view">
            <div class="row design-presets" role="group" aria-label=t!(DesignViewport)>
                {PRESETS.iter().map(|p| {
                    let p = *p;
                    view! {
                        <button type="button" data-preset=p.key
                            aria-pressed=move || (preset.get() == p).to_string()
                            on:click=move |_| preset.set(p)>{p.label()}</button>
                    }
                }).collect_view()}
                <span class="small muted" aria-live="polite">{move || {
                    let (w, s) = size();
                    // Whole numbers, rounded as `{:.0}` rounds them.
                    let width = w.round_ties_even();
                    if s < 1.0 {
                        t!(DesignWidthScaled, width = width, percent = (s * 100.0).round_ties_even())
                    } else {
                        t!(DesignWidth, width = width)
                    }
                }}</span>
            </div>
            {move || failed.get().map(|why| view! { <p class="small design-refused" role="status">{why}</p> })}
            {move || quote_found.get().map(|found| view! {
                <p class="small" aria-live="polite">{quote_words(found)}</p>
            })}
            // Above the frame: in a panel that fits the screen, what is missing from the design
            // is in sight with it, not under it.
            <super::not_loaded::NotLoaded text=text tailwind=tailwind />
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
    mark: Signal<Option<QuoteMark>>,
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
                        {move || if open.get() { t!(DesignHideRendered) } else { t!(DesignShowRendered) }}
                    </button>
                    <Show when=move || open.get()>
                        <RenderedDesign text=text label=t!(DesignUnderReview)
                            quote=quote extra_css=Signal::derive(|| None) />
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
}
