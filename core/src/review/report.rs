//! Human-readable reports of a verdict (review-loop.md §9): Markdown, and a standalone HTML page
//! that opens anywhere without the app.
//!
//! Owns the wording and layout of the two reports. Every fact comes from the
//! [`VerdictDocument`]; nothing is decided here. All text from the run (names, reasons, notes)
//! is escaped, so a report of an HTML artifact never runs or renders anything from it.

use std::fmt::Write;

use crate::review::verdict::VerdictDocument;

/// Escapes text for HTML element content and double-quoted attributes.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Text that did not come from the app (a run, model or artifact name, a judge's reason or
/// quote, a settle note) as literal Markdown: one line, every character shown as itself in any
/// CommonMark or GitHub viewer, never a link, image, HTML, emphasis, code, heading, list or table
/// cell break (review-loop.md §12). Line breaks and runs of white space become one space; each
/// character with a meaning (`\ [ ] ( ) ! * _ ` # < > | ~ & @`) gets a backslash (CommonMark
/// takes a backslash before any ASCII punctuation as "this character, literally"); so do a
/// leading `-` or `+` and the `.` of a leading number (list markers at the start of an item),
/// the `:` of `://` and the `.` of `www.` (GitHub links bare addresses, and `@` for e-mail).
pub fn md_inline(text: &str) -> String {
    let line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut out = String::with_capacity(line.len() + line.len() / 8);
    let leading_digits = line.bytes().take_while(u8::is_ascii_digit).count();
    for (i, c) in line.char_indices() {
        let rest = &line[i..];
        let escape = match c {
            '\\' | '[' | ']' | '(' | ')' | '!' | '*' | '_' | '`' | '#' | '<' | '>' | '|' | '~'
            | '&' | '@' => true,
            '-' | '+' => i == 0,
            '.' => {
                (i > 0 && i == leading_digits)
                    || (i >= 3 && line.as_bytes()[i - 3..i].eq_ignore_ascii_case(b"www"))
            }
            ':' => rest.starts_with("://"),
            _ => false,
        };
        if escape {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

const BLOCKED_HEADING: &str = "Objections blocked by rule 1 (moved to optional, not counted)";

/// What each outcome means, one sentence (shared by both reports).
fn outcome_sentence(doc: &VerdictDocument) -> String {
    let sentence = outcome_meaning(doc);
    match doc.blocked.len() {
        0 => sentence,
        n => format!(
            "{sentence} Rule 1 did not count {} whose quote was not found in the artifact; see below.",
            if n == 1 { "1 objection".to_string() } else { format!("{n} objections") }
        ),
    }
}

fn outcome_meaning(doc: &VerdictDocument) -> String {
    match doc.outcome {
        // §12: never "both judges passed" a criterion one of them failed and a human settled.
        crate::review::merge::Outcome::Pass => match doc.settled_ids().as_slice() {
            [] => format!(
                "Both judges passed every criterion after {} round(s).",
                doc.rounds
            ),
            settled => format!(
                "After {} round(s) the judges agreed on every criterion but {}, which a judge failed and you settled (see below).",
                doc.rounds,
                settled.join(", ")
            ),
        },
        crate::review::merge::Outcome::Disputed => {
            "The judges disagreed on evidence the tool could not find; a human decides.".into()
        }
        crate::review::merge::Outcome::RoundLimit => format!(
            "Criteria still failed at the round limit ({}).",
            doc.round_limit
        ),
        other => format!("The run ended with {other}."),
    }
}

/// The verdict as Markdown.
pub fn markdown(doc: &VerdictDocument) -> String {
    let mut md = String::new();
    let _ = writeln!(md, "# Verdict: {}\n", md_inline(&doc.run));
    let _ = writeln!(
        md,
        "**{}** (exit code {}). {}\n",
        doc.outcome_markdown(),
        doc.exit_code,
        outcome_sentence(doc)
    );
    // The name is outside text: escaped text, not a code span (which a backtick in it
    // would close).
    let _ = writeln!(
        md,
        "- Artifact: {} (SHA-256 `{}`)",
        md_inline(&doc.artifact.name),
        doc.artifact.sha256
    );
    let _ = writeln!(md, "- Rounds: {} of {}", doc.rounds, doc.round_limit);
    if !doc.anti_ratchet {
        let _ = writeln!(md, "- Anti-ratchet (rule 1) was **off** for this run");
    }
    for (part, name) in [
        ("Author", &doc.models.author),
        ("Judge A", &doc.models.a),
        ("Judge B", &doc.models.b),
    ] {
        if let Some(name) = name {
            let _ = writeln!(md, "- {part}: {}", md_inline(name));
        }
    }
    let _ = writeln!(md, "\n## Criteria\n");
    let _ = writeln!(md, "| Criterion | Result | Judge A | Judge B |");
    let _ = writeln!(md, "|---|---|---|---|");
    for c in &doc.criteria {
        let _ = writeln!(
            md,
            "| `{}` | {} | {} | {} |",
            c.id,
            c.result.as_str(),
            md_inline(c.judges.a.as_deref().unwrap_or("—")),
            md_inline(c.judges.b.as_deref().unwrap_or("—"))
        );
    }
    let settled: Vec<_> = doc
        .criteria
        .iter()
        .filter_map(|c| c.settled.as_ref().map(|s| (c, s)))
        .collect();
    if !settled.is_empty() {
        let _ = writeln!(md, "\n## Settled by a human\n");
        for (c, s) in settled {
            let _ = writeln!(
                md,
                "- `{}`: {} — {}",
                c.id,
                s.result.as_str(),
                md_inline(&s.note)
            );
        }
    }
    if !doc.blocked.is_empty() {
        let _ = writeln!(md, "\n## {BLOCKED_HEADING}\n");
        for b in &doc.blocked {
            let quote = b
                .quote
                .as_deref()
                .map(|q| format!(" Quote: \"{}\".", md_inline(q)))
                .unwrap_or_default();
            let _ = writeln!(
                md,
                "- Round {}, judge {}, `{}`: {}{quote} Not counted: {}.",
                b.round,
                b.judge,
                b.criterion,
                md_inline(&b.reason),
                md_inline(&b.why)
            );
        }
    }
    if !doc.optional.is_empty() {
        let _ = writeln!(md, "\n## Optional notes (never blocking)\n");
        for note in &doc.optional {
            let _ = writeln!(md, "- {}", md_inline(note));
        }
    }
    let _ = writeln!(md, "\n## Rounds\n");
    for r in &doc.history {
        let mut line = format!("- Round {}: {}", r.round, r.outcome);
        if !r.failed.is_empty() {
            let _ = write!(line, "; failed: {}", r.failed.join(", "));
        }
        if !r.disputed.is_empty() {
            let _ = write!(line, "; disputed: {}", r.disputed.join(", "));
        }
        if !r.settled.is_empty() {
            let _ = write!(line, "; settled by you: {}", r.settled.join(", "));
        }
        let _ = writeln!(md, "{line}");
    }
    md
}

/// The verdict as one standalone HTML page (its own styles, no scripts, no external resources).
pub fn html(doc: &VerdictDocument) -> String {
    let e = escape_html;
    let mut body = String::new();
    let _ = write!(
        body,
        "<h1>Verdict: {}</h1><p class=\"outcome {o}\"><strong>{}</strong> (exit code {}). {}</p>",
        e(&doc.run),
        e(&doc.outcome_words()),
        doc.exit_code,
        e(&outcome_sentence(doc)),
        o = doc.outcome
    );
    let _ = write!(
        body,
        "<ul><li>Artifact: <code>{}</code> (SHA-256 <code>{}</code>)</li><li>Rounds: {} of {}</li>",
        e(&doc.artifact.name),
        e(&doc.artifact.sha256),
        doc.rounds,
        doc.round_limit
    );
    if !doc.anti_ratchet {
        body.push_str("<li>Anti-ratchet (rule 1) was <strong>off</strong> for this run</li>");
    }
    for (part, name) in [
        ("Author", &doc.models.author),
        ("Judge A", &doc.models.a),
        ("Judge B", &doc.models.b),
    ] {
        if let Some(name) = name {
            let _ = write!(body, "<li>{part}: {}</li>", e(name));
        }
    }
    body.push_str("</ul><h2>Criteria</h2><table><thead><tr><th>Criterion</th><th>Result</th><th>Judge A</th><th>Judge B</th></tr></thead><tbody>");
    for c in &doc.criteria {
        let r = c.result.as_str();
        let settled = c
            .settled
            .as_ref()
            .map(|s| {
                format!(
                    "<div><em>Settled {}: {}</em></div>",
                    s.result.as_str(),
                    e(&s.note)
                )
            })
            .unwrap_or_default();
        let _ = write!(
            body,
            "<tr><td><code>{}</code></td><td class=\"{r}\">{r}{settled}</td><td>{}</td><td>{}</td></tr>",
            e(&c.id),
            e(c.judges.a.as_deref().unwrap_or("—")),
            e(c.judges.b.as_deref().unwrap_or("—"))
        );
    }
    body.push_str("</tbody></table>");
    if !doc.blocked.is_empty() {
        let _ = write!(body, "<h2>{BLOCKED_HEADING}</h2><ul>");
        for b in &doc.blocked {
            let quote = b
                .quote
                .as_deref()
                .map(|q| format!(" Quote: “{}”.", e(q)))
                .unwrap_or_default();
            let _ = write!(
                body,
                "<li>Round {}, judge {}, <code>{}</code>: {}{quote} Not counted: {}.</li>",
                b.round,
                b.judge,
                e(&b.criterion),
                e(&b.reason),
                e(&b.why)
            );
        }
        body.push_str("</ul>");
    }
    if !doc.optional.is_empty() {
        body.push_str("<h2>Optional notes (never blocking)</h2><ul>");
        for note in &doc.optional {
            let _ = write!(body, "<li>{}</li>", e(note));
        }
        body.push_str("</ul>");
    }
    body.push_str("<h2>Rounds</h2><ol>");
    for r in &doc.history {
        let _ = write!(body, "<li>{}", r.outcome);
        if !r.failed.is_empty() {
            let _ = write!(body, "; failed: {}", e(&r.failed.join(", ")));
        }
        if !r.disputed.is_empty() {
            let _ = write!(body, "; disputed: {}", e(&r.disputed.join(", ")));
        }
        if !r.settled.is_empty() {
            let _ = write!(body, "; settled by you: {}", e(&r.settled.join(", ")));
        }
        body.push_str("</li>");
    }
    body.push_str("</ol>");
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\
<title>Verdict: {title}</title><style>{STYLE}</style></head><body>{body}</body></html>\n",
        title = e(&doc.run)
    )
}

const STYLE: &str = "body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}\
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}\
.PASS{color:#116329}.FAIL,.ROUND_LIMIT{color:#a40e26}.DISPUTED{color:#6639ba}\
@media (prefers-color-scheme:dark){body{background:#0d1117;color:#e6edf3}th,td{border-color:#30363d}.PASS{color:#56d364}.FAIL,.ROUND_LIMIT{color:#ff7b72}.DISPUTED{color:#d2a8ff}}";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::history::RunConfig;
    use crate::review::judge::Judge;
    use crate::review::run::Run;

    const RUBRIC: &str = "- facts: every fact is right\n- complete: nothing is missing\n- plain: each line is plain\n";

    fn passed_run(artifact: &str) -> Run {
        let mut run = Run::create(RunConfig::new("<b>notes</b> | x", RUBRIC, artifact), 1).unwrap();
        let reply = r#"{"criteria":[{"id":"facts","verdict":"PASS","reason":"ok <script>alert(1)</script>"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}],"optional":["a | b\nnext line"]}"#;
        run.record(Judge::A, reply, 2).unwrap();
        run.merge(3).unwrap();
        // Judge B's own words: the same JSON as A's would be refused (§6).
        run.record(
            Judge::B,
            &reply.replace(
                "\"plain\",\"verdict\":\"PASS\"",
                "\"plain\",\"verdict\":\"pass\"",
            ),
            4,
        )
        .unwrap();
        run.merge(5).unwrap();
        run
    }

    #[test]
    fn html_escapes_everything_from_the_run() {
        let doc = passed_run("<h1>design</h1>").verdict().unwrap();
        let page = html(&doc);
        assert!(page.starts_with("<!doctype html>"));
        assert!(!page.contains("<script>"));
        assert!(!page.contains("<b>notes"));
        assert!(page.contains("&lt;b&gt;notes&lt;/b&gt;"));
        assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assert!(page.contains("<strong>PASS</strong>"));
    }

    #[test]
    fn markdown_keeps_table_cells_and_lines_intact() {
        let doc = passed_run("text").verdict().unwrap();
        let md = markdown(&doc);
        assert!(
            md.starts_with("# Verdict: \\<b\\>notes\\</b\\> \\| x\n"),
            "{md}"
        );
        assert!(md.contains("**PASS** (exit code 0)"));
        assert!(
            md.contains("| `facts` | PASS | ok \\<script\\>alert\\(1\\)\\</script\\> |"),
            "{md}"
        );
        assert!(md.contains("- a \\| b next line\n"));
        assert!(md.contains("- Round 1: PASS"));
    }

    /// A run that passes in round 2 while rule 1 blocked `complete`'s unquoted FAIL, from judge A
    /// only or from both judges.
    fn passed_with_blocked(both: bool) -> Run {
        let mut run = Run::create(
            RunConfig::new("notes", RUBRIC, "Requires Node 20 or newer."),
            1,
        )
        .unwrap();
        run.record(Judge::A, r#"{"criteria":[{"id":"facts","verdict":"FAIL","reason":"old","quote":"Requires Node 20 or newer"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#, 2).unwrap();
        run.merge(3).unwrap();
        run.revise("Requires Node 22.18 or newer.", None, 4)
            .unwrap();
        let blocked = r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"FAIL","reason":"The <b>tests</b> are missing.","quote":"a | quote not there"},{"id":"plain","verdict":"PASS"}]}"#;
        run.record(Judge::A, blocked, 5).unwrap();
        run.merge(6).unwrap();
        let b = if both {
            blocked.replace("missing.", "missing!")
        } else {
            r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#.to_string()
        };
        run.record(Judge::B, &b, 7).unwrap();
        run.merge(8).unwrap();
        run
    }

    // review-loop.md §9: objections rule 1 moved to optional are in verdict.json (round, judge,
    // criterion, reason, quote) and both reports say so next to the outcome.
    #[test]
    fn blocked_objections_are_in_the_verdict_and_next_to_the_outcome() {
        let doc = passed_with_blocked(false).verdict().unwrap();
        assert_eq!(doc.outcome, crate::review::merge::Outcome::Pass);
        let json = serde_json::to_value(&doc).unwrap();
        assert_eq!(json["blocked"][0]["round"], 2);
        assert_eq!(json["blocked"][0]["judge"], "A");
        assert_eq!(json["blocked"][0]["criterion"], "complete");
        assert_eq!(
            json["blocked"][0]["reason"],
            "The <b>tests</b> are missing."
        );
        assert_eq!(json["blocked"][0]["quote"], "a | quote not there");
        assert!(json["blocked"][0]["why"]
            .as_str()
            .unwrap()
            .contains("not in the artifact"));
        assert_eq!(
            doc.outcome_words(),
            "PASS, with 1 objection blocked by rule 1"
        );
        let md = markdown(&doc);
        assert!(
            md.contains("**PASS, with 1 objection blocked by rule 1** (exit code 0)"),
            "{md}"
        );
        assert!(md.contains("- Round 2, judge A, `complete`: The \\<b\\>tests\\</b\\> are missing. Quote: \"a \\| quote not there\"."), "{md}");
        let page = html(&doc);
        assert!(
            page.contains("<strong>PASS, with 1 objection blocked by rule 1</strong>"),
            "{page}"
        );
        assert!(page.contains("The &lt;b&gt;tests&lt;/b&gt; are missing."));

        let doc = passed_with_blocked(true).verdict().unwrap();
        assert_eq!(doc.blocked.len(), 2);
        assert_eq!(doc.blocked[1].judge, Judge::B);
        assert_eq!(
            doc.outcome_words(),
            "PASS, with 2 objections blocked by rule 1"
        );
        assert!(markdown(&doc).contains("**PASS, with 2 objections blocked by rule 1**"));
        assert!(html(&doc).contains("Rule 1 did not count 2 objections"));
    }

    // §9: a clean PASS reads as one, and verdict.json has no `blocked` member.
    #[test]
    fn a_clean_pass_says_nothing_of_rule_1() {
        let doc = passed_run("text").verdict().unwrap();
        assert_eq!(doc.outcome_words(), "PASS");
        assert!(serde_json::to_value(&doc).unwrap().get("blocked").is_none());
        assert!(!markdown(&doc).contains("rule 1"));
    }

    /// A run whose round 1 ends DISPUTED on `plain` (judge B failed it with a quote that is
    /// not in the artifact), settled by the user as PASS.
    fn settled_dispute() -> Run {
        let mut run = Run::create(
            RunConfig::new("notes", RUBRIC, "Requires Node 20 or newer."),
            1,
        )
        .unwrap();
        let pass = r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#;
        run.record(Judge::A, pass, 2).unwrap();
        run.merge(3).unwrap();
        run.record(Judge::B, r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"FAIL","reason":"jargon","quote":"a sentence that is not there"}]}"#, 4).unwrap();
        assert_eq!(
            run.merge(5).unwrap().outcome,
            crate::review::merge::Outcome::Disputed
        );
        run.settle(
            "plain",
            crate::review::judge::Verdict::Pass,
            "It reads fine [to me](http://x)",
            6,
        )
        .unwrap();
        run
    }

    // review-loop.md §12: a settled DISPUTED run never reads as if both judges passed.
    #[test]
    fn a_settled_dispute_says_who_failed_and_who_settled() {
        let doc = settled_dispute().verdict().unwrap();
        assert_eq!(doc.outcome, crate::review::merge::Outcome::Pass);
        // Plain for the app and the HTML report (no Markdown shown raw), Markdown in the
        // Markdown report.
        let words = "PASS after round 1: “plain” settled by you as PASS; judge B had failed it";
        assert_eq!(doc.outcome_words(), words);
        assert!(html(&doc).contains(&format!("<strong>{words}</strong>")));
        let md = markdown(&doc);
        let md_words = "PASS after round 1: `plain` settled by you as PASS; judge B had failed it";
        assert!(
            md.contains(&format!("**{md_words}** (exit code 0)")),
            "{md}"
        );
        assert!(!md.contains("Both judges passed"), "{md}");
        assert!(
            md.contains("but plain, which a judge failed and you settled"),
            "{md}"
        );
        assert!(
            md.contains("- Round 1: PASS; settled by you: plain\n"),
            "{md}"
        );
        assert!(
            md.contains("- `plain`: PASS — It reads fine \\[to me\\]\\(http\\://x\\)"),
            "{md}"
        );
        let page = html(&doc);
        assert!(page.contains(&escape_html(words)), "{page}");
        assert!(!page.contains("Both judges passed"));
        assert!(
            page.contains("<li>PASS; settled by you: plain</li>"),
            "{page}"
        );
        let json = serde_json::to_value(&doc).unwrap();
        assert_eq!(json["history"][0]["settled"][0], "plain");
        assert!(json["criteria"][2]["settled"].get("failedBy").is_none());
    }

    #[test]
    fn outside_text_is_escaped_where_it_could_be_markup() {
        for (text, escaped) in [
            (
                "![x](http://e.org/p.png)",
                "\\!\\[x\\]\\(http\\://e.org/p.png\\)",
            ),
            (
                "[x](javascript:alert(1))",
                "\\[x\\]\\(javascript:alert\\(1\\)\\)",
            ),
            ("- item", "\\- item"),
            ("+ item", "\\+ item"),
            ("12. item", "12\\. item"),
            ("# h", "\\# h"),
            ("a - b 3. c", "a - b 3. c"),
            (
                "see www.example.org or me@example.org",
                "see www\\.example.org or me\\@example.org",
            ),
            (
                "*a* _b_ `c` ~d~ <i> | &amp; \\",
                "\\*a\\* \\_b\\_ \\`c\\` \\~d\\~ \\<i\\> \\| \\&amp; \\\\",
            ),
            ("  two\n lines\t", "two lines"),
        ] {
            assert_eq!(md_inline(text), escaped, "{text}");
        }
    }
}
