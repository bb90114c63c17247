//! What each square of the board shows for one frame: the frame's roles
//! turned into per-square states, CSS classes and an accessible name.
//! Plain Rust so `cargo test` checks it; the board component only renders it.

use fillscope_core::bfs::Walls;
use fillscope_core::{Bitboard, Frame, Role, Square};

/// Everything one square shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The square.
    pub square: Square,
    /// A source mark is on it.
    pub source: bool,
    /// A target mark is on it.
    pub target: bool,
    /// It is blocked (outside the propagator, or an occupied square).
    pub blocker: bool,
    /// The distance layers it belongs to, ascending.
    pub layers: Vec<u16>,
    /// It is in the filled set.
    pub filled: bool,
    /// It is on the frontier.
    pub frontier: bool,
    /// It is in the result.
    pub result: bool,
    /// It is in side B's result.
    pub result_b: bool,
    /// Both sides reach it at once.
    pub tie: bool,
    /// Walls on its north, east, south and west edges.
    pub walls: [bool; 4],
}

impl Cell {
    fn new(square: Square) -> Cell {
        Cell {
            square,
            source: false,
            target: false,
            blocker: false,
            layers: Vec::new(),
            filled: false,
            frontier: false,
            result: false,
            result_b: false,
            tie: false,
            walls: [false; 4],
        }
    }

    /// The accessible name: the coordinate, then the states, e.g.
    /// `e4, source` or `d5, layer 2, frontier`.
    #[must_use]
    pub fn label(&self) -> String {
        let mut label = String::from(self.square.name());
        let mut push = |on: bool, text: &str| {
            if on {
                label.push_str(", ");
                label.push_str(text);
            }
        };
        push(self.source, "source");
        push(self.target, "target");
        push(self.blocker, "blocker");
        match self.layers.as_slice() {
            [] => {}
            ls if ls.len() <= 4 => {
                for k in ls {
                    push(true, &format!("layer {k}"));
                }
            }
            ls => push(
                true,
                &format!(
                    "layers {} to {} ({} layers)",
                    ls[0],
                    ls[ls.len() - 1],
                    ls.len()
                ),
            ),
        }
        push(self.filled, "filled");
        push(self.frontier, "frontier");
        push(self.result, "result");
        push(self.result_b, "result B");
        push(self.tie, "tie");
        const SIDES: [&str; 4] = ["wall north", "wall east", "wall south", "wall west"];
        for (on, side) in self.walls.iter().zip(SIDES) {
            push(*on, side);
        }
        label
    }

    /// The CSS classes: one per state (`source`, `blocker`, `layer`,
    /// `frontier`, ...), the newest layer's colour `k0`..`k7` (its number
    /// modulo 8), plus `wall-n`/`wall-e`/`wall-s`/`wall-w`.
    #[must_use]
    pub fn classes(&self) -> String {
        let mut c = String::from("sq");
        let mut add = |on: bool, name: &str| {
            if on {
                c.push(' ');
                c.push_str(name);
            }
        };
        add((self.square.file() + self.square.rank()) % 2 == 0, "dark");
        add(self.source, "source");
        add(self.target, "target");
        add(self.blocker, "blocker");
        add(!self.layers.is_empty(), "layer");
        // The newest layer's colour: one of eight hues, in turn (`k0`..`k7`).
        if let Some(k) = self.layers.last() {
            const HUES: [&str; 8] = ["k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7"];
            add(true, HUES[usize::from(k % 8)]);
        }
        // A two-digit number is written smaller.
        add(self.layers.last().is_some_and(|&k| k >= 10), "n2");
        add(self.filled, "filled");
        add(self.frontier, "frontier");
        add(self.result, "result");
        add(self.result_b, "result-b");
        add(self.tie, "tie");
        for (on, side) in self
            .walls
            .iter()
            .zip(["wall-n", "wall-e", "wall-s", "wall-w"])
        {
            add(*on, side);
        }
        c
    }

    /// The number written on the square: its newest layer.
    #[must_use]
    pub fn layer_text(&self) -> Option<String> {
        self.layers.last().map(|k| k.to_string())
    }
}

/// The 64 cells of a frame, a1 first. `walls` are drawn when given.
///
/// `marks` are the user's source and target marks (see
/// [`crate::model::Setup::marks`]). They are drawn in a frame that has no
/// register in that role, so the S and T marks stay on the board when a
/// routine reuses its variables: in Westcott's backward pass `sq1` and `sq2`
/// hold intersections, not the ends the user placed.
#[must_use]
pub fn cells(
    frame: Option<&Frame>,
    walls: Option<Walls>,
    marks: Option<(Bitboard, Bitboard)>,
) -> Vec<Cell> {
    let mut out: Vec<Cell> = Square::all().map(Cell::new).collect();
    let mut mark = |b: Bitboard, f: &mut dyn FnMut(&mut Cell)| {
        for sq in b.squares() {
            f(&mut out[sq.index() as usize]);
        }
    };
    if let Some(frame) = frame {
        for r in &frame.registers {
            match r.role {
                Role::Source => mark(r.value, &mut |c| c.source = true),
                Role::Target => mark(r.value, &mut |c| c.target = true),
                Role::Propagator => mark(!r.value, &mut |c| c.blocker = true),
                Role::Blocker => mark(r.value, &mut |c| c.blocker = true),
                Role::Frontier => mark(r.value, &mut |c| c.frontier = true),
                Role::Filled => mark(r.value, &mut |c| c.filled = true),
                // Kept in order as they come (a sort would add kilobytes
                // of WebAssembly).
                Role::Layer(k) => mark(r.value, &mut |c| {
                    if let Err(at) = c.layers.binary_search(&k) {
                        c.layers.insert(at, k);
                    }
                }),
                Role::Result => mark(r.value, &mut |c| c.result = true),
                Role::ResultB => mark(r.value, &mut |c| c.result_b = true),
                Role::Tie => mark(r.value, &mut |c| c.tie = true),
                Role::Info => {}
            }
        }
        if let Some((sources, targets)) = marks {
            let has = |role: Role| frame.registers.iter().any(|r| r.role == role);
            if !has(Role::Source) {
                mark(sources, &mut |c| c.source = true);
            }
            if !has(Role::Target) {
                mark(targets, &mut |c| c.target = true);
            }
        }
    }
    if let Some(w) = walls {
        let w = w.normalized();
        for c in &mut out {
            let sq = c.square;
            let n = sq.try_offset(0, 1);
            let e = sq.try_offset(1, 0);
            let s = sq.try_offset(0, -1);
            let west = sq.try_offset(-1, 0);
            c.walls = [n, e, s, west].map(|o| o.is_some_and(|o| w.between(sq, o)));
        }
    }
    out
}

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
    fn the_newest_layer_is_written_and_two_digits_are_marked() {
        let mut c = Cell::new(Square::E4);
        assert_eq!(c.layer_text(), None);
        assert_eq!(c.classes(), "sq");
        c.layers = vec![1, 3];
        assert_eq!(c.layer_text().as_deref(), Some("3"));
        assert_eq!(c.classes(), "sq layer k3");
        c.layers.push(12);
        c.source = true;
        assert_eq!(c.layer_text().as_deref(), Some("12"));
        assert_eq!(c.classes(), "sq source layer k4 n2");
        assert_eq!(c.label(), "e4, source, layer 1, layer 3, layer 12");
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
