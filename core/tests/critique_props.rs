//! Property tests for the parser (design-jury.md §3.2-3.4): truncation yields a clean prefix,
//! chunking never changes the events, arbitrary input never panics.
#![cfg(not(target_arch = "wasm32"))]

mod critique_common;

use critique_common::{chunks, events, parse, reference_options, without_warnings};
use jury_core::critique::{CritiqueParser, PanelEvent, ParserOptions, WarningKind};
use proptest::prelude::*;

const ROLES: [&str; 6] = ["designer", "critic", "brand", "a11y", "copy", "Phantom"];

fn panelist() -> impl Strategy<Value = String> {
    (
        0..ROLES.len(),
        -2.0f64..13.0,
        prop::collection::vec(("[a-z]{1,6}", -1.0f64..12.0, "[ a-zé汉😀]{0,12}"), 0..3),
        prop::collection::vec("[ A-Za-z.]{0,16}", 0..3),
    )
        .prop_map(|(role, score, dims, fixes)| {
            let mut s = format!("<PANELIST role=\"{}\" score=\"{score:.1}\">\n", ROLES[role]);
            for (name, score, note) in dims {
                s.push_str(&format!(
                    "<DIM name=\"{name}\" score=\"{score:.2}\">{note}</DIM>"
                ));
            }
            for fix in fixes {
                s.push_str(&format!("<MUST_FIX>{fix}</MUST_FIX>"));
            }
            s + "</PANELIST>\n"
        })
}

/// A well-formed run: prose, 1-3 rounds (round 1 with the designer's artifact), one SHIP.
fn valid_run() -> impl Strategy<Value = String> {
    (
        "[a-zA-Z ,.é]{0,20}",
        prop::collection::vec(prop::collection::vec(panelist(), 0..4), 1..4),
        prop::bool::ANY,
    )
        .prop_map(|(prose, rounds, close)| {
            let mut s = format!("{prose}\n<CRITIQUE_RUN version=\"1\" maxRounds=\"3\" threshold=\"8.0\" scale=\"10\">\n");
            for (i, panel) in rounds.iter().enumerate() {
                let n = i + 1;
                s.push_str(&format!("<ROUND n=\"{n}\">\n"));
                if n == 1 {
                    s.push_str("<PANELIST role=\"designer\"><ARTIFACT mime=\"text/html\"><![CDATA[<p>v1 </PANELIST> ]]></ARTIFACT></PANELIST>\n");
                }
                for p in panel {
                    s.push_str(p);
                }
                s.push_str(&format!("<ROUND_END n=\"{n}\" composite=\"7\" must_fix=\"1\" decision=\"continue\"><REASON>r</REASON></ROUND_END></ROUND>\n"));
            }
            s.push_str("<SHIP round=\"1\" composite=\"7\" status=\"shipped\"><ARTIFACT mime=\"text/html\"><![CDATA[<b>final</SHIP>]]></ARTIFACT><SUMMARY>s</SUMMARY></SHIP>\n");
            if close {
                s.push_str("</CRITIQUE_RUN>\n");
            }
            s
        })
}

/// Events with DIM-level `score_clamped` positions zeroed: only those depend on chunking (§3.4 a).
fn comparable(events: Vec<PanelEvent>) -> Vec<PanelEvent> {
    events
        .into_iter()
        .map(|e| match e {
            PanelEvent::ParserWarning {
                run_id,
                kind: WarningKind::ScoreClamped,
                ..
            } => PanelEvent::ParserWarning {
                run_id,
                kind: WarningKind::ScoreClamped,
                position: 0.0,
            },
            e => e,
        })
        .collect()
}

/// `awaits` is sound: wherever it names a needle and a room, any text that does not complete
/// the needle (with the units before it) and fits the room outputs nothing and fails on nothing,
/// so a caller may hold such text back and push it with the next chunk.
fn check_awaits(text: &str, cap: usize) -> Result<(), TestCaseError> {
    let opts = ParserOptions {
        max_block_bytes: cap,
        ..reference_options()
    };
    let mut parser = CritiqueParser::new(opts);
    let mut sink = Vec::new();
    let starts: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
    for (k, &i) in starts.iter().enumerate() {
        if let Some((needle, room)) = parser.awaits() {
            let before = &text[..i];
            let mut tail_at = before.len().saturating_sub(needle.len() - 1);
            while !before.is_char_boundary(tail_at) {
                tail_at += 1;
            }
            let tail = &before[tail_at..];
            // The longest held text from here that the JS front would hold.
            let mut held = "";
            for &j in starts[k + 1..].iter().chain([&text.len()]) {
                let piece = &text[i..j];
                if piece.len() > room || format!("{tail}{piece}").contains(needle) {
                    break;
                }
                held = piece;
            }
            let mut probe = parser.clone();
            let mut out = Vec::new();
            prop_assert!(
                probe.push(held, &mut out).is_ok(),
                "{text:?} at {i}: {held:?}"
            );
            prop_assert!(out.is_empty(), "{text:?} at {i}: {held:?} gave {out:?}");
        }
        let next = starts.get(k + 1).copied().unwrap_or(text.len());
        if parser.push(&text[i..next], &mut sink).is_err() {
            break;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn awaits_lets_through_only_what_changes_nothing(run in valid_run(), cap in 40usize..400) {
        check_awaits(&run, cap)?;
    }

    #[test]
    fn awaits_on_arbitrary_input(text in "(<|>|CRITIQUE_RUN |ROUND|PANELIST|SHIP|/|\"|=|!\\[CDATA\\[|\\]\\]|[ a-z0-9\n]|汉|😀){0,200}", cap in 8usize..200) {
        check_awaits(&text, cap)?;
    }

    #[test]
    fn valid_runs_parse_cleanly(run in valid_run()) {
        let (out, err) = parse(&run, usize::MAX, reference_options());
        prop_assert!(err.is_none(), "{:?}", err);
        prop_assert_eq!(events(&out).iter().filter(|e| e.type_name() == "ship").count(), 1);
    }

    #[test]
    fn truncation_yields_a_clean_prefix(run in valid_run(), cut in any::<prop::sample::Index>()) {
        let full = events(&parse(&run, usize::MAX, reference_options()).0);
        let mut at = cut.index(run.len() + 1);
        while !run.is_char_boundary(at) {
            at -= 1;
        }
        let (out, _err) = parse(&run[..at], usize::MAX, reference_options());
        let got = events(&out);
        prop_assert!(got.len() <= full.len());
        prop_assert_eq!(&got[..], &full[..got.len()]);
    }

    #[test]
    fn chunking_never_changes_events(run in valid_run(), sizes in prop::collection::vec(1usize..40, 1..8)) {
        let whole = parse(&run, usize::MAX, reference_options());
        // Cycle through the chunk sizes.
        let mut parser = CritiqueParser::new(reference_options());
        let mut out = Vec::new();
        let mut rest = run.as_str();
        let mut i = 0;
        while !rest.is_empty() {
            let head = chunks(rest, sizes[i % sizes.len()])[0];
            parser.push(head, &mut out).unwrap();
            rest = &rest[head.len()..];
            i += 1;
        }
        parser.finish(&mut out).unwrap();
        prop_assert_eq!(comparable(events(&out)), comparable(events(&whole.0)));
        prop_assert_eq!(without_warnings(&out), without_warnings(&whole.0));
    }

    #[test]
    fn arbitrary_input_never_panics(text in "(<|>|CRITIQUE_RUN |ROUND|PANELIST|SHIP|/|\"|=|!\\[CDATA\\[|\\]\\]|[ a-z0-9\n]|汉|😀){0,200}", units in 1usize..20) {
        let a = parse(&text, units, reference_options());
        let b = parse(&text, usize::MAX, reference_options());
        // Errors agree on their class, whatever the chunking (oversize cannot trigger here).
        prop_assert_eq!(a.1.map(|e| e.name()), b.1.map(|e| e.name()));
    }
}
