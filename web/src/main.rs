//! The jury-web binary: mounts the app. Everything else lives in the library (`lib.rs`).

fn main() {
    jury_web::mount();
}
