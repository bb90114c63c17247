//! The 128-bit presets for the 9x9 Great Escape board (`Preset::nine`),
//! run by the interpreter on random 9x9 boards with walls: the same answers as
//! fillscope-core's 9x9 BFS and Voronoi (`fillscope_core::nine`), with no
//! warning and no stop.

mod common;

use common::Boards;
use fillscope_core::nine::{self, Board9, Walls9};
use fillscope_play::presets::preset;
use fillscope_play::{compile, run, Arg, Options, Program, Run, Value};

/// How many random boards each preset is run on.
const CASES: usize = 600;

/// A random 9x9 set from 64-bit random sets: bits past i9 are set too
/// now and then, as a number typed for a parameter may have them.
fn set9(rng: &mut Boards, one: impl Fn(&mut Boards) -> u64) -> u128 {
    let wide = u128::from(one(rng)) | u128::from(one(rng)) << 64;
    if rng.below(4) == 0 {
        wide
    } else {
        wide & Board9::ALL.0
    }
}

/// A few squares of the 9x9 board.
fn squares9(rng: &mut Boards) -> u128 {
    let mut b = 0;
    for _ in 0..=rng.below(3) {
        b |= 1u128 << rng.below(81);
    }
    b
}

/// Random walls of the 9x9 board (none in the first case, the tester's).
fn walls9(rng: &mut Boards, case: usize) -> (u128, u128) {
    if case == 0 {
        (0, 0)
    } else {
        (set9(rng, Boards::walls), set9(rng, Boards::walls))
    }
}

/// Walls north of every square of ranks 1 to 8 but one, at the i file on
/// odd ranks and the a file on even ones: one path through all 81 squares.
fn snake9() -> u128 {
    let mut north = 0u128;
    for rank in 0..8 {
        let gap = if rank % 2 == 0 { 8 } else { 0 };
        for file in (0..9).filter(|&f| f != gap) {
            north |= 1 << (file + 9 * rank);
        }
    }
    north
}

fn program(id: &str) -> Program {
    let source = preset(id)
        .and_then(|p| p.nine)
        .unwrap_or_else(|| panic!("preset {id} has a 9x9 form"));
    compile(source).unwrap_or_else(|d| panic!("{}", d.render(id, source)))
}

fn run_on(p: &Program, args: Vec<Arg>, what: &str) -> Run {
    let r = run(p, &Options::new(args)).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(r.stop, None, "{what}");
    assert!(r.warnings.is_empty(), "{what}: {:?}", r.warnings);
    r
}

#[test]
fn the_nine_by_nine_bfs_gives_the_core_s_distance_and_layers() {
    let p = program("bfs");
    let sig = p.default_entry().expect("an entry");
    assert_eq!(sig.name, "bfs");
    let mut rng = Boards::new(9);
    let (mut reached, mut unreached) = (0, 0);
    for case in 0..CASES {
        // The tester's board first: e5 to i9 on an empty board, 8 steps;
        // then the longest search: from a1 through a snake of all 81
        // squares (81 layers).
        let (start, target, open) = if case == 0 {
            (1u128 << 40, 1u128 << 80, Board9::ALL.0)
        } else if case == 1 {
            (1, 0, Board9::ALL.0)
        } else {
            let marks = |rng: &mut Boards| {
                if rng.below(5) == 0 {
                    set9(rng, Boards::set)
                } else {
                    squares9(rng)
                }
            };
            (
                marks(&mut rng),
                marks(&mut rng),
                set9(&mut rng, Boards::open),
            )
        };
        let (wn, we) = if case == 1 {
            (snake9(), 0)
        } else {
            walls9(&mut rng, case)
        };
        let walls = Walls9 {
            north: Board9(wn & Board9::ALL.0),
            east: Board9(we & Board9::ALL.0),
        };
        let core = nine::bfs(Board9(start), Board9(open), walls, Board9(target));
        let what =
            format!("start {start:#x}, target {target:#x}, open {open:#x}, wn {wn:#x}, we {we:#x}");
        let r = run_on(
            &p,
            vec![
                Arg::Scalar(start),
                Arg::Scalar(target),
                Arg::Scalar(open),
                Arg::Scalar(wn),
                Arg::Scalar(we),
                Arg::Array(Vec::new()),
            ],
            &what,
        );
        let want = core.target_dist.unwrap_or(core.layers.len() as u32);
        assert_eq!(r.ret, Some(Value::Int(want as i32)), "{what}");
        if case == 0 {
            assert_eq!(r.ret, Some(Value::Int(8)), "e5 to i9");
        }
        if case == 1 {
            assert_eq!(core.layers.len(), 81, "the snake");
        }
        match core.target_dist {
            Some(_) => reached += 1,
            None => unreached += 1,
        }
        let layer = common::array(&r, "layer");
        for (k, want) in core.layers.iter().enumerate() {
            assert_eq!(layer[k], Value::U128(want.0), "{what}: layer {k}");
        }
        assert!(
            layer[core.layers.len()..].iter().all(|v| v.bits() == 0),
            "{what}: layers past the core's"
        );
        let visits = r.vars.iter().find(|(n, _)| n == "visits").and_then(|v| v.1);
        assert_eq!(visits, Some(Value::U128(core.visits.0)), "{what}: visits");
    }
    // Both endings are tried: a target reached and none reachable.
    assert!(reached > 100 && unreached > 10, "{reached} {unreached}");
}

#[test]
fn the_nine_by_nine_voronoi_gives_the_core_s_regions() {
    let p = program("voronoi");
    assert_eq!(p.default_entry().map(|s| s.name.as_str()), Some("voronoi"));
    let mut rng = Boards::new(81);
    for case in 0..CASES {
        let (a, b, open) = if case == 0 {
            // a1 against i9 on an empty board, as the README's example.
            (1, 1u128 << 80, Board9::ALL.0)
        } else {
            (
                squares9(&mut rng),
                squares9(&mut rng),
                set9(&mut rng, Boards::open),
            )
        };
        let (wn, we) = walls9(&mut rng, case);
        let walls = Walls9 {
            north: Board9(wn & Board9::ALL.0),
            east: Board9(we & Board9::ALL.0),
        };
        let core = nine::voronoi(Board9(a), Board9(b), Board9(open), walls);
        let what = format!("a {a:#x}, b {b:#x}, open {open:#x}, wn {wn:#x}, we {we:#x}");
        let r = run_on(
            &p,
            vec![
                Arg::Scalar(a),
                Arg::Scalar(b),
                Arg::Scalar(open),
                Arg::Scalar(wn),
                Arg::Scalar(we),
            ],
            &what,
        );
        assert_eq!(r.ret, Some(Value::U128(core.a.0)), "{what}: own_a");
        for (name, want) in [("own_b", core.b), ("ties", core.ties)] {
            let got = r.vars.iter().find(|(n, _)| n == name).and_then(|v| v.1);
            assert_eq!(got, Some(Value::U128(want.0)), "{what}: {name}");
        }
    }
}
