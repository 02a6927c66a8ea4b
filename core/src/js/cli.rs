//! The command line's façade (feature `js-cli`): `jury_core::cli` for the package's Node
//! `bin` (`core/js/bin.cjs`), in a wasm of its own that no browser entry loads.
//!
//! Owns only the crossing: requests and the end go out as JSON text (the shell parses them
//! once), file bytes come in as a `Uint8Array`. It decides nothing; every decision is
//! `cli::Invocation`'s, the one the native `jury` runs.

use wasm_bindgen::prelude::*;

use crate::cli::{Invocation, ReadError, Request};

/// One run of `jury ARGS` (`cli::Invocation`).
#[wasm_bindgen(js_name = CliInvocation, skip_typescript)]
pub struct JsInvocation(Invocation);

#[wasm_bindgen(js_class = CliInvocation)]
impl JsInvocation {
    /// `args` without the program name; `cwd` absolute; `now` in ms since the epoch.
    #[wasm_bindgen(constructor)]
    pub fn new(args: Vec<String>, cwd: String, now: f64) -> JsInvocation {
        JsInvocation(Invocation::new(args, &cwd, now.max(0.0) as u64))
    }

    /// `cli::Poll` as JSON: `{"kind":"read","requests":[…]}` or `{"kind":"done","done":{…}}`.
    pub fn poll(&mut self) -> String {
        serde_json::to_string(&self.0.poll()).expect("a poll serializes")
    }

    /// The answer to one request (`request`: its JSON from `poll`): the bytes, or `NotFound`
    /// (`missing`), or the system's message.
    pub fn provide(
        &mut self,
        request: &str,
        bytes: Option<Vec<u8>>,
        missing: bool,
        error: Option<String>,
    ) -> Result<(), JsValue> {
        let request: Request = serde_json::from_str(request)
            .map_err(|e| JsValue::from(js_sys::TypeError::new(&format!("not a request: {e}"))))?;
        let read = match (bytes, missing, error) {
            (Some(bytes), _, _) => Ok(bytes),
            (None, true, _) => Err(ReadError::NotFound),
            (None, false, message) => Err(ReadError::Other {
                message: message.unwrap_or_default(),
            }),
        };
        self.0.provide(request, read);
        Ok(())
    }
}
