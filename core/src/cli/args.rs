//! The command line's grammar (review-loop §13): `jury <command> [<run>] [options]`, read by
//! `lexopt` into a [`Command`], and the usage text.
//!
//! Owns which options each command takes and the words of a usage error. Never reads a file:
//! paths stay as the user wrote them until `folder` resolves them.

use lexopt::{Arg, Parser, ValueExt};

use crate::language::Language;
use crate::review::judge::{Judge, Verdict};

/// Options every command takes.
#[derive(Debug, Clone, Default)]
pub struct Common {
    pub json: bool,
    /// `--dir D` as written, `None` for the current folder.
    pub dir: Option<String>,
}

/// `verdict --format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Json,
    Markdown,
    Html,
}

/// What `init` sets besides the run's texts.
#[derive(Debug, Clone, Copy)]
pub struct RunSettings {
    pub rounds: Option<u32>,
    pub anti_ratchet: bool,
    pub language: Language,
}

#[derive(Debug, Clone)]
pub enum Command {
    Init {
        run: String,
        rubric: String,
        artifact: String,
        settings: RunSettings,
    },
    Prompt {
        run: String,
        judge: Judge,
    },
    Record {
        run: String,
        judge: Judge,
        /// `-` for standard input.
        file: String,
    },
    Merge {
        run: String,
    },
    Status {
        run: String,
    },
    Verdict {
        run: String,
        format: Format,
    },
    Settle {
        run: String,
        criterion: String,
        result: Verdict,
        note: String,
    },
    List,
    Export {
        run: String,
        /// `-` for standard output; `None`: `<name>.jury.json` here, as the app names it.
        out: Option<String>,
    },
    Import {
        source: String,
        name: Option<String>,
        artifact: Option<String>,
    },
    Share {
        run: String,
        app: Option<String>,
    },
    Help,
    Version,
}

impl Command {
    /// The command's name, as the `--json` object's `command`.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Init { .. } => "init",
            Command::Prompt { .. } => "prompt",
            Command::Record { .. } => "record",
            Command::Merge { .. } => "merge",
            Command::Status { .. } => "status",
            Command::Verdict { .. } => "verdict",
            Command::Settle { .. } => "settle",
            Command::List => "list",
            Command::Export { .. } => "export",
            Command::Import { .. } => "import",
            Command::Share { .. } => "share",
            Command::Help => "help",
            Command::Version => "version",
        }
    }

    /// The run it names, if any.
    pub fn run(&self) -> Option<&str> {
        match self {
            Command::Init { run, .. }
            | Command::Prompt { run, .. }
            | Command::Record { run, .. }
            | Command::Merge { run }
            | Command::Status { run }
            | Command::Verdict { run, .. }
            | Command::Settle { run, .. }
            | Command::Export { run, .. }
            | Command::Share { run, .. } => Some(run),
            Command::Import { name, .. } => name.as_deref(),
            Command::List | Command::Help | Command::Version => None,
        }
    }
}

pub const USAGE: &str = "\
jury: a review loop that ends (two independent judges, quotes checked, three rules)

Usage: jury <command> [<run>] [options]        (every command takes --json and --dir D)

  init <run> --rubric F --artifact F [--rounds N] [--no-anti-ratchet] [--language L]
                                  start a run in .jury/<run>/
  prompt <run> [--judge A|B]      the judge prompt of the current round
  record <run> --judge A|B --file F|-
                                  record a judge's reply (- reads standard input)
  merge <run>                     merge the round; the exit code is the outcome
  status <run>                    where the run stands and what to run next
  verdict <run> [--format md|json|html]
  settle <run> <criterion> PASS|FAIL --note T
                                  decide a DISPUTED criterion
  list                            the runs under .jury/
  export <run> [--out F|-]        the run file the app imports
  import FILE_OR_LINK [--as NAME] [--artifact F]
                                  a run exported by the app, or a share link
  share <run> [--app URL]         a link that opens the run in the app

Exit codes: 0 PASS, 2 fix and go again, 5 judge B still needed, 3 DISPUTED,
4 round limit reached, 1 bad input (nothing changed).
";

/// A usage error in words, with the usage line of the command when one is known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageError {
    pub message: String,
    /// The command it was reading, when that much was understood (for `--json`'s `command`).
    pub command: Option<&'static str>,
    pub common: (bool, Option<String>),
}

/// One argument, owned.
enum Token {
    Long(String),
    Short(char),
    Value(String),
}

struct Reader {
    parser: Parser,
    common: Common,
    command: Option<&'static str>,
}

impl Reader {
    fn fail(&self, message: impl Into<String>) -> UsageError {
        UsageError {
            message: message.into(),
            command: self.command,
            common: (self.common.json, self.common.dir.clone()),
        }
    }

    fn value(&mut self, option: &str) -> Result<String, UsageError> {
        let value = self
            .parser
            .value()
            .map_err(|_| self.fail(format!("{option} needs a value")))?;
        value
            .string()
            .map_err(|_| self.fail(format!("the value of {option} is not valid text")))
    }

    /// The next argument: `Ok(None)` at the end. Common options are taken here.
    fn next(&mut self) -> Result<Option<Token>, UsageError> {
        loop {
            let token = match self.parser.next() {
                Err(e) => Err(e.to_string()),
                Ok(None) => return Ok(None),
                Ok(Some(Arg::Long(l))) => Ok(Token::Long(l.to_string())),
                Ok(Some(Arg::Short(c))) => Ok(Token::Short(c)),
                Ok(Some(Arg::Value(v))) => v
                    .string()
                    .map(Token::Value)
                    .map_err(|_| "an argument is not valid text".to_string()),
            };
            let token = token.map_err(|e| self.fail(e))?;
            match token {
                Token::Long(l) if l == "json" => self.common.json = true,
                Token::Long(l) if l == "dir" => self.common.dir = Some(self.value("--dir")?),
                other => return Ok(Some(other)),
            }
        }
    }

    fn unexpected(&self, token: &Token) -> UsageError {
        let what = match token {
            Token::Long(l) => format!("--{l} is not an option of this command"),
            Token::Short(s) => format!("-{s} is not an option of this command"),
            Token::Value(v) => format!("\"{v}\" is one argument too many"),
        };
        let usage = self
            .command
            .map(|c| format!("; usage: {}", usage_line(c)))
            .unwrap_or_default();
        self.fail(format!("{what}{usage}"))
    }
}

fn usage_line(command: &str) -> &'static str {
    USAGE
        .lines()
        .map(str::trim_start)
        .find(|l| l.split_whitespace().next() == Some(command))
        .unwrap_or("jury help")
}

fn judge(r: &Reader, text: &str) -> Result<Judge, UsageError> {
    Judge::parse_any_case(text)
        .ok_or_else(|| r.fail(format!("--judge takes A or B, not \"{text}\"")))
}

/// Reads `args` (without the program name).
pub fn parse(args: &[String]) -> Result<(Command, Common), UsageError> {
    let mut r = Reader {
        parser: Parser::from_args(args.iter().cloned()),
        // Known before reading, so that a usage error early in the line is said as `--json` asks.
        common: Common {
            json: args.iter().any(|a| a == "--json"),
            dir: None,
        },
        command: None,
    };
    let first = match r.next()? {
        None | Some(Token::Short('h')) => return Ok((Command::Help, r.common)),
        Some(Token::Long(l)) if l == "help" => return Ok((Command::Help, r.common)),
        Some(Token::Long(l)) if l == "version" => return Ok((Command::Version, r.common)),
        Some(Token::Short('V')) => return Ok((Command::Version, r.common)),
        Some(Token::Value(v)) => v,
        Some(other) => return Err(r.unexpected(&other)),
    };
    let name: &'static str = match first.as_str() {
        "init" => "init",
        "prompt" => "prompt",
        "record" => "record",
        "merge" => "merge",
        "status" => "status",
        "verdict" => "verdict",
        "settle" => "settle",
        "list" => "list",
        "export" => "export",
        "import" => "import",
        "share" => "share",
        "help" => return Ok((Command::Help, r.common)),
        "version" => return Ok((Command::Version, r.common)),
        other => {
            return Err(r.fail(format!(
                "\"{other}\" is not a jury command; run `jury help` for the list"
            )))
        }
    };
    r.command = Some(name);
    let mut positional: Vec<String> = Vec::new();
    let mut options: Vec<(String, Option<String>)> = Vec::new();
    while let Some(token) = r.next()? {
        match token {
            Token::Value(v) => positional.push(v),
            Token::Short('h') => return Ok((Command::Help, r.common)),
            Token::Long(l) if l == "help" => return Ok((Command::Help, r.common)),
            Token::Long(l) if takes_flag(name, &l) => options.push((l, None)),
            Token::Long(l) if takes_value(name, &l) => {
                let v = r.value(&format!("--{l}"))?;
                options.push((l, Some(v)));
            }
            other => return Err(r.unexpected(&other)),
        }
    }
    let take = |o: &str| -> Option<String> {
        options
            .iter()
            .rev()
            .find(|(l, _)| *l == o)
            .and_then(|(_, v)| v.clone())
    };
    let flag = |o: &str| options.iter().any(|(l, _)| *l == o);
    let wanted = match name {
        "list" => 0,
        "settle" => 3,
        _ => 1,
    };
    if positional.len() < wanted {
        let what = match (name, positional.len()) {
            ("import", _) => "the file or link to import",
            ("settle", 1) => "the criterion to settle",
            ("settle", 2) => "PASS or FAIL",
            _ => "the run's name",
        };
        return Err(r.fail(format!("{name} needs {what}; usage: {}", usage_line(name))));
    }
    if positional.len() > wanted {
        return Err(r.unexpected(&Token::Value(positional[wanted].clone())));
    }
    let need = |o: &str, v: Option<String>| {
        v.ok_or_else(|| r.fail(format!("{name} needs --{o}; usage: {}", usage_line(name))))
    };
    let mut pos = positional.into_iter();
    let mut run = move || pos.next().unwrap_or_default();
    let command = match name {
        "init" => {
            let run = run();
            let rounds =
                match take("rounds") {
                    None => None,
                    Some(v) => Some(v.trim().parse::<u32>().map_err(|_| {
                        r.fail(format!("--rounds takes a whole number, not \"{v}\""))
                    })?),
                };
            Command::Init {
                run,
                rubric: need("rubric", take("rubric"))?,
                artifact: need("artifact", take("artifact"))?,
                settings: RunSettings {
                    rounds,
                    anti_ratchet: !flag("no-anti-ratchet"),
                    language: match take("language") {
                        None => Language::En,
                        Some(v) => Language::from_tag(&v).ok_or_else(|| {
                            r.fail(format!(
                                "--language takes one of {}, not \"{v}\"",
                                Language::NAMES.join(", ")
                            ))
                        })?,
                    },
                },
            }
        }
        "prompt" => Command::Prompt {
            run: run(),
            judge: match take("judge") {
                Some(j) => judge(&r, &j)?,
                None => Judge::A,
            },
        },
        "record" => {
            let run = run();
            let j = need("judge", take("judge"))?;
            Command::Record {
                run,
                judge: judge(&r, &j)?,
                file: need("file", take("file"))?,
            }
        }
        "merge" => Command::Merge { run: run() },
        "status" => Command::Status { run: run() },
        "verdict" => Command::Verdict {
            run: run(),
            format: match take("format")
                .as_deref()
                .map(str::to_ascii_lowercase)
                .as_deref()
            {
                None | Some("md") | Some("markdown") => Format::Markdown,
                Some("json") => Format::Json,
                Some("html") => Format::Html,
                Some(other) => {
                    return Err(r.fail(format!("--format takes md, json or html, not \"{other}\"")))
                }
            },
        },
        "settle" => {
            let (run, criterion, result) = (run(), run(), run());
            Command::Settle {
                result: Verdict::parse_any_case(&result).ok_or_else(|| {
                    r.fail(format!("settle takes PASS or FAIL, not \"{result}\""))
                })?,
                run,
                criterion,
                note: need("note", take("note"))?,
            }
        }
        "list" => Command::List,
        "export" => Command::Export {
            run: run(),
            out: take("out"),
        },
        "import" => Command::Import {
            source: run(),
            name: take("as"),
            artifact: take("artifact"),
        },
        "share" => Command::Share {
            run: run(),
            app: take("app"),
        },
        _ => unreachable!("every command name is matched above"),
    };
    Ok((command, r.common))
}

fn takes_flag(command: &str, option: &str) -> bool {
    matches!((command, option), ("init", "no-anti-ratchet"))
}

fn takes_value(command: &str, option: &str) -> bool {
    matches!(
        (command, option),
        ("init", "rubric" | "artifact" | "rounds" | "language")
            | ("prompt", "judge")
            | ("record", "judge" | "file")
            | ("verdict", "format")
            | ("settle", "note")
            | ("export", "out")
            | ("import", "as" | "artifact")
            | ("share", "app")
    )
}
