//! The whole app state in a link: the board, the algorithm and its
//! options, the frame on show, and embed options in the style of lichess
//! embeds.
//!
//! ```
//! use fillscope::url_state::{from_query, to_query, UrlState};
//! let state = UrlState { frame: 3, ..UrlState::default() };
//! let q = to_query(&state);
//! assert_eq!(q, "?alg=westcott&src=0x10000000&tgt=0x8000000000000001&frame=3");
//! assert_eq!(from_query(&q), (state, vec![]));
//! // A broken link still opens: the bad part is named and skipped.
//! let (s, notices) = from_query("?alg=westcott&src=0xZZ&tgt=h8");
//! assert_eq!(s.setup.targets, fillscope_core::Square::H8.into());
//! assert_eq!(notices.len(), 1);
//! assert!(notices[0].to_string().starts_with("ignored src=0xZZ"));
//! ```
//!
//! Query parameters (every one optional):
//!
//! | key | value | default |
//! |---|---|---|
//! | `alg` | [`Algorithm::id`] | `westcott` |
//! | `step` | `king`, `rook`, `bishop`, `knight`, `rook-slide`, `bishop-slide`, `queen-slide` | `king` |
//! | `dir` | `nort`, `noEa`, `east`, `soEa`, `sout`, `soWe`, `west`, `noWe` | `nort` |
//! | `method` | `dumb7`, `kogge-stone`, `rotate` | `dumb7` |
//! | `piece` | `rook`, `bishop`, `queen` | `rook` |
//! | `src`, `tgt`, `blk` | sources, targets, blockers: any form [`parse_bitboard`] reads (`0x` hex, decimal, `e4,a1`) | empty |
//! | `wn`, `we` | walls north of / east of each square, bitboards | empty |
//! | `sc`, `sd` | Voronoi's sides C and D | empty |
//! | `white`, `black` | the pawns of the pawn fills | empty |
//! | `board` | `8x8`, `9x9` (BFS and Voronoi; the sets are then 9x9 sets, up to `i9`) | `8x8` |
//! | `frame` | 0-based frame index: the Play tab's (clamped to the trace), Compare's pair of frames (clamped by [`crate::state::State::start`]), or in a Code link the Code tab's | `0` |
//! | `mode` | `play`, `compare`, `quiz`, `log`, `lesson`, `code` | `play` |
//! | `log` or `logz`, `map` | the Log mode's text (a long one compressed, as `code`) and its square mapping | empty, `a1-b1` |
//! | `vs`, `reg`, `unlink`, `bstep`, `bsrc` ... `bblack`, `as` | Compare: run B (a fill's id, `code` or `log`), the register compared, frames lined up by index, B's own step kind and board, B's names read as A's (`as=dist:asp`; `as=-`: as named) | proposed when no name is common |
//! | `lesson`, `ls`, `lf`, `present` | a built-in lesson's id or a lesson file (JSON), its step, the frame on show within the step (0-based), the presenter view | |
//! | `qfrom`, `qto` | the Quiz mode's frame range | the whole trace |
//! | `code`, `entry`, `bind`, `steps`, `bp`, `draw` | the Code mode: its source (compressed), function, parameter bindings, statement budget, breakpoints and how variables are drawn | |
//! | `against`, `part` | the Code mode's check: the built-in fill (an id) its run's end is checked against, and what of it: a layer's number or a register's name | none; the result |
//! | `embed` | `1`/`0` (also `true`, `yes`, `on`, or the bare key) | off |
//! | `theme` | `light`, `dark`, `auto` | `auto` |
//! | `bg` | `transparent`, `#rgb`, `#rrggbb` (the `#` as `%23`, or left out) or a [named colour](NAMED_COLOURS) | the theme's |
//! | `controls` | `full`, `minimal`, `none` | `full` |
//! | `autoplay`, `loop` | booleans as `embed` | off |
//! | `speed` | frames per second, [`MIN_SPEED`]..=[`MAX_SPEED`] | [`DEFAULT_SPEED`] |
//!
//! A link without any board key (`alg` ... `board`) shows the seed example
//! ([`Setup::seed_example`]); once any board key is present, missing
//! bitboards are empty. [`to_query`] always writes `alg`, so its links
//! never depend on that rule.

use std::fmt;

use fillscope_core::bfs::Walls;
use fillscope_core::log::Mapping;
use fillscope_core::nine::{Board9, Square9};
use fillscope_core::parse::parse_board9;
use fillscope_core::{parse_bitboard, Bitboard, Direction, Method, Piece, Step};
use fillscope_protocol::SET_BINDINGS;

use crate::compare_mode::{Board as CompareBoard, Source as CompareSource};
use crate::model::{Algorithm, Setup};
use crate::nine_board::{takes_nine, Marks9};

/// Slowest playback speed, frames per second.
pub const MIN_SPEED: f32 = 0.25;
/// Fastest playback speed, frames per second.
pub const MAX_SPEED: f32 = 30.0;
/// Playback speed when the link gives none.
pub const DEFAULT_SPEED: f32 = 2.0;
/// The speed range in words (kept as text: formatting and parsing floats
/// would add their code to the wasm bundle).
const SPEED_RANGE: &str = "0.25 to 30";
/// At most this many notices are returned; the rest are summed up in one.
pub const MAX_NOTICES: usize = 12;
/// Echoed values longer than this many characters are cut.
const ECHO_CHARS: usize = 24;

/// CSS colour names accepted for `bg`.
pub const NAMED_COLOURS: [&str; 16] = [
    "white", "black", "silver", "gray", "grey", "maroon", "red", "purple", "green", "olive",
    "navy", "blue", "teal", "aqua", "orange", "beige",
];

/// Colour scheme of the page or embed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Theme {
    /// Follow the browser's `prefers-color-scheme`.
    #[default]
    Auto,
    /// Light colours.
    Light,
    /// Dark colours.
    Dark,
}

impl Theme {
    /// All themes.
    pub const ALL: [Theme; 3] = [Theme::Auto, Theme::Light, Theme::Dark];
    /// The URL name: `auto`, `light`, `dark`.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

/// Which view of the page is on show: a tab of the "Mode" tab list, or
/// the one view an embed shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// One run on one board, stepped frame by frame.
    #[default]
    Play,
    /// Two runs side by side on the same board, and their difference.
    Compare,
    /// Predict each next frontier of the Play tab's fill, then check.
    Quiz,
    /// A lesson: steps of board, fill, frame range and text.
    Lesson,
    /// An engine's logged values, read into frames and checked against a
    /// built-in fill.
    Log,
    /// The user's own C code, run statement by statement on the board.
    Code,
}

impl Mode {
    /// Every mode, in tab order.
    pub const ALL: [Mode; 6] = [
        Mode::Play,
        Mode::Compare,
        Mode::Quiz,
        Mode::Log,
        Mode::Lesson,
        Mode::Code,
    ];
    /// The URL name (`mode=`) and the id part of the tab and its panel.
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Play => "play",
            Mode::Compare => "compare",
            Mode::Quiz => "quiz",
            Mode::Log => "log",
            Mode::Lesson => "lesson",
            Mode::Code => "code",
        }
    }
    /// The tab's label.
    pub const fn label(self) -> &'static str {
        match self {
            Mode::Play => "Play",
            Mode::Compare => "Compare",
            Mode::Quiz => "Quiz",
            Mode::Log => "Log",
            Mode::Lesson => "Lesson",
            Mode::Code => "Code",
        }
    }
}

/// Which playback controls an embed shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Controls {
    /// Every control.
    #[default]
    Full,
    /// Play/pause, the frame counter and the "Open in fillscope" link.
    Minimal,
    /// No controls.
    None,
}

impl Controls {
    /// All settings.
    pub const ALL: [Controls; 3] = [Controls::Full, Controls::Minimal, Controls::None];
    /// The URL name: `full`, `minimal`, `none`.
    pub const fn name(self) -> &'static str {
        match self {
            Controls::Full => "full",
            Controls::Minimal => "minimal",
            Controls::None => "none",
        }
    }
}

/// A checked CSS colour: `#rrggbb` or a name from [`NAMED_COLOURS`].
/// Only [`CssColour::parse`] and [`CssColour::rgb`] make one, so its
/// [`CssColour::css`] text is always safe to put into a style.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CssColour(ColourInner);

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ColourInner {
    Rgb([u8; 3]),
    Named(&'static str),
}

impl CssColour {
    /// An RGB colour.
    pub const fn rgb(r: u8, g: u8, b: u8) -> CssColour {
        CssColour(ColourInner::Rgb([r, g, b]))
    }

    /// Reads `#rgb`, `#rrggbb` (the `#` may be left out) or a name from
    /// [`NAMED_COLOURS`] (any case). The error says why not.
    pub fn parse(s: &str) -> Result<CssColour, String> {
        if let Some(&n) = NAMED_COLOURS.iter().find(|n| n.eq_ignore_ascii_case(s)) {
            return Ok(CssColour(ColourInner::Named(n)));
        }
        let hex = s.strip_prefix('#').unwrap_or(s);
        let digits: Option<Vec<u8>> = hex
            .chars()
            .map(|c| c.to_digit(16).map(|d| d as u8))
            .collect();
        match (digits, hex.len()) {
            (Some(d), 3) => Ok(CssColour::rgb(d[0] * 17, d[1] * 17, d[2] * 17)),
            (Some(d), 6) => Ok(CssColour::rgb(
                d[0] << 4 | d[1],
                d[2] << 4 | d[3],
                d[4] << 4 | d[5],
            )),
            _ => Err(format!(
                "not a colour: use transparent, #rgb, #rrggbb or one of {}",
                NAMED_COLOURS.join(", ")
            )),
        }
    }

    /// The CSS text: `#rrggbb` or the name.
    pub fn css(&self) -> String {
        match self.0 {
            ColourInner::Rgb([r, g, b]) => format!("#{r:02x}{g:02x}{b:02x}"),
            ColourInner::Named(n) => n.to_string(),
        }
    }
}

/// The embed's background.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Background {
    /// The theme's own background.
    #[default]
    Theme,
    /// See-through, for embedding on a coloured page.
    Transparent,
    /// A checked colour.
    Colour(CssColour),
}

impl Background {
    /// The CSS value to use, or `None` for the theme's own.
    pub fn css(&self) -> Option<String> {
        match self {
            Background::Theme => None,
            Background::Transparent => Some("transparent".into()),
            Background::Colour(c) => Some(c.css()),
        }
    }
}

/// How the page shows itself: the embed parameters.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ViewOptions {
    /// The mode on show.
    pub mode: Mode,
    /// Embed mode: the board and playback only, no editing panels.
    pub embed: bool,
    /// Colour scheme.
    pub theme: Theme,
    /// Background.
    pub bg: Background,
    /// Which playback controls to show.
    pub controls: Controls,
    /// Start playing on load.
    pub autoplay: bool,
    /// Start over after the last frame.
    pub r#loop: bool,
    /// Playback speed in frames per second, within
    /// [`MIN_SPEED`]..=[`MAX_SPEED`]; links keep it to 0.01.
    pub speed: f32,
    /// The board a narrow Compare embed (below 655 px, 727 px on
    /// the 9x9 board) shows first, one
    /// at a time under its A / B / Difference switch (`pane=b`,
    /// `pane=diff`; A when absent): an index into [`PANES`].
    pub pane: u8,
}

/// The `pane=` values, in the order of a narrow Compare embed's switch:
/// run A, run B, their difference.
pub const PANES: [&str; 3] = ["a", "b", "diff"];

impl Default for ViewOptions {
    fn default() -> Self {
        ViewOptions {
            mode: Mode::Play,
            embed: false,
            theme: Theme::Auto,
            bg: Background::Theme,
            controls: Controls::Full,
            autoplay: false,
            r#loop: false,
            speed: DEFAULT_SPEED,
            pane: 0,
        }
    }
}

impl ViewOptions {
    /// Milliseconds between frames while playing: `1000 / speed`, the
    /// speed taken as at least [`MIN_SPEED`].
    #[must_use]
    pub fn interval_ms(&self) -> u32 {
        (1000.0 / self.speed.max(MIN_SPEED)).round() as u32
    }
}

/// Everything a link carries.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct UrlState {
    /// The board, algorithm and options.
    pub setup: Setup,
    /// The frame on show, 0-based; [`from_query`] clamps it to the trace.
    pub frame: usize,
    /// In a Code link, the Code tab's frame (`frame=` there), 0-based;
    /// `None`: its run's last frame, the result. The run comes from the
    /// worker later, which is when the frame is clamped to it.
    pub code_frame: Option<usize>,
    /// Embed and playback options.
    pub view: ViewOptions,
    /// The Log mode's pasted text (`log=`), cut to
    /// [`crate::log_mode::MAX_LOG_BYTES`].
    pub log: String,
    /// A long log, packed as the Code mode packs its source (`logz=`, in
    /// place of `log=`: a log of a few hundred lines, percent-encoded,
    /// made addresses that servers refuse), kept as the link has it; the
    /// full app reads it into `log`.
    pub log_packed: String,
    /// How that text numbers the squares (`map=`).
    pub mapping: Mapping,
    /// The Compare mode's run B (`vs=`, an [`Algorithm::id`]); `None`
    /// picks the counterpart of the Play tab's algorithm.
    pub vs: Option<Algorithm>,
    /// Where the Compare mode's run B comes from: a built-in fill (`vs`),
    /// the Code tab's run (`vs=code`) or the Log tab's values (`vs=log`).
    pub vs_source: CompareSource,
    /// The register whose difference the Compare mode draws (`reg=`);
    /// `None` for the answers.
    pub register: Option<String>,
    /// Whether the Compare mode lines frames up by frame index instead of
    /// by step (`unlink=1`).
    pub unlinked: bool,
    /// Run B's own board in the Compare mode (`bsrc=`, `btgt=`, `bblk=`,
    /// `bwn=`, `bwe=`; any of them gives B a board of its own, the others
    /// empty); `None`: A's board.
    pub vs_board: Option<CompareBoard>,
    /// Run B's own 9x9 board in the Compare mode on the 9x9 board: the
    /// same `b` keys, read as 9x9 sets when the link says `board=9x9`
    /// (`bsrc=`, `btgt=`, `bblk=`, `bwn=`, `bwe=`, `bsc=`, `bsd=`);
    /// `None`: A's board.
    pub vs_board9: Option<Marks9>,
    /// Run B's own step kind in the Compare mode (`bstep=`); `None`: A's.
    pub vs_step: Option<Step>,
    /// Run B's names read as run A's in the Compare mode (`as=dist:asp`,
    /// B's base and A's; `as=-`: none, B's names as they are); `None`:
    /// proposed when the runs have no name in common.
    pub read_as: Option<Vec<(String, String)>>,
    /// The Lesson mode's lesson (`lesson=`): a built-in lesson's id, or a
    /// whole lesson as JSON.
    pub lesson: Option<String>,
    /// The lesson's step on show, 0-based (`ls=`).
    pub lesson_step: usize,
    /// The frame on show within that step, 0-based from the step's first
    /// frame (`lf=`).
    pub lesson_frame: usize,
    /// Whether the Lesson mode's presenter view is on (`present=1`).
    pub presenter: bool,
    /// The Quiz mode's first frame, 0-based (`qfrom=`); [`from_query`]
    /// clamps it to the trace.
    pub quiz_from: usize,
    /// The Quiz mode's last frame, 0-based (`qto=`; `None`: the last
    /// frame); [`from_query`] clamps it to the trace.
    pub quiz_to: Option<usize>,
    /// The Code mode's source, compressed as `code_mode::pack` writes it
    /// (`code=`), kept as the link has it.
    pub code: String,
    /// The Code mode's entry function (`entry=`); `None`: the last one.
    pub entry: Option<String>,
    /// The Code mode's parameter bindings (`bind=gen:src,pro:open`).
    pub bind: Vec<(String, String)>,
    /// The Code mode's statement budget (`steps=`); `None`: the default.
    pub steps: Option<u64>,
    /// The Code mode's breakpoints, by line (`bp=3,7`).
    pub breakpoints: Vec<u32>,
    /// The variables the Code mode's board draws, and how, as the link
    /// writes them (`draw=flood:filled;gen:frontier`): kept as text here,
    /// read by the full app (`code_mode::parse_draw`).
    pub draw: String,
    /// The built-in fill the Code mode checks its run against (`against=`).
    pub against: Option<fillscope_core::Algorithm>,
    /// What of that fill's run it checks (`part=`): its result, a layer or
    /// a register.
    pub part: crate::code_mode::Against,
    /// The 9x9 board's marks and walls (`board=9x9`, whose `src`, `tgt`,
    /// `blk`, `wn` and `we` are then 9x9 sets); `None`: the 8x8 board.
    pub nine: Option<Marks9>,
}

impl UrlState {
    /// Whether only the full app shows this link (the first-load app hands
    /// it over): a mode other than Play, the 9x9 board, the pawn fills or
    /// Voronoi of three or four sides.
    #[must_use]
    pub fn for_full_app(&self) -> bool {
        self.view.mode != Mode::Play || self.nine.is_some() || self.setup.is_late_fill()
    }

    /// What a shared link or embed of the mode on show carries: the board,
    /// the view and that mode's own keys. Other modes' work (a lesson being
    /// written, the user's code, a pasted log, Compare's and the quiz's
    /// picks) stays out, unless Compare runs against the code or the log.
    /// (The address bar keeps everything, for Back and a reload.)
    #[must_use]
    pub fn shared(&self) -> UrlState {
        let mode = self.view.mode;
        let compare = mode == Mode::Compare;
        let code = mode == Mode::Code || (compare && self.vs_source == CompareSource::Code);
        let log = mode == Mode::Log || (compare && self.vs_source == CompareSource::Log);
        let mut s = self.clone();
        let d = UrlState::default();
        if !log {
            (s.log, s.log_packed, s.mapping) = (d.log, d.log_packed, d.mapping);
        }
        if !code {
            (s.code, s.entry, s.bind, s.steps) = (d.code, d.entry, d.bind, d.steps);
            (s.breakpoints, s.draw, s.code_frame) = (d.breakpoints, d.draw, d.code_frame);
            (s.against, s.part) = (d.against, d.part);
        }
        if !compare {
            s.view.pane = d.view.pane;
            (s.vs, s.vs_source, s.register) = (d.vs, d.vs_source, d.register);
            (s.unlinked, s.vs_board, s.vs_step) = (d.unlinked, d.vs_board, d.vs_step);
            (s.vs_board9, s.read_as) = (d.vs_board9, d.read_as);
        }
        if mode != Mode::Lesson {
            (s.lesson, s.lesson_step) = (d.lesson, d.lesson_step);
            (s.lesson_frame, s.presenter) = (d.lesson_frame, d.presenter);
        }
        if mode != Mode::Quiz {
            (s.quiz_from, s.quiz_to) = (d.quiz_from, d.quiz_to);
        }
        s
    }
}

/// Something in a link that was ignored or changed, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The parameter's key as given (cut if long; empty for the summary
    /// of notices left out).
    pub param: String,
    /// What happened, for people. Plain text: show it as text, not HTML.
    pub message: String,
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// The default setup fields used when a link names any board key: the
/// seed example's options with empty bitboards.
fn blank_setup() -> Setup {
    Setup {
        sources: Bitboard::EMPTY,
        targets: Bitboard::EMPTY,
        blockers: Bitboard::EMPTY,
        walls: Walls::NONE,
        ..Setup::seed_example()
    }
}

const BOARD_KEYS: [&str; 15] = [
    "alg", "step", "dir", "method", "piece", "src", "tgt", "blk", "wn", "we", "sc", "sd", "white",
    "black", "board",
];

/// The keys of a board's sets, in link order: sources, targets, blockers,
/// walls (north, east), Voronoi sides C and D, white and black pawns.
const SET_KEYS: [&str; 9] = [
    "src", "tgt", "blk", "wn", "we", "sc", "sd", "white", "black",
];

/// The 8x8 set a key of [`SET_KEYS`] names.
fn set_of<'a>(key: &str, s: &'a mut Setup) -> Option<&'a mut Bitboard> {
    Some(match key {
        "src" => &mut s.sources,
        "tgt" => &mut s.targets,
        "blk" => &mut s.blockers,
        "wn" => &mut s.walls.north,
        "we" => &mut s.walls.east,
        "sc" => &mut s.side_c,
        "sd" => &mut s.side_d,
        "white" => &mut s.white,
        "black" => &mut s.black,
        _ => return None,
    })
}

/// The 9x9 set a key of [`SET_KEYS`] names (no pawns on that board).
fn set_of9<'a>(key: &str, m: &'a mut Marks9) -> Option<&'a mut Board9> {
    Some(match key {
        "src" => &mut m.sources,
        "tgt" => &mut m.targets,
        "blk" => &mut m.blockers,
        "wn" => &mut m.walls.north,
        "we" => &mut m.walls.east,
        "sc" => &mut m.side_c,
        "sd" => &mut m.side_d,
        _ => return None,
    })
}

/// `board=` for the 9x9 board.
const NINE: &str = "9x9";

/// Writes the state as a query string starting with `?`. Defaults are
/// left out except `alg`; bitboards are `0x` and lowercase hex without
/// leading zeros.
pub fn to_query(state: &UrlState) -> String {
    let base = blank_setup();
    let s = &state.setup;
    let v = &state.view;
    let d = ViewOptions::default();
    let mut parts: Vec<String> = vec![format!("alg={}", s.algorithm.link_id())];
    if state.nine.is_some() {
        parts.push(format!("board={NINE}"));
    }
    fn opt(parts: &mut Vec<String>, key: &str, value: &str, default: &str) {
        if value != default {
            parts.push(format!("{key}={value}"));
        }
    }
    opt(&mut parts, "step", s.step.name(), base.step.name());
    opt(&mut parts, "dir", s.direction.name(), base.direction.name());
    opt(
        &mut parts,
        "method",
        s.method().name(),
        base.method().name(),
    );
    opt(&mut parts, "piece", s.piece.name(), base.piece.name());
    let (mut eight, mut nine) = (s.clone(), state.nine);
    // The pawn fills always name their pawns, even none: a pawns link
    // without them is an older one, whose `src` and `tgt` are the pawns.
    let pawns = s.algorithm == Algorithm::Pawns;
    for key in SET_KEYS {
        let b = match &mut nine {
            Some(m) => set_of9(key, m).map(|b| b.0),
            None => set_of(key, &mut eight).map(|b| u128::from(b.0)),
        };
        let named = pawns && matches!(key, "white" | "black");
        if let Some(b) = b.filter(|&b| b != 0 || named) {
            parts.push(format!("{key}={b:#x}"));
        }
    }
    let frame = if state.view.mode == Mode::Code {
        state.code_frame
    } else {
        Some(state.frame).filter(|&f| f != 0)
    };
    if let Some(frame) = frame {
        parts.push(format!("frame={frame}"));
    }
    let flag = |b: bool| if b { "1" } else { "0" };
    opt(&mut parts, "mode", v.mode.name(), d.mode.name());
    opt(&mut parts, "embed", flag(v.embed), flag(d.embed));
    opt(&mut parts, "theme", v.theme.name(), d.theme.name());
    if let Some(bg) = v.bg.css() {
        parts.push(format!("bg={}", bg.replace('#', "%23")));
    }
    opt(&mut parts, "controls", v.controls.name(), d.controls.name());
    opt(&mut parts, "autoplay", flag(v.autoplay), flag(d.autoplay));
    opt(&mut parts, "loop", flag(v.r#loop), flag(d.r#loop));
    opt(
        &mut parts,
        "pane",
        PANES[usize::from(v.pane.min(2))],
        PANES[0],
    );
    if hundredths(v.speed) != hundredths(d.speed) {
        parts.push(format!("speed={}", show_hundredths(hundredths(v.speed))));
    }
    if !state.log_packed.is_empty() {
        parts.push(format!("logz={}", state.log_packed));
    } else if !state.log.is_empty() {
        parts.push(format!("log={}", percent_encode(&state.log)));
    }
    // On the 9x9 board, the mapping's name there (`a9-b9`).
    let map = if state.nine.is_some() {
        Mapping::name9
    } else {
        Mapping::name
    };
    opt(
        &mut parts,
        "map",
        map(state.mapping),
        map(Mapping::default()),
    );
    match (state.vs_source.link_value(), state.vs) {
        (Some(source), _) => parts.push(format!("vs={source}")),
        (None, Some(vs)) => parts.push(format!("vs={}", vs.id())),
        (None, None) => {}
    }
    if let Some(reg) = &state.register {
        parts.push(format!("reg={}", percent_encode(reg)));
    }
    if let (Some(mut b), true) = (state.vs_board9, state.nine.is_some()) {
        // On the 9x9 board B's own board is a 9x9 one, under the same keys.
        for key in SET_KEYS {
            if let Some(v) = set_of9(key, &mut b).filter(|v| key == "src" || !v.is_empty()) {
                parts.push(format!("b{key}={:#x}", v.0));
            }
        }
    } else if let (Some(b), None) = (&state.vs_board, &state.nine) {
        // Run B's keys are A's with a `b` in front; `bsrc` always, so that
        // an empty board of B's own stays its own.
        let mut on = b.on(&blank_setup());
        for key in SET_KEYS {
            if let Some(v) = set_of(key, &mut on).filter(|v| key == "src" || !v.is_empty()) {
                parts.push(format!("b{key}={:#x}", v.0));
            }
        }
    }
    if let Some(step) = state.vs_step {
        parts.push(format!("bstep={}", step.name()));
    }
    if let Some(names) = &state.read_as {
        parts.push(format!("as={}", read_as_value(names)));
    }
    opt(&mut parts, "unlink", flag(state.unlinked), flag(false));
    if let Some(lesson) = &state.lesson {
        parts.push(format!("lesson={}", percent_encode(lesson)));
    }
    if state.lesson_step != 0 {
        parts.push(format!("ls={}", state.lesson_step));
    }
    if state.lesson_frame != 0 {
        parts.push(format!("lf={}", state.lesson_frame));
    }
    opt(&mut parts, "present", flag(state.presenter), flag(false));
    if state.quiz_from != 0 {
        parts.push(format!("qfrom={}", state.quiz_from));
    }
    if let Some(to) = state.quiz_to {
        parts.push(format!("qto={to}"));
    }
    if !state.code.is_empty() {
        parts.push(format!("code={}", state.code));
    }
    if let Some(entry) = &state.entry {
        parts.push(format!("entry={entry}"));
    }
    if !state.bind.is_empty() {
        let pairs: Vec<String> = state.bind.iter().map(|(n, b)| format!("{n}:{b}")).collect();
        parts.push(format!("bind={}", percent_encode(&pairs.join(","))));
    }
    if let Some(steps) = state
        .steps
        .filter(|&n| n != crate::code_mode::DEFAULT_STEPS)
    {
        parts.push(format!("steps={steps}"));
    }
    if !state.breakpoints.is_empty() {
        let lines: Vec<String> = state.breakpoints.iter().map(u32::to_string).collect();
        parts.push(format!("bp={}", lines.join("%2C")));
    }
    if !state.draw.is_empty() {
        parts.push(format!("draw={}", state.draw));
    }
    if let Some(a) = state.against {
        parts.push(format!("against={}", a.id()));
    }
    if let Some(part) = state.part.link_value() {
        parts.push(format!("part={}", percent_encode(&part)));
    }
    format!("?{}", parts.join("&"))
}

/// Escapes everything but letters, digits and `-_.~` as `%XX` (UTF-8
/// bytes), so any text can stand as one query value.
pub fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes `%XX` escapes and `+` (as a space); a `%` not followed by
/// two hex digits stays as it is. Invalid UTF-8 becomes U+FFFD.
pub fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => {
                if let (Some(h), Some(l)) = (hex(b[i + 1]), hex(b[i + 2])) {
                    out.push((h * 16 + l) as u8);
                    i += 3;
                    continue;
                }
                out.push(b'%');
            }
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `text` cut to a few characters, control characters replaced, for
/// quoting in a notice.
fn echo(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(ECHO_CHARS)
        .map(|c| if c.is_control() { '\u{fffd}' } else { c })
        .collect();
    if text.chars().count() > ECHO_CHARS {
        out.push('…');
    }
    out
}

struct Notices(Vec<Notice>, usize);

impl Notices {
    fn push(&mut self, key: &str, message: String) {
        // A repeated key says the same thing once.
        let param = echo(key);
        if self
            .0
            .iter()
            .any(|n| n.param == param && n.message == message)
        {
            return;
        }
        if self.0.len() < MAX_NOTICES {
            self.0.push(Notice { param, message });
        } else {
            self.1 += 1;
        }
    }
    fn ignored(&mut self, key: &str, value: Option<&str>, why: impl fmt::Display) {
        let shown = match value {
            Some(v) => format!("{}={}", echo(key), echo(v)),
            None => echo(key),
        };
        self.push(key, format!("ignored {shown}: {why}"));
    }
    fn finish(mut self) -> Vec<Notice> {
        if self.1 > 0 {
            self.0.push(Notice {
                param: String::new(),
                message: format!("and {} more notices left out", self.1),
            });
        }
        self.0
    }
}

fn parse_flag(v: Option<&str>) -> Result<bool, String> {
    match v.map(str::to_ascii_lowercase).as_deref() {
        None | Some("1" | "true" | "yes" | "on" | "") => Ok(true),
        Some("0" | "false" | "no" | "off") => Ok(false),
        Some(_) => Err("expected 1 or 0".into()),
    }
}

fn choose<T: Copy>(all: &[T], name: impl Fn(T) -> &'static str, v: &str) -> Result<T, String> {
    all.iter()
        .copied()
        .find(|&x| name(x).eq_ignore_ascii_case(v))
        .ok_or_else(|| {
            let names: Vec<&str> = all.iter().map(|&x| name(x)).collect();
            format!("expected one of {}", names.join(", "))
        })
}

/// The notices as one text, `; ` between them (`None`: there are none),
/// as a link's or a saved record's notice says them.
#[must_use]
pub fn joined(notices: &[Notice]) -> Option<String> {
    let parts: Vec<String> = notices.iter().map(ToString::to_string).collect();
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// Reads a query string (with or without the leading `?`; a whole URL
/// works too: everything up to the first `?` and from the first `#` is
/// dropped). Never fails and never panics: what parses is used, the rest
/// keeps its default, and every ignored or changed part gets a [`Notice`].
/// A later duplicate key wins.
pub fn from_query(query: &str) -> (UrlState, Vec<Notice>) {
    let q = query.split('#').next().unwrap_or("");
    let q = match q.find('?') {
        Some(i) => &q[i + 1..],
        None if q.contains("://") => "",
        None => q,
    };
    let pairs: Vec<(String, Option<String>)> = q
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (percent_decode(k), Some(percent_decode(v))),
            None => (percent_decode(p), None),
        })
        .collect();
    let mut notes = Notices(Vec::new(), 0);
    let mut state = UrlState::default();
    if pairs.iter().any(|(k, _)| BOARD_KEYS.contains(&k.as_str())) {
        state.setup = blank_setup();
    }
    // The board's size decides how its sets read, wherever `board=` stands.
    if pairs
        .iter()
        .rev()
        .find(|(k, _)| k == "board")
        .is_some_and(|(_, v)| v.as_deref().map(str::trim) == Some(NINE))
    {
        state.nine = Some(Marks9::default());
    }
    let mut seen: Vec<&str> = Vec::new();
    let mut frame_asked: Option<(usize, &str)> = None;
    let mut quiz_from_asked: Option<(usize, &str)> = None;
    let mut quiz_to_asked: Option<(usize, &str)> = None;
    // `method=` picks among the occluded fills, whichever of `alg=` and
    // `method=` comes first.
    let mut method_asked: Option<Method> = None;
    for (key, value) in &pairs {
        let k = key.as_str();
        if k.is_empty() {
            notes.push(
                k,
                "a parameter with no name (nothing before its =) is ignored".into(),
            );
            continue;
        }
        if seen.contains(&k) {
            notes.push(
                k,
                format!("{} is given more than once; the last one counts", echo(k)),
            );
        } else {
            seen.push(k);
        }
        let Some(v) = value.as_deref() else {
            // A bare key: only flags may be bare.
            let r = match k {
                "embed" => parse_flag(None).map(|b| state.view.embed = b),
                "autoplay" => parse_flag(None).map(|b| state.view.autoplay = b),
                "loop" => parse_flag(None).map(|b| state.view.r#loop = b),
                "unlink" => parse_flag(None).map(|b| state.unlinked = b),
                "present" => parse_flag(None).map(|b| state.presenter = b),
                _ if is_known(k) => Err("no value given".into()),
                _ => Err(unknown(k)),
            };
            if let Err(why) = r {
                notes.ignored(k, None, why);
            }
            continue;
        };
        let v = v.trim();
        let s = &mut state.setup;
        let view = &mut state.view;
        let r: Result<(), String> = match k {
            // The occluded fills' own ids (`dumb7`, as `vs=` and the CLI's
            // traces write them) are read too; links write `fill&method=`.
            "alg" => Algorithm::from_link_id(&v.to_ascii_lowercase(), s.method())
                .or_else(|| Algorithm::from_id(&v.to_ascii_lowercase()))
                .map(|a| s.algorithm = a)
                .ok_or_else(|| {
                    let ids: Vec<&str> = Algorithm::menu().iter().map(|a| a.link_id()).collect();
                    format!("expected one of {}", ids.join(", "))
                }),
            "step" => choose(&Step::ALL, Step::name, v).map(|x| s.step = x),
            "dir" => choose(&Direction::ALL, Direction::name, v).map(|x| s.direction = x),
            "method" => choose(&Method::ALL, Method::name, v).map(|x| method_asked = Some(x)),
            "piece" => choose(&Piece::ALL, Piece::name, v).map(|x| s.piece = x),
            "board" => match v {
                NINE | "8x8" => Ok(()),
                _ => Err("expected 8x8 or 9x9".into()),
            },
            _ if SET_KEYS.contains(&k) => match &mut state.nine {
                Some(m) => match set_of9(k, m) {
                    Some(set) => parse_board9(v)
                        .map(|b| *set = b)
                        .map_err(|e| echo_error(&e.message)),
                    None => Err("pawns go on the 8x8 board, not the 9x9 one".into()),
                },
                None => match set_of(k, s) {
                    Some(set) => parse_bitboard(v)
                        .map(|b| *set = b)
                        .map_err(|e| echo_error(&e.message)),
                    None => Err(unknown(k)),
                },
            },
            "frame" => parse_frame(v)
                .map(|f| frame_asked = Some((f, v)))
                .ok_or_else(|| "expected a frame number (0, 1, 2, ...)".into()),
            "qfrom" => parse_frame(v)
                .map(|f| quiz_from_asked = Some((f, v)))
                .ok_or_else(|| "expected a frame number (0, 1, 2, ...)".into()),
            "qto" => parse_frame(v)
                .map(|f| quiz_to_asked = Some((f, v)))
                .ok_or_else(|| "expected a frame number (0, 1, 2, ...)".into()),
            "mode" => choose(&Mode::ALL, Mode::name, v).map(|x| view.mode = x),
            // The 9x9 board's names (`a9-b9`) or the 8x8 board's.
            "map" => choose(&Mapping::ALL, Mapping::name, v)
                .or_else(|e| choose(&Mapping::ALL, Mapping::name9, v).map_err(|_| e))
                .map(|x| state.mapping = x),
            "vs" => match CompareSource::ALL
                .into_iter()
                .find(|s| s.link_value() == Some(v))
            {
                Some(source) => {
                    state.vs_source = source;
                    Ok(())
                }
                None => choose(&Algorithm::ALL, Algorithm::id, v)
                    .map(|x| {
                        state.vs = Some(x);
                        state.vs_source = CompareSource::Fill;
                    })
                    .map_err(|e| format!("{e}, or code or log")),
            },
            "reg" => {
                if v.is_empty() || v.len() > 40 || v.chars().any(char::is_control) {
                    Err("expected a register name, such as asp[2] or gen".into())
                } else {
                    state.register = Some(v.to_string());
                    Ok(())
                }
            }
            "unlink" => parse_flag(Some(v)).map(|b| state.unlinked = b),
            "bstep" => choose(&Step::ALL, Step::name, v).map(|x| state.vs_step = Some(x)),
            "as" => parse_read_as(v).map(|x| state.read_as = Some(x)),
            // On the 9x9 board, run B's own board is a 9x9 one.
            _ if k.starts_with('b') && SET_KEYS.contains(&&k[1..]) && state.nine.is_some() => {
                let b = state.vs_board9.get_or_insert_with(Marks9::default);
                match set_of9(&k[1..], b) {
                    Some(set) => parse_board9(v)
                        .map(|x| *set = x)
                        .map_err(|e| echo_error(&e.message)),
                    None => Err("pawns go on the 8x8 board, not the 9x9 one".into()),
                }
            }
            _ if k.starts_with('b') && SET_KEYS.contains(&&k[1..]) => parse_bitboard(v)
                .map(|x| {
                    // Run B's keys are A's with a `b` in front.
                    let blank = blank_setup();
                    let b = state.vs_board.get_or_insert(CompareBoard::of(&blank));
                    let mut on = b.on(&blank);
                    if let Some(set) = set_of(&k[1..], &mut on) {
                        *set = x;
                    }
                    *b = CompareBoard::of(&on);
                })
                .map_err(|e| echo_error(&e.message)),
            "lesson" => {
                use crate::lesson_mode::MAX_LESSON_BYTES;
                if v.is_empty() || v.len() > MAX_LESSON_BYTES {
                    Err(format!(
                        "expected a lesson's name or a lesson file of at most {MAX_LESSON_BYTES} bytes"
                    ))
                } else {
                    state.lesson = Some(v.to_string());
                    Ok(())
                }
            }
            "logz" => packed_value(v, "log").map(|p| state.log_packed = p),
            "code" => packed_value(v, "code").map(|p| state.code = p),
            "entry" => {
                if is_identifier(v) {
                    state.entry = Some(v.to_string());
                    Ok(())
                } else {
                    Err("expected a function's name".into())
                }
            }
            "bind" => parse_bind(v).map(|b| state.bind = b),
            "steps" => v
                .parse::<u64>()
                .ok()
                .filter(|n| (1..=MAX_STEPS).contains(n))
                .map(|n| state.steps = Some(n))
                .ok_or_else(|| format!("expected a number of statements from 1 to {MAX_STEPS}")),
            "bp" => v
                .split(',')
                .map(|x| x.trim().parse::<u32>().ok().filter(|&n| n > 0))
                .collect::<Option<Vec<u32>>>()
                .map(|b| state.breakpoints = b)
                .ok_or_else(|| "expected line numbers separated by commas (3,7)".into()),
            "against" => fillscope_core::Algorithm::from_id(&v.to_ascii_lowercase())
                .map(|a| state.against = Some(a))
                .ok_or_else(|| "expected a fill's id (westcott, bfs, ...)".into()),
            "part" => crate::code_mode::Against::from_link(v)
                .map(|p| state.part = p)
                .ok_or_else(|| "expected a layer's number or a register's name".into()),
            // Names and words: the characters are checked here, the
            // picks by the full app, which says what it cannot read.
            "draw" => {
                if v.len() <= 2000
                    && v.bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b"_:;".contains(&b))
                {
                    state.draw = v.to_string();
                    Ok(())
                } else {
                    Err(
                        "expected variable:how pairs separated by ; (flood:filled;gen:frontier)"
                            .into(),
                    )
                }
            }
            "ls" => v
                .parse::<usize>()
                .map(|n| state.lesson_step = n)
                .map_err(|_| "expected a step number (0, 1, 2, ...)".into()),
            "lf" => parse_frame(v)
                .map(|n| state.lesson_frame = n)
                .ok_or_else(|| "expected a frame number (0, 1, 2, ...)".into()),
            "present" => parse_flag(Some(v)).map(|b| state.presenter = b),
            "log" => {
                // The raw value: a log's leading spaces and line breaks are its own.
                let raw = value.as_deref().unwrap_or_default();
                let (text, was_cut) = crate::log_mode::cut(raw);
                state.log = text.to_string();
                if was_cut {
                    notes.push(
                        k,
                        format!(
                            "the log is cut to its first {} bytes",
                            crate::log_mode::MAX_LOG_BYTES
                        ),
                    );
                }
                Ok(())
            }
            "embed" => parse_flag(Some(v)).map(|b| view.embed = b),
            "autoplay" => parse_flag(Some(v)).map(|b| view.autoplay = b),
            "loop" => parse_flag(Some(v)).map(|b| view.r#loop = b),
            "theme" => choose(&Theme::ALL, Theme::name, v).map(|x| view.theme = x),
            "controls" => choose(&Controls::ALL, Controls::name, v).map(|x| view.controls = x),
            "pane" => PANES
                .iter()
                .position(|p| p.eq_ignore_ascii_case(v))
                .map(|i| view.pane = i as u8)
                .ok_or_else(|| "expected a, b or diff".into()),
            "bg" => {
                if v.eq_ignore_ascii_case("transparent") {
                    view.bg = Background::Transparent;
                    Ok(())
                } else {
                    CssColour::parse(v).map(|c| view.bg = Background::Colour(c))
                }
            }
            "speed" => match parse_hundredths(v) {
                Some(h) => {
                    let c = h.clamp(hundredths(MIN_SPEED), hundredths(MAX_SPEED));
                    if c != h {
                        notes.push(
                            k,
                            format!(
                                "speed={} is out of range; using {} (frames per second, {SPEED_RANGE})",
                                echo(v),
                                show_hundredths(c)
                            ),
                        );
                    }
                    view.speed = c as f32 / 100.0;
                    Ok(())
                }
                None => Err(format!("expected frames per second, {SPEED_RANGE}")),
            },
            _ => Err(unknown(k)),
        };
        if let Err(why) = r {
            notes.ignored(k, Some(v), why);
        }
    }
    if let (Some(m), Some(_)) = (method_asked, state.setup.algorithm.method()) {
        state.setup.algorithm = Algorithm::occluded(m);
    }
    // Links written before the pawns had keys of their own gave the white
    // pawns as `src` and the black ones as `tgt`.
    let s = &mut state.setup;
    if s.algorithm == Algorithm::Pawns && !seen.contains(&"white") && !seen.contains(&"black") {
        s.white = std::mem::take(&mut s.sources);
        s.black = std::mem::take(&mut s.targets);
    }
    // A square holds one pawn: on squares given to both, the white pawn
    // stays (as the fills have always read such a link).
    let shared = s.white & s.black;
    if !shared.is_empty() {
        let squares: Vec<String> = shared.squares().map(|q| q.to_string()).collect();
        notes.push(
            "black",
            format!(
                "white= and black= both put a pawn on {}: a square holds one pawn, so those \
                 are white pawns",
                squares.join(", ")
            ),
        );
        s.black = s.black - shared;
    }
    if state.nine.is_some() && !takes_nine(state.setup.algorithm) {
        notes.push(
            "board",
            format!(
                "board=9x9 is for bfs and voronoi, not {}; the 9x9 sets are ignored",
                state.setup.algorithm.link_id()
            ),
        );
        state.nine = None;
        // B's 9x9 board goes with it.
        state.vs_board9 = None;
    }
    // In a Code link the frame is the Code tab's: its run is not known here.
    if state.view.mode == Mode::Code {
        state.code_frame = frame_asked.take().map(|(f, _)| f);
    }
    // In a Compare link it is the pair of frames on show, known once both
    // runs are, and in a Log link the log's value on show, known once the
    // log is read (`State::start` clamps either, and says so).
    if matches!(state.view.mode, Mode::Compare | Mode::Log) {
        if let Some((f, _)) = frame_asked.take() {
            state.frame = f;
        }
    }
    let needs_trace = frame_asked.is_some() || quiz_from_asked.is_some() || quiz_to_asked.is_some();
    let frames = match (needs_trace, &state.nine) {
        (false, _) => 0,
        // Without its runs (the first-load page) a 9x9 board's frames are
        // not known here: the full app, which has them, reads the link again.
        (true, Some(_)) if cfg!(not(feature = "nine")) => usize::MAX,
        (true, Some(m)) => m.trace(state.setup.algorithm).map_or(0, |t| t.frames.len()),
        // Nor those of the runs the first-load page hands over likewise.
        (true, None) if cfg!(not(feature = "late-fills")) && state.setup.is_late_fill() => {
            usize::MAX
        }
        (true, None) => state.setup.trace().frames.len(),
    };
    let last = frames.saturating_sub(1);
    // The quiz range's ends, clamped like `frame`; ends given the wrong
    // way round are swapped (a range is the frames between them).
    let mut clamp_end = |asked: Option<(usize, &str)>, key: &str| {
        asked.map(|(f, v)| {
            if f > last {
                notes.push(
                    key,
                    format!(
                        "{key}={} is past the last frame (frame=0 to frame={last}: the link counts \
                         from 0); using {key}={last}",
                        echo(v)
                    ),
                );
            }
            f.min(last)
        })
    };
    let qfrom = clamp_end(quiz_from_asked, "qfrom");
    let qto = clamp_end(quiz_to_asked, "qto");
    match (qfrom, qto) {
        (Some(a), Some(b)) if a > b => {
            notes.push(
                "qfrom",
                format!("qfrom={a} is after qto={b}; the quiz runs from qfrom={b} to qto={a}"),
            );
            state.quiz_from = b;
            state.quiz_to = Some(a);
        }
        _ => {
            state.quiz_from = qfrom.unwrap_or(0);
            state.quiz_to = qto;
        }
    }
    if let Some((f, asked)) = frame_asked {
        if f > last {
            notes.push(
                "frame",
                format!(
                    "frame={} is past the last frame (frame=0 to frame={last}: the link counts \
                     from 0); showing the last one, frame {} / {}",
                    echo(asked),
                    last + 1,
                    last + 1
                ),
            );
        }
        state.frame = f.min(last);
    }
    (state, notes.finish())
}

/// A frame number (`0`, `1`, ...); one too large to hold is past the
/// end, like any other frame number past the end. `None`: not a number.
fn parse_frame(v: &str) -> Option<usize> {
    let digits = !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit());
    v.parse::<usize>()
        .ok()
        .or_else(|| digits.then_some(usize::MAX))
}

/// A speed in hundredths of a frame per second (no float formatting).
#[must_use]
pub fn hundredths(speed: f32) -> u32 {
    if speed.is_finite() && speed > 0.0 {
        (speed * 100.0 + 0.5) as u32
    } else {
        0
    }
}

/// `250` → `2.5`, `3000` → `30`, `25` → `0.25`.
#[must_use]
pub fn show_hundredths(h: u32) -> String {
    match (h / 100, h % 100) {
        (i, 0) => i.to_string(),
        (i, f) if f % 10 == 0 => format!("{i}.{}", f / 10),
        (i, f) => format!("{i}.{f:02}"),
    }
}

/// Reads a plain decimal (`2`, `0.5`, `.75`, `12.25`) into hundredths,
/// rounding past the second decimal; huge values saturate.
fn parse_hundredths(v: &str) -> Option<u32> {
    let (int, frac) = v.split_once('.').unwrap_or((v, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (int.is_empty() && frac.is_empty()) || !digits(int) || !digits(frac) {
        return None;
    }
    let int = int.trim_start_matches('0');
    let whole: u32 = if int.is_empty() {
        0
    } else if int.len() > 6 {
        return Some(u32::MAX);
    } else {
        int.parse().ok()?
    };
    let f: Vec<u32> = frac
        .bytes()
        .map(|b| u32::from(b - b'0'))
        .chain(std::iter::repeat(0))
        .take(3)
        .collect();
    Some(whole * 100 + f[0] * 10 + f[1] + u32::from(f[2] >= 5))
}

/// A packed link value (`code=`, `logz=`: URL-safe base64 as the page
/// writes it), or why it is not one, naming it as `what`.
fn packed_value(v: &str, what: &str) -> Result<String, String> {
    if v.len() > MAX_CODE_LINK {
        Err(format!(
            "the {what} is longer than a link may carry ({MAX_CODE_LINK} characters)"
        ))
    } else if v
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        Ok(v.to_string())
    } else {
        Err(format!(
            "expected the {what} as the page writes it (letters, digits, - and _)"
        ))
    }
}

/// The longest `code=` a link (or the browser's stored state) may carry,
/// in characters: enough for the longest source the Code mode keeps
/// (`code_mode::MAX_CODE_BYTES`) even when it does not compress.
pub const MAX_CODE_LINK: usize = 140_000;

/// The largest statement budget a link may ask for.
pub const MAX_STEPS: u64 = 10_000_000;

/// Whether `s` is a C identifier.
pub(crate) fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && s.len() <= 64
}

/// The `as=` value of B's names read as A's: `dist:asp,attacks:flood`,
/// or `-` for none.
#[must_use]
pub fn read_as_value(names: &[(String, String)]) -> String {
    if names.is_empty() {
        return "-".into();
    }
    let pairs: Vec<String> = names.iter().map(|(b, a)| format!("{b}:{a}")).collect();
    pairs.join(",")
}

/// Reads `as=dist:asp,attacks:flood` (run B's base name, then run A's,
/// each a C name, each once a side; at most 16 pairs) or `as=-` (none).
fn parse_read_as(v: &str) -> Result<Vec<(String, String)>, String> {
    // The value itself is echoed by the notice: one message says what
    // is wanted.
    const WHAT: &str = "expected B's name and A's, each once, such as dist:asp (or - for none)";
    if v == "-" {
        return Ok(Vec::new());
    }
    let is_name = |n: &str| {
        (1..=32).contains(&n.len())
            && n.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            && !n.as_bytes()[0].is_ascii_digit()
    };
    let mut out: Vec<(String, String)> = Vec::new();
    for pair in v.split(',') {
        match pair.split_once(':') {
            Some((b, a))
                if is_name(b)
                    && is_name(a)
                    && out.len() < 16
                    && !out.iter().any(|(x, y)| x == b || y == a) =>
            {
                out.push((b.to_string(), a.to_string()));
            }
            _ => return Err(WHAT.into()),
        }
    }
    Ok(out)
}

/// Reads `bind=gen:src,pro:open,dir:3`: each parameter's name and what it
/// takes (`src`, `tgt`, `open`, `blk`, or a number).
fn parse_bind(v: &str) -> Result<Vec<(String, String)>, String> {
    v.split(',')
        .filter(|p| !p.trim().is_empty())
        .map(|pair| {
            let (name, bind) = pair
                .split_once(':')
                .ok_or_else(|| format!("`{}` is not name:binding", echo(pair)))?;
            let (name, bind) = (name.trim(), bind.trim());
            // Numbers are checked by their characters here; the worker
            // reads them. An array's binding is its length and its first
            // elements, `;`-separated (`8;0x10;0x20`).
            let is_number = |n: &str| {
                let n = n.strip_prefix('-').unwrap_or(n);
                match n.strip_prefix("0x") {
                    Some(hex) => {
                        (1..=32).contains(&hex.len()) && hex.bytes().all(|b| b.is_ascii_hexdigit())
                    }
                    None => (1..=39).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit()),
                }
            };
            // A set's value may also be a square (`e4`, up to i9 on the
            // 9x9 board), `all` or `empty`, as the worker reads it.
            let is_square = |n: &str| {
                ["all", "empty", "none"]
                    .iter()
                    .any(|w| n.eq_ignore_ascii_case(w))
                    || n.parse::<Square9>().is_ok()
            };
            let is_value = |n: &str| is_number(n) || is_square(n);
            let is_array = bind.contains(';')
                && bind.split(';').next().is_some_and(is_number)
                && bind.split(';').all(is_value)
                && bind.len() <= 4000;
            if !is_identifier(name) {
                Err(format!("`{}` is not a parameter's name", echo(name)))
            } else if SET_BINDINGS.iter().any(|(set, _)| *set == bind)
                || bind == "zeros"
                || is_value(bind)
                || is_array
            {
                Ok((name.to_string(), bind.to_string()))
            } else {
                let sets: Vec<&str> = SET_BINDINGS.iter().map(|(set, _)| *set).collect();
                Err(format!(
                    "`{}` is not {}, a number, a square or an array's length and values",
                    echo(bind),
                    sets.join(", ")
                ))
            }
        })
        .collect()
}

fn is_known(k: &str) -> bool {
    BOARD_KEYS.contains(&k)
        || [
            "frame", "mode", "map", "log", "logz", "vs", "reg", "unlink", "bstep", "bsrc", "btgt",
            "bblk", "bwn", "bwe", "bsc", "bsd", "bwhite", "bblack", "lesson", "ls", "lf",
            "present", "qfrom", "qto", "embed", "theme", "bg", "controls", "autoplay", "loop",
            "speed", "pane", "code", "entry", "bind", "steps", "bp", "draw", "against", "part",
            "as",
        ]
        .contains(&k)
}

fn unknown(k: &str) -> String {
    if k.is_empty() {
        return "a value without a key".into();
    }
    // A fill's register (`gen=`, `sq1=`, `path=`): the board's marks set it.
    let mark = Algorithm::ALL.iter().find_map(|a| {
        let i = a.inputs();
        let more = i
            .more
            .iter()
            .find(|(_, n)| *n == k)
            .map(|(role, _)| match role {
                fillscope_core::Role::SideC => "sc= (side C)",
                fillscope_core::Role::SideD => "sd= (side D)",
                fillscope_core::Role::WhitePawn => "white= (the white pawns)",
                _ => "black= (the black pawns)",
            });
        if i.sources == Some(k) {
            Some("src= (the sources)")
        } else if i.targets == Some(k) {
            Some("tgt= (the targets)")
        } else if i.blockers == Some(k) && i.blockers_are_complement {
            Some("blk= (the blockers: every square not in it)")
        } else if i.blockers == Some(k) {
            Some("blk= (the blockers)")
        } else {
            more
        }
    });
    match mark {
        Some(key) => format!("unknown parameter: {k} is set by {key}"),
        None => "unknown parameter".into(),
    }
}

/// Cuts the quoted part of a core parse message, which may echo input.
fn echo_error(message: &str) -> String {
    let mut out: String = message
        .chars()
        .map(|c| if c.is_control() { '\u{fffd}' } else { c })
        .take(120)
        .collect();
    if message.chars().count() > 120 {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use fillscope_core::nine::{Board9, Square9, Walls9};
    use fillscope_core::Square;

    // A shared link carries the mode on show and the board: a lesson being
    // written, the user's code and a pasted log stay out of Play's link,
    // and Compare keeps the code or log it runs against.
    #[test]
    fn a_shared_link_carries_only_its_modes_keys() {
        let (all, notices) = from_query(
            "?alg=westcott&src=e4&tgt=a1,h8&frame=3&lesson=kings&ls=1&code=x1&bind=gen%3Asrc\
             &log=sq1%3D0x10&vs=code&reg=sq1&qfrom=1&qto=4",
        );
        assert_eq!(notices, vec![]);
        let query = |mode: Mode| {
            let mut l = all.clone();
            l.view.mode = mode;
            to_query(&l.shared())
        };
        let play = query(Mode::Play);
        assert_eq!(
            play,
            "?alg=westcott&src=0x10000000&tgt=0x8000000000000001&frame=3"
        );
        let compare = query(Mode::Compare);
        for key in ["code=", "bind=", "vs=code", "reg=sq1", "mode=compare"] {
            assert!(compare.contains(key), "{key}: {compare}");
        }
        for key in ["lesson=", "log=", "qfrom="] {
            assert!(!compare.contains(key), "{key}: {compare}");
        }
        let lesson = query(Mode::Lesson);
        assert!(lesson.contains("lesson=kings&ls=1"), "{lesson}");
        assert!(
            !lesson.contains("code=") && !lesson.contains("vs="),
            "{lesson}"
        );
        let quiz = query(Mode::Quiz);
        assert!(
            quiz.contains("qfrom=1") && !quiz.contains("lesson="),
            "{quiz}"
        );
        let log = query(Mode::Log);
        assert!(log.contains("log=") && !log.contains("code="), "{log}");
        // The link of everything still reads back whole.
        assert_eq!(from_query(&to_query(&all)).0, all);
    }

    /// A Compare link on the 9x9 board: B's fill, the register compared
    /// and B's own 9x9 board (the `b` keys read as 9x9 sets, i9 too) read
    /// back as written, and a reload of its link is the same state.
    #[test]
    fn nine_by_nine_compare_links_carry_b_and_its_own_board() {
        let sq = |s: &str| s.parse::<Square9>().unwrap();
        let q = "?alg=bfs&board=9x9&src=e1&tgt=e9&mode=compare&vs=bfs&reg=visits\
                 &bsrc=e1&btgt=i9&bwn=0x10&frame=3";
        let (l, notices) = from_query(q);
        assert_eq!(notices, vec![]);
        assert_eq!(l.view.mode, Mode::Compare);
        assert_eq!(l.vs, Some(Algorithm::Bfs));
        assert_eq!(l.register.as_deref(), Some("visits"));
        assert!(l.nine.is_some() && l.vs_board.is_none());
        let b = l.vs_board9.expect("B's own 9x9 board");
        assert_eq!((b.sources, b.targets), (sq("e1").into(), sq("i9").into()));
        // Bit 4 of `wn`: the wall north of e1.
        assert!(b.walls.between(sq("e1"), sq("e2")));
        assert_eq!(l.frame, 3);
        let again = to_query(&l);
        assert!(
            again.contains(&format!("btgt=0x1{}", "0".repeat(20))),
            "{again}"
        );
        assert_eq!(from_query(&again), (l.clone(), vec![]));
        // The shared link keeps B's board; another mode's drops it.
        assert_eq!(l.shared().vs_board9, Some(b));
        let play = UrlState {
            view: ViewOptions::default(),
            ..l.clone()
        };
        assert_eq!(play.shared().vs_board9, None);
        // On the 8x8 board the same keys are an 8x8 board's, as before.
        let (eight, _) = from_query("?alg=bfs&mode=compare&bsrc=e1");
        assert_eq!(eight.vs_board9, None);
        assert!(eight.vs_board.is_some());
    }

    /// On the 9x9 board the link names the mapping by its 9x9 squares
    /// (`a9-b9`, CodinGame's); a link may give either board's name.
    #[test]
    fn nine_by_nine_logs_name_their_mapping_on_that_board() {
        let (l, notices) = from_query("?alg=bfs&board=9x9&mode=log&log=cur%3D0x1&map=a9-b9");
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(l.mapping, Mapping::A8B8);
        let q = to_query(&l);
        assert!(q.contains("map=a9-b9") && q.contains("board=9x9"), "{q}");
        assert_eq!(from_query(&q).0.mapping, Mapping::A8B8);
        let (l, _) = from_query("?alg=bfs&mode=log&map=a9-b9");
        assert_eq!(
            (l.mapping, to_query(&l).contains("map=a8-b8")),
            (Mapping::A8B8, true)
        );
    }

    #[test]
    fn nine_by_nine_links_read_their_sets_on_that_board() {
        let sq = |s: &str| s.parse::<Square9>().unwrap();
        let (l, notices) =
            from_query("?board=9x9&alg=bfs&src=i9&tgt=a1,e5&blk=0x10000000000000000&frame=2");
        assert_eq!(notices, vec![]);
        let m = l.nine.expect("a 9x9 board");
        assert_eq!(m.sources, sq("i9").into());
        assert_eq!(m.targets, Board9::from(sq("a1")) | Board9::from(sq("e5")));
        // Bit 64 is b8 on 9x9 (64 = 1 + 9 * 7).
        assert_eq!(m.blockers, sq("b8").into());
        assert_eq!(l.frame, 2);
        // The 8x8 board's sets stay empty.
        assert!(l.setup.sources.is_empty() && l.setup.blockers.is_empty());
        // Written back the same way, `board=` after `alg=`.
        let q = to_query(&l);
        assert!(q.starts_with("?alg=bfs&board=9x9&src=0x1"), "{q}");
        assert_eq!(from_query(&q).0, l);

        // Out-of-board bits, another size, and a fill with no 9x9 form.
        let (l, n) = from_query("?alg=voronoi&board=9x9&src=0x40000000000000000000000");
        assert!(l.nine.is_some_and(|m| m.sources.is_empty()));
        assert_eq!(n.len(), 1, "{n:?}");
        let (l, n) = from_query("?alg=bfs&board=10x10&src=a1");
        assert!(l.nine.is_none() && l.setup.sources == Square::A1.into());
        assert!(n[0].message.contains("expected 8x8 or 9x9"), "{n:?}");
        let (l, n) = from_query("?alg=westcott&board=9x9&src=i9");
        assert!(l.nine.is_none());
        assert!(
            n.iter()
                .any(|n| n.message.contains("board=9x9 is for bfs and voronoi")),
            "{n:?}"
        );
    }
    use proptest::prelude::*;

    fn seed() -> UrlState {
        UrlState::default()
    }

    #[test]
    fn seed_link_is_short_and_readable() {
        assert_eq!(
            to_query(&seed()),
            "?alg=westcott&src=0x10000000&tgt=0x8000000000000001"
        );
    }

    #[test]
    fn empty_query_is_the_seed_example() {
        for q in [
            "",
            "?",
            "https://x.example/app/",
            "https://x.example/?#frag",
        ] {
            assert_eq!(from_query(q), (seed(), vec![]), "{q:?}");
        }
    }

    #[test]
    fn full_link_reads_every_field() {
        let q = "?alg=bfs&src=a1&tgt=0x80&blk=0x0000000000001c00&wn=0x1&we=0x2\
                 &frame=2&embed&theme=dark&bg=%23a0b&controls=minimal&autoplay=1&loop=true&speed=4.5";
        let (s, n) = from_query(q);
        assert_eq!(n, vec![]);
        assert_eq!(s.setup.algorithm, Algorithm::Bfs);
        assert_eq!(s.setup.sources, Square::A1.into());
        assert_eq!(s.setup.targets, Square::H1.into());
        assert_eq!(s.setup.blockers, Square::C2 | Square::D2 | Square::E2);
        assert_eq!(s.setup.walls.north, Square::A1.into());
        assert_eq!(s.setup.walls.east, Square::B1.into());
        assert_eq!(s.frame, 2);
        assert!(s.view.embed && s.view.autoplay && s.view.r#loop);
        assert_eq!(s.view.theme, Theme::Dark);
        assert_eq!(s.view.bg.css().as_deref(), Some("#aa00bb"));
        assert_eq!(s.view.controls, Controls::Minimal);
        assert_eq!(s.view.speed, 4.5);
        assert_eq!(from_query(&to_query(&s)), (s, vec![]));
    }

    #[test]
    fn bad_parts_fall_back_with_notices() {
        let (s, n) =
            from_query("?alg=westcott&src=0xZZ&tgt=0x80&step=queen&zzz=1&bg=red;}&speed=99");
        assert_eq!(s.setup.sources, Bitboard::EMPTY);
        assert_eq!(s.setup.targets, Square::H1.into());
        assert_eq!(s.setup.step, Step::King);
        assert_eq!(s.view.bg, Background::Theme);
        assert_eq!(s.view.speed, MAX_SPEED);
        let texts: Vec<String> = n.iter().map(ToString::to_string).collect();
        assert_eq!(texts.len(), 5, "{texts:?}");
        assert_eq!(
            texts[0],
            "ignored src=0xZZ: `Z` is not a hex digit (0-9, a-f)"
        );
        assert!(texts[1].starts_with("ignored step=queen: expected one of king, rook"));
        assert_eq!(texts[2], "ignored zzz=1: unknown parameter");
        assert!(texts[3].starts_with("ignored bg=red;}: not a colour"));
        assert!(texts[4].starts_with("speed=99 is out of range; using 30"));
        assert_eq!(n[0].param, "src");
    }

    /// A narrow Compare embed's first board (`pane=`) travels in its
    /// link; a bad value says what it takes, and a link of another mode
    /// drops it.
    #[test]
    fn the_compare_embeds_pane_travels_in_links() {
        for (query, pane) in [("", 0), ("&pane=a", 0), ("&pane=b", 1), ("&pane=DIFF", 2)] {
            let (s, n) = from_query(&format!("?mode=compare&embed=1{query}"));
            assert_eq!((s.view.pane, n.len()), (pane, 0), "{query}");
            assert_eq!(from_query(&to_query(&s)).0.view.pane, pane, "{query}");
        }
        assert!(to_query(&from_query("?mode=compare&pane=diff").0).ends_with("&pane=diff"));
        assert!(!to_query(&from_query("?mode=compare&pane=a").0).contains("pane"));
        let (s, n) = from_query("?mode=compare&pane=c");
        assert_eq!(s.view.pane, 0);
        assert_eq!(n[0].to_string(), "ignored pane=c: expected a, b or diff");
        let (s, _) = from_query("?mode=quiz&pane=b");
        assert_eq!(s.shared().view.pane, 0);
        let (s, _) = from_query("?mode=compare&pane=b");
        assert_eq!(s.shared().view.pane, 1);
    }

    /// A fill's register given as a key says which key sets it; a key
    /// given again and again says so once.
    #[test]
    fn registers_point_to_their_keys_and_repeats_are_said_once() {
        let (_, n) = from_query("?alg=fill&gen=e4&pro=all&path=e4&c=a1");
        let texts: Vec<String> = n.iter().map(ToString::to_string).collect();
        assert_eq!(
            texts,
            [
                "ignored gen=e4: unknown parameter: gen is set by src= (the sources)",
                "ignored pro=all: unknown parameter: pro is set by blk= (the blockers: every square not in it)",
                "ignored path=e4: unknown parameter: path is set by blk= (the blockers: every square not in it)",
                "ignored c=a1: unknown parameter: c is set by sc= (side C)",
            ]
        );
        let (_, n) = from_query("?alg=bfs&frame=3&frame=3&frame=7");
        let texts: Vec<String> = n.iter().map(ToString::to_string).collect();
        let repeats = texts
            .iter()
            .filter(|t| t.contains("more than once"))
            .count();
        assert_eq!(repeats, 1, "{texts:?}");
        let (_, n) = from_query(&"x=1&".repeat(2000));
        assert_eq!(n.len(), 2, "{n:?}");
    }

    #[test]
    fn the_code_check_round_trips_and_bad_ones_are_named() {
        use crate::code_mode::Against;
        let q = "?mode=code&against=bfs&part=3";
        let (s, n) = from_query(q);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(
            (s.against, s.part.clone()),
            (Some(Algorithm::Bfs), Against::Layer(3))
        );
        assert!(
            to_query(&s).ends_with("&against=bfs&part=3"),
            "{}",
            to_query(&s)
        );
        let (s, n) = from_query("?against=westcott&part=asp%5B2%5D");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(s.part, Against::Register("asp[2]".into()));
        assert_eq!(from_query(&to_query(&s)).0, s);
        // No check: neither key is written.
        let plain = to_query(&UrlState::default());
        assert!(
            !plain.contains("against") && !plain.contains("part"),
            "{plain}"
        );
        // A fill that does not exist, an empty or overlong part: named, left out.
        let (s, n) = from_query(&format!("?against=quantum&part={}", "x".repeat(65)));
        assert_eq!((s.against, s.part), (None, Against::Result));
        assert_eq!(n.len(), 2, "{n:?}");
        assert!(
            n[0].to_string().contains("expected a fill's id"),
            "{}",
            n[0]
        );
        assert!(n[1].to_string().contains("a register's name"), "{}", n[1]);
    }

    #[test]
    fn code_keys_round_trip_and_bad_ones_are_named() {
        let q = "?mode=code&code=abc-_09&entry=eastOne&bind=gen%3Asrc%2Cdir%3A-3%2Cpro%3A0xff&steps=500&bp=3%2C7";
        let (s, n) = from_query(q);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(s.view.mode, Mode::Code);
        assert_eq!(s.code, "abc-_09");
        assert_eq!(s.entry.as_deref(), Some("eastOne"));
        assert_eq!(
            s.bind,
            vec![
                ("gen".to_string(), "src".to_string()),
                ("dir".to_string(), "-3".to_string()),
                ("pro".to_string(), "0xff".to_string())
            ]
        );
        assert_eq!((s.steps, s.breakpoints.clone()), (Some(500), vec![3, 7]));
        let again = to_query(&s);
        assert!(
            again.ends_with(&q[q.find("&code").unwrap_or(0)..]),
            "{again}"
        );
        let (t, _) = from_query(&again);
        assert_eq!(t, s);

        let (s, n) = from_query("?code=a%2Bb&entry=1x&bind=gen%3Asomewhere&steps=0&bp=0");
        assert_eq!(s, UrlState::default());
        let texts: Vec<String> = n.iter().map(ToString::to_string).collect();
        assert_eq!(texts.len(), 5, "{texts:?}");
        assert!(
            texts[0].contains("letters, digits, - and _"),
            "{}",
            texts[0]
        );
        assert!(texts[1].contains("a function's name"), "{}", texts[1]);
        assert!(
            texts[2].contains(
                "`somewhere` is not src, tgt, sc, sd, open, blk, white, black, wn, we, a number, a square or an array"
            ),
            "{}",
            texts[2]
        );
        assert!(texts[3].contains("from 1 to 10000000"), "{}", texts[3]);
        assert!(texts[4].contains("line numbers"), "{}", texts[4]);
        // An array's length and starting values travel too; a bad one is named.
        let (s, n) = from_query("?bind=asp%3A8%3B0x10%3B5%2Cply%3Azeros");
        assert_eq!(
            s.bind,
            vec![
                ("asp".to_string(), "8;0x10;5".to_string()),
                ("ply".to_string(), "zeros".to_string())
            ]
        );
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(from_query(&to_query(&s)).0.bind, s.bind);
        let (_, n) = from_query("?bind=x%3A8%3Bq");
        assert!(n[0].to_string().contains("`8;q` is not src"), "{n:?}");
        // Squares, `all` and `empty` travel as a set's value does.
        let (s, n) = from_query("?bind=asp%3A4%3Be4%3BI9%3Ball%2Cgen%3Ae4");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(
            s.bind,
            vec![
                ("asp".to_string(), "4;e4;I9;all".to_string()),
                ("gen".to_string(), "e4".to_string())
            ]
        );
        assert_eq!(from_query(&to_query(&s)).0.bind, s.bind);
        for bad in ["?bind=asp%3Ae4%3B1", "?bind=asp%3A4%3Bj1", "?bind=gen%3Az9"] {
            assert_eq!(from_query(bad).1.len(), 1, "{bad}");
        }
        // The variables drawn, and how, as text (the full app reads the
        // picks); other characters are named and nothing is kept.
        let (s, n) = from_query("?draw=flood:filled;gen%3Afrontier");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(s.draw, "flood:filled;gen:frontier");
        let again = to_query(&s);
        assert!(
            again.ends_with("&draw=flood:filled;gen:frontier"),
            "{again}"
        );
        assert_eq!(from_query(&again).0, s);
        for bad in ["flood%3Afilled%26", "a%20b", "a-b"] {
            let (s, n) = from_query(&format!("?draw={bad}"));
            assert!(s.draw.is_empty(), "{bad}");
            assert!(
                n[0].to_string().starts_with("ignored draw=")
                    && n[0]
                        .to_string()
                        .contains("variable:how pairs separated by ;"),
                "{bad}: {n:?}"
            );
        }
        let long = format!("?code={}", "a".repeat(MAX_CODE_LINK + 1));
        let (s, n) = from_query(&long);
        assert!(s.code.is_empty() && n[0].to_string().contains("longer than a link"));
    }

    #[test]
    fn quiz_range_is_read_clamped_and_noticed() {
        let last = Setup::seed_example().trace().frames.len() - 1;
        let (s, n) = from_query("?mode=quiz&qfrom=2&qto=5");
        assert_eq!(
            (s.view.mode, s.quiz_from, s.quiz_to),
            (Mode::Quiz, 2, Some(5))
        );
        assert!(n.is_empty(), "{n:?}");
        assert!(
            to_query(&s).ends_with("&mode=quiz&qfrom=2&qto=5"),
            "{}",
            to_query(&s)
        );
        // Past the end: clamped, with a notice; not a number: ignored.
        let (s, n) = from_query("?qfrom=1&qto=99999999999999999999999");
        assert_eq!((s.quiz_from, s.quiz_to), (1, Some(last)));
        assert_eq!(n.len(), 1, "{n:?}");
        assert!(n[0].message.starts_with("qto=9999"), "{}", n[0]);
        assert!(
            n[0].message.ends_with(&format!("using qto={last}")),
            "{}",
            n[0]
        );
        let (s, n) = from_query("?qfrom=x&qto=-1");
        assert_eq!((s.quiz_from, s.quiz_to), (0, None));
        let texts: Vec<String> = n.iter().map(ToString::to_string).collect();
        assert_eq!(
            texts,
            [
                "ignored qfrom=x: expected a frame number (0, 1, 2, ...)",
                "ignored qto=-1: expected a frame number (0, 1, 2, ...)"
            ]
        );
        // The wrong way round: swapped, with a notice.
        let (s, n) = from_query("?qfrom=6&qto=3");
        assert_eq!((s.quiz_from, s.quiz_to), (3, Some(6)));
        assert_eq!(
            n[0].to_string(),
            "qfrom=6 is after qto=3; the quiz runs from qfrom=3 to qto=6"
        );
    }

    #[test]
    fn frame_is_clamped_to_the_trace() {
        let frames = Setup::seed_example().trace().frames.len();
        let (s, n) = from_query("?frame=9999");
        assert_eq!(s.frame, frames - 1);
        assert_eq!(n.len(), 1);
        // In the link's numbering and in the counter's, which counts from 1.
        assert_eq!(
            n[0].message,
            format!(
                "frame=9999 is past the last frame (frame=0 to frame={}: the link counts from 0); \
                 showing the last one, frame {frames} / {frames}",
                frames - 1
            )
        );
        // Too large for any integer type: still just past the end.
        let (s, n) = from_query("?frame=99999999999999999999999");
        assert_eq!(s.frame, frames - 1);
        assert!(n[0].message.contains("past the last frame"), "{n:?}");
        assert!(n[0].message.starts_with("frame=99999999999999999999999 "));
    }

    #[test]
    fn nameless_parameters_are_named_as_such() {
        let (s, n) = from_query("?&&&=&==&");
        assert_eq!(s, UrlState::default());
        assert!(!n.is_empty());
        for notice in &n {
            assert!(notice.to_string().contains("no name"), "{notice}");
        }
    }

    #[test]
    fn long_values_are_cut_and_notices_capped() {
        let long = "x".repeat(500);
        let (_, n) = from_query(&format!("?src={long}"));
        assert!(n[0].message.len() < 200, "{}", n[0].message);
        let many: Vec<String> = (0..50).map(|i| format!("k{i}=1")).collect();
        let (_, n) = from_query(&many.join("&"));
        assert_eq!(n.len(), MAX_NOTICES + 1);
        assert_eq!(n[MAX_NOTICES].message, "and 38 more notices left out");
    }

    #[test]
    fn percent_decoding() {
        assert_eq!(percent_decode("a%2Cb+c%zz%4"), "a,b c%zz%4");
        assert_eq!(percent_decode("%e2%80%a6"), "…");
        assert_eq!(percent_decode("%ff"), "\u{fffd}");
        let (s, n) = from_query("?src=e4%2Ca1&tgt=h8");
        assert_eq!(n, vec![]);
        assert_eq!(s.setup.sources, Square::E4 | Square::A1);
    }

    #[test]
    fn the_speed_sets_the_interval() {
        let at = |speed: f32| {
            ViewOptions {
                speed,
                ..ViewOptions::default()
            }
            .interval_ms()
        };
        assert_eq!(ViewOptions::default().interval_ms(), 500);
        assert_eq!(at(8.0), 125);
        assert_eq!(at(3.0), 333);
        assert_eq!(at(0.25), 4000);
        assert_eq!(at(MIN_SPEED), (1000.0 / MIN_SPEED).round() as u32);
        // Below the minimum (a link cannot ask for it) it is the minimum's.
        assert_eq!(at(0.0), at(MIN_SPEED));
    }

    #[test]
    fn speeds_without_floats() {
        assert_eq!(parse_hundredths("2"), Some(200));
        assert_eq!(parse_hundredths(".75"), Some(75));
        assert_eq!(parse_hundredths("0.125"), Some(13));
        assert_eq!(parse_hundredths("12.5"), Some(1250));
        assert_eq!(parse_hundredths("99999999"), Some(u32::MAX));
        for bad in ["", ".", "-1", "1e3", "NaN", "1.2.3", "+2"] {
            assert_eq!(parse_hundredths(bad), None, "{bad:?}");
        }
        assert_eq!(show_hundredths(25), "0.25");
        assert_eq!(show_hundredths(250), "2.5");
        assert_eq!(show_hundredths(3000), "30");
        let (s, n) = from_query("?speed=0.1");
        assert_eq!(s.view.speed, MIN_SPEED);
        assert_eq!(
            n[0].message,
            "speed=0.1 is out of range; using 0.25 (frames per second, 0.25 to 30)"
        );
        let (s, n) = from_query("?speed=-3");
        assert_eq!(s.view.speed, DEFAULT_SPEED);
        assert_eq!(
            n[0].message,
            "ignored speed=-3: expected frames per second, 0.25 to 30"
        );
    }

    #[test]
    fn colours_are_strict() {
        assert_eq!(CssColour::parse("#ABC").unwrap().css(), "#aabbcc");
        assert_eq!(CssColour::parse("0a0b0c").unwrap().css(), "#0a0b0c");
        assert_eq!(CssColour::parse("Teal").unwrap().css(), "teal");
        for bad in ["", "#", "#abcd", "red;x", "url(x)", "#ggg", "é", "#1234567"] {
            assert!(CssColour::parse(bad).is_err(), "{bad:?}");
        }
    }

    /// `as=` reads B's names as A's, `-` as none; a damaged value is a
    /// notice, and the rest of the link is read.
    #[test]
    fn read_as_travels_in_links() {
        let (s, n) = from_query("?mode=compare&vs=code&as=dist%3Aasp%2Cattacks%3Aflood");
        assert!(n.is_empty(), "{n:?}");
        let names = vec![
            ("dist".to_string(), "asp".to_string()),
            ("attacks".to_string(), "flood".to_string()),
        ];
        assert_eq!(s.read_as.as_ref(), Some(&names));
        assert!(
            to_query(&s).contains("as=dist:asp,attacks:flood"),
            "{}",
            to_query(&s)
        );
        assert_eq!(from_query(&to_query(&s)).0.read_as, Some(names));
        assert_eq!(from_query("?as=-").0.read_as, Some(vec![]));
        assert!(!to_query(&UrlState::default()).contains("as="));
        for bad in [
            "?vs=code&as=",
            "?vs=code&as=dist",
            "?vs=code&as=dist%3A",
            "?vs=code&as=1x%3Aasp",
            "?vs=code&as=a%3Ab%2Ca%3Ac",
            "?vs=code&as=a%3Ab%2Cc%3Ab",
            "?vs=code&as=d%5B1%5D%3Aasp",
            "?vs=code&as=%00%3Aasp",
        ] {
            let (s, n) = from_query(bad);
            assert_eq!(s.read_as, None, "{bad}");
            assert_eq!(s.vs_source, CompareSource::Code, "{bad}");
            assert_eq!(n.len(), 1, "{bad}: {n:?}");
        }
    }

    const KEYS: [&str; 18] = [
        "alg", "step", "dir", "method", "piece", "src", "tgt", "blk", "wn", "we", "frame", "embed",
        "theme", "bg", "controls", "autoplay", "loop", "speed",
    ];

    #[test]
    fn every_registered_algorithm_survives_a_link() {
        for a in Algorithm::ALL {
            let state = UrlState {
                setup: Setup {
                    algorithm: a,
                    ..Setup::seed_example()
                },
                ..UrlState::default()
            };
            let q = to_query(&state);
            assert!(q.starts_with(&format!("?alg={}", a.link_id())), "{q}");
            let (back, notices) = from_query(&q);
            assert!(notices.is_empty(), "{a}: {notices:?}");
            assert_eq!(back.setup.algorithm, a, "{q}");
        }
    }

    #[test]
    fn method_picks_the_occluded_fill_in_either_order() {
        for q in ["?alg=fill&method=rotate", "?method=rotate&alg=fill"] {
            assert_eq!(from_query(q).0.setup.algorithm, Algorithm::Rotate, "{q}");
        }
        assert_eq!(from_query("?alg=fill").0.setup.algorithm, Algorithm::Dumb7);
        let (s, notices) = from_query("?alg=westcott&method=kogge-stone");
        assert!(notices.is_empty());
        assert_eq!(s.setup.algorithm, Algorithm::Westcott);
        // The occluded fills' own ids (as in `vs=` and the CLI's traces)
        // are read too, and written back as the link's form.
        let (s, notices) = from_query("?alg=kogge-stone");
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(s.setup.algorithm, Algorithm::KoggeStone);
        assert!(
            to_query(&s).contains("alg=fill&method=kogge-stone"),
            "{}",
            to_query(&s)
        );
        // A bad `vs=` names the code and the log among its choices.
        let (_, notices) = from_query("?vs=nothing");
        assert!(
            notices[0].to_string().ends_with(", or code or log"),
            "{}",
            notices[0]
        );
    }

    fn arb_setup() -> impl Strategy<Value = Setup> {
        (
            (
                prop::sample::select(Algorithm::ALL.to_vec()),
                prop::sample::select(Step::ALL.to_vec()),
                prop::sample::select(Direction::ALL.to_vec()),
                prop::sample::select(Piece::ALL.to_vec()),
            ),
            // Sparse and dense boards alike.
            prop::array::uniform9(prop_oneof![
                Just(0u64),
                any::<u64>(),
                any::<u64>().prop_map(|x| x & x.rotate_left(17) & x.rotate_left(29)),
            ]),
        )
            .prop_map(|((algorithm, step, direction, piece), b)| Setup {
                algorithm,
                step,
                direction,
                piece,
                sources: Bitboard(b[0]),
                targets: Bitboard(b[1]),
                blockers: Bitboard(b[2]),
                walls: Walls {
                    north: Bitboard(b[3]),
                    east: Bitboard(b[4]),
                },
                side_c: Bitboard(b[5]),
                side_d: Bitboard(b[6]),
                // A square holds one pawn.
                white: Bitboard(b[7]),
                black: Bitboard(b[8] & !b[7]),
            })
    }

    fn arb_view() -> impl Strategy<Value = ViewOptions> {
        let bg = prop_oneof![
            Just(Background::Theme),
            Just(Background::Transparent),
            any::<[u8; 3]>().prop_map(|[r, g, b]| Background::Colour(CssColour::rgb(r, g, b))),
            prop::sample::select(NAMED_COLOURS.to_vec())
                .prop_map(|n| Background::Colour(CssColour::parse(n).unwrap())),
        ];
        (
            any::<[bool; 3]>(),
            prop::sample::select(Theme::ALL.to_vec()),
            bg,
            prop::sample::select(Controls::ALL.to_vec()),
            prop_oneof![
                Just(DEFAULT_SPEED),
                (25u32..=3000).prop_map(|h| h as f32 / 100.0)
            ],
            prop::sample::select(Mode::ALL.to_vec()),
            0u8..3,
        )
            .prop_map(
                |([embed, autoplay, r#loop], theme, bg, controls, speed, mode, pane)| ViewOptions {
                    mode,
                    embed,
                    theme,
                    bg,
                    controls,
                    autoplay,
                    r#loop,
                    speed,
                    pane,
                },
            )
    }

    fn arb_value() -> impl Strategy<Value = String> {
        prop_oneof![
            ".*",
            "[0-9a-fA-FxX%#+_,;]{0,20}",
            "0x[0-9a-f]{0,18}",
            "[a-h][1-8](,[a-z][0-9])*",
            prop::sample::select(vec![
                "westcott",
                "bfs",
                "voronoi",
                "king",
                "noEa",
                "kogge-stone",
                "queen",
                "%23fff",
                "transparent",
                "1",
                "0",
                "",
                "NaN",
                "inf",
                "-1",
                "1e40",
                "18446744073709551616",
            ])
            .prop_map(String::from),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(5000))]

        /// Arbitrary text never panics, and every notice is short plain text.
        #[test]
        fn any_string_never_panics(q in ".*") {
            let (_, notices) = from_query(&q);
            prop_assert!(notices.len() <= MAX_NOTICES + 1);
            for n in notices {
                prop_assert!(n.message.chars().count() < 400);
                prop_assert!(!n.message.chars().any(char::is_control));
            }
        }

        /// Key/value soups from the real keys with random values never panic
        /// and always give a state the UI can show (frame within the trace,
        /// speed in range).
        #[test]
        fn key_value_soup_never_panics(
            pairs in prop::collection::vec(
                (prop::sample::select(KEYS.to_vec()), arb_value(), any::<u8>()),
                0..12,
            )
        ) {
            let q: Vec<String> = pairs
                .iter()
                .map(|(k, v, how)| match how % 4 {
                    0 => (*k).to_string(),
                    1 => format!("{k}={}", v.replace('&', "%26")),
                    _ => format!("{k}={v}"),
                })
                .collect();
            let q = format!("?{}", q.join("&"));
            let (s, _) = from_query(&q);
            prop_assert!(s.frame < s.setup.trace().frames.len().max(1));
            prop_assert!((MIN_SPEED..=MAX_SPEED).contains(&s.view.speed));
        }

        /// Every valid state survives a trip through its link, with no notice.
        #[test]
        fn valid_states_round_trip(
            setup in arb_setup(),
            view in arb_view(),
            pick in any::<usize>(),
            log in prop_oneof![Just(String::new()), any::<String>(), "[ -~\n\t]{0,80}"],
            mapping in prop::sample::select(Mapping::ALL.to_vec()),
            vs in prop::option::of(prop::sample::select(Algorithm::ALL.to_vec())),
            register in prop::option::of("[a-z]{1,6}(\\[[0-9]\\])?"),
            unlinked in any::<bool>(),
            lesson in prop::option::of(prop_oneof!["[a-z-]{1,12}", "\\{[!-~]{0,40}"]),
            lesson_step in 0usize..40,
            lesson_frame in 0usize..40,
            presenter in any::<bool>(),
            quiz in (any::<usize>(), any::<usize>(), any::<bool>()),
            vs_board in prop::option::of(prop::array::uniform9(any::<u64>())),
            code in "[A-Za-z0-9_-]{0,40}",
            log_packed in prop_oneof![Just(String::new()), "[A-Za-z0-9_-]{1,40}"],
            entry in prop::option::of("[A-Za-z_][A-Za-z0-9_]{0,12}"),
            bind in prop::collection::vec(
                ("[a-z_][a-z0-9_]{0,6}", prop_oneof![
                    Just("src".to_string()), Just("tgt".to_string()), Just("open".to_string()),
                    Just("blk".to_string()), Just("white".to_string()), Just("black".to_string()),
                    Just("wn".to_string()), Just("we".to_string()),
                    any::<i32>().prop_map(|n| n.to_string()),
                    any::<u64>().prop_map(|n| format!("{n:#x}")),
                ]),
                0..4,
            ),
            steps in prop::option::of(1u64..100_000),
            breakpoints in prop::collection::vec(1u32..500, 0..4),
            draw in prop::collection::vec(
                ("[A-Za-z_][A-Za-z0-9_]{0,8}", "frontier|filled|result|open|blk|layers|off"),
                0..4,
            ).prop_map(|picks| {
                picks.iter().map(|(n, how)| format!("{n}:{how}")).collect::<Vec<_>>().join(";")
            }),
            against in prop::option::of(prop::sample::select(Algorithm::ALL.to_vec())),
            part in prop_oneof![
                Just(crate::code_mode::Against::Result),
                (0usize..90).prop_map(crate::code_mode::Against::Layer),
                "[a-z][a-z0-9_]{0,6}(\\[[0-9]\\])?".prop_map(crate::code_mode::Against::Register),
            ],
            nine in prop::option::of(prop::array::uniform7(any::<u128>())),
            vs_source in prop::sample::select(CompareSource::ALL.to_vec()),
            vs_step in prop::option::of(prop::sample::select(Step::ALL.to_vec())),
            read_as in prop::option::of(prop::collection::vec(
                ("[a-z_][a-z0-9_]{0,6}", "[A-Za-z_][A-Za-z0-9_]{0,6}"),
                0..3,
            )),
        ) {
            // Each name once a side.
            let read_as = read_as.map(|mut names| {
                let mut seen: Vec<(String, String)> = Vec::new();
                names.retain(|(b, a)| {
                    let fresh = !seen.iter().any(|(x, y)| x == b || y == a);
                    seen.push((b.clone(), a.clone()));
                    fresh
                });
                names
            });
            // Run B from the code or the log: `vs=` names that, not a fill.
            let vs = if vs_source == CompareSource::Fill { vs } else { None };
            // A 9x9 board, for the fills that take one; the 8x8 board's
            // sets are then not in the link.
            let nine = nine.filter(|_| takes_nine(setup.algorithm)).map(|b| {
                let b = b.map(|x| Board9(x & Board9::ALL.0));
                Marks9 {
                    sources: b[0],
                    targets: b[1],
                    blockers: b[2],
                    walls: Walls9 { north: b[3], east: b[4] },
                    side_c: b[5],
                    side_d: b[6],
                }
            });
            let mut setup = setup;
            if nine.is_some() {
                setup = Setup { algorithm: setup.algorithm, ..blank_setup() };
            }
            // On the 9x9 board B's own board is a 9x9 one (bits up to i9).
            let vs_board9 = vs_board.filter(|_| nine.is_some()).map(|b| {
                let b = b.map(|x| Board9(u128::from(x) << 17 & Board9::ALL.0));
                Marks9 {
                    sources: b[0],
                    targets: b[1],
                    blockers: b[2],
                    walls: Walls9 { north: b[3], east: b[4] },
                    side_c: b[5],
                    side_d: b[6],
                }
            });
            let vs_board = vs_board.filter(|_| nine.is_none()).map(|b| CompareBoard {
                marks: fillscope_core::Marks {
                    sources: Bitboard(b[0]),
                    targets: Bitboard(b[1]),
                    side_c: Bitboard(b[5]),
                    side_d: Bitboard(b[6]),
                    white: Bitboard(b[7]),
                    black: Bitboard(b[8]),
                },
                blockers: Bitboard(b[2]),
                walls: Walls { north: Bitboard(b[3]), east: Bitboard(b[4]) },
            });
            let frames = match &nine {
                Some(m) => m.trace(setup.algorithm).map_or(0, |t| t.frames.len()),
                None => setup.trace().frames.len(),
            };
            let code_mode = view.mode == Mode::Code;
            let frame = if frames == 0 || code_mode { 0 } else { pick % frames };
            let code_frame = code_mode.then_some(pick % 1000).filter(|_| pick % 3 != 0);
            // A quiz range within the trace, the last frame given or not.
            let (a, b, to_given) = quiz;
            let (a, b) = (a % frames.max(1), b % frames.max(1));
            let quiz_from = a.min(b);
            let quiz_to = to_given.then_some(a.max(b));
            // A packed log stands for the text: the link carries one of them.
            let log = if log_packed.is_empty() { log } else { String::new() };
            let state = UrlState {
                setup, frame, code_frame, view, log, log_packed, mapping, vs, vs_source, register, unlinked, lesson,
                lesson_step, lesson_frame, presenter, quiz_from, quiz_to, vs_board, vs_step, code,
                entry, bind, steps,
                breakpoints, draw, against, part, nine, vs_board9, read_as,
            };
            let q = to_query(&state);
            prop_assert_eq!(from_query(&q), (state, vec![]), "{}", q);
        }

        /// A valid link with a few characters inserted, deleted or replaced
        /// (by `&`, `=`, `%`, `#`, digits or anything) never panics, and
        /// still gives a state the UI can show with short plain notices.
        #[test]
        fn edited_links_never_panic(
            setup in arb_setup(),
            view in arb_view(),
            frame in 0usize..40,
            edits in prop::collection::vec(
                (
                    0u8..3,
                    any::<prop::sample::Index>(),
                    prop_oneof![
                        prop::sample::select("&=%#?+,0123456789abcdefxX".chars().collect::<Vec<_>>()),
                        any::<char>(),
                    ],
                ),
                1..6,
            ),
        ) {
            let link = to_query(&UrlState { setup, frame, view, ..UrlState::default() });
            let mut c: Vec<char> = link.chars().collect();
            for (op, at, ch) in edits {
                match op {
                    0 => c.insert(at.index(c.len() + 1), ch),
                    1 if !c.is_empty() => {
                        c.remove(at.index(c.len()));
                    }
                    _ if !c.is_empty() => {
                        let at = at.index(c.len());
                        c[at] = ch;
                    }
                    _ => {}
                }
            }
            let q: String = c.into_iter().collect();
            let (s, notices) = from_query(&q);
            // The first-load page keeps the frame of a run it hands to the
            // full app, which clamps it.
            let handed_over = cfg!(not(feature = "late-fills")) && s.setup.is_late_fill();
            // A Compare link's frame is the pair on show, a Log link's the
            // value on show, which `State::start` clamps once both runs or
            // the log are known.
            let pair = matches!(s.view.mode, Mode::Compare | Mode::Log);
            prop_assert!(handed_over || pair || s.frame < s.setup.trace().frames.len().max(1), "{}", q);
            prop_assert!((MIN_SPEED..=MAX_SPEED).contains(&s.view.speed), "{}", q);
            prop_assert!(notices.len() <= MAX_NOTICES + 1);
            for n in notices {
                prop_assert!(n.message.chars().count() < 400, "{}", q);
                prop_assert!(!n.message.chars().any(char::is_control), "{}", q);
            }
        }

        /// The core's bitboard parser never panics on URL-ish text.
        #[test]
        fn parse_bitboard_never_panics(s in "[ -~]{0,40}|0[xX][0-9a-fA-F_]{0,24}|.{0,40}") {
            let _ = parse_bitboard(&s);
            let _ = parse_bitboard(&percent_decode(&s));
        }
    }
}
