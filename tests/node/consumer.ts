// A strict TypeScript consumer of the combined entry `jury-core`, type-checked (never run) by
// tests/node/package.test.mjs: it declares exactly what the per-engine entries declare, both.
import init, * as all from "jury-core";
import * as review from "jury-core/review";
import * as critique from "jury-core/critique";
import type { Verdict, KnownPanelEvent, JuryError } from "jury-core";

await init();
const sameRun: typeof review.JuryRun = all.JuryRun;
const sameParser: typeof critique.CritiqueParser = all.CritiqueParser;
const sameFns: [typeof review.validateReply, typeof critique.readTranscript] = [all.validateReply, all.readTranscript];
const verdict: Verdict | null = all.JuryRun.create({ name: "n", rubric: "", artifact: "" }).verdict();
const events: KnownPanelEvent[] = new all.CritiqueParser({ runId: "r" }).push("");
// The combined JuryError carries both engines' fields.
declare const error: JuryError;
const fields: [1 | undefined, number | null | undefined, string | undefined] = [error.code, error.position, error.criterion];
// One guard for both engines, the same function in every entry.
const guards: [typeof review.isJuryError, typeof critique.isJuryError] = [all.isJuryError, all.isJuryError];

export {};
