//! Reading a bitboard from text: `0x` hex, decimal, square lists
//! (`e4,a1,h8`), `all` and `empty`. Errors say what was wrong and where.
//!
//! ```
//! use fillscope_core::{parse_bitboard, Bitboard, Square};
//! assert_eq!(parse_bitboard("0x8000000000000001"), Ok(Square::A1 | Square::H8));
//! assert_eq!(parse_bitboard("e4, a1 h8").unwrap().count(), 3);
//! assert_eq!(parse_bitboard("all"), Ok(Bitboard::ALL));
//! let err = parse_bitboard("e4,z9").unwrap_err();
//! assert_eq!(err.column, 4);
//! assert_eq!(err.to_string(), "column 4: `z9` is not a square (files a-h, ranks 1-8)");
//! ```

use alloc::format;
use alloc::string::String;
use core::fmt;

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

/// Parses a bitboard. Never panics.
pub fn parse_bitboard(text: &str) -> Result<Bitboard, ParseError> {
    let lead = text.len() - text.trim_start().len();
    let s = text.trim();
    let col0 = text[..lead].chars().count() + 1;
    if s.is_empty() {
        return Err(err(col0, format!("nothing to read: expected {FORMS}")));
    }
    if s.eq_ignore_ascii_case("all") {
        return Ok(Bitboard::ALL);
    }
    if s.eq_ignore_ascii_case("empty") || s.eq_ignore_ascii_case("none") {
        return Ok(Bitboard::EMPTY);
    }
    if s.starts_with('-') {
        return Err(err(
            col0,
            format!("a bitboard is never negative: expected {FORMS}"),
        ));
    }
    if let Some(hex) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        return parse_hex(hex, col0 + 2);
    }
    if s.as_bytes()[0].is_ascii_digit() {
        return parse_decimal(s, col0);
    }
    parse_squares(s, col0)
}

/// A character as a message shows it: printable ASCII as itself, anything
/// else (an invisible zero-width space, a look-alike letter) as `U+200B`.
fn visible(c: char) -> String {
    if c.is_ascii_graphic() {
        return String::from(c);
    }
    // Written by hand: hex formatting machinery is kilobytes of WebAssembly.
    let n = u32::from(c);
    let mut s = String::from("U+");
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
    s
}

fn parse_hex(hex: &str, col: usize) -> Result<Bitboard, ParseError> {
    let mut v: u64 = 0;
    let mut digits = 0;
    for (i, c) in hex.chars().enumerate() {
        if c == '_' {
            continue;
        }
        let Some(d) = c.to_digit(16) else {
            return Err(err(
                col + i,
                format!("`{}` is not a hex digit (0-9, a-f)", visible(c)),
            ));
        };
        digits += 1;
        if digits > 16 {
            return Err(err(
                col + i,
                "more than 16 hex digits: a bitboard has 64 bits",
            ));
        }
        v = v << 4 | u64::from(d);
    }
    if digits == 0 {
        return Err(err(col, "no hex digits after 0x"));
    }
    Ok(Bitboard(v))
}

fn parse_decimal(s: &str, col: usize) -> Result<Bitboard, ParseError> {
    let mut v: u64 = 0;
    for (i, c) in s.chars().enumerate() {
        if c == '_' {
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
            .and_then(|v| v.checked_add(u64::from(d)))
            .ok_or_else(|| err(col, "the number is larger than 2^64 - 1"))?;
    }
    Ok(Bitboard(v))
}

fn parse_squares(s: &str, col: usize) -> Result<Bitboard, ParseError> {
    let mut b = Bitboard::EMPTY;
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
        match word.parse::<Square>() {
            Ok(sq) => b.insert(sq),
            Err(_) => {
                let mut shown: String = word.chars().take(12).map(visible).collect();
                if word.chars().count() > 12 {
                    shown.push('…');
                }
                let lone = ["all", "empty", "none"]
                    .iter()
                    .any(|w| word.eq_ignore_ascii_case(w));
                let why = if lone {
                    "stands alone, not in a list of squares"
                } else {
                    "is not a square (files a-h, ranks 1-8)"
                };
                return Err(err(col + start, format!("`{shown}` {why}")));
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
