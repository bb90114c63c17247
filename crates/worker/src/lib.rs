//! # fillscope-worker
//!
//! The work fillscope's page hands to its background Web Worker, as plain
//! Rust: [`handle`] takes one request's JSON text (see
//! [`fillscope_protocol`]) and returns what to post back. `main.rs` is the
//! thin wasm shell that receives messages in the worker and posts the
//! answers; everything here is tested natively with `cargo test`.

pub mod code;
pub mod lessons;

use std::rc::Rc;

use fillscope::code_mode::CodeState;
use fillscope::compare_mode::{Choices, CompareState, Source};
use fillscope::export::{trace_scene, trace_scene9, CompareFilm, PicturedRun};
use fillscope::log_mode::LogState;
use fillscope::nine_board::Marks9;
use fillscope::quiz::SquareSet;
use fillscope::url_state::{self, Mode, UrlState};
use fillscope_core::compare::SetOf;
use fillscope_core::nine::Trace9;
use fillscope_core::Trace;
use fillscope_draw::raster::{
    compare_gif, compare_png, frame_png, frame_png9, trace_filmstrip_png, trace_filmstrip_png9,
    trace_gif, trace_gif9, EncodeError, RasterStyle,
};
use fillscope_protocol::{
    Envelope, Export, Failure, Format, Message, Reply, Request, PROTOCOL, VERSION,
};

/// What the worker posts back for one message.
#[derive(Debug, PartialEq)]
pub struct Outgoing {
    /// The answer (or, for a text that was no request at all, an error of
    /// the worker as a whole).
    pub message: Message,
    /// Bytes that travel beside it (a file), if any.
    pub bytes: Option<Vec<u8>>,
}

impl Outgoing {
    fn answer(id: u64, result: Result<Reply, Failure>) -> Outgoing {
        Outgoing {
            message: Message::answer(id, result),
            bytes: None,
        }
    }
}

/// Serves one message from the page. Never panics: every failure becomes
/// an error answer.
pub fn handle(text: &str) -> Outgoing {
    let Envelope { id, request } = match Envelope::from_json(text) {
        Ok(envelope) => envelope,
        Err(rejected) => {
            return Outgoing {
                message: rejected.into_message(),
                bytes: None,
            }
        }
    };
    match request {
        Request::Ping => Outgoing::answer(
            id,
            Ok(Reply::Pong {
                protocol: PROTOCOL,
                version: VERSION.to_string(),
            }),
        ),
        Request::Export(export) => match export_file(&export) {
            Ok(bytes) => Outgoing {
                message: Message::answer(
                    id,
                    Ok(Reply::File {
                        mime: export.format.mime().to_string(),
                        size: bytes.len(),
                    }),
                ),
                bytes: Some(bytes),
            },
            Err(failure) => Outgoing::answer(id, Err(failure)),
        },
        Request::Lessons => Outgoing::answer(
            id,
            Ok(Reply::Lessons {
                lessons: lessons::built_in(),
            }),
        ),
        Request::ReadLesson { text } => Outgoing::answer(
            id,
            lessons::read(&text)
                .map(|(lesson, notes)| Reply::Lesson { lesson, notes })
                .map_err(Failure::new),
        ),
        Request::RunCode(req) => Outgoing::answer(id, Ok(Reply::Code(code::run_code(&req)))),
        Request::CodePresets => Outgoing::answer(
            id,
            Ok(Reply::CodePresets {
                presets: code::presets(),
            }),
        ),
    }
}

/// Draws and encodes an export, in the default style (the board in the
/// light theme). The link's state is read strictly: anything the page's
/// own link would not say is an error, as the picture could differ from
/// the board.
pub fn export_file(export: &Export) -> Result<Vec<u8>, Failure> {
    let (link, notices) = url_state::from_query(&export.state);
    if let Some(notice) = notices.first() {
        return Err(Failure::new(format!(
            "The worker could not read the board ({}).",
            notice.message
        )));
    }
    let style = RasterStyle::default();
    let compare = link.view.mode == Mode::Compare;
    let encoded = match &link.nine {
        Some(marks) if compare => compare_file9(export, &link, marks, &style)?,
        Some(marks) => nine_file(export, &link, marks, &style)?,
        None if compare => compare_file(export, &link, &link.setup.trace(), &style)?,
        None => play_file(export, &link, &link.setup.trace(), &style)?,
    };
    encoded.map_err(|e| {
        Failure::new(format!(
            "The {} could not be encoded: {e}.",
            export.format.mime()
        ))
    })
}

/// The Play tab's pictures: the link's frame, or every frame of its trace.
fn play_file(
    export: &Export,
    link: &UrlState,
    trace: &Trace,
    style: &RasterStyle,
) -> Result<Result<Vec<u8>, EncodeError>, Failure> {
    let scenes = trace_scene(&link.setup, trace);
    Ok(match export.format {
        Format::Png => {
            let scene = scenes.frame(link.frame).ok_or_else(|| {
                Failure::new("There is no frame to draw: the fill recorded none.")
            })?;
            frame_png(&scene, style)
        }
        Format::Filmstrip => trace_filmstrip_png(&scenes, style),
        Format::Gif => trace_gif(&scenes, style),
    })
}

/// The 9x9 board's pictures (the link has `board=9x9`): the link's frame,
/// or every frame of its trace.
fn nine_file(
    export: &Export,
    link: &UrlState,
    marks: &Marks9,
    style: &RasterStyle,
) -> Result<Result<Vec<u8>, EncodeError>, Failure> {
    let trace = marks
        .trace(link.setup.algorithm)
        .ok_or_else(|| Failure::new("This fill has no 9x9 board."))?;
    let scenes = trace_scene9(marks, &trace);
    Ok(match export.format {
        Format::Png => {
            let scene = scenes.frame(link.frame).ok_or_else(|| {
                Failure::new("There is no frame to draw: the fill recorded none.")
            })?;
            frame_png9(&scene, style)
        }
        Format::Filmstrip => trace_filmstrip_png9(&scenes, style),
        Format::Gif => trace_gif9(&scenes, style),
    })
}

/// The link's code run on the board it names (the 9x9 board's when it has
/// `board=9x9`), as the page's worker ran it.
fn code_run(link: &UrlState) -> CodeState {
    let (mut code, _) = CodeState::from_link(link);
    let run = code::run_code(&code.request(&link.setup, link.nine.as_ref()));
    code.ran(Rc::new(run));
    code
}

/// Run B's trace when the link takes it from the Code tab (the worker runs
/// the link's code, as the page's worker did) or the Log tab (its values).
fn b_trace(link: &UrlState) -> Option<Rc<Trace>> {
    match link.vs_source {
        Source::Fill => None,
        Source::Code => Some(Rc::new(code_run(link).run_trace())),
        Source::Log => Some(LogState::new(link.log.clone(), link.mapping, &link.setup).trace),
    }
}

/// [`b_trace`] on the link's 9x9 board `marks`: the code's run there, or
/// the log read on that board.
fn b_trace9(link: &UrlState, marks: &Marks9) -> Option<Rc<Trace9>> {
    match link.vs_source {
        Source::Fill => None,
        Source::Code => Some(Rc::new(code_run(link).run_trace9())),
        Source::Log => LogState::on(link.log.clone(), link.mapping, &link.setup, Some(marks))
            .nine
            .map(|n| n.trace),
    }
}

/// The Compare mode's pictures (the link has `mode=compare`): its three
/// boards at pair [`Export::pair`], or at every lined-up pair. Run B and
/// the line-up are read from the link as the page reads them.
fn compare_file(
    export: &Export,
    link: &UrlState,
    trace: &Trace,
    style: &RasterStyle,
) -> Result<Result<Vec<u8>, EncodeError>, Failure> {
    let compare = CompareState::from_link(link, trace, b_trace(link));
    compare_pictures(
        export,
        &CompareFilm::new(&link.setup, trace, &compare),
        style,
    )
}

/// [`compare_file`] on the 9x9 board (the link has `board=9x9` too):
/// run A is the link's fill on its 9x9 board `marks`.
fn compare_file9(
    export: &Export,
    link: &UrlState,
    marks: &Marks9,
    style: &RasterStyle,
) -> Result<Result<Vec<u8>, EncodeError>, Failure> {
    let alg = link.setup.algorithm;
    let trace = marks
        .trace(alg)
        .ok_or_else(|| Failure::new("This fill has no 9x9 board."))?;
    let choices = Choices::from_link(link);
    let compare = CompareState::nine(marks, alg, &trace, choices, b_trace9(link, marks));
    compare_pictures(
        export,
        &CompareFilm::nine(alg, marks, &trace, &compare),
        style,
    )
}

/// The pictures of a comparison's `film`, on either board: the pair
/// [`Export::pair`] as PNG, or every pair as a GIF.
fn compare_pictures<R: PicturedRun>(
    export: &Export,
    film: &CompareFilm<R>,
    style: &RasterStyle,
) -> Result<Result<Vec<u8>, EncodeError>, Failure>
where
    SetOf<R>: Into<SquareSet>,
{
    Ok(match export.format {
        Format::Png => {
            let at = export.pair.unwrap_or(0);
            let scene = film.scene(at).ok_or_else(|| {
                Failure::new(format!(
                    "There is no lined-up pair {} to draw: the runs have {}.",
                    at + 1,
                    film.len()
                ))
            })?;
            compare_png(&scene, style)
        }
        Format::Gif => {
            if film.is_empty() {
                return Err(Failure::new(
                    "There is no frame to draw: the fills recorded none.",
                ));
            }
            compare_gif(&film.scenes(), style)
        }
        Format::Filmstrip => {
            return Err(Failure::new(
                "The Compare mode has no filmstrip export: download its GIF or PNG instead.",
            ))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use fillscope_protocol::Body;

    #[test]
    fn ping_gets_pong_with_the_same_id() {
        let out = handle(r#"{"id":12,"request":{"kind":"ping"}}"#);
        assert_eq!(out.bytes, None);
        assert_eq!(out.message.id, Some(12));
        assert_eq!(
            out.message.body,
            Body::Reply(Reply::Pong {
                protocol: PROTOCOL,
                version: VERSION.to_string()
            })
        );
    }

    #[test]
    fn unknown_kind_gets_an_error_answer() {
        let out = handle(r#"{"id":3,"request":{"kind":"run_c","source":"int main(){}"}}"#);
        assert_eq!(out.message.id, Some(3));
        match out.message.body {
            Body::Error(f) => assert!(f.message.contains("run_c"), "{}", f.message),
            other => panic!("expected an error, got {other:?}"),
        }
    }

    /// The seeds' example: all shortest king paths from e4 to a1 and h8.
    const SEED: &str = "?alg=westcott&src=0x10000000&tgt=0x8000000000000001";

    /// The request text for an export of `state`.
    fn request(id: u64, format: Format, state: &str) -> String {
        Envelope {
            id,
            request: Request::Export(Export {
                format,
                state: state.to_string(),
                pair: None,
            }),
        }
        .to_json()
    }

    /// The file an export answer carries, checked against its reply.
    fn file(out: Outgoing, id: u64, mime: &str) -> Vec<u8> {
        assert_eq!(out.message.id, Some(id));
        let bytes = out.bytes.expect("bytes with the answer");
        assert_eq!(
            out.message.body,
            Body::Reply(Reply::File {
                mime: mime.to_string(),
                size: bytes.len()
            })
        );
        bytes
    }

    fn png_size(bytes: &[u8]) -> (usize, usize) {
        let mut d = zune_png::PngDecoder::new(bytes);
        d.decode_headers().expect("PNG header");
        let size = d.get_dimensions().expect("PNG size");
        d.decode_raw().expect("PNG data");
        size
    }

    #[test]
    fn exports_are_files_an_independent_decoder_reads() {
        let frame2 = format!("{SEED}&frame=2");
        let frame = png_size(&file(
            handle(&request(1, Format::Png, &frame2)),
            1,
            "image/png",
        ));
        assert!(frame.0 > 100 && frame.1 >= frame.0, "{frame:?}");
        // Frame 0 when the link names none: the same size.
        let first = png_size(&file(
            handle(&request(2, Format::Png, SEED)),
            2,
            "image/png",
        ));
        assert_eq!(first, frame);

        let strip = file(handle(&request(3, Format::Filmstrip, SEED)), 3, "image/png");
        assert!(strip.len() <= 100_000, "filmstrip of {} bytes", strip.len());
        let strip = png_size(&strip);
        assert!(strip.0 > 4 * frame.0 && strip.1 > 2 * frame.1, "{strip:?}");

        let gif = file(handle(&request(4, Format::Gif, SEED)), 4, "image/gif");
        let mut frames = 0;
        for f in gift::Decoder::new(&gif[..]).into_frames() {
            f.expect("GIF frame");
            frames += 1;
        }
        let (link, _) = url_state::from_query(SEED);
        assert_eq!(frames, link.setup.trace().frames.len());
    }

    #[test]
    fn the_picture_is_the_links_frame() {
        // Frames 1 and 3 of the seed example differ; each PNG is its frame.
        let a = file(
            handle(&request(1, Format::Png, &format!("{SEED}&frame=1"))),
            1,
            "image/png",
        );
        let b = file(
            handle(&request(2, Format::Png, &format!("{SEED}&frame=3"))),
            2,
            "image/png",
        );
        assert_ne!(a, b);
        let (link, _) = url_state::from_query(&format!("{SEED}&frame=3"));
        let trace = link.setup.trace();
        let scene = trace_scene(&link.setup, &trace).frame(3).unwrap();
        assert_eq!(b, frame_png(&scene, &RasterStyle::default()).unwrap());
    }

    #[test]
    fn a_nine_by_nine_link_draws_the_nine_by_nine_board() {
        const NINE: &str = "?alg=bfs&board=9x9&src=a1&tgt=i9&wn=e4,f4";
        let (link, notices) = url_state::from_query(&format!("{NINE}&frame=2"));
        assert_eq!(notices, vec![]);
        let marks = link.nine.expect("a 9x9 board");
        let trace = marks.trace(link.setup.algorithm).unwrap();
        let png = file(
            handle(&request(1, Format::Png, &format!("{NINE}&frame=2"))),
            1,
            "image/png",
        );
        let scene = trace_scene9(&marks, &trace).frame(2).unwrap();
        assert_eq!(png, frame_png9(&scene, &RasterStyle::default()).unwrap());
        // Nine squares a side: wider than the 8x8 board's picture.
        let eight = png_size(&file(
            handle(&request(2, Format::Png, SEED)),
            2,
            "image/png",
        ));
        let nine = png_size(&png);
        let cell = RasterStyle::default().cell as usize;
        assert_eq!((nine.0 - eight.0, nine.1 - eight.1), (cell, cell));
        let gif = file(handle(&request(3, Format::Gif, NINE)), 3, "image/gif");
        let frames = gift::Decoder::new(&gif[..]).into_frames().count();
        assert_eq!(frames, trace.frames.len());
        let strip = file(handle(&request(4, Format::Filmstrip, NINE)), 4, "image/png");
        assert!(strip.len() <= 100_000, "filmstrip of {} bytes", strip.len());
        png_size(&strip);
    }

    #[test]
    fn a_board_the_worker_cannot_read_is_an_error_answer() {
        for state in [
            format!("{SEED}&frame=999"),
            "?alg=nonsense".to_string(),
            "?alg=westcott&src=zz".to_string(),
        ] {
            let out = handle(&request(8, Format::Png, &state));
            assert_eq!(out.message.id, Some(8));
            assert_eq!(out.bytes, None);
            match out.message.body {
                Body::Error(f) => {
                    assert!(
                        f.message.starts_with("The worker could not read the board"),
                        "{}",
                        f.message
                    )
                }
                other => panic!("expected an error for {state}, got {other:?}"),
            }
        }
    }

    /// Dumb7Fill from d1 with a blocker on f6, in the Compare mode (run B:
    /// Kogge-Stone).
    const COMPARE: &str = "?alg=fill&src=0x8&blk=0x800000000000&mode=compare";

    fn compare_request(id: u64, format: Format, state: &str, pair: Option<usize>) -> String {
        Envelope {
            id,
            request: Request::Export(Export {
                format,
                state: state.to_string(),
                pair,
            }),
        }
        .to_json()
    }

    #[test]
    fn a_compare_link_draws_the_three_boards() {
        let (link, notices) = url_state::from_query(COMPARE);
        assert!(notices.is_empty(), "{notices:?}");
        let trace = link.setup.trace();
        let compare = CompareState::from_link(&link, &trace, None);
        assert_eq!(
            compare.choices.other,
            fillscope::model::Algorithm::KoggeStone
        );
        let film = CompareFilm::new(&link.setup, &trace, &compare);
        let last = film.len() - 1;
        assert!(last > 2);

        // PNG: the pair asked for, three boards wide.
        let png = file(
            handle(&compare_request(1, Format::Png, COMPARE, Some(last))),
            1,
            "image/png",
        );
        let style = RasterStyle::default();
        assert_eq!(
            png,
            compare_png(&film.scene(last).unwrap(), &style).unwrap()
        );
        let (w, h) = png_size(&png);
        let one = png_size(
            &frame_png(&trace_scene(&link.setup, &trace).frame(0).unwrap(), &style).unwrap(),
        );
        assert!(w > 3 * one.0 && h > one.1, "{w}x{h} against {one:?}");
        // No pair named: the first.
        let first = file(
            handle(&compare_request(2, Format::Png, COMPARE, None)),
            2,
            "image/png",
        );
        assert_eq!(first, compare_png(&film.scene(0).unwrap(), &style).unwrap());
        assert_ne!(first, png);

        // GIF: one image per lined-up pair, each as wide as the PNG.
        let gif = file(handle(&request(3, Format::Gif, COMPARE)), 3, "image/gif");
        let mut frames = 0;
        for f in gift::Decoder::new(&gif[..]).into_frames() {
            f.expect("GIF frame");
            frames += 1;
        }
        assert_eq!(frames, film.len());
        let screen = gift::Decoder::new(&gif[..])
            .into_steps()
            .next()
            .expect("a first image")
            .expect("GIF frame");
        assert_eq!(
            (
                screen.raster().width() as usize,
                screen.raster().height() as usize
            ),
            (w, h)
        );

        // Run B from the link: another fill draws another picture.
        let rotate = file(
            handle(&compare_request(
                4,
                Format::Png,
                &format!("{COMPARE}&vs=rotate"),
                Some(last),
            )),
            4,
            "image/png",
        );
        assert_ne!(rotate, png);
    }

    /// A decoded PNG's size and the colour at `(x, y)`.
    fn png_pixel(bytes: &[u8], (x, y): (u32, u32)) -> ((usize, usize), [u8; 3]) {
        let mut d = zune_png::PngDecoder::new(bytes);
        d.decode_headers().expect("PNG header");
        let (w, h) = d.get_dimensions().expect("PNG size");
        let px = d.decode_raw().expect("PNG data");
        let channels = px.len() / (w * h);
        let i = (y as usize * w + x as usize) * channels;
        ((w, h), [px[i], px[i + 1], px[i + 2]])
    }

    /// Where to look at 9x9 square `sq` of compare board `board`: near the
    /// middle of its top edge, clear of marks and pattern lines.
    fn compare_spot9(board: usize, sq: &str) -> (u32, u32) {
        use fillscope_draw::raster::{compare_board_origin9, square_origin9};
        let style = RasterStyle::default();
        let (bx, by) = compare_board_origin9(&style, board);
        let (x, y) = square_origin9(&style, sq.parse().expect("a 9x9 square"));
        (bx + x + style.cell / 2, by + y + style.cell / 7)
    }

    /// BFS from e1 on the 9x9 board, a wall north of e1, against BFS on a
    /// board of B's own without it, compared by layer[1]: worked by hand,
    /// A's layer[1] is d1, f1 and B's d1, f1, e2.
    const COMPARE9: &str = "?alg=bfs&board=9x9&src=e1&tgt=e9&wn=0x10&mode=compare&vs=bfs\
                            &bsrc=e1&btgt=e9&reg=layer%5B1%5D";

    #[test]
    fn a_nine_by_nine_compare_link_draws_three_nine_by_nine_boards() {
        use fillscope_draw::look::{appearance, Look, Theme};
        let (link, notices) = url_state::from_query(COMPARE9);
        assert!(notices.is_empty(), "{notices:?}");
        let marks = link.nine.expect("a 9x9 board");
        let alg = link.setup.algorithm;
        let trace = marks.trace(alg).unwrap();
        let compare = CompareState::nine(&marks, alg, &trace, Choices::from_link(&link), None);
        let film = CompareFilm::nine(alg, &marks, &trace, &compare);
        let style = RasterStyle::default();
        let png = file(
            handle(&compare_request(1, Format::Png, COMPARE9, Some(1))),
            1,
            "image/png",
        );
        assert_eq!(png, compare_png(&film.scene(1).unwrap(), &style).unwrap());
        // Three boards of nine 48 px squares and 22 px of labels (454 px),
        // 12 px apart and around, under a 44 px band of labels.
        let size = (12 + 3 * (454 + 12), 12 + 44 + 454 + 12);
        let fill = |look| appearance(look).fill(Theme::Light);
        for (sq, look) in [("e2", Look::ResultB), ("d1", Look::Tie), ("f1", Look::Tie)] {
            assert_eq!(
                png_pixel(&png, compare_spot9(2, sq)),
                (size, fill(look)),
                "{sq}"
            );
        }
        // Frame 1 of each run: layer[1] not yet found, no difference.
        let first = file(
            handle(&compare_request(2, Format::Png, COMPARE9, Some(0))),
            2,
            "image/png",
        );
        assert_ne!(
            png_pixel(&first, compare_spot9(2, "e2")).1,
            fill(Look::ResultB)
        );

        // GIF: one image per lined-up pair, as large as the PNG.
        let gif = file(handle(&request(3, Format::Gif, COMPARE9)), 3, "image/gif");
        assert_eq!(
            gift::Decoder::new(&gif[..]).into_frames().count(),
            film.len()
        );
        let screen = gift::Decoder::new(&gif[..])
            .into_steps()
            .next()
            .expect("a first image")
            .expect("GIF frame");
        let raster = screen.raster();
        assert_eq!((raster.width() as usize, raster.height() as usize), size);
    }

    #[test]
    fn a_nine_by_nine_log_as_run_b_is_read_on_the_nine_by_nine_board() {
        use fillscope_draw::look::{appearance, base, Look, Theme};
        // Layers 1 and 2 from a1 (b1, a2; c1, b2, a3), layer 2 with i9
        // wrongly in it: at the second pair i9 is only in B.
        let log = "layer%5B1%5D%20%3D%200x202%0Alayer%5B2%5D%20%3D%20\
                   0x00000000000100000000000000040404%0A";
        let link = format!("?alg=bfs&board=9x9&src=a1&tgt=i9&mode=compare&vs=log&log={log}");
        let at = |pair| {
            let png = file(
                handle(&compare_request(1, Format::Png, &link, Some(pair))),
                1,
                "image/png",
            );
            png_pixel(&png, compare_spot9(2, "i9")).1
        };
        assert_eq!(at(1), appearance(Look::ResultB).fill(Theme::Light));
        assert_eq!(at(0), base(Theme::Light).dark);
    }

    #[test]
    fn compare_exports_the_worker_does_not_make_say_why() {
        for (format, pair, why) in [
            (Format::Filmstrip, None, "no filmstrip export"),
            (Format::Png, Some(999), "no lined-up pair 1000"),
        ] {
            let out = handle(&compare_request(9, format, COMPARE, pair));
            assert_eq!(out.bytes, None);
            match out.message.body {
                Body::Error(f) => assert!(f.message.contains(why), "{}", f.message),
                other => panic!("expected an error, got {other:?}"),
            }
        }
    }

    #[test]
    fn garbage_gets_an_error_of_the_worker() {
        let out = handle("\u{0}garbage");
        assert_eq!(out.message.id, None);
        assert!(matches!(out.message.body, Body::Error(_)));
    }
}
