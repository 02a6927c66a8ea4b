//! `cargo xtask pkg`: the `jury-core` npm package, two flavours (`pkg/web`, `pkg/nodejs`).

use crate::util::{self, gzip_size, human, repo_root, run, write, Result};
use std::path::Path;
use std::process::Command;

pub fn pkg() -> Result<()> {
    let root = repo_root();
    util::header(
        "pkg: jury-core --features js → wasm32 release → wasm-bindgen (web, nodejs) → wasm-opt -Oz",
    );
    let mut build = util::cargo();
    build
        .args([
            "build",
            "-p",
            "jury-core",
            "--lib",
            "--features",
            "js",
            "--target",
            "wasm32-unknown-unknown",
            "--release",
        ])
        .current_dir(&root);
    run(&mut build)
        .map_err(|e| format!("{e}\n  jury-core did not build for wasm32 with --features js"))?;
    let wasm = target_dir(&root).join("wasm32-unknown-unknown/release/jury_core.wasm");
    if !wasm.exists() {
        return Err(format!("expected {} after the build", wasm.display()));
    }
    let version = util::workspace_version()?;
    let out_root = root.join("pkg");
    for (flavour, target) in [("web", "web"), ("nodejs", "nodejs")] {
        let out = out_root.join(flavour);
        let _ = std::fs::remove_dir_all(&out);
        run(Command::new("wasm-bindgen")
            .arg(&wasm)
            .args(["--target", target, "--out-name", "jury_core", "--out-dir"])
            .arg(&out))
        .map_err(|e| format!("{e}\n  is wasm-bindgen 0.2.129 installed? `cargo xtask setup`"))?;
        let bg = out.join("jury_core_bg.wasm");
        // Size first: strip what no runtime reads (debug info, producers), then run the -Oz
        // passes until the module stops shrinking.
        run(Command::new("wasm-opt")
            .args(["-Oz", "--converge", "--strip-debug", "--strip-producers"])
            .arg(&bg)
            .arg("-o")
            .arg(&bg))
        .map_err(|e| format!("{e}\n  wasm-opt (npm binaryen@132) missing? `cargo xtask setup`"))?;
        let readme = root.join("core/README.md");
        if readme.exists() {
            std::fs::copy(&readme, out.join("README.md"))
                .map_err(|e| format!("copy README: {e}"))?;
        }
        let mut files: Vec<String> = util::list_files(&out)?
            .into_iter()
            .filter(|f| f != "package.json" && !f.ends_with(".gitignore"))
            .collect();
        files.sort();
        let _ = std::fs::remove_file(out.join(".gitignore"));
        let module = if flavour == "web" {
            "  \"type\": \"module\",\n  \"module\": \"jury_core.js\",\n  \"sideEffects\": [\"./snippets/*\"],\n"
        } else {
            // `--target nodejs` emits CommonJS: no "module" entry.
            ""
        };
        let json = format!(
            "{{\n  \"name\": \"jury-core\",\n  \"version\": \"{version}\",\n  \"description\": \"The rules of jury (review loop, Design Jury) as WebAssembly ({flavour} build).\",\n  \"license\": \"MIT\",\n{module}  \"main\": \"jury_core.js\",\n  \"types\": \"jury_core.d.ts\",\n  \"files\": [{}]\n}}\n",
            files.iter().map(|f| format!("{f:?}")).collect::<Vec<_>>().join(", ")
        );
        write(&out.join("package.json"), json)?;
    }
    println!();
    println!("pkg: jury-core {version}");
    for flavour in ["web", "nodejs"] {
        print_size(
            &out_root.join(flavour).join("jury_core_bg.wasm"),
            &format!("pkg/{flavour}/jury_core_bg.wasm"),
        );
    }
    Ok(())
}

pub fn print_size(path: &Path, label: &str) {
    let raw = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    let gz = gzip_size(path)
        .map(human)
        .unwrap_or_else(|| "? (no gzip)".into());
    println!("  {label}: {} raw, {gz} gzipped ({raw} bytes)", human(raw));
}

fn target_dir(root: &Path) -> std::path::PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| root.join("target"))
}
