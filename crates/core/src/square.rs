//! [`Square`]: one of the 64 squares, a1 = 0 ... h8 = 63.

use core::fmt;
use core::str::FromStr;

/// A square of the board; index `rank * 8 + file` (a1 = 0, h1 = 7, h8 = 63).
///
/// ```
/// use fillscope_core::Square;
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(e4, Square::E4);
/// assert_eq!(e4.index(), 28);
/// assert_eq!(e4.to_string(), "e4");
/// assert_eq!(e4.try_offset(4, 0), None); // off the h-file edge
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

macro_rules! squares {
    ($($name:ident = $i:expr),* $(,)?) => {
        impl Square {
            $(
                #[doc = concat!("The square ", stringify!($name), ".")]
                pub const $name: Square = Square($i);
            )*
        }
    };
}

squares! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}

impl Square {
    /// The square with this index, if it is below 64.
    #[inline]
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }
    /// For indexes already known to be below 64.
    #[inline]
    #[must_use]
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        Square(index & 63)
    }
    /// The square on `file` (0 = a) and `rank` (0 = first rank), if both are below 8.
    #[inline]
    #[must_use]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }
    /// 0 for a1 ... 63 for h8.
    #[inline]
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }
    /// 0 for the a-file ... 7 for the h-file.
    #[inline]
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }
    /// 0 for the first rank ... 7 for the eighth.
    #[inline]
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }
    /// The square `df` files east and `dr` ranks north, if it is on the board.
    #[must_use]
    pub const fn try_offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }
    /// The square's name, such as `"e4"`, without formatting or allocation.
    ///
    /// ```
    /// use fillscope_core::Square;
    /// assert_eq!(Square::A1.name(), "a1");
    /// assert_eq!(Square::H8.name(), "h8");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        const NAMES: &str = "a1b1c1d1e1f1g1h1a2b2c2d2e2f2g2h2a3b3c3d3e3f3g3h3a4b4c4d4e4f4g4h4\
                             a5b5c5d5e5f5g5h5a6b6c6d6e6f6g6h6a7b7c7d7e7f7g7h7a8b8c8d8e8f8g8h8";
        let i = usize::from(self.0 & 63) * 2;
        NAMES.get(i..i + 2).unwrap_or("")
    }
    /// All 64 squares, a1 first.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0..64u8).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Text that is not a square name such as `e4`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected a square: a file a-h then a rank 1-8, e.g. e4")
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;
    /// Case-insensitive: `e4` and `E4` both work.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        match s.as_bytes() {
            [f, r] => {
                let f = f.to_ascii_lowercase();
                if (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(r) {
                    Ok(Square((r - b'1') * 8 + (f - b'a')))
                } else {
                    Err(ParseSquareError)
                }
            }
            _ => Err(ParseSquareError),
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let s = <alloc::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::Square;

    #[test]
    fn names_are_file_letter_then_rank_digit() {
        for sq in Square::all() {
            let name = sq.name().as_bytes();
            assert_eq!(name.len(), 2, "{sq:?}");
            assert_eq!(name[0], b'a' + sq.file());
            assert_eq!(name[1], b'1' + sq.rank());
            assert_eq!(sq.name().parse::<Square>(), Ok(sq));
        }
    }
}
