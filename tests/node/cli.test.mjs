// The `jury` command line's three builds on one scripted run (review-loop §13): the native
// binary (crate jury-cli), the package's Node `bin` and the agent skill's copy
// (skills/jury/scripts/jury.cjs) give the same output, the same files and the same exit codes,
// because the command logic is the core's, once. And `npx jury-core` runs it from an install.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pkgDir, repoRoot } from "./helpers.mjs";
import { installPackage } from "./pack.mjs";

const targetDir = process.env.CARGO_TARGET_DIR ?? join(repoRoot, "target");
const native = ["debug", "release"].map((p) => join(targetDir, p, "jury")).find(existsSync);

const shells = {
  native: (args) => [native, args],
  package: (args) => [process.execPath, [join(pkgDir, "bin", "jury.cjs"), ...args]],
  skill: (args) => [process.execPath, [join(repoRoot, "skills", "jury", "scripts", "jury.cjs"), ...args]],
};

const RUBRIC = `# Release notes
- facts: every version, date and command matches the changelog and the code
- complete: every change in the diff is mentioned
- plain: a reader who did not write the code understands each line
`;
const DRAFT_1 = "# agent-jury 0.3\n\n- Requires Node 20 or newer.\n- `record` now checks quotes.\n";
const DRAFT_2 = DRAFT_1.replace("Node 20", "Node 22.18");

function reply(verdicts, note) {
  const ids = ["facts", "complete", "plain"];
  return JSON.stringify({
    criteria: ids.map((id, i) => verdicts[i] === "FAIL"
      ? { id, verdict: "FAIL", reason: `${id} fails`, quote: "Requires Node 20 or newer", fix: "Say 22.18." }
      : { id, verdict: "PASS", reason: `${id} holds` }),
    optional: [note],
  }, null, 2);
}

// The run: [files to write first, argv, stdin]. Every command, --json and words, refusals too.
const script = [
  [{ "rubric.md": RUBRIC, "draft.md": DRAFT_1 }, ["init", "notes", "--rubric", "rubric.md", "--artifact", "draft.md"]],
  [{}, ["prompt", "notes"]],
  [{ "a1.json": `Here you go:\n\`\`\`json\n${reply(["FAIL", "PASS", "PASS"], "a1")}\n\`\`\`` }, ["record", "notes", "--judge", "A", "--file", "a1.json"]],
  [{}, ["status", "notes", "--json"]],
  [{}, ["merge", "notes"]],
  [{ "draft.md": DRAFT_2 }, ["prompt", "notes", "--json"]],
  [{}, ["record", "notes", "--judge", "A", "--file", "-"], reply(["PASS", "PASS", "FAIL"], "a2 — “quoted”")],
  [{}, ["merge", "notes", "--json"]],
  [{}, ["prompt", "notes", "--judge", "B"]],
  [{ "b2.json": reply(["PASS", "PASS", "PASS"], "b2") }, ["record", "notes", "--judge", "B", "--file", "b2.json"]],
  [{}, ["record", "notes", "--judge", "B", "--file", "a1.json"]],
  [{}, ["merge", "notes"]],
  [{}, ["verdict", "notes", "--format", "json"]],
  [{}, ["verdict", "notes", "--format", "html"]],
  [{}, ["verdict", "notes"]],
  [{}, ["export", "notes"]],
  [{}, ["share", "notes", "--app", "https://example.org/app/"]],
  [{}, ["import", "notes.jury.json", "--as", "again", "--json"]],
  [{}, ["list"]],
  [{}, ["settle", "notes", "facts", "PASS", "--note", "x"]],
  [{}, ["init", "../out", "--rubric", "rubric.md", "--artifact", "draft.md", "--json"]],
  [{}, ["frobnicate"]],
  [{}, ["--version"]],
];

/** Runs the script with one shell in a fresh folder; each step's output and the files at the end. */
function play(shell) {
  const dir = mkdtempSync(join(tmpdir(), `jury-cli-${shell}-`));
  try {
    const steps = script.map(([files, args, stdin]) => {
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      const [cmd, argv] = shells[shell](args);
      const r = spawnSync(cmd, argv, { cwd: dir, input: stdin ?? "", encoding: "utf8", env: { ...process.env, JURY_NOW: "1764755000000" } });
      const clean = (s) => s.split(dir).join("<dir>");
      return { args: args.join(" "), code: r.status, stdout: clean(r.stdout), stderr: clean(r.stderr) };
    });
    return { steps, files: tree(dir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function tree(dir, prefix = "") {
  const out = {};
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(out, tree(path, `${prefix}${name}/`));
    else out[`${prefix}${name}`] = readFileSync(path, "utf8");
  }
  return out;
}

test("the native jury, the package's bin and the skill's copy: the same output, files and exit codes", () => {
  assert.ok(native, `no jury binary under ${targetDir}: cargo build -p jury-cli`);
  const native_ = play("native");
  const codes = native_.steps.map((s) => s.code);
  assert.deepEqual(codes, [0, 0, 0, 2, 2, 0, 0, 5, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0], JSON.stringify(native_.steps.map((s) => [s.args, s.code])));
  assert.ok(native_.files[".jury/notes/verdict.json"], "the verdict is in the run folder");
  for (const shell of ["package", "skill"]) {
    const other = play(shell);
    for (const [i, step] of native_.steps.entries()) {
      assert.deepEqual(other.steps[i], step, `${shell}: step ${i} (${step.args})`);
    }
    assert.deepEqual(other.files, native_.files, `${shell}: the files`);
  }
});

test("npx jury-core runs the command from an installed package", () => {
  const project = installPackage();
  try {
    const bin = JSON.parse(readFileSync(join(project.installed, "package.json"), "utf8")).bin;
    assert.deepEqual(bin, { jury: "bin/jury.cjs" });
    writeFileSync(join(project.dir, "rubric.md"), RUBRIC);
    writeFileSync(join(project.dir, "draft.md"), DRAFT_1);
    const npx = (args) => spawnSync("npx", ["--no-install", "jury-core", ...args], { cwd: project.dir, encoding: "utf8" });
    const init = npx(["init", "notes", "--rubric", "rubric.md", "--artifact", "draft.md", "--json"]);
    assert.equal(init.status, 0, init.stderr);
    assert.equal(JSON.parse(init.stdout).next.argv.join(" "), "jury prompt notes");
    const prompt = npx(["prompt", "notes"]);
    assert.equal(prompt.status, 0, prompt.stderr);
    assert.match(prompt.stdout, /Requires Node 20 or newer/);
    // status exits with the outcome so far: 2 while round 1 waits for judge A.
    const status = npx(["status", "notes"]);
    assert.equal(status.status, 2, status.stderr);
    assert.match(status.stdout, /jury prompt notes/);
  } finally {
    project.cleanup();
  }
});

test("the skill folder, copied anywhere, is the whole install: SKILL.md and a command that runs", () => {
  const dir = mkdtempSync(join(tmpdir(), "jury-skill-"));
  try {
    const skill = join(dir, ".claude", "skills", "jury");
    cpSync(join(repoRoot, "skills", "jury"), skill, { recursive: true });
    const text = readFileSync(join(skill, "SKILL.md"), "utf8");
    const front = text.match(/^---\n([\s\S]*?)\n---\n/);
    assert.ok(front, "SKILL.md opens with frontmatter");
    assert.match(front[1], /^name: jury$/m);
    assert.match(front[1], /^description: .{40,}$/m);
    for (const command of ["init", "prompt", "record", "merge", "share", "import", "verdict"]) {
      assert.match(text, new RegExp(`jury ${command}\\b`), `SKILL.md tells the agent to run ${command}`);
    }
    writeFileSync(join(dir, "rubric.md"), RUBRIC);
    writeFileSync(join(dir, "draft.md"), DRAFT_1);
    const run = (args) => spawnSync(process.execPath, [join(skill, "scripts", "jury.cjs"), ...args], { cwd: dir, encoding: "utf8" });
    assert.equal(run(["init", "notes", "--rubric", "rubric.md", "--artifact", "draft.md"]).status, 0);
    const prompt = run(["prompt", "notes"]);
    assert.equal(prompt.status, 0, prompt.stderr);
    assert.match(prompt.stdout, /Answer with the JSON object only\.\n$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
