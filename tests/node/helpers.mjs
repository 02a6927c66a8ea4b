// Shared helpers of the Node tests: where the package and the fixtures are.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

const require = createRequire(import.meta.url);
/** The built package (`cargo xtask pkg`): the combined entry as Node's `require` loads it. */
export const pkgDir = join(repoRoot, "pkg", "jury-core");
export const jury = require(join(pkgDir, "dist", "index", "node.cjs"));

/** The Open Design fixtures: the repository's copy, else the shared one beside the clone. */
export const fixturesDir = [
  join(repoRoot, "core", "tests", "fixtures", "open-design-v1"),
  join(repoRoot, "..", "shared", "fixtures", "open-design-v1"),
].find((dir) => existsSync(join(dir, "expected")));

/** Runs `fn`, which must throw, and returns what it threw. */
export function thrown(fn, what = String(fn)) {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error(`expected a throw: ${what}`);
}

/** Splits `text` into chunks of `size` UTF-16 code units, as upstream's tests do. */
export function chunks(text, size) {
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}
