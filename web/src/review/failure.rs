//! failure: an action on a run that could not be done or stored, shown where the user acted,
//! with "Export this run" when only storing it failed (so nothing is lost).
//!
//! Owns only the notice; the words are `crate::state::Failure`'s.

use crate::state::Failure;
use crate::t;
use crate::ui::notice::{Notice, Tone};
use leptos::prelude::*;

/// Shows a [`Failure`], with "Export this run" when the change could not be stored.
#[component]
pub fn FailureNotice(failure: Failure) -> impl IntoView {
    let unsaved = failure.unsaved.clone();
    view! {
        <Notice tone=Tone::Error>
            <p>{failure.message}</p>
            {unsaved.map(|run| {
                let export = move |_| super::verdict::export_run(&run);
                view! {
                    <button type="button" on:click=export>{t!(RoundExportWithChange)}</button>
                }
            })}
        </Notice>
    }
}
