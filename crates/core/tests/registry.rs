//! The registry against everything keyed off it: each algorithm's listing,
//! trace, inputs and untraced answer agree, on the seed board and on
//! random ones. An algorithm added to [`Algorithm::ALL`] but not handled
//! somewhere fails here.

use fillscope_core::bfs::Walls;
use fillscope_core::trace::Outcome;
use fillscope_core::{code, Algorithm, Bitboard, Choice, Direction, Piece, Setup, Square, Step};
use proptest::prelude::*;

fn setup_strategy() -> impl Strategy<Value = Setup> {
    (
        prop::sample::select(Algorithm::ALL.to_vec()),
        prop::sample::select(Step::ALL.to_vec()),
        prop::sample::select(Direction::ALL.to_vec()),
        prop::sample::select(Piece::ALL.to_vec()),
        prop::array::uniform5(prop_oneof![
            Just(0u64),
            any::<u64>().prop_map(|x| x & x.rotate_left(23)),
            any::<u64>().prop_map(|x| x & x.rotate_left(11) & x.rotate_left(37)),
            any::<u64>(),
        ]),
    )
        .prop_map(|(algorithm, step, direction, piece, b)| Setup {
            algorithm,
            step,
            direction,
            piece,
            sources: Bitboard(b[0] & !b[2]),
            targets: Bitboard(b[1] & !b[2]),
            blockers: Bitboard(b[2]),
            walls: Walls {
                north: Bitboard(b[3]),
                east: Bitboard(b[4]),
            },
            side_c: Bitboard(b[3] & !b[2] & !b[0]),
            side_d: Bitboard(b[4] & b[1].rotate_left(9)),
            white: Bitboard(b[0] & 0x00ff_ffff_ffff_ff00),
            black: Bitboard(b[1] & !b[0] & 0x00ff_ffff_ffff_ff00),
        })
}

#[test]
fn every_algorithm_has_a_listing_a_title_and_its_own_trace_id() {
    assert_eq!(code::ALGORITHMS.len(), Algorithm::ALL.len());
    for (a, id) in Algorithm::ALL.into_iter().zip(code::ALGORITHMS) {
        assert_eq!(a.id(), id);
        assert_eq!(code::listing(id), Some(a.listing()));
        assert_eq!(code::title(id), Some(a.title()));
        assert!(a.listing().lines().count() > 3, "{a}: a listing");
        let t = Setup {
            algorithm: a,
            ..Setup::seed_example()
        }
        .trace();
        assert_eq!(t.algorithm, a.id(), "{a}: the trace names its algorithm");
    }
}

/// Every input, the further marks (Voronoi's sides C and D, the pawns)
/// placed too: they are then in the listing of the trace they make.
#[test]
fn every_input_is_named_in_the_listing_and_the_trace() {
    for a in Algorithm::ALL {
        let setup = Setup {
            algorithm: a,
            side_c: Square::D5.into(),
            side_d: Square::H1.into(),
            white: Square::E4.into(),
            black: Square::D6.into(),
            ..Setup::seed_example()
        };
        let t = setup.trace();
        let listing = code::listing(&t.algorithm).expect("listing");
        let first = &t.frames[0];
        for name in setup.register_names() {
            let word = |w: &str| w == name;
            assert!(
                listing
                    .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                    .any(word),
                "{a}: input {name} is not in its listing"
            );
            assert!(
                first.get(name).is_some(),
                "{a}: input {name} is not a register of its first frame"
            );
        }
        assert_eq!(
            a.inputs().takes(Choice::Method),
            a.method().is_some(),
            "{a}: the Method option is offered exactly by the occluded fills"
        );
    }
}

/// The lines that begin a step (for lining up two runs) are lines of the
/// listing that the seed board's trace passes through more than once.
#[test]
fn step_lines_are_in_the_listing_and_the_trace() {
    for a in Algorithm::ALL {
        let Some(stages) = a.stages() else { continue };
        let listing = code::listing(a.id()).expect("listing");
        let trace = Setup {
            algorithm: a,
            ..Setup::seed_example()
        }
        .trace();
        for &line in stages.lines {
            assert!(
                usize::from(line) <= listing.lines().count(),
                "{a:?} line {line}"
            );
            let hits = trace.frames.iter().filter(|f| f.line == line).count();
            assert!(hits >= 1, "{a:?}: no frame on step line {line}");
        }
        let steps = trace
            .frames
            .iter()
            .filter(|f| stages.lines.contains(&f.line))
            .count();
        assert!(steps >= 2, "{a:?}: {steps} steps");
    }
}

#[test]
fn the_menu_has_one_entry_per_link_id() {
    let menu = Algorithm::menu();
    for a in Algorithm::ALL {
        assert_eq!(
            menu.iter().filter(|m| m.link_id() == a.link_id()).count(),
            1,
            "{a}"
        );
        assert_eq!(
            menu.iter()
                .find(|m| m.link_id() == a.link_id())
                .map(|m| m.menu_label()),
            Some(a.menu_label())
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// The traced and the untraced run end the same way, every frame's
    /// line is a line of the listing, and an input register's first value
    /// is what the setup says it is.
    #[test]
    fn traced_and_untraced_runs_agree(setup in setup_strategy()) {
        let t = setup.trace();
        prop_assert_eq!(&t.outcome, &setup.answer());
        let lines = code::listing(&t.algorithm).expect("listing").lines().count();
        prop_assert!(!t.frames.is_empty());
        for f in &t.frames {
            prop_assert!(f.line >= 1 && usize::from(f.line) <= lines, "line {} of {}", f.line, lines);
        }
        // A fill that ends with a number says what it counts; one that
        // ends with a set says nothing of numbers.
        for f in &t.frames {
            prop_assert!(singular_counts_agree(&f.caption), "{}", f.caption);
        }
        let says = setup.algorithm.returns().is_some();
        match t.outcome {
            Outcome::Returned { .. } | Outcome::Bool { .. } => prop_assert!(says, "{:?}", setup.algorithm),
            Outcome::Bitboard { .. } => prop_assert!(!says, "{:?}", setup.algorithm),
            Outcome::NeverTerminates { .. } => {}
            // Only the user's code stops.
            Outcome::Stopped { .. } => prop_assert!(false, "{:?} stopped", setup.algorithm),
        }
    }
}

/// Whether `caption` counts one thing as one: no "1 squares", "1 moves"...
fn singular_counts_agree(caption: &str) -> bool {
    const NOUNS: [&str; 6] = ["square", "move", "step", "layer", "ray", "bit"];
    let b = caption.as_bytes();
    caption.match_indices('1').all(|(at, _)| {
        let alone = at == 0 || !b[at - 1].is_ascii_digit();
        let rest = &caption[at + 1..];
        !alone
            || !NOUNS.iter().any(|n| {
                rest.strip_prefix(' ')
                    .and_then(|r| r.strip_prefix(n))
                    .is_some_and(|r| r.starts_with('s'))
            })
    })
}

/// Every fill on a corridor of three squares, where each frontier is one
/// square: its captions say "1 square", not "1 squares".
#[test]
fn one_square_is_one_square_in_every_caption() {
    assert!(!singular_counts_agree("Step 1: 1 squares"));
    assert!(!singular_counts_agree("after 1 moves"));
    assert!(singular_counts_agree(
        "Step 1: 11 squares, 21 moves, 1 square"
    ));
    let corridor = Square::A1 | Square::A2 | Square::A3;
    for algorithm in Algorithm::ALL {
        for step in Step::ALL {
            let setup = Setup {
                algorithm,
                step,
                sources: Square::A1.into(),
                targets: Square::A3.into(),
                blockers: !corridor,
                ..Setup::default()
            };
            for f in &setup.trace().frames {
                assert!(
                    singular_counts_agree(&f.caption),
                    "{algorithm:?} {step:?}: {}",
                    f.caption
                );
            }
        }
    }
}

/// What each paths routine's number counts, said against the seed
/// example's numbers: four moves from e4 to a1 and h8, five layers.
#[test]
fn the_paths_routines_numbers_are_described_as_they_count() {
    let number = |algorithm| match (Setup {
        algorithm,
        ..Setup::seed_example()
    })
    .answer()
    {
        Outcome::Returned { value } => value,
        other => panic!("{algorithm}: {other:?}"),
    };
    assert_eq!(number(Algorithm::Westcott), 5);
    let westcott = Algorithm::Westcott.returns().expect("a number");
    assert!(westcott.contains("layers") && westcott.contains("the moves plus one"));
    assert_eq!(number(Algorithm::Moshammer), 4);
    let moshammer = Algorithm::Moshammer.returns().expect("a number");
    assert!(moshammer.contains("moves") && !moshammer.contains("plus one"));
}
