//! route: which page the URL hash names, and the hash for a page.
//!
//! Owns the mapping between `location.hash` and [`Route`]. Routing by hash (never by path) is
//! what lets the app be served from any sub-path and from `file://`. Never touches the DOM: the
//! app shell reads the hash and feeds it to [`Route::parse`].

/// A page of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The list of runs (start page).
    List,
    /// The form that starts a new run.
    New,
    /// One run: its current round, timeline and verdict.
    Run(String),
    /// The Design Jury theater (`crate::theater`).
    Jury,
    /// A run carried in the link itself (`#/shared/<version>/<kind>/<data>`, read by
    /// `jury_core::share`), shown read only. Holds what follows `#/shared/`.
    Shared(String),
    /// "How it works": the loop, its three rules and its outcomes.
    How,
    /// A hash the app does not know; shown as "not found" with a link home.
    Unknown(String),
}

impl Route {
    /// Reads a `location.hash` value (`""`, `"#"`, `"#/"`, `"#/new"`, `"#/run/<id>"`,
    /// `"#/shared/…"`).
    pub fn parse(hash: &str) -> Route {
        // Checked before the trimming below: a shared run's data is kept exactly as written
        // (its reader names any damage, a trailing '/' included).
        if let Some(rest) = hash
            .strip_prefix('#')
            .unwrap_or(hash)
            .strip_prefix("/shared/")
        {
            return Route::Shared(rest.to_string());
        }
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let path = path.trim_end_matches('/');
        match path.split_once('/') {
            None if path.is_empty() => Route::List,
            None if path == "new" => Route::New,
            None if path == "jury" => Route::Jury,
            None if path == "how" => Route::How,
            Some(("run", id)) if is_id(id) => Route::Run(id.to_string()),
            _ => Route::Unknown(hash.to_string()),
        }
    }

    /// The hash that names this page, for `href`s.
    pub fn href(&self) -> String {
        match self {
            Route::List | Route::Unknown(_) => "#/".to_string(),
            Route::New => "#/new".to_string(),
            Route::Run(id) => format!("#/run/{id}"),
            Route::Jury => "#/jury".to_string(),
            Route::Shared(rest) => format!("#/shared/{rest}"),
            Route::How => "#/how".to_string(),
        }
    }
}

/// Run ids are made by `browser::new_id` from `[0-9a-z-]`; anything else in a hash is unknown,
/// which also keeps stray text out of storage keys.
fn is_id(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 64
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_pages() {
        assert_eq!(Route::parse(""), Route::List);
        assert_eq!(Route::parse("#"), Route::List);
        assert_eq!(Route::parse("#/"), Route::List);
        assert_eq!(Route::parse("#/new"), Route::New);
        assert_eq!(Route::parse("#/new/"), Route::New);
        assert_eq!(Route::parse("#/jury"), Route::Jury);
        assert_eq!(Route::parse("#/how"), Route::How);
        assert_eq!(Route::parse("#/run/abc-1"), Route::Run("abc-1".into()));
        assert_eq!(
            Route::parse("#/run/<script>"),
            Route::Unknown("#/run/<script>".into())
        );
        assert_eq!(Route::parse("#/nope"), Route::Unknown("#/nope".into()));
        assert_eq!(
            Route::parse("#/shared/1/run/eJw-_x/"),
            Route::Shared("1/run/eJw-_x/".into())
        );
        assert_eq!(Route::parse("#/shared/"), Route::Shared(String::new()));
    }

    #[test]
    fn href_round_trips() {
        for r in [
            Route::List,
            Route::New,
            Route::Run("x1-2".into()),
            Route::Jury,
            Route::Shared("1/panel/eJw".into()),
            Route::How,
        ] {
            assert_eq!(Route::parse(&r.href()), r);
        }
    }
}
