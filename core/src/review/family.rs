//! Model families: whether two model names a user typed for judge A and judge B are likely the
//! same family (rule 3 asks for B to be "ideally a different model").
//!
//! Owns the advisory guess only. It never blocks anything: the names are free text, and a
//! warning is all a guess can justify.

use crate::message::{Message, ToMessage};

/// Known families and words that name them. Matched against the lower-cased words of a name.
const FAMILIES: &[(&str, &[&str])] = &[
    (
        "OpenAI GPT",
        &["gpt", "chatgpt", "openai", "o1", "o3", "o4"],
    ),
    (
        "Anthropic Claude",
        &["claude", "anthropic", "opus", "sonnet", "haiku"],
    ),
    ("Google Gemini", &["gemini", "bard", "gemma", "google"]),
    ("Meta Llama", &["llama", "meta"]),
    ("Mistral", &["mistral", "mixtral", "codestral"]),
    ("DeepSeek", &["deepseek"]),
    ("Qwen", &["qwen"]),
    ("Grok", &["grok", "xai"]),
];

/// The family a model name belongs to: a known family's name, else the name's first word
/// (so "acme-7b" and "acme-13b" still count as one family). `None` for a blank name.
pub fn family(name: &str) -> Option<String> {
    let lower = name.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let known = FAMILIES.iter().find(|(_, keys)| {
        words.iter().any(|w| {
            keys.iter().any(|k| {
                w == k || (w.starts_with(k) && w[k.len()..].chars().all(|c| c.is_ascii_digit()))
            })
        })
    });
    match known {
        Some((family, _)) => Some((*family).to_string()),
        None => words.first().map(|w| w.to_string()),
    }
}

/// The warning that judges A and B look like the same model family (`family`, a known family's
/// name or the names' shared first word). Advisory only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SameFamily {
    pub family: String,
}

impl std::fmt::Display for SameFamily {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Judges A and B both look like {} models. Rule 3 works best when judge B is a \
             different model, so that the two judges do not share the same blind spots.",
            self.family
        )
    }
}

impl ToMessage for SameFamily {
    fn to_message(&self) -> Message {
        Message::new("family.same").with("family", self.family.as_str())
    }
}

/// [`SameFamily`] when judges A and B look like the same model family, else `None`.
pub fn same_family(a: &str, b: &str) -> Option<SameFamily> {
    match (family(a), family(b)) {
        (Some(fa), Some(fb)) if fa == fb => Some(SameFamily { family: fa }),
        _ => None,
    }
}

/// A warning when judges A and B look like the same model family, else `None`: the words of
/// [`same_family`].
pub fn same_family_warning(a: &str, b: &str) -> Option<String> {
    same_family(a, b).map(|w| w.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_families_match_across_versions() {
        assert_eq!(family("GPT-4o").as_deref(), Some("OpenAI GPT"));
        assert_eq!(family("ChatGPT o3").as_deref(), Some("OpenAI GPT"));
        assert_eq!(
            family("Claude Sonnet 4.5").as_deref(),
            Some("Anthropic Claude")
        );
        assert_eq!(family("gemini-2.5-pro").as_deref(), Some("Google Gemini"));
        assert!(same_family_warning("gpt-5", "GPT-4.1 mini").is_some());
        assert!(same_family_warning("gpt-5", "claude opus").is_none());
        let warning = same_family("gpt-5", "GPT-4.1 mini").unwrap();
        assert_eq!(
            warning.to_string(),
            "Judges A and B both look like OpenAI GPT models. Rule 3 works best when judge B is a \
             different model, so that the two judges do not share the same blind spots."
        );
        assert_eq!(
            warning.to_message(),
            Message::new("family.same").with("family", "OpenAI GPT")
        );
    }

    #[test]
    fn unknown_names_compare_by_first_word_and_blanks_never_warn() {
        assert!(same_family_warning("acme-7b", "Acme 13b").is_some());
        assert!(same_family_warning("acme", "zenith").is_none());
        assert!(same_family_warning("", "").is_none());
        assert!(same_family_warning("  ", "gpt-4").is_none());
        // "o3" names an OpenAI model, but "o" alone or "opal" does not.
        assert_eq!(family("opal").as_deref(), Some("opal"));
    }
}
