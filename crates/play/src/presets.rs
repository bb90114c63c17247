//! The playground's presets: the team's own C version of every built-in
//! algorithm, one file each in `crates/play/presets/`, written in the
//! subset [`crate::compile`] takes. The last function of each file is its
//! entry; its parameters are named as the core's registers (`sq1`, `sq2`,
//! `path`, `gen`, `pro`, ...) so the playground binds the board to them.

/// One preset source.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Preset {
    /// The core's algorithm id (`fillscope_core::Algorithm::id`):
    /// `westcott`, `dumb7`, `kogge-stone`, ...
    pub id: &'static str,
    /// The title the menu shows.
    pub title: &'static str,
    /// The C source.
    pub source: &'static str,
    /// The same routine for CodinGame's 9x9 Great Escape board, its sets
    /// `unsigned __int128` (bit = file + 9 × rank, a north step `<< 9`),
    /// for the fills that have a 9x9 form (`bfs`, `voronoi`).
    pub nine: Option<&'static str>,
}

/// Every preset, in the core's menu order ([`Preset::id`] is unique).
///
/// ```
/// use fillscope_play::{compile, presets::preset, run, Arg, Options, Value};
/// let westcott = preset("westcott").unwrap();
/// let program = compile(westcott.source).unwrap();
/// // A king from e4 to a1 or h8 on an empty board: 5 layers, 4 moves.
/// let (e4, a1_h8) = (1u128 << 28, 1 | 1u128 << 63);
/// let args = vec![Arg::Scalar(e4), Arg::Scalar(a1_h8), Arg::Scalar(u64::MAX.into()), Arg::Array(vec![])];
/// let r = run(&program, &Options::new(args)).unwrap();
/// assert_eq!(r.ret, Some(Value::Int(5)));
/// ```
pub const PRESETS: &[Preset] = &[
    Preset {
        id: "westcott",
        title: "All shortest paths (Westcott), king steps",
        source: include_str!("../presets/westcott.c"),
        nine: None,
    },
    Preset {
        id: "moshammer",
        title: "All shortest paths (Moshammer's variant), king steps",
        source: include_str!("../presets/moshammer.c"),
        nine: None,
    },
    Preset {
        id: "connected",
        title: "Squares connected, king steps",
        source: include_str!("../presets/connected.c"),
        nine: None,
    },
    Preset {
        id: "dumb7",
        title: "Occluded fill: Dumb7Fill",
        source: include_str!("../presets/dumb7.c"),
        nine: None,
    },
    Preset {
        id: "kogge-stone",
        title: "Occluded fill: Kogge-Stone",
        source: include_str!("../presets/kogge_stone.c"),
        nine: None,
    },
    Preset {
        id: "rotate",
        title: "Occluded fill: generalised rotate loop",
        source: include_str!("../presets/rotate.c"),
        nine: None,
    },
    Preset {
        id: "attacks",
        title: "Set-wise rook attacks",
        source: include_str!("../presets/attacks.c"),
        nine: None,
    },
    Preset {
        id: "bfs",
        title: "Bit-shift BFS",
        source: include_str!("../presets/bfs.c"),
        nine: Some(include_str!("../presets/bfs9.c")),
    },
    Preset {
        id: "voronoi",
        title: "Voronoi partition",
        source: include_str!("../presets/voronoi.c"),
        nine: Some(include_str!("../presets/voronoi9.c")),
    },
    Preset {
        id: "reach",
        title: "Reach: mobility with simulated ply, king steps",
        source: include_str!("../presets/reach.c"),
        nine: None,
    },
    Preset {
        id: "pawns",
        title: "Pawn fills and spans",
        source: include_str!("../presets/pawns.c"),
        nine: None,
    },
];

/// The preset of algorithm id `id`, if there is one.
#[must_use]
pub fn preset(id: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.id == id)
}
