//! review: the parts of a review-loop run's page — the artifact, a round (prompt, reply box,
//! reports, merge), the revision, the settlement, the timeline, the verdict, the two-tab notice,
//! the demo's "Next step", where focus goes after an action, and the labels they share. Each renders what `jury_core::review`
//! returns; none decides anything.

pub mod artifact;
pub mod demo_step;
pub mod elsewhere;
pub mod focus;
pub mod labels;
pub mod revise;
pub mod round;
pub mod settle;
pub mod timeline;
pub mod verdict;
