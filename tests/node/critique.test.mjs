// The Design Jury through the `nodejs` package: every Open Design fixture through CritiqueParser
// in 64-unit chunks compared line by line with expected/*.ndjson (design-jury.md §1.6, §3),
// the daemon bookkeeping of CritiqueSession (§4.3-4.5), transcripts (§5.4), scoring helpers
// (§4) and typed errors for bad input.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { gunzipSync } from "node:zlib";
import { chunks, fixturesDir, jury, thrown } from "./helpers.mjs";

const {
  CritiqueParser, CritiqueSession, computeComposite, decideRound, selectFallbackRound,
  configFromEnv, isPanelEvent, writeTranscript, readTranscript,
} = jury;

const options = { runId: "t", adapter: "test", projectId: "p1", artifactId: "a1" };
const fixtures = readdirSync(fixturesDir).filter((f) => f.endsWith(".txt")).map((f) => f.slice(0, -4));
const source = (name) => readFileSync(join(fixturesDir, `${name}.txt`), "utf8");
const expected = (name) =>
  readFileSync(join(fixturesDir, "expected", `${name}.ndjson`), "utf8").split("\n").filter(Boolean);

/** Runs a stream through CritiqueParser and writes what happened in the expected files' shape:
 *  the artifact handed to onArtifact during a call goes just before that call's ship event. */
function parseLines(text, size, opts = options) {
  const lines = [];
  let artifact = null;
  const parser = new CritiqueParser({ ...opts, onArtifact: (a) => (artifact = a) });
  let count = 0;
  const take = (events) => {
    for (const e of events) {
      if (e.type === "ship" && artifact) {
        lines.push(JSON.stringify({ type: "__artifact__", ...artifact }));
        artifact = null;
      }
      lines.push(JSON.stringify(e));
    }
    count += events.length;
  };
  try {
    for (const chunk of chunks(text, size)) take(parser.push(chunk));
    take(parser.finish());
    lines.push(JSON.stringify({ type: "__end__", events: count }));
  } catch (err) {
    take(err.events ?? []); // what this call completed before the error
    lines.push(JSON.stringify({ type: "__error__", name: err.name, position: err.position }));
  }
  assert.equal(artifact, null, "every artifact came with its ship event");
  return lines;
}

test("fixtures are found", () => assert.ok(fixtures.length >= 6, fixturesDir));

for (const name of fixtures) {
  test(`fixture ${name}: CritiqueParser in 64-unit chunks matches expected/${name}.ndjson`, () => {
    const want = expected(name)
      .map((l) => JSON.parse(l))
      .filter((e) => e.type !== "__score__")
      .map((e) => JSON.stringify(e.type === "__error__" ? { type: e.type, name: e.name, position: e.position } : e));
    const got = parseLines(source(name), 64);
    assert.equal(got.length, want.length, `event count of ${name}`);
    for (let i = 0; i < want.length; i++) assert.equal(got[i], want[i], `${name} line ${i + 1}`);
  });
}

test("the event sequence does not depend on chunking (warnings aside)", () => {
  const text = source("happy-3-rounds");
  const strip = (lines) => lines.filter((l) => !l.includes('"parser_warning"'));
  const whole = strip(parseLines(text, text.length));
  for (const size of [1, 7, 1000]) assert.deepEqual(strip(parseLines(text, size)), whole, `chunk ${size}`);
});

test("the JS front holds back text, yet every call returns or throws what the wasm's own would", () => {
  // `push`/`finish` hold chunks that cannot matter (parser-front.js); `__push`/`__finish` are the
  // wasm's, called for every chunk. Call by call, the two must agree.
  const calls = (text, size, opts, raw) => {
    const parser = new CritiqueParser(opts);
    const push = raw ? parser.__push : parser.push, finish = raw ? parser.__finish : parser.finish;
    const out = [];
    const call = (f, ...args) => {
      try {
        out.push(JSON.stringify(f.apply(parser, args)));
      } catch (err) {
        out.push(JSON.stringify({ name: err.name, position: err.position, events: err.events }));
      }
    };
    for (const c of chunks(text, size)) call(push, c);
    call(finish);
    call(push, "more");
    parser.free();
    return out;
  };
  const split = source("spec-example").replace("Enlarge the price.", "Enlarge 汉 the 🚀 price, \uD800 alone, \uFFFD as typed.");
  for (const text of [...fixtures.map(source), split]) {
    for (const maxBlockBytes of [undefined, 300]) {
      const opts = { ...options, maxBlockBytes };
      for (const size of [1, 3, 16, 64]) {
        assert.deepEqual(calls(text, size, opts, false), calls(text, size, opts, true), `chunk ${size}, cap ${maxBlockBytes}`);
      }
    }
  }
});

test("a surrogate pair split across chunks arrives whole", () => {
  const text = source("spec-example").replace("Enlarge the price.", "Enlarge the price 🚀.");
  const cut = text.indexOf("🚀") + 1; // between the two halves of the pair
  const parser = new CritiqueParser(options);
  const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut)), ...parser.finish()];
  assert.ok(events.some((e) => e.type === "panelist_must_fix" && e.text === "Enlarge the price 🚀."));
});

test("event texts come out as written in any script, a leading U+FEFF kept, however the stream is cut", () => {
  // The frequent events' texts travel together, decoded once per push and cut apart by length.
  const text = source("spec-example")
    .replace('name="hierarchy" score="7">Price is too small.', 'name="\uFEFFتسلسل" score="7">السعر صغير جدًا 🚀.')
    .replace("Enlarge the price.", "価格を大きくする。")
    .replace("Below 8.0 with 2 open must-fix.", "Por debajo de 8,0: dos correcciones abiertas.");
  const texts = (size) =>
    parseLines(text, size)
      .map((l) => JSON.parse(l))
      .filter((e) => e.type === "panelist_dim" || e.type === "panelist_must_fix" || e.type === "round_end")
      .map((e) => e.dimName ?? e.text ?? e.reason)
      .concat(parseLines(text, size).map((l) => JSON.parse(l)).filter((e) => e.dimNote).map((e) => e.dimNote));
  const whole = texts(text.length);
  for (const want of ["\uFEFFتسلسل", "السعر صغير جدًا 🚀.", "価格を大きくする。", "Por debajo de 8,0: dos correcciones abiertas."]) {
    assert.ok(whole.includes(want), `${JSON.stringify(want)} in ${JSON.stringify(whole)}`);
  }
  for (const size of [1, 3, 64]) assert.deepEqual(texts(size), whole, `chunk ${size}`);
});

test("a push that grows the wasm's memory still gives every event's texts", () => {
  const happy = source("happy-3-rounds");
  const small = parseLines(happy, 64); // the views of the memory are made here
  const open = happy.indexOf("<ROUND "), ship = happy.indexOf("<SHIP ");
  const big = happy.slice(0, open) + happy.slice(open, ship).repeat(256) + happy.slice(ship);
  const parser = new CritiqueParser(options);
  const events = [...parser.push(big), ...parser.finish()];
  parser.free();
  const notes = (list) => list.filter((e) => e.type === "panelist_dim").map((e) => e.dimNote);
  const once = notes(small.map((l) => JSON.parse(l)));
  assert.equal(notes(events).length, once.length * 256);
  assert.deepEqual(notes(events).slice(-once.length), once);
});

test("onArtifact runs before push returns the ship event; errors are sticky", () => {
  const order = [];
  const parser = new CritiqueParser({ ...options, onArtifact: (a) => order.push(`artifact ${a.round} ${a.mime}`) });
  for (const e of parser.push(source("spec-example"))) order.push(e.type === "ship" ? "ship returned" : e.type);
  const i = order.indexOf("artifact 2 text/html");
  assert.ok(i >= 0 && order.indexOf("ship returned") > i);

  const bad = new CritiqueParser(options);
  const text = source("missing-artifact");
  const first = thrown(() => { for (const c of chunks(text, 64)) bad.push(c); });
  assert.equal(first.name, "MissingArtifactError");
  assert.equal(first.position, null);
  const again = thrown(() => bad.finish());
  assert.equal(again.name, first.name);
});

test("onArtifact may feed another parser: the chunk buffer all parsers share is free by then", () => {
  const inner = new CritiqueParser({ ...options, runId: "inner" });
  const innerEvents = [];
  const outer = new CritiqueParser({
    ...options,
    runId: "outer",
    onArtifact: () => {
      for (const c of chunks(source("happy-3-rounds"), 64)) innerEvents.push(...inner.push(c));
    },
  });
  const outerEvents = outer.push(source("spec-example")).concat(outer.finish());
  assert.deepEqual(outerEvents.map((e) => e.type), expected("spec-example").map((l) => JSON.parse(l).type)
    .filter((t) => !t.startsWith("__")));
  assert.ok(outerEvents.every((e) => e.runId === "outer"));
  assert.equal(innerEvents.filter((e) => e.type === "round_end").length, 3);
  assert.ok(innerEvents.every((e) => e.runId === "inner"));
});

test("parser errors: name, position and a message", () => {
  const err = thrown(() => new CritiqueParser(options).push('<CRITIQUE_RUN version="1">\n  <NOTE>x</NOTE>'));
  assert.equal(err.name, "MalformedBlockError");
  assert.equal(err.position, 29);
  assert.ok(err instanceof Error && err.message.length > 0);
  const over = thrown(() => new CritiqueParser({ ...options, maxBlockBytes: 1024 }).push(
    `<CRITIQUE_RUN version="1"><ROUND n="1"><PANELIST role="designer"><NOTES>${"x".repeat(2000)}`));
  assert.equal(over.name, "OversizeBlockError");
  assert.equal(typeof over.position, "number");
});

test("CritiqueSession on the happy fixture: the daemon's events, rounds and score", () => {
  const session = new CritiqueSession(options);
  const published = [];
  for (const c of chunks(source("happy-3-rounds"), 64)) published.push(...session.feed(c));
  const result = session.finish();
  assert.equal(result.status, "shipped");
  const score = expected("happy-3-rounds").map((l) => JSON.parse(l)).filter((e) => e.type === "__score__");
  assert.deepEqual(
    result.rounds,
    score.map((s) => ({ n: s.round, composite: s.daemonComposite, mustFix: s.daemonMustFix, decision: s.daemonDecision })),
  );
  assert.equal(result.score, score.at(-1).daemonComposite);
  assert.ok(published.length <= result.events.length);
  assert.deepEqual(result.events.slice(0, published.length), published);
  assert.equal(result.events[0].type, "run_started");
  const ship = result.events.at(-1);
  assert.equal(ship.type, "ship");
  assert.equal(ship.status, "shipped");
  assert.equal(ship.composite, score.at(-1).daemonComposite);
  assert.ok(result.events.every(isPanelEvent));
  assert.ok(!result.events.some((e) => e.kind === "composite_mismatch"));
});

test("CritiqueSession hands a real SHIP's artifact to onArtifact before finish returns", () => {
  const seen = [];
  const session = new CritiqueSession({ ...options, onArtifact: (a) => seen.push(a) });
  session.feed(source("spec-example"));
  assert.equal(seen.length, 0, "the daemon holds the ship until the stream ends");
  const result = session.finish();
  assert.equal(seen.length, 1);
  assert.deepEqual(result.artifact, seen[0]);
  assert.equal(seen[0].mime, "text/html");
  assert.equal(result.events.at(-1).type, "ship");
});

test("CritiqueSession: interrupt keeps the best round; degraded on parser errors", () => {
  const text = source("happy-3-rounds");
  const session = new CritiqueSession(options);
  session.feed(text.slice(0, text.indexOf("</ROUND_END>", text.indexOf('<ROUND_END n="2"')) + 12));
  const r = session.interrupt();
  assert.equal(r.status, "interrupted");
  const last = r.events.at(-1);
  assert.equal(last.type, "interrupted");
  assert.equal(last.bestRound, 2);
  assert.equal(r.rounds.length, 2);

  const broken = new CritiqueSession(options);
  for (const c of chunks(source("malformed-unbalanced"), 64)) broken.feed(c);
  const d = broken.finish();
  assert.equal(d.status, "degraded");
  assert.deepEqual(d.events.at(-1), { type: "degraded", runId: "t", reason: "malformed_block", adapter: "test" });
});

test("scoring helpers (§4.1, §4.2, §4.4) and config from the environment (§4.6)", () => {
  assert.equal(computeComposite({}), 0);
  assert.equal(computeComposite({ designer: 10, critic: 8, brand: 6, a11y: 9, copy: 7 }).toFixed(9), "7.600000000");
  assert.equal(computeComposite({ critic: 9, brand: 6 }), 8);
  assert.equal(computeComposite({ designer: 9 }), 0);
  const custom = computeComposite(
    { designer: 8.5, critic: 7.25, brand: 9.1, a11y: 6.4, copy: 8.0 },
    { designer: 0.1, critic: 0.35, brand: 0.15, a11y: 0.25, copy: 0.15 },
  );
  assert.equal(custom.toFixed(9), "7.552500000");
  assert.equal(decideRound(8, 0), "ship");
  assert.equal(decideRound(8, 1), "continue");
  assert.equal(decideRound(7.9, 0), "continue");
  assert.equal(decideRound(7, 0, { scoreThreshold: 7 }), "ship");
  const rounds = [{ n: 1, composite: 6 }, { n: 2, composite: 7 }, { n: 3, composite: 7 }];
  assert.deepEqual(selectFallbackRound(rounds, "ship_best"), { n: 3, composite: 7 });
  assert.deepEqual(selectFallbackRound(rounds, "ship_last"), { n: 3, composite: 7 });
  assert.equal(selectFallbackRound(rounds, "fail"), null);
  assert.equal(selectFallbackRound([], "ship_best"), null);

  const defaults = configFromEnv({});
  assert.equal(defaults.maxRounds, 3);
  assert.equal(defaults.scoreThreshold, 8);
  assert.equal(defaults.fallbackPolicy, "ship_best");
  assert.equal(Object.getPrototypeOf(defaults.weights), Object.prototype);
  const all = configFromEnv({
    OD_CRITIQUE_MAX_ROUNDS: "4", OD_CRITIQUE_SCORE_THRESHOLD: "7", OD_CRITIQUE_SCORE_SCALE: "10",
    OD_CRITIQUE_PARSER_MAX_BLOCK_BYTES: "524288", OD_CRITIQUE_FALLBACK_POLICY: "ship_last",
  });
  assert.equal(all.maxRounds, 4);
  assert.equal(all.parserMaxBlockBytes, 524288);
  assert.equal(all.fallbackPolicy, "ship_last");
  for (const env of [
    { OD_CRITIQUE_MAX_ROUNDS: "abc" }, { OD_CRITIQUE_MAX_ROUNDS: "0" }, { OD_CRITIQUE_SCORE_THRESHOLD: "-1" },
    { OD_CRITIQUE_FALLBACK_POLICY: "maybe" }, { OD_CRITIQUE_SCORE_THRESHOLD: "15" },
  ]) {
    const err = thrown(() => configFromEnv(env));
    assert.ok(err instanceof RangeError, JSON.stringify(env));
    assert.equal(err.name, "RangeError");
  }
});

test("isPanelEvent (§2.3)", () => {
  assert.equal(isPanelEvent({ type: "panelist_open", runId: "t", round: 1, role: "critic" }), true);
  assert.equal(isPanelEvent({ type: "panelist_open", runId: "", round: 1, role: "critic" }), false);
  assert.equal(isPanelEvent({ type: "panelist_open", runId: "t", round: 0, role: "critic" }), false);
  assert.equal(isPanelEvent({ type: "ship", runId: "t", round: 1, composite: 9, status: "shipped", artifactRef: { projectId: "", artifactId: "a" }, summary: "" }), false);
  for (const v of [undefined, null, 42, "run_started", [], () => 1, Symbol("x"), { type: "nope", runId: "t" }]) {
    assert.equal(isPanelEvent(v), false, String(typeof v));
  }
});

test("transcripts: write and read back, plain and gzip (§5.4)", () => {
  const events = parseLines(source("happy-3-rounds"), 64)
    .map((l) => JSON.parse(l))
    .filter((e) => !e.type.startsWith("__"));
  const small = writeTranscript(events);
  assert.equal(small.name, "transcript.ndjson");
  assert.ok(small.bytes instanceof Uint8Array);
  const text = new TextDecoder().decode(small.bytes);
  assert.equal(text, events.map((e) => JSON.stringify(e) + "\n").join(""));
  assert.deepEqual(readTranscript(small.bytes), events);
  assert.deepEqual(readTranscript(text), events);
  assert.deepEqual(readTranscript("\r\nnot json\r\n" + text.replaceAll("\n", "\r\n") + '{"type":"nope"}\n'), events);

  const many = Array.from({ length: 40 }, () => events).flat();
  const big = writeTranscript(many);
  assert.equal(big.name, "transcript.ndjson.gz");
  assert.equal(gunzipSync(big.bytes).toString("utf8"), many.map((e) => JSON.stringify(e) + "\n").join(""));
  assert.deepEqual(readTranscript(big.bytes), many);
  const corrupt = thrown(() => readTranscript(new Uint8Array([0x1f, 0x8b, 1, 2, 3])));
  assert.equal(corrupt.name, "TranscriptError");
});

test("bad inputs from JS are typed errors, never a trap", () => {
  const cases = [
    () => new CritiqueParser(),
    () => new CritiqueParser(null),
    () => new CritiqueParser({}),
    () => new CritiqueParser({ runId: 7 }),
    () => new CritiqueParser({ runId: "t", maxBlockBytes: "4096" }),
    () => new CritiqueParser({ runId: "t", onArtifact: "yes" }),
    () => new CritiqueParser(options).push(),
    () => new CritiqueParser(options).push(42),
    () => new CritiqueSession({ ...options, config: { maxRounds: "3" } }),
    () => new CritiqueSession(options).feed(null),
    () => computeComposite(),
    () => computeComposite({ critic: "9" }),
    () => decideRound("8", 0),
    () => decideRound(8),
    () => selectFallbackRound([{ n: 1 }], "ship_best"),
    () => selectFallbackRound([], "sometimes"),
    () => configFromEnv(),
    () => configFromEnv({ OD_CRITIQUE_MAX_ROUNDS: 4 }),
    () => writeTranscript(),
    () => writeTranscript([{ type: "nope" }]),
    () => readTranscript(),
    () => readTranscript(42),
  ];
  for (const [i, fn] of cases.entries()) {
    const err = thrown(fn);
    assert.ok(err instanceof Error, `case ${i}`);
    assert.notEqual(err.constructor.name, "RuntimeError", `case ${i}: no wasm trap (${err.message})`);
    assert.ok(["TypeError", "RangeError"].includes(err.name), `case ${i}: ${err.name}: ${err.message}`);
  }
  const thrower = new CritiqueParser({ ...options, onArtifact: () => { throw new Error("disk full"); } });
  assert.equal(thrown(() => thrower.push(source("spec-example"))).message, "disk full");
});
