// The package takes exactly what the app takes (issue 27 item 1): each limit of
// core/src/limits.rs (UTF-8 bytes, as the core counts them) fed at the limit and one byte past
// it, through the same calls an embedder makes. core/tests/limits.rs feeds the same texts
// through the app's checks (`each_limit_takes_its_last_byte_and_refuses_the_next_as_the_package_does`).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { jury, repoRoot, thrown } from "./helpers.mjs";

/** The limits as core/src/limits.rs declares them (`pub const MAX_…: usize = …;`). */
const limits = {};
for (const [, name, expr] of readFileSync(join(repoRoot, "core", "src", "limits.rs"), "utf8").matchAll(
  /pub const (MAX_\w+): usize = ([^;]+);/g,
)) {
  const names = Object.keys(limits);
  limits[name] = Function(...names, `return (${expr.replace(/(\d)_(?=\d)/g, "$1")});`)(...names.map((n) => limits[n]));
}

const RUBRIC = "- facts: every fact is right\n- complete: nothing is missing\n- plain: each line is plain\n";
const PASS = '{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}';
const FIX = '{"criteria":[{"id":"facts","verdict":"FAIL","reason":"old","quote":"Requires Node 20 or newer"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}';
const utf8 = (text) => Buffer.byteLength(text, "utf8");

/** `head`, then `é` (two bytes, one JS unit) up to exactly `bytes` bytes, as core/tests/limits.rs. */
function filled(head, bytes) {
  const pad = bytes - utf8(head);
  return head + "é".repeat(Math.floor(pad / 2)) + "x".repeat(pad % 2);
}
const artifact = (bytes) => filled("", bytes);
const rubric = (bytes) => filled(RUBRIC.trimEnd(), bytes - 1) + "\n";
const reply = (bytes) => filled(`${PASS}\n`, bytes);

/** What `fn` threw, which must be a refusal for size saying the limit as the core does. */
function refused(fn, limit) {
  const e = thrown(fn);
  assert.equal(e.name, "BadInput", e.message);
  assert.equal(e.code, 1);
  assert.match(e.message, new RegExp(`: 1 byte over jury's limit of ${(limit / 1e6).toFixed(1)} MB|: 1 byte over jury's limit of ${Math.floor(limit / 1000)} KB`), e.message);
  return e;
}

test("the limits are read from limits.rs, in bytes", () => {
  assert.deepEqual(
    [limits.MAX_ARTIFACT_BYTES, limits.MAX_RUBRIC_BYTES, limits.MAX_REPLY_BYTES],
    [4_000_000, 100_000, 9_000_000],
  );
  // Each text is as long in bytes as asked, and much shorter in JS units.
  assert.equal(utf8(reply(limits.MAX_REPLY_BYTES)), limits.MAX_REPLY_BYTES);
  assert.ok(reply(limits.MAX_REPLY_BYTES).length < limits.MAX_REPLY_BYTES * 0.6);
});

test("an artifact: taken at the limit, refused one byte past it, wherever it is passed", () => {
  const [at, over] = [artifact(limits.MAX_ARTIFACT_BYTES), artifact(limits.MAX_ARTIFACT_BYTES + 1)];
  jury.JuryRun.create({ name: "n", rubric: RUBRIC, artifact: at }).free();
  refused(() => jury.JuryRun.create({ name: "n", rubric: RUBRIC, artifact: over }), limits.MAX_ARTIFACT_BYTES);
  assert.equal(jury.checkQuote(at, "éééééééééééééééééééé").status, "found");
  refused(() => jury.checkQuote(over, "éééééééééééééééééééé"), limits.MAX_ARTIFACT_BYTES);
  const run = jury.JuryRun.create({ name: "n", rubric: RUBRIC, artifact: "Requires Node 20 or newer.\n" });
  run.record("A", FIX);
  run.merge();
  const e = refused(() => run.revise(over), limits.MAX_ARTIFACT_BYTES);
  assert.match(e.message, /^the artifact of round 2 is 4\.0 MB: 1 byte over .*; the round was not opened and nothing was stored$/);
  // Past the limit in JS units too: refused before it is copied, in the same words.
  assert.equal(thrown(() => run.revise("x".repeat(limits.MAX_ARTIFACT_BYTES + 1))).message, e.message);
  assert.equal(run.revise(at).round, 2);
  run.free();
  const lines = "x\n".repeat(limits.MAX_ARTIFACT_LINES);
  assert.equal(jury.checkQuote(lines, "x\nx\nx\nx\nx\nx\nx\nx\nx\nx\n").status, "found");
  assert.match(thrown(() => jury.checkQuote(lines + "y", "x")).message, /^the artifact has 100,001 lines: 1 line over jury's limit of 100,000 lines$/);
});

test("a rubric: taken at the limit, refused one byte past it", () => {
  const [at, over] = [rubric(limits.MAX_RUBRIC_BYTES), rubric(limits.MAX_RUBRIC_BYTES + 1)];
  assert.equal(jury.validateRubric(at).criteria.length, 3);
  const e = refused(() => jury.validateRubric(over), limits.MAX_RUBRIC_BYTES);
  assert.equal(e.message, "the rubric is 100 KB: 1 byte over jury's limit of 100 KB");
  jury.JuryRun.create({ name: "n", rubric: at, artifact: "text" }).free();
  refused(() => jury.JuryRun.create({ name: "n", rubric: over, artifact: "text" }), limits.MAX_RUBRIC_BYTES);
  refused(() => jury.validateReply(PASS, over), limits.MAX_RUBRIC_BYTES);
  refused(() => jury.replySchema(over), limits.MAX_RUBRIC_BYTES);
  assert.ok(jury.replySchema(at));
});

test("a reply: taken at the limit, refused one byte past it, in the app's words", () => {
  const [at, over] = [reply(limits.MAX_REPLY_BYTES), reply(limits.MAX_REPLY_BYTES + 1)];
  assert.equal(jury.validateReply(at, RUBRIC).criteria.length, 3);
  refused(() => jury.validateReply(over, RUBRIC), limits.MAX_REPLY_BYTES);
  const run = jury.JuryRun.create({ name: "n", rubric: RUBRIC, artifact: "text" });
  assert.equal(run.record("A", at).judge, "A");
  const e = refused(() => run.record("B", over), limits.MAX_REPLY_BYTES);
  assert.equal(e.message, "judge B's reply is 9.0 MB: 1 byte over jury's limit of 9.0 MB; the reply was not recorded and nothing was stored");
  // Refused before it is copied (its JS length is over too): the same message.
  assert.equal(thrown(() => run.record("B", "x".repeat(limits.MAX_REPLY_BYTES + 1))).message, e.message);
  // Counted before the copy as the core counts the copy: a pair (an emoji) is 4 bytes, a lone
  // surrogate 3 (it arrives as U+FFFD). The same bytes in characters the core gets copied say
  // the same.
  const pairs = "😀".repeat(limits.MAX_REPLY_BYTES / 2 + 1) + "\ud800";
  const copied = "€".repeat(limits.MAX_REPLY_BYTES * 2 / 3) + "é".repeat(2) + "\ufffd";
  assert.ok(pairs.length > limits.MAX_REPLY_BYTES && copied.length <= limits.MAX_REPLY_BYTES);
  assert.equal(utf8(copied), 2 * limits.MAX_REPLY_BYTES + 4 + 3);
  const said = thrown(() => run.record("B", copied)).message;
  assert.match(said, /^judge B's reply is 18\.0 MB: 9\.0 MB over/);
  assert.equal(thrown(() => run.record("B", pairs)).message, said);
  assert.equal(run.toJSON().entries.length, 2, "nothing was stored");
  run.free();
});
