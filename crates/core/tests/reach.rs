//! Reach (mobility with simulated ply) against queue BFS over the same
//! moves, square by square, on random boards and every step kind.

mod common;

use common::{path_case, step};
use fillscope_core::{naive, reach, Bitboard, Square, Step};
use proptest::prelude::*;

#[test]
fn a_knight_in_the_corner() {
    let plies = reach::reach(Square::A1.into(), Bitboard::ALL, Step::Knight, Some(1));
    assert_eq!(plies, [Square::A1.into(), Square::B3 | Square::C2]);
    assert_eq!(
        reach::reach(Square::A1.into(), Bitboard::ALL, Step::Knight, Some(0)),
        [Bitboard::from(Square::A1)]
    );
    // Every square within six knight moves of a1; no trailing empty ply.
    let all = reach::reach(Square::A1.into(), Bitboard::ALL, Step::Knight, None);
    assert_eq!(all.len(), 7);
    assert_eq!(all.iter().map(|p| p.count()).sum::<u32>(), 64);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn reach_matches_queue_bfs((sq1, _sq2, path) in path_case(), step in step(), plies in prop::option::of(0u32..6)) {
        let fast = reach::reach(sq1, path, step, plies);
        prop_assert_eq!(&fast, &naive::plies(sq1, path, step, plies));
        let (traced, trace) = reach::reach_traced(sq1, path, step, plies);
        prop_assert_eq!(&traced, &fast);
        // The last frame shows every ply the untraced call returned.
        let last = trace.frames.last().expect("frames");
        for (k, p) in fast.iter().enumerate() {
            prop_assert_eq!(last.get(&format!("ply[{k}]")), Some(*p));
        }
    }
}
