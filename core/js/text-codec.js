// `TextEncoder` and `TextDecoder` for the Node build's glue: `cargo xtask pkg` injects this
// module into the CommonJS glue (esbuild --inject), so the glue's references to them resolve
// here. What it owns: taking the host's own, or `node:util`'s where the host has none (Jest's
// jsdom environment runs Node without them). What it never does: encode or decode anything.
const host =
  typeof globalThis.TextEncoder === "function" && typeof globalThis.TextDecoder === "function"
    ? globalThis
    : require("node:util");

export const TextEncoder = host.TextEncoder;
export const TextDecoder = host.TextDecoder;
