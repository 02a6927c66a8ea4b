//! limits: the one place for the app's input limits — how much of anything that comes from
//! outside (a design, a share link, a transcript, a paste) the app decodes, parses or renders
//! before it refuses, in the user's words, and stores nothing.
//!
//! Each limit is chosen from what real runs need, with room to spare; the reasons sit beside
//! each constant. The code that applies a limit names the constant, never its value.

/// The most markup a design may have to be rendered: twice a large real artifact (2 MB), so
/// any real design renders, and the parse of what is refused stays short.
pub const DESIGN_BYTES: usize = 4 << 20;

/// The most elements and text pieces a rendered design may hold. A long landing page a chat
/// model writes has a few thousand; laying out a hundred thousand stops the app for seconds.
pub const DESIGN_NODES: usize = 20_000;

/// The deepest nesting of elements a rendered design may have. Real pages nest a few dozen
/// deep; style and layout cost grows with depth on every change.
pub const DESIGN_DEPTH: usize = 256;

/// The most stylesheet text a rendered design may have (its `<style>` blocks and `style`
/// attributes together, and any CSS the app generates for it): ten times a large real
/// stylesheet, and far less than what makes every style change slow.
pub const DESIGN_CSS_BYTES: usize = 1 << 20;
