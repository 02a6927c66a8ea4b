//! `cargo xtask test`: every check, in order, continuing after a failure where possible.

use crate::util::{self, repo_root, run, run_tee, Result};
use std::path::Path;
use std::process::Command;
use std::time::Instant;

#[derive(Clone, Copy, PartialEq)]
enum Status {
    Pass,
    Fail,
    Skip,
}

struct Step {
    name: &'static str,
    status: Status,
    tests: Option<(u64, u64)>,
    secs: f64,
    note: String,
}

/// Sum `test result: ok. N passed; M failed` lines (cargo test, wasm-bindgen-test-runner)
/// and `# pass N` / `# fail N` lines (node --test).
fn count(output: &str) -> Option<(u64, u64)> {
    let mut found = false;
    let (mut pass, mut fail) = (0, 0);
    let num = |s: &str| {
        s.split_whitespace()
            .next()
            .and_then(|n| n.parse::<u64>().ok())
    };
    for line in output.lines() {
        let l = line.trim();
        if let Some(rest) = l.strip_prefix("test result: ") {
            for part in rest.split(';') {
                let part = part
                    .trim()
                    .trim_start_matches("ok.")
                    .trim_start_matches("FAILED.")
                    .trim();
                if let Some(n) = part.strip_suffix(" passed").and_then(num) {
                    pass += n;
                    found = true;
                } else if let Some(n) = part.strip_suffix(" failed").and_then(num) {
                    fail += n;
                }
            }
        } else if let Some(n) = l
            .strip_prefix("# pass ")
            .or_else(|| l.strip_prefix("ℹ pass "))
            .and_then(num)
        {
            pass += n;
            found = true;
        } else if let Some(n) = l
            .strip_prefix("# fail ")
            .or_else(|| l.strip_prefix("ℹ fail "))
            .and_then(num)
        {
            fail += n;
        }
    }
    found.then_some((pass, fail))
}

fn cargo_step(args: &[&str], env: &[(&str, String)]) -> (Result<()>, Option<(u64, u64)>) {
    let mut cmd = util::cargo();
    cmd.args(args).current_dir(repo_root());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let (res, out) = run_tee(&mut cmd);
    (res, count(&out))
}

/// Runs `cargo ARGS` in the repository root, output as it comes (a lint or format check: no
/// test count to read).
fn cargo_check(args: &[&str]) -> Result<()> {
    run(util::cargo().args(args).current_dir(repo_root()))
}

/// Test files a `node --test DIR` run would pick up.
fn node_test_files(dir: &Path) -> Vec<String> {
    util::list_files(dir)
        .unwrap_or_default()
        .into_iter()
        .filter(|f| {
            let name = f.rsplit('/').next().unwrap_or(f);
            [
                ".test.mjs",
                ".test.js",
                ".test.cjs",
                "-test.mjs",
                "_test.mjs",
            ]
            .iter()
            .any(|s| name.ends_with(s))
        })
        .collect()
}

fn node_tests(dir: &str) -> (Result<()>, Option<(u64, u64)>, String) {
    let root = repo_root();
    let files = node_test_files(&root.join(dir));
    if files.is_empty() {
        return (
            Ok(()),
            None,
            format!("no test files in {dir}/ yet (nothing run)"),
        );
    }
    let mut cmd = Command::new("node");
    cmd.arg("--test").arg("--test-reporter=tap");
    for f in &files {
        cmd.arg(format!("{dir}/{f}"));
    }
    cmd.current_dir(&root);
    let (res, out) = run_tee(&mut cmd);
    (res, count(&out), format!("{} file(s)", files.len()))
}

/// `publint` and `@arethetypeswrong/cli` (pinned npm devDependencies) on the tarball `npm pack`
/// makes of pkg/jury-core: what a registry would get, checked as an embedder would (no entry
/// excluded). attw reads no registry (`--no-definitely-typed`).
fn package_lint() -> Result<()> {
    let root = repo_root();
    let dir = std::env::temp_dir().join(format!("jury-pkg-lint-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("create {}: {e}", dir.display()))?;
    let result = (|| {
        run(Command::new("npm")
            .arg("pack")
            .arg(crate::pkg::out_dir())
            .arg("--pack-destination")
            .arg(&dir)
            .arg("--silent"))?;
        let tarball = util::list_files(&dir)?
            .into_iter()
            .find(|f| f.ends_with(".tgz"))
            .map(|f| dir.join(f))
            .ok_or("npm pack wrote no .tgz")?;
        let bin = root.join("node_modules/.bin");
        run(Command::new(bin.join("publint"))
            .arg("run")
            .arg(&tarball)
            .arg("--strict"))?;
        run(Command::new(bin.join("attw")).arg(&tarball).args([
            "--no-definitely-typed",
            "--format",
            "ascii",
        ]))
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

pub fn test() -> Result<()> {
    let t0 = Instant::now();
    crate::setup::setup()?;
    let root = repo_root();
    let runner = "wasm-bindgen-test-runner".to_string();
    let mut steps: Vec<Step> = Vec::new();
    let mut go =
        |name: &'static str, f: &mut dyn FnMut() -> (Result<()>, Option<(u64, u64)>, String)| {
            util::header(&format!("test step {}: {name}", steps.len() + 1));
            let t = Instant::now();
            let (res, tests, mut note) = f();
            let status = match (&res, tests) {
                (Err(e), _) => {
                    eprintln!("FAILED: {name}: {e}");
                    note = if note.is_empty() {
                        e.clone()
                    } else {
                        format!("{note}; {e}")
                    };
                    Status::Fail
                }
                (Ok(()), Some((_, failed))) if failed > 0 => Status::Fail,
                (Ok(()), None) if note.starts_with("no test files") => Status::Skip,
                _ => Status::Pass,
            };
            steps.push(Step {
                name,
                status,
                tests,
                secs: t.elapsed().as_secs_f64(),
                note,
            });
            status
        };

    go("cargo fmt --all --check", &mut || {
        (
            cargo_check(&["fmt", "--all", "--check"])
                .map_err(|e| format!("{e} (run `cargo fmt --all`)")),
            None,
            String::new(),
        )
    });
    go(
        "every § the code cites resolves in docs/",
        &mut || match crate::docs::check() {
            Ok(note) => (Ok(()), None, note),
            Err(e) => (Err(e), None, String::new()),
        },
    );
    go(
        "web/src holds no rule the core owns",
        &mut || match crate::web_rules::check() {
            Ok(note) => (Ok(()), None, note),
            Err(e) => (Err(e), None, String::new()),
        },
    );
    go(
        "cargo clippy --workspace --all-targets --all-features -D warnings",
        &mut || {
            let lint = cargo_check(&[
                "clippy",
                "--workspace",
                "--all-targets",
                "--all-features",
                "--",
                "-D",
                "warnings",
            ]);
            (lint, None, String::new())
        },
    );
    // The façade and the app only really run on wasm32: lint them there too. Benches are left
    // out (criterion is a native-only dev-dependency).
    go(
        "cargo clippy (wasm32: jury-core +js, jury-web +split)",
        &mut || {
            // `split` (the release build's page chunks) is on: it compiles what the unsplit
            // build leaves out.
            let lint = cargo_check(&[
                "clippy",
                "-p",
                "jury-core",
                "-p",
                "jury-web",
                "--features",
                "jury-core/js,jury-web/split",
                "--target",
                "wasm32-unknown-unknown",
                "--lib",
                "--bins",
                "--tests",
                "--",
                "-D",
                "warnings",
            ]);
            (lint, None, String::new())
        },
    );
    // Each engine's façade alone, as `cargo xtask pkg` builds jury-core/review and
    // jury-core/critique: what only one feature compiles (or leaves unused) is linted too.
    go(
        "cargo clippy (wasm32: jury-core +js-review, +js-critique, +js-cli)",
        &mut || {
            for feature in ["js-review", "js-critique", "js-cli"] {
                let lint = cargo_check(&[
                    "clippy",
                    "-p",
                    "jury-core",
                    "--lib",
                    "--features",
                    feature,
                    "--target",
                    "wasm32-unknown-unknown",
                    "--",
                    "-D",
                    "warnings",
                ]);
                if let Err(e) = lint {
                    return (Err(format!("{feature}: {e}")), None, String::new());
                }
            }
            (Ok(()), None, String::new())
        },
    );
    go("native tests: cargo test --workspace", &mut || {
        let (r, n) = cargo_step(&["test", "--workspace"], &[]);
        (r, n, String::new())
    });
    // The fuzz targets (core/fuzz, its own workspace) build here without cargo-fuzz, nightly
    // or libFuzzer: with `--no-default-features` each target is a plain binary that runs its
    // body on its seeds, so a target that stops compiling, or a seed that makes one panic,
    // fails CI. Fuzzing itself is `cargo fuzz run <target>` (core/fuzz/README.md).
    go(
        "fuzz targets: built as plain binaries, run on their seeds",
        &mut || {
            let fuzz = root.join("core/fuzz");
            let mut c = util::cargo();
            c.args(["build", "--no-default-features", "--bins"])
                .current_dir(&fuzz);
            if let Err(e) = run(&mut c) {
                return (Err(e), None, String::new());
            }
            let seeds = fuzz.join("seeds");
            let targets = util::list_files(&seeds).unwrap_or_default();
            let mut names: Vec<&str> = targets.iter().filter_map(|f| f.split('/').next()).collect();
            names.dedup();
            for name in &names {
                let bin = fuzz.join("target/debug").join(name);
                if let Err(e) = run(Command::new(bin).arg(seeds.join(name))) {
                    return (Err(format!("{name}: {e}")), None, String::new());
                }
            }
            (Ok(()), None, format!("{} targets", names.len()))
        },
    );
    go(
        "jury-core wasm tests in Node (with the js façade)",
        &mut || {
            let (r, n) = cargo_step(
                &[
                    "test",
                    "-p",
                    "jury-core",
                    "--features",
                    "js",
                    "--target",
                    "wasm32-unknown-unknown",
                ],
                &[("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER", runner.clone())],
            );
            (r, n, String::new())
        },
    );
    go("jury-web wasm tests in headless Chromium", &mut || {
        let (r, n) = cargo_step(
            &[
                "test",
                "-p",
                "jury-web",
                "--target",
                "wasm32-unknown-unknown",
            ],
            &[
                ("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER", runner.clone()),
                ("CHROMEDRIVER", crate::setup::CHROMEDRIVER.to_string()),
                (
                    "WASM_BINDGEN_TEST_WEBDRIVER_JSON",
                    root.join("web/webdriver.json").display().to_string(),
                ),
                ("WASM_BINDGEN_TEST_TIMEOUT", "120".to_string()),
            ],
        );
        (r, n, String::new())
    });
    let built = go(
        "release build: trunk build --release + post-build",
        &mut || (crate::dist::dist(true), None, String::new()),
    );
    let packaged = go("cargo xtask pkg + node --test tests/node/", &mut || {
        if let Err(e) = crate::pkg::pkg() {
            return (Err(format!("pkg: {e}")), None, String::new());
        }
        node_tests("tests/node")
    });
    go(
        "skills/jury/scripts/ is what the sources build",
        &mut || {
            if packaged != Status::Pass {
                return (Err("skipped: pkg failed".into()), None, String::new());
            }
            let built = crate::pkg::out_dir().join("bin");
            (crate::skill::check(&built), None, String::new())
        },
    );
    go(
        "package lint: publint + attw on the npm pack tarball",
        &mut || {
            if packaged != Status::Pass {
                return (
                    Err("skipped: pkg or its tests failed".into()),
                    None,
                    String::new(),
                );
            }
            (package_lint(), None, String::new())
        },
    );
    go("e2e: node --test tests/e2e/", &mut || {
        if built != Status::Pass {
            return (
                Err("skipped: the release build failed, dist/ is stale".into()),
                None,
                String::new(),
            );
        }
        node_tests("tests/e2e")
    });

    println!();
    println!(
        "==> xtask test summary ({:.0}s)",
        t0.elapsed().as_secs_f64()
    );
    let (mut tp, mut tf) = (0, 0);
    for (i, s) in steps.iter().enumerate() {
        let mark = match s.status {
            Status::Pass => "ok  ",
            Status::Fail => "FAIL",
            Status::Skip => "skip",
        };
        let tests = match s.tests {
            Some((p, f)) => {
                tp += p;
                tf += f;
                format!("{p} passed, {f} failed")
            }
            None => "-".into(),
        };
        let note = if s.note.is_empty() {
            String::new()
        } else {
            format!("  ({})", s.note.lines().next().unwrap_or(""))
        };
        println!(
            "  {mark} {}. {:<52} {:>6.1}s  tests: {tests}{note}",
            i + 1,
            s.name,
            s.secs
        );
    }
    let passed = steps.iter().filter(|s| s.status == Status::Pass).count();
    let failed = steps.iter().filter(|s| s.status == Status::Fail).count();
    let skipped = steps.iter().filter(|s| s.status == Status::Skip).count();
    println!("  tests run in all steps: {tp} passed, {tf} failed");
    let skip = if skipped > 0 {
        format!(", {skipped} skipped")
    } else {
        String::new()
    };
    println!("xtask: {passed} passed, {failed} failed{skip}");
    if failed > 0 {
        Err(format!("{failed} step(s) failed; see FAIL above"))
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::count;

    #[test]
    fn counts_cargo_and_node() {
        let out = "test result: ok. 3 passed; 0 failed; 0 ignored\n\
                   test result: FAILED. 1 passed; 2 failed; 0 ignored\n# pass 4\n# fail 0\n";
        assert_eq!(count(out), Some((8, 2)));
        assert_eq!(count("nothing"), None);
    }
}
