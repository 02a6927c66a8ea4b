// The app in its users' languages (issue 25), through the built app (dist/): the language
// follows the browser, the menu changes it and the choice is kept; Arabic lays out right to
// left while an English draft keeps its own direction; the review loop and the Design Jury
// play through in Arabic and in Japanese with no English words left on their screens and
// nothing wider than a phone; numbers are written the locale's way; offline.html carries
// every language; a catalogue that cannot be fetched leaves the app in English, saying so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, useDist, assertClean, screenshot, englishLeft, overflowing, holdWasm } from './harness.mjs';

const dist = useDist();

async function open(t, locale, { width = 390, hash = '' } = {}) {
  const opened = await newPage(dist.browser, { locale, viewport: { width, height: 844 } });
  t.after(() => opened.context.close());
  await opened.page.goto(dist.server.url + hash);
  await opened.page.locator('.language-menu').waitFor();
  return opened;
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

test('the loading page, before the wasm arrives, is in the language the app will show', async (t) => {
  const cases = [
    // [browser language, kept choice, language shown, direction, heading]
    ['ja-JP', null, 'ja', 'ltr', 'レビューループを読み込んでいます…'],
    ['en-US', 'ar', 'ar', 'rtl', 'جارٍ تحميل حلقة المراجعة…'],
    ['fr-CA', 'en', 'en', 'ltr', 'Loading the review loop…'],
  ];
  for (const [locale, kept, tag, dir, heading] of cases) {
    const opened = await newPage(dist.browser, { locale, viewport: { width: 390, height: 844 } });
    t.after(() => opened.context.close());
    const { page, context } = opened;
    if (kept) await context.addInitScript((k) => localStorage.setItem('jury.language', k), kept);
    const release = await holdWasm(page);
    await page.goto(dist.server.url, { waitUntil: 'commit' });
    await page.locator('#boot h2').waitFor();
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-loading-words'));
    assert.equal(await page.locator('#boot h2').textContent(), heading, locale);
    assert.equal(await page.getAttribute('html', 'lang'), tag);
    assert.equal((await page.getAttribute('html', 'dir')) ?? 'ltr', dir);
    if (tag !== 'en') assert.deepEqual(await englishLeft(page), [], `English left on the ${tag} loading page`);
    await screenshot(page, `boot-${tag}-390`);
    release();
    await page.locator('.language-menu').waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), tag, 'the app shows the language the loading page chose');
    assertClean(opened);
  }
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
  // A fresh page, listened to from its first request: offline.html is all it loads.
  const opened = await newPage(dist.browser, { locale: 'ar', viewport: { width: 390, height: 844 } });
  t.after(() => opened.context.close());
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
