// The app in its users' languages (issue 25), through the built app (dist/): the language
// follows the browser, the menu changes it and the choice is kept; Arabic lays out right to
// left while an English draft keeps its own direction; the review loop and the Design Jury
// play through in Arabic and in Japanese with no English words left on their screens and
// nothing wider than a phone; numbers are written the locale's way; offline.html carries
// every language; a catalogue that cannot be fetched leaves the app in English, saying so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, useDist, assertClean, screenshot } from './harness.mjs';

const dist = useDist();

async function open(t, locale, { width = 390, hash = '' } = {}) {
  const opened = await newPage(dist.browser, { locale, viewport: { width, height: 844 } });
  t.after(() => opened.context.close());
  await opened.page.goto(dist.server.url + hash);
  await opened.page.locator('.language-menu').waitFor();
  return opened;
}

/**
 * Visible text on the page that reads as English: two or more Latin words in a row, outside
 * what the person or the judge wrote (`dir="auto"`), code, and form fields. The app's own
 * words are all in the catalogue, so in another language such a text is a hard-coded string.
 */
async function englishLeft(page) {
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
      // words to translate.
      // A file name (`release-notes.md`) is the person's, not a word to translate.
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
async function overflowing(page) {
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

/** Looks at a page in a language: English left, overflow at this width, a screenshot. */
async function look(page, name) {
  await page.waitForTimeout(100);
  assert.deepEqual(await englishLeft(page), [], `English left on ${name}`);
  assert.deepEqual(await overflowing(page), [], `wider than the screen on ${name}`);
  await screenshot(page, name);
}

test('the language follows the browser; the menu changes it and the choice is kept', async (t) => {
  const opened = await open(t, 'ja-JP');
  const { page } = opened;
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
  assert.equal(await page.getByRole('link', { name: 'レビューループ' }).count(), 1);
  const menu = page.locator('.language-menu select');
  assert.equal(await menu.inputValue(), 'ja');
  await Promise.all([page.waitForEvent('load'), menu.selectOption('ar')]);
  await page.locator('.language-menu').waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'ar');
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
  await page.reload();
  await page.locator('.language-menu').waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'ar', 'the choice outlives a reload');
  await Promise.all([page.waitForEvent('load'), page.locator('.language-menu select').selectOption('en')]);
  await page.getByRole('link', { name: 'Review loop' }).waitFor();
  assertClean(opened);
});

for (const [locale, tag] of [['ar-EG', 'ar'], ['ja-JP', 'ja']]) {
  test(`the review loop in ${tag}: every page, the demo played to its verdict, at 390 and 1280 px`, async (t) => {
    for (const width of [390, 1280]) {
      const opened = await open(t, locale, { width });
      const { page } = opened;
      await look(page, `${tag}-list-${width}`);
      await page.goto(dist.server.url + '#/new');
      await page.locator('main h2').waitFor();
      await look(page, `${tag}-new-${width}`);
      await page.goto(dist.server.url + '#/how');
      await page.locator('main h2').waitFor();
      await look(page, `${tag}-how-${width}`);
      await page.goto(dist.server.url);
      await page.locator('main a[href^="#/run/"]').first().click();
      await page.locator('#demo-next').waitFor();
      for (let i = 0; i < 20 && (await page.locator('#demo-next').count()); i++) {
        await page.locator('#demo-next').click();
        await page.waitForTimeout(50);
      }
      await page.locator('#verdict-h').waitFor();
      await look(page, `${tag}-verdict-${width}`);
      assertClean(opened);
    }
  });

  test(`the Design Jury in ${tag}: the demo theater at 390 and 1280 px`, async (t) => {
    for (const width of [390, 1280]) {
      const opened = await open(t, locale, { width, hash: '#/jury' });
      const { page } = opened;
      await page.locator('.jury-lane h4').nth(4).waitFor({ timeout: 20_000 });
      const roles = await page.locator('.jury-lane h4').allInnerTexts();
      assert.equal(roles.length, 5);
      assert.ok(!roles.includes('Designer'), `roles in ${tag}: ${roles}`);
      await look(page, `${tag}-jury-${width}`);
      assertClean(opened);
    }
  });
}

test('Arabic reads right to left, and an English draft keeps its own direction', async (t) => {
  const opened = await open(t, 'ar', { width: 1280 });
  const { page } = opened;
  await page.locator('main a[href^="#/run/"]').first().click();
  await page.locator('#demo-next').waitFor();
  const directions = await page.evaluate(() => ({
    page: getComputedStyle(document.querySelector('main')).direction,
    draft: getComputedStyle(document.querySelector('.artifact-text [dir="auto"], .artifact-text[dir="auto"]')).direction,
  }));
  assert.deepEqual(directions, { page: 'rtl', draft: 'ltr' });
  // The header reads from the right: the name is right of the navigation.
  const name = await page.locator('.app-header h1').boundingBox();
  const nav = await page.locator('.top-nav').boundingBox();
  assert.ok(name.x > nav.x, 'the name sits right of the navigation');
  assertClean(opened);
});

test('numbers are written the locale’s way: the composite in German has a decimal comma', async (t) => {
  const opened = await open(t, 'de-DE', { width: 1280, hash: '#/jury' });
  const { page } = opened;
  await page.locator('.jury-composite').first().waitFor({ timeout: 20_000 });
  const composites = await page.locator('.jury-composite').allInnerTexts();
  assert.ok(composites.some((c) => /\d,\d/.test(c)), `composites: ${composites}`);
  assert.ok(!composites.some((c) => /\d\.\d/.test(c)), `composites: ${composites}`);
  assertClean(opened);
});

test('offline.html carries every language: Arabic with no request at all', async (t) => {
  const opened = await open(t, 'ar', { hash: '' });
  const { page } = opened;
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(dist.server.url + 'offline.html');
  await page.locator('.language-menu').waitFor();
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
  assert.equal(await page.getByRole('link', { name: 'حلقة المراجعة' }).count(), 1);
  assert.deepEqual(requests.filter((u) => u.includes('/locales/')), []);
  assertClean(opened);
});

test('a catalogue that cannot be fetched leaves the app in English and says so', async (t) => {
  const opened = await newPage(dist.browser, { locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  t.after(() => opened.context.close());
  const { page } = opened;
  await page.route('**/locales/**', (route) => route.abort());
  await page.goto(dist.server.url);
  await page.getByRole('link', { name: 'Review loop' }).waitFor();
  assert.match(await page.locator('.language-failed').innerText(), /Français could not be loaded/);
  // The aborted fetches are the console errors this test causes on purpose.
  page.consoleErrors = page.consoleErrors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e));
  assertClean(opened);
});
