//! The Log tab on the 9x9 board: `log::read9` reads back what an engine
//! prints in every form it accepts and every mapping, never panics on any
//! text, and `log::check_on` with a 9x9 BFS agrees with a log printed from
//! the fill's own trace and names the value whose bit was flipped.

use fillscope_core::log::{check_on, fill_values, read, read9, trace9, LogFrame, Mapping, Verdict};
use fillscope_core::nine::{self, Board9, Trace9, Walls9};
use fillscope_core::parse::parse_board9;
use proptest::prelude::*;

/// A value as an engine prints it: `form` picks one of the forms read9
/// takes, `v` is the 128-bit word as the engine holds it (forms 8 to 12,
/// the ones it shares with the 8x8 reader, for `v` within 81 bits).
fn printed(name: &str, v: u128, form: u8) -> String {
    let (hi, lo) = ((v >> 64) as u64, v as u64);
    match form % 13 {
        8 => format!("{name} {v:#x}"),
        9 => format!("{name} = {v:#x}ULL"),
        10 => format!("{name} = {v}u"),
        11 => format!("(gdb) p {name}\n$1 = {v}"),
        12 => format!("(lldb) p {name}\n(U128) $0 = 0x{v:032x}"),
        0 => format!("{name} = {v:#x}"),
        1 => format!("{name} = 0x{hi:016x}{lo:016x}"),
        2 => format!("{name}: {hi:016x}{lo:016x}"),
        3 => format!("{name} = {v}"),
        4 => format!("{name} = {hi:016x} {lo:016x}"),
        5 => format!("{name}.hi = {hi:#x}, {name}.lo = {lo:#x}"),
        6 => format!("{name} = {{hi = {hi}, lo = {lo}}}"),
        _ => format!("[bfs.cpp:42] {name}_lo = {lo}, {name}_hi = 0x{hi:x}"),
    }
}

/// The 9x9 BFS on `board` with the log's inputs set, as the page's Log tab
/// runs it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    start: Board9,
    target: Board9,
    open: Board9,
    walls: Walls9,
}

fn bfs(b: &mut Board, given: &[LogFrame<Board9>]) -> Trace9 {
    for f in given {
        match f.name.as_deref() {
            Some("start") => b.start = f.value,
            Some("target") => b.target = f.value,
            Some("open") => b.open = f.value,
            Some("wn") => b.walls.north = f.value,
            Some("we") => b.walls.east = f.value,
            _ => {}
        }
    }
    b.walls = b.walls.normalized();
    nine::bfs_traced(b.start, b.open, b.walls, b.target).1
}

const INPUTS: [&str; 5] = ["start", "target", "open", "wn", "we"];

fn board() -> impl Strategy<Value = Board> {
    (
        0u8..81,
        0u8..81,
        any::<u128>(),
        any::<u128>(),
        any::<u128>(),
    )
        .prop_map(|(s, t, closed, wn, we)| {
            let one = |i: u8| Board9(1 << i);
            // About one square in eight closed, one wall in eight.
            let sparse = |x: u128| Board9(x & x >> 1 & x >> 2 & Board9::ALL.0);
            Board {
                start: one(s),
                target: one(t),
                open: !sparse(closed) | one(s) | one(t),
                walls: Walls9 {
                    north: sparse(wn),
                    east: sparse(we),
                }
                .normalized(),
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Values written in each accepted form, in each mapping, are read
    /// back exactly, in order, with their names.
    #[test]
    fn every_form_and_mapping_reads_back(
        words in prop::collection::vec((any::<u128>(), any::<u8>()), 1..12),
        m in 0usize..8,
    ) {
        let mapping = Mapping::ALL[m];
        let boards: Vec<Board9> = words.iter().map(|(w, _)| Board9(w & Board9::ALL.0)).collect();
        let text: Vec<String> = boards
            .iter()
            .zip(&words)
            .enumerate()
            .map(|(i, (b, (_, form)))| printed(&format!("v{i}"), mapping.from_nine(*b), *form))
            .collect();
        let log = read9(&text.join("\n"), mapping);
        prop_assert!(log.skipped.is_empty(), "{:?}", log.skipped);
        let got: Vec<Board9> = log.frames.iter().map(|f| f.value).collect();
        prop_assert_eq!(&got, &boards);
        for (i, f) in log.frames.iter().enumerate() {
            let want = format!("v{i}");
            prop_assert_eq!(f.name.as_deref(), Some(want.as_str()));
        }
    }

    /// A value with a bit past i9 is skipped with that said, and the rest
    /// still loads.
    #[test]
    fn bits_past_i9_are_named(bit in 81u32..128, form in 0u8..8, m in 0usize..8) {
        let text = format!("a = 0x1\n{}\nc = 0x2", printed("b", 1u128 << bit, form));
        let log = read9(&text, Mapping::ALL[m]);
        prop_assert_eq!(log.frames.len(), 2);
        prop_assert_eq!(log.skipped.len(), 1);
        prop_assert!(log.skipped[0].why.contains("past i9"), "{}", log.skipped[0].why);
    }

    /// Any text: no panic, and every non-blank line either gives values or
    /// is listed once.
    #[test]
    fn any_text_never_panics(text in "(\\PC|[0-9a-fx ={}.,:$\\n])*") {
        let log = read9(&text, Mapping::A1B1);
        let lines = text.lines().filter(|l| !l.trim().is_empty()).count();
        prop_assert!(log.skipped.len() <= lines);
    }

    /// A log printed from the fill's own 9x9 trace agrees with it; one with
    /// a bit flipped in value k parts from it at k.
    #[test]
    fn the_check_against_the_fills_own_trace(
        b in board(),
        form in any::<u8>(),
        m in 0usize..8,
        pick in any::<prop::sample::Index>(),
        bit in 0u8..81,
    ) {
        let mapping = Mapping::ALL[m];
        let trace = bfs(&mut b.clone(), &[]);
        let values = fill_values(&trace);
        let text: Vec<String> = values
            .iter()
            .enumerate()
            .map(|(i, v)| printed(&v.name, mapping.from_nine(v.value), form.wrapping_add(i as u8)))
            .collect();
        let log = read9(&text.join("\n"), mapping);
        prop_assert_eq!(log.frames.len(), values.len(), "{:?} {:?}", log.skipped, text);
        let c = check_on(&log.frames, b.clone(), &INPUTS, bfs);
        prop_assert_eq!(&c.verdict, &Verdict::Agree);
        prop_assert_eq!(&c.setup, &b);
        // The same log, one value after the inputs with a bit flipped.
        let k = c.inputs + pick.index(values.len() - c.inputs);
        let mut frames = log.frames.clone();
        frames[k].value = Board9(frames[k].value.0 ^ 1 << bit);
        // A flip that makes it a value its register takes later is a log
        // that left steps out, not one that parts.
        prop_assume!(!values.iter().any(|v| v.name == values[k].name && v.value == frames[k].value));
        let c = check_on(&frames, b.clone(), &INPUTS, bfs);
        match &c.verdict {
            Verdict::Differs { index, expected, logged } => {
                prop_assert_eq!(*index, k);
                prop_assert_eq!(expected.value, values[k].value);
                prop_assert_eq!(*logged, frames[k].value);
            }
            v => prop_assert!(false, "expected Differs at {k}, got {v:?}"),
        }
        let t = trace9(&log, Some(&c));
        prop_assert_eq!(t.frames.len(), values.len());
    }
}

/// The board comes from the log: its inputs set the fill's board.
#[test]
fn the_log_gives_the_board() {
    let e1: Board9 = Board9(1 << 4);
    let i9: Board9 = Board9(1 << 80);
    let text = format!(
        "start = {:#x}\ntarget = {:#x}\nopen = {:#x}",
        e1.0,
        i9.0,
        Board9::ALL.0
    );
    let empty = Board {
        start: Board9::EMPTY,
        target: Board9::EMPTY,
        open: Board9::ALL,
        walls: Walls9::NONE,
    };
    let mut log = read9(&text, Mapping::A1B1);
    let trace = bfs(
        &mut Board {
            start: e1,
            target: i9,
            ..empty.clone()
        },
        &[],
    );
    let values = fill_values(&trace);
    log.frames.extend(
        values
            .iter()
            .filter(|v| v.name.starts_with("layer") || v.name == "cur")
            .map(|v| LogFrame {
                name: Some(v.name.clone()),
                value: v.value,
            }),
    );
    let c = check_on(&log.frames, empty, &INPUTS, bfs);
    assert_eq!(c.inputs, 3);
    assert_eq!((c.setup.start, c.setup.target), (e1, i9));
    assert!(
        matches!(c.verdict, Verdict::Agree | Verdict::Short { .. }),
        "{:?}",
        c.verdict
    );
    assert!(c.agreed > 3);
}

// ---------------------------------------------------------------- diagrams

/// Rank `rank` (0-based) of a board `size` squares a side, `v` its squares
/// (`bit = file + size * rank`), as a diagram draws it: `on` for a square
/// in the set, `off` for one outside it, the a-file first.
fn drawn_row<'a>(v: u128, size: u32, rank: u32, on: &'a str, off: &'a str) -> Vec<&'a str> {
    (0..size)
        .map(|file| {
            if v >> (size * rank + file) & 1 == 1 {
                on
            } else {
                off
            }
        })
        .collect()
}

/// A board `size` squares a side drawn as a diagram in style `style` (0:
/// `x` and `.`, 1: `1` and `0` without spaces, 2: `*` and `-`, 3: a box
/// of `X`), its ranks numbered or not (then rank 1 on top when
/// `upside_down`, as some engines print), the files' letters under it when
/// numbered.
fn diagram(v: u128, size: u32, style: u8, numbered: bool, upside_down: bool) -> String {
    let letters = &"abcdefghi"[..size as usize];
    let (on, off, sep) = match style % 4 {
        0 => ("x", ".", " "),
        1 => ("1", "0", ""),
        2 => ("*", "-", " "),
        _ => (" X ", "   ", "|"),
    };
    let boxed = style % 4 == 3;
    let rule = format!("+{}\n", "---+".repeat(size as usize));
    let mut text = String::new();
    if boxed {
        text.push_str(&rule);
    }
    let ranks: Vec<u32> = if numbered && upside_down {
        (0..size).collect()
    } else {
        (0..size).rev().collect()
    };
    for rank in ranks {
        let mut row = drawn_row(v, size, rank, on, off).join(sep);
        if boxed {
            row = format!("|{row}|");
        }
        if numbered {
            text.push_str(&format!("{} {row}\n", rank + 1));
        } else {
            text.push_str(&format!("{row}\n"));
        }
        if boxed {
            text.push_str(&rule);
        }
    }
    if numbered {
        let spaced: Vec<String> = letters.chars().map(String::from).collect();
        text.push_str(&format!("  {}\n", spaced.join(" ")));
    }
    text
}

/// A 9x9 board drawn as a diagram, as a Great Escape bot's debug print
/// draws one, is one value on the 9x9 board, read as drawn (rank 9 on
/// top, or the ranks its rows are numbered with), named by its title line.
/// Before, its rows were skipped one by one (`. . . .`), or read as
/// decimal numbers (`100000000`).
#[test]
fn a_9x9_board_drawn_as_a_diagram_is_one_value() {
    // The e-file and the 5th rank but e5: worked by hand, as squares.
    let cross = parse_board9("e1,e2,e3,e4,e6,e7,e8,e9,a5,b5,c5,d5,f5,g5,h5,i5").unwrap();
    let dots = "walls:\n\
                . . . . x . . . .\n. . . . x . . . .\n. . . . x . . . .\n. . . . x . . . .\n\
                x x x x . x x x x\n. . . . x . . . .\n. . . . x . . . .\n. . . . x . . . .\n\
                . . . . x . . . .\ncur = 0x1\n";
    let log = read9(dots, Mapping::A8B8);
    assert!(log.skipped.is_empty(), "{:?}", log.skipped);
    let got: Vec<(Option<&str>, Board9)> = log
        .frames
        .iter()
        .map(|f| (f.name.as_deref(), f.value))
        .collect();
    // The diagram as drawn whatever the mapping; `cur` in a9-b9's numbering.
    assert_eq!(
        got,
        [
            (Some("walls"), cross),
            (Some("cur"), parse_board9("a9").unwrap())
        ]
    );
    // Digits without spaces: the rows are no decimal numbers.
    let digits = "000010000\n000010000\n000010000\n000010000\n111101111\n\
                  000010000\n000010000\n000010000\n100010001\n";
    let log = read9(digits, Mapping::A1B1);
    let corners = parse_board9("a1,i1").unwrap();
    assert_eq!(log.frames.len(), 1, "{:?}", log);
    assert_eq!(log.frames[0].value, cross | corners);
    // Numbered from rank 1 on top, with the files' letters; and a box.
    for text in [
        diagram(cross.0, 9, 0, true, true),
        diagram(cross.0, 9, 3, true, false),
    ] {
        let log = read9(&text, Mapping::A1B1);
        assert!(log.skipped.is_empty(), "{text}{:?}", log.skipped);
        assert_eq!(log.frames.len(), 1, "{text}");
        assert_eq!(log.frames[0].value, cross, "{text}");
    }
    // Ten rows are no board: each line is read as it is alone.
    let ten = "000000001\n".repeat(10);
    assert_eq!(read9(&ten, Mapping::A1B1).frames.len(), 0);
}

/// A diagram of the other board is skipped, every line of it, the first
/// saying what it is; the values around it still load. Before, a 9x9
/// diagram of `0` and `1` was read on the 8x8 board as 8x8 rows with a
/// rank label (`1 0 0 0 0 0 0 0 0`) or as decimal numbers, and an 8x8 one
/// on the 9x9 board as decimal numbers (`10000000`).
#[test]
fn a_diagram_of_the_other_board_is_skipped_with_why() {
    // Every row of this 9x9 diagram but the top one starts with a 1: as
    // 8x8 rows, ranked 1, they made an 8x8 diagram of the rows below it.
    let mut nine = String::from("attacks:\n0 0 0 0 0 0 0 0 0\n");
    nine.push_str(&"1 0 0 0 0 0 0 0 0\n".repeat(8));
    let text = format!("gen = 0x10\n{nine}pro = 0x20\n");
    let log = read(&text, Mapping::A1B1);
    let names: Vec<Option<&str>> = log.frames.iter().map(|f| f.name.as_deref()).collect();
    assert_eq!(names, [Some("gen"), Some("pro")], "{:?}", log.frames);
    let lines: Vec<usize> = log.skipped.iter().map(|s| s.line).collect();
    assert_eq!(lines, (2..=11).collect::<Vec<_>>());
    assert_eq!(
        log.skipped[1].why,
        "attacks is a 9x9 board drawn as a diagram, 9 rows of 9 squares on lines 3-11, which \
         the 8x8 board does not read: read it on the 9x9 board"
    );
    assert_eq!(log.skipped[2].why, "part of the diagram from line 3");
    // An 8x8 diagram on the 9x9 board, its rows of digits no numbers.
    let eight = "00001000\n".repeat(7) + "10000000\n   a b c d e f g h\n";
    let log = read9(&format!("cur = 0x1\n{eight}cur = 0x2\n"), Mapping::A1B1);
    let values: Vec<u128> = log.frames.iter().map(|f| f.value.0).collect();
    assert_eq!(values, [1, 2]);
    assert_eq!(log.skipped.len(), 9);
    assert_eq!(
        log.skipped[0].why,
        "an 8x8 board drawn as a diagram, 8 rows of 8 squares on lines 2-10, which the 9x9 \
         board does not read: read it on the 8x8 board"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Any 81-square set drawn as a diagram in any style, between other
    /// values, reads back as drawn on the 9x9 board, whatever the mapping
    /// (a diagram is a picture of squares, not of bits).
    #[test]
    fn nine_by_nine_diagrams_read_back(
        v in any::<u128>(),
        style in 0u8..4,
        numbered in any::<bool>(),
        upside_down in any::<bool>(),
        m in 0usize..8,
    ) {
        let v = v & Board9::ALL.0;
        let text = format!(
            "cur = 0x1\nbefore:\n{}visits = 0x2\n",
            diagram(v, 9, style, numbered, upside_down)
        );
        let log = read9(&text, Mapping::ALL[m]);
        prop_assert!(log.skipped.is_empty(), "{}{:?}", text, log.skipped);
        let got: Vec<Option<&str>> = log.frames.iter().map(|f| f.name.as_deref()).collect();
        prop_assert_eq!(got, [Some("cur"), Some("before"), Some("visits")], "{}", text);
        prop_assert_eq!(log.frames[1].value, Board9(v), "{}", text);
    }

    /// A diagram drawn for the other board is skipped on each, every line
    /// of it, and no value comes of it: an 8x8 one on the 9x9 board, a 9x9
    /// one on the 8x8 board.
    #[test]
    fn the_other_boards_diagram_is_skipped(
        v in any::<u128>(),
        style in 0u8..4,
        numbered in any::<bool>(),
        upside_down in any::<bool>(),
        nine_on_eight in any::<bool>(),
    ) {
        let (size, board) = if nine_on_eight { (9, "8x8") } else { (8, "9x9") };
        let drawn = diagram(v, size, style, numbered, upside_down);
        let text = format!("gen = 0x1\n{drawn}pro = 0x2\n");
        let (values, skipped) = if nine_on_eight {
            let log = read(&text, Mapping::A1B1);
            (log.frames.iter().map(|f| u128::from(f.value.0)).collect::<Vec<_>>(), log.skipped)
        } else {
            let log = read9(&text, Mapping::A1B1);
            (log.frames.iter().map(|f| f.value.0).collect(), log.skipped)
        };
        prop_assert_eq!(values, [1, 2], "{}", text);
        let lines: Vec<usize> = skipped.iter().map(|s| s.line).collect();
        let want: Vec<usize> = (2..2 + drawn.lines().count()).collect();
        prop_assert_eq!(lines, want, "{}", text);
        let why = &skipped[0].why;
        prop_assert!(
            why.contains(&format!("{size}x{size} board drawn as a diagram"))
                && why.contains(&format!("which the {board} board does not read")),
            "{}", why
        );
    }
}

/// The 9x9 reader names a value as the 8x8 one does (the two share the
/// reading of a name): a call or a cast before `=` by the expression as
/// written (a cast, `(U64)x`, by what it casts), a square's name (a1 to i9
/// here) by the word before it, gdb's `$N` (or a value with none) by the
/// print command before it.
/// Values worked by hand: 0x1 and 20 zeros is bit 80 (i9), 2^70 is
/// 1180591620717411303424, `0x40` in the high half is bit 70. Before,
/// a call's line and a square's were read with no name or not at all.
#[test]
fn calls_casts_and_words_before_a_square_name_the_value() {
    let n = |s: &str| Some(s.to_string());
    let read = |text: &str| {
        let log = read9(text, Mapping::A1B1);
        assert!(log.skipped.is_empty(), "{text:?}: {:?}", log.skipped);
        log.frames
            .into_iter()
            .map(|f| (f.name, f.value.0))
            .collect::<Vec<_>>()
    };
    for (text, name, v) in [
        (
            "wallsOf(e5) = 0x100000000000000000000",
            "wallsOf(e5)",
            1u128 << 80,
        ),
        ("BB(cur)=0x200", "BB(cur)", 0x200),
        (
            "reach(E4, open) = 0000000000000001 0000000000000200",
            "reach(E4, open)",
            1 << 64 | 0x200,
        ),
        (
            "pos.walls(NORTH) = 1180591620717411303424",
            "pos.walls(NORTH)",
            1 << 70,
        ),
        (
            "(gdb) p reach(e1)\n$1 = {hi = 1, lo = 512}",
            "reach(e1)",
            1 << 64 | 512,
        ),
        ("(U64)cur = 0x10", "cur", 0x10),
        // A value with no `$N` after a print command (lldb's), as on 8x8.
        ("(gdb) p cur\n0x10", "cur", 0x10),
        ("pawn moves i9 = 0x1", "moves", 1),
        ("rook attacks on e4: 0x10", "attacks", 0x10),
        (
            "  walls from h9 = 0x0000000000000040 0x0000000000000000",
            "walls",
            1 << 70,
        ),
    ] {
        assert_eq!(read(text), [(n(name), v)], "{text:?}");
    }
    // Within 64 bits, as the 8x8 reader names them.
    for text in [
        "BB(cur)=0x200",
        "(U64)cur = 0x10",
        "rook attacks on e4: 0x10",
        "  Knight moves from g1 = 0x50000",
        "e4 = 0x10",
        "step 3 e4 = 0x10",
        "0x20, e4 = 0x10",
    ] {
        let eight: Vec<Option<String>> = fillscope_core::log::read(text, Mapping::A1B1)
            .frames
            .into_iter()
            .map(|f| f.name)
            .collect();
        let nine: Vec<Option<String>> = read9(text, Mapping::A1B1)
            .frames
            .into_iter()
            .map(|f| f.name)
            .collect();
        assert_eq!(nine.last(), eight.last(), "{text:?}");
    }
    // No word before the square, or a number or a counter's word there:
    // nameless.
    for text in ["e4 = 0x10", "i9 = 0x10", "step 3 i9 = 0x10"] {
        assert_eq!(read(text), [(None, 0x10)], "{text:?}");
    }
    // Comparisons, two numbers after a call that are not two padded
    // halves, a call given no number: no value, each with why.
    for (text, why) in [
        ("f(x) == 0x10", "text beside its number"),
        ("f(x) != 0x10", "text beside its number"),
        ("f(x) = 0x1 0x2", "high half is not guessed"),
        ("f(x) = attacks", "no number"),
    ] {
        let log = read9(text, Mapping::A1B1);
        assert!(log.frames.is_empty(), "{text:?}: {:?}", log.frames);
        assert!(
            log.skipped[0].why.contains(why),
            "{text:?}: {:?}",
            log.skipped
        );
    }
}

// Digit separators group digits as on 8x8 (a value was cut at its first
// `_` before), and googletest's `Which is:` takes its name from the
// expression on the line before, whose line is then no unread line; its
// decimal form of a number the line before gave is skipped, saying why.
#[test]
fn separators_and_googletest_as_on_8x8() {
    let text = "x = 1_000\nw = 0x1'0\nreach(e1)\n  Which is: 5\nExpected: 0x20\nWhich is: 32\n";
    let log = read9(text, Mapping::default());
    let got: Vec<(Option<&str>, u128)> = log
        .frames
        .iter()
        .map(|f| (f.name.as_deref(), f.value.0))
        .collect();
    assert_eq!(
        got,
        [
            (Some("x"), 1000),
            (Some("w"), 16),
            (Some("reach(e1)"), 5),
            (Some("Expected"), 32)
        ]
    );
    assert_eq!(log.skipped.len(), 1, "{:?}", log.skipped);
    assert_eq!(log.skipped[0].line, 6);
    assert!(log.skipped[0]
        .why
        .contains("decimal form of the number on the line before"));
    // The same lines on 8x8 give the same names and values.
    let eight = read(text, Mapping::default());
    let eight: Vec<(Option<&str>, u128)> = eight
        .frames
        .iter()
        .map(|f| (f.name.as_deref(), u128::from(f.value.0)))
        .collect();
    assert_eq!(eight, got);
}

/// The values of `text` read on the 9x9 board, with their names, and the
/// lines skipped.
fn read_nine(text: &str) -> (Vec<(Option<String>, u128)>, Vec<usize>) {
    let log = read9(text, Mapping::A1B1);
    (
        log.frames
            .into_iter()
            .map(|f| (f.name, f.value.0))
            .collect(),
        log.skipped.into_iter().map(|s| s.line).collect(),
    )
}

/// `(gdb) p cur` with `cur = (0x10001 << 64) | 0x200`: 2^80 + 2^64 + 512,
/// worked by hand (2^80 = 1208925819614629174706176, 2^64 =
/// 18446744073709551616). Bit 80 is i9.
const CUR: u128 = 1 << 80 | 1 << 64 | 0x200;

/// A name and a value with only a space between them, named as on 8x8 by
/// the word nearest the value (squares' names, `on`, `is` passed over);
/// two padded halves are one value there too. A counter's word or a
/// number among the words gives no value. Before, each such line was
/// skipped ("text beside its number").
#[test]
fn a_name_a_space_and_a_value() {
    let n = |s: &str| Some(s.to_string());
    for (text, name, v) in [
        ("attacks 0x10", n("attacks"), 0x10),
        ("info string cur 0x200", n("cur"), 0x200),
        ("walls on e5 0x100000000000000000000", n("walls"), 1 << 80),
        ("reach is 1208944266358702884258304", n("reach"), CUR),
        ("cur 0000000000010001 0000000000000200", n("cur"), CUR),
        ("on e5 0x10", None, 0x10),
        ("s->cur 0x200", n("s->cur"), 0x200),
    ] {
        assert_eq!(read_nine(text), (vec![(name, v)], vec![]), "{text:?}");
    }
    for text in ["step 3 0x10", "step 0x10", "cur 0x1 0x200", "cur 3f"] {
        assert_eq!(read_nine(text), (vec![], vec![1]), "{text:?}");
    }
    // The 8x8 reader names the same lines the same (within 64 bits).
    for text in [
        "attacks 0x10",
        "info string cur 0x200",
        "on e4 0x10",
        "rook attacks on e4 0x10",
    ] {
        let eight: Vec<Option<String>> = read(text, Mapping::A1B1)
            .frames
            .into_iter()
            .map(|f| f.name)
            .collect();
        let nine: Vec<Option<String>> = read_nine(text).0.into_iter().map(|f| f.0).collect();
        assert_eq!(nine, eight, "{text:?}");
    }
}

/// A C suffix, as the 8x8 reader takes them (`u`, `l`, `ll`, `ul`, `ull`,
/// `llu`, either case): on 9x9 it says the number is C's, read up to 128
/// bits as the 9x9 register fields read one; its digits without `0x` are
/// decimal (a leading 0 octal, refused), never 32 bare hex digits. Before,
/// `0x200ULL` was "not hex" and `512u` no number.
#[test]
fn c_suffixes() {
    let n = |s: &str| Some(s.to_string());
    for (text, v) in [
        ("cur = 0x200ULL", 0x200),
        ("cur = 512u", 512),
        ("cur = 0x200llu", 0x200),
        ("cur = 0X200Ul", 0x200),
        ("cur = 1208944266358702884258304ULL", CUR),
        ("cur = 0x1ffffffffffffffffffffull", Board9::ALL.0),
        ("cur = 0b1000000000LL", 512),
    ] {
        assert_eq!(read_nine(text), (vec![(n("cur"), v)], vec![]), "{text:?}");
    }
    assert_eq!(read_nine("0x200ULL"), (vec![(None, 0x200)], vec![]));
    assert_eq!(
        read_nine("reach(e1) = 0x200ULL"),
        (vec![(n("reach(e1)"), 0x200)], vec![])
    );
    for (text, why) in [
        // Without the suffix, 32 bare hex digits; with it, C's octal.
        ("cur = 00000000000100010000000000000200ULL", "octal"),
        ("cur = 3fULL", "not a C integer constant"),
        ("cur = 0x10uul", "not a C integer suffix"),
        ("cur = 0x200000000000000000000ULL", "bit 81, past i9"),
    ] {
        let log = read9(text, Mapping::A1B1);
        assert!(log.frames.is_empty(), "{text:?}");
        assert!(
            log.skipped[0].why.contains(why),
            "{text:?}: {}",
            log.skipped[0].why
        );
    }
}

/// gdb's and lldb's prints of `unsigned __int128` values and arrays, as
/// gdb 13.1 and lldb 14 print them (captured from both, on a C program
/// with `U128 cur = (U128)0x10001 << 64 | 0x200`, `U128 dist[4] = {0x200,
/// (U128)1 << 80}` and `uint64_t w[2] = {0x200, 0x10001}`): a value whole,
/// in decimal or `p/x` hex; an array element by element (`dist[0]`), the
/// zeros that end it left out, as on 8x8; `p/t` and `p/o` in binary and
/// octal. An array of two 64-bit words is two elements: the debugger
/// prints it as it prints any array, and the reader does not guess that
/// the words are one value's halves. Before, each array line was skipped
/// ("which is the high half is not guessed"), lldb's print with no `$N`
/// was skipped, and `p/t`'s binary was read as a decimal number.
#[test]
fn gdb_and_lldb_print_128_bit_values_and_arrays() {
    let n = |s: &str| Some(s.to_string());
    let gdb = "(gdb) p cur\n$1 = 1208944266358702884258304\n(gdb) p/x cur\n\
               $2 = 0x100010000000000000200\n(gdb) p dist\n\
               $3 = {512, 1208925819614629174706176, 0, 0}\n(gdb) p/x dist\n\
               $4 = {0x200, 0x100000000000000000000, 0x0, 0x0}\n(gdb) p/t dist[0]\n\
               $5 = 1000000000\n(gdb) p/o dist[0]\n$6 = 01000\n(gdb) p w\n$7 = {512, 65537}\n\
               $8 = {0 <repeats 64 times>}";
    let dist = [(n("dist[0]"), 0x200), (n("dist[1]"), 1 << 80)];
    let mut want = vec![(n("cur"), CUR), (n("cur"), CUR)];
    want.extend(dist.clone());
    want.extend(dist.clone());
    want.extend([
        (n("dist[0]"), 512),
        (n("dist[0]"), 512),
        (n("w[0]"), 512),
        (n("w[1]"), 0x10001),
        (n("$8[0]"), 0),
    ]);
    assert_eq!(read_nine(gdb), (want, vec![]));
    let lldb = "(lldb) p cur\n(U128) $0 = 1208944266358702884258304\n(lldb) p/x cur\n\
                (U128) $1 = 0x00000000000100010000000000000200\n(lldb) p dist\n\
                (U128[4]) $2 = ([0] = 512, [1] = 1208925819614629174706176, [2] = 0, [3] = 0)\n\
                (lldb) p w\n(uint64_t[2]) $4 = ([0] = 512, [1] = 65537)\n\
                (lldb) frame variable cur\n(U128) cur = 1208944266358702884258304\n\
                (lldb) p asp\n(U128[64]) $0 = {\n  [0] = 512\n  [1] = 1208925819614629174706176\n\
                \x20 [2] = 0\n  [3] = 0\n}\n(lldb) p cur\n(unsigned __int128) 512";
    let mut want = vec![(n("cur"), CUR), (n("cur"), CUR)];
    want.extend(dist.clone());
    want.extend([
        (n("w[0]"), 512),
        (n("w[1]"), 0x10001),
        (n("cur"), CUR),
        (n("asp[0]"), 512),
        (n("asp[1]"), 1 << 80),
        (n("cur"), 512),
    ]);
    assert_eq!(read_nine(lldb), (want, vec![]));
    // A struct's halves are still one value; another name's braces
    // still two numbers not guessed at.
    assert_eq!(
        read_nine("(gdb) p cur\n$1 = {hi = 65537, lo = 512}"),
        (vec![(n("cur"), CUR)], vec![])
    );
    assert_eq!(read_nine("x = {0x1, 0x200}"), (vec![], vec![1]));
    // An element past i9 skips its line (gdb's) or its own line (lldb's),
    // saying so; the rest loads.
    let log = read9(
        "$3 = {512, 0x200000000000000000000}\nx = 0x1",
        Mapping::A1B1,
    );
    assert_eq!(log.frames.len(), 1);
    assert!(
        log.skipped[0].why.contains("bit 81, past i9"),
        "{:?}",
        log.skipped
    );
    let log = read9(
        "(lldb) p asp\n(U128[64]) $0 = {\n  [0] = 512\n  [1] = 0x200000000000000000000\n  [2] = 2\n}",
        Mapping::A1B1,
    );
    let got: Vec<(Option<String>, u128)> = log
        .frames
        .into_iter()
        .map(|f| (f.name, f.value.0))
        .collect();
    assert_eq!(got, [(n("asp[0]"), 512), (n("asp[2]"), 2)]);
    assert_eq!(log.skipped.len(), 1);
    assert_eq!(log.skipped[0].line, 4);
    assert!(
        log.skipped[0].why.contains("bit 81, past i9"),
        "{:?}",
        log.skipped
    );
    // gdb's and lldb's `finish`: the routine's result, as on 8x8.
    assert_eq!(
        read_nine(
            "Value returned is $8 = 1208944266358702884258304\nReturn value: (U128) $0 = 512"
        ),
        (vec![(n("return"), CUR), (n("return"), 512)], vec![])
    );
}

/// googletest's `Value of:` and `Actual:`, Catch2's expansions and
/// doctest's `values:`, read by the code the 8x8 reader reads them with,
/// with 128-bit values. Before, `Value of:` was skipped, `Actual:` left
/// unnamed, and Catch2's and doctest's lines skipped.
#[test]
fn the_test_frameworks_as_on_8x8() {
    let n = |s: &str| Some(s.to_string());
    let gtest = "Value of: reach(e1)\n  Actual: 1208944266358702884258304\nExpected: 0x200";
    assert_eq!(
        read_nine(gtest),
        (vec![(n("reach(e1)"), CUR), (n("Expected"), 0x200)], vec![])
    );
    let catch2 = "REQUIRE( cur == 0x200 )\nwith expansion:\n  1208944266358702884258304 (0x100010000000000000200)\n  ==\n  512 (0x200)";
    assert_eq!(
        read_nine(catch2),
        (vec![(n("cur"), CUR), (None, 0x200)], vec![])
    );
    let short = "CHECK( cur == 512 )\nwith expansion:\n  1024 (0x400) == 512 (0x200)";
    assert_eq!(
        read_nine(short),
        (vec![(n("cur"), 0x400), (None, 0x200)], vec![])
    );
    let doctest = "CHECK_EQ( cur, 0x200ULL ) is NOT correct!\n  values: CHECK_EQ( 1024, 512 )";
    assert_eq!(
        read_nine(doctest),
        (vec![(n("cur"), 1024), (None, 512)], vec![])
    );
    // Catch2's two forms of one value must agree.
    assert_eq!(
        read_nine("REQUIRE( cur == 1 )\nwith expansion:\n  1024 (0x401)").1,
        vec![3]
    );
    // Within 64 bits, the 8x8 reader gives the same.
    for text in [
        gtest.replace("1208944266358702884258304", "16"),
        short.to_string(),
        doctest.to_string(),
    ] {
        let eight: Vec<(Option<String>, u128)> = read(&text, Mapping::A1B1)
            .frames
            .into_iter()
            .map(|f| (f.name, u128::from(f.value.0)))
            .collect();
        assert_eq!(read_nine(&text).0, eight, "{text:?}");
    }
}

/// A struct's fields give the board as plain names do (`s.start`,
/// `s->target`, `st.open` set `start`, `target` and `open`), as a field
/// was already checked as its register. Before, only plain names were
/// inputs: the check read none, and ran on the board it was given.
#[test]
fn a_struct_s_fields_give_the_board() {
    let (e1, i9) = (Board9(1 << 4), Board9(1 << 80));
    let text = format!(
        "s.start = {:#x}\ns->target = {:#x}\nst.open = {:#x}",
        e1.0,
        i9.0,
        Board9::ALL.0
    );
    let empty = Board {
        start: Board9::EMPTY,
        target: Board9::EMPTY,
        open: Board9::ALL,
        walls: Walls9::NONE,
    };
    let log = read9(&text, Mapping::A1B1);
    let c = check_on(&log.frames, empty, &INPUTS, bfs);
    assert_eq!(c.inputs, 3);
    assert_eq!((c.setup.start, c.setup.target), (e1, i9));
}

/// Rust's `{:?}` and Python's `print` of a list of 128-bit values, after a
/// name (`dist = [512, ...]`, element by element, `dist[0]`...) or alone
/// on its line (nameless), read as the 8x8 reader reads them, each
/// element a 128-bit value, the zeros that end it left out; an element
/// past i9 skips its line. Each line was skipped.
#[test]
fn rust_and_python_lists_give_their_elements() {
    let n = |s: &str| Some(s.to_string());
    assert_eq!(
        read_nine("dist = [512, 1208925819614629174706176, 0]\n[0x1, 0x200]\nmasks: [Board(16), Board(32)]"),
        (
            vec![
                (n("dist[0]"), 512),
                (n("dist[1]"), 1 << 80),
                (None, 1),
                (None, 0x200),
                (n("masks[0]"), 16),
                (n("masks[1]"), 32),
            ],
            vec![]
        )
    );
    assert_eq!(read_nine("[1, 0, 0]"), (vec![(None, 1)], vec![]));
    let log = read9("dist = [1, 2417851639229258349412352]", Mapping::A1B1);
    assert_eq!(log.frames, []);
    assert!(log.skipped[0].why.contains("past i9"), "{:?}", log.skipped);
    // Words in brackets, or a tag before a value, are no list.
    assert_eq!(
        read_nine("[bfs.cpp:42] cur = 0x200\n[e4, d5]"),
        (vec![(n("cur"), 0x200)], vec![2])
    );
}

/// lldb's prints of a value whose type is no 128-bit set (`(int) sq =
/// 28`, a square, a pointer, a floating-point number, an array of ints),
/// as lldb 14 prints them: skipped with why, as on 8x8. Each was read as
/// a board. 64-bit and 128-bit types stay values.
#[test]
fn lldb_s_small_ints_pointers_and_floats_are_no_sets() {
    let n = |s: &str| Some(s.to_string());
    let text = "(lldb) p sq\n(int) $0 = 28\n(Square) e = SQ_E4\n(U64 *) p = 0x00007fffffffe5c0\n\
                (double) d = 2\n(int[2]) $5 = ([0] = 1, [1] = 2)\n(lldb) p cur\n\
                (U128) $4 = 1208944266358702884258304\n(uint64_t) gen = 268435456";
    let log = read9(text, Mapping::A1B1);
    let got: Vec<(Option<String>, u128)> = log
        .frames
        .iter()
        .map(|f| (f.name.clone(), f.value.0))
        .collect();
    assert_eq!(got, [(n("cur"), CUR), (n("gen"), 268_435_456)]);
    let skipped: Vec<(usize, &str)> = log
        .skipped
        .iter()
        .map(|s| (s.line, s.why.as_str()))
        .collect();
    assert_eq!(
        skipped,
        [
            (
                2,
                "(int): an integer of 32 bits or fewer, not a 128-bit set"
            ),
            (3, "(Square): a square's number, not a 128-bit set"),
            (4, "(U64 *): a pointer (an address), not a 128-bit set"),
            (5, "(double): a floating-point number, not a 128-bit set"),
            (
                6,
                "(int[2]): an array of integers of 32 bits or fewer, not of sets"
            ),
        ]
    );
}

/// Python's list of `hex()` strings on the 9x9 board, as on 8x8, each
/// element a 128-bit value. It was skipped.
#[test]
fn python_s_list_of_hex_strings_gives_its_elements() {
    let n = |s: &str| Some(s.to_string());
    assert_eq!(
        read_nine("dist = ['0x200', '0x100000000000000000000']"),
        (vec![(n("dist[0]"), 0x200), (n("dist[1]"), 1 << 80)], vec![])
    );
}

/// Rust's `{:#?}` list (as `dbg!` prints a `Vec<u128>`, an element a
/// line) on the 9x9 board, as on 8x8, each element a 128-bit value, one
/// past i9 skipped on its line. Each line was skipped.
#[test]
fn rust_s_pretty_list_gives_its_elements() {
    let n = |s: &str| Some(s.to_string());
    assert_eq!(
        read_nine(
            "[src/main.rs:7:5] dist = [\n    512,\n    1208925819614629174706176,\n    \
             2417851639229258349412352,\n    0,\n]\ncur = 0x200"
        ),
        (
            vec![
                (n("dist[0]"), 512),
                (n("dist[1]"), 1 << 80),
                (n("cur"), 0x200)
            ],
            vec![4]
        )
    );
}

/// gdb's print of a char (`$1 = 9 '\t'`, a number and the character, as
/// gdb 13.1 prints a `uint8_t`) and of a pointer (`$2 = (U128 *)
/// 0x7fffffffe5e0`) are no sets on the 9x9 board either: skipped with why,
/// with the `(gdb) p` line. The char was read as a board.
#[test]
fn gdb_s_chars_and_pointers_are_no_sets() {
    let log = read9(
        "(gdb) p sq\n$1 = 9 '\\t'\n(gdb) p p\n$2 = (U128 *) 0x7fffffffe5e0\n$3 = 512",
        Mapping::A1B1,
    );
    assert_eq!(log.frames.len(), 1);
    let skipped: Vec<(usize, &str)> = log
        .skipped
        .iter()
        .map(|s| (s.line, s.why.as_str()))
        .collect();
    assert_eq!(
        skipped,
        [
            (
                2,
                "$1 = 9 '\\t': a character (gdb writes its number, then the character), not a 128-bit set"
            ),
            (4, "(U128 *): a pointer (an address), not a 128-bit set"),
        ]
    );
}

/// Rust's `{:?}` of a newtype alone on its line (`Board9(0x200)`) is a
/// nameless value on the 9x9 board, as on 8x8; one past i9 is skipped
/// saying so. It was skipped as no number.
#[test]
fn a_wrapper_type_alone_on_its_line_is_a_nameless_value() {
    assert_eq!(
        read_nine("Board9(0x200)\nBoard9(1208925819614629174706176)\npopcount(16)\nBoard9(0x200000000000000000000)"),
        (vec![(None, 0x200), (None, 1 << 80)], vec![3, 4])
    );
}

/// Python's `pprint` of a long list (`[512,`, an element a line, `0]`) on
/// the 9x9 board, as on 8x8: element by element, nameless, one past i9
/// skipped on its line. Each line was skipped.
#[test]
fn python_s_pprint_list_gives_its_elements() {
    assert_eq!(
        read_nine(
            "[512,\n 1208925819614629174706176,\n 0]\n['0x200',\n '0x400']\n\
             [512,\n 0x200000000000000000000,\n 2]"
        ),
        (
            vec![
                (None, 512),
                (None, 1 << 80),
                (None, 0x200),
                (None, 0x400),
                (None, 512),
                (None, 2)
            ],
            vec![7]
        )
    );
}
