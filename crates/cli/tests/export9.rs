//! `--export` on the 9x9 board (`bfs`/`voronoi --board 9x9`): the built
//! binary writes, byte for byte, the file the page exports for the same
//! board (read from a `board=9x9` link with the page's own `url_state`
//! and drawn with its `export` module); its PNG, filmstrip and GIF decode
//! with decoders that share no code with the encoders (`zune-png`,
//! `gift`) into the pixels the drawing code paints, nine squares a side;
//! a frame past the end exits 2.

mod common;

use common::{decode_gif, decode_png, export_file, run, stderr, Picture};

use fillscope::export::{self as page, SvgStyle};
use fillscope::nine_board::Marks9;
use fillscope::url_state::from_query;
use fillscope_core::nine::{Square9, Trace9};
use fillscope_draw::raster::{
    frame_png9, frame_rgba9, square_origin9, trace_filmstrip_png9, trace_gif9, RasterStyle,
};
use fillscope_draw::Scene9;

/// Runs `args` with `--export format --out FILE` and `extra`; the file
/// (and nothing on stdout).
fn export(args: &[&str], format: &str, extra: &[&str]) -> Vec<u8> {
    let (bytes, stdout) = export_file(args, format, extra);
    assert!(stdout.is_empty(), "{args:?}: only the file is written");
    bytes
}

/// 9x9 boards given both ways: CLI arguments and the page's link. Walls on
/// the i-file and rank 9 (the edges the 8x8 board does not have).
const BOARDS: [(&[&str], &str); 2] = [
    (
        &[
            "bfs",
            "--board",
            "9x9",
            "--from",
            "a1",
            "--to",
            "i9",
            "--wall",
            "h9-i9,i8-i9,d4-d5",
        ],
        "?alg=bfs&board=9x9&src=a1&tgt=i9&wn=d4,i8&we=h9",
    ),
    (
        &[
            "voronoi", "--board", "9x9", "--a", "a1,e5", "--b", "i9", "--wall", "e5-f5",
        ],
        "?alg=voronoi&board=9x9&src=a1,e5&tgt=i9&we=e5",
    ),
];

/// The page's 9x9 board and its trace for a link.
fn page_board(link: &str) -> (Marks9, Trace9) {
    let (state, notices) = from_query(link);
    assert_eq!(notices, vec![], "{link}");
    let marks = state.nine.expect("a 9x9 board");
    let trace = marks.trace(state.setup.algorithm).expect("a 9x9 fill");
    (marks, trace)
}

#[test]
fn every_format_is_the_pages_export_of_the_same_9x9_board() {
    let style = RasterStyle::default();
    for (args, link) in BOARDS {
        let (marks, trace) = page_board(link);
        let n = trace.frames.len();
        assert!(n >= 3, "{link}: a trace worth stepping through");
        for k in [0, n / 2, n - 1] {
            let kk = k.to_string();
            let scene = page::scene9(&marks, &trace.frames[k]);
            assert_eq!(
                export(args, "svg", &["--frame", &kk]),
                page::frame_svg9(&scene, &SvgStyle::default()).into_bytes(),
                "{link} svg {k}"
            );
            assert_eq!(
                export(args, "text", &["--frame", &kk]),
                page::frame_text9(&trace.frames[k]).into_bytes(),
                "{link} text {k}"
            );
            assert_eq!(
                export(args, "png", &["--frame", &kk]),
                frame_png9(&scene, &style).unwrap(),
                "{link} png {k}"
            );
        }
        // Without --frame: the last frame.
        let last = page::scene9(&marks, &trace.frames[n - 1]);
        assert_eq!(
            export(args, "svg", &[]),
            page::frame_svg9(&last, &SvgStyle::default()).into_bytes()
        );
        let film = page::trace_scene9(&marks, &trace);
        assert_eq!(export(args, "gif", &[]), trace_gif9(&film, &style).unwrap());
        assert_eq!(
            export(args, "filmstrip", &[]),
            trace_filmstrip_png9(&film, &style).unwrap()
        );
    }
}

#[test]
fn the_svg_and_text_are_nine_squares_a_side() {
    let svg = String::from_utf8(export(BOARDS[0].0, "svg", &[])).unwrap();
    assert_eq!(svg.matches("data-square=\"").count(), 81);
    for sq in ["a1", "i1", "a9", "i9"] {
        assert!(svg.contains(&format!("data-square=\"{sq}\"")), "{sq}");
    }
    // Files a to i and ranks 1 to 9 are labelled.
    assert!(svg.contains(">i</text>") && svg.contains(">9</text>"));
    // The three walls, each drawn once.
    assert_eq!(svg.matches("class=\"wall\"").count(), 3);
    let text = String::from_utf8(export(BOARDS[0].0, "text", &["--frame", "0"])).unwrap();
    assert!(text.contains("start"), "{text}");
    // Nine columns of `1` and `.`, and 32 hex digits a value.
    assert!(
        text.lines().any(|l| l.starts_with("1 . . . . . . . .")),
        "{text}"
    );
    assert!(text.contains(&format!("= 0x{:032x}", 1)), "{text}");
}

/// Whether `pic` shows `scene` as the drawing code paints it, at (0, 0):
/// every pixel of every one of the 81 squares.
fn shows(pic: &Picture, scene: &Scene9) -> Result<(), String> {
    let style = RasterStyle::default();
    let painted = frame_rgba9(scene, &style);
    if (pic.w, pic.h) != (painted.width, painted.height) {
        return Err(format!("size {}x{}", pic.w, pic.h));
    }
    for i in 0..81u8 {
        let sq = Square9::new(i).expect("a square");
        let (sx, sy) = square_origin9(&style, sq);
        for dy in 0..style.cell {
            for dx in 0..style.cell {
                let want = painted.at(sx + dx, sy + dy).expect("inside");
                let got = pic.at(sx + dx, sy + dy);
                if got != want {
                    return Err(format!("{sq} at +({dx},{dy}): {got:?}, painted {want:?}"));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn png_and_gif_decode_independently_to_the_painted_9x9_frames() {
    let (args, link) = BOARDS[0];
    let (marks, trace) = page_board(link);
    let film = page::trace_scene9(&marks, &trace);
    let n = trace.frames.len();
    for k in [0, n - 1] {
        let pic = decode_png(&export(args, "png", &["--frame", &k.to_string()]));
        shows(&pic, &film.frame(k).unwrap()).unwrap_or_else(|e| panic!("PNG frame {k}: {e}"));
    }
    // The 9x9 board's picture is one square wider and higher than 8x8's.
    let eight = decode_png(&export(&["bfs", "--from", "a1"], "png", &[]));
    let nine = decode_png(&export(args, "png", &[]));
    let cell = RasterStyle::default().cell;
    assert_eq!((nine.w - eight.w, nine.h - eight.h), (cell, cell));
    let gif = export(args, "gif", &[]);
    let images = decode_gif(&gif);
    assert_eq!(images.len(), n, "one GIF image per frame");
    for (k, pic) in images.iter().enumerate() {
        shows(pic, &film.frame(k).unwrap()).unwrap_or_else(|e| panic!("GIF image {k}: {e}"));
    }
    let strip = export(args, "filmstrip", &[]);
    assert!(strip.len() <= 100_000, "{} bytes", strip.len());
    decode_png(&strip);
}

#[test]
fn a_frame_past_the_end_exits_2() {
    let (args, link) = BOARDS[0];
    let (_, trace) = page_board(link);
    let n = trace.frames.len();
    let past = n.to_string();
    let all = [
        args,
        &["--export", "png", "--out", "x.png", "--frame", &past],
    ]
    .concat();
    let o = run(&all);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).starts_with("fillscope: --frame: "),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("past the last frame"), "{}", stderr(&o));
}
