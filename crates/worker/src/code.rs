//! The playground's runs: the user's C code compiled and run by
//! `fillscope-play` on the page's board, its parameters bound to the
//! board's sets by name unless the user chose otherwise.

use fillscope_core::nine::Board9;
use fillscope_play::{
    parse_number, Arg, Options, ParamType, Program, Run, Scalar, Shown, Signature, Value, Var,
};
use fillscope_protocol::{
    CodeBoard, CodeError, CodeFrame, CodeFunction, CodeNarrow, CodeParam, CodePreset, CodeRequest,
    CodeRun, CodeStop, CodeVar, CodeWarning, SET_BINDINGS,
};

/// The most frames a run sends to the page. A fill takes a few hundred
/// statements; a runaway loop's frames beyond these are counted, not sent.
pub const MAX_FRAMES: usize = 5_000;

/// The largest statement budget a page may ask for.
pub use fillscope::url_state::MAX_STEPS;

/// The set of `board` that binding `bind` names (one of
/// [`SET_BINDINGS`]), or why it cannot be read. Numbers are
/// [`scalar_arg`]'s.
fn board_set(bind: &str, board: &CodeBoard) -> Result<u128, String> {
    let unknown = || format!("`{bind}` is none of the board's sets");
    if let Some(nine) = &board.nine {
        let set = |text: &str| {
            let hex = text.strip_prefix("0x").unwrap_or(text);
            u128::from_str_radix(hex, 16)
                .map(|b| b & Board9::ALL.0)
                .map_err(|_| format!("the 9x9 board's set `{text}` is not hex"))
        };
        return match bind {
            "src" => set(&nine.sources),
            "tgt" => set(&nine.targets),
            "open" => set(&nine.blockers).map(|b| !b & Board9::ALL.0),
            "blk" => set(&nine.blockers),
            "sc" if nine.side_c.is_empty() => Ok(0),
            "sc" => set(&nine.side_c),
            "sd" if nine.side_d.is_empty() => Ok(0),
            "sd" => set(&nine.side_d),
            "wn" if nine.wn.is_empty() => Ok(0),
            "wn" => set(&nine.wn),
            "we" if nine.we.is_empty() => Ok(0),
            "we" => set(&nine.we),
            // No pawns on the 9x9 board.
            "white" | "black" => Ok(0),
            _ => Err(unknown()),
        };
    }
    Ok(u128::from(match bind {
        "src" => board.sources,
        "tgt" => board.targets,
        "open" => !board.blockers,
        "blk" => board.blockers,
        "sc" => board.side_c,
        "sd" => board.side_d,
        "white" => board.white,
        "black" => board.black,
        "wn" => board.wn,
        "we" => board.we,
        _ => return Err(unknown()),
    }))
}

/// The value a scalar parameter (or an array's element) of type `scalar`
/// gets from binding `bind`, or why it gets none: one of the board's sets
/// for a set type only; a number only if the type holds it (C would cut
/// it silently); and for a set type the other forms of the core's set
/// parser, as `fillscope run --arg` takes them: squares (`e4`), `all`,
/// `empty` (a `U64` the 8x8 board's, an `unsigned __int128` the 9x9's).
fn scalar_arg(scalar: Scalar, bind: &str, board: &CodeBoard) -> Result<u128, String> {
    let ty = scalar.name();
    let a = if matches!(
        scalar,
        Scalar::Bool | Scalar::U64 | Scalar::U8 | Scalar::U16
    ) {
        "a"
    } else {
        "an"
    };
    if let Some(words) = set_words(bind) {
        if !scalar.is_set() {
            return Err(format!(
                "it is {a} `{ty}`, so it takes a number, not {words}: give it a number, or declare it `U64` to take a set"
            ));
        }
        return board_set(bind, board);
    }
    let n = match parse_number(bind) {
        Ok(n) => n,
        // Numbers keep the number fields' reading (16 decimal digits stay
        // decimal); text that starts as no number is read as squares.
        Err(not_a_number) => {
            let numeric = bind.trim().trim_start_matches('-');
            if !scalar.is_set() || numeric.starts_with(|c: char| c.is_ascii_digit()) {
                return Err(not_a_number);
            }
            let squares = if scalar == Scalar::U128 {
                fillscope_core::parse::parse_board9(bind).map(|b| b.0)
            } else {
                fillscope_core::parse_bitboard(bind).map(|b| u128::from(b.0))
            };
            return squares.map_err(|e| e.message);
        }
    };
    let range = match scalar {
        Scalar::Int => Some((i128::from(i32::MIN), i128::from(i32::MAX))),
        Scalar::Unsigned => Some((0, i128::from(u32::MAX))),
        Scalar::Bool => Some((0, 1)),
        Scalar::U64 => Some((i128::from(i64::MIN), i128::from(u64::MAX))),
        Scalar::U128 => None,
        Scalar::I8 => Some((i128::from(i8::MIN), i128::from(i8::MAX))),
        Scalar::U8 => Some((0, i128::from(u8::MAX))),
        Scalar::I16 => Some((i128::from(i16::MIN), i128::from(i16::MAX))),
        Scalar::U16 => Some((0, i128::from(u16::MAX))),
        Scalar::I64 => Some((i128::from(i64::MIN), i128::from(i64::MAX))),
        Scalar::Size => Some((0, i128::from(u64::MAX))),
    };
    match range {
        Some((lo, hi)) if !(lo..=hi).contains(&n) => Err(format!(
            "`{bind}` does not fit in {a} `{ty}` ({lo} to {hi})"
        )),
        // A negative number as its two's complement, as C converts it.
        _ => Ok(n as u128),
    }
}

/// What a binding to one of the board's sets reads as (`the targets`);
/// `None` for a number.
fn set_words(bind: &str) -> Option<&'static str> {
    SET_BINDINGS
        .iter()
        .find(|(name, _)| *name == bind)
        .map(|(_, words)| *words)
}

/// The squares of `set` by name (`b8, c8 and i9`), the first `max` of
/// them and how many more.
fn square_list(set: Board9, max: usize) -> String {
    let names: Vec<String> = set.squares().map(|s| s.to_string()).collect();
    match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n if n <= max => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
        n => format!("{} and {} more", names[..max].join(", "), n - max),
    }
}

/// The board's squares a `U64` cannot hold: b8 to i9 (bits 64 to 80).
const PAST_U64: u128 = Board9::ALL.0 & !(u64::MAX as u128);

/// On the 9x9 board, the `U64` parameters of `sig` bound (`binds`, in
/// parameter order) to one of its 128-bit sets, the squares of those sets
/// they cannot hold, and what users read about it; `None` on the 8x8
/// board, or when no `U64` takes a 9x9 set. Never silent: a `U64` given a
/// set with squares past a8 always comes with this.
fn narrowed(sig: &Signature, binds: &[String], board: &CodeBoard) -> Option<Box<CodeNarrow>> {
    board.nine.as_ref()?;
    let mut params = Vec::new();
    let mut losses = Vec::new();
    let mut lost_all = 0u128;
    for (p, bind) in sig.params.iter().zip(binds) {
        // The pawns are 0 on the 9x9 board, which has none.
        let (ParamType::Scalar(Scalar::U64), Some(words), false) = (
            p.ty,
            set_words(bind),
            matches!(bind.as_str(), "white" | "black"),
        ) else {
            continue;
        };
        params.push((p.name.clone(), words));
        // A set that cannot be read fails the run with its own message.
        let lost = board_set(bind, board).unwrap_or(0) & PAST_U64;
        if lost != 0 {
            losses.push(format!(
                "`{}` loses {}",
                p.name,
                square_list(Board9(lost), 8)
            ));
            lost_all |= lost;
        }
    }
    if params.is_empty() {
        return None;
    }
    let one = params.len() == 1;
    let named: Vec<String> = params
        .iter()
        .map(|(name, words)| format!("`{name}` ({words})"))
        .collect();
    let named = match named.len() {
        1 => named[0].clone(),
        n => format!("{} and {}", named[..n - 1].join(", "), named[n - 1]),
    };
    let lost = if losses.is_empty() {
        format!(
            "None of {} squares is past a8 on this board now, but the results still are not the 9x9 board's.",
            if one { "its" } else { "their" }
        )
    } else {
        format!("Lost: {}.", losses.join("; "))
    };
    let message = format!(
        "On the 9x9 board, {named} {} `U64`: a U64 holds only the board's first 64 squares (a1 to a8), \
         and `<< 8` is not a move north on this board (a rank is 9 bits: `<< 9`). {lost} \
         Declare {} `unsigned __int128`, or switch the Play tab to the 8x8 board.",
        if one { "is a" } else { "are" },
        if one { "it" } else { "them" },
    );
    Some(Box::new(CodeNarrow {
        params: params.into_iter().map(|(name, _)| name).collect(),
        lost: format!("0x{lost_all:032x}"),
        message,
    }))
}

/// The longest array a binding may ask for.
pub const MAX_ARRAY_ARG: usize = 4096;

/// The argument of an array parameter's binding: `zeros` (the declared
/// length, or 64 elements, all 0), or a length and the first elements,
/// `;`-separated (`8` or `8;0x10;e4`; the rest are 0), each element read
/// as a scalar parameter of the element type is ([`scalar_arg`]).
fn array_arg(elem: Scalar, bind: &str, board: &CodeBoard) -> Result<Arg, String> {
    if bind == "zeros" {
        return Ok(Arg::Array(Vec::new()));
    }
    let mut parts = bind.split(';');
    let len = parts
        .next()
        .and_then(|n| n.trim().parse::<usize>().ok())
        .filter(|n| (1..=MAX_ARRAY_ARG).contains(n))
        .ok_or_else(|| {
            format!("an array's length is a number from 1 to {MAX_ARRAY_ARG}, not `{bind}`")
        })?;
    let values = parts
        .map(|v| scalar_arg(elem, v.trim(), board))
        .collect::<Result<Vec<u128>, String>>()?;
    if values.len() > len {
        return Err(format!(
            "{} starting values do not fit in {len} elements",
            values.len()
        ));
    }
    Ok(Arg::ArrayOf(len, values))
}

fn type_name(ty: ParamType) -> String {
    match ty {
        ParamType::Scalar(s) => s.name().to_string(),
        ParamType::Array { elem, len: Some(n) } => format!("{}[{n}]", elem.name()),
        ParamType::Array { elem, len: None } => format!("{}[]", elem.name()),
    }
}

/// What each parameter of `sig` is bound to: the user's choice, else by
/// its name or its place among the routine's sets ([`Signature::binding`]).
fn bindings(sig: &Signature, chosen: &[(String, String)], board: &CodeBoard) -> Vec<String> {
    sig.params
        .iter()
        .map(|p| {
            chosen
                .iter()
                .rev()
                .find(|(n, _)| *n == p.name)
                .map(|(_, b)| b.clone())
                .unwrap_or_else(|| {
                    match p.ty {
                        ParamType::Array { .. } => "zeros".to_string(),
                        ParamType::Scalar(s) if s.is_set() => {
                            sig.binding(&p.name).unwrap_or("0").to_string()
                        }
                        // The Play tab's direction, as the presets number it.
                        ParamType::Scalar(Scalar::Int | Scalar::Unsigned) if p.name == "dir" => {
                            board.dir.to_string()
                        }
                        _ => "0".to_string(),
                    }
                })
        })
        .collect()
}

fn functions(
    program: &Program,
    chosen: &[(String, String)],
    board: &CodeBoard,
) -> Vec<CodeFunction> {
    program
        .functions()
        .iter()
        .map(|sig| CodeFunction {
            name: sig.name.clone(),
            line: sig.line,
            params: sig
                .params
                .iter()
                .zip(bindings(sig, chosen, board))
                .map(|(p, bind)| CodeParam {
                    name: p.name.clone(),
                    ty: type_name(p.ty),
                    bind,
                })
                .collect(),
        })
        .collect()
}

fn text(v: Option<Value>) -> Option<String> {
    v.map(|v| v.to_string())
}

fn var(v: &Var) -> CodeVar {
    let (value, elems, zeros) = match &v.value {
        Shown::Scalar(x) => (text(*x), None, 0),
        Shown::Array(xs) => {
            // Up to the last element written or not 0; the zeros after it
            // (a global's, never written) as a count, which tells them from
            // elements never assigned, left out: a long array's rest is
            // noise on the wire.
            let end = v.extent();
            let zeros = xs[end..]
                .iter()
                .take_while(|x| x.is_some_and(|x| x.bits() == 0))
                .count();
            (
                None,
                Some(xs[..end].iter().map(|x| text(*x)).collect()),
                u32::try_from(zeros).unwrap_or(u32::MAX),
            )
        }
    };
    CodeVar {
        name: v.name.clone(),
        ty: v.ty.name().to_string(),
        value,
        elems,
        zeros,
        changed: v.changed,
        global: v.global,
    }
}

fn hex(bits: u128) -> String {
    if bits >> 64 == 0 {
        format!("0x{bits:016x}")
    } else {
        format!("0x{bits:032x}")
    }
}

fn reply(run: Run, functions: Vec<CodeFunction>) -> CodeRun {
    CodeRun {
        error: None,
        functions,
        entry: run.entry,
        steps: run.steps,
        ret: text(run.ret),
        stop: run.stop.map(|s| CodeStop {
            reason: s.reason.name().to_string(),
            line: s.line,
            message: s.message,
        }),
        warnings: run
            .warnings
            .into_iter()
            .map(|w| CodeWarning {
                kind: w.kind.name().to_string(),
                line: w.line,
                step: w.step,
                squares: hex(w.squares),
                message: w.message,
            })
            .collect(),
        frames: run
            .frames
            .iter()
            .map(|f| CodeFrame {
                step: f.step,
                line: f.line,
                depth: f.depth,
                function: f.function.clone(),
                vars: f.vars.iter().map(var).collect(),
                warnings: f.warnings.clone(),
            })
            .collect(),
        frames_dropped: run.frames_dropped,
        narrow: None,
    }
}

fn failed(line: u32, column: u32, message: String, functions: Vec<CodeFunction>) -> CodeRun {
    CodeRun {
        error: Some(CodeError {
            line,
            column,
            message,
        }),
        functions,
        ..CodeRun::default()
    }
}

/// Compiles and runs a request's code. Never panics; code that does not
/// compile, an entry that does not exist or a parameter that cannot be
/// bound comes back as [`CodeRun::error`].
#[must_use]
pub fn run_code(req: &CodeRequest) -> CodeRun {
    let program = match fillscope_play::compile(&req.source) {
        Ok(p) => p,
        Err(d) => return failed(d.pos.line, d.pos.column, d.message, Vec::new()),
    };
    let functions = functions(&program, &req.bind, &req.board);
    let sig = match &req.entry {
        Some(name) => program.functions().iter().find(|f| &f.name == name),
        None => program.default_entry(),
    };
    let Some(sig) = sig else {
        // In no line of the source: the entry is the page's choice.
        let message = match &req.entry {
            Some(name) if functions.is_empty() => {
                format!("there is no function `{name}` to run: define one")
            }
            Some(name) => format!("there is no function `{name}` to run: pick one under Run"),
            None => "there is no function to run: define one".to_string(),
        };
        return failed(0, 0, message, functions);
    };
    let mut args = Vec::new();
    let binds = bindings(sig, &req.bind, &req.board);
    let narrow = narrowed(sig, &binds, &req.board);
    for (p, bind) in sig.params.iter().zip(binds) {
        let arg = match p.ty {
            ParamType::Array { elem, .. } => array_arg(elem, &bind, &req.board),
            ParamType::Scalar(scalar) => scalar_arg(scalar, &bind, &req.board).map(Arg::Scalar),
        };
        match arg {
            Ok(a) => args.push(a),
            Err(e) => {
                // Named, so the page keeps offering its parameters' fields.
                return CodeRun {
                    entry: sig.name.clone(),
                    // In no line of the source: the binding is the page's.
                    ..failed(0, 0, format!("Parameter `{}`: {e}", p.name), functions)
                };
            }
        }
    }
    let mut options = Options::new(args);
    options.entry = Some(sig.name.clone());
    options.max_steps = req.max_steps.clamp(1, MAX_STEPS);
    // The Code tab's field for the budget, by its label.
    options.more_steps = "raise the Statement budget".to_string();
    options.max_frames = req.max_frames.map_or(MAX_FRAMES, |n| {
        usize::try_from(n).unwrap_or(MAX_FRAMES).min(MAX_FRAMES)
    });
    options.trace = options.max_frames > 0;
    // On the 9x9 board a U64's shifts are not the 8x8 board's moves: the
    // narrow note says so, and no wrapped 8x8 square is named.
    options.u64_board = req.board.nine.is_none();
    match fillscope_play::run(&program, &options) {
        Ok(run) => CodeRun {
            narrow,
            ..reply(run, functions)
        },
        Err(e) => failed(sig.line, 1, e.0, functions),
    }
}

/// The C versions of the built-in fills.
#[must_use]
pub fn presets() -> Vec<CodePreset> {
    fillscope_play::presets::PRESETS
        .iter()
        .map(|p| CodePreset {
            id: p.id.to_string(),
            title: p.title.to_string(),
            source: p.source.to_string(),
            nine: p.nine.map(str::to_string),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What each parameter of function `k` of `run` was bound to.
    fn binds(run: &CodeRun, k: usize) -> Vec<&str> {
        run.functions[k]
            .params
            .iter()
            .map(|p| p.bind.as_str())
            .collect()
    }

    fn request(source: &str, bind: &[(&str, &str)]) -> CodeRequest {
        CodeRequest {
            source: source.to_string(),
            entry: None,
            board: CodeBoard {
                sources: 1 << 28,
                targets: 0x8000_0000_0000_0001,
                blockers: 0xff00,
                white: 1 << 12,
                black: 1 << 51,
                ..CodeBoard::default()
            },
            bind: bind
                .iter()
                .map(|(n, b)| ((*n).to_string(), (*b).to_string()))
                .collect(),
            max_steps: 1000,
            max_frames: None,
        }
    }

    #[test]
    fn parameters_take_the_board_by_name_unless_bound() {
        let src = "U64 f(U64 gen, U64 pro, U64 sq2, U64 other, int dir, U64 asp[]) {\n\
                   return gen ^ pro ^ sq2 ^ other ^ (U64)dir; }";
        let run = run_code(&request(src, &[]));
        assert_eq!(run.error, None);
        let params: Vec<(&str, &str)> = run.functions[0]
            .params
            .iter()
            .map(|p| (p.name.as_str(), p.bind.as_str()))
            .collect();
        assert_eq!(
            params,
            [
                ("gen", "src"),
                ("pro", "open"),
                ("sq2", "tgt"),
                ("other", "0"),
                ("dir", "0"),
                ("asp", "zeros")
            ]
        );
        let want = (1u64 << 28) ^ !0xff00u64 ^ 0x8000_0000_0000_0001;
        assert_eq!(run.ret.as_deref(), Some(format!("0x{want:016x}").as_str()));
        // Bound by the user: gen to the blockers, dir to -1.
        let run = run_code(&request(src, &[("gen", "blk"), ("dir", "-1")]));
        let want = 0xff00u64 ^ !0xff00u64 ^ 0x8000_0000_0000_0001 ^ u64::MAX;
        assert_eq!(run.ret.as_deref(), Some(format!("0x{want:016x}").as_str()));
        assert!(!run.frames.is_empty());
        // A bad number names the parameter.
        let run = run_code(&request(src, &[("other", "0xzz")]));
        let e = run.error.expect("an error");
        assert!(
            e.message
                .starts_with("Parameter `other`: `0xzz` is not a number"),
            "{}",
            e.message
        );
    }

    /// A routine of one set runs from the sources whatever its name; with
    /// two sets, a name it does not know still takes 0.
    #[test]
    fn a_lone_set_takes_the_sources() {
        let run = run_code(&request(
            "U64 knightAttacks(U64 knights) { return knights; }",
            &[],
        ));
        assert_eq!(binds(&run, 0), ["src"]);
        assert_eq!(run.ret.as_deref(), Some("0x0000000010000000"));
        let run = run_code(&request(
            "U64 f(U64 knights, int n) { return knights; }",
            &[],
        ));
        assert_eq!(binds(&run, 0), ["src", "0"]);
        // (`knights` now names the sources itself: a name the list lacks.)
        let run = run_code(&request(
            "U64 f(U64 horses, U64 other) { return horses; }",
            &[],
        ));
        assert_eq!(binds(&run, 0), ["0", "0"]);
    }

    /// Engines name the moving pieces after them (`rooks`, `knights`,
    /// `pieces`): the sources, beside the open squares or the blockers.
    #[test]
    fn piece_names_take_the_sources() {
        let run = run_code(&request(
            "U64 eastAttacks(U64 rooks, U64 empty) { return rooks & empty; }",
            &[],
        ));
        assert_eq!(binds(&run, 0), ["src", "open"]);
        assert_ne!(run.ret.as_deref(), Some("0x0000000000000000"));
        for (params, want) in [
            ("U64 bishops, U64 occupied", ["src", "blk"]),
            ("U64 Queens, U64 occupancy", ["src", "blk"]),
            ("U64 knights, U64 targets", ["src", "tgt"]),
            ("U64 kings, U64 blockers", ["src", "blk"]),
            ("U64 pawns, U64 empties", ["src", "open"]),
            ("U64 pieces, U64 occ", ["src", "blk"]),
            ("U64 sliders, U64 free", ["src", "open"]),
            ("U64 from, U64 to", ["src", "tgt"]),
            ("U64 start, U64 goal", ["src", "tgt"]),
            ("U64 rq, U64 empty", ["src", "open"]),
        ] {
            let run = run_code(&request(&format!("U64 f({params}) {{ return 0; }}"), &[]));
            assert_eq!(binds(&run, 0), want, "{params}");
        }
    }

    /// The pawn fills' parameters take the board's pawns by name, and the
    /// team's pawns preset runs on them as the core does.
    #[test]
    fn white_and_black_take_the_pawns() {
        let src = "U64 f(U64 white, U64 black) { return white ^ (black >> 32); }";
        let run = run_code(&request(src, &[]));
        let bound = binds(&run, 0);
        assert_eq!(bound, ["white", "black"]);
        let want = (1u64 << 12) ^ (1 << 19);
        assert_eq!(run.ret.as_deref(), Some(format!("0x{want:016x}").as_str()));
        // Bound the other way round by the user.
        let run = run_code(&request(src, &[("white", "black"), ("black", "white")]));
        // white is now the black pawn; the white one, shifted 32 down, is gone.
        let want = 1u64 << 51;
        assert_eq!(run.ret.as_deref(), Some(format!("0x{want:016x}").as_str()));
    }

    #[test]
    fn errors_come_back_with_their_place() {
        let run = run_code(&request("U64 f(U64 gen) {\n  return gen\n}", &[]));
        let e = run.error.expect("a compile error");
        assert_eq!(e.line, 2);
        assert!(e.message.contains(';'), "{}", e.message);
        let mut req = request("U64 f(U64 gen) { return gen; }", &[]);
        req.entry = Some("g".into());
        let e = run_code(&req).error.expect("no such entry");
        assert_eq!(
            (e.line, e.message.as_str()),
            (0, "there is no function `g` to run: pick one under Run")
        );
        let e = run_code(&request("// nothing\n", &[]))
            .error
            .expect("nothing to run");
        assert_eq!(e.message, "there is no function to run: define one");
    }

    #[test]
    fn arrays_travel_up_to_their_last_set_element() {
        let src = "void f(U64 asp[]) { asp[0] = 1; asp[3] = 8; }";
        let run = run_code(&request(src, &[]));
        let last = run.frames.last().expect("frames");
        let asp = last.vars.iter().find(|v| v.name == "asp").expect("asp");
        let elems = asp.elems.as_ref().expect("an array");
        assert_eq!(elems.len(), 4);
        assert_eq!(elems[3].as_deref(), Some("0x0000000000000008"));
    }

    /// A global's zeros (C starts it at 0) and zeros written are told from
    /// elements never assigned: `elems` up to the last one written or not
    /// 0, then the zeros as a count.
    #[test]
    fn arrays_tell_zeros_from_elements_never_assigned() {
        let src = "U64 g[64];\nint k[2];\nvoid f(U64 asp[]) {\n  U64 t[8];\n  U64 u[8];\n  k[0] = 4;\n  t[0] = 0;\n  asp[6] = 0;\n}";
        let run = run_code(&request(src, &[]));
        let last = run.frames.last().expect("frames");
        let var = |name: &str| {
            let v = last.vars.iter().find(|v| v.name == name).expect(name);
            let elems: Vec<Option<&str>> = v
                .elems
                .as_ref()
                .expect("an array")
                .iter()
                .map(|e| e.as_deref())
                .collect();
            (elems, v.zeros)
        };
        // All zeros, never written: no element, 64 zeros (was `[]` alone,
        // as `u`, never assigned).
        assert_eq!(var("g"), (vec![], 64));
        // `{4, 0}`: the written 4, then one zero (was `[4]`).
        assert_eq!(var("k"), (vec![Some("4")], 1));
        // A local's written 0, its unassigned rest left out.
        assert_eq!(var("t"), (vec![Some("0x0000000000000000")], 0));
        assert_eq!(var("u"), (vec![], 0));
        // An argument's elements: up to the last written, then its zeros.
        let (asp, zeros) = var("asp");
        assert_eq!((asp.len(), zeros), (7, 57));
    }

    #[test]
    fn on_the_nine_by_nine_board_sets_are_128_bits() {
        let src = "unsigned __int128 f(unsigned __int128 gen, unsigned __int128 pro) {\n\
                   return gen | (pro >> 64); }";
        let mut req = request(src, &[]);
        req.board.nine = Some(fillscope_protocol::CodeBoard9 {
            sources: "0x100000000000000000000".into(),
            targets: "0x0".into(),
            blockers: "0x1ffff0000000000000000".into(),
            side_c: String::new(),
            side_d: String::new(),
            wn: String::new(),
            we: String::new(),
        });
        let run = run_code(&req);
        assert_eq!(run.error, None);
        // gen is i9 (bit 80); pro is every square but those of bits 64-80,
        // so pro >> 64 is empty.
        let want = 1u128 << 80;
        assert_eq!(run.ret.as_deref(), Some(format!("0x{want:032x}").as_str()));
        req.board.nine.as_mut().unwrap().sources = "0xzz".into();
        let e = run_code(&req).error.expect("an error");
        assert!(e.message.contains("`0xzz` is not hex"), "{}", e.message);
    }

    #[test]
    fn an_array_takes_its_length_and_starting_values() {
        let src = "U64 f(U64 asp[]) { asp[1] = asp[0] << 1; return asp[7]; }";
        let run = run_code(&request(src, &[("asp", "8;0x10;0;0;0;0;0;0;5")]));
        assert_eq!(run.error, None);
        assert_eq!(run.functions[0].params[0].bind, "8;0x10;0;0;0;0;0;0;5");
        assert_eq!(run.ret.as_deref(), Some("0x0000000000000005"));
        let last = run.frames.last().expect("frames");
        let asp = last.vars.iter().find(|v| v.name == "asp").expect("asp");
        let elems = asp.elems.as_ref().expect("an array");
        assert_eq!(elems[1].as_deref(), Some("0x0000000000000020"));
        // Past a chosen length: the run stops there and says so.
        let run = run_code(&request(src, &[("asp", "4")]));
        let stop = run.stop.expect("a stop");
        assert_eq!(
            stop.message,
            "`asp[7]` is past the end of `asp` (4 elements)"
        );
        // Bad bindings name the parameter and what is wrong.
        for (bind, says) in [
            ("0", "an array's length is a number from 1 to 4096, not `0`"),
            (
                "5000",
                "an array's length is a number from 1 to 4096, not `5000`",
            ),
            ("2;1;2;3", "3 starting values do not fit in 2 elements"),
            ("2;zz", "`zz` is not a square (files a-h, ranks 1-8)"),
            ("2;0xzz", "`0xzz` is not a number"),
        ] {
            let run = run_code(&request(src, &[("asp", bind)]));
            let e = run.error.expect("an error");
            assert!(
                e.message.starts_with(&format!("Parameter `asp`: {says}")),
                "{}",
                e.message
            );
            // The entry is named, so its parameters stay on offer.
            assert_eq!(run.entry, "f");
        }
    }

    /// An array's starting values take what a set parameter takes: numbers
    /// as before, and squares, `all` and `empty`; on a 128-bit array the
    /// 9x9 board's squares.
    #[test]
    fn array_elements_take_squares_as_set_parameters_do() {
        let src = "U64 f(U64 gen, U64 asp[]) { return asp[0] | asp[1] << 1 | asp[2] ^ gen; }";
        let run = run_code(&request(src, &[("gen", "e4"), ("asp", "4;e4;h1;all")]));
        assert_eq!(run.error, None);
        // e4 | (h1 << 1: a2) | (all ^ e4).
        let want = (1u64 << 28) | (1 << 8) | !(1u64 << 28);
        assert_eq!(run.ret.as_deref(), Some(format!("0x{want:016x}").as_str()));
        // The page splits the typed values at spaces and commas: `e4,h8`
        // is two elements.
        let bind = fillscope::code_mode::array_bind("2", "e4,h8");
        let src = "U64 f(U64 asp[]) { return asp[0] | asp[1] << 1; }";
        let run = run_code(&request(src, &[("asp", &bind)]));
        assert_eq!(run.ret.as_deref(), Some("0x0000000010000000"));
        // A number keeps its meaning: 16 decimal digits stay decimal.
        let run = run_code(&request(src, &[("asp", "2;1000000000000000")]));
        assert_eq!(run.ret.as_deref(), Some("0x00038d7ea4c68000"));
        // 128 bits: the 9x9 board's squares (i9 is bit 80).
        let src = "unsigned __int128 f(unsigned __int128 a[]) { return a[0] | a[1]; }";
        let run = run_code(&nine_bound(src, &[("a", "2;i9;a1")]));
        assert_eq!(run.error, None);
        assert_eq!(
            run.ret.as_deref(),
            Some(format!("0x{:032x}", (1u128 << 80) | 1).as_str())
        );
        // A number array takes no square.
        let src = "int f(int a[]) { return a[0]; }";
        let run = run_code(&request(src, &[("a", "2;e4")]));
        assert_eq!(
            run.error.map(|e| e.message).as_deref(),
            Some("Parameter `a`: `e4` is not a number (write it in decimal, or as 0x and hex digits)")
        );
    }

    /// [`nine_request`] with these bindings.
    fn nine_bound(source: &str, bind: &[(&str, &str)]) -> CodeRequest {
        CodeRequest {
            bind: request(source, bind).bind,
            ..nine_request(source)
        }
    }

    /// A spent budget points at the page's own field for it.
    #[test]
    fn a_spent_budget_points_at_the_statement_budget_field() {
        let run = run_code(&request(
            "int f() {\n  int i = 0;\n  while (i < 100000)\n    i++;\n  return i;\n}",
            &[],
        ));
        let stop = run.stop.expect("a stop");
        assert_eq!(stop.reason, "max-steps");
        assert_eq!(
            stop.message,
            "the run used up its statement budget of 1000 statements before the loop at line 3 ended (`i` kept changing); the loop may be finite: raise the Statement budget to let it run on"
        );
    }

    /// The tester's board: the 9x9 board, e5 the source, i9 the target,
    /// no blockers.
    fn nine_request(source: &str) -> CodeRequest {
        let mut req = request(source, &[]);
        req.board.nine = Some(fillscope_protocol::CodeBoard9 {
            sources: Board9(1 << 40).hex(),
            targets: Board9(1 << 80).hex(),
            blockers: Board9::EMPTY.hex(),
            side_c: String::new(),
            side_d: String::new(),
            wn: String::new(),
            we: String::new(),
        });
        req.max_steps = 100_000;
        req
    }

    // The walls reach the code by name (`wn`, `we`), on both boards, and
    // the BFS presets go round them as the Play tab's BFS does.
    #[test]
    fn the_walls_are_bound_by_name_and_the_bfs_presets_go_round_them() {
        use fillscope_core::bfs::{self, Walls};
        use fillscope_core::nine::{self, Square9, Walls9};
        use fillscope_core::{Bitboard, Square};
        // 8x8: e4 to e6 with a wall on e4's north edge: 4 steps round it,
        // not 2.
        let mut walls = Walls::NONE;
        walls.toggle(Square::E4, Square::E5);
        let mut req = request(preset("bfs").source, &[]);
        req.board = CodeBoard {
            sources: Bitboard::from(Square::E4).0,
            targets: Bitboard::from(Square::E6).0,
            wn: walls.north.0,
            we: walls.east.0,
            ..CodeBoard::default()
        };
        let run = run_code(&req);
        let bound = binds(&run, 0);
        assert_eq!(bound, ["src", "tgt", "open", "wn", "we", "zeros"]);
        let core = bfs::bfs(Square::E4.into(), Bitboard::ALL, walls, Square::E6.into());
        assert_eq!(core.target_dist, Some(4));
        assert_eq!(run.ret.as_deref(), Some("4"));
        // 9x9: e5 to i9 with a wall across each of e5's four edges but the
        // west one.
        let sq = |name: &str| name.parse::<Square9>().expect("a 9x9 square");
        let e5 = Board9(1 << 40);
        let mut walls9 = Walls9::NONE;
        for (a, b) in [("e5", "e6"), ("e5", "f5"), ("e4", "e5")] {
            assert!(walls9.toggle(sq(a), sq(b)));
        }
        let mut req = nine_request(preset("bfs").nine.expect("a 9x9 form"));
        if let Some(n) = req.board.nine.as_mut() {
            n.wn = walls9.north.hex();
            n.we = walls9.east.hex();
        }
        let run = run_code(&req);
        assert_eq!((run.error, run.stop, run.narrow), (None, None, None));
        let core = nine::bfs(e5, Board9::ALL, walls9, Board9(1 << 80));
        assert_eq!(core.target_dist, Some(10));
        assert_eq!(run.ret.as_deref(), Some("10"));
    }

    // A number parameter given a set, or a number its type cannot hold,
    // is refused with a message, where C would cut the value silently.
    #[test]
    fn numbers_parameters_take_only_numbers_they_hold() {
        let src = "int f(int n, unsigned u, bool b, U64 s) { return n; }";
        let error = |bind: &[(&str, &str)]| {
            let run = run_code(&request(src, bind));
            run.error.map(|e| e.message).unwrap_or_default()
        };
        assert_eq!(
            error(&[("n", "src")]),
            "Parameter `n`: it is an `int`, so it takes a number, not the sources: \
             give it a number, or declare it `U64` to take a set"
        );
        assert_eq!(
            error(&[("b", "we")]),
            "Parameter `b`: it is a `bool`, so it takes a number, not the walls on east edges: \
             give it a number, or declare it `U64` to take a set"
        );
        assert_eq!(
            error(&[("n", "0x100000000")]),
            "Parameter `n`: `0x100000000` does not fit in an `int` (-2147483648 to 2147483647)"
        );
        assert_eq!(
            error(&[("u", "-1")]),
            "Parameter `u`: `-1` does not fit in an `unsigned` (0 to 4294967295)"
        );
        assert_eq!(
            error(&[("s", "0x10000000000000000")]),
            "Parameter `s`: `0x10000000000000000` does not fit in a `U64` \
             (-9223372036854775808 to 18446744073709551615)"
        );
        // What fits runs.
        let run = run_code(&request(
            src,
            &[("n", "-5"), ("u", "4294967295"), ("b", "1"), ("s", "-1")],
        ));
        assert_eq!(run.error, None);
        assert_eq!(run.ret.as_deref(), Some("-5"));
    }

    fn preset(id: &str) -> &'static fillscope_play::presets::Preset {
        fillscope_play::presets::preset(id).expect("a preset")
    }

    // The occluded fills' presets take the Play tab's direction: `int dir`
    // is bound to it, so the code fills the way the built-in does.
    #[test]
    fn an_int_dir_takes_the_play_tabs_direction() {
        use fillscope_core::{fill, Bitboard, Direction, Method, Square};
        for id in ["dumb7", "kogge-stone", "rotate"] {
            let mut req = request(preset(id).source, &[]);
            req.board.sources = Bitboard::from(Square::C4).0;
            req.board.blockers = Bitboard::from(Square::F4).0;
            req.board.dir = 2;
            let run = run_code(&req);
            assert_eq!(run.error, None, "{id}");
            let dir = run
                .functions
                .last()
                .unwrap()
                .params
                .iter()
                .find(|p| p.name == "dir");
            assert_eq!(dir.map(|p| p.bind.as_str()), Some("2"), "{id}");
            let want = fill::occluded(
                Square::C4.into(),
                !Bitboard::from(Square::F4),
                Direction::East,
                Method::Dumb7,
            );
            assert_eq!(run.ret, Some(format!("0x{:016x}", want.0)), "{id}");
        }
    }

    #[test]
    fn u64_parameters_on_the_nine_by_nine_board_say_what_they_lose() {
        // The 64-bit BFS preset on the 9x9 board: every U64 taking a set
        // is named, with the squares it cannot hold.
        let run = run_code(&nine_request(preset("bfs").source));
        assert_eq!(run.error, None);
        let narrow = run.narrow.expect("a note on the U64 parameters");
        assert_eq!(narrow.params, ["start", "target", "open", "wn", "we"]);
        // The target i9 and the open squares b8 to i9: bits 64 to 80.
        assert_eq!(narrow.lost, format!("0x{PAST_U64:032x}"));
        assert_eq!(PAST_U64, 0x1ffff << 64);
        let m = &narrow.message;
        for says in [
            "On the 9x9 board, `start` (the sources), `target` (the targets), `open` (the open squares), \
             `wn` (the walls on north edges) and `we` (the walls on east edges) are `U64`",
            "a U64 holds only the board's first 64 squares (a1 to a8)",
            "`<< 8` is not a move north on this board",
            "Lost: `target` loses i9; `open` loses b8, c8, d8, e8, f8, g8, h8, i8 and 9 more.",
            "Declare them `unsigned __int128`, or switch the Play tab to the 8x8 board.",
        ] {
            assert!(m.contains(says), "{says}\n in: {m}");
        }
        // One U64 whose set lies below a8: named all the same.
        let src = "U64 f(U64 gen, unsigned __int128 pro) { return gen & (U64)pro; }";
        let narrow = run_code(&nine_request(src)).narrow.expect("a note");
        assert_eq!(narrow.params, ["gen"]);
        assert_eq!(narrow.lost, format!("0x{:032x}", 0));
        assert!(
            narrow
                .message
                .starts_with("On the 9x9 board, `gen` (the sources) is a `U64`:")
                && narrow.message.contains("None of its squares is past a8")
                && narrow.message.contains("Declare it `unsigned __int128`"),
            "{}",
            narrow.message
        );
        // Bound to the targets by the user: i9 is lost.
        let mut req = nine_request(src);
        req.bind = vec![("gen".into(), "tgt".into())];
        let narrow = run_code(&req).narrow.expect("a note");
        assert!(
            narrow.message.contains("Lost: `gen` loses i9."),
            "{}",
            narrow.message
        );
        // A U64 given a number, 128-bit parameters and the 8x8 board: nothing to say.
        req.bind = vec![("gen".into(), "0x10".into())];
        assert_eq!(run_code(&req).narrow, None);
        let wide = "unsigned __int128 f(unsigned __int128 gen) { return gen; }";
        assert_eq!(run_code(&nine_request(wide)).narrow, None);
        assert_eq!(run_code(&request(preset("bfs").source, &[])).narrow, None);
    }

    /// The Compare mode with `source` run on `setup`'s board as run B,
    /// beside `setup`'s own run `trace`; the run must end well.
    fn code_as_run_b(
        source: &str,
        setup: &fillscope_core::Setup,
        trace: &fillscope_core::Trace,
    ) -> fillscope::compare_mode::CompareState {
        use fillscope::code_mode::{CodeState, RunRef};
        use fillscope::compare_mode::{Choices, CompareState, Source};
        use std::rc::Rc;
        let code = CodeState {
            source: source.to_string(),
            max_steps: 1_000_000,
            ..CodeState::default()
        };
        let run = run_code(&code.request(setup, None));
        assert_eq!((&run.error, &run.stop), (&None, &None), "{source}");
        let code = CodeState {
            run: Some(RunRef(Rc::new(run))),
            ..code
        };
        let choices = Choices {
            source: Source::Code,
            ..Choices::for_run(setup)
        };
        CompareState::with_b(setup, trace, choices, Rc::new(code.run_trace()))
    }

    // Each preset as the Compare mode's run B, beside its own built-in
    // fill on one board: the finding never says the answers differ when
    // they do not. Fills that return a number (a length, a distance, yes
    // or no) are compared by that number; the occluded-fill presets return
    // `flood`, the fill, where the built-in answers the attack set, and the
    // finding says so.
    #[test]
    fn each_preset_as_run_b_agrees_with_its_built_in() {
        use fillscope_core::{Algorithm, Bitboard, Setup, Square};
        let mut checked = Vec::new();
        for algorithm in Algorithm::ALL {
            let Some(p) = fillscope_play::presets::preset(algorithm.id()) else {
                continue;
            };
            let setup = Setup {
                algorithm,
                blockers: Square::C3 | Square::D5 | Square::F4 | Square::G6,
                side_c: Bitboard::EMPTY,
                // b4 is a passed pawn, e2 is not.
                white: Square::E2 | Square::B4,
                black: Square::E5 | Square::H7,
                ..Setup::seed_example()
            };
            let trace = setup.trace();
            let said = code_as_run_b(p.source, &setup, &trace).finding(&trace);
            let numbered = fillscope_core::compare::returned(&trace).is_some();
            let flood = matches!(
                algorithm,
                Algorithm::Dumb7 | Algorithm::KoggeStone | Algorithm::Rotate
            );
            if numbered {
                assert!(said.contains(": both return "), "{}: {said}", p.id);
            } else if flood {
                assert!(
                    said.contains("the answers differ (B's answer is A's flood)"),
                    "{}: {said}",
                    p.id
                );
            } else if algorithm == Algorithm::Voronoi {
                // The preset returns side A's squares; the built-in's answer
                // is both sides'.
                assert!(
                    said.contains("the answers differ (B's answer is A's own_a)"),
                    "{}: {said}",
                    p.id
                );
            } else if algorithm == Algorithm::Pawns {
                // The preset returns white's passed pawns; the built-in
                // shows each set in a frame of its own, the last one black's
                // outposts.
                assert!(
                    said.contains("the answers differ (B's answer is A's w_passed)"),
                    "{}: {said}",
                    p.id
                );
            } else {
                assert!(
                    said.starts_with("The two runs do not differ in their")
                        || said.ends_with("and they agree."),
                    "{}: {said}",
                    p.id
                );
            }
            checked.push(p.id);
        }
        assert_eq!(checked.len(), Algorithm::ALL.len(), "{checked:?}");
    }

    /// The Compare mode on the 9x9 board with `source` put in the Code
    /// tab (as its preset menu opens one) and picked as run B, run by the
    /// worker on the board the page asks for; the run must end well.
    fn code_as_run_b_on_nine(source: &str) -> fillscope::state::State {
        use fillscope::compare_mode::Source;
        use fillscope::state::{Action, State};
        use std::rc::Rc;
        // From e1 to e9, past a wall between e4 and e5.
        let sq = |s: &str| s.parse::<fillscope_core::nine::Square9>().unwrap();
        let mut st = State::start("?alg=bfs&board=9x9&src=e1&tgt=e9", || Ok(None));
        assert!(st.apply(Action::ToggleWall9(sq("e4"), sq("e5"))));
        st.apply(Action::SetMode(fillscope::url_state::Mode::Compare));
        st.apply(Action::OpenPreset(source.to_string()));
        st.apply(Action::SetCompareSource(Source::Code));
        let asked = st.code.request(&st.setup, st.code_nine());
        assert!(asked.board.nine.is_some(), "run on the 9x9 board");
        let run = run_code(&asked);
        assert_eq!((&run.error, &run.stop), (&None, &None), "{source}");
        assert!(st.apply(Action::CodeRan(Rc::new(asked), Rc::new(run))));
        st
    }

    // The Code tab's BFS preset in its 128-bit form as run B on the 9x9
    // board, beside the built-in BFS on the same board (from e1 to e9,
    // round a wall north of e4): they differ in no layer and in no
    // answer. The same code stepping north through walls does differ: the
    // first layer it changes is named, and so are both distances.
    #[test]
    fn the_nine_by_nine_bfs_preset_as_run_b_agrees_with_the_built_in() {
        let source = preset("bfs").nine.expect("a 9x9 form");
        let st = code_as_run_b_on_nine(source);
        let (n, c) = (st.nine.as_ref().unwrap(), st.compare9.as_ref().unwrap());
        assert_eq!(c.trace.algorithm, "code");
        assert!(c.trace.frames.len() > n.trace.frames.len());
        assert_eq!(c.first, None);
        let distance = fillscope_core::compare::returned9(&n.trace).expect("a distance");
        assert_eq!(
            c.finding(&n.trace),
            format!(
                "The two runs do not differ in their layers or answers: both return {distance}."
            )
        );
        let (x, y) = c.sets_at(&n.trace, c.pairs.len() - 1);
        assert_eq!(x, y, "the same squares reached");
        // North through the wall: e4 to e5 in one step.
        let wrong = source.replace("con[0] = (open >> 9) & ~wn;", "con[0] = open >> 9;");
        assert_ne!(wrong, source);
        let st = code_as_run_b_on_nine(&wrong);
        let (n, c) = (st.nine.as_ref().unwrap(), st.compare9.as_ref().unwrap());
        let (at, name) = c.first.clone().expect("the walls are ignored");
        assert_eq!(name.as_deref(), Some("layer[4]"), "e5 after 4 steps");
        let said = c.finding(&n.trace);
        assert!(
            said.starts_with(&format!("They first differ at frame {}", at + 1))
                && said.ends_with(": layer[4]."),
            "{said}"
        );
        let (x, y) = c.sets_at(&n.trace, c.pairs.len() - 1);
        assert_ne!(x, y, "the answers differ");
    }

    // Voronoi's sides C and D reach the code: by name (`sc`, `side_c`),
    // as `c` and `d` beside `a` and `b`, or bound by the user; on both
    // boards.
    #[test]
    fn sides_c_and_d_are_bound_by_name() {
        let src =
            "U64 f(U64 a, U64 b, U64 c, U64 d, U64 side_c) { return a | b | c | d | side_c; }";
        let mut req = request(src, &[]);
        req.board.side_c = 1 << 3;
        req.board.side_d = 1 << 60;
        let run = run_code(&req);
        let bound = binds(&run, 0);
        assert_eq!(bound, ["src", "tgt", "sc", "sd", "sc"]);
        let want = (1u64 << 28) | 0x8000_0000_0000_0001 | (1 << 3) | (1 << 60);
        assert_eq!(run.ret.as_deref(), Some(format!("0x{want:016x}").as_str()));
        // A lone `c` is no side: the one set of its routine, it takes the
        // sources; bound by the user it is side C.
        let lone = "U64 f(U64 c) { return c; }";
        let mut req = request(lone, &[]);
        req.board.side_c = 1 << 3;
        assert_eq!(run_code(&req).ret.as_deref(), Some("0x0000000010000000"));
        req.bind = vec![("c".into(), "sc".into())];
        assert_eq!(run_code(&req).ret.as_deref(), Some("0x0000000000000008"));
        // The 9x9 board's sides.
        let wide = "unsigned __int128 f(unsigned __int128 a, unsigned __int128 b, unsigned __int128 c) { return c; }";
        let mut req = nine_request(wide);
        if let Some(n) = req.board.nine.as_mut() {
            n.side_c = Board9(1 << 70).hex();
        }
        let run = run_code(&req);
        assert_eq!(run.ret, Some(Board9(1 << 70).hex()));
    }

    // The starter routine (an occluded fill: gen, pro, flood) beside
    // Westcott's fill, which has none of those: nothing to line up, so no
    // register is named, and only the answers are compared.
    #[test]
    fn code_with_no_register_in_common_is_said_so() {
        use fillscope::code_mode::STARTER;
        use fillscope_core::{Setup, Square};
        let setup = Setup {
            blockers: Square::D5 | Square::E5 | Square::F5,
            ..Setup::seed_example()
        };
        let trace = setup.trace();
        let c = code_as_run_b(STARTER, &setup, &trace);
        assert!(c.common_registers().is_empty());
        let said = c.finding(&trace);
        assert!(
            said.starts_with("Runs A and B have no register in common"),
            "{said}"
        );
        assert!(!said.contains("asp[0]"), "{said}");
    }

    // A U64's shift is read as a move on the 8x8 board, and a bit moved
    // off its h-file is a wrapped bit. On the 9x9 board bit 31 is e4, not
    // h4: the 8x8 reading would name a wrong square, so no wrap is named
    // there (the narrow note says a U64 is the wrong type on that board).
    #[test]
    fn u64_wraps_are_named_on_the_eight_by_eight_board_only() {
        let src = "U64 f(U64 gen) { return gen << 1; }";
        let mut req = request(src, &[]);
        req.board.sources = 1 << 31;
        // The one wrap warning of a run, which must name `squares`.
        let one_wrap = |req: &CodeRequest, squares: &str| {
            let run = run_code(req);
            assert_eq!(run.warnings.len(), 1, "{:?}", run.warnings);
            let said = &run.warnings[0].message;
            assert!(said.contains(squares), "{said}");
        };
        one_wrap(&req, "onto a5");
        let mut req = nine_request(src);
        if let Some(n) = req.board.nine.as_mut() {
            n.sources = Board9(1 << 31).hex();
        }
        let run = run_code(&req);
        assert_eq!(run.error, None);
        assert!(run.warnings.is_empty(), "{:?}", run.warnings);
        assert!(run.narrow.is_some());
        // A 128-bit shift off the 9x9 board's i-file is named as ever.
        let wide = "unsigned __int128 f(unsigned __int128 gen) { return gen << 1; }";
        let mut req = nine_request(wide);
        if let Some(n) = req.board.nine.as_mut() {
            n.sources = Board9(1 << 8).hex();
        }
        one_wrap(&req, "onto a2");
    }

    // A set held in an `int64_t` with h8 set, shifted south: the page gets
    // the `signed-shift` warning, with its step, and the frame naming it.
    #[test]
    fn a_negative_signed_right_shift_reaches_the_page() {
        let src =
            "int64_t f(void) {\n  int64_t b = (int64_t)0x8000000000000010ULL;\n  return b >> 8;\n}";
        let run = run_code(&request(src, &[]));
        assert_eq!((run.error, run.stop), (None, None));
        assert_eq!(run.ret.as_deref(), Some("-36028797018963968"));
        assert_eq!(run.warnings.len(), 1, "{:?}", run.warnings);
        let w = &run.warnings[0];
        assert_eq!((w.kind.as_str(), w.line), ("signed-shift", 3));
        assert!(w.message.contains("setting all of rank 8"), "{}", w.message);
        let frame = run
            .frames
            .iter()
            .find(|f| f.step == w.step)
            .expect("its frame");
        assert_eq!(frame.warnings, vec![0]);
    }

    #[test]
    fn the_nine_by_nine_presets_give_the_play_tab_s_answers() {
        use fillscope_core::nine::{self, Walls9};
        // e5 to i9: 8 steps, as the Play tab's 9x9 BFS says.
        let run = run_code(&nine_request(preset("bfs").nine.expect("a 9x9 form")));
        assert_eq!((run.error, run.stop, run.narrow), (None, None, None));
        assert!(run.warnings.is_empty(), "{:?}", run.warnings);
        let core = nine::bfs(Board9(1 << 40), Board9::ALL, Walls9::NONE, Board9(1 << 80));
        assert_eq!(core.target_dist, Some(8));
        assert_eq!(run.ret.as_deref(), Some("8"));
        let last = run.frames.last().expect("frames");
        let layer = last.vars.iter().find(|v| v.name == "layer").expect("layer");
        let got: Vec<String> = layer
            .elems
            .iter()
            .flatten()
            .map(|e| e.clone().unwrap_or_default())
            .collect();
        let want: Vec<String> = core.layers.iter().map(|l| l.hex()).collect();
        assert_eq!(got, want);
        assert!(run.functions[0]
            .params
            .iter()
            .all(|p| p.ty.starts_with("unsigned __int128")));
        // Voronoi: e5 (a) against i9 (b).
        let run = run_code(&nine_request(preset("voronoi").nine.expect("a 9x9 form")));
        let core = nine::voronoi(Board9(1 << 40), Board9(1 << 80), Board9::ALL, Walls9::NONE);
        assert_eq!(run.ret, Some(core.a.hex()));
        assert_ne!(core.a, Board9::EMPTY);
        // The sides a and b take the sources and the targets, as on the
        // Play tab; a lone `b` (a board, as the wiki names one) is no side:
        // the one set of its routine, it takes the sources.
        let bound = binds(&run, 1);
        assert_eq!(bound, ["src", "tgt", "open", "wn", "we"]);
        let lone = run_code(&request("U64 f(U64 b) { return b; }", &[]));
        assert_eq!(lone.functions[0].params[0].bind, "src");
        // The page gets both forms.
        let presets = presets();
        let bfs = presets.iter().find(|p| p.id == "bfs").expect("bfs");
        assert_eq!(bfs.nine.as_deref(), preset("bfs").nine);
        assert!(presets
            .iter()
            .find(|p| p.id == "westcott")
            .is_some_and(|p| p.nine.is_none()));
    }
}

#[cfg(test)]
mod budget_tests {
    /// The page's default statement budget is the interpreter's.
    #[test]
    fn the_page_s_default_budget_is_the_interpreter_s() {
        assert_eq!(
            fillscope::code_mode::DEFAULT_STEPS,
            fillscope_play::Options::new(Vec::new()).max_steps
        );
    }
}
