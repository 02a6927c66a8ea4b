// A run started with another prompt language (review-loop §8): the new-run form offers the
// languages by their own names, the run's judge prompt is in the one chosen, and a reload (the
// run replayed from storage) gives the same prompt byte for byte. Through the built app (dist/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, useDist, assertClean } from './harness.mjs';

const dist = useDist();

/** The judge prompt for `judge` as the run page shows it. */
async function promptOf(page, judge) {
  await page.locator(`#prompt-${judge}`).locator('xpath=ancestor::details[1]/summary').click();
  await page.waitForFunction((id) => document.querySelector(id).value !== '', `#prompt-${judge}`);
  return page.locator(`#prompt-${judge}`).inputValue();
}

test('a run started in Spanish prompts its judges in Spanish, the same after a reload', async () => {
  const opened = await newPage(dist.browser, { viewport: { width: 390, height: 844 } });
  const { page } = opened;
  await page.goto(dist.server.url);
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill('Notas de la versión');
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill('# Notas\n\n- Requiere Node 20 o posterior.\n');
  const menu = page.getByLabel('Prompt language');
  assert.equal(await menu.inputValue(), 'en', 'English unless chosen');
  assert.deepEqual(
    await menu.locator('option').allTextContents(),
    ['English', '中文（简体）', '日本語', 'Español', 'Français', 'Deutsch', 'Português (Brasil)', 'العربية'],
  );
  await menu.selectOption('es');
  await page.getByRole('button', { name: 'Start the run' }).click();

  const prompt = await promptOf(page, 'A');
  assert.match(prompt, /^# Revisión\n\nEres un revisor nuevo e independiente\./);
  assert.match(prompt, /Escribe "reason", "fix" y "optional" en español\./);
  assert.ok(prompt.endsWith('Responde solo con el objeto JSON.\n'));

  await page.reload();
  assert.equal(await promptOf(page, 'A'), prompt);
  assertClean(opened);
});
