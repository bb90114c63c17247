//! Each difference between Westcott's routine and Moshammer's variant
//! that `docs/moshammer.md` claims, one test per claim (the boards are the
//! ones `examples/moshammer_boards.rs` draws for the document), plus the
//! exact rule for when the variant never returns.

mod common;

use fillscope_core::{naive, paths, Bitboard, Square, Step};
use proptest::prelude::*;

const K: Step = Step::King;

fn e4() -> Bitboard {
    Square::E4.into()
}

#[test]
fn returns_moves_not_layers() {
    let (sq2, path) = (Square::A1 | Square::H8, Bitboard::ALL);
    let w = paths::westcott(e4(), sq2, path, K);
    let m = paths::moshammer(e4(), sq2, path, K);
    assert_eq!((w.ret, m.ret), (5, 4));
    assert_eq!(w.layers(), m.layers(), "same layers on the seed board");
}

#[test]
fn zero_means_both_no_path_and_no_moves() {
    // sq1 already on a target: Westcott 1, Moshammer 0 ...
    let sq2 = Square::E4 | Square::H8;
    let w = paths::westcott(e4(), sq2, Bitboard::ALL, K);
    let m = paths::moshammer(e4(), sq2, Bitboard::ALL, K);
    assert_eq!((w.ret, m.ret), (1, 0));
    // ... and its asp[0] is all of sq2, the far target included.
    assert_eq!(w.layers(), [e4()]);
    assert_eq!(m.layers(), [sq2]);
    // ... the same 0 as when there is no path at all.
    // (A lone e4 on the path: the frontier empties at once.)
    let m0 = paths::moshammer(e4(), Square::H8.into(), Square::E4 | Square::H8, K);
    assert_eq!(m0.ret, 0);
    assert!(m0.terminates);
}

#[test]
fn last_layer_is_all_of_sq2() {
    let sq2 = Square::A1 | Square::H1 | Square::H8;
    let w = paths::westcott(e4(), sq2, Bitboard::ALL, K);
    let m = paths::moshammer(e4(), sq2, Bitboard::ALL, K);
    assert_eq!((w.ret, m.ret), (4, 3));
    assert_eq!(w.layers()[3], Square::H1.into(), "only the reached target");
    assert_eq!(m.layers()[3], sq2, "every target, reached or not");
    assert_eq!(w.layers()[..3], m.layers()[..3]);
}

#[test]
fn a_source_off_the_path_is_still_used_then_dropped_from_layer_0() {
    let path = !e4();
    let w = paths::westcott(e4(), Square::H8.into(), path, K);
    let m = paths::moshammer(e4(), Square::H8.into(), path, K);
    assert_eq!(w.ret, 0, "Westcott drops sq1 first");
    assert_eq!(m.ret, 4, "Moshammer fills from it");
    assert_eq!(
        m.layers()[0],
        Bitboard::EMPTY,
        "the backward pass masks asp[0] by path"
    );
    let full = paths::westcott(e4(), Square::H8.into(), Bitboard::ALL, K);
    assert_eq!(m.layers()[1..], full.layers()[1..]);
}

#[test]
fn a_target_off_the_path_is_never_reached_but_still_pulls_layers() {
    let path = !Bitboard::from(Square::H8);
    let sq2 = Square::A1 | Square::H8;
    let w = paths::westcott(e4(), sq2, path, K);
    let m = paths::moshammer(e4(), sq2, path, K);
    assert_eq!((w.ret, m.ret), (5, 4));
    assert_eq!(w.layers()[4], Square::A1.into());
    assert_eq!(
        m.layers()[4],
        sq2,
        "h8 is in the last layer though it is not on the path"
    );
    assert!(!m.layers()[4].is_subset(path));
    // Layers 1..3 keep the squares leading to the unreachable h8.
    assert!(m.layers()[3].contains(Square::G7) && m.layers()[3].contains(Square::H7));
    assert!(!w.layers()[3].contains(Square::G7));
    // With only the off-path target, the fill never meets it and never stops.
    let m = paths::moshammer(e4(), Square::H8.into(), path, K);
    assert!(!m.terminates);
    assert_eq!(naive::moshammer(e4(), Square::H8.into(), path, K), None);
}

#[test]
fn layers_hold_squares_on_no_shortest_path() {
    // A corridor on rank 1; targets h1 (on it) and a2 (off it).
    let (sq1, sq2, path) = (
        Bitboard::from(Square::A1),
        Square::H1 | Square::A2,
        Bitboard::RANK_1,
    );
    let w = paths::westcott(sq1, sq2, path, K);
    let m = paths::moshammer(sq1, sq2, path, K);
    assert_eq!((w.ret, m.ret), (8, 7));
    for k in 0..8 {
        assert_eq!(w.layers()[k].count(), 1, "Westcott: one square per layer");
    }
    // Old squares come back: a1 is in layers 0, 2, 4 and 6.
    for k in [0, 2, 4, 6] {
        assert!(m.layers()[k].contains(Square::A1), "a1 in layer {k}");
    }
    assert_eq!(m.layers()[4], Square::A1 | Square::C1 | Square::E1);
    let union_w = w.layers().iter().fold(Bitboard::EMPTY, |a, &b| a | b);
    let union_m = m.layers().iter().fold(Bitboard::EMPTY, |a, &b| a | b);
    assert_eq!(union_m - union_w, Square::A2.into());
}

#[test]
fn never_returns_when_a_region_of_two_squares_cannot_reach_sq2() {
    let path = Square::A1 | Square::B1 | Square::H8;
    let m = paths::moshammer(Square::A1.into(), Square::H8.into(), path, K);
    assert!(!m.terminates);
    // asp[2] = a1 = asp[0]: the repeat is said as soon as it comes.
    assert_eq!(m.cycle, Some((0, 2)));
    let (_, trace) = paths::moshammer_traced(Square::A1.into(), Square::H8.into(), path, K);
    assert_eq!(trace.frames.len(), 3);
    let fronts: Vec<Bitboard> = trace.frames[1..]
        .iter()
        .map(|f| f.get("asp[i]").unwrap())
        .collect();
    let (a1, b1) = (Bitboard::from(Square::A1), Bitboard::from(Square::B1));
    assert_eq!(fronts, [b1, a1]);
    assert_eq!(
        trace.frames[2].caption,
        "asp[2] equals asp[0]: the loop repeats forever"
    );
    assert!(matches!(
        trace.outcome,
        fillscope_core::trace::Outcome::NeverTerminates {
            first_seen: 0,
            repeat_at: 2
        }
    ));
    assert_eq!(
        paths::westcott(Square::A1.into(), Square::H8.into(), path, K).ret,
        0
    );
}

#[test]
fn returns_0_when_each_region_is_inside_sq1_or_all_next_to_it() {
    let path = Square::A1 | Square::B1 | Square::H8;
    let m = paths::moshammer(Square::A1 | Square::B1, Square::H8.into(), path, K);
    assert!(m.terminates);
    assert_eq!(m.ret, 0);
    let path = Square::A2 | Square::B2 | Square::B1 | Square::H8;
    let m = paths::moshammer(Square::A1.into(), Square::H8.into(), path, K);
    assert!(m.terminates);
    assert_eq!(m.ret, 0);
    // One square more in that region and it never returns.
    let m = paths::moshammer(Square::A1.into(), Square::H8.into(), path | Square::C1, K);
    assert!(!m.terminates);
    // A single-square region always returns.
    let m = paths::moshammer(
        Square::A1.into(),
        Square::H8.into(),
        Square::A1 | Square::H8,
        K,
    );
    assert_eq!((m.terminates, m.ret), (true, 0));
}

/// The path regions (connected components) touching `sq1` or its neighbours.
fn regions_near(sq1: Bitboard, path: Bitboard, step: Step) -> Vec<Bitboard> {
    let mut left = step.advance(sq1, path);
    let mut out = Vec::new();
    while let Some(s) = left.first() {
        let d = naive::distances(s.into(), path, step);
        let region: Bitboard = Square::all()
            .filter(|q| d[q.index() as usize].is_some())
            .collect();
        left = left - region;
        out.push(region);
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// When the variant returns, exactly: it meets sq2, or every path
    /// region next to sq1 lies inside sq1, or lies wholly among the
    /// neighbours of sq1 and off sq1. Otherwise the frontier alternates
    /// with period 2 for ever.
    #[test]
    fn termination_rule((sq1, sq2, path) in common::path_case(), step in common::step()) {
        let d = naive::distances(sq1, path, step);
        let meets = sq1.intersects(sq2)
            || (sq2 & path).squares().any(|t| d[t.index() as usize].is_some());
        let near = step.advance(sq1, path) - sq1;
        let all_regions_close = regions_near(sq1, path, step)
            .into_iter()
            .all(|c| c.is_subset(sq1) || (c.is_subset(near) && !c.intersects(sq1)));
        let m = paths::moshammer(sq1, sq2, path, step);
        prop_assert_eq!(m.terminates, meets || all_regions_close);
        // The repeat is named where a literal simulation first meets it.
        let repeat = naive::moshammer_repeat(sq1, sq2, path, step);
        prop_assert_eq!(m.cycle, repeat.map(|(k, i)| (k as u32, i as u32)));
        if let Some((a, b)) = m.cycle {
            prop_assert_eq!(b - a, 2, "period 2");
        }
        // It meets sq2 exactly when Westcott's routine does, one less.
        if sq1.is_subset(path) && sq2.is_subset(path) {
            let w = paths::westcott(sq1, sq2, path, step);
            prop_assert_eq!(m.met_at, w.met_at);
            if w.ret > 1 {
                prop_assert_eq!(m.ret + 1, w.ret);
                // With both ends on the path the layers agree but the last.
                let n = m.layers().len();
                prop_assert_eq!(&m.layers()[..n - 1], &w.layers()[..n - 1]);
            }
        }
    }
}
