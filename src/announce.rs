//! What the live regions say: the Play tab's frame ("Frame 9 of 13.
//! Backward step: asp\[3\] keeps the squares one step nearer sq2. asp\[3\]: b1,
//! b2, g7, h7.") and the Compare mode's pair of frames. Plain Rust, so
//! `cargo test` checks the words; the components only show them.
//!
//! A frame's caption names the register its step sets (`asp[3] keeps
//! ...`, `asp[4] = sq2 & sq1`, `gen |= ...`, `sq1 grows by ...`), so the
//! frame is said with that register's squares, read from the frame's own
//! registers. The squares newly painted on the board are not a register's:
//! in Westcott's backward pass the fill of `sq2` paints new squares while
//! the kept `asp[3]` shrinks. Each algorithm is read the same way, from its
//! captions and its registers' roles, with no per-algorithm code.

use std::fmt::Write;

use fillscope_core::{Direction, Role};

use crate::cells::Spot;
use crate::film::{Film, Named};
use crate::quiz::SquareSet;

/// A list of up to this many squares names them all.
const WHOLE: u32 = 16;
/// How many squares a longer list names before "and N more".
const CUT: usize = 8;
/// A list of more squares than this says how many first.
const COUNTED: u32 = 4;

/// What the live region says at frame `k` (0-based) of `film`: its number,
/// its caption, and the squares of the register it sets (see
/// [`squares_said`]).
#[must_use]
pub fn frame_said(film: &Film, k: usize) -> String {
    let n = film.len();
    let Some(caption) = film.caption(k) else {
        return format!("No frames ({n}).");
    };
    let mut out = format!(
        "Frame {} of {n}. {}.",
        k + 1,
        spoken(caption.trim_end_matches('.'))
    );
    // The first frame shows the board as the user marked it: nothing to add.
    if let Some(j) = k.checked_sub(1) {
        let squares = squares_said(
            caption,
            &film.sets(k),
            &film.sets(j),
            k + 1 == n,
            film.side(),
        );
        if !squares.is_empty() {
            out.push(' ');
            out.push_str(&squares);
        }
    }
    out
}

/// What the Compare mode's live region says at pair `k` (0-based) of `n`:
/// each run's caption as a sentence of its own ("no frame" where a run has
/// none), then the difference.
#[must_use]
pub fn pair_said(k: usize, n: usize, captions: [Option<&str>; 2], difference: &str) -> String {
    let [a, b] = captions.map(|c| spoken(c.map_or("no frame", |c| c.trim_end_matches('.'))));
    format!("Pair {} of {n}. A: {a}. B: {b}. {difference}", k + 1)
}

/// A caption as a screen reader should hear it: each of the seeds'
/// direction names that stands as a word (`nort`, `soEa`) in words
/// ("north", "south-east"). The page shows, and the command line writes,
/// the captions as they are.
#[must_use]
pub fn spoken(caption: &str) -> String {
    let mut out = String::new();
    let mut rest = caption;
    loop {
        let end = rest
            .bytes()
            .position(|b| !(b.is_ascii_alphanumeric() || b == b'_'))
            .unwrap_or(rest.len());
        let (word, tail) = rest.split_at(end);
        out += Direction::ALL
            .iter()
            .find(|d| d.name() == word)
            .map_or(word, |d| d.spoken());
        let Some(c) = tail.chars().next() else {
            return out;
        };
        out.push(c);
        rest = &tail[c.len_utf8()..];
    }
}

/// The squares said with a frame (not the first) whose caption is
/// `caption`, whose registers are `now` and whose previous frame's are
/// `before`; `last` for a run's last frame; `side` is the board's (8 or 9).
/// Empty when there is nothing to add.
///
/// The caption names registers (`asp[3]`), or a family of numbered
/// registers by its common name (`asp`, every `asp[k]` together). The
/// register said is the first the caption names that the frame sets: one
/// it changed, or the one the frame's `asp[i]` alias (the layer the step
/// works on) repeats, as in the backward pass's last step, which keeps
/// `asp[0]` as it was. (Captions name the register a step sets before the
/// others: `asp[4] = sq2 & sq1`, `asp[3] keeps the squares one step nearer
/// sq2`.) On the last frame, failing that, the first it names that holds
/// an answer (a result, or layers, such as `asp` where all shortest paths
/// run), but not an empty one (Voronoi's `ties +0`: "ties: none" told a
/// listener nothing). A caption naming none of these has the registers the frame
/// changed in the frontier role said (the newest squares reached), else
/// those in a result role. A register that grew says what it adds ("sq1
/// adds d3, e3."); any other, its squares ("`asp[3]`: b1, b2, g7, h7.").
#[must_use]
pub fn squares_said(
    caption: &str,
    now: &[Named],
    before: &[Named],
    last: bool,
    side: u8,
) -> String {
    let was = |name: &str| before.iter().find(|p| p.name == name).map(|p| p.set);
    // The register to say: (rank of the rule that picks it, where the
    // caption names it, name, squares, squares before).
    let mut best: Option<(u8, usize, &str, SquareSet, Option<SquareSet>)> = None;
    let mut consider = |rank: u8, at: usize, name, set, was| {
        if best.is_none_or(|b| (rank, at) < (b.0, b.1)) {
            best = Some((rank, at, name, set, was));
        }
    };
    for r in now.iter().filter(|r| !alias(r)) {
        let family = family(r.name);
        let answers = last && (answer(r.role) || matches!(r.role, Role::Layer(_)));
        if let Some(at) = find(caption, r.name) {
            let was = was(r.name);
            // The alias repeats the layer the step works on.
            let repeated = now
                .iter()
                .any(|a| alias(a) && self::family(a.name) == family && a.set == r.set);
            if was != Some(r.set) || repeated {
                consider(0, at, r.name, r.set, was);
            } else if answers && !r.set.is_empty() {
                consider(1, at, r.name, r.set, was);
            }
        }
        // On the last frame, a family of layers named as one: `asp`, every
        // `asp[k]` together (but the alias).
        if let Some(f) = family.filter(|_| answers) {
            if let Some(at) = find(caption, f) {
                let set = now
                    .iter()
                    .filter(|x| !alias(x) && self::family(x.name) == family)
                    .fold(SquareSet::EMPTY, |s, x| s | x.set);
                consider(1, at, f, set, None);
            }
        }
    }
    let mut out = String::new();
    if let Some((_, _, name, set, was)) = best {
        describe(&mut out, name, set, was, side);
        return out;
    }
    // Nothing named: the newest squares, else the answers, the frame changed.
    for pick in [|r: Role| r == Role::Frontier, answer] {
        for r in now {
            let was = was(r.name);
            if pick(r.role) && !r.set.is_empty() && was != Some(r.set) {
                if !out.is_empty() {
                    out.push(' ');
                }
                describe(&mut out, r.name, r.set, was, side);
            }
        }
        if !out.is_empty() {
            break;
        }
    }
    out
}

/// Whether `r` is the `asp[i]` alias, which repeats a numbered layer.
fn alias(r: &Named) -> bool {
    r.name.ends_with("[i]")
}

/// The family of a numbered register's name: `asp` for `asp[3]`.
fn family(name: &str) -> Option<&str> {
    name.bytes()
        .position(|b| b == b'[')
        .and_then(|at| name.get(..at))
}

/// Whether a register in `role` holds a fill's answer.
fn answer(role: Role) -> bool {
    matches!(
        role,
        Role::Result | Role::ResultB | Role::ResultC | Role::ResultD | Role::Tie
    )
}

/// Writes "name adds X." for a register that grew, else "name: X.".
fn describe(out: &mut String, name: &str, set: SquareSet, before: Option<SquareSet>, side: u8) {
    out.push_str(name);
    match before {
        Some(b) if !b.is_empty() && b != set && (b - set).is_empty() => {
            out.push_str(" adds ");
            list(out, set - b, side);
        }
        _ => {
            out.push_str(": ");
            list(out, set, side);
        }
    }
    out.push('.');
}

/// Writes the squares of `set`, a1 first: "none", "b1, b2", "15 squares:
/// a1, ..., h8", or past [`WHOLE`] squares "47 squares: a1, ... and 39
/// more".
fn list(out: &mut String, set: SquareSet, side: u8) {
    let n = set.count();
    if n == 0 {
        out.push_str("none");
        return;
    }
    if n > COUNTED {
        let _ = write!(out, "{n} squares: ");
    }
    let shown = if n > WHOLE { CUT } else { WHOLE as usize };
    // The squares' bits, lowest (a1) first (a loop that costs the page's
    // first load less than `SquareSet::spots`).
    let mut bits = set.0;
    for i in 0..shown {
        if bits == 0 {
            break;
        }
        let bit = bits.trailing_zeros() as u8;
        bits &= bits - 1;
        if i > 0 {
            out.push_str(", ");
        }
        let spot = Spot {
            file: bit % side,
            rank: bit / side,
        };
        out.push_str(&spot.name());
    }
    if n > WHOLE {
        let _ = write!(out, " and {} more", n as usize - CUT);
    }
}

/// Whether a byte can be part of a name.
fn word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Where `caption` first names `name` as a whole name (not `path` in
/// `paths`, nor the family `asp` in `asp[3]`). Names of one letter are
/// left out: Voronoi's `a` is also the article of "a square" (the pawn
/// fills' `b` is the frontier, said as one). Names are ASCII, so bytes are
/// compared, which keeps the page's first load free of a string searcher.
fn find(caption: &str, name: &str) -> Option<usize> {
    let (text, n) = (caption.as_bytes(), name.len());
    // The byte at `i`; past the end, a full stop.
    let at = |i: usize| text.get(i).copied().unwrap_or(b'.');
    if n < 2 {
        return None;
    }
    (0..text.len()).find(|&i| {
        text.get(i..i + n) == Some(name.as_bytes())
            && (i == 0 || !word(at(i - 1)))
            && !word(at(i + n))
            && at(i + n) != b'['
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Algorithm, Setup};
    use fillscope_core::{Direction, Piece, Step};
    use std::rc::Rc;

    /// The Play tab's film of `setup`.
    fn film(setup: &Setup) -> Film {
        Film::from(Rc::new(setup.trace()))
    }

    /// What frame `k` of `f` says after its caption.
    fn squares_at(f: &Film, k: usize) -> String {
        let said = frame_said(f, k);
        let caption = format!(
            "Frame {} of {}. {}.",
            k + 1,
            f.len(),
            spoken(f.caption(k).unwrap().trim_end_matches('.'))
        );
        let rest = said.strip_prefix(&caption).expect(&said);
        rest.strip_prefix(' ').unwrap_or(rest).to_string()
    }

    /// The seed example (e4 to a1 and h8, king steps), the tester's link
    /// `?alg=westcott&src=0x10000000&tgt=0x8000000000000001`, worked by
    /// hand from the registers of its trace.
    #[test]
    fn direction_names_are_said_in_words() {
        assert_eq!(
            spoken("Cycle 2: gen moves one step soEa into pro"),
            "Cycle 2: gen moves one step south-east into pro"
        );
        assert_eq!(
            spoken("a step noWe, then nort; sout east soWe noEa west"),
            "a step north-west, then north; south east south-west north-east west"
        );
        // Only whole words: a function's name, a register's, a title's.
        assert_eq!(
            spoken("nort_fill(white) northern Westcott soEa2"),
            "nort_fill(white) northern Westcott soEa2"
        );
        assert_eq!(spoken(""), "");
        // Compare's pair: each run's caption.
        assert_eq!(
            pair_said(0, 3, [Some("gen moves one step sout."), None], "Both."),
            "Pair 1 of 3. A: gen moves one step south. B: no frame. Both."
        );
    }

    #[test]
    fn westcott_says_the_register_each_frame_sets() {
        let f = film(&Setup::seed_example());
        assert_eq!(f.len(), 13);
        // Frame 3: the frontier asp[1], the eight squares around e4.
        assert_eq!(
            squares_at(&f, 2),
            "asp[1]: 8 squares: d3, e3, f3, d4, f4, d5, e5, f5."
        );
        // Frame 7: sq1 meets sq2, nothing set.
        assert_eq!(squares_at(&f, 6), "");
        // Frame 8: asp[4] = sq2 & sq1.
        assert_eq!(squares_at(&f, 7), "asp[4]: a1, h8.");
        // Frame 9: asp[3] = 0x00c0000000000202, not the squares the
        // backward fill of sq2 paints (a2, g8, ...).
        let nine = frame_said(&f, 8);
        assert_eq!(
            nine,
            "Frame 9 of 13. Backward step: asp[3] keeps the squares one step nearer sq2. \
             asp[3]: b1, b2, g7, h7."
        );
        assert!(!nine.contains("a2") && !nine.contains("g8"), "{nine}");
        // Frames 10 to 12: asp[2] = 0x0000600000040400, asp[1] =
        // 0x0000003008080000, asp[0] = e4.
        assert_eq!(squares_at(&f, 9), "asp[2]: c2, c3, f6, g6.");
        assert_eq!(squares_at(&f, 10), "asp[1]: d3, d4, e5, f5.");
        assert_eq!(squares_at(&f, 11), "asp[0]: e4.");
        // The last frame: every asp[k] together, the squares of the paths.
        assert_eq!(
            frame_said(&f, 12),
            "Frame 13 of 13. return 5: 4 moves, all shortest paths in asp. asp: 15 squares: \
             a1, b1, b2, c2, c3, d3, d4, e4, e5, f5, f6, g6, g7, h7, h8."
        );
        // The first frame shows the board as marked: its caption alone.
        assert_eq!(
            frame_said(&f, 0),
            "Frame 1 of 13. Drop the squares of sq1 and sq2 that are not in path."
        );
        assert_eq!(frame_said(&f, 13), "No frames (13).");
    }

    #[test]
    fn other_fills_say_their_own_registers() {
        let seed = Setup::seed_example();
        // Moshammer: `asp[3] &= fill(asp[4]) & path` keeps b1, b2, g7, h7.
        let m = film(&seed.example(Algorithm::Moshammer));
        assert_eq!(m.caption(6), Some("asp[3] &= fill(asp[4]) & path"));
        assert_eq!(squares_at(&m, 6), "asp[3]: b1, b2, g7, h7.");
        // Its last frame says the paths' squares, as Westcott's does.
        assert_eq!(
            frame_said(&m, m.len() - 1),
            "Frame 11 of 11. return 4: all shortest paths in asp. asp: 15 squares: \
             a1, b1, b2, c2, c3, d3, d4, e4, e5, f5, f6, g6, g7, h7, h8."
        );
        // Squares connected: sq1 grows by the eight squares around e4.
        let c = film(&seed.example(Algorithm::Connected));
        assert_eq!(
            squares_at(&c, 1),
            "sq1 adds 8 squares: d3, e3, f3, d4, f4, d5, e5, f5."
        );
        // Dumb7Fill, the article's south fill from a8, d7 and f4: gen
        // moves one step south; the last frame's attack set, the occluded
        // fill (a8-a3, d7-d5, f4-f3) one step further south.
        let d = film(&seed.example(Algorithm::Dumb7));
        assert_eq!(squares_at(&d, 1), "gen: f3, d6, a7.");
        assert_eq!(
            squares_at(&d, d.len() - 1),
            "attacks: 11 squares: a2, f2, a3, f3, a4, d4, a5, d5, a6, d6, a7."
        );
        // Set-wise attacks: the second ray adds to what the first found.
        let a = film(&Setup {
            algorithm: Algorithm::Attacks,
            piece: Piece::Rook,
            sources: "a1".parse::<fillscope_core::Square>().unwrap().into(),
            blockers: fillscope_core::Bitboard::EMPTY,
            ..seed
        });
        assert_eq!(a.caption(1), Some("attacks |= nort attacks (7 squares)"));
        // The shown caption keeps the seeds' `nort`; a listener hears
        // "north".
        assert!(
            frame_said(&a, 1).starts_with("Frame 2 of 5. attacks |= north attacks (7 squares). "),
            "{}",
            frame_said(&a, 1)
        );
        assert_eq!(
            squares_at(&a, 1),
            "attacks: 7 squares: a2, a3, a4, a5, a6, a7, a8."
        );
        assert_eq!(
            squares_at(&a, 2),
            "attacks adds 7 squares: b1, c1, d1, e1, f1, g1, h1."
        );
        // Voronoi from e1 and e8, d8|e8 walled: each side's new squares.
        let v = film(&seed.example(Algorithm::Voronoi));
        assert_eq!(squares_at(&v, 1), "cur_a: d1, f1, e2. cur_b: e7, f8.");
        // Its last step adds nothing and it has no ties: the caption
        // alone, not "ties: none".
        assert_eq!(
            frame_said(&v, v.len() - 1),
            "Frame 12 of 12. Step 11: A +0, B +0, ties +0."
        );
        // BFS: the frontier cur; Reach: the ply the caption names.
        let b = film(&seed.example(Algorithm::Bfs));
        assert_eq!(squares_at(&b, 1), "cur: d1, f1, e2.");
        let r = film(&seed.example(Algorithm::Reach));
        assert_eq!(
            squares_at(&r, 1),
            "ply[1]: 8 squares: d3, e3, f3, d4, f4, d5, e5, f5."
        );
    }

    /// [`list`] into a string of its own.
    fn list(set: SquareSet, side: u8) -> String {
        let mut out = String::new();
        super::list(&mut out, set, side);
        out
    }

    #[test]
    fn long_lists_are_cut_with_their_count() {
        let all = SquareSet(u128::from(u64::MAX));
        assert_eq!(
            list(all, 8),
            "64 squares: a1, b1, c1, d1, e1, f1, g1, h1 and 56 more"
        );
        assert_eq!(list(SquareSet::EMPTY, 8), "none");
        assert_eq!(list(SquareSet(0b1011), 8), "a1, b1, d1");
        let sixteen = SquareSet(0xffff);
        assert!(list(sixteen, 8).starts_with("16 squares: a1,"));
        assert!(list(sixteen, 8).ends_with(", h2"));
        assert!(list(SquareSet(0x1ffff), 8).ends_with("h1 and 9 more"));
        // The 9x9 board names its own squares.
        assert_eq!(list(SquareSet(1 << 8 | 1 << 80), 9), "i1, i9");
    }

    #[test]
    fn names_are_found_whole() {
        assert_eq!(find("all shortest paths in asp", "path"), None);
        assert_eq!(find("all shortest paths in asp", "asp"), Some(22));
        assert_eq!(find("asp[3] keeps", "asp"), None);
        assert_eq!(find("asp[3] keeps", "asp[3]"), Some(0));
        assert_eq!(find("x: asp[4] = sq2 & sq1", "sq2"), Some(12));
        assert_eq!(find("x: asp[4] = sq2 & sq1", "asp[4]"), Some(3));
        assert_eq!(find("fill(asp[0]) & path", "asp[0]"), Some(5));
        assert_eq!(find("w_front_fill (47 squares)", "front_fill"), None);
        assert_eq!(find("a square in both is a tie", "a"), None);
        assert_eq!(find("b |= b << 8", "b"), None);
    }

    #[test]
    fn compare_says_each_caption_as_a_sentence() {
        assert_eq!(
            pair_said(
                1,
                9,
                [Some("Drop the squares not in path"), Some("asp[0] = sq1.")],
                "asp: only in A 0 (none)."
            ),
            "Pair 2 of 9. A: Drop the squares not in path. B: asp[0] = sq1. asp: only in A 0 (none)."
        );
        assert_eq!(
            pair_said(0, 1, [Some("x"), None], "d"),
            "Pair 1 of 1. A: x. B: no frame. d"
        );
    }

    /// The claims an announcement makes, checked against the frames: each
    /// "name: X" lists the squares of that register (or family) in this
    /// frame, each "name adds X" the squares it gained since the last.
    fn check_claims(f: &Film, k: usize) {
        let said = squares_at(f, k);
        let side = f.side();
        let now = f.sets(k);
        let before = k.checked_sub(1).map(|j| f.sets(j)).unwrap_or_default();
        // A register's squares, or a family's (`asp`: every `asp[k]`).
        let set_of = |regs: &[Named], name: &str| -> Option<SquareSet> {
            if let Some(r) = regs.iter().find(|r| r.name == name) {
                return Some(r.set);
            }
            let members: Vec<_> = regs
                .iter()
                .filter(|r| r.name.starts_with(&format!("{name}[")) && !r.name.ends_with("[i]"))
                .collect();
            (!members.is_empty()).then(|| members.iter().fold(SquareSet::EMPTY, |s, r| s | r.set))
        };
        let Some(body) = said.strip_suffix('.') else {
            assert!(said.is_empty(), "{said}");
            return;
        };
        for claim in body.split(". ") {
            let (name, squares, want) = if let Some((name, rest)) = claim.split_once(" adds ") {
                let was = set_of(&before, name).expect(name);
                let is = set_of(&now, name).expect(name);
                assert_eq!(was - is, SquareSet::EMPTY, "{claim}: it grew");
                (name, rest, is - was)
            } else {
                let (name, rest) = claim.split_once(": ").expect(claim);
                // "none" only of a register the frame emptied or names
                // first: one that was empty already tells nothing.
                if rest == "none" {
                    let was = set_of(&before, name);
                    assert_ne!(was, Some(SquareSet::EMPTY), "frame {k}: {said}");
                }
                (name, rest, set_of(&now, name).expect(name))
            };
            assert!(!name.is_empty());
            let names: Vec<String> = want.spots(side).map(|s| s.name()).collect();
            let n = names.len();
            let expect = if n == 0 {
                "none".to_string()
            } else if n > WHOLE as usize {
                format!(
                    "{n} squares: {} and {} more",
                    names[..CUT].join(", "),
                    n - CUT
                )
            } else if n > COUNTED as usize {
                format!("{n} squares: {}", names.join(", "))
            } else {
                names.join(", ")
            };
            assert_eq!(squares, expect, "frame {k} of {:?}: {said}", f.algorithm());
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
        /// On random boards of every fill and option, every frame's
        /// announcement is true of the frame's registers.
        #[test]
        fn every_claim_is_true_of_the_frame(
            alg in 0..Algorithm::ALL.len(),
            step in 0..Step::ALL.len(),
            dir in 0..Direction::ALL.len(),
            piece in 0..Piece::ALL.len(),
            src in proptest::prelude::any::<u64>(),
            tgt in proptest::prelude::any::<u64>(),
            blockers in proptest::prelude::any::<u64>(),
            sparse in proptest::prelude::any::<u64>(),
        ) {
            use fillscope_core::Bitboard;
            let setup = Setup {
                algorithm: Algorithm::ALL[alg],
                step: Step::ALL[step],
                direction: Direction::ALL[dir],
                piece: Piece::ALL[piece],
                sources: Bitboard(src & sparse & (sparse >> 7)),
                targets: Bitboard(tgt & sparse.rotate_left(13) & (sparse >> 3)),
                blockers: Bitboard(blockers & sparse.rotate_left(29)),
                white: Bitboard(src & 0x00ff_ffff_ffff_ff00 & sparse),
                black: Bitboard(tgt & 0x00ff_ffff_ffff_ff00 & !sparse),
                ..Setup::seed_example()
            };
            let f = film(&setup);
            for k in 0..f.len() {
                check_claims(&f, k);
            }
            // Paths found ("return N: ... all shortest paths in asp"): the
            // last frame says their squares, in Moshammer's routine as in
            // Westcott's (check_claims has checked that they are asp's).
            let last = f.len() - 1;
            let caption = f.caption(last).unwrap();
            if matches!(setup.algorithm, Algorithm::Westcott | Algorithm::Moshammer)
                && caption.starts_with("return ")
            {
                let said = squares_at(&f, last);
                assert!(said.starts_with("asp: "), "{caption}: {said}");
            }
        }
    }

    /// Every fill's Seed example: every frame's claims are true, and a
    /// frame (but the first, which says its caption alone) whose caption
    /// opens by setting a register (`asp[4] = ...`, `attacks |= ...`) that
    /// it changes says that register.
    #[test]
    fn every_example_frame_is_true_and_says_what_it_sets() {
        let seed = Setup::seed_example();
        let mut seen = 0;
        for alg in Algorithm::ALL {
            for step in [Step::King, Step::QueenSlide] {
                let f = film(&Setup {
                    step,
                    ..seed.example(alg)
                });
                for k in 0..f.len() {
                    check_claims(&f, k);
                    let caption = f.caption(k).unwrap();
                    let before = k.checked_sub(1).map(|j| f.sets(j)).unwrap_or_default();
                    let opens = f.sets(k).into_iter().filter(|_| k > 0).find(|r| {
                        ["=", "|=", "&="]
                            .iter()
                            .any(|op| caption.starts_with(&format!("{} {op} ", r.name)))
                            && !before.iter().any(|b| b.name == r.name && b.set == r.set)
                    });
                    if let Some(r) = opens {
                        let said = squares_at(&f, k);
                        assert!(said.starts_with(r.name), "{caption}: {said}");
                        seen += 1;
                    }
                }
            }
        }
        // Moshammer, Kogge-Stone, attacks, BFS and Reach open so.
        assert!(seen > 20, "{seen}");
    }

    #[cfg(feature = "nine")]
    #[test]
    fn the_nine_board_names_its_squares() {
        use crate::nine_board::Marks9;
        use fillscope_core::nine::Square9;
        let marks = Marks9 {
            sources: "a1".parse::<Square9>().unwrap().into(),
            targets: "i9".parse::<Square9>().unwrap().into(),
            ..Marks9::default()
        };
        let f = Film::from(Rc::new(marks.trace(Algorithm::Bfs).unwrap()));
        assert_eq!(squares_at(&f, 1), "cur: b1, a2.");
        for k in 0..f.len() {
            check_claims(&f, k);
        }
        // Step 8 reaches the diagonal from i1 to a9.
        assert_eq!(
            squares_at(&f, 8),
            "cur: 9 squares: i1, h2, g3, f4, e5, d6, c7, b8, a9."
        );
    }
}
