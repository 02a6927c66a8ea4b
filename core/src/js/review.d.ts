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

