// ---------- Design Jury ----------
// Parser errors carry the place and what the call completed; config errors the field.
export interface JuryError {
  /** Parser errors: the UTF-16 offset in the stream (`null` for `MissingArtifactError`). */
  position?: number | null;
  /** Parser errors: the events this call completed before the error. */
  events?: KnownPanelEvent[];
  /** `configFromEnv`'s `RangeError`: the `OD_CRITIQUE_*` variable at fault. */
  variable?: string;
  /** A `CritiqueConfig` `RangeError`: the field at fault. */
  field?: string;
}

/** Any PanelEvent-shaped value (what `writeTranscript` accepts); the package returns `KnownPanelEvent`s. */
export type PanelEvent = { type: string; runId: string; [k: string]: unknown };

// PanelistRole, RoundDecision, ShipStatus, DegradedReason, FailedCause, WarningKind,
// FallbackPolicy, RunStatus, TheaterPhase, KnownPanelEvent (the event types and their fields)
// and CRITIQUE_SSE_EVENT_NAMES: core/js/generated/critique.d.ts.

/** The SHIP's artifact: handed to `onArtifact`, never put on an event. */
export interface ShipArtifact {
  /** The round that shipped. */
  round: number;
  /** Its MIME type, e.g. "text/html". */
  mime: string;
  /** Its text, as written inside the CDATA. */
  body: string;
}

/** What `new CritiqueParser` and `new CritiqueSession` take. */
export interface ParserOptions {
  /** The run id every event carries. */
  runId: string;
  /** The agent adapter's name, for `degraded` events; default "". */
  adapter?: string;
  /** The `ship` event's `artifactRef.projectId`; default "". */
  projectId?: string;
  /** The `ship` event's `artifactRef.artifactId`; default "". */
  artifactId?: string;
  /** The largest block in bytes before `OversizeBlockError`; default 262144. */
  maxBlockBytes?: number;
  /**
   * Gets the SHIP's artifact before the `ship` event is handed out; what it throws propagates.
   * It may not call the parser or session that runs it (`push`, `feed`, `free()`, …): such a
   * call throws an `Error` that says so and changes nothing; make it after the call returns.
   */
  onArtifact?: (artifact: ShipArtifact) => void;
}

/**
 * The incremental parser of the `<CRITIQUE_RUN>` stream: events exactly
 * as Open Design's parser gives them. Holds wasm memory: `free()` (or `using`) when done.
 */
export class CritiqueParser {
  /** Frees the parser's wasm memory. Safe to call twice; any other use afterwards throws an `Error`. */
  free(): void;
  /** `free()`, for `using parser = new CritiqueParser(…)`. */
  [Symbol.dispose](): void;
  /**
   * @throws {TypeError} for options that are not an object with a string `runId`, a field of
   *   the wrong type, or a key that is not a field (the message names the one it probably means;
   *   `config` is a `CritiqueSession`'s, not a parser's).
   */
  constructor(options: ParserOptions);
  /**
   * The events this chunk completed (chunks may split anything, a surrogate pair included).
   * @throws {JuryError} `MalformedBlockError`, `OversizeBlockError` or `MissingArtifactError`
   *   with `position` and `events`; a parser that threw keeps throwing the same error.
   * @throws {TypeError} for a chunk that is not a string.
   */
  push(chunk: string): KnownPanelEvent[];
  /**
   * Ends the stream and returns the events it completed.
   * @throws {JuryError} `MalformedBlockError` for a run left open without a SHIP, or the
   *   error a `push` threw.
   */
  finish(): KnownPanelEvent[];
}

/** The daemon's critique settings; every field has a default. */
export interface CritiqueConfig {
  /** Whether the daemon runs critiques; default false. */
  enabled?: boolean;
  /** The panelists, in order; default all five. */
  cast?: PanelistRole[];
  /** Rounds before the fallback, 1..=10; default 3. */
  maxRounds?: number;
  /** The top of the score scale; default 10. */
  scoreScale?: number;
  /** The composite a round needs to ship; default 8. */
  scoreThreshold?: number;
  /** Each panelist's weight in the composite; default Open Design's. */
  weights?: Partial<Record<PanelistRole, number>>;
  /** Milliseconds per round; default 90000. */
  perRoundTimeoutMs?: number;
  /** Milliseconds per run; default 240000. */
  totalTimeoutMs?: number;
  /** The parser's largest block in bytes; default 262144. */
  parserMaxBlockBytes?: number;
  /** Which round ships when none reached the threshold; default "ship_best". */
  fallbackPolicy?: FallbackPolicy;
  /** The protocol version; default 1. */
  protocolVersion?: number;
  /** Runs at once; default 4. */
  maxConcurrentRuns?: number;
}

/** A round as the daemon scored it. */
export interface RoundSummary {
  /** The round number. */
  n: number;
  /** The daemon's composite (Open Design's weighted mean). */
  composite: number;
  /** The open must-fix items. */
  mustFix: number;
  /** The daemon's decision. */
  decision: RoundDecision;
}

/** What `CritiqueSession.finish()` and `interrupt()` return. */
export interface SessionResult<S extends RunStatus = RunStatus> {
  /** How the run ended. */
  status: S;
  /** Every event of the run, in order (what `feed` handed out and the end's events). */
  events: KnownPanelEvent[];
  /**
   * The events of `events` that no `feed` returned and no earlier `finish()`/`interrupt()`
   * handed out, the normalised `ship` among them: dispatch what `feed` returns, then
   * `pending`, and every event of the run arrives exactly once, in order.
   */
  pending: KnownPanelEvent[];
  /** The shipped composite, `null` when nothing shipped. */
  score: number | null;
  /** Each scored round. */
  rounds: RoundSummary[];
  /** The artifact that shipped, `null` when none. */
  artifact: ShipArtifact | null;
}

/**
 * The daemon's bookkeeping over the parser: the daemon's composite,
 * the ship rule, the fallback round, interrupts. Holds wasm memory: `free()` (or `using`).
 */
export class CritiqueSession {
  /** Frees the session's wasm memory. Safe to call twice; any other use afterwards throws an `Error`. */
  free(): void;
  /** `free()`, for `using session = new CritiqueSession(…)`. */
  [Symbol.dispose](): void;
  /**
   * @throws {TypeError} for options that are not an object with a string `runId`.
   * @throws {RangeError} (with `field`) for a `config` value out of its range.
   */
  constructor(options: ParserOptions & { config?: CritiqueConfig });
  /**
   * The events a daemon would publish because of this chunk; a malformed stream degrades the
   * run instead of throwing. `now` is the time in milliseconds on the caller's clock
   * (`Date.now()`): the first timed feed starts the total timer, a `panelist_open` of a new
   * round the per-round timer. A chunk fed once a timer has run out is not read: the
   * run times out instead, and those events come back. Without `now`, the events happen at
   * the last time given (a session never given one never times out); feed `""` at spawn time
   * to start the total timer before any output.
   * @throws {TypeError} for a chunk that is not a string, or a `now` that is not a finite number.
   */
  feed(chunk: string, now?: number): KnownPanelEvent[];
  /**
   * The earliest instant (on the clock `feed` was given) at which `timeout(now)` must be
   * called (the per-round or the total timer's, whichever runs out first), or `null` before
   * the first timed feed and once the run has ended.
   */
  deadline(): number | null;
  /**
   * Ends the run if a timer has run out at `now`, as upstream's orchestrator does: the
   * best round so far as `ship{status: "timed_out", summary: "Timed out after round N, best
   * composite X.XX"}` (none with policy "fail" or before any round closed), then
   * `failed{cause: "per_round_timeout" | "total_timeout"}`; status "timed_out". `null` while
   * the run goes on; once it has ended, its result.
   * @throws {TypeError} for a `now` that is not a finite number.
   */
  timeout(now: number): SessionResult | null;
  /**
   * The agent's process ended, `(code, signal)` as Node's `exit` event gives them. A
   * signal: status "interrupted", the best round so far shipped as "Child terminated by signal
   * SIG after round N, best composite X.XX", then `interrupted`. A non-zero code: status
   * "failed", `failed{cause: "cli_exit_nonzero"}`, no ship. Code 0 (or both `null`): `null`,
   * the run goes on; call `finish()` when the output ends (a SHIP that came still ships).
   * Once the run has ended, its result.
   * @throws {TypeError} for a code that is not a whole number or `null`, or a signal that is not a string or `null`.
   */
  childExit(code: number | null, signal?: string | null): SessionResult | null;
  /** Ends the stream: the normalised ship or the fallback. */
  finish(): SessionResult;
  /**
   * Stops the run keeping the best round so far: status "interrupted". A run that has
   * already ended (`finish()`, a degraded stream) is not changed: its own result comes back.
   */
  interrupt(): SessionResult;
}

/**
 * The composite of one round: Open Design's weighted mean, bit for bit.
 * @throws {TypeError} for a key that is not a panelist role, or a score that is not a number.
 */
export function computeComposite(scores: Partial<Record<PanelistRole, number>>, weights?: Partial<Record<PanelistRole, number>>): number;
/**
 * The ship rule: "ship" when the composite reaches the threshold with no must-fix left.
 * @throws {TypeError} for arguments that are not numbers or a config of the wrong shape.
 */
export function decideRound(composite: number, mustFix: number, config?: CritiqueConfig): RoundDecision;
/**
 * The round that ships when none reached the threshold, `null` for "fail" or no round.
 * @throws {TypeError} for rounds of the wrong shape or an unknown policy.
 */
export function selectFallbackRound(rounds: { n: number; composite: number }[], policy: FallbackPolicy): { n: number; composite: number } | null;
/**
 * The config from `OD_CRITIQUE_*` variables over the defaults; `process.env` fits, and a
 * variable that is `undefined` is unset (`{ OD_CRITIQUE_MAX_ROUNDS: process.env.MAX }`).
 * @throws {RangeError} (with `variable`) for a value that is not a number or is out of range.
 * @throws {TypeError} for a value that is neither a string nor `undefined`.
 */
export function configFromEnv(env: Record<string, string | undefined>): Required<CritiqueConfig>;
/** The strict guard: a value with exactly one PanelEvent variant's fields. Never throws. */
export function isPanelEvent(value: unknown): value is KnownPanelEvent;
/**
 * A transcript file: NDJSON, one event a line, gzipped when the text is longer than
 * `options.gzipThresholdBytes` UTF-8 bytes (default 262144, Open Design's 256 KiB; 0 gzips any
 * non-empty transcript).
 * Writes every event it is given, as Open Design's writer does: one that fails `isPanelEvent`
 * (a round 0, an empty artifactRef id) is written, and `readTranscript` skips it.
 * @throws {TypeError} for a list that is not of PanelEvents, or options that are not `{ gzipThresholdBytes?: number }`.
 * @throws {RangeError} for a threshold that is not a whole number of bytes, 0 or more.
 */
export function writeTranscript(events: readonly PanelEvent[], options?: { gzipThresholdBytes?: number }): { name: "transcript.ndjson" | "transcript.ndjson.gz"; bytes: Uint8Array };
/**
 * The events of a transcript, plain or gzipped, as text or bytes; lines that are not
 * PanelEvents are skipped like upstream's replay. At most `options.maxBytes` bytes
 * (default 67108864, 64 MiB) are read, or inflated from gzip: a transcript past them is refused,
 * and inflating stops at the bound.
 * @throws {JuryError} `TranscriptError` for a corrupt gzip or a transcript larger than
 *   `maxBytes` (its message says by how much); {TypeError} for other data or options;
 *   {RangeError} when `maxBytes` is not a whole number of 1 or more.
 */
export function readTranscript(data: string | Uint8Array, options?: { maxBytes?: number }): KnownPanelEvent[];

// ---------- The web surface: theater reducer and SSE ----------

/** One dimension a panelist scored (`panelist_dim`). */
export interface CritiqueDimScore {
  /** The dimension's name, e.g. "contrast". */
  name: string;
  /** Its score on the run's scale. */
  score: number;
  /** The panelist's note on it. */
  note: string;
}

/** One panelist's turn in one round. */
export interface CritiquePanelistView {
  /** The dimensions scored so far, in stream order. */
  dims: CritiqueDimScore[];
  /** The must-fix texts so far, in stream order. */
  mustFixes: string[];
  /** The panelist's score, once it closed (`panelist_close`); absent before. */
  score?: number;
}

/** One round as the theater shows it. */
export interface CritiqueRound {
  /** The round number. */
  n: number;
  /** The composite the `round_end` claimed; absent until then. */
  composite?: number;
  /** The must-fix items seen in this round, across panelists (counted, not the agent's claim). */
  mustFix: number;
  /** The `round_end` decision; absent until then. */
  decision?: RoundDecision;
  /** The `round_end` reason; absent until then. */
  decisionReason?: string;
  /** Each panelist that spoke in this round, by role. */
  panelists: Partial<Record<PanelistRole, CritiquePanelistView>>;
}

/** The run's declared settings, from `run_started` (the agent's `<CRITIQUE_RUN>`, not the daemon's config). */
export interface CritiqueRunConfig {
  /** The panelists, in the order they speak. */
  cast: PanelistRole[];
  /** The round limit the agent declared. */
  maxRounds: number;
  /** The composite a round needs to ship. */
  threshold: number;
  /** The top of the score scale. */
  scale: number;
  /** The wire protocol's version (1). */
  protocolVersion: number;
}

/** A `parser_warning`, kept beside the run. */
export interface CritiqueParserWarning {
  /** What the parser or the daemon noticed. */
  kind: WarningKind;
  /** UTF-16 offset in the stream (0 for the daemon's own warnings). */
  position: number;
}

/** The `ship` a shipped theater shows. */
export interface CritiqueShipped {
  /** The shipped round's composite (the daemon's). */
  composite: number;
  /** The round that shipped. */
  round: number;
  /** How it shipped: over the threshold, below it (fallback), timed out or interrupted. */
  status: ShipStatus;
  /** Where the artifact's bytes are (they never travel on an event). */
  artifactRef: { projectId: string; artifactId: string };
  /** The agent's summary, or the daemon's for a fallback or an interrupt. */
  summary: string;
}

/** Why a run degraded (`degraded`). */
export interface CritiqueDegradedInfo {
  /** Why the stream could not be parsed. */
  reason: DegradedReason;
  /** The adapter the run came through (`ParserOptions.adapter`). */
  adapter: string;
}

/** The theater before any run (or after `__reset__`). */
export interface TheaterIdle {
  /** The discriminant. */
  phase: "idle";
}

/** A run in progress. */
export interface TheaterRunning {
  /** The discriminant. */
  phase: "running";
  /** The run, from `run_started`. */
  runId: string;
  /** The run's declared settings. */
  config: CritiqueRunConfig;
  /** Sorted by `n`; a late event for round 1 lands in round 1. */
  rounds: CritiqueRound[];
  /** Every `parser_warning` of the run, in order (also those after the terminal event). */
  warnings: CritiqueParserWarning[];
  /** The round in progress: 1 at the start, the next one after a `continue`. */
  activeRound: number;
  /** The panelist speaking (opened, not closed yet), or `null`. */
  activePanelist: PanelistRole | null;
}

/** A run that shipped (terminal). */
export interface TheaterShipped {
  /** The discriminant. */
  phase: "shipped";
  /** The run, from `run_started`. */
  runId: string;
  /** The run's declared settings. */
  config: CritiqueRunConfig;
  /** Sorted by `n`; a late event for round 1 lands in round 1. */
  rounds: CritiqueRound[];
  /** Every `parser_warning` of the run, in order (also those after the terminal event). */
  warnings: CritiqueParserWarning[];
  /** The `ship` event's payload. */
  final: CritiqueShipped;
}

/** A run whose stream could not be parsed (terminal). */
export interface TheaterDegraded {
  /** The discriminant. */
  phase: "degraded";
  /** The run, from `run_started`. */
  runId: string;
  /** The run's declared settings; `null` only in a state given so (Open Design's type allows it here), kept by `reduceTheater`. */
  config: CritiqueRunConfig | null;
  /** Sorted by `n`; a late event for round 1 lands in round 1. */
  rounds: CritiqueRound[];
  /** Every `parser_warning` of the run, in order (also those after the terminal event). */
  warnings: CritiqueParserWarning[];
  /** Why the run degraded. */
  degraded: CritiqueDegradedInfo;
}

/** A run stopped by the user (terminal). */
export interface TheaterInterrupted {
  /** The discriminant. */
  phase: "interrupted";
  /** The run, from `run_started`. */
  runId: string;
  /** The run's declared settings; `null` only in a state given so (Open Design's type allows it here), kept by `reduceTheater`. */
  config: CritiqueRunConfig | null;
  /** Sorted by `n`; a late event for round 1 lands in round 1. */
  rounds: CritiqueRound[];
  /** Every `parser_warning` of the run, in order (also those after the terminal event). */
  warnings: CritiqueParserWarning[];
  /** The last round that closed (0 when none did). */
  bestRound: number;
  /** The composite the fallback kept (0 when none). */
  composite: number;
}

/** A run that failed (terminal). */
export interface TheaterFailed {
  /** The discriminant. */
  phase: "failed";
  /** The run, from `run_started`. */
  runId: string;
  /** The run's declared settings; `null` only in a state given so (Open Design's type allows it here), kept by `reduceTheater`. */
  config: CritiqueRunConfig | null;
  /** Sorted by `n`; a late event for round 1 lands in round 1. */
  rounds: CritiqueRound[];
  /** Every `parser_warning` of the run, in order (also those after the terminal event). */
  warnings: CritiqueParserWarning[];
  /** Why the run failed. */
  cause: FailedCause;
}

/**
 * The theater's state, in exactly the shape of Open Design's web reducer
 * (`CritiqueState`; a terminal `config` is `null` only in a state given so), so a web surface written
 * against it can swap `reduceTheater` in. Narrow with `phase`. Terminal phases (`shipped`,
 * `degraded`, `interrupted`, `failed`) are sticky.
 */
export type TheaterState = TheaterIdle | TheaterRunning | TheaterShipped | TheaterDegraded | TheaterInterrupted | TheaterFailed;

/** What `reduceTheater` takes: an event, or the host's reset (project changed, theater turned off). */
export type TheaterAction = KnownPanelEvent | { type: "__reset__" };

/** The theater before any run: `{ phase: "idle" }`. */
export function initialTheaterState(): TheaterState;

/**
 * The next theater state (Open Design's rules): `run_started` always starts
 * over; other events are ignored when idle or for another `runId`; terminal phases are sticky
 * and only take `parser_warning`; `__reset__` goes back to idle. Pure: `state` is never changed;
 * when the action changes nothing, `state` itself is returned (same object, as Open Design's).
 * An action of any other `type` (another reducer's, a newer daemon's event) changes nothing.
 * Give it only events that pass `isPanelEvent`, as Open Design's web does.
 * @throws {TypeError} for a state that is not one `reduceTheater`/`initialTheaterState` made,
 * an action that is not an object, or an event type with a wrong field (the message says which).
 */
export function reduceTheater(state: TheaterState, action: TheaterAction): TheaterState;

/** An SSE channel name: `"critique." + type`. */
export type CritiqueSseEventName = `critique.${KnownPanelEvent["type"]}`;

/**
/**
 * One event as it travels on SSE: channel `"critique." + type`, data the event without `type`.
 * A union with one member per event type, so narrowing on `event` narrows `data`; it fits
 * Open Design's `CritiqueSseEvent`.
 */
export type CritiqueSseEvent<E extends KnownPanelEvent = KnownPanelEvent> = E extends KnownPanelEvent
  ? { event: `critique.${E["type"]}`; data: { [K in Exclude<keyof E, "type">]: E[K] } }
  : never;

/**
 * An event as it travels on SSE: channel `"critique." + type`, data the event without
 * `type` (keys in the event's order).
 * @throws {TypeError} for a value that is not a PanelEvent.
 */
export function panelEventToSse<E extends KnownPanelEvent>(event: E): CritiqueSseEvent<E>;
