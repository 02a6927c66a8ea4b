// ---------- Errors ----------
/** Every error this package throws: a JS `Error` whose `name` is the error type. */
export interface JuryError extends Error {
  name: "RubricError" | "ReplyError" | "BadInput" | "RunClosed" | "HistoryError"
      | "MalformedBlockError" | "OversizeBlockError" | "MissingArtifactError" | "TranscriptError"
      | "RangeError" | "TypeError";
  code?: 1;                              // review-loop errors: BAD_INPUT
  position?: number | null;              // parser errors: UTF-16 offset in the stream
  line?: number; column?: number; criterion?: string; // ReplyError / RubricError, when known
  events?: PanelEvent[];                 // parser errors: the events this call completed before the error
  variable?: string;                     // configFromEnv's RangeError: the OD_CRITIQUE_* variable at fault
  field?: string;                        // a CritiqueConfig RangeError: the field at fault
}

