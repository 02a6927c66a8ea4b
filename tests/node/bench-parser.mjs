// Not a test: CritiqueParser throughput through the JS API (the package's Node entry) on ~1 MB
// of stream (the happy fixture's rounds repeated and renumbered), pushed whole and in chunks of
// 64, 16 and 1 UTF-16 units, beside upstream's parser in this one process when JURY_UPSTREAM_DIR
// names a folder with `parser.mjs` exporting `parseV1` (upstream's `parsers/v1.ts` built with
// esbuild, see README "Benchmarks"; fed the same chunks as the async iterable it takes). Prints
// MB/s (UTF-8 bytes of the stream per second, median and best of 20 runs, 5 for 1-unit chunks,
// after warm-ups, the two parsers alternating) and ours / upstream's.
// Run: `node tests/node/bench-parser.mjs` after `cargo xtask pkg` (`cargo xtask bench` runs it).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
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

function ours(parts) {
  const parser = new jury.CritiqueParser({ runId: "t", adapter: "test", projectId: "p1", artifactId: "a1" });
  let events = 0;
  for (const p of parts) events += parser.push(p).length;
  events += parser.finish().length;
  parser.free();
  return events;
}

const upstreamDir = process.env.JURY_UPSTREAM_DIR;
const { parseV1 } = upstreamDir ? await import(pathToFileURL(join(upstreamDir, "parser.mjs")).href) : {};

async function upstream(parts) {
  async function* source() {
    for (const p of parts) yield p;
  }
  let events = 0;
  for await (const _ of parseV1(source(), { runId: "t", adapter: "test", parserMaxBlockBytes: 1 << 30 })) events++;
  return events;
}

const rate = (ms) => mb / (ms / 1e3);

async function measure(label, parts, runs = 20) {
  const contenders = [["ours", ours]];
  if (parseV1) contenders.push(["upstream", upstream]);
  const times = contenders.map(() => []);
  const events = [];
  for (let i = 0; i < Math.min(5, runs); i++) for (const [, f] of contenders) await f(parts); // warm up
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < contenders.length; k++) {
      const c = (i + k) % contenders.length;
      const t = performance.now();
      events[c] = await contenders[c][1](parts);
      times[c].push(performance.now() - t);
    }
  }
  const medians = times.map((t) => {
    t.sort((a, b) => a - b);
    return [t[t.length >> 1], t[0]];
  });
  const line = contenders
    .map(([name], c) => `${name} ${rate(medians[c][0]).toFixed(1).padStart(6)} MB/s (best ${rate(medians[c][1]).toFixed(1)}, ${events[c]} events)`)
    .join(", ");
  const ratio = parseV1 ? `, ours / upstream ${(medians[1][0] / medians[0][0]).toFixed(2)}x` : "";
  console.log(`  ${label.padEnd(14)} ${line}${ratio} [${parts.length} push calls]`);
}

console.log(`CritiqueParser through the JS API, stream ${mb.toFixed(2)} MB (${stream.length} UTF-16 units, ${n} rounds), medians:`);
if (!parseV1) console.log("  upstream not present (set JURY_UPSTREAM_DIR to compare): ours alone");
await measure("whole", [stream]);
await measure("64-unit chunks", chunks(stream, 64));
await measure("16-unit chunks", chunks(stream, 16));
await measure("1-unit chunks", chunks(stream, 1), 5);
