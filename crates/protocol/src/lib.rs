//! # fillscope-protocol
//!
//! The messages between the fillscope page and its background worker
//! (`crates/worker`), as plain serde types that both sides compile, so the
//! two cannot disagree about a field name.
//!
//! Every message is a JSON text. The page sends requests, each with an id of
//! its choosing (1, 2, 3, ...):
//!
//! ```text
//! {"id":7,"request":{"kind":"ping"}}
//! ```
//!
//! and the worker answers each one exactly once, with a reply or an error:
//!
//! ```text
//! {"id":7,"reply":{"kind":"pong","protocol":1,"version":"0.1.0"}}
//! {"id":7,"error":{"message":"request 7: unknown variant `frobnicate`, expected ..."}}
//! ```
//!
//! Besides the answers, the worker posts two messages of its own, without
//! an id:
//!
//! - `{"event":{"kind":"ready","protocol":1,"version":"0.1.0"}}` once, when
//!   it has started and takes requests. Requests sent before it may be lost,
//!   so the page waits for it.
//! - `{"error":{"message":"..."}}`: the worker as a whole cannot serve (its
//!   module failed to load, or a message it got was not a request at all).
//!   The page gives up on it and on every request it had pending.
//!
//! A reply that comes with binary data (a PNG or GIF file, say) is posted as
//! a two-element array instead of a bare text: `[json, bytes]`, the bytes a
//! `Uint8Array` whose buffer is transferred, not copied. The JSON says how
//! many bytes to expect ([`Reply::File::size`]).
//!
//! ## Growing the protocol
//!
//! A new kind of work is a new [`Request`] variant with its [`Reply`]; the
//! worker's `match` on [`Request`] then fails to compile until it handles
//! it. A worker that does not know a kind answers with an error naming it,
//! so the page shows a message instead of waiting. [`PROTOCOL`] goes up when
//! an existing message changes shape; the page refuses a worker whose
//! `ready` event names another number (a stale cached worker, say).

use serde::{Deserialize, Serialize};

/// The protocol's version number, sent in the worker's `ready` event and
/// in `pong` replies. The page only talks to a worker with the same number.
pub const PROTOCOL: u32 = 1;

/// The version of the crates on both sides (the workspace's version).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// A request with its id: `{"id":7,"request":{"kind":"ping"}}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope {
    /// Chosen by the page; the answer carries it back. Never 0.
    pub id: u64,
    /// What to do.
    pub request: Request,
}

/// The work the worker does, by `kind`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Request {
    /// Are you there? Answered by [`Reply::Pong`].
    Ping,
    /// Draw a trace as a PNG or GIF file. Answered by [`Reply::File`].
    Export(Export),
    /// The built-in lessons. Answered by [`Reply::Lessons`].
    Lessons,
    /// Read a lesson file (its JSON text). Answered by [`Reply::Lesson`],
    /// or an error saying what is wrong with it.
    ReadLesson {
        /// The file's text.
        text: String,
    },
    /// Compile and run the user's C code on a board. Answered by
    /// [`Reply::Code`], also when the code does not compile.
    RunCode(Box<CodeRequest>),
    /// The C versions of the built-in fills. Answered by
    /// [`Reply::CodePresets`].
    CodePresets,
}

impl Request {
    /// The request's `kind`, as on the wire.
    pub fn kind(&self) -> &'static str {
        match self {
            Request::Ping => "ping",
            Request::Export(_) => "export",
            Request::Lessons => "lessons",
            Request::ReadLesson { .. } => "read_lesson",
            Request::RunCode(_) => "run_code",
            Request::CodePresets => "code_presets",
        }
    }
}

/// An export of what the board shows, drawn by `fillscope-draw`:
/// `{"kind":"export","format":"png","state":"?alg=westcott&src=0x10000000&tgt=0x8000000000000001&frame=2"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Export {
    /// Which picture.
    pub format: Format,
    /// The board, fill, options and frame, as the query string of the
    /// page's link (`src/url_state.rs`, the format every link and embed
    /// uses). The worker runs the fill itself, so the page sends a few
    /// dozen bytes instead of the whole trace. [`Format::Png`] draws the
    /// link's frame; the others draw every frame. A link with
    /// `mode=compare` draws the Compare mode's three boards (run A, run B
    /// and their difference) instead.
    pub state: String,
    /// For a Compare export's [`Format::Png`]: which lined-up pair to draw,
    /// 0-based (the link's `frame` is run A's frame, which several pairs
    /// may share); `None`: the first. Left out of the JSON when `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pair: Option<usize>,
}

/// The pictures an [`Export`] makes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// One frame as a PNG.
    Png,
    /// Every frame in a grid, as one PNG.
    Filmstrip,
    /// Every frame as an animated GIF.
    Gif,
}

impl Format {
    /// The media type of the file.
    pub const fn mime(self) -> &'static str {
        match self {
            Format::Png | Format::Filmstrip => "image/png",
            Format::Gif => "image/gif",
        }
    }
}

/// A successful answer, by `kind`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reply {
    /// The answer to [`Request::Ping`].
    Pong {
        /// The worker's [`PROTOCOL`].
        protocol: u32,
        /// The worker's [`VERSION`].
        version: String,
    },
    /// A file, whose bytes travel beside this JSON (see the crate docs).
    File {
        /// Its media type, e.g. `image/png`.
        mime: String,
        /// How many bytes come with it.
        size: usize,
    },
    /// The built-in lessons, in the order they are offered.
    Lessons {
        /// The lessons.
        lessons: Vec<Lesson>,
    },
    /// A lesson file, read and checked.
    Lesson {
        /// The lesson: each step as it is shown (a link's parts that could
        /// not be used left out, its frame range kept within its run).
        lesson: Lesson,
        /// What of the steps could not be used, one sentence each, step by
        /// step, each with the step it is about (at most
        /// [`MAX_LESSON_NOTES`], the last one saying how many more there
        /// were); left out of the JSON when empty.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        notes: Vec<LessonNote>,
    },
    /// The user's code, compiled and run (or why it did not compile).
    Code(CodeRun),
    /// The C versions of the built-in fills, in the order offered.
    CodePresets {
        /// The presets.
        presets: Vec<CodePreset>,
    },
}

/// The board's sets a parameter of the user's code can be bound to: the
/// name a link and a request give it (`bind=gen:src`), and what it reads
/// as in the Code tab's menu and its messages.
pub const SET_BINDINGS: [(&str, &str); 10] = [
    ("src", "the sources"),
    ("tgt", "the targets"),
    ("sc", "Voronoi's side C"),
    ("sd", "Voronoi's side D"),
    ("open", "the open squares"),
    ("blk", "the blockers"),
    ("white", "the white pawns"),
    ("black", "the black pawns"),
    ("wn", "the walls on north edges"),
    ("we", "the walls on east edges"),
];

/// The board's sets, as the page's Play tab has them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeBoard {
    /// The sources.
    pub sources: u64,
    /// The targets.
    pub targets: u64,
    /// The blockers.
    pub blockers: u64,
    /// Voronoi's side C (left out of the JSON when it has no square).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub side_c: u64,
    /// Voronoi's side D (likewise).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub side_d: u64,
    /// The white pawns (left out of the JSON when there are none).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub white: u64,
    /// The black pawns (likewise).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub black: u64,
    /// The walls on the squares' north edges (a bit on a square: a wall
    /// between it and the square north of it; left out when none).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub wn: u64,
    /// The walls on the squares' east edges (likewise).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub we: u64,
    /// The 9x9 board's sets, when the code runs on it (its parameters then
    /// take these); left out of the JSON for the 8x8 board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nine: Option<CodeBoard9>,
    /// The Play tab's direction for the one-direction fills, numbered as
    /// the presets number it (0 nort, 1 noEa, 2 east ... 7 noWe): an
    /// integer parameter `dir` takes it (left out when 0).
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub dir: u8,
}

/// Whether a number is 0 (for `skip_serializing_if`).
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero_u8(n: &u8) -> bool {
    *n == 0
}

/// Whether a count is 0 (for `skip_serializing_if`).
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

/// Whether a set is empty (serde's `skip_serializing_if` takes a reference).
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(b: &u64) -> bool {
    *b == 0
}

/// The 9x9 board's sets (bit = file + 9 * rank), each `0x` and hex
/// digits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeBoard9 {
    /// The sources.
    pub sources: String,
    /// The targets.
    pub targets: String,
    /// The blockers.
    pub blockers: String,
    /// Voronoi's side C (left out when it has no square).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub side_c: String,
    /// Voronoi's side D (likewise).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub side_d: String,
    /// The walls on the squares' north edges (left out when none).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub wn: String,
    /// The walls on the squares' east edges (left out when none).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub we: String,
}

/// A run of the user's code: `{"kind":"run_code","source":"U64 f(U64 gen) {...}",
/// "board":{...},"bind":[["gen","src"]],"max_steps":100000}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeRequest {
    /// The C source.
    pub source: String,
    /// The entry function; `None` for the last one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry: Option<String>,
    /// The board the parameters take their sets from.
    pub board: CodeBoard,
    /// Parameters bound by the user, by name: `src`, `tgt`, `open`, `blk`,
    /// `white`, `black` (the board's sets), or a number (`0x...` or decimal); an array
    /// parameter `zeros`, or its length and first elements, `;`-separated
    /// (`8;0x10;0x20`). The others are bound by their names
    /// ([`CodeParam::bind`]).
    #[serde(default)]
    pub bind: Vec<(String, String)>,
    /// The statement budget.
    pub max_steps: u64,
    /// At most this many frames come back; `None`: the worker's limit,
    /// `Some(0)`: none (an untraced run, for timing).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_frames: Option<u64>,
}

/// A parameter of a function of the user's code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeParam {
    /// Its name.
    pub name: String,
    /// Its type as the user reads it: `U64`, `int`, `U64[]`, ...
    pub ty: String,
    /// What the run gave it: `src`, `tgt`, `open`, `blk`, a number, or
    /// for an array `zeros` or its length and first elements (`8;0x10`).
    pub bind: String,
}

/// A function of the user's code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeFunction {
    /// Its name.
    pub name: String,
    /// The line of its definition.
    pub line: u32,
    /// Its parameters.
    pub params: Vec<CodeParam>,
}

/// Why the code did not compile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeError {
    /// The line, from 1; 0 for an error in no line of the source (a
    /// parameter's binding).
    pub line: u32,
    /// The column, from 1 (0 with line 0).
    pub column: u32,
    /// What is wrong.
    pub message: String,
}

/// A variable at a frame. Values are text: `0x` and hex digits for a set,
/// a decimal number for an `int`; `None` while never assigned.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeVar {
    /// Its name.
    pub name: String,
    /// Its type (an array's element type): `U64`, `int`, ...
    pub ty: String,
    /// A scalar's value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// An array's elements up to the last one the run wrote or that is not
    /// 0 (`None`: unassigned); absent for a scalar.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elems: Option<Vec<Option<String>>>,
    /// How many elements after `elems` hold 0 (a global array's, or one
    /// its initialiser or argument filled, never written since), so that
    /// a run of zeros is told from elements never assigned, which are
    /// left out; absent when none (and from an older worker).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub zeros: u32,
    /// Whether the frame's statement changed it.
    #[serde(default)]
    pub changed: bool,
    /// Whether it is a global.
    #[serde(default)]
    pub global: bool,
}

/// One executed statement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeFrame {
    /// Which statement, from 1.
    pub step: u64,
    /// Its line.
    pub line: u32,
    /// The call depth (0: the entry function).
    pub depth: u32,
    /// The function it is in.
    pub function: String,
    /// The variables in scope.
    pub vars: Vec<CodeVar>,
    /// Indices into [`CodeRun::warnings`] of the warnings it gave.
    #[serde(default)]
    pub warnings: Vec<usize>,
}

/// Something a run points out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeWarning {
    /// `wrap`, `int-shift`, `signed-shift` or `output`.
    pub kind: String,
    /// The line of the shift.
    pub line: u32,
    /// The step it was found at.
    pub step: u64,
    /// A wrap's squares, as `0x` and hex digits.
    pub squares: String,
    /// What users read.
    pub message: String,
}

/// Why a run stopped early.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeStop {
    /// `undefined`, `limit` (calls nested deeper than the interpreter
    /// follows), `loop` or `max-steps`.
    pub reason: String,
    /// The line.
    pub line: u32,
    /// What users read.
    pub message: String,
}

/// The answer to [`Request::RunCode`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeRun {
    /// Why the code did not compile (then nothing else is set) or could
    /// not start (a parameter that cannot be bound).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<CodeError>,
    /// The user's functions.
    #[serde(default)]
    pub functions: Vec<CodeFunction>,
    /// The function that ran.
    #[serde(default)]
    pub entry: String,
    /// How many statements ran.
    #[serde(default)]
    pub steps: u64,
    /// The return value, as text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ret: Option<String>,
    /// Why the run stopped early.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop: Option<CodeStop>,
    /// What the run pointed out.
    #[serde(default)]
    pub warnings: Vec<CodeWarning>,
    /// The frames kept.
    #[serde(default)]
    pub frames: Vec<CodeFrame>,
    /// Frames run but not kept (beyond the worker's limit).
    #[serde(default)]
    pub frames_dropped: u64,
    /// On the 9x9 board: the `U64` parameters bound to its 128-bit sets,
    /// which hold only its first 64 squares (left out of the JSON when
    /// there are none).
    /// (Boxed: most runs have none, and a run travels inside every reply.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub narrow: Option<Box<CodeNarrow>>,
}

/// `U64` parameters bound to the 9x9 board's sets (128-bit, bit = file + 9
/// × rank): a `U64` holds only the squares a1 to a8 (bits 0 to 63), and a
/// shift by 8 is no move north on that board. The run goes ahead on the
/// low 64 bits; the page shows [`CodeNarrow::message`] beside its result.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeNarrow {
    /// The parameters, in the order declared.
    pub params: Vec<String>,
    /// The squares of their sets that they could not take (b8 to i9), as
    /// `0x` and 32 hex digits; `0x0...0` when none was lost.
    pub lost: String,
    /// What users read: which parameters, what a `U64` holds there, the
    /// squares lost, and what to do.
    pub message: String,
}

/// A C version of a built-in fill.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodePreset {
    /// The fill's id, as in links (`alg=`).
    pub id: String,
    /// Its title.
    pub title: String,
    /// The C source.
    pub source: String,
    /// Its 128-bit form for the 9x9 board, for a fill that has one
    /// (`bfs`, `voronoi`); left out of the JSON for the others.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nine: Option<String>,
}

/// At most this many notes of a lesson file's steps in [`Reply::Lesson`].
pub const MAX_LESSON_NOTES: usize = 12;

/// A note of the lesson reader in [`Reply::Lesson`]: what of a step could
/// not be used, and which step that is, so that the page shows the note at
/// its step without reading its words. On the wire
/// `{"step":1,"text":"Step 2's link: ..."}`, `step` left out for a note of
/// no one step ("…and 3 more."); a bare text (an older worker's note)
/// reads as a note of no one step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "NoteOnWire")]
pub struct LessonNote {
    /// The step it is about: its index in [`Lesson::steps`] (0-based).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<usize>,
    /// The note, one sentence (it names its step, "Step 2's link: ...",
    /// as it is also said with the others, above the lesson).
    pub text: String,
}

/// What a [`LessonNote`] may arrive as: a note with its step, or an older
/// worker's bare text.
#[derive(Deserialize)]
#[serde(untagged)]
enum NoteOnWire {
    Text(String),
    Note {
        #[serde(default)]
        step: Option<usize>,
        text: String,
    },
}

impl From<NoteOnWire> for LessonNote {
    fn from(note: NoteOnWire) -> Self {
        match note {
            NoteOnWire::Text(text) => LessonNote { step: None, text },
            NoteOnWire::Note { step, text } => LessonNote { step, text },
        }
    }
}

/// A lesson: a title and a sequence of steps, each a view of the board
/// with a frame range and a short text. Its file is this as JSON:
/// `{"title": "...", "steps": [{"text": "...", "link": "?alg=westcott&...",
/// "from": 0, "to": 4}]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// A built-in lesson's id (`lesson=` in links); none for a file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// Its title.
    pub title: String,
    /// Its steps, in order.
    pub steps: Vec<LessonStep>,
}

impl Lesson {
    /// The lesson's file text (JSON, one line).
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// One step of a [`Lesson`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonStep {
    /// Plain paragraphs separated by blank lines; `backquotes` mark code.
    pub text: String,
    /// The view, as the query string of the page's link (board, fill,
    /// options): `?alg=westcott&src=0x10000000&tgt=0x8000000000000001`.
    pub link: String,
    /// The first frame the step shows (0-based).
    #[serde(default)]
    pub from: usize,
    /// The last frame the step shows; none for the trace's last.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<usize>,
}

/// What went wrong, in words for the user.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    /// One or two sentences.
    pub message: String,
}

impl Failure {
    /// A failure saying `message`.
    pub fn new(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
        }
    }
}

/// Something the worker says of its own accord, by `kind`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// The worker has started and takes requests.
    Ready {
        /// The worker's [`PROTOCOL`].
        protocol: u32,
        /// The worker's [`VERSION`].
        version: String,
    },
}

impl Event {
    /// The `ready` event of a worker built from this crate.
    pub fn ready() -> Event {
        Event::Ready {
            protocol: PROTOCOL,
            version: VERSION.to_string(),
        }
    }
}

/// Everything the worker posts: `{"id":7,"reply":...}`,
/// `{"id":7,"error":...}`, `{"event":...}` or `{"error":...}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "Wire", into = "Wire")]
pub struct Message {
    /// The request answered; `None` for events and for errors of the
    /// worker as a whole.
    pub id: Option<u64>,
    /// The reply, error or event.
    pub body: Body,
}

/// The part of a [`Message`] beside its id: which one of `reply`, `error`
/// and `event` it has.
#[derive(Clone, Debug, PartialEq)]
pub enum Body {
    /// `"reply": {...}`
    Reply(Reply),
    /// `"error": {"message": ...}`
    Error(Failure),
    /// `"event": {...}`
    Event(Event),
}

/// A [`Message`] as on the wire: an object with an optional id and exactly
/// one of the other three keys.
#[derive(Clone, Serialize, Deserialize)]
struct Wire {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    reply: Option<Reply>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    error: Option<Failure>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    event: Option<Event>,
}

impl TryFrom<Wire> for Message {
    type Error = &'static str;
    fn try_from(w: Wire) -> Result<Message, &'static str> {
        let body = match (w.reply, w.error, w.event) {
            (Some(r), None, None) => Body::Reply(r),
            (None, Some(e), None) => Body::Error(e),
            (None, None, Some(e)) => Body::Event(e),
            _ => return Err("a message has exactly one of reply, error and event"),
        };
        Ok(Message { id: w.id, body })
    }
}

impl From<Message> for Wire {
    fn from(m: Message) -> Wire {
        let mut w = Wire {
            id: m.id,
            reply: None,
            error: None,
            event: None,
        };
        match m.body {
            Body::Reply(r) => w.reply = Some(r),
            Body::Error(e) => w.error = Some(e),
            Body::Event(e) => w.event = Some(e),
        }
        w
    }
}

impl Message {
    /// The answer to request `id`: its reply or its error.
    pub fn answer(id: u64, result: Result<Reply, Failure>) -> Message {
        Message {
            id: Some(id),
            body: match result {
                Ok(reply) => Body::Reply(reply),
                Err(failure) => Body::Error(failure),
            },
        }
    }

    /// An event.
    pub fn event(event: Event) -> Message {
        Message {
            id: None,
            body: Body::Event(event),
        }
    }

    /// The JSON text to post.
    pub fn to_json(&self) -> String {
        // Nothing in these types can fail to encode (string keys, no
        // floats); should it ever, the page still gets a readable error.
        serde_json::to_string(self).unwrap_or_else(|e| {
            let text =
                serde_json::Value::String(format!("the worker could not encode its answer: {e}"));
            match self.id {
                Some(id) => format!(r#"{{"id":{id},"error":{{"message":{text}}}}}"#),
                None => format!(r#"{{"error":{{"message":{text}}}}}"#),
            }
        })
    }

    /// Reads a message the worker posted.
    pub fn from_json(text: &str) -> Result<Message, String> {
        serde_json::from_str(text).map_err(|e| format!("not a worker message: {e}"))
    }
}

impl Envelope {
    /// The JSON text to post.
    pub fn to_json(&self) -> String {
        // Requests hold strings, integers and enums only: encoding cannot
        // fail. An empty text would be rejected by the worker as unreadable.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a request the page posted. On failure, says why, with the id
    /// when one could be read, so that the worker can answer that request
    /// with an error (for example for a `kind` it does not know).
    pub fn from_json(text: &str) -> Result<Envelope, Rejected> {
        #[derive(Deserialize)]
        struct Loose {
            id: Option<serde_json::Value>,
            request: Option<serde_json::Value>,
        }
        let loose: Loose = serde_json::from_str(text).map_err(|e| Rejected {
            id: None,
            message: format!("the worker got a message that is not a request: {e}"),
        })?;
        let id = match loose.id.as_ref().map(|v| v.as_u64()) {
            Some(Some(id)) if id != 0 => id,
            Some(_) => {
                return Err(Rejected {
                    id: None,
                    message: "the worker got a request whose id is not a positive integer"
                        .to_string(),
                })
            }
            None => {
                return Err(Rejected {
                    id: None,
                    message: "the worker got a request without an id".to_string(),
                })
            }
        };
        let request = loose.request.ok_or_else(|| Rejected {
            id: Some(id),
            message: format!("request {id} has no \"request\" field"),
        })?;
        let request = Request::deserialize(request).map_err(|e| Rejected {
            id: Some(id),
            message: format!("request {id}: {e}"),
        })?;
        Ok(Envelope { id, request })
    }
}

/// A text the worker could not take as a request ([`Envelope::from_json`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejected {
    /// The request's id, when it had a readable one.
    pub id: Option<u64>,
    /// Why, in words.
    pub message: String,
}

impl Rejected {
    /// The message the worker posts back: an error answering the request,
    /// or, without an id, an error of the worker as a whole.
    pub fn into_message(self) -> Message {
        Message {
            id: self.id,
            body: Body::Error(Failure::new(self.message)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_wire_format() {
        let e = Envelope {
            id: 7,
            request: Request::Ping,
        };
        assert_eq!(e.to_json(), r#"{"id":7,"request":{"kind":"ping"}}"#);
        assert_eq!(Envelope::from_json(&e.to_json()), Ok(e));
    }

    #[test]
    fn message_wire_format() {
        let pong = Message::answer(
            3,
            Ok(Reply::Pong {
                protocol: 1,
                version: "0.1.0".into(),
            }),
        );
        assert_eq!(
            pong.to_json(),
            r#"{"id":3,"reply":{"kind":"pong","protocol":1,"version":"0.1.0"}}"#
        );
        let file = Message::answer(
            4,
            Ok(Reply::File {
                mime: "image/png".into(),
                size: 12,
            }),
        );
        assert_eq!(
            file.to_json(),
            r#"{"id":4,"reply":{"kind":"file","mime":"image/png","size":12}}"#
        );
        let err = Message::answer(5, Err(Failure::new("no")));
        assert_eq!(err.to_json(), r#"{"id":5,"error":{"message":"no"}}"#);
        let ready = Message::event(Event::Ready {
            protocol: 1,
            version: "0.1.0".into(),
        });
        assert_eq!(
            ready.to_json(),
            r#"{"event":{"kind":"ready","protocol":1,"version":"0.1.0"}}"#
        );
        for m in [pong, file, err, ready] {
            assert_eq!(Message::from_json(&m.to_json()), Ok(m));
        }
    }

    #[test]
    fn code_var_wire_format() {
        // An array's zeros after its elements travel as a count, left out
        // when none: a message without it (an older worker's) reads as
        // before.
        let v = CodeVar {
            name: "d".into(),
            ty: "U64".into(),
            value: None,
            elems: Some(vec![Some("0x0000000000000004".into()), None]),
            zeros: 62,
            changed: false,
            global: true,
        };
        let text = serde_json::to_string(&v).unwrap();
        assert_eq!(
            text,
            r#"{"name":"d","ty":"U64","elems":["0x0000000000000004",null],"zeros":62,"changed":false,"global":true}"#
        );
        assert_eq!(serde_json::from_str::<CodeVar>(&text).unwrap(), v);
        let old = r#"{"name":"d","ty":"U64","elems":[],"changed":false,"global":true}"#;
        let read: CodeVar = serde_json::from_str(old).unwrap();
        assert_eq!((read.elems.clone(), read.zeros), (Some(Vec::new()), 0));
        assert_eq!(serde_json::to_string(&read).unwrap(), old);
    }

    #[test]
    fn lesson_note_wire_format() {
        // Each note carries its step (0-based), left out for a note of no
        // one step; an older worker's notes, bare texts, read as notes of
        // no one step.
        let reply = Reply::Lesson {
            lesson: Lesson {
                id: None,
                title: "T".into(),
                steps: Vec::new(),
            },
            notes: vec![
                LessonNote {
                    step: Some(1),
                    text: "Step 2's link: x.".into(),
                },
                LessonNote {
                    step: None,
                    text: "…and 3 more.".into(),
                },
            ],
        };
        let m = Message::answer(9, Ok(reply));
        let text = m.to_json();
        assert_eq!(
            text,
            r#"{"id":9,"reply":{"kind":"lesson","lesson":{"title":"T","steps":[]},"notes":[{"step":1,"text":"Step 2's link: x."},{"text":"…and 3 more."}]}}"#
        );
        assert_eq!(Message::from_json(&text), Ok(m));
        let old = r#"{"id":9,"reply":{"kind":"lesson","lesson":{"title":"T","steps":[]},"notes":["Step 2's link: x."]}}"#;
        let Ok(Message {
            body: Body::Reply(Reply::Lesson { notes, .. }),
            ..
        }) = Message::from_json(old)
        else {
            panic!("{old} does not read");
        };
        assert_eq!(
            notes,
            [LessonNote {
                step: None,
                text: "Step 2's link: x.".into()
            }]
        );
    }

    #[test]
    fn the_loaders_error_is_a_message_without_id() {
        // What crates/worker/loader.js posts when the module cannot load.
        let m = Message::from_json(r#"{"error":{"message":"could not load"}}"#).unwrap();
        assert_eq!(m.id, None);
        assert_eq!(m.body, Body::Error(Failure::new("could not load")));
    }

    #[test]
    fn unknown_fields_are_ignored() {
        // Room to grow: a newer side may add fields.
        let m = Message::from_json(
            r#"{"id":2,"reply":{"kind":"pong","protocol":1,"version":"9","extra":1},"note":"x"}"#,
        )
        .unwrap();
        assert_eq!(m.id, Some(2));
        let e = Envelope::from_json(r#"{"id":2,"request":{"kind":"ping","extra":true},"v":1}"#)
            .unwrap();
        assert_eq!(e.request, Request::Ping);
    }

    #[test]
    fn unknown_kind_is_an_error_for_that_request() {
        let r = Envelope::from_json(r#"{"id":9,"request":{"kind":"frobnicate"}}"#).unwrap_err();
        assert_eq!(r.id, Some(9));
        assert!(r.message.contains("frobnicate"), "{}", r.message);
        let m = r.into_message();
        assert_eq!(m.id, Some(9));
        assert!(matches!(m.body, Body::Error(_)));
        // It encodes and decodes like any answer.
        assert_eq!(Message::from_json(&m.to_json()), Ok(m));
    }

    #[test]
    fn unreadable_requests_are_errors_of_the_worker() {
        for text in [
            "",
            "not json",
            "[]",
            "{}",
            r#"{"request":{"kind":"ping"}}"#,
            r#"{"id":0,"request":{"kind":"ping"}}"#,
            r#"{"id":-1,"request":{"kind":"ping"}}"#,
            r#"{"id":"7","request":{"kind":"ping"}}"#,
            r#"{"id":1.5,"request":{"kind":"ping"}}"#,
        ] {
            let r = Envelope::from_json(text).unwrap_err();
            assert_eq!(r.id, None, "{text}");
            assert!(!r.message.is_empty());
        }
        let r = Envelope::from_json(r#"{"id":4}"#).unwrap_err();
        assert_eq!(r.id, Some(4));
        let r = Envelope::from_json(r#"{"id":4,"request":"ping"}"#).unwrap_err();
        assert_eq!(r.id, Some(4));
        let r = Envelope::from_json(r#"{"id":4,"request":{}}"#).unwrap_err();
        assert_eq!(r.id, Some(4));
    }

    #[test]
    fn garbled_worker_messages_are_errors_not_panics() {
        for text in [
            "",
            "{}",
            r#"{"id":1}"#,
            r#"{"reply":{"kind":"nope"}}"#,
            "[1]",
        ] {
            assert!(Message::from_json(text).is_err(), "{text}");
        }
    }

    /// The seeds' example, e4 to a1 and h8, as an export request.
    fn seed_export(format: Format) -> Export {
        Export {
            format,
            state: "?alg=westcott&src=0x10000000&tgt=0x8000000000000001&frame=2".into(),
            pair: None,
        }
    }

    #[test]
    fn export_wire_format() {
        let text = Envelope {
            id: 1,
            request: Request::Export(seed_export(Format::Filmstrip)),
        }
        .to_json();
        assert_eq!(
            text,
            r#"{"id":1,"request":{"kind":"export","format":"filmstrip","state":"?alg=westcott&src=0x10000000&tgt=0x8000000000000001&frame=2"}}"#
        );
        assert_eq!(Format::Gif.mime(), "image/gif");
        assert_eq!(Format::Filmstrip.mime(), "image/png");
        assert_eq!(Format::Png.mime(), "image/png");
        // A compare export's pair travels when given.
        let compare = Export {
            format: Format::Png,
            state: "?alg=fill&mode=compare".into(),
            pair: Some(3),
        };
        let text = Envelope {
            id: 2,
            request: Request::Export(compare.clone()),
        }
        .to_json();
        assert!(
            text.ends_with(r#""state":"?alg=fill&mode=compare","pair":3}}"#),
            "{text}"
        );
        assert_eq!(
            Envelope::from_json(&text).map(|e| e.request),
            Ok(Request::Export(compare))
        );
    }

    #[test]
    fn a_bad_export_is_an_error_for_that_request() {
        for text in [
            r#"{"id":5,"request":{"kind":"export","format":"jpeg","state":""}}"#,
            r#"{"id":5,"request":{"kind":"export","format":"png"}}"#,
            r#"{"id":5,"request":{"kind":"export","state":"?alg=bfs"}}"#,
            r#"{"id":5,"request":{"kind":"export","format":"png","state":7}}"#,
        ] {
            let r = Envelope::from_json(text).unwrap_err();
            assert_eq!(r.id, Some(5), "{text}");
        }
    }

    #[test]
    fn every_request_kind_round_trips() {
        // One value per variant; `kind` must match the wire name.
        for request in [
            Request::Ping,
            Request::Export(seed_export(Format::Png)),
            Request::Export(seed_export(Format::Gif)),
        ] {
            let text = Envelope {
                id: 1,
                request: request.clone(),
            }
            .to_json();
            assert!(
                text.contains(&format!(r#""kind":"{}""#, request.kind())),
                "{text}"
            );
            assert_eq!(Envelope::from_json(&text).map(|e| e.request), Ok(request));
        }
    }
}
