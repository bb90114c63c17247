//! Exports of what the board shows, drawn by the `fillscope-draw` crate
//! from the same look table as the board. This module only turns the
//! app's [`Setup`] into the crate's scenes. The page draws text and SVG;
//! PNG and GIF are encoded by the background worker (`crates/worker`), so
//! the page's own build leaves out draw's `raster` feature.

use fillscope_core::nine::{Frame9, Trace9};
use fillscope_core::{Frame, Trace};
use fillscope_draw::{CompareScene, Scene, Scene9, TraceScene, TraceScene9};

use crate::compare_mode::CompareState;
use crate::model::Setup;

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

/// The Compare mode's pictures: what its three boards show at each
/// lined-up pair, as the Compare view draws them.
pub struct CompareFilm<'a> {
    a: &'a Setup,
    trace_a: &'a Trace,
    compare: &'a CompareState,
    labels: [String; 3],
    differences: Vec<Frame>,
}

impl<'a> CompareFilm<'a> {
    /// Run A (`a`, its trace `trace_a`) beside `compare`'s run B.
    #[must_use]
    pub fn new(a: &'a Setup, trace_a: &'a Trace, compare: &'a CompareState) -> CompareFilm<'a> {
        CompareFilm {
            a,
            trace_a,
            compare,
            labels: compare.labels(a),
            differences: (0..compare.pairs.len())
                .map(|k| compare.difference_at(trace_a, k))
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
    pub fn scene(&self, at: usize) -> Option<CompareScene<'_>> {
        let (i, j) = *self.compare.pairs.get(at)?;
        Some(CompareScene {
            boards: [
                scene(self.a, self.trace_a.frames.get(i)?),
                scene(&self.compare.setup, self.compare.trace.frames.get(j?)?),
                Scene::new(self.differences.get(at)?),
            ],
            labels: [&self.labels[0], &self.labels[1], &self.labels[2]],
        })
    }

    /// Every pair, in order.
    #[must_use]
    pub fn scenes(&self) -> Vec<CompareScene<'_>> {
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

    #[test]
    fn the_scene_has_the_users_marks() {
        let s = Setup::seed_example();
        let t = s.trace();
        let last = scene(&s, t.frames.last().expect("frames"));
        assert_eq!(last.marks, s.marks());
        assert!(last.cells()[Square::E4.index() as usize].source);
    }
}
