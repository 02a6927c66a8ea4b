//! Whole-chat pastes of a panel reply (review-loop.md §12, design-jury.md §10): what a person
//! copies out of a chat after sending the panel instructions is read as the panel's stream, the
//! instructions, the chat's labels and a closing remark left out; the instructions alone are
//! refused; a reply cut off in a whole chat is cut off as the same reply pasted alone is.

mod common;

use common::as_shown;
use jury_core::critique::{
    holds_panel_stream, panel_prompt, panel_stream, CritiqueConfig, CritiqueSession, PastedError,
    RunStatus, SessionOptions,
};

const HAPPY: &str = include_str!("fixtures/open-design-v1/happy-3-rounds.txt");

fn prompt() -> String {
    panel_prompt(
        &CritiqueConfig::default(),
        "A pricing card for the Pro plan.",
        "# ACME\nPrimary blue #1a6cf5.",
    )
}

/// The session's status and whether it was cut off, for the stream the paste holds.
fn fed(paste: &str) -> (RunStatus, bool) {
    let range = panel_stream(paste).unwrap_or_else(|e| panic!("{e}\n{paste}"));
    let mut session = CritiqueSession::new(SessionOptions::new("r"));
    session.feed(&paste[range]);
    let summary = session.finish();
    (summary.status, session.cut_off())
}

fn whole_chats(prompt: &str, reply: &str) -> Vec<(&'static str, String)> {
    vec![
        (
            "ChatGPT, as shown",
            format!(
                "You said:\n{}ChatGPT said:\nxml\nCopy code\n{reply}\nThe panel shipped in round 3; tell me if you want another pass.\n\nChatGPT can make mistakes. Check important info.\n",
                as_shown(prompt)
            ),
        ),
        (
            "ChatGPT, raw prompt, fenced reply",
            format!("You said:\n{prompt}\nChatGPT said:\n\n```xml\n{reply}\n```\n\nDone.\n"),
        ),
        (
            "Claude.ai, as shown",
            format!(
                "{}\n\nHere is the panel run.\n\n{reply}\n\nRetry\nClaude can make mistakes. Please double-check responses.\n",
                as_shown(prompt)
            ),
        ),
    ]
}

// review-loop §12: a whole-chat paste ships like the bare stream; the stream is exactly the envelope.
#[test]
fn a_whole_chat_paste_ships_like_the_bare_stream() {
    let stream = HAPPY.trim();
    assert_eq!(fed(HAPPY), (RunStatus::Shipped, false));
    for (name, paste) in whole_chats(&prompt(), stream) {
        let range = panel_stream(&paste).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&paste[range], stream, "{name}");
        assert_eq!(fed(&paste), (RunStatus::Shipped, false), "{name}");
    }
}

// review-loop §12: the instructions alone (raw, as a chat shows them, under a speaker label) are refused
// as the prompt, with words that say so.
#[test]
fn the_instructions_alone_are_refused_as_the_prompt() {
    let prompt = prompt();
    for paste in [
        prompt.clone(),
        as_shown(&prompt),
        format!("You said:\n{prompt}\nChatGPT said:\n"),
        // Copied only up to the skeleton: its example envelope is not the reply either.
        prompt[..prompt.find("## Brief and brand source").unwrap()].to_string(),
    ] {
        assert_eq!(
            panel_stream(&paste),
            Err(PastedError::PromptOnly),
            "{paste}"
        );
    }
    assert!(PastedError::PromptOnly
        .to_string()
        .starts_with("this is the prompt, not the panel's reply"));
}

// review-loop §12: a reply cut off inside a whole chat is cut off (the remedy is "continue"), as the same
// reply pasted alone is; the chat's footer is not read as part of the stream.
#[test]
fn a_cut_off_reply_in_a_whole_chat_is_cut_off() {
    let cut = &HAPPY[..HAPPY.find("role=\"brand\"").unwrap()];
    let alone = fed(cut);
    assert_eq!(alone, (RunStatus::Degraded, true));
    let paste = format!(
        "You said:\n{}ChatGPT said:\nxml\nCopy code\n{cut}\nChatGPT can make mistakes. Check important info.\n",
        as_shown(&prompt())
    );
    assert_eq!(fed(&paste), alone);
    assert_eq!(&paste[panel_stream(&paste).unwrap()], cut.trim_end());
}

// Text without the instructions and without an envelope is left whole, for the parser's own
// message ("no envelope"); a bare or fenced stream starts at its envelope.
#[test]
fn text_without_instructions_is_read_from_the_envelope() {
    assert_eq!(panel_stream("hello"), Ok(0..5));
    let fenced = format!("```xml\n{HAPPY}```\n");
    let range = panel_stream(&fenced).unwrap();
    assert_eq!(range.start, 7);
    assert_eq!(fed(&fenced), (RunStatus::Shipped, false));
}

#[test]
fn an_empty_or_oversized_paste_is_refused_in_words_before_anything_is_read() {
    assert_eq!(panel_stream(" \n\t "), Err(PastedError::Empty));
    assert!(PastedError::Empty
        .to_string()
        .starts_with("paste the agent's reply first"));
    let limit = jury_core::limits::MAX_REPLY_BYTES;
    let at_limit = format!("{HAPPY}{}", " ".repeat(limit - HAPPY.len()));
    assert!(
        panel_stream(&at_limit).is_ok(),
        "a paste of exactly the limit is read"
    );
    let past = format!("{at_limit} ");
    let refused = panel_stream(&past).unwrap_err();
    assert!(matches!(refused, PastedError::TooLarge(_)));
    assert!(
        refused
            .to_string()
            .contains("the panel did not run and nothing was stored"),
        "{refused}"
    );
}

#[test]
fn a_file_holding_a_panel_reply_is_told_from_a_transcript() {
    assert!(holds_panel_stream(HAPPY.as_bytes()));
    assert!(holds_panel_stream(b"notes\n<CRITIQUE_RUN\tversion=\"1\">"));
    // A transcript's events name the envelope only inside JSON strings, never as a tag head.
    assert!(!holds_panel_stream(
        br#"{"type":"run_started","note":"<CRITIQUE_RUN>"}"#
    ));
    assert!(!holds_panel_stream(b"\xff\xfe not text"));
}
