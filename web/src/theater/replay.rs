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
use super::{demo_run, joined, local_store, one_decimal, PageNotice, StoredList};
use crate::browser;
use crate::t;
use crate::ui::controls::read_picked_file;
use crate::ui::notice::Tone;
use crate::ui::share::ShareLink;
use jury_core::critique::{
    holds_panel_stream, read_transcript, write_transcript, FieldKind, RunStatus, ShipStatus,
    SkippedLine, TranscriptEvents, GZIP_THRESHOLD,
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
            t!(TheaterDownloadFailed, why = why.to_string()),
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
        if let Some(s) = Speed::CHOICES.iter().find(|s| speed_key(**s) == key) {
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
        <div class="jury-replay" role="toolbar" aria-label=t!(TheaterReplay)>
            <label for="jury-speed">{t!(TheaterReplaySpeed)}</label>
            <select id="jury-speed" on:change=change prop:value=move || speed_key(speed.get())>
                {Speed::CHOICES
                    .iter()
                    .map(|s| view! { <option value=speed_key(*s)>{s.label()}</option> })
                    .collect_view()}
            </select>
            <button type="button" on:click=again>{t!(TheaterReplayAgain)}</button>
            <button type="button" disabled=move || !replaying() on:click=move |_| player.prev_round()>
                {t!(TheaterPreviousRound)}
            </button>
            <button type="button" disabled=move || !feeding() on:click=move |_| { player.step(); }>
                {t!(TheaterNextEvent)}
            </button>
            <button type="button" disabled=move || !replaying() on:click=move |_| player.next_round()>
                {t!(TheaterNextRound)}
            </button>
            <Show when=move || run.with(|r| r.is_some())>
                <button type="button" on:click=move |_| {
                    if let Some(run) = run.get_untracked() {
                        download_transcript(notice, &run);
                    }
                }>{t!(TheaterDownloadTranscript)}</button>
                <ShareLink
                    run=Callback::new(move |()| run.get_untracked().map(|r| Shared::Panel(Box::new(r))))
                    export=Callback::new(move |()| if let Some(run) = run.get_untracked() { download_transcript(notice, &run) })
                    export_label=t!(TheaterDownloadTranscript) />
            </Show>
            <span class="small muted" aria-live="off">
                {move || player.position().get().map(|(at, of)| t!(TheaterEventOf, at = at, of = of))}
            </span>
            <p class="small muted jury-keys">
                {t!(TheaterKeys)}" "
                <kbd>"Esc"</kbd>" "{t!(TheaterKeyInterrupt)}" · "
                <kbd>"."</kbd>" "{t!(TheaterKeyNextEvent)}" · "
                <kbd>"]"</kbd>" "{t!(TheaterKeyNextRound)}" · "
                <kbd>"["</kbd>" "{t!(TheaterKeyPreviousRound)}
            </p>
        </div>
    }
}

fn status_label(status: RunStatus) -> String {
    match status {
        RunStatus::Shipped => ship_badge(ShipStatus::Shipped),
        RunStatus::BelowThreshold => ship_badge(ShipStatus::BelowThreshold),
        RunStatus::TimedOut => ship_badge(ShipStatus::TimedOut),
        RunStatus::Interrupted => ship_badge(ShipStatus::Interrupted),
        RunStatus::Degraded => t!(TheaterStatusDegraded),
        RunStatus::Failed => t!(TheaterStatusFailed),
        RunStatus::Legacy => t!(TheaterStatusLegacy),
        RunStatus::Running => t!(TheaterStatusRunning),
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
            <span class="jury-run-title" dir="auto">{run.title.clone()}</span>
            <span class="small muted">{crate::i18n::date_time(run.created)}</span>
            <span class="jury-badge" data-status=run.status.as_str()>{status_label(run.status)}</span>
            <span class="small">
                {run.score.map(|s| t!(TheaterRunComposite, composite = one_decimal(s)))}
            </span>
            <span class="actions">
                <button type="button" aria-label=t!(TheaterRunReplay, title = title.as_str()) on:click=move |_| {
                    let caption = Caption::StoredRun(r1.title.clone());
                    on_stage.play(r1.clone(), caption);
                }>{t!(TheaterReplay)}</button>
                <button type="button" aria-label=t!(TheaterRunDownload, title = title.as_str())
                    on:click=move |_| download_transcript(notice, &r2)>{t!(TheaterDownload)}</button>
                <button type="button" aria-label=t!(TheaterRunDelete, title = title.as_str()) on:click=move |_| {
                    local_store().remove(&panel_key(&r3));
                    stored.reload();
                }>{t!(TheaterDelete)}</button>
            </span>
        </li>
    }
}

/// The storage keys that could not be read, which are left as they are.
fn unreadable_entries(unreadable: RwSignal<Vec<String>>) -> impl IntoView {
    move || {
        let bad = unreadable.get();
        (!bad.is_empty()).then(|| {
            view! {
                <p class="small muted">
                    {t!(TheaterUnreadable, count = bad.len(), keys = joined(&bad))}
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
            <h3 id="jury-runs-title">{t!(TheaterStoredRuns)}</h3>
            <p>
                <button type="button" on:click=move |_| on_stage.play(demo_run(), Caption::Demo)>
                    {t!(TheaterReplayDemo)}
                </button>
            </p>
            <Show
                when=move || stored.runs.with(|r| !r.is_empty())
                fallback=|| view! { <p class="muted">{t!(TheaterNoStoredRuns)}</p> }
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
    let mut records = Vec::new();
    let mut record_lines = 0;
    let mut parts = Vec::new();
    for (kind, n) in &read.skipped_by {
        let n = *n;
        match kind {
            SkippedLine::Record(t) => {
                records.push(t!(TheaterSkippedRecord, count = n, kind = t.as_str()));
                record_lines += n;
            }
            SkippedLine::Unknown(t) => {
                parts.push(t!(TheaterSkippedUnknown, count = n, kind = t.as_str()))
            }
            SkippedLine::Invalid { event, field, kind } => parts.push(t!(
                TheaterSkippedInvalid,
                count = n,
                event = event.to_string(),
                field = *field,
                rule = field_rule(*kind)
            )),
            SkippedLine::NotJson => parts.push(t!(TheaterSkippedNotJson, count = n)),
            SkippedLine::NoType => parts.push(t!(TheaterSkippedNoType, count = n)),
        }
    }
    if !records.is_empty() {
        parts.insert(
            0,
            t!(
                TheaterSkippedRecords,
                count = record_lines,
                records = joined(&records)
            ),
        );
    }
    let tone = if record_lines == read.skipped {
        Tone::Info
    } else {
        Tone::Warn
    };
    let words = t!(
        TheaterSkipped,
        name = name,
        count = read.events.len(),
        parts = parts.join(&t!(TheaterSkippedSeparator))
    );
    Some((tone, words))
}

/// Why a transcript could not be read, as the sentence about it says it: the core's words of
/// the cause in English (its `message`), its message in the app's language otherwise.
fn transcript_refusal(e: &jury_core::critique::TranscriptError) -> String {
    if crate::i18n::language().is_english() {
        e.message.clone()
    } else {
        crate::i18n::say(e)
    }
}

/// The events of the transcript file `name` to replay, or why there are none, in words; `bytes`
/// is the file as read (or why it could not be).
fn transcript_events(
    name: &str,
    bytes: Result<Vec<u8>, String>,
) -> Result<TranscriptEvents, String> {
    // A panel reply saved as a file is a stream for the reply box, not a transcript.
    let is_stream = bytes.as_deref().is_ok_and(holds_panel_stream);
    let loaded =
        bytes.and_then(|bytes| read_transcript(&bytes).map_err(|e| transcript_refusal(&e)));
    let no_events = loaded.as_ref().map_or(true, |read| read.events.is_empty());
    match loaded {
        _ if no_events && is_stream => Err(t!(TheaterNotATranscript, name = name)),
        Err(why) => Err(t!(TheaterCannotReplay, name = name, why = why)),
        Ok(read) if read.events.is_empty() => Err(t!(TheaterNoEvents, name = name)),
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
            <h3 id="jury-open-title">{t!(TheaterOpenTitle)}</h3>
            <p class="small muted">{t!(TheaterOpenHelp)}</p>
            <span class="button file-button">
                <span aria-hidden="true">{t!(TheaterOpenButton)}</span>
                <input
                    type="file"
                    aria-label=t!(TheaterOpenLabel)
                    accept=".ndjson,.gz,application/x-ndjson,application/gzip"
                    on:change=change
                />
            </span>
        </section>
    }
}

/// What a transcript's field of `kind` must be, in words (the rule a skipped line broke).
fn field_rule(kind: FieldKind) -> String {
    match kind {
        FieldKind::RunId => t!(TheaterFieldRunId),
        FieldKind::Text => t!(TheaterFieldText),
        FieldKind::Ordinal => t!(TheaterFieldOrdinal),
        FieldKind::Count => t!(TheaterFieldCount),
        FieldKind::Score => t!(TheaterFieldScore),
        FieldKind::Threshold => t!(TheaterFieldThreshold),
        FieldKind::Role => t!(TheaterFieldRole),
        FieldKind::Cast => t!(TheaterFieldCast),
        FieldKind::Decision => t!(TheaterFieldDecision),
        FieldKind::Status => t!(TheaterFieldStatus),
        FieldKind::Reason => t!(TheaterFieldReason),
        FieldKind::Cause => t!(TheaterFieldCause),
        FieldKind::Kind => t!(TheaterFieldKind),
        FieldKind::ArtifactRef => t!(TheaterFieldArtifactRef),
    }
}
