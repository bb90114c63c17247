//! # fillscope-cli
//!
//! The command-line front end of [`fillscope_core`]: runs one bitboard fill
//! on the sets you give and prints the boards as the seeds draw them (rank 8
//! on top, `1` and `.`), one JSON object (`--json`), or the whole recorded
//! trace (`--trace`, the format the web app plays back).
//!
//! ```text
//! fillscope paths   --from SET --to SET [--through SET] [--step STEP] [--variant VARIANT]
//!                   [--method METHOD]
//! fillscope fill    --dir DIR --gen SET --pro SET [--method METHOD]
//! fillscope attacks --piece PIECE --sliders SET --occupied SET
//! fillscope bfs     --from SET [--to SET] [--open SET] [--board 8x8|9x9] [WALLS]
//! fillscope voronoi --a SET --b SET [--open SET] [--board 8x8|9x9] [WALLS]
//! fillscope voronoi --side SET --side SET [--side SET]... [--open SET] [--board 8x8|9x9] [WALLS]
//! fillscope reach   --from SET [--through SET] [--step STEP] [--plies N] [--method METHOD]
//! fillscope pawns   --white SET --black SET
//! fillscope log     FILE [--mapping MAPPING] [--board 8x8|9x9]
//! fillscope run     FILE.c [--entry NAME] [--arg NAME=VALUE]... [--max-steps N]
//! ```
//!
//! [`parse`] reads a command line into a [`Command`] without running
//! anything, so it can be tested and fuzzed in-process; [`run`] carries
//! it out (reading `log`'s FILE, its only input besides the arguments). A
//! bad argument is one [`ArgError`], which the binary prints as one line
//! on stderr before exiting with status 2.
//!
//! ```
//! use fillscope_cli::{parse, run, Command};
//! let args: Vec<String> = ["paths", "--from", "e4", "--to", "a1,h8", "--json"]
//!     .map(String::from)
//!     .into();
//! let command = parse(&args).unwrap();
//! assert!(matches!(command, Command::Run(_)));
//! assert!(run(&command).unwrap().stdout.starts_with("{\"layers\":"));
//! let bad: Vec<String> = vec!["paths".into(), "--frm".into()];
//! assert_eq!(parse(&bad).unwrap_err().arg, "--frm");
//! ```

pub mod args;
pub mod commands;
pub mod help;
pub mod nine;
pub mod play;

pub use args::ArgError;
pub use commands::{BoardSize, Export, ExportFormat, Format, Job, Output, RunError, Task, Variant};
pub use nine::{Job9, Task9};
pub use play::PlayJob;

use args::wants_help;

/// What a command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Print the help text of a topic.
    Help(help::Topic),
    /// Print the version.
    Version,
    /// Run one of the commands.
    Run(Job),
    /// Run `bfs` or `voronoi`, or read a `log`, on the 9x9 board
    /// (`--board 9x9`).
    Run9(Job9),
    /// Run the user's own C code (`fillscope run FILE.c`).
    Play(PlayJob),
}

/// `paths, fill, ... or log`, for messages.
fn commands() -> String {
    let [rest @ .., last] = commands::NAMES;
    format!("{} or {last}", rest.join(", "))
}

/// Reads a command line (without the program name). Never panics and
/// never runs anything.
pub fn parse(args: &[String]) -> Result<Command, ArgError> {
    let Some(first) = args.first() else {
        return Err(ArgError::new(
            "COMMAND",
            format!("missing (expected {}; see fillscope --help)", commands()),
        ));
    };
    match first.as_str() {
        "-h" | "--help" | "help" => return Ok(Command::Help(help::Topic::Usage)),
        "-V" | "--version" if args.len() > 1 => {
            return Err(ArgError::new(
                first.as_str(),
                "takes nothing after it (fillscope --version)",
            ))
        }
        "-V" | "--version" => return Ok(Command::Version),
        _ => {}
    }
    let not_a_command = || {
        let what = if first.starts_with('-') {
            "is not a command; the command comes first"
        } else {
            "is not a command"
        };
        ArgError::new(
            first.as_str(),
            format!("{what} (expected {}; see fillscope --help)", commands()),
        )
    };
    let help = help::of_command(first).ok_or_else(not_a_command)?;
    let rest = &args[1..];
    if wants_help(rest) {
        return Ok(Command::Help(help));
    }
    if first == "run" {
        return Ok(Command::Play(play::parse_run(rest)?));
    }
    if let Some(job) = nine::parse_job9(first, rest) {
        return Ok(Command::Run9(job?));
    }
    let job = commands::parse_job(first, rest).ok_or_else(not_a_command)?;
    Ok(Command::Run(job?))
}

/// Carries out a command: the text for stdout and the file to write (the
/// caller writes it). The only I/O here is `log` reading its FILE or stdin.
pub fn run(command: &Command) -> Result<Output, RunError> {
    let text = |stdout: String| {
        Ok(Output {
            stdout,
            ..Output::default()
        })
    };
    match command {
        Command::Help(topic) => text(help::text(*topic)),
        Command::Version => text(format!("fillscope {}\n", env!("CARGO_PKG_VERSION"))),
        Command::Run(job) => commands::run_job(job),
        Command::Run9(job) => nine::run_job9(job),
        Command::Play(job) => play::run_play(job),
    }
}
