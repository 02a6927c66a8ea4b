//! reply (to be written).
