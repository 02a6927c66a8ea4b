//! replay: playing transcripts back (spec §6.6) — the speed (paused / instant / fixed
//! intervals; a pasted reply is shown at the same speed), stepping by event and by round with
//! buttons and keys, the list of stored panel runs, opening a transcript file (`.ndjson` or
//! `.ndjson.gz`, upstream's included, read by the core's `read_transcript`) and downloading any
//! run's transcript (the core's `write_transcript`).
//!
//! Owns these controls; the player does the feeding and the core the reading and writing.

use super::on_stage::{Caption, OnStage};
use super::panel_store::{panel_key, PanelRun};
use super::player::{Mode, Speed};
use super::stage::look_at_stage;
use super::terminal::ship_badge;
use super::{demo_run, fixed1, local_store, PageNotice, StoredList};
use crate::browser;
use crate::ui::controls::read_picked_file;
use crate::ui::notice::Tone;
use crate::ui::share::ShareLink;
use jury_core::critique::{
    holds_panel_stream, read_transcript, write_transcript, RunStatus, ShipStatus, SkippedLine,
    TranscriptEvents, GZIP_THRESHOLD,
};
use jury_core::share::Shared;
use leptos::prelude::*;

fn speed_key(s: Speed) -> String {
    match s {
        Speed::Paused => "paused".into(),
        Speed::Instant => "instant".into(),
        Speed::Every(ms) => ms.to_string(),
    }
}

/// Offers the run's transcript as the core writes it (gzipped above the core's threshold).
fn download_transcript(notice: PageNotice, run: &PanelRun) {
    let transcript = write_transcript(&run.events(), GZIP_THRESHOLD);
    // Named after the run's title (its brief), like the review loop's downloads; the core's
    // name (`transcript.ndjson[.gz]`) keeps the extension readers look for.
    let name = format!(
        "{} {}",
        jury_core::review::verdict::file_stem(&run.title),
        transcript.name
    );
    let mime = if transcript.name.ends_with(".gz") {
        "application/gzip"
    } else {
        "application/x-ndjson"
    };
    if let Err(why) = browser::download_bytes(&name, mime, &transcript.bytes) {
        notice.set(Some((
            Tone::Error,
            format!("Could not download the transcript: {why}"),
        )));
    }
}

/// Replay controls for what is on stage.
#[component]
pub fn ReplayBar(
    /// What is on stage: its player, the speed and the run (for its transcript and share link).
    on_stage: OnStage,
    /// Where a failed download is said.
    notice: PageNotice,
) -> impl IntoView {
    let OnStage {
        player, speed, run, ..
    } = on_stage;
    let replaying = move || player.mode().get() == Mode::Replay;
    // A paste is fed at the chosen speed too, one event at a time.
    let feeding = move || player.mode().get() != Mode::Idle;
    let change = move |ev: leptos::ev::Event| {
        let key = event_target_value(&ev);
        if let Some((s, _)) = Speed::CHOICES.iter().find(|(s, _)| speed_key(*s) == key) {
            speed.set(*s);
            player.set_speed(*s);
        }
    };
    let again = move |_| {
        match run.get_untracked() {
            Some(run) => player.replay(run.events(), speed.get_untracked()),
            None => player.replay_again(speed.get_untracked()),
        }
        look_at_stage();
    };
    view! {
        <div class="jury-replay" role="toolbar" aria-label="Replay">
            <label for="jury-speed">"Replay speed"</label>
            <select id="jury-speed" on:change=change prop:value=move || speed_key(speed.get())>
                {Speed::CHOICES
                    .iter()
                    .map(|(s, label)| view! { <option value=speed_key(*s)>{*label}</option> })
                    .collect_view()}
            </select>
            <button type="button" on:click=again>"Replay from the start"</button>
            <button type="button" disabled=move || !replaying() on:click=move |_| player.prev_round()>
                "Previous round"
            </button>
            <button type="button" disabled=move || !feeding() on:click=move |_| { player.step(); }>
                "Next event"
            </button>
            <button type="button" disabled=move || !replaying() on:click=move |_| player.next_round()>
                "Next round"
            </button>
            <Show when=move || run.with(|r| r.is_some())>
                <button type="button" on:click=move |_| {
                    if let Some(run) = run.get_untracked() {
                        download_transcript(notice, &run);
                    }
                }>"Download transcript"</button>
                <ShareLink
                    run=Callback::new(move |()| run.get_untracked().map(|r| Shared::Panel(Box::new(r))))
                    export=Callback::new(move |()| if let Some(run) = run.get_untracked() { download_transcript(notice, &run) })
                    export_label="Download transcript" />
            </Show>
            <span class="small muted" aria-live="off">
                {move || player.position().get().map(|(at, of)| format!("Event {at} of {of}"))}
            </span>
            <p class="small muted jury-keys">
                "Keys (not while typing in a field): "
                <kbd>"Esc"</kbd>" interrupt · "
                <kbd>"."</kbd>" next event · "
                <kbd>"]"</kbd>" next round · "
                <kbd>"["</kbd>" previous round"
            </p>
        </div>
    }
}

fn status_label(status: RunStatus) -> &'static str {
    match status {
        RunStatus::Shipped => ship_badge(ShipStatus::Shipped),
        RunStatus::BelowThreshold => ship_badge(ShipStatus::BelowThreshold),
        RunStatus::TimedOut => ship_badge(ShipStatus::TimedOut),
        RunStatus::Interrupted => ship_badge(ShipStatus::Interrupted),
        RunStatus::Degraded => "Degraded",
        RunStatus::Failed => "Failed",
        RunStatus::Legacy => "Legacy",
        RunStatus::Running => "Running",
    }
}

/// One stored panel run: what it is, and Replay, Download, Delete.
fn stored_run_row(
    run: PanelRun,
    on_stage: OnStage,
    stored: StoredList,
    notice: PageNotice,
) -> impl IntoView {
    let (r1, r2, r3) = (run.clone(), run.clone(), run.id.clone());
    let title = run.title.clone();
    view! {
        <li class="jury-run-row">
            <span class="jury-run-title">{run.title.clone()}</span>
            <span class="small muted">{crate::i18n::date_time(run.created)}</span>
            <span class="jury-badge" data-status=run.status.as_str()>{status_label(run.status)}</span>
            <span class="small">{run.score.map(|s| format!("composite {}", fixed1(s)))}</span>
            <span class="actions">
                <button type="button" aria-label=format!("Replay {title}") on:click=move |_| {
                    let caption = Caption::StoredRun(r1.title.clone());
                    on_stage.play(r1.clone(), caption);
                }>"Replay"</button>
                <button type="button" aria-label=format!("Download the transcript of {title}")
                    on:click=move |_| download_transcript(notice, &r2)>"Download"</button>
                <button type="button" aria-label=format!("Delete {title}") on:click=move |_| {
                    local_store().remove(&panel_key(&r3));
                    stored.reload();
                }>"Delete"</button>
            </span>
        </li>
    }
}

/// The storage keys that could not be read, which are left as they are.
fn unreadable_entries(unreadable: RwSignal<Vec<String>>) -> impl IntoView {
    move || {
        let bad = unreadable.get();
        (!bad.is_empty()).then(|| {
            let one = bad.len() == 1;
            view! {
                <p class="small muted">
                    {format!("{} stored entr{} could not be read and {} left as it is: {}", bad.len(),
                        if one { "y" } else { "ies" },
                        if one { "is" } else { "are" }, bad.join(", "))}
                </p>
            }
        })
    }
}

/// The stored panel runs: replay, download, delete.
#[component]
pub fn StoredRuns(
    /// Where a replayed run goes.
    on_stage: OnStage,
    stored: StoredList,
    /// Where a failed download is said.
    notice: PageNotice,
) -> impl IntoView {
    view! {
        <section class="jury-section" aria-labelledby="jury-runs-title">
            <h3 id="jury-runs-title">"Stored panel runs"</h3>
            <p>
                <button type="button" on:click=move |_| on_stage.play(demo_run(), Caption::Demo)>
                    "Replay the demo run"
                </button>
            </p>
            <Show
                when=move || stored.runs.with(|r| !r.is_empty())
                fallback=|| view! { <p class="muted">"No panel run stored yet. Run the panel to record one."</p> }
            >
                <ul class="jury-runs">
                    {move || {
                        stored.runs.get().into_iter()
                            .map(|run| stored_run_row(run, on_stage, stored, notice))
                            .collect_view()
                    }}
                </ul>
            </Show>
            {unreadable_entries(stored.unreadable)}
        </section>
    }
}

/// What was skipped in a transcript and why, in words, as a warning when a line may be damage
/// and as information when every skipped line is a record that is never an event; `None` when
/// nothing was skipped.
fn skipped_words(name: &str, read: &TranscriptEvents) -> Option<(Tone, String)> {
    if read.skipped == 0 {
        return None;
    }
    let lines = |n: usize| {
        if n == 1 {
            "1 line".to_string()
        } else {
            format!("{n} lines")
        }
    };
    let mut records = Vec::new();
    let mut record_lines = 0;
    let mut parts = Vec::new();
    for (kind, n) in &read.skipped_by {
        match kind {
            SkippedLine::Record(t) => {
                records.push(format!("{n} {t}"));
                record_lines += n;
            }
            SkippedLine::Unknown(t) => parts.push(format!(
                "{} of type “{t}”, which is not a panel event of this protocol (another tool's record, or a newer Open Design)",
                lines(*n)
            )),
            SkippedLine::Invalid { event, field, rule } => parts.push(format!(
                "{} of “{event}” events whose “{field}” is not {rule} (edited or damaged)",
                lines(*n)
            )),
            SkippedLine::NotJson => parts.push(format!("{} that are not JSON (cut or edited)", lines(*n))),
            SkippedLine::NoType => parts.push(format!("{} of JSON without a “type” (no event)", lines(*n))),
        }
    }
    if !records.is_empty() {
        parts.insert(0, format!(
            "{} of Open Design's own records, not panel events ({}: the daemon's score checks, the shipped design, the end marker or a parser error, kept beside the events by its parser), as Open Design's replay does too",
            lines(record_lines),
            records.join(", ")
        ));
    }
    let tone = if record_lines == read.skipped {
        Tone::Info
    } else {
        Tone::Warn
    };
    let words = format!(
        "{name}: {} events are replayed. Not replayed: {}.",
        read.events.len(),
        parts.join("; ")
    );
    Some((tone, words))
}

/// The events of the transcript file `name` to replay, or why there are none, in words; `bytes`
/// is the file as read (or why it could not be).
fn transcript_events(
    name: &str,
    bytes: Result<Vec<u8>, String>,
) -> Result<TranscriptEvents, String> {
    // A panel reply saved as a file is a stream for the reply box, not a transcript.
    let is_stream = bytes.as_deref().is_ok_and(holds_panel_stream);
    let loaded = bytes.and_then(|bytes| read_transcript(&bytes).map_err(|e| e.message));
    let no_events = loaded.as_ref().map_or(true, |read| read.events.is_empty());
    match loaded {
        _ if no_events && is_stream => Err(format!(
            "{name} is a panel reply (a <CRITIQUE_RUN> stream), not a transcript of \
             events: paste its text into “Paste the agent's whole reply” under “New \
             panel run” and press “Run the panel”. What is on stage did not change."
        )),
        Err(why) => Err(format!(
            "Could not replay {name}: {why}. What is on stage did not change."
        )),
        Ok(read) if read.events.is_empty() => {
            Err(format!("{name} holds no Design Jury event to replay."))
        }
        Ok(read) => Ok(read),
    }
}

/// Opens a transcript file and replays it.
#[component]
pub fn OpenTranscript(
    /// Where the transcript is replayed.
    on_stage: OnStage,
    /// Where a refusal, or what was skipped, is said.
    notice: PageNotice,
) -> impl IntoView {
    let change = move |ev: leptos::ev::Event| {
        read_picked_file(&ev, |name, file| async move {
            let bytes = browser::read_file_bytes(&file).await;
            match transcript_events(&name, bytes) {
                Err(why) => notice.set(Some((Tone::Error, why))),
                Ok(read) => {
                    // Upstream's replay skips such lines silently; saying what they were tells
                    // the user whether to trust the stage (damage) or not worry (records).
                    notice.set(skipped_words(&name, &read));
                    on_stage.play_transcript(name, read.events);
                }
            }
        });
    };
    view! {
        <section class="jury-section" aria-labelledby="jury-open-title">
            <h3 id="jury-open-title">"Replay a transcript file"</h3>
            <p class="small muted">
                "A transcript.ndjson or transcript.ndjson.gz, from this app or from an Open Design daemon. Read-only: it is replayed, not stored."
            </p>
            <span class="button file-button">
                <span aria-hidden="true">"Open a transcript…"</span>
                <input
                    type="file"
                    aria-label="Open a transcript"
                    accept=".ndjson,.gz,application/x-ndjson,application/gzip"
                    on:change=change
                />
            </span>
        </section>
    }
}
