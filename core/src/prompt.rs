//! prompt (to be written).
