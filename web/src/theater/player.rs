//! player: feeds the theater, from a pasted reply (through the core session) or from a
//! transcript (event by event), and stops either on Interrupt.
//!
//! Owns the feed position, the pace (a paste and a replay alike at the chosen speed: paused /
//! instant / one event per interval; step by event, a replay also by round), the theater signal the
//! stage renders, and where a rejected paste stopped the parser, in words. Every rule stays in `jury_core`: chunks go to `CritiqueSession::feed`,
//! the end to `finish`, Interrupt to `interrupt` (`interrupt_after` the events shown when the
//! session has read ahead of the stage); events go to `Theater::apply`, in place (no
//! copy, no JSON). A replay's Interrupt dispatches the core's optimistic `interrupted` event
//! (`Theater::optimistic_interrupt`, §6.5). Never stores anything.

use super::pacer::Pacer;
use super::role_label;
use crate::t;
use jury_core::critique::{
    CritiqueSession, PanelEvent, ParseError, RunStatus, RunSummary, SessionOptions, Theater,
    Weights,
};
use leptos::prelude::*;
use std::collections::VecDeque;
use std::ops::Range;
use std::time::Duration;

/// Smallest chunk of a pasted reply (upstream's tests feed 64 code units at a time).
const MIN_CHUNK: usize = 64;
/// A paste is fed in at most about this many chunks, so a long reply is not cut too fine.
const MAX_TICKS: usize = 240;

/// How a replay advances.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    /// Loaded and held; advance with Step or the round keys.
    Paused,
    /// Everything at once.
    Instant,
    /// One event every `ms` milliseconds.
    Every(u64),
}

impl Speed {
    /// The replay speeds offered (upstream's "Fast" is 250 ms).
    pub const CHOICES: [Speed; 5] = [
        Speed::Paused,
        Speed::Instant,
        Speed::Every(30),
        Speed::Every(250),
        Speed::Every(800),
    ];

    /// Its label, with its interval: named as the nearest choice at or above it.
    pub fn label(self) -> String {
        match self {
            Speed::Paused => t!(TheaterSpeedPaused),
            Speed::Instant => t!(TheaterSpeedInstant),
            Speed::Every(ms @ ..=30) => t!(TheaterSpeedLive, ms = ms),
            Speed::Every(ms @ ..=250) => t!(TheaterSpeedFast, ms = ms),
            Speed::Every(ms) => t!(TheaterSpeedSlow, ms = ms),
        }
    }
}

/// A parser error in words, with the line and column of the pasted reply it points at: the core
/// counts its position in UTF-16 code units from the start of the stream, which starts at byte
/// `stream_start` of the paste; people read lines and characters (columns count characters, as
/// the review loop's do).
pub fn rejection(text: &str, stream_start: usize, error: &ParseError) -> String {
    let Some(position) = error.position() else {
        return t!(TheaterParserStopped, detail = error.message());
    };
    let position = position + text[..stream_start].encode_utf16().count() as u64;
    let (line, column) = jury_core::text::utf16_place(text, position);
    t!(
        TheaterParserStoppedAt,
        line = line,
        column = column,
        detail = error.message()
    )
}

/// Where a reply that ended inside the run stopped, and what to do, in the user's words; read
/// from the theater the reply filled in (its last round and the turn left open).
pub fn cut_off_words(theater: &Theater) -> String {
    let last = theater.run().and_then(|r| r.rounds.last());
    let place = match (last, theater.active_panelist()) {
        (None, _) => t!(TheaterCutOffBeforeFirst),
        (Some(r), Some(role)) => t!(TheaterCutOffDuring, round = r.n, role = role_label(role)),
        (Some(r), None) if r.composite.is_some() => t!(TheaterCutOffAfter, round = r.n),
        (Some(r), None) => t!(TheaterCutOffIn, round = r.n),
    };
    t!(TheaterCutOff, place = place)
}

/// What the player is feeding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Nothing is being fed (a finished paste, a shown run, an interrupted replay).
    Idle,
    /// A pasted reply goes through the core session.
    Paste,
    /// A transcript is replayed.
    Replay,
}

struct PasteFeed {
    /// How the session was made, to make it again where the stage is (Interrupt).
    options: SessionOptions,
    session: CritiqueSession,
    /// The whole paste; the stream is `start..end` of it.
    text: String,
    start: usize,
    end: usize,
    pos: usize,
    chunk: usize,
    /// Session events handed out so far (shown or queued).
    applied: usize,
    /// Events handed out and not shown yet: the pace is one event per step.
    queue: VecDeque<PanelEvent>,
    /// Events shown, and how many the whole stream holds.
    shown: usize,
    total: usize,
    /// The session's summary once the stream is used up, handed to `done` after its last event.
    finished: Option<RunSummary>,
    done: Callback<RunSummary>,
}

impl PasteFeed {
    /// Feeds the session until it has handed out an event not shown yet, or the stream is used
    /// up (then the session's summary is kept for the end).
    fn fill(&mut self) {
        while self.queue.is_empty() && self.finished.is_none() {
            if self.pos < self.end && self.session.status() == RunStatus::Running {
                let mut end = (self.pos + self.chunk).min(self.end);
                while !self.text.is_char_boundary(end) {
                    end += 1;
                }
                let out = self.session.feed(&self.text[self.pos..end]);
                self.pos = end;
                self.applied += out.len();
                self.queue.extend(out);
            } else {
                let summary = self.session.finish();
                self.queue
                    .extend(summary.events[self.applied..].iter().cloned());
                self.applied = summary.events.len();
                self.finished = Some(summary);
            }
        }
    }
}

/// What one step handed out.
#[derive(Default)]
struct Stepped {
    event: Option<PanelEvent>,
    /// Whether another step has anything to hand out.
    more: bool,
    /// A paste whose last event this was.
    ended: Option<Ended>,
}

/// A paste fed to its end.
struct Ended {
    /// Whether the reply stopped inside the run.
    cut_off: bool,
    done: Callback<RunSummary>,
    summary: RunSummary,
}

enum Feed {
    Idle,
    Paste(Box<PasteFeed>),
    Replay {
        events: Vec<PanelEvent>,
        cursor: usize,
    },
}

/// The theater and what feeds it. `Copy`: every control holds the same player.
#[derive(Clone, Copy)]
pub struct Player {
    pub theater: RwSignal<Theater>,
    /// The composite weights of what is fed: the pasted run's settings; upstream's fixed v1
    /// weights for a replay (a transcript carries none).
    weights: RwSignal<Weights>,
    feed: StoredValue<Feed>,
    pacer: Pacer,
    mode: RwSignal<Mode>,
    /// `(events applied, total)` while replaying.
    position: RwSignal<Option<(usize, usize)>>,
    /// The events of the last replay, for "Replay from the start".
    last_replay: StoredValue<Vec<PanelEvent>>,
    /// Why and where the core's parser rejected the pasted reply, in words.
    rejected: RwSignal<Option<String>>,
}

impl Default for Player {
    fn default() -> Self {
        Self::new()
    }
}

impl Player {
    pub fn new() -> Self {
        Player {
            theater: RwSignal::new(Theater::new()),
            weights: RwSignal::new(Weights::of_transcript()),
            feed: StoredValue::new(Feed::Idle),
            pacer: Pacer::new(),
            mode: RwSignal::new(Mode::Idle),
            position: RwSignal::new(None),
            last_replay: StoredValue::new(Vec::new()),
            rejected: RwSignal::new(None),
        }
    }

    /// Why and where the parser rejected the reply being pasted (the `degraded` event tells
    /// only upstream's reason); `None` for a well-formed paste and for replays.
    pub fn rejected(&self) -> Signal<Option<String>> {
        self.rejected.into()
    }

    pub fn weights(&self) -> Signal<Weights> {
        self.weights.into()
    }

    pub fn mode(&self) -> Signal<Mode> {
        self.mode.into()
    }

    pub fn position(&self) -> Signal<Option<(usize, usize)>> {
        self.position.into()
    }

    /// Interrupt applies while something is fed and the run has not ended.
    pub fn can_interrupt(&self) -> Signal<bool> {
        let (mode, theater) = (self.mode, self.theater);
        Signal::derive(move || {
            mode.get() != Mode::Idle && theater.with(|t| t.run().is_some() && !t.is_terminal())
        })
    }

    fn apply(&self, events: &[PanelEvent]) {
        if !events.is_empty() {
            self.theater
                .update(|t| events.iter().for_each(|e| t.apply(e)));
        }
    }

    fn load(&self, feed: Feed, mode: Mode) {
        self.pacer.stop();
        self.feed.set_value(feed);
        self.mode.set(mode);
        self.rejected.set(None);
        self.theater.set(Theater::new());
    }

    /// Feeds the panel's stream (`stream`, of the whole paste `reply`: `critique::panel_stream`)
    /// through a new core session, chunk by chunk, shown one event at a time at `speed` like a
    /// replay; `done` gets the summary after the last event (or once the run ended early, e.g.
    /// degraded).
    pub fn paste(
        &self,
        options: SessionOptions,
        reply: String,
        stream: Range<usize>,
        speed: Speed,
        done: Callback<RunSummary>,
    ) {
        // "Event N of M" needs M before the end: the same stream read once ahead (events do
        // not depend on how the text is cut).
        let total = {
            let mut ahead = CritiqueSession::new(options.clone());
            ahead.feed(&reply[stream.clone()]);
            ahead.finish().events.len()
        };
        let chunk = MIN_CHUNK.max(stream.len().div_ceil(MAX_TICKS));
        self.weights.set(options.config.weights);
        let feed = PasteFeed {
            session: CritiqueSession::new(options.clone()),
            options,
            text: reply,
            start: stream.start,
            end: stream.end,
            pos: stream.start,
            chunk,
            applied: 0,
            queue: VecDeque::new(),
            shown: 0,
            total,
            finished: None,
            done,
        };
        self.load(Feed::Paste(Box::new(feed)), Mode::Paste);
        self.position.set(Some((0, total)));
        self.set_speed(speed);
    }

    /// Loads a transcript's events and plays them at `speed`.
    pub fn replay(&self, events: Vec<PanelEvent>, speed: Speed) {
        self.last_replay.set_value(events.clone());
        self.weights.set(Weights::of_transcript());
        self.position.set(Some((0, events.len())));
        self.load(Feed::Replay { events, cursor: 0 }, Mode::Replay);
        self.set_speed(speed);
    }

    /// Replays the last replayed events again from the start.
    pub fn replay_again(&self, speed: Speed) {
        let events = self.last_replay.get_value();
        if !events.is_empty() {
            self.replay(events, speed);
        }
    }

    /// Changes how a replay or a paste advances (no effect when idle).
    pub fn set_speed(&self, speed: Speed) {
        if self.mode.get_untracked() == Mode::Idle {
            return;
        }
        self.pacer.stop();
        match speed {
            Speed::Paused => {}
            Speed::Instant => while self.step() {},
            Speed::Every(ms) => {
                let me = *self;
                self.pacer
                    .start(Duration::from_millis(ms), move || me.step());
            }
        }
    }

    /// Advances by one chunk (paste) or one event (replay); `false` when there is no more.
    pub fn step(&self) -> bool {
        let mut stepped = Stepped::default();
        self.feed.update_value(|feed| {
            stepped = match feed {
                Feed::Idle => Stepped::default(),
                Feed::Paste(p) => self.step_paste(p),
                Feed::Replay { events, cursor } => self.step_replay(events, cursor),
            }
        });
        self.apply(stepped.event.as_slice());
        if let Some(ended) = stepped.ended {
            if ended.cut_off {
                // Said instead of the parser's message: the remedy is to continue, not to redo.
                let words = self.theater.with_untracked(cut_off_words);
                self.rejected.set(Some(words));
            }
            self.feed.set_value(Feed::Idle);
            self.mode.set(Mode::Idle);
            ended.done.run(ended.summary);
        }
        stepped.more
    }

    /// A paste's next event: the session is fed until it hands one out or the stream is used up.
    fn step_paste(&self, p: &mut PasteFeed) -> Stepped {
        p.fill();
        if self.rejected.with_untracked(Option::is_none) {
            if let Some(error) = p.session.error() {
                self.rejected.set(Some(rejection(&p.text, p.start, error)));
            }
        }
        let event = p.queue.pop_front();
        if event.is_some() {
            p.shown += 1;
        }
        self.position.set(Some((p.shown, p.total.max(p.shown))));
        let more = !p.queue.is_empty() || p.finished.is_none();
        let ended = if more {
            None
        } else {
            p.finished.take().map(|summary| Ended {
                cut_off: p.session.cut_off(),
                done: p.done,
                summary,
            })
        };
        Stepped { event, more, ended }
    }

    /// A replay's next event.
    fn step_replay(&self, events: &[PanelEvent], cursor: &mut usize) -> Stepped {
        let event = events.get(*cursor).cloned();
        if event.is_some() {
            *cursor += 1;
        }
        self.position.set(Some((*cursor, events.len())));
        Stepped {
            event,
            more: *cursor < events.len(),
            ended: None,
        }
    }

    /// Replays up to the end of the next round (or the end).
    pub fn next_round(&self) {
        self.seek(|ends, cursor, total| {
            ends.iter().copied().find(|&b| b > cursor).unwrap_or(total)
        });
    }

    /// Replays up to the end of the previous round (or the start).
    pub fn prev_round(&self) {
        self.seek(|ends, cursor, _| ends.iter().copied().rfind(|&b| b < cursor).unwrap_or(0));
    }

    /// Rebuilds the theater from the first `target` events; `target` is chosen from the
    /// positions just after each `round_end`, the cursor and the number of events.
    fn seek(&self, target: impl FnOnce(&[usize], usize, usize) -> usize) {
        if self.mode.get_untracked() != Mode::Replay {
            return;
        }
        self.pacer.stop();
        let mut shown = Vec::new();
        self.feed.update_value(|feed| {
            if let Feed::Replay { events, cursor } = feed {
                let ends: Vec<usize> = events
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| matches!(e, PanelEvent::RoundEnd { .. }))
                    .map(|(i, _)| i + 1)
                    .collect();
                *cursor = target(&ends, *cursor, events.len());
                shown = events[..*cursor].to_vec();
                self.position.set(Some((*cursor, events.len())));
            }
        });
        self.theater.set(Theater::new());
        self.apply(&shown);
    }

    /// Stops feeding and keeps the best-so-far as an interrupted run, at the event on stage:
    /// the core session's interrupt after the events shown for a paste (its summary goes to
    /// `done`), upstream's optimistic `interrupted{bestRound, composite}` over the events played
    /// for a replay.
    pub fn interrupt(&self) {
        if !self.can_interrupt().get_untracked() {
            return;
        }
        self.pacer.stop();
        let feed = std::mem::replace(&mut *self.feed.write_value(), Feed::Idle);
        self.mode.set(Mode::Idle);
        match feed {
            Feed::Paste(mut p) => {
                // The session reads a chunk ahead of the stage: what it read and the stage has
                // not shown is not kept, the run stops at the event on stage.
                let summary = if p.queue.is_empty() && p.finished.is_none() {
                    p.session.interrupt()
                } else {
                    CritiqueSession::interrupt_after(p.options, &p.text[p.start..p.end], p.shown)
                };
                self.apply(summary.events.get(p.shown..).unwrap_or_default());
                p.done.run(summary);
            }
            Feed::Replay { .. } => {
                let weights = self.weights.get_untracked();
                let event = self
                    .theater
                    .with_untracked(|t| t.optimistic_interrupt(&weights));
                self.apply(event.as_slice());
            }
            Feed::Idle => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn malformed(position: u64) -> ParseError {
        ParseError::Malformed {
            message: "unbalanced PANELIST".into(),
            position,
        }
    }

    #[test]
    fn a_cut_off_reply_says_where_it_stopped_and_to_continue() {
        let mut session =
            CritiqueSession::new(super::super::session_options("t", Default::default()));
        let reply = super::super::fixtures::HAPPY;
        let cut = &reply[..reply.find("role=\"brand\"").unwrap()];
        let mut theater = Theater::new();
        session.feed(cut);
        for e in &session.finish().events {
            theater.apply(e);
        }
        assert!(session.cut_off());
        let words = cut_off_words(&theater);
        assert!(words.starts_with("The reply stops in round 1, "), "{words}");
        assert!(
            words.contains("continue exactly where you stopped"),
            "{words}"
        );
        assert!(cut_off_words(&Theater::new()).contains("before the first round"));
    }

    #[test]
    fn a_rejection_names_the_line_and_column_it_points_at() {
        let text = "<CRITIQUE_RUN>\n  é😀<PANELIST";
        // "<CRITIQUE_RUN>\n" is 15 units, two spaces, é (1 unit), 😀 (2 units): 20.
        assert_eq!(
            rejection(text, 0, &malformed(20)),
            "The parser stopped at line 2, column 5 of the pasted reply: unbalanced PANELIST"
        );
        assert!(rejection(text, 0, &malformed(0)).contains("line 1, column 1 "));
        assert!(rejection(text, 0, &malformed(999)).contains("line 2, column 14 "));
        // A stream that starts after the chat's labels: placed in the whole paste.
        let chat = format!("ChatGPT said:\n{text}");
        assert!(rejection(&chat, 14, &malformed(20)).contains("line 3, column 5 "));
        let missing = ParseError::MissingArtifact {
            message: "no artifact".into(),
        };
        assert_eq!(
            rejection(text, 0, &missing),
            "The parser stopped: no artifact"
        );
    }
}
