// A strict TypeScript consumer of `jury-core/review`, type-checked (never run) by
// tests/node/package.test.mjs against the installed tarball: every result is used through its
// precise type, without casts, so a declaration that loses precision or a field breaks it.
import init, { JuryRun, validateRubric, validateReply, checkQuote, replySchema, isJuryError } from "jury-core/review";
import type {
  RunConfig, Judge, Outcome, ExitCode, Evidence, RecordReport, MergeReport, ReviseReport,
  Verdict, RunHistory, HistoryEntry, ValidatedReply, JuryError, PassFail,
} from "jury-core/review";

const ready: Promise<void> = init();
await ready;
await init({ module_or_path: new URL("https://example.invalid/jury_review_bg.wasm") });

const config: RunConfig = {
  name: "notes", rubric: "- facts: a\n- complete: b\n- plain: c\n", artifact: "draft",
  artifactName: "draft.md", rounds: 3, antiRatchet: true, models: { author: "m", A: "a", B: "b" },
};
const run: JuryRun = JuryRun.create(config);
const judge: Judge = "A";
const prompt: string = run.prompt(judge);
const rec: RecordReport = run.record(judge, prompt);
const first = rec.criteria[0];
if (first) {
  const ev: Evidence = first.evidence;
  const where: [number | undefined, number | undefined, string | undefined] = [ev.line, ev.column, ev.hint];
  const effective: PassFail = first.effective;
}
const blockedWhy: string[] = rec.blocked.map((b) => b.why).concat(rec.optional, rec.warnings.map((w) => w.message));
const merged: MergeReport = run.merge();
const code: ExitCode = merged.code;
const outcome: Outcome = merged.outcome;
const row = merged.criteria.map((c) => `${c.id} ${c.result} ${c.A ?? ""} ${c.B ?? ""}`);
const fixes = merged.fixes.map((f) => [f.id, f.judge, f.reason, f.quote, f.fix]);
const since: string[] = merged.fixedSince;
const settledAt: number[] = merged.settled.map((s) => s.at);
const terminal: boolean = merged.terminal && merged.round > 0;
const rev: ReviseReport = run.revise("draft 2", "draft.md");
const revised: [number, string, boolean, string[]] = [rev.round, rev.sha256, rev.unchanged, rev.warnings.map((w) => w.messageId)];
const settled: MergeReport = run.settle("facts", "PASS", "checked");
const last: Outcome | null = run.outcome;
const round: number = run.round;

const verdict: Verdict | null = run.verdict();
if (verdict) {
  const head: [string, Outcome, ExitCode, number, number] = [verdict.run, verdict.outcome, verdict.exitCode, verdict.rounds, verdict.roundLimit];
  const sha: string = verdict.artifact.sha256 + verdict.artifact.name;
  const judges = verdict.criteria.map((c) => [c.id, c.result, c.judges.A, c.judges.B, c.settled?.note]);
  const history = verdict.history.map((h) => [h.round, h.outcome, h.failed?.length, h.disputed?.length]);
}
const file: RunHistory = run.toJSON();
const replies: string[] = file.entries.flatMap((e: HistoryEntry) => (e.type === "reply" ? [e.judge + e.text] : []));
const initEntry = file.entries.find((e) => e.type === "init");
if (initEntry?.type === "init") {
  const limit: number = initEntry.rounds + initEntry.at;
}
const copy: JuryRun = JuryRun.fromJSON(file);
JuryRun.fromJSON(JSON.stringify(copy));
copy.free();
{
  using scoped = JuryRun.create(config);
  const n: number = scoped.round;
}

const rubric = validateRubric(config.rubric);
const ids: string[] = rubric.criteria.map((c) => c.id + c.text + c.line).concat(rubric.hints.map((h) => h.messageId + h.message), rubric.title ?? []);
const reply: ValidatedReply = validateReply("{}", config.rubric);
const verdicts: PassFail[] = reply.criteria.map((c) => c.verdict);
const advisory: string | undefined = reply.verdict;
const q: Evidence = checkQuote("artifact text", "artifact text");
const schemaVersion: string = replySchema(config.rubric).$schema;

try {
  run.merge();
} catch (e) {
  // The package's guard narrows `unknown`, by itself or to one name.
  if (isJuryError(e)) {
    const detail: [JuryError["name"], 1 | undefined, number | undefined, string | undefined] = [e.name, e.code, e.line, e.criterion];
  }
  if (isJuryError(e, "ReplyError")) {
    const name: "ReplyError" = e.name;
    const where: [number | undefined, number | undefined, { line: number; column: number }[] | undefined] = [e.line, e.column, e.starts];
  }
  // @ts-expect-error: not an error name of the package
  isJuryError(e, "SyntaxError");
  // @ts-expect-error: without the guard, `e` is unknown
  e.name;
}

// @ts-expect-error: the judge is "A" or "B"
run.prompt("C");
// @ts-expect-error: a RunConfig needs its artifact
JuryRun.create({ name: "x", rubric: "" });
// @ts-expect-error: a MergeReport has no `fixed_since`
merged.fixed_since;
// @ts-expect-error: the review entry has no Design Jury
import("jury-core/review").then((m) => m.CritiqueParser);

export {};
