// Not a test: CritiqueParser throughput on ~1 MB of stream (the happy fixture's rounds repeated
// and renumbered), whole and in 64-unit chunks. Run: `node tests/node/bench-parser.mjs`.
// Reference (upstream TypeScript parser on the same input): ~75 ms whole, ~117 ms chunked.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chunks, fixturesDir, jury } from "./helpers.mjs";

const happy = readFileSync(join(fixturesDir, "happy-3-rounds.txt"), "utf8");
const open = happy.indexOf("<ROUND ");
const shipAt = happy.indexOf("<SHIP ");
const head = happy.slice(0, open);
const rounds = happy.slice(open, shipAt);
const tail = happy.slice(shipAt);

let body = "";
let n = 0;
while (head.length + body.length + tail.length < 1 << 20) {
  const base = n;
  body += rounds.replace(/(<ROUND(?:_END)? n=")(\d+)"/g, (_, tag, k) => `${tag}${base + Number(k)}"`);
  n += 3;
}
const stream = head + body + tail.replace(/<SHIP round="\d+"/, `<SHIP round="${n}"`);
const mb = Buffer.byteLength(stream) / 1e6;
const pieces = chunks(stream, 64);

function run(parts) {
  const parser = new jury.CritiqueParser({ runId: "t", adapter: "test", projectId: "p1", artifactId: "a1" });
  let events = 0;
  for (const p of parts) events += parser.push(p).length;
  return events + parser.finish().length;
}

function measure(label, parts) {
  for (let i = 0; i < 5; i++) run(parts); // warm up
  const times = [];
  let events = 0;
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    events = run(parts);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const [best, median] = [times[0], times[times.length >> 1]];
  const rate = (ms) => (mb / (ms / 1e3)).toFixed(0);
  console.log(`${label}: ${best.toFixed(1)} ms best (${rate(best)} MB/s), ${median.toFixed(1)} ms median (${rate(median)} MB/s), ${events} events`);
}

console.log(`stream: ${mb.toFixed(2)} MB, ${stream.length} UTF-16 units, ${n} rounds`);
measure("whole   ", [stream]);
measure("64-chunk", pieces);
