//! Exports read back by decoders that share no code with our encoders:
//! PNG by `zune-png` (its own inflate), GIF by `gift` (its own LZW), SVG
//! by `roxmltree`.

#![cfg(feature = "raster")]

use fillscope_core::bfs::{self, Walls};
use fillscope_core::{fill, paths, Bitboard, Direction, Marks, Method, Piece, Square, Step, Trace};
use fillscope_draw::look::{appearance, base, layer_hue, Look, Rgb, Theme};
use fillscope_draw::raster::{
    filmstrip_board_origin, frame_png, frame_rgba, square_origin, trace_filmstrip_png, trace_gif,
    RasterStyle,
};
use fillscope_draw::{frame_svg, frame_text, trace_text, Scene, SvgStyle, TraceScene};

/// The seeds' example: king steps from e4 to a1 and h8 on an empty board.
fn seed() -> (Trace, Marks) {
    let marks = Marks::ends(Bitboard::from(Square::E4), Square::A1 | Square::H8);
    let (_, trace) =
        paths::westcott_traced(marks.sources, marks.targets, Bitboard::ALL, Step::King);
    (trace, marks)
}

/// A decoded picture: width, height and RGB bytes.
struct Picture {
    w: u32,
    h: u32,
    rgb: Vec<u8>,
}

impl Picture {
    fn at(&self, x: u32, y: u32) -> Rgb {
        assert!(
            x < self.w && y < self.h,
            "({x}, {y}) outside {}x{}",
            self.w,
            self.h
        );
        let i = ((y * self.w + x) * 3) as usize;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
}

fn decode_png(bytes: &[u8]) -> Picture {
    let mut d = zune_png::PngDecoder::new(bytes);
    d.decode_headers().expect("PNG header");
    let (w, h) = d.get_dimensions().expect("PNG size");
    let px = d.decode_raw().expect("PNG data");
    let channels = px.len() / (w * h);
    assert!(channels == 3 || channels == 4, "{channels} channels");
    let rgb = px
        .chunks(channels)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    Picture {
        w: w as u32,
        h: h as u32,
        rgb,
    }
}

/// Every image of a GIF as the screen shows it after that image (frames
/// composed), with its delay in hundredths of a second.
fn decode_gif(bytes: &[u8]) -> Vec<(Picture, u16)> {
    let delays: Vec<u16> = gift::Decoder::new(bytes)
        .into_frames()
        .map(|f| {
            let f = f.expect("GIF frame");
            f.graphic_control_ext.map_or(0, |g| g.delay_time_cs())
        })
        .collect();
    let images: Vec<Picture> = gift::Decoder::new(bytes)
        .into_steps()
        .map(|step| {
            let step = step.expect("GIF frame");
            let r = step.raster();
            let rgb = r
                .as_u8_slice()
                .chunks(4)
                .flat_map(|p| [p[0], p[1], p[2]])
                .collect();
            Picture {
                w: r.width(),
                h: r.height(),
                rgb,
            }
        })
        .collect();
    assert_eq!(delays.len(), images.len());
    images.into_iter().zip(delays).collect()
}

/// The top left corner of `sq` in a one-board picture, offset by `(ox, oy)`.
fn corner(style: &RasterStyle, sq: Square, (ox, oy): (u32, u32)) -> (u32, u32) {
    let (x, y) = square_origin(style, sq);
    (ox + x, oy + y)
}

/// A pixel inside `sq` clear of its number, marks and pattern lines: the
/// middle of its top edge, a little inside.
fn clear_spot(style: &RasterStyle, sq: Square, origin: (u32, u32)) -> (u32, u32) {
    let (x, y) = corner(style, sq, origin);
    (x + style.cell / 2, y + style.cell / 7)
}

const SOURCE: Look = Look::Source;

#[test]
fn png_of_the_seed_example_first_frame() {
    let (trace, marks) = seed();
    let film = TraceScene {
        trace: &trace,
        marks,
        walls: None,
    };
    let style = RasterStyle::default();
    let p = decode_png(&frame_png(&film.frame(0).unwrap(), &style).unwrap());
    assert_eq!(p.w, p.h);
    assert!(p.w >= 8 * style.cell && p.w < 9 * style.cell, "{}", p.w);
    let b = base(Theme::Light);
    // e4: a lone source mark, a disc in the middle with a white rim and
    // the letter S; left of the letter, the disc's colour.
    let (x, y) = corner(&style, Square::E4, (0, 0));
    let (cx, cy) = (x + style.cell / 2, y + style.cell / 2);
    let source = appearance(SOURCE);
    assert_eq!(p.at(cx - 6, cy), source.fill(Theme::Light), "e4 disc");
    let row: Vec<Rgb> = (x..x + style.cell / 2).map(|xx| p.at(xx, cy)).collect();
    let rim = row.iter().position(|&c| c == source.ink(Theme::Light));
    let disc = row.iter().position(|&c| c == source.fill(Theme::Light));
    assert!(rim.is_some() && rim < disc, "rim before disc: {row:?}");
    assert_eq!(p.at(x + 1, y + 1), b.light, "the square around the disc");
    // a1: a target tile on a dark square.
    let (x, y) = corner(&style, Square::A1, (0, 0));
    let target = appearance(Look::Target);
    assert_eq!(
        p.at(x + style.cell / 2 - 6, y + style.cell / 2),
        target.fill(Theme::Light)
    );
    assert_eq!(p.at(x + 1, y + 1), b.dark, "a1 is a dark square");
    let (x, y) = clear_spot(&style, Square::D5, (0, 0));
    assert_eq!(p.at(x, y), b.light, "d5 is empty and light");
}

#[test]
fn png_marks_blockers_in_the_dark_theme() {
    let open = !Bitboard::from(Square::C3);
    let marks = Marks::ends(Bitboard::from(Square::E4), Square::A1 | Square::H8);
    let (_, trace) = paths::westcott_traced(marks.sources, marks.targets, open, Step::King);
    let style = RasterStyle {
        theme: Theme::Dark,
        cell: 20,
        labels: false,
        ..RasterStyle::default()
    };
    let scene = Scene {
        frame: &trace.frames[0],
        marks,
        walls: None,
    };
    let p = decode_png(&frame_png(&scene, &style).unwrap());
    assert_eq!((p.w, p.h), (160, 160));
    let blocker = appearance(Look::Blocker);
    let (x, y) = corner(&style, Square::C3, (0, 0));
    assert_eq!(p.at(x + 10, y + 2), blocker.fill(Theme::Dark));
    // The X through a blocker: its centre, and near a corner.
    assert_eq!(p.at(x + 10, y + 10), blocker.ink(Theme::Dark));
    assert_eq!(p.at(x + 3, y + 3), blocker.ink(Theme::Dark));
    let (x, y) = clear_spot(&style, Square::D5, (0, 0));
    assert_eq!(p.at(x, y), base(Theme::Dark).light);
}

#[test]
fn rgba_equals_the_png() {
    let (trace, marks) = seed();
    let scene = Scene {
        frame: trace.frames.last().unwrap(),
        marks,
        walls: None,
    };
    let style = RasterStyle::default();
    let rgba = frame_rgba(&scene, &style);
    let p = decode_png(&frame_png(&scene, &style).unwrap());
    assert_eq!((rgba.width, rgba.height), (p.w, p.h));
    for y in 0..p.h {
        for x in 0..p.w {
            assert_eq!(rgba.at(x, y), Some(p.at(x, y)), "({x}, {y})");
        }
    }
    assert_eq!(rgba.at(p.w, 0), None);
}

/// The seed example's filmstrip is small (the stored-deflate encoder made
/// about 1.2 MB) and shows every frame: each board's squares in the colours
/// of that frame's roles.
#[test]
fn seed_filmstrip_is_small_and_shows_every_frame() {
    let (trace, marks) = seed();
    let film = TraceScene {
        trace: &trace,
        marks,
        walls: None,
    };
    let style = RasterStyle::default();
    let bytes = trace_filmstrip_png(&film, &style).unwrap();
    assert!(bytes.len() <= 100_000, "{} bytes", bytes.len());
    let p = decode_png(&bytes);
    let n = trace.frames.len();
    assert_eq!(n, 13);
    let (bx, by) = filmstrip_board_origin(&style, n - 1);
    assert!(bx + 8 * style.cell <= p.w && by + 8 * style.cell <= p.h);
    let rows = n.div_ceil(style.columns) as u32;
    assert!(p.h >= rows * 8 * style.cell);
    // The first board: the source disc on e4, the rest empty.
    let first = filmstrip_board_origin(&style, 0);
    let (x, y) = corner(&style, Square::E4, first);
    assert_eq!(
        p.at(x + style.cell / 2 - 6, y + style.cell / 2),
        appearance(SOURCE).fill(Theme::Light)
    );
    let (x, y) = clear_spot(&style, Square::D5, first);
    assert_eq!(p.at(x, y), base(Theme::Light).light);
    // The last board: the shortest paths' layers in their hues, layer k
    // in hue k mod 8, as the page draws them.
    let last = filmstrip_board_origin(&style, n - 1);
    for (sq, k) in [
        (Square::E4, 0),
        (Square::D4, 1),
        (Square::C3, 2),
        (Square::B2, 3),
        (Square::A1, 4),
        (Square::H8, 4),
    ] {
        let (x, y) = clear_spot(&style, sq, last);
        assert_eq!(p.at(x, y), layer_hue(k), "{sq} in layer {k}");
    }
    let (x, y) = clear_spot(&style, Square::E5, last);
    assert_eq!(p.at(x, y), layer_hue(1), "e5 is in layer 1");
    let (x, y) = clear_spot(&style, Square::H1, last);
    assert_eq!(p.at(x, y), base(Theme::Light).light, "h1 is on no path");
    // Board 8 (the backward pass begins) has the filled set's dots
    // somewhere; board 5 the frontier's ring.
    let has = |board: usize, c: Rgb| {
        let (ox, oy) = filmstrip_board_origin(&style, board);
        (0..8 * style.cell).any(|dy| (0..8 * style.cell).any(|dx| p.at(ox + dx, oy + dy) == c))
    };
    assert!(has(4, appearance(Look::Frontier).ink(Theme::Light)));
    assert!(has(4, appearance(Look::Filled).ink(Theme::Light)));
    assert!(!has(0, appearance(Look::Frontier).fill(Theme::Light)));
}

#[test]
fn seed_gif_has_one_image_per_frame_and_matches_the_pngs() {
    let (trace, marks) = seed();
    let film = TraceScene {
        trace: &trace,
        marks,
        walls: None,
    };
    let style = RasterStyle {
        fps: 4.0,
        ..RasterStyle::default()
    };
    let bytes = trace_gif(&film, &style).unwrap();
    // NETSCAPE2.0 loop count 0 = forever.
    let at = bytes
        .windows(11)
        .position(|w| w == b"NETSCAPE2.0")
        .expect("loop extension");
    assert_eq!(&bytes[at + 11..at + 16], &[3, 1, 0, 0, 0]);
    let images = decode_gif(&bytes);
    assert_eq!(images.len(), trace.frames.len());
    // Each composed image equals that frame's PNG, pixel for pixel.
    for (i, (img, delay)) in images.iter().enumerate() {
        assert_eq!(*delay, 25);
        let png = decode_png(&frame_png(&film.frame(i).unwrap(), &style).unwrap());
        assert_eq!((img.w, img.h), (png.w, png.h));
        assert!(img.rgb == png.rgb, "GIF image {i} differs from the PNG");
    }
    let (x, y) = corner(&style, Square::E4, (0, 0));
    assert_eq!(
        images[0].0.at(x + style.cell / 2 - 6, y + style.cell / 2),
        appearance(SOURCE).fill(Theme::Light)
    );
    let (x, y) = clear_spot(&style, Square::A1, (0, 0));
    assert_eq!(images[12].0.at(x, y), layer_hue(4));
}

#[test]
fn an_empty_trace_gives_the_bare_board() {
    let trace = Trace {
        algorithm: "westcott".into(),
        frames: Vec::new(),
        outcome: fillscope_core::trace::Outcome::Bool { value: false },
    };
    let film = TraceScene {
        trace: &trace,
        marks: Marks::ends(Square::E4.into(), Bitboard::EMPTY),
        walls: None,
    };
    let style = RasterStyle::default();
    assert_eq!(decode_gif(&trace_gif(&film, &style).unwrap()).len(), 1);
    let p = decode_png(&trace_filmstrip_png(&film, &style).unwrap());
    assert!(p.w > 8 * style.cell);
}

/// A fill's name, trace, marks and walls.
type Case = (&'static str, Trace, Marks, Option<Walls>);

/// Every fill's trace, with blockers and a wall, for the crash tests.
fn every_fill() -> Vec<Case> {
    let (a, b) = (Bitboard::from(Square::E4), Square::A1 | Square::H8);
    let open = !(Square::D4 | Square::E5);
    let mut walls = Walls::NONE;
    walls.toggle(Square::E4, Square::E5);
    let mut out = vec![
        (
            "westcott",
            paths::westcott_traced(a, b, open, Step::Knight).1,
        ),
        (
            "moshammer",
            paths::moshammer_traced(a, b, open, Step::King).1,
        ),
        (
            "connected",
            paths::connected_traced(a, b, open, Step::Rook).1,
        ),
        (
            "attacks",
            fill::slider_attacks_traced(Piece::Queen, a, !open).1,
        ),
    ]
    .into_iter()
    .map(|(n, t)| (n, t, Marks::ends(a, b), None))
    .collect::<Vec<_>>();
    for m in Method::ALL {
        out.push((
            "fill",
            fill::fill_traced(a, open, Direction::ALL[1], m).2,
            Marks::ends(a, Bitboard::EMPTY),
            None,
        ));
    }
    out.push((
        "bfs",
        bfs::bfs_traced(a, open, walls, b).1,
        Marks::ends(a, b),
        Some(walls),
    ));
    out.push((
        "voronoi",
        bfs::voronoi_traced(a, b, open, walls).1,
        Marks::ends(a, b),
        Some(walls),
    ));
    let (c, d) = (Bitboard::from(Square::B7), Bitboard::from(Square::G2));
    out.push((
        "voronoi-sides",
        bfs::voronoi_sides_traced(&[a, b, c, d], open, walls).1,
        Marks {
            side_c: c,
            side_d: d,
            ..Marks::ends(a, b)
        },
        Some(walls),
    ));
    let (white, black) = (Square::E4 | Square::D2, Square::D5 | Square::E6);
    out.push((
        "pawns",
        fillscope_core::pawns::pawn_sets_traced(white, black).1,
        Marks {
            white,
            black,
            ..Marks::default()
        },
        None,
    ));
    out
}

#[test]
fn every_fill_exports_without_panic() {
    for (name, trace, marks, walls) in every_fill() {
        let film = TraceScene {
            trace: &trace,
            marks,
            walls,
        };
        let style = RasterStyle::default();
        let images = decode_gif(&trace_gif(&film, &style).unwrap());
        assert_eq!(images.len(), trace.frames.len().max(1), "{name}");
        let p = decode_png(&trace_filmstrip_png(&film, &style).unwrap());
        assert!(p.w > 0);
        for s in film.scenes() {
            let svg = frame_svg(&s, &SvgStyle::default());
            roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        assert!(trace_text(&trace).contains("Frame 1 of"), "{name}");
    }
}

#[test]
fn walls_are_drawn_in_raster_and_svg() {
    let mut walls = Walls::NONE;
    walls.toggle(Square::E4, Square::E5);
    let (a, b) = (Bitboard::from(Square::E4), Bitboard::from(Square::H8));
    let (_, trace) = bfs::bfs_traced(a, Bitboard::ALL, walls, b);
    let scene = Scene {
        frame: &trace.frames[0],
        marks: Marks::ends(a, b),
        walls: Some(walls),
    };
    let style = RasterStyle::default();
    let p = decode_png(&frame_png(&scene, &style).unwrap());
    let (x, y) = corner(&style, Square::E4, (0, 0));
    let wall = appearance(Look::Wall).fill(Theme::Light);
    assert_eq!(
        p.at(x + style.cell / 2, y),
        wall,
        "the wall on e4's north edge"
    );
    assert_ne!(p.at(x + style.cell / 2, y + style.cell - 1), wall);
    let svg = frame_svg(&scene, &SvgStyle::default());
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let lines = doc.descendants().filter(|n| n.has_tag_name("line")).count();
    assert_eq!(lines, 1, "one wall, drawn once");
    let without = Scene {
        walls: None,
        ..scene
    };
    let svg = frame_svg(&without, &SvgStyle::default());
    assert!(!svg.contains("<line"));
}

#[test]
fn svg_is_valid_xml_and_escapes_text() {
    let (trace, marks) = seed();
    let mut frame = trace.frames[0].clone();
    frame.caption = "<script>alert(\"x\") & 'y'</script>\u{1}".into();
    let scene = Scene {
        frame: &frame,
        marks,
        walls: None,
    };
    let svg = frame_svg(&scene, &SvgStyle::default());
    assert!(!svg.contains("<script>"));
    let doc = roxmltree::Document::parse(&svg).expect("valid XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let title = root
        .children()
        .find(|n| n.has_tag_name("title"))
        .and_then(|n| n.text())
        .unwrap();
    assert!(title.starts_with("<script>alert(\"x\") & 'y'"));
    // 64 squares, each a group titled with its accessible name, a1 first.
    let squares: Vec<&str> = root
        .descendants()
        .filter(|n| n.has_tag_name("g") && n.attribute("data-square").is_some())
        .filter_map(|g| g.children().find(|n| n.has_tag_name("title")))
        .filter_map(|t| t.text())
        .collect();
    assert_eq!(squares.len(), 64);
    assert_eq!(squares[0], "a1, target");
    assert!(squares.contains(&"e4, source"));
    // The e4 source disc, in the table's colour.
    let fill = |n: roxmltree::Node| n.attribute("fill").map(str::to_owned);
    let source = fillscope_draw::svg::css_hex(appearance(SOURCE).fill(Theme::Light));
    let discs = root
        .descendants()
        .filter(|n| n.has_tag_name("circle") && fill(*n).as_deref() == Some(source.as_str()))
        .count();
    assert_eq!(discs, 1);
    // File and rank labels.
    let texts: Vec<&str> = root
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text())
        .collect();
    for l in ["a", "h", "1", "8", "S", "T"] {
        assert!(texts.contains(&l), "label {l}");
    }
}

#[test]
fn text_diagram_of_the_seed_example() {
    let (trace, _) = seed();
    let f = &trace.frames[0];
    let text = frame_text(f);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], f.caption);
    let header = lines
        .iter()
        .position(|l| l.starts_with("sq1"))
        .expect("board captions");
    assert!(lines[header].contains("sq2"));
    // Rank 4 of sq1: e4 is set (boards side by side, three spaces apart).
    assert!(
        lines[header + 5].starts_with(". . . . 1 . . ."),
        "{}",
        lines[header + 5]
    );
    assert!(text.contains("sq2  = 0x8000000000000001"));
    let all = trace_text(&trace);
    assert!(all.contains(&format!("Frame {n} of {n}: ", n = trace.frames.len())));
    assert_eq!(all.matches("Frame ").count(), trace.frames.len());
}

/// The seed example's last frame against a run B that reached only c3,
/// with the difference of a1, b2 (A) and b2, h8 (B).
fn with_compare(check: impl FnOnce(&fillscope_draw::CompareScene)) {
    use fillscope_draw::{difference_frame, CompareScene};
    let (trace, marks) = seed();
    let b = difference_frame(Square::C3.into(), Bitboard::EMPTY);
    let diff = difference_frame(Square::A1 | Square::B2, Square::B2 | Square::H8);
    let scene = CompareScene {
        boards: [
            Scene {
                frame: trace.frames.last().unwrap(),
                marks,
                walls: None,
            },
            Scene::new(&b),
            Scene::new(&diff),
        ],
        labels: ["A: Westcott", "B: Kogge-Stone", "Difference: answer"],
    };
    check(&scene);
}

#[test]
fn compare_png_has_three_boards_in_the_look_tables_colours() {
    use fillscope_draw::raster::{compare_board_origin, compare_png};
    with_compare(|scene| {
        let style = RasterStyle::default();
        let p = decode_png(&compare_png(scene, &style).unwrap());
        let one = decode_png(&frame_png(&scene.boards[0], &style).unwrap());
        // Three boards side by side with gaps, each as wide as a one-frame PNG.
        assert!(
            p.w > 3 * one.w && p.w < 3 * one.w + 60,
            "{} vs {}",
            p.w,
            one.w
        );
        // One row of boards under a band of two label lines (not stacked).
        assert!(p.h > one.h && p.h < one.h * 5 / 4, "{} vs {}", p.h, one.h);
        let (x0, y0) = compare_board_origin(&style, 0);
        let (x1, _) = compare_board_origin(&style, 1);
        let (x2, _) = compare_board_origin(&style, 2);
        assert_eq!(x1 - x0, x2 - x1);
        assert!(x1 - x0 >= one.w);
        // Each board as its one-frame PNG draws it.
        for (i, s) in scene.boards.iter().enumerate() {
            let alone = decode_png(&frame_png(s, &style).unwrap());
            let (ox, oy) = compare_board_origin(&style, i);
            for (x, y) in [
                (0, 0),
                (alone.w / 2, alone.h / 3),
                (alone.w - 1, alone.h - 1),
            ] {
                assert_eq!(
                    p.at(ox + x, oy + y),
                    alone.at(x, y),
                    "board {i} at ({x}, {y})"
                );
            }
        }
        // a1 is only in A: the difference board paints it in the result's
        // fill with its ink's diagonal lines, nothing else.
        let (dx, dy) = compare_board_origin(&style, 2);
        let (x, y) = corner(&style, Square::A1, (dx, dy));
        let result = appearance(Look::Result);
        let (fill, ink) = (result.fill(Theme::Light), result.ink(Theme::Light));
        let mut counts = (0, 0);
        for yy in y..y + style.cell {
            for xx in x..x + style.cell {
                let c = p.at(xx, yy);
                assert!(c == fill || c == ink, "a1 at ({xx}, {yy}): {c:?}");
                if c == fill {
                    counts.0 += 1;
                } else {
                    counts.1 += 1;
                }
            }
        }
        assert!(counts.0 > counts.1 && counts.1 > 0, "{counts:?}");
        // h8 only in B, b2 in both: result B's and the tie's fills.
        let spot = |sq| {
            let (x, y) = clear_spot(&style, sq, (dx, dy));
            p.at(x, y)
        };
        assert_eq!(
            spot(Square::H8),
            appearance(Look::ResultB).fill(Theme::Light)
        );
        assert_eq!(spot(Square::B2), appearance(Look::Tie).fill(Theme::Light));
        // The label band above the boards has ink in it.
        let ink = base(Theme::Light).ink;
        assert!((0..y0).any(|yy| (x0..x0 + one.w).any(|xx| p.at(xx, yy) == ink)));
    });
}

#[test]
fn compare_gif_has_one_image_per_pair() {
    use fillscope_draw::raster::{compare_gif, compare_png};
    with_compare(|scene| {
        let style = RasterStyle::default();
        let other = fillscope_draw::CompareScene {
            boards: [scene.boards[1], scene.boards[0], scene.boards[2]],
            ..*scene
        };
        let gif = compare_gif(&[*scene, other, *scene], &style).unwrap();
        assert_eq!(&gif[..6], b"GIF89a");
        let images = decode_gif(&gif);
        assert_eq!(images.len(), 3);
        let png = decode_png(&compare_png(scene, &style).unwrap());
        for (img, _) in &images {
            assert_eq!((img.w, img.h), (png.w, png.h));
        }
        assert_eq!(images[0].0.rgb, png.rgb);
        assert_eq!(images[2].0.rgb, png.rgb);
        assert_ne!(images[1].0.rgb, png.rgb);
        assert!(compare_gif::<Scene>(&[], &style).is_err());
    });
}

/// 9x9 squares by name.
fn squares9(names: &[&str]) -> fillscope_core::nine::Board9 {
    names
        .iter()
        .map(|n| {
            n.parse::<fillscope_core::nine::Square9>()
                .expect("a 9x9 square")
        })
        .collect()
}

/// Two 9x9 BFS runs at their last frames (A from a1, walled between h8 and
/// h9; B from b2) and the difference of their layer[2]: worked by hand,
/// only in A b2, in both a3 and c1, only in B a1, d2, c3 and b4.
fn with_compare9(check: impl FnOnce(&fillscope_draw::CompareScene<fillscope_draw::Scene9>)) {
    use fillscope_core::nine::{bfs_traced, Board9, Walls9};
    use fillscope_draw::{difference_frame9, CompareScene, Scene9};
    let walls = Walls9 {
        north: squares9(&["h8"]),
        east: Board9::EMPTY,
    };
    let (a, b) = (squares9(&["a1"]), squares9(&["b2"]));
    let (_, ta) = bfs_traced(a, Board9::ALL, walls, Board9::EMPTY);
    let (_, tb) = bfs_traced(b, Board9::ALL, Walls9::NONE, Board9::EMPTY);
    let (fa, fb) = (ta.frames.last().unwrap(), tb.frames.last().unwrap());
    let layer = |f: &fillscope_core::nine::Frame9| f.get("layer[2]").expect("a layer[2]");
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
    check(&scene);
}

#[test]
fn compare_png_on_the_nine_by_nine_board() {
    use fillscope_core::nine::Square9;
    use fillscope_draw::raster::{
        compare_board_origin9, compare_gif, compare_png, frame_png9, square_origin9,
    };
    with_compare9(|scene| {
        let style = RasterStyle::default();
        let p = decode_png(&compare_png(scene, &style).unwrap());
        // Worked by hand at 48 px a square: a board is 22 px of rank labels
        // and 9 squares (454 px), three of them 12 px apart and around,
        // under a band of two 19 px label lines and 6 px.
        assert_eq!((p.w, p.h), (12 + 3 * (454 + 12), 12 + 44 + 454 + 12));
        // Each board as its one-board 9x9 PNG draws it, pixel for pixel.
        for (i, s) in scene.boards.iter().enumerate() {
            let alone = decode_png(&frame_png9(s, &style).unwrap());
            assert_eq!((alone.w, alone.h), (454, 454));
            let (ox, oy) = compare_board_origin9(&style, i);
            for y in 0..alone.h {
                for x in 0..alone.w {
                    assert_eq!(
                        p.at(ox + x, oy + y),
                        alone.at(x, y),
                        "board {i} at ({x}, {y})"
                    );
                }
            }
        }
        // The difference board's squares, as worked by hand: at each
        // square's centre its look's fill or pattern ink, and near its top
        // edge (clear of the pattern's lines) its fill.
        let origin = compare_board_origin9(&style, 2);
        let at = |sq: &str, (dx, dy): (u32, u32)| {
            let (x, y) = square_origin9(&style, sq.parse::<Square9>().unwrap());
            p.at(origin.0 + x + dx, origin.1 + y + dy)
        };
        let (centre, top) = (
            (style.cell / 2, style.cell / 2),
            (style.cell / 2, style.cell / 7),
        );
        for (squares, look) in [
            (&["b2"][..], Look::Result),
            (&["a3", "c1"][..], Look::Tie),
            (&["a1", "d2", "c3", "b4"][..], Look::ResultB),
        ] {
            let a = appearance(look);
            for sq in squares {
                assert_eq!(at(sq, top), a.fill(Theme::Light), "{sq} near its top");
                let c = at(sq, centre);
                assert!(
                    c == a.fill(Theme::Light) || c == a.ink(Theme::Light),
                    "{sq}: {c:?}"
                );
            }
        }
        // i9, the corner the 8x8 board lacks, is empty: a dark square
        // (file + rank even), as a1 is.
        let b = base(Theme::Light);
        assert_eq!(at("i9", centre), b.dark);
        assert_eq!(at("b3", centre), b.light);
        // A's board: the wall between h8 and h9, on the edge between them.
        let (ax, ay) = compare_board_origin9(&style, 0);
        let (hx, hy) = square_origin9(&style, "h8".parse().unwrap());
        let wall = appearance(Look::Wall).fill(Theme::Light);
        assert_eq!(p.at(ax + hx + style.cell / 2, ay + hy), wall);

        // GIF: one image per pair, each the PNG's picture.
        let gif = compare_gif(&[*scene, *scene], &style).unwrap();
        let images = decode_gif(&gif);
        assert_eq!(images.len(), 2);
        for (img, _) in &images {
            assert_eq!((img.w, img.h), (p.w, p.h));
            assert_eq!(img.rgb, p.rgb);
        }
    });
}
