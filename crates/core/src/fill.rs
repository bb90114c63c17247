//! Occluded fills and attack fills in the eight directions of the compass
//! rose, by three methods (Dumb7Fill, Kogge-Stone, the generalised-rotate
//! loop), and set-wise rook, bishop and queen attacks.
//!
//! ```
//! use fillscope_core::{fill, Bitboard, Direction, Method, Square};
//! let gen = Bitboard::from(Square::D4);
//! let pro = !Bitboard::from(Square::D7); // d7 blocks
//! let flood = fill::occluded(gen, pro, Direction::Nort, Method::Dumb7);
//! assert_eq!(flood, Square::D4 | Square::D5 | Square::D6);
//! assert!(fill::attacks(gen, pro, Direction::Nort, Method::KoggeStone).contains(Square::D7));
//! ```

use alloc::format;

use crate::trace::{frame, Outcome, Recorder, Role, Trace, Tracer};
use crate::Bitboard;

/// The eight ray directions of the compass rose.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Direction {
    /// North, `+8`.
    #[cfg_attr(feature = "serde", serde(rename = "nort"))]
    Nort,
    /// North-east, `+9`.
    #[cfg_attr(feature = "serde", serde(rename = "noEa"))]
    NoEa,
    /// East, `+1`.
    #[cfg_attr(feature = "serde", serde(rename = "east"))]
    East,
    /// South-east, `-7`.
    #[cfg_attr(feature = "serde", serde(rename = "soEa"))]
    SoEa,
    /// South, `-8`.
    #[cfg_attr(feature = "serde", serde(rename = "sout"))]
    Sout,
    /// South-west, `-9`.
    #[cfg_attr(feature = "serde", serde(rename = "soWe"))]
    SoWe,
    /// West, `-1`.
    #[cfg_attr(feature = "serde", serde(rename = "west"))]
    West,
    /// North-west, `+7`.
    #[cfg_attr(feature = "serde", serde(rename = "noWe"))]
    NoWe,
}

impl Direction {
    /// All eight, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::Nort,
        Direction::NoEa,
        Direction::East,
        Direction::SoEa,
        Direction::Sout,
        Direction::SoWe,
        Direction::West,
        Direction::NoWe,
    ];
    /// The four rook directions.
    pub const ROOK: [Direction; 4] = [
        Direction::Nort,
        Direction::East,
        Direction::Sout,
        Direction::West,
    ];
    /// The four bishop directions.
    pub const BISHOP: [Direction; 4] = [
        Direction::NoEa,
        Direction::SoEa,
        Direction::SoWe,
        Direction::NoWe,
    ];

    /// The Dumb7Fill page's name: `nort`, `noEa`, `east`, ...
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Nort => "nort",
            Direction::NoEa => "noEa",
            Direction::East => "east",
            Direction::SoEa => "soEa",
            Direction::Sout => "sout",
            Direction::SoWe => "soWe",
            Direction::West => "west",
            Direction::NoWe => "noWe",
        }
    }
    /// The direction in words, as a screen reader says it: `north`,
    /// `north-east`, `east`, ... (the seeds' names, [`Direction::name`],
    /// are read aloud as "nort", "so ea").
    #[must_use]
    pub const fn spoken(self) -> &'static str {
        match self {
            Direction::Nort => "north",
            Direction::NoEa => "north-east",
            Direction::East => "east",
            Direction::SoEa => "south-east",
            Direction::Sout => "south",
            Direction::SoWe => "south-west",
            Direction::West => "west",
            Direction::NoWe => "north-west",
        }
    }
    /// Parses [`Direction::name`] (case-insensitive).
    #[must_use]
    pub fn from_name(s: &str) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s))
    }
    /// File and rank change of one step.
    #[must_use]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::Nort => (0, 1),
            Direction::NoEa => (1, 1),
            Direction::East => (1, 0),
            Direction::SoEa => (1, -1),
            Direction::Sout => (0, -1),
            Direction::SoWe => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NoWe => (-1, 1),
        }
    }
    /// The bit-index change of one step: `+8` north ... `+7` north-west.
    #[must_use]
    pub const fn shift(self) -> i32 {
        let (df, dr) = self.delta();
        df as i32 + 8 * dr as i32
    }
    /// Squares a one-step shift may land on without wrapping around a board
    /// edge: the target rank/file that a wrapped bit would land on is
    /// cleared. Used with rotates, where the lost bits come back at the
    /// other end, so both the file guard and the rank guard are needed.
    ///
    /// ```
    /// use fillscope_core::{Bitboard, Direction};
    /// assert_eq!(Direction::NoEa.avoid_wrap(), Bitboard(0xfefe_fefe_fefe_fe00));
    /// assert_eq!(Direction::West.avoid_wrap(), Bitboard(0x7f7f_7f7f_7f7f_7f7f));
    /// ```
    #[must_use]
    pub const fn avoid_wrap(self) -> Bitboard {
        let (df, dr) = self.delta();
        let mut m = !0u64;
        if df > 0 {
            m &= Bitboard::NOT_A.0;
        }
        if df < 0 {
            m &= Bitboard::NOT_H.0;
        }
        if dr > 0 {
            m &= !Bitboard::RANK_1.0;
        }
        if dr < 0 {
            m &= !Bitboard::RANK_8.0;
        }
        Bitboard(m)
    }
    /// The plain shift by [`Direction::shift`] (bits pushed off the board
    /// are lost, file wraps are not yet masked).
    #[inline]
    #[must_use]
    pub const fn shift_by(self, b: Bitboard, times: u32) -> Bitboard {
        let s = self.shift() * times as i32;
        if s >= 0 {
            Bitboard(b.0 << s)
        } else {
            Bitboard(b.0 >> -s)
        }
    }
    /// One step, wraps removed.
    #[inline]
    #[must_use]
    pub const fn shift_one(self, b: Bitboard) -> Bitboard {
        Bitboard(self.shift_by(b, 1).0 & self.avoid_wrap().0)
    }
    /// One step by rotating left by [`Direction::shift`] (mod 64) and
    /// masking with [`Direction::avoid_wrap`]: the generalised shift.
    #[inline]
    #[must_use]
    pub const fn rotate_one(self, b: Bitboard) -> Bitboard {
        Bitboard(b.0.rotate_left(self.shift().rem_euclid(64) as u32) & self.avoid_wrap().0)
    }
    /// The file guard only (`notA` east-wards, `notH` west-wards, all
    /// squares north and south): what the shift-based fills mask `pro` with.
    #[must_use]
    pub const fn file_guard(self) -> Bitboard {
        match self.delta().0 {
            1 => Bitboard::NOT_A,
            -1 => Bitboard::NOT_H,
            _ => Bitboard::ALL,
        }
    }
}

/// How an occluded fill is computed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Method {
    /// Seven fill cycles of one step each.
    #[default]
    Dumb7,
    /// Parallel prefix: steps of 1, 2 and 4, `pro` doubled alongside.
    KoggeStone,
    /// The loop version with a rotate by the direction's shift and its
    /// wrap mask, ending as soon as the generator is empty.
    Rotate,
}

impl Method {
    /// All methods.
    pub const ALL: [Method; 3] = [Method::Dumb7, Method::KoggeStone, Method::Rotate];
    /// The CLI and URL name: `dumb7`, `kogge-stone`, `rotate`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Method::Dumb7 => "dumb7",
            Method::KoggeStone => "kogge-stone",
            Method::Rotate => "rotate",
        }
    }
    /// Parses [`Method::name`].
    #[must_use]
    pub fn from_name(s: &str) -> Option<Method> {
        Method::ALL.into_iter().find(|m| m.name() == s)
    }
    /// The id of this method's code listing.
    #[must_use]
    pub const fn algorithm(self) -> &'static str {
        crate::Algorithm::occluded(self).id()
    }
}

/// Occluded fill, generic over method and tracer: the squares of `gen`
/// and every square reached by sliding from them in `dir` through `pro`.
#[inline]
pub fn occluded_with<T: Tracer>(
    gen: Bitboard,
    pro: Bitboard,
    dir: Direction,
    method: Method,
    t: &mut T,
) -> Bitboard {
    match method {
        Method::Dumb7 => dumb7(gen, pro, dir, t),
        Method::KoggeStone => kogge_stone(gen, pro, dir, t),
        Method::Rotate => rotate(gen, pro, dir, t),
    }
}

/// What the file guard does to `pro` for a step in `dir`: a step east or
/// west would wrap onto the a- or h-file, which `pro` loses; a step north
/// or south wraps onto no file.
fn guard_caption(dir: Direction) -> alloc::string::String {
    match dir.delta().0 {
        1 => format!("pro drops the a-file: a step {dir} from the h-file would wrap onto it"),
        -1 => format!("pro drops the h-file: a step {dir} from the a-file would wrap onto it"),
        _ => format!("pro keeps every file: a step {dir} wraps onto none"),
    }
}

#[inline(always)]
fn dumb7<T: Tracer>(mut gen: Bitboard, pro: Bitboard, dir: Direction, t: &mut T) -> Bitboard {
    let pro = pro & dir.file_guard();
    let mut flood = gen;
    t.frame(|| {
        frame(
            3,
            format!("flood = gen; {}", guard_caption(dir)),
            [
                ("gen", gen, Role::Frontier),
                ("pro", pro, Role::Propagator),
                ("flood", flood, Role::Filled),
            ],
        )
    });
    for cycle in 1..=7 {
        gen = dir.shift_by(gen, 1) & pro;
        flood |= gen;
        t.frame(|| {
            frame(
                5,
                format!("Cycle {cycle}: gen moves one step {dir} into pro"),
                [
                    ("gen", gen, Role::Frontier),
                    ("pro", pro, Role::Propagator),
                    ("flood", flood, Role::Filled),
                ],
            )
        });
    }
    flood
}

#[inline(always)]
fn kogge_stone<T: Tracer>(mut gen: Bitboard, pro: Bitboard, dir: Direction, t: &mut T) -> Bitboard {
    let mut pro = pro & dir.file_guard();
    t.frame(|| {
        frame(
            3,
            guard_caption(dir),
            [("gen", gen, Role::Filled), ("pro", pro, Role::Propagator)],
        )
    });
    for (k, times) in [1u32, 2, 4].into_iter().enumerate() {
        gen |= pro & dir.shift_by(gen, times);
        t.frame(|| {
            frame(
                4 + 2 * k as u16,
                format!("gen |= pro & (gen shifted {times} step(s) {dir})"),
                [("gen", gen, Role::Filled), ("pro", pro, Role::Propagator)],
            )
        });
        if times < 4 {
            pro &= dir.shift_by(pro, times);
            t.frame(|| {
                frame(
                    5 + 2 * k as u16,
                    format!(
                        "pro &= pro shifted {times} step{}: pro now spans {} steps",
                        crate::trace::plural(times),
                        times * 2
                    ),
                    [("gen", gen, Role::Filled), ("pro", pro, Role::Propagator)],
                )
            });
        }
    }
    gen
}

#[inline(always)]
fn rotate<T: Tracer>(mut gen: Bitboard, pro: Bitboard, dir: Direction, t: &mut T) -> Bitboard {
    let mut flood = Bitboard::EMPTY;
    if gen.is_empty() {
        t.frame(|| {
            frame(
                3,
                "gen is empty: flood stays empty",
                [
                    ("gen", gen, Role::Frontier),
                    ("pro", pro, Role::Propagator),
                    ("flood", flood, Role::Filled),
                ],
            )
        });
        return flood;
    }
    let r = dir.shift().rem_euclid(64) as u32;
    let pro = pro & dir.avoid_wrap();
    t.frame(|| {
        frame(
            5,
            format!(
                "r = shift[{dir}] = {} (rotate left by {r}); pro &= avoid_wrap[{dir}]",
                dir.shift()
            ),
            [
                ("gen", gen, Role::Frontier),
                ("pro", pro, Role::Propagator),
                ("flood", flood, Role::Filled),
                ("avoid_wrap", dir.avoid_wrap(), Role::Info),
            ],
        )
    });
    let mut n = 0;
    while !gen.is_empty() {
        flood |= gen;
        gen = Bitboard(gen.0.rotate_left(r)) & pro;
        n += 1;
        t.frame(|| {
            frame(
                8,
                format!("Pass {n}: flood |= gen; gen = rotate_left(gen, {r}) & pro"),
                [
                    ("gen", gen, Role::Frontier),
                    ("pro", pro, Role::Propagator),
                    ("flood", flood, Role::Filled),
                ],
            )
        });
    }
    flood
}

/// Occluded fill, untraced.
#[inline]
#[must_use]
pub fn occluded(gen: Bitboard, pro: Bitboard, dir: Direction, method: Method) -> Bitboard {
    occluded_with(gen, pro, dir, method, &mut crate::NoTrace)
}

/// Attack fill: the occluded fill shifted one more step, so it excludes
/// the sliders and includes the first blocker of each ray.
#[inline]
#[must_use]
pub fn attacks(gen: Bitboard, pro: Bitboard, dir: Direction, method: Method) -> Bitboard {
    dir.shift_one(occluded(gen, pro, dir, method))
}

/// Occluded and attack fill, traced: the method's frames, then one frame
/// for the final shift. Returns `(occluded, attacks, trace)`.
#[must_use]
pub fn fill_traced(
    gen: Bitboard,
    pro: Bitboard,
    dir: Direction,
    method: Method,
) -> (Bitboard, Bitboard, Trace) {
    let mut rec = Recorder::default();
    let flood = occluded_with(gen, pro, dir, method, &mut rec);
    let att = dir.shift_one(flood);
    let line = crate::code::listing(method.algorithm()).map_or(1, |l| l.lines().count() as u16 - 1);
    rec.frame(|| {
        frame(
            line,
            format!("Attacks: the occluded fill shifted one more step {dir}"),
            [
                ("gen", gen, Role::Source),
                ("pro", pro, Role::Propagator),
                ("flood", flood, Role::Filled),
                ("attacks", att, Role::Result),
            ],
        )
    });
    (
        flood,
        att,
        rec.finish(method.algorithm(), Outcome::Bitboard { value: flood }),
    )
}

/// A sliding piece kind for set-wise attacks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Piece {
    /// Orthogonal rays.
    #[default]
    Rook,
    /// Diagonal rays.
    Bishop,
    /// All eight rays.
    Queen,
}

impl Piece {
    /// All piece kinds.
    pub const ALL: [Piece; 3] = [Piece::Rook, Piece::Bishop, Piece::Queen];
    /// The CLI and URL name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Piece::Rook => "rook",
            Piece::Bishop => "bishop",
            Piece::Queen => "queen",
        }
    }
    /// Parses [`Piece::name`].
    #[must_use]
    pub fn from_name(s: &str) -> Option<Piece> {
        Piece::ALL.into_iter().find(|p| p.name() == s)
    }
    /// The directions this piece slides in.
    #[must_use]
    pub const fn directions(self) -> &'static [Direction] {
        match self {
            Piece::Rook => &Direction::ROOK,
            Piece::Bishop => &Direction::BISHOP,
            Piece::Queen => &Direction::ALL,
        }
    }
}

/// Set-wise attacks of every slider in `sliders` on a board with
/// `occupied` squares, generic over the tracer: one Dumb7Fill attack fill
/// per direction.
pub fn slider_attacks_with<T: Tracer>(
    piece: Piece,
    sliders: Bitboard,
    occupied: Bitboard,
    t: &mut T,
) -> Bitboard {
    let empty = !occupied;
    let mut att = Bitboard::EMPTY;
    t.frame(|| {
        frame(
            2,
            "empty = !occupied: the propagator",
            [
                ("sliders", sliders, Role::Source),
                ("occupied", occupied, Role::Blocker),
                ("empty", empty, Role::Info),
                ("attacks", att, Role::Result),
            ],
        )
    });
    for &dir in piece.directions() {
        let ray = dir.shift_one(dumb7(sliders, empty, dir, &mut crate::NoTrace));
        att |= ray;
        t.frame(|| {
            frame(
                5,
                format!(
                    "attacks |= {dir} attacks ({} square{})",
                    ray.count(),
                    crate::trace::plural(ray.count())
                ),
                [
                    ("sliders", sliders, Role::Source),
                    ("occupied", occupied, Role::Blocker),
                    ("empty", empty, Role::Info),
                    ("ray", ray, Role::Frontier),
                    ("attacks", att, Role::Result),
                ],
            )
        });
    }
    att
}

/// Set-wise slider attacks, untraced.
#[must_use]
pub fn slider_attacks(piece: Piece, sliders: Bitboard, occupied: Bitboard) -> Bitboard {
    slider_attacks_with(piece, sliders, occupied, &mut crate::NoTrace)
}

/// Set-wise slider attacks, traced.
#[must_use]
pub fn slider_attacks_traced(
    piece: Piece,
    sliders: Bitboard,
    occupied: Bitboard,
) -> (Bitboard, Trace) {
    let mut rec = Recorder::default();
    let r = slider_attacks_with(piece, sliders, occupied, &mut rec);
    (r, rec.finish("attacks", Outcome::Bitboard { value: r }))
}

impl core::fmt::Display for Direction {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}
