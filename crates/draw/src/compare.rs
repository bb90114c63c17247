//! The Compare mode's pictures: run A's board, run B's board and the
//! difference board side by side, each under its label ("A: Dumb7Fill",
//! "B: Kogge-Stone", "Difference: answer"), on the 8x8 board or the 9x9
//! one. The difference board is a frame of its own ([`difference_frame`],
//! [`difference_frame9`]), drawn from the look table like any other, so
//! its roles look as on the page. The drawings are written once for both
//! boards: a [`CompareScene`] holds three [`BoardScene`]s, 8x8 [`Scene`]s
//! or 9x9 [`crate::Scene9`]s, and each is drawn as its one-board picture
//! is.

use std::fmt::Write;

use fillscope_core::compare::RunFrame;
use fillscope_core::grid::Grid;
use fillscope_core::nine::{Board9, Frame9};
use fillscope_core::{Bitboard, Frame, Role};

use crate::look::{appearance, base, Look};
use crate::svg::{board_svg, css_hex, xml_escape, SvgStyle};
use crate::{BoardScene, Scene, Sheet};

/// The difference of two sets as a frame, the one the Compare view and
/// every compare export draw: the squares only in A (drawn as a result),
/// only in B (as result B) and in both (as a tie).
#[must_use]
pub fn difference_frame(a: Bitboard, b: Bitboard) -> Frame {
    difference(a.0, b.0)
}

/// [`difference_frame`] on the 9x9 board.
#[must_use]
pub fn difference_frame9(a: Board9, b: Board9) -> Frame9 {
    difference(a.0, b.0)
}

/// The difference frame of two sets of either board's squares.
fn difference<W: Grid>(a: W, b: W) -> W::Frame {
    W::frame(
        0,
        "".into(),
        [
            ("only A".into(), a & !b, Role::Result),
            ("only B".into(), b & !a, Role::ResultB),
            ("both".into(), a & b, Role::Tie),
        ]
        .into_iter(),
    )
}

/// What the difference board's registers mean, one line each, in the
/// look table's words: `only A: Result (diagonal lines)`. Either board's
/// frame ([`Frame`] or [`Frame9`]).
#[must_use]
pub fn difference_legend<F: RunFrame>(diff: &F) -> Vec<String> {
    diff.readings()
        .filter_map(|r| Look::of(r.role).map(|l| format!("{}: {}", r.name, appearance(l).legend())))
        .collect()
}

/// One lined-up pair of the Compare mode: three boards with their labels,
/// 8x8 [`Scene`]s (the default) or 9x9 [`crate::Scene9`]s.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CompareScene<'a, S = Scene<'a>> {
    /// Run A's board, run B's board and the difference board, in that
    /// order (the difference without marks or walls, as on the page).
    pub boards: [S; 3],
    /// The label above each board.
    pub labels: [&'a str; 3],
}

impl<S: BoardScene> CompareScene<'_, S> {
    /// The three boards as the drawers take them.
    pub(crate) fn sheets(&self) -> [Sheet; 3] {
        self.boards.map(|b| Sheet::of(&b))
    }
}

/// Which board of a [`CompareScene`] an SVG group holds (`data-board`).
const BOARD_IDS: [&str; 3] = ["a", "b", "difference"];

/// The three boards side by side as one standalone SVG document: each
/// board is a nested `<svg>` (tagged `data-board="a"`, `"b"` or
/// `"difference"`) drawn as [`crate::frame_svg`] (or
/// [`crate::frame_svg9`]) draws a frame, its label where the frame's
/// caption would be, the frame's caption below it (the legend under the
/// difference board when `style.caption` is on).
#[must_use]
pub fn compare_svg<S: BoardScene>(scene: &CompareScene<'_, S>, style: &SvgStyle) -> String {
    let [a, b, diff] = &scene.boards;
    let notes = if style.caption {
        [
            vec![a.caption().to_string()],
            vec![b.caption().to_string()],
            diff.legend(),
        ]
    } else {
        Default::default()
    };
    svg_of(&scene.sheets(), scene.labels, &notes, style)
}

/// [`compare_svg`] of the boards' sheets, their labels and the lines
/// under each (none when `style.caption` is off).
fn svg_of(
    sheets: &[Sheet; 3],
    labels: [&str; 3],
    notes: &[Vec<String>; 3],
    style: &SvgStyle,
) -> String {
    let c = style.cell.clamp(8, 400) as i32;
    let k = |n: i32| c * n / 1000;
    let gap = k(500);
    // The label takes the caption's line, even when captions are off.
    let board_style = SvgStyle {
        caption: true,
        ..*style
    };
    let parts: Vec<(String, i32, i32)> = sheets
        .iter()
        .enumerate()
        .map(|(i, sheet)| {
            let ids = format!("{}-", BOARD_IDS[i]);
            board_svg(sheet, &board_style, &ids, labels[i])
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
    let _ = write!(s, "<title>{}</title>", xml_escape(&labels.join(" | ")));
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
            for (n, text) in notes[i].iter().enumerate() {
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
/// [`crate::frame_text`] (or [`crate::frame_text9`]) draws it, then the
/// difference board's legend.
#[must_use]
pub fn compare_text<S: BoardScene>(scene: &CompareScene<'_, S>) -> String {
    let mut out = String::new();
    for (i, (s, label)) in scene.boards.iter().zip(scene.labels).enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let _ = writeln!(out, "== {label} ==");
        out.push_str(&s.text());
    }
    out.push_str("\nLegend of the difference:\n");
    for line in scene.boards[2].legend() {
        let _ = writeln!(out, "  {line}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::frame_text;
    use crate::Scene9;
    use fillscope_core::nine::Square9;
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

    /// 9x9 squares by name.
    fn squares9(names: &[&str]) -> Board9 {
        names
            .iter()
            .map(|n| n.parse::<Square9>().expect("a 9x9 square"))
            .collect()
    }

    /// Two 9x9 BFS runs (A from a1, its board walled between h8 and h9;
    /// B from b2) at their last frames, and the difference of their
    /// layer[2]. Worked by hand: A's layer[2] is a3, b2, c1; B's is a1, c1,
    /// d2, c3, a3, b4; so only in A: b2; in both: a3, c1; only in B: a1,
    /// d2, c3, b4.
    fn with_scene9(check: impl FnOnce(&CompareScene<Scene9>, &Frame9)) {
        use fillscope_core::nine::{bfs_traced, Walls9};
        let walls = Walls9 {
            north: squares9(&["h8"]),
            east: Board9::EMPTY,
        };
        let (a, b) = (squares9(&["a1"]), squares9(&["b2"]));
        let (_, ta) = bfs_traced(a, Board9::ALL, walls, Board9::EMPTY);
        let (_, tb) = bfs_traced(b, Board9::ALL, Walls9::NONE, Board9::EMPTY);
        let (fa, fb) = (ta.frames.last().unwrap(), tb.frames.last().unwrap());
        let layer = |f: &Frame9| f.get("layer[2]").expect("a layer[2]");
        assert_eq!(layer(fa), squares9(&["a3", "b2", "c1"]));
        let diff = difference_frame9(layer(fa), layer(fb));
        let scene = CompareScene {
            boards: [
                Scene9 {
                    frame: fa,
                    marks: Marks::ends(a, Board9::EMPTY),
                    walls: Some(walls),
                },
                Scene9 {
                    frame: fb,
                    marks: Marks::ends(b, Board9::EMPTY),
                    walls: Some(Walls9::NONE),
                },
                Scene9::new(&diff),
            ],
            labels: [
                "A: Bit-shift BFS",
                "B: Bit-shift BFS",
                "Difference: layer[2]",
            ],
        };
        check(&scene, &diff);
    }

    #[test]
    fn the_nine_by_nine_difference_frame_is_worked_by_hand() {
        with_scene9(|_, diff| {
            assert_eq!(diff.get("only A"), Some(squares9(&["b2"])));
            assert_eq!(diff.get("both"), Some(squares9(&["a3", "c1"])));
            assert_eq!(
                diff.get("only B"),
                Some(squares9(&["a1", "d2", "c3", "b4"]))
            );
            // Its legend reads as the 8x8 one.
            assert_eq!(
                difference_legend(diff),
                difference_legend(&difference_frame(Bitboard::EMPTY, Bitboard::EMPTY))
            );
        });
    }

    #[test]
    fn the_nine_by_nine_svg_has_three_boards_of_81_squares() {
        with_scene9(|scene, _| {
            let svg = compare_svg(scene, &SvgStyle::default());
            let doc = roxmltree::Document::parse(&svg).expect("well-formed SVG");
            let boards: Vec<_> = doc
                .root_element()
                .children()
                .filter(|n| n.has_tag_name("svg"))
                .collect();
            assert_eq!(boards.len(), 3);
            for (board, (id, label)) in boards.iter().zip(BOARD_IDS.iter().zip(scene.labels)) {
                assert_eq!(board.attribute("data-board"), Some(*id));
                let squares: Vec<&str> = board
                    .descendants()
                    .filter_map(|n| n.attribute("data-square"))
                    .collect();
                assert_eq!(squares.len(), 81, "board {id}");
                assert!(squares.contains(&"i9") && squares.contains(&"a1"));
                let first = board.children().find(|n| n.has_tag_name("text")).unwrap();
                assert_eq!(first.text(), Some(label));
                // Files a to i and ranks 1 to 9 label the board.
                let texts: Vec<&str> = board
                    .children()
                    .filter(|n| n.has_tag_name("text"))
                    .filter_map(|n| n.text())
                    .collect();
                assert!(texts.contains(&"i") && texts.contains(&"9"), "{texts:?}");
                // The wall between h8 and h9 on A's board only.
                let walls = board
                    .descendants()
                    .filter(|n| n.attribute("class") == Some("wall"))
                    .count();
                assert_eq!(walls, usize::from(*id == "a"), "walls of board {id}");
            }
            let look = |board: usize, sq: &str| {
                boards[board]
                    .descendants()
                    .find(|n| n.attribute("data-square") == Some(sq))
                    .unwrap()
                    .children()
                    .find(|n| n.attribute("class") == Some("fill"))
                    .and_then(|n| n.attribute("data-look"))
            };
            // The difference board, as worked by hand.
            for (sq, want) in [
                ("b2", Some("result")),
                ("a3", Some("tie")),
                ("c1", Some("tie")),
                ("a1", Some("result-b")),
                ("d2", Some("result-b")),
                ("c3", Some("result-b")),
                ("b4", Some("result-b")),
                ("b3", None),
                ("i9", None),
            ] {
                assert_eq!(look(2, sq), want, "difference board {sq}");
            }
            // Each board's squares look as in its one-board SVG (the Play
            // tab's 9x9 export).
            let looks = |node: roxmltree::Node| -> Vec<(String, Vec<String>)> {
                node.descendants()
                    .filter_map(|g| {
                        let sq = g.attribute("data-square")?;
                        let parts = g
                            .descendants()
                            .filter_map(|n| n.attribute("data-look"))
                            .map(str::to_string)
                            .collect();
                        Some((sq.to_string(), parts))
                    })
                    .collect()
            };
            for (i, board) in scene.boards.iter().enumerate() {
                let alone = crate::svg::frame_svg9(board, &SvgStyle::default());
                let alone = roxmltree::Document::parse(&alone).unwrap();
                assert_eq!(looks(boards[i]), looks(alone.root_element()), "board {i}");
            }
            // A's board: its source a1 marked.
            let a1 = boards[0]
                .descendants()
                .find(|n| n.attribute("data-square") == Some("a1"))
                .unwrap();
            assert!(a1
                .descendants()
                .any(|n| n.attribute("class") == Some("mark")
                    && n.attribute("data-look") == Some("source")));
            assert!(svg.contains("only B: Result B (cross-hatch)"));
        });
    }

    #[test]
    fn the_nine_by_nine_text_has_nine_ranks_and_32_digit_values() {
        with_scene9(|scene, _| {
            let text = compare_text(scene);
            for label in scene.labels {
                assert!(text.contains(&format!("== {label} ==")), "{label}");
            }
            assert!(text.contains(&crate::text::frame_text9(scene.boards[0].frame)));
            // only A is b2: bit 1 + 9 = 10.
            assert!(
                text.contains("only A = 0x00000000000000000000000000000400"),
                "{text}"
            );
            // The difference board's boards: nine ranks of nine files, rank
            // 9 on top; b2 only in A, a1, d2, c3 and b4 only in B.
            let d = &text[text.find("== Difference").unwrap()..];
            let header = d.lines().position(|l| l.starts_with("only A ")).unwrap();
            let rows: Vec<&str> = d.lines().skip(header + 1).take(10).collect();
            let empty = ". . . . . . . . .";
            let row = |a: &str, b: &str, both: &str| format!("{a}   {b}   {both}");
            let want = [
                row(empty, empty, empty),
                row(empty, empty, empty),
                row(empty, empty, empty),
                row(empty, empty, empty),
                row(empty, empty, empty),
                row(empty, ". 1 . . . . . . .", empty),
                row(empty, ". . 1 . . . . . .", "1 . . . . . . . ."),
                row(". 1 . . . . . . .", ". . . 1 . . . . .", empty),
                row(empty, "1 . . . . . . . .", ". . 1 . . . . . ."),
                String::new(),
            ];
            assert_eq!(rows, want, "{d}");
            assert!(text.contains("Legend of the difference:"));
        });
    }
}
