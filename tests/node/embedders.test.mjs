// The package in the builds embedders run in Node (js-api.md "The package", issue 20): the
// tarball installed into a fresh project, then Jest with `testEnvironment: "jsdom"` and no setup
// file, and a service bundled for Node by esbuild and by webpack (CommonJS and ESM output),
// each bundle run from a folder with no node_modules, so the wasm must be inside it.
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { after, before, test } from "node:test";
import { build } from "esbuild";
import webpack from "webpack";
import { repoRoot } from "./helpers.mjs";
import { installPackage, sh } from "./pack.mjs";

// What the service does: both engines through their own entries and the combined one.
const SERVICE = `
import { JuryRun, checkQuote } from "jury-core/review";
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
}));
run.free();
parser.free();
`;
const EXPECTED = {
  round: 1, prompt: true, quote: "found", events: ["run_started"], maxRounds: 2, both: true,
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
