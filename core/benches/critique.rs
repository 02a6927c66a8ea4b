//! Parser throughput (design-jury.md §3): the happy fixture's rounds repeated (renumbered) to
//! 1 MB and 16 MB, fed whole, in 64-unit chunks, and one code unit per chunk (which must stay
//! within 3x of whole: the parser never rescans); plus the oversize fixture.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use jury_core::critique::{CritiqueParser, ParserOptions};

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

/// Parses `text` in chunks of `units` UTF-16 code units (the fixtures are ASCII: 1 unit = 1 byte).
fn parse(text: &str, units: usize) -> usize {
    let mut parser = CritiqueParser::new(ParserOptions::new("bench"));
    let mut out = Vec::new();
    let mut ok = true;
    for chunk in text.as_bytes().chunks(units) {
        let chunk = std::str::from_utf8(chunk).expect("ASCII input");
        ok &= parser.push(chunk, &mut out).is_ok();
    }
    ok &= parser.finish(&mut out).is_ok();
    assert!(ok || text.len() == OVERSIZE.len());
    out.len()
}

fn throughput(c: &mut Criterion) {
    let mut group = c.benchmark_group("critique_parser");
    group.sample_size(10);
    for (label, bytes) in [("1MB", 1 << 20), ("16MB", 16 << 20)] {
        let text = big_run(bytes);
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_with_input(BenchmarkId::new("whole", label), &text, |b, t| {
            b.iter(|| parse(t, t.len()))
        });
        group.bench_with_input(BenchmarkId::new("chunk64", label), &text, |b, t| {
            b.iter(|| parse(t, 64))
        });
        if bytes == 1 << 20 {
            group.bench_with_input(BenchmarkId::new("unit", label), &text, |b, t| {
                b.iter(|| parse(t, 1))
            });
        }
    }
    group.throughput(Throughput::Bytes(OVERSIZE.len() as u64));
    group.bench_function("oversize/whole", |b| {
        b.iter(|| parse(OVERSIZE, OVERSIZE.len()))
    });
    group.bench_function("oversize/chunk64", |b| b.iter(|| parse(OVERSIZE, 64)));
    group.finish();
}

criterion_group!(benches, throughput);
criterion_main!(benches);
