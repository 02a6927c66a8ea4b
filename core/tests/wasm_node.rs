//! Proves the Node wasm test path (`cargo xtask test`, step 4). Integration tests that use
//! native-only dev-dependencies (proptest, criterion) need `#![cfg(not(target_arch = "wasm32"))]`.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn runs_under_wasm_bindgen_test_runner() {
    assert_eq!(env!("CARGO_PKG_NAME"), "jury-core");
    assert!(cfg!(target_arch = "wasm32"));
}
