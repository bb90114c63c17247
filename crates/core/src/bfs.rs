//! Bit-shift BFS on the 8x8 grid with walls between neighbouring squares,
//! as in the Great Escape article: per-direction connection masks `con[d]`
//! hold the squares from which a step in direction `d` is possible, so one
//! BFS step is four and-shift pairs. Also a Voronoi partition between two
//! source sets, and between two to four.
//!
//! The fills here are written once, generic over the board's word (see
//! [`crate::grid`]); the functions of this module run them on the 8x8
//! board (`u64`), and [`crate::nine`] runs the same code on the 9x9 board.
//!
//! ```
//! use fillscope_core::{bfs::{self, Walls}, Bitboard, Square};
//! // A wall between a1 and a2: a2 is now 3 steps away (a1-b1-b2-a2).
//! let walls = Walls { north: Square::A1.into(), east: Bitboard::EMPTY };
//! let l = bfs::bfs(Square::A1.into(), Bitboard::ALL, walls, Square::A2.into());
//! assert_eq!(l.target_dist, Some(3));
//! ```

use alloc::vec::Vec;

use alloc::borrow::Cow;

use crate::grid::{self, Grid, GridTracer};
use crate::trace::{caption, indexed_names, IndexedNames, Outcome, Recorder, Role, Trace, Tracer};
use crate::{Bitboard, Square};

/// Walls between neighbouring squares.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Walls {
    /// A bit on square `s` is a wall between `s` and the square north of it.
    pub north: Bitboard,
    /// A bit on square `s` is a wall between `s` and the square east of it.
    pub east: Bitboard,
}

/// The four BFS directions, in `con` order.
pub const CON_NAMES: [&str; 4] = ["con[N]", "con[E]", "con[S]", "con[W]"];

impl Walls {
    /// No walls.
    pub const NONE: Walls = Walls {
        north: Bitboard::EMPTY,
        east: Bitboard::EMPTY,
    };

    /// Whether a wall separates `a` and `b` (which must be orthogonal
    /// neighbours; for other pairs the answer is `false`).
    #[must_use]
    pub fn between(&self, a: Square, b: Square) -> bool {
        match grid::wall_slot::<u64>(a.index(), b.index()) {
            Some((lo, true)) => self.north.0 >> lo & 1 == 1,
            Some((lo, false)) => self.east.0 >> lo & 1 == 1,
            None => false,
        }
    }

    /// Adds or removes the wall between two orthogonal neighbours.
    /// Returns `false` (and changes nothing) when they are not neighbours.
    pub fn toggle(&mut self, a: Square, b: Square) -> bool {
        match grid::wall_slot::<u64>(a.index(), b.index()) {
            Some((lo, true)) => self.north.0 ^= 1 << lo,
            Some((lo, false)) => self.east.0 ^= 1 << lo,
            None => return false,
        }
        true
    }

    /// Drops wall bits that stand on a board edge (north of rank 8, east
    /// of the h-file), which separate nothing.
    #[must_use]
    pub fn normalized(self) -> Walls {
        Walls {
            north: self.north - Bitboard::RANK_8,
            east: self.east - Bitboard::FILE_H,
        }
    }

    /// The connection masks `[N, E, S, W]`: squares from which one step in
    /// that direction stays on the board, crosses no wall and lands on an
    /// `open` square.
    #[must_use]
    pub fn con(&self, open: Bitboard) -> [Bitboard; 4] {
        grid::con(self.north.0, self.east.0, open.0).map(Bitboard)
    }
}

/// One BFS step from `cur` through the connection masks.
#[inline]
#[must_use]
pub fn step(cur: Bitboard, con: &[Bitboard; 4]) -> Bitboard {
    Bitboard(grid::step(cur.0, &con.map(|c| c.0)))
}

/// `layer[0]` to `layer[63]`, written at compile time.
static LAYER: IndexedNames = indexed_names!("layer");

/// What a BFS found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layers {
    /// `layers[k]`: the squares first reached after `k` steps (`layers[0]`
    /// is the start).
    pub layers: Vec<Bitboard>,
    /// Every square reached.
    pub visits: Bitboard,
    /// Steps to the nearest target square, if one was reached (the search
    /// stops there).
    pub target_dist: Option<u32>,
}

impl Layers {
    /// What the routine returns: the distance to the nearest target, or
    /// the number of layers when no target was reached.
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        Outcome::Returned {
            value: self.target_dist.unwrap_or(self.layers.len() as u32),
        }
    }
}

/// What a BFS found on a board of word `W` (see [`Layers`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct GridLayers<W> {
    pub(crate) layers: Vec<W>,
    pub(crate) visits: W,
    pub(crate) target_dist: Option<u32>,
}

/// The connection masks as registers, named as in the listing.
fn con_regs<W: Grid>(con: &[W; 4]) -> impl Iterator<Item = (Cow<'static, str>, W, Role)> + '_ {
    CON_NAMES
        .iter()
        .zip(con)
        .map(|(&n, &v)| (Cow::Borrowed(n), v, Role::Info))
}

/// Fixed-name registers, borrowed.
fn named<W: Grid, const N: usize>(
    regs: [(&'static str, W, Role); N],
) -> impl Iterator<Item = (Cow<'static, str>, W, Role)> {
    regs.into_iter().map(|(n, v, r)| (Cow::Borrowed(n), v, r))
}

#[allow(clippy::too_many_arguments)]
fn bfs_frame<W: Grid>(
    line: u16,
    caption: Cow<'static, str>,
    cur: W,
    visits: W,
    target: W,
    open: W,
    layers: &[W],
    con: &[W; 4],
) -> W::Frame {
    let regs = named([
        (
            "start",
            layers.first().copied().unwrap_or(W::EMPTY),
            Role::Source,
        ),
        ("cur", cur, Role::Frontier),
        ("visits", visits, Role::Filled),
        ("target", target, Role::Target),
        ("open", open, Role::Propagator),
    ])
    .chain(con_regs(con))
    .chain(
        layers
            .iter()
            .enumerate()
            .map(|(k, &v)| (LAYER.name(k), v, Role::Layer(k as u16))),
    );
    W::frame(line, caption, regs)
}

/// Bit-shift BFS on any board (see [`bfs_with`]): `con` are the
/// connection masks of the walls and open squares. Inputs are cut to the
/// board's squares first, so no bit beyond the board is ever reached.
pub(crate) fn bfs_grid<W: Grid, T: GridTracer<W>>(
    start: W,
    open: W,
    con: [W; 4],
    target: W,
    t: &mut T,
) -> GridLayers<W> {
    let (start, open, target) = (start & W::ALL, open & W::ALL, target & W::ALL);
    let mut cur = start;
    let mut visits = cur;
    let mut layers = Vec::new();
    layers.push(cur);
    let mut dist = 0u32;
    t.frame(|| {
        bfs_frame(
            3,
            "cur = visits = start; con[d] = squares that may step in direction d".into(),
            cur,
            visits,
            target,
            open,
            &layers,
            &con,
        )
    });
    let mut target_dist = None;
    loop {
        if cur & target != W::EMPTY {
            target_dist = Some(dist);
            t.frame(|| {
                bfs_frame(
                    6,
                    caption!("A target is reached after {} step{s}: stop", dist),
                    cur,
                    visits,
                    target,
                    open,
                    &layers,
                    &con,
                )
            });
            break;
        }
        if cur == W::EMPTY {
            t.frame(|| {
                bfs_frame(
                    7,
                    caption!(
                        "The frontier is empty: {} layer{s}, search over",
                        layers.len() - 1
                    ),
                    cur,
                    visits,
                    target,
                    open,
                    &layers,
                    &con,
                )
            });
            layers.pop();
            break;
        }
        cur = grid::step(cur, &con) & !visits;
        visits |= cur;
        dist += 1;
        layers.push(cur);
        t.frame(|| {
            bfs_frame(
                9,
                caption!("Step {}: {} new square{s}", dist, cur.count()),
                cur,
                visits,
                target,
                open,
                &layers,
                &con,
            )
        });
    }
    GridLayers {
        layers,
        visits,
        target_dist,
    }
}

/// Bit-shift BFS from `start` over `open` squares, generic over the tracer.
/// Stops when a square of `target` is reached (pass an empty target for a
/// full scout).
pub fn bfs_with<T: Tracer>(
    start: Bitboard,
    open: Bitboard,
    walls: Walls,
    target: Bitboard,
    t: &mut T,
) -> Layers {
    let con = grid::con(walls.north.0, walls.east.0, open.0);
    let r = bfs_grid(start.0, open.0, con, target.0, t);
    Layers {
        layers: r.layers.into_iter().map(Bitboard).collect(),
        visits: Bitboard(r.visits),
        target_dist: r.target_dist,
    }
}

/// Bit-shift BFS, untraced.
#[must_use]
pub fn bfs(start: Bitboard, open: Bitboard, walls: Walls, target: Bitboard) -> Layers {
    bfs_with(start, open, walls, target, &mut crate::NoTrace)
}

/// Bit-shift BFS, traced.
#[must_use]
pub fn bfs_traced(
    start: Bitboard,
    open: Bitboard,
    walls: Walls,
    target: Bitboard,
) -> (Layers, Trace) {
    let mut rec = Recorder::default();
    let r = bfs_with(start, open, walls, target, &mut rec);
    let outcome = r.outcome();
    (r, rec.finish("bfs", outcome))
}

/// A Voronoi partition: who gets where first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Voronoi {
    /// Squares side A reaches strictly first.
    pub a: Bitboard,
    /// Squares side B reaches strictly first.
    pub b: Bitboard,
    /// Squares both reach after the same number of steps.
    pub ties: Bitboard,
}

/// Two-side Voronoi on any board (see [`voronoi_with`]): `(a, b, ties)`.
pub(crate) fn voronoi_grid<W: Grid, T: GridTracer<W>>(
    a: W,
    b: W,
    open: W,
    con: [W; 4],
    t: &mut T,
) -> (W, W, W) {
    let (a, b, open) = (a & W::ALL, b & W::ALL, open & W::ALL);
    let mut cur_t = a & b;
    let mut cur_a = a & !cur_t;
    let mut cur_b = b & !cur_t;
    let mut visits = a | b;
    let (mut own_a, mut own_b, mut ties) = (cur_a, cur_b, cur_t);
    let mut n = 0u32;
    let snap = |line: u16, caption: Cow<'static, str>, ca, cb, ct, oa, ob, ti| {
        let regs = named([
            ("a", a, Role::Source),
            ("b", b, Role::Target),
            ("cur_a", ca, Role::Frontier),
            ("cur_b", cb, Role::Frontier),
            ("cur_t", ct, Role::Frontier),
            ("own_a", oa, Role::Result),
            ("own_b", ob, Role::ResultB),
            ("ties", ti, Role::Tie),
            ("open", open, Role::Propagator),
        ])
        .chain(con_regs(&con));
        W::frame(line, caption, regs)
    };
    t.frame(|| {
        snap(
            5,
            "Seed both sides; a square in both is a tie".into(),
            cur_a,
            cur_b,
            cur_t,
            own_a,
            own_b,
            ties,
        )
    });
    while (cur_a | cur_b | cur_t) != W::EMPTY {
        let reach_a = grid::step(cur_a | cur_t, &con) & !visits;
        let reach_b = grid::step(cur_b | cur_t, &con) & !visits;
        cur_t = reach_a & reach_b;
        cur_a = reach_a & !cur_t;
        cur_b = reach_b & !cur_t;
        own_a |= cur_a;
        own_b |= cur_b;
        ties |= cur_t;
        visits |= reach_a | reach_b;
        n += 1;
        t.frame(|| {
            snap(
                11,
                caption!(
                    "Step {}: A +{}, B +{}, ties +{}",
                    n,
                    cur_a.count(),
                    cur_b.count(),
                    cur_t.count()
                ),
                cur_a,
                cur_b,
                cur_t,
                own_a,
                own_b,
                ties,
            )
        });
    }
    (own_a, own_b, ties)
}

/// Voronoi partition between sources `a` and `b`, generic over the tracer.
/// Both sides grow together one BFS step at a time; a square reached by
/// both in the same step is a tie, and ties keep growing as their own
/// frontier (a square next to a tie is as near to A as to B).
pub fn voronoi_with<T: Tracer>(
    a: Bitboard,
    b: Bitboard,
    open: Bitboard,
    walls: Walls,
    t: &mut T,
) -> Voronoi {
    let con = grid::con(walls.north.0, walls.east.0, open.0);
    let (a, b, ties) = voronoi_grid(a.0, b.0, open.0, con, t);
    Voronoi {
        a: Bitboard(a),
        b: Bitboard(b),
        ties: Bitboard(ties),
    }
}

/// A Voronoi partition between any number of sides (Great Escape has two
/// to four players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VoronoiSides {
    /// `sides[i]`: the squares side `i` reaches in strictly fewer steps
    /// than every other side.
    pub sides: Vec<Bitboard>,
    /// Squares whose fewest steps are shared by two sides or more.
    pub ties: Bitboard,
}

/// The roles of each side's seeds and region, side A first.
const SIDE_ROLES: [(Role, Role); 4] = [
    (Role::Source, Role::Result),
    (Role::Target, Role::ResultB),
    (Role::SideC, Role::ResultC),
    (Role::SideD, Role::ResultD),
];

/// Side `i`'s register from `names`, borrowed for the first four sides and
/// written `prefix[i]` beyond them.
fn side_name(names: &'static [&'static str; 4], prefix: &str, i: usize) -> Cow<'static, str> {
    match names.get(i) {
        Some(&n) => Cow::Borrowed(n),
        None => Cow::Owned(alloc::format!("{prefix}[{i}]")),
    }
}

/// Voronoi between any number of sides on any board, generic over the
/// tracer (see [`voronoi_sides`]): `(sides, ties)`. Its frames follow
/// [`code::VORONOI_SIDES`](crate::code): the seeds, then one frame a step.
pub(crate) fn voronoi_sides_grid<W: Grid, T: GridTracer<W>>(
    sides: &[W],
    open: W,
    con: [W; 4],
    t: &mut T,
) -> (Vec<W>, W) {
    let sides: Vec<W> = sides.iter().map(|&s| s & W::ALL).collect();
    let (once, twice) = grid::at_least(sides.iter().copied());
    let mut cur_t = twice;
    let mut cur: Vec<W> = sides.iter().map(|&s| s & !cur_t).collect();
    let mut own = cur.clone();
    let mut ties = cur_t;
    let mut visits = once;
    let mut reach = alloc::vec![W::EMPTY; sides.len()];
    let snap = |line: u16, caption: Cow<'static, str>, cur: &[W], cur_t, own: &[W], ties| {
        const SIDE: [&str; 4] = ["a", "b", "c", "d"];
        const CUR: [&str; 4] = ["cur[0]", "cur[1]", "cur[2]", "cur[3]"];
        const OWN: [&str; 4] = ["own[0]", "own[1]", "own[2]", "own[3]"];
        let role = |i: usize| {
            SIDE_ROLES
                .get(i)
                .copied()
                .unwrap_or((Role::Info, Role::Info))
        };
        let seeds = sides
            .iter()
            .enumerate()
            .map(|(i, &v)| (side_name(&SIDE, "side", i), v, role(i).0));
        let fronts = cur
            .iter()
            .enumerate()
            .map(|(i, &v)| (side_name(&CUR, "cur", i), v, Role::Frontier));
        let regions = own
            .iter()
            .enumerate()
            .map(|(i, &v)| (side_name(&OWN, "own", i), v, role(i).1));
        let regs = seeds
            .chain(fronts)
            .chain(named([("cur_t", cur_t, Role::Frontier)]))
            .chain(regions)
            .chain(named([
                ("ties", ties, Role::Tie),
                ("open", open, Role::Propagator),
            ]))
            .chain(con_regs(&con));
        W::frame(line, caption, regs)
    };
    t.frame(|| {
        snap(
            6,
            "Seed every side; a square in two sides' seeds is a tie".into(),
            &cur,
            cur_t,
            &own,
            ties,
        )
    });
    let mut n = 0u32;
    while cur_t != W::EMPTY || cur.iter().any(|&c| c != W::EMPTY) {
        for (r, &c) in reach.iter_mut().zip(&cur) {
            *r = grid::step(c | cur_t, &con) & !visits;
        }
        let (any, multi) = grid::at_least(reach.iter().copied());
        cur_t = multi;
        for ((c, o), &r) in cur.iter_mut().zip(&mut own).zip(&reach) {
            *c = r & !multi;
            *o |= *c;
        }
        ties |= multi;
        visits |= any;
        n += 1;
        t.frame(|| {
            let mut caption = alloc::format!("Step {n}:");
            for (i, c) in cur.iter().enumerate() {
                let letter = char::from(b'A' + (i % 26) as u8);
                caption.push_str(&alloc::format!(" {letter} +{},", c.count()));
            }
            caption.push_str(&alloc::format!(" ties +{}", cur_t.count()));
            snap(12, caption.into(), &cur, cur_t, &own, ties)
        });
    }
    (own, ties)
}

/// Voronoi partition between `sides`, untraced: all sides grow together
/// one BFS step at a time; a square two or more sides reach in the same
/// step is a tie, and ties keep growing as their own frontier, as in
/// [`voronoi`] (which this equals for two sides). Sources on closed
/// squares still start; a square in two sides' sources is a tie.
///
/// ```
/// use fillscope_core::bfs::{voronoi_sides, Walls};
/// use fillscope_core::{Bitboard, Square};
/// let v = voronoi_sides(&[Square::A1.into(), Square::H1.into(), Square::A8.into()], Bitboard::ALL, Walls::NONE);
/// assert!(v.sides[0].contains(Square::B2) && v.sides[2].contains(Square::A7));
/// assert!(v.sides[0].contains(Square::D4)); // 6 steps from a1, 7 from h1 and a8
/// assert!(v.ties.contains(Square::H8)); // 7 steps from h1 and from a8, 14 from a1
/// ```
#[must_use]
pub fn voronoi_sides(sides: &[Bitboard], open: Bitboard, walls: Walls) -> VoronoiSides {
    let con = grid::con(walls.north.0, walls.east.0, open.0);
    let words: Vec<u64> = sides.iter().map(|s| s.0).collect();
    let (own, ties) = voronoi_sides_grid(&words, open.0, con, &mut crate::NoTrace);
    VoronoiSides {
        sides: own.into_iter().map(Bitboard).collect(),
        ties: Bitboard(ties),
    }
}

/// [`voronoi_sides`], traced: the seeds, then one frame a step, with each
/// side's frontier `cur[i]` and region `own[i]` (listing
/// [`code::VORONOI_SIDES_ID`](crate::code::VORONOI_SIDES_ID)). Sides A to
/// D are drawn as the sources, the targets, and sides C and D; the trace
/// ends with side A's region, as [`voronoi_traced`] does.
#[must_use]
pub fn voronoi_sides_traced(
    sides: &[Bitboard],
    open: Bitboard,
    walls: Walls,
) -> (VoronoiSides, Trace) {
    let con = grid::con(walls.north.0, walls.east.0, open.0);
    let words: Vec<u64> = sides.iter().map(|s| s.0).collect();
    let mut rec = Recorder::default();
    let (own, ties) = voronoi_sides_grid(&words, open.0, con, &mut rec);
    let v = VoronoiSides {
        sides: own.into_iter().map(Bitboard).collect(),
        ties: Bitboard(ties),
    };
    let first = v.sides.first().copied().unwrap_or_default();
    let trace = rec.finish(
        crate::code::VORONOI_SIDES_ID,
        Outcome::Bitboard { value: first },
    );
    (v, trace)
}

/// Voronoi partition, untraced.
#[must_use]
pub fn voronoi(a: Bitboard, b: Bitboard, open: Bitboard, walls: Walls) -> Voronoi {
    voronoi_with(a, b, open, walls, &mut crate::NoTrace)
}

/// Voronoi partition, traced.
#[must_use]
pub fn voronoi_traced(a: Bitboard, b: Bitboard, open: Bitboard, walls: Walls) -> (Voronoi, Trace) {
    let mut rec = Recorder::default();
    let r = voronoi_with(a, b, open, walls, &mut rec);
    (r, rec.finish("voronoi", Outcome::Bitboard { value: r.a }))
}
