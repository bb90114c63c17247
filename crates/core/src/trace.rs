//! Traces: every fill is written once, generic over a [`Tracer`].
//!
//! [`NoTrace`] records nothing and its closures are never called, so the
//! untraced call compiles to the bare bit operations. [`Recorder`] collects
//! [`Frame`]s: plain data (a caption, the executing line of the algorithm's
//! [code listing](crate::code), and every named `u64` with the [`Role`] it
//! plays in the picture) that the web app, the CLI and the tests play back.

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
    /// A value worth listing but not painting (`temp`, masks, tables).
    Info,
}

/// One named `u64` at one moment: `sq1`, `asp[3]`, `gen`, `pro`, `flood`, ...
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Register {
    /// The variable's name as the seeds spell it.
    pub name: String,
    /// Its value.
    pub value: Bitboard,
    /// How to draw it.
    pub role: Role,
}

impl Register {
    /// A register named `name`.
    #[must_use]
    pub fn new(name: impl Into<String>, value: Bitboard, role: Role) -> Register {
        Register {
            name: name.into(),
            value,
            role,
        }
    }
}

/// One step of a fill, recorded as plain data.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Frame {
    /// What happened, in one sentence.
    pub caption: String,
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
}

/// A recorded run: which algorithm, its frames and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Trace {
    /// The algorithm id, a key of [`crate::code::listing`].
    pub algorithm: String,
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
    pub fn finish(self, algorithm: &str, outcome: Outcome) -> Trace {
        Trace {
            algorithm: algorithm.into(),
            frames: self.frames,
            outcome,
        }
    }
}

/// A piece of a frame caption for [`caption!`]: text or an integer.
pub(crate) trait CaptionPart {
    /// An upper bound on the bytes [`CaptionPart::push_to`] appends, known
    /// without looking at an integer's value.
    fn max_len(&self) -> usize;
    /// Appends the text, or the integer in decimal.
    fn push_to(&self, s: &mut String);
}

impl CaptionPart for &str {
    #[inline]
    fn max_len(&self) -> usize {
        self.len()
    }
    #[inline]
    fn push_to(&self, s: &mut String) {
        s.push_str(self);
    }
}

/// Appends `n` in decimal, a digit at a time (no formatting machinery).
fn push_decimal(s: &mut String, negative: bool, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut d = digits.len();
    loop {
        d -= 1;
        digits[d] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if negative {
        s.push('-');
    }
    for &b in &digits[d..] {
        s.push(char::from(b));
    }
}

macro_rules! caption_unsigned {
    ($($t:ty),*) => {$(
        impl CaptionPart for $t {
            #[inline]
            fn max_len(&self) -> usize {
                20
            }
            #[inline]
            fn push_to(&self, s: &mut String) {
                push_decimal(s, false, *self as u64);
            }
        }
    )*};
}
caption_unsigned!(u16, u32, usize);

impl CaptionPart for i32 {
    #[inline]
    fn max_len(&self) -> usize {
        11
    }
    #[inline]
    fn push_to(&self, s: &mut String) {
        push_decimal(s, *self < 0, u64::from(self.unsigned_abs()));
    }
}

/// A caption from text and integer parts, what `format!` would make of
/// them, written into a string allocated once at its final size and without
/// the formatting machinery (traces make one caption per frame).
/// `caption!("Step ", i, ": ", n, " squares")`. The parts are evaluated
/// twice (once for the size), so they must be plain values.
macro_rules! caption {
    ($($part:expr),+ $(,)?) => {{
        let mut s = alloc::string::String::with_capacity(
            0 $(+ $crate::trace::CaptionPart::max_len(&$part))+,
        );
        $($crate::trace::CaptionPart::push_to(&$part, &mut s);)+
        s
    }};
}
pub(crate) use caption;

/// Builds a [`Frame`]: `frame(line, caption, [("sq1", v, Role::Filled), ...])`.
#[must_use]
pub fn frame<'a>(
    line: u16,
    caption: impl Into<String>,
    regs: impl IntoIterator<Item = (&'a str, Bitboard, Role)>,
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
                assert_eq!(caption!("a", v, "b"), format!("a{v}b"));
                let v = v as usize;
                assert_eq!(caption!(v), format!("{v}"));
            }
            if let Ok(v) = u16::try_from(n) {
                assert_eq!(caption!("x[", v, "] = ", v, ""), format!("x[{v}] = {v}"));
            }
            if let Ok(v) = i32::try_from(n) {
                assert_eq!(caption!("r = ", v), format!("r = {v}"));
                assert_eq!(caption!("r = ", -v, "."), format!("r = {}.", -v));
            }
        }
        assert_eq!(caption!(i32::MIN), format!("{}", i32::MIN));
        assert_eq!(caption!("plain text"), "plain text");
    }
}
