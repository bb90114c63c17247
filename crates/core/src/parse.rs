//! Reading a bitboard from text: `0x` hex, decimal (a negative one as its
//! 64-bit two's complement, as C converts `U64 x = -1;`), square lists
//! (`e4,a1,h8`), `all` and `empty`. Errors say what was wrong and where.
//!
//! ```
//! use fillscope_core::{parse_bitboard, Bitboard, Square};
//! assert_eq!(parse_bitboard("0x8000000000000001"), Ok(Square::A1 | Square::H8));
//! assert_eq!(parse_bitboard("e4, a1 h8").unwrap().count(), 3);
//! assert_eq!(parse_bitboard("all"), Ok(Bitboard::ALL));
//! assert_eq!(parse_bitboard("-1"), Ok(Bitboard::ALL));
//! // As copied from C source, with its `;` and a comment.
//! assert_eq!(parse_bitboard("0x10000000ULL; // sq1"), Ok(Square::E4.into()));
//! let err = parse_bitboard("e4,z9").unwrap_err();
//! assert_eq!(err.column, 4);
//! assert_eq!(err.to_string(), "column 4: `z9` is not a square (files a-h, ranks 1-8)");
//! ```

use alloc::format;
use alloc::string::String;
use core::fmt;

use crate::nine::{Board9, Square9};
use crate::{Bitboard, Square};

/// Why some text is not a bitboard, and where (1-based character column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based column of the first offending character.
    pub column: usize,
    /// What was wrong.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseError {}

fn err(column: usize, message: impl Into<String>) -> ParseError {
    ParseError {
        column,
        message: message.into(),
    }
}

/// The forms accepted, for messages and help texts.
pub const FORMS: &str =
    "0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty";

/// The forms a 9x9 set is written in, for messages and help texts.
pub const FORMS_9X9: &str =
    "0x and up to 32 hex digits, a decimal number, squares like e5,a1,i9, all, or empty (bits 0-80)";

/// A kind of set the parser reads: what its words mean and how large its
/// numbers may be. One parser serves the 8x8 and the 9x9 board.
trait SetSyntax: Copy {
    /// The forms, for messages.
    const FORMS: &'static str;
    /// The most hex digits a value may have.
    const HEX_DIGITS: usize;
    /// The message for one hex digit too many.
    const TOO_MANY_DIGITS: &'static str;
    /// The largest value.
    const MAX: u128;
    /// What the squares are, for the message about a word that is none.
    const SQUARES: &'static str;
    /// Every square.
    const ALL: Self;
    /// No square.
    const EMPTY: Self;
    /// The set of these bits (at most [`SetSyntax::MAX`]).
    fn from_bits(v: u128) -> Self;
    /// The set with the square named `word` added, if it names one.
    fn with_square(self, word: &str) -> Option<Self>;
    /// Why a number above [`SetSyntax::MAX`] is refused.
    fn too_large(v: Option<u128>) -> String;
    /// The set a negative decimal number `-magnitude` stands for, or why
    /// it stands for none.
    fn negative(magnitude: u128) -> Result<Self, String>;
}

impl SetSyntax for Bitboard {
    const FORMS: &'static str = FORMS;
    const HEX_DIGITS: usize = 16;
    const TOO_MANY_DIGITS: &'static str = "more than 16 hex digits: a bitboard has 64 bits";
    const MAX: u128 = u64::MAX as u128;
    const SQUARES: &'static str = "files a-h, ranks 1-8";
    const ALL: Self = Bitboard::ALL;
    const EMPTY: Self = Bitboard::EMPTY;
    fn from_bits(v: u128) -> Self {
        Bitboard(v as u64)
    }
    fn with_square(self, word: &str) -> Option<Self> {
        word.parse::<Square>().ok().map(|sq| self.with(sq))
    }
    fn too_large(_: Option<u128>) -> String {
        "the number is larger than 2^64 - 1".into()
    }
    /// Its 64-bit two's complement, as C's `U64 x = -1;` converts it and
    /// the Log reader reads it: `-1` is every square, down to -2^63.
    fn negative(magnitude: u128) -> Result<Self, String> {
        if magnitude > 1 << 63 {
            return Err("the number is below -2^63: a bitboard has 64 bits".into());
        }
        Ok(Bitboard((magnitude as u64).wrapping_neg()))
    }
}

impl SetSyntax for Board9 {
    const FORMS: &'static str = FORMS_9X9;
    const HEX_DIGITS: usize = 32;
    const TOO_MANY_DIGITS: &'static str = "more than 32 hex digits: a 9x9 set has 128 bits";
    const MAX: u128 = Board9::ALL.0;
    const SQUARES: &'static str = "files a-i, ranks 1-9";
    const ALL: Self = Board9::ALL;
    const EMPTY: Self = Board9::EMPTY;
    fn from_bits(v: u128) -> Self {
        Board9(v)
    }
    fn with_square(self, word: &str) -> Option<Self> {
        word.parse::<Square9>().ok().map(|sq| self.with(sq))
    }
    fn too_large(v: Option<u128>) -> String {
        match v {
            Some(v) => format!(
                "bit {} is set, beyond the 9x9 board (its squares a1-i9 are bits 0-80)",
                127 - v.leading_zeros()
            ),
            None => "the number is 2^81 or more, beyond the 9x9 board (bits 0-80)".into(),
        }
    }
    /// Refused: a negative number's two's complement, in the 128 bits C
    /// gives it (as the Code tab's `unsigned __int128` parameters take
    /// it), sets bit 127, past the board's bits 0-80; reading it within
    /// 81 bits instead would give the same text two meanings.
    fn negative(magnitude: u128) -> Result<Self, String> {
        if magnitude == 0 {
            return Ok(Board9::EMPTY);
        }
        Err("a negative number is refused on the 9x9 board: as 128 bits it sets bits past i9 (bit 80); write all for every square".into())
    }
}

/// Parses a bitboard. Never panics.
pub fn parse_bitboard(text: &str) -> Result<Bitboard, ParseError> {
    parse_set(text)
}

/// Parses a set of 9x9 squares, in the forms of [`parse_bitboard`] with
/// squares a1 to i9 and up to 32 hex digits; a bit at 81 or above is an
/// error. Never panics.
///
/// ```
/// use fillscope_core::parse::parse_board9;
/// assert_eq!(parse_board9("all").unwrap().count(), 81);
/// assert_eq!(parse_board9("i1").unwrap().0, 1 << 8);
/// assert!(parse_board9("j1").is_err());
/// let e = parse_board9("0x2_0000_0000_0000_0000_0000").unwrap_err(); // bit 81
/// assert!(e.message.contains("bit 81"), "{e}");
/// ```
pub fn parse_board9(text: &str) -> Result<Board9, ParseError> {
    parse_set(text)
}

fn parse_set<S: SetSyntax>(text: &str) -> Result<S, ParseError> {
    let forms = S::FORMS;
    let lead = text.len() - text.trim_start().len();
    let s = text.trim();
    // A number copied from C source keeps its `;` and a `//` comment after
    // it (`0x10000000ULL; // sq1`): both are left out. (A square list's
    // last `;` still stands for an empty item.)
    let s = s.find("//").map_or(s, |at| s[..at].trim_end());
    let numeric = s.strip_prefix('-').unwrap_or(s);
    let s = match s.strip_suffix(';') {
        Some(number) if numeric.starts_with(|c: char| c.is_ascii_digit()) => number.trim_end(),
        _ => s,
    };
    let col0 = text[..lead].chars().count() + 1;
    if s.is_empty() {
        return Err(err(col0, format!("nothing to read: expected {forms}")));
    }
    if s.eq_ignore_ascii_case("all") {
        return Ok(S::ALL);
    }
    if s.eq_ignore_ascii_case("empty") || s.eq_ignore_ascii_case("none") {
        return Ok(S::EMPTY);
    }
    if let Some(digits) = s.strip_prefix('-') {
        return parse_negative(digits, col0);
    }
    // Exactly 16 hex digits, as printf's `%016llx` writes a bitboard (or a
    // set's own width, 32 on the 9x9 board): hex, as the log reader reads it.
    if is_hex_width(s, 16) || is_hex_width(s, S::HEX_DIGITS) {
        return parse_digits(s, col0, 16);
    }
    // `_10`, `'10`: a separator before any digit (Rust reads `_10` as a
    // name, C++ refuses `'10`).
    if s.starts_with(is_separator)
        && s.trim_start_matches(is_separator)
            .starts_with(|c: char| c.is_ascii_digit())
    {
        return Err(err(
            col0,
            "a number cannot start with `_` or `'`: they stand between digits",
        ));
    }
    if !s.as_bytes()[0].is_ascii_digit() {
        return parse_squares(s, col0);
    }
    // A number as an engine's source writes it: `0x0101'0101'0101'0101ULL`.
    let Some((s, _)) = split_c_suffix(s) else {
        let digits = s.trim_end_matches(['u', 'U', 'l', 'L']);
        let bad = &s[digits.len()..];
        return Err(err(
            col0 + digits.chars().count(),
            format!("`{bad}` is not a C integer suffix (u, l, ll, ul, ull or llu, in either case)"),
        ));
    };
    if let Some(hex) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        return parse_digits(hex, col0 + 2, 16);
    }
    if let Some(bin) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        return parse_digits(bin, col0 + 2, 2);
    }
    // A character that is no digit is named where it stands first.
    let v = parse_decimal(s, col0)?;
    // C reads `017` as octal 15; a reader of the field may mean 17.
    if octal_in_c(s) {
        return Err(err(
            col0,
            "a number that starts with 0 is octal in C: write 0x for hex, \
             or leave out the leading 0 for decimal",
        ));
    }
    Ok(v)
}

/// Whether `s` is exactly `width` hex digits with no `0x`: how printf's
/// `%016llx` writes a bitboard. Such text is read as hex, even when all
/// its digits are decimal ones.
pub(crate) fn is_hex_width(s: &str, width: usize) -> bool {
    s.len() == width && s.bytes().all(|c| c.is_ascii_hexdigit())
}

/// Splits a C integer suffix (`u`, `l`, `ll`, `ul`, `ull`, `llu`, either
/// case, `ll` never mixed) off `s`: `(digits, suffix)`. `None` when the
/// `u`s and `l`s that end `s` are no suffix C allows (`uul`, `lL`).
pub(crate) fn split_c_suffix(s: &str) -> Option<(&str, &str)> {
    let digits = s.trim_end_matches(['u', 'U', 'l', 'L']);
    let suffix = &s[digits.len()..];
    // One `u` first or last, and the `l`s together and alike between.
    let ls = suffix
        .strip_prefix(['u', 'U'])
        .or_else(|| suffix.strip_suffix(['u', 'U']))
        .unwrap_or(suffix);
    matches!(ls, "" | "l" | "L" | "ll" | "LL").then_some((digits, suffix))
}

/// A digit separator: Rust's `_` or C++14's `'`.
fn is_separator(c: char) -> bool {
    c == '_' || c == '\''
}

/// Whether the `'` at byte `at` of `text` stands between two digits of
/// `radix`, as C++14 wants (`0x'10` and `10'` are not C++). Rust's `_` may
/// also lead or trail, as Rust allows.
pub(crate) fn quote_between_digits(text: &str, at: usize, radix: u32) -> bool {
    let digit = |c: Option<char>| c.is_some_and(|c| c.is_digit(radix));
    digit(text[..at].chars().next_back()) && digit(text[at + 1..].chars().next())
}

/// Whether the decimal digits `s` (`_` and `'` among them) start with a 0
/// before another digit: octal in C (`017` is 15), which a reader may
/// mean as decimal.
pub(crate) fn octal_in_c(s: &str) -> bool {
    s.starts_with('0') && s.bytes().any(|c| !matches!(c, b'0' | b'_' | b'\''))
}

/// [`quote_between_digits`] as a parse error at column `col`.
fn check_quote(text: &str, at: usize, radix: u32, col: usize) -> Result<(), ParseError> {
    if text.as_bytes()[at] == b'\'' && !quote_between_digits(text, at, radix) {
        return Err(err(col, "`'` must stand between two digits"));
    }
    Ok(())
}

/// A character as a message shows it: printable ASCII as itself, anything
/// else (an invisible zero-width space, a look-alike letter) as `<U+200B>`,
/// bracketed so that the characters after it are not read as its digits.
fn visible(c: char) -> String {
    if c.is_ascii_graphic() {
        return String::from(c);
    }
    // Written by hand: hex formatting machinery is kilobytes of WebAssembly.
    let n = u32::from(c);
    let mut s = String::from("<U+");
    let width = if n > 0xF_FFFF {
        6
    } else if n > 0xFFFF {
        5
    } else {
        4
    };
    for shift in (0..width).rev() {
        let d = (n >> (4 * shift)) & 0xF;
        s.push(char::from(b"0123456789ABCDEF"[d as usize]));
    }
    s.push('>');
    s
}

/// The digits after `0x` (`radix` 16) or `0b` (2), `_` and `'` between
/// them. Only the significant digits count against a set's width (16 hex
/// digits for a bitboard): leading zeros are free, as in C, so
/// `0x00000000000000001` is 1.
fn parse_digits<S: SetSyntax>(text: &str, col: usize, radix: u32) -> Result<S, ParseError> {
    let (digit, none) = if radix == 16 {
        ("hex digit (0-9, a-f)", "no hex digits after 0x")
    } else {
        ("binary digit (0 or 1)", "no binary digits after 0b")
    };
    let mut v: u128 = 0;
    let mut bits = 0;
    for (i, (at, c)) in text.char_indices().enumerate() {
        if is_separator(c) {
            check_quote(text, at, radix, col + i)?;
            continue;
        }
        let Some(d) = c.to_digit(radix) else {
            return Err(err(col + i, format!("`{}` is not a {digit}", visible(c))));
        };
        if v != 0 || d != 0 {
            bits += radix.ilog2() as usize;
        }
        if bits > S::HEX_DIGITS * 4 {
            let why = if radix == 16 {
                S::TOO_MANY_DIGITS.into()
            } else {
                S::too_large(None)
            };
            return Err(err(col + i, why));
        }
        v = v * u128::from(radix) + u128::from(d);
    }
    if text.chars().all(is_separator) {
        return Err(err(col, none));
    }
    if v > S::MAX {
        return Err(err(col, S::too_large(Some(v))));
    }
    Ok(S::from_bits(v))
}

/// The text after a `-` that starts at column `col`: a decimal number, with
/// a C suffix and digit separators as any other, read by
/// [`SetSyntax::negative`]. Hex and binary are refused: C reads `-0x1`
/// as -1 too, but the Log reader and the link never wrote one, and a
/// register field's reader may not expect it.
fn parse_negative<S: SetSyntax>(text: &str, col: usize) -> Result<S, ParseError> {
    let decimal = text.starts_with(|c: char| c.is_ascii_digit())
        && !text.starts_with("0x")
        && !text.starts_with("0X")
        && !text.starts_with("0b")
        && !text.starts_with("0B");
    if !decimal {
        // On the 9x9 board no negative number is read: say that first.
        S::negative(1).map_err(|why| err(col, why))?;
        return Err(err(
            col,
            format!(
                "only a decimal number can be negative (-1 is every square): expected {}",
                S::FORMS
            ),
        ));
    }
    let Some((digits, _)) = split_c_suffix(text) else {
        let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
        let bad = &text[digits.len()..];
        return Err(err(
            col + 1 + digits.chars().count(),
            format!("`{bad}` is not a C integer suffix (u, l, ll, ul, ull or llu, in either case)"),
        ));
    };
    // A number too large for any set is refused where the `-` stands.
    let magnitude = decimal_digits(digits, col + 1, col, u128::MAX >> 1, || {
        S::negative(u128::MAX >> 1).err().unwrap_or_default()
    })?;
    if octal_in_c(digits) {
        return Err(err(
            col,
            "a number that starts with 0 is octal in C: write 0x for hex, \
             or leave out the leading 0 for decimal",
        ));
    }
    S::negative(magnitude).map_err(|why| err(col, why))
}

fn parse_decimal<S: SetSyntax>(s: &str, col: usize) -> Result<S, ParseError> {
    decimal_digits(s, col, col, S::MAX, || S::too_large(None)).map(S::from_bits)
}

/// The value of decimal digits (`_` and `'` between them) starting at
/// column `col`, at most `max`; `too_large` says why a larger one is
/// refused, at column `whole`.
fn decimal_digits(
    s: &str,
    col: usize,
    whole: usize,
    max: u128,
    too_large: impl Fn() -> String,
) -> Result<u128, ParseError> {
    let mut v: u128 = 0;
    for (i, (at, c)) in s.char_indices().enumerate() {
        if is_separator(c) {
            check_quote(s, at, 10, col + i)?;
            continue;
        }
        let Some(d) = c.to_digit(10) else {
            return Err(err(
                col + i,
                format!("`{}` is not a decimal digit (use 0x for hex)", visible(c)),
            ));
        };
        v = v
            .checked_mul(10)
            .and_then(|v| v.checked_add(u128::from(d)))
            .filter(|&v| v <= max)
            .ok_or_else(|| err(whole, too_large()))?;
    }
    Ok(v)
}

fn parse_squares<S: SetSyntax>(s: &str, col: usize) -> Result<S, ParseError> {
    let mut b = S::EMPTY;
    let mut i = 0usize; // char index into s
    let chars: alloc::vec::Vec<char> = s.chars().collect();
    // Where the last `,` or `;` stands while no square has followed it yet
    // (the start of the text counts as one): an empty item is an error.
    let mut open_separator: Option<usize> = Some(0);
    while i < chars.len() {
        let c = chars[i];
        if c == ',' || c == ';' {
            if open_separator.is_some() {
                return Err(err(col + i, format!("`{c}` with no square before it")));
            }
            open_separator = Some(i);
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && !(chars[i] == ',' || chars[i] == ';' || chars[i].is_whitespace()) {
            i += 1;
        }
        open_separator = None;
        let word: String = chars[start..i].iter().collect();
        match b.with_square(&word) {
            Some(with) => b = with,
            None => {
                let mut shown: String = word.chars().take(12).map(visible).collect();
                if word.chars().count() > 12 {
                    shown.push('…');
                }
                let lone = ["all", "empty", "none"]
                    .iter()
                    .any(|w| word.eq_ignore_ascii_case(w));
                if lone {
                    return Err(err(
                        col + start,
                        format!("`{shown}` stands alone, not in a list of squares"),
                    ));
                }
                return Err(err(
                    col + start,
                    format!("`{shown}` is not a square ({})", S::SQUARES),
                ));
            }
        }
    }
    if let Some(at) = open_separator.filter(|_| !chars.is_empty()) {
        return Err(err(
            col + at,
            format!("`{}` with no square after it", chars[at]),
        ));
    }
    Ok(b)
}
