// Designs written by anyone (issue 16, design-jury.md §11 "What cleans the design is an
// allowlist, and it is not the only wall", "Limits"), on the release build in Chromium: designs
// that shadow DOM methods render cleaned and leave the app working, from a panel link and from a
// review run; a design nested 100k deep is refused in words and the page still answers; every
// remote-URL vector leaves no non-data: URL anywhere in the frame's document; and each wall
// (cleaning, frame CSP, sandbox, frame-src 'none') holds with the others taken away. Issue 27:
// a design whose <use>s multiply is refused in words; no design rule reaches the quote mark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot, newPage, useDist } from './harness.mjs';

const fixtures = path.join(repoRoot, 'core', 'tests', 'fixtures', 'open-design-v1');
const SPEC_EXAMPLE = fs.readFileSync(path.join(fixtures, 'spec-example.txt'), 'utf8');
const dist = useDist();

/** The spec example with `design` as its SHIP artifact. */
const reply = (design) =>
  SPEC_EXAMPLE.replace('<section class="card"><h2>Pro</h2><p class="price">$9</p></section>', design);

const stage = (page) => page.getByRole('region', { name: 'Design Jury' });
const shipped = (page) => stage(page).locator('.jury-artifact', { hasText: 'Shipped artifact' });

/** A server on another origin that counts what reaches it: the attacker. */
async function attacker(t) {
  const hits = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url);
    res.writeHead(200, { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*' });
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); }));
  return { url: `http://127.0.0.1:${server.address().port}`, hits };
}

async function open(t, url = dist.server.url + '#/jury') {
  const opened = await newPage(dist.browser, { viewport: { width: 1360, height: 900 } });
  t.after(() => opened.context.close());
  await opened.page.goto(url);
  return opened;
}

async function pastePanel(page, design, brief) {
  await stage(page).getByText(/Shipped at round 3/).waitFor({ timeout: 30_000 });
  await page.locator('#jury-brief').fill(brief);
  await page.locator('#jury-reply').fill(reply(design));
  await page.getByRole('button', { name: 'Run the panel' }).click();
  await stage(page).getByText('Shipped at round 2 · composite 9.0').waitFor();
}

/** The frame of the first rendered view in `scope`, once `selector` is in it. */
async function frameOf(scope, selector) {
  const el = scope.locator('iframe.design-frame').first();
  await el.waitFor();
  const frame = await (await el.elementHandle()).contentFrame();
  await frame.waitForSelector(selector, { state: 'attached' });
  return frame;
}

/** The app still answers: the start page's New run opens its form. */
async function assertAnswers(page) {
  await page.getByRole('link', { name: 'Review loop' }).click();
  await page.getByRole('link', { name: 'New run' }).click({ timeout: 5_000 });
  await page.getByLabel('Run name').waitFor({ timeout: 5_000 });
}

const pageErrors = (page) => page.consoleErrors.filter((e) => e.startsWith('pageerror'));

const CLOBBERS = {
  getAttributeNames: '<form id="f"><input name="getAttributeNames" value="a"></form>',
  localName: '<form id="f"><input name="localName" value="a"><input id="childNodes"></form>',
};
const clobbering = (form) =>
  `<!doctype html><html><head><style>#t{color:rgb(1,2,3)}</style></head><body>
<h1 id="t">Shadowed methods</h1>${form}<img name="body"><form name="querySelectorAll"></form>
<p id="after" style="color: rgb(4, 5, 6)">After the form</p></body></html>`;

async function assertClobberRendered(frame) {
  assert.equal(await frame.$eval('#t', (h) => getComputedStyle(h).color), 'rgb(1, 2, 3)');
  assert.equal(await frame.$eval('#after', (p) => getComputedStyle(p).color), 'rgb(4, 5, 6)');
  assert.equal(await frame.$$eval('#f input', (i) => i.length) >= 1, true, 'the form is kept');
  assert.equal(await frame.$$eval('img[name], form[name]', (e) => e.length), 0, 'no name shadows the document');
}

for (const [name, form] of Object.entries(CLOBBERS)) {
  test(`a design shadowing ${name} renders cleaned from a panel link, and the app keeps working`, async (t) => {
    const sender = await open(t);
    await pastePanel(sender.page, clobbering(form), `Clobber ${name}`);
    await assertClobberRendered(await frameOf(shipped(sender.page), '#after'));
    await sender.page.getByRole('button', { name: 'Copy a share link' }).click();
    const link = await sender.page.getByLabel('Share link').inputValue();
    assert.deepEqual(pageErrors(sender.page), []);

    const reader = await open(t, link);
    const { page } = reader;
    await page.getByText('A shared panel run, read only').waitFor();
    await stage(page).getByText('Shipped at round 2 · composite 9.0').waitFor({ timeout: 20_000 });
    assert.equal(await shipped(page).locator('iframe.design-frame').count(), 0, 'not rendered before asked');
    await shipped(page).getByRole('button', { name: 'Show the design' }).click();
    await assertClobberRendered(await frameOf(shipped(page), '#after'));
    // Replaying renders it again, and the app still answers.
    await page.getByRole('button', { name: 'Replay from the start' }).click();
    await stage(page).getByText('Shipped at round 2 · composite 9.0').waitFor({ timeout: 20_000 });
    await assertAnswers(page);
    assert.deepEqual(pageErrors(page), []);
  });

  test(`a design shadowing ${name} renders cleaned in a review run, and the app keeps working`, async (t) => {
    const { page } = await open(t, dist.server.url);
    await page.getByRole('link', { name: 'New run' }).click();
    await page.getByLabel('Run name').fill(`Clobber ${name}`);
    await page.getByRole('button', { name: 'text example' }).click();
    await page.getByLabel('Artifact: the text to review').fill(clobbering(form));
    await page.getByRole('button', { name: 'Start the run' }).click();
    await page.getByRole('heading', { name: `Clobber ${name}`, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Show it rendered' }).click();
    await assertClobberRendered(await frameOf(page.locator('.artifact-panel'), '#after'));
    await assertAnswers(page);
    assert.deepEqual(pageErrors(page), []);
  });
}

/** `link` with every `from` in its panel run replaced by `to`: a link as anyone can write one
 *  (the app's own paste path bounds a SHIP block to upstream's 256 KiB; a link has no parser). */
function rewrite(link, from, to) {
  const at = link.indexOf('/panel/') + '/panel/'.length;
  const json = zlib.inflateSync(Buffer.from(link.slice(at), 'base64url')).toString('utf8');
  assert.ok(json.includes(from), 'the marker is in the run');
  const packed = zlib.deflateSync(Buffer.from(json.replaceAll(from, to)), { level: 9 }).toString('base64url');
  return link.slice(0, at) + packed;
}

test('a panel link nesting 100k divs is refused in words, and the page answers', async (t) => {
  const marker = 'DEEP-DESIGN-HERE';
  const sender = await open(t);
  await pastePanel(sender.page, `<!doctype html><html><body><p id="m">${marker}</p></body></html>`, 'Deep');
  await sender.page.getByRole('button', { name: 'Copy a share link' }).click();
  const link = rewrite(
    await sender.page.getByLabel('Share link').inputValue(),
    `<p id=\\"m\\">${marker}</p>`,
    `${'<div>'.repeat(100_000)}deep`,
  );
  t.diagnostic(`the 100k-nested panel link: ${link.length} characters`);

  const { page } = await open(t, link);
  await stage(page).getByText('Shipped at round 2 · composite 9.0').waitFor({ timeout: 20_000 });
  await shipped(page).getByRole('button', { name: 'Show the design' }).click();
  const refusal = shipped(page).getByText('This design is too large to show rendered');
  await refusal.waitFor({ timeout: 10_000 });
  const words = await refusal.innerText();
  assert.match(words, /100,00\d elements and text pieces, 80,00\d more than the 20,000 the app renders/);
  assert.match(words, /levels of nesting, \d+ more than the 256/);
  assert.match(words, /Nothing was rendered and nothing was stored; its source is complete below\./);
  await shipped(page).locator('.jury-source summary').click();
  assert.match(await shipped(page).locator('.jury-source code').innerText(), /<body><div><div><div>/);
  await assertAnswers(page);
  assert.deepEqual(pageErrors(page), []);
});

/** A run of `artifact` named `name`, made in `page`, shown at its run page. */
async function newRun(page, name, artifact) {
  await page.getByRole('link', { name: 'New run' }).click();
  await page.getByLabel('Run name').fill(name);
  await page.getByRole('button', { name: 'text example' }).click();
  await page.getByLabel('Artifact: the text to review').fill(artifact);
  await page.getByRole('button', { name: 'Start the run' }).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}

test('a design whose <use> elements multiply is refused in words after "Show it rendered", from a share link too, and the page answers', async (t) => {
  // Eight groups of ten <use>s, each of the group before: a few hundred bytes, 10^8 copies.
  let defs = '<rect id="g0" width="1" height="1"/>';
  for (let k = 1; k <= 8; k++) defs += `<g id="g${k}">${`<use href="#g${k - 1}"/>`.repeat(10)}</g>`;
  const design = `<!doctype html><html><body><svg width="100" height="100"><defs>${defs}</defs><use href="#g8"/></svg></body></html>`;
  const assertRefused = async (page) => {
    const panel = page.locator('.artifact-panel');
    await panel.getByRole('button', { name: 'Show it rendered' }).click();
    const refusal = panel.getByText('This design is too large to show rendered');
    await refusal.waitFor({ timeout: 10_000 });
    const words = await refusal.innerText();
    assert.match(words, /it has [\d,]{11,} elements and text pieces copied by its <use> elements, [\d,]+ more than the 20,000 the app renders/);
    assert.match(words, /Nothing was rendered and nothing was stored; its source is complete below\./);
    await assertAnswers(page);
    assert.deepEqual(pageErrors(page), []);
  };
  const sender = await open(t, dist.server.url);
  await newRun(sender.page, 'Use bomb', design);
  await sender.page.getByRole('button', { name: 'Copy a share link' }).click();
  const link = await sender.page.getByLabel('Share link').inputValue();
  t.diagnostic(`the share link of the multiplying design: ${link.length} characters`);
  await assertRefused(sender.page);

  const reader = await open(t, link);
  await reader.page.getByText('A shared run, read only').waitFor();
  await assertRefused(reader.page);
});

/** Every remote-URL vector of issue 16, each pointing at `to`. */
const vectors = (to) => `<!doctype html><html><head>
<style>
  @import url("${to}/import.css");
  @font-face { font-family: Remote; src: url("${to}/font.woff2"); }
  @property --remote { syntax: "<url>"; inherits: false; initial-value: url("${to}/property.png"); }
  :root { --img: url("${to}/custom.png"); --str: "${to}/image-set.png"; }
  body { font-family: Remote; background-image: var(--img); }
  #set { background-image: image-set(var(--str) 1x); }
  #esc { background: u\\72l(${to}/escaped.png); }
  #cursor { cursor: url("${to}/cursor.cur"), auto; }
  #mask { mask-image: url("${to}/mask.svg"); list-style-image: url("${to}/list.png"); }
  #content::before { content: url("${to}/content.png"); }
  /* issue 27: a string custom property in image-set() through var(), beside a data: image, in
     a longhand, in shorthands, inherited from :root, and as an @property's initial value */
  @property --pstr { syntax: "<string>"; inherits: true; initial-value: "${to}/property-string.png"; }
  #issue { --a: "${to}/issue.png"; background-image: image-set(url(data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7) 2x, var(--a) 1x); }
  #short { --b: "${to}/shorthand.png"; background: image-set(url("data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7") 2x, var(--b) 1x) red; }
  :root { --inherited: "${to}/inherited.png"; }
  #inherit { list-style: image-set(var(--inherited) 1x) inside; }
  #prop { border: 4px solid; border-image: image-set(var(--pstr) 1x) 30; }
  #ok { background: url("data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"); }
</style></head><body>
<p id="set">image-set</p><p id="esc">escaped</p><p id="cursor">cursor</p><ul id="mask"><li>x</li></ul>
<p id="content">c</p><p id="ok">data stays</p>
<p id="issue">issue</p><p id="short">shorthand</p><ul id="inherit"><li>inherited</li></ul><p id="prop">property</p>
<p style="--s: '${to}/inline-var.png'; background: image-set(var(--s) 1x) blue">inline var</p>
<div style="background-image: url(${to}/inline.png); color: rgb(9, 8, 7)" id="inline">inline</div>
<svg width="100" height="100">
  <defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(${to}/fill.svg#p)"/>
  <rect width="10" height="10" filter="url(${to}/filter.svg#f)"/>
  <rect width="10" height="10" mask="url(${to}/mask.svg#m)"/>
  <rect width="10" height="10" clip-path="url(${to}/clip.svg#c)"/>
  <path d="M0 0 L10 10" marker-start="url(${to}/marker.svg#m)" marker-end="url(${to}/marker.svg#e)"/>
  <rect width="10" height="10" cursor="url(${to}/svg-cursor.cur), auto"/>
  <rect id="grad" width="10" height="10" fill="url(#g)"/>
  <rect width="10" height="10"><animate attributeName="fill" values="red;url(${to}/animate.svg#x)" dur="1s"/></rect>
  <rect width="10" height="10"><set attributeName="fill" to="url(${to}/set.svg#x)"/></rect>
  <rect width="10" height="10"><animate attributeName="filter" from="url(${to}/from.svg#a)" to="none" dur="1s"/></rect>
  <a><set attributeName="href" to="${to}/set-href"/><text y="20">link</text></a>
  <image href="${to}/image.png" width="5" height="5"/><use href="${to}/sprite.svg#i"/>
</svg>
<textarea><p title="</textarea><i id="ta" style='background:url(${to}/textarea.png)'>x</i>"></textarea>
<title><p title="</title><i id="ti" style='background:url(${to}/title.png)'>x</i>"></title>
<svg></p><style><img id="sv" src="${to}/svg-style.png" style="background:url(${to}/svg-style-bg.png)"></style></svg>
</body></html>`;

/** Every URL in the frame's document: attribute values (URL attributes whole, `url()` in any),
 *  inline styles, every rule of document.styleSheets and the adopted sheets, @property rules. */
function urlsIn() {
  const found = [];
  const inCss = (text, where) => {
    for (const m of text.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) found.push([where, m[2]]);
    for (const m of text.matchAll(/image-set\(([^)]*)\)/gi)) for (const s of m[1].matchAll(/["']([^"']*)["']/g)) found.push([where, s[1]]);
  };
  for (const el of document.querySelectorAll('*')) {
    for (const a of el.attributes) {
      if (['href', 'xlink:href', 'src', 'poster', 'background', 'action', 'formaction', 'srcset', 'data', 'cite'].includes(a.name)) found.push([`${el.localName}[${a.name}]`, a.value]);
      inCss(a.value, `${el.localName}[${a.name}]`);
    }
    if (el.style) inCss(el.style.cssText, `${el.localName} style`);
  }
  const walk = (rules, where) => {
    for (const r of rules) {
      inCss(r.cssText, `${where} ${r.constructor.name}`);
      if (r.constructor.name === 'CSSPropertyRule') inCss(r.initialValue ?? '', `${where} @property`);
      if (r.cssRules) walk(r.cssRules, where);
    }
  };
  for (const s of document.styleSheets) walk(s.cssRules, 'styleSheets');
  for (const s of document.adoptedStyleSheets) walk(s.cssRules, 'adopted');
  return found;
}
const remoteOnly = (urls) => urls.filter(([, u]) => !/^\s*(data:|#)/i.test(u));

test('no remote-URL vector leaves a non-data: URL anywhere in the frame, and none is requested', async (t) => {
  const evil = await attacker(t);
  const { page } = await open(t);
  await pastePanel(page, vectors(evil.url), 'Vectors');
  const frame = await frameOf(shipped(page), '#inline');
  assert.equal(await frame.$eval('#inline', (d) => getComputedStyle(d).color), 'rgb(9, 8, 7)', 'its styles still apply');
  assert.equal(await frame.$eval('#grad', (r) => r.getAttribute('fill')), 'url(#g)', 'references inside the design stay');
  assert.match(await frame.$eval('#ok', (p) => getComputedStyle(p).backgroundImage), /^url\("data:image\/gif/, 'data: stays');
  // Parsed as the browser parses: the <i>s after </textarea> and </title> are elements (their
  // styles cleaned like any other), the <img> in <style> is text.
  assert.deepEqual(await frame.$$eval('#ta, #ti, #sv', (e) => e.map((x) => x.id)), ['ta', 'ti']);
  await page.waitForTimeout(1000);
  const urls = await frame.evaluate(urlsIn);
  assert.ok(urls.length > 0, 'the walk finds the URLs that are allowed');
  assert.deepEqual(remoteOnly(urls), [], 'no URL but data: and #fragment');
  assert.deepEqual(evil.hits, [], 'nothing reached the other origin');
});

test('each wall holds alone: the cleaning with no CSP or sandbox, the frame CSP with no cleaning or sandbox, the sandbox with no cleaning or CSP, frame-src alone', async (t) => {
  const evil = await attacker(t);
  const { page } = await open(t);
  await pastePanel(page, vectors(evil.url), 'Walls');
  const frameEl = shipped(page).locator('iframe.design-frame');
  const frame = await frameOf(shipped(page), '#inline');
  await page.waitForTimeout(500);
  assert.deepEqual(evil.hits, []);
  const sandbox = await frameEl.getAttribute('sandbox');
  const shell = await frameEl.getAttribute('srcdoc');

  // A page of another origin with no CSP at all, where scripts run.
  const bare = http.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/html' }); res.end('<!doctype html><body></body>'); });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => { bare.closeAllConnections?.(); bare.close(resolve); }));
  const plain = await newPage(dist.browser);
  t.after(() => plain.context.close());
  await plain.page.goto(`http://127.0.0.1:${bare.address().port}/`);
  const settle = () => plain.page.waitForTimeout(1500);

  // 1. The cleaning alone: what the frame holds, with its sheets as plain <style>, in a page
  //    with no CSP and no sandbox, requests nothing.
  const cleaned = await frame.evaluate(() => {
    const sheets = [...document.adoptedStyleSheets].map((s) => [...s.cssRules].map((r) => r.cssText).join('\n'));
    const styled = [...document.querySelectorAll('[style]')].map((el, i) => {
      el.setAttribute('data-wall', i);
      return `[data-wall="${i}"]{${el.style.cssText}}`;
    });
    return { html: document.documentElement.outerHTML, css: sheets.join('\n') + styled.join('\n') };
  });
  await plain.page.evaluate(({ html, css }) => {
    document.open();
    document.write(html.replace('</head>', `<style>${css}</style></head>`).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''));
    document.close();
  }, cleaned);
  await settle();
  assert.deepEqual(evil.hits, [], 'the cleaned design alone requests nothing');
  // The vectors are real: the same design uncleaned, in the same page, does reach the server.
  await plain.page.evaluate((html) => { document.open(); document.write(html); document.close(); }, vectors(evil.url));
  await settle();
  assert.ok(evil.hits.length >= 5, `the uncleaned design makes requests (${evil.hits.length})`);
  t.diagnostic(`uncleaned, requested: ${[...new Set(evil.hits)].sort().join(' ')}`);
  evil.hits.length = 0;

  // 2. The frame's CSP alone: the uncleaned design in a frame with the app's shell CSP, no
  //    sandbox, in the page with no CSP of its own.
  await plain.page.evaluate(({ shell, design }) => new Promise((resolve) => {
    document.body.innerHTML = '';
    const f = document.createElement('iframe');
    f.srcdoc = shell.replace('<body></body>', '') + design.replace('<!doctype html>', '');
    f.onload = resolve;
    document.body.append(f);
  }), { shell, design: vectors(evil.url) });
  await settle();
  assert.deepEqual(evil.hits, [], "the frame's CSP alone lets no request through");

  // 3. The sandbox alone: a script that would change a visible thing does not run in a frame
  //    with the app's sandbox attribute, with no cleaning and no CSP.
  const ran = await plain.page.evaluate((sandbox) => new Promise((resolve) => {
    document.body.innerHTML = '';
    const f = document.createElement('iframe');
    f.setAttribute('sandbox', sandbox);
    f.srcdoc = '<p id="p">before</p><script>document.getElementById("p").textContent = "ran"</script><img src="x:" onerror="document.getElementById(\'p\').textContent=\'ran\'">';
    f.onload = () => setTimeout(() => resolve(f.contentDocument.getElementById('p').textContent), 300);
    document.body.append(f);
  }), sandbox);
  assert.equal(ran, 'before', 'nothing ran in the sandbox');
  assert.equal(sandbox, 'allow-same-origin', 'the sandbox allows no script, form, popup or navigation');

  // 4. frame-src 'none' alone: the app's page cannot put the other origin in a frame, nor
  //    navigate the design's frame there.
  await page.evaluate((url) => {
    const f = document.createElement('iframe');
    f.src = url + '/framed';
    document.body.append(f);
    document.querySelector('iframe.design-frame').contentWindow.location.href = url + '/navigated';
  }, evil.url);
  await page.waitForTimeout(1500);
  assert.deepEqual(evil.hits, [], "frame-src 'none' holds");
});

test('a quote is marked where it shows, not in a hidden copy placed first', async (t) => {
  const design = `<!doctype html><html><body><span style="display:none">Start your free trial</span>
<p id="shown">Start your free trial today</p></body></html>`;
  const hiddenOnly = `<!doctype html><html><body><p id="shown">Plans and prices</p>
<span style="display:none">Start your free trial</span></body></html>`;
  for (const [artifact, expected] of [[design, 'The quote is marked in the rendered design.'], [hiddenOnly, 'only where it is hidden']]) {
    const { page } = await open(t, dist.server.url);
    await page.getByRole('link', { name: 'New run' }).click();
    await page.getByLabel('Run name').fill('Hidden quote');
    await page.getByRole('button', { name: 'text example' }).click();
    await page.getByLabel('Artifact: the text to review').fill(artifact);
    await page.getByRole('button', { name: 'Start the run' }).click();
    await page.getByRole('heading', { name: 'Hidden quote', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Show it rendered' }).click();
    const frame = await frameOf(page.locator('.artifact-panel'), '#shown');
    await page.locator('#reply-A').fill(JSON.stringify({
      criteria: [
        { id: 'facts', verdict: 'FAIL', reason: 'A trial is promised.', quote: 'Start your free trial', fix: 'Say the price.' },
        { id: 'complete', verdict: 'PASS', reason: 'ok' },
        { id: 'plain', verdict: 'PASS', reason: 'ok' },
      ],
    }));
    await page.getByText('✓ A valid reply').first().waitFor();
    await page.getByRole('button', { name: "Record judge A's reply" }).click();
    await page.getByRole('button', { name: 'Show in artifact' }).click();
    await page.getByText(expected, { exact: false }).waitFor();
    const marks = await frame.$$eval('mark[data-jury-quote]', (ms) => ms.map((m) => [m.parentElement.id, m.textContent]));
    if (artifact === design) assert.deepEqual(marks, [['shown', 'Start your free trial']], 'the visible copy is marked');
    else assert.deepEqual(marks, [], 'a hidden copy is not marked');
  }
});

// issue 27 item 16: no rule of a design reaches the app's quote mark, whatever its selector,
// specificity, layer or !important: the mark is displayed, visible, opaque and in its colours.
const MARK_HIDERS = {
  'mark[data-jury-quote]': 'mark[data-jury-quote]{display:none}',
  '[data-jury-quote] !important': '[data-jury-quote]{visibility:hidden!important;background:none!important;outline:none!important}',
  'mark, specific': 'html body p#shown > mark{opacity:0!important;position:absolute!important;left:-9999px!important}',
  '* !important': 'body *:not(p){display:none!important;color:transparent!important;-webkit-text-fill-color:transparent!important}',
  'a layer and a cover': '@layer hide{mark{display:none!important}} mark::after{content:"";position:absolute;inset:-40px;background:white}',
};

for (const [name, css] of Object.entries(MARK_HIDERS)) {
  test(`a design's rule ${name} leaves the quote mark visible`, async (t) => {
    const { page } = await open(t, dist.server.url);
    await newRun(page, 'Hide the mark', `<!doctype html><html><head><style>${css}</style></head><body>
<p id="shown">Start your free trial today</p></body></html>`);
    await page.getByRole('button', { name: 'Show it rendered' }).click();
    const frame = await frameOf(page.locator('.artifact-panel'), '#shown');
    await page.locator('#reply-A').fill(JSON.stringify({
      criteria: [
        { id: 'facts', verdict: 'FAIL', reason: 'A trial is promised.', quote: 'Start your free trial', fix: 'Say the price.' },
        { id: 'complete', verdict: 'PASS', reason: 'ok' },
        { id: 'plain', verdict: 'PASS', reason: 'ok' },
      ],
    }));
    await page.getByText('✓ A valid reply').first().waitFor();
    await page.getByRole('button', { name: "Record judge A's reply" }).click();
    await page.getByRole('button', { name: 'Show in artifact' }).click();
    await page.getByText('The quote is marked in the rendered design.').waitFor();
    const look = await frame.$eval('mark[data-jury-quote]', (m) => {
      const s = getComputedStyle(m);
      const r = m.getBoundingClientRect();
      return {
        shown: m.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        display: s.display,
        visibility: s.visibility,
        opacity: s.opacity,
        position: s.position,
        background: s.backgroundColor,
        fill: s.webkitTextFillColor,
        outline: s.outlineStyle,
        after: getComputedStyle(m, '::after').content,
        onPage: r.width > 0 && r.height > 0 && r.left >= 0,
      };
    });
    assert.deepEqual(look, {
      shown: true,
      display: 'inline',
      visibility: 'visible',
      opacity: '1',
      position: 'static',
      background: 'rgb(255, 224, 102)',
      fill: 'rgb(17, 17, 17)',
      outline: 'solid',
      after: 'none',
      onPage: true,
    });
  });
}
