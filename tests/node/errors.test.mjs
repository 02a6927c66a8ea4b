// Each misuse an embedder makes, and what it is told (issue 20): which argument, which field,
// what was expected and what to do, never serde's words (`expected struct RunConfig`,
// `expected u32`, `unknown variant`) nor wasm-bindgen's ("recursive use of an object").
import assert from "node:assert/strict";
import { test } from "node:test";
import { jury, thrown } from "./helpers.mjs";

const rubric = "- a: one thing\n- b: another\n- c: a third\n";
const config = { name: "n", rubric, artifact: "text" };

/** What `fn` threw, checked to be in plain words. */
function told(fn) {
  const e = thrown(fn);
  assert.ok(e instanceof Error, String(e));
  assert.doesNotMatch(e.message, /expected (struct|u32|usize|f64|a sequence)|invalid type|unknown variant|missing field|recursive use/, e.message);
  return e;
}

test("JuryRun.create: an unknown key is refused with the field it probably means", () => {
  const e = told(() => jury.JuryRun.create({ ...config, artefactName: "notes.md" }));
  assert.equal(e.name, "BadInput");
  assert.equal(e.code, 1);
  assert.match(e.message, /^JuryRun\.create\(config\): `artefactName` is not a field here; did you mean `artifactName`\? The fields are name, rubric, artifact, artifactName, rounds, antiRatchet, models, language\.$/);
  const models = told(() => jury.JuryRun.create({ ...config, models: { a: "gpt" } }));
  assert.match(models.message, /`models`: `a` is not a field here; did you mean `A`\?/);
});

test("JuryRun.create: wrong types name the field, what it must be and what it was", () => {
  assert.equal(
    told(() => jury.JuryRun.create({ ...config, rounds: "3" })).message,
    'JuryRun.create(config): `rounds` must be a whole number (0 or more), got "3" (a string)',
  );
  assert.equal(
    told(() => jury.JuryRun.create({ ...config, antiRatchet: "no" })).message,
    'JuryRun.create(config): `antiRatchet` must be a boolean, got "no" (a string)',
  );
  assert.equal(
    told(() => jury.JuryRun.create({ rubric, artifact: "t" })).message,
    "JuryRun.create(config): `name` is missing: it is required",
  );
  assert.match(
    told(() => jury.JuryRun.create("a run")).message,
    /^JuryRun\.create\(config\) must be an object with the fields name, rubric, artifact, artifactName, rounds, antiRatchet, models, language, got a string$/,
  );
  assert.match(told(() => jury.JuryRun.create({ ...config, models: { A: 5 } })).message, /`models\.A` must be a string, got 5/);
});

test("configFromEnv: an unset variable (undefined) is unset; a value that is not a string is named", () => {
  const env = { OD_CRITIQUE_MAX_ROUNDS: undefined, OD_CRITIQUE_SCORE_THRESHOLD: "7" };
  const cfg = jury.configFromEnv(env);
  assert.equal(cfg.maxRounds, 3);
  assert.equal(cfg.scoreThreshold, 7);
  assert.equal(jury.configFromEnv({ OD_CRITIQUE_MAX_ROUNDS: null }).maxRounds, 3);
  const e = told(() => jury.configFromEnv({ OD_CRITIQUE_MAX_ROUNDS: 3 }));
  assert.equal(e.name, "TypeError");
  assert.equal(e.message, "configFromEnv(env): `OD_CRITIQUE_MAX_ROUNDS` must be a string, got 3");
});

test("the Design Jury's options: unknown keys, nested config fields and enumerations in plain words", () => {
  const key = told(() => new jury.CritiqueSession({ runId: "r", onartifact: () => {} }));
  assert.equal(key.name, "TypeError");
  assert.match(key.message, /`onartifact` is not a field here; did you mean `onArtifact`\?/);
  const nested = told(() => new jury.CritiqueSession({ runId: "r", config: { maxRound: 2 } }));
  assert.match(nested.message, /^new CritiqueSession\(options\): `config`: `maxRound` is not a field here; did you mean `maxRounds`\?/);
  const policy = told(() => new jury.CritiqueSession({ runId: "r", config: { fallbackPolicy: "best" } }));
  assert.equal(policy.message, 'new CritiqueSession(options): `config.fallbackPolicy` must be one of "ship_best", "ship_last", "fail", got "best"');
  const cap = told(() => new jury.CritiqueParser({ runId: "r", maxBlockBytes: -1 }));
  assert.equal(cap.message, "new CritiqueParser(options): `maxBlockBytes` must be a whole number (0 or more), got -1");
  assert.equal(
    told(() => jury.decideRound(9, 1.5)).message,
    "decideRound(composite, mustFix): mustFix must be a whole number (0 or more), got 1.5",
  );
  assert.match(told(() => jury.computeComposite({ critic: "9" })).message, /`critic` must be a number, got "9" \(a string\)/);
  assert.match(
    told(() => jury.panelEventToSse({ type: "shipp", runId: "r" })).message,
    /^panelEventToSse\(event\): `event\.type` must be one of "run_started", "panelist_open", .*, got "shipp"; did you mean "ship"\?$/,
  );
});

test("the Design Jury's event and theater readers word their own refusals: the field, what it must be, what it was", () => {
  const close = { type: "panelist_close", runId: "r", round: 1, role: "critic", score: 8 };
  assert.equal(
    told(() => jury.panelEventToSse({ ...close, score: "3" })).message,
    'panelEventToSse(event): `event.score` must be a number, got "3" (a string)',
  );
  assert.equal(
    told(() => jury.panelEventToSse({ ...close, role: "desginer" })).message,
    'panelEventToSse(event): `event.role` must be one of "designer", "critic", "brand", "a11y", "copy", got "desginer"; did you mean "designer"?',
  );
  const { runId, ...noRun } = close;
  assert.equal(told(() => jury.panelEventToSse(noRun)).message, "panelEventToSse(event): `event.runId` is missing: it is required");
  assert.equal(
    told(() => jury.writeTranscript([close, { ...close, round: null }])).message,
    "writeTranscript(events): `events[1].round` must be a number, got null",
  );
  const running = jury.reduceTheater(jury.initialTheaterState(), {
    type: "run_started", runId: "r", protocolVersion: 1, cast: ["critic"], maxRounds: 2, threshold: 8, scale: 10,
  });
  const wrong = thrown(() => jury.reduceTheater(running, { ...close, round: "1" }));
  assert.equal(wrong.name, "TypeError");
  assert.equal(
    wrong.message,
    'reduceTheater(state, action): action must be a PanelEvent or {type: "__reset__"} (`round` must be a number, got "1" (a string))',
  );
});

test("a call from inside onArtifact is refused in plain words, and the object is left whole", () => {
  const stream = '<CRITIQUE_RUN version="1" maxRounds="1" threshold="8" scale="10"><ROUND n="1">' +
    '<PANELIST role="designer"><NOTES>n</NOTES><ARTIFACT mime="text/html"><![CDATA[<p>x</p>]]></ARTIFACT></PANELIST>' +
    '<PANELIST role="critic" score="9"><DIM name="d" score="9">ok</DIM></PANELIST>' +
    '<ROUND_END n="1" composite="9" must_fix="0" decision="ship"><REASON>r</REASON></ROUND_END></ROUND>' +
    '<SHIP round="1" composite="9" status="shipped"><ARTIFACT mime="text/html"><![CDATA[<p>x</p>]]></ARTIFACT><SUMMARY>s</SUMMARY></SHIP></CRITIQUE_RUN>';
  const inside = [];
  const parser = new jury.CritiqueParser({
    runId: "r",
    onArtifact: () => {
      for (const call of [() => parser.push("x"), () => parser.free(), () => parser.finish()]) {
        try { call(); inside.push("no error"); } catch (e) { inside.push(e.message); }
      }
    },
  });
  const events = parser.push(stream);
  assert.equal(events.at(-1).type, "ship");
  assert.equal(inside.length, 3);
  assert.match(inside[0], /^CritiqueParser\.push: called while this CritiqueParser's push\(\) is still running \(from inside its onArtifact callback\)\. Nothing was done/);
  assert.match(inside[1], /^CritiqueParser\.free: called while this CritiqueParser's push\(\) is still running/);
  assert.match(inside[2], /^CritiqueParser\.finish: /);
  // Not half freed: it still works, and frees once afterwards.
  assert.deepEqual(parser.finish(), []);
  parser.free();
  assert.match(told(() => parser.finish()).message, /this CritiqueParser was freed/);
});

test("from inside onArtifact another parser works, and a sealed parser is guarded the same", () => {
  const stream = '<CRITIQUE_RUN version="1" maxRounds="1" threshold="8" scale="10"><ROUND n="1">' +
    '<PANELIST role="designer"><ARTIFACT mime="text/html"><![CDATA[<p>x</p>]]></ARTIFACT></PANELIST>' +
    '<ROUND_END n="1" composite="9" must_fix="0" decision="ship"><REASON>r</REASON></ROUND_END></ROUND>' +
    '<SHIP round="1" composite="9" status="shipped"><ARTIFACT mime="text/html"><![CDATA[<p>x</p>]]></ARTIFACT><SUMMARY>s</SUMMARY></SHIP></CRITIQUE_RUN>';
  const other = Object.seal(new jury.CritiqueParser({ runId: "other" }));
  const inside = [];
  const parser = Object.seal(new jury.CritiqueParser({
    runId: "r",
    onArtifact: () => {
      inside.push(other.push('<CRITIQUE_RUN version="1">').map((e) => e.type).join());
      try { parser.push("x"); } catch (e) { inside.push(e.message); }
    },
  }));
  assert.equal(parser.push(stream).at(-1).type, "ship");
  assert.equal(inside[0], "run_started");
  assert.match(inside[1], /^CritiqueParser\.push: called while this CritiqueParser's push\(\) is still running/);
  // Both left whole: each goes on where it stopped.
  assert.equal(other.push('<ROUND n="1"><PANELIST role="critic" score="9"></PANELIST>')[0].type, "panelist_open");
  assert.deepEqual(parser.finish(), []);
  other.free();
  parser.free();
});

test("did you mean: the core's one rule for keys, enumeration values and criterion ids", () => {
  // One or two slips (two for names of 6 characters or more) are suggested; three are not.
  assert.match(told(() => jury.JuryRun.create({ ...config, artifctNme: "a" })).message, /`artifctNme` is not a field here; did you mean `artifactName`\?/);
  const far = told(() => jury.JuryRun.create({ ...config, artfctNme: "a" })).message;
  assert.match(far, /^JuryRun\.create\(config\): `artfctNme` is not a field here\. The fields are /);
  // Two names as near are no suggestion: `C` is one slip from both `A` and `B`.
  assert.equal(
    told(() => jury.JuryRun.create({ ...config, models: { C: "gpt" } })).message,
    "JuryRun.create(config): `models`: `C` is not a field here. The fields are author, A, B.",
  );
  // A value out of a closed list, one slip away.
  assert.equal(
    told(() => new jury.CritiqueSession({ runId: "r", config: { fallbackPolicy: "ship_lst" } })).message,
    'new CritiqueSession(options): `config.fallbackPolicy` must be one of "ship_best", "ship_last", "fail", got "ship_lst"; did you mean "ship_last"?',
  );
  // A reply's criterion id, by the same rule.
  const rubric2 = "- cost: it is cheap\n- cast: the actors fit\n- plain: each line is plain\n";
  const reply = (id) => JSON.stringify({ criteria: [{ id, verdict: "PASS" }, { id: "cast", verdict: "PASS" }, { id: "plain", verdict: "PASS" }] });
  const slip = thrown(() => jury.validateReply(reply("plian"), rubric2));
  assert.equal(slip.suggestion, "plain");
  const tie = thrown(() => jury.validateReply(reply("cust"), rubric2));
  assert.equal(tie.name, "ReplyError");
  assert.equal(tie.suggestion, undefined);
  assert.doesNotMatch(tie.message, /did you mean/);
});

test("isJuryError tells the package's errors, by name too; a callback's own error and misuse errors are not", () => {
  const reply = thrown(() => jury.validateReply('{"criteria": []}', rubric));
  assert.equal(reply.name, "ReplyError");
  assert.equal(jury.isJuryError(reply), true);
  assert.equal(jury.isJuryError(reply, "ReplyError"), true);
  assert.equal(jury.isJuryError(reply, "BadInput"), false);
  const typeError = thrown(() => new jury.CritiqueParser({}));
  assert.ok(typeError instanceof TypeError);
  assert.equal(jury.isJuryError(typeError, "TypeError"), true);
  const range = thrown(() => jury.configFromEnv({ OD_CRITIQUE_MAX_ROUNDS: "-1" }));
  assert.equal(jury.isJuryError(range, "RangeError"), true);
  // Same names, not the package's: what the embedder's code threw.
  assert.equal(jury.isJuryError(new TypeError("x")), false);
  const mine = new Error("the embedder's own");
  const parser = new jury.CritiqueParser({ runId: "r", onArtifact: () => { throw mine; } });
  const stream = '<CRITIQUE_RUN version="1" maxRounds="1" threshold="8" scale="10"><ROUND n="1">' +
    '<PANELIST role="designer"><NOTES>n</NOTES><ARTIFACT mime="text/html"><![CDATA[<p>x</p>]]></ARTIFACT></PANELIST>' +
    '<ROUND_END n="1" composite="9" must_fix="0" decision="ship"><REASON>r</REASON></ROUND_END></ROUND>' +
    '<SHIP round="1" composite="9" status="shipped"><ARTIFACT mime="text/html"><![CDATA[<p>x</p>]]></ARTIFACT><SUMMARY>s</SUMMARY></SHIP></CRITIQUE_RUN>';
  assert.equal(thrown(() => parser.push(stream)), mine);
  assert.equal(jury.isJuryError(mine), false);
  parser.free();
  assert.equal(jury.isJuryError(thrown(() => parser.finish())), false, "a freed object is the caller's bug");
  for (const value of [null, undefined, "ReplyError", { name: "ReplyError" }]) assert.equal(jury.isJuryError(value), false);
});

test("new CritiqueParser refuses a config, which only a CritiqueSession uses", () => {
  const e = told(() => new jury.CritiqueParser({ runId: "r", config: { maxRounds: 2 } }));
  assert.equal(e.name, "TypeError");
  assert.equal(e.message, "new CritiqueParser(options): `config` is not a field here: a parser takes no settings but maxBlockBytes. Pass the config to new CritiqueSession(options), which uses it");
  new jury.CritiqueParser({ runId: "r", config: undefined }).free();
  new jury.CritiqueSession({ runId: "r", config: { maxRounds: 2 } }).free();
});

test("JuryRun.fromJSON: a malformed entry names the field, what it must be and what it was", () => {
  const file = JSON.parse(JSON.stringify(jury.JuryRun.create(config).toJSON()));
  file.entries[0].at = "yesterday";
  const e = told(() => jury.JuryRun.fromJSON(JSON.stringify(file)));
  assert.equal(e.name, "HistoryError");
  assert.match(e.message, /entry 0 of the run file is malformed: `at` must be a whole number \(0 or more\), got "yesterday" \(a string\)$/);
  file.entries[0].at = 1;
  file.entries[0].rounds = "3";
  assert.match(told(() => jury.JuryRun.fromJSON(JSON.stringify(file))).message, /`rounds` must be a whole number \(0 or more\), got "3" \(a string\)$/);
});
