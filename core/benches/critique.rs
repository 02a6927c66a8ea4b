//! Parser throughput (design-jury.md §3): the happy fixture's rounds repeated (renumbered) to
//! 1 MB and 16 MB, fed whole, in 64-unit chunks, and one code unit per chunk (which must stay
//! within 3x of whole: the parser never rescans); plus the oversize fixture. After the run the
//! unit/whole ratio of this run is printed, read from criterion's estimates.

use criterion::{criterion_group, BenchmarkId, Criterion, Throughput};
use jury_core::critique::{CritiqueParser, ParserOptions};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::SystemTime;

const HAPPY: &str = include_str!("../tests/fixtures/open-design-v1/happy-3-rounds.txt");
const OVERSIZE: &str = include_str!("../tests/fixtures/open-design-v1/malformed-oversize.txt");

/// A valid run of at least `bytes` bytes: the fixture's three rounds repeated and renumbered.
fn big_run(bytes: usize) -> String {
    let start = HAPPY.find("<ROUND n=\"1\">").expect("round 1");
    let ship = HAPPY.find("<SHIP ").expect("ship");
    let (head, rounds, tail) = (&HAPPY[..start], &HAPPY[start..ship], &HAPPY[ship..]);
    let mut out = String::from(head);
    let mut base = 0;
    while out.len() + tail.len() < bytes {
        let mut block = rounds.to_owned();
        for k in 1..=3 {
            let n = base + k;
            block = block
                .replace(
                    &format!("<ROUND n=\"{k}\">"),
                    &format!("<ROUND n=\"#{n}\">"),
                )
                .replace(
                    &format!("<ROUND_END n=\"{k}\""),
                    &format!("<ROUND_END n=\"#{n}\""),
                );
        }
        out.push_str(&block.replace("n=\"#", "n=\""));
        base += 3;
    }
    out.push_str(tail);
    out
}

/// `text` in chunks of `units` UTF-16 code units (the fixtures are ASCII: 1 unit = 1 byte),
/// split before timing so only the parser is measured.
fn split(text: &str, units: usize) -> Vec<&str> {
    text.as_bytes()
        .chunks(units)
        .map(|c| std::str::from_utf8(c).expect("ASCII input"))
        .collect()
}

fn parse(chunks: &[&str]) -> usize {
    let mut parser = CritiqueParser::new(ParserOptions::new("bench"));
    let mut out = Vec::new();
    for chunk in chunks {
        if parser.push(chunk, &mut out).is_err() {
            return out.len();
        }
    }
    let _ = parser.finish(&mut out);
    out.len()
}

fn throughput(c: &mut Criterion) {
    let mut group = c.benchmark_group("critique_parser");
    group.sample_size(10);
    for (label, bytes) in [("1MB", 1 << 20), ("16MB", 16 << 20)] {
        let text = big_run(bytes);
        group.throughput(Throughput::Bytes(text.len() as u64));
        let mut cases = vec![("whole", text.len()), ("chunk64", 64)];
        if bytes == 1 << 20 {
            cases.push(("unit", 1));
        }
        for (name, units) in cases {
            let chunks = split(&text, units);
            group.bench_with_input(BenchmarkId::new(name, label), &chunks, |b, c| {
                b.iter(|| parse(c))
            });
        }
    }
    group.throughput(Throughput::Bytes(OVERSIZE.len() as u64));
    for (name, units) in [("oversize/whole", OVERSIZE.len()), ("oversize/chunk64", 64)] {
        let chunks = split(OVERSIZE, units);
        group.bench_function(name, |b| b.iter(|| parse(&chunks)));
    }
    group.finish();
}

/// Where criterion keeps its results (as criterion itself decides, minus `cargo metadata`).
fn criterion_dir() -> Option<PathBuf> {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return Some(home.into());
    }
    if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        return Some(PathBuf::from(target).join("criterion"));
    }
    // The bench runs as `<target>/<profile>/deps/critique-<hash>`.
    let exe = std::env::current_exe().ok()?;
    Some(exe.parent()?.parent()?.parent()?.join("criterion"))
}

/// The estimate criterion prints for `id` (the slope when it has one, else the mean), in ns.
fn estimate_ns(id: &str) -> Option<f64> {
    let path = criterion_dir()?.join(id).join("new/estimates.json");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    let typical = json
        .get("slope")
        .filter(|v| !v.is_null())
        .or(json.get("mean"))?;
    typical.get("point_estimate")?.as_f64()
}

/// The streaming parser's target, read off this run: one code unit per chunk within 3x of whole.
fn report_unit_ratio() {
    // Only meaningful when both ran in this invocation (a filter may have skipped one).
    let ran = |id: &str| {
        criterion_dir()
            .map(|d| d.join(id).join("new/estimates.json"))
            .and_then(|p| std::fs::metadata(p).ok()?.modified().ok())
            .is_some_and(|t| t >= *STARTED.get().expect("set in main"))
    };
    let (unit, whole) = ("critique_parser/unit/1MB", "critique_parser/whole/1MB");
    if !(ran(unit) && ran(whole)) {
        return;
    }
    if let (Some(u), Some(w)) = (estimate_ns(unit), estimate_ns(whole)) {
        println!(
            "\nunit/whole ratio (1MB, this run): {:.2}x  ({:.2} ms / {:.2} ms; issue 3 requires <= 3x)",
            u / w,
            u / 1e6,
            w / 1e6
        );
    }
}

static STARTED: OnceLock<SystemTime> = OnceLock::new();

criterion_group!(benches, throughput);

fn main() {
    STARTED.get_or_init(SystemTime::now);
    benches();
    Criterion::default().configure_from_args().final_summary();
    report_unit_ratio();
}
