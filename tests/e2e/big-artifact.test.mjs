// A big artifact (about 2 MB, 25k lines) through the UI of the built app (dist/): it opens from
// a file, shows numbered and escaped, drawn as lines only near where it is scrolled to, the
// judge's quote near its end is marked and scrolled into view with its line number beside it,
// and the page stays clean (axe, console, CSP). No timing is asserted here;
// `bench-artifact.mjs` measures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { newPage, axeCheck, screenshot, useDist } from './harness.mjs';

const LINES = 25_000;
const QUOTED = LINES - 40;
/** Line n: chars of several widths before the quote, so columns in chars and bytes differ; and
 *  markup, which must stay text. */
const line = (n) => `«${n}» é😀 — Ligne ${n}: <b>&amp;</b> the quick brown fox jumps over the lazy dog.`;
const QUOTE = `Ligne ${QUOTED}: <b>&amp;</b> the quick brown fox`;
// One long line: it wraps, or scrolls sideways with its numbers when wrapping is off.
const LONG = 100;
const ARTIFACT =
  Array.from({ length: LINES }, (_, i) => (i + 1 === LONG ? line(LONG) + ' long'.repeat(200) : line(i + 1))).join('\n') + '\n';

const dist = useDist();

function reply() {
  return JSON.stringify({
    criteria: [
      { id: 'facts', verdict: 'FAIL', reason: 'The fox is not quick.', quote: QUOTE, fix: 'Say slow.' },
      { id: 'complete', verdict: 'PASS', reason: 'complete is met.' },
      { id: 'plain', verdict: 'PASS', reason: 'plain is met.' },
    ],
    verdict: 'NEEDS_WORK',
  });
}

/** Where the mark is, and the number of the line it is on (its block's counter, from the
 *  block's first line, shown by the line's `::before`). */
function markPlace() {
  const mark = document.getElementById('quote-mark');
  const region = document.querySelector('.artifact-text');
  const line = mark.closest('.artifact-line');
  const block = line.closest('.artifact-block');
  const first = Number(/counter-reset: line (\d+)/.exec(block.querySelector('.artifact-line').getAttribute('style'))[1]) + 1;
  const m = mark.getBoundingClientRect();
  const r = region.getBoundingClientRect();
  const l = line.getBoundingClientRect();
  const numberWidth = parseFloat(getComputedStyle(line, '::before').width);
  return {
    // Its lines in the region's height, and where it starts in its width (a quote may be wider).
    inRegion: m.top >= r.top && m.bottom <= r.bottom && m.left >= r.left && m.left < r.right,
    inWindow: m.top >= 0 && m.bottom <= innerHeight,
    number: String(first + [...block.querySelectorAll('.artifact-line')].indexOf(line)),
    // The number's column is left of the quote, in the line's own box.
    gutterBeside: numberWidth > 0 && l.left + numberWidth <= m.left,
  };
}

test('a 2 MB artifact: numbered, escaped, its late quote marked in view beside its number', async () => {
  const { context, page, offOrigin } = await newPage(dist.browser, { viewport: { width: 1360, height: 900 } });
  await page.goto(dist.server.url);
  await page.getByRole('heading', { name: 'Your runs' }).waitFor();
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill('Big draft');
  await page.getByRole('button', { name: 'text example' }).click();
  const file = path.join(fs.mkdtempSync('/tmp/jury-e2e-'), 'big.md');
  fs.writeFileSync(file, ARTIFACT);
  await page.getByLabel('Open a file…').setInputFiles(file);
  const nameInput = await page.getByLabel('Artifact name').elementHandle();
  await page.waitForFunction((el) => el.value === 'big.md', nameInput);
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name: 'big.md (round 1)' }).waitFor();

  // All of it is in the page, as text: the markup is not rendered.
  const region = page.getByRole('region', { name: 'Artifact text' });
  assert.ok(await region.evaluate((el, last) => el.textContent.includes(last), line(LINES)));
  assert.equal(await page.locator('.artifact-text b').count(), 0);
  // One element per line near the visible part only (drawn in windows), numbered from 1 by the
  // first block's counter; the rest is in the page as text.
  assert.match(await page.locator('.artifact-line').first().getAttribute('style'), /counter-reset: line 0/);
  const drawn = await page.locator('.artifact-line').count();
  assert.ok(drawn > 0 && drawn <= 2000, `${drawn} of ${LINES} lines drawn`);
  // Scrolled to its end, the last lines are drawn, numbered, and the first ones no longer.
  await region.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await page.waitForFunction((last) => {
    const lines = document.querySelectorAll('.artifact-line');
    return lines.length > 0 && lines[lines.length - 1].textContent.startsWith(last);
  }, line(LINES));
  assert.equal(await page.locator('.artifact-block:first-child .artifact-line').count(), 0);
  await region.evaluate((el) => (el.scrollTop = 0));
  // The region can be reached with the keyboard (to scroll it).
  await region.focus();
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Artifact text');

  // The prompt, shown on demand, carries the whole artifact.
  await page.getByText('Show the prompt').first().click();
  await page.waitForFunction((last) => document.getElementById('prompt-A').value.includes(last), line(LINES));

  const box = page.locator('#reply-A');
  await box.fill(reply());
  await page.getByText('✓ A valid reply').first().waitFor();
  await page.getByRole('button', { name: "Record judge A's reply" }).click();
  await page.getByText(`✓ Quote found in the artifact at line ${QUOTED}, column`).waitFor();
  await page.getByRole('button', { name: 'Show in artifact' }).click();
  const mark = page.locator('mark#quote-mark');
  await mark.waitFor();
  assert.equal(await mark.innerText(), QUOTE);
  assert.equal(await page.locator('mark').count(), 1);
  // The page scrolls it into view on the next animation frame.
  for (let i = 0; i < 50 && !(await page.evaluate(markPlace)).inWindow; i++) await page.waitForTimeout(100);
  const place = await page.evaluate(markPlace);
  assert.deepEqual(place, { inRegion: true, inWindow: true, number: String(QUOTED), gutterBeside: true });
  await screenshot(page, 'big-artifact-mark-light');

  // The long line wraps; with "Wrap long lines" off it scrolls sideways, its number kept in
  // view (sticky), as the numbers of the lines around it.
  await page.locator('.artifact-text').evaluate((el) => (el.scrollTop = 0));
  assert.equal(await page.locator('.artifact-text').evaluate((el) => el.scrollWidth <= el.clientWidth), true, 'wrapped: no sideways scroll');
  await page.getByLabel('Wrap long lines').uncheck();
  const sideways = await page.locator('.artifact-text').evaluate((el) => {
    el.scrollLeft = 400;
    return { scrolled: el.scrollLeft > 0, sticky: getComputedStyle(el.querySelector('.artifact-line'), '::before').position };
  });
  assert.deepEqual(sideways, { scrolled: true, sticky: 'sticky' });
  await page.getByLabel('Wrap long lines').check();

  const violations = await axeCheck(page);
  assert.deepEqual(violations.map((v) => v.id), [], 'axe-core violations');
  assert.deepEqual(offOrigin, [], 'no request leaves the origin');
  assert.deepEqual(page.consoleErrors, [], 'no console errors or CSP violations');

  // After a reload the run comes back with all of its text.
  await page.reload();
  await page.getByRole('heading', { name: 'big.md (round 1)' }).waitFor();
  await page.waitForFunction((last) => document.querySelector('.artifact-text')?.textContent.includes(last), line(LINES));
  await context.close();
});
