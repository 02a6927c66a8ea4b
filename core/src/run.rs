//! run (to be written).
