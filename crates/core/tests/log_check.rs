//! Checking a pasted log against a built-in fill (`log::check`): the seed
//! example's values written out by hand, a wrapped bit, a log that stops
//! early or runs on, inputs read from the log, and logs printed from a
//! fill's own trace on random boards.

use fillscope_core::compare::{by_log, log_difference, log_given};
use fillscope_core::log::{
    check, fill_values, read, set_input, trace, Log, LogFrame, Mapping, Verdict,
};
use fillscope_core::{Algorithm, Bitboard, Setup, Square};
use proptest::prelude::*;

mod common;

/// The seed example's forward pass as an engine would print it: e4 to a1
/// and h8 on an empty board, king steps (values from the seed's worked
/// example, written out by hand).
const SEED_FORWARD: &str = "\
sq1 = 0x10000000
sq2 = 0x8000000000000001
path = 0xffffffffffffffff
asp[1] = 0x0000003828380000
asp[2] = 0x00007c4444447c00
asp[3] = 0x00fe8282828282fe
asp[4] = 0xff01010101010101
";

/// An occluded fill's blank board, heading east.
fn east(algorithm: Algorithm) -> Setup {
    Setup {
        direction: fillscope_core::Direction::East,
        ..blank(algorithm)
    }
}

fn blank(algorithm: Algorithm) -> Setup {
    Setup {
        algorithm,
        sources: Bitboard::EMPTY,
        targets: Bitboard::EMPTY,
        blockers: Bitboard::EMPTY,
        ..Setup::seed_example()
    }
}

#[test]
fn the_log_names_the_board() {
    let log = read(SEED_FORWARD, Mapping::A1B1);
    let c = check(&log.frames, &blank(Algorithm::Westcott));
    assert_eq!(c.inputs, 3);
    assert_eq!(c.setup.sources, Square::E4.into());
    assert_eq!(c.setup.targets, Square::A1 | Square::H8);
    assert_eq!(c.agreed, 4);
    // The forward pass agrees; the log stops before the backward pass,
    // whose first new value is asp[4] = sq2 & sq1.
    match c.verdict {
        Verdict::Short { next } => {
            assert_eq!(next.name, "asp[4]");
            assert_eq!(next.value, Square::A1 | Square::H8);
        }
        v => panic!("expected Short, got {v:?}"),
    }
}

#[test]
fn a_wrong_bit_is_found_where_it_first_shows() {
    // The engine's layer 2 holds b2, which is three king moves from e4.
    let extra = Bitboard::from(Square::B2);
    let text = SEED_FORWARD.replace(
        "asp[2] = 0x00007c4444447c00",
        &format!("asp[2] = {:#x}", 0x0000_7c44_4444_7c00u64 | extra.0),
    );
    let log = read(&text, Mapping::A1B1);
    let c = check(&log.frames, &blank(Algorithm::Westcott));
    assert_eq!(c.agreed, 1);
    match c.verdict {
        Verdict::Differs {
            index,
            expected,
            logged,
        } => {
            assert_eq!(index, 4);
            assert_eq!(expected.name, "asp[2]");
            assert_eq!(logged ^ expected.value, extra);
        }
        v => panic!("expected Differs, got {v:?}"),
    }
}

/// A value that parts from the fill is placed at the fill's frame as the
/// playback counter numbers frames (from 1), in words and in the caption
/// of the log's frame: the seed's asp[4] first shows at frame 6 of 13.
#[test]
fn the_fill_s_frame_is_counted_from_1() {
    let text = SEED_FORWARD.replace("0xff01010101010101", "0xff01010101010100");
    let log = read(&text, Mapping::A1B1);
    let setup = blank(Algorithm::Westcott);
    let c = check(&log.frames, &setup);
    let Verdict::Differs {
        index, expected, ..
    } = &c.verdict
    else {
        panic!("expected Differs, got {:?}", c.verdict);
    };
    // Trace frame 5 (0-based) is the sixth frame, the first with asp[4].
    let fill = c.setup.trace();
    assert_eq!(expected.frame, 5);
    assert!(fill.frames[4].get("asp[4]").is_none());
    assert_eq!(fill.frames[5].get("asp[4]"), Some(expected.value));
    assert_eq!(expected.at_frame(), "asp[4] at frame 6");
    let caption = &trace(&log, Some(&c)).frames[*index].caption;
    assert_eq!(
        &**caption,
        "Value 7 (asp[4]) parts from the fill: its asp[4] at frame 6 differs on 1 square (xor)"
    );
}

/// The layers printed after the routine returned, as an engine logs them
/// most often: each is its register's final value, which skips the values
/// it took in the forward pass. A wrong final layer still parts.
#[test]
fn final_layers_printed_after_the_run_agree() {
    let text = "\
sq1 = 0000000010000000
sq2 = 8000000000000001
asp[0] = 0000000010000000
asp[1] = 0000003008080000
asp[2] = 0000600000040400
asp[3] = 00c0000000000202
asp[4] = 8000000000000001
";
    let log = read(text, Mapping::A1B1);
    let c = check(&log.frames, &blank(Algorithm::Westcott));
    assert_eq!((c.inputs, c.agreed, c.verdict), (2, 5, Verdict::Agree));
    // asp[1], asp[2] and asp[3] each skipped their forward value; asp[4]
    // its forward value (a1, h8 and the rest of the ring).
    assert_eq!(c.skipped, 4);
    let wrong = text.replace("asp[2] = 0000600000040400", "asp[2] = 0000600000040401");
    let c = check(
        &read(&wrong, Mapping::A1B1).frames,
        &blank(Algorithm::Westcott),
    );
    match c.verdict {
        Verdict::Differs {
            index, expected, ..
        } => {
            assert_eq!(index, 4);
            assert_eq!(expected.name, "asp[2]");
            // Set against asp[2]'s final value, as the log prints finals.
            assert_eq!(expected.value.0, 0x0000_6000_0004_0400);
        }
        v => panic!("expected Differs, got {v:?}"),
    }
    // The first final value after the inputs, wrong by a square: set
    // against the final value, which it is nearer than the forward one.
    let wrong = text.replace("asp[1] = 0000003008080000", "asp[1] = 0000003008080001");
    let c = check(
        &read(&wrong, Mapping::A1B1).frames,
        &blank(Algorithm::Westcott),
    );
    match c.verdict {
        Verdict::Differs {
            expected, logged, ..
        } => {
            assert_eq!(expected.name, "asp[1]");
            assert_eq!((logged ^ expected.value).0, 1, "a1 alone");
        }
        v => panic!("expected Differs, got {v:?}"),
    }
}

#[test]
fn a_log_that_runs_on_is_extra() {
    // `path` has one value in the fill, which the inputs gave.
    let text = format!("{SEED_FORWARD}path = 0x1\n");
    let log = read(&text, Mapping::A1B1);
    let c = check(&log.frames, &blank(Algorithm::Westcott));
    assert_eq!(c.verdict, Verdict::Extra { index: 7 });
}

#[test]
fn a_name_the_fill_never_has_is_unknown() {
    // No asp[9] on this board, and no `frobnicate` in any fill.
    for name in ["asp[9]", "frobnicate"] {
        let text = format!("{SEED_FORWARD}{name} = 0x1\n");
        let log = read(&text, Mapping::A1B1);
        let c = check(&log.frames, &blank(Algorithm::Westcott));
        assert_eq!(c.verdict, Verdict::Unknown { index: 7 }, "{name}");
    }
}

/// googletest's value named by an expression (`knightAttacks(sq)`) names
/// a register the fill never has: it is reported so, not matched by
/// position with the fill's `sq1`, as it was when it was read nameless.
#[test]
fn an_expression_the_fill_never_has_is_unknown() {
    let text = "engine_test.cc:42: Failure\nExpected equality of these values:\n  \
                knightAttacks(sq)\n    Which is: 22136263676928\n  \
                expected\n    Which is: 4096\n";
    let log = read(text, Mapping::A1B1);
    let c = check(&log.frames, &Setup::seed_example());
    assert_eq!(c.verdict, Verdict::Unknown { index: 0 });
    // A struct's field stands for its register (`s.flood` is `flood`); an
    // expression ending in one does not (`s.sq2 | s.sq1` is no `sq1`).
    let text = "  s.sq2 | s.sq1\n    Which is: 268435456\n";
    let log = read(text, Mapping::A1B1);
    let c = check(&log.frames, &Setup::seed_example());
    assert_eq!(c.verdict, Verdict::Unknown { index: 0 });
}

#[test]
fn nameless_values_go_in_order() {
    let setup = Setup::seed_example();
    let values = fill_values(&setup.trace());
    let text: String = values
        .iter()
        .map(|v| format!("{:#x}\n", v.value.0))
        .collect();
    let log = read(&text, Mapping::A1B1);
    let c = check(&log.frames, &setup);
    assert_eq!(
        (c.inputs, c.agreed, c.verdict),
        (0, values.len(), Verdict::Agree)
    );
    // Leave one out: the next value is compared with the one left out.
    let mut short: Vec<_> = log.frames.clone();
    short.remove(5);
    let c = check(&short, &setup);
    assert!(
        matches!(c.verdict, Verdict::Differs { index: 5, .. }),
        "{:?}",
        c.verdict
    );
}

#[test]
fn other_mappings_check_the_same() {
    for m in Mapping::ALL {
        let text: String = read(SEED_FORWARD, Mapping::A1B1)
            .frames
            .iter()
            .map(|f| {
                format!(
                    "{} = {:#x}\n",
                    f.name.as_deref().unwrap(),
                    m.from_lerf(f.value)
                )
            })
            .collect();
        let log = read(&text, m);
        let c = check(&log.frames, &blank(Algorithm::Westcott));
        assert_eq!((c.inputs, c.agreed), (3, 4), "{}", m.name());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A log printed from a fill's own run (its inputs first, then every
    /// value the fill takes) agrees; one bit flipped anywhere after the
    /// inputs is found at that value, with the flipped bit as the XOR.
    #[test]
    fn printed_runs_agree_and_flips_are_found(
        alg in prop::sample::select(Algorithm::menu()),
        src in any::<u64>(), tgt in any::<u64>(), blk in any::<u64>(),
        pick in any::<prop::sample::Index>(), bit in 0u8..64,
    ) {
        let setup = Setup {
            algorithm: alg,
            sources: Bitboard(src & src.rotate_left(7) & src.rotate_left(19)),
            targets: Bitboard(tgt & tgt.rotate_left(11) & tgt.rotate_left(23)),
            blockers: Bitboard(blk & blk.rotate_left(13)),
            ..Setup::seed_example()
        };
        let names = setup.register_names();
        let mut text = String::new();
        for n in &names {
            text += &format!("{n} = {:#x}\n", setup.register(n).unwrap().0);
        }
        let values = fill_values(&setup.trace());
        // The inputs as given, in the first frame or where the trace ends
        // with them again, are not printed.
        let given = |i: usize| {
            let v = &values[i];
            let last = !values[i + 1..].iter().any(|w| w.name == v.name);
            names.contains(&v.name.as_str())
                && setup.register(&v.name) == Some(v.value)
                && (v.frame == 0 || last)
        };
        let body: Vec<_> = (0..values.len()).filter(|&i| !given(i)).map(|i| &values[i]).collect();
        for v in &body {
            text += &format!("{} = {:#x}\n", v.name, v.value.0);
        }
        // Start from another board: the log's inputs must win.
        let c = check(&read(&text, Mapping::A1B1).frames, &blank(alg));
        prop_assert_eq!(c.inputs, names.len());
        prop_assert_eq!(c.agreed, body.len());
        prop_assert_eq!(c.verdict, Verdict::Agree);
        if !body.is_empty() {
            let k = pick.index(body.len());
            let mut frames = read(&text, Mapping::A1B1).frames;
            let flipped = Bitboard(1u64 << bit);
            frames[names.len() + k].value = frames[names.len() + k].value ^ flipped;
            let c = check(&frames, &blank(alg));
            let v = &body[k];
            // A flip that makes the value one its register takes later
            // reads as a log that left the values between out: not a
            // difference.
            let at = values.iter().position(|w| std::ptr::eq(w, *v)).expect("a fill value");
            let is_later = values[at + 1..]
                .iter()
                .any(|w| w.name == v.name && w.value == v.value ^ flipped);
            // A flip that makes the value the one its register held before
            // reads as that value printed again: the value it stood for is
            // then missing, and the log is found to stop short of it, or
            // agrees when a later value of that register stands for it (a
            // log may leave steps out).
            let is_again = values[..at]
                .iter()
                .rev()
                .find(|w| w.name == v.name)
                .is_some_and(|w| w.value == v.value ^ flipped);
            match c.verdict {
                _ if is_later => {}
                Verdict::Agree | Verdict::Short { .. } | Verdict::Differs { .. } if is_again => {}
                Verdict::Differs { index, expected, logged } => {
                    // A flip can make the value equal to an earlier one only
                    // by changing it, so the first difference is at k.
                    prop_assert_eq!(index, names.len() + k);
                    prop_assert_eq!(logged ^ expected.value, flipped);
                }
                v => prop_assert!(false, "expected Differs, got {:?}", v),
            }
        }
    }
}

/// A BFS log that begins with its walls (`wn`, `we`, as links name them)
/// is checked on a board with those walls: printed from a walled board's
/// own run it agrees, and the same values without the walls part from the
/// fill where the walls first change the frontier.
#[test]
fn a_log_gives_the_walls_of_a_fill_that_takes_them() {
    use fillscope_core::bfs::Walls;
    let mut walls = Walls::NONE;
    // A box round e4 but its west edge.
    for (a, b) in [
        (Square::E4, Square::E5),
        (Square::E4, Square::F4),
        (Square::E3, Square::E4),
    ] {
        assert!(walls.toggle(a, b));
    }
    let walled = Setup {
        algorithm: Algorithm::Bfs,
        walls,
        ..Setup::seed_example()
    };
    let names = walled.register_names();
    let mut inputs = format!("wn = {:#x}\nwe = {:#x}\n", walls.north.0, walls.east.0);
    for n in &names {
        inputs += &format!("{n} = {:#x}\n", walled.register(n).expect("an input").0);
    }
    let mut body = String::new();
    for v in fill_values(&walled.trace())
        .iter()
        .filter(|v| !(v.frame == 0 && names.contains(&v.name.as_str())))
    {
        body += &format!("{} = {:#x}\n", v.name, v.value.0);
    }
    let c = check(
        &read(&(inputs.clone() + &body), Mapping::A1B1).frames,
        &blank(Algorithm::Bfs),
    );
    assert_eq!(c.inputs, names.len() + 2);
    assert_eq!(c.setup.walls, walls);
    assert_eq!(c.verdict, Verdict::Agree);
    // Without its walls the board is open, and the log parts from it.
    let open: String = inputs.lines().skip(2).map(|l| format!("{l}\n")).collect();
    let c = check(
        &read(&(open + &body), Mapping::A1B1).frames,
        &blank(Algorithm::Bfs),
    );
    assert_eq!(c.setup.walls, Walls::NONE);
    assert!(
        matches!(c.verdict, Verdict::Differs { .. }),
        "{:?}",
        c.verdict
    );
    // A fill that takes no walls reads `wn` as no input of its own.
    let c = check(
        &read("wn = 0x10\nsq1 = 0x10\n", Mapping::A1B1).frames,
        &blank(Algorithm::Westcott),
    );
    assert_eq!(c.inputs, 0);
}

/// An attack fill's log, printed as the routine runs: Kogge-Stone's `pro`
/// as the first frame masks it (not as given), its doublings, and the
/// attacks. The trace ends with the caller's `gen` and `pro` again, which
/// the log need not print.
#[test]
fn a_kogge_stone_log_agrees_step_by_step() {
    let setup = east(Algorithm::KoggeStone);
    let text = "gen = 0x0000000010000000\npro = 0xffffefffffbdffff\n\
                pro = 0xfefeeefefebcfefe\ngen = 0x0000000030000000\n\
                pro = 0xfcfcccfcfc38fcfc\ngen = 0x00000000f0000000\n\
                pro = 0xf0f000f0f020f0f0\nattacks = 0x00000000e0000000\n";
    let c = check(&read(text, Mapping::A1B1).frames, &setup);
    assert_eq!(c.inputs, 2);
    assert_eq!((c.agreed, c.skipped), (6, 0));
    assert_eq!(c.verdict, Verdict::Agree);
}

/// A log that leaves a step out (Dumb7Fill's `flood = gen` before the
/// loop) agrees, counting the value it left out, rather than being told
/// that its next value is wrong.
#[test]
fn a_step_left_out_of_the_log_is_counted_not_called_wrong() {
    let setup = east(Algorithm::Dumb7);
    let text = "gen = 0x0000000010000000\npro = 0xffffefffffbdffff\n\
                flood = 0x30000000\nflood = 0x70000000\nflood = 0xf0000000\n\
                attacks = 0x00000000e0000000\n";
    let c = check(&read(text, Mapping::A1B1).frames, &setup);
    assert_eq!(c.inputs, 2);
    assert_eq!(c.verdict, Verdict::Agree, "{c:?}");
    assert_eq!((c.agreed, c.skipped), (4, 1));
    // A wrong value is still wrong: f4 left out of the second flood.
    let wrong = text.replace("flood = 0x70000000", "flood = 0x60000000");
    let c = check(&read(&wrong, Mapping::A1B1).frames, &setup);
    assert!(
        matches!(c.verdict, Verdict::Differs { index: 3, logged, .. } if logged == Bitboard(0x6000_0000)),
        "{c:?}"
    );
    // Compare lines the log up with the fill as the check does: the wrong
    // value beside the frame it was checked against.
    let Verdict::Differs { expected, .. } = &c.verdict else {
        unreachable!()
    };
    let log = read(&wrong, Mapping::A1B1);
    let pairs = fillscope_core::compare::by_log(&c.setup.trace(), &trace(&log, Some(&c)));
    assert_eq!(pairs[3], (expected.frame, 3));
    assert_eq!(pairs[2].1, 2);
}

/// A log that prints every register at every step prints a value the fill
/// did not change again: it agrees, as that value printed again.
#[test]
fn a_value_printed_again_unchanged_agrees() {
    let setup = east(Algorithm::KoggeStone);
    // After the doubling by 4, gen is 0xf0000000 still.
    let text = "gen = 0x10000000\npro = 0xffffefffffbdffff\npro = 0xfefeeefefebcfefe\n\
                gen = 0x30000000\npro = 0xfcfcccfcfc38fcfc\ngen = 0xf0000000\n\
                pro = 0xf0f000f0f020f0f0\ngen = 0xf0000000\nattacks = 0xe0000000\n";
    let c = check(&read(text, Mapping::A1B1).frames, &setup);
    assert_eq!(c.verdict, Verdict::Agree, "{c:?}");
    assert_eq!(c.agreed, 7);
}

/// After a step the log left out (gen of cycle 1), a wrong value of
/// another register is set against the value it holds where the log has
/// reached (flood at cycle 2), not the one the log skipped over; and
/// Compare lines it up beside the same frame.
#[test]
fn a_wrong_value_after_a_left_out_step_is_set_against_where_the_log_is() {
    let setup = east(Algorithm::Dumb7);
    let text = "gen = 0x10000000\npro = 0xffffefffffbdffff\nflood = 0x10000000\n\
                gen = 0x40000000\nflood = 0x60000000\n";
    let c = check(&read(text, Mapping::A1B1).frames, &setup);
    let Verdict::Differs {
        index,
        expected,
        logged,
    } = &c.verdict
    else {
        panic!("{c:?}")
    };
    assert_eq!(*index, 4);
    assert_eq!(expected.value, Bitboard(0x7000_0000));
    assert_eq!(*logged ^ expected.value, Square::E4.into());
    let log = read(text, Mapping::A1B1);
    let pairs = fillscope_core::compare::by_log(&c.setup.trace(), &trace(&log, Some(&c)));
    assert_eq!(pairs[4], (expected.frame, 4));
}

/// Compare lines a Kogge-Stone log printed step by step up as the Log tab
/// checks it: every value beside a frame where A's register holds it.
#[test]
fn compare_lines_a_kogge_stone_log_up_as_the_check_reads_it() {
    let setup = Setup {
        blockers: Square::B3 | Square::G3 | Square::E6,
        sources: Square::E4.into(),
        ..east(Algorithm::KoggeStone)
    };
    let text = "gen = 0x10000000\npro = 0xffffefffffbdffff\npro = 0xfefeeefefebcfefe\n\
                gen = 0x30000000\npro = 0xfcfcccfcfc38fcfc\ngen = 0xf0000000\n\
                pro = 0xf0f000f0f020f0f0\ngen = 0xf0000000\nattacks = 0xe0000000\n";
    let log = read(text, Mapping::A1B1);
    let c = check(&log.frames, &setup);
    assert_eq!(c.verdict, Verdict::Agree, "{c:?}");
    let a = setup.trace();
    let b = trace(&log, Some(&c));
    let pairs = fillscope_core::compare::by_log(&a, &b);
    assert_eq!(
        fillscope_core::compare::log_difference(&a, &b, &pairs, &[]),
        None,
        "{pairs:?}"
    );
}

/// A Dumb7Fill loop that prints `flood` on each pass prints it unchanged
/// once the fill is blocked (e7 is no propagator): the repeats agree. They
/// were called extra, as `flood`'s last value does not move where the log
/// has reached.
#[test]
fn a_loop_printing_an_unchanged_flood_agrees() {
    let setup = Setup {
        direction: fillscope_core::Direction::Nort,
        ..blank(Algorithm::Dumb7)
    };
    let text = "gen = 0x0000000010000000\npro = 0xffefffffffffffef\n\
                step 1: flood = 0x0000001010000000\nstep 2: flood = 0x0000101010000000\n\
                step 3: flood = 0x0000101010000000\nstep 4: flood = 0x0000101010000000\n\
                attacks = 0x0010101000000000\n";
    let c = check(&read(text, Mapping::A1B1).frames, &setup);
    assert_eq!(c.verdict, Verdict::Agree, "{c:?}");
    assert_eq!((c.inputs, c.agreed), (2, 5));
    // A value it never held is still found.
    let wrong = text.replace(
        "step 4: flood = 0x0000101010000000",
        "flood = 0x0010101010000000",
    );
    let c = check(&read(&wrong, Mapping::A1B1).frames, &setup);
    assert!(
        matches!(
            c.verdict,
            Verdict::Extra { index: 5 } | Verdict::Differs { index: 5, .. }
        ),
        "{c:?}"
    );
}

/// A Dumb7Fill log whose flood, one bit off, reads as the flood before it
/// printed again: the step it stood for is left out, and the next flood
/// stands for it, so the log agrees (found by the proptest above).
#[test]
fn a_flood_printed_again_then_left_out_agrees() {
    let setup = Setup {
        algorithm: Algorithm::Dumb7,
        sources: Bitboard(0x7422_0a80_0200_0060),
        targets: Bitboard::EMPTY,
        blockers: Bitboard(!0xfd7f_effc_f7f6_b4bf),
        ..Setup::seed_example()
    };
    let values = fill_values(&setup.trace());
    let floods: Vec<u64> = values
        .iter()
        .filter(|v| v.name == "flood")
        .map(|v| v.value.0)
        .collect();
    // The fourth flood again in place of the fifth, which the sixth then
    // stands for.
    assert!(floods.len() >= 6, "{floods:x?}");
    let mut text = String::new();
    for v in &values {
        let value = if v.name == "flood" && v.value.0 == floods[4] {
            floods[3]
        } else {
            v.value.0
        };
        text += &format!("{} = {value:#x}\n", v.name);
    }
    let c = check(&read(&text, Mapping::A1B1).frames, &blank(Algorithm::Dumb7));
    assert_eq!(c.verdict, Verdict::Agree, "{text}");
}

/// Set-wise rook attacks from e4, blocked on e3 and e7: the right result.
const ROOK_E4: u64 = 0x0010_1010_ef10_0000;

/// A wrong value that matches none of its register's values is set against
/// the one the log's order points to: logged once, after the inputs, it is
/// the routine's result. It was set against whichever was nearer, here the
/// empty `attacks` of frame 1 ("it is not the fill's attacks at frame 1
/// (0x0000000000000000)").
#[test]
fn a_wrong_result_is_set_against_the_fill_s_result() {
    let setup = blank(Algorithm::Attacks);
    let text =
        "sliders = 0x10000000\noccupied = 0x0010000000100000\nattacks = 0x000000000000ff00\n";
    let c = check(&read(text, Mapping::A1B1).frames, &setup);
    let Verdict::Differs {
        index, expected, ..
    } = &c.verdict
    else {
        panic!("{c:?}")
    };
    let fill = c.setup.trace();
    assert_eq!(*index, 2);
    assert_eq!(expected.value.0, ROOK_E4);
    assert_eq!(expected.frame, fill.frames.len() - 1);
    // The right result agrees, in `0x` or `%llu`'s decimal.
    for text in [
        text.replace("0x000000000000ff00", "0x00101010ef100000"),
        "sliders = 268435456\noccupied = 4503599628419072\nattacks = 4521264543694848\n".into(),
    ] {
        let c = check(&read(&text, Mapping::A1B1).frames, &setup);
        assert_eq!(c.verdict, Verdict::Agree, "{text}");
    }
    // A wrong value the log prints its register again after is a step:
    // set against the next value (`flood = gen`), however near the last
    // (0xf0000000) it is.
    let setup = east(Algorithm::Dumb7);
    let text = "gen = 0x10000000\npro = 0xffffefffffbdffff\nflood = 0xe0000000\n\
                flood = 0x70000000\nflood = 0xf0000000\n";
    let c = check(&read(text, Mapping::A1B1).frames, &setup);
    let Verdict::Differs {
        index, expected, ..
    } = &c.verdict
    else {
        panic!("{c:?}")
    };
    assert_eq!((*index, expected.value.0), (2, 0x1000_0000));
}

/// gdb's `finish` (`Value returned is $3 = ...`) names the routine's
/// result `return`: checked against the fill's result register, the last
/// frame's (`attacks`). It named `$3`, which no fill has ("has nothing to
/// match"). The arguments gdb prints on `Run till exit` give the board.
#[test]
fn a_debugger_s_return_value_is_checked_as_the_result() {
    let setup = blank(Algorithm::Attacks);
    let session = "(gdb) finish\n\
                   Run till exit from #0  slider_attacks (sliders=268435456, occupied=4503599628419072) at attacks.c:12\n\
                   0x0000555555555189 in main () at main.c:30\n\
                   30\t  U64 a = slider_attacks(sliders, occupied);\n\
                   Value returned is $3 = 4521264543694848\n";
    let log = read(session, Mapping::A1B1);
    assert_eq!(log.frames[2].name.as_deref(), Some("return"));
    let c = check(&log.frames, &setup);
    assert_eq!((c.inputs, c.verdict), (2, Verdict::Agree), "{log:?}");
    // A wrong result parts from the fill's result.
    let wrong = session.replace("4521264543694848", "4521264543694849");
    let c = check(&read(&wrong, Mapping::A1B1).frames, &setup);
    let Verdict::Differs {
        index,
        expected,
        logged,
    } = &c.verdict
    else {
        panic!("{c:?}")
    };
    assert_eq!((*index, expected.name.as_str()), (2, "attacks"));
    assert_eq!(expected.value.0, ROOK_E4);
    assert_eq!(*logged ^ expected.value, Square::A1.into());
}

/// One way a log printed from a fill's own run is altered
/// ([`compare_puts_a_differing_value_beside_the_check_s_expected_frame`]).
/// Each index picks a value after the inputs (or, for `DropInput`, an
/// input).
#[derive(Clone, Debug)]
enum Edit {
    /// One bit of a value flipped.
    Flip(prop::sample::Index, u8),
    /// A value replaced by another, any other.
    Set(prop::sample::Index, u64),
    /// A value left out.
    Drop(prop::sample::Index),
    /// A value printed twice.
    Repeat(prop::sample::Index),
    /// A value printed without its name.
    Nameless(prop::sample::Index),
    /// Every register's final value printed again at the end, as a log
    /// prints the result after the routine returned.
    Finals,
    /// Only the registers' final values printed, in place of the steps.
    OnlyFinals,
    /// The last value named `return`, as a debugger's `finish` prints it.
    Return,
    /// An input left out: the fill runs with that mark of the blank board.
    DropInput(prop::sample::Index),
}

fn edit() -> impl Strategy<Value = Edit> {
    use prop::sample::Index;
    prop_oneof![
        3 => (any::<Index>(), 0u8..64).prop_map(|(i, b)| Edit::Flip(i, b)),
        2 => (any::<Index>(), any::<u64>()).prop_map(|(i, v)| Edit::Set(i, v)),
        2 => any::<Index>().prop_map(Edit::Drop),
        2 => any::<Index>().prop_map(Edit::Repeat),
        2 => any::<Index>().prop_map(Edit::Nameless),
        1 => Just(Edit::Finals),
        1 => Just(Edit::OnlyFinals),
        1 => Just(Edit::Return),
        1 => any::<Index>().prop_map(Edit::DropInput),
    ]
}

/// `edit` applied to `frames`, whose first `inputs` values are the inputs;
/// the new number of inputs.
fn apply(edit: &Edit, frames: &mut Vec<LogFrame>, inputs: usize) -> usize {
    use std::collections::HashMap;
    let body = frames.len() - inputs;
    let at = |i: &prop::sample::Index| inputs + i.index(body);
    match edit {
        Edit::DropInput(i) if inputs > 0 => {
            frames.remove(i.index(inputs));
            return inputs - 1;
        }
        _ if body == 0 => {}
        Edit::Flip(i, b) => frames[at(i)].value.0 ^= 1 << b,
        Edit::Set(i, v) => frames[at(i)].value = Bitboard(*v),
        Edit::Drop(i) => {
            frames.remove(at(i));
        }
        Edit::Repeat(i) => frames.insert(at(i), frames[at(i)].clone()),
        Edit::Nameless(i) => frames[at(i)].name = None,
        Edit::Finals | Edit::OnlyFinals => {
            let mut order: Vec<Option<String>> = Vec::new();
            let mut last: HashMap<Option<String>, Bitboard> = HashMap::new();
            for f in &frames[inputs..] {
                if !order.contains(&f.name) {
                    order.push(f.name.clone());
                }
                last.insert(f.name.clone(), f.value);
            }
            if matches!(edit, Edit::OnlyFinals) {
                frames.truncate(inputs);
            }
            frames.extend(order.into_iter().map(|name| LogFrame {
                value: last[&name],
                name,
            }));
        }
        Edit::Return => frames.last_mut().expect("a value").name = Some("return".into()),
        Edit::DropInput(_) => {}
    }
    inputs
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Compare's line-up of a log ([`fillscope_core::compare::by_log`])
    /// matches the log's values as the Log tab's check does: where the
    /// check finds value `index` parting from the fill's value at frame
    /// `expected.frame`, Compare shows that value beside that frame; a
    /// value with nothing left to match stands beside the last frame; and
    /// where the check agrees, Compare finds no value after the inputs
    /// that differs from A's register beside it.
    /// The logs are printed from a fill's own run on a random board (its
    /// inputs, then every value it takes) and then altered.
    #[test]
    fn compare_puts_a_differing_value_beside_the_check_s_expected_frame(
        alg in prop::sample::select(Algorithm::ALL.to_vec()),
        step in prop::sample::select(fillscope_core::Step::ALL.to_vec()),
        direction in prop::sample::select(fillscope_core::Direction::ALL.to_vec()),
        piece in prop::sample::select(fillscope_core::Piece::ALL.to_vec()),
        (sources, targets) in (common::few_squares(), common::few_squares()),
        blockers in prop_oneof![common::board(), common::few_squares()],
        (side_c, side_d) in (common::few_squares(), common::few_squares()),
        walls in common::walls(),
        with_walls in any::<bool>(),
        edits in prop::collection::vec(edit(), 0..4),
    ) {
        let setup = Setup {
            algorithm: alg, step, direction, piece, sources, targets, blockers, walls,
            side_c, side_d, white: sources, black: targets,
        };
        // The inputs, and the fill's values after them as a log prints
        // each assignment.
        let mut frames: Vec<LogFrame> = Vec::new();
        let named = |name: &str, value| LogFrame { name: Some(name.into()), value };
        if with_walls && setup.walls_used().is_some() {
            frames.push(named("wn", walls.north));
            frames.push(named("we", walls.east));
        }
        let names = setup.register_names();
        for n in &names {
            frames.push(named(n, setup.register(n).expect("an input")));
        }
        let mut inputs = frames.len();
        let trace_on_board = setup.trace();
        frames.extend(
            fill_values(&trace_on_board)
                .into_iter()
                .filter(|v| !(v.frame == 0 && names.contains(&v.name.as_str())))
                .map(|v| named(&v.name, v.value)),
        );
        for e in &edits {
            inputs = apply(e, &mut frames, inputs);
        }
        let blank = Setup {
            sources: Bitboard::EMPTY,
            targets: Bitboard::EMPTY,
            blockers: Bitboard::EMPTY,
            walls: fillscope_core::bfs::Walls::NONE,
            side_c: Bitboard::EMPTY,
            side_d: Bitboard::EMPTY,
            white: Bitboard::EMPTY,
            black: Bitboard::EMPTY,
            ..setup
        };
        let c = check(&frames, &blank);
        let a = c.setup.trace();
        prop_assume!(!a.frames.is_empty());
        let log = Log { frames, ..Log::default() };
        let pairs = by_log(&a, &trace(&log, Some(&c)));
        prop_assert_eq!(pairs.len(), log.frames.len());
        prop_assert!(pairs.iter().enumerate().all(|(j, p)| p.1 == j), "{:?}", pairs);
        match &c.verdict {
            Verdict::Differs { index, expected, .. } => {
                prop_assert_eq!(pairs[*index].0, expected.frame, "{:?}", c);
            }
            Verdict::Extra { index } | Verdict::Unknown { index } => {
                prop_assert_eq!(pairs[*index].0, a.frames.len() - 1, "{:?}", c);
            }
            // Every value after the inputs agrees: each stands beside a
            // frame where A's register of its name (the result, for
            // `return`) shows it, so Compare finds no difference there;
            // and the inputs are A's board as given, though A's first
            // frame may have changed one already (`sq1 &= path`).
            Verdict::Agree | Verdict::Short { .. } => {
                let b = trace(&log, Some(&c));
                let given = given_on(&c.setup, &a, &b);
                prop_assert_eq!(log_difference(&a, &b, &pairs, &given), None, "{:?}", pairs);
            }
        }
    }
}

/// Which of the log's first values (`log`, a log's trace) the board
/// `setup`, run A's, has as given: setting it there, as the check does,
/// changes nothing.
fn given_on(setup: &Setup, a: &fillscope_core::Trace, log: &fillscope_core::Trace) -> Vec<bool> {
    log_given(a, log, |name, value| {
        let mut set = setup.clone();
        set_input(&mut set, name, value);
        set == *setup
    })
}

/// Westcott's first line, `sq1 &= path`, drops a source off the path: the
/// log gives `sq1` as the caller passed it (e4 and b2, b2 blocked), then
/// the forward layers as the routine prints them (the seed's, worked by
/// hand, without b2: `asp[3]`'s rank 2 is 0x80, not 0x82). The check
/// agrees; Compare, its run A on the same board, showed A's `sq1` at frame
/// 0 (e4 alone) against the log's and named it the first difference. The
/// inputs are the board, as the check reads them: no difference. On
/// another board the inputs it does not have still differ.
#[test]
fn compare_finds_no_difference_in_an_input_the_first_frame_changes() {
    let text = "sq1 = 0x10000200\nsq2 = 0x8000000000000001\npath = 0xfffffffffffffdff\n\
                asp[1] = 0x0000003828380000\nasp[2] = 0x00007c4444447c00\n\
                asp[3] = 0x00fe8282828280fe\nasp[4] = 0xff01010101010101\n";
    let log = read(text, Mapping::A1B1);
    let seed = Setup::seed_example();
    let c = check(&log.frames, &seed);
    assert!(matches!(c.verdict, Verdict::Short { .. }), "{c:?}");
    assert_eq!((c.inputs, c.agreed), (3, 4));
    let a = c.setup.trace();
    assert_eq!(a.frames[0].get("sq1"), Some(Square::E4.into()));
    let b = trace(&log, Some(&c));
    let pairs = by_log(&a, &b);
    let given = given_on(&c.setup, &a, &b);
    assert_eq!(given, vec![true; 3]);
    assert_eq!(log_difference(&a, &b, &pairs, &given), None, "{pairs:?}");
    // Run A on the seed board, which has no blocker on b2: its `sq1` and
    // `path` are not the log's, and `sq1` differs first.
    let other = seed.trace();
    let pairs = by_log(&other, &b);
    let given = given_on(&seed, &other, &b);
    assert_eq!(given, vec![false, true, false]);
    assert_eq!(
        log_difference(&other, &b, &pairs, &given),
        Some((0, Some("sq1")))
    );
}

/// A value the log names `value` is a value of that name, which Westcott's
/// fill never has: the check calls it unknown, and Compare puts it beside
/// A's last frame and names it as the difference, as it does any name A
/// lacks. Compare read it as nameless (the name the log's frames gave a
/// nameless value), matched it with `asp[0]`, which it equals, and found
/// no difference. A nameless value is still matched in order.
#[test]
fn a_value_named_value_keeps_its_name_in_compare() {
    let seed = Setup::seed_example();
    let inputs = "sq1 = 0x10000000\nsq2 = 0x8000000000000001\npath = 0xffffffffffffffff\n";
    let log = read(&format!("{inputs}value = 0x10000000\n"), Mapping::A1B1);
    assert_eq!(log.frames[3].name.as_deref(), Some("value"));
    let c = check(&log.frames, &seed);
    assert_eq!(c.verdict, Verdict::Unknown { index: 3 });
    let a = c.setup.trace();
    let b = trace(&log, Some(&c));
    assert_eq!(b.frames[3].registers[0].name, "value");
    let pairs = by_log(&a, &b);
    assert_eq!(pairs[3], (a.frames.len() - 1, 3));
    let given = given_on(&c.setup, &a, &b);
    assert_eq!(
        log_difference(&a, &b, &pairs, &given),
        Some((3, Some("value")))
    );
    // Without a name: `asp[0]`, the fill's next value, in frame 1.
    let log = read(&format!("{inputs}0x10000000\n"), Mapping::A1B1);
    assert_eq!(log.frames[3].name, None);
    let c = check(&log.frames, &seed);
    assert!(matches!(c.verdict, Verdict::Short { .. }), "{c:?}");
    let b = trace(&log, Some(&c));
    let pairs = by_log(&a, &b);
    assert_eq!(pairs[3], (1, 3));
    assert_eq!(log_difference(&a, &b, &pairs, &given), None);
}

/// Squares connected from a source off the path: the routine's first line
/// (`sq1 &= path`) empties `sq1`, so its first frame shows an empty source,
/// not the a1 the log gave. A nameless value after the inputs is the next
/// value the log has not matched, that `sq1` of frame 0 (`sq2` and `path`
/// are as given); the check finds it wrong there, and Compare shows it
/// beside frame 0. Compare put it beside frame 1 (`temp`), as it matched
/// the log's `sq1 = 0x1` with the fill's empty `sq1` in place of reading it
/// as the board.
#[test]
fn compare_shows_a_value_beside_an_emptied_source() {
    let setup = Setup {
        algorithm: Algorithm::Connected,
        sources: Square::A1.into(),
        targets: Square::H8.into(),
        blockers: Square::A1.into(),
        ..Setup::seed_example()
    };
    let text = "sq1 = 0x1\nsq2 = 0x8000000000000000\npath = 0xfffffffffffffffe\n0x1\n";
    let log = read(text, Mapping::A1B1);
    let c = check(&log.frames, &setup);
    assert_eq!(c.inputs, 3);
    let a = c.setup.trace();
    assert_eq!(a.frames[0].get("sq1"), Some(Bitboard::EMPTY));
    let Verdict::Differs {
        index,
        expected,
        logged,
    } = &c.verdict
    else {
        panic!("{c:?}")
    };
    assert_eq!(
        (*index, expected.name.as_str(), expected.frame),
        (3, "sq1", 0)
    );
    assert_eq!(
        (expected.value, *logged),
        (Bitboard::EMPTY, Square::A1.into())
    );
    let pairs = by_log(&a, &trace(&log, Some(&c)));
    // The inputs beside frame 0, where the fill has sq2 and path as
    // given (sq1 it never has as given), and the wrong value there too.
    assert_eq!(pairs, vec![(0, 0), (0, 1), (0, 2), (0, 3)]);
}

/// Compare reads a debugger's `return` as the Log tab does, as the fill's
/// result (`attacks`): beside the frame where A's attacks take that value,
/// and no difference there. It went beside A's last frame as a name A
/// never has, and was called a difference there.
#[test]
fn compare_reads_a_debugger_s_return_value_as_the_result() {
    let setup = blank(Algorithm::Attacks);
    let session = "(gdb) finish\n\
                   Run till exit from #0  slider_attacks (sliders=268435456, occupied=4503599628419072) at attacks.c:12\n\
                   Value returned is $3 = 4521264543694848\n";
    let log = read(session, Mapping::A1B1);
    let c = check(&log.frames, &setup);
    assert_eq!((c.inputs, c.verdict.clone()), (2, Verdict::Agree));
    let a = c.setup.trace();
    let b = trace(&log, Some(&c));
    let pairs = by_log(&a, &b);
    let first = a
        .frames
        .iter()
        .position(|f| f.get("attacks") == Some(Bitboard(ROOK_E4)))
        .expect("the fill's attacks");
    assert_eq!(pairs, vec![(0, 0), (0, 1), (first, 2)]);
    assert_eq!(log_difference(&a, &b, &pairs, &[]), None);
}

/// A value printed again after its register left the frames (a sliding
/// step's `ray`, gone once its loop ends) stands beside the last frame
/// that shows it, not beside the frame the log has reached, where A has
/// no `ray` (Compare called it a difference there).
#[test]
fn a_value_printed_again_stands_where_the_fill_still_shows_it() {
    // a1 to b1 by rook slides, c1 blocked: `ray` ends empty at frame 4,
    // shows it again at frame 5, and is gone from frame 6 on.
    let setup = Setup {
        step: fillscope_core::Step::RookSlide,
        sources: Square::A1.into(),
        targets: Square::B1.into(),
        blockers: Square::C1.into(),
        ..blank(Algorithm::Westcott)
    };
    let a = setup.trace();
    assert_eq!(a.frames[5].get("ray"), Some(Bitboard::EMPTY));
    assert_eq!(a.frames[6].get("ray"), None);
    let text = "sq1 = 0x1\nsq2 = 0x2\npath = 0xfffffffffffffffb\nasp[0] = 0x1\n\
                ray = 0x0101010101010100\nray = 0x2\nray = 0x0\n\
                sq1 = 0x0101010101010103\ntemp = 0x1\nray = 0x0\n";
    let log = read(text, Mapping::A1B1);
    let c = check(&log.frames, &setup);
    assert_eq!(c.agreed, 7);
    assert!(
        matches!(&c.verdict, Verdict::Short { next } if next.name == "temp"),
        "{c:?}"
    );
    let b = trace(&log, Some(&c));
    let pairs = by_log(&a, &b);
    // The log has reached frame 6 with `temp` (sq1's value there is its
    // last, which tells nothing of where a log is).
    assert_eq!(pairs[8], (6, 8));
    assert_eq!(pairs[9], (5, 9));
    assert_eq!(log_difference(&a, &b, &pairs, &[]), None);
}

/// A small C routine that keeps its fill in a struct: Dumb7Fill's east
/// attacks, `flood` a field. `{field}` is how it reaches the field (`s->`
/// through a pointer, `s.` on a struct of its own) and `{param}`, `{arg}`
/// how it takes the struct. It prints each value as `printf("%s %#llx")`
/// does, its name then its value; `-DWRAP` leaves the notA guard out.
const STRUCT_FILL: &str = r#"#include <stdio.h>
typedef unsigned long long U64;
#define NOT_A 0xfefefefefefefefeULL
struct fill { U64 flood; };
static U64 east_attacks(U64 gen, U64 pro, struct fill {param}s) {
    printf("gen %#018llx\npro %#018llx\n", gen, pro);
#ifndef WRAP
    pro &= NOT_A;
#endif
    s{field}flood = gen;
    for (int cycle = 0; cycle < 7; cycle++) {
        gen = (gen << 1) & pro;
        s{field}flood |= gen;
        printf("s{field}flood %#018llx\n", s{field}flood);
    }
    U64 attacks = (s{field}flood << 1) & NOT_A;
    printf("attacks %#018llx\n", attacks);
    return attacks;
}
int main(void) {
    struct fill s = { 0 };
    east_attacks(1ULL << 28, 0xffffefffffbdffffULL, {arg}s);
    return 0;
}
"#;

/// What [`STRUCT_FILL`] prints, compiled by gcc, reaching its field with
/// `field` (`->` or `.`), with `-DWRAP` when `wrap`; `None` without gcc.
fn struct_fill_log(field: &str, wrap: bool) -> Option<String> {
    use std::process::Command;
    let (param, arg) = if field == "->" { ("*", "&") } else { ("", "") };
    let src = STRUCT_FILL
        .replace("{field}", field)
        .replace("{param}", param)
        .replace("{arg}", arg);
    let dir = std::env::temp_dir().join(format!("fillscope-struct-fill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let name = format!(
        "fill{}{}",
        if field == "->" { "_arrow" } else { "_dot" },
        u8::from(wrap)
    );
    let c = dir.join(format!("{name}.c"));
    let exe = dir.join(name);
    std::fs::write(&c, src).ok()?;
    let mut gcc = Command::new("gcc");
    gcc.args(["-std=c99", "-O0", "-o"]).arg(&exe).arg(&c);
    if wrap {
        gcc.arg("-DWRAP");
    }
    if !gcc.status().ok()?.success() {
        return None;
    }
    let out = Command::new(&exe).output();
    // The source and the program are not kept.
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8(out.ok()?.stdout).ok()
}

/// A struct's field reached through a pointer (`s->flood`, as gdb's `p
/// s->flood` and `printf("s->flood %llx")` name it) stands for its
/// register as `s.flood` does: the check of the C routine above finds
/// the same with either, agreeing when it guards the a-file and parting
/// where it wraps to a5 when it does not. Before, `s->flood` named a
/// register the fill never has. Compare's difference reads it so too.
#[test]
fn a_field_through_a_pointer_stands_for_its_register() {
    let setup = east(Algorithm::Dumb7);
    let outcome = |text: &str| {
        let log = read(text, Mapping::A1B1);
        assert!(log.skipped.is_empty(), "{:?}", log.skipped);
        let c = check(&log.frames, &setup);
        let b = trace(&log, Some(&c));
        let a = c.setup.trace();
        let pairs = by_log(&a, &b);
        let given = log_given(&a, &b, |_, _| true);
        let differs = log_difference(&a, &b, &pairs, &given).map(|(k, _)| k);
        (c.inputs, c.agreed, c.verdict, differs)
    };
    // The log as the routine prints it, worked by hand (gdb's print of the
    // pointer's field, then the same through `printf`).
    let by_hand = "(gdb) p gen\n$1 = 0x10000000\n(gdb) p pro\n$2 = 0xffffefffffbdffff\n\
                   (gdb) p s->flood\n$3 = 0x30000000\n(gdb) p s->flood\n$4 = 0x70000000\n\
                   s->flood 0xf0000000\nattacks 0xe0000000\n";
    let arrow = outcome(by_hand);
    assert_eq!(arrow, outcome(&by_hand.replace("s->", "s.")));
    assert_eq!((arrow.0, &arrow.2), (2, &Verdict::Agree), "{arrow:?}");
    // f4 left out of the second flood: wrong at that value (index 3).
    let wrong = by_hand.replace("$4 = 0x70000000", "$4 = 0x60000000");
    let arrow = outcome(&wrong);
    assert_eq!(arrow, outcome(&wrong.replace("s->", "s.")));
    assert!(
        matches!(arrow.2, Verdict::Differs { index: 3, .. }),
        "{arrow:?}"
    );
    assert_eq!(arrow.3, Some(3));
    // The routine itself, compiled by gcc where there is one.
    for wrap in [false, true] {
        let (Some(arrow_log), Some(dot_log)) =
            (struct_fill_log("->", wrap), struct_fill_log(".", wrap))
        else {
            eprintln!("gcc could not be run: the routine's own log is not checked");
            return;
        };
        assert!(arrow_log.contains("s->flood 0x"), "{arrow_log}");
        assert_eq!(arrow_log.replace("s->", "s."), dot_log);
        let (arrow, dot) = (outcome(&arrow_log), outcome(&dot_log));
        assert_eq!(arrow, dot, "{arrow_log}");
        if wrap {
            // gen wraps to a5 (bit 32) at the fourth cycle, where the
            // fill's flood has stopped: the fourth flood (index 5, after
            // gen and pro) is one more than the fill has.
            assert!(
                matches!(arrow.2, Verdict::Extra { index: 5 }),
                "{arrow:?}\n{arrow_log}"
            );
        } else {
            assert_eq!(arrow.2, Verdict::Agree, "{arrow_log}");
        }
    }
}

/// A struct's fields give the board as plain names do (`s.sq1`, `s->sq2`,
/// `st.path` set `sq1`, `sq2` and `path`), as `s->flood` was already
/// checked as `flood`; Compare reads them as the board's inputs too.
/// Before, only plain names were inputs: the check read no input, ran
/// the fill on the board it was given and called `s.sq1` unknown. The
/// values are the seed's forward pass (worked by hand, [`SEED_FORWARD`]).
#[test]
fn a_struct_s_fields_give_the_board() {
    let text = SEED_FORWARD
        .replacen("sq1 =", "s.sq1 =", 1)
        .replacen("sq2 =", "s->sq2 =", 1)
        .replacen("path =", "st.path =", 1);
    let log = read(&text, Mapping::A1B1);
    let c = check(&log.frames, &blank(Algorithm::Westcott));
    assert_eq!((c.inputs, c.agreed), (3, 4), "{c:?}");
    assert_eq!(c.setup.sources, Square::E4.into());
    assert_eq!(c.setup.targets, Square::A1 | Square::H8);
    assert!(matches!(c.verdict, Verdict::Short { .. }), "{c:?}");
    // The same as with the plain names.
    let plain = check(
        &read(SEED_FORWARD, Mapping::A1B1).frames,
        &blank(Algorithm::Westcott),
    );
    assert_eq!(
        (plain.setup, plain.verdict),
        (c.setup.clone(), c.verdict.clone())
    );
    // Compare: the fields are the board's inputs, as given, no difference.
    let a = c.setup.trace();
    let b = trace(&log, Some(&c));
    let given = given_on(&c.setup, &a, &b);
    assert_eq!(given, vec![true; 3]);
    assert_eq!(log_difference(&a, &b, &by_log(&a, &b), &given), None);
}
