//! `fillscope run FILE.c`: the user's C code in the playground's
//! interpreter, through the built binary: people's output, `--json`,
//! `--trace`, stdin, compile errors (status 1) and bad arguments (status 2).

mod common;

use std::path::PathBuf;

use common::{bb, run, run_with_stdin, stderr, stdout};

use fillscope_core::nine::{self, Outcome9, Trace9, Walls9};
use fillscope_core::parse::parse_board9;
use fillscope_core::trace::{Outcome, Role};
use fillscope_core::{paths, render, Bitboard, Square, Step, Trace};
use serde_json::Value;

/// The Westcott preset's file.
fn westcott() -> String {
    preset("westcott.c")
}

fn preset(file: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../play/presets")
        .join(file)
        .to_string_lossy()
        .into_owned()
}

/// Writes `source` to a file of its own in the temporary directory.
fn source_file(name: &str, source: &str) -> String {
    let dir = std::env::temp_dir().join(format!("fillscope-run-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, source).unwrap();
    path.to_string_lossy().into_owned()
}

/// Runs with `args`, expects status 0 and one JSON line.
fn json_of(args: &[&str]) -> Value {
    let o = run(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    let text = stdout(&o);
    assert_eq!(text.lines().count(), 1, "one JSON line: {text}");
    serde_json::from_str(&text).expect("valid JSON")
}

const SEED_ARGS: [&str; 6] = ["--arg", "sq1=e4", "--arg", "sq2=a1,h8", "--arg", "path=all"];

#[test]
fn json_gives_the_return_value_arrays_and_vars() {
    let file = westcott();
    let mut args = vec!["run", file.as_str()];
    args.extend(SEED_ARGS);
    args.push("--json");
    let v = json_of(&args);
    let want = paths::westcott(
        Square::E4.into(),
        Square::A1 | Square::H8,
        Bitboard::ALL,
        Step::King,
    );
    assert_eq!(v["return"], 5);
    let asp = v["arrays"]["asp"].as_array().expect("asp is listed");
    let layers: Vec<Bitboard> = asp.iter().take(5).map(bb).collect();
    assert_eq!(layers, want.layers());
    assert!(asp[5..].iter().all(|x| bb(x) == Bitboard::EMPTY));
    assert_eq!(bb(&v["vars"]["path"]), Bitboard::ALL);
    // sq2 ends as the backward fill, which reaches sq1.
    assert!(bb(&v["vars"]["sq2"]).contains(Square::E4));
    assert_eq!(v["vars"]["i"], 0);
    assert_eq!(v["vars"]["length"], 5);
    assert!(v["steps"].as_u64().unwrap() > 10);
    assert_eq!(v["stopped"], Value::Null);
    assert_eq!(v["warnings"], Value::Array(vec![]));
}

#[test]
fn people_see_boards_and_a_summary() {
    let file = westcott();
    let mut args = vec!["run", file.as_str()];
    args.extend(SEED_ARGS);
    let o = run(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.starts_with("allShortestPaths from "), "{text}");
    // The last layer is drawn as the seeds draw boards.
    let last = render::grid(&[("asp[4]", Square::A1 | Square::H8)], 1);
    let body: Vec<&str> = last.lines().skip(1).collect();
    for line in body {
        assert!(text.contains(line.trim_end()), "{line:?} in {text}");
    }
    assert!(text.contains("asp[4]"));
    assert!(text.contains("length = 5"), "{text}");
    assert!(text.contains("\nreturned 5 after "), "{text}");
}

#[test]
fn people_see_128_bit_sets_as_9x9_boards() {
    // As an 8x8 run shows its sets: each variable and array parameter's
    // element a board (nine files, nine ranks), under its name.
    let file = source_file(
        "nine_text.c",
        "typedef unsigned __int128 U128;\nU128 f(U128 gen, U128 asp[]) {\n    U128 x = gen << 9;\n    U128 far = x << 60;\n    asp[0] = gen;\n    asp[1] = x;\n    return x | gen;\n}\n",
    );
    let o = run(&["run", &file, "--arg", "gen=e5"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    let e5 = 1u128 << 40;
    let boards = render::grid_of::<u128>(
        &[
            ("gen", e5),
            ("x", e5 << 9),
            ("asp[0]", e5),
            ("asp[1]", e5 << 9),
        ],
        5,
    );
    assert!(text.contains(&boards), "{boards}\nin\n{text}");
    // A value with bits past i9 cannot be drawn: it is written in hex,
    // with why.
    assert!(
        text.contains("far = 0x00002000000000000000000000000000 (bits past i9, no board)"),
        "{text}"
    );
    assert!(
        text.contains("\nreturned 0x00000000000000000002010000000000 after "),
        "{text}"
    );
}

#[test]
fn trace_is_the_cores_format() {
    let file = westcott();
    let mut args = vec!["run", file.as_str()];
    args.extend(SEED_ARGS);
    args.push("--trace");
    let o = run(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let trace: Trace = serde_json::from_str(&stdout(&o)).expect("a core trace");
    assert_eq!(trace.outcome, Outcome::Returned { value: 5 });
    let last = trace.frames.last().expect("frames");
    assert_eq!(last.get("asp[4]"), Some(Square::A1 | Square::H8));
    assert_eq!(last.get("path"), Some(Bitboard::ALL));
    // An int is a register too, as its bits.
    assert_eq!(last.get("length"), Some(Bitboard(5)));
    assert!(trace.frames.iter().all(|f| f.line >= 1));
}

/// An array parameter's elements are layers up to the last one the code
/// wrote (or that its argument made not 0): the westcott preset writes
/// `asp[0]` to `asp[4]` of 64 here, and the zeros past them are no layers.
#[test]
fn trace_lists_the_array_elements_written() {
    let file = westcott();
    let mut args = vec!["run", file.as_str()];
    args.extend(SEED_ARGS);
    args.push("--trace");
    let o = run(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let trace: Trace = serde_json::from_str(&stdout(&o)).expect("a core trace");
    let last = trace.frames.last().expect("frames");
    let asp: Vec<&str> = last
        .registers
        .iter()
        .map(|r| r.name.as_ref())
        .filter(|n| n.starts_with("asp["))
        .collect();
    assert_eq!(asp, ["asp[0]", "asp[1]", "asp[2]", "asp[3]", "asp[4]"]);
    // The first frame, before any is written: none.
    assert!(!trace.frames[0]
        .registers
        .iter()
        .any(|r| r.name.starts_with("asp[")));
    // A written 0 is one (here the last); none past it.
    let file = source_file(
        "layers.c",
        "void f(U64 dist[], U64 b) {\n    dist[0] = b;\n    dist[2] = 0;\n}\n",
    );
    let o = run(&["run", &file, "--arg", "b=a1", "--trace"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let trace: Trace = serde_json::from_str(&stdout(&o)).expect("a core trace");
    let names = |f: &fillscope_core::trace::Frame| -> Vec<String> {
        f.registers
            .iter()
            .map(|r| r.name.to_string())
            .filter(|n| n.starts_with("dist["))
            .collect()
    };
    assert_eq!(names(&trace.frames[0]), ["dist[0]"]);
    let last = trace.frames.last().expect("frames");
    assert_eq!(names(last), ["dist[0]", "dist[1]", "dist[2]"]);
}

#[test]
fn a_dash_reads_the_source_from_stdin() {
    let o = run_with_stdin(
        &["run", "-", "--arg", "b=h1", "--arg", "n=2", "--json"],
        "U64 twice(U64 b, int n) { return (b >> n) & notHFile; }\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(bb(&v["return"]), Square::F1.into());
    assert_eq!(v["vars"]["n"], 2);
}

#[test]
fn the_entry_can_be_chosen() {
    let file = source_file(
        "entry.c",
        "U64 north(U64 b) { return nortOne(b); }\nU64 south(U64 b) { return soutOne(b); }\n",
    );
    let v = json_of(&["run", &file, "--entry", "north", "--arg", "b=e4", "--json"]);
    assert_eq!(bb(&v["return"]), Square::E5.into());
    let v = json_of(&["run", &file, "--arg", "b=e4", "--json"]);
    assert_eq!(bb(&v["return"]), Square::E3.into());
    let o = run(&["run", &file, "--entry", "west", "--arg", "b=e4"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("west"), "{}", stderr(&o));
}

#[test]
fn code_that_does_not_compile_shows_where_and_exits_1() {
    let file = source_file("broken.c", "U64 f(U64 b) {\n    return b <<< 1;\n}\n");
    let o = run(&["run", &file, "--arg", "b=e4"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "");
    let err = stderr(&o);
    let lines: Vec<&str> = err.lines().collect();
    assert!(lines.len() >= 3, "{err}");
    let head = lines[0]
        .strip_prefix(&format!("{file}:"))
        .expect("file:line:column:");
    let mut parts = head.splitn(3, ':');
    let line: u32 = parts.next().unwrap().parse().expect("a line number");
    let column: usize = parts.next().unwrap().parse().expect("a column number");
    assert!(
        parts.next().is_some_and(|m| !m.trim().is_empty()),
        "a message: {err}"
    );
    assert_eq!(line, 2, "{err}");
    assert_eq!(lines[1], "    return b <<< 1;");
    assert_eq!(lines[2], format!("{}^", " ".repeat(column - 1)));
}

#[test]
fn stops_still_print_their_json_and_exit_0() {
    let cases = [
        ("loop.c", "int spin(int n) {\n    while (n >= 0) {\n        n = n;\n    }\n    return n;\n}\n", "n=1", "loop"),
        ("undefined.c", "U64 shift(int s) {\n    U64 b = 1ULL << s;\n    return b;\n}\n", "s=64", "undefined"),
        ("long.c", "int count(int n) {\n    int i = 0;\n    while (i < n)\n        i++;\n    return i;\n}\n", "n=1000000", "max-steps"),
    ];
    for (name, source, arg, reason) in cases {
        let file = source_file(name, source);
        let v = json_of(&["run", &file, "--arg", arg, "--max-steps", "5000", "--json"]);
        assert_eq!(v["return"], Value::Null, "{name}");
        assert_eq!(v["stopped"]["reason"], reason, "{name}: {v}");
        assert!(
            v["stopped"]["line"].as_u64().is_some_and(|l| l >= 1),
            "{name}"
        );
        let o = run(&["run", &file, "--arg", arg, "--max-steps", "5000"]);
        assert_eq!(o.status.code(), Some(0), "{name}");
        assert!(
            stdout(&o).contains(&format!("({reason})")),
            "{name}: {}",
            stdout(&o)
        );
        // The trace of a run that stopped says why, where and what, as
        // the JSON does.
        let o = run(&["run", &file, "--arg", arg, "--max-steps", "5000", "--trace"]);
        assert_eq!(o.status.code(), Some(0), "{name}");
        let trace: Trace = serde_json::from_str(&stdout(&o)).expect("a core trace");
        match trace.outcome {
            Outcome::Stopped {
                reason: r,
                line,
                message,
            } => {
                assert_eq!(r, reason, "{name}");
                assert_eq!(
                    Some(u64::from(line)),
                    v["stopped"]["line"].as_u64(),
                    "{name}"
                );
                assert_eq!(Some(&*message), v["stopped"]["message"].as_str(), "{name}");
            }
            o => panic!("{name}: {o:?}"),
        }
    }
}

#[test]
fn a_spent_budget_names_it_and_the_option_that_raises_it() {
    // A finite loop of a million passes, given 5000 statements.
    let file = source_file(
        "finite.c",
        "int count(int n) {\n    int i = 0;\n    while (i < n)\n        i++;\n    return i;\n}\n",
    );
    let says = "the run used up its statement budget of 5000 statements before the loop at line 3 ended (`i` kept changing); the loop may be finite: run it again with a larger --max-steps to let it run on";
    let v = json_of(&[
        "run",
        &file,
        "--arg",
        "n=1000000",
        "--max-steps",
        "5000",
        "--json",
    ]);
    assert_eq!(v["stopped"]["reason"], "max-steps");
    assert_eq!(v["stopped"]["message"], says);
    let o = run(&["run", &file, "--arg", "n=1000000", "--max-steps", "5000"]);
    assert!(
        stdout(&o).contains(&format!(
            "stopped at line 3 after 5000 steps (max-steps): {says}\n"
        )),
        "{}",
        stdout(&o)
    );
    // Given enough, the same loop ends.
    let v = json_of(&[
        "run",
        &file,
        "--arg",
        "n=1000",
        "--max-steps",
        "5000",
        "--json",
    ]);
    assert_eq!(v["return"], 1000);
}

#[test]
fn wraps_are_warned_about() {
    let file = source_file("wrap.c", "U64 east(U64 b) {\n    return b << 1;\n}\n");
    let v = json_of(&["run", &file, "--arg", "b=h1,e4", "--json"]);
    let w = v["warnings"].as_array().expect("warnings");
    assert_eq!(w.len(), 1, "{v}");
    assert_eq!(w[0]["kind"], "wrap");
    assert_eq!(w[0]["line"], 2);
    assert_eq!(bb(&w[0]["squares"]), Square::A2.into());
    let o = run(&["run", &file, "--arg", "b=h1,e4"]);
    assert!(stdout(&o).contains("warning: line 2: "), "{}", stdout(&o));
    // Raised on every pass of a loop: one line for people, each in --json.
    let file = source_file(
        "ray.c",
        "int ray(U64 t, U64 out[]) {\n    int k = 0;\n    while ((t = t << 1) != 0 && k < 60) out[k++] = t;\n    return k;\n}\n",
    );
    let o = run(&["run", &file, "--arg", "t=f3"]);
    let text = stdout(&o);
    let warned: Vec<&str> = text.lines().filter(|l| l.starts_with("warning:")).collect();
    assert_eq!(warned.len(), 1, "{text}");
    assert!(warned[0].starts_with("warning: line 3: `t << 1` moved bits across the a/h-file edge onto a4, a5, a6, a7 and 1 more (from the h-file to the a-file)"), "{text}");
    assert!(!warned[0].contains("(raised 1 times"), "{text}");
    assert!(warned[0].ends_with("times; the last is shown)"), "{text}");
    let v = json_of(&["run", &file, "--arg", "t=f3", "--json"]);
    assert_eq!(v["warnings"].as_array().expect("warnings").len(), 1, "{v}");
}

/// A `printf`'s warning says where the command line shows the values: it
/// said "on the board and in the Registers panel", which are the page's.
/// People's output prints them above the warnings; `--json` in `vars`,
/// `arrays` and `return`.
#[test]
fn a_printf_warning_says_what_the_command_line_shows() {
    let file = source_file(
        "printf.c",
        "U64 f(U64 gen) {\n    printf(\"%llx\\n\", gen);\n    return gen << 8;\n}\n",
    );
    let o = run(&["run", &file, "--arg", "gen=e1"]);
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let warned: Vec<&str> = text.lines().filter(|l| l.starts_with("warning:")).collect();
    assert_eq!(
        warned,
        [
            "warning: line 2: `printf` writes nothing here: the playground skips output \
          statements. Its values are printed above: the sets as boards, the numbers after them."
        ],
        "{text}"
    );
    // Above the warning: gen's board, then the return value.
    let board = text.find("gen").expect("gen's board");
    assert!(board < text.find("warning:").unwrap(), "{text}");
    assert!(text.contains("returned 0x0000000000001000"), "{text}");
    let v = json_of(&["run", &file, "--arg", "gen=e1", "--json"]);
    let message = v["warnings"][0]["message"].as_str().unwrap();
    assert!(
        message.ends_with("Its values are in \"vars\", \"arrays\" and \"return\"."),
        "{message}"
    );
    assert_eq!(bb(&v["vars"]["gen"]), Square::E1.into());
    for shown in [&text, &v.to_string()] {
        assert!(!shown.contains("Registers panel"), "{shown}");
    }
}

/// `--json` gives each distinct warning once (its kind on its line), as
/// raised last, with `count`, how many times it was raised: as many as the
/// trace's frames raise it (each frame's caption names the warnings it
/// raised). A shift on line 3 wraps once; the loop's on line 4 on many of
/// its passes. `--json` listed every raise, 81 here.
#[test]
fn json_gives_each_warning_once_with_how_often_it_was_raised() {
    let file = source_file(
        "rays.c",
        "int ray(U64 t, U64 out[]) {\n    int k = 0;\n    out[60] = t >> 1;\n    \
         while ((t = t << 1) != 0 && k < 60) out[k++] = t;\n    return k;\n}\n",
    );
    let trace: Value =
        serde_json::from_str(&stdout(&run(&["run", &file, "--arg", "t=a3", "--trace"])))
            .expect("a trace");
    let raised = |shift: &str| {
        let frames = trace["frames"].as_array().expect("frames");
        frames
            .iter()
            .map(|f| {
                let caption = f["caption"].as_str().expect("a caption");
                caption.matches(&format!("warning: `{shift}`")).count()
            })
            .sum::<usize>()
    };
    let (once, looped) = (raised("t >> 1"), raised("t << 1"));
    assert_eq!(once, 1);
    assert!(looped > 1, "{looped}");
    let v = json_of(&["run", &file, "--arg", "t=a3", "--json"]);
    let w = v["warnings"].as_array().expect("warnings");
    let seen: Vec<(&Value, &Value, &Value)> = w
        .iter()
        .map(|w| (&w["kind"], &w["line"], &w["count"]))
        .collect();
    assert_eq!(
        seen,
        [
            (&"wrap".into(), &3.into(), &once.into()),
            (&"wrap".into(), &4.into(), &looped.into())
        ],
        "{v}"
    );
    // The fields it had, as the last raise gives them: its message is the
    // one people see.
    assert!(w.iter().all(|w| w["squares"].is_string()), "{v}");
    let text = stdout(&run(&["run", &file, "--arg", "t=a3"]));
    let last = w[1]["message"].as_str().expect("a message");
    assert!(
        text.contains(&format!("warning: line 4: {last} (raised {looped} times")),
        "{text}"
    );
}

/// A set held in an `int64_t` with h8 set, shifted south: gcc's value
/// (rank 8 filled with the sign bit) and a `signed-shift` warning, in
/// `--json` and for people.
#[test]
fn a_negative_signed_right_shift_is_warned_about() {
    let file = source_file(
        "signed.c",
        "int64_t south(int64_t b) {\n    b >>= 8;\n    return b;\n}\n",
    );
    // h8 and e1: -2^63 + 16.
    let args = ["run", &file, "--arg", "b=-9223372036854775792"];
    let v = json_of(&[&args[..], &["--json"]].concat());
    // e1 falls off, h8 moves to h7, rank 8 is all set: 0xff80....
    assert_eq!(v["return"], 0xff80_0000_0000_0000_u64 as i64);
    let w = v["warnings"].as_array().expect("warnings");
    assert_eq!(w.len(), 1, "{v}");
    assert_eq!(
        (&w[0]["kind"], &w[0]["line"]),
        (&"signed-shift".into(), &2.into())
    );
    assert_eq!(w[0]["message"], "`b >>= 8` shifts a negative `int64_t` right, which C leaves to the compiler: gcc and clang copy its sign bit (h8) into the 8 bits emptied at the top, setting all of rank 8; hold the set in a `uint64_t` (`U64`) to shift in zeros.");
    let o = run(&args);
    let text = stdout(&o);
    assert!(
        text.contains("warning: line 2: `b >>= 8` shifts a negative `int64_t` right,"),
        "{text}"
    );
    // h7 and e1, h8 clear: not negative, nothing to say.
    let v = json_of(&["run", &file, "--arg", "b=0x0080000000000010", "--json"]);
    assert_eq!(v["return"], 0x0000_8000_0000_0000_u64);
    assert_eq!(v["warnings"], Value::Array(vec![]), "{v}");
}

/// A routine that tests its own shift's landing file is checking for the
/// wrap: nothing to say. Returning the value tested unmasked still is.
#[test]
fn a_wrap_check_is_no_wrap_warning() {
    let file = source_file(
        "check.c",
        "#define FILE_A 0x0101010101010101ULL\nU64 east(U64 b) {\n    U64 r = b << 1;\n    if (r & FILE_A) return 0;\n    return r;\n}\n",
    );
    let v = json_of(&["run", &file, "--arg", "b=h1,e4", "--json"]);
    assert_eq!(v["warnings"].as_array().expect("warnings").len(), 0, "{v}");
    assert_eq!(bb(&v["return"]), Bitboard::EMPTY);
    let o = run(&["run", &file, "--arg", "b=h1,e4"]);
    assert!(!stdout(&o).contains("warning:"), "{}", stdout(&o));
    let file = source_file(
        "counted.c",
        "#define FILE_A 0x0101010101010101ULL\nU64 east(U64 b) {\n    U64 r = b << 1;\n    int n = 0;\n    if (r & FILE_A) n++;\n    return r;\n}\n",
    );
    let v = json_of(&["run", &file, "--arg", "b=h1,e4", "--json"]);
    let w = v["warnings"].as_array().expect("warnings");
    assert_eq!(w.len(), 1, "{v}");
    assert_eq!((&w[0]["kind"], &w[0]["line"]), (&"wrap".into(), &3.into()));
    assert_eq!(bb(&w[0]["squares"]), Square::A2.into());
    let o = run(&["run", &file, "--arg", "b=h1,e4"]);
    let text = stdout(&o);
    let warned: Vec<&str> = text.lines().filter(|l| l.starts_with("warning:")).collect();
    assert_eq!(warned.len(), 1, "{text}");
    assert!(
        warned[0].starts_with("warning: line 3: `b << 1` moved bits"),
        "{text}"
    );
}

#[test]
fn bad_arguments_exit_2_with_one_line() {
    let file = westcott();
    let f = file.as_str();
    let cases: [(&[&str], &str); 9] = [
        (
            &["run", f, "--arg", "sq1=e4", "--arg", "sq2=a1"],
            "missing path=",
        ),
        (
            &[
                "run", f, "--arg", "sq1=e4", "--arg", "sq2=a1", "--arg", "path=all", "--arg", "x=1",
            ],
            "no parameter `x`",
        ),
        (
            &[
                "run", f, "--arg", "sq1=z9", "--arg", "sq2=a1", "--arg", "path=all",
            ],
            "sq1=z9",
        ),
        (
            &[
                "run", f, "--arg", "sq1=e4", "--arg", "sq2=a1", "--arg", "path=all", "--arg",
                "asp=1",
            ],
            "array",
        ),
        (&["run", f, "--arg", "sq1"], "NAME=VALUE"),
        (
            &["run", f, "--arg", "sq1=e4", "--arg", "sq1=e5"],
            "more than once",
        ),
        (&["run", f, "--max-steps", "many"], "--max-steps"),
        (
            &["run", f, "--export", "svg", "--out", "x.svg"],
            "no export",
        ),
        (&["run", f, "--json", "--trace"], "--trace"),
    ];
    for (args, needle) in cases {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("fillscope: "), "{err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    // An int takes a number.
    let file = preset("dumb7.c");
    let o = run(&[
        "run",
        &file,
        "--arg",
        "gen=e4",
        "--arg",
        "pro=all",
        "--arg",
        "dir=north",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("dir=north"), "{}", stderr(&o));
    let o = run(&["run"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("FILE"));
}

#[test]
fn a_file_that_cannot_be_read_exits_1() {
    let o = run(&["run", "/nonexistent/fillscope.c"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("cannot read"), "{}", stderr(&o));
}

#[test]
fn help_describes_run() {
    let o = run(&["run", "--help"]);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    assert!(text.starts_with("fillscope run: "));
    for flag in [
        "--entry NAME",
        "--arg NAME=VALUE",
        "--max-steps N",
        "--json",
        "--trace",
    ] {
        assert!(text.contains(flag), "{flag}");
    }
    assert!(stdout(&run(&["--help"])).contains("fillscope run     FILE.c"));
}

#[test]
fn every_preset_runs_with_an_int_direction() {
    // dumb7.c with dir 2 (east): e4 slides to h4.
    let file = preset("dumb7.c");
    let v = json_of(&[
        "run", &file, "--arg", "gen=e4", "--arg", "pro=all", "--arg", "dir=2", "--json",
    ]);
    assert_eq!(
        bb(&v["return"]),
        Square::E4 | Square::F4 | Square::G4 | Square::H4
    );
    assert_eq!(v["warnings"], Value::Array(vec![]));
}

// A 128-bit run (the 9x9 board's sets) is traced in the core's 9x9 trace
// format, with every bit kept; `--json` prints its values as 9x9 sets.
#[test]
fn a_128_bit_run_is_traced_whole() {
    // The 9x9 Voronoi preset, traced: its answer is the core's 9x9 Voronoi.
    let o = run(&[
        "run",
        &preset("voronoi9.c"),
        "--arg",
        "a=a1",
        "--arg",
        "b=i9,e5",
        "--arg",
        "open=all",
        "--arg",
        "wn=e4",
        "--arg",
        "we=d5",
        "--trace",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let trace: Trace9 = serde_json::from_str(&stdout(&o)).expect("a core 9x9 trace");
    assert_eq!(trace.board, "9x9");
    let sq = |s: &str| parse_board9(s).expect("a 9x9 set");
    let walls = Walls9 {
        north: sq("e4"),
        east: sq("d5"),
    };
    let want = nine::voronoi(sq("a1"), sq("i9,e5"), sq("all"), walls);
    assert_eq!(trace.outcome, Outcome9::Bitboard { value: want.a });
    let last = trace.frames.last().expect("frames");
    assert_eq!(last.get("own_b"), Some(want.b));
    assert_eq!(last.get("ties"), Some(want.ties));
    // Bits past 63 are kept: b's i9 is bit 80.
    assert_eq!(trace.frames[0].get("b"), Some(sq("i9,e5")));
    assert!(want.b.0 >> 64 != 0, "the answer has squares past bit 63");

    // A yes/no answer, and a run that never returns.
    let file = source_file(
        "wide_bool.c",
        "typedef unsigned __int128 U128;\nbool far(U128 b) {\n  return (b >> 72) != 0;\n}\n",
    );
    let trace: Trace9 =
        serde_json::from_str(&stdout(&run(&["run", &file, "--arg", "b=i9", "--trace"])))
            .expect("a core 9x9 trace");
    assert_eq!(trace.outcome, Outcome9::Bool { value: true });
    let file = source_file(
        "wide_loop.c",
        "typedef unsigned __int128 U128;\nU128 spin(U128 b) {\n  while (b != 0) { b = (b << 9 | b >> 72) & (((U128)1 << 81) - 1); }\n  return b;\n}\n",
    );
    let o = run(&[
        "run",
        &file,
        "--arg",
        "b=a1",
        "--max-steps",
        "50",
        "--trace",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let trace: Trace9 = serde_json::from_str(&stdout(&o)).expect("a core 9x9 trace");
    assert!(matches!(
        trace.outcome,
        Outcome9::Stopped { ref reason, .. } if reason == "loop"
    ));
    assert!(trace
        .frames
        .iter()
        .any(|f| f.get("b").is_some_and(|b| b.0 >> 64 != 0)));

    let file = source_file(
        "wide.c",
        "typedef unsigned __int128 U128;\nU128 up(U128 b) {\n  return b << 72;\n}\n",
    );
    // A value past i9 (bit 80) is no 9x9 set: refused, not cut.
    let o = run(&["run", &file, "--arg", "b=a2", "--trace"]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert_eq!(
        stderr(&o).trim_end(),
        "fillscope: --trace: the return value 0x00000000000200000000000000000000 has bits above i9 (bit 80) that a 9x9 trace cannot hold: print the run with --json"
    );
    assert!(stdout(&o).is_empty());
    let v = json_of(&["run", &file, "--arg", "b=1", "--json"]);
    assert_eq!(v["return"], "0x00000000000001000000000000000000");
    // Its warnings' squares are 9x9 sets too, even those below bit 64.
    let file = source_file(
        "wide_wrap.c",
        "typedef unsigned __int128 U128;\nU128 east(U128 b) {\n  return b << 1;\n}\n",
    );
    let v = json_of(&["run", &file, "--arg", "b=0x100", "--json"]);
    assert_eq!(
        v["warnings"][0]["squares"],
        "0x00000000000000000000000000000200"
    );
}

/// `a` and `b` are the sides only when the entry takes both: a local `a`
/// is drawn as any other set (the frontier where it changes).
#[test]
fn a_local_named_a_is_no_source() {
    let file = source_file(
        "arole.c",
        "U64 kingAtt(U64 gen) {\n  U64 a = (gen << 1) & notAFile;\n  return a | gen;\n}\n",
    );
    let o = run(&["run", &file, "--arg", "gen=e4", "--trace"]);
    let trace: Trace = serde_json::from_str(&stdout(&o)).expect("a core trace");
    let roles: Vec<Role> = trace
        .frames
        .iter()
        .flat_map(|f| f.registers.iter().filter(|r| r.name == "a").map(|r| r.role))
        .collect();
    assert!(!roles.is_empty());
    assert!(roles.iter().all(|&r| r != Role::Source), "{roles:?}");
    assert!(roles.contains(&Role::Frontier), "{roles:?}");
    let file = source_file(
        "sides.c",
        "U64 both(U64 a, U64 b) {\n  U64 t = a | b;\n  return t;\n}\n",
    );
    let o = run(&["run", &file, "--arg", "a=e4", "--arg", "b=d5", "--trace"]);
    let trace: Trace = serde_json::from_str(&stdout(&o)).expect("a core trace");
    let last = trace.frames.last().expect("frames");
    let role = |n: &str| last.registers.iter().find(|r| r.name == n).map(|r| r.role);
    assert_eq!(
        (role("a"), role("b")),
        (Some(Role::Source), Some(Role::Target))
    );
    // Beside `a` and `b`, `c` and `d` are the third and fourth sides.
    let file = source_file(
        "four.c",
        "U64 four(U64 a, U64 b, U64 c, U64 d) {\n  U64 t = a | b | c | d;\n  return t;\n}\n",
    );
    let o = run(&[
        "run", &file, "--arg", "a=a1", "--arg", "b=h8", "--arg", "c=a8", "--arg", "d=h1", "--trace",
    ]);
    let trace: Trace = serde_json::from_str(&stdout(&o)).expect("a core trace");
    let last = trace.frames.last().expect("frames");
    let role = |n: &str| last.registers.iter().find(|r| r.name == n).map(|r| r.role);
    assert_eq!(
        [role("a"), role("b"), role("c"), role("d")],
        [
            Some(Role::Source),
            Some(Role::Target),
            Some(Role::SideC),
            Some(Role::SideD)
        ]
    );
    // A routine's only set is the sources, as the Code tab binds it.
    let file = source_file(
        "lone.c",
        "U64 knightAttacks(U64 knights) {\n  return knights;\n}\n",
    );
    let o = run(&["run", &file, "--arg", "knights=b1", "--trace"]);
    let trace: Trace = serde_json::from_str(&stdout(&o)).expect("a core trace");
    let last = trace.frames.last().expect("frames");
    assert_eq!(
        last.registers
            .iter()
            .find(|r| r.name == "knights")
            .map(|r| r.role),
        Some(Role::Source)
    );
}

/// `run --trace` draws a set as the board's set it stands for, by the same
/// names and places by which the page's Code tab binds a parameter to the
/// board (`Signature::binding`): `occ` the blockers, `src` the sources,
/// `white` the white pawns, whatever their case.
#[test]
fn roles_follow_the_code_tabs_bindings() {
    let file = source_file(
        "bound.c",
        "U64 f(U64 src, U64 OCC, U64 white, U64 tgt) {\n  U64 empty = ~OCC;\n  return src & empty & white & tgt;\n}\n",
    );
    let o = run(&[
        "run", &file, "--arg", "src=e4", "--arg", "OCC=d4", "--arg", "white=e2", "--arg", "tgt=a1",
        "--trace",
    ]);
    let trace: Trace = serde_json::from_str(&stdout(&o)).expect("a core trace");
    let last = trace.frames.last().expect("frames");
    let role = |n: &str| last.registers.iter().find(|r| r.name == n).map(|r| r.role);
    assert_eq!(
        [
            role("src"),
            role("OCC"),
            role("white"),
            role("tgt"),
            role("empty")
        ],
        [
            Some(Role::Source),
            Some(Role::Blocker),
            Some(Role::WhitePawn),
            Some(Role::Target),
            Some(Role::Propagator)
        ]
    );
    let p = fillscope_play::compile(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let sig = &p.functions()[0];
    let bound: Vec<Option<&str>> = sig.params.iter().map(|q| sig.binding(&q.name)).collect();
    assert_eq!(
        bound,
        [Some("src"), Some("blk"), Some("white"), Some("tgt")]
    );
}

/// A number parameter takes a number as the Code tab's fields do: hex,
/// binary, grouped digits; a leading 0 is refused as C's octal.
#[test]
fn number_arguments_read_as_c_writes_them() {
    let file = source_file("num.c", "int f(int n) {\n  return n;\n}\n");
    for (arg, want) in [
        ("n=0x1f", 31),
        ("n=-7", -7),
        ("n=0b101", 5),
        ("n=1'000", 1000),
    ] {
        let v = json_of(&["run", &file, "--arg", arg, "--json"]);
        assert_eq!(v["return"], want, "{arg}");
    }
    let o = run(&["run", &file, "--arg", "n=017"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("which C reads as octal"),
        "{}",
        stderr(&o)
    );
}
