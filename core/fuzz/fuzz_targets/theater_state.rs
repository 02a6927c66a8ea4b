//! Fuzzes the theater reducer's state read from JSON (design-jury.md §6.2,
//! `Theater::from_value`, what `reduceTheater(state, …)` reads): never a panic; a state read
//! writes JSON that reads back to the same JSON; reducing it with the events of the input's
//! other lines never panics either.
//!
//! Input: the first line is the state; each further line, an action (a PanelEvent or
//! `{"type":"__reset__"}`).
#![cfg_attr(feature = "libfuzzer", no_main)]

use jury_core::critique::{Theater, TheaterAction};

jury_core_fuzz::target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut lines = text.split('\n');
    let Some(Ok(value)) = lines.next().map(serde_json::from_str::<serde_json::Value>) else {
        return;
    };
    let Ok(mut state) = Theater::from_value(&value) else {
        return;
    };
    let json = state.to_json();
    let again: serde_json::Value = serde_json::from_str(&json).expect("a state writes JSON");
    let back = Theater::from_value(&again).expect("a state written reads back");
    assert_eq!(back.to_json(), json);
    for line in lines {
        let Ok(action) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        let Ok(action) = TheaterAction::from_value(&action) else {
            continue;
        };
        if let Some(next) = state.reduce(&action) {
            let _ = next.to_json();
            state = next;
        }
    }
});
