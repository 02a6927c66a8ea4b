//! The command line's façade (feature `js-cli`): `jury_core::cli` for the package's Node
//! `bin` (`core/js/bin.cjs`), in a wasm of its own that no browser entry loads.
//!
//! Owns only the crossing: requests and the end's small parts go out as JSON text (the shell
//! parses them once), file bytes come in as a `Uint8Array`, and the end's large texts (the
//! output, each file to write: a run file holds its artifact) go out as strings of their own,
//! so a 2 MB artifact is never escaped into JSON and parsed back. It decides nothing; every
//! decision is `cli::Invocation`'s, the one the native `jury` runs.

use serde_json::json;
use wasm_bindgen::prelude::*;

use crate::cli::{Done, Invocation, Poll, ReadError, Request};

/// One run of `jury ARGS` (`cli::Invocation`), and its end once reached.
#[wasm_bindgen(js_name = CliInvocation, skip_typescript)]
pub struct JsInvocation(Invocation, Option<Done>);

#[wasm_bindgen(js_class = CliInvocation)]
impl JsInvocation {
    /// `args` without the program name; `cwd` absolute; `now` in ms since the epoch.
    #[wasm_bindgen(constructor)]
    pub fn new(args: Vec<String>, cwd: String, now: f64) -> JsInvocation {
        JsInvocation(Invocation::new(args, &cwd, now.max(0.0) as u64), None)
    }

    /// `{"kind":"read","requests":[…]}`, or `{"kind":"done","exitCode":…,"guard":…,"writes":
    /// [{"path":…,"remove":…}]}` (the texts from `stdout`, `stderr` and `contents`).
    pub fn poll(&mut self) -> String {
        match self.0.poll() {
            Poll::Read { requests } => json!({"kind": "read", "requests": requests}).to_string(),
            Poll::Done { done } => {
                let writes: Vec<_> = done
                    .writes
                    .iter()
                    .map(|w| json!({"path": w.path, "remove": w.contents.is_none()}))
                    .collect();
                let head = json!({"kind": "done", "exitCode": done.exit_code, "guard": done.guard, "writes": writes});
                self.1 = Some(done);
                head.to_string()
            }
        }
    }

    /// What the command prints on standard output, once done.
    pub fn stdout(&self) -> String {
        self.1
            .as_ref()
            .map(|d| d.stdout.clone())
            .unwrap_or_default()
    }

    /// What the command prints on standard error, once done.
    pub fn stderr(&self) -> String {
        self.1
            .as_ref()
            .map(|d| d.stderr.clone())
            .unwrap_or_default()
    }

    /// The text of write `index` (none for a removal), once done.
    pub fn contents(&self, index: usize) -> Option<String> {
        self.1
            .as_ref()
            .and_then(|d| d.writes.get(index))
            .and_then(|w| w.contents.clone())
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
