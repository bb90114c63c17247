//! What each square of the board shows for one frame: the frame's roles
//! turned into per-square states, CSS classes and an accessible name. The
//! cells come from `fillscope-draw`, so the board and every export read
//! the same look table; this module adds the board's pointer geometry.
//! Plain Rust so `cargo test` checks it; the board component only renders it.

use fillscope_core::Square;
pub use fillscope_draw::cells::{cells, Cell, SquareLook};

/// Which square edge a point near it picks: `(x, y)` is the position
/// inside the square as fractions of its size (0,0 = top left). Returns
/// the orthogonal neighbour across the nearest edge when the point is
/// within `margin` of it.
#[must_use]
pub fn edge_neighbour(sq: Square, x: f64, y: f64, margin: f64) -> Option<Square> {
    let d = [(y, 0i8, 1i8), (1.0 - x, 1, 0), (1.0 - y, 0, -1), (x, -1, 0)];
    let (dist, df, dr) = d
        .into_iter()
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .unwrap_or((1.0, 0, 0));
    if dist <= margin {
        sq.try_offset(df, dr)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Algorithm, Setup};
    use fillscope_core::bfs::Walls;
    use fillscope_core::{Bitboard, Role};

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
        assert_eq!(s.marks(), (Bitboard::from(Square::E4), Bitboard::EMPTY));
    }

    #[test]
    fn edges_pick_neighbours() {
        assert_eq!(edge_neighbour(Square::E4, 0.5, 0.05, 0.2), Some(Square::E5));
        assert_eq!(edge_neighbour(Square::E4, 0.95, 0.5, 0.2), Some(Square::F4));
        assert_eq!(edge_neighbour(Square::E4, 0.5, 0.9, 0.2), Some(Square::E3));
        assert_eq!(edge_neighbour(Square::E4, 0.1, 0.5, 0.2), Some(Square::D4));
        assert_eq!(edge_neighbour(Square::E4, 0.5, 0.5, 0.2), None);
        assert_eq!(edge_neighbour(Square::A1, 0.05, 0.5, 0.2), None);
    }
}
