// Quotes of what a reader sees (review-loop.md §4 "The text as a reader sees it", issue 10): an
// HTML design whose judge quotes its visible text gets "found", and "Show in artifact" marks the
// whole source passage, markup included. Through the UI of the built app (dist/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, useDist } from './harness.mjs';

const PAGE = `<!DOCTYPE html>
<html><head><title>Notes</title><style>h1 { font-size: 2rem }</style></head>
<body>
  <h1>Fast &amp; private notes</h1>
  <p>Get started <em>today</em>, no account needed.</p>
</body></html>
`;

const dist = useDist();

test('an HTML artifact: quotes of its visible text are found and the mark covers their markup', async () => {
  const { page, offOrigin } = await newPage(dist.browser, { viewport: { width: 1360, height: 900 } });
  await page.goto(dist.server.url);
  await page.getByRole('heading', { name: 'Your runs' }).waitFor();
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill('Landing page');
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill(PAGE);
  await page.getByLabel('Artifact name').fill('index.html');
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name: 'Landing page', level: 2 }).waitFor();

  const reply = JSON.stringify({
    criteria: [
      { id: 'facts', verdict: 'FAIL', reason: 'No account is a claim.', quote: 'Get started today, no account needed', fix: 'Say which.' },
      { id: 'complete', verdict: 'FAIL', reason: 'Private how?', quote: 'Fast & private notes', fix: 'Say how.' },
      { id: 'plain', verdict: 'PASS', reason: 'Plain.' },
    ],
  });
  await page.locator('#reply-A').fill(reply);
  await page.getByText('✓ A valid reply').first().waitFor();
  await page.getByRole('button', { name: "Record judge A's reply" }).click();

  // Both found, at the first char of the passage in the source (line 5, column 6; line 4, column 7).
  const found = page.locator('.evidence.found_normalized');
  await found.first().waitFor();
  assert.equal(await found.count(), 2);
  assert.match(await found.nth(0).innerText(), /✓ Quote found at line 5, column 6/);
  assert.match(await found.nth(1).innerText(), /✓ Quote found at line 4, column 7/);

  // The mark covers the source passage with its tags and references.
  await found.nth(0).getByRole('button', { name: 'Show in artifact' }).click();
  const mark = page.locator('mark#quote-mark');
  await mark.waitFor();
  assert.equal(await page.locator('mark').allInnerTexts().then((t) => t.join('')), 'Get started <em>today</em>, no account needed');
  await found.nth(1).getByRole('button', { name: 'Show in artifact' }).click();
  await page.locator('mark#quote-mark', { hasText: '&amp;' }).waitFor();
  assert.equal(await page.locator('mark').allInnerTexts().then((t) => t.join('')), 'Fast &amp; private notes');

  assert.deepEqual(offOrigin, [], 'no request leaves the origin');
  assert.deepEqual(page.consoleErrors, [], 'no console errors or CSP violations');
});
