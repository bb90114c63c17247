//! One file per component.

pub mod board;
pub mod code;
pub mod compare_view;
pub mod controls;
pub mod editor;
pub mod embed;
pub mod export_panel;
pub mod legend;
pub mod lesson_view;
pub mod live;
pub mod log_view;
pub mod quiz_view;
pub mod registers;
pub mod share;
pub mod tabs;
