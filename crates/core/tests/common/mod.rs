//! Shared proptest generators: biased boards for the property tests.
#![allow(dead_code)]

use fillscope_core::bfs::Walls;
use fillscope_core::{Bitboard, Square, Step};
use proptest::prelude::*;

/// A square, with the a- and h-file edges and the corners over-represented.
pub fn square() -> impl Strategy<Value = Square> {
    prop_oneof![
        4 => 0u8..64,
        2 => (0u8..8).prop_map(|r| r * 8),     // a-file
        2 => (0u8..8).prop_map(|r| r * 8 + 7), // h-file
        1 => prop::sample::select(vec![0u8, 7, 56, 63]),
    ]
    .prop_map(|i| Square::new(i).unwrap())
}

/// A board with a chosen density of set squares.
pub fn board() -> impl Strategy<Value = Bitboard> {
    prop_oneof![
        3 => (any::<u64>(), any::<u64>()).prop_map(|(a, b)| a | b),            // ~75%
        2 => (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| a | b | c), // ~87%
        2 => any::<u64>(),                                                      // ~50%
        1 => (any::<u64>(), any::<u64>()).prop_map(|(a, b)| a & b),            // ~25%
        1 => Just(!0u64),
        1 => Just(0u64),
    ]
    .prop_map(Bitboard)
}

/// Mostly open boards: the path/propagator of the fill tests (~75% open).
pub fn open_board() -> impl Strategy<Value = Bitboard> {
    prop_oneof![
        6 => (any::<u64>(), any::<u64>()).prop_map(|(a, b)| Bitboard(a | b)),
        2 => (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| Bitboard(a | b | c)),
        1 => any::<u64>().prop_map(Bitboard),
        1 => Just(Bitboard::ALL),
    ]
}

/// A few squares: one square, a handful, or a sparse random set.
pub fn few_squares() -> impl Strategy<Value = Bitboard> {
    prop_oneof![
        5 => square().prop_map(Bitboard::from),
        3 => prop::collection::vec(square(), 1..5).prop_map(|v| v.into_iter().collect()),
        1 => (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| Bitboard(a & b & c)),
        1 => Just(Bitboard::EMPTY),
    ]
}

/// A path problem: `(sq1, sq2, path)`. Sources and targets are often off
/// the path, sometimes meet, and targets are often unreachable.
pub fn path_case() -> impl Strategy<Value = (Bitboard, Bitboard, Bitboard)> {
    (few_squares(), few_squares(), open_board(), 0u8..8).prop_map(|(a, b, path, mode)| {
        match mode {
            // Both ends on the path.
            0..=2 => (a, b, path | a | b),
            // Sources meet targets.
            3 => (a, b | a, path),
            // Targets walled in: clear the king ring around each target.
            4 => {
                let ring = Step::King.fill(b) - b;
                (a, b, (path | b) - ring)
            }
            // As drawn: ends may be off the path.
            _ => (a, b, path),
        }
    })
}

/// Walls: none, sparse or dense.
pub fn walls() -> impl Strategy<Value = Walls> {
    prop_oneof![
        1 => Just(Walls::NONE),
        3 => (any::<u64>(), any::<u64>(), any::<u64>(), any::<u64>())
            .prop_map(|(a, b, c, d)| Walls { north: Bitboard(a & b), east: Bitboard(c & d) }),
        1 => (any::<u64>(), any::<u64>())
            .prop_map(|(a, b)| Walls { north: Bitboard(a), east: Bitboard(b) }),
    ]
}

/// Any step kind.
pub fn step() -> impl Strategy<Value = Step> {
    prop::sample::select(Step::ALL.to_vec())
}
