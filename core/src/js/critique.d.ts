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
