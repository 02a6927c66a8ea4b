//! A message the core says, as data: a stable id and its arguments (js-api.md "Errors").
//!
//! Every refusal and warning of the core has its English words (its `Display`, which the command
//! line prints and the package puts in `message`) and, through [`ToMessage`], the same thing as data:
//! an id such as `reply.trailing-comma` that never changes once published, and the values the
//! words are made of (a line, a criterion id, a count). A surface that words messages itself (an
//! embedder's UI, the app in another language) reads the id and the arguments and never the
//! English text.
//!
//! What it owns: the shape of a message and of its arguments. What it never does: word anything
//! (each error's `Display` does), or hold the list of ids (each error type names its own, beside
//! its words, so a new variant cannot get words without an id).
//!
//! An argument named `detail` is English written by a lower layer that has no id of its own yet
//! (serde_json's description of a JSON syntax error it has no hint for, a run file entry's
//! refusal from the argument reader): a surface shows it as it is.

use serde::ser::{SerializeMap, SerializeStruct};
use serde::{Serialize, Serializer};

/// A message as data: what [`ToMessage::to_message`] gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// Stable, lower case, dotted: `<area>.<what>`, e.g. `rubric.duplicate-id`.
    pub id: &'static str,
    /// The values the words are made of, by name, in the order the English uses them.
    pub args: Vec<(&'static str, Arg)>,
}

/// One argument of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A value shown as written: an id, a name, a quoted verdict, an English `detail`.
    Text(String),
    /// A count, a line, a column, a size, a round.
    Number(u64),
    /// Values shown as a list (criterion ids, mangled sequences).
    List(Vec<String>),
    /// Places in a pasted text, each a 1-based line and a column in characters.
    Places(Vec<(usize, usize)>),
    /// A message inside this one (the reason a wrapped refusal gives).
    Message(Box<Message>),
}

impl Message {
    /// A message with no arguments.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// The message with one more argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The argument of that name.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// A refusal or warning that says itself as data as well as in English words (its `Display`).
pub trait ToMessage: std::fmt::Display {
    fn to_message(&self) -> Message;
}

/// A warning as the package and `--json` give it: `{"message", "messageId", "args"}`, its
/// English words beside its id and arguments.
pub fn serialize_warning<S: Serializer>(
    warning: &impl ToMessage,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let message = warning.to_message();
    let mut s = serializer.serialize_struct("Warning", 3)?;
    s.serialize_field("message", &warning.to_string())?;
    s.serialize_field("messageId", message.id)?;
    s.serialize_field("args", &Args(&message.args))?;
    s.end()
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(n as u64)
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(u64::from(n))
    }
}

impl From<Vec<String>> for Arg {
    fn from(list: Vec<String>) -> Arg {
        Arg::List(list)
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Arg {
        Arg::Message(Box::new(message))
    }
}

/// The JSON of a message: `{"messageId": …, "args": {…}}`, the package's field names.
impl Serialize for Message {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Message", 2)?;
        s.serialize_field("messageId", self.id)?;
        s.serialize_field("args", &Args(&self.args))?;
        s.end()
    }
}

/// The arguments as one JSON object, in their order.
struct Args<'a>(&'a [(&'static str, Arg)]);

impl Serialize for Args<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, arg) in self.0 {
            map.serialize_entry(name, arg)?;
        }
        map.end()
    }
}

/// A place as `{"line": …, "column": …}`, as the package's error fields have it.
struct Place(usize, usize);

impl Serialize for Place {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Place", 2)?;
        s.serialize_field("line", &self.0)?;
        s.serialize_field("column", &self.1)?;
        s.end()
    }
}

impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Text(text) => serializer.serialize_str(text),
            Arg::Number(n) => serializer.serialize_u64(*n),
            Arg::List(list) => list.serialize(serializer),
            Arg::Places(places) => serializer.collect_seq(places.iter().map(|&(l, c)| Place(l, c))),
            Arg::Message(message) => message.serialize(serializer),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_its_id_and_its_arguments_by_name() {
        let inner = Message::new("reply.no-json");
        let message = Message::new("history.refused")
            .with("entry", 2usize)
            .with("id", "clarity")
            .with("failed", vec!["a".to_string(), "b".to_string()])
            .with("starts", Arg::Places(vec![(1, 2)]))
            .with("reason", inner);
        assert_eq!(
            serde_json::to_value(&message).unwrap(),
            serde_json::json!({
                "messageId": "history.refused",
                "args": {
                    "entry": 2,
                    "id": "clarity",
                    "failed": ["a", "b"],
                    "starts": [{"line": 1, "column": 2}],
                    "reason": {"messageId": "reply.no-json", "args": {}}
                }
            })
        );
        assert_eq!(message.arg("id"), Some(&Arg::Text("clarity".into())));
    }
}
