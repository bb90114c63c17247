//! Drawing boards as the seeds do: eight rows, rank 8 on top, `1` and `.`,
//! several boards side by side with captions.
//!
//! ```
//! use fillscope_core::{render, Bitboard, Square};
//! let text = render::side_by_side(&[("a1", Square::A1.into()), ("h8", Square::H8.into())]);
//! let lines: Vec<&str> = text.lines().collect();
//! assert_eq!(lines[1], ". . . . . . . .   . . . . . . . 1");
//! assert_eq!(lines[8], "1 . . . . . . .   . . . . . . . .");
//! ```

use alloc::string::String;
use core::fmt::Write;

use crate::Bitboard;

/// Width of one drawn board: 8 cells and 7 spaces.
pub const BOARD_WIDTH: usize = 15;

/// Draws the boards left to right, each under its caption (captions
/// longer than a board are cut). Lines carry no trailing spaces.
#[must_use]
pub fn side_by_side(boards: &[(&str, Bitboard)]) -> String {
    let mut out = String::new();
    let gap = "   ";
    let mut line = String::new();
    for (k, (caption, _)) in boards.iter().enumerate() {
        if k > 0 {
            line.push_str(gap);
        }
        let c: String = caption.chars().take(BOARD_WIDTH).collect();
        let _ = write!(line, "{c:<BOARD_WIDTH$}");
    }
    out.push_str(line.trim_end());
    out.push('\n');
    for rank in (0..8).rev() {
        line.clear();
        for (k, (_, b)) in boards.iter().enumerate() {
            if k > 0 {
                line.push_str(gap);
            }
            for file in 0..8 {
                if file > 0 {
                    line.push(' ');
                }
                line.push(if b.0 >> (rank * 8 + file) & 1 == 1 {
                    '1'
                } else {
                    '.'
                });
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Like [`side_by_side`], wrapping to rows of at most `per_row` boards,
/// with a blank line between rows.
#[must_use]
pub fn grid(boards: &[(&str, Bitboard)], per_row: usize) -> String {
    let mut out = String::new();
    for (k, chunk) in boards.chunks(per_row.max(1)).enumerate() {
        if k > 0 {
            out.push('\n');
        }
        out.push_str(&side_by_side(chunk));
    }
    out
}
