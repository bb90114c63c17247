//! `bfs` and `voronoi` with `--board 9x9`, run as a binary: JSON shape
//! and 32-hex-digit values checked against the core's slow 9x9 queue BFS,
//! the traces' board and last frames, and the mistakes that exit 2.

mod common;

use common::{json, json_text, run, run_with_stdin, stderr, stdout};
use fillscope_core::naive;
use fillscope_core::nine::{Board9, Square9, Walls9};
use serde_json::Value;

/// A 9x9 set as the CLI prints it: `0x` and 32 lowercase hex digits, no
/// bit at 81 or above.
fn b9(v: &Value) -> Board9 {
    let s = v.as_str().expect("a 9x9 set string");
    assert!(
        s.len() == 34
            && s.starts_with("0x")
            && s[2..]
                .chars()
                .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()),
        "9x9 sets print as 0x + 32 lowercase hex digits, got {s}"
    );
    Board9::from_bits(u128::from_str_radix(&s[2..], 16).unwrap()).expect("no bit beyond i9")
}

fn b9s(v: &Value) -> Vec<Board9> {
    v.as_array().expect("an array").iter().map(b9).collect()
}

fn sq(name: &str) -> Square9 {
    name.parse().unwrap()
}

fn set(names: &[&str]) -> Board9 {
    names.iter().map(|n| sq(n)).collect()
}

/// The keys of a one-line JSON object, in the order printed.
fn keys(v: &Value) -> Vec<String> {
    v.as_object().unwrap().keys().cloned().collect()
}

/// A 9x9 set written as a list of squares, for the command line.
fn names(b: Board9) -> String {
    let n: Vec<String> = b.squares().map(|s| s.to_string()).collect();
    if n.is_empty() {
        "empty".into()
    } else {
        n.join(",")
    }
}

/// Exits 2 with one line `fillscope: ARG: ...` that says `says`.
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

/// Boards with walls and blockers on the edges (the a/i-files, ranks 1
/// and 9) and in the middle, some with sources and targets on the edges.
fn boards() -> Vec<(Board9, Board9, Board9, Walls9)> {
    let edge_blockers = set(&["b1", "a2", "i8", "h9", "e9", "i5", "a6"]);
    let mut walls = Walls9::NONE;
    for (a, b) in [
        ("i1", "i2"),
        ("h9", "i9"),
        ("a5", "b5"),
        ("e4", "e5"),
        ("a8", "a9"),
    ] {
        walls.toggle(sq(a), sq(b));
    }
    vec![
        (set(&["a1"]), set(&["i9"]), Board9::ALL, Walls9::NONE),
        (set(&["i1"]), set(&["a2"]), !edge_blockers, walls),
        (set(&["e5", "i9"]), Board9::EMPTY, !edge_blockers, walls),
        (
            set(&["a9"]),
            set(&["i1", "i5"]),
            !set(&["d1", "d2", "d3", "d4"]),
            walls,
        ),
    ]
}

#[test]
fn bfs_on_9x9_answers_as_the_queue_bfs_does() {
    for (from, to, open, walls) in boards() {
        let (from_s, to_s, open_s) = (names(from), names(to), names(open));
        let (north, east) = (names(walls.north), names(walls.east));
        let mut args = vec![
            "bfs",
            "--board",
            "9x9",
            "--from",
            &from_s,
            "--open",
            &open_s,
            "--walls-north",
            &north,
            "--walls-east",
            &east,
        ];
        if !to.is_empty() {
            args.extend(["--to", &to_s]);
        }
        let (_, v) = json_text(&args);
        assert_eq!(keys(&v), ["distance", "layers", "visits"], "{v}");
        let (layers, visits, dist) = naive::bfs9(from, open, &walls, to);
        assert_eq!(b9s(&v["layers"]), layers, "{args:?}");
        assert_eq!(b9(&v["visits"]), visits, "{args:?}");
        assert_eq!(v["distance"].as_u64().map(|d| d as u32), dist, "{args:?}");
        // The same walls as --wall pairs give the same answer.
        let pairs: Vec<String> = Square9::all()
            .flat_map(|s| {
                [(0, 1), (1, 0)]
                    .into_iter()
                    .filter_map(move |(df, dr)| s.try_offset(df, dr).map(|n| (s, n)))
            })
            .filter(|&(s, n)| walls.between(s, n))
            .map(|(s, n)| format!("{s}-{n}"))
            .collect();
        if !pairs.is_empty() {
            let list = pairs.join(",");
            let mut with_pairs: Vec<&str> = args
                .iter()
                .copied()
                .filter(|a| !a.starts_with("--walls") && *a != north && *a != east)
                .collect();
            with_pairs.extend(["--wall", &list]);
            assert_eq!(json_text(&with_pairs).1, v, "{with_pairs:?}");
        }
    }
}

#[test]
fn all_is_81_squares_and_nothing_wraps() {
    let (_, v) = json_text(&["bfs", "--board", "9x9", "--from", "a1", "--open", "all"]);
    assert_eq!(b9(&v["visits"]), Board9::ALL);
    assert_eq!(b9(&v["visits"]).count(), 81);
    assert_eq!(v["layers"].as_array().unwrap().len(), 17);
    // i1 and a2 are next to each other only in bit order.
    let (_, v) = json_text(&[
        "bfs", "--board", "9x9", "--from", "i1", "--to", "a2", "--open", "i1,a2",
    ]);
    assert_eq!(v["distance"], Value::Null);
    assert_eq!(b9(&v["visits"]), set(&["i1"]));
}

#[test]
fn voronoi_on_9x9_answers_as_per_side_queue_bfs() {
    for (a, b, open, walls) in boards() {
        let b = if b.is_empty() { set(&["e1"]) } else { b };
        let third = set(&["a9", "e5"]);
        // Sides that share a source: a's first square is also the third's.
        let shared = third | Board9::from(a.squares().next().unwrap());
        let strs: Vec<String> = [a, b, open, walls.north, walls.east, third, shared]
            .into_iter()
            .map(names)
            .collect();
        let shared_opts = [
            "--board",
            "9x9",
            "--open",
            &strs[2],
            "--walls-north",
            &strs[3],
            "--walls-east",
            &strs[4],
        ];
        let (line, v) = json_text(
            &[
                &["voronoi", "--a", &strs[0], "--b", &strs[1]],
                &shared_opts[..],
            ]
            .concat(),
        );
        assert_eq!(keys(&v), ["a", "b", "ties"], "{line}");
        let (own, ties) = naive::voronoi_sides9(&[a, b], open, &walls);
        assert_eq!(
            (b9(&v["a"]), b9(&v["b"]), b9(&v["ties"])),
            (own[0], own[1], ties)
        );
        for sides in [vec![a, b], vec![a, b, third], vec![a, b, third, shared]] {
            let mut args = vec!["voronoi"];
            for s in &sides {
                let k = [a, b, third, shared].iter().position(|x| x == s).unwrap();
                args.extend(["--side", &strs[[0, 1, 5, 6][k]]]);
            }
            args.extend(shared_opts);
            let (line, v) = json_text(&args);
            assert_eq!(keys(&v), ["sides", "ties"], "{line}");
            let (own, ties) = naive::voronoi_sides9(&sides, open, &walls);
            assert_eq!(b9s(&v["sides"]), own, "{args:?}");
            assert_eq!(b9(&v["ties"]), ties, "{args:?}");
        }
    }
}

/// Reads a `--trace` line of a 9x9 run.
fn trace(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--trace");
    let o = run(&all);
    assert_eq!(o.status.code(), Some(0), "{all:?}: {}", stderr(&o));
    let text = stdout(&o);
    assert_eq!(text.lines().count(), 1);
    serde_json::from_str(&text).unwrap()
}

/// The value of register `name` in the last frame of a trace.
fn last(t: &Value, name: &str) -> Board9 {
    let frame = t["frames"].as_array().unwrap().last().unwrap();
    let reg = frame["registers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == name)
        .unwrap_or_else(|| panic!("no register {name}"));
    b9(&reg["value"])
}

#[test]
fn traces_say_9x9_and_end_at_the_answer() {
    let bfs = [
        "bfs", "--board", "9x9", "--from", "a1", "--to", "i9", "--wall", "h9-i9",
    ];
    let t = trace(&bfs);
    assert_eq!(t["board"], "9x9");
    assert_eq!(t["algorithm"], "bfs");
    let (_, v) = json_text(&bfs);
    assert_eq!(last(&t, "visits"), b9(&v["visits"]));
    for (k, layer) in b9s(&v["layers"]).into_iter().enumerate() {
        assert_eq!(last(&t, &format!("layer[{k}]")), layer, "layer {k}");
    }
    assert_eq!(t["outcome"]["value"], v["distance"]);
    // Every register of every frame is a 9x9 set.
    for frame in t["frames"].as_array().unwrap() {
        for r in frame["registers"].as_array().unwrap() {
            b9(&r["value"]);
        }
    }

    for voronoi in [
        &[
            "voronoi", "--board", "9x9", "--a", "a1", "--b", "i9", "--wall", "e5-e6",
        ][..],
        &["voronoi", "--board", "9x9", "--side", "a1", "--side", "i9"],
    ] {
        let t = trace(voronoi);
        assert_eq!(
            (&t["board"], &t["algorithm"]),
            (&"9x9".into(), &"voronoi".into())
        );
        let (_, v) = json_text(voronoi);
        let (a, b, ties) = match v.get("sides") {
            Some(s) => (b9(&s[0]), b9(&s[1]), b9(&v["ties"])),
            None => (b9(&v["a"]), b9(&v["b"]), b9(&v["ties"])),
        };
        assert_eq!(
            (last(&t, "own_a"), last(&t, "own_b"), last(&t, "ties")),
            (a, b, ties)
        );
    }
}

#[test]
fn people_see_nine_by_nine_boards() {
    let o = run(&["bfs", "--board", "9x9", "--from", "i9", "--to", "a1"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.starts_with("Bit-shift BFS on the 9x9 board"), "{text}");
    // The from board: nine rows of nine cells, i9 at the top right.
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[2].split("   ").next(), Some(". . . . . . . . 1"));
    assert_eq!(lines[10].split("   ").next(), Some(". . . . . . . . ."));
    assert!(
        text.trim_end()
            .ends_with("distance 16; 17 layers, 81 squares reached"),
        "{text}"
    );
}

#[test]
fn mistakes_on_9x9_exit_2_with_one_line() {
    let nine = ["bfs", "--board", "9x9", "--from"];
    refused(
        &[&nine[..], &["j1"]].concat(),
        "--from",
        "`j1` is not a square (files a-i, ranks 1-9)",
    );
    refused(&[&nine[..], &["a0"]].concat(), "--from", "is not a square");
    let bit81 = format!("0x{:x}", 1u128 << 81);
    refused(&[&nine[..], &[bit81.as_str()]].concat(), "--from", "bit 81");
    let dec81 = (1u128 << 81).to_string();
    refused(&[&nine[..], &[dec81.as_str()]].concat(), "--from", "2^81");
    refused(
        &["bfs", "--board", "9x9", "--from", "a1", "--wall", "i1-a2"],
        "--wall",
        "not orthogonal neighbours",
    );
    refused(
        &["voronoi", "--board", "9x9", "--a", "a1", "--b", "j9"],
        "--b",
        "is not a square",
    );
    // Three sides are traced, as on 8x8.
    let o = run(&[
        "voronoi", "--board", "9x9", "--side", "a1", "--side", "i9", "--side", "a9", "--trace",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("voronoi-sides"));
    refused(
        &[
            "voronoi", "--board", "9x9", "--a", "a1", "--side", "i9", "--side", "a9",
        ],
        "--a",
        "cannot be combined with --side",
    );
    // The export options are checked as on 8x8.
    refused(
        &["bfs", "--board", "9x9", "--from", "a1", "--export", "svg"],
        "--out",
        "FILE, where --export svg is written",
    );
    refused(
        &["bfs", "--board", "9x9", "--from", "a1", "--out", "x.svg"],
        "--out",
        "needs --export FORMAT",
    );
    refused(
        &[
            "bfs", "--board", "9x9", "--from", "a1", "--export", "gif", "--out", "x.gif",
            "--frame", "1",
        ],
        "--frame",
        "takes the whole trace",
    );
    refused(
        &[
            "bfs", "--board", "9x9", "--from", "a1", "--export", "bmp", "--out", "x.bmp",
        ],
        "--export",
        "svg, png, gif, filmstrip, text",
    );
    // Squares up to i9 are fine on 9x9 and still refused on 8x8.
    assert_eq!(
        json_text(&[&nine[..], &["i9"]].concat()).1["distance"],
        Value::Null
    );
    refused(&["bfs", "--from", "i9"], "--from", "is not a square");
    // Only bfs, voronoi and log take --board.
    for other in [
        &["paths", "--from", "a1", "--to", "h8"][..],
        &["fill", "--dir", "nort", "--gen", "a1", "--pro", "all"],
        &[
            "attacks",
            "--piece",
            "rook",
            "--sliders",
            "a1",
            "--occupied",
            "empty",
        ],
        &["reach", "--from", "a1"],
        &["pawns", "--white", "e4", "--black", "d5"],
    ] {
        refused(
            &[other, &["--board", "9x9"]].concat(),
            "--board",
            "unknown option",
        );
    }
}

#[test]
fn bfs_takes_board_8x8_and_changes_nothing() {
    let args = ["bfs", "--from", "a1", "--to", "h8", "--wall", "a1-a2"];
    let (line, _) = json_text(&args);
    assert_eq!(
        json_text(&[&args[..], &["--board", "8x8"]].concat()).0,
        line
    );
    let t = run(&[&args[..], &["--trace"]].concat());
    let t8 = run(&[&args[..], &["--trace", "--board", "8x8"]].concat());
    assert_eq!(t.stdout, t8.stdout);
    assert!(
        !stdout(&t).contains("\"board\""),
        "8x8 traces stay as they were"
    );
}

/// Every 9x9 command line reads back, in-process, as the job it was
/// written from, whatever form its sets take (hex, decimal or squares).
#[test]
fn nine_by_nine_command_lines_read_back_as_their_jobs() {
    use fillscope_cli::{parse, Command, Format, Job9, Task9};
    let mut x = 0x0123_4567_89ab_cdefu64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for case in 0..300 {
        let mut board = || {
            let w = (u128::from(next()) << 64 | u128::from(next())) & Board9::ALL.0;
            Board9(w)
        };
        let (from, to, open, north, east) = (board(), board(), board(), board(), board());
        let form = case % 3;
        let text = |b: Board9| match form {
            0 => b.hex(),
            1 => b.0.to_string(),
            _ => names(b),
        };
        let walls = Walls9 { north, east }.normalized();
        let args: Vec<String> = [
            "bfs",
            "--board",
            "9x9",
            "--from",
            &text(from),
            "--to",
            &text(to),
            "--open",
            &text(open),
            "--walls-north",
            &text(north),
            "--walls-east",
            &text(east),
            "--json",
        ]
        .map(String::from)
        .into();
        let want = Job9 {
            task: Task9::Bfs {
                from,
                to: Some(to),
                open,
                walls,
            },
            format: Format::Json,
            export: None,
        };
        assert_eq!(parse(&args), Ok(Command::Run9(want)), "{args:?}");
        let sides = [from, to, open];
        let mut args: Vec<String> = vec!["voronoi".into(), "--trace".into()];
        for s in sides {
            args.extend(["--side".into(), text(s)]);
        }
        args.extend(["--board=9x9".into(), "--walls-east".into(), text(east)]);
        let mut want = Job9 {
            task: Task9::VoronoiSides {
                sides: sides.to_vec(),
                open: Board9::ALL,
                walls: Walls9 {
                    north: Board9::EMPTY,
                    east,
                }
                .normalized(),
            },
            format: Format::Trace,
            export: None,
        };
        // Three sides are traced, as two are.
        assert_eq!(parse(&args), Ok(Command::Run9(want.clone())), "{args:?}");
        args.remove(1);
        want.format = Format::Human;
        assert_eq!(parse(&args), Ok(Command::Run9(want)), "{args:?}");
    }
}

// ------------------------------------------------------ log --board 9x9

/// A Great Escape bot's log: values as such engines print them, a 9x9
/// diagram under its title, two numbers that are not one value, and an
/// 8x8 diagram pasted in by mistake.
const LOG9: &str = "cur = 0x201\n\
                    visits.hi = 0x1, visits.lo = 0x0\n\
                    walls:\n\
                    . . . . x . . . .\n. . . . x . . . .\n. . . . x . . . .\n\
                    . . . . x . . . .\nx x x x . x x x x\n. . . . x . . . .\n\
                    . . . . x . . . .\n. . . . x . . . .\n. . . . x . . . .\n\
                    x = 0x1 0x2\n\
                    attacks:\n\
                    00001000\n00001000\n00001000\n00001000\n11110111\n00001000\n\
                    00001000\n00001000\n";

/// The e-file and the 5th rank but e5: the 9x9 diagram of [`LOG9`].
fn cross() -> Board9 {
    set(&[
        "e1", "e2", "e3", "e4", "e6", "e7", "e8", "e9", "a5", "b5", "c5", "d5", "f5", "g5", "h5",
        "i5",
    ])
}

/// [`LOG9`] in a file of its own.
fn log9_file() -> std::path::PathBuf {
    // Not one path for all: tests run at once, and one must not read
    // another's half-written file.
    let path = common::temp_file("txt");
    std::fs::write(&path, LOG9).unwrap();
    path
}

/// `log --board 9x9 --json` reads the 128-bit values and the 9x9 diagram,
/// each set as `"0x"` + 32 hex digits, in the numbering `--mapping` names
/// as the page's Log tab does (worked by hand for the seed's and
/// CodinGame's), and lists the lines it skipped.
#[test]
fn log_on_9x9_reads_values_and_diagrams() {
    let path = log9_file();
    let file = path.to_str().unwrap();
    // (mapping, cur, visits): cur's bits 0 and 9, visits' bit 64.
    for (mapping, cur, visits) in [
        ("a1-b1", ["a1", "a2"], "b8"),
        ("a9-b9", ["a9", "a8"], "b2"),
        ("i1-h1", ["i1", "i2"], "h8"),
    ] {
        let (line, v) = json_text(&["log", file, "--board", "9x9", "--mapping", mapping]);
        assert_eq!(keys(&v), ["frames", "notes", "skipped"], "{line}");
        let frames = v["frames"].as_array().unwrap();
        let got: Vec<(Option<&str>, Board9)> = frames
            .iter()
            .map(|f| {
                assert_eq!(keys(f), ["name", "value"], "{line}");
                (f["name"].as_str(), b9(&f["value"]))
            })
            .collect();
        assert_eq!(
            got,
            [
                (Some("cur"), set(&cur)),
                (Some("visits"), set(&[visits])),
                (Some("walls"), cross()),
            ],
            "{mapping}"
        );
        let skipped: Vec<u64> = v["skipped"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["line"].as_u64().unwrap())
            .collect();
        // `x = 0x1 0x2`, `attacks:` and the 8x8 diagram's rows.
        assert_eq!(skipped, (13..=22).collect::<Vec<_>>(), "{line}");
    }
    // Every 9x9 mapping is taken, as the core's reader reads it.
    for m in fillscope_core::log::Mapping::ALL {
        let v = json(&["log", file, "--board", "9x9", "--mapping", m.name9()]);
        let want = fillscope_core::log::read9(LOG9, m);
        let got: Vec<Board9> = v["frames"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| b9(&f["value"]))
            .collect();
        let want: Vec<Board9> = want.frames.iter().map(|f| f.value).collect();
        assert_eq!(got, want, "{}", m.name9());
    }
    // The same file on the 8x8 board: the 9x9 diagram is skipped there,
    // and the halves are two values.
    let v = json(&["log", file]);
    let frames: Vec<&str> = v["frames"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(frames, ["cur", "visits.hi", "visits.lo", "attacks"], "{v}");
    std::fs::remove_file(path).unwrap();
}

/// People see each 9x9 value as a board of nine rows under its name, the
/// board named in the first line, and each skipped line with why: the 8x8
/// diagram's first line says what it is.
#[test]
fn people_see_a_9x9_log() {
    let o = run_with_stdin(&["log", "-", "--board", "9x9", "--mapping", "a9-b9"], LOG9);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.starts_with("3 values read from stdin on the 9x9 board (mapping a9-b9)\n"),
        "{text}"
    );
    let boards = fillscope_core::render::side_by_side_of(&[
        ("1. cur", set(&["a9", "a8"]).0),
        ("2. visits", set(&["b2"]).0),
        ("3. walls", cross().0),
    ]);
    assert!(text.contains(&boards), "{text}\n{boards}");
    assert!(
        text.contains(
            "10 lines skipped:\n  line 13: x = 0x1 0x2 (x is given 0x1 and 0x2: two numbers"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "  line 15: 00001000 (attacks is an 8x8 board drawn as a diagram, 8 rows of 8 \
             squares on lines 15-22, which the 9x9 board does not read: read it on the 8x8 \
             board)\n  line 16: 00001000 (part of the diagram from line 15)\n"
        ),
        "{text}"
    );
}

/// `log --help` says what `--board 9x9` reads in the words of the core's
/// [`fillscope_core::log::FORMS9`], which the web app's Log tab shows too
/// (one text, wrapped to the help's width), and `log --board 9x9` reads
/// a call's value and a square's word as the Log tab does.
#[test]
fn log_help_gives_the_9x9_forms_the_log_tab_gives() {
    let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let help = words(&stdout(&run(&["log", "--help"])));
    let forms = words(fillscope_core::log::FORMS9);
    assert!(
        help.contains(&format!("With --board 9x9: {forms}")),
        "{help}"
    );
    assert!(forms.contains("a call or a cast"), "{forms}");
    let o = run_with_stdin(
        &["log", "-", "--board", "9x9", "--json"],
        "reach(e1) = 0x200
walls at i9 = 0x100000000000000000000
",
    );
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    let frames: Vec<(String, String)> = v["frames"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["name"].to_string(), f["value"].to_string()))
        .collect();
    assert_eq!(
        frames,
        [
            ("\"reach(e1)\"".into(), format!("\"0x{:032x}\"", 0x200)),
            ("\"walls\"".into(), format!("\"0x{:032x}\"", 1u128 << 80)),
        ],
        "{v}"
    );
}

/// `log`'s mistakes on the 9x9 board exit 2 with one line: a mapping of
/// the 8x8 board only (and one of the 9x9 board only without `--board
/// 9x9`), naming the ones that fit; a trace; a board size. A FILE that
/// cannot be read exits 1.
#[test]
fn log_mistakes_on_9x9_exit_2_with_one_line() {
    let nine = ["log", "-", "--board", "9x9"];
    let nine_names = "a1-b1, a1-a2, i1-h1, i1-i2, a9-b9, a9-a8, i9-h9, i9-i8";
    let eight_names = "a1-b1, a1-a2, h1-g1, h1-h2, a8-b8, a8-a7, h8-g8, h8-h7";
    for eight_only in ["h1-g1", "h1-h2", "a8-b8", "a8-a7", "h8-g8", "h8-h7"] {
        refused(
            &[&nine[..], &["--mapping", eight_only]].concat(),
            "--mapping",
            &format!("`{eight_only}` numbers the 8x8 board's squares (leave out --board 9x9"),
        );
        refused(
            &[&nine[..], &["--mapping", eight_only]].concat(),
            "--mapping",
            nine_names,
        );
    }
    for nine_only in ["i1-h1", "i1-i2", "a9-b9", "a9-a8", "i9-h9", "i9-i8"] {
        refused(
            &["log", "-", "--mapping", nine_only],
            "--mapping",
            &format!("`{nine_only}` numbers the 9x9 board's squares (give --board 9x9"),
        );
        refused(
            &["log", "-", "--mapping", nine_only, "--board", "8x8"],
            "--mapping",
            eight_names,
        );
    }
    refused(
        &["log", "-", "--board", "9x9", "--mapping", "a9-b9"][..]
            .iter()
            .chain(&["--mapping", "a1-b1"])
            .copied()
            .collect::<Vec<_>>(),
        "--mapping",
        "given more than once",
    );
    refused(
        &[&nine[..], &["--mapping", "x"]].concat(),
        "--mapping",
        &format!("`x` is not one of {nine_names}"),
    );
    refused(
        &[&nine[..], &["--trace"]].concat(),
        "--trace",
        "log runs no fill",
    );
    refused(
        &[&nine[..], &["--export", "svg", "--out", "x.svg"]].concat(),
        "--export",
        "log runs no fill",
    );
    refused(
        &["log", "-", "--board", "10x10"],
        "--board",
        "`10x10` is not a board size",
    );
    refused(&["log", "--board", "9x9"], "FILE", "missing");
    // Both boards' shared names are taken on both.
    for shared in ["a1-b1", "a1-a2"] {
        for board in ["8x8", "9x9"] {
            let o = run_with_stdin(
                &["log", "-", "--board", board, "--mapping", shared],
                "gen = 0x1\n",
            );
            assert_eq!(o.status.code(), Some(0), "{shared} {board}: {}", stderr(&o));
        }
    }
    let o = run(&["log", "/nonexistent/fillscope-log9.txt", "--board", "9x9"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(stderr(&o).lines().count(), 1);
}

/// `--board 8x8` reads as no `--board`: the 8x8 log as it was.
#[test]
fn log_takes_board_8x8_and_changes_nothing() {
    let path = log9_file();
    let file = path.to_str().unwrap();
    assert_eq!(
        json_text(&["log", file]).0,
        json_text(&["log", file, "--board", "8x8"]).0
    );
    assert_eq!(
        stdout(&run(&["log", file])),
        stdout(&run(&["log", file, "--board=8x8"]))
    );
    std::fs::remove_file(path).unwrap();
}

/// `log --board 9x9` reads back, in-process, as its 9x9 job.
#[test]
fn log_on_9x9_reads_back_as_its_job() {
    use fillscope_cli::{parse, Command, Format, Job9, Task9};
    use fillscope_core::log::Mapping;
    for m in Mapping::ALL {
        let args: Vec<String> = ["log", "--mapping", m.name9(), "-", "--board=9x9", "--json"]
            .map(String::from)
            .into();
        let want = Job9 {
            task: Task9::Log {
                file: "-".into(),
                mapping: m,
            },
            format: Format::Json,
            export: None,
        };
        assert_eq!(parse(&args), Ok(Command::Run9(want)), "{args:?}");
    }
}
