// A strict TypeScript consumer of `jury-core/critique`, type-checked (never run) by
// tests/node/package.test.mjs against the installed tarball (see consumer-review.ts).
import init, {
  CritiqueParser, CritiqueSession, computeComposite, decideRound, selectFallbackRound,
  configFromEnv, isPanelEvent, writeTranscript, readTranscript,
  initialTheaterState, reduceTheater, panelEventToSse, CRITIQUE_SSE_EVENT_NAMES, isJuryError,
} from "jury-core/critique";
import type {
  KnownPanelEvent, PanelEvent, ParserOptions, CritiqueConfig, JuryError, RunStatus, SessionResult,
  RoundDecision, ShipArtifact, TheaterState, TheaterAction, CritiqueRound, PanelistRole,
  CritiqueSseEventName, TheaterPhase,
} from "jury-core/critique";

await init();

const options: ParserOptions = {
  runId: "t", adapter: "test", projectId: "p1", artifactId: "a1", maxBlockBytes: 262144,
  onArtifact: ({ round, mime, body }: ShipArtifact) => void [round.toFixed(), mime.toUpperCase(), body.length],
};
const parser = new CritiqueParser(options);
const events: KnownPanelEvent[] = [...parser.push("<CRITIQUE_RUN "), ...parser.finish()];
parser.free();
for (const e of events) {
  const runId: string = e.runId;
  switch (e.type) {
    case "round_end": {
      const decision: RoundDecision = e.decision;
      const n: number = e.mustFix + e.composite + e.round;
      break;
    }
    case "ship": {
      const ref: string = e.artifactRef.projectId + e.artifactRef.artifactId + e.summary + e.status;
      break;
    }
    case "panelist_dim": {
      const dim: string = e.dimName + e.dimScore.toFixed(1) + e.dimNote + e.role;
      break;
    }
    case "parser_warning": {
      const at: number = e.position;
      break;
    }
  }
}
const wide: PanelEvent = { type: "x", runId: "r", extra: 1 };
if (isPanelEvent(wide)) {
  const known: KnownPanelEvent = wide;
}
const critiqueConfig: CritiqueConfig = {
  cast: ["critic"], maxRounds: 3, scoreScale: 10, scoreThreshold: 8, weights: { critic: 1 },
  parserMaxBlockBytes: 4096, fallbackPolicy: "ship_best", protocolVersion: 1,
};
using session = new CritiqueSession({ ...options, config: critiqueConfig });
const fed: KnownPanelEvent[] = session.feed("text");
const done: SessionResult = session.finish();
const summary = done.rounds.map((r) => [r.n, r.composite, r.mustFix, r.decision]);
const status: RunStatus = done.status;
const score: number | null = done.score;
const shipped: string | undefined = done.artifact?.body;
const stopped: RunStatus = session.interrupt().status;
const composite: number = computeComposite({ critic: 9 }, { critic: 1 });
const decision: RoundDecision = decideRound(composite, 0, critiqueConfig);
const pick: { n: number; composite: number } | null = selectFallbackRound([{ n: 1, composite }], "ship_best");
declare const processEnv: Record<string, string | undefined>;
const env: Required<CritiqueConfig> = configFromEnv(processEnv);
const rounds: number = env.maxRounds;
const file = writeTranscript(events);
const name: "transcript.ndjson" | "transcript.ndjson.gz" = file.name;
const bytes: Uint8Array = file.bytes;
const back: KnownPanelEvent[] = readTranscript(bytes).concat(readTranscript("{}"));
const big = writeTranscript(events, { gzipThresholdBytes: 1024 }).name;

// Every event once, into the theater reducer (upstream's state shape), without casts.
const actions: TheaterAction[] = [...fed, ...done.pending, { type: "__reset__" }];
let theater: TheaterState = initialTheaterState();
for (const action of actions) theater = reduceTheater(theater, action);
// The phases the core declares (`TheaterPhase`, generated) are exactly `TheaterState`'s members'.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const phasesAgree: Same<TheaterPhase, TheaterState["phase"]> = true;
switch (theater.phase) {
  case "running": {
    const who: PanelistRole | null = theater.activePanelist;
    const at: number = theater.activeRound + theater.config.threshold;
    break;
  }
  case "shipped": {
    const round: CritiqueRound | undefined = theater.rounds.find((r) => r.n === theater.final.round);
    const critic: number | undefined = round?.panelists.critic?.score;
    const fixes: string[] = round?.panelists.a11y?.mustFixes ?? [];
    const why: string | undefined = round?.decisionReason;
    break;
  }
  case "degraded": {
    const reason: string = theater.degraded.reason + theater.degraded.adapter;
    break;
  }
  case "interrupted": {
    const best: number = theater.bestRound + theater.composite;
    break;
  }
  case "failed": {
    const cause: string = theater.cause + theater.warnings.length;
    break;
  }
}
const sse = panelEventToSse({ type: "failed", runId: "r", cause: "total_timeout" });
const channel: "critique.failed" = sse.event;
const payload: { runId: string; cause: string } = sse.data;
const channels: readonly CritiqueSseEventName[] = CRITIQUE_SSE_EVENT_NAMES;
// @ts-expect-error: data has no `type`
sse.data.type;

try {
  new CritiqueParser({ runId: "t" }).finish();
} catch (e) {
  if (isJuryError(e, "MalformedBlockError")) {
    const detail: ["MalformedBlockError", number | null | undefined, KnownPanelEvent[] | undefined] = [e.name, e.position, e.events];
  }
  if (isJuryError(e) && e.name === "RangeError") {
    const field: string | undefined = e.field ?? e.variable;
  }
}
// @ts-expect-error: a parser takes no config (a CritiqueSession does)
new CritiqueParser({ runId: "t", config: {} });

// @ts-expect-error: a policy is one of ship_best, ship_last, fail
selectFallbackRound([], "best");
// @ts-expect-error: "reviewer" is not a panelist role
computeComposite({ reviewer: 9 });

export {};
