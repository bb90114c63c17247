//! Exports decoded by independent readers: PNG and GIF by the `png` and
//! `gif` crates, SVG by `roxmltree`.

use fillscope::export::{
    self, filmstrip_board_origin, square_origin, Palette, RasterStyle, SvgStyle,
};
use fillscope::model::{Algorithm, Setup};
use fillscope_core::{Bitboard, Square};

fn decode_png(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut d = png::Decoder::new(bytes);
    d.set_transformations(png::Transformations::EXPAND);
    let mut r = d.read_info().expect("PNG header");
    let mut buf = vec![0; r.output_buffer_size()];
    let info = r.next_frame(&mut buf).expect("PNG data");
    assert_eq!(
        info.color_type,
        png::ColorType::Rgb,
        "palette expands to RGB"
    );
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

fn rgb_at(w: u32, px: &[u8], x: u32, y: u32) -> [u8; 3] {
    let i = ((y * w + x) * 3) as usize;
    [px[i], px[i + 1], px[i + 2]]
}

/// The pixel at the centre of `sq`, offset by `(ox, oy)`.
fn centre(style: &RasterStyle, sq: Square, ox: u32, oy: u32) -> (u32, u32) {
    let (x, y) = square_origin(style, sq);
    (ox + x + style.cell / 2, oy + y + style.cell / 2)
}

#[test]
fn png_of_the_seed_example_first_frame() {
    let setup = Setup::seed_example();
    let trace = setup.trace();
    let style = RasterStyle::default();
    let (w, h, px) = decode_png(&export::frame_png(&setup, &trace.frames[0], &style));
    assert_eq!(w, h);
    assert!(w >= 8 * style.cell && w < 9 * style.cell, "{w}");
    let pal = style.palette;
    let (x, y) = centre(&style, Square::E4, 0, 0);
    assert_eq!(rgb_at(w, &px, x, y), pal.source, "e4 is a source disc");
    // The target ring passes left of a1's centre; the centre stays the square colour.
    let (x, y) = centre(&style, Square::A1, 0, 0);
    assert_eq!(rgb_at(w, &px, x, y), pal.dark, "a1 is a dark square");
    let r = style.cell * 32 / 100 - 1;
    assert_eq!(rgb_at(w, &px, x - r, y), pal.target, "a1 has a target ring");
    let (x, y) = centre(&style, Square::D5, 0, 0);
    assert_eq!(rgb_at(w, &px, x, y), pal.light, "d5 is empty and light");
    // A source disc is not colour-only: its rim is ink.
    let (x, y) = centre(&style, Square::E4, 0, 0);
    let rim = (x..x + style.cell / 2)
        .map(|xx| rgb_at(w, &px, xx, y))
        .any(|c| c == pal.ink);
    assert!(rim);
}

#[test]
fn png_marks_blockers_and_dark_palette() {
    let mut setup = Setup::seed_example();
    setup.blockers = Square::C3.into();
    let trace = setup.trace();
    let style = RasterStyle {
        palette: Palette::DARK,
        cell: 20,
        labels: false,
        ..RasterStyle::default()
    };
    let (w, h, px) = decode_png(&export::frame_png(&setup, &trace.frames[0], &style));
    assert_eq!((w, h), (160, 160));
    let (x, y) = square_origin(&style, Square::C3);
    assert_eq!(rgb_at(w, &px, x + 1, y + 1), Palette::DARK.blocker);
    // The X through a blocker.
    assert_eq!(rgb_at(w, &px, x + 10, y + 10), Palette::DARK.light);
}

#[test]
fn filmstrip_has_every_frame() {
    let setup = Setup::seed_example();
    let trace = setup.trace();
    let n = trace.frames.len();
    let style = RasterStyle {
        columns: 3,
        ..RasterStyle::default()
    };
    let (w, h, px) = decode_png(&export::trace_filmstrip_png(&setup, &trace, &style));
    let (bx, by) = filmstrip_board_origin(&style, n - 1);
    assert!(bx + 8 * style.cell <= w && by + 8 * style.cell <= h);
    let (bx1, _) = filmstrip_board_origin(&style, 1);
    assert!(bx1 > 0);
    // The source disc is on e4 in the first board.
    let (x0, y0) = filmstrip_board_origin(&style, 0);
    let (x, y) = centre(&style, Square::E4, x0, y0);
    assert_eq!(rgb_at(w, &px, x, y), style.palette.source);
    // Rows: ceil(n / 3) boards high.
    let rows = n.div_ceil(3) as u32;
    assert!(h >= rows * 8 * style.cell, "{h} for {rows} rows");
}

#[test]
fn gif_has_one_image_per_frame_and_loops() {
    let setup = Setup::seed_example();
    let trace = setup.trace();
    let style = RasterStyle {
        fps: 4.0,
        ..RasterStyle::default()
    };
    let bytes = export::trace_gif(&setup, &trace, &style);
    // NETSCAPE2.0 loop count 0 = forever.
    let at = bytes
        .windows(11)
        .position(|w| w == b"NETSCAPE2.0")
        .expect("loop extension");
    assert_eq!(&bytes[at + 11..at + 16], &[3, 1, 0, 0, 0]);
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut d = opts.read_info(bytes.as_slice()).expect("GIF header");
    let (w, h) = (u32::from(d.width()), u32::from(d.height()));
    let mut count = 0;
    let mut first_e4 = None;
    let mut last = Vec::new();
    while let Some(f) = d.read_next_frame().expect("GIF frame") {
        assert_eq!((u32::from(f.width), u32::from(f.height)), (w, h));
        assert_eq!(f.delay, 25);
        let (x, y) = centre(&style, Square::E4, 0, 0);
        let i = ((y * w + x) * 4) as usize;
        if count == 0 {
            first_e4 = Some([f.buffer[i], f.buffer[i + 1], f.buffer[i + 2]]);
        }
        last = f.buffer.to_vec();
        count += 1;
    }
    assert_eq!(count, trace.frames.len());
    assert_eq!(first_e4, Some(style.palette.source));
    // The last frame equals the PNG of the last frame, pixel for pixel.
    let (pw, ph, png) = decode_png(&export::frame_png(
        &setup,
        trace.frames.last().unwrap(),
        &style,
    ));
    assert_eq!((pw, ph), (w, h));
    let rgb: Vec<u8> = last.chunks(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
    assert!(rgb == png, "GIF and PNG disagree on the last frame");
}

#[test]
fn every_algorithm_exports_without_panic() {
    for a in Algorithm::ALL {
        let mut setup = Setup {
            algorithm: a,
            ..Setup::seed_example()
        };
        setup.blockers = Square::D4 | Square::E5;
        setup.walls.north = Bitboard(0x0000_0000_1000_0000);
        let trace = setup.trace();
        let style = RasterStyle::default();
        let gif = export::trace_gif(&setup, &trace, &style);
        assert_eq!(&gif[..6], b"GIF89a", "{a:?}");
        let (w, _, _) = decode_png(&export::trace_filmstrip_png(&setup, &trace, &style));
        assert!(w > 0);
        for f in &trace.frames {
            let svg = export::frame_svg(&setup, f, &SvgStyle::default());
            roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{a:?}: {e}"));
        }
        assert!(export::trace_text(&trace).contains("Frame 1 of"));
    }
}

#[test]
fn svg_is_valid_xml_and_escapes_text() {
    let setup = Setup {
        walls: fillscope_core::bfs::Walls {
            north: Square::E4.into(),
            east: Bitboard::EMPTY,
        },
        ..Setup::seed_example()
    };
    let mut frame = setup.trace().frames[0].clone();
    frame.caption = "<script>alert(\"x\") & 'y'</script>\u{1}".into();
    let svg = export::frame_svg(&setup, &frame, &SvgStyle::default());
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
    // 64 squares, each a group titled with its name.
    let squares: Vec<&str> = root
        .descendants()
        .filter(|n| n.has_tag_name("g"))
        .filter_map(|g| g.children().find(|n| n.has_tag_name("title")))
        .filter_map(|t| t.text())
        .collect();
    assert_eq!(squares.len(), 64);
    assert_eq!(squares[0], "a1");
    // The e4 source disc; the wall north of e4 only under BFS.
    let fill = |n: roxmltree::Node| n.attribute("fill").map(str::to_owned);
    let discs = root
        .descendants()
        .filter(|n| n.has_tag_name("circle") && fill(*n).as_deref() == Some("#d63a3a"))
        .count();
    assert_eq!(discs, 1);
    let walls = root
        .descendants()
        .filter(|n| n.has_tag_name("line"))
        .count();
    assert_eq!(walls, 0, "walls are only drawn for BFS and Voronoi");
    let bfs = Setup {
        algorithm: Algorithm::Bfs,
        ..setup.clone()
    };
    let svg = export::frame_svg(&bfs, &bfs.trace().frames[0], &SvgStyle::default());
    let doc = roxmltree::Document::parse(&svg).expect("valid XML");
    let lines = doc.descendants().filter(|n| n.has_tag_name("line")).count();
    assert_eq!(lines, 1, "the wall north of e4");
    // File and rank labels.
    let texts: Vec<&str> = root
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text())
        .collect();
    for l in ["a", "h", "1", "8"] {
        assert!(texts.contains(&l), "label {l}");
    }
}

#[test]
fn text_diagram_of_the_seed_example() {
    let setup = Setup::seed_example();
    let trace = setup.trace();
    let f = &trace.frames[0];
    let text = export::frame_text(f);
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
    let all = export::trace_text(&trace);
    assert!(all.contains(&format!("Frame {n} of {n}: ", n = trace.frames.len())));
    assert_eq!(all.matches("Frame ").count(), trace.frames.len());
}
