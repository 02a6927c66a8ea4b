//! Fuzzes transcript reading (design-jury.md §5.4), plain and gzipped, under a bound: never a
//! panic; refused as too large only when the data, or what it inflates to, passes the bound;
//! every event read is one `is_panel_event` takes, and events plus skipped lines never
//! outnumber the lines.
//!
//! Input: a first byte (the bound: 2 to the power of 8 + byte % 16 bytes), then the data. A
//! byte above 127 gzips the data first (a valid member the reader must inflate), otherwise the
//! data goes in as it is, gzip magic or not.
#![cfg_attr(feature = "libfuzzer", no_main)]

use jury_core::critique::transcript::{read_transcript_with_limit, write_transcript};
use jury_core::critique::{is_panel_event, PanelEvent};

jury_core_fuzz::target!(|data: &[u8]| {
    let (choice, rest) = jury_core_fuzz::split_first(data);
    let max = 1usize << (8 + choice % 16);
    let gzipped;
    let input = if choice > 127 {
        // write_transcript gzips above the threshold; with one event per line of `rest` the
        // reader must give those events back.
        let events: Vec<PanelEvent> = std::str::from_utf8(rest)
            .unwrap_or("")
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            // `from_value` reads what the strict guard refuses (a round 0, for one), and the
            // reader applies the guard as upstream's replay does: only guarded events come back.
            .filter(is_panel_event)
            .filter_map(|v| PanelEvent::from_value(&v).ok())
            .collect();
        gzipped = write_transcript(&events, 0);
        let read = read_transcript_with_limit(&gzipped.bytes, usize::MAX)
            .expect("a transcript this build wrote reads");
        assert_eq!(read.events.len(), events.len());
        &gzipped.bytes[..]
    } else {
        rest
    };
    match read_transcript_with_limit(input, max) {
        Ok(read) => {
            let lines = String::from_utf8_lossy(input).split('\n').count();
            assert!(read.events.len() + read.skipped <= lines || input.starts_with(&[0x1f, 0x8b]));
            for event in &read.events {
                let value: serde_json::Value =
                    serde_json::from_str(&event.to_json()).expect("an event is JSON");
                assert!(is_panel_event(&value), "{value}");
            }
        }
        Err(e) => {
            if let Some(too_large) = e.too_large {
                assert_eq!(too_large.limit, max);
                assert!(too_large.found > max);
                if !input.starts_with(&[0x1f, 0x8b]) {
                    assert!(input.len() > max);
                }
            }
        }
    }
});
