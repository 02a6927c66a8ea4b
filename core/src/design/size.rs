//! size: how big a design may be to be rendered ([`crate::limits`]), measured by the app as it
//! walks the parsed design, and the refusal in words: what was too large, by how much, and
//! that nothing was stored (the source is still shown).
//!
//! Owns what SVG `<use>` elements copy ([`UseTree`]): the app hands over the parsed tree (each
//! node's parent, each `id`, each `<use>`'s reference) and the core counts the copies the
//! browser would make, each element's expansion computed once; a `<use>` inside what it copies
//! never ends and is refused as such. Never reads a DOM (the app walks it) and never decides
//! what is kept.

use super::markup::Namespace;
use super::url;
use crate::limits::{
    MAX_DESIGN_BYTES, MAX_DESIGN_CSS_BYTES, MAX_DESIGN_DEPTH, MAX_DESIGN_NODES,
    MAX_DESIGN_USE_COPIES,
};
use crate::message::{Message, ToMessage};
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
    /// What its `<use>` elements copy ([`UseTree::copies`]).
    pub copies: Copies,
}

/// The elements and text pieces a design's `<use>` elements copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copies {
    /// This many (at most `usize::MAX`).
    Count(usize),
    /// A `<use>` copies an element that holds it, directly or through other `<use>`s.
    Endless,
}

impl Default for Copies {
    fn default() -> Copies {
        Copies::Count(0)
    }
}

/// One measure past its limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Over {
    Bytes { found: usize },
    Nodes { found: usize },
    Depth { found: usize },
    Css { found: usize },
    Copies { found: usize },
    EndlessCopies,
}

/// Why a design is not rendered: every measure past its limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLargeToRender(pub Vec<Over>);

impl Size {
    /// Whether a walk of a parsed design that [`Size::check`] accepted goes down to `depth`
    /// (counted from the document, whose `<html>` and `<body>` are the first two): a bound for
    /// the walk itself, never reached by a design within the limits.
    pub fn walks_to(depth: usize) -> bool {
        depth <= MAX_DESIGN_DEPTH + 2
    }

    /// `Ok` when every measure is within its limit, else each one that is not.
    pub fn check(self) -> Result<(), TooLargeToRender> {
        let over: Vec<Over> = [
            (self.bytes > MAX_DESIGN_BYTES).then_some(Over::Bytes { found: self.bytes }),
            (self.nodes > MAX_DESIGN_NODES).then_some(Over::Nodes { found: self.nodes }),
            (self.depth > MAX_DESIGN_DEPTH).then_some(Over::Depth { found: self.depth }),
            (self.css_bytes > MAX_DESIGN_CSS_BYTES).then_some(Over::Css {
                found: self.css_bytes,
            }),
            match self.copies {
                Copies::Count(found) if found > MAX_DESIGN_USE_COPIES => {
                    Some(Over::Copies { found })
                }
                Copies::Endless => Some(Over::EndlessCopies),
                _ => None,
            },
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
            Over::Copies { found } => (
                "elements and text pieces copied by its <use> elements",
                found,
                MAX_DESIGN_USE_COPIES,
            ),
            Over::EndlessCopies => {
                return f
                    .write_str("a <use> element inside what it copies, so its copies never end")
            }
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

/// One measure as a message: `design.over-<measure>` with what was found, by how much that is
/// over, and the limit (`design.endless-copies` has none).
impl ToMessage for Over {
    fn to_message(&self) -> Message {
        let (id, found, limit) = match *self {
            Over::Bytes { found } => ("design.over-bytes", found, MAX_DESIGN_BYTES),
            Over::Nodes { found } => ("design.over-nodes", found, MAX_DESIGN_NODES),
            Over::Depth { found } => ("design.over-depth", found, MAX_DESIGN_DEPTH),
            Over::Css { found } => ("design.over-css", found, MAX_DESIGN_CSS_BYTES),
            Over::Copies { found } => ("design.over-copies", found, MAX_DESIGN_USE_COPIES),
            Over::EndlessCopies => return Message::new("design.endless-copies"),
        };
        Message::new(id)
            .with("found", found)
            .with("over", found - limit)
            .with("limit", limit)
    }
}

/// `design.too-large` with `measures`: the measures past their limits, the first one's message
/// or, when there are more, `design.and` of the first (`first`) and the others (`rest`, the
/// same again).
impl ToMessage for TooLargeToRender {
    fn to_message(&self) -> Message {
        fn measures(over: &[Over]) -> Message {
            match over {
                [] => Message::new("design.endless-copies"),
                [one] => one.to_message(),
                [first, rest @ ..] => Message::new("design.and")
                    .with("first", first.to_message())
                    .with("rest", measures(rest)),
            }
        }
        Message::new("design.too-large").with("measures", measures(&self.0))
    }
}

/// A parsed design as far as `<use>` copies it, handed over node by node (elements and text
/// pieces, each after its parent). Each `<use>` copies the element its `#id` names, with
/// everything in it, the `<use>`s inside included, so the copies multiply; when several
/// elements carry the id, the largest is counted (the cleaning may leave out the first).
#[derive(Debug, Default)]
pub struct UseTree {
    /// Each node's parent.
    parents: Vec<Option<usize>>,
    /// Each `id`, with its element.
    ids: Vec<(String, usize)>,
    /// Each `<use>` with the id it copies (both of `href` and `xlink:href`: the cleaning keeps
    /// either).
    references: Vec<(usize, String)>,
}

impl UseTree {
    /// Adds a node under `parent` (a node this returned; `None` for the root); its number.
    pub fn node(&mut self, parent: Option<usize>) -> usize {
        self.parents
            .push(parent.filter(|&p| p < self.parents.len()));
        self.parents.len() - 1
    }

    /// An attribute of element `node`, `tag` (its local name) in namespace `ns`: an `id`, or a
    /// `<use>`'s `href`/`xlink:href` to a `#fragment`; any other is nothing to copying.
    pub fn attribute(&mut self, node: usize, ns: Namespace, tag: &str, name: &str, value: &str) {
        if name.eq_ignore_ascii_case("id") {
            self.ids.push((value.to_string(), node));
        } else if ns == Namespace::Svg
            && tag.eq_ignore_ascii_case("use")
            && (name.eq_ignore_ascii_case("href") || name.eq_ignore_ascii_case("xlink:href"))
        {
            if let Some(id) = url::fragment(value) {
                self.references.push((node, id));
            }
        }
    }

    /// The elements and text pieces the `<use>`s copy: the tree as the browser draws it, less
    /// the nodes written. Each node's expanded size (itself, its children's, and what its
    /// references copy) is computed once, depth first without recursion, so a long chain of
    /// references costs no stack; reaching a node whose size is still being computed is a
    /// loop.
    pub fn copies(&self) -> Copies {
        let n = self.parents.len();
        let mut ids = self.ids.clone();
        ids.sort();
        // What each node's size needs: its children, then for each reference the elements
        // its id names (how many: `named`).
        let mut needs: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (child, parent) in self.parents.iter().enumerate() {
            if let Some(parent) = parent {
                needs[*parent].push(child);
            }
        }
        let children: Vec<usize> = needs.iter().map(Vec::len).collect();
        let mut named: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (node, id) in &self.references {
            let from = ids.partition_point(|(i, _)| i < id);
            let elements = ids[from..].iter().take_while(|(i, _)| i == id);
            let before = needs[*node].len();
            needs[*node].extend(elements.map(|&(_, element)| element));
            named[*node].push(needs[*node].len() - before);
        }
        #[derive(Clone, Copy)]
        enum State {
            New,
            Open,
            Done(u64),
        }
        let mut state = vec![State::New; n];
        let size = |state: &[State], node: usize| match state[node] {
            State::Done(size) => size,
            _ => 0,
        };
        let roots: Vec<usize> = (0..n).filter(|&i| self.parents[i].is_none()).collect();
        for &root in &roots {
            let mut stack = vec![(root, 0usize)];
            state[root] = State::Open;
            while let Some((node, next)) = stack.last_mut() {
                let node = *node;
                if let Some(&need) = needs[node].get(*next) {
                    *next += 1;
                    match state[need] {
                        State::New => {
                            state[need] = State::Open;
                            stack.push((need, 0));
                        }
                        State::Open => return Copies::Endless,
                        State::Done(_) => {}
                    }
                    continue;
                }
                let (own, mut copied) = needs[node].split_at(children[node]);
                let mut total = own
                    .iter()
                    .fold(1u64, |sum, &c| sum.saturating_add(size(&state, c)));
                for &count in &named[node] {
                    let (elements, rest) = copied.split_at(count);
                    let largest = elements.iter().map(|&e| size(&state, e)).max();
                    total = total.saturating_add(largest.unwrap_or(0));
                    copied = rest;
                }
                state[node] = State::Done(total);
                stack.pop();
            }
        }
        let drawn = roots
            .iter()
            .fold(0u64, |sum, &root| sum.saturating_add(size(&state, root)));
        let copies = drawn.saturating_sub(n as u64);
        Copies::Count(usize::try_from(copies).unwrap_or(usize::MAX))
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
            copies: Copies::Count(MAX_DESIGN_USE_COPIES),
        };
        assert_eq!(size.check(), Ok(()));
    }

    #[test]
    fn a_refusal_says_what_by_how_much_and_that_nothing_was_stored() {
        let size = Size {
            bytes: 500_000,
            nodes: 100_003,
            depth: 512,
            ..Size::default()
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

    /// An SVG tree for [`UseTree`]: each element `(parent, id, what its <use> copies)`, by
    /// index in the list.
    fn tree(elements: &[(Option<usize>, &str, Option<&str>)]) -> UseTree {
        let mut tree = UseTree::default();
        for &(parent, id, copies) in elements {
            let node = tree.node(parent);
            let tag = if copies.is_some() { "use" } else { "g" };
            if !id.is_empty() {
                tree.attribute(node, Namespace::Svg, tag, "id", id);
            }
            if let Some(target) = copies {
                tree.attribute(node, Namespace::Svg, tag, "href", &format!("#{target}"));
            }
        }
        tree
    }

    #[test]
    fn use_copies_count_what_the_browser_makes() {
        // A three-node icon used ten times: thirty copies.
        let mut icons = vec![
            (None, "", None),
            (Some(0), "icon", None),
            (Some(1), "", None),
            (Some(1), "", None),
        ];
        icons.extend([(Some(0), "", Some("icon")); 10]);
        assert_eq!(tree(&icons).copies(), Copies::Count(30));
        assert_eq!(tree(&icons[..4]).copies(), Copies::Count(0));
        // Nested: a group of ten `<use>`s of a rect, then groups of ten `<use>`s of the group
        // before, one `<use>` of the last drawn. Each group copies ten of the one before.
        let mut bomb = vec![(None, "", None), (Some(0), "g0", None)];
        let mut size = 1u64; // of g0, the rect
        for k in 1..=6 {
            let group = bomb.len();
            bomb.push((Some(0), ["g1", "g2", "g3", "g4", "g5", "g6"][k - 1], None));
            let before = ["g0", "g1", "g2", "g3", "g4", "g5"][k - 1];
            bomb.extend([(Some(group), "", Some(before)); 10]);
            size = 1 + 10 * (1 + size);
        }
        let written = bomb.len() as u64;
        bomb.push((Some(0), "", Some("g6")));
        // Drawn: every group with its copies, and the last `<use>` with its copy of g6.
        let mut drawn = 1 + 1 + (1 + size);
        let mut group = 1u64;
        for _ in 1..=6 {
            group = 1 + 10 * (1 + group);
            drawn += group;
        }
        let copies = tree(&bomb).copies();
        assert_eq!(copies, Copies::Count((drawn - written - 1) as usize));
        let refusal = Size {
            copies,
            ..Size::default()
        }
        .check()
        .unwrap_err();
        assert!(
            refusal.to_string().starts_with(&format!(
                "This design is too large to show rendered: it has {} elements and text pieces \
                 copied by its <use> elements, {} more than the 20,000 the app renders.",
                grouped((drawn - written - 1) as usize),
                grouped((drawn - written - 1) as usize - MAX_DESIGN_USE_COPIES)
            )),
            "{refusal}"
        );
    }

    #[test]
    fn a_use_inside_what_it_copies_never_ends() {
        let direct = tree(&[
            (None, "", None),
            (Some(0), "g", None),
            (Some(1), "", Some("g")),
        ]);
        assert_eq!(direct.copies(), Copies::Endless);
        let through_another = tree(&[
            (None, "", None),
            (Some(0), "a", None),
            (Some(1), "", Some("b")),
            (Some(0), "b", None),
            (Some(3), "", Some("a")),
        ]);
        assert_eq!(through_another.copies(), Copies::Endless);
        let refusal = Size {
            copies: Copies::Endless,
            ..Size::default()
        }
        .check()
        .unwrap_err();
        assert_eq!(
            refusal.to_string(),
            "This design is too large to show rendered: it has a <use> element inside what it \
             copies, so its copies never end. Nothing was rendered and nothing was stored; its \
             source is complete below."
        );
    }

    #[test]
    fn references_are_read_as_the_browser_reads_them() {
        let mut t = tree(&[
            (None, "", None),
            (Some(0), "small", None),
            (Some(0), "big", None),
        ]);
        for _ in 0..5 {
            t.node(Some(2));
        }
        // Two elements carry the id: the larger is counted. Escapes and `xlink:href` count;
        // an HTML element named `use`, or a reference to another document, copies nothing.
        t.attribute(2, Namespace::Svg, "g", "ID", "small");
        let use_ = t.node(Some(0));
        t.attribute(use_, Namespace::Svg, "use", "xlink:href", " #sm%61ll");
        let html = t.node(Some(0));
        t.attribute(html, Namespace::Html, "use", "href", "#big");
        let other = t.node(Some(0));
        t.attribute(other, Namespace::Svg, "use", "href", "sprite.svg#big");
        assert_eq!(t.copies(), Copies::Count(6));
    }

    #[test]
    fn a_long_chain_of_references_is_counted_without_recursion() {
        let mut chain = vec![(None, "", None), (Some(0), "n0", None)];
        let ids: Vec<String> = (0..100_000).map(|i| format!("n{i}")).collect();
        for i in 1..ids.len() {
            chain.push((Some(0), ids[i].as_str(), None));
            chain.push((Some(chain.len() - 1), "", Some(ids[i - 1].as_str())));
        }
        match tree(&chain).copies() {
            Copies::Count(n) => assert!(n > MAX_DESIGN_USE_COPIES),
            Copies::Endless => panic!("a chain has no loop"),
        }
    }

    #[test]
    fn a_refusal_is_a_message_of_each_measure_in_turn() {
        let refusal = Size {
            nodes: 100_003,
            depth: 512,
            copies: Copies::Endless,
            ..Size::default()
        }
        .check()
        .unwrap_err();
        let nodes = Message::new("design.over-nodes")
            .with("found", 100_003usize)
            .with("over", 80_003usize)
            .with("limit", MAX_DESIGN_NODES);
        let depth = Message::new("design.over-depth")
            .with("found", 512usize)
            .with("over", 256usize)
            .with("limit", MAX_DESIGN_DEPTH);
        let rest = Message::new("design.and")
            .with("first", depth)
            .with("rest", Message::new("design.endless-copies"));
        assert_eq!(
            refusal.to_message(),
            Message::new("design.too-large").with(
                "measures",
                Message::new("design.and")
                    .with("first", nodes)
                    .with("rest", rest)
            )
        );
    }

    #[test]
    fn numbers_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }
}
