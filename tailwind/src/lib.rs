//! jury-tailwind: the CSS the Tailwind CDN (v3) would inject into a design, made here from the
//! classes the design uses, with no script and nothing fetched (design-jury.md §11, amendment
//! "Designs made for a CDN").
//!
//! Owns choosing what to generate and how it matches Tailwind v3: v3's preflight and colour
//! palette, v3's values where encre-css (which follows Tailwind v4) differs or dropped a
//! utility (`rounded`, `shadow`, `blur`, `ring`'s width, the colour-opacity utilities
//! `bg-opacity-*` and the like, with v3's `--tw-*-opacity` variables), and the design's inline
//! `tailwind.config` theme (read as data by [`literal`], never run). encre-css generates the
//! utilities and variants. Never fetches, runs or cleans anything: the app cleans this CSS like
//! the design's own `<style>` before the frame has it.
//!
//! Decided where the spec is silent:
//! - Tailwind is generated only for what the Tailwind CDN would see: `class` attributes.
//! - A `theme` key without `extend` adds to the defaults instead of replacing them (v3 would
//!   drop the defaults; a design written for v3 does not use names it removed, so the look is
//!   the same).
//! - Theme keys this crate does not map (`animation`, `keyframes`, …), `plugins` and other
//!   top-level options, and `<style type="text/tailwindcss">` (`@apply`) are told in [`Note`]s.
//!
//! Built natively for its tests and as its own small wasm (`abi`, loaded by the app only
//! when a design uses Tailwind), never linked into the app's wasm.
#![deny(unsafe_code)]

pub mod literal;
mod v3;

// The exports need unmangled names (`#[no_mangle]`, which the lint counts as unsafe); the
// module holds no other unsafe code.
#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)]
mod abi;

use encre_css::config::DarkMode;
use encre_css::{Config, Preflight};
use jury_core::design_resources::tailwind_input;
use literal::Value;

/// The generated stylesheet and what of the design's Tailwind set-up it does not reproduce.
#[derive(Clone, Debug, PartialEq)]
pub struct TailwindCss {
    pub css: String,
    pub notes: Vec<Note>,
}

/// Something of the design's Tailwind set-up that the generated CSS does not reproduce.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The inline `tailwind.config` is not plain data; none of it is applied. `line` is the
    /// design's line, `column` the column on it.
    ConfigUnreadable {
        line: usize,
        column: usize,
        why: String,
    },
    /// A `tailwind.config` key that is read but not applied (`theme.extend.animation`, `plugins`).
    NotApplied { key: String },
    /// `<style type="text/tailwindcss">`: its `@apply`, `@layer` and `theme()` need
    /// Tailwind's compiler; its plain CSS still applies.
    TailwindStyles,
}

/// How a theme section's value becomes CSS for a class using it.
#[derive(Clone, Copy)]
enum Emit {
    /// Through the utility's own arbitrary value (`p-[8rem]`), keeping its semantics
    /// (child selectors, shadow and ring variables, negatives).
    Utility,
    /// As these CSS properties (`[font-family:…]`).
    Properties(&'static [&'static str]),
    /// `fontSize`: a size, or `[size, lineHeight]`, or `[size, { lineHeight, letterSpacing, fontWeight }]`.
    FontSize,
}

/// Each theme section this crate applies, the class prefixes using it, and how.
const UTILITIES: &[(&str, &[&str], Emit)] = &[
    (
        "spacing",
        &[
            "p",
            "px",
            "py",
            "pt",
            "pr",
            "pb",
            "pl",
            "ps",
            "pe",
            "m",
            "mx",
            "my",
            "mt",
            "mr",
            "mb",
            "ml",
            "ms",
            "me",
            "gap",
            "gap-x",
            "gap-y",
            "space-x",
            "space-y",
            "w",
            "h",
            "size",
            "min-h",
            "max-h",
            "inset",
            "inset-x",
            "inset-y",
            "top",
            "right",
            "bottom",
            "left",
            "translate-x",
            "translate-y",
            "scroll-m",
            "scroll-p",
        ],
        Emit::Utility,
    ),
    ("width", &["w"], Emit::Properties(&["width"])),
    ("height", &["h"], Emit::Properties(&["height"])),
    ("minWidth", &["min-w"], Emit::Properties(&["min-width"])),
    ("maxWidth", &["max-w"], Emit::Properties(&["max-width"])),
    ("minHeight", &["min-h"], Emit::Properties(&["min-height"])),
    ("maxHeight", &["max-h"], Emit::Properties(&["max-height"])),
    (
        "borderRadius",
        &[
            "rounded",
            "rounded-t",
            "rounded-r",
            "rounded-b",
            "rounded-l",
            "rounded-tl",
            "rounded-tr",
            "rounded-br",
            "rounded-bl",
            "rounded-s",
            "rounded-e",
        ],
        Emit::Utility,
    ),
    ("boxShadow", &["shadow"], Emit::Utility),
    ("blur", &["blur", "backdrop-blur"], Emit::Utility),
    ("ringWidth", &["ring"], Emit::Utility),
    (
        "borderWidth",
        &[
            "border", "border-t", "border-r", "border-b", "border-l", "border-x", "border-y",
        ],
        Emit::Utility,
    ),
    ("fontFamily", &["font"], Emit::Properties(&["font-family"])),
    ("fontWeight", &["font"], Emit::Properties(&["font-weight"])),
    ("fontSize", &["text"], Emit::FontSize),
    (
        "letterSpacing",
        &["tracking"],
        Emit::Properties(&["letter-spacing"]),
    ),
    (
        "lineHeight",
        &["leading"],
        Emit::Properties(&["line-height"]),
    ),
    ("zIndex", &["z"], Emit::Properties(&["z-index"])),
    ("opacity", &["opacity"], Emit::Properties(&["opacity"])),
    (
        "backgroundImage",
        &["bg"],
        Emit::Properties(&["background-image"]),
    ),
    (
        "gridTemplateColumns",
        &["grid-cols"],
        Emit::Properties(&["grid-template-columns"]),
    ),
    (
        "gridTemplateRows",
        &["grid-rows"],
        Emit::Properties(&["grid-template-rows"]),
    ),
    (
        "aspectRatio",
        &["aspect"],
        Emit::Properties(&["aspect-ratio"]),
    ),
    (
        "transitionDuration",
        &["duration"],
        Emit::Properties(&["transition-duration"]),
    ),
    (
        "transitionDelay",
        &["delay"],
        Emit::Properties(&["transition-delay"]),
    ),
    (
        "transitionTimingFunction",
        &["ease"],
        Emit::Properties(&["transition-timing-function"]),
    ),
];

/// Tailwind v3 names that v4 (encre-css) renamed or dropped, as the classes that give the same
/// declarations.
const RENAMED: &[(&str, &str)] = &[
    ("flex-grow", "grow"),
    ("flex-grow-0", "grow-0"),
    ("flex-shrink", "shrink"),
    ("flex-shrink-0", "shrink-0"),
    ("overflow-ellipsis", "text-ellipsis"),
    ("decoration-clone", "box-decoration-clone"),
    ("decoration-slice", "box-decoration-slice"),
    (
        "outline-none",
        "[outline:2px_solid_transparent] [outline-offset:2px]",
    ),
];

/// The custom properties encre-css's utilities read, at Tailwind v3's initial values (the
/// ring colour is v3's `blue-500` at 50%).
const VARIABLES: &str = "*,::before,::after,::backdrop{--en-border-spacing-x:0;--en-border-spacing-y:0;\
--en-translate-x:0;--en-translate-y:0;--en-translate-z:0;--en-rotate-x:0;--en-rotate-y:0;--en-rotate-z:0;\
--en-skew-x:0;--en-skew-y:0;--en-scale-x:1;--en-scale-y:1;--en-scale-z:1;--en-pan-x: ;--en-pan-y: ;\
--en-pinch-zoom: ;--en-scroll-snap-strictness:proximity;--en-ordinal: ;--en-slashed-zero: ;\
--en-numeric-figure: ;--en-numeric-spacing: ;--en-numeric-fraction: ;--en-ring-inset: ;\
--en-ring-offset-width:0px;--en-ring-offset-color:#fff;--en-ring-color:rgb(59 130 246 / 0.5);\
--en-ring-offset-shadow:0 0 #0000;--en-ring-shadow:0 0 #0000;--en-shadow:0 0 #0000;\
--en-shadow-colored:0 0 #0000;--en-blur: ;--en-brightness: ;--en-contrast: ;--en-grayscale: ;\
--en-hue-rotate: ;--en-invert: ;--en-saturate: ;--en-sepia: ;--en-drop-shadow: ;--en-backdrop-blur: ;\
--en-backdrop-brightness: ;--en-backdrop-contrast: ;--en-backdrop-grayscale: ;--en-backdrop-hue-rotate: ;\
--en-backdrop-invert: ;--en-backdrop-opacity: ;--en-backdrop-saturate: ;--en-backdrop-sepia: }\n";

/// v3's colour-opacity utilities (`bg-opacity-50`), which v4 (encre-css) dropped for the `/50`
/// modifier: each family's name, its variable, the selector part its rules apply to (`divide`'s
/// children, `placeholder`'s pseudo-element, as v3 writes them), and the colour classes whose
/// colour it scales with the properties they set. Used only when a design uses the family's
/// opacity utility; the colour classes then set the variable to 1 and read it, as v3's do.
struct Opacity {
    family: &'static str,
    variable: &'static str,
    scope: &'static str,
    colors: &'static [(&'static str, &'static [&'static str])],
}

const OPACITY: &[Opacity] = &[
    Opacity {
        family: "bg",
        variable: "--tw-bg-opacity",
        scope: "",
        colors: &[("bg", &["background-color"])],
    },
    Opacity {
        family: "text",
        variable: "--tw-text-opacity",
        scope: "",
        colors: &[("text", &["color"])],
    },
    Opacity {
        family: "border",
        variable: "--tw-border-opacity",
        scope: "",
        colors: &[
            ("border", &["border-color"]),
            ("border-x", &["border-left-color", "border-right-color"]),
            ("border-y", &["border-top-color", "border-bottom-color"]),
            ("border-s", &["border-inline-start-color"]),
            ("border-e", &["border-inline-end-color"]),
            ("border-t", &["border-top-color"]),
            ("border-r", &["border-right-color"]),
            ("border-b", &["border-bottom-color"]),
            ("border-l", &["border-left-color"]),
        ],
    },
    Opacity {
        family: "divide",
        variable: "--tw-divide-opacity",
        scope: "[&>:not([hidden])~:not([hidden])]:",
        colors: &[("divide", &["border-color"])],
    },
    Opacity {
        family: "placeholder",
        variable: "--tw-placeholder-opacity",
        scope: "placeholder:",
        colors: &[("placeholder", &["color"])],
    },
    Opacity {
        family: "ring",
        variable: "--tw-ring-opacity",
        scope: "",
        colors: &[("ring", &["--en-ring-color"])],
    },
];

impl Opacity {
    /// The opacity of `utility` when it is this family's (`bg-opacity-50` → `0.5`), from the
    /// theme's `opacity` section, v3's steps of 5, or an arbitrary value.
    fn value(&self, utility: &str, theme: &Theme) -> Option<String> {
        let key = utility
            .strip_prefix(self.family)?
            .strip_prefix("-opacity-")?;
        if let Some(v) = key.strip_prefix('[').and_then(|k| k.strip_suffix(']')) {
            return Some(v.to_string());
        }
        if let Some(v) = theme.lookup("opacity", key).and_then(css_value) {
            return Some(v);
        }
        let n: u32 = key.parse().ok().filter(|n| n % 5 == 0 && *n <= 100)?;
        Some(match n {
            100 => "1".to_string(),
            n => format!("{}", f64::from(n) / 100.0),
        })
    }

    /// The declarations v3 gives colour class `utility` of this family when the colour is
    /// opaque RGB (`bg-black` → the variable at 1, `background-color: rgb(0 0 0 / var(…, 1))`);
    /// `None` for another class or a colour v3 leaves as it is (`transparent`, `currentColor`,
    /// one with its own alpha).
    fn color(&self, utility: &str, theme: &Theme) -> Option<Vec<(String, String)>> {
        let (properties, [r, g, b]) = self.colors.iter().find_map(|(prefix, properties)| {
            let name = utility.strip_prefix(prefix)?.strip_prefix('-')?;
            let value = match name.strip_prefix('[').and_then(|n| n.strip_suffix(']')) {
                Some(arbitrary) => arbitrary.to_string(),
                None => theme.color(name)?,
            };
            Some((properties, rgb(&value)?))
        })?;
        let color = format!("rgb({r} {g} {b} / var({}, 1))", self.variable);
        let mut out = vec![(self.variable.to_string(), "1".to_string())];
        out.extend(properties.iter().map(|p| (p.to_string(), color.clone())));
        Some(out)
    }
}

/// An opaque colour's red, green and blue: `#rgb`, `#rrggbb`, `rgb(r g b)`, `rgb(r, g, b)`.
fn rgb(value: &str) -> Option<[u8; 3]> {
    let value = value.trim();
    if let Some(hex) = value.strip_prefix('#') {
        let digits: Vec<u8> = hex
            .chars()
            .map(|c| c.to_digit(16).map(|d| d as u8))
            .collect::<Option<_>>()?;
        return match digits.as_slice() {
            [r, g, b] => Some([r * 17, g * 17, b * 17]),
            [r1, r2, g1, g2, b1, b2] => Some([r1 * 16 + r2, g1 * 16 + g2, b1 * 16 + b2]),
            _ => None,
        };
    }
    let inner = value.strip_prefix("rgb(")?.strip_suffix(')')?;
    let parts: Vec<u8> = inner
        .split(|c: char| c == ',' || c.is_ascii_whitespace())
        .filter(|p| !p.is_empty())
        .map(|p| p.parse().ok())
        .collect::<Option<_>>()?;
    <[u8; 3]>::try_from(parts).ok()
}

/// Top-level `tailwind.config` keys that change nothing the app can show (`content` says
/// where classes are; the app reads the design itself).
const HARMLESS: [&str; 1] = ["content"];

/// The theme as the design's config leaves it.
#[derive(Default)]
struct Theme {
    /// Section name → (key, value), later entries winning.
    sections: Vec<(String, Vec<(String, Value)>)>,
    colors: Vec<(String, String)>,
    screens: Vec<(String, String)>,
    dark: Option<String>,
}

impl Theme {
    fn section(&self, name: &str) -> Option<&[(String, Value)]> {
        self.sections
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_slice())
    }

    fn lookup(&self, section: &str, key: &str) -> Option<&Value> {
        self.section(section)?
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }

    fn set(&mut self, section: &str, entries: Vec<(String, Value)>, extend: bool) {
        match self.sections.iter_mut().find(|(n, _)| n == section) {
            Some((_, old)) if extend => old.extend(entries),
            Some((_, old)) => *old = entries,
            None => self.sections.push((section.to_string(), entries)),
        }
    }

    fn defaults() -> Self {
        let mut theme = Theme::default();
        for (name, entries) in v3::SECTIONS {
            let entries = entries
                .iter()
                .filter(|(_, v)| !v.is_empty())
                .map(|(k, v)| (k.to_string(), Value::Str(v.to_string())))
                .collect();
            theme.set(name, entries, false);
        }
        theme
    }

    /// A colour by its class name (`red-500`): the config's, else v3's palette.
    fn color(&self, name: &str) -> Option<String> {
        let own = self.colors.iter().rev().find(|(n, _)| n == name);
        own.map(|(_, v)| v.as_str())
            .or_else(|| {
                v3::PALETTE
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| *v)
            })
            .map(str::to_string)
    }

    fn font(&self, key: &str) -> String {
        self.lookup("fontFamily", key)
            .and_then(css_value)
            .unwrap_or_default()
    }
}

/// The Tailwind v3 CSS for the classes `html` uses, its inline `tailwind.config` applied.
pub fn css_for(html: &str) -> TailwindCss {
    let input = tailwind_input(html);
    let mut notes = Vec::new();
    let mut theme = Theme::defaults();
    if let Some(config) = input.config {
        match literal::read(config.text) {
            Ok(value) => apply_config(&value, &mut theme, &mut notes),
            Err(e) => notes.push(Note::ConfigUnreadable {
                line: config.line + e.line - 1,
                column: e.column,
                why: e.why,
            }),
        }
    }
    if input.tailwind_styles {
        notes.push(Note::TailwindStyles);
    }

    let mut config = Config::default();
    config.preflight = Preflight::new_none();
    for (name, value) in v3::PALETTE {
        config.theme.colors.add(*name, *value);
    }
    for (name, value) in &theme.colors {
        config.theme.colors.add(name.clone(), value.clone());
    }
    for (name, value) in &theme.screens {
        config.theme.screens.add(name.clone(), value.clone());
    }
    if let Some(selector) = &theme.dark {
        config.theme.dark_mode = DarkMode::new_class(selector.clone());
    }
    let mut classes = Vec::new();
    for list in &input.classes {
        for class in list.split_ascii_whitespace() {
            if !classes.contains(&class) && !loads_from_away(class) {
                classes.push(class);
            }
        }
    }
    let used: Vec<&Opacity> = OPACITY
        .iter()
        .filter(|o| {
            classes
                .iter()
                .any(|c| o.value(parts(c).2, &theme).is_some())
        })
        .collect();
    // v3 puts a family's opacity utilities after its colours, so that `bg-opacity-50` wins
    // over the 1 that `bg-black` sets: they are generated apart and come last.
    let (opacities, others): (Vec<&str>, Vec<&str>) = classes
        .iter()
        .partition(|c| used.iter().any(|o| o.value(parts(c).2, &theme).is_some()));
    for class in &classes {
        if let Some(expanded) = expand(class, &theme, &used) {
            config.shortcuts.add(class.to_string(), expanded);
        }
    }
    let mut utilities = encre_css::generate([others.join(" ").as_str()], &config);
    if !opacities.is_empty() {
        utilities.push('\n');
        utilities.push_str(&encre_css::generate(
            [opacities.join(" ").as_str()],
            &config,
        ));
    }
    let preflight = include_str!("preflight.css")
        .replace("__SANS__", &theme.font("sans"))
        .replace("__MONO__", &theme.font("mono"));
    let mut css = String::with_capacity(preflight.len() + VARIABLES.len() + utilities.len() + 1);
    css.push_str(&preflight);
    css.push_str(VARIABLES);
    css.push_str(&utilities);
    TailwindCss { css, notes }
}

fn apply_config(config: &Value, theme: &mut Theme, notes: &mut Vec<Note>) {
    let Value::Object(entries) = config else {
        return;
    };
    for (key, value) in entries {
        match key.as_str() {
            "theme" => {
                if let Value::Object(sections) = value {
                    for (name, value) in sections {
                        if name == "extend" {
                            if let Value::Object(extended) = value {
                                for (name, value) in extended {
                                    apply_section(name, value, true, theme, notes);
                                }
                            }
                        } else {
                            apply_section(name, value, false, theme, notes);
                        }
                    }
                }
            }
            "darkMode" => theme.dark = dark_selector(value),
            "plugins" if matches!(value, Value::Array(p) if p.is_empty()) => {}
            k if HARMLESS.contains(&k) => {}
            k => notes.push(Note::NotApplied { key: k.to_string() }),
        }
    }
}

/// The selector that turns on `dark:` (`None`: the system's dark mode, v3's default).
fn dark_selector(value: &Value) -> Option<String> {
    match value {
        Value::Str(s) if s == "class" || s == "selector" => Some(".dark".into()),
        Value::Array(items) => match items.as_slice() {
            [Value::Str(mode), Value::Str(selector), ..]
                if mode == "class" || mode == "selector" =>
            {
                Some(selector.clone())
            }
            _ => Some(".dark".into()),
        },
        _ => None,
    }
}

fn apply_section(
    name: &str,
    value: &Value,
    extend: bool,
    theme: &mut Theme,
    notes: &mut Vec<Note>,
) {
    let path = || {
        if extend {
            format!("theme.extend.{name}")
        } else {
            format!("theme.{name}")
        }
    };
    let Value::Object(entries) = value else {
        notes.push(Note::NotApplied { key: path() });
        return;
    };
    match name {
        "colors" => flatten_colors("", value, &mut theme.colors),
        "screens" => {
            for (key, value) in entries {
                let min = value
                    .text()
                    .or_else(|| value.get("min").and_then(Value::text));
                match min {
                    Some(min) => theme.screens.push((key.clone(), min.to_string())),
                    None => notes.push(Note::NotApplied {
                        key: format!("{}.{key}", path()),
                    }),
                }
            }
        }
        _ if UTILITIES.iter().any(|(section, _, _)| *section == name) => {
            theme.set(name, entries.clone(), extend);
        }
        _ => notes.push(Note::NotApplied { key: path() }),
    }
}

/// `{ brand: { 500: '#…', DEFAULT: '#…' } }` as `brand-500`, `brand`.
fn flatten_colors(prefix: &str, value: &Value, out: &mut Vec<(String, String)>) {
    let Value::Object(entries) = value else {
        return;
    };
    for (key, value) in entries {
        let name = match (prefix, key.as_str()) {
            ("", key) => key.to_string(),
            (prefix, "DEFAULT") => prefix.to_string(),
            (prefix, key) => format!("{prefix}-{key}"),
        };
        match value {
            Value::Object(_) => flatten_colors(&name, value, out),
            v => {
                if let Some(color) = v.text() {
                    out.push((name, color.replace("<alpha-value>", "1")));
                }
            }
        }
    }
}

/// A theme value as CSS text: a font stack's list joined with commas.
fn css_value(value: &Value) -> Option<String> {
    match value {
        Value::Str(s) | Value::Num(s) => Some(s.clone()),
        Value::Array(items) => {
            let parts: Vec<&str> = items.iter().filter_map(Value::text).collect();
            (!parts.is_empty()).then(|| parts.join(", "))
        }
        _ => None,
    }
}

/// Whether a class's arbitrary value would load something (`bg-[url(https://…)]`): the
/// frame may load nothing but `data:`, so no rule is made for it.
fn loads_from_away(class: &str) -> bool {
    let lower = class.to_ascii_lowercase();
    lower.match_indices("url(").any(|(at, _)| {
        !lower[at + 4..]
            .trim_start_matches(['"', '\''])
            .starts_with("data:")
    })
}

/// `value` with its sign turned (`4rem` → `-4rem`, `-2px` → `2px`); `None` for an
/// expression (`calc(…)`), which encre-css does not take back negated.
fn negate(value: &str) -> Option<String> {
    let value = value.trim();
    if let Some(positive) = value.strip_prefix('-') {
        Some(positive.to_string())
    } else if value
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '%'))
    {
        Some(format!("-{value}"))
    } else {
        None
    }
}

/// An arbitrary value as a class writes it (spaces as `_`).
fn arbitrary(value: &str) -> String {
    value.trim().replace(' ', "_")
}

/// A class's variants (`md:hover:`, up to the last `:` outside an arbitrary value's brackets),
/// its `!` and the utility.
fn parts(class: &str) -> (&str, &str, &str) {
    let mut depth = 0i32;
    let mut split = 0;
    for (i, c) in class.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            ':' if depth == 0 => split = i + 1,
            _ => {}
        }
    }
    let (variants, utility) = class.split_at(split);
    match utility.strip_prefix('!') {
        Some(rest) => (variants, "!", rest),
        None => (variants, "", utility),
    }
}

/// The classes encre-css generates `class` from when the theme gives it a value: `md:p-huge`
/// → `md:p-[8rem]`, `font-display` → `[font-family:…]`; v3's opacity utilities and the
/// colours of the `opacity` families used. `None`: encre-css's own meaning.
fn expand(class: &str, theme: &Theme, opacity: &[&Opacity]) -> Option<String> {
    let (variants, important, utility) = parts(class);
    for o in opacity {
        let scope = o.scope;
        if let Some(value) = o.value(utility, theme) {
            return Some(format!(
                "{variants}{scope}{important}[{}:{}]",
                o.variable,
                arbitrary(&value)
            ));
        }
        if let Some(pairs) = o.color(utility, theme) {
            let classes: Vec<String> = pairs
                .iter()
                .map(|(p, v)| format!("{variants}{scope}{important}[{p}:{}]", arbitrary(v)))
                .collect();
            return Some(classes.join(" "));
        }
    }
    let (negative, utility) = match utility.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", utility),
    };
    if let Some((_, targets)) = RENAMED.iter().find(|(name, _)| *name == utility) {
        let prefixed: Vec<String> = targets
            .split(' ')
            .map(|t| format!("{variants}{important}{t}"))
            .collect();
        return Some(prefixed.join(" "));
    }
    // v3's `placeholder-gray-400` is v4's `placeholder:text-gray-400`.
    if let Some(color) = utility.strip_prefix("placeholder-") {
        return Some(format!("{variants}placeholder:{important}text-{color}"));
    }
    let mut best: Option<(&str, &str, Emit, &Value)> = None;
    for (section, prefixes, emit) in UTILITIES {
        for prefix in *prefixes {
            let key = if utility == *prefix {
                "DEFAULT"
            } else if let Some(key) = utility
                .strip_prefix(prefix)
                .and_then(|r| r.strip_prefix('-'))
            {
                key
            } else {
                continue;
            };
            let Some(value) = theme.lookup(section, key) else {
                continue;
            };
            if best.is_none_or(|(p, _, _, _)| prefix.len() > p.len()) {
                best = Some((prefix, key, *emit, value));
            }
        }
    }
    let Some((prefix, _, emit, value)) = best else {
        // encre-css drops the sign of `-mt-[4rem]`: the sign goes into the value instead.
        let (name, value) = utility.strip_suffix(']')?.split_once("-[")?;
        if negative.is_empty() {
            return None;
        }
        return Some(format!("{variants}{important}{name}-[{}]", negate(value)?));
    };
    let properties = |pairs: &[(&str, String)]| -> String {
        pairs
            .iter()
            .map(|(p, v)| format!("{variants}{important}[{p}:{}]", arbitrary(v)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    Some(match emit {
        Emit::Utility => {
            let v = css_value(value)?;
            let v = if negative.is_empty() { v } else { negate(&v)? };
            format!("{variants}{important}{prefix}-[{}]", arbitrary(&v))
        }
        Emit::Properties(names) => {
            let v = css_value(value)?;
            let pairs: Vec<(&str, String)> = names.iter().map(|n| (*n, v.clone())).collect();
            properties(&pairs)
        }
        Emit::FontSize => {
            let mut pairs = Vec::new();
            match value {
                Value::Array(items) => {
                    pairs.push(("font-size", items.first()?.text()?.to_string()));
                    match items.get(1) {
                        Some(Value::Object(_)) => {
                            let extra = items.get(1)?;
                            for (key, css) in [
                                ("lineHeight", "line-height"),
                                ("letterSpacing", "letter-spacing"),
                                ("fontWeight", "font-weight"),
                            ] {
                                if let Some(v) = extra.get(key).and_then(Value::text) {
                                    pairs.push((css, v.to_string()));
                                }
                            }
                        }
                        Some(v) => pairs.push(("line-height", v.text()?.to_string())),
                        None => {}
                    }
                }
                v => pairs.push(("font-size", v.text()?.to_string())),
            }
            properties(&pairs)
        }
    })
}

#[cfg(test)]
mod tests;
