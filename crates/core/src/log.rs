//! Reading values out of pasted text (an engine's log, a debugger, a test
//! failure): each value becomes a frame, in order, with the name it stood
//! beside. And the eight square mappings engines use, to turn what was
//! pasted into fillscope's little-endian rank-file board and back.
//!
//! A value is `0x` hex, `0b` binary, a bare run of exactly 16 hex digits
//! (hex even when every digit is 0-9, or when it begins `0b`) or a decimal number (a negative one
//! as its 64-bit two's complement, as C converts it), any of them with a C
//! suffix (`0x10ULL`), standing in a `name = value`, `name: value` or gdb
//! `$1 = value` form (a call or a cast before `=`, `knightAttacks(sq) =
//! 0x20`, names it as written; before a square's name, `rook attacks e4 =
//! 0x10`, the word before the square names it), alone on its line (no name;
//! so too in a wrapper type's print, `Bitboard(0x10)`), or in googletest's
//! `Which is: value` (named by the expression on the line before, as
//! printed, `attacks` or `knightAttacks(sq)`; a literal names nothing, as
//! in Catch2's and doctest's assertions). gdb, like
//! googletest, prints 16 decimal digits in decimal: they are decimal there. A value
//! with a C suffix is C's: 16 digits are hex only without one. In a log
//! that writes its hex with `0x`, 16 bare decimal digits with no leading 0
//! are `%llu`'s decimal, unless a bare run of 16 with a leading 0 or a
//! letter anywhere in the log shows `%016llx`: then they are all hex;
//! [`Log::bare_note`] names every line read either way. gdb's arrays
//! (`$2 = {16, 0x1000, 0 <repeats 62 times>}`) give their elements, `$2[0]`
//! on, the zeros that end them left out; a `(gdb) p asp` line names what
//! gdb prints next (`asp[0]`, or `gen` for `$1`), its format (`p/o` octal,
//! `p/t` binary) how the value is written. lldb's forms are read too: a
//! type before the value (`(uint64_t) $0 = 5`, `(U64) 5`), its arrays one
//! element to a line (`(U64[64]) asp = {`, `[0] = 16`, ..., `}`) or, when
//! short, on one line (`(U64[2]) $1 = ([0] = 16, [1] = 32)`), and its
//! `(lldb) p gen` or `frame variable asp`, which name what follows (a
//! type that holds no set, `(int) sq = 28`, a pointer, a `float`, is
//! skipped, as is gdb's print of a char, `$1 = 9 '\t'`, or a pointer); Rust's and Python's lists (`asp = [16, 0x1000]`, or alone on
//! their line, nameless; Python's `hex()` strings, `['0x10']`; Rust's
//! `{:#?}` and `dbg!`, and Python's `pprint`, an element a line), element
//! by element; and
//! googletest's `Value of: attacks`, which names the `Actual:` after it.
//! Tabs separate as spaces do. After
//! googletest's `Which is:`, `Actual:` and `Expected:`, 16 decimal digits
//! are decimal, as googletest prints integers. Other numbers on a line
//! (`step 3`), a place in a source file (`reach_test.cc:88: Failure`) and a
//! line that starts with `//` give no value. A non-blank line with no
//! value, or with a value that does not fit in 64 bits, is skipped and
//! listed with its number (from 1); the rest still loads.
//!
//! A board drawn as a diagram (8 rows of `.` and `x`, `0` and `1`, a box's
//! `| X |`, with rank numbers and file letters or without) is one value,
//! read as drawn whatever the mapping, named by a title line before it.
//!
//! On the 9x9 Great Escape board a value is a 128-bit word: [`read9`] reads
//! the forms such engines print it in, and [`check_on`] and [`trace9`] check
//! and show it as [`check`] and [`trace`] do on 8x8 (one matching of a log
//! with a fill for both boards). Its diagrams have 9 rows of 9 squares, read
//! by the same code, and so are its values' names (a call or a cast before
//! `=`, a name and a space, the word before a square's name, gdb's `$1`
//! named by its print command), gdb's and lldb's arrays and formats, and
//! the test frameworks' forms, each shared function given the board's own
//! number reader; a diagram drawn for the other board is skipped on each,
//! every line of it, the first saying what it is.
//!
//! ```
//! use fillscope_core::log::{read, Mapping};
//! let log = read("step 3: gen = 0x10, pro = 0xff00\n$1 = 268435456\n00000000000000ff\nnothing here", Mapping::A1B1);
//! let names: Vec<Option<&str>> = log.frames.iter().map(|f| f.name.as_deref()).collect();
//! assert_eq!(names, [Some("gen"), Some("pro"), Some("$1"), None]);
//! assert_eq!(log.frames[3].value.0, 0xff);
//! assert_eq!(log.skipped[0].line, 4);
//! ```

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::cell::Cell;

mod wide;
pub use wide::{read9, FORMS9};

use crate::compare::{Run, RunFrame, SetOf};
use crate::nine::{self, Board9};
use crate::{Bitboard, Square};

/// One value read from the text.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LogFrame<S = Bitboard> {
    /// The name it stood beside (`gen`, `asp[2]`, `$1`), if any.
    pub name: Option<String>,
    /// The value, in little-endian rank-file (on the 9x9 board, a
    /// [`crate::nine::Board9`]: `bit = file + 9 * rank`).
    pub value: S,
}

/// A line that gave no value.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Skipped {
    /// Its number, from 1.
    pub line: usize,
    /// Its text.
    pub text: String,
    /// Why it gave no value. Left out of this type's serde form;
    /// `fillscope log --json` writes it as `why`.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub why: String,
}

/// What [`read`] (or [`read9`], with `S` = [`Board9`]) found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Log<S = Bitboard> {
    /// Every value, in order.
    pub frames: Vec<LogFrame<S>>,
    /// The non-blank lines that gave none.
    pub skipped: Vec<Skipped>,
    /// The line (from 1) that shows the log writes hex without `0x`
    /// (`printf("%llx")`): a value of hex digits with a letter a-f (of any
    /// length; not a square's name such as `e4`), in a log with no `0x`
    /// anywhere. Its bare numbers are then read as hex, all of them:
    /// `10000000` is e4, not the decimal ten million. Not in the serde form
    /// (`fillscope log --json` gives [`Log::bare_note`] in `notes`).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub bare_hex: Option<usize>,
    /// The first line (from 1) whose 16 digits without `0x` were read as
    /// decimal, as `printf("%llu")` writes them: the log writes its hex
    /// with `0x`, and no bare run of 16 hex digits shows `%016llx` (a
    /// leading 0, a letter). Not in the serde form
    /// (`fillscope log --json` gives [`Log::bare_note`] in `notes`).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub bare_decimal: Option<usize>,
    /// The first line (from 1) that shows the log writes `%016llx` beside
    /// its `0x`: a bare run of 16 hex digits with a leading 0 or a letter.
    /// The log's bare runs of 16 decimal digits are then read as hex, all
    /// of them. `None` in a log with no `0x`. Not in the serde form
    /// (`fillscope log --json` gives [`Log::bare_note`] in `notes`).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub padded_hex: Option<usize>,
    /// Every line (from 1) whose bare run of 16 decimal digits, with no
    /// leading 0, was read as the log writes its other numbers, in a log
    /// that writes `0x`: as decimal ([`Log::bare_decimal`]), or as hex
    /// where a line shows `%016llx` ([`Log::padded_hex`]). Not in the serde form
    /// (`fillscope log --json` gives [`Log::bare_note`] in `notes`).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub bare16: Vec<usize>,
    /// The first line (from 1) of a log with no `0x` (and no bare hex
    /// letter, [`Log::bare_hex`]) that shows it writes its bare numbers in
    /// decimal: a value of bare decimal digits that is not 16 digits long
    /// (`268435456`; 17 to 20 digits only decimal can be), which
    /// `printf("%016llx")` never writes. Its bare runs of 16 decimal digits
    /// are then decimal too, unless a line shows `%016llx`
    /// ([`Log::padded_hex`]). Looked for only in a log with such a run to
    /// decide. Not in the serde form
    /// (`fillscope log --json` gives [`Log::bare_note`] in `notes`).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub bare_other_length: Option<usize>,
}

impl<S> Log<S> {
    /// What the page and the command line say when bare numbers were read
    /// as hex ([`Log::bare_hex`]), or when how a bare run of 16 decimal
    /// digits is read was decided by the log ([`Log::bare16`]): as decimal
    /// ([`Log::bare_decimal`]) or as hex ([`Log::padded_hex`]), each such
    /// line named.
    #[must_use]
    pub fn bare_note(&self) -> Option<String> {
        if let Some(line) = self.bare_hex {
            return Some(alloc::format!(
                "Numbers without 0x are read as hex: line {line} writes hex without 0x, as \
                 printf(\"%llx\") does, and the log has no 0x."
            ));
        }
        if self.bare16.is_empty() {
            return None;
        }
        let lines = line_list(&self.bare16);
        if let Some(other) = self.bare_other_length {
            return Some(other_length_note(&lines, other, self.padded_hex));
        }
        Some(match self.padded_hex {
            Some(shown) => alloc::format!(
                "16 digits without 0x are read as hex ({lines}): line {shown} writes hex as \
                 printf(\"%016llx\") does (a leading 0 or a letter). Without such a line, a \
                 log that writes 0x has them decimal, as printf(\"%llu\") writes them."
            ),
            None => alloc::format!(
                "16 digits without 0x are read as decimal ({lines}), as printf(\"%llu\") \
                 writes them: the log writes its hex with 0x. Add 0x to a value that is hex."
            ),
        })
    }
}

/// [`Log::bare_note`] for a log with no `0x` whose bare number of other
/// than 16 digits on line `other` ([`Log::bare_other_length`]) decided
/// how its bare runs of 16 decimal digits (on `lines`) are read: decimal,
/// or hex where line `padded` shows `%016llx`.
fn other_length_note(lines: &str, other: usize, padded: Option<usize>) -> String {
    match padded {
        Some(shown) => alloc::format!(
            "16 digits without 0x are read as hex ({lines}): line {shown} writes hex as \
             printf(\"%016llx\") does (a leading 0 or a letter). Without such a line, they \
             would be decimal, as printf(\"%llu\") writes them: line {other} writes a bare \
             number that is not 16 digits long."
        ),
        None => alloc::format!(
            "16 digits without 0x are read as decimal ({lines}), as printf(\"%llu\") writes \
             them: line {other} writes a bare number that is not 16 digits long, which \
             printf(\"%016llx\") never does. Add 0x to a value that is hex."
        ),
    }
}

/// Line numbers in words, each run of three or more consecutive ones as a
/// range: `line 2`, `lines 2 and 5`, `lines 2-4, 7 and 8`.
fn line_list(lines: &[usize]) -> String {
    let mut runs: Vec<String> = Vec::new();
    let mut k = 0;
    while k < lines.len() {
        let mut end = k;
        while end + 1 < lines.len() && lines[end + 1] == lines[end] + 1 {
            end += 1;
        }
        if end >= k + 2 {
            runs.push(alloc::format!("{}-{}", lines[k], lines[end]));
            k = end + 1;
        } else {
            runs.push(lines[k].to_string());
            k += 1;
        }
    }
    let word = if lines.len() == 1 { "line" } else { "lines" };
    match runs.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            alloc::format!("{word} {} and {last}", rest.join(", "))
        }
        _ => alloc::format!("{word} {}", runs.concat()),
    }
}

/// How an engine numbers the squares: named by the squares of bit 0 and
/// bit 1, the numbering going on along that rank or file, then to the next.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Mapping {
    /// Little-endian rank-file, fillscope's own: a1 = bit 0, b1 = bit 1.
    #[default]
    A1B1,
    /// Little-endian file-rank: a1, a2, ... a8, b1.
    A1A2,
    /// h1, g1, ... a1, h2.
    H1G1,
    /// h1, h2, ... h8, g1.
    H1H2,
    /// Big-endian rank-file as drawn: a8, b8, ... h8, a7.
    A8B8,
    /// a8, a7, ... a1, b8.
    A8A7,
    /// h8, g8, ... a8, h7.
    H8G8,
    /// h8, h7, ... h1, g8.
    H8H7,
}

impl Mapping {
    /// Every mapping.
    pub const ALL: [Mapping; 8] = [
        Mapping::A1B1,
        Mapping::A1A2,
        Mapping::H1G1,
        Mapping::H1H2,
        Mapping::A8B8,
        Mapping::A8A7,
        Mapping::H8G8,
        Mapping::H8H7,
    ];

    /// Its name: the squares of bit 0 and bit 1, `a1-b1`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Mapping::A1B1 => "a1-b1",
            Mapping::A1A2 => "a1-a2",
            Mapping::H1G1 => "h1-g1",
            Mapping::H1H2 => "h1-h2",
            Mapping::A8B8 => "a8-b8",
            Mapping::A8A7 => "a8-a7",
            Mapping::H8G8 => "h8-g8",
            Mapping::H8H7 => "h8-h7",
        }
    }

    /// Parses [`Mapping::name`].
    #[must_use]
    pub fn from_name(s: &str) -> Option<Mapping> {
        Mapping::ALL.into_iter().find(|m| m.name() == s)
    }

    /// The square of bit `i` (0..64).
    #[must_use]
    pub fn square(self, i: u8) -> Square {
        let (file, rank) = self.coords(i, 8);
        Square::from_coords(file, rank).unwrap_or(Square::A1)
    }

    /// The file and rank (from 0) of bit `i` (below `size * size`) on a
    /// board of `size` squares a side: the one numbering of both boards.
    #[must_use]
    pub fn coords(self, i: u8, size: u8) -> (u8, u8) {
        // (file, rank) of bit 0 as the first or last line, and whether
        // bit 1 is on the same rank.
        let (f0, r0, on_rank) = match self {
            Mapping::A1B1 => (false, false, true),
            Mapping::A1A2 => (false, false, false),
            Mapping::H1G1 => (true, false, true),
            Mapping::H1H2 => (true, false, false),
            Mapping::A8B8 => (false, true, true),
            Mapping::A8A7 => (false, true, false),
            Mapping::H8G8 => (true, true, true),
            Mapping::H8H7 => (true, true, false),
        };
        let (along, next) = (i % size, i / size % size);
        // Along the first line away from the start, then lines away from it.
        let away = |last: bool, k: u8| if last { size - 1 - k } else { k };
        if on_rank {
            (away(f0, along), away(r0, next))
        } else {
            (away(f0, next), away(r0, along))
        }
    }

    /// `value` as this mapping numbers it, in little-endian rank-file.
    #[must_use]
    pub fn to_lerf(self, value: u64) -> Bitboard {
        (0..64u8)
            .filter(|&i| value >> i & 1 == 1)
            .map(|i| self.square(i))
            .collect()
    }

    /// A little-endian rank-file board as this mapping numbers it.
    #[must_use]
    pub fn from_lerf(self, b: Bitboard) -> u64 {
        (0..64u8)
            .filter(|&i| b.contains(self.square(i)))
            .fold(0, |acc, i| acc | 1 << i)
    }

    /// A little-endian rank-file board written as this mapping numbers
    /// it, in the form of [`Bitboard::hex`]: how a value is shown to
    /// someone who reads their log in this mapping.
    #[must_use]
    pub fn hex(self, b: Bitboard) -> String {
        Bitboard(self.from_lerf(b)).hex()
    }

    /// Its name on the 9x9 board: the squares of bit 0 and bit 1 there
    /// (`a1-b1` is the seed's `bit = x + 9 * y`; `a9-b9` is CodinGame's,
    /// whose `y` grows down from the top row).
    #[must_use]
    pub const fn name9(self) -> &'static str {
        match self {
            Mapping::A1B1 => "a1-b1",
            Mapping::A1A2 => "a1-a2",
            Mapping::H1G1 => "i1-h1",
            Mapping::H1H2 => "i1-i2",
            Mapping::A8B8 => "a9-b9",
            Mapping::A8A7 => "a9-a8",
            Mapping::H8G8 => "i9-h9",
            Mapping::H8H7 => "i9-i8",
        }
    }

    /// Parses [`Mapping::name9`].
    #[must_use]
    pub fn from_name9(s: &str) -> Option<Mapping> {
        Mapping::ALL.into_iter().find(|m| m.name9() == s)
    }

    /// The index of the 9x9 square of bit `i` (0..81) on fillscope's
    /// board ([`crate::nine::Square9::index`], `file + 9 * rank`).
    #[must_use]
    pub fn index9(self, i: u8) -> u8 {
        let (file, rank) = self.coords(i, nine::SIZE);
        file + nine::SIZE * rank
    }

    /// A 128-bit `value` as this mapping numbers the 9x9 board, on
    /// fillscope's (`bit = file + 9 * rank`); `None` when it has a bit at
    /// 81 or above, past the board.
    #[must_use]
    pub fn to_nine(self, value: u128) -> Option<Board9> {
        Board9::from_bits(value)?;
        Some(
            (0..nine::SQUARES)
                .filter(|&i| value >> i & 1 == 1)
                .fold(Board9::EMPTY, |acc, i| Board9(acc.0 | 1 << self.index9(i))),
        )
    }

    /// A 9x9 board as this mapping numbers it.
    #[must_use]
    pub fn from_nine(self, b: Board9) -> u128 {
        (0..nine::SQUARES)
            .filter(|&i| b.0 >> self.index9(i) & 1 == 1)
            .fold(0, |acc, i| acc | 1 << i)
    }

    /// A 9x9 board written as this mapping numbers it, in the form of
    /// [`Board9::hex`].
    #[must_use]
    pub fn hex9(self, b: Board9) -> String {
        Board9(self.from_nine(b)).hex()
    }
}

/// Reads every value of `text`, numbered as `mapping` numbers squares.
#[must_use]
pub fn read(text: &str, mapping: Mapping) -> Log {
    let mut log = Log {
        bare_hex: writes_bare_hex(text),
        ..Log::default()
    };
    let bare = if log.bare_hex.is_some() {
        Bare::Hex
    } else if text.contains("0x") || text.contains("0X") {
        log.padded_hex = writes_padded_hex(text);
        if log.padded_hex.is_some() {
            Bare::Padded
        } else {
            Bare::Decimal
        }
    } else {
        bare_without_0x(text, &mut log)
    };
    // Whether the line being read had a bare run of 16 decimal digits that
    // `bare` decided ([`value_in`]).
    let decided = Cell::new(false);
    let bare = (bare, &decided);
    // The line before (as read: tabs as spaces, lldb's type left off), for
    // googletest's `Which is:` and a debugger's print command, and as
    // pasted, to take it back from the unread lines once it named a value.
    let mut before = String::new();
    let mut before_raw = "";
    // lldb's array between `(U64[64]) asp = {` and `}`.
    let mut open: Option<OpenArray<u64>> = None;
    let debugger_number = |t: &str| gtest_value_of(t).map(|v| v.ok_or_else(|| too_big(t)));
    let push = |log: &mut Log, values: Vec<Named>| {
        log.frames
            .extend(values.into_iter().map(|(name, v)| LogFrame {
                name,
                value: mapping.to_lerf(v),
            }));
    };
    let lines: Vec<&str> = text.lines().collect();
    // Each line as a diagram's row, if it is one, read once.
    let diagrams = Diagrams::new(&lines);
    // Catch2's assertion (`REQUIRE( a == b )`): the operands that name the
    // values its expansion prints next, and how many it has printed.
    let mut catch: Catch = None;
    // A board drawn as a diagram (8 rows of `.` and `x`) is one value; one
    // of the 9x9 board's is skipped, with why.
    let mut diagram_end = 0;
    for (n, &raw) in lines.iter().enumerate() {
        if n < diagram_end || raw.trim().is_empty() {
            continue;
        }
        if let Some((end, drawn, squares)) = diagrams.at(n) {
            if let Some(array) = open.take() {
                push(&mut log, without_zero_tail(array.elements));
            }
            // Read when drawn 8x8, so the squares fit in 64 bits.
            let set = || Bitboard(squares as u64);
            take_diagram(
                &mut log,
                &lines,
                (n, end),
                (drawn, 8),
                set,
                (&before, before_raw),
            );
            diagram_end = end;
            before.clear();
            before_raw = "";
            continue;
        }
        // Tabs separate as spaces do.
        let spaced = if raw.contains('\t') {
            alloc::borrow::Cow::Owned(raw.replace('\t', " "))
        } else {
            alloc::borrow::Cow::Borrowed(raw)
        };
        // gdb's `finish` (`Value returned is $8 = 16`), lldb's (`Return
        // value: (uint64_t) $0 = 16`): the routine's result.
        let returned = returned_value(&spaced);
        let tight = tight_brackets(without_type(returned.unwrap_or(&spaced)));
        let line: &str = &tight;
        let (closed, used) = OpenArray::take(
            &mut open,
            line,
            &debugger_number,
            (n, raw),
            &mut log.skipped,
        );
        if let Some(elements) = closed {
            push(&mut log, elements);
        }
        if used {
            continue;
        }
        if let Some(array) = skip_no_set(
            (returned.unwrap_or(&spaced), line),
            "a 64-bit set",
            (&before, before_raw),
            (n, raw),
            &mut log.skipped,
        ) {
            open = array;
            before = line.to_string();
            before_raw = raw;
            continue;
        }
        let gtest = which_is(line, &before);
        if let Some(Ok(values)) = &gtest {
            // The expression named the value: it is no unread line.
            if values.iter().any(|(name, _)| name.is_some())
                && log.skipped.last().is_some_and(|s| s.text == before_raw)
            {
                log.skipped.pop();
            }
        }
        // A debugger names a value `$1`; the print command on the line
        // before (`(gdb) p asp`) names it better, and is then no unread
        // line. Its format (`p/o`, `p/t`) is how the value is written.
        let print = debugger_print(&before);
        let expr = print.map(|(e, _)| e);
        let format = print.and_then(|(_, f)| f);
        // An array's elements are named `base[i]` after a name only: an
        // expression's (`a | b`) would read as another.
        let array_base = expr.filter(|e| is_name(e));
        // A number in the print's format.
        let in_format = |t: &str| debugger_value(t, format).map(|v| v.ok_or_else(|| too_big(t)));
        if let Some(array) = OpenArray::open(line, array_base) {
            if array_base.is_some() && log.skipped.last().is_some_and(|s| s.text == before_raw) {
                log.skipped.pop();
            }
            open = Some(array);
            before = line.to_string();
            before_raw = raw;
            continue;
        }
        if let Some((array, why)) = OpenArray::pprint(line, &debugger_number) {
            if let Some(why) = why {
                log.skipped.push(Skipped {
                    line: n + 1,
                    text: raw.to_string(),
                    why,
                });
            }
            open = Some(array);
            before = line.to_string();
            before_raw = raw;
            continue;
        }
        let framework_number = |t: &str| gtest_value_of(unsuffixed(t)).flatten();
        let Ok(framework) = framework_values(
            line,
            (&before, before_raw),
            &mut catch,
            &framework_number,
            &mut log.skipped,
        ) else {
            // Catch2's assertion, `with expansion:` and `==`: part of the
            // form, not unread lines.
            before = line.to_string();
            before_raw = raw;
            continue;
        };
        decided.set(false);
        let mut got = gtest
            .or(framework)
            .or_else(|| {
                list_line(line, &|t| {
                    value_in(t, bare).map(|v| v.ok_or_else(|| too_big(t)))
                })
            })
            .or_else(|| gdb_array(line, array_base, &in_format))
            .or_else(|| lldb_line_array(line, array_base, &in_format))
            .or_else(|| dollar_value(line, format, &in_format))
            .unwrap_or_else(|| read_line(line, bare));
        // googletest's `Value of: attacks` names the `Actual:` after it.
        if let Ok(values) = &mut got {
            if name_actual(&before, values)
                && log.skipped.last().is_some_and(|s| s.text == before_raw)
            {
                log.skipped.pop();
            }
        }
        if let (Some(expr), Ok(values)) = (expr, &mut got) {
            if name_printed(line, expr, values)
                && log.skipped.last().is_some_and(|s| s.text == before_raw)
            {
                log.skipped.pop();
            }
        }
        if let (Some(_), Ok([(name, _)])) = (returned, got.as_deref_mut()) {
            *name = Some(RETURN.to_string());
        }
        before = line.to_string();
        before_raw = raw;
        match got {
            Ok(values) => {
                if decided.get() {
                    log.bare16.push(n + 1);
                    if bare.0 == Bare::Decimal && log.bare_decimal.is_none() {
                        log.bare_decimal = Some(n + 1);
                    }
                }
                push(&mut log, values);
            }
            Err(why) => log.skipped.push(Skipped {
                line: n + 1,
                text: raw.to_string(),
                why,
            }),
        }
    }
    if let Some(array) = open {
        push(&mut log, without_zero_tail(array.elements));
    }
    log
}

/// What a diagram's square holds: `Some(true)` for a square in the set
/// (`1`, `x`, `X`, `*`, `#`, `@`), `Some(false)` for one outside it (`.`,
/// `0`, `-`, `_`, or a box's blank cell), `None` for anything else.
fn diagram_cell(cell: &str) -> Option<bool> {
    match cell {
        "1" | "x" | "X" | "*" | "#" | "@" => Some(true),
        "" | "." | "0" | "-" | "_" => Some(false),
        _ => None,
    }
}

/// A diagram's row: its rank label, if it has one, and its squares (bit 0
/// the a-file).
type Row = (Option<u8>, u16);

/// The sides of the boards a diagram may draw: the 8x8 board's and the
/// 9x9 board's.
const DIAGRAM_SIZES: [u8; 2] = [8, nine::SIZE];

/// The files' letters, a to i: a diagram of `size` files is labelled with
/// the first `size`.
const FILE_LETTERS: &str = "abcdefghi";

/// One row of a diagram of a board `size` squares a side (8 or 9): its
/// rank label, if it has one, and its squares (bit 0 the a-file). Rows are
/// `size` cells, `. . . . x . . .`, `....x...`, `00001000` or a box's
/// `|   | X |`, with a rank's number (1 to `size`) before or after them.
fn diagram_row(line: &str, size: u8) -> Option<Row> {
    let t = line.trim();
    let rank = |w: &str| match w.as_bytes() {
        [d @ b'1'..=b'9'] if d - b'0' <= size => Some(d - b'0'),
        _ => None,
    };
    let cells_of = usize::from(size);
    let mut label = None;
    let cells: Vec<&str> = if let (Some(first), Some(last)) = (t.find('|'), t.rfind('|')) {
        // A box: the cells between the pipes, the rank outside them.
        let outside = alloc::format!("{}{}", t[..first].trim(), t[last + 1..].trim());
        if !outside.is_empty() {
            label = Some(rank(&outside)?);
        }
        if first == last {
            return None;
        }
        t[first + 1..last].split('|').map(str::trim).collect()
    } else {
        let mut words: Vec<&str> = t.split_whitespace().collect();
        let unlabelled =
            |w: &Vec<&str>| w.len() == cells_of || (w.len() == 1 && w[0].len() == cells_of);
        if !unlabelled(&words) {
            if words.len() > 1 && rank(words[0]).is_some() {
                label = rank(words.remove(0));
            } else if words.len() > 1 && rank(words[words.len() - 1]).is_some() {
                label = words.pop().and_then(rank);
            }
        }
        match words.as_slice() {
            [one] if one.len() == cells_of && one.is_ascii() => {
                (0..cells_of).map(|i| &one[i..=i]).collect()
            }
            _ => words,
        }
    };
    if cells.len() != cells_of {
        return None;
    }
    let mut bits = 0u16;
    for (file, cell) in cells.iter().enumerate() {
        if diagram_cell(cell)? {
            bits |= 1 << file;
        }
    }
    Some((label, bits))
}

/// Whether `line` only frames a diagram of `size` files: a box's rule
/// (`+---+---+`), or the files' letters (`a b c d e f g h`).
fn diagram_frame(line: &str, size: u8) -> bool {
    let t = line.trim();
    let letters: String = t.chars().filter(|c| !c.is_whitespace()).collect();
    (!t.is_empty() && t.chars().all(|c| matches!(c, '+' | '-' | '=' | '|' | ' ')))
        || letters.eq_ignore_ascii_case(&FILE_LETTERS[..usize::from(size)])
}

/// A board `size` squares a side drawn as a diagram from line `n` of
/// `lines` (0-based), whose rows `rows` reads ([`diagram_row`] of that
/// size, one a line): `size` rows, with the box's rules and the files'
/// letters around them; the line after it and its squares, `bit = file +
/// size * rank`. Rows with rank numbers are put on those ranks; rows
/// without are drawn as a board is, the last rank first. `None` unless
/// line `n` starts one.
fn diagram(lines: &[&str], rows: &[Option<Row>], n: usize, size: u8) -> Option<(usize, u128)> {
    let row = |k: usize| rows.get(k).copied().flatten();
    let count = usize::from(size);
    // Exactly `size` rows: a row just before or after them makes a list of
    // numbers (`00000001`, `00000010`, ...), not a board.
    if n > 0 && row(n - 1).is_some() {
        return None;
    }
    let mut found: Vec<Row> = Vec::new();
    let mut end = n;
    while end < lines.len() && found.len() < count {
        if let Some(r) = row(end) {
            found.push(r);
        } else if !(diagram_frame(lines[end], size) && (end > n || row(n + 1).is_some())) {
            break;
        }
        end += 1;
    }
    if found.len() < count {
        return None;
    }
    // The frame after the last row: its rule, the files' letters.
    while end < lines.len() && diagram_frame(lines[end], size) {
        end += 1;
    }
    if row(end).is_some() {
        return None;
    }
    let labels: Vec<u8> = found.iter().filter_map(|r| r.0).collect();
    let labelled = labels.len() == count && (1..=size).all(|r| labels.contains(&r));
    let mut value = 0u128;
    for (k, &(label, bits)) in found.iter().enumerate() {
        let rank = match label {
            Some(r) if labelled => r - 1,
            // `k` < `size`, which is 8 or 9.
            _ => size - 1 - k as u8,
        };
        value |= u128::from(bits) << (u32::from(size) * u32::from(rank));
    }
    Some((end, value))
}

/// The diagrams of a text: each line read as a diagram's row on the 8x8
/// and on the 9x9 board, once, for [`read`] and [`read9`].
struct Diagrams<'a> {
    lines: &'a [&'a str],
    /// Each line as a row of a diagram of each size of [`DIAGRAM_SIZES`].
    rows: [Vec<Option<Row>>; 2],
}

impl<'a> Diagrams<'a> {
    fn new(lines: &'a [&'a str]) -> Diagrams<'a> {
        Diagrams {
            lines,
            rows: DIAGRAM_SIZES.map(|size| lines.iter().map(|l| diagram_row(l, size)).collect()),
        }
    }

    /// The diagram that starts at line `n` (0-based), if one does: the
    /// line after it, its side (8 or 9) and its squares, `bit = file +
    /// side * rank`.
    fn at(&self, n: usize) -> Option<(usize, u8, u128)> {
        // The 9x9 board first: its rows of `0` and `1` that start or end
        // with a `1` also read as 8x8 rows with the rank label 1, and an 8x8
        // diagram's rows never make a 9x9 one (its labels are no cells).
        DIAGRAM_SIZES
            .into_iter()
            .zip(&self.rows)
            .rev()
            .find_map(|(size, rows)| {
                diagram(self.lines, rows, n, size).map(|(end, squares)| (end, size, squares))
            })
    }
}

/// Reads a diagram of `drawn` squares a side, on lines `first..end`
/// (0-based), into the log of the board `size` squares a side: the value
/// it draws (`set` of its squares), named by the title line `before` (as
/// pasted, `before_raw`), which is then no unread line; or, drawn for the
/// other board, each of its lines skipped, the first with why.
fn take_diagram<S>(
    log: &mut Log<S>,
    lines: &[&str],
    (first, end): (usize, usize),
    (drawn, size): (u8, u8),
    set: impl FnOnce() -> S,
    (before, before_raw): (&str, &str),
) {
    // `attacks:` on the line before names it.
    let name = diagram_name(before);
    if drawn == size {
        if name.is_some() && log.skipped.last().is_some_and(|s| s.text == before_raw) {
            log.skipped.pop();
        }
        log.frames.push(LogFrame { name, value: set() });
        return;
    }
    let what = name.map_or_else(String::new, |name| alloc::format!("{name} is "));
    // "an 8x8", "a 9x9".
    let a = if drawn == 8 { "an" } else { "a" };
    for (k, raw) in lines.iter().enumerate().take(end).skip(first) {
        let why = if k == first {
            alloc::format!(
                "{what}{a} {drawn}x{drawn} board drawn as a diagram, {drawn} rows of {drawn} \
                 squares on lines {}-{end}, which the {size}x{size} board does not read: read it \
                 on the {drawn}x{drawn} board",
                first + 1
            )
        } else {
            alloc::format!("part of the diagram from line {}", first + 1)
        };
        log.skipped.push(Skipped {
            line: k + 1,
            text: (*raw).to_string(),
            why,
        });
    }
}

/// The name a diagram's title line gives it (`attacks:`, `flood =`,
/// `Bitboard attacks:`): the name before its `:` or `=`.
fn diagram_name(before: &str) -> Option<String> {
    let t = before.trim();
    let head = t
        .strip_suffix(':')
        .or_else(|| t.strip_suffix('='))?
        .trim_end();
    let word = head.rsplit(' ').next()?;
    is_name(word).then(|| word.to_string())
}

/// `line` without lldb's type before its value (`(uint64_t) $0 = 5`,
/// `(U64) 5`, `(U64[64]) asp = {`).
fn without_type(line: &str) -> &str {
    let t = line.trim_start();
    let Some(rest) = t.strip_prefix('(') else {
        return line;
    };
    let Some((ty, after)) = rest.split_once(") ") else {
        return line;
    };
    // A C type: words, `*`, `[N]`, `::`.
    let is_type = !ty.is_empty()
        && ty.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && ty
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || b"_ *[]:".contains(&c));
    if is_type && !ty.starts_with("gdb") && !ty.starts_with("lldb") {
        after
    } else {
        line
    }
}

/// The name of the value a routine returned, as a debugger's `finish`
/// prints it (gdb's `Value returned is $8 = 16`, lldb's `Return value:
/// (uint64_t) $0 = 16`); [`check`] sets it against the fill's result.
pub const RETURN: &str = "return";

/// What follows gdb's `Value returned is ` or lldb's `Return value: ` on
/// `line` (their `finish`: `$8 = 16`, `(uint64_t) $0 = 16`), which is
/// named [`RETURN`]; `None` for any other line.
fn returned_value(line: &str) -> Option<&str> {
    let t = line.trim_start();
    t.strip_prefix("Value returned is ")
        .or_else(|| t.strip_prefix("Return value: "))
}

/// Why lldb's print on `line` of a value of the type it names (`(int) sq
/// = 28`) is no set of squares (`set`: the board's word, "a 64-bit set"
/// or "a 128-bit set"): an integer of 32 bits or fewer, a square
/// (`(Square)`), a floating-point number, a pointer (`(U64 *) p =
/// 0x00007ffe...`, an address), or an array of any of them (`(int[4])`).
/// `const`, `volatile` and a namespace (`Stockfish::Square`) are left off.
/// `None` for a 64-bit or wider type (`(uint64_t)`, `(U64)`, `(unsigned
/// long long)`, `(U128)`), a type it does not know (`(Bitboard)`), or a
/// line with no type.
fn no_set_type(line: &str, set: &str) -> Option<String> {
    const SMALL: [&str; 39] = [
        "char",
        "signed char",
        "unsigned char",
        "short",
        "short int",
        "signed short",
        "unsigned short",
        "unsigned short int",
        "int",
        "signed",
        "signed int",
        "unsigned",
        "unsigned int",
        "bool",
        "_Bool",
        "wchar_t",
        "char16_t",
        "char32_t",
        "int8_t",
        "int16_t",
        "int32_t",
        "uint8_t",
        "uint16_t",
        "uint32_t",
        "int_least8_t",
        "int_least16_t",
        "int_least32_t",
        "uint_least8_t",
        "uint_least16_t",
        "uint_least32_t",
        "int_fast8_t",
        "uint_fast8_t",
        "Square",
        "u32",
        "i32",
        "u16",
        "i16",
        "u8",
        "i8",
    ];
    const FLOATING: [&str; 5] = ["float", "double", "long double", "f32", "f64"];
    let t = line.trim_start();
    if without_type(line).len() == line.len() {
        return None;
    }
    let ty = t.strip_prefix('(')?.split_once(") ")?.0.trim();
    // An array's element type (`int` of `(int[4])`).
    let (element, array) = match ty.split_once('[') {
        Some((element, _)) => (element.trim_end(), true),
        None => (ty, false),
    };
    let bare = element
        .trim_start_matches("const ")
        .trim_start_matches("volatile ")
        .trim_start_matches("const ");
    let bare = bare.rsplit("::").next().unwrap_or(bare);
    let what = if bare.ends_with('*') {
        ["a pointer (an address)", "pointers (addresses)"]
    } else if bare == "Square" {
        ["a square's number", "squares' numbers"]
    } else if FLOATING.contains(&bare) {
        ["a floating-point number", "floating-point numbers"]
    } else if SMALL.contains(&bare) {
        [
            "an integer of 32 bits or fewer",
            "integers of 32 bits or fewer",
        ]
    } else {
        return None;
    };
    Some(if array {
        alloc::format!("({ty}): an array of {}, not of sets", what[1])
    } else {
        alloc::format!("({ty}): {}, not {set}", what[0])
    })
}

/// Why gdb's print on `line` (`$1 = ...`, `finish`'s `Value returned is`
/// left off) of a value is no set (`set`: the board's word): a char, which
/// gdb writes as its number and then the character in quotes (`$1 = 9
/// '\t'`, `$2 = 65 'A'`, as gdb 13.1 prints a `char` or a `uint8_t`), or a
/// pointer, which it writes after its type (`$3 = (U64 *) 0x7ffe...`, an
/// address: why as for lldb's, [`no_set_type`]). `None` for any other
/// line, and for a value printed with `/c` (`format`), which
/// [`dollar_value`] answers.
fn gdb_no_set(line: &str, set: &str, format: Option<char>) -> Option<String> {
    let (name, value) = dollar_assignment(line)?;
    if value.starts_with('(') {
        return no_set_type(value, set);
    }
    if format == Some('c') {
        return None;
    }
    let (number, quoted) = value.split_once(' ')?;
    let digits = number.strip_prefix('-').unwrap_or(number);
    let is_char = !digits.is_empty()
        && digits.bytes().all(|c| c.is_ascii_digit())
        && quoted.len() >= 3
        && quoted.starts_with('\'')
        && quoted.ends_with('\'');
    is_char.then(|| {
        alloc::format!(
            "{name} = {number} {quoted}: a character (gdb writes its number, then the character), not {set}"
        )
    })
}

/// lldb's print on `line` (`typed`: as read, its type still on it; `line`:
/// its type left off) of a value whose type is no set ([`no_set_type`],
/// `set` the board's word), or gdb's print of a char or a pointer
/// ([`gdb_no_set`], in the format of the print command `before`): skipped with why (line index `n`, text `raw`,
/// in `skipped`), with the print command that named it (`before`, as read
/// and as pasted). An array opened on its line (`(int[64]) counts = {`)
/// is given back, its elements to be skipped too. `None` when the line is
/// no such print. Both boards' readers skip such a value so.
fn skip_no_set<V: Default + PartialEq>(
    (typed, line): (&str, &str),
    set: &str,
    (before, before_raw): (&str, &str),
    (n, raw): (usize, &str),
    skipped: &mut Vec<Skipped>,
) -> Option<Option<OpenArray<V>>> {
    let format = debugger_print(before).and_then(|(_, f)| f);
    let why = no_set_type(typed, set).or_else(|| gdb_no_set(line, set, format))?;
    if debugger_print(before).is_some() {
        take_back(skipped, before_raw);
    }
    let open = OpenArray::open(line, None).map(|array| OpenArray {
        skip: Some(why.clone()),
        ..array
    });
    skipped.push(Skipped {
        line: n + 1,
        text: raw.to_string(),
        why,
    });
    Some(open)
}

/// A debugger's print command on `line` (gdb's `(gdb) p asp`, `(gdb)
/// p/x s.flood`, `(gdb) p /x flood`, lldb's `(lldb) p gen`, `(lldb) frame
/// variable asp`), when what it prints is a name or an expression with a
/// name in it ([`is_expression`]: `s->flood`, `flood & ~pro`,
/// `knightAttacks(sq)`; not `1+2`): that text, which names the value
/// printed next (`$1 = ...`), and the print's format letter, if any (`x`,
/// `o`, `t`...).
fn debugger_print(line: &str) -> Option<(&str, Option<char>)> {
    let t = line.trim();
    let rest = t
        .strip_prefix("(gdb)")
        .or_else(|| t.strip_prefix("(lldb)"))?
        .trim_start();
    let (command, mut expr) = rest.split_once(' ')?;
    let letter = |f: &str| f.chars().rev().find(char::is_ascii_alphabetic);
    let (command, mut format) = match command.split_once('/') {
        Some((c, f)) => (c, letter(f)),
        None => (command, None),
    };
    // gdb takes the format after a space too: `p /x flood`.
    if let (None, Some(spaced)) = (format, expr.trim_start().strip_prefix('/')) {
        let (f, e) = spaced.split_once(' ')?;
        (format, expr) = (letter(f), e);
    }
    let expr = match command {
        "p" | "print" | "output" | "inspect" | "call" | "v" | "var" | "expr" => expr,
        "frame" | "fr" => expr
            .trim_start()
            .strip_prefix("variable ")
            .or_else(|| expr.trim_start().strip_prefix("v "))?,
        _ => return None,
    };
    let expr = expr.trim().trim_start_matches("-- ").trim();
    is_expression(expr).then_some((expr, format))
}

/// Names the `values` read from `line` after `expr`, what a debugger's
/// print command on the line before printed ([`debugger_print`]): a
/// value named the line's `$N` (gdb's `$1 = ...`, a struct's halves
/// joined, an array's `$2[0]`...) takes `expr` for its name, and so does
/// a line's one nameless value (lldb's `(uint64_t) 42`). Whether the
/// command named a value (or a value already bore its name, `asp[0]`
/// after `p asp`), which makes its line no unread line. Both boards'
/// readers name a print so.
fn name_printed<V>(line: &str, expr: &str, values: &mut [(Option<String>, V)]) -> bool {
    let t = line.trim_start();
    let dollar = &t[..name_at(t.as_bytes())];
    let mut named = false;
    for (name, _) in values.iter_mut() {
        if let Some(n) = name
            .as_mut()
            .filter(|n| dollar.starts_with('$') && n.as_str() == dollar)
        {
            *n = expr.to_string();
        }
        named |= name.as_deref().is_some_and(|n| {
            n.strip_prefix(expr)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('['))
        });
    }
    // lldb prints a value with no `$N` (`(uint64_t) 42`): the command
    // names it.
    if let [(name @ None, _)] = values {
        *name = Some(expr.to_string());
        named = true;
    }
    named
}

/// A value a debugger printed in `format` (its print's letter: `o` octal,
/// `t` binary, `x` hex; else decimal, as gdb and lldb print integers).
/// `None` when it is no number of that format.
fn debugger_value(t: &str, format: Option<char>) -> Option<Option<u64>> {
    if !matches!(format, Some('o' | 't')) {
        return gtest_value_of(t);
    }
    radix_digits(t, format).map(|v| v.and_then(|v| u64::try_from(v).ok()))
}

/// A number a debugger printed in octal or binary (`format` `o` or `t`,
/// its print's letter; gdb writes `p/t`'s binary bare, lldb after `0b`):
/// `Some(None)` when it is more than 128 bits; `None` for another format,
/// or digits that are none of its. Both boards' readers read `p/o` and
/// `p/t` so.
fn radix_digits(t: &str, format: Option<char>) -> Option<Option<u128>> {
    let (radix, t) = match format {
        Some('o') => (8, t),
        Some('t') => (2, t.strip_prefix("0b").unwrap_or(t)),
        _ => return None,
    };
    let digits = t.trim_start_matches('0');
    (!t.is_empty() && t.bytes().all(|c| char::from(c).is_digit(radix)))
        .then(|| u128::from_str_radix(if digits.is_empty() { "0" } else { digits }, radix).ok())
}

/// A debugger's `$1 = value` printed in a format other than decimal or hex
/// (`p/o`: octal; `p/t`: binary), or in one that is no integer (`p/c`,
/// `p/f`, `p/a`, `p/s`), its number read by `number` in that format.
/// `None` for any other line. Both boards' readers read it so.
fn dollar_value<V>(
    line: &str,
    format: Option<char>,
    number: ReadNumber<'_, V>,
) -> Option<LineValues<V>> {
    let f = format.filter(|f| matches!(f, 'o' | 't' | 'c' | 'f' | 'a' | 's'))?;
    let (name, value) = dollar_assignment(line)?;
    if value.starts_with('{') {
        return None;
    }
    Some(match number(value) {
        Some(v) => v.map(|v| alloc::vec![(Some(name.to_string()), v)]),
        None if matches!(f, 'o' | 't') => Err(alloc::format!(
            "{name} is given {value}, which is no {} number",
            if f == 'o' { "octal" } else { "binary" }
        )),
        None => Err(alloc::format!(
            "{name} is printed with /{f}, which writes no integer: print it with /x"
        )),
    })
}

/// A debugger's `$N = value` on `line`: the name `$N` and the value's text.
fn dollar_assignment(line: &str) -> Option<(&str, &str)> {
    let t = line.trim();
    let dollar = name_at(t.as_bytes());
    if dollar == 0 || !t.starts_with('$') {
        return None;
    }
    Some((
        &t[..dollar],
        t[dollar..].trim_start().strip_prefix('=')?.trim(),
    ))
}

/// lldb's array opening on `line` (`(U64[64]) asp = {`, its type left
/// off): the name its elements take (`asp`, or the command's expression
/// for a `$0`). `None` for any other line.
fn lldb_array(line: &str, expr: Option<&str>) -> Option<String> {
    let t = line.trim();
    let body = t
        .strip_suffix('{')?
        .trim_end()
        .strip_suffix('=')?
        .trim_end();
    if body.is_empty() || name_at(body.as_bytes()) != body.len() {
        return None;
    }
    Some(match expr {
        Some(e) if body.starts_with('$') => e.to_string(),
        _ => body.to_string(),
    })
}

/// An element of lldb's array, `[3] = 0x10` (named `base[3]`), its
/// number read by `number`; `None` for any other line.
fn lldb_element<V>(
    line: &str,
    base: &str,
    number: ReadNumber<'_, V>,
) -> Option<Result<Named<V>, String>> {
    let t = line.trim().trim_end_matches(',');
    let rest = t.strip_prefix('[')?;
    let (index, value) = rest.split_once(']')?;
    let index: usize = index.trim().parse().ok()?;
    let value = value.trim_start().strip_prefix('=')?.trim();
    Some(match number(value) {
        Some(v) => v.map(|v| (Some(alloc::format!("{base}[{index}]")), v)),
        None => Err(alloc::format!(
            "element {index} of {base}, `{value}`, is not a number"
        )),
    })
}

/// lldb's short array on one line, `$2 = ([0] = 512, [1] = 0x10)` (its
/// type, `(U64[2])`, left off), as `p` and `frame variable` print a
/// few elements: each element named `base[i]` after the array (the
/// command's expression `expr` for a `$N`, when it is a name), read by
/// `number`, the zeros that end it left out as for its longer arrays.
/// `None` for any other line. Both boards' readers read it so.
fn lldb_line_array<V: Default + PartialEq>(
    line: &str,
    expr: Option<&str>,
    number: ReadNumber<'_, V>,
) -> Option<LineValues<V>> {
    let t = line.trim();
    let len = name_at(t.as_bytes());
    if len == 0 {
        return None;
    }
    let (name, rest) = t.split_at(len);
    let inner = rest
        .trim_start()
        .strip_prefix('=')?
        .trim()
        .strip_prefix("([")?
        .strip_suffix(')')?;
    let base = match expr {
        Some(e) if name.starts_with('$') => e,
        _ => name,
    };
    let mut values = Vec::new();
    for element in alloc::format!("[{inner}").split(", ") {
        match lldb_element(element, base, number)? {
            Ok(v) if values.len() < GDB_ELEMENTS => values.push(v),
            Ok(_) => break,
            Err(why) => return Some(Err(why)),
        }
    }
    Some(Ok(without_zero_tail(values)))
}

/// lldb's long array, one element a line between `(U64[64]) asp = {` and
/// `}`, or Rust's list printed with `{:#?}` (as `dbg!` prints one), one
/// element a line (`16,`) between `asp = [` (or `[` alone) and `]`, or
/// Python's `pprint` of a list too long for one line, its first element
/// on the `[` line (`[16,`, ` 4096,`, ` 0]`; several a line with
/// `compact=True`): its name and the elements read so far. Both boards' readers read it with
/// [`OpenArray::line`].
struct OpenArray<V> {
    /// The name its elements are named after (`asp[0]`); empty for a list
    /// with no name, whose elements are nameless.
    base: String,
    elements: Vec<Named<V>>,
    /// Why its elements are skipped, when its type is no set's
    /// ([`skip_no_set`]).
    skip: Option<String>,
    /// For Rust's list, how many elements it has given; `None` for lldb's
    /// array.
    list: Option<usize>,
}

/// What a line does to an open lldb array ([`OpenArray::line`]).
enum ArrayLine<V> {
    /// An element, or an element that is no number (why): the line is
    /// read; the array stays open.
    Element(Result<(), String>),
    /// The array's elements, which end here: at its `}` (the line read),
    /// or at a line that is no element (`read` false: read it as any line).
    Closed(Vec<Named<V>>, bool),
    /// The list's elements, which end at this line (`0]`, pprint's last),
    /// skipped with why: an element of it is out of range.
    ClosedSkipped(Vec<Named<V>>, String),
}

impl<V: Default + PartialEq> OpenArray<V> {
    /// [`OpenArray::line`] as both readers take it: an element that is no
    /// number is skipped (line index `n`, text `raw`, with why, in
    /// `skipped`). Gives back the array's elements when it closed at this
    /// line, and whether the line is used up (an element, or the `}`).
    fn take(
        open: &mut Option<Self>,
        line: &str,
        number: ReadNumber<'_, V>,
        (n, raw): (usize, &str),
        skipped: &mut Vec<Skipped>,
    ) -> (Option<Vec<Named<V>>>, bool) {
        match Self::line(open, line, number) {
            Some(ArrayLine::Element(Ok(()))) => (None, true),
            Some(ArrayLine::Element(Err(why))) => {
                skipped.push(Skipped {
                    line: n + 1,
                    text: raw.to_string(),
                    why,
                });
                (None, true)
            }
            Some(ArrayLine::Closed(elements, read)) => (Some(elements), read),
            Some(ArrayLine::ClosedSkipped(elements, why)) => {
                skipped.push(Skipped {
                    line: n + 1,
                    text: raw.to_string(),
                    why,
                });
                (Some(elements), true)
            }
            None => (None, false),
        }
    }

    /// Takes line `line` of the array open in `open`, if one is,
    /// its numbers read by `number`; `None` when none is open.
    fn line(
        open: &mut Option<Self>,
        line: &str,
        number: ReadNumber<'_, V>,
    ) -> Option<ArrayLine<V>> {
        let array = open.as_mut()?;
        if array.list.is_some() {
            // An element a line (`16,`), or a few (pprint's `compact`), and
            // the `]` that ends the list, alone or after its last element
            // (pprint's `0]`).
            let t = line.trim();
            let (body, closes) = match t.strip_suffix("],").or_else(|| t.strip_suffix(']')) {
                Some(body) => (body.trim_end(), true),
                None => (t.strip_suffix(',').unwrap_or(t), false),
            };
            let got = if body.is_empty() && closes {
                Some(Ok(()))
            } else {
                array.add(body, number)
            };
            let take = |open: &mut Option<Self>| {
                without_zero_tail(open.take().map(|a| a.elements).unwrap_or_default())
            };
            return Some(match (got, closes) {
                (Some(Ok(())), false) => ArrayLine::Element(Ok(())),
                (Some(Err(why)), false) => ArrayLine::Element(Err(why)),
                (Some(Ok(())), true) => ArrayLine::Closed(take(open), true),
                (Some(Err(why)), true) => ArrayLine::ClosedSkipped(take(open), why),
                (None, _) => ArrayLine::Closed(take(open), false),
            });
        }
        match lldb_element(line, &array.base, number) {
            Some(_) if array.skip.is_some() => Some(ArrayLine::Element(Err(alloc::format!(
                "an element of {}, {}",
                array.base,
                array.skip.as_deref().unwrap_or_default()
            )))),
            Some(Ok(v)) => {
                if array.elements.len() < GDB_ELEMENTS {
                    array.elements.push(v);
                }
                Some(ArrayLine::Element(Ok(())))
            }
            Some(Err(why)) => Some(ArrayLine::Element(Err(why))),
            None => {
                let elements = open.take().map(|a| a.elements).unwrap_or_default();
                Some(ArrayLine::Closed(
                    without_zero_tail(elements),
                    line.trim() == "}",
                ))
            }
        }
    }

    /// Adds the elements of a list's line, `body` (`16`, `16, 4096`: its
    /// brackets and the comma that ends it left off), each read by `number`
    /// ([`list_element`]: in quotes too, or a wrapper type's print), named
    /// after the list, at most [`GDB_ELEMENTS`] kept. `None`, and none
    /// added, when one is no number; `Some(Err(why))`, and none added, when
    /// one is out of range.
    fn add(&mut self, body: &str, number: ReadNumber<'_, V>) -> Option<Result<(), String>> {
        let mut values = Vec::new();
        for element in body.split(',') {
            match number(list_element(element.trim()))? {
                Ok(v) => values.push(v),
                Err(why) => return Some(Err(why)),
            }
        }
        let k = self.list.get_or_insert(0);
        for v in values {
            let name = (!self.base.is_empty()).then(|| alloc::format!("{}[{k}]", self.base));
            *k += 1;
            if self.elements.len() < GDB_ELEMENTS {
                self.elements.push((name, v));
            }
        }
        Some(Ok(()))
    }

    /// Python's `pprint` of a list too long for one line opening on `line`:
    /// `[16,` (or, `compact=True`, `[16, 4096,`), each element a number read
    /// by `number`, nameless, as `print` of a short list alone on its line
    /// is. With why when one is out of range: its line is skipped, and the
    /// list stays open. `None` for any other line.
    fn pprint(line: &str, number: ReadNumber<'_, V>) -> Option<(Self, Option<String>)> {
        let body = line.trim().strip_prefix('[')?.strip_suffix(',')?;
        if body.contains(['[', ']']) {
            return None;
        }
        let mut array = OpenArray {
            base: String::new(),
            elements: Vec::new(),
            skip: None,
            list: Some(0),
        };
        let why = array.add(body, number)?.err();
        Some((array, why))
    }

    /// lldb's array opening on `line` ([`lldb_array`]), named after the
    /// print command's expression `expr` for a `$N`, or Rust's list
    /// ([`list_open`]).
    fn open(line: &str, expr: Option<&str>) -> Option<Self> {
        let (base, list) = match lldb_array(line, expr) {
            Some(base) => (base, None),
            None => (list_open(line)?.unwrap_or_default().to_string(), Some(0)),
        };
        Some(OpenArray {
            base,
            elements: Vec::new(),
            skip: None,
            list,
        })
    }
}

/// An array's elements without the zeros that end it after other values
/// (its unused tail); an array of zeros keeps its first.
fn without_zero_tail<V: Default + PartialEq>(mut values: Vec<Named<V>>) -> Vec<Named<V>> {
    let used = values
        .iter()
        .rposition(|(_, v)| *v != V::default())
        .map_or(values.len().min(1), |i| i + 1);
    values.truncate(used);
    values
}

/// A line's values, each with the name it stood beside, or why it has
/// none (`V`: the board's word, `u64` on 8x8, `u128` on 9x9).
type LineValues<V = u64> = Result<Vec<Named<V>>, String>;

/// A value and the name it stood beside, if any.
type Named<V = u64> = (Option<String>, V);

/// How a reader reads one number as a debugger or a test framework prints
/// it: `None` for no number, `Some(Err(why))` for one it does not take.
/// Both boards' readers pass theirs to the forms they share.
type ReadNumber<'a, V> = &'a dyn Fn(&str) -> Option<Result<V, String>>;

/// googletest prints an expression on a line of its own and its value on
/// the next, as `Which is: 42`: that value, named by the expression as
/// printed when it is one ([`is_expression`]: `attacks`, `s.flood`,
/// `knightAttacks(sq)`), else nameless. `None` for any other line.
fn which_is(line: &str, before: &str) -> Option<LineValues> {
    let t = line.trim().strip_prefix("Which is:")?.trim();
    let v = gtest_value_of(t)?;
    let before = gtest_expression(before);
    // After a number (`Expected: 0x101010`, `0x10ULL`), googletest writes
    // that number again in decimal: the value was read from that line.
    if gtest_value_of(before).is_some_and(|v| v.is_some()) {
        return Some(Err(
            "googletest's decimal form of the number on the line before, which was read there"
                .into(),
        ));
    }
    let name = is_expression(before).then(|| before.to_string());
    Some(v.map(|v| alloc::vec![(name, v)]).ok_or_else(|| too_big(t)))
}

/// What googletest printed on the line `before` a `Which is:` line: the
/// expression, after the label of its newer form (`Expected: pro` /
/// `Which is: 42`, `To be equal to: kogge(sq)`).
fn gtest_expression(before: &str) -> &str {
    let before = before.trim();
    ["Expected:", "Actual:", "Value of:", "To be equal to:"]
        .iter()
        .find_map(|label| before.strip_prefix(label))
        .map_or(before, str::trim)
}

/// `line` with no spaces just inside its square brackets (`asp[ 2 ]` is
/// `asp[2]`).
fn tight_brackets(line: &str) -> alloc::borrow::Cow<'_, str> {
    if !line.contains("[ ") && !line.contains(" ]") {
        return alloc::borrow::Cow::Borrowed(line);
    }
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '[' {
            while chars.peek() == Some(&' ') {
                chars.next();
            }
        }
    }
    while let Some(at) = out.find(" ]") {
        out.remove(at);
    }
    alloc::borrow::Cow::Owned(out)
}

/// The number in a wrapper type's print at bytes `start..j` of `line` (a
/// name, then `(`, the number and `)`: `Bitboard(0x10)`): the number's text
/// and the byte after the `)`. `None` for anything else.
fn wrapped(line: &str, start: usize, j: usize) -> Option<(&str, usize)> {
    let name = &line[start..j];
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) || !line[j..].starts_with('(') {
        return None;
    }
    let close = j + line[j..].find(')')?;
    let inner = line[j + 1..close].trim();
    (!inner.is_empty() && !inner.contains(['(', ',', ' '])).then_some((inner, close + 1))
}

/// The number's text in a wrapper type's print alone on `t` (trimmed), as
/// Rust's `{:?}` prints a newtype (`Bitboard(0x10)`): a value with no
/// name, as a number alone on its line is. The type's name begins with a
/// capital, as Rust's types do: `popcount(16)` is a call, no value's
/// print. `None` for anything else. Both boards' readers read it so.
fn wrapper_alone(t: &str) -> Option<&str> {
    let j = t.find('(')?;
    let type_name = t[..j]
        .bytes()
        .all(|c| c.is_ascii_alphanumeric() || c == b'_');
    if !type_name || !t.starts_with(|c: char| c.is_ascii_uppercase()) {
        return None;
    }
    let (inner, end) = wrapped(t, 0, j)?;
    (end == t.len()).then_some(inner)
}

/// A list, as Rust's `{:?}` and Python print an array or a `Vec`, after a
/// name (`asp = [16, 0x1000, 0]`, `masks: [Bitboard(16), Bitboard(32)]`),
/// its elements named `asp[0]`, `asp[1]`..., or alone on its line
/// (`[16, 4096]`, as `print(asp)` writes it), its elements nameless and
/// read only when each is a number; each element read by `number` (in
/// quotes too, as Python prints a list of `hex()` strings), the
/// zeros that end it left out, as for gdb's arrays. `None` for any other
/// line. Both boards' readers read it so.
fn list_line<V: Default + PartialEq>(
    line: &str,
    number: ReadNumber<'_, V>,
) -> Option<LineValues<V>> {
    let t = without_dbg_place(line).trim().trim_end_matches([',', ';']);
    let n = name_at(t.as_bytes());
    let (name, rest) = if n == 0 {
        (None, t)
    } else {
        let (name, rest) = t.split_at(n);
        let rest = rest.trim_start();
        let rest = rest
            .strip_prefix('=')
            .or_else(|| rest.strip_prefix(':'))?
            .trim_start();
        (Some(name), rest)
    };
    let inner = rest.strip_prefix('[')?.strip_suffix(']')?;
    if inner.contains(['[', ']']) {
        return name.map(|_| Err("a list of lists: print one row at a time (asp[2])".into()));
    }
    let mut values: Vec<Named<V>> = Vec::new();
    for (k, element) in inner.split(',').map(str::trim).enumerate() {
        if element.is_empty() && k > 0 {
            // A trailing comma.
            continue;
        }
        let text = list_element(element);
        match number(text) {
            Some(Ok(v)) if values.len() < GDB_ELEMENTS => {
                let at = values.len();
                values.push((name.map(|name| alloc::format!("{name}[{at}]")), v));
            }
            Some(Ok(_)) => break,
            Some(Err(why)) => return Some(Err(why)),
            None => {
                return name.map(|name| {
                    Err(alloc::format!(
                        "element {k} of {name}, `{element}`, is not a number"
                    ))
                })
            }
        }
    }
    Some(Ok(without_zero_tail(values)))
}

/// The number's text in a list's element: the element, or the number in
/// a wrapper type's print (`Bitboard(16)`), or in quotes, as Python
/// prints a list of `hex()` strings (`'0x10'`).
fn list_element(element: &str) -> &str {
    let word = element.find('(').map_or(element.len(), |o| o);
    let text = wrapped(element, 0, word).map_or(element, |(inner, _)| inner);
    ['\'', '"']
        .into_iter()
        .find_map(|q| text.strip_prefix(q)?.strip_suffix(q))
        .unwrap_or(text)
}

/// `line` without the source place Rust's `dbg!` writes before what it
/// prints (`[src/main.rs:10:5] v = [`).
fn without_dbg_place(line: &str) -> &str {
    let t = line.trim_start();
    t.strip_prefix('[')
        .and_then(|rest| rest.split_once("] "))
        .filter(|(place, _)| place.contains(".rs:"))
        .map_or(t, |(_, after)| after)
}

/// The opening line of Rust's list printed with `{:#?}` (as `dbg!` prints
/// one), one element a line after it: `asp = [`, `asp: [` (the name its
/// elements take, `Some(Some("asp"))`), or `[` alone (`Some(None)`:
/// nameless), `dbg!`'s source place before it left off. `None` for any
/// other line.
fn list_open(line: &str) -> Option<Option<&str>> {
    let t = without_dbg_place(line).trim_end();
    let head = t.strip_suffix('[')?.trim_end();
    if head.is_empty() {
        return Some(None);
    }
    let head = head
        .strip_suffix('=')
        .or_else(|| head.strip_suffix(':'))?
        .trim_end();
    (!head.is_empty() && name_at(head.as_bytes()) == head.len()).then_some(Some(head))
}

/// Catch2's assertion line, `REQUIRE( a == b )` (or `CHECK`, `_FALSE`...):
/// the operands, each as written when it is an expression
/// ([`is_expression`]: `attacks`, `rookAttacks(E4, occ)`) or `None` (a
/// literal), which name the values of the expansion after it.
fn catch_assertion(line: &str) -> Option<[Option<String>; 2]> {
    let t = line.trim();
    let open = t.find('(')?;
    let macro_name = &t[..open];
    if !(macro_name.starts_with("REQUIRE") || macro_name.starts_with("CHECK"))
        || !macro_name
            .bytes()
            .all(|c| c.is_ascii_uppercase() || c == b'_')
        || macro_name.ends_with("_EQ")
    {
        return None;
    }
    let inner = t[open + 1..].strip_suffix(')')?.trim();
    let (a, b) = split_top(inner, "==").or_else(|| split_top(inner, "!="))?;
    let name = |s: &str| is_expression(s.trim()).then(|| s.trim().to_string());
    Some([name(a), name(b)])
}

/// A value as a test framework prints it, besides googletest's
/// ([`which_is`]):
/// - Catch2's expansion of an integer, `1157443723186933776
///   (0x101010ef10101010)` (the decimal and its hex, which must agree),
///   named by its assertion's operand ([`catch_assertion`]) when that is
///   no literal, and a short expansion on one line (`4096 (0x1000) == 16`); the
///   assertion itself (`asserted`, as [`catch_assertion`] read it) and the
///   `with expansion:` and `==` lines around the values are `Err(())`,
///   read and giving nothing;
/// - doctest's `values: CHECK_EQ( 44272527353857, 44272527353856 )`, its
///   two values named by the operands of the assertion on the line before
///   (`CHECK_EQ( knight, 0x...ULL ) is NOT correct!`) that are expressions
///   ([`is_expression`]), not literals.
///
/// `None` for any other line.
fn test_framework_line<V: PartialEq>(
    line: &str,
    before: &str,
    asserted: bool,
    catch: &mut Catch,
    number: &dyn Fn(&str) -> Option<V>,
) -> Option<Result<LineValues<V>, ()>> {
    let t = line.trim();
    if asserted || (catch.is_some() && (t == "with expansion:" || t == "==" || t == "!=")) {
        return Some(Err(()));
    }
    // A short expansion on one line: `4096 (0x1000) == 16`.
    if let (Some((names, _)), Some((a, b))) = (
        catch.as_ref(),
        t.split_once(" == ").or_else(|| t.split_once(" != ")),
    ) {
        let side = |s: &str| {
            let s = s.trim();
            match s.split_once(" (") {
                Some((d, rest)) => {
                    let h = rest.strip_suffix(')').filter(|h| h.starts_with("0x"))?;
                    let d = number(d).filter(|_| is_decimal(d))?;
                    (number(h)? == d).then_some(d)
                }
                None => number(s),
            }
        };
        if let (Some(x), Some(y)) = (side(a), side(b)) {
            let [na, nb] = names.clone();
            *catch = None;
            return Some(Ok(Ok(alloc::vec![(na, x), (nb, y)])));
        }
    }
    if let Some((dec, hex)) = t
        .split_once(" (")
        .and_then(|(d, rest)| Some((d, rest.strip_suffix(')')?)))
    {
        let d = number(dec).filter(|_| is_decimal(dec));
        let h = number(hex).filter(|_| hex.starts_with("0x"));
        match (d, h) {
            (Some(d), Some(h)) if d == h => {
                let name = catch.as_mut().and_then(|(names, k)| {
                    let n = names.get(*k).cloned().flatten();
                    *k += 1;
                    n
                });
                return Some(Ok(Ok(alloc::vec![(name, d)])));
            }
            (Some(_), Some(_)) => {
                return Some(Ok(Err(alloc::format!(
                    "{dec} and {hex} are two numbers: Catch2 writes one value twice"
                ))))
            }
            _ => {}
        }
    }
    let rest = t.strip_prefix("values:")?.trim();
    let operands = |s: &str| -> Option<(String, String)> {
        let inner = &s[s.find('(')? + 1..];
        let inner = inner.trim_end().strip_suffix(')').unwrap_or(inner);
        let (a, b) = split_top(inner, ",")
            .or_else(|| split_top(inner, "=="))
            .or_else(|| split_top(inner, "!="))?;
        Some((a.trim().to_string(), b.trim().to_string()))
    };
    let (a, b) = operands(rest)?;
    let (va, vb) = (number(&a)?, number(&b)?);
    // The assertion on the line before (`CHECK_EQ( knight, 0x... ) is NOT
    // correct!`) names them.
    let asserted = before
        .find(" is NOT correct!")
        .and_then(|end| operands(&before[..end]));
    let name = |s: &str| is_expression(s).then(|| s.to_string());
    let (na, nb) = asserted.map_or((None, None), |(x, y)| (name(&x), name(&y)));
    Some(Ok(Ok(alloc::vec![(na, va), (nb, vb)])))
}

/// Whether `t` is decimal digits alone, as Catch2 writes an integer
/// before its hex.
fn is_decimal(t: &str) -> bool {
    !t.is_empty() && t.bytes().all(|c| c.is_ascii_digit())
}

/// Catch2's assertion, carried from line to line as a log is read: the
/// operands that name the values its expansion prints next, and how many
/// it has printed.
type Catch = Option<([Option<String>; 2], usize)>;

/// A test framework's line besides googletest's `Which is:`, as both
/// boards' readers take it ([`test_framework_line`], its numbers read by
/// `number` as the framework prints them), Catch2's assertion carried in
/// `catch`: `Err(())` for a line of the form that gives nothing (Catch2's
/// assertion, its `with expansion:` and `==`: the reader goes on to the
/// next line), `Ok(None)` for a line of no framework, else its values.
/// The line before (`before`, as read and as pasted) is taken back from
/// `skipped` when it named them (doctest's assertion).
fn framework_values<V: PartialEq>(
    line: &str,
    (before, before_raw): (&str, &str),
    catch: &mut Catch,
    number: &dyn Fn(&str) -> Option<V>,
    skipped: &mut Vec<Skipped>,
) -> Result<Option<LineValues<V>>, ()> {
    let operands = catch_assertion(line);
    let asserted = operands.is_some();
    if let Some(operands) = operands {
        *catch = Some((operands, 0));
    }
    let Some(values) = test_framework_line(line, before, asserted, catch, number) else {
        return Ok(None);
    };
    let values = values?;
    let named = values
        .as_ref()
        .is_ok_and(|v| v.iter().any(|(name, _)| name.is_some()))
        && line.trim_start().starts_with("values:");
    if named {
        take_back(skipped, before_raw);
    }
    Ok(Some(values))
}

/// Takes the line before (`before_raw`, as pasted) back from `skipped`,
/// the lines that gave no value, when it was the last of them: it named
/// the value of the line after it.
fn take_back(skipped: &mut Vec<Skipped>, before_raw: &str) {
    if skipped.last().is_some_and(|s| s.text == before_raw) {
        skipped.pop();
    }
}

/// googletest's `Value of: attacks`, which names the `Actual:` value after
/// it: names the one value `values` read from the line after it
/// (`before` being that line) when it is `Actual`; whether it did, which
/// makes `before` no unread line. Both boards' readers name it so.
fn name_actual<V>(before: &str, values: &mut [Named<V>]) -> bool {
    let expr = before
        .trim()
        .strip_prefix("Value of:")
        .map(str::trim)
        .filter(|e| is_expression(e));
    match (expr, values) {
        (Some(expr), [(Some(name), _)]) if name == "Actual" => {
            *name = expr.to_string();
            true
        }
        _ => false,
    }
}

/// Why googletest's `Value of: attacks` line gives no value of its own.
const VALUE_OF: &str = "googletest's expression: the value it prints after `Actual:` is read";

/// googletest's labels for a value it prints (`Actual: 42`), besides
/// `Which is:`.
const GTEST_LABELS: [&str; 2] = ["Actual", "Expected"];

/// A value as googletest prints it: an integer always in decimal, so 16
/// decimal digits are decimal there, not hex ([`value_of`] otherwise).
fn gtest_value_of(t: &str) -> Option<Option<u64>> {
    let digits = t.strip_prefix('-').unwrap_or(t);
    if !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit()) {
        return Some(number_decimal(t));
    }
    value_of(t)
}

/// A decimal number (a negative one as its two's complement); `None`
/// when it does not fit in 64 bits.
fn number_decimal(t: &str) -> Option<u64> {
    if t.starts_with('-') {
        t.parse::<i64>().ok().map(|v| v as u64)
    } else {
        t.parse::<u64>().ok()
    }
}

/// Why a number is no value: it does not fit in 64 bits.
fn too_big(t: &str) -> String {
    if t.starts_with('-') {
        alloc::format!("{t} is below -2^63: a bitboard holds 64 bits")
    } else {
        alloc::format!("{t} is 2^64 or more: a bitboard holds 64 bits")
    }
}

/// The values of one line, or why it has none: a name given something
/// that is not a number, a value of 2^64 or more, or [`why_no_value`].
/// The line (from 1) showing that `text` writes hex without `0x`: one
/// whose value after `=` or `:` is a bare run of hex digits with a letter
/// a-f, of any length up to 16 (`asp[3] = c0000000000202`,
/// `pro = fefefefefefefefe`, `b = 3f`, `b = ff`), in a text with no `0x`
/// anywhere (an engine that writes `0x` writes bare numbers in decimal). A
/// square's name (`gen = e4`, `f8`) shows nothing, nor `0b` binary.
fn writes_bare_hex(text: &str) -> Option<usize> {
    if text.contains("0x") || text.contains("0X") {
        return None;
    }
    text.lines()
        .position(|line| {
            line.split(['=', ':']).skip(1).any(|after| {
                let token = after
                    .trim_start()
                    .split([' ', '\t', ',', ';'])
                    .next()
                    .unwrap_or("");
                let b = token.as_bytes();
                let square = matches!(b, [f, r] if matches!(f.to_ascii_lowercase(), b'a'..=b'h')
                    && matches!(r, b'1'..=b'8'));
                (1..=16).contains(&token.len())
                    && !square
                    && !token.starts_with("0b")
                    && !token.starts_with("0B")
                    && b.iter().all(u8::is_ascii_hexdigit)
                    && b.iter().any(u8::is_ascii_alphabetic)
            })
        })
        .map(|n| n + 1)
}

/// The words of `text` made of letters and digits (`0x10` is one word).
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// The first line (from 1) of `text` that holds a bare run of 16 hex
/// digits that only hex can be: one with a leading 0 (`%016llx`'s padding)
/// or a letter a-f.
fn writes_padded_hex(text: &str) -> Option<usize> {
    text.lines()
        .position(|line| {
            words(line).any(|w| {
                w.len() == 16
                    && w.bytes().all(|c| c.is_ascii_hexdigit())
                    && (w.starts_with('0') || w.bytes().any(|c| c.is_ascii_alphabetic()))
            })
        })
        .map(|n| n + 1)
}

/// Whether `t` is a bare run of 16 decimal digits with no leading 0: `%llu`'s
/// decimal or `%016llx`'s hex, as the log shows ([`Bare`]).
fn is_bare16_decimal(t: &str) -> bool {
    t.len() == 16 && !t.starts_with('0') && t.bytes().all(|c| c.is_ascii_digit())
}

/// How a log with no `0x` and no bare hex letter writes its bare numbers:
/// in decimal when a value of bare decimal digits is not 16 digits long
/// ([`Log::bare_other_length`]), unless a bare run of 16 shows `%016llx`
/// ([`Log::padded_hex`]), else as each is written (16 digits hex).
fn bare_without_0x(text: &str, log: &mut Log) -> Bare {
    log.bare_other_length = writes_other_length(text);
    if log.bare_other_length.is_none() {
        return Bare::AsWritten;
    }
    log.padded_hex = writes_padded_hex(text);
    if log.padded_hex.is_some() {
        Bare::Padded
    } else {
        Bare::Decimal
    }
}

/// The first line (from 1) of `text` with a value written as bare decimal
/// digits that are not 16 long (`268435456`, `-1`, 19 digits), read as
/// [`read`] reads values (after `=` or `:`, alone on its line, after a
/// name, in a list); `None` when `text` has no bare run of 16 decimal
/// digits to decide. gdb's, lldb's `$N` and googletest's numbers, which
/// are decimal wherever they stand, and a diagram's rows show nothing.
fn writes_other_length(text: &str) -> Option<usize> {
    if !words(text).any(is_bare16_decimal) {
        return None;
    }
    let seen = Cell::new(false);
    let survey = (Bare::Survey, &seen);
    text.lines()
        .position(|raw| {
            let spaced = raw.replace('\t', " ");
            if DIAGRAM_SIZES
                .iter()
                .any(|&size| diagram_row(raw, size).is_some())
                || no_set_type(&spaced, "").is_some()
                || spaced.trim_start().starts_with("Which is:")
            {
                return false;
            }
            let tight = tight_brackets(without_type(&spaced));
            seen.set(false);
            let _ = list_line(&tight, &|t| bare_number(t, survey))
                .unwrap_or_else(|| read_line(&tight, survey));
            seen.get()
        })
        .map(|n| n + 1)
}

/// Whether `t` is a number only decimal writes bare: decimal digits (a
/// minus sign before them, or not), not 16 of them, with no leading 0
/// (C's octal), or `0`.
fn is_other_length_decimal(t: &str) -> bool {
    let digits = t.strip_prefix('-').unwrap_or(t);
    !digits.is_empty()
        && digits.len() != 16
        && digits.bytes().all(|c| c.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'))
}

/// How a log writes a number with no prefix, as the whole text shows it.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Bare {
    /// In hex: the log writes hex without `0x` ([`Log::bare_hex`]).
    Hex,
    /// In decimal: the log writes its hex with `0x`, so a bare run of 16
    /// decimal digits is `%llu`'s, not hex (unless it starts with a 0,
    /// which only `%016llx` writes).
    Decimal,
    /// In hex: the log writes hex with `0x`, but a bare run of 16 with a
    /// leading 0 or a letter shows it writes `%016llx` too
    /// ([`Log::padded_hex`]), so its bare runs of 16 decimal digits are
    /// that too. A log that prints boards with `%016llx` prints sparse ones
    /// with digits 0-9 alone (`8040201008040201`), and with a leading 0
    /// only when rank 8 is empty.
    Padded,
    /// As the number shows it ([`value_of`]): 16 digits are hex.
    AsWritten,
    /// As [`Bare::AsWritten`], marking a number only decimal writes bare
    /// ([`writes_other_length`]).
    Survey,
}

/// How a log writes its bare numbers ([`Bare`]), and where to mark that
/// it decided how a bare run of 16 decimal digits is read.
type BareIn<'a> = (Bare, &'a Cell<bool>);

/// [`value_of`], or as the log writes its bare numbers ([`Bare`]); marks
/// `bare.1` when that decided how 16 decimal digits are read.
fn value_in(t: &str, (bare, decided): BareIn<'_>) -> Option<Option<u64>> {
    if bare == Bare::Survey && is_other_length_decimal(t) {
        decided.set(true);
    }
    let binary = t.starts_with("0b") || t.starts_with("0B");
    if matches!(bare, Bare::Decimal | Bare::Padded) && is_bare16_decimal(t) {
        decided.set(true);
        if bare == Bare::Decimal {
            return Some(number_decimal(t));
        }
    }
    if bare == Bare::Hex && !binary && !t.is_empty() && t.bytes().all(|c| c.is_ascii_hexdigit()) {
        let digits = t.trim_start_matches('0');
        return Some(if digits.len() > 16 {
            None
        } else {
            u64::from_str_radix(if digits.is_empty() { "0" } else { digits }, 16).ok()
        });
    }
    value_of(t)
}

/// [`value_in`], a number of 2^64 or more given why.
fn bare_number(t: &str, bare: BareIn<'_>) -> Option<Result<u64, String>> {
    value_in(t, bare).map(|v| v.ok_or_else(|| too_big(t)))
}

fn read_line(line: &str, bare: BareIn<'_>) -> LineValues {
    let t = line.trim();
    if t.starts_with("//") {
        return Err("a comment".into());
    }
    if t.starts_with("Value of:") {
        return Err(VALUE_OF.into());
    }
    // A number alone on its line, or a wrapper type's print of one
    // (`Bitboard(0x10)`).
    let alone = wrapper_alone(t).unwrap_or(t);
    if let Some(v) = value_in(alone, bare) {
        return v
            .map(|v| alloc::vec![(None, v)])
            .ok_or_else(|| too_big(alone));
    }
    let b = line.as_bytes();
    let mut out = Vec::new();
    // The first name given something other than a number, for the reason.
    let mut not_number: Option<(&str, &str)> = None;
    // Whether the line names a place in a source file (`file.cc:88:`).
    let mut place = false;
    let mut i = 0;
    while i < b.len() {
        // A name starts at a word boundary: `$` and digits, or an identifier.
        let at_boundary = i == 0 || !is_name_byte(b[i - 1]);
        let name_len = if at_boundary { name_at(&b[i..]) } else { 0 };
        if name_len == 0 {
            i += 1;
            continue;
        }
        let name = &line[i..i + name_len];
        let mut j = i + name_len;
        while j < b.len() && b[j] == b' ' {
            j += 1;
        }
        let sep = j < b.len() && (b[j] == b'=' || b[j] == b':');
        // `==` is a comparison, not an assignment.
        if !sep || b.get(j + 1) == Some(&b'=') {
            i += name_len;
            continue;
        }
        let colon = b[j] == b':';
        j += 1;
        while j < b.len() && b[j] == b' ' {
            j += 1;
        }
        let start = j;
        // A minus sign, then the token.
        if b.get(j) == Some(&b'-') {
            j += 1;
        }
        // Digits may be grouped by `_` or `'` (`0x0101'0101'0101'0101ULL`).
        while j < b.len()
            && (b[j].is_ascii_alphanumeric()
                || (matches!(b[j], b'_' | b'\'')
                    && j > start
                    && b[j - 1].is_ascii_alphanumeric()
                    && b.get(j + 1).is_some_and(u8::is_ascii_alphanumeric)))
        {
            j += 1;
        }
        let mut token = &line[start..j];
        // A value in a wrapper type, as Rust's `{:?}` prints one:
        // `Bitboard(0x10)`, `BitBoard(16)`.
        if let Some((inner, end)) = wrapped(line, start, j) {
            token = inner;
            j = end;
        }
        // `file.cc:88: Failure`, `main.c:12:5`, `[movegen.c:120]`: a
        // place in a source file.
        if colon && (b.get(j) == Some(&b':') || is_source_place(name, token)) {
            place = true;
            i = j;
            continue;
        }
        // googletest and gdb print integers in decimal (gdb's hex has 0x).
        let gtest = GTEST_LABELS.contains(&name) || name.starts_with('$');
        let value = if gtest {
            gtest_value_of(token)
        } else {
            value_in(token, bare)
        };
        if let Some(v) = value {
            // `t = 0x10 0x20`: which of the two is meant is not for the
            // reader to guess.
            if let Some(why) = more_after(line, j) {
                return Err(alloc::format!(
                    "{name} is given {token} {why}: one number after {} is read",
                    if colon { ':' } else { '=' }
                ));
            }
            let named = value_name(line, i, name, 8);
            out.push((named.map(str::to_string), v.ok_or_else(|| too_big(token))?));
            i = j;
        } else {
            if !token.is_empty() && not_number.is_none() {
                not_number = Some((name, token));
            }
            i += name_len;
        }
    }
    if !out.is_empty() {
        return Ok(out);
    }
    if place {
        return Err("a place in a source file".into());
    }
    if let Some(values) = call_value(t, bare) {
        return values;
    }
    if let Some(values) = spaced_name_value(t, bare) {
        return values;
    }
    Err(match not_number {
        Some((name, token)) => match not_a_number(token) {
            Some(why) => alloc::format!("{name} is given {token}: {why}"),
            None => alloc::format!(
                "{name} is given {token}, which is not a number (hex 0x..., binary 0b..., 16 hex digits or decimal)"
            ),
        },
        None => match t.split_whitespace().count() {
            1 if t.starts_with(|c: char| c.is_ascii_digit()) => match not_a_number(t) {
                Some(why) => alloc::format!("{t}: {why}"),
                None => why_no_value(line),
            },
            _ => why_no_value(line),
        },
    })
}

/// A value after a name and a space (`attacks 0x10`, `rook attacks
/// 0x10`, `info string gen 0x10`, `pos->occ 16`), as `printf("%s %llx")`,
/// `std::cout << "attacks " << x` and UCI's `info string` print one: the
/// line's last word is the value, every word before it an identifier
/// (letters, digits, `_`, `[i]`, `.`, `->`; not a number, so `step 3 0x10`
/// is no such line, nor `ply 2: 0x10` or a file's place). The name is the
/// word nearest the value, which says what it is where the words before
/// say whose (`rook`) or where it is printed (`info string`); `is`, `to`,
/// `on`... and a square's name (`attacks on e4 0x10`) are passed over. A
/// counter's word (`step 3`, `ply 2`, `depth 5`) numbers a step: no
/// value. `None` for any other line.
fn spaced_name_value(t: &str, bare: BareIn<'_>) -> Option<LineValues> {
    let words: Vec<&str> = t.split_whitespace().collect();
    let (value, names) = words.split_last()?;
    let name = spaced_name(names, 8)?;
    let v = value_in(value, bare)?;
    Some(
        v.map(|v| alloc::vec![(name.map(ToString::to_string), v)])
            .ok_or_else(|| too_big(value)),
    )
}

/// The name the words `names` before a value give it when only a space
/// stands between them ([`spaced_name_value`]), on a board `size` squares
/// a side: `Some(None)` for a nameless value (`on e4 0x10`), `None` when
/// the words are no such line (a number among them, a counter's word).
/// Both boards' readers read a spaced name so.
fn spaced_name<'a>(names: &[&'a str], size: u8) -> Option<Option<&'a str>> {
    if names.is_empty() || !names.iter().all(|w| is_identifier(w)) {
        return None;
    }
    let name = names.iter().rev().find(|w| !passed_over(w, size)).copied();
    if name.is_some_and(is_counter) {
        return None;
    }
    Some(name)
}

/// Words that say nothing of what a value is, passed over when a name is
/// looked for among the words before it (`attacks is 0x10`).
const PASSED: [&str; 13] = [
    "is", "was", "are", "were", "equals", "now", "to", "on", "at", "from", "of", "for", "in",
];

/// A counter's words: the number after one numbers a step (`step 3`).
const COUNTERS: [&str; 10] = [
    "step",
    "ply",
    "depth",
    "iteration",
    "pass",
    "round",
    "move",
    "cycle",
    "loop",
    "line",
];

/// Whether `w` is a square's name on a board `size` squares a side (`e4`;
/// `a1` to `h8` on 8x8, to `i9` on 9x9), which says where a value is, not
/// what it is.
fn is_square(w: &str, size: u8) -> bool {
    match w.as_bytes() {
        &[file, rank] => (b'a'..b'a' + size).contains(&file) && (b'1'..b'1' + size).contains(&rank),
        _ => false,
    }
}

/// Whether `w` is passed over when a value's name is looked for: a
/// square's name (on a board `size` squares a side) or one of [`PASSED`].
fn passed_over(w: &str, size: u8) -> bool {
    is_square(w, size) || PASSED.contains(&w.to_ascii_lowercase().as_str())
}

/// The name of the value given to `name`, which starts at byte `at` of
/// `line` (`name = value`, `name: value`), on a board `size` squares a
/// side: `name` itself, but for a square's name, which says where, not
/// what: then the word before it says what (`rook attacks on e4: 0x...`
/// is `attacks`, as `rook attacks on e4 0x...` is), else it is nameless.
/// Both boards' readers name values so.
fn value_name<'a>(line: &'a str, at: usize, name: &'a str, size: u8) -> Option<&'a str> {
    if is_square(name, size) {
        word_before(&line[..at], size)
    } else {
        Some(name)
    }
}

/// Whether `w` is one of [`COUNTERS`].
fn is_counter(w: &str) -> bool {
    COUNTERS.contains(&w.to_ascii_lowercase().as_str())
}

/// Whether `w` is an identifier that can name a value: a name ([`is_name`],
/// not gdb's `$1`), or names joined by `->` (`pos->occ`).
fn is_identifier(w: &str) -> bool {
    w.split("->")
        .all(|part| is_name(part) && !part.starts_with('$'))
}

/// The name the words of `text` give the value after them, found as
/// [`spaced_name_value`] finds it: the word nearest the value, squares'
/// names (on a board `size` squares a side) and [`PASSED`] passed over
/// (`rook attacks on` gives `attacks`). `None` when that word is no
/// identifier (`0x10,`, `3`) or a counter's (`step`), or there is none.
fn word_before(text: &str, size: u8) -> Option<&str> {
    text.split_whitespace()
        .rev()
        .find(|w| !passed_over(w, size))
        .filter(|w| is_identifier(w) && !is_counter(w))
}

/// A value given to a call or a cast (`knightAttacks(sq) = 0x20`,
/// `BB(gen)=0x80`), read by [`call_assignment`], its number as this log
/// writes numbers. `None` for any other line.
fn call_value(t: &str, bare: BareIn<'_>) -> Option<LineValues> {
    let (left, right) = call_assignment(t)?;
    let v = value_in(right, bare)?;
    Some(
        v.map(|v| alloc::vec![(Some(left.to_string()), v)])
            .ok_or_else(|| too_big(right)),
    )
}

/// A call or a cast given a value (`knightAttacks(sq) = 0x20`,
/// `BB(gen)=0x80`, `reach(e1) = ...`): the expression with a bracket
/// ([`is_expression`]) before the line's one `=`, which names the value as
/// written, and the text after it, the value for each board's reader to
/// read. `None` for any other line (`f(x) == 0x10` compares).
fn call_assignment(t: &str) -> Option<(&str, &str)> {
    let (left, right) = split_top(t, "=")?;
    // `==`, `!=`, `<=`, `>=` compare.
    if right.starts_with('=') || left.ends_with(['=', '!', '<', '>']) {
        return None;
    }
    let (left, right) = (left.trim(), right.trim());
    (left.contains('(') && is_expression(left)).then_some((left, right))
}

/// What the register fields say of `token`, which starts like a number but
/// is none here (`0x10uul`, `017`, `0xzz`); `None` when they take it (a
/// square's name, `all`): this reader reads numbers only.
fn not_a_number(token: &str) -> Option<String> {
    let digits = token.strip_prefix('-').unwrap_or(token);
    if !digits.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    crate::parse::parse_bitboard(token).err().map(|e| e.message)
}

/// At most this many elements are read from one array gdb prints (its own
/// limit is 200 unless set otherwise).
const GDB_ELEMENTS: usize = 4096;

/// gdb's print of an array, `$2 = {16, 4096, 0 <repeats 62 times>}`: its
/// elements in order, each named `name[i]` after the array (`$2`, or the
/// expression printed, `asp`), each read by `number` (the board's word,
/// in the print's format). The zeros that end it after other values are
/// left out: they are an array's unused tail. `None` for any other line.
/// Both boards' readers read it so.
fn gdb_array<V: Copy + Default + PartialEq>(
    line: &str,
    print: Option<&str>,
    number: ReadNumber<'_, V>,
) -> Option<LineValues<V>> {
    let (dollar, list) = dollar_assignment(line)?;
    let inner = list.strip_prefix('{')?.strip_suffix('}')?;
    if inner.contains(['{', '}']) {
        return Some(Err(
            "an array of arrays or of structs: print one row or field at a time (p asp[2])".into(),
        ));
    }
    let base = print.unwrap_or(dollar);
    let mut values: Vec<V> = Vec::new();
    for element in inner.split(',').map(str::trim) {
        // gdb ends a list cut at its print limit with `...`.
        if element == "..." {
            break;
        }
        let (text, times) = match element.split_once(" <repeats ") {
            Some((n, rest)) => {
                let times = rest.strip_suffix(" times>").and_then(|k| k.parse().ok());
                let Some(times) = times else {
                    return Some(Err(alloc::format!(
                        "`{element}` is not gdb's `<repeats N times>`"
                    )));
                };
                (n.trim(), times)
            }
            None => (element, 1),
        };
        let v = match number(text) {
            Some(Ok(v)) => v,
            Some(Err(why)) => return Some(Err(why)),
            None => {
                return Some(Err(alloc::format!(
                    "element {} of {base}, `{text}`, is not a number",
                    values.len()
                )))
            }
        };
        let room = GDB_ELEMENTS - values.len();
        values.extend(core::iter::repeat_n(v, times.min(room)));
        if values.len() == GDB_ELEMENTS {
            break;
        }
    }
    Some(Ok(without_zero_tail(
        values
            .into_iter()
            .enumerate()
            .map(|(i, v)| (Some(alloc::format!("{base}[{i}]")), v))
            .collect(),
    )))
}

/// What follows a name's number at byte `j` of `line` that makes the
/// number not the whole value: another number (`t = 0x10 0x20`, `m = 0x10,
/// 0x20`) or an operator and an operand (`r = 0x10 | 0x20`). `None` when
/// the value ends there (a comment, a unit, the next `name = value`).
fn more_after(line: &str, j: usize) -> Option<String> {
    let rest = line[j..].trim_start_matches(' ');
    let token_at = |t: &str| {
        let len = t
            .bytes()
            .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'\''))
            .count();
        let named = t[len..].trim_start_matches(' ').starts_with(['=', ':']);
        (len > 0 && !named && value_of(&t[..len]).is_some()).then(|| t[..len].to_string())
    };
    if let Some(next) = token_at(rest) {
        return Some(alloc::format!("and then {next}"));
    }
    let op_len = ["<<", ">>", "+", "-", "*", "/", "|", "&", "^", "%", ",", ";"]
        .iter()
        .find(|op| rest.starts_with(**op))
        .map(|op| op.len())?;
    let next = token_at(rest[op_len..].trim_start_matches(' '))?;
    let op = &rest[..op_len];
    Some(if matches!(op, "," | ";") {
        alloc::format!("and then {next}")
    } else {
        alloc::format!("{op} {next}, an expression")
    })
}

/// Why `line`, which names no number and is not one number alone, gives no
/// value: it has no number, more than one, or text beside its one number.
/// Numbers and names are found as [`read_line`] finds them (a number is a
/// word of its own, so the `2` of `asp[2]` is part of a name).
fn why_no_value(line: &str) -> String {
    let b = line.as_bytes();
    let mut numbers: Vec<&str> = Vec::new();
    // Whether anything but numbers and spaces stands before the first
    // number, or after it.
    let (mut before, mut after) = (false, false);
    let mut i = 0;
    while i < b.len() {
        let at_boundary = i == 0 || !is_name_byte(b[i - 1]);
        let name_len = if at_boundary { name_at(&b[i..]) } else { 0 };
        let (len, is_number) = if name_len > 0 {
            (name_len, false)
        } else if b[i].is_ascii_alphanumeric() {
            let len = b[i..]
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric())
                .count();
            (len, at_boundary && is_number_token(&line[i..i + len]))
        } else {
            (1, false)
        };
        if is_number {
            numbers.push(&line[i..i + len]);
        } else if !b[i].is_ascii_whitespace() {
            if numbers.is_empty() {
                before = true;
            } else {
                after = true;
            }
        }
        i += len;
    }
    match numbers[..] {
        [] => "no number on it, nor name = number".into(),
        [n] if after && !before => {
            alloc::format!("text after {n}: a number alone is read only on a line of its own")
        }
        [n] => alloc::format!("text before {n} but not in the form name = {n}"),
        _ => "more than one number on it, and none in the form name = number".into(),
    }
}

/// Whether `name:token` is a line of a source file (`movegen.c:120`,
/// `main.rs:10`): a file name with a source file's extension and a line
/// number. A struct's field (`s.flood: 16`) has no such extension.
fn is_source_place(name: &str, token: &str) -> bool {
    const EXTENSIONS: [&str; 14] = [
        "c", "h", "cc", "cpp", "cxx", "hh", "hpp", "hxx", "inl", "rs", "go", "java", "zig", "cs",
    ];
    let Some((file, ext)) = name.rsplit_once('.') else {
        return false;
    };
    !file.is_empty()
        && EXTENSIONS.contains(&ext)
        && !token.is_empty()
        && token.bytes().all(|c| c.is_ascii_digit())
}

/// Whether all of `s` is one name ([`name_at`]): `attacks`, `s.flood`,
/// `asp[2]`; not an expression such as `rookAttacks(E4, occ)`.
fn is_name(s: &str) -> bool {
    !s.is_empty() && name_at(s.as_bytes()) == s.len()
}

/// Whether `s` is an expression as a test framework prints one, which names
/// the value printed for it: a name ([`is_name`]), or C or C++ made of names,
/// numbers, strings, operators and balanced brackets (`knightAttacks(sq)`,
/// `attacks[sq]`, `b.occupied()`, `pos->pieces(KNIGHT) & ~us`), with at
/// least one name in it. Not a number (`0x1000ULL`, a literal, whose value
/// is what is printed), nor text that is no expression: two words side by
/// side (`some words here`), a single `=` (an assignment, `gen = 16`), a
/// `:` outside `::` and `?:` (a label, `values:`), brackets that do not
/// close, an operator at the end.
fn is_expression(s: &str) -> bool {
    let s = s.trim();
    if is_name(s) {
        return true;
    }
    if s.is_empty() || s.len() > 160 || value_of(s).is_some() || value_of(unsuffixed(s)).is_some() {
        return false;
    }
    let b = s.as_bytes();
    let ternary = s.contains('?');
    let mut open: Vec<u8> = Vec::new();
    // Whether the last token was an operand (a name, a number, a string),
    // and whether a name was seen.
    let (mut operand, mut named) = (false, false);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b' ' {
            i += 1;
            continue;
        }
        let word = |i: usize| {
            b[i..]
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                .count()
        };
        if c.is_ascii_alphabetic() || c == b'_' || c.is_ascii_digit() {
            if operand {
                return false;
            }
            named |= !c.is_ascii_digit();
            let mut len = word(i);
            // A number's fraction or digit separators.
            while c.is_ascii_digit()
                && matches!(b.get(i + len), Some(b'.' | b'\''))
                && b.get(i + len + 1).is_some_and(u8::is_ascii_alphanumeric)
            {
                len += 1 + word(i + len + 1);
            }
            operand = true;
            i += len;
            continue;
        }
        if c == b'"' || c == b'\'' {
            if operand {
                return false;
            }
            let Some(end) = s[i + 1..].find(char::from(c)) else {
                return false;
            };
            operand = true;
            i += end + 2;
            continue;
        }
        match c {
            b'(' | b'[' | b'{' => open.push(c),
            b')' | b']' | b'}' => {
                let want = match c {
                    b')' => b'(',
                    b']' => b'[',
                    _ => b'{',
                };
                if open.pop() != Some(want) {
                    return false;
                }
            }
            b'=' => {
                let comparison = matches!(b.get(i + 1), Some(b'='))
                    || (i > 0 && matches!(b[i - 1], b'=' | b'!' | b'<' | b'>'));
                if !comparison {
                    return false;
                }
            }
            b':' => {
                let scope = b.get(i + 1) == Some(&b':') || (i > 0 && b[i - 1] == b':');
                if !scope && !ternary {
                    return false;
                }
            }
            b'.' | b',' | b'-' | b'>' | b'<' | b'*' | b'&' | b'+' | b'/' | b'%' | b'!' | b'|'
            | b'^' | b'~' | b'?' => {}
            _ => return false,
        }
        // After `]` or `}`, an operand is done; after anything else, one
        // is to come (after `)` too: a cast, `(U64)b`).
        operand = matches!(c, b']' | b'}');
        i += 1;
    }
    let last = b[b.len() - 1];
    named
        && open.is_empty()
        && (last.is_ascii_alphanumeric()
            || matches!(last, b'_' | b')' | b']' | b'}' | b'"' | b'\''))
}

/// `s` split at the first `pat` outside brackets and strings
/// (`knightAttacks(sq, occ), 0x10` at its second `,`). `pat` is ASCII, so
/// the split falls between characters whatever `s` holds.
fn split_top<'a>(s: &'a str, pat: &str) -> Option<(&'a str, &'a str)> {
    let b = s.as_bytes();
    let mut depth = 0usize;
    let mut quote: Option<u8> = None;
    for (i, &c) in b.iter().enumerate() {
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (Some(_), _) => {}
            (None, b'"' | b'\'') => quote = Some(c),
            (None, b'(' | b'[' | b'{') => depth += 1,
            (None, b')' | b']' | b'}') => depth = depth.saturating_sub(1),
            (None, _) if depth == 0 && b[i..].starts_with(pat.as_bytes()) => {
                return Some((&s[..i], &s[i + pat.len()..]));
            }
            _ => {}
        }
    }
    None
}

fn is_name_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b']' || c == b'.'
}

/// The length of a name at the start of `b`: `$1`, or an identifier with
/// dotted parts and `[index]`es (`gen`, `asp[2]`, `con[N]`, `s.flood`); 0 if
/// none.
fn name_at(b: &[u8]) -> usize {
    if b.first() == Some(&b'$') {
        let digits = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
        return if digits > 0 { 1 + digits } else { 0 };
    }
    if !b
        .first()
        .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
    {
        return 0;
    }
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_alphanumeric()
            || c == b'_'
            || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_alphabetic))
        {
            i += 1;
        } else if c == b'[' {
            // An index: digits or a name (`asp[2]`, `asp[i]`, `con[N]`).
            let len = b[i + 1..]
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                .count();
            if len > 0 && b.get(i + 1 + len) == Some(&b']') {
                i += len + 2;
            } else {
                break;
            }
        } else {
            break;
        }
    }
    i
}

/// `t` without a C integer suffix (`0x10ULL`), as engines' sources and
/// some debuggers write a constant; `t` itself when what ends it is no
/// suffix C allows.
fn unsuffixed(t: &str) -> &str {
    crate::parse::split_c_suffix(t).map_or(t, |(digits, _)| digits)
}

/// Whether `t` is a number token: `0x` hex, `0b` binary, exactly 16 hex
/// digits, or decimal digits with an optional minus sign, each with an
/// optional C suffix (`0x10ULL`).
fn is_number_token(t: &str) -> bool {
    // Exactly 16 hex digits are hex, `0b00...` too; not with a suffix,
    // which printf never writes: `0000000010000000ULL` is C's octal.
    if crate::parse::is_hex_width(t, 16) {
        return true;
    }
    let t = unsuffixed(t);
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return !hex.is_empty() && hex.bytes().all(|c| c.is_ascii_hexdigit());
    }
    if let Some(bin) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        return !bin.is_empty() && bin.bytes().all(|c| c == b'0' || c == b'1');
    }
    let digits = t.strip_prefix('-').unwrap_or(t);
    // A leading 0 before other digits is octal in C: no number read as
    // decimal (the register fields refuse it too).
    !digits.is_empty()
        && digits.bytes().all(|c| c.is_ascii_digit())
        && !crate::parse::octal_in_c(digits)
}

/// The value of `t` if it is a number token ([`is_number_token`]):
/// `Some(None)` when it does not fit in 64 bits. A negative number is its
/// two's complement, as C converts a signed 64-bit value (`-1` is every
/// square).
fn value_of(t: &str) -> Option<Option<u64>> {
    let t = ungrouped(t)?;
    is_number_token(&t).then(|| number(&t))
}

/// `t` without its digit separators (`_`, C++14's `'`), which group
/// digits and are dropped, on either board; `None` when a `'` does not
/// stand between two digits (`0x'10` is no number).
fn ungrouped(t: &str) -> Option<alloc::borrow::Cow<'_, str>> {
    let quotes = t.bytes().enumerate().filter(|&(_, c)| c == b'\'');
    if quotes
        .map(|(at, _)| at)
        .any(|at| !crate::parse::quote_between_digits(t, at, 16))
    {
        return None;
    }
    Some(if t.contains(['_', '\'']) {
        alloc::borrow::Cow::Owned(t.replace(['_', '\''], ""))
    } else {
        alloc::borrow::Cow::Borrowed(t)
    })
}

/// The value of a number token; `None` when it does not fit in 64 bits.
fn number(t: &str) -> Option<u64> {
    if crate::parse::is_hex_width(t, 16) {
        return u64::from_str_radix(t, 16).ok();
    }
    let t = unsuffixed(t);
    let wide = |digits: &str, radix: u32, max: usize| {
        let digits = digits.trim_start_matches('0');
        if digits.len() > max {
            None
        } else {
            u64::from_str_radix(if digits.is_empty() { "0" } else { digits }, radix).ok()
        }
    };
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return wide(hex, 16, 16);
    }
    if let Some(bin) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        return wide(bin, 2, 64);
    }
    number_decimal(t)
}

/// A set of either board's squares ([`Bitboard`] or [`Board9`]), as the
/// check against a fill reads it: [`check_on`] is written once for both.
pub trait LogSet: Copy + Eq + Default + core::ops::BitXor<Output = Self> {
    /// How many squares it holds.
    fn count(self) -> u32;
    /// Its squares' names, a1 first.
    fn square_names(self) -> Vec<String>;
}

impl LogSet for Bitboard {
    fn count(self) -> u32 {
        Bitboard::count(self)
    }
    fn square_names(self) -> Vec<String> {
        self.squares().map(|s| s.to_string()).collect()
    }
}

impl LogSet for Board9 {
    fn count(self) -> u32 {
        Board9::count(self)
    }
    fn square_names(self) -> Vec<String> {
        self.squares().map(|s| s.to_string()).collect()
    }
}

/// One value the fill computes: the frame where a register takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FillValue<S = Bitboard> {
    /// The trace frame (0-based) where the register first holds it.
    pub frame: usize,
    /// The register's name in the fill's code (`gen`, `asp[2]`).
    pub name: String,
    /// The value.
    pub value: S,
}

impl<S> FillValue<S> {
    /// Where the fill gives it, in words: `asp[2] at frame 4`, the frame
    /// counted from 1 as the playback counter counts it.
    #[must_use]
    pub fn at_frame(&self) -> String {
        alloc::format!("{} at frame {}", self.name, self.frame + 1)
    }
}

/// Every value the fill's registers take, in order: each register when it
/// first appears and each time it changes (the `asp[i]` alias aside: it
/// repeats a numbered layer). This is what a log of the same routine,
/// printing each assignment, would show.
#[must_use]
pub fn fill_values<R: Run>(trace: &R) -> Vec<FillValue<SetOf<R>>> {
    let mut out: Vec<FillValue<SetOf<R>>> = Vec::new();
    let mut last: Vec<(&str, SetOf<R>)> = Vec::new();
    for (frame, f) in trace.frames().iter().enumerate() {
        for r in f.readings() {
            if r.alias {
                continue;
            }
            let name = r.name;
            match last.iter_mut().find(|(n, _)| *n == name) {
                Some((_, v)) if *v == r.value => continue,
                Some((_, v)) => *v = r.value,
                None => last.push((name, r.value)),
            }
            out.push(FillValue {
                frame,
                name: name.to_string(),
                value: r.value,
            });
        }
    }
    out
}

/// How a log compares with a built-in fill ([`check`], [`check_on`]), on
/// a board `B` ([`crate::Setup`] on 8x8) of sets `S`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check<B = crate::Setup, S = Bitboard> {
    /// The board the fill ran on: the given setup with the registers that
    /// the log's first values name (`sq1 = ...`, `path = ...`) set to them.
    pub setup: B,
    /// How many leading log values were read as that board.
    pub inputs: usize,
    /// How many values after those were compared and agreed.
    pub agreed: usize,
    /// How many of the fill's values the log left out, where it printed a
    /// later value of a register in place of the values it took before (a
    /// log of the layers after the routine returned, a step not logged).
    pub skipped: usize,
    /// Where the log and the fill part ways, if they do.
    pub verdict: Verdict<S>,
}

/// The outcome of a [`check`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict<S = Bitboard> {
    /// Every value of the log agrees with the fill, and the fill has no
    /// more values than the log.
    Agree,
    /// Log value `index` (0-based, among all the log's values) is not the
    /// fill's value it was matched with.
    Differs {
        /// The log value's index.
        index: usize,
        /// The fill's value it was matched with.
        expected: FillValue<S>,
        /// What the log says.
        logged: S,
    },
    /// Log value `index` has no fill value left to match: the fill never
    /// gives its register (or any register, for a nameless value) that
    /// many values.
    Extra {
        /// The log value's index.
        index: usize,
    },
    /// Log value `index` names a register the fill never has.
    Unknown {
        /// The log value's index.
        index: usize,
    },
    /// The log ends while the fill goes on: `next` is the first fill value
    /// of a register the log printed that the log never reached.
    Short {
        /// The fill's next value.
        next: FillValue<S>,
    },
}

/// The register of the fill that a log name stands for: the name itself,
/// else its field ([`field_name`]).
fn register_name<'a, S>(name: &'a str, known: &[FillValue<S>]) -> &'a str {
    if known.iter().any(|v| v.name == name) {
        return name;
    }
    field_name(name)
}

/// The field a struct's member names, which stands for the fill's
/// register of that name: the last part of a name reached by `.` or `->`
/// (`s.flood`, `s->flood`, `p->s.gen` are `flood`, `flood`, `gen`). Any
/// other name, or an expression (`s.sq2 | s.sq1`), is itself. The Log
/// tab's check and Compare's line-up of a log read names so.
///
/// The board's inputs are read so too ([`leading_inputs`]): `s.gen`,
/// `s->gen` and `st.pro` set `gen` and `pro`; the check gives the board's
/// `run` its inputs so named, and [`crate::compare::log_given`] asks the
/// board of them so.
pub(crate) fn field_name(name: &str) -> &str {
    if !is_identifier(name) {
        return name;
    }
    let last = name.rsplit("->").next().unwrap_or(name);
    last.rsplit_once('.').map_or(last, |(_, field)| field)
}

/// Checks `log` (values in little-endian rank-file) against the fill that
/// `setup` names.
///
/// The log's first values, as long as each names a different input
/// register of the setup's algorithm (`sq1`, `sq2`, `path`, `gen`, ...)
/// or, for a fill that takes walls, its walls (`wn`, `we`, as in links),
/// are the board: the fill runs on `setup` with them set. Every later
/// value is matched with a value of the fill ([`fill_values`]): a named
/// value with that register's next value (or with a later one it equals,
/// which skips the ones before it: a log of the layers printed after the
/// routine returned, a step the log left out), a nameless one with the next
/// of all the fill's values in order. The inputs' values as the log gave
/// them, in the first frame or where the trace ends with them again, are
/// not expected in the log. A named value that equals none of its
/// register's values left is set against the one the log's order points
/// to: the register's last (the routine's result) when the log prints no
/// later value of that register and has printed none step by step before,
/// or once it has printed final values; else the value the register holds
/// where the log has reached. A value named [`RETURN`] (a debugger's
/// `finish`) stands for the register the fill's last frame shows as its
/// result (`attacks`). The first value that differs, or that
/// has nothing left to match, is the verdict; a log that stops before the
/// fill's last value of a register it printed (of any register, once it
/// printed a nameless value) is [`Verdict::Short`].
#[must_use]
pub fn check(log: &[LogFrame], setup: &crate::Setup) -> Check {
    let inputs_named = input_names(setup.algorithm);
    check_on(log, setup.clone(), &inputs_named, |setup, given| {
        for f in given {
            set_input(setup, f.name.as_deref().unwrap_or_default(), f.value);
        }
        setup.walls = setup.walls.normalized();
        setup.trace()
    })
}

/// Sets input `name` of `setup`'s board to `value`, as [`check`] reads a
/// log's first values: one of the fill's input registers, or for a fill
/// that takes walls, its walls (`wn`, `we`), normalized. A name the fill
/// does not take changes nothing.
pub fn set_input(setup: &mut crate::Setup, name: &str, value: Bitboard) {
    let walls = setup.walls_used().is_some();
    match name {
        "wn" if walls => setup.walls.north = value,
        "we" if walls => setup.walls.east = value,
        name => {
            setup.set_register(name, value);
        }
    }
    setup.walls = setup.walls.normalized();
}

/// The names a log's first values give `algorithm`'s board by ([`check`]):
/// its input registers and, for a fill that takes walls, the walls (`wn`,
/// `we`, as links name them: not registers of the fill, but part of its
/// board).
pub(crate) fn input_names(algorithm: crate::Algorithm) -> Vec<&'static str> {
    let setup = crate::Setup {
        algorithm,
        ..crate::Setup::default()
    };
    let mut names = setup.register_names();
    if setup.walls_used().is_some() {
        names.extend(["wn", "we"]);
    }
    names
}

/// How many of `log`'s first values are the board's inputs: as long as
/// each names a different one of `inputs_named`, a struct's field as its
/// register (`s.gen`, `st->start`: [`field_name`]).
pub(crate) fn leading_inputs<S>(log: &[LogFrame<S>], inputs_named: &[&str]) -> usize {
    let mut seen: Vec<&str> = Vec::new();
    log.iter()
        .map_while(|f| f.name.as_deref().map(field_name))
        .take_while(|name| {
            let new = inputs_named.contains(name) && !seen.contains(name);
            seen.push(name);
            new
        })
        .count()
}

/// [`check`] on either board: `log`'s first values, as long as each names
/// a different one of `inputs_named`, are the board's inputs; `run` sets
/// them on `board` and runs the fill there, whose values the rest of the
/// log is matched with, as [`check`] says (the matching Compare's line-up
/// of a log, [`crate::compare::by_log`], shares). The 9x9 board's check is
/// this with a [`crate::nine::Trace9`] run.
pub fn check_on<B, R>(
    log: &[LogFrame<SetOf<R>>],
    mut board: B,
    inputs_named: &[&str],
    run: impl FnOnce(&mut B, &[LogFrame<SetOf<R>>]) -> R,
) -> Check<B, SetOf<R>>
where
    R: Run,
    SetOf<R>: LogSet,
{
    let inputs = leading_inputs(log, inputs_named);
    // The inputs by their registers' names: `s.gen` sets `gen`.
    let given: Vec<LogFrame<SetOf<R>>> = log[..inputs]
        .iter()
        .map(|f| LogFrame {
            name: f.name.as_deref().map(|n| field_name(n).to_string()),
            value: f.value,
        })
        .collect();
    let trace = run(&mut board, &given);
    let line = line_up(&trace, log, inputs);
    let mut agreed = 0;
    let mut skipped = 0;
    // The first value that differs or has nothing left to match.
    let parted =
        line.lined
            .iter()
            .enumerate()
            .skip(inputs)
            .find_map(|(index, lined)| match *lined {
                Lined::Input(_) => None,
                Lined::Value {
                    value,
                    agrees,
                    skipped: left_out,
                    ..
                } => {
                    skipped += left_out;
                    agreed += usize::from(agrees);
                    (!agrees).then(|| Verdict::Differs {
                        index,
                        expected: line.values[value].clone(),
                        logged: log[index].value,
                    })
                }
                Lined::Extra => Some(Verdict::Extra { index }),
                Lined::Unknown => Some(Verdict::Unknown { index }),
            });
    let verdict = parted.unwrap_or_else(|| match line.short {
        Some(i) => Verdict::Short {
            next: line.values[i].clone(),
        },
        None => Verdict::Agree,
    });
    Check {
        setup: board,
        inputs,
        agreed,
        skipped,
        verdict,
    }
}

/// How one log value stands against the fill ([`line_up`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Lined {
    /// One of the first values, which give the board: the fill's value
    /// (its index in [`LineUp::values`]) that is it as given, if the fill
    /// shows it so (in its first frame, or where it ends with it again).
    Input(Option<usize>),
    /// Matched with the fill's value `value` (its index in
    /// [`LineUp::values`]).
    Value {
        /// The fill's value.
        value: usize,
        /// The fill's frame the log value stands beside: `value`'s own,
        /// or for a value printed again, the latest frame up to where the
        /// log has reached that shows it.
        frame: usize,
        /// Whether the log value is the fill's.
        agrees: bool,
        /// How many of the fill's values before `value` it passed over,
        /// as values the log left out.
        skipped: usize,
    },
    /// The fill has no value left to match it ([`Verdict::Extra`]).
    Extra,
    /// It names a register the fill never has ([`Verdict::Unknown`]).
    Unknown,
}

/// A log lined up with a fill's values ([`line_up`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LineUp<S> {
    /// The fill's values ([`fill_values`]).
    pub values: Vec<FillValue<S>>,
    /// How each log value stands against them, one for each, in order.
    pub lined: Vec<Lined>,
    /// The first of the fill's values left unmatched at the log's end, of
    /// a register the log printed (of any register, once it printed a
    /// nameless value): the log stops short of it ([`Verdict::Short`]).
    pub short: Option<usize>,
}

/// Lines each value of `log` up with a value of the fill's run `fill`, as
/// [`check`] says, its first `inputs` values being the board the fill ran
/// from. The one matching of the Log tab's check ([`check_on`], which
/// stops at the first value that parts) and Compare's line-up of a log
/// ([`crate::compare::by_log`], which shows every value beside a frame):
/// it goes on past a value that parts or has nothing left to match, as if
/// the log were right there.
pub(crate) fn line_up<R: Run>(
    fill: &R,
    log: &[LogFrame<SetOf<R>>],
    inputs: usize,
) -> LineUp<SetOf<R>> {
    let values = fill_values(fill);
    // The inputs as the log gave them: their values in the first frame,
    // and again where the trace ends with the caller's own (an attack
    // fill's `gen` and `pro`), are no values for the log to print. A first
    // frame that already changed an input (Kogge-Stone's `pro` without the
    // a-file) is the fill's.
    let is_given = |v: &FillValue<SetOf<R>>, f: &LogFrame<SetOf<R>>| {
        f.name.as_deref().map(field_name) == Some(v.name.as_str()) && f.value == v.value
    };
    let given = |i: usize| {
        let v = &values[i];
        let as_given = log[..inputs].iter().any(|f| is_given(v, f));
        as_given && (v.frame == 0 || is_last(&values, i))
    };
    let mut used: Vec<bool> = (0..values.len()).map(given).collect();
    let given_at = used.clone();
    let mut lined: Vec<Lined> = log[..inputs]
        .iter()
        .map(|f| Lined::Input((0..values.len()).find(|&i| given_at[i] && is_given(&values[i], f))))
        .collect();
    let mut printed: Vec<&str> = Vec::new();
    let mut nameless = false;
    // Whether the log printed a value its register changes from later.
    let mut forward = false;
    // Whether it printed a register's final value in place of the ones
    // before (a log of the layers after the routine returned).
    let mut finals = false;
    // The frame the log has reached: the latest of the values it matched.
    let mut position = 0;
    // The routine's result, which a debugger's `finish` names `return`
    // ([`RETURN`]): the result register of the fill's last frame.
    let result = fill
        .frames()
        .last()
        .and_then(|f| f.readings().find(|r| r.role == crate::Role::Result))
        .map(|r| r.name);
    let register = |f| logged_register(f, &values, result);
    for (index, f) in log.iter().enumerate().skip(inputs) {
        let want = register(f);
        if let Some(w) = want {
            if !printed.contains(&w) {
                printed.push(w);
            }
        }
        let picked = want.and_then(|w| pick(&values, &used, w, f.value, position));
        if let Some(Pick::Repeat(value)) = picked {
            // Beside the latest frame, up to where the log has reached,
            // where the register still shows the value (a register can
            // leave the frames, as `ray` after its loop).
            let v = &values[value];
            let frame = (v.frame..=position.max(v.frame))
                .rev()
                .find(|&at| fill.frames()[at].value(&v.name) == Some(v.value))
                .unwrap_or(v.frame);
            lined.push(Lined::Value {
                value,
                frame,
                agrees: true,
                skipped: 0,
            });
            continue;
        }
        let next = values
            .iter()
            .enumerate()
            .position(|(i, v)| !used[i] && want.is_none_or(|w| v.name == w));
        let Some(i) = next else {
            let unknown = want.is_some_and(|w| values.iter().all(|v| v.name != w));
            lined.push(if unknown {
                Lined::Unknown
            } else {
                Lined::Extra
            });
            continue;
        };
        if want.is_none() {
            // A nameless value goes on from the fill value it matched.
            nameless = true;
            used[..i].fill(true);
        }
        let last = want.and_then(|w| {
            values
                .iter()
                .enumerate()
                .rposition(|(j, v)| v.name == w && !given_at[j])
        });
        let mut skipped = 0;
        let i = match (picked.unwrap_or(Pick::Next(i)), last) {
            (Pick::Repeat(value), _) => value,
            (Pick::Next(i), Some(last)) if last > i && values[i].value == f.value => {
                forward = true;
                i
            }
            (Pick::Next(i), _) => i,
            (Pick::Later(j), _) => {
                skipped = skip(&values, &mut used, want, i, j);
                finals |= Some(j) == last;
                j
            }
            // Once the log has printed final values in place of the ones
            // before, or, before it has printed a value that is not final,
            // when the log prints no later value of the register (its order
            // makes it the register's last, the routine's result), a value
            // that parts is set against its register's final value.
            (Pick::Apart(_), Some(last))
                if last > i
                    && (finals
                        || (!forward && !log[index + 1..].iter().any(|g| register(g) == want))) =>
            {
                skipped = skip(&values, &mut used, want, i, last);
                last
            }
            (Pick::Apart(j), _) => {
                skipped = skip(&values, &mut used, want, i, j);
                j
            }
        };
        if !is_last(&values, i) {
            position = position.max(values[i].frame);
        }
        used[i] = true;
        lined.push(Lined::Value {
            value: i,
            frame: values[i].frame,
            agrees: values[i].value == f.value,
            skipped,
        });
    }
    let short = (0..values.len())
        .find(|&i| !used[i] && (nameless || printed.contains(&values[i].name.as_str())));
    LineUp {
        values,
        lined,
        short,
    }
}

/// The register of the fill that log value `f` stands for
/// ([`register_name`]; `None` when nameless), [`RETURN`] standing for the
/// fill's `result` register.
fn logged_register<'a, S>(
    f: &'a LogFrame<S>,
    values: &[FillValue<S>],
    result: Option<&'a str>,
) -> Option<&'a str> {
    f.name.as_deref().map(|n| match register_name(n, values) {
        RETURN if values.iter().all(|v| v.name != RETURN) => result.unwrap_or(RETURN),
        w => w,
    })
}

/// Which of the fill's values a logged value of register `w` is matched
/// with ([`pick`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Pick {
    /// The register's next value, which it equals.
    Next(usize),
    /// A later value of the register, which it equals: the log left the
    /// ones between out (a step not logged, final values).
    Later(usize),
    /// The value the register holds where the log has reached, or the one
    /// last matched, printed again (a log that prints every register at
    /// every step, or an unchanged value each pass of a loop).
    Repeat(usize),
    /// None equals it: it parts from this one, the value the register holds
    /// where the log has reached, else its next.
    Apart(usize),
}

/// Matches a logged value `logged` of register `w` with the fill's
/// `values` not `used` yet, the log having reached frame `position`; `None`
/// when the fill gives `w` no value left ([`line_up`]).
fn pick<S: Eq>(
    values: &[FillValue<S>],
    used: &[bool],
    w: &str,
    logged: S,
    position: usize,
) -> Option<Pick> {
    let of_w = |j: &usize| values[*j].name == w;
    let next = (0..values.len()).filter(of_w).find(|&j| !used[j]);
    // The value `w` holds at `position`: its last one no later.
    let held = (0..values.len())
        .filter(of_w)
        .take_while(|&j| values[j].frame <= position)
        .last();
    if let Some(i) = next {
        if values[i].value == logged {
            return Some(Pick::Next(i));
        }
        if let Some(j) =
            (i + 1..values.len()).find(|j| of_w(j) && !used[*j] && values[*j].value == logged)
        {
            return Some(Pick::Later(j));
        }
    }
    // Or the value last matched, printed again: a register's last value
    // does not move `position` (it may be printed after the routine
    // returned), so a loop that prints an unchanged `flood` each pass
    // repeats it there.
    let matched = (0..values.len()).filter(of_w).rfind(|&j| used[j]);
    if let Some(again) = held
        .filter(|&h| used[h] && values[h].value == logged)
        .or(matched.filter(|&m| values[m].value == logged))
    {
        return Some(Pick::Repeat(again));
    }
    let i = next?;
    Some(Pick::Apart(match held {
        Some(h) if h > i && !used[h] => h,
        _ => i,
    }))
}

/// Whether value `i` is its register's last: a final value (printed after
/// the routine returned, or the caller's own where the trace ends), which
/// tells nothing of where a log printed step by step has reached.
fn is_last<S>(values: &[FillValue<S>], i: usize) -> bool {
    !values[i + 1..].iter().any(|w| w.name == values[i].name)
}

/// Marks register `w`'s values from `from` up to `to` (not included)
/// used, as left out of the log; how many there were.
fn skip<S>(
    values: &[FillValue<S>],
    used: &mut [bool],
    w: Option<&str>,
    from: usize,
    to: usize,
) -> usize {
    let mut n = 0;
    for (k, v) in values.iter().enumerate().take(to).skip(from) {
        if !used[k] && Some(v.name.as_str()) == w {
            used[k] = true;
            n += 1;
        }
    }
    n
}

/// What the log's frames ([`trace`], [`trace9`]) name a value the log
/// gives no name. No name the log reads can be it (a name or an
/// expression never has two words side by side), so a value the log
/// names `value` keeps its name.
pub const NAMELESS: &str = "(no name)";

/// The log as frames to step through: one frame per value, its register
/// named as the log names it ([`NAMELESS`] when nameless) and drawn as the
/// frontier. Where `check` finds the log parting from the fill, that frame
/// draws the fill's value (`fill`, as filled) and their XOR (`xor`, as the
/// result) instead, the logged value listed but not painted, so the squares
/// that differ stand out.
#[must_use]
pub fn trace(log: &Log, check: Option<&Check>) -> crate::Trace {
    use crate::{Frame, Register};
    let frames = log_frames(log, check.map(|c| &c.verdict))
        .into_iter()
        .map(|(caption, registers)| Frame {
            caption: caption.into(),
            line: 0,
            registers: registers
                .into_iter()
                .map(|(name, value, role)| Register::new(name, value, role))
                .collect(),
        })
        .collect();
    crate::Trace {
        algorithm: "log".into(),
        frames,
        outcome: crate::trace::Outcome::Bitboard {
            value: log.frames.last().map_or(Bitboard::EMPTY, |f| f.value),
        },
    }
}

/// [`trace`] on the 9x9 board: a [`crate::nine::Trace9`] of the values
/// of a log read by [`read9`], checked by [`check_on`] against a 9x9 fill.
#[must_use]
pub fn trace9<B>(log: &Log<Board9>, check: Option<&Check<B, Board9>>) -> nine::Trace9 {
    let frames = log_frames(log, check.map(|c| &c.verdict))
        .into_iter()
        .map(|(caption, registers)| nine::Frame9 {
            caption: caption.into(),
            line: 0,
            registers: registers
                .into_iter()
                .map(|(name, value, role)| nine::Register9 {
                    name: name.into(),
                    value,
                    role,
                })
                .collect(),
        })
        .collect();
    nine::Trace9 {
        board: nine::BOARD.into(),
        algorithm: "log".into(),
        frames,
        outcome: nine::Outcome9::Bitboard {
            value: log.frames.last().map_or(Board9::EMPTY, |f| f.value),
        },
    }
}

/// One frame of [`trace`] or [`trace9`]: its caption and its registers.
type LogFrameOf<S> = (String, Vec<(String, S, crate::Role)>);

/// The frames of [`trace`] and [`trace9`], written once for both boards.
fn log_frames<S: LogSet>(log: &Log<S>, verdict: Option<&Verdict<S>>) -> Vec<LogFrameOf<S>> {
    use crate::Role;
    let differs = match verdict {
        Some(Verdict::Differs {
            index,
            expected,
            logged,
        }) => Some((*index, expected, *logged)),
        _ => None,
    };
    log.frames
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let name = f.name.clone().unwrap_or_else(|| NAMELESS.to_string());
            let mut registers = alloc::vec![(name.clone(), f.value, Role::Frontier)];
            let caption = match differs {
                Some((at, expected, logged)) if at == i => {
                    registers[0].2 = Role::Info;
                    registers.push(("fill".into(), expected.value, Role::Filled));
                    registers.push(("xor".into(), logged ^ expected.value, Role::Result));
                    let n = (logged ^ expected.value).count();
                    alloc::format!(
                        "Value {} ({name}) parts from the fill: its {} differs on {n} square{} \
                         (xor)",
                        i + 1,
                        expected.at_frame(),
                        if n == 1 { "" } else { "s" }
                    )
                }
                _ => alloc::format!("Value {} of {}: {name}", i + 1, log.frames.len()),
            };
            (caption, registers)
        })
        .collect()
}
