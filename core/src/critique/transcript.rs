//! Run transcripts (spec §5.4): NDJSON of PanelEvents, gzipped above a threshold (upstream's
//! 256 KiB unless the caller picks another), and the forgiving reader upstream's replay uses.
//!
//! Owns: the byte format and the file name. Reading is bounded: a transcript that holds, or
//! inflates to, more than the reader's `max_bytes` (`limits::MAX_TRANSCRIPT_BYTES` unless the
//! caller gives another) is refused as soon as inflating passes it, so a gzip bomb costs the
//! bound, never the page. Never touches the file system (bytes in, bytes out) and never
//! replays at a speed (the caller drives a `Theater` with the events).

use std::fmt;

use miniz_oxide::inflate::core::{decompress, inflate_flags, DecompressorOxide};
use miniz_oxide::inflate::TINFLStatus;

use super::event::{EventType, FieldKind, PanelEvent};
use super::validate::{check_panel_event, is_panel_event, NotAnEvent};
use crate::limits::{self, TooLarge, Unit, MAX_TRANSCRIPT_BYTES};

/// Upstream's threshold: above this many UTF-8 bytes the transcript is gzipped.
pub const GZIP_THRESHOLD: usize = 262_144;

/// A transcript ready to store under `name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transcript {
    /// `transcript.ndjson` or `transcript.ndjson.gz`.
    pub name: &'static str,
    pub bytes: Vec<u8>,
}

/// `writeTranscript`: one `JSON.stringify(event)` per line, `\n`-terminated, in order; gzipped
/// when the text is strictly longer than `gzip_threshold_bytes` UTF-8 bytes (upstream's rule
/// with its [`GZIP_THRESHOLD`] as the usual value; 0 gzips any non-empty transcript).
pub fn write_transcript(events: &[PanelEvent], gzip_threshold_bytes: usize) -> Transcript {
    let mut text = String::new();
    for ev in events {
        text.push_str(&ev.to_json());
        text.push('\n');
    }
    if text.len() <= gzip_threshold_bytes {
        return Transcript {
            name: "transcript.ndjson",
            bytes: text.into_bytes(),
        };
    }
    let bytes = gzip(text.as_bytes());
    Transcript {
        name: "transcript.ndjson.gz",
        bytes,
    }
}

/// A transcript that cannot be read: its gzip data is corrupt (remedy: re-fetch or re-export
/// it), or it is larger than the reader takes (`too_large` says by how much).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TranscriptError {
    pub message: String,
    pub too_large: Option<TooLarge>,
}

impl From<TooLarge> for TranscriptError {
    fn from(e: TooLarge) -> Self {
        TranscriptError {
            message: format!("{e}; nothing was read or stored"),
            too_large: Some(e),
        }
    }
}

impl fmt::Display for TranscriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read transcript: {}", self.message)
    }
}

impl std::error::Error for TranscriptError {}

impl crate::message::ToMessage for TranscriptError {
    fn to_message(&self) -> crate::message::Message {
        match &self.too_large {
            Some(e) => e.message_as("transcript.too-large"),
            None => crate::message::Message::new("transcript.unreadable")
                .with("detail", self.message.as_str()),
        }
    }
}

/// What a transcript holds: its PanelEvents, and how many of its non-blank lines were not
/// PanelEvents (skipped, as upstream's replay does, but counted so that a reader can say so).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TranscriptEvents {
    pub events: Vec<PanelEvent>,
    pub skipped: usize,
    /// The skipped lines by kind, each kind once with its count, in the order first met: what
    /// a reader needs to say honestly why lines were skipped (a damaged file is not the only
    /// reason: Open Design's parser test output keeps its own records beside the events).
    pub skipped_by: Vec<(SkippedLine, usize)>,
}

/// What a skipped transcript line was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SkippedLine {
    /// Not JSON: a cut or edited line, or text that is no transcript.
    NotJson,
    /// JSON without a string `type`: not an event of any kind.
    NoType,
    /// A record whose `type` starts with `__` (`__score__`, `__artifact__`, `__end__`,
    /// `__error__`): the bookkeeping Open Design's parser tests write beside the events (the
    /// daemon's checks, the shipped body, the event count, a parser error). Never a panel event.
    Record(String),
    /// A `type` that is not a panel event of protocol v1 (another tool's record, or a newer
    /// protocol).
    Unknown(String),
    /// A panel event whose field `field` breaks the guard's rule for its kind (`is_panel_event`):
    /// an edited or damaged line, or one a writer took as it was given (upstream's writes
    /// anything; its replay drops such a line too). The kind, not words: a surface says the rule
    /// in its own language.
    Invalid {
        event: EventType,
        field: &'static str,
        kind: FieldKind,
    },
}

fn classify(line: &str) -> SkippedLine {
    let Ok(value) = serde_json::from_str::<serde_json::Value>(line) else {
        return SkippedLine::NotJson;
    };
    match value.get("type").and_then(serde_json::Value::as_str) {
        None => SkippedLine::NoType,
        Some(t) if t.starts_with("__") => SkippedLine::Record(t.to_string()),
        Some(t) => match check_panel_event(&value) {
            Err(NotAnEvent::Field { event, name, kind }) => SkippedLine::Invalid {
                event,
                field: name,
                kind,
            },
            _ => SkippedLine::Unknown(t.to_string()),
        },
    }
}

/// Reads a transcript, plain or gzipped (detected by the magic bytes `1f 8b`): lines split on
/// `\r?\n`; blank lines, invalid JSON and values failing `is_panel_event` are skipped, like
/// upstream's replay. Invalid UTF-8 is replaced (as `TextDecoder` does). At most
/// [`MAX_TRANSCRIPT_BYTES`] are read (see [`read_transcript_with_limit`]).
pub fn read_transcript(data: &[u8]) -> Result<TranscriptEvents, TranscriptError> {
    read_transcript_with_limit(data, MAX_TRANSCRIPT_BYTES)
}

/// [`read_transcript`], refusing a transcript of more than `max_bytes` (plain, or once
/// inflated) with a [`TranscriptError`] whose `too_large` says by how much.
pub fn read_transcript_with_limit(
    data: &[u8],
    max_bytes: usize,
) -> Result<TranscriptEvents, TranscriptError> {
    let inflated;
    let raw = if data.starts_with(&[0x1f, 0x8b]) {
        inflated = gunzip(data, max_bytes).map_err(|e| match e {
            Gunzip::Bad(message) => TranscriptError {
                message: message.into(),
                too_large: None,
            },
            Gunzip::TooLarge(e) => e.into(),
        })?;
        &inflated[..]
    } else {
        limits::check("the transcript", Unit::Bytes, data.len(), max_bytes)?;
        data
    };
    let text = String::from_utf8_lossy(raw);
    let mut read = TranscriptEvents::default();
    for line in text.split('\n') {
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.trim().is_empty() {
            continue;
        }
        let event = serde_json::from_str::<serde_json::Value>(line)
            .ok()
            .filter(is_panel_event)
            .and_then(|v| PanelEvent::from_value(&v).ok());
        match event {
            Some(event) => read.events.push(event),
            None => {
                read.skipped += 1;
                let kind = classify(line);
                match read.skipped_by.iter_mut().find(|(k, _)| *k == kind) {
                    Some((_, n)) => *n += 1,
                    None => read.skipped_by.push((kind, 1)),
                }
            }
        }
    }
    Ok(read)
}

// ---------- gzip framing (RFC 1952) around miniz_oxide's raw deflate ----------

/// The gzip header flate2's `GzEncoder` wrote: no name, no mtime, OS "unknown".
const GZIP_HEADER: [u8; 10] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];

/// CRC-32 (IEEE, reflected), the gzip trailer's checksum.
fn crc32(data: &[u8]) -> u32 {
    const TABLE: [u32; 256] = {
        let mut table = [0u32; 256];
        let mut i = 0;
        while i < 256 {
            let mut c = i as u32;
            let mut k = 0;
            while k < 8 {
                c = if c & 1 != 0 {
                    0xedb8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
                k += 1;
            }
            table[i] = c;
            i += 1;
        }
        table
    };
    !data.iter().fold(!0u32, |c, b| {
        TABLE[((c ^ u32::from(*b)) & 0xff) as usize] ^ (c >> 8)
    })
}

/// One gzip member: header, raw deflate at level 6 (flate2's default), CRC-32 and size.
fn gzip(data: &[u8]) -> Vec<u8> {
    let mut out = GZIP_HEADER.to_vec();
    out.extend(miniz_oxide::deflate::compress_to_vec(data, 6));
    out.extend(crc32(data).to_le_bytes());
    out.extend((data.len() as u32).to_le_bytes());
    out
}

/// What a gzip file that ends early (an interrupted download or copy) is told.
const TRUNCATED: &str =
    "the gzip data ends early, so the file is truncated; download or copy it again";

/// Why gzip data was not inflated.
#[derive(Debug, PartialEq)]
enum Gunzip {
    Bad(&'static str),
    TooLarge(TooLarge),
}

impl From<&'static str> for Gunzip {
    fn from(message: &'static str) -> Self {
        Gunzip::Bad(message)
    }
}

/// The first gzip member's data, checked against its CRC-32 and size; refused as soon as it
/// inflates past `max` bytes (the output buffer never grows beyond `max`).
fn gunzip(data: &[u8], max: usize) -> Result<Vec<u8>, Gunzip> {
    const BAD_HEADER: &str = "invalid gzip header";
    if data.len() < 10 || data[..3] != [0x1f, 0x8b, 8] {
        return Err(BAD_HEADER.into());
    }
    let flags = data[3];
    let mut at = 10;
    if flags & 4 != 0 {
        // FEXTRA: a little-endian length, then that many bytes.
        let len = data.get(at..at + 2).ok_or(BAD_HEADER)?;
        at += 2 + usize::from(u16::from_le_bytes([len[0], len[1]]));
    }
    for flag in [8, 16] {
        // FNAME, FCOMMENT: zero-terminated.
        if flags & flag != 0 {
            let rest = data.get(at..).ok_or(BAD_HEADER)?;
            at += 1 + rest.iter().position(|b| *b == 0).ok_or(BAD_HEADER)?;
        }
    }
    if flags & 2 != 0 {
        at += 2; // FHCRC
    }
    let body = data.get(at..).ok_or(BAD_HEADER)?;
    let mut inflater = DecompressorOxide::new();
    let mut out = vec![0u8; (body.len() * 4).max(1024).min(max)];
    let (mut read, mut written) = (0, 0);
    loop {
        let (status, used, made) = decompress(
            &mut inflater,
            &body[read..],
            &mut out,
            written,
            inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF,
        );
        read += used;
        written += made;
        match status {
            TINFLStatus::Done => break,
            TINFLStatus::HasMoreOutput if out.len() >= max => {
                // `max` bytes are written and more are to come. Inflating the rest only to
                // count it would cost what the bound saves: the size is the one the gzip
                // trailer gives (the file's last 4 bytes, the size modulo 4 GiB), or just
                // past the bound when the trailer says less.
                let claimed = data
                    .get(data.len().saturating_sub(4)..)
                    .map_or(0, |w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]) as usize);
                return Err(Gunzip::TooLarge(TooLarge {
                    what: "the transcript, once inflated,".into(),
                    unit: Unit::Bytes,
                    found: claimed.max(max + 1),
                    limit: max,
                }));
            }
            TINFLStatus::HasMoreOutput => out.resize((out.len() * 2).min(max), 0),
            // All input was read and the stream wants more: the file was cut short.
            TINFLStatus::FailedCannotMakeProgress | TINFLStatus::NeedsMoreInput => {
                return Err(TRUNCATED.into())
            }
            _ => return Err("corrupt deflate stream".into()),
        }
    }
    out.truncate(written);
    let trailer = body.get(read..read + 8).ok_or(TRUNCATED)?;
    let word =
        |i: usize| u32::from_le_bytes([trailer[i], trailer[i + 1], trailer[i + 2], trailer[i + 3]]);
    if word(0) != crc32(&out) || word(4) != out.len() as u32 {
        return Err("corrupt gzip stream does not have a matching checksum".into());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The writer writes what it is given, as upstream's does; a round 0 (which the event
    /// reader takes but the guard does not) is then skipped on reading, and the skip says which
    /// field broke which rule.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn an_event_the_guard_refuses_is_written_and_its_skip_named() {
        let open = |round: u32| {
            PanelEvent::from_value(
                &serde_json::from_str(&format!(
                    r#"{{"type":"panelist_open","runId":"r","round":{round},"role":"critic"}}"#
                ))
                .unwrap(),
            )
            .unwrap()
        };
        let events = [open(1), open(0), open(2)];
        let file = write_transcript(&events, GZIP_THRESHOLD);
        assert_eq!(
            String::from_utf8(file.bytes.clone())
                .unwrap()
                .lines()
                .count(),
            3
        );
        let read = read_transcript(&file.bytes).unwrap();
        assert_eq!(read.events, [open(1), open(2)]);
        assert_eq!(
            read.skipped_by,
            [(
                SkippedLine::Invalid {
                    event: EventType::PanelistOpen,
                    field: "round",
                    kind: FieldKind::Ordinal,
                },
                1
            )]
        );
    }

    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn gzip_round_trip_and_checks() {
        assert_eq!(crc32(b"123456789"), 0xcbf4_3926);
        let text: Vec<u8> = (0..300_000u32)
            .map(|i| b"abc\n{}"[(i % 6) as usize] ^ (i % 13) as u8)
            .collect();
        let gz = gzip(&text);
        assert_eq!(gunzip(&gz, usize::MAX).unwrap(), text);
        let mut bad = gz.clone();
        let n = bad.len();
        bad[n - 6] ^= 1;
        assert!(gunzip(&bad, usize::MAX).is_err());
        // Cut short, in the trailer or in the middle, it says so.
        assert_eq!(
            gunzip(&gz[..n - 3], usize::MAX),
            Err(Gunzip::Bad(TRUNCATED))
        );
        assert_eq!(
            gunzip(&gz[..n / 2], usize::MAX),
            Err(Gunzip::Bad(TRUNCATED))
        );
        assert!(gunzip(&[0x1f, 0x8b, 9, 0, 0, 0, 0, 0, 0, 0], usize::MAX).is_err());
        // A member with a file name (as `gzip` writes) reads too.
        let mut named = gz[..10].to_vec();
        named[3] = 8;
        named.extend(b"t.ndjson\0");
        named.extend(&gz[10..]);
        assert_eq!(gunzip(&named, usize::MAX).unwrap(), text);
    }

    /// A transcript exactly at the bound reads; one byte more, plain or inflated, is refused
    /// with the bound it passed, and inflating stops there.
    #[test]
    fn the_bound_holds_plain_and_inflated() {
        let text = vec![b'\n'; 5000];
        assert!(read_transcript_with_limit(&text, 5000).is_ok());
        let e = read_transcript_with_limit(&text, 4999).unwrap_err();
        assert_eq!(
            e.too_large.as_ref().map(|t| (t.found, t.limit)),
            Some((5000, 4999))
        );
        assert!(
            e.message.contains("nothing was read or stored"),
            "{}",
            e.message
        );
        let gz = gzip(&text);
        assert!(read_transcript_with_limit(&gz, 5000).is_ok());
        let e = read_transcript_with_limit(&gz, 4999).unwrap_err();
        assert_eq!(e.too_large.map(|t| t.limit), Some(4999));
        // A bomb: 64 MiB and one byte of zeros, in about 65 KB of gzip.
        let bomb = gzip(&vec![0u8; MAX_TRANSCRIPT_BYTES + 1]);
        assert!(bomb.len() < 100_000);
        let e = read_transcript(&bomb).unwrap_err();
        assert_eq!(e.too_large.map(|t| t.limit), Some(MAX_TRANSCRIPT_BYTES));
        assert!(
            e.message.starts_with(
                "the transcript, once inflated, is 67.1 MB: 1 byte over jury's limit of 67.1 MB"
            ),
            "{}",
            e.message
        );
    }
}
