// ---------- Loading ----------
// `URL`, `Response` and `WebAssembly.Module` are taken from the host's own declarations when
// it has them (the DOM lib, @types/node), so these types hold with only `lib: ["ES2022"]`.
type GlobalInstance<Name extends string> = typeof globalThis extends { [K in Name]: abstract new (...args: never[]) => infer T } ? T : never;
type GlobalWasmModule = typeof globalThis extends { WebAssembly: { Module: abstract new (...args: never[]) => infer T } } ? T : never;

/**
 * Where the wasm comes from when it is not the file beside this module: a URL (as a string or
 * a `URL`), a `fetch` `Response`, the bytes (an `ArrayBuffer` or a typed array, e.g. a Node
 * `Buffer`), or a compiled `WebAssembly.Module`.
 */
export type InitInput = string | GlobalInstance<"URL"> | GlobalInstance<"Response"> | ArrayBuffer | ArrayBufferView | GlobalWasmModule;

/**
 * Loads the WebAssembly module of `ENTRY`. Await it once before using any other export.
 *
 * Every call returns the same promise, also while a first call is still loading (two React
 * StrictMode effects load the wasm once), and no object is ever bound to a second instance.
 * In Node (`import` or `require`) the wasm is already loaded and the promise has resolved.
 * A load that failed (a network error) is not kept: calling `init()` again retries.
 *
 * @param options.module_or_path where the wasm is, when a bundler or a server does not put it
 *   beside this module (by default `WASM` next to it, found with `import.meta.url`).
 * @throws (rejects with) whatever `fetch` or `WebAssembly.instantiate` throws: a network
 *   error, a 404, or a Content Security Policy without `'wasm-unsafe-eval'`; an `Error` that
 *   says so when the server sent a web page instead of the wasm (a dev server's fallback page).
 */
declare function init(options?: { module_or_path?: InitInput | Promise<InitInput> }): Promise<void>;
export default init;
export { init };
