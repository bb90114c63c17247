//! Exports of what the board shows, drawn by the `fillscope-draw` crate
//! from the same look table as the board. This module only turns the
//! app's [`Setup`] into the crate's scenes. The page draws text and SVG;
//! PNG and GIF are encoded by the background worker (`crates/worker`), so
//! the page's own build leaves out draw's `raster` feature.

use fillscope_core::{Frame, Trace};
use fillscope_draw::{Scene, TraceScene};

use crate::model::Setup;

pub use fillscope_draw::{frame_svg, frame_text, outcome_text, trace_text, xml_escape, SvgStyle};

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

    #[test]
    fn the_scene_has_the_users_marks() {
        let s = Setup::seed_example();
        let t = s.trace();
        let last = scene(&s, t.frames.last().expect("frames"));
        assert_eq!(last.marks, s.marks());
        assert!(last.cells()[Square::E4.index() as usize].source);
    }
}
