// The package's guard around wasm-bindgen's glue (js-api.md "The package"). `cargo xtask pkg`
// ships it as `dist/runtime.js` (ES module, for browsers and bundlers) and `dist/runtime.cjs`
// (the same code for Node, made by esbuild), and generates each entry around it.
//
// What it owns: one shared `init()` per wasm (every call returns the same promise, so two
// overlapping calls instantiate the module once and no object is ever bound to a second
// instance); a clear Error when an export is used before `init()` has resolved; a clear Error
// when an object is used after `free()`, or used again (freed included) from inside one of its
// own calls (an `onArtifact` callback); `[Symbol.dispose]` as `free()`; a load that got a web
// page instead of the wasm said as such; the Node entries' wasm bytes decoded from base64.
// What it never does: touch the wasm's exports or change an argument or a result; it checks
// state before handing the call to the glue unchanged, and passes every error the call threw on
// as the core worded it.

/** The message of an export used before the wasm is loaded. */
function notReady(entry, name) {
  return new Error(
    `${name}: the ${entry} WebAssembly module is not loaded yet. Call \`await init()\` once ` +
      `before using any export (import init from "${entry}"; await init();).`,
  );
}

/** The message of an object used after `free()`. */
function freed(owner, member) {
  return new Error(
    `${owner}.${String(member)}: this ${owner} was freed (free() or a \`using\` block ended), so ` +
      `its memory is gone. Create a new ${owner} instead; call free() only when you are done.`,
  );
}

/** The message of an object used from inside one of its own calls (a callback it runs). */
function reentered(owner, member, running) {
  return new Error(
    `${owner}.${String(member)}: called while this ${owner}'s ${String(running)}() is still ` +
      `running (from inside its onArtifact callback). Nothing was done and the ${owner} is ` +
      `unchanged; make the call after ${String(running)}() returns (e.g. in queueMicrotask).`,
  );
}

/**
 * The objects in a call now, each followed by the member it runs, innermost last (a callback may
 * call back in: a few at most). A stack, not a WeakMap (three lookups per call were a seventh of
 * a 16-unit push) nor a field on the object (a sealed object could not take one).
 */
const running = [];

/** The member `object` is running now, or undefined. */
function runningOn(object) {
  for (let i = running.length - 2; i >= 0; i -= 2) if (running[i] === object) return running[i + 1];
  return undefined;
}

/**
 * Makes every method and getter of a glue class throw `freed` once its object is freed, and
 * `free()` (also as `[Symbol.dispose]`) safe to call twice, as `using` plus an explicit `free()`
 * does. wasm-bindgen 0.2.129 zeroes `__wbg_ptr` in `free()` and then hands the zero pointer on:
 * "null pointer passed to rust", which says nothing to the user.
 */
function guardFreed(cls, owner) {
  const proto = cls.prototype;
  for (const key of Reflect.ownKeys(proto)) {
    if (key === "constructor" || key === Symbol.dispose) continue;
    if (typeof key === "string" && key.startsWith("__")) continue; // the glue's own plumbing
    const d = Object.getOwnPropertyDescriptor(proto, key);
    if (key === "free") {
      const release = d.value;
      d.value = function free() {
        const now = runningOn(this);
        if (now !== undefined) throw reentered(owner, key, now);
        if (this.__wbg_ptr !== 0) release.call(this);
      };
    } else if (typeof d.value === "function") {
      d.value = checked(owner, key, d.value);
    }
    if (d.get) d.get = checked(owner, key, d.get);
    Object.defineProperty(proto, key, d);
  }
  if (typeof Symbol.dispose === "symbol") {
    Object.defineProperty(proto, Symbol.dispose, {
      value: proto.free,
      writable: true,
      configurable: true,
    });
  }
}

/** `member` of a glue class, refused after `free()` and while the object is in a call. */
function checked(owner, key, member) {
  return function () {
    if (this.__wbg_ptr === 0) throw freed(owner, key);
    const now = running.length === 0 ? undefined : runningOn(this);
    if (now !== undefined) throw reentered(owner, key, now);
    running.push(this, key);
    try {
      return member.apply(this, arguments);
    } finally {
      // Two pops, not `length -= 2`: V8 sets an array's length through a slow builtin (a
      // sixteenth of a 16-unit push).
      running.pop();
      running.pop();
    }
  };
}

/**
 * A failed load said in the embedder's words: the wasm not found (404) or an answer that is not
 * WebAssembly (the usual cause: a dev server answering a file it does not have with its HTML
 * page; Vite's dependency pre-bundling moves the JS away from its wasm). Outside a browser (no
 * `location`: Workers-style runtimes, edge routes, where files cannot be fetched and WebAssembly
 * cannot be compiled from bytes), any other failure of a load not given a compiled
 * `WebAssembly.Module` says to import the wasm compiled and pass it; `wasmImport` is the package
 * subpath to import. In a browser the others (offline, a Content Security Policy) pass as they
 * are, and so does any failure of a given `WebAssembly.Module`.
 */
function explainLoad(error, entry, wasm, wasmImport, input) {
  const given = input?.module_or_path ?? input;
  // By its tag, not `instanceof`: an edge sandbox's module comes from another realm.
  if (Object.prototype.toString.call(given) === "[object WebAssembly.Module]") return error;
  const asModule =
    `Where files cannot be fetched or WebAssembly cannot be compiled from bytes (Cloudflare ` +
    `Workers, Vercel and Next.js edge routes), import the wasm compiled and pass it: ` +
    `import wasm from "${wasmImport}"; ` +
    `await init({ module_or_path: wasm }).`;
  if (error instanceof Error && /^failed to fetch Wasm: 404 /.test(error.message)) {
    return new Error(
      `${entry}: init() found no ${wasm} (${error.message}). Serve the package's ${wasm} ` +
        `there, or pass its URL: init({ module_or_path: "/path/to/${wasm}" }); with Vite's dev ` +
        `server, add \`optimizeDeps: { exclude: ["jury-core"] }\` to vite.config.`,
      { cause: error },
    );
  }
  if (error instanceof WebAssembly.CompileError && /magic/i.test(error.message)) {
    const html = /found 3c/i.test(error.message) ? " (it starts with `<`: an HTML page)" : "";
    return new WebAssembly.CompileError(
      `${entry}: init() got something that is not WebAssembly where ${wasm} should be${html}. ` +
        `A dev server answers a file it does not have with its web page: with Vite, add ` +
        `\`optimizeDeps: { exclude: ["jury-core"] }\` to vite.config so the wasm is served beside ` +
        `the package's JS; elsewhere serve ${wasm} and pass its URL: ` +
        `init({ module_or_path: "/path/to/${wasm}" }).`,
      { cause: error },
    );
  }
  if (typeof location === "object" && location !== null) return error;
  const said = error instanceof Error ? error.message : String(error);
  return new Error(`${entry}: init() could not load ${wasm} (${said}). ${asModule}`, { cause: error });
}

/** The bytes of base64 text (the Node entries' inlined wasm): `Buffer` where there is one. */
export function decodeBase64(text) {
  if (typeof Buffer === "function") return Buffer.from(text, "base64");
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The exports of one entry around its glue.
 *
 * `load` instantiates the wasm (the browser build: wasm-bindgen's default init, a fetch); it is
 * `null` when the glue is already instantiated (Node: `initSync` on the inlined bytes), where
 * `init()` is a promise that has resolved. Every function is wrapped either way: refused
 * before `init()`; what it throws passes as the core worded it.
 *
 * A failed load is not kept: the promise every caller got rejects, and a later `init()` tries
 * again (a page that lost its network can retry without a reload). `wasm` is the file's name
 * and `wasmImport` its package subpath, for the load error's message.
 */
export function guard(glue, entry, names, load, wasm, wasmImport) {
  let live = load === null;
  let ready = live ? Promise.resolve() : undefined;
  function init(input) {
    if (ready === undefined) {
      ready = load(input).then(
        () => {
          live = true;
        },
        (error) => {
          ready = undefined;
          throw explainLoad(error, entry, wasm, wasmImport, input);
        },
      );
    }
    return ready;
  }
  const out = { init };
  for (const name of names) {
    const value = glue[name];
    const isClass = typeof value === "function" && typeof value.prototype?.free === "function";
    if (isClass) guardFreed(value, name);
    if (typeof value !== "function") {
      out[name] = value;
    } else if (isClass) {
      // Statics (`JuryRun.create`) are the class's own functions; anything inherited
      // (`Symbol.hasInstance`, `call`) passes as it is, so `instanceof` works before init.
      const statics = new Map();
      out[name] = new Proxy(value, {
        construct(target, args, newTarget) {
          if (!live) throw notReady(entry, `new ${name}()`);
          return Reflect.construct(target, args, newTarget);
        },
        get(target, key, receiver) {
          const member = Reflect.get(target, key, receiver);
          if (typeof member !== "function" || key === "prototype" || !Object.hasOwn(target, key)) {
            return member;
          }
          if (!statics.has(key)) {
            statics.set(key, function () {
              if (!live) throw notReady(entry, `${name}.${String(key)}()`);
              return member.apply(target, arguments);
            });
          }
          return statics.get(key);
        },
      });
    } else {
      out[name] = function () {
        if (!live) throw notReady(entry, `${name}()`);
        return value.apply(this, arguments);
      };
    }
  }
  return out;
}
