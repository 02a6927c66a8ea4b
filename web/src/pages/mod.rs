//! pages: what a route opens (`crate::route::Route`) — the run list, the new-run form, a run,
//! "How it works" and a shared link. The `#/jury` page is `crate::theater`'s.
//!
//! A page is split into parts named for what they show. A part only its own module draws is a
//! plain function taking what it shows; `#[component]` is kept for what other modules, lists
//! or tests build, because each component's props builder costs wasm bytes.

pub mod how;
pub mod list;
pub mod new_run;
pub mod run;
pub mod shared;
