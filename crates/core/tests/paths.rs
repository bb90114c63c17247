//! All shortest paths (Westcott, Moshammer) and squares-connected against
//! the square-by-square references in `naive`.

mod common;

use common::{path_case, step};
use fillscope_core::{naive, paths, Bitboard, Square};
use proptest::prelude::*;

/// Queue-BFS distance from `sq1` to the nearest square of `sq2`, both
/// masked by `path` as Westcott's routine masks them.
fn naive_moves(
    sq1: Bitboard,
    sq2: Bitboard,
    path: Bitboard,
    step: fillscope_core::Step,
) -> Option<u32> {
    let d = naive::distances(sq1 & path, path, step);
    (sq2 & path)
        .squares()
        .filter_map(|s| d[s.index() as usize])
        .min()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn westcott_matches_two_queue_bfs((sq1, sq2, path) in path_case(), step in step()) {
        let r = paths::westcott(sq1, sq2, path, step);
        let truth = naive::all_shortest_paths(sq1, sq2, path, step);
        prop_assert_eq!(r.layers(), &truth[..]);
        prop_assert_eq!(r.ret as usize, r.layers().len());
        prop_assert!(r.terminates);
        prop_assert_eq!(r.moves(), naive_moves(sq1, sq2, path, step));
        if let Some(m) = r.moves() {
            prop_assert_eq!(r.ret, m + 1);
        } else {
            prop_assert_eq!(r.ret, 0);
        }
    }

    #[test]
    fn moshammer_matches_literal_simulation((sq1, sq2, path) in path_case(), step in step()) {
        let r = paths::moshammer(sq1, sq2, path, step);
        match naive::moshammer(sq1, sq2, path, step) {
            Some(layers) => {
                prop_assert!(r.terminates, "naive returns, fast one does not");
                prop_assert_eq!(r.layers(), &layers[..]);
                if r.met_at.is_some() {
                    prop_assert_eq!(r.ret as usize + 1, layers.len());
                } else {
                    prop_assert_eq!(r.ret, 0);
                    prop_assert_eq!(&layers[..], &[sq1][..]);
                }
                prop_assert_eq!(r.cycle, None);
            }
            None => {
                prop_assert!(!r.terminates, "naive never returns, fast one does");
                let (a, b) = r.cycle.expect("a repeat is reported");
                prop_assert!(a < b);
            }
        }
    }

    #[test]
    fn connected_matches_reachability((sq1, sq2, path) in path_case(), step in step()) {
        let truth = naive_moves(sq1, sq2, path, step).is_some();
        prop_assert_eq!(paths::connected(sq1, sq2, path, step), truth);
        let (traced, trace) = paths::connected_traced(sq1, sq2, path, step);
        prop_assert_eq!(traced, truth);
        prop_assert_eq!(trace.outcome, fillscope_core::trace::Outcome::Bool { value: truth });
    }

    #[test]
    fn traced_paths_equal_untraced((sq1, sq2, path) in path_case(), step in step()) {
        let r = paths::westcott(sq1, sq2, path, step);
        let (rt, trace) = paths::westcott_traced(sq1, sq2, path, step);
        prop_assert_eq!(&r, &rt);
        let last = trace.frames.last().unwrap();
        let regs = layer_registers(last);
        if r.ret > 0 {
            prop_assert_eq!(&regs[..], r.layers());
            prop_assert_eq!(last.line, 20);
        } else {
            // An early return: the frame shows the frontiers written so far.
            prop_assert_eq!(&regs[..], &r.asp[..regs.len()]);
        }
        prop_assert_eq!(trace.outcome, fillscope_core::trace::Outcome::Returned { value: r.ret });

        let m = paths::moshammer(sq1, sq2, path, step);
        let (mt, trace) = paths::moshammer_traced(sq1, sq2, path, step);
        prop_assert_eq!(&m, &mt);
        if m.terminates {
            let last = trace.frames.last().unwrap();
            prop_assert_eq!(&layer_registers(last)[..m.layers().len()], m.layers());
            prop_assert_eq!(trace.outcome, fillscope_core::trace::Outcome::Returned { value: m.ret });
        }
    }
}

/// The `asp[k]` registers of a frame, in order.
fn layer_registers(f: &fillscope_core::Frame) -> Vec<Bitboard> {
    let mut out = Vec::new();
    while let Some(v) = f.get(&format!("asp[{}]", out.len())) {
        out.push(v);
    }
    out
}

#[test]
fn westcott_moves_on_empty_board_are_king_distance() {
    // Every pair of squares: the king distance is the Chebyshev distance.
    for a in Square::all() {
        for b in Square::all() {
            let r = paths::westcott(
                a.into(),
                b.into(),
                Bitboard::ALL,
                fillscope_core::Step::King,
            );
            let cheb = u32::from(a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank())));
            assert_eq!(r.moves(), Some(cheb), "{a} -> {b}");
            assert_eq!(r.ret, cheb + 1);
        }
    }
}

#[test]
fn generator_covers_every_kind_of_case() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let (mut found, mut unreachable, mut meet, mut off_path, mut hangs) = (0, 0, 0, 0, 0);
    let n = 2000;
    for _ in 0..n {
        let (sq1, sq2, path) = path_case().new_tree(&mut runner).unwrap().current();
        let step = fillscope_core::Step::King;
        let r = paths::westcott(sq1, sq2, path, step);
        match r.moves() {
            Some(0) => meet += 1,
            Some(_) => found += 1,
            None => unreachable += 1,
        }
        if !sq1.is_subset(path) || !sq2.is_subset(path) {
            off_path += 1;
        }
        if naive::moshammer(sq1, sq2, path, step).is_none() {
            hangs += 1;
        }
    }
    eprintln!("found {found}, unreachable {unreachable}, meet {meet}, off path {off_path}, moshammer hangs {hangs} of {n}");
    for (what, k) in [
        ("found", found),
        ("unreachable", unreachable),
        ("meet", meet),
        ("off path", off_path),
        ("hangs", hangs),
    ] {
        assert!(k * 20 > n, "only {k} of {n} cases are {what}");
    }
}
