//! merge (to be written).
