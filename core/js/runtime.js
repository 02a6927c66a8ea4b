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
// as the core worded it, but for the serde forms of the Design Jury's wire readers (below).

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

/** The member each object is running now, while it runs (a callback may call back in). */
const running = new WeakMap();

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
        if (running.has(this)) throw reentered(owner, key, running.get(this));
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
    if (running.has(this)) throw reentered(owner, key, running.get(this));
    running.set(this, key);
    try {
      return member.apply(this, arguments);
    } catch (error) {
      throw inWords(error, arguments);
    } finally {
      running.delete(this);
    }
  };
}

// ---------- serde's messages in the embedder's words ----------
// The core words the refusal of every argument the façade reads (core/src/js/de.rs), with
// did-you-mean by its one rule (core/src/near.rs). Only the Design Jury's hand-written wire
// readers (a PanelEvent, a theater state or action: core/src/wire.rs, critique/event.rs,
// critique/reducer.rs) still report in serde's fixed forms ("invalid type: string \"3\",
// expected f64"); until they word their own, those are said here as what the value must be and
// what it was, naming the field: the one path in the call's arguments that holds the value.

const SERDE_FORM = /invalid type: |invalid value: |unknown variant `|missing field `/;

/** serde's name of what it expected, as a reader says it. */
function expectedWords(expected) {
  if (/^u(8|16|32|64|size)$/.test(expected)) return "a whole number (0 or more)";
  if (/^i(8|16|32|64|size)$/.test(expected)) return "a whole number";
  if (/^f(32|64)$/.test(expected)) return "a number";
  if (expected === "a sequence") return "an array";
  if (expected === "a map" || expected.startsWith("struct ")) return "an object";
  return expected;
}

/** serde's name of what it found: the words, and the value to look for in the arguments. */
function found(got) {
  let m;
  if ((m = /^string "(.*)"$/s.exec(got))) return { words: `"${m[1]}" (a string)`, is: (v) => v === m[1] };
  if ((m = /^(?:integer|floating point) `(.*)`$/.exec(got))) return { words: m[1], is: (v) => v === Number(m[1]) };
  if ((m = /^boolean `(true|false)`$/.exec(got))) return { words: m[1], is: (v) => v === (m[1] === "true") };
  if (got === "null" || got === "unit value") return { words: "null", is: (v) => v === null };
  if (got === "map") return { words: "an object", is: (v) => v !== null && typeof v === "object" && !Array.isArray(v) };
  if (got === "sequence") return { words: "an array", is: (v) => Array.isArray(v) };
  return { words: got, is: () => false };
}

/** The dotted paths inside the object arguments whose value `is` accepts. */
function pathsTo(args, is) {
  const out = [];
  const walk = (value, path, depth) => {
    if (depth > 8 || value === null || typeof value !== "object") return;
    for (const [key, item] of Object.entries(value)) {
      const here = [...path, key];
      if (is(item)) out.push(here.join("."));
      walk(item, here, depth + 1);
    }
  };
  for (const arg of args) walk(arg, [], 0);
  return out;
}

/**
 * A thrown error whose message holds one of serde's forms, said in words in place (its
 * `name` and fields kept). Others pass as they are.
 */
function inWords(error, args) {
  if (!(error instanceof Error) || typeof error.message !== "string") return error;
  const message = error.message;
  const at = message.search(SERDE_FORM);
  if (at < 0) return error;
  let head = message.slice(0, at);
  const form = message.slice(at);
  let words;
  let value;
  let m;
  if ((m = /^missing field `([^`]+)`/.exec(form))) {
    words = `\`${m[1]}\` is missing: it is required` + form.slice(m[0].length);
  } else if ((m = /^unknown variant `([^`]*)`, expected (?:one of )?([^);]*)/.exec(form))) {
    const got = m[1];
    words = `must be one of ${m[2].replaceAll("`", '"').replace(" or ", ", ")}, got "${got}"` + form.slice(m[0].length);
    value = (v) => v === got;
  } else if ((m = /^invalid (?:type|value): (.*?), expected ([^);]*)/s.exec(form))) {
    const got = found(m[1]);
    words = `must be ${expectedWords(m[2])}, got ${got.words}` + form.slice(m[0].length);
    value = got.is;
  } else {
    return error;
  }
  // The field: already named by the wasm (`key`: …), else the one path holding the value.
  if (head.endsWith("`: ")) {
    head = head.slice(0, -2) + " ";
  } else if (value && /\): $/.test(head)) {
    const paths = pathsTo(args, value);
    if (paths.length === 1) head += `\`${paths[0]}\` `;
    else if (paths.length > 1) head += `one of ${paths.map((p) => `\`${p}\``).join(", ")} `;
  } else if ((m = /\): (\w+): $/.exec(head))) {
    // An argument named by the wasm: "decideRound(…): mustFix must be …", or a field inside it.
    const paths = value ? pathsTo(args, value) : [];
    head = head.slice(0, -m[0].length + 3) + (paths.length === 1 ? `\`${m[1]}.${paths[0]}\` ` : `${m[1]} `);
  } else if (/[^)\s]: $/.test(head)) {
    head = head.slice(0, -2) + " "; // a place the core named: "(config must be …)"
  }
  error.message = head + words;
  return error;
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
 * before `init()`, its wire readers' serde forms said in words (`inWords`).
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
          try {
            return Reflect.construct(target, args, newTarget);
          } catch (error) {
            throw inWords(error, args);
          }
        },
        get(target, key, receiver) {
          const member = Reflect.get(target, key, receiver);
          if (typeof member !== "function" || key === "prototype" || !Object.hasOwn(target, key)) {
            return member;
          }
          if (!statics.has(key)) {
            statics.set(key, function () {
              if (!live) throw notReady(entry, `${name}.${String(key)}()`);
              try {
                return member.apply(target, arguments);
              } catch (error) {
                throw inWords(error, arguments);
              }
            });
          }
          return statics.get(key);
        },
      });
    } else {
      out[name] = function () {
        if (!live) throw notReady(entry, `${name}()`);
        try {
          return value.apply(this, arguments);
        } catch (error) {
          throw inWords(error, arguments);
        }
      };
    }
  }
  return out;
}
