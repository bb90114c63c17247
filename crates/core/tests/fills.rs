//! Occluded fills, attack fills and set-wise slider attacks against rays
//! walked square by square.

mod common;

use common::{board, open_board};
use fillscope_core::{fill, naive, Bitboard, Direction, Method, Piece};
use proptest::prelude::*;

fn direction() -> impl Strategy<Value = Direction> {
    prop::sample::select(Direction::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn three_methods_agree_with_walked_rays(gen in board(), pro in open_board(), dir in direction()) {
        let truth = naive::occluded(gen, pro, dir);
        for m in Method::ALL {
            prop_assert_eq!(fill::occluded(gen, pro, dir, m), truth, "{:?} {}", m, dir);
            prop_assert_eq!(fill::attacks(gen, pro, dir, m), naive::attacks(gen, pro, dir), "{:?} {}", m, dir);
            let (flood, att, trace) = fill::fill_traced(gen, pro, dir, m);
            prop_assert_eq!(flood, truth);
            prop_assert_eq!(att, naive::attacks(gen, pro, dir));
            let last = trace.frames.last().unwrap();
            prop_assert_eq!(last.get("flood"), Some(flood));
            prop_assert_eq!(last.get("attacks"), Some(att));
            prop_assert_eq!(&trace.outcome, &fillscope_core::trace::Outcome::Bitboard { value: flood });
            // The method's own last frame already holds the answer.
            let before = &trace.frames[trace.frames.len() - 2];
            let reg = if m == Method::KoggeStone { "gen" } else { "flood" };
            prop_assert_eq!(before.get(reg), Some(flood));
        }
    }

    #[test]
    fn every_set_gen_square_is_in_its_flood(gen in board(), pro in board(), dir in direction()) {
        for m in Method::ALL {
            let f = fill::occluded(gen, pro, dir, m);
            prop_assert!(gen.is_subset(f));
            prop_assert!((f - gen).is_subset(pro));
        }
    }

    #[test]
    fn slider_attacks_are_the_union_of_rays(
        sliders in common::few_squares(), occupied in board(), piece in prop::sample::select(Piece::ALL.to_vec())
    ) {
        let occupied = occupied | sliders;
        let truth = piece
            .directions()
            .iter()
            .fold(Bitboard::EMPTY, |acc, &d| acc | naive::attacks(sliders, !occupied, d));
        prop_assert_eq!(fill::slider_attacks(piece, sliders, occupied), truth);
        let (traced, trace) = fill::slider_attacks_traced(piece, sliders, occupied);
        prop_assert_eq!(traced, truth);
        prop_assert_eq!(trace.frames.last().unwrap().get("attacks"), Some(truth));
        prop_assert_eq!(trace.frames.len(), 1 + piece.directions().len());
    }

    #[test]
    fn rotate_one_is_shift_one(b in any::<u64>(), dir in direction()) {
        let b = Bitboard(b);
        prop_assert_eq!(dir.rotate_one(b), dir.shift_one(b));
        // And one step is the walked one-square ray.
        let walked: Bitboard = b
            .squares()
            .filter_map(|s| { let (df, dr) = dir.delta(); s.try_offset(df, dr) })
            .collect();
        prop_assert_eq!(dir.shift_one(b), walked);
    }
}

#[test]
fn queen_on_empty_board_sees_27_squares_from_the_centre_and_21_from_a_corner() {
    use fillscope_core::Square;
    assert_eq!(
        fill::slider_attacks(Piece::Queen, Square::D4.into(), Square::D4.into()).count(),
        27
    );
    assert_eq!(
        fill::slider_attacks(Piece::Queen, Square::H1.into(), Square::H1.into()).count(),
        21
    );
    assert_eq!(
        fill::slider_attacks(Piece::Rook, Square::A8.into(), Square::A8.into()).count(),
        14
    );
}
