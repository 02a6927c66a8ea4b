// The package in a browser through a real bundler (js-api.md "The package"): the tarball of
// pkg/jury-core installed into a fresh project, a small consumer bundled by esbuild (pinned in
// package.json), served under the strict CSP the package README recommends, run in Chromium.
// Run: `cargo xtask pkg`, then `node --test tests/e2e/package.test.mjs`.
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { build } from "esbuild";
import { launchBrowser, newPage, serveDir } from "./harness.mjs";
import { installPackage } from "../node/pack.mjs";

// The consumer: uses an export before init(), calls init() twice at once (React StrictMode
// does), creates a run between the two settling, then uses both engines.
const APP = `
import init, { JuryRun, CritiqueSession, isPanelEvent } from "jury-core";
import initCritique, { CritiqueParser } from "jury-core/critique";

const rubric = "- facts: every claim matches\\n- complete: every change is listed\\n- plain: no jargon\\n";
const pass = JSON.stringify({ criteria: ["facts", "complete", "plain"].map((id) => ({ id, verdict: "PASS" })) });
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
  run.record("B", pass);
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

let project;
let browser;
let server;
before(async () => {
  project = installPackage();
  const www = join(project.dir, "www");
  mkdirSync(www);
  writeFileSync(join(project.dir, "app.js"), APP);
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
  writeFileSync(join(www, "index.html"), `<!doctype html>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'">
<title>jury-core consumer</title>
<script type="module" src="app.js"></script>
`);
  server = await serveDir(www);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  project?.cleanup();
});

test("a bundled consumer in Chromium: one wasm fetch per entry for concurrent init() calls, both engines work under a strict CSP", async () => {
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
  const fetched = (name) => server.requests.filter((p) => p.endsWith(name)).length;
  assert.equal(fetched("/jury_bg.wasm"), 1, server.requests.join(", "));
  assert.equal(fetched("/jury_critique_bg.wasm"), 1, server.requests.join(", "));
  assert.deepEqual(page.consoleErrors, []);
  assert.deepEqual(offOrigin, []);
});
