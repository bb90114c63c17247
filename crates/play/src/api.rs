//! The crate's public types: what [`compile`] and [`run`] take and give.
//! The page (through the worker), the CLI and the tests use only these.

use std::fmt;

/// A scalar C type of the subset.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    /// `int` (32-bit, signed; overflow is undefined).
    Int,
    /// `unsigned` / `unsigned int` (32-bit, wraps).
    Unsigned,
    /// `bool` / `_Bool`.
    Bool,
    /// `U64`, `uint64_t`, `unsigned long long`, `unsigned long`,
    /// `BitBoard`, `Bitboard`, and `typedef` names for them (64-bit,
    /// wraps).
    U64,
    /// `unsigned __int128`, `uint128_t`, `__uint128_t` (128-bit, wraps):
    /// the 9x9 board's type.
    U128,
    /// `int8_t` (8-bit, signed; promoted to `int` in arithmetic).
    I8,
    /// `uint8_t` (8-bit; promoted to `int` in arithmetic).
    U8,
    /// `int16_t` (16-bit, signed; promoted to `int` in arithmetic).
    I16,
    /// `uint16_t` (16-bit; promoted to `int` in arithmetic).
    U16,
    /// `int64_t`, `long`, `long long` (64-bit, signed; overflow is
    /// undefined).
    I64,
    /// `size_t`, `uintptr_t` (64-bit, wraps): a count or a size, not a set
    /// of squares.
    Size,
}

impl Scalar {
    /// The type as the user reads it: `int`, `unsigned`, `bool`, `U64`,
    /// `unsigned __int128`, `int8_t`, `uint8_t`, `int16_t`, `uint16_t`,
    /// `int64_t`, `size_t`.
    pub fn name(self) -> &'static str {
        match self {
            Scalar::Int => "int",
            Scalar::Unsigned => "unsigned",
            Scalar::Bool => "bool",
            Scalar::U64 => "U64",
            Scalar::U128 => "unsigned __int128",
            Scalar::I8 => "int8_t",
            Scalar::U8 => "uint8_t",
            Scalar::I16 => "int16_t",
            Scalar::U16 => "uint16_t",
            Scalar::I64 => "int64_t",
            Scalar::Size => "size_t",
        }
    }

    /// Whether a value of this type is a set of squares (drawn as a board).
    pub fn is_set(self) -> bool {
        matches!(self, Scalar::U64 | Scalar::U128)
    }
}

/// A value of a [`Scalar`] type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// An `int`.
    Int(i32),
    /// An `unsigned`.
    Unsigned(u32),
    /// A `bool`.
    Bool(bool),
    /// A `U64`.
    U64(u64),
    /// An `unsigned __int128`.
    U128(u128),
    /// An `int8_t`.
    I8(i8),
    /// A `uint8_t`.
    U8(u8),
    /// An `int16_t`.
    I16(i16),
    /// A `uint16_t`.
    U16(u16),
    /// An `int64_t`.
    I64(i64),
    /// A `size_t`.
    Size(u64),
}

impl Value {
    /// The value's type.
    pub fn scalar(self) -> Scalar {
        match self {
            Value::Int(_) => Scalar::Int,
            Value::Unsigned(_) => Scalar::Unsigned,
            Value::Bool(_) => Scalar::Bool,
            Value::U64(_) => Scalar::U64,
            Value::U128(_) => Scalar::U128,
            Value::I8(_) => Scalar::I8,
            Value::U8(_) => Scalar::U8,
            Value::I16(_) => Scalar::I16,
            Value::U16(_) => Scalar::U16,
            Value::I64(_) => Scalar::I64,
            Value::Size(_) => Scalar::Size,
        }
    }

    /// The value's bits, zero-extended (an `int` -1 is `0xffff_ffff`).
    pub fn bits(self) -> u128 {
        match self {
            Value::Int(v) => u128::from(v as u32),
            Value::Unsigned(v) => u128::from(v),
            Value::Bool(v) => u128::from(v),
            Value::U64(v) => u128::from(v),
            Value::U128(v) => v,
            Value::I8(v) => u128::from(v as u8),
            Value::U8(v) => u128::from(v),
            Value::I16(v) => u128::from(v as u16),
            Value::U16(v) => u128::from(v),
            Value::I64(v) => u128::from(v as u64),
            Value::Size(v) => u128::from(v),
        }
    }
}

/// `0x` and 16 hex digits for a `U64`, 32 for an `unsigned __int128`, a
/// decimal number for the others (`-1`, `4294967295`, `1`).
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Value::Int(v) => write!(f, "{v}"),
            Value::Unsigned(v) => write!(f, "{v}"),
            Value::Bool(v) => write!(f, "{}", u8::from(v)),
            Value::U64(v) => write!(f, "0x{v:016x}"),
            Value::U128(v) => write!(f, "0x{v:032x}"),
            Value::I8(v) => write!(f, "{v}"),
            Value::U8(v) => write!(f, "{v}"),
            Value::I16(v) => write!(f, "{v}"),
            Value::U16(v) => write!(f, "{v}"),
            Value::I64(v) => write!(f, "{v}"),
            Value::Size(v) => write!(f, "{v}"),
        }
    }
}

/// Where something is in the source: 1-based line and column (columns
/// count characters).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Pos {
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1.
    pub column: u32,
}

/// Why a source did not compile: the first problem found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where.
    pub pos: Pos,
    /// What is wrong, in a sentence, with the likely fix where there is one:
    /// "`slider` is not declared; did you mean `sliders`?",
    /// "expected `;` after the statement", "`goto` is not supported".
    pub message: String,
}

impl Diagnostic {
    /// The compiler-style report: `file:line:column: message`, then the
    /// source line and a caret under the column. Control characters in
    /// the line are shown as `�`, one for one, so that the line cannot
    /// drive a terminal and the caret stays under its column.
    pub fn render(&self, file: &str, source: &str) -> String {
        let line: String = source
            .lines()
            .nth(self.pos.line.saturating_sub(1) as usize)
            .unwrap_or("")
            .chars()
            .map(|c| {
                if c.is_control() && c != '\t' {
                    '\u{fffd}'
                } else {
                    c
                }
            })
            .collect();
        let pad: String = line
            .chars()
            .take(self.pos.column.saturating_sub(1) as usize)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        format!(
            "{file}:{}:{}: {}\n{line}\n{pad}^",
            self.pos.line, self.pos.column, self.message
        )
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.pos.line, self.pos.column, self.message
        )
    }
}

/// A parameter's type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParamType {
    /// A scalar, passed by value.
    Scalar(Scalar),
    /// An array or pointer parameter (`U64 asp[]`, `U64 asp[64]`,
    /// `U64* asp`): the run gives it an array of [`Options::array_len`]
    /// elements, or `len` when the declaration names one.
    Array {
        /// The element type.
        elem: Scalar,
        /// The declared length, if any.
        len: Option<usize>,
    },
}

/// A function parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// Its name.
    pub name: String,
    /// Its type.
    pub ty: ParamType,
}

/// A function of the user's source (the prelude's are not listed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// Its name.
    pub name: String,
    /// The line of its definition.
    pub line: u32,
    /// Its parameters, in order.
    pub params: Vec<Param>,
    /// Its return type; `None` for `void`.
    pub ret: Option<Scalar>,
}

impl Signature {
    /// The board set a set parameter takes by its place among the routine's
    /// sets, where its name alone does not say (the Code tab's default
    /// binding, `fillscope run --trace`'s roles): when `a` and `b` are both
    /// sets, as the Voronoi partition names its sides, `a`, `b`, `c` and `d`
    /// are the sources, the targets and sides C and D (`src`, `tgt`, `sc`,
    /// `sd`); a routine's only set is the sources (`src`).
    #[must_use]
    pub fn set_by_place(&self, name: &str) -> Option<&'static str> {
        let sets = self
            .params
            .iter()
            .filter(|p| matches!(p.ty, ParamType::Scalar(s) if s.is_set()));
        let is_set = |n: &str| sets.clone().any(|p| p.name == n);
        if !is_set(name) {
            return None;
        }
        if is_set("a") && is_set("b") {
            return match name {
                "a" => Some("src"),
                "b" => Some("tgt"),
                "c" => Some("sc"),
                "d" => Some("sd"),
                _ => None,
            };
        }
        (sets.count() == 1).then_some("src")
    }

    /// Which of the board's sets the entry's set `name` takes, by its name
    /// ([`set_by_name`]), else by its place ([`Signature::set_by_place`]);
    /// `None` for a set neither gives (it takes 0). The page's playground
    /// binds its parameters so, and `fillscope run --trace` draws them so.
    #[must_use]
    pub fn binding(&self, name: &str) -> Option<&'static str> {
        set_by_name(name).or_else(|| self.set_by_place(name))
    }
}

/// The board's set that a set named `name` stands for, whatever its case
/// (one of the page's bindings: `src`, `tgt`, `open`, `blk`, `sc`, `sd`,
/// `white`, `black`, `wn`, `we`): `sq1`, `gen`, `from`, `sliders` and the
/// moving pieces as engines name them (`rooks`, `knights`, `pieces`) the
/// sources; `sq2`, `to` the targets; `path`, `pro`, `empty` the open
/// squares; `occ`, `occupied`, `blockers` the blockers; `sc`, `sd`
/// Voronoi's sides C and D; `white`, `black` the pawns; `wn`, `we` the
/// walls on the squares' north and east edges. `None` for other names.
#[must_use]
pub fn set_by_name(name: &str) -> Option<&'static str> {
    let lower = name.to_ascii_lowercase();
    Some(match lower.as_str() {
        "sq1" | "gen" | "from" | "src" | "source" | "sources" | "start" | "sliders" | "slider" => {
            "src"
        }
        // The pieces that move or attack (`eastAttacks(U64 rooks, U64
        // empty)`, the wiki's `rq` for rooks and queens).
        "rooks" | "rook" | "bishops" | "bishop" | "queens" | "queen" | "knights" | "knight"
        | "kings" | "king" | "pawns" | "pieces" | "piece" | "rq" | "bq" | "attackers"
        | "movers" | "origin" | "origins" | "seed" | "seeds" => "src",
        "sq2" | "to" | "tgt" | "target" | "targets" | "goal" | "goals" | "dest" => "tgt",
        "path" | "pro" | "empty" | "open" | "propagator" | "empties" | "empty_squares"
        | "emptysquares" | "free" => "open",
        "occ" | "occupied" | "blockers" | "blocker" | "blk" | "walls" | "occupancy"
        | "obstacles" => "blk",
        "sc" | "side_c" | "sidec" => "sc",
        "sd" | "side_d" | "sided" => "sd",
        "white" | "wp" | "wpawns" | "white_pawns" | "whitepawns" => "white",
        "black" | "bp" | "bpawns" | "black_pawns" | "blackpawns" => "black",
        "wn" | "walls_n" | "wall_n" | "walls_north" => "wn",
        "we" | "walls_e" | "wall_e" | "walls_east" => "we",
        _ => return None,
    })
}

/// A number as C writes one, for a parameter that takes a number (the Code
/// tab's fields, `fillscope run --arg`): decimal, `0x` hex or `0b` binary,
/// with a minus sign, digits grouped by `_` or `'` and a C suffix (`ULL`).
/// A leading 0 is refused, as C reads `017` as octal 15.
///
/// # Errors
/// Why `text` is no number, or is one past 128 bits.
pub fn parse_number(text: &str) -> Result<i128, String> {
    let t = text.trim();
    let no = || format!("`{text}` is not a number (write it in decimal, or as 0x and hex digits)");
    let (neg, body) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let body = body.trim_end_matches(['u', 'U', 'l', 'L']);
    let (radix, digits) =
        if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
            (16, h)
        } else if let Some(b) = body.strip_prefix("0b").or_else(|| body.strip_prefix("0B")) {
            (2, b)
        } else {
            (10, body)
        };
    let separator = |c: char| c == '_' || c == '\'';
    if digits.is_empty() || digits.starts_with(separator) || digits.ends_with(separator) {
        return Err(no());
    }
    if radix == 10 && digits.len() > 1 && digits.starts_with('0') {
        return Err(format!(
            "`{text}` starts with 0, which C reads as octal: write 0x for hex, or leave out the leading 0"
        ));
    }
    let clean: String = digits.chars().filter(|&c| !separator(c)).collect();
    let value = u128::from_str_radix(&clean, radix)
        .ok()
        .and_then(|v| i128::try_from(v).ok())
        .ok_or_else(no)?;
    Ok(if neg { -value } else { value })
}

/// An argument for a parameter of the entry function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A scalar's bits, converted to the parameter's type as C converts
    /// (an `int` takes the low 32 bits: `u128::MAX` is -1).
    Scalar(u128),
    /// An array parameter's starting elements (missing ones are 0, extra
    /// ones an error); a parameter declared without a length (`U64 a[]`,
    /// `U64* a`) gets [`Options::array_len`] elements.
    Array(Vec<u128>),
    /// An array parameter of this many elements, starting with these
    /// (missing ones are 0); a parameter declared with another length is
    /// an error.
    ArrayOf(usize, Vec<u128>),
}

/// How to run a program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The entry function; `None` for the last one defined.
    pub entry: Option<String>,
    /// One argument per parameter of the entry function, in order.
    pub args: Vec<Arg>,
    /// The statement budget: the run stops with
    /// [`StopReason::MaxSteps`] when it is spent.
    pub max_steps: u64,
    /// Whether to keep a [`Frame`] for each statement.
    pub trace: bool,
    /// At most this many frames are kept; the run goes on without
    /// keeping more ([`Run::frames_dropped`] counts them).
    pub max_frames: usize,
    /// The length of an array parameter declared without one.
    pub array_len: usize,
    /// Whether a 64-bit set is an 8x8 board, whose shifts' wrapped bits
    /// are warned of ([`WarningKind::Wrap`]). `false` for a run on the 9x9
    /// board, where a 64-bit set holds that board's first 64 squares and
    /// its files are not the 8x8 board's: a warning would name the wrong
    /// squares. 128-bit sets are the 9x9 board either way.
    pub u64_board: bool,
    /// How the user allows a run more statements (the CLI's
    /// `--max-steps`, the page's Statement budget), ending the message of
    /// a run that spends its budget: an imperative, "raise the budget".
    pub more_steps: String,
}

impl Options {
    /// The defaults: the last function, 100,000 statements, traced, at
    /// most 20,000 frames, arrays of 64, 64-bit sets on the 8x8 board, and
    /// no caller's way named to allow more statements.
    pub fn new(args: Vec<Arg>) -> Options {
        Options {
            entry: None,
            args,
            max_steps: 100_000,
            trace: true,
            max_frames: 20_000,
            array_len: 64,
            u64_board: true,
            more_steps: "allow it more statements".to_string(),
        }
    }
}

/// A variable as a frame shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// A scalar; `None` while it has never been assigned (a global starts
    /// at 0).
    Scalar(Option<Value>),
    /// An array: element `i` is `None` while never written (an array
    /// parameter's elements count as written: they start at their
    /// argument's values; a global's start at 0, as C's static storage
    /// does).
    Array(Vec<Option<Value>>),
}

/// A variable in scope at a frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Var {
    /// Its name.
    pub name: String,
    /// Its type (an array's element type).
    pub ty: Scalar,
    /// Its value.
    pub value: Shown,
    /// Whether the frame's statement changed it (an array: any element).
    pub changed: bool,
    /// Whether it is a global.
    pub global: bool,
    /// An array's elements from the first to the last one the run wrote,
    /// by an initialiser or an assignment (0: none; always 0 for a
    /// scalar). The rest hold what they started with: unassigned, a
    /// global's zeros, an entry argument's values.
    pub written: usize,
}

impl Var {
    /// How many of an array's elements tell something: those up to the
    /// last one the run wrote ([`Var::written`]) or that is not 0 (an
    /// argument's value); the rest are as they started, 0 or unassigned.
    /// 0 for a scalar.
    pub fn extent(&self) -> usize {
        match &self.value {
            Shown::Array(items) => {
                let set = items
                    .iter()
                    .rposition(|x| x.is_some_and(|x| x.bits() != 0))
                    .map_or(0, |i| i + 1);
                set.max(self.written).min(items.len())
            }
            Shown::Scalar(_) => 0,
        }
    }
}

/// One executed statement: a declaration, an expression statement, a
/// `return`, `break` or `continue`, or the evaluation of a condition
/// (`if`, `while`, `for`, `do ... while`, `switch`) or of a `for` header's
/// first or third part. Its values are those after it ran.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Which statement, from 1 (the same count as [`Run::steps`]).
    pub step: u64,
    /// The statement's line.
    pub line: u32,
    /// The function it is in.
    pub function: String,
    /// The call depth: 0 in the entry function.
    pub depth: u32,
    /// The variables in scope: the function's parameters and locals in
    /// order of declaration, then the globals.
    pub vars: Vec<Var>,
    /// Indices into [`Run::warnings`] of the warnings this statement gave.
    pub warnings: Vec<usize>,
}

/// What a warning is about.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WarningKind {
    /// A shift or rotation moved set bits across the a/h-file edge (or,
    /// for a rotation, from rank 8 round to rank 1 or back), and the bits
    /// were not masked off before the value was returned, stored in an
    /// array or tested.
    Wrap,
    /// `1 << sq` with an `int` 1, whose result is an `int`, never a
    /// 64-bit set.
    IntShift,
    /// An output statement (`printf(...);`) was reached and skipped: the
    /// playground writes no output.
    Output,
    /// `>>` or `>>=` on a negative signed value (an `int64_t` with h8 set,
    /// a negative `int`): C leaves the result to the compiler, and gcc and
    /// clang copy the sign bit into the bits emptied at the top.
    SignedShift,
}

impl WarningKind {
    /// The kind as the CLI's JSON names it: `wrap`, `int-shift`, `output`,
    /// `signed-shift`.
    pub fn name(self) -> &'static str {
        match self {
            WarningKind::Wrap => "wrap",
            WarningKind::IntShift => "int-shift",
            WarningKind::Output => "output",
            WarningKind::SignedShift => "signed-shift",
        }
    }
}

/// Something the run points out without stopping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    /// What kind.
    pub kind: WarningKind,
    /// The line of the shift.
    pub line: u32,
    /// The step where the warning was found (where the bits were returned,
    /// stored or tested, for a wrap).
    pub step: u64,
    /// For a wrap, the squares where the wrapped bits landed; 0 otherwise.
    pub squares: u128,
    /// The sentence users see, with the fix.
    pub message: String,
}

/// Where the page shows the values an output statement (`printf`) would
/// have written: the last sentence of a [`WarningKind::Output`] warning's
/// message. Another front end says what it shows instead
/// ([`Warning::message_showing`]).
pub const OUTPUT_SHOWN: &str = "The values are on the board and in the Registers panel.";

impl Warning {
    /// The message, an output statement's ([`WarningKind::Output`]) saying
    /// `shown` where it says what the page shows ([`OUTPUT_SHOWN`]): the
    /// command line prints the values, not a board and a panel.
    #[must_use]
    pub fn message_showing(&self, shown: &str) -> String {
        if self.kind == WarningKind::Output {
            self.message.replace(OUTPUT_SHOWN, shown)
        } else {
            self.message.clone()
        }
    }
}

/// Why a run stopped before its entry function returned.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum StopReason {
    /// Undefined behaviour in C: a shift by the width or more or by a
    /// negative amount, signed overflow, division by zero, an index out of
    /// bounds, reading a variable never assigned.
    Undefined,
    /// A limit of the interpreter's, not of C: calls nested deeper than it
    /// follows (recursion past 200 calls).
    Limit,
    /// The state repeated at a loop: it never ends.
    Loop,
    /// The statement budget ran out.
    MaxSteps,
    /// An `assert` failed.
    Assert,
}

impl StopReason {
    /// The reason as the CLI's JSON names it: `undefined`, `limit`,
    /// `loop`, `max-steps`, `assert`.
    pub fn name(self) -> &'static str {
        match self {
            StopReason::Undefined => "undefined",
            StopReason::Limit => "limit",
            StopReason::Loop => "loop",
            StopReason::MaxSteps => "max-steps",
            StopReason::Assert => "assert",
        }
    }
}

/// A run's stop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    /// Why.
    pub reason: StopReason,
    /// The line it stopped at.
    pub line: u32,
    /// What happened, in words for the user: "`asp[64]` is past the end of
    /// `asp` (64 elements)", "the loop at line 7 never ends: the state
    /// at step 40 is the same as at step 31", "the run used up its
    /// statement budget of 100000 statements before the loop at line 7
    /// ended (`i` and `gen` kept changing); the loop may be finite: ...".
    pub message: String,
}

/// A finished run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// The entry function's name.
    pub entry: String,
    /// How many statements ran.
    pub steps: u64,
    /// The entry function's return value; `None` for `void` or a stop.
    pub ret: Option<Value>,
    /// Why it stopped early, if it did.
    pub stop: Option<Stop>,
    /// What it pointed out, in the order found.
    pub warnings: Vec<Warning>,
    /// The entry function's parameters and outermost locals at its end or
    /// stop (arrays are in [`Run::arrays`]).
    pub vars: Vec<(String, Option<Value>)>,
    /// Every array parameter of the entry function and every global array,
    /// from index 0 to the highest index written (empty if never
    /// written; unwritten elements below it are 0).
    pub arrays: Vec<(String, Vec<Value>)>,
    /// The frames, when traced.
    pub frames: Vec<Frame>,
    /// How many frames were not kept beyond [`Options::max_frames`].
    pub frames_dropped: u64,
}

/// Why a run could not start: no such entry function, or arguments that
/// do not fit its parameters. The sentence names the parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgError(pub String);

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A parsed and checked source, ready to run.
#[derive(Clone, Debug)]
pub struct Program {
    pub(crate) inner: crate::Compiled,
}

impl Program {
    /// The user's functions, in order of definition.
    pub fn functions(&self) -> &[Signature] {
        crate::signatures(&self.inner)
    }

    /// The function a run starts in by default: the last one defined.
    pub fn default_entry(&self) -> Option<&Signature> {
        self.functions().last()
    }
}

/// Parses and checks `source`. The prelude's helpers (`nortOne`, ...,
/// `notAFile`, `C64`, `popCount`, ...) are defined unless the source
/// defines its own.
pub fn compile(source: &str) -> Result<Program, Diagnostic> {
    crate::compile_source(source).map(|inner| Program { inner })
}

/// Runs `program` from its entry function.
pub fn run(program: &Program, options: &Options) -> Result<Run, ArgError> {
    crate::run_program(&program.inner, options)
}
