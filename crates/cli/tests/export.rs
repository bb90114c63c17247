//! `--export`: the built binary writes, byte for byte, the file the page
//! exports for the same board (read from a link with the page's own
//! `url_state` and drawn with its own `export` module); PNG and GIF files
//! decode with decoders that share no code with the encoders (`zune-png`,
//! `gift`) into the pixels the drawing code paints; and every misuse exits
//! with the documented status and one line on stderr.

mod common;

use common::{decode_gif, decode_png, export_file as export, run, stderr, temp_file, Picture};

use fillscope::export::{self as page, SvgStyle};
use fillscope::url_state::from_query;
use fillscope_core::{Setup, Square, Trace};
use fillscope_draw::raster::{
    filmstrip_board_origin, frame_png, frame_rgba, square_origin, trace_filmstrip_png, trace_gif,
    RasterStyle,
};
use fillscope_draw::Scene;

/// Boards given both ways: CLI arguments, and the link the page opens
/// with the same board.
const BOARDS: [(&[&str], &str); 6] = [
    (
        &["paths", "--from", "e4", "--to", "a1,h8"],
        "?alg=westcott&src=e4&tgt=a1,h8",
    ),
    (
        &[
            "paths",
            "--from",
            "b1",
            "--to",
            "g7,h8",
            "--through",
            "0xfffffffffbffefff",
            "--step",
            "knight",
            "--variant",
            "moshammer",
        ],
        "?alg=moshammer&step=knight&src=b1&tgt=g7,h8&blk=0x0000000004001000",
    ),
    (
        &[
            "fill",
            "--dir",
            "noEa",
            "--gen",
            "d4,b2",
            "--pro",
            "0xfdffffffffffffff",
            "--method",
            "kogge-stone",
        ],
        "?alg=fill&method=kogge-stone&dir=noEa&src=d4,b2&blk=0x0200000000000000",
    ),
    (
        &[
            "attacks",
            "--piece",
            "queen",
            "--sliders",
            "d4",
            "--occupied",
            "d6,f6,b2",
        ],
        "?alg=attacks&piece=queen&src=d4&blk=d6,f6,b2",
    ),
    (
        &[
            "bfs",
            "--from",
            "a1",
            "--to",
            "h8",
            "--open",
            "0xffffffffffefffff",
            "--walls-north",
            "e4,a2",
            "--walls-east",
            "c3",
        ],
        "?alg=bfs&src=a1&tgt=h8&blk=0x0000000000100000&wn=e4,a2&we=c3",
    ),
    (
        &[
            "voronoi",
            "--a",
            "a1,c6",
            "--b",
            "h8",
            "--walls-east",
            "d1,d2,d3",
        ],
        "?alg=voronoi&src=a1,c6&tgt=h8&we=d1,d2,d3",
    ),
];

/// The page's setup for a link (which must open without a notice).
fn page_setup(link: &str) -> Setup {
    let (state, notices) = from_query(link);
    assert_eq!(notices, vec![], "{link}");
    state.setup
}

/// What the page's export panel makes for `setup` at `frame`: SVG and text
/// on the page, PNG and GIF in its worker (the page's scene, drawn by
/// `fillscope-draw`'s raster feature).
fn page_export(setup: &Setup, trace: &Trace, format: &str, frame: usize) -> Vec<u8> {
    let style = RasterStyle::default();
    let f = &trace.frames[frame];
    match format {
        "svg" => page::frame_svg(&page::scene(setup, f), &SvgStyle::default()).into_bytes(),
        "png" => frame_png(&page::scene(setup, f), &style).unwrap(),
        "text" => page::frame_text(f).into_bytes(),
        "gif" => trace_gif(&page::trace_scene(setup, trace), &style).unwrap(),
        "filmstrip" => trace_filmstrip_png(&page::trace_scene(setup, trace), &style).unwrap(),
        _ => panic!("no format {format}"),
    }
}

#[test]
fn every_format_is_the_pages_export_of_the_same_board() {
    for (args, link) in BOARDS {
        let setup = page_setup(link);
        let trace = setup.trace();
        let last = trace.frames.len() - 1;
        assert!(last >= 2, "{link}: a trace worth stepping through");
        // The page shows the frame the link names: the CLI's --frame K is
        // the link's frame=K.
        for (flag, k) in [(None, last), (Some(0), 0), (Some(last / 2), last / 2)] {
            let (state, _) = from_query(&format!("{link}&frame={k}"));
            assert_eq!(state.frame, k);
            for format in ["svg", "png", "text"] {
                let k_text = flag.map(|k: usize| k.to_string());
                let extra: Vec<&str> = match &k_text {
                    Some(t) => vec!["--frame", t],
                    None => vec![],
                };
                let (bytes, stdout) = export(args, format, &extra);
                assert!(stdout.is_empty(), "{args:?}: only the file is written");
                let want = page_export(&state.setup, &trace, format, state.frame);
                assert!(
                    bytes == want,
                    "{args:?} {format} frame {k}: {} bytes, the page makes {}",
                    bytes.len(),
                    want.len()
                );
            }
        }
        for format in ["gif", "filmstrip"] {
            let (bytes, stdout) = export(args, format, &[]);
            assert!(stdout.is_empty());
            assert!(
                bytes == page_export(&setup, &trace, format, 0),
                "{args:?} {format}"
            );
        }
    }
}

#[test]
fn the_text_export_is_the_pages_frame_as_text() {
    let (bytes, _) = export(BOARDS[0].0, "text", &[]);
    let text = String::from_utf8(bytes).unwrap();
    let setup = page_setup(BOARDS[0].1);
    let trace = setup.trace();
    assert_eq!(text, page::frame_text(trace.frames.last().unwrap()));
    // The seed's last frame: every register's value, asp[4] = {a1, h8}.
    assert!(text.contains("asp[4] = 0x8000000000000001"), "{text}");
    let (first, _) = export(BOARDS[0].0, "text", &["--frame", "0"]);
    assert_eq!(
        String::from_utf8(first).unwrap(),
        page::frame_text(&trace.frames[0])
    );
}

/// Whether `pic` shows frame `scene` as the drawing code paints it, with
/// the board's top left corner at `origin`: every pixel of every square.
fn shows(pic: &Picture, origin: (u32, u32), scene: &Scene) -> Result<(), String> {
    let style = RasterStyle::default();
    let painted = frame_rgba(scene, &style);
    let cell = style.cell;
    for sq in Square::all() {
        let (sx, sy) = square_origin(&style, sq);
        for dy in 0..cell {
            for dx in 0..cell {
                let want = painted.at(sx + dx, sy + dy).expect("inside the frame");
                let got = pic.at(origin.0 + sx + dx, origin.1 + sy + dy);
                if got != want {
                    return Err(format!("{sq} at +({dx},{dy}): {got:?}, painted {want:?}"));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn png_gif_and_filmstrip_decode_independently_to_the_painted_frames() {
    // Paths (no walls) and BFS (walls drawn) with their traces.
    for (args, link) in [BOARDS[0], BOARDS[4]] {
        let setup = page_setup(link);
        let trace = setup.trace();
        let film = page::trace_scene(&setup, &trace);
        let n = trace.frames.len();

        for k in [0, n - 1] {
            let (png, _) = export(args, "png", &["--frame", &k.to_string()]);
            let pic = decode_png(&png);
            let painted = frame_rgba(&film.frame(k).unwrap(), &RasterStyle::default());
            assert_eq!((pic.w, pic.h), (painted.width, painted.height));
            shows(&pic, (0, 0), &film.frame(k).unwrap())
                .unwrap_or_else(|e| panic!("{args:?} PNG frame {k}: {e}"));
        }

        let (gif, _) = export(args, "gif", &[]);
        let images = decode_gif(&gif);
        assert_eq!(images.len(), n, "{args:?}: one GIF image per frame");
        for (k, pic) in images.iter().enumerate() {
            shows(pic, (0, 0), &film.frame(k).unwrap())
                .unwrap_or_else(|e| panic!("{args:?} GIF image {k}: {e}"));
        }

        let (strip, _) = export(args, "filmstrip", &[]);
        assert!(strip.len() <= 100_000, "{} bytes", strip.len());
        let pic = decode_png(&strip);
        for k in 0..n {
            let origin = filmstrip_board_origin(&RasterStyle::default(), k);
            shows(&pic, origin, &film.frame(k).unwrap())
                .unwrap_or_else(|e| panic!("{args:?} filmstrip board {k}: {e}"));
        }
    }
}

#[test]
fn json_and_trace_still_print_beside_an_export() {
    let seed = BOARDS[0].0;
    let plain = run(&[seed, &["--json"]].concat());
    let (svg, stdout) = export(seed, "svg", &["--json"]);
    assert!(svg.starts_with(b"<svg"));
    assert_eq!(
        stdout.as_bytes(),
        plain.stdout,
        "the same JSON as without --export"
    );
    let plain = run(&[seed, &["--trace"]].concat());
    let (_, stdout) = export(seed, "gif", &["--trace"]);
    assert_eq!(stdout.as_bytes(), plain.stdout);
    // People's output gives way to the file.
    let (text, stdout) = export(seed, "text", &[]);
    assert_eq!(stdout, "");
    // `--out -`: the file on standard output, the same bytes.
    let piped = run(&[seed, &["--export", "text", "--out", "-"]].concat());
    assert!(piped.status.success());
    assert_eq!(piped.stdout, text);
    let piped = run(&[seed, &["--export", "png", "--out", "-"]].concat());
    assert!(piped.stdout.starts_with(b"\x89PNG"));
}

#[test]
fn misuse_exits_2_and_a_failed_write_exits_1_with_one_line() {
    let out = temp_file("png");
    let out = out.to_str().unwrap();
    let seed = ["paths", "--from", "e4", "--to", "a1,h8"];
    let cases: &[(&[&str], i32, &str, &str)] = &[
        (&["--export", "png"], 2, "--out", "missing"),
        (&["--out", out], 2, "--out", "needs --export"),
        (
            &["--export", "jpeg", "--out", out],
            2,
            "--export",
            "`jpeg` is not one of svg, png, gif, filmstrip, text",
        ),
        (
            &["--export", "png", "--out", out, "--frame", "13"],
            2,
            "--frame",
            "13 is past the last frame (the trace has 13 frames: 0 to 12)",
        ),
        (
            &[
                "--export",
                "svg",
                "--out",
                out,
                "--frame",
                "99999999999999999999999",
            ],
            2,
            "--frame",
            "past the last frame",
        ),
        (
            &["--export", "text", "--out", out, "--frame", "x"],
            2,
            "--frame",
            "not a frame number",
        ),
        (
            &["--export", "text", "--out", out, "--frame", "-1"],
            2,
            "--frame",
            "not a frame number",
        ),
        (
            &["--export", "gif", "--out", out, "--frame", "0"],
            2,
            "--frame",
            "takes the whole trace",
        ),
        (
            &["--export", "filmstrip", "--out", out, "--frame", "1"],
            2,
            "--frame",
            "takes the whole trace",
        ),
        (&["--frame", "0"], 2, "--frame", "needs --export"),
        (&["--export", "png", "--out", ""], 2, "--out", "empty"),
        (
            &["--export", "png", "--out", out, "--out", out],
            2,
            "--out",
            "more than once",
        ),
        (
            &["--export", "png", "--export", "svg", "--out", out],
            2,
            "--export",
            "more than once",
        ),
        (&["--export"], 2, "--export", "missing value"),
        (
            &["--export", "svg", "--out", "-", "--json"],
            2,
            "--out",
            "- (standard output) is where --json and --trace write too",
        ),
        (
            &[
                "--export",
                "png",
                "--out",
                "/nonexistent-fillscope-dir/seed.png",
            ],
            1,
            "--out",
            "cannot write /nonexistent-fillscope-dir/seed.png",
        ),
    ];
    let dir = std::env::temp_dir();
    let dir = dir.to_str().unwrap();
    let mut all: Vec<(Vec<&str>, i32, &str, &str)> = cases
        .iter()
        .map(|(extra, code, arg, says)| ([&seed[..], extra].concat(), *code, *arg, *says))
        .collect();
    // A directory cannot be written as a file.
    all.push((
        [&seed[..], &["--export", "svg", "--out", dir]].concat(),
        1,
        "--out",
        "cannot write",
    ));
    // The same rules for every command.
    all.push((
        vec!["bfs", "--from", "a1", "--out", out],
        2,
        "--out",
        "needs --export",
    ));
    all.push((
        vec![
            "voronoi", "--a", "a1", "--b", "h8", "--export", "gif", "--out", out, "--frame", "2",
        ],
        2,
        "--frame",
        "takes the whole trace",
    ));
    for (args, code, arg, says) in all {
        let o = run(&args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {err}");
        assert!(o.stdout.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err:?}");
        assert!(
            err.starts_with(&format!("fillscope: {arg}: ")),
            "{args:?}: names {arg}: {err}"
        );
        assert!(err.contains(says), "{args:?}: says {says}: {err}");
        assert!(!std::path::Path::new(out).exists(), "{args:?} wrote {out}");
    }
}
