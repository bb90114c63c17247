//! Exports of what the board shows: text diagrams for wiki pages, a
//! standalone SVG, and PNG/GIF images drawn by a tiny built-in rasteriser
//! (no browser canvas needed, so the same code runs natively and in wasm).
//!
//! ```
//! use fillscope::export::{self, RasterStyle, SvgStyle};
//! use fillscope::model::Setup;
//! let setup = Setup::seed_example();
//! let trace = setup.trace();
//! let text = export::frame_text(&trace.frames[0]);
//! assert!(text.contains("sq1  = 0x0000000010000000"));
//! let svg = export::frame_svg(&setup, &trace.frames[0], &SvgStyle::default());
//! assert!(svg.starts_with("<svg"));
//! let png = export::frame_png(&setup, &trace.frames[0], &RasterStyle::default());
//! assert_eq!(&png[1..4], b"PNG");
//! let gif = export::trace_gif(&setup, &trace, &RasterStyle::default());
//! assert_eq!(&gif[..6], b"GIF89a");
//! ```
//!
//! Every picture draws a square the same way, so roles never depend on
//! colour alone: blockers are dark with an X; the filled set is tinted;
//! layers are tinted by distance and carry their number; the frontier
//! has a heavy inner border; the result has `/` stripes, side B's result
//! `\` stripes, ties a dot grid; sources are discs, targets rings; walls
//! (BFS and Voronoi) are heavy lines on square edges.

use std::fmt::Write;

use fillscope_core::bfs::Walls;
use fillscope_core::render;
use fillscope_core::trace::Outcome;
use fillscope_core::{Bitboard, Frame, Role, Square, Trace};

use crate::model::Setup;

// ----------------------------------------------------------------------
// Text

/// Boards per row in text diagrams.
pub const TEXT_BOARDS_PER_ROW: usize = 5;

/// One frame as text: the caption, the listing line, every painted
/// register as a board (rank 8 on top, `1` and `.`, side by side, wrapped
/// to [`TEXT_BOARDS_PER_ROW`] per row) and every register's hex value.
pub fn frame_text(frame: &Frame) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", frame.caption);
    if frame.line > 0 {
        let _ = writeln!(out, "(listing line {})", frame.line);
    }
    let boards: Vec<(&str, Bitboard)> = frame
        .registers
        .iter()
        .filter(|r| r.role != Role::Info)
        .map(|r| (&*r.name, r.value))
        .collect();
    if !boards.is_empty() {
        out.push('\n');
        out.push_str(&render::grid(&boards, TEXT_BOARDS_PER_ROW));
    }
    if !frame.registers.is_empty() {
        out.push('\n');
        let w = frame
            .registers
            .iter()
            .map(|r| r.name.chars().count())
            .max()
            .unwrap_or(0);
        for r in &frame.registers {
            let _ = writeln!(out, "{:<w$} = {}", r.name, r.value.hex());
        }
    }
    out
}

/// How a run ended, in words.
pub fn outcome_text(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Returned { value } => format!("returned {value}"),
        Outcome::Bitboard { value } => format!("returned {}", value.hex()),
        Outcome::Bool { value } => format!("returned {value}"),
        Outcome::NeverTerminates {
            first_seen,
            repeat_at,
        } => format!(
            "never terminates: the state of iteration {repeat_at} repeats iteration {first_seen}"
        ),
    }
}

/// A whole trace as text: a heading with the algorithm and outcome, then
/// every frame ([`frame_text`]) numbered from 1.
pub fn trace_text(trace: &Trace) -> String {
    let title = fillscope_core::code::title(&trace.algorithm).unwrap_or(&trace.algorithm);
    let n = trace.frames.len();
    let mut out = format!(
        "{title}: {n} frame{}, {}\n",
        if n == 1 { "" } else { "s" },
        outcome_text(&trace.outcome)
    );
    for (i, f) in trace.frames.iter().enumerate() {
        let _ = write!(out, "\nFrame {} of {n}: ", i + 1);
        out.push_str(&frame_text(f));
    }
    out
}

// ----------------------------------------------------------------------
// What each square shows

/// The colour that fills a square (highest priority wins).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Fill {
    None,
    Filled,
    Layer(u16),
    Frontier,
    ResultB,
    Result,
    Tie,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Paint {
    blocked: bool,
    source: bool,
    target: bool,
    fill: Fill,
    frontier: bool,
    /// The newest (highest) layer the square is in.
    layer: Option<u16>,
    /// Walls on the north, east, south and west edges.
    walls: [bool; 4],
}

fn paint(setup: &Setup, frame: &Frame) -> [Paint; 64] {
    let mut p = [Paint {
        blocked: false,
        source: false,
        target: false,
        fill: Fill::None,
        frontier: false,
        layer: None,
        walls: [false; 4],
    }; 64];
    let has_blockers = frame
        .registers
        .iter()
        .any(|r| matches!(r.role, Role::Propagator | Role::Blocker));
    if !has_blockers {
        for sq in setup.blockers.squares() {
            p[sq.index() as usize].blocked = true;
        }
    }
    let rank = |f: Fill| match f {
        Fill::None => 0,
        Fill::Filled => 1,
        Fill::Layer(_) => 2,
        Fill::Frontier => 3,
        Fill::ResultB => 4,
        Fill::Result => 5,
        Fill::Tie => 6,
    };
    for r in &frame.registers {
        let b = if r.role == Role::Propagator {
            !r.value
        } else {
            r.value
        };
        for sq in b.squares() {
            let c = &mut p[sq.index() as usize];
            let fill = match r.role {
                Role::Source => {
                    c.source = true;
                    continue;
                }
                Role::Target => {
                    c.target = true;
                    continue;
                }
                Role::Propagator | Role::Blocker => {
                    c.blocked = true;
                    continue;
                }
                Role::Info => continue,
                Role::Frontier => {
                    c.frontier = true;
                    Fill::Frontier
                }
                Role::Filled => Fill::Filled,
                Role::Layer(k) => {
                    c.layer = Some(c.layer.map_or(k, |l| l.max(k)));
                    Fill::Layer(k)
                }
                Role::Result => Fill::Result,
                Role::ResultB => Fill::ResultB,
                Role::Tie => Fill::Tie,
            };
            let newer_layer = matches!((c.fill, fill), (Fill::Layer(a), Fill::Layer(b)) if b > a);
            if rank(fill) > rank(c.fill) || newer_layer {
                c.fill = fill;
            }
        }
    }
    // As on the board: the user's marks where the frame has no such role.
    let (sources, targets) = setup.marks();
    let has = |role: Role| frame.registers.iter().any(|r| r.role == role);
    if !has(Role::Source) {
        sources
            .squares()
            .for_each(|sq| p[sq.index() as usize].source = true);
    }
    if !has(Role::Target) {
        targets
            .squares()
            .for_each(|sq| p[sq.index() as usize].target = true);
    }
    if setup.walls_used().is_some() {
        let w: Walls = setup.walls.normalized();
        for sq in Square::all() {
            let n = [(0, 1), (1, 0), (0, -1), (-1, 0)];
            p[sq.index() as usize].walls =
                n.map(|(df, dr)| sq.try_offset(df, dr).is_some_and(|o| w.between(sq, o)));
        }
    }
    p
}

fn blank_frame() -> Frame {
    Frame {
        caption: "".into(),
        line: 0,
        registers: Vec::new(),
    }
}

// ----------------------------------------------------------------------
// Colours

/// An RGB colour.
pub type Rgb = [u8; 3];

/// The colours of a picture.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// Behind the board and labels.
    pub background: Rgb,
    /// Light squares.
    pub light: Rgb,
    /// Dark squares.
    pub dark: Rgb,
    /// Blocked squares.
    pub blocker: Rgb,
    /// The filled set.
    pub filled: Rgb,
    /// The frontier.
    pub frontier: Rgb,
    /// Distance layers, by layer number modulo the length.
    pub layers: [Rgb; 6],
    /// The result.
    pub result: Rgb,
    /// Side B's result.
    pub result_b: Rgb,
    /// Ties.
    pub tie: Rgb,
    /// Source discs.
    pub source: Rgb,
    /// Target rings.
    pub target: Rgb,
    /// Walls.
    pub wall: Rgb,
    /// Labels, numbers, stripes and borders.
    pub ink: Rgb,
}

impl Palette {
    /// For light pages.
    pub const LIGHT: Palette = Palette {
        background: [0xff, 0xff, 0xff],
        light: [0xf2, 0xef, 0xe6],
        dark: [0xd9, 0xd4, 0xc7],
        blocker: [0x4a, 0x4a, 0x52],
        filled: [0xb9, 0xd6, 0xf2],
        frontier: [0xff, 0xc0, 0x5c],
        layers: [
            [0xc6, 0xe8, 0xc1],
            [0xa6, 0xdb, 0xd9],
            [0xb9, 0xc8, 0xf0],
            [0xd7, 0xbf, 0xee],
            [0xf0, 0xbd, 0xd6],
            [0xf3, 0xd6, 0xb0],
        ],
        result: [0x6c, 0xc0, 0x6c],
        result_b: [0xc5, 0x8b, 0xe0],
        tie: [0xa8, 0xa8, 0xa8],
        source: [0xd6, 0x3a, 0x3a],
        target: [0x1f, 0x5f, 0xc9],
        wall: [0xb0, 0x3a, 0x00],
        ink: [0x1e, 0x1e, 0x24],
    };
    /// For dark pages.
    pub const DARK: Palette = Palette {
        background: [0x16, 0x18, 0x1d],
        light: [0x3a, 0x3d, 0x45],
        dark: [0x2e, 0x31, 0x38],
        blocker: [0x0b, 0x0b, 0x0e],
        filled: [0x2f, 0x57, 0x82],
        frontier: [0xc7, 0x83, 0x1c],
        layers: [
            [0x2f, 0x66, 0x3a],
            [0x22, 0x63, 0x61],
            [0x33, 0x4c, 0x8c],
            [0x5a, 0x3f, 0x84],
            [0x80, 0x3a, 0x5e],
            [0x85, 0x5e, 0x2c],
        ],
        result: [0x3f, 0x9a, 0x4b],
        result_b: [0x8e, 0x55, 0xb0],
        tie: [0x6e, 0x6e, 0x6e],
        source: [0xff, 0x6b, 0x6b],
        target: [0x6c, 0xb4, 0xff],
        wall: [0xff, 0x9a, 0x3c],
        ink: [0xee, 0xee, 0xf2],
    };

    fn fill(&self, f: Fill) -> Option<Rgb> {
        match f {
            Fill::None => None,
            Fill::Filled => Some(self.filled),
            Fill::Layer(k) => Some(self.layers[k as usize % self.layers.len()]),
            Fill::Frontier => Some(self.frontier),
            Fill::ResultB => Some(self.result_b),
            Fill::Result => Some(self.result),
            Fill::Tie => Some(self.tie),
        }
    }

    /// Every colour, in raster palette order.
    fn indexed(&self) -> Vec<Rgb> {
        let mut v = vec![
            self.background,
            self.light,
            self.dark,
            self.blocker,
            self.filled,
            self.frontier,
            self.result,
            self.result_b,
            self.tie,
            self.source,
            self.target,
            self.wall,
            self.ink,
        ];
        v.extend(self.layers);
        v
    }
}

fn css(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// Escapes text for XML content and attribute values.
pub fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Characters XML 1.0 does not allow at all.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push('\u{fffd}'),
            '\u{fffe}' | '\u{ffff}' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

// ----------------------------------------------------------------------
// SVG

/// How [`frame_svg`] draws.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SvgStyle {
    /// Square size in SVG units.
    pub cell: u32,
    /// Colours.
    pub palette: Palette,
    /// File and rank labels.
    pub labels: bool,
    /// The frame's caption as a line of text above the board.
    pub caption: bool,
}

impl Default for SvgStyle {
    fn default() -> Self {
        SvgStyle {
            cell: 40,
            palette: Palette::LIGHT,
            labels: true,
            caption: true,
        }
    }
}

/// A standalone SVG document of the board as one frame shows it.
pub fn frame_svg(setup: &Setup, frame: &Frame, style: &SvgStyle) -> String {
    // Whole SVG units only: integer formatting is much smaller in wasm
    // than float formatting. `pc(n)` is n per cent of a square.
    let c = style.cell.clamp(8, 400) as i32;
    let pc = |n: i32| c * n / 100;
    let pal = &style.palette;
    let margin = if style.labels { c / 2 } else { 0 };
    let top = if style.caption { pc(60) } else { 0 };
    let (w, h) = (margin + 8 * c, top + 8 * c + margin);
    let ink = css(pal.ink);
    let mut s = String::new();
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\">"
    );
    let _ = write!(s, "<title>{}</title>", xml_escape(&frame.caption));
    let stripe = |id: &str, angle: i32| {
        format!(
            "<pattern id=\"{id}\" width=\"{p}\" height=\"{p}\" patternUnits=\"userSpaceOnUse\" \
             patternTransform=\"rotate({angle})\"><rect width=\"{q}\" height=\"{p}\" fill=\"{ink}\" \
             fill-opacity=\"0.35\"/></pattern>",
            p = c / 5,
            q = (c / 14).max(1)
        )
    };
    let _ = write!(
        s,
        "<defs>{}{}<pattern id=\"dots\" width=\"{p}\" height=\"{p}\" patternUnits=\"userSpaceOnUse\">\
         <circle cx=\"{r}\" cy=\"{r}\" r=\"{d}\" fill=\"{ink}\" fill-opacity=\"0.5\"/></pattern></defs>",
        stripe("stripes", 45),
        stripe("stripes-b", -45),
        p = c / 4,
        r = c / 8,
        d = (c / 20).max(1)
    );
    let _ = write!(
        s,
        "<rect width=\"{w}\" height=\"{h}\" fill=\"{}\"/>",
        css(pal.background)
    );
    if style.caption {
        let cap: String = frame.caption.chars().take(160).collect();
        let _ = write!(
            s,
            "<text x=\"{margin}\" y=\"{}\" font-size=\"{}\" fill=\"{ink}\">{}</text>",
            top * 72 / 100,
            pc(32),
            xml_escape(&cap)
        );
    }
    let cells = paint(setup, frame);
    for sq in Square::all() {
        let p = &cells[sq.index() as usize];
        let x = margin + i32::from(sq.file()) * c;
        let y = top + i32::from(7 - sq.rank()) * c;
        let base = if (sq.file() + sq.rank()) % 2 == 0 {
            pal.dark
        } else {
            pal.light
        };
        let _ = write!(
            s,
            "<g><title>{sq}</title><rect x=\"{x}\" y=\"{y}\" width=\"{c}\" height=\"{c}\" fill=\"{}\"/>",
            css(base)
        );
        if p.blocked {
            let _ = write!(
                s,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{c}\" height=\"{c}\" fill=\"{}\"/>\
                 <path d=\"M{a} {b}L{e} {f}M{e} {b}L{a} {f}\" stroke=\"{}\" stroke-width=\"{}\"/>",
                css(pal.blocker),
                css(pal.light),
                (c / 20).max(1),
                a = x + c / 4,
                b = y + c / 4,
                e = x + c * 3 / 4,
                f = y + c * 3 / 4
            );
        }
        if let Some(col) = pal.fill(p.fill) {
            let i = pc(4).max(1);
            let _ = write!(
                s,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>",
                x + i,
                y + i,
                c - 2 * i,
                c - 2 * i,
                css(col)
            );
            let overlay = match p.fill {
                Fill::Result => Some("stripes"),
                Fill::ResultB => Some("stripes-b"),
                Fill::Tie => Some("dots"),
                _ => None,
            };
            if let Some(id) = overlay {
                let _ = write!(
                    s,
                    "<rect x=\"{x}\" y=\"{y}\" width=\"{c}\" height=\"{c}\" fill=\"url(#{id})\"/>"
                );
            }
        }
        if p.frontier {
            let t = pc(8).max(1);
            let _ = write!(
                s,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"{t}\"/>",
                x + t,
                y + t,
                c - 2 * t,
                c - 2 * t
            );
        }
        let (cx, cy) = (x + c / 2, y + c / 2);
        if p.source {
            let _ = write!(
                s,
                "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{}\" fill=\"{}\" stroke=\"{ink}\" stroke-width=\"{}\"/>",
                pc(22),
                css(pal.source),
                pc(3).max(1)
            );
        }
        if p.target {
            let _ = write!(
                s,
                "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"/>",
                pc(32),
                css(pal.target),
                pc(8).max(1)
            );
        }
        if let Some(k) = p.layer {
            let _ = write!(
                s,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{ink}\">{k}</text>",
                x + pc(8),
                y + pc(34),
                pc(28)
            );
        }
        s.push_str("</g>");
    }
    // Walls on top of every square.
    let wall = css(pal.wall);
    for sq in Square::all() {
        let p = &cells[sq.index() as usize];
        let x = margin + i32::from(sq.file()) * c;
        let y = top + i32::from(7 - sq.rank()) * c;
        // Draw each wall once: from its south or west square.
        let mut line = |x1: i32, y1: i32, x2: i32, y2: i32| {
            let _ = write!(
                s,
                "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"{wall}\" \
                 stroke-width=\"{}\" stroke-linecap=\"round\"/>",
                pc(12).max(1)
            );
        };
        if p.walls[0] {
            line(x, y, x + c, y);
        }
        if p.walls[1] {
            line(x + c, y, x + c, y + c);
        }
    }
    if style.labels {
        for i in 0..8u8 {
            let _ = write!(
                s,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{ink}\" text-anchor=\"middle\">{}</text>",
                margin + i32::from(i) * c + c / 2,
                top + 8 * c + margin * 3 / 4,
                pc(30),
                char::from(b'a' + i)
            );
            let _ = write!(
                s,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{ink}\" text-anchor=\"middle\">{}</text>",
                margin / 2,
                top + i32::from(7 - i) * c + pc(62),
                pc(30),
                i + 1
            );
        }
    }
    s.push_str("</svg>\n");
    s
}

// ----------------------------------------------------------------------
// Raster

/// How the PNG and GIF exports draw.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct RasterStyle {
    /// Square size in pixels, clamped to 8..=96.
    pub cell: u32,
    /// Colours.
    pub palette: Palette,
    /// File and rank labels.
    pub labels: bool,
    /// Boards per row in a filmstrip (at least 1).
    pub columns: usize,
    /// GIF playback speed, frames per second (clamped to 0.25..=50).
    pub fps: f32,
}

impl Default for RasterStyle {
    fn default() -> Self {
        RasterStyle {
            cell: 32,
            palette: Palette::LIGHT,
            labels: true,
            columns: 5,
            fps: 2.0,
        }
    }
}

// Palette indices, in `Palette::indexed` order.
const BG: u8 = 0;
const LIGHT: u8 = 1;
const DARK: u8 = 2;
const BLOCKER: u8 = 3;
const FILLED: u8 = 4;
const FRONTIER: u8 = 5;
const RESULT: u8 = 6;
const RESULT_B: u8 = 7;
const TIE: u8 = 8;
const SOURCE: u8 = 9;
const TARGET: u8 = 10;
const WALL: u8 = 11;
const INK: u8 = 12;
const LAYER0: u8 = 13;

/// 3x5 glyphs, one row of three bits per nibble, top row first.
fn glyph(c: char) -> Option<[u8; 5]> {
    Some(match c {
        '0' => [7, 5, 5, 5, 7],
        '1' => [2, 6, 2, 2, 7],
        '2' => [7, 1, 7, 4, 7],
        '3' => [7, 1, 7, 1, 7],
        '4' => [5, 5, 7, 1, 1],
        '5' => [7, 4, 7, 1, 7],
        '6' => [7, 4, 7, 5, 7],
        '7' => [7, 1, 1, 1, 1],
        '8' => [7, 5, 7, 5, 7],
        '9' => [7, 5, 7, 1, 7],
        'a' => [2, 5, 7, 5, 5],
        'b' => [6, 5, 6, 5, 6],
        'c' => [3, 4, 4, 4, 3],
        'd' => [6, 5, 5, 5, 6],
        'e' => [7, 4, 6, 4, 7],
        'f' => [7, 4, 6, 4, 4],
        'g' => [3, 4, 5, 5, 3],
        'h' => [5, 5, 7, 5, 5],
        _ => return None,
    })
}

/// An image of palette indices.
struct Canvas {
    w: u32,
    h: u32,
    px: Vec<u8>,
}

impl Canvas {
    fn new(w: u32, h: u32) -> Canvas {
        Canvas {
            w,
            h,
            px: vec![BG; w as usize * h as usize],
        }
    }
    fn set(&mut self, x: i64, y: i64, c: u8) {
        if x >= 0 && y >= 0 && x < i64::from(self.w) && y < i64::from(self.h) {
            self.px[y as usize * self.w as usize + x as usize] = c;
        }
    }
    fn rect(&mut self, x: i64, y: i64, w: i64, h: i64, c: u8) {
        for yy in y..y + h {
            for xx in x..x + w {
                self.set(xx, yy, c);
            }
        }
    }
    /// Text in the 3x5 font at `scale` pixels per font pixel; unknown
    /// characters leave a gap.
    fn text(&mut self, x: i64, y: i64, scale: i64, text: &str, c: u8) {
        for (i, ch) in text.chars().enumerate() {
            if let Some(g) = glyph(ch) {
                for (row, bits) in g.iter().enumerate() {
                    for col in 0..3 {
                        if bits >> (2 - col) & 1 == 1 {
                            self.rect(
                                x + (i as i64 * 4 + col) * scale,
                                y + row as i64 * scale,
                                scale,
                                scale,
                                c,
                            );
                        }
                    }
                }
            }
        }
    }
    /// Copies `other` with its top left corner at `(x, y)`.
    fn blit(&mut self, other: &Canvas, x: i64, y: i64) {
        for yy in 0..other.h {
            for xx in 0..other.w {
                let c = other.px[(yy * other.w + xx) as usize];
                self.set(x + i64::from(xx), y + i64::from(yy), c);
            }
        }
    }
}

fn cell_px(style: &RasterStyle) -> i64 {
    i64::from(style.cell.clamp(8, 96))
}

fn font_scale(cell: i64) -> i64 {
    (cell / 14).max(1)
}

/// Width of the label band left of and below the board.
fn label_px(style: &RasterStyle) -> i64 {
    if style.labels {
        font_scale(cell_px(style)) * 5 + 6
    } else {
        0
    }
}

/// Where a square's top left corner is drawn, in pixels from the picture's
/// top left corner (for tests and callers that want to pick colours).
pub fn square_origin(style: &RasterStyle, sq: Square) -> (u32, u32) {
    let c = cell_px(style);
    let m = label_px(style);
    (
        (m + i64::from(sq.file()) * c) as u32,
        (i64::from(7 - sq.rank()) * c) as u32,
    )
}

fn draw_board(setup: &Setup, frame: &Frame, style: &RasterStyle) -> Canvas {
    let c = cell_px(style);
    let m = label_px(style);
    let size = (m + 8 * c) as u32;
    let mut cv = Canvas::new(size, size);
    let cells = paint(setup, frame);
    let fs = font_scale(c);
    for sq in Square::all() {
        let p = &cells[sq.index() as usize];
        let x = m + i64::from(sq.file()) * c;
        let y = i64::from(7 - sq.rank()) * c;
        let base = if (sq.file() + sq.rank()) % 2 == 0 {
            DARK
        } else {
            LIGHT
        };
        cv.rect(x, y, c, c, base);
        if p.blocked {
            cv.rect(x, y, c, c, BLOCKER);
            let t = (c / 12).max(1);
            for i in c / 4..c - c / 4 {
                cv.rect(x + i, y + i, t, t, LIGHT);
                cv.rect(x + c - 1 - i - t + 1, y + i, t, t, LIGHT);
            }
        }
        let inset = (c / 16).max(1);
        let fill = match p.fill {
            Fill::None => None,
            Fill::Filled => Some(FILLED),
            Fill::Layer(k) => Some(LAYER0 + (k as usize % style.palette.layers.len()) as u8),
            Fill::Frontier => Some(FRONTIER),
            Fill::Result => Some(RESULT),
            Fill::ResultB => Some(RESULT_B),
            Fill::Tie => Some(TIE),
        };
        if let Some(col) = fill {
            cv.rect(x + inset, y + inset, c - 2 * inset, c - 2 * inset, col);
            let period = (c / 5).max(3);
            for yy in inset..c - inset {
                for xx in inset..c - inset {
                    let on = match p.fill {
                        Fill::Result => (xx + yy) % period == 0,
                        Fill::ResultB => (xx - yy).rem_euclid(period) == 0,
                        Fill::Tie => xx % period == period / 2 && yy % period == period / 2,
                        _ => false,
                    };
                    if on {
                        cv.set(x + xx, y + yy, INK);
                    }
                }
            }
        }
        if p.frontier {
            let t = (c / 12).max(2);
            let (a, b) = (x + inset, y + inset);
            let s = c - 2 * inset;
            cv.rect(a, b, s, t, INK);
            cv.rect(a, b + s - t, s, t, INK);
            cv.rect(a, b, t, s, INK);
            cv.rect(a + s - t, b, t, s, INK);
        }
        let (cx, cy) = (2 * x + c, 2 * y + c); // doubled centre
        let r_out = c * 32 / 100;
        let ring = (c / 10).max(2);
        for yy in 0..c {
            for xx in 0..c {
                // Distance from the centre, in doubled pixel units.
                let dx = 2 * (x + xx) + 1 - cx;
                let dy = 2 * (y + yy) + 1 - cy;
                let d2 = dx * dx + dy * dy;
                if p.target && d2 <= 4 * r_out * r_out && d2 >= 4 * (r_out - ring) * (r_out - ring)
                {
                    cv.set(x + xx, y + yy, TARGET);
                }
                let r_src = c * 22 / 100;
                if p.source && d2 <= 4 * r_src * r_src {
                    let edge = d2 >= 4 * (r_src - 1) * (r_src - 1);
                    cv.set(x + xx, y + yy, if edge { INK } else { SOURCE });
                }
            }
        }
        if let Some(k) = p.layer {
            cv.text(x + inset + 1, y + inset + 1, fs, &k.to_string(), INK);
        }
    }
    let t = (c / 10).max(2);
    for sq in Square::all() {
        let p = &cells[sq.index() as usize];
        let x = m + i64::from(sq.file()) * c;
        let y = i64::from(7 - sq.rank()) * c;
        if p.walls[0] {
            cv.rect(x - t / 2, y - t / 2, c + t, t, WALL);
        }
        if p.walls[1] {
            cv.rect(x + c - t / 2, y - t / 2, t, c + t, WALL);
        }
    }
    if style.labels {
        for i in 0..8u8 {
            let file = char::from(b'a' + i).to_string();
            let rank = char::from(b'1' + i).to_string();
            cv.text(
                m + i64::from(i) * c + c / 2 - fs * 3 / 2,
                8 * c + 3,
                fs,
                &file,
                INK,
            );
            cv.text(
                (m - 3 * fs) / 2,
                i64::from(7 - i) * c + c / 2 - fs * 5 / 2,
                fs,
                &rank,
                INK,
            );
        }
    }
    cv
}

/// One frame as RGBA pixels: `(width, height, pixels)`, rows top first.
pub fn frame_rgba(setup: &Setup, frame: &Frame, style: &RasterStyle) -> (u32, u32, Vec<u8>) {
    let cv = draw_board(setup, frame, style);
    let pal = style.palette.indexed();
    let px = cv
        .px
        .iter()
        .flat_map(|&i| {
            let [r, g, b] = pal[i as usize];
            [r, g, b, 255]
        })
        .collect();
    (cv.w, cv.h, px)
}

/// One frame as a PNG file (8-bit palette colour).
pub fn frame_png(setup: &Setup, frame: &Frame, style: &RasterStyle) -> Vec<u8> {
    png_encode(&draw_board(setup, frame, style), &style.palette.indexed())
}

fn frames_or_blank(trace: &Trace) -> Vec<Frame> {
    if trace.frames.is_empty() {
        vec![blank_frame()]
    } else {
        trace.frames.clone()
    }
}

/// Every frame of a trace in a grid of [`RasterStyle::columns`] boards per
/// row, each numbered from 1 above its top left corner, as a PNG file.
/// An empty trace gives the bare board.
pub fn trace_filmstrip_png(setup: &Setup, trace: &Trace, style: &RasterStyle) -> Vec<u8> {
    let frames = frames_or_blank(trace);
    let cols = style.columns.clamp(1, 64);
    let rows = frames.len().div_ceil(cols);
    let fs = font_scale(cell_px(style));
    let head = 5 * fs + 6;
    let gap = 8i64;
    let board = label_px(style) + 8 * cell_px(style);
    let tile_w = board + gap;
    let tile_h = board + head + gap;
    let mut cv = Canvas::new(
        (gap + cols.min(frames.len()) as i64 * tile_w) as u32,
        (gap + rows as i64 * tile_h) as u32,
    );
    for (i, f) in frames.iter().enumerate() {
        let x = gap + (i % cols) as i64 * tile_w;
        let y = gap + (i / cols) as i64 * tile_h;
        cv.text(x + label_px(style), y, fs, &(i + 1).to_string(), INK);
        cv.blit(&draw_board(setup, f, style), x, y + head);
    }
    png_encode(&cv, &style.palette.indexed())
}

/// Where board `index` (0-based) of a filmstrip starts, for tests and
/// callers that want to pick colours: add [`square_origin`].
pub fn filmstrip_board_origin(style: &RasterStyle, index: usize) -> (u32, u32) {
    let cols = style.columns.clamp(1, 64);
    let fs = font_scale(cell_px(style));
    let head = 5 * fs + 6;
    let gap = 8i64;
    let board = label_px(style) + 8 * cell_px(style);
    (
        (gap + (index % cols) as i64 * (board + gap)) as u32,
        (gap + (index / cols) as i64 * (board + head + gap) + head) as u32,
    )
}

/// The trace as an animated GIF, one image per frame, looping forever at
/// [`RasterStyle::fps`]. An empty trace gives one image of the bare board.
pub fn trace_gif(setup: &Setup, trace: &Trace, style: &RasterStyle) -> Vec<u8> {
    let frames = frames_or_blank(trace);
    let pal = style.palette.indexed();
    let fps = if style.fps.is_finite() {
        style.fps.clamp(0.25, 50.0)
    } else {
        2.0
    };
    let delay = (100.0 / fps).round() as u16;
    let first = draw_board(setup, &frames[0], style);
    let rest = frames[1..].iter().map(|f| draw_board(setup, f, style));
    gif_encode(first, rest, &pal, delay)
}

/// Writes a looping GIF of same-sized palette images (at most 32 colours).
fn gif_encode(
    first: Canvas,
    rest: impl Iterator<Item = Canvas>,
    pal: &[Rgb],
    delay: u16,
) -> Vec<u8> {
    let (w, h) = (first.w as u16, first.h as u16);
    let mut out = Vec::new();
    out.extend_from_slice(b"GIF89a");
    out.extend_from_slice(&w.to_le_bytes());
    out.extend_from_slice(&h.to_le_bytes());
    // Global colour table of 32 entries (2^(4+1)), 8 bits per primary.
    out.extend_from_slice(&[0xf0 | 0x04, BG, 0]);
    for i in 0..32 {
        out.extend_from_slice(&pal.get(i).copied().unwrap_or([0, 0, 0]));
    }
    // Loop forever (NETSCAPE2.0 application extension, count 0).
    out.extend_from_slice(b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00");
    for cv in std::iter::once(first).chain(rest) {
        // Graphic control extension: delay in 1/100 s, no transparency.
        out.extend_from_slice(&[0x21, 0xf9, 0x04, 0x00]);
        out.extend_from_slice(&delay.to_le_bytes());
        out.extend_from_slice(&[0x00, 0x00]);
        // Image descriptor: the whole screen, no local colour table.
        out.push(0x2c);
        out.extend_from_slice(&[0, 0, 0, 0]);
        out.extend_from_slice(&w.to_le_bytes());
        out.extend_from_slice(&h.to_le_bytes());
        out.push(0);
        const MIN_CODE: u8 = 5;
        out.push(MIN_CODE);
        let data = lzw_encode(&cv.px, MIN_CODE);
        for chunk in data.chunks(255) {
            out.push(chunk.len() as u8);
            out.extend_from_slice(chunk);
        }
        out.push(0);
    }
    out.push(0x3b);
    out
}

/// GIF's variable-width LZW. Every pixel must be below `1 << min_code`.
fn lzw_encode(px: &[u8], min_code: u8) -> Vec<u8> {
    let alpha = 1usize << min_code;
    let clear = alpha as u16;
    let eoi = clear + 1;
    let mut out = Vec::new();
    let (mut acc, mut nbits) = (0u32, 0u32);
    let mut emit = |code: u16, width: u32, out: &mut Vec<u8>| {
        acc |= u32::from(code) << nbits;
        nbits += width;
        while nbits >= 8 {
            out.push(acc as u8);
            acc >>= 8;
            nbits -= 8;
        }
    };
    // table[prefix * alpha + symbol] = code of prefix+symbol, 0 = none.
    let mut table = vec![0u16; 4096 * alpha];
    let mut width = u32::from(min_code) + 1;
    let mut next = eoi + 1;
    emit(clear, width, &mut out);
    let Some((&first, rest)) = px.split_first() else {
        emit(eoi, width, &mut out);
        if nbits > 0 {
            out.push(acc as u8);
        }
        return out;
    };
    let mut prefix = u16::from(first) & (clear - 1);
    for &k in rest {
        let k = usize::from(k) & (alpha - 1);
        let idx = usize::from(prefix) * alpha + k;
        if table[idx] != 0 {
            prefix = table[idx];
            continue;
        }
        emit(prefix, width, &mut out);
        if next < 4096 {
            table[idx] = next;
            next += 1;
            if u32::from(next) > 1 << width && width < 12 {
                width += 1;
            }
        } else {
            emit(clear, width, &mut out);
            table.fill(0);
            next = eoi + 1;
            width = u32::from(min_code) + 1;
        }
        prefix = k as u16;
    }
    emit(prefix, width, &mut out);
    emit(eoi, width, &mut out);
    if nbits > 0 {
        out.push(acc as u8);
    }
    out
}

fn crc32(chunks: &[&[u8]]) -> u32 {
    let mut table = [0u32; 256];
    for (n, t) in table.iter_mut().enumerate() {
        let mut c = n as u32;
        for _ in 0..8 {
            c = if c & 1 == 1 {
                0xedb8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
        }
        *t = c;
    }
    let mut crc = !0u32;
    for b in chunks.iter().flat_map(|c| c.iter()) {
        crc = table[((crc ^ u32::from(*b)) & 0xff) as usize] ^ (crc >> 8);
    }
    !crc
}

/// A zlib stream of stored (uncompressed) deflate blocks: bigger files
/// than a real compressor, but only a few hundred bytes of wasm.
fn zlib_stored(raw: &[u8]) -> Vec<u8> {
    let mut z = Vec::with_capacity(raw.len() + raw.len() / 65_535 * 5 + 11);
    z.extend_from_slice(&[0x78, 0x01]);
    let mut chunks = raw.chunks(65_535).peekable();
    if chunks.peek().is_none() {
        z.extend_from_slice(&[1, 0, 0, 0xff, 0xff]);
    }
    while let Some(chunk) = chunks.next() {
        let len = chunk.len() as u16;
        z.push(u8::from(chunks.peek().is_none())); // BFINAL, BTYPE = 00
        z.extend_from_slice(&len.to_le_bytes());
        z.extend_from_slice(&(!len).to_le_bytes());
        z.extend_from_slice(chunk);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for &x in raw {
        a = (a + u32::from(x)) % 65_521;
        b = (b + a) % 65_521;
    }
    z.extend_from_slice(&((b << 16) | a).to_be_bytes());
    z
}

fn png_chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    out.extend_from_slice(&crc32(&[kind, data]).to_be_bytes());
}

fn png_encode(cv: &Canvas, pal: &[Rgb]) -> Vec<u8> {
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&cv.w.to_be_bytes());
    ihdr.extend_from_slice(&cv.h.to_be_bytes());
    ihdr.extend_from_slice(&[8, 3, 0, 0, 0]); // 8-bit, palette, deflate, no filter, no interlace
    png_chunk(&mut out, b"IHDR", &ihdr);
    let plte: Vec<u8> = pal.iter().flatten().copied().collect();
    png_chunk(&mut out, b"PLTE", &plte);
    let mut raw = Vec::with_capacity((cv.w as usize + 1) * cv.h as usize);
    for row in cv.px.chunks(cv.w.max(1) as usize) {
        raw.push(0); // filter type None
        raw.extend_from_slice(row);
    }
    let z = zlib_stored(&raw);
    png_chunk(&mut out, b"IDAT", &z);
    png_chunk(&mut out, b"IEND", &[]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Algorithm;

    #[test]
    fn crc32_of_known_text() {
        // The standard check value of CRC-32.
        assert_eq!(crc32(&[b"123456789"]), 0xcbf4_3926);
    }

    /// Noise fills the LZW table many times over, so this checks the
    /// clear-code path and code-width changes against a real decoder.
    #[test]
    fn gif_of_noise_decodes_exactly() {
        let (w, h) = (300u32, 200u32);
        let mut x = 0x2545_f491_4f6c_dd1d_u64;
        let mut noise = |n: u32| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % u64::from(n)) as u8
        };
        let mk = |f: &mut dyn FnMut() -> u8| Canvas {
            w,
            h,
            px: (0..w * h).map(|_| f()).collect(),
        };
        let a = mk(&mut || noise(32));
        let b = mk(&mut || noise(3) * 7);
        let want = [a.px.clone(), b.px.clone()];
        let pal = Palette::DARK.indexed();
        let gif = gif_encode(a, std::iter::once(b), &pal, 50);
        let mut opts = gif::DecodeOptions::new();
        opts.set_color_output(gif::ColorOutput::Indexed);
        let mut d = opts.read_info(gif.as_slice()).unwrap();
        for px in want {
            let f = d.read_next_frame().unwrap().unwrap();
            assert_eq!((u32::from(f.width), u32::from(f.height)), (w, h));
            assert_eq!(f.delay, 50);
            assert!(f.buffer.as_ref() == px.as_slice());
        }
        assert!(d.read_next_frame().unwrap().is_none());
    }

    #[test]
    fn font_covers_labels_and_digits() {
        for c in "0123456789abcdefgh".chars() {
            assert!(glyph(c).is_some(), "{c}");
        }
    }

    #[test]
    fn paint_of_the_seed_example() {
        let s = Setup::seed_example();
        let t = s.trace();
        let p = paint(&s, &t.frames[0]);
        assert!(p[Square::E4.index() as usize].source);
        assert!(p[Square::A1.index() as usize].target);
        assert!(!p[Square::D5.index() as usize].blocked);
        let last = paint(&s, t.frames.last().unwrap());
        assert!(last.iter().any(|c| c.layer.is_some()));
    }

    #[test]
    fn walls_only_for_bfs_and_voronoi() {
        let mut s = Setup::seed_example();
        s.walls.north = Square::E4.into();
        let f = s.trace().frames[0].clone();
        assert_eq!(paint(&s, &f)[Square::E4.index() as usize].walls, [false; 4]);
        s.algorithm = Algorithm::Bfs;
        let f = s.trace().frames[0].clone();
        let p = paint(&s, &f);
        assert_eq!(
            p[Square::E4.index() as usize].walls,
            [true, false, false, false]
        );
        assert_eq!(
            p[Square::E5.index() as usize].walls,
            [false, false, true, false]
        );
    }
}
