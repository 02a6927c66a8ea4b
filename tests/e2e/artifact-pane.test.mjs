// The artifact pane of a run follows the run's round (issue 19 item 2): a quote shown in round 1
// does not keep round 1's text, or its mark, on screen once round 2 starts. Through the UI of the
// built app (dist/), at 1360 px, where the round selector's label must stay one word.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, useDist, assertClean } from './harness.mjs';

const IDS = ['facts', 'complete', 'plain'];
const DRAFT = '# jury 0.4.0 release notes\n\n- Requires Node 20 or newer to run the CLI.\n- New: `jury export` writes a run to a single file.\n';
const REVISED = DRAFT.replace('Node 20', 'Node 22.18');

/** A judge reply failing `fails` (id -> {reason, quote}); the rest pass. */
const reply = (fails = {}) =>
  JSON.stringify({
    criteria: IDS.map((id) => (fails[id] ? { id, verdict: 'FAIL', ...fails[id], fix: 'Fix it.' } : { id, verdict: 'PASS', reason: `${id} is met.` })),
    verdict: Object.keys(fails).length ? 'NEEDS_WORK' : 'PASS',
  });

const dist = useDist();

async function record(page, judge, text) {
  await page.locator(`#reply-${judge}`).fill(text);
  await page.getByText('✓ A valid reply').first().waitFor();
  await page.getByRole('button', { name: `Record judge ${judge}'s reply` }).click();
}

async function merge(page, outcome) {
  await page.getByRole('button', { name: 'Merge the round', exact: true }).click();
  await page.locator('.run-head .badge', { hasText: outcome }).waitFor();
}

/** What the pane shows: its heading, whether the revised text is in it, its marks, the round selected. */
const pane = (page) =>
  page.locator('.artifact-panel').evaluate((el) => ({
    heading: el.querySelector('#artifact-h').textContent,
    revised: el.querySelector('.artifact-text').textContent.includes('Node 22.18'),
    marks: [...el.querySelectorAll('mark')].map((m) => m.textContent),
    selected: el.querySelector('select')?.value ?? null,
  }));

test('after "Show in artifact" in round 1, round 2 shows its own text, unmarked, through its merge', async () => {
  const opened = await newPage(dist.browser, { viewport: { width: 1360, height: 900 } });
  const { page } = opened;
  await page.goto(dist.server.url);
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill('Pane follows the round');
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill(DRAFT);
  await page.getByLabel('Artifact name').fill('README.md');
  await page.getByRole('button', { name: 'Start the run' }).click();

  await record(page, 'A', reply({ facts: { reason: 'It needs 22.18.', quote: 'Requires Node 20 or newer' } }));
  await page.getByRole('button', { name: 'Show in artifact' }).click();
  await page.locator('mark#quote-mark').waitFor();
  assert.deepEqual(await pane(page), { heading: 'README.md (round 1)', revised: false, marks: ['Requires Node 20 or newer'], selected: null });

  await merge(page, 'FIX');
  await page.getByLabel('Revised artifact').fill(REVISED);
  await page.getByRole('button', { name: 'Start round 2' }).click();
  await page.locator('.run-head', { hasText: 'Round 2 of 3' }).waitFor();
  await page.getByRole('heading', { name: 'README.md (round 2)' }).waitFor();
  assert.deepEqual(await pane(page), { heading: 'README.md (round 2)', revised: true, marks: [], selected: '2' });

  // The "Round" label beside the selector is one word on one row, not broken into letters.
  const label = await page.locator('.artifact-panel label', { hasText: 'Round' }).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el.firstChild);
    return { text: el.firstChild.textContent.trim(), rows: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
  });
  assert.deepEqual(label, { text: 'Round', rows: 1 });

  // Round 2 goes on (A fails again, with a quote: FIX); the pane stays on round 2.
  await record(page, 'A', reply({ plain: { reason: 'Too terse.', quote: 'writes a run to a single file' } }));
  await merge(page, 'FIX');
  assert.deepEqual(await pane(page), { heading: 'README.md (round 2)', revised: true, marks: [], selected: '2' });

  // Choosing round 1 still works in round 2, and a round-2 quote shows in round 2.
  await page.getByLabel('Show the artifact of round').selectOption('1');
  await page.getByRole('heading', { name: 'README.md (round 1)' }).waitFor();
  await page.getByRole('button', { name: 'Show in artifact' }).first().click();
  await page.getByRole('heading', { name: 'README.md (round 2)' }).waitFor();
  assert.deepEqual(await pane(page), { heading: 'README.md (round 2)', revised: true, marks: ['writes a run to a single file'], selected: '2' });
  assertClean(opened);
  await opened.context.close();
});
