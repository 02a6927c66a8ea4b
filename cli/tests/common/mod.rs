//! A scratch project folder and the `jury` binary run in it, as an agent runs it.
#![allow(dead_code)] // each test file uses its own part

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

pub const RUBRIC: &str = "# Release notes
- facts: every version, date and command matches the changelog and the code
- complete: every change in the diff is mentioned
- plain: a reader who did not write the code understands each line
";
pub const IDS: [&str; 3] = ["facts", "complete", "plain"];
pub const DRAFT_1: &str =
    "# agent-jury 0.3\n\n- Requires Node 20 or newer.\n- `record` now checks quotes.\n";
pub const DRAFT_2: &str =
    "# agent-jury 0.3\n\n- Requires Node 22.18 or newer.\n- `record` now checks quotes.\n";

/// A reply from (id, verdict, quote), as a judge writes it; `note` makes two judges' replies
/// differ as independent judges' do.
pub fn reply(criteria: &[(&str, &str, Option<&str>)], note: &str) -> String {
    let items: Vec<serde_json::Value> = criteria
        .iter()
        .map(|(id, verdict, quote)| {
            let mut item = serde_json::json!({"id": id, "verdict": verdict, "reason": format!("{id}: {verdict}")});
            if let Some(q) = quote {
                item["quote"] = (*q).into();
                item["fix"] = "Say Node 22.18 or newer.".into();
            }
            item
        })
        .collect();
    serde_json::to_string_pretty(&serde_json::json!({"criteria": items, "optional": [note]}))
        .unwrap()
}

pub fn all_pass(note: &str) -> String {
    reply(
        &[
            ("facts", "PASS", None),
            ("complete", "PASS", None),
            ("plain", "PASS", None),
        ],
        note,
    )
}

pub struct Out {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

impl Out {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("not one JSON object ({e}): {}", self.stdout))
    }
}

/// A fresh folder under the system's temporary one.
pub struct Project {
    pub dir: PathBuf,
}

static NEXT: AtomicUsize = AtomicUsize::new(0);

impl Project {
    pub fn new(test: &str) -> Project {
        let dir = std::env::temp_dir().join(format!(
            "jury-cli-{test}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Project { dir }
    }

    pub fn write(&self, name: &str, text: impl AsRef<[u8]>) -> &Project {
        let path = self.dir.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
        self
    }

    pub fn read(&self, name: &str) -> String {
        std::fs::read_to_string(self.dir.join(name)).unwrap()
    }

    pub fn command(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_jury"));
        cmd.args(args)
            .current_dir(&self.dir)
            .env("JURY_NOW", "1764755000000")
            .stdin(Stdio::null());
        cmd
    }

    pub fn jury(&self, args: &[&str]) -> Out {
        run(self.command(args), None)
    }

    pub fn jury_stdin(&self, args: &[&str], stdin: &[u8]) -> Out {
        let mut cmd = self.command(args);
        cmd.stdin(Stdio::piped());
        run(cmd, Some(stdin))
    }

    /// Every file under `.jury/`, by path, with its bytes: what a refused command must leave.
    pub fn snapshot(&self) -> BTreeMap<String, Vec<u8>> {
        let mut files = BTreeMap::new();
        walk(&self.dir, &self.dir, &mut files);
        files
    }

    /// A run started from the release-notes rubric and draft.
    pub fn started(test: &str) -> Project {
        let p = Project::new(test);
        p.write("rubric.md", RUBRIC).write("draft.md", DRAFT_1);
        let out = p.jury(&[
            "init",
            "notes",
            "--rubric",
            "rubric.md",
            "--artifact",
            "draft.md",
        ]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        p
    }
}

impl Drop for Project {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn walk(root: &Path, dir: &Path, files: &mut BTreeMap<String, Vec<u8>>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            walk(root, &path, files);
        } else {
            let name = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            files.insert(name, std::fs::read(&path).unwrap());
        }
    }
}

fn run(mut cmd: Command, stdin: Option<&[u8]>) -> Out {
    cmd.stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("jury runs");
    if let Some(bytes) = stdin {
        child.stdin.take().unwrap().write_all(bytes).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    Out {
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
        code: out.status.code().unwrap_or(-1),
    }
}
