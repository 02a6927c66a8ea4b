//! components: the views. Each file owns one page or one piece of a page; all of them read the
//! shared [`app::AppState`] and call `jury_core` for anything that is a rule.

pub mod app;
pub mod artifact;
pub mod common;
pub mod demo_step;
pub mod elsewhere;
pub mod how;
pub mod list;
pub mod new_run;
pub mod revise;
pub mod round;
pub mod run_page;
pub mod settle;
pub mod shared;
pub mod timeline;
pub mod verdict;
