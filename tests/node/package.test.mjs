// The package as an embedder installs it (js-api.md "The package"): `npm pack`, `npm install`
// of the tarball into a fresh project, then Node as ESM and as CommonJS, the README's snippets
// as written, and `tsc` on a strict consumer of each entry.
import assert from "node:assert/strict";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import ts from "typescript";
import { after, before, test } from "node:test";
import { repoRoot } from "./helpers.mjs";
import { expectedOutput, installPackage, readmeSnippets, sh } from "./pack.mjs";

let project;
before(() => {
  project = installPackage();
});
after(() => project?.cleanup());

/** Runs `code` as a file of the consumer project (`.mjs` or `.cjs`); returns its stdout. */
function runIn(name, code) {
  writeFileSync(join(project.dir, name), code);
  return sh("node", [name], { cwd: project.dir }).stdout;
}

const entries = ["jury-core", "jury-core/review", "jury-core/critique"];

/** The value names (classes, functions, consts) an entry's installed `.d.ts` declares. */
function declaredValues(spec) {
  const dir = spec === "jury-core" ? "index" : spec.split("/")[1];
  const file = join(project.installed, "dist", dir, "index.d.ts");
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const names = [];
  for (const s of source.statements) {
    const exported = s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if ((ts.isClassDeclaration(s) || ts.isFunctionDeclaration(s)) && s.name) names.push(s.name.text);
    if (ts.isVariableStatement(s)) for (const d of s.declarationList.declarations) names.push(d.name.getText(source));
  }
  return [...new Set(names)].sort();
}

/** An entry's runtime export names (but `default` and `init`) as `kind` ("mjs" or "cjs") loads them. */
function runtimeExports(spec, kind) {
  const code = kind === "mjs"
    ? `import * as m from ${JSON.stringify(spec)};\nconsole.log(JSON.stringify(Object.keys(m)));`
    : `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(spec)}))));`;
  const keys = JSON.parse(runIn(`keys.${kind}`, code));
  return keys.filter((k) => k !== "default" && k !== "init").sort();
}

test("the tarball holds each entry's wasm once, LICENSE and README, and every file the exports name", () => {
  const wasm = project.files.filter((f) => f.endsWith(".wasm") && f.startsWith("dist/"));
  assert.equal(wasm.length, 3, wasm.join(", "));
  const bytes = wasm.map((f) => readFileSync(join(project.installed, f)));
  assert.equal(new Set(bytes.map((b) => b.toString("base64"))).size, 3, "three different wasm files");
  for (const f of ["LICENSE", "README.md", "package.json"]) assert.ok(project.files.includes(f), f);
  const meta = JSON.parse(readFileSync(join(project.installed, "package.json"), "utf8"));
  assert.equal(meta.license, "MIT");
  assert.equal(meta.engines.node, ">=20");
  assert.ok(meta.keywords.length > 0 && meta.types);
  // No placeholder link: the package points at nothing it cannot back (no repository is public).
  assert.equal(meta.repository, undefined);
  for (const f of project.files.filter((f) => /\.(json|md|d\.c?ts)$/.test(f))) {
    const text = readFileSync(join(project.installed, f), "utf8");
    assert.doesNotMatch(text, /example\.invalid/, `${f} holds a placeholder URL`);
    // The declarations stand alone: no section of a document the package does not ship.
    if (/\.d\.c?ts$/.test(f)) assert.doesNotMatch(text, /§|[\w-]+\.md\b/, `${f} cites a document the package does not ship`);
  }
  // The Node entries' copy of each wasm (inlined, for bundlers) is that file gzipped, as base64.
  for (const [dir, stem] of [["index", "jury"], ["review", "jury_review"], ["critique", "jury_critique"]]) {
    const inlined = Buffer.from(createRequire(import.meta.url)(join(project.installed, "dist", dir, `${stem}_wasm.cjs`)), "base64");
    const raw = readFileSync(join(project.installed, "dist", dir, `${stem}_bg.wasm`));
    assert.deepEqual(gunzipSync(inlined), raw, dir);
    assert.ok(inlined.length < raw.length * 0.6, `${dir}: ${inlined.length} B inlined for ${raw.length} B of wasm`);
  }
  // init()'s JSDoc names the entry's own wasm.
  for (const [dir, stem] of [["index", "jury"], ["review", "jury_review"], ["critique", "jury_critique"]]) {
    const dts = readFileSync(join(project.installed, "dist", dir, "index.d.ts"), "utf8");
    assert.match(dts, new RegExp(`by default \`${stem}_bg\\.wasm\``), dir);
  }
  const targets = (value) => (typeof value === "string" ? [value] : Object.values(value).flatMap(targets));
  for (const t of [...targets(meta.exports), meta.main, meta.module, meta.types]) {
    assert.ok(project.files.includes(t.slice(2)), `package.json names ${t}, which is not in the tarball`);
  }
  assert.doesNotMatch(readFileSync(join(project.installed, "README.md"), "utf8"), /\]\((\.\.\/|\.\/)/, "no links into the repository");
});

test("each entry loads as ESM and as CommonJS with exactly the exports its .d.ts declares, its engine's only", () => {
  const got = {};
  for (const spec of entries) {
    const esm = runtimeExports(spec, "mjs");
    assert.deepEqual(runtimeExports(spec, "cjs"), esm, `${spec}: require and import give the same names`);
    assert.deepEqual(esm, declaredValues(spec), `${spec}: the runtime exports are the declared ones`);
    got[spec] = esm;
  }
  const [all, review, critique] = entries.map((e) => got[e]);
  assert.ok(review.includes("JuryRun") && !review.includes("CritiqueParser"), review.join());
  assert.ok(critique.includes("CritiqueParser") && !critique.includes("JuryRun"), critique.join());
  assert.deepEqual(all, [...new Set([...review, ...critique])].sort(), "jury-core is both engines");
});

test("in Node, init() is one promise that has resolved, and import and require share one instance", () => {
  for (const spec of entries) {
    const out = runIn("init.mjs", `
      import init, { init as named } from ${JSON.stringify(spec)};
      import { createRequire } from "node:module";
      const required = createRequire(import.meta.url)(${JSON.stringify(spec)});
      const [a, b] = [init(), named()];
      let settled = false;
      a.then(() => { settled = true; });
      await null;
      console.log(JSON.stringify([a === b, a === required.init(), required.default === init, settled]));
    `);
    assert.deepEqual(JSON.parse(out), [true, true, true, true], spec);
  }
  const same = runIn("same.mjs", `
    import { createRequire } from "node:module";
    import { JuryRun } from "jury-core";
    const required = createRequire(import.meta.url)("jury-core");
    const run = required.JuryRun.create({ name: "n", rubric: "- a: x\\n- b: y\\n- c: z\\n", artifact: "t" });
    console.log(required.JuryRun === JuryRun && run instanceof JuryRun);
  `);
  assert.equal(same.trim(), "true");
});

test("the README's snippets run as written, ESM and CommonJS, and print what they say", () => {
  const snippets = readmeSnippets();
  const cjs = snippets.filter((s) => s.includes("require("));
  const esm = snippets.filter((s) => !s.includes("require("));
  assert.ok(esm.length >= 2 && cjs.length >= 1, "ESM review-loop and Design Jury snippets, and a CommonJS one");
  snippets.forEach((code, i) => {
    const name = `readme-${i + 1}.${code.includes("require(") ? "cjs" : "mjs"}`;
    const printed = runIn(name, code).split("\n");
    const expected = expectedOutput(code);
    assert.ok(expected.length > 0, `${name} says what it prints (// → …)`);
    let at = 0;
    for (const line of expected) {
      const found = printed.indexOf(line, at);
      assert.ok(found >= 0, `${name}: expected the line ${JSON.stringify(line)} in:\n${printed.join("\n")}`);
      at = found + 1;
    }
  });
});

test("a freed object says it was freed; free() twice and `using` are safe", () => {
  const out = runIn("freed.mjs", `
    import { JuryRun, CritiqueParser } from "jury-core";
    const run = JuryRun.create({ name: "n", rubric: "- a: x\\n- b: y\\n- c: z\\n", artifact: "t" });
    run.free();
    run.free();
    const errors = [];
    for (const use of [() => run.prompt("A"), () => run.round, () => JSON.stringify(run)]) {
      try { use(); errors.push("no error"); } catch (e) { errors.push(e instanceof Error ? e.message : String(e)); }
    }
    const parser = new CritiqueParser({ runId: "r" });
    parser[Symbol.dispose]();
    try { parser.push("x"); } catch (e) { errors.push(e.message); }
    console.log(JSON.stringify(errors));
  `);
  const errors = JSON.parse(out);
  assert.equal(errors.length, 4);
  assert.match(errors[0], /^JuryRun\.prompt: this JuryRun was freed/);
  assert.match(errors[1], /^JuryRun\.round: this JuryRun was freed/);
  assert.match(errors[2], /^JuryRun\.toJSON: this JuryRun was freed/);
  assert.match(errors[3], /^CritiqueParser\.push: this CritiqueParser was freed/);
});

test("tsc --noEmit: a strict consumer of each entry type-checks without casts (node16 and bundler resolution; DOM lib, or only ES2022 and @types/node), and the types fit Open Design's", () => {
  // As .mts: ES modules (top-level await, `import`) under node16 resolution too.
  const files = ["consumer", "consumer-review", "consumer-critique", "consumer-upstream"].map((f) => {
    copyFileSync(join(repoRoot, "tests", "node", `${f}.ts`), join(project.dir, `${f}.mts`));
    return `${f}.mts`;
  });
  // The README's ESM snippets are TypeScript too: they must type-check as written.
  const esm = readmeSnippets().filter((s) => !s.includes("require("));
  const readmeFiles = esm.map((code, i) => {
    const file = `readme-${i + 1}.mts`;
    writeFileSync(join(project.dir, file), code);
    return file;
  });
  const tsc = join(repoRoot, "node_modules", ".bin", "tsc");
  // A CommonJS TypeScript file resolves the `require` condition: the .d.cts declarations.
  writeFileSync(join(project.dir, "consumer-cjs.cts"), [
    'import init, { JuryRun, type Verdict } from "jury-core/review";',
    'import { CritiqueParser, type KnownPanelEvent } from "jury-core/critique";',
    "void init().then(() => {",
    '  const verdict: Verdict | null = JuryRun.create({ name: "n", rubric: "", artifact: "" }).verdict();',
    '  const events: KnownPanelEvent[] = new CritiqueParser({ runId: "r" }).finish();',
    "  return [verdict, events];",
    "});",
    "",
  ].join("\n"));
  const dom = { lib: ["es2022", "dom"], types: [] };
  // A Node service's usual settings: no DOM lib, Node's types only.
  const node = { lib: ["es2022"], types: ["node"], typeRoots: [join(repoRoot, "node_modules", "@types")] };
  for (const [module, moduleResolution, cjs, libs] of [
    ["node16", "node16", ["consumer-cjs.cts"], dom],
    ["es2022", "bundler", [], dom],
    ["node16", "node16", ["consumer-cjs.cts"], node],
  ]) {
    writeFileSync(join(project.dir, "tsconfig.json"), JSON.stringify({
      compilerOptions: {
        target: "es2022", module, moduleResolution, strict: true, noEmit: true,
        exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, skipLibCheck: false,
        ...libs,
      },
      files: [...files, ...readmeFiles, ...cjs],
    }));
    const r = sh(tsc, ["-p", project.dir], { cwd: project.dir, encoding: "utf8" });
    assert.equal(r.stdout, "", `${moduleResolution}, lib ${libs.lib}: ${r.stdout}`);
  }
});
