//! What a command says, and the two forms it is said in: words for a person, or with `--json`
//! one JSON object on standard output and nothing else (review-loop §13).
//!
//! Owns the `--json` object's fields (`command`, `run`, `ok`, `round`, `exitCode`, `outcome`,
//! `next`, `blocked`, `disputed`, `warnings`, `errors`, then the command's own) and where words
//! go: a command whose output is a document (`prompt`, `verdict`, `share`, `export --out -`)
//! prints only the document on standard output and its words on standard error, so that
//! `jury prompt notes > prompt.md` holds the prompt alone. Never decides an outcome.

use serde::Serialize;
use serde_json::{Map, Value};

use super::{Done, Guard, Write};
use crate::review::merge::{Outcome, BAD_INPUT_CODE};

/// An error or a warning: where (`file`, `line`, `column` when known) and why, in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
}

impl Problem {
    pub fn new(message: String) -> Problem {
        Problem {
            message,
            file: None,
            line: None,
            column: None,
        }
    }
}

/// The command to run next, in words and as the argv to run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Next {
    pub words: String,
    pub argv: Vec<String>,
}

impl Next {
    pub fn new(words: String, argv: Vec<String>) -> Next {
        Next { words, argv }
    }
}

/// Everything a command has to say, before it is rendered.
pub struct Said {
    pub json: bool,
    pub command: &'static str,
    pub run: Option<String>,
    pub round: Option<u32>,
    pub exit_code: u8,
    pub outcome: Option<Outcome>,
    pub next: Option<Next>,
    pub blocked: Vec<String>,
    pub disputed: Vec<String>,
    warnings: Vec<Problem>,
    errors: Vec<Problem>,
    extra: Map<String, Value>,
    lines: Vec<String>,
    payload: Option<String>,
    writes: Vec<Write>,
    guard: Option<Guard>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Object<'a> {
    command: &'a str,
    run: Option<&'a str>,
    ok: bool,
    round: Option<u32>,
    exit_code: u8,
    outcome: Option<Outcome>,
    next: Option<&'a Next>,
    blocked: &'a [String],
    disputed: &'a [String],
    warnings: &'a [Problem],
    errors: &'a [Problem],
    #[serde(flatten)]
    extra: &'a Map<String, Value>,
}

impl Said {
    pub fn new(command: &'static str, run: Option<String>) -> Said {
        Said {
            json: false,
            command,
            run,
            round: None,
            exit_code: 0,
            outcome: None,
            next: None,
            blocked: Vec::new(),
            disputed: Vec::new(),
            warnings: Vec::new(),
            errors: Vec::new(),
            extra: Map::new(),
            lines: Vec::new(),
            payload: None,
            writes: Vec::new(),
            guard: None,
        }
    }

    pub fn line(&mut self, line: String) {
        self.lines.push(line);
    }

    pub fn warn(&mut self, warning: Problem) {
        self.warnings.push(warning);
    }

    /// The document this command prints on standard output.
    pub fn payload(&mut self, text: String) {
        self.payload = Some(text);
    }

    /// A field of the `--json` object beyond the common ones.
    pub fn extra(&mut self, key: &str, value: Value) {
        self.extra.insert(key.to_string(), value);
    }

    /// The run folder's files, written only while the run file is what the guard says.
    pub fn writes(&mut self, writes: Vec<Write>, guard: Guard) {
        self.writes = writes;
        self.guard = Some(guard);
    }

    /// A file outside any run folder (an export): no run file to guard.
    pub fn writes_unguarded(&mut self, writes: Vec<Write>) {
        self.writes = writes;
        self.guard = None;
    }

    /// The command refused: exit 1, nothing written.
    pub fn refused(mut self, errors: Vec<Problem>) -> Said {
        self.errors = errors;
        self.exit_code = BAD_INPUT_CODE;
        self.writes.clear();
        self.guard = None;
        self.payload = None;
        self
    }

    fn ok(&self) -> bool {
        self.errors.is_empty()
    }

    fn object(&self) -> String {
        let object = Object {
            command: self.command,
            run: self.run.as_deref(),
            ok: self.ok(),
            round: self.round,
            exit_code: self.exit_code,
            outcome: self.outcome,
            next: self.next.as_ref(),
            blocked: &self.blocked,
            disputed: &self.disputed,
            warnings: &self.warnings,
            errors: &self.errors,
            extra: &self.extra,
        };
        serde_json::to_string(&object).expect("the --json object serializes") + "\n"
    }

    fn words(&self) -> String {
        let mut out = String::new();
        for line in &self.lines {
            out.push_str(line);
            out.push('\n');
        }
        for w in &self.warnings {
            out.push_str(&format!("warning: {}\n", placed(w)));
        }
        if let Some(next) = &self.next {
            out.push_str(&format!(
                "Next: {}\n  $ {}\n",
                next.words,
                shell_line(&next.argv)
            ));
        }
        out
    }

    fn error_words(&self) -> String {
        self.errors
            .iter()
            .map(|e| format!("jury: {}\n", placed(e)))
            .collect()
    }

    pub fn done(self) -> Done {
        let (stdout, stderr) = if self.json {
            (self.object(), String::new())
        } else if !self.ok() {
            (String::new(), self.error_words() + &self.words())
        } else if let Some(payload) = &self.payload {
            (payload.clone(), self.words())
        } else {
            (self.words(), String::new())
        };
        let conflict = {
            let mut refused = Said::new(self.command, self.run.clone());
            refused.json = self.json;
            refused = refused.refused(vec![Problem::new(format!(
                "the run changed meanwhile (another jury command wrote it while this one ran); nothing was written: run `{}` again",
                self.command
            ))]);
            if refused.json {
                (refused.object(), String::new())
            } else {
                (String::new(), refused.error_words())
            }
        };
        Done {
            stdout,
            stderr,
            exit_code: self.exit_code,
            writes: self.writes,
            guard: self.guard.map(|g| Guard { conflict, ..g }),
        }
    }
}

fn placed(p: &Problem) -> String {
    match (&p.file, p.line, p.column) {
        (Some(f), Some(l), Some(c)) => format!("{f}:{l}:{c}: {}", p.message),
        (Some(f), Some(l), None) => format!("{f}:{l}: {}", p.message),
        (None, Some(l), Some(c)) => format!("line {l}, column {c}: {}", p.message),
        _ => p.message.clone(),
    }
}

/// An argv as one line a POSIX shell reads back as the same words.
fn shell_line(argv: &[String]) -> String {
    argv.iter()
        .map(|a| {
            if !a.is_empty()
                && a.chars()
                    .all(|c| c.is_alphanumeric() || "-_./=:@%+,".contains(c))
            {
                a.clone()
            } else {
                format!("'{}'", a.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
