// The package in the builds embedders run (js-api.md "The package", issues 20 and 27): the
// tarball installed into a fresh project, then Jest with `testEnvironment: "jsdom"` and no setup
// file; a service bundled for Node by esbuild, by webpack and by Rollup with its commonjs plugin
// (CommonJS and ESM output), each bundle run from a folder with no node_modules, so the wasm
// must be inside it; a Next.js route handler built by Turbopack; and a Workers-style runtime
// (no file fetch, no WebAssembly compiled from bytes) given the wasm as a compiled module.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { gzipSync } from "node:zlib";
import { after, before, test } from "node:test";
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import { build } from "esbuild";
import { rollup } from "rollup";
import webpack from "webpack";
import { repoRoot } from "./helpers.mjs";
import { installPackage, sh } from "./pack.mjs";

// What the service does: both engines through their own entries and the combined one.
const SERVICE = `
import initReview, { JuryRun, checkQuote } from "jury-core/review";
import { CritiqueParser, configFromEnv } from "jury-core/critique";
import * as all from "jury-core";

const run = JuryRun.create({ name: "svc", rubric: "- a: one\\n- b: two\\n- c: three\\n", artifact: "Requires Node 20 or newer.\\n" });
const parser = new CritiqueParser({ runId: "r" });
const events = parser.push('<CRITIQUE_RUN version="1" maxRounds="1" threshold="8" scale="10">');
console.log(JSON.stringify({
  round: run.round,
  prompt: run.prompt("A").includes("Requires Node 20 or newer."),
  quote: checkQuote("Requires Node 20 or newer.", "Requires Node 20 or newer").status,
  events: events.map((e) => e.type),
  maxRounds: configFromEnv({ OD_CRITIQUE_MAX_ROUNDS: "2", OD_CRITIQUE_UNSET: undefined }).maxRounds,
  both: typeof all.JuryRun === "function" && typeof all.CritiqueSession === "function",
  init: typeof initReview,
}));
run.free();
parser.free();
`;
const EXPECTED = {
  round: 1, prompt: true, quote: "found", events: ["run_started"], maxRounds: 2, both: true, init: "function",
};

let project;
before(() => {
  project = installPackage();
  writeFileSync(join(project.dir, "svc.mjs"), SERVICE);
});
after(() => project?.cleanup());

/** Runs `file` from its own folder, away from any node_modules; returns its last line as JSON. */
function runAlone(file) {
  const out = sh("node", [file], { cwd: join(file, "..") }).stdout;
  return JSON.parse(out.trim().split("\n").at(-1));
}

/** Bytes and gzip -9 bytes of a file, for the test's diagnostics. */
function size(file) {
  const bytes = readFileSync(file);
  return `${statSync(file).size} B, ${gzipSync(bytes, { level: 9 }).length} B gzip -9`;
}

test("Jest with testEnvironment jsdom and no setup file: every entry imports and runs", (t) => {
  // As an embedder has it: jest and jest-environment-jsdom installed beside the package.
  for (const name of ["jest-environment-jsdom"]) {
    symlinkSync(join(repoRoot, "node_modules", name), join(project.dir, "node_modules", name), "dir");
  }
  writeFileSync(join(project.dir, "jest.config.cjs"), `module.exports = { testEnvironment: "jsdom", testMatch: ["**/*.jsdom.test.cjs"] };\n`);
  writeFileSync(join(project.dir, "entries.jsdom.test.cjs"), `
const { JuryRun } = require("jury-core/review");
const { CritiqueParser, reduceTheater, initialTheaterState } = require("jury-core/critique");
const all = require("jury-core");

test("runs in jsdom", () => {
  expect(typeof window.document).toBe("object");
  expect(typeof globalThis.TextDecoder).toBe("undefined"); // what broke the glue
  const run = JuryRun.create({ name: "n", rubric: "- a: x\\n- b: y\\n- c: z\\n", artifact: "text" });
  expect(run.prompt("A")).toContain("text");
  run.free();
  const parser = new CritiqueParser({ runId: "r" });
  const events = parser.push('<CRITIQUE_RUN version="1" maxRounds="1" threshold="8" scale="10">');
  expect(events.map((e) => e.type)).toEqual(["run_started"]);
  expect(reduceTheater(initialTheaterState(), events[0]).phase).toBe("running");
  expect(all.validateRubric("- a: x\\n- b: y\\n- c: z\\n").criteria.length).toBe(3);
});
`);
  const jest = join(repoRoot, "node_modules", "jest", "bin", "jest.js");
  const r = sh("node", [jest, "--ci", "--rootDir", project.dir, "--cacheDirectory", join(project.dir, ".jest-cache")], { cwd: project.dir });
  assert.match(r.stderr, /Tests:\s+1 passed, 1 total/, r.stderr);
  t.diagnostic("jest-environment-jsdom: runs with no setup file");
});

for (const format of ["cjs", "esm"]) {
  test(`esbuild --bundle --platform=node --format=${format}: the service runs from its bundle alone`, async (t) => {
    const dir = join(project.dir, `esbuild-${format}`);
    mkdirSync(dir);
    const outfile = join(dir, format === "esm" ? "svc.mjs" : "svc.cjs");
    await build({ absWorkingDir: project.dir, entryPoints: ["svc.mjs"], bundle: true, platform: "node", format, outfile, logLevel: "error" });
    assert.deepEqual(runAlone(outfile), EXPECTED);
    t.diagnostic(`esbuild ${format} bundle: ${size(outfile)}`);
  });
}

for (const format of ["cjs", "esm"]) {
  test(`webpack 5 target node, ${format === "esm" ? "ESM" : "CommonJS"} output: the service runs from its bundle alone`, async (t) => {
    const dir = join(project.dir, `webpack-${format}`);
    const filename = format === "esm" ? "svc.mjs" : "svc.cjs";
    const stats = await new Promise((resolve, reject) => {
      webpack({
        context: project.dir,
        entry: "./svc.mjs",
        target: "node",
        mode: "production",
        // Minifying changes nothing the test looks at and costs most of the build time.
        optimization: { minimize: false },
        output: format === "esm"
          ? { path: dir, filename, module: true, chunkFormat: "module", library: { type: "module" } }
          : { path: dir, filename, library: { type: "commonjs2" } },
        experiments: format === "esm" ? { outputModule: true } : {},
      }, (err, s) => (err ? reject(err) : resolve(s)));
    });
    assert.ok(!stats.hasErrors(), stats.toString({ all: false, errors: true }));
    assert.deepEqual(runAlone(join(dir, filename)), EXPECTED);
    t.diagnostic(`webpack ${format} bundle: ${size(join(dir, filename))}`);
  });
}

for (const format of ["cjs", "es"]) {
  test(`Rollup with @rollup/plugin-commonjs (Babel-style interop, as Turbopack's), ${format} output: the service runs from its bundle alone`, async (t) => {
    // The commonjs plugin hands a default import of a module marked `__esModule` its
    // `exports.default`: what broke the Node entry's ES module when it default-imported node.cjs.
    const bundle = await rollup({
      input: join(project.dir, "svc.mjs"),
      plugins: [nodeResolve({ exportConditions: ["node"], preferBuiltins: true }), commonjs()],
      external: [/^node:/],
      logLevel: "silent",
    });
    const file = join(project.dir, `rollup-${format}`, format === "es" ? "svc.mjs" : "svc.cjs");
    await bundle.write({ file, format });
    await bundle.close();
    assert.deepEqual(runAlone(file), EXPECTED);
    t.diagnostic(`rollup ${format} bundle: ${size(file)}`);
  });
}

/** Runs `cmd` in `cwd` until it exits; resolves with its output, rejects on a non-zero exit. */
function exec(cmd, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env } });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}\n${out}`))));
  });
}

test("Next.js App Router route handlers built by Turbopack (next build): in Node every export is there; at the edge the wasm subpath is a compiled module", async (t) => {
  // As an embedder has it: next, react and react-dom installed beside the package.
  for (const name of ["next", "react", "react-dom"]) {
    symlinkSync(join(repoRoot, "node_modules", name), join(project.dir, "node_modules", name), "dir");
  }
  const app = project.dir;
  mkdirSync(join(app, "app", "api", "jury"), { recursive: true });
  mkdirSync(join(app, "app", "api", "edge"), { recursive: true });
  // The edge runtime fetches no file: the README's recipe, the same import as for Workers.
  writeFileSync(join(app, "app", "api", "edge", "route.js"), `
import init, { checkQuote } from "jury-core/review";
import wasm from "jury-core/review.wasm";

export const runtime = "edge";

export async function GET() {
  await init({ module_or_path: wasm });
  return Response.json({ quote: checkQuote("Requires Node 20 or newer.", "Requires Node 20").status });
}
`);
  writeFileSync(join(app, "app", "layout.js"), "export default function Layout({ children }) { return children; }\n");
  writeFileSync(join(app, "app", "api", "jury", "route.js"), `
import * as review from "jury-core/review";
import { CritiqueParser } from "jury-core/critique";

export const dynamic = "force-dynamic";

export async function GET() {
  await review.default();
  const run = review.JuryRun.create({ name: "next", rubric: "- a: one\\n- b: two\\n- c: three\\n", artifact: "Requires Node 20 or newer.\\n" });
  const parser = new CritiqueParser({ runId: "r" });
  const events = parser.push('<CRITIQUE_RUN version="1" maxRounds="1" threshold="8" scale="10">');
  const body = { round: run.round, quote: review.checkQuote("Requires Node 20 or newer.", "Requires Node 20").status, events: events.map((e) => e.type) };
  run.free();
  parser.free();
  return Response.json(body);
}
`);
  // Turbopack reads no file outside its root, which must hold both the project (in the temporary
  // folder) and the repository's node_modules its next, react and react-dom link to.
  writeFileSync(join(app, "next.config.mjs"), `export default { turbopack: { root: "/" }, outputFileTracingRoot: "/" };\n`);
  const next = join(repoRoot, "node_modules", "next", "dist", "bin", "next");
  const env = { NEXT_TELEMETRY_DISABLED: "1" };
  const started = Date.now();
  await exec("node", [next, "build", "--turbopack"], app, env);
  const built = Date.now() - started;
  const port = 30000 + (process.pid % 20000);
  const server = spawn("node", [next, "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: app, env: { ...process.env, ...env } });
  t.after(() => server.kill());
  let answer;
  for (let i = 0; i < 100 && answer === undefined; i++) {
    answer = await fetch(`http://127.0.0.1:${port}/api/jury`).then((r) => r.json(), () => undefined);
    if (answer === undefined) await new Promise((r) => setTimeout(r, 100));
  }
  assert.deepEqual(answer, { round: 1, quote: "found", events: ["run_started"] });
  assert.deepEqual(await fetch(`http://127.0.0.1:${port}/api/edge`).then((r) => r.json()), { quote: "found" });
  t.diagnostic(`next build --turbopack: ${built} ms`);
});

// ---------- a Workers-style runtime: no file fetch, no WebAssembly compiled from bytes ----------

// What the app does there: init() alone (which must say what to pass), then the recipe.
const EDGE = `
import init, { JuryRun, checkQuote } from "jury-core/review";
import wasm from "jury-core/review.wasm";

export async function main() {
  const bare = await init().then(() => "loaded", (e) => e.message);
  await init({ module_or_path: wasm });
  const run = JuryRun.create({ name: "edge", rubric: "- a: one\\n- b: two\\n- c: three\\n", artifact: "Requires Node 20 or newer.\\n" });
  const out = { bare, round: run.round, quote: checkQuote("Requires Node 20 or newer.", "Requires Node 20").status };
  run.free();
  return out;
}
`;

// The runtime, in a worker of its own: fetch refuses anything but http(s), WebAssembly refuses to
// compile bytes; a module compiled at deploy (what a Workers-style runtime gives an import of a
// .wasm file) instantiates.
const RUNTIME = `
const { workerData, parentPort } = require("node:worker_threads");
// Node's own fetch (undici) compiles its HTTP parser, a wasm, when first loaded: before the refusal.
void [Request, Response, Headers];
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, options) => {
  const url = String(input?.url ?? input);
  if (!/^https?:/.test(url)) throw new TypeError("Fetch API cannot load: " + url);
  return realFetch(input, options);
};
const W = WebAssembly;
const refused = () => Promise.reject(new W.CompileError("WebAssembly.instantiate(): Wasm code generation disallowed by embedder"));
const instantiate = W.instantiate;
W.compile = W.compileStreaming = W.instantiateStreaming = refused;
W.instantiate = (source, imports) => (source instanceof W.Module ? instantiate(source, imports) : refused());
W.Module = new Proxy(W.Module, {
  construct() {
    throw new W.CompileError("WebAssembly.Module(): Wasm code generation disallowed by embedder");
  },
});
globalThis.__compiledWasm = workerData.modules;
import(workerData.bundle).then((m) => m.main()).then(
  (out) => parentPort.postMessage(out),
  (e) => parentPort.postMessage({ crashed: String(e?.stack ?? e) }),
);
`;

test("a Workers-style runtime: init() alone says to import jury-core/review.wasm and pass it; init({ module_or_path }) with it runs", async () => {
  const dir = join(project.dir, "edge");
  mkdirSync(dir);
  writeFileSync(join(project.dir, "edge.mjs"), EDGE);
  // The bundler of such a runtime: the package as browsers get it, a .wasm import as a module.
  const wasmFiles = [];
  const outfile = join(dir, "edge.mjs");
  await build({
    absWorkingDir: project.dir, entryPoints: ["edge.mjs"], bundle: true, format: "esm", platform: "neutral",
    conditions: ["workerd", "worker", "browser"], mainFields: ["module", "main"], outfile, logLevel: "error",
    plugins: [{
      name: "compiled-wasm",
      setup(b) {
        b.onLoad({ filter: /\.wasm$/ }, (args) => {
          wasmFiles.push(args.path);
          return { contents: `export default globalThis.__compiledWasm[${JSON.stringify(basename(args.path))}];`, loader: "js" };
        });
      },
    }],
  });
  assert.deepEqual(wasmFiles.map((f) => basename(f)), ["jury_review_bg.wasm"]);
  const modules = Object.fromEntries(wasmFiles.map((f) => [basename(f), new WebAssembly.Module(readFileSync(f))]));
  const out = await new Promise((resolve, reject) => {
    const worker = new Worker(RUNTIME, { eval: true, workerData: { bundle: pathToFileURL(outfile).href, modules } });
    worker.once("message", (m) => {
      resolve(m);
      worker.terminate();
    });
    worker.once("error", reject);
  });
  assert.equal(out.crashed, undefined, out.crashed);
  assert.match(out.bare, /^jury-core\/review: init\(\) could not load jury_review_bg\.wasm \(Fetch API cannot load: file:.*jury_review_bg\.wasm\)\. /);
  assert.match(out.bare, /import wasm from "jury-core\/review\.wasm"; await init\(\{ module_or_path: wasm \}\)\.$/);
  assert.deepEqual({ round: out.round, quote: out.quote }, { round: 1, quote: "found" });
});

test("each entry's wasm is a subpath of its own, the entry's wasm file as Node resolves it", () => {
  const resolve = createRequire(join(project.dir, "package.json")).resolve;
  for (const [spec, file] of [["jury-core/jury.wasm", "index/jury_bg.wasm"], ["jury-core/review.wasm", "review/jury_review_bg.wasm"], ["jury-core/critique.wasm", "critique/jury_critique_bg.wasm"]]) {
    const path = resolve(spec);
    assert.equal(path, join(project.installed, "dist", file), spec);
    assert.ok(WebAssembly.validate(readFileSync(path)), spec);
  }
});
