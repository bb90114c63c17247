//! Two runs side by side: which frame of each to show together
//! ([`align`] for two fills, [`by_index`] frame by frame, [`by_values`]
//! for a routine traced statement by statement, [`by_log`] for a pasted
//! log), and where they differ ([`first_difference`], [`first_departure`],
//! [`log_difference`]).
//!
//! The fills' line-up and difference are written once for both boards:
//! they read any [`Run`], an 8x8 [`Trace`] or a 9x9 [`Trace9`], and so
//! does the log's line-up, as the Log tab checks on both boards.

use alloc::string::String;
use alloc::vec::Vec;

use crate::nine::{Board9, Frame9, Outcome9, Trace9};
use crate::trace::Outcome;
use crate::{Algorithm, Bitboard, Frame, Role, Trace};

/// One register of a frame, as a comparison reads it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reading<'a, S> {
    /// Its name.
    pub name: &'a str,
    /// Its role.
    pub role: Role,
    /// Its value: a set of its board's squares.
    pub value: S,
    /// Whether it is the `asp[i]` alias of a numbered layer
    /// ([`crate::Register::is_alias`]).
    pub alias: bool,
}

/// A frame of either board's run ([`Frame`] or [`Frame9`]), as a
/// comparison reads it.
pub trait RunFrame {
    /// A set of its board's squares ([`Bitboard`] or [`Board9`]).
    type Set: Copy + Eq + Default;
    /// The executing line of the algorithm's listing.
    fn line(&self) -> u16;
    /// Its registers, in listing order.
    fn readings(&self) -> impl Iterator<Item = Reading<'_, Self::Set>>;
    /// The value of the register called `name`, if the frame has one.
    fn value(&self, name: &str) -> Option<Self::Set> {
        self.readings().find(|r| r.name == name).map(|r| r.value)
    }
}

impl RunFrame for Frame {
    type Set = Bitboard;
    fn line(&self) -> u16 {
        self.line
    }
    fn readings(&self) -> impl Iterator<Item = Reading<'_, Bitboard>> {
        self.registers.iter().map(|r| Reading {
            name: &r.name,
            role: r.role,
            value: r.value,
            alias: r.is_alias(),
        })
    }
}

/// The 9x9 fills (BFS and Voronoi) keep no `asp[i]` alias.
impl RunFrame for Frame9 {
    type Set = Board9;
    fn line(&self) -> u16 {
        self.line
    }
    fn readings(&self) -> impl Iterator<Item = Reading<'_, Board9>> {
        self.registers.iter().map(|r| Reading {
            name: &r.name,
            role: r.role,
            value: r.value,
            alias: false,
        })
    }
}

/// A run of either board ([`Trace`] or [`Trace9`]), as a comparison reads
/// it: [`align`], [`by_index`], [`by_values`], [`first_difference`] and
/// [`first_departure`] are written once for both.
pub trait Run {
    /// Its frames' type.
    type Frame: RunFrame;
    /// Its frames, in order.
    fn frames(&self) -> &[Self::Frame];
    /// Its algorithm's id (`code` for the user's code).
    fn algorithm_id(&self) -> &str;
    /// The number it returns, if any ([`returned`]).
    fn number(&self) -> Option<u32>;
    /// The squares it ends with ([`answer`]).
    fn end(&self) -> <Self::Frame as RunFrame>::Set;
    /// A copy with its registers read under other names ([`read_as`]).
    #[must_use]
    fn renamed<S: AsRef<str>>(&self, names: &[(S, S)]) -> Self
    where
        Self: Sized;
}

impl Run for Trace {
    type Frame = Frame;
    fn frames(&self) -> &[Frame] {
        &self.frames
    }
    fn algorithm_id(&self) -> &str {
        &self.algorithm
    }
    fn number(&self) -> Option<u32> {
        returned(self)
    }
    fn end(&self) -> Bitboard {
        answer(self)
    }
    fn renamed<S: AsRef<str>>(&self, names: &[(S, S)]) -> Trace {
        let mut t = self.clone();
        for r in t.frames.iter_mut().flat_map(|f| f.registers.iter_mut()) {
            if let Some(n) = read_as(&r.name, names) {
                r.name = n.into();
            }
        }
        t
    }
}

impl Run for Trace9 {
    type Frame = Frame9;
    fn frames(&self) -> &[Frame9] {
        &self.frames
    }
    fn algorithm_id(&self) -> &str {
        &self.algorithm
    }
    fn number(&self) -> Option<u32> {
        returned9(self)
    }
    fn end(&self) -> Board9 {
        answer9(self)
    }
    fn renamed<S: AsRef<str>>(&self, names: &[(S, S)]) -> Trace9 {
        let mut t = self.clone();
        for r in t.frames.iter_mut().flat_map(|f| f.registers.iter_mut()) {
            if let Some(n) = read_as(&r.name, names) {
                r.name = n.into();
            }
        }
        t
    }
}

/// A set of run `R`'s board.
pub type SetOf<R> = <<R as Run>::Frame as RunFrame>::Set;

/// Where a frame stands in its run.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Group {
    /// Before the first step.
    Prologue,
    /// In step `k` (1-based), from the frame that begins it.
    Stage(u32),
    /// After the last step's first frame (return, attacks, the backward
    /// pass).
    Tail,
}

/// The group of every frame of `trace`, for an algorithm with `stages`.
fn groups<R: Run>(trace: &R, algorithm: Algorithm) -> Option<Vec<Group>> {
    let stages = algorithm.stages()?;
    let last = trace
        .frames()
        .iter()
        .rposition(|f| stages.lines.contains(&f.line()));
    let mut count = 0u32;
    Some(
        trace
            .frames()
            .iter()
            .enumerate()
            .map(|(i, f)| {
                if stages.lines.contains(&f.line()) {
                    count += 1;
                }
                match last {
                    _ if count == 0 => Group::Prologue,
                    // Everything after the last step's first frame.
                    Some(l) if i > l => Group::Tail,
                    _ if stages.doubling => Group::Stage(u32::BITS - count.leading_zeros()),
                    _ => Group::Stage(count),
                }
            })
            .collect(),
    )
}

/// The pairs of frames (A's, B's) that one playback shows together.
///
/// When both algorithms have [`Algorithm::stages`], frames line up by
/// step: the frames before the first step together, step k of A with step
/// k of B (Dumb7Fill's cycles 1, 2-3 and 4-7 with Kogge-Stone's doubling
/// steps 1, 2 and 3; forward iteration k of both shortest-path variants),
/// and the frames after the last step aligned at their ends (both runs end
/// with their answer). Within a group the run with fewer frames holds its
/// last one. Otherwise frames pair by index, the shorter run holding its
/// last frame.
#[must_use]
pub fn align<R: Run>(a: &R, alg_a: Algorithm, b: &R, alg_b: Algorithm) -> Vec<(usize, usize)> {
    let (la, lb) = (a.frames().len(), b.frames().len());
    if la == 0 || lb == 0 {
        return Vec::new();
    }
    let (Some(ga), Some(gb)) = (groups(a, alg_a), groups(b, alg_b)) else {
        return by_index(a, b);
    };
    // The groups of both runs in order, each once (a handful: kept sorted
    // as they come, which needs no sort routine on the page).
    let mut keys: Vec<Group> = Vec::new();
    for &g in ga.iter().chain(gb.iter()) {
        if let Err(at) = keys.binary_search(&g) {
            keys.insert(at, g);
        }
    }
    let mut out = Vec::new();
    let (mut at_a, mut at_b) = (0usize, 0usize);
    for key in keys {
        let fa: Vec<usize> = (0..la).filter(|&i| ga[i] == key).collect();
        let fb: Vec<usize> = (0..lb).filter(|&i| gb[i] == key).collect();
        let n = fa.len().max(fb.len());
        for j in 0..n {
            let pick = |f: &[usize], held: usize| -> usize {
                if f.is_empty() {
                    return held;
                }
                if key == Group::Tail {
                    // Aligned at the ends.
                    let from_end = n - 1 - j;
                    f[f.len().saturating_sub(1 + from_end)]
                } else {
                    f[j.min(f.len() - 1)]
                }
            };
            at_a = pick(&fa, at_a);
            at_b = pick(&fb, at_b);
            out.push((at_a, at_b));
        }
    }
    out
}

/// Frame k of A with frame k of B, the shorter run holding its last frame.
#[must_use]
pub fn by_index<R: Run>(a: &R, b: &R) -> Vec<(usize, usize)> {
    let (la, lb) = (a.frames().len(), b.frames().len());
    if la == 0 || lb == 0 {
        return Vec::new();
    }
    (0..la.max(lb))
        .map(|i| (i.min(la - 1), i.min(lb - 1)))
        .collect()
}

/// Which registers of A's frames [`by_values`] and [`first_departure`]
/// compare with run B's.
enum Basis<'a> {
    /// The one register picked.
    Named(&'a str),
    /// The layers (`asp[1]`, `layer[2]`): A's run has some.
    Layers,
    /// A run with no layers (an occluded fill's `gen`, `pro`, `flood`):
    /// the registers it computes that B's run names too.
    Common(Vec<&'a str>),
}

/// Whether a register of this role is an input that a fill shows, not a
/// value it computes (the attack frame shows the generators and the
/// propagators as given; the pawn fills show both sides' pawns beside each
/// step): a routine may mask or keep its inputs as it likes, or hold them
/// only in the caller while a helper runs, so they do not say how far it
/// has come.
fn is_input(role: Role) -> bool {
    matches!(
        role,
        Role::Source
            | Role::Target
            | Role::Blocker
            | Role::Propagator
            | Role::SideC
            | Role::SideD
            | Role::WhitePawn
            | Role::BlackPawn
    )
}

/// What `name` (when given) or A's and B's runs make [`Basis`].
fn basis<'a, R: Run>(a: &R, b: &'a R, name: Option<&'a str>) -> Basis<'a> {
    if let Some(n) = name {
        return Basis::Named(n);
    }
    let layered = a.frames().iter().any(|f| {
        f.readings()
            .any(|r| matches!(r.role, Role::Layer(_)) && !r.alias)
    });
    if layered {
        return Basis::Layers;
    }
    // B's names that A's run computes somewhere, each once. A's run is
    // searched once a name (B's run names the same few in every frame).
    let mut names: Vec<&str> = Vec::new();
    let mut looked: Vec<&str> = Vec::new();
    for r in b.frames().iter().flat_map(RunFrame::readings) {
        let n: &str = r.name;
        if looked.contains(&n) {
            continue;
        }
        looked.push(n);
        let computed = a.frames().iter().any(|f| {
            f.readings()
                .any(|ra| ra.name == n && !ra.alias && !is_input(ra.role))
        });
        if computed {
            names.push(n);
        }
    }
    Basis::Common(names)
}

/// The registers of A's run that [`by_values`] compares with run B's when
/// no register is picked and A's run has no layers: those both runs name,
/// but for A's inputs (sources, targets, blockers, propagators, pawns, the
/// third and fourth sides' seeds). Empty
/// when A's run has layers, which are compared instead.
#[must_use]
pub fn common_registers<'a, R: Run>(a: &R, b: &'a R) -> Vec<&'a str> {
    match basis(a, b, None) {
        Basis::Common(names) => names,
        Basis::Named(_) | Basis::Layers => Vec::new(),
    }
}

/// The registers of `fa` compared between runs (see [`Basis`]).
fn compared<'a: 'b, 'b, F: RunFrame>(
    fa: &'a F,
    basis: &'b Basis<'b>,
) -> impl Iterator<Item = (&'a str, F::Set)> + 'b {
    fa.readings()
        .filter(move |r| match basis {
            Basis::Named(n) => r.name == *n,
            Basis::Layers => matches!(r.role, Role::Layer(_)) && !r.alias,
            Basis::Common(names) => !r.alias && !is_input(r.role) && names.contains(&r.name),
        })
        .map(|r| (r.name, r.value))
}

/// Whether `fb` holds every register of `fa` that is compared, as `fa`
/// does (see [`compared`]).
fn reaches<F: RunFrame>(fa: &F, fb: &F, basis: &Basis) -> bool {
    compared(fa, basis).all(|(n, v)| fb.value(n) == Some(v))
}

/// Run B traced statement by statement (the Code tab's run) lined up with
/// run A by values, not by number: B's frame `j` goes with the last frame
/// of A that B has reached by then, in order (B's frame holds each of
/// that frame's compared registers as A does: register `name`; or its
/// layers; or, when A's run has none, the registers it computes that B's
/// run names too, [`common_registers`]); A's frames that B never reaches
/// follow, beside B's last frame. Empty when either run has no frames.
#[must_use]
pub fn by_values<R: Run>(a: &R, b: &R, name: Option<&str>) -> Vec<(usize, usize)> {
    let (la, lb) = (a.frames().len(), b.frames().len());
    if la == 0 || lb == 0 {
        return Vec::new();
    }
    let basis = basis(a, b, name);
    let mut pairs = Vec::with_capacity(la.max(lb));
    let mut i = 0;
    for (j, fb) in b.frames().iter().enumerate() {
        while i + 1 < la && reaches(&a.frames()[i + 1], fb, &basis) {
            i += 1;
        }
        pairs.push((i, j));
    }
    pairs.extend((i + 1..la).map(|i| (i, lb - 1)));
    pairs
}

/// Where run B, lined up [`by_values`] in `pairs`, first departs from run
/// A: the first of A's frames that B never reaches, shown at B's first
/// frame after reaching the one before it that sets one of its compared
/// registers to another value than A's (or, if none does, beside B's
/// last frame), with that register. `None` when B reaches every frame of
/// A in its registers and the answers agree ([`answers_differ`], numbers
/// compared); when only the answers differ, the last pair with the name
/// `None`.
#[must_use]
pub fn first_departure<'a, R: Run>(
    a: &'a R,
    b: &'a R,
    pairs: &[(usize, usize)],
    name: Option<&'a str>,
) -> Option<(usize, Option<&'a str>)> {
    let lb = b.frames().len();
    // [`by_values`] gives B's frames one pair each, then the frames of A
    // that B never reached.
    let Some(&(want, _)) = pairs.get(lb) else {
        return (!pairs.is_empty() && answers_differ(a, b, true)).then(|| (pairs.len() - 1, None));
    };
    let unreached = lb;
    let fa = &a.frames()[want];
    let basis = basis(a, b, name);
    // B's frames since it reached the frame of A before: the first that
    // sets a compared register of `fa` to another value.
    let since = pairs
        .iter()
        .position(|&(i, _)| i + 1 >= want)
        .map_or(unreached, |k| k + 1);
    for (k, &(_, j)) in pairs
        .iter()
        .enumerate()
        .skip(since)
        .take(unreached + 1 - since)
    {
        let fb = &b.frames()[j];
        let before = j.checked_sub(1).map(|p| &b.frames()[p]);
        let departs = compared(fa, &basis).find(|&(n, v)| {
            let now = fb.value(n);
            now.is_some_and(|x| x != v) && before.and_then(|p| p.value(n)) != now
        });
        if let Some((n, _)) = departs {
            return Some((k, Some(n)));
        }
    }
    let missing = compared(fa, &basis)
        .find(|&(n, v)| b.frames()[lb - 1].value(n) != Some(v))
        .map(|(n, _)| n);
    Some((unreached, missing))
}

/// The base of a register's name: `asp` of `asp[3]`, `flood` of `flood`.
#[must_use]
pub fn base(name: &str) -> &str {
    name.split_once('[').map_or(name, |(b, _)| b)
}

/// The name run B's register `name` is read under when B's names are
/// read as A's: `names` pairs a base of B's (`dist`) with a base of A's
/// (`asp`), so `dist[3]` is read as `asp[3]`. A register of B's whose
/// base is one of A's in `names` but is not itself read as another is
/// read with a prime (`asp'[3]`), so that no two of B's registers take
/// one name. `None`: the name stays.
#[must_use]
pub fn read_as<S: AsRef<str>>(name: &str, names: &[(S, S)]) -> Option<String> {
    let b = base(name);
    let rest = &name[b.len()..];
    if let Some((_, to)) = names.iter().find(|(from, _)| from.as_ref() == b) {
        return Some(alloc::format!("{}{rest}", to.as_ref()));
    }
    names
        .iter()
        .any(|(_, to)| to.as_ref() == b)
        .then(|| alloc::format!("{b}'{rest}"))
}

/// The bases of a run's register names, each once, in the order they
/// first appear.
#[must_use]
pub fn bases<R: Run>(run: &R) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    for r in run.frames().iter().flat_map(RunFrame::readings) {
        let b = base(r.name);
        if !r.alias && !out.contains(&b) {
            out.push(b);
        }
    }
    out
}

/// Whether A's run has layers (`asp[1]`, `layer[2]`): they are what
/// [`by_values`] compares when no register is picked.
fn layered<R: Run>(a: &R) -> bool {
    a.frames().iter().any(|f| {
        f.readings()
            .any(|r| matches!(r.role, Role::Layer(_)) && !r.alias)
    })
}

/// Whether [`by_values`] compares a register of this reading of A's
/// (when B names it too), for A's run with or without layers.
fn comparable<S>(r: &Reading<'_, S>, layered: bool) -> bool {
    !r.alias
        && if layered {
            matches!(r.role, Role::Layer(_))
        } else {
            !is_input(r.role)
        }
}

/// The bases of A's registers that [`by_values`] compares with a run B's
/// when no register is picked: its layers' (`asp`), or, when it has none,
/// those of the registers it computes (`gen`, `flood`); each once, in
/// order.
#[must_use]
pub fn compared_bases<R: Run>(a: &R) -> Vec<&str> {
    let layered = layered(a);
    let mut out: Vec<&str> = Vec::new();
    for r in a.frames().iter().flat_map(RunFrame::readings) {
        let b = base(r.name);
        if comparable(&r, layered) && !out.contains(&b) {
            out.push(b);
        }
    }
    out
}

/// A proposed reading of one of A's bases ([`propose`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proposal<'a> {
    /// A's base (`asp`).
    pub a: &'a str,
    /// B's bases that reach the most of A's frames read as `a`: one is a
    /// pairing; more are a tie, for the user to settle.
    pub b: Vec<&'a str>,
    /// How many of A's frames with a register of base `a` they reach.
    pub reached: usize,
}

/// Whether B's frame `fb` holds, under base `from`, every register of
/// base `to` of A's frame `fa` that is compared, as `fa` holds it.
fn reaches_as<F: RunFrame>(fa: &F, fb: &F, to: &str, from: &str, layered: bool) -> bool {
    fa.readings()
        .filter(|r| comparable(r, layered) && base(r.name) == to)
        .all(|r| {
            let rest = &r.name[to.len()..];
            fb.readings().any(|q| {
                q.value == r.value
                    && q.name.len() == from.len() + rest.len()
                    && q.name.starts_with(from)
                    && q.name.ends_with(rest)
            })
        })
}

/// How many of A's frames that hold a compared register of base `to`
/// run B reaches in order, its base `from` read as `to`, by
/// [`by_values`]'s rule (B's frame holds each of the frame's registers
/// of that base as A does); A's first frame counts when some frame of B
/// holds it.
fn reached<R: Run>(a: &R, b: &R, to: &str, from: &str, layered: bool) -> usize {
    let fa = a.frames();
    let holds = |f: &R::Frame| {
        f.readings()
            .any(|r| comparable(&r, layered) && base(r.name) == to)
    };
    let Some(first) = fa.first() else {
        return 0;
    };
    let mut count = usize::from(
        holds(first)
            && b.frames()
                .iter()
                .any(|fb| reaches_as(first, fb, to, from, layered)),
    );
    let mut i = 0;
    for fb in b.frames() {
        while i + 1 < fa.len() && reaches_as(&fa[i + 1], fb, to, from, layered) {
            i += 1;
            count += usize::from(holds(&fa[i]));
        }
        if i + 1 == fa.len() {
            break;
        }
    }
    count
}

/// Whether a run's registers of base `base` are indexed (`asp[1]`), as
/// the first of them says; `None` when it has none.
fn indexed<R: Run>(run: &R, base_name: &str, layered: Option<bool>) -> Option<bool> {
    run.frames()
        .iter()
        .flat_map(RunFrame::readings)
        .find(|r| base(r.name) == base_name && layered.is_none_or(|l| comparable(r, l)))
        .map(|r| r.name.len() > base_name.len())
}

/// A reading of run B's names as run A's, proposed for runs that name
/// their registers otherwise (an engine's `dist[]` for Westcott's
/// `asp[]`): for each of A's [`compared_bases`], in order, B's bases
/// whose registers, read as A's of that base, reach the most of A's
/// frames that hold one ([`by_values`]'s rule), if they reach at least
/// one. Several are a tie, which is the user's to settle. A base of B's
/// already read alone as one of A's is not offered for the next. A's
/// bases that no base of B reaches are left out.
#[must_use]
pub fn propose<'a, R: Run>(a: &'a R, b: &'a R) -> Vec<Proposal<'a>> {
    let layered = layered(a);
    let theirs = bases(b);
    let mut taken: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for to in compared_bases(a) {
        let mut best: Vec<&str> = Vec::new();
        let mut most = 0;
        // Only B's bases of the same shape as A's (an array for A's
        // layers, a variable for a register) can hold its values.
        let shape = indexed(a, to, Some(layered));
        for &from in theirs.iter().filter(|f| !taken.contains(f)) {
            if indexed(b, from, None) != shape {
                continue;
            }
            let n = reached(a, b, to, from, layered);
            if n > most {
                (most, best) = (n, alloc::vec![from]);
            } else if n == most && n > 0 {
                best.push(from);
            }
        }
        if most == 0 {
            continue;
        }
        if let [one] = best[..] {
            taken.push(one);
        }
        out.push(Proposal {
            a: to,
            b: best,
            reached: most,
        });
    }
    out
}

/// A log ([`crate::log::trace`]: one value a frame, named as the log named
/// it, [`crate::log::NAMELESS`] when nameless) lined up with run A as the Log tab checks it
/// ([`crate::log::check`], whose matching this shares): each value beside
/// the frame of A where A's value it is matched with is (a value printed
/// again: the latest frame up to where the log has reached that shows
/// it), going on past values that part from A's. The log's first
/// values that name A's inputs (and walls) stand beside the frame where A
/// has them as given (frame 0 if it never does); a value with nothing left
/// to match goes beside A's last frame. Empty when either run has no
/// frames.
#[must_use]
pub fn by_log<R: Run>(a: &R, log: &R) -> Vec<(usize, usize)> {
    use crate::log::Lined;
    let Some(last) = a.frames().len().checked_sub(1) else {
        return Vec::new();
    };
    let (frames, inputs) = log_frames(a, log);
    let line = crate::log::line_up(a, &frames, inputs);
    line.lined
        .iter()
        .enumerate()
        .map(|(j, lined)| match *lined {
            Lined::Input(value) => (value.map_or(0, |i| line.values[i].frame), j),
            Lined::Value { frame, .. } => (frame, j),
            Lined::Extra | Lined::Unknown => (last, j),
        })
        .collect()
}

/// A log's values as the Log tab read them, and how many of the first
/// give run A's board: as long as each names a different one of A's
/// inputs (and walls), as the Log tab's check reads them.
fn log_frames<R: Run>(a: &R, log: &R) -> (Vec<crate::log::LogFrame<SetOf<R>>>, usize) {
    // A nameless one was named `NAMELESS`.
    let frames: Vec<crate::log::LogFrame<SetOf<R>>> = log
        .frames()
        .iter()
        .map(|f| crate::log::LogFrame {
            name: logged_name(f).map(String::from),
            value: f
                .readings()
                .next()
                .map_or_else(Default::default, |r| r.value),
        })
        .collect();
    // Voronoi of three or four sides is traced under an id of its own.
    let id = a.algorithm_id();
    let fill = if id == crate::code::VORONOI_SIDES_ID {
        Some(Algorithm::Voronoi)
    } else {
        Algorithm::from_id(id)
    };
    let named = fill.map(crate::log::input_names).unwrap_or_default();
    let inputs = crate::log::leading_inputs(&frames, &named);
    (frames, inputs)
}

/// Which of a log's first values, those that give run A's board as the
/// Log tab's check reads them ([`crate::log::check`]), A's board has as
/// given: `gives(name, value)` says whether it does (setting the input
/// there, as the check does, changes nothing: [`crate::log::set_input`]).
/// One for each such value, in order. The check compares none of them,
/// so [`log_difference`] shows none of these as a difference, even where
/// A's first frame has already changed one (Westcott's `sq1 &= path`).
#[must_use]
pub fn log_given<R: Run>(a: &R, log: &R, gives: impl Fn(&str, SetOf<R>) -> bool) -> Vec<bool> {
    let (frames, inputs) = log_frames(a, log);
    frames[..inputs]
        .iter()
        .map(|f| {
            f.name
                .as_deref()
                .is_some_and(|n| gives(crate::log::field_name(n), f.value))
        })
        .collect()
}

/// A log's value beside A's frame ([`log_value`]): the name it stood
/// beside, A's register of that name, and the logged value.
pub type LogValue<'a, S> = (Option<&'a str>, Option<S>, S);

/// The name a log frame's value stood beside; `None` when nameless.
fn logged_name<F: RunFrame>(f: &F) -> Option<&str> {
    f.readings()
        .next()
        .map(|r| r.name)
        .filter(|n| *n != crate::log::NAMELESS)
}

/// A log frame ([`crate::log::trace`]) beside A's frame `fa`: the name its
/// value stood beside (`None` when nameless), A's register of that name
/// in `fa` (`s.flood` and `s->flood` stand for `flood`, and a debugger's `return`,
/// [`crate::log::RETURN`], for `fa`'s result register, as the Log tab reads
/// them), and the logged value. `None` for a frame with no value.
#[must_use]
pub fn log_value<'a, F: RunFrame>(fa: &F, fb: &'a F) -> Option<LogValue<'a, F::Set>> {
    let value = fb.readings().next()?.value;
    let name = logged_name(fb);
    let ours = name.and_then(|n| {
        fa.value(n)
            .or_else(|| fa.value(crate::log::field_name(n)))
            .or_else(|| {
                let result = fa.readings().find(|r| r.role == Role::Result);
                result.filter(|_| n == crate::log::RETURN).map(|r| r.value)
            })
    });
    Some((name, ours, value))
}

/// The first pair of `pairs` ([`by_log`]) where the log's value is not
/// A's register of its name at A's frame, with that name (a nameless
/// value: with no register of that value in A's frame), passing over the
/// log's values `given` marks as A's board's inputs as given
/// ([`log_given`]), as the Log tab's check does. `None` when every value
/// is.
#[must_use]
pub fn log_difference<'a, R: Run>(
    a: &'a R,
    log: &'a R,
    pairs: &[(usize, usize)],
    given: &[bool],
) -> Option<(usize, Option<&'a str>)> {
    pairs.iter().enumerate().find_map(|(k, &(i, j))| {
        if given.get(j) == Some(&true) {
            return None;
        }
        let fa = &a.frames()[i];
        match log_value(fa, &log.frames()[j])? {
            (Some(n), ours, value) => (ours != Some(value)).then_some((k, Some(n))),
            (None, _, value) => (!fa.readings().any(|r| r.value == value)).then_some((k, None)),
        }
    })
}

/// The squares a run ends with: the union of its last frame's results
/// and layers (the fill's attacks or occluded set, the shortest paths'
/// layers), or of its filled sets when it has neither.
#[must_use]
pub fn answer(trace: &Trace) -> Bitboard {
    let last = trace.frames.last().map_or(&[][..], |f| &f.registers[..]);
    let bits = answer_of(last.iter().map(|r| (r.role, u128::from(r.value.0))));
    Bitboard(bits as u64)
}

/// [`answer`] of a 9x9 run.
#[must_use]
pub fn answer9(trace: &crate::nine::Trace9) -> crate::nine::Board9 {
    let last = trace.frames.last().map_or(&[][..], |f| &f.registers[..]);
    crate::nine::Board9(answer_of(last.iter().map(|r| (r.role, r.value.0))))
}

/// What [`answer`] takes of a frame's registers, each a role and its bits.
fn answer_of(registers: impl Iterator<Item = (Role, u128)> + Clone) -> u128 {
    let pick = |f: &dyn Fn(Role) -> bool| {
        registers
            .clone()
            .filter(|&(role, _)| f(role))
            .fold(0, |acc, (_, bits)| acc | bits)
    };
    let found = pick(&|r| matches!(r, Role::Result | Role::ResultB | Role::Layer(_)));
    if found == 0 {
        pick(&|r| r == Role::Filled)
    } else {
        found
    }
}

/// The number a run returns, if it returns one: a length or a distance,
/// or yes and no as 1 and 0.
#[must_use]
pub fn returned(trace: &Trace) -> Option<u32> {
    match trace.outcome {
        Outcome::Returned { value } => Some(value),
        Outcome::Bool { value } => Some(u32::from(value)),
        Outcome::Bitboard { .. } | Outcome::NeverTerminates { .. } | Outcome::Stopped { .. } => {
            None
        }
    }
}

/// [`returned`] of a 9x9 run.
#[must_use]
pub fn returned9(trace: &Trace9) -> Option<u32> {
    match trace.outcome {
        Outcome9::Returned { value } => Some(value),
        Outcome9::Bool { value } => Some(u32::from(value)),
        Outcome9::Bitboard { .. } | Outcome9::NeverTerminates { .. } | Outcome9::Stopped { .. } => {
            None
        }
    }
}

/// Whether two runs end with different answers: the numbers they return
/// when `numbers` and both return one ([`returned`]), their [`answer`]s'
/// squares otherwise. Numbers mean the same only for one routine: the
/// same fill twice ([`first_difference`]), or a routine and the fill it
/// was written to follow ([`first_departure`]); Westcott's number of
/// layers is no distance.
#[must_use]
pub fn answers_differ<R: Run>(a: &R, b: &R, numbers: bool) -> bool {
    match (a.number(), b.number()) {
        (Some(x), Some(y)) if numbers => x != y,
        _ => a.end() != b.end(),
    }
}

/// The layer registers two frames both hold (`asp[1]`, `layer[2]`).
fn common_layers<'a, F: RunFrame>(a: &'a F, b: &'a F) -> impl Iterator<Item = &'a str> + 'a {
    a.readings()
        .filter(|r| matches!(r.role, Role::Layer(_)) && !r.alias)
        .map(|r| r.name)
        .filter(move |n| b.value(n).is_some())
}

/// The first pair of `pairs` where the runs differ, and the register that
/// differs there: register `name` when given (pairs where either frame
/// lacks it are passed over); otherwise any layer both frames hold, and
/// when no pair differs that way but the answers do ([`answers_differ`],
/// numbers compared when both runs are of one fill), the last pair with
/// the name `None`. With no pairs (a run with no frames) there is nothing
/// to point at: `None`.
#[must_use]
pub fn first_difference<'a, R: Run>(
    a: &'a R,
    b: &'a R,
    pairs: &[(usize, usize)],
    name: Option<&str>,
) -> Option<(usize, Option<&'a str>)> {
    for (k, &(i, j)) in pairs.iter().enumerate() {
        let (fa, fb) = (&a.frames()[i], &b.frames()[j]);
        match name {
            Some(n) => {
                if let (Some(x), Some(y)) = (fa.value(n), fb.value(n)) {
                    if x != y {
                        let name = fa.readings().find(|r| r.name == n)?;
                        return Some((k, Some(name.name)));
                    }
                }
            }
            None => {
                if let Some(n) = common_layers(fa, fb).find(|n| fa.value(n) != fb.value(n)) {
                    return Some((k, Some(n)));
                }
            }
        }
    }
    let same_fill = a.algorithm_id() == b.algorithm_id();
    if name.is_none() && !pairs.is_empty() && answers_differ(a, b, same_fill) {
        return Some((pairs.len() - 1, None));
    }
    None
}
