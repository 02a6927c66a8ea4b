//! The fuzz targets' harness: [`target!`] makes a target's body a libFuzzer target (feature
//! `libfuzzer`, what `cargo fuzz run <target>` builds) or, without the feature, a plain binary
//! that runs the body on every file under the paths it is given ([`run_files`]): the seeds in
//! `seeds/<target>/` in `cargo xtask test`, or a crash file to debug, with stable Rust only.

use std::path::Path;

/// Defines the target: `jury_core_fuzz::target!(|data: &[u8]| { … });`
#[macro_export]
macro_rules! target {
    (|$data:ident: &[u8]| $body:block) => {
        #[cfg(feature = "libfuzzer")]
        libfuzzer_sys::fuzz_target!(|$data: &[u8]| $body);

        #[cfg(not(feature = "libfuzzer"))]
        fn main() {
            $crate::run_files(|$data: &[u8]| $body);
        }
    };
}

/// Runs `body` on each file under the command's arguments (files, or directories read one
/// level deep); says how many ran. A panic is the failure, as under libFuzzer.
pub fn run_files(body: impl Fn(&[u8])) {
    let mut ran = 0;
    for arg in std::env::args_os().skip(1) {
        let path = Path::new(&arg);
        let files: Vec<_> = if path.is_dir() {
            let mut files: Vec<_> = std::fs::read_dir(path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
                .map(|entry| entry.expect("a directory entry").path())
                .filter(|p| p.is_file())
                .collect();
            files.sort();
            files
        } else {
            vec![path.to_path_buf()]
        };
        for file in files {
            let data = std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            body(&data);
            ran += 1;
        }
    }
    println!("ran {ran} inputs");
}

/// `data` split at its first byte: that byte (a choice the target makes) and the rest.
pub fn split_first(data: &[u8]) -> (u8, &[u8]) {
    match data.split_first() {
        Some((first, rest)) => (*first, rest),
        None => (0, &[]),
    }
}
