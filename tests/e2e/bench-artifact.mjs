// Not a test (no timing is ever asserted): how long the review loop takes to show a big artifact.
//
//   cargo xtask dist && node tests/e2e/bench-artifact.mjs [sizes in KB of 1000 bytes; default 200 1000 5000]
//
// For each size it starts a run through the form, then reloads the run page, and prints the
// wall time from the click (or the reload) until the run page is drawn with the artifact's last
// line in the DOM and two animation frames have passed (so style, layout and paint are in), plus
// Chromium's own split of that time (script, style, layout) from the DevTools `Performance`
// metrics. `BENCH_RUNS=n` repeats each measure n times and keeps the median; `BENCH_DIST=dir`
// measures another build (e.g. one of an older commit) instead of dist/. Sizes are decimal:
// localStorage holds about 5.2 million characters per origin, so a 5 MiB artifact cannot be
// stored at all, and 5 MB (5,000,000 bytes) is about the largest run a browser keeps.
import { distDir, serveDir, launchBrowser, newPage } from './harness.mjs';

const RUBRIC = '# Notes\n- facts: every claim is true\n- complete: every change is listed\n- plain: no jargon\n';

/** About `bytes` of text in ~76-byte numbered lines (a 5 MB artifact is about 66k lines). */
export function bigArtifact(bytes) {
  const lines = [];
  let size = 0;
  for (let i = 1; size < bytes; i++) {
    const line = `Line ${String(i).padStart(6, '0')}: the quick brown fox jumps over the lazy dog, <b>&amp; again</b>.`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n') + '\n';
}

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

async function metrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

/** Runs `act`, waits until the artifact's last line is drawn, returns times in ms. */
async function measure(page, cdp, lastLine, act, { reload = false } = {}) {
  // A reload starts a new document, whose counters start at zero.
  const before = reload ? {} : await metrics(cdp);
  const t0 = Date.now();
  await act();
  await page.waitForFunction(
    (line) => document.querySelector('.artifact-text')?.textContent.includes(line),
    lastLine,
    { polling: 50, timeout: 120_000 },
  );
  await page.evaluate(frames);
  const wall = Date.now() - t0;
  const after = await metrics(cdp);
  const d = (k) => Math.round((after[k] - (before[k] ?? 0)) * 1000);
  return { wall, script: d('ScriptDuration'), style: d('RecalcStyleDuration'), layout: d('LayoutDuration') };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const sizes = (process.argv.slice(2).length ? process.argv.slice(2) : ['200', '1000', '5000']).map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const browser = await launchBrowser();
const server = await serveDir(process.env.BENCH_DIST ?? distDir);
try {
  for (const kb of sizes) {
    const text = bigArtifact(kb * 1000);
    const lastLine = text.trimEnd().split('\n').at(-1);
    const starts = [];
    const reloads = [];
    for (let r = 0; r < runs; r++) {
      const { context, page } = await newPage(browser, { viewport: { width: 1360, height: 900 } });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(server.url + '#/new');
      await page.getByLabel('Run name').fill(`Bench ${kb} KB`);
      await page.getByLabel('Rubric: 3 to 6 pass/fail criteria').fill(RUBRIC);
      // Setting the value in one go: typing 5 MB through `fill` is not what is measured.
      await page.getByLabel('Artifact: the text to review').evaluate((el, t) => {
        el.value = t;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, text);
      const start = page.getByRole('button', { name: 'Start the run' });
      starts.push(await measure(page, cdp, lastLine, () => start.click()));
      reloads.push(await measure(page, cdp, lastLine, () => page.reload(), { reload: true }));
      if (page.consoleErrors.length) console.log(page.consoleErrors.join('\n'));
      await context.close();
    }
    const show = (xs) => {
      const pick = (k) => median(xs.map((x) => x[k]));
      return `${(pick('wall') / 1000).toFixed(2)} s (script ${pick('script')}, style ${pick('style')}, layout ${pick('layout')} ms)`;
    };
    console.log(`${String(kb).padStart(5)} KB, ${text.split('\n').length - 1} lines: start ${show(starts)}; reload ${show(reloads)}`);
  }
} finally {
  await server.close();
  await browser.close();
}
