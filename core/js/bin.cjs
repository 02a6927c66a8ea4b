#!/usr/bin/env node
// `jury` under Node (>= 20, no build step): the package's `bin` and the agent skill's
// `scripts/jury.cjs`. The shell of `jury_core::cli`, as `cli/src/main.rs` is natively: it only
// answers the core's read requests, applies the writes the core returns and prints; every
// decision is the core's, in `jury_cli_bg.wasm` beside this file (wasm-bindgen's Node glue
// `jury_cli.cjs` loads it). A test holds this shell and the native one to the same output,
// files and exit codes.
//
// The clock: now, or `JURY_NOW` (ms since the epoch) when set, as the native `jury` reads it.
//
// Writing a run folder: under the folder's `.lock` (created exclusively; one older than 30 s
// was left by a dead process and is taken over), only if the run file is still the bytes the
// command read, each file written beside itself and renamed over the old one. When another
// command wrote first, the whole command runs again on what is there now.
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const crypto = require("node:crypto");
const { CliInvocation } = require("./jury_cli.cjs");

const ATTEMPTS = 20;
const LOCK_WAIT_MS = 10_000;
const STALE_MS = 30_000;
const BAD_INPUT = 1;

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readBounded(fd, limit) {
  const chunks = [];
  let total = 0;
  const buffer = Buffer.alloc(64 * 1024);
  for (;;) {
    let n;
    try {
      n = fs.readSync(fd, buffer, 0, buffer.length, null);
    } catch (e) {
      if (e.code === "EAGAIN") {
        sleep(5);
        continue;
      }
      if (e.code === "EOF") break;
      throw e;
    }
    if (n === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
    total += n;
    // One byte more than the limit says "larger" without reading it all.
    if (total > limit) break;
  }
  return new Uint8Array(Buffer.concat(chunks).subarray(0, limit + 1));
}

let stdinRead = null;

function read(request) {
  try {
    switch (request.kind) {
      case "file": {
        if (fs.statSync(request.path).isDirectory()) {
          return { error: "it is a folder, not a file" };
        }
        const fd = fs.openSync(request.path, "r");
        try {
          return { bytes: readBounded(fd, request.limit) };
        } finally {
          fs.closeSync(fd);
        }
      }
      case "stdin":
        if (stdinRead === null) stdinRead = { bytes: readBounded(0, request.limit) };
        return stdinRead;
      case "dirs": {
        const names = fs
          .readdirSync(request.path, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name)
          .sort();
        return { bytes: new Uint8Array(Buffer.from(names.join("\n"))) };
      }
      default:
        return { error: `unknown request ${request.kind}` };
    }
  } catch (e) {
    if (e.code === "ENOENT") return { missing: true };
    return { error: e.message };
  }
}

function run(args, cwd, now) {
  const invocation = new CliInvocation(args, cwd, now);
  try {
    for (;;) {
      const poll = JSON.parse(invocation.poll());
      if (poll.kind === "done") {
        return {
          exitCode: poll.exitCode,
          guard: poll.guard,
          writes: poll.writes.map((w, i) => ({ path: w.path, contents: w.remove ? null : invocation.contents(i) })),
          stdout: invocation.stdout(),
          stderr: invocation.stderr(),
        };
      }
      for (const request of poll.requests) {
        const answer = read(request);
        invocation.provide(
          JSON.stringify(request),
          answer.bytes,
          answer.missing === true,
          answer.error,
        );
      }
    }
  } finally {
    invocation.free();
  }
}

function takeLock(lock) {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const start = Date.now();
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, "wx"));
      return;
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
      let age = 0;
      try {
        age = Date.now() - fs.statSync(lock).mtimeMs;
      } catch {}
      if (age > STALE_MS) {
        try {
          fs.unlinkSync(lock);
        } catch {}
      } else if (Date.now() - start > LOCK_WAIT_MS) {
        throw new Error(
          `${lock} is held by another jury command for over ${LOCK_WAIT_MS / 1000} s; if none is running, delete it`,
        );
      } else {
        sleep(5);
      }
    }
  }
}

function holds(guard) {
  let bytes;
  try {
    bytes = fs.readFileSync(guard.path);
  } catch (e) {
    if (e.code === "ENOENT") return guard.sha256 === null;
    throw e;
  }
  return (
    guard.sha256 !== null &&
    crypto.createHash("sha256").update(bytes).digest("hex") === guard.sha256
  );
}

// true: written (or nothing to write); false: another command changed the run first.
function apply(done) {
  if (done.writes.length === 0) return true;
  const guard = done.guard;
  if (guard) {
    takeLock(guard.lock);
  }
  try {
    if (guard && !holds(guard)) return false;
    for (const write of done.writes) {
      if (write.contents === null) {
        try {
          fs.unlinkSync(write.path);
        } catch (e) {
          if (e.code !== "ENOENT") throw e;
        }
      } else {
        fs.mkdirSync(path.dirname(write.path), { recursive: true });
        const tmp = `${write.path.replace(/\.[^./]*$/, "")}.tmp-${process.pid}`;
        fs.writeFileSync(tmp, write.contents);
        fs.renameSync(tmp, write.path);
      }
    }
    return true;
  } finally {
    if (guard) {
      try {
        fs.unlinkSync(guard.lock);
      } catch {}
    }
  }
}

// All of `text` to `fd`, through a pipe that may be non-blocking (EAGAIN: wait, go on); a
// closed pipe (`jury prompt notes | head`) is not an error of the command.
function writeAll(fd, text) {
  const bytes = Buffer.from(text);
  let at = 0;
  while (at < bytes.length) {
    try {
      at += fs.writeSync(fd, bytes, at);
    } catch (e) {
      if (e.code === "EAGAIN") sleep(2);
      else if (e.code === "EPIPE") return;
      else throw e;
    }
  }
}

function print(stdout, stderr) {
  if (stdout) writeAll(1, stdout);
  if (stderr) writeAll(2, stderr);
}

function main() {
  const args = process.argv.slice(2);
  const cwd = process.cwd();
  const fixed = Number.parseInt(process.env.JURY_NOW ?? "", 10);
  const now = Number.isFinite(fixed) ? fixed : Date.now();
  let last = null;
  for (let i = 0; i < ATTEMPTS; i++) {
    const done = run(args, cwd, now);
    let written;
    try {
      written = apply(done);
    } catch (e) {
      print("", `jury: ${e.message}; nothing was changed\n`);
      return BAD_INPUT;
    }
    if (written) {
      print(done.stdout, done.stderr);
      return done.exitCode;
    }
    last = done;
  }
  const [stdout, stderr] = last.guard.conflict;
  print(stdout, stderr);
  return BAD_INPUT;
}

process.exitCode = main();
