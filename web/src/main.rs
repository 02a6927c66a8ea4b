//! The jury-web binary: mounts the app. Everything else lives in the library (`lib.rs`).

#![forbid(unsafe_code)]

fn main() {
    jury_web::mount();
}
