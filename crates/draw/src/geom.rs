//! Where marks sit inside a square, shared by the SVG and raster
//! drawings and mirroring the page's CSS (`styles/main.css`, the `.sq`
//! rules). Lengths are in thousandths of the square's side.

use crate::cells::SquareLook;

/// A mark's box: top left corner and side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct MarkBox {
    pub x: i32,
    pub y: i32,
    pub size: i32,
}

impl MarkBox {
    /// Its border width (the white rim).
    pub fn border(&self) -> i32 {
        (self.size / 12).max(30)
    }
    /// The height of its letter.
    pub fn letter(&self) -> i32 {
        self.size * 45 / 100
    }
}

/// Where the number is written: its centre and height.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct NumberBox {
    pub cx: i32,
    pub cy: i32,
    pub height: i32,
}

/// The S and T marks and the layer number of a square. As on the board: a
/// lone mark sits in the middle, 62% of the square; with a layer number or
/// with both marks they move to the corners (S top left, T bottom right),
/// 34% beside a number and 42% otherwise. The number is 42% high (30% for
/// two digits), moved away from a lone mark.
pub(crate) fn layout(l: &SquareLook) -> (Option<MarkBox>, Option<MarkBox>, Option<NumberBox>) {
    let numbered = l.number.is_some();
    let corner = numbered || (l.source && l.target);
    let size = if numbered {
        340
    } else if corner {
        420
    } else {
        620
    };
    let at = |top_left: bool| {
        if !corner {
            MarkBox {
                x: (1000 - size) / 2,
                y: (1000 - size) / 2,
                size,
            }
        } else if top_left {
            MarkBox { x: 40, y: 40, size }
        } else {
            MarkBox {
                x: 960 - size,
                y: 960 - size,
                size,
            }
        }
    };
    let source = l.source.then(|| at(true));
    let target = l.target.then(|| at(false));
    let number = l.number.map(|k| {
        let shift = match (l.source, l.target) {
            (true, false) => 110,
            (false, true) => -110,
            _ => 0,
        };
        NumberBox {
            cx: 500 + shift,
            cy: 500 + shift,
            height: if k >= 10 { 300 } else { 420 },
        }
    });
    (source, target, number)
}

/// Pattern sizes, in thousandths of the square.
pub(crate) mod pattern {
    /// Dots: a 4 by 4 grid, this radius.
    pub const DOT_RADIUS: i32 = 45;
    /// Diagonal lines and cross-hatch: spacing along a row, and width.
    pub const DIAGONAL_PERIOD: i32 = 250;
    pub const DIAGONAL_WIDTH: i32 = 45;
    /// Horizontal lines: spacing and width.
    pub const HORIZONTAL_PERIOD: i32 = 160;
    pub const HORIZONTAL_WIDTH: i32 = 50;
    /// The X's stroke width.
    pub const CROSS_WIDTH: i32 = 80;
    /// The frontier: solid border width, the dashed ring's outer edge
    /// (from the square's edge), its width and dash length.
    pub const RING_BORDER: i32 = 80;
    pub const RING_INSET: i32 = 120;
    pub const RING_WIDTH: i32 = 50;
    pub const RING_DASH: i32 = 130;
    /// A wall's width (centred on the edge).
    pub const WALL_WIDTH: i32 = 180;
}
