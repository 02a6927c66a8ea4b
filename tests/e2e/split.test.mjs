// The app's wasm split by page (issue 26 item 1): the run list comes from the first module,
// a run's page and the Design Jury from chunks fetched later; a chunk that cannot be fetched
// is said in words, with Reload, and Reload then opens the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { distDir, newPage, useDist } from './harness.mjs';

const dist = useDist();
const chunk = /\/(split|chunk)_[^/]*\.wasm$/;

test('the build has a first module and chunks, and the list needs no chunk', async () => {
  const chunks = fs.readdirSync(distDir).filter((f) => chunk.test(`/${f}`));
  assert.ok(chunks.length >= 2, `chunks in dist/: ${chunks.join(', ')}`);
  const { context, page } = await newPage(dist.browser, { serviceWorkers: 'block' });
  try {
    await page.route(chunk, (route) => route.abort());
    await page.goto(dist.server.url);
    await page.getByRole('heading', { name: 'Your runs' }).waitFor();
    await page.getByRole('link', { name: 'New run' }).click();
    await page.getByRole('heading', { name: /new run/i }).first().waitFor();
  } finally {
    await context.close();
  }
});

test('a page whose chunk cannot be fetched says so with Reload, and Reload opens it', async () => {
  // No service worker: it would answer the chunk from its cache, past the blocked network.
  const { context, page } = await newPage(dist.browser, { serviceWorkers: 'block' });
  try {
    await page.route(chunk, (route) => route.abort());
    await page.goto(dist.server.url);
    await page.getByRole('heading', { name: 'Your runs' }).waitFor();
    await page.locator('.run-name').first().click();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    assert.match(await page.getByRole('alert').innerText(), /Check your connection, then reload/);
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.locator('.run-layout').waitFor();
  } finally {
    await context.close();
  }
});
