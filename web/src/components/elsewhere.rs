//! elsewhere: the notice that another tab changed the run on screen, and the user's unrecorded
//! text that the change took off screen.
//!
//! Owns the words of the notice and finding the drafts of this run whose box the newer state no
//! longer shows open (a reply for a judge now recorded, a round now merged or revised). The
//! drafts themselves stay where they are (per tab, in sessionStorage, see `app`): this view only
//! shows them again, read only, to copy — it never records or deletes one unless asked.

use super::app::AppState;
use super::common::{CopyButton, Notice, Tone};
use jury_core::review::run::{NextStep, Run};
use leptos::prelude::*;

/// The label of draft `key` when it belongs to run `id` and the page no longer shows it in an
/// open box; `None` for drafts still in view, of other runs, or holding only what the box
/// started with.
fn hidden_draft(id: &str, key: &str, text: &str, run: &Run) -> Option<String> {
    let rest = key.strip_prefix(id)?.strip_prefix('/')?;
    let current = run.round();
    let step = run.next_step();
    let open = matches!(
        step,
        NextStep::RecordA | NextStep::RecordB | NextStep::Merge
    );
    let mut parts = rest.split('/');
    match (
        parts.next()?,
        parts.next()?.parse::<u32>().ok()?,
        parts.next(),
    ) {
        ("reply", round, Some(judge)) => {
            let r = run.rounds().get(round.checked_sub(1)? as usize)?;
            let recorded = match judge {
                "A" => r.a.is_some(),
                _ => r.b.is_some(),
            };
            let in_view = round == current && open && !recorded;
            (!in_view).then(|| format!("Your unrecorded reply for judge {judge} (round {round})"))
        }
        ("revise", round, None) => {
            // The revision box starts with the round's artifact: unchanged, nothing was typed.
            if run.rounds().get(round.checked_sub(1)? as usize)?.artifact() == text {
                return None;
            }
            let in_view = round == current && step == NextStep::Revise;
            (!in_view).then(|| format!("Your unrecorded revision of round {round}"))
        }
        _ => None,
    }
}

/// "This run was changed in another tab": what was done there, and this tab's text that the
/// change moved out of its box, to copy.
#[component]
pub fn ElsewhereNotice(
    /// Run id.
    id: String,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let seen = {
        let id = id.clone();
        Memo::new(move |_| {
            state
                .elsewhere
                .with(|all| all.iter().find(|e| e.id == id).cloned())
        })
    };
    let hidden = {
        let id = id.clone();
        Memo::new(move |_| {
            if seen.with(Option::is_none) {
                return Vec::new();
            }
            let drafts = state.drafts.get();
            state.model.with(|m| {
                let Some(entry) = m.get(&id) else {
                    return Vec::new();
                };
                let mut out: Vec<(String, String, String)> = drafts
                    .iter()
                    .filter(|(_, text)| !text.trim().is_empty())
                    .filter_map(|(key, text)| {
                        hidden_draft(&id, key, text, &entry.run)
                            .map(|label| (key.clone(), label, text.clone()))
                    })
                    .collect();
                out.sort();
                out
            })
        })
    };
    let dismiss = {
        let id = id.clone();
        move |_| state.elsewhere.update(|all| all.retain(|e| e.id != id))
    };
    move || {
        let dismiss = dismiss.clone();
        seen.get().map(|e| {
            view! {
                <Notice tone=Tone::Warn>
                    <p class="elsewhere">
                        <strong>"Another tab changed this run: "</strong>
                        {e.what.join(", ")}
                        ". This page now shows the run as stored, with those changes. Nothing you \
                         typed here was recorded or lost."
                    </p>
                    {move || hidden.get().into_iter().map(|(key, label, text)| {
                        let area = format!("kept-{}", key.replace('/', "-"));
                        view! {
                            <div class="field">
                                <label for=area.clone()>{format!("{label}, kept from this tab:")}</label>
                                <textarea id=area class="mono" readonly rows="4" prop:value=text.clone()></textarea>
                                <div class="row">
                                    <CopyButton text=Signal::stored(text) label="Copy it" />
                                    <button type="button" on:click=move |_| state.clear_draft(&key)>"Discard it"</button>
                                </div>
                            </div>
                        }
                    }).collect_view()}
                    <button type="button" on:click=dismiss>"OK"</button>
                </Notice>
            }
        })
    }
}
