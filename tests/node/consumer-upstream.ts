// The package's types against Open Design's own (type-checked, never run, by
// tests/node/package.test.mjs): a web surface written against Open Design's theater reducer and
// SSE contract can swap jury-core in, and back. The `Upstream*` shapes below are re-declared
// here, as the interface to fit, from Open Design's public source
// (packages/contracts/src/critique.ts for PanelEvent and CritiqueSseEvent;
// apps/web/src/components/Theater/state/reducer.ts for CritiqueState). Types only: nothing of
// them is in the package.
import {
  initialTheaterState, panelEventToSse, reduceTheater,
  type CritiqueSseEvent, type KnownPanelEvent, type TheaterState,
} from "jury-core/critique";
import type { RunHistory, ValidatedReply } from "jury-core/review";

type Role = "designer" | "critic" | "brand" | "a11y" | "copy";
type UpstreamPanelEvent =
  | { type: "run_started"; runId: string; protocolVersion: number; cast: Role[]; maxRounds: number; threshold: number; scale: number }
  | { type: "panelist_open"; runId: string; round: number; role: Role }
  | { type: "panelist_dim"; runId: string; round: number; role: Role; dimName: string; dimScore: number; dimNote: string }
  | { type: "panelist_must_fix"; runId: string; round: number; role: Role; text: string }
  | { type: "panelist_close"; runId: string; round: number; role: Role; score: number }
  | { type: "round_end"; runId: string; round: number; composite: number; mustFix: number; decision: "continue" | "ship"; reason: string }
  | { type: "ship"; runId: string; round: number; composite: number; status: "shipped" | "below_threshold" | "timed_out" | "interrupted"; artifactRef: { projectId: string; artifactId: string }; summary: string }
  | { type: "degraded"; runId: string; reason: "malformed_block" | "oversize_block" | "adapter_unsupported" | "protocol_version_mismatch" | "missing_artifact"; adapter: string }
  | { type: "interrupted"; runId: string; bestRound: number; composite: number }
  | { type: "failed"; runId: string; cause: "cli_exit_nonzero" | "per_round_timeout" | "total_timeout" | "orchestrator_internal" }
  | { type: "parser_warning"; runId: string; kind: "weak_debate" | "unknown_role" | "score_clamped" | "composite_mismatch" | "duplicate_ship"; position: number };

interface UpstreamTransport<Name extends string, Payload> { id?: string; event: Name; data: Payload }
type PayloadOf<T extends UpstreamPanelEvent["type"]> = Omit<Extract<UpstreamPanelEvent, { type: T }>, "type">;
type UpstreamSseEvent = { [T in UpstreamPanelEvent["type"]]: UpstreamTransport<`critique.${T}`, PayloadOf<T>> }[UpstreamPanelEvent["type"]];

interface UpstreamRound {
  n: number; composite?: number; mustFix: number; decision?: "continue" | "ship"; decisionReason?: string;
  panelists: Partial<Record<Role, { dims: { name: string; score: number; note: string }[]; mustFixes: string[]; score?: number }>>;
}
interface UpstreamRunConfig { cast: Role[]; maxRounds: number; threshold: number; scale: number; protocolVersion: number }
type UpstreamWarning = { kind: Extract<UpstreamPanelEvent, { type: "parser_warning" }>["kind"]; position: number };
type UpstreamCritiqueState =
  | { phase: "idle" }
  | { phase: "running"; runId: string; config: UpstreamRunConfig; rounds: UpstreamRound[]; activeRound: number; activePanelist: Role | null; warnings: UpstreamWarning[] }
  | { phase: "shipped"; runId: string; config: UpstreamRunConfig; rounds: UpstreamRound[]; warnings: UpstreamWarning[];
      final: { composite: number; round: number; status: Extract<UpstreamPanelEvent, { type: "ship" }>["status"]; artifactRef: { projectId: string; artifactId: string }; summary: string } }
  | { phase: "degraded"; runId: string; config: UpstreamRunConfig | null; rounds: UpstreamRound[]; warnings: UpstreamWarning[];
      degraded: { reason: Extract<UpstreamPanelEvent, { type: "degraded" }>["reason"]; adapter: string } }
  | { phase: "interrupted"; runId: string; config: UpstreamRunConfig | null; rounds: UpstreamRound[]; warnings: UpstreamWarning[]; bestRound: number; composite: number }
  | { phase: "failed"; runId: string; config: UpstreamRunConfig | null; rounds: UpstreamRound[]; warnings: UpstreamWarning[]; cause: Extract<UpstreamPanelEvent, { type: "failed" }>["cause"] };

// The states fit both ways: a state from Open Design's reducer into reduceTheater, and back.
declare const upstreamState: UpstreamCritiqueState;
const ours: TheaterState = upstreamState;
const theirs: UpstreamCritiqueState = reduceTheater(initialTheaterState(), { type: "__reset__" });
const roundTrip: UpstreamCritiqueState = reduceTheater(ours, { type: "__reset__" });

// The events fit both ways.
declare const upstreamEvent: UpstreamPanelEvent;
const event: KnownPanelEvent = upstreamEvent;
const back: UpstreamPanelEvent = event;

// panelEventToSse is typed per event: its result fits Open Design's CritiqueSseEvent, and
// narrowing on `event` narrows `data`.
const sse: UpstreamSseEvent = panelEventToSse(event);
const named: CritiqueSseEvent = sse;
if (named.event === "critique.ship") {
  const ref: { projectId: string; artifactId: string } = named.data.artifactRef;
  void ref;
}
const ship = panelEventToSse({ type: "ship", runId: "r", round: 1, composite: 9, status: "shipped", artifactRef: { projectId: "p", artifactId: "a" }, summary: "s" });
const channel: "critique.ship" = ship.event;
// @ts-expect-error: a ship's data carries no `type` and no `role`.
void ship.data.role;

// Fixed values are literal types.
declare const history: RunHistory;
const schema: "jury.run/1" = history.schema;
// @ts-expect-error: another schema is not a run file of this package.
const wrong: RunHistory = { schema: "jury.run/2", entries: [] };
// The judge's own verdict is kept as written: PASS and FAIL are offered, any text fits.
const replies: ValidatedReply["verdict"][] = ["PASS", "FAIL", "looks fine", undefined];

void [ours, theirs, roundTrip, back, channel, schema, wrong, replies];
export {};
