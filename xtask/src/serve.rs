//! `cargo xtask serve`: a tiny std-only static file server for `dist/` on 127.0.0.1.
//!
//! It sends a file's best precompressed copy the browser accepts (`<file>.br`, then
//! `<file>.gz`, written by `cargo xtask dist`) with its `Content-Encoding`, as a static host
//! should; it never compresses anything itself.

use crate::dist::ENCODINGS;
use crate::util::Result;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};

pub fn mime(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" | "md" | "ftl" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

pub fn serve(dir: &Path, port: u16) -> Result<()> {
    let listener = TcpListener::bind(("127.0.0.1", port))
        .or_else(|e| {
            eprintln!("port {port} unavailable ({e}); using a free port");
            TcpListener::bind(("127.0.0.1", 0))
        })
        .map_err(|e| format!("cannot listen on 127.0.0.1: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    println!();
    println!(
        "serving {} at http://{addr}/  (port {}; Ctrl-C stops)",
        dir.display(),
        addr.port()
    );
    println!(
        "single-file build for file://: {}",
        dir.join("offline.html").display()
    );
    let _ = std::io::stdout().flush();
    for stream in listener.incoming().flatten() {
        let dir = dir.to_path_buf();
        std::thread::spawn(move || {
            let _ = handle(stream, &dir);
        });
    }
    Ok(())
}

fn resolve(dir: &Path, url_path: &str) -> Option<PathBuf> {
    let path = url_path.split(['?', '#']).next().unwrap_or("/");
    let mut out = dir.to_path_buf();
    for part in Path::new(&percent_decode(path)).components() {
        match part {
            Component::Normal(p) => out.push(p),
            Component::RootDir | Component::CurDir => {}
            _ => return None,
        }
    }
    if out.is_dir() {
        out.push("index.html");
    }
    out.is_file().then_some(out)
}

fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() {
            if let Some(v) = s
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
            {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Whether an `Accept-Encoding` value takes `coding` (named, or `*`, unless given `q=0`).
fn accepts(value: &str, coding: &str) -> bool {
    value.split(',').any(|part| {
        let mut it = part.split(';');
        let named = it.next().unwrap_or("").trim();
        let refused = it.any(|p| {
            p.trim()
                .strip_prefix("q=")
                .and_then(|q| q.trim().parse::<f32>().ok())
                == Some(0.0)
        });
        (named.eq_ignore_ascii_case(coding) || named == "*") && !refused
    })
}

/// The best precompressed copy of `file` that `cargo xtask dist` wrote and the browser's
/// `Accept-Encoding` values take, with its coding.
fn precompressed(file: &Path, accepted: &[String]) -> Option<(PathBuf, &'static str)> {
    ENCODINGS.iter().find_map(|e| {
        if !accepted.iter().any(|v| accepts(v, e.name)) {
            return None;
        }
        let mut name = file.as_os_str().to_owned();
        name.push(e.suffix);
        let packed = PathBuf::from(name);
        packed.is_file().then_some((packed, e.name))
    })
}

fn handle(mut stream: TcpStream, dir: &Path) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    let mut accepted = Vec::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 || line == "\r\n" || line == "\n" {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.trim().eq_ignore_ascii_case("accept-encoding") {
                accepted.push(value.to_string());
            }
        }
    }
    let mut parts = request_line.split_whitespace();
    let method = parts.next().unwrap_or("");
    let path = parts.next().unwrap_or("/");
    let mut coding = None;
    let (status, ctype, body) = match (method, resolve(dir, path)) {
        ("GET" | "HEAD", Some(file)) => {
            let packed = precompressed(&file, &accepted);
            let body = std::fs::read(packed.as_ref().map_or(&file, |(p, _)| p))?;
            coding = packed.map(|(_, name)| name);
            ("200 OK", mime(&file), body)
        }
        ("GET" | "HEAD", None) => (
            "404 Not Found",
            "text/plain; charset=utf-8",
            b"not found\n".to_vec(),
        ),
        _ => (
            "405 Method Not Allowed",
            "text/plain; charset=utf-8",
            Vec::new(),
        ),
    };
    println!(
        "{method} {path} -> {} {}",
        &status[..3],
        coding.unwrap_or("")
    );
    let encoding = coding.map_or(String::new(), |c| format!("Content-Encoding: {c}\r\n"));
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {ctype}\r\n{encoding}Vary: Accept-Encoding\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    if method != "HEAD" {
        stream.write_all(&body)?;
    }
    stream.flush()
}

#[cfg(test)]
mod tests {
    use super::{accepts, handle};
    use std::io::{Read, Write};
    use std::net::{TcpListener, TcpStream};

    /// One request to `handle` serving `dir`; the raw response.
    fn get(dir: &std::path::Path, request: &str) -> Vec<u8> {
        let listener = TcpListener::bind(("127.0.0.1", 0)).unwrap();
        let addr = listener.local_addr().unwrap();
        let dir = dir.to_path_buf();
        let server = std::thread::spawn(move || {
            let (stream, _) = listener.accept().unwrap();
            handle(stream, &dir).unwrap();
        });
        let mut client = TcpStream::connect(addr).unwrap();
        client.write_all(request.as_bytes()).unwrap();
        let mut out = Vec::new();
        client.read_to_end(&mut out).unwrap();
        server.join().unwrap();
        out
    }

    #[test]
    fn the_best_precompressed_copy_the_browser_takes_is_sent() {
        let dir = std::env::temp_dir().join(format!("jury-serve-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("app.js"), "plain").unwrap();
        std::fs::write(dir.join("app.js.br"), "brotli").unwrap();
        std::fs::write(dir.join("app.js.gz"), "packed").unwrap();
        std::fs::write(dir.join("boot.js"), "plain").unwrap();
        std::fs::write(dir.join("boot.js.gz"), "packed").unwrap();
        std::fs::write(dir.join("other.css"), "only plain").unwrap();
        let ask = |path: &str, enc: &str| {
            let raw = get(
                &dir,
                &format!("GET {path} HTTP/1.1\r\nHost: x\r\n{enc}\r\n"),
            );
            String::from_utf8(raw).unwrap()
        };
        let sent = |path: &str, enc: &str| {
            let r = ask(path, enc);
            let coding = r
                .lines()
                .find_map(|l| l.strip_prefix("Content-Encoding: "))
                .map(str::to_string);
            (coding, r.rsplit("\r\n\r\n").next().unwrap().to_string())
        };
        let br = ask("/app.js", "Accept-Encoding: gzip, deflate, br, zstd\r\n");
        assert!(
            br.contains("Content-Encoding: br\r\n") && br.ends_with("\r\n\r\nbrotli"),
            "{br}"
        );
        assert!(br.contains("Content-Type: text/javascript"), "{br}");
        assert!(br.contains("Vary: Accept-Encoding"), "{br}");
        assert_eq!(
            sent("/app.js", "Accept-Encoding: gzip\r\n"),
            (Some("gzip".into()), "packed".into())
        );
        assert_eq!(
            sent("/app.js", "Accept-Encoding: br;q=0, gzip\r\n"),
            (Some("gzip".into()), "packed".into())
        );
        // Only a .gz copy: gzip for a browser that takes both.
        assert_eq!(
            sent("/boot.js", "Accept-Encoding: br, gzip\r\n"),
            (Some("gzip".into()), "packed".into())
        );
        assert_eq!(sent("/app.js", ""), (None, "plain".into()));
        assert_eq!(
            sent("/other.css", "Accept-Encoding: br, gzip\r\n"),
            (None, "only plain".into())
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_coding_is_taken_only_when_accepted() {
        assert!(accepts(" gzip, deflate, br, zstd", "gzip"));
        assert!(accepts(" gzip, deflate, br, zstd", "br"));
        assert!(accepts("br;q=1.0, GZIP;q=0.5", "gzip"));
        assert!(accepts("*", "br"));
        assert!(!accepts("gzip;q=0", "gzip"));
        assert!(!accepts("br, identity", "gzip"));
        assert!(!accepts("", "br"));
    }
}
