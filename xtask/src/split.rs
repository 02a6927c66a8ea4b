//! The release build's wasm split by page (`cargo xtask dist`, between `trunk build` and the
//! post-build step): the first module carries the shell, the run list, the new-run form and
//! "How it works"; `web/src/chunks.rs` names the pages loaded when opened.
//!
//! Trunk 0.21 runs cargo, wasm-bindgen and wasm-opt with no step between the first two, and a
//! module with split points cannot be instantiated unsplit. So Trunk builds the app as always
//! (the page, its CSS, the boot, the names), then this step builds jury-web again with
//! `--features split` and does what cargo-leptos does for `#[lazy]`: link with relocations
//! (`--emit-relocs`, for this binary only, so the dependencies Trunk just built are reused),
//! split (`wasm_split_cli_support`), wasm-bindgen on the main module (`--keep-lld-exports
//! --no-demangle`, so the chunks find the exports they link against), wasm-opt on every
//! module; and puts the result under Trunk's own file names. The chunks and their loader are
//! named by their content's hash, as Trunk names its files.
//!
//! Never touches `trunk serve` or the wasm tests: they build without the feature.

use crate::util::{self, hex, read, read_string, run, sha256, write, Result};
use std::path::Path;
use std::process::Command;

/// The loader the splitter writes, as the main module imports it (renamed by hash after).
const LINK_NAME: &str = "./split-loader.js";

/// Replaces Trunk's unsplit wasm and glue in `dist` by the split build.
pub fn split(root: &Path, dist: &Path) -> Result<()> {
    util::header("split: jury-web --features split, wasm-split, wasm-bindgen, wasm-opt");
    let html = read_string(&dist.join("index.html"))?;
    let js_name = trunk_glue_name(&html)?;
    let stem = js_name.trim_end_matches(".js");

    run(util::cargo()
        .args([
            "rustc",
            "--release",
            "--offline",
            "--target",
            "wasm32-unknown-unknown",
        ])
        .args(["-p", "jury-web", "--bin", "jury-web", "--features", "split"])
        .args(["--", "-C", "link-arg=--emit-relocs"])
        .current_dir(root))?;
    let input = root.join("target/wasm32-unknown-unknown/release/jury-web.wasm");
    let work = root.join("target/split");
    if work.exists() {
        std::fs::remove_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
    }
    let main_wasm = work.join("main.wasm");
    let main_module = format!("./{js_name}");
    let input_wasm = read(&input)?;
    let split = wasm_split_cli_support::transform({
        let mut opts = wasm_split_cli_support::Options::new(&input_wasm);
        opts.output_dir = &work;
        opts.main_out_path = &main_wasm;
        opts.main_module = &main_module;
        opts.link_name = LINK_NAME;
        opts
    })
    .map_err(|e| format!("wasm-split on {}: {e:#}", input.display()))?;

    run(Command::new("wasm-bindgen")
        .args(["--target", "web", "--keep-lld-exports", "--no-demangle"])
        .arg("--no-typescript")
        .arg("--out-dir")
        .arg(&work)
        .args(["--out-name", stem])
        .arg(&main_wasm))?;
    let bg = format!("{stem}_bg.wasm");
    util::wasm_opt(&work.join(&bg), &dist.join(&bg))?;
    std::fs::copy(work.join(&js_name), dist.join(&js_name))
        .map_err(|e| format!("copying {js_name} into dist/: {e}"))?;

    // Each chunk under a name with its hash, and the loader told so; then the loader itself.
    let mut loader = read_string(&work.join(LINK_NAME))?;
    for chunk in &split.split_modules {
        let name = chunk
            .file_name()
            .and_then(|n| n.to_str())
            .ok_or("a chunk without a file name")?
            .to_string();
        let opt = work.join(format!("opt-{name}"));
        util::wasm_opt(chunk, &opt)?;
        let bytes = read(&opt)?;
        let hashed = format!(
            "{}-{}.wasm",
            name.trim_end_matches(".wasm"),
            &hex(&sha256(&bytes))[..16]
        );
        let quoted = format!("\"./{name}\"");
        if !loader.contains(&quoted) {
            return Err(format!(
                "the split loader does not load {name}: did wasm_split_cli_support change?"
            ));
        }
        loader = loader.replace(&quoted, &format!("\"./{hashed}\""));
        write(&dist.join(&hashed), &bytes)?;
        println!("chunk: dist/{hashed} ({})", util::human(bytes.len() as u64));
    }
    let loader_name = format!("split-{}.js", &hex(&sha256(loader.as_bytes()))[..16]);
    write(&dist.join(&loader_name), &loader)?;
    let glue_path = dist.join(&js_name);
    let glue = read_string(&glue_path)?;
    let from = format!("\"{LINK_NAME}\"");
    if !glue.contains(&from) {
        return Err(format!(
            "the glue {js_name} does not import {LINK_NAME}: did wasm-bindgen change?"
        ));
    }
    // Only the `import` lines: the import object's keys stay the module name the wasm asks for.
    let to = format!("\"./{loader_name}\"");
    let glue: String = glue
        .lines()
        .map(|l| match l.starts_with("import ") {
            true => l.replace(&from, &to),
            false => l.to_string(),
        } + "\n")
        .collect();
    write(&glue_path, glue)?;
    println!("loader: dist/{loader_name}");
    resign(dist, &[&js_name, &bg])
}

/// The glue's file name in Trunk's inline bootstrap (`import init … from './jury-web-….js'`).
fn trunk_glue_name(html: &str) -> Result<String> {
    let at = html
        .find("jury-web-")
        .ok_or("dist/index.html names no jury-web-*.js: did Trunk's output change?")?;
    let end = html[at..]
        .find(".js")
        .ok_or("dist/index.html names no jury-web-*.js")?;
    Ok(html[at..at + end + 3].to_string())
}

/// Trunk's `integrity="sha384-…"` on the preloads of `files`, set to their new contents.
fn resign(dist: &Path, files: &[&str]) -> Result<()> {
    let path = dist.join("index.html");
    let mut html = read_string(&path)?;
    for f in files {
        let Some(at) = html.find(&format!("href=\"./{f}\"")) else {
            continue;
        };
        let Some(i) = html[at..].find("integrity=\"") else {
            continue;
        };
        let start = at + i + "integrity=\"".len();
        let end = start
            + html[start..]
                .find('"')
                .ok_or("an unterminated integrity attribute in dist/index.html")?;
        html.replace_range(start..end, &util::sri_sha384(&read(&dist.join(f))?));
    }
    write(&path, html)
}

/// offline.html's glue (`file://` fetches nothing and imports no module): the split loader
/// inlined in place of the glue's import of it, each chunk inlined in base64 in place of its
/// fetch. A glue without the loader (a `--debug` build) is returned as it is.
pub fn inline_loader(dist: &Path, glue: &str) -> Result<String> {
    // wasm-bindgen imports the loader once per function the main module takes from it.
    let imports: Vec<&str> = glue
        .lines()
        .filter(|l| l.starts_with("import * as ") && l.contains(" from \"./split-"))
        .collect();
    let Some(first) = imports.first() else {
        return Ok(glue.to_string());
    };
    let read_import = |line: &str| -> Result<(String, String)> {
        let (binding, file) = line["import * as ".len()..]
            .trim_end_matches(';')
            .split_once(" from ")
            .ok_or_else(|| format!("cannot read the glue's import `{line}`"))?;
        Ok((binding.to_string(), file.trim_matches('"').to_string()))
    };
    let (binding, file) = read_import(first)?;
    let file = file.trim_start_matches("./");
    let mut loader = String::new();
    let mut names = Vec::new();
    for l in read_string(&dist.join(file))?.lines() {
        if l.starts_with("import ") {
            // `initSync` is the glue's own: the inlined loader sees it in the same script.
            continue;
        }
        if let Some(rest) = l.strip_prefix("export const ") {
            names.push(
                rest.split([' ', '='])
                    .next()
                    .unwrap_or_default()
                    .to_string(),
            );
            loader.push_str("const ");
            loader.push_str(rest);
        } else if l.starts_with("export ") {
            return Err(format!("the split loader {file} exports `{l}`: offline.html cannot inline it; extend xtask/src/split.rs"));
        } else {
            loader.push_str(l);
        }
        loader.push('\n');
    }
    let mut from = 0;
    while let Some(at) = loader[from..].find("fetch(new URL(\"./") {
        let start = from + at;
        let name_start = start + "fetch(new URL(\"./".len();
        let name_end = name_start
            + loader[name_start..]
                .find('"')
                .ok_or("an unterminated chunk URL in the split loader")?;
        let close = ", import.meta.url))";
        if !loader[name_end + 1..].starts_with(close) {
            return Err("the split loader fetches a chunk in a way offline.html does not know: extend xtask/src/split.rs".into());
        }
        let chunk = read(&dist.join(&loader[name_start..name_end]))?;
        let inline = format!(
            "Promise.resolve(new Response(Uint8Array.from(atob(\"{}\"), (c) => c.charCodeAt(0)), {{ headers: {{ \"content-type\": \"application/wasm\" }} }}))",
            crate::util::base64(&chunk)
        );
        loader.replace_range(start..name_end + 1 + close.len(), &inline);
        from = start + inline.len();
    }
    let mut inlined = format!(
        "const {binding} = (() => {{\n{loader}return {{ {} }};\n}})();",
        names.join(", ")
    );
    for line in &imports[1..] {
        let (other, same) = read_import(line)?;
        if same.trim_start_matches("./") != file {
            return Err(format!(
                "the glue imports two split loaders ({file}, {same})"
            ));
        }
        inlined.push_str(&format!("\nconst {other} = {binding};"));
    }
    let mut out = glue.replacen(first, &inlined, 1);
    for line in &imports[1..] {
        out = out.replacen(&format!("{line}\n"), "", 1);
    }
    Ok(out)
}
