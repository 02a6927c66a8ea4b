// Loading benchmark (not a test; no figure is asserted): how soon the app is usable on a slow
// phone network, measured in Chromium. The build in dist/ (or BENCH_DIST=dir) is served as a
// static host serves it: the best encoding the browser takes (a file's `.br`, then `.gz` copy
// from `cargo xtask dist`, as `cargo xtask serve` negotiates), gzip only, and identity; and loaded:
//   cold  a fresh profile: no HTTP cache, no service worker
//   warm  a reload once the app's service worker has cached the build
// Figures per load, from the page's own clock (ms since navigation start), median of the runs:
//   text   first contentful paint (the static loading page of index.html)
//   app    the run list is on screen, drawn by the wasm, the loading page gone (its handlers are
//          attached as it is drawn: the list is usable)
//   bytes  what the server sent for the load and, cold, until the service worker has cached the
//          build (a first visit should cost the page's bytes once)
//   wasm   the wasm that had arrived (as sent, compressed; the page's resource timing) when the
//          run list was usable
//   open   cold, once the browser is idle after the list is usable (the later pages' chunks
//          prefetched): from the click on a run's name until its page is drawn (its steps and
//          history on screen, handlers attached as they are drawn)
// Usage: cargo xtask dist && node tests/e2e/bench-load.mjs [--runs N] [--rtt MS] [--kbps N]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { distDir, launchBrowser } from './harness.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 3);
// Chrome DevTools' "Fast 3G" as the issue gives it: 1.6 Mbit/s down, 150 ms RTT.
const RTT_MS = arg('rtt', 150);
const DOWN_KBPS = arg('kbps', 1600);
const UP_KBPS = 750;
const DIR = path.resolve(process.env.BENCH_DIST ?? distDir);

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

const SUFFIX = { br: '.br', gzip: '.gz' };
const accepted = new Set();

/** A static server like a host's (Cache-Control: no-cache) sending the first of `codings` the
 * browser accepts, from the build's precompressed copies; counts bytes sent. */
async function serve(codings) {
  const sent = { bytes: 0, requests: 0 };
  const server = http.createServer((req, res) => {
    let file = path.join(DIR, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (file.endsWith('/')) file = path.join(file, 'index.html');
    if (!file.startsWith(DIR) || !fs.existsSync(file)) {
      res.writeHead(404);
      return res.end();
    }
    const headers = { 'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    let body = fs.readFileSync(file);
    const takes = (req.headers['accept-encoding'] ?? '').split(',').map((c) => c.trim().split(';')[0]);
    accepted.add(req.headers['accept-encoding'] ?? '');
    const coding = codings.find((c) => takes.includes(c) && fs.existsSync(file + SUFFIX[c]));
    if (coding) {
      body = fs.readFileSync(file + SUFFIX[coding]);
      headers['Content-Encoding'] = coding;
    }
    headers['Content-Length'] = body.length;
    sent.bytes += body.length;
    sent.requests += 1;
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    sent,
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }),
  };
}

// Runs in the page before its own scripts (DevTools protocol, not governed by the CSP).
const PROBE = () => {
  const b = (window.__bench = { text: null, app: null, click: null, run: null });
  addEventListener('click', (e) => {
    if (e.target.closest?.('.run-name')) b.click = performance.now();
  }, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') b.text = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  const check = () => {
    if (b.app === null && document.querySelector('.run-list') && !document.getElementById('boot')) {
      b.app = performance.now();
      // What had arrived by then, as sent (compressed): the prefetch of later pages starts after.
      b.wasm = performance.getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.wasm'))
        .reduce((sum, e) => sum + e.encodedBodySize, 0);
    }
    if (b.click !== null && b.run === null && document.querySelector('.run-layout')) b.run = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: (DOWN_KBPS * 1000) / 8,
    uploadThroughput: (UP_KBPS * 1000) / 8,
  });
}

async function measure(page, go) {
  await go();
  await page.waitForFunction(() => window.__bench?.app !== null && window.__bench?.text !== null, null, { timeout: 120_000, polling: 50 });
  return page.evaluate(() => ({ text: Math.round(window.__bench.text), app: Math.round(window.__bench.app), wasm: window.__bench.wasm }));
}

/** Click-to-drawn of the first run's page, once the browser has been idle a moment after the
 * list (what a person does: read the list, then pick a run); then back to the list. */
async function open(page) {
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 500))));
  await page.click('.run-name');
  await page.waitForFunction(() => window.__bench.run !== null, null, { timeout: 120_000, polling: 50 });
  const ms = await page.evaluate(() => Math.round(window.__bench.run - window.__bench.click));
  await page.evaluate(() => { location.hash = '#/'; window.__bench.click = window.__bench.run = null; });
  await page.waitForSelector('.run-list');
  return ms;
}

/** Until the service worker controls the page and its cache holds every file it lists. */
async function cached(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 120_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const wasm = fs.readdirSync(DIR).filter((f) => f.endsWith('.wasm'));
console.log(`build ${DIR}: ${wasm.map((f) => `${f} ${fs.statSync(path.join(DIR, f)).size} B`).join(', ')}`);
console.log(`network: ${DOWN_KBPS} kbit/s down, ${UP_KBPS} kbit/s up, ${RTT_MS} ms RTT (CDP Network.emulateNetworkConditions); fresh profile per run; ${RUNS} runs, median`);
const browser = await launchBrowser();
const rows = [];
try {
  for (const [served, codings] of [['best (br, gzip)', ['br', 'gzip']], ['gzip', ['gzip']], ['identity', []]]) {
    const server = await serve(codings);
    const cold = [];
    const warm = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(PROBE);
      const page = await context.newPage();
      await throttle(page);
      const before = server.sent.bytes;
      const c = await measure(page, () => page.goto(server.url, { waitUntil: 'commit' }));
      c.bytes = server.sent.bytes - before;
      await cached(page);
      c.firstVisit = server.sent.bytes - before;
      c.open = await open(page);
      cold.push(c);
      const again = server.sent.bytes;
      const w = await measure(page, () => page.reload({ waitUntil: 'commit' }));
      w.bytes = w.firstVisit = server.sent.bytes - again;
      warm.push(w);
      await context.close();
    }
    await server.close();
    for (const [load, xs] of [['cold', cold], ['warm', warm]]) {
      rows.push({
        served,
        load,
        'text ms': median(xs.map((x) => x.text)),
        'app ms': median(xs.map((x) => x.app)),
        'app ms (each run)': xs.map((x) => x.app).join(' '),
        'bytes to app': median(xs.map((x) => x.bytes)),
        'bytes, worker cache filled': median(xs.map((x) => x.firstVisit)),
        'wasm bytes to app': median(xs.map((x) => x.wasm)),
        'open run ms': load === 'cold' ? median(xs.map((x) => x.open)) : '',
      });
    }
  }
} finally {
  await browser.close();
}
console.table(rows);
console.log(`Accept-Encoding the browser sent: ${[...accepted].join(' | ')}`);
