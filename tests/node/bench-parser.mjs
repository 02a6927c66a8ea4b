// Not a test: CritiqueParser throughput through the JS API (the package's Node entry) on ~1 MB
// of stream (the happy fixture's rounds repeated and renumbered), pushed whole and in chunks of
// 64, 16 and 1 UTF-16 units. Prints MB/s (UTF-8 bytes of the stream per second, best and
// median of 20 runs, 5 for 1-unit chunks, after 5 warm-ups): what was measured here, compared with nothing else.
// Run: `node tests/node/bench-parser.mjs` after `cargo xtask pkg` (`cargo xtask bench` runs it).
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

function run(parts) {
  const parser = new jury.CritiqueParser({ runId: "t", adapter: "test", projectId: "p1", artifactId: "a1" });
  let events = 0;
  for (const p of parts) events += parser.push(p).length;
  events += parser.finish().length;
  parser.free();
  return events;
}

function measure(label, parts, runs = 20) {
  for (let i = 0; i < 5; i++) run(parts); // warm up
  const times = [];
  let events = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    events = run(parts);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const [best, median] = [times[0], times[times.length >> 1]];
  const rate = (ms) => (mb / (ms / 1e3)).toFixed(1);
  console.log(
    `  ${label.padEnd(14)} ${rate(median).padStart(6)} MB/s median, ${rate(best).padStart(6)} MB/s best ` +
      `(${median.toFixed(1)} / ${best.toFixed(1)} ms, ${parts.length} push calls, ${events} events)`,
  );
}

console.log(`CritiqueParser through the JS API, stream ${mb.toFixed(2)} MB (${stream.length} UTF-16 units, ${n} rounds):`);
measure("whole", [stream]);
measure("64-unit chunks", chunks(stream, 64));
measure("16-unit chunks", chunks(stream, 16));
measure("1-unit chunks", chunks(stream, 1), 5);
