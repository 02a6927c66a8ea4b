//! Run transcripts (spec §5.4): NDJSON of PanelEvents, gzipped above 256 KiB, and the
//! forgiving reader upstream's replay uses.
//!
//! Owns: the byte format and the file name. Never touches the file system (bytes in, bytes
//! out) and never replays at a speed (the caller drives a `Theater` with the events).

use std::fmt;
use std::io::{Read, Write};

use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use flate2::Compression;

use super::event::PanelEvent;
use super::validate::is_panel_event;

/// Above this many UTF-8 bytes the transcript is gzipped.
pub const GZIP_THRESHOLD: usize = 262_144;

/// A transcript ready to store under `name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transcript {
    /// `transcript.ndjson` or `transcript.ndjson.gz`.
    pub name: &'static str,
    pub bytes: Vec<u8>,
}

/// `writeTranscript`: one `JSON.stringify(event)` per line, `\n`-terminated, in order.
pub fn write_transcript(events: &[PanelEvent]) -> Transcript {
    let mut text = String::new();
    for ev in events {
        text.push_str(&ev.to_json());
        text.push('\n');
    }
    if text.len() <= GZIP_THRESHOLD {
        return Transcript {
            name: "transcript.ndjson",
            bytes: text.into_bytes(),
        };
    }
    let mut gz = GzEncoder::new(Vec::new(), Compression::default());
    // Writing into a Vec cannot fail.
    let bytes = gz
        .write_all(text.as_bytes())
        .and_then(|()| gz.finish())
        .unwrap_or_default();
    Transcript {
        name: "transcript.ndjson.gz",
        bytes,
    }
}

/// The gzip data of a transcript is corrupt. Remedy: re-fetch or re-export the transcript.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TranscriptError {
    pub message: String,
}

impl fmt::Display for TranscriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read transcript: {}", self.message)
    }
}

impl std::error::Error for TranscriptError {}

/// Reads a transcript, plain or gzipped (detected by the magic bytes `1f 8b`): lines split on
/// `\r?\n`; blank lines, invalid JSON and values failing `is_panel_event` are skipped, like
/// upstream's replay. Invalid UTF-8 is replaced (as `TextDecoder` does).
pub fn read_transcript(data: &[u8]) -> Result<Vec<PanelEvent>, TranscriptError> {
    let inflated;
    let raw = if data.starts_with(&[0x1f, 0x8b]) {
        let mut buf = Vec::new();
        GzDecoder::new(data)
            .read_to_end(&mut buf)
            .map_err(|e| TranscriptError {
                message: e.to_string(),
            })?;
        inflated = buf;
        &inflated[..]
    } else {
        data
    };
    let text = String::from_utf8_lossy(raw);
    Ok(text
        .split('\n')
        .map(|line| line.strip_suffix('\r').unwrap_or(line))
        .filter(|line| !line.trim().is_empty())
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(is_panel_event)
        .filter_map(|v| PanelEvent::from_value(&v).ok())
        .collect())
}
