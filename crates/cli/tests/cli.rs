//! Runs the built `fillscope` binary and checks its answers against the
//! seed's drawing and the core's slow references.

mod common;
#[path = "../../core/tests/common/seed.rs"]
mod seed;

use common::{bb, bbs, boards, json, run, stderr, stdout};
use seed::seed_layers;

use fillscope_core::bfs::Walls;
use fillscope_core::trace::Outcome;
use fillscope_core::{
    naive, paths, render, Bitboard, Direction, Method, Piece, Square, Step, Trace,
};
use serde_json::Value;

#[test]
fn seed_example_westcott() {
    let v = json(&["paths", "--from", "e4", "--to", "a1,h8"]);
    assert_eq!(v["moves"], 4);
    assert_eq!(v["return"], 5);
    assert_eq!(v["terminates"], true);
    assert_eq!(bbs(&v["layers"]), seed_layers());
}

#[test]
fn seed_example_moshammer() {
    let v = json(&[
        "paths",
        "--from",
        "e4",
        "--to",
        "a1,h8",
        "--variant",
        "moshammer",
    ]);
    assert_eq!(v["moves"], 4);
    assert_eq!(v["return"], 4);
    assert_eq!(v["terminates"], true);
    let layers = bbs(&v["layers"]);
    assert_eq!(layers.len(), 5);
    assert_eq!(layers[4], Square::A1 | Square::H8);
    assert_eq!(layers, seed_layers());
}

#[test]
fn moshammer_that_never_returns() {
    // From a1 the only squares are a1 and b1: the frontier swings between
    // them forever because each step only excludes the previous frontier.
    let (a1, h8) = (Bitboard::from(Square::A1), Bitboard::from(Square::H8));
    let path = Square::A1 | Square::B1;
    assert!(!paths::moshammer(a1, h8, path, Step::King).terminates);
    assert_eq!(naive::moshammer(a1, h8, path, Step::King), None);

    let args = ["paths", "--from", "a1", "--to", "h8", "--through", "a1,b1"];
    let v = json(&[&args[..], &["--variant", "moshammer"]].concat());
    assert_eq!(v["terminates"], false);
    assert_eq!(v["return"], Value::Null);
    assert_eq!(v["layers"], serde_json::json!([]));
    assert_eq!(v["moves"], Value::Null);

    // People are told it loops, not given a number.
    let o = run(&[&args[..], &["--variant", "moshammer"]].concat());
    assert_eq!(o.status.code(), Some(0));
    let last = stdout(&o).lines().last().unwrap().to_string();
    assert!(
        last.starts_with("no path by Westcott's routine; routine never returns"),
        "{last}"
    );

    // Westcott's routine on the same input returns 0.
    let v = json(&args);
    assert_eq!(
        (v["moves"].clone(), v["return"].clone()),
        (Value::Null, 0.into())
    );
    assert_eq!(v["terminates"], true);
    assert_eq!(v["layers"], serde_json::json!([]));
}

#[test]
fn no_path_and_squares_outside_through() {
    // A wall of blocked squares on the d-file separates a1 from h8.
    let v = json(&[
        "paths",
        "--from",
        "a1",
        "--to",
        "h8",
        "--through",
        "0xf7f7f7f7f7f7f7f7",
    ]);
    assert_eq!(v["moves"], Value::Null);
    assert_eq!(v["return"], 0);
    // The target outside --through is ignored, as Westcott's routine does.
    let v = json(&[
        "paths",
        "--from",
        "a1",
        "--to",
        "a2,h8",
        "--through",
        "0x7fffffffffffffff",
    ]);
    assert_eq!(v["moves"], 1);
}

#[test]
fn moves_come_from_westcott_whatever_the_variant() {
    // sq1 = sq2 = e4 but e4 is not in --through: Westcott's routine drops
    // both and finds no path; Moshammer's keeps sq1 unmasked, meets sq2 at
    // once and returns 0 with asp[0] = sq2.
    let args = [
        "paths",
        "--from",
        "e4",
        "--to",
        "e4",
        "--through",
        "0xffffffffefffffff",
    ];
    let e4 = Bitboard::from(Square::E4);
    let through = Bitboard(0xffff_ffff_efff_ffff);
    let core = paths::moshammer(e4, e4, through, Step::King);
    assert_eq!((core.ret, core.moves()), (0, Some(0)));
    let v = json(&[&args[..], &["--variant", "moshammer"]].concat());
    assert_eq!(v["moves"], Value::Null);
    assert_eq!(v["return"], 0);
    assert_eq!(bbs(&v["layers"]), [e4]);
    let v = json(&args);
    assert_eq!(
        (v["moves"].clone(), v["return"].clone()),
        (Value::Null, 0.into())
    );
    assert_eq!(bbs(&v["layers"]), []);
}

#[test]
fn paths_agree_with_the_slow_reference() {
    let through = !(Square::C3 | Square::D4 | Square::E5 | Square::F6 | Square::B7);
    for step in Step::ALL {
        let v = json(&[
            "paths",
            "--from",
            "a1",
            "--to",
            "h8,h1",
            "--through",
            &through.hex(),
            "--step",
            step.name(),
        ]);
        let want =
            naive::all_shortest_paths(Square::A1.into(), Square::H8 | Square::H1, through, step);
        assert_eq!(bbs(&v["layers"]), want, "{step:?}");
        let moves = want.len().checked_sub(1).map(|m| m as u64);
        assert_eq!(v["moves"].as_u64(), moves, "{step:?}");
    }
}

#[test]
fn fill_matches_the_ray_walker() {
    let gens = boards(3, 1);
    let pros = boards(3, 2);
    for (gen, pro) in gens.iter().zip(&pros) {
        let pro = !*pro;
        for dir in Direction::ALL {
            for method in Method::ALL {
                let v = json(&[
                    "fill",
                    "--dir",
                    dir.name(),
                    "--gen",
                    &gen.hex(),
                    "--pro",
                    &pro.hex(),
                    "--method",
                    method.name(),
                ]);
                let ctx = format!("{dir} {} gen {gen:?} pro {pro:?}", method.name());
                assert_eq!(bb(&v["occluded"]), naive::occluded(*gen, pro, dir), "{ctx}");
                assert_eq!(bb(&v["attacks"]), naive::attacks(*gen, pro, dir), "{ctx}");
            }
        }
    }
}

#[test]
fn attacks_match_the_ray_walker() {
    let occ = boards(4, 3);
    let sliders = boards(4, 4);
    for (occ, sliders) in occ.iter().zip(&sliders) {
        for piece in Piece::ALL {
            let v = json(&[
                "attacks",
                "--piece",
                piece.name(),
                "--sliders",
                &sliders.hex(),
                "--occupied",
                &occ.hex(),
            ]);
            let want = piece.directions().iter().fold(Bitboard::EMPTY, |acc, &d| {
                acc | naive::attacks(*sliders, !*occ, d)
            });
            assert_eq!(bb(&v["attacks"]), want, "{piece:?}");
        }
    }
}

#[test]
fn bfs_with_walls_matches_the_queue_bfs() {
    let open = !(Square::C3 | Square::C4 | Square::C5 | Square::F2);
    let mut walls = Walls::NONE;
    for (a, b) in [
        (Square::A1, Square::A2),
        (Square::B1, Square::B2),
        (Square::E4, Square::E5),
        (Square::E4, Square::F4),
    ] {
        assert!(walls.toggle(a, b));
    }
    walls.north |= Bitboard::from(Square::G6);
    let wall_args = [
        "--wall",
        "a1-a2,b1-b2",
        "--wall",
        "e5-e4,e4-f4",
        "--walls-north",
        "g6",
    ];
    let dist = naive::wall_distances(Square::A1.into(), open, &walls);
    let base = ["bfs", "--from", "a1", "--open", &open.hex()];

    // A full scout: layer k holds the squares k steps away.
    let v = json(&[&base[..], &wall_args[..]].concat());
    assert_eq!(v["distance"], Value::Null);
    let layers = bbs(&v["layers"]);
    let deepest = dist.iter().flatten().max().copied().unwrap();
    assert_eq!(layers.len(), deepest as usize + 1);
    for (k, layer) in layers.iter().enumerate() {
        let want: Bitboard = Square::all()
            .filter(|s| dist[s.index() as usize] == Some(k as u32))
            .collect();
        assert_eq!(*layer, want, "layer {k}");
    }
    let reached: Bitboard = Square::all()
        .filter(|s| dist[s.index() as usize].is_some())
        .collect();
    assert_eq!(bb(&v["visits"]), reached);

    // With a target: the distance to its nearest square.
    let v = json(&[&base[..], &wall_args[..], &["--to", "h8,e5"]].concat());
    let want = [Square::H8, Square::E5]
        .iter()
        .filter_map(|s| dist[s.index() as usize])
        .min();
    assert_eq!(v["distance"].as_u64(), want.map(u64::from));
    assert!(want.is_some());

    // Walled in: a1 cannot leave, so h8 is never reached.
    let v = json(&["bfs", "--from", "a1", "--to", "h8", "--wall", "a1-a2,a1-b1"]);
    assert_eq!(v["distance"], Value::Null);
    assert_eq!(bbs(&v["layers"]), [Bitboard::from(Square::A1)]);
}

#[test]
fn voronoi_matches_the_distance_maps() {
    let open = !(Square::D4 | Square::D5 | Square::E4);
    let mut walls = Walls::NONE;
    walls.east = Square::D1 | Square::D2 | Square::D3;
    for (a, b) in ["a1,c7", "h8", "b2", "g7,a8"]
        .iter()
        .zip(["h8", "a1,b1", "g7", "c3"])
    {
        let v = json(&[
            "voronoi",
            "--a",
            a,
            "--b",
            b,
            "--open",
            &open.hex(),
            "--walls-east",
            "d1,d2,d3",
        ]);
        let pa = fillscope_core::parse_bitboard(a).unwrap();
        let pb = fillscope_core::parse_bitboard(b).unwrap();
        let (ra, rb, rt) = naive::voronoi(pa, pb, open, &walls);
        assert_eq!(
            (bb(&v["a"]), bb(&v["b"]), bb(&v["ties"])),
            (ra, rb, rt),
            "{a} vs {b}"
        );
    }
}

fn trace(args: &[&str]) -> Trace {
    let mut all = args.to_vec();
    all.push("--trace");
    let o = run(&all);
    assert_eq!(o.status.code(), Some(0), "{all:?}: {}", stderr(&o));
    serde_json::from_str(&stdout(&o)).expect("the trace parses back")
}

#[test]
fn traces_parse_back_and_end_where_the_answer_is() {
    // Westcott: the last frame holds the seed's five layers.
    let t = trace(&["paths", "--from", "e4", "--to", "a1,h8"]);
    assert_eq!(t.algorithm, "westcott");
    assert_eq!(t.outcome, Outcome::Returned { value: 5 });
    let last = t.frames.last().unwrap();
    let layers: Vec<Bitboard> = (0..5)
        .map(|k| last.get(&format!("asp[{k}]")).unwrap())
        .collect();
    assert_eq!(layers, seed_layers());
    assert_eq!(last.get("asp[5]"), None);

    // Moshammer's never-ending run is reported as such.
    let t = trace(&[
        "paths",
        "--from",
        "a1",
        "--to",
        "h8",
        "--through",
        "a1,b1",
        "--variant",
        "moshammer",
    ]);
    assert_eq!(t.algorithm, "moshammer");
    assert!(
        matches!(t.outcome, Outcome::NeverTerminates { .. }),
        "{:?}",
        t.outcome
    );

    // A fill ends with the occluded fill and its attacks.
    let (gen, pro) = (Bitboard::from(Square::D4), !Bitboard::from(Square::D7));
    let t = trace(&[
        "fill",
        "--dir",
        "nort",
        "--gen",
        "d4",
        "--pro",
        &pro.hex(),
        "--method",
        "rotate",
    ]);
    assert_eq!(t.algorithm, "rotate");
    let last = t.frames.last().unwrap();
    assert_eq!(
        last.get("flood"),
        Some(naive::occluded(gen, pro, Direction::Nort))
    );
    assert_eq!(
        last.get("attacks"),
        Some(naive::attacks(gen, pro, Direction::Nort))
    );

    // Slider attacks end with the union of the rays.
    let occ = Square::D6 | Square::B4;
    let t = trace(&[
        "attacks",
        "--piece",
        "queen",
        "--sliders",
        "d4",
        "--occupied",
        "d6,b4",
    ]);
    let want = Direction::ALL.iter().fold(Bitboard::EMPTY, |acc, &d| {
        acc | naive::attacks(gen, !occ, d)
    });
    assert_eq!(t.frames.last().unwrap().get("attacks"), Some(want));

    // BFS ends at the target, Voronoi with the regions.
    let t = trace(&["bfs", "--from", "a1", "--to", "a2", "--wall", "a1-a2"]);
    assert_eq!(t.outcome, Outcome::Returned { value: 3 });
    let layer3 = t.frames.last().unwrap().get("layer[3]").unwrap();
    assert!(layer3.contains(Square::A2), "{layer3:?}");
    assert_eq!(t.frames.last().unwrap().get("layer[4]"), None);
    let t = trace(&["voronoi", "--a", "a1", "--b", "h8"]);
    let (ra, rb, rt) = naive::voronoi(
        Square::A1.into(),
        Square::H8.into(),
        Bitboard::ALL,
        &Walls::NONE,
    );
    let last = t.frames.last().unwrap();
    assert_eq!(
        (last.get("own_a"), last.get("own_b"), last.get("ties")),
        (Some(ra), Some(rb), Some(rt))
    );
}

#[test]
fn people_see_the_boards() {
    let o = run(&["paths", "--from", "e4", "--to", "a1,h8"]);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    let captions = ["asp[0]", "asp[1]", "asp[2]", "asp[3]", "asp[4]"];
    let drawn: Vec<(&str, Bitboard)> = captions.iter().copied().zip(seed_layers()).collect();
    assert!(text.contains(&render::side_by_side(&drawn)), "{text}");
    // The seed's own picture of the result, row by row.
    assert!(text.contains(
        ". . . . 1 . . .   . . . 1 . . . .   . . . . . . . .   . . . . . . . .   . . . . . . . ."
    ));
    assert!(text.contains("from (sq1)"));
    assert_eq!(text.lines().last(), Some("4 moves; routine returned 5"));

    let o = run(&["fill", "--dir", "nort", "--gen", "d4", "--pro", "all"]);
    let text = stdout(&o);
    let (gen, pro) = (Bitboard::from(Square::D4), Bitboard::ALL);
    let drawn = render::side_by_side(&[
        ("gen", gen),
        ("pro", pro),
        ("occluded", naive::occluded(gen, pro, Direction::Nort)),
        ("attacks", naive::attacks(gen, pro, Direction::Nort)),
    ]);
    assert!(text.contains(&drawn), "{text}");
    assert_eq!(
        text.lines().last(),
        Some("occluded fill: 5 squares; attacks: 4 squares")
    );

    for args in [
        &[
            "attacks",
            "--piece",
            "rook",
            "--sliders",
            "d4",
            "--occupied",
            "empty",
        ][..],
        &["bfs", "--from", "a1", "--to", "h8"],
        &["voronoi", "--a", "a1", "--b", "h8", "--wall", "d4-e4"],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        let text = stdout(&o);
        let rows = text
            .lines()
            .filter(|l| l.starts_with(". ") || l.starts_with("1 "))
            .count();
        assert!(rows >= 8, "{args:?} draws boards: {text}");
    }
    let o = run(&["bfs", "--from", "a1", "--to", "h8"]);
    assert!(
        stdout(&o).ends_with("distance 14; 15 layers, 64 squares reached\n"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn help_prints_usage() {
    for args in [&["--help"][..], &["-h"], &["help"]] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(0));
        let text = stdout(&o);
        for cmd in ["paths", "fill", "attacks", "bfs", "voronoi"] {
            assert!(text.contains(&format!("fillscope {cmd}")), "{cmd}");
        }
    }
    for cmd in ["paths", "fill", "attacks", "bfs", "voronoi"] {
        let o = run(&[cmd, "--from", "nonsense", "--help"]);
        assert_eq!(o.status.code(), Some(0), "{cmd}");
        assert!(stdout(&o).contains(&format!("fillscope {cmd} --")), "{cmd}");
        assert!(o.stderr.is_empty());
    }
}

#[test]
fn bad_arguments_exit_2_with_one_line_naming_the_argument() {
    let cases: &[(&[&str], &str, &str)] = &[
        (&[], "COMMAND", "expected paths"),
        (&["walk"], "walk", "not a command"),
        (&["--json"], "--json", "not a command"),
        (&["paths", "--to", "a1"], "--from", "missing"),
        (&["paths", "--from", "e4"], "--to", "missing"),
        (&["paths", "--from", "e4", "--to"], "--to", "missing value"),
        (
            &["paths", "--from", "e4", "--to", "a1", "--frm", "e4"],
            "--frm",
            "unknown option",
        ),
        (
            &["paths", "--from", "e4,z9", "--to", "a1"],
            "--from",
            "column 4: `z9` is not a square",
        ),
        (
            &["paths", "--from", "e4", "--to", "0x12g"],
            "--to",
            "column 5: `g` is not a hex digit",
        ),
        (&["paths", "--from", "e4", "--to", ""], "--to", "column 1"),
        (
            &[
                "paths",
                "--from",
                "e4",
                "--to",
                "a1",
                "--through",
                "99999999999999999999",
            ],
            "--through",
            "larger",
        ),
        (
            &["paths", "--from", "e4", "--to", "a1", "--step", "queen"],
            "--step",
            "king, rook, bishop, knight",
        ),
        (
            &["paths", "--from", "e4", "--to", "a1", "--variant", "fast"],
            "--variant",
            "westcott, moshammer",
        ),
        (
            &["paths", "--from", "e4", "--to", "a1", "--from", "e5"],
            "--from",
            "more than once",
        ),
        (
            &["paths", "--from", "e4", "--to", "a1", "--json", "--json"],
            "--json",
            "more than once",
        ),
        (
            &[
                "attacks",
                "--piece",
                "rook",
                "--sliders",
                "a1,,b2",
                "--occupied",
                "all",
            ],
            "--sliders",
            "column 4: `,` with no square before it",
        ),
        (
            &["--version", "paths"],
            "--version",
            "takes nothing after it",
        ),
        (
            &["paths", "--from", "e4", "--to", "a1", "e5"],
            "e5",
            "unexpected argument",
        ),
        (
            &["paths", "--from", "e4", "--to", "a1", "--json", "--trace"],
            "--trace",
            "--json",
        ),
        (
            &["fill", "--dir", "up", "--gen", "d4", "--pro", "all"],
            "--dir",
            "nort, noEa",
        ),
        (&["fill", "--gen", "d4", "--pro", "all"], "--dir", "missing"),
        (
            &[
                "fill", "--dir", "nort", "--gen", "d4", "--pro", "all", "--method", "fast",
            ],
            "--method",
            "dumb7, kogge-stone, rotate",
        ),
        (
            &["fill", "--dir", "nort", "--gen", "d4"],
            "--pro",
            "missing",
        ),
        (
            &[
                "attacks",
                "--piece",
                "king",
                "--sliders",
                "d4",
                "--occupied",
                "e5",
            ],
            "--piece",
            "rook, bishop, queen",
        ),
        (
            &[
                "attacks",
                "--piece",
                "rook",
                "--sliders",
                "d4",
                "--occupied",
                "i9",
            ],
            "--occupied",
            "column 1",
        ),
        (
            &["bfs", "--from", "a1", "--wall", "a1-b2"],
            "--wall",
            "not orthogonal neighbours",
        ),
        (
            &["bfs", "--from", "a1", "--wall", "h1-a2"],
            "--wall",
            "not orthogonal neighbours",
        ),
        (&["bfs", "--from", "a1", "--wall", "a1a2"], "--wall", "pair"),
        (
            &["bfs", "--from", "a1", "--wall", "a1-a9"],
            "--wall",
            "`a9` is not a square",
        ),
        (
            &["bfs", "--from", "a1", "--walls-north", "x"],
            "--walls-north",
            "column 1",
        ),
        (&["bfs", "--to", "a1"], "--from", "missing"),
        (&["voronoi", "--a", "a1"], "--b", "missing"),
        (
            &["voronoi", "--a", "a1", "--b", "h8", "--walls-east", "0x"],
            "--walls-east",
            "no hex digits",
        ),
        (
            &["voronoi", "--a", "a1", "--b", "h8", "--step", "king"],
            "--step",
            "unknown option",
        ),
    ];
    for (args, arg, expected) in cases {
        let o = run(args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(o.stdout.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err:?}");
        assert!(err.ends_with('\n'));
        assert!(
            err.starts_with(&format!("fillscope: {arg}: ")),
            "{args:?}: names {arg}: {err}"
        );
        assert!(err.contains(expected), "{args:?}: says {expected}: {err}");
    }
}

/// With sq1 outside the path Westcott's routine finds no path, while
/// Moshammer's, which does not check sq1, still returns its layers: the
/// summary says whose count "no path" is.
#[test]
fn a_path_only_moshammer_finds_is_said_to_be_westcott_s_none() {
    let args = [
        "paths",
        "--from",
        "e4",
        "--to",
        "h8",
        "--through",
        "0xffffffffefffffff",
    ];
    let o = run(&[&args[..], &["--variant", "moshammer"]].concat());
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o).lines().last(),
        Some("no path by Westcott's routine; routine returned 4")
    );
    let o = run(&args);
    assert_eq!(
        stdout(&o).lines().last(),
        Some("no path; routine returned 0")
    );
}

/// Each command's `--help` says what its trace's `outcome` holds, by the
/// kind it has (`{"kind": "bitboard", ...}`), and docs/cli-json.md names
/// every kind the core writes (found by serializing one of each). The
/// kinds were written nowhere.
#[test]
fn trace_outcomes_are_documented() {
    let runs: [&[&str]; 8] = [
        &["paths", "--from", "e4", "--to", "a1,h8"],
        &["fill", "--dir", "nort", "--gen", "e4", "--pro", "all"],
        &[
            "attacks",
            "--piece",
            "rook",
            "--sliders",
            "e4",
            "--occupied",
            "e7",
        ],
        &["bfs", "--from", "a1", "--to", "h8"],
        &["voronoi", "--a", "a1", "--b", "h8"],
        &["reach", "--from", "a1", "--step", "knight"],
        &["pawns", "--white", "e4,a4", "--black", "d6"],
        &["bfs", "--from", "a1", "--to", "i9", "--board", "9x9"],
    ];
    for args in runs {
        let mut all = args.to_vec();
        all.push("--trace");
        let o = run(&all);
        assert_eq!(o.status.code(), Some(0), "{all:?}: {}", stderr(&o));
        let t: Value = serde_json::from_str(&stdout(&o)).unwrap();
        let kind = t["outcome"]["kind"].as_str().expect("a kind");
        let help = stdout(&run(&[args[0], "--help"]));
        assert!(
            help.contains(&format!("outcome {{\"kind\": \"{kind}\"")),
            "{} --help names no {kind} outcome",
            args[0]
        );
    }
    // pawns' outcome is w_passed, as its help says.
    let t: Value = serde_json::from_str(&stdout(&run(&[
        "pawns", "--white", "e4,a4", "--black", "d6", "--trace",
    ])))
    .unwrap();
    let v = json(&["pawns", "--white", "e4,a4", "--black", "d6"]);
    assert_eq!(bb(&t["outcome"]["value"]), bb(&v["w_passed"]));
    assert_ne!(bb(&v["w_passed"]), Bitboard::EMPTY, "a4 is passed");
    // run's kinds, in its help.
    let help = stdout(&run(&["run", "--help"]));
    for kind in ["bitboard", "bool", "returned", "stopped"] {
        assert!(help.contains(&format!("\"{kind}\"")), "run --help: {kind}");
    }
    // Every kind the core has, in the docs page.
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/cli-json.md"
    ))
    .unwrap();
    let outcomes = [
        Outcome::Returned { value: 1 },
        Outcome::Bitboard {
            value: Bitboard::EMPTY,
        },
        Outcome::Bool { value: true },
        Outcome::NeverTerminates {
            first_seen: 1,
            repeat_at: 2,
        },
        Outcome::Stopped {
            reason: "loop".into(),
            line: 1,
            message: "m".into(),
        },
    ];
    for o in outcomes {
        let v = serde_json::to_value(&o).unwrap();
        let kind = v["kind"].as_str().unwrap();
        assert!(
            doc.contains(&format!("| `{kind}` |")),
            "{kind} in cli-json.md"
        );
        for field in v.as_object().unwrap().keys().filter(|k| *k != "kind") {
            assert!(doc.contains(&format!("`{field}`")), "{kind}'s {field}");
        }
    }
}
