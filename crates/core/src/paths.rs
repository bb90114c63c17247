//! All shortest paths (Steffan Westcott), Edmund Moshammer's variant as the
//! wiki writes it, and squares-connected, for king, rook-wise, bishop-wise
//! and knight steps.
//!
//! Each routine is written once, generic over a [`Tracer`]; the plain
//! functions ([`westcott`], [`moshammer`], [`connected`]) run untraced and the
//! `*_traced` ones return a [`Trace`].

use alloc::borrow::Cow;
use alloc::vec::Vec;

use crate::trace::{
    caption, frame, indexed_names, Frame, IndexedNames, Outcome, Recorder, Register, Role, Trace,
    Tracer,
};
use crate::{Bitboard, Direction};

/// How one fill step moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Step {
    /// All eight neighbours (king moves).
    #[default]
    King,
    /// The four orthogonal neighbours (one rook step).
    Rook,
    /// The four diagonal neighbours (one bishop step).
    Bishop,
    /// The up to eight knight jumps.
    Knight,
    /// A rook move: along whole ranks and files, stopped by the squares
    /// outside `path`, which it never enters.
    #[cfg_attr(feature = "serde", serde(rename = "rook-slide"))]
    RookSlide,
    /// A bishop move: along whole diagonals, stopped the same way.
    #[cfg_attr(feature = "serde", serde(rename = "bishop-slide"))]
    BishopSlide,
    /// A queen move: a rook or a bishop move.
    #[cfg_attr(feature = "serde", serde(rename = "queen-slide"))]
    QueenSlide,
}

impl Step {
    /// All step kinds.
    pub const ALL: [Step; 7] = [
        Step::King,
        Step::Rook,
        Step::Bishop,
        Step::Knight,
        Step::RookSlide,
        Step::BishopSlide,
        Step::QueenSlide,
    ];

    /// The lowercase name used by the CLI, URLs and traces.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Step::King => "king",
            Step::Rook => "rook",
            Step::Bishop => "bishop",
            Step::Knight => "knight",
            Step::RookSlide => "rook-slide",
            Step::BishopSlide => "bishop-slide",
            Step::QueenSlide => "queen-slide",
        }
    }

    /// Parses [`Step::name`].
    #[must_use]
    pub fn from_name(s: &str) -> Option<Step> {
        Step::ALL.into_iter().find(|k| k.name() == s)
    }

    /// The directions a sliding step moves in (none for a one-square step).
    #[must_use]
    pub const fn slide_directions(self) -> &'static [Direction] {
        use Direction::*;
        match self {
            Step::RookSlide => &[Nort, East, Sout, West],
            Step::BishopSlide => &[NoEa, SoEa, SoWe, NoWe],
            Step::QueenSlide => &[Nort, NoEa, East, SoEa, Sout, SoWe, West, NoWe],
            Step::King | Step::Rook | Step::Bishop | Step::Knight => &[],
        }
    }

    /// Whether one step slides along whole rays (a sliding piece's move).
    #[must_use]
    pub const fn slides(self) -> bool {
        matches!(self, Step::RookSlide | Step::BishopSlide | Step::QueenSlide)
    }

    /// `b` together with every square one step away from a square of `b`
    /// (for a sliding step: one move on an empty board).
    ///
    /// ```
    /// use fillscope_core::{Bitboard, Square, Step};
    /// assert_eq!(Step::King.fill(Square::A1.into()).count(), 4);
    /// assert_eq!(Step::Knight.fill(Square::A1.into()), Square::A1 | Square::B3 | Square::C2);
    /// ```
    #[inline]
    #[must_use]
    pub const fn fill(self, b: Bitboard) -> Bitboard {
        match self {
            Step::King => {
                // Two stages: spread along the rank, then along the file.
                let b = b.union(b.east_one()).union(b.west_one());
                b.union(b.nort_one()).union(b.sout_one())
            }
            Step::Rook => b
                .union(b.east_one())
                .union(b.west_one())
                .union(b.nort_one())
                .union(b.sout_one()),
            Step::Bishop => b
                .union(b.no_ea_one())
                .union(b.no_we_one())
                .union(b.so_ea_one())
                .union(b.so_we_one()),
            Step::Knight => {
                let x = b.0;
                let (not_a, not_ab) = (0xfefe_fefe_fefe_fefe_u64, 0xfcfc_fcfc_fcfc_fcfc_u64);
                let (not_h, not_gh) = (0x7f7f_7f7f_7f7f_7f7f_u64, 0x3f3f_3f3f_3f3f_3f3f_u64);
                Bitboard(
                    x | (x << 17) & not_a
                        | (x << 10) & not_ab
                        | (x >> 6) & not_ab
                        | (x >> 15) & not_a
                        | (x << 15) & not_h
                        | (x << 6) & not_gh
                        | (x >> 10) & not_gh
                        | (x >> 17) & not_h,
                )
            }
            Step::RookSlide | Step::BishopSlide | Step::QueenSlide => {
                self.advance(b, Bitboard::ALL)
            }
        }
    }

    /// One iteration of a fill through `path`: `b` and every square of
    /// `path` one step away, `& path`. A sliding step moves every square of
    /// `b` along whole rays (an occluded fill, Kogge-Stone), stopped by the
    /// squares outside `path`, which it never enters.
    ///
    /// ```
    /// use fillscope_core::{Bitboard, Square, Step};
    /// let path = !Bitboard::from(Square::A4);
    /// let moves = Step::RookSlide.advance(Square::A1.into(), path);
    /// assert!(moves.contains(Square::H1) && moves.contains(Square::A3));
    /// assert!(!moves.contains(Square::A4) && !moves.contains(Square::A5));
    /// ```
    #[inline]
    #[must_use]
    pub const fn advance(self, b: Bitboard, path: Bitboard) -> Bitboard {
        let (g, p) = (b.0, path.0);
        match self {
            Step::King | Step::Rook | Step::Bishop | Step::Knight => self.fill(b).intersect(path),
            Step::RookSlide => Bitboard(rook_slides(g, p) & p),
            Step::BishopSlide => Bitboard(bishop_slides(g, p) & p),
            Step::QueenSlide => Bitboard((rook_slides(g, p) | bishop_slides(g, p)) & p),
        }
    }
}

/// `gen` and every square a rook on it reaches through `pro`.
#[inline(always)]
const fn rook_slides(g: u64, p: u64) -> u64 {
    slide(g, p, 8, !0) | slide(g, p, -8, !0) | slide(g, p, 1, NOT_A) | slide(g, p, -1, NOT_H)
}

/// `gen` and every square a bishop on it reaches through `pro`.
#[inline(always)]
const fn bishop_slides(g: u64, p: u64) -> u64 {
    slide(g, p, 9, NOT_A) | slide(g, p, 7, NOT_H) | slide(g, p, -7, NOT_A) | slide(g, p, -9, NOT_H)
}

/// For a sliding step, offers one frame per direction (none otherwise):
/// `make(caption, ray)` gets the squares the rays from `from` add in that
/// direction, stopped by the squares outside `path`, so a learner sees
/// why a blocker stops a ray.
pub(crate) fn ray_frames<T: Tracer>(
    t: &mut T,
    step: Step,
    from: Bitboard,
    path: Bitboard,
    mut make: impl FnMut(Cow<'static, str>, Bitboard) -> Frame,
) {
    if !T::ENABLED {
        return;
    }
    for &dir in step.slide_directions() {
        let ray = crate::fill::occluded(from, path, dir, crate::Method::KoggeStone) & (path - from);
        t.frame(|| {
            let caption = alloc::format!(
                "{} rays {dir}: {} squares, each ray stopped before a square outside path",
                step.name(),
                ray.count()
            );
            make(caption.into(), ray)
        });
    }
}

/// Every square but the a-file: where an east-going shift may land.
const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
/// Every square but the h-file: where a west-going shift may land.
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// Shifts left by `s` (a negative `s` shifts right).
#[inline(always)]
const fn shift(x: u64, s: i8) -> u64 {
    if s >= 0 {
        x << s
    } else {
        x >> -s
    }
}

/// Kogge-Stone occluded fill: `gen` and every square reached from it by
/// repeated shifts of `s` through `pro`; `guard` drops the squares a shift
/// wraps onto (the a-file going east, the h-file going west).
#[inline(always)]
const fn slide(gen: u64, pro: u64, s: i8, guard: u64) -> u64 {
    let (mut g, mut p) = (gen, pro & guard);
    g |= p & shift(g, s);
    p &= shift(p, s);
    g |= p & shift(g, 2 * s);
    p &= shift(p, 2 * s);
    g | (p & shift(g, 4 * s))
}

/// Room for every layer a path on 64 squares can have, plus one.
pub const MAX_LAYERS: usize = 66;

/// What an all-shortest-paths routine left behind.
///
/// Two values are equal when their scalar fields and their
/// [`layers`](Asp::layers) are: entries of [`Asp::asp`] past [`Asp::len`]
/// are not compared (the in-place forms [`westcott_into`] and
/// [`moshammer_into`] leave old values there).
#[derive(Clone, Debug)]
pub struct Asp {
    /// The routine's return value (Westcott: number of layers, 0 for no
    /// path; Moshammer: index of the last layer, 0 also for no path).
    /// Meaningless when [`Asp::terminates`] is false.
    pub ret: u32,
    /// Whether the routine returns at all.
    pub terminates: bool,
    /// For a routine that never returns: the iterations `(first_seen,
    /// repeat_at)` whose frontiers are equal.
    pub cycle: Option<(u32, u32)>,
    /// The shortest number of steps the forward fill needed to meet `sq2`,
    /// as the routine's own loop counted it (None when it did not meet it).
    pub met_at: Option<u32>,
    /// `asp` as the routine leaves it. Past [`Asp::len`], a value returned
    /// by [`westcott`], [`moshammer`] or their `_traced`/`_with` forms
    /// holds the frontiers a run that stopped early wrote, then zeros;
    /// after [`westcott_into`] or [`moshammer_into`] those entries may
    /// also hold values from an earlier use of the same `Asp`.
    pub asp: [Bitboard; MAX_LAYERS],
    /// How many entries of `asp` the routine defines: `ret` for Westcott,
    /// `ret + 1` for Moshammer, 0 when it never returns.
    pub len: usize,
}

impl Default for Asp {
    /// The state a routine starts from: no layers, `asp` all zero.
    fn default() -> Asp {
        Asp::new()
    }
}

impl PartialEq for Asp {
    fn eq(&self, other: &Asp) -> bool {
        self.ret == other.ret
            && self.terminates == other.terminates
            && self.cycle == other.cycle
            && self.met_at == other.met_at
            && self.layers() == other.layers()
    }
}

impl Eq for Asp {}

impl Asp {
    fn new() -> Asp {
        Asp {
            ret: 0,
            terminates: true,
            cycle: None,
            met_at: None,
            asp: [Bitboard::EMPTY; MAX_LAYERS],
            len: 0,
        }
    }
    /// Puts every field but `asp` back to its start state.
    #[inline]
    fn reset(&mut self) {
        self.ret = 0;
        self.terminates = true;
        self.cycle = None;
        self.met_at = None;
        self.len = 0;
    }
    /// The layers the routine defines (see [`Asp::len`]).
    #[inline]
    #[must_use]
    pub fn layers(&self) -> &[Bitboard] {
        &self.asp[..self.len]
    }
    /// The number of moves of the shortest paths, when the routine found one.
    #[must_use]
    pub fn moves(&self) -> Option<u32> {
        self.met_at
    }
}

/// `asp[0]` to `asp[63]`, written at compile time.
static ASP: IndexedNames = indexed_names!("asp");

/// The register name of layer `k`: `asp[k]`.
fn layer_name(k: usize) -> Cow<'static, str> {
    ASP.name(k)
}

/// A frame whose registers are `regs` and then one `asp[k]` register per
/// entry of `asp`, built in a vector of the exact size.
fn layers_frame(
    line: u16,
    caption: impl Into<Cow<'static, str>>,
    regs: &[(&'static str, Bitboard, Role)],
    asp: &[Bitboard],
) -> Frame {
    let mut registers = Vec::with_capacity(regs.len() + asp.len());
    registers.extend(regs.iter().map(|&(n, v, r)| Register::new(n, v, r)));
    registers.extend(
        asp.iter()
            .enumerate()
            .map(|(k, &v)| Register::new(layer_name(k), v, Role::Layer(k as u16))),
    );
    Frame {
        caption: caption.into(),
        line,
        registers,
    }
}

/// Westcott's all shortest paths, generic over the tracer. See [`westcott`].
#[inline]
pub fn westcott_with<T: Tracer>(
    sq1: Bitboard,
    sq2: Bitboard,
    path: Bitboard,
    step: Step,
    t: &mut T,
) -> Asp {
    let mut out = Asp::new();
    westcott_run(&mut out, sq1, sq2, path, step, t);
    out
}

/// Westcott's all shortest paths, untraced, written into `out` in place:
/// the same answer as [`westcott`] (`*out == westcott(..)`) without
/// building and copying a new [`Asp`], for callers that run it many times.
///
/// Only the entries of `out.asp` the routine writes change: those past
/// [`Asp::len`] keep old values (see [`Asp::asp`]).
///
/// ```
/// use fillscope_core::paths::{self, Asp, Step};
/// use fillscope_core::{Bitboard, Square};
/// let (a1, c3, h8) = (Square::A1.into(), Square::C3.into(), Square::H8.into());
/// let mut out = Asp::default();
/// paths::westcott_into(&mut out, a1, h8, Bitboard::ALL, Step::King);
/// assert_eq!(out.moves(), Some(7));
/// paths::westcott_into(&mut out, a1, c3, Bitboard::ALL, Step::King);
/// assert_eq!(out.moves(), Some(2));
/// assert_eq!(out, paths::westcott(a1, c3, Bitboard::ALL, Step::King));
/// ```
#[inline]
pub fn westcott_into(out: &mut Asp, sq1: Bitboard, sq2: Bitboard, path: Bitboard, step: Step) {
    out.reset();
    westcott_run(out, sq1, sq2, path, step, &mut crate::NoTrace);
}

/// The body of [`westcott_with`] and [`westcott_into`], writing into `out`
/// (whose fields other than `asp` start as in [`Asp::new`]). It reads only
/// entries of `out.asp` it wrote itself.
fn westcott_run<T: Tracer>(
    out: &mut Asp,
    sq1: Bitboard,
    sq2: Bitboard,
    path: Bitboard,
    step: Step,
    t: &mut T,
) {
    let (mut sq1, mut sq2) = (sq1 & path, sq2 & path);
    t.frame(|| {
        frame(
            2,
            "Drop the squares of sq1 and sq2 that are not in path",
            [
                ("sq1", sq1, Role::Source),
                ("sq2", sq2, Role::Target),
                ("path", path, Role::Propagator),
            ],
        )
    });
    if sq1.is_empty() || sq2.is_empty() {
        t.frame(|| {
            frame(
                3,
                "sq1 or sq2 has no square in path: return 0",
                [
                    ("sq1", sq1, Role::Source),
                    ("sq2", sq2, Role::Target),
                    ("path", path, Role::Propagator),
                ],
            )
        });
        return;
    }
    let mut i = 1usize;
    out.asp[0] = sq1;
    t.frame(|| {
        layers_frame(
            5,
            "asp[0] = sq1: the fill starts here",
            &[
                ("sq1", sq1, Role::Filled),
                ("sq2", sq2, Role::Target),
                ("path", path, Role::Propagator),
            ],
            &out.asp[..1],
        )
    });
    loop {
        if sq1.intersects(sq2) {
            t.frame(|| {
                layers_frame(
                    7,
                    caption!("sq1 meets sq2 after {} moves: stop filling", i - 1),
                    &[
                        ("sq1", sq1, Role::Filled),
                        ("sq2", sq2, Role::Target),
                        ("path", path, Role::Propagator),
                    ],
                    &out.asp[..i],
                )
            });
            break;
        }
        let temp = sq1;
        ray_frames(t, step, temp, path, |caption, ray| {
            layers_frame(
                9,
                caption,
                &[
                    ("sq1", temp, Role::Filled),
                    ("sq2", sq2, Role::Target),
                    ("path", path, Role::Propagator),
                    ("ray", ray, Role::Frontier),
                ],
                &out.asp[..i],
            )
        });
        sq1 = step.advance(sq1, path);
        if sq1 == temp {
            t.frame(|| {
                layers_frame(
                    10,
                    "The fill has stopped without meeting sq2: return 0",
                    &[
                        ("sq1", sq1, Role::Filled),
                        ("sq2", sq2, Role::Target),
                        ("path", path, Role::Propagator),
                        ("temp", temp, Role::Info),
                    ],
                    &out.asp[..i],
                )
            });
            return;
        }
        out.asp[i] = sq1 - temp;
        i += 1;
        t.frame(|| {
            layers_frame(
                11,
                caption!(
                    "Step {}: the frontier asp[{}] adds {} squares",
                    i - 1,
                    i - 1,
                    out.asp[i - 1].count()
                ),
                &[
                    ("sq1", sq1, Role::Filled),
                    ("sq2", sq2, Role::Target),
                    ("path", path, Role::Propagator),
                    ("temp", temp, Role::Info),
                    ("asp[i]", out.asp[i - 1], Role::Frontier),
                ],
                &out.asp[..i],
            )
        });
    }
    let length = i;
    out.met_at = Some((length - 1) as u32);
    i -= 1;
    sq2 &= sq1;
    out.asp[i] = sq2;
    t.frame(|| {
        layers_frame(
            14,
            caption!(
                "Keep only the squares of sq2 reached: asp[{}] = sq2 & sq1",
                i
            ),
            &[
                ("sq1", sq1, Role::Info),
                ("sq2", sq2, Role::Filled),
                ("path", path, Role::Propagator),
            ],
            &out.asp[..length],
        )
    });
    while i > 0 {
        let temp = sq2;
        sq2 = step.advance(sq2, path);
        i -= 1;
        out.asp[i] &= sq2 - temp;
        t.frame(|| {
            layers_frame(
                18,
                caption!(
                    "Backward step: asp[{}] keeps the squares one step nearer sq2",
                    i
                ),
                &[
                    ("sq1", sq1, Role::Info),
                    ("sq2", sq2, Role::Filled),
                    ("path", path, Role::Propagator),
                    ("temp", temp, Role::Info),
                    ("asp[i]", out.asp[i], Role::Frontier),
                ],
                &out.asp[..length],
            )
        });
    }
    out.ret = length as u32;
    out.len = length;
    t.frame(|| {
        layers_frame(
            20,
            caption!(
                "return {}: {} moves, all shortest paths in asp",
                length,
                length - 1
            ),
            &[
                ("sq1", sq1, Role::Info),
                ("sq2", sq2, Role::Info),
                ("path", path, Role::Propagator),
            ],
            &out.asp[..length],
        )
    });
}

/// Westcott's all shortest paths, untraced.
///
/// Returns the routine's `asp` and return value: the number of layers
/// (moves + 1), or 0 when no path of `path` squares joins `sq1` to `sq2`.
#[must_use]
#[inline]
pub fn westcott(sq1: Bitboard, sq2: Bitboard, path: Bitboard, step: Step) -> Asp {
    westcott_with(sq1, sq2, path, step, &mut crate::NoTrace)
}

/// Westcott's all shortest paths, traced.
#[must_use]
pub fn westcott_traced(sq1: Bitboard, sq2: Bitboard, path: Bitboard, step: Step) -> (Asp, Trace) {
    let mut rec = Recorder {
        frames: Vec::with_capacity(16),
    };
    let r = westcott_with(sq1, sq2, path, step, &mut rec);
    let outcome = Outcome::Returned { value: r.ret };
    (r, rec.finish("westcott", outcome))
}

/// The iteration after which Moshammer's forward loop is checked for a
/// repeating frontier. A terminating run meets `sq2` within 63 steps, so any
/// run still going here is watched until a frontier repeats.
const MOSHAMMER_WATCH_FROM: usize = 64;
/// Give up looking for the repeat after this many further iterations.
const MOSHAMMER_WATCH_FOR: usize = 4096;

/// Moshammer's variant, generic over the tracer. See [`moshammer`].
#[inline]
pub fn moshammer_with<T: Tracer>(
    sq1: Bitboard,
    sq2: Bitboard,
    path: Bitboard,
    step: Step,
    t: &mut T,
) -> Asp {
    let mut out = Asp::new();
    moshammer_run(&mut out, sq1, sq2, path, step, t);
    out
}

/// Moshammer's variant, untraced, written into `out` in place: the same
/// answer as [`moshammer`] (`*out == moshammer(..)`) without building and
/// copying a new [`Asp`].
///
/// Only the entries of `out.asp` the routine writes change: those past
/// [`Asp::len`] keep old values (see [`Asp::asp`]).
#[inline]
pub fn moshammer_into(out: &mut Asp, sq1: Bitboard, sq2: Bitboard, path: Bitboard, step: Step) {
    out.reset();
    moshammer_run(out, sq1, sq2, path, step, &mut crate::NoTrace);
}

/// The body of [`moshammer_with`] and [`moshammer_into`], writing into
/// `out` (whose fields other than `asp` start as in [`Asp::new`]). It reads
/// only entries of `out.asp` it wrote itself.
fn moshammer_run<T: Tracer>(
    out: &mut Asp,
    sq1: Bitboard,
    sq2: Bitboard,
    path: Bitboard,
    step: Step,
    t: &mut T,
) {
    // `asp` grows without bound in the C routine; keep the first
    // MAX_LAYERS entries in `out.asp` and the newest frontier in `cur`.
    let mut cur = sq1;
    // Brent's cycle finding, from iteration MOSHAMMER_WATCH_FROM on: the
    // frontier at iterations 64, 128, 256, ... is kept in `mark` and each
    // later frontier is compared with it (no allocation, a repeat of
    // period p is seen within p steps of a checkpoint).
    let (mut mark, mut mark_at) = (Bitboard::EMPTY, 0usize);
    let mut hist: Vec<Bitboard> = Vec::new();
    if T::ENABLED {
        hist.push(cur);
    }
    out.asp[0] = cur;
    t.frame(|| {
        layers_frame(
            2,
            "asp[0] = sq1 (not masked by path)",
            &[
                ("sq1", sq1, Role::Source),
                ("sq2", sq2, Role::Target),
                ("path", path, Role::Propagator),
            ],
            &hist,
        )
    });
    let mut i = 0usize;
    while !cur.intersects(sq2) {
        ray_frames(t, step, cur, path, |caption, ray| {
            layers_frame(
                5,
                caption,
                &[
                    ("sq1", sq1, Role::Source),
                    ("sq2", sq2, Role::Target),
                    ("path", path, Role::Propagator),
                    ("ray", ray, Role::Frontier),
                ],
                &hist,
            )
        });
        let next = step.advance(cur, path) & !cur;
        if next.is_empty() {
            t.frame(|| {
                layers_frame(
                    6,
                    caption!("asp[{}] is empty: return 0", i + 1),
                    &[
                        ("sq1", sq1, Role::Source),
                        ("sq2", sq2, Role::Target),
                        ("path", path, Role::Propagator),
                    ],
                    &hist,
                )
            });
            out.len = 1;
            return;
        }
        i += 1;
        cur = next;
        if i < MAX_LAYERS {
            out.asp[i] = cur;
        }
        if T::ENABLED {
            hist.push(cur);
        }
        let repeat = if i < MOSHAMMER_WATCH_FROM {
            None
        } else if mark_at > 0 && cur == mark {
            Some(mark_at)
        } else {
            if i.is_power_of_two() {
                (mark, mark_at) = (cur, i);
            }
            None
        };
        t.frame(|| {
            layers_frame(
                5,
                match repeat {
                    Some(k) => {
                        caption!("asp[{}] equals asp[{}]: the loop repeats forever", i, k)
                    }
                    None => caption!(
                        "asp[{}] = fill(asp[{}]) & path & !asp[{}]: {} squares",
                        i,
                        i - 1,
                        i - 1,
                        cur.count()
                    ),
                },
                &[
                    ("sq1", sq1, Role::Source),
                    ("sq2", sq2, Role::Target),
                    ("path", path, Role::Propagator),
                    ("asp[i]", cur, Role::Frontier),
                ],
                &hist,
            )
        });
        if let Some(k) = repeat {
            out.terminates = false;
            out.cycle = Some((k as u32, i as u32));
            return;
        }
        if i >= MOSHAMMER_WATCH_FROM + MOSHAMMER_WATCH_FOR {
            // No repeat found yet, but the run is already past any
            // terminating length: report it as non-terminating.
            out.terminates = false;
            return;
        }
    }
    let length = i;
    out.met_at = Some(i as u32);
    out.asp[i] = sq2;
    if T::ENABLED {
        hist[i] = sq2;
    }
    t.frame(|| {
        layers_frame(
            10,
            caption!("asp[{}] meets sq2: asp[{}] = sq2 (all of it)", i, i),
            &[
                ("sq1", sq1, Role::Source),
                ("sq2", sq2, Role::Target),
                ("path", path, Role::Propagator),
            ],
            &hist,
        )
    });
    while i > 0 {
        let back = step.advance(out.asp[i], path);
        out.asp[i - 1] &= back;
        if T::ENABLED {
            hist[i - 1] = out.asp[i - 1];
        }
        i -= 1;
        t.frame(|| {
            layers_frame(
                12,
                caption!("asp[{}] &= fill(asp[{}]) & path", i, i + 1),
                &[
                    ("sq1", sq1, Role::Source),
                    ("sq2", sq2, Role::Target),
                    ("path", path, Role::Propagator),
                    ("asp[i]", out.asp[i], Role::Frontier),
                ],
                &hist,
            )
        });
    }
    out.ret = length as u32;
    out.len = length + 1;
    t.frame(|| {
        layers_frame(
            15,
            caption!("return {}", length),
            &[
                ("sq1", sq1, Role::Source),
                ("sq2", sq2, Role::Target),
                ("path", path, Role::Propagator),
            ],
            &hist,
        )
    });
}

/// Moshammer's optimised variant exactly as the wiki page writes it, untraced.
///
/// Its behaviour differs from [`westcott`]: `asp[0]` is `sq1` unmasked, each
/// frontier only excludes the previous one (so old squares come back), the
/// last layer is all of `sq2`, it returns the index of the last layer, and
/// when `sq2` is unreachable from a region of two or more squares it never
/// returns. The C routine would loop forever there (and run off the end of
/// `asp`); this one notices the frontier repeating and reports
/// `terminates: false` with the repeating iterations in [`Asp::cycle`].
#[must_use]
#[inline]
pub fn moshammer(sq1: Bitboard, sq2: Bitboard, path: Bitboard, step: Step) -> Asp {
    moshammer_with(sq1, sq2, path, step, &mut crate::NoTrace)
}

/// Moshammer's variant, traced.
#[must_use]
pub fn moshammer_traced(sq1: Bitboard, sq2: Bitboard, path: Bitboard, step: Step) -> (Asp, Trace) {
    let mut rec = Recorder::default();
    let r = moshammer_with(sq1, sq2, path, step, &mut rec);
    let outcome = match (r.terminates, r.cycle) {
        (true, _) => Outcome::Returned { value: r.ret },
        (false, Some((a, b))) => Outcome::NeverTerminates {
            first_seen: a,
            repeat_at: b,
        },
        (false, None) => Outcome::NeverTerminates {
            first_seen: 0,
            repeat_at: 0,
        },
    };
    (r, rec.finish("moshammer", outcome))
}

/// Squares-connected, generic over the tracer: is there any path of `path`
/// squares from a square of `sq1` to a square of `sq2`?
#[inline]
pub fn connected_with<T: Tracer>(
    sq1: Bitboard,
    sq2: Bitboard,
    path: Bitboard,
    step: Step,
    t: &mut T,
) -> bool {
    let (mut sq1, sq2) = (sq1 & path, sq2 & path);
    t.frame(|| {
        frame(
            2,
            "Drop the squares of sq1 and sq2 that are not in path",
            [
                ("sq1", sq1, Role::Filled),
                ("sq2", sq2, Role::Target),
                ("path", path, Role::Propagator),
            ],
        )
    });
    let mut steps = 0u32;
    loop {
        if sq1.intersects(sq2) {
            t.frame(|| {
                frame(
                    4,
                    caption!("sq1 meets sq2 after {} steps: return true", steps),
                    [
                        ("sq1", sq1, Role::Filled),
                        ("sq2", sq2, Role::Target),
                        ("path", path, Role::Propagator),
                    ],
                )
            });
            return true;
        }
        let temp = sq1;
        ray_frames(t, step, temp, path, |caption, ray| {
            frame(
                6,
                caption,
                [
                    ("sq1", temp, Role::Filled),
                    ("sq2", sq2, Role::Target),
                    ("path", path, Role::Propagator),
                    ("ray", ray, Role::Frontier),
                ],
            )
        });
        sq1 = step.advance(sq1, path);
        steps += 1;
        if sq1 == temp {
            t.frame(|| {
                frame(
                    7,
                    "The fill has stopped: return false",
                    [
                        ("sq1", sq1, Role::Filled),
                        ("sq2", sq2, Role::Target),
                        ("path", path, Role::Propagator),
                        ("temp", temp, Role::Info),
                    ],
                )
            });
            return false;
        }
        t.frame(|| {
            frame(
                6,
                caption!(
                    "Step {}: sq1 grows by {} squares",
                    steps,
                    (sq1 - temp).count()
                ),
                [
                    ("sq1", sq1, Role::Filled),
                    ("sq2", sq2, Role::Target),
                    ("path", path, Role::Propagator),
                    ("temp", temp, Role::Info),
                    ("frontier", sq1 - temp, Role::Frontier),
                ],
            )
        });
    }
}

/// Squares-connected, untraced.
#[must_use]
#[inline]
pub fn connected(sq1: Bitboard, sq2: Bitboard, path: Bitboard, step: Step) -> bool {
    connected_with(sq1, sq2, path, step, &mut crate::NoTrace)
}

/// Squares-connected, traced.
#[must_use]
pub fn connected_traced(sq1: Bitboard, sq2: Bitboard, path: Bitboard, step: Step) -> (bool, Trace) {
    let mut rec = Recorder::default();
    let r = connected_with(sq1, sq2, path, step, &mut rec);
    (r, rec.finish("connected", Outcome::Bool { value: r }))
}

#[cfg(test)]
mod tests {
    use alloc::format;

    #[test]
    fn layer_names_are_asp_k() {
        for k in 0..5000 {
            assert_eq!(super::layer_name(k), format!("asp[{k}]"));
        }
    }
}
