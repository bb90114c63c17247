//! The in-place forms `paths::westcott_into` and `paths::moshammer_into`
//! against the by-value `westcott` and `moshammer`, with one `Asp` reused
//! across many boards so stale entries past `len` are always present.

mod common;

use common::{path_case, step};
use fillscope_core::paths::{self, Asp, MAX_LAYERS};
use fillscope_core::{Bitboard, Square, Step};
use proptest::prelude::*;

/// Every field compared one by one (not through `Asp`'s `PartialEq`).
fn assert_same(got: &Asp, want: &Asp) -> Result<(), TestCaseError> {
    prop_assert_eq!(got.ret, want.ret);
    prop_assert_eq!(got.terminates, want.terminates);
    prop_assert_eq!(got.cycle, want.cycle);
    prop_assert_eq!(got.met_at, want.met_at);
    prop_assert_eq!(got.len, want.len);
    prop_assert_eq!(got.layers(), want.layers());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn into_forms_match_by_value(
        runs in prop::collection::vec((path_case(), step()), 1..20),
    ) {
        // Start from garbage, not zeros: the routines must not read it.
        let mut w = Asp {
            asp: [Bitboard(0x5555_aaaa_0f0f_f0f0); MAX_LAYERS],
            ..Asp::default()
        };
        let mut m = w.clone();
        for ((sq1, sq2, path), step) in runs {
            paths::westcott_into(&mut w, sq1, sq2, path, step);
            let want = paths::westcott(sq1, sq2, path, step);
            assert_same(&w, &want)?;
            prop_assert_eq!(&w, &want);

            paths::moshammer_into(&mut m, sq1, sq2, path, step);
            let want = paths::moshammer(sq1, sq2, path, step);
            assert_same(&m, &want)?;
            prop_assert_eq!(&m, &want);
        }
    }
}

#[test]
fn long_run_then_short_run_and_no_path() {
    let (a1, c3, h8) = (
        Bitboard::from(Square::A1),
        Bitboard::from(Square::C3),
        Bitboard::from(Square::H8),
    );
    let mut out = Asp::default();
    paths::westcott_into(&mut out, a1, h8, Bitboard::ALL, Step::King);
    assert_eq!((out.ret, out.len, out.moves()), (8, 8, Some(7)));
    paths::westcott_into(&mut out, a1, c3, Bitboard::ALL, Step::King);
    assert_eq!((out.ret, out.len, out.moves()), (3, 3, Some(2)));
    assert_eq!(out.layers()[2], c3);
    // The h8 run's later layers are still there, but not part of the value.
    assert_eq!(out.asp[7], h8);
    assert_eq!(out, paths::westcott(a1, c3, Bitboard::ALL, Step::King));
    // No path: the walled-off corner.
    let path = !(Square::G7 | Square::G8 | Square::H7);
    paths::westcott_into(&mut out, a1, h8, path, Step::King);
    assert_eq!((out.ret, out.len, out.moves()), (0, 0, None));
    assert!(out.layers().is_empty());

    paths::moshammer_into(&mut out, a1, h8, Bitboard::ALL, Step::King);
    assert_eq!((out.ret, out.len, out.terminates), (7, 8, true));
    paths::moshammer_into(&mut out, a1, c3, Bitboard::ALL, Step::King);
    assert_eq!((out.ret, out.len, out.terminates), (2, 3, true));
    assert_eq!(out, paths::moshammer(a1, c3, Bitboard::ALL, Step::King));
    // Unreachable from a region of several squares: never returns.
    paths::moshammer_into(&mut out, a1, h8, path, Step::King);
    assert!(!out.terminates);
    assert_eq!(out, paths::moshammer(a1, h8, path, Step::King));
}

#[test]
fn equality_ignores_entries_past_len_only() {
    let (a1, c3) = (Bitboard::from(Square::A1), Bitboard::from(Square::C3));
    let a = paths::westcott(a1, c3, Bitboard::ALL, Step::King);
    let mut b = a.clone();
    b.asp[a.len] = Bitboard::ALL;
    assert_eq!(a, b);
    b.asp[a.len - 1] = Bitboard::ALL;
    assert_ne!(a, b);
    let mut c = a.clone();
    c.met_at = None;
    assert_ne!(a, c);
}
