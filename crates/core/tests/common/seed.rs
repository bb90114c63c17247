//! The all-shortest-paths seed's worked example, as data: the core's and
//! the CLI's tests both check against it.
#![allow(dead_code)]

use fillscope_core::{bitboard, Bitboard};

/// The five layers of the all-shortest-paths seed: e4 to a1 or h8, king
/// steps, empty board, as the seed draws them left to right.
pub fn seed_layers() -> [Bitboard; 5] {
    [
        bitboard! {
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . X . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
        },
        bitboard! {
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . X X . .
            . . . X . . . .
            . . . X . . . .
            . . . . . . . .
            . . . . . . . .
        },
        bitboard! {
            . . . . . . . .
            . . . . . . . .
            . . . . . X X .
            . . . . . . . .
            . . . . . . . .
            . . X . . . . .
            . . X . . . . .
            . . . . . . . .
        },
        bitboard! {
            . . . . . . . .
            . . . . . . X X
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . X . . . . . .
            . X . . . . . .
        },
        bitboard! {
            . . . . . . . X
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            X . . . . . . .
        },
    ]
}
