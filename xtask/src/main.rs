//! `cargo xtask`: setup, serve, test, bench, pkg, dist. Std-only; see README.md.

#![forbid(unsafe_code)]

mod dist;
mod docs;
mod loading_words;
mod pkg;
mod serve;
mod setup;
mod skill;
mod split;
mod tailwind;
mod test;
mod util;
mod vocab;
mod web_rules;

use std::process::ExitCode;

const HELP: &str = "\
cargo xtask <command>

  setup            install what is missing (pinned): wasm32 target, wasm-bindgen-cli 0.2.129,
                   trunk 0.21.14, npm devDependencies (npm ci), chromium + chromedriver, cargo fetch
  serve [--port N] [--debug]
                   setup, release build + post-build, serve dist/ on http://127.0.0.1:N/ (default 8080)
  test             setup, then fmt, clippy, native tests, wasm tests (Node, Chromium), release build,
                   pkg + tests/node, e2e (tests/e2e); one summary line; non-zero exit on failure
  bench            cargo bench -p jury-core, then pkg (the three wasm sizes, raw and gzip -9), each jury
                   command on a 2 MB artifact, native and under Node (tests/node/bench-cli.mjs), and the
                   parser's MB/s through the JS API (tests/node/bench-parser.mjs), the theater reducer's
                   p50/p99 per happy replay (tests/node/bench-reducer.mjs), each beside upstream's
                   when JURY_UPSTREAM_DIR names a build of it (README, Benchmarks); then dist: the
                   app's wasm before first use and in all (raw, gzip -9), its load at 1.6 Mbit/s and
                   150 ms RTT (tests/e2e/bench-load.mjs), a 5 MB artifact's first draw (bench-artifact.mjs)
  skill            the command line under Node (jury.cjs + its wasm) into skills/jury/scripts/
                   (checked in: `cargo xtask test` fails when it is not what the sources build)
  pkg              the npm package pkg/jury-core/ (entries jury-core, jury-core/review,
                   jury-core/critique: one wasm each); prints the three wasm sizes against budgets
  dist [--debug]   trunk build (release unless --debug) + post-build (boot script, offline.html, sw.js)
  postbuild        only the post-build step on an existing dist/
  docs             check that every § the code cites is a section of a page in docs/
  web-rules        check that web/src re-derives no rule the core owns (composite weights,
                   threshold comparisons, the quote-length limit, keys split by hand)
";

fn main() -> ExitCode {
    util::prepare_env();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| args.iter().any(|a| a == name);
    let result = match args.first().map(String::as_str) {
        Some("setup") => setup::setup(),
        Some("serve") => {
            let port = args
                .iter()
                .position(|a| a == "--port")
                .and_then(|i| args.get(i + 1))
                .and_then(|p| p.parse().ok())
                .or_else(|| std::env::var("PORT").ok().and_then(|p| p.parse().ok()))
                .unwrap_or(8080);
            setup::setup()
                .and_then(|()| dist::dist(!flag("--debug")))
                .and_then(|()| serve::serve(&util::repo_root().join("dist"), port))
        }
        Some("test") => test::test(),
        Some("bench") => bench(),
        Some("pkg") => pkg::pkg(),
        Some("skill") => skill::skill(),
        Some("dist") => dist::dist(!flag("--debug")),
        Some("docs") => docs::check().map(|note| println!("docs: {note}")),
        Some("web-rules") => web_rules::check().map(|note| println!("web-rules: {note}")),
        Some("postbuild") => dist::postbuild(&util::repo_root().join("dist")),
        Some("help" | "--help" | "-h") | None => {
            print!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Some(other) => Err(format!("unknown command `{other}`\n\n{HELP}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("\nxtask error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn bench() -> util::Result<()> {
    util::header("bench: cargo bench -p jury-core");
    let root = util::repo_root();
    let mut cmd = util::cargo();
    cmd.args(["bench", "-p", "jury-core"]).current_dir(&root);
    util::run(&mut cmd)?;
    pkg::pkg()?;
    util::header("bench: the jury command line on a 2 MB artifact (tests/node/bench-cli.mjs)");
    util::run(
        util::cargo()
            .args(["build", "--release", "-p", "jury-cli"])
            .current_dir(&root),
    )?;
    util::run(
        std::process::Command::new("node")
            .arg("tests/node/bench-cli.mjs")
            .current_dir(&root),
    )?;
    match std::env::var_os("JURY_UPSTREAM_DIR") {
        Some(dir) => println!("upstream's reducer and parser from {}", dir.to_string_lossy()),
        None => println!("upstream not present (JURY_UPSTREAM_DIR unset): ours beside a plain-JS reducer, the parser alone"),
    }
    for (what, script) in [
        ("the JS API in Node", "tests/node/bench-parser.mjs"),
        (
            "the theater reducer in Node",
            "tests/node/bench-reducer.mjs",
        ),
    ] {
        util::header(&format!("bench: {what} ({script})"));
        util::run(
            std::process::Command::new("node")
                .arg(script)
                .current_dir(&root),
        )?;
    }
    util::header("bench: wasm sizes (gzip -9 after wasm-opt -Oz)");
    pkg::print_sizes(&pkg::out_dir())?;
    dist::dist(true)?;
    util::header("bench: the app's wasm (dist/, gzip -9 after wasm-opt -Oz)");
    dist::print_app_sizes(&root.join("dist"))?;
    for (what, script, args) in [
        (
            "the app loading at 1.6 Mbit/s, 150 ms RTT",
            "tests/e2e/bench-load.mjs",
            &[][..],
        ),
        (
            "a 5 MB artifact's first draw",
            "tests/e2e/bench-artifact.mjs",
            &["5000"][..],
        ),
    ] {
        util::header(&format!("bench: {what} ({script})"));
        util::run(
            std::process::Command::new("node")
                .arg(script)
                .args(args)
                .current_dir(&root),
        )?;
    }
    Ok(())
}
