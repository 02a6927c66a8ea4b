//! `cargo xtask setup`: install only what is missing, pinned, idempotent.

use crate::util::{self, output_of, repo_root, run, which, Result};
use std::path::Path;
use std::process::Command;
use std::time::Instant;

pub const WASM_BINDGEN_VERSION: &str = "0.2.129";
pub const TRUNK_VERSION: &str = "0.21.14";
pub const WASM_OPT_VERSION: &str = "132";
pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

pub fn setup() -> Result<()> {
    let t0 = Instant::now();
    util::header("setup: checking tools (installs only what is missing)");
    rust_target()?;
    cargo_tool(
        "wasm-bindgen",
        "wasm-bindgen-cli",
        WASM_BINDGEN_VERSION,
        "generates the JS glue for the wasm (Trunk, `cargo xtask pkg`) and runs wasm tests",
    )?;
    cargo_tool(
        "trunk",
        "trunk",
        TRUNK_VERSION,
        "builds the web app into dist/",
    )?;
    npm()?;
    chromium()?;
    fetch()?;
    println!("setup: done in {:.1}s", t0.elapsed().as_secs_f64());
    Ok(())
}

fn rust_target() -> Result<()> {
    let installed = output_of("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if installed
        .lines()
        .any(|l| l.trim() == "wasm32-unknown-unknown")
    {
        println!("ok   rust target wasm32-unknown-unknown");
        return Ok(());
    }
    if which("rustup").is_none() {
        return Err("rustup not found: install Rust 1.95 with rustup, then `rustup target add wasm32-unknown-unknown`".into());
    }
    println!("install rust target wasm32-unknown-unknown (the app and jury-core compile to wasm)");
    run(Command::new("rustup").args(["target", "add", "wasm32-unknown-unknown"]))
}

fn cargo_tool(bin: &str, krate: &str, version: &str, why: &str) -> Result<()> {
    let have = output_of(bin, &["--version"]).unwrap_or_default();
    // `wasm-bindgen 0.2.129`, `trunk 0.21.14`
    if have.split_whitespace().nth(1) == Some(version) {
        println!("ok   {bin} {version}");
        return Ok(());
    }
    let found = if have.is_empty() {
        "not found".to_string()
    } else {
        format!("found `{have}`")
    };
    println!("install {krate} {version} ({found}): {why}");
    let mut cmd = util::cargo();
    cmd.args(["install", "--locked", krate, "--version", version]);
    if krate == "trunk" {
        // Trunk is a big build; a fast release profile saves minutes and changes nothing we use.
        cmd.env("CARGO_PROFILE_RELEASE_LTO", "false")
            .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "16");
    }
    run(&mut cmd)
        .map_err(|e| format!("{e}\n  installing {krate} failed; retry `cargo xtask setup`"))?;
    let now = output_of(bin, &["--version"]).unwrap_or_default();
    if now.split_whitespace().nth(1) != Some(version) {
        return Err(format!(
            "{bin} still reports `{now}` after install: is another {bin} earlier on PATH than ~/.cargo/bin?"
        ));
    }
    Ok(())
}

fn npm() -> Result<()> {
    let root = repo_root();
    if which("npm").is_none() || which("node").is_none() {
        if which("apt-get").is_some() {
            println!("install nodejs npm via apt-get (wasm-opt, e2e tests, axe-core and tsc run on Node)");
            apt_install(&["nodejs", "npm"])?;
        } else {
            return Err("node and npm not found: install Node.js >= 20 with npm, then rerun `cargo xtask setup`".into());
        }
    }
    let lock = root.join("package-lock.json");
    let marker = root.join("node_modules").join(".package-lock.json");
    let fresh = match (mtime(&lock), mtime(&marker)) {
        (Some(l), Some(m)) => m >= l,
        _ => false,
    };
    if fresh && root.join("node_modules/.bin/wasm-opt").exists() {
        println!("ok   node_modules (package-lock.json unchanged)");
    } else {
        println!("install npm devDependencies with `npm ci` (wasm-opt from binaryen@{WASM_OPT_VERSION}, esbuild, vite, playwright-core, axe-core, typescript, publint, @arethetypeswrong/cli)");
        run(Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(&root))
        .map_err(|e| format!("{e}\n  npm ci failed: check network access to the npm registry"))?;
    }
    let v = output_of(root.join("node_modules/.bin/wasm-opt"), &["--version"]).unwrap_or_default();
    if !v.contains(&format!("version {WASM_OPT_VERSION}")) {
        return Err(format!(
            "node_modules/.bin/wasm-opt reports `{v}`, expected version {WASM_OPT_VERSION}: run `npm ci`"
        ));
    }
    let on_path = output_of("wasm-opt", &["--version"]).unwrap_or_default();
    if !on_path.contains(&format!("version {WASM_OPT_VERSION}")) {
        return Err(format!(
            "wasm-opt on PATH reports `{on_path}`, expected {WASM_OPT_VERSION}"
        ));
    }
    println!(
        "ok   wasm-opt {WASM_OPT_VERSION} (node_modules/.bin, first on PATH for xtask children)"
    );
    Ok(())
}

fn chromium() -> Result<()> {
    let have_browser = Path::new(CHROMIUM).exists();
    let have_driver = Path::new(CHROMEDRIVER).exists();
    if have_browser && have_driver {
        println!("ok   {CHROMIUM} and {CHROMEDRIVER}");
        return Ok(());
    }
    println!("install chromium chromium-driver via apt-get (headless browser for wasm web tests and e2e)");
    if which("apt-get").is_none() {
        return Err(format!(
            "apt-get not found: install Chromium at {CHROMIUM} and a matching chromedriver at {CHROMEDRIVER} \
             (Debian/Ubuntu packages `chromium chromium-driver`), then rerun `cargo xtask setup`"
        ));
    }
    apt_install(&["chromium", "chromium-driver"])
}

fn apt_install(pkgs: &[&str]) -> Result<()> {
    let root = output_of("id", &["-u"]).as_deref() == Some("0");
    let mut update = Command::new(if root { "apt-get" } else { "sudo" });
    let mut install = Command::new(if root { "apt-get" } else { "sudo" });
    if !root {
        update.arg("apt-get");
        install.arg("apt-get");
    }
    update.arg("update");
    install
        .args(["install", "-y", "--no-install-recommends"])
        .args(pkgs);
    install.env("DEBIAN_FRONTEND", "noninteractive");
    run(&mut update)?;
    run(&mut install)
        .map_err(|e| format!("{e}\n  run `apt-get install -y {}` as root", pkgs.join(" ")))
}

fn fetch() -> Result<()> {
    // Trunk runs cargo with --offline, so every crate (for every target) must be in the cache.
    let t = Instant::now();
    let mut cmd = util::cargo();
    cmd.args(["fetch", "--quiet"]).current_dir(repo_root());
    run(&mut cmd).map_err(|e| format!("{e}\n  cargo fetch failed: check access to crates.io"))?;
    println!("ok   cargo fetch ({:.1}s)", t.elapsed().as_secs_f64());
    Ok(())
}

fn mtime(p: &Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(p).and_then(|m| m.modified()).ok()
}
