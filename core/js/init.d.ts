
// ---------- Loading ----------
/**
 * Where the wasm comes from when it is not the file beside this module: a URL (as a string or
 * a `URL`), a `fetch` `Response`, the bytes, or a compiled `WebAssembly.Module`.
 */
export type InitInput = string | URL | Response | BufferSource | WebAssembly.Module;

/**
 * Loads the WebAssembly module of `ENTRY`. Await it once before using any other export.
 *
 * Every call returns the same promise, also while a first call is still loading (two React
 * StrictMode effects load the wasm once), and no object is ever bound to a second instance.
 * In Node (`import` or `require`) the wasm is already loaded and the promise has resolved.
 * A load that failed (a network error) is not kept: calling `init()` again retries.
 *
 * @param options.module_or_path where the wasm is, when a bundler or a server does not put it
 *   beside this module (by default `jury_bg.wasm` next to it, found with `import.meta.url`).
 * @throws (rejects with) whatever `fetch` or `WebAssembly.instantiate` throws: a network
 *   error, a 404, or a Content Security Policy without `'wasm-unsafe-eval'`.
 */
declare function init(options?: { module_or_path?: InitInput | Promise<InitInput> }): Promise<void>;
export default init;
export { init };
