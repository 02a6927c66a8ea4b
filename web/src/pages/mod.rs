//! pages: what a route opens (`crate::route::Route`) — the run list, the new-run form, a run,
//! "How it works" and a shared link. The `#/jury` page is `crate::theater`'s.

pub mod how;
pub mod list;
pub mod new_run;
pub mod run;
pub mod shared;
