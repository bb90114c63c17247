//! `bfs` and `voronoi` on the 9x9 Great Escape board (`--board 9x9`):
//! the same options as on 8x8 with squares a1 to i9, read into a [`Job9`]
//! and run by the core's [`fillscope_core::nine`] fills. JSON writes 9x9
//! sets as `"0x"` and 32 hex digits; `--trace` writes a
//! [`Trace9`] (`"board": "9x9"`, 128-bit
//! register values). `--export` draws the page's 9x9 pictures. And `log
//! --board 9x9`, which reads a log's 128-bit values as the page's Log tab
//! does on the 9x9 board ([`fillscope_core::log::read9`]).

use fillscope_core::log::{self, Mapping};
use fillscope_core::nine::{self, Board9, Trace9, Walls9};
use fillscope_core::Marks;

use crate::args::{parse_options, ArgError, Parsed};
use fillscope_draw::raster::{frame_png9, trace_filmstrip_png9, trace_gif9, RasterStyle};
use fillscope_draw::{frame_svg9, frame_text9, SvgStyle, TraceScene9};

use crate::commands::{
    self, bfs_answer, board_of, export_of, format_of, no_trace_error, not_encoded, past_the_end,
    side_count, voronoi_answer, voronoi_sides_answer, BfsRun, BoardSize, Export, ExportFormat,
    Format, Output, RunError,
};

/// A 9x9 run, with every input read and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task9 {
    /// `fillscope bfs --board 9x9`.
    Bfs {
        /// `--from`.
        from: Board9,
        /// `--to`, if given.
        to: Option<Board9>,
        /// `--open`.
        open: Board9,
        /// `--wall`, `--walls-north` and `--walls-east` together.
        walls: Walls9,
    },
    /// `fillscope voronoi --board 9x9 --a SET --b SET`.
    Voronoi {
        /// `--a`.
        a: Board9,
        /// `--b`.
        b: Board9,
        /// `--open`.
        open: Board9,
        /// The walls.
        walls: Walls9,
    },
    /// `fillscope voronoi --board 9x9 --side SET --side SET ...`.
    VoronoiSides {
        /// Every `--side`, in order: two to four.
        sides: Vec<Board9>,
        /// `--open`.
        open: Board9,
        /// The walls.
        walls: Walls9,
    },
    /// `fillscope log --board 9x9`: runs no fill, so has no trace.
    Log {
        /// FILE, or `-` for stdin; read when the job runs.
        file: String,
        /// `--mapping`, named as on the 9x9 board (`a9-b9`).
        mapping: Mapping,
    },
}

/// A checked 9x9 command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job9 {
    /// What to run.
    pub task: Task9,
    /// How to write the answer.
    pub format: Format,
    /// The file to write, if `--export` was given.
    pub export: Option<Export>,
}

/// Reads a 9x9 job: `Some` when `name` is `bfs`, `voronoi` or `log`, its
/// options are well formed and `--board` is `9x9`; `None` otherwise (the
/// 8x8 reader then reads the line, and reports any mistake in its options).
pub fn parse_job9(name: &str, args: &[String]) -> Option<Result<Job9, ArgError>> {
    let p = match name {
        "bfs" => parse_options(name, &commands::BFS_OPTS, args),
        "voronoi" => parse_options(name, &commands::VORONOI_OPTS, args),
        "log" => commands::log_options(args),
        _ => return None,
    }
    .ok()?;
    if board_of(&p) != Ok(BoardSize::Nine) {
        return None;
    }
    Some(match name {
        "bfs" => parse_bfs9(&p),
        "voronoi" => parse_voronoi9(&p),
        _ => parse_log9(&p),
    })
}

fn parse_log9(p: &Parsed) -> Result<Job9, ArgError> {
    let (file, mapping, format) = commands::log_of(p, BoardSize::Nine)?;
    Ok(Job9 {
        task: Task9::Log { file, mapping },
        format,
        export: None,
    })
}

fn parse_bfs9(p: &Parsed) -> Result<Job9, ArgError> {
    let task = Task9::Bfs {
        from: p.required_set9("--from")?,
        to: p.set9("--to")?,
        open: p.set9_or("--open", Board9::ALL)?,
        walls: p.walls9()?,
    };
    job9(p, task)
}

fn parse_voronoi9(p: &Parsed) -> Result<Job9, ArgError> {
    let task = if side_count(p)? == 0 {
        Task9::Voronoi {
            a: p.required_set9("--a")?,
            b: p.required_set9("--b")?,
            open: p.set9_or("--open", Board9::ALL)?,
            walls: p.walls9()?,
        }
    } else {
        let sides = p
            .all("--side")
            .map(|v| crate::args::parse_set9("--side", v))
            .collect::<Result<Vec<_>, _>>()?;
        Task9::VoronoiSides {
            sides,
            open: p.set9_or("--open", Board9::ALL)?,
            walls: p.walls9()?,
        }
    };
    job9(p, task)
}

/// The output format and the export, as on 8x8.
fn job9(p: &Parsed, task: Task9) -> Result<Job9, ArgError> {
    Ok(Job9 {
        task,
        format: format_of(p)?,
        export: export_of(p)?,
    })
}

impl Task9 {
    /// The user's marks the pictures draw: BFS's start and target,
    /// Voronoi's sides (A and B as sources and targets, then C and D).
    fn marks(&self) -> Marks<Board9> {
        match *self {
            Task9::Log { .. } => Marks::default(),
            Task9::Bfs { from, to, .. } => Marks::ends(from, to.unwrap_or(Board9::EMPTY)),
            Task9::Voronoi { a, b, .. } => Marks::ends(a, b),
            Task9::VoronoiSides { ref sides, .. } => {
                let side = |i: usize| sides.get(i).copied().unwrap_or(Board9::EMPTY);
                Marks {
                    side_c: side(2),
                    side_d: side(3),
                    ..Marks::ends(side(0), side(1))
                }
            }
        }
    }

    /// The walls.
    fn walls(&self) -> Walls9 {
        match *self {
            Task9::Bfs { walls, .. }
            | Task9::Voronoi { walls, .. }
            | Task9::VoronoiSides { walls, .. } => walls,
            Task9::Log { .. } => Walls9::NONE,
        }
    }

    /// The recorded run that `--trace` prints; `None` for `log`, which
    /// runs no fill.
    pub fn trace(&self) -> Option<Trace9> {
        Some(match *self {
            Task9::Log { .. } => return None,
            Task9::Bfs {
                from,
                to,
                open,
                walls,
            } => nine::bfs_traced(from, open, walls, to.unwrap_or(Board9::EMPTY)).1,
            Task9::Voronoi { a, b, open, walls } => nine::voronoi_traced(a, b, open, walls).1,
            Task9::VoronoiSides {
                ref sides,
                open,
                walls,
            } => nine::voronoi_any_traced(sides, open, walls),
        })
    }
}

/// `[north, east]`.
fn wall_sets(w: Walls9) -> [Board9; 2] {
    [w.north, w.east]
}

/// Draws the export of a 9x9 run with the page's drawing code (see the
/// 8x8 exports in [`crate::commands`]).
fn export9(task: &Task9, e: &Export) -> Result<Vec<u8>, RunError> {
    let trace = task.trace().ok_or_else(|| no_trace_error("--export"))?;
    let film = TraceScene9 {
        trace: &trace,
        marks: task.marks(),
        walls: Some(task.walls()),
    };
    let n = trace.frames.len();
    let scene = || {
        let k = e.frame.unwrap_or(n.saturating_sub(1));
        film.frame(k).ok_or_else(|| past_the_end(k, n))
    };
    let raster = RasterStyle::default();
    Ok(match e.format {
        ExportFormat::Svg => frame_svg9(&scene()?, &SvgStyle::default()).into_bytes(),
        ExportFormat::Png => not_encoded(e, frame_png9(&scene()?, &raster))?,
        ExportFormat::Text => frame_text9(scene()?.frame).into_bytes(),
        ExportFormat::Gif => not_encoded(e, trace_gif9(&film, &raster))?,
        ExportFormat::Filmstrip => not_encoded(e, trace_filmstrip_png9(&film, &raster))?,
    })
}

/// Runs a 9x9 job: the text for stdout, and the exported file. `log`
/// reads its FILE (or stdin).
pub fn run_job9(job: &Job9) -> Result<Output, RunError> {
    let file = match &job.export {
        Some(e) => Some((e.out.clone(), export9(&job.task, e)?)),
        None => None,
    };
    let mut failure = None;
    let stdout = if file.is_some() && job.format == Format::Human {
        String::new()
    } else if job.format == Format::Trace {
        let trace = job.task.trace().ok_or_else(|| {
            RunError::Arg(ArgError::new(
                "--trace",
                "this run has no trace (log runs no fill)",
            ))
        })?;
        let mut line =
            serde_json::to_string(&trace).expect("a trace is plain data and always serializes");
        line.push('\n');
        line
    } else {
        answer9(&job.task, job.format, &mut failure)?
    };
    Ok(Output {
        stdout,
        file,
        failure,
        ..Output::default()
    })
}

/// The answer on stdout; a `log` that read no value says so in `failure`
/// ([`commands::log_failure`]).
fn answer9(
    task: &Task9,
    format: Format,
    failure: &mut Option<ArgError>,
) -> Result<String, RunError> {
    Ok(match *task {
        Task9::Log { ref file, mapping } => {
            let text = commands::read_input(file).map_err(RunError::Input)?;
            let read = log::read9(&text, mapping);
            *failure = commands::log_failure(file, &read);
            commands::log_answer(file, &read, mapping.name9(), format)
        }
        Task9::Bfs {
            from,
            to,
            open,
            walls,
        } => {
            let r = nine::bfs(from, open, walls, to.unwrap_or(Board9::EMPTY));
            let run = BfsRun {
                from,
                to,
                open,
                walls: wall_sets(walls),
                layers: r.layers,
                visits: r.visits,
                distance: r.target_dist,
            };
            bfs_answer(&run, format)
        }
        Task9::Voronoi { a, b, open, walls } => {
            let r = nine::voronoi(a, b, open, walls);
            voronoi_answer([a, b, open], wall_sets(walls), [r.a, r.b, r.ties], format)
        }
        Task9::VoronoiSides {
            ref sides,
            open,
            walls,
        } => {
            let r = nine::voronoi_sides(sides, open, walls);
            voronoi_sides_answer(sides, open, wall_sets(walls), (&r.sides, r.ties), format)
        }
    })
}
