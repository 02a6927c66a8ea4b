// ---------- Errors ----------
/**
 * Every error this package throws: a JS `Error` whose `name` is the error type and whose
 * `message` says what to do. Each engine's section adds the fields its errors carry.
 */
export interface JuryError extends Error {
  name: "RubricError" | "ReplyError" | "BadInput" | "RunClosed" | "HistoryError"
      | "MalformedBlockError" | "OversizeBlockError" | "MissingArtifactError" | "TranscriptError"
      | "RangeError" | "TypeError";
}
