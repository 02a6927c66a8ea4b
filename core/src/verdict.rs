//! verdict (to be written).
