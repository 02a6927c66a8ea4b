// Issue 16 and issue 19 item 8, on the release build: crafted input never stops the app. Run
// links of 1 M and 2.5 M short lines (4-10 KB) are refused, in words, and the page answers
// right after; a gzip bomb transcript is refused with what was too large; a trap in the wasm
// replaces the page with the recovery page (served app and offline.html); a DISPUTED run the
// user settled says who failed what, in the app and in the Markdown report.
//
// The trap is forced from outside the app, as a real one happens: a timer calls the wasm's own
// allocator with a size no allocation can have, which aborts (`RuntimeError: unreachable`),
// uncaught, like a panic in an event handler. The app has no debug route for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { distDir, newPage, useDist } from './harness.mjs';

const dist = useDist();

async function fresh(t) {
  const opened = await newPage(dist.browser, { viewport: { width: 1360, height: 900 } });
  t.after(() => opened.context.close());
  return opened;
}

/** A version-1 run link's path for `history` (what `core/src/share.rs` reads). */
const runLink = (history) => `1/run/${zlib.deflateSync(JSON.stringify(history), { level: 9 }).toString('base64url')}`;

const init = (artifact, extra = {}) => ({
  type: 'init',
  name: 'Crafted',
  rubric: '- facts: every fact is right\n- complete: nothing is missing\n- plain: each line is plain\n',
  artifact,
  artifactName: 'notes.md',
  rounds: 3,
  antiRatchet: true,
  at: 1,
  ...extra,
});

/** The app answers: the run list opens from the header and shows its heading. */
async function assertAnswers(page) {
  await page.getByRole('link', { name: 'Go to your runs' }).click();
  await page.locator('.run-list, .panel').first().waitFor({ timeout: 5000 });
  assert.equal(await page.locator('#trap').count(), 0, 'no trap page');
}

for (const lines of [1_000_000, 2_500_000]) {
  test(`a run link of ${lines.toLocaleString('en')} lines is refused in words and the page answers`, async (t) => {
    const { page } = await fresh(t);
    const artifact = '\n'.repeat(lines - 1) + 'x';
    const data = runLink({ schema: 'jury.run/1', entries: [init(artifact)] });
    assert.ok(data.length < 12_000, `the link is ${data.length} characters`);
    await page.goto(`${dist.server.url}#/shared/${data}`);
    const words = page.getByText('This share link holds more than jury opens');
    await words.waitFor({ timeout: 10_000 });
    const text = await words.innerText();
    assert.match(text, new RegExp(`the artifact has ${lines.toLocaleString('en')} lines: [\\d,]+ lines over jury's limit of 100,000 lines`));
    await page.getByText('Nothing was stored in this browser.').waitFor();
    await assertAnswers(page);
    assert.deepEqual(page.consoleErrors, []);
  });
}

test('a gzip bomb transcript is refused with what was too large, and the theater answers', async (t) => {
  const { page } = await fresh(t);
  // 256 MiB of zeros, deflated as it is made: about 260 KB on disk, 4 times the 64 MiB bound.
  const gzip = zlib.createGzip({ level: 9 });
  const parts = [];
  gzip.on('data', (chunk) => parts.push(chunk));
  const ended = new Promise((resolve) => gzip.on('end', resolve));
  const zeros = Buffer.alloc(1 << 20);
  for (let i = 0; i < 256; i++) gzip.write(zeros);
  gzip.end();
  await ended;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jury-bomb-')), 'bomb.ndjson.gz');
  fs.writeFileSync(file, Buffer.concat(parts));
  t.after(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
  assert.ok(fs.statSync(file).size < 1_000_000);

  await page.goto(`${dist.server.url}#/jury`);
  await page.getByLabel('Open a transcript').setInputFiles(file);
  const refusal = page.getByText('Could not replay bomb.ndjson.gz');
  await refusal.waitFor({ timeout: 10_000 });
  assert.match(
    await refusal.innerText(),
    /the transcript, once inflated, is 268\.4 MB: 201\.3 MB over jury's limit of 67\.1 MB; nothing was read or stored/,
  );
  // The theater still answers: the demo replays.
  await page.getByRole('button', { name: 'Replay the demo run' }).click();
  await page.locator('.jury-lane h4').first().waitFor({ timeout: 5000 });
  assert.equal(await page.locator('#trap').count(), 0);
  assert.deepEqual(page.consoleErrors, []);
});

/** Keeps the wasm's exports (Trunk's boot, and offline.html's, announce them) for `trap`. */
const keepExports = () =>
  addEventListener('TrunkApplicationStarted', (event) => {
    globalThis.__juryExports = event.detail.wasm;
  });

/** A trap as the app would meet one: uncaught, from a task, inside the wasm. */
const trap = (page) =>
  page.evaluate(() => setTimeout(() => globalThis.__juryExports.__wbindgen_malloc(0xfffffff0, 1)));

async function assertRecoveryPage(page) {
  await page.getByRole('heading', { name: 'jury stopped working' }).waitFor({ timeout: 5000 });
  const words = await page.locator('#trap').innerText();
  assert.match(words, /The runs kept in this browser are untouched/);
  const error = await page.locator('#trap-error').inputValue();
  assert.match(error, /RuntimeError: unreachable/);
  assert.equal(await page.locator('#trap-error').getAttribute('readonly'), '');
  // Nothing of the dead app is left to click.
  assert.equal(await page.locator('#trap').count(), 1);
  assert.equal(await page.locator('body > *').count(), 1);
  return page.getByRole('button', { name: 'Reload', exact: true });
}

test('a trap in the wasm replaces the page with the recovery page; Reload brings the app back with its runs', async (t) => {
  const { page } = await fresh(t);
  await page.addInitScript(keepExports);
  await page.goto(dist.server.url);
  await page.locator('.run-list li').first().waitFor();
  const before = await page.evaluate(() => JSON.stringify(localStorage));
  await trap(page);
  const reload = await assertRecoveryPage(page);
  assert.equal(await page.evaluate(() => JSON.stringify(localStorage)), before, 'storage untouched');
  await reload.click();
  await page.locator('.run-list li').first().waitFor();
  assert.equal(await page.locator('#trap').count(), 0);
});

test('offline.html shows the recovery page too', async (t) => {
  const { page } = await fresh(t);
  await page.addInitScript(keepExports);
  await page.goto(pathToFileURL(path.join(distDir, 'offline.html')).href);
  await page.locator('.run-list li').first().waitFor();
  await trap(page);
  await assertRecoveryPage(page);
  assert.ok(
    !page.consoleErrors.some((e) => /Content Security Policy/i.test(e)),
    `the inline trap script is allowed by its hash: ${page.consoleErrors.join('\n')}`,
  );
});

test('a DISPUTED run settled by the user says who failed what, in the app and in the Markdown report', async (t) => {
  const { page } = await fresh(t);
  const pass = '{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}';
  const failB =
    '{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"FAIL","reason":"jargon","quote":"a sentence that is not in it"}]}';
  const history = {
    schema: 'jury.run/1',
    entries: [
      init('Requires Node 20 or newer.\n', { name: 'Settled dispute' }),
      { type: 'reply', judge: 'A', text: pass, at: 2 },
      { type: 'merge', at: 3 },
      { type: 'reply', judge: 'B', text: failB, at: 4 },
      { type: 'merge', at: 5 },
      { type: 'settle', criterion: 'plain', result: 'PASS', note: 'It reads fine', at: 6 },
    ],
  };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jury-settled-')), 'settled.jury.json');
  fs.writeFileSync(file, JSON.stringify(history));
  t.after(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
  await page.goto(dist.server.url);
  await page.getByLabel('Import a run file…').setInputFiles(file);
  await page.getByRole('heading', { name: 'Verdict' }).waitFor();
  // Plain words on screen (issue 27 item 21: no Markdown shown raw), Markdown in the report.
  await page.getByText('PASS after round 1: “plain” settled by you as PASS; judge B had failed it').waitFor();
  const words = 'PASS after round 1: `plain` settled by you as PASS; judge B had failed it';
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the Markdown report' }).click(),
  ]);
  const md = fs.readFileSync(await download.path(), 'utf8');
  assert.ok(md.includes(`**${words}** (exit code 0)`), md);
  assert.ok(!md.includes('Both judges passed'), md);
  assert.ok(md.includes('- Round 1: PASS; settled by you: plain'), md);
});
