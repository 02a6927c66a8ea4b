// ---------- Errors ----------
/**
 * Every error this package throws: a JS `Error` whose `name` is the error type and whose
 * `message` says what to do. Each engine's section adds the fields its errors carry.
 */
export interface JuryError extends Error {
  /** The error type: the review loop's, the Design Jury's, or a real `RangeError`/`TypeError`. */
  name: "RubricError" | "ReplyError" | "BadInput" | "RunClosed" | "HistoryError"
      | "MalformedBlockError" | "OversizeBlockError" | "MissingArtifactError" | "TranscriptError"
      | "RangeError" | "TypeError";
}
