//! Upstream's parser tests re-created by what they assert (design-jury.md §7.1 parser.test.ts,
//! §7.2 parsers/v1.test.ts), plus one test per deliberate divergence (§9).
#![cfg(not(target_arch = "wasm32"))]

mod critique_common;

use critique_common::{count, events, fixture, parse, reference_options, without_warnings};
use jury_core::critique::{Output, PanelEvent, ParseError, ParserOptions, Role, WarningKind};

const RUN: &str = r#"<CRITIQUE_RUN version="1" maxRounds="3" threshold="8.0" scale="10">"#;

fn opts_cap(cap: usize) -> ParserOptions {
    ParserOptions {
        max_block_bytes: cap,
        ..reference_options()
    }
}

fn whole(text: &str) -> (Vec<Output>, Option<ParseError>) {
    parse(text, 64, reference_options())
}

fn err_name(text: &str, opts: ParserOptions, units: usize) -> &'static str {
    parse(text, units, opts).1.map_or("none", |e| e.name())
}

fn designer_r1(notes: &str) -> String {
    format!(
        "<PANELIST role=\"designer\"><NOTES>{notes}</NOTES>\
         <ARTIFACT mime=\"text/html\"><![CDATA[<p>v1</p>]]></ARTIFACT></PANELIST>"
    )
}

const SHIP: &str = "<SHIP round=\"1\" composite=\"9\" status=\"shipped\">\
    <ARTIFACT mime=\"text/html\"><![CDATA[<p>final</p>]]></ARTIFACT><SUMMARY>done</SUMMARY></SHIP>";

/// §7.2 `wrapRound1(body)`.
fn wrap_round1(body: &str) -> String {
    format!(
        "{RUN}<ROUND n=\"1\">{}{body}<ROUND_END n=\"1\" composite=\"9\" must_fix=\"0\" \
         decision=\"ship\"><REASON>ok</REASON></ROUND_END></ROUND>{SHIP}</CRITIQUE_RUN>",
        designer_r1("v1")
    )
}

/// A full round 1 with `decision` and the given critic/brand must-fix texts.
fn debate_round(decision: &str, critic: &[&str], brand: &[&str]) -> String {
    let fixes = |xs: &[&str]| {
        xs.iter()
            .map(|t| format!("<MUST_FIX>{t}</MUST_FIX>"))
            .collect::<String>()
    };
    format!(
        "{RUN}<ROUND n=\"1\">{}<PANELIST role=\"critic\" score=\"7\">{}</PANELIST>\
         <PANELIST role=\"brand\" score=\"7\">{}</PANELIST>\
         <ROUND_END n=\"1\" composite=\"7\" must_fix=\"2\" decision=\"{decision}\"></ROUND_END></ROUND>{SHIP}</CRITIQUE_RUN>",
        designer_r1("v1"),
        fixes(critic),
        fixes(brand)
    )
}

fn warnings(outputs: &[Output], kind: WarningKind) -> usize {
    events(outputs)
        .iter()
        .filter(|e| matches!(e, PanelEvent::ParserWarning { kind: k, .. } if *k == kind))
        .count()
}

fn closes(outputs: &[Output]) -> Vec<(Role, f64)> {
    events(outputs)
        .iter()
        .filter_map(|e| match e {
            PanelEvent::PanelistClose { role, score, .. } => Some((*role, *score)),
            _ => None,
        })
        .collect()
}

fn artifacts(outputs: &[Output]) -> Vec<(String, String)> {
    outputs
        .iter()
        .filter_map(|o| match o {
            Output::Artifact(a) => Some((a.mime.clone(), a.body.clone())),
            Output::Event(_) => None,
        })
        .collect()
}

fn ship_summary(outputs: &[Output]) -> String {
    events(outputs)
        .iter()
        .find_map(|e| match e {
            PanelEvent::Ship { summary, .. } => Some(summary.clone()),
            _ => None,
        })
        .expect("a ship event")
}

// ---------- §7.1 parser.test.ts ----------

#[test]
fn happy_fixture_counts_and_ordering() {
    let (out, err) = whole(&fixture("happy-3-rounds"));
    assert!(err.is_none());
    let ev = events(&out);
    assert_eq!(
        (
            count(&ev, "run_started"),
            count(&ev, "round_end"),
            count(&ev, "ship")
        ),
        (1, 3, 1)
    );
    // #2/#3: open precedes the dims of its block; close is the block's last event.
    let mut open: Option<(f64, Role)> = None;
    for e in &ev {
        match e {
            PanelEvent::PanelistOpen { round, role, .. } => open = Some((*round, *role)),
            PanelEvent::PanelistDim { round, role, .. }
            | PanelEvent::PanelistMustFix { round, role, .. } => {
                assert_eq!(open, Some((*round, *role)))
            }
            PanelEvent::PanelistClose { round, role, .. } => {
                assert_eq!(open.take(), Some((*round, *role)))
            }
            _ => {}
        }
    }
    // #5
    let ship = ev.iter().find(|e| e.type_name() == "ship").unwrap();
    let PanelEvent::Ship {
        round,
        composite,
        status,
        ..
    } = ship
    else {
        unreachable!()
    };
    assert_eq!((*round, status.as_str()), (3.0, "shipped"));
    assert!(*composite >= 8.0);
}

#[test]
fn chunking_does_not_change_events() {
    // §7.1 #4 and §7.2 #18: chunk 1 / 7 / 64 / 2^20 / whole.
    let text = fixture("happy-3-rounds");
    let reference = without_warnings(&parse(&text, usize::MAX, reference_options()).0);
    for units in [1, 7, 64, 1 << 20] {
        assert_eq!(
            without_warnings(&parse(&text, units, reference_options()).0),
            reference
        );
    }
}

#[test]
fn error_fixtures() {
    // §7.1 #6-9, #14.
    let cases = [
        ("malformed-unbalanced", "MalformedBlockError"),
        ("malformed-oversize", "OversizeBlockError"),
        ("missing-artifact", "MissingArtifactError"),
    ];
    for (name, want) in cases {
        assert_eq!(
            err_name(&fixture(name), reference_options(), 64),
            want,
            "{name}"
        );
    }
    assert_eq!(
        err_name(
            &fixture("malformed-oversize"),
            reference_options(),
            usize::MAX
        ),
        "OversizeBlockError"
    );
    let (out, err) = whole(&fixture("duplicate-ship"));
    assert!(err.is_none());
    assert_eq!(count(&events(&out), "ship"), 1);
    assert_eq!(warnings(&out, WarningKind::DuplicateShip), 1);
}

#[test]
fn structural_errors() {
    let malformed = "MalformedBlockError";
    // §7.1 #10: PANELIST before any ROUND.
    let t = format!("{RUN}<PANELIST role=\"critic\" score=\"6.4\"></PANELIST></CRITIQUE_RUN>");
    assert_eq!(err_name(&t, reference_options(), 64), malformed);
    // #16, #17: ROUND / SHIP before the run.
    assert_eq!(
        err_name("<ROUND n=\"1\">", reference_options(), 64),
        malformed
    );
    assert_eq!(err_name(SHIP, reference_options(), 64), malformed);
    // #19: opener missing `>`.
    let t = format!("{RUN}<ROUND n=\"1\"><PANELIST role=\"critic\" score=\"8\"</PANELIST>");
    let (_, err) = whole(&t);
    assert!(err.unwrap().message().contains("has no closing >"));
    // #20 and §7.2 #13: SHIP before any ROUND_END.
    assert_eq!(
        err_name(&format!("{RUN}{SHIP}"), reference_options(), 64),
        malformed
    );
    let t = format!("{RUN}<ROUND n=\"1\">{}{SHIP}", designer_r1("x"));
    assert_eq!(err_name(&t, reference_options(), 64), malformed);
    // #21: SHIP without ARTIFACT.
    let t = wrap_round1("").replace(
        "<ARTIFACT mime=\"text/html\"><![CDATA[<p>final</p>]]></ARTIFACT>",
        "",
    );
    assert_eq!(
        err_name(&t, reference_options(), 64),
        "MissingArtifactError"
    );
}

#[test]
fn clamping_against_declared_scale() {
    // §7.1 #11.
    let body = "<PANELIST role=\"critic\" score=\"42\"><DIM name=\"contrast\" score=\"42\">x</DIM></PANELIST>";
    let (out, _) = whole(&wrap_round1(body));
    assert_eq!(closes(&out)[1], (Role::Critic, 10.0));
    assert!(events(&out)
        .iter()
        .any(|e| matches!(e, PanelEvent::PanelistDim { dim_score, .. } if *dim_score == 10.0)));
    assert!(warnings(&out, WarningKind::ScoreClamped) >= 1);
    // #12: scale 20, threshold 18.
    let t = wrap_round1(
        "<PANELIST role=\"critic\" score=\"19\"><DIM name=\"a\" score=\"18\">x</DIM></PANELIST>",
    )
    .replace(
        "threshold=\"8.0\" scale=\"10\"",
        "threshold=\"18\" scale=\"20\"",
    );
    let (out, _) = whole(&t);
    let ev = events(&out);
    assert!(matches!(ev[0], PanelEvent::RunStarted { scale, .. } if scale == 20.0));
    assert_eq!(warnings(&out, WarningKind::ScoreClamped), 0);
    assert_eq!(count(&ev, "ship"), 1);
}

#[test]
fn byte_caps() {
    let oversize = "OversizeBlockError";
    // §7.1 #13 / §7.2 #8: a complete oversize PANELIST in one chunk.
    let t = wrap_round1(&format!(
        "<PANELIST role=\"critic\" score=\"8\"><NOTES>{}</NOTES></PANELIST>",
        "x".repeat(5120)
    ));
    assert_eq!(err_name(&t, opts_cap(4096), usize::MAX), oversize);
    assert_eq!(err_name(&t, opts_cap(2048), usize::MAX), oversize);
    // #15: an oversize SHIP.
    let t = wrap_round1("").replace("<SUMMARY>done", &format!("<SUMMARY>{}", "y".repeat(4608)));
    assert_eq!(err_name(&t, opts_cap(4096), usize::MAX), oversize);
    // #18 / §7.2 #10: the cap counts UTF-8 bytes (1 500 × 汉 = 4 500 bytes).
    let t = wrap_round1(&format!(
        "<PANELIST role=\"critic\" score=\"8\"><NOTES>{}</NOTES></PANELIST>",
        "汉".repeat(1500)
    ));
    assert_eq!(err_name(&t, opts_cap(4096), usize::MAX), oversize);
    // §7.2 #9: an unclosed block over the cap trips the post-chunk check.
    let t = format!(
        "{RUN}<ROUND n=\"1\"><PANELIST role=\"designer\"><NOTES>{}",
        "q".repeat(1536)
    );
    let (_, err) = parse(&t, 64, opts_cap(1024));
    assert!(err
        .unwrap()
        .message()
        .starts_with("block exceeded 1024 bytes"));
}

#[test]
fn artifact_extraction_through_ship() {
    let ship_with = |artifact: &str, rest: &str| {
        wrap_round1("").replace(
            "<ARTIFACT mime=\"text/html\"><![CDATA[<p>final</p>]]></ARTIFACT><SUMMARY>done</SUMMARY>",
            &format!("{artifact}{rest}"),
        )
    };
    let cases = [
        // §7.1 #23-26.
        ("<ARTIFACT mime=\"text/html\"><![CDATA[<script>const s = \"</ARTIFACT>\";</script>]]></ARTIFACT>",
         "<script>const s = \"</ARTIFACT>\";</script>"),
        ("<ARTIFACT mime=\"text/html\"><![CDATA[<!-- bookmark: </ARTIFACT> --><p>real</p>]]></ARTIFACT>",
         "<!-- bookmark: </ARTIFACT> --><p>real</p>"),
        ("<ARTIFACT mime=\"text/html\"><p>plain inline body</p></ARTIFACT>", "<p>plain inline body</p>"),
        ("<ARTIFACT mime=\"text/html\"><![CDATA[<p>spaced</p>]]>\n  \n</ARTIFACT>", "<p>spaced</p>"),
    ];
    for (artifact, body) in cases {
        let (out, err) = whole(&ship_with(artifact, "<SUMMARY>s</SUMMARY>"));
        assert!(err.is_none(), "{artifact}");
        assert_eq!(
            artifacts(&out),
            vec![("text/html".to_owned(), body.to_owned())]
        );
    }
    // #27: a SUMMARY pair inside the CDATA is not the summary.
    let a = "<ARTIFACT mime=\"text/html\"><![CDATA[<SUMMARY>fake</SUMMARY>]]></ARTIFACT>";
    assert_eq!(
        ship_summary(&whole(&ship_with(a, "<SUMMARY>real</SUMMARY>")).0),
        "real"
    );
    // #28: `</SHIP>` inside the CDATA.
    let a = "<ARTIFACT mime=\"text/html\"><![CDATA[<p></SHIP></p>]]></ARTIFACT>";
    let (out, _) = whole(&ship_with(a, "<SUMMARY>real</SUMMARY>"));
    assert_eq!(artifacts(&out)[0].1, "<p></SHIP></p>");
    assert_eq!(ship_summary(&out), "real");
}

#[test]
fn artifact_ref_and_on_artifact_order() {
    // §7.1 #22, §7.2 #11-12.
    let opts = ParserOptions {
        project_id: "pid".into(),
        artifact_id: "aid".into(),
        ..reference_options()
    };
    let (out, _) = parse(&wrap_round1(""), 64, opts);
    let at = out
        .iter()
        .position(|o| matches!(o, Output::Artifact(_)))
        .unwrap();
    let Output::Event(PanelEvent::Ship {
        round,
        status,
        artifact_ref,
        summary,
        ..
    }) = &out[at + 1]
    else {
        panic!("the artifact must come right before ship");
    };
    assert_eq!(
        (*round, status.as_str(), summary.as_str()),
        (1.0, "shipped", "done")
    );
    assert_eq!(
        (
            artifact_ref.project_id.as_str(),
            artifact_ref.artifact_id.as_str()
        ),
        ("pid", "aid")
    );
    let Output::Artifact(a) = &out[at] else {
        unreachable!()
    };
    assert_eq!(
        (a.round, a.mime.as_str(), a.body.as_str()),
        (1.0, "text/html", "<p>final</p>")
    );
}

// ---------- §7.2 parsers/v1.test.ts ----------

#[test]
fn dims_and_must_fixes() {
    let body = "<PANELIST role=\"critic\" score=\"7\"><DIM name=\"hierarchy\" score=\"6\">a</DIM>\
        <DIM name=\"spacing\" score=\"7\">  spacing reads ok \n</DIM><DIM name=\"type\" score=\"8\">c</DIM></PANELIST>\
        <PANELIST role=\"a11y\" score=\"8\"><MUST_FIX> Add focus ring. </MUST_FIX><DIM name=\"focus\" score=\"5\">f</DIM>\
        <MUST_FIX>Add landmarks.</MUST_FIX></PANELIST>";
    let (out, _) = whole(&wrap_round1(body));
    let ev = events(&out);
    let dims: Vec<_> = ev
        .iter()
        .filter_map(|e| match e {
            PanelEvent::PanelistDim {
                role: Role::Critic,
                round,
                dim_name,
                dim_score,
                dim_note,
                ..
            } => Some((*round, dim_name.clone(), *dim_score, dim_note.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(dims.len(), 3);
    assert_eq!(
        dims.iter().map(|d| d.1.as_str()).collect::<Vec<_>>(),
        ["hierarchy", "spacing", "type"]
    );
    assert_eq!(
        (dims[1].0, dims[1].2, dims[1].3.as_str()),
        (1.0, 7.0, "spacing reads ok")
    );
    let fixes: Vec<_> = ev
        .iter()
        .filter_map(|e| match e {
            PanelEvent::PanelistMustFix { round, text, .. } => Some((*round, text.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(
        fixes,
        [
            (1.0, "Add focus ring.".to_owned()),
            (1.0, "Add landmarks.".to_owned())
        ]
    );
    // Order within a block: all DIMs, then all MUST_FIXes.
    let a11y: Vec<_> = ev
        .iter()
        .filter(|e| {
            matches!(
                e,
                PanelEvent::PanelistDim {
                    role: Role::A11y,
                    ..
                } | PanelEvent::PanelistMustFix { .. }
            )
        })
        .map(|e| e.type_name())
        .collect();
    assert_eq!(
        a11y,
        ["panelist_dim", "panelist_must_fix", "panelist_must_fix"]
    );
    // #4
    let (out, _) = whole(&wrap_round1(
        "<PANELIST role=\"critic\" score=\"7\"></PANELIST>",
    ));
    assert_eq!(count(&events(&out), "panelist_must_fix"), 0);
}

#[test]
fn score_clamping_cases() {
    // §7.2 #5-7.
    let critic = |score: &str, dim: &str| {
        whole(&wrap_round1(&format!(
            "<PANELIST role=\"critic\" score=\"{score}\">{dim}</PANELIST>"
        )))
        .0
    };
    let out = critic("-5", "<DIM name=\"a\" score=\"-2\">x</DIM>");
    assert_eq!(closes(&out)[1].1, 0.0);
    assert!(warnings(&out, WarningKind::ScoreClamped) >= 2);
    let out = critic("999", "");
    assert_eq!(closes(&out)[1].1, 10.0);
    assert_eq!(warnings(&out, WarningKind::ScoreClamped), 1);
    assert_eq!(closes(&critic("not-a-number", ""))[1].1, 0.0);
    // §3.6: `score=""` → 0 without warning; `0x8` → 8; single quotes are not attributes.
    assert_eq!(warnings(&critic("", ""), WarningKind::ScoreClamped), 0);
    assert_eq!(closes(&critic("0x8", ""))[1].1, 8.0);
    let out = whole(&wrap_round1(
        "<PANELIST role=\"critic\" score='9'></PANELIST>",
    ))
    .0;
    assert_eq!(closes(&out)[1].1, 0.0);
}

#[test]
fn weak_debate_check() {
    // §7.2 #14-16 (§3.5).
    let same = whole(&debate_round(
        "continue",
        &["Fix the hero contrast."],
        &["Fix the hero contrast."],
    ))
    .0;
    assert_eq!(warnings(&same, WarningKind::WeakDebate), 1);
    let two = ["Fix A.", "Fix B."];
    assert_eq!(
        warnings(
            &whole(&debate_round("continue", &two, &two)).0,
            WarningKind::WeakDebate
        ),
        1
    );
    let distinct = debate_round(
        "continue",
        &["Fix the hero hierarchy."],
        &["Use the approved brand blue."],
    );
    assert_eq!(warnings(&whole(&distinct).0, WarningKind::WeakDebate), 0);
    // Normalised: case and inner whitespace do not make texts distinct.
    let loose = debate_round(
        "continue",
        &["Fix  the HERO contrast."],
        &["fix the hero\ncontrast."],
    );
    assert_eq!(warnings(&whole(&loose).0, WarningKind::WeakDebate), 1);
    // A `ship` round is never checked; the warning comes right before its round_end.
    assert_eq!(
        warnings(
            &whole(&debate_round("ship", &["A"], &["A"])).0,
            WarningKind::WeakDebate
        ),
        0
    );
    let ev = events(&same);
    let at = ev
        .iter()
        .position(|e| {
            matches!(
                e,
                PanelEvent::ParserWarning {
                    kind: WarningKind::WeakDebate,
                    ..
                }
            )
        })
        .unwrap();
    assert_eq!(ev[at + 1].type_name(), "round_end");
}

#[test]
fn chunked_runs() {
    // §7.2 #17, #19, #20, #21.
    let full = "<PANELIST role=\"critic\" score=\"9\"></PANELIST><PANELIST role=\"brand\" score=\"9\"></PANELIST>\
        <PANELIST role=\"a11y\" score=\"9\"></PANELIST><PANELIST role=\"copy\" score=\"9\"></PANELIST>";
    let out = parse(&wrap_round1(full), 3, reference_options()).0;
    let ev = events(&out);
    assert_eq!(
        (
            count(&ev, "panelist_open"),
            count(&ev, "panelist_close"),
            count(&ev, "ship")
        ),
        (5, 5, 1)
    );
    let dup = wrap_round1("").replace("</CRITIQUE_RUN>", &format!("{SHIP}</CRITIQUE_RUN>"));
    let out = whole(&dup).0;
    assert_eq!(
        (
            count(&events(&out), "ship"),
            warnings(&out, WarningKind::DuplicateShip)
        ),
        (1, 1)
    );
    let two = format!(
        "{RUN}<ROUND n=\"1\">{}<ROUND_END n=\"1\" composite=\"5\" must_fix=\"0\" decision=\"continue\"></ROUND_END></ROUND>\
         <ROUND n=\"2\"><PANELIST role=\"critic\" score=\"9\"></PANELIST><ROUND_END n=\"2\" composite=\"9\" must_fix=\"0\" decision=\"ship\"></ROUND_END></ROUND>{}",
        designer_r1("x"),
        SHIP.replace("round=\"1\"", "round=\"2\"")
    );
    let ev = events(&parse(&two, 16, reference_options()).0);
    assert_eq!(count(&ev, "round_end"), 2);
    assert!(matches!(ev.last(), Some(PanelEvent::Ship { round, .. }) if *round == 2.0));
    let out = whole(&wrap_round1(
        "<PANELIST role=\"phantom\" score=\"9\"><MUST_FIX>x</MUST_FIX></PANELIST>",
    ))
    .0;
    assert_eq!(warnings(&out, WarningKind::UnknownRole), 1);
    assert_eq!(count(&events(&out), "panelist_open"), 1);
}

#[test]
fn end_of_stream_cases() {
    // §7.2 #22-25.
    assert_eq!(whole(""), (vec![], None));
    assert_eq!(
        err_name(&format!("{RUN}<ROUND n=\"1\">"), reference_options(), 64),
        "MalformedBlockError"
    );
    let (_, err) = whole(&format!("{RUN}garbage"));
    assert!(err
        .unwrap()
        .message()
        .starts_with("unexpected character \"g\""));
    let t = format!(
        "{RUN}<ROUND n=\"1\"><PANELIST role=\"designer\"><NOTES>only notes</NOTES></PANELIST>\
         <PANELIST role=\"critic\" score=\"9\"></PANELIST><ROUND_END n=\"1\" composite=\"9\" must_fix=\"0\" decision=\"ship\"></ROUND_END>"
    );
    assert_eq!(
        err_name(&t, reference_options(), 64),
        "MissingArtifactError"
    );
    // A SHIP ends the run even without `</CRITIQUE_RUN>`; errors are sticky.
    assert!(whole(&wrap_round1("").replace("</CRITIQUE_RUN>", ""))
        .1
        .is_none());
    let mut p = jury_core::critique::CritiqueParser::new(reference_options());
    let mut out = vec![];
    let first = p.push(&format!("{RUN}?"), &mut out).unwrap_err();
    assert_eq!(p.push("more", &mut out).unwrap_err(), first);
    assert_eq!(p.finish(&mut out).unwrap_err(), first);
}

#[test]
fn positions_are_utf16_code_units() {
    // §3.4: "😀" is 2 UTF-16 units but 4 UTF-8 bytes; "é" is 1 unit, 2 bytes.
    let t = format!("😀é {RUN}?");
    let (_, err) = whole(&t);
    assert_eq!(
        err.unwrap().position(),
        Some(4 + RUN.chars().count() as u64)
    );
}

// ---------- §9 deliberate divergences ----------

#[test]
fn divergence_1_markup_before_the_run_is_prose() {
    // Upstream stalls at `<b>` and yields nothing; here the run is parsed.
    let t = format!("Here: <b>hi</b> <!-- x --> {}", wrap_round1(""));
    for units in [1, 5, usize::MAX] {
        let (out, err) = parse(&t, units, reference_options());
        assert!(err.is_none());
        assert_eq!(count(&events(&out), "ship"), 1);
    }
    // Markup after the run is skipped too; block openers outside the run still fail.
    let after = format!("{}<p>thanks</p>", wrap_round1(""));
    assert!(whole(&after).1.is_none());
    assert_eq!(
        err_name("Hi <PANELIST role=\"critic\">", reference_options(), 64),
        "MalformedBlockError"
    );
}

#[test]
fn divergence_2_unknown_tag_inside_the_run_fails_at_once() {
    // Upstream stalls at `<NOTE>` and only fails at the end of the stream.
    let t = format!("{RUN}\n<NOTE>x</NOTE>");
    let mut p = jury_core::critique::CritiqueParser::new(reference_options());
    let err = p.push(&t, &mut vec![]).unwrap_err();
    assert_eq!(
        (err.name(), err.position()),
        ("MalformedBlockError", Some(RUN.len() as u64 + 1))
    );
    let stray = format!("{RUN}<ROUND n=\"1\"></PANELIST>");
    assert_eq!(
        err_name(&stray, reference_options(), 1),
        "MalformedBlockError"
    );
    // After the first SHIP, trailing markup is ignored (no stall, no oversize error).
    let trailing = wrap_round1("").replace(
        "</CRITIQUE_RUN>",
        &format!("<NOTE>{}</NOTE>", "z".repeat(5000)),
    );
    let (out, err) = parse(&trailing, 64, opts_cap(1024));
    assert!(err.is_none());
    assert_eq!(count(&events(&out), "ship"), 1);
}

#[test]
fn divergence_3_cdata_is_skipped_by_every_block_scan() {
    // Upstream counts the DIM/MUST_FIX inside the designer's CDATA and truncates the block at a
    // literal `</PANELIST>` inside it.
    let designer = "<PANELIST role=\"designer\"><ARTIFACT mime=\"text/html\"><![CDATA[\
        <p>fake <DIM name=\"x\" score=\"1\">d</DIM><MUST_FIX>m</MUST_FIX></PANELIST></p>]]></ARTIFACT></PANELIST>";
    let t = wrap_round1("").replacen(&designer_r1("v1"), designer, 1);
    let (out, err) = whole(&t);
    assert!(err.is_none(), "{err:?}");
    let ev = events(&out);
    assert_eq!(
        (count(&ev, "panelist_dim"), count(&ev, "panelist_must_fix")),
        (0, 0)
    );
}

#[test]
fn divergence_4_must_fix_attributes_and_dim_order() {
    // Upstream ignores both of these elements.
    let body = "<PANELIST role=\"critic\" score=\"7\"><DIM score=\"6\" weight=\"2\" name=\"hierarchy\">n</DIM>\
        <MUST_FIX id=\"R1-C1\">Fix it.</MUST_FIX></PANELIST>";
    let ev = events(&whole(&wrap_round1(body)).0);
    assert!(ev.iter().any(|e| matches!(e, PanelEvent::PanelistDim { dim_name, dim_score, .. } if dim_name == "hierarchy" && *dim_score == 6.0)));
    assert!(ev
        .iter()
        .any(|e| matches!(e, PanelEvent::PanelistMustFix { text, .. } if text == "Fix it.")));
}

#[test]
fn divergence_5_roles_are_case_insensitive() {
    // Upstream reports `role="Critic"` as unknown_role.
    let out = whole(&wrap_round1(
        "<PANELIST role=\"Critic\" score=\"7\"></PANELIST>",
    ))
    .0;
    assert_eq!(warnings(&out, WarningKind::UnknownRole), 0);
    assert_eq!(closes(&out)[1], (Role::Critic, 7.0));
}
