// Share links and two tabs (issue 12), on the release build served at a sub-path: a run goes
// into a link, opens read only in a fresh browser, is kept (asking before replacing a run of
// the same name); the committed version-1 link still opens; an oversize run is offered as a
// file; damaged links say what is wrong and store nothing; a reply recorded in one tab is
// announced in the other, whose unrecorded paste stays. axe in light and dark on the new views.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { repoRoot, distDir, serveDir, newPage, axeCheck, launchBrowser, finishDemo } from './harness.mjs';
import { before, after } from 'node:test';

const shared = { browser: null, server: null };
before(async () => {
  assert.ok(fs.existsSync(path.join(distDir, 'index.html')), 'dist/ missing: run `cargo xtask dist`');
  shared.browser = await launchBrowser();
  // A sub-path: links must point back to wherever the app is served.
  shared.server = await serveDir(distDir, { base: '/tools/jury/' });
});
after(async () => {
  await shared.server?.close();
  await shared.browser?.close();
});

/** A fresh browser profile (empty storage) with clipboard access. */
async function fresh(t, options = {}) {
  const opened = await newPage(shared.browser, { viewport: { width: 1360, height: 900 }, ...options });
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shared.server.origin });
  t.after(() => opened.context.close());
  return opened;
}

function assertClean({ page, offOrigin }) {
  assert.deepEqual(offOrigin, [], 'no request leaves the origin');
  assert.deepEqual(page.consoleErrors, [], 'no console errors or CSP violations');
}

async function assertAxe(page, view) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const violations = await axeCheck(page);
    assert.deepEqual(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
      `axe-core violations on ${view} (${scheme})`,
    );
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const appKeys = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('jury.')).sort());

/** Presses "Copy a share link" and returns the link, read from the clipboard and the page. */
async function copyLink(page) {
  // The sentence saying what the link holds is there before anything is copied.
  await page.getByText('The link contains the whole run, the artifact and the judges\' replies included').first().waitFor();
  await page.getByRole('button', { name: 'Copy a share link' }).click();
  await page.getByText('✓ Share link copied').waitFor();
  const shown = await page.getByLabel('Share link').inputValue();
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(clip, shown, 'the clipboard holds the link shown');
  return shown;
}

const RUBRIC_EXAMPLE = 'text example';

async function createRun(page, name, artifact) {
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill(name);
  await page.getByRole('button', { name: RUBRIC_EXAMPLE }).click();
  await page.getByLabel('Artifact: the text to review').fill(artifact);
  await page.getByLabel('Artifact name').fill('notes.md');
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}

test('a review-loop run round trips through a link: read only, kept, then replace or keep both', async (t) => {
  const sender = await fresh(t);
  await sender.page.goto(shared.server.url);
  await sender.page.locator('.run-list').getByRole('link', { name: 'Demo: release notes' }).click();
  await finishDemo(sender.page);
  const link = await copyLink(sender.page);
  assert.ok(link.startsWith(`${shared.server.url}#/shared/1/run/`), link);
  t.diagnostic(`demo run share link: ${link.length} characters`);
  assertClean(sender);

  // A fresh profile: nothing stored, the run shown read only.
  const reader = await fresh(t);
  const { page } = reader;
  await page.goto(link);
  await page.getByRole('heading', { name: 'Demo: release notes', level: 2 }).waitFor();
  await page.getByText('A shared run, read only').waitFor();
  await page.getByRole('heading', { name: 'Verdict' }).waitFor();
  for (const step of ['Merge the round', 'Start round 2', 'Record judge A\'s reply', 'Delete']) {
    assert.equal(await page.getByRole('button', { name: step }).count(), 0, `no "${step}" on a shared run`);
  }
  assert.equal(await page.locator('textarea').count(), 0, 'no reply box');
  assert.deepEqual(await appKeys(page), [], 'opening a link stores nothing (not even the demo)');
  await assertAxe(page, 'shared run');

  await page.getByRole('button', { name: 'Keep a copy in this browser' }).click();
  await page.waitForURL(/#\/run\//);
  await page.getByRole('button', { name: 'Export run' }).waitFor();
  const keys = await appKeys(page);
  assert.equal(keys.filter((k) => k.startsWith('jury.run.')).length, 1, `one run kept: ${keys}`);

  // The same link again: a run of that name exists, so the page asks.
  await page.goto(link);
  await page.getByRole('button', { name: 'Keep a copy in this browser' }).click();
  await page.getByText('A run named “Demo: release notes” is already stored in this browser').waitFor();
  await assertAxe(page, 'replace or keep both');
  await page.getByRole('button', { name: 'Cancel' }).click();
  assert.equal((await appKeys(page)).filter((k) => k.startsWith('jury.run.')).length, 1, 'cancel stores nothing');
  await page.getByRole('button', { name: 'Keep a copy in this browser' }).click();
  await page.getByRole('button', { name: 'Keep both (add this one as a copy)' }).click();
  await page.waitForURL(/#\/run\//);
  assert.equal((await appKeys(page)).filter((k) => k.startsWith('jury.run.')).length, 2, 'keep both adds one');
  await page.goto(link);
  await page.getByRole('button', { name: 'Keep a copy in this browser' }).click();
  await page.getByRole('button', { name: 'Replace the stored run' }).click();
  await page.waitForURL(/#\/run\//);
  assert.equal((await appKeys(page)).filter((k) => k.startsWith('jury.run.')).length, 2, 'replace adds none');
  assertClean(reader);
});

test('the committed version-1 link still opens', async (t) => {
  const fixture = fs.readFileSync(path.join(repoRoot, 'core', 'tests', 'fixtures', 'share-v1-run.txt'), 'utf8').trim();
  const link = fixture.replace('https://example.org/jury/', shared.server.url);
  const opened = await fresh(t);
  await opened.page.goto(link);
  await opened.page.getByRole('heading', { name: 'Shared fixture — launch notes', level: 2 }).waitFor();
  assert.match(await opened.page.locator('.run-head').innerText(), /PASS[\s\S]*Round 2 of 3/);
  assert.deepEqual(await appKeys(opened.page), []);
  assertClean(opened);
});

test('a run too big for a link says so and offers the file', async (t) => {
  const opened = await fresh(t);
  const { page } = opened;
  await page.goto(shared.server.url);
  // About 40,000 characters that do not compress (random bytes in base64, in lines).
  const big = crypto.randomBytes(30000).toString('base64').replace(/.{76}/g, '$&\n');
  await createRun(page, 'Too big to link', big);
  await page.getByRole('button', { name: 'Copy a share link' }).click();
  const notice = page.locator('.share-link .notice');
  await notice.getByText('This run is too big to share as a link').waitFor();
  assert.match(await notice.innerText(), /links longer than 32000 characters/);
  const [file] = await Promise.all([page.waitForEvent('download'), notice.getByRole('button', { name: 'Export run' }).click()]);
  assert.equal(file.suggestedFilename(), 'Too big to link.jury.json');
  assert.equal(await page.getByLabel('Share link').count(), 0, 'no link is offered');
  assertClean(opened);
});

test('damaged links say what is wrong and store nothing', async (t) => {
  const opened = await fresh(t);
  const { page } = opened;
  const good = fs.readFileSync(path.join(repoRoot, 'core', 'tests', 'fixtures', 'share-v1-run.txt'), 'utf8').trim();
  const data = good.split('#/shared/1/run/')[1];
  const b64 = (bytes) => Buffer.from(bytes).toString('base64url');
  const cases = [
    ['cut short', `1/run/${data.slice(0, data.length - 40)}`, 'This share link is cut short'],
    // A character of the checksum at the end changed: the data inflates, the checksum differs.
    ['altered', `1/run/${data.slice(0, -4)}${data.at(-4) === 'A' ? 'B' : 'A'}${data.slice(-3)}`, 'part of it was changed'],
    ['newer version', `7/run/${data}`, 'made by a newer version of jury (link version 7'],
    // The fragment arrives percent-escaped: the damage is named as the reader sees it (issue 19).
    ['not base64', `1/run/${data.slice(0, 30)}%21${data.slice(30)}`, 'character 31 of its data is “!”'],
    ['a space', `1/run/${data.slice(0, 43)} ${data.slice(43)}`, 'character 44 of its data is a space'],
    ['not a run', `1/run/${b64(zlib.deflateSync(JSON.stringify({ schema: 'jury.verdict/1' })))}`, 'this file is a verdict'],
    ['no data', '1/run', 'This share link is incomplete'],
  ];
  await page.goto(shared.server.url + '#/shared/1/run');
  for (const [what, rest, words] of cases) {
    await page.goto(`${shared.server.url}#/shared/${rest}`);
    await page.getByRole('heading', { name: 'This share link cannot be opened' }).waitFor();
    const alert = page.getByRole('alert');
    await alert.getByText(words, { exact: false }).waitFor();
    assert.match(await alert.innerText(), /Nothing was stored in this browser/, what);
    assert.deepEqual(await appKeys(page), [], `${what}: nothing stored`);
  }
  await assertAxe(page, 'damaged link');
  assertClean(opened);
});

test('a panel run round trips through a link and replays read only', async (t) => {
  const sender = await fresh(t);
  await sender.page.goto(shared.server.url + '#/jury');
  await sender.page.getByText('Shipped at round 3 · composite 8.6').waitFor({ timeout: 20_000 });
  const link = await copyLink(sender.page);
  assert.ok(link.startsWith(`${shared.server.url}#/shared/1/panel/`), link);
  t.diagnostic(`demo panel run share link: ${link.length} characters`);

  const reader = await fresh(t);
  const { page } = reader;
  await page.goto(link);
  await page.getByText('A shared panel run, read only').waitFor();
  await page.getByRole('region', { name: 'Design Jury' }).getByText('Shipped at round 3 · composite 8.6').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByRole('button', { name: 'Run the panel' }).count(), 0, 'no panel form');
  assert.deepEqual(await appKeys(page), []);
  await assertAxe(page, 'shared panel run');
  await page.getByRole('button', { name: 'Keep a copy in this browser' }).click();
  await page.getByText('A copy is kept in this browser').waitFor();
  assert.equal((await appKeys(page)).filter((k) => k.startsWith('jury.panel.run.')).length, 1);
  await page.getByRole('button', { name: 'Keep a copy in this browser' }).click();
  await page.getByRole('button', { name: 'Keep both (add this one as a copy)' }).click();
  assert.equal((await appKeys(page)).filter((k) => k.startsWith('jury.panel.run.')).length, 2);
  assertClean(reader);
  assertClean(sender);
});

test('two tabs: a reply recorded in one is announced in the other, whose paste stays', async (t) => {
  const opened = await fresh(t);
  const one = opened.page;
  await one.goto(shared.server.url);
  await createRun(one, 'Two tabs', '# Notes\n\nRequires Node 20 or newer to run the CLI.\n');
  const two = await opened.context.newPage();
  const twoErrors = [];
  two.on('console', (msg) => msg.type() === 'error' && twoErrors.push(msg.text()));
  two.on('pageerror', (err) => twoErrors.push(err.message));
  await two.goto(one.url());
  await two.getByRole('heading', { name: 'Two tabs', level: 2 }).waitFor();
  const mine = 'Page two pasted this and did not record it yet.';
  await two.locator('#reply-A').fill(mine);

  const pass = JSON.stringify({
    criteria: ['facts', 'complete', 'plain'].map((id) => ({ id, verdict: 'PASS', reason: `${id} is met.` })),
    verdict: 'PASS',
  });
  await one.locator('#reply-A').fill(pass);
  await one.getByRole('button', { name: 'Record judge A\'s reply' }).click();

  const notice = two.locator('.notice', { hasText: 'Another tab changed this run' });
  await notice.waitFor();
  assert.match(await notice.innerText(), /judge A's reply was recorded/);
  // The paste is still there, and shown in the notice since its box has closed.
  const kept = notice.getByLabel('Your unrecorded reply for judge A (round 1), kept from this tab:');
  assert.equal(await kept.inputValue(), mine);
  assert.equal(await two.locator('#reply-A').inputValue(), mine, 'the draft itself is kept');
  // The notice sits with the steps, above judge A's box, not at the top of the page only.
  const [noticeBox, judgeBox] = await Promise.all([notice.boundingBox(), two.locator('#judge-a-h').boundingBox()]);
  assert.ok(noticeBox.y < judgeBox.y, 'the notice is just above the judge boxes');
  await assertAxe(two, 'two-tab notice');
  await notice.getByRole('button', { name: 'OK' }).click();
  assert.equal(await notice.count(), 0);
  assert.deepEqual(twoErrors, []);
  assertClean(opened);
});
