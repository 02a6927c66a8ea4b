//! The `jury` command line (review-loop.md §13) as a pure state machine: arguments and the
//! bytes of the files it asked for go in; what to print, the files to write and the exit code
//! come out.
//!
//! Owns every decision of the command line: the grammar (`args`), the run folder's layout and
//! paths (`folder`), what each command does (`commands`), and its words and `--json` object
//! (`output`). It never touches a file, the terminal, the clock or the environment: the native
//! `jury` (crate `jury-cli`) and the package's Node `bin` are the only shells, and each only
//! answers [`Invocation::poll`]'s requests and applies its [`Done`]. So both give the same
//! output, files and exit code for the same inputs, and a test can run a command with no disk.
//!
//! The protocol, in the manner of a sans-I/O state machine:
//! ```text
//! let mut inv = Invocation::new(args, cwd, now_ms);
//! loop {
//!     match inv.poll() {
//!         Poll::Read(requests) => for r in requests { inv.provide(r, read(r)) },
//!         Poll::Done(done) => { apply(done.writes) if done.guard still holds; print; exit }
//!     }
//! }
//! ```
//! A command is re-run from the start each time a file arrives (it is cheap and pure), so a
//! command is written as straight-line code that asks for a file where it needs one.
//!
//! Concurrency (two `record`s at once): [`Done::guard`] names the run file and the SHA-256 of
//! the bytes the command read (or that it did not exist). The shell applies the writes only
//! while holding the run folder's lock and only if the file is still those bytes; otherwise it
//! runs the whole invocation again on what is there now, so the second command lands after the
//! first, or is refused by the run's own rules (a repeated reply, a closed round).

mod args;
mod commands;
mod folder;
mod output;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

pub use folder::{LOCK_FILE, RUN_FILE};

/// Something the command needs from the machine before it can go on.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Request {
    /// A file's bytes; at most `limit` bytes are needed (one more says "larger").
    File { path: String, limit: usize },
    /// All of standard input, at most `limit` bytes (one more says "larger").
    Stdin { limit: usize },
    /// The names of the folders inside a folder, one per line.
    Dirs { path: String },
}

/// Why the shell could not read what was asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ReadError {
    NotFound,
    /// Anything else, in the operating system's words (permission denied, a folder, …).
    Other {
        message: String,
    },
}

/// One file to write (its folder created first), or to remove when `contents` is `None`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Write {
    pub path: String,
    pub contents: Option<String>,
}

/// The writes hold only if `path` is still what the command read: the SHA-256 (hex) of its
/// bytes, or `None` when it did not exist.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Guard {
    pub path: String,
    pub sha256: Option<String>,
    /// The lock file the shell holds while it checks and writes.
    pub lock: String,
    /// What to print (stdout, stderr; exit 1) when the file keeps changing under the command
    /// through the shell's retries: nothing was written.
    pub conflict: (String, String),
}

/// The end of a command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Done {
    pub stdout: String,
    pub stderr: String,
    pub exit_code: u8,
    /// Applied in order, all or none; empty when the command was refused.
    pub writes: Vec<Write>,
    pub guard: Option<Guard>,
}

/// What `poll` asks of the shell.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Poll {
    Read { requests: Vec<Request> },
    Done { done: Done },
}

/// The bytes of a file as the shell read them.
pub type Provided = Result<Vec<u8>, ReadError>;

/// One run of `jury ARGS` in folder `cwd` (absolute) at time `now` (ms since the epoch).
#[derive(Debug, Clone)]
pub struct Invocation {
    args: Vec<String>,
    cwd: String,
    now: u64,
    files: BTreeMap<Request, Provided>,
    /// Each run file replayed once per invocation (a command runs again after each read, and
    /// a provided file never changes): by the file's path.
    replayed: commands::Replayed,
}

impl Invocation {
    /// `args` without the program name.
    pub fn new(args: Vec<String>, cwd: &str, now: u64) -> Invocation {
        Invocation {
            args,
            cwd: folder::normal_path(cwd),
            now,
            files: BTreeMap::new(),
            replayed: Default::default(),
        }
    }

    /// The next requests, or the end.
    pub fn poll(&mut self) -> Poll {
        let ctx = commands::Ctx {
            cwd: &self.cwd,
            now: self.now,
            files: &self.files,
            replayed: &self.replayed,
        };
        match commands::execute(&self.args, &ctx) {
            Ok(done) => Poll::Done { done },
            Err(commands::Need(requests)) => Poll::Read { requests },
        }
    }

    /// The answer to a request of the last `poll`.
    pub fn provide(&mut self, request: Request, read: Provided) {
        self.files.insert(request, read);
    }
}

/// The exit code of a refused command (§6 `BAD_INPUT`).
pub use crate::review::merge::BAD_INPUT_CODE;
