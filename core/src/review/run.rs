//! The run: one review of one artifact against one rubric, driven by the CLI's verbs
//! (review-loop.md §1, §6, §7, §10).
//!
//! Owns the order of operations (what is allowed when), the per-round state and the history.
//! Every state is derived from the history: each accepted input is appended as given and a
//! loaded history is replayed through the same operations, so a refused input changes nothing
//! and an exported run replays to the same outcome. It never reads a clock or a file: times
//! (`at`, milliseconds since the epoch) come in from the caller.

use std::fmt;

use serde::Serialize;
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

use crate::limits::{self, TooLarge};
use crate::message::{Message, ToMessage};
use crate::review::history::{
    Entry, History, HistoryError, RunConfig, DEFAULT_ARTIFACT_NAME, MAX_ROUNDS, SCHEMA,
};
use crate::review::judge::{Judge, Verdict};
use crate::review::merge::{self, MergeInput, MergeReport, MergedResult, Outcome, Settlement};
use crate::review::prompt::{self, PromptInput};
use crate::review::record;
use crate::review::reply::{self, PasteReading, Reply, ReplyError};
use crate::review::reports::RecordReport;
use crate::review::rubric::{Rubric, RubricError};
use crate::review::verdict::{self, VerdictDocument, VerdictInput};

/// One round: its artifact and what happened in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoundState {
    pub number: u32,
    pub artifact_name: String,
    pub sha256: String,
    pub started_at: u64,
    /// The latest reply of each judge (an earlier one stays in the history only).
    pub a: Option<RecordReport>,
    pub b: Option<RecordReport>,
    /// Every merge of the round in order, then one more per settlement; the last one counts.
    pub merges: Vec<MergeReport>,
    pub settlements: Vec<Settlement>,
    /// A reply was recorded since the last merge.
    pub unmerged: bool,
    #[serde(skip)]
    artifact: String,
}

impl RoundState {
    pub fn artifact(&self) -> &str {
        &self.artifact
    }

    pub fn record(&self, judge: Judge) -> Option<&RecordReport> {
        match judge {
            Judge::A => self.a.as_ref(),
            Judge::B => self.b.as_ref(),
        }
    }

    /// The merge that counts: the last one, settlements applied.
    pub fn last_merge(&self) -> Option<&MergeReport> {
        self.merges.last()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.last_merge().map(|m| m.outcome)
    }
}

/// What the user does next, for a UI's call to action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum NextStep {
    RecordA,
    RecordB,
    Merge,
    Revise,
    Settle,
    Done,
}

/// How a round offers a judge's reply box ([`Run::asks`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asking {
    /// The round takes no reply (awaiting a revision, a settlement, or closed).
    No,
    /// This judge's reply is what the round waits for.
    Now,
    /// Judge B before judge A passed every criterion: allowed, not yet asked for.
    Early,
    /// Recorded already; a later reply replaces it.
    Again,
}

impl NextStep {
    /// The current round still takes judges' replies (and a merge): it is open, neither
    /// awaiting a revision, a settlement, nor closed. A reply box is shown exactly then.
    pub fn takes_replies(self) -> bool {
        matches!(
            self,
            NextStep::RecordA | NextStep::RecordB | NextStep::Merge
        )
    }
}

/// A §7 advisory warning about a revision that was taken. Its words are its `Display`, its id
/// and arguments its [`ToMessage`]; its JSON holds both (js-api.md).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviseWarning {
    /// The revised artifact is byte for byte the one of `round`, which asked for fixes.
    Unchanged { round: u32 },
}

impl fmt::Display for ReviseWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviseWarning::Unchanged { round } => write!(
                f,
                "the artifact is unchanged since round {round}, which asked for fixes; the judges will see the same text"
            ),
        }
    }
}

impl Serialize for ReviseWarning {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        crate::message::serialize_warning(self, serializer)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviseReport {
    /// The round the revision opens.
    pub round: u32,
    pub sha256: String,
    /// The bytes are those of the round that asked for fixes.
    pub unchanged: bool,
    pub warnings: Vec<ReviseWarning>,
}

/// A reply the run took, as the JSON object the judge wrote: what a new reply must not repeat
/// (§6).
#[derive(Debug, Clone)]
struct Recorded {
    round: u32,
    judge: Judge,
    object: Map<String, Value>,
}

#[derive(Debug, Clone)]
pub struct Run {
    config: RunConfig,
    rubric: Rubric,
    rounds: Vec<RoundState>,
    history: History,
    recorded: Vec<Recorded>,
    /// `Some` while a history is replayed: how its replies are read (see `from_history`).
    replaying: Option<PasteReading>,
}

fn closed(f: &mut fmt::Formatter<'_>, outcome: Outcome) -> fmt::Result {
    write!(
        f,
        "the run is closed ({outcome}); it takes no more replies, merges or revisions; start a new run"
    )
}

const AWAITING_REVISION: &str =
    "the round asked for fixes (FIX); revise the artifact to open the next round first";

/// A run that cannot be created; fix the named input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CreateError {
    Rubric(RubricError),
    EmptyName,
    EmptyArtifact,
    RoundsOutOfRange {
        rounds: u32,
    },
    /// The round limit typed in a form is not a whole number ([`read_round_limit`]).
    RoundsNotANumber {
        typed: String,
    },
    /// The rubric is larger than `limits` takes.
    RubricTooLarge(TooLarge),
    /// The artifact is larger than `limits` takes.
    ArtifactTooLarge(TooLarge),
}

/// The round limit a person typed (a form's text), as a number for [`RunConfig::rounds`]; its
/// range is checked with the rest of the config ([`Run::problems`]).
pub fn read_round_limit(typed: &str) -> Result<u32, CreateError> {
    let typed = typed.trim();
    typed
        .parse::<u32>()
        .map_err(|_| CreateError::RoundsNotANumber {
            typed: typed.to_string(),
        })
}

/// A reply that was not recorded; the run is unchanged. Correct the reply, or do the step the
/// message names first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    Reply(ReplyError),
    Closed {
        outcome: Outcome,
    },
    AwaitingRevision,
    /// The reply is equal, as JSON, to one the run took for the other judge or in another round
    /// (§6): `judge` and `round` name that earlier reply, `current` the round it was pasted in
    /// (an earlier round's reply pasted again is a repeat, not a wrong box).
    Duplicate {
        judge: Judge,
        round: u32,
        current: u32,
    },
    /// The reply, or the run's history with it, is larger than `limits` takes.
    TooLarge(TooLarge),
}

/// A merge that was not made; the run is unchanged. Record judge A's reply (or revise) first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MergeError {
    Closed {
        outcome: Outcome,
    },
    AwaitingRevision,
    NoReplyFromA {
        round: u32,
    },
    /// The run's history already holds `limits::MAX_ENTRIES` entries.
    TooLarge(TooLarge),
}

/// A revision that was not taken; the run is unchanged. Revise only after a FIX merge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviseError {
    Closed {
        outcome: Outcome,
    },
    NotAfterFix {
        outcome: Option<Outcome>,
    },
    EmptyArtifact,
    /// The revised artifact is larger than `limits` takes.
    TooLarge(TooLarge),
}

/// A settlement that was not taken; the run is unchanged. Settle only disputed criteria, once
/// each, with a note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettleError {
    Closed { outcome: Outcome },
    NotDisputed { outcome: Option<Outcome> },
    NotADisputedCriterion { id: String },
    AlreadySettled { id: String },
    EmptyNote,
}

impl CreateError {
    /// The JS `Error.name` of this error (js-api.md).
    pub fn name(&self) -> &'static str {
        match self {
            CreateError::Rubric(e) => e.name(),
            _ => "BadInput",
        }
    }
}

impl RecordError {
    /// The JS `Error.name` of this error (js-api.md).
    pub fn name(&self) -> &'static str {
        match self {
            RecordError::Reply(e) => e.name(),
            RecordError::Closed { .. } => "RunClosed",
            RecordError::AwaitingRevision
            | RecordError::Duplicate { .. }
            | RecordError::TooLarge(_) => "BadInput",
        }
    }
}

impl MergeError {
    /// The JS `Error.name` of this error (js-api.md).
    pub fn name(&self) -> &'static str {
        match self {
            MergeError::Closed { .. } => "RunClosed",
            _ => "BadInput",
        }
    }
}

impl ReviseError {
    /// The JS `Error.name` of this error (js-api.md).
    pub fn name(&self) -> &'static str {
        match self {
            ReviseError::Closed { .. } => "RunClosed",
            _ => "BadInput",
        }
    }
}

impl SettleError {
    /// The JS `Error.name` of this error (js-api.md).
    pub fn name(&self) -> &'static str {
        match self {
            SettleError::Closed { .. } => "RunClosed",
            _ => "BadInput",
        }
    }
}

impl fmt::Display for CreateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CreateError::Rubric(e) => e.fmt(f),
            CreateError::EmptyName => f.write_str("the run needs a name"),
            CreateError::EmptyArtifact => {
                f.write_str("the artifact is empty; paste the text to review")
            }
            CreateError::RubricTooLarge(e) | CreateError::ArtifactTooLarge(e) => {
                write!(f, "{e}; the run was not created and nothing was stored")
            }
            CreateError::RoundsNotANumber { typed } => write!(
                f,
                "the round limit “{typed}” is not a whole number; use 1 to {MAX_ROUNDS}"
            ),
            CreateError::RoundsOutOfRange { rounds } => {
                write!(
                    f,
                    "a round limit of {rounds} is out of range; use 1 to {MAX_ROUNDS}"
                )
            }
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Reply(e) => e.fmt(f),
            RecordError::Closed { outcome } => closed(f, *outcome),
            RecordError::AwaitingRevision => f.write_str(AWAITING_REVISION),
            RecordError::TooLarge(e) => write!(f, "{e}; the reply was not recorded and nothing was stored"),
            RecordError::Duplicate { judge, round, current } if round != current => write!(
                f,
                "this reply repeats judge {judge}'s reply of round {round}: the judges read a new artifact in round {current}, so a new answer is needed; send this round's prompt to the judge in a new chat and paste what it answers"
            ),
            RecordError::Duplicate { judge, round, .. } => write!(
                f,
                "this reply is the same as judge {judge}'s reply of round {round}: an independent judge does not write the same answer twice, so it was probably pasted into the wrong box; paste this judge's own answer for this round"
            ),
        }
    }
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::Closed { outcome } => closed(f, *outcome),
            MergeError::AwaitingRevision => f.write_str(AWAITING_REVISION),
            MergeError::TooLarge(e) => {
                write!(f, "{e}; nothing was stored: start a new run to go on")
            }
            MergeError::NoReplyFromA { round } => write!(
                f,
                "round {round} has no reply from judge A; record judge A's reply before merging"
            ),
        }
    }
}

impl fmt::Display for ReviseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviseError::Closed { outcome } => closed(f, *outcome),
            ReviseError::NotAfterFix { outcome } => write!(
                f,
                "the artifact can be revised only after a merge gave FIX (last outcome: {}); record and merge first",
                outcome.map_or("none", Outcome::as_str)
            ),
            ReviseError::TooLarge(e) => write!(f, "{e}; the round was not opened and nothing was stored"),
            ReviseError::EmptyArtifact => {
                f.write_str("the revised artifact is empty; paste the text to review")
            }
        }
    }
}

impl fmt::Display for SettleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettleError::Closed { outcome } => closed(f, *outcome),
            SettleError::NotDisputed { outcome } => write!(
                f,
                "only a DISPUTED round can be settled (last outcome: {})",
                outcome.map_or("none", Outcome::as_str)
            ),
            SettleError::NotADisputedCriterion { id } => write!(
                f,
                "criterion \"{id}\" is not disputed in this round; settle one of the disputed criteria"
            ),
            SettleError::AlreadySettled { id } => {
                write!(f, "criterion \"{id}\" is already settled")
            }
            SettleError::EmptyNote => {
                f.write_str("a settlement needs a note saying why; write one")
            }
        }
    }
}

/// The message of a refusal because the run is closed.
fn closed_message(outcome: Outcome) -> Message {
    Message::new("run.closed").with("outcome", outcome.as_str())
}

/// A last outcome as an argument: its name, or none before the first merge.
fn last_outcome(message: Message, outcome: Option<Outcome>) -> Message {
    match outcome {
        Some(outcome) => message.with("outcome", outcome.as_str()),
        None => message,
    }
}

impl ToMessage for CreateError {
    fn to_message(&self) -> Message {
        match self {
            CreateError::Rubric(e) => e.to_message(),
            CreateError::EmptyName => Message::new("run.empty-name"),
            CreateError::EmptyArtifact => Message::new("run.empty-artifact"),
            CreateError::RubricTooLarge(e) | CreateError::ArtifactTooLarge(e) => {
                e.message_as("run.too-large")
            }
            CreateError::RoundsNotANumber { typed } => Message::new("run.rounds-not-a-number")
                .with("typed", typed.as_str())
                .with("max", MAX_ROUNDS),
            CreateError::RoundsOutOfRange { rounds } => Message::new("run.rounds-out-of-range")
                .with("rounds", *rounds)
                .with("max", MAX_ROUNDS),
        }
    }
}

impl ToMessage for RecordError {
    fn to_message(&self) -> Message {
        match self {
            RecordError::Reply(e) => e.to_message(),
            RecordError::Closed { outcome } => closed_message(*outcome),
            RecordError::AwaitingRevision => Message::new("run.awaiting-revision"),
            RecordError::TooLarge(e) => e.message_as("record.too-large"),
            RecordError::Duplicate {
                judge,
                round,
                current,
            } if round != current => Message::new("record.repeats-earlier-round")
                .with("judge", judge.as_str())
                .with("round", *round)
                .with("current", *current),
            RecordError::Duplicate { judge, round, .. } => {
                Message::new("record.same-as-other-judge")
                    .with("judge", judge.as_str())
                    .with("round", *round)
            }
        }
    }
}

impl ToMessage for MergeError {
    fn to_message(&self) -> Message {
        match self {
            MergeError::Closed { outcome } => closed_message(*outcome),
            MergeError::AwaitingRevision => Message::new("run.awaiting-revision"),
            MergeError::TooLarge(e) => e.message_as("merge.too-large"),
            MergeError::NoReplyFromA { round } => {
                Message::new("merge.no-reply-from-a").with("round", *round)
            }
        }
    }
}

impl ToMessage for ReviseError {
    fn to_message(&self) -> Message {
        match self {
            ReviseError::Closed { outcome } => closed_message(*outcome),
            ReviseError::NotAfterFix { outcome } => {
                last_outcome(Message::new("revise.not-after-fix"), *outcome)
            }
            ReviseError::TooLarge(e) => e.message_as("revise.too-large"),
            ReviseError::EmptyArtifact => Message::new("revise.empty-artifact"),
        }
    }
}

impl ToMessage for SettleError {
    fn to_message(&self) -> Message {
        match self {
            SettleError::Closed { outcome } => closed_message(*outcome),
            SettleError::NotDisputed { outcome } => {
                last_outcome(Message::new("settle.not-disputed"), *outcome)
            }
            SettleError::NotADisputedCriterion { id } => {
                Message::new("settle.not-a-disputed-criterion").with("id", id.as_str())
            }
            SettleError::AlreadySettled { id } => {
                Message::new("settle.already-settled").with("id", id.as_str())
            }
            SettleError::EmptyNote => Message::new("settle.empty-note"),
        }
    }
}

impl ToMessage for ReviseWarning {
    fn to_message(&self) -> Message {
        match self {
            ReviseWarning::Unchanged { round } => {
                Message::new("revise.unchanged").with("round", *round)
            }
        }
    }
}

impl std::error::Error for CreateError {}
impl std::error::Error for RecordError {}
impl std::error::Error for MergeError {}
impl std::error::Error for ReviseError {}
impl std::error::Error for SettleError {}

/// Lower-case hex SHA-256 of the artifact's UTF-8 bytes (§7).
pub fn sha256_hex(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

impl Run {
    /// Every reason `create` would refuse `config`, in the order `create` checks them (the
    /// rubric's problems first, in line order): a form lists them all at once. Empty when the
    /// run can be created.
    pub fn problems(config: &RunConfig) -> Vec<CreateError> {
        // A rubric too large to take is not read further: its size is its problem.
        let mut problems: Vec<CreateError> = match limits::check_rubric(&config.rubric) {
            Err(e) => vec![CreateError::RubricTooLarge(e)],
            Ok(()) => match Rubric::check(&config.rubric) {
                Ok(_) => Vec::new(),
                Err(all) => all.into_iter().map(CreateError::Rubric).collect(),
            },
        };
        if config.name.trim().is_empty() {
            problems.push(CreateError::EmptyName);
        }
        if config.artifact.trim().is_empty() {
            problems.push(CreateError::EmptyArtifact);
        }
        if let Err(e) = limits::check_artifact("the artifact", &config.artifact) {
            problems.push(CreateError::ArtifactTooLarge(e));
        }
        if !(1..=MAX_ROUNDS).contains(&config.rounds) {
            problems.push(CreateError::RoundsOutOfRange {
                rounds: config.rounds,
            });
        }
        problems
    }

    pub fn create(mut config: RunConfig, at: u64) -> Result<Run, CreateError> {
        if let Some(first) = Run::problems(&config).into_iter().next() {
            return Err(first);
        }
        let rubric = Rubric::parse(&config.rubric).map_err(CreateError::Rubric)?;
        if config.artifact_name.trim().is_empty() {
            config.artifact_name = DEFAULT_ARTIFACT_NAME.to_string();
        }
        let first = RoundState {
            number: 1,
            artifact_name: config.artifact_name.clone(),
            sha256: sha256_hex(&config.artifact),
            started_at: at,
            a: None,
            b: None,
            merges: Vec::new(),
            settlements: Vec::new(),
            unmerged: false,
            artifact: config.artifact.clone(),
        };
        let history = History {
            schema: SCHEMA.to_string(),
            entries: vec![Entry::Init {
                config: config.clone(),
                at,
            }],
        };
        Ok(Run {
            config,
            rubric,
            rounds: vec![first],
            history,
            recorded: Vec::new(),
            replaying: None,
        })
    }

    /// Replays a history through the same operations a user calls (§10). The refusals that
    /// apply only to new records are not applied to a replay, so that every run file keeps
    /// loading (ARCHITECTURE.md, "Replay compatibility"): a reply that repeats another (§6) is
    /// replayed as it was taken, so is one with a key written twice (§3; read with
    /// [`PasteReading::Stored`]: the last is taken), and a reply the §3 paste reading refuses (only the prompt or
    /// its example, two replies) is read with [`PasteReading::Legacy`], the reading that took
    /// it. Should the §3 reading change the course of a run so that a later entry does not
    /// apply (a whole-chat paste whose example reply was taken), the whole history is replayed
    /// with the legacy reading, as it was made.
    pub fn from_history(history: History) -> Result<Run, HistoryError> {
        history.check_limits().map_err(HistoryError::TooLarge)?;
        match Run::replay_with(&history, PasteReading::Stored) {
            Err(error) => Run::replay_with(&history, PasteReading::Legacy).map_err(|_| error),
            run => run,
        }
    }

    fn replay_with(history: &History, reading: PasteReading) -> Result<Run, HistoryError> {
        let mut entries = history.entries.iter().enumerate();
        let mut run = match entries.next() {
            Some((_, Entry::Init { config, at })) => {
                Run::create(config.clone(), *at).map_err(|e| HistoryError::Refused {
                    index: 0,
                    message: e.to_string(),
                })?
            }
            _ => return Err(HistoryError::Init { index: 0 }),
        };
        run.replaying = Some(reading);
        for (index, entry) in entries {
            let refused = |message: String| HistoryError::Refused { index, message };
            match entry {
                Entry::Init { .. } => return Err(HistoryError::Init { index }),
                Entry::Reply { judge, text, at } => {
                    run.record(*judge, text, *at)
                        .map_err(|e| refused(e.to_string()))?;
                }
                Entry::Merge { at } => {
                    run.merge(*at).map_err(|e| refused(e.to_string()))?;
                }
                Entry::Revise {
                    artifact,
                    artifact_name,
                    at,
                } => {
                    run.revise(artifact, artifact_name.clone(), *at)
                        .map_err(|e| refused(e.to_string()))?;
                }
                Entry::Settle {
                    criterion,
                    result,
                    note,
                    at,
                } => {
                    run.settle(criterion, *result, note, *at)
                        .map_err(|e| refused(e.to_string()))?;
                }
            }
        }
        run.replaying = None;
        Ok(run)
    }

    pub fn from_json(text: &str) -> Result<Run, HistoryError> {
        Run::from_history(History::from_json(text)?)
    }

    pub fn to_json(&self) -> String {
        self.history.to_json()
    }

    pub fn history(&self) -> &History {
        &self.history
    }

    pub fn config(&self) -> &RunConfig {
        &self.config
    }

    pub fn name(&self) -> &str {
        &self.config.name
    }

    pub fn rubric(&self) -> &Rubric {
        &self.rubric
    }

    pub fn round_limit(&self) -> u32 {
        self.config.rounds
    }

    pub fn anti_ratchet(&self) -> bool {
        self.config.anti_ratchet
    }

    /// The current round's number, from 1.
    pub fn round(&self) -> u32 {
        self.current().number
    }

    pub fn rounds(&self) -> &[RoundState] {
        &self.rounds
    }

    pub fn current(&self) -> &RoundState {
        self.rounds.last().expect("a run always has a round")
    }

    /// The outcome of the current round's last merge; `None` before its first merge (so `None`
    /// right after a revision opened a new round).
    pub fn outcome(&self) -> Option<Outcome> {
        self.current().outcome()
    }

    pub fn is_terminal(&self) -> bool {
        self.outcome().is_some_and(Outcome::is_terminal)
    }

    pub fn artifact(&self) -> &str {
        self.current().artifact()
    }

    pub fn artifact_name(&self) -> &str {
        &self.current().artifact_name
    }

    pub fn artifact_sha256(&self) -> &str {
        &self.current().sha256
    }

    /// The time of the last accepted input.
    pub fn last_change_at(&self) -> u64 {
        self.history.entries.last().map_or(0, Entry::at)
    }

    pub fn next_step(&self) -> NextStep {
        let round = self.current();
        match round.outcome() {
            Some(Outcome::Disputed) => NextStep::Settle,
            Some(o) if o.is_terminal() => NextStep::Done,
            Some(Outcome::Fix) => NextStep::Revise,
            _ if round.a.is_none() => NextStep::RecordA,
            _ if round.unmerged => NextStep::Merge,
            _ => NextStep::RecordB,
        }
    }

    /// How the current round offers `judge`'s reply box (§5 rule 3: judge B confirms a round
    /// once judge A passed every criterion; B may still be recorded earlier, and A again).
    pub fn asks(&self, judge: Judge) -> Asking {
        if !self.next_step().takes_replies() {
            return Asking::No;
        }
        let round = self.current();
        match judge {
            Judge::A if round.a.is_some() => Asking::Again,
            Judge::A => Asking::Now,
            Judge::B if round.b.is_some() => Asking::Again,
            Judge::B if round.a.as_ref().is_some_and(RecordReport::passes_all) => Asking::Now,
            Judge::B => Asking::Early,
        }
    }

    /// Whether the run still takes `judge`'s reply for `round` (its box is open): the current
    /// round, taking replies, with that judge not yet recorded.
    pub fn takes_reply(&self, round: u32, judge: Judge) -> bool {
        round == self.round()
            && self.next_step().takes_replies()
            && self.current().record(judge).is_none()
    }

    /// Whether the run takes a revision of `round` now (FIX was merged in it).
    pub fn takes_revision(&self, round: u32) -> bool {
        round == self.round() && self.next_step() == NextStep::Revise
    }

    /// Whether `criterion` of the current round is DISPUTED and not settled yet.
    pub fn takes_settlement(&self, criterion: &str) -> bool {
        self.next_step() == NextStep::Settle
            && self
                .current()
                .last_merge()
                .is_some_and(|m| m.unsettled().any(|c| c == criterion))
    }

    fn previous_merge(&self) -> Option<&MergeReport> {
        let n = self.rounds.len();
        (n >= 2).then(|| self.rounds[n - 2].last_merge()).flatten()
    }

    /// The judge prompt of the current round (§8). Judge A and judge B get the same text
    /// (§5 rule 3), so no judge is taken.
    pub fn prompt(&self) -> String {
        let round = self.current();
        prompt::judge_prompt(&PromptInput {
            round: round.number,
            rubric: &self.rubric,
            artifact: &round.artifact,
            artifact_name: &round.artifact_name,
            previous: self.previous_merge(),
            language: self.config.language,
        })
    }

    /// The outcome that keeps the current round from taking replies and merges: a terminal
    /// one, or FIX (the next round opens with a revision).
    fn blocking_outcome(&self) -> Option<Outcome> {
        self.outcome()
            .filter(|o| o.is_terminal() || *o == Outcome::Fix)
    }

    /// `judge`'s reply as `record` would read it now, without recording it: read and validated
    /// (§3), refused in a closed round or awaiting revision, and refused when it
    /// repeats another reply of the run (§6). The app's live check of the reply box is this, so
    /// it refuses exactly what `record` refuses.
    pub fn read_reply(&self, judge: Judge, text: &str) -> Result<Reply, RecordError> {
        self.read_paste(judge, text).map(|read| read.reply)
    }

    fn read_paste(&self, judge: Judge, text: &str) -> Result<reply::Read, RecordError> {
        match self.blocking_outcome() {
            Some(Outcome::Fix) => return Err(RecordError::AwaitingRevision),
            Some(outcome) => return Err(RecordError::Closed { outcome }),
            None => {}
        }
        self.check_room(judge, text)
            .map_err(RecordError::TooLarge)?;
        let round = self.current();
        let read = |reading| reply::read(text, &self.rubric, &round.artifact, reading);
        let read = match self.replaying {
            None => read(PasteReading::Current),
            Some(PasteReading::Legacy) => read(PasteReading::Legacy),
            Some(reading) => read(reading).or_else(|e| match e {
                ReplyError::PromptOnly
                | ReplyError::ExampleOnly
                | ReplyError::TwoReplies { .. } => read(PasteReading::Legacy),
                e => Err(e),
            }),
        }
        .map_err(RecordError::Reply)?;
        if self.replaying.is_none() {
            let repeated = self
                .recorded
                .iter()
                .find(|r| r.object == read.object && (r.judge != judge || r.round != round.number));
            if let Some(r) = repeated {
                return Err(RecordError::Duplicate {
                    judge: r.judge,
                    round: r.round,
                    current: round.number,
                });
            }
        }
        Ok(read)
    }

    /// The report `record` would keep for `judge`'s reply, without recording it: the reply read
    /// as `read_reply` reads it, its quotes checked and rule 1 applied. What the app shows
    /// before the user records (whether a merge would follow, with [`Run::merge_follows`]).
    pub fn check_record(&self, judge: Judge, text: &str) -> Result<RecordReport, RecordError> {
        let read = self.read_paste(judge, text)?;
        Ok(self.report(judge, read.reply))
    }

    fn report(&self, judge: Judge, reply: Reply) -> RecordReport {
        let round = self.current();
        let passed_before = self
            .previous_merge()
            .map_or_else(Vec::new, |m| m.ids_with(MergedResult::Pass));
        record::record(
            judge,
            reply,
            &record::Round {
                number: round.number,
                artifact: &round.artifact,
                passed_before: &passed_before,
                anti_ratchet: self.config.anti_ratchet,
            },
        )
    }

    /// Whether a merge is the step that follows recording `report` (this round's reply of
    /// `judge`, recorded or checked): the other judge's reply is in, or judge A fails a
    /// criterion (after rule 1). Otherwise the next judge is asked first: after A passes every
    /// criterion, B confirms (§5 rule 3); after B alone, A is still missing.
    pub fn merge_follows(&self, judge: Judge, report: &RecordReport) -> bool {
        let other = match judge {
            Judge::A => Judge::B,
            Judge::B => Judge::A,
        };
        self.current().record(other).is_some() || (judge == Judge::A && !report.passes_all())
    }

    /// Whether the history has room for one more reply, and the reply is not too long.
    fn check_room(&self, judge: Judge, text: &str) -> Result<(), TooLarge> {
        crate::review::history::judge_reply_size(judge, text.len())?;
        let entries = &self.history.entries;
        let replies = entries
            .iter()
            .filter(|e| matches!(e, Entry::Reply { .. }))
            .count();
        limits::check(
            "the run's history",
            limits::Unit::Replies,
            replies + 1,
            limits::MAX_REPLIES,
        )?;
        limits::check(
            "the run's history",
            limits::Unit::Entries,
            entries.len() + 1,
            limits::MAX_ENTRIES,
        )
    }

    /// Records a judge's reply for the current round (§3, §4, §5 rule 1, §6). A judge's later
    /// reply in the same round replaces the earlier one. The report returned is the one the run
    /// keeps (as for `merge` and `settle`): a replay or a caller that ignores it copies nothing.
    pub fn record(
        &mut self,
        judge: Judge,
        text: &str,
        at: u64,
    ) -> Result<&RecordReport, RecordError> {
        let read = self.read_paste(judge, text)?;
        let report = self.report(judge, read.reply);
        let number = self.current().number;
        self.recorded.push(Recorded {
            round: number,
            judge,
            object: read.object,
        });
        self.history.entries.push(Entry::Reply {
            judge,
            text: text.to_string(),
            at,
        });
        let round = self.rounds.last_mut().expect("a run always has a round");
        round.unmerged = true;
        let slot = match judge {
            Judge::A => &mut round.a,
            Judge::B => &mut round.b,
        };
        Ok(slot.insert(report))
    }

    fn merge_current(&self) -> Option<MergeReport> {
        let round = self.current();
        Some(merge::merge(&MergeInput {
            round: round.number,
            round_limit: self.config.rounds,
            a: round.a.as_ref()?,
            b: round.b.as_ref(),
            previous: self.previous_merge(),
            settlements: &round.settlements,
        }))
    }

    /// Merges the current round (§5 rule 3, §6).
    pub fn merge(&mut self, at: u64) -> Result<&MergeReport, MergeError> {
        match self.blocking_outcome() {
            Some(Outcome::Fix) => return Err(MergeError::AwaitingRevision),
            Some(outcome) => return Err(MergeError::Closed { outcome }),
            None => {}
        }
        limits::check(
            "the run's history",
            limits::Unit::Entries,
            self.history.entries.len() + 1,
            limits::MAX_ENTRIES,
        )
        .map_err(MergeError::TooLarge)?;
        let report = self.merge_current().ok_or(MergeError::NoReplyFromA {
            round: self.round(),
        })?;
        self.history.entries.push(Entry::Merge { at });
        let round = self.rounds.last_mut().expect("a run always has a round");
        round.unmerged = false;
        Ok(round.merges.push_mut(report))
    }

    /// Opens the next round with the revised artifact (§7); only after FIX. `name: None` keeps
    /// the artifact's name.
    pub fn revise(
        &mut self,
        artifact: &str,
        name: Option<String>,
        at: u64,
    ) -> Result<ReviseReport, ReviseError> {
        match self.outcome() {
            Some(Outcome::Fix) => {}
            Some(outcome) if outcome.is_terminal() => return Err(ReviseError::Closed { outcome }),
            outcome => return Err(ReviseError::NotAfterFix { outcome }),
        }
        if artifact.trim().is_empty() {
            return Err(ReviseError::EmptyArtifact);
        }
        let previous = self.current();
        let what = crate::review::history::revised_artifact(previous.number + 1);
        limits::check_artifact(&what, artifact).map_err(ReviseError::TooLarge)?;
        let sha256 = sha256_hex(artifact);
        let unchanged = sha256 == previous.sha256;
        let warnings = if unchanged {
            vec![ReviseWarning::Unchanged {
                round: previous.number,
            }]
        } else {
            Vec::new()
        };
        let name = name.filter(|n| !n.trim().is_empty());
        let round = RoundState {
            number: previous.number + 1,
            artifact_name: name
                .clone()
                .unwrap_or_else(|| previous.artifact_name.clone()),
            sha256: sha256.clone(),
            started_at: at,
            a: None,
            b: None,
            merges: Vec::new(),
            settlements: Vec::new(),
            unmerged: false,
            artifact: artifact.to_string(),
        };
        let report = ReviseReport {
            round: round.number,
            sha256,
            unchanged,
            warnings,
        };
        self.rounds.push(round);
        self.history.entries.push(Entry::Revise {
            artifact: artifact.to_string(),
            artifact_name: name,
            at,
        });
        Ok(report)
    }

    /// A human settles one disputed criterion (§6, decided here). The outcome stays DISPUTED
    /// until every disputed criterion is settled; then it is computed again.
    pub fn settle(
        &mut self,
        criterion: &str,
        result: Verdict,
        note: &str,
        at: u64,
    ) -> Result<&MergeReport, SettleError> {
        let last = match self.current().last_merge() {
            Some(m) if m.outcome == Outcome::Disputed => m,
            Some(m) if m.terminal => return Err(SettleError::Closed { outcome: m.outcome }),
            m => {
                return Err(SettleError::NotDisputed {
                    outcome: m.map(|m| m.outcome),
                })
            }
        };
        if last.settled.iter().any(|s| s.id == criterion) {
            return Err(SettleError::AlreadySettled {
                id: criterion.to_string(),
            });
        }
        if !last.unsettled().any(|id| id == criterion) {
            return Err(SettleError::NotADisputedCriterion {
                id: criterion.to_string(),
            });
        }
        let note = note.trim();
        if note.is_empty() {
            return Err(SettleError::EmptyNote);
        }
        let round = self.rounds.last_mut().expect("a run always has a round");
        round.settlements.push(Settlement {
            id: criterion.to_string(),
            result,
            note: note.to_string(),
            at,
        });
        let report = self
            .merge_current()
            .expect("a disputed round has judge A's reply");
        self.history.entries.push(Entry::Settle {
            criterion: criterion.to_string(),
            result,
            note: note.to_string(),
            at,
        });
        let round = self.rounds.last_mut().expect("a run always has a round");
        Ok(round.merges.push_mut(report))
    }

    /// The verdict document (§9), once the run is terminal.
    pub fn verdict(&self) -> Option<VerdictDocument> {
        let round = self.current();
        verdict::document(&VerdictInput {
            run: self.name(),
            language: self.config.language,
            round_limit: self.round_limit(),
            anti_ratchet: self.anti_ratchet(),
            models: &self.config.models,
            artifact_name: &round.artifact_name,
            sha256: &round.sha256,
            last: round.last_merge(),
            merges: self
                .rounds
                .iter()
                .filter_map(RoundState::last_merge)
                .collect(),
            reports: self
                .rounds
                .iter()
                .flat_map(|r| [r.a.as_ref(), r.b.as_ref()])
                .flatten()
                .collect(),
        })
    }
}
