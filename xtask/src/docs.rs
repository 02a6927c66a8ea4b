//! The citation check: every `§N` or `§N.M` the code cites resolves to a section of a page in
//! `docs/`, so the repository explains its own contract. It reads files; it never edits one.
//!
//! Which page a citation means: the page named just before it (`design-jury §4.5`,
//! `review-loop.md §3`, `js-api`), else the engine the file belongs to (the Design Jury for
//! `critique`/`theater` paths, the review loop for the rest of `core/src/review`, the web's
//! review pages and their tests). A citation with no page of its own must exist in one of the
//! pages. `§8.4` may also name item 4 of section 8's numbered list.

use crate::util::{list_files, repo_root, Result};
use std::collections::BTreeMap;
use std::path::Path;

const PAGES: [&str; 3] = ["review-loop", "design-jury", "js-api"];
const SOURCES: [&str; 8] = [
    "core/src",
    "core/js",
    "core/tests",
    "web/src",
    "web/tests",
    "tests/node",
    "tests/e2e",
    "xtask/src",
];
const EXTENSIONS: [&str; 6] = [".rs", ".js", ".mjs", ".cjs", ".ts", ".md"];

/// The sections of one page: `"4"`, `"4.5"`, and `"8.4"` for item 4 of section 8's list.
fn sections(page: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    for line in page.lines() {
        let heading = line.trim_start_matches('#');
        if heading.len() < line.len() {
            let number: String = heading
                .trim()
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            let number = number.trim_end_matches('.').to_string();
            if !number.is_empty() {
                if !number.contains('.') {
                    current = Some(number.clone());
                }
                out.push(number);
            }
        } else if let Some(section) = &current {
            let item: String = line.chars().take_while(|c| c.is_ascii_digit()).collect();
            if !item.is_empty() && line[item.len()..].starts_with(". ") {
                out.push(format!("{section}.{item}"));
            }
        }
    }
    out
}

/// The page a file's bare citations mean, by the engine the file belongs to.
fn page_of_path(path: &str) -> Option<&'static str> {
    if path.contains("critique") || path.contains("theater") {
        Some("design-jury")
    } else if path.starts_with("core/src/review") || path.contains("review") {
        Some("review-loop")
    } else {
        None
    }
}

/// Every `§` citation in `text`: (page named before it, if any; the section number).
fn citations(text: &str) -> Vec<(Option<&'static str>, String)> {
    let mut out = Vec::new();
    for (at, _) in text.match_indices('§') {
        let after = text[at + '§'.len_utf8()..].trim_start();
        let number: String = after
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let number = number.trim_end_matches('.').to_string();
        if number.is_empty() {
            continue;
        }
        let start = (0..=at.saturating_sub(24))
            .rev()
            .find(|i| text.is_char_boundary(*i))
            .unwrap_or(0);
        let before = &text[start..at];
        let named = PAGES.iter().copied().find(|p| before.contains(p));
        out.push((named, number));
    }
    out
}

pub fn check() -> Result<String> {
    let root = repo_root();
    let mut pages = BTreeMap::new();
    for page in PAGES {
        let path = root.join("docs").join(format!("{page}.md"));
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        pages.insert(page, sections(&text));
    }
    let mut problems = Vec::new();
    let mut count = 0;
    for dir in SOURCES {
        let base = root.join(dir);
        if !base.is_dir() {
            continue;
        }
        for file in list_files(&base)? {
            if !EXTENSIONS.iter().any(|e| file.ends_with(e)) || file.contains("node_modules") {
                continue;
            }
            let rel = format!("{dir}/{file}");
            let Ok(text) = std::fs::read_to_string(Path::new(&base).join(&file)) else {
                continue;
            };
            for (line_no, line) in text.lines().enumerate() {
                for (named, number) in citations(line) {
                    count += 1;
                    let page = named.or_else(|| page_of_path(&rel));
                    let ok = match page {
                        Some(p) => pages[p].contains(&number),
                        None => pages.values().any(|s| s.contains(&number)),
                    };
                    if !ok {
                        problems.push(format!(
                            "{rel}:{}: §{number} is not a section of docs/{}.md",
                            line_no + 1,
                            page.unwrap_or("(any page)")
                        ));
                    }
                }
            }
        }
    }
    if problems.is_empty() {
        Ok(format!("{count} citations resolve in docs/"))
    } else {
        Err(format!(
            "{} citation(s) do not resolve (add the section to docs/ or fix the number):\n  {}",
            problems.len(),
            problems.join("\n  ")
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_and_list_items_are_sections() {
        let page = "# T\n## 8. Prompt\n1. role\n4. artifact\n### 8.5 more\n## 9. Verdict\n";
        let s = sections(page);
        assert!(s.contains(&"8".to_string()));
        assert!(s.contains(&"8.4".to_string()));
        assert!(s.contains(&"8.5".to_string()));
        assert!(s.contains(&"9".to_string()));
        assert!(!s.contains(&"9.1".to_string()));
    }

    #[test]
    fn a_named_page_wins_over_the_path() {
        let c = citations("see design-jury §4.5 and §3");
        assert_eq!(c[0], (Some("design-jury"), "4.5".to_string()));
        assert_eq!(c[1].1, "3");
    }
}
