//! url: which URLs a rendered design may keep — `data:` URLs (images and fonts shown from the
//! design itself) and references inside the document (`#id`: SVG gradients, `<use>`, markers).
//! Nothing else: not the app's own origin, not a relative path, since any of those is a request.
//!
//! Read the way the browser's URL parser reads (leading and trailing C0 controls and spaces
//! trimmed, tabs and newlines removed anywhere), so that `" da\nta:"` is judged as `data:`.
//! Never fetches, parses or rewrites a URL.

/// Whether `url` (an attribute value, or a CSS `url()` argument without its quotes) names only
/// the design itself: a `data:` URL or a fragment of this document.
pub fn is_local(url: &str) -> bool {
    let mut chars = url
        .trim_matches(|c: char| c <= ' ')
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'));
    match chars.next() {
        Some('#') => true,
        Some(c) if c.eq_ignore_ascii_case(&'d') => {
            let rest: String = chars.take(4).collect();
            rest.eq_ignore_ascii_case("ata:")
        }
        _ => false,
    }
}

/// Whether `url` is a `data:` URL (an image, a font or a video the design carries itself).
pub fn is_data(url: &str) -> bool {
    is_local(url) && !url.trim_matches(|c: char| c <= ' ').starts_with('#')
}

/// The element id a `#fragment` reference names, as the browser looks it up: read like
/// [`is_local`], then percent-escapes decoded (`#a%20b` names `a b`); `None` for anything but a
/// fragment.
pub fn fragment(url: &str) -> Option<String> {
    let url: Vec<u8> = url
        .trim_matches(|c: char| c <= ' ')
        .bytes()
        .filter(|b| !matches!(b, b'\t' | b'\n' | b'\r'))
        .collect();
    let rest = url.strip_prefix(b"#")?;
    let mut id = Vec::with_capacity(rest.len());
    let mut i = 0;
    while i < rest.len() {
        let hex = rest
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (rest[i], hex) {
            (b'%', Some(byte)) => {
                id.push(byte);
                i += 3;
            }
            (b, _) => {
                id.push(b);
                i += 1;
            }
        }
    }
    Some(String::from_utf8_lossy(&id).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_data_and_fragments_are_local_section_11() {
        assert!(is_local("data:image/png;base64,AA"));
        assert!(is_local("  DATA:font/woff2;base64,AA"));
        assert!(
            is_local("da\nta:image/gif,x"),
            "the URL parser drops newlines"
        );
        assert!(is_local("\u{1}data:x"), "and trims C0 controls");
        assert!(is_local("#grad"));
        assert!(!is_local("https://example.com/a.png"));
        assert!(!is_local("//example.com/a.png"));
        assert!(!is_local("./a.png"), "not even the app's own origin");
        assert!(!is_local("a.png#x"));
        assert!(!is_local("javascript:alert(1)"));
        assert!(!is_local("data"), "a bare word is a relative path");
        assert!(
            !is_local(""),
            "an empty URL is the document itself: a request in CSS"
        );
    }

    #[test]
    fn a_fragment_names_the_id_the_browser_looks_up() {
        assert_eq!(fragment("#icon").as_deref(), Some("icon"));
        assert_eq!(fragment(" #g%31\n").as_deref(), Some("g1"));
        assert_eq!(fragment("#caf%C3%A9").as_deref(), Some("café"));
        assert_eq!(fragment("#100%").as_deref(), Some("100%"));
        assert_eq!(fragment("sprite.svg#icon"), None);
        assert_eq!(fragment("data:image/svg+xml,x"), None);
    }

    #[test]
    fn data_is_data_and_a_fragment_is_not() {
        assert!(is_data("data:image/png;base64,AA"));
        assert!(!is_data("#x"));
        assert!(!is_data("https://x"));
    }
}
