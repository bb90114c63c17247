//! The algorithm registry: every fill fillscope offers, listed once.
//!
//! [`Algorithm`] names each fill; from it come its id (traces, code
//! listings), its link id (URLs), its title and menu label, its code
//! listing, the inputs it takes ([`Inputs`]: which board sets, called what
//! in its code, and which options) and one way to run it, traced
//! ([`Setup::trace`]) or untraced ([`Setup::answer`]). The web app's menu,
//! code panel and links, the CLI and the test lists all key off it: adding
//! an algorithm means adding a variant here and writing its fill, and the
//! compiler's exhaustive matches point at everything else.
//!
//! ```
//! use fillscope_core::{Algorithm, Setup};
//!
//! let setup = Setup::seed_example();
//! assert_eq!(setup.algorithm, Algorithm::Westcott);
//! let trace = setup.trace();
//! assert_eq!(trace.algorithm, setup.algorithm.id());
//! // The untraced run gives the answer the trace ends with.
//! assert_eq!(setup.answer(), trace.outcome);
//! ```

use alloc::vec::Vec;

use crate::bfs::{self, Walls};
use crate::trace::{Marks, Outcome, Role};
use crate::{code, fill, paths, reach, Bitboard, Direction, Method, Piece, Square, Step, Trace};

/// Every algorithm, listed once.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Algorithm {
    /// Westcott's all shortest paths.
    #[default]
    Westcott,
    /// Moshammer's variant of all shortest paths, as the wiki writes it.
    Moshammer,
    /// Squares-connected: is there any path at all?
    Connected,
    /// Occluded and attack fill in one direction: Dumb7Fill.
    Dumb7,
    /// Occluded and attack fill in one direction: Kogge-Stone.
    KoggeStone,
    /// Occluded and attack fill in one direction: the generalised rotate loop.
    Rotate,
    /// Set-wise rook, bishop or queen attacks.
    Attacks,
    /// Bit-shift BFS with walls.
    Bfs,
    /// Voronoi partition between two sides, with walls.
    Voronoi,
    /// Reach: the squares first reached after each move (mobility with
    /// simulated ply).
    Reach,
    /// Pawn fills and spans, passed pawns, files and outposts.
    Pawns,
}

/// An option an algorithm takes besides the board's sets.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// The step kind ([`Step`]) of the path fills.
    Step,
    /// The direction ([`Direction`]) of a one-direction fill.
    Direction,
    /// The occluded-fill method ([`Method`]); each method is an
    /// [`Algorithm`] of its own, so this option switches between them.
    Method,
    /// The sliding piece ([`Piece`]).
    Piece,
    /// Walls between squares ([`Walls`]).
    Walls,
}

/// Which frames of an algorithm's trace begin a step, and how steps count.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Stages {
    /// The listing lines whose frames begin a step.
    pub lines: &'static [u16],
    /// Whether one step advances a fill by one square, so that steps 2-3,
    /// 4-7, ... cover what one doubling step of Kogge-Stone covers: step
    /// `c` is then stage `c`'s bit length (1, 2-3, 4-7 are stages 1, 2, 3).
    pub doubling: bool,
}

/// What an algorithm takes: what the board's three kinds of mark are
/// called in its code, and which options it uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Inputs {
    /// The register the source marks set, if the algorithm has one.
    pub sources: Option<&'static str>,
    /// The register the target marks set, if any.
    pub targets: Option<&'static str>,
    /// The register the blocker marks set, if the algorithm takes one.
    pub blockers: Option<&'static str>,
    /// `true` when that register is the complement of the blockers
    /// (`path`, `pro`, `open`), `false` when it is the blockers (`occupied`).
    pub blockers_are_complement: bool,
    /// The options it takes, in menu order.
    pub choices: &'static [Choice],
    /// The marks it takes besides sources, targets and blockers, each with
    /// the register it sets: Voronoi's third and fourth sides, the pawns.
    pub more: &'static [(Role, &'static str)],
}

impl Inputs {
    /// Whether it takes option `c`.
    #[must_use]
    pub fn takes(&self, c: Choice) -> bool {
        self.choices.contains(&c)
    }
}

const PATH_INPUTS: Inputs = Inputs {
    sources: Some("sq1"),
    targets: Some("sq2"),
    blockers: Some("path"),
    blockers_are_complement: true,
    choices: &[Choice::Step],
    more: &[],
};

const FILL_INPUTS: Inputs = Inputs {
    sources: Some("gen"),
    targets: None,
    blockers: Some("pro"),
    blockers_are_complement: true,
    choices: &[Choice::Direction, Choice::Method],
    more: &[],
};

impl Algorithm {
    /// Every algorithm, in menu order.
    pub const ALL: [Algorithm; 11] = [
        Algorithm::Westcott,
        Algorithm::Moshammer,
        Algorithm::Connected,
        Algorithm::Dumb7,
        Algorithm::KoggeStone,
        Algorithm::Rotate,
        Algorithm::Attacks,
        Algorithm::Bfs,
        Algorithm::Voronoi,
        Algorithm::Reach,
        Algorithm::Pawns,
    ];

    /// The id of its traces and code listing: `westcott`, `dumb7`, ...
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Algorithm::Westcott => "westcott",
            Algorithm::Moshammer => "moshammer",
            Algorithm::Connected => "connected",
            Algorithm::Dumb7 => "dumb7",
            Algorithm::KoggeStone => "kogge-stone",
            Algorithm::Rotate => "rotate",
            Algorithm::Attacks => "attacks",
            Algorithm::Bfs => "bfs",
            Algorithm::Voronoi => "voronoi",
            Algorithm::Reach => "reach",
            Algorithm::Pawns => "pawns",
        }
    }

    /// Parses [`Algorithm::id`].
    #[must_use]
    pub fn from_id(id: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.id() == id)
    }

    /// Its id in links and the menu (`alg=`): the three occluded-fill
    /// methods share `fill` and are told apart by `method=`.
    #[must_use]
    pub const fn link_id(self) -> &'static str {
        match self.method() {
            Some(_) => "fill",
            None => self.id(),
        }
    }

    /// Parses [`Algorithm::link_id`]; `fill` picks the occluded fill of `method`.
    #[must_use]
    pub fn from_link_id(id: &str, method: Method) -> Option<Algorithm> {
        if id == "fill" {
            Some(Algorithm::occluded(method))
        } else {
            Algorithm::from_id(id).filter(|a| a.method().is_none())
        }
    }

    /// The occluded fill computed by `method`.
    #[must_use]
    pub const fn occluded(method: Method) -> Algorithm {
        match method {
            Method::Dumb7 => Algorithm::Dumb7,
            Method::KoggeStone => Algorithm::KoggeStone,
            Method::Rotate => Algorithm::Rotate,
        }
    }

    /// The occluded-fill method, for the three occluded fills.
    #[must_use]
    pub const fn method(self) -> Option<Method> {
        match self {
            Algorithm::Dumb7 => Some(Method::Dumb7),
            Algorithm::KoggeStone => Some(Method::KoggeStone),
            Algorithm::Rotate => Some(Method::Rotate),
            _ => None,
        }
    }

    /// How its trace groups into steps, for lining two runs up side by side
    /// ([`crate::compare::align`]); `None` when its steps have no
    /// counterpart in another algorithm.
    #[must_use]
    pub const fn stages(self) -> Option<Stages> {
        // The listing lines whose frames begin a step (see `code::listing`).
        Some(match self {
            Algorithm::Westcott => Stages {
                lines: &[11],
                doubling: false,
            },
            Algorithm::Moshammer => Stages {
                lines: &[5],
                doubling: false,
            },
            Algorithm::Dumb7 => Stages {
                lines: &[5],
                doubling: true,
            },
            Algorithm::Rotate => Stages {
                lines: &[8],
                doubling: true,
            },
            Algorithm::KoggeStone => Stages {
                lines: &[4, 6, 8],
                doubling: false,
            },
            _ => return None,
        })
    }

    /// What the number it returns counts, for those that return one.
    #[must_use]
    pub const fn returns(self) -> Option<&'static str> {
        Some(match self {
            Algorithm::Westcott => {
                "its number of layers, asp[0] (the start) included: the moves plus one"
            }
            Algorithm::Moshammer => "its number of moves: sq2 is asp[length]",
            Algorithm::Connected => "1 when the sources and targets are connected, else 0",
            Algorithm::Bfs => {
                "the steps to the nearest target, or its number of layers when none is reached"
            }
            Algorithm::Reach => "its number of plies, ply[0] (the start) included",
            _ => return None,
        })
    }

    /// Its title, as the code panel heads its listing.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Algorithm::Westcott => "All shortest paths (Westcott)",
            Algorithm::Moshammer => "All shortest paths (Moshammer's variant)",
            Algorithm::Connected => "Squares connected",
            Algorithm::Dumb7 => "Occluded fill: Dumb7Fill",
            Algorithm::KoggeStone => "Occluded fill: Kogge-Stone",
            Algorithm::Rotate => "Occluded fill: generalised rotate loop",
            Algorithm::Attacks => "Set-wise slider attacks",
            Algorithm::Bfs => "Bit-shift BFS with walls",
            Algorithm::Voronoi => "Voronoi partition",
            Algorithm::Reach => "Reach: mobility with simulated ply",
            Algorithm::Pawns => "Pawn fills and spans",
        }
    }

    /// Its entry in the Algorithm menu (one entry per [`Algorithm::link_id`]).
    #[must_use]
    pub const fn menu_label(self) -> &'static str {
        match self {
            Algorithm::Westcott => "All shortest paths (Westcott)",
            Algorithm::Moshammer => "All shortest paths (Moshammer)",
            Algorithm::Connected => "Squares connected",
            Algorithm::Dumb7 | Algorithm::KoggeStone | Algorithm::Rotate => {
                "Occluded / attack fill"
            }
            Algorithm::Attacks => "Slider attacks (set-wise)",
            Algorithm::Bfs => "Bit-shift BFS with walls",
            Algorithm::Voronoi => "Voronoi partition",
            Algorithm::Reach => "Reach (mobility by ply)",
            Algorithm::Pawns => "Pawn fills and spans",
        }
    }

    /// The menu: one algorithm per [`Algorithm::link_id`], in order (the
    /// occluded fills appear once, as Dumb7Fill).
    #[must_use]
    pub fn menu() -> Vec<Algorithm> {
        let mut out: Vec<Algorithm> = Vec::new();
        for a in Algorithm::ALL {
            if !out.iter().any(|b| b.link_id() == a.link_id()) {
                out.push(a);
            }
        }
        out
    }

    /// Its code listing: one statement per line, the seeds' names;
    /// [`crate::Frame::line`] indexes it from 1.
    #[must_use]
    pub const fn listing(self) -> &'static str {
        match self {
            Algorithm::Westcott => code::WESTCOTT,
            Algorithm::Moshammer => code::MOSHAMMER,
            Algorithm::Connected => code::CONNECTED,
            Algorithm::Dumb7 => code::DUMB7,
            Algorithm::KoggeStone => code::KOGGE_STONE,
            Algorithm::Rotate => code::ROTATE,
            Algorithm::Attacks => code::ATTACKS,
            Algorithm::Bfs => code::BFS,
            Algorithm::Voronoi => code::VORONOI,
            Algorithm::Reach => code::REACH,
            // Without feature `late-fills` the pawn fills do not run, and
            // their listing is left out with them.
            Algorithm::Pawns if cfg!(feature = "late-fills") => code::PAWNS,
            Algorithm::Pawns => "",
        }
    }

    /// What it takes.
    #[must_use]
    pub const fn inputs(self) -> Inputs {
        match self {
            Algorithm::Westcott | Algorithm::Moshammer | Algorithm::Connected => PATH_INPUTS,
            Algorithm::Reach => Inputs {
                targets: None,
                ..PATH_INPUTS
            },
            Algorithm::Dumb7 | Algorithm::KoggeStone | Algorithm::Rotate => FILL_INPUTS,
            Algorithm::Attacks => Inputs {
                sources: Some("sliders"),
                targets: None,
                blockers: Some("occupied"),
                blockers_are_complement: false,
                choices: &[Choice::Piece],
                more: &[],
            },
            Algorithm::Pawns => Inputs {
                sources: None,
                targets: None,
                blockers: None,
                blockers_are_complement: false,
                choices: &[],
                more: &[(Role::WhitePawn, "white"), (Role::BlackPawn, "black")],
            },
            Algorithm::Bfs => Inputs {
                sources: Some("start"),
                targets: Some("target"),
                blockers: Some("open"),
                blockers_are_complement: true,
                choices: &[Choice::Walls],
                more: &[],
            },
            Algorithm::Voronoi => Inputs {
                sources: Some("a"),
                targets: Some("b"),
                blockers: Some("open"),
                blockers_are_complement: true,
                choices: &[Choice::Walls],
                more: &[(Role::SideC, "c"), (Role::SideD, "d")],
            },
        }
    }
}

impl core::fmt::Display for Algorithm {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Algorithm {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Algorithm {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Algorithm, D::Error> {
        let id = <alloc::borrow::Cow<'de, str>>::deserialize(d)?;
        Algorithm::from_id(&id)
            .ok_or_else(|| serde::de::Error::custom(alloc::format!("unknown algorithm `{id}`")))
    }
}

/// A board and an algorithm with its options: everything one run takes.
/// The web app edits one; the CLI builds one from its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Setup {
    /// The fill.
    pub algorithm: Algorithm,
    /// Step kind, for the algorithms taking [`Choice::Step`].
    pub step: Step,
    /// Direction, for [`Choice::Direction`].
    pub direction: Direction,
    /// Piece, for [`Choice::Piece`].
    pub piece: Piece,
    /// Source marks.
    pub sources: Bitboard,
    /// Target marks.
    pub targets: Bitboard,
    /// Blocker marks.
    pub blockers: Bitboard,
    /// Walls, for [`Choice::Walls`].
    pub walls: Walls,
    /// Voronoi side C's seeds (a third player).
    pub side_c: Bitboard,
    /// Voronoi side D's seeds (a fourth player).
    pub side_d: Bitboard,
    /// White pawns, for the pawn fills.
    pub white: Bitboard,
    /// Black pawns.
    pub black: Bitboard,
}

impl Default for Setup {
    fn default() -> Self {
        Setup::seed_example()
    }
}

impl Setup {
    /// The seed example: all shortest paths from e4 to a1 and h8 on an
    /// empty board, king steps.
    #[must_use]
    pub fn seed_example() -> Setup {
        Setup {
            algorithm: Algorithm::Westcott,
            step: Step::King,
            direction: Direction::Nort,
            piece: Piece::Rook,
            sources: Square::E4.into(),
            targets: Square::A1 | Square::H8,
            blockers: Bitboard::EMPTY,
            walls: Walls::NONE,
            side_c: Bitboard::EMPTY,
            side_d: Bitboard::EMPTY,
            white: Bitboard::EMPTY,
            black: Bitboard::EMPTY,
        }
    }

    /// The example board of `algorithm`'s Seed example button: the seeds'
    /// worked example where they give one for this fill, and otherwise a
    /// board that shows the fill at work. The path fills and Reach take
    /// the shortest-paths example (e4 to a1 and h8); the occluded and
    /// attack fills the Dumb7Fill article's south fill (its three
    /// generators in its empty set, pointing south); bit-shift BFS and
    /// Voronoi a Great Escape-like run, from e1 to the far rank past two
    /// walls; the pawn fills a French advance structure with a passed
    /// pawn on a5. Options the example does not fix (the step kind, the
    /// piece) are `self`'s.
    #[must_use]
    pub fn example(&self, algorithm: Algorithm) -> Setup {
        let mut s = Setup {
            algorithm,
            step: self.step,
            direction: self.direction,
            piece: self.piece,
            ..Setup::seed_example()
        };
        // Square lists, as the seeds name squares (never refused: they are
        // written here).
        let squares = |list: &str| crate::parse_bitboard(list).unwrap_or_default();
        match algorithm {
            Algorithm::Westcott
            | Algorithm::Moshammer
            | Algorithm::Connected
            | Algorithm::Reach => {}
            Algorithm::Dumb7 | Algorithm::KoggeStone | Algorithm::Rotate | Algorithm::Attacks => {
                s.sources = squares("a8 d7 f4");
                s.targets = Bitboard::EMPTY;
                // The article's occupied squares (the complement of its
                // `empty`), the generators among them.
                s.blockers =
                    squares("a8 g8 c7 d7 f7 h7 b6 g6 c5 d4 f4 c3 h3 a2 b2 c2 f2 g2 a1 d1 g1");
                s.direction = Direction::Sout;
            }
            Algorithm::Bfs | Algorithm::Voronoi => {
                s.sources = Square::E1.into();
                s.targets = if algorithm == Algorithm::Bfs {
                    Bitboard::RANK_8
                } else {
                    Square::E8.into()
                };
                // A wall across the a- to f-files between ranks 4 and 5, and
                // one between the d- and e-files on ranks 6 to 8: the walls
                // on the north side of the first, the east side of the
                // second.
                let mut walls = Walls::NONE;
                for sq in squares("a4 b4 c4 d4 e4 f4").squares() {
                    walls.toggle(sq, Square::new(sq.index() + 8).unwrap_or(sq));
                }
                for sq in squares("d6 d7 d8").squares() {
                    walls.toggle(sq, Square::new(sq.index() + 1).unwrap_or(sq));
                }
                s.walls = walls;
            }
            Algorithm::Pawns => {
                s.sources = Bitboard::EMPTY;
                s.targets = Bitboard::EMPTY;
                s.white = squares("a5 b2 c3 d4 e5 f2 g2 h2");
                s.black = squares("c6 d5 e6 f7 g7 h7");
            }
        }
        s
    }

    /// Removes every mark, blocker and wall, keeping the algorithm and its
    /// options.
    pub fn clear_board(&mut self) {
        *self = Setup {
            algorithm: self.algorithm,
            step: self.step,
            direction: self.direction,
            piece: self.piece,
            sources: Bitboard::EMPTY,
            targets: Bitboard::EMPTY,
            ..Setup::seed_example()
        };
    }

    /// The set of a mark in `role` (sources, targets, sides C and D, pawns).
    fn mark_mut(&mut self, role: Role) -> Option<&mut Bitboard> {
        Some(match role {
            Role::Source => &mut self.sources,
            Role::Target => &mut self.targets,
            Role::SideC => &mut self.side_c,
            Role::SideD => &mut self.side_d,
            Role::WhitePawn => &mut self.white,
            Role::BlackPawn => &mut self.black,
            _ => return None,
        })
    }

    /// Every mark as placed, whether the algorithm takes it or not.
    #[must_use]
    pub fn all_marks(&self) -> Marks {
        Marks {
            sources: self.sources,
            targets: self.targets,
            side_c: self.side_c,
            side_d: self.side_d,
            white: self.white,
            black: self.black,
        }
    }

    /// The occluded-fill method: the algorithm's own, or Dumb7Fill for an
    /// algorithm that has none.
    #[must_use]
    pub fn method(&self) -> Method {
        self.algorithm.method().unwrap_or_default()
    }

    /// The value of one of the algorithm's input registers by its name in
    /// the code (`sq1`, `sq2`, `path`, `gen`, `pro`, `sliders`, `occupied`,
    /// `start`, `target`, `open`, `a`, `b`).
    #[must_use]
    pub fn register(&self, name: &str) -> Option<Bitboard> {
        let m = self.algorithm.inputs();
        if Some(name) == m.sources {
            Some(self.sources)
        } else if Some(name) == m.targets {
            Some(self.targets)
        } else if Some(name) == m.blockers {
            Some(if m.blockers_are_complement {
                !self.blockers
            } else {
                self.blockers
            })
        } else {
            let (role, _) = m.more.iter().find(|(_, n)| *n == name)?;
            let all = self.all_marks();
            all.by_role()
                .into_iter()
                .find(|(r, _)| r == role)
                .map(|(_, b)| b)
        }
    }

    /// Sets an input register; returns `false` for a name this algorithm
    /// does not take. Setting `white` or `black` takes the other colour's
    /// pawns off the squares it names (a square holds one pawn).
    pub fn set_register(&mut self, name: &str, value: Bitboard) -> bool {
        let m = self.algorithm.inputs();
        if Some(name) == m.sources {
            self.sources = value;
        } else if Some(name) == m.targets {
            self.targets = value;
        } else if Some(name) == m.blockers {
            self.blockers = if m.blockers_are_complement {
                !value
            } else {
                value
            };
        } else if let Some(&(role, _)) = m.more.iter().find(|(_, n)| *n == name) {
            let Some(set) = self.mark_mut(role) else {
                return false;
            };
            *set = value;
            // A square holds one pawn: the new set takes the other colour's
            // pawns off its squares, as placing a pawn does.
            if let Some(other) = role.displaces().and_then(|r| self.mark_mut(r)) {
                *other = *other - value;
            }
        } else {
            return false;
        }
        true
    }

    /// Puts a mark in `role` on `sq`, or takes it off (`on` false): the
    /// one place the marks' sets are edited square by square.
    pub fn set_mark(&mut self, role: Role, sq: Square, on: bool) {
        if let Some(set) = self.mark_mut(role) {
            if on {
                set.insert(sq);
            } else {
                set.remove(sq);
            }
        }
    }

    /// The input register names of the algorithm, in order.
    #[must_use]
    pub fn register_names(&self) -> Vec<&'static str> {
        let m = self.algorithm.inputs();
        m.sources
            .into_iter()
            .chain(m.targets)
            .chain(m.blockers)
            .chain(m.more.iter().map(|(_, n)| *n))
            .collect()
    }

    /// The marks that mean something for this algorithm (an empty set for
    /// a mark it does not take), as placed.
    #[must_use]
    pub fn marks(&self) -> Marks {
        let m = self.algorithm.inputs();
        let takes = |role: Role| match role {
            Role::Source => m.sources.is_some(),
            Role::Target => m.targets.is_some(),
            _ => m.more.iter().any(|(r, _)| *r == role),
        };
        let keep = |role: Role, b: Bitboard| if takes(role) { b } else { Bitboard::EMPTY };
        Marks {
            sources: keep(Role::Source, self.sources),
            targets: keep(Role::Target, self.targets),
            side_c: keep(Role::SideC, self.side_c),
            side_d: keep(Role::SideD, self.side_d),
            white: keep(Role::WhitePawn, self.white),
            black: keep(Role::BlackPawn, self.black),
        }
    }

    /// The Voronoi sides to run ([`Marks::voronoi_sides`]).
    #[must_use]
    pub fn voronoi_sides(&self) -> Vec<Bitboard> {
        self.all_marks().voronoi_sides()
    }

    /// The walls, for an algorithm that takes them.
    #[must_use]
    pub fn walls_used(&self) -> Option<Walls> {
        self.algorithm
            .inputs()
            .takes(Choice::Walls)
            .then_some(self.walls)
    }

    /// Whether the run is one that feature `late-fills` adds to the
    /// registry: the pawn fills, or Voronoi of three or four sides.
    #[must_use]
    pub fn is_late_fill(&self) -> bool {
        match self.algorithm {
            Algorithm::Pawns => true,
            Algorithm::Voronoi => self.voronoi_sides().len() > 2,
            _ => false,
        }
    }

    /// What a build without feature `late-fills` gives for such a run: a
    /// trace with no frames.
    #[cfg(not(feature = "late-fills"))]
    fn not_run(&self) -> Trace {
        Trace {
            algorithm: self.algorithm.id().into(),
            frames: Vec::new(),
            outcome: Outcome::Bool { value: false },
        }
    }

    /// Runs the algorithm traced. Without feature `late-fills`, a run that
    /// [`is_late_fill`](Setup::is_late_fill) has no frames.
    #[must_use]
    pub fn trace(&self) -> Trace {
        let open = !self.blockers;
        let (src, tgt) = (self.sources, self.targets);
        match self.algorithm {
            Algorithm::Westcott => paths::westcott_traced(src, tgt, open, self.step).1,
            Algorithm::Moshammer => paths::moshammer_traced(src, tgt, open, self.step).1,
            Algorithm::Connected => paths::connected_traced(src, tgt, open, self.step).1,
            Algorithm::Dumb7 | Algorithm::KoggeStone | Algorithm::Rotate => {
                fill::fill_traced(src, open, self.direction, self.method()).2
            }
            Algorithm::Attacks => fill::slider_attacks_traced(self.piece, src, self.blockers).1,
            Algorithm::Bfs => bfs::bfs_traced(src, open, self.walls, tgt).1,
            Algorithm::Voronoi => match self.voronoi_sides().as_slice() {
                [a, b] => bfs::voronoi_traced(*a, *b, open, self.walls).1,
                #[cfg(feature = "late-fills")]
                sides => bfs::voronoi_sides_traced(sides, open, self.walls).1,
                #[cfg(not(feature = "late-fills"))]
                _ => self.not_run(),
            },
            Algorithm::Reach => reach::reach_traced(src, open, self.step, None).1,
            #[cfg(feature = "late-fills")]
            Algorithm::Pawns => {
                crate::pawns::pawn_sets_traced(self.white, self.black - self.white).1
            }
            #[cfg(not(feature = "late-fills"))]
            Algorithm::Pawns => self.not_run(),
        }
    }

    /// Runs the algorithm untraced: how it ends, the same [`Outcome`] its
    /// trace ends with (without feature `late-fills`, a run that
    /// [`is_late_fill`](Setup::is_late_fill) ends as its frameless trace).
    #[must_use]
    pub fn answer(&self) -> Outcome {
        let open = !self.blockers;
        let (src, tgt) = (self.sources, self.targets);
        match self.algorithm {
            Algorithm::Westcott => Outcome::Returned {
                value: paths::westcott(src, tgt, open, self.step).ret,
            },
            Algorithm::Moshammer => paths::moshammer(src, tgt, open, self.step).outcome(),
            Algorithm::Connected => Outcome::Bool {
                value: paths::connected(src, tgt, open, self.step),
            },
            Algorithm::Dumb7 | Algorithm::KoggeStone | Algorithm::Rotate => Outcome::Bitboard {
                value: fill::occluded(src, open, self.direction, self.method()),
            },
            Algorithm::Attacks => Outcome::Bitboard {
                value: fill::slider_attacks(self.piece, src, self.blockers),
            },
            Algorithm::Bfs => bfs::bfs(src, open, self.walls, tgt).outcome(),
            Algorithm::Voronoi => Outcome::Bitboard {
                value: match self.voronoi_sides().as_slice() {
                    [a, b] => bfs::voronoi(*a, *b, open, self.walls).a,
                    #[cfg(feature = "late-fills")]
                    sides => bfs::voronoi_sides(sides, open, self.walls).sides[0],
                    #[cfg(not(feature = "late-fills"))]
                    _ => return self.not_run().outcome,
                },
            },
            Algorithm::Reach => Outcome::Returned {
                value: reach::reach(src, open, self.step, None).len() as u32,
            },
            #[cfg(feature = "late-fills")]
            Algorithm::Pawns => Outcome::Bitboard {
                value: crate::pawns::pawn_sets(self.white, self.black - self.white).w_passed,
            },
            #[cfg(not(feature = "late-fills"))]
            Algorithm::Pawns => self.not_run().outcome,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every fill's Seed example keeps the fill and the step kind and
    /// piece picked, and gives a run with more than its first frame whose
    /// answer is not empty (the pawn fills' under `late-fills`).
    #[test]
    fn every_example_keeps_its_fill_and_shows_it_at_work() {
        let picked = Setup {
            step: Step::Knight,
            piece: Piece::Bishop,
            ..Setup::seed_example()
        };
        for a in Algorithm::ALL {
            let s = picked.example(a);
            assert_eq!(
                (s.algorithm, s.step, s.piece),
                (a, Step::Knight, Piece::Bishop)
            );
            if !cfg!(feature = "late-fills") && a == Algorithm::Pawns {
                continue;
            }
            let t = s.trace();
            assert!(t.frames.len() > 2, "{a:?}: {} frames", t.frames.len());
            assert_ne!(
                s.answer(),
                Outcome::Bitboard {
                    value: Bitboard::EMPTY
                },
                "{a:?}"
            );
            assert_ne!(s.answer(), Outcome::Bool { value: false }, "{a:?}");
        }
        // The pawn fills' example has a white passed pawn, on a5.
        assert!(picked.example(Algorithm::Pawns).white.contains(Square::A5));
        // BFS reaches the far rank past the walls.
        let b = picked.example(Algorithm::Bfs);
        let found = bfs::bfs(b.sources, !b.blockers, b.walls, b.targets);
        // Round the wall across ranks 4 and 5: more than the 7 steps
        // straight up.
        assert!(found.target_dist.is_some_and(|d| d > 7), "{found:?}");
    }

    /// Fails to compile when a variant is added without being handled
    /// here, and fails when it is missing from [`Algorithm::ALL`].
    #[test]
    fn all_lists_every_variant_once() {
        for a in Algorithm::ALL {
            let index = match a {
                Algorithm::Westcott => 0,
                Algorithm::Moshammer => 1,
                Algorithm::Connected => 2,
                Algorithm::Dumb7 => 3,
                Algorithm::KoggeStone => 4,
                Algorithm::Rotate => 5,
                Algorithm::Attacks => 6,
                Algorithm::Bfs => 7,
                Algorithm::Voronoi => 8,
                Algorithm::Reach => 9,
                Algorithm::Pawns => 10,
            };
            assert_eq!(Algorithm::ALL[index], a);
        }
    }

    #[test]
    fn ids_round_trip_and_are_distinct() {
        for a in Algorithm::ALL {
            assert_eq!(Algorithm::from_id(a.id()), Some(a));
            assert_eq!(
                Algorithm::from_link_id(a.link_id(), a.method().unwrap_or_default()),
                Some(a)
            );
            assert_eq!(
                Algorithm::ALL.iter().filter(|b| b.id() == a.id()).count(),
                1
            );
        }
        assert_eq!(Algorithm::from_link_id("dumb7", Method::Dumb7), None);
        assert_eq!(Algorithm::from_id("fill"), None);
    }
}
