//! The Compare mode's pictures: run A's board, run B's board and the
//! difference board side by side, each under its label ("A: Dumb7Fill",
//! "B: Kogge-Stone", "Difference: answer"). The difference board is a
//! frame of its own ([`difference_frame`]), drawn from the look table
//! like any other, so its roles look as on the page.

use std::fmt::Write;

use fillscope_core::{Bitboard, Frame, Register, Role};

use crate::look::{appearance, base, Look};
use crate::svg::{board_svg, css_hex, xml_escape, SvgStyle};
use crate::text::frame_text;
use crate::Scene;

/// The difference of two sets as a frame, the one the Compare view and
/// every compare export draw: the squares only in A (drawn as a result),
/// only in B (as result B) and in both (as a tie).
#[must_use]
pub fn difference_frame(a: Bitboard, b: Bitboard) -> Frame {
    Frame {
        caption: "".into(),
        line: 0,
        registers: vec![
            Register::new("only A", a.minus(b), Role::Result),
            Register::new("only B", b.minus(a), Role::ResultB),
            Register::new("both", a & b, Role::Tie),
        ],
    }
}

/// What the difference board's registers mean, one line each, in the
/// look table's words: `only A: Result (diagonal lines)`.
#[must_use]
pub fn difference_legend(diff: &Frame) -> Vec<String> {
    diff.registers
        .iter()
        .filter_map(|r| Look::of(r.role).map(|l| format!("{}: {}", r.name, appearance(l).legend())))
        .collect()
}

/// One lined-up pair of the Compare mode: three boards with their labels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CompareScene<'a> {
    /// Run A's board, run B's board and the difference board, in that
    /// order (the difference without marks or walls, as on the page).
    pub boards: [Scene<'a>; 3],
    /// The label above each board.
    pub labels: [&'a str; 3],
}

/// Which board of a [`CompareScene`] an SVG group holds (`data-board`).
const BOARD_IDS: [&str; 3] = ["a", "b", "difference"];

/// The three boards side by side as one standalone SVG document: each
/// board is a nested `<svg>` (tagged `data-board="a"`, `"b"` or
/// `"difference"`) drawn as [`crate::frame_svg`] draws a frame, its label
/// where the frame's caption would be, the frame's caption below it (the
/// legend under the difference board when `style.caption` is on).
#[must_use]
pub fn compare_svg(scene: &CompareScene, style: &SvgStyle) -> String {
    let c = style.cell.clamp(8, 400) as i32;
    let k = |n: i32| c * n / 1000;
    let gap = k(500);
    // The label takes the caption's line, even when captions are off.
    let board_style = SvgStyle {
        caption: true,
        ..*style
    };
    let parts: Vec<(String, i32, i32)> = scene
        .boards
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let ids = format!("{}-", BOARD_IDS[i]);
            board_svg(&s.sheet(), &board_style, &ids, scene.labels[i])
        })
        .collect();
    let bw = parts.iter().map(|p| p.1).max().unwrap_or(0);
    let bh = parts.iter().map(|p| p.2).max().unwrap_or(0);
    let line = k(380);
    let below = if style.caption { 3 * line } else { 0 };
    let (w, h) = (3 * bw + 2 * gap, bh + below);
    let b = base(style.theme);
    let ink = css_hex(b.ink);
    let mut s = String::new();
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\">"
    );
    let _ = write!(
        s,
        "<title>{}</title>",
        xml_escape(&scene.labels.join(" | "))
    );
    let _ = write!(
        s,
        "<rect width=\"{w}\" height=\"{h}\" fill=\"{}\"/>",
        css_hex(b.background)
    );
    for (i, (svg, _, _)) in parts.iter().enumerate() {
        let x = i as i32 * (bw + gap);
        // The board's own document, placed by an `x` on its root.
        let body = svg.trim_end().strip_prefix("<svg ").unwrap_or(svg);
        let _ = write!(
            s,
            "<svg x=\"{x}\" y=\"0\" data-board=\"{}\" {body}",
            BOARD_IDS[i]
        );
        if style.caption {
            let lines: Vec<String> = if i == 2 {
                difference_legend(scene.boards[2].frame)
            } else {
                vec![scene.boards[i].frame.caption.to_string()]
            };
            for (n, text) in lines.iter().enumerate() {
                let cut: String = text.chars().take(60).collect();
                let _ = write!(
                    s,
                    "<text class=\"board-caption\" x=\"{}\" y=\"{}\" font-size=\"{}\" \
                     fill=\"{ink}\">{}</text>",
                    x + if style.labels { c / 2 } else { 0 },
                    bh + (n as i32 + 1) * line - k(100),
                    k(260),
                    xml_escape(&cut)
                );
            }
        }
    }
    s.push_str("</svg>\n");
    s
}

/// The three boards as text: each board's label and its frame as
/// [`frame_text`] draws it, then the difference board's legend.
#[must_use]
pub fn compare_text(scene: &CompareScene) -> String {
    let mut out = String::new();
    for (i, (s, label)) in scene.boards.iter().zip(scene.labels).enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let _ = writeln!(out, "== {label} ==");
        out.push_str(&frame_text(s.frame));
    }
    out.push_str("\nLegend of the difference:\n");
    for line in difference_legend(scene.boards[2].frame) {
        let _ = writeln!(out, "  {line}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use fillscope_core::{paths, Marks, Square, Step};

    /// The seed example's last frame as A, a made-up B, their difference.
    fn with_scene(check: impl FnOnce(&CompareScene)) {
        let (from, to) = (Bitboard::from(Square::E4), Square::A1 | Square::H8);
        let (_, trace) = paths::westcott_traced(from, to, Bitboard::ALL, Step::King);
        let a = trace.frames.last().unwrap();
        let b = difference_frame(Square::C3 | Square::D4, Bitboard::EMPTY);
        let diff = difference_frame(Square::A1 | Square::B2, Square::B2 | Square::H8);
        let scene = CompareScene {
            boards: [
                Scene {
                    frame: a,
                    marks: Marks {
                        sources: from,
                        targets: to,
                        ..Marks::default()
                    },
                    walls: None,
                },
                Scene::new(&b),
                Scene::new(&diff),
            ],
            labels: ["A: Westcott", "B: Moshammer & co", "Difference: answer"],
        };
        check(&scene);
    }

    #[test]
    fn the_difference_frame_has_three_roles() {
        let d = difference_frame(Square::A1 | Square::B2, Square::B2 | Square::C3);
        assert_eq!(d.get("only A"), Some(Bitboard::from(Square::A1)));
        assert_eq!(d.get("only B"), Some(Bitboard::from(Square::C3)));
        assert_eq!(d.get("both"), Some(Bitboard::from(Square::B2)));
        assert_eq!(
            difference_legend(&d),
            [
                "only A: Result (diagonal lines)",
                "only B: Result B (cross-hatch)",
                "both: Tie (horizontal lines)"
            ]
        );
    }

    #[test]
    fn the_svg_parses_and_has_three_labelled_boards() {
        with_scene(|scene| {
            let svg = compare_svg(scene, &SvgStyle::default());
            let doc = roxmltree::Document::parse(&svg).expect("well-formed SVG");
            let root = doc.root_element();
            assert_eq!(root.tag_name().name(), "svg");
            let boards: Vec<_> = root.children().filter(|n| n.has_tag_name("svg")).collect();
            assert_eq!(boards.len(), 3);
            let mut xs = Vec::new();
            for (board, (id, label)) in boards.iter().zip(BOARD_IDS.iter().zip(scene.labels)) {
                assert_eq!(board.attribute("data-board"), Some(*id));
                xs.push(board.attribute("x").unwrap().parse::<i32>().unwrap());
                let squares = board
                    .descendants()
                    .filter(|n| n.attribute("data-square").is_some())
                    .count();
                assert_eq!(squares, 64, "board {id}");
                // The label is the board's first line of text.
                let first = board.children().find(|n| n.has_tag_name("text")).unwrap();
                assert_eq!(first.text(), Some(label));
            }
            assert!(xs[0] < xs[1] && xs[1] < xs[2], "side by side: {xs:?}");
            // The difference board: a1 only in A (result), b2 in both (tie),
            // h8 only in B (result B); each pattern refers to its own board's
            // definitions.
            let diff = boards[2];
            let square = |sq: &str| {
                diff.descendants()
                    .find(|n| n.attribute("data-square") == Some(sq))
                    .unwrap()
            };
            for (sq, look) in [("a1", "result"), ("b2", "tie"), ("h8", "result-b")] {
                let fill = square(sq)
                    .children()
                    .find(|n| n.attribute("class") == Some("fill"))
                    .unwrap();
                assert_eq!(fill.attribute("data-look"), Some(look), "{sq}");
            }
            let pattern = square("a1")
                .children()
                .find(|n| n.attribute("class") == Some("pattern"))
                .unwrap();
            assert_eq!(pattern.attribute("fill"), Some("url(#difference-p-result)"));
            assert!(diff
                .descendants()
                .any(|n| n.attribute("id") == Some("difference-p-result")));
            assert!(svg.contains("Moshammer &amp; co"));
            assert!(svg.contains("only A: Result (diagonal lines)"));
        });
    }

    #[test]
    fn the_text_has_each_label_frame_and_the_legend() {
        with_scene(|scene| {
            let text = compare_text(scene);
            for label in scene.labels {
                assert!(text.contains(&format!("== {label} ==")), "{label}");
            }
            assert!(text.contains(&frame_text(scene.boards[0].frame)));
            assert!(text.contains("only A = 0x0000000000000001"));
            assert!(text.contains("only B: Result B (cross-hatch)"));
            let a = text.find("== A:").unwrap();
            let b = text.find("== B:").unwrap();
            let d = text.find("== Difference").unwrap();
            assert!(a < b && b < d);
        });
    }
}
