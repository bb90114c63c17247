//! What each square of the board shows for one frame: the frame's roles
//! turned into per-square states, CSS classes and an accessible name. The
//! cells come from `fillscope-draw`, so the board and every export read
//! the same look table; this module adds the board's pointer geometry and
//! what a click means on either board, 8x8 or 9x9.
//! Plain Rust so `cargo test` checks it; the board component only renders it.

use fillscope_core::nine::Square9;
pub use fillscope_draw::cells::{cells, cells9, Cell, Spot, SquareLook};

use crate::state::Action;

/// The side of the board these cells fill: 9 for 81 cells, else 8.
#[must_use]
pub fn side(cells: &[Cell]) -> u8 {
    if cells.len() == 81 {
        9
    } else {
        8
    }
}

/// The square `df` files and `dr` ranks from `sq` on a `size` board.
#[must_use]
pub fn offset(sq: Spot, df: i8, dr: i8, size: u8) -> Option<Spot> {
    let f = sq.file.checked_add_signed(df).filter(|&f| f < size)?;
    let r = sq.rank.checked_add_signed(dr).filter(|&r| r < size)?;
    Some(Spot { file: f, rank: r })
}

/// Which square edge a point near it picks: `(x, y)` is the position
/// inside the square as fractions of its size (0,0 = top left). Returns
/// the orthogonal neighbour across the nearest edge when the point is
/// within `margin` of it.
#[must_use]
pub fn edge_neighbour(sq: Spot, size: u8, x: f64, y: f64, margin: f64) -> Option<Spot> {
    let d = [(y, 0i8, 1i8), (1.0 - x, 1, 0), (1.0 - y, 0, -1), (x, -1, 0)];
    let (dist, df, dr) = d
        .into_iter()
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .unwrap_or((1.0, 0, 0));
    if dist <= margin {
        offset(sq, df, dr, size)
    } else {
        None
    }
}

/// The action a click with a mark tool on `sq` sends, on a `size` board.
#[must_use]
pub fn paint(sq: Spot, size: u8) -> Option<Action> {
    if size == 9 {
        Square9::from_coords(sq.file, sq.rank).map(Action::Paint9)
    } else {
        sq.square().map(Action::Paint)
    }
}

/// The action that toggles the wall between `a` and `b` on a `size` board.
#[must_use]
pub fn wall(a: Spot, b: Spot, size: u8) -> Option<Action> {
    if size == 9 {
        let n = |s: Spot| Square9::from_coords(s.file, s.rank);
        Some(Action::ToggleWall9(n(a)?, n(b)?))
    } else {
        Some(Action::ToggleWall(a.square()?, b.square()?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Algorithm, Setup};
    use fillscope_core::bfs::Walls;
    use fillscope_core::Square;
    use fillscope_core::{Bitboard, Marks, Role};

    #[test]
    fn seed_first_frame_marks_sources_and_targets() {
        let t = Setup::seed_example().trace();
        let c = cells(t.frames.first(), None, None);
        assert_eq!(c[Square::E4.index() as usize].label(), "e4, source");
        assert_eq!(c[Square::A1.index() as usize].label(), "a1, target");
        assert_eq!(c[Square::D5.index() as usize].label(), "d5");
        assert!(c[Square::E4.index() as usize].classes().contains("source"));
    }

    #[test]
    fn propagator_complement_is_blocked() {
        let mut s = Setup::seed_example();
        s.blockers = Square::C3.into();
        let t = s.trace();
        let c = cells(t.frames.first(), None, None);
        assert_eq!(c[Square::C3.index() as usize].label(), "c3, blocker");
    }

    #[test]
    fn layers_are_numbered() {
        let t = Setup::seed_example().trace();
        // Somewhere in the trace d5 is in layer 1 (one king step from e4).
        let found = t.frames.iter().any(|f| {
            cells(Some(f), None, None)[Square::D5.index() as usize]
                .label()
                .starts_with("d5, layer 1")
        });
        assert!(found);
    }

    #[test]
    fn walls_show_on_both_sides() {
        let mut w = Walls::NONE;
        w.toggle(Square::A1, Square::A2);
        w.toggle(Square::D4, Square::E4);
        let s = Setup {
            algorithm: Algorithm::Bfs,
            walls: w,
            ..Setup::seed_example()
        };
        let t = s.trace();
        let c = cells(t.frames.first(), Some(s.walls), None);
        assert!(c[0].walls[0] && c[8].walls[2]);
        assert!(c[Square::D4.index() as usize].walls[1]);
        assert!(c[Square::E4.index() as usize].walls[3]);
        assert!(c[Square::E4.index() as usize].classes().contains("wall-w"));
    }

    #[test]
    fn backward_pass_keeps_the_users_marks() {
        let s = Setup::seed_example();
        let t = s.trace();
        let last = t.frames.last().expect("frames");
        // The last frame of Westcott's routine holds no register in the
        // source or target role: sq1 and sq2 have been reused.
        assert!(!last
            .registers
            .iter()
            .any(|r| matches!(r.role, Role::Source | Role::Target)));
        let bare = cells(Some(last), None, None);
        assert!(!bare[Square::E4.index() as usize].source);
        let c = cells(Some(last), None, Some(s.marks()));
        assert!(c[Square::E4.index() as usize]
            .label()
            .starts_with("e4, source"));
        assert!(c[Square::A1.index() as usize]
            .label()
            .starts_with("a1, target"));
        assert!(c[Square::H8.index() as usize].target);
        assert_eq!(c.iter().filter(|c| c.source).count(), 1);
        assert_eq!(c.iter().filter(|c| c.target).count(), 2);
        // A frame that has its own sources and targets draws those only.
        let mut moved = s.clone();
        moved.sources = Square::B2.into();
        let first = cells(t.frames.first(), None, Some(moved.marks()));
        assert!(first[Square::E4.index() as usize].source);
        assert!(!first[Square::B2.index() as usize].source);
    }

    #[test]
    fn marks_only_for_roles_the_algorithm_has() {
        let s = Setup {
            algorithm: Algorithm::Attacks,
            ..Setup::seed_example()
        };
        assert_eq!(s.marks(), Marks::ends(Square::E4.into(), Bitboard::EMPTY));
        let p = Setup {
            algorithm: Algorithm::Pawns,
            white: Square::E2.into(),
            black: Square::D7.into(),
            ..Setup::seed_example()
        };
        let m = p.marks();
        assert_eq!((m.sources, m.targets), (Bitboard::EMPTY, Bitboard::EMPTY));
        assert_eq!((m.white, m.black), (Square::E2.into(), Square::D7.into()));
        let v = Setup {
            algorithm: Algorithm::Voronoi,
            side_c: Square::A8.into(),
            white: Square::E2.into(),
            ..Setup::seed_example()
        };
        assert_eq!(v.marks().side_c, Square::A8.into());
        assert_eq!(v.marks().white, Bitboard::EMPTY);
    }

    #[test]
    fn edges_pick_neighbours() {
        let e = |sq: Square, x, y| edge_neighbour(sq.into(), 8, x, y, 0.2).and_then(Spot::square);
        assert_eq!(e(Square::E4, 0.5, 0.05), Some(Square::E5));
        assert_eq!(e(Square::E4, 0.95, 0.5), Some(Square::F4));
        assert_eq!(e(Square::E4, 0.5, 0.9), Some(Square::E3));
        assert_eq!(e(Square::E4, 0.1, 0.5), Some(Square::D4));
        assert_eq!(e(Square::E4, 0.5, 0.5), None);
        assert_eq!(e(Square::A1, 0.05, 0.5), None);
        // h4's east edge is the board's edge on 8x8, i4's on 9x9.
        assert_eq!(e(Square::H4, 0.95, 0.5), None);
        let h4 = Spot { file: 7, rank: 3 };
        let i4 = edge_neighbour(h4, 9, 0.95, 0.5, 0.2);
        assert_eq!(i4.map(Spot::name).as_deref(), Some("i4"));
        assert_eq!(edge_neighbour(i4.unwrap(), 9, 0.95, 0.5, 0.2), None);
    }

    #[test]
    fn clicks_act_on_the_board_they_land_on() {
        let i9 = Spot { file: 8, rank: 8 };
        let nine = |s: &str| s.parse::<Square9>().unwrap();
        assert_eq!(paint(i9, 9), Some(Action::Paint9(nine("i9"))));
        assert_eq!(paint(i9, 8), None);
        assert_eq!(paint(Square::E4.into(), 8), Some(Action::Paint(Square::E4)));
        let h9 = Spot { file: 7, rank: 8 };
        assert_eq!(
            wall(h9, i9, 9),
            Some(Action::ToggleWall9(nine("h9"), nine("i9")))
        );
        assert_eq!(wall(h9, i9, 8), None);
        assert_eq!(side(&cells9(None, None, None)), 9);
        assert_eq!(side(&cells(None, None, None)), 8);
    }
}
