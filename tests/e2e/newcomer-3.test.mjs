// Issue 27, what a newcomer still hits (items 17-21), in the release build: a reload in the
// middle of a pasted panel run keeps it as interrupted; Esc keeps the stage where it was; a
// Tailwind bg-opacity design is 50% black; the "Not loaded here" list names background images
// and picsum images, in sight at 1280 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { newPage, repoRoot, useDist, screenshot } from './harness.mjs';

const dist = useDist();
const DESKTOP = { width: 1280, height: 800 };
const HAPPY = fs.readFileSync(path.join(repoRoot, 'core/tests/fixtures/open-design-v1/happy-3-rounds.txt'), 'utf8');

async function openJury(t) {
  const opened = await newPage(dist.browser, { viewport: DESKTOP });
  t.after(() => opened.context.close());
  await opened.page.goto(dist.server.url + '#/jury');
  await opened.page.getByText(/Shipped at round 3/).first().waitFor({ timeout: 30_000 });
  return opened;
}

/** Pastes the happy fixture and runs the panel at `speed` (a #jury-speed value). */
async function runPanel(page, speed) {
  await page.locator('#jury-speed').selectOption(speed);
  await page.locator('#jury-brief').fill('A landing page for a jazz night.');
  await page.locator('#jury-reply').fill(HAPPY);
  await page.getByRole('button', { name: 'Run the panel' }).click();
}

const eventAt = async (page) => {
  const words = await page.locator('.jury-replay').innerText();
  const m = /Event (\d+) of (\d+)/.exec(words);
  return m ? [Number(m[1]), Number(m[2])] : null;
};

const stage = (page) => page.locator('.jury-stage');

test('item 17: a reload during a pasted run keeps it as interrupted, with its reply back in the box', async (t) => {
  const { page } = await openJury(t);
  await runPanel(page, 'paused');
  const next = page.getByRole('button', { name: 'Next event' });
  for (let i = 0; i < 9; i++) await next.click();
  await page.getByText(/Event 9 of \d+/).waitFor();
  await page.reload();
  await page.getByText(/The page was reloaded while the panel run “A landing page for a jazz night.” played/).waitFor({ timeout: 30_000 });
  await page.getByText(/interrupted at event 9/).waitFor();
  const row = page.locator('.jury-run-row', { hasText: 'A landing page for a jazz night.' });
  assert.equal(await row.locator('.jury-badge').innerText(), 'Interrupted');
  assert.equal(await page.locator('#jury-reply').inputValue(), HAPPY, 'the pasted reply is back');
  // Stored as Esc stores it: the 9 events shown, then the interrupt; nothing read ahead.
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('jury.panel.run.')).map((k) => JSON.parse(localStorage.getItem(k))),
  );
  assert.equal(stored.length, 1);
  const types = stored[0].transcript.trim().split('\n').map((l) => JSON.parse(l).type);
  assert.equal(types.at(-1), 'interrupted');
  assert.equal(types.length, 10, types.join(' '));
  // A second reload finds nothing more to keep.
  await page.reload();
  await page.getByText(/Stored run: A landing page/).waitFor({ timeout: 30_000 });
  assert.equal(await page.getByText(/The page was reloaded while/).count(), 0);
  assert.equal(await page.locator('.jury-run-row').count(), 1);
});

test('item 20: Esc keeps the stage at the event it stopped on: no round-2 draft, the same badges', async (t) => {
  const { page } = await openJury(t);
  await runPanel(page, 'paused');
  const next = page.getByRole('button', { name: 'Next event' });
  // Up to round 1's end: its composite on stage, round 2 not begun.
  while (!(await stage(page).locator('.jury-composite').count())) await next.click();
  const [at] = await eventAt(page);
  const before = {
    rounds: await stage(page).locator('.jury-round-label').allInnerTexts(),
    composites: await stage(page).locator('.jury-composite').allInnerTexts(),
    mustFix: await stage(page).locator('.jury-mustfix-count').allInnerTexts(),
  };
  assert.deepEqual(before.rounds, ['Round 1 of 3']);
  await page.locator('body').press('Escape');
  await stage(page).locator('.jury-badge', { hasText: 'Interrupted' }).waitFor();
  assert.deepEqual(await stage(page).locator('.jury-round-label').allInnerTexts(), before.rounds);
  assert.deepEqual(await stage(page).locator('.jury-composite').allInnerTexts(), before.composites);
  assert.deepEqual(await stage(page).locator('.jury-mustfix-count').allInnerTexts(), before.mustFix);
  await page.getByText(/Panel run stored in this browser/).waitFor();
  const drafts = await page.getByLabel('Which designer turn to show').locator('option').allInnerTexts();
  assert.deepEqual(drafts, ["Designer's draft, round 1"]);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('jury.panel.run.')).map((k) => JSON.parse(localStorage.getItem(k))),
  );
  const types = stored[0].transcript.trim().split('\n').map((l) => JSON.parse(l).type);
  assert.equal(types.length, at + 2, `the ${at} events shown, the best-so-far ship, the interrupt: ${types.join(' ')}`);
  await screenshot(page, 'newcomer-3-esc-round-1');

  // A stored run replayed and stopped in round 1 offers no later draft either.
  await page.getByRole('button', { name: 'Replay the demo run' }).click();
  await page.locator('#jury-speed').selectOption('paused');
  await page.getByRole('button', { name: 'Replay from the start' }).click();
  await page.getByRole('button', { name: 'Next round' }).click();
  await page.locator('body').press('Escape');
  await stage(page).locator('.jury-badge', { hasText: 'Interrupted' }).waitFor();
  assert.deepEqual(
    await page.getByLabel('Which designer turn to show').locator('option').allInnerTexts(),
    ["Designer's draft, round 1"],
  );
});

// A chat model's Tailwind design: a 50% black overlay, a CSS background photo, a picsum image.
const DESIGN = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Jazz</title>
<script src="https://cdn.tailwindcss.com"></script>
<style>.hero { background-image: url('https://images.unsplash.com/photo-1511192336575?w=1600'); }</style>
</head><body class="bg-white">
<section class="hero h-64"><div id="overlay" class="bg-black bg-opacity-50 text-white p-8">Jazz night</div></section>
<img id="pic" src="https://picsum.photos/600/400" alt="">
</body></html>`;

async function newReviewRun(page, name, artifact, artifactName = 'notes.md') {
  await page.goto(dist.server.url);
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill(name);
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill(artifact);
  await page.getByLabel('Artifact name').fill(artifactName);
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}

test('items 18, 21: bg-opacity-50 is 50% black; background images and picsum are named, in sight at 1280 px', async (t) => {
  const { page } = await newPage(dist.browser, { viewport: DESKTOP });
  t.after(() => page.context().close());
  await newReviewRun(page, 'Jazz landing', DESIGN, 'landing.html');
  await page.getByRole('button', { name: 'Show it rendered' }).click();
  const panel = page.locator('.artifact-panel');
  const el = panel.locator('iframe.design-frame').first();
  await el.waitFor();
  const frame = await (await el.elementHandle()).contentFrame();
  await frame.waitForSelector('#overlay', { state: 'attached' });
  const deadline = Date.now() + 10_000;
  let background;
  for (;;) {
    background = await frame.$eval('#overlay', (e) => getComputedStyle(e).backgroundColor);
    if (background !== 'rgba(0, 0, 0, 0)' || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal(background, 'rgba(0, 0, 0, 0.5)', 'v3: bg-black with bg-opacity-50');
  const list = panel.getByRole('group', { name: 'Not loaded here' });
  await list.getByText('Image photo-1511192336575 from images.unsplash.com: not shown.').waitFor();
  await list.getByText('Image 600/400 from picsum.photos: not shown.').waitFor();
  // In sight in the sticky panel, the page and the panel both unscrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  await panel.evaluate((p) => { p.scrollTop = 0; });
  const box = await list.boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= DESKTOP.height, `the list at ${box.y}..${box.y + box.height} of ${DESKTOP.height}`);
  await screenshot(page, 'newcomer-3-not-loaded-1280');
});

const IDS = ['facts', 'complete', 'plain'];
const reply = (fails = {}) =>
  JSON.stringify({
    criteria: IDS.map((id) =>
      fails[id] ? { id, verdict: 'FAIL', reason: fails[id].reason, quote: fails[id].quote } : { id, verdict: 'PASS', reason: `${id}: ok` },
    ),
  });

async function paste(page, judge, text) {
  await page.locator(`#reply-${judge}`).fill(text);
  await page.getByText('✓ A valid reply').first().waitFor();
}

test('item 21: a DISPUTED round asks to decide B\'s unfound objection, listed under no "Fixes to make"; the verdict line shows no Markdown', async (t) => {
  const { page } = await newPage(dist.browser, { viewport: DESKTOP });
  t.after(() => page.context().close());
  await newReviewRun(page, 'Dispute', 'Requires Node 20 or newer.\n');
  await paste(page, 'A', reply());
  await page.getByRole('button', { name: "Record judge A's reply" }).click();
  await page.getByRole('button', { name: 'Merge the round', exact: true }).click();
  await paste(page, 'B', reply({ plain: { reason: 'Jargon.', quote: 'a sentence that is nowhere' } }));
  await page.getByRole('button', { name: 'Record and merge the round' }).click();
  await page.locator('.run-head .badge', { hasText: 'DISPUTED' }).waitFor();
  await page.getByRole('heading', { name: 'Decide the disputed criteria' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Fixes to make' }).count(), 0, 'a disputed criterion is no fix');
  await screenshot(page, 'newcomer-3-disputed');
  await page.getByRole('radio', { name: 'PASS' }).check();
  await page.locator('#settle-note-plain').fill('It reads plainly to me.');
  await page.getByRole('button', { name: 'Settle plain' }).click();
  await page.getByText('PASS after round 1: “plain” settled by you as PASS; judge B had failed it').first().waitFor();
  assert.equal(await page.getByText('`plain`').count(), 0, 'no Markdown backticks on screen');
});
