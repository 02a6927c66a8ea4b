//! Small helpers: running commands, hashing (sha2, as the core uses), base64, sizes.

use sha2::{Digest, Sha256};
use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub type Result<T> = std::result::Result<T, String>;

/// The repository root (the parent of `xtask/`).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the repo root")
        .to_path_buf()
}

/// Prepare the environment every child process inherits: `node_modules/.bin` first on PATH
/// (wasm-opt from npm `binaryen`), `~/.cargo/bin` on PATH, NODE_EXTRA_CA_CERTS when missing.
pub fn prepare_env() {
    let root = repo_root();
    let mut paths: Vec<PathBuf> = vec![root.join("node_modules").join(".bin")];
    if let Some(home) = std::env::var_os("CARGO_HOME") {
        paths.push(PathBuf::from(home).join("bin"));
    } else if let Some(home) = std::env::var_os("HOME") {
        paths.push(PathBuf::from(home).join(".cargo").join("bin"));
    }
    let old = std::env::var_os("PATH").unwrap_or_default();
    let mut all: Vec<PathBuf> = paths.clone();
    for p in std::env::split_paths(&old) {
        if !paths.contains(&p) {
            all.push(p);
        }
    }
    if let Ok(joined) = std::env::join_paths(all) {
        std::env::set_var("PATH", joined);
    }
    let ca = "/etc/ssl/certs/ca-certificates.crt";
    if std::env::var_os("NODE_EXTRA_CA_CERTS").is_none() && Path::new(ca).exists() {
        std::env::set_var("NODE_EXTRA_CA_CERTS", ca);
    }
}

pub fn header(title: &str) {
    println!();
    println!("==> {title}");
    let _ = std::io::stdout().flush();
}

fn describe(cmd: &Command) -> String {
    let mut s = cmd.get_program().to_string_lossy().into_owned();
    for a in cmd.get_args() {
        s.push(' ');
        s.push_str(&a.to_string_lossy());
    }
    s
}

/// Run a command with inherited stdio; error says which command failed.
pub fn run(cmd: &mut Command) -> Result<()> {
    let desc = describe(cmd);
    println!("$ {desc}");
    let _ = std::io::stdout().flush();
    let status = cmd.status().map_err(|e| {
        format!("could not start `{desc}`: {e} (is it installed? run `cargo xtask setup`)")
    })?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{desc}` failed ({status})"))
    }
}

/// Shrinks `input` into `output` (they may be the same file): strips what no runtime reads
/// (debug info, producers), then runs wasm-opt's -Oz passes until the module stops shrinking.
pub fn wasm_opt(input: &Path, output: &Path) -> Result<()> {
    run(Command::new("wasm-opt")
        .args(["-Oz", "--converge", "--strip-debug", "--strip-producers"])
        .arg(input)
        .arg("-o")
        .arg(output))
    .map_err(|e| format!("{e}\n  wasm-opt (npm binaryen@132) missing? `cargo xtask setup`"))
}

/// Run a command, echoing its stdout live while also capturing it (stderr inherited).
pub fn run_tee(cmd: &mut Command) -> (Result<()>, String) {
    let desc = describe(cmd);
    println!("$ {desc}");
    let _ = std::io::stdout().flush();
    let mut child = match cmd.stdout(Stdio::piped()).spawn() {
        Ok(c) => c,
        Err(e) => {
            return (
                Err(format!(
                    "could not start `{desc}`: {e} (run `cargo xtask setup`)"
                )),
                String::new(),
            )
        }
    };
    let mut captured = String::new();
    if let Some(out) = child.stdout.take() {
        let mut reader = BufReader::new(out);
        let mut line = Vec::new();
        loop {
            line.clear();
            match reader.read_until(b'\n', &mut line) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    let mut stdout = std::io::stdout().lock();
                    let _ = stdout.write_all(&line);
                    let _ = stdout.flush();
                    captured.push_str(&String::from_utf8_lossy(&line));
                }
            }
        }
    }
    let result = match child.wait() {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => Err(format!("`{desc}` failed ({s})")),
        Err(e) => Err(format!("`{desc}`: {e}")),
    };
    (result, captured)
}

/// Capture a command's stdout (trimmed); None if it cannot run or fails.
pub fn output_of<S: AsRef<OsStr>>(program: S, args: &[&str]) -> Option<String> {
    let out = Command::new(program)
        .args(args)
        .stderr(Stdio::null())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Find an executable on PATH.
pub fn which(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

pub fn read(path: &Path) -> Result<Vec<u8>> {
    std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

pub fn read_string(path: &Path) -> Result<String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

pub fn write(path: &Path, data: impl AsRef<[u8]>) -> Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    std::fs::write(path, data).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The workspace version from the root Cargo.toml (`[workspace.package] version`).
pub fn workspace_version() -> Result<String> {
    let text = read_string(&repo_root().join("Cargo.toml"))?;
    let mut in_section = false;
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            in_section = t == "[workspace.package]";
        } else if in_section && t.starts_with("version") {
            if let Some(v) = t.split('"').nth(1) {
                return Ok(v.to_string());
            }
        }
    }
    Err("no [workspace.package] version in Cargo.toml".into())
}

/// gzip -9 size via the system `gzip` (None when gzip is absent).
pub fn gzip_size(path: &Path) -> Option<u64> {
    let out = Command::new("gzip").arg("-9c").arg(path).output().ok()?;
    out.status.success().then_some(out.stdout.len() as u64)
}

pub fn human(bytes: u64) -> String {
    if bytes >= 1024 * 1024 {
        format!("{:.2} MiB", bytes as f64 / (1024.0 * 1024.0))
    } else if bytes >= 1024 {
        format!("{:.1} KiB", bytes as f64 / 1024.0)
    } else {
        format!("{bytes} B")
    }
}

/// All files under `dir`, as sorted paths relative to it with `/` separators.
pub fn list_files(dir: &Path) -> Result<Vec<String>> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<String>) -> Result<()> {
        let entries =
            std::fs::read_dir(dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
        for entry in entries.flatten() {
            let p = entry.path();
            if p.is_dir() {
                walk(base, &p, out)?;
            } else if let Ok(rel) = p.strip_prefix(base) {
                let parts: Vec<String> = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                out.push(parts.join("/"));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out)?;
    out.sort();
    Ok(out)
}

// ---------- SHA-256 (FIPS 180-4) ----------

/// SHA-256 of `data` (the file hashes in the build's names and the CSP hashes of offline.html).
pub fn sha256(data: &[u8]) -> [u8; 32] {
    Sha256::digest(data).into()
}

/// A Subresource Integrity value (`sha384-…`), as Trunk writes on the files it links.
pub fn sri_sha384(data: &[u8]) -> String {
    format!("sha384-{}", base64(&sha2::Sha384::digest(data)))
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn base64(data: &[u8]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(data.len().div_ceil(3) * 4);
    for chunk in data.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        out.push(A[(n >> 18) as usize & 63] as char);
        out.push(A[(n >> 12) as usize & 63] as char);
        out.push(if chunk.len() > 1 {
            A[(n >> 6) as usize & 63] as char
        } else {
            '='
        });
        out.push(if chunk.len() > 2 {
            A[n as usize & 63] as char
        } else {
            '='
        });
    }
    out
}

/// A CSP hash source for an inline script or style body: `'sha256-…'`.
pub fn csp_hash(body: &str) -> String {
    format!("'sha256-{}'", base64(&sha256(body.as_bytes())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_known_vectors() {
        assert_eq!(
            hex(&sha256(b"")),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
        assert_eq!(
            hex(&sha256(b"abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let long = vec![b'a'; 1000];
        assert_eq!(
            hex(&sha256(&long)),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"
        );
    }

    #[test]
    fn base64_padding() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }
}
