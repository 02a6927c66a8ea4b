//! literal: reads the JavaScript object literal a design assigns to `tailwind.config`, the
//! subset that is plain data: objects (bare, quoted or numeric keys), arrays, strings in
//! `'`, `"` or `` ` `` (no `${}`), numbers, `true`/`false`/`null`, comments and trailing commas.
//!
//! Owns that reading and its errors (line and column, why, in the user's words). Never
//! evaluates anything: a name, a call, a function, a spread or a template substitution is an
//! error, because only running the script would say what it means.

/// A value of the literal.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Str(String),
    /// A number as written (`1.5`, `-2`), kept as text: it is only ever put into CSS.
    Num(String),
    Bool(bool),
    Null,
    Array(Vec<Value>),
    /// Entries in source order (a later duplicate key wins, as in JavaScript).
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The entry `key` of an object (the last one written), if this is an object.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(entries) => entries.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// A string's or number's text.
    pub fn text(&self) -> Option<&str> {
        match self {
            Value::Str(s) | Value::Num(s) => Some(s),
            _ => None,
        }
    }
}

/// Why the literal could not be read, and where (1-based, from the literal's first `{`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub line: usize,
    pub column: usize,
    pub why: String,
}

/// Deeper nesting than this is refused: a theme is a few levels deep.
const MAX_DEPTH: usize = 32;

/// Reads the value at the start of `text` (an object literal, up to its closing `}`; what
/// follows it is not looked at).
pub fn read(text: &str) -> Result<Value, Unreadable> {
    let mut r = Reader { s: text, i: 0 };
    r.space()?;
    r.value(0)
}

struct Reader<'a> {
    s: &'a str,
    i: usize,
}

impl Reader<'_> {
    fn fail<T>(&self, why: impl Into<String>) -> Result<T, Unreadable> {
        let before = &self.s[..self.i];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
        Err(Unreadable {
            line,
            column,
            why: why.into(),
        })
    }

    fn peek(&self) -> Option<char> {
        self.s[self.i..].chars().next()
    }

    fn space(&mut self) -> Result<(), Unreadable> {
        loop {
            let rest = &self.s[self.i..];
            let trimmed = rest.trim_start();
            self.i += rest.len() - trimmed.len();
            if trimmed.starts_with("//") {
                self.i += trimmed.find('\n').unwrap_or(trimmed.len());
            } else if let Some(comment) = trimmed.strip_prefix("/*") {
                match comment.find("*/") {
                    Some(end) => self.i += end + 4,
                    None => return self.fail("a comment that is never closed (`/*` without `*/`)"),
                }
            } else {
                return Ok(());
            }
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, Unreadable> {
        if depth > MAX_DEPTH {
            return self.fail(format!("more than {MAX_DEPTH} levels of nesting"));
        }
        match self.peek() {
            Some('{') => self.object(depth),
            Some('[') => self.array(depth),
            Some(q @ ('"' | '\'' | '`')) => self.string(q).map(Value::Str),
            Some(c) if c.is_ascii_digit() || c == '-' || c == '.' || c == '+' => self.number(),
            Some(c) if is_name_char(c) => {
                let name = self.name().to_string();
                match name.as_str() {
                    "true" => Ok(Value::Bool(true)),
                    "false" => Ok(Value::Bool(false)),
                    "null" | "undefined" => Ok(Value::Null),
                    _ => {
                        self.i -= name.len();
                        self.fail(format!(
                            "`{name}` is a name or a call, which only running the script would give a value"
                        ))
                    }
                }
            }
            Some('.') => self.fail(SPREAD),
            Some(c) => self.fail(format!("unexpected `{c}` where a value should be")),
            None => self.fail("the text ends before the value does"),
        }
    }

    fn name(&mut self) -> &str {
        let start = self.i;
        while self.peek().is_some_and(is_name_char) {
            self.i += self.peek().map_or(1, char::len_utf8);
        }
        &self.s[start..self.i]
    }

    fn number(&mut self) -> Result<Value, Unreadable> {
        let start = self.i;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '+' | '_'))
        {
            self.i += 1;
        }
        let text = &self.s[start..self.i];
        if text.starts_with("..") {
            self.i = start;
            return self.fail(SPREAD);
        }
        match text.replace('_', "").parse::<f64>() {
            Ok(n) if n.is_finite() => Ok(Value::Num(text.replace('_', ""))),
            _ => {
                self.i = start;
                self.fail(format!("`{text}` is not a number"))
            }
        }
    }

    fn string(&mut self, quote: char) -> Result<String, Unreadable> {
        let start = self.i;
        self.i += 1;
        let mut out = String::new();
        loop {
            let Some(c) = self.peek() else {
                self.i = start;
                return self.fail(format!(
                    "a string that is never closed (no closing {quote})"
                ));
            };
            self.i += c.len_utf8();
            match c {
                c if c == quote => return Ok(out),
                '\\' => {
                    let Some(e) = self.peek() else { continue };
                    self.i += e.len_utf8();
                    match e {
                        'n' => out.push('\n'),
                        't' => out.push('\t'),
                        '\n' => {}
                        other => out.push(other),
                    }
                }
                '$' if quote == '`' && self.peek() == Some('{') => {
                    self.i -= 1;
                    return self.fail("a `${…}` in a template string, which only running the script would fill in");
                }
                '\n' if quote != '`' => {
                    self.i -= 1;
                    return self.fail(format!("a line break inside a {quote}-quoted string"));
                }
                c => out.push(c),
            }
        }
    }

    fn key(&mut self) -> Result<String, Unreadable> {
        match self.peek() {
            Some(q @ ('"' | '\'')) => self.string(q),
            Some(c) if is_name_char(c) || c.is_ascii_digit() => Ok(self.name().to_string()),
            Some('[') => {
                self.fail("a computed key (`[…]:`), which only running the script would give")
            }
            Some('.') => self.fail(SPREAD),
            Some(c) => self.fail(format!("unexpected `{c}` where a key should be")),
            None => self.fail(unclosed('}')),
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, Unreadable> {
        self.items('}', |r| r.entry(depth)).map(Value::Object)
    }

    fn array(&mut self, depth: usize) -> Result<Value, Unreadable> {
        self.items(']', |r| r.value(depth + 1)).map(Value::Array)
    }

    /// One `key: value` entry of an object at `depth`.
    fn entry(&mut self, depth: usize) -> Result<(String, Value), Unreadable> {
        let key = self.key()?;
        self.space()?;
        match self.peek() {
            Some(':') => self.i += 1,
            Some('(') => return self.fail(function(&key)),
            _ => return self.fail(format!("a `:` should follow the key `{key}`")),
        }
        self.space()?;
        if self.s[self.i..].starts_with("function") || self.arrow_ahead() {
            return self.fail(function(&key));
        }
        Ok((key, self.value(depth + 1)?))
    }

    /// Whether an arrow function (`theme => …`, `(a, b) => …`) starts here.
    fn arrow_ahead(&self) -> bool {
        let rest = &self.s[self.i..];
        let head = if rest.starts_with('(') {
            rest.find(')').map(|e| &rest[e + 1..])
        } else {
            let end = rest.find(|c: char| !is_name_char(c)).unwrap_or(rest.len());
            (end > 0).then(|| &rest[end..])
        };
        head.is_some_and(|h| h.trim_start().starts_with("=>"))
    }

    /// The comma-separated items of an object (`close` is `}`) or a list (`]`) whose opening
    /// bracket is next, each read by `item`, up to and past `close` (a trailing comma allowed).
    fn items<T>(
        &mut self,
        close: char,
        mut item: impl FnMut(&mut Self) -> Result<T, Unreadable>,
    ) -> Result<Vec<T>, Unreadable> {
        self.i += 1;
        let mut items = Vec::new();
        loop {
            self.space()?;
            if self.peek() == Some(close) {
                self.i += 1;
                return Ok(items);
            }
            items.push(item(self)?);
            self.space()?;
            match self.peek() {
                Some(',') => self.i += 1,
                Some(c) if c == close => {}
                Some(c) => {
                    return self.fail(format!(
                        "unexpected `{c}`: a `,` or `{close}` should follow a value"
                    ))
                }
                None => return self.fail(unclosed(close)),
            }
        }
    }
}

/// Why a spread (`...`) cannot be read.
const SPREAD: &str = "a spread (`...`), which only running the script would fill in";

/// Why the key `key`'s value cannot be read: it is a function.
fn function(key: &str) -> String {
    format!("`{key}` is a function, which only running the script would call")
}

/// Why the text cannot be read: it ends before the object's `}` or the list's `]`.
fn unclosed(close: char) -> String {
    let inside = if close == '}' { "an object" } else { "a list" };
    format!("the text ends inside {inside} (a `{close}` is missing)")
}

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '$'
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &str) -> Value {
        Value::Str(v.into())
    }

    #[test]
    fn a_typical_cdn_config_reads_as_data() {
        let v = read(
            "{\n  darkMode: 'class', // the toggle\n  theme: { extend: {\n    colors: { brand: { 500: \"#1d4ed8\", DEFAULT: `#123` }, },\n    fontFamily: { display: ['\"Playfair Display\"', 'serif'] },\n    /* spacing */ spacing: { '128': '32rem', x: 1.5 },\n  } },\n  plugins: [],\n} ; tailwind.foo = 1",
        )
        .unwrap();
        assert_eq!(v.get("darkMode"), Some(&s("class")));
        let extend = v.get("theme").and_then(|t| t.get("extend")).unwrap();
        let brand = extend.get("colors").and_then(|c| c.get("brand")).unwrap();
        assert_eq!(brand.get("500"), Some(&s("#1d4ed8")));
        assert_eq!(brand.get("DEFAULT"), Some(&s("#123")));
        assert_eq!(
            extend.get("fontFamily").and_then(|f| f.get("display")),
            Some(&Value::Array(vec![s("\"Playfair Display\""), s("serif")]))
        );
        assert_eq!(
            extend.get("spacing").and_then(|f| f.get("x")),
            Some(&Value::Num("1.5".into()))
        );
        assert_eq!(v.get("plugins"), Some(&Value::Array(vec![])));
    }

    #[test]
    fn what_only_running_the_script_would_give_is_refused_with_where() {
        let e =
            read("{\n  theme: {\n    colors: require('tailwindcss/colors'),\n  }\n}").unwrap_err();
        assert_eq!((e.line, e.column), (3, 13));
        assert!(e.why.contains("`require` is a name or a call"), "{}", e.why);
        for (text, says) in [
            (
                "{ theme: { extend: { colors: ({ theme }) => ({}) } } }",
                "is a function",
            ),
            ("{ a: theme => theme('x') }", "is a function"),
            ("{ a: function () {} }", "is a function"),
            ("{ ...base }", "spread"),
            ("{ a: `x${y}` }", "${…}"),
            ("{ [k]: 1 }", "computed key"),
            ("{ a: 'x }", "never closed"),
            ("{ a: 1 ", "a `}` is missing"),
            ("{ a 1 }", "a `:` should follow"),
            ("{ plugin() {} }", "is a function"),
        ] {
            let e = read(text).unwrap_err();
            assert!(e.why.contains(says), "{text}: {}", e.why);
        }
    }

    #[test]
    fn deep_nesting_is_refused_not_overflowed() {
        let text = "{a:".repeat(10_000);
        assert!(read(&text).unwrap_err().why.contains("levels of nesting"));
    }
}
