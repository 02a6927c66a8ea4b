//! share: runs that travel inside a link, as any page offers them — "Copy a share link" (the
//! sentence that says the link carries the whole run before anything is copied, the link shown
//! to copy by hand, the too-big message with the file export instead) and the banner of a view
//! opened from a link.
//!
//! Owns only these words and the clipboard call; the link format is `jury_core::share`'s.

use super::notice::{Notice, Tone};
use crate::browser;
use crate::i18n::say;
use crate::t;
use jury_core::share::{self, Shared, LONG_LINK};
use leptos::prelude::*;

/// The page's address without its fragment: where a share link points (any sub-path).
fn base_url() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    match href.split_once('#') {
        Some((base, _)) => base.to_string(),
        None => href,
    }
}

/// What a press of "Copy a share link" came to.
#[derive(Clone)]
enum Copied {
    Done {
        link: String,
        copied: Result<(), String>,
    },
    TooBig(String),
}

/// "Copy a share link": says first that the link carries the whole run, artifact included;
/// copies it and shows it (to copy by hand, or to check); a run too big for a link is offered
/// as a file with `export` instead.
#[component]
pub fn ShareLink(
    /// The run to share, taken when the button is pressed.
    run: Callback<(), Option<Shared>>,
    /// Downloads the run as a file (for a run too big for a link).
    export: Callback<()>,
    /// What the export button says ("Export run", "Download transcript").
    #[prop(into)]
    export_label: String,
) -> impl IntoView {
    let status = RwSignal::new(None::<Copied>);
    let copy = move |_| {
        let Some(shared) = run.run(()) else { return };
        match share::link(&base_url(), &shared) {
            // Making a link fails only when it would be too long.
            Err(e) => status.set(Some(Copied::TooBig(say(&e)))),
            Ok(link) => leptos::task::spawn_local(async move {
                let copied = browser::copy_text(&link).await;
                status.set(Some(Copied::Done { link, copied }));
            }),
        }
    };
    view! {
        <div class="share-link">
            <button type="button" aria-describedby="share-says" on:click=copy>{t!(PagesShareCopy)}</button>
            <span id="share-says" class="small muted">
                {t!(PagesShareSays)}
            </span>
            <div aria-live="polite">
                {move || status.get().map(|s| { let export_label = export_label.clone(); match s {
                    Copied::Done { link, copied } => {
                        let length = link.chars().count();
                        view! {
                            <p class="small">
                                {match copied {
                                    Ok(()) => view! { <span class="copy-ok">{t!(PagesShareCopied, length = length)}</span> }.into_any(),
                                    Err(why) => view! { <span>{t!(PagesShareCopyFailed, why = why)}</span> }.into_any(),
                                }}
                            </p>
                            <input class="mono share-url" type="text" readonly aria-label=t!(PagesShareLink) prop:value=link />
                            {(length > LONG_LINK).then(|| view! {
                                <p class="small muted">{t!(PagesShareLong, limit = LONG_LINK)}</p>
                            })}
                        }.into_any()
                    }
                    Copied::TooBig(message) => view! {
                        <Notice tone=Tone::Warn>
                            <p>{message}</p>
                            <button type="button" on:click=move |_| export.run(())>{export_label}</button>
                        </Notice>
                    }.into_any(),
                }})}
            </div>
        </div>
    }
}

/// Banner of every shared view: where the run came from and that nothing is stored yet.
#[component]
pub fn SharedBanner(
    /// "run" or "panel run".
    what: &'static str,
) -> impl IntoView {
    view! {
        <Notice tone=Tone::Info>
            <p>{t!(PagesSharedBanner, what = if what == "panel run" { "panel" } else { "run" })}</p>
        </Notice>
    }
}
