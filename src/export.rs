//! Exports of what the board shows, drawn by the `fillscope-draw` crate
//! from the same look table as the board. This module only turns the
//! app's [`Setup`] into the crate's scenes.

use fillscope_core::{Frame, Trace};
use fillscope_draw::{Scene, TraceScene};

use crate::model::Setup;

pub use fillscope_draw::{frame_png, trace_filmstrip_png, trace_gif, EncodeError, RasterStyle};
pub use fillscope_draw::{frame_svg, frame_text, outcome_text, trace_text, xml_escape, SvgStyle};

/// What the board shows for `frame` of `setup`'s trace: the user's marks,
/// and the walls when the fill uses them.
#[must_use]
pub fn scene<'a>(setup: &Setup, frame: &'a Frame) -> Scene<'a> {
    Scene {
        frame,
        marks: setup.marks(),
        walls: setup.algorithm.uses_walls().then_some(setup.walls),
    }
}

/// [`scene`] for every frame of `trace`.
#[must_use]
pub fn trace_scene<'a>(setup: &Setup, trace: &'a Trace) -> TraceScene<'a> {
    TraceScene {
        trace,
        marks: setup.marks(),
        walls: setup.algorithm.uses_walls().then_some(setup.walls),
    }
}
