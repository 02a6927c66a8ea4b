// The package in a browser through real bundlers (js-api.md "The package"): the tarball of
// pkg/jury-core installed into a fresh project, a small consumer bundled by esbuild and by Vite
// (both pinned in package.json), served under the strict CSP the package README recommends,
// run in Chromium; the README's Worker doing the long work off the main thread; and Vite's dev
// server without `optimizeDeps.exclude`, where init() must say what to change.
// Run: `cargo xtask pkg`, then `node --test tests/e2e/package.test.mjs`.
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { build } from "esbuild";
import { build as viteBuild, createServer } from "vite";
import { launchBrowser, newPage, serveDir } from "./harness.mjs";
import { installPackage } from "../node/pack.mjs";
import { repoRoot } from "../node/helpers.mjs";

// The consumer: uses an export before init(), calls init() twice at once (React StrictMode
// does), creates a run between the two settling, then uses both engines.
const APP = `
import init, { JuryRun, CritiqueSession, isPanelEvent } from "jury-core";
import initCritique, { CritiqueParser } from "jury-core/critique";

const rubric = "- facts: every claim matches\\n- complete: every change is listed\\n- plain: no jargon\\n";
const pass = JSON.stringify({ criteria: ["facts", "complete", "plain"].map((id) => ({ id, verdict: "PASS" })) });
// Judge B answers in its own words: the same JSON as A's is refused (review-loop.md §6).
const passB = JSON.stringify({ criteria: ["facts", "complete", "plain"].map((id) => ({ id, verdict: "PASS", reason: "B checked" })) });
const stream = '<CRITIQUE_RUN version="1" maxRounds="1" threshold="8.0" scale="10"><ROUND n="1">' +
  '<PANELIST role="designer"><NOTES>n</NOTES><ARTIFACT mime="text/html"><![CDATA[<p>x</p>]]></ARTIFACT></PANELIST>' +
  ["critic", "brand", "a11y", "copy"].map((r) => '<PANELIST role="' + r + '" score="9"><DIM name="d" score="9">ok</DIM></PANELIST>').join("") +
  '<ROUND_END n="1" composite="9.0" must_fix="0" decision="ship"><REASON>met</REASON></ROUND_END></ROUND>' +
  '<SHIP round="1" composite="9.0" status="shipped"><ARTIFACT mime="text/html"><![CDATA[<p>x</p>]]></ARTIFACT><SUMMARY>s</SUMMARY></SHIP></CRITIQUE_RUN>';

async function main() {
  const out = {};
  try {
    JuryRun.create({ name: "early", rubric, artifact: "x" });
    out.before = "no error";
  } catch (e) {
    out.before = e.message;
  }
  const first = init();
  const second = init();
  out.samePromise = first === second;
  await first;
  const run = JuryRun.create({ name: "n", rubric, artifact: "- Requires Node 20.\\n" });
  await second;
  run.record("A", pass);
  out.first = run.merge().outcome;
  run.record("B", passB);
  out.second = run.merge().outcome;
  out.verdict = run.verdict()?.exitCode;
  run.free();
  try {
    run.prompt("A");
  } catch (e) {
    out.freed = e.message;
  }
  const session = new CritiqueSession({ runId: "r", projectId: "p", artifactId: "a" });
  const fed = session.feed(stream);
  const done = session.finish();
  out.status = done.status;
  out.allEvents = done.events.every(isPanelEvent) && fed.length > 0;
  session.free();
  await Promise.all([initCritique(), initCritique()]);
  const parser = new CritiqueParser({ runId: "r" });
  out.parsed = [...parser.push(stream), ...parser.finish()].map((e) => e.type);
  parser.free();
  return out;
}
window.__result = main().catch((e) => ({ crashed: String(e && e.stack || e) }));
`;

const CSP = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'">`;
const page = (src) => `<!doctype html>
<meta charset="utf-8">
${CSP}
<title>jury-core consumer</title>
<script type="module" src="${src}"></script>
`;

let project;
let browser;
before(async () => {
  project = installPackage();
  writeFileSync(join(project.dir, "app.js"), APP);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  project?.cleanup();
});

/** Serves `dir`, runs the consumer in a fresh page, checks what it did and what it fetched. */
async function check(dir, wasmNames) {
  const server = await serveDir(dir);
  try {
    const { page, context, offOrigin } = await newPage(browser);
    await page.goto(server.url);
    const out = await page.evaluate(() => window.__result);
    await context.close();
    assert.equal(out.crashed, undefined, out.crashed);
    assert.match(out.before, /^JuryRun\.create\(\): the jury-core WebAssembly module is not loaded yet\. Call `await init\(\)`/);
    assert.equal(out.samePromise, true, "init() returns the same promise while loading");
    assert.deepEqual([out.first, out.second, out.verdict], ["NEED_B", "PASS", 0]);
    assert.match(out.freed, /^JuryRun\.prompt: this JuryRun was freed/);
    assert.equal(out.status, "shipped");
    assert.equal(out.allEvents, true);
    assert.deepEqual(out.parsed.at(-1), "ship");
    const wasm = server.requests.filter((p) => p.endsWith(".wasm"));
    assert.equal(wasm.length, 2, `one fetch per wasm: ${server.requests.join(", ")}`);
    for (const [i, name] of wasmNames.entries()) assert.match(wasm[i] ?? "", name);
    assert.deepEqual(page.consoleErrors, []);
    assert.deepEqual(offOrigin, []);
  } finally {
    await server.close();
  }
}

test("esbuild: a bundled consumer in Chromium, one wasm fetch per entry for concurrent init() calls, both engines under a strict CSP", async () => {
  const www = join(project.dir, "esbuild-out");
  mkdirSync(www);
  await build({
    absWorkingDir: project.dir,
    entryPoints: ["app.js"],
    bundle: true,
    format: "esm",
    platform: "browser",
    outfile: join(www, "app.js"),
    logLevel: "error",
  });
  // esbuild copies no assets: the wasm goes beside the bundle, where `init()` looks by default.
  for (const [dir, stem] of [["index", "jury"], ["critique", "jury_critique"]]) {
    copyFileSync(join(project.installed, "dist", dir, `${stem}_bg.wasm`), join(www, `${stem}_bg.wasm`));
  }
  writeFileSync(join(www, "index.html"), page("app.js"));
  await check(www, [/\/jury_bg\.wasm$/, /\/jury_critique_bg\.wasm$/]);
});

test("Vite (production build, no configuration): the same consumer, the wasm emitted as assets", async () => {
  writeFileSync(join(project.dir, "index.html"), page("/app.js"));
  await viteBuild({
    root: project.dir,
    configFile: false,
    logLevel: "error",
    build: { outDir: join(project.dir, "vite-out"), emptyOutDir: true },
  });
  await check(join(project.dir, "vite-out"), [/\/assets\/jury_bg-[\w-]+\.wasm$/, /\/assets\/jury_critique_bg-[\w-]+\.wasm$/]);
});

test("a module Worker (the README's): checkQuote on a 2 MB artifact off the main thread, under the strict CSP", async () => {
  const readme = readFileSync(join(repoRoot, "core", "README.md"), "utf8");
  const worker = /```javascript\n(\/\/ checker\.js[\s\S]*?)```/.exec(readme)?.[1];
  assert.ok(worker, "the README shows the Worker");
  writeFileSync(join(project.dir, "checker.js"), worker);
  writeFileSync(join(project.dir, "main.js"), `
// 2 MB in 36,001 lines (jury takes up to 100,000), the quote on the last.
const artifact = "a filler line, long enough that the artifact weighs two megabytes\\n".repeat(32000) + "Requires Node 20 or newer.\\n";
const checker = new Worker(new URL("./checker.js", import.meta.url), { type: "module" });
window.__result = new Promise((resolve) => {
  checker.onmessage = ({ data }) => resolve({ ...data, length: artifact.length });
  checker.onerror = (e) => resolve({ crashed: e.message });
  checker.postMessage({ artifact, quote: "Requires Node 20 or newer" });
});
`);
  const www = join(project.dir, "worker-out");
  mkdirSync(www);
  await build({
    absWorkingDir: project.dir, entryPoints: ["main.js", "checker.js"], bundle: true, format: "esm",
    platform: "browser", outdir: www, logLevel: "error",
  });
  copyFileSync(join(project.installed, "dist", "review", "jury_review_bg.wasm"), join(www, "jury_review_bg.wasm"));
  writeFileSync(join(www, "index.html"), page("main.js"));
  const server = await serveDir(www);
  try {
    const { page: tab, context } = await newPage(browser);
    await tab.goto(server.url);
    const out = await tab.evaluate(() => window.__result);
    await context.close();
    assert.equal(out.crashed, undefined, out.crashed);
    assert.equal(out.refused, undefined, out.refused);
    assert.ok(out.length > 2_000_000);
    assert.equal(out.evidence.status, "found");
    assert.equal(out.evidence.line, 32001);
    assert.ok(server.requests.some((p) => p.endsWith("/jury_review_bg.wasm")), "the worker fetched the wasm");
    assert.deepEqual(tab.consoleErrors, []);
  } finally {
    await server.close();
  }
});

test("Vite's dev server without optimizeDeps.exclude: init() says the answer was HTML and what to add; with it, init() loads", async () => {
  // A Vite app of its own: its index.html is what the dev server answers for a file it lacks.
  const app = join(project.dir, "devapp");
  mkdirSync(app);
  writeFileSync(join(app, "index.html"), `<!doctype html><meta charset="utf-8"><title>dev</title><script type="module" src="/dev.js"></script>`);
  writeFileSync(join(app, "dev.js"), `
import init, { checkQuote } from "jury-core/review";
window.__result = init().then(
  () => ({ loaded: checkQuote("Requires Node 20 or newer.", "Requires Node 20 or newer").status }),
  (e) => ({ name: e.name, message: e.message, compileError: e instanceof WebAssembly.CompileError }),
);
`);
  for (const exclude of [false, true]) {
    const server = await createServer({
      root: app, configFile: false, logLevel: "error",
      server: { port: 0, host: "127.0.0.1" },
      cacheDir: join(project.dir, "node_modules", `.vite-${exclude}`),
      optimizeDeps: exclude ? { exclude: ["jury-core"] } : {},
    });
    await server.listen();
    try {
      const { page: tab, context } = await newPage(browser);
      await tab.goto(server.resolvedUrls.local[0]);
      const out = await tab.evaluate(() => window.__result);
      await context.close();
      if (exclude) {
        assert.deepEqual(out, { loaded: "found" });
      } else {
        assert.equal(out.compileError, true, JSON.stringify(out));
        assert.match(out.message, /^jury-core\/review: init\(\) got something that is not WebAssembly where jury_review_bg\.wasm should be \(it starts with `<`: an HTML page\)\./);
        assert.match(out.message, /add `optimizeDeps: \{ exclude: \["jury-core"\] \}` to vite\.config/);
      }
    } finally {
      await server.close();
    }
  }
});
