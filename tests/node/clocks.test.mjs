// The daemon's clocks and the child's exit through the package's CritiqueSession
// (design-jury.md §4.5, the orchestrator cases of §7.6; js-api.md "The session keeps the
// daemon's clocks"): time is passed in, so each case runs on a made-up clock without waiting.
// The config's timeouts are at least 1000 ms (§2.5's ranges, checked by the constructor), so
// the §7.6 cases run at 1000 ms where upstream's test uses 50 or 300.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fixturesDir, jury, thrown } from "./helpers.mjs";

const { CritiqueSession } = jury;

const RUN = '<CRITIQUE_RUN version="1" maxRounds="3" threshold="8.0" scale="10">';
const happy = readFileSync(join(fixturesDir, "happy-3-rounds.txt"), "utf8");
/** Round 1's designer turn with its artifact: a complete block, so its `panelist_open` is out. */
const OPEN_ROUND_1 = '<ROUND n="1"><PANELIST role="designer"><ARTIFACT mime="text/html"><![CDATA[<p>v1</p>]]></ARTIFACT></PANELIST>';

/** A round where every scoring panelist gives `score` and the agent claims it too. */
function round(n, score) {
  const designer = n === 1
    ? '<PANELIST role="designer"><ARTIFACT mime="text/html"><![CDATA[<p>v1</p>]]></ARTIFACT></PANELIST>'
    : '<PANELIST role="designer"></PANELIST>';
  const panel = ["critic", "brand", "a11y", "copy"]
    .map((r) => `<PANELIST role="${r}" score="${score}"></PANELIST>`).join("");
  return `<ROUND n="${n}">${designer}${panel}<ROUND_END n="${n}" composite="${score}" must_fix="0" decision="continue"></ROUND_END></ROUND>`;
}

function session(config = {}) {
  return new CritiqueSession({ runId: "t", adapter: "test", projectId: "p1", artifactId: "a1", config });
}

/** What a consumer that dispatches `feed`'s results, then `pending`, sees. */
function dispatcher() {
  const seen = [];
  return { seen, take: (events) => { seen.push(...events); return events; } };
}

test("per-round timeout with a stalled source → timed_out (§7.6)", () => {
  const s = session({ perRoundTimeoutMs: 1000 });
  const d = dispatcher();
  d.take(s.feed(RUN, 5000));
  assert.equal(s.deadline(), 5000 + 240000, "only the total timer before a round");
  d.take(s.feed(OPEN_ROUND_1, 5010));
  d.take(s.feed('<PANELIST role="critic" score="7">', 5020));
  assert.equal(s.deadline(), 6010);
  assert.equal(s.timeout(6009), null, "not yet");
  const r = s.timeout(6010);
  d.take(r.pending);
  assert.equal(r.status, "timed_out");
  assert.deepEqual(r.events.at(-1), { type: "failed", runId: "t", cause: "per_round_timeout" });
  assert.equal(r.events.filter((e) => e.type === "ship").length, 0);
  assert.equal(r.score, null);
  assert.deepEqual(d.seen, r.events, "every event once");
  assert.equal(s.deadline(), null);
  assert.deepEqual(s.timeout(1e12).pending, []);
});

test("total timeout with a stalled source → timed_out (§7.6)", () => {
  const s = session({ totalTimeoutMs: 1000 });
  assert.equal(s.deadline(), null, "no clock before the first timed feed");
  assert.deepEqual(s.feed("", 0), []);
  assert.equal(s.deadline(), 1000);
  s.feed(RUN, 10);
  const r = s.timeout(1500);
  assert.equal(r.status, "timed_out");
  assert.deepEqual(r.pending, [{ type: "failed", runId: "t", cause: "total_timeout" }]);
});

test("two rounds (6.0, 7.5) then a stall → timed_out, score 7.5, one ship (§7.6)", () => {
  const s = session({ totalTimeoutMs: 3000 });
  const d = dispatcher();
  d.take(s.feed(RUN, 0));
  d.take(s.feed(round(1, 6), 400));
  d.take(s.feed(round(2, 7.5), 1200));
  assert.equal(s.deadline(), 3000, "no per-round timer between rounds");
  const r = s.timeout(3000);
  d.take(r.pending);
  assert.deepEqual(d.seen, r.events);
  assert.equal(r.status, "timed_out");
  assert.ok(Math.abs(r.score - 7.5) < 1e-9);
  const ships = r.events.filter((e) => e.type === "ship");
  assert.equal(ships.length, 1);
  assert.deepEqual(ships[0], {
    type: "ship", runId: "t", round: 2, composite: ships[0].composite, status: "timed_out",
    artifactRef: { projectId: "p1", artifactId: "a1" }, summary: "Timed out after round 2, best composite 7.50",
  });
  assert.deepEqual(r.pending.map((e) => e.type), ["ship", "failed"]);
  assert.equal(r.events.at(-1).cause, "total_timeout");
});

test("a chunk fed past the deadline is not read: the run times out", () => {
  const s = session({ totalTimeoutMs: 1000 });
  s.feed(RUN + round(1, 9), 0);
  const events = s.feed('<SHIP round="1" composite="9" status="shipped">', 1001);
  assert.deepEqual(events.map((e) => e.type), ["ship", "failed"]);
  assert.equal(events[0].status, "timed_out");
  assert.equal(s.finish().status, "timed_out");
});

test("child exit 1 → failed, one failed event, no ship (§7.6)", () => {
  const s = session();
  const d = dispatcher();
  d.take(s.feed(RUN + round(1, 9)));
  const r = s.childExit(1, null);
  d.take(r.pending);
  assert.deepEqual(d.seen, r.events);
  assert.equal(r.status, "failed");
  assert.deepEqual(r.events.filter((e) => e.type === "failed"), [{ type: "failed", runId: "t", cause: "cli_exit_nonzero" }]);
  assert.equal(r.events.filter((e) => e.type === "ship").length, 0);
});

test("child exit 0 before the stream ends → still shipped (§7.6)", () => {
  const seen = [];
  const s = new CritiqueSession({ runId: "t", projectId: "p1", artifactId: "a1", onArtifact: (a) => seen.push(a) });
  s.feed(happy.slice(0, 2000), 0);
  assert.equal(s.childExit(0, null), null, "the run goes on");
  assert.equal(s.childExit(null, null), null, "as Node reports no code and no signal");
  s.feed(happy.slice(2000), 50);
  const r = s.finish();
  assert.equal(r.status, "shipped");
  assert.equal(r.events.filter((e) => e.type === "ship").length, 1);
  assert.equal(seen.length, 1);
});

test("child killed by a signal → interrupted, the best round shipped", () => {
  const s = session();
  s.feed(RUN + round(1, 8) + round(2, 6) + '<ROUND n="3">');
  const r = s.childExit(null, "SIGTERM");
  assert.equal(r.status, "interrupted");
  assert.equal(r.score, 8);
  assert.deepEqual(r.pending.map((e) => e.type), ["ship", "interrupted"]);
  assert.equal(r.pending[0].summary, "Child terminated by signal SIGTERM after round 1, best composite 8.00");
  assert.deepEqual(r.pending[1], { type: "interrupted", runId: "t", bestRound: 2, composite: 8 });
});

test("bad times, codes and signals are TypeErrors that say what is expected", () => {
  const s = session();
  for (const now of [NaN, Infinity, "5", {}]) {
    const e = thrown(() => s.feed("x", now));
    assert.equal(e.name, "TypeError");
    assert.match(e.message, /now must be a time in milliseconds/);
  }
  assert.match(thrown(() => s.timeout()).message, /now must be a time in milliseconds.*got undefined/);
  assert.match(thrown(() => s.childExit(1.5, null)).message, /code must be the exit code/);
  assert.match(thrown(() => s.childExit(null, 15)).message, /signal must be a signal name/);
  // Nothing was changed by the refused calls.
  assert.equal(s.deadline(), null);
  assert.equal(s.finish().status, "failed");
});
