//! round: one round of a run — the judge prompt with Copy, the reply box that validates as you
//! paste, Record, each judge's report, Merge and the merged outcome in plain words.
//!
//! Owns the round's controls and how the core's reports are laid out. Validation of a reply is
//! the core's `Run::check_record` (the same reading and refusals as `record`); recording,
//! merging and every verdict are `Run`'s. The plain-words explanations say what the core's
//! outcome means for the user, never something else.

use crate::review::artifact::QuoteMark;
use crate::review::focus::Focus;
use crate::review::labels::{
    judge_words, merged_label, sentence, slot, Badge, Criteria, CriterionLabel, ReplyWarningText,
};
use crate::review::run_handle::RunHandle;
use crate::state::AppState;
use crate::t;
use crate::typed::TypedKey;
use crate::ui::controls::CopyButton;
use crate::ui::notice::{Notice, Refusal, Tone};
use jury_core::review::evidence::{EvidenceStatus, MIN_QUOTE_CHARS};
use jury_core::review::judge::{Judge, Verdict};
use jury_core::review::merge::{MergeReport, Outcome};
use jury_core::review::reply::{ReplyError, ReplyWarning};
use jury_core::review::reports::{CriterionReport, RecordReport};
use jury_core::review::run::{Asking, MergeError, NextStep, RecordError, Run};
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// The mark shown in the artifact panel, provided by the run page.
#[derive(Clone, Copy)]
pub struct Highlight(pub RwSignal<Option<QuoteMark>>);

/// The judge prompt of the current round with Copy and how to use it.
#[component]
pub fn PromptCard(
    /// The prompt (the same for both judges).
    prompt: Memo<String>,
    /// The judge the prompt is for (A and B get the same text; only the advice differs).
    judge: Judge,
) -> impl IntoView {
    // The prompt holds the whole artifact, and a browser builds a textarea's text line by line
    // even inside a closed <details>: it is only put in the box while the box is open.
    let shown = RwSignal::new(false);
    let textarea_id = format!("prompt-{}", judge.as_str());
    let advice = match judge {
        Judge::A => t!(RoundAdviceA),
        Judge::B => t!(RoundAdviceB),
    };
    let criteria = use_context::<Criteria>().map(|c| c.0);
    view! {
        <div class="stack">
            <div class="row">
                <CopyButton text=prompt label=t!(RoundCopyPrompt, judge = judge.as_str()) />
            </div>
            <p class="small muted">{advice}</p>
            {criteria.map(|r| view! {
                <div class="small">
                    <p class="prompt-criteria-h">{t!(RoundPromptCriteria)}</p>
                    <ul class="prompt-criteria">{r.criteria.iter().map(|c| view! {
                        <li><code class="crit-id">{c.id.clone()}</code>": "<span dir="auto">{c.text.clone()}</span></li>
                    }).collect_view()}</ul>
                </div>
            })}
            <details on:toggle=move |ev| shown.set(event_target::<web_sys::Element>(&ev).has_attribute("open"))>
                <summary>{t!(RoundShowPrompt)}</summary>
                <label for=textarea_id.clone() class="sr-only">{t!(RoundPromptFor, judge = judge.as_str())}</label>
                <textarea id=textarea_id class="mono prompt-text" readonly dir="auto"
                    prop:value=move || if shown.get() { prompt.get() } else { String::new() }></textarea>
            </details>
        </div>
    }
}

/// Puts the caret of textarea `id` at a line and column, so the user sees the broken spot.
fn caret_to(id: &str, line: usize, column: usize) {
    if let Some(area) = document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
    {
        // A textarea's selection counts UTF-16 units.
        let at = jury_core::text::utf16_offset(&area.value(), line, column) as u32;
        let _ = area.focus();
        let _ = area.set_selection_range(at, at.saturating_add(1));
    }
}

/// How a reply error is shown: where (line:column in the paste, or the criterion) and why.
#[component]
pub fn ReplyErrorView(
    error: ReplyError,
    /// The textarea holding the reply, for the "show me" button of a syntax error.
    textarea: String,
) -> impl IntoView {
    let place = error.place().map(|(line, column)| {
        view! {
            <button type="button" class="linklike reply-error" on:click=move |_| caret_to(&textarea, line, column)>
                {t!(RoundErrorPlace, line = line, column = column)}
            </button>
        }
    });
    let criterion = error
        .criterion()
        .map(|c| t!(RoundErrorCriterion, criterion = c.to_string()));
    let message = crate::ui::notice::capitalize(&crate::i18n::say(&error));
    view! {
        <Notice tone=Tone::Error>
            <p class="reply-error">
                {place.map(|p| view! { <strong>{p}</strong>" · " })}
                {criterion.map(|c| view! { <strong>{c}</strong>" · " })}
                {message}
            </p>
            <p class="small">{t!(RoundNothingRecordedFix)}</p>
        </Notice>
    }
}

/// A reply the run would not take: the reply itself at fault (with its place), or a reply that
/// repeats another (§6), or a round that takes no reply now.
#[component]
fn RecordErrorView(error: RecordError, textarea: String) -> impl IntoView {
    match error {
        RecordError::Reply(e) => view! { <ReplyErrorView error=e textarea=textarea /> }.into_any(),
        other => view! {
            <Notice tone=Tone::Error>
                <p class="reply-error">{crate::ui::notice::capitalize(&crate::i18n::say(&other))}</p>
                <p class="small">{t!(RoundNothingRecorded)}</p>
            </Notice>
        }
        .into_any(),
    }
}

/// The typed text of a judge's reply in the current round (`AppState::typed texts`): it survives
/// re-renders, refused saves and a page reload, and goes once the reply is recorded.
#[derive(Clone, Copy)]
struct TypedReply {
    state: AppState,
    key: StoredValue<TypedKey>,
}

impl TypedReply {
    fn text(self) -> String {
        self.key.with_value(|k| self.state.typed(k))
    }

    fn set(self, text: String) {
        self.key.with_value(|k| self.state.set_typed(k, text));
    }

    fn clear(self) {
        self.key.with_value(|k| self.state.clear_typed(k));
    }
}

/// The live check of a reply box: the reply as `record` would take it.
#[derive(Clone, PartialEq)]
struct Checked {
    /// Criteria the judge failed, as written (before rule 1).
    fails: usize,
    total: usize,
    merge_follows: bool,
    warnings: Vec<ReplyWarning>,
}

impl Checked {
    /// The core's reading of `text` as judge `judge`'s reply: the report `record` would keep
    /// (quotes checked, rule 1 applied), and whether a merge would follow it. `None` for a box
    /// holding only spaces.
    fn of(run: &Run, judge: Judge, text: &str) -> Option<Result<Checked, RecordError>> {
        if text.trim().is_empty() {
            return None;
        }
        Some(run.check_record(judge, text).map(|r| {
            Checked {
                fails: r
                    .criteria
                    .iter()
                    .filter(|c| c.verdict == Verdict::Fail)
                    .count(),
                total: r.criteria.len(),
                merge_follows: run.merge_follows(judge, &r),
                warnings: r.warnings,
            }
        }))
    }
}

/// Records `text` as judge `judge`'s reply and, when `and_merge` and the core says a merge
/// follows this record, merges the round too: the outcome of that merge, if one was made.
fn record_reply(
    run: &mut Run,
    judge: Judge,
    text: &str,
    and_merge: bool,
    at: u64,
) -> Result<Option<Outcome>, SubmitError> {
    let report = run
        .record(judge, text, at)
        .map_err(SubmitError::Record)?
        .clone();
    if and_merge && run.merge_follows(judge, &report) {
        return Ok(Some(run.merge(at).map_err(SubmitError::Merge)?.outcome));
    }
    Ok(None)
}

/// What stopped a "Record and merge": the record (nothing changed) or the merge after it (then
/// nothing changed either: both are one change of the run).
#[derive(Debug)]
enum SubmitError {
    Record(RecordError),
    Merge(MergeError),
}

impl std::fmt::Display for SubmitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SubmitError::Record(e) => e.fmt(f),
            SubmitError::Merge(e) => e.fmt(f),
        }
    }
}

impl SubmitError {
    /// The refusal in the page's language.
    fn words(&self) -> String {
        match self {
            SubmitError::Record(e) => crate::i18n::say(e),
            SubmitError::Merge(e) => crate::i18n::say(e),
        }
    }
}

/// The box where a judge's reply is pasted: validated by the core on every change, recorded with
/// the button or Ctrl/Cmd-Enter. The typed text survives re-renders and refused saves.
#[component]
pub fn ReplyBox(run: Memo<Arc<Run>>, handle: RunHandle, judge: Judge) -> impl IntoView {
    let state = expect_context::<AppState>();
    let round = run.with_untracked(|r| r.round());
    let typed = TypedReply {
        state,
        key: StoredValue::new(handle.reply_key(round, judge)),
    };
    let refused = RwSignal::new(None::<RecordError>);
    let failure = RwSignal::new(None::<String>);
    let check = Memo::new(move |_| {
        let text = typed.text();
        run.with(|r| Checked::of(r, judge, &text))
    });
    // "Record and merge" is offered where the core says a merge follows this record.
    let offer_merge = Memo::new(move |_| {
        check.with(|c| {
            matches!(
                c,
                Some(Ok(Checked {
                    merge_follows: true,
                    ..
                }))
            )
        })
    });
    let record = move |and_merge: bool| {
        failure.set(None);
        refused.set(None);
        let text = typed.text();
        match handle.change(|run, at| record_reply(run, judge, &text, and_merge, at)) {
            Ok(merged) => {
                typed.clear();
                match merged {
                    Some(outcome) => Focus::after_merge(outcome),
                    None => Focus::JudgeHeading(judge),
                }
                .after_render();
            }
            Err(Some(SubmitError::Record(
                e @ (RecordError::Reply(_) | RecordError::Duplicate { .. }),
            ))) => refused.set(Some(e)),
            Err(Some(other)) => failure.set(Some(other.words())),
            Err(None) => {}
        }
    };
    // The shortcut records only, as its help says, whatever the buttons offer.
    let keydown = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Enter" && (ev.ctrl_key() || ev.meta_key()) {
            ev.prevent_default();
            record(false);
        }
    };
    let input = move |ev| {
        refused.set(None);
        typed.set(event_target_value(&ev));
    };
    let box_id = Focus::ReplyBox(judge).id();
    let help_id = format!("reply-help-{}", judge.as_str());
    view! {
        <div class="field">
            <label for=box_id>{t!(RoundReplyLabel, judge = judge.as_str())}</label>
            <textarea id=box_id class="mono" aria-describedby=help_id.clone() dir="auto"
                placeholder=t!(RoundReplyPlaceholder)
                prop:value=move || typed.text() on:input=input on:keydown=keydown></textarea>
            <div id=help_id aria-live="polite">{reply_check(check, box_id)}</div>
            // The refusal, unless the live check above already shows the same error (once is
            // enough for the eye, and a screen reader would read the alert twice).
            {move || refused.get()
                .filter(|e| check.with(|c| !matches!(c, Some(Err(live)) if live == e)))
                .map(|e| view! { <RecordErrorView error=e textarea=box_id.to_string() /> })}
            <Refusal message=failure />
            {record_buttons(judge, offer_merge, record)}
        </div>
    }
}

/// The live check of a reply box, in words: how to use the box while it is empty, the error
/// with its place (`textarea` is the reply box, for the "show me" button of a syntax error), or
/// the valid reply's count of FAILs and its warnings.
fn reply_check(
    check: Memo<Option<Result<Checked, RecordError>>>,
    textarea: &'static str,
) -> impl IntoView {
    move || {
        match check.get() {
            None => view! { <p class="field-help">{t!(RoundReplyHelp)}</p> }.into_any(),
            Some(Err(e)) => view! { <RecordErrorView error=e textarea=textarea.to_string() /> }.into_any(),
            Some(Ok(Checked { fails, total, warnings, .. })) => view! {
                <Notice tone=Tone::Ok><p>{t!(RoundReplyValid, fails = fails, total = total)}</p></Notice>
                {warnings.into_iter().map(|w| view! { <Notice tone=Tone::Warn><p><ReplyWarningText warning=w /></p></Notice> }).collect_view()}
            }.into_any(),
        }
    }
}

/// "Record judge X's reply", and "Record and merge the round" first where a merge follows.
/// `record` is called with whether to merge too.
fn record_buttons(
    judge: Judge,
    offer_merge: Memo<bool>,
    record: impl Fn(bool) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <div class="row">
            {move || offer_merge.get().then(|| view! {
                <button type="button" class="primary" on:click=move |_| record(true)>
                    {t!(RoundRecordAndMerge)}
                </button>
            })}
            <button type="button" class=move || if offer_merge.get() { "" } else { "primary" }
                on:click=move |_| record(false)>
                {t!(RoundRecord, judge = judge.as_str())}
            </button>
        </div>
    }
}

/// What the evidence check says about one criterion, in words.
fn evidence_words(c: &CriterionReport) -> Option<String> {
    if c.verdict == Verdict::Pass {
        return None;
    }
    let e = &c.evidence;
    let at = e.line.zip(e.column);
    Some(match (e.status, at) {
        (EvidenceStatus::Found, Some((line, column))) => {
            t!(RoundFoundAt, line = line, column = column)
        }
        (EvidenceStatus::Found, None) => t!(RoundFound),
        (EvidenceStatus::FoundNormalized, Some((line, column))) => {
            t!(RoundFoundNormalizedAt, line = line, column = column)
        }
        (EvidenceStatus::FoundNormalized, None) => t!(RoundFoundNormalized),
        (EvidenceStatus::NotFound, _) => t!(RoundNotFound),
        (EvidenceStatus::TooShort, _) => t!(RoundTooShort, min = MIN_QUOTE_CHARS),
        (EvidenceStatus::None, _) => t!(RoundNoQuote),
    })
}

/// One judge's recorded reply, as the core reported it: per criterion the verdict (and what rule
/// 1 made of it), reason, quote with its evidence status, fix; then what rule 1 blocked, the
/// notes and warnings.
#[component]
pub fn RecordReportView(report: RecordReport) -> impl IntoView {
    let highlight = expect_context::<Highlight>();
    let round = report.round;
    let rows = report
        .criteria
        .iter()
        .map(|c| {
            let effective = c.effective.as_str();
            let changed = c.is_blocked().then(|| {
                view! { <div class="small muted">{t!(RoundRule1Counts, written = c.verdict.as_str(), counted = effective)}</div> }
            });
            let evidence = evidence_words(c).map(|words| {
                let class = format!("evidence {}", c.evidence.status.as_str());
                let mark = match (c.evidence.status.is_evidence(), c.evidence.line, c.evidence.column, c.quote.as_ref()) {
                    // The source passage, markup included (§4), as the core measured it.
                    (true, Some(line), Some(column), Some(q)) => Some(QuoteMark { round, line, column, len: c.evidence.length.unwrap_or_else(|| q.trim().chars().count()) }),
                    _ => None,
                };
                view! {
                    <div class=class>
                        {words}
                        {mark.map(|m| view! {
                            " · "
                            <button type="button" class="linklike" on:click=move |_| highlight.0.set(Some(m))>
                                {t!(RoundShowInArtifact)}
                            </button>
                        })}
                    </div>
                    {c.evidence.hint.clone().map(|h| view! {
                        <div class="small muted">{t!(RoundClosestPassage)}" "<q dir="auto">{h}</q></div>
                    })}
                }
            });
            view! {
                <tr>
                    <td><CriterionLabel id=c.id.clone() /></td>
                    <td><Badge label=effective.to_string() />{changed}</td>
                    <td>
                        {c.reason.clone().map(|r| view! { <span dir="auto">{r}</span> })}
                        {c.quote.clone().map(|q| view! { <blockquote dir="auto">{q}</blockquote> })}
                        {evidence}
                        {c.fix.clone().map(|f| view! { <div><strong>{t!(RoundFix)}" "</strong><span dir="auto">{f}</span></div> })}
                    </td>
                </tr>
            }
        })
        .collect_view();
    let any_fail = report.criteria.iter().any(|c| c.verdict == Verdict::Fail);
    view! {
        <div class="stack">
            // Keyboard-scrollable, for a table wider than a phone.
            <div class="table-scroll" role="region" tabindex="0"
                aria-label=t!(RoundJudgeReplyRound, judge = report.judge.as_str(), round = round)>
                <table>
                    <caption class="sr-only">{t!(RoundJudgeReplyRound, judge = report.judge.as_str(), round = round)}</caption>
                    <thead><tr><th scope="col">{t!(RoundCriterion)}</th><th scope="col">{t!(RoundResult)}</th><th scope="col">{t!(RoundReasonQuoteFix)}</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            {any_fail.then(|| view! {
                <p class="small muted">{t!(RoundQuoteProves)}</p>
            })}
            <NoteLists blocked=report.blocked.iter().map(|b| (b.id.clone(), b.why.words(crate::i18n::language()))).collect()
                optional=report.optional.clone() warnings=report.warnings.clone() />
        </div>
    }
}

/// Rule 1's blocked objections, optional notes and warnings, each list only when non-empty.
#[component]
fn NoteLists(
    /// (criterion, why) pairs rule 1 blocked.
    blocked: Vec<(String, String)>,
    optional: Vec<String>,
    #[prop(default = Vec::new())] warnings: Vec<ReplyWarning>,
) -> impl IntoView {
    view! {
        {(!blocked.is_empty()).then(|| view! {
            <Notice tone=Tone::Info>
                <p><strong>{t!(RoundBlockedTitle)}</strong>" "{t!(RoundBlockedBody)}</p>
                <ul>{blocked.into_iter().map(|(id, why)| view! { <li><code>{id}</code>": "{crate::ui::notice::capitalize(&why)}</li> }).collect_view()}</ul>
            </Notice>
        })}
        {(!warnings.is_empty()).then(|| view! {
            <Notice tone=Tone::Warn>
                <ul>{warnings.into_iter().map(|w| view! { <li><ReplyWarningText warning=w /></li> }).collect_view()}</ul>
            </Notice>
        })}
        {(!optional.is_empty()).then(|| view! {
            <details>
                <summary>{t!(RoundOptionalNotes, count = optional.len())}</summary>
                <ul>{optional.into_iter().map(|o| view! { <li dir="auto">{o}</li> }).collect_view()}</ul>
            </details>
        })}
    }
}

/// The next thing to do, in plain words, from the core's `next_step`.
pub fn next_words(step: NextStep) -> String {
    match step {
        NextStep::RecordA => t!(RoundNextRecordA),
        NextStep::RecordB => t!(RoundNextRecordB),
        NextStep::Merge => t!(RoundNextMerge),
        NextStep::Revise => t!(RoundNextRevise),
        NextStep::Settle => t!(RoundNextSettle),
        NextStep::Done => t!(RoundNextDone),
    }
}

/// What an outcome means for the user and what to do next, in plain words.
pub fn explain(report: &MergeReport, round_limit: u32) -> String {
    let n = report.round;
    match report.outcome {
        Outcome::Pass => t!(RoundExplainPass),
        Outcome::Fix => t!(RoundExplainFix, next = n + 1, limit = round_limit),
        Outcome::NeedB => t!(RoundExplainNeedB),
        Outcome::Disputed => t!(RoundExplainDisputed),
        Outcome::RoundLimit => t!(RoundExplainRoundLimit, limit = round_limit),
    }
}

/// A merge's result: outcome explained, then per criterion the merged result and both reasons
/// (from the round's `records`, judge A's and B's, in the app's language), fixes, what was fixed
/// since the previous round, rule 1's blocks, settlements, notes.
#[component]
pub fn MergeReportView(
    report: MergeReport,
    round_limit: u32,
    records: [Option<RecordReport>; 2],
) -> impl IntoView {
    let explanation = explain(&report, round_limit);
    let outcome = report.outcome.as_str().to_string();
    let rows = report
        .criteria
        .iter()
        .map(|c| {
            let result = merged_label(c.result);
            view! {
                <tr>
                    <td><CriterionLabel id=c.id.clone() /></td>
                    <td><Badge label=result /></td>
                    <td dir="auto">{judge_words(records[0].as_ref(), &c.id, c.a.as_ref())}</td>
                    <td dir="auto">{judge_words(records[1].as_ref(), &c.id, c.b.as_ref()).unwrap_or_else(|| "—".into())}</td>
                </tr>
            }
        })
        .collect_view();
    let fixes = report.fixes.clone();
    let settled = report.settled.clone();
    let fixed_since = report.fixed_since.clone();
    view! {
        <div class="stack">
            <div class="row"><h4>{t!(RoundMerged, round = report.round)}</h4><Badge label=outcome /></div>
            <p>{explanation}</p>
            <div class="table-scroll" role="region" tabindex="0"
                aria-label=t!(RoundMergedResult, round = report.round)>
                <table>
                    <caption class="sr-only">{t!(RoundMergedResult, round = report.round)}</caption>
                    <thead><tr><th scope="col">{t!(RoundCriterion)}</th><th scope="col">{t!(RoundResult)}</th><th scope="col">{t!(RoundJudgeA)}</th><th scope="col">{t!(RoundJudgeB)}</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            {(!fixes.is_empty()).then(|| view! {
                <div>
                    <h4>{t!(RoundFixesToMake)}</h4>
                    <ul>{fixes.into_iter().map(|f| view! {
                        <li>
                            <code>{f.id}</code>" "{t!(RoundFixByJudge, judge = f.judge.as_str())}" "<span dir="auto">{f.reason}</span>
                            {f.quote.map(|q| view! { <blockquote dir="auto">{q}</blockquote> })}
                            {f.fix.map(|x| view! { <div><strong>{t!(RoundFix)}" "</strong><span dir="auto">{x}</span></div> })}
                        </li>
                    }).collect_view()}</ul>
                </div>
            })}
            {(!fixed_since.is_empty()).then(|| view! {
                <p>{t!(RoundFixedSince, round = report.round.saturating_sub(1), list = fixed_since.join(&t!(RoundListSeparator)))}</p>
            })}
            {(!settled.is_empty()).then(|| view! {
                <div>
                    <h4>{t!(RoundSettledByYou)}</h4>
                    <ul>{settled.into_iter().map(|s| view! {
                        <li><code>{s.id}</code>{format!(" → {}: ", s.result.as_str())}<span dir="auto">{s.note}</span></li>
                    }).collect_view()}</ul>
                </div>
            })}
            <NoteLists blocked=report.blocked.iter().map(|b| (t!(RoundBlockedByJudge, id = b.id.clone(), judge = b.judge.as_str()), b.why.words(crate::i18n::language()))).collect()
                optional=report.optional.clone() />
        </div>
    }
}

/// What the current round shows: the step, both judges' reports, the latest merge and the
/// round limit.
#[derive(Clone, PartialEq)]
struct RoundParts {
    step: NextStep,
    a: Option<RecordReport>,
    b: Option<RecordReport>,
    asks: [Asking; 2],
    last: Option<MergeReport>,
    limit: u32,
}

impl RoundParts {
    fn of(run: &Run) -> Self {
        let r = run.current();
        RoundParts {
            step: run.next_step(),
            a: r.a.clone(),
            b: r.b.clone(),
            asks: [run.asks(Judge::A), run.asks(Judge::B)],
            last: r.last_merge().cloned(),
            limit: run.round_limit(),
        }
    }
}

/// The current round's judge steps, the Merge button and the latest merge.
#[component]
pub fn CurrentRound(run: Memo<Arc<Run>>, handle: RunHandle) -> impl IntoView {
    let prompt = Memo::new(move |_| run.with(|r| r.prompt()));
    let shown = Memo::new(move |_| run.with(|r| RoundParts::of(r)));
    // Outside the redrawn view: a refused merge stays said while the round changes otherwise.
    let merge_failure = RwSignal::new(None::<String>);
    move || {
        let RoundParts {
            step,
            a,
            b,
            asks: [asks_a, asks_b],
            last,
            limit,
        } = shown.get();
        let ask = move |judge: Judge| {
            view! {
                <PromptCard prompt=prompt judge=judge />
                <ReplyBox run=run handle=handle judge=judge />
            }
        };
        view! {
            <section class="panel" aria-labelledby="judge-a-h">
                <h3 id=Focus::JudgeHeading(Judge::A).id() tabindex="-1">{t!(RoundJudgeA)}</h3>
                {a.clone().map(|r| view! { <RecordReportView report=r /> })}
                {match asks_a {
                    Asking::Now | Asking::Early => Some(ask(Judge::A).into_any()),
                    Asking::Again => Some(view! {
                        <details><summary>{t!(RoundRecordAAgain)}</summary>
                            {ask(Judge::A)}
                        </details>
                    }.into_any()),
                    Asking::No => None,
                }}
            </section>
            <section class="panel" aria-labelledby="judge-b-h">
                <h3 id=Focus::JudgeHeading(Judge::B).id() tabindex="-1">{t!(RoundJudgeB)}</h3>
                {b.clone().map(|r| view! { <RecordReportView report=r /> })}
                {match asks_b {
                    Asking::Now | Asking::Again => Some(ask(Judge::B).into_any()),
                    Asking::Early => Some(view! {
                        <p class="muted">{t!(RoundBConfirms)}</p>
                        <details><summary>{t!(RoundRecordBAnyway)}</summary>
                            {ask(Judge::B)}
                        </details>
                    }.into_any()),
                    Asking::No => None,
                }}
                {(asks_b == Asking::No && b.is_none()).then(|| view! { <p class="muted">{t!(RoundNotAsked)}</p> })}
            </section>
            {merge_section(step, last, [a, b], limit, handle, merge_failure)}
        }
    }
}

/// The Merge button while the round waits for it, and the latest merge's report.
fn merge_section(
    step: NextStep,
    last: Option<MergeReport>,
    records: [Option<RecordReport>; 2],
    limit: u32,
    handle: RunHandle,
    failure: RwSignal<Option<String>>,
) -> impl IntoView {
    let merge = move |_| {
        failure.set(None);
        match handle.change(|run, at| run.merge(at).map(|r| r.outcome)) {
            Ok(outcome) => Focus::after_merge(outcome).after_render(),
            Err(Some(e)) => failure.set(Some(crate::i18n::say(&e))),
            Err(None) => {}
        }
    };
    view! {
        <section class="panel" aria-labelledby="merge-h">
            <h3 id=Focus::MergeHeading.id() tabindex="-1">{t!(RoundMerge)}</h3>
            {(step == NextStep::Merge).then(|| view! {
                <p class="small muted">{sentence(
                    &t!(RoundMergeApplies, rules = slot(0)),
                    vec![view! { <a href="#/how">{t!(RoundTheThreeRules)}</a> }.into_any()],
                )}</p>
                <button type="button" class="primary" on:click=merge>{t!(RoundMergeTheRound)}</button>
            })}
            {(step == NextStep::RecordA).then(|| view! { <p class="muted">{t!(RoundRecordAFirst)}</p> })}
            <Refusal message=failure />
            {last.map(|r| view! { <MergeReportView report=r round_limit=limit records=records /> })}
        </section>
    }
}
