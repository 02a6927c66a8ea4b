//! `jury`: the native shell of the command line in `jury_core::cli`.
//!
//! It only reads what the core asks for, applies the writes the core returns and prints. It
//! decides nothing (the package's Node `bin`, `core/js/bin.cjs`, is the same shell in JS, and a
//! test holds the two to the same output, files and exit codes).
//!
//! The clock: the time of every input is now, or `JURY_NOW` (milliseconds since the epoch)
//! when set, so that a scripted run gives the same run file twice (tests, a bug report).
//!
//! Writing a run folder: the core's guard names the run file and the bytes the command read.
//! The writes are applied while holding `.lock` in the run folder (created exclusively; one
//! left by a killed process is taken over after `STALE`), only if the run file is still those
//! bytes, each file written beside itself and renamed over the old one, so a reader never sees
//! half a file. When another command wrote first, the whole command runs again on what is
//! there now (its stdin kept), so it lands after the other one or is refused by the run's rules.

use std::fs;
use std::io::{self, Read, Write as _};
use std::path::Path;
use std::process::ExitCode;
use std::thread::sleep;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use jury_core::cli::{Done, Guard, Invocation, Poll, Provided, ReadError, Request, BAD_INPUT_CODE};
use sha2::{Digest, Sha256};

/// How many times a command runs again when another one wrote its run first.
const ATTEMPTS: usize = 20;
/// How long to wait for another command's lock before giving up.
const LOCK_WAIT: Duration = Duration::from_secs(10);
/// A lock older than this was left by a process that died while writing.
const STALE: Duration = Duration::from_secs(30);

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let cwd = match std::env::current_dir() {
        Ok(d) => d.to_string_lossy().into_owned(),
        Err(e) => return fail(&format!("jury: the current folder cannot be read: {e}\n")),
    };
    let now = match std::env::var("JURY_NOW").ok().and_then(|n| n.parse().ok()) {
        Some(now) => now,
        None => SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64),
    };
    let mut stdin: Option<Provided> = None;
    let mut last = None;
    for _ in 0..ATTEMPTS {
        let done = run(&args, &cwd, now, &mut stdin);
        match apply(&done) {
            Ok(true) => return finish(&done),
            Ok(false) => last = Some(done),
            Err(e) => return fail(&format!("jury: {e}; nothing was changed\n")),
        }
    }
    let conflict = last
        .and_then(|d| d.guard)
        .map(|g| g.conflict)
        .unwrap_or_default();
    print(&conflict.0, &conflict.1);
    ExitCode::from(BAD_INPUT_CODE)
}

fn run(args: &[String], cwd: &str, now: u64, stdin: &mut Option<Provided>) -> Done {
    let mut invocation = Invocation::new(args.to_vec(), cwd, now);
    loop {
        match invocation.poll() {
            Poll::Done { done } => return done,
            Poll::Read { requests } => {
                for request in requests {
                    let read = read(&request, stdin);
                    invocation.provide(request, read);
                }
            }
        }
    }
}

fn read(request: &Request, stdin: &mut Option<Provided>) -> Provided {
    match request {
        Request::File { path, limit } => read_file(Path::new(path), *limit),
        Request::Stdin { limit } => stdin
            .get_or_insert_with(|| bounded(io::stdin().lock(), *limit).map_err(other))
            .clone(),
        Request::Dirs { path } => match fs::read_dir(path) {
            Err(e) => Err(error(e)),
            Ok(entries) => {
                let mut names: Vec<String> = entries
                    .filter_map(Result::ok)
                    .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect();
                names.sort();
                Ok(names.join("\n").into_bytes())
            }
        },
    }
}

fn read_file(path: &Path, limit: usize) -> Provided {
    let file = fs::File::open(path).map_err(error)?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(ReadError::Other {
            message: "it is a folder, not a file".into(),
        });
    }
    bounded(file, limit).map_err(other)
}

/// At most `limit + 1` bytes: one more than the limit says "larger" without reading it all.
fn bounded(reader: impl Read, limit: usize) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader.take(limit as u64 + 1).read_to_end(&mut bytes)?;
    Ok(bytes)
}

fn error(e: io::Error) -> ReadError {
    match e.kind() {
        io::ErrorKind::NotFound => ReadError::NotFound,
        _ => other(e),
    }
}

fn other(e: io::Error) -> ReadError {
    ReadError::Other {
        message: e.to_string(),
    }
}

/// Applies the writes: `Ok(false)` when another command changed the run first.
fn apply(done: &Done) -> io::Result<bool> {
    if done.writes.is_empty() {
        return Ok(true);
    }
    let _lock = match &done.guard {
        Some(guard) => {
            let lock = Lock::take(guard)?;
            if !holds(guard)? {
                return Ok(false);
            }
            Some(lock)
        }
        None => None,
    };
    for write in &done.writes {
        let path = Path::new(&write.path);
        match &write.contents {
            Some(text) => {
                if let Some(parent) = path.parent() {
                    fs::create_dir_all(parent)?;
                }
                let tmp = path.with_extension(format!("tmp-{}", std::process::id()));
                fs::write(&tmp, text)?;
                fs::rename(&tmp, path)?;
            }
            None => match fs::remove_file(path) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
                _ => {}
            },
        }
    }
    Ok(true)
}

/// The run file is still what the command read.
fn holds(guard: &Guard) -> io::Result<bool> {
    match (fs::read(&guard.path), &guard.sha256) {
        (Err(e), None) if e.kind() == io::ErrorKind::NotFound => Ok(true),
        (Err(e), Some(_)) if e.kind() == io::ErrorKind::NotFound => Ok(false),
        (Err(e), _) => Err(e),
        (Ok(_), None) => Ok(false),
        (Ok(bytes), Some(sha)) => Ok(hex(&Sha256::digest(&bytes)) == *sha),
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The run folder's lock, removed when dropped.
struct Lock(String);

impl Lock {
    fn take(guard: &Guard) -> io::Result<Lock> {
        if let Some(parent) = Path::new(&guard.lock).parent() {
            fs::create_dir_all(parent)?;
        }
        let start = SystemTime::now();
        loop {
            match fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&guard.lock)
            {
                Ok(_) => return Ok(Lock(guard.lock.clone())),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                    let age = fs::metadata(&guard.lock)
                        .and_then(|m| m.modified())
                        .ok()
                        .and_then(|t| t.elapsed().ok());
                    if age.is_some_and(|a| a > STALE) {
                        let _ = fs::remove_file(&guard.lock);
                    } else if start.elapsed().unwrap_or_default() > LOCK_WAIT {
                        return Err(io::Error::other(format!(
                            "{} is held by another jury command for over {} s; if none is running, delete it",
                            guard.lock,
                            LOCK_WAIT.as_secs()
                        )));
                    } else {
                        sleep(Duration::from_millis(5));
                    }
                }
                Err(e) => return Err(e),
            }
        }
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.0);
    }
}

fn print(stdout: &str, stderr: &str) {
    // A closed pipe (`jury prompt notes | head`) is not an error of the command.
    let _ = io::stdout().write_all(stdout.as_bytes());
    let _ = io::stdout().flush();
    let _ = io::stderr().write_all(stderr.as_bytes());
}

fn finish(done: &Done) -> ExitCode {
    print(&done.stdout, &done.stderr);
    ExitCode::from(done.exit_code)
}

fn fail(message: &str) -> ExitCode {
    print("", message);
    ExitCode::from(BAD_INPUT_CODE)
}
