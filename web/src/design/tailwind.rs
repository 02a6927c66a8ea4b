//! tailwind: the Tailwind generator (`jury-tailwind`, its own wasm beside the app's), loaded
//! the first time a rendered design uses the Tailwind CDN, never before: the first page does
//! not pay for it.
//!
//! Owns loading that module once per page (fetched from `tailwind/jury_tailwind.wasm` beside
//! the app, or read from the `<script type="application/wasm+base64">` block `offline.html`
//! carries, where nothing may be fetched), calling it through its plain-memory ABI (see
//! `tailwind/src/abi.rs`: no JavaScript glue, no imports), and the state a design view shows.
//! Which designs use Tailwind is the core's (`jury_core::design_resources`); what to generate
//! is the generator's.

use crate::t;
use js_sys::{Object, Promise, Reflect, Uint8Array, WebAssembly};
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Where the generator's wasm is, relative to the page (`cargo xtask dist` puts it there).
pub const WASM_PATH: &str = "tailwind/jury_tailwind.wasm";

/// The id of the block holding the wasm as base64 in `offline.html`.
pub const INLINE_ID: &str = "jury-tailwind-wasm";

/// What the generator gave for one design.
#[derive(Clone, Debug, PartialEq)]
pub struct Generated {
    pub css: String,
    /// What of the design's Tailwind set-up is not reproduced, in words.
    pub notes: Vec<String>,
}

/// Tailwind for the design in a view.
#[derive(Clone, Debug, PartialEq)]
pub enum Tailwind {
    /// The design does not load Tailwind.
    Unused,
    /// The generator is loading or working.
    Generating,
    Ready(Generated),
    /// The generator could not be loaded or run: why, in words.
    Failed(String),
}

thread_local! {
    /// The one instance of the generator, once asked for (a promise, so views asking at the
    /// same time share one load).
    static INSTANCE: RefCell<Option<Promise>> = const { RefCell::new(None) };
}

fn err(e: JsValue) -> String {
    e.as_string()
        .or_else(|| Reflect::get(&e, &"message".into()).ok()?.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}

fn call(target: &JsValue, method: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: js_sys::Function = Reflect::get(target, &method.into())?.dyn_into()?;
    f.apply(target, &args.iter().collect::<js_sys::Array>())
}

/// The generator's bytes: inline in `offline.html`, fetched beside the app otherwise.
async fn bytes() -> Result<Vec<u8>, JsValue> {
    let window = web_sys::window().ok_or_else(|| t!(DesignWhyNoWindow))?;
    let document = window.document().ok_or_else(|| t!(DesignWhyNoDocument))?;
    if let Some(block) = document.get_element_by_id(INLINE_ID) {
        let binary = window.atob(block.text_content().unwrap_or_default().trim())?;
        return Ok(binary.chars().map(|c| c as u8).collect());
    }
    let response = JsFuture::from(window.fetch_with_str(WASM_PATH)).await?;
    if !Reflect::get(&response, &"ok".into())?.is_truthy() {
        let status = Reflect::get(&response, &"status".into())?;
        return Err(t!(
            DesignWhyHttp,
            path = WASM_PATH,
            status = status.as_f64().unwrap_or(0.0)
        )
        .into());
    }
    let buffer = JsFuture::from(Promise::from(call(&response, "arrayBuffer", &[])?)).await?;
    Ok(Uint8Array::new(&buffer).to_vec())
}

async fn instance() -> Result<JsValue, String> {
    let promise = INSTANCE.with_borrow_mut(|slot| {
        slot.get_or_insert_with(|| {
            wasm_bindgen_futures::future_to_promise(async {
                let bytes = bytes().await?;
                let result =
                    JsFuture::from(WebAssembly::instantiate_buffer(&bytes, &Object::new())).await?;
                Reflect::get(&result, &"instance".into())
            })
        })
        .clone()
    });
    match JsFuture::from(promise).await {
        Ok(instance) => Ok(instance),
        Err(e) => {
            // A later design may try again (the file may be reachable then).
            INSTANCE.with_borrow_mut(|slot| *slot = None);
            Err(err(e))
        }
    }
}

/// Runs the generator on `html`.
pub async fn generate(html: &str) -> Result<Generated, String> {
    let instance = instance().await?;
    let run = || -> Result<Vec<u8>, JsValue> {
        let exports = Reflect::get(&instance, &"exports".into())?;
        let memory = || {
            Reflect::get(&exports, &"memory".into())
                .and_then(|m| Reflect::get(&m, &"buffer".into()))
        };
        let input = html.as_bytes();
        let at = call(&exports, "input", &[JsValue::from(input.len() as u32)])?;
        let at = at.as_f64().ok_or_else(|| t!(DesignWhyNoInputBuffer))? as u32;
        Uint8Array::new_with_byte_offset_and_length(&memory()?, at, input.len() as u32)
            .copy_from(input);
        let len = call(&exports, "generate", &[])?
            .as_f64()
            .ok_or_else(|| t!(DesignWhyNoOutput))? as u32;
        let out = call(&exports, "output", &[])?
            .as_f64()
            .ok_or_else(|| t!(DesignWhyNoOutput))? as u32;
        Ok(Uint8Array::new_with_byte_offset_and_length(&memory()?, out, len).to_vec())
    };
    let out = run().map_err(err)?;
    let text = String::from_utf8_lossy(&out);
    let (notes, css) = text.split_once('\0').ok_or_else(|| t!(DesignWhyNoCss))?;
    Ok(Generated {
        css: css.to_string(),
        notes: notes.lines().map(note_words).collect(),
    })
}

/// A note of the generator (`tailwind/src/abi.rs`: a code and its values split by tabs) in
/// words; a line of a code this build does not know is shown as it came.
fn note_words(line: &str) -> String {
    let parts: Vec<&str> = line.split('\t').collect();
    match parts.as_slice() {
        ["config-unreadable", at_line, column, why] => t!(
            DesignTailwindConfigUnreadable,
            line = at_line.parse::<f64>().unwrap_or(0.0),
            column = column.parse::<f64>().unwrap_or(0.0),
            why = *why
        ),
        ["not-applied", key] => t!(DesignTailwindNotApplied, key = *key),
        ["tailwind-styles"] => t!(DesignTailwindStyles),
        _ => line.to_string(),
    }
}

/// Tailwind for the design `text`, as it changes: generated when the design loads the
/// Tailwind CDN, [`Tailwind::Unused`] otherwise.
pub fn for_design(text: Signal<String>) -> ReadSignal<Tailwind> {
    let (state, set_state) = signal(Tailwind::Unused);
    let asked = StoredValue::new(0u64);
    Effect::new(move |_| {
        let design = text.get();
        let uses = jury_core::design_resources::resources(&design)
            .iter()
            .any(|r| r.kind == jury_core::design_resources::Kind::Tailwind);
        asked.update_value(|n| *n += 1);
        if !uses {
            set_state.set(Tailwind::Unused);
            return;
        }
        let this = asked.get_value();
        set_state.set(Tailwind::Generating);
        leptos::task::spawn_local(async move {
            let result = generate(&design).await;
            // A newer design was asked for meanwhile: its own answer will come.
            if asked.try_get_value() != Some(this) {
                return;
            }
            set_state.set(match result {
                Ok(generated) => Tailwind::Ready(generated),
                Err(why) => Tailwind::Failed(why),
            });
        });
    });
    state
}

#[cfg(test)]
mod tests {
    use super::note_words;

    #[test]
    fn each_generator_note_is_said_in_words() {
        assert_eq!(
            note_words("config-unreadable\t4\t20\t`require` is a call"),
            "Its tailwind.config could not be read (line 4, column 20: `require` is a call), so its theme is not applied; the default theme is used."
        );
        assert_eq!(
            note_words("not-applied\tplugins"),
            "Its tailwind.config's `plugins` is not applied."
        );
        assert_eq!(
            note_words("tailwind-styles"),
            "Its <style type=\"text/tailwindcss\"> is applied as plain CSS: its @apply and @layer rules are not."
        );
        assert_eq!(note_words("from-a-newer-build\tx"), "from-a-newer-build\tx");
    }
}
