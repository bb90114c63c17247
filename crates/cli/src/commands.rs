//! The commands: [`parse_job`] reads and checks a command's options
//! into a [`Job`]; [`run_job`] runs the core and writes the answer for
//! people (boards side by side and one summary line), as one JSON object
//! (`--json`) or as the recorded trace (`--trace`), and draws the
//! `--export` file with the page's drawing code (`fillscope-draw`).

use std::fmt::Write;
use std::io::Read;

use fillscope_core::bfs::{self, Walls};
use fillscope_core::grid::Grid;
use fillscope_core::log::{self, Mapping};
use fillscope_core::nine::Board9;
use fillscope_core::paths::{self, Asp};
use fillscope_core::render::BOARD_WIDTH;
use fillscope_core::{
    fill, pawns, reach, render, Algorithm, Bitboard, Direction, Method, Piece, Setup, Step, Trace,
};
use fillscope_draw::{
    frame_png, frame_svg, frame_text, trace_filmstrip_png, trace_gif, EncodeError, RasterStyle,
    SvgStyle, TraceScene,
};
use serde_json::{json, Value};

use crate::args::{parse_options, ArgError, Opt, Parsed};
use crate::help;

/// Boards per row in people's output (5 boards are 87 columns wide).
const PER_ROW: usize = 5;

/// How the answer is written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// Boards side by side and a summary line.
    Human,
    /// One JSON object (`--json`).
    Json,
    /// The recorded trace as JSON (`--trace`).
    Trace,
}

pub(crate) fn format_of(p: &Parsed) -> Result<Format, ArgError> {
    match (p.switch("--json"), p.switch("--trace")) {
        (true, true) => Err(ArgError::new(
            "--trace",
            "cannot be combined with --json (choose one output)",
        )),
        (true, false) => Ok(Format::Json),
        (false, true) => Ok(Format::Trace),
        (false, false) => Ok(Format::Human),
    }
}

/// One fill to run (or, for `log`, one text to read), with every input
/// read and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// `fillscope paths`.
    Paths {
        /// `--from`: sq1.
        from: Bitboard,
        /// `--to`: sq2.
        to: Bitboard,
        /// `--through`: path.
        through: Bitboard,
        /// `--step`.
        step: Step,
        /// `--variant`.
        variant: Variant,
        /// `--method`, for a sliding step (the default otherwise). Checked,
        /// not used: the core slides by Kogge-Stone, and every method
        /// fills the same squares.
        method: Method,
    },
    /// `fillscope fill`.
    Fill {
        /// `--dir`.
        dir: Direction,
        /// `--gen`.
        gen: Bitboard,
        /// `--pro`.
        pro: Bitboard,
        /// `--method`.
        method: Method,
    },
    /// `fillscope attacks`.
    Attacks {
        /// `--piece`.
        piece: Piece,
        /// `--sliders`.
        sliders: Bitboard,
        /// `--occupied`.
        occupied: Bitboard,
    },
    /// `fillscope bfs`.
    Bfs {
        /// `--from`.
        from: Bitboard,
        /// `--to`, if given.
        to: Option<Bitboard>,
        /// `--open`.
        open: Bitboard,
        /// `--wall`, `--walls-north` and `--walls-east` together.
        walls: Walls,
    },
    /// `fillscope voronoi --a SET --b SET`.
    Voronoi {
        /// `--a`.
        a: Bitboard,
        /// `--b`.
        b: Bitboard,
        /// `--open`.
        open: Bitboard,
        /// `--wall`, `--walls-north` and `--walls-east` together.
        walls: Walls,
    },
    /// `fillscope voronoi --side SET --side SET ...`.
    VoronoiSides {
        /// Every `--side`, in order: two to four.
        sides: Vec<Bitboard>,
        /// `--open`.
        open: Bitboard,
        /// `--wall`, `--walls-north` and `--walls-east` together.
        walls: Walls,
    },
    /// `fillscope reach`.
    Reach {
        /// `--from`: sq1.
        from: Bitboard,
        /// `--through`: path.
        through: Bitboard,
        /// `--step`.
        step: Step,
        /// `--plies`: the most moves to make; `None` until the fill stops.
        plies: Option<u32>,
        /// `--method`, for a sliding step; checked, not used, as for
        /// [`Task::Paths`].
        method: Method,
    },
    /// `fillscope pawns`.
    Pawns {
        /// `--white`.
        white: Bitboard,
        /// `--black`, disjoint from `white`.
        black: Bitboard,
    },
    /// `fillscope log`.
    Log {
        /// FILE, or `-` for stdin; read when the job runs.
        file: String,
        /// `--mapping`.
        mapping: Mapping,
    },
}

/// A checked command line of one of the commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    /// What to run.
    pub task: Task,
    /// How to write the answer on stdout.
    pub format: Format,
    /// The file to write, if `--export` was given.
    pub export: Option<Export>,
}

/// What `--export` writes: the page's exports of the same run.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    /// One frame as SVG.
    Svg,
    /// One frame as PNG.
    Png,
    /// Every frame as an animated GIF.
    Gif,
    /// Every frame side by side in one PNG.
    Filmstrip,
    /// One frame as text: its boards and every register's value.
    Text,
}

impl ExportFormat {
    /// Every format, in the order `--help` lists them.
    pub const ALL: [ExportFormat; 5] = [
        ExportFormat::Svg,
        ExportFormat::Png,
        ExportFormat::Gif,
        ExportFormat::Filmstrip,
        ExportFormat::Text,
    ];

    /// Its name for `--export`.
    pub const fn name(self) -> &'static str {
        match self {
            ExportFormat::Svg => "svg",
            ExportFormat::Png => "png",
            ExportFormat::Gif => "gif",
            ExportFormat::Filmstrip => "filmstrip",
            ExportFormat::Text => "text",
        }
    }

    /// Reads [`ExportFormat::name`].
    pub fn from_name(s: &str) -> Option<ExportFormat> {
        ExportFormat::ALL.into_iter().find(|f| f.name() == s)
    }

    /// Whether it shows one frame (`--frame` picks it) rather than the
    /// whole trace.
    pub const fn one_frame(self) -> bool {
        matches!(
            self,
            ExportFormat::Svg | ExportFormat::Png | ExportFormat::Text
        )
    }
}

/// `--export FORMAT --out FILE [--frame K]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// What to write.
    pub format: ExportFormat,
    /// Where.
    pub out: String,
    /// The frame, 0-based, for the one-frame formats; `None` for the last.
    /// Checked against the trace when it is run.
    pub frame: Option<usize>,
}

/// Reads `--export`, `--out` and `--frame`: an export needs a file, a file
/// or a frame needs an export, and only a one-frame format takes a frame.
pub(crate) fn export_of(p: &Parsed) -> Result<Option<Export>, ArgError> {
    let formats = || {
        ExportFormat::ALL
            .iter()
            .map(|f| f.name())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let format = p.choice("--export", ExportFormat::from_name, &formats())?;
    let (out, frame) = (p.get("--out"), p.get("--frame"));
    let Some(format) = format else {
        if out.is_some() {
            return Err(ArgError::new(
                "--out",
                "needs --export FORMAT (the file is where an export is written)",
            ));
        }
        if frame.is_some() {
            return Err(ArgError::new(
                "--frame",
                "needs --export svg, png or text (the frame is the one exported)",
            ));
        }
        return Ok(None);
    };
    let out = p.required(
        "--out",
        &format!("FILE, where --export {} is written", format.name()),
    )?;
    if out.is_empty() {
        return Err(ArgError::new("--out", "is empty (expected a file name)"));
    }
    // `-` is standard output, which --json and --trace write to as well.
    if out == "-" && (p.switch("--json") || p.switch("--trace")) {
        return Err(ArgError::new(
            "--out",
            "- (standard output) is where --json and --trace write too: give --out a file name",
        ));
    }
    let frame = match frame {
        None => None,
        Some(_) if !format.one_frame() => {
            return Err(ArgError::new(
                "--frame",
                format!(
                    "--export {} takes the whole trace; --frame is for svg, png and text",
                    format.name()
                ),
            ))
        }
        Some(k) if k.is_empty() || !k.bytes().all(|b| b.is_ascii_digit()) => {
            return Err(ArgError::new(
                "--frame",
                format!("`{k}` is not a frame number (0 for the first, as in a link's frame=)"),
            ))
        }
        // Too many digits for any trace is simply past its last frame.
        Some(k) => Some(k.parse().unwrap_or(usize::MAX)),
    };
    Ok(Some(Export {
        format,
        out: out.to_string(),
        frame,
    }))
}

pub(crate) fn json_line(v: &Value) -> String {
    let mut s = v.to_string();
    s.push('\n');
    s
}

fn trace_line(t: &Trace) -> String {
    let mut s = serde_json::to_string(t).expect("a trace is plain data and always serializes");
    s.push('\n');
    s
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

fn squares(b: Bitboard) -> String {
    plural(b.count(), "square", "squares")
}

/// Draws labelled boards, [`PER_ROW`] to a row.
fn boards(items: &[(String, Bitboard)]) -> String {
    let refs: Vec<(&str, Bitboard)> = items.iter().map(|(c, b)| (c.as_str(), *b)).collect();
    render::grid(&refs, PER_ROW)
}

/// The routines `paths --variant` chooses between: the registry's two
/// all-shortest-paths algorithms whose answer is a list of `asp` layers.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Variant {
    /// Westcott's routine (the default).
    #[default]
    Westcott,
    /// Moshammer's variant.
    Moshammer,
}

impl Variant {
    /// Both, in the registry's order.
    pub const ALL: [Variant; 2] = [Variant::Westcott, Variant::Moshammer];

    /// Its algorithm in the registry.
    pub const fn algorithm(self) -> Algorithm {
        match self {
            Variant::Westcott => Algorithm::Westcott,
            Variant::Moshammer => Algorithm::Moshammer,
        }
    }

    /// Reads the registry's id of one of [`Variant::ALL`]: `westcott`,
    /// `moshammer`.
    pub fn from_name(s: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.algorithm().id() == s)
    }

    fn title(self) -> &'static str {
        match self {
            Variant::Westcott => "Westcott's all shortest paths",
            Variant::Moshammer => "Moshammer's variant of all shortest paths",
        }
    }
}

/// The command that runs algorithm `a`, or `None` for the fill the CLI
/// does not offer (connected). A match without a catch-all: an algorithm
/// added to the registry does not compile here until the CLI decides
/// about it.
pub const fn command_of(a: Algorithm) -> Option<&'static str> {
    match a {
        Algorithm::Westcott | Algorithm::Moshammer => Some("paths"),
        Algorithm::Dumb7 | Algorithm::KoggeStone | Algorithm::Rotate => Some("fill"),
        Algorithm::Attacks => Some("attacks"),
        Algorithm::Bfs => Some("bfs"),
        Algorithm::Voronoi => Some("voronoi"),
        Algorithm::Reach => Some("reach"),
        Algorithm::Pawns => Some("pawns"),
        Algorithm::Connected => None,
    }
}

/// Reads a method by its algorithm's id in the registry (`dumb7`,
/// `kogge-stone`, `rotate`).
fn method_from_name(s: &str) -> Option<Method> {
    Algorithm::from_id(s).and_then(Algorithm::method)
}

/// A choice list for messages: `king, rook, bishop, ...`.
fn names(list: Vec<&str>) -> String {
    list.join(", ")
}

/// Options of `paths`.
pub const PATHS_OPTS: [Opt; 6] = [
    Opt::value("--from", "SET"),
    Opt::value("--to", "SET"),
    Opt::value("--through", "SET"),
    Opt::value("--step", "STEP"),
    Opt::value("--variant", "VARIANT"),
    Opt::value("--method", "METHOD"),
];

/// Options of `fill`.
pub const FILL_OPTS: [Opt; 4] = [
    Opt::value("--dir", "DIR"),
    Opt::value("--gen", "SET"),
    Opt::value("--pro", "SET"),
    Opt::value("--method", "METHOD"),
];

/// Options of `attacks`.
pub const ATTACKS_OPTS: [Opt; 3] = [
    Opt::value("--piece", "PIECE"),
    Opt::value("--sliders", "SET"),
    Opt::value("--occupied", "SET"),
];

/// The wall options shared by `bfs` and `voronoi`.
const WALL_OPTS: [Opt; 3] = [
    Opt::repeated("--wall", "WALLS"),
    Opt::value("--walls-north", "SET"),
    Opt::value("--walls-east", "SET"),
];

/// Options of `bfs`.
pub const BFS_OPTS: [Opt; 7] = [
    Opt::value("--from", "SET"),
    Opt::value("--to", "SET"),
    Opt::value("--open", "SET"),
    Opt::value("--board", "SIZE"),
    WALL_OPTS[0],
    WALL_OPTS[1],
    WALL_OPTS[2],
];

/// Options of `voronoi`.
pub const VORONOI_OPTS: [Opt; 8] = [
    Opt::value("--a", "SET"),
    Opt::value("--b", "SET"),
    Opt::repeated("--side", "SET"),
    Opt::value("--open", "SET"),
    Opt::value("--board", "SIZE"),
    WALL_OPTS[0],
    WALL_OPTS[1],
    WALL_OPTS[2],
];

/// Options of `reach`.
pub const REACH_OPTS: [Opt; 5] = [
    Opt::value("--from", "SET"),
    Opt::value("--through", "SET"),
    Opt::value("--step", "STEP"),
    Opt::value("--plies", "N"),
    Opt::value("--method", "METHOD"),
];

/// Options of `pawns`.
pub const PAWNS_OPTS: [Opt; 2] = [Opt::value("--white", "SET"), Opt::value("--black", "SET")];

/// Options of `log` (besides its FILE).
pub const LOG_OPTS: [Opt; 2] = [
    Opt::value("--mapping", "MAPPING"),
    Opt::value("--board", "SIZE"),
];

/// The most sides `voronoi --side` takes (Great Escape has two to four
/// players).
pub const MAX_SIDES: usize = 4;

/// The most bytes `log` reads: far more than any pasted log, and a limit
/// for a FILE that never ends (`/dev/zero`).
pub const MAX_LOG_BYTES: u64 = 16 << 20;

/// The command names, in the order `--help` lists them: first the order in
/// which the registry lists their algorithms ([`command_of`]), then the
/// commands that run no algorithm ([`WITHOUT_ALGORITHM`]).
pub const NAMES: [&str; 9] = [
    "paths", "fill", "attacks", "bfs", "voronoi", "reach", "pawns", "log", "run",
];

/// The commands that run no registered algorithm, so have no `--export`:
/// `log` (no `--trace` either) and `run` (the user's own C code, whose
/// `--trace` is the interpreter's, see [`crate::play`]).
pub const WITHOUT_ALGORITHM: [&str; 2] = ["log", "run"];

/// Reads the options of command `name` (one of [`NAMES`]) from `args`,
/// the words after the command name, or `None` for another name. The
/// options' values are checked in a fixed order, whatever order they were
/// given in, so the same mistakes always give the same message.
pub fn parse_job(name: &str, args: &[String]) -> Option<Result<Job, ArgError>> {
    let parse = match name {
        "paths" => parse_paths,
        "fill" => parse_fill,
        "attacks" => parse_attacks,
        "bfs" => parse_bfs,
        "voronoi" => parse_voronoi,
        "reach" => parse_reach,
        "pawns" => parse_pawns,
        "log" => parse_log,
        _ => return None,
    };
    Some(parse(args))
}

/// `--step`, default king.
fn step_of(p: &Parsed) -> Result<Step, ArgError> {
    Ok(p.choice("--step", Step::from_name, &names(help::steps()))?
        .unwrap_or_default())
}

/// `--method` for a path step: only a sliding step takes one (default
/// Dumb7Fill).
fn slide_method_of(p: &Parsed, step: Step) -> Result<Method, ArgError> {
    let method = p.choice("--method", method_from_name, &names(help::methods()))?;
    match method {
        Some(_) if !step.slides() => {
            let slides: Vec<&str> = Step::ALL
                .iter()
                .filter(|s| s.slides())
                .map(|s| s.name())
                .collect();
            Err(ArgError::new(
                "--method",
                format!(
                    "is for the sliding steps ({}); {} steps move one square, with no ray to fill",
                    slides.join(", "),
                    step.name()
                ),
            ))
        }
        m => Ok(m.unwrap_or_default()),
    }
}

fn parse_paths(args: &[String]) -> Result<Job, ArgError> {
    let p = parse_options("paths", &PATHS_OPTS, args)?;
    let from = p.required_set("--from")?;
    let to = p.required_set("--to")?;
    let through = p.set_or("--through", Bitboard::ALL)?;
    let step = step_of(&p)?;
    let variant = p
        .choice("--variant", Variant::from_name, &names(help::variants()))?
        .unwrap_or_default();
    let task = Task::Paths {
        from,
        to,
        through,
        step,
        variant,
        method: slide_method_of(&p, step)?,
    };
    Ok(Job {
        task,
        format: format_of(&p)?,
        export: export_of(&p)?,
    })
}

fn parse_fill(args: &[String]) -> Result<Job, ArgError> {
    let p = parse_options("fill", &FILL_OPTS, args)?;
    let task = Task::Fill {
        dir: p.required_choice("--dir", Direction::from_name, &names(help::dirs()))?,
        gen: p.required_set("--gen")?,
        pro: p.required_set("--pro")?,
        method: p
            .choice("--method", method_from_name, &names(help::methods()))?
            .unwrap_or_default(),
    };
    Ok(Job {
        task,
        format: format_of(&p)?,
        export: export_of(&p)?,
    })
}

fn parse_attacks(args: &[String]) -> Result<Job, ArgError> {
    let p = parse_options("attacks", &ATTACKS_OPTS, args)?;
    let task = Task::Attacks {
        piece: p.required_choice("--piece", Piece::from_name, &names(help::pieces()))?,
        sliders: p.required_set("--sliders")?,
        occupied: p.required_set("--occupied")?,
    };
    Ok(Job {
        task,
        format: format_of(&p)?,
        export: export_of(&p)?,
    })
}

fn parse_bfs(args: &[String]) -> Result<Job, ArgError> {
    let p = parse_options("bfs", &BFS_OPTS, args)?;
    let task = Task::Bfs {
        from: p.required_set("--from")?,
        to: p.set("--to")?,
        open: p.set_or("--open", Bitboard::ALL)?,
        walls: p.walls()?,
    };
    eight_by_eight(&p)?;
    Ok(Job {
        task,
        format: format_of(&p)?,
        export: export_of(&p)?,
    })
}

fn parse_voronoi(args: &[String]) -> Result<Job, ArgError> {
    let p = parse_options("voronoi", &VORONOI_OPTS, args)?;
    let task = if side_count(&p)? == 0 {
        Task::Voronoi {
            a: p.required_set("--a")?,
            b: p.required_set("--b")?,
            open: p.set_or("--open", Bitboard::ALL)?,
            walls: p.walls()?,
        }
    } else {
        let sides = p
            .all("--side")
            .map(|v| crate::args::parse_set("--side", v))
            .collect::<Result<Vec<_>, _>>()?;
        Task::VoronoiSides {
            sides,
            open: p.set_or("--open", Bitboard::ALL)?,
            walls: p.walls()?,
        }
    };
    eight_by_eight(&p)?;
    Ok(Job {
        task,
        format: format_of(&p)?,
        export: export_of(&p)?,
    })
}

/// The board sizes of `--board` (`bfs` and `voronoi` only).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum BoardSize {
    /// The chess board, 64 squares in a `u64` (the default).
    #[default]
    Eight,
    /// Great Escape's board, 81 squares in a `u128`.
    Nine,
}

impl BoardSize {
    /// Both, in the order `--help` lists them.
    pub const ALL: [BoardSize; 2] = [BoardSize::Eight, BoardSize::Nine];

    /// Its name for `--board`.
    pub const fn name(self) -> &'static str {
        match self {
            BoardSize::Eight => "8x8",
            BoardSize::Nine => "9x9",
        }
    }

    /// Reads [`BoardSize::name`].
    pub fn from_name(s: &str) -> Option<BoardSize> {
        BoardSize::ALL.into_iter().find(|b| b.name() == s)
    }
}

/// `--board` for an 8x8 job: 8x8 (the default). A 9x9 run is no [`Job`]
/// but a [`Job9`](crate::nine::Job9), which [`crate::parse`] reads first.
fn eight_by_eight(p: &Parsed) -> Result<(), ArgError> {
    match board_of(p)? {
        BoardSize::Eight => Ok(()),
        BoardSize::Nine => Err(ArgError::new(
            "--board",
            "9x9 runs are read by fillscope_cli::parse into a 9x9 job, not by parse_job",
        )),
    }
}

/// `--board`, default 8x8.
pub(crate) fn board_of(p: &Parsed) -> Result<BoardSize, ArgError> {
    match p.get("--board") {
        None => Ok(BoardSize::Eight),
        Some(size) => BoardSize::from_name(size).ok_or_else(|| {
            ArgError::new(
                "--board",
                format!("`{size}` is not a board size (expected 8x8 or 9x9)"),
            )
        }),
    }
}

/// How many `--side`s `voronoi` was given: 0 (it takes `--a` and `--b`
/// then) or two to [`MAX_SIDES`], never together with `--a` or `--b`.
pub(crate) fn side_count(p: &Parsed) -> Result<usize, ArgError> {
    let n = p.count("--side");
    if n == 0 {
        return Ok(0);
    }
    for ab in ["--a", "--b"] {
        if p.get(ab).is_some() {
            return Err(ArgError::new(
                ab,
                "cannot be combined with --side (give two sides as --a and --b, \
                 or every side as --side)",
            ));
        }
    }
    if n == 1 {
        return Err(ArgError::new(
            "--side",
            "given once; a partition needs two sides or more (--side SET --side SET)",
        ));
    }
    if n > MAX_SIDES {
        return Err(ArgError::new(
            "--side",
            format!("given {n} times; at most {MAX_SIDES} sides"),
        ));
    }
    Ok(n)
}

/// Refuses `--trace`, `--export` and the export's `--out` and `--frame`
/// for a run that has no trace: `why` says why not.
pub(crate) fn no_trace(p: &Parsed, why: &str) -> Result<(), ArgError> {
    if p.switch("--trace") {
        return Err(ArgError::new(
            "--trace",
            format!("prints a trace, and {why}"),
        ));
    }
    for flag in ["--export", "--out", "--frame"] {
        if p.get(flag).is_some() {
            let what = if flag == "--export" {
                "draws a trace"
            } else {
                "belongs to --export, which draws a trace"
            };
            return Err(ArgError::new(flag, format!("{what}, and {why}")));
        }
    }
    Ok(())
}

/// Reads `--plies N`: a number of moves, 0 or more (more digits than any
/// `u32` is as good as no limit).
fn plies_of(p: &Parsed) -> Result<Option<u32>, ArgError> {
    match p.get("--plies") {
        None => Ok(None),
        Some(n) if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) => Err(ArgError::new(
            "--plies",
            format!("`{n}` is not a number of moves (0 or more)"),
        )),
        Some(n) => Ok(Some(n.parse().unwrap_or(u32::MAX))),
    }
}

fn parse_reach(args: &[String]) -> Result<Job, ArgError> {
    let p = parse_options("reach", &REACH_OPTS, args)?;
    let from = p.required_set("--from")?;
    let through = p.set_or("--through", Bitboard::ALL)?;
    let step = step_of(&p)?;
    let plies = plies_of(&p)?;
    let task = Task::Reach {
        from,
        through,
        step,
        plies,
        method: slide_method_of(&p, step)?,
    };
    Ok(Job {
        task,
        format: format_of(&p)?,
        export: export_of(&p)?,
    })
}

fn parse_pawns(args: &[String]) -> Result<Job, ArgError> {
    let p = parse_options("pawns", &PAWNS_OPTS, args)?;
    let white = p.required_set("--white")?;
    let black = p.required_set("--black")?;
    let both = white & black;
    if !both.is_empty() {
        let list: Vec<String> = both.squares().map(|s| s.to_string()).collect();
        return Err(ArgError::new(
            "--black",
            format!(
                "shares {} with --white: {} (a square holds one pawn)",
                plural(both.count(), "square", "squares"),
                list.join(",")
            ),
        ));
    }
    Ok(Job {
        task: Task::Pawns { white, black },
        format: format_of(&p)?,
        export: export_of(&p)?,
    })
}

/// Reads `log`'s options (its FILE and the rest) from `args`.
pub(crate) fn log_options(args: &[String]) -> Result<Parsed, ArgError> {
    crate::args::parse_with_positional("log", &LOG_OPTS, Some("FILE"), args)
}

/// `log`'s FILE, `--mapping` as `board` names its mappings, and the output
/// format (`log` runs no fill, so it has no trace nor export), for the
/// 8x8 board's job or the 9x9 board's ([`crate::nine`]).
pub(crate) fn log_of(p: &Parsed, board: BoardSize) -> Result<(String, Mapping, Format), ArgError> {
    let file = p.positional().ok_or_else(|| {
        ArgError::new("FILE", "missing (expected a file to read, or - for stdin)")
    })?;
    if file.is_empty() {
        return Err(ArgError::new(
            "FILE",
            "is empty (expected a file name, or - for stdin)",
        ));
    }
    let mapping = mapping_of(p, board)?;
    no_trace(
        p,
        "log runs no fill: it reads values (print them with --json)",
    )?;
    Ok((file.to_string(), mapping, format_of(p)?))
}

/// `log --mapping` on `board` (default a1-b1), named as the page's Log
/// tab and its links name it there: `a8-b8` on 8x8, `a9-b9` on 9x9 (the
/// same numbering). A name only the other board has is refused, with the
/// name it has on this one.
fn mapping_of(p: &Parsed, board: BoardSize) -> Result<Mapping, ArgError> {
    let Some(v) = p.get("--mapping") else {
        return Ok(Mapping::default());
    };
    let named = |board: BoardSize| {
        Mapping::ALL
            .into_iter()
            .find(|&m| mapping_name(m, board) == v)
    };
    if let Some(m) = named(board) {
        return Ok(m);
    }
    let fits = names(
        Mapping::ALL
            .iter()
            .map(|&m| mapping_name(m, board))
            .collect(),
    );
    let (other, how) = match board {
        BoardSize::Eight => (BoardSize::Nine, "give --board 9x9"),
        BoardSize::Nine => (BoardSize::Eight, "leave out --board 9x9"),
    };
    let message = match named(other) {
        Some(m) => format!(
            "`{v}` numbers the {} board's squares ({how} to read that board); the {} board's \
             mappings are {fits}, and {} numbers its squares as `{v}` does",
            other.name(),
            board.name(),
            mapping_name(m, board)
        ),
        None => format!("`{v}` is not one of {fits}"),
    };
    Err(ArgError::new("--mapping", message))
}

/// A mapping's name on `board`: [`Mapping::name`] on 8x8,
/// [`Mapping::name9`] on 9x9.
fn mapping_name(m: Mapping, board: BoardSize) -> &'static str {
    match board {
        BoardSize::Eight => m.name(),
        BoardSize::Nine => m.name9(),
    }
}

fn parse_log(args: &[String]) -> Result<Job, ArgError> {
    let p = log_options(args)?;
    let (file, mapping, format) = log_of(&p, BoardSize::Eight)?;
    eight_by_eight(&p)?;
    Ok(Job {
        task: Task::Log { file, mapping },
        format,
        export: None,
    })
}

impl Task {
    /// The same run as the registry's [`Setup`]: the algorithm, its
    /// options, and the board's marks (sources, targets, and blockers as
    /// the complement of `--through`, `--pro` or `--open`, or `--occupied`
    /// itself). `--trace` prints its trace, and exports draw it as the page
    /// draws that setup. `None` for `log`, which runs no algorithm.
    pub fn setup(&self) -> Option<Setup> {
        let base = Setup {
            targets: Bitboard::EMPTY,
            walls: Walls::NONE,
            ..Setup::seed_example()
        };
        Some(match *self {
            Task::Paths {
                from,
                to,
                through,
                step,
                variant,
                method: _,
            } => Setup {
                algorithm: variant.algorithm(),
                step,
                sources: from,
                targets: to,
                blockers: !through,
                ..base
            },
            Task::Fill {
                dir,
                gen,
                pro,
                method,
            } => Setup {
                algorithm: Algorithm::occluded(method),
                direction: dir,
                sources: gen,
                blockers: !pro,
                ..base
            },
            Task::Attacks {
                piece,
                sliders,
                occupied,
            } => Setup {
                algorithm: Algorithm::Attacks,
                piece,
                sources: sliders,
                blockers: occupied,
                ..base
            },
            Task::Bfs {
                from,
                to,
                open,
                walls,
            } => Setup {
                algorithm: Algorithm::Bfs,
                sources: from,
                targets: to.unwrap_or(Bitboard::EMPTY),
                blockers: !open,
                walls,
                ..base
            },
            Task::Voronoi { a, b, open, walls } => Setup {
                algorithm: Algorithm::Voronoi,
                sources: a,
                targets: b,
                blockers: !open,
                walls,
                ..base
            },
            Task::VoronoiSides {
                ref sides,
                open,
                walls,
            } => {
                let side = |i: usize| sides.get(i).copied().unwrap_or(Bitboard::EMPTY);
                Setup {
                    algorithm: Algorithm::Voronoi,
                    sources: side(0),
                    targets: side(1),
                    side_c: side(2),
                    side_d: side(3),
                    blockers: !open,
                    walls,
                    ..base
                }
            }
            Task::Reach {
                from,
                through,
                step,
                ..
            } => Setup {
                algorithm: Algorithm::Reach,
                step,
                sources: from,
                blockers: !through,
                ..base
            },
            Task::Pawns { white, black } => Setup {
                algorithm: Algorithm::Pawns,
                white,
                black,
                ..base
            },
            Task::Log { .. } => return None,
        })
    }

    /// The recorded run that `--trace` prints and `--export` draws: the
    /// [`Setup`]'s trace, except that a reach with `--plies` stops there
    /// (the registry's reach runs until the fill stops).
    pub fn trace(&self) -> Option<Trace> {
        match *self {
            Task::Reach {
                from,
                through,
                step,
                plies,
                ..
            } => Some(reach::reach_traced(from, through, step, plies).1),
            _ => self.setup().map(|s| s.trace()),
        }
    }
}

/// What a run made: text for stdout and, with `--export`, a file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output {
    /// Warnings about the arguments that did not stop the run, one line
    /// each on stderr (`fillscope: --white: ...`).
    pub warnings: Vec<ArgError>,
    /// The text for stdout (empty with `--export` unless `--json` or
    /// `--trace` was given too).
    pub stdout: String,
    /// The file `--export` makes: `--out`'s name and the bytes.
    pub file: Option<(String, Vec<u8>)>,
    /// What made the run fail although it wrote its answer: a `log` that
    /// read no value. One line on stderr after stdout is written; exit
    /// status 1.
    pub failure: Option<ArgError>,
}

/// Why a run could not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// An argument only the run could check (a frame past the end of the
    /// trace): exit status 2, as for any bad argument.
    Arg(ArgError),
    /// The export could not be made: exit status 1.
    Export(ArgError),
    /// The input could not be read (`log`'s FILE): exit status 1.
    Input(ArgError),
    /// `run`'s source does not compile: the compiler-style report
    /// (`file:line:column: message`, the line and a caret), printed on
    /// stderr as it is; exit status 1.
    Compile(String),
}

/// Runs a job: the text for stdout and the exported file. `log` reads its
/// FILE (or stdin) here; nothing else touches the outside world.
pub fn run_job(job: &Job) -> Result<Output, RunError> {
    let file = match &job.export {
        Some(e) => Some((e.out.clone(), export(&job.task, e)?)),
        None => None,
    };
    let mut failure = None;
    let stdout = if file.is_some() && job.format == Format::Human {
        String::new()
    } else {
        answer(job, &mut failure)?
    };
    let warnings = match job.task {
        Task::Pawns { white, black } => [("--white", white), ("--black", black)]
            .into_iter()
            .filter_map(|(arg, set)| pawns_off_their_ranks(arg, set))
            .collect(),
        _ => Vec::new(),
    };
    Ok(Output {
        warnings,
        stdout,
        file,
        failure,
    })
}

/// A warning naming the pawns of `set` on rank 1 or 8, where no pawn can
/// stand. A warning, not a refusal: the fills are set operations that an
/// engine's tests feed any set (random boards, masks), and they compute
/// on such pawns as on any other; the warning catches a slip (`a1` for
/// `a2`) without breaking those runs.
fn pawns_off_their_ranks(arg: &str, set: Bitboard) -> Option<ArgError> {
    let off = set & pawns::NO_PAWN_RANKS;
    if off.is_empty() {
        return None;
    }
    let names: Vec<String> = off.squares().map(|s| s.to_string()).collect();
    let names = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    };
    let ranks = match (
        off.intersects(Bitboard::RANK_1),
        off.intersects(Bitboard::RANK_8),
    ) {
        (true, true) => "ranks 1 and 8",
        (true, false) => "rank 1",
        _ => "rank 8",
    };
    let who = if off.count() == 1 {
        format!("a pawn on {names} stands")
    } else {
        format!("pawns on {names} stand")
    };
    Some(ArgError::new(
        arg,
        format!("{who} on {ranks}, where no pawn can be (pawns stand on ranks 2 to 7); the sets are computed as given"),
    ))
}

/// The error for a job that asks for a trace its task does not have (only
/// a [`Job`] built by hand can: [`parse_job`] refuses the command line).
pub(crate) fn no_trace_error(flag: &str) -> RunError {
    RunError::Arg(ArgError::new(
        flag,
        "this run has no trace (log, or voronoi with more than two sides)",
    ))
}

/// Draws the export of `task` with the page's own drawing code: the
/// trace of the same setup, drawn with the setup's marks and (for BFS and
/// Voronoi) walls, in the page's default styles.
fn export(task: &Task, e: &Export) -> Result<Vec<u8>, RunError> {
    let (Some(setup), Some(trace)) = (task.setup(), task.trace()) else {
        return Err(no_trace_error("--export"));
    };
    let film = TraceScene {
        trace: &trace,
        marks: setup.marks(),
        walls: setup.walls_used(),
    };
    let n = trace.frames.len();
    let scene = || {
        let k = e.frame.unwrap_or(n.saturating_sub(1));
        film.frame(k).ok_or_else(|| past_the_end(k, n))
    };
    let raster = RasterStyle::default();
    let encoded = |made| not_encoded(e, made);
    Ok(match e.format {
        ExportFormat::Svg => frame_svg(&scene()?, &SvgStyle::default()).into_bytes(),
        ExportFormat::Png => encoded(frame_png(&scene()?, &raster))?,
        ExportFormat::Text => frame_text(scene()?.frame).into_bytes(),
        ExportFormat::Gif => encoded(trace_gif(&film, &raster))?,
        ExportFormat::Filmstrip => encoded(trace_filmstrip_png(&film, &raster))?,
    })
}

/// The error for `--frame K` past the end of a trace of `n` frames.
pub(crate) fn past_the_end(k: usize, n: usize) -> RunError {
    RunError::Arg(ArgError::new(
        "--frame",
        match n {
            0 => "the trace has no frame to export".to_string(),
            1 => format!("{k} is past the last frame (the trace has 1 frame: 0)"),
            _ => format!(
                "{k} is past the last frame (the trace has {n} frames: 0 to {})",
                n - 1
            ),
        },
    ))
}

/// An export's bytes, or the error (exit status 1) when they could not be
/// encoded.
pub(crate) fn not_encoded(
    e: &Export,
    made: Result<Vec<u8>, EncodeError>,
) -> Result<Vec<u8>, RunError> {
    made.map_err(|err| {
        RunError::Export(ArgError::new(
            "--export",
            format!("cannot encode the {}: {err}", e.format.name()),
        ))
    })
}

/// The answer on stdout: for people, JSON or the trace. A `log` that read
/// no value says so in `failure` ([`log_failure`]).
fn answer(job: &Job, failure: &mut Option<ArgError>) -> Result<String, RunError> {
    let format = job.format;
    if format == Format::Trace {
        return match job.task.trace() {
            Some(t) => Ok(trace_line(&t)),
            None => Err(no_trace_error("--trace")),
        };
    }
    Ok(match job.task {
        Task::Paths {
            from,
            to,
            through,
            step,
            variant,
            method: _,
        } => paths(from, to, through, step, variant, format),
        Task::Fill {
            dir,
            gen,
            pro,
            method,
        } => fill(dir, gen, pro, method, format),
        Task::Attacks {
            piece,
            sliders,
            occupied,
        } => attacks(piece, sliders, occupied, format),
        Task::Bfs {
            from,
            to,
            open,
            walls,
        } => bfs(from, to, open, walls, format),
        Task::Voronoi { a, b, open, walls } => voronoi(a, b, open, walls, format),
        Task::VoronoiSides {
            ref sides,
            open,
            walls,
        } => voronoi_sides(sides, open, walls, format),
        Task::Reach {
            from,
            through,
            step,
            plies,
            method: _,
        } => reach(from, through, step, plies, format),
        Task::Pawns { white, black } => pawns(white, black, format),
        Task::Log { ref file, mapping } => {
            let text = read_input(file).map_err(RunError::Input)?;
            let read = log::read(&text, mapping);
            *failure = log_failure(file, &read);
            log_answer(file, &read, mapping.name(), format)
        }
    })
}

/// The text of `file` (`-`: stdin), at most [`MAX_LOG_BYTES`]; bytes that
/// are not UTF-8 read as U+FFFD, so the values around them still load.
pub(crate) fn read_input(file: &str) -> Result<String, ArgError> {
    let name = if file == "-" { "stdin" } else { file };
    let fail = |err: std::io::Error| ArgError::new(name, format!("cannot read: {err}"));
    let mut bytes = Vec::new();
    let limit = MAX_LOG_BYTES + 1;
    if file == "-" {
        std::io::stdin()
            .lock()
            .take(limit)
            .read_to_end(&mut bytes)
            .map_err(fail)?;
    } else {
        std::fs::File::open(file)
            .and_then(|f| f.take(limit).read_to_end(&mut bytes))
            .map_err(fail)?;
    }
    if bytes.len() as u64 > MAX_LOG_BYTES {
        return Err(ArgError::new(
            name,
            format!(
                "is larger than {} MiB, more than any pasted log",
                MAX_LOG_BYTES >> 20
            ),
        ));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn paths(
    from: Bitboard,
    to: Bitboard,
    through: Bitboard,
    step: Step,
    variant: Variant,
    format: Format,
) -> String {
    // The number of moves always comes from Westcott's routine; the return
    // value and the layers from the chosen variant.
    let moves = paths::westcott(from, to, through, step).moves();
    let run: Asp = match variant {
        Variant::Westcott => paths::westcott(from, to, through, step),
        Variant::Moshammer => paths::moshammer(from, to, through, step),
    };
    let ret = run.terminates.then_some(run.ret);

    if format == Format::Json {
        return json_line(&json!({
            "moves": moves,
            "return": ret,
            "terminates": run.terminates,
            "layers": run.layers(),
        }));
    }

    let mut out = format!("{}, {} steps\n", variant.title(), step.name());
    out.push_str(&boards(&[
        ("from (sq1)".into(), from),
        ("to (sq2)".into(), to),
        ("through (path)".into(), through),
    ]));
    if !run.layers().is_empty() {
        out.push('\n');
        let layers: Vec<(String, Bitboard)> = run
            .layers()
            .iter()
            .enumerate()
            .map(|(k, &b)| (format!("asp[{k}]"), b))
            .collect();
        out.push_str(&boards(&layers));
    }
    out.push('\n');
    let moves_part = match (moves, variant) {
        (Some(m), _) => plural(m, "move", "moves"),
        (None, Variant::Westcott) => "no path".into(),
        // Moshammer's routine does not check that sq1 is on the path, so
        // it can return layers where Westcott's finds none: say whose
        // count this is.
        (None, Variant::Moshammer) => "no path by Westcott's routine".into(),
    };
    let routine_part = match (ret, run.cycle) {
        (Some(r), _) => format!("routine returned {r}"),
        (None, Some((a, b))) => {
            format!("routine never returns (asp[{b}] repeats asp[{a}], so it loops forever)")
        }
        (None, None) => {
            "routine never returns (it is still looping long after any path would end)".into()
        }
    };
    let _ = writeln!(out, "{moves_part}; {routine_part}");
    out
}

fn fill(dir: Direction, gen: Bitboard, pro: Bitboard, method: Method, format: Format) -> String {
    let flood = fill::occluded(gen, pro, dir, method);
    let attacks = fill::attacks(gen, pro, dir, method);
    if format == Format::Json {
        return json_line(&json!({ "occluded": flood, "attacks": attacks }));
    }
    let mut out = format!("Occluded fill {dir} by {}\n", method.name());
    out.push_str(&boards(&[
        ("gen".into(), gen),
        ("pro".into(), pro),
        ("occluded".into(), flood),
        ("attacks".into(), attacks),
    ]));
    let _ = writeln!(
        out,
        "\noccluded fill: {}; attacks: {}",
        squares(flood),
        squares(attacks)
    );
    out
}

fn attacks(piece: Piece, sliders: Bitboard, occupied: Bitboard, format: Format) -> String {
    let att = fill::slider_attacks(piece, sliders, occupied);
    if format == Format::Json {
        return json_line(&json!({ "attacks": att }));
    }
    let mut out = format!("Set-wise {} attacks\n", piece.name());
    out.push_str(&boards(&[
        ("sliders".into(), sliders),
        ("occupied".into(), occupied),
        ("attacks".into(), att),
    ]));
    let _ = writeln!(out, "\n{} attacks: {}", piece.name(), squares(att));
    out
}

/// A set the commands write: an 8x8 [`Bitboard`] or a 9x9 [`Board9`], so
/// that `bfs` and `voronoi` write their answers once for both boards.
pub(crate) trait Set: Copy {
    /// The board's word, for drawing.
    type Word: Grid;
    /// Where the run happens, for the title line: nothing on the default
    /// 8x8 board, ` on the 9x9 board` there.
    const ON: &'static str;
    /// The word.
    fn word(self) -> Self::Word;
    /// Number of squares.
    fn count(self) -> u32;
    /// As JSON: `"0x"` and 16 (8x8) or 32 (9x9) lowercase hex digits.
    fn json(self) -> Value;
}

impl Set for Bitboard {
    type Word = u64;
    const ON: &'static str = "";
    fn word(self) -> u64 {
        self.0
    }
    fn count(self) -> u32 {
        Bitboard::count(self)
    }
    fn json(self) -> Value {
        Value::String(self.hex())
    }
}

impl Set for Board9 {
    type Word = u128;
    const ON: &'static str = " on the 9x9 board";
    fn word(self) -> u128 {
        self.0
    }
    fn count(self) -> u32 {
        Board9::count(self)
    }
    fn json(self) -> Value {
        Value::String(self.hex())
    }
}

fn json_sets<S: Set>(sets: &[S]) -> Value {
    Value::Array(sets.iter().map(|s| s.json()).collect())
}

/// Draws labelled boards of any size, [`PER_ROW`] to a row.
fn boards_of<S: Set>(items: &[(String, S)]) -> String {
    let refs: Vec<(&str, S::Word)> = items.iter().map(|(c, b)| (c.as_str(), b.word())).collect();
    render::grid_of(&refs, PER_ROW)
}

fn squares_of<S: Set>(b: S) -> String {
    plural(b.count(), "square", "squares")
}

/// The wall boards worth drawing: `[north, east]`, each when not empty.
fn wall_boards<S: Set>([north, east]: [S; 2]) -> Vec<(String, S)> {
    let mut v = Vec::new();
    if north.count() > 0 {
        v.push(("walls north of".into(), north));
    }
    if east.count() > 0 {
        v.push(("walls east of".into(), east));
    }
    v
}

/// What `bfs` ran on and what it found, on either board.
pub(crate) struct BfsRun<S> {
    pub(crate) from: S,
    pub(crate) to: Option<S>,
    pub(crate) open: S,
    /// `[north, east]`.
    pub(crate) walls: [S; 2],
    pub(crate) layers: Vec<S>,
    pub(crate) visits: S,
    pub(crate) distance: Option<u32>,
}

/// Writes `bfs`'s answer for people or as JSON.
pub(crate) fn bfs_answer<S: Set>(r: &BfsRun<S>, format: Format) -> String {
    if format == Format::Json {
        return json_line(&json!({
            "distance": r.distance,
            "layers": json_sets(&r.layers),
            "visits": r.visits.json(),
        }));
    }
    let mut out = format!("Bit-shift BFS{}, rook steps, with walls\n", S::ON);
    let mut inputs: Vec<(String, S)> = vec![("from".into(), r.from)];
    if let Some(to) = r.to {
        inputs.push(("to".into(), to));
    }
    inputs.push(("open".into(), r.open));
    inputs.extend(wall_boards(r.walls));
    out.push_str(&boards_of(&inputs));
    out.push('\n');
    let layers: Vec<(String, S)> = r
        .layers
        .iter()
        .enumerate()
        .map(|(k, &b)| (format!("layer[{k}]"), b))
        .collect();
    out.push_str(&boards_of(&layers));
    let reached = format!(
        "{}, {} reached",
        plural(r.layers.len() as u32, "layer", "layers"),
        squares_of(r.visits)
    );
    let summary = match (r.to, r.distance) {
        (_, Some(d)) => format!("distance {d}; {reached}"),
        (Some(_), None) => format!("target not reached; {reached}"),
        (None, None) => reached,
    };
    let _ = writeln!(out, "\n{summary}");
    out
}

fn bfs(
    from: Bitboard,
    to: Option<Bitboard>,
    open: Bitboard,
    walls: Walls,
    format: Format,
) -> String {
    let r = bfs::bfs(from, open, walls, to.unwrap_or(Bitboard::EMPTY));
    let run = BfsRun {
        from,
        to,
        open,
        walls: [walls.north, walls.east],
        layers: r.layers,
        visits: r.visits,
        distance: r.target_dist,
    };
    bfs_answer(&run, format)
}

/// Writes the answer of `voronoi --a --b` for people or as JSON, on
/// either board: `inputs` are `[a, b, open]`, `regions` `[a, b, ties]`.
pub(crate) fn voronoi_answer<S: Set>(
    inputs: [S; 3],
    walls: [S; 2],
    regions: [S; 3],
    format: Format,
) -> String {
    let [a, b, open] = inputs;
    let [ra, rb, ties] = regions;
    if format == Format::Json {
        return json_line(&json!({ "a": ra.json(), "b": rb.json(), "ties": ties.json() }));
    }
    let mut out = format!("Voronoi partition{}, rook steps, with walls\n", S::ON);
    let mut inputs: Vec<(String, S)> =
        vec![("a".into(), a), ("b".into(), b), ("open".into(), open)];
    inputs.extend(wall_boards(walls));
    out.push_str(&boards_of(&inputs));
    out.push('\n');
    out.push_str(&boards_of(&[
        ("a's region".into(), ra),
        ("b's region".into(), rb),
        ("ties".into(), ties),
    ]));
    let _ = writeln!(
        out,
        "\na gets {}, b gets {}, {} tied",
        squares_of(ra),
        squares_of(rb),
        ties.count()
    );
    out
}

fn voronoi(a: Bitboard, b: Bitboard, open: Bitboard, walls: Walls, format: Format) -> String {
    let r = bfs::voronoi(a, b, open, walls);
    voronoi_answer(
        [a, b, open],
        [walls.north, walls.east],
        [r.a, r.b, r.ties],
        format,
    )
}

/// Draws labelled boards of either size in one row, each column as wide
/// as its caption (at least a board): for names longer than
/// [`render::grid_of`] shows whole.
fn wide_row<S: Set>(items: &[(String, S)]) -> String {
    let board = render::board_width::<S::Word>();
    let widths: Vec<usize> = items
        .iter()
        .map(|(c, _)| c.chars().count().max(board))
        .collect();
    // Each board drawn alone by the core, its caption line left off.
    let drawn: Vec<Vec<String>> = items
        .iter()
        .map(|(_, b)| {
            render::side_by_side_of(&[("", b.word())])
                .lines()
                .skip(1)
                .map(String::from)
                .collect()
        })
        .collect();
    let gap = "   ";
    let mut out = String::new();
    let mut line = String::new();
    let captions = items.iter().map(|(c, _)| c.as_str());
    let rows = (0..<S::Word as Grid>::HEIGHT as usize)
        .map(|r| drawn.iter().map(move |d| d[r].as_str()).collect::<Vec<_>>());
    for cells in std::iter::once(captions.collect::<Vec<_>>()).chain(rows) {
        line.clear();
        for (k, (cell, w)) in cells.iter().zip(&widths).enumerate() {
            if k > 0 {
                line.push_str(gap);
            }
            let _ = write!(line, "{cell:<w$}");
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Widest row [`wide_rows`] makes: five 8x8 boards and their gaps.
const ROW_WIDTH: usize = 5 * BOARD_WIDTH + 4 * 3;

/// [`wide_row`]s of as many boards as fit in [`ROW_WIDTH`] columns, with a
/// blank line between rows; a caption longer than fits beside one board
/// is cut.
fn wide_rows<S: Set>(items: &[(String, S)]) -> String {
    let board = render::board_width::<S::Word>();
    let max_caption = ROW_WIDTH - board - 3;
    let mut rows: Vec<Vec<(String, S)>> = Vec::new();
    let mut width = 0;
    for (caption, b) in items {
        let caption: String = caption.chars().take(max_caption).collect();
        let w = caption.chars().count().max(board);
        match rows.last_mut() {
            Some(row) if width + 3 + w <= ROW_WIDTH => {
                row.push((caption, *b));
                width += 3 + w;
            }
            _ => {
                rows.push(vec![(caption, *b)]);
                width = w;
            }
        }
    }
    let drawn: Vec<String> = rows.iter().map(|r| wide_row(r)).collect();
    drawn.join("\n")
}

/// Writes the answer of `voronoi --side ...` for people or as JSON, on
/// either board: `own[i]` is side `i`'s region.
pub(crate) fn voronoi_sides_answer<S: Set>(
    sides: &[S],
    open: S,
    walls: [S; 2],
    (own, ties): (&[S], S),
    format: Format,
) -> String {
    if format == Format::Json {
        return json_line(&json!({ "sides": json_sets(own), "ties": ties.json() }));
    }
    let mut out = format!(
        "Voronoi partition of {} sides{}, rook steps, with walls\n",
        sides.len(),
        S::ON
    );
    let mut inputs: Vec<(String, S)> = sides
        .iter()
        .enumerate()
        .map(|(k, &s)| (format!("side {}", k + 1), s))
        .collect();
    inputs.push(("open".into(), open));
    inputs.extend(wall_boards(walls));
    out.push_str(&boards_of(&inputs));
    out.push('\n');
    let mut regions: Vec<(String, S)> = own
        .iter()
        .enumerate()
        .map(|(k, &s)| (format!("side {}'s region", k + 1), s))
        .collect();
    regions.push(("ties".into(), ties));
    out.push_str(&boards_of(&regions));
    let gets: Vec<String> = own
        .iter()
        .enumerate()
        .map(|(k, &s)| format!("side {} gets {}", k + 1, squares_of(s)))
        .collect();
    let _ = writeln!(out, "\n{}, {} tied", gets.join(", "), ties.count());
    out
}

fn voronoi_sides(sides: &[Bitboard], open: Bitboard, walls: Walls, format: Format) -> String {
    let r = bfs::voronoi_sides(sides, open, walls);
    voronoi_sides_answer(
        sides,
        open,
        [walls.north, walls.east],
        (&r.sides, r.ties),
        format,
    )
}

fn reach(
    from: Bitboard,
    through: Bitboard,
    step: Step,
    plies: Option<u32>,
    format: Format,
) -> String {
    let layers = reach::reach(from, through, step, plies);
    if format == Format::Json {
        return json_line(&json!({ "layers": layers }));
    }
    let mut out = format!("Reach (mobility by ply), {} steps\n", step.name());
    out.push_str(&boards(&[
        ("from (sq1)".into(), from),
        ("through (path)".into(), through),
    ]));
    out.push('\n');
    let drawn: Vec<(String, Bitboard)> = layers
        .iter()
        .enumerate()
        .map(|(k, &b)| (format!("ply[{k}]"), b))
        .collect();
    out.push_str(&boards(&drawn));
    let counts: Vec<String> = layers.iter().map(|b| b.count().to_string()).collect();
    let reached = layers.iter().fold(Bitboard::EMPTY, |acc, &b| acc | b);
    let moves = layers.len() - 1;
    // Whether --plies cut the fill short: a further move would reach more.
    let cut = plies.is_some() && reach::reach(from, through, step, None).len() > layers.len();
    let _ = writeln!(
        out,
        "\nsquares per ply: {} ({} reached in {})",
        counts.join(", "),
        squares(reached),
        plural(moves as u32, "move", "moves")
    );
    if cut {
        let _ = writeln!(
            out,
            "--plies {moves} stopped the fill; more squares lie further"
        );
    }
    out
}

fn pawns(white: Bitboard, black: Bitboard, format: Format) -> String {
    let s = pawns::pawn_sets(white, black);
    if format == Format::Json {
        // Written by hand: serde_json's objects sort their keys, and the
        // sets keep the order of `PawnSets::named`.
        let mut line = String::from("{");
        for (k, (name, b)) in s.named().into_iter().enumerate() {
            if k > 0 {
                line.push(',');
            }
            let _ = write!(line, "\"{name}\":\"{}\"", b.hex());
        }
        line.push_str("}\n");
        return line;
    }
    let mut out = String::from("Pawn fills and spans\n");
    out.push_str(&boards(&[("white".into(), white), ("black".into(), black)]));
    // Four to a row: white's set beside black's.
    for row in s.named().chunks(4) {
        out.push('\n');
        let items: Vec<(String, Bitboard)> = row.iter().map(|&(n, b)| (n.into(), b)).collect();
        out.push_str(&wide_row(&items));
    }
    let files = |b: Bitboard| plural(b.count() / 8, "file", "files");
    let _ = writeln!(
        out,
        "\npassed pawns: white {}, black {}\n\
         {} open, {} closed; half-open: {} for white, {} for black\n\
         outposts: white {}, black {}",
        s.w_passed.count(),
        s.b_passed.count(),
        files(s.open_files),
        files(s.closed_files),
        files(s.w_half_open_files),
        files(s.b_half_open_files),
        s.w_outposts.count(),
        s.b_outposts.count()
    );
    out
}

/// `text` with control characters escaped, so a skipped line cannot drive
/// the terminal.
fn printable(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() && c != '\t' {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Why a `log` of `file` (`-`: stdin) that read no value fails (exit
/// status 1, its answer still written): a script that reads a log wants to
/// know it found nothing. `None` when it read a value.
pub(crate) fn log_failure<S>(file: &str, read: &log::Log<S>) -> Option<ArgError> {
    if !read.frames.is_empty() {
        return None;
    }
    let source = if file == "-" { "stdin" } else { file };
    let why = match read.skipped.len() {
        0 => "it has no line that is not blank".to_string(),
        n => format!(
            "{} skipped, each with why",
            plural(u32::try_from(n).unwrap_or(u32::MAX), "line", "lines")
        ),
    };
    Some(ArgError::new(
        printable(source),
        format!("no value read ({why})"),
    ))
}

/// Writes what `log` read from `file` (`-`: stdin) on either board, its
/// mapping named `mapping` as that board names it: every value as a board
/// under its name, how bare numbers were read ([`log::Log::bare_note`]) and
/// every skipped line with why, or as JSON: each frame `{"name", "value"}`
/// (`name` null when nameless), its set as the board's other commands
/// write one ([`Set::json`]), each skipped line `{"line", "text", "why"}`,
/// and `"notes"`, the note on bare numbers if there is one.
pub(crate) fn log_answer<S: Set>(
    file: &str,
    read: &log::Log<S>,
    mapping: &str,
    format: Format,
) -> String {
    if format == Format::Json {
        let frames: Vec<Value> = read
            .frames
            .iter()
            .map(|f| json!({ "name": f.name, "value": f.value.json() }))
            .collect();
        let skipped: Vec<Value> = read
            .skipped
            .iter()
            .map(|s| json!({ "line": s.line, "text": s.text, "why": s.why }))
            .collect();
        let notes: Vec<String> = read.bare_note().into_iter().collect();
        return json_line(&json!({ "frames": frames, "skipped": skipped, "notes": notes }));
    }
    let source = if file == "-" { "stdin" } else { file };
    let n = read.frames.len() as u32;
    let mut out = format!(
        "{} read from {}{} (mapping {mapping})\n",
        plural(n, "value", "values"),
        printable(source),
        S::ON
    );
    if let Some(note) = read.bare_note() {
        let _ = writeln!(out, "{note}");
    }
    if !read.frames.is_empty() {
        let items: Vec<(String, S)> = read
            .frames
            .iter()
            .enumerate()
            .map(|(k, f)| {
                let name = f.name.as_deref().unwrap_or(log::NAMELESS);
                (format!("{}. {name}", k + 1), f.value)
            })
            .collect();
        out.push_str(&wide_rows(&items));
    }
    if !read.skipped.is_empty() {
        let _ = writeln!(
            out,
            "\n{} skipped:",
            plural(read.skipped.len() as u32, "line", "lines")
        );
        for s in &read.skipped {
            let _ = writeln!(out, "  line {}: {} ({})", s.line, printable(&s.text), s.why);
        }
    }
    out
}
