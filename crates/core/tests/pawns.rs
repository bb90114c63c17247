//! Pawn fills and spans against square-by-square walks of the board.

use fillscope_core::{pawns, Bitboard, Square};
use proptest::prelude::*;

/// Squares `sq` with `pred(file, rank)`.
fn where_(pred: impl Fn(i8, i8) -> bool) -> Bitboard {
    Square::all()
        .filter(|s| pred(s.file() as i8, s.rank() as i8))
        .collect()
}

fn naive(white: Bitboard, black: Bitboard) -> pawns::PawnSets {
    let pawns_at = |b: Bitboard, f: i8, r: i8| {
        (0..8).contains(&f)
            && (0..8).contains(&r)
            && b.squares()
                .any(|s| s.file() as i8 == f && s.rank() as i8 == r)
    };
    let any = |b: Bitboard, p: &dyn Fn(i8, i8) -> bool| {
        b.squares().any(|s| p(s.file() as i8, s.rank() as i8))
    };
    let on_file = |b: Bitboard, f: i8| any(b, &|pf, _| pf == f);
    // A square is in a front span when a pawn stands strictly behind it on its file.
    let w_front_spans = where_(|f, r| any(white, &|pf, pr| pf == f && pr < r));
    let b_front_spans = where_(|f, r| any(black, &|pf, pr| pf == f && pr > r));
    let w_afs = where_(|f, r| any(white, &|pf, pr| (pf - f).abs() == 1 && pr < r));
    let b_afs = where_(|f, r| any(black, &|pf, pr| (pf - f).abs() == 1 && pr > r));
    let w_att = where_(|f, r| pawns_at(white, f - 1, r - 1) || pawns_at(white, f + 1, r - 1));
    let b_att = where_(|f, r| pawns_at(black, f - 1, r + 1) || pawns_at(black, f + 1, r + 1));
    pawns::PawnSets {
        w_front_fill: where_(|f, r| any(white, &|pf, pr| pf == f && pr <= r)),
        w_rear_fill: where_(|f, r| any(white, &|pf, pr| pf == f && pr >= r)),
        b_front_fill: where_(|f, r| any(black, &|pf, pr| pf == f && pr >= r)),
        b_rear_fill: where_(|f, r| any(black, &|pf, pr| pf == f && pr <= r)),
        w_front_spans,
        w_rear_spans: where_(|f, r| any(white, &|pf, pr| pf == f && pr > r)),
        b_front_spans,
        b_rear_spans: where_(|f, r| any(black, &|pf, pr| pf == f && pr < r)),
        w_attack_front_spans: w_afs,
        b_attack_front_spans: b_afs,
        w_pawn_attacks: w_att,
        b_pawn_attacks: b_att,
        w_passed: white
            .squares()
            .filter(|s| {
                !any(black, &|pf, pr| {
                    (pf - s.file() as i8).abs() <= 1 && pr > s.rank() as i8
                })
            })
            .collect(),
        b_passed: black
            .squares()
            .filter(|s| {
                !any(white, &|pf, pr| {
                    (pf - s.file() as i8).abs() <= 1 && pr < s.rank() as i8
                })
            })
            .collect(),
        open_files: where_(|f, _| !on_file(white, f) && !on_file(black, f)),
        closed_files: where_(|f, _| on_file(white, f) && on_file(black, f)),
        w_half_open_files: where_(|f, _| !on_file(white, f) && on_file(black, f)),
        b_half_open_files: where_(|f, _| on_file(white, f) && !on_file(black, f)),
        w_outposts: where_(|f, r| {
            (3..=5).contains(&r) && w_att.contains_at(f, r) && !b_afs.contains_at(f, r)
        }),
        b_outposts: where_(|f, r| {
            (2..=4).contains(&r) && b_att.contains_at(f, r) && !w_afs.contains_at(f, r)
        }),
    }
}

trait At {
    fn contains_at(&self, f: i8, r: i8) -> bool;
}
impl At for Bitboard {
    fn contains_at(&self, f: i8, r: i8) -> bool {
        self.squares()
            .any(|s| s.file() as i8 == f && s.rank() as i8 == r)
    }
}

#[test]
fn a_passed_pawn_and_an_outpost() {
    // White: a2, d4, e5; black: a7, f7. d4 and e5 are passed only if no black
    // pawn on c-f files ahead: f7 stops e5 (adjacent file), not d4.
    let white = Square::A2 | Square::D4 | Square::E5;
    let black = Square::A7 | Square::F7;
    let s = pawns::pawn_sets(white, black);
    assert_eq!(s.w_passed, Bitboard::from(Square::D4));
    // f7 is no passed pawn: e5 stands ahead of it on a neighbouring file.
    assert_eq!(s.b_passed, Bitboard::EMPTY);
    // d6 is guarded by e5 and no black pawn on c or e files can ever hit it.
    assert!(s.w_outposts.contains(Square::D6));
    // e6 is attacked by f7: not an outpost... and it is not guarded anyway.
    assert!(!s.w_outposts.contains(Square::E6));
    assert!(s.open_files.contains(Square::B1) && s.closed_files.contains(Square::A4));
    assert!(s.b_half_open_files.contains(Square::D8));
    assert!(s.w_half_open_files.contains(Square::F1));
}

#[test]
fn the_trace_has_the_doubling_steps_and_every_set() {
    let white = Square::A2 | Square::D4;
    let black = Square::F7.into();
    let (s, t) = pawns::pawn_sets_traced(white, black);
    assert_eq!(t.frames.len(), 4 * 3 + 20);
    for (name, value) in s.named() {
        assert!(
            t.frames.iter().any(|f| f.get(name) == Some(value)),
            "{name}"
        );
    }
    // nort_fill(white), a2 and d4: one rank (4 squares), two more (8), then
    // up to the eighth rank (a2-a8 and d4-d8: 12).
    let b: Vec<u32> = t.frames[..3]
        .iter()
        .map(|f| f.get("b").unwrap().count())
        .collect();
    assert_eq!(b, [4, 8, 12]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn every_set_matches_the_square_walk(w in any::<u64>(), b in any::<u64>(), sparse in 0u32..3) {
        let thin = |x: u64| match sparse { 0 => x, 1 => x & x.rotate_left(19), _ => x & x.rotate_left(19) & x.rotate_left(41) };
        let white = Bitboard(thin(w));
        let black = Bitboard(thin(b)) - white;
        let fast = pawns::pawn_sets(white, black);
        let slow = naive(white, black);
        for ((name, f), (_, s)) in fast.named().into_iter().zip(slow.named()) {
            prop_assert_eq!(f, s, "{}", name);
        }
    }
}
