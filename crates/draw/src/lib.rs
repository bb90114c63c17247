//! Drawing fillscope boards: one table of how each role looks
//! ([`look`]), what each square shows ([`mod@cells`]), and the exports that
//! draw from them: text diagrams ([`text`]), SVG ([`svg`]) and, with the
//! `raster` feature, PNG, filmstrip PNG and animated GIF (module `raster`),
//! and the same for the Compare mode's three boards side by side
//! ([`compare`]), on the 8x8 board or the 9x9 one.
//!
//! The page's board, legend and register panel use [`look`] and [`mod@cells`]
//! too, so a picture shows a square exactly as the page does: the same
//! colours (layer `k` in one of eight hues, `k` modulo 8), the same
//! patterns, the same priority when roles overlap.
//!
//! Nothing here knows the app's state: a picture is drawn from a
//! [`Scene`] (one frame, the user's source and target marks, the walls if
//! the fill uses them) or a [`TraceScene`] (the same for a whole trace).
//! The page leaves out the `raster` feature (its first load stays small:
//! raster exports run in a web worker); the worker and the CLI enable it.
//!
//! ```
//! use fillscope_core::{paths, Bitboard, Marks, Square, Step};
//! use fillscope_draw::{frame_svg, frame_text, trace_text, Scene, SvgStyle, TraceScene};
//!
//! // The seeds' example: all shortest king paths from e4 to a1 and h8.
//! let (from, to) = (Bitboard::from(Square::E4), Square::A1 | Square::H8);
//! let (_, trace) = paths::westcott_traced(from, to, Bitboard::ALL, Step::King);
//! let film = TraceScene { trace: &trace, marks: Marks::ends(from, to), walls: None };
//! let scene: Scene = film.frame(0).expect("a first frame");
//!
//! assert!(frame_text(scene.frame).contains("sq1  = 0x0000000010000000"));
//! assert!(trace_text(&trace).contains("Frame 1 of"));
//! let svg = frame_svg(&scene, &SvgStyle::default());
//! assert!(svg.starts_with("<svg") && svg.contains("data-square=\"e4\""));
//!
//! #[cfg(feature = "raster")]
//! {
//!     use fillscope_draw::raster::{frame_png, trace_filmstrip_png, trace_gif, RasterStyle};
//!     let style = RasterStyle::default();
//!     let png = frame_png(&scene, &style).expect("PNG");
//!     assert_eq!(&png[1..4], b"PNG");
//!     let strip = trace_filmstrip_png(&film, &style).expect("PNG");
//!     assert!(strip.len() < 100_000);
//!     let gif = trace_gif(&film, &style).expect("GIF");
//!     assert_eq!(&gif[..6], b"GIF89a");
//! }
//! ```
//!
//! The role-to-appearance table:
//!
//! ```
//! use fillscope_core::Role;
//! use fillscope_draw::look::{appearance, Look, Pattern, Theme};
//!
//! // A propagator (`path`, `pro`) is drawn by its complement, as blockers.
//! let look = Look::of(Role::Propagator).unwrap();
//! let a = appearance(look);
//! assert_eq!((a.name, a.class, a.pattern), ("blocker", "blocker", Pattern::Cross));
//! assert_eq!(a.fill(Theme::Light), [0x3b, 0x3b, 0x3b]);
//! assert_eq!(fillscope_draw::look::layer_class(11), "k3");
//! ```

use fillscope_core::bfs::Walls;
use fillscope_core::nine::{Board9, Frame9, Trace9, Walls9};
use fillscope_core::{Frame, Marks, Trace};

pub mod cells;
pub mod compare;
mod geom;
pub mod look;
#[cfg(feature = "raster")]
pub mod raster;
pub mod svg;
pub mod text;

pub use cells::{cells, cells9, Cell, Spot, SquareLook};
pub use compare::{
    compare_svg, compare_text, difference_frame, difference_frame9, difference_legend, CompareScene,
};
pub use look::{appearance, Appearance, Look, Pattern, Rgb, Theme};
pub use svg::{frame_svg, frame_svg9, xml_escape, SvgStyle};
pub use text::{
    frame_text, frame_text9, outcome_text, trace_text, trace_text9, TEXT_BOARDS_PER_ROW,
};

#[cfg(feature = "raster")]
pub use raster::{
    compare_board_origin, compare_board_origin9, compare_gif, compare_png, compare_rgba,
    filmstrip_board_origin, frame_png, frame_png9, frame_rgba, frame_rgba9, square_origin,
    square_origin9, trace_filmstrip_png, trace_filmstrip_png9, trace_gif, trace_gif9, EncodeError,
    RasterStyle, Rgba,
};

/// What one picture shows: a frame, the user's marks and the walls.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Scene<'a> {
    /// The frame.
    pub frame: &'a Frame,
    /// The user's marks, each drawn where the frame has no register in its
    /// role (as the page's board draws them; pass `Marks::default()` to
    /// draw only the frame).
    pub marks: Marks,
    /// Walls, for the fills that use them (BFS, Voronoi); `None` draws none.
    pub walls: Option<Walls>,
}

impl<'a> Scene<'a> {
    /// A frame with no marks and no walls.
    #[must_use]
    pub fn new(frame: &'a Frame) -> Scene<'a> {
        Scene {
            frame,
            marks: Marks::default(),
            walls: None,
        }
    }

    /// The 64 squares as the page's board shows them, a1 first.
    #[must_use]
    pub fn cells(&self) -> Vec<Cell> {
        cells(Some(self.frame), self.walls, Some(self.marks))
    }
}

/// What a whole-trace picture (filmstrip, GIF) shows: every frame of a
/// trace with the same marks and walls.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TraceScene<'a> {
    /// The trace.
    pub trace: &'a Trace,
    /// The user's marks (see [`Scene::marks`]).
    pub marks: Marks,
    /// Walls, for the fills that use them.
    pub walls: Option<Walls>,
}

impl<'a> TraceScene<'a> {
    /// Frame `index` (0-based) as a scene, if the trace has it.
    #[must_use]
    pub fn frame(&self, index: usize) -> Option<Scene<'a>> {
        let frame = self.trace.frames.get(index)?;
        Some(Scene {
            frame,
            marks: self.marks,
            walls: self.walls,
        })
    }

    /// Every frame as a scene, in order.
    pub fn scenes(&self) -> impl Iterator<Item = Scene<'a>> + '_ {
        (0..self.trace.frames.len()).filter_map(|i| self.frame(i))
    }
}

/// A board picture as the drawers take it, on either board: its side in
/// squares (8 or 9) and what each square shows.
pub(crate) struct Sheet {
    /// 8 or 9.
    pub side: u8,
    /// The squares, a1 first (`side * side` of them).
    pub cells: Vec<Cell>,
}

impl Sheet {
    /// What the drawers draw of `scene`, on either board.
    pub(crate) fn of<S: BoardScene>(scene: &S) -> Sheet {
        Sheet {
            side: S::SIDE,
            cells: scene.squares(),
        }
    }
}

/// One board's picture on either board, an 8x8 [`Scene`] or a 9x9
/// [`Scene9`]: what the drawings written once for both boards (the
/// Compare mode's, [`compare`]) read of it.
pub trait BoardScene: Copy {
    /// The board's side in squares: 8 or 9.
    const SIDE: u8;
    /// The `SIDE * SIDE` squares as the page's board shows them, a1 first.
    fn squares(&self) -> Vec<Cell>;
    /// The frame's caption.
    fn caption(&self) -> &str;
    /// The frame as text ([`frame_text`] or [`frame_text9`]).
    fn text(&self) -> String;
    /// What the frame's registers mean, one line each (the difference
    /// board's legend, [`difference_legend`]).
    fn legend(&self) -> Vec<String>;
}

impl BoardScene for Scene<'_> {
    const SIDE: u8 = 8;
    fn squares(&self) -> Vec<Cell> {
        self.cells()
    }
    fn caption(&self) -> &str {
        &self.frame.caption
    }
    fn text(&self) -> String {
        frame_text(self.frame)
    }
    fn legend(&self) -> Vec<String> {
        difference_legend(self.frame)
    }
}

impl BoardScene for Scene9<'_> {
    const SIDE: u8 = 9;
    fn squares(&self) -> Vec<Cell> {
        self.cells()
    }
    fn caption(&self) -> &str {
        &self.frame.caption
    }
    fn text(&self) -> String {
        frame_text9(self.frame)
    }
    fn legend(&self) -> Vec<String> {
        difference_legend(self.frame)
    }
}

impl TraceScene<'_> {
    /// Every frame's sheet, or the bare board (the marks and walls) for a
    /// trace with no frame.
    #[cfg(feature = "raster")]
    pub(crate) fn sheets(&self) -> Vec<Sheet> {
        if self.trace.frames.is_empty() {
            let blank = Frame {
                caption: "".into(),
                line: 0,
                registers: Vec::new(),
            };
            return vec![Sheet {
                side: 8,
                cells: cells(Some(&blank), self.walls, Some(self.marks)),
            }];
        }
        self.trace
            .frames
            .iter()
            .map(|frame| Sheet {
                side: 8,
                cells: cells(Some(frame), self.walls, Some(self.marks)),
            })
            .collect()
    }
}

/// What one 9x9 picture shows (as [`Scene`] on the 8x8 board): a frame,
/// the user's marks and the walls.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Scene9<'a> {
    /// The frame.
    pub frame: &'a Frame9,
    /// The user's marks (see [`Scene::marks`]).
    pub marks: Marks<Board9>,
    /// Walls; `None` draws none.
    pub walls: Option<Walls9>,
}

impl<'a> Scene9<'a> {
    /// A frame with no marks and no walls.
    #[must_use]
    pub fn new(frame: &'a Frame9) -> Scene9<'a> {
        Scene9 {
            frame,
            marks: Marks::default(),
            walls: None,
        }
    }

    /// The 81 squares as the page's board shows them, a1 first.
    #[must_use]
    pub fn cells(&self) -> Vec<Cell> {
        cells9(Some(self.frame), self.walls, Some(self.marks))
    }
}

/// What a whole 9x9 trace's picture (filmstrip, GIF) shows (as
/// [`TraceScene`] on the 8x8 board).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TraceScene9<'a> {
    /// The trace.
    pub trace: &'a Trace9,
    /// The user's marks.
    pub marks: Marks<Board9>,
    /// Walls; `None` draws none.
    pub walls: Option<Walls9>,
}

impl<'a> TraceScene9<'a> {
    /// Frame `index` (0-based) as a scene, if the trace has it.
    #[must_use]
    pub fn frame(&self, index: usize) -> Option<Scene9<'a>> {
        Some(Scene9 {
            frame: self.trace.frames.get(index)?,
            marks: self.marks,
            walls: self.walls,
        })
    }

    /// Every frame's sheet, or the bare board for a trace with no frame.
    #[cfg(feature = "raster")]
    pub(crate) fn sheets(&self) -> Vec<Sheet> {
        let marks = self.marks;
        if self.trace.frames.is_empty() {
            let blank = Frame9 {
                caption: "".into(),
                line: 0,
                registers: Vec::new(),
            };
            return vec![Sheet {
                side: 9,
                cells: cells9(Some(&blank), self.walls, Some(marks)),
            }];
        }
        self.trace
            .frames
            .iter()
            .map(|frame| Sheet {
                side: 9,
                cells: cells9(Some(frame), self.walls, Some(marks)),
            })
            .collect()
    }
}
