//! Criterion benchmarks of the fill core: every algorithm untraced and
//! traced, and the naive square-by-square references, on the same
//! pre-generated random boards (75% open, fixed seed), in the same run.
//!
//! Each benchmark cycles through the boards, one call per iteration, so a
//! reported time is the mean cost of one call over the board set. Before a
//! fill is timed beside its naive reference, both are checked to give the
//! same answer on every board. All shortest paths covers every step kind,
//! the slides (`asp-rook-slide`, `asp-queen-slide`, ...) included; `reach-*`,
//! `pawns` and `voronoi-3` time reach, the pawn sets and a three-side
//! Voronoi partition (untraced and traced) against queue BFS and square walks; `bfs-9x9` and
//! `voronoi-9x9` time the 9x9 board's fills against queue BFS.
//! Run with `cargo bench -p fillscope-core --bench fills`
//! (one group: `cargo bench -p fillscope-core --bench fills -- pawns`).

// `criterion_group!` defines an undocumented `pub fn`.
#![allow(missing_docs)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use fillscope_bench_wasm::{cases, Case, N};
use fillscope_core::bfs::{self, Walls};
use fillscope_core::nine::{self, Board9, Square9, Walls9};
use fillscope_core::pawns::{self, PawnSets};
use fillscope_core::{fill, naive, paths, reach, Bitboard, Direction, Method, Piece, Square, Step};

/// Benchmarks `f` on every case in turn.
fn run<C, R>(c: &mut Criterion, group: &str, id: &str, cases: &[C], f: impl Fn(&C) -> R) {
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

/// Panics unless `fast` and `naive` agree on every case: a timing
/// comparison is only fair between two ways of computing the same thing.
fn same<C, R: PartialEq + std::fmt::Debug>(
    what: &str,
    cases: &[C],
    fast: impl Fn(&C) -> R,
    naive: impl Fn(&C) -> R,
) {
    for (i, k) in cases.iter().enumerate() {
        assert_eq!(
            fast(k),
            naive(k),
            "{what}: case {i} differs from its reference"
        );
    }
}

fn paths_benches(c: &mut Criterion) {
    let cs = cases();
    for step in Step::ALL {
        let g = format!("asp-{}", step.name());
        same(
            &g,
            &cs,
            |k| {
                paths::westcott(k.sq1, k.sq2, k.path, step)
                    .layers()
                    .to_vec()
            },
            |k| naive::all_shortest_paths(k.sq1, k.sq2, k.path, step),
        );
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

/// The plies of a reach by queue BFS: `ply[k]` is the squares at
/// distance `k` from `sq1 & path`.
fn naive_plies(sq1: Bitboard, path: Bitboard, step: Step) -> Vec<Bitboard> {
    let dist = naive::distances(sq1 & path, path, step);
    let mut plies = vec![Bitboard::EMPTY];
    for sq in Square::all() {
        if let Some(d) = dist[sq.index() as usize] {
            let d = d as usize;
            if plies.len() <= d {
                plies.resize(d + 1, Bitboard::EMPTY);
            }
            plies[d].insert(sq);
        }
    }
    plies
}

fn reach_benches(c: &mut Criterion) {
    let cs = cases();
    for step in [Step::King, Step::Knight, Step::RookSlide, Step::QueenSlide] {
        let g = format!("reach-{}", step.name());
        same(
            &g,
            &cs,
            |k| reach::reach(k.sq1, k.path, step, None),
            |k| naive_plies(k.sq1, k.path, step),
        );
        run(c, &g, "reach", &cs, |k| {
            reach::reach(k.sq1, k.path, step, None)
        });
        run(c, &g, "reach-traced", &cs, |k| {
            reach::reach_traced(k.sq1, k.path, step, None)
        });
        run(c, &g, "naive-bfs", &cs, |k| {
            naive_plies(k.sq1, k.path, step)
        });
    }
}

/// Pawns from a board: white on the squares of `walls.north`, black on
/// those of `walls.east` that white leaves, ranks 2 to 7 only (about six
/// pawns a side).
fn pawns_of(k: &Case) -> (Bitboard, Bitboard) {
    let ranks_2_to_7 = Bitboard(0x00ff_ffff_ffff_ff00);
    let white = k.walls.north & ranks_2_to_7;
    (white, (k.walls.east & ranks_2_to_7) - white)
}

/// Every pawn set by walking squares: for each square, look along its own
/// and the neighbouring files for the pawns that decide it.
fn naive_pawn_sets(white: Bitboard, black: Bitboard) -> PawnSets {
    let on = |b: Bitboard, f: i8, r: i8| {
        (0..8).contains(&f)
            && (0..8).contains(&r)
            && Square::from_coords(f as u8, r as u8).is_some_and(|s| b.contains(s))
    };
    // A pawn of `b` on a file in `files` (offsets) on a rank in `ranks`.
    let any = |b: Bitboard, f: i8, files: &[i8], ranks: core::ops::Range<i8>| {
        files
            .iter()
            .any(|&df| ranks.clone().any(|r| on(b, f + df, r)))
    };
    let mut s = PawnSets::default();
    for sq in Square::all() {
        let (f, r) = (sq.file() as i8, sq.rank() as i8);
        let set = |target: &mut Bitboard, yes: bool| {
            if yes {
                target.insert(sq);
            }
        };
        let (w_here, b_here) = (white.contains(sq), black.contains(sq));
        let w_below = any(white, f, &[0], 0..r);
        let w_above = any(white, f, &[0], r + 1..8);
        let b_below = any(black, f, &[0], 0..r);
        let b_above = any(black, f, &[0], r + 1..8);
        let w_file = any(white, f, &[0], 0..8);
        let b_file = any(black, f, &[0], 0..8);
        let w_side_below = any(white, f, &[-1, 1], 0..r);
        let b_side_above = any(black, f, &[-1, 1], r + 1..8);
        set(&mut s.w_front_fill, w_here || w_below);
        set(&mut s.w_rear_fill, w_here || w_above);
        set(&mut s.b_front_fill, b_here || b_above);
        set(&mut s.b_rear_fill, b_here || b_below);
        set(&mut s.w_front_spans, w_below);
        set(&mut s.w_rear_spans, w_above);
        set(&mut s.b_front_spans, b_above);
        set(&mut s.b_rear_spans, b_below);
        set(&mut s.w_attack_front_spans, w_side_below);
        set(&mut s.b_attack_front_spans, b_side_above);
        let w_attacks = on(white, f - 1, r - 1) || on(white, f + 1, r - 1);
        let b_attacks = on(black, f - 1, r + 1) || on(black, f + 1, r + 1);
        set(&mut s.w_pawn_attacks, w_attacks);
        set(&mut s.b_pawn_attacks, b_attacks);
        set(
            &mut s.w_passed,
            w_here && !any(black, f, &[-1, 0, 1], r + 1..8),
        );
        set(&mut s.b_passed, b_here && !any(white, f, &[-1, 0, 1], 0..r));
        set(&mut s.open_files, !w_file && !b_file);
        set(&mut s.closed_files, w_file && b_file);
        set(&mut s.w_half_open_files, b_file && !w_file);
        set(&mut s.b_half_open_files, w_file && !b_file);
        set(
            &mut s.w_outposts,
            w_attacks && (3..=5).contains(&r) && !b_side_above,
        );
        set(
            &mut s.b_outposts,
            b_attacks && (2..=4).contains(&r) && !w_side_below,
        );
    }
    s
}

/// Three sides for a Voronoi partition: the board's two squares and a
/// third picked from its path bits.
fn three_sides(k: &Case) -> [Bitboard; 3] {
    let third = Square::new(((k.path.0 >> 3) % 64) as u8).unwrap_or(Square::A1);
    [k.sq1, k.sq2, third.into()]
}

/// A Voronoi partition by one queue BFS per side: a square belongs to the
/// one side strictly nearest to it, or is a tie.
fn naive_voronoi(sides: &[Bitboard], open: Bitboard, walls: &Walls) -> bfs::VoronoiSides {
    let dist: Vec<_> = sides
        .iter()
        .map(|&s| naive::wall_distances(s, open, walls))
        .collect();
    let mut out = bfs::VoronoiSides {
        sides: vec![Bitboard::EMPTY; sides.len()],
        ties: Bitboard::EMPTY,
    };
    for sq in Square::all() {
        let ds: Vec<Option<u32>> = dist.iter().map(|d| d[sq.index() as usize]).collect();
        let Some(best) = ds.iter().flatten().min() else {
            continue;
        };
        let nearest: Vec<usize> = (0..ds.len()).filter(|&i| ds[i] == Some(*best)).collect();
        match nearest[..] {
            [only] => out.sides[only].insert(sq),
            _ => out.ties.insert(sq),
        }
    }
    out
}

fn new_fill_benches(c: &mut Criterion) {
    let cs = cases();
    same(
        "pawns",
        &cs,
        |k| {
            let (w, b) = pawns_of(k);
            pawns::pawn_sets(w, b)
        },
        |k| {
            let (w, b) = pawns_of(k);
            naive_pawn_sets(w, b)
        },
    );
    run(c, "pawns", "pawn_sets", &cs, |k| {
        let (w, b) = pawns_of(k);
        pawns::pawn_sets(w, b)
    });
    run(c, "pawns", "pawn_sets-traced", &cs, |k| {
        let (w, b) = pawns_of(k);
        pawns::pawn_sets_traced(w, b)
    });
    run(c, "pawns", "naive-square-walk", &cs, |k| {
        let (w, b) = pawns_of(k);
        naive_pawn_sets(w, b)
    });
    same(
        "voronoi-3",
        &cs,
        |k| bfs::voronoi_sides(&three_sides(k), k.path, k.walls),
        |k| naive_voronoi(&three_sides(k), k.path, &k.walls),
    );
    run(c, "voronoi-3", "voronoi_sides", &cs, |k| {
        bfs::voronoi_sides(&three_sides(k), k.path, k.walls)
    });
    run(c, "voronoi-3", "voronoi_sides-traced", &cs, |k| {
        bfs::voronoi_sides_traced(&three_sides(k), k.path, k.walls)
    });
    run(c, "voronoi-3", "naive-bfs-per-side", &cs, |k| {
        naive_voronoi(&three_sides(k), k.path, &k.walls)
    });
}

/// A 9x9 board: the BFS's start and target squares, its open squares and
/// its walls.
struct Case9 {
    from: Board9,
    to: Board9,
    open: Board9,
    walls: Walls9,
}

/// The 9x9 boards, made from the 8x8 cases so they share their seed and
/// density: the same files and ranks for the two squares, the 8x8 sets'
/// bits for the first 64 squares and their top bits again for the rest.
fn cases9() -> Vec<Case9> {
    let spread = |b: Bitboard| {
        let w = u128::from(b.0);
        Board9((w | w << 64) & Board9::ALL.0)
    };
    let square = |b: Bitboard| -> Board9 {
        b.squares()
            .filter_map(|s| Square9::from_coords(s.file(), s.rank()))
            .collect()
    };
    cases()
        .iter()
        .map(|k| Case9 {
            from: square(k.sq1),
            to: square(k.sq2),
            open: spread(k.path),
            walls: Walls9 {
                north: spread(k.walls.north),
                east: spread(k.walls.east),
            },
        })
        .collect()
}

/// The 9x9 bit-shift BFS and Voronoi beside their queue-BFS references.
fn nine_benches(c: &mut Criterion) {
    let cs = cases9();
    same(
        "bfs-9x9",
        &cs,
        |k| {
            let r = nine::bfs(k.from, k.open, k.walls, k.to);
            (r.layers, r.visits, r.target_dist)
        },
        |k| naive::bfs9(k.from, k.open, &k.walls, k.to),
    );
    run(c, "bfs-9x9", "bfs", &cs, |k| {
        nine::bfs(k.from, k.open, k.walls, k.to)
    });
    run(c, "bfs-9x9", "bfs-traced", &cs, |k| {
        nine::bfs_traced(k.from, k.open, k.walls, k.to)
    });
    run(c, "bfs-9x9", "naive", &cs, |k| {
        naive::bfs9(k.from, k.open, &k.walls, k.to)
    });
    let sides = |k: &Case9| [k.from, k.to];
    same(
        "voronoi-9x9",
        &cs,
        |k| {
            let r = nine::voronoi_sides(&sides(k), k.open, k.walls);
            (r.sides, r.ties)
        },
        |k| naive::voronoi_sides9(&sides(k), k.open, &k.walls),
    );
    run(c, "voronoi-9x9", "voronoi", &cs, |k| {
        nine::voronoi(k.from, k.to, k.open, k.walls)
    });
    run(c, "voronoi-9x9", "naive", &cs, |k| {
        naive::voronoi_sides9(&sides(k), k.open, &k.walls)
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
    targets = paths_benches, fill_benches, bfs_benches, reach_benches, new_fill_benches, nine_benches
}
criterion_main!(benches);
