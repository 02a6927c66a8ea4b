// The service worker caches the build from what the page already downloaded (issue 18 item 3):
// a first visit asks the server for each file once, the worker's cache ends up holding every
// file of the build, and the app then opens with the network off. Counted at the server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { distDir, serveDir, newPage, useDist } from './harness.mjs';

const dist = useDist({ serve: false });

/** The URLs the build's sw.js caches, as paths under the server's root. */
function cachedPaths() {
  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const list = JSON.parse(sw.match(/const FILES = (\[[\s\S]*?\]);/)[1].replace(/,\s*\]$/, ']'));
  return list.map((u) => new URL(u, 'http://x/').pathname).sort();
}

test('a first visit downloads each file once, and the worker caches all of them from it', async () => {
  const server = await serveDir(distDir);
  const opened = await newPage(dist.browser, { viewport: { width: 1360, height: 900 } });
  const { context, page } = opened;
  try {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Your runs' }).waitFor();
    await page.getByText('✓ Available offline').waitFor();
    const wanted = cachedPaths();
    const cached = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((k) => k.startsWith('jury:'));
      const cache = await caches.open(names[0]);
      return { caches: names.length, paths: (await cache.keys()).map((r) => new URL(r.url).pathname).sort() };
    });
    assert.deepEqual(cached, { caches: 1, paths: wanted });

    const counts = {};
    for (const p of server.requests) counts[p] = (counts[p] ?? 0) + 1;
    // The worker script itself is fetched to register it; everything else once, by the page.
    delete counts['/sw.js'];
    assert.deepEqual(counts, Object.fromEntries(wanted.map((p) => [p, 1])), 'each file of the build requested once');
    assert.ok(!server.requests.some((p) => p.startsWith('/tailwind/')),
      'the Tailwind generator is downloaded only by a visit that shows a Tailwind design');

    // With the network off, the app opens from the worker's cache.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Your runs' }).waitFor();
    assert.deepEqual(opened.page.consoleErrors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
