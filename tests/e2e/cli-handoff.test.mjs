// review-loop §13: a run moves between an agent's shell and a person's browser, both ways. The
// `jury` command line (native) starts a run that ends DISPUTED, `jury share` hands it over as a
// link, the person settles it in the app and exports it, `jury import` brings it back, and
// `jury verdict` prints the verdict.json the app downloads, byte for byte. And a run exported by
// the command line opens in the app's "Import a run file…".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, useDist, newPage, assertClean, screenshot } from './harness.mjs';

const dist = useDist();
const targetDir = process.env.CARGO_TARGET_DIR ?? path.join(repoRoot, 'target');
const jury = ['debug', 'release'].map((p) => path.join(targetDir, p, 'jury')).find(fs.existsSync);

const RUBRIC = `# Release notes
- facts: every version, date and command matches the changelog and the code
- complete: every change in the diff is mentioned
- plain: a reader who did not write the code understands each line
`;
const DRAFT = '# agent-jury 0.3\n\n- Requires Node 22.18 or newer.\n- `record` now checks quotes.\n';

function reply(failFacts, note) {
  return JSON.stringify({
    criteria: [
      failFacts
        ? { id: 'facts', verdict: 'FAIL', reason: 'The changelog says Node 22.19.', quote: 'Requires Node 22.19 or newer', fix: 'Say 22.19.' }
        : { id: 'facts', verdict: 'PASS', reason: 'Matches the changelog.' },
      { id: 'complete', verdict: 'PASS', reason: 'Both changes are there.' },
      { id: 'plain', verdict: 'PASS', reason: 'Plain enough.' },
    ],
    optional: [note],
  });
}

function cli(dir, args) {
  const r = spawnSync(jury, args, { cwd: dir, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Run `name` started in `dir` by the command line, judge A's all-PASS reply recorded. */
function passedByA(dir, name) {
  fs.writeFileSync(path.join(dir, 'rubric.md'), RUBRIC);
  fs.writeFileSync(path.join(dir, 'draft.md'), DRAFT);
  fs.writeFileSync(path.join(dir, 'a.json'), reply(false, 'judge A'));
  assert.equal(cli(dir, ['init', name, '--rubric', 'rubric.md', '--artifact', 'draft.md']).code, 0);
  assert.equal(cli(dir, ['record', name, '--judge', 'A', '--file', 'a.json']).code, 0);
}

async function download(page, buttonName) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName }).click()]);
  return { name: file.suggestedFilename(), path: await file.path() };
}

test('an agent\'s DISPUTED run is settled in the browser and comes back with the same verdict', async () => {
  assert.ok(jury, `no jury binary under ${targetDir}: cargo build -p jury-cli`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jury-handoff-'));
  try {
    fs.writeFileSync(path.join(dir, 'rubric.md'), RUBRIC);
    fs.writeFileSync(path.join(dir, 'draft.md'), DRAFT);
    fs.writeFileSync(path.join(dir, 'a.json'), reply(false, 'judge A'));
    fs.writeFileSync(path.join(dir, 'b.json'), reply(true, 'judge B'));
    assert.equal(cli(dir, ['init', 'notes', '--rubric', 'rubric.md', '--artifact', 'draft.md']).code, 0);
    assert.equal(cli(dir, ['record', 'notes', '--judge', 'A', '--file', 'a.json']).code, 0);
    assert.equal(cli(dir, ['merge', 'notes']).code, 5);
    assert.equal(cli(dir, ['record', 'notes', '--judge', 'B', '--file', 'b.json']).code, 0);
    const disputed = cli(dir, ['merge', 'notes', '--json']);
    assert.equal(disputed.code, 3, disputed.stdout);
    assert.deepEqual(JSON.parse(disputed.stdout).disputed, ['facts']);

    const share = cli(dir, ['share', 'notes', '--app', dist.server.url]);
    assert.equal(share.code, 0, share.stderr);
    const link = share.stdout.trim();

    const opened = await newPage(dist.browser, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const { page } = opened;
    await page.goto(link);
    await page.getByRole('button', { name: 'Keep a copy in this browser' }).click();
    await page.waitForURL(/#\/run\//);
    const panel = page.locator('.judge-box', { hasText: 'Your decision on facts' });
    await panel.getByText('The changelog says Node 22.19.').waitFor();
    await panel.getByLabel('PASS').check();
    await panel.getByLabel('Why (kept in the history)').fill('Checked the changelog myself: 22.18 is right.');
    await panel.getByRole('button', { name: 'Settle facts' }).click();
    await page.locator('.run-head .badge', { hasText: 'PASS' }).waitFor();
    await screenshot(page, 'cli-handoff-settled');
    const exported = await download(page, 'Export run');
    assert.equal(exported.name, 'notes.jury.json');
    const verdict = await download(page, 'Download verdict.json');

    const back = cli(dir, ['import', exported.path]);
    assert.equal(back.code, 0, back.stderr);
    assert.match(back.stdout, /1 new input/);
    const printed = cli(dir, ['verdict', 'notes', '--format', 'json']);
    assert.equal(printed.code, 0, printed.stderr);
    assert.equal(printed.stdout, fs.readFileSync(verdict.path, 'utf8'), 'the verdict the browser downloads');
    assert.equal(fs.readFileSync(path.join(dir, '.jury', 'notes', 'verdict.json'), 'utf8'), printed.stdout);
    assert.equal(cli(dir, ['status', 'notes']).code, 0, 'settled as PASS: the run passed');
    assertClean(opened);
    await opened.context.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a run exported by the command line opens in the app and replays to the same state', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jury-export-'));
  try {
    passedByA(dir, 'cli-run');
    assert.equal(cli(dir, ['merge', 'cli-run']).code, 5);
    assert.equal(cli(dir, ['export', 'cli-run']).code, 0);
    const opened = await newPage(dist.browser, { viewport: { width: 1280, height: 900 } });
    const { page } = opened;
    await page.goto(dist.server.url);
    await page.getByRole('heading', { name: 'Your runs' }).waitFor();
    await page.getByLabel('Import a run file…').setInputFiles(path.join(dir, 'cli-run.jury.json'));
    await page.waitForURL(/#\/run\//);
    await page.locator('.run-head .badge', { hasText: 'NEED_B' }).waitFor();
    // The app's prompt for judge B is the command line's, byte for byte.
    const prompt = cli(dir, ['prompt', 'cli-run', '--judge', 'B']).stdout;
    await page.locator('details:has(#prompt-B) summary').click();
    // The box is filled on the details' toggle event, which fires after the click returns.
    await page.waitForFunction(() => document.querySelector('#prompt-B').value !== '');
    assert.equal(await page.locator('#prompt-B').inputValue(), prompt);
    assertClean(opened);
    await opened.context.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// Issue 27 item 21: one "Merge the round" click right after a load was once reported to do
// nothing. The page is loaded on a slow network and the button clicked the moment it shows.
test('a Merge click the moment the run page has loaded merges the round', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jury-early-'));
  try {
    passedByA(dir, 'early');
    assert.equal(cli(dir, ['export', 'early']).code, 0);
    const opened = await newPage(dist.browser, { viewport: { width: 1280, height: 900 } });
    const { page } = opened;
    await page.goto(dist.server.url);
    await page.getByLabel('Import a run file…').setInputFiles(path.join(dir, 'early.jury.json'));
    await page.waitForURL(/#\/run\//);
    const at = page.url();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
    await page.goto('about:blank');
    await page.goto(at);
    const merge = page.getByRole('button', { name: 'Merge the round' });
    await merge.waitFor();
    await merge.click();
    await page.locator('.run-head .badge', { hasText: 'NEED_B' }).waitFor({ timeout: 5_000 });
    assertClean(opened);
    await opened.context.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
