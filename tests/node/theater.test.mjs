// The Design Jury web surface through the package: the theater reducer (design-jury.md §6.2,
// upstream's state shape and rules), the SSE mapping (§5.1), the transcript's gzip threshold
// (§5.4) and "every event once" (`pending`, js-api.md "The package").
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { chunks, fixturesDir, jury, thrown } from "./helpers.mjs";

const {
  CritiqueSession, initialTheaterState, reduceTheater, panelEventToSse, writeTranscript, readTranscript, isPanelEvent,
  CRITIQUE_SSE_EVENT_NAMES,
} = jury;

const options = { runId: "t", adapter: "test", projectId: "p1", artifactId: "a1" };
const happy = readFileSync(join(fixturesDir, "happy-3-rounds.txt"), "utf8");

/** How many events a daemon publishes for the happy fixture: the parser's (expected/*.ndjson,
 *  one line each), the agent's ship replaced by the normalised one. */
const happyCount = readFileSync(join(fixturesDir, "expected", "happy-3-rounds.ndjson"), "utf8")
  .split("\n").filter((l) => l && !l.startsWith('{"type":"__')).length;
/** Those events. */
function happyEvents() {
  const session = new CritiqueSession(options);
  session.feed(happy);
  return session.finish().events;
}

/** Freezes a value and everything in it: a reducer that wrote to its input would throw. */
function deepFreeze(value) {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** `reduceTheater`, checking that the input state is left exactly as it was. */
function reduce(state, action) {
  const before = structuredClone(state);
  const next = reduceTheater(deepFreeze(state), action);
  assert.deepEqual(state, before, `reduceTheater changed its input on ${action.type}`);
  return next;
}

const started = (runId = "t") => ({
  type: "run_started", runId, protocolVersion: 1,
  cast: ["designer", "critic", "brand", "a11y", "copy"], maxRounds: 3, threshold: 8, scale: 10,
});
const ship = (runId = "t") => ({
  type: "ship", runId, round: 1, composite: 8.6, status: "shipped",
  artifactRef: { projectId: "p1", artifactId: "a1" }, summary: "ok",
});

test("initialTheaterState is idle", () => {
  assert.deepEqual(initialTheaterState(), { phase: "idle" });
});

test("the happy replay reduces to shipped, never changing a state it was given (§6.2)", () => {
  const events = happyEvents();
  assert.equal(events.length, happyCount);
  let state = initialTheaterState();
  const phases = [];
  for (const e of events) {
    state = reduce(state, e);
    phases.push(state.phase);
  }
  assert.deepEqual([...new Set(phases)], ["running", "shipped"]);
  assert.equal(state.phase, "shipped");
  assert.deepEqual(state.final, { composite: 8.6, round: 3, status: "shipped", artifactRef: { projectId: "p1", artifactId: "a1" }, summary: state.final.summary });
  assert.deepEqual(state.rounds.map((r) => [r.n, r.decision]), [[1, "continue"], [2, "continue"], [3, "ship"]]);
  assert.equal(state.rounds[0].mustFix, 8);
  assert.deepEqual(Object.keys(state.rounds[0].panelists), ["designer", "critic", "brand", "a11y", "copy"]);
  const critic = state.rounds[0].panelists.critic;
  assert.equal(critic.score, 6.4);
  assert.equal(critic.dims.length, 5);
  assert.deepEqual(Object.keys(critic.dims[0]), ["name", "score", "note"]);
  // Upstream's terminal shape: no active turn.
  assert.deepEqual(Object.keys(state), ["phase", "runId", "config", "rounds", "warnings", "final"]);
});

test("a running state has upstream's fields; the turn follows open, close and round_end", () => {
  let s = reduce(initialTheaterState(), started());
  assert.deepEqual(s, {
    phase: "running", runId: "t",
    config: { cast: ["designer", "critic", "brand", "a11y", "copy"], maxRounds: 3, threshold: 8, scale: 10, protocolVersion: 1 },
    rounds: [], activeRound: 1, activePanelist: null, warnings: [],
  });
  s = reduce(s, { type: "panelist_open", runId: "t", round: 1, role: "critic" });
  assert.deepEqual([s.activeRound, s.activePanelist], [1, "critic"]);
  assert.deepEqual(s.rounds, [{ n: 1, mustFix: 0, panelists: { critic: { dims: [], mustFixes: [] } } }]);
  s = reduce(s, { type: "panelist_must_fix", runId: "t", round: 1, role: "critic", text: "contrast" });
  s = reduce(s, { type: "panelist_close", runId: "t", round: 1, role: "critic", score: 7 });
  assert.equal(s.activePanelist, null);
  assert.deepEqual(s.rounds[0].panelists.critic, { dims: [], mustFixes: ["contrast"], score: 7 });
  s = reduce(s, { type: "round_end", runId: "t", round: 1, composite: 7, mustFix: 1, decision: "continue", reason: "below" });
  assert.deepEqual([s.activeRound, s.rounds[0].decision, s.rounds[0].decisionReason, s.rounds[0].mustFix], [2, "continue", "below", 1]);
});

test("ignored actions return the very same state object", () => {
  const idle = initialTheaterState();
  assert.equal(reduceTheater(idle, { type: "__reset__" }), idle);
  assert.equal(reduceTheater(idle, ship()), idle, "idle takes only run_started");
  const running = reduceTheater(idle, started());
  assert.equal(reduceTheater(running, ship("other")), running, "another runId");
  assert.equal(reduceTheater(running, { type: "parser_warning", runId: "other", kind: "weak_debate", position: 1 }), running);
  const shipped = reduceTheater(running, ship());
  assert.equal(reduceTheater(shipped, { type: "failed", runId: "t", cause: "orchestrator_internal" }), shipped, "sticky");
  assert.equal(reduceTheater(shipped, ship()), shipped, "no double ship");
});

test("terminal phases take late warnings; run_started and __reset__ start over", () => {
  const shipped = reduce(reduce(initialTheaterState(), started()), ship());
  const warned = reduce(shipped, { type: "parser_warning", runId: "t", kind: "composite_mismatch", position: 0 });
  assert.equal(warned.phase, "shipped");
  assert.deepEqual(warned.warnings, [{ kind: "composite_mismatch", position: 0 }]);
  assert.deepEqual(reduce(warned, { type: "__reset__" }), { phase: "idle" });
  const again = reduce(warned, started("t2"));
  assert.deepEqual([again.phase, again.runId, again.rounds, again.warnings], ["running", "t2", [], []]);
  const failed = reduce(reduce(initialTheaterState(), started()), { type: "failed", runId: "t", cause: "total_timeout" });
  assert.deepEqual(Object.keys(failed), ["phase", "runId", "config", "rounds", "warnings", "cause"]);
  const degraded = reduce(reduce(initialTheaterState(), started()), { type: "degraded", runId: "t", reason: "malformed_block", adapter: "x" });
  assert.deepEqual(degraded.degraded, { reason: "malformed_block", adapter: "x" });
  const interrupted = reduce(reduce(initialTheaterState(), started()), { type: "interrupted", runId: "t", bestRound: 0, composite: 0 });
  assert.deepEqual([interrupted.bestRound, interrupted.composite], [0, 0]);
});

test("rounds stay sorted: a late round-1 event lands in round 1", () => {
  let s = reduce(initialTheaterState(), started());
  s = reduce(s, { type: "panelist_dim", runId: "t", round: 2, role: "copy", dimName: "voice", dimScore: 9, dimNote: "" });
  s = reduce(s, { type: "panelist_dim", runId: "t", round: 1, role: "critic", dimName: "contrast", dimScore: 7, dimNote: "" });
  assert.deepEqual(s.rounds.map((r) => [r.n, Object.keys(r.panelists)]), [[1, ["critic"]], [2, ["copy"]]]);
});

test("a state that is not a theater state, or a bad action, is a TypeError saying where", () => {
  const running = reduceTheater(initialTheaterState(), started());
  const badDim = structuredClone(running);
  badDim.rounds = [{ n: 1, mustFix: 0, panelists: { critic: { dims: [{ name: "x", score: "high", note: "" }], mustFixes: [] } } }];
  for (const [state, action, words] of [
    [undefined, started(), "state"],
    [{ phase: "done" }, started(), "done"],
    [{ phase: "running" }, started(), "rounds"],
    [badDim, started(), '`rounds[0].panelists.critic.dims[0].score` must be a number, got "high" (a string)'],
    [running, { type: "panelist_open", runId: "t", round: "1", role: "critic" }, '(`round` must be a number, got "1" (a string))'],
    [running, undefined, "action"],
  ]) {
    const err = thrown(() => reduceTheater(state, action));
    assert.equal(err.name, "TypeError", err.message);
    assert.ok(err.message.includes(words), `${err.message} should name ${words}`);
  }
});

test("an action of another type returns the state itself in every phase, as upstream's reducer does", () => {
  // A newer daemon's event, or an action the host's other reducers share the dispatch with:
  // upstream returns `state` for them (its idle and other-run returns, its `default:` case).
  const idle = initialTheaterState();
  const running = reduceTheater(idle, started());
  const shipped = reduceTheater(running, ship());
  const given = structuredClone(running); // a state the package did not make (read in full)
  assert.equal(shipped.phase, "shipped");
  for (const action of [
    { type: "panelist_blink", runId: "t", round: 1 },
    { type: "SET_USER", user: "ana" },
    { type: 7 },
    {},
  ]) {
    for (const state of [idle, running, shipped, given]) {
      assert.equal(reduceTheater(state, action), state, `${JSON.stringify(action)} on ${state.phase}`);
    }
  }
  // The run goes on as before.
  const opened = reduceTheater(running, { type: "panelist_open", runId: "t", round: 1, role: "critic" });
  assert.equal(opened.activePanelist, "critic");
});

/** One event of each of the eleven types, in upstream's order. */
const oneOfEach = [
  started("r"),
  { type: "panelist_open", runId: "r", round: 1, role: "critic" },
  { type: "panelist_dim", runId: "r", round: 1, role: "critic", dimName: "contrast", dimScore: 7.5, dimNote: "ok" },
  { type: "panelist_must_fix", runId: "r", round: 1, role: "critic", text: "fix it" },
  { type: "panelist_close", runId: "r", round: 1, role: "critic", score: 7 },
  { type: "round_end", runId: "r", round: 1, composite: 7.25, mustFix: 1, decision: "continue", reason: "below" },
  ship("r"),
  { type: "degraded", runId: "r", reason: "missing_artifact", adapter: "x" },
  { type: "interrupted", runId: "r", bestRound: 0, composite: 0 },
  { type: "failed", runId: "r", cause: "total_timeout" },
  { type: "parser_warning", runId: "r", kind: "duplicate_ship", position: 0 },
];

test("CRITIQUE_SSE_EVENT_NAMES: the eleven channels in upstream's order, frozen (§5.1)", () => {
  assert.deepEqual([...CRITIQUE_SSE_EVENT_NAMES], oneOfEach.map((e) => `critique.${e.type}`));
  assert.ok(Object.isFrozen(CRITIQUE_SSE_EVENT_NAMES));
});

test("panelEventToSse: channel critique.<type>, data the event without type, for all 11 types", () => {
  for (const [i, event] of oneOfEach.entries()) {
    const sse = panelEventToSse(event);
    assert.equal(sse.event, CRITIQUE_SSE_EVENT_NAMES[i]);
    const { type, ...data } = event;
    assert.deepEqual(sse.data, data);
    assert.deepEqual(Object.keys(sse.data), Object.keys(data), "keys in the event's order");
    // The web client's inverse: the channel gives the type back.
    assert.deepEqual({ ...sse.data, type: sse.event.slice("critique.".length) }, { ...event });
  }
  assert.equal(thrown(() => panelEventToSse({ type: "nope", runId: "r" })).name, "TypeError");
});

/** `failed` events whose NDJSON is exactly `bytes` long (the last runId padded). */
function transcriptOf(bytes) {
  const line = (runId) => JSON.stringify({ type: "failed", runId, cause: "total_timeout" }).length + 1;
  const n = Math.floor(bytes / line("r")) - 1;
  const events = Array.from({ length: n }, () => ({ type: "failed", runId: "r", cause: "total_timeout" }));
  const pad = bytes - n * line("r") - line("r");
  events.push({ type: "failed", runId: "r" + "x".repeat(pad), cause: "total_timeout" });
  assert.equal(events.reduce((sum, e) => sum + line(e.runId), 0), bytes);
  return events;
}

test("writeTranscript gzips strictly above the threshold, 262144 unless given (§5.4)", () => {
  for (const [bytes, name] of [[262143, "transcript.ndjson"], [262144, "transcript.ndjson"], [262145, "transcript.ndjson.gz"]]) {
    const file = writeTranscript(transcriptOf(bytes));
    assert.equal(file.name, name, `${bytes} bytes`);
    assert.equal(writeTranscript(transcriptOf(bytes), {}).name, name, "an empty options object");
  }
  const small = transcriptOf(1000);
  assert.equal(writeTranscript(small, { gzipThresholdBytes: 1000 }).name, "transcript.ndjson");
  assert.equal(writeTranscript(small, { gzipThresholdBytes: 999 }).name, "transcript.ndjson.gz");
  assert.equal(writeTranscript(small, { gzipThresholdBytes: 0 }).name, "transcript.ndjson.gz");
  for (const bad of [-1, 1.5, Infinity]) {
    assert.equal(thrown(() => writeTranscript(small, { gzipThresholdBytes: bad })).name, "RangeError", String(bad));
  }
  assert.equal(thrown(() => writeTranscript(small, { gzipThresholdBytes: "1k" })).name, "TypeError");
  assert.equal(thrown(() => writeTranscript(small, 1000)).name, "TypeError");
});

test("every event once: feed() results then finish().pending are the whole run, ship included", () => {
  for (const size of [1, 16, 64, happy.length]) {
    const session = new CritiqueSession(options);
    const seen = [];
    for (const c of chunks(happy, size)) seen.push(...session.feed(c));
    assert.ok(!seen.some((e) => e.type === "ship"), "feed holds the agent's ship back");
    const result = session.finish();
    seen.push(...result.pending);
    assert.deepEqual(seen, result.events, `${size}-unit chunks`);
    assert.equal(seen.length, happyCount);
    assert.equal(seen.at(-1).type, "ship");
    assert.deepEqual(session.finish().pending, [], "handed out once");
    // What a theater built this way shows.
    const state = seen.reduce((s, e) => reduceTheater(s, e), initialTheaterState());
    assert.equal(state.phase, "shipped");
  }
});

test("every event once on interrupt: the fallback ship and interrupted are pending", () => {
  const cut = happy.slice(0, happy.indexOf('<ROUND n="2"'));
  const session = new CritiqueSession(options);
  const seen = [];
  for (const c of chunks(cut, 64)) seen.push(...session.feed(c));
  const result = session.interrupt();
  seen.push(...result.pending);
  assert.deepEqual(seen, result.events);
  assert.deepEqual(result.pending.map((e) => e.type), ["ship", "interrupted"]);
  assert.deepEqual(session.interrupt().pending, []);
  const state = seen.reduce((s, e) => reduceTheater(s, e), initialTheaterState());
  assert.equal(state.phase, "shipped", "the interrupt's ship arrives first and terminal phases are sticky");
});

// ---------- The fast path: identity kept, results as the full path's ----------

import { readdirSync } from "node:fs";

/** Every fixture's published events (a malformed one ends degraded). */
function fixtureRuns() {
  return readdirSync(fixturesDir)
    .filter((f) => f.endsWith(".txt"))
    .map((file) => {
      const session = new CritiqueSession(options);
      session.feed(readFileSync(join(fixturesDir, file), "utf8"));
      return [file, session.finish().events];
    });
}

test("every fixture: each state is the full path's, deep-equal with the same key order", () => {
  for (const [file, events] of fixtureRuns()) {
    let state = initialTheaterState();
    for (const [i, e] of events.entries()) {
      // A copy is a state the package did not make: the full path (JSON in, the core, JSON out).
      const full = reduceTheater(structuredClone(state), e);
      state = reduce(state, e);
      assert.deepEqual(state, full, `${file}, event ${i} (${e.type})`);
      assert.equal(JSON.stringify(state), JSON.stringify(full), `${file}, event ${i}: key order`);
    }
    assert.notEqual(state.phase, "running", `${file} ends`);
  }
});

test("unchanged parts keep their identity, and an action that changes nothing returns the state", () => {
  const events = happyEvents();
  let state = initialTheaterState();
  let checked = 0;
  for (const e of events) {
    const next = reduce(state, e);
    if (state.phase !== "idle" && next !== state) {
      assert.equal(next.config, state.config, `${e.type}: config`);
      if (e.type !== "parser_warning") assert.equal(next.warnings, state.warnings, `${e.type}: warnings`);
      if (["ship", "degraded", "interrupted", "failed", "parser_warning"].includes(e.type)) {
        assert.equal(next.rounds, state.rounds, `${e.type}: rounds`);
      }
      for (const r of next.rounds) {
        const before = state.rounds.find((b) => b.n === r.n);
        if (!before) continue;
        if (r.n !== e.round) {
          assert.equal(r, before, `${e.type}: round ${r.n} is not the event's`);
          continue;
        }
        for (const [role, view] of Object.entries(r.panelists)) {
          if (role !== e.role) assert.equal(view, before.panelists[role], `${e.type}: ${role} in round ${r.n}`);
        }
        const mine = r.panelists[e.role];
        const was = before.panelists[e.role];
        if (mine && was) {
          if (e.type !== "panelist_dim") assert.equal(mine.dims, was.dims, `${e.type}: dims kept`);
          if (e.type !== "panelist_must_fix") assert.equal(mine.mustFixes, was.mustFixes, `${e.type}: mustFixes kept`);
        }
        checked++;
      }
    }
    state = next;
  }
  assert.ok(checked > 50, `compared ${checked} rounds`);
  // Changes nothing: the very same object, on the fast path too.
  assert.equal(reduceTheater(state, events[3]), state, "a shipped run ignores a late turn");
  const running = reduceTheater(initialTheaterState(), started());
  const opened = reduceTheater(running, { type: "panelist_open", runId: "t", round: 1, role: "critic" });
  const again = reduceTheater(opened, { type: "panelist_open", runId: "t", round: 1, role: "critic" });
  assert.notEqual(again, opened);
  assert.equal(again.rounds, opened.rounds, "re-opening a turn changes no round");
});

test("an older state, or the same state twice (React's strict mode), gives the same result", () => {
  const events = happyEvents();
  const states = [initialTheaterState()];
  for (const e of events) states.push(reduceTheater(states.at(-1), e));
  // From every state again, long after the package moved on: the same result as the first time.
  for (let i = 0; i < events.length; i += 7) {
    assert.deepEqual(reduceTheater(states[i], events[i]), states[i + 1], `state ${i} again`);
    assert.deepEqual(reduceTheater(states[i], events[i]), states[i + 1], `state ${i} a third time`);
  }
});

test("a bad field is refused on the fast path exactly as on the full path", () => {
  const running = reduceTheater(initialTheaterState(), started("r"));
  for (const event of oneOfEach) {
    for (const key of Object.keys(event).filter((k) => k !== "type")) {
      for (const bad of [undefined, null, "x", 1, -0, NaN, [], "\ud800"]) {
        if (typeof bad === typeof event[key] && !Number.isNaN(bad) && !Object.is(bad, -0) && bad !== "\ud800") continue;
        const action = { ...event, [key]: bad };
        const fast = (() => { try { return reduceTheater(running, action); } catch (e) { return e; } })();
        const full = (() => { try { return reduceTheater(structuredClone(running), action); } catch (e) { return e; } })();
        if (full instanceof Error) {
          assert.ok(fast instanceof Error, `${event.type}.${key} = ${String(bad)} must be refused`);
          assert.equal(fast.message, full.message);
        } else {
          assert.deepEqual(fast, full, `${event.type}.${key} = ${String(bad)}`);
        }
      }
    }
  }
});

/** `action` with a `toJSON` that counts into `seen`: the full path reads an action with
 *  `JSON.stringify`, which calls it; the fast path reads only the declared fields. */
function probed(action, seen) {
  return { ...action, toJSON() { seen.count++; return action; } };
}

test("every event type of the core takes the fast path for a valid action, with the full path's result", () => {
  // The core's event types (CRITIQUE_SSE_EVENT_NAMES is generated from its declaration): an
  // example of each, valid by §2.3, and what the fast path's checks (`theater.js`, from the core's
  // `EventType::fields`) must all let through.
  const types = CRITIQUE_SSE_EVENT_NAMES.map((c) => c.slice("critique.".length));
  const examples = new Map(oneOfEach.map((e) => [e.type, e]));
  for (const type of types) {
    const action = examples.get(type);
    assert.ok(action, `an example of ${type} in oneOfEach (a new event type needs one)`);
    assert.ok(isPanelEvent(action), `the ${type} example is a valid event`);
    const running = reduceTheater(initialTheaterState(), started("r"));
    const seen = { count: 0 };
    const fast = reduceTheater(running, probed(action, seen));
    assert.equal(seen.count, 0, `${type}: the fast path took it (the full path would read it as JSON)`);
    const full = reduceTheater(structuredClone(running), action);
    assert.deepEqual(fast, full, type);
    assert.equal(JSON.stringify(fast), JSON.stringify(full), `${type}: key order`);
    if (type !== "run_started") assert.equal(fast.config, running.config, `${type}: config shared`);
    // And a state it made takes the next one on the fast path too.
    const after = reduceTheater(fast, probed(examples.get("parser_warning"), seen));
    assert.equal(seen.count, 0, `${type}, then a warning: the fast path`);
    assert.equal(after.warnings.length, fast.warnings.length + 1, type);
  }
  // The control: a state the package did not make goes the full path, which reads the action.
  const seen = { count: 0 };
  reduceTheater(structuredClone(reduceTheater(initialTheaterState(), started("r"))), probed(ship("r"), seen));
  assert.equal(seen.count, 1, "the probe sees the full path");
});

test("config: null, where upstream's CritiqueState allows it (degraded, interrupted, failed), is kept as given", () => {
  const base = { runId: "r", config: null, rounds: [], warnings: [] };
  const ended = [
    { phase: "degraded", ...base, degraded: { reason: "missing_artifact", adapter: "x" } },
    { phase: "interrupted", ...base, bestRound: 0, composite: 0 },
    { phase: "failed", ...base, cause: "total_timeout" },
  ];
  const warning = { type: "parser_warning", runId: "r", kind: "weak_debate", position: 4 };
  for (const state of ended) {
    const next = reduce(state, warning);
    assert.deepEqual(next, { ...state, warnings: [{ kind: "weak_debate", position: 4 }] }, state.phase);
    assert.equal(next.config, null, state.phase);
    assert.deepEqual(Object.keys(next), Object.keys(state), `${state.phase}: key order`);
    // The result is the package's: the next warning takes the fast path and keeps the null.
    const again = reduce(next, warning);
    assert.equal(again.config, null);
    assert.equal(again.warnings.length, 2);
    assert.equal(reduce(next, ship("r")), next, `${state.phase} is terminal`);
  }
  // Not where upstream's type requires a config: running and shipped.
  const running = { phase: "running", ...base, activeRound: 1, activePanelist: null };
  const shipped = { phase: "shipped", ...base, final: ship("r") };
  for (const state of [running, shipped]) {
    const err = thrown(() => reduceTheater(state, warning));
    assert.equal(err.name, "TypeError", state.phase);
    assert.match(err.message, /state is not a theater state \(`config` must be an object \{cast, maxRounds, threshold, scale, protocolVersion\}, got null\)/, state.phase);
  }
});

test("writeTranscript writes every event it is given, as upstream's writer; readTranscript skips what the guard refuses (§2.3, §5.4)", () => {
  const open = (round) => ({ type: "panelist_open", runId: "r", round, role: "critic" });
  const fine = [started("r"), open(1), open(2)];
  assert.deepEqual(readTranscript(writeTranscript(fine).bytes), fine);
  // Round 0 and an empty artifactRef id: the event reader takes them, the guard does not.
  const noIds = { ...ship("r"), artifactRef: { projectId: "", artifactId: "a1" } };
  assert.equal(isPanelEvent(open(0)), false);
  assert.equal(isPanelEvent(noIds), false);
  const file = writeTranscript([started("r"), open(1), open(0), noIds]);
  assert.equal(new TextDecoder().decode(file.bytes).trimEnd().split("\n").length, 4, "every event is written");
  assert.deepEqual(readTranscript(file.bytes), [started("r"), open(1)]);
});
