//! The wire vocabularies of both engines, each declared once, and the JSON field reader that
//! the hand-written readers share.
//!
//! Owns: `wire_enum!`, which turns one declaration (variant = "wire name", in the order the
//! contract lists them) into the Rust enum, `ALL` and `NAMES` in that order, `as_str`, `parse`
//! (exact name), `Display`, and serde as exactly that string; the [`Wire`] trait through which
//! generic code (the field reader, `cargo xtask pkg`'s generated JS constants and `.d.ts`
//! unions) reads any of them; and [`Fields`], the reader of one JSON object's fields with
//! serde's own error wording. Never decides what a value means (each engine does) and never
//! reads a name loosely (a user's spelling, such as `pass` for a verdict, is its engine's rule).

use serde::de::{self, Error as _, Unexpected};
use serde_json::{Map, Value};

/// A closed vocabulary of wire names, declared by `wire_enum!`.
pub trait Wire: Copy + 'static {
    /// The Rust name of the vocabulary.
    const NAME: &'static str;
    /// Every value, in declaration order.
    const ALL: &'static [Self];
    /// Every wire name, in the order of `ALL`.
    const NAMES: &'static [&'static str];
    /// The wire name.
    fn as_str(self) -> &'static str;
}

/// Declares a closed wire vocabulary: the enum, its values and names once, and every way of
/// reading and writing them derived from that. With `channels CONST = "prefix";` it also gives
/// each value a prefixed name (`channel()`) and the array of them (`CONST`).
macro_rules! wire_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$vmeta:meta])* $variant:ident = $wire:literal),+ $(,)?
        }
        channels $channels:ident = $prefix:literal;
    ) => {
        $crate::wire::wire_enum!(
            $(#[$meta])*
            $vis enum $name { $($(#[$vmeta])* $variant = $wire),+ }
        );
        impl $name {
            /// Every value's prefixed name, in the order of `ALL`.
            pub const $channels: [&'static str; $name::ALL.len()] =
                [$(concat!($prefix, $wire)),+];
            /// The value's prefixed name.
            pub const fn channel(self) -> &'static str {
                match self { $($name::$variant => concat!($prefix, $wire)),+ }
            }
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$vmeta:meta])* $variant:ident = $wire:literal),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis enum $name {
            $($(#[$vmeta])* $variant),+
        }
        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// Every wire name, in the order of `ALL`.
            pub const NAMES: &'static [&'static str] = &[$($wire),+];
            /// The wire name.
            pub const fn as_str(self) -> &'static str {
                match self { $($name::$variant => $wire),+ }
            }
            /// The value whose wire name is exactly `s`.
            pub fn parse(s: &str) -> Option<Self> {
                match s { $($wire => Some($name::$variant),)+ _ => None }
            }
        }
        impl $crate::wire::Wire for $name {
            const NAME: &'static str = stringify!($name);
            const ALL: &'static [$name] = $name::ALL;
            const NAMES: &'static [&'static str] = $name::NAMES;
            fn as_str(self) -> &'static str {
                $name::as_str(self)
            }
        }
        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
        // Hand-written (not derived) serde impls: a wire value is exactly its string, and one
        // shared visitor keeps the wasm small.
        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                // A unit variant (not a plain str): serde-wasm-bindgen caches these JS strings.
                s.serialize_unit_variant(stringify!($name), *self as u32, self.as_str())
            }
        }
        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                d.deserialize_str($crate::wire::WireVisitor(Self::NAMES))
                    .map(|i| Self::ALL[i])
            }
        }
    };
}
pub(crate) use wire_enum;

/// Reads a wire name: the index of the exact spelling in `names` (serde's "unknown variant"
/// error otherwise).
#[doc(hidden)]
pub struct WireVisitor(pub &'static [&'static str]);

impl de::Visitor<'_> for WireVisitor {
    type Value = usize;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("one of the wire strings")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|n| *n == s)
            .ok_or_else(|| E::unknown_variant(s, self.0))
    }
}

pub(crate) type JsonResult<T> = Result<T, serde_json::Error>;

/// serde's description of a JSON value, for "invalid type" errors (numbers as floating point:
/// the JS numbers these readers take have no integer type).
pub(crate) fn unexpected(v: &Value) -> Unexpected<'_> {
    match v {
        Value::Null => Unexpected::Unit,
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::Number(n) => Unexpected::Float(n.as_f64().unwrap_or(f64::NAN)),
        Value::String(s) => Unexpected::Str(s),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
    }
}

/// The fields of one JSON object, read the way serde's derive reads them (unknown keys
/// ignored, a missing key is "missing field"). Hand-written readers use it instead of a derived
/// `Deserialize`, whose tagged-enum readers are each a large part of the wasm.
pub(crate) struct Fields<'a>(pub(crate) &'a Map<String, Value>);

impl<'a> Fields<'a> {
    /// The object `v`, or "invalid type: …, expected `what`".
    pub(crate) fn of(v: &'a Value, what: &'static str) -> JsonResult<Self> {
        match v {
            Value::Object(map) => Ok(Fields(map)),
            other => Err(serde_json::Error::invalid_type(unexpected(other), &what)),
        }
    }

    pub(crate) fn get(&self, key: &'static str) -> JsonResult<&'a Value> {
        self.0
            .get(key)
            .ok_or_else(|| serde_json::Error::missing_field(key))
    }

    pub(crate) fn str(&self, key: &'static str) -> JsonResult<String> {
        match self.get(key)? {
            Value::String(s) => Ok(s.clone()),
            other => Err(serde_json::Error::invalid_type(
                unexpected(other),
                &"a string",
            )),
        }
    }

    /// A JS number (`null`, what `JSON.stringify` writes for NaN, is not one).
    pub(crate) fn num(&self, key: &'static str) -> JsonResult<f64> {
        match self.get(key)? {
            Value::Number(n) => Ok(n.as_f64().unwrap_or(f64::NAN)),
            other => Err(serde_json::Error::invalid_type(unexpected(other), &"f64")),
        }
    }

    /// A field through `T`'s own `Deserialize` (its messages).
    pub(crate) fn de<T: serde::de::DeserializeOwned>(&self, key: &'static str) -> JsonResult<T> {
        T::deserialize(self.get(key)?)
    }

    /// A wire name of vocabulary `T`.
    pub(crate) fn name<T: Wire>(&self, key: &'static str) -> JsonResult<T> {
        wire_value(self.get(key)?, T::ALL, T::NAMES)
    }

    /// A value of `all` by its name in `names` (the same order).
    pub(crate) fn wire<T: Copy>(
        &self,
        key: &'static str,
        all: &[T],
        names: &'static [&'static str],
    ) -> JsonResult<T> {
        wire_value(self.get(key)?, all, names)
    }
}

/// The value of `all` whose name in `names` (the same order) is the string `v`.
pub(crate) fn wire_value<T: Copy>(
    v: &Value,
    all: &[T],
    names: &'static [&'static str],
) -> JsonResult<T> {
    match v {
        Value::String(s) => names
            .iter()
            .position(|n| n == s)
            .map(|i| all[i])
            .ok_or_else(|| serde_json::Error::unknown_variant(s, names)),
        other => Err(serde_json::Error::invalid_type(
            unexpected(other),
            &"a string",
        )),
    }
}
