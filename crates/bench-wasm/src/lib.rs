//! Benchmark loops over the fill core, exported as plain `extern "C"`
//! functions so a WebAssembly build can be timed from Node with
//! `WebAssembly.instantiate` and nothing else, and called natively by the
//! `bench-native` binary: same code, same boards, same iteration counts.
//!
//! Every loop takes an iteration count, walks a fixed set of pre-generated
//! random boards (75% open, fixed seed), and returns a checksum of the
//! answers so both builds can be checked to compute the same thing.
#![deny(missing_docs)]

use fillscope_core::bfs::{self, Walls};
use fillscope_core::{fill, paths, Bitboard, Direction, Method, Piece, Square, Step};

/// Boards per set (a power of two).
pub const N: usize = 256;

/// One pre-generated board.
#[derive(Clone, Copy)]
pub struct Case {
    /// A source square.
    pub sq1: Bitboard,
    /// A target square.
    pub sq2: Bitboard,
    /// A 75%-open path with both ends on it.
    pub path: Bitboard,
    /// Walls for the BFS and Voronoi loops.
    pub walls: Walls,
    /// A direction for the fills.
    pub dir: Direction,
}

/// The board set: xorshift64 from a fixed seed. The criterion benchmarks
/// (`crates/core/benches/fills.rs`) use this same set.
#[must_use]
pub fn cases() -> Vec<Case> {
    let mut s = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    (0..N)
        .map(|_| {
            let sq1 = Bitboard::from(Square::new((next() % 64) as u8).unwrap_or(Square::A1));
            let sq2 = Bitboard::from(Square::new((next() % 64) as u8).unwrap_or(Square::H8));
            let path = Bitboard(next() | next()) | sq1 | sq2;
            let walls = Walls {
                north: Bitboard(next() & next() & next()),
                east: Bitboard(next() & next() & next()),
            };
            let dir = Direction::ALL[(next() % 8) as usize];
            Case {
                sq1,
                sq2,
                path,
                walls,
                dir,
            }
        })
        .collect()
}

fn run(iters: u32, mut f: impl FnMut(&Case) -> u64) -> u64 {
    let cs = cases();
    let mut sum = 0u64;
    for k in 0..iters as usize {
        let c = std::hint::black_box(&cs[k & (N - 1)]);
        sum = sum.rotate_left(1) ^ f(c);
    }
    sum
}

fn asp_sum(a: &paths::Asp) -> u64 {
    a.layers()
        .iter()
        .fold(u64::from(a.ret), |s, b| s.wrapping_mul(31) ^ b.0)
}

/// Westcott's all shortest paths, untraced, into one reused [`paths::Asp`].
/// Inlined into each caller so `step` is a constant there, as it was when
/// each loop called `paths::westcott` itself.
#[inline(always)]
fn westcott_loop(iters: u32, step: Step) -> u64 {
    let mut out = paths::Asp::default();
    run(iters, |c| {
        paths::westcott_into(&mut out, c.sq1, c.sq2, c.path, step);
        asp_sum(&out)
    })
}

/// Westcott's all shortest paths, king steps, untraced.
#[no_mangle]
pub extern "C" fn westcott_king(iters: u32) -> u64 {
    westcott_loop(iters, Step::King)
}

/// Westcott's all shortest paths, knight steps, untraced.
#[no_mangle]
pub extern "C" fn westcott_knight(iters: u32) -> u64 {
    westcott_loop(iters, Step::Knight)
}

/// Westcott's all shortest paths, king steps, traced (frames counted).
#[no_mangle]
pub extern "C" fn westcott_king_traced(iters: u32) -> u64 {
    run(iters, |c| {
        let (a, t) = paths::westcott_traced(c.sq1, c.sq2, c.path, Step::King);
        asp_sum(&a) ^ t.frames.len() as u64
    })
}

/// Moshammer's variant, king steps, untraced.
#[no_mangle]
pub extern "C" fn moshammer_king(iters: u32) -> u64 {
    let mut out = paths::Asp::default();
    run(iters, |c| {
        paths::moshammer_into(&mut out, c.sq1, c.sq2, c.path, Step::King);
        asp_sum(&out)
    })
}

/// Occluded fill by Dumb7Fill in the board's direction.
#[no_mangle]
pub extern "C" fn occluded_dumb7(iters: u32) -> u64 {
    run(iters, |c| {
        fill::occluded(c.sq1 | c.sq2, c.path, c.dir, Method::Dumb7).0
    })
}

/// Occluded fill by Kogge-Stone in the board's direction.
#[no_mangle]
pub extern "C" fn occluded_kogge_stone(iters: u32) -> u64 {
    run(iters, |c| {
        fill::occluded(c.sq1 | c.sq2, c.path, c.dir, Method::KoggeStone).0
    })
}

/// Occluded fill by the rotate loop in the board's direction.
#[no_mangle]
pub extern "C" fn occluded_rotate(iters: u32) -> u64 {
    run(iters, |c| {
        fill::occluded(c.sq1 | c.sq2, c.path, c.dir, Method::Rotate).0
    })
}

/// Set-wise queen attacks.
#[no_mangle]
pub extern "C" fn queen_attacks(iters: u32) -> u64 {
    run(iters, |c| {
        let s = c.sq1 | c.sq2;
        fill::slider_attacks(Piece::Queen, s, !c.path | s).0
    })
}

/// Bit-shift BFS with walls to the target square.
#[no_mangle]
pub extern "C" fn bfs_walls(iters: u32) -> u64 {
    run(iters, |c| {
        let l = bfs::bfs(c.sq1, c.path, c.walls, c.sq2);
        l.visits.0 ^ u64::from(l.target_dist.unwrap_or(99))
    })
}

/// Voronoi partition with walls.
#[no_mangle]
pub extern "C" fn voronoi_walls(iters: u32) -> u64 {
    run(iters, |c| {
        let v = bfs::voronoi(c.sq1, c.sq2, c.path, c.walls);
        v.a.0 ^ v.b.0.rotate_left(7) ^ v.ties.0.rotate_left(13)
    })
}

/// Every exported loop by name, for the native runner.
pub const LOOPS: [(&str, extern "C" fn(u32) -> u64); 10] = [
    ("westcott_king", westcott_king),
    ("westcott_knight", westcott_knight),
    ("westcott_king_traced", westcott_king_traced),
    ("moshammer_king", moshammer_king),
    ("occluded_dumb7", occluded_dumb7),
    ("occluded_kogge_stone", occluded_kogge_stone),
    ("occluded_rotate", occluded_rotate),
    ("queen_attacks", queen_attacks),
    ("bfs_walls", bfs_walls),
    ("voronoi_walls", voronoi_walls),
];
