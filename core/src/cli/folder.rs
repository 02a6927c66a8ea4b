//! The run folder (`<dir>/.jury/<run>/`) and the paths the command line takes and stores.
//!
//! Owns the layout (`run.json`: the app's run file, review-loop §10; `verdict.json`: §9's
//! document, while the run has one; `artifact.json`: where the artifact is and each round's
//! SHA-256), run names (a folder name: no `/`, `\`, `..`), reading a text file's bytes (BOMs,
//! UTF-16 from a shell that re-encodes a pipe, refused when not text), and paths as text:
//! `\` read as `/` (a Windows habit), `.` and `..` resolved lexically, a path under the root
//! stored relative to it and any other absolute. It never reads or writes anything: it names
//! what to read.

use serde::{Deserialize, Serialize};

/// The folder of all runs, under `--dir`.
pub const JURY_DIR: &str = ".jury";
/// The run file in a run folder (review-loop §10, what the app exports).
pub const RUN_FILE: &str = "run.json";
/// §9's document, written while the run has a verdict.
pub const VERDICT_FILE: &str = "verdict.json";
/// Where the artifact is, and each round's SHA-256.
pub const ARTIFACT_FILE: &str = "artifact.json";
/// Held by a shell while it checks and writes a run folder.
pub const LOCK_FILE: &str = ".lock";
/// The schema of `artifact.json`.
const ARTIFACT_SCHEMA: &str = "jury.cli.artifact/1";
/// A run name is a folder name: at most this many characters.
const MAX_NAME_CHARS: usize = 100;

/// `path` with `\` as `/`, repeated and trailing `/` dropped, `.` and `..` resolved.
pub fn normal_path(path: &str) -> String {
    let path = path.replace('\\', "/");
    let (prefix, rest) = split_root(&path);
    let mut parts: Vec<&str> = Vec::new();
    for part in rest.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                if parts.last().is_some_and(|p| *p != "..") {
                    parts.pop();
                } else if prefix.is_empty() {
                    parts.push("..");
                }
            }
            p => parts.push(p),
        }
    }
    let joined = parts.join("/");
    match (prefix.is_empty(), joined.is_empty()) {
        (true, true) => ".".into(),
        (true, false) => joined,
        (false, _) => format!("{prefix}{joined}"),
    }
}

/// The root of an absolute path (`/`, `C:/`, `//server/`) and the rest; `("", path)` when
/// `path` is relative.
fn split_root(path: &str) -> (&str, &str) {
    let b = path.as_bytes();
    if path.starts_with("//") {
        return path.split_at(2);
    }
    if b.first() == Some(&b'/') {
        return path.split_at(1);
    }
    if b.len() >= 3 && b[0].is_ascii_alphabetic() && b[1] == b':' && b[2] == b'/' {
        return path.split_at(3);
    }
    ("", path)
}

/// `path` (as the user wrote it) from folder `base` (absolute).
pub fn resolve(base: &str, path: &str) -> String {
    let path = path.replace('\\', "/");
    if split_root(&path).0.is_empty() {
        normal_path(&format!("{base}/{path}"))
    } else {
        normal_path(&path)
    }
}

/// `path` (absolute) as stored in a run folder: relative to `root` when under it, else as is.
pub fn stored(root: &str, path: &str) -> String {
    let root = root.trim_end_matches('/');
    match path.strip_prefix(root).and_then(|r| r.strip_prefix('/')) {
        Some(rest) if !rest.is_empty() => rest.to_string(),
        _ => path.to_string(),
    }
}

/// Why a run name cannot name a folder; `None` when it can.
pub fn name_problem(name: &str) -> Option<String> {
    let bad = name.chars().find(|c| {
        c.is_control() || matches!(c, '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|')
    });
    if name.trim().is_empty() {
        Some("a run needs a name, e.g. `notes`".into())
    } else if let Some(c) = bad {
        Some(format!(
            "the run name \"{}\" has {}, which a folder name cannot hold; use letters, digits, '-', '_' and '.'",
            name.escape_debug(),
            if c.is_control() { "a control character".to_string() } else { format!("'{c}'") }
        ))
    } else if name.starts_with('.') || name.contains("..") {
        Some(format!(
            "the run name \"{name}\" starts with '.' or holds \"..\"; a run folder stays inside .jury/: use letters, digits, '-', '_' and '.'"
        ))
    } else if name.trim() != name {
        Some(format!(
            "the run name \"{name}\" starts or ends with a space; leave it out"
        ))
    } else if name.chars().count() > MAX_NAME_CHARS {
        Some(format!(
            "the run name is longer than {MAX_NAME_CHARS} characters; use a shorter one"
        ))
    } else {
        None
    }
}

/// A folder name for a run that came from elsewhere (the app's names are free text): what
/// [`name_problem`] refuses becomes `-`; `None` when nothing usable is left.
pub fn name_from(title: &str) -> Option<String> {
    let mut name = String::new();
    for c in title.trim().chars().take(MAX_NAME_CHARS) {
        let keep = c.is_alphanumeric() || matches!(c, '-' | '_' | '.');
        if keep {
            name.push(c);
        } else if !name.ends_with('-') {
            name.push('-');
        }
    }
    let name = name.replace("..", ".");
    let name = name.trim_matches(|c| c == '-' || c == '.').to_string();
    (name_problem(&name).is_none()).then_some(name)
}

/// The folders and files of one run under `root` (absolute).
#[derive(Debug, Clone)]
pub struct RunFolder {
    pub path: String,
}

impl RunFolder {
    pub fn new(root: &str, name: &str) -> RunFolder {
        RunFolder {
            path: format!("{}/{name}", jury_dir(root)),
        }
    }

    pub fn file(&self, file: &str) -> String {
        format!("{}/{file}", self.path)
    }
}

/// `<root>/.jury`.
pub fn jury_dir(root: &str) -> String {
    format!("{}/{JURY_DIR}", root.trim_end_matches('/'))
}

/// `artifact.json`: where the artifact is (relative to the root when under it) and the
/// SHA-256 of each round's text, for a person reading the folder; the rounds are written from
/// the run file and never read back (the run file is the state).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArtifactFile {
    pub schema: String,
    pub path: String,
    #[serde(default)]
    pub rounds: Vec<RoundHash>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundHash {
    pub round: u32,
    pub sha256: String,
}

impl ArtifactFile {
    pub fn new(path: String, rounds: Vec<RoundHash>) -> ArtifactFile {
        ArtifactFile {
            schema: ARTIFACT_SCHEMA.into(),
            path,
            rounds,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("an artifact file serializes") + "\n"
    }

    /// Reads `artifact.json`; the error in words.
    pub fn from_json(text: &str) -> Result<ArtifactFile, String> {
        let file: ArtifactFile = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if file.schema != ARTIFACT_SCHEMA {
            return Err(format!(
                "its schema is \"{}\", not \"{ARTIFACT_SCHEMA}\"",
                file.schema
            ));
        }
        if file.path.trim().is_empty() {
            return Err("its \"path\" is empty".into());
        }
        Ok(file)
    }
}

/// A text file's bytes as text: a UTF-8 BOM dropped, UTF-16 with a BOM decoded (PowerShell
/// writes a redirect so), anything else must be UTF-8. The error says where it stops being
/// text and what to do.
pub fn text(what: &str, bytes: &[u8]) -> Result<String, String> {
    if let Some(rest) = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]) {
        return text(what, rest);
    }
    let utf16 = |le: bool, rest: &[u8]| -> Result<String, String> {
        let units: Vec<u16> = rest
            .chunks(2)
            .map(|c| {
                let pair = [c[0], *c.get(1).unwrap_or(&0)];
                if le {
                    u16::from_le_bytes(pair)
                } else {
                    u16::from_be_bytes(pair)
                }
            })
            .collect();
        String::from_utf16(&units).map_err(|_| {
            format!("{what} is UTF-16 with a broken character; save it as UTF-8 and try again")
        })
    };
    if let Some(rest) = bytes.strip_prefix(&[0xFF, 0xFE]) {
        return utf16(true, rest);
    }
    if let Some(rest) = bytes.strip_prefix(&[0xFE, 0xFF]) {
        return utf16(false, rest);
    }
    match std::str::from_utf8(bytes) {
        Ok(s) if s.contains('\0') => Err(format!(
            "{what} holds a NUL character at byte {}: it is not a text file, or it is UTF-16 without a byte order mark; save it as UTF-8",
            s.find('\0').unwrap_or(0) + 1
        )),
        Ok(s) => Ok(s.to_string()),
        Err(e) => {
            let at = e.valid_up_to();
            let line = bytes[..at].iter().filter(|b| **b == b'\n').count() + 1;
            Err(format!(
                "{what} is not UTF-8: line {line} (byte {}) holds a byte that is not text in UTF-8; save the file as UTF-8 (a shell pipe can re-encode it: pass the file with --file instead of -)",
                at + 1
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_resolve_lexically_with_windows_separators() {
        assert_eq!(
            resolve("/w/proj", "docs\\draft.md"),
            "/w/proj/docs/draft.md"
        );
        assert_eq!(resolve("/w/proj", "../x/./y.md"), "/w/x/y.md");
        assert_eq!(resolve("/w/proj", "/etc/draft.md"), "/etc/draft.md");
        assert_eq!(
            resolve("C:/Users/me", "notes\\draft.md"),
            "C:/Users/me/notes/draft.md"
        );
        assert_eq!(resolve("/w", "D:\\x\\..\\y.md"), "D:/y.md");
        assert_eq!(normal_path("/a/../../b"), "/b");
    }

    #[test]
    fn paths_under_the_root_are_stored_relative_and_others_absolute() {
        assert_eq!(stored("/w/proj", "/w/proj/docs/draft.md"), "docs/draft.md");
        assert_eq!(
            stored("/w/proj", "/w/project/draft.md"),
            "/w/project/draft.md"
        );
        assert_eq!(stored("/", "/draft.md"), "draft.md");
    }

    #[test]
    fn run_names_stay_inside_the_jury_folder() {
        assert!(name_problem("notes").is_none());
        assert!(name_problem("release-2.3_notes").is_none());
        assert!(name_problem("レビュー").is_none());
        for bad in [
            "", "a/b", "..", "../x", "a\\b", ".hidden", "x..y", "a\nb", " x",
        ] {
            assert!(name_problem(bad).is_some(), "{bad:?} was taken");
        }
        assert_eq!(
            name_from("Blog — jury 0.4 launch post").as_deref(),
            Some("Blog-jury-0.4-launch-post")
        );
        assert_eq!(name_from("../../etc").as_deref(), Some("etc"));
        assert_eq!(name_from("///"), None);
    }

    #[test]
    fn text_files_from_windows_and_shells() {
        assert_eq!(text("f", b"\xEF\xBB\xBFhi\r\n").unwrap(), "hi\r\n");
        assert_eq!(text("f", b"\xFF\xFEh\0i\0").unwrap(), "hi");
        assert_eq!(text("f", b"\xFE\xFF\0h\0i").unwrap(), "hi");
        let e = text("the reply", b"ok\n\xE9t\xE9").unwrap_err();
        assert!(e.contains("line 2 (byte 4)"), "{e}");
        assert!(text("f", b"h\0i\0").unwrap_err().contains("NUL"));
    }
}
