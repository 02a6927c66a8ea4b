//! The Design Jury engine (to be written).
