//! A standalone SVG of the board as one frame shows it, drawn from the
//! look table exactly as the page draws its squares.

use std::fmt::Write;

use crate::cells::SquareLook;
use crate::geom::{layout, pattern as pat, MarkBox};
use crate::look::{appearance, base, layer_hue, Look, Pattern, Rgb, Theme};
use crate::{Scene, Scene9, Sheet};

/// How [`frame_svg`] draws.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct SvgStyle {
    /// Square size in SVG units, clamped to 8..=400.
    pub cell: u32,
    /// Colours.
    pub theme: Theme,
    /// File and rank labels.
    pub labels: bool,
    /// The frame's caption as a line of text above the board.
    pub caption: bool,
}

impl Default for SvgStyle {
    fn default() -> Self {
        SvgStyle {
            cell: 40,
            theme: Theme::Light,
            labels: true,
            caption: true,
        }
    }
}

/// `#rrggbb`.
#[must_use]
pub fn css_hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// Escapes text for XML content and attribute values.
#[must_use]
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

/// The fill colour of a square's winning look.
pub(crate) fn fill_colour(l: &SquareLook, theme: Theme) -> Option<Rgb> {
    l.fill.map(|f| match (f, l.number) {
        (Look::Layer, Some(k)) => layer_hue(k),
        (f, _) => appearance(f).fill(theme),
    })
}

/// The colour of a square's layer number.
pub(crate) fn number_colour(l: &SquareLook, theme: Theme) -> Rgb {
    if l.fill == Some(Look::Blocker) {
        base(theme).number_on_blocker
    } else {
        appearance(Look::Layer).ink(theme)
    }
}

/// A standalone SVG document of the board as `scene` shows it. Each
/// square is a `<g>` titled with its accessible name as on the page
/// (`e4, source, layer 0`), holding its base, fill and pattern shapes
/// (tagged `data-look` with the look's CSS class), marks and number.
#[must_use]
pub fn frame_svg(scene: &Scene, style: &SvgStyle) -> String {
    board_svg(&Sheet::of(scene), style, "", &scene.frame.caption).0
}

/// [`frame_svg`] for the 9x9 board: 81 squares, files a to i, ranks 1 to 9.
#[must_use]
pub fn frame_svg9(scene: &Scene9, style: &SvgStyle) -> String {
    board_svg(&Sheet::of(scene), style, "", &scene.frame.caption).0
}

/// [`frame_svg`] with `heading` as the caption line (when `style.caption`
/// is on), the pattern definitions' ids prefixed by `ids` (`""`, or
/// `"a-"` and the like, so that several boards can share one document),
/// and the document's width and height.
pub(crate) fn board_svg(
    sheet: &Sheet,
    style: &SvgStyle,
    ids: &str,
    heading: &str,
) -> (String, i32, i32) {
    // Whole SVG units only: integer formatting is much smaller in wasm
    // than float formatting. `k(n)` is n thousandths of a square.
    let c = style.cell.clamp(8, 400) as i32;
    let k = |n: i32| c * n / 1000;
    let theme = style.theme;
    let b = base(theme);
    let margin = if style.labels { c / 2 } else { 0 };
    let top = if style.caption { k(600) } else { 0 };
    let n = i32::from(sheet.side);
    let (w, h) = (margin + n * c, top + n * c + margin);
    let ink = css_hex(b.ink);
    let mut s = String::new();
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\">"
    );
    let _ = write!(s, "<title>{}</title>", xml_escape(heading));
    // The background patterns, one tile each, aligned with the board; in
    // the look's fill colour too (`-on`) when a blocker the fill reaches
    // shows it (see `SquareLook::pattern_colour`).
    s.push_str("<defs>");
    let on_blocker = sheet.cells.iter().any(|c| c.look().pattern_on_blocker());
    let variants = Look::ALL
        .into_iter()
        .flat_map(|l| [(l, false), (l, true)])
        .filter(|&(_, on)| on_blocker || !on);
    for (look, on) in variants {
        let a = appearance(look);
        let tile = match a.pattern {
            Pattern::Dots | Pattern::Diagonal | Pattern::CrossHatch => k(pat::DIAGONAL_PERIOD),
            Pattern::Horizontal | Pattern::Vertical => k(pat::HORIZONTAL_PERIOD),
            Pattern::Checks => 2 * k(pat::CHECK),
            _ => continue,
        }
        .max(2);
        let col = css_hex(if on { a.fill(theme) } else { a.ink(theme) });
        let _ = write!(
            s,
            "<pattern id=\"{ids}p-{}{}\" x=\"{margin}\" y=\"{top}\" width=\"{tile}\" height=\"{tile}\" \
             patternUnits=\"userSpaceOnUse\">",
            a.class,
            if on { "-on" } else { "" }
        );
        let p = tile;
        let stroke = |width: i32| format!("stroke=\"{col}\" stroke-width=\"{}\"", width.max(1));
        match a.pattern {
            Pattern::Dots => {
                let _ = write!(
                    s,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{col}\"/>",
                    p / 2,
                    p / 2,
                    k(pat::DOT_RADIUS).max(1)
                );
            }
            Pattern::Diagonal | Pattern::CrossHatch => {
                // Lines x - y = -p, 0, p (and x + y = 0, p, 2p), clipped
                // by the tile, so the tiles join without seams.
                let _ = write!(
                    s,
                    "<path d=\"M{n} 0L{p} {q}M0 0L{p} {p}M0 {n}L{q} {p}",
                    n = -p,
                    q = 2 * p
                );
                if a.pattern == Pattern::CrossHatch {
                    let _ = write!(
                        s,
                        "M{n} {p}L{p} {n}M0 {p}L{p} 0M0 {q}L{q} 0",
                        n = -p,
                        q = 2 * p
                    );
                }
                let _ = write!(s, "\" {}/>", stroke(k(pat::DIAGONAL_WIDTH)));
            }
            Pattern::Horizontal => {
                let _ = write!(
                    s,
                    "<rect width=\"{p}\" height=\"{}\" fill=\"{col}\"/>",
                    k(pat::HORIZONTAL_WIDTH).max(1)
                );
            }
            Pattern::Vertical => {
                let _ = write!(
                    s,
                    "<rect width=\"{}\" height=\"{p}\" fill=\"{col}\"/>",
                    k(pat::HORIZONTAL_WIDTH).max(1)
                );
            }
            Pattern::Checks => {
                let h = p / 2;
                let _ = write!(
                    s,
                    "<path d=\"M0 0h{h}v{h}h{h}v{h}h-{h}v-{h}h-{h}z\" fill=\"{col}\"/>"
                );
            }
            _ => {}
        }
        s.push_str("</pattern>");
    }
    s.push_str("</defs>");
    let _ = write!(
        s,
        "<rect width=\"{w}\" height=\"{h}\" fill=\"{}\"/>",
        css_hex(b.background)
    );
    if style.caption {
        let cap: String = heading.chars().take(160).collect();
        let _ = write!(
            s,
            "<text x=\"{margin}\" y=\"{}\" font-size=\"{}\" fill=\"{ink}\">{}</text>",
            top * 72 / 100,
            k(320),
            xml_escape(&cap)
        );
    }
    let cells = &sheet.cells;
    for cell in cells {
        let sq = cell.spot;
        let l = cell.look();
        let x = margin + i32::from(sq.file) * c;
        let y = top + (n - 1 - i32::from(sq.rank)) * c;
        let square_base = if (sq.file + sq.rank) % 2 == 0 {
            b.dark
        } else {
            b.light
        };
        let _ = write!(
            s,
            "<g class=\"{}\" data-square=\"{sq}\"><title>{}</title>\
             <rect class=\"base\" x=\"{x}\" y=\"{y}\" width=\"{c}\" height=\"{c}\" fill=\"{}\"/>",
            cell.classes(),
            xml_escape(&cell.label()),
            css_hex(square_base)
        );
        if let (Some(f), Some(col)) = (l.fill, fill_colour(&l, theme)) {
            let _ = write!(
                s,
                "<rect class=\"fill\" data-look=\"{}\" x=\"{x}\" y=\"{y}\" width=\"{c}\" \
                 height=\"{c}\" fill=\"{}\"/>",
                appearance(f).class,
                css_hex(col)
            );
        }
        if let (Some(p), Some(col)) = (l.pattern, l.pattern_colour(theme)) {
            let a = appearance(p);
            let col = css_hex(col);
            let tag = format!("class=\"pattern\" data-look=\"{}\"", a.class);
            match a.pattern {
                Pattern::Cross => {
                    let i = k(pat::CROSS_WIDTH) / 2;
                    let _ = write!(
                        s,
                        "<path {tag} d=\"M{a} {a2}L{e} {e2}M{e} {a2}L{a} {e2}\" stroke=\"{col}\" \
                         stroke-width=\"{}\"/>",
                        k(pat::CROSS_WIDTH).max(1),
                        a = x + i,
                        a2 = y + i,
                        e = x + c - i,
                        e2 = y + c - i
                    );
                }
                Pattern::Ring => {
                    let bw = k(pat::RING_BORDER).max(1);
                    let rw = k(pat::RING_WIDTH).max(1);
                    // The dashed ring's stroke is centred on its rectangle.
                    let inset = k(pat::RING_INSET) + rw / 2;
                    let _ = write!(
                        s,
                        "<g {tag} fill=\"none\" stroke=\"{col}\">\
                         <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" stroke-width=\"{bw}\"/>\
                         <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" stroke-width=\"{rw}\" \
                         stroke-dasharray=\"{}\"/></g>",
                        x + bw / 2,
                        y + bw / 2,
                        c - bw,
                        c - bw,
                        x + inset,
                        y + inset,
                        c - 2 * inset,
                        c - 2 * inset,
                        k(pat::RING_DASH).max(1)
                    );
                }
                _ => {
                    let _ = write!(
                        s,
                        "<rect {tag} x=\"{x}\" y=\"{y}\" width=\"{c}\" height=\"{c}\" \
                         fill=\"url(#{ids}p-{}{})\"/>",
                        a.class,
                        if l.pattern_on_blocker() { "-on" } else { "" }
                    );
                }
            }
        }
        let (marks, num) = layout(&l);
        if let Some(n) = num {
            let height = k(n.height);
            let _ = write!(
                s,
                "<text class=\"num\" x=\"{}\" y=\"{}\" font-size=\"{}\" font-weight=\"800\" \
                 text-anchor=\"middle\" fill=\"{}\">{}</text>",
                x + k(n.cx),
                y + k(n.cy) + height / 2,
                height * 100 / 72,
                css_hex(number_colour(&l, theme)),
                l.number.unwrap_or_default()
            );
        }
        let mut mark = |m: MarkBox, look: Look| {
            let a = appearance(look);
            let (round, letter) = a.pattern.mark().unwrap_or((true, '?'));
            let bw = k(m.border()).max(1);
            let size = k(m.size);
            let (mx, my) = (x + k(m.x), y + k(m.y));
            let fill = css_hex(a.fill(theme));
            let rim = css_hex(a.ink(theme));
            let shape = if round {
                format!(
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"",
                    mx + size / 2,
                    my + size / 2,
                    (size - bw) / 2
                )
            } else {
                format!(
                    "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\"",
                    mx + bw / 2,
                    my + bw / 2,
                    size - bw,
                    size - bw,
                    size * 12 / 100
                )
            };
            let letter_h = k(m.letter()).max(1);
            let _ = write!(
                s,
                "<g class=\"mark\" data-look=\"{}\">{shape} fill=\"{fill}\" stroke=\"{rim}\" \
                 stroke-width=\"{bw}\"/><text x=\"{}\" y=\"{}\" font-size=\"{}\" \
                 font-weight=\"800\" text-anchor=\"middle\" fill=\"{rim}\">{letter}</text></g>",
                a.class,
                mx + size / 2,
                my + size / 2 + letter_h / 2,
                letter_h * 100 / 72
            );
        };
        for (m, look) in marks.into_iter().zip(l.marks) {
            if let (Some(m), Some(look)) = (m, look) {
                mark(m, look);
            }
        }
        s.push_str("</g>");
    }
    // Walls on top of every square, each drawn once (from its south or
    // west square).
    let wall = css_hex(appearance(Look::Wall).fill(theme));
    for cell in cells {
        let sq = cell.spot;
        let x = margin + i32::from(sq.file) * c;
        let y = top + (n - 1 - i32::from(sq.rank)) * c;
        let mut line = |x1: i32, y1: i32, x2: i32, y2: i32| {
            let _ = write!(
                s,
                "<line class=\"wall\" data-look=\"wall\" x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" \
                 y2=\"{y2}\" stroke=\"{wall}\" stroke-width=\"{}\" stroke-linecap=\"round\"/>",
                k(pat::WALL_WIDTH).max(1)
            );
        };
        if cell.walls[0] {
            line(x, y, x + c, y);
        }
        if cell.walls[1] {
            line(x + c, y, x + c, y + c);
        }
    }
    if style.labels {
        for i in 0..sheet.side {
            let _ = write!(
                s,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{ink}\" text-anchor=\"middle\">{}</text>",
                margin + i32::from(i) * c + c / 2,
                top + n * c + margin * 3 / 4,
                k(300),
                char::from(b'a' + i)
            );
            let _ = write!(
                s,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{ink}\" text-anchor=\"middle\">{}</text>",
                margin / 2,
                top + (n - 1 - i32::from(i)) * c + k(620),
                k(300),
                i + 1
            );
        }
    }
    s.push_str("</svg>\n");
    (s, w, h)
}
