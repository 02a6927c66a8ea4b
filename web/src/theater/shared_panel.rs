//! shared_panel: a Design Jury panel run opened from a share link (`jury_core::share`) — replayed on a
//! stage of its own, read only (no panel form, no settings, no Interrupt), with "Keep a copy in
//! this browser" and the transcript download.
//!
//! Owns keeping the copy (asking first when a stored panel run has the same title). Never
//! stores anything until asked, and renders none of the run's designs until asked either
//! (`design::OnRequest`: anyone can write a link); the replay is the player's, the events the
//! core's.

use super::on_stage::{Caption, OnStage};
use super::panel_store::{save_message, PanelRun};
use super::player::Speed;
use super::replay::ReplayBar;
use super::{local_store, stage, PageNotice};
use crate::browser;
use crate::design::OnRequest;
use crate::route::Route;
use crate::t;
use crate::ui::controls::SameNameQuestion;
use crate::ui::notice::{Notice, Tone};
use crate::ui::share::SharedBanner;
use leptos::prelude::*;

#[component]
pub fn SharedPanelView(run: PanelRun) -> impl IntoView {
    provide_context(OnRequest);
    let on_stage = OnStage::new(Speed::Every(250));
    on_stage.show(run.clone(), Caption::SharedRun(run.title.clone()));
    let notice: PageNotice = RwSignal::new(None);
    let player = on_stage.player;
    view! {
        <div class="jury-page">
            <h2 id="shared-h" tabindex="-1">{t!(TheaterSharedTitle, title = run.title.as_str())}</h2>
            <SharedBanner what="panel run" />
            {keep_copy(run.clone(), notice)}
            {move || notice.get().map(|(tone, text)| view! { <Notice tone=tone><p>{text}</p></Notice> })}
            <ReplayBar on_stage notice />
            <stage::Stage
                theater=player.theater
                can_interrupt=Signal::derive(|| false)
                on_interrupt=Callback::new(|()| {})
                artifact=on_stage.artifact()
                rejected=player.rejected()
            />
        </div>
    }
}

/// "Keep a copy in this browser", asking first when a stored panel run has the same title: the
/// shared run is kept as it is, under a new id or the id of the run it replaces; `notice` says
/// how that went.
fn keep_copy(run: PanelRun, notice: PageNotice) -> impl IntoView {
    // The id of the stored panel run with the same title, while the user decides.
    let same_title = RwSignal::new(None::<String>);
    let title = run.title.clone();
    let kept = StoredValue::new(run);
    let save_as = move |id: String| {
        let run = PanelRun {
            id,
            ..kept.get_value()
        };
        notice.set(Some(match local_store().save(&run) {
            Ok(()) => (Tone::Ok, t!(TheaterKeptCopy)),
            Err(e) => (Tone::Error, save_message(&e)),
        }));
    };
    let keep = move |_| {
        let title = kept.with_value(|r| r.title.clone());
        let existing = local_store()
            .list()
            .runs
            .into_iter()
            .find(|r| r.title == title);
        match existing {
            Some(r) => same_title.set(Some(r.id)),
            None => save_as(browser::new_id()),
        }
    };
    let replace = Callback::new(move |()| {
        if let Some(id) = same_title.get_untracked() {
            same_title.set(None);
            save_as(id);
        }
    });
    let keep_both = Callback::new(move |()| {
        same_title.set(None);
        save_as(browser::new_id());
    });
    view! {
        <div class="row">
            <button type="button" class="primary" on:click=keep>{t!(TheaterKeepCopy)}</button>
            <a href=Route::Jury.href()>{t!(TheaterGoToJury)}</a>
        </div>
        {move || same_title.get().map(|_| view! {
            <SameNameQuestion name=title.clone() on_replace=replace on_keep_both=keep_both
                on_cancel=Callback::new(move |()| same_title.set(None)) />
        })}
    }
}
