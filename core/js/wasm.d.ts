// The declarations of an entry's wasm subpath (`jury-core/review.wasm`, …): the module Workers-style
// runtimes hand an import of a `.wasm` file as (Cloudflare Workers, Next.js edge routes with
// `?module`), to pass to `init({ module_or_path })`. `WebAssembly.Module` is the host's own, so
// this holds with only `lib: ["ES2022"]`, as the entries' declarations do.
type GlobalWasmModule = typeof globalThis extends { WebAssembly: { Module: abstract new (...args: never[]) => infer T } } ? T : never;

/** The entry's wasm, compiled by the runtime that imported it. */
declare const wasm: GlobalWasmModule;
export default wasm;
