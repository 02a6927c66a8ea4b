//! The languages jury writes in: a run's prompt language, and the one a browser asks for.
//!
//! Owns the closed list of languages ([`Language`], wire names as BCP 47 tags) and how a
//! browser's language tags (`navigator.languages`: `es-MX`, `pt`, `zh-Hans-CN`) map onto it.
//! Never words anything: each text that exists in several languages (the judge prompt's,
//! `review::prompt_words`; the verdict's, `review::report_words`) holds its own words per
//! language.

use crate::wire::wire_enum;

wire_enum! {
    /// A language jury writes prompts and verdicts (and, in the app, its screens) in. English is the default
    /// and is always available; a run file without a language is English.
    #[derive(Default)]
    pub enum Language {
        #[default]
        En = "en",
        ZhCn = "zh-CN",
        Ja = "ja",
        Es = "es",
        Fr = "fr",
        De = "de",
        PtBr = "pt-BR",
        Ar = "ar",
    }
}

impl Language {
    /// Whether this is English, the default (a run file leaves it out).
    pub fn is_english(&self) -> bool {
        *self == Language::En
    }

    /// The language a BCP 47 tag asks for, by its primary language (`es-MX` is Spanish, `pt`
    /// and `pt-PT` Brazilian Portuguese, `zh`, `zh-Hans` and `zh-TW` Simplified Chinese: the
    /// nearest written form jury has), in any letter case; `None` for a language jury lacks.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Language::ALL
            .iter()
            .copied()
            .find(|l| l.as_str().split('-').next() == Some(primary.as_str()))
    }

    /// The first language of a browser's list (most preferred first) that jury has, else
    /// English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Language {
        tags.into_iter()
            .find_map(Language::from_tag)
            .unwrap_or_default()
    }

    /// The language's name in itself, as a language menu shows it.
    pub fn endonym(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::ZhCn => "中文（简体）",
            Language::Ja => "日本語",
            Language::Es => "Español",
            Language::Fr => "Français",
            Language::De => "Deutsch",
            Language::PtBr => "Português (Brasil)",
            Language::Ar => "العربية",
        }
    }

    /// Whether the language is written right to left.
    pub fn is_right_to_left(self) -> bool {
        self == Language::Ar
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_browser_tag_finds_its_language_by_the_primary_subtag() {
        assert_eq!(Language::from_tag("es-MX"), Some(Language::Es));
        assert_eq!(Language::from_tag("PT"), Some(Language::PtBr));
        assert_eq!(Language::from_tag("zh-Hant-TW"), Some(Language::ZhCn));
        assert_eq!(Language::from_tag("ar_EG"), Some(Language::Ar));
        assert_eq!(Language::from_tag("nl-BE"), None);
        assert_eq!(Language::from_tag(""), None);
        assert_eq!(Language::preferred(["nl", "de-AT", "en"]), Language::De);
        assert_eq!(Language::preferred(["nl"]), Language::En);
        assert_eq!(Language::preferred([]), Language::En);
    }
}
