//! The app state as a reducer: [`State`] and the [`Action`]s that change
//! it. Plain Rust (the Yew `Reducible` glue is a thin wasm-only wrapper),
//! so `cargo test` covers every transition, and the page's start
//! ([`State::start`]). Every edit of the setup recomputes the trace at
//! once. How the page shows itself ([`ViewOptions`]: theme, speed, loop,
//! embed...) is state like the rest.

use std::rc::Rc;

use fillscope_core::log::Mapping;
use fillscope_core::nine::{Board9, Square9, Trace9};
use fillscope_core::{Bitboard, Direction, Method, Piece, Role, Square, Step, Trace};
use fillscope_protocol::{CodeRequest, CodeRun, Lesson};

use crate::code_mode::CodeState;
#[cfg(feature = "modes")]
use crate::compare_mode::Board;
use crate::compare_mode::{Choices, CompareState, Source};
#[cfg(feature = "modes")]
use crate::lesson_mode::Edit;
#[cfg(feature = "modes")]
use crate::lesson_mode::OWN_PICK;
use crate::lesson_mode::{Asked, LessonState, LessonTask};
use crate::log_mode::LogState;
use crate::model::{Algorithm, Setup};
use crate::nine_board::{takes_nine, Marks9, Nine};
use crate::playback::Playback;
use crate::quiz::QuizState;
use crate::url_state::{self, Mode, Theme, UrlState, ViewOptions, MAX_SPEED, MIN_SPEED};

/// What a click on the board does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Marks a blocker.
    Blocker,
    /// Marks a source.
    Source,
    /// Marks a target.
    Target,
    /// Marks a seed of Voronoi side C.
    SideC,
    /// Marks a seed of Voronoi side D.
    SideD,
    /// Puts a white pawn.
    WhitePawn,
    /// Puts a black pawn.
    BlackPawn,
    /// Removes every mark.
    Erase,
    /// Toggles the wall on the clicked square edge (BFS, Voronoi).
    Wall,
}

impl Tool {
    /// The mark tools, in toolbar order; each algorithm offers those it
    /// takes (see [`State::tools`]).
    pub const MARKS: [Tool; 8] = [
        Tool::Blocker,
        Tool::Source,
        Tool::Target,
        Tool::SideC,
        Tool::SideD,
        Tool::WhitePawn,
        Tool::BlackPawn,
        Tool::Erase,
    ];

    /// The role of the mark the tool puts down (`None` for Blocker, Erase
    /// and Wall).
    #[must_use]
    pub const fn role(self) -> Option<Role> {
        Some(match self {
            Tool::Source => Role::Source,
            Tool::Target => Role::Target,
            Tool::SideC => Role::SideC,
            Tool::SideD => Role::SideD,
            Tool::WhitePawn => Role::WhitePawn,
            Tool::BlackPawn => Role::BlackPawn,
            Tool::Blocker | Tool::Erase | Tool::Wall => return None,
        })
    }

    /// The mark a square cannot hold beside this tool's
    /// ([`Role::displaces`]): a white and a black pawn never share a square.
    #[must_use]
    pub fn displaces(self) -> Option<Role> {
        self.role().and_then(Role::displaces)
    }

    /// Applies the tool to `sq` on either board: a blocker or Erase clears
    /// every mark on the square; a mark clears the blocker (and a pawn the
    /// other colour's pawn); the Wall tool does nothing here (walls are
    /// toggled between two squares).
    pub fn apply<B: MarkBoard>(self, board: &mut B, sq: B::Square) {
        if matches!(self, Tool::Blocker | Tool::Erase) {
            for t in Tool::MARKS {
                if let Some(role) = t.role() {
                    board.set_mark(role, sq, false);
                }
            }
        }
        match self {
            Tool::Blocker => board.set_blocker(sq, true),
            Tool::Erase => board.set_blocker(sq, false),
            Tool::Wall => {}
            _ => {
                if let Some(role) = self.role() {
                    board.set_mark(role, sq, true);
                }
                if let Some(other) = self.displaces() {
                    board.set_mark(other, sq, false);
                }
                board.set_blocker(sq, false);
            }
        }
    }

    /// The button label (also its accessible name).
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Tool::Blocker => "Blocker",
            Tool::Source => "Source",
            Tool::Target => "Target",
            Tool::SideC => "Side C",
            Tool::SideD => "Side D",
            Tool::WhitePawn => "White pawn",
            Tool::BlackPawn => "Black pawn",
            Tool::Erase => "Erase",
            Tool::Wall => "Wall",
        }
    }

    /// The CSS class of the tool's button, also set on the board while the
    /// tool is picked (the Wall tool changes the cursor).
    #[must_use]
    pub const fn class(self) -> &'static str {
        match self {
            Tool::Blocker => "tool-blocker",
            Tool::Source => "tool-source",
            Tool::Target => "tool-target",
            Tool::SideC => "tool-side-c",
            Tool::SideD => "tool-side-d",
            Tool::WhitePawn => "tool-white-pawn",
            Tool::BlackPawn => "tool-black-pawn",
            Tool::Erase => "tool-erase",
            Tool::Wall => "tool-wall",
        }
    }
}

/// A board the tools mark: the 8x8 setup or the 9x9 board's marks.
pub trait MarkBoard {
    /// Its squares.
    type Square: Copy;
    /// Puts a mark in `role` on `sq` or takes it off (a role the board
    /// does not hold is ignored).
    fn set_mark(&mut self, role: Role, sq: Self::Square, on: bool);
    /// Closes `sq` or opens it.
    fn set_blocker(&mut self, sq: Self::Square, on: bool);
}

impl MarkBoard for Setup {
    type Square = Square;
    fn set_mark(&mut self, role: Role, sq: Square, on: bool) {
        Setup::set_mark(self, role, sq, on);
    }
    fn set_blocker(&mut self, sq: Square, on: bool) {
        if on {
            self.blockers.insert(sq);
        } else {
            self.blockers.remove(sq);
        }
    }
}

/// Everything the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// The board, algorithm and options.
    pub setup: Setup,
    /// The trace of `setup`, recomputed on every edit.
    pub trace: Rc<Trace>,
    /// Which frame is shown and whether it plays.
    pub playback: Playback,
    /// The editing tool.
    pub tool: Tool,
    /// A one-off message for the user (e.g. stored state was unreadable).
    pub notice: Option<String>,
    /// The board this browser had before a link replaced it, as a link to
    /// it (`crate::storage::own_board`): the notice offers it back until
    /// it is dismissed.
    pub own_board: Option<Rc<str>>,
    /// How the page shows itself: theme, speed, looping, embed options.
    pub view: ViewOptions,
    /// The Log mode: pasted values, read and checked against `setup`'s fill.
    pub log: LogState,
    /// The Compare mode: run B beside `setup`'s run.
    pub compare: CompareState,
    /// The Compare mode on the 9x9 board, while it is on show: run B beside
    /// `nine`'s run, with `compare`'s choices (the mode's one set).
    pub compare9: Option<CompareState<Trace9>>,
    /// The Lesson mode: the lesson, its step and the view it shows.
    pub lesson: LessonState,
    /// The Quiz mode: a round of predicting the frontiers of the Play
    /// tab's trace, on the board on show (`nine`'s when it is).
    pub quiz: QuizState,
    /// The Code mode: the user's C code and its last run on `setup`'s board.
    pub code: CodeState,
    /// The 9x9 board, when it is on show in place of the 8x8 one (BFS and
    /// Voronoi only); `setup` keeps the 8x8 board meanwhile.
    pub nine: Option<Nine>,
    /// The 9x9 board's marks while the 8x8 board is on show, so that
    /// switching back shows the 9x9 board as it was (`None`: it was never
    /// shown, and it starts as a copy of the 8x8 board).
    nine_kept: Option<Marks9>,
    /// Whether the 9x9 board was left because the fill picked has no 9x9
    /// form (not by the user's choice): picking a fill that has one again
    /// brings it back.
    nine_left: bool,
    /// Whether the Log, Compare and Quiz modes are behind the setup (it
    /// changed while none of them was on show).
    modes_stale: bool,
    /// The occluded fills' method last on show: the Algorithm menus' one
    /// `fill` entry picks it again ([`Action::PickAlgorithm`]), so Kogge-Stone
    /// stays Kogge-Stone after a look at another fill.
    fill_method: Method,
    /// The setups before each of the last edits of the Play tab's board
    /// (its marks, walls, registers, fill and options), oldest first, at
    /// most [`UNDO_LIMIT`] ([`Action::UndoBoard`]).
    pub board_undo: Vec<BoardUndo>,
    /// The setups the last undos left, newest last ([`Action::RedoBoard`]);
    /// emptied by a new edit.
    pub board_redo: Vec<BoardUndo>,
    /// Whether the last edit was a drag's paint, which the drag's next
    /// squares ([`Action::Continue`]) join as one undo.
    in_stroke: bool,
}

/// How many edits of the board can be undone.
pub const UNDO_LIMIT: usize = 100;

/// A board an edit replaced, kept so that Undo or Ctrl+Z puts it back.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardUndo {
    /// The setup before (the 8x8 board, the fill and its options).
    setup: Setup,
    /// The 9x9 board's marks before, when it was on show.
    nine: Option<Marks9>,
    /// What replaced it in one click, as the page says it ("The board was
    /// cleared"): Clear, Seed example and Random board.
    pub what: Option<&'static str>,
}

/// Everything that changes the state.
#[derive(Debug, PartialEq)]
pub enum Action {
    /// Apply the current mark tool to a square (in the Quiz mode: paint
    /// or unpaint it in the learner's guess).
    Paint(Square),
    /// Toggle the wall between two orthogonal neighbours.
    ToggleWall(Square, Square),
    /// Apply the mark tool to a square of the 9x9 board (in the Quiz mode,
    /// as [`Action::Paint`]: paint or unpaint it in the learner's guess).
    Paint9(Square9),
    /// Set an input register of the Play tab's fill on the 9x9 board.
    SetRegister9(String, Board9),
    /// Toggle the wall between two neighbours of the 9x9 board.
    ToggleWall9(Square9, Square9),
    /// Show the 9x9 board (`true`, starting from the 8x8 board's marks) or
    /// the 8x8 one again; only BFS and Voronoi take the 9x9 board.
    SetNine(bool),
    /// Choose a tool.
    SetTool(Tool),
    /// Choose the tool at this place among those on offer ([`State::tools`],
    /// 0-based, in the order of their buttons): the tool keys 1, 2, ….
    PickTool(u8),
    /// Remove every mark and wall.
    Clear,
    /// Put back the board before the last edit ([`State::board_undo`]).
    UndoBoard,
    /// Make the edit the last undo took back again ([`State::board_redo`]).
    RedoBoard,
    /// A drag painting on from the square it started on: the edit joins
    /// the drag's first as one undo.
    Continue(Box<Action>),
    /// The seed example: e4 to a1 and h8 on an empty board, Westcott, king steps.
    Seed,
    /// A random board from this seed (keeps the algorithm and options).
    Random(u64),
    /// Choose the algorithm.
    SetAlgorithm(Algorithm),
    /// Choose the algorithm by its menu entry (its link id): `fill` is the
    /// occluded fill by the method last on show.
    PickAlgorithm(String),
    /// Choose the step kind.
    SetStep(Step),
    /// Choose the fill direction.
    SetDirection(Direction),
    /// Choose the fill method.
    SetMethod(Method),
    /// Choose the slider piece.
    SetPiece(Piece),
    /// Set a register by its name (see [`Setup::register_names`]).
    SetRegister(String, Bitboard),
    /// Replace the whole setup and show frame `frame` (restore, share links).
    Load(Setup, usize),
    /// Play or pause.
    TogglePlay,
    /// Pause.
    Pause,
    /// One frame forward.
    StepForward,
    /// One frame back.
    StepBack,
    /// First frame.
    First,
    /// Last frame.
    Last,
    /// Show frame `n` (0-based).
    Seek(usize),
    /// The playback timer fired. With [`ViewOptions::loop`] on, playback
    /// starts over from the first frame after the last instead of stopping.
    Tick,
    /// Show a notice.
    Notify(String),
    /// Hide the notice.
    DismissNotice,
    /// Another tab of this browser saved its record (`query`, the stored
    /// link) over this tab's: a lesson or code edited here that it lacks is
    /// set aside (and so kept for the next visit), and the page says so.
    OtherTabSaved(String),
    /// Choose the colour scheme.
    SetTheme(Theme),
    /// Replace the Log mode's text (cut to [`crate::log_mode::MAX_LOG_BYTES`]).
    SetLogText(String),
    /// Choose how the Log mode's text numbers the squares.
    SetMapping(Mapping),
    /// Choose the Compare mode's run B.
    SetCompareWith(Algorithm),
    /// Take the Compare mode's run B from the Code tab's run or the Log
    /// tab's values ([`Source::Fill`]: the built-in fill chosen before).
    SetCompareSource(Source),
    /// Choose the register whose difference the Compare mode draws (`None`:
    /// the answers).
    SetCompareRegister(Option<String>),
    /// Give the Compare mode's run B its own step kind (`None`: run A's).
    SetCompareStep(Option<Step>),
    /// Read the Compare mode's run B's names as run A's: each B's base
    /// and A's (`dist`, `asp`); `None`: as proposed.
    SetCompareReadAs(Option<Vec<(String, String)>>),
    /// Line the Compare mode's frames up by step (`true`) or by index.
    SetLinked(bool),
    /// Give run B the board on show now, to keep while A's board changes
    /// (`true`), or run B on A's board again (`false`).
    KeepBoardForB(bool),
    /// The worker sent the built-in lessons.
    LessonsLoaded(Rc<Vec<Lesson>>),
    /// Open a lesson read from a file or a link (it is the page's own).
    OpenLesson(Lesson),
    /// Open the built-in lesson with this id.
    PickLesson(String),
    /// A lesson could not be loaded or read: why.
    LessonFailed(String),
    /// What of the lesson just opened could not be used (its steps' link
    /// parts, frames), one note each: said above it, and each note of a
    /// step (as the lesson reader gave it) at that step too.
    #[cfg(feature = "modes")]
    LessonNotes(Vec<fillscope_protocol::LessonNote>),
    /// Ask the worker again for the built-in lessons (and the link's
    /// lesson) after it failed to answer.
    #[cfg(feature = "modes")]
    RetryLessons,
    /// Show the lesson's step `n` (0-based).
    GoStep(usize),
    /// The lesson's next step.
    NextStep,
    /// The lesson's previous step.
    PrevStep,
    /// Turn the presenter view on or off.
    TogglePresenter,
    /// Leave the presenter view.
    ExitPresenter,
    /// Add the Play tab's view (board, fill, frame onwards) as a step after
    /// the one on show, starting a lesson if none is open.
    AddViewStep,
    /// Start a new lesson whose one step is the Play tab's view, the lesson
    /// on show put aside if it was edited here.
    NewLesson,
    /// Replace the text of the step on show.
    SetStepText(String),
    /// Replace the lesson's title.
    SetLessonTitle(String),
    /// Set the frames the step on show shows, first and last (0-based;
    /// kept within its run; its run's last frame is saved as "to the end").
    #[cfg(feature = "modes")]
    SetStepRange(usize, usize),
    /// Move the step on show one place earlier (`true`) or later.
    MoveStep(bool),
    /// Delete the step on show.
    DeleteStep,
    /// Take back the lesson's last edit (an add, a delete, a move, typed
    /// text, a frame range), then the one before, and so on.
    UndoDelete,
    /// Make the lesson's last edit undone again ([`Action::UndoDelete`]),
    /// then the one undone before it; a new edit drops what is left.
    #[cfg(feature = "modes")]
    RedoLesson,
    /// A Lesson mode key asks the view for something outside the state:
    /// focus a field or picker, copy the link, download the file (see
    /// [`LessonState::task`]). Only while the lesson's panels are on show.
    LessonTask(LessonTask),
    /// Play one speed of the menu faster (`true`) or slower: the Lesson
    /// mode's + and - keys.
    NudgeSpeed(bool),
    /// Take the lesson's step on show into the Play tab (to edit its
    /// board) or the Quiz (to predict its next frontiers): its board, fill
    /// and frame become the Play tab's, and the lesson stays at its step.
    #[cfg(feature = "modes")]
    OpenStepIn(Mode),
    /// Show another mode (Play, Log, ...). An embed stays in the mode its
    /// link names.
    SetMode(Mode),
    /// Back or Forward reached a history entry: show its `mode` at its
    /// `frame=` (Compare's pair in the Compare mode, the log's value in the
    /// Log mode, the Play tab's frame in the others; the Code mode keeps
    /// its own), in the presenter view if the entry was (`present=1`).
    Revisit {
        /// The entry's mode.
        mode: Mode,
        /// Its `frame=`.
        frame: usize,
        /// Its presenter view.
        presenter: bool,
    },
    /// Set the playback speed, frames per second (kept within
    /// [`MIN_SPEED`]..=[`MAX_SPEED`]; not a number: ignored).
    SetSpeed(f32),
    /// Quiz: mark the guess against the frontier and score it.
    QuizCheck,
    /// Quiz: say how many squares the frontier holds.
    QuizHint,
    /// Quiz: show the true frontier (checking the guess first).
    QuizReveal,
    /// Quiz: go on to the next question.
    QuizNext,
    /// Quiz: the same round again from its first question.
    QuizRestart,
    /// Quiz: ask about frames `from..=to` (0-based; `None`: to the last),
    /// starting a new round.
    SetQuizRange(usize, Option<usize>),
    /// Code: replace the source (cut to
    /// [`crate::code_mode::MAX_CODE_BYTES`]).
    SetCodeText(String),
    /// Code: open a preset's source, its entry and bindings by default.
    OpenPreset(String),
    /// Code: open the user's code a preset replaced ([`crate::code_mode::CodeState::own`]).
    OpenOwnCode,
    /// Code: run this function (`None`: the last one).
    SetCodeEntry(Option<String>),
    /// Code: bind a parameter (`src`, `tgt`, `open`, `blk` or a number).
    BindParam(String, String),
    /// Code: set the statement budget.
    SetCodeSteps(u64),
    /// Code: check the run's end against this built-in fill (`None`: none).
    SetCodeAgainst(Option<Algorithm>),
    /// Code: what of the built-in's run to check.
    SetCodePart(crate::code_mode::Against),
    /// Code: set or clear the breakpoint on a line.
    ToggleBreakpoint(u32),
    /// Code: play on to the next frame on a breakpoint's line.
    RunToBreakpoint,
    /// Code: the next frame in this function, over any call.
    StepOver,
    /// Code: draw this variable on the board this way (`None`: drop every
    /// pick, back to the defaults).
    SetCodeDraw(Option<(String, crate::code_mode::DrawAs)>),
    /// Code: the worker ran this request. Taken only if it is still the
    /// one the state would send.
    CodeRan(Rc<CodeRequest>, Rc<CodeRun>),
    /// Code: the worker could not run this request: why.
    CodeFailed(Rc<CodeRequest>, String),
}

impl State {
    /// The state for a setup, at frame 0.
    #[must_use]
    pub fn new(setup: Setup) -> State {
        let trace = Rc::new(setup.trace());
        let playback = Playback::new(trace.frames.len());
        let log = LogState::new(String::new(), Mapping::default(), &setup);
        let compare = CompareState::new(&setup, &trace, Choices::for_run(&setup));
        let quiz = QuizState::new(&trace.frames, 0, None);
        let setup_method = setup.method();
        State {
            setup,
            trace,
            playback,
            tool: Tool::Source,
            notice: None,
            own_board: None,
            view: ViewOptions::default(),
            log,
            compare,
            compare9: None,
            lesson: LessonState::default(),
            quiz,
            code: CodeState::default(),
            nine: None,
            nine_kept: None,
            nine_left: false,
            modes_stale: false,
            fill_method: setup_method,
            board_undo: Vec::new(),
            board_redo: Vec::new(),
            in_stroke: false,
        }
    }

    /// The state the page opens with. A query string with parameters
    /// (`?...`, from the address bar) wins, and its unusable parts are
    /// named in the notice; without one, `stored()` (LocalStorage) is read:
    /// its record, none (the seed example), or why it could not be read
    /// (the seed example, with a notice saying so). An autoplaying link
    /// starts playing.
    pub fn start(
        query: &str,
        stored: impl FnOnce() -> Result<Option<(UrlState, Option<String>)>, String>,
    ) -> State {
        let (link, notice) = if query.len() > 1 {
            let (link, notices) = url_state::from_query(query);
            let notice = url_state::joined(&notices).map(|why| {
                format!("Some parts of this link could not be used: {why}. The rest of the link is shown.")
            });
            (link, notice)
        } else {
            match stored() {
                Ok(Some((stored, why))) => {
                    let notice = why.map(|why| {
                        format!(
                            "Some parts of the board saved in this browser could not be used: \
                             {why}. The rest is shown."
                        )
                    });
                    (stored, notice)
                }
                Ok(None) => (UrlState::default(), None),
                Err(e) => (
                    UrlState::default(),
                    Some(format!(
                        "The board saved in this browser could not be read and was dropped ({e}). \
                         Showing the seed example instead."
                    )),
                ),
            }
        };
        let (code, code_notice) = CodeState::from_link(&link);
        let mut st = State::new(link.setup.clone());
        if let Some(marks) = link.nine {
            st.nine = Nine::new(marks, st.setup.algorithm);
            st.playback = Playback::new(st.frames());
        }
        // A Compare link's frame is its pair's, a Log link's its value's,
        // not Play's.
        if !matches!(link.view.mode, Mode::Compare | Mode::Log) {
            st.apply(Action::Seek(link.frame));
        }
        st.code = code;
        // The frame of code the link lost is not the starter routine's.
        let code_lost = !link.code.is_empty() && st.code.packed.is_empty();
        st.code.pending_frame = link.code_frame.filter(|_| !code_lost);
        st.log = LogState::on(
            link.log.clone(),
            link.mapping,
            &st.setup,
            st.nine.as_ref().map(|n| &n.marks),
        );
        // A long log comes packed: the full app reads it; the first-load
        // page keeps it as it came, for the link it writes.
        #[cfg(feature = "modes")]
        let log_notice = match crate::code_mode::unpack_text(
            &link.log_packed,
            crate::log_mode::MAX_LOG_BYTES,
            "log",
        ) {
            _ if link.log_packed.is_empty() => None,
            Ok(text) => {
                st.log = LogState::on(
                    text,
                    link.mapping,
                    &st.setup,
                    st.nine.as_ref().map(|n| &n.marks),
                );
                st.log.packed = link.log_packed.clone();
                None
            }
            Err(why) => Some(format!(
                "Some parts of this link could not be used: logz: {why}. The rest of the \
                 link is shown."
            )),
        };
        #[cfg(not(feature = "modes"))]
        let log_notice: Option<String> = {
            st.log.packed = link.log_packed.clone();
            None
        };
        // The value a Log link shows. (The first-load page reads no log:
        // it hands the mode to the full app, which reads the link again
        // and says this.)
        let log_notice = match (link.view.mode, st.log.playback.len) {
            (Mode::Log, len) if cfg!(feature = "modes") && len > 0 && link.frame >= len => {
                let why = format!(
                    "The link's frame={} is past the log's last value (frame=0 to frame={}: \
                     the link counts from 0): the last value is shown.",
                    link.frame,
                    len.saturating_sub(1)
                );
                Some(log_notice.map_or(why.clone(), |n| format!("{n} {why}")))
            }
            _ => log_notice,
        };
        if link.view.mode == Mode::Log {
            st.log.playback.seek(link.frame);
        }
        // Run B from the link's choices, and from the log when it is B
        // (the Code tab's run comes from the worker later).
        st.compare = CompareState::from_link(&link, &st.trace, None);
        st.rerun_compare();
        let mut pair_notice = None;
        // A register neither run holds compares nothing: the answers are
        // compared instead, and the page says so. (Code and a log as run
        // B have their registers once they are read and run.)
        if let (true, Source::Fill, Some(name)) = (
            cfg!(feature = "modes"),
            st.compare.choices.source,
            st.compare.choices.register.clone(),
        ) {
            if !st.compare_registers().contains(&name) {
                st.compare.choices.register = None;
                st.rerun_compare();
                pair_notice = Some(format!(
                    "The link's reg={name} is not a register both runs hold: their answers \
                     are compared."
                ));
            }
        }
        if link.view.mode == Mode::Compare {
            let last = st.compare_playback().len.saturating_sub(1);
            // The first-load page hands Compare to the full app, which
            // reads the link again and says this.
            if cfg!(feature = "modes") && link.frame > last {
                let before = pair_notice.take().map(|n| n + " ").unwrap_or_default();
                pair_notice = Some(
                    before
                        + &format!(
                    "The link's frame={} is past Compare's last pair of frames (frame=0 to \
                     frame={last}: the link counts from 0): the last pair is shown.",
                    link.frame
                ),
                );
            }
            st.compare_playback_mut().seek(link.frame);
        }
        st.lesson = LessonState::asking(
            link.lesson.as_deref().map(Asked::from_link),
            link.lesson_step,
        );
        // The frame within the step and the presenter view, as a reload of
        // the lesson left them (the presenter view also from another tab's
        // address, where it waits for the Lesson tab); an embed has no
        // presenter view.
        st.lesson.pending_frame = (link.lesson_frame > 0).then_some(link.lesson_frame);
        st.lesson.presenter = link.presenter && !link.view.embed;
        st.quiz = st.quiz_round(link.quiz_from, link.quiz_to);
        let notice = [notice, log_notice, code_notice, pair_notice]
            .into_iter()
            .flatten()
            .reduce(|a, b| format!("{a} {b}"));
        st.view = link.view;
        if st.view.autoplay {
            st.apply(Action::TogglePlay);
        }
        st.notice = notice;
        st
    }

    /// What a link to this state carries (also what is stored).
    #[must_use]
    pub fn link(&self) -> UrlState {
        let choices = &self.compare.choices;
        // Without its runs (the first-load page, which hands the 9x9 board
        // to the full app) the 9x9 board's frames are not known: the range
        // goes on as it was asked.
        let known = self.nine.is_none() || cfg!(feature = "nine");
        let (quiz_from, quiz_to) = self
            .quiz
            .range(if known { self.frames() } else { usize::MAX });
        UrlState {
            setup: self.setup.clone(),
            // The frame on show: Compare's pair and the Log's value in
            // those modes (their own playbacks), else the Play tab's.
            frame: match self.view.mode {
                Mode::Compare => self.compare_playback().frame,
                Mode::Log => self.log.playback.frame,
                Mode::Code => 0,
                _ => self.playback.frame,
            },
            code_frame: self.code.link_frame(),
            view: self.view,
            log: self.log.text.clone(),
            log_packed: self.log.packed.clone(),
            mapping: self.log.mapping,
            // Run B's fill only when the user picked it: otherwise it is
            // run A's counterpart, which the link's fill gives back.
            vs: choices.picked.then_some(choices.other),
            vs_source: choices.source,
            register: choices.register.clone(),
            unlinked: !choices.linked,
            vs_board: choices.board,
            vs_board9: choices.board9,
            // B's own step kind while B's fill takes one.
            vs_step: choices.step.filter(|_| choices.takes_step()),
            // B's names read as A's while B is the code or a log.
            read_as: choices
                .read_as
                .clone()
                .filter(|_| choices.source != Source::Fill),
            lesson: self.lesson.link_value(),
            lesson_step: self.lesson.step,
            lesson_frame: match self.view.mode {
                Mode::Lesson if self.lesson.lesson.is_some() => self.lesson.playback.frame,
                _ => 0,
            },
            // On every tab: the presenter view waits for the Lesson tab, in
            // the address too, so that a reload on another tab keeps it.
            // (A shared link of another tab leaves it out: `shared`.)
            presenter: self.lesson.presenter && !self.view.embed,
            quiz_from,
            quiz_to,
            code: self.code.packed.clone(),
            entry: self.code.entry.clone(),
            bind: self.code.bind.clone(),
            steps: Some(self.code.max_steps),
            breakpoints: self.code.breakpoints.clone(),
            draw: self.code.draw_link.clone(),
            against: self.code.against,
            part: self.code.part.clone(),
            nine: self.nine.as_ref().map(|n| n.marks),
        }
    }

    /// How many frames the Play tab's trace has, on whichever board.
    #[must_use]
    pub fn frames(&self) -> usize {
        self.nine
            .as_ref()
            .map_or(self.trace.frames.len(), |n| n.trace.frames.len())
    }

    /// The frame on show, if the trace has any.
    #[must_use]
    pub fn frame(&self) -> Option<&fillscope_core::Frame> {
        self.trace.frames.get(self.playback.frame)
    }

    /// The tools offered for the current algorithm.
    #[must_use]
    pub fn tools(&self) -> Vec<Tool> {
        let m = self.setup.algorithm.inputs();
        let mut t = Tool::MARKS.to_vec();
        t.retain(|&tool| match tool {
            Tool::Source => m.sources.is_some(),
            Tool::Target => m.targets.is_some(),
            Tool::Blocker => m.blockers.is_some(),
            Tool::Erase | Tool::Wall => true,
            _ => m.more.iter().any(|(r, _)| Some(*r) == tool.role()),
        });
        if self.setup.walls_used().is_some() {
            t.push(Tool::Wall);
        }
        t
    }

    fn retrace(&mut self) {
        self.trace = Rc::new(self.setup.trace());
        // Run B's fill follows A's unless the user picked it (B itself
        // runs again when the Compare mode is on show).
        self.compare.choices.follow(self.setup.algorithm);
        self.retrace_nine();
        // The modes that follow the Play tab's fill catch up when one of
        // them is on show; while the Play tab is, an edit costs one trace.
        self.modes_stale = true;
        self.refresh_modes();
    }

    /// Runs the fill again on the 9x9 board, if it is on show (leaving it
    /// when the fill has no 9x9 form), and fits the playback to the trace.
    fn retrace_nine(&mut self) {
        // (The first-load page hands the 9x9 board to the full app.)
        if !cfg!(feature = "nine") {
            self.playback.retrace(self.frames());
            return;
        }
        if let Some(n) = &self.nine {
            let marks = n.marks;
            self.nine = Nine::new(marks, self.setup.algorithm);
            if self.nine.is_none() {
                self.nine_kept = Some(marks);
                self.nine_left = true;
            }
        } else if self.nine_left && takes_nine(self.setup.algorithm) {
            // Back to a fill with a 9x9 form: the board it had left.
            self.nine_left = false;
            if let Some(marks) = self.nine_kept.take() {
                self.nine = Nine::new(marks, self.setup.algorithm);
            }
        }
        self.playback.retrace(self.frames());
    }

    /// Shows the 8x8 board, keeping the 9x9 board's marks for later.
    fn hide_nine(&mut self) {
        self.nine_left = false;
        if let Some(n) = self.nine.take() {
            self.nine_kept = Some(n.marks);
        }
    }

    /// Applies an edit to the lesson ([`LessonState::edit`]); one that
    /// would make it too long for a lesson file is refused in the notice.
    #[cfg(feature = "modes")]
    fn edit_lesson(&mut self, step: usize, what: Edit, f: impl FnOnce(&mut Lesson)) {
        if let Err(why) = self.lesson.edit(step, what, f) {
            self.notice = Some(why);
        }
    }

    /// Runs the Compare mode's run B again on the 8x8 board, and on the
    /// 9x9 board while it is on show (both with the mode's one set of
    /// choices), keeping the pair on show where it can.
    fn rerun_compare(&mut self) {
        self.compare.rerun(&self.setup, &self.trace, self.b_trace());
        self.rerun_compare9();
    }

    /// The 9x9 half of [`State::rerun_compare`].
    #[cfg(feature = "modes")]
    fn rerun_compare9(&mut self) {
        let choices = self.compare.choices.clone();
        let alg = self.setup.algorithm;
        let b = self.b_trace9();
        self.compare9 = match (&self.nine, self.compare9.take()) {
            (Some(n), Some(mut c)) => {
                c.rerun9(&n.marks, alg, &n.trace, choices, b);
                Some(c)
            }
            (Some(n), None) => Some(CompareState::nine(&n.marks, alg, &n.trace, choices, b)),
            (None, _) => None,
        };
    }

    /// The first-load page runs no Compare mode.
    #[cfg(not(feature = "modes"))]
    fn rerun_compare9(&mut self) {}

    /// The Compare mode's playback on the board on show.
    #[must_use]
    pub fn compare_playback(&self) -> Playback {
        self.compare9
            .as_ref()
            .filter(|_| self.nine.is_some())
            .map_or(self.compare.playback, |c| c.playback)
    }

    /// See [`State::compare_playback`].
    fn compare_playback_mut(&mut self) -> &mut Playback {
        match &mut self.compare9 {
            Some(c) if self.nine.is_some() => &mut c.playback,
            _ => &mut self.compare.playback,
        }
    }

    /// The registers both of the Compare mode's runs hold, on the board on
    /// show.
    #[must_use]
    pub fn compare_registers(&self) -> &[String] {
        self.compare9
            .as_ref()
            .filter(|_| self.nine.is_some())
            .map_or(self.compare.common_registers(), |c| c.common_registers())
    }

    /// Brings the Log, Compare and Quiz modes up to date with the setup, if
    /// they are behind it and one of them is on show.
    fn refresh_modes(&mut self) {
        // (The first-load page shows none of them: it hands them to the
        // full app, whose state is made afresh from the link.)
        if !cfg!(feature = "modes")
            || !self.modes_stale
            || !matches!(self.view.mode, Mode::Log | Mode::Compare | Mode::Quiz)
        {
            return;
        }
        self.modes_stale = false;
        self.log
            .reread(&self.setup, self.nine.as_ref().map(|n| &n.marks));
        self.rerun_compare();
        // A new fill or board asks new questions: a new round over the
        // same range.
        self.quiz = self.quiz_round(self.quiz.from, self.quiz.to);
    }

    /// A fresh quiz round over frames `from..=to` of the Play tab's trace
    /// on the board on show, 8x8 or 9x9.
    fn quiz_round(&self, from: usize, to: Option<usize>) -> QuizState {
        match &self.nine {
            Some(n) => QuizState::new(&n.trace.frames, from, to),
            None => QuizState::new(&self.trace.frames, from, to),
        }
    }

    /// The playback of the mode on show: the Log mode steps through the
    /// log's values, every other mode through the trace.
    #[must_use]
    pub fn active_playback(&self) -> Playback {
        match self.view.mode {
            Mode::Log => self.log.playback,
            Mode::Compare => self.compare_playback(),
            Mode::Lesson => self.lesson.playback,
            Mode::Code => self.code.playback,
            _ => self.playback,
        }
    }

    /// Compare, opened from Play, shows Play's moment with run B beside it:
    /// the first pair holding Play's frame, or the last pair when Play is at
    /// its end (both runs' answers).
    #[cfg(feature = "modes")]
    pub fn compare_at_play_frame(&mut self) {
        let frame = self.playback.frame;
        let pairs = self.compare_pairs();
        let at = if frame >= self.playback.last() {
            pairs.len().saturating_sub(1)
        } else {
            pairs.iter().position(|&(a, _)| a == frame).unwrap_or(0)
        };
        self.compare_playback_mut().seek(at);
    }

    /// Applies `change` to the Compare mode's choices and, if it changed
    /// one, runs B again.
    #[cfg(feature = "modes")]
    fn change_compare(&mut self, change: impl FnOnce(&mut Choices) -> bool) -> bool {
        let changed = change(&mut self.compare.choices);
        if changed {
            self.rerun_compare();
        }
        changed
    }

    /// The Compare mode's pairs on the board on show.
    #[cfg(feature = "modes")]
    fn compare_pairs(&self) -> Rc<crate::compare_mode::Pairs> {
        self.compare9
            .as_ref()
            .filter(|_| self.nine.is_some())
            .map_or(&self.compare.pairs, |c| &c.pairs)
            .clone()
    }

    /// The Log tab's values changed: run B follows when it is the log.
    #[cfg(feature = "modes")]
    fn log_changed(&mut self) {
        if self.compare.choices.source == Source::Log {
            self.rerun_compare();
        }
    }

    /// Run B's trace when it is not a built-in fill: the Code tab's last
    /// run (none yet: no frames), or the Log tab's values.
    #[cfg(feature = "modes")]
    fn b_trace(&self) -> Option<Rc<Trace>> {
        match self.compare.choices.source {
            Source::Fill => None,
            Source::Code => Some(Rc::new(self.code.run_trace())),
            Source::Log => Some(self.log.trace.clone()),
        }
    }

    /// Run B's trace on the 9x9 board when it is the user's code (the
    /// Code tab's last run as a 128-bit trace; none yet: no frames) or the
    /// Log tab's values read on the 9x9 board. A built-in fill runs in
    /// [`CompareState::nine`].
    #[cfg(feature = "modes")]
    fn b_trace9(&self) -> Option<Rc<Trace9>> {
        match self.compare.choices.source {
            Source::Fill => None,
            Source::Code => Some(Rc::new(self.code.run_trace9())),
            Source::Log => self.log.nine.as_ref().map(|n| n.trace.clone()),
        }
    }

    /// The 9x9 board the user's code runs on, and the Code tab and the
    /// Compare mode's run B draw: the 9x9 board when it is on show, where
    /// run A runs too. `None`: the 8x8 board.
    #[must_use]
    pub fn code_nine(&self) -> Option<&Marks9> {
        self.nine.as_ref().map(|n| &n.marks)
    }

    /// The request the user's code runs with now, on [`State::code_nine`]'s
    /// board. A reply to any other request is stale.
    #[cfg(feature = "modes")]
    fn code_request(&self) -> CodeRequest {
        self.code.request(&self.setup, self.code_nine())
    }

    /// The first-load page runs no Compare mode (see [`CompareState::new`]).
    #[cfg(not(feature = "modes"))]
    fn b_trace(&self) -> Option<Rc<Trace>> {
        None
    }

    fn active_playback_mut(&mut self) -> &mut Playback {
        match self.view.mode {
            Mode::Log => &mut self.log.playback,
            Mode::Compare => self.compare_playback_mut(),
            Mode::Lesson => &mut self.lesson.playback,
            Mode::Code => &mut self.code.playback,
            _ => &mut self.playback,
        }
    }

    /// Applies an action; returns whether anything changed (so the page
    /// need not redraw when nothing did). An embed is for watching: it
    /// ignores clicks that would edit the board, and so do the Log mode,
    /// whose board shows the log's values, the Compare mode (its boards show
    /// two runs of the Play tab's board) and the Lesson mode. The Quiz
    /// mode's board takes clicks as the learner's guess, in an embed too (a
    /// teacher can embed a quiz), and never edits the setup; it has no
    /// playback.
    pub fn apply(&mut self, action: Action) -> bool {
        let (action, joins) = match action {
            Action::Continue(a) => (*a, self.in_stroke),
            a => (a, false),
        };
        let before_setup = self.setup.clone();
        let before_nine = self.nine.as_ref().map(|n| n.marks);
        let before = self.shown();
        let replaces = match action {
            Action::Clear => Some("The board was cleared"),
            Action::Seed => Some("The seed example replaced the board"),
            Action::Random(_) => Some("A random board replaced the board"),
            _ => None,
        };
        let paints = matches!(action, Action::Paint(_) | Action::Paint9(_));
        let history = matches!(action, Action::UndoBoard | Action::RedoBoard);
        let s = &mut self.setup;
        let quiz = self.view.mode == Mode::Quiz;
        match action {
            Action::Paint(_) | Action::Paint9(_) if quiz => return self.apply_mode(action),
            // The other modes' own controls (the first-load app, which has
            // none of their views, ignores them).
            Action::QuizCheck
            | Action::QuizHint
            | Action::QuizReveal
            | Action::QuizNext
            | Action::QuizRestart
            | Action::SetQuizRange(..)
            | Action::SetLogText(_)
            | Action::SetMapping(_)
            | Action::SetCompareWith(_)
            | Action::SetCompareSource(_)
            | Action::SetCompareRegister(_)
            | Action::SetCompareStep(_)
            | Action::SetCompareReadAs(_)
            | Action::SetLinked(_)
            | Action::KeepBoardForB(_)
            | Action::LessonsLoaded(_)
            | Action::OpenLesson(_)
            | Action::PickLesson(_)
            | Action::LessonFailed(_)
            | Action::GoStep(_)
            | Action::NextStep
            | Action::PrevStep
            | Action::TogglePresenter
            | Action::ExitPresenter
            | Action::LessonTask(_)
            | Action::NudgeSpeed(_)
            | Action::AddViewStep
            | Action::NewLesson
            | Action::SetStepText(_)
            | Action::SetLessonTitle(_)
            | Action::MoveStep(_)
            | Action::DeleteStep
            | Action::UndoDelete
            | Action::SetCodeText(_)
            | Action::OpenPreset(_)
            | Action::OpenOwnCode
            | Action::SetCodeEntry(_)
            | Action::BindParam(..)
            | Action::SetCodeSteps(_)
            | Action::SetCodeAgainst(_)
            | Action::SetCodePart(_)
            | Action::ToggleBreakpoint(_)
            | Action::RunToBreakpoint
            | Action::StepOver
            | Action::SetCodeDraw(_)
            | Action::CodeRan(..)
            | Action::CodeFailed(..) => return self.apply_mode(action),
            #[cfg(feature = "modes")]
            Action::LessonNotes(_)
            | Action::RetryLessons
            | Action::SetStepRange(..)
            | Action::RedoLesson
            | Action::OpenStepIn(_) => return self.apply_mode(action),
            Action::TogglePlay
            | Action::Pause
            | Action::StepForward
            | Action::StepBack
            | Action::First
            | Action::Last
            | Action::Seek(_)
            | Action::Tick
                if quiz =>
            {
                return false
            }
            Action::Paint(_)
            | Action::ToggleWall(..)
            | Action::Paint9(_)
            | Action::ToggleWall9(..)
                if self.view.embed
                    || quiz
                    || matches!(
                        self.view.mode,
                        Mode::Log | Mode::Compare | Mode::Lesson | Mode::Code
                    ) =>
            {
                return false
            }
            Action::Paint(sq) => self.tool.apply(s, sq),
            Action::ToggleWall(a, b) => {
                s.walls.toggle(a, b);
            }
            // Only the full app shows the 9x9 board (the first-load app
            // hands it over at once), so only it edits the board.
            #[cfg(feature = "nine")]
            Action::Paint9(sq) => {
                if let Some(n) = &mut self.nine {
                    self.tool.apply(&mut n.marks, sq);
                }
            }
            #[cfg(feature = "nine")]
            Action::SetRegister9(name, value) => {
                if let Some(n) = &mut self.nine {
                    n.marks.set_register(s.algorithm, &name, value);
                }
            }
            #[cfg(feature = "nine")]
            Action::ToggleWall9(a, b) => {
                if let Some(n) = &mut self.nine {
                    n.marks.walls.toggle(a, b);
                }
            }
            #[cfg(not(feature = "nine"))]
            Action::Paint9(_) | Action::SetRegister9(..) | Action::ToggleWall9(..) => return false,
            Action::SetNine(on) => {
                if on == self.nine.is_some() || (on && !takes_nine(s.algorithm)) {
                    return false;
                }
                if on {
                    let marks = self.nine_kept.take();
                    self.nine =
                        Nine::new(marks.unwrap_or_else(|| Marks9::from_eight(s)), s.algorithm);
                } else {
                    self.hide_nine();
                }
            }
            #[cfg(feature = "nine")]
            Action::Clear if self.nine.is_some() => {
                if let Some(n) = &mut self.nine {
                    n.marks = Marks9::default();
                }
            }
            #[cfg(feature = "nine")]
            Action::Seed if self.nine.is_some() => {
                if let Some(n) = &mut self.nine {
                    n.marks = Marks9::example(s.algorithm);
                }
            }
            #[cfg(feature = "nine")]
            Action::Random(seed) if self.nine.is_some() => {
                if let Some(n) = &mut self.nine {
                    n.marks = Marks9::random(seed);
                }
            }
            Action::SetTool(t) => {
                if self.tools().contains(&t) {
                    self.tool = t;
                }
            }
            Action::PickTool(at) => match self.tools().get(usize::from(at)) {
                Some(&t) => self.tool = t,
                None => return false,
            },
            Action::Clear => s.clear_board(),
            // The Play tab's editor offers it; elsewhere the board on show
            // is another mode's.
            // (Unwrapped above; a drag's paint wrapped twice is one.)
            Action::Continue(a) => return self.apply(Action::Continue(a)),
            Action::UndoBoard | Action::RedoBoard
                if self.view.embed || self.view.mode != Mode::Play =>
            {
                return false
            }
            Action::UndoBoard | Action::RedoBoard => {
                let undo = matches!(action, Action::UndoBoard);
                let (from, to) = if undo {
                    (&mut self.board_undo, &mut self.board_redo)
                } else {
                    (&mut self.board_redo, &mut self.board_undo)
                };
                let Some(back) = from.pop() else {
                    return false;
                };
                // The board on show goes on the other list, as the edit
                // that replaced it said it.
                to.push(BoardUndo {
                    setup: self.setup.clone(),
                    nine: self.nine.as_ref().map(|n| n.marks),
                    what: back.what,
                });
                self.setup = back.setup;
                // The board's size too: a lesson's step opened in Play
                // (Action::OpenStepIn) may have changed it. (A fill with
                // no 9x9 form leaves the 9x9 board in retrace_nine, to
                // come back with the next fill that has one.)
                match back.nine {
                    Some(marks) => {
                        self.nine_left = false;
                        self.nine = Nine::new(marks, self.setup.algorithm);
                    }
                    None if !takes_nine(self.setup.algorithm) => {}
                    None => self.hide_nine(),
                }
                self.in_stroke = false;
            }
            Action::Seed => {
                self.hide_nine();
                self.setup = self.setup.example(self.setup.algorithm);
            }
            Action::Random(seed) => random_board(s, seed),
            Action::PickAlgorithm(id) => {
                let Some(a) = Algorithm::from_link_id(&id, self.fill_method) else {
                    return false;
                };
                return self.apply(Action::SetAlgorithm(a));
            }
            Action::SetAlgorithm(a) => {
                s.algorithm = a;
                self.follow_algorithm();
            }
            Action::SetStep(k) => s.step = k,
            Action::SetDirection(d) => s.direction = d,
            Action::SetMethod(m) => {
                if s.algorithm.method().is_some() {
                    s.algorithm = Algorithm::occluded(m);
                    self.fill_method = m;
                }
            }
            Action::SetPiece(p) => s.piece = p,
            // Without the pawn fills (the first-load app hands them over),
            // no register is a pawn's, and a set takes no pawn off.
            #[cfg(not(feature = "late-fills"))]
            Action::SetRegister(name, value) => {
                if !s.set_register(&name, value) {
                    return false;
                }
            }
            #[cfg(feature = "late-fills")]
            Action::SetRegister(name, value) => {
                let before = s.all_marks();
                if !s.set_register(&name, value) {
                    return false;
                }
                // Pawns of the other colour that the new set took off (the
                // pawn registers are named `white` and `black`).
                let after = s.all_marks();
                let taken = [
                    ("white", before.white - after.white),
                    ("black", before.black - after.black),
                ];
                if let Some((colour, lost)) = taken
                    .into_iter()
                    .find(|&(colour, b)| colour != name && !b.is_empty())
                {
                    let squares: Vec<String> = lost.squares().map(|q| q.to_string()).collect();
                    self.notice = Some(format!(
                        "{name} took the {colour} pawns off {}: a square holds one pawn",
                        squares.join(", ")
                    ));
                }
            }
            Action::Load(setup, frame) => {
                self.board_undo.clear();
                self.board_redo.clear();
                self.hide_nine();
                self.setup = setup;
                self.retrace();
                self.playback.seek(frame);
                return true;
            }
            Action::TogglePlay => self.active_playback_mut().toggle(),
            Action::Pause => self.active_playback_mut().pause(),
            Action::StepForward => self.active_playback_mut().step_forward(),
            Action::StepBack => self.active_playback_mut().step_back(),
            Action::First => self.active_playback_mut().first(),
            Action::Last => self.active_playback_mut().to_last(),
            Action::Seek(n) => {
                let p = self.active_playback_mut();
                p.pause();
                p.seek(n);
            }
            Action::Tick if self.view.r#loop => {
                let p = self.active_playback_mut();
                if !p.playing || p.len < 2 {
                    return false;
                }
                p.frame = if p.frame >= p.last() { 0 } else { p.frame + 1 };
                return true;
            }
            Action::Tick => return self.active_playback_mut().tick(),
            Action::Notify(text) => self.notice = Some(text),
            #[cfg(feature = "modes")]
            Action::OtherTabSaved(query) => {
                let Ok((theirs, _)) = crate::storage::decode(&query) else {
                    return false;
                };
                let mut kept = Vec::new();
                if let (true, Some(mine)) = (self.lesson.edited, self.lesson.link_value()) {
                    if theirs.lesson.as_ref() != Some(&mine)
                        && self.lesson.own.as_deref() != Some(&mine)
                    {
                        self.lesson.own = Some(mine.into());
                        kept.push("lesson");
                    }
                }
                let code = &self.code;
                if !code.from_preset
                    && code.source != crate::code_mode::STARTER
                    && theirs.code != code.packed
                    && code.own.as_deref() != Some(code.source.as_str())
                {
                    self.code.own = Some(self.code.source.as_str().into());
                    kept.push("code");
                }
                if kept.is_empty() {
                    return false;
                }
                self.notice = Some(format!(
                    "Another fillscope tab saved its own work in this browser. This tab's {} is \
                     kept: in this tab, and set aside for your next visit, where the {} offers it back.",
                    kept.join(" and "),
                    if kept.len() == 2 { "Lesson and Code tabs' menus" } else if kept[0] == "lesson" { "Lesson tab's picker" } else { "Code tab's menu" }
                ));
                return true;
            }
            #[cfg(not(feature = "modes"))]
            Action::OtherTabSaved(_) => return false,
            Action::DismissNotice => {
                self.notice = None;
                self.own_board = None;
            }
            Action::SetTheme(t) => self.view.theme = t,
            Action::SetMode(_) if self.view.embed => return false,
            Action::SetMode(m) => {
                #[cfg(feature = "modes")]
                let from = self.view.mode;
                self.playback.pause();
                self.log.playback.pause();
                self.compare.playback.pause();
                if let Some(c) = &mut self.compare9 {
                    c.playback.pause();
                }
                self.lesson.playback.pause();
                self.code.playback.pause();
                // The presenter view is the lesson's: it is on show again
                // when the Lesson tab is, until the user leaves it.
                self.view.mode = m;
                self.refresh_modes();
                #[cfg(feature = "modes")]
                if from == Mode::Play && m == Mode::Compare {
                    self.compare_at_play_frame();
                }
            }
            Action::Revisit {
                mode,
                frame,
                presenter,
            } => {
                let mut changed = self.apply(Action::SetMode(mode));
                if mode == Mode::Lesson && !self.view.embed {
                    changed |= self.lesson.presenter != presenter;
                    self.lesson.presenter = presenter;
                }
                let p = match mode {
                    Mode::Code => return changed,
                    Mode::Compare => self.compare_playback_mut(),
                    Mode::Log => &mut self.log.playback,
                    _ => &mut self.playback,
                };
                let was = p.frame;
                p.seek(frame);
                return changed || p.frame != was;
            }
            Action::SetSpeed(fps) => {
                if !fps.is_nan() {
                    self.view.speed = fps.clamp(MIN_SPEED, MAX_SPEED);
                }
            }
        }
        let nine_now = self.nine.as_ref().map(|n| n.marks);
        // An edit of the board on show (not a switch between the 8x8 and
        // 9x9 boards) can be undone; a drag's squares are one edit.
        let edited = self.setup != before_setup
            || (nine_now != before_nine && nine_now.is_some() && before_nine.is_some());
        if edited && !history {
            if !joins {
                self.keep_for_undo(BoardUndo {
                    setup: before_setup.clone(),
                    nine: before_nine,
                    what: replaces,
                });
            }
            self.board_redo.clear();
            self.in_stroke = paints;
        }
        if self.setup != before_setup {
            self.retrace();
            return true;
        }
        if nine_now != before_nine {
            self.retrace_nine();
            // The Quiz mode asks about the board on show.
            self.modes_stale = true;
            self.refresh_modes();
            return true;
        }
        before != self.shown()
    }

    /// The Method menu and the tool follow the fill on show: an occluded
    /// fill's method is kept for the next one, and a tool the fill has no
    /// use for gives way to its first.
    fn follow_algorithm(&mut self) {
        if let Some(m) = self.setup.algorithm.method() {
            self.fill_method = m;
        }
        let tools = self.tools();
        if !tools.contains(&self.tool) {
            self.tool = tools[0];
        }
    }

    /// Keeps a board an edit replaced for Undo ([`State::board_undo`]),
    /// the oldest going past [`UNDO_LIMIT`].
    fn keep_for_undo(&mut self, undo: BoardUndo) {
        self.board_undo.push(undo);
        if self.board_undo.len() > UNDO_LIMIT {
            self.board_undo.remove(0);
        }
    }

    /// Everything besides the setup whose change redraws the page: each
    /// mode's playback, the tool, the notice, the view, the lesson's step and
    /// presenter view. ([`State::apply`] compares it before and after.)
    fn shown(&self) -> impl PartialEq {
        (
            self.playback,
            self.log.playback,
            self.compare.playback,
            self.compare9.as_ref().map(|c| c.playback),
            self.lesson.playback,
            self.code.playback,
            self.tool,
            self.notice.clone(),
            self.own_board.clone(),
            self.view,
            self.lesson.step,
            self.lesson.presenter,
        )
    }
}

#[cfg(not(feature = "modes"))]
impl State {
    /// The first-load app has no view of a mode other than Play to send
    /// their actions (it hands those modes to the full app).
    fn apply_mode(&mut self, _action: Action) -> bool {
        false
    }
}

#[cfg(feature = "modes")]
impl State {
    /// Applies an action of a mode other than Play (their own controls, and
    /// painting in the Quiz mode); returns whether anything changed.
    fn apply_mode(&mut self, action: Action) -> bool {
        let before = self.shown();
        match action {
            Action::Paint(sq) => return self.quiz.toggle(sq),
            Action::Paint9(sq) => return self.quiz.toggle(sq),
            Action::QuizCheck => return self.quiz.check(),
            Action::QuizHint => return self.quiz.show_hint(),
            Action::QuizReveal => return self.quiz.reveal(),
            Action::QuizNext => return self.quiz.next_question(),
            Action::QuizRestart => return self.quiz.restart(),
            Action::SetQuizRange(from, to) => {
                let (from, to) = crate::quiz::ordered(from, to);
                if (from, to) == (self.quiz.from, self.quiz.to) {
                    return false;
                }
                self.quiz = self.quiz_round(from, to);
                return true;
            }
            Action::SetLogText(given) => {
                const TOO_LONG: &str = "The log is ";
                let (text, was_cut) = crate::log_mode::cut(&given);
                if was_cut {
                    self.notice = Some(format!(
                        "{TOO_LONG}{} bytes, more than the {} the Log tab reads: the lines \
                         after its first {} bytes are left out.",
                        given.len(),
                        crate::log_mode::MAX_LOG_BYTES,
                        text.len()
                    ));
                } else if self
                    .notice
                    .as_deref()
                    .is_some_and(|n| n.starts_with(TOO_LONG))
                {
                    // The log fits now.
                    self.notice = None;
                }
                if text == self.log.text {
                    return was_cut;
                }
                self.log.text = text.to_string();
                self.log.packed = crate::log_mode::pack(text);
                self.log
                    .reread(&self.setup, self.nine.as_ref().map(|n| &n.marks));
                self.log_changed();
                return true;
            }
            Action::SetCompareWith(b) => {
                return self.change_compare(|c| {
                    let fill = replace(&mut c.source, Source::Fill);
                    let picked = replace(&mut c.picked, true);
                    let changed = replace(&mut c.other, b) | fill | picked;
                    // A fill without step kinds drops B's own.
                    if !c.takes_step() {
                        c.step = None;
                    }
                    changed
                });
            }
            Action::SetCompareSource(source) => {
                return self.change_compare(|c| replace(&mut c.source, source))
            }
            Action::SetCompareRegister(r) => {
                return self.change_compare(|c| replace(&mut c.register, r))
            }
            Action::SetCompareStep(step) => {
                return self.change_compare(|c| replace(&mut c.step, step))
            }
            Action::SetCompareReadAs(names) => {
                return self.change_compare(|c| replace(&mut c.read_as, names))
            }
            Action::SetLinked(on) => return self.change_compare(|c| replace(&mut c.linked, on)),
            // On the 9x9 board, B keeps the 9x9 board on show.
            Action::KeepBoardForB(keep) if self.nine.is_some() => {
                let board = self.nine.as_ref().map(|n| n.marks).filter(|_| keep);
                return self.change_compare(|c| replace(&mut c.board9, board));
            }
            Action::KeepBoardForB(keep) => {
                let board = keep.then(|| Board::of(&self.setup));
                return self.change_compare(|c| replace(&mut c.board, board));
            }
            Action::LessonsLoaded(all) => {
                let l = &mut self.lesson;
                l.built_in = Some(all.clone());
                match l.asked.clone() {
                    Some(Asked::Id(id)) => {
                        match all.iter().find(|x| x.id.as_deref() == Some(&id)) {
                            Some(found) => {
                                let asked = l.step;
                                l.open(found.clone(), asked, false);
                                self.notice =
                                    self.notice.take().or_else(|| self.lesson.link_notes(asked));
                            }
                            None => {
                                l.asked = None;
                                l.status = Some(format!(
                                    "There is no built-in lesson called \"{}\"; pick one below.",
                                    id.chars().take(40).collect::<String>()
                                ));
                            }
                        }
                    }
                    Some(Asked::File(_)) => {}
                    None if l.lesson.is_none() => {
                        if let Some(first) = all.first() {
                            l.open(first.clone(), 0, false);
                        }
                    }
                    None => {}
                }
                return true;
            }
            Action::OpenLesson(lesson) => {
                let l = &mut self.lesson;
                let step = match &l.asked {
                    // The lesson put aside is back on show, from its start.
                    Some(Asked::File(_)) if l.own_asked => {
                        l.own = None;
                        0
                    }
                    Some(Asked::File(_)) => l.step,
                    _ => 0,
                };
                l.own_asked = false;
                l.put_aside();
                l.open(lesson, step, true);
                self.notice = self.notice.take().or_else(|| self.lesson.link_notes(step));
                return true;
            }
            Action::PickLesson(id) if id == OWN_PICK => {
                // Read by the worker, as a file is; nothing changes until
                // it has been (OpenLesson).
                let Some(text) = self.lesson.own.clone() else {
                    return false;
                };
                self.lesson.asked = Some(Asked::File(text.to_string()));
                self.lesson.own_asked = true;
                return true;
            }
            Action::PickLesson(id) => {
                let found = self
                    .lesson
                    .built_in
                    .as_ref()
                    .and_then(|all| all.iter().find(|x| x.id.as_deref() == Some(&id)).cloned());
                if let Some(found) = found {
                    self.lesson.put_aside();
                    self.lesson.open(found, 0, false);
                    return true;
                }
                return false;
            }
            Action::LessonNotes(notes) => {
                // Said as a Play link's parts that could not be used are.
                let said: Vec<&str> = notes.iter().map(|n| n.text.as_str()).collect();
                let said = format!(
                    "Some parts of this lesson could not be used: {} The rest of the lesson is shown.",
                    said.join(" ")
                );
                if let Some(read) = self.lesson.lesson.clone() {
                    self.lesson.notes = Some((read, notes));
                }
                self.notice = Some(match self.notice.take() {
                    Some(before) => format!("{said} {before}"),
                    None => said,
                });
                return true;
            }
            Action::RetryLessons => {
                let l = &mut self.lesson;
                if l.status.take().is_none() {
                    return false;
                }
                // The link's lesson, if it could not be read, is asked for
                // again too (the view asks the worker for what is asked).
                if l.lesson.is_none() && l.asked.is_none() {
                    l.asked = l.unread.take().map(|v| Asked::from_link(&v));
                }
                return true;
            }
            Action::LessonFailed(why) => {
                if let Some(Asked::Id(v) | Asked::File(v)) = self.lesson.asked.take() {
                    self.lesson.unread = Some(v);
                }
                self.lesson.own_asked = false;
                self.lesson.status = Some(why);
                return true;
            }
            Action::GoStep(_) | Action::NextStep | Action::PrevStep
                if self.view.mode != Mode::Lesson =>
            {
                return false
            }
            Action::GoStep(n) => self.lesson.go(n),
            Action::NextStep => self.lesson.go(self.lesson.step + 1),
            Action::PrevStep => self.lesson.go(self.lesson.step.saturating_sub(1)),
            Action::TogglePresenter if self.view.mode == Mode::Lesson && !self.view.embed => {
                self.lesson.presenter = !self.lesson.presenter;
            }
            Action::TogglePresenter => return false,
            Action::ExitPresenter => self.lesson.presenter = false,
            Action::LessonTask(_) | Action::NudgeSpeed(_) => return self.apply_lesson_key(action),
            Action::OpenStepIn(mode) => return self.open_step_in(mode),
            // The editing buttons are only on show in the Lesson mode's
            // own view, so their keys do nothing anywhere else. (The
            // first-load app has neither.)
            #[cfg(feature = "modes")]
            Action::AddViewStep
            | Action::NewLesson
            | Action::MoveStep(_)
            | Action::DeleteStep
            | Action::UndoDelete
            | Action::RedoLesson
                if !self.authoring() =>
            {
                return false
            }
            Action::NewLesson => {
                self.lesson.put_aside();
                let step = crate::lesson_mode::step_of_view(&self.link());
                let lesson = Lesson {
                    id: None,
                    title: "New lesson".into(),
                    steps: vec![step],
                };
                self.lesson.open(lesson, 0, true);
                return true;
            }
            Action::AddViewStep => {
                use crate::lesson_mode::MAX_LESSON_STEPS;
                let n = self.lesson.lesson.as_ref().map_or(0, |l| l.steps.len());
                if n >= MAX_LESSON_STEPS {
                    self.notice = Some(format!(
                        "A lesson holds at most {MAX_LESSON_STEPS} steps: this one is full. \
                         Delete a step to add another, or start a second lesson (New lesson)."
                    ));
                    return true;
                }
                let step = crate::lesson_mode::step_of_view(&self.link());
                let at = if self.lesson.lesson.is_some() {
                    self.lesson.step + 1
                } else {
                    0
                };
                self.edit_lesson(at, Edit::Added(at), |l| {
                    l.steps.insert(at.min(l.steps.len()), step);
                });
                self.lesson.playback = crate::playback::Playback::new(self.lesson.playback.len);
                return true;
            }
            Action::SetStepRange(from, to) => {
                let last = self.lesson.frames().saturating_sub(1);
                let to = to.min(last);
                let from = from.min(to);
                let at = self.lesson.step;
                let Some(s) = self.lesson.current() else {
                    return false;
                };
                let saved = (from, (to < last).then_some(to));
                if (s.from, s.to) == saved {
                    return false;
                }
                self.edit_lesson(at, Edit::Range(at), |l| {
                    if let Some(s) = l.steps.get_mut(at) {
                        (s.from, s.to) = saved;
                    }
                });
                // The step plays its new range from its start.
                self.lesson.playback = crate::playback::Playback::new(self.lesson.playback.len);
                return true;
            }
            Action::SetStepText(text) => {
                let text = crate::lesson_mode::cut_text(text);
                let at = self.lesson.step;
                // The same text again (a field given its value back) is
                // no edit to undo.
                if self.lesson.current().is_none_or(|s| s.text == text) {
                    return false;
                }
                self.edit_lesson(at, Edit::Text(at), |l| {
                    if let Some(s) = l.steps.get_mut(at) {
                        s.text = text;
                    }
                });
                return true;
            }
            // A title alone is no lesson (a lesson has a step).
            Action::SetLessonTitle(_) if self.lesson.lesson.is_none() => return false,
            Action::SetLessonTitle(title) => {
                let title = crate::lesson_mode::cut_text(title);
                let at = self.lesson.step;
                if self
                    .lesson
                    .lesson
                    .as_ref()
                    .is_some_and(|l| l.title == title)
                {
                    return false;
                }
                self.edit_lesson(at, Edit::Title, |l| l.title = title);
                return true;
            }
            Action::MoveStep(earlier) => {
                let at = self.lesson.step;
                let n = self.lesson.lesson.as_ref().map_or(0, |l| l.steps.len());
                // A link's `ls=` sets the step before the lesson is there:
                // with none (yet) there is no step to move.
                let to = if at >= n {
                    None
                } else if earlier {
                    at.checked_sub(1)
                } else {
                    Some(at + 1).filter(|&t| t < n)
                };
                let Some(to) = to else { return false };
                self.edit_lesson(to, Edit::Moved(to), |l| l.steps.swap(at, to));
                return true;
            }
            Action::DeleteStep => {
                let at = self.lesson.step;
                if self
                    .lesson
                    .lesson
                    .as_ref()
                    .is_none_or(|l| l.steps.len() < 2 || at >= l.steps.len())
                {
                    return false;
                }
                self.edit_lesson(at.saturating_sub(1), Edit::Deleted(at), |l| {
                    l.steps.remove(at);
                });
                return true;
            }
            Action::UndoDelete => return self.lesson.undo(),
            Action::RedoLesson => return self.lesson.redo(),
            Action::SetMapping(m) => {
                if m == self.log.mapping {
                    return false;
                }
                self.log.mapping = m;
                self.log
                    .reread(&self.setup, self.nine.as_ref().map(|n| &n.marks));
                self.log_changed();
                return true;
            }
            // The Code mode's own (any other action it leaves alone).
            other => return self.apply_code(other),
        }
        before != self.shown()
    }
}

#[cfg(feature = "modes")]
impl State {
    /// Whether the Lesson mode's editing panels are on show: the Lesson
    /// mode, neither an embed nor the presenter view.
    fn authoring(&self) -> bool {
        self.view.mode == Mode::Lesson && !self.view.embed && !self.lesson.presenter
    }

    /// Takes the lesson's step on show into `mode`, Play or Quiz
    /// ([`Action::OpenStepIn`]): the step's board (8x8 or 9x9) and fill
    /// replace the Play tab's, which Ctrl+Z there puts back, at the
    /// step's frame on show; the Quiz asks from the frame after it. The
    /// lesson is left as it is, so its tab shows the same step again.
    fn open_step_in(&mut self, mode: Mode) -> bool {
        if self.view.embed
            || self.view.mode != Mode::Lesson
            || !matches!(mode, Mode::Play | Mode::Quiz)
        {
            return false;
        }
        let Some(step) = self.lesson.current() else {
            return false;
        };
        let (link, _) = crate::url_state::from_query(&step.link);
        let frame = self.lesson.from + self.lesson.playback.frame;
        let before = BoardUndo {
            setup: self.setup.clone(),
            nine: self.nine.as_ref().map(|n| n.marks),
            what: Some("The lesson's step replaced the board"),
        };
        self.setup = link.setup;
        match link.nine.and_then(|m| Nine::new(m, self.setup.algorithm)) {
            Some(n) => {
                self.nine = Some(n);
                self.nine_left = false;
            }
            None => self.hide_nine(),
        }
        self.follow_algorithm();
        if (&self.setup, self.nine.as_ref().map(|n| n.marks)) != (&before.setup, before.nine) {
            self.keep_for_undo(before);
            self.board_redo.clear();
        }
        self.in_stroke = false;
        self.retrace();
        self.playback.seek(frame);
        self.apply(Action::SetMode(mode));
        if mode == Mode::Quiz {
            // The class predicts the frontier after the frame on show.
            self.quiz = self.quiz_round(frame + 1, None);
        }
        true
    }

    /// Applies a Lesson mode key's task or speed change (see
    /// [`State::apply`]); other modes ignore them.
    fn apply_lesson_key(&mut self, action: Action) -> bool {
        if self.view.mode != Mode::Lesson {
            return false;
        }
        match action {
            Action::LessonTask(task) => {
                // The fields and the sharing need a step on show; the
                // pickers open another lesson and need none.
                let needs_step = !matches!(task, LessonTask::Choose | LessonTask::OpenFile);
                if !self.authoring() || (needs_step && self.lesson.current().is_none()) {
                    return false;
                }
                self.lesson.request(task);
                true
            }
            Action::NudgeSpeed(faster) => {
                let now = self.view.speed;
                let next = if faster {
                    crate::playback::SPEEDS.iter().find(|&&s| s as f32 > now)
                } else {
                    crate::playback::SPEEDS
                        .iter()
                        .rev()
                        .find(|&&s| (s as f32) < now)
                };
                let Some(&s) = next else { return false };
                self.view.speed = s as f32;
                true
            }
            _ => false,
        }
    }

    /// Opens `text` in the Code tab (a preset's, or the user's code set
    /// aside), from its last function with no bindings, breakpoints or
    /// picks; the user's code it replaces is set aside, not lost.
    fn open_code(&mut self, text: String, from_preset: bool) -> bool {
        self.code.put_aside(&text);
        self.code.entry = None;
        self.code.bind.clear();
        self.code.breakpoints.clear();
        self.code.clear_draw();
        self.code.from_preset = from_preset;
        self.set_code(text)
    }

    /// Applies a Code mode action (see [`State::apply`]).
    fn apply_code(&mut self, action: Action) -> bool {
        let before = self.code.playback;
        match action {
            Action::SetCodeText(text) => {
                let changed = self.set_code(text);
                self.code.from_preset &= !changed;
                return changed;
            }
            Action::OpenPreset(text) => return self.open_code(text, true),
            Action::OpenOwnCode => {
                let Some(own) = self.code.own.take() else {
                    return false;
                };
                self.open_code(own.to_string(), false);
                return true;
            }
            Action::SetCodeEntry(entry) => {
                self.code.clear_draw();
                return replace(&mut self.code.entry, entry);
            }
            Action::BindParam(name, bind) => return self.code.set_bind(name, bind),
            Action::SetCodeSteps(n) => {
                let max = crate::url_state::MAX_STEPS;
                let budget = n.clamp(1, max);
                if budget != n {
                    self.notice = Some(format!(
                        "The statement budget is a number from 1 to {max}: {n} is out of range, so it is {budget}."
                    ));
                }
                return replace(&mut self.code.max_steps, budget) || budget != n;
            }
            Action::SetCodeAgainst(a) => return replace(&mut self.code.against, a),
            Action::SetCodePart(part) => return replace(&mut self.code.part, part),
            Action::ToggleBreakpoint(line) => {
                self.code.toggle_breakpoint(line);
                return true;
            }
            Action::RunToBreakpoint | Action::StepOver if self.view.mode != Mode::Code => {
                return false
            }
            Action::RunToBreakpoint => {
                let from = self.code.playback.frame;
                let to = self
                    .code
                    .next_break(from)
                    .unwrap_or(self.code.playback.last());
                self.code.playback.pause();
                self.code.playback.seek(to);
            }
            Action::StepOver => {
                let from = self.code.playback.frame;
                if let Some(to) = self.code.step_over(from) {
                    self.code.playback.pause();
                    self.code.playback.seek(to);
                }
            }
            Action::SetCodeDraw(Some((name, how))) => return self.code.set_draw(name, how),
            Action::SetCodeDraw(None) => return self.code.clear_draw(),
            Action::CodeRan(asked, run) => {
                if *asked != self.code_request() {
                    return false;
                }
                // The frame a link asked for, once the first run is here.
                let asked_frame = self
                    .code
                    .pending_frame
                    .take()
                    .filter(|_| self.code.run.is_none());
                let last = run.frames.len().saturating_sub(1);
                self.code.ran(run);
                self.code.ran_for = Some(asked);
                if let Some(k) = asked_frame {
                    self.code.playback.seek(k);
                    if k > last {
                        let past = format!(
                            "frame={k} is past the code's last frame (frame=0 to frame={last}: the link counts from 0); showing the last one, frame {} / {}",
                            last + 1,
                            last + 1
                        );
                        // After what the page said of the link before.
                        self.notice = Some(match self.notice.take() {
                            Some(before) => format!("{before} {past}"),
                            None => past,
                        });
                    }
                }
                if self.compare.choices.source == Source::Code {
                    self.rerun_compare();
                }
                return true;
            }
            Action::CodeFailed(asked, why) => {
                if *asked != self.code_request() {
                    return false;
                }
                return replace(&mut self.code.failure, Some(why));
            }
            _ => return false,
        }
        before != self.code.playback
    }

    /// Replaces the Code mode's source (cut to its limit, with a notice),
    /// and its link form.
    fn set_code(&mut self, text: String) -> bool {
        use crate::code_mode::MAX_CODE_BYTES;
        const TOO_LONG: &str = "The code is longer than the ";
        let (mut kept, was_cut) = crate::log_mode::cut_to(&text, MAX_CODE_BYTES);
        if was_cut {
            // At the end of a line, so that what runs is whole lines.
            let Some(end) = kept.rfind('\n') else {
                // Not one whole line fits: the code on show stays.
                self.notice = Some(format!(
                    "{TOO_LONG}{MAX_CODE_BYTES} bytes the Code tab keeps, and so is its \
                     first line alone: it was not taken, and the code before it is kept. \
                     `fillscope run` runs a file of any length."
                ));
                return true;
            };
            kept = &kept[..=end];
            self.notice = Some(format!(
                "{TOO_LONG}{MAX_CODE_BYTES} bytes the Code tab keeps (a link carries \
                 them all): lines 1 to {} of {} are kept, the rest is left out. \
                 `fillscope run` runs a file of any length.",
                kept.lines().count(),
                text.lines().count()
            ));
        } else if self
            .notice
            .as_deref()
            .is_some_and(|n| n.starts_with(TOO_LONG))
        {
            // The code fits again: what was said of the longer one goes.
            self.notice = None;
        }
        if kept == self.code.source {
            return was_cut;
        }
        self.code.source = kept.to_string();
        self.code.packed = if self.code.source == crate::code_mode::STARTER {
            String::new()
        } else {
            crate::code_mode::pack(&self.code.source)
        };
        self.code.changed();
        true
    }
}

/// Puts `value` in `slot`; returns whether that changed it.
pub(crate) fn replace<T: PartialEq>(slot: &mut T, value: T) -> bool {
    if *slot == value {
        return false;
    }
    *slot = value;
    true
}

/// A small xorshift generator, enough for random boards.
pub(crate) fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

/// Fills `s` with a random board: about one square in five blocked, one
/// source and one or two targets on open squares, no walls.
fn random_board(s: &mut Setup, seed: u64) {
    let mut x = seed | 1;
    for _ in 0..4 {
        next(&mut x);
    }
    let mut blockers = Bitboard::EMPTY;
    for sq in Square::all() {
        if next(&mut x) % 5 == 0 {
            blockers.insert(sq);
        }
    }
    let pick = |avoid: Bitboard, x: &mut u64| loop {
        let sq = Square::new((next(x) % 64) as u8).unwrap_or(Square::A1);
        if !avoid.contains(sq) {
            return sq;
        }
    };
    let src = pick(blockers, &mut x);
    let t1 = pick(blockers.with(src), &mut x);
    let mut targets = Bitboard::from(t1);
    if next(&mut x) % 2 == 0 {
        targets.insert(pick(blockers.with(src).with(t1), &mut x));
    }
    s.blockers = blockers;
    s.sources = src.into();
    s.targets = targets;
    s.walls = fillscope_core::bfs::Walls::NONE;
    s.side_c = Bitboard::EMPTY;
    s.side_d = Bitboard::EMPTY;
    // Pawns on ranks 2 to 7, about one square in seven, either colour.
    s.white = Bitboard::EMPTY;
    s.black = Bitboard::EMPTY;
    for sq in Square::all().filter(|sq| (1..7).contains(&sq.rank())) {
        match next(&mut x) % 14 {
            0 => s.white.insert(sq),
            1 => s.black.insert(sq),
            _ => {}
        }
    }
}

#[cfg(target_arch = "wasm32")]
impl yew::Reducible for State {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        if next.apply(action) {
            Rc::new(next)
        } else {
            self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fillscope_core::trace::Outcome;

    #[cfg(feature = "modes")]
    fn code_run(lines: &[(u32, u32)]) -> Rc<CodeRun> {
        Rc::new(CodeRun {
            entry: "f".into(),
            frames: lines
                .iter()
                .enumerate()
                .map(|(i, &(line, depth))| fillscope_protocol::CodeFrame {
                    step: i as u64 + 1,
                    line,
                    depth,
                    function: "f".into(),
                    vars: Vec::new(),
                    warnings: Vec::new(),
                })
                .collect(),
            ..CodeRun::default()
        })
    }

    /// A long log goes in links packed (`logz=`): 400 lines of a log,
    /// percent-encoded, made an address of 17,000 characters, which the
    /// page's own server refused on every reload. A short one stays
    /// readable (`log=`), and a damaged packed log is said.
    #[cfg(feature = "modes")]
    #[test]
    fn a_long_log_travels_packed_and_comes_back_whole() {
        let mut st = State::new(Setup::seed_example());
        let mut text = String::new();
        for i in 0..420u64 {
            text.push_str(&format!(
                "info depth {i} nodes {}\nasp[{}] = 0x{:016x}\n",
                i * 7919,
                i % 9,
                i.wrapping_mul(0x9e37_79b9_7f4a_7c15)
            ));
        }
        let text = crate::log_mode::cut(&text).0.to_string();
        st.apply(Action::SetLogText(text.clone()));
        assert_eq!(st.log.text, text);
        let q = url_state::to_query(&st.link());
        assert!(q.contains("logz=") && !q.contains("log="), "{}", &q[..80]);
        assert!(q.len() < 16_000, "{} characters", q.len());
        let back = State::start(&q, || Ok(None));
        assert_eq!(back.log.text, text);
        assert_eq!(back.log.read, st.log.read);
        assert_eq!(back.notice, None);
        assert_eq!(url_state::to_query(&back.link()), q);
        // A short log stays readable in the address.
        st.apply(Action::SetLogText("gen = 0x10\n".into()));
        let q = url_state::to_query(&st.link());
        assert!(q.contains("log=gen") && !q.contains("logz="), "{q}");
        // A packed log cut short is said, and the rest of the link shown.
        let cut = "?mode=log&logz=eJzLSM3JyQcABiwCFQ";
        let back = State::start(&cut[..cut.len() - 6], || Ok(None));
        assert!(back.log.text.is_empty());
        let notice = back.notice.unwrap_or_default();
        assert!(
            notice.contains("logz: the log in this link is damaged"),
            "{notice}"
        );
        assert_eq!(back.view.mode, Mode::Log);
    }

    /// The first-load page keeps a packed log as the link gave it.
    #[cfg(not(feature = "modes"))]
    #[test]
    fn the_first_load_page_keeps_a_packed_log() {
        let st = State::start("?logz=eJzLSM3JyQcABiwCFQ", || Ok(None));
        assert_eq!(st.link().log_packed, "eJzLSM3JyQcABiwCFQ");
        assert!(url_state::to_query(&st.link()).contains("logz=eJzLSM3JyQcABiwCFQ"));
    }

    /// A link's `reg=` that neither run holds is dropped and said; one
    /// both hold is kept.
    #[cfg(feature = "modes")]
    #[test]
    fn a_register_neither_run_holds_is_said_and_dropped() {
        let st = State::start("?mode=compare&vs=moshammer&reg=nope", || Ok(None));
        assert_eq!(st.compare.choices.register, None);
        let notice = st.notice.clone().unwrap_or_default();
        assert!(
            notice.contains("reg=nope is not a register both runs hold"),
            "{notice}"
        );
        let st = State::start("?mode=compare&vs=moshammer&reg=asp%5B2%5D", || Ok(None));
        assert_eq!(st.compare.choices.register.as_deref(), Some("asp[2]"));
        assert_eq!(st.notice, None);
    }

    /// A log longer than the Log tab reads is cut after its last whole
    /// line, and the page says so: cut inside a value, `0x8000000000000001`
    /// was read as `0x8000` and a right log called wrong.
    #[cfg(feature = "modes")]
    #[test]
    fn a_long_log_is_cut_after_a_whole_line_and_says_so() {
        use crate::log_mode::MAX_LOG_BYTES;
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Log));
        let line = "info string depth 20 nodes 123456\n";
        let mut text = line.repeat(MAX_LOG_BYTES / line.len());
        // The limit falls inside this value.
        text.push_str("asp[4] = 0x8000000000000001\n");
        assert!(text.len() > MAX_LOG_BYTES);
        assert!(st.apply(Action::SetLogText(text.clone())));
        assert!(st.log.text.ends_with(line), "cut after a whole line");
        assert!(!st.log.text.contains("asp[4]"));
        assert!(st.log.read.frames.is_empty(), "no cut value is read");
        let notice = st.notice.clone().expect("the cut is said");
        assert!(
            notice.contains(&format!("{} bytes", text.len())),
            "{notice}"
        );
        // A log that fits takes the notice away.
        st.apply(Action::SetLogText("asp[4] = 0x8000000000000001\n".into()));
        assert_eq!(st.notice, None);
        assert_eq!(st.log.read.frames.len(), 1);
    }

    // A Compare link's frame is its pair's, not Play's: Play opens at its
    // start, so the first-load page hands over no Play frame for Compare
    // to follow (a reload moved on a pair each time where the runs line up
    // unevenly, Dumb7Fill's cycles against Kogge-Stone's steps).
    #[cfg(feature = "modes")]
    #[test]
    fn a_compare_links_frame_is_not_plays() {
        let query = "?alg=fill&src=0x10000000&mode=compare&vs=kogge-stone&frame=2";
        let st = State::start(query, || Ok(None));
        assert_eq!(st.compare.playback.frame, 2);
        assert_eq!(st.playback.frame, 0, "Play's own frame is not the pair's");
        let again = State::start(&url_state::to_query(&st.link()), || Ok(None));
        assert_eq!(again.compare.playback.frame, 2);
    }

    // Compare opened from Play shows Play's moment: its end at Play's end,
    // else the pair holding Play's frame.
    #[cfg(feature = "modes")]
    #[test]
    fn compare_opens_at_plays_frame() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::Last);
        st.apply(Action::SetMode(Mode::Compare));
        assert!(st.compare.playback.frame > 0);
        assert_eq!(st.compare.playback.frame, st.compare.playback.last());
        st.apply(Action::SetMode(Mode::Play));
        st.apply(Action::Seek(3));
        st.apply(Action::SetMode(Mode::Compare));
        assert_eq!(st.compare.shown().map(|(a, _)| a), Some(3));
        // Compare's own steps stay its own when Play is not the way in.
        st.apply(Action::Seek(0));
        st.apply(Action::SetMode(Mode::Log));
        st.apply(Action::SetMode(Mode::Compare));
        assert_eq!(st.compare.playback.frame, 0);
    }

    #[cfg(feature = "modes")]
    #[test]
    fn run_b_can_be_the_code_or_the_log_and_travels_in_links() {
        use fillscope_protocol::{CodeFrame, CodeVar};
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Compare));
        // The log: its values are B's frames, the first named after the fill's.
        st.apply(Action::SetLogText("sq1 = 0x10000000\nsq1 = 0x1\n".into()));
        assert!(st.apply(Action::SetCompareSource(Source::Log)));
        assert_eq!(st.compare.trace, st.log.trace);
        assert_eq!(st.compare.b_title(), "your log (Log tab)");
        // Compared by register name: sq1 in the log against the fill's.
        assert!(st.compare.common_registers().contains(&"sq1".to_string()));
        st.apply(Action::SetCompareRegister(Some("sq1".into())));
        let (at, name) = st.compare.first.clone().expect("they differ");
        assert_eq!(name.as_deref(), Some("sq1"));
        assert_eq!(at, 1, "the first sq1 agrees, the second does not");
        // A new log is a new run B.
        st.apply(Action::SetLogText("sq1 = 0x10000000\n".into()));
        assert_eq!(st.compare.trace.frames.len(), 1);
        let q = url_state::to_query(&st.link());
        assert!(q.contains("vs=log"), "{q}");
        let back = State::start(&q, || Ok(None));
        assert_eq!(back.compare.choices.source, Source::Log);
        assert_eq!(back.compare.trace, back.log.trace);

        // The code: no run yet, no frames; the run, when it comes, is B.
        assert!(st.apply(Action::SetCompareSource(Source::Code)));
        assert!(st.compare.trace.frames.is_empty());
        let asked = Rc::new(st.code.request(&st.setup, None));
        let var = |name: &str, value: &str, changed| CodeVar {
            name: name.into(),
            ty: "U64".into(),
            value: Some(value.into()),
            elems: None,
            zeros: 0,
            changed,
            global: false,
        };
        let frame = |step, vars| CodeFrame {
            step,
            line: 3,
            depth: 0,
            function: "f".into(),
            vars,
            warnings: Vec::new(),
        };
        let run = CodeRun {
            entry: "f".into(),
            ret: Some("0x0000000000000030".into()),
            frames: vec![
                frame(1, vec![var("flood", "0x0000000000000010", true)]),
                frame(2, vec![var("flood", "0x0000000000000030", true)]),
            ],
            ..CodeRun::default()
        };
        assert!(st.apply(Action::CodeRan(asked, Rc::new(run))));
        assert_eq!(st.compare.trace.frames.len(), 2);
        assert_eq!(
            st.compare.trace.frames[1].get("flood"),
            Some(Bitboard(0x30))
        );
        assert_eq!(
            fillscope_core::compare::answer(&st.compare.trace),
            Bitboard(0x30)
        );
        let q = url_state::to_query(&st.link());
        assert!(q.contains("vs=code"), "{q}");
        // A built-in fill again: B is that fill.
        assert!(st.apply(Action::SetCompareWith(Algorithm::Moshammer)));
        assert_eq!(st.compare.choices.source, Source::Fill);
        assert_eq!(st.compare.trace.algorithm, "moshammer");
    }

    // The user's code runs on the board on show, in the Code tab and as
    // the Compare mode's run B alike: with the 9x9 board on show, on it
    // (B is then a 9x9 run beside A's); with the 8x8 board, on that. Each
    // takes the replies to its own requests, and a run of the other board
    // is no run B.
    #[cfg(feature = "modes")]
    #[test]
    fn code_runs_on_the_board_on_show_in_code_and_in_compare() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        assert!(st.apply(Action::SetNine(true)));
        let marks = st.nine.as_ref().map(|n| n.marks).expect("9x9");
        let on_nine = Rc::new(st.code.request(&st.setup, Some(&marks)));
        let on_eight = Rc::new(st.code.request(&st.setup, None));
        assert_ne!(on_nine, on_eight);
        st.apply(Action::SetMode(Mode::Code));
        assert!(!st.apply(Action::CodeRan(on_eight.clone(), code_run(&[(1, 0)]))));
        assert!(st.apply(Action::CodeRan(on_nine.clone(), code_run(&[(1, 0)]))));
        st.apply(Action::SetMode(Mode::Compare));
        st.apply(Action::SetCompareSource(Source::Code));
        assert_eq!(st.code_nine(), Some(&marks));
        assert!(!st.apply(Action::CodeRan(on_eight.clone(), code_run(&[(2, 0)]))));
        assert!(st.apply(Action::CodeRan(on_nine, code_run(&[(1, 0), (2, 0)]))));
        assert_eq!(st.compare9.as_ref().map(|c| c.trace.frames.len()), Some(2));
        // The 8x8 Compare takes no 9x9 run: its run B has no frames yet.
        assert!(st.compare.trace.frames.is_empty());
        // Back on the 8x8 board, the code runs there.
        assert!(st.apply(Action::SetNine(false)));
        assert_eq!(st.code_nine(), None);
        assert!(st.compare.trace.frames.is_empty(), "the 9x9 run is not B");
        assert!(st.apply(Action::CodeRan(on_eight, code_run(&[(1, 0), (2, 0)]))));
        assert_eq!(st.compare.trace.frames.len(), 2);
    }

    // A Compare link's frame is Compare's: it opens there, and stepping
    // writes the new one.
    #[cfg(feature = "modes")]
    #[test]
    fn a_compare_link_keeps_its_frame() {
        let mut st = State::start(
            "?alg=westcott&src=e4&tgt=a1,h8&mode=compare&frame=3",
            || Ok(None),
        );
        assert_eq!(st.compare.playback.frame, 3);
        assert_eq!(st.link().frame, 3);
        st.apply(Action::StepForward);
        assert_eq!(st.compare.playback.frame, 4);
        assert!(url_state::to_query(&st.link()).contains("frame=4"));
    }

    // A budget out of range is brought into it, and the page says so.
    #[cfg(feature = "modes")]
    #[test]
    fn the_statement_budget_is_kept_in_range_with_a_notice() {
        let mut st = State::new(Setup::seed_example());
        assert!(st.apply(Action::SetCodeSteps(500)));
        assert_eq!((st.code.max_steps, st.notice.as_deref()), (500, None));
        assert!(st.apply(Action::SetCodeSteps(u64::MAX)));
        assert_eq!(st.code.max_steps, crate::url_state::MAX_STEPS);
        assert!(st
            .notice
            .as_deref()
            .is_some_and(|n| n.contains("so it is 10000000")));
        assert!(st.apply(Action::SetCodeSteps(0)));
        assert_eq!(st.code.max_steps, 1);
    }

    #[cfg(feature = "modes")]
    #[test]
    fn code_runs_are_taken_only_for_the_current_request() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Code));
        st.apply(Action::SetCodeText("int f(void) { return 1; }".into()));
        let asked = Rc::new(st.code.request(&st.setup, None));
        // A reply to an older request (the code changed since) is dropped.
        let mut old = (*asked).clone();
        old.source.push(' ');
        assert!(!st.apply(Action::CodeRan(Rc::new(old), code_run(&[(1, 0)]))));
        assert!(st.code.run.is_none());
        assert!(st.apply(Action::CodeRan(
            asked.clone(),
            code_run(&[(1, 0), (2, 1), (3, 0)])
        )));
        assert_eq!(st.active_playback().frame, 2, "a first run shows its end");
        // The debugger's moves.
        st.apply(Action::First);
        st.apply(Action::StepOver);
        assert_eq!(st.code.playback.frame, 2);
        st.apply(Action::ToggleBreakpoint(2));
        st.apply(Action::First);
        st.apply(Action::RunToBreakpoint);
        assert_eq!(st.code.playback.frame, 1);
        // The board is the Play tab's: clicks in the Code tab change nothing.
        assert!(!st.apply(Action::Paint(Square::A1)));
        // A failure for the current request is shown; the code stays.
        assert!(st.apply(Action::CodeFailed(asked, "stopped".into())));
        assert_eq!(st.code.failure.as_deref(), Some("stopped"));
        assert_eq!(st.code.source, "int f(void) { return 1; }");
        // Elsewhere, the debugger's keys do nothing.
        st.apply(Action::SetMode(Mode::Play));
        assert!(!st.apply(Action::RunToBreakpoint));
    }

    #[cfg(feature = "modes")]
    #[test]
    fn code_travels_in_links_and_a_damaged_one_is_named() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetCodeText("U64 f(U64 gen) { return gen; }".into()));
        st.apply(Action::BindParam("gen".into(), "tgt".into()));
        st.apply(Action::ToggleBreakpoint(1));
        st.apply(Action::SetCodeSteps(99));
        use crate::code_mode::DrawAs;
        assert!(st.apply(Action::SetCodeDraw(Some(("gen".into(), DrawAs::Filled)))));
        assert!(st.apply(Action::SetCodeDraw(Some(("flood".into(), DrawAs::Off)))));
        assert!(!st.apply(Action::SetCodeDraw(Some(("gen".into(), DrawAs::Filled)))));
        // The check against a built-in goes through the reducer, into the link.
        use crate::code_mode::Against;
        assert!(st.apply(Action::SetCodeAgainst(Some(Algorithm::Bfs))));
        assert!(!st.apply(Action::SetCodeAgainst(Some(Algorithm::Bfs))));
        assert!(st.apply(Action::SetCodePart(Against::Layer(2))));
        let q = url_state::to_query(&st.link());
        assert!(q.contains("&draw=gen:filled;flood:off"), "{q}");
        assert!(q.contains("&against=bfs&part=2"), "{q}");
        let back = State::start(&q, || Ok(None));
        assert_eq!(back.code.draw, st.code.draw);
        assert_eq!(back.code.source, "U64 f(U64 gen) { return gen; }");
        assert_eq!(back.code.bind, st.code.bind);
        assert_eq!(back.code.max_steps, 99);
        assert!(back.code.breakpoints.contains(&1));
        assert_eq!(
            (back.code.against, back.code.part),
            (Some(Algorithm::Bfs), Against::Layer(2))
        );
        assert!(back.notice.is_none());
        // The starter is not written into links.
        let fresh = State::start("?mode=code", || Ok(None));
        assert_eq!(fresh.code.source, crate::code_mode::STARTER);
        assert!(!url_state::to_query(&fresh.link()).contains("code="));
        let broken = State::start("?mode=code&code=AAAA", || Ok(None));
        assert_eq!(broken.code.source, crate::code_mode::STARTER);
        assert!(broken
            .notice
            .as_deref()
            .is_some_and(|n| n.contains("damaged")));
    }

    fn empty() -> State {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::Clear);
        st
    }

    #[cfg(feature = "nine")]
    #[test]
    fn the_nine_by_nine_board_is_edited_traced_linked_and_left() {
        let sq = |s: &str| s.parse::<Square9>().unwrap();
        let mut st = State::new(Setup::seed_example());
        // Westcott has no 9x9 form.
        assert!(!st.apply(Action::SetNine(true)));
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        let eight = st.setup.clone();
        assert!(st.apply(Action::SetNine(true)));
        let n = st.nine.clone().expect("the 9x9 board");
        // It starts from the 8x8 board's marks, and its trace is on show.
        assert_eq!(n.marks.sources, sq("e4").into());
        assert_eq!(st.frames(), n.trace.frames.len());
        assert_eq!(st.playback.len, st.frames());
        // Tools and walls act on the 9x9 board only.
        st.apply(Action::SetTool(Tool::Target));
        assert!(st.apply(Action::Paint9(sq("i9"))));
        st.apply(Action::SetTool(Tool::Wall));
        assert!(st.apply(Action::ToggleWall9(sq("h9"), sq("i9"))));
        let n = st.nine.clone().unwrap();
        assert!(n.marks.targets.contains(sq("i9")));
        assert!(n.marks.walls.between(sq("i9"), sq("h9")));
        assert_eq!(st.setup, eight);
        // The answer is the core's.
        let l = fillscope_core::nine::bfs(
            n.marks.sources,
            n.marks.open(),
            n.marks.walls,
            n.marks.targets,
        );
        assert_eq!(n.trace.outcome, l.outcome());
        st.apply(Action::Last);
        assert_eq!(st.playback.frame, st.frames() - 1);
        // The link carries it, and opens it again at the same frame.
        let link = st.link();
        let q = url_state::to_query(&link);
        assert!(q.contains("board=9x9"), "{q}");
        let back = State::start(&q, || Ok(None));
        assert_eq!(back.nine.as_ref().map(|n| n.marks), Some(n.marks));
        assert_eq!(back.playback.frame, st.playback.frame);
        // An embed takes no clicks.
        let mut embed = back.clone();
        embed.view.embed = true;
        assert!(!embed.apply(Action::Paint9(sq("a1"))));
        // Clear and Random act on the 9x9 board; Seed and another fill
        // leave it, and the 8x8 board is as it was.
        assert!(st.apply(Action::Random(7)));
        assert_eq!(st.nine.as_ref().unwrap().marks, Marks9::random(7));
        assert!(st.apply(Action::Clear));
        assert_eq!(st.nine.as_ref().unwrap().marks, Marks9::default());
        st.apply(Action::SetAlgorithm(Algorithm::Voronoi));
        assert_eq!(st.nine.as_ref().unwrap().trace.algorithm, "voronoi");
        st.apply(Action::SetAlgorithm(Algorithm::Westcott));
        assert!(st.nine.is_none());
        assert_eq!(st.frames(), st.trace.frames.len());
        assert_eq!(st.setup.sources, eight.sources);
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        st.apply(Action::SetNine(true));
        assert!(st.apply(Action::SetNine(false)));
        assert!(st.nine.is_none() && st.playback.len == st.trace.frames.len());
    }

    // Every edit of the Play tab's board can be undone and redone, Clear,
    // Seed example and Random board saying what they replaced; Undo acts
    // on the Play tab only.
    #[test]
    fn edits_of_the_board_can_be_undone_and_redone() {
        let mut st = State::new(Setup::seed_example());
        let seed = st.setup.clone();
        assert!(!st.apply(Action::UndoBoard), "nothing to undo yet");
        assert!(!st.apply(Action::RedoBoard), "nothing to redo yet");
        st.apply(Action::SetTool(Tool::Blocker));
        st.apply(Action::Paint(Square::D4));
        let mine = st.setup.clone();
        assert_eq!(st.board_undo.last().map(|u| u.what), Some(None));
        for (action, what) in [
            (Action::Clear, "The board was cleared"),
            (Action::Seed, "The seed example replaced the board"),
            (Action::Random(5), "A random board replaced the board"),
        ] {
            assert!(st.apply(action));
            assert_ne!(st.setup, mine);
            let replaced = st.setup.clone();
            assert_eq!(st.board_undo.last().and_then(|u| u.what), Some(what));
            assert!(st.apply(Action::UndoBoard));
            assert_eq!(st.setup, mine, "{what}: put back");
            assert_eq!(*st.trace, mine.trace(), "and its trace");
            // Redo makes it again, and Undo takes it back again.
            assert!(st.apply(Action::RedoBoard));
            assert_eq!(st.setup, replaced);
            assert!(st.apply(Action::UndoBoard));
            assert_eq!(st.setup, mine);
        }
        // Back to before the first edit, then no further.
        assert!(st.apply(Action::UndoBoard));
        assert_eq!(st.setup, seed);
        assert!(!st.apply(Action::UndoBoard));
        // A new edit drops what could be redone.
        assert!(st.apply(Action::RedoBoard));
        assert_eq!(st.setup, mine);
        st.apply(Action::Paint(Square::E5));
        assert!(st.board_redo.is_empty());
        assert!(!st.apply(Action::RedoBoard));
        // An edit that changes nothing is no step to undo.
        let steps = st.board_undo.len();
        st.apply(Action::Clear);
        assert!(!st.apply(Action::Clear));
        assert_eq!(st.board_undo.len(), steps + 1);
        // The fill and its options are part of what is undone.
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        assert!(st.apply(Action::UndoBoard));
        assert_eq!(st.setup.algorithm, Algorithm::Westcott);
        // Not in another mode, nor in an embed.
        st.apply(Action::SetMode(Mode::Log));
        assert!(!st.apply(Action::UndoBoard));
        st.apply(Action::SetMode(Mode::Play));
        st.view.embed = true;
        assert!(!st.apply(Action::UndoBoard));
        st.view.embed = false;
        assert!(st.apply(Action::UndoBoard));
    }

    // A drag paints square after square: one undo takes the whole drag
    // back; a click or key after it is an edit of its own.
    #[test]
    fn a_drag_is_one_edit_to_undo() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetTool(Tool::Blocker));
        let before = st.setup.clone();
        st.apply(Action::Paint(Square::A3));
        for sq in [Square::B3, Square::C3, Square::D3] {
            st.apply(Action::Continue(Box::new(Action::Paint(sq))));
        }
        let dragged = st.setup.clone();
        st.apply(Action::Paint(Square::H3));
        assert_eq!(st.board_undo.len(), 2);
        assert!(st.apply(Action::UndoBoard));
        assert_eq!(st.setup, dragged);
        assert!(st.apply(Action::UndoBoard));
        assert_eq!(st.setup, before);
        // A drag that starts on a square it leaves as it was still undoes
        // as one edit from its first change.
        st.apply(Action::SetTool(Tool::Erase));
        st.apply(Action::Paint(Square::A5));
        st.apply(Action::SetTool(Tool::Blocker));
        let steps = st.board_undo.len();
        st.apply(Action::Continue(Box::new(Action::Paint(Square::B5))));
        st.apply(Action::Continue(Box::new(Action::Paint(Square::C5))));
        assert_eq!(st.board_undo.len(), steps + 1);
        // At most UNDO_LIMIT edits are kept.
        for seed in 0..UNDO_LIMIT as u64 + 10 {
            st.apply(Action::Random(2 * seed + 1));
        }
        assert_eq!(st.board_undo.len(), UNDO_LIMIT);
    }

    #[cfg(feature = "nine")]
    #[test]
    fn a_cleared_nine_board_can_be_put_back() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        st.apply(Action::SetNine(true));
        st.apply(Action::Random(3));
        let marks = st.nine.as_ref().unwrap().marks;
        assert!(st.apply(Action::Clear));
        assert_eq!(st.nine.as_ref().unwrap().marks, Marks9::default());
        assert!(st.apply(Action::UndoBoard));
        assert_eq!(st.nine.as_ref().unwrap().marks, marks);
        assert_eq!(
            st.playback.len,
            st.nine.as_ref().unwrap().trace.frames.len()
        );
    }

    // Seed example on the 9x9 board is the 9x9 board's example: it stays
    // on that board (it went back to the 8x8 board without a word).
    #[cfg(feature = "nine")]
    #[test]
    fn the_seed_example_on_the_nine_board_stays_there() {
        use fillscope_core::nine::Outcome9;
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        st.apply(Action::SetNine(true));
        st.apply(Action::Clear);
        assert!(st.apply(Action::Seed));
        let nine = st.nine.as_ref().expect("still the 9x9 board");
        assert_eq!(nine.marks, Marks9::example(Algorithm::Bfs));
        // From e1 to rank 9, round the wall across the a- to f-files: two
        // steps east to the g-file, eight north.
        assert_eq!(nine.trace.outcome, Outcome9::Returned { value: 10 });
        st.apply(Action::SetAlgorithm(Algorithm::Voronoi));
        assert!(st.apply(Action::Seed));
        assert_eq!(
            st.nine.as_ref().unwrap().marks,
            Marks9::example(Algorithm::Voronoi)
        );
    }

    // Each board keeps its marks while the other is on show: switching
    // back and forth loses neither, nor does a fill without a 9x9 form.
    #[cfg(feature = "nine")]
    #[test]
    fn switching_boards_keeps_both() {
        let sq = |s: &str| s.parse::<Square9>().unwrap();
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        st.apply(Action::SetTool(Tool::Blocker));
        st.apply(Action::Paint(Square::D4));
        let eight = st.setup.clone();
        assert!(eight.blockers.contains(Square::D4));
        assert!(st.apply(Action::SetNine(true)));
        // The first time, the 9x9 board starts as a copy of the 8x8 one.
        assert!(st.nine.as_ref().unwrap().marks.blockers.contains(sq("d4")));
        st.apply(Action::Paint9(sq("i9")));
        let nine = st.nine.as_ref().unwrap().marks;
        assert!(nine.blockers.contains(sq("i9")));
        assert!(st.apply(Action::SetNine(false)));
        assert_eq!(st.setup, eight);
        assert!(st.apply(Action::SetNine(true)));
        assert_eq!(st.nine.as_ref().unwrap().marks, nine);
        // A fill without a 9x9 form shows the 8x8 board; back to BFS, the
        // 9x9 board comes back as it was.
        st.apply(Action::SetAlgorithm(Algorithm::Westcott));
        assert!(st.nine.is_none());
        assert_eq!(st.setup.blockers, eight.blockers);
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        assert_eq!(st.nine.as_ref().map(|n| n.marks), Some(nine));
        // Left by the user's choice, it stays left through other fills.
        assert!(st.apply(Action::SetNine(false)));
        st.apply(Action::SetAlgorithm(Algorithm::Westcott));
        st.apply(Action::SetAlgorithm(Algorithm::Voronoi));
        assert!(st.nine.is_none());
        assert!(st.apply(Action::SetNine(true)));
        assert_eq!(st.nine.as_ref().unwrap().marks, nine);
    }

    // The Compare mode on the 9x9 board: run B is a 9x9 fill on A's
    // board, or on a board of its own that a teacher keeps before adding
    // a wall to A's; the first layer the wall changes is named, the link
    // carries it all, and a reload shows the same pair.
    #[cfg(all(feature = "modes", feature = "nine"))]
    #[test]
    fn compare_works_on_the_nine_by_nine_board() {
        let sq = |s: &str| s.parse::<Square9>().unwrap();
        let mut st = State::start(
            "?alg=bfs&board=9x9&src=e1&tgt=e9&mode=compare&vs=bfs",
            || Ok(None),
        );
        let n = st.nine.clone().expect("the 9x9 board");
        let c = st.compare9.clone().expect("Compare on the 9x9 board");
        assert_eq!(*c.trace, *n.trace, "the same fill on the same board");
        assert_eq!(c.first, None);
        assert_eq!(st.compare_playback().len, n.trace.frames.len());
        // B keeps this board; a wall north of e1 goes on A's.
        assert!(st.apply(Action::KeepBoardForB(true)));
        assert_eq!(st.compare.choices.board9, Some(n.marks));
        st.apply(Action::SetMode(Mode::Play));
        assert!(st.apply(Action::ToggleWall9(sq("e1"), sq("e2"))));
        st.apply(Action::SetMode(Mode::Compare));
        let c = st.compare9.clone().unwrap();
        assert_eq!(c.setup, n.marks, "B runs on the board it kept");
        // One step from e1: A reaches d1 and f1, B e2 too.
        let (at, name) = c.first.clone().expect("the wall changes the layers");
        assert_eq!((at, name.as_deref()), (1, Some("layer[1]")));
        assert_eq!(
            c.b_title(),
            "Bit-shift BFS with walls, on a board of its own"
        );
        st.apply(Action::SetCompareRegister(Some("layer[1]".into())));
        st.apply(Action::Seek(1));
        let c = st.compare9.clone().unwrap();
        let (x, y) = c.sets(&st.nine.as_ref().unwrap().trace);
        assert_eq!(y - x, sq("e2").into());
        assert_eq!(
            c.boards(
                &st.nine.as_ref().unwrap().trace,
                &st.nine.as_ref().unwrap().marks
            )
            .diff[sq("e2").index() as usize]
                .label(),
            "e2, only in B"
        );
        // The link says it all; a reload shows the same pair.
        let query = url_state::to_query(&st.link());
        assert!(
            query.contains("mode=compare") && query.contains("board=9x9"),
            "{query}"
        );
        assert!(
            query.contains("frame=1") && query.contains("bsrc="),
            "{query}"
        );
        let back = State::start(&query, || Ok(None));
        assert_eq!(back.notice, None);
        assert_eq!(back.compare9, st.compare9);
        // Voronoi on the 9x9 board: B is BFS by default (Westcott, the 8x8
        // counterpart, has no 9x9 form), and the fill menu follows.
        let v = State::start("?alg=voronoi&board=9x9&src=e1&tgt=e9&mode=compare", || {
            Ok(None)
        });
        let c = v.compare9.expect("Compare on the 9x9 board");
        assert_eq!(c.choices.other, Algorithm::Bfs);
        assert_eq!(c.trace.algorithm, "bfs");
        // Code not run yet, or a log (8x8 sets): A alone, nothing compared.
        let mut code = st;
        code.apply(Action::SetCompareSource(Source::Code));
        let c = code.compare9.clone().unwrap();
        assert!(c.trace.frames.is_empty() && c.first.is_none());
        code.apply(Action::SetCompareSource(Source::Log));
        let c = code.compare9.unwrap();
        assert!(c.trace.frames.is_empty() && c.first.is_none());
        // The 8x8 board has no 9x9 Compare.
        assert!(State::start("?alg=bfs&mode=compare", || Ok(None))
            .compare9
            .is_none());
    }

    /// A 9x9 run of the user's code as the worker sends it: one statement
    /// a layer, its array `layer` of 128-bit sets (`0x` and 32 digits)
    /// written up to that layer, then the return value `ret`.
    #[cfg(feature = "modes")]
    fn nine_code_run(layers: &[u128], ret: &str) -> Rc<CodeRun> {
        let hex = |v: u128| format!("0x{v:032x}");
        let frames = (0..layers.len())
            .map(|k| fillscope_protocol::CodeFrame {
                step: k as u64 + 1,
                line: 10 + k as u32,
                depth: 0,
                function: "bfs".into(),
                vars: vec![fillscope_protocol::CodeVar {
                    name: "layer".into(),
                    ty: "unsigned __int128".into(),
                    value: None,
                    elems: Some(layers[..=k].iter().map(|&v| Some(hex(v))).collect()),
                    zeros: 0,
                    changed: true,
                    global: false,
                }],
                warnings: Vec::new(),
            })
            .collect();
        Rc::new(CodeRun {
            entry: "bfs".into(),
            ret: Some(ret.into()),
            frames,
            ..CodeRun::default()
        })
    }

    // The user's code as run B on the 9x9 board: its 128-bit run is lined
    // up with A's by the values of its layers, as on 8x8. A run that
    // reaches every layer of the built-in BFS differs in nothing; one
    // whose second layer holds a square more is named at that layer, and
    // its answer shows the square on the difference board. The link reads
    // back as the same comparison once the code has run again.
    #[cfg(all(feature = "modes", feature = "nine"))]
    #[test]
    fn code_as_run_b_on_the_nine_by_nine_board() {
        let sq = |s: &str| s.parse::<Square9>().unwrap();
        let mut st = State::start(
            "?alg=bfs&board=9x9&src=e1&tgt=e9&mode=compare&vs=code",
            || Ok(None),
        );
        st.apply(Action::OpenPreset("int bfs(void) { return 0; }".into()));
        let n = st.nine.clone().expect("the 9x9 board");
        let theirs = crate::code_mode::Fill::of9(&n.trace);
        let distance = fillscope_core::compare::returned9(&n.trace).expect("a distance");
        let asked = Rc::new(st.code.request(&st.setup, st.code_nine()));
        assert!(asked.board.nine.is_some(), "the code runs on the 9x9 board");
        let right = nine_code_run(&theirs.layers, &distance.to_string());
        assert!(st.apply(Action::CodeRan(asked.clone(), right)));
        let c = st.compare9.clone().expect("Compare on the 9x9 board");
        assert_eq!(c.trace.algorithm, "code");
        assert_eq!(c.trace.frames.len(), theirs.layers.len());
        assert_eq!(c.first, None);
        assert_eq!(
            c.finding(&n.trace),
            format!(
                "The two runs do not differ in their layers or answers: both return {distance}."
            )
        );
        assert_eq!(c.b_title(), "your code (Code tab)");
        // The link says the code and its board; it reads back the same.
        let query = url_state::to_query(&st.link());
        assert!(
            query.contains("vs=code") && query.contains("board=9x9") && query.contains("code="),
            "{query}"
        );
        let mut back = State::start(&query, || Ok(None));
        assert_eq!(back.code.source, st.code.source);
        let again = Rc::new(back.code.request(&back.setup, back.code_nine()));
        assert_eq!(again, asked);
        let right = nine_code_run(&theirs.layers, &distance.to_string());
        assert!(back.apply(Action::CodeRan(again, right)));
        assert_eq!(back.compare9.as_ref().map(|c| &c.pairs), Some(&c.pairs));
        assert_eq!(back.compare9.as_ref().map(|c| &c.trace), Some(&c.trace));
        // A wrong second layer: f2 is two steps from e1, not one.
        let mut wrong = theirs.layers.clone();
        wrong[1] |= Board9::from(sq("f2")).0;
        assert!(st.apply(Action::CodeRan(
            asked,
            nine_code_run(&wrong, &distance.to_string())
        )));
        let c = st.compare9.clone().unwrap();
        let (at, name) = c.first.clone().expect("the runs differ");
        assert_eq!(name.as_deref(), Some("layer[1]"));
        let said = c.finding(&n.trace);
        assert!(
            said.starts_with(&format!("They first differ at frame {}", at + 1))
                && said.ends_with(": layer[1]."),
            "{said}"
        );
        // At the end, both runs hold their second layers: f2 is B's alone.
        st.apply(Action::SetCompareRegister(Some("layer[1]".into())));
        st.apply(Action::Last);
        let c = st.compare9.clone().unwrap();
        let (x, y) = c.sets(&n.trace);
        assert_eq!((y - x, x - y), (sq("f2").into(), Board9::EMPTY));
    }

    // A Compare link's frame is the pair on show, which can be past run
    // A's last frame: it reads back as written; past the last pair it is
    // clamped and said.
    #[cfg(feature = "modes")]
    #[test]
    fn a_compare_link_keeps_its_pair() {
        let mut st = State::start("?alg=bfs&src=a1&tgt=h8&mode=compare", || Ok(None));
        assert!(
            st.compare.playback.len > st.trace.frames.len(),
            "B lines up with gaps"
        );
        st.apply(Action::Last);
        let at = st.compare.playback.frame;
        assert!(at >= st.trace.frames.len());
        let back = State::start(&url_state::to_query(&st.link()), || Ok(None));
        assert_eq!(back.notice, None);
        assert_eq!(back.compare.playback.frame, at);
        let past = State::start("?alg=bfs&src=a1&tgt=h8&mode=compare&frame=500", || Ok(None));
        assert_eq!(past.compare.playback.frame, at);
        assert!(past
            .notice
            .expect("said")
            .contains("frame=500 is past Compare's last pair"));
    }

    // The quiz range a link carries reads back without a notice: ends
    // typed the wrong way round are swapped, and a range set for a longer
    // fill is clamped to the fill now picked, though the round itself is
    // brought up to date only when the Quiz mode is on show.
    #[cfg(feature = "modes")]
    #[test]
    fn the_quiz_range_in_a_link_always_reads_back() {
        let mut st = State::start("?alg=westcott&src=e4&tgt=a1,h8&mode=quiz", || Ok(None));
        st.apply(Action::SetQuizRange(6, Some(2)));
        assert_eq!((st.quiz.from, st.quiz.to), (2, Some(6)));
        st.apply(Action::SetQuizRange(10, Some(12)));
        st.apply(Action::SetMode(Mode::Play));
        st.apply(Action::SetAlgorithm(Algorithm::Connected));
        let short = st.trace.frames.len();
        assert!(short <= 10, "{short} frames");
        let link = url_state::to_query(&st.link());
        let back = State::start(&link, || Ok(None));
        assert_eq!(back.notice, None, "{link}");
    }

    // A link's step with no lesson to hold it (one that failed to load, or
    // before the worker answers): the lesson keys move and delete nothing.
    #[cfg(feature = "modes")]
    #[test]
    fn lesson_keys_with_no_lesson_there_change_nothing() {
        for failed in [true, false] {
            let mut st = State::start("?mode=lesson&lesson=nosuch&ls=5", || Ok(None));
            if failed {
                st.apply(Action::LessonFailed("no lesson nosuch".into()));
            }
            // Failed or not, the link keeps what it asked for.
            assert_eq!(st.link().lesson.as_deref(), Some("nosuch"));
            let before = st.link();
            for a in [
                Action::MoveStep(true),
                Action::MoveStep(false),
                Action::DeleteStep,
            ] {
                assert!(!st.apply(a), "failed: {failed}");
            }
            assert_eq!(st.link(), before);
            assert!(st.lesson.lesson.is_none());
        }
    }

    // The menus' one `fill` entry picks the occluded fill by the method last
    // on show, however long after another fill was picked (the menus read
    // it from their last render, so a re-render in between lost it).
    #[test]
    fn the_fill_entry_keeps_its_method_after_another_fill() {
        let mut st = State::start("?alg=fill&method=kogge-stone&dir=east&src=e4", || Ok(None));
        assert_eq!(st.setup.algorithm, Algorithm::KoggeStone);
        assert!(st.apply(Action::PickAlgorithm("westcott".into())));
        assert_eq!(st.setup.algorithm, Algorithm::Westcott);
        assert!(st.apply(Action::PickAlgorithm("fill".into())));
        assert_eq!(st.setup.algorithm, Algorithm::KoggeStone);
        // The method picked last is the one kept.
        assert!(st.apply(Action::SetMethod(Method::Rotate)));
        st.apply(Action::PickAlgorithm("bfs".into()));
        st.apply(Action::PickAlgorithm("fill".into()));
        assert_eq!(st.setup.algorithm, Algorithm::Rotate);
        assert!(!st.apply(Action::PickAlgorithm("nosuch".into())));
    }

    // A link's lesson step past the lesson's end shows the last step, and
    // says so.
    #[cfg(feature = "modes")]
    #[test]
    fn a_lesson_step_past_the_end_is_said() {
        let mut st = State::start("?mode=lesson&lesson=kings&ls=99", || Ok(None));
        let step = crate::lesson_mode::step_of_view(&st.link());
        let lesson = fillscope_protocol::Lesson {
            id: Some("kings".into()),
            title: "Kings".into(),
            steps: vec![step.clone(), step],
        };
        st.apply(Action::LessonsLoaded(Rc::new(vec![lesson])));
        assert_eq!(st.lesson.step, 1);
        assert_eq!(
            st.notice.as_deref(),
            Some(
                "The link asks for step 100 (ls=99), but the lesson has 2 steps: step 2 is shown."
            )
        );
        // One step is one step.
        let mut st = State::start("?mode=lesson&lesson=kings&ls=3", || Ok(None));
        let lesson = fillscope_protocol::Lesson {
            id: Some("kings".into()),
            title: "Kings".into(),
            steps: vec![crate::lesson_mode::step_of_view(&st.link())],
        };
        st.apply(Action::LessonsLoaded(Rc::new(vec![lesson])));
        assert_eq!(
            st.notice.as_deref(),
            Some("The link asks for step 4 (ls=3), but the lesson has 1 step: step 1 is shown.")
        );
        // A frame past its step's last is said too, beside the step.
        let mut st = State::start("?mode=lesson&lesson=kings&ls=99&lf=999", || Ok(None));
        let step = crate::lesson_mode::step_of_view(&st.link());
        let frames = crate::lesson_mode::link_frames(&url_state::from_query(&step.link).0);
        let lesson = fillscope_protocol::Lesson {
            id: Some("kings".into()),
            title: "Kings".into(),
            steps: vec![step],
        };
        st.apply(Action::LessonsLoaded(Rc::new(vec![lesson])));
        assert_eq!(st.lesson.playback.frame, frames - 1);
        assert_eq!(
            st.notice.as_deref(),
            Some(
                format!(
                    "The link asks for step 100 (ls=99), but the lesson has 1 step: step 1 is shown. \
                     The link asks for frame 1000 of step 1 (lf=999), but the step has {frames} frames: \
                     frame {frames} is shown."
                )
                .as_str()
            )
        );
    }

    // The user's code is put aside, not lost, when a preset replaces it;
    // a preset opened over a preset puts nothing aside.
    #[cfg(feature = "modes")]
    #[test]
    fn code_is_put_aside_when_a_preset_replaces_it() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Code));
        let mine = "U64 f(U64 gen) { return gen << 8; }".to_string();
        assert!(st.apply(Action::SetCodeText(mine.clone())));
        assert!(st.apply(Action::OpenPreset("int a(void) { return 1; }".into())));
        assert_eq!(st.code.own.as_deref(), Some(mine.as_str()));
        assert!(st.apply(Action::OpenPreset("int b(void) { return 2; }".into())));
        assert_eq!(st.code.own.as_deref(), Some(mine.as_str()));
        // Back: the preset on show was not edited, so nothing is aside now.
        assert!(st.apply(Action::OpenOwnCode));
        assert_eq!(st.code.source, mine);
        assert_eq!(st.code.own, None);
        assert!(!st.apply(Action::OpenOwnCode));
        // Edited code over edited code: the two swap.
        assert!(st.apply(Action::OpenPreset("int c(void) { return 3; }".into())));
        assert!(st.apply(Action::SetCodeText("int c(void) { return 4; }".into())));
        assert!(st.apply(Action::OpenOwnCode));
        assert_eq!(st.code.source, mine);
        assert_eq!(st.code.own.as_deref(), Some("int c(void) { return 4; }"));
    }

    // Code past the limit keeps its whole lines up to it, and the notice
    // says which lines were kept.
    #[cfg(feature = "modes")]
    #[test]
    fn long_code_is_cut_at_a_line_end_with_the_lines_named() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Code));
        let line = "int a_rather_long_name_for_a_variable = 12345; /* padding */\n";
        let text = line.repeat(2000);
        assert!(text.len() > crate::code_mode::MAX_CODE_BYTES);
        assert!(st.apply(Action::SetCodeText(text)));
        let kept = st.code.source.len();
        assert!(
            kept <= crate::code_mode::MAX_CODE_BYTES
                && kept > crate::code_mode::MAX_CODE_BYTES - line.len()
        );
        assert!(st.code.source.ends_with('\n'));
        let lines = st.code.source.lines().count();
        assert!(st.code.source.lines().all(|l| l.len() + 1 == line.len()));
        assert_eq!(
            st.notice.as_deref(),
            Some(format!("The code is longer than the 100000 bytes the Code tab keeps (a link carries them all): lines 1 to {lines} of 2000 are kept, the rest is left out. `fillscope run` runs a file of any length.").as_str())
        );
        // Code that fits again takes away what was said of the longer one.
        assert!(st.apply(Action::SetCodeText("int f(void) { return 1; }\n".into())));
        assert_eq!(st.notice, None);
        // One line longer than the limit is not taken: the code on show
        // stays, and the notice says why.
        let before = st.code.source.clone();
        assert!(st.apply(Action::SetCodeText("x".repeat(800_000))));
        assert_eq!(st.code.source, before);
        assert!(st
            .notice
            .as_deref()
            .is_some_and(|n| n.contains("and so is its first line alone: it was not taken")));
    }

    // Another tab saving its record over this one's: the lesson and code
    // edited here, which its record lacks, are set aside and said.
    #[cfg(feature = "modes")]
    #[test]
    fn another_tab_saving_keeps_this_tabs_lesson_and_code_aside() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Lesson));
        assert!(st.apply(Action::AddViewStep));
        assert!(st.apply(Action::SetLessonTitle("Mine".into())));
        st.apply(Action::SetMode(Mode::Code));
        assert!(st.apply(Action::SetCodeText("int f(void) { return 7; }\n".into())));
        // Their record: the same board, no lesson, no code.
        let theirs = crate::storage::encode(&UrlState {
            setup: Setup::seed_example(),
            ..UrlState::default()
        });
        assert!(st.apply(Action::OtherTabSaved(theirs.clone())));
        assert_eq!(st.lesson.own.as_deref(), st.lesson.link_value().as_deref());
        assert_eq!(st.code.own.as_deref(), Some("int f(void) { return 7; }\n"));
        assert!(st
            .notice
            .as_deref()
            .is_some_and(|n| n.contains("lesson and code is kept")));
        // Said once: the same record again changes nothing.
        assert!(!st.apply(Action::OtherTabSaved(theirs)));
        // A record that holds this tab's own work: nothing to keep.
        let mut fresh = st.clone();
        fresh.lesson.own = None;
        fresh.code.own = None;
        assert!(!fresh.apply(Action::OtherTabSaved(crate::storage::encode(&fresh.link()))));
        // Not a record: nothing.
        assert!(!fresh.apply(Action::OtherTabSaved("garbage".into())));
    }

    // A lesson edited here is put aside, not lost, when a built-in one
    // replaces it; picking it back (read by the worker, as a file) swaps
    // the two.
    #[cfg(feature = "modes")]
    #[test]
    fn an_edited_lesson_is_put_aside_when_another_is_opened() {
        use crate::lesson_mode::OWN_PICK;
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Lesson));
        let built_in = fillscope_protocol::Lesson {
            id: Some("kings".into()),
            title: "Kings".into(),
            steps: vec![crate::lesson_mode::step_of_view(&st.link())],
        };
        st.apply(Action::LessonsLoaded(Rc::new(vec![built_in.clone()])));
        assert!(!st.lesson.edited);
        assert!(st.lesson.own_to_offer().is_none());
        assert!(st.apply(Action::SetStepText("Precious text".into())));
        let mine = st.lesson.lesson.as_ref().unwrap().to_json();
        assert!(st.apply(Action::PickLesson("kings".into())));
        assert_eq!(st.lesson.own.as_deref(), Some(mine.as_str()));
        assert_eq!(st.lesson.own_to_offer(), Some(mine.as_str()));
        // Picked back: asked of the worker, then opened from the start.
        assert!(st.apply(Action::PickLesson(OWN_PICK.into())));
        assert_eq!(st.lesson.asked, Some(Asked::File(mine.clone())));
        let read = st.lesson.lesson.as_ref().unwrap().as_ref().clone();
        let mut back = read.clone();
        back.steps[0].text = "Precious text".into();
        back.id = None;
        assert!(st.apply(Action::OpenLesson(back)));
        assert_eq!(st.lesson.current().unwrap().text, "Precious text");
        assert_eq!((st.lesson.step, st.lesson.edited), (0, true));
        // The built-in lesson was not edited: nothing is aside now.
        assert_eq!(st.lesson.own, None);
        // Opening a file over an edited lesson puts that one aside too.
        let shown = st.lesson.lesson.as_ref().unwrap().to_json();
        assert!(st.apply(Action::OpenLesson(built_in)));
        assert_eq!(st.lesson.own.as_deref(), Some(shown.as_str()));
    }

    /// The seed example in the Lesson tab, with a built-in lesson
    /// ("kings") of `steps` steps, each the view on show.
    #[cfg(feature = "modes")]
    fn with_kings_lesson(steps: usize) -> (State, fillscope_protocol::Lesson) {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Lesson));
        let step = crate::lesson_mode::step_of_view(&st.link());
        let built_in = fillscope_protocol::Lesson {
            id: Some("kings".into()),
            title: "Kings".into(),
            steps: vec![step; steps],
        };
        st.apply(Action::LessonsLoaded(Rc::new(vec![built_in.clone()])));
        (st, built_in)
    }

    // A step added by a stray key (A) comes off again with Undo: a
    // built-in lesson is back as it was, unedited, at its step, and its
    // link names it again; a delete before the add is undone next.
    #[cfg(feature = "modes")]
    #[test]
    fn undo_takes_back_a_step_added() {
        let (mut st, built_in) = with_kings_lesson(3);
        st.apply(Action::GoStep(1));
        assert_eq!(st.lesson.undoable(), None);
        assert!(st.apply(Action::AddViewStep));
        assert!(st.lesson.edited);
        assert_eq!(
            (st.lesson.step, st.lesson.undoable()),
            (2, Some(Edit::Added(2)))
        );
        assert!(st.apply(Action::UndoDelete));
        assert_eq!(st.lesson.lesson.as_deref(), Some(&built_in));
        assert_eq!((st.lesson.step, st.lesson.edited), (1, false));
        assert_eq!(st.lesson.link_value().as_deref(), Some("kings"));
        assert!(!st.apply(Action::UndoDelete), "nothing more to undo");
        // Delete, then add: Undo takes back the add, then the delete.
        assert!(st.apply(Action::DeleteStep));
        let after_delete = st.lesson.lesson.clone();
        assert!(st.apply(Action::AddViewStep));
        assert!(st.apply(Action::UndoDelete));
        assert_eq!(st.lesson.lesson, after_delete);
        assert!(st.apply(Action::UndoDelete));
        assert_eq!(st.lesson.lesson.as_ref().unwrap().steps.len(), 3);
        // Add, then delete: Undo takes back the delete, the last edit.
        assert!(st.apply(Action::AddViewStep));
        let four = st.lesson.lesson.clone();
        assert!(st.apply(Action::DeleteStep));
        assert!(st.apply(Action::UndoDelete));
        assert_eq!(st.lesson.lesson, four);
    }

    // Adding a step is undone like every other edit of a lesson, last
    // first, however many edits came after it: add, type its text (a run
    // of typing is one edit), retitle, move it; four Undos take them back
    // in turn, the lesson at each point as it was, and the built-in lesson
    // is back as it came, unedited.
    #[cfg(feature = "modes")]
    #[test]
    fn an_added_step_is_undone_after_later_edits_last_first() {
        let (mut st, built_in) = with_kings_lesson(2);
        // The Play tab's view to add: another fill, so the step differs.
        st.apply(Action::SetMode(Mode::Play));
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        st.apply(Action::SetMode(Mode::Lesson));
        let mut seen = vec![st.lesson.lesson.clone()];
        assert!(st.apply(Action::AddViewStep));
        seen.push(st.lesson.lesson.clone());
        assert!(st.apply(Action::SetStepText("M".into())));
        assert!(st.apply(Action::SetStepText("Mine".into())));
        seen.push(st.lesson.lesson.clone());
        assert!(st.apply(Action::SetLessonTitle("Mine too".into())));
        seen.push(st.lesson.lesson.clone());
        assert!(st.apply(Action::MoveStep(true)));
        assert_eq!(st.lesson.undoable(), Some(Edit::Moved(0)));
        let steps = |st: &State| {
            let l = st.lesson.lesson.as_ref().unwrap();
            (
                l.title.clone(),
                l.steps.iter().map(|s| s.text.clone()).collect::<Vec<_>>(),
            )
        };
        assert_eq!(
            steps(&st),
            (
                "Mine too".into(),
                vec!["Mine".into(), String::new(), String::new()]
            )
        );
        // Each Undo puts back the lesson before one edit, last first.
        let said: Vec<Edit> = (0..4)
            .map(|_| {
                let what = st.lesson.undoable().unwrap();
                assert!(st.apply(Action::UndoDelete));
                assert_eq!(
                    st.lesson.lesson,
                    seen.pop().unwrap(),
                    "after undoing {what:?}"
                );
                what
            })
            .collect();
        assert_eq!(
            said,
            [Edit::Moved(0), Edit::Title, Edit::Text(1), Edit::Added(1)]
        );
        assert_eq!(st.lesson.lesson.as_deref(), Some(&built_in));
        assert_eq!(st.lesson.link_value().as_deref(), Some("kings"));
        assert!(!st.apply(Action::UndoDelete), "nothing more to undo");
        assert_eq!(st.lesson.undoable(), None);
        // Another lesson opened starts a history of its own.
        st.apply(Action::AddViewStep);
        st.apply(Action::PickLesson("kings".into()));
        assert!(!st.apply(Action::UndoDelete));
    }

    // Redo makes again, last undone first, every edit Undo took back, the
    // lesson at each point as it was after the edit (and at that edit's
    // step); Undo and Redo go back and forth over the same lessons; a new
    // edit after an undo drops what Redo had left; another lesson opened
    // drops it too. Only in the lesson's editor.
    #[cfg(feature = "modes")]
    #[test]
    fn redo_makes_the_lesson_s_edits_undone_again() {
        let (mut st, built_in) = with_kings_lesson(2);
        assert!(!st.apply(Action::RedoLesson), "nothing undone yet");
        // Each lesson after an edit, with its step on show.
        let shown = |st: &State| (st.lesson.lesson.clone(), st.lesson.step);
        let start = shown(&st);
        let mut after = Vec::new();
        assert!(st.apply(Action::AddViewStep));
        after.push(shown(&st));
        assert!(st.apply(Action::SetStepText("Mine".into())));
        after.push(shown(&st));
        assert!(st.apply(Action::MoveStep(true)));
        after.push(shown(&st));
        assert!(st.apply(Action::DeleteStep));
        after.push(shown(&st));
        assert_eq!(st.lesson.redoable(), None);
        for _ in 0..4 {
            assert!(st.apply(Action::UndoDelete));
        }
        assert_eq!(shown(&st), start);
        assert_eq!(st.lesson.lesson.as_deref(), Some(&built_in));
        assert_eq!(st.lesson.redoable(), Some(Edit::Added(1)));
        // Redo, first edit first: the lesson after each, at its step.
        let said: Vec<Edit> = after
            .iter()
            .map(|want| {
                let what = st.lesson.redoable().unwrap();
                assert!(st.apply(Action::RedoLesson));
                assert_eq!(&shown(&st), want, "after redoing {what:?}");
                what
            })
            .collect();
        assert_eq!(
            said,
            [
                Edit::Added(1),
                Edit::Text(1),
                Edit::Moved(0),
                Edit::Deleted(0)
            ]
        );
        assert!(st.lesson.edited);
        assert!(!st.apply(Action::RedoLesson), "nothing more to redo");
        // Back and forth: two undos, one redo, one undo.
        assert!(st.apply(Action::UndoDelete));
        assert!(st.apply(Action::UndoDelete));
        assert_eq!(shown(&st), after[1]);
        assert!(st.apply(Action::RedoLesson));
        assert_eq!(shown(&st), after[2]);
        assert_eq!(st.lesson.undoable(), Some(Edit::Moved(0)));
        assert!(st.apply(Action::UndoDelete));
        assert_eq!(shown(&st), after[1]);
        // A new edit after an undo drops the redo list, and is undone
        // first.
        assert!(st.apply(Action::SetLessonTitle("Other".into())));
        assert_eq!(st.lesson.redoable(), None);
        assert!(!st.apply(Action::RedoLesson));
        assert!(st.apply(Action::UndoDelete));
        assert_eq!(shown(&st), after[1]);
        // Typing after an undo is a new edit too.
        assert!(st.apply(Action::UndoDelete));
        assert!(st.lesson.redoable().is_some());
        assert!(st.apply(Action::SetStepText("Again".into())));
        assert!(!st.apply(Action::RedoLesson));
        // Not outside the editor: the presenter view, another tab.
        assert!(st.apply(Action::UndoDelete));
        st.apply(Action::TogglePresenter);
        assert!(!st.apply(Action::RedoLesson));
        st.apply(Action::ExitPresenter);
        st.apply(Action::SetMode(Mode::Play));
        assert!(!st.apply(Action::RedoLesson));
        st.apply(Action::SetMode(Mode::Lesson));
        // Another lesson opened has nothing to redo.
        assert!(st.lesson.redoable().is_some());
        st.apply(Action::PickLesson("kings".into()));
        assert!(!st.apply(Action::RedoLesson));
    }

    // The step on show goes to the Play tab or the Quiz with its board,
    // fill and frame; the Play board it replaced comes back with Ctrl+Z;
    // the lesson stays at its step, and its tab shows it again.
    #[cfg(feature = "modes")]
    #[test]
    fn a_lesson_step_opens_in_play_and_in_the_quiz() {
        let mut st = State::new(Setup::seed_example());
        let own = st.setup.clone();
        let step = |link: &str, from| fillscope_protocol::LessonStep {
            text: String::new(),
            link: link.into(),
            from,
            to: None,
        };
        let lesson = fillscope_protocol::Lesson {
            id: None,
            title: "T".into(),
            steps: vec![
                step("?alg=westcott&src=e4&tgt=a1,h8", 0),
                step("?alg=bfs&src=b2&tgt=g7&blk=d4,e4,f4", 2),
                step("?alg=bfs&board=9x9&src=a1&tgt=i9", 0),
            ],
        };
        assert!(
            !st.apply(Action::OpenStepIn(Mode::Play)),
            "no lesson on show"
        );
        st.apply(Action::SetMode(Mode::Lesson));
        st.apply(Action::OpenLesson(lesson.clone()));
        st.apply(Action::GoStep(1));
        st.apply(Action::StepForward);
        // Frame 3 of the run: the step starts at frame 2.
        let shown = st.lesson.cells();
        assert!(st.apply(Action::OpenStepIn(Mode::Play)));
        assert_eq!(st.view.mode, Mode::Play);
        assert_eq!(st.setup.algorithm, Algorithm::Bfs);
        assert_eq!(st.playback.frame, 3);
        let play = crate::cells::cells(st.frame(), st.setup.walls_used(), Some(st.setup.marks()));
        assert_eq!(play, shown, "the Play board is the step's frame on show");
        // The lesson is as it was, at its step and frame.
        assert_eq!(st.lesson.lesson.as_deref(), Some(&lesson));
        st.apply(Action::SetMode(Mode::Lesson));
        assert_eq!((st.lesson.step, st.lesson.cells()), (1, shown));
        // Ctrl+Z in Play puts its own board back.
        st.apply(Action::SetMode(Mode::Play));
        assert_eq!(
            st.board_undo.last().and_then(|u| u.what),
            Some("The lesson's step replaced the board")
        );
        assert!(st.apply(Action::UndoBoard));
        assert_eq!(st.setup, own);
        // The Quiz asks from the frame after the one on show, on its board.
        st.apply(Action::SetMode(Mode::Lesson));
        assert!(st.apply(Action::OpenStepIn(Mode::Quiz)));
        assert_eq!(st.view.mode, Mode::Quiz);
        assert_eq!(st.quiz.from, 4);
        assert!(st.quiz.questions.iter().all(|q| q.frame >= 4));
        assert_eq!(st.setup.marks(), st.lesson.setup.marks());
        // A step on the 9x9 board brings that board.
        st.apply(Action::SetMode(Mode::Lesson));
        st.apply(Action::GoStep(2));
        let nine = st.lesson.nine.as_ref().map(|n| n.marks);
        assert!(nine.is_some());
        assert!(st.apply(Action::OpenStepIn(Mode::Play)));
        assert_eq!(st.nine.as_ref().map(|n| n.marks), nine);
        // Only from the Lesson tab, and never in an embed.
        assert!(!st.apply(Action::OpenStepIn(Mode::Quiz)));
        st.apply(Action::SetMode(Mode::Lesson));
        assert!(!st.apply(Action::OpenStepIn(Mode::Log)));
        st.view.embed = true;
        assert!(!st.apply(Action::OpenStepIn(Mode::Play)));
    }

    // A lesson's step opened in Play on the other board size (8x8 against
    // 9x9): Undo brings back the Play tab's board at its own size, with
    // its marks, fill and trace; Redo the step's board again, at its size.
    #[cfg(feature = "modes")]
    #[test]
    fn undo_after_a_step_opened_in_play_brings_back_the_board_size() {
        let step = |link: &str| fillscope_protocol::LessonStep {
            text: String::new(),
            link: link.into(),
            from: 0,
            to: None,
        };
        let lesson = fillscope_protocol::Lesson {
            id: None,
            title: "T".into(),
            steps: vec![
                step("?alg=bfs&board=9x9&src=a1&tgt=i9&wn=c4"),
                step("?alg=westcott&src=e4&tgt=a1,h8&blk=d4"),
            ],
        };
        // The Play tab's board, on the 8x8 board or the 9x9 one.
        let shown = |st: &State| (st.setup.clone(), st.nine.as_ref().map(|n| n.marks));
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        st.apply(Action::SetTool(Tool::Blocker));
        st.apply(Action::Paint(Square::C3));
        let eight = shown(&st);
        st.apply(Action::SetMode(Mode::Lesson));
        st.apply(Action::OpenLesson(lesson));
        // Play on 8x8, the step on 9x9.
        assert!(st.apply(Action::OpenStepIn(Mode::Play)));
        let step_nine = shown(&st);
        assert!(step_nine.1.is_some(), "the step's 9x9 board");
        assert!(st.apply(Action::UndoBoard));
        assert_eq!(shown(&st), eight, "the 8x8 board again");
        assert_eq!(st.playback.len, st.trace.frames.len());
        assert!(st.apply(Action::RedoBoard));
        assert_eq!(shown(&st), step_nine);
        let nine = st.nine.as_ref().unwrap();
        assert_eq!(st.playback.len, nine.trace.frames.len());
        // Play on 9x9 (with a wall of its own), the step on 8x8.
        let sq = |s: &str| s.parse::<Square9>().unwrap();
        assert!(st.apply(Action::ToggleWall9(sq("e5"), sq("e6"))));
        let own_nine = shown(&st);
        st.apply(Action::SetMode(Mode::Lesson));
        st.apply(Action::GoStep(1));
        assert!(st.apply(Action::OpenStepIn(Mode::Play)));
        let step_eight = shown(&st);
        assert_eq!(step_eight.1, None, "the step's 8x8 board");
        assert!(st.apply(Action::UndoBoard));
        assert_eq!(shown(&st), own_nine, "the 9x9 board again");
        let nine = st.nine.as_ref().unwrap();
        assert_eq!(
            *nine.trace,
            own_nine.1.unwrap().trace(Algorithm::Bfs).unwrap()
        );
        assert_eq!(st.playback.len, nine.trace.frames.len());
        assert!(st.apply(Action::RedoBoard));
        assert_eq!(shown(&st), step_eight);
        assert_eq!(*st.trace, step_eight.0.trace());
        // The 9x9 board it left is kept for the size switch, as it was.
        assert!(st.apply(Action::SetAlgorithm(Algorithm::Bfs)));
        st.apply(Action::SetNine(true));
        assert_eq!(st.nine.as_ref().map(|n| n.marks), own_nine.1);
        // A fill with no 9x9 form leaves the 9x9 board; Undo brings it
        // back, Redo leaves it again, and a fill that has one brings it
        // back again, as before the undo.
        assert!(st.apply(Action::SetAlgorithm(Algorithm::Westcott)));
        assert!(st.nine.is_none());
        assert!(st.apply(Action::UndoBoard));
        assert_eq!(st.setup.algorithm, Algorithm::Bfs);
        assert_eq!(st.nine.as_ref().map(|n| n.marks), own_nine.1);
        assert!(st.apply(Action::RedoBoard));
        assert!(st.nine.is_none());
        assert_eq!(st.setup.algorithm, Algorithm::Westcott);
        assert!(st.apply(Action::SetAlgorithm(Algorithm::Voronoi)));
        assert_eq!(st.nine.as_ref().map(|n| n.marks), own_nine.1);
    }

    // The reader's notes of a lesson are shown at the step the reader gave
    // each (whatever their words say) while the lesson is as read; a note
    // of no one step, at none; the summary is said once.
    #[cfg(feature = "modes")]
    #[test]
    fn a_lesson_s_notes_are_shown_at_their_steps() {
        use fillscope_protocol::LessonNote;
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Lesson));
        let step = crate::lesson_mode::step_of_view(&st.link());
        st.apply(Action::OpenLesson(fillscope_protocol::Lesson {
            id: None,
            title: "T".into(),
            steps: vec![step.clone(), step.clone(), step],
        }));
        let note = |step, text: &str| LessonNote {
            step,
            text: text.into(),
        };
        // The third note's words name no step, the fourth's another step
        // than its own: the step given is the one that counts.
        let notes = vec![
            note(Some(1), "Step 2's link: ignored zzz=1: unknown parameter."),
            note(Some(1), "Step 2 asks for frames 99 to 99."),
            note(Some(2), "The text is long."),
            note(Some(0), "Step 3 says so."),
            note(None, "Step 2 and 4 more."),
            // A step past the lesson's end is shown nowhere.
            note(Some(7), "Step 8's link."),
        ];
        assert!(st.apply(Action::LessonNotes(notes.clone())));
        let texts: Vec<&str> = notes.iter().map(|n| n.text.as_str()).collect();
        assert!(st.notice.as_deref().unwrap().contains(&texts.join(" ")));
        assert_eq!(st.lesson.step_notes(), [texts[3]]);
        st.apply(Action::GoStep(1));
        assert_eq!(st.lesson.step_notes(), [texts[0], texts[1]]);
        st.apply(Action::GoStep(2));
        assert_eq!(st.lesson.step_notes(), [texts[2]]);
        // Once edited (its steps renumbered) the lesson is no longer the
        // one read; Undo brings that one back, and its notes.
        st.apply(Action::MoveStep(true));
        assert!(st.lesson.step_notes().is_empty());
        st.apply(Action::UndoDelete);
        assert_eq!(st.lesson.step_notes(), [texts[2]]);
    }

    // The editor sets where a step's frames start and end, kept within its
    // run; the run's last frame is saved as "to the end" (no `to`).
    #[cfg(feature = "modes")]
    #[test]
    fn a_step_s_frame_range_is_set_in_the_editor() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Lesson));
        assert!(!st.apply(Action::SetStepRange(1, 2)), "no step yet");
        st.apply(Action::AddViewStep);
        // The seed example's Westcott run has 13 frames (0 to 12).
        assert_eq!(st.lesson.frames(), 13);
        assert!(st.apply(Action::SetStepRange(2, 5)));
        let s = st.lesson.current().unwrap().clone();
        assert_eq!((s.from, s.to), (2, Some(5)));
        assert_eq!((st.lesson.from, st.lesson.playback.len), (2, 4));
        assert!(!st.apply(Action::SetStepRange(2, 5)), "no change");
        assert!(st.apply(Action::SetStepRange(4, 99)));
        let s = st.lesson.current().unwrap().clone();
        assert_eq!((s.from, s.to), (4, None));
        assert!(st.apply(Action::SetStepRange(50, 60)));
        let s = st.lesson.current().unwrap().clone();
        assert_eq!((s.from, s.to), (12, None));
        // It is saved in the lesson's file.
        assert!(st.lesson.link_value().unwrap().contains(r#""from":12"#));
    }

    // After the worker failed, Retry asks again: the list (its status
    // goes) and the link's lesson that could not be read.
    #[cfg(feature = "modes")]
    #[test]
    fn the_lessons_are_asked_for_again_after_a_failure() {
        let mut st = State::start("?mode=lesson&lesson=%7B%22title%22%3A%22T%22%7D", || {
            Ok(None)
        });
        assert!(matches!(st.lesson.asked, Some(Asked::File(_))));
        assert!(!st.apply(Action::RetryLessons), "nothing failed");
        st.apply(Action::LessonFailed(
            "The worker could not be loaded.".into(),
        ));
        assert_eq!(st.lesson.asked, None);
        assert!(st.lesson.unread.is_some());
        assert!(st.apply(Action::RetryLessons));
        assert_eq!(st.lesson.status, None);
        assert_eq!(
            st.lesson.asked,
            Some(Asked::File(r#"{"title":"T"}"#.into()))
        );
        assert_eq!(st.lesson.unread, None);
        // What could not be used is said, before a link's own notes.
        st.notice = Some("Step 9 is past the end.".into());
        assert!(
            st.apply(Action::LessonNotes(vec![fillscope_protocol::LessonNote {
                step: None,
                text: "A note.".into()
            }]))
        );
        assert_eq!(
            st.notice.as_deref(),
            Some(
                "Some parts of this lesson could not be used: A note. The rest of the lesson \
                 is shown. Step 9 is past the end."
            )
        );
    }

    // The Lesson mode's keys arrive as the same actions as its buttons (or
    // as tasks for the view); anywhere the buttons are not on show they
    // change nothing.
    #[cfg(feature = "modes")]
    #[test]
    fn lesson_keys_work_only_where_their_controls_are() {
        let mut st = State::new(Setup::seed_example());
        // The Play mode: no lesson is started, no task asked, no speed changed.
        assert!(!st.apply(Action::AddViewStep));
        assert!(!st.apply(Action::LessonTask(LessonTask::OpenFile)));
        assert!(!st.apply(Action::NudgeSpeed(true)));
        assert!(st.lesson.lesson.is_none() && st.lesson.task.is_none());
        assert_eq!(st.view.speed, crate::url_state::DEFAULT_SPEED);

        st.apply(Action::SetMode(Mode::Lesson));
        // No step yet: the fields and sharing have nothing to work on, the
        // pickers open a lesson.
        assert!(!st.apply(Action::LessonTask(LessonTask::EditText)));
        assert!(!st.apply(Action::LessonTask(LessonTask::CopyLink)));
        assert!(st.apply(Action::LessonTask(LessonTask::OpenFile)));
        assert_eq!(st.lesson.task, Some((0, LessonTask::OpenFile)));
        // Two steps by key, then the second moved first and deleted.
        assert!(st.apply(Action::AddViewStep));
        st.apply(Action::Seek(0));
        assert!(st.apply(Action::AddViewStep));
        assert_eq!(st.lesson.step, 1);
        assert!(st.apply(Action::SetStepText("Second".into())));
        assert!(!st.apply(Action::MoveStep(false)), "already the last step");
        assert!(st.apply(Action::MoveStep(true)));
        assert_eq!(st.lesson.step, 0);
        assert_eq!(st.lesson.current().unwrap().text, "Second");
        // The same key twice is two requests.
        assert!(st.apply(Action::LessonTask(LessonTask::EditText)));
        assert!(st.apply(Action::LessonTask(LessonTask::EditText)));
        assert_eq!(st.lesson.task, Some((2, LessonTask::EditText)));
        // A deleted step comes back where it was with Undo.
        let steps = st.lesson.lesson.as_ref().unwrap().steps.clone();
        let at = st.lesson.step;
        assert!(st.apply(Action::DeleteStep));
        assert_eq!(st.lesson.undoable(), Some(Edit::Deleted(at)));
        assert!(st.apply(Action::UndoDelete));
        assert_eq!(st.lesson.lesson.as_ref().unwrap().steps, steps);
        assert_eq!(st.lesson.step, at);
        // Undo outlives later edits: a text typed, a step added, the
        // steps reordered are undone first, last first.
        assert!(st.apply(Action::DeleteStep));
        assert!(st.apply(Action::SetStepText("Edited".into())));
        assert!(st.apply(Action::AddViewStep));
        assert!(st.apply(Action::MoveStep(true)));
        for _ in 0..4 {
            assert!(st.apply(Action::UndoDelete));
        }
        assert_eq!(st.lesson.lesson.as_ref().unwrap().steps, steps);
        assert_eq!(st.lesson.current().unwrap().text, "Second");
        assert_eq!(st.lesson.step, at);
        // Two steps again, one deleted: a lesson keeps one step.
        assert!(st.apply(Action::DeleteStep));
        assert_eq!(st.lesson.lesson.as_ref().unwrap().steps.len(), 1);
        assert!(!st.apply(Action::DeleteStep), "a lesson keeps one step");

        // A new lesson: one step, the Play tab's view; the edited one is
        // set aside, to be offered back.
        let edited = st.lesson.lesson.clone();
        assert!(st.apply(Action::NewLesson));
        let new = st.lesson.lesson.clone().unwrap();
        assert_eq!((new.title.as_str(), new.steps.len()), ("New lesson", 1));
        assert_eq!(new.steps[0], crate::lesson_mode::step_of_view(&st.link()));
        assert_eq!(st.lesson.step, 0);
        assert_eq!(
            st.lesson.own_to_offer(),
            edited.map(|l| l.to_json()).as_deref()
        );

        // The presenter view shows no panels: only the speed keys work.
        st.apply(Action::AddViewStep);
        st.apply(Action::TogglePresenter);
        let before = st.lesson.clone();
        assert!(!st.apply(Action::AddViewStep));
        assert!(!st.apply(Action::NewLesson));
        assert!(!st.apply(Action::DeleteStep));
        assert!(!st.apply(Action::MoveStep(true)));
        assert!(!st.apply(Action::LessonTask(LessonTask::Download)));
        assert_eq!(st.lesson, before);
        // The speeds of the menu, in order, stopping at either end; a
        // speed between two (from a link) goes to its neighbour.
        assert!(st.apply(Action::NudgeSpeed(true)));
        assert_eq!(st.view.speed, 4.0);
        st.apply(Action::SetSpeed(3.0));
        assert!(st.apply(Action::NudgeSpeed(false)));
        assert_eq!(st.view.speed, 2.0);
        st.apply(Action::SetSpeed(0.25));
        assert!(!st.apply(Action::NudgeSpeed(false)));
        assert!(st.apply(Action::NudgeSpeed(true)));
        assert_eq!(st.view.speed, 1.0);
        st.apply(Action::SetSpeed(20.0));
        assert!(!st.apply(Action::NudgeSpeed(true)));
        assert!(st.apply(Action::NudgeSpeed(false)));
        assert_eq!(st.view.speed, 16.0);

        // A lesson embed has no panels either.
        st.apply(Action::ExitPresenter);
        st.view.embed = true;
        assert!(!st.apply(Action::AddViewStep));
        assert!(!st.apply(Action::LessonTask(LessonTask::Choose)));
    }

    // The modes' states are computed by the full app only.
    #[cfg(feature = "modes")]
    #[test]
    fn each_mode_steps_its_own_frames_and_keeps_the_board() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetLogText("a = 1\nb = 2".into()));
        st.apply(Action::SetMode(Mode::Log));
        st.apply(Action::StepForward);
        assert_eq!((st.log.playback.frame, st.playback.frame), (1, 0));
        st.apply(Action::SetMode(Mode::Compare));
        st.apply(Action::Last);
        assert_eq!(st.compare.playback.frame, st.compare.pairs.len() - 1);
        assert_eq!(st.playback.frame, 0);
        // Lesson steps and the presenter view belong to the Lesson mode.
        assert!(!st.apply(Action::NextStep));
        assert!(!st.apply(Action::TogglePresenter));
        // Clicks on the Log and Compare boards do not edit the board.
        let before = st.setup.clone();
        for m in [Mode::Log, Mode::Compare, Mode::Lesson] {
            st.apply(Action::SetMode(m));
            assert!(!st.apply(Action::Paint(Square::D5)));
        }
        assert_eq!(st.setup, before);
        // Run B follows the board: a new board reruns it, when the Compare
        // tab opens (not on every edit in the Play tab).
        st.apply(Action::SetMode(Mode::Play));
        let b_before = st.compare.trace.clone();
        st.apply(Action::Paint(Square::D5));
        assert!(Rc::ptr_eq(&b_before, &st.compare.trace), "run B waits");
        st.apply(Action::SetMode(Mode::Compare));
        let sq1 = st.compare.trace.frames.first().and_then(|f| f.get("sq1"));
        assert_eq!(sq1, Some(Bitboard::from(Square::E4).with(Square::D5)));
        assert_ne!(st.setup, before);
        assert!(st.apply(Action::SetCompareWith(Algorithm::Bfs)));
        assert!(!st.apply(Action::SetCompareWith(Algorithm::Bfs)));
    }

    #[test]
    fn tool_classes_name_the_tool() {
        for t in [
            Tool::Blocker,
            Tool::Source,
            Tool::Target,
            Tool::Erase,
            Tool::Wall,
        ] {
            assert_eq!(
                t.class(),
                format!("tool-{}", t.label().to_ascii_lowercase())
            );
        }
    }

    #[test]
    fn painting_the_seed_example_gives_the_seed_trace() {
        let mut st = empty();
        st.apply(Action::SetTool(Tool::Source));
        st.apply(Action::Paint(Square::E4));
        st.apply(Action::SetTool(Tool::Target));
        st.apply(Action::Paint(Square::A1));
        st.apply(Action::Paint(Square::H8));
        assert_eq!(st.setup, Setup::seed_example());
        assert_eq!(*st.trace, Setup::seed_example().trace());
        assert_eq!(st.playback.len, st.trace.frames.len());
    }

    /// The pawn fills offer white and black pawns, which never share a
    /// square; Voronoi offers sides C and D, whose seeds make a run of
    /// three or four sides; both are in the link and come back from it.
    #[cfg(feature = "late-fills")]
    #[test]
    fn pawns_and_the_third_and_fourth_sides_have_tools_of_their_own() {
        let mut st = empty();
        st.apply(Action::SetAlgorithm(Algorithm::Pawns));
        assert_eq!(
            st.tools(),
            [Tool::WhitePawn, Tool::BlackPawn, Tool::Erase],
            "no sources, targets or blockers for the pawn fills"
        );
        assert_eq!(st.tool, Tool::WhitePawn);
        st.apply(Action::Paint(Square::E4));
        st.apply(Action::SetTool(Tool::BlackPawn));
        st.apply(Action::Paint(Square::D5));
        st.apply(Action::Paint(Square::E4));
        assert_eq!(
            st.setup.white,
            Bitboard::EMPTY,
            "a black pawn takes the square"
        );
        assert_eq!(st.setup.black, Square::D5 | Square::E4);
        st.apply(Action::SetTool(Tool::WhitePawn));
        st.apply(Action::Paint(Square::E4));
        assert_eq!(
            (st.setup.white, st.setup.black),
            (Square::E4.into(), Square::D5.into())
        );
        // The trace draws them as pawns, from the first frame.
        let first = &st.trace.frames[0];
        assert!(first
            .registers
            .iter()
            .any(|r| r.name == "white" && r.role == Role::WhitePawn));
        let link = url_state::to_query(&st.link());
        assert!(
            link.contains("white=0x10000000") && link.contains("black=0x800000000"),
            "{link}"
        );
        let back = url_state::from_query(&link).0;
        assert_eq!(back.setup, st.setup);
        assert!(
            !st.apply(Action::SetTool(Tool::Source)),
            "no Source tool here"
        );

        st.apply(Action::SetAlgorithm(Algorithm::Voronoi));
        assert_eq!(
            st.tools(),
            [
                Tool::Blocker,
                Tool::Source,
                Tool::Target,
                Tool::SideC,
                Tool::SideD,
                Tool::Erase,
                Tool::Wall
            ]
        );
        for (tool, sq) in [
            (Tool::Source, Square::A1),
            (Tool::Target, Square::H8),
            (Tool::SideC, Square::A8),
        ] {
            st.apply(Action::SetTool(tool));
            st.apply(Action::Paint(sq));
        }
        assert_eq!(st.trace.algorithm, "voronoi-sides");
        let last = st.trace.frames.last().unwrap();
        assert!(last.get("own[2]").unwrap().contains(Square::A7));
        assert!(last.get("d").is_none(), "three sides: no side D");
        st.apply(Action::SetTool(Tool::SideD));
        st.apply(Action::Paint(Square::H1));
        assert!(st.trace.frames[0].get("d").is_some());
        // A blocker clears every mark on its square.
        st.apply(Action::SetTool(Tool::Blocker));
        st.apply(Action::Paint(Square::H1));
        assert_eq!(st.setup.side_d, Bitboard::EMPTY);
        assert_eq!(st.trace.frames[0].get("d"), None);
        let link = url_state::to_query(&st.link());
        assert!(link.contains("sc=0x100000000000000"), "{link}");
        assert_eq!(url_state::from_query(&link).0.setup, st.setup);
        // Clear takes the pawns and the sides off too.
        st.apply(Action::Clear);
        assert_eq!(st.setup.all_marks(), fillscope_core::Marks::default());
    }

    /// Run B's fill follows run A's (its counterpart) until the user picks
    /// it: choosing Moshammer in the Play tab neither puts `vs=` in the
    /// link nor leaves B on Moshammer, so B is the same however the
    /// Compare mode is reached. A pick of B's own sticks, in the link too.
    #[cfg(feature = "modes")]
    #[test]
    fn run_b_follows_run_a_until_picked() {
        let fresh = |q: &str| State::start(q, || Ok(None));
        let b_of = |st: &State| st.compare.choices.other;
        // The tester's path: the seed (Westcott), Moshammer in Play, then
        // Compare.
        let mut st = fresh("?alg=westcott&src=e4&tgt=a1,h8");
        assert_eq!(b_of(&st), Algorithm::Moshammer);
        st.apply(Action::SetAlgorithm(Algorithm::Moshammer));
        let q = url_state::to_query(&st.link());
        assert!(!q.contains("vs="), "{q}");
        st.apply(Action::SetMode(Mode::Compare));
        assert_eq!(b_of(&st), Algorithm::Westcott);
        assert_eq!(st.compare.trace.algorithm, "westcott");
        assert!(st.compare.first.is_some(), "A and B are not the same fill");
        // The same as opening the link fresh.
        let q = url_state::to_query(&st.link());
        assert!(!q.contains("vs="), "{q}");
        let linked = fresh("?alg=moshammer&src=e4&tgt=a1,h8&mode=compare");
        assert_eq!(b_of(&linked), Algorithm::Westcott);
        assert_eq!(linked.compare.choices, st.compare.choices);
        // After Moshammer, another fill in the Play tab: B is its
        // counterpart, not Moshammer, and the link still has no `vs=`.
        st.apply(Action::SetMode(Mode::Play));
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        let q = url_state::to_query(&st.link());
        assert!(q.contains("alg=bfs") && !q.contains("vs="), "{q}");
        st.apply(Action::SetMode(Mode::Compare));
        assert_eq!(b_of(&st), crate::compare_mode::counterpart(Algorithm::Bfs));
        assert_eq!(st.compare.setup.algorithm, b_of(&st));
        // A pick of the user's own sticks while A changes, and travels in
        // the link, even when it is A's counterpart.
        assert!(st.apply(Action::SetCompareWith(Algorithm::Westcott)));
        let q = url_state::to_query(&st.link());
        assert!(q.contains("vs=westcott"), "{q}");
        st.apply(Action::SetAlgorithm(Algorithm::Dumb7));
        assert_eq!(b_of(&st), Algorithm::Westcott);
        let back = fresh(&url_state::to_query(&st.link()));
        assert_eq!(back.compare.choices, st.compare.choices);
        // Links with `vs=` keep working, the same fill as A's included.
        let same = fresh("?alg=westcott&src=e4&tgt=a1,h8&mode=compare&vs=westcott");
        assert_eq!(b_of(&same), Algorithm::Westcott);
        assert!(same.compare.choices.picked);
        let q = url_state::to_query(&same.link());
        assert!(q.contains("vs=westcott"), "{q}");
    }

    /// Run B's own board keeps its own pawns and sides, in the link too.
    #[cfg(feature = "modes")]
    #[test]
    fn run_b_keeps_its_own_pawns() {
        let link = "?alg=pawns&white=e4&black=d5&mode=compare&vs=pawns&bwhite=e2&bblack=d7";
        let (url, notes) = url_state::from_query(link);
        assert!(notes.is_empty(), "{notes:?}");
        let board = url.vs_board.expect("B's board");
        assert_eq!(
            (board.marks.white, board.marks.black),
            (Square::E2.into(), Square::D7.into())
        );
        let st = State::start(link, || Ok(None));
        assert_eq!(st.compare.setup.white, Bitboard::from(Square::E2));
        assert_eq!(st.setup.white, Bitboard::from(Square::E4));
        let again = url_state::to_query(&url);
        assert!(
            again.contains("bwhite=0x1000") && again.contains("bblack=0x8000000000000"),
            "{again}"
        );
    }

    /// A pawns link written before the pawns had keys gave them as `src`
    /// and `tgt`; it opens on the same pawns.
    #[test]
    fn older_pawn_links_open_on_their_pawns() {
        let (old, notes) = url_state::from_query("?alg=pawns&src=a2,b3&tgt=b5");
        assert!(notes.is_empty(), "{notes:?}");
        assert_eq!(old.setup.white, Square::A2 | Square::B3);
        assert_eq!(old.setup.black, Bitboard::from(Square::B5));
        assert_eq!(old.setup.sources, Bitboard::EMPTY);
        let (new, _) = url_state::from_query("?alg=pawns&white=a2,b3&black=b5&src=c3");
        assert_eq!(
            (new.setup.white, new.setup.sources),
            (old.setup.white, Square::C3.into())
        );
        let (_, notes) = url_state::from_query("?alg=voronoi&board=9x9&white=a2");
        assert!(notes.iter().any(|n| n.message.contains("8x8")), "{notes:?}");
    }

    /// A square holds one pawn, however the pawns are given: typed into
    /// a field (the new set wins, with a notice naming the squares) or in
    /// a link (the white pawn stays, with a notice). (Only the pawn fills'
    /// build takes pawns off: the first-load app hands those fills over.)
    #[cfg(feature = "late-fills")]
    #[test]
    fn a_square_holds_one_pawn() {
        let mut st = State::new(Setup {
            algorithm: Algorithm::Pawns,
            white: Bitboard(0xff00),
            ..Setup::seed_example()
        });
        assert!(st.apply(Action::SetRegister("black".into(), Bitboard(0x0300))));
        assert_eq!(
            (st.setup.white, st.setup.black),
            (Bitboard(0xfc00), Bitboard(0x0300))
        );
        assert_eq!(
            st.notice.as_deref(),
            Some("black took the white pawns off a2, b2: a square holds one pawn")
        );
        // The register panel draws what the setup holds.
        let last = st.trace.frames.last().unwrap();
        let black = last.registers.iter().find(|r| r.name == "black").unwrap();
        assert_eq!(black.value, Bitboard(0x0300));
        // No overlap: no notice.
        st.notice = None;
        st.apply(Action::SetRegister("white".into(), Bitboard(0x00ff_0000)));
        assert_eq!(st.notice, None);

        let (linked, notes) = url_state::from_query("?alg=pawns&white=0xff00&black=0xff00");
        assert_eq!(
            (linked.setup.white, linked.setup.black),
            (Bitboard(0xff00), Bitboard::EMPTY)
        );
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(notes[0]
            .message
            .starts_with("white= and black= both put a pawn on a2, b2, c2"));
        // The link written back holds what the board shows.
        assert!(!url_state::to_query(&linked).contains("black=0xff00"));
    }

    #[test]
    fn marks_exclude_blockers_and_erase_removes_all() {
        let mut st = empty();
        st.apply(Action::SetTool(Tool::Blocker));
        st.apply(Action::Paint(Square::C3));
        assert!(st.setup.blockers.contains(Square::C3));
        st.apply(Action::SetTool(Tool::Source));
        st.apply(Action::Paint(Square::C3));
        assert!(!st.setup.blockers.contains(Square::C3));
        assert!(st.setup.sources.contains(Square::C3));
        st.apply(Action::SetTool(Tool::Erase));
        st.apply(Action::Paint(Square::C3));
        assert_eq!(st.setup.sources, Bitboard::EMPTY);
        // Painting the same square twice changes nothing the second time.
        st.apply(Action::SetTool(Tool::Blocker));
        assert!(st.apply(Action::Paint(Square::D4)));
        assert!(!st.apply(Action::Paint(Square::D4)));
    }

    #[test]
    fn editing_recomputes_and_clamps_the_frame() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::Last);
        let n = st.trace.frames.len();
        assert_eq!(st.playback.frame, n - 1);
        st.apply(Action::Clear); // no sources: a much shorter trace
        assert!(st.trace.frames.len() < n);
        assert_eq!(st.playback.frame, st.trace.frames.len() - 1);
        assert_eq!(*st.trace, st.setup.trace());
    }

    #[test]
    fn register_entry_sets_the_board() {
        let mut st = empty();
        st.apply(Action::SetRegister("path".into(), Bitboard(0xff)));
        assert_eq!(st.setup.blockers, Bitboard(!0xff));
        st.apply(Action::SetRegister("sq1".into(), Square::B2.into()));
        assert_eq!(st.setup.sources, Square::B2.into());
        // A name this algorithm lacks changes nothing.
        assert!(!st.apply(Action::SetRegister("gen".into(), Bitboard(1))));
    }

    #[test]
    fn wall_tool_only_with_walls() {
        let mut st = empty();
        st.apply(Action::SetTool(Tool::Wall));
        assert_eq!(st.tool, Tool::Source);
        assert!(!st.tools().contains(&Tool::Wall));
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        st.apply(Action::SetTool(Tool::Wall));
        assert_eq!(st.tool, Tool::Wall);
        st.apply(Action::ToggleWall(Square::A1, Square::A2));
        assert!(st.setup.walls.between(Square::A1, Square::A2));
        st.apply(Action::SetAlgorithm(Algorithm::Westcott));
        assert_eq!(st.tool, Tool::Blocker);
        // No targets in the one-direction fill: no Target tool.
        st.apply(Action::SetTool(Tool::Target));
        st.apply(Action::SetAlgorithm(Algorithm::Dumb7));
        assert!(!st.tools().contains(&Tool::Target));
        assert_eq!(st.tool, Tool::Blocker);
    }

    // The tool keys pick by place among the tools on offer, which change
    // with the fill; a place past the last picks nothing.
    #[test]
    fn pick_tool_picks_by_place_among_the_tools_on_offer() {
        let mut st = empty();
        for algorithm in [Algorithm::Westcott, Algorithm::Bfs, Algorithm::Dumb7] {
            st.apply(Action::SetAlgorithm(algorithm));
            let tools = st.tools();
            for (at, &tool) in tools.iter().enumerate() {
                let at = u8::try_from(at).unwrap();
                st.apply(Action::PickTool(at));
                assert_eq!(st.tool, tool, "{algorithm:?}, place {at}");
            }
            let before = st.tool;
            let past = u8::try_from(tools.len()).unwrap();
            assert!(!st.apply(Action::PickTool(past)));
            assert_eq!(st.tool, before);
        }
        // Westcott's: Blocker, Source, Target, Erase.
        st.apply(Action::SetAlgorithm(Algorithm::Westcott));
        st.apply(Action::PickTool(2));
        assert_eq!(st.tool, Tool::Target);
    }

    #[test]
    fn random_boards_are_valid_and_vary() {
        let mut a = empty();
        let mut b = empty();
        a.apply(Action::Random(1));
        b.apply(Action::Random(2));
        for st in [&a, &b] {
            let s = &st.setup;
            assert_eq!(s.sources.count(), 1);
            assert!(!s.sources.intersects(s.blockers));
            assert!(!s.targets.intersects(s.blockers));
            assert!(!s.targets.intersects(s.sources));
            assert!((1..=2).contains(&s.targets.count()));
        }
        assert_ne!(a.setup, b.setup);
        let mut c = empty();
        c.apply(Action::Random(1));
        assert_eq!(a.setup, c.setup);
    }

    #[test]
    fn playback_actions() {
        let mut st = State::new(Setup::seed_example());
        assert!(st.apply(Action::TogglePlay));
        assert!(st.playback.playing);
        assert!(st.apply(Action::Tick));
        assert_eq!(st.playback.frame, 1);
        st.apply(Action::Seek(3));
        assert_eq!((st.playback.frame, st.playback.playing), (3, false));
        assert!(!st.apply(Action::Tick));
        st.apply(Action::StepBack);
        assert_eq!(st.playback.frame, 2);
        st.apply(Action::First);
        assert_eq!(st.playback.frame, 0);
    }

    #[test]
    fn looping_playback_wraps_to_the_first_frame() {
        let mut st = State::new(Setup::seed_example());
        st.view.r#loop = true;
        let n = st.trace.frames.len();
        assert!(n > 2);
        assert!(!st.apply(Action::Tick), "paused: nothing moves");
        st.apply(Action::Seek(n - 2));
        st.apply(Action::TogglePlay);
        assert!(st.apply(Action::Tick));
        assert_eq!((st.playback.frame, st.playback.playing), (n - 1, true));
        assert!(st.apply(Action::Tick));
        assert_eq!((st.playback.frame, st.playback.playing), (0, true));
        // Without looping the same ticks stop at the last frame.
        st.view.r#loop = false;
        st.apply(Action::Seek(n - 2));
        st.apply(Action::TogglePlay);
        st.apply(Action::Tick);
        assert_eq!((st.playback.frame, st.playback.playing), (n - 1, false));
        assert!(!st.apply(Action::Tick));
    }

    #[test]
    fn theme_and_speed_are_state() {
        let mut st = State::new(Setup::seed_example());
        assert!(st.apply(Action::SetTheme(Theme::Dark)));
        assert_eq!(st.view.theme, Theme::Dark);
        assert!(!st.apply(Action::SetTheme(Theme::Dark)), "no change");
        assert!(st.apply(Action::SetSpeed(8.0)));
        assert_eq!(st.view.speed, 8.0);
        assert_eq!(st.view.interval_ms(), 125);
        st.apply(Action::SetSpeed(1000.0));
        assert_eq!(st.view.speed, MAX_SPEED);
        st.apply(Action::SetSpeed(0.0));
        assert_eq!(st.view.speed, MIN_SPEED);
        assert!(!st.apply(Action::SetSpeed(f32::NAN)));
        assert_eq!(st.view.speed, MIN_SPEED);
        // Both travel in the link.
        let q = url_state::to_query(&st.link());
        assert!(q.contains("theme=dark") && q.contains("speed=0.25"), "{q}");
    }

    #[test]
    fn an_embed_ignores_edits_but_plays() {
        let mut st = State::start("?alg=bfs&src=a1&tgt=h8&embed=1", || {
            unreachable!("an embed link never reads storage")
        });
        assert!(st.view.embed);
        let setup = st.setup.clone();
        st.apply(Action::SetTool(Tool::Blocker));
        assert!(!st.apply(Action::Paint(Square::D4)));
        assert!(!st.apply(Action::ToggleWall(Square::A1, Square::A2)));
        assert_eq!(st.setup, setup);
        assert!(st.apply(Action::StepForward));
        assert!(st.apply(Action::TogglePlay));
    }

    #[test]
    fn start_from_a_link() {
        let st = State::start(
            "?alg=westcott&src=e4&tgt=a1&frame=3&theme=dark&loop=1&speed=4",
            || unreachable!("a link with parameters wins over storage"),
        );
        assert_eq!(st.setup.sources, Square::E4.into());
        assert_eq!(st.playback.frame, 3);
        assert!(!st.playback.playing);
        assert_eq!(st.view.theme, Theme::Dark);
        assert!(st.view.r#loop);
        assert_eq!(st.view.speed, 4.0);
        assert_eq!(st.notice, None);
        assert_eq!(
            url_state::to_query(&st.link()),
            "?alg=westcott&src=0x10000000&tgt=0x1&frame=3&theme=dark&loop=1&speed=4"
        );
        // Autoplay starts playing; a broken part is named in the notice.
        let st = State::start("?alg=voronoi&src=a1&tgt=h8&autoplay&frame=zz", || Ok(None));
        assert!(st.playback.playing);
        let notice = st.notice.unwrap_or_default();
        assert!(notice.contains("frame=zz"), "{notice}");
        // A bare "?" is no link.
        let st = State::start("?", || Ok(None));
        assert_eq!(st.setup, Setup::seed_example());
    }

    // The Log and Lesson modes are the full app's (feature `modes`).
    #[cfg(feature = "modes")]
    #[test]
    fn a_log_link_keeps_the_value_on_show() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Log));
        st.apply(Action::SetLogText(
            "sq1 = 0x10000000\nsq2 = 0x8000000000000001\nasp[0] = 0x10000000\n".into(),
        ));
        st.apply(Action::Last);
        assert_eq!(st.log.playback.frame, 2);
        let link = st.link();
        assert_eq!(link.frame, 2, "the log's value, not Play's frame");
        let query = url_state::to_query(&link);
        let back = State::start(&query, || unreachable!());
        assert_eq!(back.view.mode, Mode::Log);
        assert_eq!(back.log.playback.frame, 2, "{query}");
        assert_eq!(back.playback.frame, 0, "Play's frame is not the log's");
        assert_eq!(back.notice, None);
        // Past the last value: the last, and the notice says why.
        let past = query.replace("frame=2", "frame=40");
        let back = State::start(&past, || unreachable!());
        assert_eq!(back.log.playback.frame, 2);
        let notice = back.notice.unwrap_or_default();
        assert!(
            notice.contains("frame=40 is past the log's last value"),
            "{notice}"
        );
        assert!(
            !notice.contains("past the last frame"),
            "Play's frames do not bound it: {notice}"
        );
        // Back or Forward to a Log entry shows its value.
        st.apply(Action::SetMode(Mode::Play));
        assert!(st.apply(Action::Revisit {
            mode: Mode::Log,
            frame: 1,
            presenter: false,
        }));
        assert_eq!((st.view.mode, st.log.playback.frame), (Mode::Log, 1));
    }

    // The Log and Lesson modes are the full app's (feature `modes`).
    #[cfg(feature = "modes")]
    #[test]
    fn revisiting_a_presenter_entry_shows_the_presenter_view() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Lesson));
        st.apply(Action::TogglePresenter);
        assert!(st.link().presenter);
        // Back to Play shows Play (the presenter view waits for the Lesson
        // tab, in Play's address but not its shared link); Forward to the
        // entry with `present=1` brings the presenter view back.
        st.apply(Action::Revisit {
            mode: Mode::Play,
            frame: 0,
            presenter: false,
        });
        assert_eq!(st.view.mode, Mode::Play);
        assert!(!st.link().shared().presenter);
        assert!(st.apply(Action::Revisit {
            mode: Mode::Lesson,
            frame: 0,
            presenter: true,
        }));
        assert!(st.lesson.presenter);
        // An entry without it shows the lesson's page.
        assert!(st.apply(Action::Revisit {
            mode: Mode::Lesson,
            frame: 0,
            presenter: false,
        }));
        assert!(!st.lesson.presenter);
    }

    // The presenter view is the lesson's state: going to another tab (by
    // O or Q from the view itself, or by a tab) and back to the Lesson tab
    // shows it again, at the same step; only leaving it (Escape, its
    // button, P) ends it. The other tabs' addresses carry it (a reload
    // there keeps it), their shared links do not.
    #[cfg(feature = "modes")]
    #[test]
    fn the_presenter_view_stays_until_it_is_left() {
        let (mut st, _) = with_kings_lesson(3);
        st.apply(Action::GoStep(1));
        assert!(st.apply(Action::TogglePresenter));
        assert!(st.apply(Action::OpenStepIn(Mode::Play)));
        assert_eq!(st.view.mode, Mode::Play);
        // Play's address keeps it for the Lesson tab (a reload here), but
        // not Play's shared link.
        assert!(st.link().presenter, "Play's address");
        assert!(!st.link().shared().presenter, "Play's shared link");
        let reloaded = State::start(&url_state::to_query(&st.link()), || {
            unreachable!("a reload reads the address")
        });
        assert_eq!(reloaded.view.mode, Mode::Play);
        assert!(reloaded.lesson.presenter, "after a reload on the Play tab");
        assert!(st.apply(Action::SetMode(Mode::Lesson)));
        assert!(st.lesson.presenter);
        assert!(st.link().presenter, "the Lesson tab's link: present=1");
        assert_eq!(st.lesson.step, 1);
        assert!(st.apply(Action::OpenStepIn(Mode::Quiz)));
        st.apply(Action::SetMode(Mode::Code));
        assert!(st.link().presenter);
        assert!(!st.link().shared().presenter);
        st.apply(Action::SetMode(Mode::Lesson));
        assert!(st.lesson.presenter);
        // Left with Escape (ExitPresenter): the tabs do not bring it back.
        assert!(st.apply(Action::ExitPresenter));
        st.apply(Action::SetMode(Mode::Play));
        st.apply(Action::SetMode(Mode::Lesson));
        assert!(!st.lesson.presenter);
        assert!(!st.link().presenter);
        // Left with P (TogglePresenter) too.
        st.apply(Action::TogglePresenter);
        st.apply(Action::SetMode(Mode::Log));
        st.apply(Action::SetMode(Mode::Lesson));
        assert!(st.apply(Action::TogglePresenter));
        st.apply(Action::SetMode(Mode::Play));
        st.apply(Action::SetMode(Mode::Lesson));
        assert!(!st.lesson.presenter);
    }

    #[test]
    fn start_from_storage_or_the_seed_example() {
        let mut saved = State::new(Setup::seed_example());
        saved.apply(Action::SetAlgorithm(Algorithm::Voronoi));
        saved.apply(Action::Seek(2));
        saved.apply(Action::SetTheme(Theme::Light));
        let link = saved.link();
        let st = State::start("", || Ok(Some((link.clone(), None))));
        assert_eq!(st.link(), link);
        assert_eq!(st.notice, None);
        let st = State::start("", || Ok(None));
        assert_eq!(st.setup, Setup::seed_example());
        assert_eq!((st.playback.frame, st.view), (0, ViewOptions::default()));
        let st = State::start("", || Err("bad record".into()));
        assert_eq!(st.setup, Setup::seed_example());
        let notice = st.notice.unwrap_or_default();
        assert!(notice.contains("bad record") && notice.contains("seed example"));
    }

    #[cfg(feature = "modes")]
    #[test]
    fn the_quiz_takes_guesses_in_an_embed_and_keeps_the_board() {
        let mut st = State::start("?mode=quiz&embed=1&qfrom=1&qto=6", || {
            unreachable!("an embed link never reads storage")
        });
        assert_eq!((st.view.mode, st.view.embed), (Mode::Quiz, true));
        let setup = st.setup.clone();
        let truth = st.quiz.question().expect("a question").truth;
        // Painting is the guess, not an edit; playback keys do nothing.
        for spot in truth.spots(8) {
            assert!(st.apply(Action::Paint(spot.square().expect("an 8x8 square"))));
        }
        assert_eq!(st.quiz.guess, truth);
        assert_eq!(st.setup, setup);
        assert!(!st.apply(Action::ToggleWall(Square::A1, Square::A2)));
        assert!(!st.apply(Action::StepForward));
        assert!(!st.apply(Action::TogglePlay));
        assert!(st.apply(Action::QuizHint));
        assert!(st.apply(Action::QuizCheck));
        assert_eq!((st.quiz.score, st.quiz.streak), (1, 1));
        assert!(
            !st.apply(Action::Paint(Square::A8)),
            "checked: no more painting"
        );
        assert!(st.apply(Action::QuizReveal));
        assert!(st.apply(Action::QuizNext));
        assert!(st.quiz.guess.is_empty());
        // The round's range is in the link.
        let q = url_state::to_query(&st.link());
        assert!(
            q.contains("mode=quiz") && q.contains("qfrom=1&qto=6"),
            "{q}"
        );
    }

    /// The questions a fresh round over frames `from..=to` of `st`'s 9x9
    /// trace asks.
    #[cfg(feature = "modes")]
    fn nine_questions(st: &State, from: usize, to: Option<usize>) -> Vec<crate::quiz::Question> {
        let n = st.nine.as_ref().expect("the 9x9 board");
        crate::quiz::questions(&n.trace.frames, from, to.unwrap_or(usize::MAX))
    }

    #[cfg(feature = "modes")]
    #[test]
    fn a_nine_by_nine_quiz_link_asks_about_that_board_and_keeps_it() {
        let sq = |s: &str| s.parse::<Square9>().unwrap();
        let link = "?alg=bfs&board=9x9&src=a1&tgt=i9&blk=e5&mode=quiz&qfrom=2&qto=9";
        for embed in [false, true] {
            let query = if embed {
                format!("{link}&embed=1")
            } else {
                link.to_string()
            };
            let mut st = State::start(&query, || Ok(None));
            assert_eq!(st.notice, None);
            assert_eq!((st.view.mode, st.view.embed), (Mode::Quiz, embed));
            let marks = st.nine.as_ref().expect("the 9x9 board").marks;
            let setup = st.setup.clone();
            // The round is the 9x9 trace's, over the link's frames.
            assert_eq!(st.quiz.side, 9);
            assert_eq!((st.quiz.from, st.quiz.to), (2, Some(9)));
            assert_eq!(*st.quiz.questions, nine_questions(&st, 2, Some(9)));
            let first = st.quiz.question().expect("a question").clone();
            assert_eq!(first.frame, 2);
            // The guess is painted on the 9x9 board's squares, whatever
            // the tool; the board is never edited.
            st.apply(Action::SetTool(Tool::Blocker));
            for spot in first.truth.spots(9) {
                let s = Square9::from_coords(spot.file, spot.rank).unwrap();
                assert!(st.apply(Action::Paint9(s)));
            }
            assert!(st.apply(Action::Paint9(sq("i1"))));
            assert!(st.apply(Action::Paint9(sq("i1"))));
            assert_eq!(st.quiz.guess, first.truth);
            assert!(!st.apply(Action::Paint(Square::A1)), "no 8x8 square here");
            assert!(!st.apply(Action::ToggleWall9(sq("a1"), sq("a2"))));
            assert_eq!(st.nine.as_ref().map(|n| n.marks), Some(marks));
            assert_eq!(st.setup, setup);
            assert!(st.apply(Action::QuizCheck));
            assert_eq!((st.quiz.score, st.quiz.streak), (1, 1));
            // The link gives the same round back.
            let q = url_state::to_query(&st.link());
            for part in ["board=9x9", "mode=quiz", "qfrom=2&qto=9"] {
                assert!(q.contains(part), "{q}");
            }
            let back = State::start(&q, || Ok(None));
            assert_eq!(back.quiz.questions, st.quiz.questions);
        }
    }

    #[cfg(feature = "modes")]
    #[test]
    fn the_quiz_follows_the_board_on_show_and_its_fill() {
        let sq = |s: &str| s.parse::<Square9>().unwrap();
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetAlgorithm(Algorithm::Bfs));
        st.apply(Action::SetMode(Mode::Quiz));
        assert_eq!(st.quiz.side, 8);
        st.apply(Action::Paint(Square::D4));
        // Switching to the 9x9 board, in the Quiz mode too: a round on it.
        assert!(st.apply(Action::SetNine(true)));
        assert_eq!((st.quiz.side, st.quiz.at), (9, 0));
        assert!(st.quiz.guess.is_empty());
        assert_eq!(*st.quiz.questions, nine_questions(&st, 0, None));
        let before = st.quiz.questions.clone();
        // Painting in the quiz leaves the board's marks as they were.
        let marks = st.nine.as_ref().unwrap().marks;
        st.apply(Action::SetTool(Tool::Target));
        assert!(st.apply(Action::Paint9(sq("i9"))));
        assert_eq!(st.nine.as_ref().unwrap().marks, marks);
        assert!(st.quiz.guess.contains(80));
        // An edit of the 9x9 board on the Play tab asks new questions.
        st.apply(Action::SetMode(Mode::Play));
        st.apply(Action::SetTool(Tool::Blocker));
        assert!(st.apply(Action::Paint9(sq("e3"))));
        assert!(st.nine.as_ref().unwrap().marks.blockers.contains(sq("e3")));
        st.apply(Action::SetMode(Mode::Quiz));
        assert_eq!((st.quiz.side, st.quiz.at), (9, 0));
        assert!(st.quiz.guess.is_empty());
        assert_ne!(st.quiz.questions, before);
        assert_eq!(*st.quiz.questions, nine_questions(&st, 0, None));
        // So does another fill on it.
        st.apply(Action::SetMode(Mode::Play));
        st.apply(Action::SetAlgorithm(Algorithm::Voronoi));
        st.apply(Action::SetMode(Mode::Quiz));
        assert_eq!(st.nine.as_ref().unwrap().trace.algorithm, "voronoi");
        assert_eq!(*st.quiz.questions, nine_questions(&st, 0, None));
        assert!(st
            .quiz
            .question()
            .is_some_and(|q| q.names.starts_with("cur_a")));
        // Back to the 8x8 board: a round on it.
        assert!(st.apply(Action::SetNine(false)));
        assert_eq!(st.quiz.side, 8);
        assert_eq!(
            st.quiz.questions,
            QuizState::new(&st.trace.frames, 0, None).questions
        );
        assert!(!st.apply(Action::Paint9(sq("i9"))));
        assert!(st.apply(Action::Paint(Square::D4)));
        // A fill with no 9x9 form leaves the 9x9 board: the round follows.
        st.apply(Action::SetMode(Mode::Play));
        st.apply(Action::SetNine(true));
        st.apply(Action::SetAlgorithm(Algorithm::Westcott));
        st.apply(Action::SetMode(Mode::Quiz));
        assert!(st.nine.is_none());
        assert_eq!(st.quiz.side, 8);
    }

    /// The first-load page has no 9x9 runs: it hands a 9x9 quiz link
    /// over to the full app with its frame range as it was asked.
    #[cfg(not(feature = "nine"))]
    #[test]
    fn the_first_load_page_keeps_a_nine_by_nine_quiz_range() {
        let st = State::start(
            "?alg=bfs&board=9x9&src=a1&tgt=i9&mode=quiz&qfrom=12&qto=15",
            || Ok(None),
        );
        assert_eq!(st.notice, None);
        assert!(st.nine.is_some());
        let q = url_state::to_query(&st.link());
        assert!(
            q.contains("board=9x9") && q.contains("qfrom=12&qto=15"),
            "{q}"
        );
    }

    #[cfg(feature = "modes")]
    #[test]
    fn the_play_tab_still_edits_and_a_new_fill_starts_a_new_round() {
        let mut st = State::new(Setup::seed_example());
        st.apply(Action::SetMode(Mode::Quiz));
        st.apply(Action::Paint(Square::D4));
        st.apply(Action::QuizCheck);
        assert_eq!(st.quiz.answered, 1);
        st.apply(Action::SetMode(Mode::Play));
        st.apply(Action::SetTool(Tool::Blocker));
        assert!(st.apply(Action::Paint(Square::D4)));
        assert!(st.setup.blockers.contains(Square::D4));
        st.apply(Action::SetMode(Mode::Quiz));
        assert_eq!((st.quiz.answered, st.quiz.at), (0, 0));
        assert_eq!(
            st.quiz.questions,
            QuizState::new(&st.trace.frames, 0, None).questions
        );
        assert!(st.apply(Action::SetQuizRange(3, Some(4))));
        assert_eq!(st.link().quiz_from, 3);
        assert!(!st.apply(Action::SetQuizRange(3, Some(4))));
    }

    /// Dismissing the notice drops the board a link replaced from it.
    #[test]
    fn dismissing_the_notice_drops_the_offer_of_the_replaced_board() {
        let mut st = State::new(Setup::seed_example());
        st.own_board = Some("?alg=connected&src=a1".into());
        assert!(st.apply(Action::DismissNotice));
        assert_eq!(st.own_board, None);
        assert!(!st.apply(Action::DismissNotice));
    }

    #[test]
    fn load_restores_setup_and_frame() {
        let mut st = empty();
        let mut s = Setup::seed_example();
        s.algorithm = Algorithm::Moshammer;
        st.apply(Action::Load(s.clone(), 2));
        assert_eq!(st.setup, s);
        assert_eq!(st.playback.frame, 2);
        assert!(matches!(st.trace.outcome, Outcome::Returned { .. }));
    }
}
