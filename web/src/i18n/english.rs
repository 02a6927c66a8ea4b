//! english: what `en` (the English messages compiled by `build.rs` from `locales/en`) writes with. Owns
//! how English writes a value and picks a variant, exactly as Fluent does for the English files
//! (a test compares the two for every message), so that English carries no Fluent at run time.
//! Never looks a message up: the compiled code is the English catalogue.

use super::Value;

/// Writes the argument `name` as Fluent writes it in English: a text as it is, a number in
/// Rust's shortest form (`8.5`, `12`, no grouping), padded to `min_fraction` digits when a
/// message asks (`NUMBER($x, minimumFractionDigits: 1)`: `9.0`). A missing one as Fluent
/// shows it, `{$name}`.
pub(crate) fn put(w: &mut String, args: &[(&str, Value)], name: &str, min_fraction: Option<usize>) {
    match arg(args, name) {
        Some(Value::Text(text)) => w.push_str(text),
        Some(Value::Number(n)) => {
            let written = n.to_string();
            w.push_str(&written);
            if let Some(min) = min_fraction {
                let have = written.find('.').map(|dot| written.len() - dot - 1);
                if have.is_none() && min > 0 {
                    w.push('.');
                }
                w.extend(std::iter::repeat_n(
                    '0',
                    min.saturating_sub(have.unwrap_or(0)),
                ));
            }
        }
        None => {
            w.push_str("{$");
            w.push_str(name);
            w.push('}');
        }
    }
}

/// The variant of `keys` the argument `name` selects, as Fluent picks it: the first key naming
/// a number's English plural category (`one` is exactly 1), or that a text equals; else the
/// default.
pub(crate) fn variant(args: &[(&str, Value)], name: &str, keys: &[&str], default: usize) -> usize {
    let value = arg(args, name);
    keys.iter()
        .position(|key| match value {
            Some(Value::Number(n)) => *key == plural(*n),
            Some(Value::Text(t)) => t == key,
            None => false,
        })
        .unwrap_or(default)
}

/// English's cardinal plural category (CLDR: `one` for 1 without a fraction).
fn plural(n: f64) -> &'static str {
    if n == 1.0 {
        "one"
    } else {
        "other"
    }
}

fn arg<'v>(args: &'v [(&str, Value<'v>)], name: &str) -> Option<&'v Value<'v>> {
    args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
}
