//! The C routines agree with `paths::westcott` on every entry of `asp` and
//! on the return value, for every step kind, on random boards of several
//! densities with one to three sources and targets (some off the path).
//! This is what makes the timing comparison fair: both sides compute the
//! same thing.
#![cfg(not(target_arch = "wasm32"))]

use fillscope_bench_c::{AspBuf, ROUTINES};
use fillscope_core::paths::{self, MAX_LAYERS};
use fillscope_core::{Bitboard, Square, Step};

/// A seeded generator: the same stream for the same seed.
struct Rng(fastrand::Rng);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0.u64(..)
    }
    /// One to three random squares.
    fn squares(&mut self) -> u64 {
        let n = 1 + self.next() % 3;
        (0..n).fold(0, |b, _| b | 1u64 << (self.next() % 64))
    }
}

const BOARDS: usize = 4000;

/// A winding path: ranks 1, 3, 5 and 7 open, joined at alternate ends
/// (h2, a4, h6, a8), so a king needs over 30 moves from a1 to h7.
const SNAKE: u64 = 0x01ff_80ff_01ff_80ff;

/// `(sq1, sq2, path)` boards: paths 1/4, 1/2, 3/4 and 7/8 open, empty
/// boards, and the snake with a few squares toggled (long runs); sources
/// and targets put on the path three times in four.
fn boards() -> Vec<(u64, u64, u64)> {
    let mut r = Rng(fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1d));
    (0..BOARDS)
        .map(|k| {
            let path = match k % 6 {
                0 => r.next() & r.next(),
                1 => r.next(),
                2 => r.next() | r.next(),
                3 => r.next() | r.next() | r.next(),
                4 => !0,
                _ => SNAKE ^ (r.next() & 1) << (r.next() % 64),
            };
            let (sq1, sq2) = if k % 6 == 5 {
                // From a1 towards the far end of the snake.
                (1, 1 << (48 + r.next() % 16))
            } else {
                (r.squares(), r.squares())
            };
            if r.next() % 4 == 0 {
                (sq1, sq2, path)
            } else {
                (sq1, sq2, path | sq1 | sq2)
            }
        })
        .collect()
}

#[test]
fn c_routines_equal_westcott_on_every_entry() {
    let boards = boards();
    for (name, step, routine) in ROUTINES {
        let (mut found, mut none, mut long) = (0, 0, 0);
        for &(sq1, sq2, path) in &boards {
            let want = paths::westcott(Bitboard(sq1), Bitboard(sq2), Bitboard(path), step);
            let mut asp: AspBuf = [0; MAX_LAYERS];
            let ret = routine(sq1, sq2, path, &mut asp);
            let want_asp: Vec<u64> = want.asp.iter().map(|b| b.0).collect();
            assert_eq!(
                (ret, &asp[..]),
                (want.ret, &want_asp[..]),
                "{name}: sq1 {sq1:#x} sq2 {sq2:#x} path {path:#x}"
            );
            if ret > 20 {
                long += 1;
            }
            if ret > 0 {
                found += 1;
            } else {
                none += 1;
            }
        }
        // Both outcomes are well represented, so neither is checked vacuously.
        assert!(
            found > BOARDS / 4 && none > BOARDS / 20,
            "{name}: {found} paths, {none} without"
        );
        // Runs of over 20 layers (past any prefix a fast version may keep
        // on the stack) are covered where the snake makes them: king and
        // rook steps.
        if matches!(step, Step::King | Step::Rook) {
            assert!(long > 20, "{name}: only {long} runs of over 20 layers");
        }
    }
}

#[test]
fn every_step_kind_has_a_c_routine() {
    for step in Step::ALL {
        assert!(ROUTINES.iter().any(|&(_, s, _)| s == step), "{step:?}");
    }
}

#[test]
fn c_routines_find_the_seed_example() {
    // e4 to a1 or h8 on an empty board: 4 king moves, 5 layers.
    let (e4, a1, h8) = (Square::E4, Square::A1, Square::H8);
    let sq2 = (a1 | h8).0;
    let mut asp: AspBuf = [0; MAX_LAYERS];
    assert_eq!(
        fillscope_bench_c::king(Bitboard::from(e4).0, sq2, !0, &mut asp),
        5
    );
    assert_eq!(asp[0], Bitboard::from(e4).0);
    assert_eq!(asp[4], sq2);
    // A rook slide from a1 reaches h8 in two moves, by a8 or h1.
    let n =
        fillscope_bench_c::rook_slide_ks(Bitboard::from(a1).0, Bitboard::from(h8).0, !0, &mut asp);
    assert_eq!(n, 3);
    assert_eq!(asp[1], (Square::A8 | Square::H1).0);
}
