// Proves the build + harness: the app boots under its CSP at / and at a sub-path, offline.html
// boots from file://, nothing leaves the origin, and sw.js makes the app work offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, repoRoot, serveDir, newPage, screenshot, axeCheck, useDist } from './harness.mjs';

const version = /\[workspace\.package\][^[]*?version\s*=\s*"([^"]+)"/s.exec(
  fs.readFileSync(path.join(repoRoot, 'Cargo.toml'), 'utf8'),
)[1];

const dist = useDist({ serve: false });

async function expectShell(page) {
  try {
    await page.waitForFunction(
      (v) => document.body && document.body.innerText.includes('jury') && document.body.innerText.includes(v),
      `v${version}`,
      { timeout: 20_000 },
    );
  } catch (e) {
    throw new Error(`the app did not show "jury" and v${version}: ${e.message}\nconsole: ${page.consoleErrors.join('\n')}`);
  }
}

function assertClean(page, offOrigin) {
  assert.deepEqual(offOrigin, [], 'requests left the origin');
  assert.deepEqual(page.consoleErrors, [], 'console errors or CSP violations');
}

test('index.html keeps a strict CSP (one inline script, allowed by its hash alone)', () => {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  assert.ok(csp, 'CSP meta present');
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
  // The loading page's language (web/loading-words.js) is in the page: its hash, nothing wider.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  assert.equal(inline.length, 1, 'one inline <script>: the loading page\'s words');
  const hash = `'sha256-${crypto.createHash('sha256').update(inline[0]).digest('base64')}'`;
  assert.equal(scriptSrc, `script-src 'self' 'wasm-unsafe-eval' ${hash}`);
  const connectSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src'));
  // Issue 12: the wasm is fetched (streaming compilation) from the page's own origin, nowhere else.
  assert.equal(connectSrc, "connect-src 'self'", 'the page may fetch only from its own origin');
});

for (const base of ['/', '/some/sub/path/']) {
  test(`app boots at ${base} under its CSP`, async () => {
    const server = await serveDir(distDir, { base });
    // No service worker here (its precache fetches every file once more; sw.js is tested below),
    // so the requests are the page's own.
    const { context, page, offOrigin } = await newPage(dist.browser, { serviceWorkers: 'block' });
    try {
      await page.goto(server.url);
      await expectShell(page);
      await screenshot(page, `shell${base.replaceAll('/', '_')}`);
      const violations = await axeCheck(page);
      assert.ok(Array.isArray(violations), 'axeCheck runs under the CSP');
      console.log(`# axe: ${violations.length} violation(s) ${violations.map((v) => v.id).join(' ')}`);
      assertClean(page, offOrigin);
      assert.ok(server.requests.some((r) => r.endsWith('_bg.wasm')), 'the wasm came as its own file');
      assert.equal(server.requests.filter((r) => r.endsWith('_bg.wasm')).length, 1, 'fetched once (the preload is used)');
      assert.ok(server.requests.every((r) => r.startsWith(base)), `all requests under ${base}`);
    } finally {
      await context.close();
      await server.close();
    }
  });
}

test('offline.html boots from file:// and fetches nothing', async () => {
  const file = path.join(distDir, 'offline.html');
  const html = fs.readFileSync(file, 'utf8');
  assert.match(html, /connect-src 'none'/, 'offline.html has the wasm inline: its CSP allows no fetch');
  const { context, page, offOrigin } = await newPage(dist.browser);
  try {
    await page.goto(pathToFileURL(file).href);
    await expectShell(page);
    await screenshot(page, 'offline-file');
    assertClean(page, offOrigin);
  } finally {
    await context.close();
  }
});

test('sw.js precaches the build: the app reloads with the server gone', async () => {
  const server = await serveDir(distDir, { base: '/app/' });
  const { context, page, offOrigin } = await newPage(dist.browser);
  try {
    await page.goto(server.url);
    await expectShell(page);
    // The app registers ./sw.js itself once the app engineer wires it; until then register it here.
    const registered = await page.evaluate(async () => {
      const existing = await navigator.serviceWorker.getRegistration();
      if (!existing) await navigator.serviceWorker.register('./sw.js');
      await navigator.serviceWorker.ready;
      return existing ? 'by the app' : 'by the test';
    });
    console.log(`# service worker registered ${registered}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10_000 });
    const seen = server.requests.length;
    await server.close();
    await page.reload();
    await expectShell(page);
    assert.equal(server.requests.length, seen, 'nothing reached the (closed) server');
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    assert.ok(controller?.endsWith('/app/sw.js'), `page controlled by sw.js (got ${controller})`);
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      return keys.filter((k) => k.startsWith('jury:'));
    });
    assert.equal(cached.length, 1, `one jury cache for this scope: ${cached}`);
    assert.deepEqual(offOrigin, [], 'requests left the origin');
    const errors = page.consoleErrors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to fetch/.test(e));
    assert.deepEqual(errors, [], 'console errors or CSP violations');
  } finally {
    await context.close();
    await server.close();
  }
});
