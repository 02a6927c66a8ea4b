//! `cargo xtask skill`: the command line under Node, built once into the agent skill's
//! `skills/jury/scripts/` (checked in, so copying the skill folder is the whole install) and
//! into the package's `bin/`.
//!
//! What a copy holds: `jury.cjs` (the Node shell, `core/js/bin.cjs`), `jury_cli.cjs`
//! (wasm-bindgen's `--target nodejs` glue, which reads the wasm beside it; `.cjs`, as it is
//! CommonJS inside a package of `"type": "module"`) and
//! `jury_cli_bg.wasm` (`jury-core --features js-cli` at opt-level 3, then wasm-opt -Oz: no
//! browser downloads it, and a command that runs for a tenth of a second mostly runs V8's
//! baseline code, where `z` code is several times slower). The build is reproducible
//! wherever the repository and cargo's home are (`--remap-path-prefix` on both, its own target
//! folder so the other wasm builds keep their cache), so `check` compares bytes with a fresh build:
//! a committed copy that is not what the sources build fails `cargo xtask test`.

use crate::util::{self, gzip_size, repo_root, run, write, Result};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The files of a copy of the command, in the order they are written.
pub const FILES: [&str; 3] = ["jury.cjs", "jury_cli.cjs", "jury_cli_bg.wasm"];

/// Where the skill carries its copy.
pub fn scripts_dir() -> PathBuf {
    repo_root().join("skills/jury/scripts")
}

/// Builds the command's wasm and its Node shell into `out`.
pub fn build(out: &Path) -> Result<()> {
    let root = repo_root();
    util::header("skill: jury under Node (jury-core --features js-cli → wasm-bindgen --target nodejs → wasm-opt -Oz)");
    let target = root.join("target/cli-wasm");
    let home = std::env::var("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|_| std::env::var("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .unwrap_or_default();
    let flags = format!(
        "--remap-path-prefix={}=/jury --remap-path-prefix={}=/cargo",
        root.display(),
        home.display()
    );
    run(util::cargo()
        .args(["build", "-p", "jury-core", "--lib", "--features", "js-cli"])
        .args(["--target", "wasm32-unknown-unknown", "--release"])
        .arg("--target-dir")
        .arg(&target)
        .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS", flags)
        .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "3")
        .current_dir(&root))?;
    let wasm = target.join("wasm32-unknown-unknown/release/jury_core.wasm");
    std::fs::create_dir_all(out).map_err(|e| format!("create {}: {e}", out.display()))?;
    run(Command::new("wasm-bindgen")
        .arg(&wasm)
        .args([
            "--target",
            "nodejs",
            "--no-typescript",
            "--out-name",
            "jury_cli",
            "--out-dir",
        ])
        .arg(out))
    .map_err(|e| format!("{e}\n  is wasm-bindgen 0.2.129 installed? `cargo xtask setup`"))?;
    let _ = std::fs::remove_file(out.join(".gitignore"));
    std::fs::rename(out.join("jury_cli.js"), out.join("jury_cli.cjs"))
        .map_err(|e| format!("rename the glue to .cjs: {e}"))?;
    // The engines' shared façade declares JS snippets the command line never calls: wasm-bindgen
    // writes them anyway, and a copy carries only what its glue loads.
    if util::read_string(&out.join("jury_cli.cjs"))?.contains("snippets/") {
        return Err(
            "the command line's glue now loads a JS snippet: add it to skill::FILES".into(),
        );
    }
    let _ = std::fs::remove_dir_all(out.join("snippets"));
    let bg = out.join("jury_cli_bg.wasm");
    util::wasm_opt(&bg, &bg)?;
    write(
        &out.join("jury.cjs"),
        util::read(&root.join("core/js/bin.cjs"))?,
    )?;
    let raw = std::fs::metadata(&bg).map(|m| m.len()).unwrap_or(0);
    println!(
        "  jury_cli_bg.wasm {raw} B raw, {} B gzip -9 (the command line under Node; no browser loads it)",
        gzip_size(&bg).unwrap_or(0)
    );
    Ok(())
}

/// `cargo xtask skill`: rebuilds the skill's copy.
pub fn skill() -> Result<()> {
    build(&scripts_dir())
}

/// Fails when the skill's committed copy differs from `built` (a copy the sources just built:
/// `cargo xtask pkg`'s `bin/`).
pub fn check(built: &Path) -> Result<()> {
    let stale: Vec<&str> = FILES
        .iter()
        .copied()
        .filter(|f| std::fs::read(scripts_dir().join(f)).ok() != std::fs::read(built.join(f)).ok())
        .collect();
    if stale.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "skills/jury/scripts/ is stale ({}): run `cargo xtask skill` and commit the result",
            stale.join(", ")
        ))
    }
}
