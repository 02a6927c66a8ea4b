//! review: the parts of a review-loop run's page — the artifact, a round (prompt, reply box,
//! reports, merge), the revision, the settlement, the timeline, the verdict, the two-tab notice,
//! the demo's "Next step", where focus goes after an action, the labels they share, and the
//! handle through which they change the run. Each is handed the run (or a part of it) by the
//! page and renders what `jury_core::review` returns; none looks a run up or decides anything.
//! As in `crate::pages`, a part only its own module draws is a plain function.

pub mod artifact;
pub mod demo_step;
pub mod elsewhere;
pub mod failure;
pub mod focus;
pub mod labels;
pub mod revise;
pub mod round;
pub mod run_handle;
pub mod settle;
pub mod timeline;
pub mod verdict;
