//! The Design Jury engine ("Critique Theater", `docs/design-jury.md`): Open Design's
//! tagged panel protocol v1, parsed incrementally, scored the way upstream's daemon scores it,
//! reduced into the state the theater renders, and stored as NDJSON transcripts.
//!
//! Everything here is pure: text and events are pushed in, events and state come out; no I/O,
//! no clock. Where upstream is defective this crate diverges on purpose (spec §9); each such
//! place names its divergence.

pub mod config;
pub mod draft;
pub mod event;
pub mod number;
pub mod packed;
pub mod panel_record;
pub mod parser;
pub mod pasted;
pub mod prompt;
pub mod reducer;
mod scan;
pub mod score;
pub mod session;
pub mod sse;
pub mod transcript;
pub mod validate;

pub use config::{
    ConfigError, ConfigRule, CritiqueConfig, RangeError, TypedSettings, Weights, MAX_ROUNDS_RANGE,
    SCORE_SCALE_RANGE, SCORE_THRESHOLD_RANGE,
};
pub use draft::{designer_drafts, Draft};
pub use event::{
    ArtifactRef, DegradedReason, EventType, FailedCause, FallbackPolicy, FieldKind, PanelEvent,
    Role, RoundDecision, RunStatus, ShipStatus, WarningKind,
};
pub use panel_record::PanelRun;
pub use parser::{Artifact, CritiqueParser, Output, ParseError, ParserOptions};
pub use pasted::{holds_panel_stream, panel_stream, PastedError};
pub use prompt::panel_prompt;
pub use reducer::{Edit, Payload, Phase, RoundChange, Theater, TheaterAction};
pub use score::{
    compute_composite, decide_round, meets_threshold, select_fallback_round, RoundScore,
};
pub use session::{
    ChildExit, CritiqueSession, RunSummary, ScoreRecord, ScoredRound, SessionOptions,
};
pub use sse::{panel_event_to_sse, SseEvent, SSE_EVENT_NAMES};
pub use transcript::{
    read_transcript, write_transcript, SkippedLine, Transcript, TranscriptError, TranscriptEvents,
    GZIP_THRESHOLD,
};
pub use validate::{check_panel_event, is_panel_event, NotAnEvent};
