//! ui: building blocks any page uses (notices, buttons), with no knowledge of either
//! engine's runs.

pub mod controls;
pub mod notice;
pub mod share;
