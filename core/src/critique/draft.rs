//! draft: the designer's drafts in a panel reply — the `<ARTIFACT>` and `<NOTES>` of each
//! `<PANELIST role="designer">` block, with the round it belongs to (design-jury.md §11: the
//! app shows every design it holds, not only the shipped one).
//!
//! Owns finding those blocks in the whole reply text, with the parser's own scanners (CDATA
//! spans skipped, attributes read the way §1.2 reads them, the artifact body cut by §1.4's
//! extractor). Never validates the protocol: that is `parser`'s; a reply the parser rejects
//! still yields the drafts it holds, so the user can look at what the designer made before
//! the run broke. Upstream's events carry no drafts, so a transcript has none.

use super::number::{js_number, js_trim};
use super::scan::{
    elements, extract_artifact_block, find_outside_cdata, first_text, js_space_at, Attrs,
};

/// One designer turn: its round, the artifact it drafted (if any) and its notes (if any).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Draft {
    /// The round, `Number(n)` of the enclosing `<ROUND n="…">`; `None` when that is not a
    /// finite number (the parser would have refused such a round's panelists).
    pub round: Option<f64>,
    /// The `mime` attribute of its `<ARTIFACT>` (empty when absent).
    pub mime: String,
    /// The artifact body (CDATA content, not trimmed), empty when the turn drafted nothing.
    pub body: String,
    /// The `<NOTES>` text, trimmed; empty when absent.
    pub notes: String,
}

/// Every designer turn of `reply`, in order. A turn with neither artifact nor notes is left out.
pub fn designer_drafts(reply: &str) -> Vec<Draft> {
    let mut out = Vec::new();
    // The text of each round runs from its `<ROUND …>` opener to the next one (`<ROUND_END`
    // is not an opener: the name must be followed by whitespace, as the parser requires).
    let mut starts = Vec::new();
    let mut from = 0;
    while let Some(p) = find_outside_cdata(reply, "<ROUND", from) {
        if js_space_at(reply, p + "<ROUND".len()) {
            starts.push(p);
        }
        from = p + 1;
    }
    for (i, &start) in starts.iter().enumerate() {
        let end = starts.get(i + 1).copied().unwrap_or(reply.len());
        let text = &reply[start..end];
        let head_end = text.find('>').unwrap_or(text.len());
        let round = Attrs::parse(&text["<ROUND".len()..head_end])
            .get("n")
            .map(js_number)
            .filter(|n| n.is_finite());
        for panelist in elements(text, "<PANELIST", "</PANELIST>", false) {
            if panelist.attrs.get("role") != Some("designer") {
                continue;
            }
            let artifact = extract_artifact_block(panelist.content);
            let notes = first_text(panelist.content, "<NOTES>", "</NOTES>").unwrap_or("");
            let body = artifact.as_ref().map_or("", |a| a.body);
            if js_trim(body).is_empty() && notes.is_empty() {
                continue;
            }
            out.push(Draft {
                round,
                mime: artifact
                    .and_then(|a| Attrs::parse(a.attr_text).get("mime"))
                    .unwrap_or("")
                    .to_string(),
                body: body.to_string(),
                notes: notes.to_string(),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of design-jury.md §1.7: a round-1 draft with notes, round 2 notes only.
    const EXAMPLE: &str = r#"Sure.
<CRITIQUE_RUN version="1" maxRounds="2" threshold="8.0" scale="10">
  <ROUND n="1">
    <PANELIST role="designer">
      <NOTES>Draft a compact pricing card.</NOTES>
      <ARTIFACT mime="text/html"><![CDATA[<section class="card">Pro $9</section>]]></ARTIFACT>
    </PANELIST>
    <PANELIST role="critic" score="7"><DIM name="h" score="7">x</DIM></PANELIST>
    <ROUND_END n="1" composite="7" must_fix="0" decision="continue"><REASON>r</REASON></ROUND_END>
  </ROUND>
  <ROUND n="2">
    <PANELIST role="designer"><NOTES>Bigger price, brand font.</NOTES></PANELIST>
    <PANELIST role="designer"></PANELIST>
  </ROUND>
"#;

    #[test]
    fn each_designer_turn_gives_its_round_artifact_and_notes_section_11() {
        let drafts = designer_drafts(EXAMPLE);
        assert_eq!(
            drafts.len(),
            2,
            "the empty designer turn is left out: {drafts:?}"
        );
        assert_eq!(drafts[0].round, Some(1.0));
        assert_eq!(drafts[0].mime, "text/html");
        assert_eq!(drafts[0].body, r#"<section class="card">Pro $9</section>"#);
        assert_eq!(drafts[0].notes, "Draft a compact pricing card.");
        assert_eq!(drafts[1].round, Some(2.0));
        assert_eq!(
            (drafts[1].body.as_str(), drafts[1].notes.as_str()),
            ("", "Bigger price, brand font.")
        );
    }

    #[test]
    fn a_cut_off_reply_still_gives_the_drafts_before_the_cut() {
        let cut = &EXAMPLE[..EXAMPLE.find("<PANELIST role=\"critic\"").unwrap() + 20];
        let drafts = designer_drafts(cut);
        assert_eq!(drafts.len(), 1);
        assert!(drafts[0].body.starts_with("<section"));
    }

    #[test]
    fn markup_inside_a_draft_does_not_start_a_round() {
        let reply = r#"<CRITIQUE_RUN version="1"><ROUND n="3"><PANELIST role="designer"><ARTIFACT mime="text/html"><![CDATA[<ROUND n="9"> <PANELIST role="designer">]]></ARTIFACT></PANELIST>"#;
        let drafts = designer_drafts(reply);
        assert_eq!(drafts.len(), 1, "{drafts:?}");
        assert_eq!(drafts[0].round, Some(3.0));
    }

    #[test]
    fn no_run_no_drafts() {
        assert!(designer_drafts("").is_empty());
        assert!(designer_drafts("just prose").is_empty());
    }
}
