//! The Tailwind generator's wasm for `dist/` (`cargo xtask dist`): `jury-tailwind` built for
//! wasm32 (release profile), then wasm-opt -Oz, written to `dist/tailwind/jury_tailwind.wasm`,
//! the path the app fetches it from (`web/src/design/tailwind.rs`) the first time a design uses the
//! Tailwind CDN. `offline.html` carries the same bytes as base64 in a data block
//! ([`offline_block`]), since a `file://` page may fetch nothing.
//!
//! Owns that build and that block; when the app loads it is the app's.

use crate::util::{self, base64, cargo, read, repo_root, run, Result};
use std::path::Path;

/// Where the app looks for the module (`web/src/design/tailwind.rs` `WASM_PATH`), under `dist/`.
pub const DIST_PATH: &str = "tailwind/jury_tailwind.wasm";

/// The id of `offline.html`'s block (`web/src/design/tailwind.rs` `INLINE_ID`).
const INLINE_ID: &str = "jury-tailwind-wasm";

/// Builds the module into `dist/`; returns its bytes.
pub fn build(dist: &Path) -> Result<Vec<u8>> {
    let root = repo_root();
    util::header("dist: the Tailwind generator (jury-tailwind → wasm32, wasm-opt -Oz)");
    run(cargo()
        .args([
            "build",
            "--offline",
            "--release",
            "-p",
            "jury-tailwind",
            "--target",
            "wasm32-unknown-unknown",
        ])
        .current_dir(&root))
    .map_err(|e| {
        format!("{e}\n  the Tailwind generator did not build: read cargo's error above")
    })?;
    let built = root.join("target/wasm32-unknown-unknown/release/jury_tailwind.wasm");
    let out = dist.join(DIST_PATH);
    std::fs::create_dir_all(out.parent().expect("a folder"))
        .map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    util::wasm_opt(&built, &out)?;
    let bytes = read(&out)?;
    println!(
        "wrote dist/{DIST_PATH} ({}, {} gzip -9)",
        util::human(bytes.len() as u64),
        util::human(util::gzip_size(&out).unwrap_or(0))
    );
    Ok(bytes)
}

/// The block `offline.html` carries the module in: a script element of a type no browser
/// runs (so no CSP allowance is needed), read by the app only when a design uses Tailwind.
pub fn offline_block(wasm: &[u8]) -> String {
    format!(
        r#"<script type="application/wasm+base64" id="{INLINE_ID}">{}</script>"#,
        base64(wasm)
    )
}
