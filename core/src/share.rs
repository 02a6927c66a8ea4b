//! share: a whole run inside a link — the versioned format of `#/shared/<version>/<kind>/<data>`.
//!
//! Owns encoding a run into a link and reading one back, with a typed error for every way a
//! link can be damaged or be too large. `<data>` is the run as JSON — a review-loop run's
//! history (`jury.run/1`, what "Export run" writes) or a panel run's record
//! (`jury.web.panel/1`, `critique::PanelRun`, its transcript included) — compressed with
//! deflate in zlib framing (`miniz_oxide`; zlib's Adler-32 is what tells an altered or cut
//! link from a good one) and written in unpadded base64url, whose alphabet needs no escaping
//! in a URL. Everything is in the fragment, which browsers never send to a server.
//!
//! Reading is bounded before any work is spent (`limits`): the data's length
//! ([`MAX_LINK_CHARS`]), what it inflates to ([`MAX_LINK_INFLATED_BYTES`], inflating stops
//! there), then the run's own limits (`History::check_limits`: lines, criteria, rounds,
//! replies) before it is replayed. The fragment is read as the browser gives it, so
//! percent-escapes (a space pasted into a link arrives as `%20`) are decoded first and a
//! damaged character is named as the user sees it.
//!
//! Versioning: version 1 is the only one written. The reader dispatches on the version, so a
//! later build keeps reading version-1 links (`core/tests/fixtures/share-v1-run.txt` holds one
//! made outside the app); a version newer than the build is refused with a message saying so.
//!
//! Pure: never touches the DOM, storage, the clipboard or the location (the app reads the
//! fragment and hands over what follows `#/shared/`).

use std::fmt;

use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig};
use base64::engine::DecodePaddingMode;
use base64::{alphabet, Engine};
use miniz_oxide::inflate::TINFLStatus;

use crate::critique::PanelRun;
use crate::limits::{self, TooLarge, Unit, MAX_LINK_CHARS, MAX_LINK_INFLATED_BYTES};
use crate::message::{Message, ToMessage};
use crate::review::history::HistoryError;
use crate::review::run::Run;

/// The version this build writes.
pub const VERSION: u32 = 1;
/// What follows `#` in a share link, before the version.
pub const ROUTE_PREFIX: &str = "/shared/";
/// Above this many characters a link works in browsers and Slack, but chat apps with short
/// messages split or cut it (Discord keeps 2,000 characters per message): the page says so.
pub const LONG_LINK: usize = 2_000;
/// zlib level 9: the smallest output; a run is compressed once per click.
const LEVEL: u8 = 9;

/// Unpadded base64url; padding is accepted when reading (some tools add it).
const BASE64: GeneralPurpose = GeneralPurpose::new(
    &alphabet::URL_SAFE,
    GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// What a link carries.
#[derive(Clone, Debug)]
pub enum Shared {
    /// A review-loop run (its whole history).
    Run(Box<Run>),
    /// A Design Jury panel run (its record with the transcript).
    Panel(Box<PanelRun>),
}

impl Shared {
    fn kind(&self) -> &'static str {
        match self {
            Shared::Run(_) => "run",
            Shared::Panel(_) => "panel",
        }
    }

    /// The JSON the link carries.
    pub fn json(&self) -> String {
        match self {
            Shared::Run(run) => run.to_json(),
            Shared::Panel(run) => serde_json::to_string(run).expect("a panel run serializes"),
        }
    }
}

/// Why a run cannot be put in a link, or a link cannot be read. Reading never stores anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// The run makes a link longer than [`MAX_LINK_CHARS`].
    TooBig { length: usize, limit: usize },
    /// The link stops before its version, kind or data.
    Incomplete,
    /// The version is not a number this or any build writes.
    BadVersion(String),
    /// Made by a newer jury.
    NewerVersion(u32),
    /// The kind is neither `run` nor `panel`.
    UnknownKind(String),
    /// A character outside base64url, at this character of the data.
    NotBase64 { at: usize, found: char },
    /// The data ends early: the link was cut (by a chat app, an editor, a copy).
    Truncated,
    /// The data does not decompress or its checksum does not match: the link was changed.
    Altered,
    /// The data, what it inflates to, or the run in it is larger than `limits` takes.
    TooLarge(TooLarge),
    /// It decompresses, but what it holds is not a run of the named kind: `why` in words, and
    /// as a message when the reason has one (a history the core refuses, data that is not text).
    NotARun {
        kind: &'static str,
        why: String,
        reason: Option<Message>,
    },
}

/// A character as a reader of the link sees it: invisible ones by name.
fn shown(c: char) -> String {
    match c {
        ' ' => "a space".into(),
        '\n' | '\r' => "a line break".into(),
        '\t' => "a tab".into(),
        c if c.is_whitespace() || c.is_control() => {
            format!("the invisible character U+{:04X}", c as u32)
        }
        c => format!("“{c}”"),
    }
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const BROKEN: &str =
            "Ask the sender for the link again (copied whole), or for the run file.";
        match self {
            ShareError::TooBig { length, limit } => write!(
                f,
                "This run is too big to share as a link: the link would be {length} characters \
                 long, and links longer than {limit} characters are cut by chat apps and mail \
                 (Slack cuts messages at 40,000). Export the run to a file and send the file instead."
            ),
            ShareError::Incomplete => write!(
                f,
                "This share link is incomplete: it stops before the run it should carry. {BROKEN}"
            ),
            ShareError::BadVersion(v) => write!(
                f,
                "This share link is damaged: “{v}” is not a share-link version. {BROKEN}"
            ),
            ShareError::NewerVersion(v) => write!(
                f,
                "This share link was made by a newer version of jury (link version {v}; this \
                 one reads up to version {VERSION}). Open it with the newer jury, or ask the \
                 sender for the run file."
            ),
            ShareError::UnknownKind(k) => write!(
                f,
                "This share link is damaged: it says it carries a “{k}”, which is neither a \
                 review-loop run nor a panel run. {BROKEN}"
            ),
            ShareError::NotBase64 { at, found } => write!(
                f,
                "This share link is damaged: character {at} of its data is {}, which a share \
                 link never contains (it was changed, or something was added to it). {BROKEN}",
                shown(*found)
            ),
            ShareError::Truncated => write!(
                f,
                "This share link is cut short: its end is missing (chat apps and mail sometimes \
                 cut long links). {BROKEN}"
            ),
            ShareError::Altered => write!(
                f,
                "This share link is damaged: its data does not match its checksum, so part of \
                 it was changed. {BROKEN}"
            ),
            ShareError::TooLarge(e) => write!(
                f,
                "This share link holds more than jury opens: {e}. It was not opened, so it \
                 cannot slow or stop this page."
            ),
            ShareError::NotARun { kind, why, .. } => write!(
                f,
                "This share link unpacks, but what it holds is not a {}: {why}. {BROKEN}",
                match *kind {
                    "panel" => "Design Jury panel run",
                    _ => "review-loop run",
                }
            ),
        }
    }
}

impl std::error::Error for ShareError {}

/// The link to `shared` under `base` (the page's address without its fragment), or why it
/// would be too long.
pub fn link(base: &str, shared: &Shared) -> Result<String, ShareError> {
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(shared.json().as_bytes(), LEVEL);
    let link = format!(
        "{base}#{ROUTE_PREFIX}{VERSION}/{}/{}",
        shared.kind(),
        BASE64.encode(packed)
    );
    // base64url and the prefix are ASCII, so bytes are characters; `base` may not be.
    let length = link.chars().count();
    if length > MAX_LINK_CHARS {
        return Err(ShareError::TooBig {
            length,
            limit: MAX_LINK_CHARS,
        });
    }
    Ok(link)
}

/// `%XX` escapes decoded, as a reader of the address sees it (the browser escapes a space or
/// a non-ASCII character in a fragment); anything else, a lone `%` included, is kept.
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let hex = |b: u8| (b as char).to_digit(16);
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match (
            bytes[i],
            bytes.get(i + 1).and_then(|b| hex(*b)),
            bytes.get(i + 2).and_then(|b| hex(*b)),
        ) {
            (b'%', Some(hi), Some(lo)) => {
                out.push((hi * 16 + lo) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Reads what follows `#/shared/` in a link (`<version>/<kind>/<data>`), as `location.hash`
/// gives it.
pub fn read(path: &str) -> Result<Shared, ShareError> {
    limits::check("the link", Unit::Characters, path.len(), MAX_LINK_CHARS)
        .map_err(ShareError::TooLarge)?;
    let path = percent_decoded(path);
    let (version, rest) = path.split_once('/').ok_or(ShareError::Incomplete)?;
    match version.parse::<u32>() {
        Ok(1) => read_v1(rest),
        Ok(v) if v > VERSION => Err(ShareError::NewerVersion(v)),
        _ => Err(ShareError::BadVersion(version.chars().take(20).collect())),
    }
}

/// Version 1: `<run|panel>/<base64url(zlib(JSON))>`.
fn read_v1(rest: &str) -> Result<Shared, ShareError> {
    let (kind, data) = rest.split_once('/').ok_or(ShareError::Incomplete)?;
    let kind: &'static str = match kind {
        "run" => "run",
        "panel" => "panel",
        other => return Err(ShareError::UnknownKind(other.chars().take(20).collect())),
    };
    if data.is_empty() {
        return Err(ShareError::Incomplete);
    }
    if let Some((at, found)) = data
        .chars()
        .enumerate()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '=')))
    {
        return Err(ShareError::NotBase64 { at: at + 1, found });
    }
    // Only the length can still be wrong (a cut inside a 4-character group).
    let packed = BASE64.decode(data).map_err(|_| ShareError::Truncated)?;
    let json =
        miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&packed, MAX_LINK_INFLATED_BYTES)
            .map_err(|e| match e.status {
            TINFLStatus::HasMoreOutput => ShareError::TooLarge(TooLarge {
                what: "its run, unpacked,".into(),
                unit: Unit::Bytes,
                // Inflating further only to count would cost what the bound saves.
                found: MAX_LINK_INFLATED_BYTES + 1,
                limit: MAX_LINK_INFLATED_BYTES,
            }),
            TINFLStatus::FailedCannotMakeProgress | TINFLStatus::NeedsMoreInput => {
                ShareError::Truncated
            }
            _ => ShareError::Altered,
        })?;
    let text = String::from_utf8(json).map_err(|_| ShareError::NotARun {
        kind,
        why: "it is not text".into(),
        reason: Some(Message::new("share.not-text")),
    })?;
    match kind {
        "run" => Run::from_json(&text)
            .map(|run| Shared::Run(Box::new(run)))
            .map_err(|e| match e {
                HistoryError::TooLarge(e) => ShareError::TooLarge(e),
                e => ShareError::NotARun {
                    kind,
                    why: e.to_string(),
                    reason: Some(e.to_message()),
                },
            }),
        _ => PanelRun::from_json(&text)
            .map(|run| Shared::Panel(Box::new(run)))
            .map_err(|why| ShareError::NotARun {
                kind,
                why,
                reason: None,
            }),
    }
}

/// What a character shown by [`shown`] is, as a message argument (`space`, `line-break`, `tab`,
/// `invisible` or `character`), and the character itself (`U+XXXX` for an invisible one).
fn shown_as_args(c: char) -> (&'static str, String) {
    match c {
        ' ' => ("space", c.to_string()),
        '\n' | '\r' => ("line-break", c.to_string()),
        '\t' => ("tab", c.to_string()),
        c if c.is_whitespace() || c.is_control() => ("invisible", format!("U+{:04X}", c as u32)),
        c => ("character", c.to_string()),
    }
}

impl ToMessage for ShareError {
    fn to_message(&self) -> Message {
        match self {
            ShareError::TooBig { length, limit } => Message::new("share.too-big")
                .with("length", *length)
                .with("limit", *limit),
            ShareError::Incomplete => Message::new("share.incomplete"),
            ShareError::BadVersion(v) => {
                Message::new("share.bad-version").with("version", v.as_str())
            }
            ShareError::NewerVersion(v) => Message::new("share.newer-version")
                .with("version", *v)
                .with("reads", VERSION),
            ShareError::UnknownKind(k) => {
                Message::new("share.unknown-kind").with("kind", k.as_str())
            }
            ShareError::NotBase64 { at, found } => {
                let (what, character) = shown_as_args(*found);
                Message::new("share.not-base64")
                    .with("at", *at)
                    .with("what", what)
                    .with("found", character)
            }
            ShareError::Truncated => Message::new("share.truncated"),
            ShareError::Altered => Message::new("share.altered"),
            ShareError::TooLarge(e) => {
                Message::new("share.too-large").with("reason", e.to_message())
            }
            ShareError::NotARun {
                kind,
                reason: Some(reason),
                ..
            } => Message::new("share.not-a-run")
                .with("kind", *kind)
                .with("reason", reason.clone()),
            ShareError::NotARun {
                kind,
                why,
                reason: None,
            } => Message::new("share.not-a-run-detail")
                .with("kind", *kind)
                .with("detail", why.as_str()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::critique::{CritiqueSession, SessionOptions};
    use crate::review::history::RunConfig;
    use crate::review::judge::Judge;

    const BASE: &str = "https://example.org/tools/jury/";
    const RUBRIC: &str =
        "- facts: every fact is right\n- complete: nothing is missing\n- plain: each line is plain\n";

    fn run(artifact: &str) -> Run {
        Run::create(RunConfig::new("Blog — launch post", RUBRIC, artifact), 7).unwrap()
    }

    fn path(link: &str) -> &str {
        link.split_once(&format!("#{ROUTE_PREFIX}")).unwrap().1
    }

    fn panel() -> PanelRun {
        let mut s = CritiqueSession::new(SessionOptions {
            project_id: "local".into(),
            artifact_id: "p1".into(),
            ..SessionOptions::new("p1")
        });
        s.feed(include_str!(
            "../tests/fixtures/open-design-v1/happy-3-rounds.txt"
        ));
        PanelRun::from_summary("p1", 5.0, "Poster", &s.finish())
    }

    fn packed(json: &str) -> String {
        BASE64.encode(miniz_oxide::deflate::compress_to_vec_zlib(
            json.as_bytes(),
            9,
        ))
    }

    #[test]
    fn a_run_round_trips_with_its_whole_history() {
        let mut r = run("Requires Node 20 or newer\n");
        r.record(
            Judge::A,
            r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#,
            8,
        )
        .unwrap();
        let link = link(BASE, &Shared::Run(Box::new(r.clone()))).unwrap();
        assert!(link.starts_with("https://example.org/tools/jury/#/shared/1/run/"));
        let Ok(Shared::Run(back)) = read(path(&link)) else {
            panic!("not read back")
        };
        assert_eq!(back.to_json(), r.to_json());
        assert!(back.current().a.is_some());
    }

    #[test]
    fn a_panel_run_round_trips_with_its_transcript() {
        let p = panel();
        let link = link(BASE, &Shared::Panel(Box::new(p.clone()))).unwrap();
        assert!(link.contains("#/shared/1/panel/"));
        let back = read(path(&link));
        let Ok(Shared::Panel(back)) = back else {
            panic!("not read back: {back:?}")
        };
        assert_eq!(*back, p);
        assert_eq!(back.events().len(), p.events().len());
    }

    /// The committed version-1 link keeps opening in every later build.
    #[test]
    fn the_committed_version_1_link_still_reads() {
        let fixture = include_str!("../tests/fixtures/share-v1-run.txt").trim();
        let Ok(Shared::Run(run)) = read(path(fixture)) else {
            panic!("the v1 fixture no longer reads")
        };
        assert_eq!(run.name(), "Shared fixture — launch notes");
        assert_eq!(run.round(), 2);
        assert!(run.verdict().is_some(), "the fixture is a finished run");
    }

    /// Each refusal says itself as data too, its English words unchanged.
    #[test]
    fn every_refusal_has_a_message_id_and_its_values() {
        let m = ShareError::NotBase64 { at: 5, found: ' ' }.to_message();
        assert_eq!(m.id, "share.not-base64");
        assert_eq!(m.arg("at"), Some(&crate::message::Arg::Number(5)));
        assert_eq!(
            m.arg("what"),
            Some(&crate::message::Arg::Text("space".into()))
        );
        let m = ShareError::NotBase64 {
            at: 1,
            found: '\u{a0}',
        }
        .to_message();
        assert_eq!(
            m.arg("found"),
            Some(&crate::message::Arg::Text("U+00A0".into()))
        );
        let m = ShareError::NewerVersion(2).to_message();
        assert_eq!(
            (m.id, m.arg("reads")),
            ("share.newer-version", Some(&crate::message::Arg::Number(1)))
        );
        let err = read("1/run/").unwrap_err();
        assert_eq!(err.to_message().id, "share.incomplete");
        let not_json = packed("not json");
        let err = read(&format!("1/run/{not_json}")).unwrap_err();
        let m = err.to_message();
        assert_eq!(m.id, "share.not-a-run");
        assert!(matches!(
            m.arg("reason"),
            Some(crate::message::Arg::Message(_))
        ));
        assert!(err
            .to_string()
            .starts_with("This share link unpacks, but what it holds is not a review-loop run: "));
        let err = read(&format!("1/panel/{not_json}")).unwrap_err();
        assert_eq!(err.to_message().id, "share.not-a-run-detail");
    }

    #[test]
    fn versions_are_dispatched() {
        assert_eq!(
            read("2/run/eJwDAAAAAAE").unwrap_err(),
            ShareError::NewerVersion(2)
        );
        assert_eq!(
            read("x/run/eJw").unwrap_err(),
            ShareError::BadVersion("x".into())
        );
        assert_eq!(
            read("0/run/eJw").unwrap_err(),
            ShareError::BadVersion("0".into())
        );
        let message = ShareError::NewerVersion(2).to_string();
        assert!(message.contains("newer version of jury"), "{message}");
    }

    #[test]
    fn every_damage_is_named() {
        let good = link(BASE, &Shared::Run(Box::new(run("Some text\n")))).unwrap();
        let p = path(&good).to_string();
        // Missing parts.
        assert_eq!(read("1").unwrap_err(), ShareError::Incomplete);
        assert_eq!(read("1/run").unwrap_err(), ShareError::Incomplete);
        assert_eq!(read("1/run/").unwrap_err(), ShareError::Incomplete);
        assert_eq!(
            read("1/verdict/eJw").unwrap_err(),
            ShareError::UnknownKind("verdict".into())
        );
        // Not base64url: where, and what was found.
        let mut bad = p.clone();
        bad.insert(10, '!');
        assert_eq!(
            read(&bad).unwrap_err(),
            ShareError::NotBase64 { at: 5, found: '!' }
        );
        // Cut short, at every length: never read as a run, never anything but "cut" or "changed".
        for cut in 7..p.len() {
            let err = read(&p[..cut]).unwrap_err();
            assert!(
                matches!(err, ShareError::Truncated | ShareError::Altered),
                "cut at {cut}: {err:?}"
            );
        }
        assert_eq!(read(&p[..p.len() - 8]).unwrap_err(), ShareError::Truncated);
        // One character changed: in the checksum it is caught as a change; in the compressed
        // data the link never reads as a run. (The last characters are left out of the loop:
        // the bits after deflate's final block are unused, so a change there may be harmless.)
        let change = |at: usize| {
            let mut chars: Vec<char> = p.chars().collect();
            chars[at] = if chars[at] == 'A' { 'B' } else { 'A' };
            chars.into_iter().collect::<String>()
        };
        assert_eq!(read(&change(p.len() - 4)).unwrap_err(), ShareError::Altered);
        for at in 6..p.len() - 8 {
            assert!(read(&change(at)).is_err(), "changed at {at}");
        }
        // Valid data that is not a run (a verdict document, a panel record named as a run).
        let verdict = packed(r#"{"schema":"jury.verdict/1"}"#);
        let err = read(&format!("1/run/{verdict}")).unwrap_err();
        assert!(
            matches!(err, ShareError::NotARun { kind: "run", .. }),
            "{err:?}"
        );
        assert!(err.to_string().contains("verdict"), "{err}");
        let panel_link = link(BASE, &Shared::Panel(Box::new(panel()))).unwrap();
        let as_run = path(&panel_link).replacen("/panel/", "/run/", 1);
        assert!(matches!(
            read(&as_run).unwrap_err(),
            ShareError::NotARun { kind: "run", .. }
        ));
        let as_panel = p.replacen("/run/", "/panel/", 1);
        assert!(matches!(
            read(&as_panel).unwrap_err(),
            ShareError::NotARun { kind: "panel", .. }
        ));
        // Every message says what to do.
        for e in [
            ShareError::Truncated,
            ShareError::Altered,
            ShareError::Incomplete,
        ] {
            assert!(e.to_string().contains("Ask the sender"), "{e}");
        }
    }

    /// A space in a link arrives as `%20`; the damage names the space, where the
    /// reader sees it, not the `%` of its escape.
    #[test]
    fn a_space_in_a_link_is_named_as_a_space() {
        let good = link(BASE, &Shared::Run(Box::new(run("Some text\n")))).unwrap();
        let mut bad = path(&good).to_string();
        bad.insert_str(49, "%20");
        let err = read(&bad).unwrap_err();
        assert_eq!(err, ShareError::NotBase64 { at: 44, found: ' ' });
        assert!(
            err.to_string()
                .contains("character 44 of its data is a space"),
            "{err}"
        );
        assert_eq!(percent_decoded("a%2Fb%zz%"), "a/b%zz%");
        assert_eq!(percent_decoded("%C3%A9"), "é");
    }

    #[test]
    fn a_bomb_is_refused_at_the_bound() {
        let zeros = vec![b' '; MAX_LINK_INFLATED_BYTES + 1];
        let data = BASE64.encode(miniz_oxide::deflate::compress_to_vec_zlib(&zeros, 9));
        let err = read(&format!("1/run/{data}")).unwrap_err();
        let ShareError::TooLarge(t) = &err else {
            panic!("{err:?}")
        };
        assert_eq!(t.limit, MAX_LINK_INFLATED_BYTES);
        assert!(err.to_string().contains("It was not opened"), "{err}");
    }

    /// Tiny links of millions of short lines are refused before any replay, with
    /// what was too large and by how much.
    #[test]
    fn a_link_of_millions_of_lines_is_refused_by_its_lines() {
        for lines in [1_000_000, 2_500_000] {
            let artifact = "\n".repeat(lines - 1) + "x";
            let history = format!(
                r#"{{"schema":"jury.run/1","entries":[{{"type":"init","name":"n","rubric":"- a: b\n","artifact":"{}","artifactName":"a","rounds":3,"antiRatchet":true,"at":1}}]}}"#,
                artifact.replace('\n', "\\n")
            );
            let data = packed(&history);
            assert!(data.len() < 12_000, "{}", data.len());
            let err = read(&format!("1/run/{data}")).unwrap_err();
            let ShareError::TooLarge(t) = &err else {
                panic!("{err:?}")
            };
            assert_eq!(
                (t.unit, t.found, t.limit),
                (Unit::Lines, lines, limits::MAX_ARTIFACT_LINES)
            );
            let words = err.to_string();
            assert!(words.contains("the artifact has"), "{words}");
            assert!(
                words.contains("over jury's limit of 100,000 lines"),
                "{words}"
            );
        }
    }

    #[test]
    fn a_link_longer_than_any_this_build_writes_is_refused_unread() {
        let long = format!("1/run/{}", "A".repeat(MAX_LINK_CHARS));
        let err = read(&long).unwrap_err();
        assert!(
            matches!(
                err,
                ShareError::TooLarge(TooLarge {
                    unit: Unit::Characters,
                    ..
                })
            ),
            "{err:?}"
        );
    }

    #[test]
    fn a_run_too_big_for_a_link_says_so() {
        // Text that does not compress: a pseudo-random artifact of 40,000 characters.
        let mut x: u32 = 1;
        let artifact: String = (0..40_000)
            .map(|i| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                if i % 70 == 69 {
                    '\n'
                } else {
                    char::from(b'!' + (x % 90) as u8)
                }
            })
            .collect();
        let err = link(BASE, &Shared::Run(Box::new(run(&artifact)))).unwrap_err();
        let ShareError::TooBig { length, limit } = err else {
            panic!("{err:?}")
        };
        assert_eq!(limit, MAX_LINK_CHARS);
        assert!(length > MAX_LINK_CHARS);
        assert!(
            err.to_string().contains("Export the run to a file"),
            "{err}"
        );
        // A run just under the limit is still offered.
        let small: String = artifact.chars().take(10_000).collect();
        assert!(link(BASE, &Shared::Run(Box::new(run(&small)))).is_ok());
    }
}
