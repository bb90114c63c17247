//! Board geometry written once for every board size: a [`Grid`] is the
//! integer word that stores one set of squares (`u64` for the 8x8 board,
//! `u128` for Great Escape's 9x9 board), and knows the board's width,
//! height and edge masks. The one-step shifts, the wall connection masks
//! and the BFS step below are generic over it, so the 8x8 and the 9x9
//! bit-shift BFS are the same code.
//!
//! Squares are numbered rank by rank, `bit = file + WIDTH * rank`: on 8x8
//! a1 = 0, h1 = 7, h8 = 63; on 9x9 a1 = 0, i1 = 8, a2 = 9, i9 = 80. Bits at
//! `WIDTH * HEIGHT` and above (bits 81 to 127 of a 9x9 word) are never
//! squares, and no shift here ever sets one.
//!
//! ```
//! use fillscope_core::grid::{self, Grid};
//! // On 9x9, one step east of i1 (bit 8) must not wrap to a2 (bit 9).
//! assert_eq!(grid::east_one(1u128 << 8), 0);
//! assert_eq!(grid::east_one(1u128), 1 << 1); // a1 -> b1
//! assert_eq!(<u128 as Grid>::ALL.count_ones(), 81);
//! assert_eq!(<u64 as Grid>::LAST_FILE, 0x8080_8080_8080_8080);
//! ```

use alloc::borrow::Cow;
use core::fmt::Debug;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr};

use crate::trace::{Frame, Register, Role};
use crate::Bitboard;

/// An integer word holding one set of squares of a `WIDTH` x `HEIGHT`
/// board, and how a traced fill records such a word.
pub trait Grid:
    Copy
    + Eq
    + Debug
    + Default
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + BitOrAssign
    + BitAndAssign
{
    /// Files per rank.
    const WIDTH: u32;
    /// Ranks.
    const HEIGHT: u32;
    /// No square.
    const EMPTY: Self;
    /// Every square of the board (and no bit beyond it).
    const ALL: Self;
    /// The a-file.
    const FIRST_FILE: Self;
    /// The last file (h on 8x8, i on 9x9).
    const LAST_FILE: Self;
    /// The first rank.
    const FIRST_RANK: Self;
    /// The last rank (8 on 8x8, 9 on 9x9).
    const LAST_RANK: Self;

    /// A recorded frame of a fill on this board.
    type Frame;

    /// Number of squares in the set.
    fn count(self) -> u32;

    /// Builds a frame from named values, in order.
    fn frame(
        line: u16,
        caption: Cow<'static, str>,
        regs: impl Iterator<Item = (Cow<'static, str>, Self, Role)>,
    ) -> Self::Frame;
}

/// Implements [`Grid`] for an unsigned word and a board size; every mask
/// is computed from the size at compile time, not written out.
macro_rules! grid_word {
    ($word:ty, $width:expr, $height:expr, $frame:ty, $build:path) => {
        const _: () = assert!($width * $height <= <$word>::BITS);
        impl Grid for $word {
            const WIDTH: u32 = $width;
            const HEIGHT: u32 = $height;
            const EMPTY: $word = 0;
            const ALL: $word = if $width * $height == <$word>::BITS {
                !0
            } else {
                (1 << ($width * $height)) - 1
            };
            const FIRST_FILE: $word = {
                let (mut m, mut rank) = (0, 0);
                while rank < $height {
                    m |= 1 << (rank * $width);
                    rank += 1;
                }
                m
            };
            const LAST_FILE: $word = Self::FIRST_FILE << ($width - 1);
            const FIRST_RANK: $word = (1 << $width) - 1;
            const LAST_RANK: $word = Self::FIRST_RANK << ($width * ($height - 1));

            type Frame = $frame;

            #[inline]
            fn count(self) -> u32 {
                self.count_ones()
            }

            fn frame(
                line: u16,
                caption: Cow<'static, str>,
                regs: impl Iterator<Item = (Cow<'static, str>, Self, Role)>,
            ) -> Self::Frame {
                $build(line, caption, regs)
            }
        }
    };
}

/// Builds an 8x8 frame of [`Bitboard`] registers.
fn frame64(
    line: u16,
    caption: Cow<'static, str>,
    regs: impl Iterator<Item = (Cow<'static, str>, u64, Role)>,
) -> Frame {
    Frame {
        caption,
        line,
        registers: regs
            .map(|(n, v, r)| Register::new(n, Bitboard(v), r))
            .collect(),
    }
}

/// Builds a 9x9 frame of [`Board9`](crate::nine::Board9) registers.
fn frame128(
    line: u16,
    caption: Cow<'static, str>,
    regs: impl Iterator<Item = (Cow<'static, str>, u128, Role)>,
) -> crate::nine::Frame9 {
    crate::nine::Frame9 {
        caption,
        line,
        registers: regs
            .map(|(name, v, role)| crate::nine::Register9 {
                name,
                value: crate::nine::Board9(v),
                role,
            })
            .collect(),
    }
}

grid_word!(u64, 8, 8, Frame, frame64);
grid_word!(u128, 9, 9, crate::nine::Frame9, frame128);

/// One step north; what leaves the last rank is dropped.
#[inline]
#[must_use]
pub fn nort_one<W: Grid>(b: W) -> W {
    (b << W::WIDTH) & W::ALL
}

/// One step south.
#[inline]
#[must_use]
pub fn sout_one<W: Grid>(b: W) -> W {
    (b & W::ALL) >> W::WIDTH
}

/// One step east, dropping what would wrap onto the a-file of the next rank.
#[inline]
#[must_use]
pub fn east_one<W: Grid>(b: W) -> W {
    (b << 1) & W::ALL & !W::FIRST_FILE
}

/// One step west, dropping what would wrap onto the last file of the rank below.
#[inline]
#[must_use]
pub fn west_one<W: Grid>(b: W) -> W {
    ((b & W::ALL) >> 1) & !W::LAST_FILE
}

/// The connection masks `[N, E, S, W]` of walls `north` (a bit on `s`: a
/// wall between `s` and the square north of it) and `east` (between `s` and
/// the square east of it): the squares from which one step in that
/// direction stays on the board, crosses no wall and lands on `open`.
#[inline]
#[must_use]
pub fn con<W: Grid>(north: W, east: W, open: W) -> [W; 4] {
    [
        !north & sout_one(open) & !W::LAST_RANK,
        !east & west_one(open) & !W::LAST_FILE,
        !nort_one(north) & nort_one(open) & !W::FIRST_RANK,
        !east_one(east) & east_one(open) & !W::FIRST_FILE,
    ]
}

/// One BFS step from `cur` through the connection masks `con` (see
/// [`con`]): four and-shift pairs. The masks keep every shifted bit on the
/// board, so no step wraps or leaves it.
#[inline]
#[must_use]
pub fn step<W: Grid>(cur: W, con: &[W; 4]) -> W {
    (cur & con[0]) << W::WIDTH
        | (cur & con[1]) << 1
        | (cur & con[2]) >> W::WIDTH
        | (cur & con[3]) >> 1
}

/// Receives the frames of a fill on board `W` as it runs: the 8x8 fills
/// take any [`Tracer`](crate::Tracer), the 9x9 fills
/// [`NoTrace`](crate::NoTrace) or a [`Recorder9`](crate::nine::Recorder9).
pub trait GridTracer<W: Grid> {
    /// Whether frames are wanted at all.
    const ENABLED: bool;
    /// Offers a frame; `make` is only called when [`GridTracer::ENABLED`].
    fn frame(&mut self, make: impl FnOnce() -> W::Frame);
}

impl<T: crate::Tracer> GridTracer<u64> for T {
    const ENABLED: bool = T::ENABLED;
    #[inline(always)]
    fn frame(&mut self, make: impl FnOnce() -> Frame) {
        crate::Tracer::frame(self, make);
    }
}

impl GridTracer<u128> for crate::NoTrace {
    const ENABLED: bool = false;
    #[inline(always)]
    fn frame(&mut self, _make: impl FnOnce() -> crate::nine::Frame9) {}
}

/// The squares in at least one, and in at least two, of `sets`.
pub(crate) fn at_least<W: Grid>(sets: impl Iterator<Item = W>) -> (W, W) {
    let (mut once, mut twice) = (W::EMPTY, W::EMPTY);
    for s in sets {
        twice |= once & s;
        once |= s;
    }
    (once, twice)
}

/// Whether squares `a` and `b` (indices on a `W` board) are orthogonal
/// neighbours, and if so the lower one and whether the pair is vertical:
/// the wall between them is then the lower square's bit of the north (or
/// east) wall set.
#[must_use]
pub fn wall_slot<W: Grid>(a: u8, b: u8) -> Option<(u8, bool)> {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    let w = W::WIDTH as u8;
    match hi - lo {
        d if u32::from(d) == W::WIDTH && u32::from(hi) < W::WIDTH * W::HEIGHT => Some((lo, true)),
        1 if lo / w == hi / w => Some((lo, false)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_by_eight_masks_are_the_bitboard_constants() {
        assert_eq!(<u64 as Grid>::FIRST_FILE, Bitboard::FILE_A.0);
        assert_eq!(<u64 as Grid>::LAST_FILE, Bitboard::FILE_H.0);
        assert_eq!(<u64 as Grid>::FIRST_RANK, Bitboard::RANK_1.0);
        assert_eq!(<u64 as Grid>::LAST_RANK, Bitboard::RANK_8.0);
        assert_eq!(<u64 as Grid>::ALL, Bitboard::ALL.0);
    }

    #[test]
    fn nine_by_nine_masks_hold_the_right_squares() {
        // Square by square: file = bit % 9, rank = bit / 9.
        for bit in 0..128u32 {
            let on = |m: u128| m >> bit & 1 == 1;
            let sq = bit < 81;
            assert_eq!(on(<u128 as Grid>::ALL), sq, "bit {bit}");
            assert_eq!(on(<u128 as Grid>::FIRST_FILE), sq && bit % 9 == 0);
            assert_eq!(on(<u128 as Grid>::LAST_FILE), sq && bit % 9 == 8);
            assert_eq!(on(<u128 as Grid>::FIRST_RANK), sq && bit / 9 == 0);
            assert_eq!(on(<u128 as Grid>::LAST_RANK), sq && bit / 9 == 8);
        }
    }

    #[test]
    fn shifts_match_coordinates_on_both_boards() {
        fn check<W: Grid + From<u8>>(bits: u32) {
            let one = W::from(1u8);
            let w = W::WIDTH;
            for bit in 0..bits {
                let (f, r) = (bit % w, bit / w);
                let b = one << bit;
                let at = |ok: bool, to: u32| if ok { one << to } else { W::EMPTY };
                let on = r < W::HEIGHT;
                assert_eq!(nort_one(b), at(on && r + 1 < W::HEIGHT, bit + w));
                assert_eq!(sout_one(b), at(on && r > 0, bit.wrapping_sub(w)));
                assert_eq!(east_one(b), at(on && f + 1 < w, bit + 1));
                assert_eq!(west_one(b), at(on && f > 0, bit.wrapping_sub(1)));
            }
        }
        check::<u64>(64);
        check::<u128>(128);
    }

    #[test]
    fn wall_slots_pair_only_orthogonal_neighbours() {
        assert_eq!(wall_slot::<u128>(8, 9), None); // i1-a2 on 9x9
        assert_eq!(wall_slot::<u128>(8, 17), Some((8, true))); // i1-i2
        assert_eq!(wall_slot::<u128>(7, 8), Some((7, false))); // h1-i1
        assert_eq!(wall_slot::<u64>(7, 8), None); // h1-a2 on 8x8
        assert_eq!(wall_slot::<u64>(0, 9), None);
    }
}
