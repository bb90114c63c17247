//! Every preset, run by the interpreter with a trace, on thousands of
//! random boards: the same result as fillscope-core, no warning and no
//! stop, and the same values in the same order in the variables named as
//! the core's trace registers (`sq1`, `gen`, `flood`, `asp[3]`, ...).

mod common;

use std::collections::BTreeMap;

use common::{cases, Case, Kind, Sig, SIGS};
use fillscope_core::bfs::{self, Walls};
use fillscope_core::{fill, paths, pawns, reach, Bitboard, Direction, Method, Piece, Step, Trace};
use fillscope_play::presets::preset;
use fillscope_play::{compile, run, Arg, Options, Run, Shown, Value};

/// How many random boards each preset is run on.
const CASES: usize = 2000;

/// The core's trace of the case's board.
fn core_trace(id: &str, c: &Case) -> Trace {
    let a = |k: usize| Bitboard(c.args[k]);
    // The walls: arguments `k` (north) and `k + 1` (east).
    let walls = |k: usize| Walls {
        north: a(k),
        east: a(k + 1),
    };
    match id {
        "westcott" => paths::westcott_traced(a(0), a(1), a(2), Step::King).1,
        "moshammer" => paths::moshammer_traced(a(0), a(1), a(2), Step::King).1,
        "connected" => paths::connected_traced(a(0), a(1), a(2), Step::King).1,
        "dumb7" | "kogge-stone" | "rotate" => {
            let method = Method::from_name(id).expect("a method");
            let dir = Direction::ALL[c.args[2] as usize];
            let mut t = fill::fill_traced(a(0), a(1), dir, method).2;
            // The last frame is the attack fill's extra shift, which the
            // presets leave to their caller.
            t.frames.pop();
            t
        }
        "attacks" => fill::slider_attacks_traced(Piece::Rook, a(0), a(1)).1,
        "bfs" => bfs::bfs_traced(a(0), a(2), walls(3), a(1)).1,
        "voronoi" => bfs::voronoi_traced(a(0), a(1), a(2), walls(3)).1,
        "reach" => reach::reach_traced(a(0), a(1), Step::King, None).1,
        "pawns" => pawns::pawn_sets_traced(a(0), a(1)).1,
        _ => panic!("no trace for preset `{id}`"),
    }
}

/// Core registers the presets do not have: the connection masks (the
/// presets keep them in an array, `con`), the file fills' argument `b`
/// (a parameter of `nortFill`, not of the entry), the rotate's mask
/// table, connected's `frontier` (only drawn), the attack fill's result.
const NOT_IN_PRESETS: [&str; 8] = [
    "con[N]",
    "con[E]",
    "con[S]",
    "con[W]",
    "b",
    "avoid_wrap",
    "frontier",
    "attacks",
];

/// Drops consecutive repeats.
fn dedup(mut v: Vec<u64>) -> Vec<u64> {
    v.dedup();
    v
}

/// Each register's values over the core's frames, repeats dropped.
fn core_histories(id: &str, t: &Trace) -> BTreeMap<String, Vec<u64>> {
    let mut out: BTreeMap<String, Vec<u64>> = BTreeMap::new();
    for f in &t.frames {
        for r in &f.registers {
            if r.is_alias() {
                continue;
            }
            // `frontier` is connected's drawing aid but reach's variable.
            let skip = NOT_IN_PRESETS.contains(&r.name.as_ref())
                && !(id == "reach" && r.name == "frontier")
                && !(id == "attacks" && r.name == "attacks");
            if !skip {
                out.entry(r.name.to_string()).or_default().push(r.value.0);
            }
        }
    }
    out.into_iter().map(|(k, v)| (k, dedup(v))).collect()
}

/// The values of variable `name` (`x`, or `x[k]` for an array element)
/// over the entry function's frames, repeats dropped.
fn run_history(r: &Run, name: &str) -> Vec<u64> {
    let (var, index) = match name.split_once('[') {
        Some((v, rest)) => (v, rest.trim_end_matches(']').parse::<usize>().ok()),
        None => (name, None),
    };
    let mut out = Vec::new();
    for f in r.frames.iter().filter(|f| f.depth == 0) {
        let Some(v) = f.vars.iter().find(|v| v.name == var && !v.global) else {
            continue;
        };
        let value = match (&v.value, index) {
            (Shown::Scalar(Some(x)), None) => Some(*x),
            (Shown::Array(items), Some(k)) => items.get(k).copied().flatten(),
            _ => None,
        };
        if let Some(x) = value {
            out.push(x.bits() as u64);
        }
    }
    dedup(out)
}

fn args_of(sig: &Sig, c: &Case) -> Vec<Arg> {
    let mut scalars = c.args.iter();
    sig.params
        .iter()
        .map(|(_, kind)| match kind {
            Kind::Array => Arg::Array(Vec::new()),
            Kind::U64 | Kind::Int => Arg::Scalar(u128::from(*scalars.next().expect("an argument"))),
        })
        .collect()
}

fn check(sig: &Sig) {
    let source = preset(sig.id).expect("a preset").source;
    let program = compile(source).unwrap_or_else(|d| panic!("{}", d.render(sig.id, source)));
    assert_eq!(
        program.default_entry().map(|f| f.name.as_str()),
        Some(sig.entry)
    );
    let (mut warned, mut first_warning) = (0, None);
    for c in cases(sig.id, CASES) {
        let what = format!("preset {}, args {:x?}", sig.id, c.args);
        let r = run(&program, &Options::new(args_of(sig, &c)))
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(r.stop, None, "{what}");
        assert_eq!(r.frames_dropped, 0, "{what}");
        // Warnings are counted and reported after every board's results
        // and registers are checked.
        if let Some(w) = r.warnings.first() {
            warned += 1;
            first_warning.get_or_insert_with(|| format!("{what}: {}", w.message));
        }
        let ret = r.ret.unwrap_or_else(|| panic!("{what}: no return value"));
        assert_eq!(ret.bits() as u64, c.ret, "{what}: the return value");
        if sig.ret == "U64" {
            assert!(matches!(ret, Value::U64(_)), "{what}");
        }
        if let Some(want) = &c.array {
            let (name, _) = sig.params.iter().find(|(_, k)| *k == Kind::Array).unwrap();
            let got = r
                .arrays
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
                .unwrap_or_default();
            let mut got: Vec<u64> = got.iter().map(|v| v.bits() as u64).collect();
            assert!(got.len() <= 64, "{what}");
            got.resize(64, 0);
            assert_eq!(&got, want, "{what}: {name}");
        }
        for (name, want) in &c.vars {
            let got = r.vars.iter().find(|(n, _)| n == name).and_then(|(_, v)| *v);
            assert_eq!(got, Some(Value::U64(*want)), "{what}: {name}");
        }
        // The registers' values in order: the run may start with the
        // argument (or an array's starting zero) that the core's first
        // frame already shows changed.
        for (name, want) in core_histories(sig.id, &core_trace(sig.id, &c)) {
            let got = run_history(&r, &name);
            assert!(
                got == want || got.get(1..) == Some(&want[..]),
                "{what}: `{name}` took {got:x?}, the core's frames {want:x?}"
            );
        }
    }
    assert_eq!(
        warned,
        0,
        "preset {}: {warned} of {CASES} runs gave warnings; the first: {}",
        sig.id,
        first_warning.unwrap_or_default()
    );
}

macro_rules! preset_tests {
    ($($test:ident: $id:literal,)*) => {$(
        #[test]
        fn $test() {
            let sig = SIGS.iter().find(|s| s.id == $id).expect("a signature");
            check(sig);
        }
    )*};
}

preset_tests! {
    westcott: "westcott",
    moshammer: "moshammer",
    connected: "connected",
    dumb7: "dumb7",
    kogge_stone: "kogge-stone",
    rotate: "rotate",
    attacks: "attacks",
    bfs: "bfs",
    voronoi: "voronoi",
    reach: "reach",
    pawns: "pawns",
}

/// The longest search the board allows: walls turn it into one snake
/// from a1 through all 64 squares, so the preset's `layer[]` gets 64
/// layers, its last element, and stops there (it used to write the empty
/// frontier one past the end).
#[test]
fn the_bfs_preset_fills_a_snake_of_all_64_squares() {
    let source = preset("bfs").expect("a preset").source;
    let program = compile(source).unwrap_or_else(|d| panic!("{}", d.render("bfs", source)));
    // A wall north of every square of ranks 1 to 7 but one, at the h
    // file on odd ranks and the a file on even ones.
    let mut north = 0u64;
    for rank in 0..7 {
        let gap = if rank % 2 == 0 { 7 } else { 0 };
        north |= (0..8u32)
            .filter(|&f| f != gap)
            .fold(0, |b, f| b | 1 << (f + 8 * rank));
    }
    let core = bfs::bfs(
        Bitboard(1),
        Bitboard(!0),
        Walls {
            north: Bitboard(north),
            east: Bitboard(0),
        },
        Bitboard(0),
    );
    assert_eq!(core.layers.len(), 64);
    let args = [1, 0, !0, north, 0].map(|v| Arg::Scalar(u128::from(v)));
    let r = run(
        &program,
        &Options::new([&args[..], &[Arg::Array(Vec::new())]].concat()),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.stop, None);
    assert_eq!(r.ret, Some(Value::Int(64)));
    let layer: Vec<u64> = common::array(&r, "layer")
        .iter()
        .map(|v| v.bits() as u64)
        .collect();
    let want: Vec<u64> = core.layers.iter().map(|b| b.0).collect();
    assert_eq!(layer, want);
}
