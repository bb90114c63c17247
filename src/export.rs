//! Exports of what the board shows, drawn by the `fillscope-draw` crate
//! from the same look table as the board. This module only turns the
//! app's [`Setup`] into the crate's scenes. The page draws text and SVG;
//! PNG and GIF are encoded by the background worker (`crates/worker`), so
//! the page's own build leaves out draw's `raster` feature.

use fillscope_core::compare::{Run, SetOf};
use fillscope_core::nine::{Board9, Frame9, Trace9};
use fillscope_core::{Algorithm, Bitboard, Frame, Trace};
use fillscope_draw::{
    difference_frame, difference_frame9, BoardScene, CompareScene, Scene, Scene9, TraceScene,
    TraceScene9,
};

use crate::compare_mode::{CompareRun, CompareState};
use crate::model::Setup;
use crate::quiz::SquareSet;

pub use fillscope_draw::{
    compare_svg, compare_text, frame_svg, frame_svg9, frame_text, frame_text9, outcome_text,
    trace_text, trace_text9, xml_escape, SvgStyle,
};

use crate::nine_board::Marks9;

/// What the board shows for `frame` of `setup`'s trace: the user's marks,
/// and the walls when the fill uses them.
#[must_use]
pub fn scene<'a>(setup: &Setup, frame: &'a Frame) -> Scene<'a> {
    Scene {
        frame,
        marks: setup.marks(),
        walls: setup.walls_used(),
    }
}

/// [`scene`] for every frame of `trace`.
#[must_use]
pub fn trace_scene<'a>(setup: &Setup, trace: &'a Trace) -> TraceScene<'a> {
    TraceScene {
        trace,
        marks: setup.marks(),
        walls: setup.walls_used(),
    }
}

/// What the 9x9 board shows for `frame`: the marks and the walls.
#[must_use]
pub fn scene9<'a>(marks: &Marks9, frame: &'a Frame9) -> Scene9<'a> {
    Scene9 {
        frame,
        marks: marks.marks(),
        walls: Some(marks.walls),
    }
}

/// [`scene9`] for every frame of `trace`.
#[must_use]
pub fn trace_scene9<'a>(marks: &Marks9, trace: &'a Trace9) -> TraceScene9<'a> {
    TraceScene9 {
        trace,
        marks: marks.marks(),
        walls: Some(marks.walls),
    }
}

/// A run of either board as the Compare mode's exports draw it, an 8x8
/// [`Trace`] or a 9x9 [`Trace9`]: its frames as pictures of its board,
/// and the difference board's frame.
pub trait PicturedRun: CompareRun
where
    SetOf<Self>: Into<SquareSet>,
{
    /// A picture of one of its frames: [`Scene`] or [`Scene9`].
    type Scene<'s>: BoardScene
    where
        Self: 's;
    /// `frame` on `board`, as the board shows it (see [`scene`], [`scene9`]).
    fn scene<'s>(board: &Self::Setup, frame: &'s <Self as Run>::Frame) -> Self::Scene<'s>;
    /// `frame` alone, with no marks and no walls (the difference board).
    fn bare<'s>(frame: &'s <Self as Run>::Frame) -> Self::Scene<'s>;
    /// The difference board's frame for A's set `x` and B's set `y`.
    fn difference(x: SetOf<Self>, y: SetOf<Self>) -> <Self as Run>::Frame;
}

impl PicturedRun for Trace {
    type Scene<'s> = Scene<'s>;
    fn scene<'s>(board: &Setup, frame: &'s Frame) -> Scene<'s> {
        scene(board, frame)
    }
    fn bare<'s>(frame: &'s Frame) -> Scene<'s> {
        Scene::new(frame)
    }
    fn difference(x: Bitboard, y: Bitboard) -> Frame {
        difference_frame(x, y)
    }
}

impl PicturedRun for Trace9 {
    type Scene<'s> = Scene9<'s>;
    fn scene<'s>(board: &Marks9, frame: &'s Frame9) -> Scene9<'s> {
        scene9(board, frame)
    }
    fn bare<'s>(frame: &'s Frame9) -> Scene9<'s> {
        Scene9::new(frame)
    }
    fn difference(x: Board9, y: Board9) -> Frame9 {
        difference_frame9(x, y)
    }
}

/// The Compare mode's pictures: what its three boards show at each
/// lined-up pair, as the Compare view draws them, on the 8x8 board (`R` =
/// [`Trace`]) or the 9x9 one (`R` = [`Trace9`]).
pub struct CompareFilm<'a, R: PicturedRun = Trace>
where
    SetOf<R>: Into<SquareSet>,
{
    /// Run A's board.
    board: &'a R::Setup,
    trace_a: &'a R,
    compare: &'a CompareState<R>,
    labels: [String; 3],
    differences: Vec<<R as Run>::Frame>,
}

impl<'a> CompareFilm<'a> {
    /// Run A (`a`, its trace `trace_a`) beside `compare`'s run B.
    #[must_use]
    pub fn new(a: &'a Setup, trace_a: &'a Trace, compare: &'a CompareState) -> CompareFilm<'a> {
        CompareFilm::of(compare.labels(a), a, trace_a, compare)
    }
}

impl<'a> CompareFilm<'a, Trace9> {
    /// On the 9x9 board: run A, the Play tab's fill `alg_a` on `marks`
    /// (its trace `trace_a`), beside `compare`'s run B. The 9x9 fills take
    /// no step kind, so the labels name none.
    #[must_use]
    pub fn nine(
        alg_a: Algorithm,
        marks: &'a Marks9,
        trace_a: &'a Trace9,
        compare: &'a CompareState<Trace9>,
    ) -> Self {
        CompareFilm::of(compare.labels_with(alg_a, None), marks, trace_a, compare)
    }
}

impl<'a, R: PicturedRun> CompareFilm<'a, R>
where
    SetOf<R>: Into<SquareSet>,
{
    /// The film of run A on `board` beside `compare`'s run B, under `labels`.
    fn of(
        labels: [String; 3],
        board: &'a R::Setup,
        trace_a: &'a R,
        compare: &'a CompareState<R>,
    ) -> Self {
        CompareFilm {
            board,
            trace_a,
            compare,
            labels,
            differences: (0..compare.pairs.len())
                .map(|k| {
                    let (x, y) = compare.sets_at(trace_a, k);
                    R::difference(x, y)
                })
                .collect(),
        }
    }

    /// The number of lined-up pairs.
    #[must_use]
    pub fn len(&self) -> usize {
        self.differences.len()
    }

    /// Whether there is no pair (a run recorded no frame).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.differences.is_empty()
    }

    /// Pair `at` (0-based) as three boards, if there is one.
    #[must_use]
    pub fn scene(&self, at: usize) -> Option<CompareScene<'_, R::Scene<'_>>> {
        let (i, j) = *self.compare.pairs.get(at)?;
        Some(CompareScene {
            boards: [
                R::scene(self.board, self.trace_a.frames().get(i)?),
                R::scene(&self.compare.setup, self.compare.trace.frames().get(j?)?),
                R::bare(self.differences.get(at)?),
            ],
            labels: [&self.labels[0], &self.labels[1], &self.labels[2]],
        })
    }

    /// Every pair, in order.
    #[must_use]
    pub fn scenes(&self) -> Vec<CompareScene<'_, R::Scene<'_>>> {
        (0..self.len()).filter_map(|k| self.scene(k)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Algorithm;
    use fillscope_core::Square;

    #[test]
    fn walls_only_for_bfs_and_voronoi() {
        let mut s = Setup::seed_example();
        s.walls.north = Square::E4.into();
        let t = s.trace();
        assert_eq!(scene(&s, &t.frames[0]).walls, None);
        s.algorithm = Algorithm::Bfs;
        let t = s.trace();
        let c = scene(&s, &t.frames[0]).cells();
        assert_eq!(
            c[Square::E4.index() as usize].walls,
            [true, false, false, false]
        );
        assert_eq!(
            c[Square::E5.index() as usize].walls,
            [false, false, true, false]
        );
        assert_eq!(trace_scene(&s, &t).walls, Some(s.walls));
    }

    // The modes' states are computed by the full app only.
    #[cfg(feature = "modes")]
    #[test]
    fn the_compare_film_draws_the_view_s_boards() {
        use crate::compare_mode::{Choices, CompareState};
        let a = Setup {
            algorithm: Algorithm::Dumb7,
            ..Setup::seed_example()
        };
        let ta = a.trace();
        let mut c = CompareState::new(&a, &ta, Choices::for_run(&a));
        let c2 = c.clone();
        let film = CompareFilm::new(&a, &ta, &c2);
        assert_eq!(film.len(), c.pairs.len());
        assert_eq!(film.scenes().len(), c.pairs.len());
        let last = film.len() - 1;
        let s = film.scene(last).unwrap();
        assert_eq!(
            s.labels,
            [
                "A: Occluded fill: Dumb7Fill",
                "B: Occluded fill: Kogge-Stone",
                "Difference: answer"
            ]
        );
        let (i, j) = c.pairs[last];
        assert_eq!(s.boards[0], scene(&a, &ta.frames[i]));
        assert_eq!(s.boards[1], scene(&c.setup, &c.trace.frames[j.unwrap()]));
        assert!(film.scene(film.len()).is_none());
        // The view's difference at the pair on show.
        let diff = s.boards[2].frame.clone();
        c.playback.seek(last);
        let (x, y) = c.sets(&ta);
        assert_eq!(diff, fillscope_draw::difference_frame(x, y));
    }

    // The 9x9 board's runs are the full app's too.
    #[cfg(feature = "modes")]
    #[test]
    fn the_nine_by_nine_compare_film_draws_the_view_s_boards() {
        use crate::compare_mode::{Choices, CompareState};
        use crate::url_state::from_query;
        // BFS from e1 walled north, against BFS on B's own board without
        // the wall, by layer[1].
        let (link, _) = from_query(
            "?alg=bfs&board=9x9&src=e1&tgt=e9&wn=0x10&mode=compare&vs=bfs&bsrc=e1&btgt=e9&reg=layer%5B1%5D",
        );
        let marks = link.nine.expect("a 9x9 board");
        let trace = marks.trace(Algorithm::Bfs).unwrap();
        let mut c = CompareState::nine(
            &marks,
            Algorithm::Bfs,
            &trace,
            Choices::from_link(&link),
            None,
        );
        let c2 = c.clone();
        let film = CompareFilm::nine(Algorithm::Bfs, &marks, &trace, &c2);
        assert_eq!(film.len(), c.pairs.len());
        assert!(film.len() > 2);
        assert!(film.scene(film.len()).is_none());
        for k in 0..film.len() {
            let s = film.scene(k).unwrap();
            assert_eq!(
                s.labels,
                [
                    "A: Bit-shift BFS with walls",
                    "B: Bit-shift BFS with walls, on a board of its own",
                    "Difference: layer[1]"
                ]
            );
            // Each board's squares as the view shows them at this pair.
            c.playback.seek(k);
            let view = c.boards(&trace, &marks);
            assert_eq!(view.side, 9);
            let cells = s.boards.map(|b| b.cells());
            assert_eq!(cells[0], *view.a, "A at pair {k}");
            assert_eq!(cells[1], *view.b, "B at pair {k}");
            // The view's difference board names its squares' roles in its
            // own words for screen readers; the picture draws their looks.
            let mut diff = (*view.diff).clone();
            for c in &mut diff {
                c.diff = None;
            }
            assert_eq!(cells[2], diff, "the difference at pair {k}");
            assert_eq!(cells[2].len(), 81);
        }
        // The wall north of e1 is A's, not B's.
        let s = film.scene(0).unwrap();
        assert_eq!(s.boards[0].walls, Some(marks.walls));
        assert_eq!(s.boards[1].walls.map(|w| w.north), Some(Board9::EMPTY));
    }

    #[test]
    fn the_scene_has_the_users_marks() {
        let s = Setup::seed_example();
        let t = s.trace();
        let last = scene(&s, t.frames.last().expect("frames"));
        assert_eq!(last.marks, s.marks());
        assert!(last.cells()[Square::E4.index() as usize].source);
    }
}
