//! The interpreter: runs the checked tree statement by statement, counting
//! steps, keeping frames, tracking wrapped bits and stopping on undefined
//! behaviour, repeated loop states and a spent budget.

use crate::api::*;
use crate::check::{promote, ArgE, Arr, Bi, Compiled, Fun, Lv, E, K, S};
use crate::endless::Read;
use crate::ops::{self, Ub};
use crate::parse::{BOp, UOp};
use std::collections::HashMap;

/// The deepest call chain.
pub const MAX_CALLS: usize = 200;
/// The most nesting (of statements and expressions, summed over the
/// active calls) the interpreter descends into.
const MAX_UNITS: u32 = 2000;
/// The most loop states remembered.
const MAX_SEEN: usize = 2_000_000;
/// The largest state (in cells) compared at a loop's condition.
const MAX_HASH_CELLS: usize = 20_000;
/// The most cells hashed in one run.
const MAX_HASH_WORK: u64 = 20_000_000;
/// The most values kept in a run's frames.
const MAX_FRAME_CELLS: usize = 2_000_000;

/// Bits one shift moved across the board's side edge: the shift (its
/// [`wrap_key`]), the squares it put them on, and where they are now in
/// the value that holds them (later shifts move them, masks drop them);
/// `mixed` when another shift's bits joined them (a third shift's, see
/// [`Wraps`]), so that they are no longer all `src`'s. `disp` is the
/// shift's amount in squares (positive: left), or a rotation's left
/// amount; 0 when bits of one site shifted by different amounts joined.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Wrap {
    src: u32,
    mixed: bool,
    disp: i16,
    land: u128,
    now: u128,
}

/// A value's wrapped bits, by the shift that wrapped them: two shifts at
/// most (a third one's bits join the second's); an empty slot has no
/// bits now. Then the squares the value holds through wrapped bits alone
/// (an `|` with a side that holds a square unwrapped gives it anyway):
/// one set for both slots, as a value is copied at every step.
#[derive(Copy, Clone, Debug, Default)]
struct Wraps([Wrap; 2], u128);

/// A wrapping shift's key in [`Wrap::src`]: its site `id`, whether it is a
/// 9x9 set's, its direction (`dir` 0 east, 1 west, 2 a rotation) and how
/// many files it moves a bit (1 to 8).
fn wrap_key(id: u32, nine: bool, dir: u32, files: u32) -> u32 {
    id << 6 | u32::from(nine) << 5 | (files.clamp(1, 8) - 1) << 2 | dir
}

/// The parts of a [`wrap_key`]: `(id, nine, dir, files)`.
fn wrap_parts(key: u32) -> (usize, bool, u32, u32) {
    (
        (key >> 6) as usize,
        key & 32 != 0,
        key & 3,
        (key >> 2 & 7) + 1,
    )
}

/// `n` files from file `first` on (0 is the a-file), in words (`the
/// g- and h-files`), and the mask that keeps a set off them, where the
/// prelude or the chess programming wiki names one (`notGHFile`).
fn files_words(first: u32, n: u32, last: char) -> (String, Option<&'static str>) {
    let name = |f: u32| char::from(b'a' + f as u8);
    let words = match n {
        1 => format!("the {}-file", name(first)),
        2 => format!("the {}- and {}-files", name(first), name(first + 1)),
        _ => format!("the {}- to {}-files", name(first), name(first + n - 1)),
    };
    let mask = match (name(first), n, last) {
        ('a', 1, _) => Some("notAFile"),
        ('a', 2, _) => Some("notABFile"),
        ('h', 1, 'h') => Some("notHFile"),
        ('g', 2, 'h') => Some("notGHFile"),
        _ => None,
    };
    (words, mask)
}

impl Wrap {
    /// The bits shift `src`, by `disp`, just put on `land`.
    fn landed(src: u32, disp: i16, land: u128) -> Wrap {
        Wrap {
            src,
            mixed: false,
            disp,
            land,
            now: land,
        }
    }
}

impl Wraps {
    /// Where any wrapped bits are now.
    fn taint(&self) -> u128 {
        self.0[0].now | self.0[1].now
    }

    /// Where the value holds squares through wrapped bits alone.
    fn only(&self) -> u128 {
        self.1
    }

    /// These wrapped bits and those shift `w` just put on the board.
    fn landed(self, w: Wrap) -> Wraps {
        let mut r = self.with(w);
        r.1 |= w.now;
        r
    }

    /// The bits moved or kept as `f` moves or keeps a value's bits; a
    /// shift none of whose bits are left is dropped.
    fn map(self, f: impl Fn(u128) -> u128) -> Wraps {
        let mut moved = self.0.iter().fold(Wraps::default(), |acc, w| {
            acc.with(Wrap {
                now: f(w.now),
                ..*w
            })
        });
        moved.1 = f(self.1);
        moved
    }

    /// These and `w`'s wrapped bits, one slot a shift.
    fn with(mut self, w: Wrap) -> Wraps {
        if w.now == 0 {
            return self;
        }
        let same = |a: &Wrap| a.now != 0 && a.src == w.src;
        if let Some(slot) = self.0.iter_mut().find(|a| same(a) || a.now == 0) {
            if slot.now == 0 {
                *slot = w;
            } else {
                slot.land |= w.land;
                slot.now |= w.now;
                slot.mixed |= w.mixed;
                if slot.disp != w.disp {
                    slot.disp = 0;
                }
            }
        } else {
            // A third shift: its bits count as the second's, and where it
            // put them too if it went the same way (the files named span them).
            self.0[1].now |= w.now;
            self.0[1].mixed = true;
            if wrap_parts(w.src).2 == wrap_parts(self.0[1].src).2 {
                self.0[1].land |= w.land;
            }
        }
        self
    }

    /// Both values' wrapped bits, kept where `keep` has bits; held through
    /// them alone only where `alone` has bits.
    fn join(self, other: Wraps, keep: u128, alone: u128) -> Wraps {
        let only = (self.1 | other.1) & alone;
        let mut w = other
            .0
            .iter()
            .fold(self, |acc, w| acc.with(*w))
            .map(|b| b & keep);
        w.1 = only;
        w
    }
}

#[derive(Copy, Clone, Debug, Default)]
struct V {
    bits: u128,
    /// Bits a shift moved across the board's side edge, by shift.
    wraps: Wraps,
    /// The `1 << sq` shift (id + 1) this `int` came from, 0 if none.
    ishift: u32,
}

impl V {
    fn of(bits: u128) -> V {
        V {
            bits,
            ..V::default()
        }
    }
}

#[derive(Copy, Clone, Debug, Default)]
struct Cell {
    bits: u128,
    wraps: Wraps,
    init: bool,
    /// The statement (`starts`) that last wrote it: a frame marks it.
    stamp: u64,
    /// The statement that last changed its value: a loop that never ends
    /// names what kept changing.
    moved: u64,
}

#[derive(Clone, Debug)]
struct ArrObj {
    elems: Vec<Cell>,
    /// As a cell's, for any element.
    stamp: u64,
    moved: u64,
    hi: Option<usize>,
}

struct CallFrame {
    fun: u32,
    base: usize,
    heap_base: usize,
    site: u32,
}

struct Halt {
    reason: StopReason,
    line: u32,
    message: String,
    framed: bool,
}

enum Flow {
    Normal,
    Break,
    Continue,
    Return(Option<V>),
}

struct LoopRec {
    line: u32,
    call: usize,
    marks: [u64; 2],
    /// The times its condition was evaluated.
    checks: u64,
}

struct M<'a> {
    p: &'a Compiled,
    o: &'a Options,
    stack: Vec<Cell>,
    globals: Vec<Cell>,
    heap: Vec<ArrObj>,
    calls: Vec<CallFrame>,
    units: u32,
    steps: u64,
    starts: u64,
    frames: Vec<Frame>,
    dropped: u64,
    warnings: Vec<Warning>,
    cur_warn: Vec<usize>,
    int_warned: Vec<bool>,
    /// The shifts warned of as right shifts of a negative signed value,
    /// each once (indexed by shift id, as `int_warned`).
    signed_warned: Vec<bool>,
    /// The lines of the output statements warned of, each once.
    output_warned: Vec<u32>,
    seen: HashMap<(u32, u32, u64, u64), u64>,
    /// Cells hashed so far, and values kept in frames so far: bounds on
    /// the work and memory for huge states.
    hash_work: u64,
    frame_cells: usize,
    loops: Vec<LoopRec>,
    /// The loops that never end once a pass leaves what their condition
    /// reads unchanged ([`crate::endless`]).
    fixed: HashMap<u32, Vec<Read>>,
}

/// A stop at a limit of the interpreter's (not C's): calls nested too deep.
fn limit(line: u32, message: String) -> Halt {
    Halt {
        reason: StopReason::Limit,
        ..ub(line, message)
    }
}

fn ub(line: u32, message: String) -> Halt {
    Halt {
        reason: StopReason::Undefined,
        line,
        message,
        framed: false,
    }
}

const FILE8: u64 = 0x0101_0101_0101_0101;

const fn file9(f: u32) -> u128 {
    let mut m = 0u128;
    let mut r = 0;
    while r < 9 {
        m |= 1u128 << (r * 9 + f);
        r += 1;
    }
    m
}

/// The source bits whose file leaves the board when moved `df` files.
fn wrap_src(ty: Scalar, df: i32) -> u128 {
    let files = if ty == Scalar::U128 { 9 } else { 8 };
    let mut m = 0u128;
    for f in 0..files {
        let to = f + df;
        if to < 0 || to >= files {
            m |= if files == 9 {
                file9(f as u32)
            } else {
                u128::from(FILE8 << f)
            };
        }
    }
    m
}

/// The files where a shift's wrapped bits land, as a set: the first
/// `files` files for a shift east (`dir` 0), the last `files` for one west
/// (1); none for a rotation or bits past i9 (2), which land elsewhere.
fn landing_files(nine: bool, dir: u32, files: u32) -> u128 {
    let width = if nine { 9 } else { 8 };
    let first = match dir {
        0 => 0,
        1 => width - files.min(width),
        _ => return 0,
    };
    (first..(first + files).min(width)).fold(0, |m, f| {
        m | if nine {
            file9(f)
        } else {
            u128::from(FILE8 << f)
        }
    })
}

/// How many edge files wrapped bits on `land` span: from the a-file up
/// for a shift east (`dir` 0), from the last file down for one west.
fn files_spanned(nine: bool, dir: u32, land: u128) -> u32 {
    let width = if nine { 9 } else { 8 };
    (0..width)
        .filter(|&f| {
            let m = if nine {
                file9(f)
            } else {
                u128::from(FILE8 << f)
            };
            land & m != 0
        })
        .map(|f| if dir == 0 { f + 1 } else { width - f })
        .max()
        .unwrap_or(0)
}

/// Where a shift by `disp` squares (positive: left) can put bits, as
/// sets: those it carries across the side edge (`wrapped`) and those it
/// moves along the board (`clean`), from every square of the board.
/// `None` when the shift is no move on the board.
fn shift_reach(nine: bool, disp: i16) -> Option<(u128, u128)> {
    let ty = if nine { Scalar::U128 } else { Scalar::U64 };
    let board: u128 = if nine {
        (1 << 81) - 1
    } else {
        u128::from(u64::MAX)
    };
    let df = file_move(ty, i64::from(disp))?;
    let n = u32::from(disp.unsigned_abs());
    let go = |b: u128| {
        if disp > 0 {
            (b << n) & ops::mask(ty)
        } else {
            b >> n
        }
    };
    let src = wrap_src(ty, df) & board;
    // Clean bits moved past i9 are no squares, but still no wrap across
    // the side edge: a mask that holds them reads more than the wrap.
    Some((go(src) & board, go(board & !src)))
}

/// Where a 64-bit rotation left by `s` carries bits across the side edge
/// or round the ends: the image of the squares whose move wraps. A
/// rotation moves every bit somewhere, so every other square is reached
/// by a bit that did not wrap.
fn rotation_reach(s: u32) -> u128 {
    let disp = if s <= 32 {
        i64::from(s)
    } else {
        i64::from(s) - 64
    };
    let side = file_move(Scalar::U64, disp).map_or(0, |df| wrap_src(Scalar::U64, df) as u64);
    let ends = match s {
        0 => 0,
        1..=32 => u64::MAX << (64 - s),
        _ => (1u64 << (64 - s)) - 1,
    };
    u128::from((side | ends).rotate_left(s))
}

/// Whether `e`, a value tested (a condition, a side of a comparison with
/// 0, a value made a `bool`) whose value is `v`, is a wrap check rather
/// than a use of its wrapped bits: `x & M`, `M` a constant that, for each
/// shift whose wrapped bits `v` holds (bits of a third shift, kept with a
/// second's, are of no known shift):
/// - holds no square the shift moves a bit to without a wrap, so the
///   test reads the wrap alone, never a square;
/// - holds every square where it can put a wrapped bit, so the test reads
///   as "did it wrap", not as a square (`& A3`). After `<< 1` that is the
///   a-file, or the a-file without a1, which no bit reaches.
/// - A rotation reaches every square, so `M` is exactly where it carries
///   wrapped bits (`rotateLeft(b, 1)`: the a-file, with h8 onto a1).
/// - A constant: a variable mask (`& target`) holds the landing files on
///   one run and other squares on another; it reads squares.
///
/// Bits of one shift site by different amounts (`b << s`, `s` changing),
/// or moved on by a later shift, are checked against the whole landing
/// files, as where the others are is not known. Later uses of `x` itself are uses still.
fn wrap_check(e: &E, v: &V) -> bool {
    let K::Bin(BOp::And, a, b, _) = &e.k else {
        return false;
    };
    let Some(m) = crate::check::const_val(b).or_else(|| crate::check::const_val(a)) else {
        return false;
    };
    m != 0
        && v.wraps.0.iter().filter(|w| w.now != 0).all(|w| {
            let (_, nine, dir, files) = wrap_parts(w.src);
            if w.mixed {
                return false;
            }
            // Bits moved on since they landed: only the old rule holds.
            let disp = if w.now & !w.land == 0 { w.disp } else { 0 };
            match (dir, disp) {
                (2, s) if !nine && s > 0 => m == rotation_reach(s as u32),
                (0 | 1, d) if d != 0 => shift_reach(nine, d)
                    .is_some_and(|(wrapped, clean)| wrapped & !m == 0 && m & clean == 0),
                _ => landing_files(nine, dir, files) == m,
            }
        })
}

/// Where the literal `text` starts with ends (`0x1u` in `0x1u << 40`).
fn literal_end(text: &str) -> Option<usize> {
    text.as_bytes().first().filter(|c| c.is_ascii_digit())?;
    text.find(|c: char| !c.is_ascii_alphanumeric() && c != '\'')
        .or(Some(text.len()))
}

/// `text`, a shift of a 32-bit or signed constant, as the 64-bit shift
/// meant: a literal first (`3 << sq`, `1u << sq`) takes the suffix `ULL`
/// in place of its own; anything else (`ONE << sq`, a `const int`) a
/// cast, which binds before `<<`.
fn as_u64_shift(text: &str) -> String {
    match literal_end(text) {
        Some(k) => {
            let digits = text[..k].trim_end_matches(['u', 'U', 'l', 'L']);
            format!("{digits}ULL{}", &text[k..])
        }
        None => format!("(U64){text}"),
    }
}

/// What is undefined about shift `sh` of a `ty` value, with the fix where
/// there is one: said when a run reaches it, or when it is folded at
/// compile time (a `case` value, an `enum` constant, an array's length).
pub(crate) fn shift_ub_text(sh: &crate::check::ShiftInfo, u: Ub, ty: Scalar) -> String {
    let w = ops::width(ty);
    // A literal amount (`0x28`) is its value: no `with 0x28 = 40`.
    let amount = |n: String| {
        if sh.amount_text == n || literal_end(&sh.amount_text) == Some(sh.amount_text.len()) {
            format!("`{}`", sh.text)
        } else {
            format!("`{}` with {} = {n}", sh.text, sh.amount_text)
        }
    };
    let fix = if sh.int_lit || (sh.left_const && matches!(ty, Scalar::Int | Scalar::Unsigned)) {
        format!("; write `{}` for a 64-bit set", as_u64_shift(&sh.text))
    } else if sh.left_const
        && ty == Scalar::I64
        && literal_end(&sh.text).is_some_and(|k| sh.text[k..].starts_with(" <<"))
    {
        // `1LL << 63`: a signed 64-bit literal.
        format!("; write `{}` for a 64-bit set", as_u64_shift(&sh.text))
    } else {
        String::new()
    };
    match u {
        Ub::ShiftWidth(n) => {
            let what = if ty == Scalar::Int {
                "an `int`".to_string()
            } else {
                format!("a {w}-bit value")
            };
            format!(
                "{}: shifting {what} by {w} or more is undefined in C{fix}",
                amount(n.to_string())
            )
        }
        Ub::ShiftNeg(n) => format!(
            "{}: shifting by a negative amount is undefined in C",
            amount(n.to_string())
        ),
        Ub::ShiftNegLeft => format!(
            "`{}` shifts a negative `int` left, which is undefined in C",
            sh.text
        ),
        _ => format!("`{}` overflows `{}`{fix}", sh.text, ty.name()),
    }
}

/// The file displacement of a shift by `disp` (positive: left).
fn file_delta(ty: Scalar, disp: i64) -> i32 {
    if ty == Scalar::U128 {
        ((disp + 4).rem_euclid(9) - 4) as i32
    } else {
        ((disp + 3).rem_euclid(8) - 3) as i32
    }
}

/// How many files a shift by `disp` squares (positive: left) moves a
/// square, read as a move on the board; `None` when it cannot be read as
/// one, so that no bit counts as wrapped:
/// - a shift by half a rank's files either way (on 8x8 `<< 4`, `<< 28`) is
///   read as the move along a rank or a diagonal (`<< 4` four files east,
///   `<< 28` four steps north-west); `<< 12`, neither, is not read;
/// - a shift by more than 40 is read only as a move along a rank, a file or
///   a diagonal (`<< 54` six steps north-east, `<< 49` seven north-west):
///   the others (`>> 58`) extract indices, as magic bitboards do.
fn file_move(ty: Scalar, disp: i64) -> Option<i32> {
    let width: i64 = if ty == Scalar::U128 { 9 } else { 8 };
    let df = i64::from(file_delta(ty, disp));
    if disp.abs() <= 40 && 2 * df.abs() != width {
        return Some(df as i32);
    }
    let line = |files: i64| {
        let ranks = (disp - files) / width;
        ranks == 0 || files == 0 || ranks.abs() == files.abs()
    };
    let mut lines = [df - width, df, df + width]
        .into_iter()
        .filter(|&f| f.abs() < width && line(f));
    match (lines.next(), lines.next()) {
        (Some(f), None) => Some(f as i32),
        _ => None,
    }
}

pub fn square_name(ty: Scalar, bit: u32) -> String {
    // A 9x9 set's bits past i9 are no squares.
    if ty == Scalar::U128 && bit > 80 {
        return format!("bit {bit}");
    }
    let files = if ty == Scalar::U128 { 9 } else { 8 };
    let f = (b'a' + (bit % files) as u8) as char;
    format!("{f}{}", bit / files + 1)
}

/// The squares of `set`, the first four by name and the rest counted:
/// "a5, a6, a7, a8 and 2 more".
fn square_list(ty: Scalar, set: u128) -> String {
    let mut names = Vec::new();
    let mut t = set;
    while t != 0 && names.len() < 4 {
        names.push(square_name(ty, t.trailing_zeros()));
        t &= t - 1;
    }
    let total = set.count_ones();
    if total > 4 {
        names.push(format!("{} more", total - 4));
    }
    list_names(&names)
}

/// The top `n` bits of a 64-bit set (1 to 63), as squares: a part of a
/// rank, then the whole ranks above it ("h7 and all of rank 8").
fn top_squares(n: u32) -> String {
    let (part, full) = (n % 8, n / 8);
    let mut said = Vec::new();
    if part > 0 {
        let rank = 8 - full;
        let first = square_name(Scalar::U64, rank * 8 - part);
        said.push(if part == 1 {
            first
        } else {
            format!("{first} to h{rank}")
        });
    }
    said.push(match full {
        0 => return list_names(&said),
        1 => "all of rank 8".to_string(),
        2 => "all of ranks 7 and 8".to_string(),
        _ => format!("all of ranks {} to 8", 9 - full),
    });
    list_names(&said)
}

fn list_names(names: &[String]) -> String {
    match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

pub fn run(p: &Compiled, o: &Options) -> Result<Run, ArgError> {
    let fi = match &o.entry {
        Some(name) => match p
            .order
            .iter()
            .find(|&&k| p.funs[k as usize].sig.name == *name)
        {
            Some(&k) => k,
            None => return Err(ArgError(format!("there is no function `{name}` to run"))),
        },
        None => match p.order.last() {
            Some(&k) => k,
            None => return Err(ArgError("the source defines no function to run".into())),
        },
    };
    let fun = &p.funs[fi as usize];
    let name = fun.sig.name.clone();
    if o.args.len() != fun.sig.params.len() {
        let n = fun.sig.params.len();
        return Err(ArgError(format!(
            "`{name}` takes {n} argument{}, not {}",
            if n == 1 { "" } else { "s" },
            o.args.len()
        )));
    }
    let mut m = M {
        p,
        o,
        stack: Vec::new(),
        globals: Vec::new(),
        heap: Vec::new(),
        calls: Vec::new(),
        units: 0,
        steps: 0,
        starts: 0,
        frames: Vec::new(),
        dropped: 0,
        warnings: Vec::new(),
        cur_warn: Vec::new(),
        int_warned: vec![false; p.shifts.len()],
        signed_warned: vec![false; p.shifts.len()],
        output_warned: Vec::new(),
        seen: HashMap::new(),
        hash_work: 0,
        frame_cells: 0,
        loops: Vec::new(),
        fixed: crate::endless::fixed_loops(p),
    };
    // The entry's arguments.
    let mut args = Vec::new();
    for (a, prm) in o.args.iter().zip(&fun.sig.params) {
        match (a, prm.ty) {
            (Arg::Scalar(v), ParamType::Scalar(t)) => {
                let from = if t == Scalar::Int {
                    Scalar::Unsigned
                } else {
                    Scalar::U128
                };
                let bits = ops::convert(*v & ops::mask(from), from, t);
                args.push(ArgV::Val(V::of(bits)));
            }
            (Arg::Array(vals) | Arg::ArrayOf(_, vals), ParamType::Array { elem, len }) => {
                let n = match (a, len) {
                    (Arg::ArrayOf(asked, _), Some(declared)) if *asked != declared => {
                        return Err(ArgError(format!(
                            "the parameter `{}` of `{name}` holds {declared} elements, not {asked}",
                            prm.name
                        )))
                    }
                    (Arg::ArrayOf(asked, _), None) => *asked,
                    (_, len) => len.unwrap_or(o.array_len),
                };
                if n > crate::check::MAX_ARRAY * 16 {
                    return Err(ArgError(format!(
                        "the array for `{}` is too long ({n} elements)",
                        prm.name
                    )));
                }
                if vals.len() > n {
                    return Err(ArgError(format!(
                        "the parameter `{}` of `{name}` holds {n} elements, not {}",
                        prm.name,
                        vals.len()
                    )));
                }
                let mut elems = vec![
                    Cell {
                        init: true,
                        ..Cell::default()
                    };
                    n
                ];
                for (c, v) in elems.iter_mut().zip(vals) {
                    c.bits = ops::convert(*v & ops::mask(Scalar::U128), Scalar::U128, elem);
                }
                m.heap.push(ArrObj {
                    elems,
                    stamp: 0,
                    moved: 0,
                    hi: None,
                });
                args.push(ArgV::Arr(m.heap.len() - 1));
            }
            (Arg::Scalar(_), ParamType::Array { .. }) => {
                return Err(ArgError(format!(
                    "the parameter `{}` of `{name}` takes an array, not a number",
                    prm.name
                )))
            }
            (Arg::Array(_) | Arg::ArrayOf(..), ParamType::Scalar(_)) => {
                return Err(ArgError(format!(
                    "the parameter `{}` of `{name}` takes a number, not an array",
                    prm.name
                )))
            }
        }
    }
    let mut stop = None;
    let mut ret = None;
    if let Err(h) = m.init_globals() {
        stop = Some(h);
    }
    if stop.is_none() {
        match m.call(fi, args, 0, fun.sig.line) {
            Ok(v) => ret = v,
            Err(h) => stop = Some(h),
        }
    }
    if stop.is_none() {
        // What the run leaves in a global outlives it, as a returned value
        // does: wrapped bits there are used. Said at the run's last step.
        let said = m.warnings.len();
        for g in 0..p.globals.len() {
            let c = m.globals.get(g).copied().unwrap_or_default();
            if p.globals[g].arr.is_none() && c.init {
                m.cur_warn.clear();
                m.test(&V {
                    bits: c.bits,
                    wraps: c.wraps,
                    ishift: 0,
                });
            }
        }
        m.cur_warn.clear();
        for w in &mut m.warnings[said..] {
            w.step = m.steps.max(1);
        }
    }
    let stop = stop.map(|h| Stop {
        reason: h.reason,
        line: h.line,
        message: h.message,
    });
    let ret = if stop.is_some() {
        None
    } else {
        ret.map(|v| value(fun.ret.unwrap_or(Scalar::Int), v.bits))
    };
    // The entry's outermost variables and arrays (its frame is at base 0).
    let mut vars = Vec::new();
    let mut arrays = Vec::new();
    let mut outer: Vec<u32> = fun.params.clone();
    outer.extend(fun.outer.iter().filter(|s| !fun.params.contains(s)));
    for &s in &outer {
        let si = &fun.slots[s as usize];
        match si.arr {
            None => {
                let c = m.stack.get(s as usize).copied().unwrap_or_default();
                vars.push((
                    si.name.clone(),
                    if c.init {
                        Some(value(si.ty, c.bits))
                    } else {
                        None
                    },
                ));
            }
            Some(_) if si.param => {
                let idx = m
                    .stack
                    .get(s as usize)
                    .map_or(usize::MAX, |c| c.bits as usize);
                arrays.push((si.name.clone(), m.arr_values(idx, si.ty)));
            }
            Some(_) => {}
        }
    }
    for (g, gi) in p.globals.iter().enumerate() {
        if gi.arr.is_some() {
            let idx = m.globals.get(g).map_or(usize::MAX, |c| c.bits as usize);
            arrays.push((gi.name.clone(), m.arr_values(idx, gi.ty)));
        }
    }
    Ok(Run {
        entry: name,
        steps: m.steps,
        ret,
        stop,
        warnings: m.warnings,
        vars,
        arrays,
        frames: m.frames,
        frames_dropped: m.dropped,
    })
}

fn value(t: Scalar, bits: u128) -> Value {
    match t {
        Scalar::Int => Value::Int(ops::to_i32(bits)),
        Scalar::Unsigned => Value::Unsigned(bits as u32),
        Scalar::Bool => Value::Bool(bits != 0),
        Scalar::U64 => Value::U64(bits as u64),
        Scalar::U128 => Value::U128(bits),
        Scalar::I8 => Value::I8(bits as u8 as i8),
        Scalar::U8 => Value::U8(bits as u8),
        Scalar::I16 => Value::I16(bits as u16 as i16),
        Scalar::U16 => Value::U16(bits as u16),
        Scalar::I64 => Value::I64(bits as u64 as i64),
        Scalar::Size => Value::Size(bits as u64),
    }
}

enum ArgV {
    Val(V),
    Arr(usize),
}

/// Two independent 64-bit hashes of the state.
struct Hash2(u64, u64);

impl Hash2 {
    fn add(&mut self, x: u128) {
        for w in [x as u64, (x >> 64) as u64] {
            self.0 =
                (self.0 ^ w).wrapping_mul(0x1000_0000_01b3).rotate_left(29) ^ 0x9e37_79b9_7f4a_7c15;
            let mut z = self.1.wrapping_add(w).wrapping_add(0x9e37_79b9_7f4a_7c15);
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            self.1 = z ^ (z >> 31);
        }
    }
}

impl M<'_> {
    fn arr_values(&self, idx: usize, ty: Scalar) -> Vec<Value> {
        match self.heap.get(idx) {
            Some(a) => match a.hi {
                Some(h) => a
                    .elems
                    .iter()
                    .take(h + 1)
                    .map(|c| value(ty, c.bits))
                    .collect(),
                None => Vec::new(),
            },
            None => Vec::new(),
        }
    }

    fn init_globals(&mut self) -> Result<(), Halt> {
        let p = self.p;
        for gi in &p.globals {
            match gi.arr {
                None => self.globals.push(Cell {
                    init: true,
                    ..Cell::default()
                }),
                Some(n) => {
                    self.heap.push(ArrObj {
                        elems: vec![
                            Cell {
                                init: true,
                                ..Cell::default()
                            };
                            n
                        ],
                        stamp: 0,
                        moved: 0,
                        hi: None,
                    });
                    self.globals.push(Cell {
                        bits: (self.heap.len() - 1) as u128,
                        init: true,
                        ..Cell::default()
                    });
                }
            }
        }
        for (g, gi) in p.globals.iter().enumerate() {
            match gi.arr {
                None => {
                    if let Some(e) = gi.init.first() {
                        let v = self.eval(e)?;
                        self.globals[g] = Cell {
                            bits: v.bits,
                            wraps: v.wraps,
                            init: true,
                            stamp: 0,
                            moved: 0,
                        };
                    }
                }
                Some(_) => {
                    let idx = self.globals[g].bits as usize;
                    for (k, e) in gi.init.iter().enumerate() {
                        let v = self.eval(e)?;
                        if let Some(a) = self.heap.get_mut(idx) {
                            if let Some(c) = a.elems.get_mut(k) {
                                c.bits = v.bits;
                            }
                            a.hi = Some(k);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn fun(&self) -> &Fun {
        let k = self.calls.last().map_or(0, |c| c.fun);
        &self.p.funs[k as usize]
    }

    fn base(&self) -> usize {
        self.calls.last().map_or(0, |c| c.base)
    }

    fn call(&mut self, fi: u32, args: Vec<ArgV>, site: u32, line: u32) -> Result<Option<V>, Halt> {
        let p = self.p;
        let fun = &p.funs[fi as usize];
        if self.calls.len() >= MAX_CALLS {
            return Err(limit(
                line,
                format!(
                    "recursion deeper than {MAX_CALLS} calls (`{}`)",
                    fun.sig.name
                ),
            ));
        }
        if self.units + fun.nest > MAX_UNITS {
            return Err(limit(
                line,
                format!(
                    "the calls nest too deeply (at `{}`, {} calls deep)",
                    fun.sig.name,
                    self.calls.len()
                ),
            ));
        }
        if !fun.defined {
            return Err(ub(
                line,
                format!("`{}` is declared but never defined", fun.sig.name),
            ));
        }
        self.units += fun.nest;
        let base = self.stack.len();
        let heap_base = self.heap.len();
        self.stack.resize(base + fun.slots.len(), Cell::default());
        for (&s, a) in fun.params.iter().zip(args) {
            let c = match a {
                ArgV::Val(v) => Cell {
                    bits: v.bits,
                    wraps: v.wraps,
                    init: true,
                    stamp: 0,
                    moved: 0,
                },
                ArgV::Arr(i) => Cell {
                    bits: i as u128,
                    init: true,
                    ..Cell::default()
                },
            };
            self.stack[base + s as usize] = c;
        }
        for (s, si) in fun.slots.iter().enumerate() {
            if let (Some(Some(n)), false) = (si.arr, si.param) {
                self.heap.push(ArrObj {
                    elems: vec![Cell::default(); n],
                    stamp: 0,
                    moved: 0,
                    hi: None,
                });
                self.stack[base + s] = Cell {
                    bits: (self.heap.len() - 1) as u128,
                    init: true,
                    ..Cell::default()
                };
            }
        }
        self.calls.push(CallFrame {
            fun: fi,
            base,
            heap_base,
            site,
        });
        let loops = self.loops.len();
        let mut ret = None;
        let mut ended = true;
        for s in &fun.body {
            match self.exec(s)? {
                Flow::Return(v) => {
                    ret = v;
                    ended = false;
                    break;
                }
                Flow::Normal => {}
                Flow::Break | Flow::Continue => {}
            }
        }
        if ended && fun.ret == Some(Scalar::Int) && fun.sig.name == "main" {
            // C's `main` returns 0 when it reaches its end.
            ret = Some(V::of(0));
        } else if ended && fun.ret.is_some() {
            return Err(ub(
                line,
                format!("`{}` ended without returning a value", fun.sig.name),
            ));
        }
        self.loops.truncate(loops);
        self.units -= fun.nest;
        if self.calls.len() > 1 {
            if let Some(c) = self.calls.pop() {
                self.stack.truncate(c.base);
                self.heap.truncate(c.heap_base);
            }
        }
        Ok(ret)
    }

    // ---- statements ----

    fn begin(&mut self, line: u32) -> Result<(u64, Vec<usize>), Halt> {
        if self.steps >= self.o.max_steps {
            return Err(self.budget_halt(line));
        }
        self.starts += 1;
        Ok((self.starts, std::mem::take(&mut self.cur_warn)))
    }

    fn finish(&mut self, line: u32, vis: u32, mark: u64, saved: Vec<usize>) {
        self.steps += 1;
        let ws = std::mem::replace(&mut self.cur_warn, saved);
        for &w in &ws {
            if let Some(x) = self.warnings.get_mut(w) {
                x.step = self.steps;
            }
        }
        if self.o.trace {
            if self.frames.len() < self.o.max_frames && self.frame_cells <= MAX_FRAME_CELLS {
                let f = self.frame(line, vis, mark, ws);
                let cells: usize = f
                    .vars
                    .iter()
                    .map(|v| match &v.value {
                        Shown::Array(a) => a.len() + 1,
                        Shown::Scalar(_) => 1,
                    })
                    .sum();
                self.frame_cells += cells;
                if self.frame_cells <= MAX_FRAME_CELLS {
                    self.frames.push(f);
                } else {
                    self.dropped += 1;
                }
            } else {
                self.dropped += 1;
            }
        }
    }

    /// Runs `f` as one counted statement with a frame.
    fn counted<T>(
        &mut self,
        line: u32,
        vis: u32,
        f: impl FnOnce(&mut Self) -> Result<T, Halt>,
    ) -> Result<T, Halt> {
        let (mark, saved) = self.begin(line)?;
        match f(self) {
            Ok(v) => {
                self.finish(line, vis, mark, saved);
                Ok(v)
            }
            Err(mut h) => {
                if !h.framed && matches!(h.reason, StopReason::Undefined | StopReason::Limit) {
                    h.framed = true;
                    self.finish(line, vis, mark, saved);
                }
                Err(h)
            }
        }
    }

    fn frame(&self, line: u32, vis: u32, mark: u64, warnings: Vec<usize>) -> Frame {
        let fun = self.fun();
        let base = self.base();
        let mut vars = Vec::new();
        if let Some(list) = fun.vis.get(vis as usize) {
            for &s in list {
                let si = &fun.slots[s as usize];
                let c = self
                    .stack
                    .get(base + s as usize)
                    .copied()
                    .unwrap_or_default();
                vars.push(self.show(&si.name, si.ty, si.arr.is_some(), c, mark, false));
            }
        }
        for (g, gi) in self.p.globals.iter().enumerate() {
            let c = self.globals.get(g).copied().unwrap_or_default();
            vars.push(self.show(&gi.name, gi.ty, gi.arr.is_some(), c, mark, true));
        }
        Frame {
            step: self.steps,
            line,
            function: fun.sig.name.clone(),
            depth: self.calls.len().saturating_sub(1) as u32,
            vars,
            warnings,
        }
    }

    fn show(&self, name: &str, ty: Scalar, arr: bool, c: Cell, mark: u64, global: bool) -> Var {
        if arr {
            let (value, changed, written) = match self.heap.get(c.bits as usize) {
                Some(a) => (
                    Shown::Array(
                        a.elems
                            .iter()
                            .map(|e| {
                                if e.init {
                                    Some(value(ty, e.bits))
                                } else {
                                    None
                                }
                            })
                            .collect(),
                    ),
                    a.stamp >= mark,
                    a.hi.map_or(0, |h| h + 1),
                ),
                None => (Shown::Array(Vec::new()), false, 0),
            };
            return Var {
                name: name.to_string(),
                ty,
                value,
                changed,
                global,
                written,
            };
        }
        Var {
            name: name.to_string(),
            ty,
            value: Shown::Scalar(if c.init {
                Some(value(ty, c.bits))
            } else {
                None
            }),
            changed: c.init && c.stamp >= mark,
            global,
            written: 0,
        }
    }

    fn budget_halt(&self, line: u32) -> Halt {
        // The budget ran out: the loop it was in may be finite and only
        // long (a count to a million), so the message says so rather than
        // that it never ends, which a repeated state shows (`Loop`).
        let n = self.steps;
        let n = format!("{n} statement{}", if n == 1 { "" } else { "s" });
        let more = &self.o.more_steps;
        let message = match self.loops.last() {
            Some(l) => {
                let mut names = Vec::new();
                if let Some(c) = self.calls.get(l.call) {
                    let fun = &self.p.funs[c.fun as usize];
                    for (s, si) in fun.slots.iter().enumerate() {
                        let cell = self.stack.get(c.base + s).copied().unwrap_or_default();
                        let stamp = if si.arr.is_some() {
                            self.heap.get(cell.bits as usize).map_or(0, |a| a.moved)
                        } else {
                            cell.moved
                        };
                        if stamp > l.marks[0] && !names.contains(&format!("`{}`", si.name)) {
                            names.push(format!("`{}`", si.name));
                        }
                    }
                }
                for (g, gi) in self.p.globals.iter().enumerate() {
                    let cell = self.globals.get(g).copied().unwrap_or_default();
                    let stamp = if gi.arr.is_some() {
                        self.heap.get(cell.bits as usize).map_or(0, |a| a.moved)
                    } else {
                        cell.moved
                    };
                    if stamp > l.marks[0] {
                        names.push(format!("`{}`", gi.name));
                    }
                }
                let changing = if names.is_empty() {
                    String::new()
                } else {
                    format!(" ({} kept changing)", list_names(&names))
                };
                format!(
                    "the run used up its statement budget of {n} before the loop at line {} ended{changing}; the loop may be finite: {more} to let it run on",
                    l.line
                )
            }
            None => format!(
                "the run used up its statement budget of {n} before it ended: {more} to let it run on"
            ),
        };
        Halt {
            reason: StopReason::MaxSteps,
            line: self.loops.last().map_or(line, |l| l.line),
            message,
            framed: true,
        }
    }

    fn state_hash(&self, id: u32) -> (u64, u64) {
        let mut h = Hash2(0xcbf2_9ce4_8422_2325, u64::from(id));
        for c in &self.calls {
            h.add(u128::from(c.fun) << 32 | u128::from(c.site));
        }
        for c in self.stack.iter().chain(self.globals.iter()) {
            h.add(if c.init {
                c.bits
            } else {
                0x5555_aaaa_1234_5678_9abc_def0_0fed_cba9
            });
            h.add(u128::from(c.init));
        }
        for a in &self.heap {
            h.add(a.elems.len() as u128);
            for c in &a.elems {
                h.add(c.bits ^ u128::from(c.init) << 127);
            }
        }
        (h.0, h.1)
    }

    /// A loop's condition point: evaluates `cond` (or nothing for a
    /// missing `for` condition) as a counted statement and checks whether
    /// the state repeated.
    fn loop_cond(&mut self, cond: Option<&E>, id: u32, line: u32, vis: u32) -> Result<bool, Halt> {
        let cells = self.stack.len()
            + self.globals.len()
            + self.heap.iter().map(|a| a.elems.len()).sum::<usize>();
        // Huge states are not compared (the budget still ends the run).
        let key_hash = if cells <= MAX_HASH_CELLS && self.hash_work <= MAX_HASH_WORK {
            self.hash_work += cells as u64;
            Some(self.state_hash(id))
        } else {
            None
        };
        if let Some(l) = self.loops.last_mut() {
            l.marks = [l.marks[1], self.starts];
        }
        let r = self.counted(line, vis, |m| match cond {
            Some(c) => {
                let v = m.eval(c)?;
                m.test_cond(c, &v);
                Ok(v.bits != 0)
            }
            None => Ok(true),
        })?;
        if let Some(key_hash) = key_hash {
            let key = (id, self.calls.len() as u32, key_hash.0, key_hash.1);
            if let Some(&before) = self.seen.get(&key) {
                return Err(Halt {
                    reason: StopReason::Loop,
                    line,
                    message: format!(
                        "the loop at line {line} never ends: the state at step {} is the same as at step {before}",
                        self.steps
                    ),
                    framed: true,
                });
            }
            if self.seen.len() < MAX_SEEN {
                self.seen.insert(key, self.steps);
            }
        }
        let checks = self.loops.last_mut().map_or(0, |l| {
            l.checks += 1;
            l.checks
        });
        if r && checks >= 2 {
            if let Some(message) = self.fixed_cond(id, line, cond.is_none()) {
                return Err(Halt {
                    reason: StopReason::Loop,
                    line,
                    message,
                    framed: true,
                });
            }
        }
        Ok(r)
    }

    /// Whether loop `id`, whose condition was true at its last two
    /// evaluations, never ends because a whole pass left what its condition
    /// reads unchanged and nothing else can leave it ([`crate::endless`]):
    /// the message that says so.
    fn fixed_cond(&self, id: u32, line: u32, none: bool) -> Option<String> {
        let reads = self.fixed.get(&id)?;
        // What changed since just before the previous evaluation changed
        // in the pass: the condition itself changes nothing.
        let since = self.loops.last()?.marks[0];
        let mut names = Vec::new();
        let mut kept = Vec::new();
        for &r in reads {
            let (name, cell) = match r {
                Read::Local(s) => (
                    self.fun().slots.get(s as usize)?.name.as_str(),
                    self.stack.get(self.base() + s as usize).copied()?,
                ),
                Read::Global(g) => (
                    self.p.globals.get(g as usize)?.name.as_str(),
                    self.globals.get(g as usize).copied()?,
                ),
                Read::Arr(a) => {
                    let (h, name) = self.arr_index(a);
                    let a = self.heap.get(h)?;
                    (
                        name,
                        Cell {
                            stamp: a.stamp,
                            moved: a.moved,
                            ..Cell::default()
                        },
                    )
                }
            };
            if cell.moved > since {
                return None;
            }
            let name = format!("`{name}`");
            if cell.stamp > since && !kept.contains(&name) {
                kept.push(name.clone());
            }
            if !names.contains(&name) {
                names.push(name);
            }
        }
        let exits = "and nothing else leaves the loop (no `break` or `return`)";
        if names.is_empty() {
            let cond = if none {
                "it has no condition"
            } else {
                "its condition reads no variable, so it is always true,"
            };
            return Some(format!(
                "the loop at line {line} never ends: {cond} {exits}"
            ));
        }
        let (them, it) = if names.len() == 1 {
            (names[0].clone(), "it")
        } else {
            ("them".to_string(), "they")
        };
        let kept = match kept.len() {
            0 => String::new(),
            1 if names.len() == 1 => format!(" ({it} is assigned but keeps its value)"),
            1 => format!(" ({} is assigned but keeps its value)", kept[0]),
            _ => format!(
                " ({} are assigned but keep their values)",
                list_names(&kept)
            ),
        };
        Some(format!(
            "the loop at line {line} never ends: its condition reads only {}, and a whole pass of the loop leaves {them} unchanged{kept}, so the condition stays true {exits}",
            list_names(&names)
        ))
    }

    fn exec_list(&mut self, list: &[S]) -> Result<Flow, Halt> {
        for s in list {
            match self.exec(s)? {
                Flow::Normal => {}
                f => return Ok(f),
            }
        }
        Ok(Flow::Normal)
    }

    fn exec(&mut self, s: &S) -> Result<Flow, Halt> {
        match s {
            S::Decl(..) => self.ex_decl(s),
            S::ArrDecl(..) => self.ex_arrdecl(s),
            S::Expr(..) => self.ex_expr(s),
            S::Block(list) => self.exec_list(list),
            S::If(..) => self.ex_if(s),
            S::While(..) => self.ex_while(s),
            S::DoWhile(..) => self.ex_dowhile(s),
            S::For(..) => self.ex_for(s),
            S::Return(..) => self.ex_return(s),
            S::Break(..) => self.ex_break(s),
            S::Continue(..) => self.ex_continue(s),
            S::Switch(..) => self.ex_switch(s),
            S::Output(line, name) => {
                self.output_warn(*line, name);
                Ok(Flow::Normal)
            }
        }
    }

    #[inline(never)]
    fn ex_decl(&mut self, s: &S) -> Result<Flow, Halt> {
        let S::Decl(slot, init, line, vis) = s else {
            return Ok(Flow::Normal);
        };
        let slot = *slot;
        self.counted(*line, *vis, |m| {
            let idx = m.base() + slot as usize;
            let cell = match init {
                Some(e) => {
                    let v = m.eval(e)?;
                    Cell {
                        bits: v.bits,
                        wraps: v.wraps,
                        init: true,
                        stamp: m.starts,
                        moved: m.starts,
                    }
                }
                None => Cell::default(),
            };
            if let Some(c) = m.stack.get_mut(idx) {
                *c = cell;
            }
            Ok(())
        })?;
        Ok(Flow::Normal)
    }

    #[inline(never)]
    fn ex_arrdecl(&mut self, s: &S) -> Result<Flow, Halt> {
        let S::ArrDecl(slot, init, line, vis) = s else {
            return Ok(Flow::Normal);
        };
        let slot = *slot;
        self.counted(*line, *vis, |m| {
            let idx = m
                .stack
                .get(m.base() + slot as usize)
                .map_or(usize::MAX, |c| c.bits as usize);
            let mut vals = Vec::new();
            if let Some(list) = init {
                for e in list {
                    vals.push(m.eval(e)?);
                }
            }
            let stamp = m.starts;
            if let Some(a) = m.heap.get_mut(idx) {
                let has = init.is_some();
                for (k, c) in a.elems.iter_mut().enumerate() {
                    let v = vals.get(k).copied().unwrap_or_default();
                    *c = Cell {
                        bits: v.bits,
                        wraps: v.wraps,
                        init: has,
                        stamp,
                        moved: stamp,
                    };
                }
                a.stamp = stamp;
                a.hi = if has && !vals.is_empty() {
                    Some(vals.len() - 1)
                } else {
                    None
                };
            }
            Ok(())
        })?;
        Ok(Flow::Normal)
    }

    #[inline(never)]
    fn ex_expr(&mut self, s: &S) -> Result<Flow, Halt> {
        let S::Expr(e, vis) = s else {
            return Ok(Flow::Normal);
        };
        self.counted(e.line, *vis, |m| m.eval(e).map(|_| ()))?;
        Ok(Flow::Normal)
    }

    #[inline(never)]
    fn ex_if(&mut self, s: &S) -> Result<Flow, Halt> {
        let S::If(c, t, e, vis) = s else {
            return Ok(Flow::Normal);
        };
        let b = self.counted(c.line, *vis, |m| {
            let v = m.eval(c)?;
            m.test_cond(c, &v);
            Ok(v.bits != 0)
        })?;
        if b {
            self.exec(t)
        } else if let Some(e) = e {
            self.exec(e)
        } else {
            Ok(Flow::Normal)
        }
    }

    /// Notes a loop starting at `line` in the current call, for the
    /// budget's message about which loop had not ended.
    fn enter_loop(&mut self, line: u32) {
        self.loops.push(LoopRec {
            line,
            call: self.calls.len().saturating_sub(1),
            marks: [0, 0],
            checks: 0,
        });
    }

    #[inline(never)]
    fn ex_while(&mut self, s: &S) -> Result<Flow, Halt> {
        let S::While(c, body, id, vis) = s else {
            return Ok(Flow::Normal);
        };
        self.enter_loop(c.line);
        let r = loop {
            if !self.loop_cond(Some(c), *id, c.line, *vis)? {
                break Flow::Normal;
            }
            match self.exec(body)? {
                Flow::Break => break Flow::Normal,
                Flow::Return(v) => break Flow::Return(v),
                _ => {}
            }
        };
        self.loops.pop();
        Ok(r)
    }

    #[inline(never)]
    fn ex_dowhile(&mut self, s: &S) -> Result<Flow, Halt> {
        let S::DoWhile(body, c, id, vis) = s else {
            return Ok(Flow::Normal);
        };
        self.enter_loop(c.line);
        let r = loop {
            match self.exec(body)? {
                Flow::Break => break Flow::Normal,
                Flow::Return(v) => break Flow::Return(v),
                _ => {}
            }
            if !self.loop_cond(Some(c), *id, c.line, *vis)? {
                break Flow::Normal;
            }
        };
        self.loops.pop();
        Ok(r)
    }

    #[inline(never)]
    fn ex_for(&mut self, s: &S) -> Result<Flow, Halt> {
        let S::For(init, c, step, body, id, line, vis) = s else {
            return Ok(Flow::Normal);
        };
        if let Some(i) = init {
            self.exec(i)?;
        }
        let cline = c.as_ref().map_or(*line, |c| c.line);
        self.enter_loop(*line);
        let r = loop {
            if !self.loop_cond(c.as_ref(), *id, cline, *vis)? {
                break Flow::Normal;
            }
            match self.exec(body)? {
                Flow::Break => break Flow::Normal,
                Flow::Return(v) => break Flow::Return(v),
                _ => {}
            }
            if let Some(st) = step {
                self.counted(st.line, *vis, |m| m.eval(st).map(|_| ()))?;
            }
        };
        self.loops.pop();
        Ok(r)
    }

    #[inline(never)]
    fn ex_return(&mut self, s: &S) -> Result<Flow, Halt> {
        let S::Return(e, line, vis) = s else {
            return Ok(Flow::Normal);
        };
        let v = self.counted(*line, *vis, |m| match e {
            Some(e) => {
                let v = m.eval(e)?;
                // The entry's value leaves the routine: a use. A helper's
                // (a hand-written `rotateLeft`, a shift its caller masks)
                // goes on to its caller with its wrapped bits, which are
                // flagged where the caller uses them unmasked.
                if m.calls.len() <= 1 {
                    m.test(&v);
                }
                Ok(Some(v))
            }
            None => Ok(None),
        })?;
        Ok(Flow::Return(v))
    }

    #[inline(never)]
    fn ex_break(&mut self, s: &S) -> Result<Flow, Halt> {
        let S::Break(line, vis) = s else {
            return Ok(Flow::Normal);
        };
        self.counted(*line, *vis, |_| Ok(()))?;
        Ok(Flow::Break)
    }

    #[inline(never)]
    fn ex_continue(&mut self, s: &S) -> Result<Flow, Halt> {
        let S::Continue(line, vis) = s else {
            return Ok(Flow::Normal);
        };
        self.counted(*line, *vis, |_| Ok(()))?;
        Ok(Flow::Continue)
    }

    #[inline(never)]
    fn ex_switch(&mut self, s: &S) -> Result<Flow, Halt> {
        let S::Switch(c, body, cases, default, vis) = s else {
            return Ok(Flow::Normal);
        };
        let v = self.counted(c.line, *vis, |m| {
            let v = m.eval(c)?;
            m.test(&v);
            Ok(v.bits)
        })?;
        let start = cases
            .iter()
            .find(|&&(k, _)| k == v)
            .map(|&(_, i)| i)
            .or(*default);
        let Some(start) = start else {
            return Ok(Flow::Normal);
        };
        match self.exec_list(body.get(start..).unwrap_or(&[]))? {
            Flow::Break => Ok(Flow::Normal),
            f => Ok(f),
        }
    }

    // ---- warnings ----

    /// `e`, whose value is `v`, is tested as true or false: a use of its
    /// wrapped bits unless it is a wrap check ([`wrap_check`]).
    fn test_cond(&mut self, e: &E, v: &V) {
        if !wrap_check(e, v) {
            self.test(v);
        }
    }

    /// A tainted value is returned, stored or tested: the wrap warning.
    fn test(&mut self, v: &V) {
        let taint = v.wraps.taint();
        if taint == 0 {
            return;
        }
        let p = self.p;
        let [first, second] = v.wraps.0;
        let (sid, nine, dir, files) = wrap_parts(first.src);
        let Some(sh) = p.shifts.get(sid) else { return };
        if self.cur_warn.iter().any(|&w| {
            self.warnings
                .get(w)
                .is_some_and(|x| x.kind == WarningKind::Wrap && x.line == sh.line)
        }) {
            return;
        }
        if !nine && !self.o.u64_board {
            return;
        }
        let ty = if nine { Scalar::U128 } else { Scalar::U64 };
        // Another shift's wrapped bits in the value: it is named too, and
        // if it went the other way across the edge, the two went both ways.
        let other = (second.now != 0)
            .then(|| {
                let (id, _, d, _) = wrap_parts(second.src);
                Some((d, p.shifts.get(id)?))
            })
            .flatten();
        // Where the shifts put the wrapped bits; if later moves carried
        // them on, where the value used holds them too.
        let land = if other.is_some() {
            first.land | second.land
        } else {
            first.land
        };
        // On the 9x9 board, bits across the side edge and bits past i9 (a
        // shift east from i1 and i9): each said where it went.
        let past = match other {
            Some((d, _)) if nine && (d == 2) != (dir == 2) => {
                Some(if dir == 2 { first.land } else { second.land })
            }
            _ => None,
        };
        let onto = square_list(ty, land);
        // The squares the value used holds through wrapped bits alone; none
        // when it reaches them anyway (the wrap is still a bug: from
        // another board it may not).
        let only = v.wraps.only();
        let now = if only == 0 {
            ", which the value used also holds without them on this board (from another it may not)"
                .to_string()
        } else if land == only {
            String::new()
        } else {
            format!(
                ", and the value used holds wrapped bits on {}",
                square_list(ty, only)
            )
        };
        let squares = if only == 0 { taint } else { only };
        let (last, edge) = if nine { ('i', "a/i") } else { ('h', "a/h") };
        let width = if nine { 9 } else { 8 };
        // The files named are the widest the value's wrapped bits span: one
        // site by two amounts (`b << s` in a loop, `s` 1 then 2) or two
        // sites the same way reach further than the first shift's files.
        let files = if dir < 2 {
            let keyed = [first, second]
                .iter()
                .filter(|w| w.now != 0)
                .map(|w| wrap_parts(w.src))
                .filter(|&(_, _, d, _)| d == dir)
                .map(|(_, _, _, f)| f)
                .max()
                .unwrap_or(files);
            keyed.max(files_spanned(nine, dir, land))
        } else {
            files
        };
        // A shift east carries the last files' bits onto the first files;
        // west, the first files' onto the last.
        let (rim, far) = (
            files_words(0, files, last),
            files_words(width - files, files, last),
        );
        let (from, to) = if dir == 0 { (&far, &rim) } else { (&rim, &far) };
        let mask = match to.1 {
            Some(m) if !nine => format!(" (`& {m}`)"),
            _ if files > 1 => format!(" ({})", to.0),
            _ => String::new(),
        };
        let dir = match other {
            Some((d, _)) if d != dir && d < 2 && dir < 2 => 3,
            _ => dir,
        };
        let who = match other {
            Some((_, o)) if o.line != sh.line || o.text != sh.text => format!(
                "`{}` at line {} and `{}` at line {}",
                sh.text, sh.line, o.text, o.line
            ),
            // The warning's own line is the shift's.
            _ => format!("`{}`", sh.text),
        };
        let message = match (past, dir) {
            (Some(up), _) => format!(
                "{who} moved bits across the {edge}-file edge onto {} and past i9 onto {}, which is no square of the 9x9 board{now}; mask them off (`& BOARD9` for the bits past i9) before they are used.",
                square_list(ty, land & !up),
                square_list(ty, up)
            ),
            // A 9x9 set's shift north past its top rank.
            (_, 2) if nine => format!(
                "{who} moved bits past i9 onto {onto}, which are no squares of the 9x9 board{now}; mask them off (`& BOARD9`, its 81 squares) before they are used."
            ),
            (_, 3) => format!(
                "{who} moved bits across the {edge}-file edge both ways, onto {onto}{now}; mask them off{} before they are used.",
                if nine { "" } else { " (`& notAFile` after a shift east, `& notHFile` after a shift west)" }
            ),
            (_, 0 | 1) => format!(
                "{who} moved bits across the {edge}-file edge onto {onto} (from {} to {}){now}; mask them off{mask} before they are used.",
                from.0, to.0
            ),
            // A rotation: across the side edge, round the ends, or both.
            _ if files == 3 => format!(
                "{who} moved bits across the {edge}-file edge onto {onto}{now}; mask them off before they are used."
            ),
            _ if files == 2 => format!(
                "{who} carried bits round the ends of the 64 bits, between the top and bottom ranks, onto {onto}{now}; mask them off before they are used."
            ),
            _ => format!(
                "{who} moved bits across the {edge}-file edge and round between the top and bottom ranks onto {onto}{now}; mask them off before they are used."
            ),
        };
        self.warnings.push(Warning {
            kind: WarningKind::Wrap,
            line: sh.line,
            step: self.steps + 1,
            squares,
            message,
        });
        self.cur_warn.push(self.warnings.len() - 1);
    }

    fn output_warn(&mut self, line: u32, name: &str) {
        if self.output_warned.contains(&line) {
            return;
        }
        self.output_warned.push(line);
        self.warnings.push(Warning {
            kind: WarningKind::Output,
            line,
            step: self.steps + 1,
            squares: 0,
            message: format!(
                "`{name}` writes nothing here: the playground skips output statements. \
                 {OUTPUT_SHOWN}"
            ),
        });
        self.cur_warn.push(self.warnings.len() - 1);
    }

    fn int_shift_warn(&mut self, ishift: u32) {
        let k = (ishift - 1) as usize;
        if self.int_warned.get(k).copied().unwrap_or(true) {
            return;
        }
        self.int_warned[k] = true;
        let p = self.p;
        let sh = &p.shifts[k];
        let fix = as_u64_shift(&sh.text);
        // The `int` shifted, and the first amount that overflows it.
        let v = ops::sval(sh.left_value, Scalar::Int);
        let from = if v < 0 {
            "for any amount, as it is negative".to_string()
        } else {
            let top = 32 - (v as u32).leading_zeros().min(31);
            format!("from {} = {} up", sh.amount_text, 32 - top)
        };
        let message = format!(
            "`{}` shifts an `int` {v}: the result is an `int` (32 bits), not a 64-bit set, and is undefined {from}; write `{fix}`.",
            sh.text
        );
        self.warnings.push(Warning {
            kind: WarningKind::IntShift,
            line: sh.line,
            step: self.steps + 1,
            squares: 0,
            message,
        });
        self.cur_warn.push(self.warnings.len() - 1);
    }

    /// Shift `id` moved a negative value of the signed type `ty` right by
    /// `n` (at least 1): said once per shift, as `int_shift_warn` does.
    fn signed_shift_warn(&mut self, id: u32, ty: Scalar, n: u32) {
        let k = id as usize;
        if self.signed_warned.get(k).copied().unwrap_or(true) {
            return;
        }
        self.signed_warned[k] = true;
        let sh = &self.p.shifts[k];
        let bits = if n == 1 {
            "bit".to_string()
        } else {
            format!("{n} bits")
        };
        let message = if ty == Scalar::I64 {
            let set = top_squares(n);
            format!(
                "`{}` shifts a negative `int64_t` right, which C leaves to the compiler: gcc and clang copy its sign bit (h8) into the {bits} emptied at the top, setting {set}; hold the set in a `uint64_t` (`U64`) to shift in zeros.",
                sh.text
            )
        } else {
            format!(
                "`{}` shifts a negative `{}` right, which C leaves to the compiler: gcc and clang copy its sign bit (bit {}) into the {bits} emptied at the top; make it `unsigned` (a set: `uint64_t`, `U64`) to shift in zeros.",
                sh.text,
                ty.name(),
                ops::width(ty) - 1
            )
        };
        self.warnings.push(Warning {
            kind: WarningKind::SignedShift,
            line: sh.line,
            step: self.steps + 1,
            squares: 0,
            message,
        });
        self.cur_warn.push(self.warnings.len() - 1);
    }

    // ---- expressions ----

    fn ub_msg(&self, u: Ub, text: &str, ty: Scalar) -> String {
        match u {
            Ub::Overflow => format!("`{text}` overflows `{}`", ty.name()),
            Ub::DivZero => format!("`{text}` divides by zero"),
            _ => format!("`{text}` is undefined in C"),
        }
    }

    fn shift_ub(&self, u: Ub, sid: u32, ty: Scalar) -> String {
        shift_ub_text(&self.p.shifts[sid as usize], u, ty)
    }

    fn read_local(&self, slot: u32, line: u32) -> Result<V, Halt> {
        let c = self
            .stack
            .get(self.base() + slot as usize)
            .copied()
            .unwrap_or_default();
        if !c.init {
            let name = self
                .fun()
                .slots
                .get(slot as usize)
                .map_or("?", |s| s.name.as_str());
            return Err(ub(
                line,
                format!("`{name}` is read at line {line} before it is assigned"),
            ));
        }
        Ok(V {
            bits: c.bits,
            wraps: c.wraps,
            ishift: 0,
        })
    }

    fn arr_index(&self, arr: Arr) -> (usize, &str) {
        match arr {
            Arr::Local(s) => {
                let c = self
                    .stack
                    .get(self.base() + s as usize)
                    .copied()
                    .unwrap_or_default();
                (
                    c.bits as usize,
                    self.fun()
                        .slots
                        .get(s as usize)
                        .map_or("?", |x| x.name.as_str()),
                )
            }
            Arr::Global(g) => {
                let c = self.globals.get(g as usize).copied().unwrap_or_default();
                (
                    c.bits as usize,
                    self.p
                        .globals
                        .get(g as usize)
                        .map_or("?", |x| x.name.as_str()),
                )
            }
        }
    }

    /// The heap index and element index of `arr[idx]`, checked.
    fn elem_at(&mut self, arr: Arr, idx: &E, text: u32, line: u32) -> Result<(usize, usize), Halt> {
        let i = self.eval(idx)?;
        let (h, name) = self.arr_index(arr);
        let len = self.heap.get(h).map_or(0, |a| a.elems.len());
        let _ = text;
        let signed = if ops::signed(idx.ty) {
            ops::sval(i.bits, idx.ty)
        } else {
            i.bits.min(u128::from(u64::MAX)) as i128
        };
        if signed < 0 {
            return Err(ub(
                line,
                format!("`{name}[{signed}]` is before the start of `{name}`"),
            ));
        }
        if signed as u128 >= len as u128 {
            return Err(ub(
                line,
                format!("`{name}[{signed}]` is past the end of `{name}` ({len} elements)"),
            ));
        }
        Ok((h, signed as usize))
    }

    fn read(&mut self, lv: &Lv, line: u32) -> Result<(V, Option<(usize, usize)>), Halt> {
        match lv {
            Lv::Local(s) => Ok((self.read_local(*s, line)?, None)),
            Lv::Global(g) => {
                let c = self.globals.get(*g as usize).copied().unwrap_or_default();
                Ok((
                    V {
                        bits: c.bits,
                        wraps: c.wraps,
                        ishift: 0,
                    },
                    None,
                ))
            }
            Lv::Elem(arr, idx, text) => {
                let (h, i) = self.elem_at(*arr, idx, *text, line)?;
                let c = self.heap[h].elems[i];
                if !c.init {
                    let name = self.arr_index(*arr).1;
                    return Err(ub(
                        line,
                        format!("`{name}[{i}]` is read at line {line} before it is assigned"),
                    ));
                }
                Ok((
                    V {
                        bits: c.bits,
                        wraps: c.wraps,
                        ishift: 0,
                    },
                    Some((h, i)),
                ))
            }
        }
    }

    fn write(&mut self, lv: &Lv, at: Option<(usize, usize)>, v: V, line: u32) -> Result<(), Halt> {
        let cell = Cell {
            bits: v.bits,
            wraps: v.wraps,
            init: true,
            stamp: self.starts,
            moved: self.starts,
        };
        // A write of the value a cell holds leaves it unchanged (`moved`).
        let put = |c: &mut Cell| {
            let moved = if c.init && c.bits == cell.bits {
                c.moved
            } else {
                cell.moved
            };
            *c = Cell { moved, ..cell };
            moved == cell.moved
        };
        match lv {
            Lv::Local(s) => {
                let i = self.base() + *s as usize;
                if let Some(c) = self.stack.get_mut(i) {
                    put(c);
                }
            }
            Lv::Global(g) => {
                if let Some(c) = self.globals.get_mut(*g as usize) {
                    put(c);
                }
            }
            Lv::Elem(arr, idx, text) => {
                let (h, i) = match at {
                    Some(x) => x,
                    None => self.elem_at(*arr, idx, *text, line)?,
                };
                self.test(&v);
                let stamp = self.starts;
                let a = &mut self.heap[h];
                if put(&mut a.elems[i]) {
                    a.moved = stamp;
                }
                a.stamp = stamp;
                a.hi = Some(a.hi.map_or(i, |x| x.max(i)));
            }
        }
        Ok(())
    }

    fn eval(&mut self, e: &E) -> Result<V, Halt> {
        match &e.k {
            K::Lit(v) => Ok(V::of(*v)),
            K::Local(s) => self.read_local(*s, e.line),
            K::Global(g) => {
                let c = self.globals.get(*g as usize).copied().unwrap_or_default();
                Ok(V {
                    bits: c.bits,
                    wraps: c.wraps,
                    ishift: 0,
                })
            }
            K::Elem(..) => self.ev_elem(e),
            K::Assign(..) => self.ev_assign(e),
            K::OpAssign(..) => self.ev_opassign(e),
            K::IncDec(..) => self.ev_incdec(e),
            K::Conv(..) => self.ev_conv(e),
            K::Unary(..) => self.ev_unary(e),
            K::Bin(..) => self.ev_bin(e),
            K::Shift(..) => self.ev_shift(e),
            K::Call(..) => self.ev_call(e),
            K::Builtin(..) => self.ev_builtin(e),
            K::Not(..) | K::Cmp(..) | K::Logic(..) | K::Cond(..) | K::Comma(..) => self.ev_misc(e),
        }
    }

    #[inline(never)]
    fn ev_misc(&mut self, e: &E) -> Result<V, Halt> {
        Ok(match &e.k {
            K::Not(a) => {
                let v = self.eval(a)?;
                self.test_cond(a, &v);
                V::of(u128::from(v.bits == 0))
            }
            K::Cmp(op, a, b) => {
                let x = self.eval(a)?;
                let y = self.eval(b)?;
                // A comparison uses both sides whole; `== 0` and `!= 0`
                // test the other side as true or false.
                let zero = |s: &E| {
                    matches!(op, BOp::Eq | BOp::Ne) && crate::check::const_val(s) == Some(0)
                };
                if zero(b) {
                    self.test_cond(a, &x);
                } else {
                    self.test(&x);
                }
                if zero(a) {
                    self.test_cond(b, &y);
                } else {
                    self.test(&y);
                }
                V::of(u128::from(ops::compare(*op, a.ty, x.bits, y.bits)))
            }
            K::Logic(and, a, b) => {
                let x = self.eval(a)?;
                self.test_cond(a, &x);
                let xb = x.bits != 0;
                if *and != xb {
                    V::of(u128::from(xb))
                } else {
                    let y = self.eval(b)?;
                    self.test_cond(b, &y);
                    V::of(u128::from(y.bits != 0))
                }
            }
            K::Cond(c, a, b) => {
                let v = self.eval(c)?;
                self.test_cond(c, &v);
                if v.bits != 0 {
                    self.eval(a)?
                } else {
                    self.eval(b)?
                }
            }
            K::Comma(a, b) => {
                self.eval(a)?;
                self.eval(b)?
            }
            _ => V::default(),
        })
    }

    #[inline(never)]
    fn ev_elem(&mut self, e: &E) -> Result<V, Halt> {
        let line = e.line;
        let _ = line;
        let K::Elem(arr, idx, text) = &e.k else {
            return Ok(V::default());
        };
        Ok({
            let (h, i) = self.elem_at(*arr, idx, *text, line)?;
            let c = self.heap[h].elems[i];
            if !c.init {
                let name = self.arr_index(*arr).1;
                return Err(ub(
                    line,
                    format!("`{name}[{i}]` is read at line {line} before it is assigned"),
                ));
            }
            V {
                bits: c.bits,
                wraps: c.wraps,
                ishift: 0,
            }
        })
    }

    #[inline(never)]
    fn ev_assign(&mut self, e: &E) -> Result<V, Halt> {
        let line = e.line;
        let _ = line;
        let K::Assign(lv, r) = &e.k else {
            return Ok(V::default());
        };
        Ok({
            let v = self.eval(r)?;
            let v = if e.ty.is_set() {
                v
            } else {
                V {
                    wraps: Wraps::default(),
                    ..v
                }
            };
            self.write(lv, None, v, line)?;
            v
        })
    }

    #[inline(never)]
    fn ev_opassign(&mut self, e: &E) -> Result<V, Halt> {
        let line = e.line;
        let _ = line;
        let K::OpAssign(lv, op, opty, r, id) = &e.k else {
            return Ok(V::default());
        };
        Ok({
            let (old, at) = self.read(lv, line)?;
            let rv = self.eval(r)?;
            let lt = e.ty;
            let res = match op {
                BOp::Shl | BOp::Shr => {
                    let a = V {
                        bits: ops::convert(old.bits, lt, *opty),
                        ..old
                    };
                    self.shift_val(*op == BOp::Shl, *opty, a, r.ty, rv, *id, false)?
                }
                _ => {
                    let a = V {
                        bits: ops::convert(old.bits, lt, *opty),
                        ..old
                    };
                    self.bin_val(*op, *opty, a, rv, *id, line)?
                }
            };
            let keep = lt == *opty && lt.is_set();
            let v = V {
                bits: ops::convert(res.bits, *opty, lt),
                wraps: if keep { res.wraps } else { Wraps::default() },
                ishift: 0,
            };
            if res.ishift != 0 && lt.is_set() {
                self.int_shift_warn(res.ishift);
            }
            self.write(lv, at, v, line)?;
            v
        })
    }

    #[inline(never)]
    fn ev_incdec(&mut self, e: &E) -> Result<V, Halt> {
        let line = e.line;
        let _ = line;
        let K::IncDec(lv, pre, inc, id) = &e.k else {
            return Ok(V::default());
        };
        Ok({
            let (old, at) = self.read(lv, line)?;
            let lt = e.ty;
            let pt = promote(lt);
            let a = ops::convert(old.bits, lt, pt);
            let op = if *inc { BOp::Add } else { BOp::Sub };
            let r = ops::binary(op, pt, a, 1).map_err(|u| {
                let t = self.p.texts.get(*id as usize).map_or("", |s| s.as_str());
                ub(line, self.ub_msg(u, t, pt))
            })?;
            let new = V::of(ops::convert(r, pt, lt));
            self.write(lv, at, new, line)?;
            if *pre {
                new
            } else {
                V::of(old.bits)
            }
        })
    }

    #[inline(never)]
    fn ev_conv(&mut self, e: &E) -> Result<V, Halt> {
        let line = e.line;
        let _ = line;
        let K::Conv(a) = &e.k else {
            return Ok(V::default());
        };
        Ok({
            let v = self.eval(a)?;
            if v.ishift != 0 && e.ty.is_set() {
                self.int_shift_warn(v.ishift);
            }
            // A set made a `bool` is tested, as `!= 0` tests it.
            if e.ty == Scalar::Bool {
                self.test_cond(a, &v);
            }
            V {
                bits: ops::convert(v.bits, a.ty, e.ty),
                wraps: if a.ty == e.ty {
                    v.wraps
                } else {
                    Wraps::default()
                },
                ishift: if e.ty == Scalar::Int || e.ty == Scalar::Unsigned {
                    v.ishift
                } else {
                    0
                },
            }
        })
    }

    #[inline(never)]
    fn ev_unary(&mut self, e: &E) -> Result<V, Halt> {
        let line = e.line;
        let _ = line;
        let K::Unary(op, a, id) = &e.k else {
            return Ok(V::default());
        };
        Ok({
            let v = self.eval(a)?;
            let r = ops::unary(*op, e.ty, v.bits).map_err(|u| {
                let t = self.p.texts.get(*id as usize).map_or("", |s| s.as_str());
                ub(line, self.ub_msg(u, t, e.ty))
            })?;
            V {
                bits: r,
                ishift: if *op == UOp::BitNot { v.ishift } else { 0 },
                ..V::default()
            }
        })
    }

    #[inline(never)]
    fn ev_bin(&mut self, e: &E) -> Result<V, Halt> {
        let line = e.line;
        let _ = line;
        let K::Bin(op, a, b, id) = &e.k else {
            return Ok(V::default());
        };
        Ok({
            let x = self.eval(a)?;
            let y = self.eval(b)?;
            let mut r = self.bin_val(*op, e.ty, x, y, *id, line)?;
            if *op == BOp::And && r.wraps.taint() != 0 {
                // `& 1` reads one bit as a number, the idiom `(b >> sq) & 1`:
                // the shift brings bit `sq` down to bit 0 and is no move on
                // the board, though read as one `>> 7` would carry h1 onto
                // a1. Any other constant is a mask, one bit or many, and
                // keeps the wrapped bits it has (`bin_val`): `(b << 1) &
                // 0x100` keeps a2, exactly where `<< 1` puts h1's bit, so
                // that is a wrap to point out, not a bit read.
                let bit_read = |v: &E| crate::check::const_val(v) == Some(1);
                if bit_read(a) || bit_read(b) {
                    r.wraps = Wraps::default();
                }
            }
            r
        })
    }

    #[inline(never)]
    fn ev_shift(&mut self, e: &E) -> Result<V, Halt> {
        let line = e.line;
        let _ = line;
        let K::Shift(left, a, b, id) = &e.k else {
            return Ok(V::default());
        };
        Ok({
            let x = self.eval(a)?;
            let y = self.eval(b)?;
            let sh = &self.p.shifts[*id as usize];
            let track = !sh.left_const;
            let int_lit = sh.int_lit;
            let mut r = self.shift_val(*left, e.ty, x, b.ty, y, *id, !track)?;
            if int_lit {
                r.ishift = id + 1;
            }
            r
        })
    }

    #[inline(never)]
    fn ev_call(&mut self, e: &E) -> Result<V, Halt> {
        let line = e.line;
        let _ = line;
        let K::Call(fi, args, site) = &e.k else {
            return Ok(V::default());
        };
        Ok({
            let mut vals = Vec::with_capacity(args.len());
            for a in args {
                vals.push(match a {
                    ArgE::Val(x) => ArgV::Val(self.eval(x)?),
                    ArgE::Arr(arr) => ArgV::Arr(self.arr_index(*arr).0),
                });
            }
            if let Some(c) = self.calls.last_mut() {
                c.site = *site;
            }
            let r = self.call(*fi, vals, *site, line)?;
            let r = r.unwrap_or_default();
            V { ishift: 0, ..r }
        })
    }

    #[inline(never)]
    fn ev_builtin(&mut self, e: &E) -> Result<V, Halt> {
        let line = e.line;
        let _ = line;
        let K::Builtin(bi, args, id) = &e.k else {
            return Ok(V::default());
        };
        Ok({
            let mut vals = Vec::with_capacity(2);
            for a in args {
                vals.push(self.eval(a)?);
            }
            // A set counted or scanned becomes a number: its wrapped bits
            // are used there (`popCount(k << 1)` counts them).
            if matches!(
                bi,
                Bi::Pop
                    | Bi::Bsf
                    | Bi::Bsr
                    | Bi::Ctz
                    | Bi::Clz
                    | Bi::Assert
                    | Bi::Pop32
                    | Bi::Ctz32
                    | Bi::Clz32
                    | Bi::Ffs
            ) {
                if let Some(v) = vals.first() {
                    self.test(v);
                }
            }
            self.builtin(*bi, &vals, *id, line)?
        })
    }

    fn bin_val(&mut self, op: BOp, ty: Scalar, x: V, y: V, id: u32, line: u32) -> Result<V, Halt> {
        let r = ops::binary(op, ty, x.bits, y.bits).map_err(|u| {
            let t = self.p.texts.get(id as usize).map_or("", |s| s.as_str());
            ub(line, self.ub_msg(u, t, ty))
        })?;
        // A bit of `a | b` (or `a ^ b`) that either side holds unwrapped is
        // held through no wrapped bit: the fill has it anyway. The wrap is
        // still there, and still said, as on another board it may not be.
        let clean = |v: &V| v.bits & !v.wraps.only();
        let wraps = match op {
            BOp::And if ty.is_set() => x.wraps.join(y.wraps, r, r),
            BOp::Or | BOp::Xor if ty.is_set() => {
                x.wraps.join(y.wraps, r, r & !(clean(&x) | clean(&y)))
            }
            _ => Wraps::default(),
        };
        let ishift = match op {
            BOp::And | BOp::Or | BOp::Xor | BOp::Add | BOp::Sub
                if ty == Scalar::Int || ty == Scalar::Unsigned =>
            {
                x.ishift.max(y.ishift)
            }
            _ => 0,
        };
        Ok(V {
            bits: r,
            wraps,
            ishift,
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn shift_val(
        &mut self,
        left: bool,
        ty: Scalar,
        x: V,
        bty: Scalar,
        y: V,
        id: u32,
        no_track: bool,
    ) -> Result<V, Halt> {
        let line = self.p.shifts.get(id as usize).map_or(0, |s| s.line);
        let r = ops::shift(left, ty, x.bits, bty, y.bits)
            .map_err(|u| ub(line, self.shift_ub(u, id, ty)))?;
        // A negative signed value shifted right: implementation-defined in
        // C, arithmetic (as `ops::shift` computes it) in gcc and clang. By
        // 0 it is the value itself on every compiler: nothing to say. The
        // amount is known to be in 0..width here.
        if !left && y.bits != 0 && ops::signed(ty) && ops::sval(x.bits, ty) < 0 {
            self.signed_shift_warn(id, ty, y.bits as u32);
        }
        if !ty.is_set() || no_track {
            return Ok(V::of(r));
        }
        let n = y.bits as u32;
        let m = ops::mask(ty);
        let disp = if left { i64::from(n) } else { -i64::from(n) };
        let Some(df) = file_move(ty, disp) else {
            return Ok(V::of(r));
        };
        let src = wrap_src(ty, df) & x.bits;
        let landed = if left { (src << n) & m } else { src >> n };
        // On the 9x9 board a bit moved past i9 is said as such (below), not
        // as a wrap across the side edge.
        let landed = if ty == Scalar::U128 {
            landed & ((1 << 81) - 1)
        } else {
            landed
        };
        let mut wraps = x.wraps.map(|t| {
            let moved = if left { (t << n) & m } else { t >> n };
            moved & r
        });
        if landed & r != 0 {
            let key = wrap_key(
                id,
                ty == Scalar::U128,
                u32::from(df <= 0),
                df.unsigned_abs(),
            );
            wraps = wraps.landed(Wrap::landed(key, disp as i16, landed & r));
        }
        // A 9x9 set's squares moved north past i9 (bit 80): no squares.
        if ty == Scalar::U128 && left {
            const BOARD9: u128 = (1 << 81) - 1;
            let off = ((x.bits & BOARD9) << n) & m & !BOARD9 & r;
            if off != 0 {
                wraps = wraps.landed(Wrap::landed(wrap_key(id, true, 2, 1), 0, off));
            }
        }
        Ok(V {
            bits: r,
            wraps,
            ishift: 0,
        })
    }

    fn builtin(&mut self, bi: Bi, a: &[V], id: u32, line: u32) -> Result<V, Halt> {
        if bi == Bi::Assert {
            if a.first().is_some_and(|v| v.bits == 0) {
                let t = self.p.texts.get(id as usize).map_or("", |s| s.as_str());
                return Err(Halt {
                    reason: StopReason::Assert,
                    ..ub(line, format!("assertion `{t}` failed"))
                });
            }
            return Ok(V::of(0));
        }
        let x = a.first().map_or(0, |v| v.bits) as u64;
        let not_a = 0xfefe_fefe_fefe_fefe_u64;
        let not_h = 0x7f7f_7f7f_7f7f_7f7f_u64;
        let r = match bi {
            Bi::Nort => x << 8,
            Bi::Sout => x >> 8,
            Bi::East => (x << 1) & not_a,
            Bi::West => (x >> 1) & not_h,
            Bi::NoEa => (x << 9) & not_a,
            Bi::SoEa => (x >> 7) & not_a,
            Bi::SoWe => (x >> 9) & not_h,
            Bi::NoWe => (x << 7) & not_h,
            Bi::C64 => x,
            Bi::Assert => 0,
            Bi::Pop | Bi::Pop32 => return Ok(V::of(u128::from(x.count_ones()))),
            Bi::Ffs => {
                let k = if x == 0 { 0 } else { x.trailing_zeros() + 1 };
                return Ok(V::of(u128::from(k)));
            }
            Bi::Ctz32 | Bi::Clz32 => {
                let x = x as u32;
                if x == 0 {
                    let name = if bi == Bi::Ctz32 {
                        "__builtin_ctz"
                    } else {
                        "__builtin_clz"
                    };
                    return Err(ub(line, format!("{name}(0) is undefined: there is no set bit to find; test the value for 0 first")));
                }
                let k = if bi == Bi::Ctz32 {
                    x.trailing_zeros()
                } else {
                    x.leading_zeros()
                };
                return Ok(V::of(u128::from(k)));
            }
            Bi::Bsf | Bi::Bsr | Bi::Ctz | Bi::Clz => {
                if x == 0 {
                    let name = match bi {
                        Bi::Bsf => "bitScanForward",
                        Bi::Bsr => "bitScanReverse",
                        Bi::Ctz => "__builtin_ctzll",
                        _ => "__builtin_clzll",
                    };
                    return Err(ub(line, format!("{name}(0) is undefined: there is no set bit to find; test the set for 0 first")));
                }
                let k = match bi {
                    Bi::Bsf | Bi::Ctz => x.trailing_zeros(),
                    Bi::Bsr => 63 - x.leading_zeros(),
                    _ => x.leading_zeros(),
                };
                return Ok(V::of(u128::from(k)));
            }
            Bi::RotL | Bi::RotR => {
                let s = a.get(1).map_or(0, |v| ops::to_i32(v.bits));
                let s = s.rem_euclid(64) as u32;
                let s = if bi == Bi::RotL { s } else { (64 - s) % 64 };
                let r = x.rotate_left(s);
                // As a shift: left by up to 32, right by `64 - s` beyond.
                let disp = if s <= 32 {
                    i64::from(s)
                } else {
                    i64::from(s) - 64
                };
                let src = file_move(Scalar::U64, disp)
                    .map_or(0, |df| wrap_src(Scalar::U64, df) as u64 & x);
                // The bits carried round the ends: a rotation left by up to
                // 32 carries the top `s` bits to the bottom; by more, it is
                // a rotation right by `64 - s`, carrying the bottom bits up.
                let top = match s {
                    0 => 0,
                    1..=32 => x >> (64 - s) << (64 - s),
                    _ => x & ((1u64 << (64 - s)) - 1),
                };
                let landed = (src | top).rotate_left(s);
                // Which it was, for the warning's words: bits across the
                // a/h-file edge alone (3), round the ends alone (2), or
                // both (1), in the key's files field.
                let (side, round) = (src.rotate_left(s) & r, top.rotate_left(s) & r);
                // A bit may do both (h8 to a2 by 9): then both are said.
                let how = match (side != 0, round != 0) {
                    (true, false) => 3,
                    (false, true) => 2,
                    _ => 1,
                };
                let mut wraps = a
                    .first()
                    .map_or(Wraps::default(), |v| v.wraps)
                    .map(|t| u128::from((t as u64).rotate_left(s) & r));
                if landed & r != 0 {
                    wraps = wraps.landed(Wrap::landed(
                        wrap_key(id, false, 2, how),
                        s as i16,
                        u128::from(landed & r),
                    ));
                }
                return Ok(V {
                    bits: u128::from(r),
                    wraps,
                    ishift: 0,
                });
            }
        };
        Ok(V::of(u128::from(r)))
    }
}
