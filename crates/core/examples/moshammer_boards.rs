//! Prints the boards of `docs/moshammer.md`: for each difference between
//! Westcott's all-shortest-paths routine and Moshammer's variant, the
//! inputs and both routines' layers, drawn with `render::grid`.
//!
//! Run with `cargo run -p fillscope-core --example moshammer_boards`.

use fillscope_core::{paths, render, Bitboard, Square, Step};

/// One worked case: a title, the inputs, and the step kind.
struct Case {
    title: &'static str,
    sq1: Bitboard,
    sq2: Bitboard,
    path: Bitboard,
}

fn cases() -> Vec<Case> {
    let rank1 = Bitboard::RANK_1;
    vec![
        Case {
            title: "1. The seed board: e4 to a1 or h8",
            sq1: Square::E4.into(),
            sq2: Square::A1 | Square::H8,
            path: Bitboard::ALL,
        },
        Case {
            title: "2. sq1 already meets sq2",
            sq1: Square::E4.into(),
            sq2: Square::E4 | Square::H8,
            path: Bitboard::ALL,
        },
        Case {
            title: "3. The last layer is all of sq2",
            sq1: Square::E4.into(),
            sq2: Square::A1 | Square::H1 | Square::H8,
            path: Bitboard::ALL,
        },
        Case {
            title: "4. A source off the path",
            sq1: Square::E4.into(),
            sq2: Square::H8.into(),
            path: !Bitboard::from(Square::E4),
        },
        Case {
            title: "5. A target off the path, another on it",
            sq1: Square::E4.into(),
            sq2: Square::A1 | Square::H8,
            path: !Bitboard::from(Square::H8),
        },
        Case {
            title: "6. Squares on no shortest path",
            sq1: Square::A1.into(),
            sq2: Square::H1 | Square::A2,
            path: rank1,
        },
        Case {
            title: "7. Never returns: region of two squares",
            sq1: Square::A1.into(),
            sq2: Square::H8.into(),
            path: Square::A1 | Square::B1 | Square::H8,
        },
        Case {
            title: "8. Returns 0: region all inside sq1",
            sq1: Square::A1 | Square::B1,
            sq2: Square::H8.into(),
            path: Square::A1 | Square::B1 | Square::H8,
        },
        Case {
            title: "9. Returns 0: region all next to an off-path sq1",
            sq1: Square::A1.into(),
            sq2: Square::H8.into(),
            path: Square::A2 | Square::B2 | Square::B1 | Square::H8,
        },
    ]
}

fn layers(prefix: &str, asp: &[Bitboard]) -> Vec<(String, Bitboard)> {
    asp.iter()
        .enumerate()
        .map(|(k, &b)| (format!("{prefix} asp[{k}]"), b))
        .collect()
}

fn draw(boards: &[(String, Bitboard)]) -> String {
    let refs: Vec<(&str, Bitboard)> = boards.iter().map(|(s, b)| (s.as_str(), *b)).collect();
    render::grid(&refs, 5)
}

fn main() {
    let step = Step::King;
    for c in cases() {
        println!("### {}\n", c.title);
        println!("```text");
        print!(
            "{}",
            render::side_by_side(&[("path", c.path), ("sq1", c.sq1), ("sq2", c.sq2)])
        );
        let w = paths::westcott(c.sq1, c.sq2, c.path, step);
        let m = paths::moshammer(c.sq1, c.sq2, c.path, step);
        println!("\nWestcott: return {}", w.ret);
        if !w.layers().is_empty() {
            print!("{}", draw(&layers("W", w.layers())));
        }
        if m.terminates {
            println!("\nMoshammer: return {}", m.ret);
            print!("{}", draw(&layers("M", m.layers())));
        } else {
            let (a, b) = m.cycle.unwrap_or((0, 0));
            println!("\nMoshammer: never returns (frontier {a} comes back at {b})");
            let (_, trace) = paths::moshammer_traced(c.sq1, c.sq2, c.path, step);
            let fronts: Vec<(String, Bitboard)> = trace
                .frames
                .iter()
                .take(5)
                .enumerate()
                .map(|(k, f)| (format!("M asp[{k}]"), f.get("asp[i]").unwrap_or(c.sq1)))
                .collect();
            print!("{}", draw(&fronts));
            println!("...");
        }
        println!("```\n");
    }
}
