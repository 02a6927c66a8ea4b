//! `CritiqueConfig` (spec §2.5) and its environment reading (§4.6).
//!
//! Owns: defaults, ranges, validation and the `OD_CRITIQUE_*` rules. Never reads the process
//! environment itself (the caller passes the variables in) and never scores.

use std::fmt;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::event::{FallbackPolicy, Role};
use super::number::js_number;
use super::parser::DEFAULT_MAX_BLOCK_BYTES;

/// Per-role composite weights, each in `[0, 1]`. Frozen for v1 (not configurable by env).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Weights {
    pub designer: f64,
    pub critic: f64,
    pub brand: f64,
    pub a11y: f64,
    pub copy: f64,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            designer: 0.0,
            critic: 0.4,
            brand: 0.2,
            a11y: 0.2,
            copy: 0.2,
        }
    }
}

impl Weights {
    /// The weights of a run that carries none: a transcript (design-jury §5.4) or a theater
    /// before its session says otherwise. Upstream froze v1's weights (§4.1), so a replay is
    /// scored with exactly them.
    pub fn of_transcript() -> Weights {
        Weights::default()
    }

    pub fn get(&self, role: Role) -> f64 {
        match role {
            Role::Designer => self.designer,
            Role::Critic => self.critic,
            Role::Brand => self.brand,
            Role::A11y => self.a11y,
            Role::Copy => self.copy,
        }
    }
}

/// The Design Jury settings. Missing fields take `defaultCritiqueConfig()` values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct CritiqueConfig {
    pub enabled: bool,
    pub cast: Vec<Role>,
    pub max_rounds: u32,
    pub score_scale: u32,
    pub score_threshold: f64,
    pub weights: Weights,
    pub per_round_timeout_ms: u64,
    pub total_timeout_ms: u64,
    pub parser_max_block_bytes: usize,
    pub fallback_policy: FallbackPolicy,
    pub protocol_version: u32,
    pub max_concurrent_runs: u32,
}

impl Default for CritiqueConfig {
    fn default() -> Self {
        CritiqueConfig {
            enabled: false,
            cast: Role::ALL.to_vec(),
            max_rounds: 3,
            score_scale: 10,
            score_threshold: 8.0,
            weights: Weights::default(),
            per_round_timeout_ms: 90_000,
            total_timeout_ms: 240_000,
            parser_max_block_bytes: DEFAULT_MAX_BLOCK_BYTES,
            fallback_policy: FallbackPolicy::ShipBest,
            protocol_version: 1,
            max_concurrent_runs: 4,
        }
    }
}

/// A config field outside its range (the zod schema's rules). Remedy: set `field` to a value
/// inside the range the message states.
#[derive(Clone, Debug, PartialEq)]
pub struct ConfigError {
    pub field: &'static str,
    /// The rule's English words (upstream's zod message), as the package throws them.
    pub message: String,
    /// The rule, as data, for a surface that words it itself.
    pub rule: ConfigRule,
}

/// The §2.5 rule a setting breaks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ConfigRule {
    /// The cast has no role.
    NoRole,
    /// A whole number from `min` to `max`.
    Integer { min: u32, max: u32 },
    /// A number from `min` to `max`.
    Number { min: f64, max: f64 },
    /// The threshold is above the scale.
    OverScale,
    /// A weight outside 0 to 1.
    Weight,
    /// At least `min`.
    AtLeast { min: u32 },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for ConfigError {}

impl crate::message::ToMessage for ConfigError {
    fn to_message(&self) -> crate::message::Message {
        crate::message::Message::new("critique.config-out-of-range")
            .with("field", self.field)
            .with("detail", self.message.as_str())
    }
}

/// "must be an integer from 1 to 10": a range's words.
fn integer_from(range: &RangeInclusive<u32>) -> String {
    format!(
        "must be an integer from {} to {}",
        range.start(),
        range.end()
    )
}

/// An `OD_CRITIQUE_*` variable with an invalid value (upstream throws `RangeError` at boot).
/// Remedy: fix or unset `variable`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RangeError {
    pub variable: &'static str,
    pub message: String,
}

impl fmt::Display for RangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RangeError: {}", self.message)
    }
}

impl std::error::Error for RangeError {}

impl crate::message::ToMessage for RangeError {
    fn to_message(&self) -> crate::message::Message {
        crate::message::Message::new("critique.env-out-of-range")
            .with("variable", self.variable)
            .with("detail", self.message.as_str())
    }
}

/// §2.5's range of `maxRounds`.
pub const MAX_ROUNDS_RANGE: RangeInclusive<u32> = 1..=10;
/// §2.5's range of `scoreScale`.
pub const SCORE_SCALE_RANGE: RangeInclusive<u32> = 1..=100;
/// §2.5's range of `scoreThreshold` (which must not exceed the scale either).
pub const SCORE_THRESHOLD_RANGE: RangeInclusive<f64> = 0.0..=100.0;

/// The settings a person typed into a form, as text: read as JavaScript reads a number
/// (`Number(text)`), so `" 8.5 "` and `"1e1"` are numbers as they are upstream.
#[derive(Clone, Copy, Debug)]
pub struct TypedSettings<'a> {
    pub threshold: &'a str,
    pub scale: &'a str,
    pub rounds: &'a str,
    pub policy: FallbackPolicy,
}

/// A whole number in `text`; anything else is 0, which no integer range of §2.5 admits, so the
/// range's own message is what the person reads.
fn whole(text: &str) -> u32 {
    let x = js_number(text);
    if x.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&x) {
        x as u32
    } else {
        0
    }
}

impl CritiqueConfig {
    /// `self` with the typed settings over it, checked (§2.5): a threshold that is not a number
    /// fails its range as any other out-of-range value does.
    pub fn with_typed(&self, typed: TypedSettings<'_>) -> Result<CritiqueConfig, ConfigError> {
        let config = CritiqueConfig {
            score_threshold: js_number(typed.threshold),
            score_scale: whole(typed.scale),
            max_rounds: whole(typed.rounds),
            fallback_policy: typed.policy,
            ..self.clone()
        };
        config.validate().map(|()| config)
    }

    /// Checks the §2.5 ranges.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let fail = |field, rule, message: &str| {
            Err(ConfigError {
                field,
                message: message.into(),
                rule,
            })
        };
        let at_least = |field, min: u32| {
            fail(
                field,
                ConfigRule::AtLeast { min },
                &format!("must be at least {min}"),
            )
        };
        let integer = |range: &RangeInclusive<u32>| ConfigRule::Integer {
            min: *range.start(),
            max: *range.end(),
        };
        if self.cast.is_empty() {
            return fail("cast", ConfigRule::NoRole, "needs at least one role");
        }
        if !MAX_ROUNDS_RANGE.contains(&self.max_rounds) {
            let rule = integer(&MAX_ROUNDS_RANGE);
            return fail("maxRounds", rule, &integer_from(&MAX_ROUNDS_RANGE));
        }
        if !SCORE_SCALE_RANGE.contains(&self.score_scale) {
            let rule = integer(&SCORE_SCALE_RANGE);
            return fail("scoreScale", rule, &integer_from(&SCORE_SCALE_RANGE));
        }
        let t = self.score_threshold;
        if !SCORE_THRESHOLD_RANGE.contains(&t) {
            let (min, max) = SCORE_THRESHOLD_RANGE.into_inner();
            return fail(
                "scoreThreshold",
                ConfigRule::Number { min, max },
                &format!("must be a number from {min} to {max}"),
            );
        }
        if t > f64::from(self.score_scale) + 1e-9 {
            return fail(
                "scoreThreshold",
                ConfigRule::OverScale,
                "must not exceed scoreScale",
            );
        }
        let w = self.weights;
        if [w.designer, w.critic, w.brand, w.a11y, w.copy]
            .iter()
            .any(|x| !(0.0..=1.0).contains(x))
        {
            return fail(
                "weights",
                ConfigRule::Weight,
                "each weight must be from 0 to 1",
            );
        }
        if self.per_round_timeout_ms < 1000 {
            return at_least("perRoundTimeoutMs", 1000);
        }
        if self.total_timeout_ms < 1000 {
            return at_least("totalTimeoutMs", 1000);
        }
        if self.parser_max_block_bytes < 1024 {
            return at_least("parserMaxBlockBytes", 1024);
        }
        if self.protocol_version < 1 {
            return at_least("protocolVersion", 1);
        }
        if self.max_concurrent_runs < 1 {
            return at_least("maxConcurrentRuns", 1);
        }
        Ok(())
    }

    /// Reads `OD_CRITIQUE_*` (§4.6) over the defaults. Like upstream's env parsing it does not
    /// apply the zod ranges (e.g. 20 rounds or a 5 ms timeout pass); call `validate` for those.
    /// Unset or blank variables keep the default.
    pub fn from_env<'a, I>(vars: I) -> Result<Self, RangeError>
    where
        I: IntoIterator<Item = (&'a String, &'a String)>,
    {
        let vars: Vec<(&String, &String)> = vars.into_iter().collect();
        let get = |key: &str| {
            vars.iter()
                .rev()
                .find(|(k, _)| k.as_str() == key)
                .map(|(_, v)| v.trim())
                .filter(|v| !v.is_empty())
        };
        let mut cfg = CritiqueConfig::default();
        if let Some(v) = get("OD_CRITIQUE_ENABLED") {
            cfg.enabled = matches!(v.to_ascii_lowercase().as_str(), "true" | "1" | "yes");
        }
        if let Some(v) = get("OD_CRITIQUE_MAX_ROUNDS") {
            cfg.max_rounds = positive_int("OD_CRITIQUE_MAX_ROUNDS", v)?;
        }
        if let Some(v) = get("OD_CRITIQUE_SCORE_SCALE") {
            cfg.score_scale = positive_int("OD_CRITIQUE_SCORE_SCALE", v)?;
        }
        if let Some(v) = get("OD_CRITIQUE_SCORE_THRESHOLD") {
            let n = js_number(v);
            if !n.is_finite() || n < 0.0 {
                return Err(range(
                    "OD_CRITIQUE_SCORE_THRESHOLD",
                    "a finite number >= 0",
                    v,
                ));
            }
            cfg.score_threshold = n;
        }
        if cfg.score_threshold > f64::from(cfg.score_scale) + 1e-9 {
            return Err(RangeError {
                variable: "OD_CRITIQUE_SCORE_THRESHOLD",
                message: format!(
                    "OD_CRITIQUE_SCORE_THRESHOLD ({}) must not exceed the score scale ({})",
                    cfg.score_threshold, cfg.score_scale
                ),
            });
        }
        if let Some(v) = get("OD_CRITIQUE_PER_ROUND_TIMEOUT_MS") {
            cfg.per_round_timeout_ms = positive_int("OD_CRITIQUE_PER_ROUND_TIMEOUT_MS", v)?;
        }
        if let Some(v) = get("OD_CRITIQUE_TOTAL_TIMEOUT_MS") {
            cfg.total_timeout_ms = positive_int("OD_CRITIQUE_TOTAL_TIMEOUT_MS", v)?;
        }
        if let Some(v) = get("OD_CRITIQUE_PARSER_MAX_BLOCK_BYTES") {
            cfg.parser_max_block_bytes = positive_int("OD_CRITIQUE_PARSER_MAX_BLOCK_BYTES", v)?;
        }
        if let Some(v) = get("OD_CRITIQUE_FALLBACK_POLICY") {
            cfg.fallback_policy = FallbackPolicy::parse(v).ok_or_else(|| {
                range(
                    "OD_CRITIQUE_FALLBACK_POLICY",
                    "one of ship_best, ship_last, fail",
                    v,
                )
            })?;
        }
        if let Some(v) = get("OD_CRITIQUE_MAX_CONCURRENT_RUNS") {
            cfg.max_concurrent_runs = positive_int("OD_CRITIQUE_MAX_CONCURRENT_RUNS", v)?;
        }
        Ok(cfg)
    }
}

fn range(variable: &'static str, expected: &str, got: &str) -> RangeError {
    RangeError {
        variable,
        message: format!("{variable} must be {expected}, got \"{got}\""),
    }
}

/// `Number(v)` that is a positive integer and fits the target type.
fn positive_int<T: TryFrom<u64>>(variable: &'static str, v: &str) -> Result<T, RangeError> {
    let n = js_number(v);
    let err = || range(variable, "a positive integer", v);
    if !(n.is_finite() && n.fract() == 0.0 && n >= 1.0 && n <= u64::MAX as f64) {
        return Err(err());
    }
    T::try_from(n as u64).map_err(|_| err())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn typed(threshold: &str, scale: &str, rounds: &str) -> Result<CritiqueConfig, ConfigError> {
        CritiqueConfig::default().with_typed(TypedSettings {
            threshold,
            scale,
            rounds,
            policy: FallbackPolicy::Fail,
        })
    }

    #[test]
    fn typed_settings_are_read_as_js_numbers_and_checked_against_the_ranges() {
        let c = typed(" 7.5 ", "1e1", "4").unwrap();
        assert_eq!(
            (c.score_threshold, c.score_scale, c.max_rounds),
            (7.5, 10, 4)
        );
        assert_eq!(c.fallback_policy, FallbackPolicy::Fail);
        let field = |r: Result<CritiqueConfig, ConfigError>| r.unwrap_err().field;
        assert_eq!(field(typed("abc", "10", "3")), "scoreThreshold");
        assert_eq!(field(typed("Infinity", "10", "3")), "scoreThreshold");
        assert_eq!(field(typed("8", "2.5", "3")), "scoreScale");
        assert_eq!(field(typed("8", "10", "-1")), "maxRounds");
        let end = MAX_ROUNDS_RANGE.end() + 1;
        assert_eq!(
            typed("8", "10", &end.to_string()).unwrap_err().message,
            "must be an integer from 1 to 10"
        );
        assert!(typed("8", "10", &MAX_ROUNDS_RANGE.end().to_string()).is_ok());
    }

    fn env(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn from(pairs: &[(&str, &str)]) -> Result<CritiqueConfig, RangeError> {
        CritiqueConfig::from_env(&env(pairs))
    }

    // §7.4 config test.
    #[test]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn env_rules() {
        assert_eq!(from(&[]).unwrap(), CritiqueConfig::default());
        for v in ["true", "1", "yes", " YES "] {
            assert!(from(&[("OD_CRITIQUE_ENABLED", v)]).unwrap().enabled, "{v}");
        }
        for v in ["false", "0", "enabled"] {
            assert!(!from(&[("OD_CRITIQUE_ENABLED", v)]).unwrap().enabled, "{v}");
        }
        assert_eq!(
            from(&[("OD_CRITIQUE_MAX_ROUNDS", "5")]).unwrap().max_rounds,
            5
        );
        assert_eq!(
            from(&[("OD_CRITIQUE_SCORE_THRESHOLD", "7.5")])
                .unwrap()
                .score_threshold,
            7.5
        );
        let scaled = from(&[("OD_CRITIQUE_SCORE_SCALE", "20")]).unwrap();
        assert_eq!(scaled.score_scale, 20);
        let per = from(&[("OD_CRITIQUE_PER_ROUND_TIMEOUT_MS", "60000")]).unwrap();
        assert_eq!(per.per_round_timeout_ms, 60_000);
        let total = from(&[("OD_CRITIQUE_TOTAL_TIMEOUT_MS", "300000")]).unwrap();
        assert_eq!(total.total_timeout_ms, 300_000);
        let cap = from(&[("OD_CRITIQUE_PARSER_MAX_BLOCK_BYTES", "131072")]).unwrap();
        assert_eq!(cap.parser_max_block_bytes, 131_072);
        for p in FallbackPolicy::ALL {
            let cfg = from(&[("OD_CRITIQUE_FALLBACK_POLICY", p.as_str())]).unwrap();
            assert_eq!(cfg.fallback_policy, *p);
        }
        let bad = [
            ("OD_CRITIQUE_MAX_ROUNDS", "abc"),
            ("OD_CRITIQUE_MAX_ROUNDS", "-1"),
            ("OD_CRITIQUE_MAX_ROUNDS", "0"),
            ("OD_CRITIQUE_SCORE_THRESHOLD", "high"),
            ("OD_CRITIQUE_SCORE_THRESHOLD", "-1"),
            ("OD_CRITIQUE_PER_ROUND_TIMEOUT_MS", "fast"),
            ("OD_CRITIQUE_FALLBACK_POLICY", "maybe"),
            ("OD_CRITIQUE_SCORE_THRESHOLD", "15"),
        ];
        for (k, v) in bad {
            let err = from(&[(k, v)]).unwrap_err();
            assert_eq!(err.variable, k, "{k}={v}");
        }
        let edge = from(&[
            ("OD_CRITIQUE_SCORE_THRESHOLD", "10"),
            ("OD_CRITIQUE_SCORE_SCALE", "10"),
        ]);
        assert_eq!(edge.unwrap().score_threshold, 10.0);
        let all = from(&[
            ("OD_CRITIQUE_ENABLED", "1"),
            ("OD_CRITIQUE_MAX_ROUNDS", "4"),
            ("OD_CRITIQUE_SCORE_THRESHOLD", "7"),
            ("OD_CRITIQUE_SCORE_SCALE", "10"),
            ("OD_CRITIQUE_PER_ROUND_TIMEOUT_MS", "45000"),
            ("OD_CRITIQUE_TOTAL_TIMEOUT_MS", "180000"),
            ("OD_CRITIQUE_PARSER_MAX_BLOCK_BYTES", "524288"),
            ("OD_CRITIQUE_FALLBACK_POLICY", "ship_last"),
        ])
        .unwrap();
        let expected = CritiqueConfig {
            enabled: true,
            max_rounds: 4,
            score_threshold: 7.0,
            per_round_timeout_ms: 45_000,
            total_timeout_ms: 180_000,
            parser_max_block_bytes: 524_288,
            fallback_policy: FallbackPolicy::ShipLast,
            ..CritiqueConfig::default()
        };
        assert_eq!(all, expected);
    }

    #[test]
    fn validate_ranges_and_serde_names() {
        assert!(CritiqueConfig::default().validate().is_ok());
        let bad = CritiqueConfig {
            score_threshold: 11.0,
            ..CritiqueConfig::default()
        };
        assert_eq!(bad.validate().unwrap_err().field, "scoreThreshold");
        let bad = CritiqueConfig {
            per_round_timeout_ms: 0,
            ..CritiqueConfig::default()
        };
        assert_eq!(bad.validate().unwrap_err().field, "perRoundTimeoutMs");
        let cfg: CritiqueConfig =
            serde_json::from_str(r#"{"maxRounds":5,"fallbackPolicy":"fail"}"#).unwrap();
        assert_eq!(
            (cfg.max_rounds, cfg.fallback_policy),
            (5, FallbackPolicy::Fail)
        );
        let json = serde_json::to_string(&CritiqueConfig::default()).unwrap();
        assert!(
            json.contains("\"scoreThreshold\":8.0") && json.contains("\"parserMaxBlockBytes\"")
        );
    }
}
