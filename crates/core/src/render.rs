//! Drawing boards as the seeds do: eight rows, rank 8 on top, `1` and `.`,
//! several boards side by side with captions (nine rows on the 9x9 board).
//!
//! ```
//! use fillscope_core::{render, Bitboard, Square};
//! let text = render::side_by_side(&[("a1", Square::A1.into()), ("h8", Square::H8.into())]);
//! let lines: Vec<&str> = text.lines().collect();
//! assert_eq!(lines[1], ". . . . . . . .   . . . . . . . 1");
//! assert_eq!(lines[8], "1 . . . . . . .   . . . . . . . .");
//! ```

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use crate::grid::Grid;
use crate::Bitboard;

/// Width of one drawn board: 8 cells and 7 spaces.
pub const BOARD_WIDTH: usize = 15;

/// Width of one drawn board of word `W`: a cell per file and a space
/// between cells (15 on 8x8, 17 on 9x9).
#[must_use]
pub const fn board_width<W: Grid>() -> usize {
    2 * W::WIDTH as usize - 1
}

/// Draws the boards left to right, each under its caption (captions
/// longer than a board are cut). Lines carry no trailing spaces.
#[must_use]
pub fn side_by_side(boards: &[(&str, Bitboard)]) -> String {
    let words: Vec<(&str, u64)> = boards.iter().map(|&(c, b)| (c, b.0)).collect();
    side_by_side_of(&words)
}

/// [`side_by_side`] for boards of any size (see [`crate::grid`]): rank
/// `HEIGHT` on top, a-file on the left.
#[must_use]
pub fn side_by_side_of<W: Grid>(boards: &[(&str, W)]) -> String {
    let width = board_width::<W>();
    // a1: the one bit in both the first file and the first rank.
    let a1 = W::FIRST_FILE & W::FIRST_RANK;
    let mut out = String::new();
    let gap = "   ";
    let mut line = String::new();
    for (k, (caption, _)) in boards.iter().enumerate() {
        if k > 0 {
            line.push_str(gap);
        }
        let c: String = caption.chars().take(width).collect();
        let _ = write!(line, "{c:<width$}");
    }
    out.push_str(line.trim_end());
    out.push('\n');
    for rank in (0..W::HEIGHT).rev() {
        line.clear();
        for (k, &(_, b)) in boards.iter().enumerate() {
            if k > 0 {
                line.push_str(gap);
            }
            for file in 0..W::WIDTH {
                if file > 0 {
                    line.push(' ');
                }
                let on = (b >> (rank * W::WIDTH + file)) & a1 != W::EMPTY;
                line.push(if on { '1' } else { '.' });
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
    let words: Vec<(&str, u64)> = boards.iter().map(|&(c, b)| (c, b.0)).collect();
    grid_of(&words, per_row)
}

/// [`grid`] for boards of any size.
#[must_use]
pub fn grid_of<W: Grid>(boards: &[(&str, W)], per_row: usize) -> String {
    let mut out = String::new();
    for (k, chunk) in boards.chunks(per_row.max(1)).enumerate() {
        if k > 0 {
            out.push('\n');
        }
        out.push_str(&side_by_side_of(chunk));
    }
    out
}
