//! Sliding-piece steps (`rook-slide`, `bishop-slide`, `queen-slide`):
//! worked examples by hand, and the fast fills against square-by-square
//! BFS over slider moves (`naive::moves`). The random-board checks of
//! `paths.rs` and `moshammer.rs` cover these steps too, through `Step::ALL`.

mod common;

use fillscope_core::{naive, paths, Bitboard, Square, Step};
use proptest::prelude::*;

fn set(squares: &[Square]) -> Bitboard {
    squares.iter().copied().collect()
}

#[test]
fn names_round_trip() {
    for (step, name) in [
        (Step::RookSlide, "rook-slide"),
        (Step::BishopSlide, "bishop-slide"),
        (Step::QueenSlide, "queen-slide"),
    ] {
        assert_eq!(step.name(), name);
        assert_eq!(Step::from_name(name), Some(step));
        assert!(step.slides());
        assert_eq!(serde_json::to_string(&step).unwrap(), format!("\"{name}\""));
    }
    assert!(!Step::King.slides());
}

#[test]
fn rook_corner_to_corner_takes_two_moves() {
    let r = paths::westcott(
        Square::A1.into(),
        Square::H8.into(),
        Bitboard::ALL,
        Step::RookSlide,
    );
    assert_eq!(r.moves(), Some(2));
    assert_eq!(
        r.layers(),
        &[
            Square::A1.into(),
            set(&[Square::A8, Square::H1]),
            Square::H8.into()
        ]
    );
}

#[test]
fn bishop_moves_once_along_the_long_diagonal_and_never_changes_colour() {
    let r = paths::westcott(
        Square::A1.into(),
        Square::H8.into(),
        Bitboard::ALL,
        Step::BishopSlide,
    );
    assert_eq!(r.layers(), &[Square::A1.into(), Square::H8.into()]);
    let r = paths::westcott(
        Square::A1.into(),
        Square::A2.into(),
        Bitboard::ALL,
        Step::BishopSlide,
    );
    assert_eq!(r.moves(), None);
    assert_eq!(r.ret, 0);
}

#[test]
fn queen_a1_to_b3_goes_through_the_squares_that_see_both() {
    let r = paths::westcott(
        Square::A1.into(),
        Square::B3.into(),
        Bitboard::ALL,
        Step::QueenSlide,
    );
    assert_eq!(r.moves(), Some(2));
    assert_eq!(
        r.layers()[1],
        set(&[
            Square::A2,
            Square::A3,
            Square::A4,
            Square::B1,
            Square::B2,
            Square::C3,
            Square::D1
        ])
    );
}

#[test]
fn a_blocker_stops_the_ray_and_is_never_entered() {
    // a4 is off the path: a rook on a1 sees a2 and a3 up the file, no further.
    let path = !Bitboard::from(Square::A4);
    let one = Step::RookSlide.advance(Square::A1.into(), path);
    assert_eq!(
        one,
        set(&[
            Square::A1,
            Square::A2,
            Square::A3,
            Square::B1,
            Square::C1,
            Square::D1,
            Square::E1,
            Square::F1,
            Square::G1,
            Square::H1
        ])
    );
    let r = paths::westcott(Square::A1.into(), Square::A8.into(), path, Step::RookSlide);
    assert_eq!(r.moves(), Some(3));
    assert!(!r.layers().iter().any(|l| l.contains(Square::A4)));
}

#[test]
fn slides_do_not_wrap_round_the_board_edge() {
    // From h1 eastwards there is nothing; from a8 westwards nothing either.
    let from_h = Step::RookSlide.advance(
        Square::H1.into(),
        set(&[Square::H1, Square::A2, Square::B2]),
    );
    assert_eq!(from_h, Square::H1.into());
    let diag = Step::BishopSlide.advance(Square::H4.into(), Bitboard::ALL);
    assert!(!diag.contains(Square::A5) && !diag.contains(Square::A3) && !diag.contains(Square::A6));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// One iteration equals walking every ray of every square square by square.
    #[test]
    fn advance_matches_ray_walks(b in any::<u64>(), path in common::path_case().prop_map(|c| c.2),
                                 step in prop::sample::select(vec![Step::RookSlide, Step::BishopSlide, Step::QueenSlide])) {
        let b = Bitboard(b & b.rotate_left(13) & b.rotate_left(41));
        let mut truth = Bitboard::EMPTY;
        for s in b.squares() {
            truth.insert(s);
            for m in naive::moves(s, step, path) {
                truth.insert(m);
            }
        }
        prop_assert_eq!(step.advance(b, path), truth & path);
    }
}

#[test]
fn traces_show_each_direction_of_a_slide() {
    let path = !Bitboard::from(Square::A4);
    let (_, t) =
        paths::westcott_traced(Square::A1.into(), Square::A8.into(), path, Step::RookSlide);
    let rays: Vec<Bitboard> = t.frames.iter().filter_map(|f| f.get("ray")).collect();
    // First iteration from a1: north stops before a4, east runs to h1,
    // south and west leave the board at once.
    assert_eq!(
        rays[..4],
        [
            set(&[Square::A2, Square::A3]),
            set(&[
                Square::B1,
                Square::C1,
                Square::D1,
                Square::E1,
                Square::F1,
                Square::G1,
                Square::H1
            ]),
            Bitboard::EMPTY,
            Bitboard::EMPTY,
        ]
    );
    assert!(t
        .frames
        .iter()
        .any(|f| f.caption.contains("rook-slide rays nort")));
    // One-square steps have no ray frames.
    let (_, t) = paths::westcott_traced(Square::A1.into(), Square::A8.into(), path, Step::Rook);
    assert!(t.frames.iter().all(|f| f.get("ray").is_none()));
}
