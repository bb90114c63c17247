//! Two runs side by side: Dumb7Fill's cycles 1, 2-3 and 4-7 line up with
//! Kogge-Stone's doubling steps 1, 2 and 3 and both end on the same set
//! in every direction; Westcott's and Moshammer's routines line up by
//! forward iteration, and where they part ways the first differing frame
//! is named.

mod common;

use fillscope_core::compare::{align, answer, by_index, first_difference};
use fillscope_core::{Algorithm, Bitboard, Direction, Setup, Square, Step, Trace};
use proptest::prelude::*;

fn run(setup: &Setup, algorithm: Algorithm) -> Trace {
    Setup {
        algorithm,
        ..setup.clone()
    }
    .trace()
}

/// How many frames up to and including `i` are on one of `lines`.
fn count(t: &Trace, i: usize, lines: &[u16]) -> usize {
    t.frames[..=i]
        .iter()
        .filter(|f| lines.contains(&f.line))
        .count()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn dumb7_and_kogge_stone_line_up_and_agree(
        gen in common::few_squares(),
        blockers in common::board(),
        dir in prop::sample::select(Direction::ALL.to_vec()),
    ) {
        let setup = Setup {
            sources: gen,
            blockers: blockers.minus(gen),
            direction: dir,
            ..Setup::seed_example()
        };
        let d = run(&setup, Algorithm::Dumb7);
        let k = run(&setup, Algorithm::KoggeStone);
        // The same final set, and nothing differs.
        prop_assert_eq!(answer(&d), answer(&k));
        prop_assert_eq!(d.frames.last().unwrap().get("attacks"), k.frames.last().unwrap().get("attacks"));
        let pairs = align(&d, Algorithm::Dumb7, &k, Algorithm::KoggeStone);
        prop_assert_eq!(first_difference(&d, &k, &pairs, None), None);
        // Every frame of both is shown, in order (a run holds its frame
        // while the other shows more of the same step).
        for side in [0, 1] {
            let mut shown: Vec<usize> = pairs.iter().map(|p| if side == 0 { p.0 } else { p.1 }).collect();
            shown.dedup();
            let len = if side == 0 { d.frames.len() } else { k.frames.len() };
            prop_assert_eq!(shown, (0..len).collect::<Vec<_>>());
        }
        for &(i, j) in &pairs {
            let cycle = count(&d, i, &[5]);
            let step = count(&k, j, &[4, 6, 8]);
            if d.frames[i].line == 5 {
                // Cycle c with doubling step bit-length(c): 1; 2-3; 4-7.
                let want = usize::BITS - cycle.leading_zeros();
                prop_assert_eq!(step as u32, want, "cycle {}", cycle);
                // After cycles 1, 3 and 7 both have filled the same squares.
                if (cycle + 1).is_power_of_two() {
                    prop_assert_eq!(d.frames[i].get("flood"), k.frames[j].get("gen"));
                }
            }
        }
        // Both end on their attack sets together.
        prop_assert_eq!(*pairs.last().unwrap(), (d.frames.len() - 1, k.frames.len() - 1));
    }

    #[test]
    fn the_shortest_path_variants_line_up_by_forward_iteration(
        (sources, targets, blockers) in common::path_case(),
        step in common::step(),
    ) {
        let setup = Setup { sources, targets, blockers, step, ..Setup::seed_example() };
        let w = run(&setup, Algorithm::Westcott);
        let m = run(&setup, Algorithm::Moshammer);
        let pairs = align(&w, Algorithm::Westcott, &m, Algorithm::Moshammer);
        for (n, &(i, j)) in pairs.iter().enumerate() {
            // A new frame on both sides that begins a step on both sides.
            let fresh = n == 0 || (pairs[n - 1].0 != i && pairs[n - 1].1 != j);
            if fresh && w.frames[i].line == 11 && m.frames[j].line == 5 {
                prop_assert_eq!(count(&w, i, &[11]), count(&m, j, &[5]));
            }
        }
        // Both runs are shown whole and end together.
        for side in [0, 1] {
            let mut shown: Vec<usize> = pairs.iter().map(|p| if side == 0 { p.0 } else { p.1 }).collect();
            shown.dedup();
            let len = if side == 0 { w.frames.len() } else { m.frames.len() };
            prop_assert_eq!(shown, (0..len).collect::<Vec<_>>());
        }
        // The first difference named is a real one, and nothing before it
        // differs in a layer both frames hold.
        if let Some((at, name)) = first_difference(&w, &m, &pairs, None) {
            let (i, j) = pairs[at];
            match name {
                Some(n) => prop_assert_ne!(w.frames[i].get(n), m.frames[j].get(n)),
                None => prop_assert_ne!(answer(&w), answer(&m)),
            }
            for &(i, j) in &pairs[..at] {
                for r in &w.frames[i].registers {
                    if r.name.starts_with("asp[") && !r.name.contains("[i]") {
                        if let Some(v) = m.frames[j].get(&r.name) {
                            prop_assert_eq!(v, r.value);
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn moshammer_parts_from_westcott_on_the_corridor() {
    // docs/moshammer.md, case 6: a rank-1 corridor, a1 to a2 (off the
    // path) and h1. Moshammer's frontier 2 walks back onto a1; Westcott's
    // holds c1 alone.
    let setup = Setup {
        sources: Square::A1.into(),
        targets: Square::A2 | Square::H1,
        blockers: !Bitboard(0xff),
        step: Step::King,
        ..Setup::seed_example()
    };
    let w = run(&setup, Algorithm::Westcott);
    let m = run(&setup, Algorithm::Moshammer);
    let pairs = align(&w, Algorithm::Westcott, &m, Algorithm::Moshammer);
    let (at, name) = first_difference(&w, &m, &pairs, None).expect("they differ");
    let (i, j) = pairs[at];
    assert_eq!(name, Some("asp[2]"));
    assert_eq!(w.frames[i].get("asp[2]"), Some(Square::C1.into()));
    assert_eq!(m.frames[j].get("asp[2]"), Some(Square::A1 | Square::C1));
    // Named by the register the user picks, too.
    assert_eq!(
        first_difference(&w, &m, &pairs, Some("asp[2]")).map(|d| d.0),
        Some(at)
    );
    // The seed example: the same final layers, but Moshammer's second
    // frontier holds e4 again (it only excludes the frontier before it),
    // so the runs part at forward iteration 2.
    let seed = Setup::seed_example();
    let (w, m) = (
        run(&seed, Algorithm::Westcott),
        run(&seed, Algorithm::Moshammer),
    );
    assert_eq!(answer(&w), answer(&m));
    let pairs = align(&w, Algorithm::Westcott, &m, Algorithm::Moshammer);
    let (at, name) = first_difference(&w, &m, &pairs, None).expect("frontiers differ");
    let (i, j) = pairs[at];
    assert_eq!(name, Some("asp[2]"));
    assert_eq!((count(&w, i, &[11]), count(&m, j, &[5])), (2, 2));
    assert_eq!(
        m.frames[j].get("asp[2]").unwrap(),
        w.frames[i].get("asp[2]").unwrap().with(Square::E4)
    );
}

#[test]
fn runs_without_stages_pair_by_index() {
    let seed = Setup::seed_example();
    let a = run(&seed, Algorithm::Westcott);
    let b = run(&seed, Algorithm::Bfs);
    let pairs = align(&a, Algorithm::Westcott, &b, Algorithm::Bfs);
    let n = a.frames.len().max(b.frames.len());
    assert_eq!(pairs.len(), n);
    for (k, &(i, j)) in pairs.iter().enumerate() {
        assert_eq!(
            (i, j),
            (k.min(a.frames.len() - 1), k.min(b.frames.len() - 1))
        );
    }
}

/// A run with no frames (an empty log as run B) lines up with nothing, and
/// no pair is named as where the runs differ, though the answers do.
#[test]
fn a_run_with_no_frames_has_no_first_difference() {
    let a = run(&Setup::seed_example(), Algorithm::Westcott);
    let empty = Trace {
        frames: Vec::new(),
        ..a.clone()
    };
    assert_ne!(answer(&a), answer(&empty));
    for (x, y) in [(&a, &empty), (&empty, &a)] {
        let pairs = by_index(x, y);
        assert!(pairs.is_empty());
        assert_eq!(first_difference(x, y, &pairs, None), None);
    }
}

/// A frame holding `layers` as `asp[0]`, `asp[1]`, ... and `sq1`.
fn frame(sq1: u64, layers: &[u64]) -> fillscope_core::Frame {
    let mut registers = vec![fillscope_core::Register::new(
        "sq1",
        Bitboard(sq1),
        fillscope_core::Role::Frontier,
    )];
    for (k, &v) in layers.iter().enumerate() {
        registers.push(fillscope_core::Register::new(
            format!("asp[{k}]"),
            Bitboard(v),
            fillscope_core::Role::Layer(k as u16),
        ));
    }
    fillscope_core::Frame {
        caption: "".into(),
        line: 0,
        registers,
    }
}

fn trace(frames: Vec<fillscope_core::Frame>) -> Trace {
    Trace {
        algorithm: "t".into(),
        frames,
        outcome: fillscope_core::trace::Outcome::Returned { value: 0 },
    }
}

// A routine traced statement by statement (B) holds each of A's frames
// while its statements get there: B's frames go with the frame of A they
// have reached, and a B that gets every layer right departs nowhere,
// however many statements it takes between A's frames.
#[test]
fn statements_line_up_with_steps_by_their_values() {
    let a = trace(vec![
        frame(1, &[1]),
        frame(3, &[1, 2]),
        frame(7, &[1, 2, 4]),
    ]);
    // sq1 grows in two statements per step; each layer is set once.
    let b = trace(vec![
        frame(1, &[]),
        frame(1, &[1]),
        frame(3, &[1]),
        frame(2, &[1]),
        frame(2, &[1, 2]),
        frame(6, &[1, 2]),
        frame(4, &[1, 2]),
        frame(4, &[1, 2, 4]),
    ]);
    let pairs = fillscope_core::compare::by_values(&a, &b, None);
    assert_eq!(
        pairs,
        [
            (0, 0),
            (0, 1),
            (0, 2),
            (0, 3),
            (1, 4),
            (1, 5),
            (1, 6),
            (2, 7)
        ]
    );
    assert_eq!(
        fillscope_core::compare::first_departure(&a, &b, &pairs, None),
        None
    );
}

// A B that sets a layer wrong departs at the statement that set it, and
// the frames of A it never reaches follow beside its last frame.
#[test]
fn a_wrong_layer_departs_where_it_is_set() {
    let a = trace(vec![
        frame(1, &[1]),
        frame(3, &[1, 2]),
        frame(7, &[1, 2, 4]),
    ]);
    let b = trace(vec![
        frame(1, &[1]),
        frame(3, &[1]),
        frame(3, &[1, 3]),
        frame(3, &[1, 3, 4]),
    ]);
    let pairs = fillscope_core::compare::by_values(&a, &b, None);
    assert_eq!(pairs, [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (2, 3)]);
    assert_eq!(
        fillscope_core::compare::first_departure(&a, &b, &pairs, None),
        Some((2, Some("asp[1]")))
    );
    // Compared by one register, `sq1`: B never reaches A's second frame's.
    let by_sq1 = fillscope_core::compare::by_values(&a, &b, Some("sq1"));
    assert_eq!(
        fillscope_core::compare::first_departure(&a, &b, &by_sq1, Some("sq1")),
        Some((by_sq1.len() - 1, Some("sq1")))
    );
}

/// Numbers are compared only for one routine: Westcott's number of layers
/// and Moshammer's number of moves differ on the seed example though their
/// paths agree; two BFS runs that reach different squares at the same
/// distance return the same answer.
#[test]
fn answers_compare_numbers_only_for_one_routine() {
    use fillscope_core::compare::{answers_differ, returned};
    let seed = Setup::seed_example();
    let w = run(&seed, Algorithm::Westcott);
    let m = run(&seed, Algorithm::Moshammer);
    assert_ne!(returned(&w), returned(&m));
    assert_eq!(answer(&w), answer(&m));
    assert!(!answers_differ(&w, &m, false));
    assert!(answers_differ(&w, &m, true));
    // The BFS's distance from e4 to a1 or h8 is the same with b7 blocked,
    // though the BFS then reaches other squares on its last step.
    let bfs = Setup {
        algorithm: Algorithm::Bfs,
        ..seed.clone()
    };
    let open = bfs.trace();
    let blocked = Setup {
        blockers: Square::B7.into(),
        ..bfs
    }
    .trace();
    assert_eq!(returned(&open), returned(&blocked));
    assert_ne!(answer(&open), answer(&blocked));
    assert!(!answers_differ(&open, &blocked, true));
    assert!(answers_differ(&open, &blocked, false));
}

/// A log lined up with the fill as the Log tab checks it: each value beside
/// the frame where the fill's register of its name takes it, and the first
/// wrong value named at the frame the Log tab names.
#[test]
fn a_log_lines_up_where_the_log_tab_matches_its_values() {
    use fillscope_core::compare::{by_log, log_difference};
    use fillscope_core::log::{check, read, trace as log_trace, Mapping, Verdict};
    let seed = Setup::seed_example();
    let a = seed.trace();
    let text = "sq1 = 0x10000000\nsq2 = 0x8000000000000001\nasp[0] = 0x10000000\n\
                asp[1] = 0x3828380000\nasp[2] = 0x440000440000\n";
    let log = read(text, Mapping::A1B1);
    let c = check(&log.frames, &seed);
    let Verdict::Differs {
        index, expected, ..
    } = &c.verdict
    else {
        panic!("{:?}", c.verdict);
    };
    assert_eq!((*index, expected.name.as_str()), (4, "asp[2]"));
    let b = log_trace(&log, Some(&c));
    let pairs = by_log(&a, &b);
    assert_eq!(pairs.len(), 5);
    // The inputs stand beside frame 0, the layers where the fill sets them.
    assert_eq!(pairs[0], (0, 0));
    assert_eq!(pairs[4], (expected.frame, 4));
    assert_eq!(
        log_difference(&a, &b, &pairs, &[]),
        Some((4, Some("asp[2]")))
    );
    // The right values agree everywhere (the log stops early, no more).
    let right = text.replace("0x440000440000", &format!("{:#x}", expected.value.0));
    let log = read(&right, Mapping::A1B1);
    let c = check(&log.frames, &seed);
    assert!(
        matches!(c.verdict, Verdict::Short { .. }),
        "{:?}",
        c.verdict
    );
    let b = log_trace(&log, Some(&c));
    assert_eq!(log_difference(&a, &b, &by_log(&a, &b), &[]), None);
}

/// The Code tab's run of this `eastOccl` (each statement a frame, its sets
/// named as in the code: `gen` the frontier, `flood` the filled squares,
/// `pro` the mask) from `gen` with propagators `pro`, as
/// `CodeState::run_trace` makes it:
///
/// ```c
/// U64 eastOccl(U64 gen, U64 pro) {
///     U64 flood = gen;
///     pro &= 0xfefefefefefefefeULL;
///     gen = (gen << 1) & pro; flood |= gen;   // six times
///     flood |= (gen << 1) & pro;
///     return flood;
/// }
/// ```
fn east_occl_statements(gen: u64, pro: u64) -> Trace {
    use fillscope_core::{Frame, Register, Role};
    let mut frames = Vec::new();
    let (mut gen, mut pro) = (gen, pro);
    let mut flood = gen;
    let mut after = |line: u16, assigned: &str, gen: u64, pro: u64, flood: u64| {
        let role = |n: &str| {
            if n == assigned {
                Role::Frontier
            } else {
                Role::Info
            }
        };
        frames.push(Frame {
            caption: format!("Line {line} in eastOccl").into(),
            line,
            registers: vec![
                Register::new("gen", Bitboard(gen), role("gen")),
                Register::new("pro", Bitboard(pro), role("pro")),
                Register::new("flood", Bitboard(flood), role("flood")),
            ],
        });
    };
    after(3, "flood", gen, pro, flood);
    pro &= 0xfefe_fefe_fefe_fefe;
    after(4, "pro", gen, pro, flood);
    for k in 0..6 {
        gen = (gen << 1) & pro;
        after(5 + k, "gen", gen, pro, flood);
        flood |= gen;
        after(5 + k, "flood", gen, pro, flood);
    }
    flood |= (gen << 1) & pro;
    after(11, "flood", gen, pro, flood);
    after(12, "", gen, pro, flood);
    let last = frames.last_mut().expect("frames");
    last.registers
        .push(Register::new("return", Bitboard(flood), Role::Result));
    Trace {
        algorithm: "code".into(),
        frames,
        outcome: fillscope_core::trace::Outcome::Bitboard {
            value: Bitboard(flood),
        },
    }
}

/// An occluded fill has no layers: a routine beside it lines up by the
/// registers both runs name (`gen`, `flood`; not the inputs `pro` and the
/// attack frame's generators, which a routine may mask or keep as it
/// likes). Before, only layers were compared, so with none every frame of
/// B went with A's last frame (and the page said no layer was common).
#[test]
fn a_routine_lines_up_with_an_occluded_fill_by_its_registers() {
    let a = Setup {
        algorithm: Algorithm::Dumb7,
        direction: Direction::East,
        sources: Square::E4.into(),
        blockers: Bitboard::EMPTY,
        ..Setup::seed_example()
    }
    .trace();
    // A: flood = gen; cycles 1-7; the attacks.
    assert_eq!(a.frames.len(), 9);
    let b = east_occl_statements(1 << 28, u64::MAX);
    assert_eq!(b.frames.len(), 16);
    let pairs = fillscope_core::compare::by_values(&a, &b, None);
    assert_eq!(
        pairs,
        [
            // `flood = gen`, `pro &= ...`, cycle 1's `gen = ...`.
            (0, 0),
            (0, 1),
            (0, 2),
            // Cycle 1 ends at its `flood |= gen` (f4), cycle 2 (g4), 3 (h4).
            (1, 3),
            (1, 4),
            (2, 5),
            (2, 6),
            (3, 7),
            // Cycle 4's `gen = 0`: cycles 4 to 7 and the attack frame hold
            // B's gen and flood (the attack frame's flood only).
            (8, 8),
            (8, 9),
            (8, 10),
            (8, 11),
            (8, 12),
            (8, 13),
            (8, 14),
            (8, 15)
        ]
    );
    // Every register agrees; the answers differ (A's attacks, f4-h4,
    // against B's occluded fill, e4-h4), which is said at the last pair.
    assert_eq!(
        fillscope_core::compare::first_departure(&a, &b, &pairs, None),
        Some((15, None))
    );
    // Kogge-Stone's `gen` is the filled squares, not a frontier: B's cycle
    // 1 sets gen to f4 where A's next frame has e4-f4, and departs there.
    let ks = Setup {
        algorithm: Algorithm::KoggeStone,
        direction: Direction::East,
        sources: Square::E4.into(),
        blockers: Bitboard::EMPTY,
        ..Setup::seed_example()
    }
    .trace();
    let pairs = fillscope_core::compare::by_values(&ks, &b, None);
    assert_eq!(&pairs[..3], [(0, 0), (0, 1), (0, 2)]);
    assert_eq!(
        fillscope_core::compare::first_departure(&ks, &b, &pairs, None),
        Some((2, Some("gen")))
    );
}

/// `t` with its registers named otherwise: each base `x` as `x_b`.
fn renamed_copy(t: &Trace) -> Trace {
    use fillscope_core::compare::{bases, Run};
    let names: Vec<(String, String)> = bases(t)
        .into_iter()
        .map(|b| (b.to_string(), format!("{b}_b")))
        .collect();
    t.renamed(&names)
}

// B's names read as A's: `dist[3]` as `asp[3]`; a register of B's that
// already bears A's name is read with a prime, so no two take one name.
#[test]
fn b_names_are_read_as_a_names() {
    use fillscope_core::compare::{base, read_as};
    let names = [("dist", "asp"), ("attacks", "flood")];
    assert_eq!(base("asp[3]"), "asp");
    assert_eq!(base("flood"), "flood");
    assert_eq!(read_as("dist[3]", &names).as_deref(), Some("asp[3]"));
    assert_eq!(read_as("attacks", &names).as_deref(), Some("flood"));
    assert_eq!(read_as("asp[1]", &names).as_deref(), Some("asp'[1]"));
    assert_eq!(read_as("distance", &names), None);
    assert_eq!(read_as("gen", &names), None);
}

// An engine's BFS keeps Westcott's layers in `dist[]`: its `dist` is
// proposed as A's `asp`, and read so it lines up as Westcott's own
// trace. A `frontier` scalar never holds a layer's name and index.
#[test]
fn a_layered_run_named_otherwise_is_paired_back() {
    use fillscope_core::compare::{by_values, propose, Run};
    let a = Setup::seed_example().trace();
    let b = renamed_copy(&a);
    let p = propose(&a, &b);
    assert_eq!(p.len(), 1, "{p:?}");
    assert_eq!((p[0].a, &p[0].b[..]), ("asp", &["asp_b"][..]));
    let back = b.renamed(&[("asp_b", "asp")]);
    assert_eq!(by_values(&a, &back, None), by_values(&a, &a, None));
    // Nothing of B's holds A's values: nothing is proposed.
    let mut other = b.clone();
    for f in &mut other.frames {
        for r in &mut f.registers {
            r.value = Bitboard(r.value.0 ^ 1);
        }
    }
    assert!(propose(&a, &other).is_empty());
}

// Two of B's arrays hold the same layers: neither is picked, the tie is
// said.
#[test]
fn two_b_names_that_tie_are_both_offered() {
    use fillscope_core::compare::propose;
    let a = trace(vec![frame(1, &[1]), frame(3, &[1, 2])]);
    let mut b = renamed_copy(&a);
    for f in &mut b.frames {
        let copies: Vec<_> = f
            .registers
            .iter()
            .filter(|r| r.name.starts_with("asp_b"))
            .map(|r| {
                let mut c = r.clone();
                c.name = c.name.replace("asp_b", "layers").into();
                c
            })
            .collect();
        f.registers.extend(copies);
    }
    let p = propose(&a, &b);
    assert_eq!(p.len(), 1);
    assert_eq!(p[0].b, ["asp_b", "layers"]);
    assert_eq!(p[0].reached, 2);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    // The slow obvious reference: a copy of A's own run with every name
    // changed is paired back to A's names (a tie only with another base
    // that holds the same values all along), reaches every frame that
    // holds one, and read so lines up as A's own run does.
    #[test]
    fn a_renamed_copy_pairs_back_and_lines_up_as_the_original(
        gen in common::few_squares(),
        blockers in common::board(),
        target in common::square(),
        alg in prop::sample::select(vec![
            Algorithm::Westcott, Algorithm::Moshammer, Algorithm::Dumb7,
            Algorithm::KoggeStone, Algorithm::Rotate, Algorithm::Bfs,
        ]),
        step in common::step(),
    ) {
        use fillscope_core::compare::{by_values, compared_bases, first_departure, propose, Run};
        let setup = Setup {
            algorithm: alg,
            sources: gen,
            targets: Bitboard::from(target).minus(gen),
            blockers: blockers.minus(gen).minus(Bitboard::from(target)),
            step,
            ..Setup::seed_example()
        };
        let a = setup.trace();
        let b = renamed_copy(&a);
        let p = propose(&a, &b);
        let mut names: Vec<(String, String)> = Vec::new();
        let mut every_one = true;
        for base in compared_bases(&a) {
            let mine = format!("{base}_b");
            // The copy reaches every frame of A: something is proposed.
            let q = p.iter().find(|q| q.a == base);
            prop_assert!(q.is_some(), "{} unpaired: {:?}", base, p);
            let q = q.unwrap();
            prop_assert!(q.b.contains(&mine.as_str()), "{:?}", q);
            if let [one] = q.b[..] {
                prop_assert_eq!(one, mine.as_str());
                names.push((mine.clone(), base.to_string()));
            } else {
                every_one = false;
            }
        }
        if every_one {
            let back = b.renamed(&names);
            let pairs = by_values(&a, &back, None);
            prop_assert_eq!(&pairs, &by_values(&a, &a, None));
            prop_assert_eq!(first_departure(&a, &back, &pairs, None), first_departure(&a, &a, &by_values(&a, &a, None), None));
        }
    }
}
