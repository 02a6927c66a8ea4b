// E2E harness for jury (node:test friendly). Contract: see README.md "E2E harness".
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const distDir = path.join(repoRoot, 'dist');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serve `dir` on 127.0.0.1 (free port) under the path prefix `base`. */
export async function serveDir(dir, { base = '/' } = {}) {
  if (!base.startsWith('/')) base = '/' + base;
  if (!base.endsWith('/')) base += '/';
  const root = path.resolve(dir);
  const requests = [];
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(pathname);
    const send = (status, type, body) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'method not allowed\n');
    if (pathname + '/' === base) {
      res.writeHead(301, { Location: base });
      return res.end();
    }
    if (!pathname.startsWith(base)) return send(404, 'text/plain', 'not found\n');
    let file = path.resolve(root, '.' + path.posix.normalize('/' + pathname.slice(base.length)));
    if (file !== root && !file.startsWith(root + path.sep)) return send(404, 'text/plain', 'not found\n');
    try {
      if (fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
      const body = fs.readFileSync(file);
      send(200, MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream', body);
    } catch {
      send(404, 'text/plain', 'not found\n');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: origin + base,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Headless Chromium from apt (/usr/bin/chromium); playwright downloads nothing. */
export async function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}

/**
 * A test file's shared browser (and, with `serve`, `dist/` served at `/`): registers the file's
 * `before`/`after` hooks and returns an object whose `browser` and `server` are set once they ran.
 */
export function useDist({ serve = true } = {}) {
  const shared = { browser: null, server: null };
  before(async () => {
    assert.ok(fs.existsSync(path.join(distDir, 'index.html')), 'dist/ missing: run `cargo xtask dist`');
    shared.browser = await launchBrowser();
    if (serve) shared.server = await serveDir(distDir);
  });
  after(async () => {
    await shared.server?.close();
    await shared.browser?.close();
  });
  return shared;
}

const localSchemes = new Set(['data:', 'blob:', 'about:']);

/**
 * A fresh context and page. `offOrigin` collects every request leaving the app's origin
 * (the origin of the first http(s)/file document the page navigates to); `page.consoleErrors`
 * collects console errors, page errors and CSP violations.
 */
export async function newPage(browser, { colorScheme = 'light', ...contextOptions } = {}) {
  const context = await browser.newContext({ colorScheme, ...contextOptions });
  const page = await context.newPage();
  const offOrigin = [];
  let appOrigin = null;
  page.consoleErrors = [];
  const originOf = (u) => {
    const url = new URL(u);
    return url.protocol === 'file:' ? 'file://' : url.origin;
  };
  context.on('request', (request) => {
    const url = request.url();
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      offOrigin.push(url);
      return;
    }
    if (localSchemes.has(parsed.protocol)) return;
    if (appOrigin === null && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      appOrigin = originOf(url);
    }
    if (originOf(url) !== appOrigin) offOrigin.push(url);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => page.consoleErrors.push(`pageerror: ${err.message}`));
  // Chromium reports every CSP violation as a console error, so they land in consoleErrors too.
  return { context, page, offOrigin };
}

/** Full-page screenshot into tests/artifacts/screenshots/NAME.png (gitignored). */
export async function screenshot(page, name) {
  const file = path.join(repoRoot, 'tests', 'artifacts', 'screenshots', `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Run axe-core in the page and return its violations. Evaluated through the DevTools protocol,
 *  which the page's CSP does not govern, so no CSP relaxation is needed. */
export async function axeCheck(page, options = {}) {
  const source = fs.readFileSync(path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  await page.evaluate(source);
  const result = await page.evaluate((opts) => globalThis.axe.run(document, opts), options);
  return result.violations;
}

/** Holds the app's first wasm back (the loading page stays up) until the returned release() is called. */
export async function holdWasm(page) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/*_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Asserts that no request left the app's origin and the console stayed clean (no errors, no
 *  CSP violations), for what `newPage` returned. */
export function assertClean({ page, offOrigin }) {
  assert.deepEqual(offOrigin, [], 'no request leaves the origin');
  assert.deepEqual(page.consoleErrors, [], 'no console errors or CSP violations');
}

/** Asserts that axe-core finds no violation on the page, naming the view and each node. */
export async function assertAxe(page, view) {
  const violations = await axeCheck(page);
  assert.deepEqual(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `axe-core violations on ${view}`,
  );
}

/** Plays the demo (it opens at round 1) through to its verdict with its "Next step" button. */
export async function finishDemo(page) {
  for (let i = 0; i < 20 && !(await page.getByRole('heading', { name: 'Verdict' }).count()); i++) {
    await page.locator('#demo-next').click();
    await page.waitForTimeout(50);
  }
  await page.getByRole('heading', { name: 'Verdict' }).waitFor();
}

/**
 * Visible text on the page that reads as English: two or more Latin words in a row, outside
 * what the person or the judge wrote (`dir="auto"`), code, and form fields. The app's own
 * words are all in the catalogue, so in another language such a text is a hard-coded string.
 */
export async function englishLeft(page) {
  return page.evaluate(() => {
    const skip = 'code, pre, kbd, textarea, input, select, [dir="auto"], .sr-only-english, script, style, iframe';
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skip)) continue;
      if (!parent.checkVisibility?.() || !parent.getClientRects().length) continue;
      const text = node.textContent.trim();
      // "jury" (the product's name), JSON, Markdown, HTML and the outcome codes are not English
      // words to translate, nor is a file name (`release-notes.md`): it is the person's.
      const words = text
        .replace(/[\w-]+\.(md|txt|html|json)\b/g, '')
        .replace(/\b(jury|JSON|Markdown|HTML|PASS|FAIL|FIX|NEED_B|DISPUTED|ROUND_LIMIT|BAD_INPUT|Tailwind|Open Design|Esc|Ctrl|Cmd|Enter|ChatGPT|Claude(\.ai)?)\b/g, '')
        .match(/[A-Za-z]{2,}(?:[ '’-][A-Za-z]{2,})+/g);
      if (words) found.push(text);
    }
    return found;
  });
}

/** Elements wider than the viewport (text cut off or a page that scrolls sideways). */
export async function overflowing(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *, header *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > width + 1 || r.left < -1) && !e.closest('.skip-link, .sr-only, .artifact-text, pre, table, [dir="auto"]');
      })
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.textContent.slice(0, 40)}`);
  });
}
