// The errors the wasm throws (js-api.md "Errors"). The wasm imports `jury_error` (core/src/js/mod.rs,
// wasm-bindgen `module`), so this ships as a snippet of every glue; `cargo xtask pkg` also ships it
// as `dist/errors.js` (and `.cjs`), whose `isJuryError` every entry exports: the copies share the
// brand, a registered symbol.
//
// What it owns: making the JS error of a core failure (a real `TypeError` or `RangeError`, else an
// `Error` with the core's `name`), branded, and telling such an error (`isJuryError`); without the places an
// engine puts on every Error by itself (JavaScriptCore, in Safari and Bun, sets `line`, `column`
// and `sourceURL`: the package's JS, read as a place in the judge's reply or the rubric). What it
// never does: word a message or choose a field; the core's fields are set on the error afterwards.

/** The brand of the package's errors: a registered symbol, so every copy of the package shares it. */
export const JURY_ERROR = Symbol.for("jury-core.error");

/** The properties an engine sets on its own that would read as the core's place. */
const ENGINE_PLACES = ["line", "column", "sourceURL"];

/** A thrown error of the package: `name` is the core's error name, `message` its words. */
export function jury_error(name, message) {
  const error =
    name === "TypeError" ? new TypeError(message) : name === "RangeError" ? new RangeError(message) : new Error(message);
  if (error.name !== name) error.name = name;
  for (const key of ENGINE_PLACES) {
    if (Object.hasOwn(error, key)) delete error[key];
  }
  Object.defineProperty(error, JURY_ERROR, { value: true });
  return error;
}

/**
 * Whether `value` is an error the package threw about its input (a name of js-api.md "Errors"),
 * and of that `name` when one is given. Errors the package's callbacks threw (`onArtifact`'s) are
 * not, nor its misuse errors (an export before `init()`, an object after `free()`).
 */
export function isJuryError(value, name) {
  return typeof value === "object" && value !== null && value[JURY_ERROR] === true && (name === undefined || value.name === name);
}
