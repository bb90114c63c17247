//! The board the user edits and what it means for each algorithm.

use fillscope_core::bfs::{self, Walls};
use fillscope_core::{fill, paths, Bitboard, Direction, Method, Piece, Step, Trace};
use serde::{Deserialize, Serialize};

/// Every fill the app offers, in menu order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Algorithm {
    /// Westcott's all shortest paths.
    #[default]
    Westcott,
    /// Moshammer's variant.
    Moshammer,
    /// Squares-connected.
    Connected,
    /// Occluded + attack fill in one direction (method chosen separately).
    Fill,
    /// Set-wise rook/bishop/queen attacks.
    Attacks,
    /// Bit-shift BFS with walls.
    Bfs,
    /// Voronoi partition with walls.
    Voronoi,
}

impl Algorithm {
    /// All, in menu order.
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Westcott,
        Algorithm::Moshammer,
        Algorithm::Connected,
        Algorithm::Fill,
        Algorithm::Attacks,
        Algorithm::Bfs,
        Algorithm::Voronoi,
    ];
    /// Short id for URLs and storage.
    pub const fn id(self) -> &'static str {
        match self {
            Algorithm::Westcott => "westcott",
            Algorithm::Moshammer => "moshammer",
            Algorithm::Connected => "connected",
            Algorithm::Fill => "fill",
            Algorithm::Attacks => "attacks",
            Algorithm::Bfs => "bfs",
            Algorithm::Voronoi => "voronoi",
        }
    }
    /// Parses [`Algorithm::id`].
    pub fn from_id(s: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.id() == s)
    }
    /// Menu label.
    pub const fn label(self) -> &'static str {
        match self {
            Algorithm::Westcott => "All shortest paths (Westcott)",
            Algorithm::Moshammer => "All shortest paths (Moshammer)",
            Algorithm::Connected => "Squares connected",
            Algorithm::Fill => "Occluded / attack fill",
            Algorithm::Attacks => "Slider attacks (set-wise)",
            Algorithm::Bfs => "Bit-shift BFS with walls",
            Algorithm::Voronoi => "Voronoi partition",
        }
    }
    /// Whether the options panel shows a step-kind choice.
    pub const fn uses_step(self) -> bool {
        matches!(
            self,
            Algorithm::Westcott | Algorithm::Moshammer | Algorithm::Connected
        )
    }
    /// Whether walls matter.
    pub const fn uses_walls(self) -> bool {
        matches!(self, Algorithm::Bfs | Algorithm::Voronoi)
    }
    /// What the three kinds of mark mean for this algorithm, as register
    /// names: `(sources, targets, blockers)`. `blockers` names the register
    /// the blockers are the complement of, or the occupied set itself.
    pub const fn meaning(self) -> Meaning {
        match self {
            Algorithm::Westcott | Algorithm::Moshammer | Algorithm::Connected => Meaning {
                sources: Some("sq1"),
                targets: Some("sq2"),
                blockers: "path",
                blockers_are_complement: true,
            },
            Algorithm::Fill => Meaning {
                sources: Some("gen"),
                targets: None,
                blockers: "pro",
                blockers_are_complement: true,
            },
            Algorithm::Attacks => Meaning {
                sources: Some("sliders"),
                targets: None,
                blockers: "occupied",
                blockers_are_complement: false,
            },
            Algorithm::Bfs => Meaning {
                sources: Some("start"),
                targets: Some("target"),
                blockers: "open",
                blockers_are_complement: true,
            },
            Algorithm::Voronoi => Meaning {
                sources: Some("a"),
                targets: Some("b"),
                blockers: "open",
                blockers_are_complement: true,
            },
        }
    }
}

/// What the marks on the board stand for in one algorithm.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Meaning {
    /// The register the source marks set, if the algorithm has one.
    pub sources: Option<&'static str>,
    /// The register the target marks set, if any.
    pub targets: Option<&'static str>,
    /// The register the blocker marks set.
    pub blockers: &'static str,
    /// `true` when that register is the complement of the blockers
    /// (`path`, `pro`, `open`), `false` when it is the blockers (`occupied`).
    pub blockers_are_complement: bool,
}

/// Everything the user set up: the board, the algorithm and its options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// The chosen fill.
    pub algorithm: Algorithm,
    /// Step kind for the path algorithms.
    pub step: Step,
    /// Direction for the one-direction fill.
    pub direction: Direction,
    /// Method for the one-direction fill.
    pub method: Method,
    /// Piece for set-wise attacks.
    pub piece: Piece,
    /// Source marks.
    pub sources: Bitboard,
    /// Target marks.
    pub targets: Bitboard,
    /// Blocker marks.
    pub blockers: Bitboard,
    /// Walls (BFS and Voronoi).
    pub walls: Walls,
}

impl Default for Setup {
    fn default() -> Self {
        Setup::seed_example()
    }
}

impl Setup {
    /// The seed example: all shortest paths from e4 to a1 and h8 on an empty board.
    pub fn seed_example() -> Setup {
        use fillscope_core::Square;
        Setup {
            algorithm: Algorithm::Westcott,
            step: Step::King,
            direction: Direction::Nort,
            method: Method::Dumb7,
            piece: Piece::Rook,
            sources: Square::E4.into(),
            targets: Square::A1 | Square::H8,
            blockers: Bitboard::EMPTY,
            walls: Walls::NONE,
        }
    }

    /// The value of a user-settable register by its seed name
    /// (`sq1`, `sq2`, `path`, `gen`, `pro`, `sliders`, `occupied`, `start`,
    /// `target`, `open`, `a`, `b`).
    pub fn register(&self, name: &str) -> Option<Bitboard> {
        let m = self.algorithm.meaning();
        if Some(name) == m.sources {
            Some(self.sources)
        } else if Some(name) == m.targets {
            Some(self.targets)
        } else if name == m.blockers {
            Some(if m.blockers_are_complement {
                !self.blockers
            } else {
                self.blockers
            })
        } else {
            None
        }
    }

    /// Sets a user-settable register; returns `false` for a name this
    /// algorithm does not have.
    pub fn set_register(&mut self, name: &str, value: Bitboard) -> bool {
        let m = self.algorithm.meaning();
        if Some(name) == m.sources {
            self.sources = value;
        } else if Some(name) == m.targets {
            self.targets = value;
        } else if name == m.blockers {
            self.blockers = if m.blockers_are_complement {
                !value
            } else {
                value
            };
        } else {
            return false;
        }
        true
    }

    /// The user-settable register names of the current algorithm, in order.
    pub fn register_names(&self) -> Vec<&'static str> {
        let m = self.algorithm.meaning();
        m.sources
            .into_iter()
            .chain(m.targets)
            .chain(Some(m.blockers))
            .collect()
    }

    /// The source and target marks that mean something for this algorithm
    /// (an empty set for a role it does not have), as the user placed them.
    pub fn marks(&self) -> (Bitboard, Bitboard) {
        let m = self.algorithm.meaning();
        let pick =
            |role: Option<&str>, b: Bitboard| if role.is_some() { b } else { Bitboard::EMPTY };
        (pick(m.sources, self.sources), pick(m.targets, self.targets))
    }

    /// Runs the chosen algorithm traced. Every edit calls this again.
    pub fn trace(&self) -> Trace {
        let open = !self.blockers;
        match self.algorithm {
            Algorithm::Westcott => {
                paths::westcott_traced(self.sources, self.targets, open, self.step).1
            }
            Algorithm::Moshammer => {
                paths::moshammer_traced(self.sources, self.targets, open, self.step).1
            }
            Algorithm::Connected => {
                paths::connected_traced(self.sources, self.targets, open, self.step).1
            }
            Algorithm::Fill => fill::fill_traced(self.sources, open, self.direction, self.method).2,
            Algorithm::Attacks => {
                fill::slider_attacks_traced(self.piece, self.sources, self.blockers).1
            }
            Algorithm::Bfs => bfs::bfs_traced(self.sources, open, self.walls, self.targets).1,
            Algorithm::Voronoi => {
                bfs::voronoi_traced(self.sources, self.targets, open, self.walls).1
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_example_registers() {
        let s = Setup::seed_example();
        assert_eq!(s.register("sq1"), Some(fillscope_core::Square::E4.into()));
        assert_eq!(s.register("path"), Some(Bitboard::ALL));
        assert_eq!(s.register("gen"), None);
        assert_eq!(s.register_names(), ["sq1", "sq2", "path"]);
    }

    #[test]
    fn set_register_maps_complements() {
        let mut s = Setup {
            algorithm: Algorithm::Fill,
            ..Setup::seed_example()
        };
        assert!(s.set_register("pro", Bitboard(0xff)));
        assert_eq!(s.blockers, Bitboard(!0xff));
        s.algorithm = Algorithm::Attacks;
        assert!(s.set_register("occupied", Bitboard(0xff)));
        assert_eq!(s.blockers, Bitboard(0xff));
        assert!(!s.set_register("sq1", Bitboard(1)));
    }

    #[test]
    fn every_algorithm_traces_the_seed_board() {
        for a in Algorithm::ALL {
            let s = Setup {
                algorithm: a,
                ..Setup::seed_example()
            };
            let t = s.trace();
            assert!(!t.frames.is_empty(), "{a:?} recorded no frame");
        }
    }
}
