// ---------- Review loop ----------
// The three rules the names below refer to. Rule 1 (anti-ratchet): from round 2 on, a FAIL on
// a criterion that passed in the previous round counts only if its quote is found in the
// artifact; otherwise it is moved to that judge's optional notes ("blocked"). Rule 2: only a
// correctness gap or an unmet criterion blocks; style and taste go to `optional`. Rule 3: judge
// B confirms after judge A passed every criterion; per criterion, any FAIL is FAIL, except A's
// PASS against B's FAIL with no quote found, which is DISPUTED for a human to settle.
// Review-loop errors carry `code: 1` (BAD_INPUT) and the place the core knows.
export interface JuryError {
  /** Review-loop errors: 1, the exit code BAD_INPUT. */
  code?: 1;
  /** `ReplyError` / `RubricError`: the 1-based line in the reply or rubric text, when known. */
  line?: number;
  /** `ReplyError`: the 1-based column, when known. */
  column?: number;
  /** `ReplyError`: the criterion id at fault, when known. */
  criterion?: string;
  /** `ReplyError`: the rubric id an unknown `criterion` probably means ("did you mean"). */
  suggestion?: string;
  /** `ReplyError`: where each of two or more different replies in one paste starts (1-based). */
  starts?: { line: number; column: number }[];
  /** `BadInput` from `record`: the judge of the earlier reply this one repeats (equal as JSON). */
  repeatsJudge?: Judge;
  /** `BadInput` from `record`: the round of the earlier reply this one repeats. */
  repeatsRound?: number;
}

// Judge, PassFail, MergedResult, Outcome, ExitCode, Language, EvidenceStatus and HistoryEntry (each
// run-file entry type and its fields): core/js/generated/review.d.ts.

/** The models used, for the record (advisory only). */
export interface Models {
  /** The model that wrote the artifact. */
  author?: string;
  /** Judge A's model. */
  A?: string;
  /** Judge B's model. */
  B?: string;
}

/** What `JuryRun.create` takes. */
export interface RunConfig {
  /** The run's name, shown in prompts and the verdict. */
  name: string;
  /** The rubric in Markdown: 3 to 6 `- id: text` criteria. */
  rubric: string;
  /** The text under review. */
  artifact: string;
  /** The artifact's file name in prompts and reports; default "artifact". */
  artifactName?: string;
  /** The round limit, 1 to 10; default 3. */
  rounds?: number;
  /** The anti-ratchet (a new objection to a passed criterion needs a quote); default true. */
  antiRatchet?: boolean;
  /** The models used, for the record. */
  models?: Models;
  /**
   * The language of the judge prompts; default "en". The reply format does
   * not change with it (JSON keys, PASS/FAIL); the judge is asked to write its reasons in it.
   */
  language?: Language;
}

/** Where a judge's quote was found in the artifact. */
export interface Evidence {
  /** What the check found. */
  status: EvidenceStatus;
  /** 1-based line of the quote, when found. */
  line?: number;
  /** 1-based column of the quote, when found. */
  column?: number;
  /**
   * How far the found passage runs in the artifact from `line`:`column`, counted in Unicode
   * scalar values like `column` (not UTF-16 units), over line ends, markup included: what a
   * highlight covers. A quote found in the text as a reader sees it spans its source,
   * e.g. 29 for `Requires Node 20 or newer` in `Requires **Node 20** or newer`.
   */
  length?: number;
  /** The closest passage when the quote was not found: a hint for the user, never evidence. */
  hint?: string;
}

/** One criterion of a recorded reply. */
export interface CriterionReport {
  /** The criterion id of the rubric. */
  id: string;
  /** The verdict as the judge wrote it. */
  verdict: PassFail;
  /** The verdict after rule 1 (a FAIL without evidence counts as PASS and moves to optional). */
  effective: PassFail;
  /** The judge's reason. */
  reason?: string;
  /** The judge's quote of the artifact. */
  quote?: string;
  /** The judge's suggested fix. */
  fix?: string;
  /** The evidence check of the quote. */
  evidence: Evidence;
}

/** What `JuryRun.record` returns: one judge's reply for this round, checked. */
export interface RecordReport {
  /** The judge that replied. */
  judge: Judge;
  /** The round number, from 1. */
  round: number;
  /** Every criterion, in rubric order. */
  criteria: CriterionReport[];
  /** The objections rule 1 moved to optional, and why. */
  blocked: { id: string; why: string }[];
  /** Optional remarks (the judge's, and blocked objections). */
  optional: string[];
  /** Advisory warnings: verdict mismatch, mojibake, … */
  warnings: Warning[];
}

/** One criterion of a merge (rule 3's table). */
export interface MergedCriterion {
  /** The criterion id. */
  id: string;
  /** The merged result. */
  result: MergedResult;
  /** Judge A's reason (or bare verdict), when A replied; says so when rule 1 blocked it. */
  A?: string;
  /** Judge B's reason (or bare verdict), when B replied. */
  B?: string;
}

/** A fix a judge asks for. */
export interface Fix {
  /** The criterion id. */
  id: string;
  /** The judge that asked. */
  judge: Judge;
  /** Why the criterion fails. */
  reason: string;
  /** The quote of the artifact it points at. */
  quote?: string;
  /** The suggested fix. */
  fix?: string;
}

/** A human settlement of a DISPUTED criterion. */
export interface Settlement {
  /** The criterion id. */
  id: string;
  /** The settled result. */
  result: PassFail;
  /** The human's note. */
  note: string;
  /** When it was settled, `Date.now()` milliseconds. */
  at: number;
}

/** What `JuryRun.merge` and `JuryRun.settle` return. */
export interface MergeReport {
  /** The round number. */
  round: number;
  /** What happens next. */
  outcome: Outcome;
  /** The outcome's exit code. */
  code: ExitCode;
  /** True when the run has ended (PASS, DISPUTED or ROUND_LIMIT). */
  terminal: boolean;
  /** Every criterion, in rubric order. */
  criteria: MergedCriterion[];
  /** What to fix before the next round (outcome FIX). */
  fixes: Fix[];
  /** What rule 1 moved to optional this round. */
  blocked: { id: string; judge: Judge; why: string }[];
  /** Criteria that failed in the previous round and pass now. */
  fixedSince: string[];
  /** Optional remarks of this round. */
  optional: string[];
  /** Human settlements so far. */
  settled: Settlement[];
}

/** What `JuryRun.revise` returns. */
export interface ReviseReport {
  /** The new round number. */
  round: number;
  /** SHA-256 of the new artifact, hex. */
  sha256: string;
  /** True when the new artifact is byte-identical to the previous one. */
  unchanged: boolean;
  /** Advisory warnings (an unchanged artifact, mojibake, …). */
  warnings: Warning[];
}

/** One criterion of the verdict. */
export interface VerdictCriterion {
  /** The criterion id. */
  id: string;
  /** The final result. */
  result: MergedResult;
  /** The judges' last reasons. */
  judges: { A?: string; B?: string };
  /** The human settlement, when the criterion was disputed and settled. */
  settled?: { result: PassFail; note: string; at: number };
}

/** An objection rule 1 moved to optional, in the verdict's `blocked`. */
export interface BlockedObjection {
  /** The round of the objection. */
  round: number;
  /** The judge that objected. */
  judge: Judge;
  /** The criterion id. */
  criterion: string;
  /** The judge's reason. */
  reason: string;
  /** The quote the judge gave, when it gave one (not found, or too short). */
  quote?: string;
  /** Why rule 1 did not count it. */
  why: string;
}

/** The verdict document of a terminal run, `verdict.json` when downloaded. */
export interface Verdict {
  /** Always "jury.verdict/1". */
  schema: "jury.verdict/1";
  /** The run's name. */
  run: string;
  /** The run's language, which the verdict's sentences are written in; absent for English. */
  language?: Language;
  /** The final outcome. */
  outcome: Outcome;
  /** Its exit code. */
  exitCode: ExitCode;
  /** The rounds taken. */
  rounds: number;
  /** The round limit. */
  roundLimit: number;
  /** Present (false) only when the anti-ratchet was off. */
  antiRatchet?: false;
  /** The models, when any was given. */
  models?: Models;
  /** The artifact the verdict is about. */
  artifact: { name: string; sha256: string };
  /** Every criterion, in rubric order. */
  criteria: VerdictCriterion[];
  /** Optional remarks of the last round. */
  optional: string[];
  /** Every objection rule 1 moved to optional, round by round; absent when none was. */
  blocked?: BlockedObjection[];
  /** Each round's outcome, with what failed or was disputed, and the disputed criteria a person settled in it. */
  history: { round: number; outcome: Outcome; failed?: string[]; disputed?: string[]; settled?: string[] }[];
}

/** The run file: every input in order; a run is replayed from it. */
export interface RunHistory {
  /** The run file's format: always "jury.run/1". */
  schema: "jury.run/1";
  /** The inputs, in order. */
  entries: HistoryEntry[];
}

/** A reply that passed validation, criteria in rubric order. */
export interface ValidatedReply {
  /** Every criterion, in rubric order. */
  criteria: { id: string; verdict: PassFail; reason?: string; quote?: string; fix?: string }[];
  /** Optional remarks. */
  optional: string[];
  /**
   * The judge's own top-level verdict as written (usually "PASS" or "FAIL"; any text is kept),
   * advisory only: the outcome comes from the criteria.
   */
  verdict?: PassFail | (string & {});
  /** Advisory warnings: verdict mismatch, mojibake, … */
  warnings: Warning[];
}

/** A rubric as `validateRubric` reads it. */
export interface ValidatedRubric {
  /** The `# title` line, when there is one. */
  title?: string;
  /** The criteria, in order, with their 1-based line. */
  criteria: { id: string; text: string; line: number }[];
  /** The linter's advice (vague words, compound criteria, …); never an error. */
  hints: Warning[];
}

/** The JSON Schema (draft 2020-12) of a judge's reply, as a JSON object. */
export interface ReplySchema {
  /** "https://json-schema.org/draft/2020-12/schema". */
  $schema: string;
  /** A reply is a JSON object. */
  type: "object";
  [keyword: string]: unknown;
}

/**
 * One review run: a rubric, an artifact, rounds of judge replies, a verdict.
 * Holds wasm memory: call `free()` (or declare it with `using`) when done.
 */
export class JuryRun {
  private constructor();
  /** Frees the run's wasm memory. Safe to call twice; any other use afterwards throws an `Error`. */
  free(): void;
  /** `free()`, for `using run = JuryRun.create(…)`. */
  [Symbol.dispose](): void;
  /**
   * Starts a run at round 1.
   * @throws {JuryError} `RubricError` (with `line`) for a rubric that is not 3-6 `- id: text`
   *   criteria; `BadInput` for a config out of range, of the wrong type, with a key that is not
   *   a field (the message names the field it probably means), or an `artifact` over 4,000,000
   *   bytes of UTF-8 or 100,000 lines or a `rubric` over 100,000 bytes (the app's limits).
   */
  static create(config: RunConfig): JuryRun;
  /**
   * Replays a run file (`toJSON()`'s result, as an object or JSON text) to the same state.
   * @throws {JuryError} `HistoryError` naming the entry that cannot be replayed and why.
   */
  static fromJSON(history: RunHistory | string): JuryRun;
  /** The current round, from 1. @throws {Error} after `free()`. */
  readonly round: number;
  /** The last merge's outcome, `null` before the first merge. @throws {Error} after `free()`. */
  readonly outcome: Outcome | null;
  /**
   * The judge prompt of this round: byte-stable, the same for A and B. Paste it into a
   * fresh chat.
   * @throws {JuryError} `BadInput` for a judge other than "A" or "B".
   */
  prompt(judge: Judge): string;
  /**
   * Records a judge's reply, pasted as it came (prose and code fences around the JSON are fine).
   * @throws {JuryError} `ReplyError` with `line`/`column`/`criterion` for a reply that is not
   *   valid; `RunClosed` when the run has ended; `BadInput` for a wrong judge or a reply over
   *   9,000,000 bytes of UTF-8.
   */
  record(judge: Judge, replyText: string): RecordReport;
  /**
   * Merges this round's replies (rule 3): the outcome says what to do next.
   * @throws {JuryError} `BadInput` when judge A has not replied this round; `RunClosed` when
   *   the run has ended.
   */
  merge(): MergeReport;
  /**
   * Starts the next round with the revised artifact; only after a FIX.
   * @throws {JuryError} `BadInput` when the last outcome is not FIX, or for an artifact over
   *   4,000,000 bytes of UTF-8 or 100,000 lines; `RunClosed` when ended.
   */
  revise(artifact: string, artifactName?: string): ReviseReport;
  /**
   * Settles one DISPUTED criterion by a human; the outcome stays DISPUTED until every
   * disputed criterion is settled.
   * @throws {JuryError} `BadInput` when the criterion is not disputed or the run is not DISPUTED.
   */
  settle(criterion: string, result: PassFail, note: string): MergeReport;
  /** The verdict document, `null` until the run is terminal. @throws {Error} after `free()`. */
  verdict(): Verdict | null;
  /** The run file; `JSON.stringify(run)` uses it. @throws {Error} after `free()`. */
  toJSON(): RunHistory;
}

/**
 * Parses a rubric and lints it.
 * @throws {JuryError} `RubricError` with `line` for a rubric that cannot be used; `BadInput`
 *   for a text over 100,000 bytes of UTF-8.
 */
export function validateRubric(text: string): ValidatedRubric;
/**
 * Validates a judge's reply against a rubric, as `record` would.
 * @throws {JuryError} `ReplyError` with `line`/`column`/`criterion`; `RubricError` for the
 *   rubric; `BadInput` for a reply over 9,000,000 bytes of UTF-8 or a rubric over 100,000.
 */
export function validateReply(replyText: string, rubric: string): ValidatedReply;
/**
 * Looks a quote up in an artifact: verbatim, then normalized. Linear in the artifact, which
 * still takes seconds for megabytes: in a browser, call it from a Worker for large artifacts.
 * @throws {JuryError} `BadInput` when an argument is not a string, the artifact is over
 *   4,000,000 bytes of UTF-8 or 100,000 lines, or the quote over 9,000,000 bytes.
 */
export function checkQuote(artifact: string, quote: string): Evidence;
/**
 * The JSON Schema (draft 2020-12) of a reply; with a rubric, its criterion ids are pinned.
 * @throws {JuryError} `RubricError` for a rubric that cannot be used; `BadInput` for a rubric
 *   over 100,000 bytes of UTF-8.
 */
export function replySchema(rubric?: string): ReplySchema;
