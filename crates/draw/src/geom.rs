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

/// The marks (by corner, as [`SquareLook::marks`]) and the layer number
/// of a square. As on the board: a lone mark sits in the middle, 62% of
/// the square; with a layer number or with other marks they move to their
/// corners (0 top left, 1 bottom right, 2 top right, 3 bottom left), 34%
/// beside a number and 42% otherwise. The number is 42% high (30% for two
/// digits), moved away from a lone mark.
pub(crate) fn layout(l: &SquareLook) -> ([Option<MarkBox>; 4], Option<NumberBox>) {
    let numbered = l.number.is_some();
    let count = l.marks.iter().flatten().count();
    let corner = numbered || count > 1;
    let size = if numbered {
        340
    } else if corner {
        420
    } else {
        620
    };
    // Each corner's direction from the middle: (right, down).
    const TOWARDS: [(i32, i32); 4] = [(-1, -1), (1, 1), (1, -1), (-1, 1)];
    let at = |k: usize| {
        if !corner {
            let mid = (1000 - size) / 2;
            return MarkBox {
                x: mid,
                y: mid,
                size,
            };
        }
        let (dx, dy) = TOWARDS[k];
        let edge = |d: i32| if d < 0 { 40 } else { 960 - size };
        MarkBox {
            x: edge(dx),
            y: edge(dy),
            size,
        }
    };
    let mut boxes = [None; 4];
    for (k, b) in boxes.iter_mut().enumerate() {
        if l.marks[k].is_some() {
            *b = Some(at(k));
        }
    }
    let number = l.number.map(|k| {
        // Away from a lone mark's corner.
        let (sx, sy) = match (count, l.marks.iter().position(Option::is_some)) {
            (1, Some(c)) => (-110 * TOWARDS[c].0, -110 * TOWARDS[c].1),
            _ => (0, 0),
        };
        NumberBox {
            cx: 500 + sx,
            cy: 500 + sy,
            height: if k >= 10 { 300 } else { 420 },
        }
    });
    (boxes, number)
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
    /// Checks (the vertical lines use the horizontal lines' sizes): the
    /// side of one small square; two make a period.
    pub const CHECK: i32 = 250;
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
