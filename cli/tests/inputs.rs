//! Bad input for every command, Windows habits, and two commands at once (review-loop §13):
//! each refusal says where, why and what to do, exits 1 and writes nothing.

mod common;

use std::process::Stdio;

use common::{all_pass, reply, Out, Project, DRAFT_1, RUBRIC};

/// Refused, in words, with nothing under the project changed.
fn refused(p: &Project, args: &[&str], words: &str) -> Out {
    let before = p.snapshot();
    let out = p.jury(args);
    assert_eq!(out.code, 1, "{args:?}: {}{}", out.stdout, out.stderr);
    assert!(out.stderr.contains(words), "{args:?} said: {}", out.stderr);
    assert_eq!(p.snapshot(), before, "{args:?} changed the folder");
    out
}

#[test]
fn missing_and_unreadable_files_are_named() {
    let p = Project::new("files");
    p.write("rubric.md", RUBRIC).write("draft.md", DRAFT_1);
    std::fs::create_dir_all(p.dir.join("adir")).unwrap();
    refused(
        &p,
        &["init", "n", "--rubric", "nope.md", "--artifact", "draft.md"],
        "the rubric nope.md is not there",
    );
    refused(
        &p,
        &["init", "n", "--rubric", "adir", "--artifact", "draft.md"],
        "is a folder",
    );
    refused(
        &p,
        &["init", "n", "--rubric", "rubric.md"],
        "init needs --artifact",
    );
    let p = Project::started("files2");
    refused(
        &p,
        &["record", "notes", "--judge", "A", "--file", "none.json"],
        "the reply none.json is not there",
    );
    refused(
        &p,
        &["record", "notes", "--judge", "C", "--file", "x"],
        "--judge takes A or B",
    );
    std::fs::remove_file(p.dir.join("draft.md")).unwrap();
    refused(
        &p,
        &["prompt", "notes"],
        "the artifact draft.md is not there",
    );
}

#[test]
fn a_rubric_that_fails_validation_is_placed_by_line() {
    let p = Project::new("rubric");
    p.write(
        "rubric.md",
        "# R\n- facts: true\n- Facts: again\nnot a list line\n",
    )
    .write("draft.md", DRAFT_1);
    let out = p.jury(&[
        "init",
        "n",
        "--rubric",
        "rubric.md",
        "--artifact",
        "draft.md",
        "--json",
    ]);
    assert_eq!(out.code, 1);
    let errors = out.json()["errors"].as_array().unwrap().clone();
    let lines: Vec<u64> = errors.iter().filter_map(|e| e["line"].as_u64()).collect();
    assert_eq!(
        lines,
        vec![3, 4],
        "every rubric problem, by line: {errors:?}"
    );
    assert_eq!(errors[0]["file"], "rubric.md");
    assert!(
        !p.dir.join(".jury").exists(),
        "no run folder for a refused run"
    );
}

#[test]
fn replies_that_are_not_the_judges_answer_are_refused() {
    let p = Project::started("replies");
    let prompt = p.jury(&["prompt", "notes"]).stdout;
    p.write("prompt.json", &prompt);
    refused(
        &p,
        &["record", "notes", "--judge", "A", "--file", "prompt.json"],
        "prompt",
    );
    // The example reply, copied out of the prompt.
    let start = prompt.find("{\n").unwrap();
    let end = prompt[start..].find("\n}").unwrap() + start + 2;
    p.write("example.json", &prompt[start..end]);
    refused(
        &p,
        &["record", "notes", "--judge", "A", "--file", "example.json"],
        "example",
    );
    // A cut-off answer, placed at line:column in --json.
    p.write(
        "cut.json",
        "{\"criteria\": [{\"id\": \"facts\", \"verdict\": \"PA",
    );
    let out = p.jury(&[
        "record", "notes", "--judge", "A", "--file", "cut.json", "--json",
    ]);
    assert_eq!(out.code, 1);
    let error = &out.json()["errors"][0];
    assert_eq!(
        (error["line"].as_u64(), error["file"].as_str()),
        (Some(1), Some("cut.json")),
        "{error}"
    );
    assert!(error["column"].as_u64().is_some());
    // The same reply for the other judge: pasted into the wrong slot.
    p.write("a.json", all_pass("a"));
    assert_eq!(
        p.jury(&["record", "notes", "--judge", "A", "--file", "a.json"])
            .code,
        0
    );
    refused(
        &p,
        &["record", "notes", "--judge", "B", "--file", "a.json"],
        "judge A's reply of round 1",
    );
}

#[test]
fn unknown_runs_bad_names_and_hand_edited_folders() {
    let p = Project::started("names");
    refused(&p, &["status", "nope"], "there is no run \"nope\"");
    for bad in ["../escape", "a/b", "..", ".hidden"] {
        refused(
            &p,
            &[
                "init",
                bad,
                "--rubric",
                "rubric.md",
                "--artifact",
                "draft.md",
            ],
            "run name",
        );
        refused(&p, &["status", bad], "run name");
    }
    refused(
        &p,
        &[
            "init",
            "notes",
            "--rubric",
            "rubric.md",
            "--artifact",
            "draft.md",
        ],
        "already exists",
    );
    refused(&p, &["verdict", "notes"], "has no verdict yet");
    refused(
        &p,
        &["settle", "notes", "facts", "PASS", "--note", "x"],
        "only a DISPUTED round",
    );

    // A history edited by hand into one that does not replay: a merge before any reply.
    let run = p.read(".jury/notes/run.json");
    let edited = run.replacen(
        "\"entries\":[",
        "\"entries\":[{\"type\":\"merge\",\"at\":1},",
        1,
    );
    assert_ne!(run, edited);
    p.write(".jury/notes/run.json", &edited);
    refused(&p, &["status", "notes"], "is not a run jury can replay");
    p.write(".jury/notes/run.json", "{ not json");
    let out = refused(&p, &["merge", "notes", "--json"], "");
    assert!(
        out.stdout.contains("is not a run jury can replay"),
        "{}",
        out.stdout
    );
    p.write(".jury/notes/run.json", run);
    p.write(".jury/notes/artifact.json", "[]");
    refused(&p, &["prompt", "notes"], "artifact.json is not readable");
}

#[test]
fn windows_habits_crlf_bom_backslashes() {
    let p = Project::new("windows");
    p.write(
        "rubric.md",
        format!("\u{feff}{}", RUBRIC.replace('\n', "\r\n")),
    );
    p.write("docs/draft.md", DRAFT_1.replace('\n', "\r\n"));
    let out = p.jury(&[
        "init",
        "w",
        "--rubric",
        "rubric.md",
        "--artifact",
        "docs\\draft.md",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let reply = reply(
        &[
            ("facts", "FAIL", Some("Requires Node 20 or newer")),
            ("complete", "PASS", None),
            ("plain", "PASS", None),
        ],
        "a",
    );
    p.write(
        "reply.json",
        format!("\u{feff}{}", reply.replace('\n', "\r\n")),
    );
    let rec = p.jury(&[
        "record",
        "w",
        "--judge",
        "A",
        "--file",
        "reply.json",
        "--json",
    ]);
    assert_eq!(rec.code, 0, "{}", rec.stdout);
    assert_eq!(
        rec.json()["record"]["criteria"][0]["evidence"]["status"],
        "found"
    );
    // PowerShell's `>` writes UTF-16 with a byte order mark.
    let b = all_pass("b");
    let mut utf16 = vec![0xFF, 0xFE];
    utf16.extend(b.encode_utf16().flat_map(u16::to_le_bytes));
    p.write("b.json", utf16);
    assert_eq!(
        p.jury(&["record", "w", "--judge", "B", "--file", "b.json"])
            .code,
        0
    );
}

#[test]
fn a_reply_on_standard_input_with_mangled_text_is_warned_about() {
    let p = Project::started("stdin");
    let mangled = all_pass("the draft says â€œNodeâ€\u{9d} twice");
    let out = p.jury_stdin(
        &["record", "notes", "--judge", "A", "--file", "-", "--json"],
        mangled.as_bytes(),
    );
    assert_eq!(out.code, 0, "{}", out.stdout);
    let warnings = out.json()["warnings"].to_string();
    assert!(
        warnings.contains("â€œ"),
        "the mojibake is named: {warnings}"
    );
    let latin1: Vec<u8> = all_pass("caf\u{e9}")
        .chars()
        .map(|c| c as u32 as u8)
        .collect();
    let out = p.jury_stdin(&["record", "notes", "--judge", "B", "--file", "-"], &latin1);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr.contains("not UTF-8") && out.stderr.contains("--file"),
        "{}",
        out.stderr
    );
}

/// Two subagents finishing together: judge A and judge B recorded by processes started at
/// once, many times over; every reply lands (none lost, none half-written).
#[test]
fn concurrent_records_lose_nothing() {
    for attempt in 0..8 {
        let p = Project::started("concurrent");
        p.write("a.json", all_pass(&format!("a{attempt}")));
        p.write("b.json", all_pass(&format!("b{attempt}")));
        let spawn = |judge: &str, file: &str| {
            p.command(&[
                "record", "notes", "--judge", judge, "--file", file, "--json",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
        };
        let children = [spawn("A", "a.json"), spawn("B", "b.json")];
        for child in children {
            let out = child.wait_with_output().unwrap();
            assert_eq!(
                out.status.code(),
                Some(0),
                "{}",
                String::from_utf8_lossy(&out.stdout)
            );
        }
        let run: serde_json::Value = serde_json::from_str(&p.read(".jury/notes/run.json")).unwrap();
        let judges: Vec<&str> = run["entries"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["type"] == "reply")
            .map(|e| e["judge"].as_str().unwrap())
            .collect();
        assert_eq!(judges.len(), 2, "both replies are in the run: {judges:?}");
        assert!(!p.dir.join(".jury/notes/.lock").exists());
        assert_eq!(p.jury(&["merge", "notes"]).code, 0, "A and B both passed");
    }
}
