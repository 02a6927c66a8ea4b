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

// ---------- Review loop (review-loop.md) ----------
export type Judge = "A" | "B";
export type Outcome = "PASS" | "FIX" | "NEED_B" | "DISPUTED" | "ROUND_LIMIT";
export type ExitCode = 0 | 2 | 5 | 3 | 4;            // PASS, FIX, NEED_B, DISPUTED, ROUND_LIMIT; BAD_INPUT is 1
export type EvidenceStatus = "found" | "found_normalized" | "not_found" | "too_short" | "none";

export interface RunConfig {
  name: string;
  rubric: string;               // Markdown, review-loop.md §2
  artifact: string;
  artifactName?: string;        // default "artifact"
  rounds?: number;              // round limit, default 3, 1..=10
  antiRatchet?: boolean;        // default true (§11)
  models?: { author?: string; A?: string; B?: string };
}

export interface Evidence {
  status: EvidenceStatus;
  line?: number; column?: number;        // 1-based, where the quote was found
  /**
   * How far the found passage runs in the artifact from `line`:`column`, counted in Unicode
   * scalar values like `column` (not UTF-16 units), over line ends, markup included: what a
   * highlight covers. A quote found in the text as a reader sees it (review-loop.md §4) spans
   * its source, e.g. 29 for `Requires Node 20 or newer` in `Requires **Node 20** or newer`.
   */
  length?: number;
  hint?: string;                         // closest passage when not found (a hint only)
}

export interface CriterionReport {
  id: string;
  verdict: "PASS" | "FAIL";              // as the judge wrote it
  effective: "PASS" | "FAIL";            // after rule 1
  reason?: string; quote?: string; fix?: string;
  evidence: Evidence;
}

export interface RecordReport {
  judge: Judge;
  round: number;
  criteria: CriterionReport[];           // rubric order
  blocked: { id: string; why: string }[]; // objections rule 1 moved to optional
  optional: string[];
  warnings: string[];                    // advisory verdict mismatch, mojibake, …
}

export interface MergeReport {
  round: number;
  outcome: Outcome;
  code: ExitCode;
  terminal: boolean;
  criteria: { id: string; result: "PASS" | "FAIL" | "DISPUTED"; A?: string; B?: string }[];
  fixes: { id: string; judge: Judge; reason: string; quote?: string; fix?: string }[];
  blocked: { id: string; judge: Judge; why: string }[]; // what rule 1 moved to optional this round
  fixedSince: string[];                  // failed in round-1, pass now
  optional: string[];
  settled: { id: string; result: "PASS" | "FAIL"; note: string; at: number }[]; // human settlements so far (at: Date.now())
}

export interface ReviseReport { round: number; sha256: string; unchanged: boolean; warnings: string[]; }

export class JuryRun {
  private constructor();
  /** Frees the wasm memory of this run (the object is unusable afterwards). */
  free(): void;
  static create(config: RunConfig): JuryRun;         // throws RubricError, BadInput
  static fromJSON(history: object | string): JuryRun; // throws HistoryError
  readonly round: number;
  readonly outcome: Outcome | null;                   // last merge's outcome
  prompt(judge: Judge): string;                       // byte-stable
  record(judge: Judge, replyText: string): RecordReport; // throws ReplyError (line/column/criterion), RunClosed
  merge(): MergeReport;                               // throws BadInput (no reply from A), RunClosed
  revise(artifact: string, artifactName?: string): ReviseReport; // only after FIX
  settle(criterion: string, result: "PASS" | "FAIL", note: string): MergeReport; // only after DISPUTED;
                                       // outcome stays DISPUTED until every disputed criterion is settled
  verdict(): object | null;                           // review-loop.md §9, null until terminal
  toJSON(): object;                                   // the history, review-loop.md §10
}

export function validateRubric(text: string): { title?: string; criteria: { id: string; text: string; line: number }[]; hints: string[] }; // throws RubricError
export function validateReply(replyText: string, rubric: string): object; // throws ReplyError
export function checkQuote(artifact: string, quote: string): Evidence;
export function replySchema(rubric?: string): object;  // JSON Schema (draft 2020-12); a rubric pins its ids

// ---------- Design Jury (design-jury.md) ----------
export type PanelEvent = { type: string; runId: string; [k: string]: unknown }; // exactly upstream's fields, §2.2

export type PanelistRole = "designer" | "critic" | "brand" | "a11y" | "copy";
/** The eleven PanelEvent variants of design-jury.md §2.2, each assignable to `PanelEvent`; narrow with `type`. */
export type KnownPanelEvent =
  | { type: "run_started"; runId: string; protocolVersion: number; cast: PanelistRole[]; maxRounds: number; threshold: number; scale: number }
  | { type: "panelist_open"; runId: string; round: number; role: PanelistRole }
  | { type: "panelist_dim"; runId: string; round: number; role: PanelistRole; dimName: string; dimScore: number; dimNote: string }
  | { type: "panelist_must_fix"; runId: string; round: number; role: PanelistRole; text: string }
  | { type: "panelist_close"; runId: string; round: number; role: PanelistRole; score: number }
  | { type: "round_end"; runId: string; round: number; composite: number; mustFix: number; decision: "continue" | "ship"; reason: string }
  | { type: "ship"; runId: string; round: number; composite: number; status: "shipped" | "below_threshold" | "timed_out" | "interrupted"; artifactRef: { projectId: string; artifactId: string }; summary: string }
  | { type: "degraded"; runId: string; reason: "malformed_block" | "oversize_block" | "adapter_unsupported" | "protocol_version_mismatch" | "missing_artifact"; adapter: string }
  | { type: "interrupted"; runId: string; bestRound: number; composite: number }
  | { type: "failed"; runId: string; cause: "cli_exit_nonzero" | "per_round_timeout" | "total_timeout" | "orchestrator_internal" }
  | { type: "parser_warning"; runId: string; kind: "weak_debate" | "unknown_role" | "score_clamped" | "composite_mismatch" | "duplicate_ship"; position: number };

/** The SHIP's artifact: handed to `onArtifact`, never put on an event. */
export interface ShipArtifact { round: number; mime: string; body: string }

export interface ParserOptions {
  runId: string; adapter?: string; projectId?: string; artifactId?: string;
  maxBlockBytes?: number;                              // default 262144
  onArtifact?: (a: { round: number; mime: string; body: string }) => void; // before the ship event
}

export class CritiqueParser {
  free(): void;
  constructor(options: ParserOptions);
  push(chunk: string): PanelEvent[];   // events completed by this chunk; throws MalformedBlockError,
                                       // OversizeBlockError, MissingArtifactError (with .position)
  finish(): PanelEvent[];              // end of stream (§3.2); errors are sticky
}

export interface CritiqueConfig {                      // §2.5 with its defaults and ranges
  cast?: string[]; maxRounds?: number; scoreScale?: number; scoreThreshold?: number;
  weights?: Record<string, number>; parserMaxBlockBytes?: number;
  fallbackPolicy?: "ship_best" | "ship_last" | "fail"; protocolVersion?: number;
  enabled?: boolean; perRoundTimeoutMs?: number; totalTimeoutMs?: number; maxConcurrentRuns?: number;
}

export class CritiqueSession {                         // the daemon's bookkeeping, §4.3-4.5
  free(): void;
  constructor(options: ParserOptions & { config?: CritiqueConfig }); // throws TypeError, RangeError (config out of range)
  feed(chunk: string): PanelEvent[];                   // what a daemon would publish so far
  finish(): { status: string; events: PanelEvent[]; score: number | null; rounds: { n: number; composite: number; mustFix: number; decision: string }[]; artifact: ShipArtifact | null };
  interrupt(): { status: "interrupted"; events: PanelEvent[]; score: number | null; rounds: object[]; artifact: ShipArtifact | null };
}

export function computeComposite(scores: Record<string, number>, weights?: Record<string, number>): number;
export function decideRound(composite: number, mustFix: number, config?: CritiqueConfig): "ship" | "continue";
export function selectFallbackRound(rounds: { n: number; composite: number }[], policy: string): { n: number; composite: number } | null;
export function configFromEnv(env: Record<string, string>): CritiqueConfig;  // OD_CRITIQUE_* (§4.6); throws RangeError
export function isPanelEvent(value: unknown): value is KnownPanelEvent;     // §2.3
export function writeTranscript(events: PanelEvent[]): { name: "transcript.ndjson" | "transcript.ndjson.gz"; bytes: Uint8Array };
export function readTranscript(data: string | Uint8Array): PanelEvent[];   // throws TranscriptError (corrupt gzip)
