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
