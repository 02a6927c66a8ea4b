// Loading benchmark (not a test; issue 12): how the wasm reaches the page, measured in Chromium
// on a throttled network. Two deliveries of the same build, made here from dist/:
//   base64  the wasm as base64 in a JS module (`<wasm>.js`), imported by the boot script; runs
//           under `connect-src 'none'` (the delivery before issue 12).
//   stream  the wasm as its own file, fetched by wasm-bindgen's init with
//           WebAssembly.instantiateStreaming and preloaded by a <link>; needs `connect-src 'self'`.
// Each is loaded cold (a fresh profile: no cache, no service worker) and warm (a reload once the
// app's service worker has precached the build), served without and with gzip (neither
// `cargo xtask serve` nor the e2e server compresses; most static hosts do).
//
// Figures per load, from the page's own clock (ms since navigation start):
//   text   first contentful paint (the first paint with text: the static page of index.html)
//   app    the app's list is on screen, drawn by the wasm (interactive: its handlers are attached
//          as it is drawn)
// Usage: cargo xtask dist && node tests/e2e/bench-load.mjs [--runs N] [--rtt MS] [--kbps N]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { distDir, launchBrowser } from './harness.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 3);
// Chrome DevTools' "Fast 3G" preset as the issue gives it: 1.6 Mbps down, 150 ms RTT.
const RTT_MS = arg('rtt', 150);
const DOWN_KBPS = arg('kbps', 1600);
const UP_KBPS = 750;

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/** The two deliveries as directories, both made from the same dist/ build. */
function variants() {
  const files = fs.readdirSync(distDir);
  const wasm = files.find((f) => f.endsWith('_bg.wasm'));
  if (!wasm) throw new Error('dist/ has no *_bg.wasm: run `cargo xtask dist` first');
  const glue = wasm.replace(/_bg\.wasm$/, '.js');
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const boot = html.match(/src="\.\/(boot-[0-9a-f]+\.js)"/)?.[1];
  if (!boot || !files.includes(glue)) throw new Error('dist/ is not a post-built jury build');
  const bytes = fs.readFileSync(path.join(distDir, wasm));
  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const make = (name, { bootBody, csp, precache, head = '' }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `jury-bench-${name}-`));
    for (const f of files) if (fs.statSync(path.join(distDir, f)).isFile()) fs.copyFileSync(path.join(distDir, f), path.join(dir, f));
    fs.writeFileSync(path.join(dir, boot), bootBody);
    const page = html
      .replace(/connect-src [^;"]+/, `connect-src ${csp}`)
      .replace(/<link rel="preload"[^>]*_bg\.wasm"[^>]*>/g, '')
      .replace('</head>', `${head}</head>`);
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    const list = sw.replace(/const FILES = \[[\s\S]*?\];/, `const FILES = ${JSON.stringify(['./', ...precache])};`);
    fs.writeFileSync(path.join(dir, 'sw.js'), list);
    return { name, dir };
  };
  const common = files.filter((f) => !f.endsWith('.wasm') && !f.endsWith('.wasm.js') && f !== 'sw.js' && f !== 'offline.html').map((f) => `./${f}`);
  const ended = 'window.wasmBindings = bindings;\ndispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));\n';
  const base64Module = `export default Uint8Array.from(atob("${bytes.toString('base64')}"), (c) => c.charCodeAt(0));\n`;
  const b64 = make('base64', {
    bootBody: `import init, * as bindings from './${glue}';\nimport wasmBytes from './${wasm}.js';\nconst wasm = await init({ module_or_path: wasmBytes });\n${ended}`,
    csp: "'none'",
    precache: [...common, `./${wasm}.js`],
  });
  fs.writeFileSync(path.join(b64.dir, `${wasm}.js`), base64Module);
  const stream = make('stream', {
    bootBody: `import init, * as bindings from './${glue}';\nconst wasm = await init({ module_or_path: new URL('./${wasm}', import.meta.url) });\n${ended}`,
    csp: "'self'",
    precache: [...common, `./${wasm}`],
    head: `<link rel="preload" href="./${wasm}" as="fetch" type="application/wasm" crossorigin>`,
  });
  return { all: [b64, stream], sizes: { wasm: bytes.length, base64Module: Buffer.byteLength(base64Module) } };
}

/** A static server like the e2e one (Cache-Control: no-cache), optionally gzipping. */
async function serve(dir, gzip) {
  const cache = new Map();
  const server = http.createServer((req, res) => {
    let file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (file.endsWith('/')) file = path.join(file, 'index.html');
    if (!file.startsWith(dir) || !fs.existsSync(file)) {
      res.writeHead(404);
      return res.end();
    }
    const headers = { 'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' };
    let body = fs.readFileSync(file);
    if (gzip && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      if (!cache.has(file)) cache.set(file, zlib.gzipSync(body, { level: 9 }));
      body = cache.get(file);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }) };
}

// Runs in the page before its own scripts (DevTools protocol, not governed by the CSP).
const PROBE = () => {
  const b = (window.__bench = { text: null, app: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') b.text = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  const check = () => {
    if (b.app === null && document.querySelector('.run-list') && !document.getElementById('boot')) b.app = performance.now();
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
  return page.evaluate(() => ({ text: Math.round(window.__bench.text), app: Math.round(window.__bench.app) }));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { all, sizes } = variants();
console.log(`wasm ${sizes.wasm} B; as a base64 module ${sizes.base64Module} B`);
console.log(`network: ${DOWN_KBPS} kbit/s down, ${UP_KBPS} kbit/s up, ${RTT_MS} ms RTT (CDP Network.emulateNetworkConditions); ${RUNS} runs each, median`);
const browser = await launchBrowser();
const rows = [];
for (const gzip of [false, true]) {
  for (const v of all) {
    const server = await serve(v.dir, gzip);
    const cold = [];
    const warm = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
      await context.addInitScript(PROBE);
      const page = await context.newPage();
      await throttle(page);
      cold.push(await measure(page, () => page.goto(server.url, { waitUntil: 'commit' })));
      // Warm: once the service worker controls the page and has precached the build.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 120_000 });
      await page.evaluate(() => navigator.serviceWorker.ready);
      warm.push(await measure(page, () => page.reload({ waitUntil: 'commit' })));
      await context.close();
    }
    await server.close();
    for (const [load, xs] of [['cold', cold], ['warm', warm]]) {
      rows.push({
        delivery: v.name,
        gzip: gzip ? 'yes' : 'no',
        load,
        'text ms': median(xs.map((x) => x.text)),
        'app ms': median(xs.map((x) => x.app)),
        'app ms (all runs)': xs.map((x) => x.app).join(' '),
      });
    }
  }
}
await browser.close();
console.table(rows);
for (const v of all) fs.rmSync(v.dir, { recursive: true, force: true });
