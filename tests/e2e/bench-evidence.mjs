// Not a test (no timing is ever asserted): what checking a judge's reply costs in the browser on
// a big HTML artifact when the FAIL's quote is only in the text as a reader sees it
// (review-loop.md §4: found in the HTML reading, after the source lookups failed).
//
//   cargo xtask dist && node tests/e2e/bench-evidence.mjs [size in KB of 1000 bytes; default 5000]
//
// For each run it starts a run through the form (not timed), then prints the time from pasting
// the reply until the box shows its live verdict ("✓ A valid reply", measured in the page up to
// the next frame; `BENCH_PASTE=chat` pastes the whole chat, prompt and artifact included), and from the click
// on Record until the report shows the quote found. `BENCH_RUNS=n` repeats (each in a fresh
// profile: a 5 MB run fills a browser's storage) and keeps the median; `BENCH_DIST=dir`
// measures another build.
import { distDir, serveDir, launchBrowser, newPage } from './harness.mjs';

const RUBRIC = '# Page\n- facts: every claim is true\n- complete: every section is there\n- plain: no jargon\n';
const QUOTE = 'Get started today with release 999999';

/** About `bytes` of HTML in ~150-byte sections; the quoted passage, with its markup, at the end. */
function bigPage(bytes) {
  const parts = ['<!DOCTYPE html>\n<html><head><title>Page</title></head><body>\n'];
  let size = parts[0].length;
  for (let i = 1; size < bytes; i++) {
    const part = `<p>Part ${i}: the <em>quick</em> brown fox &amp; the <a href="/x/${i}">lazy dog</a>&nbsp;&mdash; again.</p>\n`;
    parts.push(part);
    size += part.length;
  }
  parts.push('<p>Get started <em>today</em> with release 999999.</p>\n</body></html>\n');
  return parts.join('');
}

const REPLY = JSON.stringify({
  criteria: [
    { id: 'facts', verdict: 'FAIL', reason: 'No such release.', quote: QUOTE, fix: 'Name the real one.' },
    { id: 'complete', verdict: 'PASS', reason: 'All there.' },
    { id: 'plain', verdict: 'PASS', reason: 'Plain.' },
  ],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const kb = Number(process.argv[2] ?? 5000);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const browser = await launchBrowser();
const server = await serveDir(process.env.BENCH_DIST ?? distDir);
try {
  const text = bigPage(kb * 1000);
  const live = [];
  const recorded = [];
  const statuses = [];
  let pasted = '';
  for (let r = 0; r < runs; r++) {
    const { context, page } = await newPage(browser, { viewport: { width: 1360, height: 900 } });
    await page.goto(server.url + '#/new');
    await page.getByLabel('Run name').fill(`Bench ${kb} KB`);
    await page.getByLabel('Rubric: 3 to 6 pass/fail criteria').fill(RUBRIC);
    await page.getByLabel('Artifact: the text to review').evaluate((el, t) => {
      el.value = t;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
    await page.getByLabel('Artifact name').fill('index.html');
    await page.getByRole('button', { name: 'Start the run' }).click();
    await page.locator('#reply-A').waitFor({ timeout: 120_000 });
    // The page done drawing the artifact (its last line in the DOM, two frames on), so that
    // what is timed is the reply, not the artifact still being laid out.
    await page.waitForFunction(() => document.querySelector('.artifact-text')?.textContent.includes('</body></html>'), null, { polling: 50, timeout: 120_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

    // As a paste: the whole reply (or, with BENCH_PASTE=chat, the whole chat: the prompt with
    // the artifact, then the answer) in one input event. Timed in the page, from the input event
    // until the frame after the box's verdict is in the DOM: a page-wide `getByText` would time
    // Playwright reading the text of every element of the 5 MB artifact (seconds), not the app.
    let paste = REPLY;
    if (process.env.BENCH_PASTE === 'chat') {
      await page.getByText('Show the prompt').first().click();
      await page.waitForFunction(() => document.getElementById('prompt-A')?.value.length > 0);
      const prompt = await page.evaluate(() => document.getElementById('prompt-A').value);
      paste = `You said:\n${prompt}\nChatGPT said:\n\n\`\`\`json\n${REPLY}\n\`\`\`\n`;
    }
    pasted = `${process.env.BENCH_PASTE === 'chat' ? 'the whole chat' : 'the reply'}, ${paste.length} chars`;
    live.push(
      await page.locator('#reply-A').evaluate(
        (el, t) =>
          new Promise((done) => {
            const help = document.getElementById('reply-help-A');
            const t0 = performance.now();
            el.value = t;
            el.dispatchEvent(new Event('input', { bubbles: true }));
            const wait = () =>
              help.textContent.includes('✓ A valid reply')
                ? requestAnimationFrame(() => setTimeout(() => done(Math.round(performance.now() - t0))))
                : setTimeout(wait, 0);
            wait();
          }),
        paste,
      ),
    );

    if (process.env.BENCH_PASTE === 'chat') {
      // Only the live check is timed for a whole chat.
      await context.close();
      continue;
    }
    const t0 = Date.now();
    await page.getByRole('button', { name: "Record judge A's reply" }).click();
    // Any evidence line: an older build (BENCH_DIST) says "not found" as fast as it can.
    const evidence = page.locator('.evidence').first();
    await evidence.waitFor({ timeout: 120_000 });
    recorded.push(Date.now() - t0);
    statuses.push(await evidence.getAttribute('class'));
    await context.close();
  }
  console.log(
    `${kb} KB HTML (${text.length} bytes), quote in the rendered text only, median of ${runs}: ` +
      `paste (${pasted}) → live verdict ${median(live)} ms, Record → quote found ${recorded.length ? median(recorded) : '-'} ms ` +
      `(all: live ${live.join(', ')}; record ${recorded.join(', ')}; ${[...new Set(statuses)].join(', ')})`,
  );
} finally {
  await server.close();
  await browser.close();
}
