//! design_resources: what a design asks a browser to fetch or run (design-jury.md §11,
//! amendment "Designs made for a CDN"): each script, stylesheet, font and image it names, with
//! its kind, its name and where from; the Google Fonts families a font link asks for; and what
//! the Tailwind CDN would have read (the class names used, an inline `tailwind.config`).
//!
//! Owns reading those out of the markup, linearly and without building a tree. Never fetches,
//! runs, cleans or renders anything (the app's rendered view loads none of them) and never
//! words anything for the user: the app says what each item means for what is shown.

/// What kind of thing the design asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The Tailwind CDN script (`cdn.tailwindcss.com`, or a `tailwindcss` browser build).
    Tailwind,
    /// A script file (`name` is its file name).
    Script,
    /// A `<script>` written in the page (`name` is empty). An inline `tailwind.config = …`
    /// is not one: the Tailwind CDN reads it, and so does the app.
    InlineScript,
    /// A stylesheet from a file (`<link rel="stylesheet">` or `@import`), not a font service.
    Stylesheet,
    /// Bootstrap's stylesheet (`bootstrap.min.css` and its builds, from a CDN or beside the
    /// design): the framework a design's grid and components rest on, told apart from other
    /// stylesheets because without it the page reads as unstyled HTML.
    Bootstrap,
    /// A web font: a family from a font service's link, or an `@font-face` loading a file.
    Font,
    /// An image from a file (`<img src>`, or a CSS `url(…)` in a stylesheet, a `style`
    /// attribute or a Tailwind class, that is not a `data:` URL).
    Image,
}

/// One thing the design asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resource {
    pub kind: Kind,
    /// A font's family, a file's name (the URL's last path segment, query dropped; the path
    /// when that segment is only numbers, as picsum's `600/400`), or empty.
    pub name: String,
    /// Where it comes from, as the user would recognise it: `Google Fonts`, a host name
    /// (`cdn.jsdelivr.net`), or empty for a path relative to the design.
    pub from: String,
}

/// What the Tailwind CDN would read from a design.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TailwindInput<'a> {
    /// Each `class` attribute's value, in document order.
    pub classes: Vec<&'a str>,
    /// The object literal assigned to `tailwind.config` in an inline script, from its `{`.
    pub config: Option<Config<'a>>,
    /// Whether a `<style type="text/tailwindcss">` block is present (its `@apply` and
    /// `@layer` need Tailwind's compiler, not only its classes).
    pub tailwind_styles: bool,
}

/// An inline `tailwind.config` object literal and the design line it starts on (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config<'a> {
    pub text: &'a str,
    pub line: usize,
}

/// The most items listed: a design naming more is summarised by its first ones.
pub const MAX_RESOURCES: usize = 200;

/// The scripts, stylesheets, fonts and images `html` asks for, in document order, each once.
pub fn resources(html: &str) -> Vec<Resource> {
    let mut out: Vec<Resource> = Vec::new();
    let mut push = |r: Resource| {
        if out.len() < MAX_RESOURCES && !out.contains(&r) {
            out.push(r);
        }
    };
    for tag in tags(html) {
        match tag.name.as_str() {
            "script" => match tag.attr("src") {
                Some(src) if is_tailwind_cdn(src) => push(Resource {
                    kind: Kind::Tailwind,
                    name: String::new(),
                    from: host(src),
                }),
                Some(src) => push(Resource {
                    kind: Kind::Script,
                    name: file_name(src),
                    from: host(src),
                }),
                None if is_script_type(tag.attr("type"))
                    && !tag.body.trim().is_empty()
                    && config_start(tag.body).is_none() =>
                {
                    push(Resource {
                        kind: Kind::InlineScript,
                        name: String::new(),
                        from: String::new(),
                    })
                }
                None => {}
            },
            "link" if rel_has(tag.attr("rel"), "stylesheet") => {
                if let Some(href) = tag.attr("href") {
                    stylesheet(href, &mut push);
                }
            }
            "style" => {
                for url in imports(tag.body) {
                    stylesheet(url, &mut push);
                }
                for family in remote_font_faces(tag.body) {
                    push(Resource {
                        kind: Kind::Font,
                        name: family,
                        from: String::new(),
                    });
                }
                for url in css_images(tag.body) {
                    push(image(url));
                }
            }
            "img" => {
                if let Some(src) = tag.attr("src").filter(|s| !is_data(s)) {
                    push(image(src));
                }
            }
            _ => {}
        }
        // A background in a `style` attribute, or in a Tailwind class (`bg-[url(…)]`).
        for attr in [tag.attr("style"), tag.attr("class")].into_iter().flatten() {
            for url in css_images(attr) {
                push(image(url));
            }
        }
    }
    out
}

fn image(url: &str) -> Resource {
    Resource {
        kind: Kind::Image,
        name: file_name(url),
        from: host(url),
    }
}

/// The images a stylesheet (or a `style` attribute) loads: each `url(…)` but `data:` ones,
/// those of `@import` rules (stylesheets) and of `@font-face` blocks (fonts).
fn css_images(css: &str) -> Vec<&str> {
    let lower = css.to_ascii_lowercase();
    let mut skip: Vec<std::ops::Range<usize>> = Vec::new();
    for (at, _) in lower.match_indices("@font-face") {
        skip.push(at..lower[at..].find('}').map_or(css.len(), |c| at + c));
    }
    for (at, _) in lower.match_indices("@import") {
        skip.push(at..lower[at..].find(';').map_or(css.len(), |c| at + c));
    }
    lower
        .match_indices("url(")
        .filter(|(at, _)| !skip.iter().any(|r| r.contains(at)))
        .filter_map(|(at, _)| {
            let rest = css[at + 4..].trim_start();
            let rest = rest.strip_prefix("&quot;").unwrap_or(rest);
            let (url, _) = match rest.chars().next()? {
                q @ ('"' | '\'') => rest[1..].split_once(q)?,
                _ => rest.split_once(')').unwrap_or((rest, "")),
            };
            let url = url.split("&quot;").next().unwrap_or(url).trim();
            (!url.is_empty() && !is_data(url) && !url.starts_with('#')).then_some(url)
        })
        .collect()
}

/// What the Tailwind CDN would read from `html`.
pub fn tailwind_input(html: &str) -> TailwindInput<'_> {
    let mut input = TailwindInput::default();
    for tag in tags(html) {
        if let Some(class) = tag.attr("class") {
            input.classes.push(class);
        }
        match tag.name.as_str() {
            "script" if tag.attr("src").is_none() && input.config.is_none() => {
                if let Some(at) = config_start(tag.body) {
                    let offset = tag.body_at + at;
                    input.config = Some(Config {
                        text: &html[offset..],
                        line: html[..offset].matches('\n').count() + 1,
                    });
                }
            }
            "style" => {
                input.tailwind_styles |= tag
                    .attr("type")
                    .is_some_and(|t| t.trim().eq_ignore_ascii_case("text/tailwindcss"))
            }
            _ => {}
        }
    }
    input
}

/// The Google Fonts (or Bunny Fonts, same API) families a stylesheet URL asks for, in order:
/// `css2?family=Inter:wght@400;700&family=Playfair+Display` and the older
/// `css?family=Inter:400,700|Roboto`. `None` when the URL is not a font service's.
pub fn font_service_families(url: &str) -> Option<(&'static str, Vec<String>)> {
    let h = host(url);
    let service = match h.as_str() {
        "fonts.googleapis.com" => "Google Fonts",
        "fonts.bunny.net" => "Bunny Fonts",
        _ => return None,
    };
    let query = url.split_once('?').map_or("", |(_, q)| q);
    let query = query.split('#').next().unwrap_or("");
    let mut families = Vec::new();
    for pair in query.split('&') {
        let Some(value) = pair
            .strip_prefix("family=")
            .or_else(|| pair.strip_prefix("amp;family="))
        else {
            continue;
        };
        for one in value.split('|') {
            let name = decode_query(one.split(':').next().unwrap_or(""));
            let name = name.trim().to_string();
            if !name.is_empty() && !families.contains(&name) {
                families.push(name);
            }
        }
    }
    Some((service, families))
}

fn stylesheet(url: &str, push: &mut impl FnMut(Resource)) {
    match font_service_families(url) {
        Some((service, families)) if !families.is_empty() => {
            for family in families {
                push(Resource {
                    kind: Kind::Font,
                    name: family,
                    from: service.to_string(),
                });
            }
        }
        Some((service, _)) => push(Resource {
            kind: Kind::Font,
            name: String::new(),
            from: service.to_string(),
        }),
        None => {
            let name = file_name(url);
            let kind = if is_bootstrap_css(&name) {
                Kind::Bootstrap
            } else {
                Kind::Stylesheet
            };
            push(Resource {
                kind,
                name,
                from: host(url),
            })
        }
    }
}

/// `bootstrap.css`, `bootstrap.min.css`, `bootstrap.rtl.min.css` (not `bootstrap-icons.css`,
/// `bootstrap-grid.css` is the grid alone and counts too).
fn is_bootstrap_css(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    name.ends_with(".css")
        && (name.starts_with("bootstrap.") || name.starts_with("bootstrap-grid."))
}

fn is_tailwind_cdn(src: &str) -> bool {
    let h = host(src);
    h == "cdn.tailwindcss.com"
        || (h.is_empty() && file_name(src).starts_with("tailwind"))
        || src.contains("/tailwindcss")
        || src.contains("@tailwindcss/browser")
}

fn is_script_type(t: Option<&str>) -> bool {
    let Some(t) = t.map(|t| t.trim().to_ascii_lowercase()) else {
        return true;
    };
    t.is_empty() || t == "module" || t.ends_with("javascript") || t.ends_with("ecmascript")
}

fn is_data(url: &str) -> bool {
    url.trim_start()
        .get(..5)
        .is_some_and(|s| s.eq_ignore_ascii_case("data:"))
}

fn rel_has(rel: Option<&str>, word: &str) -> bool {
    rel.is_some_and(|r| {
        r.split_ascii_whitespace()
            .any(|w| w.eq_ignore_ascii_case(word))
    })
}

/// Where `byte` offset of `script` an assignment `tailwind.config = {` has its `{`.
fn config_start(script: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = script[from..].find("tailwind.config") {
        let after = from + at + "tailwind.config".len();
        let rest = script[after..].trim_start();
        if let Some(value) = rest.strip_prefix('=').filter(|r| !r.starts_with('=')) {
            let value_at = script.len() - value.trim_start().len();
            if script[value_at..].starts_with('{') {
                return Some(value_at);
            }
        }
        from = after;
    }
    None
}

/// The URLs of a stylesheet's `@import url(…)` / `@import "…"` rules.
fn imports(css: &str) -> Vec<&str> {
    let lower = css.to_ascii_lowercase();
    lower
        .match_indices("@import")
        .filter_map(|(at, _)| {
            let rest = css[at + 7..].trim_start();
            let rest = rest
                .strip_prefix("url(")
                .or_else(|| rest.strip_prefix("URL("))
                .unwrap_or(rest)
                .trim_start();
            let quote = rest.chars().next()?;
            let url = if quote == '"' || quote == '\'' {
                rest[1..].split(quote).next()?
            } else {
                rest.split([')', ';', ' ']).next()?
            };
            (!url.is_empty()).then_some(url)
        })
        .collect()
}

/// The families of `@font-face` rules whose `src` loads something other than `data:`.
fn remote_font_faces(css: &str) -> Vec<String> {
    let lower = css.to_ascii_lowercase();
    let mut out = Vec::new();
    for (at, _) in lower.match_indices("@font-face") {
        let Some(open) = lower[at..].find('{').map(|o| at + o + 1) else {
            continue;
        };
        let close = lower[open..].find('}').map_or(css.len(), |c| open + c);
        let block = &css[open..close];
        let block_lower = &lower[open..close];
        let remote = block_lower.match_indices("url(").any(|(u, _)| {
            !block_lower[u + 4..]
                .trim_start()
                .trim_start_matches(['"', '\''])
                .starts_with("data:")
        });
        if !remote {
            continue;
        }
        if let Some(f) = block_lower.find("font-family") {
            let value = block[f + 11..]
                .trim_start()
                .trim_start_matches(':')
                .split(';')
                .next()
                .unwrap_or("");
            let family = value.trim().trim_matches(['"', '\'']).trim().to_string();
            if !family.is_empty() && !out.contains(&family) {
                out.push(family);
            }
        }
    }
    out
}

/// The host of an absolute or scheme-relative URL; empty for a relative one.
fn host(url: &str) -> String {
    let url = url.trim();
    let rest = match url.find("://") {
        Some(at) if url[..at].chars().all(|c| c.is_ascii_alphabetic()) => &url[at + 3..],
        _ => match url.strip_prefix("//") {
            Some(rest) => rest,
            None => return String::new(),
        },
    };
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let authority = &rest[..end];
    let authority = authority.rsplit('@').next().unwrap_or(authority);
    authority
        .split(':')
        .next()
        .unwrap_or("")
        .to_ascii_lowercase()
}

/// A URL's last path segment, without its query or fragment; the whole path after the host
/// when that segment names nothing a person would know it by (`picsum.photos/600/400`: `600/400`,
/// not `400`).
fn file_name(url: &str) -> String {
    let path = url.trim().split(['?', '#']).next().unwrap_or("");
    let path = path.trim_end_matches('/');
    let name = path.rsplit('/').next().unwrap_or(path);
    if name.bytes().any(|b| b.is_ascii_alphabetic()) {
        return decode_query(name);
    }
    let after_host = match host(url).is_empty() {
        true => path,
        false => {
            let rest = path.split_once("//").map_or(path, |(_, r)| r);
            rest.split_once('/').map_or("", |(_, p)| p)
        }
    };
    decode_query(after_host.trim_start_matches(['.', '/']))
}

/// `+` as a space and `%XX` escapes decoded (invalid escapes kept as written).
fn decode_query(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => {
                let hex = |c: u8| (c as char).to_digit(16);
                match (hex(b[i + 1]), hex(b[i + 2])) {
                    (Some(hi), Some(lo)) => {
                        out.push((hi * 16 + lo) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// An element's start tag, and for `<script>` and `<style>` their raw text.
struct Tag<'a> {
    name: String,
    attrs: Vec<(&'a str, &'a str)>,
    body: &'a str,
    body_at: usize,
}

impl<'a> Tag<'a> {
    fn attr(&self, name: &str) -> Option<&'a str> {
        self.attrs
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| *v)
    }
}

/// The start tags of `html` in order: comments skipped, `<script>`/`<style>`/`<textarea>`/
/// `<title>` contents taken as text (a `<div>` inside a script's string is no element).
fn tags(html: &str) -> impl Iterator<Item = Tag<'_>> {
    let b = html.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || loop {
        let at = i + html.get(i..)?.find('<')?;
        i = at + 1;
        if html[at..].starts_with("<!--") {
            i = html[at + 4..]
                .find("-->")
                .map_or(html.len(), |e| at + 4 + e + 3);
            continue;
        }
        if !b.get(at + 1).is_some_and(u8::is_ascii_alphabetic) {
            continue;
        }
        let mut j = at + 1;
        while b
            .get(j)
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b':'))
        {
            j += 1;
        }
        let name = html[at + 1..j].to_ascii_lowercase();
        let mut attrs = Vec::new();
        loop {
            while b
                .get(j)
                .is_some_and(|c| c.is_ascii_whitespace() || *c == b'/')
            {
                j += 1;
            }
            if b.get(j).is_none_or(|c| *c == b'>') {
                break;
            }
            let n = j;
            while b
                .get(j)
                .is_some_and(|c| !c.is_ascii_whitespace() && !matches!(c, b'=' | b'>' | b'/'))
            {
                j += 1;
            }
            if j == n {
                j += 1;
                continue;
            }
            let attr = &html[n..j];
            let mut k = j;
            while b.get(k).is_some_and(u8::is_ascii_whitespace) {
                k += 1;
            }
            if b.get(k) != Some(&b'=') {
                attrs.push((attr, ""));
                continue;
            }
            k += 1;
            while b.get(k).is_some_and(u8::is_ascii_whitespace) {
                k += 1;
            }
            let value = match b.get(k) {
                Some(q @ (b'"' | b'\'')) => {
                    let end = html[k + 1..]
                        .find(*q as char)
                        .map_or(html.len(), |e| k + 1 + e);
                    let v = &html[k + 1..end];
                    k = (end + 1).min(html.len());
                    v
                }
                _ => {
                    let start = k;
                    while b
                        .get(k)
                        .is_some_and(|c| !c.is_ascii_whitespace() && *c != b'>')
                    {
                        k += 1;
                    }
                    &html[start..k]
                }
            };
            attrs.push((attr, value));
            j = k;
        }
        let open_end = (j + 1).min(html.len());
        i = open_end;
        let (body, body_at) = if matches!(name.as_str(), "script" | "style" | "textarea" | "title")
        {
            let close = format!("</{name}");
            let end =
                find_ignore_case(&html[open_end..], &close).map_or(html.len(), |e| open_end + e);
            i = end;
            (&html[open_end..end], open_end)
        } else {
            ("", open_end)
        };
        return Some(Tag {
            name,
            attrs,
            body,
            body_at,
        });
    })
}

fn find_ignore_case(hay: &str, needle: &str) -> Option<usize> {
    let n = needle.len();
    hay.as_bytes()
        .windows(n)
        .position(|w| w.eq_ignore_ascii_case(needle.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(kind: Kind, name: &str, from: &str) -> Resource {
        Resource {
            kind,
            name: name.into(),
            from: from.into(),
        }
    }

    const CHAT_DESIGN: &str = r#"<!doctype html><html><head>
<script src="https://cdn.tailwindcss.com"></script>
<script>
  tailwind.config = { theme: { extend: { colors: { brand: '#123456' } } } }
</script>
<link rel="preconnect" href="https://fonts.googleapis.com">
<link href="https://fonts.googleapis.com/css2?family=Inter:wght@400;600;700&amp;family=Playfair+Display:ital@1&display=swap" rel="stylesheet">
<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.0/css/all.min.css?v=1">
<style>@import url('https://fonts.googleapis.com/css?family=Roboto:400,700|Open+Sans');
@font-face { font-family: "Brand Sans"; src: url(/fonts/brand.woff2) format("woff2"); }
@font-face { font-family: Inline; src: url(data:font/woff2;base64,AA); }</style>
</head><body class="bg-white">
<!-- <script src="commented.js"></script> -->
<img src="hero.png"><img src="data:image/png;base64,AA">
<div class='flex gap-4' data-x="<script src=no.js>">x</div>
<script src="./app.js" defer></script>
<script>document.body.dataset.x = "<div class=fake>"</script>
<script type="application/ld+json">{"a":1}</script>
</body></html>"#;

    #[test]
    fn a_chat_models_design_names_tailwind_fonts_stylesheets_scripts_and_images() {
        assert_eq!(
            resources(CHAT_DESIGN),
            vec![
                r(Kind::Tailwind, "", "cdn.tailwindcss.com"),
                r(Kind::Font, "Inter", "Google Fonts"),
                r(Kind::Font, "Playfair Display", "Google Fonts"),
                r(Kind::Stylesheet, "all.min.css", "cdnjs.cloudflare.com"),
                r(Kind::Font, "Roboto", "Google Fonts"),
                r(Kind::Font, "Open Sans", "Google Fonts"),
                r(Kind::Font, "Brand Sans", ""),
                r(Kind::Image, "hero.png", ""),
                r(Kind::Script, "app.js", ""),
                r(Kind::InlineScript, "", ""),
            ]
        );
    }

    #[test]
    fn tailwind_reads_class_attributes_and_the_inline_config_with_its_line() {
        let input = tailwind_input(CHAT_DESIGN);
        assert_eq!(input.classes, vec!["bg-white", "flex gap-4"]);
        let config = input.config.expect("the inline config");
        assert!(config.text.starts_with("{ theme: { extend"));
        assert_eq!(config.line, 4);
        assert!(!input.tailwind_styles);
        assert!(
            tailwind_input("<style type='text/tailwindcss'>.b{@apply p-4}</style>").tailwind_styles
        );
        assert_eq!(
            tailwind_input("<script>if (tailwind.config == null) {}</script>").config,
            None,
            "a comparison is no assignment"
        );
    }

    /// Issue 27 item 21: CSS backgrounds are images the design asks for, and a picsum image
    /// is named by its path, not by its last number.
    #[test]
    fn css_background_images_are_listed_and_numbered_paths_are_named_whole() {
        let html = r#"<style>@import url("a.css"); .hero { background: #000 url('https://images.unsplash.com/photo-15?w=800') center; }
@font-face { font-family: F; src: url(f.woff2); } .x { background-image: url(data:image/png;base64,AA), url(#g); }</style>
<section style="background-image: url(&quot;img/bg.jpg&quot;)"><img src="https://picsum.photos/600/400?random=2"></section>
<div class="bg-[url('/textures/paper.png')] bg-cover"></div>"#;
        assert_eq!(
            resources(html),
            vec![
                r(Kind::Stylesheet, "a.css", ""),
                r(Kind::Font, "F", ""),
                r(Kind::Image, "photo-15", "images.unsplash.com"),
                r(Kind::Image, "bg.jpg", ""),
                r(Kind::Image, "600/400", "picsum.photos"),
                r(Kind::Image, "paper.png", ""),
            ]
        );
        assert_eq!(
            file_name("https://picsum.photos/seed/7/800/600"),
            "seed/7/800/600"
        );
        assert_eq!(file_name("/200/300"), "200/300");
    }

    /// Issue 27 item 19: Bootstrap from any CDN is named as Bootstrap; its icons are a font
    /// stylesheet like any other.
    #[test]
    fn bootstrap_from_a_cdn_is_told_apart() {
        for href in [
            "https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css",
            "https://cdnjs.cloudflare.com/ajax/libs/bootstrap/5.3.3/css/bootstrap.min.css",
            "https://unpkg.com/bootstrap@5/dist/css/bootstrap.css",
            "https://stackpath.bootstrapcdn.com/bootstrap/4.5.2/css/bootstrap.min.css",
            "css/bootstrap.rtl.min.css",
        ] {
            let html = format!("<link rel=stylesheet href='{href}'>");
            assert_eq!(resources(&html)[0].kind, Kind::Bootstrap, "{href}");
        }
        let icons = "<link rel=stylesheet href='https://cdn.jsdelivr.net/npm/bootstrap-icons@1.11.3/font/bootstrap-icons.min.css'>";
        assert_eq!(resources(icons)[0].kind, Kind::Stylesheet);
    }

    #[test]
    fn google_fonts_urls_give_their_families() {
        assert_eq!(
            font_service_families("https://fonts.googleapis.com/css2?family=Space+Grotesk:wght@300..700&family=JetBrains%20Mono&display=swap"),
            Some(("Google Fonts", vec!["Space Grotesk".to_string(), "JetBrains Mono".to_string()]))
        );
        assert_eq!(
            font_service_families("//fonts.bunny.net/css?family=inter:400"),
            Some(("Bunny Fonts", vec!["inter".to_string()]))
        );
        assert_eq!(
            font_service_families("https://example.com/css?family=X"),
            None
        );
    }

    #[test]
    fn other_tailwind_builds_are_recognised_and_a_design_without_resources_lists_none() {
        for src in [
            "https://cdn.jsdelivr.net/npm/@tailwindcss/browser@4",
            "https://unpkg.com/tailwindcss@3.4.1/lib/index.js",
            "tailwind.js",
        ] {
            let html = format!("<script src='{src}'></script>");
            assert_eq!(resources(&html)[0].kind, Kind::Tailwind, "{src}");
        }
        assert_eq!(
            resources("<h1 class=x>Hi</h1><style>h1{color:red}</style>"),
            vec![]
        );
    }

    #[test]
    fn unterminated_markup_ends_the_scan_without_panicking() {
        for html in [
            "<",
            "<script",
            "<link rel=stylesheet href='a.css",
            "<style>@import",
            "<img src=%",
            "<!--",
        ] {
            let _ = resources(html);
            let _ = tailwind_input(html);
        }
        assert_eq!(file_name("a%2"), "a%2");
        assert_eq!(file_name("a%zz.js"), "a%zz.js");
    }
}
