// ---------- Errors ----------
/**
 * Every error this package throws about its input: a JS `Error` whose `name` is the error type
 * and whose `message` says what to do; tell one with `isJuryError`. Each engine's section adds
 * the fields its errors carry; a field is present only where the core knows it (no engine-set
 * `line`, `column` or `sourceURL`, as JavaScriptCore puts on every Error).
 */
export interface JuryError extends Error {
  /** The error type: the review loop's, the Design Jury's, or a real `RangeError`/`TypeError`. */
  name: "RubricError" | "ReplyError" | "BadInput" | "RunClosed" | "HistoryError"
      | "MalformedBlockError" | "OversizeBlockError" | "MissingArtifactError" | "TranscriptError"
      | "RangeError" | "TypeError";
  /** What `message` says, as data: a stable id such as `"reply.trailing-comma"`. */
  messageId: string;
  /** The values `message` is made of, by name (a line, a criterion id, a count). */
  args: MessageArgs;
}

/**
 * The arguments of a message, by name: a text (an id, a name, or an English `detail` from a
 * layer with no id of its own), a number, a list of texts, places in a pasted text, or a
 * message inside this one.
 */
export interface MessageArgs {
  [name: string]: string | number | string[] | { line: number; column: number }[] | Said;
}

/** A message as data: its id and its arguments. */
export interface Said {
  /** A stable id, such as `"reply.verdict-mismatch"`. */
  messageId: string;
  /** The values the words are made of, by name. */
  args: MessageArgs;
}

/** An advisory warning: its English words, and the same as data. */
export interface Warning extends Said {
  /** Its English words, as the core writes them. */
  message: string;
}

/**
 * Whether `value` is an error this package threw about its input: a `JuryError`, whose `name` is
 * one of the names above, optionally the `name` given. Narrows `catch (e)` without a cast:
 * `if (isJuryError(e, "ReplyError")) console.log(e.line, e.criterion)`. False for anything else: what an
 * `onArtifact` callback threw (it propagates as it is), and the package's misuse errors (an
 * export used before `init()`, an object used after `free()`), which are plain `Error`s.
 */
export function isJuryError(value: unknown): value is JuryError;
/** Whether `value` is an error this package threw about its input, of the `name` given. */
export function isJuryError<N extends JuryError["name"]>(value: unknown, name: N): value is JuryError & { name: N };
