// Not a test: the theater reducer through the JS API (design-jury.md §6.2) beside the reducer it
// replaces, in this one process. One replay is the happy fixture's session events folded from the
// initial state; 10,000 replays each, the two reducers alternating so both see the same load.
// Prints p50/p99 (and min/max) per replay in ms, and ours / theirs.
//
// Theirs: upstream Open Design's own web reducer when JURY_UPSTREAM_DIR names a folder with
// `reducer.mjs` exporting `reduce` and `initialState` (its `state/reducer.ts` built with esbuild,
// see README "Benchmarks"); else a plain-JS reducer written here from §6.2's rules (structural
// sharing, as upstream's), said so in the output.
// Run: `node tests/node/bench-reducer.mjs` after `cargo xtask pkg` (`cargo xtask bench` runs it).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { fixturesDir, jury } from "./helpers.mjs";

const { CritiqueSession, initialTheaterState, reduceTheater } = jury;

const session = new CritiqueSession({ runId: "t", adapter: "test", projectId: "p1", artifactId: "a1" });
session.feed(readFileSync(join(fixturesDir, "happy-3-rounds.txt"), "utf8"));
const events = session.finish().events;

/** §6.2 in plain JS: the baseline when upstream's reducer is not present. */
function baseline(state, a) {
  if (a.type === "__reset__") return state.phase === "idle" ? state : { phase: "idle" };
  if (a.type === "run_started") {
    const config = { cast: a.cast.slice(), maxRounds: a.maxRounds, threshold: a.threshold, scale: a.scale, protocolVersion: a.protocolVersion };
    return { phase: "running", runId: a.runId, config, rounds: [], activeRound: 1, activePanelist: null, warnings: [] };
  }
  if (state.phase === "idle" || state.runId !== a.runId) return state;
  if (a.type === "parser_warning") return { ...state, warnings: [...state.warnings, { kind: a.kind, position: a.position }] };
  if (state.phase !== "running") return state;
  const { config, rounds, warnings, runId } = state;
  switch (a.type) {
    case "ship": return { phase: "shipped", runId, config, rounds, warnings, final: { composite: a.composite, round: a.round, status: a.status, artifactRef: a.artifactRef, summary: a.summary } };
    case "degraded": return { phase: "degraded", runId, config, rounds, warnings, degraded: { reason: a.reason, adapter: a.adapter } };
    case "interrupted": return { phase: "interrupted", runId, config, rounds, warnings, bestRound: a.bestRound, composite: a.composite };
    case "failed": return { phase: "failed", runId, config, rounds, warnings, cause: a.cause };
  }
  let i = rounds.findIndex((r) => r.n >= a.round);
  if (i < 0) i = rounds.length;
  const next = rounds.slice();
  const old = rounds[i]?.n === a.round ? rounds[i] : (next.splice(i, 0, { n: a.round, mustFix: 0, panelists: {} }), next[i]);
  const p = old.panelists[a.role] ?? { dims: [], mustFixes: [] };
  const round = { ...old };
  let active = { activeRound: state.activeRound, activePanelist: state.activePanelist };
  switch (a.type) {
    case "panelist_open": round.panelists = { ...old.panelists, [a.role]: p }; active = { activeRound: a.round, activePanelist: a.role }; break;
    case "panelist_dim": round.panelists = { ...old.panelists, [a.role]: { ...p, dims: [...p.dims, { name: a.dimName, score: a.dimScore, note: a.dimNote }] } }; break;
    case "panelist_must_fix": round.mustFix += 1; round.panelists = { ...old.panelists, [a.role]: { ...p, mustFixes: [...p.mustFixes, a.text] } }; break;
    case "panelist_close": round.panelists = { ...old.panelists, [a.role]: { ...p, score: a.score } }; active.activePanelist = null; break;
    case "round_end": Object.assign(round, { composite: a.composite, decision: a.decision, decisionReason: a.reason }); active = { activeRound: a.decision === "continue" ? a.round + 1 : a.round, activePanelist: null }; break;
  }
  next[i] = round;
  return { ...state, rounds: next, ...active };
}

const upstreamDir = process.env.JURY_UPSTREAM_DIR;
const theirs = upstreamDir
  ? { name: "upstream's reducer", ...(await import(pathToFileURL(join(upstreamDir, "reducer.mjs")).href)) }
  : { name: "plain-JS baseline (upstream not present: set JURY_UPSTREAM_DIR)", reduce: baseline, initialState: { phase: "idle" } };

const contenders = [
  { name: "ours: reduceTheater", replay() { let s = initialTheaterState(); for (const e of events) s = reduceTheater(s, e); return s; } },
  { name: theirs.name, replay() { let s = theirs.initialState; for (const e of events) s = theirs.reduce(s, e); return s; } },
];

for (const c of contenders) {
  if (c.replay().phase !== "shipped") throw new Error(`${c.name}: the happy replay did not ship`);
}
for (let i = 0; i < 500; i++) for (const c of contenders) c.replay(); // warm up
const runs = 10_000;
const times = contenders.map(() => new Float64Array(runs));
for (let i = 0; i < runs; i++) {
  for (let k = 0; k < contenders.length; k++) {
    const c = (i + k) % contenders.length; // alternate which goes first
    const t = performance.now();
    contenders[c].replay();
    times[c][i] = performance.now() - t;
  }
}
console.log(`theater reducer, ${events.length}-event happy replay, ${runs} replays each, alternating, in one process:`);
const at = (t, q) => t[Math.min(runs - 1, Math.floor(q * runs))];
const stats = times.map((t) => {
  t.sort();
  return { p50: at(t, 0.5), p99: at(t, 0.99), min: t[0], max: t[runs - 1] };
});
contenders.forEach((c, i) => {
  const s = stats[i];
  console.log(
    `  ${c.name.padEnd(24)} p50 ${s.p50.toFixed(4)} ms, p99 ${s.p99.toFixed(4)} ms (min ${s.min.toFixed(4)}, max ${s.max.toFixed(3)})`,
  );
});
const [ours, other] = stats;
console.log(`  ours / theirs: p50 ${(ours.p50 / other.p50).toFixed(2)}x, p99 ${(ours.p99 / other.p99).toFixed(2)}x (below 1: ours is faster)`);
