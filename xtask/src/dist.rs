//! `cargo xtask dist`: `trunk build` then the post-build step.
//!
//! Post-build, in `dist/`:
//! 1. Trunk's inline `<script type="module">` bootstrap moves to `boot-<hash>.js`, so the page
//!    runs under `script-src 'self' 'wasm-unsafe-eval'` with no inline-script allowance. The boot
//!    is Trunk's own: wasm-bindgen's init fetches the `.wasm` (preloaded by Trunk's `<link>`) and
//!    compiles it while it streams in (`WebAssembly.instantiateStreaming`). That fetch is why
//!    the CSP says `connect-src 'self'`: the page may fetch from its own origin, nowhere else.
//!    Against the wasm as base64 in a JS module, the file is smaller on the wire, and is
//!    compiled as it arrives instead of after a base64 decode.
//! 2. The loading page's words in every language, from the catalogue (`loading_words`).
//! 3. `offline.html`: one self-contained file for `file://` (where a module script and a fetch
//!    are refused) — the wasm-bindgen glue inlined as a module script, the wasm inlined as base64
//!    and handed to the init function, the CSS inlined; its CSP allows exactly those inline
//!    blocks by sha256 hash, and `connect-src 'none'`.
//! 4. `sw.js`: a service worker caching every build file under a cache named with the build
//!    hash, taken from what the page already fetched (the HTTP cache) so a first visit downloads
//!    each byte once; cache-first; deletes this scope's older caches on activate.
//! 5. `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip -9) beside each text and wasm file,
//!    for servers that send precompressed files.

use crate::util::{
    self, base64, csp_hash, hex, read, read_string, repo_root, run, sha256, write, Result,
};
use std::path::Path;
use std::process::Command;

pub fn dist(release: bool) -> Result<()> {
    let root = repo_root();
    util::header(&format!(
        "dist: trunk build{} + post-build",
        if release { " --release" } else { "" }
    ));
    let mut cmd = Command::new("trunk");
    // `index.html` first: `trunk build --release index.html` would parse it as --release's value.
    cmd.args(["build", "index.html"]);
    if release {
        cmd.arg("--release=true");
    }
    cmd.current_dir(&root);
    run(&mut cmd).map_err(|e| {
        format!("{e}\n  the web build failed: read Trunk's error above; missing tools? run `cargo xtask setup`")
    })?;
    if release {
        crate::split::split(&root, &root.join("dist"))?;
    }
    crate::tailwind::build(&root.join("dist"))?;
    postbuild(&root.join("dist"))
}

/// A tag found in an HTML string: byte range and its opening tag text.
struct Tag {
    start: usize,
    end: usize,
    open: String,
    body: String,
}

/// Find `<name ...>` tags (with body up to `</name>` when `closed`).
fn find_tags(html: &str, name: &str, closed: bool) -> Vec<Tag> {
    let lower = html.to_ascii_lowercase();
    let needle = format!("<{name}");
    let close = format!("</{name}>");
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(pos) = lower[from..].find(&needle) {
        let start = from + pos;
        let after = lower.as_bytes().get(start + needle.len()).copied();
        if !matches!(after, Some(b' ' | b'>' | b'/' | b'\n' | b'\t' | b'\r')) {
            from = start + needle.len();
            continue;
        }
        let Some(gt) = lower[start..].find('>') else {
            break;
        };
        let open_end = start + gt + 1;
        let open = html[start..open_end].to_string();
        let (end, body) = if closed {
            match lower[open_end..].find(&close) {
                Some(c) => (
                    open_end + c + close.len(),
                    html[open_end..open_end + c].to_string(),
                ),
                None => (open_end, String::new()),
            }
        } else {
            (open_end, String::new())
        };
        out.push(Tag {
            start,
            end,
            open,
            body,
        });
        from = end.max(start + 1);
    }
    out
}

/// Attribute value from an opening tag (`name="v"`, `name='v'` or `name=v`).
fn attr(open: &str, name: &str) -> Option<String> {
    let lower = open.to_ascii_lowercase();
    let mut from = 0;
    while let Some(pos) = lower[from..].find(name) {
        let i = from + pos;
        from = i + name.len();
        let before = lower.as_bytes().get(i.wrapping_sub(1)).copied();
        if i == 0 || !matches!(before, Some(b' ' | b'\n' | b'\t' | b'\r')) {
            continue;
        }
        let rest = open[i + name.len()..].trim_start();
        let Some(rest) = rest.strip_prefix('=') else {
            continue;
        };
        let rest = rest.trim_start();
        let value = match rest.chars().next() {
            Some(q @ ('"' | '\'')) => rest[1..].split(q).next().unwrap_or(""),
            _ => rest
                .split(|c: char| c.is_whitespace() || c == '>' || c == '/')
                .next()
                .unwrap_or(""),
        };
        return Some(value.to_string());
    }
    None
}

/// The boot script (`boot-<hash>.js`) a post-built page loads, as a path in `dist/`.
fn boot_file(html: &str) -> Result<String> {
    find_tags(html, "script", true)
        .iter()
        .filter_map(|t| attr(&t.open, "src"))
        .map(|s| strip_dot_slash(&s).to_string())
        .find(|s| s.starts_with("boot-"))
        .ok_or_else(|| {
            "dist/index.html has no Trunk bootstrap script: did Trunk's output change?".into()
        })
}

fn quoted_after<'a>(text: &'a str, marker: &str) -> Option<&'a str> {
    let i = text.find(marker)? + marker.len();
    let rest = &text[i..];
    let q = rest.chars().next()?;
    rest[1..].split(q).next()
}

fn strip_dot_slash(s: &str) -> &str {
    s.trim_start_matches("./").trim_start_matches('/')
}

/// The page's Content-Security-Policy `<meta>` and its policy.
fn csp_meta(html: &str) -> Result<(Tag, String)> {
    let meta = find_tags(html, "meta", false)
        .into_iter()
        .find(|m| {
            attr(&m.open, "http-equiv")
                .is_some_and(|v| v.eq_ignore_ascii_case("content-security-policy"))
        })
        .ok_or("index.html has no Content-Security-Policy <meta>: keep it (see README)")?;
    let csp = attr(&meta.open, "content").unwrap_or_default();
    Ok((meta, csp))
}

/// The `<meta>` that sets `csp`.
fn csp_meta_tag(csp: &str) -> String {
    format!(r#"<meta http-equiv="Content-Security-Policy" content="{csp}">"#)
}

/// Add sources to one CSP directive (creating it if absent).
fn csp_add(csp: &str, directive: &str, sources: &[String]) -> String {
    let mut found = false;
    let mut parts: Vec<String> = csp
        .split(';')
        .map(|d| d.trim())
        .filter(|d| !d.is_empty())
        .map(|d| {
            if d.split_whitespace().next() == Some(directive) {
                found = true;
                format!("{d} {}", sources.join(" "))
            } else {
                d.to_string()
            }
        })
        .collect();
    if !found {
        parts.push(format!("{directive} {}", sources.join(" ")));
    }
    parts.join("; ")
}

pub fn postbuild(dist: &Path) -> Result<()> {
    util::header("post-build: boot script, offline.html, sw.js");
    let index_path = dist.join("index.html");
    let mut html = read_string(&index_path).map_err(|e| {
        format!("{e}\n  no dist/index.html: run `cargo xtask dist` (trunk build) first")
    })?;

    // 1. Move the inline bootstrap to a file (the CSP allows no inline script).
    let scripts = find_tags(&html, "script", true);
    let inline: Vec<&Tag> = scripts
        .iter()
        .filter(|t| attr(&t.open, "src").is_none())
        .collect();
    let boot_body = match inline.as_slice() {
        [] => {
            // Already post-processed: read the boot file back.
            read_string(&dist.join(boot_file(&html)?))?
        }
        [one] => {
            let body = one.body.clone();
            let name = format!("boot-{}.js", &hex(&sha256(body.as_bytes()))[..16]);
            let tag = format!(r#"<script type="module" src="./{name}"></script>"#);
            html.replace_range(one.start..one.end, &tag);
            write(&dist.join(&name), &body)?;
            println!("boot: dist/{name} (Trunk's bootstrap; it fetches the wasm)");
            body
        }
        _ => {
            return Err(format!(
                "dist/index.html has {} inline <script> blocks; the CSP (script-src 'self') forbids them: \
                 move them into files",
                inline.len()
            ))
        }
    };
    if !find_tags(&html, "style", true).is_empty() {
        return Err("dist/index.html has an inline <style>; the CSP (style-src 'self') forbids it: use web/style.css".into());
    }
    let js_name = quoted_after(&boot_body, " from ")
        .map(strip_dot_slash)
        .ok_or("cannot find the glue import in Trunk's bootstrap")?
        .to_string();
    let wasm_name = quoted_after(&boot_body, "module_or_path: ")
        .or_else(|| quoted_after(&boot_body, "await init("))
        .map(strip_dot_slash)
        .ok_or("cannot find the wasm path in Trunk's bootstrap")?
        .to_string();
    let wasm = read(&dist.join(&wasm_name))?;
    // 2. The loading page's words, in every language, from the catalogue; its script in the
    // page, allowed by its hash.
    let script = csp_hash(&crate::loading_words::write(&mut html, dist)?);
    if !html.contains(&script) {
        let (meta, csp) = csp_meta(&html)?;
        html.replace_range(
            meta.start..meta.end,
            &csp_meta_tag(&csp_add(&csp, "script-src", &[script])),
        );
    }
    write(&index_path, &html)?;

    // 3. offline.html
    let glue = crate::split::inline_loader(dist, &read_string(&dist.join(&js_name))?)?;
    if glue.lines().any(|l| l.trim_start().starts_with("import ")) || dist.join("snippets").exists()
    {
        return Err(
            "the wasm-bindgen glue imports other modules (snippets/): offline.html cannot inline them yet; \
             avoid #[wasm_bindgen(module = ...)] / inline_js in jury-web's dependencies or extend xtask/src/dist.rs"
                .into(),
        );
    }
    let offline_script = format!(
        "{glue}\n// offline.html boot (cargo xtask dist): the wasm is inlined below.\n\
         const __juryWasm = Uint8Array.from(atob(\"{b64}\"), (c) => c.charCodeAt(0));\n\
         const __juryExports = await __wbg_init({{ module_or_path: __juryWasm }});\n\
         dispatchEvent(new CustomEvent(\"TrunkApplicationStarted\", {{ detail: {{ wasm: __juryExports }} }}));\n",
        glue = glue.trim_end(),
        b64 = base64(&wasm)
    );
    if !glue.contains("__wbg_init") {
        return Err(
            "the wasm-bindgen glue has no `__wbg_init`: did wasm-bindgen's output change?".into(),
        );
    }
    for bad in ["</script", "<!--", "<script"] {
        if offline_script.to_ascii_lowercase().contains(bad) {
            return Err(format!(
                "the glue JS contains `{bad}`; it cannot be inlined into offline.html"
            ));
        }
    }
    let mut offline = html.clone();
    let mut style_hashes = Vec::new();
    // Replace tags from the end so byte ranges stay valid.
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    for link in find_tags(&offline, "link", false) {
        let rel = attr(&link.open, "rel")
            .unwrap_or_default()
            .to_ascii_lowercase();
        match rel.as_str() {
            "modulepreload" | "preload" => edits.push((link.start, link.end, String::new())),
            "stylesheet" => {
                let href = attr(&link.open, "href").ok_or("a stylesheet <link> without href")?;
                let css = read_string(&dist.join(strip_dot_slash(&href)))?;
                if css.to_ascii_lowercase().contains("</style") {
                    return Err(format!("{href} contains `</style`; cannot inline it"));
                }
                style_hashes.push(csp_hash(&css));
                edits.push((link.start, link.end, format!("<style>{css}</style>")));
            }
            _ => {}
        }
    }
    // Every other script file (web/trap.js, the trap page) goes inline too, allowed by its hash.
    let mut script_hashes = vec![csp_hash(&offline_script)];
    for script in find_tags(&offline, "script", true) {
        let Some(src) = attr(&script.open, "src") else {
            continue;
        };
        let inline = if strip_dot_slash(&src).starts_with("boot-") {
            format!(r#"<script type="module">{offline_script}</script>"#)
        } else {
            let js = read_string(&dist.join(strip_dot_slash(&src)))?;
            if js.to_ascii_lowercase().contains("</script") {
                return Err(format!("{src} contains `</script`; cannot inline it"));
            }
            script_hashes.push(csp_hash(&js));
            format!("<script>{js}</script>")
        };
        edits.push((script.start, script.end, inline));
    }
    let (meta, csp) = csp_meta(&offline)?;
    // offline.html has the wasm inline: it fetches nothing at all.
    let csp = csp.replace("connect-src 'self'", "connect-src 'none'");
    let csp = csp_add(&csp, "script-src", &script_hashes);
    let csp = if style_hashes.is_empty() {
        csp
    } else {
        csp_add(&csp, "style-src", &style_hashes)
    };
    edits.push((meta.start, meta.end, csp_meta_tag(&csp)));
    // The Tailwind generator, for designs that use the Tailwind CDN (`xtask/src/tailwind.rs`).
    let tailwind = read(&dist.join(crate::tailwind::DIST_PATH))
        .map_err(|e| format!("{e}\n  no Tailwind generator in dist/: run `cargo xtask dist`"))?;
    let body_end = offline
        .rfind("</body>")
        .ok_or("dist/index.html has no </body>")?;
    edits.push((
        body_end,
        body_end,
        crate::tailwind::offline_block(&tailwind),
    ));
    // Every language's words, which the app reads from the page instead of fetching them.
    edits.push((body_end, body_end, offline_locales(dist)?));
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    for (start, end, text) in edits {
        offline.replace_range(start..end, &text);
    }
    // Marked, so that index.html's "open offline.html" hint (web/style.css `.boot-slow`) is
    // never shown in offline.html itself.
    let offline = offline.replacen("<html", "<html data-offline", 1);
    write(&dist.join("offline.html"), &offline)?;
    println!(
        "wrote dist/offline.html ({}; wasm {} inlined as base64, {} stylesheet(s) inlined)",
        util::human(offline.len() as u64),
        util::human(wasm.len() as u64),
        style_hashes.len()
    );

    // 4. sw.js: everything the page loads, the wasm included (offline.html is for file://). The
    // page is cached as "./" only (a navigation to index.html is answered with it), so that a
    // first visit, which fetched "./", fetches nothing again. What the page loads only on demand
    // (the Tailwind generator) is cached when it is first fetched, not at install: a visit that
    // never needs it never downloads it. So are the languages' catalogues: a visit caches the
    // one its language fetched.
    let (later, files): (Vec<String>, Vec<String>) = util::list_files(dist)?
        .into_iter()
        .filter(|f| !matches!(f.as_str(), "sw.js" | "offline.html" | "index.html"))
        .filter(|f| !ENCODINGS.iter().any(|e| f.ends_with(e.suffix)))
        .partition(|f| f == crate::tailwind::DIST_PATH || f.starts_with(LOCALES));
    let mut all = html.as_bytes().to_vec();
    for f in files.iter().chain(&later) {
        all.extend_from_slice(f.as_bytes());
        all.push(0);
        all.extend_from_slice(&sha256(&read(&dist.join(f))?));
    }
    let build = &hex(&sha256(&all))[..16];
    let mut urls = vec!["./".to_string()];
    urls.extend(files.iter().map(|f| format!("./{f}")));
    let list = urls
        .iter()
        .map(|u| format!("  {u:?},"))
        .collect::<Vec<_>>()
        .join("\n");
    let later = later
        .iter()
        .map(|f| format!("  {:?},", format!("./{f}")))
        .collect::<Vec<_>>()
        .join("\n");
    let boot_name = boot_file(&html)?;
    let sw = SW_TEMPLATE
        .replace("__BUILD__", build)
        .replace("__BOOT__", &boot_name)
        .replace("__FILES__", &list)
        .replace("__LATER__", &later);
    write(&dist.join("sw.js"), sw)?;
    println!(
        "wrote dist/sw.js (build {build}, {} precached URLs)",
        urls.len()
    );
    precompress(dist)
}

/// Where the app's catalogues are in `dist/` (Trunk copies `web/locales/`), as
/// `locales/<tag>/<area>.ftl`, the paths `jury_web::i18n` fetches.
const LOCALES: &str = "locales/";

/// The catalogues of every language but English (built into the wasm) as data blocks
/// `<script type="text/x-fluent" id="jury-locale-<tag>-<area>">`, which the app reads before it
/// would fetch. A data block is not run, so the CSP needs no hash for it.
fn offline_locales(dist: &Path) -> Result<String> {
    let mut out = String::new();
    for f in util::list_files(dist)? {
        let Some(rest) = f.strip_prefix(LOCALES) else {
            continue;
        };
        let Some((tag, area)) = rest.strip_suffix(".ftl").and_then(|r| r.split_once('/')) else {
            continue;
        };
        if tag == "en" {
            continue;
        }
        let text = read_string(&dist.join(&f))?;
        let lower = text.to_ascii_lowercase();
        if lower.contains("</script") || lower.contains("<!--") {
            return Err(format!(
                "dist/{f} contains `</script` or `<!--`; cannot inline it"
            ));
        }
        out.push_str(&format!(
            "<script type=\"text/x-fluent\" id=\"jury-locale-{tag}-{area}\">{text}</script>\n"
        ));
    }
    if out.is_empty() {
        return Err(
            "dist/locales/ has no catalogue: is `web/locales` copied by index.html?".into(),
        );
    }
    Ok(out)
}

/// `cargo xtask bench`: the app's wasm in `dist/` (after wasm-opt), raw, gzip -9 and Brotli 11
/// (as `cargo xtask dist` writes its copies): the one the page loads before the run list works,
/// and every wasm of the build (any loaded later).
pub fn print_app_sizes(dist: &Path) -> Result<()> {
    let html = read_string(&dist.join("index.html"))
        .map_err(|e| format!("{e}\n  no dist/index.html: run `cargo xtask dist` first"))?;
    let boot = read_string(&dist.join(boot_file(&html)?))?;
    let first = quoted_after(&boot, "module_or_path: ")
        .or_else(|| quoted_after(&boot, "await init("))
        .map(strip_dot_slash)
        .ok_or("cannot find the wasm path in the boot script")?
        .to_string();
    let size = |f: &str| -> Result<[u64; 3]> {
        let path = dist.join(f);
        let bytes = read(&path)?;
        let gz = util::gzip_size(&path).ok_or("gzip is needed to measure the wasm sizes")?;
        Ok([bytes.len() as u64, gz, brotli(&bytes).len() as u64])
    };
    let [raw, gz, br] = size(&first)?;
    println!("  before first use: {first} {raw} B raw, {gz} B gzip -9, {br} B Brotli 11");
    let (mut all, mut count) = ([0; 3], 0);
    for f in util::list_files(dist)?
        .iter()
        .filter(|f| f.ends_with(".wasm"))
    {
        let sizes = size(f)?;
        for (sum, n) in all.iter_mut().zip(sizes) {
            *sum += n;
        }
        count += 1;
    }
    let [raw, gz, br] = all;
    println!("  in all ({count} wasm): {raw} B raw, {gz} B gzip -9, {br} B Brotli 11");
    Ok(())
}

/// The precompressed copies beside a file, best first: what `cargo xtask serve` offers, in this
/// order, to a browser that takes the coding.
pub const ENCODINGS: [Encoding; 2] = [
    Encoding {
        name: "br",
        suffix: ".br",
    },
    Encoding {
        name: "gzip",
        suffix: ".gz",
    },
];

/// A content coding and the suffix of its precompressed copies.
pub struct Encoding {
    /// Its `Content-Encoding` name.
    pub name: &'static str,
    pub suffix: &'static str,
}

/// Brotli's highest quality and its largest window the format allows without the large-window
/// extension browsers do not decode (2^24 bytes).
const BROTLI_QUALITY: i32 = 11;
const BROTLI_WINDOW_BITS: i32 = 24;

fn brotli(bytes: &[u8]) -> Vec<u8> {
    let params = brotli::enc::BrotliEncoderParams {
        quality: BROTLI_QUALITY,
        lgwin: BROTLI_WINDOW_BITS,
        ..Default::default()
    };
    let mut out = Vec::new();
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &params)
        .expect("Brotli compresses bytes in memory without an I/O error");
    out
}

/// Step 4: `<file>.br` and `<file>.gz` beside each text or wasm file. Brotli at quality 11 (the
/// `brotli` crate: the same bytes for the same build); gzip by `gzip -9 -n` (no name, no time).
/// `cargo xtask serve` sends the best one a browser accepts, as static hosts do (nginx
/// `brotli_static`/`gzip_static`, Caddy `precompressed br gzip`). Without a `gzip` command there
/// are no `.gz` copies.
fn precompress(dist: &Path) -> Result<()> {
    let mut written = Vec::new();
    let mut have_gzip = true;
    for f in util::list_files(dist)? {
        let path = dist.join(&f);
        let compressible = matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("html" | "js" | "css" | "wasm" | "json" | "svg" | "ftl")
        );
        if !compressible {
            continue;
        }
        let [br_copy, gz_copy] = &ENCODINGS;
        let br = brotli(&read(&path)?);
        write(&dist.join(format!("{f}{}", br_copy.suffix)), &br)?;
        let mut sizes = format!("{f} br {}", util::human(br.len() as u64));
        if have_gzip {
            match Command::new("gzip")
                .args(["-9", "-n", "-c"])
                .arg(&path)
                .output()
            {
                Ok(out) if out.status.success() => {
                    write(&dist.join(format!("{f}{}", gz_copy.suffix)), &out.stdout)?;
                    sizes.push_str(&format!(", gzip {}", util::human(out.stdout.len() as u64)));
                }
                Ok(out) => {
                    return Err(format!(
                        "gzip -9 failed on dist/{f}: {}",
                        String::from_utf8_lossy(&out.stderr)
                    ))
                }
                Err(_) => {
                    println!("no `gzip` command: dist/ has Brotli copies only");
                    have_gzip = false;
                }
            }
        }
        written.push(sizes);
    }
    println!("wrote precompressed copies: {}", written.join("; "));
    Ok(())
}

const SW_TEMPLATE: &str = r#"// jury service worker, generated by `cargo xtask dist`; do not edit.
// Caches this build's files under a cache named with the build hash, serves cache-first, and on
// activate deletes older caches of this same scope. Installing takes each file from the HTTP
// cache when the page already fetched it, so a first visit downloads each byte once: a file's
// name holds its content hash, so a copy found under it is this build's; the page itself ("./")
// is kept only if it loads this build's boot script, and fetched again otherwise.
const BUILD = "__BUILD__";
const BOOT = "__BOOT__";
const FILES = [
__FILES__
];
// Loaded only on demand: cached when first fetched.
const LATER = [
__LATER__
].map((file) => new URL(file, self.registration.scope).href);
const PREFIX = "jury:" + self.registration.scope + ":";
const CACHE = PREFIX + BUILD;

async function take(cache, file) {
  let response = await fetch(new Request(file, { cache: "force-cache" }));
  if (file === "./" && response.ok && !(await response.clone().text()).includes(BOOT)) {
    response = await fetch(new Request(file, { cache: "reload" }));
  }
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  await cache.put(file, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => Promise.all(FILES.map((file) => take(cache, file))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = (await cache.match(request, { ignoreSearch: true }))
      || (request.mode === "navigate" ? await cache.match("./") : undefined);
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok && LATER.includes(new URL(request.url).href.split(/[?#]/)[0])) {
      await cache.put(request, response.clone());
    }
    return response;
  })());
});
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attrs_and_tags() {
        let html = r#"<head><link rel="stylesheet" href="./a.css" integrity="x"/><script type="module">import init from './j.js';</script><script src='./b.js'></script></head>"#;
        let links = find_tags(html, "link", false);
        assert_eq!(links.len(), 1);
        assert_eq!(attr(&links[0].open, "href").as_deref(), Some("./a.css"));
        let scripts = find_tags(html, "script", true);
        assert_eq!(scripts.len(), 2);
        assert_eq!(scripts[0].body, "import init from './j.js';");
        assert_eq!(attr(&scripts[1].open, "src").as_deref(), Some("./b.js"));
        assert_eq!(quoted_after(&scripts[0].body, " from "), Some("./j.js"));
    }

    #[test]
    fn csp_directives() {
        let csp = "default-src 'self'; script-src 'self'; style-src 'self'";
        assert_eq!(
            csp_add(csp, "script-src", &["'sha256-x'".into()]),
            "default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self'"
        );
        assert_eq!(
            csp_add("default-src 'none'", "img-src", &["data:".into()]),
            "default-src 'none'; img-src data:"
        );
    }
}
