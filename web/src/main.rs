//! jury-web binary: mounts the app (see `lib.rs`).

fn main() {
    leptos::mount::mount_to_body(jury_web::App);
}
