// Designs made for the Tailwind CDN (design-jury.md §11 amendment, issue 19 item 1): the CSS
// Tailwind v3 would inject is generated here from the classes used, with no script and no
// request, and applied in the frame, in the review loop, a Design Jury ship and the file://
// offline.html; the rendered view lists what was not loaded, a Google font by name. The
// generator's wasm is fetched only when such a design is shown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, distDir, newPage, useDist } from './harness.mjs';

const dist = useDist();
const SPEC_EXAMPLE = fs.readFileSync(
  path.join(repoRoot, 'core', 'tests', 'fixtures', 'open-design-v1', 'spec-example.txt'),
  'utf8',
);

// Made the way chat models make them: the CDN script, an inline config, a Google font.
const DESIGN = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Acme</title>
  <script src="https://cdn.tailwindcss.com"></script>
  <script>
    tailwind.config = {
      theme: { extend: { colors: { brand: { DEFAULT: '#ff5a1f' } } } },
    }
  </script>
  <link rel="preconnect" href="https://fonts.googleapis.com">
  <link href="https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap" rel="stylesheet">
</head>
<body class="bg-gray-50 text-gray-900">
  <header id="row" class="flex items-center justify-between px-4 py-2">
    <span id="logo" class="font-bold text-brand">Acme</span>
    <a id="cta" href="#" class="bg-blue-600 hover:bg-blue-700 text-white px-4 py-2 rounded-lg">Start</a>
  </header>
  <main class="px-4">
    <h1 id="title" class="text-3xl md:text-5xl font-bold">Ship it faster</h1>
    <section id="cards" class="grid grid-cols-3 gap-4 mt-4">
      <div class="p-4 bg-white rounded-lg shadow">One</div>
      <div class="p-4 bg-white rounded-lg shadow">Two</div>
      <div class="p-4 bg-white rounded-lg shadow">Three</div>
    </section>
  </main>
</body>
</html>`;

const GENERATOR = 'tailwind/jury_tailwind.wasm';

// Chromium logs this once the pointer moves over any sandboxed frame (a plain design without
// Tailwind or scripts logs it too): nothing tried to run, the sandbox says it would refuse.
const POINTER_IN_SANDBOX = "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set.";
const errors = (page) => page.consoleErrors.filter((e) => e !== POINTER_IN_SANDBOX);

const computed = (frame, selector, props) =>
  frame.$eval(
    selector,
    (el, props) => Object.fromEntries(props.map((p) => [p, getComputedStyle(el)[p]])),
    props,
  );

/** Waits until `fn(html, arg)` is true in `frame`. Polled with `$eval`: Playwright's
 *  `waitForFunction` would try to run a script in the sandboxed frame, which Chromium refuses
 *  (and logs). */
async function until(frame, fn, arg) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (await frame.$eval('html', fn, arg)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${fn}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The frame inside `scope` once the generated styles are in it (the header is a flex row). */
async function tailwindFrame(scope) {
  const el = scope.locator('iframe.design-frame').first();
  await el.waitFor();
  const frame = await (await el.elementHandle()).contentFrame();
  await until(frame, () => {
    const row = document.querySelector('#row');
    return row && getComputedStyle(row).display === 'flex';
  });
  return frame;
}

/** What Tailwind v3 gives the design's classes, at the preset's width. */
async function assertTailwind(scope, frame, page) {
  await scope.locator('button[data-preset=phone]').click();
  await until(frame, () => innerWidth === 390);
  assert.deepEqual(await computed(frame, '#row', ['display', 'paddingLeft', 'paddingTop']), {
    display: 'flex',
    paddingLeft: '16px',
    paddingTop: '8px',
  });
  assert.deepEqual(
    await computed(frame, '#cta', ['backgroundColor', 'color', 'paddingLeft', 'paddingRight', 'paddingTop', 'paddingBottom', 'borderTopLeftRadius']),
    {
      backgroundColor: 'rgb(37, 99, 235)',
      color: 'rgb(255, 255, 255)',
      paddingLeft: '16px',
      paddingRight: '16px',
      paddingTop: '8px',
      paddingBottom: '8px',
      borderTopLeftRadius: '8px',
    },
  );
  assert.deepEqual(await computed(frame, '#title', ['fontSize', 'lineHeight', 'fontWeight']), {
    fontSize: '30px',
    lineHeight: '36px',
    fontWeight: '700',
  });
  assert.deepEqual(await computed(frame, '#logo', ['color']), { color: 'rgb(255, 90, 31)' }, 'the inline config');
  const columns = await frame.$eval('#cards', (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  assert.equal(columns, 3, 'grid-cols-3');
  // hover: as the pointer is over the button. The mouse is moved by the page: Playwright's
  // own hover checks its target with a script, which the sandboxed frame refuses (and logs).
  const box = await (await frame.$('#cta')).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await until(frame, () => getComputedStyle(document.querySelector('#cta')).backgroundColor === 'rgb(29, 78, 216)');
  // md: at the desktop preset (the frame's own viewport is 1280 px wide).
  await scope.locator('button[data-preset=desktop]').click();
  await until(frame, () => innerWidth === 1280);
  assert.deepEqual(await computed(frame, '#title', ['fontSize', 'lineHeight']), { fontSize: '48px', lineHeight: '48px' });
}

async function assertNotLoaded(scope) {
  const list = scope.getByRole('group', { name: 'Not loaded here' });
  await list.getByText('Tailwind from its CDN: generated here from the classes used.').waitFor();
  await list.getByText('Inter from Google Fonts: shown in the fallback font.').waitFor();
  await scope.getByText('with its own styles, save what is listed below as not loaded').waitFor();
}

test('the review loop renders a Tailwind CDN design as Tailwind styles it, loading the generator only then', async (t) => {
  const { page, offOrigin } = await newPage(dist.browser, { viewport: { width: 1360, height: 900 } });
  t.after(() => page.context().close());
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(dist.server.url);
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill('Tailwind landing');
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill(DESIGN);
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name: 'Tailwind landing', level: 2 }).waitFor();
  assert.ok(!fetched.some((p) => p.endsWith(GENERATOR)), 'the first page does not fetch the generator');
  await page.getByRole('button', { name: 'Show it rendered' }).click();
  const panel = page.locator('.artifact-panel');
  const frame = await tailwindFrame(panel);
  assert.equal(fetched.filter((p) => p.endsWith(GENERATOR)).length, 1, 'fetched once, when the design needs it');
  await assertTailwind(panel, frame, page);
  await assertNotLoaded(panel);
  assert.deepEqual(offOrigin, [], 'no request leaves the app (no CDN, no font)');
  assert.deepEqual(errors(page), []);
});

function reply() {
  return SPEC_EXAMPLE.replace(
    '<section class="card"><h2>Pro</h2><p class="price">$9</p></section>',
    DESIGN,
  );
}

async function shipAndCheck(t, url) {
  const { page, offOrigin } = await newPage(dist.browser, { viewport: { width: 1360, height: 900 } });
  t.after(() => page.context().close());
  await page.goto(url);
  const stage = page.getByRole('region', { name: 'Design Jury' });
  await stage.getByText(/Shipped at round 3/).waitFor({ timeout: 30_000 });
  await page.locator('#jury-brief').fill('Acme landing');
  await page.locator('#jury-reply').fill(reply());
  await page.getByRole('button', { name: 'Run the panel' }).click();
  await stage.getByText('Shipped at round 2 · composite 9.0').waitFor();
  const shipped = stage.locator('.jury-artifact', { hasText: 'Shipped artifact' });
  const frame = await tailwindFrame(shipped);
  await assertTailwind(shipped, frame, page);
  await assertNotLoaded(shipped);
  assert.deepEqual(offOrigin, []);
  assert.deepEqual(errors(page), []);
}

test('a Design Jury ship made with the Tailwind CDN renders with Tailwind styles', (t) =>
  shipAndCheck(t, dist.server.url + '#/jury'));

test('offline.html (file://) renders it too, the generator read from the page itself', (t) =>
  shipAndCheck(t, pathToFileURL(path.join(distDir, 'offline.html')).href + '#/jury'));
