// The package's guard around wasm-bindgen's glue (js-api.md "The package"). `cargo xtask pkg`
// ships it as `dist/runtime.js` (ES module, for browsers and bundlers) and `dist/runtime.cjs`
// (the same code for Node, made by esbuild), and generates each entry around it.
//
// What it owns: one shared `init()` per wasm (every call returns the same promise, so two
// overlapping calls instantiate the module once and no object is ever bound to a second
// instance); a clear Error when an export is used before `init()` has resolved; a clear Error
// when an object is used after `free()`; `[Symbol.dispose]` as `free()`.
// What it never does: touch the wasm's exports or change an argument or a result; it only
// checks state before handing the call to the glue unchanged.

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
        if (this.__wbg_ptr !== 0) release.call(this);
      };
    } else if (typeof d.value === "function") {
      const method = d.value;
      d.value = function () {
        if (this.__wbg_ptr === 0) throw freed(owner, key);
        return method.apply(this, arguments);
      };
    }
    if (d.get) {
      const get = d.get;
      d.get = function () {
        if (this.__wbg_ptr === 0) throw freed(owner, key);
        return get.call(this);
      };
    }
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

/**
 * The exports of one entry around its glue.
 *
 * `load` instantiates the wasm (the browser build: wasm-bindgen's default init, a fetch); it is
 * `null` when the glue is already instantiated (Node: `initSync` on the file's bytes), where
 * `init()` is a promise that has resolved and nothing is wrapped for it.
 *
 * A failed load is not kept: the promise every caller got rejects, and a later `init()` tries
 * again (a page that lost its network can retry without a reload).
 */
export function guard(glue, entry, names, load) {
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
          throw error;
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
    if (live || typeof value !== "function") {
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
