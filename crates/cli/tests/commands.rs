//! The built `fillscope` binary's `reach`, `pawns`, `voronoi --side` and
//! `log` commands and the slide steps' `--method`, checked against the core,
//! its slow references and square-by-square walks written here: exact JSON
//! shapes, traces, people's output and exit statuses.

mod common;

use common::{bb, bbs, boards, json, json_text, run, run_with_stdin, stderr, stdout};

use std::path::PathBuf;

use fillscope_core::bfs::{self, Walls};
use fillscope_core::log::{self as corelog, Mapping};
use fillscope_core::{
    fill, naive, paths, pawns, reach, render, Algorithm, Bitboard, Method, Setup, Square, Step,
    Trace,
};
use serde_json::Value;

/// The keys of a JSON object, in the order printed.
fn keys_in_order(line: &str) -> Vec<String> {
    // Every key of these flat objects is a `"name":` at the top level; the
    // values are strings of hex digits, arrays of them, or nested objects
    // only inside arrays, so a scan of depth-1 `"...":` finds the keys.
    let mut keys = Vec::new();
    let (mut depth, mut i) = (0, 0);
    let b = line.as_bytes();
    while i < b.len() {
        match b[i] {
            b'{' | b'[' => depth += 1,
            b'}' | b']' => depth -= 1,
            b'"' => {
                let end = i + 1 + line[i + 1..].find('"').unwrap();
                if depth == 1 && b.get(end + 1) == Some(&b':') {
                    keys.push(line[i + 1..end].to_string());
                }
                i = end;
            }
            _ => {}
        }
        i += 1;
    }
    keys
}

fn trace(args: &[&str]) -> Trace {
    let mut all = args.to_vec();
    all.push("--trace");
    let o = run(&all);
    assert_eq!(o.status.code(), Some(0), "{all:?}: {}", stderr(&o));
    serde_json::from_str(&stdout(&o)).expect("the trace parses back")
}

/// Expects exit status 2 and one line `fillscope: ARG: ...` saying `says`.
fn refused(args: &[&str], arg: &str, says: &str) {
    let o = run(args);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(o.stdout.is_empty(), "{args:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err:?}");
    assert!(
        err.starts_with(&format!("fillscope: {arg}: ")),
        "{args:?}: names {arg}: {err}"
    );
    assert!(err.contains(says), "{args:?}: says {says}: {err}");
}

const SLIDES: [Step; 3] = [Step::RookSlide, Step::BishopSlide, Step::QueenSlide];

fn temp_file(name: &str, contents: &[u8]) -> PathBuf {
    let path = std::env::temp_dir().join(format!(
        "fillscope-cli-commands-{}-{name}",
        std::process::id()
    ));
    std::fs::write(&path, contents).unwrap();
    path
}

// ------------------------------------------------------------ slide steps

#[test]
fn slide_paths_match_westcott_and_the_queue_bfs() {
    let (froms, tos, blocked) = (boards(4, 11), boards(4, 12), boards(4, 13));
    for ((from, to), blocked) in froms.iter().zip(&tos).zip(&blocked) {
        let through = !*blocked | *from | *to;
        for step in SLIDES {
            let v = json(&[
                "paths",
                "--from",
                &from.hex(),
                "--to",
                &to.hex(),
                "--through",
                &through.hex(),
                "--step",
                step.name(),
            ]);
            let core = paths::westcott(*from, *to, through, step);
            let ctx = format!("{step:?} from {from:?} to {to:?} through {through:?}");
            assert_eq!(bbs(&v["layers"]), core.layers(), "{ctx}");
            assert_eq!(v["return"].as_u64(), Some(u64::from(core.ret)), "{ctx}");
            assert_eq!(v["moves"].as_u64(), core.moves().map(u64::from), "{ctx}");
            let want = naive::all_shortest_paths(*from, *to, through, step);
            assert_eq!(bbs(&v["layers"]), want, "{ctx}");
        }
    }
    // A rook needs two moves from a1 to h8 on an empty board, a bishop one.
    let v = json(&[
        "paths",
        "--from",
        "a1",
        "--to",
        "h8",
        "--step",
        "rook-slide",
    ]);
    assert_eq!(v["moves"], 2);
    let v = json(&[
        "paths",
        "--from",
        "a1",
        "--to",
        "h8",
        "--step",
        "bishop-slide",
    ]);
    assert_eq!(v["moves"], 1);
}

/// One move of a sliding step through `path`, computed with the
/// occluded fill of `method` in each of the step's directions.
fn slide_by(method: Method, step: Step, b: Bitboard, path: Bitboard) -> Bitboard {
    step.slide_directions()
        .iter()
        .fold(b, |acc, &dir| acc | fill::occluded(b, path, dir, method))
        & path
}

/// Reach computed with [`slide_by`]: the plies as each method would make
/// them.
fn reach_by(method: Method, step: Step, from: Bitboard, path: Bitboard) -> Vec<Bitboard> {
    let start = from & path;
    let (mut out, mut seen, mut frontier) = (vec![start], start, start);
    loop {
        frontier = slide_by(method, step, frontier, path) - seen;
        if frontier.is_empty() {
            return out;
        }
        seen |= frontier;
        out.push(frontier);
    }
}

#[test]
fn every_method_gives_the_same_answer() {
    let (froms, blocked) = (boards(3, 21), boards(3, 22));
    for (from, blocked) in froms.iter().zip(&blocked) {
        let through = !*blocked;
        for step in SLIDES {
            for command in ["paths", "reach"] {
                let mut base = vec![
                    command,
                    "--from",
                    "a1",
                    "--through",
                    "",
                    "--step",
                    step.name(),
                ];
                let (from_hex, through_hex) = (from.hex(), through.hex());
                base[2] = &from_hex;
                base[4] = &through_hex;
                if command == "paths" {
                    base.extend(["--to", "h8,a8,e5"]);
                }
                // Human output, JSON and the trace, with no --method and
                // with each.
                for extra in [&[][..], &["--json"], &["--trace"]] {
                    let answer = |method: Option<&str>| {
                        let mut args = base.clone();
                        args.extend(extra);
                        if let Some(m) = method {
                            args.extend(["--method", m]);
                        }
                        let o = run(&args);
                        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
                        stdout(&o)
                    };
                    let default = answer(None);
                    for m in Method::ALL {
                        assert_eq!(answer(Some(m.name())), default, "{base:?} {extra:?}");
                    }
                }
            }
            // What the help promises: each method's own slides reach the
            // same plies as the CLI prints.
            let printed = bbs(&json(&[
                "reach",
                "--from",
                &from.hex(),
                "--through",
                &through.hex(),
                "--step",
                step.name(),
            ])["layers"]);
            for m in Method::ALL {
                assert_eq!(reach_by(m, step, *from, through), printed, "{step:?} {m:?}");
            }
        }
    }
}

#[test]
fn a_method_needs_a_slide_step() {
    for step in [Step::King, Step::Rook, Step::Bishop, Step::Knight] {
        refused(
            &[
                "paths",
                "--from",
                "e4",
                "--to",
                "a1",
                "--step",
                step.name(),
                "--method",
                "rotate",
            ],
            "--method",
            "is for the sliding steps (rook-slide, bishop-slide, queen-slide)",
        );
        refused(
            &["reach", "--from", "e4", "--method", "dumb7"],
            "--method",
            "king steps move one square",
        );
    }
    refused(
        &[
            "reach",
            "--from",
            "e4",
            "--step",
            "rook-slide",
            "--method",
            "magic",
        ],
        "--method",
        "dumb7, kogge-stone, rotate",
    );
}

// ------------------------------------------------------------------ reach

#[test]
fn reach_prints_the_plies_of_the_queue_bfs() {
    let (froms, blocked) = (boards(3, 31), boards(3, 32));
    for (from, blocked) in froms.iter().zip(&blocked) {
        let through = !*blocked;
        for step in Step::ALL {
            for plies in [None, Some(0), Some(1), Some(3), Some(99)] {
                let mut args = vec![
                    "reach".to_string(),
                    "--from".into(),
                    from.hex(),
                    "--through".into(),
                    through.0.to_string(),
                    "--step".into(),
                    step.name().into(),
                ];
                if let Some(k) = plies {
                    args.extend(["--plies".into(), k.to_string()]);
                }
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                let (line, v) = json_text(&args);
                let want = naive::plies(*from, through, step, plies);
                assert_eq!(bbs(&v["layers"]), want, "{args:?}");
                assert_eq!(
                    reach::reach(*from, through, step, plies),
                    want,
                    "{args:?}: the core"
                );
                // Exactly one key, and nothing but the layers.
                let hexes: Vec<String> = want.iter().map(|b| format!("\"{}\"", b.hex())).collect();
                assert_eq!(line, format!("{{\"layers\":[{}]}}\n", hexes.join(",")));
            }
        }
    }
}

#[test]
fn reach_corner_cases() {
    // A rook on an empty board: 1, 14, 49 (the core's own example).
    let v = json(&["reach", "--from", "a1", "--step", "rook-slide"]);
    let counts: Vec<u32> = bbs(&v["layers"]).iter().map(|b| b.count()).collect();
    assert_eq!(counts, [1, 14, 49]);
    // --plies 0: layer 0 alone, which is from & through.
    let v = json(&[
        "reach",
        "--from",
        "a1,e4",
        "--through",
        "0xfffffffffffffffe",
        "--plies",
        "0",
    ]);
    assert_eq!(bbs(&v["layers"]), [Bitboard::from(Square::E4)]);
    // Nothing to start from: one empty layer, no move.
    let v = json(&["reach", "--from", "a1", "--through", "b1"]);
    assert_eq!(bbs(&v["layers"]), [Bitboard::EMPTY]);
    // A huge --plies is no limit.
    let v = json(&[
        "reach",
        "--from",
        "a1",
        "--step",
        "knight",
        "--plies",
        "99999999999999999999",
    ]);
    assert_eq!(bbs(&v["layers"]).len(), 7);
}

#[test]
fn reach_traces_stop_where_the_plies_do() {
    let through = !(Square::D4 | Square::C2);
    let args = [
        "reach",
        "--from",
        "a1,h8",
        "--through",
        &through.hex(),
        "--step",
        "queen-slide",
    ];
    let from = Square::A1 | Square::H8;
    let t = trace(&args);
    assert_eq!(t.algorithm, Algorithm::Reach.id());
    assert_eq!(
        t,
        reach::reach_traced(from, through, Step::QueenSlide, None).1
    );
    // The registry's setup of the same board gives the same trace.
    let setup = Setup {
        algorithm: Algorithm::Reach,
        step: Step::QueenSlide,
        sources: from,
        blockers: !through,
        ..Setup::seed_example()
    };
    assert_eq!(t, setup.trace());
    // With --plies, the trace stops there and holds exactly those plies.
    let t1 = trace(&[&args[..], &["--plies", "1"]].concat());
    assert_eq!(
        t1,
        reach::reach_traced(from, through, Step::QueenSlide, Some(1)).1
    );
    assert!(t1.frames.len() < t.frames.len());
    let last = t1.frames.last().unwrap();
    assert!(last.get("ply[1]").is_some() && last.get("ply[2]").is_none());
}

#[test]
fn people_see_each_ply_and_its_count() {
    let o = run(&["reach", "--from", "a1", "--step", "knight", "--plies", "2"]);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    let plies = reach::reach(Square::A1.into(), Bitboard::ALL, Step::Knight, Some(2));
    let drawn: Vec<(String, Bitboard)> = plies
        .iter()
        .enumerate()
        .map(|(k, &b)| (format!("ply[{k}]"), b))
        .collect();
    let refs: Vec<(&str, Bitboard)> = drawn.iter().map(|(c, b)| (c.as_str(), *b)).collect();
    assert!(text.contains(&render::side_by_side(&refs)), "{text}");
    assert!(
        text.contains("\nsquares per ply: 1, 2, 9 (12 squares reached in 2 moves)\n"),
        "{text}"
    );
    assert!(text.ends_with("--plies 2 stopped the fill; more squares lie further\n"));
    // Run to the end, no note about --plies.
    let text = stdout(&run(&["reach", "--from", "a1", "--step", "rook-slide"]));
    assert!(
        text.ends_with("\nsquares per ply: 1, 14, 49 (64 squares reached in 2 moves)\n"),
        "{text}"
    );
}

#[test]
fn reach_refuses_bad_plies() {
    for bad in ["-1", "x", "1.5", "", " 2"] {
        refused(
            &["reach", "--from", "a1", &format!("--plies={bad}")],
            "--plies",
            "is not a number of moves",
        );
    }
    refused(&["reach", "--through", "all"], "--from", "missing");
    refused(
        &["reach", "--from", "a1", "--to", "h8"],
        "--to",
        "unknown option",
    );
}

// ------------------------------------------------------------------ pawns

const PAWN_KEYS: [&str; 20] = [
    "w_front_fill",
    "w_rear_fill",
    "b_front_fill",
    "b_rear_fill",
    "w_front_spans",
    "w_rear_spans",
    "b_front_spans",
    "b_rear_spans",
    "w_attack_front_spans",
    "b_attack_front_spans",
    "w_pawn_attacks",
    "b_pawn_attacks",
    "w_passed",
    "b_passed",
    "open_files",
    "closed_files",
    "w_half_open_files",
    "b_half_open_files",
    "w_outposts",
    "b_outposts",
];

/// Passed pawns walked square by square: no enemy pawn ahead on the same
/// or a neighbouring file.
fn naive_passed(own: Bitboard, enemy: Bitboard, north: bool) -> Bitboard {
    own.squares()
        .filter(|p| {
            !enemy.squares().any(|e| {
                (i16::from(e.file()) - i16::from(p.file())).abs() <= 1
                    && if north {
                        e.rank() > p.rank()
                    } else {
                        e.rank() < p.rank()
                    }
            })
        })
        .collect()
}

/// Whole files holding no pawn of `pawns`.
fn naive_empty_files(pawns: Bitboard) -> Bitboard {
    Square::all()
        .filter(|s| !pawns.squares().any(|p| p.file() == s.file()))
        .collect()
}

#[test]
fn pawns_prints_every_set_in_order() {
    let (ws, bs) = (boards(5, 41), boards(5, 42));
    for (w, b) in ws.iter().zip(&bs) {
        // Pawns stand on ranks 2 to 7, one to a square.
        let white = *w & Bitboard(0x00ff_ffff_ffff_ff00);
        let black = *b & Bitboard(0x00ff_ffff_ffff_ff00) & !white;
        let (line, v) = json_text(&["pawns", "--white", &white.hex(), "--black", &black.hex()]);
        assert_eq!(keys_in_order(&line), PAWN_KEYS, "{line}");
        let sets = pawns::pawn_sets(white, black);
        for (name, value) in sets.named() {
            assert_eq!(bb(&v[name]), value, "{name}");
        }
        let ctx = format!("white {white:?} black {black:?}");
        assert_eq!(
            bb(&v["w_passed"]),
            naive_passed(white, black, true),
            "{ctx}"
        );
        assert_eq!(
            bb(&v["b_passed"]),
            naive_passed(black, white, false),
            "{ctx}"
        );
        assert_eq!(
            bb(&v["open_files"]),
            naive_empty_files(white | black),
            "{ctx}"
        );
        assert_eq!(
            bb(&v["w_half_open_files"]),
            naive_empty_files(white) - naive_empty_files(black),
            "{ctx}"
        );
    }
    // The core's own example: e4 against d6, nothing passed.
    let v = json(&["pawns", "--white", "e4", "--black", "d6"]);
    assert_eq!(bb(&v["w_passed"]), Bitboard::EMPTY);
    assert!(bb(&v["w_front_spans"]).contains(Square::E8));
}

#[test]
fn pawns_trace_and_people() {
    let (white, black) = (
        Square::A2 | Square::E4 | Square::F5,
        Square::E5 | Square::H7,
    );
    let args = ["pawns", "--white", "a2,e4,f5", "--black", "e5,h7"];
    let t = trace(&args);
    assert_eq!(t, pawns::pawn_sets_traced(white, black).1);
    assert_eq!(t.algorithm, Algorithm::Pawns.id());

    let o = run(&args);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    // Every set is drawn under its whole name.
    for key in PAWN_KEYS {
        assert!(text.contains(key), "{key}: {text}");
    }
    let sets = pawns::pawn_sets(white, black);
    assert!(text.contains(&render::side_by_side(&[
        ("w_front_fill", sets.w_front_fill),
        ("w_rear_fill", sets.w_rear_fill),
        ("b_front_fill", sets.b_front_fill),
        ("b_rear_fill", sets.b_rear_fill),
    ])));
    assert!(text.contains("w_attack_front_spans   b_attack_front_spans   w_pawn_attacks"));
    assert!(
        text.contains("\npassed pawns: white 2, black 1\n"),
        "{text}"
    );
    for line in text.lines() {
        assert!(line.len() <= 87, "{line:?} is too wide");
    }
}

#[test]
fn pawns_refuse_a_shared_square() {
    refused(
        &["pawns", "--white", "e4,d4", "--black", "d4,e4,e5"],
        "--black",
        "shares 2 squares with --white: d4,e4",
    );
    refused(&["pawns", "--white", "e4"], "--black", "missing");
    refused(&["pawns", "--black", "e4"], "--white", "missing");
}

/// Pawns on rank 1 or 8, where none can stand, are named in a warning on
/// stderr; the sets are still computed from them, and the exit is 0.
#[test]
fn pawns_on_the_back_ranks_are_warned_of() {
    let o = run(&["pawns", "--white", "a1,e4,h8", "--black", "d8", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stderr(&o),
        "fillscope: --white: pawns on a1 and h8 stand on ranks 1 and 8, where no pawn can be \
         (pawns stand on ranks 2 to 7); the sets are computed as given\n\
         fillscope: --black: a pawn on d8 stands on rank 8, where no pawn can be \
         (pawns stand on ranks 2 to 7); the sets are computed as given\n"
    );
    let v: Value = serde_json::from_str(&stdout(&o)).expect("one JSON object");
    let sets = pawns::pawn_sets(Square::A1 | Square::E4 | Square::H8, Square::D8.into());
    assert_eq!(bb(&v["w_front_fill"]), sets.w_front_fill);
    // Pawns on ranks 2 to 7: no warning.
    let o = run(&["pawns", "--white", "a2,h7", "--black", "a7,h2"]);
    assert_eq!((o.status.code(), stderr(&o).as_str()), (Some(0), ""));
    // The help says so.
    let help = stdout(&run(&["pawns", "--help"]));
    assert!(help.contains("rank 1 or 8"), "{help}");
}

// ---------------------------------------------------------------- voronoi

#[test]
fn voronoi_sides_match_per_side_bfs() {
    let open = !(Square::D4 | Square::D5 | Square::E4 | Square::B6);
    let mut walls = Walls::NONE;
    walls.east = Square::D1 | Square::D2 | Square::D3;
    walls.north = Bitboard::from(Square::G5);
    let cases: [&[&str]; 4] = [
        &["a1", "h8"],
        &["a1,c7", "h8", "h1"],
        &["a1", "h1", "a8", "h8"],
        &["e4,e5", "e5", "b2"],
    ];
    for sides in cases {
        let mut args = vec!["voronoi"];
        for s in sides {
            args.extend(["--side", s]);
        }
        let open_hex = open.hex();
        args.extend([
            "--open",
            &open_hex,
            "--walls-east",
            "d1,d2,d3",
            "--wall",
            "g5-g6",
        ]);
        let (line, v) = json_text(&args);
        assert_eq!(keys_in_order(&line), ["sides", "ties"], "{line}");
        let sets: Vec<Bitboard> = sides
            .iter()
            .map(|s| fillscope_core::parse_bitboard(s).unwrap())
            .collect();
        let (own, ties) = naive::voronoi_sides(&sets, open, &walls);
        assert_eq!(bbs(&v["sides"]), own, "{sides:?}");
        assert_eq!(bb(&v["ties"]), ties, "{sides:?}");
        let core = bfs::voronoi_sides(&sets, open, walls);
        assert_eq!((bbs(&v["sides"]), bb(&v["ties"])), (core.sides, core.ties));
        // --board 8x8 changes nothing.
        let mut with_board = args.clone();
        with_board.extend(["--board", "8x8"]);
        assert_eq!(json_text(&with_board).0, line);
    }
}

#[test]
fn two_sides_are_the_a_b_partition() {
    let sides = json(&[
        "voronoi", "--side", "a1,c3", "--side", "h8", "--wall", "d4-e4",
    ]);
    let ab = json(&["voronoi", "--a", "a1,c3", "--b", "h8", "--wall", "d4-e4"]);
    assert_eq!(bbs(&sides["sides"]), [bb(&ab["a"]), bb(&ab["b"])]);
    assert_eq!(sides["ties"], ab["ties"]);
    let (a, b) = (Square::A1 | Square::C3, Bitboard::from(Square::H8));
    let mut walls = Walls::NONE;
    walls.toggle(Square::D4, Square::E4);
    let (ra, rb, rt) = naive::voronoi(a, b, Bitboard::ALL, &walls);
    assert_eq!(bbs(&sides["sides"]), [ra, rb]);
    assert_eq!(bb(&sides["ties"]), rt);
    // The trace of two sides is the registry's Voronoi of a and b.
    let t = trace(&[
        "voronoi", "--side", "a1,c3", "--side", "h8", "--wall", "d4-e4",
    ]);
    assert_eq!(
        t,
        trace(&["voronoi", "--a", "a1,c3", "--b", "h8", "--wall", "d4-e4"])
    );
    assert_eq!(t, bfs::voronoi_traced(a, b, Bitboard::ALL, walls).1);
}

/// Three and four sides are traced and exported too: the trace ends with
/// each side's region and the ties that `--json` prints, and the SVG draws
/// the third and fourth sides' seeds and regions in their own looks.
#[test]
fn three_and_four_sides_are_traced_and_exported() {
    for args in [
        &["voronoi", "--side", "a1", "--side", "h8", "--side", "a8"][..],
        &[
            "voronoi", "--side", "a1,b1", "--side", "h8", "--side", "a8", "--side", "h1,e4",
            "--wall", "d4-e4",
        ],
    ] {
        let j = json(args);
        let t = trace(args);
        assert_eq!(t.algorithm, "voronoi-sides", "{args:?}");
        let last = t.frames.last().expect("frames");
        for (i, side) in bbs(&j["sides"]).into_iter().enumerate() {
            assert_eq!(last.get(&format!("own[{i}]")), Some(side), "{args:?}");
        }
        assert_eq!(last.get("ties"), Some(bb(&j["ties"])));
        let out = temp_file(&format!("sides{}.svg", args.len()), b"");
        let out_str = out.to_str().unwrap();
        let o = run(&[args, &["--export", "svg", "--out", out_str]].concat());
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        let svg = std::fs::read_to_string(&out).unwrap();
        assert!(svg.contains("data-look=\"side-c\""), "{args:?}");
        assert!(svg.contains("data-look=\"result-c\""), "{args:?}");
        assert_eq!(svg.contains("data-look=\"side-d\""), args.len() > 8);
        std::fs::remove_file(&out).unwrap();
    }
}

#[test]
fn people_see_every_side() {
    let o = run(&["voronoi", "--side", "a1", "--side", "h1", "--side", "a8"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    let v = bfs::voronoi_sides(
        &[Square::A1.into(), Square::H1.into(), Square::A8.into()],
        Bitboard::ALL,
        Walls::NONE,
    );
    assert!(text.contains(&render::side_by_side(&[
        ("side 1's region", v.sides[0]),
        ("side 2's region", v.sides[1]),
        ("side 3's region", v.sides[2]),
        ("ties", v.ties),
    ])));
    assert!(text.ends_with(&format!(
        "side 1 gets {} squares, side 2 gets {} squares, side 3 gets {} squares, {} tied\n",
        v.sides[0].count(),
        v.sides[1].count(),
        v.sides[2].count(),
        v.ties.count()
    )));
}

#[test]
fn voronoi_refuses_mixed_few_many_and_other_boards() {
    refused(
        &["voronoi", "--a", "a1", "--side", "h8", "--side", "a8"],
        "--a",
        "cannot be combined with --side",
    );
    refused(
        &["voronoi", "--side", "h8", "--b", "a1", "--side", "a8"],
        "--b",
        "cannot be combined with --side",
    );
    refused(
        &["voronoi", "--side", "h8"],
        "--side",
        "a partition needs two sides or more",
    );
    let five = [
        "voronoi", "--side", "a1", "--side", "b1", "--side", "c1", "--side", "d1", "--side", "e1",
    ];
    refused(&five, "--side", "given 5 times; at most 4 sides");
    refused(
        &["voronoi", "--side", "a1", "--side", "z9"],
        "--side",
        "`z9` is not a square",
    );
    // 9x9 is a board size now (tests/nine.rs); these are none.
    for board in ["8X8", "", "8x8x8", "10x10"] {
        refused(
            &["voronoi", "--a", "a1", "--b", "h8", "--board", board],
            "--board",
            "is not a board size (expected 8x8 or 9x9)",
        );
    }
    let three = ["voronoi", "--side", "a1", "--side", "h8", "--side", "a8"];
    refused(
        &[&three[..], &["--out", "x.svg"]].concat(),
        "--out",
        "needs --export FORMAT",
    );
}

// -------------------------------------------------------------------- log

const LOG: &str = "step 3: gen = 0x10, pro = 0xff00\n\
                   $1 = 268435456\n\
                   00000000000000ff\n\
                   \n\
                   nothing here\n\
                   too big: x = 0x10000000000000000\n";

#[test]
fn log_prints_frames_and_skipped_lines() {
    let path = temp_file("log.txt", LOG.as_bytes());
    let file = path.to_str().unwrap();
    for mapping in Mapping::ALL {
        let (line, v) = json_text(&["log", file, "--mapping", mapping.name()]);
        assert_eq!(
            keys_in_order(&line),
            ["frames", "notes", "skipped"],
            "{line}"
        );
        let want = corelog::read(LOG, mapping);
        let frames = v["frames"].as_array().unwrap();
        assert_eq!(frames.len(), want.frames.len());
        for (got, want) in frames.iter().zip(&want.frames) {
            let keys: Vec<&String> = got.as_object().unwrap().keys().collect();
            assert_eq!(keys, ["name", "value"]);
            assert_eq!(got["name"].as_str(), want.name.as_deref());
            assert_eq!(bb(&got["value"]), want.value);
        }
        let skipped: Vec<(u64, &str)> = v["skipped"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| (s["line"].as_u64().unwrap(), s["text"].as_str().unwrap()))
            .collect();
        assert_eq!(
            skipped,
            [(5, "nothing here"), (6, "too big: x = 0x10000000000000000")]
        );
        // Each says why, as the text output does.
        for (got, want) in v["skipped"].as_array().unwrap().iter().zip(&want.skipped) {
            assert_eq!(got["why"].as_str(), Some(want.why.as_str()), "{got}");
        }
    }
    // The default mapping keeps the numbers; a8-b8 turns bit 0 into a8.
    let v = json(&["log", file]);
    let names: Vec<Option<&str>> = v["frames"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str())
        .collect();
    assert_eq!(names, [Some("gen"), Some("pro"), Some("$1"), None]);
    assert_eq!(v["frames"][3]["name"], Value::Null);
    assert_eq!(bb(&v["frames"][0]["value"]), Bitboard(0x10));
    assert_eq!(bb(&v["frames"][3]["value"]), Bitboard(0xff));
    let v = json(&["log", file, "--mapping", "a8-b8"]);
    assert_eq!(bb(&v["frames"][3]["value"]), Bitboard(0xff << 56));
    std::fs::remove_file(path).unwrap();
}

#[test]
fn log_reads_stdin() {
    let o = run_with_stdin(&["log", "-", "--json", "--mapping=h1-g1"], "a = 1\n");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "{\"frames\":[{\"name\":\"a\",\"value\":\"0x0000000000000080\"}],\"notes\":[],\
         \"skipped\":[]}\n"
    );
    // Nothing at all: no frame, no skipped line, and no value read (exit 1).
    let o = run_with_stdin(&["log", "--json", "-"], "");
    assert_eq!(stdout(&o), "{\"frames\":[],\"notes\":[],\"skipped\":[]}\n");
    assert_eq!(o.status.code(), Some(1));
}

/// A log of hex without `0x` (`printf("%llx")`) is read as hex, and the
/// text output says why; the JSON says it in `notes`.
#[test]
fn log_of_hex_without_0x_says_it_is_read_as_hex() {
    let text = "sq1 = 10000000\nasp[3] = c0000000000202\n";
    let o = run_with_stdin(&["log", "-"], text);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with(
            "2 values read from stdin (mapping a1-b1)\nNumbers without 0x are read as hex: \
             line 2 writes hex without 0x"
        ),
        "{out}"
    );
    let o = run_with_stdin(&["log", "-", "--json"], text);
    assert_eq!(
        stdout(&o),
        "{\"frames\":[{\"name\":\"sq1\",\"value\":\"0x0000000010000000\"},\
         {\"name\":\"asp[3]\",\"value\":\"0x00c0000000000202\"}],\"notes\":\
         [\"Numbers without 0x are read as hex: line 2 writes hex without 0x, as \
         printf(\\\"%llx\\\") does, and the log has no 0x.\"],\"skipped\":[]}\n"
    );
}

/// `--json` says what the text output says: why each line was skipped
/// (`why`), and how bare numbers were read (`notes`): a script could not
/// tell that `gen = 10` was read as 0x10, nor why `step 3 10` gave no
/// value.
#[test]
fn log_json_says_why_lines_were_skipped_and_how_numbers_were_read() {
    let text = "gen = 10\npro = fefefefefefefefe\nstep 3 10\n";
    let human = stdout(&run_with_stdin(&["log", "-"], text));
    let o = run_with_stdin(&["log", "-", "--json"], text);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    // Read as hex: 10 is 0x10 (bit 4, e1), not decimal 10 (0xa).
    assert_eq!(bb(&v["frames"][0]["value"]), Bitboard(0x10));
    let notes = v["notes"].as_array().unwrap();
    assert_eq!(notes.len(), 1, "{v}");
    let note = notes[0].as_str().unwrap();
    assert!(
        note.starts_with("Numbers without 0x are read as hex: line 2 "),
        "{note}"
    );
    assert!(human.contains(note), "the text output's note: {human}");
    let why = "more than one number on it, and none in the form name = number";
    assert_eq!(
        v["skipped"],
        serde_json::json!([{ "line": 3, "text": "step 3 10", "why": why }])
    );
    assert!(
        human.contains(&format!("line 3: step 3 10 ({why})")),
        "{human}"
    );
    // A log that needs no note has none.
    let o = run_with_stdin(&["log", "-", "--json"], "gen = 0x10\n");
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["notes"], serde_json::json!([]));
}

/// A log that gave no value exits 1, its answer written all the same and
/// one line on stderr saying so, on either board: a script that reads a
/// log wants to know it found nothing. It exited 0.
#[test]
fn log_with_no_value_exits_1() {
    for board in ["8x8", "9x9"] {
        for (text, why) in [
            (
                "nothing here\nstep 3 0x10\n",
                "2 lines skipped, each with why",
            ),
            ("\n  \n", "it has no line that is not blank"),
        ] {
            for format in [None, Some("--json")] {
                let mut args = vec!["log", "-", "--board", board];
                args.extend(format);
                let o = run_with_stdin(&args, text);
                assert_eq!(o.status.code(), Some(1), "{args:?} {text:?}");
                assert_eq!(
                    stderr(&o),
                    format!("fillscope: stdin: no value read ({why})\n"),
                    "{args:?}"
                );
                let out = stdout(&o);
                if format.is_some() {
                    let v: Value = serde_json::from_str(&out).unwrap();
                    assert_eq!(v["frames"], serde_json::json!([]), "{out}");
                } else {
                    assert!(out.starts_with("0 values read from stdin"), "{out}");
                }
            }
        }
        // One value is enough.
        let o = run_with_stdin(&["log", "-", "--board", board], "nothing\ngen = 0x10\n");
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    }
}

/// Beside `0x`, one line's `%016llx` (a leading 0) makes another line's
/// 16 decimal digits hex: the output names that line, as it names a line
/// read as decimal. Before, it said nothing.
#[test]
fn log_names_the_lines_whose_16_digits_the_log_decided() {
    let text = "gen = 0x10000000\nnodes = 1234567890123456\npro = 0xffffffffffffffff\n\
                flood: 0000000010000000\n";
    let out = stdout(&run_with_stdin(&["log", "-"], text));
    assert!(
        out.starts_with(
            "4 values read from stdin (mapping a1-b1)\n16 digits without 0x are read as hex \
             (line 2): line 4 writes hex as printf(\"%016llx\") does"
        ),
        "{out}"
    );
    let out = stdout(&run_with_stdin(
        &["log", "-"],
        "gen = 0x10\nnodes = 1234567890123456\n",
    ));
    assert!(
        out.contains("16 digits without 0x are read as decimal (line 2)"),
        "{out}"
    );
    // With no `0x`, a bare number that is not 16 digits long shows `%llu`.
    let out = stdout(&run_with_stdin(
        &["log", "-"],
        "sliders = 268435456\noccupied = 4503599628419072\nattacks = 4521264543694848\n",
    ));
    assert!(
        out.contains(
            "16 digits without 0x are read as decimal (lines 2 and 3), as printf(\"%llu\") \
             writes them: line 1 writes a bare number that is not 16 digits long"
        ),
        "{out}"
    );
}

/// googletest's value is shown under its expression as printed, a name or
/// not; before, `knightAttacks(sq)` was "(no name)".
#[test]
fn log_names_a_test_failure_value_by_its_expression() {
    let text = "engine_test.cc:42: Failure\nExpected equality of these values:\n  \
                knightAttacks(sq)\n    Which is: 22136263676928\n  \
                expected\n    Which is: 4096\n";
    let out = stdout(&run_with_stdin(&["log", "-"], text));
    assert!(
        out.starts_with(
            "2 values read from stdin (mapping a1-b1)\n1. knightAttacks(sq)   2. expected\n"
        ),
        "{out}"
    );
    let o = run_with_stdin(&["log", "-", "--json"], text);
    assert!(
        stdout(&o).starts_with("{\"frames\":[{\"name\":\"knightAttacks(sq)\""),
        "{}",
        stdout(&o)
    );
}

#[test]
fn people_see_each_value_by_name() {
    let o = run_with_stdin(&["log", "-"], LOG);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.starts_with("4 values read from stdin (mapping a1-b1)\n"),
        "{text}"
    );
    assert!(text.contains(&render::side_by_side(&[
        ("1. gen", Bitboard(0x10)),
        ("2. pro", Bitboard(0xff00)),
        ("3. $1", Bitboard(268_435_456)),
        ("4. (no name)", Bitboard(0xff)),
    ])));
    assert!(text.ends_with(
        "2 lines skipped:\n  \
         line 5: nothing here (no number on it, nor name = number)\n  \
         line 6: too big: x = 0x10000000000000000 \
         (0x10000000000000000 is 2^64 or more: a bitboard holds 64 bits)\n"
    ));
    // Each skipped line says what keeps its number from being a value
    // (`return 5` and `x 5`, a name and a space before the value, are read
    // since `name value` is a form; code like `return 5;` is not).
    let text = stdout(&run_with_stdin(
        &["log", "-"],
        "return 5;\nx += 5\n0x10 0x20\n",
    ));
    assert!(
        text.ends_with(
            "3 lines skipped:\n  \
             line 1: return 5; (text before 5 but not in the form name = 5)\n  \
             line 2: x += 5 (text before 5 but not in the form name = 5)\n  \
             line 3: 0x10 0x20 (more than one number on it, and none in the form name = number)\n"
        ),
        "{text}"
    );
    // The JSON lists the skipped lines with the same reason.
    let o = run_with_stdin(&["log", "-", "--json"], "return 5;\n");
    assert_eq!(
        stdout(&o),
        "{\"frames\":[],\"notes\":[],\"skipped\":[{\"line\":1,\"text\":\"return 5;\",\
         \"why\":\"text before 5 but not in the form name = 5\"}]}\n"
    );
    let o = run_with_stdin(&["log", "-", "--json"], "rook attacks 0x10\n");
    assert_eq!(
        stdout(&o),
        "{\"frames\":[{\"name\":\"attacks\",\"value\":\"0x0000000000000010\"}],\"notes\":[],\
         \"skipped\":[]}\n"
    );
    // A skipped line's control characters are shown, not sent to the terminal.
    let text = stdout(&run_with_stdin(&["log", "-"], "bell\u{7} here\n"));
    assert!(text.contains("line 1: bell\\u{7} here"), "{text}");
    // Long names are drawn whole, fewer to a row.
    let text = stdout(&run_with_stdin(
        &["log", "-"],
        "position.white_pawn_attacks = 0xff\n",
    ));
    assert!(
        text.contains("\n1. position.white_pawn_attacks\n"),
        "{text}"
    );
}

#[test]
fn log_refusals_and_unreadable_files() {
    // A file that is not there, or a directory: status 1, one line.
    let dir = std::env::temp_dir();
    for file in ["/nonexistent/fillscope-log.txt", dir.to_str().unwrap()] {
        let o = run(&["log", file]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{file}: {err}");
        assert!(o.stdout.is_empty());
        assert_eq!(err.lines().count(), 1, "{err:?}");
        assert!(
            err.starts_with(&format!("fillscope: {file}: cannot read: ")),
            "{err}"
        );
    }
    // Bytes that are not UTF-8 do not stop the values around them.
    let path = temp_file("latin1.txt", b"\xfe\xff gen = 0x3\nx = 5\n");
    let v = json(&["log", path.to_str().unwrap()]);
    assert_eq!(v["frames"].as_array().unwrap().len(), 2, "{v}");
    std::fs::remove_file(path).unwrap();

    refused(
        &["log", "-", "--mapping", "a1-h1"],
        "--mapping",
        "a1-b1, a1-a2, h1-g1, h1-h2, a8-b8, a8-a7, h8-g8, h8-h7",
    );
    refused(&["log"], "FILE", "missing");
    refused(&["log", "--json"], "FILE", "missing");
    refused(&["log", "a.txt", "b.txt"], "b.txt", "a second FILE");
    refused(&["log", "-", "--trace"], "--trace", "log runs no fill");
    refused(
        &["log", "-", "--export", "svg", "--out", "x.svg"],
        "--export",
        "log runs no fill",
    );
    refused(&["log", "-", "--frame", "1"], "--frame", "log runs no fill");
    refused(&["log", "-", "--from", "e4"], "--from", "unknown option");
}

// ------------------------------------------------------- help and export

#[test]
fn every_new_command_and_flag_has_help() {
    let usage = stdout(&run(&["--help"]));
    for (command, flags) in [
        ("paths", &["--method"][..]),
        (
            "reach",
            &["--from", "--through", "--step", "--plies", "--method"],
        ),
        ("pawns", &["--white", "--black"]),
        ("voronoi", &["--side", "--board"]),
        ("log", &["--mapping", "--board", "FILE"]),
    ] {
        let o = run(&[command, "--help"]);
        assert_eq!(o.status.code(), Some(0), "{command}");
        let text = stdout(&o);
        assert!(
            text.starts_with(&format!("fillscope {command}: ")),
            "{text}"
        );
        for flag in flags {
            assert!(text.contains(&format!("  {flag} ")), "{command} {flag}");
            assert!(usage.contains(flag), "usage: {flag}");
        }
        assert!(
            usage.contains(&format!("fillscope {command} ")),
            "{command}"
        );
    }
    for command in ["bfs", "voronoi"] {
        let text = stdout(&run(&[command, "--help"]));
        assert!(text.contains("  --board SIZE "), "{command}: {text}");
        assert!(text.contains("9x9"), "{command}: {text}");
    }
    let paths = stdout(&run(&["paths", "--help"]));
    assert!(paths.contains("every method gives the same squares"));
}

#[test]
fn reach_and_pawns_export_their_traces() {
    for (args, trace) in [
        (
            &["reach", "--from", "d4", "--step", "knight", "--plies", "2"][..],
            reach::reach_traced(Square::D4.into(), Bitboard::ALL, Step::Knight, Some(2)).1,
        ),
        (
            &["pawns", "--white", "e4", "--black", "d6"],
            pawns::pawn_sets_traced(Square::E4.into(), Square::D6.into()).1,
        ),
    ] {
        let out = std::env::temp_dir().join(format!(
            "fillscope-cli-commands-{}-{}.txt",
            std::process::id(),
            args[0]
        ));
        let out_str = out.to_str().unwrap();
        let o = run(&[
            args,
            &["--export", "text", "--out", out_str, "--frame", "1"],
        ]
        .concat());
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert!(o.stdout.is_empty());
        let written = std::fs::read_to_string(&out).unwrap();
        assert_eq!(written, fillscope_draw::frame_text(&trace.frames[1]));
        std::fs::remove_file(&out).unwrap();
        let past = trace.frames.len().to_string();
        refused(
            &[
                args,
                &["--export", "text", "--out", out_str, "--frame", &past],
            ]
            .concat(),
            "--frame",
            "past the last frame",
        );
    }
}

/// A set given as a negative decimal is its 64-bit two's complement, as C
/// converts `U64 x = -1;` and the `log` command reads it.
#[test]
fn a_negative_set_is_its_twos_complement() {
    let v = json(&["fill", "--dir", "nort", "--gen", "e4", "--pro", "-1"]);
    let all = json(&["fill", "--dir", "nort", "--gen", "e4", "--pro", "all"]);
    assert_eq!(v, all);
    // -2^63 is bit 63 alone, h8: filled south, the h-file.
    let v = json(&[
        "fill",
        "--dir",
        "sout",
        "--gen",
        "-9223372036854775808",
        "--pro",
        "-1",
    ]);
    assert_eq!(bb(&v["occluded"]), Bitboard(0x8080_8080_8080_8080));
    // On the 9x9 board a negative number is refused, with what to write.
    let o = run(&["bfs", "--board", "9x9", "--from", "-1", "--json"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "fillscope: --from: column 1: a negative number is refused on the 9x9 board: as 128 bits it sets bits past i9 (bit 80); write all for every square\n"
    );
}
