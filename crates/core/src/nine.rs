//! The 9x9 Great Escape board: 81 squares a1 to i9 in one `u128`,
//! `bit = file + 9 * rank` (a1 = bit 0, i1 = bit 8, a2 = bit 9, i9 = bit 80),
//! with the bit-shift BFS and Voronoi partitions of [`crate::bfs`] run on
//! it. The fills are the same generic code as on 8x8 (see [`crate::grid`]);
//! this module gives them 9x9 types: [`Board9`], [`Square9`], [`Walls9`],
//! and traces whose registers hold 128-bit values ([`Trace9`]).
//!
//! ```
//! use fillscope_core::nine::{self, Board9, Square9, Walls9};
//! let (a1, i9): (Square9, Square9) = ("a1".parse().unwrap(), "i9".parse().unwrap());
//! assert_eq!(i9.index(), 80);
//! let l = nine::bfs(a1.into(), Board9::ALL, Walls9::NONE, i9.into());
//! assert_eq!(l.target_dist, Some(16)); // 8 files east and 8 ranks north
//! // i9 is bit 80: hex digit 20 from the right, of 32.
//! assert_eq!(Board9::from(i9).hex(), format!("0x{}1{}", "0".repeat(11), "0".repeat(20)));
//! ```

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};
use core::str::FromStr;

use crate::bfs::{bfs_grid, voronoi_grid, voronoi_sides_grid};
use crate::grid::{self, Grid, GridTracer};
use crate::trace::Role;

/// Files (and ranks) of the board.
pub const SIZE: u8 = 9;
/// Squares of the board.
pub const SQUARES: u8 = SIZE * SIZE;

/// A square of the 9x9 board; index `rank * 9 + file` (a1 = 0, i1 = 8,
/// a2 = 9, i9 = 80).
///
/// ```
/// use fillscope_core::nine::Square9;
/// let e5: Square9 = "e5".parse().unwrap();
/// assert_eq!((e5.file(), e5.rank(), e5.index()), (4, 4, 40));
/// assert_eq!(e5.to_string(), "e5");
/// assert!("j1".parse::<Square9>().is_err());
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square9(u8);

impl Square9 {
    /// The square with this index, if it is below 81.
    #[must_use]
    pub const fn new(index: u8) -> Option<Square9> {
        if index < SQUARES {
            Some(Square9(index))
        } else {
            None
        }
    }
    /// The square on `file` (0 = a) and `rank` (0 = first rank), if both are below 9.
    #[must_use]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square9> {
        if file < SIZE && rank < SIZE {
            Some(Square9(rank * SIZE + file))
        } else {
            None
        }
    }
    /// 0 for a1 ... 80 for i9.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }
    /// 0 for the a-file ... 8 for the i-file.
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % SIZE
    }
    /// 0 for the first rank ... 8 for the ninth.
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / SIZE
    }
    /// The square `df` files east and `dr` ranks north, if it is on the
    /// board (worked out on coordinates, never on bit indices).
    #[must_use]
    pub const fn try_offset(self, df: i8, dr: i8) -> Option<Square9> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < SIZE as i8 && r >= 0 && r < SIZE as i8 {
            Some(Square9((r * SIZE as i8 + f) as u8))
        } else {
            None
        }
    }
    /// All 81 squares, a1 first.
    pub fn all() -> impl DoubleEndedIterator<Item = Square9> + ExactSizeIterator {
        (0..SQUARES).map(Square9)
    }
}

impl fmt::Display for Square9 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        f.write_char(char::from(b'a' + self.file()))?;
        f.write_char(char::from(b'1' + self.rank()))
    }
}

impl fmt::Debug for Square9 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Text that is not a 9x9 square name such as `e5`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquare9Error;

impl fmt::Display for ParseSquare9Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected a 9x9 square: a file a-i then a rank 1-9, e.g. e5")
    }
}

impl FromStr for Square9 {
    type Err = ParseSquare9Error;
    /// Case-insensitive: `e5` and `E5` both work.
    fn from_str(s: &str) -> Result<Square9, ParseSquare9Error> {
        match s.as_bytes() {
            [f, r] => {
                let f = f.to_ascii_lowercase();
                if (b'a'..=b'i').contains(&f) && (b'1'..=b'9').contains(r) {
                    Ok(Square9((r - b'1') * SIZE + (f - b'a')))
                } else {
                    Err(ParseSquare9Error)
                }
            }
            _ => Err(ParseSquare9Error),
        }
    }
}

/// A set of 9x9 squares, one bit per square (a1 = bit 0, i9 = bit 80).
/// Bits 81 to 127 are never squares: [`Board9::ALL`] and `!` leave them
/// clear, and [`Board9::from_bits`] refuses them.
///
/// ```
/// use fillscope_core::nine::{Board9, Square9};
/// let corners: Board9 = ["a1", "i1", "a9", "i9"].iter().map(|s| s.parse::<Square9>().unwrap()).collect();
/// assert_eq!(corners.count(), 4);
/// assert_eq!((!corners).count(), 77);
/// assert_eq!(Board9::from_bits(1 << 81), None);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Board9(pub u128);

impl Board9 {
    /// No squares.
    pub const EMPTY: Board9 = Board9(0);
    /// All 81 squares.
    pub const ALL: Board9 = Board9(<u128 as Grid>::ALL);

    /// The set of these bits, if none is at 81 or above.
    #[must_use]
    pub const fn from_bits(bits: u128) -> Option<Board9> {
        if bits & !Self::ALL.0 == 0 {
            Some(Board9(bits))
        } else {
            None
        }
    }
    /// The set holding only `sq`.
    #[must_use]
    pub const fn from_square(sq: Square9) -> Board9 {
        Board9(1 << sq.index())
    }
    /// Whether `sq` is in the set.
    #[must_use]
    pub const fn contains(self, sq: Square9) -> bool {
        self.0 >> sq.index() & 1 == 1
    }
    /// The set with `sq` added.
    #[must_use]
    pub const fn with(self, sq: Square9) -> Board9 {
        Board9(self.0 | 1 << sq.index())
    }
    /// Adds `sq`.
    pub fn insert(&mut self, sq: Square9) {
        *self = self.with(sq);
    }
    /// The set with `sq` flipped.
    #[must_use]
    pub const fn toggled(self, sq: Square9) -> Board9 {
        Board9(self.0 ^ 1 << sq.index())
    }
    /// No square at all.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Whether the two sets share a square.
    #[must_use]
    pub const fn intersects(self, other: Board9) -> bool {
        self.0 & other.0 != 0
    }
    /// Number of squares.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// The squares, a1 first (bits beyond the board are skipped).
    pub fn squares(self) -> impl Iterator<Item = Square9> {
        Square9::all().filter(move |&s| self.contains(s))
    }
    /// `0x` and 32 lowercase hex digits, the form traces and the CLI use
    /// for 9x9 sets.
    #[must_use]
    pub fn hex(self) -> String {
        alloc::format!("0x{:032x}", self.0)
    }
}

impl From<Square9> for Board9 {
    fn from(sq: Square9) -> Self {
        Board9::from_square(sq)
    }
}

impl FromIterator<Square9> for Board9 {
    fn from_iter<I: IntoIterator<Item = Square9>>(iter: I) -> Self {
        iter.into_iter().fold(Board9::EMPTY, Board9::with)
    }
}

macro_rules! board9_binop {
    ($tr:ident, $f:ident, $op:tt) => {
        impl $tr for Board9 {
            type Output = Board9;
            #[inline]
            fn $f(self, rhs: Board9) -> Board9 {
                Board9(self.0 $op rhs.0)
            }
        }
    };
}
board9_binop!(BitAnd, bitand, &);
board9_binop!(BitOr, bitor, |);
board9_binop!(BitXor, bitxor, ^);

impl Sub for Board9 {
    type Output = Board9;
    /// Set difference: `self & !rhs`.
    #[inline]
    fn sub(self, rhs: Board9) -> Board9 {
        Board9(self.0 & !rhs.0)
    }
}

impl Not for Board9 {
    type Output = Board9;
    /// The complement on the board: bits 81 and above stay clear.
    #[inline]
    fn not(self) -> Board9 {
        Board9(!self.0 & Board9::ALL.0)
    }
}

impl BitOrAssign for Board9 {
    #[inline]
    fn bitor_assign(&mut self, rhs: Board9) {
        self.0 |= rhs.0;
    }
}

impl BitAndAssign for Board9 {
    #[inline]
    fn bitand_assign(&mut self, rhs: Board9) {
        self.0 &= rhs.0;
    }
}

impl fmt::Display for Board9 {
    /// Nine rows, rank 9 on top, `1` for a member and `.` otherwise.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..SIZE).rev() {
            for file in 0..SIZE {
                if file > 0 {
                    f.write_str(" ")?;
                }
                let bit = self.0 >> (rank * SIZE + file) & 1;
                f.write_str(if bit == 1 { "1" } else { "." })?;
            }
            if rank > 0 {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Board9 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board9(0x{:032x})", self.0)
    }
}

#[cfg(feature = "serde")]
mod serde_impl {
    use super::Board9;
    use serde::de::{Error, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    impl Serialize for Board9 {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.collect_str(&format_args!("0x{:032x}", self.0))
        }
    }

    struct HexVisitor;

    const EXPECTED: &str = "\"0x\" and 32 hex digits, no bit above 80";

    impl Visitor<'_> for HexVisitor {
        type Value = Board9;
        fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            f.write_str("a 9x9 set as ")?;
            f.write_str(EXPECTED)
        }
        fn visit_str<E: Error>(self, v: &str) -> Result<Board9, E> {
            v.strip_prefix("0x")
                .filter(|d| d.len() == 32 && d.bytes().all(|c| c.is_ascii_hexdigit()))
                .and_then(|d| u128::from_str_radix(d, 16).ok())
                .and_then(Board9::from_bits)
                .ok_or_else(|| E::custom(EXPECTED))
        }
    }

    impl<'de> Deserialize<'de> for Board9 {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Board9, D::Error> {
            d.deserialize_str(HexVisitor)
        }
    }
}

/// Walls between neighbouring 9x9 squares, as [`crate::bfs::Walls`] on 8x8.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Walls9 {
    /// A bit on square `s` is a wall between `s` and the square north of it.
    pub north: Board9,
    /// A bit on square `s` is a wall between `s` and the square east of it.
    pub east: Board9,
}

impl Walls9 {
    /// No walls.
    pub const NONE: Walls9 = Walls9 {
        north: Board9::EMPTY,
        east: Board9::EMPTY,
    };

    /// Whether a wall separates `a` and `b` (which must be orthogonal
    /// neighbours; for other pairs the answer is `false`).
    #[must_use]
    pub fn between(&self, a: Square9, b: Square9) -> bool {
        match grid::wall_slot::<u128>(a.index(), b.index()) {
            Some((lo, true)) => self.north.0 >> lo & 1 == 1,
            Some((lo, false)) => self.east.0 >> lo & 1 == 1,
            None => false,
        }
    }

    /// Adds or removes the wall between two orthogonal neighbours.
    /// Returns `false` (and changes nothing) when they are not neighbours.
    pub fn toggle(&mut self, a: Square9, b: Square9) -> bool {
        match grid::wall_slot::<u128>(a.index(), b.index()) {
            Some((lo, true)) => self.north.0 ^= 1 << lo,
            Some((lo, false)) => self.east.0 ^= 1 << lo,
            None => return false,
        }
        true
    }

    /// Drops wall bits that stand on a board edge (north of rank 9, east
    /// of the i-file) or beyond the board, which separate nothing.
    #[must_use]
    pub fn normalized(self) -> Walls9 {
        Walls9 {
            north: Board9(self.north.0 & Board9::ALL.0 & !<u128 as Grid>::LAST_RANK),
            east: Board9(self.east.0 & Board9::ALL.0 & !<u128 as Grid>::LAST_FILE),
        }
    }

    /// The connection masks `[N, E, S, W]` (see [`crate::bfs::Walls::con`]).
    #[must_use]
    pub fn con(&self, open: Board9) -> [Board9; 4] {
        self.words(open).map(Board9)
    }

    fn words(&self, open: Board9) -> [u128; 4] {
        grid::con(self.north.0, self.east.0, open.0)
    }
}

/// One named 128-bit value of a 9x9 trace (as [`crate::Register`] on 8x8).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Register9 {
    /// The variable's name, as in the listing.
    pub name: Cow<'static, str>,
    /// Its value.
    pub value: Board9,
    /// How to draw it.
    pub role: Role,
}

/// One step of a 9x9 fill (as [`crate::Frame`] on 8x8).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Frame9 {
    /// What happened, in one sentence.
    pub caption: Cow<'static, str>,
    /// The executing line of the algorithm's listing, 1-based.
    pub line: u16,
    /// Every named value at this moment, in listing order.
    pub registers: Vec<Register9>,
}

impl Frame9 {
    /// The value of the register called `name`, if the frame has one.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<Board9> {
        self.registers
            .iter()
            .find(|r| r.name == name)
            .map(|r| r.value)
    }
}

/// How a traced 9x9 run ended (as [`crate::trace::Outcome`] on 8x8).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "kind"))]
pub enum Outcome9 {
    /// The routine returned this integer (the BFS distance or layer count).
    Returned {
        /// The return value.
        value: u32,
    },
    /// The routine returned this set (Voronoi: side A's region).
    Bitboard {
        /// The return value.
        value: Board9,
    },
    /// The routine returned a yes/no answer (the user's code, `fillscope
    /// run --trace`).
    Bool {
        /// The return value.
        value: bool,
    },
    /// The routine never returns, as
    /// [`crate::trace::Outcome::NeverTerminates`].
    NeverTerminates {
        /// The earlier iteration whose state comes back.
        first_seen: u32,
        /// The iteration where it came back.
        repeat_at: u32,
    },
    /// The user's code stopped before it returned, as
    /// [`crate::trace::Outcome::Stopped`].
    Stopped {
        /// Why: `undefined`, `limit`, `loop` or `max-steps`.
        reason: Cow<'static, str>,
        /// The line it stopped at.
        line: u32,
        /// What happened, in words.
        message: Cow<'static, str>,
    },
}

/// A recorded 9x9 run: `board` is always `"9x9"`, then the algorithm, its
/// frames and how it ended, as in an 8x8 [`crate::Trace`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Trace9 {
    /// The board size, `"9x9"`, so a reader can tell 128-bit traces apart.
    pub board: Cow<'static, str>,
    /// The algorithm id, a key of [`crate::code::listing`].
    pub algorithm: Cow<'static, str>,
    /// The frames, in order.
    pub frames: Vec<Frame9>,
    /// How the routine ended.
    pub outcome: Outcome9,
}

/// The `board` of every [`Trace9`].
pub const BOARD: &str = "9x9";

/// Collects every frame of a 9x9 fill.
#[derive(Clone, Debug, Default)]
pub struct Recorder9 {
    /// The frames so far.
    pub frames: Vec<Frame9>,
}

impl GridTracer<u128> for Recorder9 {
    const ENABLED: bool = true;
    fn frame(&mut self, make: impl FnOnce() -> Frame9) {
        self.frames.push(make());
    }
}

impl Recorder9 {
    /// Wraps the frames into a [`Trace9`].
    #[must_use]
    pub fn finish(self, algorithm: &'static str, outcome: Outcome9) -> Trace9 {
        Trace9 {
            board: Cow::Borrowed(BOARD),
            algorithm: algorithm.into(),
            frames: self.frames,
            outcome,
        }
    }
}

/// What a 9x9 BFS found (as [`crate::bfs::Layers`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layers9 {
    /// `layers[k]`: the squares first reached after `k` steps.
    pub layers: Vec<Board9>,
    /// Every square reached.
    pub visits: Board9,
    /// Steps to the nearest target square, if one was reached.
    pub target_dist: Option<u32>,
}

impl Layers9 {
    /// What the routine returns: the distance to the nearest target, or
    /// the number of layers when no target was reached.
    #[must_use]
    pub fn outcome(&self) -> Outcome9 {
        Outcome9::Returned {
            value: self.target_dist.unwrap_or(self.layers.len() as u32),
        }
    }
}

/// Bit-shift BFS on the 9x9 board, generic over the tracer: the same code
/// as [`crate::bfs::bfs_with`]. Bits of the inputs beyond the board are
/// ignored.
pub fn bfs_with<T: GridTracer<u128>>(
    start: Board9,
    open: Board9,
    walls: Walls9,
    target: Board9,
    t: &mut T,
) -> Layers9 {
    let r = bfs_grid(start.0, open.0, walls.words(open), target.0, t);
    Layers9 {
        layers: r.layers.into_iter().map(Board9).collect(),
        visits: Board9(r.visits),
        target_dist: r.target_dist,
    }
}

/// Bit-shift BFS on 9x9, untraced.
#[must_use]
pub fn bfs(start: Board9, open: Board9, walls: Walls9, target: Board9) -> Layers9 {
    bfs_with(start, open, walls, target, &mut crate::NoTrace)
}

/// Bit-shift BFS on 9x9, traced.
#[must_use]
pub fn bfs_traced(start: Board9, open: Board9, walls: Walls9, target: Board9) -> (Layers9, Trace9) {
    let mut rec = Recorder9::default();
    let r = bfs_with(start, open, walls, target, &mut rec);
    let outcome = r.outcome();
    (r, rec.finish("bfs", outcome))
}

/// A two-side 9x9 Voronoi partition (as [`crate::bfs::Voronoi`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Voronoi9 {
    /// Squares side A reaches strictly first.
    pub a: Board9,
    /// Squares side B reaches strictly first.
    pub b: Board9,
    /// Squares both reach after the same number of steps.
    pub ties: Board9,
}

/// Voronoi partition between `a` and `b` on 9x9, generic over the tracer:
/// the same code as [`crate::bfs::voronoi_with`].
pub fn voronoi_with<T: GridTracer<u128>>(
    a: Board9,
    b: Board9,
    open: Board9,
    walls: Walls9,
    t: &mut T,
) -> Voronoi9 {
    let (a, b, ties) = voronoi_grid(a.0, b.0, open.0, walls.words(open), t);
    Voronoi9 {
        a: Board9(a),
        b: Board9(b),
        ties: Board9(ties),
    }
}

/// Voronoi partition on 9x9, untraced.
#[must_use]
pub fn voronoi(a: Board9, b: Board9, open: Board9, walls: Walls9) -> Voronoi9 {
    voronoi_with(a, b, open, walls, &mut crate::NoTrace)
}

/// Voronoi partition on 9x9, traced.
#[must_use]
pub fn voronoi_traced(a: Board9, b: Board9, open: Board9, walls: Walls9) -> (Voronoi9, Trace9) {
    let mut rec = Recorder9::default();
    let r = voronoi_with(a, b, open, walls, &mut rec);
    (r, rec.finish("voronoi", Outcome9::Bitboard { value: r.a }))
}

/// A 9x9 Voronoi partition between any number of sides (as
/// [`crate::bfs::VoronoiSides`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VoronoiSides9 {
    /// `sides[i]`: the squares side `i` reaches in strictly fewer steps
    /// than every other side.
    pub sides: Vec<Board9>,
    /// Squares whose fewest steps are shared by two sides or more.
    pub ties: Board9,
}

/// Voronoi partition between `sides` on 9x9, untraced: the same code as
/// [`crate::bfs::voronoi_sides`].
#[must_use]
pub fn voronoi_sides(sides: &[Board9], open: Board9, walls: Walls9) -> VoronoiSides9 {
    voronoi_sides_with(sides, open, walls, &mut crate::NoTrace)
}

/// [`voronoi_sides`], generic over the tracer.
pub fn voronoi_sides_with<T: GridTracer<u128>>(
    sides: &[Board9],
    open: Board9,
    walls: Walls9,
    t: &mut T,
) -> VoronoiSides9 {
    let words: Vec<u128> = sides.iter().map(|s| s.0).collect();
    let (own, ties) = voronoi_sides_grid(&words, open.0, walls.words(open), t);
    VoronoiSides9 {
        sides: own.into_iter().map(Board9).collect(),
        ties: Board9(ties),
    }
}

/// Voronoi between `sides`, traced as the registry traces it: two sides
/// as [`voronoi_traced`] (sides A and B), three or four as
/// [`voronoi_sides_traced`].
#[must_use]
pub fn voronoi_any_traced(sides: &[Board9], open: Board9, walls: Walls9) -> Trace9 {
    match sides {
        [a, b] => voronoi_traced(*a, *b, open, walls).1,
        _ => voronoi_sides_traced(sides, open, walls).1,
    }
}

/// [`voronoi_sides`], traced, as [`crate::bfs::voronoi_sides_traced`]
/// traces it on 8x8.
#[must_use]
pub fn voronoi_sides_traced(
    sides: &[Board9],
    open: Board9,
    walls: Walls9,
) -> (VoronoiSides9, Trace9) {
    let mut rec = Recorder9::default();
    let v = voronoi_sides_with(sides, open, walls, &mut rec);
    let first = v.sides.first().copied().unwrap_or_default();
    let trace = rec.finish(
        crate::code::VORONOI_SIDES_ID,
        Outcome9::Bitboard { value: first },
    );
    (v, trace)
}
