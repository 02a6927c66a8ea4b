// The review loop in the browser, as a new user runs it (issue 5): everything is done through
// the UI of the built app (dist/), replies are pasted, and every test checks that no request
// left the origin and that the console stayed clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, serveDir, newPage, screenshot as harnessScreenshot, useDist, assertClean, assertAxe, finishDemo } from './harness.mjs';

const RUBRIC_IDS = ['facts', 'complete', 'plain'];
const DRAFT = `# jury 0.4.0 release notes

- Requires Node 20 or newer to run the CLI.
- New: \`jury export\` writes a run to a single file you can share.
`;

/** A judge reply: `fails` maps criterion id to {reason, quote}; the rest pass. */
function reply(fails = {}, extra = {}) {
  return JSON.stringify(
    {
      criteria: RUBRIC_IDS.map((id) =>
        fails[id]
          ? { id, verdict: 'FAIL', reason: fails[id].reason, quote: fails[id].quote, fix: fails[id].fix }
          : { id, verdict: 'PASS', reason: `${id} is met.` },
      ),
      verdict: Object.keys(fails).length ? 'NEEDS_WORK' : 'PASS',
      ...extra,
    },
    null,
    2,
  );
}

/** A full-page screenshot from the top (the artifact panel is sticky on wide screens). */
async function screenshot(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return harnessScreenshot(page, name);
}

const dist = useDist();

/** A fresh profile on the app, with clipboard access; returns what `newPage` returns. */
async function open(options = {}, url = dist.server.url) {
  const opened = await newPage(dist.browser, { viewport: { width: 1360, height: 900 }, ...options });
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: dist.server.origin });
  await opened.page.goto(url);
  await opened.page.getByRole('heading', { name: 'Your runs' }).waitFor();
  return opened;
}

/** Starts a run through the form with the text example rubric. */
async function createRun(page, name, { rounds } = {}) {
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill(name);
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill(DRAFT);
  await page.getByLabel('Artifact name').fill('notes.md');
  if (rounds) await page.getByLabel('Round limit').fill(String(rounds));
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}

async function record(page, judge, text, { withKeyboard = false } = {}) {
  const box = page.locator(`#reply-${judge}`);
  await box.fill(text);
  await page.getByText('✓ A valid reply').first().waitFor();
  if (withKeyboard) await box.press('Control+Enter');
  else await page.getByRole('button', { name: `Record judge ${judge}'s reply` }).click();
  await page.locator(`#reply-${judge}`).first().waitFor({ state: 'hidden' }).catch(() => {});
}

async function merge(page, outcome) {
  await page.getByRole('button', { name: 'Merge the round', exact: true }).click();
  await page.locator('.run-head .badge', { hasText: outcome }).waitFor();
}

async function download(page, buttonName) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName }).click()]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

test('first visit shows the demo at round 1, replayed by the core, and it plays to its verdict', async () => {
  const opened = await open();
  const { page } = opened;
  const row = page.locator('.run-list li').first();
  await assert.doesNotReject(row.getByText('Demo: release notes').waitFor());
  assert.match(await row.innerText(), /OPEN[\s\S]*Round 1 of 3/);
  // The app registers ./sw.js and says so once the worker controls the page.
  await page.getByText('✓ Available offline').waitFor();
  await assertAxe(page, 'run list');
  await screenshot(page, 'list-light');
  await row.getByRole('link').click();
  await finishDemo(page);
  await assertAxe(page, 'finished run');
  await screenshot(page, 'verdict-light');
  assertClean(opened);
  await opened.context.close();
});

test('a full run: bad reply, FIX, revision with diff, reload, NEED_B, PASS, verdict downloads', async () => {
  const opened = await open();
  const { page } = opened;
  await page.getByRole('link', { name: 'New run' }).click();
  // Live rubric validation names the line.
  await page.getByLabel('Rubric: 3 to 6 pass/fail criteria').fill('- facts: ok\nnot a criterion\n');
  await page.getByText('rubric line 2', { exact: false }).waitFor();
  await assertAxe(page, 'new run form');
  await screenshot(page, 'new-run-light');
  // The form is a draft that outlives Cancel; empty the rubric so the example replaces it unasked.
  await page.getByLabel('Rubric: 3 to 6 pass/fail criteria').fill('');
  await page.getByRole('link', { name: 'Cancel' }).click();

  await createRun(page, 'Release notes 0.4');
  // The prompt: one click copies it, and the page says so.
  await page.getByRole('button', { name: 'Copy the prompt for judge A' }).click();
  await page.getByText('✓ Copied to the clipboard').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /Requires Node 20 or newer/);
  assert.match(copied, /facts/);

  // A bad reply shows where it is broken, and nothing is recorded.
  await page.locator('#reply-A').fill('Here you go:\n{\n  "criteria": [,]\n}');
  await page.getByText(/Line 3, column \d+/).first().waitFor();
  // The place is a button that puts the caret on the broken spot.
  await page.getByRole('button', { name: /Line 3, column 16/ }).click();
  assert.equal(await page.evaluate(() => document.activeElement.id), 'reply-A');
  assert.equal(await page.evaluate(() => document.activeElement.selectionStart), 'Here you go:\n{\n  "criteria": ['.length);
  await assertAxe(page, 'round with a reply error');
  await screenshot(page, 'reply-error-light');
  await page.locator('#reply-A').fill('{"criteria": [{"id": "facts", "verdict": "PASS"}]}');
  await page.getByText('Criterion “complete”').first().waitFor();

  // Round 1: judge A fails "facts" with a quote that is in the draft.
  await record(
    page,
    'A',
    '```json\n' +
      reply({ facts: { reason: 'package.json says 22.18.', quote: 'Requires Node 20 or newer', fix: 'Say 22.18.' } }) +
      '\n```',
  );
  await page.getByText('✓ Quote found in the artifact at line 3, column 3').waitFor();
  await page.getByText('proves the text is in the artifact, not that the criterion really fails').waitFor();
  await page.getByRole('button', { name: 'Show in artifact' }).click();
  assert.equal(await page.locator('mark#quote-mark').innerText(), 'Requires Node 20 or newer');
  await merge(page, 'FIX');
  await page.getByText('Make the fixes listed below').waitFor();
  await assertAxe(page, 'FIX outcome');
  await screenshot(page, 'fix-light');

  // Revise in place; the diff shows the change.
  const editor = page.getByLabel('Revised artifact');
  await editor.fill(DRAFT.replace('Node 20', 'Node 22.18'));
  await page.locator('.diff .ins', { hasText: 'Node 22.18' }).waitFor();
  await page.getByRole('button', { name: 'Start round 2' }).click();
  await page.locator('.run-head', { hasText: 'Round 2 of 3' }).waitFor();

  // Reload in the middle: the run continues where it was.
  await page.reload();
  await page.locator('.run-head', { hasText: 'Round 2 of 3' }).waitFor();
  // Judge A re-fails "plain", which passed in round 1, without a quote: rule 1 blocks it.
  await record(page, 'A', reply({ plain: { reason: 'Could be friendlier.' } }, { optional: ['The second bullet could be shorter.'] }), {
    withKeyboard: true,
  });
  await page.getByText('Blocked by rule 1 (anti-ratchet)').first().waitFor();
  await page.getByText('judge wrote FAIL, rule 1 counts it as PASS').waitFor();
  await merge(page, 'NEED_B');
  await page.getByText('Now ask judge B').waitFor();
  await assertAxe(page, 'NEED_B');
  await screenshot(page, 'need-b-light');
  // A pasted reply that is not recorded yet survives a reload too.
  await page.locator('#reply-B').fill(reply());
  await page.reload();
  await page.locator('.run-head .badge', { hasText: 'NEED_B' }).waitFor();
  assert.equal(await page.locator('#reply-B').inputValue(), reply());
  await record(page, 'B', reply());
  await merge(page, 'PASS');
  await page.getByText('Fixed since round 1: facts').waitFor();

  // Timeline: facts went FAIL then PASS.
  const factsRow = page.locator('.timeline tbody tr', { hasText: 'facts' });
  assert.match(await factsRow.innerText(), /FAIL\s+PASS/);

  const verdict = await download(page, 'Download verdict.json');
  assert.equal(verdict.name, 'verdict.json');
  const doc = JSON.parse(verdict.text);
  assert.equal(doc.schema, 'jury.verdict/1');
  assert.equal(doc.outcome, 'PASS');
  assert.equal(doc.rounds, 2);
  assert.deepEqual(doc.history.map((h) => h.outcome), ['FIX', 'PASS']);
  // review-loop.md §9: the objection rule 1 blocked is in the verdict and next to the outcome.
  assert.deepEqual(
    doc.blocked.map((b) => [b.round, b.judge, b.criterion, b.reason]),
    [[2, 'A', 'plain', 'Could be friendlier.']],
  );
  await page.locator('.verdict-blocked', { hasText: 'PASS, with 1 objection blocked by rule 1' }).waitFor();
  const md = await download(page, 'Download the Markdown report');
  assert.match(md.text, /^# Verdict: Release notes 0\.4/);
  assert.match(md.text, /\*\*PASS, with 1 objection blocked by rule 1\*\*/);
  const html = await download(page, 'Download the HTML report');
  assert.match(html.text, /^<!doctype html>/);
  assert.doesNotMatch(html.text, /<script/);
  await assertAxe(page, 'verdict');
  assertClean(opened);
  await opened.context.close();
});

test('DISPUTED: both reasons side by side, settled by hand', async () => {
  const opened = await open();
  const { page } = opened;
  await createRun(page, 'Disputed notes');
  await record(page, 'A', reply());
  await merge(page, 'NEED_B');
  await record(page, 'B', reply({ plain: { reason: 'The word "CLI" is jargon.', quote: 'a quote that is nowhere' } }));
  await merge(page, 'DISPUTED');
  const panel = page.locator('.judge-box', { hasText: 'Your decision on plain' });
  await panel.getByText('The word "CLI" is jargon.').waitFor();
  await panel.getByText('plain is met.').waitFor();
  await assertAxe(page, 'DISPUTED');
  await screenshot(page, 'disputed-light');
  // A note is required; the core says so and nothing changes.
  await panel.getByLabel('PASS').check();
  await panel.getByRole('button', { name: 'Settle plain' }).click();
  await page.getByText('needs a note').waitFor();
  await panel.getByLabel('Why (kept in the history)').fill('CLI is explained in the README linked above.');
  await panel.getByRole('button', { name: 'Settle plain' }).click();
  await page.locator('.run-head .badge', { hasText: 'PASS' }).waitFor();
  await page.getByText('settled by you: CLI is explained').waitFor();
  assertClean(opened);
  await opened.context.close();
});

// review-loop.md §3: the whole chat pasted (the prompt, "ChatGPT said:", the answer in a fence, a
// closing remark) records the judge's answer, never the prompt's example; the prompt alone is
// refused with words that say so.
test('a whole chat pasted into the reply box records the judge\'s answer', async () => {
  const opened = await open();
  const { page } = opened;
  await createRun(page, 'Whole chat');
  await page.getByRole('button', { name: 'Copy the prompt for judge A' }).click();
  await page.getByText('✓ Copied to the clipboard').waitFor();
  const prompt = await page.evaluate(() => navigator.clipboard.readText());

  await page.locator('#reply-A').fill(prompt);
  await page.getByText("This is the judge prompt, not the judge's answer").first().waitFor();
  await page.getByRole('button', { name: "Record judge A's reply" }).click();
  await page.getByText("This is the judge prompt, not the judge's answer").first().waitFor();
  const reportA = page.locator('section[aria-labelledby="judge-a-h"] table');
  assert.equal(await reportA.count(), 0, 'nothing was recorded');

  const answer = reply({ facts: { reason: 'The CLI needs Node 22.18.', quote: 'Requires Node 20 or newer', fix: 'Say 22.18.' } });
  const chat = `You said:\n${prompt}\nChatGPT said:\n\n\`\`\`json\n${answer}\n\`\`\`\n\nLet me know if you want me to look again.\n`;
  await page.locator('#reply-A').fill(chat);
  await page.getByText('✓ A valid reply: 1 of 3 criteria FAIL').waitFor();
  await page.getByRole('button', { name: "Record judge A's reply" }).click();
  await reportA.waitFor();
  await reportA.getByText('The CLI needs Node 22.18.').waitFor();
  await page.getByText('✓ Quote found in the artifact at line 3, column 3').waitFor();
  assert.equal(await page.getByText('For a FAIL: the passage').count(), 0, 'the example was not recorded');
  assertClean(opened);
  await opened.context.close();
});

// review-loop.md §6: judge A's reply pasted as judge B is refused, naming it; nothing changes.
test("judge A's reply pasted as judge B is refused", async () => {
  const opened = await open();
  const { page } = opened;
  await createRun(page, 'Same reply twice');
  await record(page, 'A', reply());
  await merge(page, 'NEED_B');
  const refusal = "This reply is the same as judge A's reply of round 1";
  await page.locator('#reply-B').fill(`Here is my review:\n${reply()}`);
  await page.getByText(refusal).first().waitFor();
  await page.getByRole('button', { name: "Record judge B's reply" }).click();
  await page.getByText(refusal).first().waitFor();
  await page.reload();
  await page.locator('.run-head .badge', { hasText: 'NEED_B' }).waitFor();
  assert.equal(await page.locator('section[aria-labelledby="judge-b-h"] table').count(), 0, 'nothing was recorded for judge B');
  await record(page, 'B', reply({}, { optional: ['Judge B read it twice.'] }));
  await merge(page, 'PASS');
  assertClean(opened);
  await opened.context.close();
});

test('ROUND_LIMIT: an artifact opened from a file keeps its name; a failing last round stops the run', async () => {
  const opened = await open();
  const { page } = opened;
  const file = path.join(fs.mkdtempSync('/tmp/jury-e2e-'), 'landing.html');
  fs.writeFileSync(file, '<h1>Acme</h1>\n<p>Requires Node 20 or newer for the build.</p>\n');
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill('One round only');
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Open a file…').setInputFiles(file);
  // The file is read asynchronously (File API): wait for its name to land in the form.
  const nameInput = await page.getByLabel('Artifact name').elementHandle();
  await page.waitForFunction((el) => el.value === 'landing.html', nameInput);
  await page.getByLabel('Round limit').fill('1');
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name: 'landing.html (round 1)' }).waitFor();
  // The HTML is shown as text, never rendered.
  assert.equal(await page.locator('.artifact-text h1').count(), 0);
  await page.locator('.artifact-text', { hasText: '<h1>Acme</h1>' }).waitFor();
  await record(page, 'A', reply({ facts: { reason: 'Node 22.18 is required.', quote: 'Requires Node 20 or newer' } }));
  await merge(page, 'ROUND_LIMIT');
  await page.getByText('Criteria still fail at the round limit (1)').waitFor();
  await page.getByRole('heading', { name: 'Verdict' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Merge the round', exact: true }).count(), 0);
  await assertAxe(page, 'ROUND_LIMIT');
  await screenshot(page, 'round-limit-light');
  assertClean(opened);
  await opened.context.close();
});

test('export, then import in a fresh profile gives the same verdict; import asks before replacing', async () => {
  const first = await open();
  await first.page.locator('.run-list a').first().click();
  await finishDemo(first.page);
  const exported = await download(first.page, 'Export run');
  assert.match(exported.name, /\.jury\.json$/);
  const verdictBefore = (await download(first.page, 'Download verdict.json')).text;
  assertClean(first);
  await first.context.close();

  const file = path.join(fs.mkdtempSync('/tmp/jury-e2e-'), exported.name);
  fs.writeFileSync(file, exported.text);
  const second = await open();
  const { page } = second;
  // The fresh profile has its own demo of the same name: the import must ask.
  await page.getByLabel('Import a run file…').setInputFiles(file);
  await page.getByText('is already stored in this browser').waitFor();
  await page.getByRole('button', { name: 'Keep both (add this one as a copy)' }).click();
  await page.getByRole('heading', { name: 'Verdict' }).waitFor();
  const verdictAfter = (await download(page, 'Download verdict.json')).text;
  assert.equal(verdictAfter, verdictBefore);
  await page.getByRole('link', { name: 'All runs' }).click();
  await page.locator('.run-list li').nth(1).waitFor();
  assert.equal(await page.locator('.run-list li').count(), 2);
  // Importing it again and choosing "Replace" overwrites one run, after asking.
  await page.getByLabel('Import a run file…').setInputFiles(file);
  await page.getByRole('button', { name: 'Replace the stored run' }).click();
  await page.getByRole('heading', { name: 'Verdict' }).waitFor();
  await page.getByRole('link', { name: 'All runs' }).click();
  await page.locator('.run-list li').nth(1).waitFor();
  assert.equal(await page.locator('.run-list li').count(), 2);

  // A file that is not a run is refused with the reason, and nothing changes.
  const bad = path.join(path.dirname(file), 'bad.json');
  fs.writeFileSync(bad, '{"schema": "jury.run/1", "entries": [}');
  await page.getByLabel('Import a run file…').setInputFiles(bad);
  await page.getByText('bad.json is not a run file').waitFor();
  assert.equal(await page.locator('.run-list li').count(), 2);
  // The verdict, picked instead of the run file, is named as such and points to the run file
  // (issue #12).
  const verdictFile = path.join(path.dirname(file), 'verdict.json');
  fs.writeFileSync(verdictFile, verdictBefore);
  await page.getByLabel('Import a run file…').setInputFiles(verdictFile);
  const refusal = await page.getByText('verdict.json is not a run file').innerText();
  assert.match(refusal, /this file is a verdict \("jury\.verdict\/1"\), the summary of a finished run, not the run itself; import the run's own file instead, the one "Export run" saves/);
  assert.doesNotMatch(refusal, /is not a jury run/);
  assert.equal(await page.locator('.run-list li').count(), 2);
  assertClean(second);
  await second.context.close();
});

test('a corrupted localStorage entry is reported and skipped; the good run still loads', async () => {
  const opened = await open();
  const { page } = opened;
  await page.evaluate(() => {
    localStorage.setItem('jury.run.broken-1', '{"schema": "jury.web.run/1", oops');
    localStorage.setItem('jury.run.alien-2', JSON.stringify({ schema: 'something/else' }));
  });
  await page.reload();
  await page.getByText('Some stored entries could not be loaded').waitFor();
  await page.getByText('jury.run.broken-1').waitFor();
  await page.getByText('jury.run.alien-2').waitFor();
  await page.locator('.run-list li', { hasText: 'Demo: release notes' }).waitFor();
  await assertAxe(page, 'list with a problem entry');
  await screenshot(page, 'corrupt-entry-light');
  // Nothing is deleted without a click.
  assert.ok(await page.evaluate(() => localStorage.getItem('jury.run.broken-1')));
  await page.getByRole('button', { name: 'Delete it (jury.run.broken-1)' }).click();
  await page.getByText('jury.run.broken-1').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => localStorage.getItem('jury.run.broken-1')), null);
  assertClean(opened);
  await opened.context.close();
});

test('quota exceeded: a clear message, nothing stored is lost, the reply stays, export offered', async () => {
  const opened = await open();
  const { page } = opened;
  await createRun(page, 'Quota notes');
  const before = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('jury.run.')).sort().map((k) => localStorage.getItem(k)));
  // Fill the origin's storage to the last few bytes.
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    let i = 0;
    while (chunk.length > 0) {
      try {
        localStorage.setItem(`filler-${i++}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
  const text = reply({ facts: { reason: 'Node 22.18 is required.', quote: 'Requires Node 20 or newer' } });
  await page.locator('#reply-A').fill(text);
  await page.getByRole('button', { name: "Record judge A's reply" }).click();
  // The run is small: the message says it does not fit in what the other data left.
  await page.getByText(/This run does not fit in what is left of this browser's storage: it takes \d+ characters, but only about \d+ characters are left/).waitFor();
  assert.equal(await page.locator('#reply-A').inputValue(), text, 'the reply stays on screen');
  await assertAxe(page, 'quota message');
  await screenshot(page, 'quota-light');
  const exported = await download(page, 'Export this run with the change to a file');
  assert.match(exported.text, /Node 22\.18 is required/);
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('jury.run.')).sort().map((k) => localStorage.getItem(k)));
  assert.deepEqual(stored, before, 'nothing stored changed');
  // Free space, and the same click records it.
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('filler-')).forEach((k) => localStorage.removeItem(k)));
  await page.getByRole('button', { name: "Record judge A's reply" }).click();
  await page.getByText('✓ Quote found in the artifact').waitFor();
  assertClean(opened);
  await opened.context.close();
});

test('a run too big for jury or for the storage: the message says why and how big, the form survives a reload, nothing stored changes', async () => {
  const opened = await open();
  const { page } = opened;
  const stored = () => page.evaluate(() => JSON.stringify(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));
  /** Fills the form (the artifact set at once: typing megabytes is slow) and starts the run. */
  async function start(name, artifact) {
    await page.goto(dist.server.url + '#/new');
    await page.getByLabel('Run name').fill(name);
    await page.getByRole('button', { name: 'text example' }).click();
    await page.getByLabel('Artifact: the text to review').evaluate((el, text) => {
      el.value = text;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, artifact);
    await page.getByRole('button', { name: 'Start the run' }).click();
  }
  const text = (chars) => ('Requires Node 20 or newer. '.repeat(3) + '\n').repeat(Math.ceil(chars / 82)).slice(0, chars);

  // 6 MB: more than jury takes as an artifact (core/src/limits.rs), refused before anything is
  // stored, with the sizes.
  const before = await stored();
  await start('Six megabytes', text(6_000_000));
  await page.locator('#run-artifact-error').getByText(/artifact is 6\.0 MB: 2\.0 MB over jury's limit of 4\.0 MB/).waitFor();
  assert.equal(await stored(), before, 'nothing stored changed');
  // The artifact is too big for the tab's session storage too, and the form says so.
  await page.getByText('reloading the page would lose it').waitFor();
  await page.reload();
  assert.equal(await page.getByLabel('Run name').inputValue(), 'Six megabytes', 'the name survives a reload');
  assert.match(await page.getByLabel('Rubric: 3 to 6 pass/fail criteria').inputValue(), /^# /, 'the rubric survives a reload');

  // 3 MB when another 2.5 MB run is stored: it would fit an empty storage, not what is left.
  await start('Two and a half megabytes', text(2_500_000));
  await page.getByRole('heading', { name: 'Two and a half megabytes', level: 2 }).waitFor();
  const withOther = await stored();
  await start('Three megabytes', text(3_000_000));
  await page.getByText(/This run does not fit in what is left of this browser's storage: it takes 3\.0 million characters, but only about 2\.\d million characters are left of the 5\.2 million characters/).waitFor();
  await page.getByText('export runs you no longer need and delete them').waitFor();
  assert.equal(await stored(), withOther, 'nothing stored changed');
  await page.reload();
  assert.equal(await page.getByLabel('Run name').inputValue(), 'Three megabytes');
  assert.equal((await page.getByLabel('Artifact: the text to review').inputValue()).length, 3_000_000, 'the artifact survives a reload');
  assert.equal(await page.getByText('reloading the page would lose it').count(), 0);
  assertClean(opened);
  await opened.context.close();
});

test('two pages on one origin: changes show in the other; a stale page never overwrites, and keeps what it typed', async () => {
  const opened = await open();
  const one = opened.page;
  await createRun(one, 'Two tabs');
  const runUrl = one.url();
  // Page two lets the test mute its storage events, to make it stale on purpose.
  await opened.context.addInitScript(() => {
    window.addEventListener(
      'storage',
      (e) => {
        if (window.__muteStorage) e.stopImmediatePropagation();
      },
      true,
    );
  });
  const two = await opened.context.newPage();
  await two.goto(runUrl);
  await two.getByRole('heading', { name: 'Two tabs', level: 2 }).waitFor();

  await record(one, 'A', reply({ facts: { reason: 'Node 22.18 is required.', quote: 'Requires Node 20 or newer' } }));
  // The other page shows it without a reload.
  await two.getByRole('button', { name: 'Merge the round', exact: true }).waitFor();

  await two.evaluate(() => {
    window.__muteStorage = true;
  });
  await merge(one, 'FIX');
  // Page two still shows the old state and tries to merge again: refused, then it shows the newer run.
  await two.getByRole('button', { name: 'Merge the round', exact: true }).click();
  await two.getByText('changed in another tab').waitFor();
  await two.locator('.run-head .badge', { hasText: 'FIX' }).waitFor();

  // Both revise; page two, stale again, loses the race. Its revision box goes with round 1, so
  // the message must not claim the text is on screen, and the export keeps it.
  await one.getByLabel('Revised artifact').fill(DRAFT.replace('Node 20', 'Node 22.18'));
  await one.getByRole('button', { name: 'Start round 2' }).click();
  await one.locator('.run-head', { hasText: 'Round 2 of 3' }).waitFor();
  await two.getByLabel('Revised artifact').fill('Page two wrote this revision.\n');
  await two.getByRole('button', { name: 'Start round 2' }).click();
  await two.locator('.run-head', { hasText: 'Round 2 of 3' }).waitFor();
  assert.equal(await two.getByLabel('Revised artifact').count(), 0);
  const message = await two.locator('.notice.error').first().innerText();
  assert.match(message, /If the box you typed in is gone with it, export this run with your change/);
  assert.doesNotMatch(message, /still on screen/);
  const kept = await download(two, 'Export this run with the change to a file');
  assert.match(kept.text, /Page two wrote this revision/);

  const history = await one.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('jury.run.') && localStorage.getItem(k).includes('Two tabs'));
    return JSON.parse(localStorage.getItem(key)).history.entries.map((e) => e.type);
  });
  assert.deepEqual(history, ['init', 'reply', 'merge', 'revise']);
  assertClean(opened);
  await opened.context.close();
});

test('the app works at a sub-path, and offline.html boots from file:// and opens the demo', async () => {
  const sub = await serveDir(distDir, { base: '/deep/sub/path/' });
  try {
    const opened = await open({}, sub.url);
    await opened.page.locator('.run-list a').first().click();
    await finishDemo(opened.page);
    assert.ok(sub.requests.every((r) => r.startsWith('/deep/sub/path/')));
    assertClean(opened);
    await opened.context.close();
  } finally {
    await sub.close();
  }
  const offline = await newPage(dist.browser);
  await offline.page.goto(pathToFileURL(path.join(distDir, 'offline.html')).href);
  await offline.page.locator('.run-list a').first().click({ timeout: 30_000 });
  await finishDemo(offline.page);
  assertClean(offline);
  await offline.context.close();
});

test('dark theme screenshots of the main views pass axe too', async () => {
  const opened = await open({ colorScheme: 'dark' });
  const { page } = opened;
  await assertAxe(page, 'run list (dark)');
  await screenshot(page, 'list-dark');
  await page.locator('.run-list a').first().click();
  await finishDemo(page);
  await assertAxe(page, 'verdict (dark)');
  await screenshot(page, 'verdict-dark');
  await page.getByRole('link', { name: 'All runs' }).click();
  await createRun(page, 'Dark run');
  await record(page, 'A', reply({ facts: { reason: 'Wrong version.', quote: 'Requires Node 20 or newer' } }));
  await merge(page, 'FIX');
  await assertAxe(page, 'FIX (dark)');
  await screenshot(page, 'fix-dark');
  // Revising with the same text is allowed, with the core's warning.
  await page.getByText('The text is the same as in round 1').waitFor();
  await page.getByRole('button', { name: 'Start round 2' }).click();
  await page.getByText('unchanged since round 1').waitFor();
  await page.goto(dist.server.url + '#/new');
  await page.getByRole('button', { name: 'code example' }).click();
  await assertAxe(page, 'new run (dark)');
  await screenshot(page, 'new-run-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(dist.server.url);
  await page.getByRole('link', { name: 'Demo: release notes' }).click();
  await page.getByRole('heading', { name: 'Verdict' }).waitFor();
  await screenshot(page, 'run-narrow-dark');
  // Stacked on a narrow screen: nothing is wider than the viewport.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no horizontal scroll');
  assertClean(opened);
  await opened.context.close();
});
