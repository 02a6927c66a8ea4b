//! size: how big a design may be to be rendered ([`crate::limits`]), measured by the app as it
//! walks the parsed design, and the refusal in words: what was too large, by how much, and
//! that nothing was stored (the source is still shown).
//!
//! Never measures anything itself (the DOM is the app's) and never decides what is kept.

use crate::limits::{MAX_DESIGN_BYTES, MAX_DESIGN_CSS_BYTES, MAX_DESIGN_DEPTH, MAX_DESIGN_NODES};
use std::fmt;

/// What the app measured of one design.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Size {
    /// Bytes of markup.
    pub bytes: usize,
    /// Elements and text pieces, after the parser built them.
    pub nodes: usize,
    /// The deepest nesting of elements.
    pub depth: usize,
    /// Bytes of stylesheet text: `<style>` blocks, `style` attributes and CSS added for it.
    pub css_bytes: usize,
}

/// One measure past its limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Over {
    Bytes { found: usize },
    Nodes { found: usize },
    Depth { found: usize },
    Css { found: usize },
}

/// Why a design is not rendered: every measure past its limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLargeToRender(pub Vec<Over>);

impl Size {
    /// `Ok` when every measure is within its limit, else each one that is not.
    pub fn check(self) -> Result<(), TooLargeToRender> {
        let over: Vec<Over> = [
            (self.bytes > MAX_DESIGN_BYTES).then_some(Over::Bytes { found: self.bytes }),
            (self.nodes > MAX_DESIGN_NODES).then_some(Over::Nodes { found: self.nodes }),
            (self.depth > MAX_DESIGN_DEPTH).then_some(Over::Depth { found: self.depth }),
            (self.css_bytes > MAX_DESIGN_CSS_BYTES).then_some(Over::Css {
                found: self.css_bytes,
            }),
        ]
        .into_iter()
        .flatten()
        .collect();
        if over.is_empty() {
            Ok(())
        } else {
            Err(TooLargeToRender(over))
        }
    }
}

/// `1234567` as "1,234,567".
fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

impl fmt::Display for Over {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, found, limit) = match *self {
            Over::Bytes { found } => ("bytes of markup", found, MAX_DESIGN_BYTES),
            Over::Nodes { found } => ("elements and text pieces", found, MAX_DESIGN_NODES),
            Over::Depth { found } => ("levels of nesting", found, MAX_DESIGN_DEPTH),
            Over::Css { found } => ("bytes of stylesheet text", found, MAX_DESIGN_CSS_BYTES),
        };
        write!(
            f,
            "{} {what}, {} more than the {} the app renders",
            grouped(found),
            grouped(found - limit),
            grouped(limit)
        )
    }
}

impl fmt::Display for TooLargeToRender {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(Over::to_string).collect();
        write!(
            f,
            "This design is too large to show rendered: it has {}. Nothing was rendered and \
             nothing was stored; its source is complete below.",
            parts.join("; and ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn within_every_limit_is_rendered() {
        let size = Size {
            bytes: 10,
            nodes: MAX_DESIGN_NODES,
            depth: MAX_DESIGN_DEPTH,
            css_bytes: MAX_DESIGN_CSS_BYTES,
        };
        assert_eq!(size.check(), Ok(()));
    }

    #[test]
    fn a_refusal_says_what_by_how_much_and_that_nothing_was_stored() {
        let size = Size {
            bytes: 500_000,
            nodes: 100_003,
            depth: 512,
            css_bytes: 0,
        };
        let refusal = size.check().unwrap_err();
        assert_eq!(
            refusal.0,
            vec![Over::Nodes { found: 100_003 }, Over::Depth { found: 512 }]
        );
        assert_eq!(
            refusal.to_string(),
            "This design is too large to show rendered: it has 100,003 elements and text pieces, \
             80,003 more than the 20,000 the app renders; and 512 levels of nesting, 256 more \
             than the 256 the app renders. Nothing was rendered and nothing was stored; its \
             source is complete below."
        );
        let css = Size {
            css_bytes: MAX_DESIGN_CSS_BYTES + 10,
            ..Size::default()
        }
        .check()
        .unwrap_err();
        assert!(css.to_string().contains(
            "1,048,586 bytes of stylesheet text, 10 more than the 1,048,576 the app renders"
        ));
    }

    #[test]
    fn numbers_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }
}
