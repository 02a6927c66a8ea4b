//! not_loaded: beside a rendered design, each font, stylesheet, script and image the design
//! asked for that the rendered view does not load or run, and what the user sees instead
//! (design-jury.md §11, amendment "Designs made for a CDN"), with the Tailwind CDN's styles
//! said to be generated here.
//!
//! Owns those words. What a design asks for is the core's (`jury_core::design_resources`);
//! whether Tailwind's styles were made is `crate::design::tailwind`'s. Never loads anything.

use crate::design::tailwind::Tailwind;
use crate::t;
use jury_core::design_resources::{resources, Kind, Resource};
use leptos::prelude::*;

/// `name`, with "from <where>" when the resource says where.
fn named(name: &str, r: &Resource) -> String {
    if r.from.is_empty() {
        name.to_string()
    } else {
        t!(DesignFrom, name = name, from = r.from.as_str())
    }
}

/// The words for one resource (the Tailwind CDN is told by [`tailwind_words`]).
pub fn words(r: &Resource) -> String {
    let what = named(&r.name, r);
    match r.kind {
        Kind::Font if r.name.is_empty() && r.from.is_empty() => t!(DesignFonts),
        Kind::Font if r.name.is_empty() => t!(DesignFontsFrom, from = r.from.as_str()),
        Kind::Font if r.from.is_empty() => t!(DesignFontFile, name = r.name.as_str()),
        Kind::Font => t!(DesignFont, what = what),
        Kind::Stylesheet => t!(DesignStylesheet, what = what),
        Kind::Bootstrap => t!(DesignBootstrap, what = what),
        Kind::Script => t!(DesignScript, what = what),
        Kind::InlineScript => t!(DesignInlineScript),
        Kind::Image => t!(DesignImage, what = what),
        Kind::Tailwind => named("Tailwind", r),
    }
}

/// The Tailwind CDN's line, by how far generating its styles got.
pub fn tailwind_words(state: &Tailwind) -> String {
    match state {
        Tailwind::Unused => String::new(),
        Tailwind::Generating => t!(DesignTailwindGenerating),
        Tailwind::Ready(_) => t!(DesignTailwindReady),
        Tailwind::Failed(why) => t!(DesignTailwindFailed, why = why.as_str()),
    }
}

/// What a rendered view is, in words: everything it shows is the design's own, save what
/// the design asks for from elsewhere.
pub fn caption(asks_for_something: bool) -> String {
    if asks_for_something {
        t!(DesignCaptionNotLoaded)
    } else {
        t!(DesignCaption)
    }
}

/// The rendered view's caption and the list of what was not loaded (none when the design
/// asks for nothing).
#[component]
pub fn NotLoaded(
    /// The design's markup.
    #[prop(into)]
    text: Signal<String>,
    /// Tailwind for this design.
    #[prop(into)]
    tailwind: Signal<Tailwind>,
) -> impl IntoView {
    let asked = Memo::new(move |_| text.with(|t| resources(t)));
    let list = move || {
        let lines = asked.with(|asked| lines(asked, &tailwind.get()));
        (!lines.is_empty()).then(|| {
            view! {
                <div class="design-not-loaded small" role="group" aria-label=t!(DesignNotLoaded)>
                    <p><strong>{t!(DesignNotLoaded)}</strong>" "{t!(DesignNotLoadedWhy)}</p>
                    <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                </div>
            }
        })
    };
    view! {
        <p class="small muted">{move || caption(!asked.with(Vec::is_empty))}</p>
        {list}
    }
}

/// The list's lines, in the design's order: the Tailwind CDN's line followed by the
/// generator's notes, one line per other resource.
pub fn lines(asked: &[Resource], tailwind: &Tailwind) -> Vec<String> {
    let mut out = Vec::new();
    for r in asked {
        if r.kind == Kind::Tailwind {
            out.push(tailwind_words(tailwind));
            if let Tailwind::Ready(g) = tailwind {
                out.extend(g.notes.iter().cloned());
            }
        } else {
            out.push(words(r));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_says_what_the_user_sees_instead() {
        let html = r#"<script src="https://cdn.tailwindcss.com"></script>
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter:wght@400;700">
<link rel="stylesheet" href="css/site.css"><script src="https://unpkg.com/alpinejs/app.js"></script>
<script>alert(1)</script><img src="hero.png"><style>@font-face{font-family:Brand;src:url(b.woff2)}</style>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css">
<div style="background: url(https://picsum.photos/1200/600)"></div>"#;
        let ready = Tailwind::Ready(crate::design::tailwind::Generated {
            css: String::new(),
            notes: vec!["Its tailwind.config's `plugins` is not applied.".into()],
        });
        assert_eq!(
            lines(&resources(html), &ready),
            vec![
                "Tailwind from its CDN: generated here from the classes used.",
                "Its tailwind.config's `plugins` is not applied.",
                "Inter from Google Fonts: shown in the fallback font.",
                "Stylesheet site.css: not loaded, so its styles are missing.",
                "Script app.js from unpkg.com: not run.",
                "A script in the page: not run.",
                "Image hero.png: not shown.",
                "Brand (a font file): shown in the fallback font.",
                "Bootstrap's stylesheet (bootstrap.min.css from cdn.jsdelivr.net): not loaded, so its grid, navigation and components show as plain HTML (this app does not carry Bootstrap's CSS).",
                "Image 1200/600 from picsum.photos: not shown.",
            ]
        );
    }
}
