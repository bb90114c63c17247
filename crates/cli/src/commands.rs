//! The five commands: [`parse_job`] reads and checks a command's options
//! into a [`Job`]; [`run_job`] runs the core and writes the answer for
//! people (boards side by side and one summary line), as one JSON object
//! (`--json`) or as the recorded trace (`--trace`), and draws the
//! `--export` file with the page's drawing code (`fillscope-draw`).

use std::fmt::Write;

use fillscope_core::bfs::{self, Walls};
use fillscope_core::paths::{self, Asp};
use fillscope_core::{
    fill, render, Algorithm, Bitboard, Direction, Method, Piece, Setup, Step, Trace,
};
use fillscope_draw::{
    frame_png, frame_svg, frame_text, trace_filmstrip_png, trace_gif, EncodeError, RasterStyle,
    Scene, SvgStyle, TraceScene,
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

fn format_of(p: &Parsed) -> Result<Format, ArgError> {
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

/// One fill to run, with every input read and checked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
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
    /// `fillscope voronoi`.
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
}

/// A checked command line of one of the five commands.
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
fn export_of(p: &Parsed) -> Result<Option<Export>, ArgError> {
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

fn json_line(v: &Value) -> String {
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

/// The command that runs algorithm `a`, or `None` for the fills the CLI
/// does not offer (connected, reach, pawns). A match without a catch-all:
/// an algorithm added to the registry does not compile here until the CLI
/// decides about it.
pub const fn command_of(a: Algorithm) -> Option<&'static str> {
    match a {
        Algorithm::Westcott | Algorithm::Moshammer => Some("paths"),
        Algorithm::Dumb7 | Algorithm::KoggeStone | Algorithm::Rotate => Some("fill"),
        Algorithm::Attacks => Some("attacks"),
        Algorithm::Bfs => Some("bfs"),
        Algorithm::Voronoi => Some("voronoi"),
        Algorithm::Connected | Algorithm::Reach | Algorithm::Pawns => None,
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
pub const PATHS_OPTS: [Opt; 5] = [
    Opt::value("--from", "SET"),
    Opt::value("--to", "SET"),
    Opt::value("--through", "SET"),
    Opt::value("--step", "STEP"),
    Opt::value("--variant", "VARIANT"),
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
pub const BFS_OPTS: [Opt; 6] = [
    Opt::value("--from", "SET"),
    Opt::value("--to", "SET"),
    Opt::value("--open", "SET"),
    WALL_OPTS[0],
    WALL_OPTS[1],
    WALL_OPTS[2],
];

/// Options of `voronoi`.
pub const VORONOI_OPTS: [Opt; 6] = [
    Opt::value("--a", "SET"),
    Opt::value("--b", "SET"),
    Opt::value("--open", "SET"),
    WALL_OPTS[0],
    WALL_OPTS[1],
    WALL_OPTS[2],
];

/// The command names, in the order `--help` lists them: the order in which
/// the registry lists their algorithms ([`command_of`]).
pub const NAMES: [&str; 5] = ["paths", "fill", "attacks", "bfs", "voronoi"];

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
        _ => return None,
    };
    Some(parse(args))
}

fn parse_paths(args: &[String]) -> Result<Job, ArgError> {
    let p = parse_options("paths", &PATHS_OPTS, args)?;
    let task = Task::Paths {
        from: p.required_set("--from")?,
        to: p.required_set("--to")?,
        through: p.set_or("--through", Bitboard::ALL)?,
        step: p
            .choice("--step", Step::from_name, &names(help::steps()))?
            .unwrap_or_default(),
        variant: p
            .choice("--variant", Variant::from_name, &names(help::variants()))?
            .unwrap_or_default(),
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
    Ok(Job {
        task,
        format: format_of(&p)?,
        export: export_of(&p)?,
    })
}

fn parse_voronoi(args: &[String]) -> Result<Job, ArgError> {
    let p = parse_options("voronoi", &VORONOI_OPTS, args)?;
    let task = Task::Voronoi {
        a: p.required_set("--a")?,
        b: p.required_set("--b")?,
        open: p.set_or("--open", Bitboard::ALL)?,
        walls: p.walls()?,
    };
    Ok(Job {
        task,
        format: format_of(&p)?,
        export: export_of(&p)?,
    })
}

impl Task {
    /// The same run as the registry's [`Setup`]: the algorithm, its
    /// options, and the board's marks (sources, targets, and blockers as
    /// the complement of `--through`, `--pro` or `--open`, or `--occupied`
    /// itself). `--trace` prints its trace, and exports draw it as the page
    /// draws that setup.
    pub fn setup(&self) -> Setup {
        let base = Setup {
            targets: Bitboard::EMPTY,
            walls: Walls::NONE,
            ..Setup::seed_example()
        };
        match *self {
            Task::Paths {
                from,
                to,
                through,
                step,
                variant,
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
        }
    }
}

/// What a run made: text for stdout and, with `--export`, a file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output {
    /// The text for stdout (empty with `--export` unless `--json` or
    /// `--trace` was given too).
    pub stdout: String,
    /// The file `--export` makes: `--out`'s name and the bytes.
    pub file: Option<(String, Vec<u8>)>,
}

/// Why a run could not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// An argument only the run could check (a frame past the end of the
    /// trace): exit status 2, as for any bad argument.
    Arg(ArgError),
    /// The export could not be made: exit status 1.
    Export(ArgError),
}

/// Runs a job: the text for stdout and the exported file.
pub fn run_job(job: &Job) -> Result<Output, RunError> {
    let file = match &job.export {
        Some(e) => Some((e.out.clone(), export(&job.task, e)?)),
        None => None,
    };
    let stdout = if file.is_some() && job.format == Format::Human {
        String::new()
    } else {
        answer(job)
    };
    Ok(Output { stdout, file })
}

/// Draws the export of `task` with the page's own drawing code: the
/// registry's trace of the same setup, drawn with the setup's marks and
/// (for BFS and Voronoi) walls, in the page's default styles.
fn export(task: &Task, e: &Export) -> Result<Vec<u8>, RunError> {
    let setup = task.setup();
    let trace = setup.trace();
    let film = TraceScene {
        trace: &trace,
        marks: setup.marks(),
        walls: setup.walls_used(),
    };
    let n = trace.frames.len();
    let scene = || -> Result<Scene<'_>, RunError> {
        let k = e.frame.unwrap_or(n.saturating_sub(1));
        film.frame(k).ok_or_else(|| {
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
        })
    };
    let raster = RasterStyle::default();
    let encoded = |made: Result<Vec<u8>, EncodeError>| {
        made.map_err(|err| {
            RunError::Export(ArgError::new(
                "--export",
                format!("cannot encode the {}: {err}", e.format.name()),
            ))
        })
    };
    Ok(match e.format {
        ExportFormat::Svg => frame_svg(&scene()?, &SvgStyle::default()).into_bytes(),
        ExportFormat::Png => encoded(frame_png(&scene()?, &raster))?,
        ExportFormat::Text => frame_text(scene()?.frame).into_bytes(),
        ExportFormat::Gif => encoded(trace_gif(&film, &raster))?,
        ExportFormat::Filmstrip => encoded(trace_filmstrip_png(&film, &raster))?,
    })
}

/// The answer on stdout: for people, JSON or the trace.
fn answer(job: &Job) -> String {
    let format = job.format;
    if format == Format::Trace {
        return trace_line(&job.task.setup().trace());
    }
    match job.task {
        Task::Paths {
            from,
            to,
            through,
            step,
            variant,
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
    }
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
    let moves_part = match moves {
        Some(m) => plural(m, "move", "moves"),
        None => "no path".into(),
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

fn wall_boards(walls: Walls) -> Vec<(String, Bitboard)> {
    let mut v = Vec::new();
    if !walls.north.is_empty() {
        v.push(("walls north of".into(), walls.north));
    }
    if !walls.east.is_empty() {
        v.push(("walls east of".into(), walls.east));
    }
    v
}

fn bfs(
    from: Bitboard,
    to: Option<Bitboard>,
    open: Bitboard,
    walls: Walls,
    format: Format,
) -> String {
    let target = to.unwrap_or(Bitboard::EMPTY);

    let r = bfs::bfs(from, open, walls, target);
    if format == Format::Json {
        return json_line(&json!({
            "distance": r.target_dist,
            "layers": r.layers,
            "visits": r.visits,
        }));
    }
    let mut out = String::from("Bit-shift BFS, rook steps, with walls\n");
    let mut inputs: Vec<(String, Bitboard)> = vec![("from".into(), from)];
    if let Some(to) = to {
        inputs.push(("to".into(), to));
    }
    inputs.push(("open".into(), open));
    inputs.extend(wall_boards(walls));
    out.push_str(&boards(&inputs));
    out.push('\n');
    let layers: Vec<(String, Bitboard)> = r
        .layers
        .iter()
        .enumerate()
        .map(|(k, &b)| (format!("layer[{k}]"), b))
        .collect();
    out.push_str(&boards(&layers));
    let reached = format!(
        "{}, {} reached",
        plural(r.layers.len() as u32, "layer", "layers"),
        squares(r.visits)
    );
    let summary = match (to, r.target_dist) {
        (_, Some(d)) => format!("distance {d}; {reached}"),
        (Some(_), None) => format!("target not reached; {reached}"),
        (None, None) => reached,
    };
    let _ = writeln!(out, "\n{summary}");
    out
}

fn voronoi(a: Bitboard, b: Bitboard, open: Bitboard, walls: Walls, format: Format) -> String {
    let r = bfs::voronoi(a, b, open, walls);
    if format == Format::Json {
        return json_line(&json!({ "a": r.a, "b": r.b, "ties": r.ties }));
    }
    let mut out = String::from("Voronoi partition, rook steps, with walls\n");
    let mut inputs: Vec<(String, Bitboard)> =
        vec![("a".into(), a), ("b".into(), b), ("open".into(), open)];
    inputs.extend(wall_boards(walls));
    out.push_str(&boards(&inputs));
    out.push('\n');
    out.push_str(&boards(&[
        ("a's region".into(), r.a),
        ("b's region".into(), r.b),
        ("ties".into(), r.ties),
    ]));
    let _ = writeln!(
        out,
        "\na gets {}, b gets {}, {} tied",
        squares(r.a),
        squares(r.b),
        r.ties.count()
    );
    out
}
