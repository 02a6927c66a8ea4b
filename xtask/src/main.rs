//! `cargo xtask`: setup, serve, test, bench, pkg.
fn main() {
    eprintln!("cargo xtask: to be written");
    std::process::exit(2);
}
