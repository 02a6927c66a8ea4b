// The Design Jury's JS-side exports: values an embedder needs before (or without) `init()`.
// `cargo xtask pkg` re-exports them from the entries that hold the Design Jury engine.
//
// What it owns: CRITIQUE_SSE_EVENT_NAMES (design-jury.md §5.1), the SSE channels in upstream's
// order. It is the core's `critique::SSE_EVENT_NAMES` written out in JS (a wasm export cannot
// be a value, and a browser cannot call the wasm before init()); tests/node/theater.test.mjs
// checks it against the core's `panelEventToSse` for every event type, so the two cannot drift.
// What it never does: compute anything; the mapping itself is `panelEventToSse`, in the wasm.

/** The eleven SSE channels a web client listens on (§5.1), in upstream's order. */
export const CRITIQUE_SSE_EVENT_NAMES = Object.freeze([
  "critique.run_started",
  "critique.panelist_open",
  "critique.panelist_dim",
  "critique.panelist_must_fix",
  "critique.panelist_close",
  "critique.round_end",
  "critique.ship",
  "critique.degraded",
  "critique.interrupted",
  "critique.failed",
  "critique.parser_warning",
]);
