//! One file per component.

pub mod board;
pub mod code;
pub mod controls;
pub mod editor;
pub mod legend;
pub mod registers;
