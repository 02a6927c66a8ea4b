//! evidence (to be written).
