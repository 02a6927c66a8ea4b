// Not a test: the theater reducer through the JS API (design-jury.md §6.2). One replay is the
// happy fixture's session events folded with reduceTheater from initialTheaterState(); prints
// p50/p99 (and min/max) over 10,000 replays, in ms. Run: `node tests/node/bench-reducer.mjs`
// (`cargo xtask bench` runs it after building the package).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fixturesDir, jury } from "./helpers.mjs";

const { CritiqueSession, initialTheaterState, reduceTheater } = jury;

const session = new CritiqueSession({ runId: "t", adapter: "test", projectId: "p1", artifactId: "a1" });
session.feed(readFileSync(join(fixturesDir, "happy-3-rounds.txt"), "utf8"));
const events = session.finish().events;

function replay() {
  let state = initialTheaterState();
  for (const e of events) state = reduceTheater(state, e);
  return state;
}

if (replay().phase !== "shipped") throw new Error("the happy replay did not ship");
for (let i = 0; i < 200; i++) replay(); // warm up
const runs = 10_000;
const times = new Float64Array(runs);
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  replay();
  times[i] = performance.now() - t;
}
times.sort();
const at = (q) => times[Math.min(runs - 1, Math.floor(q * runs))].toFixed(3);
console.log(
  `theater reducer, ${events.length}-event happy replay through reduceTheater, ${runs} replays: ` +
    `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (min ${times[0].toFixed(3)}, max ${times[runs - 1].toFixed(3)})`,
);
