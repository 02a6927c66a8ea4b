// core/js/runtime.js, the package's init()/free() guard (js-api.md "The package"), on a stand-in
// glue whose load the test controls: what a browser sees between `init()` and its resolution,
// and after a failed load. (The real glue in a real browser: tests/e2e/package.test.mjs.)
import assert from "node:assert/strict";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";
import { repoRoot } from "./helpers.mjs";

const { guard } = await import(pathToFileURL(join(repoRoot, "core", "js", "runtime.js")).href);

/** A glue like wasm-bindgen's: a class holding a pointer, a function; counts its loads. */
function fakeGlue() {
  class Thing {
    constructor(n) {
      this.__wbg_ptr = n;
    }
    static make(n) {
      return new Thing(n);
    }
    get value() {
      return this.__wbg_ptr;
    }
    twice() {
      return this.__wbg_ptr * 2;
    }
    free() {
      if (this.__wbg_ptr === 0) throw new Error("null pointer passed to rust");
      this.__wbg_ptr = 0;
    }
  }
  return { Thing, double: (n) => n * 2 };
}

/** A load that resolves or rejects when the test says. */
function controlledLoad() {
  const calls = [];
  const load = () =>
    new Promise((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

test("init(): overlapping calls share one promise and one load; exports throw 'await init()' until it resolves", async () => {
  const { load, calls } = controlledLoad();
  const x = guard(fakeGlue(), "jury-core/test", ["Thing", "double"], load);
  const early = [() => x.double(2), () => new x.Thing(1), () => x.Thing.make(1)].map((f) => {
    try {
      f();
      return "no error";
    } catch (e) {
      return e.message;
    }
  });
  assert.match(early[0], /^double\(\): the jury-core\/test WebAssembly module is not loaded yet\. Call `await init\(\)`/);
  assert.match(early[1], /^new Thing\(\): .*await init\(\)/);
  assert.match(early[2], /^Thing\.make\(\): .*await init\(\)/);
  assert.equal({} instanceof x.Thing, false, "instanceof works before init");
  const a = x.init();
  const b = x.init();
  assert.equal(a, b);
  assert.equal(calls.length, 1, "one load for two calls");
  calls[0].resolve();
  await a;
  assert.equal(x.init(), a, "later calls get the same promise");
  assert.equal(x.double(21), 42);
  const thing = x.Thing.make(3);
  assert.ok(thing instanceof x.Thing);
  assert.equal(new x.Thing(4).twice(), 8);
  assert.equal(calls.length, 1);
});

test("init(): a failed load rejects every waiting caller, and the next init() loads again", async () => {
  const { load, calls } = controlledLoad();
  const x = guard(fakeGlue(), "jury-core/test", ["double"], load);
  const a = x.init();
  const b = x.init();
  calls[0].reject(new Error("network down"));
  await assert.rejects(a, /network down/);
  await assert.rejects(b, /network down/);
  assert.throws(() => x.double(1), /await init\(\)/);
  const retry = x.init();
  assert.notEqual(retry, a);
  assert.equal(calls.length, 2);
  calls[1].resolve();
  await retry;
  assert.equal(x.double(1), 2);
});

test("a freed object: every method and getter says it was freed; free() twice and [Symbol.dispose] are safe", () => {
  const x = guard(fakeGlue(), "jury-core/test", ["Thing"], null);
  const thing = x.Thing.make(5);
  assert.equal(thing.value, 5);
  thing[Symbol.dispose]();
  thing.free();
  assert.throws(() => thing.twice(), { message: /^Thing\.twice: this Thing was freed .*Create a new Thing/ });
  assert.throws(() => thing.value, { message: /^Thing\.value: this Thing was freed/ });
  assert.equal(x.Thing.prototype[Symbol.dispose], x.Thing.prototype.free, "what `using` calls");
});

test("a load that found no wasm, or got a web page instead, says what to do; in a page other failures pass as they are", async (t) => {
  const failing = (error) => guard(fakeGlue(), "jury-core/review", ["Thing", "double"], () => Promise.reject(error), "jury_review_bg.wasm", "jury-core/review.wasm");
  const missing = await failing(new Error("failed to fetch Wasm: 404 Not Found fetching 'http://x/jury_review_bg.wasm'")).init().catch((e) => e);
  assert.match(missing.message, /^jury-core\/review: init\(\) found no jury_review_bg\.wasm \(failed to fetch Wasm: 404 .*\)\. Serve the package's jury_review_bg\.wasm there, or pass its URL/);
  assert.match(missing.message, /optimizeDeps: \{ exclude: \["jury-core"\] \}/);
  const html = new WebAssembly.CompileError("WebAssembly.instantiate(): expected magic word 00 61 73 6d, found 3c 21 64 6f @+0");
  const page = await failing(html).init().catch((e) => e);
  assert.ok(page instanceof WebAssembly.CompileError);
  assert.equal(page.cause, html);
  assert.match(page.message, /where jury_review_bg\.wasm should be \(it starts with `<`: an HTML page\)/);
  // A page (it has a `location`) that lost its network: the browser's own error, to retry on.
  globalThis.location = { protocol: "https:" };
  t.after(() => delete globalThis.location);
  const offline = new TypeError("Failed to fetch");
  assert.equal(await failing(offline).init().catch((e) => e), offline);
});

test("outside a page, a load that failed says to import the wasm compiled and pass it; a given module's failure passes", async () => {
  const failing = (error) => guard(fakeGlue(), "jury-core/review", ["Thing", "double"], () => Promise.reject(error), "jury_review_bg.wasm", "jury-core/review.wasm");
  assert.equal(typeof globalThis.location, "undefined");
  const refused = new WebAssembly.CompileError("WebAssembly.instantiate(): Wasm code generation disallowed by embedder");
  const said = await failing(refused).init().catch((e) => e);
  assert.equal(said.cause, refused);
  assert.equal(
    said.message,
    "jury-core/review: init() could not load jury_review_bg.wasm (WebAssembly.instantiate(): Wasm code generation disallowed by embedder). " +
      "Where files cannot be fetched or WebAssembly cannot be compiled from bytes (Cloudflare Workers, Vercel and Next.js edge routes), " +
      'import the wasm compiled and pass it: import wasm from "jury-core/review.wasm"; await init({ module_or_path: wasm }).',
  );
  const module = new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
  const link = new WebAssembly.LinkError("import missing");
  assert.equal(await failing(link).init({ module_or_path: module }).catch((e) => e), link);
});
