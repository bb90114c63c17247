//! `fillscope run FILE.c`: runs the user's own C routine in the
//! playground's interpreter ([`fillscope_play`]) and prints what it left:
//! its sets as boards and a summary (return value, steps, stop,
//! warnings), one JSON object (`--json`), or the statement-by-statement
//! trace in the core's trace format (`--trace`).
//!
//! [`parse_run`] checks what can be checked without the source (each
//! `--arg` is `NAME=VALUE`, `--max-steps` a number); [`run_play`] reads
//! and compiles the source and only then checks the arguments against the
//! entry function's parameters. Source that does not compile is a
//! [`RunError::Compile`]: the compiler-style report, exit status 1.

use std::borrow::Cow;
use std::fmt::Write;

use fillscope_core::nine::{Board9, Frame9, Outcome9, Register9, Trace9};
use fillscope_core::trace::{Frame as CoreFrame, Outcome, Register, Role};
use fillscope_core::{parse_bitboard, render, Bitboard, Trace};
use fillscope_play::{
    Arg, Options, ParamType, Program, Run, Scalar, Shown, Signature, Value as PlayValue, Warning,
};
use serde_json::{json, Map, Value};

use crate::args::{parse_with_positional, ArgError, Opt, Parsed};
use crate::commands::{format_of, json_line, read_input, Format, Output, RunError};

/// Options of `run` (besides its FILE).
pub const RUN_OPTS: [Opt; 3] = [
    Opt::value("--entry", "NAME"),
    Opt::repeated("--arg", "NAME=VALUE"),
    Opt::value("--max-steps", "N"),
];

/// Boards per row in people's output, as the other commands draw them.
const PER_ROW: usize = 5;

/// A checked `fillscope run` command line. The arguments' values are
/// checked when the source is compiled: only then are the parameters'
/// types known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayJob {
    /// FILE, or `-` for stdin; read when the job runs.
    pub file: String,
    /// `--entry`: the function to run; `None` for the last one defined.
    pub entry: Option<String>,
    /// Every `--arg NAME=VALUE`, in order, split at the first `=`.
    pub args: Vec<(String, String)>,
    /// `--max-steps`: the statement budget.
    pub max_steps: u64,
    /// How to write the answer.
    pub format: Format,
}

/// Reads the options of `run` (the words after the command name).
pub fn parse_run(args: &[String]) -> Result<PlayJob, ArgError> {
    let p = parse_with_positional("run", &RUN_OPTS, Some("FILE"), args)?;
    let file = p.positional().ok_or_else(|| {
        ArgError::new("FILE", "missing (expected a C file to run, or - for stdin)")
    })?;
    if file.is_empty() {
        return Err(ArgError::new(
            "FILE",
            "is empty (expected a file name, or - for stdin)",
        ));
    }
    no_export(&p)?;
    let entry = match p.get("--entry") {
        Some("") => {
            return Err(ArgError::new(
                "--entry",
                "is empty (expected a function's name)",
            ))
        }
        other => other.map(String::from),
    };
    let mut pairs: Vec<(String, String)> = Vec::new();
    for item in p.all("--arg") {
        let Some((name, value)) = item.split_once('=') else {
            return Err(ArgError::new(
                "--arg",
                format!("`{item}` is not NAME=VALUE (e.g. --arg sq1=e4)"),
            ));
        };
        let name = name.trim();
        if name.is_empty() {
            return Err(ArgError::new(
                "--arg",
                format!("`{item}` names no parameter (expected NAME=VALUE)"),
            ));
        }
        if pairs.iter().any(|(n, _)| n == name) {
            return Err(ArgError::new(
                "--arg",
                format!("`{name}` is given more than once"),
            ));
        }
        pairs.push((name.to_string(), value.trim().to_string()));
    }
    let max_steps = match p.get("--max-steps") {
        None => Options::new(Vec::new()).max_steps,
        Some(n) => match n.parse::<u64>() {
            Ok(n) if n > 0 => n,
            _ => {
                return Err(ArgError::new(
                    "--max-steps",
                    format!("`{n}` is not a number of statements (1 or more)"),
                ))
            }
        },
    };
    Ok(PlayJob {
        file: file.to_string(),
        entry,
        args: pairs,
        max_steps,
        format: format_of(&p)?,
    })
}

/// `run` draws no export: the page's drawing code draws the registry's
/// algorithms.
fn no_export(p: &Parsed) -> Result<(), ArgError> {
    for flag in ["--export", "--out", "--frame"] {
        if p.get(flag).is_some() {
            return Err(ArgError::new(
                flag,
                "run has no export (print the trace with --trace)",
            ));
        }
    }
    Ok(())
}

/// Reads, compiles and runs the job's source, and writes the answer.
pub fn run_play(job: &PlayJob) -> Result<Output, RunError> {
    let source = read_input(&job.file).map_err(RunError::Input)?;
    let name = if job.file == "-" {
        "stdin"
    } else {
        job.file.as_str()
    };
    let program =
        fillscope_play::compile(&source).map_err(|d| RunError::Compile(d.render(name, &source)))?;
    let entry = entry_of(&program, job.entry.as_deref(), name)?;
    let args = arguments(entry, &job.args)?;
    let options = Options {
        entry: Some(entry.name.clone()),
        max_steps: job.max_steps,
        more_steps: "run it again with a larger --max-steps".to_string(),
        trace: job.format == Format::Trace,
        ..Options::new(args)
    };
    let run = fillscope_play::run(&program, &options)
        .map_err(|e| RunError::Arg(ArgError::new("--arg", e.0)))?;
    let stdout = match job.format {
        Format::Json => json_line(&json_of(&run)),
        Format::Trace => {
            let json = if wide(&run) {
                let trace = trace9_of(&run, entry)
                    .map_err(|e| RunError::Arg(ArgError::new("--trace", e)))?;
                serde_json::to_string(&trace)
            } else {
                serde_json::to_string(&trace_of(&run, entry))
            };
            let mut s = json.expect("a trace is plain data and always serializes");
            s.push('\n');
            s
        }
        Format::Human => human(&run, entry, name),
    };
    Ok(Output {
        stdout,
        ..Output::default()
    })
}

/// Whether the run holds a 128-bit value (a 9x9 board's set).
fn wide(run: &Run) -> bool {
    matches!(run.ret, Some(PlayValue::U128(_)))
        || run
            .frames
            .iter()
            .any(|f| f.vars.iter().any(|v| v.ty == Scalar::U128))
}

/// The entry function: `--entry`'s, or the last one defined.
fn entry_of<'p>(
    program: &'p Program,
    wanted: Option<&str>,
    file: &str,
) -> Result<&'p Signature, RunError> {
    let names = || {
        program
            .functions()
            .iter()
            .map(|f| f.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match wanted {
        Some(w) => program
            .functions()
            .iter()
            .find(|f| f.name == w)
            .ok_or_else(|| {
                RunError::Arg(ArgError::new(
                    "--entry",
                    format!("{file} defines no function `{w}` (it defines {})", names()),
                ))
            }),
        None => program
            .default_entry()
            .ok_or_else(|| RunError::Input(ArgError::new(file, "defines no function to run"))),
    }
}

/// `sq1 (U64), path (U64), asp (U64 array)`, for messages.
fn describe(entry: &Signature) -> String {
    let list: Vec<String> = entry
        .params
        .iter()
        .map(|p| match p.ty {
            ParamType::Scalar(s) => format!("{} ({})", p.name, s.name()),
            ParamType::Array { elem, .. } => format!("{} ({} array)", p.name, elem.name()),
        })
        .collect();
    if list.is_empty() {
        "no parameters".into()
    } else {
        list.join(", ")
    }
}

/// One argument per parameter of `entry`, from the `--arg`s: every scalar
/// needs one, an array takes none (it starts as zeros).
fn arguments(entry: &Signature, given: &[(String, String)]) -> Result<Vec<Arg>, RunError> {
    let bad = |message: String| RunError::Arg(ArgError::new("--arg", message));
    for (name, _) in given {
        match entry.params.iter().find(|p| &p.name == name) {
            None => {
                return Err(bad(format!(
                    "`{}` has no parameter `{name}` (its parameters: {})",
                    entry.name,
                    describe(entry)
                )))
            }
            Some(p) if matches!(p.ty, ParamType::Array { .. }) => {
                return Err(bad(format!(
                    "`{name}` is an array: it starts as zeros and takes no --arg"
                )))
            }
            Some(_) => {}
        }
    }
    let mut args = Vec::with_capacity(entry.params.len());
    for p in &entry.params {
        let scalar = match p.ty {
            ParamType::Array { .. } => {
                args.push(Arg::Array(Vec::new()));
                continue;
            }
            ParamType::Scalar(s) => s,
        };
        let Some((_, text)) = given.iter().find(|(n, _)| *n == p.name) else {
            return Err(bad(format!(
                "missing {}=... for `{}` (its parameters: {})",
                p.name,
                entry.name,
                describe(entry)
            )));
        };
        let bits = scalar_value(scalar, text).map_err(|why| {
            bad(format!(
                "{}={text}: {why} ({} is {})",
                p.name,
                p.name,
                scalar.name()
            ))
        })?;
        args.push(Arg::Scalar(bits));
    }
    Ok(args)
}

/// The bits of `text` as a value of `scalar`: a SET for a `U64` (and a
/// 9x9 SET for an `unsigned __int128`), a number for the others.
fn scalar_value(scalar: Scalar, text: &str) -> Result<u128, String> {
    match scalar {
        Scalar::U64 => parse_bitboard(text)
            .map(|b| u128::from(b.0))
            .map_err(|e| e.to_string()),
        Scalar::U128 => fillscope_core::parse::parse_board9(text)
            .map(|b| b.0)
            .map_err(|e| e.to_string()),
        // Numbers as the Code tab's fields read them (`0x1f`, `-7`).
        Scalar::Int => i32::try_from(fillscope_play::parse_number(text)?)
            .map(|v| u128::from(v as u32))
            .map_err(|_| "not a number from -2147483648 to 2147483647".into()),
        Scalar::Unsigned => u32::try_from(fillscope_play::parse_number(text)?)
            .map(u128::from)
            .map_err(|_| "not a number from 0 to 4294967295".into()),
        Scalar::Bool => match text {
            "0" | "false" => Ok(0),
            "1" | "true" => Ok(1),
            _ => Err("not 0, 1, true or false".into()),
        },
        Scalar::I8 | Scalar::U8 | Scalar::I16 | Scalar::U16 | Scalar::I64 | Scalar::Size => {
            let (lo, hi) = match scalar {
                Scalar::Size => (0, i128::from(u64::MAX)),
                Scalar::I8 => (i128::from(i8::MIN), i128::from(i8::MAX)),
                Scalar::U8 => (0, i128::from(u8::MAX)),
                Scalar::I16 => (i128::from(i16::MIN), i128::from(i16::MAX)),
                Scalar::U16 => (0, i128::from(u16::MAX)),
                _ => (i128::from(i64::MIN), i128::from(i64::MAX)),
            };
            let n = fillscope_play::parse_number(text)?;
            if (lo..=hi).contains(&n) {
                // A negative number as its two's complement; the run keeps
                // the type's bits.
                Ok(n as u128)
            } else {
                Err(format!("not a number from {lo} to {hi}"))
            }
        }
    }
}

/// A value in JSON: a set as `"0x..."`, a `bool` as `true`/`false`, a
/// number as a number.
fn json_value(v: Option<PlayValue>) -> Value {
    match v {
        None => Value::Null,
        Some(PlayValue::Int(n)) => json!(n),
        Some(PlayValue::Unsigned(n)) => json!(n),
        Some(PlayValue::Bool(b)) => json!(b),
        Some(PlayValue::I8(n)) => json!(n),
        Some(PlayValue::U8(n)) => json!(n),
        Some(PlayValue::I16(n)) => json!(n),
        Some(PlayValue::U16(n)) => json!(n),
        Some(PlayValue::I64(n)) => json!(n),
        Some(PlayValue::Size(n)) => json!(n),
        Some(v @ (PlayValue::U64(_) | PlayValue::U128(_))) => json!(v.to_string()),
    }
}

/// `0x` and 16 hex digits, or 32 for a set past bit 63 or of a 128-bit
/// run (`nine`), whose sets are the 9x9 board's.
fn hex(squares: u128, nine: bool) -> String {
    match u64::try_from(squares) {
        Ok(s) if !nine => format!("0x{s:016x}"),
        _ => format!("0x{squares:032x}"),
    }
}

/// `--json`'s object.
fn json_of(run: &Run) -> Value {
    let arrays: Map<String, Value> = run
        .arrays
        .iter()
        .map(|(name, values)| {
            let items = values.iter().map(|&v| json_value(Some(v))).collect();
            (name.clone(), Value::Array(items))
        })
        .collect();
    let vars: Map<String, Value> = run
        .vars
        .iter()
        .map(|(name, v)| (name.clone(), json_value(*v)))
        .collect();
    let stopped = run
        .stop
        .as_ref()
        .map(|s| json!({ "reason": s.reason.name(), "line": s.line, "message": s.message }));
    // A 128-bit run's squares are all written as 9x9 sets (32 digits).
    let nine = wide(run);
    // Each warning once, with how often it was raised (a loop's).
    let warnings: Vec<Value> = distinct_warnings(run)
        .into_iter()
        .map(|(w, count)| {
            json!({
                "kind": w.kind.name(),
                "line": w.line,
                "squares": hex(w.squares, nine),
                "message": w.message_showing(SHOWN_JSON),
                "count": count,
            })
        })
        .collect();
    json!({
        "return": json_value(run.ret),
        "arrays": arrays,
        "vars": vars,
        "steps": run.steps,
        "stopped": stopped,
        "warnings": warnings,
    })
}

/// How a register of the user's code is drawn: a set that stands for one
/// of the board's sets by its name or place ([`Signature::binding`], as
/// the page's playground binds its parameters) is drawn in that set's
/// role, an array parameter's elements are layers, a set the statement
/// changed is the frontier.
fn role_of(name: &str, changed: bool, layer: Option<usize>, entry: &Signature) -> Role {
    if let Some(k) = layer {
        return Role::Layer(u16::try_from(k).unwrap_or(u16::MAX));
    }
    match entry.binding(name) {
        Some("src") => Role::Source,
        Some("tgt") => Role::Target,
        Some("open") => Role::Propagator,
        Some("blk") => Role::Blocker,
        Some("sc") => Role::SideC,
        Some("sd") => Role::SideD,
        Some("white") => Role::WhitePawn,
        Some("black") => Role::BlackPawn,
        // The walls, and the sets no binding names.
        _ if changed => Role::Frontier,
        _ => Role::Info,
    }
}

/// One frame of `--trace`, before its values are cut to a board's width:
/// the caption, the line and every register's name, bits and role.
struct RawFrame {
    caption: String,
    line: u16,
    registers: Vec<(String, u128, Role)>,
}

/// `--trace`'s frames: each executed statement is a frame whose registers
/// are the variables in scope (an array's elements as `name[k]`, up to the
/// last one written or not 0, [`fillscope_play::Var::extent`]).
fn raw_frames(run: &Run, entry: &Signature) -> Vec<RawFrame> {
    let array_params: Vec<&str> = entry
        .params
        .iter()
        .filter(|p| matches!(p.ty, ParamType::Array { .. }))
        .map(|p| p.name.as_str())
        .collect();
    run.frames
        .iter()
        .map(|f| {
            let mut registers = Vec::new();
            for var in &f.vars {
                match &var.value {
                    Shown::Scalar(Some(v)) => registers.push((
                        var.name.clone(),
                        v.bits(),
                        if var.ty.is_set() {
                            role_of(&var.name, var.changed, None, entry)
                        } else {
                            Role::Info
                        },
                    )),
                    Shown::Scalar(None) => {}
                    Shown::Array(items) => {
                        let layers = var.ty.is_set()
                            && !var.global
                            && f.depth == 0
                            && array_params.contains(&var.name.as_str());
                        // Up to the last element written or not 0: an
                        // argument's zeros the code never wrote are no layers.
                        for (k, item) in items.iter().enumerate().take(var.extent()) {
                            if let Some(v) = item {
                                registers.push((
                                    format!("{}[{k}]", var.name),
                                    v.bits(),
                                    if layers {
                                        role_of(&var.name, false, Some(k), entry)
                                    } else {
                                        Role::Info
                                    },
                                ));
                            }
                        }
                    }
                }
            }
            let mut caption = format!("{}, line {} (step {})", f.function, f.line, f.step);
            for &w in &f.warnings {
                if let Some(w) = run.warnings.get(w) {
                    let _ = write!(caption, "; warning: {}", w.message_showing(SHOWN_TRACE));
                }
            }
            RawFrame {
                caption,
                line: u16::try_from(f.line).unwrap_or(u16::MAX),
                registers,
            }
        })
        .collect()
}

/// `--trace` of a 64-bit run: the core's trace format, each register's
/// value its 64 bits (an `int` -1 is `0xffffffff`); the outcome is the
/// return value, or a run that never returned.
fn trace_of(run: &Run, entry: &Signature) -> Trace {
    let frames = raw_frames(run, entry)
        .into_iter()
        .map(|f| CoreFrame {
            caption: Cow::Owned(f.caption),
            line: f.line,
            registers: f
                .registers
                .into_iter()
                .map(|(name, v, role)| Register::new(name, Bitboard(v as u64), role))
                .collect(),
        })
        .collect();
    let outcome = match (run.ret, &run.stop) {
        (Some(PlayValue::U64(v)), _) => Outcome::Bitboard { value: Bitboard(v) },
        (Some(PlayValue::Bool(b)), _) => Outcome::Bool { value: b },
        (Some(v), _) => Outcome::Returned {
            value: v.bits() as u32,
        },
        // A stop: the routine never returned.
        (None, Some(stop)) => Outcome::Stopped {
            reason: Cow::Borrowed(stop.reason.name()),
            line: stop.line,
            message: Cow::Owned(stop.message.clone()),
        },
        // A `void` routine.
        (None, None) => Outcome::Returned { value: 0 },
    };
    Trace {
        algorithm: Cow::Owned(run.entry.clone()),
        frames,
        outcome,
    }
}

/// `--trace` of a run with a 128-bit value: the core's 9x9 trace format
/// (`"board": "9x9"`), each register's value a 9x9 set, a set returned a
/// 9x9 set; otherwise as [`trace_of`]. A 9x9 set has 81 squares: a value
/// with a bit above i9 (bit 80) is refused, not cut.
fn trace9_of(run: &Run, entry: &Signature) -> Result<Trace9, String> {
    let raw = raw_frames(run, entry);
    let past_i9 = |v: u128| v >> 81 != 0;
    if let Some((f, (name, v, _))) = raw
        .iter()
        .find_map(|f| f.registers.iter().find(|r| past_i9(r.1)).map(|r| (f, r)))
    {
        return Err(format!(
            "{name} is {v:#034x} at line {}, with bits above i9 (bit 80) that a 9x9 trace cannot hold: print the run with --json",
            f.line
        ));
    }
    if let Some(v) = run.ret.filter(|v| past_i9(v.bits())) {
        return Err(format!(
            "the return value {v} has bits above i9 (bit 80) that a 9x9 trace cannot hold: print the run with --json"
        ));
    }
    let frames = raw
        .into_iter()
        .map(|f| Frame9 {
            caption: Cow::Owned(f.caption),
            line: f.line,
            registers: f
                .registers
                .into_iter()
                .map(|(name, v, role)| Register9 {
                    name: Cow::Owned(name),
                    value: Board9(v),
                    role,
                })
                .collect(),
        })
        .collect();
    let outcome = match (run.ret, &run.stop) {
        (Some(v @ (PlayValue::U64(_) | PlayValue::U128(_))), _) => Outcome9::Bitboard {
            value: Board9(v.bits()),
        },
        (Some(PlayValue::Bool(b)), _) => Outcome9::Bool { value: b },
        (Some(v), _) => Outcome9::Returned {
            value: v.bits() as u32,
        },
        (None, Some(stop)) => Outcome9::Stopped {
            reason: Cow::Borrowed(stop.reason.name()),
            line: stop.line,
            message: Cow::Owned(stop.message.clone()),
        },
        (None, None) => Outcome9::Returned { value: 0 },
    };
    Ok(Trace9 {
        board: Cow::Borrowed(fillscope_core::nine::BOARD),
        algorithm: Cow::Owned(run.entry.clone()),
        frames,
        outcome,
    })
}

/// People's output: the entry's sets and its array parameters' elements
/// as boards (64-bit sets on the 8x8 board, 128-bit ones on the 9x9
/// board), then its numbers, the return value, the steps, the stop and
/// the warnings.
fn human(run: &Run, entry: &Signature, file: &str) -> String {
    let mut out = format!("{} from {file}\n", run.entry);
    let mut boards: Vec<(String, u64)> = Vec::new();
    let mut boards9: Vec<(String, u128)> = Vec::new();
    let mut numbers: Vec<String> = Vec::new();
    // A 128-bit set is drawn on the 9x9 board, as its trace is; one with
    // bits past i9 (bit 80) would lose them there, so it is written out.
    let mut set = |name: String, v: &PlayValue, numbers: &mut Vec<String>| match *v {
        PlayValue::U64(b) => boards.push((name, b)),
        PlayValue::U128(b) if b & !Board9::ALL.0 == 0 => boards9.push((name, b)),
        PlayValue::U128(_) => numbers.push(format!("{name} = {v} (bits past i9, no board)")),
        _ => numbers.push(format!("{name} = {v}")),
    };
    for (name, v) in &run.vars {
        match v {
            Some(v) => set(name.clone(), v, &mut numbers),
            None => numbers.push(format!("{name} never assigned")),
        }
    }
    for (name, values) in &run.arrays {
        let is_param = entry.params.iter().any(|p| &p.name == name);
        for (k, v) in values.iter().enumerate() {
            if is_param && matches!(v, PlayValue::U64(_) | PlayValue::U128(_)) {
                set(format!("{name}[{k}]"), v, &mut numbers);
            }
        }
    }
    if !boards.is_empty() {
        let refs: Vec<(&str, u64)> = boards.iter().map(|(c, b)| (c.as_str(), *b)).collect();
        out.push_str(&render::grid_of(&refs, PER_ROW));
        out.push('\n');
    }
    if !boards9.is_empty() {
        let refs: Vec<(&str, u128)> = boards9.iter().map(|(c, b)| (c.as_str(), *b)).collect();
        out.push_str(&render::grid_of(&refs, PER_ROW));
        out.push('\n');
    }
    if !numbers.is_empty() {
        let _ = writeln!(out, "{}", numbers.join(", "));
    }
    let steps = if run.steps == 1 {
        "1 step".to_string()
    } else {
        format!("{} steps", run.steps)
    };
    match (&run.stop, run.ret) {
        (Some(stop), _) => {
            let _ = writeln!(
                out,
                "stopped at line {} after {steps} ({}): {}",
                stop.line,
                stop.reason.name(),
                stop.message
            );
        }
        (None, Some(v)) => {
            let _ = writeln!(out, "returned {v} after {steps}");
        }
        (None, None) => {
            let _ = writeln!(out, "returned after {steps}");
        }
    }
    for (w, times) in distinct_warnings(run) {
        let again = if times > 1 {
            format!(" (raised {times} times; the last is shown)")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "warning: line {}: {}{again}",
            w.line,
            w.message_showing(SHOWN_HUMAN)
        );
    }
    out
}

/// Where people's output shows the values a `printf` would have written:
/// said in its warning in place of the page's board and Registers panel
/// ([`fillscope_play::OUTPUT_SHOWN`]).
const SHOWN_HUMAN: &str =
    "Its values are printed above: the sets as boards, the numbers after them.";

/// [`SHOWN_HUMAN`] for `--json`.
const SHOWN_JSON: &str = "Its values are in \"vars\", \"arrays\" and \"return\".";

/// [`SHOWN_HUMAN`] for `--trace`.
const SHOWN_TRACE: &str = "Its values are in each frame's registers.";

/// Each distinct warning of `run` once, in the order first raised, with
/// how often it was raised: a warning raised again and again (each pass of
/// a loop) is one of its kind on its line, given as raised last (the
/// message that names the most squares), as people's output and `--json`
/// give it.
fn distinct_warnings(run: &Run) -> Vec<(&Warning, usize)> {
    let mut out: Vec<(&Warning, usize)> = Vec::new();
    for w in &run.warnings {
        match out
            .iter_mut()
            .find(|(seen, _)| seen.line == w.line && seen.kind == w.kind)
        {
            Some(seen) => *seen = (w, seen.1 + 1),
            None => out.push((w, 1)),
        }
    }
    out
}
