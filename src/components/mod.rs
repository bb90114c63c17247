//! One file per component.

pub mod board;
pub mod code;
#[cfg(feature = "modes")]
pub mod code_view;
#[cfg(feature = "modes")]
pub mod compare_export;
#[cfg(feature = "modes")]
pub mod compare_view;
pub mod controls;
#[cfg(feature = "modes")]
pub mod dialog;
pub mod editor;
pub mod embed;
pub mod export_panel;
pub mod keys;
pub mod legend;
#[cfg(feature = "modes")]
pub mod lesson_view;
pub mod live;
#[cfg(feature = "modes")]
pub mod log_view;
#[cfg(feature = "modes")]
pub mod quiz_view;
pub mod registers;
pub mod share;
pub mod tabs;
