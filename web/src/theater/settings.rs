//! settings: threshold, scale, round limit and fallback policy for new panel runs (spec §2.5,
//! §6.7), checked by the core's `CritiqueConfig::validate`; the weights shown read-only (fixed
//! in v1, as upstream).
//!
//! Owns the form and turning the core's `ConfigError` into a sentence about the field on
//! screen. Never reads a number or checks a range itself (`CritiqueConfig::with_typed` does, and
//! the hints say the core's ranges) and never stores invalid settings.

use super::{local_store, role_label};
use crate::run_store::WriteError;
use crate::t;
use crate::ui::notice::{Notice, Tone};
use jury_core::critique::number::js_number_to_string;
use jury_core::critique::{
    ConfigError, ConfigRule, CritiqueConfig, FallbackPolicy, Role, TypedSettings, MAX_ROUNDS_RANGE,
    SCORE_SCALE_RANGE, SCORE_THRESHOLD_RANGE,
};
use leptos::prelude::*;
use std::ops::RangeInclusive;

fn policy_label(p: FallbackPolicy) -> String {
    match p {
        FallbackPolicy::ShipBest => t!(TheaterPolicyShipBest),
        FallbackPolicy::ShipLast => t!(TheaterPolicyShipLast),
        FallbackPolicy::Fail => t!(TheaterPolicyFail),
    }
}

fn field_label(field: &str) -> String {
    match field {
        "scoreThreshold" => t!(TheaterThreshold),
        "scoreScale" => t!(TheaterScoreScale),
        "maxRounds" => t!(TheaterRoundLimit),
        other => other.to_string(),
    }
}

/// "A whole number from 1 to 10.": the core's range in the hint under a field.
fn whole_hint(range: &RangeInclusive<u32>) -> String {
    t!(TheaterWholeHint, from = *range.start(), to = *range.end())
}

fn threshold_hint() -> String {
    let (from, to) = SCORE_THRESHOLD_RANGE.into_inner();
    t!(TheaterThresholdHint, from = from, to = to)
}

/// The settings typed in, over `base`, checked by the core.
pub fn parse_settings(
    base: &CritiqueConfig,
    threshold: &str,
    scale: &str,
    rounds: &str,
    policy: FallbackPolicy,
) -> Result<CritiqueConfig, String> {
    base.with_typed(TypedSettings {
        threshold,
        scale,
        rounds,
        policy,
    })
    // The core's `message` is its English words of the rule; the field and the rule are worded
    // here, from its data.
    .map_err(|ConfigError { field, rule, .. }| {
        t!(
            TheaterSettingInvalid,
            field = field_label(field),
            why = rule_words(rule)
        )
    })
}

/// A §2.5 rule in the page's words.
fn rule_words(rule: ConfigRule) -> String {
    match rule {
        ConfigRule::NoRole => t!(TheaterRuleNoRole),
        ConfigRule::Integer { min, max } => t!(TheaterRuleInteger, min = min, max = max),
        ConfigRule::Number { min, max } => t!(TheaterRuleNumber, min = min, max = max),
        ConfigRule::OverScale => t!(TheaterRuleOverScale),
        ConfigRule::Weight => t!(TheaterRuleWeight),
        ConfigRule::AtLeast { min } => t!(TheaterRuleAtLeast, min = min),
    }
}

/// Stores valid settings and makes them the ones new runs use; what happened, in words.
fn save(
    settings: RwSignal<CritiqueConfig>,
    parsed: Result<CritiqueConfig, String>,
) -> (Tone, String) {
    let outcome = parsed.and_then(|config| {
        local_store()
            .save_settings(&config)
            .map_err(|e| match e {
                WriteError::Quota => t!(TheaterSettingsStorageFull),
                WriteError::Other(why) => t!(TheaterSettingsNotSaved, why = why),
            })
            .map(|()| settings.set(config))
    });
    match outcome {
        Ok(()) => (Tone::Ok, t!(TheaterSettingsSaved)),
        Err(why) => (Tone::Error, why),
    }
}

/// The settings for new panel runs, with the message about the last save under them.
#[component]
pub fn SettingsForm(
    /// The settings new panel runs use (only valid settings are kept).
    settings: RwSignal<CritiqueConfig>,
) -> impl IntoView {
    let current = settings.get_untracked();
    let threshold = RwSignal::new(js_number_to_string(current.score_threshold));
    let scale = RwSignal::new(current.score_scale.to_string());
    let rounds = RwSignal::new(current.max_rounds.to_string());
    let policy = RwSignal::new(current.fallback_policy);
    let message = RwSignal::new(None::<(Tone, String)>);
    let on_save = move |_| {
        let parsed = parse_settings(
            &settings.get_untracked(),
            &threshold.get_untracked(),
            &scale.get_untracked(),
            &rounds.get_untracked(),
            policy.get_untracked(),
        );
        message.set(Some(save(settings, parsed)));
    };
    view! {
        <section class="jury-section" aria-labelledby="jury-settings-title">
            <h3 id="jury-settings-title">{t!(TheaterSettings)}</h3>
            {text_field("jury-threshold", t!(TheaterThreshold), threshold_hint(), threshold)}
            {text_field("jury-scale", t!(TheaterScoreScale), whole_hint(&SCORE_SCALE_RANGE), scale)}
            {text_field("jury-rounds", t!(TheaterRoundLimit), whole_hint(&MAX_ROUNDS_RANGE), rounds)}
            {policy_field(policy)}
            <div class="actions">
                <button type="button" class="primary" on:click=on_save>{t!(TheaterSaveSettings)}</button>
            </div>
            {move || message.get().map(|(tone, text)| view! { <Notice tone=tone>{text}</Notice> })}
            {weights_table()}
        </section>
    }
}

/// A setting typed as text, with its hint.
fn text_field(
    id: &'static str,
    label: String,
    hint: String,
    value: RwSignal<String>,
) -> impl IntoView {
    view! {
        <div class="field">
            <label for=id>{label}</label>
            <input id=id type="text" inputmode="decimal" aria-describedby=format!("{id}-hint")
                prop:value=move || value.get() on:input=move |ev| value.set(event_target_value(&ev)) />
            <span id=format!("{id}-hint") class="small muted">{hint}</span>
        </div>
    }
}

/// What to do when the reply has no acceptable SHIP.
fn policy_field(policy: RwSignal<FallbackPolicy>) -> impl IntoView {
    let change = move |ev: leptos::ev::Event| {
        if let Some(p) = FallbackPolicy::parse(&event_target_value(&ev)) {
            policy.set(p);
        }
    };
    view! {
        <div class="field">
            <label for="jury-policy">{t!(TheaterPolicy)}</label>
            <select id="jury-policy" prop:value=move || policy.get().as_str() on:change=change>
                {FallbackPolicy::ALL
                    .iter()
                    .map(|p| view! { <option value=p.as_str()>{policy_label(*p)}</option> })
                    .collect_view()}
            </select>
        </div>
    }
}

/// The composite weights, read only (fixed in v1, as upstream).
fn weights_table() -> impl IntoView {
    let weights = CritiqueConfig::default().weights;
    view! {
        <h4>{t!(TheaterWeights)}</h4>
        <table class="jury-weights">
            <thead><tr><th scope="col">{t!(TheaterPanelist)}</th><th scope="col">{t!(TheaterWeight)}</th></tr></thead>
            <tbody>
                {Role::ALL
                    .iter()
                    .map(|r| view! {
                        <tr><th scope="row">{role_label(*r)}</th><td>{t!(TheaterNumber, value = weights.get(*r))}</td></tr>
                    })
                    .collect_view()}
            </tbody>
        </table>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(t: &str, s: &str, r: &str, p: &str) -> Result<CritiqueConfig, String> {
        let policy = FallbackPolicy::parse(p).expect("a fallback policy");
        parse_settings(&CritiqueConfig::default(), t, s, r, policy)
    }

    #[test]
    fn valid_settings_pass_through_the_core() {
        let c = parse("7.5", "10", "4", "fail").unwrap();
        assert_eq!(
            (c.score_threshold, c.score_scale, c.max_rounds),
            (7.5, 10, 4)
        );
        assert_eq!(c.fallback_policy, FallbackPolicy::Fail);
    }

    #[test]
    fn out_of_range_values_get_the_rule_in_words_with_the_field_label() {
        assert_eq!(
            parse("8", "10", "11", "ship_best").unwrap_err(),
            "Round limit: must be an integer from 1 to 10."
        );
        assert_eq!(
            parse("8", "2.5", "3", "ship_best").unwrap_err(),
            "Score scale: must be an integer from 1 to 100."
        );
        assert_eq!(
            parse("11", "10", "3", "ship_best").unwrap_err(),
            "Threshold: must not exceed the score scale."
        );
        assert!(parse("abc", "10", "3", "ship_best")
            .unwrap_err()
            .starts_with("Threshold"));
    }
}
