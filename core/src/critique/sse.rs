//! The SSE mapping of PanelEvents (spec §5.1): one channel per event type, named
//! `"critique." + type`, whose `data:` is the event without its `type`.
//!
//! Owns: the eleven channel names in upstream's order (`CRITIQUE_SSE_EVENT_NAMES`) and the
//! mapping of one event to its channel and payload. Never opens a connection, never frames a
//! stream (`event:`/`data:` lines are the transport's) and never validates the event.

use super::event::{EventType, PanelEvent};

/// `CRITIQUE_SSE_EVENT_NAMES`: the channels a web client listens on, in upstream's order (the
/// order of the `PanelEvent` variants), from the one declaration of the event types.
pub const SSE_EVENT_NAMES: [&str; EventType::ALL.len()] = EventType::CHANNELS;

/// One event as it travels on SSE.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SseEvent {
    /// The channel, `"critique." + type`.
    pub event: &'static str,
    /// The payload as `JSON.stringify` writes it: the event's fields but `type`, in the
    /// event's order (what a daemon puts after `data: `).
    pub data: String,
}

/// `panelEventToSse(event)`.
pub fn panel_event_to_sse(event: &PanelEvent) -> SseEvent {
    let name = event.type_name();
    let json = event.to_json();
    // `to_json` writes `type` first: `{"type":"<name>",` then the other fields (every event
    // has at least `runId`).
    let rest = &json[r#"{"type":"","#.len() + name.len()..];
    SseEvent {
        event: event.event_type().channel(),
        data: format!("{{{rest}"),
    }
}
