//! wasm-bindgen façade (to be written).
