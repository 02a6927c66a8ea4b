//! abi: the wasm's exports, for the app's loader (`web/src/design/tailwind.rs`): plain numbers
//! through linear memory, so the module needs no JavaScript glue and imports nothing.
//!
//! The caller asks for an input buffer (`input`), writes the design as UTF-8 into it, calls
//! `generate`, then reads `output_len` bytes at `output`: the notes, one per line as a code and
//! its values (never words: the app says them in its language), a NUL, and the CSS. Owns that
//! framing only; what is generated is `css_for`'s.

use std::cell::RefCell;

thread_local! {
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// A buffer of `len` bytes for the design; valid until the next call.
#[no_mangle]
pub extern "C" fn input(len: usize) -> *mut u8 {
    INPUT.with_borrow_mut(|b| {
        b.clear();
        b.resize(len, 0);
        b.as_mut_ptr()
    })
}

/// Generates from the input buffer; returns the output's length.
#[no_mangle]
pub extern "C" fn generate() -> usize {
    let html = INPUT.with_borrow(|b| String::from_utf8_lossy(b).into_owned());
    let result = crate::css_for(&html);
    OUTPUT.with_borrow_mut(|out| {
        out.clear();
        for note in &result.notes {
            out.extend_from_slice(coded(note).replace('\n', " ").as_bytes());
            out.push(b'\n');
        }
        out.push(0);
        out.extend_from_slice(result.css.as_bytes());
        out.len()
    })
}

/// A note as the app reads it, a code and its values split by tabs (`not-applied\tplugins`):
/// the app says it in its own language (`jury_web::design::tailwind`).
fn coded(note: &crate::Note) -> String {
    match note {
        crate::Note::ConfigUnreadable { line, column, why } => {
            format!("config-unreadable\t{line}\t{column}\t{why}")
        }
        crate::Note::NotApplied { key } => format!("not-applied\t{key}"),
        crate::Note::TailwindStyles => "tailwind-styles".to_string(),
    }
}

/// Where the last output starts.
#[no_mangle]
pub extern "C" fn output() -> *const u8 {
    OUTPUT.with_borrow(|b| b.as_ptr())
}
