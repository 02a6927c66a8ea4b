// A pseudo-locale pass over every page (issue 25): the browser asks for French and gets, for
// every screen's catalogue, the English words with every letter accented and about 35% longer
// (`Rüüñ ñäämé`). A word still in plain English is then one the catalogue does not hold (a
// hard-coded string), and a page wider than a 390 px phone is text that does not fit once a
// translation is longer than the English. The core's messages keep their French words
// (their English is the core's own, not a catalogue file).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { newPage, useDist, assertClean, screenshot, repoRoot, englishLeft, overflowing } from './harness.mjs';

const dist = useDist();
const english = path.join(repoRoot, 'web', 'locales', 'en');

const ACCENTED = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]]),
);

/** Accents every letter outside placeables and doubles each vowel (about 35% longer). */
function pseudo(text) {
  let depth = 0;
  let out = '';
  for (const c of text) {
    if (c === '{') depth++;
    if (depth === 0 && ACCENTED[c]) {
      out += ACCENTED[c];
      if (/[aeiouAEIOU]/.test(c)) out += ACCENTED[c];
    } else {
      out += c;
    }
    if (c === '}') depth = Math.max(0, depth - 1);
  }
  return out;
}

/** A Fluent file with its words pseudo-localized: ids, variant keys and placeables kept. */
function pseudoFile(ftl) {
  return ftl
    .split('\n')
    .map((line) => {
      if (/^\s*#/.test(line) || !line.trim()) return line;
      const message = line.match(/^([a-z][a-z0-9-]*\s*=\s*)(.*)$/);
      if (message) return message[1] + pseudo(message[2]);
      const variant = line.match(/^(\s*\*?\[[^\]]+\]\s*)(.*)$/);
      if (variant) return variant[1] + pseudo(variant[2]);
      return /^\s+[{}]/.test(line) ? line : pseudo(line);
    })
    .join('\n');
}

async function openPseudo(t, hash = '') {
  const opened = await newPage(dist.browser, { locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  t.after(() => opened.context.close());
  await opened.context.route(/\/locales\/fr\/([a-z]+)\.ftl$/, async (route) => {
    const area = route.request().url().match(/\/locales\/fr\/([a-z]+)\.ftl$/)[1];
    const file = path.join(english, `${area}.ftl`);
    if (!fs.existsSync(file)) return route.continue();
    await route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body: pseudoFile(fs.readFileSync(file, 'utf8')) });
  });
  await opened.page.goto(dist.server.url + hash);
  await opened.page.locator('.language-menu').waitFor();
  return opened;
}

async function look(page, name, found) {
  await page.waitForTimeout(100);
  for (const text of await englishLeft(page)) found.english.push(`${name}: ${text}`);
  for (const e of await overflowing(page)) found.wide.push(`${name}: ${e}`);
  await screenshot(page, `pseudo-${name}`);
}

test('every page in a pseudo-locale: no hard-coded English, nothing wider than a phone', async (t) => {
  const found = { english: [], wide: [] };
  const opened = await openPseudo(t);
  const { page } = opened;
  assert.match(await page.locator('.top-nav').innerText(), /Ŕéé/, 'the pseudo catalogue is in use');
  await look(page, 'list', found);
  for (const [hash, name] of [['#/new', 'new'], ['#/how', 'how']]) {
    await page.goto(dist.server.url + hash);
    await page.locator('main h2').waitFor();
    await look(page, name, found);
  }
  await page.goto(dist.server.url);
  await page.locator('main a[href^="#/run/"]').first().click();
  await page.locator('#demo-next').waitFor();
  await look(page, 'run', found);
  for (let i = 0; i < 20 && (await page.locator('#demo-next').count()); i++) {
    await page.locator('#demo-next').click();
    await page.waitForTimeout(50);
  }
  await page.locator('#verdict-h').waitFor();
  await look(page, 'verdict', found);
  await page.goto(dist.server.url + '#/jury');
  await page.locator('.jury-lane h4').nth(4).waitFor({ timeout: 20_000 });
  await look(page, 'jury', found);
  assert.deepEqual(found.english, [], 'plain English left (a word not from the catalogue)');
  assert.deepEqual(found.wide, [], 'wider than 390 px');
  assertClean(opened);
});
