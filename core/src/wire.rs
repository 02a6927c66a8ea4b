//! The wire vocabularies of both engines, each declared once, and the JSON field reader that
//! the hand-written readers share.
//!
//! Owns: `wire_enum!`, which turns one declaration (variant = "wire name", in the order the
//! contract lists them) into the Rust enum, `ALL` and `NAMES` in that order, `as_str`, `parse`
//! (exact name), `Display`, and serde as exactly that string; the [`Wire`] trait through which
//! generic code (the field reader, `cargo xtask pkg`'s generated JS constants and `.d.ts`
//! unions) reads any of them; and [`Fields`], the reader of one JSON object's fields, whose
//! refusal ([`Refused`]) names the field, what it must be and what it was, in the words every
//! argument of the JS package is refused in (js-api.md "Errors"). Never decides what a value means (each engine does) and never
//! reads a name loosely (a user's spelling, such as `pass` for a verdict, is its engine's rule).

use serde::de;
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

pub(crate) type JsonResult<T> = Result<T, Refused>;

/// A hand-written reader's refusal, in the embedder's words: the path of the value at fault in
/// what was read (`rounds[0].panelists.critic.dims[1].score`), what it must be and what it was
/// (js-api.md "Errors"). The path is built on the way out (`under`, `index`), so a value read
/// fine costs no path.
#[derive(Debug)]
pub struct Refused(Box<(String, String)>);

impl Refused {
    /// `words` about the value being read (the path is added by its readers).
    pub(crate) fn new(words: String) -> Refused {
        Refused(Box::new((String::new(), words)))
    }

    /// The value `got` is not `expected` (a kind: "a number", "an object {name, score}").
    pub(crate) fn kind(expected: &str, got: &Value) -> Refused {
        Refused::new(must_be(expected, &found(got)))
    }

    /// `got` is a string outside `names`.
    pub(crate) fn not_one_of(got: &str, names: &[&str]) -> Refused {
        Refused::new(one_of(got, names))
    }

    /// The refusal of a value read under `key` of an object.
    pub(crate) fn under(mut self, key: &str) -> Refused {
        self.0 .0.insert_str(0, key);
        self.0 .0.insert(0, '.');
        self
    }

    /// The refusal of a value read at `index` of an array.
    pub(crate) fn index(mut self, index: usize) -> Refused {
        self.0 .0.insert_str(0, &format!("[{index}]"));
        self
    }
}

/// "`path` must be …", or "it must be …" when the value read is itself at fault.
impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (at, words) = &*self.0;
        match at.strip_prefix('.').unwrap_or(at) {
            "" => write!(f, "it {words}"),
            at => write!(f, "`{at}` {words}"),
        }
    }
}

impl std::error::Error for Refused {}

/// What a field must be and what it was, as every refusal of jury's readers says it.
pub(crate) fn must_be(expected: &str, got: &str) -> String {
    format!("must be {expected}, got {got}")
}

/// The words for an absent field.
pub(crate) const MISSING: &str = "is missing: it is required";

/// A string outside a closed list: the list, what it was, and the name it is probably a slip
/// for (`crate::near`).
pub(crate) fn one_of(got: &str, names: &[&str]) -> String {
    let mut words = must_be(&format!("one of {}", quoted(names)), &format!("\"{got}\""));
    if let Some(near) = crate::near::probable(got, names) {
        words.push_str("; did you mean \"");
        words.push_str(near);
        words.push_str("\"?");
    }
    words
}

/// Names in quotes, as a list: `"a", "b", "c"`.
pub(crate) fn quoted(names: &[&str]) -> String {
    let mut list = String::new();
    for name in names {
        if !list.is_empty() {
            list.push_str(", ");
        }
        list.push('"');
        list.push_str(name);
        list.push('"');
    }
    list
}

/// What a JSON value is, as a reader says it: the value itself where it is short.
pub(crate) fn found(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        // As JS writes it (3, 1.5, -1).
        Value::Number(n) => n.as_f64().unwrap_or(f64::NAN).to_string(),
        Value::String(s) => format!("\"{s}\" (a string)"),
        Value::Array(_) => "an array".into(),
        Value::Object(_) => "an object".into(),
    }
}

/// The fields of one JSON object (unknown keys ignored), each refusal naming its key.
/// Hand-written readers use it instead of a derived `Deserialize`, whose tagged-enum readers
/// are each a large part of the wasm.
pub(crate) struct Fields<'a>(pub(crate) &'a Map<String, Value>);

impl<'a> Fields<'a> {
    /// The object `v`, or "it must be `what`, got …".
    pub(crate) fn of(v: &'a Value, what: &str) -> JsonResult<Self> {
        match v {
            Value::Object(map) => Ok(Fields(map)),
            other => Err(Refused::kind(what, other)),
        }
    }

    pub(crate) fn get(&self, key: &str) -> JsonResult<&'a Value> {
        self.0
            .get(key)
            .ok_or_else(|| Refused::new(MISSING.into()).under(key))
    }

    /// The value under `key` read by `read`, a refusal naming the key.
    pub(crate) fn read<T>(&self, key: &str, read: fn(&Value) -> JsonResult<T>) -> JsonResult<T> {
        read(self.get(key)?).map_err(|e| e.under(key))
    }

    pub(crate) fn str(&self, key: &str) -> JsonResult<String> {
        self.read(key, string)
    }

    /// A JS number (`null`, what `JSON.stringify` writes for NaN, is not one).
    pub(crate) fn num(&self, key: &str) -> JsonResult<f64> {
        self.read(key, number)
    }

    /// A wire name of vocabulary `T`.
    pub(crate) fn name<T: Wire>(&self, key: &str) -> JsonResult<T> {
        self.wire(key, T::ALL, T::NAMES)
    }

    /// A value of `all` by its name in `names` (the same order).
    pub(crate) fn wire<T: Copy>(&self, key: &str, all: &[T], names: &[&str]) -> JsonResult<T> {
        wire_value(self.get(key)?, all, names).map_err(|e| e.under(key))
    }
}

/// A string.
pub(crate) fn string(v: &Value) -> JsonResult<String> {
    match v {
        Value::String(s) => Ok(s.clone()),
        other => Err(Refused::kind("a string", other)),
    }
}

/// A JS number (`null`, what `JSON.stringify` writes for NaN, is not one).
pub(crate) fn number(v: &Value) -> JsonResult<f64> {
    match v {
        Value::Number(n) => Ok(n.as_f64().unwrap_or(f64::NAN)),
        other => Err(Refused::kind("a number", other)),
    }
}

/// A whole number of 0 or more (a time in ms, a count), as serde reads a `u64`.
pub(crate) fn whole(v: &Value) -> JsonResult<u64> {
    match v.as_u64() {
        Some(n) => Ok(n),
        None => Err(Refused::kind("a whole number (0 or more)", v)),
    }
}

/// The value of `all` whose name in `names` (the same order) is the string `v`.
pub(crate) fn wire_value<T: Copy>(v: &Value, all: &[T], names: &[&str]) -> JsonResult<T> {
    match v {
        Value::String(s) => names
            .iter()
            .position(|n| n == s)
            .map(|i| all[i])
            .ok_or_else(|| Refused::not_one_of(s, names)),
        other => Err(Refused::kind("a string", other)),
    }
}

/// Each item of the array `v` read by `read`, a refusal naming its index.
pub(crate) fn each<T>(v: &Value, read: impl Fn(&Value) -> JsonResult<T>) -> JsonResult<Vec<T>> {
    match v {
        Value::Array(items) => items
            .iter()
            .enumerate()
            .map(|(i, item)| read(item).map_err(|e| e.index(i)))
            .collect(),
        other => Err(Refused::kind("an array", other)),
    }
}
