//! The web-holds-no-rule check: `web/src` must not re-derive what `jury-core` owns. It looks for
//! the shapes a re-derived rule takes (its own composite weights, its own threshold comparison,
//! its own quote-length limit, its own limit comparison or range in words) and names the core
//! query to call instead. A file's `#[cfg(test)]` module, last in the file, is not read. It
//! reads files; it never edits one. What it cannot see mechanically is left to review (ARCHITECTURE.md states
//! the invariant).

use crate::util::{list_files, repo_root, Result};

/// A pattern that means a rule is being re-derived, and what to use instead.
struct Forbidden {
    pattern: &'static str,
    instead: &'static str,
}

const FORBIDDEN: [Forbidden; 9] = [
    Forbidden {
        pattern: "Weights::default",
        instead: "the run's weights through the core's composite query",
    },
    Forbidden {
        pattern: ">= threshold",
        instead: "the core's threshold query (it applies the ship rule's tolerance)",
    },
    Forbidden {
        pattern: "compute_composite",
        instead: "the composite the core's reducer or session already computed",
    },
    Forbidden {
        pattern: "scale / 2",
        instead: "the core's half-scale query (`RunConfigView::meets_half`)",
    },
    Forbidden {
        pattern: "12 characters",
        instead: "the core's minimum quote length (`MIN_QUOTE_CHARS`)",
    },
    Forbidden {
        pattern: ".split('/')",
        instead: "typed keys (a draft key is an enum, not a path to split)",
    },
    Forbidden {
        pattern: "> MAX_",
        instead:
            "the core's check of that limit (`limits::check`, `Size::check`, the engine's own)",
    },
    Forbidden {
        pattern: ">= MAX_",
        instead:
            "the core's check of that limit (`limits::check`, `Size::check`, the engine's own)",
    },
    Forbidden {
        pattern: "\"<CRITIQUE_RUN",
        instead: "the core's reading of a panel reply (`panel_stream`, `holds_panel_stream`)",
    },
];

/// A range written as digits in words (`"from 1 to 10"`, `"1 to {MAX}"`): the bounds are the
/// core's constants, said through them.
fn digit_range(code: &str) -> bool {
    let b = code.as_bytes();
    code.match_indices(" to ").any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| b[j]);
        let after = b.get(i + 4).copied();
        before.is_some_and(|c| c.is_ascii_digit())
            && after.is_some_and(|c| c.is_ascii_digit() || c == b'{')
    })
}

pub fn check() -> Result<String> {
    let dir = repo_root().join("web/src");
    let mut problems = Vec::new();
    let mut files = 0;
    for file in list_files(&dir)? {
        if !file.ends_with(".rs") {
            continue;
        }
        files += 1;
        let text = std::fs::read_to_string(dir.join(&file))
            .map_err(|e| format!("cannot read web/src/{file}: {e}"))?;
        for (n, line) in text.lines().enumerate() {
            // A file's tests come last and may state the words a user reads, digits included.
            if line.trim_start().starts_with("#[cfg(test)]") {
                break;
            }
            let code = line.split("//").next().unwrap_or("");
            if digit_range(code) {
                problems.push(format!(
                    "web/src/{file}:{}: a range written in digits re-states a core rule; say the core's constants",
                    n + 1
                ));
            }
            for f in &FORBIDDEN {
                if code.contains(f.pattern) {
                    problems.push(format!(
                        "web/src/{file}:{}: `{}` re-derives a core rule; use {}",
                        n + 1,
                        f.pattern,
                        f.instead
                    ));
                }
            }
        }
    }
    if problems.is_empty() {
        Ok(format!("{files} web source files hold no core rule"))
    } else {
        Err(problems.join("\n  "))
    }
}
