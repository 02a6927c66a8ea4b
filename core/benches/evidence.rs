//! The evidence check (review-loop.md §4) on big artifacts: 1 MB and 5 MB of Markdown and of
//! HTML, each checked one-shot (`check_quote`: the index and the readings built, then the
//! lookup), as `record` does for a reply. Two quotes: one that a reader sees but the source
//! has only with its markup (found in a rendered reading, after the source lookups failed), and
//! one that is nowhere (the worst case: every lookup fails, both readings are built and the
//! hint is searched).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use jury_core::review::evidence::{check_quote, EvidenceStatus};

/// About `bytes` of Markdown in the shape of a long README, with the rendered-only passage at
/// the end.
fn markdown(bytes: usize) -> String {
    let mut out = String::from("# Changelog\n\n");
    for n in 0.. {
        if out.len() >= bytes {
            break;
        }
        out.push_str(&format!(
            "## Release {n}\n\n- Requires **Node 20** or newer, see [the guide](https://x.test/{n}) and `npm i`.\n\
             - The _quick_ brown fox jumps over the ~~lazy~~ dog \\* {n} times.\n> Quoted: <https://x.test/q/{n}>\n\n"
        ));
    }
    out.push_str("Get started **today** with release 999999.\n");
    out
}

/// About `bytes` of HTML in the shape of a long page, with the rendered-only passage at the end.
fn html(bytes: usize) -> String {
    let mut out = String::from(
        "<!DOCTYPE html>\n<html><head><title>Page</title><style>p { margin: 0 }</style></head><body>\n",
    );
    for n in 0.. {
        if out.len() >= bytes {
            break;
        }
        out.push_str(&format!(
            "<section><h2>Part {n}</h2><p>The <em>quick</em> brown fox &amp; the <a href=\"/x/{n}\">lazy dog</a>&nbsp;&mdash; again.</p>\n\
             <!-- note {n} --><ul><li>One</li><li>Two<br>Three &#8217;{n}</li></ul></section>\n"
        ));
    }
    out.push_str("<p>Get started <em>today</em> with release 999999.</p>\n</body></html>\n");
    out
}

fn evidence(c: &mut Criterion) {
    let mut group = c.benchmark_group("evidence");
    group.sample_size(10);
    let rendered = "Get started today with release 999999";
    let nowhere = "The slow green tortoise walks under the busy cat";
    for (kind, make) in [
        ("markdown", markdown as fn(usize) -> String),
        ("html", html),
    ] {
        for (size, bytes) in [("1MB", 1_000_000), ("5MB", 5_000_000)] {
            let text = make(bytes);
            // What is measured must be what it says: checked once, outside the timing.
            assert_eq!(
                check_quote(&text, Some(rendered)).status,
                EvidenceStatus::FoundNormalized
            );
            assert_eq!(
                check_quote(&text, Some(nowhere)).status,
                EvidenceStatus::NotFound
            );
            group.throughput(Throughput::Bytes(text.len() as u64));
            for (case, quote) in [("rendered", rendered), ("not_found", nowhere)] {
                group.bench_with_input(
                    BenchmarkId::new(format!("{kind}/{case}"), size),
                    &text,
                    |b, text| b.iter(|| check_quote(text, Some(quote))),
                );
            }
        }
    }
    group.finish();
}

criterion_group!(benches, evidence);
criterion_main!(benches);
