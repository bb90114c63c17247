//! Traces: every fill is written once, generic over a [`Tracer`].
//!
//! [`NoTrace`] records nothing and its closures are never called, so the
//! untraced call compiles to the bare bit operations. [`Recorder`] collects
//! [`Frame`]s: plain data (a caption, the executing line of the algorithm's
//! [code listing](crate::code), and every named `u64` with the [`Role`] it
//! plays in the picture) that the web app, the CLI and the tests play back.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::Bitboard;

/// What a register means for drawing. The app maps roles to styles and
/// needs no per-algorithm code.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", tag = "kind", content = "k")
)]
pub enum Role {
    /// Where the fill starts (`sq1`, `gen` as given, the sliders, Voronoi side A's seeds).
    Source,
    /// What the fill looks for (`sq2`, Voronoi side B's seeds).
    Target,
    /// The squares the fill may enter (`path`, `pro`, empty squares); the
    /// rest are drawn as blockers.
    Propagator,
    /// Squares that stop the fill (occupied squares).
    Blocker,
    /// The newest squares reached (the fill frontier).
    Frontier,
    /// Everything reached so far (`flood`, the growing `sq1`).
    Filled,
    /// Distance layer `k` (`asp[k]`, BFS layer `k`).
    Layer(u16),
    /// The answer of the routine (attacks, the final layer, a Voronoi region of side A).
    Result,
    /// The region of Voronoi side B.
    ResultB,
    /// Voronoi ties: reached by both sides at the same step.
    Tie,
    /// Voronoi side C's seeds (a third player).
    SideC,
    /// Voronoi side D's seeds (a fourth player).
    SideD,
    /// The region of Voronoi side C.
    ResultC,
    /// The region of Voronoi side D.
    ResultD,
    /// White pawns.
    WhitePawn,
    /// Black pawns.
    BlackPawn,
    /// A value worth listing but not painting (`temp`, masks, tables).
    Info,
}

impl Role {
    /// The mark a square cannot hold beside one in this role: a square
    /// holds one pawn, white or black.
    #[must_use]
    pub const fn displaces(self) -> Option<Role> {
        match self {
            Role::WhitePawn => Some(Role::BlackPawn),
            Role::BlackPawn => Some(Role::WhitePawn),
            _ => None,
        }
    }
}

/// The marks a user puts on a board, each drawn in its own role where a
/// frame has no register in that role: sources and targets, the seeds of
/// Voronoi's third and fourth sides, white and black pawns. `W` is the
/// board's set: [`Bitboard`], or [`Board9`](crate::nine::Board9) on the
/// 9x9 board.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks<W = Bitboard> {
    /// Source marks ([`Role::Source`]).
    pub sources: W,
    /// Target marks ([`Role::Target`]).
    pub targets: W,
    /// Voronoi side C's seeds ([`Role::SideC`]).
    pub side_c: W,
    /// Voronoi side D's seeds ([`Role::SideD`]).
    pub side_d: W,
    /// White pawns ([`Role::WhitePawn`]).
    pub white: W,
    /// Black pawns ([`Role::BlackPawn`]).
    pub black: W,
}

impl<W: Copy + Default + PartialEq> Marks<W> {
    /// The Voronoi sides to run: A (the sources) and B (the targets), then
    /// C and D up to the last one with a seed (an empty side C before a
    /// side D owns nothing).
    #[must_use]
    pub fn voronoi_sides(&self) -> Vec<W> {
        let mut sides = alloc::vec![self.sources, self.targets, self.side_c, self.side_d];
        while sides.len() > 2 && sides.last() == Some(&W::default()) {
            sides.pop();
        }
        sides
    }
}

impl<W: Copy + Default> Marks<W> {
    /// Source and target marks alone.
    #[must_use]
    pub fn ends(sources: W, targets: W) -> Marks<W> {
        Marks {
            sources,
            targets,
            ..Marks::default()
        }
    }

    /// Every set with the role it is drawn in.
    #[must_use]
    pub fn by_role(&self) -> [(Role, W); 6] {
        [
            (Role::Source, self.sources),
            (Role::Target, self.targets),
            (Role::SideC, self.side_c),
            (Role::SideD, self.side_d),
            (Role::WhitePawn, self.white),
            (Role::BlackPawn, self.black),
        ]
    }
}

/// One named `u64` at one moment: `sq1`, `asp[3]`, `gen`, `pro`, `flood`, ...
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Register {
    /// The variable's name as the seeds spell it. Fixed names (`sq1`,
    /// `path`, `asp[3]`, ...) are borrowed, so recording a frame does not
    /// allocate one string per register.
    pub name: Cow<'static, str>,
    /// Its value.
    pub value: Bitboard,
    /// How to draw it.
    pub role: Role,
}

impl Register {
    /// A register named `name`.
    #[must_use]
    pub fn new(name: impl Into<Cow<'static, str>>, value: Bitboard, role: Role) -> Register {
        Register {
            name: name.into(),
            value,
            role,
        }
    }

    /// Whether it is the `asp[i]` alias of the shortest-path fills, which
    /// repeats one of the numbered layers (`asp[0]`, `asp[1]`, ...).
    #[must_use]
    pub fn is_alias(&self) -> bool {
        self.name.ends_with("[i]")
    }
}

/// One step of a fill, recorded as plain data.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Frame {
    /// What happened, in one sentence (borrowed when it has no numbers).
    pub caption: Cow<'static, str>,
    /// The executing line of the algorithm's listing, 1-based
    /// (see [`crate::code::listing`]).
    pub line: u16,
    /// Every named value at this moment, in listing order.
    pub registers: Vec<Register>,
}

impl Frame {
    /// The value of the register called `name`, if the frame has one.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<Bitboard> {
        self.registers
            .iter()
            .find(|r| r.name == name)
            .map(|r| r.value)
    }
}

/// How a traced run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "kind"))]
pub enum Outcome {
    /// The routine returned this integer (all-shortest-paths length, BFS distance).
    Returned {
        /// The return value.
        value: u32,
    },
    /// The routine returned this bitboard (fills, attacks).
    Bitboard {
        /// The return value.
        value: Bitboard,
    },
    /// The routine returned a yes/no answer.
    Bool {
        /// The return value.
        value: bool,
    },
    /// The routine never returns: its state at iteration `repeat_at` equals
    /// the state at iteration `first_seen`, so it loops forever.
    NeverTerminates {
        /// The earlier iteration whose state comes back.
        first_seen: u32,
        /// The iteration where it came back.
        repeat_at: u32,
    },
    /// The user's code stopped before it returned (`fillscope run
    /// --trace`): undefined behaviour, a loop whose state came back, or
    /// its statement budget spent.
    Stopped {
        /// Why: `undefined`, `limit`, `loop` or `max-steps`.
        reason: Cow<'static, str>,
        /// The line it stopped at.
        line: u32,
        /// What happened, in words.
        message: Cow<'static, str>,
    },
}

/// A recorded run: which algorithm, its frames and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Trace {
    /// The algorithm id, a key of [`crate::code::listing`].
    pub algorithm: Cow<'static, str>,
    /// The frames, in order.
    pub frames: Vec<Frame>,
    /// How the routine ended.
    pub outcome: Outcome,
}

/// Receives frames as a fill runs.
pub trait Tracer {
    /// Whether frames are wanted at all. Fills test this before any work
    /// that only a trace needs.
    const ENABLED: bool;
    /// Offers a frame; `make` is only called when [`Tracer::ENABLED`].
    fn frame(&mut self, make: impl FnOnce() -> Frame);
}

/// Records nothing; the untraced path.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoTrace;

impl Tracer for NoTrace {
    const ENABLED: bool = false;
    #[inline(always)]
    fn frame(&mut self, _make: impl FnOnce() -> Frame) {}
}

/// Collects every frame.
#[derive(Clone, Debug, Default)]
pub struct Recorder {
    /// The frames so far.
    pub frames: Vec<Frame>,
}

impl Tracer for Recorder {
    const ENABLED: bool = true;
    fn frame(&mut self, make: impl FnOnce() -> Frame) {
        self.frames.push(make());
    }
}

impl Recorder {
    /// Wraps the frames into a [`Trace`].
    #[must_use]
    pub fn finish(self, algorithm: &'static str, outcome: Outcome) -> Trace {
        Trace {
            algorithm: algorithm.into(),
            frames: self.frames,
            outcome,
        }
    }
}

/// An integer argument of [`caption!`].
pub(crate) trait CaptionInt {
    /// The value as an `i64`.
    fn caption_int(self) -> i64;
}

macro_rules! caption_int {
    ($($t:ty),*) => {$(
        impl CaptionInt for $t {
            #[inline]
            fn caption_int(self) -> i64 {
                self as i64
            }
        }
    )*};
}
caption_int!(u16, u32, usize, i32);

/// Appends `n` in decimal, a digit at a time (no formatting machinery).
fn push_decimal(s: &mut String, n: i64) {
    let mut digits = [0u8; 20];
    let (mut m, mut d) = (n.unsigned_abs(), digits.len());
    loop {
        d -= 1;
        digits[d] = b'0' + (m % 10) as u8;
        m /= 10;
        if m == 0 {
            break;
        }
    }
    if n < 0 {
        s.push('-');
    }
    for &b in &digits[d..] {
        s.push(char::from(b));
    }
}

/// Scans `template` for its markers: `{}` placeholders and `{s}` plural
/// endings. Returns how many there are, where the first `N` of them
/// start, and which of those are `{s}` (evaluated at compile time by
/// [`caption!`]).
pub(crate) const fn placeholder_scan<const N: usize>(
    template: &str,
) -> (usize, [usize; N], [bool; N]) {
    let b = template.as_bytes();
    let mut starts = [0; N];
    let mut plural = [false; N];
    let (mut i, mut n) = (0, 0);
    while i + 1 < b.len() {
        let int = b[i] == b'{' && b[i + 1] == b'}';
        let s = i + 2 < b.len() && b[i] == b'{' && b[i + 1] == b's' && b[i + 2] == b'}';
        if int || s {
            if n < N {
                starts[n] = i;
                plural[n] = s;
            }
            n += 1;
            i += if s { 3 } else { 2 };
        } else {
            i += 1;
        }
    }
    (n, starts, plural)
}

/// `template` with its markers at `starts` written out: each `{}` is the
/// next of `ints` in decimal, each `{s}` (where `plural` says so) an `s`
/// unless the number before it is 1 ("1 square", "2 squares"). The string
/// is allocated once at its final size; the markers were found at compile
/// time, so the literal pieces are copied whole and nothing is searched at
/// run time.
pub(crate) fn caption_at(
    template: &'static str,
    starts: &[usize],
    plural: &[bool],
    ints: &[i64],
) -> Cow<'static, str> {
    debug_assert_eq!(
        starts.len() - plural.iter().filter(|&&p| p).count(),
        ints.len(),
        "{template}"
    );
    if starts.is_empty() {
        return Cow::Borrowed(template);
    }
    let mut s = String::with_capacity(template.len() + 20 * ints.len());
    let (mut from, mut ints, mut last) = (0, ints.iter(), 0);
    for (&at, &is_plural) in starts.iter().zip(plural) {
        s.push_str(template.get(from..at).unwrap_or_default());
        if is_plural {
            if last != 1 {
                s.push('s');
            }
            from = at + 3;
        } else {
            last = ints.next().copied().unwrap_or_default();
            push_decimal(&mut s, last);
            from = at + 2;
        }
    }
    s.push_str(template.get(from..).unwrap_or_default());
    Cow::Owned(s)
}

/// The plural ending of a count's noun, for captions made with `format!`:
/// `""` for 1, else `"s"` ("1 square", "2 squares").
pub(crate) fn plural(n: u32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// A frame caption: `caption!("Step {}: {} square{s}", i, n)` makes what
/// `format!` would, for integer arguments and plain `{}` placeholders only
/// (and `{s}`, an `s` unless the number before it is 1),
/// without the formatting machinery (traces make one caption per frame,
/// and in WebAssembly `format!` costs several times more than this). The
/// placeholders are located at compile time.
macro_rules! caption {
    ($template:literal $(, $int:expr)* $(,)?) => {{
        const TEMPLATE: &str = $template;
        const N: usize = $crate::trace::placeholder_scan::<0>(TEMPLATE).0;
        const STARTS: [usize; N] = $crate::trace::placeholder_scan::<N>(TEMPLATE).1;
        const PLURAL: [bool; N] = $crate::trace::placeholder_scan::<N>(TEMPLATE).2;
        $crate::trace::caption_at(
            TEMPLATE,
            &STARTS,
            &PLURAL,
            &[$($crate::trace::CaptionInt::caption_int($int)),*],
        )
    }};
}
pub(crate) use caption;

/// The names `prefix[0]` to `prefix[63]`, each a slice of one string
/// written at compile time (see [`indexed_names!`]), so an indexed register
/// name such as `asp[3]` is a table lookup, not an allocation per frame.
pub(crate) struct IndexedNames {
    /// `names[k]` is `prefix[k]`.
    names: [&'static str; INDEXED_NAMES],
}

/// How many names an [`IndexedNames`] holds: enough for every layer of a
/// search on 64 squares (only a run that never ends goes further).
pub(crate) const INDEXED_NAMES: usize = 64;

/// The length of `prefix[k]` for a prefix `prefix_len` bytes long.
const fn indexed_name_len(prefix_len: usize, k: usize) -> usize {
    prefix_len + if k < 10 { 3 } else { 4 }
}

/// The bytes of `prefix[0]prefix[1]...prefix[63]`; `LEN` must be
/// [`indexed_names_len`] of the prefix's length.
pub(crate) const fn indexed_names_bytes<const LEN: usize>(prefix: &str) -> [u8; LEN] {
    let p = prefix.as_bytes();
    let mut b = [0u8; LEN];
    let (mut k, mut at) = (0, 0);
    while k < INDEXED_NAMES {
        let mut c = 0;
        while c < p.len() {
            b[at] = p[c];
            at += 1;
            c += 1;
        }
        b[at] = b'[';
        at += 1;
        if k >= 10 {
            b[at] = b'0' + (k / 10) as u8;
            at += 1;
        }
        b[at] = b'0' + (k % 10) as u8;
        b[at + 1] = b']';
        at += 2;
        k += 1;
    }
    b
}

/// The length of all the names of a prefix `prefix_len` bytes long.
pub(crate) const fn indexed_names_len(prefix_len: usize) -> usize {
    let (mut k, mut len) = (0, 0);
    while k < INDEXED_NAMES {
        len += indexed_name_len(prefix_len, k);
        k += 1;
    }
    len
}

impl IndexedNames {
    /// Cuts the text built by [`indexed_names_bytes`] into its names.
    pub(crate) const fn new(text: &'static [u8], prefix_len: usize) -> IndexedNames {
        let mut names = [""; INDEXED_NAMES];
        let (mut k, mut at) = (0, 0);
        while k < INDEXED_NAMES {
            let len = indexed_name_len(prefix_len, k);
            let (_, rest) = text.split_at(at);
            let (name, _) = rest.split_at(len);
            names[k] = match core::str::from_utf8(name) {
                Ok(name) => name,
                Err(_) => panic!("indexed names are ASCII"),
            };
            at += len;
            k += 1;
        }
        IndexedNames { names }
    }

    /// `prefix[k]`: borrowed for `k` below 64, built for larger `k`.
    #[inline]
    pub(crate) fn name(&self, k: usize) -> Cow<'static, str> {
        match self.names.get(k) {
            Some(&name) => Cow::Borrowed(name),
            None => Cow::Owned(self.built(k)),
        }
    }

    /// `prefix[k]` written out, for the indices beyond the table.
    #[cold]
    #[inline(never)]
    fn built(&self, k: usize) -> String {
        let zero = self.names[0];
        let mut s = String::from(zero.get(..zero.len() - 2).unwrap_or_default());
        s.push_str(&caption!("{}]", k));
        s
    }
}

/// `indexed_names!("asp")`: the [`IndexedNames`] `asp[0]` to `asp[63]`,
/// built at compile time.
macro_rules! indexed_names {
    ($prefix:literal) => {{
        const LEN: usize = $crate::trace::indexed_names_len($prefix.len());
        const BYTES: [u8; LEN] = $crate::trace::indexed_names_bytes::<LEN>($prefix);
        $crate::trace::IndexedNames::new(&BYTES, $prefix.len())
    }};
}
pub(crate) use indexed_names;

/// Builds a [`Frame`]: `frame(line, caption, [("sq1", v, Role::Filled), ...])`.
#[must_use]
pub fn frame(
    line: u16,
    caption: impl Into<Cow<'static, str>>,
    regs: impl IntoIterator<Item = (&'static str, Bitboard, Role)>,
) -> Frame {
    Frame {
        caption: caption.into(),
        line,
        registers: regs
            .into_iter()
            .map(|(n, v, r)| Register::new(n, v, r))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;

    #[test]
    fn caption_writes_what_format_writes() {
        let mut values: alloc::vec::Vec<u64> = (0..=1000).collect();
        values.extend([9_999, 10_000, 65_535, u64::from(u32::MAX), u64::MAX]);
        for n in values {
            if let Ok(v) = u32::try_from(n) {
                assert_eq!(caption!("a{}b", v), format!("a{v}b"));
                let v = v as usize;
                assert_eq!(caption!("{}", v), format!("{v}"));
            }
            if let Ok(v) = u16::try_from(n) {
                assert_eq!(
                    caption!("x[{}] = {}", v, v / 2),
                    format!("x[{v}] = {}", v / 2)
                );
            }
            if let Ok(v) = i32::try_from(n) {
                assert_eq!(caption!("r = {}", v), format!("r = {v}"));
                assert_eq!(caption!("r = {}.", -v), format!("r = {}.", -v));
            }
        }
        assert_eq!(caption!("{}", i32::MIN), format!("{}", i32::MIN));
        assert_eq!(caption!("plain text"), "plain text");
        assert_eq!(caption!("{}{}{}", 1u32, 22u32, 333u32), "122333");
    }

    #[test]
    fn plural_endings_follow_the_number_before_them() {
        for n in [0u32, 1, 2, 11, 21] {
            let s = if n == 1 { "" } else { "s" };
            assert_eq!(caption!("{} square{s}", n), format!("{n} square{s}"));
            assert_eq!(super::plural(n), s);
            // Each `{s}` follows the last number written before it.
            assert_eq!(
                caption!("{} move{s}, {} square{s}; {} in all", 1u32, n, 7u32),
                format!("1 move, {n} square{s}; 7 in all")
            );
        }
        assert_eq!(caption!("no number{s}"), "no numbers");
    }

    #[test]
    fn indexed_names_are_prefix_k() {
        const LAYER: super::IndexedNames = indexed_names!("layer");
        const X: super::IndexedNames = indexed_names!("x");
        for k in 0..5000 {
            assert_eq!(LAYER.name(k), format!("layer[{k}]"));
            assert_eq!(X.name(k), format!("x[{k}]"));
        }
        assert!(matches!(LAYER.name(63), alloc::borrow::Cow::Borrowed(_)));
        assert!(matches!(LAYER.name(64), alloc::borrow::Cow::Owned(_)));
    }
}
