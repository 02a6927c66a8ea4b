//! The review loop through the `jury` binary, as an agent runs it (review-loop §13): exit codes
//! as the protocol, `--json`, the run folder, the artifact on disk, the convergence experiment.

mod common;

use common::{all_pass, reply, Project, DRAFT_1, DRAFT_2, IDS, RUBRIC};

const QUOTE: &str = "Requires Node 20 or newer";

/// The protocol's own example: round 1 FAIL with a findable quote (2), the fix, round 2 A PASS
/// (5), B PASS (0), and the verdict.
#[test]
fn the_release_notes_run_from_fail_to_pass() {
    let p = Project::started("example");
    let prompt = p.jury(&["prompt", "notes"]);
    assert_eq!(prompt.code, 0);
    assert!(
        prompt.stdout.contains("Requires Node 20 or newer"),
        "the prompt holds the draft"
    );
    assert!(
        prompt.stderr.contains("jury record notes --judge A"),
        "{}",
        prompt.stderr
    );

    p.write(
        "reply.json",
        format!(
            "Here is my review.\n\n```json\n{}\n```\nHope this helps!",
            reply(
                &[
                    ("facts", "FAIL", Some(QUOTE)),
                    ("complete", "PASS", None),
                    ("plain", "PASS", None)
                ],
                "a"
            )
        ),
    );
    let record = p.jury(&[
        "record",
        "notes",
        "--judge",
        "A",
        "--file",
        "reply.json",
        "--json",
    ]);
    assert_eq!(record.code, 0, "{}", record.stdout);
    let json = record.json();
    assert_eq!(json["ok"], true);
    assert_eq!(json["round"], 1);
    assert_eq!(
        json["next"]["argv"],
        serde_json::json!(["jury", "merge", "notes"])
    );
    assert_eq!(json["record"]["criteria"][0]["evidence"]["status"], "found");

    let merge = p.jury(&["merge", "notes"]);
    assert_eq!(merge.code, 2, "FIX: {}", merge.stdout);
    assert!(merge.stdout.contains("Fixes to make") && merge.stdout.contains(QUOTE));

    p.write("draft.md", DRAFT_2);
    let prompt2 = p.jury(&["prompt", "notes", "--json"]).json();
    assert_eq!(prompt2["round"], 2);
    assert!(prompt2["prompt"].as_str().unwrap().contains("Node 22.18"));

    p.write("a2.json", all_pass("a2"));
    assert_eq!(
        p.jury(&["record", "notes", "--judge", "A", "--file", "a2.json"])
            .code,
        0
    );
    let need_b = p.jury(&["merge", "notes", "--json"]).json();
    assert_eq!(need_b["exitCode"], 5);
    assert_eq!(need_b["outcome"], "NEED_B");
    assert_eq!(
        need_b["next"]["argv"],
        serde_json::json!(["jury", "prompt", "notes", "--judge", "B"])
    );
    assert_eq!(
        p.jury(&["status", "notes"]).code,
        5,
        "status: the outcome so far"
    );

    p.write("b2.json", all_pass("b2"));
    assert_eq!(
        p.jury(&["record", "notes", "--judge", "B", "--file", "b2.json"])
            .code,
        0
    );
    let pass = p.jury(&["merge", "notes"]);
    assert_eq!(pass.code, 0, "{}", pass.stdout);
    let verdict = p.jury(&["verdict", "notes", "--format", "json"]);
    assert_eq!(verdict.code, 0);
    assert_eq!(
        verdict.stdout,
        p.read(".jury/notes/verdict.json"),
        "verdict.json as printed"
    );
    let doc: serde_json::Value = serde_json::from_str(&verdict.stdout).unwrap();
    assert_eq!(doc["outcome"], "PASS");
    assert_eq!(doc["rounds"], 2);
    assert_eq!(doc["history"][0]["outcome"], "FIX");
    assert_eq!(p.jury(&["status", "notes"]).code, 0);
}

/// DISPUTED: B fails what A passed, with a quote that is not in the draft; a person settles it.
#[test]
fn a_disputed_round_is_settled_by_a_person() {
    let p = Project::started("disputed");
    p.write("a.json", all_pass("a"));
    p.write(
        "b.json",
        reply(
            &[
                ("facts", "FAIL", Some("Requires Node 18 or newer")),
                ("complete", "PASS", None),
                ("plain", "PASS", None),
            ],
            "b",
        ),
    );
    p.jury(&["record", "notes", "--judge", "A", "--file", "a.json"]);
    p.jury(&["record", "notes", "--judge", "B", "--file", "b.json"]);
    let merge = p.jury(&["merge", "notes", "--json"]);
    assert_eq!(merge.code, 3);
    let json = merge.json();
    assert_eq!(json["disputed"], serde_json::json!(["facts"]));
    assert_eq!(
        json["next"]["argv"],
        serde_json::json!(["jury", "share", "notes"])
    );
    assert_eq!(p.jury(&["status", "notes"]).code, 3);

    let empty = p.jury(&["settle", "notes", "facts", "PASS", "--note", "  "]);
    assert_eq!(empty.code, 1, "a settlement needs a note");
    let settle = p.jury(&[
        "settle",
        "notes",
        "facts",
        "PASS",
        "--note",
        "checked the changelog myself",
    ]);
    assert_eq!(settle.code, 0, "{}", settle.stderr);
    let verdict = p.jury(&["verdict", "notes"]).stdout;
    assert!(verdict.contains("settled by you as PASS"), "{verdict}");
}

/// review-loop §5 rule 1 and §11, through the command line: a simulated judge that passes the
/// real fix and invents one unquoted objection every round on a criterion that passed.
#[test]
fn the_convergence_experiment_through_the_command_line() {
    fn experiment(anti_ratchet: bool) -> usize {
        let p = Project::new("convergence");
        p.write("rubric.md", RUBRIC).write("draft.md", DRAFT_1);
        let mut init = vec![
            "init",
            "c",
            "--rubric",
            "rubric.md",
            "--artifact",
            "draft.md",
            "--rounds",
            "4",
        ];
        if !anti_ratchet {
            init.push("--no-anti-ratchet");
        }
        assert_eq!(p.jury(&init).code, 0);
        let mut invented_failed = 0;
        for round in 1..=4u32 {
            if round == 2 {
                p.write("draft.md", DRAFT_2);
            }
            let invented = (round > 1).then(|| IDS[(round as usize - 1) % IDS.len()]);
            let criteria: Vec<(&str, &str, Option<&str>)> = IDS
                .iter()
                .map(|&id| match invented {
                    None if id == "facts" => (id, "FAIL", Some(QUOTE)),
                    Some(t) if t == id => (id, "FAIL", Some("The tone feels slightly off here")),
                    _ => (id, "PASS", None),
                })
                .collect();
            let mut code = 0;
            for (judge, note) in [("A", "a"), ("B", "b")] {
                let file = format!("{judge}{round}.json");
                p.write(&file, reply(&criteria, &format!("{note}{round}")));
                let rec = p
                    .jury(&["record", "c", "--judge", judge, "--file", &file, "--json"])
                    .json();
                if round > 1 {
                    invented_failed += rec["record"]["criteria"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .filter(|c| c["effective"] == "FAIL")
                        .count();
                }
                code = p.jury(&["merge", "c"]).code;
                if code != 5 {
                    break;
                }
            }
            if code != 2 {
                break;
            }
        }
        invented_failed
    }
    // Without rule 1, rounds 2 to 4 each fail on the objection invented that round (judge A's
    // FAIL ends the round, so each is recorded once) and the run ends at the round limit; with
    // it, round 2 blocks the objection for both judges and passes.
    assert_eq!(
        experiment(true),
        0,
        "rule 1 blocks every invented objection"
    );
    assert_eq!(
        experiment(false),
        3,
        "without rule 1 each invented objection fails the run"
    );
}

/// §7 and §13: the file on disk is the artifact; a change while a round is open is refused at
/// `record`, never mixed; after FIX an unchanged file is taken with a warning.
#[test]
fn the_artifact_on_disk_is_the_rounds_text() {
    let p = Project::started("artifact");
    p.write(
        "a.json",
        reply(
            &[
                ("facts", "FAIL", Some(QUOTE)),
                ("complete", "PASS", None),
                ("plain", "PASS", None),
            ],
            "a",
        ),
    );
    p.write("draft.md", DRAFT_2);
    let before = p.snapshot();
    let refused = p.jury(&["record", "notes", "--judge", "A", "--file", "a.json"]);
    assert_eq!(refused.code, 1);
    assert!(
        refused
            .stderr
            .contains("draft.md changed while round 1 is open"),
        "{}",
        refused.stderr
    );
    assert_eq!(p.snapshot(), before, "nothing written on a refused input");
    assert_eq!(
        p.jury(&["prompt", "notes"]).code,
        1,
        "nor a prompt of a text the round did not start with"
    );
    let status = p.jury(&["status", "notes"]);
    assert!(
        status.stdout.contains("changed while round 1 is open"),
        "{}",
        status.stdout
    );

    p.write("draft.md", DRAFT_1);
    assert_eq!(
        p.jury(&["record", "notes", "--judge", "A", "--file", "a.json"])
            .code,
        0
    );
    assert_eq!(p.jury(&["merge", "notes"]).code, 2);
    // Not edited after the FIX: the revision is the same text, with §7's warning.
    let prompt = p.jury(&["prompt", "notes", "--json"]).json();
    assert_eq!(prompt["round"], 2);
    let warning = prompt["warnings"][0]["message"].as_str().unwrap();
    assert!(warning.contains("unchanged since round 1"), "{warning}");
    let shas = p.jury(&["status", "notes", "--json"]).json()["rounds"].clone();
    assert_eq!(shas[0]["sha256"], shas[1]["sha256"]);
}

/// `--json` on every command: one object on stdout, nothing else, the common fields present.
#[test]
fn every_command_answers_in_one_json_object() {
    let p = Project::started("json");
    p.write("a.json", all_pass("a"));
    let commands: Vec<Vec<&str>> = vec![
        vec!["prompt", "notes"],
        vec!["record", "notes", "--judge", "A", "--file", "a.json"],
        vec!["merge", "notes"],
        vec!["status", "notes"],
        vec!["verdict", "notes"],
        vec!["settle", "notes", "facts", "PASS", "--note", "x"],
        vec!["list"],
        vec!["export", "notes", "--out", "notes.jury.json"],
        vec!["share", "notes"],
        vec!["import", "notes.jury.json", "--as", "copy"],
        vec!["init", "x", "--rubric", "nope.md", "--artifact", "draft.md"],
        vec!["frobnicate"],
    ];
    for mut args in commands {
        args.push("--json");
        let out = p.jury(&args);
        assert!(
            out.stderr.is_empty(),
            "{args:?} wrote to stderr: {}",
            out.stderr
        );
        let json = out.json();
        assert_eq!(out.stdout.lines().count(), 1, "{args:?}");
        for key in [
            "command", "run", "ok", "round", "exitCode", "outcome", "next", "blocked", "disputed",
            "warnings", "errors",
        ] {
            assert!(json.get(key).is_some(), "{args:?} has no {key}: {json}");
        }
        assert_eq!(json["exitCode"], out.code, "{args:?}");
        assert_eq!(
            json["ok"],
            json["errors"].as_array().unwrap().is_empty(),
            "{args:?}"
        );
    }
}

/// `--dir` roots `.jury/` elsewhere; paths are stored relative to it, a file outside it absolute.
#[test]
fn paths_are_stored_relative_to_the_dir() {
    let p = Project::new("dir");
    p.write("proj/docs/draft.md", DRAFT_1)
        .write("proj/rubric.md", RUBRIC)
        .write("elsewhere/draft.md", DRAFT_1);
    let out = p.jury(&[
        "init",
        "a",
        "--rubric",
        "proj/rubric.md",
        "--artifact",
        "proj\\docs\\draft.md",
        "--dir",
        "proj",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let artifact: serde_json::Value =
        serde_json::from_str(&p.read("proj/.jury/a/artifact.json")).unwrap();
    assert_eq!(
        artifact["path"], "docs/draft.md",
        "relative to --dir, with / separators"
    );
    assert!(
        out.stdout.contains("jury prompt a --dir proj"),
        "next keeps --dir: {}",
        out.stdout
    );

    p.jury(&[
        "init",
        "b",
        "--rubric",
        "proj/rubric.md",
        "--artifact",
        "elsewhere/draft.md",
        "--dir",
        "proj",
    ]);
    let artifact: serde_json::Value =
        serde_json::from_str(&p.read("proj/.jury/b/artifact.json")).unwrap();
    let stored = artifact["path"].as_str().unwrap();
    assert!(
        stored.starts_with('/') && stored.ends_with("elsewhere/draft.md"),
        "{stored}"
    );
    // Nothing else of the machine: the run file names the artifact by its file name only.
    let run = p.read("proj/.jury/a/run.json");
    assert!(!run.contains(&*p.dir.to_string_lossy()), "{run}");
    let list = p.jury(&["list", "--dir", "proj", "--json"]).json();
    assert_eq!(list["runs"].as_array().unwrap().len(), 2);
}

/// The run goes out (export, share) and comes back (import) as the same history.
#[test]
fn a_run_moves_out_and_back() {
    let p = Project::started("moves");
    p.write("a.json", all_pass("a"));
    p.jury(&["record", "notes", "--judge", "A", "--file", "a.json"]);
    let export = p.jury(&["export", "notes"]);
    assert_eq!(export.code, 0, "{}", export.stderr);
    assert_eq!(
        p.read("notes.jury.json"),
        p.read(".jury/notes/run.json"),
        "the app's file name, the run file's bytes"
    );

    let link = p
        .jury(&["share", "notes", "--app", "https://example.org/jury/"])
        .stdout;
    assert!(
        link.starts_with("https://example.org/jury/#/shared/1/run/"),
        "{link}"
    );
    let imported = p.jury(&["import", link.trim(), "--as", "linked"]);
    assert_eq!(imported.code, 0, "{}", imported.stderr);
    assert_eq!(
        p.read(".jury/linked/run.json"),
        p.read(".jury/notes/run.json")
    );
    assert_eq!(
        p.read(".jury/linked/draft.md"),
        DRAFT_1,
        "the artifact written into the run folder"
    );

    // Further along elsewhere: a merge added, then brought back over the older folder.
    p.jury(&["merge", "notes"]);
    p.jury(&["export", "notes", "--out", "later.jury.json"]);
    let back = p.jury(&["import", "later.jury.json", "--as", "linked"]);
    assert_eq!(back.code, 0, "{}", back.stderr);
    assert!(back.stdout.contains("1 new input"), "{}", back.stdout);
    assert_eq!(
        p.read(".jury/linked/run.json"),
        p.read(".jury/notes/run.json")
    );
    let older = p.jury(&["import", "notes.jury.json", "--as", "linked"]);
    assert_eq!(
        older.code, 1,
        "an older copy does not overwrite a newer one"
    );
}

/// `init --language`: the run's prompts are in that language, kept in the run file; an unknown
/// language is refused with the list, and nothing is written.
#[test]
fn a_run_started_in_another_language_prompts_in_it() {
    let p = Project::new("language");
    p.write("rubric.md", RUBRIC).write("draft.md", DRAFT_1);
    let init = |language: &str| {
        p.jury(&[
            "init",
            "notes",
            "--rubric",
            "rubric.md",
            "--artifact",
            "draft.md",
            "--language",
            language,
        ])
    };
    let before = p.snapshot();
    let refused = init("nl");
    assert_eq!(refused.code, 1);
    assert!(
        refused
            .stderr
            .contains("--language takes one of en, zh-CN, ja, es, fr, de, pt-BR, ar, not \"nl\""),
        "{}",
        refused.stderr
    );
    assert_eq!(p.snapshot(), before);
    assert_eq!(init("es-MX").code, 0);
    let prompt = p.jury(&["prompt", "notes"]).stdout;
    assert!(
        prompt.starts_with("# Revisión\n\nEres un revisor nuevo e independiente."),
        "{prompt}"
    );
    assert!(prompt.contains("Escribe \"reason\", \"fix\" y \"optional\" en español."));
    let exported = p.jury(&["export", "notes", "--out", "-"]).stdout;
    let file: serde_json::Value = serde_json::from_str(&exported).unwrap();
    assert_eq!(file["entries"][0]["language"], "es");
}

/// A run made in another language has its verdict in it: the Markdown and HTML reports and
/// verdict.json's sentences (review-loop §9), while the command line's own lines stay English.
#[test]
fn a_run_in_another_language_has_its_verdict_in_it() {
    let p = Project::new("language-verdict");
    p.write("rubric.md", RUBRIC).write("draft.md", DRAFT_1);
    let init = [
        "init",
        "notes",
        "--rubric",
        "rubric.md",
        "--artifact",
        "draft.md",
        "--language",
        "es",
    ];
    assert_eq!(p.jury(&init).code, 0);
    p.write("a.json", all_pass("a"))
        .write("b.json", all_pass("b"));
    p.jury(&["record", "notes", "--judge", "A", "--file", "a.json"]);
    p.jury(&["merge", "notes"]);
    p.jury(&["record", "notes", "--judge", "B", "--file", "b.json"]);
    assert_eq!(p.jury(&["merge", "notes"]).code, 0);

    let md = p.jury(&["verdict", "notes", "--format", "md"]);
    assert_eq!(md.code, 0);
    assert!(
        md.stdout.starts_with(
            "# Veredicto: notes\n\n**PASS** (código de salida 0). Los dos jueces aprobaron todos los criterios tras 1 ronda.\n"
        ),
        "{}",
        md.stdout
    );
    assert!(md
        .stdout
        .contains("\n## Criterios\n\n| Criterio | Resultado | Juez A | Juez B |\n"));
    assert!(
        md.stderr.contains("Verdict of \"notes\": PASS"),
        "{}",
        md.stderr
    );
    let html = p.jury(&["verdict", "notes", "--format", "html"]).stdout;
    assert!(
        html.starts_with("<!doctype html>\n<html lang=\"es\"><head>"),
        "{html}"
    );
    assert!(
        html.contains("<h2>Rondas</h2><ol><li>PASS</li></ol>"),
        "{html}"
    );
    let doc: serde_json::Value = serde_json::from_str(&p.read(".jury/notes/verdict.json")).unwrap();
    assert_eq!(doc["language"], "es");
    assert_eq!(doc["outcome"], "PASS");
}
