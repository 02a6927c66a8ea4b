//! ratchet (to be written).
