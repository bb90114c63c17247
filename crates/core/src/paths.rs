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
            Step::RookSlide | Step::BishopSlide | Step::QueenSlide => {
                self.advance(b, Bitboard::ALL)
            }
            Step::King | Step::Rook | Step::Bishop | Step::Knight => Bitboard(one_step(self, b.0)),
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
        Bitboard(advance(self, b.0, path.0))
    }
}

/// [`Step::fill`] for a one-square step (king, rook, bishop, knight),
/// always inlined so a caller with a constant `step` gets only its arm.
#[inline(always)]
const fn one_step(step: Step, x: u64) -> u64 {
    const NOT_AB: u64 = 0xfcfc_fcfc_fcfc_fcfc;
    const NOT_GH: u64 = 0x3f3f_3f3f_3f3f_3f3f;
    match step {
        Step::King => {
            // Two stages: spread along the rank, then along the file.
            let x = x | (x << 1) & NOT_A | (x >> 1) & NOT_H;
            x | x << 8 | x >> 8
        }
        Step::Rook => x | (x << 1) & NOT_A | (x >> 1) & NOT_H | x << 8 | x >> 8,
        Step::Bishop => {
            x | (x << 9) & NOT_A | (x << 7) & NOT_H | (x >> 7) & NOT_A | (x >> 9) & NOT_H
        }
        Step::Knight => {
            x | (x << 17) & NOT_A
                | (x << 10) & NOT_AB
                | (x >> 6) & NOT_AB
                | (x >> 15) & NOT_A
                | (x << 15) & NOT_H
                | (x << 6) & NOT_GH
                | (x >> 10) & NOT_GH
                | (x >> 17) & NOT_H
        }
        // Not a one-square step: callers never pass these.
        Step::RookSlide | Step::BishopSlide | Step::QueenSlide => x,
    }
}

/// [`Step::advance`] on plain `u64`s, always inlined (see [`one_step`]).
#[inline(always)]
const fn advance(step: Step, g: u64, p: u64) -> u64 {
    match step {
        Step::King | Step::Rook | Step::Bishop | Step::Knight => one_step(step, g) & p,
        Step::RookSlide => rook_slides(g, p) & p,
        Step::BishopSlide => bishop_slides(g, p) & p,
        Step::QueenSlide => (rook_slides(g, p) | bishop_slides(g, p)) & p,
    }
}

/// `path` and what [`Within::advance`] needs of it, computed once per
/// run: copies of `path` with the file masks folded in, and for a sliding
/// step the three Kogge-Stone propagators of each direction.
#[derive(Clone, Copy)]
struct Within {
    step: Step,
    p: u64,
    /// `p` without the a-file, the h-file, the a- and b-files, the g- and
    /// h-files.
    pa: u64,
    ph: u64,
    pab: u64,
    pgh: u64,
    /// `rays[d]`: the propagators for 1, 2 and 4 squares in direction
    /// `RAYS[d]`.
    rays: [[u64; 3]; 8],
}

/// The eight slide directions as (shift, guard): the rook's four, then the
/// bishop's.
const RAYS: [(i8, u64); 8] = [
    (8, !0),
    (-8, !0),
    (1, NOT_A),
    (-1, NOT_H),
    (9, NOT_A),
    (7, NOT_H),
    (-7, NOT_A),
    (-9, NOT_H),
];

impl Within {
    #[inline(always)]
    const fn new(step: Step, p: u64) -> Within {
        let mut rays = [[0; 3]; 8];
        let mut d = 0;
        while d < 8 {
            let (s, guard) = RAYS[d];
            let p1 = p & guard;
            let p2 = p1 & shift(p1, s);
            rays[d] = [p1, p2, p2 & shift(p2, 2 * s)];
            d += 1;
        }
        Within {
            step,
            p,
            pa: p & NOT_A,
            ph: p & NOT_H,
            pab: p & 0xfcfc_fcfc_fcfc_fcfc,
            pgh: p & 0x3f3f_3f3f_3f3f_3f3f,
            rays,
        }
    }

    /// `advance(step, g, p)` for `g` within `p` (`g & !p == 0`), in fewer
    /// operations.
    #[inline(always)]
    const fn advance(&self, g: u64) -> u64 {
        let (p, pa, ph) = (self.p, self.pa, self.ph);
        match self.step {
            Step::King => {
                // The file first (no masks), then the rank.
                let z = g | g << 8 | g >> 8;
                z & p | (z << 1) & pa | (z >> 1) & ph
            }
            Step::Rook => g | (g << 8 | g >> 8) & p | (g << 1) & pa | (g >> 1) & ph,
            Step::Bishop => g | (g << 9 | g >> 7) & pa | (g << 7 | g >> 9) & ph,
            Step::Knight => {
                g | (g << 17 | g >> 15) & pa
                    | (g << 15 | g >> 17) & ph
                    | (g << 10 | g >> 6) & self.pab
                    | (g << 6 | g >> 10) & self.pgh
            }
            // An occluded fill never leaves `g | p`.
            Step::RookSlide => self.rays(g, 0, 4),
            Step::BishopSlide => self.rays(g, 4, 8),
            Step::QueenSlide => self.rays(g, 0, 8),
        }
    }

    /// `g` and its Kogge-Stone occluded fills in directions `from..to`.
    #[inline(always)]
    const fn rays(&self, g: u64, from: usize, to: usize) -> u64 {
        let mut out = g;
        let mut d = from;
        while d < to {
            let s = RAYS[d].0;
            let [p1, p2, p4] = self.rays[d];
            let g1 = g | p1 & shift(g, s);
            let g2 = g1 | p2 & shift(g1, 2 * s);
            out |= g2 | p4 & shift(g2, 4 * s);
            d += 1;
        }
        out
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
                "{} rays {dir}: {} square{}, each ray running until a square outside path or the board's edge",
                step.name(),
                ray.count(),
                crate::trace::plural(ray.count())
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
    /// How the routine ended: its return value, or the repeat that makes
    /// it loop for ever (iterations 0 and 0 when none was found).
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        match (self.terminates, self.cycle) {
            (true, _) => Outcome::Returned { value: self.ret },
            (false, cycle) => {
                let (first_seen, repeat_at) = cycle.unwrap_or((0, 0));
                Outcome::NeverTerminates {
                    first_seen,
                    repeat_at,
                }
            }
        }
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
    if !T::ENABLED {
        westcott_untraced(out, sq1.0, sq2.0, path.0, step);
        return;
    }
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
                    caption!("sq1 meets sq2 after {} move{s}: stop filling", i - 1),
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
                    "Step {}: the frontier asp[{}] adds {} square{s}",
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
                "return {}: {} move{s}, all shortest paths in asp",
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

/// Untraced Westcott: dispatches once on `step` to [`westcott_fast`]
/// compiled for that step kind, so its loops hold no `match`.
#[inline]
fn westcott_untraced(out: &mut Asp, sq1: u64, sq2: u64, path: u64, step: Step) {
    match step {
        Step::King => westcott_fast::<{ Step::King as u8 }>(out, sq1, sq2, path),
        Step::Rook => westcott_fast::<{ Step::Rook as u8 }>(out, sq1, sq2, path),
        Step::Bishop => westcott_fast::<{ Step::Bishop as u8 }>(out, sq1, sq2, path),
        Step::Knight => westcott_fast::<{ Step::Knight as u8 }>(out, sq1, sq2, path),
        Step::RookSlide => westcott_fast::<{ Step::RookSlide as u8 }>(out, sq1, sq2, path),
        Step::BishopSlide => westcott_fast::<{ Step::BishopSlide as u8 }>(out, sq1, sq2, path),
        Step::QueenSlide => westcott_fast::<{ Step::QueenSlide as u8 }>(out, sq1, sq2, path),
    }
}

/// The squares of the colour of `sq`'s squares (`sq` one square).
#[inline(always)]
const fn same_colour(sq: u64) -> u64 {
    const DARK: u64 = 0xaa55_aa55_aa55_aa55;
    if sq & DARK != 0 {
        DARK
    } else {
        !DARK
    }
}

/// Whether every move of `step` stays on its square's colour (bishop
/// steps and slides).
#[inline(always)]
const fn colour_bound(step: Step) -> bool {
    matches!(step, Step::Bishop | Step::BishopSlide)
}

/// The step kind whose discriminant is `k` (for const generics, which
/// cannot take a `Step` on stable Rust).
#[inline(always)]
const fn step_of(k: u8) -> Step {
    let mut i = 0;
    while i < Step::ALL.len() {
        if Step::ALL[i] as u8 == k {
            return Step::ALL[i];
        }
        i += 1;
    }
    Step::King
}

/// Westcott's routine for step kind `K` (a `Step` discriminant), written
/// into `out` (an `Asp` or `&mut Asp` whose fields other than `asp` start
/// as in [`Asp::new`]): the same `out`, entry for entry, as the traced loop
/// in [`westcott_run`], with less work:
///
/// - the fills use [`Within::advance`] (every fill here stays within
///   `path`), its loop invariants computed once;
/// - a forward frontier is `next ^ fwd` (the fill only grows), whose zero
///   test is also the "fill has stopped" test;
/// - the backward step keeps `asp[k] &= bwd` without Westcott's `& ~temp`:
///   a square `k` steps from `sq1` cannot be within `d - k - 1` steps of
///   the reached targets, `d` being the fewest moves (every step kind is
///   symmetric: a move's reverse is a move);
/// - when `sq2 & path` is one square `t`, the forward fill is tested
///   against `fill(t)`, the squares one move from `t`: meeting it after
///   `d - 1` steps means `t` is reached at step `d`, so the last forward
///   fill is skipped, and `fill(t)` is the backward fill's first step
///   (skipped for a bishop's target on the other colour, never reached);
/// - when `sq1 & path` is one square, the last backward fill is skipped:
///   that square starts every shortest path, so `asp[0]` keeps it.
macro_rules! westcott_body {
    ($out:ident, $k:expr, $sq1:expr, $sq2:expr, $path:expr) => {
        // A labelled block, not a function: `$out` is written in place
        // (see `westcott_new`) and `break 'run` is the early return.
        'run: {
            let path = $path;
            let within = Within::new(step_of($k), path);
            let (mut fwd, targets) = ($sq1 & path, $sq2 & path);
            if fwd == 0 || targets == 0 {
                break 'run;
            }
            $out.asp[0] = Bitboard(fwd);
            let one_source = fwd & (fwd - 1) == 0;
            let one_target = targets & (targets - 1) == 0
                && fwd & targets == 0
                && !(colour_bound(within.step) && fwd & same_colour(targets) == 0);
            let probe = if one_target {
                within.advance(targets)
            } else {
                targets
            };
            let mut i = 1usize;
            while fwd & probe == 0 {
                let next = within.advance(fwd);
                let frontier = next ^ fwd;
                if frontier == 0 {
                    break 'run;
                }
                $out.asp[i] = Bitboard(frontier);
                fwd = next;
                i += 1;
            }
            // Backward, layer k = d - 1 down to `last` keeps the squares of
            // `bwd` grown to d - k moves from the targets reached.
            let last = usize::from(one_source);
            let (mut k, mut bwd);
            if one_target {
                // The target is one move from fwd: it is layer d = i, and
                // `probe`, the squares one move from it, trims layer d - 1.
                k = i;
                $out.asp[k] = Bitboard(targets);
                bwd = probe;
                i += 1;
                if k > last {
                    k -= 1;
                    $out.asp[k].0 &= bwd;
                }
            } else {
                k = i - 1;
                bwd = targets & fwd;
                $out.asp[k] = Bitboard(bwd);
            }
            while k > last {
                bwd = within.advance(bwd);
                k -= 1;
                $out.asp[k].0 &= bwd;
            }
            $out.met_at = Some((i - 1) as u32);
            $out.ret = i as u32;
            $out.len = i;
        }
    };
}

/// [`westcott_body!`] into an existing `Asp`, one function per step kind.
#[inline(never)]
fn westcott_fast<const K: u8>(out: &mut Asp, sq1: u64, sq2: u64, path: u64) {
    westcott_body!(out, K, sq1, sq2, path);
}

/// [`westcott_body!`] into a new `Asp`, one function per step kind. The
/// body writes the local `out` by place, never through a reference, so the
/// compiler builds it in the caller's slot for the result; borrowed, it
/// would be built in a temporary and copied (560 bytes) on return.
#[inline(never)]
fn westcott_new<const K: u8>(sq1: u64, sq2: u64, path: u64) -> Asp {
    let mut out = Asp::new();
    westcott_body!(out, K, sq1, sq2, path);
    out
}

/// Westcott's all shortest paths, untraced.
///
/// Returns the routine's `asp` and return value: the number of layers
/// (moves + 1), or 0 when no path of `path` squares joins `sq1` to `sq2`.
#[must_use]
#[inline]
pub fn westcott(sq1: Bitboard, sq2: Bitboard, path: Bitboard, step: Step) -> Asp {
    let (sq1, sq2, path) = (sq1.0, sq2.0, path.0);
    match step {
        Step::King => westcott_new::<{ Step::King as u8 }>(sq1, sq2, path),
        Step::Rook => westcott_new::<{ Step::Rook as u8 }>(sq1, sq2, path),
        Step::Bishop => westcott_new::<{ Step::Bishop as u8 }>(sq1, sq2, path),
        Step::Knight => westcott_new::<{ Step::Knight as u8 }>(sq1, sq2, path),
        Step::RookSlide => westcott_new::<{ Step::RookSlide as u8 }>(sq1, sq2, path),
        Step::BishopSlide => westcott_new::<{ Step::BishopSlide as u8 }>(sq1, sq2, path),
        Step::QueenSlide => westcott_new::<{ Step::QueenSlide as u8 }>(sq1, sq2, path),
    }
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

/// The iteration after which Moshammer's forward loop is also checked for a
/// repeat of any period (a repeat of period 2 is seen as soon as it comes).
/// A terminating run meets `sq2` within 63 steps, so any run still going
/// here is watched until a frontier repeats.
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
    // The frontiers one and two iterations back: the loop's state is its
    // frontier alone, so a frontier met again means it never ends. Its
    // repeats have period 2 (tests/moshammer.rs), seen at once this way.
    let (mut back1, mut back2) = (cur, None::<Bitboard>);
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
        let repeat = if back2 == Some(cur) {
            Some(i - 2)
        } else if i < MOSHAMMER_WATCH_FROM {
            None
        } else if mark_at > 0 && cur == mark {
            Some(mark_at)
        } else {
            if i.is_power_of_two() {
                (mark, mark_at) = (cur, i);
            }
            None
        };
        (back2, back1) = (Some(back1), cur);
        t.frame(|| {
            layers_frame(
                5,
                match repeat {
                    Some(k) => {
                        caption!("asp[{}] equals asp[{}]: the loop repeats forever", i, k)
                    }
                    None => caption!(
                        "asp[{}] = fill(asp[{}]) & path & !asp[{}]: {} square{s}",
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
            // Named as Westcott's last frame is, so that the frame is said
            // with the paths' squares (src/announce.rs reads the caption).
            caption!("return {}: all shortest paths in asp", length),
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
    let outcome = r.outcome();
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
                    caption!("sq1 meets sq2 after {} step{s}: return true", steps),
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
                    "Step {}: sq1 grows by {} square{s}",
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
    use super::{Asp, Step, MAX_LAYERS};
    use crate::Bitboard;
    use alloc::format;

    #[test]
    fn layer_names_are_asp_k() {
        for k in 0..5000 {
            assert_eq!(super::layer_name(k), format!("asp[{k}]"));
        }
    }

    /// The untraced fast forms write every entry of `asp` exactly as the
    /// traced loop (Westcott's routine step by step) does, not only the
    /// layers: frontiers of runs that stop, zeros past them (`westcott`),
    /// old values left alone (`westcott_into`). Boards: random paths of
    /// several densities, one to three sources and targets (some off the
    /// path), and a winding path for runs of 20 to 40 layers.
    #[test]
    fn fast_forms_write_what_the_traced_loop_writes() {
        let mut s = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        let mut reused = Asp {
            asp: [Bitboard(0x5a5a_0ff0_1234_8765); MAX_LAYERS],
            ..Asp::default()
        };
        let (mut layers, mut long) = (0, 0);
        for k in 0..3000 {
            let mut squares = |n: u64| (0..1 + n % 3).fold(0, |b, _| b | 1u64 << (next() % 64));
            let (sq1, sq2) = if k % 6 == 4 {
                // From a1 along the winding path below.
                (1, 1 << (48 + next() % 16))
            } else {
                (squares(k), squares(k / 3))
            };
            let path = match k % 6 {
                0 => next() & next(),
                1 => next(),
                2 => next() | next(),
                3 => !0,
                4 => 0x01ff_80ff_01ff_80ff ^ (next() & 1) << (next() % 64),
                _ => next() | next() | next(),
            };
            let path = if k % 4 == 0 { path } else { path | sq1 | sq2 };
            let (sq1, sq2, path) = (Bitboard(sq1), Bitboard(sq2), Bitboard(path));
            for step in Step::ALL {
                let (traced, _) = super::westcott_traced(sq1, sq2, path, step);
                let fresh = super::westcott(sq1, sq2, path, step);
                assert_eq!(fresh.asp, traced.asp, "{step:?} {sq1:?} {sq2:?} {path:?}");
                assert_eq!(
                    (
                        fresh.ret,
                        fresh.len,
                        fresh.met_at,
                        fresh.terminates,
                        fresh.cycle
                    ),
                    (
                        traced.ret,
                        traced.len,
                        traced.met_at,
                        traced.terminates,
                        traced.cycle
                    )
                );
                let old = reused.asp;
                super::westcott_into(&mut reused, sq1, sq2, path, step);
                // Entries the routine wrote equal the traced ones; the rest
                // keep their old values.
                let written = traced
                    .asp
                    .iter()
                    .rposition(|b| !b.is_empty())
                    .map_or(0, |i| i + 1);
                assert_eq!(reused.asp[..written], traced.asp[..written]);
                assert_eq!(reused.asp[written..], old[written..]);
                assert_eq!(reused, traced);
                layers += traced.len;
                long += usize::from(traced.len > 20);
            }
        }
        // Not vacuous: many paths found, some of them long.
        assert!(
            layers > 20_000 && long > 50,
            "{layers} layers, {long} long runs"
        );
    }
}
