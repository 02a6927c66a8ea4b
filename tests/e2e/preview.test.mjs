// Seeing a design (design-jury.md §11, issue 11): the shipped artifact, a designer draft and a
// review-loop HTML artifact are rendered with their own styles at phone/tablet/desktop/fit
// widths, in both index.html and the file:// offline.html; a hostile design can run nothing,
// load nothing, navigate nowhere and touch nothing of the app; Run/Replay bring the user to
// the stage; axe is clean in light and dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, distDir, newPage, screenshot, axeCheck, useDist } from './harness.mjs';

const fixtures = path.join(repoRoot, 'core', 'tests', 'fixtures', 'open-design-v1');
const SPEC_EXAMPLE = fs.readFileSync(path.join(fixtures, 'spec-example.txt'), 'utf8');

const dist = useDist();

// The design of issue 11: a 72 px / 800 heading on #0a0a0a and a #1a6cf5 button, plus a
// `style=""` attribute and a data: image.
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const DESIGN = `<!doctype html><html lang="en"><head><title>Landing</title><style>
  body { margin: 0; background: #0a0a0a; color: #f5f5f5; font-family: sans-serif; }
  h1 { font-size: 72px; font-weight: 800; margin: 24px; }
  .cta { background: #1a6cf5; color: #fff; font-size: 20px; padding: 12px 24px; border: 0; }
</style></head><body>
  <h1 id="hero">Ship it faster</h1>
  <p id="inline" style="color: rgb(255, 0, 0); font-size: 30px">Start your free trial today</p>
  <button class="cta" id="cta">Get started</button>
  <img id="pixel" src="${PIXEL}" alt="">
</body></html>`;

const DRAFT = `<style>.card{font-size:40px;color:rgb(0,128,0)}</style><section class="card" id="draft-card">Pro $9</section>`;

/** The spec example with the design above as the SHIP artifact and a styled round-1 draft. */
function reply(shipped = DESIGN) {
  return SPEC_EXAMPLE.replace('<section class="card">Pro $9</section>', DRAFT).replace(
    '<section class="card"><h2>Pro</h2><p class="price">$9</p></section>',
    shipped,
  );
}

const stage = (page) => page.getByRole('region', { name: 'Design Jury' });

async function openJury(t, url, options = {}) {
  const opened = await newPage(dist.browser, { viewport: { width: 1360, height: 900 }, ...options });
  t.after(() => opened.context.close());
  await opened.page.goto(url);
  await stage(opened.page).getByText(/Shipped at round 3/).waitFor({ timeout: 30_000 });
  return opened;
}

async function paste(page, text, brief = 'Landing page for Acme') {
  await page.locator('#jury-speed').selectOption('instant');
  await page.locator('#jury-brief').fill(brief);
  await page.locator('#jury-reply').fill(text);
  await page.getByRole('button', { name: 'Run the panel' }).click();
}

/** The content frame of the rendered view inside `scope`, once `selector` is in it. */
async function designFrame(scope, selector) {
  const el = scope.locator('iframe.design-frame').first();
  await el.waitFor();
  const frame = await (await el.elementHandle()).contentFrame();
  await frame.waitForSelector(selector, { state: 'attached' });
  return { el, frame };
}

const computed = (frame, selector, props) =>
  frame.$eval(
    selector,
    (el, props) => Object.fromEntries(props.map((p) => [p, getComputedStyle(el)[p]])),
    props,
  );

/** The design's `<style>` and `style=""` apply inside the frame (§11). */
async function assertDesignStyles(frame) {
  assert.deepEqual(await computed(frame, '#hero', ['fontSize', 'fontWeight']), { fontSize: '72px', fontWeight: '800' });
  assert.deepEqual(await computed(frame, 'body', ['backgroundColor']), { backgroundColor: 'rgb(10, 10, 10)' });
  assert.deepEqual(await computed(frame, '#cta', ['backgroundColor']), { backgroundColor: 'rgb(26, 108, 245)' });
  assert.deepEqual(await computed(frame, '#inline', ['color', 'fontSize']), { color: 'rgb(255, 0, 0)', fontSize: '30px' });
  assert.ok(await frame.$eval('#pixel', (img) => img.complete && img.naturalWidth === 1), 'the data: image is shown');
}

async function assertAxe(page, view) {
  const violations = await axeCheck(page);
  assert.deepEqual(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `axe-core violations on ${view}`,
  );
}

async function assertStageInView(page) {
  await page.waitForFunction(() => document.activeElement?.id === 'jury-stage');
  const top = await stage(page).evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(top >= -1 && top < 200, `the stage's top is in view (top ${top})`);
}

test('the shipped artifact and a designer draft render with their own styles, at each preset', async (t) => {
  const { page, offOrigin } = await openJury(t, dist.server.url + '#/jury');
  await page.evaluate(() => window.scrollTo(0, 0));
  await paste(page, reply());
  await assertStageInView(page);
  await stage(page).getByText('Shipped at round 2 · composite 9.0').waitFor();
  const shipped = stage(page).locator('.jury-artifact', { hasText: 'Shipped artifact' });
  const { el, frame } = await designFrame(shipped, '#hero');
  await assertDesignStyles(frame);
  // The designer is not scored: its lane shows what it made, never 0.0.
  const designer = await stage(page).locator('.jury-lane[data-role=designer] .jury-cell-score').allInnerTexts();
  assert.deepEqual(designer, ['draft', 'notes']);
  // Presets: the frame has the preset's width and is scaled to fit the panel.
  const panel = await shipped.locator('.design-stage').evaluate((s) => s.clientWidth);
  for (const [key, width] of [['phone', 390], ['tablet', 768], ['desktop', 1280], ['fit', null]]) {
    await shipped.locator(`button[data-preset=${key}]`).click();
    await assert.doesNotReject(
      page.waitForFunction(
        ([f, w]) => (w === null ? true : f.offsetWidth === w),
        [await el.elementHandle(), width],
      ),
    );
    const box = await el.boundingBox();
    const stageBox = await shipped.locator('.design-stage').boundingBox();
    assert.ok(box.width <= stageBox.width + 1, `${key}: the frame fits the panel (${box.width} <= ${stageBox.width})`);
    if (width !== null && width > panel) assert.ok(box.width < width, `${key}: scaled down`);
    assert.equal(await frame.$eval('#hero', (h) => getComputedStyle(h).fontSize), '72px');
    await shipped.scrollIntoViewIfNeeded();
    console.log('screenshot:', await screenshot(page, `preview-${key}`));
  }
  // The round-1 draft, with the designer's notes.
  const drafts = stage(page).locator('.jury-drafts');
  await drafts.getByText('Notes: Draft a compact pricing card.').waitFor();
  const draft = await designFrame(drafts, '#draft-card');
  assert.deepEqual(await computed(draft.frame, '#draft-card', ['fontSize', 'color']), { fontSize: '40px', color: 'rgb(0, 128, 0)' });
  // Stored runs keep their drafts: replaying from the list shows them, and brings the stage.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Replay Landing page for Acme' }).click();
  await assertStageInView(page);
  await stage(page).getByText('Shipped at round 2 · composite 9.0').waitFor();
  await designFrame(stage(page).locator('.jury-drafts'), '#draft-card');
  // Downloads are named after the brief.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download transcript' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'Landing page for Acme transcript.ndjson');
  // Replay from the start and the demo also bring the user to the stage.
  for (const name of ['Replay from the start', 'Replay the demo run']) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name }).click();
    await assertStageInView(page);
  }
  assert.deepEqual(offOrigin, []);
  assert.deepEqual(page.consoleErrors, [], 'no console errors or CSP violations');
});

const HOSTILE = `<!doctype html><html><head>
<meta http-equiv="refresh" content="0; url=https://example.com/refreshed">
<link rel="stylesheet" href="https://example.com/remote.css">
<link rel="stylesheet" href="./style-from-design.css">
<base href="https://example.com/">
<style>
  @import url("https://example.com/imported.css");
  @font-face { font-family: Remote; src: url("https://example.com/font.woff2"); }
  body { font-family: Remote, sans-serif; background: url("./same-origin-bg.png"); }
  #title { color: rgb(1, 2, 3); }
</style>
<script>parent.document.title = 'owned'; localStorage.setItem('owned', '1'); window.open('https://example.com/popup');</script>
</head><body>
<h1 id="title">Hostile</h1>
<img id="bad" src="https://example.com/remote.png" onerror="parent.document.title='owned-onerror'">
<img src="./same-origin.png">
<a id="js" href="javascript:parent.document.title='owned-link'">click me</a>
<a id="away" href="https://example.com/away" target="_top">away</a>
<a id="home" href="./#/">home</a>
<form id="f" action="https://example.com/submit" method="post"><input name="q" value="x"><button id="send">Send</button></form>
<iframe src="https://example.com/framed"></iframe>
<object data="https://example.com/object"></object>
<svg width="10" height="10"><image href="https://example.com/svg.png" width="10" height="10"/></svg>
<div style="background-image: url(https://example.com/inline.png)">x</div>
</body></html>`;

test('a hostile design runs nothing, loads nothing, navigates nowhere and touches nothing (§11)', async (t) => {
  const { page, context } = await openJury(t, dist.server.url + '#/jury');
  const appUrl = page.url();
  const files = new Set(['/', ...fs.readdirSync(distDir).map((f) => '/' + f)]);
  const requests = [];
  // The app's service worker (registered once the later pages' chunks are prefetched) may
  // still be filling its cache: its requests have no frame and are the app's own.
  context.on('request', (r) => requests.push({ url: r.url(), frame: r.serviceWorker() || r.frame() === page.mainFrame() ? 'app' : 'frame' }));
  const popups = [];
  context.on('page', (p) => popups.push(p.url()));
  const before = await page.evaluate(() => ({ ...localStorage }));

  await paste(page, reply(HOSTILE), 'Hostile design');
  await stage(page).getByText('Shipped at round 2 · composite 9.0').waitFor();
  const shipped = stage(page).locator('.jury-artifact', { hasText: 'Shipped artifact' });
  const { frame } = await designFrame(shipped, '#title');
  assert.equal(await frame.$eval('#title', (h) => getComputedStyle(h).color), 'rgb(1, 2, 3)', 'its styles still apply');
  // From here on, nothing may navigate: the frames have loaded their srcdoc once already.
  const navigations = [];
  page.on('framenavigated', (f) => navigations.push(f.url()));
  // Click the javascript: link, the links away and home, and submit the form.
  for (const id of ['#js', '#away', '#home', '#send']) await frame.click(id);
  await page.waitForTimeout(1500); // a meta refresh of 0 s, a popup or a navigation would have happened
  assert.equal(await page.title(), 'jury', "the app's title is unchanged");
  const after = await page.evaluate(() => ({ ...localStorage }));
  assert.equal(after.owned, undefined, 'the design wrote nothing to storage');
  for (const [k, v] of Object.entries(before)) assert.equal(after[k], v, `storage key ${k} unchanged`);
  assert.deepEqual(
    Object.keys(after).filter((k) => !(k in before)).filter((k) => !k.startsWith('jury.panel.run.')),
    [],
    'the only new key is the stored panel run',
  );
  assert.equal(page.url(), appUrl, 'the app did not navigate');
  assert.equal(frame.url(), 'about:srcdoc', 'the frame did not navigate');
  assert.deepEqual(navigations, [], 'no navigation happened');
  assert.deepEqual(popups, [], 'no window opened');
  console.log('requests after the paste:', JSON.stringify(requests));
  assert.deepEqual(requests.filter((r) => r.frame !== 'app'), [], 'the design made no request at all');
  const outside = requests.filter((r) => {
    const u = new URL(r.url);
    return u.origin !== dist.server.origin || !files.has(u.pathname);
  });
  assert.deepEqual(outside, [], "every request is one of the app's own files");
  assert.equal(await page.locator('#title').count(), 0, "the design's markup is not in the app's document");
  // Where the frame refused something, it says so as a CSP or sandbox error; nothing else.
  const refusal = /Content Security Policy|sandboxed|Blocked script execution|Blocked form submission/;
  assert.deepEqual(page.consoleErrors.filter((e) => !refusal.test(e)), []);
});

test('a review-loop HTML artifact renders, and "Show in artifact" marks the quote in it', async (t) => {
  const { page, offOrigin } = await newPage(dist.browser, { viewport: { width: 1360, height: 900 } });
  t.after(() => page.context().close());
  await page.goto(dist.server.url);
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill('Landing review');
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill(DESIGN);
  // The default name says nothing: the content decides that it is HTML.
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name: 'Landing review', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Show it rendered' }).click();
  const panel = page.locator('.artifact-panel');
  const { frame } = await designFrame(panel, '#hero');
  await assertDesignStyles(frame);
  const judge = JSON.stringify({
    criteria: [
      { id: 'facts', verdict: 'FAIL', reason: 'Promises a trial.', quote: 'Start your free trial', fix: 'Say what it costs.' },
      { id: 'complete', verdict: 'PASS', reason: 'ok' },
      { id: 'plain', verdict: 'PASS', reason: 'ok' },
    ],
    verdict: 'NEEDS_WORK',
  });
  await page.locator('#reply-A').fill(judge);
  await page.getByText('✓ A valid reply').first().waitFor();
  await page.getByRole('button', { name: "Record judge A's reply" }).click();
  await page.getByRole('button', { name: 'Show in artifact' }).click();
  await frame.waitForSelector('mark[data-jury-quote]');
  assert.equal(await frame.$eval('mark[data-jury-quote]', (m) => m.textContent), 'Start your free trial');
  await page.getByText('The quote is marked in the rendered design.').waitFor();
  assert.equal(await page.locator('mark#quote-mark').innerText(), 'Start your free trial', 'and in the source');
  await assertAxe(page, 'review-loop rendered artifact (light)');
  console.log('screenshot:', await screenshot(page, 'preview-review-loop'));
  assert.deepEqual(offOrigin, []);
  assert.deepEqual(page.consoleErrors, []);
});

test('offline.html (file://) renders the shipped artifact with its styles too', async (t) => {
  const { page, offOrigin } = await openJury(t, pathToFileURL(path.join(distDir, 'offline.html')).href + '#/jury');
  await paste(page, reply());
  await stage(page).getByText('Shipped at round 2 · composite 9.0').waitFor();
  const { frame } = await designFrame(stage(page).locator('.jury-artifact', { hasText: 'Shipped artifact' }), '#hero');
  await assertDesignStyles(frame);
  assert.deepEqual(offOrigin, []);
  assert.deepEqual(page.consoleErrors, []);
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe is clean on the rendered views and the degraded view (${colorScheme})`, async (t) => {
    const { page } = await openJury(t, dist.server.url + '#/jury', { colorScheme });
    await paste(page, reply());
    await stage(page).getByText('Shipped at round 2 · composite 9.0').waitFor();
    await designFrame(stage(page).locator('.jury-drafts'), '#draft-card');
    await assertAxe(page, `theater with rendered designs (${colorScheme})`);
    console.log('screenshot:', await screenshot(page, `preview-theater-${colorScheme}`));
    // Degraded: cells left pending must still read (the R-labels' contrast).
    const cut = SPEC_EXAMPLE.slice(0, SPEC_EXAMPLE.indexOf('<PANELIST role="brand"'));
    await paste(page, cut, 'Cut off');
    await stage(page).getByText('Panel offline this run').waitFor();
    await stage(page)
      .getByText("The reply stops in round 1, before the round ended: the model's answer looks cut off", { exact: false })
      .waitFor();
    await assertAxe(page, `degraded view (${colorScheme})`);
  });
}
