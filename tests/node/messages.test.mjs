// Every error the package throws and every warning it gives carries its message as data
// (js-api.md "Errors"): `messageId`, a stable id, and `args`, the values its English `message`
// is made of, so an embedder can word it in its users' language.
import assert from "node:assert/strict";
import { test } from "node:test";
import { jury, thrown } from "./helpers.mjs";

const { JuryRun, validateRubric, validateReply, CritiqueParser, configFromEnv, readTranscript } = jury;

const rubric = "- facts: every claim matches the diff\n- complete: every change is listed\n- plain: no jargon\n";
const reply = (facts) =>
  JSON.stringify({
    criteria: [
      { id: "facts", ...facts },
      { id: "complete", verdict: "PASS", reason: "All listed." },
      { id: "plain", verdict: "PASS", reason: "Plain." },
    ],
  });
const pass = { verdict: "PASS", reason: "Matches." };
const newRun = () => JuryRun.create({ name: "notes", rubric, artifact: "Requires Node 20.\n" });
const passed = () => {
  const run = newRun();
  run.record("A", reply(pass));
  run.record("B", reply({ verdict: "PASS", reason: "Also matches." }));
  run.merge();
  return run;
};
const parserOptions = { runId: "r", adapter: "test", projectId: "p", artifactId: "a" };

/** Each refusal a user or an embedder meets, with the id it must carry. */
const refusals = [
  ["rubric.too-few", () => JuryRun.create({ name: "x", rubric: "- a: one\n", artifact: "t" })],
  ["rubric.not-a-criterion", () => validateRubric("- a: one\n- b: two\nnot a criterion\n- c: three\n")],
  ["rubric.duplicate-id", () => validateRubric("- a: one\n- b: two\n- a: three\n")],
  ["rubric.capital-id", () => validateRubric("- Facts: one\n- b: two\n- c: three\n")],
  ["rubric.too-many", () => validateRubric("- a: 1\n- b: 2\n- c: 3\n- d: 4\n- e: 5\n- f: 6\n- g: 7\n")],
  ["run.empty-artifact", () => JuryRun.create({ name: "x", rubric, artifact: "" })],
  ["run.rounds-out-of-range", () => JuryRun.create({ name: "x", rubric, artifact: "t", rounds: 11 })],
  ["reply.no-json", () => validateReply("no json here", rubric)],
  ["reply.trailing-comma", () => validateReply('{\n  "criteria": [\n    {"id": "facts", "verdict": "PASS"},\n  ]\n}', rubric)],
  ["reply.single-quote", () => validateReply("{'criteria': []}", rubric)],
  ["reply.syntax", () => validateReply('{"criteria": [1 2]}', rubric)],
  ["reply.cut-off", () => validateReply('{"criteria": [{"id": "facts"', rubric)],
  ["reply.unknown-criterion", () => validateReply(reply(pass).replace('"facts"', '"fact"'), rubric)],
  ["reply.missing-criterion", () => validateReply(JSON.stringify({ criteria: [{ id: "facts", verdict: "PASS" }] }), rubric)],
  ["reply.bad-verdict", () => validateReply(reply({ verdict: "MAYBE" }), rubric)],
  ["reply.fail-without-reason", () => validateReply(reply({ verdict: "FAIL" }), rubric)],
  ["reply.wrong-type", () => validateReply('{"criteria": 3}', rubric)],
  ["reply.two-replies", () => validateReply(`${reply(pass)}\n\n${reply({ verdict: "FAIL", reason: "No." })}`, rubric)],
  ["reply.duplicate-key", () => validateReply(reply(pass).replace('"verdict":"PASS"', '"verdict":"PASS","verdict":"FAIL"'), rubric)],
  ["reply.prompt-only", () => validateReply(newRun().prompt("A"), rubric)],
  ["merge.no-reply-from-a", () => newRun().merge()],
  ["revise.not-after-fix", () => newRun().revise("new text")],
  ["settle.not-disputed", () => newRun().settle("facts", "PASS", "agreed")],
  ["run.closed", () => passed().record("A", reply(pass))],
  ["record.same-as-other-judge", () => {
    const run = newRun();
    run.record("A", reply(pass));
    run.record("B", reply(pass));
  }],
  ["history.not-json", () => JuryRun.fromJSON("{not json")],
  ["history.unknown-schema", () => JuryRun.fromJSON({ schema: "nope", entries: [] })],
  ["history.verdict-file", () => JuryRun.fromJSON({ schema: "jury.verdict/1", entries: [] })],
  ["limit.too-large", () => validateRubric(`- a: ${"x".repeat(100_001)}\n`)],
  ["argument.invalid", () => newRun().prompt("C")],
  ["argument.invalid", () => JuryRun.create({ name: "x", rubric, artifact: "t", artefactName: "a.md" })],
  ["critique.malformed-block", () => new CritiqueParser(parserOptions).push('<CRITIQUE_RUN version="1">\n  <NOTE>x</NOTE>')],
  ["critique.oversize-block", () => new CritiqueParser({ ...parserOptions, maxBlockBytes: 1024 }).push(
    `<CRITIQUE_RUN version="1"><ROUND n="1"><PANELIST role="designer"><NOTES>${"x".repeat(2000)}`)],
  ["critique.env-out-of-range", () => configFromEnv({ OD_CRITIQUE_MAX_ROUNDS: "0" })],
  ["transcript.unreadable", () => readTranscript(new Uint8Array([0x1f, 0x8b, 1, 2, 3]))],
  ["argument.invalid", () => new CritiqueParser(parserOptions).push(42)],
];

/** The values of `args` a reader sees in the words: texts and list items, not English `detail`. */
function shownValues(args) {
  return Object.entries(args).flatMap(([name, value]) => {
    if (name === "detail" || typeof value === "object" && !Array.isArray(value)) return [];
    if (Array.isArray(value)) return value.filter((v) => typeof v === "string");
    return typeof value === "string" ? [value] : [];
  });
}

test("every refusal carries a stable messageId and the args its message is made of", () => {
  for (const [id, fn] of refusals) {
    const e = thrown(fn, id);
    assert.ok(jury.isJuryError(e), `${id}: a JuryError (${e})`);
    assert.equal(e.messageId, id, `${id}: ${e.message}`);
    assert.match(e.messageId, /^[a-z]+(\.[a-z0-9-]+)+$/);
    assert.equal(Object.getPrototypeOf(e.args), Object.prototype, `${id}: args is a plain object`);
    for (const value of shownValues(e.args)) {
      assert.ok(e.message.includes(value), `${id}: the message says ${JSON.stringify(value)}: ${e.message}`);
    }
  }
});

test("the arguments are the facts a UI needs to word the message itself", () => {
  const comma = thrown(refusals.find(([id]) => id === "reply.trailing-comma")[1]);
  assert.equal(
    comma.message,
    "the reply's JSON is broken at line 4, column 3: a comma after the last item of a list or object: JSON allows none there; remove that comma, or ask the judge for valid JSON",
  );
  assert.deepEqual(comma.args, { line: 4, column: 3 });
  assert.equal(comma.line, 4, "the error's own fields are unchanged");

  const dup = thrown(() => validateRubric("- a: one\n- b: two\n- a: three\n"));
  assert.deepEqual(dup.args, { line: 3, id: "a", firstLine: 1 });
  const few = thrown(() => validateRubric("- a: one\n- b: two\n"));
  assert.deepEqual(few.args, { count: 2, min: 3 });
  const near = thrown(() => validateReply(reply(pass).replace('"facts"', '"Facts"'), rubric));
  assert.deepEqual(near.args, { id: "Facts", suggestion: "facts" });
  const two = thrown(refusals.find(([id]) => id === "reply.two-replies")[1]);
  assert.equal(two.args.count, 2);
  assert.deepEqual(two.args.starts.map((s) => Object.keys(s)), [["line", "column"], ["line", "column"]]);
  const size = thrown(() => validateRubric(`- a: ${"x".repeat(100_001)}\n`));
  assert.deepEqual(size.args, { what: "the rubric", unit: "bytes", found: 100_007, limit: 100_000 });
  const closed = thrown(() => passed().merge());
  assert.deepEqual([closed.name, closed.messageId, closed.args], ["RunClosed", "run.closed", { outcome: "PASS" }]);
});

test("warnings and rubric hints are objects: the English message beside its id and args", () => {
  const mismatch = validateReply(JSON.stringify({ ...JSON.parse(reply(pass)), verdict: "FAIL" }), rubric);
  assert.equal(mismatch.warnings.length, 1);
  const [w] = mismatch.warnings;
  assert.deepEqual(Object.keys(w), ["message", "messageId", "args"]);
  assert.equal(w.messageId, "reply.verdict-mismatch");
  assert.deepEqual(w.args, { summary: "FAIL", failed: [] });
  assert.match(w.message, /^the judge's own verdict "FAIL" disagrees with its criteria \(every criterion passed\)/);

  const cased = validateReply(reply({ verdict: "pass", reason: "ok" }), rubric);
  assert.deepEqual(cased.warnings.map((x) => [x.messageId, x.args]), [["reply.verdict-case", { criteria: ["facts"], written: ["pass"] }]]);

  const run = newRun();
  run.record("A", reply({ verdict: "FAIL", reason: "Wrong version.", quote: "Requires Node 20.", fix: "Say 22." }));
  run.record("B", reply({ verdict: "FAIL", reason: "Node 20 is wrong.", quote: "Requires Node 20.", fix: "Say 22." }));
  assert.equal(run.merge().outcome, "FIX");
  const revised = run.revise("Requires Node 20.\n");
  assert.deepEqual(revised.warnings.map((x) => [x.messageId, x.args]), [["revise.unchanged", { round: 1 }]]);
  assert.match(revised.warnings[0].message, /unchanged since round 1/);

  const hinted = validateRubric("- a: the intro is good\n- b: every link works in the page\n- c: every link in the page works\n");
  assert.deepEqual(hinted.hints.map((h) => h.messageId), ["rubric.vague", "rubric.worded-alike"]);
  assert.deepEqual(hinted.hints[0].args, { line: 1, id: "a", phrase: "good" });
  assert.ok(hinted.hints.every((h) => shownValues(h.args).every((v) => h.message.includes(v))));
});
