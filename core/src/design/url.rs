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
    fn data_is_data_and_a_fragment_is_not() {
        assert!(is_data("data:image/png;base64,AA"));
        assert!(!is_data("#x"));
        assert!(!is_data("https://x"));
    }
}
