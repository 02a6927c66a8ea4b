//! What each command does, given the files it asked for (review-loop §13).
//!
//! Owns the command line's course of a run: the artifact on disk as the round's text (a
//! change after FIX is the revision, §7; a change while a round is open is refused, never
//! mixed), what each command reads and writes, and the exit code (§6's outcome for `merge`
//! and `status`, else 0 or 1). Every rule of the loop itself is `review::run::Run`'s; this
//! module only calls it. A refused command writes nothing.

use std::cell::RefCell;
use std::collections::BTreeMap;

use serde_json::{json, Value};

use super::args::{self, Command, Common, Format, RunSettings};
use super::folder::{
    self, ArtifactFile, RoundHash, RunFolder, ARTIFACT_FILE, LOCK_FILE, RUN_FILE, VERDICT_FILE,
};
use super::output::{Next, Problem, Said};
use super::{Done, Guard, Provided, ReadError, Request, Write};
use crate::limits::{MAX_ARTIFACT_BYTES, MAX_FILE_BYTES, MAX_REPLY_BYTES, MAX_RUBRIC_BYTES};
use crate::review::history::{RunConfig, DEFAULT_ROUNDS};
use crate::review::judge::Judge;
use crate::review::merge::{MergedResult, Outcome};
use crate::review::report;
use crate::review::reports::RecordReport;
use crate::review::run::{sha256_hex, NextStep, Run};
use crate::review::verdict::file_stem;
use crate::share::{self, Shared};

/// Where the app is served by `cargo xtask serve`: the share link's address when `--app` is
/// not given.
pub const DEFAULT_APP_URL: &str = "http://127.0.0.1:8080/";
/// The most bytes a run file may have: its history's own limits are checked when it is read.
const MAX_RUN_FILE_BYTES: usize = MAX_FILE_BYTES;

/// The files this command still needs.
pub struct Need(pub Vec<Request>);

pub struct Ctx<'a> {
    pub cwd: &'a str,
    pub now: u64,
    pub files: &'a BTreeMap<Request, Provided>,
    pub replayed: &'a Replayed,
}

/// Run files already replayed in this invocation, by path: the replay or why it failed.
pub type Replayed = RefCell<BTreeMap<String, Result<Run, String>>>;

/// A command that cannot go on: its problems, in words.
struct Refused(Vec<Problem>);

impl From<String> for Refused {
    fn from(message: String) -> Refused {
        Refused(vec![Problem::new(message)])
    }
}

/// Inside a command: a file is missing (`Need`) or the command is refused.
enum Stop {
    Need(Need),
    Refused(Refused),
}

impl From<Refused> for Stop {
    fn from(r: Refused) -> Stop {
        Stop::Refused(r)
    }
}

impl From<String> for Stop {
    fn from(message: String) -> Stop {
        Stop::Refused(message.into())
    }
}

type Step<T> = Result<T, Stop>;

struct Env<'a> {
    ctx: &'a Ctx<'a>,
    common: &'a Common,
    /// The folder `.jury/` is in (absolute).
    root: String,
}

impl Env<'_> {
    /// Each request answered, or all those still missing.
    fn read_all(&self, requests: &[Request]) -> Step<Vec<&Provided>> {
        let missing: Vec<Request> = requests
            .iter()
            .filter(|r| !self.ctx.files.contains_key(r))
            .cloned()
            .collect();
        if !missing.is_empty() {
            return Err(Stop::Need(Need(missing)));
        }
        Ok(requests.iter().map(|r| &self.ctx.files[r]).collect())
    }

    fn file(path: &str, limit: usize) -> Request {
        Request::File {
            path: path.to_string(),
            limit,
        }
    }

    /// A path as the user sees it: relative to the current folder when under it.
    fn shown(&self, path: &str) -> String {
        folder::stored(self.ctx.cwd, path)
    }

    /// The text of a file the user named (`what`: "the rubric"), bounded, or why not.
    fn text_file(&self, what: &str, path: &str, limit: usize) -> Step<String> {
        let request = if path == "-" {
            Request::Stdin { limit }
        } else {
            Env::file(path, limit)
        };
        let shown = if path == "-" {
            "standard input".to_string()
        } else {
            self.shown(path)
        };
        match self.read_all(std::slice::from_ref(&request))?[0] {
            Ok(bytes) if bytes.len() > limit => Err(format!(
                "{what} ({shown}) is larger than jury's limit of {limit} bytes; nothing was changed"
            )
            .into()),
            Ok(bytes) => Ok(folder::text(&format!("{what} ({shown})"), bytes)?),
            Err(ReadError::NotFound) => Err(format!(
                "{what} {shown} is not there; check the path (relative to {})",
                self.shown(self.ctx.cwd).replace('.', "the current folder")
            )
            .into()),
            Err(ReadError::Other { message }) => {
                Err(format!("{what} {shown} cannot be read: {message}").into())
            }
        }
    }

    fn argv(&self, words: &[&str]) -> Vec<String> {
        let mut argv: Vec<String> = std::iter::once("jury")
            .chain(words.iter().copied())
            .map(String::from)
            .collect();
        if let Some(dir) = &self.common.dir {
            argv.push("--dir".into());
            argv.push(dir.clone());
        }
        argv
    }
}

/// A run folder read: the run replayed, where its artifact is, and the run file's hash (the
/// guard of what the command writes).
struct Loaded {
    folder: RunFolder,
    run: Run,
    artifact_path: String,
    run_sha: String,
}

impl Env<'_> {
    fn folder(&self, name: &str) -> Step<RunFolder> {
        if let Some(problem) = folder::name_problem(name) {
            return Err(problem.into());
        }
        Ok(RunFolder::new(&self.root, name))
    }

    fn load(&self, name: &str) -> Step<Loaded> {
        let folder = self.folder(name)?;
        let run_path = folder.file(RUN_FILE);
        let artifact_path = folder.file(ARTIFACT_FILE);
        let read = self.read_all(&[
            Env::file(&run_path, MAX_RUN_FILE_BYTES),
            Env::file(&artifact_path, MAX_RUBRIC_BYTES),
        ])?;
        let shown_run = self.shown(&run_path);
        let bytes = match read[0] {
            Ok(b) => b,
            Err(ReadError::NotFound) => {
                return Err(format!(
                    "there is no run \"{name}\" in {}; `jury list` shows the runs there, `jury init {name} --rubric F --artifact F` starts one",
                    self.shown(&folder::jury_dir(&self.root))
                )
                .into())
            }
            Err(ReadError::Other { message }) => {
                return Err(format!("{shown_run} cannot be read: {message}").into())
            }
        };
        let replay = || {
            let text = folder::text(&shown_run, bytes)?;
            Run::from_json(&text).map_err(|e| {
                format!(
                    "{shown_run} is not a run jury can replay: {e}; nothing was changed (if it was edited by hand, put back the exported copy, or import one with `jury import`)"
                )
            })
        };
        let run = self
            .ctx
            .replayed
            .borrow_mut()
            .entry(run_path.clone())
            .or_insert_with(replay)
            .clone()?;
        let shown_artifact = self.shown(&artifact_path);
        let artifact = match read[1] {
            Ok(b) => ArtifactFile::from_json(&folder::text(&shown_artifact, b)?)
                .map_err(|e| format!("{shown_artifact} is not readable: {e}; nothing was changed"))?,
            Err(ReadError::NotFound) => {
                return Err(format!(
                    "{shown_artifact} is missing, so jury does not know which file is the artifact; write it back as {{\"schema\": \"jury.cli.artifact/1\", \"path\": \"<your file>\"}}"
                )
                .into())
            }
            Err(ReadError::Other { message }) => {
                return Err(format!("{shown_artifact} cannot be read: {message}").into())
            }
        };
        Ok(Loaded {
            artifact_path: folder::resolve(&self.root, &artifact.path),
            folder,
            run,
            run_sha: sha256_hex_bytes(bytes),
        })
    }

    /// The artifact's text on disk, or why not.
    fn artifact_text(&self, loaded: &Loaded) -> Step<String> {
        self.text_file("the artifact", &loaded.artifact_path, MAX_ARTIFACT_BYTES)
    }

    /// The writes that store `run` (and its verdict, while it has one) in its folder.
    fn save(&self, loaded: &Loaded, run: &Run) -> (Vec<Write>, Guard) {
        let writes = self.run_files(&loaded.folder, run, &loaded.artifact_path);
        (
            writes,
            self.guard(&loaded.folder, Some(loaded.run_sha.clone())),
        )
    }

    fn run_files(&self, folder: &RunFolder, run: &Run, artifact: &str) -> Vec<Write> {
        let rounds = run
            .rounds()
            .iter()
            .map(|r| RoundHash {
                round: r.number,
                sha256: r.sha256.clone(),
            })
            .collect();
        vec![
            Write {
                path: folder.file(RUN_FILE),
                contents: Some(run.to_json()),
            },
            Write {
                path: folder.file(ARTIFACT_FILE),
                contents: Some(
                    ArtifactFile::new(folder::stored(&self.root, artifact), rounds).to_json(),
                ),
            },
            Write {
                path: folder.file(VERDICT_FILE),
                contents: run.verdict().map(|d| d.to_json()),
            },
        ]
    }

    fn guard(&self, folder: &RunFolder, sha256: Option<String>) -> Guard {
        Guard {
            path: folder.file(RUN_FILE),
            sha256,
            lock: folder.file(LOCK_FILE),
            conflict: (String::new(), String::new()),
        }
    }

    /// Brings the run's round in step with the artifact on disk: after FIX the file is the
    /// revision (§7); while a round is open a changed file is refused.
    fn sync(&self, loaded: &Loaded, run: &mut Run, said: &mut Said) -> Step<bool> {
        let text = self.artifact_text(loaded)?;
        let shown = self.shown(&loaded.artifact_path);
        match run.next_step() {
            NextStep::Revise => {
                let report = run
                    .revise(&text, None, self.ctx.now)
                    .map_err(|e| e.to_string())?;
                said.line(format!(
                    "Round {} opened with {shown} as it is now (sha256 {}).",
                    report.round,
                    &report.sha256[..12]
                ));
                for w in &report.warnings {
                    said.warn(Problem::new(format!("{shown}: {w}")));
                }
                Ok(true)
            }
            step if step.takes_replies() && sha256_hex(&text) != run.artifact_sha256() => {
                Err(format!(
                    "{shown} changed while round {n} is open: the round's judges review the text it started with (sha256 {was}…), and the file is now {now}…. Put the file back as it was (undo, or `git checkout`), record and merge round {n}, then revise it; or start a new run with `jury init`",
                    n = run.round(),
                    was = &run.artifact_sha256()[..12],
                    now = &sha256_hex(&text)[..12],
                )
                .into())
            }
            _ => Ok(false),
        }
    }
}

fn sha256_hex_bytes(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Runs the command `args` names, given what was read so far.
pub fn execute(args: &[String], ctx: &Ctx<'_>) -> Result<Done, Need> {
    let (command, common) = match args::parse(args) {
        Ok(parsed) => parsed,
        Err(e) => {
            let mut said = Said::new(e.command.unwrap_or("help"), None);
            said.json = e.common.0;
            return Ok(said.refused(vec![Problem::new(e.message)]).done());
        }
    };
    let env = Env {
        ctx,
        root: match &common.dir {
            Some(d) => folder::resolve(ctx.cwd, d),
            None => ctx.cwd.to_string(),
        },
        common: &common,
    };
    let mut said = Said::new(command.name(), command.run().map(String::from));
    said.json = common.json;
    let result = match &command {
        Command::Help => {
            said.payload(args::USAGE.to_string());
            Ok(())
        }
        Command::Version => {
            said.payload(format!("jury {}\n", env!("CARGO_PKG_VERSION")));
            said.extra("version", json!(env!("CARGO_PKG_VERSION")));
            Ok(())
        }
        Command::Init {
            run,
            rubric,
            artifact,
            settings,
        } => init(&env, &mut said, run, rubric, artifact, *settings),
        Command::Prompt { run, judge } => prompt(&env, &mut said, run, *judge),
        Command::Record { run, judge, file } => record(&env, &mut said, run, *judge, file),
        Command::Merge { run } => merge(&env, &mut said, run),
        Command::Status { run } => status(&env, &mut said, run),
        Command::Verdict { run, format } => verdict(&env, &mut said, run, *format),
        Command::Settle {
            run,
            criterion,
            result,
            note,
        } => settle(&env, &mut said, run, criterion, *result, note),
        Command::List => list(&env, &mut said),
        Command::Export { run, out } => export(&env, &mut said, run, out.as_deref()),
        Command::Import {
            source,
            name,
            artifact,
        } => import(
            &env,
            &mut said,
            source,
            name.as_deref(),
            artifact.as_deref(),
        ),
        Command::Share { run, app } => share_link(&env, &mut said, run, app.as_deref()),
    };
    match result {
        Ok(()) => Ok(said.done()),
        Err(Stop::Need(need)) => Err(need),
        Err(Stop::Refused(Refused(problems))) => Ok(said.refused(problems).done()),
    }
}

/// The next command after `run`'s current step, in words and as argv. `prompted`: the judge
/// prompt of this step was just printed, so the next thing is to record its answer.
fn next(env: &Env<'_>, name: &str, run: &Run, prompted: Option<Judge>, artifact: &str) -> Next {
    let shown = env.shown(artifact);
    let record = |j: Judge| {
        Next::new(
            format!("give the prompt to judge {j} in a fresh context that sees only the prompt (a subagent, a new session, a new chat), save its answer to a file, then record it"),
            env.argv(&["record", name, "--judge", j.as_str(), "--file", "reply.json"]),
        )
    };
    let prompt = |j: Judge, words: String| {
        let mut argv = vec!["prompt", name];
        if j == Judge::B {
            argv.extend(["--judge", "B"]);
        }
        Next::new(words, env.argv(&argv))
    };
    match run.next_step() {
        NextStep::RecordA if prompted == Some(Judge::A) => record(Judge::A),
        NextStep::RecordB if prompted == Some(Judge::B) => record(Judge::B),
        NextStep::RecordA => prompt(Judge::A, format!("get judge A's prompt for round {}", run.round())),
        NextStep::RecordB => prompt(
            Judge::B,
            "judge A passed every criterion: get judge B's prompt (ideally another model, in a fresh context)".into(),
        ),
        NextStep::Merge => Next::new("merge the round".into(), env.argv(&["merge", name])),
        NextStep::Revise => prompt(
            Judge::A,
            format!("fix {shown} as the fixes above say, then get round {}'s prompt (the file as it is then is the revision)", run.round() + 1),
        ),
        NextStep::Settle => Next::new(
            "a person decides each DISPUTED criterion: `jury settle` here, or open the run in the app with `jury share`".into(),
            env.argv(&["share", name]),
        ),
        NextStep::Done => Next::new("the run is over: read its verdict".into(), env.argv(&["verdict", name])),
    }
}

fn round_facts(said: &mut Said, run: &Run) {
    said.round = Some(run.round());
    if let Some(m) = run.current().last_merge() {
        said.disputed = m.ids_with(MergedResult::Disputed);
    }
}

fn init(
    env: &Env<'_>,
    said: &mut Said,
    name: &str,
    rubric: &str,
    artifact: &str,
    settings: RunSettings,
) -> Step<()> {
    let folder = env.folder(name)?;
    let rubric_path = folder::resolve(env.ctx.cwd, rubric);
    let artifact_path = folder::resolve(env.ctx.cwd, artifact);
    let run_file = Env::file(&folder.file(RUN_FILE), MAX_RUN_FILE_BYTES);
    // Everything at once, so one round trip asks for all three.
    env.read_all(&[
        run_file.clone(),
        Env::file(&rubric_path, MAX_RUBRIC_BYTES),
        Env::file(&artifact_path, MAX_ARTIFACT_BYTES),
    ])?;
    if !matches!(env.read_all(&[run_file])?[0], Err(ReadError::NotFound)) {
        return Err(format!(
            "a run named \"{name}\" already exists in {}; choose another name, or `jury status {name}` to see it",
            env.shown(&folder.path)
        )
        .into());
    }
    let rubric_text = env.text_file("the rubric", &rubric_path, MAX_RUBRIC_BYTES);
    let artifact_text = env.text_file("the artifact", &artifact_path, MAX_ARTIFACT_BYTES);
    let (rubric_text, artifact_text) = match (rubric_text, artifact_text) {
        (Ok(r), Ok(a)) => (r, a),
        (r, a) => {
            let problems = [r.err(), a.err()]
                .into_iter()
                .flatten()
                .flat_map(|s| match s {
                    Stop::Refused(Refused(p)) => p,
                    Stop::Need(_) => Vec::new(),
                })
                .collect();
            return Err(Refused(problems).into());
        }
    };
    let artifact_name = artifact_path
        .rsplit('/')
        .next()
        .unwrap_or("artifact")
        .to_string();
    let mut config = RunConfig::new(name, rubric_text, artifact_text);
    config.artifact_name = artifact_name;
    config.rounds = settings.rounds.unwrap_or(DEFAULT_ROUNDS);
    config.anti_ratchet = settings.anti_ratchet;
    config.language = settings.language;
    let problems = Run::problems(&config);
    if !problems.is_empty() {
        let rubric_shown = env.shown(&rubric_path);
        return Err(Refused(
            problems
                .iter()
                .map(|p| match p {
                    crate::review::run::CreateError::Rubric(e) => Problem {
                        message: format!("{rubric_shown}: {e}"),
                        line: e.line(),
                        column: None,
                        file: Some(rubric_shown.clone()),
                    },
                    other => Problem::new(other.to_string()),
                })
                .collect(),
        )
        .into());
    }
    let run = Run::create(config, env.ctx.now).map_err(|e| e.to_string())?;
    let writes = env.run_files(&folder, &run, &artifact_path);
    said.writes(writes, env.guard(&folder, None));
    said.line(format!(
        "Started run \"{name}\" in {}: {} criteria, up to {} rounds{}, reviewing {}.",
        env.shown(&folder.path),
        run.rubric().criteria.len(),
        run.round_limit(),
        if settings.anti_ratchet {
            ""
        } else {
            ", rule 1 (anti-ratchet) off"
        },
        env.shown(&artifact_path),
    ));
    for hint in run.rubric().hints() {
        said.warn(Problem::new(format!("rubric: {hint}")));
    }
    round_facts(said, &run);
    said.next = Some(next(env, name, &run, None, &artifact_path));
    Ok(())
}

fn prompt(env: &Env<'_>, said: &mut Said, name: &str, judge: Judge) -> Step<()> {
    let loaded = env.load(name)?;
    let mut run = loaded.run.clone();
    if run.is_terminal() {
        round_facts(said, &run);
        said.next = Some(next(env, name, &run, None, &loaded.artifact_path));
        return Err(format!(
            "the run is closed ({}); there is no prompt to give",
            run.outcome().map_or("", Outcome::as_str)
        )
        .into());
    }
    if env.sync(&loaded, &mut run, said)? {
        let (writes, guard) = env.save(&loaded, &run);
        said.writes(writes, guard);
    }
    if judge == Judge::B && run.current().record(Judge::A).is_none() {
        said.warn(Problem::new(
            "judge A has not answered this round yet; judge B is usually asked after A passes every criterion (its reply is merged either way)".into(),
        ));
    }
    let text = run.prompt();
    said.extra("judge", json!(judge.as_str()));
    said.extra("prompt", json!(text));
    said.payload(text);
    said.line(format!(
        "Judge {judge}'s prompt for round {} of \"{name}\" (the same text for judges A and B).",
        run.round()
    ));
    round_facts(said, &run);
    said.next = Some(next(env, name, &run, Some(judge), &loaded.artifact_path));
    Ok(())
}

fn record(env: &Env<'_>, said: &mut Said, name: &str, judge: Judge, file: &str) -> Step<()> {
    let loaded = env.load(name)?;
    let reply_path = if file == "-" {
        "-".to_string()
    } else {
        folder::resolve(env.ctx.cwd, file)
    };
    let reply = env.text_file("the reply", &reply_path, MAX_REPLY_BYTES)?;
    let mut run = loaded.run.clone();
    round_facts(said, &run);
    env.sync(&loaded, &mut run, said)?;
    let report = run
        .record(judge, &reply, env.ctx.now)
        .map_err(|e| {
            let (line, column) = match &e {
                crate::review::run::RecordError::Reply(r) => r.place().unzip(),
                _ => (None, None),
            };
            Refused(vec![Problem {
                message: e.to_string(),
                line,
                column,
                file: (file != "-").then(|| env.shown(&reply_path)),
            }])
        })?
        .clone();
    let (writes, guard) = env.save(&loaded, &run);
    said.writes(writes, guard);
    said.line(format!(
        "Recorded judge {judge}'s reply for round {} of \"{name}\":",
        report.round
    ));
    describe_record(said, &report);
    round_facts(said, &run);
    said.extra(
        "record",
        serde_json::to_value(&report).unwrap_or(Value::Null),
    );
    said.next = Some(next(env, name, &run, None, &loaded.artifact_path));
    Ok(())
}

fn describe_record(said: &mut Said, report: &RecordReport) {
    for c in &report.criteria {
        let mut line = format!("  {:<12} {}", c.id, c.effective);
        if c.is_blocked() {
            line.push_str(" (the judge's FAIL was blocked by rule 1)");
        } else if c.effective == crate::review::judge::Verdict::Fail {
            let e = &c.evidence;
            let place = match (e.line, e.column) {
                (Some(l), Some(col)) => format!(" at line {l}, column {col}"),
                _ => String::new(),
            };
            line.push_str(&format!(" — quote {}{place}", e.status));
        }
        said.line(line);
    }
    for b in &report.blocked {
        said.blocked.push(b.id.clone());
        let c = report.criterion(&b.id);
        let mut line = format!(
            "Rule 1 blocked judge {}'s FAIL of {}: {}",
            report.judge, b.id, b.why
        );
        if let Some(q) = c.and_then(|c| c.quote.as_deref()) {
            line.push_str(&format!("\n    quote: \"{q}\""));
        }
        if let Some(h) = c.and_then(|c| c.evidence.hint.as_deref()) {
            line.push_str(&format!("\n    closest passage in the artifact: \"{h}\""));
        }
        said.line(line);
    }
    for w in &report.warnings {
        said.warn(Problem::new(w.to_string()));
    }
}

fn merge(env: &Env<'_>, said: &mut Said, name: &str) -> Step<()> {
    let loaded = env.load(name)?;
    let mut run = loaded.run.clone();
    round_facts(said, &run);
    let report = run.merge(env.ctx.now).map_err(|e| e.to_string())?.clone();
    let (writes, guard) = env.save(&loaded, &run);
    said.writes(writes, guard);
    said.outcome = Some(report.outcome);
    said.exit_code = report.code;
    said.line(format!(
        "Round {} of \"{name}\": {} (exit code {}).",
        report.round, report.outcome, report.code
    ));
    describe_merge(said, &run);
    round_facts(said, &run);
    said.extra(
        "merge",
        serde_json::to_value(&report).unwrap_or(Value::Null),
    );
    said.next = Some(next(env, name, &run, None, &loaded.artifact_path));
    Ok(())
}

fn describe_merge(said: &mut Said, run: &Run) {
    let Some(report) = run.current().last_merge() else {
        return;
    };
    for c in &report.criteria {
        said.line(format!("  {:<12} {}", c.id, c.result));
        if c.result == MergedResult::Disputed {
            said.line(format!(
                "      judge A: {}\n      judge B: {}",
                c.a.as_deref().unwrap_or("-"),
                c.b.as_deref().unwrap_or("-")
            ));
        }
    }
    if !report.fixes.is_empty() {
        said.line("Fixes to make:".into());
        for f in &report.fixes {
            let mut line = format!("  {} (judge {}): {}", f.id, f.judge, f.reason);
            if let Some(q) = &f.quote {
                line.push_str(&format!("\n      quote: \"{q}\""));
            }
            if let Some(fix) = &f.fix {
                line.push_str(&format!("\n      fix: {fix}"));
            }
            said.line(line);
        }
    }
    if !report.fixed_since.is_empty() {
        said.line(format!(
            "Fixed since round {}: {}",
            report.round - 1,
            report.fixed_since.join(", ")
        ));
    }
    for b in &report.blocked {
        said.blocked.push(b.id.clone());
        said.line(format!(
            "Rule 1 blocked judge {}'s FAIL of {}: {}",
            b.judge, b.id, b.why
        ));
    }
    if run.is_terminal() {
        if let Some(doc) = run.verdict() {
            said.line(format!("Verdict: {}", doc.outcome_words()));
        }
    }
}

fn status(env: &Env<'_>, said: &mut Said, name: &str) -> Step<()> {
    let loaded = env.load(name)?;
    let run = &loaded.run;
    round_facts(said, run);
    let round = run.current();
    let code = match round.outcome() {
        Some(o) => o.code(),
        None => match round.record(Judge::A) {
            Some(a) if a.passes_all() && round.record(Judge::B).is_none() => Outcome::NeedB.code(),
            _ => Outcome::Fix.code(),
        },
    };
    said.outcome = round.outcome();
    said.exit_code = code;
    said.line(format!(
        "\"{name}\": round {} of {}, {}.",
        run.round(),
        run.round_limit(),
        match round.outcome() {
            Some(o) => format!("last merge {o}"),
            None => "not merged yet".into(),
        }
    ));
    for r in run.rounds() {
        said.line(format!(
            "  round {}: {} sha256 {}{}",
            r.number,
            r.artifact_name,
            &r.sha256[..12],
            r.outcome().map(|o| format!(", {o}")).unwrap_or_default()
        ));
    }
    let shown = env.shown(&loaded.artifact_path);
    match env.artifact_text(&loaded) {
        Ok(text) if sha256_hex(&text) == run.artifact_sha256() => {
            said.line(format!("{shown} is the text of round {}.", run.round()));
        }
        Ok(_) if run.next_step() == NextStep::Revise => {
            said.line(format!("{shown} changed since round {}: the next prompt or record takes it as round {}.", run.round(), run.round() + 1));
        }
        Ok(_) if run.next_step().takes_replies() => said.warn(Problem::new(format!(
            "{shown} changed while round {} is open; `jury record` will refuse it until the file is put back",
            run.round()
        ))),
        Ok(_) => {}
        Err(Stop::Need(need)) => return Err(Stop::Need(need)),
        Err(Stop::Refused(Refused(p))) => {
            for p in p {
                said.warn(p);
            }
        }
    }
    describe_merge(said, run);
    said.extra(
        "rounds",
        json!(run
            .rounds()
            .iter()
            .map(|r| json!({"round": r.number, "artifact": r.artifact_name, "sha256": r.sha256, "outcome": r.outcome()}))
            .collect::<Vec<_>>()),
    );
    said.extra(
        "nextStep",
        serde_json::to_value(run.next_step()).unwrap_or(Value::Null),
    );
    said.next = Some(next(env, name, run, None, &loaded.artifact_path));
    Ok(())
}

fn verdict(env: &Env<'_>, said: &mut Said, name: &str, format: Format) -> Step<()> {
    let loaded = env.load(name)?;
    let run = &loaded.run;
    round_facts(said, run);
    said.outcome = run.outcome();
    let Some(doc) = run.verdict() else {
        said.next = Some(next(env, name, run, None, &loaded.artifact_path));
        return Err(format!(
            "\"{name}\" has no verdict yet: it is at round {}, {}; a verdict comes with PASS, DISPUTED or the round limit",
            run.round(),
            run.outcome().map_or("not merged yet".to_string(), |o| format!("last merge {o}"))
        )
        .into());
    };
    said.extra("verdict", serde_json::to_value(&doc).unwrap_or(Value::Null));
    said.payload(match format {
        Format::Json => doc.to_json(),
        Format::Markdown => report::markdown(&doc),
        Format::Html => report::html(&doc),
    });
    said.line(format!("Verdict of \"{name}\": {}", doc.outcome_words()));
    Ok(())
}

fn settle(
    env: &Env<'_>,
    said: &mut Said,
    name: &str,
    criterion: &str,
    result: crate::review::judge::Verdict,
    note: &str,
) -> Step<()> {
    let loaded = env.load(name)?;
    let mut run = loaded.run.clone();
    round_facts(said, &run);
    let report = run
        .settle(criterion, result, note, env.ctx.now)
        .map_err(|e| e.to_string())?
        .clone();
    let (writes, guard) = env.save(&loaded, &run);
    said.writes(writes, guard);
    said.outcome = Some(report.outcome);
    said.line(format!("Settled {criterion} as {result}."));
    if report.outcome == Outcome::Disputed {
        let left: Vec<&str> = report.unsettled().collect();
        said.line(format!("Still to settle: {}.", left.join(", ")));
    } else {
        said.line(format!("Round {}: {}.", report.round, report.outcome));
        describe_merge(said, &run);
    }
    round_facts(said, &run);
    said.next = Some(next(env, name, &run, None, &loaded.artifact_path));
    Ok(())
}

fn list(env: &Env<'_>, said: &mut Said) -> Step<()> {
    let dir = folder::jury_dir(&env.root);
    let request = Request::Dirs { path: dir.clone() };
    let names: Vec<String> = match env.read_all(std::slice::from_ref(&request))?[0] {
        Ok(bytes) => String::from_utf8_lossy(bytes)
            .lines()
            .filter(|n| !n.is_empty() && folder::name_problem(n).is_none())
            .map(String::from)
            .collect(),
        Err(ReadError::NotFound) => Vec::new(),
        Err(ReadError::Other { message }) => {
            return Err(format!("{} cannot be read: {message}", env.shown(&dir)).into())
        }
    };
    let mut runs = Vec::new();
    let mut missing = Vec::new();
    for name in &names {
        match env.load(name) {
            Ok(l) => runs.push((name, Ok(l))),
            Err(Stop::Need(Need(n))) => missing.extend(n),
            Err(Stop::Refused(Refused(p))) => runs.push((name, Err(p))),
        }
    }
    if !missing.is_empty() {
        return Err(Stop::Need(Need(missing)));
    }
    if runs.is_empty() {
        said.line(format!(
            "No runs in {} yet; `jury init <run> --rubric F --artifact F` starts one.",
            env.shown(&dir)
        ));
    }
    let mut listed = Vec::new();
    for (name, loaded) in runs {
        match loaded {
            Ok(l) => {
                let step = l.run.next_step();
                said.line(format!(
                    "  {name:<20} round {}/{}  {}",
                    l.run.round(),
                    l.run.round_limit(),
                    l.run
                        .outcome()
                        .map_or("open".to_string(), |o| o.to_string())
                ));
                listed.push(json!({"run": name, "round": l.run.round(), "roundLimit": l.run.round_limit(), "outcome": l.run.outcome(), "nextStep": step}));
            }
            Err(p) => {
                let why = p.first().map(|p| p.message.clone()).unwrap_or_default();
                said.line(format!("  {name:<20} unreadable: {why}"));
                listed.push(json!({"run": name, "unreadable": why}));
            }
        }
    }
    said.extra("runs", Value::Array(listed));
    Ok(())
}

fn export(env: &Env<'_>, said: &mut Said, name: &str, out: Option<&str>) -> Step<()> {
    let loaded = env.load(name)?;
    round_facts(said, &loaded.run);
    let text = loaded.run.to_json();
    match out {
        Some("-") => said.payload(text),
        out => {
            let path = match out {
                Some(o) => folder::resolve(env.ctx.cwd, o),
                None => folder::resolve(
                    env.ctx.cwd,
                    &format!("{}.jury.json", file_stem(loaded.run.name())),
                ),
            };
            said.line(format!(
                "Wrote {}: the app opens it with \"Import a run\".",
                env.shown(&path)
            ));
            said.extra("path", json!(path));
            said.writes_unguarded(vec![Write {
                path,
                contents: Some(text),
            }]);
        }
    }
    Ok(())
}

/// The share link's data, when `source` is a link (`…#/shared/…`) rather than a file.
fn link_data(source: &str) -> Option<&str> {
    let marker = format!("#{}", share::ROUTE_PREFIX);
    source
        .find(&marker)
        .map(|at| &source[at + marker.len()..])
        .map(|s| s.trim())
}

fn import(
    env: &Env<'_>,
    said: &mut Said,
    source: &str,
    name: Option<&str>,
    artifact: Option<&str>,
) -> Step<()> {
    let run = match link_data(source) {
        Some(data) => match share::read(data)
            .map_err(|e| format!("the link cannot be read: {e}"))?
        {
            Shared::Run(run) => *run,
            Shared::Panel(_) => return Err(
                "the link holds a Design Jury panel run, not a review-loop run; open it in the app"
                    .to_string()
                    .into(),
            ),
        },
        None => {
            let path = folder::resolve(env.ctx.cwd, source);
            let text = env.text_file("the run file", &path, MAX_RUN_FILE_BYTES)?;
            Run::from_json(&text).map_err(|e| {
                format!(
                    "{} is not a run jury can replay: {e}; nothing was imported",
                    env.shown(&path)
                )
            })?
        }
    };
    let name = match name {
        Some(n) => n.to_string(),
        None => folder::name_from(run.name()).ok_or_else(|| {
            format!(
                "the run's name \"{}\" makes no folder name; give one with --as NAME",
                run.name()
            )
        })?,
    };
    said.run = Some(name.clone());
    let folder = env.folder(&name)?;
    let run_path = folder.file(RUN_FILE);
    let existing = env.read_all(&[
        Env::file(&run_path, MAX_RUN_FILE_BYTES),
        Env::file(&folder.file(ARTIFACT_FILE), MAX_RUBRIC_BYTES),
    ])?;
    round_facts(said, &run);
    said.outcome = run.outcome();
    match existing[0] {
        Err(ReadError::NotFound) => {
            let path = match artifact {
                Some(a) => folder::resolve(env.ctx.cwd, a),
                None => folder.file(&file_stem(run.artifact_name())),
            };
            let request = Env::file(&path, MAX_ARTIFACT_BYTES);
            let mut writes = env.run_files(&folder, &run, &path);
            match env.read_all(std::slice::from_ref(&request))?[0] {
                Err(ReadError::NotFound) => writes.push(Write {
                    path: path.clone(),
                    contents: Some(run.artifact().to_string()),
                }),
                Ok(_) => said.line(format!(
                    "The artifact is {} (left as it is).",
                    env.shown(&path)
                )),
                Err(ReadError::Other { message }) => {
                    return Err(format!("{} cannot be read: {message}", env.shown(&path)).into())
                }
            }
            said.writes(writes, env.guard(&folder, None));
            said.line(format!(
                "Imported \"{}\" as run \"{name}\" in {}: round {}, {}; its artifact is {}.",
                run.name(),
                env.shown(&folder.path),
                run.round(),
                run.outcome()
                    .map_or("not merged yet".to_string(), |o| o.to_string()),
                env.shown(&path)
            ));
        }
        Err(ReadError::Other { message }) => {
            return Err(format!("{} cannot be read: {message}", env.shown(&run_path)).into())
        }
        Ok(_) => {
            let here = env.load(&name)?;
            let ours = here.run.history();
            let theirs = run.history();
            if theirs.entries == ours.entries {
                said.line(format!("Run \"{name}\" is already up to date."));
            } else if theirs.extends(ours) {
                let added = theirs.entries.len() - ours.entries.len();
                let (writes, guard) = env.save(&here, &run);
                said.writes(writes, guard);
                said.line(format!(
                    "Brought run \"{name}\" up to date: {added} new input{} (round {}, {}).",
                    if added == 1 { "" } else { "s" },
                    run.round(),
                    run.outcome()
                        .map_or("not merged yet".to_string(), |o| o.to_string())
                ));
                describe_merge(said, &run);
            } else if ours.extends(theirs) {
                return Err(format!(
                    "run \"{name}\" here is further along than what was imported (it holds {} inputs, the import {}); nothing was changed",
                    ours.entries.len(),
                    theirs.entries.len()
                )
                .into());
            } else {
                return Err(format!(
                    "a different run named \"{name}\" is already here (their histories part ways); import it under another name with --as NAME"
                )
                .into());
            }
            said.next = Some(next(env, &name, &run, None, &here.artifact_path));
            return Ok(());
        }
    }
    said.next = Some(next(env, &name, &run, None, &folder.path));
    Ok(())
}

fn share_link(env: &Env<'_>, said: &mut Said, name: &str, app: Option<&str>) -> Step<()> {
    let loaded = env.load(name)?;
    round_facts(said, &loaded.run);
    said.outcome = loaded.run.outcome();
    let base = app.unwrap_or(DEFAULT_APP_URL);
    let base = base.split('#').next().unwrap_or(base);
    let link = share::link(base, &Shared::Run(Box::new(loaded.run.clone()))).map_err(|e| {
        format!("{e}; export the run instead (`jury export {name}`) and open the file in the app with \"Import a run\"")
    })?;
    said.extra("link", json!(link));
    said.payload(format!("{link}\n"));
    said.line(format!(
        "A link that opens \"{name}\" in the app{}; after settling there, export the run and bring it back with `jury import FILE`.",
        if app.is_none() { " served by `cargo xtask serve` (--app URL: where yours is)" } else { "" }
    ));
    said.next = Some(next(env, name, &loaded.run, None, &loaded.artifact_path));
    Ok(())
}
