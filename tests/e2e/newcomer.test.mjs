// Issue 12, as a newcomer meets the app (desktop 1360 px and a 390 px phone, keyboard, slow
// network): the page teaches the loop (criterion texts, "How it works", the demo stepped from
// round 1 to its verdict), the layout fits (ids whole, long lines wrapped with the quote in view,
// the next step above the artifact on a phone), focus follows navigation, the new-run form lists
// every problem at once, and text is on screen before the wasm has loaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, screenshot, useDist, assertClean, assertAxe, holdWasm } from './harness.mjs';

const dist = useDist();
const DESKTOP = { width: 1360, height: 900 };
const PHONE = { width: 390, height: 844 };
// The demo's rubric (web/src/demo.json).
const FACTS = 'every version, date and command matches the changelog and the code';
const PLAIN = 'a reader who did not write the code understands each line';

async function open(viewport = DESKTOP, options = {}) {
  const opened = await newPage(dist.browser, { viewport, ...options });
  await opened.page.goto(dist.server.url);
  await opened.page.getByRole('heading', { name: 'Your runs' }).waitFor();
  return opened;
}

const focused = (page) =>
  page.evaluate(() => ({ tag: document.activeElement.tagName, id: document.activeElement.id, text: document.activeElement.textContent.trim() }));

/** Clicks the demo's "Next step" until the demo is finished; returns the steps' labels. */
async function stepDemo(page) {
  const labels = [];
  const next = page.locator('#demo-next');
  while (labels.length < 20 && (await next.count()) > 0) {
    const label = await next.innerText();
    labels.push(label);
    await next.click();
    // The step is stored and drawn: the button now says the next step, or is gone.
    await page.waitForFunction((before) => document.getElementById('demo-next')?.innerText !== before, label);
  }
  return labels;
}

test('the demo opens at round 1 and is stepped, one input at a time, to its verdict (§6, §10)', async () => {
  const opened = await open();
  const { page } = opened;
  const row = page.locator('.run-list li', { hasText: 'Demo: release notes' });
  assert.match(await row.innerText(), /OPEN[\s\S]*Round 1 of 3/);
  await row.getByRole('link').click();
  await page.getByText('Next: ask judge A').waitFor();
  await assertAxe(page, 'demo at round 1');
  await screenshot(page, 'demo-round-1-light');
  // The first step records judge A's reply: its FAIL and the quote found are on the page.
  await page.getByRole('button', { name: "Next step: Paste judge A's reply and record it" }).click();
  await page.getByText('Next: merge the round').waitFor();
  assert.equal((await focused(page)).id, 'demo-next', 'the keyboard stays on the demo button');
  await page.getByText('✓ Quote found in the artifact').first().waitFor();
  const labels = await stepDemo(page);
  assert.deepEqual(labels, [
    'Next step: Merge the round',
    'Next step: Revise the artifact with the fixes',
    "Next step: Paste judge A's reply and record it",
    'Next step: Merge the round',
    "Next step: Paste judge B's reply and record it",
    'Next step: Merge the round',
  ]);
  await page.getByRole('heading', { name: 'Verdict' }).waitFor();
  await page.locator('.run-head .badge', { hasText: 'PASS' }).waitFor();
  await page.locator('.run-head', { hasText: 'Round 2 of 3' }).waitFor();
  assert.equal((await focused(page)).id, 'verdict-h', 'the finished demo focuses what it produced: the verdict');
  assertClean(opened);
  await opened.context.close();
});

test('the run page shows each criterion text beside its id: prompt card, reports, merge, timeline', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const opened = await open(viewport);
    const { page } = opened;
    await page.getByRole('link', { name: 'Demo: release notes' }).click();
    // The prompt card says what the judge is asked, criterion by criterion.
    const card = page.locator('.prompt-criteria').first();
    assert.match(await card.innerText(), new RegExp(`facts: ${FACTS}`));
    assert.match(await card.innerText(), new RegExp(`plain: ${PLAIN}`));
    await page.locator('#demo-next').click();
    await page.getByText('Next: merge the round').waitFor();
    await page.locator('#demo-next').click();
    await page.getByText('Round 1 merged:').waitFor();
    for (const table of ['Judge A\'s reply, round 1', 'Merged result, round 1', 'Result of each criterion in each round']) {
      const t = page.locator('table', { has: page.locator('caption', { hasText: table }) });
      const row = t.locator('tbody tr', { hasText: 'facts' }).first();
      assert.match(await row.innerText(), new RegExp(FACTS), `${table} shows the text of facts`);
    }
    // Ids and table headers never break inside a word: each word's box is one line.
    const broken = await page.evaluate(() => {
      const out = [];
      for (const el of document.querySelectorAll('code.crit-id, th')) {
        if (el.offsetParent === null) continue;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const m of node.data.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const rows = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (rows.size > 1) out.push(m[0]);
          }
        }
      }
      return out;
    });
    assert.deepEqual(broken, [], `ids and headers broken inside a word at ${viewport.width} px`);
    await screenshot(page, `criteria-${viewport.width}-light`);
    assertClean(opened);
    await opened.context.close();
  }
});

test('at 390 px the next step and the judge boxes are above the artifact; at 1360 px beside it', async () => {
  const opened = await open(PHONE);
  const { page } = opened;
  await page.getByRole('link', { name: 'Demo: release notes' }).click();
  await page.getByText('Next: ask judge A').waitFor();
  const boxes = async () =>
    page.evaluate(() => {
      const top = (el) => el.getBoundingClientRect().top + scrollY;
      return {
        next: top(document.querySelector('.run-steps .notice')),
        judgeA: top(document.getElementById('judge-a-h')),
        replyA: top(document.getElementById('reply-A')),
        artifact: top(document.querySelector('.artifact-panel')),
        artifactLeft: document.querySelector('.artifact-panel').getBoundingClientRect().left,
        stepsLeft: document.querySelector('.run-steps').getBoundingClientRect().left,
      };
    });
  const narrow = await boxes();
  assert.ok(narrow.next < narrow.artifact, `the next step is above the artifact: ${JSON.stringify(narrow)}`);
  assert.ok(narrow.judgeA < narrow.artifact && narrow.replyA < narrow.artifact, `judge A's box is above the artifact: ${JSON.stringify(narrow)}`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no horizontal scroll');
  await assertAxe(page, 'run page at 390 px');
  await screenshot(page, 'run-390-light');
  await page.setViewportSize(DESKTOP);
  const wide = await boxes();
  assert.ok(wide.artifactLeft < wide.stepsLeft, `the artifact is the left column: ${JSON.stringify(wide)}`);
  assertClean(opened);
  await opened.context.close();
});

test('a quote found far along a long line is in view after "Show in artifact" (§4), wrapped with its line number', async () => {
  const opened = await open(DESKTOP);
  const { page } = opened;
  const long = 'Intro words. '.repeat(30) + 'The CLI needs Node 20 or newer to run its commands.' + ' More words.'.repeat(20);
  const artifact = `# Notes\n\n- one\n- two\n\n${long}\n\nLast line.\n`;
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill('Long line');
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill(artifact);
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name: 'Long line', level: 2 }).waitFor();
  const quote = 'The CLI needs Node 20 or newer';
  await page.locator('#reply-A').fill(
    JSON.stringify({
      criteria: [
        { id: 'facts', verdict: 'FAIL', reason: 'It needs 22.', quote, fix: 'Say 22.' },
        { id: 'complete', verdict: 'PASS', reason: 'ok' },
        { id: 'plain', verdict: 'PASS', reason: 'ok' },
      ],
    }),
  );
  await page.getByText('✓ A valid reply').waitFor();
  await page.getByRole('button', { name: "Record judge A's reply" }).click();
  await page.getByText(/✓ Quote found in the artifact at line 6, column 391/).waitFor();
  await page.getByRole('button', { name: 'Show in artifact' }).click();
  await page.locator('mark#quote-mark').waitFor();
  const place = () =>
    page.evaluate(() => {
      const m = document.getElementById('quote-mark').getBoundingClientRect();
      const r = document.querySelector('.artifact-text').getBoundingClientRect();
      const line = document.getElementById('quote-mark').closest('.artifact-line');
      const block = line.closest('.artifact-block');
      const index = [...block.querySelectorAll('.artifact-line')].indexOf(line);
      const first = Number(/line (\d+)/.exec(block.querySelector('.artifact-line').getAttribute('style'))[1]) + 1;
      const lh = parseFloat(getComputedStyle(line).lineHeight);
      return {
        inRegion: m.left >= r.left && m.right <= r.right && m.top >= r.top && m.bottom <= r.bottom,
        inWindow: m.top >= 0 && m.bottom <= innerHeight && m.left >= 0 && m.right <= innerWidth,
        number: first + index,
        wrapped: line.getBoundingClientRect().height > lh * 1.5,
        sideways: document.querySelector('.artifact-text').scrollWidth > document.querySelector('.artifact-text').clientWidth,
      };
    });
  for (let i = 0; i < 50 && !(await place()).inWindow; i++) await page.waitForTimeout(100);
  assert.deepEqual(await place(), { inRegion: true, inWindow: true, number: 6, wrapped: true, sideways: false });
  await screenshot(page, 'long-line-wrapped-light');
  // "Wrap long lines" off: one row per line, scrolled sideways instead.
  await page.getByLabel('Wrap long lines').uncheck();
  const nowrap = await place();
  assert.equal(nowrap.wrapped, false);
  assert.equal(nowrap.sideways, true);
  await assertAxe(page, 'artifact without wrapping');
  assertClean(opened);
  await opened.context.close();
});

test('focus lands on the new page\'s heading after each navigation', async () => {
  const opened = await open(DESKTOP);
  const { page } = opened;
  const expectFocus = async (text, why) => {
    await page.waitForFunction((t) => document.activeElement?.tagName === 'H2' && document.activeElement.textContent.trim() === t, text).catch(() => {});
    const f = await focused(page);
    assert.deepEqual([f.tag, f.text], ['H2', text], why);
  };
  await page.getByRole('link', { name: 'New run' }).click();
  await expectFocus('New run', 'after "New run"');
  // The next Tab is the form's first control, not the header's.
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).text, 'How it works');
  await page.getByRole('link', { name: 'How it works' }).click();
  await expectFocus('How it works', 'after "How it works"');
  await assertAxe(page, 'how it works');
  await screenshot(page, 'how-light');
  await page.getByRole('link', { name: 'Start a new run' }).click();
  await expectFocus('New run', 'after "Start a new run"');
  await page.getByLabel('Run name').fill('Focus run');
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill('Some text to review.\n');
  await page.getByRole('button', { name: 'Start the run' }).click();
  await expectFocus('Focus run', 'after "Start the run"');
  await page.getByRole('link', { name: 'All runs' }).click();
  await expectFocus('Your runs', 'back to the list');
  await page.getByRole('link', { name: 'Focus run' }).click();
  await expectFocus('Focus run', 'opening a run');
  await page.getByRole('link', { name: 'How it works' }).click();
  await expectFocus('How it works', 'How it works from a run');
  assertClean(opened);
  await opened.context.close();
});

test('the new-run form lists every problem at once, each a link to its field', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const opened = await open(DESKTOP, { colorScheme });
    const { page } = opened;
    await page.getByRole('link', { name: 'New run' }).click();
    await page.getByLabel('Rubric: 3 to 6 pass/fail criteria').fill('# T\n- facts: ok\nnot a criterion\n- Bad: id\n');
    await page.getByLabel('Round limit').fill('');
    await page.getByRole('button', { name: 'Start the run' }).click();
    const summary = page.locator('#form-problems');
    await summary.waitFor();
    assert.equal((await focused(page)).id, 'form-problems', 'the summary is focused');
    const items = await summary.locator('li').allInnerTexts();
    assert.equal(items.length, 5, items.join('\n'));
    assert.match(items[0], /needs a name/);
    assert.match(items[1], /rubric line 3/i);
    assert.match(items[2], /rubric line 4/i);
    assert.match(items[3], /artifact/i);
    assert.match(items[4], /round limit/i);
    for (const [id, invalid] of [['run-name', 'true'], ['run-rubric', 'true'], ['run-artifact', 'true'], ['run-rounds', 'true']]) {
      assert.equal(await page.locator(`#${id}`).getAttribute('aria-invalid'), invalid, id);
    }
    assert.match(await page.locator('#run-name').getAttribute('aria-describedby'), /run-name-error/);
    // Each link puts the keyboard in its field; a rubric line's link selects that line.
    await summary.getByRole('link', { name: /needs a name/ }).click();
    assert.equal((await focused(page)).id, 'run-name');
    await summary.getByRole('link', { name: /rubric line 4/i }).click();
    const selection = await page.evaluate(() => {
      const a = document.activeElement;
      return [a.id, a.value.slice(a.selectionStart, a.selectionEnd)];
    });
    assert.deepEqual(selection, ['run-rubric', '- Bad: id']);
    assert.equal(await page.evaluate(() => location.hash), '#/new', 'the links do not leave the page');
    await assertAxe(page, `new-run errors (${colorScheme})`);
    await screenshot(page, `new-run-errors-${colorScheme}`);
    assertClean(opened);
    await opened.context.close();
  }
});

test('the new views pass axe in the dark theme too', async () => {
  const opened = await open(PHONE, { colorScheme: 'dark' });
  const { page } = opened;
  await page.getByRole('link', { name: 'How it works' }).click();
  await page.getByRole('heading', { name: 'The three rules' }).waitFor();
  await assertAxe(page, 'how it works (dark)');
  await screenshot(page, 'how-dark');
  await page.goto(dist.server.url);
  await page.getByRole('link', { name: 'Demo: release notes' }).click();
  await page.locator('#demo-next').waitFor();
  await assertAxe(page, 'demo at round 1, 390 px (dark)');
  await stepDemo(page);
  await page.getByRole('heading', { name: 'Verdict' }).waitFor();
  await assertAxe(page, 'finished demo, 390 px (dark)');
  await screenshot(page, 'demo-done-390-dark');
  assertClean(opened);
  await opened.context.close();
});

test('the first paint shows styled text before the wasm has loaded', async () => {
  const { context, page, offOrigin } = await newPage(dist.browser, { viewport: DESKTOP });
  // Hold the wasm back until the page has been looked at.
  const release = await holdWasm(page);
  await page.goto(dist.server.url, { waitUntil: 'commit' });
  await page.locator('#boot h2').waitFor();
  // The paint entry is recorded a frame after the text is in the DOM: wait for it, the wasm still held.
  await page.waitForFunction(() => performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'));
  const before = await page.evaluate(() => ({
    heading: document.querySelector('#boot h2').textContent,
    painted: performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'),
    styled: getComputedStyle(document.querySelector('#boot .panel')).borderTopLeftRadius,
    app: document.querySelector('.run-list') !== null,
  }));
  assert.deepEqual(before, { heading: 'Loading the review loop…', painted: true, styled: '8px', app: false });
  await screenshot(page, 'boot-light');
  release();
  await page.getByRole('heading', { name: 'Your runs' }).waitFor();
  assert.equal(await page.locator('#boot').count(), 0, 'the app replaced the static page');
  assert.deepEqual(offOrigin, []);
  assert.deepEqual(page.consoleErrors, []);
  await context.close();
});

test('"Record and merge" does both in one action where a merge is the only step left (§5 rule 3, §6)', async () => {
  const opened = await open(DESKTOP);
  const { page } = opened;
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill('One action');
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill('Requires Node 20 or newer to run the CLI.\n');
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name: 'One action', level: 2 }).waitFor();
  const reply = (fails) =>
    JSON.stringify({
      criteria: ['facts', 'complete', 'plain'].map((id) =>
        fails.includes(id)
          ? { id, verdict: 'FAIL', reason: 'Wrong.', quote: 'Requires Node 20 or newer', fix: 'Fix it.' }
          : { id, verdict: 'PASS', reason: `${id} holds.` },
      ),
    });
  const recordAndMerge = page.getByRole('button', { name: 'Record and merge the round' });
  // Judge A passes everything: judge B is next, not a merge, so only "Record" is offered.
  await page.locator('#reply-A').fill(reply([]));
  await page.getByText('✓ A valid reply').waitFor();
  assert.equal(await recordAndMerge.count(), 0);
  // With a FAIL the only step after recording is the merge: one click does both.
  await page.locator('#reply-A').fill(reply(['facts']));
  await page.getByText('✓ A valid reply: 1 of 3 criteria FAIL').waitFor();
  await recordAndMerge.click();
  await page.locator('.run-head .badge', { hasText: 'FIX' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'merge-h');
  const history = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('jury.run.') && localStorage.getItem(k).includes('One action'));
    return JSON.parse(localStorage.getItem(key)).history.entries.map((e) => e.type);
  });
  assert.deepEqual(history, ['init', 'reply', 'merge'], 'a record and a merge, as if clicked one by one');
  await assertAxe(page, 'after Record and merge');
  assertClean(opened);
  await opened.context.close();
});
