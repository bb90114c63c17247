//! Benchmark only: Westcott's all shortest paths written as plain C, the
//! way the seeds write it (`int all_shortest_paths(U64 sq1, U64 sq2, U64
//! path, U64 *asp)` with one `fill` per step kind), compiled by `gcc -O2`
//! through the `cc` crate, with safe wrappers to call it from Rust.
//!
//! The C lives in `csrc/asp.c`. `tests/agree.rs` checks every routine
//! against [`fillscope_core::paths::westcott`] on random boards;
//! `benches/vs_c.rs` (criterion) and `benches/ratio.rs` (interleaved
//! runs, ratios) time the two on the same boards in the same run.
//!
//! Host only: on wasm32 the crate is empty (`build.rs` compiles no C).
#![cfg(not(target_arch = "wasm32"))]

use fillscope_core::paths::MAX_LAYERS;
use fillscope_core::Step;

/// The `asp` buffer a C routine writes: as long as
/// [`fillscope_core::paths::Asp::asp`], so both can be compared whole.
pub type AspBuf = [u64; MAX_LAYERS];

/// The C routines, each behind a safe wrapper.
#[allow(unsafe_code)]
mod ffi {
    use super::AspBuf;
    use core::ffi::c_int;

    macro_rules! routines {
        ($($(#[$doc:meta])* $wrapper:ident => $c:ident;)*) => {
            extern "C" {
                $(fn $c(sq1: u64, sq2: u64, path: u64, asp: *mut u64) -> c_int;)*
            }
            $(
                $(#[$doc])*
                #[inline]
                #[must_use]
                pub fn $wrapper(sq1: u64, sq2: u64, path: u64, asp: &mut AspBuf) -> u32 {
                    // SAFETY: the routine writes only asp[0..=64] (a fill over
                    // 64 squares adds a square per step, so it stops within 64
                    // layers), and `asp` has MAX_LAYERS = 66 entries; it keeps
                    // no pointer after returning.
                    let n = unsafe { $c(sq1, sq2, path, asp.as_mut_ptr()) };
                    n as u32
                }
            )*
        };
    }

    routines! {
        /// King steps.
        king => all_shortest_paths_king;
        /// Rook steps (the four orthogonal neighbours).
        rook => all_shortest_paths_rook;
        /// Bishop steps (the four diagonal neighbours).
        bishop => all_shortest_paths_bishop;
        /// Knight jumps.
        knight => all_shortest_paths_knight;
        /// Rook slides, Kogge-Stone occluded fills.
        rook_slide_ks => all_shortest_paths_rook_slide_ks;
        /// Bishop slides, Kogge-Stone occluded fills.
        bishop_slide_ks => all_shortest_paths_bishop_slide_ks;
        /// Queen slides, Kogge-Stone occluded fills.
        queen_slide_ks => all_shortest_paths_queen_slide_ks;
        /// Rook slides, Dumb7Fill occluded fills.
        rook_slide_dumb7 => all_shortest_paths_rook_slide_dumb7;
        /// Bishop slides, Dumb7Fill occluded fills.
        bishop_slide_dumb7 => all_shortest_paths_bishop_slide_dumb7;
        /// Queen slides, Dumb7Fill occluded fills.
        queen_slide_dumb7 => all_shortest_paths_queen_slide_dumb7;
    }
}

pub use ffi::*;

/// A C routine's wrapper: `(sq1, sq2, path, asp) -> return value`.
pub type Routine = fn(u64, u64, u64, &mut AspBuf) -> u32;

/// Every C routine: its name, the step kind it implements, and the routine.
/// The slides come twice, once per occluded fill.
pub const ROUTINES: [(&str, Step, Routine); 10] = [
    ("king", Step::King, king),
    ("rook", Step::Rook, rook),
    ("bishop", Step::Bishop, bishop),
    ("knight", Step::Knight, knight),
    ("rook-slide-ks", Step::RookSlide, rook_slide_ks),
    ("bishop-slide-ks", Step::BishopSlide, bishop_slide_ks),
    ("queen-slide-ks", Step::QueenSlide, queen_slide_ks),
    ("rook-slide-dumb7", Step::RookSlide, rook_slide_dumb7),
    ("bishop-slide-dumb7", Step::BishopSlide, bishop_slide_dumb7),
    ("queen-slide-dumb7", Step::QueenSlide, queen_slide_dumb7),
];
