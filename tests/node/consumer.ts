// A small TypeScript consumer of both engines, type-checked (never run) against the generated
// `.d.ts` by `tsc --noEmit -p tests/node` (see types.test.mjs): renaming a field breaks it.
import {
  JuryRun, validateRubric, checkQuote, replySchema, CritiqueParser, CritiqueSession,
  computeComposite, decideRound, selectFallbackRound, configFromEnv, isPanelEvent,
  writeTranscript, readTranscript,
} from "../../pkg/nodejs/jury_core.js";
import type {
  RunConfig, Judge, Outcome, ExitCode, Evidence, RecordReport, MergeReport, ReviseReport,
  PanelEvent, KnownPanelEvent, ParserOptions, CritiqueConfig, JuryError,
} from "../../pkg/nodejs/jury_core.js";

const config: RunConfig = {
  name: "notes", rubric: "- facts: a\n- complete: b\n- plain: c\n", artifact: "draft",
  artifactName: "draft.md", rounds: 3, antiRatchet: true, models: { author: "m", A: "a", B: "b" },
};
const run: JuryRun = JuryRun.create(config);
const judge: Judge = "A";
const prompt: string = run.prompt(judge);
const rec: RecordReport = run.record(judge, prompt);
const ev: Evidence = rec.criteria[0].evidence;
const where: [number | undefined, number | undefined, string | undefined] = [ev.line, ev.column, ev.hint];
const blockedWhy: string[] = rec.blocked.map((b) => b.why).concat(rec.optional, rec.warnings);
const merged: MergeReport = run.merge();
const code: ExitCode = merged.code;
const outcome: Outcome = merged.outcome;
const row = merged.criteria.map((c) => `${c.id} ${c.result} ${c.A ?? ""} ${c.B ?? ""}`);
const fixes = merged.fixes.map((f) => [f.id, f.judge, f.reason, f.quote, f.fix]);
const since: string[] = merged.fixedSince;
const terminal: boolean = merged.terminal && merged.round > 0;
const rev: ReviseReport = run.revise("draft 2", "draft.md");
const revised: [number, string, boolean, string[]] = [rev.round, rev.sha256, rev.unchanged, rev.warnings];
const settled: MergeReport = run.settle("facts", "PASS", "checked");
const last: Outcome | null = run.outcome;
const round: number = run.round;
const verdict: object | null = run.verdict();
const copy: JuryRun = JuryRun.fromJSON(run.toJSON());
JuryRun.fromJSON(JSON.stringify(copy));
copy.free();
const rubric = validateRubric(config.rubric);
const ids: string[] = rubric.criteria.map((c) => c.id + c.text).concat(rubric.hints, rubric.title ?? []);
const q: Evidence = checkQuote("artifact text", "artifact text");
const schema: object = replySchema();

try {
  run.merge();
} catch (e) {
  const err = e as JuryError;
  const detail: [string, 1 | undefined, number | null | undefined] = [err.name, err.code, err.position];
  const before: PanelEvent[] = err.events ?? [];
}

const options: ParserOptions = {
  runId: "t", adapter: "test", projectId: "p1", artifactId: "a1", maxBlockBytes: 262144,
  onArtifact: ({ round, mime, body }) => void [round.toFixed(), mime.toUpperCase(), body.length],
};
const parser = new CritiqueParser(options);
const events: PanelEvent[] = [...parser.push("<CRITIQUE_RUN "), ...parser.finish()];
for (const e of events) {
  const runId: string = e.runId;
  if (isPanelEvent(e)) {
    const known: KnownPanelEvent = e;
    if (known.type === "round_end") {
      const decision: "continue" | "ship" = known.decision;
      const n: number = known.mustFix + known.composite + known.round;
    } else if (known.type === "ship") {
      const ref: string = known.artifactRef.projectId + known.artifactRef.artifactId + known.summary;
    }
  }
}
const critiqueConfig: CritiqueConfig = {
  cast: ["critic"], maxRounds: 3, scoreScale: 10, scoreThreshold: 8, weights: { critic: 1 },
  parserMaxBlockBytes: 4096, fallbackPolicy: "ship_best", protocolVersion: 1,
};
const session = new CritiqueSession({ ...options, config: critiqueConfig });
const fed: PanelEvent[] = session.feed("text");
const done = session.finish();
const summary = done.rounds.map((r) => [r.n, r.composite, r.mustFix, r.decision]);
const status: string = done.status;
const score: number | null = done.score;
const shipped: string | undefined = done.artifact?.body;
const stopped: "interrupted" = session.interrupt().status;
const composite: number = computeComposite({ critic: 9 }, { critic: 1 });
const decision: "ship" | "continue" = decideRound(composite, 0, critiqueConfig);
const pick: { n: number; composite: number } | null = selectFallbackRound([{ n: 1, composite }], "ship_best");
const env: CritiqueConfig = configFromEnv({ OD_CRITIQUE_MAX_ROUNDS: "3" });
const file = writeTranscript(events);
const name: "transcript.ndjson" | "transcript.ndjson.gz" = file.name;
const bytes: Uint8Array = file.bytes;
const back: PanelEvent[] = readTranscript(bytes).concat(readTranscript("{}"));

// @ts-expect-error: the judge is "A" or "B"
run.prompt("C");
// @ts-expect-error: a RunConfig needs its artifact
JuryRun.create({ name: "x", rubric: "" });
// @ts-expect-error: a MergeReport has no `fixed_since`
merged.fixed_since;

export {};
