//! Fuzzes the share-link reader (`jury_core::share::read`): whatever follows `#/shared/`, it
//! is read or refused with a `ShareError`, never a panic; what it reads, written again as a
//! link, reads back to the same run.
//!
//! Input: a first byte, then the text. Even: the text is the link path as is (damage,
//! versions, escapes). Odd: the text is the JSON a link carries, packed the way a version-1
//! link packs it (as a `run`, or a `panel` when the byte is 3 modulo 4), so the fuzzer reaches
//! the run and panel readers behind the checksum.
#![cfg_attr(feature = "libfuzzer", no_main)]

use base64::Engine;
use jury_core::share::{self, ROUTE_PREFIX};

jury_core_fuzz::target!(|data: &[u8]| {
    let (choice, rest) = jury_core_fuzz::split_first(data);
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let path = if choice % 2 == 0 {
        text.to_string()
    } else {
        let kind = if choice % 4 == 3 { "panel" } else { "run" };
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(text.as_bytes(), 1);
        format!(
            "1/{kind}/{}",
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(packed)
        )
    };
    let shared = match share::read(&path) {
        Ok(shared) => shared,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    if let Ok(link) = share::link("https://example.org/jury/", &shared) {
        let (_, again) = link
            .split_once(&format!("#{ROUTE_PREFIX}"))
            .expect("a link has the prefix");
        let back = share::read(again).expect("a link this build wrote reads");
        assert_eq!(back.json(), shared.json());
    }
});
