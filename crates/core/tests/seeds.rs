//! The seeds' worked examples, frame by frame.

#[path = "common/seed.rs"]
mod seed;

use fillscope_core::algorithm::{Algorithm, Setup};
use seed::seed_layers;

use fillscope_core::{bitboard, fill, paths, Bitboard, Direction, Frame, Method, Square, Step};

fn layers_of(f: &Frame) -> Vec<Bitboard> {
    let mut out = Vec::new();
    while let Some(v) = f.get(&format!("asp[{}]", out.len())) {
        out.push(v);
    }
    out
}

/// The forward fill's frontiers from e4: the king rings at distance 1..4.
fn forward_frontiers() -> [Bitboard; 4] {
    [
        bitboard! {
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . X X X . .
            . . . X . X . .
            . . . X X X . .
            . . . . . . . .
            . . . . . . . .
        },
        bitboard! {
            . . . . . . . .
            . . . . . . . .
            . . X X X X X .
            . . X . . . X .
            . . X . . . X .
            . . X . . . X .
            . . X X X X X .
            . . . . . . . .
        },
        bitboard! {
            . . . . . . . .
            . X X X X X X X
            . X . . . . . X
            . X . . . . . X
            . X . . . . . X
            . X . . . . . X
            . X . . . . . X
            . X X X X X X X
        },
        bitboard! {
            X X X X X X X X
            X . . . . . . .
            X . . . . . . .
            X . . . . . . .
            X . . . . . . .
            X . . . . . . .
            X . . . . . . .
            X . . . . . . .
        },
    ]
}

#[test]
fn all_shortest_paths_seed_answer() {
    let (sq1, sq2) = (Bitboard::from(Square::E4), Square::A1 | Square::H8);
    let r = paths::westcott(sq1, sq2, Bitboard::ALL, Step::King);
    assert_eq!(r.ret, 5);
    assert_eq!(r.moves(), Some(4));
    assert_eq!(r.layers(), &seed_layers()[..]);
    // Moshammer's variant agrees on this board (it returns the moves).
    let m = paths::moshammer(sq1, sq2, Bitboard::ALL, Step::King);
    assert_eq!(m.ret, 4);
    assert_eq!(m.layers(), &seed_layers()[..]);
}

#[test]
fn all_shortest_paths_seed_frame_by_frame() {
    let (sq1, sq2) = (Bitboard::from(Square::E4), Square::A1 | Square::H8);
    let (_, trace) = paths::westcott_traced(sq1, sq2, Bitboard::ALL, Step::King);
    let lines: Vec<u16> = trace.frames.iter().map(|f| f.line).collect();
    assert_eq!(lines, [2, 5, 11, 11, 11, 11, 7, 14, 18, 18, 18, 18, 20]);
    let f = &trace.frames;
    let front = forward_frontiers();
    let ring_union = |k: usize| front[..k].iter().fold(sq1, |a, &b| a | b);

    // asp[0] = sq1.
    assert_eq!(layers_of(&f[1]), [sq1]);
    // Forward: after step k the frontier asp[k] is the ring at distance k
    // and sq1 has grown to the (k+1)x... square around e4.
    for k in 1..=4 {
        let fr = &f[1 + k];
        assert_eq!(
            fr.get("asp[i]"),
            Some(front[k - 1]),
            "frontier after step {k}"
        );
        assert_eq!(fr.get("sq1"), Some(ring_union(k)), "fill after step {k}");
        let mut expect = vec![sq1];
        expect.extend_from_slice(&front[..k]);
        assert_eq!(layers_of(fr), expect, "layers after step {k}");
    }
    // The fill meets a1 and h8 after 4 moves.
    assert_eq!(f[6].get("sq1"), Some(Bitboard::ALL));
    assert!(f[6].caption.contains("4 moves"), "{}", f[6].caption);
    // asp[4] = sq2 & sq1: both targets were reached.
    assert_eq!(f[7].get("asp[4]"), Some(sq2));
    assert_eq!(f[7].get("sq2"), Some(sq2));
    // Backward: frame for i = 3, 2, 1, 0. Layer i becomes the seed's layer i;
    // layers below i still hold the forward frontiers.
    let seed = seed_layers();
    let mut back_fill = sq2;
    for (n, i) in (0..4).rev().enumerate() {
        let fr = &f[8 + n];
        back_fill = Step::King.fill(back_fill);
        assert_eq!(fr.get("sq2"), Some(back_fill), "backward fill at i = {i}");
        assert_eq!(fr.get("asp[i]"), Some(seed[i]), "backward frame i = {i}");
        let layers = layers_of(fr);
        assert_eq!(&layers[i..], &seed[i..], "final layers from {i}");
        for j in 1..i {
            assert_eq!(layers[j], front[j - 1], "layer {j} untouched at i = {i}");
        }
    }
    assert_eq!(layers_of(&f[12]), seed);
}

/// The Dumb7Fill seed's south fill: rooks on a8 and d7, a queen on f4,
/// on the board of empty squares the seed draws.
#[test]
fn dumb7_south_fill_cycles_in_slow_motion() {
    let gen = bitboard! {
        X . . . . . . .
        . . . X . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . X . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
    };
    let empty = bitboard! {
        . X X X X X . X
        X X . . X . X .
        X . X X X X . X
        X X . X X X X X
        X X X . X . X X
        X X . X X X X .
        . . . X X . . X
        . X X . X X . X
    };
    // The Seed example button of every occluded and attack fill sets
    // the article's board.
    for a in [
        Algorithm::Dumb7,
        Algorithm::KoggeStone,
        Algorithm::Rotate,
        Algorithm::Attacks,
    ] {
        let s = Setup::default().example(a);
        assert_eq!((s.algorithm, s.sources), (a, gen));
        assert_eq!(s.blockers, !empty, "{a:?}");
        assert_eq!(s.direction, Direction::Sout);
    }
    // (cycle, gen >> 8 before masking, gen & empty after, flood) as drawn.
    let drawn: [(usize, Bitboard, Bitboard, Bitboard); 4] = [
        (
            1,
            bitboard! {
                . . . . . . . .
                X . . . . . . .
                . . . X . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . X . .
                . . . . . . . .
                . . . . . . . .
            },
            bitboard! {
                . . . . . . . .
                X . . . . . . .
                . . . X . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . X . .
                . . . . . . . .
                . . . . . . . .
            },
            bitboard! {
                X . . . . . . .
                X . . X . . . .
                . . . X . . . .
                . . . . . . . .
                . . . . . X . .
                . . . . . X . .
                . . . . . . . .
                . . . . . . . .
            },
        ),
        (
            2,
            bitboard! {
                . . . . . . . .
                . . . . . . . .
                X . . . . . . .
                . . . X . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . X . .
                . . . . . . . .
            },
            bitboard! {
                . . . . . . . .
                . . . . . . . .
                X . . . . . . .
                . . . X . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
            },
            bitboard! {
                X . . . . . . .
                X . . X . . . .
                X . . X . . . .
                . . . X . . . .
                . . . . . X . .
                . . . . . X . .
                . . . . . . . .
                . . . . . . . .
            },
        ),
        (
            3,
            bitboard! {
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                X . . . . . . .
                . . . X . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
            },
            bitboard! {
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                X . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
            },
            bitboard! {
                X . . . . . . .
                X . . X . . . .
                X . . X . . . .
                X . . X . . . .
                . . . . . X . .
                . . . . . X . .
                . . . . . . . .
                . . . . . . . .
            },
        ),
        (
            6,
            bitboard! {
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                X . . . . . . .
                . . . . . . . .
            },
            bitboard! {
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
            },
            bitboard! {
                X . . . . . . .
                X . . X . . . .
                X . . X . . . .
                X . . X . . . .
                X . . . . X . .
                X . . . . X . .
                . . . . . . . .
                . . . . . . . .
            },
        ),
    ];
    let (flood, att, trace) = fill::fill_traced(gen, empty, Direction::Sout, Method::Dumb7);
    let f = &trace.frames;
    // One set-up frame, seven cycles, one attack frame.
    assert_eq!(f.len(), 9);
    assert_eq!(f[0].get("flood"), Some(gen));
    assert_eq!(f[0].get("gen"), Some(gen));
    assert_eq!(f[0].get("pro"), Some(empty), "south needs no file guard");
    for (cycle, shifted, masked, fl) in drawn {
        let before = f[cycle - 1].get("gen").unwrap();
        assert_eq!(
            Direction::Sout.shift_by(before, 1),
            shifted,
            "gen >> 8 in cycle {cycle}"
        );
        assert_eq!(f[cycle].get("gen"), Some(masked), "gen in cycle {cycle}");
        assert_eq!(f[cycle].get("flood"), Some(fl), "flood in cycle {cycle}");
        assert_eq!(f[cycle].line, 5);
    }
    // "The flood already stopped": cycles 4 and 5 (elided in the seed)
    // lead to cycle 6's flood, and cycle 7 changes nothing.
    let final_flood = drawn[3].3;
    assert_eq!(f[5].get("flood"), Some(final_flood));
    assert_eq!(f[7].get("flood"), Some(final_flood));
    assert_eq!(f[7].get("gen"), Some(Bitboard::EMPTY));
    assert_eq!(flood, final_flood);
    // The attacks: each ray plus its first blocker (a2, d4, f2).
    assert_eq!(att, Direction::Sout.shift_one(final_flood));
    assert!(att.contains(Square::A2) && att.contains(Square::D4) && att.contains(Square::F2));
    assert_eq!(f[8].get("attacks"), Some(att));
}
