// Issue 19, the rough edges a newcomer still hit (items 3-14), in the release build: a whole-chat
// panel paste ships and the instructions alone are refused, a pasted run plays at the chosen
// speed with "Event N of M", a raw stream opened as a transcript points to the reply box, the
// shared HTML run renders on request, focus after each merge outcome and on a share link's page,
// the file:// hint, and the words that were wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, newPage, repoRoot, useDist, assertClean, assertAxe } from './harness.mjs';

const dist = useDist();
const DESKTOP = { width: 1360, height: 900 };
const HAPPY = fs.readFileSync(path.join(repoRoot, 'core/tests/fixtures/open-design-v1/happy-3-rounds.txt'), 'utf8');
const IDS = ['facts', 'complete', 'plain'];
const DRAFT = '# jury 0.4.0 release notes\n\n- Requires Node 20 or newer to run the CLI.\n- New: `jury export` writes a run to a file.\n';

function reply(fails = {}, note = 'ok') {
  return JSON.stringify({
    criteria: IDS.map((id) =>
      fails[id] ? { id, verdict: 'FAIL', reason: fails[id].reason, quote: fails[id].quote } : { id, verdict: 'PASS', reason: `${id}: ${note}` },
    ),
  });
}

const focused = (page) => page.evaluate(() => document.activeElement?.id ?? '');
const waitFocus = (page, id) => page.waitForFunction((want) => document.activeElement?.id === want, id, { timeout: 5_000 });
const panelRuns = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('jury.panel.run.')).length);

async function openJury(t, viewport = DESKTOP) {
  const opened = await newPage(dist.browser, { viewport });
  t.after(() => opened.context.close());
  await opened.page.goto(dist.server.url + '#/jury');
  await opened.page.getByText(/Shipped at round 3/).first().waitFor({ timeout: 30_000 });
  return opened;
}

async function panelInstructions(page) {
  await page.locator('#jury-brief').fill('A pricing card for the Pro plan.');
  await page.getByText('Show the panel instructions').click();
  return page.getByLabel('Panel instructions').inputValue();
}

test('a whole-chat panel paste ships; the instructions alone are refused and nothing is stored (§12)', async (t) => {
  const opened = await openJury(t);
  const { page } = opened;
  await page.getByRole('link', { name: 'Start a panel run' }).click();
  await waitFocus(page, 'jury-new-title');
  await page.locator('#jury-speed').selectOption('instant');
  const prompt = await panelInstructions(page);
  assert.match(prompt, /^# Design Jury/);

  // The instructions pasted back instead of the reply: refused, the stage and the store unchanged.
  await page.locator('#jury-reply').fill(`You said:\n${prompt}\nChatGPT said:\n`);
  await page.getByRole('button', { name: 'Run the panel' }).click();
  await page.getByText("This is the prompt, not the panel's reply").waitFor();
  assert.equal(await panelRuns(page), 0, 'nothing stored');
  await page.getByText(/Shipped at round 3/).first().waitFor();

  // The whole chat as ChatGPT copies it: labels, "xml" / "Copy code", the stream, a remark, the footer.
  const chat = `You said:\n${prompt}\nChatGPT said:\nxml\nCopy code\n${HAPPY}\nThe panel shipped it in round 3.\n\nChatGPT can make mistakes. Check important info.\n`;
  await page.locator('#jury-reply').fill(chat);
  await page.getByRole('button', { name: 'Run the panel' }).click();
  await page.getByText('Panel run stored in this browser').waitFor();
  await page.getByRole('region', { name: 'Design Jury' }).getByText(/Shipped at round 3/).waitFor();
  assert.equal(await panelRuns(page), 1);
  assert.equal(await page.getByText('Panel offline this run').count(), 0);
  await assertAxe(page, 'theater after a whole-chat paste');
  assertClean(opened);
});

test('a pasted panel run plays at the chosen speed, with "Event N of M"', async (t) => {
  const opened = await openJury(t);
  const { page } = opened;
  await page.locator('#jury-speed').selectOption('paused');
  await page.locator('#jury-reply').fill(HAPPY);
  await page.getByRole('button', { name: 'Run the panel' }).click();
  const position = page.locator('.jury-replay span', { hasText: /^Event \d+ of \d+$/ });
  await position.waitFor();
  const [, of] = (await position.innerText()).match(/of (\d+)/);
  assert.ok(Number(of) > 10, `the stream's events are counted: ${of}`);
  assert.equal(await position.innerText(), `Event 0 of ${of}`, 'paused: nothing shown yet');
  await page.getByRole('button', { name: 'Next event' }).click();
  await page.getByRole('button', { name: 'Next event' }).click();
  assert.equal(await position.innerText(), `Event 2 of ${of}`);
  // Slow (800 ms per event): after a second, at most two more events, far from the end.
  await page.locator('#jury-speed').selectOption('800');
  await page.waitForTimeout(1_000);
  const at = Number((await position.innerText()).match(/Event (\d+)/)[1]);
  assert.ok(at >= 2 && at <= 4, `about one event per 800 ms: ${at}`);
  assert.equal(await panelRuns(page), 0, 'not stored before its end');
  await page.locator('#jury-speed').selectOption('instant');
  await page.getByText('Panel run stored in this browser').waitFor();
  assert.equal(await position.innerText(), `Event ${of} of ${of}`);
  assertClean(opened);
});

test('"Open a transcript…" given a raw stream points to the reply box', async (t) => {
  const opened = await openJury(t);
  const { page } = opened;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jury-e2e-')), 'happy-3-rounds.txt');
  fs.writeFileSync(file, HAPPY);
  await page.getByLabel('Open a transcript').setInputFiles(file);
  await page.getByText('happy-3-rounds.txt is a panel reply').waitFor();
  assert.match(await page.locator('.notice').first().innerText(), /Paste the agent's whole reply/);
  assertClean(opened);
});

async function openApp(t, url = dist.server.url) {
  const opened = await newPage(dist.browser, { viewport: DESKTOP });
  t.after(() => opened.context.close());
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: dist.server.origin });
  await opened.page.goto(url);
  return opened;
}

async function createRun(page, name, artifact = DRAFT, artifactName = 'notes.md') {
  await page.getByRole('heading', { name: 'Your runs' }).waitFor();
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill(name);
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill(artifact);
  await page.getByLabel('Artifact name').fill(artifactName);
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}

async function paste(page, judge, text) {
  await page.locator(`#reply-${judge}`).fill(text);
  await page.getByText('✓ A valid reply').first().waitFor();
}

test('focus after each merge outcome goes where the outcome asks (FIX, NEED_B, PASS, DISPUTED)', async (t) => {
  const opened = await openApp(t);
  const { page } = opened;
  await createRun(page, 'Focus walk');
  // A FAIL of judge A: "Record and merge" is offered; FIX lands on the merged report.
  await paste(page, 'A', reply({ facts: { reason: 'Node 22.18 is required.', quote: 'Requires Node 20 or newer' } }));
  await page.getByRole('button', { name: 'Record and merge the round' }).click();
  await page.locator('.run-head .badge', { hasText: 'FIX' }).waitFor();
  await waitFocus(page, 'merge-h');
  await page.getByLabel('Revised artifact', { exact: true }).fill(DRAFT.replace('Node 20', 'Node 22.18'));
  await page.getByRole('button', { name: 'Start round 2' }).click();
  await page.locator('.run-head', { hasText: 'Round 2 of 3' }).waitFor();
  // Judge A passes everything: no "Record and merge" (B confirms first); the merge asks for B,
  // and the keyboard is in B's reply box.
  await paste(page, 'A', reply({}, 'fine now'));
  assert.equal(await page.getByRole('button', { name: 'Record and merge the round' }).count(), 0);
  await page.getByRole('button', { name: "Record judge A's reply" }).click();
  await page.getByRole('button', { name: 'Merge the round', exact: true }).click();
  await page.locator('.run-head .badge', { hasText: 'NEED_B' }).waitFor();
  await waitFocus(page, 'reply-B');
  // Judge B passes too: PASS, the keyboard on the verdict, which is above the round (as it says).
  await paste(page, 'B', reply({}, 'confirmed by B'));
  await page.getByRole('button', { name: 'Record and merge the round' }).click();
  await page.locator('.run-head .badge', { hasText: 'PASS' }).waitFor();
  await waitFocus(page, 'verdict-h');
  await page.getByText('the verdict above is ready to download').waitFor();
  const [verdictY, mergeY] = await page.evaluate(() => ['verdict-h', 'merge-h'].map((id) => document.getElementById(id).getBoundingClientRect().top));
  assert.ok(verdictY < mergeY, 'the verdict is above the merge that says so');

  // DISPUTED: B fails with a quote that is not in the text; the keyboard on the decision.
  await page.getByRole('link', { name: 'All runs' }).click();
  await createRun(page, 'Focus dispute');
  await paste(page, 'A', reply({}, 'A is happy'));
  await page.getByRole('button', { name: "Record judge A's reply" }).click();
  await page.getByRole('button', { name: 'Merge the round', exact: true }).click();
  await waitFocus(page, 'reply-B');
  await paste(page, 'B', reply({ plain: { reason: 'Jargon.', quote: 'a sentence that is nowhere' } }, 'B'));
  await page.getByRole('button', { name: 'Record and merge the round' }).click();
  await page.locator('.run-head .badge', { hasText: 'DISPUTED' }).waitFor();
  await waitFocus(page, 'settle-h');
  assertClean(opened);
});

test('the shared run of an HTML artifact shows it rendered, on request, and a share link focuses its heading', async (t) => {
  const sender = await openApp(t);
  const html = '<!doctype html><html><body><h1 id="hero">Pro plan</h1><p>Start your free trial today.</p></body></html>';
  await createRun(sender.page, 'Landing share', html, 'landing.html');
  await sender.page.getByRole('button', { name: 'Copy a share link' }).click();
  const link = await sender.page.getByLabel('Share link').inputValue();

  const reader = await openApp(t, link);
  const { page } = reader;
  await page.getByText('A shared run, read only').waitFor();
  await waitFocus(page, 'run-h');
  const panel = page.locator('.artifact-panel');
  assert.equal(await panel.locator('iframe.design-frame').count(), 0, 'not rendered before it is asked for');
  await panel.getByRole('button', { name: 'Show it rendered' }).click();
  const frameEl = panel.locator('iframe.design-frame').first();
  await frameEl.waitFor();
  const frame = await (await frameEl.elementHandle()).contentFrame();
  await frame.waitForSelector('#hero', { state: 'attached' });
  assert.equal(await frame.$eval('#hero', (h) => h.textContent), 'Pro plan');
  // The caption of the source stays with the source, below the rendered view.
  const [frameY, captionY] = await page.evaluate(() => [
    document.querySelector('.artifact-panel iframe.design-frame').getBoundingClientRect().top,
    [...document.querySelectorAll('.artifact-panel p')].find((p) => p.textContent.startsWith('The source, shown as plain text')).getBoundingClientRect().top,
  ]);
  assert.ok(frameY < captionY, 'the plain-text caption is under the rendered view');
  await assertAxe(page, 'shared HTML run, rendered');
  assertClean(reader);
  assertClean(sender);
});

test('a damaged share link and an import leave the keyboard on the page heading', async (t) => {
  const damaged = await openApp(t, dist.server.url + '#/shared/1/run/not-a-run');
  await damaged.page.getByRole('heading', { name: 'This share link cannot be opened' }).waitFor();
  await waitFocus(damaged.page, 'shared-h');

  const { page } = await openApp(t);
  await createRun(page, 'Import me');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export run' }).click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jury-e2e-')), download.suggestedFilename());
  fs.writeFileSync(file, fs.readFileSync(await download.path()));
  await page.getByRole('button', { name: 'Delete' }).click().catch(() => {});
  const fresh = await openApp(t);
  await fresh.page.getByRole('heading', { name: 'Your runs' }).waitFor();
  await fresh.page.getByLabel('Import a run file…').setInputFiles(file);
  await fresh.page.getByRole('heading', { name: 'Import me', level: 2 }).waitFor();
  await waitFocus(fresh.page, 'run-h');
});

test('index.html opened from file:// says to open offline.html; served, it starts', async (t) => {
  const opened = await newPage(dist.browser, { viewport: DESKTOP });
  t.after(() => opened.context.close());
  const { page } = opened;
  await page.goto(pathToFileURL(path.join(distDir, 'index.html')).href);
  const hint = page.locator('.boot-slow');
  await hint.waitFor({ state: 'visible', timeout: 10_000 });
  assert.match(await hint.innerText(), /Open offline\.html/);
  // Served, the app replaces the loading page long before the hint would show.
  const served = await openApp(t);
  await served.page.getByRole('heading', { name: 'Your runs' }).waitFor();
  await served.page.waitForTimeout(4_500);
  assert.equal(await served.page.locator('.boot-slow').count(), 0);
});
