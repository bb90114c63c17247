//! Two 9x9 runs side by side, as the Compare mode shows them on the Great
//! Escape board: BFS on a board and on the same board with one more wall
//! or closed square. The pairs go frame by frame (BFS has no steps to line
//! up), and the first difference named is the first layer that a plain
//! search square by square, walking through no wall, finds to differ.

use fillscope_core::compare::{align, answer9, by_index, first_difference, returned9};
use fillscope_core::nine::{self, Board9, Square9, Trace9, Walls9};
use fillscope_core::Algorithm;

/// A seeded generator: the same stream for the same seed.
struct Rng(fastrand::Rng);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0.u64(..n)
    }
    /// Each square with probability `pct` percent.
    fn board(&mut self, pct: u64) -> Board9 {
        Square9::all().filter(|_| self.below(100) < pct).collect()
    }
    fn square(&mut self) -> Square9 {
        Square9::new(self.below(81) as u8).unwrap()
    }
}

/// One board: open squares, walls, a start and a target.
#[derive(Clone, Copy, Debug)]
struct Board {
    open: Board9,
    walls: Walls9,
    start: Board9,
    target: Board9,
}

impl Board {
    fn trace(&self) -> Trace9 {
        nine::bfs_traced(self.start, self.open, self.walls, self.target).1
    }
}

/// The layers of a BFS from `b.start`, by a plain search square by square
/// (not the bit-shift fill): `layers[0]` is the start, `layers[k]` the
/// open squares first reached after `k` steps through no wall, up to the
/// first that holds a target or the first empty one (both kept, as the
/// traced fill keeps them).
fn naive_layers(b: &Board) -> Vec<Board9> {
    let start = b.start & b.open;
    let mut layers = vec![start];
    let mut seen = start;
    loop {
        let layer = *layers.last().unwrap();
        if layer.intersects(b.target) || layer.is_empty() {
            return layers;
        }
        let mut next = Board9::EMPTY;
        for s in layer.squares() {
            for (df, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                let Some(n) = s.try_offset(df, dr) else {
                    continue;
                };
                if !b.walls.between(s, n) && b.open.contains(n) && !seen.contains(n) {
                    next.insert(n);
                }
            }
        }
        seen |= next;
        layers.push(next);
    }
}

/// A random board: a tenth of the squares closed, a quarter of the walls
/// up, one start and one target.
fn random_board(rng: &mut Rng) -> Board {
    let mut walls = Walls9::NONE;
    for s in Square9::all() {
        for (df, dr) in [(0, 1), (1, 0)] {
            if let Some(n) = s.try_offset(df, dr) {
                if rng.below(4) == 0 {
                    walls.toggle(s, n);
                }
            }
        }
    }
    let start = Board9::from(rng.square());
    let target = Board9::from(rng.square());
    Board {
        open: !(rng.board(10) - start - target),
        walls,
        start,
        target,
    }
}

/// `b` with one change: a wall between a square and a neighbour not yet
/// walled off, or (one time in three) one more closed square.
fn changed(b: &Board, rng: &mut Rng) -> Board {
    let mut out = *b;
    loop {
        let s = rng.square();
        if rng.below(3) == 0 {
            if out.open.contains(s) && !b.start.contains(s) {
                out.open = out.open - Board9::from(s);
                return out;
            }
            continue;
        }
        let (df, dr) = [(0, 1), (1, 0), (0, -1), (-1, 0)][rng.below(4) as usize];
        if let Some(n) = s.try_offset(df, dr) {
            if !out.walls.between(s, n) {
                out.walls.toggle(s, n);
                return out;
            }
        }
    }
}

#[test]
fn nine_by_nine_runs_pair_by_frame_and_part_at_the_first_layer_that_differs() {
    let mut rng = Rng(fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15));
    let (mut differed, mut agreed) = (0, 0);
    for _ in 0..600 {
        let a = random_board(&mut rng);
        let b = changed(&a, &mut rng);
        let (ta, tb) = (a.trace(), b.trace());
        let (la, lb) = (ta.frames.len(), tb.frames.len());
        // BFS has no steps to line up: frame by frame, the shorter run
        // holding its last frame.
        let pairs = align(&ta, Algorithm::Bfs, &tb, Algorithm::Bfs);
        let expected: Vec<(usize, usize)> = (0..la.max(lb))
            .map(|k| (k.min(la - 1), k.min(lb - 1)))
            .collect();
        assert_eq!(pairs, expected);
        assert_eq!(by_index(&ta, &tb), expected);
        // The first layer the plain search finds to differ, among those
        // both runs reach.
        let (na, nb) = (naive_layers(&a), naive_layers(&b));
        let d = (0..na.len().min(nb.len())).find(|&k| na[k] != nb[k]);
        let found = first_difference(&ta, &tb, &pairs, None);
        match d {
            Some(d) => {
                let name = format!("layer[{d}]");
                assert_eq!(found, Some((d, Some(name.as_str()))), "{a:?} {b:?}");
                // The frames shown there hold those layers.
                let (i, j) = pairs[d];
                let layer = |t: &Trace9, f: usize| t.frames[f].get(&name);
                assert_eq!((layer(&ta, i), layer(&tb, j)), (Some(na[d]), Some(nb[d])));
                // `visits`, picked by name, parts at the same pair: the
                // squares reached so far first differ with that layer.
                assert_eq!(
                    first_difference(&ta, &tb, &pairs, Some("visits")),
                    Some((d, Some("visits")))
                );
                differed += 1;
            }
            None => {
                // The same layers as far as both go: both runs stop at the
                // same layer (a target reached, or nothing left), so they
                // return the same number and nothing differs.
                assert_eq!(na, nb);
                assert_eq!(found, None, "{a:?} {b:?}");
                assert_eq!(returned9(&ta), Some(na.len() as u32 - 1));
                assert_eq!(answer9(&ta), answer9(&tb));
                agreed += 1;
            }
        }
    }
    // Both kinds of pair of boards were met.
    assert!(differed > 100 && agreed > 20, "{differed} {agreed}");
}

// The 9x9 runs read B's names as A's as the 8x8 runs do: a BFS whose
// every register is named otherwise is paired back to A's names and,
// read so, lines up as A's own run.
#[test]
fn nine_by_nine_runs_named_otherwise_pair_back() {
    use fillscope_core::compare::{bases, by_values, compared_bases, propose, Run};
    let mut rng = Rng(fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15));
    for _ in 0..40 {
        let a = random_board(&mut rng).trace();
        let names: Vec<(String, String)> = bases(&a)
            .into_iter()
            .map(|x| (x.to_string(), format!("{x}_b")))
            .collect();
        let b = a.renamed(&names);
        let p = propose(&a, &b);
        let mut back = Vec::new();
        for base in compared_bases(&a) {
            let q = p.iter().find(|q| q.a == base).expect("proposed");
            let mine = format!("{base}_b");
            assert!(q.b.contains(&mine.as_str()), "{q:?}");
            if q.b.len() == 1 {
                back.push((mine, base.to_string()));
            }
        }
        if back.len() == compared_bases(&a).len() {
            let read = b.renamed(&back);
            assert_eq!(by_values(&a, &read, None), by_values(&a, &a, None));
        }
    }
}
