//! The Compare mode's state: a second run (B) beside the Play tab's (A)
//! on the same board, the frames one playback shows together
//! ([`fillscope_core::compare::align`]), the register whose difference is
//! drawn, and where the runs first differ. Written once for both boards,
//! the 8x8 one and the 9x9 Great Escape board: [`CompareState`] holds
//! either board's run B ([`CompareRun`]: an 8x8 [`Trace`] or a 9x9
//! [`Trace9`]), and the core's line-up and first difference read either.
//! Plain Rust, so `cargo test` covers it.

use std::fmt;
use std::rc::Rc;

use fillscope_core::bfs::Walls;
#[cfg(feature = "modes")]
use fillscope_core::compare::{
    align, by_index, by_log, by_values, first_departure, first_difference, log_difference,
    log_given,
};
use fillscope_core::compare::{log_value, Run, RunFrame, SetOf};
use fillscope_core::nine::{Board9, Frame9, Outcome9, Trace9};
use fillscope_core::{Algorithm, Bitboard, Frame, Marks, Role, Setup, Step, Trace};
use fillscope_draw::cells::Cell;
use fillscope_draw::difference_frame;

use crate::nine_board::Marks9;
use crate::playback::Playback;
use crate::quiz::SquareSet;
use crate::url_state::{Mode, UrlState, ViewOptions};

/// A run of either board as the Compare mode holds it: an 8x8 [`Trace`]
/// or a 9x9 [`Trace9`]. What differs between the boards is said here;
/// the rest of the mode is written once.
pub trait CompareRun: Run + Clone + fmt::Debug + PartialEq
where
    SetOf<Self>: Into<SquareSet>,
{
    /// The board run B runs on: A's 8x8 [`Setup`] with B's board and fill,
    /// or the 9x9 board's [`Marks9`].
    type Setup: Clone + fmt::Debug + PartialEq;
    /// The side of its board: 8 or 9.
    const SIDE: u8;
    /// A run with no frames (run B before it has any).
    fn empty() -> Self;
    /// A frame's caption.
    fn caption(frame: &Self::Frame) -> &str;
    /// The cells of a board showing `frame` (none: the marks alone) on `board`.
    fn cells(frame: Option<&Self::Frame>, board: &Self::Setup) -> Vec<Cell>;
    /// The difference board's cells for the sets `x` (A's) and `y` (B's).
    fn difference_cells(x: SetOf<Self>, y: SetOf<Self>) -> Vec<Cell>;
    /// Whether run B has a board of its own (`bsrc=`... in links).
    fn own_board(choices: &Choices) -> bool;
    /// A log's value beside A's frame: A's register of its name and the
    /// value, on either board.
    fn log_sets(fa: &Self::Frame, fb: &Self::Frame) -> Option<(SetOf<Self>, SetOf<Self>)>;
    /// Whether `board`, run A's of fill `algorithm`, has input `name` as
    /// `value`: setting it there, as the Log tab's check reads a log's
    /// first values, changes nothing.
    fn gives(board: &Self::Setup, algorithm: Algorithm, name: &str, value: SetOf<Self>) -> bool;
}

impl CompareRun for Trace {
    type Setup = Setup;
    const SIDE: u8 = 8;
    fn empty() -> Trace {
        Trace {
            algorithm: "".into(),
            frames: Vec::new(),
            outcome: fillscope_core::trace::Outcome::Bitboard {
                value: Bitboard::EMPTY,
            },
        }
    }
    fn caption(frame: &Frame) -> &str {
        &frame.caption
    }
    fn cells(frame: Option<&Frame>, board: &Setup) -> Vec<Cell> {
        crate::cells::cells(frame, board.walls_used(), Some(board.marks()))
    }
    fn difference_cells(x: Bitboard, y: Bitboard) -> Vec<Cell> {
        crate::cells::cells(Some(&difference_frame(x, y)), None, None)
    }
    fn own_board(choices: &Choices) -> bool {
        choices.board.is_some()
    }
    fn log_sets(fa: &Frame, fb: &Frame) -> Option<(Bitboard, Bitboard)> {
        Some(
            log_value(fa, fb).map_or((Bitboard::EMPTY, Bitboard::EMPTY), |(_, ours, value)| {
                (ours.unwrap_or(Bitboard::EMPTY), value)
            }),
        )
    }
    fn gives(board: &Setup, _: Algorithm, name: &str, value: Bitboard) -> bool {
        let mut set = board.clone();
        fillscope_core::log::set_input(&mut set, name, value);
        set == *board
    }
}

impl CompareRun for Trace9 {
    type Setup = Marks9;
    const SIDE: u8 = 9;
    fn empty() -> Trace9 {
        Trace9 {
            board: fillscope_core::nine::BOARD.into(),
            algorithm: "".into(),
            frames: Vec::new(),
            outcome: Outcome9::Bitboard {
                value: Board9::EMPTY,
            },
        }
    }
    fn caption(frame: &Frame9) -> &str {
        &frame.caption
    }
    fn cells(frame: Option<&Frame9>, board: &Marks9) -> Vec<Cell> {
        crate::cells::cells9(frame, Some(board.walls), Some(board.marks()))
    }
    fn difference_cells(x: Board9, y: Board9) -> Vec<Cell> {
        crate::cells::cells9(Some(&difference_frame9(x, y)), None, None)
    }
    fn own_board(choices: &Choices) -> bool {
        choices.board9.is_some()
    }
    fn log_sets(fa: &Frame9, fb: &Frame9) -> Option<(Board9, Board9)> {
        Some(
            log_value(fa, fb).map_or((Board9::EMPTY, Board9::EMPTY), |(_, ours, value)| {
                (ours.unwrap_or(Board9::EMPTY), value)
            }),
        )
    }
    fn gives(board: &Marks9, algorithm: Algorithm, name: &str, value: Board9) -> bool {
        let mut set = *board;
        set.set_input(algorithm, name, value);
        set == *board
    }
}

/// The 9x9 difference board's frame, as [`difference_frame`] on 8x8: the
/// squares only in A, only in B and in both (the draw crate's, which its
/// compare exports draw).
pub use fillscope_draw::difference_frame9;

/// The default run B on the 9x9 board, where only BFS and Voronoi run:
/// the other of the two.
#[must_use]
pub fn counterpart9(a: Algorithm) -> Algorithm {
    if a == Algorithm::Voronoi {
        Algorithm::Bfs
    } else {
        Algorithm::Voronoi
    }
}

/// What the difference board calls the squares only in run A's set,
/// only in run B's and in both.
pub const DIFF_WORDS: [&str; 3] = ["only in A", "only in B", "in both"];

/// A board of its own for run B: its marks and walls (the fill's options
/// stay A's).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Every mark: sources, targets, sides C and D, pawns.
    pub marks: Marks,
    /// Blockers.
    pub blockers: Bitboard,
    /// Walls.
    pub walls: Walls,
}

impl Board {
    /// The board of `setup`.
    #[must_use]
    pub fn of(setup: &Setup) -> Board {
        Board {
            marks: setup.all_marks(),
            blockers: setup.blockers,
            walls: setup.walls,
        }
    }

    /// `setup` with this board in place of its own.
    #[must_use]
    pub fn on(&self, setup: &Setup) -> Setup {
        let m = self.marks;
        Setup {
            sources: m.sources,
            targets: m.targets,
            side_c: m.side_c,
            side_d: m.side_d,
            white: m.white,
            black: m.black,
            blockers: self.blockers,
            walls: self.walls,
            ..setup.clone()
        }
    }
}

/// Where run B comes from.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Source {
    /// A built-in fill ([`Choices::other`]).
    #[default]
    Fill,
    /// The Code tab's run of the user's code, each statement a frame.
    Code,
    /// The Log tab's values, each a frame.
    Log,
}

impl Source {
    /// Every source.
    pub const ALL: [Source; 3] = [Source::Fill, Source::Code, Source::Log];

    /// Its `vs=` value in links (`code`, `log`); a fill's is its id.
    #[must_use]
    pub const fn link_value(self) -> Option<&'static str> {
        match self {
            Source::Fill => None,
            Source::Code => Some("code"),
            Source::Log => Some("log"),
        }
    }
}

/// What the user chose in the Compare mode.
#[derive(Clone, Debug, PartialEq)]
pub struct Choices {
    /// Where run B comes from.
    pub source: Source,
    /// Run B's algorithm (a [`Source::Fill`]): the one the user picked,
    /// or else [`counterpart`] of run A's, following A's changes (see
    /// [`Choices::follow`]).
    pub other: Algorithm,
    /// Whether the user picked run B's fill (in the Compare tab, or by a
    /// link's `vs=`); if not, it is run A's counterpart and is left out of
    /// links.
    pub picked: bool,
    /// The register whose difference is drawn; `None` for the answers.
    pub register: Option<String>,
    /// Whether frames line up by step (`true`) or by frame index.
    pub linked: bool,
    /// Run B's own board; `None`: A's board.
    pub board: Option<Board>,
    /// Run B's own 9x9 board, when the 9x9 board is on show; `None`: A's.
    pub board9: Option<Marks9>,
    /// Run B's own step kind (king, knight...), for a fill that takes one;
    /// `None`: A's.
    pub step: Option<Step>,
    /// Run B's names read as run A's, each B's base and A's (`dist`,
    /// `asp`: B's `dist[3]` is read as A's `asp[3]`), when B is the code
    /// or a log; `None`: proposed when the runs have no name in common
    /// ([`NameReading`]).
    pub read_as: Option<Vec<(String, String)>>,
}

impl Choices {
    /// Run B as the counterpart of `a`'s algorithm, on A's board.
    #[must_use]
    pub fn for_run(a: &Setup) -> Choices {
        Choices {
            source: Source::Fill,
            other: counterpart(a.algorithm),
            picked: false,
            register: None,
            linked: true,
            board: None,
            board9: None,
            step: None,
            read_as: None,
        }
    }

    /// Whether run B takes a step kind of its own: B is a fill (not code
    /// or a log) that takes one. The Compare view offers the menu, links
    /// keep `bstep=` and the runs use B's kind only then.
    #[must_use]
    pub fn takes_step(&self) -> bool {
        self.source == Source::Fill
            && self
                .other
                .inputs()
                .takes(fillscope_core::algorithm::Choice::Step)
    }

    /// Run B's fill for run A's fill `a`: unless the user picked it, B's
    /// fill is `a`'s counterpart (never `a` itself), so B is the same
    /// whether A's fill came from a link or was chosen in the Play tab.
    pub fn follow(&mut self, a: Algorithm) {
        if !self.picked {
            self.other = counterpart(a);
        }
    }
}

impl Choices {
    /// The choices a link says (`vs=`, `reg=`, `unlink=`, `bsrc=`, ...),
    /// run B the counterpart of the link's fill where it names none.
    #[must_use]
    pub fn from_link(link: &UrlState) -> Choices {
        Choices {
            source: link.vs_source,
            other: link.vs.unwrap_or_else(|| counterpart(link.setup.algorithm)),
            picked: link.vs.is_some(),
            register: link.register.clone(),
            linked: !link.unlinked,
            board: link.vs_board,
            board9: link.vs_board9,
            step: link.vs_step,
            read_as: link.read_as.clone(),
        }
    }
}

/// Everything the Compare mode shows besides run A (the Play tab's), on
/// the 8x8 board (`R` = [`Trace`]) or the 9x9 one (`R` = [`Trace9`]).
#[derive(Clone, Debug, PartialEq)]
pub struct CompareState<R: CompareRun = Trace>
where
    SetOf<R>: Into<SquareSet>,
{
    /// Run B's algorithm, the register compared, the line-up and B's board.
    pub choices: Choices,
    /// Run B's setup: on 8x8 its algorithm on A's options and on its own
    /// board or A's; on 9x9 the board it runs on, its own or A's.
    pub setup: R::Setup,
    /// Run B's trace.
    pub trace: Rc<R>,
    /// The frames shown together, one pair per playback frame.
    pub pairs: Rc<Pairs>,
    /// The first pair where the runs differ and the register that differs
    /// (`None` when only the answers do), if they differ.
    pub first: Option<(usize, Option<String>)>,
    /// Which pair is shown.
    pub playback: Playback,
    /// The registers both runs hold somewhere, in A's order
    /// ([`CompareState::common_registers`]), found once a run.
    shared: Rc<[String]>,
    /// Code lined up with a fill that has no layers: the registers both
    /// compute, which were compared frame by frame (the core's
    /// `common_registers`), found once a run.
    lined_by: Rc<str>,
    /// How run B's names are read as A's (the code's or a log's).
    pub reading: Rc<NameReading>,
    /// Run B a log: which of its first values, those that give the board,
    /// A's board has as given ([`log_given`]), shown as no difference.
    given: Rc<[bool]>,
}

/// How the Compare mode reads run B's names (the code's variables, a
/// log's names) as run A's registers: chosen by the user or a link
/// (`as=`), or proposed when the runs have no name in common
/// ([`fillscope_core::compare::propose`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NameReading {
    /// Each of B's bases read as one of A's (`dist`, `asp`), applied to
    /// run B before lining up.
    pub names: Vec<(String, String)>,
    /// Whether `names` were proposed (no name in common), not chosen.
    pub proposed: bool,
    /// A's bases that two or more of B's reach equally far: left unread,
    /// for the user to pick.
    pub ties: Vec<(String, Vec<String>)>,
    /// A's bases compared frame by frame (`asp`; `gen`, `flood`).
    pub a_bases: Vec<String>,
    /// B's bases, as B names them.
    pub b_bases: Vec<String>,
}

impl NameReading {
    /// The reading of run `b`'s names beside run `a`: `chosen`, or (when
    /// `propose` and none is chosen) the proposed pairing where none of
    /// A's compared bases is one of B's.
    #[cfg(feature = "modes")]
    fn of<R: Run>(a: &R, b: &R, chosen: Option<&[(String, String)]>, propose: bool) -> Self {
        use fillscope_core::compare::{bases, compared_bases};
        let a_bases: Vec<String> = compared_bases(a).into_iter().map(String::from).collect();
        let b_bases: Vec<String> = bases(b).into_iter().map(String::from).collect();
        let mut out = NameReading {
            a_bases,
            b_bases,
            ..NameReading::default()
        };
        if let Some(names) = chosen {
            out.names = names.to_vec();
            return out;
        }
        let apart = !out.a_bases.iter().any(|x| out.b_bases.contains(x));
        if propose && apart && !b.frames().is_empty() {
            for p in fillscope_core::compare::propose(a, b) {
                match p.b[..] {
                    [one] => out.names.push((one.to_string(), p.a.to_string())),
                    _ => out
                        .ties
                        .push((p.a.to_string(), p.b.iter().map(|x| x.to_string()).collect())),
                }
            }
            out.proposed = !out.names.is_empty();
        }
        out
    }

    /// B's name of A's register `name` as this reading reads it (`dist[3]`
    /// for `asp[3]`), when B's is another.
    #[must_use]
    pub fn b_name(&self, name: &str) -> Option<String> {
        let base = fillscope_core::compare::base(name);
        self.names
            .iter()
            .find(|(_, a)| a == base)
            .map(|(b, _)| format!("{b}{}", &name[base.len()..]))
    }

    /// B's base read as A's `base`, if any.
    #[must_use]
    pub fn b_of(&self, base: &str) -> Option<&str> {
        self.names
            .iter()
            .find(|(_, a)| a == base)
            .map(|(b, _)| b.as_str())
    }

    /// The names with B's `b` read as A's `a` (`None`: A's `a` read from
    /// no name of B's), each name once a side.
    #[must_use]
    pub fn with(&self, a: &str, b: Option<&str>) -> Vec<(String, String)> {
        let mut names: Vec<(String, String)> = self
            .names
            .iter()
            .filter(|(x, y)| y != a && Some(x.as_str()) != b)
            .cloned()
            .collect();
        if let Some(b) = b {
            names.push((b.to_string(), a.to_string()));
        }
        names
    }
}

/// The frames (A's, B's) one playback shows together, one pair per
/// playback frame. B's is `None` while run B has no frames (an empty Log
/// tab, code not run yet): A's frames are shown alone, so they can still
/// be stepped.
pub type Pairs = Vec<(usize, Option<usize>)>;

/// The default run B for run A: its counterpart where it has one.
#[must_use]
pub fn counterpart(a: Algorithm) -> Algorithm {
    match a {
        Algorithm::Westcott => Algorithm::Moshammer,
        Algorithm::Dumb7 | Algorithm::Rotate => Algorithm::KoggeStone,
        Algorithm::KoggeStone => Algorithm::Dumb7,
        _ => Algorithm::Westcott,
    }
}

impl CompareState {
    /// Run B as `choices` say, beside `a`'s run `trace_a`.
    #[cfg(feature = "modes")]
    #[must_use]
    pub fn new(a: &Setup, trace_a: &Trace, mut choices: Choices) -> CompareState {
        choices.follow(a.algorithm);
        let board = choices.board.unwrap_or_else(|| Board::of(a));
        let setup = Setup {
            algorithm: choices.other,
            step: choices.step.unwrap_or(a.step),
            ..board.on(a)
        };
        let trace = setup.trace();
        CompareState::of_fill(setup, trace_a, a.algorithm, choices, trace)
    }

    /// Run B given as a trace (the Code tab's run or the Log tab's values,
    /// [`Source::Code`], [`Source::Log`]) beside `a`'s run `trace_a`, drawn
    /// on A's board; the code's statements line up with A's frames by
    /// value ([`by_values`]), the log's values with the frames where A's
    /// register of their name takes them, as the Log tab checks them
    /// ([`by_log`]).
    #[cfg(feature = "modes")]
    #[must_use]
    pub fn with_b(a: &Setup, trace_a: &Trace, mut choices: Choices, b: Rc<Trace>) -> CompareState {
        choices.follow(a.algorithm);
        if choices.source == Source::Code {
            return CompareState::of_code(a.clone(), trace_a, choices, b);
        }
        CompareState::of_log(a.clone(), trace_a, a.algorithm, choices, b)
    }

    /// See the `modes` feature's version: the first-load page runs nothing.
    #[cfg(not(feature = "modes"))]
    #[must_use]
    pub fn with_b(a: &Setup, trace_a: &Trace, choices: Choices, _b: Rc<Trace>) -> CompareState {
        CompareState::new(a, trace_a, choices)
    }

    /// The first-load page shows no Compare mode: it keeps the choices
    /// (for links and storage) and runs nothing; the full app, which shows
    /// the mode, runs B.
    #[cfg(not(feature = "modes"))]
    #[must_use]
    pub fn new(a: &Setup, _trace_a: &Trace, mut choices: Choices) -> CompareState {
        choices.follow(a.algorithm);
        CompareState {
            setup: Setup {
                algorithm: choices.other,
                step: choices.step.unwrap_or(a.step),
                ..a.clone()
            },
            choices,
            trace: Rc::new(Trace::empty()),
            pairs: Rc::default(),
            first: None,
            playback: Playback::new(0),
            shared: Rc::new([]),
            lined_by: Rc::from(""),
            reading: Rc::default(),
            given: Rc::new([]),
        }
    }

    /// The Compare mode as `link` opens it, beside the link's run `trace_a`
    /// (its setup's trace), at the first pair. `b` is run B's trace when
    /// the link's B is not a built-in fill (see [`CompareState::with_b`]).
    #[must_use]
    pub fn from_link(link: &UrlState, trace_a: &Trace, b: Option<Rc<Trace>>) -> CompareState {
        let choices = Choices::from_link(link);
        match b {
            Some(b) if choices.source != Source::Fill => {
                CompareState::with_b(&link.setup, trace_a, choices, b)
            }
            _ => CompareState::new(&link.setup, trace_a, choices),
        }
    }

    /// The link a compare export sends the worker: run A (`a`) at its
    /// frame of the pair on show, the Compare mode, and these choices, so
    /// that [`CompareState::from_link`] reads back this state's pairs; with
    /// the page's code or log (from `page`, the page's link) when run B is
    /// taken from them.
    #[must_use]
    pub fn export_link(&self, a: &Setup, page: &UrlState) -> UrlState {
        UrlState {
            vs_board: self.choices.board,
            ..self.link_of(a, page)
        }
    }

    /// Runs B again after a change (`b`: its trace when it is not a
    /// built-in fill), keeping the pair on show where it can.
    pub fn rerun(&mut self, a: &Setup, trace_a: &Trace, b: Option<Rc<Trace>>) {
        let at = self.playback.frame;
        let choices = self.choices.clone();
        *self = match b {
            Some(b) if choices.source != Source::Fill => {
                CompareState::with_b(a, trace_a, choices, b)
            }
            _ => CompareState::new(a, trace_a, choices),
        };
        self.playback.seek(at);
    }

    /// The difference board at pair `at`: the frame the Compare view
    /// draws and every compare export draws.
    #[must_use]
    pub fn difference_at(&self, trace_a: &Trace, at: usize) -> Frame {
        let (x, y) = self.sets_at(trace_a, at);
        difference_frame(x, y)
    }

    /// The three boards' labels, as the Compare view heads them: "A:
    /// Dumb7Fill", "B: Kogge-Stone", "Difference: answer".
    #[must_use]
    pub fn labels(&self, a: &Setup) -> [String; 3] {
        // Runs of their own step kinds say which.
        self.labels_with(a.algorithm, self.own_step(a).map(|b| (a.step, b)))
    }

    /// Run B's step kind when it is its own, other than run A's (`a`), and
    /// B's fill takes one.
    #[must_use]
    pub fn own_step(&self, a: &Setup) -> Option<Step> {
        let takes = self.choices.takes_step();
        self.choices.step.filter(|&s| takes && s != a.step)
    }
}

impl<R: CompareRun> CompareState<R>
where
    SetOf<R>: Into<SquareSet>,
{
    /// The frames (A's, B's) on show; B's is `None` while it has none.
    #[must_use]
    pub fn shown(&self) -> Option<(usize, Option<usize>)> {
        self.pairs.get(self.playback.frame).copied()
    }

    /// The three boards' labels, as the Compare view heads them, for run
    /// A's fill `alg_a`: "A: Dumb7Fill", "B: Kogge-Stone", "Difference:
    /// answer"; with `steps`, A's and B's step kinds when B runs its own
    /// (", king steps").
    #[must_use]
    pub fn labels_with(&self, alg_a: Algorithm, steps: Option<(Step, Step)>) -> [String; 3] {
        let (sa, sb) = match steps {
            Some((a, b)) => (
                format!(", {} steps", a.name()),
                format!(", {} steps", b.name()),
            ),
            None => (String::new(), String::new()),
        };
        [
            format!("A: {}{sa}", alg_a.title()),
            format!("B: {}{sb}", self.b_title()),
            format!("Difference: {}", self.compared()),
        ]
    }

    /// What a compare export's link says on either board (see
    /// [`CompareState::export_link`]), but run B's own board.
    fn link_of(&self, a: &Setup, page: &UrlState) -> UrlState {
        let ch = &self.choices;
        let mut b = UrlState::default();
        match ch.source {
            Source::Fill => {}
            Source::Code => {
                b.code = page.code.clone();
                b.entry = page.entry.clone();
                b.bind = page.bind.clone();
                b.steps = page.steps;
            }
            Source::Log => {
                b.log = page.log.clone();
                b.mapping = page.mapping;
            }
        }
        UrlState {
            setup: a.clone(),
            frame: self.shown().map_or(0, |(i, _)| i),
            view: ViewOptions {
                mode: Mode::Compare,
                ..ViewOptions::default()
            },
            vs: ch.picked.then_some(ch.other),
            vs_source: ch.source,
            register: ch.register.clone(),
            unlinked: !ch.linked,
            vs_step: ch.step,
            read_as: ch.read_as.clone().filter(|_| ch.source != Source::Fill),
            ..b
        }
    }

    /// The two sets compared at the pair on show: the picked register's
    /// values (empty where a frame lacks it, or B has no frame), or both
    /// runs' answers.
    #[must_use]
    pub fn sets(&self, trace_a: &R) -> (SetOf<R>, SetOf<R>) {
        self.sets_at(trace_a, self.playback.frame)
    }

    /// The two sets compared at pair `at` (see [`CompareState::sets`]).
    #[must_use]
    pub fn sets_at(&self, trace_a: &R, at: usize) -> (SetOf<R>, SetOf<R>) {
        let (a, b) = (trace_a.frames(), self.trace.frames());
        // A log's value that gives the board, A's board has as given (its
        // own or the register picked): the same on both sides, though A's
        // first frame may have changed it already (`sq1 &= path`).
        if let Some((_, Some(j))) = self.pairs.get(at).copied() {
            let picked = self.choices.register.as_deref();
            if let Some(r) = b[j]
                .readings()
                .next()
                .filter(|r| self.given.get(j) == Some(&true) && picked.is_none_or(|n| n == r.name))
            {
                return (r.value, r.value);
            }
        }
        // A log's value against A's register of its name.
        if let (Source::Log, None, Some((i, Some(j)))) = (
            self.choices.source,
            &self.choices.register,
            self.pairs.get(at).copied(),
        ) {
            if let Some(sets) = R::log_sets(&a[i], &b[j]) {
                return sets;
            }
        }
        match (&self.choices.register, self.pairs.get(at).copied()) {
            (Some(name), Some((i, j))) => (
                a[i].value(name).unwrap_or_default(),
                j.and_then(|j| b[j].value(name)).unwrap_or_default(),
            ),
            _ => (trace_a.end(), self.trace.end()),
        }
    }

    /// The cells of the three boards at the pair on show (run A's on
    /// `a`, its board, run B's, their difference), with their captions.
    #[must_use]
    pub fn boards(&self, trace_a: &R, a: &R::Setup) -> Boards {
        let (i, j) = self.shown().unwrap_or((0, None));
        let fa = trace_a.frames().get(i);
        // None while run B has no frames: its board shows the marks alone.
        let fb = j.and_then(|j| self.trace.frames().get(j));
        // Nothing to compare while run B has no frames: an empty
        // difference, not all of A's squares "only in A".
        let (x, y) = if self.trace.frames().is_empty() {
            Default::default()
        } else {
            self.sets(trace_a)
        };
        let mut diff = R::difference_cells(x, y);
        for c in &mut diff {
            c.diff = Some(DIFF_WORDS);
        }
        Boards {
            side: R::SIDE,
            a: Rc::new(R::cells(fa, a)),
            b: Rc::new(R::cells(fb, &self.setup)),
            diff: Rc::new(diff),
            captions: [fa, fb].map(|f| f.map(|f| R::caption(f).to_string())),
            sets: (x.into(), y.into()),
        }
    }

    /// Run B's title: its fill, and whether it has a board of its own.
    #[must_use]
    pub fn b_title(&self) -> String {
        match self.choices.source {
            Source::Code => return "your code (Code tab)".to_string(),
            Source::Log => return "your log (Log tab)".to_string(),
            Source::Fill => {}
        }
        if R::own_board(&self.choices) {
            format!("{}, on a board of its own", self.choices.other.title())
        } else {
            self.choices.other.title().to_string()
        }
    }

    /// What the difference board compares: the register's name, or
    /// "answer".
    #[must_use]
    pub fn compared(&self) -> &str {
        match (self.choices.register.as_deref(), self.choices.source) {
            (Some(name), _) => name,
            (None, Source::Log) => "each value",
            (None, _) => "answer",
        }
    }

    /// What the Compare mode says about where the runs differ: the first
    /// pair that differs and its register; or, when no pair does, whether
    /// the answers differ. Runs with no register in common (Bit-shift BFS
    /// against a shortest-paths fill) have no frames to compare one by
    /// one, and it says so instead of claiming that every frame agrees.
    #[must_use]
    pub fn finding(&self, trace_a: &R) -> String {
        // With no register in common there is no register to name (the
        // code's `gen` against Westcott's `asp[0]`).
        let shared = self.common_registers();
        let common = !shared.is_empty();
        if let (true, Some((at, Some(name)))) = (common, &self.first) {
            // A register differs only where both runs have a frame.
            if let (i, Some(j)) = self.pairs[*at] {
                let theirs = self
                    .reading
                    .b_name(name)
                    .map(|b| format!(" (B's {b})"))
                    .unwrap_or_default();
                return format!(
                    "They first differ at frame {} (A's frame {}, B's frame {}): {name}{theirs}.",
                    at + 1,
                    i + 1,
                    j + 1
                );
            }
        }
        if self.trace.frames().is_empty() {
            return "Run B has no frames to compare yet.".to_string();
        }
        // A log has no answer of its own: its values are what is compared.
        if self.choices.source == Source::Log {
            return match (&self.first, self.choices.register.as_deref()) {
                (Some((at, None)), _) => format!(
                    "Value {} of the log is no register of A's frame {}.",
                    self.pairs[*at].1.map_or(0, |j| j + 1),
                    self.pairs[*at].0 + 1
                ),
                (_, Some(name)) if !common => {
                    format!("No value of the log is named {name}.")
                }
                (_, Some(name)) => format!("{name} is the same in the log and in A."),
                _ if !common => {
                    "No value of the log names a register of A, so none is compared.".to_string()
                }
                _ => "Every value of the log is A's register of its name.".to_string(),
            };
        }
        // With registers in common, the line-up found any difference;
        // without, only the answers are compared.
        let answers_differ = if common {
            self.first.is_some()
        } else {
            fillscope_core::compare::answers_differ(trace_a, &self.trace, self.numbers(trace_a))
        };
        let detail = self.answers(trace_a, answers_differ);
        if !common {
            let answers = if answers_differ {
                "and they differ"
            } else {
                "and they agree"
            };
            return format!(
                "Runs A and B have no register in common, so their frames cannot be \
                 compared one by one: only their answers are compared, {answers}{detail}."
            );
        }
        if let Some(name) = self.choices.register.as_deref() {
            // A name from a link (`reg=`) that the runs do not both hold.
            if !shared.iter().any(|r| r == name) {
                return format!(
                    "Runs A and B do not both have a register named {name}: pick one under Difference of."
                );
            }
            return format!("{name} does not differ between the two runs.");
        }
        // What was compared frame by frame: the layers both runs hold, if
        // any (another register, `pro` say, is compared once picked).
        let layers = trace_a.frames().iter().any(|f| {
            f.readings()
                .any(|r| matches!(r.role, Role::Layer(_)) && shared.iter().any(|n| n == r.name))
        });
        // Code beside a fill with no layers (an occluded fill) is lined up
        // by the registers both compute (`gen`, `flood`): those were
        // compared frame by frame.
        let registers = if self.choices.source == Source::Code && !layers {
            &*self.lined_by
        } else {
            ""
        };
        let what = if layers {
            "layers or answers"
        } else if !registers.is_empty() {
            "registers or answers"
        } else {
            "answers"
        };
        if answers_differ && layers {
            format!(
                "The layers both runs hold agree wherever both have them, but the answers differ{detail}."
            )
        } else if answers_differ && !registers.is_empty() {
            format!(
                "Run B reaches every frame's {registers} as A has them, but the answers differ{detail}."
            )
        } else if answers_differ {
            // Nothing was compared frame by frame: no claim about frames.
            format!(
                "No layer is common to both runs, so no frame is compared unless you pick a \
                 register under Difference of; the answers differ{detail}."
            )
        } else {
            format!("The two runs do not differ in their {what}{detail}.")
        }
    }

    /// Whether the runs' returned numbers are compared, as the core
    /// compares them: only for one routine, the same fill twice or the
    /// user's code beside the fill it follows.
    fn numbers(&self, trace_a: &R) -> bool {
        self.choices.source == Source::Code || trace_a.algorithm_id() == self.trace.algorithm_id()
    }

    /// What the finding adds about the answers: the numbers the runs
    /// return, when both return one; when their squares differ, the
    /// register of A's run, latest first, that B's answer equals (an
    /// occluded fill written to return `flood`, against the built-in's
    /// attack set).
    fn answers(&self, trace_a: &R, differ: bool) -> String {
        let b = &*self.trace;
        if let (true, Some(x), Some(y)) = (self.numbers(trace_a), trace_a.number(), b.number()) {
            return if x == y {
                format!(": both return {x}")
            } else {
                format!(" (A returns {x}, B returns {y})")
            };
        }
        if !differ {
            return String::new();
        }
        let theirs = b.end();
        if theirs == SetOf::<R>::default() {
            return String::new();
        }
        // The latest: a pawn fill's sets each end a frame of their own.
        trace_a
            .frames()
            .iter()
            .rev()
            .find_map(|f| f.readings().find(|r| !r.alias && r.value == theirs))
            .map_or_else(String::new, |r| format!(" (B's answer is A's {})", r.name))
    }

    /// The registers both runs hold somewhere, in A's order: the choices of
    /// register to compare.
    #[must_use]
    pub fn common_registers(&self) -> &[String] {
        &self.shared
    }
}

#[cfg(feature = "modes")]
impl<R: CompareRun> CompareState<R>
where
    SetOf<R>: Into<SquareSet>,
{
    /// Run B as a built-in fill's run `trace` (`choices.other`'s, on
    /// `setup`) beside run A's (`alg_a`'s): lined up by step where
    /// `choices.linked` ([`align`]), else frame by frame.
    fn of_fill(setup: R::Setup, trace_a: &R, alg_a: Algorithm, choices: Choices, trace: R) -> Self {
        let lined = if choices.linked {
            align(trace_a, alg_a, &trace, choices.other)
        } else {
            by_index(trace_a, &trace)
        };
        let (pairs, first) = line_up(trace_a, &trace, &lined, choices.register.as_deref(), false);
        CompareState {
            shared: shared_registers(trace_a, &trace),
            lined_by: Rc::from(""),
            reading: Rc::default(),
            given: Rc::new([]),
            choices,
            setup,
            trace: Rc::new(trace),
            playback: Playback::new(pairs.len()),
            pairs: Rc::new(pairs),
            first,
        }
    }

    /// Run B as a log's values `b` (the Log tab's, on either board)
    /// beside run A's `trace_a` of `alg_a`, drawn on A's board `setup`:
    /// each value beside the frame of A it stands for ([`log_line_up`]),
    /// the values that give the board no difference where A's board has
    /// them as given. A log's names are read as A's only as chosen.
    fn of_log(setup: R::Setup, trace_a: &R, alg_a: Algorithm, choices: Choices, b: Rc<R>) -> Self {
        let (reading, b) = read_b(trace_a, b, &choices, false);
        let given: Rc<[bool]> = log_given(trace_a, &*b, |name, value| {
            R::gives(&setup, alg_a, name, value)
        })
        .into();
        let line = log_line_up(trace_a, &*b, choices.register.as_deref(), &given);
        let state = CompareState::lined_up(setup, trace_a, choices, b, reading, line, "");
        CompareState { given, ..state }
    }

    /// Run B as the user's code's run `b` (the Code tab's, on either
    /// board: [`crate::code_mode::CodeState::run_trace`] or
    /// [`crate::code_mode::CodeState::run_trace9`]) beside run A's
    /// `trace_a`, drawn on A's board `setup`: its names read as A's (chosen,
    /// or proposed when none is common), the code's statements line up
    /// with A's frames by value ([`by_values`]), and the first statement
    /// that sets a register of A's otherwise is named
    /// ([`first_departure`]).
    fn of_code(setup: R::Setup, trace_a: &R, choices: Choices, b: Rc<R>) -> Self {
        let (reading, b) = read_b(trace_a, b, &choices, true);
        let register = choices.register.as_deref();
        let lined = by_values(trace_a, &*b, register);
        let line = line_up(trace_a, &*b, &lined, register, true);
        let lined_by = fillscope_core::compare::common_registers(trace_a, &*b).join(", ");
        CompareState::lined_up(setup, trace_a, choices, b, reading, line, &lined_by)
    }

    /// The state of run B `b`, read as `reading` says, lined up with run
    /// A's `trace_a` in `pairs`, `first` differing there.
    fn lined_up(
        setup: R::Setup,
        trace_a: &R,
        choices: Choices,
        b: Rc<R>,
        reading: Rc<NameReading>,
        (pairs, first): (Pairs, Option<(usize, Option<String>)>),
        lined_by: &str,
    ) -> Self {
        CompareState {
            shared: shared_registers(trace_a, &*b),
            lined_by: Rc::from(lined_by),
            reading,
            given: Rc::new([]),
            choices,
            setup,
            trace: b,
            playback: Playback::new(pairs.len()),
            pairs: Rc::new(pairs),
            first,
        }
    }
}

/// Run B's names read as run A's ([`NameReading::of`]; `propose`: proposed
/// when none is common), and run B renamed so.
#[cfg(feature = "modes")]
fn read_b<R: CompareRun>(
    trace_a: &R,
    b: Rc<R>,
    choices: &Choices,
    propose: bool,
) -> (Rc<NameReading>, Rc<R>)
where
    SetOf<R>: Into<SquareSet>,
{
    let reading = NameReading::of(trace_a, &*b, choices.read_as.as_deref(), propose);
    let b = if reading.names.is_empty() {
        b
    } else {
        Rc::new(b.renamed(&reading.names))
    };
    (Rc::new(reading), b)
}

/// The three boards the Compare mode shows at a pair, on either board
/// ([`CompareState::boards`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Boards {
    /// The side of the board: 8 or 9.
    pub side: u8,
    /// Run A's board.
    pub a: Rc<Vec<Cell>>,
    /// Run B's board.
    pub b: Rc<Vec<Cell>>,
    /// The difference board.
    pub diff: Rc<Vec<Cell>>,
    /// Run A's and run B's frames' captions (`None`: no frame).
    pub captions: [Option<String>; 2],
    /// The two sets compared (A's, B's).
    pub sets: (SquareSet, SquareSet),
}

/// The Compare mode on the 9x9 board: run A is the Play tab's 9x9 run,
/// run B a 9x9 fill (BFS or Voronoi) on A's board or on a 9x9 board of
/// its own (`Choices::board9`), or the user's code run on A's 9x9 board
/// (the Code tab's 128-bit run, lined up by value as on 8x8), or the Log
/// tab's values read on the 9x9 board (lined up as the Log tab checks
/// them, as on 8x8).
#[cfg(feature = "modes")]
impl CompareState<Trace9> {
    /// Run B as `choices` say, beside `a`'s run `trace_a` of `alg_a`; B's
    /// fill is `choices.other` when it runs on the 9x9 board, else A's
    /// 9x9 counterpart ([`counterpart9`]). `b` is the code's run on this
    /// board ([`crate::code_mode::CodeState::run_trace9`]) when run B is
    /// the code ([`Source::Code`]).
    #[must_use]
    pub fn nine(
        a: &Marks9,
        alg_a: Algorithm,
        trace_a: &Trace9,
        mut choices: Choices,
        b: Option<Rc<Trace9>>,
    ) -> Self {
        choices.follow(alg_a);
        if !crate::nine_board::takes_nine(choices.other) {
            choices.other = counterpart9(alg_a);
        }
        match (choices.source, b) {
            (Source::Code, Some(b)) => return CompareState::of_code(*a, trace_a, choices, b),
            (Source::Log, Some(b)) => return CompareState::of_log(*a, trace_a, alg_a, choices, b),
            _ => {}
        }
        let setup = choices.board9.unwrap_or(*a);
        let trace = match choices.source {
            Source::Fill => setup.trace(choices.other).unwrap_or_else(Trace9::empty),
            Source::Code | Source::Log => Trace9::empty(),
        };
        CompareState::of_fill(setup, trace_a, alg_a, choices, trace)
    }

    /// Runs B again with `choices` after a change (`b`: the code's run,
    /// as for [`CompareState::nine`]), keeping the pair on show where it
    /// can.
    pub fn rerun9(
        &mut self,
        a: &Marks9,
        alg_a: Algorithm,
        trace_a: &Trace9,
        choices: Choices,
        b: Option<Rc<Trace9>>,
    ) {
        let at = self.playback.frame;
        *self = CompareState::nine(a, alg_a, trace_a, choices, b);
        self.playback.seek(at);
    }

    /// [`CompareState::export_link`] on the 9x9 board: run A on the
    /// Play tab's setup `a` (its fill and options) and the 9x9 board
    /// `marks`, run B on its own 9x9 board if it has one.
    #[must_use]
    pub fn export_link9(&self, a: &Setup, marks: &Marks9, page: &UrlState) -> UrlState {
        UrlState {
            nine: Some(*marks),
            vs_board9: self.choices.board9,
            ..self.link_of(a, page)
        }
    }
}

/// The registers both runs hold somewhere, in A's order, each once
/// ([`CompareState::common_registers`]). B may be a long run of the
/// user's code: its names are gathered once, not searched once a name.
#[cfg(feature = "modes")]
fn shared_registers<R: Run>(trace_a: &R, b: &R) -> Rc<[String]> {
    let theirs: std::collections::HashSet<&str> = b
        .frames()
        .iter()
        .flat_map(|f| f.readings().map(|r| r.name))
        .collect();
    let mut out: Vec<String> = Vec::new();
    for r in trace_a.frames().iter().flat_map(RunFrame::readings) {
        let name: &str = r.name;
        if !r.alias && theirs.contains(name) && !out.iter().any(|n| n == name) {
            out.push(name.to_string());
        }
    }
    out.into()
}

/// The pairs one playback shows for `lined`, run A's and run B's frames
/// lined up (empty when either run has none), and where the runs first
/// differ ([`CompareState::first`]). While B has no frames, A's frames are
/// shown alone and nothing is compared.
#[cfg(feature = "modes")]
fn line_up<R: Run>(
    trace_a: &R,
    b: &R,
    lined: &[(usize, usize)],
    register: Option<&str>,
    by_value: bool,
) -> (Pairs, Option<(usize, Option<String>)>) {
    if b.frames().is_empty() {
        return (
            (0..trace_a.frames().len()).map(|i| (i, None)).collect(),
            None,
        );
    }
    let pairs = lined.iter().map(|&(i, j)| (i, Some(j))).collect();
    let first = if by_value {
        first_departure(trace_a, b, lined, register)
    } else {
        first_difference(trace_a, b, lined, register)
    };
    (
        pairs,
        first.map(|(at, name)| (at, name.map(str::to_string))),
    )
}

/// A log as run B ([`CompareState::with_b`]): its values beside the frames
/// of A they stand for ([`by_log`]), and the first whose value is not A's
/// register of its name there (or, with a register picked, the first pair
/// where that register differs), passing over the values that give the
/// board which A's board has as `given` ([`log_given`]), as the Log tab's
/// check compares none of them.
#[cfg(feature = "modes")]
fn log_line_up<R: Run>(
    trace_a: &R,
    log: &R,
    register: Option<&str>,
    given: &[bool],
) -> (Pairs, Option<(usize, Option<String>)>) {
    let lined = by_log(trace_a, log);
    // No values yet: A alone.
    if log.frames().is_empty() {
        return line_up(trace_a, log, &lined, register, false);
    }
    let first = match register {
        // A register picked: as for any run B, past the given inputs.
        Some(_) => {
            let compared: Vec<usize> = (0..lined.len())
                .filter(|&k| given.get(lined[k].1) != Some(&true))
                .collect();
            let pairs: Vec<(usize, usize)> = compared.iter().map(|&k| lined[k]).collect();
            first_difference(trace_a, log, &pairs, register).map(|(k, n)| (compared[k], n))
        }
        None => log_difference(trace_a, log, &lined, given),
    };
    let first = first.map(|(k, n)| (k, n.map(str::to_string)));
    (lined.iter().map(|&(i, j)| (i, Some(j))).collect(), first)
}

#[cfg(all(test, feature = "modes"))]
mod tests {
    use super::*;
    use fillscope_core::log::{Mapping, Verdict};
    use fillscope_core::Square;

    #[test]
    fn a_nine_by_nine_export_link_reads_back_as_the_same_comparison() {
        use fillscope_core::nine::{Square9, Walls9};
        let sq = |s: &str| Board9::from(s.parse::<Square9>().unwrap());
        let a = Setup {
            algorithm: Algorithm::Bfs,
            ..Setup::seed_example()
        };
        let marks = Marks9 {
            sources: sq("e1"),
            targets: sq("e9"),
            walls: Walls9 {
                north: sq("e1"),
                east: Board9::EMPTY,
            },
            ..Marks9::default()
        };
        let own = Marks9 {
            walls: Walls9::NONE,
            ..marks
        };
        let trace = marks.trace(Algorithm::Bfs).unwrap();
        let choices = Choices {
            other: Algorithm::Bfs,
            picked: true,
            register: Some("layer[1]".into()),
            board9: Some(own),
            ..Choices::for_run(&a)
        };
        let mut c = CompareState::nine(&marks, Algorithm::Bfs, &trace, choices, None);
        c.playback.seek(2);
        let query = crate::url_state::to_query(&c.export_link9(&a, &marks, &UrlState::default()));
        assert!(
            query.contains("board=9x9") && query.contains("mode=compare"),
            "{query}"
        );
        let (link, notices) = crate::url_state::from_query(&query);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(link.nine, Some(marks));
        let back = CompareState::nine(
            &marks,
            link.setup.algorithm,
            &trace,
            Choices::from_link(&link),
            None,
        );
        assert_eq!(back.choices.board9, Some(own));
        assert_eq!(back.choices.register, c.choices.register);
        assert_eq!(back.pairs, c.pairs);
        assert_eq!(back.trace, c.trace);
        assert_eq!(link.frame, c.shown().unwrap().0);
    }

    #[test]
    fn westcott_against_moshammer_on_the_seed() {
        let a = Setup::seed_example();
        let ta = a.trace();
        let c = CompareState::new(&a, &ta, Choices::for_run(&a));
        assert_eq!(c.choices.other, Algorithm::Moshammer);
        // The answers agree; the frontiers part at asp[2].
        let (x, y) = c.sets(&ta);
        assert_eq!(x, y);
        let (at, name) = c.first.clone().expect("they differ");
        assert_eq!(name.as_deref(), Some("asp[2]"));
        let mut c = c;
        c.playback.seek(at);
        c.choices.register = Some("asp[2]".into());
        let (x, y) = c.sets(&ta);
        assert_eq!(y ^ x, Bitboard::from(Square::E4));
        assert!(c.common_registers().contains(&"asp[3]".to_string()));
    }

    #[test]
    fn an_export_link_reads_back_as_the_same_comparison() {
        let a = Setup {
            algorithm: Algorithm::Dumb7,
            ..Setup::seed_example()
        };
        let ta = a.trace();
        let mut other = a.clone();
        other.blockers = Square::C3.into();
        let choices = Choices {
            source: Source::Fill,
            other: Algorithm::Rotate,
            picked: true,
            register: Some("gen".into()),
            linked: false,
            board: Some(Board::of(&other)),
            board9: None,
            step: Some(Step::Knight),
            read_as: None,
        };
        let mut c = CompareState::new(&a, &ta, choices);
        c.playback.seek(c.pairs.len() - 1);
        let query = crate::url_state::to_query(&c.export_link(&a, &UrlState::default()));
        assert!(query.contains("mode=compare"), "{query}");
        let (link, notices) = crate::url_state::from_query(&query);
        assert!(notices.is_empty(), "{notices:?}");
        let back = CompareState::from_link(&link, &link.setup.trace(), None);
        assert_eq!(back.choices, c.choices);
        assert_eq!(back.pairs, c.pairs);
        assert_eq!(link.frame, c.shown().unwrap().0);
    }

    // What the finding says was compared: the answers of two fills with no
    // layers; a picked register by name.
    #[test]
    fn a_finding_says_what_was_compared() {
        let a = Setup {
            algorithm: Algorithm::Dumb7,
            ..Setup::seed_example()
        };
        let ta = a.trace();
        let choices = Choices {
            other: Algorithm::KoggeStone,
            picked: true,
            ..Choices::for_run(&a)
        };
        // A name neither run has (a link's `reg=zzz`) is said to be none.
        for (register, said) in [
            (None, "The two runs do not differ in their answers."),
            (
                Some("attacks"),
                "attacks does not differ between the two runs.",
            ),
            (
                Some("zzz"),
                "Runs A and B do not both have a register named zzz: pick one under Difference of.",
            ),
        ] {
            let choices = Choices {
                register: register.map(str::to_string),
                ..choices.clone()
            };
            assert_eq!(CompareState::new(&a, &ta, choices).finding(&ta), said);
        }
    }

    // A blocked source: Westcott stops at once, Moshammer's variant goes on
    // building layers A never has. The finding claims no more than what
    // was compared: the layers both hold.
    #[test]
    fn a_finding_claims_only_the_frames_it_compared() {
        let a = Setup {
            blockers: fillscope_core::Square::E4.into(),
            ..Setup::seed_example()
        };
        let ta = a.trace();
        let choices = Choices {
            other: Algorithm::Moshammer,
            picked: true,
            ..Choices::for_run(&a)
        };
        let said = CompareState::new(&a, &ta, choices).finding(&ta);
        assert_eq!(
            said,
            "No layer is common to both runs, so no frame is compared unless you pick a \
             register under Difference of; the answers differ."
        );
        // Two occluded fills that differ in their answers share no layer.
        let a = Setup {
            algorithm: Algorithm::Dumb7,
            ..Setup::seed_example()
        };
        let ta = a.trace();
        let choices = Choices {
            other: Algorithm::Westcott,
            picked: true,
            ..Choices::for_run(&a)
        };
        let said = CompareState::new(&a, &ta, choices).finding(&ta);
        assert!(!said.contains("Every frame agrees"), "{said}");
    }

    #[test]
    fn unlinked_runs_pair_by_index() {
        let a = Setup {
            algorithm: Algorithm::Dumb7,
            ..Setup::seed_example()
        };
        let ta = a.trace();
        let choices = Choices {
            source: Source::Fill,
            other: Algorithm::KoggeStone,
            picked: true,
            linked: false,
            ..Choices::for_run(&a)
        };
        let c = CompareState::new(&a, &ta, choices.clone());
        for (k, &(i, j)) in c.pairs.iter().enumerate() {
            assert_eq!(
                (i, j),
                (
                    k.min(ta.frames.len() - 1),
                    Some(k.min(c.trace.frames.len() - 1))
                )
            );
        }
        let linked = CompareState::new(
            &a,
            &ta,
            Choices {
                linked: true,
                ..choices
            },
        );
        assert_ne!(linked.pairs, c.pairs);
    }

    #[test]
    fn the_same_fill_with_its_own_step_kind() {
        let a = Setup::seed_example();
        let ta = a.trace();
        let choices = Choices {
            other: Algorithm::Westcott,
            picked: true,
            step: Some(Step::Knight),
            ..Choices::for_run(&a)
        };
        let c = CompareState::new(&a, &ta, choices);
        let knight = Setup {
            step: Step::Knight,
            ..a.clone()
        };
        assert_eq!(*c.trace, knight.trace());
        assert_eq!(c.own_step(&a), Some(Step::Knight));
        let [la, lb, _] = c.labels(&a);
        assert_eq!(la, "A: All shortest paths (Westcott), king steps");
        assert_eq!(lb, "B: All shortest paths (Westcott), knight steps");
        assert!(c.first.is_some(), "king and knight paths differ");
        // The link keeps B's step kind, and reads back the same comparison.
        let link = c.export_link(&a, &UrlState::default());
        assert!(crate::url_state::to_query(&link).contains("bstep=knight"));
        assert_eq!(CompareState::from_link(&link, &ta, None).trace, c.trace);
        // B's step kind as A's is none of its own: the titles say none.
        let same = CompareState::new(
            &a,
            &ta,
            Choices {
                step: Some(Step::King),
                ..c.choices.clone()
            },
        );
        assert_eq!(same.own_step(&a), None);
        assert_eq!(same.labels(&a)[1], "B: All shortest paths (Westcott)");
    }

    #[test]
    fn the_same_fill_on_two_boards() {
        let a = Setup::seed_example();
        let ta = a.trace();
        // B: the seed board with c3, d2 and f5 blocked, same fill.
        let mut other = a.clone();
        other.blockers = Square::C3 | Square::D2 | Square::F5;
        let choices = Choices {
            source: Source::Fill,
            other: Algorithm::Westcott,
            picked: true,
            register: None,
            linked: true,
            board: Some(Board::of(&other)),
            board9: None,
            step: None,
            read_as: None,
        };
        let c = CompareState::new(&a, &ta, choices);
        assert_eq!(c.setup.blockers, other.blockers);
        assert_eq!(*c.trace, other.trace());
        let (x, y) = c.sets(&ta);
        assert_eq!(y, fillscope_core::compare::answer(&other.trace()));
        assert_ne!(x, y, "the blockers change the shortest paths");
        assert!(c.first.is_some());
    }

    /// Code beside an occluded fill (no layers) is lined up by the
    /// registers both compute, and the finding says they were compared,
    /// not that no layer is common. B here is the code's frames: each of
    /// A's steps as its `gen` and `flood`, then its return, the occluded
    /// fill (A's answer is the attack set).
    #[test]
    fn code_beside_an_occluded_fill_compares_its_registers() {
        use fillscope_core::{Direction, Frame, Register, Role};
        let a = Setup {
            algorithm: Algorithm::Dumb7,
            direction: Direction::East,
            sources: Square::E4.into(),
            blockers: Bitboard::EMPTY,
            ..Setup::seed_example()
        };
        let ta = a.trace();
        let steps = ta.frames.len() - 1;
        let mut frames: Vec<Frame> = ta.frames[..steps]
            .iter()
            .map(|f| Frame {
                caption: "".into(),
                line: 5,
                registers: ["gen", "flood"]
                    .iter()
                    .map(|&n| Register::new(n, f.get(n).unwrap_or_default(), Role::Info))
                    .collect(),
            })
            .collect();
        let flood = ta.frames[steps - 1].get("flood").unwrap_or_default();
        let mut last = frames[steps - 1].clone();
        last.registers
            .push(Register::new("return", flood, Role::Result));
        frames.push(last);
        let b = Rc::new(Trace {
            algorithm: "code".into(),
            frames,
            outcome: fillscope_core::trace::Outcome::Bitboard { value: flood },
        });
        let choices = Choices {
            source: Source::Code,
            ..Choices::for_run(&a)
        };
        let c = CompareState::with_b(&a, &ta, choices, b);
        let shown: Vec<usize> = c.pairs.iter().map(|&(i, _)| i).collect();
        assert_eq!(shown, [0, 1, 2, 3, 8, 8, 8, 8, 8]);
        let said = c.finding(&ta);
        assert!(
            said.starts_with(
                "Run B reaches every frame's gen, flood as A has them, but the answers differ"
            ),
            "{said}"
        );
    }

    /// Code that keeps Westcott's layers under its own name (`dist[]`):
    /// its `dist` is proposed as A's `asp`, the frames line up as A's own
    /// run does, and a chosen reading (none here) is kept, in links too.
    #[test]
    fn code_named_otherwise_is_read_as_a() {
        use fillscope_core::compare::{base, Run};
        let a = Setup::seed_example();
        let ta = a.trace();
        let names: Vec<(String, String)> = fillscope_core::compare::bases(&ta)
            .into_iter()
            .map(|b| {
                let theirs = if b == "asp" {
                    "dist".into()
                } else {
                    format!("{b}_b")
                };
                (b.to_string(), theirs)
            })
            .collect();
        let b = Rc::new(Trace {
            algorithm: "code".into(),
            ..ta.renamed(&names)
        });
        assert!(b
            .frames
            .iter()
            .all(|f| f.registers.iter().all(|r| base(&r.name) != "asp")));
        let code = |read_as| Choices {
            source: Source::Code,
            read_as,
            ..Choices::for_run(&a)
        };
        let c = CompareState::with_b(&a, &ta, code(None), b.clone());
        assert!(c.reading.proposed);
        assert_eq!(c.reading.names, [("dist".to_string(), "asp".to_string())]);
        assert!(c.reading.ties.is_empty());
        let own = CompareState::with_b(&a, &ta, code(None), Rc::new(ta.clone()));
        assert_eq!(c.pairs, own.pairs);
        assert!(!own.reading.proposed && own.reading.names.is_empty());
        assert_eq!(c.finding(&ta), own.finding(&ta));
        // Read as named: nothing in common, only the answers compared.
        let none = CompareState::with_b(&a, &ta, code(Some(vec![])), b);
        assert!(none.reading.names.is_empty() && !none.reading.proposed);
        assert!(none.finding(&ta).contains("no register in common"));
        let link = crate::url_state::to_query(&none.export_link(&a, &UrlState::default()));
        assert!(link.contains("as=-"), "{link}");
        let (back, notices) = crate::url_state::from_query(&link);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(Choices::from_link(&back).read_as, Some(vec![]));
    }

    /// Two of B's arrays hold A's layers alike: neither is read as A's
    /// `asp` unasked; the tie is kept for the panel to say, and a pick
    /// settles it.
    #[test]
    fn a_tie_is_not_read_silently() {
        use fillscope_core::compare::Run;
        let a = Setup::seed_example();
        let ta = a.trace();
        let mut b = Trace {
            algorithm: "code".into(),
            ..ta.renamed(&[
                ("asp", "dist"),
                ("sq1", "from"),
                ("sq2", "to"),
                ("path", "empty"),
            ])
        };
        for f in &mut b.frames {
            let copies: Vec<_> = f
                .registers
                .iter()
                .filter(|r| r.name.starts_with("dist["))
                .map(|r| fillscope_core::Register {
                    name: r.name.replace("dist", "layers").into(),
                    ..r.clone()
                })
                .collect();
            f.registers.extend(copies);
        }
        let b = Rc::new(b);
        let code = |read_as| Choices {
            source: Source::Code,
            read_as,
            ..Choices::for_run(&a)
        };
        let c = CompareState::with_b(&a, &ta, code(None), b.clone());
        assert!(c.reading.names.is_empty() && !c.reading.proposed);
        assert_eq!(
            c.reading.ties,
            [(
                "asp".to_string(),
                vec!["dist".to_string(), "layers".to_string()]
            )]
        );
        assert!(!c.common_registers().iter().any(|r| r.starts_with("asp")));
        let picked = c.reading.with("asp", Some("layers"));
        assert_eq!(picked, [("layers".to_string(), "asp".to_string())]);
        let c = CompareState::with_b(&a, &ta, code(Some(picked)), b);
        assert!(c.reading.ties.is_empty());
        assert!(c.common_registers().iter().any(|r| r == "asp[1]"));
    }

    /// Westcott's first line, `sq1 &= path`, drops the log's b2 from
    /// `sq1` in A's first frame (b2 is blocked): the Log tab's check takes
    /// the log's `sq1` as the board and agrees with the log, and so does
    /// Compare, on that board: no difference named, none drawn at the
    /// input, with a register picked or not. It named `sq1` at frame 1.
    /// On a board without b2 blocked, A's `path` and `sq1` are not the
    /// log's, and `sq1` is named.
    #[test]
    fn a_log_s_input_the_first_frame_changes_is_no_difference() {
        let text = "sq1 = 0x10000200\nsq2 = 0x8000000000000001\npath = 0xfffffffffffffdff\n\
                    asp[1] = 0x0000003828380000\nasp[2] = 0x00007c4444447c00\n";
        let a = Setup {
            sources: Bitboard(0x1000_0200),
            blockers: Square::B2.into(),
            ..Setup::seed_example()
        };
        let ta = a.trace();
        assert_eq!(ta.frames[0].get("sq1"), Some(Square::E4.into()));
        let log = crate::log_mode::LogState::new(text.into(), Mapping::A1B1, &a);
        assert!(
            matches!(log.check.verdict, Verdict::Short { .. }),
            "{:?}",
            log.check
        );
        let choices = |register: Option<&str>| Choices {
            source: Source::Log,
            register: register.map(String::from),
            ..Choices::for_run(&a)
        };
        let c = CompareState::with_b(&a, &ta, choices(None), log.trace.clone());
        assert_eq!(c.first, None, "{:?}", c.pairs);
        assert_eq!(
            c.finding(&ta),
            "Every value of the log is A's register of its name."
        );
        let (x, y) = c.sets_at(&ta, 0);
        assert_eq!((x, y), (Bitboard(0x1000_0200), Bitboard(0x1000_0200)));
        let c = CompareState::with_b(&a, &ta, choices(Some("sq1")), log.trace.clone());
        assert_eq!(c.first, None);
        let (x, y) = c.sets_at(&ta, 0);
        assert_eq!(x, y);
        // The seed board: e4 alone, nothing blocked.
        let seed = Setup::seed_example();
        let ts = seed.trace();
        let c = CompareState::with_b(&seed, &ts, choices(None), log.trace.clone());
        assert_eq!(c.first, Some((0, Some("sq1".into()))));
        let (x, y) = c.sets_at(&ts, 0);
        assert_eq!((x, y), (Square::E4.into(), Bitboard(0x1000_0200)));
    }

    /// Run B with no frames yet (an empty Log tab, code not run yet): A's
    /// frames are shown alone and can be stepped, and no pair is named as
    /// where the runs differ, since there is nothing to show there.
    #[test]
    fn run_b_with_no_frames_still_steps_run_a() {
        let a = Setup::seed_example();
        let ta = a.trace();
        let empty = Rc::new(Trace {
            algorithm: "log".into(),
            frames: Vec::new(),
            outcome: fillscope_core::trace::Outcome::Bitboard {
                value: Bitboard::EMPTY,
            },
        });
        let choices = Choices {
            source: Source::Log,
            register: Some("asp[2]".into()),
            ..Choices::for_run(&a)
        };
        let mut c = CompareState::with_b(&a, &ta, choices, empty);
        assert_eq!(c.playback.len, ta.frames.len());
        assert_eq!(c.first, None);
        assert_eq!(c.finding(&ta), "Run B has no frames to compare yet.");
        c.playback.step_forward();
        assert_eq!(c.shown(), Some((1, None)));
        c.playback.to_last();
        assert_eq!(c.shown(), Some((ta.frames.len() - 1, None)));
        // B holds nothing of the register compared.
        let (x, y) = c.sets(&ta);
        assert_eq!(
            (x, y),
            (
                ta.frames.last().unwrap().get("asp[2]").unwrap(),
                Bitboard::EMPTY
            )
        );
    }

    /// Bit-shift BFS and Moshammer's variant hold no register of the same
    /// name: the Compare mode says that only their answers are compared,
    /// not that every frame agrees.
    #[test]
    fn runs_without_a_common_register_say_so() {
        let a = Setup {
            algorithm: Algorithm::Bfs,
            ..Setup::seed_example()
        };
        let ta = a.trace();
        let pick = |other| Choices {
            other,
            picked: true,
            ..Choices::for_run(&a)
        };
        let c = CompareState::new(&a, &ta, pick(Algorithm::Moshammer));
        assert!(c.common_registers().is_empty());
        let said = c.finding(&ta);
        assert!(!said.contains("agrees"), "{said}");
        assert!(said.contains("no register in common"), "{said}");
        let (x, y) = c.sets(&ta);
        let answers = if x == y { "they agree" } else { "they differ" };
        assert!(said.contains(answers), "{said}");
        // With a register in common, the frames are compared as before.
        // The same fill twice: their numbers (BFS's distance) are said.
        let c = CompareState::new(&a, &ta, pick(Algorithm::Bfs));
        let distance = fillscope_core::compare::returned(&ta).expect("a distance");
        assert_eq!(
            c.finding(&ta),
            format!(
                "The two runs do not differ in their layers or answers: both return {distance}."
            )
        );
        let seed = Setup::seed_example();
        let ts = seed.trace();
        let c = CompareState::new(&seed, &ts, Choices::for_run(&seed));
        assert!(c.finding(&ts).starts_with("They first differ at frame"));
    }
}
