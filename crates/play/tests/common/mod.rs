//! What the preset tests share: a seeded random board generator, the
//! presets' signatures, and each preset's expected result from
//! fillscope-core.

#![allow(dead_code)]

use fillscope_core::bfs::{self, Walls};
use fillscope_core::{fill, paths, pawns, reach, Bitboard, Direction, Method, Piece, Step};

/// A seeded random board generator (on `fastrand`), so every run tests the
/// same boards.
pub struct Boards(fastrand::Rng);

impl Boards {
    /// A generator that starts from `seed`.
    pub fn new(seed: u64) -> Boards {
        Boards(fastrand::Rng::with_seed(seed))
    }

    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0.u64(..)
    }

    /// A number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0.u64(..n)
    }

    /// One to `k` random squares.
    pub fn squares(&mut self, k: u64) -> u64 {
        let mut b = 0;
        for _ in 0..=self.below(k) {
            b |= 1 << self.below(64);
        }
        b
    }

    /// A set with about one square in `2^n` (n from 1 to 4), or none or
    /// all now and then.
    pub fn set(&mut self) -> u64 {
        match self.below(20) {
            0 => 0,
            1 => !0,
            _ => {
                let mut b = !0;
                for _ in 0..=self.below(4) {
                    b &= self.next();
                }
                b
            }
        }
    }

    /// Walls on one edge of each square: none now and then, else about
    /// one square in 4 to 32 (bits past the board's edge too, which the
    /// fills must ignore).
    pub fn walls(&mut self) -> u64 {
        if self.below(4) == 0 {
            0
        } else {
            self.set() & self.next()
        }
    }

    /// Sources or targets: a few squares mostly, a random set now and then.
    pub fn marks(&mut self) -> u64 {
        if self.below(5) == 0 {
            self.set()
        } else {
            self.squares(3)
        }
    }

    /// Open squares: the complement of a sparse set of blockers, now and
    /// then a denser one.
    pub fn open(&mut self) -> u64 {
        match self.below(6) {
            0 => !0,
            1 => self.next() | self.next(),
            _ => !(self.next() & self.next() & self.next()),
        }
    }
}

/// A parameter's kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A `U64`.
    U64,
    /// An `int`.
    Int,
    /// An output array `U64 x[]`.
    Array,
}

/// A preset's entry function: name, parameters, what it returns.
pub struct Sig {
    pub id: &'static str,
    pub entry: &'static str,
    pub params: &'static [(&'static str, Kind)],
    /// The return type: `U64`, `int` or `bool`.
    pub ret: &'static str,
}

const PATH: &[(&str, Kind)] = &[
    ("sq1", Kind::U64),
    ("sq2", Kind::U64),
    ("path", Kind::U64),
    ("asp", Kind::Array),
];
const FILL: &[(&str, Kind)] = &[("gen", Kind::U64), ("pro", Kind::U64), ("dir", Kind::Int)];

/// Every preset's signature, in [`fillscope_play::presets::PRESETS`] order.
pub const SIGS: &[Sig] = &[
    Sig {
        id: "westcott",
        entry: "allShortestPaths",
        params: PATH,
        ret: "int",
    },
    Sig {
        id: "moshammer",
        entry: "allShortestPaths",
        params: PATH,
        ret: "int",
    },
    Sig {
        id: "connected",
        entry: "squaresConnected",
        params: &[("sq1", Kind::U64), ("sq2", Kind::U64), ("path", Kind::U64)],
        ret: "bool",
    },
    Sig {
        id: "dumb7",
        entry: "dumb7Fill",
        params: FILL,
        ret: "U64",
    },
    Sig {
        id: "kogge-stone",
        entry: "koggeStoneFill",
        params: FILL,
        ret: "U64",
    },
    Sig {
        id: "rotate",
        entry: "rotateFill",
        params: FILL,
        ret: "U64",
    },
    Sig {
        id: "attacks",
        entry: "sliderAttacks",
        params: &[("sliders", Kind::U64), ("occupied", Kind::U64)],
        ret: "U64",
    },
    Sig {
        id: "bfs",
        entry: "bfs",
        params: &[
            ("start", Kind::U64),
            ("target", Kind::U64),
            ("open", Kind::U64),
            ("wn", Kind::U64),
            ("we", Kind::U64),
            ("layer", Kind::Array),
        ],
        ret: "int",
    },
    Sig {
        id: "voronoi",
        entry: "voronoi",
        params: &[
            ("a", Kind::U64),
            ("b", Kind::U64),
            ("open", Kind::U64),
            ("wn", Kind::U64),
            ("we", Kind::U64),
        ],
        ret: "U64",
    },
    Sig {
        id: "reach",
        entry: "reach",
        params: &[
            ("sq1", Kind::U64),
            ("path", Kind::U64),
            ("ply", Kind::Array),
        ],
        ret: "int",
    },
    Sig {
        id: "pawns",
        entry: "pawnSets",
        params: &[("white", Kind::U64), ("black", Kind::U64)],
        ret: "U64",
    },
];

/// One run of a preset: its scalar arguments in parameter order, and what
/// the core says it gives.
#[derive(Clone, Debug)]
pub struct Case {
    /// The scalar arguments, in parameter order (arrays left out).
    pub args: Vec<u64>,
    /// The return value's bits (a `bool` is 0 or 1).
    pub ret: u64,
    /// The output array's first 64 elements, for a preset that has one.
    pub array: Option<Vec<u64>>,
    /// Locals whose final values the core knows.
    pub vars: Vec<(&'static str, u64)>,
}

fn bb(x: u64) -> Bitboard {
    Bitboard(x)
}

fn first_64(layers: &[Bitboard]) -> Vec<u64> {
    let mut out: Vec<u64> = layers.iter().take(64).map(|b| b.0).collect();
    out.resize(64, 0);
    out
}

/// A random case of preset `id` and its expected results, or `None` when
/// the board is one the C routine cannot finish (Moshammer's endless
/// loops, layers past the array's 64 elements).
pub fn case(id: &str, rng: &mut Boards) -> Option<Case> {
    let (s, t, o) = (rng.marks(), rng.marks(), rng.open());
    let dir = rng.below(8);
    let c = match id {
        "westcott" => {
            let r = paths::westcott(bb(s), bb(t), bb(o), Step::King);
            Case {
                args: vec![s, t, o],
                ret: r.ret.into(),
                array: Some(first_64(&r.asp)),
                vars: vec![],
            }
        }
        "moshammer" => {
            let r = paths::moshammer(bb(s), bb(t), bb(o), Step::King);
            if !r.terminates || r.met_at.unwrap_or(0) > 60 {
                return None;
            }
            Case {
                args: vec![s, t, o],
                ret: r.ret.into(),
                array: Some(first_64(&r.asp)),
                vars: vec![],
            }
        }
        "connected" => Case {
            args: vec![s, t, o],
            ret: paths::connected(bb(s), bb(t), bb(o), Step::King).into(),
            array: None,
            vars: vec![],
        },
        "dumb7" | "kogge-stone" | "rotate" => {
            let method = Method::from_name(id).expect("a method");
            let (gen, pro) = (rng.set(), o);
            let d = Direction::ALL[dir as usize];
            Case {
                args: vec![gen, pro, dir],
                ret: fill::occluded(bb(gen), bb(pro), d, method).0,
                array: None,
                vars: vec![],
            }
        }
        "attacks" => {
            let (sliders, occupied) = (rng.marks(), rng.set());
            Case {
                args: vec![sliders, occupied],
                ret: fill::slider_attacks(Piece::Rook, bb(sliders), bb(occupied)).0,
                array: None,
                vars: vec![],
            }
        }
        "bfs" => {
            let (wn, we) = (rng.walls(), rng.walls());
            let walls = Walls {
                north: bb(wn),
                east: bb(we),
            };
            let r = bfs::bfs(bb(s), bb(o), walls, bb(t));
            if r.layers.len() > 62 {
                return None;
            }
            let ret = r.target_dist.unwrap_or(r.layers.len() as u32);
            Case {
                args: vec![s, t, o, wn, we],
                ret: ret.into(),
                array: Some(first_64(&r.layers)),
                vars: vec![("visits", r.visits.0)],
            }
        }
        "voronoi" => {
            let (wn, we) = (rng.walls(), rng.walls());
            let walls = Walls {
                north: bb(wn),
                east: bb(we),
            };
            let r = bfs::voronoi(bb(s), bb(t), bb(o), walls);
            Case {
                args: vec![s, t, o, wn, we],
                ret: r.a.0,
                array: None,
                vars: vec![("own_a", r.a.0), ("own_b", r.b.0), ("ties", r.ties.0)],
            }
        }
        "reach" => {
            let r = reach::reach(bb(s), bb(o), Step::King, None);
            Case {
                args: vec![s, o],
                ret: r.len() as u64,
                array: Some(first_64(&r)),
                vars: vec![],
            }
        }
        "pawns" => {
            let (white, black) = (
                rng.set() & 0x00ff_ffff_ffff_ff00,
                rng.set() & 0x00ff_ffff_ffff_ff00,
            );
            let r = pawns::pawn_sets(bb(white), bb(black));
            Case {
                args: vec![white, black],
                ret: r.w_passed.0,
                array: None,
                vars: r.named().iter().map(|&(n, v)| (n, v.0)).collect(),
            }
        }
        _ => panic!("no cases for preset `{id}`"),
    };
    Some(c)
}

/// `n` cases of preset `id` from a seed of its own.
pub fn cases(id: &str, n: usize) -> Vec<Case> {
    let seed = id
        .bytes()
        .fold(0x5eed_u64, |h, b| h.wrapping_mul(31).wrapping_add(b.into()));
    let mut rng = Boards::new(seed);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        if let Some(c) = case(id, &mut rng) {
            out.push(c);
        }
    }
    out
}

/// The elements of the run's array `name` (a test's failure when it has none).
#[allow(dead_code)] // not every test binary that shares this module uses it
pub fn array<'a>(r: &'a fillscope_play::Run, name: &str) -> &'a [fillscope_play::Value] {
    &r.arrays
        .iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("no array {name}"))
        .1
}
