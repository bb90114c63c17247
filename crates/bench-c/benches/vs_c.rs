//! Criterion: Rust `paths::westcott` (untraced) beside the plain C routine
//! (`csrc/asp.c`, gcc -O2) for every step kind, on the same boards
//! (`fillscope_bench_wasm::cases`: 256 random boards, 75% open, one source
//! and one target square) in the same run. Each benchmark cycles through
//! the boards, one call per iteration.
//!
//! Run with `cargo bench -p fillscope-bench-c --bench vs_c`; for ratios
//! measured with the two sides interleaved, see `benches/ratio.rs`.

// `criterion_group!` defines an undocumented `pub fn`.
#![allow(missing_docs)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use fillscope_bench_c::AspBuf;
use fillscope_bench_wasm::{cases, Case, N};
use fillscope_core::paths::{self, MAX_LAYERS};
use fillscope_core::{Bitboard, Step};

/// What a caller reads from a run: the return value and every layer.
fn summary(ret: u32, layers: impl Iterator<Item = u64>) -> u64 {
    layers.fold(u64::from(ret), |s, b| s.wrapping_mul(31) ^ b)
}

/// Benchmarks `f` on every case in turn.
fn run<R>(c: &mut Criterion, group: &str, id: &str, cases: &[Case], mut f: impl FnMut(&Case) -> R) {
    let mut g = c.benchmark_group(group);
    g.bench_function(id, |b| {
        let mut i = 0usize;
        b.iter(|| {
            i = (i + 1) & (N - 1);
            black_box(f(black_box(&cases[i])))
        });
    });
    g.finish();
}

/// Benchmarks one C routine (passed as a function item, so the call is
/// direct), its `asp` buffer reused from call to call as a C caller would.
fn run_c(
    c: &mut Criterion,
    step: Step,
    id: &str,
    cases: &[Case],
    routine: impl Fn(u64, u64, u64, &mut AspBuf) -> u32,
) {
    let mut asp: AspBuf = [0; MAX_LAYERS];
    run(
        c,
        &format!("asp-vs-c-{}", step.name()),
        id,
        cases,
        move |k| {
            let ret = routine(k.sq1.0, k.sq2.0, k.path.0, &mut asp);
            summary(ret, asp[..ret as usize].iter().copied())
        },
    );
}

fn rust_benches(c: &mut Criterion, step: Step, cs: &[Case]) {
    let g = format!("asp-vs-c-{}", step.name());
    // `step` is a run-time value here, as in any caller that picks it.
    run(c, &g, "rust-westcott", cs, |k| {
        let r = paths::westcott(k.sq1, k.sq2, k.path, black_box(step));
        summary(r.ret, r.layers().iter().map(|b: &Bitboard| b.0))
    });
    let mut out = paths::Asp::default();
    run(c, &g, "rust-westcott_into", cs, move |k| {
        paths::westcott_into(&mut out, k.sq1, k.sq2, k.path, black_box(step));
        summary(out.ret, out.layers().iter().map(|b| b.0))
    });
}

fn benches(c: &mut Criterion) {
    use fillscope_bench_c as cc;
    let cs = cases();
    for step in Step::ALL {
        rust_benches(c, step, &cs);
        match step {
            Step::King => run_c(c, step, "c", &cs, cc::king),
            Step::Rook => run_c(c, step, "c", &cs, cc::rook),
            Step::Bishop => run_c(c, step, "c", &cs, cc::bishop),
            Step::Knight => run_c(c, step, "c", &cs, cc::knight),
            Step::RookSlide => {
                run_c(c, step, "c-kogge-stone", &cs, cc::rook_slide_ks);
                run_c(c, step, "c-dumb7", &cs, cc::rook_slide_dumb7);
            }
            Step::BishopSlide => {
                run_c(c, step, "c-kogge-stone", &cs, cc::bishop_slide_ks);
                run_c(c, step, "c-dumb7", &cs, cc::bishop_slide_dumb7);
            }
            Step::QueenSlide => {
                run_c(c, step, "c-kogge-stone", &cs, cc::queen_slide_ks);
                run_c(c, step, "c-dumb7", &cs, cc::queen_slide_dumb7);
            }
        }
    }
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(700))
        .measurement_time(Duration::from_millis(1500))
        .sample_size(30)
}

criterion_group! {
    name = vs_c;
    config = config();
    targets = benches
}
criterion_main!(vs_c);
