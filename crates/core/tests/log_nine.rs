//! The Log tab on the 9x9 board: `log::read9` reads back what an engine
//! prints in every form it accepts and every mapping, never panics on any
//! text, and `log::check_on` with a 9x9 BFS agrees with a log printed from
//! the fill's own trace and names the value whose bit was flipped.

use fillscope_core::log::{check_on, fill_values, read9, trace9, LogFrame, Mapping, Verdict};
use fillscope_core::nine::{self, Board9, Trace9, Walls9};
use proptest::prelude::*;

/// A value as an engine prints it: `form` picks one of the forms read9
/// takes, `v` is the 128-bit word as the engine holds it.
fn printed(name: &str, v: u128, form: u8) -> String {
    let (hi, lo) = ((v >> 64) as u64, v as u64);
    match form % 8 {
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
