// The review loop through the `nodejs` package: the walk-through of review-loop.md, a DISPUTED
// round settled by a human, typed errors for bad input, and the run file round trip (§10).
import assert from "node:assert/strict";
import { test } from "node:test";
import { jury, thrown } from "./helpers.mjs";

const { JuryRun, validateRubric, validateReply, checkQuote, replySchema } = jury;

const rubric = `# Release notes
- facts: every claim matches the diff and package.json
- complete: every user-visible change is listed
- plain: no jargon is left unexplained
`;
const draft1 = "# v2.0\n\n- Requires Node 20 or newer.\n- Adds the --json flag.\n";
const draft2 = "# v2.0\n\n- Requires Node 22.18 or newer.\n- Adds the --json flag.\n";

const reply = (facts, extra = {}) =>
  JSON.stringify({
    criteria: [
      { id: "facts", ...facts },
      { id: "complete", verdict: "PASS", reason: "Every change in the diff is listed." },
      { id: "plain", verdict: "PASS", reason: "No jargon left unexplained." },
    ],
    ...extra,
  });
const failFacts = {
  verdict: "FAIL",
  reason: "The draft says Node 20; package.json says 22.18.",
  quote: "Requires Node 20 or newer",
  fix: 'Change "Node 20 or newer" to "Node 22.18 or newer" in the first bullet.',
};
const passFacts = { verdict: "PASS", reason: "Matches package.json." };

const newRun = (extra = {}) =>
  JuryRun.create({ name: "notes", rubric, artifact: draft1, artifactName: "draft.md", ...extra });

test("walk-through: FIX, revise, NEED_B, PASS, verdict", () => {
  const run = newRun();
  assert.equal(run.round, 1);
  assert.equal(run.outcome, null);
  const prompt = run.prompt("A");
  assert.equal(typeof prompt, "string");
  assert.equal(run.prompt("A"), prompt, "the prompt is byte-stable");
  assert.match(prompt, /Requires Node 20 or newer/);

  const rec = run.record("A", "Here is my review:\n```json\n" + reply(failFacts) + "\n```");
  assert.equal(rec.judge, "A");
  assert.equal(rec.round, 1);
  assert.deepEqual(rec.criteria.map((c) => c.id), ["facts", "complete", "plain"]);
  assert.equal(rec.criteria[0].verdict, "FAIL");
  assert.equal(rec.criteria[0].effective, "FAIL");
  assert.equal(rec.criteria[0].evidence.status, "found");
  assert.equal(rec.criteria[0].evidence.line, 3);

  const m1 = run.merge();
  assert.equal(m1.outcome, "FIX");
  assert.equal(m1.code, 2);
  assert.equal(m1.terminal, false);
  assert.equal(run.outcome, "FIX");
  assert.deepEqual(m1.fixes.map((f) => [f.id, f.judge]), [["facts", "A"]]);
  assert.equal(m1.fixes[0].quote, failFacts.quote);
  assert.equal(run.verdict(), null);

  const rev = run.revise(draft2);
  assert.equal(rev.round, 2);
  assert.equal(rev.unchanged, false);
  assert.match(rev.sha256, /^[0-9a-f]{64}$/);
  assert.equal(run.round, 2);
  assert.match(run.prompt("A"), /Requires Node 20 or newer/, "round 2 lists round 1's objection");

  run.record("A", reply(passFacts, { verdict: "PASS" }));
  const m2 = run.merge();
  assert.equal(m2.outcome, "NEED_B");
  assert.equal(m2.code, 5);
  assert.equal(m2.terminal, false);
  assert.equal(run.prompt("B"), run.prompt("A"), "B's prompt is A's for the round");

  run.record("B", reply(passFacts));
  const m3 = run.merge();
  assert.equal(m3.outcome, "PASS");
  assert.equal(m3.code, 0);
  assert.equal(m3.terminal, true);
  assert.deepEqual(m3.fixedSince, ["facts"]);
  assert.ok(m3.criteria.every((c) => c.result === "PASS"));

  const verdict = run.verdict();
  assert.equal(verdict.schema, "jury.verdict/1");
  assert.equal(verdict.run, "notes");
  assert.equal(verdict.outcome, "PASS");
  assert.equal(verdict.exitCode, 0);
  assert.equal(verdict.rounds, 2);
  assert.equal(verdict.roundLimit, 3);
  assert.equal(verdict.artifact.name, "draft.md");
  assert.equal(Object.getPrototypeOf(verdict), Object.prototype, "a plain object, not a Map");
  run.free();
});

test("DISPUTED, then settled by a human", () => {
  const run = newRun();
  run.record("A", reply(failFacts));
  run.merge();
  run.revise(draft2);
  run.record("A", reply(passFacts));
  assert.equal(run.merge().outcome, "NEED_B");
  // B re-fails a criterion that passed in round 1's merge... `complete` passed in round 1:
  // an unquoted FAIL there is blocked by rule 1; on `facts` (failed in round 1) it disputes.
  run.record("B", reply({ verdict: "FAIL", reason: "I still doubt the version." }));
  const m = run.merge();
  assert.equal(m.outcome, "DISPUTED");
  assert.equal(m.code, 3);
  assert.equal(m.terminal, true);
  const facts = m.criteria.find((c) => c.id === "facts");
  assert.equal(facts.result, "DISPUTED");
  assert.equal(facts.A, passFacts.reason);
  assert.equal(facts.B, "I still doubt the version.");

  const closed = thrown(() => run.record("A", reply(passFacts)));
  assert.equal(closed.name, "RunClosed");
  assert.equal(closed.code, 1);

  const settled = run.settle("facts", "PASS", "Checked package.json myself.");
  assert.equal(settled.outcome, "PASS");
  assert.equal(settled.code, 0);
  assert.equal(run.outcome, "PASS");
  assert.equal(run.verdict().outcome, "PASS");
});

test("rule 1 blocks an unquoted re-fail of a passed criterion", () => {
  const run = newRun();
  run.record("A", reply(failFacts));
  run.merge();
  run.revise(draft2);
  const rec = run.record(
    "A",
    JSON.stringify({
      criteria: [
        { id: "facts", ...passFacts },
        { id: "complete", verdict: "FAIL", reason: "Missing a change." },
        { id: "plain", verdict: "PASS", reason: "ok" },
      ],
    }),
  );
  const complete = rec.criteria.find((c) => c.id === "complete");
  assert.equal(complete.verdict, "FAIL");
  assert.equal(complete.effective, "PASS");
  assert.equal(complete.evidence.status, "none");
  assert.deepEqual(rec.blocked.map((b) => b.id), ["complete"]);
  assert.equal(run.merge().outcome, "NEED_B");
});

test("errors carry name, code 1 and a message that says what to do", () => {
  const bad = (fn, name) => {
    const err = thrown(fn);
    assert.ok(err instanceof Error, `${name}: an Error`);
    assert.equal(err.name, name, err.message);
    assert.equal(err.code, 1, `${name}: code 1`);
    assert.ok(err.message.length > 10, `${name}: a message`);
    return err;
  };
  bad(() => JuryRun.create({ name: "x", rubric: "- a: one\n", artifact: "t" }), "RubricError");
  bad(() => JuryRun.create({ name: "x", rubric: "- a: one\n- b: two\nnot a criterion\n- c: three\n", artifact: "t" }), "RubricError");
  const run = newRun();
  bad(() => run.merge(), "BadInput");
  const syntax = bad(() => run.record("A", "{\n  \"criteria\": [,]\n}"), "ReplyError");
  assert.equal(syntax.line, 2);
  assert.equal(typeof syntax.column, "number");
  bad(() => run.record("A", reply({ verdict: "FAIL" })), "ReplyError");
  bad(() => run.record("C", reply(passFacts)), "BadInput");
  bad(() => run.revise(draft2), "BadInput");
  bad(() => run.settle("facts", "PASS", "no dispute"), "BadInput");
  bad(() => JuryRun.fromJSON("{not json"), "HistoryError");
  bad(() => JuryRun.fromJSON({ schema: "nope" }), "HistoryError");
  bad(() => validateRubric("# only a title\n"), "RubricError");
  bad(() => validateReply("no json here", rubric), "ReplyError");
  assert.equal(run.round, 1, "refusals change nothing");
  assert.equal(run.outcome, null);
});

test("bad inputs from JS are typed errors, never a trap", () => {
  const cases = [
    () => JuryRun.create(),
    () => JuryRun.create(null),
    () => JuryRun.create("notes"),
    () => JuryRun.create({ name: "x", rubric }),
    () => JuryRun.create({ name: "x", rubric, artifact: 42 }),
    () => JuryRun.create({ name: "x", rubric, artifact: "t", rounds: "3" }),
    () => JuryRun.create({ name: "x", rubric, artifact: "t", rounds: 0 }),
    () => JuryRun.create({ name: "x", rubric, artifact: "t", rounds: 11 }),
    () => JuryRun.create({ name: "x", rubric, artifact: "t", rounds: 2.5 }),
    () => JuryRun.fromJSON(),
    () => JuryRun.fromJSON(42),
    () => newRun().record("A"),
    () => newRun().record(undefined, "{}"),
    () => newRun().record("A", 12),
    () => newRun().prompt(),
    () => newRun().prompt("C"),
    () => newRun().settle("facts"),
    () => validateRubric(),
    () => validateRubric(7),
    () => validateReply(reply(passFacts)),
    () => checkQuote(),
    () => checkQuote("text", null),
  ];
  for (const [i, fn] of cases.entries()) {
    const err = thrown(fn, `case ${i}`);
    assert.ok(err instanceof Error, `case ${i}`);
    assert.notEqual(err.constructor.name, "RuntimeError", `case ${i}: no wasm trap (${err.message})`);
    assert.ok(["BadInput", "RubricError", "HistoryError", "ReplyError"].includes(err.name), `case ${i}: ${err.name}: ${err.message}`);
    assert.equal(err.code, 1, `case ${i}`);
  }
  // The instance still works after all that.
  assert.equal(newRun().round, 1);
});

test("toJSON / fromJSON replay to the same state, from an object or a string", () => {
  const run = newRun({ rounds: 2 });
  run.record("A", reply(failFacts));
  run.merge();
  run.revise(draft2);
  run.record("A", reply(passFacts));
  run.merge();
  const history = run.toJSON();
  assert.equal(Object.getPrototypeOf(history), Object.prototype);
  const text = JSON.stringify(run);
  for (const copy of [JuryRun.fromJSON(history), JuryRun.fromJSON(text)]) {
    assert.equal(copy.round, 2);
    assert.equal(copy.outcome, "NEED_B");
    assert.equal(copy.prompt("B"), run.prompt("B"));
    assert.deepEqual(copy.toJSON(), history);
    // Judge B's own answer: A's JSON again would be refused (review-loop.md §6).
    copy.record("B", reply(passFacts, { optional: ["B's note"] }));
    assert.equal(copy.merge().outcome, "PASS");
  }
  assert.equal(run.outcome, "NEED_B", "the original is untouched");
});

test("validateRubric, validateReply, checkQuote, replySchema", () => {
  const r = validateRubric(rubric);
  assert.equal(r.title, "Release notes");
  assert.deepEqual(r.criteria.map((c) => c.id), ["facts", "complete", "plain"]);
  assert.ok(Array.isArray(r.hints));
  assert.ok(validateRubric("- a: looks good\n- b: two\n- c: three\n").hints.length > 0);

  const v = validateReply(reply(failFacts), rubric);
  assert.equal(typeof v, "object");

  assert.deepEqual(checkQuote(draft1, "Requires Node 20 or newer"), { status: "found", line: 3, column: 3, length: 25 });
  assert.equal(checkQuote(draft1, "Requires  Node\n20 or newer").status, "found_normalized");
  assert.equal(checkQuote(draft1, "Node 20").status, "too_short");
  assert.equal(checkQuote(draft1, "").status, "none");
  const miss = checkQuote(draft1, "Requires Python 3.12 or newer");
  assert.equal(miss.status, "not_found");
  assert.equal(typeof miss.hint, "string");

  const schema = replySchema();
  assert.equal(schema.$schema, "https://json-schema.org/draft/2020-12/schema");
  assert.equal(schema.type, "object");
  assert.equal(Object.getPrototypeOf(schema), Object.prototype);
});

// review-loop.md §3: validateReply reads a whole chat the way `record` does: the prompt's text
// and its example are never the reply; prompt alone, two replies and near-miss ids say so.
test("validateReply reads the judge's answer out of a whole chat", () => {
  const run = newRun();
  const prompt = run.prompt("A");
  const answer = JSON.stringify(JSON.parse(reply(passFacts)), null, 2);
  const chat = `You said:\n${prompt}\nChatGPT said:\n\n\`\`\`json\n${answer}\n\`\`\`\nAnything else?`;
  const read = validateReply(chat, rubric);
  assert.deepEqual(read.criteria.map((c) => c.verdict), ["PASS", "PASS", "PASS"]);
  assert.equal(run.record("A", chat).criteria[0].reason, "Matches package.json.");

  const alone = thrown(() => validateReply(prompt, rubric));
  assert.equal(alone.name, "ReplyError");
  assert.match(alone.message, /^this is the judge prompt, not the judge's answer/);
  const two = thrown(() => validateReply(`${reply(failFacts)}\nOops:\n${reply(passFacts)}`, rubric));
  assert.deepEqual(two.starts, [{ line: 1, column: 1 }, { line: 3, column: 1 }]);
  const typo = thrown(() => validateReply(reply(passFacts).replace('"facts"', '"Facts"'), rubric));
  assert.equal(typo.criterion, "Facts");
  assert.equal(typo.suggestion, "facts");
  assert.match(typo.message, /did you mean `facts`\?/);
});

// review-loop.md §6: A's reply pasted as B is refused, naming it, and changes nothing.
test("record refuses a reply that repeats judge A's", () => {
  const run = newRun();
  run.record("A", reply(passFacts));
  const before = JSON.stringify(run.toJSON());
  const e = thrown(() => run.record("B", reply(passFacts)));
  assert.equal(e.name, "BadInput");
  assert.equal(e.code, 1);
  assert.equal(e.repeatsJudge, "A");
  assert.equal(e.repeatsRound, 1);
  assert.match(e.message, /same as judge A's reply of round 1/);
  assert.equal(JSON.stringify(run.toJSON()), before);
});

// review-loop §8: a run records its prompt language; the prompt is that language's, byte for
// byte after a replay anywhere, and the reply format is unchanged.
test("a run made in Spanish prompts in Spanish, replays to the same bytes and knows its prompt pasted back", () => {
  const run = JuryRun.create({ name: "notas", rubric, artifact: draft1, language: "es" });
  const prompt = run.prompt("A");
  assert.match(prompt, /^# Revisión\n\nEres un revisor nuevo e independiente\./);
  assert.match(prompt, /"verdict": "PASS o FAIL"/);
  assert.ok(prompt.endsWith("Responde solo con el objeto JSON.\n"));
  const file = run.toJSON();
  assert.equal(file.entries[0].language, "es");
  assert.equal(JuryRun.fromJSON(JSON.stringify(file)).prompt("B"), prompt);
  assert.equal(thrown(() => run.record("A", prompt)).messageId, "reply.prompt-only");
  // An English run's file has no language, as before there was a choice.
  assert.equal("language" in newRun().toJSON().entries[0], false);
  const told = thrown(() => JuryRun.create({ name: "n", rubric, artifact: draft1, language: "ES" }));
  assert.match(told.message, /`language` must be one of "en", "zh-CN", "ja", "es", "fr", "de", "pt-BR", "ar", got "ES"; did you mean "es"\?/);
});
