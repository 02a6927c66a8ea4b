//! on_stage: what the stage shows — the run on it (a stored or storable panel run; a transcript
//! file has none), its caption, and the player that feeds the theater at the user's replay speed.
//!
//! Owns putting a run or a transcript on stage and saying what is there. Never stores anything
//! and never feeds the theater itself: the player does.

use super::panel_store::PanelRun;
use super::player::{Player, Speed};
use super::stage::look_at_stage;
use crate::t;
use jury_core::critique::{Artifact, Draft, PanelEvent, Phase};
use leptos::prelude::*;

/// The demo run's title, which is also its caption.
pub fn demo_title() -> String {
    t!(TheaterDemoTitle)
}

/// What is on stage, as the caption names it.
#[derive(Clone, Debug, PartialEq)]
pub enum Caption {
    /// Nothing: the stage was cleared for a reply that held no run.
    Nothing,
    /// The demo run.
    Demo,
    /// A panel run stored in this browser, by its title.
    StoredRun(String),
    /// A panel run being fed from a pasted reply, by its title.
    PanelRun(String),
    /// A transcript file, by its name.
    TranscriptFile(String),
    /// A panel run opened from a share link, by its title.
    SharedRun(String),
}

impl Caption {
    pub fn words(&self) -> String {
        match self {
            Caption::Nothing => t!(TheaterCaptionNothing),
            Caption::Demo => demo_title(),
            Caption::StoredRun(title) => t!(TheaterCaptionStored, title = title.as_str()),
            Caption::PanelRun(title) => t!(TheaterCaptionPanel, title = title.as_str()),
            Caption::TranscriptFile(name) => t!(TheaterCaptionTranscript, name = name.as_str()),
            Caption::SharedRun(title) => t!(TheaterCaptionShared, title = title.as_str()),
        }
    }
}

/// The stage's content and its player. `Copy`: every control holds the same one.
#[derive(Clone, Copy)]
pub struct OnStage {
    /// The one thing that feeds the theater.
    pub player: Player,
    /// The replay speed the user chose (a paste is fed at it too).
    pub speed: RwSignal<Speed>,
    /// The run on stage, stored or not (a transcript file has none).
    pub run: RwSignal<Option<PanelRun>>,
    pub caption: RwSignal<Caption>,
}

impl OnStage {
    /// An empty stage, with a new player, replaying at `speed` unless the user picks another.
    pub fn new(speed: Speed) -> Self {
        OnStage {
            player: Player::new(),
            speed: RwSignal::new(speed),
            run: RwSignal::new(None),
            caption: RwSignal::new(Caption::Nothing),
        }
    }

    /// Puts a run on stage at once, without moving the user (what a page opens with).
    pub fn show(&self, run: PanelRun, caption: Caption) {
        self.put(run, caption, Speed::Instant);
    }

    /// Puts a run on stage at the user's request, at their speed, and brings them to it.
    pub fn play(&self, run: PanelRun, caption: Caption) {
        self.put(run, caption, self.speed.get_untracked());
        look_at_stage();
    }

    /// Replays a transcript file's events at the user's speed and brings them to it.
    pub fn play_transcript(&self, name: String, events: Vec<PanelEvent>) {
        self.run.set(None);
        self.caption.set(Caption::TranscriptFile(name));
        self.player.replay(events, self.speed.get_untracked());
        look_at_stage();
    }

    fn put(&self, run: PanelRun, caption: Caption, speed: Speed) {
        self.caption.set(caption);
        self.player.replay(run.events(), speed);
        self.run.set(Some(run));
    }

    /// The shipped artifact of the run on stage.
    pub fn artifact(&self) -> Signal<Option<Artifact>> {
        let run = self.run;
        Signal::derive(move || run.with(|r| r.as_ref().and_then(|r| r.artifact.clone())))
    }

    /// The designer's drafts of the run on stage, as far as the stage has come: while it
    /// plays, and once it was interrupted, a draft waits for its round.
    pub fn drafts(&self) -> Signal<Vec<Draft>> {
        let (run, theater, position) = (self.run, self.player.theater, self.player.position());
        let drafts = Memo::new(move |_| {
            let mut all = run.with(|r| r.as_ref().map(|r| r.drafts.clone()).unwrap_or_default());
            let playing = position.get().is_some_and(|(at, of)| at < of)
                || theater.with(|t| matches!(t.phase(), Phase::Interrupted { .. }));
            if playing {
                theater.with(|t| all.retain(|d| t.reached(d.round)));
            }
            all
        });
        drafts.into()
    }
}
