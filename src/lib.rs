//! The fillscope web app's plain-Rust model: what the user set up, how
//! that maps onto each algorithm's registers, and the trace it produces.
//! Nothing here touches the browser, so ordinary `cargo test` covers it;
//! the Yew components live in `main.rs` and `components/` (wasm only).

pub mod announce;
pub mod cells;
pub mod code_mode;
pub mod compare_mode;
pub mod export;
pub mod film;
pub mod keys;
pub mod lesson_mode;
pub mod log_mode;
pub mod model;
pub mod nine_board;
pub mod playback;
pub mod quiz;
pub mod state;
pub mod storage;
pub mod url_state;
