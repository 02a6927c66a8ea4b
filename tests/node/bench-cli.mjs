// Benchmark (not a test): each `jury` command on a 2 MB artifact, the native binary (release)
// and the Node shell (the skill's copy), wall time per command including the process start,
// median of RUNS runs. Run by `cargo xtask bench` after `cargo build --release -p jury-cli`.
//   node tests/node/bench-cli.mjs [RUNS]
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "./helpers.mjs";

const RUNS = Number(process.argv[2] ?? 9);
const targetDir = process.env.CARGO_TARGET_DIR ?? join(repoRoot, "target");
const native = join(targetDir, "release", "jury");
if (!existsSync(native)) {
  console.error(`${native} missing: cargo build --release -p jury-cli`);
  process.exit(1);
}
const shells = {
  native: (args) => [native, args],
  node: (args) => [process.execPath, [join(repoRoot, "skills", "jury", "scripts", "jury.cjs"), ...args]],
};

const RUBRIC = "# Notes\n- facts: every number matches the source\n- complete: every change is there\n- plain: each line reads plainly\n";
// About 2 MB of Markdown, with the quoted sentence near the end.
const para = "The release adds a command line, an agent skill and a run file that moves between them. ";
let draft = "# Release notes\n\n";
while (draft.length < 2_000_000) draft += `- ${para}${para}\n`;
draft += "- Requires Node 20 or newer.\n";
const reply = (note, fail) => JSON.stringify({
  criteria: [
    fail ? { id: "facts", verdict: "FAIL", reason: "Node 22.18", quote: "Requires Node 20 or newer", fix: "Say 22.18." } : { id: "facts", verdict: "PASS", reason: "ok" },
    { id: "complete", verdict: "PASS", reason: "ok" },
    { id: "plain", verdict: "PASS", reason: "ok" },
  ],
  optional: [note],
});

function time(shell, dir, args) {
  const [cmd, argv] = shells[shell](args);
  const t = process.hrtime.bigint();
  const r = spawnSync(cmd, argv, { cwd: dir, encoding: "utf8", maxBuffer: 64 << 20 });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  return { ms, code: r.status };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Each command measured on the state it runs in: a fresh run folder per sample where the
// command changes the run (init, record, merge), the same one for the read-only commands.
const rows = [];
for (const shell of Object.keys(shells)) {
  const samples = {};
  for (let i = 0; i < RUNS; i++) {
    const dir = mkdtempSync(join(tmpdir(), `jury-bench-${shell}-`));
    try {
      writeFileSync(join(dir, "rubric.md"), RUBRIC);
      writeFileSync(join(dir, "draft.md"), draft);
      writeFileSync(join(dir, "a.json"), reply("a", true));
      const steps = [
        ["init", ["init", "r", "--rubric", "rubric.md", "--artifact", "draft.md"]],
        ["prompt", ["prompt", "r"]],
        ["record", ["record", "r", "--judge", "A", "--file", "a.json"]],
        ["status", ["status", "r"]],
        ["merge", ["merge", "r"]],
        ["export", ["export", "r", "--out", "r.jury.json"]],
        ["list", ["list"]],
        ["status --json", ["status", "r", "--json"]],
      ];
      for (const [name, args] of steps) {
        const { ms, code } = time(shell, dir, args);
        if (code !== 0 && !(name === "merge" && code === 2) && !(name.startsWith("status") && code === 2)) {
          throw new Error(`${shell} ${args.join(" ")} exited ${code}`);
        }
        (samples[name] ??= []).push(ms);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  for (const [name, xs] of Object.entries(samples)) rows.push({ shell, command: name, min: Math.min(...xs), median: median(xs) });
}

console.log(`jury commands on a ${(draft.length / 1e6).toFixed(2)} MB artifact, ${RUNS} runs, ms per command including the process start (fastest / median):`);
console.log(`  ${"command".padEnd(14)} ${"native".padStart(15)} ${"node".padStart(15)}`);
for (const command of [...new Set(rows.map((r) => r.command))]) {
  const cell = (shell) => {
    const r = rows.find((r) => r.shell === shell && r.command === command);
    return `${r.min.toFixed(0)} / ${r.median.toFixed(0)}`.padStart(15);
  };
  console.log(`  ${command.padEnd(14)} ${cell("native")} ${cell("node")}`);
}
