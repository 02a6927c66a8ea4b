//! rubric (to be written).
