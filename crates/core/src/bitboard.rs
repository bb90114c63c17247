//! The [`Bitboard`] newtype: a set of squares with set vocabulary.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};

use crate::Square;

/// A set of squares, one bit per square, little-endian rank-file
/// (a1 = bit 0, h1 = bit 7, a8 = bit 56, h8 = bit 63).
///
/// `Display` draws the board as the seeds do (rank 8 on top, `1` and `.`);
/// `{:#x}`-style hex goes through [`Bitboard::hex`].
///
/// ```
/// use fillscope_core::{Bitboard, Square};
/// let b = Square::A1 | Square::H8;
/// assert!(b.contains(Square::A1));
/// assert_eq!(b.count(), 2);
/// assert_eq!(b.hex(), "0x8000000000000001");
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 64 squares.
    pub const ALL: Bitboard = Bitboard(!0);
    /// The a-file.
    ///
    /// ```
    /// # use fillscope_core::Bitboard;
    /// assert_eq!(Bitboard::FILE_A.to_string().lines().next(), Some("1 . . . . . . ."));
    /// ```
    pub const FILE_A: Bitboard = Bitboard(0x0101_0101_0101_0101);
    /// The h-file.
    pub const FILE_H: Bitboard = Bitboard(0x8080_8080_8080_8080);
    /// Every square but the a-file: the wrap guard for eastward shifts.
    pub const NOT_A: Bitboard = Bitboard(!Self::FILE_A.0);
    /// Every square but the h-file: the wrap guard for westward shifts.
    pub const NOT_H: Bitboard = Bitboard(!Self::FILE_H.0);
    /// The first rank.
    pub const RANK_1: Bitboard = Bitboard(0x0000_0000_0000_00ff);
    /// The eighth rank.
    pub const RANK_8: Bitboard = Bitboard(0xff00_0000_0000_0000);

    /// The set holding only `sq`.
    #[inline]
    #[must_use]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }
    /// Whether `sq` is in the set.
    #[inline]
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }
    /// The set with `sq` added.
    #[inline]
    #[must_use]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1 << sq.index())
    }
    /// The set with `sq` removed.
    #[inline]
    #[must_use]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }
    /// The set with `sq` flipped.
    #[inline]
    #[must_use]
    pub const fn toggled(self, sq: Square) -> Bitboard {
        Bitboard(self.0 ^ 1 << sq.index())
    }
    /// Adds `sq`.
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        *self = self.with(sq);
    }
    /// Removes `sq`.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        *self = self.without(sq);
    }
    /// Squares in both sets.
    #[inline]
    #[must_use]
    pub const fn intersect(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }
    /// Squares in either set.
    #[inline]
    #[must_use]
    pub const fn union(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }
    /// Squares of `self` not in `other` (`self & !other`).
    #[inline]
    #[must_use]
    pub const fn minus(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & !other.0)
    }
    /// No square at all.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Whether the two sets share a square.
    #[inline]
    #[must_use]
    pub const fn intersects(self, other: Bitboard) -> bool {
        self.0 & other.0 != 0
    }
    /// Whether every square of `self` is in `other`.
    #[inline]
    #[must_use]
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }
    /// Number of squares.
    #[inline]
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// The lowest square, if any.
    #[inline]
    #[must_use]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(self.0.trailing_zeros() as u8))
        }
    }
    /// The squares, a1 first.
    #[must_use]
    pub fn squares(self) -> Squares {
        Squares(self.0)
    }
    /// `0x` and 16 lowercase hex digits, the form traces and the CLI use.
    #[must_use]
    pub fn hex(self) -> alloc::string::String {
        alloc::format!("0x{:016x}", self.0)
    }

    /// One step north (`<< 8`); nothing wraps.
    #[inline]
    #[must_use]
    pub const fn nort_one(self) -> Bitboard {
        Bitboard(self.0 << 8)
    }
    /// One step south (`>> 8`).
    #[inline]
    #[must_use]
    pub const fn sout_one(self) -> Bitboard {
        Bitboard(self.0 >> 8)
    }
    /// One step east (`<< 1`), dropping what would wrap onto the a-file.
    #[inline]
    #[must_use]
    pub const fn east_one(self) -> Bitboard {
        Bitboard((self.0 << 1) & Self::NOT_A.0)
    }
    /// One step west (`>> 1`), dropping what would wrap onto the h-file.
    #[inline]
    #[must_use]
    pub const fn west_one(self) -> Bitboard {
        Bitboard((self.0 >> 1) & Self::NOT_H.0)
    }
    /// One step north-east (`<< 9`).
    #[inline]
    #[must_use]
    pub const fn no_ea_one(self) -> Bitboard {
        Bitboard((self.0 << 9) & Self::NOT_A.0)
    }
    /// One step north-west (`<< 7`).
    #[inline]
    #[must_use]
    pub const fn no_we_one(self) -> Bitboard {
        Bitboard((self.0 << 7) & Self::NOT_H.0)
    }
    /// One step south-east (`>> 7`).
    #[inline]
    #[must_use]
    pub const fn so_ea_one(self) -> Bitboard {
        Bitboard((self.0 >> 7) & Self::NOT_A.0)
    }
    /// One step south-west (`>> 9`).
    #[inline]
    #[must_use]
    pub const fn so_we_one(self) -> Bitboard {
        Bitboard((self.0 >> 9) & Self::NOT_H.0)
    }
}

/// Iterator over the squares of a [`Bitboard`], a1 first.
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Square::from_index_unchecked(i))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl From<Square> for Bitboard {
    fn from(sq: Square) -> Self {
        Bitboard::from_square(sq)
    }
}

impl From<u64> for Bitboard {
    fn from(v: u64) -> Self {
        Bitboard(v)
    }
}

impl From<Bitboard> for u64 {
    fn from(b: Bitboard) -> Self {
        b.0
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $tr<Square> for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Square) -> Bitboard {
                Bitboard(self.0 $op Bitboard::from_square(rhs).0)
            }
        }
        impl $tr<Square> for Square {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Square) -> Bitboard {
                Bitboard(Bitboard::from_square(self).0 $op Bitboard::from_square(rhs).0)
            }
        }
    };
}
binop!(BitAnd, bitand, &);
binop!(BitOr, bitor, |);
binop!(BitXor, bitxor, ^);

impl Sub for Bitboard {
    type Output = Bitboard;
    /// Set difference: `self & !rhs`.
    #[inline]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        self.minus(rhs)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, rhs: Bitboard) {
        self.0 |= rhs.0;
    }
}

impl BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, rhs: Bitboard) {
        self.0 &= rhs.0;
    }
}

impl fmt::Display for Bitboard {
    /// Eight rows, rank 8 on top, `1` for a member and `.` otherwise.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                if file > 0 {
                    f.write_str(" ")?;
                }
                let bit = self.0 >> (rank * 8 + file) & 1;
                f.write_str(if bit == 1 { "1" } else { "." })?;
            }
            if rank > 0 {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Bitboard {
    /// `{:?}` is the hex value; `{:#?}` draws the board as a pasteable
    /// [`bitboard!`](crate::bitboard) literal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.write_str("bitboard! {\n")?;
            for rank in (0..8).rev() {
                f.write_str("    ")?;
                for file in 0..8 {
                    if file > 0 {
                        f.write_str(" ")?;
                    }
                    let bit = self.0 >> (rank * 8 + file) & 1;
                    f.write_str(if bit == 1 { "X" } else { "." })?;
                }
                f.write_str("\n")?;
            }
            f.write_str("}")
        } else {
            write!(f, "Bitboard(0x{:016x})", self.0)
        }
    }
}

/// Builds a [`Bitboard`] from a picture: eight rows of `X` (member) and `.`,
/// rank 8 first, as the seeds draw boards.
///
/// ```
/// use fillscope_core::{bitboard, Bitboard, Square};
/// let b = bitboard! {
///     . . . . . . . X
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . . . . . . .
/// };
/// assert_eq!(b, Square::A1 | Square::H8);
/// ```
#[macro_export]
macro_rules! bitboard {
    ($($t:tt)*) => {{
        let cells: &[&str] = &[$(stringify!($t)),*];
        $crate::Bitboard::from_picture(cells)
    }};
}

impl Bitboard {
    /// Used by [`bitboard!`](crate::bitboard): 64 cells, rank 8 first, each
    /// `"X"` or `"."`. Panics on anything else (it is for tests and docs).
    #[must_use]
    pub fn from_picture(cells: &[&str]) -> Bitboard {
        assert_eq!(cells.len(), 64, "a board picture needs 64 cells");
        let mut b = 0u64;
        for (i, c) in cells.iter().enumerate() {
            let (rank, file) = (7 - i / 8, i % 8);
            match *c {
                "X" | "1" => b |= 1 << (rank * 8 + file),
                "." => {}
                other => panic!("bad cell {other:?} in board picture"),
            }
        }
        Bitboard(b)
    }
}

#[cfg(feature = "serde")]
mod serde_impl {
    use super::Bitboard;
    use serde::de::{Error, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    impl Serialize for Bitboard {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.collect_str(&format_args!("0x{:016x}", self.0))
        }
    }

    struct HexVisitor;

    impl Visitor<'_> for HexVisitor {
        type Value = Bitboard;
        fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            f.write_str("a bitboard as \"0x\" and 16 hex digits")
        }
        fn visit_str<E: Error>(self, v: &str) -> Result<Bitboard, E> {
            let digits = v
                .strip_prefix("0x")
                .filter(|d| d.len() == 16 && d.bytes().all(|c| c.is_ascii_hexdigit()))
                .ok_or_else(|| E::custom("expected \"0x\" and 16 hex digits"))?;
            u64::from_str_radix(digits, 16)
                .map(Bitboard)
                .map_err(|_| E::custom("expected \"0x\" and 16 hex digits"))
        }
    }

    impl<'de> Deserialize<'de> for Bitboard {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Bitboard, D::Error> {
            d.deserialize_str(HexVisitor)
        }
    }
}
