//! The 9x9 bit-shift BFS and Voronoi against slow queue BFS walked by
//! file and rank (`naive::wall_distances9`), on thousands of seeded random
//! boards: blockers and walls on and next to the a/i-files and ranks 1/9,
//! wall bits standing on the edges or beyond the board, and Voronoi sides
//! that share sources. Also the traces (last frame = untraced answer) and
//! the 9x9 set parser.

use fillscope_core::nine::{self, Board9, Square9, Walls9};
use fillscope_core::parse::parse_board9;
use fillscope_core::{grid, naive};

/// A seeded generator: the same stream for the same seed.
struct Rng(fastrand::Rng);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0.u64(..)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.0.u64(..n)
    }
    fn word(&mut self) -> u128 {
        u128::from(self.next()) << 64 | u128::from(self.next())
    }
    /// Each square with probability `pct` percent.
    fn board(&mut self, pct: u64) -> Board9 {
        Square9::all().filter(|_| self.below(100) < pct).collect()
    }
    fn square(&mut self) -> Square9 {
        Square9::new(self.below(81) as u8).unwrap()
    }
    /// A square on the a/i-file or rank 1/9, or one step inside them.
    fn edge_square(&mut self) -> Square9 {
        let line = [0, 1, 7, 8][self.below(4) as usize];
        let along = self.below(9) as u8;
        if self.below(2) == 0 {
            Square9::from_coords(line, along).unwrap()
        } else {
            Square9::from_coords(along, line).unwrap()
        }
    }
    /// One to three squares, edge squares half the time.
    fn few(&mut self) -> Board9 {
        let n = 1 + self.below(3);
        (0..n)
            .map(|_| {
                if self.below(2) == 0 {
                    self.edge_square()
                } else {
                    self.square()
                }
            })
            .collect()
    }
}

/// Open squares: random density, or a full board with blockers only on and
/// next to the edges.
fn open_board(rng: &mut Rng) -> Board9 {
    match rng.below(4) {
        0 => Board9::ALL,
        1 => {
            let mut b = Board9::ALL;
            for _ in 0..rng.below(12) {
                b = b - Board9::from(rng.edge_square());
            }
            b
        }
        _ => {
            let pct = 55 + rng.below(40);
            rng.board(pct)
        }
    }
}

/// Walls: none, sparse random ones, walls on the edges (which separate
/// nothing), or raw random words with bits beyond the board.
fn walls(rng: &mut Rng) -> Walls9 {
    match rng.below(5) {
        0 => Walls9::NONE,
        1 => Walls9 {
            north: Board9(rng.word()),
            east: Board9(rng.word()),
        },
        2 => {
            let mut w = Walls9 {
                north: rng.board(10),
                east: rng.board(10),
            };
            // Every east wall of the i-file and north wall of rank 9.
            for k in 0..9 {
                w.east.insert(Square9::from_coords(8, k).unwrap());
                w.north.insert(Square9::from_coords(k, 8).unwrap());
            }
            w
        }
        _ => {
            let pct = 5 + rng.below(25);
            Walls9 {
                north: rng.board(pct),
                east: rng.board(pct),
            }
        }
    }
}

fn check_on_board(what: &str, b: Board9) {
    assert_eq!(b.0 & !Board9::ALL.0, 0, "{what} has a bit beyond the board");
}

#[test]
fn bfs_matches_queue_bfs_on_random_boards() {
    let mut rng = Rng(fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15));
    for case in 0..6000 {
        let (start, open, w) = (rng.few(), open_board(&mut rng), walls(&mut rng));
        let target = if rng.below(3) == 0 {
            Board9::EMPTY
        } else {
            rng.few()
        };
        let fast = nine::bfs(start, open, w, target);
        let (layers, visits, dist) = naive::bfs9(start, open, &w, target);
        assert_eq!(
            (&fast.layers, fast.visits, fast.target_dist),
            (&layers, visits, dist),
            "case {case}: start {start:?} open {open:?} walls {w:?} target {target:?}"
        );
        fast.layers
            .iter()
            .for_each(|&l| check_on_board("a layer", l));
    }
}

#[test]
fn voronoi_matches_per_side_queue_bfs_on_random_boards() {
    let mut rng = Rng(fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1d));
    for case in 0..4000 {
        let (open, w) = (open_board(&mut rng), walls(&mut rng));
        let n = 2 + rng.below(3) as usize;
        let mut sides: Vec<Board9> = (0..n).map(|_| rng.few()).collect();
        // Sides that share sources: a square of one side given to another.
        if rng.below(3) == 0 {
            let (i, j) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
            let shared = sides[i].squares().next().unwrap();
            sides[j].insert(shared);
        }
        let fast = nine::voronoi_sides(&sides, open, w);
        let (own, ties) = naive::voronoi_sides9(&sides, open, &w);
        assert_eq!(
            (&fast.sides, fast.ties),
            (&own, ties),
            "case {case}: sides {sides:?} open {open:?} walls {w:?}"
        );
        if n == 2 {
            let two = nine::voronoi(sides[0], sides[1], open, w);
            assert_eq!(
                (two.a, two.b, two.ties),
                (own[0], own[1], ties),
                "case {case}"
            );
        }
        check_on_board("ties", fast.ties);
        fast.sides.iter().for_each(|&s| check_on_board("a side", s));
        if case % 8 == 0 {
            let (traced, t) = nine::voronoi_sides_traced(&sides, open, w);
            assert_eq!(traced, fast, "case {case}");
            assert_eq!(t.algorithm, "voronoi-sides");
            let last = t.frames.last().expect("a trace has frames");
            for (i, &own) in fast.sides.iter().enumerate() {
                assert_eq!(last.get(&format!("own[{i}]")), Some(own), "case {case}");
            }
            assert_eq!(last.get("ties"), Some(fast.ties), "case {case}");
        }
    }
}

fn sq(name: &str) -> Square9 {
    name.parse().unwrap()
}

fn set(names: &[&str]) -> Board9 {
    names.iter().map(|n| sq(n)).collect()
}

/// The bug a 9x9 board invites: i1 is bit 8 and a2 bit 9, so a step east
/// without the a-file guard wraps from the i-file onto the next rank's
/// a-file (and a step west from the a-file onto the rank below's i-file).
#[test]
fn no_step_wraps_between_the_i_file_and_the_next_rank() {
    // One step from every i-file and a-file square of an open board.
    for rank in 0..9 {
        for (file, df) in [(8u8, -1i8), (0, 1)] {
            let from = Square9::from_coords(file, rank).unwrap();
            let mut want = Board9::from(from.try_offset(df, 0).unwrap());
            for dr in [-1, 1] {
                if let Some(s) = from.try_offset(0, dr) {
                    want.insert(s);
                }
            }
            let l = nine::bfs(from.into(), Board9::ALL, Walls9::NONE, Board9::EMPTY);
            assert_eq!(l.layers[1], want, "one step from {from}");
        }
    }
    // i1 and a2 are neighbours in bit order only: with nothing else open,
    // a2 is unreachable from i1, and i1 from a2.
    let open = set(&["i1", "a2"]);
    let l = nine::bfs(sq("i1").into(), open, Walls9::NONE, sq("a2").into());
    assert_eq!((l.target_dist, l.visits), (None, sq("i1").into()));
    let l = nine::bfs(sq("a2").into(), open, Walls9::NONE, sq("i1").into());
    assert_eq!((l.target_dist, l.visits), (None, sq("a2").into()));
    // The same cut for Voronoi: a side on i1 gets nothing of rank 2.
    let v = nine::voronoi(
        sq("i1").into(),
        sq("e5").into(),
        set(&["i1", "a2", "b2"]),
        Walls9::NONE,
    );
    assert_eq!(v.a, sq("i1").into());
}

#[test]
fn rank_nine_and_the_i_file_are_the_edges() {
    // From i9 (bit 80) the whole board fills in 17 layers and no bit at
    // 81 or above is ever set.
    let l = nine::bfs(sq("i9").into(), Board9::ALL, Walls9::NONE, Board9::EMPTY);
    assert_eq!(l.visits, Board9::ALL);
    assert_eq!(l.layers.len(), 17);
    assert_eq!(l.layers[16], sq("a1").into());
    // Walls on the edges separate nothing.
    let mut edge = Walls9::NONE;
    for k in 0..9 {
        edge.north.insert(Square9::from_coords(k, 8).unwrap());
        edge.east.insert(Square9::from_coords(8, k).unwrap());
    }
    assert_eq!(
        nine::bfs(sq("a1").into(), Board9::ALL, edge, Board9::EMPTY)
            .layers
            .len(),
        17
    );
    assert_eq!(edge.normalized(), Walls9::NONE);
    // A wall between i8 and i9 makes i9 two steps further round (i8-h8-h9-i9).
    let mut w = Walls9::NONE;
    assert!(w.toggle(sq("i8"), sq("i9")));
    assert!(
        !w.toggle(sq("i1"), sq("a2")),
        "i1 and a2 are not neighbours"
    );
    let l = nine::bfs(sq("i8").into(), Board9::ALL, w, sq("i9").into());
    assert_eq!(l.target_dist, Some(3));
}

#[test]
fn the_last_frame_of_each_trace_is_the_untraced_answer() {
    let mut rng = Rng(fastrand::Rng::with_seed(0x1234_5678_9abc_def1));
    for case in 0..500 {
        let (start, open, w) = (rng.few(), open_board(&mut rng), walls(&mut rng));
        let target = if rng.below(2) == 0 {
            Board9::EMPTY
        } else {
            rng.few()
        };
        let (r, t) = nine::bfs_traced(start, open, w, target);
        assert_eq!(r, nine::bfs(start, open, w, target), "case {case}");
        assert_eq!((t.board.as_ref(), t.algorithm.as_ref()), ("9x9", "bfs"));
        assert_eq!(t.outcome, r.outcome());
        let last = t.frames.last().expect("a trace has frames");
        assert_eq!(last.get("visits"), Some(r.visits), "case {case}");
        for (k, &l) in r.layers.iter().enumerate() {
            assert_eq!(last.get(&format!("layer[{k}]")), Some(l), "case {case}");
        }

        let b = rng.few();
        let (v, t) = nine::voronoi_traced(start, b, open, w);
        assert_eq!(v, nine::voronoi(start, b, open, w), "case {case}");
        assert_eq!(t.algorithm, "voronoi");
        let last = t.frames.last().expect("a trace has frames");
        assert_eq!(
            (last.get("own_a"), last.get("own_b"), last.get("ties")),
            (Some(v.a), Some(v.b), Some(v.ties)),
            "case {case}"
        );
    }
}

#[test]
fn traces_write_128_bit_values_as_32_hex_digits() {
    let (_, t) = nine::bfs_traced(sq("a1").into(), Board9::ALL, Walls9::NONE, sq("i9").into());
    let v = serde_json::to_value(&t).unwrap();
    assert_eq!(v["board"], "9x9");
    let last = &v["frames"].as_array().unwrap().last().unwrap()["registers"];
    let target = last
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "target")
        .unwrap();
    assert_eq!(target["value"], Board9::from(sq("i9")).hex());
    assert_eq!(Board9::from(sq("i9")).hex().len(), 34);
    let back: nine::Trace9 = serde_json::from_value(v).unwrap();
    assert_eq!(back, t);
}

#[test]
fn nine_by_nine_sets_parse_and_refuse_bits_beyond_the_board() {
    assert_eq!(parse_board9("all"), Ok(Board9::ALL));
    assert_eq!(parse_board9("all").unwrap().count(), 81);
    assert_eq!(
        parse_board9("a1,i1, a2 i9").unwrap(),
        set(&["a1", "i1", "a2", "i9"])
    );
    assert_eq!(parse_board9("i1").unwrap().0, 1 << 8);
    assert_eq!(parse_board9("a2").unwrap().0, 1 << 9);
    for bad in ["j1", "a10", "i0", "e4,j9"] {
        let e = parse_board9(bad).unwrap_err();
        assert!(e.message.contains("files a-i, ranks 1-9"), "{bad}: {e}");
    }
    // Bit 80 is i9; bit 81 is off the board, in hex and in decimal.
    let top = Board9::ALL.hex();
    assert_eq!(parse_board9(&top), Ok(Board9::ALL));
    let bit81 = format!("0x{:x}", 1u128 << 81);
    assert!(parse_board9(&bit81).unwrap_err().message.contains("bit 81"));
    assert!(parse_board9(&(1u128 << 81).to_string()).is_err());
    assert_eq!(
        parse_board9(&((1u128 << 81) - 1).to_string()),
        Ok(Board9::ALL)
    );
    assert!(parse_board9(&format!("0x1{}", "0".repeat(32))).is_err());
    // Every square and a random set read back from the hex they print as.
    let mut rng = Rng(fastrand::Rng::with_seed(77));
    for _ in 0..200 {
        let b = rng.board(40);
        assert_eq!(parse_board9(&b.hex()), Ok(b));
        let names: Vec<String> = b.squares().map(|s| s.to_string()).collect();
        if !names.is_empty() {
            assert_eq!(parse_board9(&names.join(",")), Ok(b));
        }
    }
}

#[test]
fn eight_by_eight_and_nine_by_nine_share_the_step() {
    // The generic step on u64 is the 8x8 bfs step: one a1 step reaches b1
    // and a2 on both boards, at their own bit positions.
    let c8 = grid::con(0u64, 0, !0);
    assert_eq!(grid::step(1u64, &c8), 1 << 1 | 1 << 8);
    let c9 = grid::con(0u128, 0, Board9::ALL.0);
    assert_eq!(grid::step(1u128, &c9), 1 << 1 | 1 << 9);
}
