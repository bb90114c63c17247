//! Criterion benchmarks of the fill core: every algorithm untraced and
//! traced, and the naive square-by-square references, on the same
//! pre-generated random boards (75% open, fixed seed).
//!
//! Each benchmark cycles through the boards, one call per iteration, so a
//! reported time is the mean cost of one call over the board set.
//! Run with `cargo bench -p fillscope-core --bench fills`.

// `criterion_group!` defines an undocumented `pub fn`.
#![allow(missing_docs)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use fillscope_bench_wasm::{cases, Case, N};
use fillscope_core::bfs;
use fillscope_core::{fill, naive, paths, Bitboard, Direction, Method, Piece, Step};

/// Benchmarks `f` on every case in turn.
fn run<R>(c: &mut Criterion, group: &str, id: &str, cases: &[Case], f: impl Fn(&Case) -> R) {
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

/// What a caller reads from an untraced all-shortest-paths run: the
/// return value and every layer. (Returning the whole `Asp` instead would
/// also time a 560-byte copy into `black_box`.)
fn summary(ret: u32, layers: &[Bitboard]) -> u64 {
    layers
        .iter()
        .fold(u64::from(ret), |s, b| s.wrapping_mul(31) ^ b.0)
}

fn paths_benches(c: &mut Criterion) {
    let cs = cases();
    for step in Step::ALL {
        let g = format!("asp-{}", step.name());
        run(c, &g, "westcott", &cs, |k| {
            let r = paths::westcott(k.sq1, k.sq2, k.path, step);
            summary(r.ret, r.layers())
        });
        run(c, &g, "westcott-traced", &cs, |k| {
            paths::westcott_traced(k.sq1, k.sq2, k.path, step)
        });
        run(c, &g, "naive-bfs", &cs, |k| {
            let l = naive::all_shortest_paths(k.sq1, k.sq2, k.path, step);
            summary(l.len() as u32, &l)
        });
    }
    let step = Step::King;
    run(c, "asp-king", "moshammer", &cs, |k| {
        let r = paths::moshammer(k.sq1, k.sq2, k.path, step);
        summary(r.ret, r.layers())
    });
    run(c, "asp-king", "moshammer-traced", &cs, |k| {
        paths::moshammer_traced(k.sq1, k.sq2, k.path, step)
    });
    run(c, "asp-king", "naive-moshammer", &cs, |k| {
        naive::moshammer(k.sq1, k.sq2, k.path, step)
    });
    run(c, "connected-king", "connected", &cs, |k| {
        paths::connected(k.sq1, k.sq2, k.path, step)
    });
    run(c, "connected-king", "connected-traced", &cs, |k| {
        paths::connected_traced(k.sq1, k.sq2, k.path, step)
    });
    run(c, "connected-king", "naive-bfs", &cs, |k| {
        naive::distances(k.sq1, k.path, step)[k.sq2.first().unwrap().index() as usize].is_some()
    });
}

fn fill_benches(c: &mut Criterion) {
    let cs = cases();
    for m in Method::ALL {
        run(c, "occluded", m.name(), &cs, |k| {
            fill::occluded(k.sq1 | k.sq2, k.path, k.dir, m)
        });
        run(c, "occluded", &format!("{}-traced", m.name()), &cs, |k| {
            fill::fill_traced(k.sq1 | k.sq2, k.path, k.dir, m)
        });
    }
    run(c, "occluded", "naive", &cs, |k| {
        naive::occluded(k.sq1 | k.sq2, k.path, k.dir)
    });
    // The direction fixed at compile time, as an engine would call it.
    for m in Method::ALL {
        run(c, "occluded-noEa", m.name(), &cs, |k| {
            fill::occluded(k.sq1 | k.sq2, k.path, Direction::NoEa, m)
        });
    }
    run(c, "occluded-noEa", "naive", &cs, |k| {
        naive::occluded(k.sq1 | k.sq2, k.path, Direction::NoEa)
    });
    // Queens on both squares, the non-path squares occupied.
    run(c, "queen-attacks", "slider_attacks", &cs, |k| {
        fill::slider_attacks(Piece::Queen, k.sq1 | k.sq2, !k.path | k.sq1 | k.sq2)
    });
    run(c, "queen-attacks", "slider_attacks-traced", &cs, |k| {
        fill::slider_attacks_traced(Piece::Queen, k.sq1 | k.sq2, !k.path | k.sq1 | k.sq2)
    });
    run(c, "queen-attacks", "naive", &cs, |k| {
        let (s, occ) = (k.sq1 | k.sq2, !k.path | k.sq1 | k.sq2);
        Direction::ALL
            .iter()
            .fold(Bitboard::EMPTY, |a, &d| a | naive::attacks(s, !occ, d))
    });
}

fn bfs_benches(c: &mut Criterion) {
    let cs = cases();
    run(c, "bfs", "bfs", &cs, |k| {
        bfs::bfs(k.sq1, k.path, k.walls, k.sq2)
    });
    run(c, "bfs", "bfs-traced", &cs, |k| {
        bfs::bfs_traced(k.sq1, k.path, k.walls, k.sq2)
    });
    run(c, "bfs", "naive", &cs, |k| {
        naive::wall_distances(k.sq1, k.path, &k.walls)
    });
    run(c, "voronoi", "voronoi", &cs, |k| {
        bfs::voronoi(k.sq1, k.sq2, k.path, k.walls)
    });
    run(c, "voronoi", "voronoi-traced", &cs, |k| {
        bfs::voronoi_traced(k.sq1, k.sq2, k.path, k.walls)
    });
    run(c, "voronoi", "naive", &cs, |k| {
        naive::voronoi(k.sq1, k.sq2, k.path, &k.walls)
    });
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(700))
        .measurement_time(Duration::from_millis(1000))
        .sample_size(30)
}

criterion_group! {
    name = benches;
    config = config();
    targets = paths_benches, fill_benches, bfs_benches
}
criterion_main!(benches);
