//! The 9x9 Great Escape board, for the two fills that run on it (BFS and
//! Voronoi): its marks and walls, what the tools do to them, and its
//! trace. The 8x8 setup is kept as it was while the 9x9 board is on show,
//! so switching back loses nothing.

use std::rc::Rc;

use fillscope_core::bfs::Walls;
use fillscope_core::nine::{self, Board9, Square9, Trace9, Walls9};
use fillscope_core::{Algorithm, Bitboard, Marks, Role, Setup};

use crate::state::MarkBoard;

/// Whether `algorithm` runs on the 9x9 board too.
#[must_use]
pub fn takes_nine(algorithm: Algorithm) -> bool {
    matches!(algorithm, Algorithm::Bfs | Algorithm::Voronoi)
}

/// The marks and walls of the 9x9 board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Marks9 {
    /// Sources (BFS starts; Voronoi side A).
    pub sources: Board9,
    /// Targets (BFS goal; Voronoi side B).
    pub targets: Board9,
    /// Closed squares.
    pub blockers: Board9,
    /// Voronoi side C's seeds.
    pub side_c: Board9,
    /// Voronoi side D's seeds.
    pub side_d: Board9,
    /// Walls between neighbours.
    pub walls: Walls9,
}

/// The 9x9 square on the file and rank of an 8x8 set's squares.
fn widen(b: Bitboard) -> Board9 {
    b.squares()
        .filter_map(|sq| Square9::from_coords(sq.file(), sq.rank()))
        .collect()
}

impl Marks9 {
    /// The 8x8 board's marks and walls on the same squares of the 9x9
    /// board (the i-file and rank 9 empty).
    #[must_use]
    pub fn from_eight(s: &Setup) -> Marks9 {
        let Walls { north, east } = s.walls.normalized();
        Marks9 {
            sources: widen(s.sources),
            targets: widen(s.targets),
            blockers: widen(s.blockers),
            side_c: widen(s.side_c),
            side_d: widen(s.side_d),
            walls: Walls9 {
                north: widen(north),
                east: widen(east),
            }
            .normalized(),
        }
    }

    /// The marks as the board draws them (no pawns on this board).
    #[must_use]
    pub fn marks(&self) -> Marks<Board9> {
        Marks {
            sources: self.sources,
            targets: self.targets,
            side_c: self.side_c,
            side_d: self.side_d,
            ..Marks::default()
        }
    }

    /// The set of `algorithm`'s input register `name` on this board, as
    /// its code reads it (`open` is every square not closed); `None` for a
    /// name it does not take.
    #[must_use]
    pub fn register(&self, algorithm: Algorithm, name: &str) -> Option<Board9> {
        let m = algorithm.inputs();
        if Some(name) == m.blockers && m.blockers_are_complement {
            return Some(self.open());
        }
        // Read through the one name-to-set mapping, on a copy.
        let mut copy = *self;
        copy.register_mut(algorithm, name).map(|set| *set)
    }

    /// Sets `algorithm`'s input register `name` on this board; `false` for
    /// a name it does not take.
    pub fn set_register(&mut self, algorithm: Algorithm, name: &str, value: Board9) -> bool {
        let m = algorithm.inputs();
        if Some(name) == m.blockers && m.blockers_are_complement {
            self.blockers = !value;
            return true;
        }
        match self.register_mut(algorithm, name) {
            Some(set) => {
                *set = value;
                true
            }
            None => false,
        }
    }

    /// Sets `algorithm`'s input `name` on this board as the Log tab reads
    /// a log's first values: one of its registers, or its walls (`wn`,
    /// `we`), normalized. A name it does not take changes nothing.
    pub fn set_input(&mut self, algorithm: Algorithm, name: &str, value: Board9) {
        match name {
            "wn" => self.walls.north = value,
            "we" => self.walls.east = value,
            name => {
                self.set_register(algorithm, name, value);
            }
        }
        self.walls = self.walls.normalized();
    }

    /// The set behind register `name` of `algorithm`, as it is stored.
    fn register_mut(&mut self, algorithm: Algorithm, name: &str) -> Option<&mut Board9> {
        let m = algorithm.inputs();
        if Some(name) == m.sources {
            Some(&mut self.sources)
        } else if Some(name) == m.targets {
            Some(&mut self.targets)
        } else if Some(name) == m.blockers {
            Some(&mut self.blockers)
        } else {
            match m.more.iter().find(|(_, n)| *n == name)?.0 {
                Role::SideC => Some(&mut self.side_c),
                Role::SideD => Some(&mut self.side_d),
                _ => None,
            }
        }
    }

    /// The seed example on the 9x9 board, as the 8x8 board's for BFS and
    /// Voronoi (`Setup::example`): from e1 to the far rank (BFS) or to e9
    /// (Voronoi's side B), past a wall across the a- to f-files between
    /// ranks 4 and 5 and one between the d- and e-files on ranks 7 to 9.
    #[must_use]
    pub fn example(algorithm: Algorithm) -> Marks9 {
        let sq = |f: u8, r: u8| Square9::from_coords(f, r).expect("on the board");
        let mut walls = Walls9::NONE;
        for f in 0..6 {
            walls.toggle(sq(f, 3), sq(f, 4));
        }
        for r in 6..9 {
            walls.toggle(sq(3, r), sq(4, r));
        }
        let targets = if algorithm == Algorithm::Voronoi {
            Board9::from(sq(4, 8))
        } else {
            (0..9).map(|f| sq(f, 8)).collect()
        };
        Marks9 {
            sources: sq(4, 0).into(),
            targets,
            walls,
            ..Marks9::default()
        }
    }

    /// A random Great Escape board from `seed`: ten walls two squares
    /// long, a source on rank 1 and a target on rank 9 (each player's goal
    /// is the far side), no closed squares.
    #[must_use]
    pub fn random(seed: u64) -> Marks9 {
        let mut x = seed | 1;
        for _ in 0..4 {
            crate::state::next(&mut x);
        }
        let mut r = |n: u64| (crate::state::next(&mut x) % n) as u8;
        let mut walls = Walls9::NONE;
        let mut placed = 0;
        while placed < 10 {
            // A wall two squares long, across two neighbouring pairs.
            let (f, rank, vertical) = (r(8), r(8), r(2) == 0);
            let pairs = if vertical {
                // Between files f and f + 1, on ranks `rank` and `rank + 1`.
                [(f, rank, f + 1, rank), (f, rank + 1, f + 1, rank + 1)]
            } else {
                // Between ranks `rank` and `rank + 1`, on files f and f + 1.
                [(f, rank, f, rank + 1), (f + 1, rank, f + 1, rank + 1)]
            };
            let sq = |f, r| Square9::from_coords(f, r);
            let squares: Vec<(Square9, Square9)> = pairs
                .iter()
                .filter_map(|&(a, b, c, d)| Some((sq(a, b)?, sq(c, d)?)))
                .collect();
            if squares.len() == 2 && squares.iter().all(|&(a, b)| !walls.between(a, b)) {
                for (a, b) in squares {
                    walls.toggle(a, b);
                }
                placed += 1;
            }
        }
        let on_rank = |file: u8, rank: u8| {
            Square9::from_coords(file, rank).map_or(Board9::EMPTY, Board9::from)
        };
        Marks9 {
            sources: on_rank(r(9), 0),
            targets: on_rank(r(9), 8),
            walls,
            ..Marks9::default()
        }
    }

    /// The squares a fill may enter: all but the closed ones.
    #[must_use]
    pub fn open(&self) -> Board9 {
        !self.blockers
    }

    /// The traced run of `algorithm` (BFS or Voronoi) on this board: BFS
    /// from the sources to the targets, or Voronoi between sources (side
    /// A) and targets (side B). `None` for an algorithm that has no 9x9
    /// form. Without the `nine` feature (the first-load page, which hands
    /// the 9x9 board to the full app) the run has no frames.
    #[cfg(feature = "nine")]
    #[must_use]
    pub fn trace(&self, algorithm: Algorithm) -> Option<Trace9> {
        let open = self.open();
        match algorithm {
            Algorithm::Bfs => {
                Some(nine::bfs_traced(self.sources, open, self.walls, self.targets).1)
            }
            Algorithm::Voronoi => {
                let sides = self.marks().voronoi_sides();
                Some(nine::voronoi_any_traced(&sides, open, self.walls))
            }
            _ => None,
        }
    }

    /// See the `nine` feature's version.
    #[cfg(not(feature = "nine"))]
    #[must_use]
    pub fn trace(&self, algorithm: Algorithm) -> Option<Trace9> {
        takes_nine(algorithm).then(|| Trace9 {
            board: nine::BOARD.into(),
            algorithm: algorithm.id().into(),
            frames: Vec::new(),
            outcome: nine::Outcome9::Returned { value: 0 },
        })
    }
}

/// The 9x9 board on show and its trace.
#[derive(Clone, Debug, PartialEq)]
pub struct Nine {
    /// Marks and walls.
    pub marks: Marks9,
    /// The trace of the Play tab's fill on `marks`.
    pub trace: Rc<Trace9>,
}

impl Nine {
    /// `marks` with the trace of `algorithm` on them; `None` when the
    /// algorithm has no 9x9 form.
    #[must_use]
    pub fn new(marks: Marks9, algorithm: Algorithm) -> Option<Nine> {
        let trace = Rc::new(marks.trace(algorithm)?);
        Some(Nine { marks, trace })
    }
}

/// The tools mark the 9x9 board by the 8x8 board's rules
/// ([`Tool::apply`](crate::state::Tool::apply)); it holds no pawns.
impl MarkBoard for Marks9 {
    type Square = Square9;
    fn set_mark(&mut self, role: Role, sq: Square9, on: bool) {
        let set = match role {
            Role::Source => &mut self.sources,
            Role::Target => &mut self.targets,
            Role::SideC => &mut self.side_c,
            Role::SideD => &mut self.side_d,
            _ => return,
        };
        let one = Board9::from(sq);
        *set = if on { *set | one } else { *set - one };
    }
    fn set_blocker(&mut self, sq: Square9, on: bool) {
        let one = Board9::from(sq);
        self.blockers = if on {
            self.blockers | one
        } else {
            self.blockers - one
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Tool;
    use fillscope_core::Square;

    fn sq(s: &str) -> Square9 {
        s.parse().unwrap()
    }

    #[test]
    fn the_eight_by_eight_marks_keep_their_squares() {
        let mut s = Setup {
            algorithm: Algorithm::Bfs,
            ..Setup::seed_example()
        };
        s.blockers = Square::C3.into();
        s.walls.toggle(Square::A1, Square::A2);
        s.walls.toggle(Square::G8, Square::H8);
        let m = Marks9::from_eight(&s);
        assert_eq!(m.sources, sq("e4").into());
        assert_eq!(m.targets, Board9::from(sq("a1")) | Board9::from(sq("h8")));
        assert_eq!(m.blockers, sq("c3").into());
        assert!(m.walls.between(sq("a1"), sq("a2")));
        assert!(m.walls.between(sq("g8"), sq("h8")));
        assert!(!m.walls.between(sq("h8"), sq("i8")));
    }

    #[test]
    fn tools_mark_as_on_eight_by_eight() {
        let mut m = Marks9::default();
        Tool::Blocker.apply(&mut m, sq("i9"));
        assert_eq!(m.blockers, sq("i9").into());
        Tool::Source.apply(&mut m, sq("i9"));
        assert_eq!((m.sources, m.blockers), (sq("i9").into(), Board9::EMPTY));
        Tool::Target.apply(&mut m, sq("a1"));
        Tool::Erase.apply(&mut m, sq("i9"));
        assert_eq!((m.sources, m.targets), (Board9::EMPTY, sq("a1").into()));
    }

    /// The fields read and set the 9x9 board's sets by their names in the
    /// code: `open` is every square not closed.
    #[test]
    fn registers_by_name() {
        let mut m = Marks9::default();
        assert_eq!(m.register(Algorithm::Bfs, "open"), Some(Board9::ALL));
        assert!(m.set_register(Algorithm::Bfs, "target", sq("i9").into()));
        assert_eq!(m.targets, sq("i9").into());
        assert!(m.set_register(Algorithm::Bfs, "open", !Board9::from(sq("e5"))));
        assert_eq!(m.blockers, sq("e5").into());
        assert_eq!(
            m.register(Algorithm::Bfs, "open"),
            Some(!Board9::from(sq("e5")))
        );
        assert!(m.set_register(Algorithm::Voronoi, "c", sq("a9").into()));
        assert_eq!(m.side_c, sq("a9").into());
        assert_eq!(m.register(Algorithm::Voronoi, "a"), Some(m.sources));
        assert!(!m.set_register(Algorithm::Bfs, "white", Board9::ALL));
        assert_eq!(m.register(Algorithm::Bfs, "sq1"), None);
    }

    proptest::proptest! {
        /// Any run of tool presses on the 8x8 squares leaves the 9x9 board
        /// marked as the 8x8 board (the one rule, `Tool::apply`, on both).
        #[test]
        fn both_boards_take_the_same_presses(
            presses in proptest::collection::vec((0usize..Tool::MARKS.len(), 0u8..64), 0..40),
        ) {
            let mut eight = Setup { algorithm: Algorithm::Voronoi, ..Setup::seed_example() };
            let mut nine = Marks9::from_eight(&eight);
            for (t, at) in presses {
                let tool = Tool::MARKS[t];
                let square = Square::new(at).unwrap();
                tool.apply(&mut eight, square);
                tool.apply(&mut nine, Square9::from_coords(square.file(), square.rank()).unwrap());
            }
            let from_eight = Marks9::from_eight(&eight);
            proptest::prop_assert_eq!(nine, from_eight);
        }
    }

    #[test]
    fn random_boards_have_ten_walls_and_their_ends() {
        for seed in 0..50 {
            let m = Marks9::random(seed);
            assert_eq!(m.sources.count(), 1);
            assert!(m.sources.squares().all(|s| s.rank() == 0));
            assert!(m.targets.squares().all(|s| s.rank() == 8));
            let segments = m.walls.north.count() + m.walls.east.count();
            assert_eq!(segments, 20, "seed {seed}");
        }
        assert_ne!(Marks9::random(1), Marks9::random(2));
    }

    #[cfg(feature = "nine")]
    #[test]
    fn the_trace_is_the_cores_and_ends_at_the_answer() {
        let mut m = Marks9 {
            sources: sq("a1").into(),
            targets: sq("i9").into(),
            ..Marks9::default()
        };
        m.walls.toggle(sq("a1"), sq("b1"));
        let t = m.trace(Algorithm::Bfs).unwrap();
        assert_eq!(t.board, "9x9");
        let l = nine::bfs(m.sources, Board9::ALL, m.walls, m.targets);
        assert_eq!(t.outcome, l.outcome());
        assert!(m.trace(Algorithm::Westcott).is_none());
        let v = m.trace(Algorithm::Voronoi).unwrap();
        assert_eq!(v.algorithm, "voronoi");
    }
}
