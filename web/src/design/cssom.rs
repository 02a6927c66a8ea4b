//! cssom: a design's styles put into the frame through CSSOM (the app's CSP forbids inline
//! style, and CSSOM is not governed by it): each stylesheet becomes a constructed sheet of the
//! frame, each `style` attribute the element's `style.cssText`, after the browser's CSS parser
//! read them and the core's rules (`jury_core::design::css`) removed every rule kind,
//! property and value it does not allow.
//!
//! Owns walking the rules of a sheet and removing what the core refuses, and adopting the
//! sheets. Never reads a design's CSS as text itself: the browser parses, the core decides.
//! A constructed sheet never loads anything (`@import` is ignored there, and nothing in a
//! sheet loads before it is adopted), so the check runs before anything could be requested.

use super::clean::StyleTarget;
use super::dom::Dom;
use js_sys::{Array, Function, Reflect};
use jury_core::design::css;
use wasm_bindgen::{JsCast, JsValue};

/// A stylesheet of the frame's realm (a document adopts only sheets of its own realm).
pub struct Sheets {
    ctor: Function,
}

fn get(target: &JsValue, key: &str) -> Result<JsValue, JsValue> {
    Reflect::get(target, &key.into())
}

fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: Function = get(target, name)?.dyn_into()?;
    f.apply(target, &args.iter().collect::<Array>())
}

/// The interface name of a CSSOM rule (`CSSStyleRule`, `CSSImportRule`…).
fn kind(rule: &JsValue) -> String {
    get(rule, "constructor")
        .and_then(|c| get(&c, "name"))
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default()
}

/// Removes each declaration of `style` that the core does not keep: each property as CSSOM
/// lists it, then each declaration of the block as the browser serializes it, where a
/// shorthand holding a `var()` shows its value (its longhands have none until substituted).
fn clean_declarations(style: &web_sys::CssStyleDeclaration) {
    let names: Vec<String> = (0..style.length()).map(|i| style.item(i)).collect();
    for name in names {
        let value = style.get_property_value(&name).unwrap_or_default();
        if !css::property_is_kept(&name) || !css::value_is_safe(&name, &value) {
            let _ = style.remove_property(&name);
        }
    }
    for name in css::refused_in_block(&style.css_text()) {
        let _ = style.remove_property(name);
    }
}

/// Removes from `parent` (a sheet or a rule with `cssRules`) every rule the core does not
/// keep, and every declaration it does not keep from the rules that stay, at any depth.
fn clean_rules(parent: &JsValue) -> Result<(), JsValue> {
    let rules = get(parent, "cssRules")?;
    if rules.is_undefined() || rules.is_null() {
        return Ok(());
    }
    let keyframes = kind(parent) == "CSSKeyframesRule";
    let length = get(&rules, "length")?.as_f64().unwrap_or(0.0) as u32;
    for i in (0..length).rev() {
        let rule = Reflect::get_u32(&rules, i)?;
        let kind = kind(&rule);
        let style = get(&rule, "style")?;
        let shape = css::RuleShape {
            kind: &kind,
            has_style: !style.is_undefined(),
            has_rules: rule_has_rules(&rule),
        };
        let text = || {
            get(&rule, "cssText")
                .ok()
                .and_then(|t| t.as_string())
                .unwrap_or_default()
        };
        if css::rule_is_refused(shape, text) {
            if keyframes {
                call(parent, "deleteRule", &[get(&rule, "keyText")?])?;
            } else {
                call(parent, "deleteRule", &[i.into()])?;
            }
            continue;
        }
        if !style.is_undefined() && !style.is_null() {
            clean_declarations(style.unchecked_ref());
        }
        clean_rules(&rule)?;
    }
    Ok(())
}

fn rule_has_rules(rule: &JsValue) -> bool {
    get(rule, "cssRules").is_ok_and(|r| !r.is_undefined() && !r.is_null())
}

impl Sheets {
    /// The sheet maker of the frame whose window is `frame_window`.
    pub fn of(frame_window: &JsValue) -> Result<Sheets, JsValue> {
        Ok(Sheets {
            ctor: get(frame_window, "CSSStyleSheet")?.dyn_into()?,
        })
    }

    /// `text` parsed into a new sheet, with what the core refuses removed.
    pub fn sheet(&self, text: &str) -> Result<web_sys::CssStyleSheet, JsValue> {
        let sheet = Reflect::construct(&self.ctor, &Array::new())?;
        call(&sheet, "replaceSync", &[text.into()])?;
        clean_rules(&sheet)?;
        Ok(sheet.unchecked_into())
    }

    /// Sets each `style` attribute's declarations on its element, cleaned: each is read as the
    /// only rule of a scratch sheet (`x{…}`), so its declarations are the browser's reading.
    pub fn apply_styles(
        &self,
        dom: &Dom,
        frame_doc: &JsValue,
        styles: &[(StyleTarget, String)],
    ) -> Result<(), JsValue> {
        if styles.is_empty() {
            return Ok(());
        }
        let scratch = Reflect::construct(&self.ctor, &Array::new())?;
        for (target, declarations) in styles {
            call(
                &scratch,
                "replaceSync",
                &[format!("x{{{declarations}}}").into()],
            )?;
            let rule = Reflect::get_u32(&get(&scratch, "cssRules")?, 0)?;
            if rule.is_undefined() || kind(&rule) != "CSSStyleRule" {
                continue;
            }
            let style: web_sys::CssStyleDeclaration = get(&rule, "style")?.unchecked_into();
            clean_declarations(&style);
            let (el, svg) = match target {
                StyleTarget::Html => (dom.document_element(frame_doc), false),
                StyleTarget::Body => (dom.body(frame_doc), false),
                StyleTarget::Element { el, svg } => (Some(el.clone()), *svg),
            };
            if let Some(el) = el {
                dom.style(&el, svg)?.set_css_text(&style.css_text());
            }
        }
        Ok(())
    }
}
