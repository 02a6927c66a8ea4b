//! `cargo xtask pkg`: the one npm package `jury-core` (js-api.md "The package") in
//! `pkg/jury-core/`, with an entry per engine.
//!
//! Layout (each wasm file exists once; the browser and Node glue of an entry load the same one):
//! ```text
//! package.json  README.md  LICENSE
//! dist/runtime.js, runtime.cjs     the shared init()/free() guard (core/js/runtime.js; esbuild → CJS)
//! dist/errors.js, errors.cjs       `isJuryError` (core/js/errors.js, also a snippet of every glue)
//! dist/wasm.d.ts, wasm.d.cts       the type of the wasm subpaths (`jury-core/review.wasm`, …)
//! dist/<engine>.js, <engine>.cjs   an engine's JS-side exports (core/js/generated/<engine>.js,
//!                                  when it exists: values that need no wasm), re-exported by its entries
//! dist/<entry>/<stem>_bg.wasm      the engine(s) of the entry (cargo feature, wasm-opt -Oz)
//! dist/<entry>/<stem>.js, snippets/ wasm-bindgen --target web glue (ES module)
//! dist/<entry>/<stem>.cjs          the same glue as CommonJS (esbuild --bundle), for Node, with
//!                                  core/js/text-codec.js injected (Jest's jsdom has no TextDecoder)
//! dist/<entry>/<stem>_wasm.cjs     the same wasm gzipped, as base64 text, for the Node entries
//! dist/<entry>/browser.js          browsers and bundlers: `await init()` first
//! dist/<entry>/wasm.edge.js        the wasm subpath under edge-light: the wasm imported `?module`
//! dist/<entry>/node.cjs, node.mjs  Node (require / import): initSync on the inlined bytes, once
//! dist/<entry>/index.d.ts, .d.cts  the declarations (core/js/generated/*.d.ts and core/src/js/*.d.ts joined)
//! review/, critique/package.json   the subpaths for resolvers that predate `exports`
//! jury.wasm/, review.wasm/, critique.wasm/package.json   the same for the wasm subpaths
//! bin/jury.cjs, jury_cli.cjs, jury_cli_bg.wasm  the `jury` command under Node (`npx jury-core …`),
//!                                  its own wasm (xtask/src/skill.rs), never loaded by an entry
//! ```
//! Node's `import` entry re-exports the CommonJS one, so one process holds one instance of
//! each wasm whichever way it loads the package.
//!
//! Why Node gets the wasm inlined: a service bundled for Node (esbuild `--platform=node`, CJS or
//! ESM output; webpack `target: "node"`) must find the wasm with no setup, and no bundler sees a
//! file read (`readFileSync(join(__dirname, …))`); esbuild does not even emit the asset of
//! `new URL("./x.wasm", import.meta.url)`. Text inside a module is the one form every bundler
//! carries. Browsers keep the separate file: fetched and compiled while it streams.

use crate::util::{self, gzip_size, repo_root, run, write, Result};
use crate::vocab;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One entry of the package: a subpath, the cargo feature that builds its wasm, its
/// declarations and its size budget.
pub struct Entry {
    /// `dist/<dir>/`, also the subpath (`jury-core/<dir>`) except for the combined entry.
    pub dir: &'static str,
    /// What `import` names: `jury-core`, `jury-core/review`, `jury-core/critique`.
    pub specifier: &'static str,
    /// wasm-bindgen's `--out-name`: `<stem>.js`, `<stem>_bg.wasm`. Distinct per entry, so a
    /// bundle that uses two entries can put both wasm files in one folder.
    stem: &'static str,
    feature: &'static str,
    dts: &'static [&'static str],
    /// The most the entry's wasm may weigh: gzip -9 bytes after wasm-opt (KB = 1000 bytes).
    /// Raising one is a decision that names what the bytes pay for (ARCHITECTURE.md, "The wasm
    /// size budget").
    budget_gz: u64,
}

pub const ENTRIES: [Entry; 3] = [
    Entry {
        dir: "index",
        stem: "jury",
        specifier: "jury-core",
        feature: "js",
        dts: &["shared", "review", "critique"],
        budget_gz: 215_000,
    },
    Entry {
        dir: "review",
        stem: "jury_review",
        specifier: "jury-core/review",
        feature: "js-review",
        dts: &["shared", "review"],
        budget_gz: 145_000,
    },
    Entry {
        dir: "critique",
        stem: "jury_critique",
        specifier: "jury-core/critique",
        feature: "js-critique",
        dts: &["shared", "critique"],
        budget_gz: 125_000,
    },
];

/// The package's folder.
pub fn out_dir() -> PathBuf {
    repo_root().join("pkg/jury-core")
}

pub fn pkg() -> Result<()> {
    let root = repo_root();
    util::header("pkg: jury-core, one wasm per entry (cargo feature → wasm-bindgen --target web → wasm-opt -Oz), Node and browser entries");
    vocab::write()?;
    let out = out_dir();
    let _ = std::fs::remove_dir_all(&out);
    let esbuild = root.join("node_modules/.bin/esbuild");
    if !esbuild.exists() {
        return Err(
            "node_modules/.bin/esbuild missing: run `npm ci` (or `cargo xtask setup`)".into(),
        );
    }
    for entry in &ENTRIES {
        build_entry(&root, &out, entry, &esbuild)?;
    }
    ship_js(&root.join("core/js/runtime.js"), &out, &esbuild, "runtime")?;
    ship_js(&root.join("core/js/errors.js"), &out, &esbuild, "errors")?;
    ship_js(
        &root.join("core/js/parser-front.js"),
        &out,
        &esbuild,
        "parser-front",
    )?;
    for part in ["review", "critique"] {
        let file = engine_js(&root, part);
        if file.exists() {
            ship_js(&file, &out, &esbuild, part)?;
        }
    }
    for entry in ENTRIES.iter().filter(|e| e.dir != "index") {
        // For TypeScript's `moduleResolution: node` and other resolvers without `exports`.
        write(
            &out.join(entry.dir).join("package.json"),
            format!(
                "{{\n  \"main\": \"../dist/{0}/node.cjs\",\n  \"module\": \"../dist/{0}/browser.js\",\n  \"types\": \"../dist/{0}/index.d.cts\"\n}}\n",
                entry.dir
            ),
        )?;
    }
    copy(&root.join("core/js/wasm.d.ts"), &out.join("dist/wasm.d.ts"))?;
    copy(
        &root.join("core/js/wasm.d.ts"),
        &out.join("dist/wasm.d.cts"),
    )?;
    for entry in &ENTRIES {
        write(
            &out.join("dist").join(entry.dir).join(EDGE_WASM),
            format!(
                "{}// The wasm compiled by the bundler (`?module`): what `jury-core/{}` is under edge-light.\nexport {{ default }} from \"./{}_bg.wasm?module\";\n",
                generated(entry, "the wasm for edge routes"),
                wasm_subpath(entry),
                entry.stem
            ),
        )?;
        // The wasm subpath, the same way.
        write(
            &out.join(wasm_subpath(entry)).join("package.json"),
            format!(
                "{{\n  \"main\": \"../dist/{}/{}_bg.wasm\",\n  \"types\": \"../dist/wasm.d.cts\"\n}}\n",
                entry.dir, entry.stem
            ),
        )?;
    }
    // The `jury` command (review-loop §13) under Node: the same files the agent skill carries.
    crate::skill::build(&out.join("bin"))?;
    copy(&root.join("core/README.md"), &out.join("README.md"))?;
    copy(&root.join("LICENSE"), &out.join("LICENSE"))?;
    write(&out.join("package.json"), package_json()?)?;
    println!();
    println!("pkg: {}", out.display());
    print_sizes(&out)
}

fn build_entry(root: &Path, out: &Path, entry: &Entry, esbuild: &Path) -> Result<()> {
    util::header(&format!(
        "pkg: {} (jury-core --features {})",
        entry.specifier, entry.feature
    ));
    let mut build = util::cargo();
    build
        .args(["build", "-p", "jury-core", "--lib", "--features"])
        .arg(entry.feature)
        .args(["--target", "wasm32-unknown-unknown", "--release"])
        .current_dir(root);
    run(&mut build).map_err(|e| {
        format!(
            "{e}\n  jury-core did not build for wasm32 with --features {}",
            entry.feature
        )
    })?;
    let wasm = target_dir(root).join("wasm32-unknown-unknown/release/jury_core.wasm");
    let dir = out.join("dist").join(entry.dir);
    run(Command::new("wasm-bindgen")
        .arg(&wasm)
        .args([
            "--target",
            "web",
            "--no-typescript",
            "--out-name",
            entry.stem,
            "--out-dir",
        ])
        .arg(&dir))
    .map_err(|e| format!("{e}\n  is wasm-bindgen 0.2.129 installed? `cargo xtask setup`"))?;
    let _ = std::fs::remove_file(dir.join(".gitignore"));
    let bg = dir.join(format!("{}_bg.wasm", entry.stem));
    util::wasm_opt(&bg, &bg)?;
    // The glue as CommonJS for Node < 22 `require`: the inline JS snippets bundled in, and
    // TextEncoder/TextDecoder taken from `node:util` where the host lacks them.
    run(Command::new(esbuild)
        .arg(dir.join(format!("{}.js", entry.stem)))
        .args([
            "--bundle",
            "--keep-names",
            "--format=cjs",
            "--platform=node",
            "--log-level=error",
        ])
        .arg(format!(
            "--inject:{}",
            root.join("core/js/text-codec.js").display()
        ))
        .arg(format!(
            "--outfile={}",
            dir.join(format!("{}.cjs", entry.stem)).display()
        )))?;
    write(
        &dir.join(format!("{}_wasm.cjs", entry.stem)),
        format!(
            "\"use strict\";\n{}// {}_bg.wasm gzipped, as base64: the Node entries instantiate it from here.\nmodule.exports = \"{}\";\n",
            generated(entry, "the wasm for Node"),
            entry.stem,
            base64(&gzip(&bg)?)
        ),
    )?;
    let glue = dir.join(format!("{}.js", entry.stem));
    let names = export_names(&util::read_string(&glue)?);
    if names.is_empty() {
        return Err(format!("no exports found in {}", glue.display()));
    }
    let extras = extras(root, entry)?;
    write(
        &dir.join("browser.js"),
        browser_entry(entry, &names, &extras),
    )?;
    write(
        &dir.join("node.cjs"),
        node_cjs_entry(entry, &names, &extras),
    )?;
    let all: Vec<String> = names
        .iter()
        .chain(extras.iter().flat_map(|(_, n)| n))
        .cloned()
        .collect();
    write(&dir.join("node.mjs"), node_mjs_entry(entry, &all))?;
    let dts = declarations(root, entry)?;
    write(&dir.join("index.d.ts"), &dts)?;
    write(&dir.join("index.d.cts"), &dts)?;
    Ok(())
}

/// `file` as gzip -9: the Node entries' copy of a wasm is the second one in the package, and
/// gzipped it weighs about half of the raw file as base64 text (Node inflates it with `node:zlib`).
fn gzip(file: &Path) -> Result<Vec<u8>> {
    let out = Command::new("gzip")
        .arg("-9cn")
        .arg(file)
        .output()
        .map_err(|e| {
            format!(
                "gzip {}: {e} (gzip is needed to build the package)",
                file.display()
            )
        })?;
    if !out.status.success() {
        return Err(format!("gzip {} failed", file.display()));
    }
    Ok(out.stdout)
}

/// Standard base64 (RFC 4648, padded).
fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, b)| n | (*b as u32) << (16 - 8 * i));
        for i in 0..4 {
            out.push(if i <= chunk.len() {
                ABC[(n >> (18 - 6 * i) & 63) as usize] as char
            } else {
                '='
            });
        }
    }
    out
}

/// The classes, functions and constants wasm-bindgen's web glue exports, but its own init
/// functions.
fn export_names(glue: &str) -> Vec<String> {
    glue.lines()
        .filter_map(|l| {
            let rest = ["export class ", "export function ", "export const "]
                .iter()
                .find_map(|p| l.strip_prefix(p))?;
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '$')
                .collect();
            (!name.is_empty() && name != "initSync").then_some(name)
        })
        .collect()
}

fn generated(entry: &Entry, what: &str) -> String {
    format!(
        "// Generated by `cargo xtask pkg`: {what} of `{}`.\n",
        entry.specifier
    )
}

/// An engine's JS-side exports (values that need no wasm, such as constants), generated from
/// the core (`vocab`).
fn engine_js(root: &Path, part: &str) -> PathBuf {
    root.join(vocab::DIR).join(format!("{part}.js"))
}

/// The JS-side exports of each engine of the entry, when it has any, with their names.
fn extras(root: &Path, entry: &Entry) -> Result<Vec<(&'static str, Vec<String>)>> {
    let mut out = Vec::new();
    for part in entry.dts.iter().filter(|p| **p != "shared") {
        let file = engine_js(root, part);
        if file.exists() {
            out.push((*part, export_names(&util::read_string(&file)?)));
        }
    }
    Ok(out)
}

/// `file` as `dist/<name>.js` (ES module) and, by esbuild, `dist/<name>.cjs`.
fn ship_js(file: &Path, out: &Path, esbuild: &Path, name: &str) -> Result<()> {
    copy(file, &out.join(format!("dist/{name}.js")))?;
    run(Command::new(esbuild)
        .arg(file)
        .args(["--format=cjs", "--platform=node", "--log-level=warning"])
        .arg(format!(
            "--outfile={}",
            out.join(format!("dist/{name}.cjs")).display()
        )))
}

fn browser_entry(entry: &Entry, names: &[String], extras: &[(&str, Vec<String>)]) -> String {
    let mut js = generated(entry, "the browser and bundler entry");
    js += &format!(
        "// `init()` loads {0}_bg.wasm beside this file (or what it is given), once.\nimport * as glue from \"./{0}.js\";\nimport {{ guard }} from \"../runtime.js\";\n\n",
        entry.stem
    );
    if has_parser(entry) {
        js += "import { front } from \"../parser-front.js\";\n\nfront(glue.CritiqueParser);\n";
    }
    js += &format!(
        "const x = guard(glue, {:?}, {names:?}, (input) => glue.default(input), \"{}_bg.wasm\", \"jury-core/{}\");\n",
        entry.specifier,
        entry.stem,
        wasm_subpath(entry)
    );
    js += "export default x.init;\nexport const init = x.init;\n";
    js += &per_name(names, |n| format!("export const {n} = x.{n};\n"));
    js += &format!("export {{ {IS_JURY_ERROR} }} from \"../errors.js\";\n");
    for (part, names) in extras {
        js += &format!("export {{ {} }} from \"../{part}.js\";\n", names.join(", "));
    }
    js
}

/// Whether the entry holds the Design Jury, whose `CritiqueParser` gets its JS front
/// (`core/js/parser-front.js`) before it is guarded.
fn has_parser(entry: &Entry) -> bool {
    entry.dts.contains(&"critique")
}

/// The export that tells the package's errors (`core/js/errors.js`), in every entry.
const IS_JURY_ERROR: &str = "isJuryError";

/// One line of generated JS per export name.
fn per_name(names: &[String], line: impl Fn(&str) -> String) -> String {
    names.iter().map(|n| line(n)).collect()
}

fn node_cjs_entry(entry: &Entry, names: &[String], extras: &[(&str, Vec<String>)]) -> String {
    let mut js = String::from("\"use strict\";\n");
    js += &generated(entry, "the Node entry (require; node.mjs re-exports it)");
    js += "// The wasm is instantiated here, synchronously, from its bytes inlined gzipped as base64\n// (found the same way installed or bundled): `init()` has nothing left to do. node:zlib comes\n// from process.getBuiltinModule where there is one: esbuild's ESM output for Node has no require.\n";
    js += &format!(
        "const glue = require(\"./{0}.cjs\");\nconst {{ guard, decodeBase64 }} = require(\"../runtime.cjs\");\nconst {{ gunzipSync }} = process.getBuiltinModule?.(\"node:zlib\") ?? require(\"node:zlib\");\n\nglue.initSync({{ module: gunzipSync(decodeBase64(require(\"./{0}_wasm.cjs\"))) }});\n",
        entry.stem
    );
    if has_parser(entry) {
        js += "require(\"../parser-front.cjs\").front(glue.CritiqueParser);\n";
    }
    js += &format!(
        "const x = guard(glue, {:?}, {names:?}, null, \"{}_bg.wasm\");\n",
        entry.specifier, entry.stem
    );
    js += "Object.defineProperty(exports, \"__esModule\", { value: true });\n";
    js += "exports.default = x.init;\nexports.init = x.init;\n";
    js += &per_name(names, |n| format!("exports.{n} = x.{n};\n"));
    js += &format!("exports.{IS_JURY_ERROR} = require(\"../errors.cjs\").{IS_JURY_ERROR};\n");
    for (part, names) in extras {
        js += &format!("const {part} = require(\"../{part}.cjs\");\n");
        js += &per_name(names, |n| format!("exports.{n} = {part}.{n};\n"));
    }
    js
}

/// Named re-exports, not a default import: node.cjs marks itself `__esModule` (so that
/// TypeScript's and Babel's CommonJS interop find `init` as its default), and a bundler that
/// applies that interop to an ES module importing it (Turbopack, Rollup's commonjs plugin) would
/// hand a default import `exports.default`, `init`, instead of the exports.
fn node_mjs_entry(entry: &Entry, names: &[String]) -> String {
    let mut js = generated(entry, "the Node entry (import)");
    js += "// The CommonJS entry's exports: one instance per process, imported or required.\n";
    js += &format!(
        "export {{ init as default, init, {}, {IS_JURY_ERROR} }} from \"./node.cjs\";\n",
        names.join(", ")
    );
    js
}

/// The entry's `.d.ts`: for each part, the generated vocabularies (`vocab`) then
/// `core/src/js/<part>.d.ts`; then `init()`.
fn declarations(root: &Path, entry: &Entry) -> Result<String> {
    let mut dts = String::from("/// <reference lib=\"esnext.disposable\" />\n");
    dts += &format!(
        "// Generated by `cargo xtask pkg`: the declarations of `{}`.\n\n",
        entry.specifier
    );
    for part in entry.dts {
        let generated = root.join(vocab::DIR).join(format!("{part}.d.ts"));
        if generated.exists() {
            dts += &util::read_string(&generated)?;
            dts.push('\n');
        }
        dts += &util::read_string(&root.join(format!("core/src/js/{part}.d.ts")))?;
        dts.push('\n');
    }
    let init = util::read_string(&root.join("core/js/init.d.ts"))?;
    dts += &init
        .replace("ENTRY", entry.specifier)
        .replace("WASM", &format!("{}_bg.wasm", entry.stem));
    Ok(dts)
}

fn package_json() -> Result<String> {
    let version = util::workspace_version()?;
    let mut exports = String::new();
    for entry in &ENTRIES {
        let key = match entry.dir {
            "index" => ".".to_string(),
            dir => format!("./{dir}"),
        };
        let d = format!("./dist/{}", entry.dir);
        exports += &format!(
            "    \"{key}\": {{\n      \"node\": {{\n        \"import\": {{ \"types\": \"{d}/index.d.ts\", \"default\": \"{d}/node.mjs\" }},\n        \"require\": {{ \"types\": \"{d}/index.d.cts\", \"default\": \"{d}/node.cjs\" }}\n      }},\n      \"types\": \"{d}/index.d.ts\",\n      \"default\": \"{d}/browser.js\"\n    }},\n"
        );
    }
    // Each wasm as a file of its own, for runtimes that import it compiled (`import wasm from
    // "jury-core/review.wasm"`, Workers-style tooling choosing by the `.wasm` ending); under
    // `edge-light` (Next.js and Vercel edge routes, webpack or Turbopack) a module importing it
    // with their `?module`, which a package subpath cannot carry (they match it against the
    // exports with its query).
    for entry in &ENTRIES {
        let file = format!("./dist/{}/{}_bg.wasm", entry.dir, entry.stem);
        exports += &format!(
            "    \"./{}\": {{\n      \"edge-light\": \"./dist/{}/{EDGE_WASM}\",\n      \"import\": {{ \"types\": \"./dist/wasm.d.ts\", \"default\": \"{file}\" }},\n      \"require\": {{ \"types\": \"./dist/wasm.d.cts\", \"default\": \"{file}\" }}\n    }},\n",
            wasm_subpath(entry),
            entry.dir
        );
    }
    exports += "    \"./package.json\": \"./package.json\"\n";
    Ok(format!(
        r#"{{
  "name": "jury-core",
  "version": "{version}",
  "description": "The rules of jury as WebAssembly: the review loop (two judges, three rules, a run that ends) and the Design Jury (Open Design's critique stream parser, scoring, transcripts).",
  "keywords": ["review", "llm-as-judge", "rubric", "critique", "design-review", "open-design", "webassembly", "wasm"],
  "license": "MIT",
  "engines": {{ "node": ">=20" }},
  "type": "module",
  "sideEffects": ["./dist/*/node.cjs", "./dist/*/node.mjs"],
  "main": "./dist/index/node.cjs",
  "module": "./dist/index/browser.js",
  "types": "./dist/index/index.d.cts",
  "bin": {{ "jury": "bin/jury.cjs" }},
  "exports": {{
{exports}  }},
  "files": ["dist", "bin", "review", "critique", "jury.wasm", "review.wasm", "critique.wasm", "README.md", "LICENSE"]
}}
"#
    ))
}

/// The `edge-light` module of an entry's wasm, beside it.
const EDGE_WASM: &str = "wasm.edge.js";

/// The subpath of an entry's wasm: the entry's own with `.wasm` (`review.wasm`), `jury.wasm` for
/// the combined entry.
fn wasm_subpath(entry: &Entry) -> String {
    match entry.dir {
        "index" => format!("{}.wasm", entry.stem),
        dir => format!("{dir}.wasm"),
    }
}

fn copy(from: &Path, to: &Path) -> Result<()> {
    if let Some(dir) = to.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("create {}: {e}", dir.display()))?;
    }
    std::fs::copy(from, to)
        .map(drop)
        .map_err(|e| format!("copy {} → {}: {e}", from.display(), to.display()))
}

/// Prints each entry's wasm size, raw and gzip -9, against its budget; an entry over budget
/// is an error (so `cargo xtask test` fails on it).
pub fn print_sizes(out: &Path) -> Result<()> {
    let mut over = Vec::new();
    for entry in &ENTRIES {
        let path = out
            .join("dist")
            .join(entry.dir)
            .join(format!("{}_bg.wasm", entry.stem));
        let raw = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
        let gz = gzip_size(&path).ok_or("gzip is needed to measure the wasm sizes")?;
        let mark = if gz <= entry.budget_gz { "ok" } else { "OVER" };
        println!(
            "  {:<20} {:>8} B raw, {:>7} B gzip -9 (budget {} B: {mark})",
            entry.specifier, raw, gz, entry.budget_gz
        );
        // What Node's inlined copy adds to the tarball and to a service bundled for Node.
        let inline = path.with_file_name(format!("{}_wasm.cjs", entry.stem));
        let inline_raw = std::fs::metadata(&inline).map(|m| m.len()).unwrap_or(0);
        let inline_gz = gzip_size(&inline).unwrap_or(0);
        println!(
            "  {:<20} {:>8} B raw, {:>7} B gzip -9 (the same wasm gzipped, as base64, for Node)",
            "", inline_raw, inline_gz
        );
        if gz > entry.budget_gz {
            over.push(entry.specifier);
        }
    }
    if over.is_empty() {
        Ok(())
    } else {
        Err(format!("over the size budget: {}", over.join(", ")))
    }
}

fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"))
}
