//! PNG and GIF exports (feature `raster`): the board drawn into a palette
//! image square by square from the look table, as the SVG and the page
//! draw it, then encoded by the `png` crate (deflate at its best level,
//! 8-bit palette) and the `gif` crate (LZW; after the first image only
//! the rectangle that changed is stored).

use std::fmt;

use fillscope_core::nine::Square9;
use fillscope_core::Square;

use crate::cells::{Spot, SquareLook};
use crate::geom::{layout, pattern as pat, MarkBox};
use crate::look::{appearance, base, Look, Pattern, Rgb, Theme, LAYER_HUES, TABLE};
use crate::svg::{fill_colour, number_colour};
use crate::{BoardScene, CompareScene, Scene, Scene9, Sheet, TraceScene, TraceScene9};

/// How the PNG and GIF exports draw.
#[derive(Copy, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct RasterStyle {
    /// Square size in pixels, clamped to 8..=96.
    pub cell: u32,
    /// Colours.
    pub theme: Theme,
    /// File and rank labels.
    pub labels: bool,
    /// Boards per row in a filmstrip, clamped to 1..=64.
    pub columns: usize,
    /// GIF playback speed, frames per second, clamped to 0.25..=50 (2 when
    /// not a finite number).
    pub fps: f32,
}

impl Default for RasterStyle {
    fn default() -> Self {
        RasterStyle {
            cell: 48,
            theme: Theme::Light,
            labels: true,
            columns: 5,
            fps: 2.0,
        }
    }
}

/// An encoder refused the picture (it is never a bug in the caller's
/// data: every scene can be drawn).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncodeError(String);

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EncodeError {}

/// A picture as RGBA pixels, rows top first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rgba {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height * 4` bytes.
    pub pixels: Vec<u8>,
}

impl Rgba {
    /// The colour at `(x, y)`, or `None` outside the picture.
    #[must_use]
    pub fn at(&self, x: u32, y: u32) -> Option<Rgb> {
        if x >= self.width || y >= self.height {
            return None;
        }
        let i = (y as usize * self.width as usize + x as usize) * 4;
        Some([self.pixels[i], self.pixels[i + 1], self.pixels[i + 2]])
    }
}

/// Every colour a picture in `theme` can use: the base colours, each
/// look's fill and ink, the layer hues. The index of a colour is its
/// place here.
fn palette(theme: Theme) -> Vec<Rgb> {
    let b = base(theme);
    let mut v = vec![b.background, b.ink, b.light, b.dark, b.number_on_blocker];
    for a in &TABLE {
        v.push(a.fill(theme));
        v.push(a.ink(theme));
    }
    v.extend(LAYER_HUES);
    let mut out: Vec<Rgb> = Vec::with_capacity(v.len());
    for c in v {
        if !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// An image of palette indices.
struct Canvas {
    w: u32,
    h: u32,
    px: Vec<u8>,
}

impl Canvas {
    /// Filled with palette entry 0, the background.
    fn new(w: u32, h: u32) -> Canvas {
        Canvas {
            w,
            h,
            px: vec![0; w as usize * h as usize],
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
    /// Text in the 8x8 font (the `font8x8` crate's) at `scale` pixels per
    /// font pixel, its top left corner at `(x, y)`; characters without a
    /// glyph leave a gap.
    fn text(&mut self, x: i64, y: i64, scale: i64, text: &str, c: u8) {
        use font8x8::UnicodeFonts as _;
        for (i, ch) in text.chars().enumerate() {
            let Some(rows) = font8x8::BASIC_FONTS.get(ch) else {
                continue;
            };
            for (row, bits) in rows.iter().enumerate() {
                for col in 0..GLYPH {
                    // Bit 0 is the glyph's leftmost pixel.
                    if bits >> col & 1 == 1 {
                        self.rect(
                            x + (i as i64 * GLYPH + col) * scale,
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
    /// Text centred on `(cx, cy)`.
    fn text_centred(&mut self, cx: i64, cy: i64, scale: i64, text: &str, c: u8) {
        let n = text.chars().count() as i64;
        // A glyph's last column and row are its gaps to the next one.
        let w = (GLYPH * n - 1) * scale;
        self.text(cx - w / 2, cy - INK * scale / 2, scale, text, c);
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

/// A glyph's width and height in font pixels (the `font8x8` crate's
/// fonts), its advance to the next one included.
const GLYPH: i64 = 8;
/// A letter's or digit's height in font pixels (the glyph's last row is
/// the gap below it).
const INK: i64 = 7;

fn cell_px(style: &RasterStyle) -> i64 {
    i64::from(style.cell.clamp(8, 96))
}

/// The labels' font scale: letters about a third of a square high.
fn font_scale(cell: i64) -> i64 {
    ((cell / 3 + INK / 2) / INK).max(1)
}

/// The font scale that makes letters about `thousandths` of a square high.
fn scale_for(cell: i64, thousandths: i32) -> i64 {
    ((cell * i64::from(thousandths) / 1000 + INK / 2) / INK).max(1)
}

/// Width of the label band left of and below the board.
fn label_px(style: &RasterStyle) -> i64 {
    if style.labels {
        font_scale(cell_px(style)) * GLYPH + 6
    } else {
        0
    }
}

/// Where a square's top left corner is drawn in a one-frame picture, in
/// pixels from its top left corner; a square is [`RasterStyle::cell`]
/// pixels wide (after clamping).
#[must_use]
pub fn square_origin(style: &RasterStyle, sq: Square) -> (u32, u32) {
    origin(style, 8, sq.into())
}

/// [`square_origin`] on the 9x9 board.
#[must_use]
pub fn square_origin9(style: &RasterStyle, sq: Square9) -> (u32, u32) {
    origin(style, 9, sq.into())
}

/// Where square `sq` of a `side` board starts in its picture.
fn origin(style: &RasterStyle, side: u8, sq: Spot) -> (u32, u32) {
    let c = cell_px(style);
    let m = label_px(style);
    (
        (m + i64::from(sq.file) * c) as u32,
        (i64::from(side - 1 - sq.rank) * c) as u32,
    )
}

/// Indices of what a board picture paints, in one theme's palette.
struct Inks {
    pal: Vec<Rgb>,
    theme: Theme,
}

impl Inks {
    fn new(theme: Theme) -> Inks {
        Inks {
            pal: palette(theme),
            theme,
        }
    }
    /// The palette index of a colour of this theme (0 should it be
    /// missing, which the palette's construction rules out).
    fn of(&self, c: Rgb) -> u8 {
        self.pal.iter().position(|&p| p == c).unwrap_or(0) as u8
    }
}

/// Whether the point `(u, v)` (thousandths of the square from its top
/// left corner) is on `pattern`'s ink. `px` is one pixel in thousandths,
/// the least width a line gets.
fn on_pattern(pattern: Pattern, u: i32, v: i32, px: i32) -> bool {
    let wide = |w: i32| w.max(px);
    match pattern {
        Pattern::Dots => {
            let p = pat::DIAGONAL_PERIOD;
            let (du, dv) = (u.rem_euclid(p) - p / 2, v.rem_euclid(p) - p / 2);
            let r = wide(pat::DOT_RADIUS);
            du * du + dv * dv <= r * r
        }
        Pattern::Diagonal | Pattern::CrossHatch => {
            let p = pat::DIAGONAL_PERIOD;
            let w = wide(pat::DIAGONAL_WIDTH * 141 / 100);
            let near = |d: i32| {
                let m = d.rem_euclid(p);
                m < w / 2 || m >= p - w / 2
            };
            near(u - v) || (pattern == Pattern::CrossHatch && near(u + v))
        }
        Pattern::Horizontal => v.rem_euclid(pat::HORIZONTAL_PERIOD) < wide(pat::HORIZONTAL_WIDTH),
        Pattern::Vertical => u.rem_euclid(pat::HORIZONTAL_PERIOD) < wide(pat::HORIZONTAL_WIDTH),
        Pattern::Checks => (u / pat::CHECK + v / pat::CHECK) % 2 == 0,
        Pattern::Cross => {
            let w = wide(pat::CROSS_WIDTH) * 141 / 200;
            (u - v).abs() <= w || (u + v - 1000).abs() <= w
        }
        Pattern::Ring => {
            let bw = wide(pat::RING_BORDER);
            if u < bw || v < bw || u >= 1000 - bw || v >= 1000 - bw {
                return true;
            }
            let (lo, hi) = (pat::RING_INSET, 1000 - pat::RING_INSET);
            let w = wide(pat::RING_WIDTH);
            if u < lo || v < lo || u >= hi || v >= hi {
                return false;
            }
            let dash = |t: i32| (t / pat::RING_DASH) % 2 == 0;
            (v < lo + w || v >= hi - w) && dash(u - lo)
                || (u < lo + w || u >= hi - w) && dash(v - lo)
        }
        Pattern::Disc
        | Pattern::Tile
        | Pattern::DiscC
        | Pattern::TileD
        | Pattern::PawnDisc
        | Pattern::PawnTile
        | Pattern::Number
        | Pattern::Edge => false,
    }
}

/// Draws one of a square's marks: its disc or tile, and its letter.
fn draw_mark(cv: &mut Canvas, inks: &Inks, x: i64, y: i64, c: i64, m: MarkBox, look: Look) {
    let a = appearance(look);
    let (round, letter) = a.pattern.mark().unwrap_or((true, '?'));
    let fill = inks.of(a.fill(inks.theme));
    let rim = inks.of(a.ink(inks.theme));
    let px = |t: i32| c * i64::from(t) / 1000;
    let (mx, my, size) = (x + px(m.x), y + px(m.y), px(m.size).max(3));
    let bw = px(m.border()).max(1);
    // Doubled coordinates: pixel centres are odd.
    let (cx, cy) = (2 * mx + size, 2 * my + size);
    let radius = size * 12 / 100;
    for yy in 0..size {
        for xx in 0..size {
            let (dx, dy) = (
                (2 * (mx + xx) + 1 - cx).abs(),
                (2 * (my + yy) + 1 - cy).abs(),
            );
            // Distance outside the shape's inner part, for the rim test.
            let inside = |shrink: i64| {
                let half = size - 2 * shrink;
                if round {
                    dx * dx + dy * dy <= half * half
                } else {
                    let r = 2 * radius;
                    let (ex, ey) = ((dx - (half - r)).max(0), (dy - (half - r)).max(0));
                    dx <= half && dy <= half && ex * ex + ey * ey <= r * r
                }
            };
            if inside(0) {
                cv.set(mx + xx, my + yy, if inside(bw) { fill } else { rim });
            }
        }
    }
    let scale = scale_for(c, m.letter());
    let mut buf = [0; 4];
    cv.text_centred(
        mx + size / 2,
        my + size / 2,
        scale,
        letter.encode_utf8(&mut buf),
        rim,
    );
}

fn draw_square(cv: &mut Canvas, inks: &Inks, x: i64, y: i64, c: i64, sq: Spot, l: &SquareLook) {
    let b = base(inks.theme);
    let square_base = if (sq.file + sq.rank) % 2 == 0 {
        b.dark
    } else {
        b.light
    };
    let fill = fill_colour(l, inks.theme).unwrap_or(square_base);
    cv.rect(x, y, c, c, inks.of(fill));
    if let (Some(p), Some(colour)) = (l.pattern, l.pattern_colour(inks.theme)) {
        let a = appearance(p);
        let ink = inks.of(colour);
        let one = (1000 / c).max(1) as i32;
        for yy in 0..c {
            for xx in 0..c {
                let u = ((2 * xx + 1) * 1000 / (2 * c)) as i32;
                let v = ((2 * yy + 1) * 1000 / (2 * c)) as i32;
                if on_pattern(a.pattern, u, v, one) {
                    cv.set(x + xx, y + yy, ink);
                }
            }
        }
    }
    let (marks, num) = layout(l);
    if let (Some(n), Some(k)) = (num, l.number) {
        let px = |t: i32| c * i64::from(t) / 1000;
        cv.text_centred(
            x + px(n.cx),
            y + px(n.cy),
            scale_for(c, n.height),
            &k.to_string(),
            inks.of(number_colour(l, inks.theme)),
        );
    }
    for (m, look) in marks.into_iter().zip(l.marks) {
        if let (Some(m), Some(look)) = (m, look) {
            draw_mark(cv, inks, x, y, c, m, look);
        }
    }
}

fn draw_board(sheet: &Sheet, style: &RasterStyle, inks: &Inks) -> Canvas {
    let c = cell_px(style);
    let m = label_px(style);
    let side = sheet.side;
    let size = (m + i64::from(side) * c) as u32;
    let mut cv = Canvas::new(size, size);
    let cells = &sheet.cells;
    for cell in cells {
        let (x, y) = origin(style, side, cell.spot);
        draw_square(
            &mut cv,
            inks,
            i64::from(x),
            i64::from(y),
            c,
            cell.spot,
            &cell.look(),
        );
    }
    // Walls over the squares, centred on the edge.
    let t = (c * i64::from(pat::WALL_WIDTH) / 1000).max(2);
    let wall = inks.of(appearance(Look::Wall).fill(inks.theme));
    for cell in cells {
        let (x, y) = origin(style, side, cell.spot);
        let (x, y) = (i64::from(x), i64::from(y));
        if cell.walls[0] {
            cv.rect(x - t / 2, y - t / 2, c + t, t, wall);
        }
        if cell.walls[1] {
            cv.rect(x + c - t / 2, y - t / 2, t, c + t, wall);
        }
    }
    if style.labels {
        let fs = font_scale(c);
        let ink = inks.of(base(inks.theme).ink);
        let n = i64::from(side);
        for i in 0..side {
            let file = char::from(b'a' + i).to_string();
            let rank = char::from(b'1' + i).to_string();
            cv.text_centred(m + i64::from(i) * c + c / 2, n * c + m / 2, fs, &file, ink);
            cv.text_centred(m / 2, (n - 1 - i64::from(i)) * c + c / 2, fs, &rank, ink);
        }
    }
    cv
}

/// One frame as RGBA pixels.
#[must_use]
pub fn frame_rgba(scene: &Scene, style: &RasterStyle) -> Rgba {
    let inks = Inks::new(style.theme);
    to_rgba(&draw_board(&Sheet::of(scene), style, &inks), &inks)
}

/// One 9x9 frame as RGBA pixels.
#[must_use]
pub fn frame_rgba9(scene: &Scene9, style: &RasterStyle) -> Rgba {
    let inks = Inks::new(style.theme);
    to_rgba(&draw_board(&Sheet::of(scene), style, &inks), &inks)
}

/// A canvas's palette indices as RGBA pixels.
fn to_rgba(cv: &Canvas, inks: &Inks) -> Rgba {
    let pixels = cv
        .px
        .iter()
        .flat_map(|&i| {
            let [r, g, b] = inks.pal[usize::from(i)];
            [r, g, b, 255]
        })
        .collect();
    Rgba {
        width: cv.w,
        height: cv.h,
        pixels,
    }
}

fn png_encode(cv: &Canvas, pal: &[Rgb]) -> Result<Vec<u8>, EncodeError> {
    let fail = |e: png::EncodingError| EncodeError(format!("PNG encoding failed: {e}"));
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, cv.w, cv.h);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(pal.iter().flatten().copied().collect::<Vec<u8>>());
    enc.set_compression(png::Compression::Best);
    // Filters predict smooth colour changes; palette indices are not
    // colours, so the plain rows compress best.
    enc.set_filter(png::FilterType::NoFilter);
    enc.set_adaptive_filter(png::AdaptiveFilterType::NonAdaptive);
    let mut w = enc.write_header().map_err(fail)?;
    w.write_image_data(&cv.px).map_err(fail)?;
    w.finish().map_err(fail)?;
    Ok(out)
}

/// One frame as a PNG file (8-bit palette colour).
///
/// # Errors
///
/// When the `png` crate refuses to encode (not expected for any scene).
pub fn frame_png(scene: &Scene, style: &RasterStyle) -> Result<Vec<u8>, EncodeError> {
    let inks = Inks::new(style.theme);
    png_encode(&draw_board(&Sheet::of(scene), style, &inks), &inks.pal)
}

/// One 9x9 frame as a PNG file (see [`frame_png`]).
///
/// # Errors
///
/// When the `png` crate refuses to encode (not expected for any scene).
pub fn frame_png9(scene: &Scene9, style: &RasterStyle) -> Result<Vec<u8>, EncodeError> {
    let inks = Inks::new(style.theme);
    png_encode(&draw_board(&Sheet::of(scene), style, &inks), &inks.pal)
}

/// The filmstrip's layout for boards of `side` squares: (columns, head
/// height, gap, tile width, tile height).
fn strip_layout(style: &RasterStyle, side: u8) -> (usize, i64, i64, i64, i64) {
    let cols = style.columns.clamp(1, 64);
    let fs = font_scale(cell_px(style));
    let head = GLYPH * fs + 6;
    let gap = 8i64;
    let board = label_px(style) + i64::from(side) * cell_px(style);
    (cols, head, gap, board + gap, board + head + gap)
}

/// Every frame of a trace in a grid of [`RasterStyle::columns`] boards per
/// row, each numbered from 1 above its top left corner, as a PNG file.
/// An empty trace gives the bare board.
///
/// # Errors
///
/// When the `png` crate refuses to encode (not expected for any trace).
pub fn trace_filmstrip_png(
    trace: &TraceScene,
    style: &RasterStyle,
) -> Result<Vec<u8>, EncodeError> {
    filmstrip(&trace.sheets(), style)
}

/// [`trace_filmstrip_png`] for a 9x9 trace.
///
/// # Errors
///
/// When the `png` crate refuses to encode (not expected for any trace).
pub fn trace_filmstrip_png9(
    trace: &TraceScene9,
    style: &RasterStyle,
) -> Result<Vec<u8>, EncodeError> {
    filmstrip(&trace.sheets(), style)
}

/// The filmstrip of `sheets` (at least one, all of one side).
fn filmstrip(sheets: &[Sheet], style: &RasterStyle) -> Result<Vec<u8>, EncodeError> {
    let inks = Inks::new(style.theme);
    let side = sheets.first().map_or(8, |s| s.side);
    let boards: Vec<Canvas> = sheets.iter().map(|s| draw_board(s, style, &inks)).collect();
    let (cols, head, gap, tile_w, tile_h) = strip_layout(style, side);
    let rows = boards.len().div_ceil(cols);
    let mut cv = Canvas::new(
        (gap + cols.min(boards.len()) as i64 * tile_w) as u32,
        (gap + rows as i64 * tile_h) as u32,
    );
    let fs = font_scale(cell_px(style));
    let ink = inks.of(base(style.theme).ink);
    for (i, b) in boards.iter().enumerate() {
        let (x, y) = strip_origin(style, side, i);
        let (x, y) = (i64::from(x), i64::from(y));
        cv.text(x + label_px(style), y - head, fs, &(i + 1).to_string(), ink);
        cv.blit(b, x, y);
    }
    png_encode(&cv, &inks.pal)
}

/// Where board `index` (0-based) of a filmstrip starts: add
/// [`square_origin`] to find a square.
#[must_use]
pub fn filmstrip_board_origin(style: &RasterStyle, index: usize) -> (u32, u32) {
    strip_origin(style, 8, index)
}

/// Where board `index` of a filmstrip of `side` boards starts.
fn strip_origin(style: &RasterStyle, side: u8, index: usize) -> (u32, u32) {
    let (cols, head, gap, tile_w, tile_h) = strip_layout(style, side);
    (
        (gap + (index % cols) as i64 * tile_w) as u32,
        (gap + (index / cols) as i64 * tile_h + head) as u32,
    )
}

/// The smallest rectangle `(x, y, w, h)` holding every pixel where `a`
/// and `b` differ, or `None` when they are the same.
fn changed(a: &Canvas, b: &Canvas) -> Option<(u32, u32, u32, u32)> {
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    for y in 0..a.h {
        for x in 0..a.w {
            let i = (y * a.w + x) as usize;
            if a.px[i] != b.px[i] {
                (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
            }
        }
    }
    (x0 != u32::MAX).then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
}

/// The trace as an animated GIF, one image per frame, looping forever at
/// [`RasterStyle::fps`]. Each image after the first stores only the
/// rectangle that changed (drawn over the one before). An empty trace
/// gives one image of the bare board.
///
/// # Errors
///
/// When the `gif` crate refuses to encode (not expected for any trace).
pub fn trace_gif(trace: &TraceScene, style: &RasterStyle) -> Result<Vec<u8>, EncodeError> {
    gif(&trace.sheets(), style)
}

/// [`trace_gif`] for a 9x9 trace.
///
/// # Errors
///
/// When the `gif` crate refuses to encode (not expected for any trace).
pub fn trace_gif9(trace: &TraceScene9, style: &RasterStyle) -> Result<Vec<u8>, EncodeError> {
    gif(&trace.sheets(), style)
}

/// The animated GIF of `sheets`.
fn gif(sheets: &[Sheet], style: &RasterStyle) -> Result<Vec<u8>, EncodeError> {
    let inks = Inks::new(style.theme);
    let boards: Vec<Canvas> = sheets.iter().map(|s| draw_board(s, style, &inks)).collect();
    gif_encode(&boards, &inks.pal, style)
}

/// Pictures of one size as an animated GIF at [`RasterStyle::fps`], each
/// after the first storing only the rectangle that changed.
fn gif_encode(
    pictures: &[Canvas],
    pal: &[Rgb],
    style: &RasterStyle,
) -> Result<Vec<u8>, EncodeError> {
    let fail = |e: gif::EncodingError| EncodeError(format!("GIF encoding failed: {e}"));
    let first = pictures
        .first()
        .ok_or_else(|| EncodeError("no picture to encode".into()))?;
    let fps = if style.fps.is_finite() {
        style.fps.clamp(0.25, 50.0)
    } else {
        2.0
    };
    let delay = (100.0 / fps).round() as u16;
    let (w, h) = (first.w, first.h);
    let side = |v: u32| u16::try_from(v).map_err(|_| EncodeError("GIF too large".into()));
    let mut out = Vec::new();
    {
        let pal: Vec<u8> = pal.iter().flatten().copied().collect();
        let mut enc = gif::Encoder::new(&mut out, side(w)?, side(h)?, &pal).map_err(fail)?;
        enc.set_repeat(gif::Repeat::Infinite).map_err(fail)?;
        let mut before: Option<&Canvas> = None;
        for b in pictures {
            let (x, y, rw, rh) = match before {
                None => (0, 0, w, h),
                // Nothing changed: one pixel, redrawn as it was.
                Some(p) => changed(p, b).unwrap_or((0, 0, 1, 1)),
            };
            let mut px = Vec::with_capacity((rw * rh) as usize);
            for yy in y..y + rh {
                let row = (yy * w + x) as usize;
                px.extend_from_slice(&b.px[row..row + rw as usize]);
            }
            let mut f = gif::Frame::from_indexed_pixels(side(rw)?, side(rh)?, px, None);
            f.left = side(x)?;
            f.top = side(y)?;
            f.delay = delay;
            f.dispose = gif::DisposalMethod::Keep;
            enc.write_frame(&f).map_err(fail)?;
            before = Some(b);
        }
    }
    Ok(out)
}

/// Lines of text a compare picture's label may take.
const LABEL_LINES: usize = 2;

/// The height of one line of label text: the font's rows and a gap.
fn label_line_px(style: &RasterStyle) -> i64 {
    (GLYPH + 1) * font_scale(cell_px(style)) + 1
}

/// The Compare picture's layout for boards of `side` squares: (gap
/// around boards, label band height, board side in pixels). The band
/// holds [`LABEL_LINES`] lines.
fn compare_layout(style: &RasterStyle, side: u8) -> (i64, i64, i64) {
    let head = LABEL_LINES as i64 * label_line_px(style) + 6;
    (12, head, label_px(style) + i64::from(side) * cell_px(style))
}

/// `label` in lines of at most `room` characters, broken at spaces where
/// it can be, at most [`LABEL_LINES`] of them; a label that does not fit
/// ends in "..".
fn label_lines(label: &str, room: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in label.split(' ') {
        let wanted = if line.is_empty() {
            word.chars().count()
        } else {
            line.chars().count() + 1 + word.chars().count()
        };
        if wanted > room && !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    let cut = lines.len() > LABEL_LINES || lines.iter().any(|l| l.chars().count() > room);
    lines.truncate(LABEL_LINES);
    for l in &mut lines {
        if l.chars().count() > room {
            *l = l.chars().take(room).collect();
        }
    }
    if cut {
        if let Some(last) = lines.last_mut() {
            let keep = last.chars().count().min(room.saturating_sub(2));
            *last = last.chars().take(keep).collect::<String>() + "..";
        }
    }
    lines
}

/// Where board `index` (0 run A, 1 run B, 2 the difference) of a compare
/// picture starts: add [`square_origin`] to find a square.
#[must_use]
pub fn compare_board_origin(style: &RasterStyle, index: usize) -> (u32, u32) {
    compare_origin(style, 8, index)
}

/// [`compare_board_origin`] on the 9x9 board: add [`square_origin9`] to
/// find a square.
#[must_use]
pub fn compare_board_origin9(style: &RasterStyle, index: usize) -> (u32, u32) {
    compare_origin(style, 9, index)
}

/// Where board `index` of a compare picture of `side` boards starts.
fn compare_origin(style: &RasterStyle, side: u8, index: usize) -> (u32, u32) {
    let (gap, head, board) = compare_layout(style, side);
    (
        (gap + index as i64 * (board + gap)) as u32,
        (gap + head) as u32,
    )
}

/// The three boards of `scene` side by side, each under its label
/// (wrapped to the board's width).
fn draw_compare<S: BoardScene>(
    scene: &CompareScene<'_, S>,
    style: &RasterStyle,
    inks: &Inks,
) -> Canvas {
    draw_sheets(&scene.sheets(), scene.labels, style, inks)
}

/// [`draw_compare`] of the three boards' sheets (all of one side) and
/// their labels.
fn draw_sheets(sheets: &[Sheet; 3], labels: [&str; 3], style: &RasterStyle, inks: &Inks) -> Canvas {
    let side = sheets[0].side;
    let (gap, head, board) = compare_layout(style, side);
    let mut cv = Canvas::new(
        (gap + 3 * (board + gap)) as u32,
        (2 * gap + head + board) as u32,
    );
    let fs = font_scale(cell_px(style));
    let ink = inks.of(base(style.theme).ink);
    let room = ((board - label_px(style)) / (GLYPH * fs)).max(1) as usize;
    for (i, (sheet, label)) in sheets.iter().zip(labels).enumerate() {
        let (x, y) = compare_origin(style, side, i);
        let (x, y) = (i64::from(x), i64::from(y));
        for (n, line) in label_lines(label, room).iter().enumerate() {
            let top = y - head + 2 + n as i64 * label_line_px(style);
            cv.text(x + label_px(style), top, fs, line, ink);
        }
        cv.blit(&draw_board(sheet, style, inks), x, y);
    }
    cv
}

/// A compare picture as RGBA pixels.
#[must_use]
pub fn compare_rgba<S: BoardScene>(scene: &CompareScene<'_, S>, style: &RasterStyle) -> Rgba {
    let inks = Inks::new(style.theme);
    to_rgba(&draw_compare(scene, style, &inks), &inks)
}

/// One lined-up pair of the Compare mode, its three boards side by side
/// under their labels, as a PNG file (8-bit palette colour), on either
/// board.
///
/// # Errors
///
/// When the `png` crate refuses to encode (not expected for any scene).
pub fn compare_png<S: BoardScene>(
    scene: &CompareScene<'_, S>,
    style: &RasterStyle,
) -> Result<Vec<u8>, EncodeError> {
    let inks = Inks::new(style.theme);
    png_encode(&draw_compare(scene, style, &inks), &inks.pal)
}

/// Every lined-up pair as an animated GIF, one image per pair (see
/// [`compare_png`]), looping forever at [`RasterStyle::fps`].
///
/// # Errors
///
/// When `scenes` is empty, or the `gif` crate refuses to encode.
pub fn compare_gif<S: BoardScene>(
    scenes: &[CompareScene<'_, S>],
    style: &RasterStyle,
) -> Result<Vec<u8>, EncodeError> {
    let inks = Inks::new(style.theme);
    let pictures: Vec<Canvas> = scenes
        .iter()
        .map(|s| draw_compare(s, style, &inks))
        .collect();
    gif_encode(&pictures, &inks.pal, style)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_wrap_at_spaces_and_long_ones_are_cut() {
        assert_eq!(label_lines("A: Dumb7Fill", 20), ["A: Dumb7Fill"]);
        assert_eq!(
            label_lines("B: All shortest paths (Moshammer's variant)", 30),
            ["B: All shortest paths", "(Moshammer's variant)"]
        );
        assert_eq!(
            label_lines("B: Kogge-Stone, on a board of its own and more", 12),
            ["B:", "Kogge-Ston.."]
        );
        assert_eq!(label_lines("Difference:answer", 8), ["Differ.."]);
    }
}
