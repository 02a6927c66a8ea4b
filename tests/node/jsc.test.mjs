// The package's errors under JavaScriptCore, the engine of Bun and Safari (issue 27): JSC puts
// `line`, `column` and `sourceURL` on every Error it makes, places in the package's JS that read
// as places in the judge's reply. The package's errors carry `line`/`column` only where the core
// knows them, and never `sourceURL`. Run with the `bun` npm package (a pinned devDependency).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { pkgDir, repoRoot } from "./helpers.mjs";

const bun = join(repoRoot, "node_modules", ".bin", "bun");

// What the script reports of each error: its name, the guard's answer, the engine-place keys it
// has as its own, and its line and column.
const SCRIPT = `
const jury = require(${JSON.stringify(join(pkgDir, "dist", "index", "node.cjs"))});
const PLACES = ["line", "column", "sourceURL"];
const own = (e) => PLACES.filter((k) => Object.hasOwn(e, k));
const place = (f) => {
  try {
    f();
  } catch (e) {
    return { name: e.name, jury: jury.isJuryError(e), own: own(e), line: e.line, column: e.column };
  }
  return "no error";
};
const rubric = "- a: one\\n- b: two\\n- c: three\\n";
console.log(JSON.stringify({
  engine: typeof Bun === "object" ? "bun" : "other",
  plain: own(new Error("x")),
  missing: place(() => jury.validateReply('{"criteria":[{"id":"a","verdict":"PASS"},{"id":"b","verdict":"PASS"}]}', rubric)),
  syntax: place(() => jury.validateReply('{\\n  "criteria": [,]\\n}', rubric)),
  typeError: place(() => new jury.CritiqueParser({})),
  bad: place(() => jury.checkQuote(3, "q")),
}));
`;

test("under Bun (JavaScriptCore), an error has line and column only where the core knows them, and no sourceURL", () => {
  assert.ok(existsSync(bun), "node_modules/.bin/bun missing: run `npm ci`");
  const dir = mkdtempSync(join(tmpdir(), "jury-jsc-"));
  try {
    writeFileSync(join(dir, "errors.cjs"), SCRIPT);
    const r = spawnSync(bun, [join(dir, "errors.cjs")], { encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout.trim().split("\n").at(-1));
    assert.equal(out.engine, "bun");
    // What the test guards against: JSC's own places on a plain Error.
    assert.deepEqual(out.plain, ["line", "column", "sourceURL"]);
    // A missing criterion has no place in the reply: no line, no column.
    assert.deepEqual(out.missing, { name: "ReplyError", jury: true, own: [] });
    // A syntax error has the core's place: line 2 of the reply.
    assert.equal(out.syntax.name, "ReplyError");
    assert.deepEqual(out.syntax.own, ["line", "column"]);
    assert.equal(out.syntax.line, 2);
    assert.equal(typeof out.syntax.column, "number");
    for (const e of [out.typeError, out.bad]) assert.deepEqual(e.own, [], JSON.stringify(e));
    assert.deepEqual([out.typeError.name, out.typeError.jury, out.bad.name, out.bad.jury], ["TypeError", true, "BadInput", true]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
