// Every export called with hostile JS values: whatever happens, it is a returned value or a
// thrown Error with a name, never a wasm trap (`WebAssembly.RuntimeError: unreachable`), and the
// module keeps working afterwards (the release build aborts on panic, so a panic would trap).
import assert from "node:assert/strict";
import { test } from "node:test";
import { jury } from "./helpers.mjs";

const hostile = [
  undefined, null, 0, -1, 2.5, NaN, Infinity, "", "A", "x".repeat(5000), "\uD800", true, {}, [], [1, "a"],
  { runId: 1 }, { runId: "t", maxBlockBytes: -5 }, { name: "x", rubric: 3, artifact: null },
  [{ type: "ship" }], { critic: NaN }, Symbol("s"), () => 1, 10n, new Uint8Array([0x1f, 0x8b, 0xff]),
  Object.create(null), new Proxy({}, { get() { throw new Error("proxy get"); }, ownKeys() { throw new Error("proxy keys"); } }),
  (() => { const a = {}; a.self = a; return a; })(),
];

function survive(label, fn) {
  try {
    fn();
  } catch (err) {
    assert.ok(!(err instanceof WebAssembly.RuntimeError), `${label}: wasm trap ${err?.message}`);
    assert.ok(err instanceof Error, `${label}: threw a non-Error ${String(err)}`);
    assert.ok(err.name && err.message !== undefined, label);
  }
}

const rubric = "- a: one thing\n- b: another\n- c: a third\n";
const makers = {
  JuryRun: () => jury.JuryRun.create({ name: "n", rubric, artifact: "text" }),
  CritiqueParser: () => new jury.CritiqueParser({ runId: "t" }),
  CritiqueSession: () => new jury.CritiqueSession({ runId: "t" }),
};
const methods = {
  JuryRun: ["prompt", "record", "merge", "revise", "settle", "verdict", "toJSON"],
  CritiqueParser: ["push", "finish"],
  CritiqueSession: ["feed", "deadline", "timeout", "childExit", "finish", "interrupt"],
};
const functions = [
  "validateRubric", "validateReply", "checkQuote", "replySchema", "computeComposite", "decideRound",
  "selectFallbackRound", "configFromEnv", "isPanelEvent", "writeTranscript", "readTranscript",
];

test("functions and constructors survive hostile arguments", () => {
  for (const name of functions) {
    for (const a of hostile) {
      survive(`${name}(${String(typeof a)})`, () => jury[name](a));
      for (const b of hostile.slice(0, 12)) survive(`${name}(…, …)`, () => jury[name](a, b));
    }
  }
  for (const a of hostile) {
    survive("JuryRun.create", () => jury.JuryRun.create(a));
    survive("JuryRun.fromJSON", () => jury.JuryRun.fromJSON(a));
    survive("new CritiqueParser", () => new jury.CritiqueParser(a));
    survive("new CritiqueSession", () => new jury.CritiqueSession(a));
  }
});

test("methods survive hostile arguments, and the objects keep working", () => {
  for (const [cls, make] of Object.entries(makers)) {
    const obj = make();
    for (const m of methods[cls]) {
      for (const a of hostile) {
        survive(`${cls}.${m}`, () => obj[m](a));
        for (const b of hostile.slice(0, 12)) survive(`${cls}.${m}(…, …)`, () => obj[m](a, b, b));
      }
    }
  }
  const run = makers.JuryRun();
  assert.equal(run.round, 1);
  const parser = makers.CritiqueParser();
  assert.deepEqual(parser.push("prose only"), []);
  assert.ok(jury.isPanelEvent({ type: "failed", runId: "t", cause: "total_timeout" }));
});

test("a freed object throws an Error, not a trap", () => {
  for (const [cls, make] of Object.entries(makers)) {
    const obj = make();
    obj.free();
    const m = methods[cls][0];
    survive(`${cls}.${m} after free`, () => obj[m]("x"));
  }
});
