// The package's `.d.ts` against the Rust types: the objects the package really returns have
// exactly the declared fields (required ones present, none undeclared), read from the combined
// entry's `index.d.ts` with the TypeScript parser, so a field renamed or added on the Rust side
// without its declaration fails here. (The other direction, a consumer that type-checks against
// the declarations, is package.test.mjs's tsc test.)
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import ts from "typescript";
import { chunks, fixturesDir, jury, pkgDir } from "./helpers.mjs";

// ---- the declarations, as data ----
const dts = ts.createSourceFile(
  "index.d.ts",
  readFileSync(join(pkgDir, "dist", "index", "index.d.ts"), "utf8"),
  ts.ScriptTarget.Latest,
);
const declared = new Map(); // name → the node of an interface or a type alias
for (const s of dts.statements) {
  if (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) declared.set(s.name.text, s);
}

/** Checks that `value` has the shape of the type node `type`; returns the problems. */
function check(value, type, path) {
  if (!type) return [];
  if (ts.isParenthesizedTypeNode(type)) return check(value, type.type, path);
  if (ts.isArrayTypeNode(type)) {
    if (!Array.isArray(value)) return [`${path}: not an array`];
    return value.flatMap((v, i) => check(v, type.elementType, `${path}[${i}]`));
  }
  if (ts.isUnionTypeNode(type)) {
    if (value === null && type.types.some((t) => t.kind === ts.SyntaxKind.LiteralType && t.literal.kind === ts.SyntaxKind.NullKeyword)) return [];
    const objects = type.types.filter((t) => ts.isTypeLiteralNode(t) || ts.isTypeReferenceNode(t));
    if (objects.length === 0 || typeof value !== "object") return [];
    const fits = objects.map((t) => check(value, t, path));
    return fits.find((p) => p.length === 0) ?? fits[0];
  }
  if (ts.isTypeReferenceNode(type)) {
    const target = declared.get(type.typeName.getText(dts));
    return target ? check(value, ts.isTypeAliasDeclaration(target) ? target.type : target, path) : [];
  }
  if (ts.isTypeLiteralNode(type) || ts.isInterfaceDeclaration(type)) {
    if (typeof value !== "object" || value === null) return [`${path}: not an object`];
    const props = type.members.filter(ts.isPropertySignature);
    if (type.members.some(ts.isIndexSignatureDeclaration)) return [];
    const problems = [];
    const names = new Set(props.map((p) => p.name.getText(dts).replace(/"/g, "")));
    for (const key of Object.keys(value)) if (!names.has(key)) problems.push(`${path}.${key}: not declared`);
    for (const p of props) {
      const name = p.name.getText(dts).replace(/"/g, "");
      if (!(name in value)) {
        if (!p.questionToken) problems.push(`${path}.${name}: missing`);
      } else {
        problems.push(...check(value[name], p.type, `${path}.${name}`));
      }
    }
    return problems;
  }
  if (type.kind === ts.SyntaxKind.LiteralType && ts.isStringLiteral(type.literal) && value !== type.literal.text) {
    return [`${path}: ${JSON.stringify(value)} is not "${type.literal.text}"`];
  }
  return [];
}

function conforms(value, typeName) {
  const node = declared.get(typeName);
  assert.ok(node, `${typeName} is declared`);
  assert.deepEqual(check(value, ts.isTypeAliasDeclaration(node) ? node.type : node, typeName), []);
}

/** The declared return type of a class method or a function. */
function returnType(owner, member) {
  for (const s of dts.statements) {
    if (ts.isClassDeclaration(s) && s.name?.text === owner) {
      const m = s.members.find((m) => m.name?.getText(dts) === member);
      if (m) return m.type;
    }
    if (ts.isFunctionDeclaration(s) && s.name?.text === owner) return s.type;
  }
  assert.fail(`${owner}.${member} is declared`);
}

test("review-loop results have exactly the declared fields", () => {
  const rubric = "- facts: every claim matches\n- complete: every change is listed\n- plain: no jargon\n";
  const reply = (facts) => JSON.stringify({ criteria: [{ id: "facts", ...facts }, { id: "complete", verdict: "PASS" }, { id: "plain", verdict: "PASS" }], optional: ["shorter"] });
  const run = jury.JuryRun.create({ name: "n", rubric, artifact: "- Requires Node 20 or newer.\n" });
  conforms(run.record("A", reply({ verdict: "FAIL", reason: "old", quote: "Requires Node 20 or newer", fix: "22" })), "RecordReport");
  conforms(run.merge(), "MergeReport");
  conforms(run.revise("- Requires Node 22.18 or newer.\n", "draft.md"), "ReviseReport");
  const blocked = run.record("A", JSON.stringify({ criteria: [{ id: "facts", verdict: "PASS" }, { id: "complete", verdict: "FAIL", reason: "x" }, { id: "plain", verdict: "PASS" }] }));
  assert.equal(blocked.blocked.length, 1);
  conforms(blocked, "RecordReport");
  run.record("B", reply({ verdict: "FAIL", reason: "doubt" }));
  conforms(run.merge(), "MergeReport");
  conforms(run.settle("facts", "PASS", "checked"), "MergeReport");
  const verdict = run.verdict();
  assert.ok(verdict, "the settled run is terminal");
  conforms(verdict, "Verdict");
  const history = run.toJSON();
  assert.deepEqual([...new Set(history.entries.map((e) => e.type))].sort(), ["init", "merge", "reply", "revise", "settle"]);
  conforms(history, "RunHistory");
  // A verdict with the optional fields: anti-ratchet off, models given.
  const passing = reply({ verdict: "PASS" });
  const other = jury.JuryRun.create({ name: "m", rubric, artifact: "x", antiRatchet: false, models: { author: "w", A: "a", B: "b" } });
  other.record("A", passing);
  other.merge();
  other.record("B", reply({ verdict: "PASS", reason: "B's own words" }));
  assert.equal(other.merge().outcome, "PASS");
  conforms(other.verdict(), "Verdict");
  conforms(other.toJSON(), "RunHistory");
  conforms(jury.validateReply(JSON.stringify({ ...JSON.parse(passing), verdict: "PASS" }), rubric), "ValidatedReply");
  conforms(jury.checkQuote("x", "a quote that is not there"), "Evidence");
  assert.deepEqual(check(jury.validateRubric(rubric), returnType("validateRubric"), "validateRubric"), []);
});

test("Design Jury results have exactly the declared fields", () => {
  const text = readFileSync(join(fixturesDir, "happy-3-rounds.txt"), "utf8");
  const session = new jury.CritiqueSession({ runId: "t", projectId: "p", artifactId: "a" });
  for (const c of chunks(text, 64)) session.feed(c);
  const result = session.finish();
  assert.deepEqual(check(result, returnType("CritiqueSession", "finish"), "finish()"), []);
  for (const e of result.events) conforms(e, "KnownPanelEvent");
  for (const kind of ["run_started", "panelist_open", "panelist_dim", "panelist_must_fix", "panelist_close", "round_end", "ship"]) {
    assert.ok(result.events.some((e) => e.type === kind), kind);
  }
  const stopped = new jury.CritiqueSession({ runId: "t" });
  stopped.feed(text.slice(0, text.indexOf("<SHIP ")));
  const interrupted = stopped.interrupt();
  assert.deepEqual(check(interrupted, returnType("CritiqueSession", "interrupt"), "interrupt()"), []);
  for (const e of interrupted.events) conforms(e, "KnownPanelEvent");
  const degraded = new jury.CritiqueSession({ runId: "t", adapter: "x" });
  degraded.feed("<CRITIQUE_RUN version=\"1\">\n<NOTE>");
  for (const e of degraded.finish().events) conforms(e, "KnownPanelEvent");
  const failed = new jury.CritiqueSession({ runId: "t", config: { fallbackPolicy: "fail" } });
  failed.feed(text.slice(0, text.indexOf("<SHIP ")));
  for (const e of failed.finish().events) conforms(e, "KnownPanelEvent");
  conforms(jury.configFromEnv({}), "CritiqueConfig");
});

test("theater states have exactly the declared fields in every phase", () => {
  const text = readFileSync(join(fixturesDir, "happy-3-rounds.txt"), "utf8");
  const session = new jury.CritiqueSession({ runId: "t", projectId: "p", artifactId: "a" });
  session.feed(text);
  let state = jury.initialTheaterState();
  conforms(state, "TheaterState");
  const states = [];
  for (const e of session.finish().events) {
    state = jury.reduceTheater(state, e);
    states.push(state);
  }
  assert.equal(state.phase, "shipped");
  const mid = states[20];
  for (const end of [
    { type: "degraded", runId: "t", reason: "malformed_block", adapter: "x" },
    { type: "interrupted", runId: "t", bestRound: 1, composite: 7 },
    { type: "failed", runId: "t", cause: "total_timeout" },
  ]) states.push(jury.reduceTheater(mid, end));
  assert.deepEqual(new Set(states.map((s) => s.phase)), new Set(["running", "shipped", "degraded", "interrupted", "failed"]));
  for (const s of states) conforms(s, "TheaterState");
});

test("every export, class member and interface field of the .d.ts carries a JSDoc comment (what editors show)", () => {
  const missing = [];
  const hasDoc = (node) => (node.jsDoc ?? []).length > 0;
  const name = (node) => node.name?.getText(dts) ?? (ts.isConstructorDeclaration(node) ? "constructor" : "?");
  for (const s of dts.statements) {
    const exported = s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isExportAssignment(s) || ts.isExportDeclaration(s)) continue; // `export default init`, `export { init }`
    if (!exported && !ts.isFunctionDeclaration(s)) continue;
    // An interface merged from several sections needs its comment once.
    if (!ts.isInterfaceDeclaration(s) && !hasDoc(s)) missing.push(name(s));
    if (ts.isClassDeclaration(s) || ts.isInterfaceDeclaration(s)) {
      for (const m of s.members) {
        const isPrivate = m.modifiers?.some((k) => k.kind === ts.SyntaxKind.PrivateKeyword);
        if (!isPrivate && !ts.isIndexSignatureDeclaration(m) && !hasDoc(m)) missing.push(`${s.name.text}.${name(m)}`);
      }
    }
  }
  for (const s of dts.statements.filter(ts.isInterfaceDeclaration)) {
    if (!dts.statements.some((t) => ts.isInterfaceDeclaration(t) && t.name.text === s.name.text && hasDoc(t))) missing.push(s.name.text);
  }
  assert.deepEqual([...new Set(missing)], []);
});

/** The field names an interface declares. */
function fieldsOf(typeName) {
  const node = declared.get(typeName);
  assert.ok(node && ts.isInterfaceDeclaration(node), `${typeName} is an interface`);
  return node.members.filter(ts.isPropertySignature).map((p) => p.name.getText(dts).replace(/"/g, "")).sort();
}

test("the input types are the core's own: RunConfig is the run file's init entry, CritiqueConfig what configFromEnv fills", () => {
  // The core writes every RunConfig field into the init entry (models and a language other than English only when given), so a
  // field renamed or added in Rust shows here even though inputs are read leniently.
  const run = jury.JuryRun.create({ name: "n", rubric: "- a: x\n- b: y\n- c: z\n", artifact: "t", models: { A: "m" }, language: "es" });
  const init = run.toJSON().entries[0];
  assert.equal(init.type, "init");
  assert.deepEqual(Object.keys(init).filter((k) => k !== "type" && k !== "at").sort(), fieldsOf("RunConfig"));
  assert.deepEqual(Object.keys(jury.configFromEnv({})).sort(), fieldsOf("CritiqueConfig"));
  assert.deepEqual(Object.keys(jury.configFromEnv({}).weights).sort(), ["a11y", "brand", "copy", "critic", "designer"]);
});
