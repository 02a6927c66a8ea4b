//! Human-readable reports of a verdict (review-loop.md §9): Markdown, and a standalone HTML page
//! that opens anywhere without the app.
//!
//! Owns the layout of the two reports, in the run's language (the words are `report_words`').
//! Every fact comes from the [`VerdictDocument`]; nothing is decided here. All text from the run (names, reasons, notes)
//! is escaped, so a report of an HTML artifact never runs or renders anything from it.

use std::fmt::Write;

use crate::review::judge::Judge;
use crate::review::merge::Outcome;
use crate::review::prompt_words::fill;
use crate::review::report_words::{words, ReportWords};
use crate::review::verdict::{BlockedObjection, VerdictDocument, VerdictRound};

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

/// What the reports show for a judge that gave no reason for a criterion.
const NO_REASON: &str = "—";

/// What each outcome means, one sentence, then what rule 1 did not count (shared by both
/// reports).
fn outcome_sentence(doc: &VerdictDocument, w: &ReportWords) -> String {
    let sentence = outcome_meaning(doc, w);
    match doc.blocked.len() {
        0 => sentence,
        n => fill(
            w.form(w.not_counted, n as u64),
            &[("sentence", &sentence), ("n", &n.to_string())],
        ),
    }
}

fn outcome_meaning(doc: &VerdictDocument, w: &ReportWords) -> String {
    let rounds = doc.rounds.to_string();
    match doc.outcome {
        // §12: never "both judges passed" a criterion one of them failed and a human settled.
        Outcome::Pass => match doc.settled_ids().as_slice() {
            [] => fill(w.form(w.passed, doc.rounds.into()), &[("n", &rounds)]),
            settled => fill(
                w.form(w.passed_settled, doc.rounds.into()),
                &[("n", &rounds), ("list", &settled.join(w.list_separator))],
            ),
        },
        Outcome::Disputed => w.disputed.to_string(),
        Outcome::RoundLimit => fill(w.round_limit, &[("limit", &doc.round_limit.to_string())]),
        other => fill(w.ended, &[("outcome", other.as_str())]),
    }
}

/// The headline: the outcome in words (already marked up), its exit code and what it means.
fn headline(doc: &VerdictDocument, w: &ReportWords, outcome: &str, sentence: &str) -> String {
    fill(
        w.headline,
        &[
            ("outcome", outcome),
            ("code", &doc.exit_code.to_string()),
            ("sentence", sentence),
        ],
    )
}

fn rounds_line(doc: &VerdictDocument, w: &ReportWords) -> String {
    fill(
        w.rounds,
        &[
            ("n", &doc.rounds.to_string()),
            ("limit", &doc.round_limit.to_string()),
        ],
    )
}

fn judge_title(w: &ReportWords, judge: Judge) -> String {
    fill(w.judge, &[("judge", judge.as_str())])
}

/// The models the run names, each as "part: name" with the name as `name` writes it.
fn models(doc: &VerdictDocument, w: &ReportWords, name: impl Fn(&str) -> String) -> Vec<String> {
    [
        (w.author.to_string(), &doc.models.author),
        (judge_title(w, Judge::A), &doc.models.a),
        (judge_title(w, Judge::B), &doc.models.b),
    ]
    .into_iter()
    .filter_map(|(part, model)| {
        let model = model.as_deref()?;
        Some(fill(w.model, &[("part", &part), ("name", &name(model))]))
    })
    .collect()
}

/// What failed, was disputed and was settled in a round, each list as `list` writes it.
fn round_lists(w: &ReportWords, r: &VerdictRound, list: impl Fn(&str) -> String) -> String {
    [
        (w.failed, &r.failed),
        (w.disputed_list, &r.disputed),
        (w.settled_list, &r.settled),
    ]
    .into_iter()
    .filter(|(_, ids)| !ids.is_empty())
    .map(|(template, ids)| fill(template, &[("list", &list(&ids.join(w.list_separator)))]))
    .collect()
}

/// A blocked objection's line, its parts already escaped and marked up.
fn blocked_item(
    w: &ReportWords,
    b: &BlockedObjection,
    criterion: &str,
    reason: &str,
    quoted: Option<String>,
    why: &str,
) -> String {
    let quote = quoted
        .map(|q| fill(w.quote, &[("quote", &q)]))
        .unwrap_or_default();
    fill(
        w.blocked_item,
        &[
            ("n", &b.round.to_string()),
            ("judge", b.judge.as_str()),
            ("criterion", criterion),
            ("reason", reason),
            ("quote", &quote),
            ("why", why),
        ],
    )
}

/// The verdict as Markdown, in the run's language.
pub fn markdown(doc: &VerdictDocument) -> String {
    let w = words(doc.language);
    let mut md = String::new();
    let _ = writeln!(
        md,
        "# {}\n",
        fill(w.title, &[("run", &md_inline(&doc.run))])
    );
    let outcome = format!("**{}**", doc.outcome_markdown_in(doc.language));
    let _ = writeln!(
        md,
        "{}\n",
        headline(doc, w, &outcome, &outcome_sentence(doc, w))
    );
    // The name is outside text: escaped text, not a code span (which a backtick in it
    // would close).
    let artifact = fill(
        w.artifact,
        &[
            ("name", &md_inline(&doc.artifact.name)),
            ("sha256", &format!("`{}`", doc.artifact.sha256)),
        ],
    );
    let _ = writeln!(md, "- {artifact}");
    let _ = writeln!(md, "- {}", rounds_line(doc, w));
    if !doc.anti_ratchet {
        let off = format!("**{}**", w.off);
        let _ = writeln!(md, "- {}", fill(w.anti_ratchet_off, &[("off", &off)]));
    }
    for line in models(doc, w, md_inline) {
        let _ = writeln!(md, "- {line}");
    }
    let _ = writeln!(md, "\n## {}\n", w.criteria);
    let _ = writeln!(
        md,
        "| {} | {} | {} | {} |",
        w.criterion,
        w.result,
        judge_title(w, Judge::A),
        judge_title(w, Judge::B)
    );
    let _ = writeln!(md, "|---|---|---|---|");
    for c in &doc.criteria {
        let _ = writeln!(
            md,
            "| `{}` | {} | {} | {} |",
            c.id,
            c.result.as_str(),
            md_inline(c.judges.a.as_deref().unwrap_or(NO_REASON)),
            md_inline(c.judges.b.as_deref().unwrap_or(NO_REASON))
        );
    }
    let settled: Vec<_> = doc
        .criteria
        .iter()
        .filter_map(|c| c.settled.as_ref().map(|s| (c, s)))
        .collect();
    if !settled.is_empty() {
        let _ = writeln!(md, "\n## {}\n", w.settled_heading);
        for (c, s) in settled {
            let item = fill(
                w.settled_item,
                &[
                    ("id", &format!("`{}`", c.id)),
                    ("result", s.result.as_str()),
                    ("note", &md_inline(&s.note)),
                ],
            );
            let _ = writeln!(md, "- {item}");
        }
    }
    if !doc.blocked.is_empty() {
        let _ = writeln!(md, "\n## {}\n", w.blocked_heading);
        for b in &doc.blocked {
            let quoted = b
                .quote
                .as_deref()
                .map(|q| fill(w.quoted_md, &[("text", &md_inline(q))]));
            let item = blocked_item(
                w,
                b,
                &format!("`{}`", b.criterion),
                &md_inline(&b.reason),
                quoted,
                &md_inline(&b.why),
            );
            let _ = writeln!(md, "- {item}");
        }
    }
    if !doc.optional.is_empty() {
        let _ = writeln!(md, "\n## {}\n", w.optional_heading);
        for note in &doc.optional {
            let _ = writeln!(md, "- {}", md_inline(note));
        }
    }
    let _ = writeln!(md, "\n## {}\n", w.rounds_heading);
    for r in &doc.history {
        let round = fill(
            w.round,
            &[("n", &r.round.to_string()), ("outcome", r.outcome.as_str())],
        );
        let _ = writeln!(md, "- {round}{}", round_lists(w, r, str::to_string));
    }
    md
}

/// The verdict as one standalone HTML page (its own styles, no scripts, no external
/// resources), in the run's language: `lang` on the root and, for a right-to-left language,
/// `dir="rtl"` there and `dir="auto"` around each text from the run (names, reasons, quotes,
/// notes), so that a left-to-right name or reason keeps its own order on the page.
pub fn html(doc: &VerdictDocument) -> String {
    let w = words(doc.language);
    let e = escape_html;
    let rtl = doc.language.is_right_to_left();
    let run_text = |text: &str| {
        if rtl {
            format!("<span dir=\"auto\">{}</span>", e(text))
        } else {
            e(text)
        }
    };
    let mut body = String::new();
    let outcome = format!(
        "<strong>{}</strong>",
        e(&doc.outcome_words_in(doc.language))
    );
    let _ = write!(
        body,
        "<h1>{}</h1><p class=\"outcome {o}\">{}</p>",
        fill(w.title, &[("run", &run_text(&doc.run))]),
        headline(doc, w, &outcome, &e(&outcome_sentence(doc, w))),
        o = doc.outcome
    );
    let artifact = fill(
        w.artifact,
        &[
            (
                "name",
                &format!("<code>{}</code>", run_text(&doc.artifact.name)),
            ),
            (
                "sha256",
                &format!("<code>{}</code>", e(&doc.artifact.sha256)),
            ),
        ],
    );
    let _ = write!(
        body,
        "<ul><li>{artifact}</li><li>{}</li>",
        rounds_line(doc, w)
    );
    if !doc.anti_ratchet {
        let off = format!("<strong>{}</strong>", w.off);
        let _ = write!(
            body,
            "<li>{}</li>",
            fill(w.anti_ratchet_off, &[("off", &off)])
        );
    }
    for line in models(doc, w, run_text) {
        let _ = write!(body, "<li>{line}</li>");
    }
    let _ = write!(
        body,
        "</ul><h2>{}</h2><table><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
        w.criteria,
        w.criterion,
        w.result,
        judge_title(w, Judge::A),
        judge_title(w, Judge::B)
    );
    for c in &doc.criteria {
        let r = c.result.as_str();
        let settled = c
            .settled
            .as_ref()
            .map(|s| {
                let cell = fill(
                    w.settled_cell,
                    &[("result", s.result.as_str()), ("note", &run_text(&s.note))],
                );
                format!("<div><em>{cell}</em></div>")
            })
            .unwrap_or_default();
        let _ = write!(
            body,
            "<tr><td><code>{}</code></td><td class=\"{r}\">{r}{settled}</td><td>{}</td><td>{}</td></tr>",
            e(&c.id),
            run_text(c.judges.a.as_deref().unwrap_or(NO_REASON)),
            run_text(c.judges.b.as_deref().unwrap_or(NO_REASON))
        );
    }
    body.push_str("</tbody></table>");
    if !doc.blocked.is_empty() {
        let _ = write!(body, "<h2>{}</h2><ul>", w.blocked_heading);
        for b in &doc.blocked {
            let quoted = b
                .quote
                .as_deref()
                .map(|q| fill(w.quoted, &[("text", &run_text(q))]));
            let item = blocked_item(
                w,
                b,
                &format!("<code>{}</code>", e(&b.criterion)),
                &run_text(&b.reason),
                quoted,
                &e(&b.why),
            );
            let _ = write!(body, "<li>{item}</li>");
        }
        body.push_str("</ul>");
    }
    if !doc.optional.is_empty() {
        let _ = write!(body, "<h2>{}</h2><ul>", w.optional_heading);
        for note in &doc.optional {
            let _ = write!(body, "<li>{}</li>", run_text(note));
        }
        body.push_str("</ul>");
    }
    let _ = write!(body, "<h2>{}</h2><ol>", w.rounds_heading);
    for r in &doc.history {
        let _ = write!(body, "<li>{}{}</li>", r.outcome, round_lists(w, r, e));
    }
    body.push_str("</ol>");
    let (dir, style_rtl) = if rtl {
        (" dir=\"rtl\"", STYLE_RTL)
    } else {
        ("", "")
    };
    format!(
        "<!doctype html>\n<html lang=\"{lang}\"{dir}><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\
<title>{title}</title><style>{STYLE}{style_rtl}</style></head><body>{body}</body></html>\n",
        lang = doc.language.as_str(),
        title = fill(w.title, &[("run", &e(&doc.run))])
    )
}

/// A right-to-left page's cells start on the right.
const STYLE_RTL: &str = "th,td{text-align:right}";

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
