// The generated `.d.ts` of the `nodejs` package type-checks a consumer of both engines
// (`tsc --noEmit`, typescript pinned in the root package.json): a renamed field breaks it.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { repoRoot } from "./helpers.mjs";

test("tsc --noEmit -p tests/node passes against pkg/nodejs/jury_core.d.ts", () => {
  const tsc = join(repoRoot, "node_modules", ".bin", "tsc");
  assert.ok(existsSync(tsc), "run `npm ci` first: typescript is a pinned devDependency");
  const r = spawnSync(tsc, ["-p", join(repoRoot, "tests", "node")], { encoding: "utf8" });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});
