//! Bit-shift BFS and Voronoi against queue BFS with walls.

mod common;

use common::{board, few_squares, open_board, walls};
use fillscope_core::bfs::{self, Walls};
use fillscope_core::{naive, Bitboard, Square};
use proptest::prelude::*;

/// Queue-BFS layers grouped by distance, cut at the first layer holding
/// a target square.
fn naive_layers(
    start: Bitboard,
    open: Bitboard,
    walls: &Walls,
    target: Bitboard,
) -> (Vec<Bitboard>, Option<u32>) {
    let d = naive::wall_distances(start, open, walls);
    let max = d.iter().flatten().copied().max();
    let mut layers = vec![Bitboard::EMPTY; max.map_or(0, |m| m as usize + 1)];
    for sq in Square::all() {
        if let Some(k) = d[sq.index() as usize] {
            layers[k as usize].insert(sq);
        }
    }
    let hit = layers.iter().position(|l| l.intersects(target));
    if let Some(k) = hit {
        layers.truncate(k + 1);
    }
    (layers, hit.map(|k| k as u32))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn bfs_layers_are_queue_bfs_distances(
        start in few_squares(), open in open_board(), walls in walls(), target in prop_oneof![Just(Bitboard::EMPTY), few_squares()]
    ) {
        let r = bfs::bfs(start, open, walls, target);
        let (layers, hit) = naive_layers(start, open, &walls, target);
        prop_assert_eq!(&r.layers, &layers);
        prop_assert_eq!(r.target_dist, hit);
        prop_assert_eq!(r.visits, layers.iter().fold(Bitboard::EMPTY, |a, &l| a | l));

        let (rt, trace) = bfs::bfs_traced(start, open, walls, target);
        prop_assert_eq!(&rt, &r);
        let last = trace.frames.last().unwrap();
        prop_assert_eq!(last.get("visits"), Some(r.visits));
        for (k, &l) in r.layers.iter().enumerate() {
            prop_assert_eq!(last.get(&format!("layer[{k}]")), Some(l));
        }
    }

    #[test]
    fn voronoi_matches_two_distance_maps(
        a in few_squares(), b in few_squares(), open in open_board(), walls in walls()
    ) {
        let v = bfs::voronoi(a, b, open, walls);
        let (ra, rb, rt) = naive::voronoi(a, b, open, &walls);
        prop_assert_eq!((v.a, v.b, v.ties), (ra, rb, rt));
        prop_assert!(!v.a.intersects(v.b) && !v.a.intersects(v.ties) && !v.b.intersects(v.ties));
        let (vt, trace) = bfs::voronoi_traced(a, b, open, walls);
        prop_assert_eq!(vt, v);
        let last = trace.frames.last().unwrap();
        prop_assert_eq!(last.get("own_a"), Some(v.a));
        prop_assert_eq!(last.get("own_b"), Some(v.b));
        prop_assert_eq!(last.get("ties"), Some(v.ties));
    }

    #[test]
    fn walls_on_the_edge_change_nothing(start in few_squares(), open in board(), walls in walls()) {
        let n = walls.normalized();
        prop_assert_eq!(bfs::bfs(start, open, walls, Bitboard::EMPTY), bfs::bfs(start, open, n, Bitboard::EMPTY));
    }
}

#[test]
fn toggle_and_between_agree() {
    let mut w = Walls::NONE;
    assert!(w.toggle(Square::E4, Square::E5));
    assert!(w.between(Square::E5, Square::E4));
    assert!(w.toggle(Square::H4, Square::G4));
    assert!(w.between(Square::G4, Square::H4));
    assert!(
        !w.toggle(Square::H4, Square::A5),
        "h4 and a5 are not neighbours"
    );
    assert!(!w.toggle(Square::A1, Square::B2));
    assert!(w.toggle(Square::E4, Square::E5));
    assert!(!w.between(Square::E4, Square::E5));
}

mod sides {
    use fillscope_core::bfs::{self, Walls};
    use fillscope_core::{naive, Bitboard, Square};
    use proptest::prelude::*;

    fn sparse() -> impl Strategy<Value = Bitboard> {
        any::<u64>()
            .prop_map(|x| Bitboard(x & x.rotate_left(7) & x.rotate_left(19) & x.rotate_left(43)))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        #[test]
        fn two_to_four_sides_match_per_side_bfs(
            sides in prop::collection::vec(sparse(), 2..=4),
            shared in any::<bool>(),
            open in any::<u64>().prop_map(|x| Bitboard(x | x.rotate_left(1) | x.rotate_left(9))),
            north in any::<u64>(), east in any::<u64>(),
        ) {
            let mut sides = sides;
            if shared {
                // Two sides share a source square.
                let s = sides[0] | Square::D4;
                sides[0] = s;
                sides[1] = sides[1] | Square::D4;
            }
            let walls = Walls { north: Bitboard(north & north.rotate_left(5)), east: Bitboard(east & east.rotate_left(5)) };
            let v = bfs::voronoi_sides(&sides, open, walls);
            let (own, ties) = naive::voronoi_sides(&sides, open, &walls);
            prop_assert_eq!(&v.sides, &own);
            prop_assert_eq!(v.ties, ties);
            if sides.len() == 2 {
                let two = bfs::voronoi(sides[0], sides[1], open, walls);
                prop_assert_eq!((two.a, two.b, two.ties), (v.sides[0], v.sides[1], v.ties));
            }
            // The traced run: the same partition, and its last frame holds it.
            let (traced, t) = bfs::voronoi_sides_traced(&sides, open, walls);
            prop_assert_eq!(&traced, &v);
            prop_assert_eq!(t.algorithm.as_ref(), "voronoi-sides");
            let last = t.frames.last().expect("a trace has frames");
            for (i, &own) in v.sides.iter().enumerate() {
                prop_assert_eq!(last.get(&format!("own[{i}]")), Some(own));
                prop_assert_eq!(last.get(["a", "b", "c", "d"][i]), Some(sides[i]));
            }
            prop_assert_eq!(last.get("ties"), Some(v.ties));
            // Each step adds to the regions and never takes away.
            for pair in t.frames.windows(2) {
                for i in 0..sides.len() {
                    let own = |f: &fillscope_core::Frame| f.get(&format!("own[{i}]")).unwrap();
                    prop_assert!(own(&pair[0]).is_subset(own(&pair[1])));
                }
            }
        }
    }
}
