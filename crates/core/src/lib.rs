//! # fillscope-core
//!
//! Bitboard flood fills on plain `u64`s, each written once and runnable
//! *untraced* (benchmarks, CLI answers: no recording cost) or *traced*
//! (every intermediate value recorded as a [`Trace`] of plain-data [`Frame`]s
//! that the web app, the CLI and the tests play back).
//!
//! Board mapping is little-endian rank-file: a1 = bit 0, h1 = bit 7, h8 = bit 63.
//! The bit-shift BFS and Voronoi also run on Great Escape's 9x9 board in a
//! `u128` ([`nine`]), with the same code ([`grid`]).
//!
//! ```
//! use fillscope_core::{paths, Bitboard, Square, Step};
//!
//! // The seed example: a king on e4 looking for a1 or h8 on an empty board.
//! let sq1 = Bitboard::from(Square::E4);
//! let sq2 = Square::A1 | Square::H8;
//! let r = paths::westcott(sq1, sq2, Bitboard::ALL, Step::King);
//! assert_eq!(r.ret, 5); // the routine returns the number of layers...
//! assert_eq!(r.moves(), Some(4)); // ...which is one more than the moves
//! assert_eq!(r.layers()[4], sq2);
//! ```
#![no_std]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod algorithm;
pub mod bfs;
mod bitboard;
pub mod code;
pub mod compare;
pub mod fill;
pub mod grid;
pub mod log;
pub mod naive;
pub mod nine;
pub mod parse;
pub mod paths;
pub mod pawns;
pub mod reach;
pub mod render;
mod square;
pub mod trace;

pub use algorithm::{Algorithm, Choice, Inputs, Setup, Stages};
pub use bitboard::Bitboard;
pub use fill::{Direction, Method, Piece};
pub use parse::{parse_bitboard, ParseError};
pub use paths::Step;
pub use square::{ParseSquareError, Square};
pub use trace::{Frame, Marks, NoTrace, Recorder, Register, Role, Trace, Tracer};
