//! A structured value (a JS argument, a run file's config) read into a core type through its
//! own `Deserialize`, its refusal said in the embedder's words:
//! which field (its path in the argument), what it must be, what it was, and for a value out of
//! a closed list, the one it probably means (`crate::near`). js-api.md "Errors".
//!
//! A serde `Deserializer` over the argument's JSON (`serde_json::Value`) whose error is
//! [`Said`]: serde's hooks (`missing_field`, `unknown_variant`, …) hand it what went wrong as
//! data, and the kind of each value asked for is known from the method serde calls
//! (`deserialize_u32` is "a whole number (0 or more)"), so no message of serde's is read or
//! reworded. Never decides what a value means: the types' own `Deserialize` do.

use std::fmt;

use serde::de::{self, value::BorrowedStrDeserializer, IntoDeserializer, Unexpected, Visitor};
use serde_json::{Map, Value};

use crate::wire::{found, must_be, one_of, quoted, MISSING};

/// `data` as a `T`; a refusal names the field at fault (its path from `at`) after `what` (the
/// argument).
#[cfg(any(feature = "js-review", feature = "js-critique", feature = "js-cli"))]
pub(crate) fn read<T: de::DeserializeOwned>(
    what: &str,
    at: &str,
    data: &Value,
) -> Result<T, String> {
    read_in(Some(what), at, data)
}

/// `data` as a `T` inside something read by `crate::wire`'s readers (a run file's entry): a
/// refusal names only the field (`` `rounds` must be … ``), as theirs do.
pub(crate) fn read_part<T: de::DeserializeOwned>(data: &Value) -> Result<T, String> {
    read_in(None, "", data)
}

fn read_in<T: de::DeserializeOwned>(
    what: Option<&str>,
    at: &str,
    data: &Value,
) -> Result<T, String> {
    PATH.with_borrow_mut(|path| {
        path.clear();
        path.push_str(at);
    });
    T::deserialize(Arg { value: data }).map_err(|e| e.said(what))
}

thread_local! {
    /// The path from the argument to the value being read (`config.fallbackPolicy`,
    /// `rounds[2]`): a refusal takes it when it is made, in serde's hooks too, so no result
    /// carries a place on its way out. (One reader at a time: nothing calls back into JS.)
    static PATH: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Steps down to the value at `step` (a key or an index) below the current one: the length of
/// the path before, for [`up`]. (Not generic, nor is `up`: one copy whatever is read.)
fn down(step: Step) -> usize {
    PATH.with_borrow_mut(|path| {
        let len = path.len();
        match step {
            Step::Key(key) if len == 0 => path.push_str(key),
            Step::Key(key) => {
                path.push('.');
                path.push_str(key);
            }
            Step::Index(i) => path.push_str(&format!("[{i}]")),
        }
        len
    })
}

/// Back up from a value read after [`down`].
fn up(len: usize) {
    PATH.with_borrow_mut(|path| path.truncate(len));
}

#[derive(Clone, Copy)]
enum Step<'a> {
    Key(&'a str),
    Index(usize),
}

/// What was wrong with a value, and where. Boxed: every visitor's result carries it, and a
/// pointer keeps those results (and the wasm that moves them) small.
#[derive(Debug)]
pub(crate) struct Said(Box<Wrongly>);

#[derive(Debug)]
struct Wrongly {
    /// The path of the value in the argument (`config.fallbackPolicy`, `rounds[2]`).
    at: String,
    wrong: Wrong,
}

#[derive(Debug)]
enum Wrong {
    /// The value is not of the kind asked for.
    Kind { expected: String, found: String },
    /// A struct's field is absent.
    Missing(&'static str),
    /// A string outside a closed list.
    NotOneOf {
        found: String,
        names: &'static [&'static str],
    },
    /// A type's own words (a custom `Deserialize`).
    Other(String),
}

impl Said {
    /// `wrong` at the value being read.
    fn new(wrong: Wrong) -> Said {
        let at = PATH.with_borrow(String::clone);
        Said(Box::new(Wrongly { at, wrong }))
    }

    /// The whole message: `what` (the argument, when there is one), the field, and what is
    /// wrong with it.
    fn said(&self, what: Option<&str>) -> String {
        let path = self.0.at.as_str();
        let named = |path: &str| match what {
            Some(what) => format!("{what}: `{path}`"),
            None => format!("`{path}`"),
        };
        let place = match (path, what) {
            ("", Some(what)) => what.to_string(),
            ("", None) => "it".to_string(),
            (path, _) => named(path),
        };
        match &self.0.wrong {
            Wrong::Missing(name) => {
                let full = match path {
                    "" => name.to_string(),
                    path => format!("{path}.{name}"),
                };
                format!("{} {MISSING}", named(&full))
            }
            Wrong::Kind { expected, found } => format!("{place} {}", must_be(expected, found)),
            Wrong::NotOneOf { found, names } => format!("{place} {}", one_of(found, names)),
            Wrong::Other(words) => format!("{place}: {words}"),
        }
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(Some("the argument")))
    }
}

impl std::error::Error for Said {}

impl de::Error for Said {
    fn custom<T: fmt::Display>(msg: T) -> Said {
        Said::new(Wrong::Other(msg.to_string()))
    }

    fn invalid_type(found: Unexpected, expected: &dyn de::Expected) -> Said {
        Said::new(Wrong::Kind {
            expected: expected.to_string(),
            found: unexpected_words(&found),
        })
    }

    fn invalid_value(found: Unexpected, expected: &dyn de::Expected) -> Said {
        Said::invalid_type(found, expected)
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Said {
        Said::new(Wrong::NotOneOf {
            found: variant.to_string(),
            names: expected,
        })
    }

    fn missing_field(field: &'static str) -> Said {
        Said::new(Wrong::Missing(field))
    }
}

/// What a visitor found, as a reader says it (where the value itself is not at hand).
fn unexpected_words(found: &Unexpected) -> String {
    match found {
        Unexpected::Str(s) => format!("\"{s}\" (a string)"),
        Unexpected::Unit | Unexpected::Option => "null".into(),
        Unexpected::Seq => "an array".into(),
        Unexpected::Map => "an object".into(),
        Unexpected::Bool(b) => b.to_string(),
        // Numbers as JS writes them (a JS number is an f64).
        Unexpected::Unsigned(n) => (*n as f64).to_string(),
        Unexpected::Signed(n) => (*n as f64).to_string(),
        Unexpected::Float(x) => x.to_string(),
        other => other.to_string(),
    }
}

/// One value of the argument.
struct Arg<'de> {
    value: &'de Value,
}

impl<'de> Arg<'de> {
    fn wrong_kind(&self, expected: &str) -> Said {
        Said::new(Wrong::Kind {
            expected: expected.to_string(),
            found: found(self.value),
        })
    }

    /// A whole number of at most `max` (at least `min`) for the visitor, or what it must be.
    fn whole<V: Visitor<'de>>(self, visitor: V, min: i64, max: u64) -> Result<V::Value, Said> {
        match self.whole_number(min, max)? {
            Ok(u) => visitor.visit_u64(u),
            Err(i) => visitor.visit_i64(i),
        }
    }

    /// The value as a whole number from `min` to `max`: `Ok` when 0 or more, `Err` below 0.
    /// (Apart from `whole`, which is one copy per visitor.)
    fn whole_number(&self, min: i64, max: u64) -> Result<Result<u64, i64>, Said> {
        let expected = match min {
            0 => "a whole number (0 or more)",
            _ => "a whole number",
        };
        let Value::Number(n) = self.value else {
            return Err(self.wrong_kind(expected));
        };
        if let Some(u) = n.as_u64().filter(|u| *u <= max) {
            return Ok(Ok(u));
        }
        if let Some(i) = n.as_i64().filter(|i| *i >= min && *i < 0) {
            return Ok(Err(i));
        }
        Err(match n.as_u64() {
            Some(_) => self.wrong_kind(&format!("{expected}, at most {max}")),
            None => self.wrong_kind(expected),
        })
    }

    fn visit_seq<V: Visitor<'de>>(self, items: &'de [Value], visitor: V) -> Result<V::Value, Said> {
        let seq = Items {
            items: items.iter().enumerate(),
        };
        visitor.visit_seq(seq)
    }

    fn visit_map<V: Visitor<'de>>(
        self,
        map: &'de Map<String, Value>,
        visitor: V,
    ) -> Result<V::Value, Said> {
        let access = Fields {
            entries: map.iter(),
            entry: ("", &NONE),
        };
        visitor.visit_map(access)
    }
}

struct Items<'de> {
    items: std::iter::Enumerate<std::slice::Iter<'de, Value>>,
}

impl<'de> de::SeqAccess<'de> for Items<'de> {
    type Error = Said;

    fn next_element_seed<T: de::DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Said> {
        let Some((i, value)) = self.items.next() else {
            return Ok(None);
        };
        let len = down(Step::Index(i));
        let item = seed.deserialize(Arg { value });
        up(len);
        item.map(Some)
    }
}

struct Fields<'de> {
    entries: serde_json::map::Iter<'de>,
    /// The entry whose key was read last (serde reads a value only after its key).
    entry: (&'de str, &'de Value),
}

/// The entry of a `Fields` before its first key.
static NONE: Value = Value::Null;

impl<'de> de::MapAccess<'de> for Fields<'de> {
    type Error = Said;

    fn next_key_seed<K: de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Said> {
        let Some((key, value)) = self.entries.next() else {
            return Ok(None);
        };
        self.entry = (key, value);
        seed.deserialize(BorrowedStrDeserializer::new(key))
            .map(Some)
    }

    fn next_value_seed<V: de::DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Said> {
        let (key, value) = self.entry;
        let len = down(Step::Key(key));
        let field = seed.deserialize(Arg { value });
        up(len);
        field
    }
}

impl<'de> de::Deserializer<'de> for Arg<'de> {
    type Error = Said;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        match self.value {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(n) => match (n.as_u64(), n.as_i64()) {
                (Some(u), _) => visitor.visit_u64(u),
                (_, Some(i)) => visitor.visit_i64(i),
                _ => visitor.visit_f64(n.as_f64().unwrap_or(f64::NAN)),
            },
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Array(items) => self.visit_seq(items, visitor),
            Value::Object(map) => self.visit_map(map, visitor),
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        match self.value {
            Value::Bool(b) => visitor.visit_bool(*b),
            _ => Err(self.wrong_kind("a boolean")),
        }
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        match self.value.as_f64() {
            Some(x) => visitor.visit_f64(x),
            None => Err(self.wrong_kind("a number")),
        }
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.deserialize_f64(visitor)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        match self.value {
            Value::String(s) => visitor.visit_borrowed_str(s),
            _ => Err(self.wrong_kind("a string")),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.deserialize_str(visitor)
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.deserialize_str(visitor)
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        match self.value {
            Value::Null => visitor.visit_unit(),
            _ => Err(self.wrong_kind("null")),
        }
    }

    fn deserialize_u8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.whole(visitor, 0, u8::MAX.into())
    }
    fn deserialize_u16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.whole(visitor, 0, u16::MAX.into())
    }
    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.whole(visitor, 0, u32::MAX.into())
    }
    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.whole(visitor, 0, u64::MAX)
    }
    fn deserialize_i8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.whole(visitor, i8::MIN.into(), i8::MAX as u64)
    }
    fn deserialize_i16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.whole(visitor, i16::MIN.into(), i16::MAX as u64)
    }
    fn deserialize_i32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.whole(visitor, i32::MIN.into(), i32::MAX as u64)
    }
    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.whole(visitor, i64::MIN, i64::MAX as u64)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        match self.value {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, Said> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        match self.value {
            Value::Array(items) => self.visit_seq(items, visitor),
            _ => Err(self.wrong_kind("an array")),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _: usize, visitor: V) -> Result<V::Value, Said> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: usize,
        visitor: V,
    ) -> Result<V::Value, Said> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        match self.value {
            Value::Object(map) => self.visit_map(map, visitor),
            _ => Err(self.wrong_kind("an object")),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Said> {
        self.deserialize_map(visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Said> {
        match self.value {
            // A unit variant: its name (the wire form of every enum a JS argument holds).
            Value::String(s) => {
                visitor.visit_enum(IntoDeserializer::<Said>::into_deserializer(s.as_str()))
            }
            _ => Err(self.wrong_kind(&format!("one of {}", quoted(variants)))),
        }
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.deserialize_any(visitor)
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        self.deserialize_any(visitor)
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, Said> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Said> {
        visitor.visit_unit()
    }
}
