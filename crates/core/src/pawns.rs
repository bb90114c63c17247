//! Pawn fills and spans, set-wise, as the Chess Programming Wiki defines
//! them: front and rear fills (the three-step Kogge-Stone file fills
//! `nort_fill` and `sout_fill`), spans (the fills without the pawns' own
//! squares), attack front spans, pawn attacks, passed pawns, open, closed
//! and half-open files, and outposts.
//!
//! ```
//! use fillscope_core::{pawns, Square};
//! let s = pawns::pawn_sets(Square::E4.into(), Square::D6.into());
//! assert!(s.w_front_spans.contains(Square::E8) && !s.w_front_spans.contains(Square::E4));
//! assert!(s.w_passed.is_empty()); // d6 watches e5 and beyond
//! ```

use alloc::borrow::Cow;

use crate::trace::{frame, Outcome, Recorder, Role};
use crate::{Bitboard, Trace, Tracer};

/// Where no pawn can stand: rank 1 and rank 8. A pawn starts on its second
/// rank, never moves back, and promotes on reaching the last. The fills
/// are plain set operations and run on pawns there too; a tool may warn.
pub const NO_PAWN_RANKS: Bitboard = Bitboard(Bitboard::RANK_1.0 | Bitboard::RANK_8.0);

/// Every set [`pawn_sets`] computes, named as `fillscope pawns --json` prints them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct PawnSets {
    /// White pawns and every square north of them.
    pub w_front_fill: Bitboard,
    /// White pawns and every square south of them.
    pub w_rear_fill: Bitboard,
    /// Black pawns and every square south of them (their front).
    pub b_front_fill: Bitboard,
    /// Black pawns and every square north of them (their rear).
    pub b_rear_fill: Bitboard,
    /// The squares in front of white pawns, the pawns' own squares excluded.
    pub w_front_spans: Bitboard,
    /// The squares behind white pawns.
    pub w_rear_spans: Bitboard,
    /// The squares in front of black pawns.
    pub b_front_spans: Bitboard,
    /// The squares behind black pawns.
    pub b_rear_spans: Bitboard,
    /// The east and west neighbours of the white front spans: every square
    /// a white pawn may ever attack as it advances.
    pub w_attack_front_spans: Bitboard,
    /// The same for black.
    pub b_attack_front_spans: Bitboard,
    /// The squares white pawns attack now.
    pub w_pawn_attacks: Bitboard,
    /// The squares black pawns attack now.
    pub b_pawn_attacks: Bitboard,
    /// White pawns with no black pawn ahead on their own or an adjacent file.
    pub w_passed: Bitboard,
    /// Black pawns with no white pawn ahead on their own or an adjacent file.
    pub b_passed: Bitboard,
    /// Files with no pawn (whole files).
    pub open_files: Bitboard,
    /// Files with pawns of both colours.
    pub closed_files: Bitboard,
    /// Files with a black pawn and no white one (half-open for white).
    pub w_half_open_files: Bitboard,
    /// Files with a white pawn and no black one.
    pub b_half_open_files: Bitboard,
    /// Squares on ranks 4 to 6 that a white pawn attacks and no black pawn
    /// can ever attack.
    pub w_outposts: Bitboard,
    /// Squares on ranks 3 to 5 that a black pawn attacks and no white pawn
    /// can ever attack.
    pub b_outposts: Bitboard,
}

impl PawnSets {
    /// Every set with its name, in `--json` order.
    #[must_use]
    pub fn named(&self) -> [(&'static str, Bitboard); 20] {
        [
            ("w_front_fill", self.w_front_fill),
            ("w_rear_fill", self.w_rear_fill),
            ("b_front_fill", self.b_front_fill),
            ("b_rear_fill", self.b_rear_fill),
            ("w_front_spans", self.w_front_spans),
            ("w_rear_spans", self.w_rear_spans),
            ("b_front_spans", self.b_front_spans),
            ("b_rear_spans", self.b_rear_spans),
            ("w_attack_front_spans", self.w_attack_front_spans),
            ("b_attack_front_spans", self.b_attack_front_spans),
            ("w_pawn_attacks", self.w_pawn_attacks),
            ("b_pawn_attacks", self.b_pawn_attacks),
            ("w_passed", self.w_passed),
            ("b_passed", self.b_passed),
            ("open_files", self.open_files),
            ("closed_files", self.closed_files),
            ("w_half_open_files", self.w_half_open_files),
            ("b_half_open_files", self.b_half_open_files),
            ("w_outposts", self.w_outposts),
            ("b_outposts", self.b_outposts),
        ]
    }
}

/// Ranks 4, 5 and 6.
const RANKS_4_TO_6: Bitboard = Bitboard(0x0000_ffff_ff00_0000);
/// Ranks 3, 4 and 5.
const RANKS_3_TO_5: Bitboard = Bitboard(0x0000_00ff_ffff_0000);

/// North or south file fill in three doubling steps, each offered to the
/// tracer as a frame at `line` (`name` is the fill's name in the listing).
fn file_fill<T: Tracer>(
    b: Bitboard,
    north: bool,
    name: &'static str,
    line: u16,
    inputs: [(&'static str, Bitboard, Role); 2],
    t: &mut T,
) -> Bitboard {
    let mut x = b.0;
    for (k, s) in [8u32, 16, 32].into_iter().enumerate() {
        x |= if north { x << s } else { x >> s };
        t.frame(|| {
            let caption: Cow<'static, str> = match k {
                0 => alloc::format!("{name}: b |= b {} 8 (one rank)", arrow(north)).into(),
                1 => alloc::format!("{name}: b |= b {} 16 (two more ranks)", arrow(north)).into(),
                _ => alloc::format!(
                    "{name}: b |= b {} 32 (four more: the whole file)",
                    arrow(north)
                )
                .into(),
            };
            frame(
                line,
                caption,
                [inputs[0], inputs[1], ("b", Bitboard(x), Role::Frontier)],
            )
        });
    }
    Bitboard(x)
}

fn arrow(north: bool) -> &'static str {
    if north {
        "<<"
    } else {
        ">>"
    }
}

/// Every pawn set of `white` and `black` pawns (disjoint sets), untraced.
#[must_use]
pub fn pawn_sets(white: Bitboard, black: Bitboard) -> PawnSets {
    pawn_sets_with(white, black, &mut crate::NoTrace)
}

/// [`pawn_sets`], traced: the four fills' doubling steps, then one frame
/// per set, captioned with what the set means for play.
#[must_use]
pub fn pawn_sets_traced(white: Bitboard, black: Bitboard) -> (PawnSets, Trace) {
    let mut rec = Recorder::default();
    let s = pawn_sets_with(white, black, &mut rec);
    let outcome = Outcome::Bitboard { value: s.w_passed };
    (s, rec.finish(crate::Algorithm::Pawns.id(), outcome))
}

/// What each set means for play, for the captions.
const MEANING: [(&str, u16, &str); 20] = [
    ("w_front_fill", 4, "white pawns and all squares north of them"),
    ("w_rear_fill", 4, "white pawns and all squares south of them"),
    ("b_front_fill", 5, "black pawns and all squares south of them"),
    ("b_rear_fill", 5, "black pawns and all squares north of them"),
    ("w_front_spans", 6, "the squares white pawns may still advance over"),
    ("w_rear_spans", 6, "the squares behind white pawns"),
    ("b_front_spans", 7, "the squares black pawns may still advance over"),
    ("b_rear_spans", 7, "the squares behind black pawns"),
    ("w_attack_front_spans", 8, "every square a white pawn may attack some day: no black piece is safe there for good"),
    ("b_attack_front_spans", 8, "every square a black pawn may attack some day"),
    ("w_pawn_attacks", 9, "the squares white pawns attack now"),
    ("b_pawn_attacks", 9, "the squares black pawns attack now"),
    ("w_passed", 10, "white passed pawns: no black pawn can stop or capture them on their way"),
    ("b_passed", 11, "black passed pawns"),
    ("open_files", 13, "files without pawns: open lines for rooks and queens"),
    ("closed_files", 14, "files with pawns of both colours"),
    ("w_half_open_files", 15, "half-open for white: a black pawn to attack, no white pawn in the way"),
    ("b_half_open_files", 16, "half-open for black"),
    ("w_outposts", 17, "white outposts: squares on ranks 4-6 a white pawn guards and no black pawn can ever attack, good homes for a knight"),
    ("b_outposts", 18, "black outposts on ranks 3-5"),
];

/// [`pawn_sets`], generic over the tracer.
pub fn pawn_sets_with<T: Tracer>(white: Bitboard, black: Bitboard, t: &mut T) -> PawnSets {
    let inputs = [
        ("white", white, Role::WhitePawn),
        ("black", black, Role::BlackPawn),
    ];
    let w_front_fill = file_fill(white, true, "nort_fill(white)", 1, inputs, t);
    let w_rear_fill = file_fill(white, false, "sout_fill(white)", 2, inputs, t);
    let b_front_fill = file_fill(black, false, "sout_fill(black)", 2, inputs, t);
    let b_rear_fill = file_fill(black, true, "nort_fill(black)", 1, inputs, t);
    let w_front_spans = w_front_fill.nort_one();
    let w_rear_spans = w_rear_fill.sout_one();
    let b_front_spans = b_front_fill.sout_one();
    let b_rear_spans = b_rear_fill.nort_one();
    let w_attack_front_spans = w_front_spans.east_one() | w_front_spans.west_one();
    let b_attack_front_spans = b_front_spans.east_one() | b_front_spans.west_one();
    let w_pawn_attacks = white.no_ea_one() | white.no_we_one();
    let b_pawn_attacks = black.so_ea_one() | black.so_we_one();
    let w_passed = white - (b_front_spans | b_attack_front_spans);
    let b_passed = black - (w_front_spans | w_attack_front_spans);
    let w_files = w_front_fill | w_rear_fill;
    let b_files = b_front_fill | b_rear_fill;
    let s = PawnSets {
        w_front_fill,
        w_rear_fill,
        b_front_fill,
        b_rear_fill,
        w_front_spans,
        w_rear_spans,
        b_front_spans,
        b_rear_spans,
        w_attack_front_spans,
        b_attack_front_spans,
        w_pawn_attacks,
        b_pawn_attacks,
        w_passed,
        b_passed,
        open_files: !(w_files | b_files),
        closed_files: w_files & b_files,
        w_half_open_files: b_files - w_files,
        b_half_open_files: w_files - b_files,
        w_outposts: w_pawn_attacks & RANKS_4_TO_6 & !b_attack_front_spans,
        b_outposts: b_pawn_attacks & RANKS_3_TO_5 & !w_attack_front_spans,
    };
    if T::ENABLED {
        for ((name, value), (_, line, meaning)) in s.named().into_iter().zip(MEANING) {
            t.frame(|| {
                frame(
                    line,
                    alloc::format!(
                        "{name} ({} square{}): {meaning}",
                        value.count(),
                        crate::trace::plural(value.count())
                    ),
                    [inputs[0], inputs[1], (name, value, Role::Result)],
                )
            });
        }
    }
    s
}
