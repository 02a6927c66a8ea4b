// The package as an embedder gets it: `npm pack` of pkg/jury-core (built by `cargo xtask pkg`),
// installed from the tarball into a fresh project in a temporary folder (offline: the package
// has no dependencies). Shared by tests/node/package.test.mjs and tests/e2e/package.test.mjs.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pkgDir, repoRoot } from "./helpers.mjs";

/** Runs a command; fails the test with its output when it exits non-zero. */
export function sh(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: "utf8", ...options });
  assert.equal(r.status, 0, `${cmd} ${args.join(" ")}\n${r.stdout}\n${r.stderr}`);
  return r;
}

/**
 * Packs the package and installs the tarball into `<tmp>/consumer`. Returns the folder, the
 * tarball, the packed file list and `cleanup()`.
 */
export function installPackage() {
  assert.ok(existsSync(join(pkgDir, "package.json")), "pkg/jury-core missing: run `cargo xtask pkg`");
  const tmp = mkdtempSync(join(tmpdir(), "jury-pkg-"));
  const packed = sh("npm", ["pack", pkgDir, "--pack-destination", tmp, "--json", "--silent"]);
  const [info] = JSON.parse(packed.stdout);
  const tarball = join(tmp, info.filename);
  const dir = join(tmp, "consumer");
  mkdirSync(dir);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "consumer", private: true }));
  sh("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball], { cwd: dir });
  return {
    dir,
    tarball,
    files: info.files.map((f) => f.path),
    installed: join(dir, "node_modules", "jury-core"),
    cleanup: () => rmSync(tmp, { recursive: true, force: true }),
  };
}

/** The fenced ```js blocks of the package README, in order. */
export function readmeSnippets() {
  const readme = readFileSync(join(repoRoot, "core", "README.md"), "utf8");
  return [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
}

/** What a snippet says it prints: the `// → …` comments of its `console.log` lines, in order. */
export function expectedOutput(snippet) {
  return snippet
    .split("\n")
    .filter((l) => l.includes("console.log(") && l.includes("// → "))
    .map((l) => l.slice(l.indexOf("// → ") + 5).trim());
}
