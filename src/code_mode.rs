//! The Code mode's state: the user's C source, its entry function, how
//! its parameters are bound to the board, the statement budget, the
//! breakpoints, and the last run the background worker sent back
//! (`crates/worker/src/code.rs`, which compiles and runs it with
//! `fillscope-play`). Plain Rust, so `cargo test` covers it.

use std::rc::Rc;

use fillscope_core::trace::Outcome;
use fillscope_core::{Bitboard, Frame, Register, Role, Setup, Trace};
use fillscope_protocol::{
    CodeBoard, CodeBoard9, CodeFrame, CodeParam, CodeRequest, CodeRun, CodeVar, CodeWarning,
};

use fillscope_core::bfs::Walls;
use fillscope_core::nine::{Board9, Frame9, Outcome9, Register9, Trace9, Walls9};

use crate::cells::{cells, cells9, Cell};
use crate::nine_board::Marks9;
use crate::state::replace;
use crate::url_state::UrlState;

use crate::playback::Playback;

/// What the board of a check against a built-in fill calls the squares
/// only in the code's set, only in the built-in's and in both.
pub const CHECK_WORDS: [&str; 3] = ["only yours", "only the built-in's", "in both"];

/// Source text longer than this many bytes is cut (with a notice): an
/// engine's whole move generator fits (3,000 lines of 30 bytes), and so
/// does its link ([`crate::url_state::MAX_CODE_LINK`]).
pub const MAX_CODE_BYTES: usize = 100_000;

/// The statement budget a run gets unless the user sets another.
pub const DEFAULT_STEPS: u64 = 100_000;

/// The source the Code mode opens with: a Dumb7Fill written as the wiki
/// writes it, with a bug to find (the east shift's mask is missing).
pub const STARTER: &str = "\
// Paste your own fill here, or open a preset.
// Its U64 parameters take the board's sets by name:
// gen, sq1, from: the sources; sq2, to: the targets;
// pro, path, empty: the open squares.

U64 eastOccluded(U64 gen, U64 pro) {
    U64 flood = gen;
    // Bug: the a-file should be masked off `pro` first.
    while (gen) {
        gen = (gen << 1) & pro;
        flood |= gen;
    }
    return flood;
}
";

/// A run as the state holds it: shared, and equal only to itself, so that
/// comparing states (the page does on every redraw) does not walk its
/// frames.
#[derive(Clone, Debug)]
pub struct RunRef(pub Rc<CodeRun>);

impl PartialEq for RunRef {
    fn eq(&self, other: &RunRef) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::ops::Deref for RunRef {
    type Target = CodeRun;
    fn deref(&self) -> &CodeRun {
        &self.0
    }
}

/// Everything the Code mode keeps.
#[derive(Clone, Debug, PartialEq)]
pub struct CodeState {
    /// The source as typed (empty in the first-load app until the full app
    /// reads [`CodeState::packed`]).
    pub source: String,
    /// The source as a link carries it (`code=`): compressed, URL-safe.
    pub packed: String,
    /// The entry function; `None` for the last one.
    pub entry: Option<String>,
    /// Parameters the user bound, by name (`src`, `tgt`, `open`, `blk` or a
    /// number).
    pub bind: Vec<(String, String)>,
    /// The statement budget.
    pub max_steps: u64,
    /// Lines with a breakpoint. (A list, not a set type: the first-load
    /// app carries it too, and a B-tree's code would weigh on its size.)
    pub breakpoints: Vec<u32>,
    /// The last run the worker sent for the current request.
    pub run: Option<RunRef>,
    /// The request `run` answered: while the code, its bindings or the
    /// board have changed since, the run on show is the code's as it was
    /// (see [`CodeState::stale`]).
    pub ran_for: Option<Rc<CodeRequest>>,
    /// Why the worker could not run the code (it failed, timed out, or the
    /// user stopped it).
    pub failure: Option<String>,
    /// Which frame is on show.
    pub playback: Playback,
    /// The variables the user picked for the board, each with how it is
    /// drawn (one pick a name, in the order picked); the rest are drawn by
    /// the defaults (see [`drawing`]). Empty: the defaults alone. Only in
    /// the full app: the first-load app keeps [`CodeState::draw_link`], and
    /// leaving the list out keeps its code out of the first load.
    #[cfg(feature = "modes")]
    pub draw: Vec<(String, DrawAs)>,
    /// The picks as a link carries them (`draw=`).
    pub draw_link: String,
    /// The frame a link asked for, until the first run is here.
    pub pending_frame: Option<usize>,
    /// The built-in fill the run's end is checked against (`against=`),
    /// if any, on the same board.
    pub against: Option<fillscope_core::Algorithm>,
    /// What of the built-in's run is checked (`part=`).
    pub part: Against,
    /// The user's code that a preset replaced: the preset menu offers it
    /// back ([`OWN_CODE`]), and LocalStorage keeps it, so opening a preset
    /// or a link loses no one's work. Only in the full app.
    #[cfg(feature = "modes")]
    pub own: Option<Rc<str>>,
    /// Whether the source is a preset as opened, unedited (it is not put
    /// aside when another preset replaces it).
    #[cfg(feature = "modes")]
    pub from_preset: bool,
}

/// The preset menu's value for the code put aside ([`CodeState::own`]).
#[cfg(feature = "modes")]
pub const OWN_CODE: &str = "=own";

/// How the Code mode's board draws a variable: as one of the roles the
/// board already has, as numbered layers (an array), or not at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawAs {
    /// The fill frontier.
    Frontier,
    /// Everything reached.
    Filled,
    /// The answer.
    Result,
    /// The squares the fill may enter: the rest drawn as blockers.
    Open,
    /// Squares that stop the fill.
    Blockers,
    /// Each element of an array as its numbered layer.
    Layers,
    /// Not drawn (a default the user turned off).
    Off,
}

impl DrawAs {
    /// Each way, with its word in links (`draw=flood:filled;gen:frontier`)
    /// and its label in the Code tab's menu and caption, in menu order.
    pub const WORDS: [(DrawAs, &'static str, &'static str); 7] = [
        (DrawAs::Frontier, "frontier", "frontier"),
        (DrawAs::Filled, "filled", "filled"),
        (DrawAs::Result, "result", "result"),
        (DrawAs::Open, "open", "open squares"),
        (DrawAs::Blockers, "blk", "blockers"),
        (DrawAs::Layers, "layers", "numbered layers"),
        (DrawAs::Off, "off", "not drawn"),
    ];

    /// Its word in links.
    #[must_use]
    pub fn word(self) -> &'static str {
        Self::WORDS
            .iter()
            .find(|(d, ..)| *d == self)
            .map_or("off", |(_, w, _)| w)
    }

    /// Its label in the menu and the caption.
    #[must_use]
    pub fn label(self) -> &'static str {
        Self::WORDS
            .iter()
            .find(|(d, ..)| *d == self)
            .map_or("not drawn", |(.., l)| l)
    }

    /// The way a link's word names.
    #[must_use]
    pub fn from_word(word: &str) -> Option<DrawAs> {
        Self::WORDS
            .iter()
            .find(|(_, w, _)| *w == word)
            .map(|(d, ..)| *d)
    }

    /// The board's role for a set drawn this way; `None` for numbered
    /// layers (a role each) and for not drawn.
    #[must_use]
    pub fn role(self) -> Option<Role> {
        Some(match self {
            DrawAs::Frontier => Role::Frontier,
            DrawAs::Filled => Role::Filled,
            DrawAs::Result => Role::Result,
            DrawAs::Open => Role::Propagator,
            DrawAs::Blockers => Role::Blocker,
            DrawAs::Layers | DrawAs::Off => return None,
        })
    }
}

impl Default for CodeState {
    fn default() -> CodeState {
        CodeState {
            source: String::new(),
            packed: String::new(),
            entry: None,
            bind: Vec::new(),
            max_steps: DEFAULT_STEPS,
            breakpoints: Vec::new(),
            run: None,
            ran_for: None,
            failure: None,
            playback: Playback::new(0),
            #[cfg(feature = "modes")]
            draw: Vec::new(),
            draw_link: String::new(),
            pending_frame: None,
            against: None,
            part: Against::Result,
            #[cfg(feature = "modes")]
            own: None,
            #[cfg(feature = "modes")]
            from_preset: false,
        }
    }
}

impl CodeState {
    /// The Code mode's state from a link, and a notice if its code or its
    /// picks of what to draw could not be read. The first-load app keeps both
    /// as the link has them; the full app unpacks the code (an empty `code=`
    /// is the starter routine) and reads the picks.
    #[must_use]
    pub fn from_link(link: &UrlState) -> (CodeState, Option<String>) {
        let mut code = CodeState {
            packed: link.code.clone(),
            entry: link.entry.clone(),
            bind: link.bind.clone(),
            max_steps: link.steps.unwrap_or(DEFAULT_STEPS),
            against: link.against,
            part: link.part.clone(),
            ..CodeState::default()
        };
        // Kept sorted and without repeats (a link may list them any way).
        for &line in &link.breakpoints {
            if !code.breakpoints.contains(&line) {
                code.toggle_breakpoint(line);
            }
        }
        code.draw_link = link.draw.clone();
        #[cfg(not(feature = "modes"))]
        let notice = None;
        #[cfg(feature = "modes")]
        let notice = {
            let mut notice = None;
            match parse_draw(&link.draw) {
                // One pick a name: a name listed twice keeps its last.
                Ok(picks) => {
                    for (name, how) in picks {
                        code.set_draw(name, how);
                    }
                }
                Err(why) => {
                    code.draw_link.clear();
                    notice = Some(format!("The Code tab draws its defaults: {why}."));
                }
            }
            if code.packed.is_empty() {
                code.source = STARTER.to_string();
            } else {
                match unpack(&code.packed) {
                    Ok(text) => code.source = text,
                    Err(why) => {
                        code.source = STARTER.to_string();
                        code.packed.clear();
                        // What the link says of the code it lost (its
                        // entry, bindings, breakpoints, picks and frame)
                        // is not the starter's.
                        code.entry = None;
                        code.bind.clear();
                        code.breakpoints.clear();
                        code.draw.clear();
                        code.draw_link.clear();
                        let starter = format!("The Code tab shows the starter routine: {why}.");
                        notice = Some(match notice {
                            Some(draw) => format!("{starter} {draw}"),
                            None => starter,
                        });
                    }
                }
            }
            notice
        };
        (code, notice)
    }

    /// Whether the run on show answered another request than `request`
    /// (the code or the board changed, and the new run is not here yet, or
    /// was stopped): its board, values and findings are the code's as it
    /// was.
    #[must_use]
    pub fn stale(&self, request: &CodeRequest) -> bool {
        self.run.is_some() && self.ran_for.as_deref() != Some(request)
    }

    /// What the worker is asked to run for `setup`'s board, or for the 9x9
    /// board `nine` when it is on show.
    #[must_use]
    pub fn request(&self, setup: &Setup, nine: Option<&Marks9>) -> CodeRequest {
        CodeRequest {
            source: self.source.clone(),
            entry: self.entry.clone(),
            board: CodeBoard {
                sources: setup.sources.0,
                targets: setup.targets.0,
                blockers: setup.blockers.0,
                side_c: setup.side_c.0,
                side_d: setup.side_d.0,
                white: setup.white.0,
                black: setup.black.0,
                wn: setup.walls.north.0,
                we: setup.walls.east.0,
                dir: fillscope_core::Direction::ALL
                    .iter()
                    .position(|&d| d == setup.direction)
                    .map_or(0, |k| k as u8),
                nine: nine.map(|m| {
                    // No walls, no field: the request's JSON leaves them out.
                    let hex = |b: Board9| if b.0 == 0 { String::new() } else { b.hex() };
                    CodeBoard9 {
                        sources: m.sources.hex(),
                        targets: m.targets.hex(),
                        blockers: m.blockers.hex(),
                        side_c: hex(m.side_c),
                        side_d: hex(m.side_d),
                        wn: hex(m.walls.north),
                        we: hex(m.walls.east),
                    }
                }),
            },
            bind: self.bind.clone(),
            max_steps: self.max_steps,
            max_frames: None,
        }
    }

    /// Takes a run the worker sent, keeping the frame on show where it can.
    pub fn ran(&mut self, run: Rc<CodeRun>) {
        let at = self.playback.frame;
        // The last frame before: the result, which the new run's last
        // frame is too.
        let at_end = self.run.as_ref().is_none_or(|r| at + 1 >= r.frames.len());
        self.playback.retrace(run.frames.len());
        if at_end {
            // A first run, or one after the result was on show, opens at
            // its last frame: the result.
            self.playback.seek(run.frames.len().saturating_sub(1));
        } else {
            self.playback.seek(at);
        }
        self.run = Some(RunRef(run));
        self.failure = None;
    }

    /// The source changed: a failure of the run before (say, a stopped
    /// one) no longer describes it. The last run stays on show until the
    /// next one arrives.
    pub fn changed(&mut self) {
        self.failure = None;
    }

    /// Sets the code on show aside ([`CodeState::own`]) before `text`
    /// replaces it, if it is the user's: typed or edited here, not a preset
    /// as opened, nor the starter routine.
    #[cfg(feature = "modes")]
    pub fn put_aside(&mut self, text: &str) {
        let mine = self.source.as_str();
        if !self.from_preset && mine != text && mine != STARTER {
            self.own = Some(mine.into());
        }
    }

    /// The frame a link carries (`frame=` in a Code link): the one on
    /// show, or the one asked for until the run is here; `None` at the
    /// run's last frame, the result.
    #[must_use]
    pub fn link_frame(&self) -> Option<usize> {
        match &self.run {
            Some(run) => {
                let at = self.playback.frame;
                (at + 1 < run.frames.len()).then_some(at)
            }
            None => self.pending_frame,
        }
    }

    /// The frame on show.
    #[must_use]
    pub fn frame(&self) -> Option<&CodeFrame> {
        self.run.as_ref()?.frames.get(self.playback.frame)
    }

    /// The frame after `from` whose line has a breakpoint, if any.
    #[must_use]
    pub fn next_break(&self, from: usize) -> Option<usize> {
        let run = self.run.as_ref()?;
        (from + 1..run.frames.len()).find(|&i| self.breakpoints.contains(&run.frames[i].line))
    }

    /// The frame after `from` at the same call depth or shallower: "step
    /// over" a call.
    #[must_use]
    pub fn step_over(&self, from: usize) -> Option<usize> {
        let run = self.run.as_ref()?;
        let depth = run.frames.get(from)?.depth;
        (from + 1..run.frames.len()).find(|&i| run.frames[i].depth <= depth)
    }

    /// Sets or clears the breakpoint on `line`.
    pub fn toggle_breakpoint(&mut self, line: u32) {
        match self.breakpoints.binary_search(&line) {
            Ok(i) => {
                self.breakpoints.remove(i);
            }
            Err(i) => self.breakpoints.insert(i, line),
        }
    }

    /// Binds parameter `name` to `bind` (replacing an earlier binding).
    /// Returns whether anything changed.
    pub fn set_bind(&mut self, name: String, bind: String) -> bool {
        if self.bind.iter().any(|(n, b)| *n == name && *b == bind) {
            return false;
        }
        self.bind.retain(|(n, _)| *n != name);
        self.bind.push((name, bind));
        true
    }

    /// Draws variable `name` as `how` (replacing an earlier pick; its place
    /// in the list stays). Returns whether anything changed.
    #[cfg(feature = "modes")]
    pub fn set_draw(&mut self, name: String, how: DrawAs) -> bool {
        let changed = match self.draw.iter_mut().find(|(n, _)| *n == name) {
            Some((_, h)) => replace(h, how),
            None => {
                self.draw.push((name, how));
                true
            }
        };
        self.draw_link = write_draw(&self.draw);
        changed
    }

    /// Drops every pick: the board draws the defaults. Returns whether
    /// there were any.
    #[cfg(feature = "modes")]
    pub fn clear_draw(&mut self) -> bool {
        self.draw_link.clear();
        !std::mem::take(&mut self.draw).is_empty()
    }
}

/// The picks as a link writes them: `flood:filled;gen:frontier`.
#[must_use]
pub fn write_draw(picks: &[(String, DrawAs)]) -> String {
    let words: Vec<String> = picks
        .iter()
        .map(|(name, how)| format!("{name}:{}", how.word()))
        .collect();
    words.join(";")
}

/// The picks a link's `draw=` carries, or why they cannot be read.
pub fn parse_draw(text: &str) -> Result<Vec<(String, DrawAs)>, String> {
    text.split(';')
        .filter(|pick| !pick.is_empty())
        .map(|pick| {
            let (name, how) = pick.split_once(':').unwrap_or((pick, ""));
            match DrawAs::from_word(how) {
                Some(how) if crate::url_state::is_identifier(name) => Ok((name.to_string(), how)),
                _ => Err(format!(
                    "`{}` in the link's draw= is not variable:how, how being frontier, filled, result, open, blk, layers or off",
                    pick.chars().take(40).collect::<String>()
                )),
            }
        })
        .collect()
}

/// A statement's frame of the user's run as either board's trace takes
/// it ([`CodeState::run_trace`], [`CodeState::run_trace9`]): its caption,
/// its line, and its sets (each with its bits, up to 128, and its role).
#[cfg(feature = "modes")]
type CodeTraceFrame = (String, u16, Vec<Drawn>);

/// The last run as either board's trace reads it: its frames, the set it
/// returned (bits up to 128), and the number it returned.
#[cfg(feature = "modes")]
type CodeTraceParts = (Vec<CodeTraceFrame>, Option<u128>, Option<u32>);

#[cfg(feature = "modes")]
impl CodeState {
    /// The last run as a trace, for the Compare mode's run B: each
    /// statement a frame ("line L in f"), its sets as registers named as in
    /// the code (the set it assigned the frontier, arrays of sets as
    /// numbered layers `asp[0]`, `asp[1]`, ...), and the return value: a
    /// set as the result of the last frame, a number as the number the run
    /// returns. No run yet: no frames. Each set is cut to the 8x8 board
    /// (its low 64 bits); [`CodeState::run_trace9`] is the 9x9 board's.
    #[must_use]
    pub fn run_trace(&self) -> Trace {
        let (frames, set, number) = self.trace_parts(false);
        let set = set.map(|v| Bitboard(v as u64));
        let frames = frames
            .into_iter()
            .map(|(caption, line, sets)| Frame {
                caption: caption.into(),
                line,
                registers: sets
                    .into_iter()
                    .map(|(name, v, role)| Register::new(name, Bitboard(v as u64), role))
                    .collect(),
            })
            .collect();
        Trace {
            algorithm: "code".into(),
            frames,
            outcome: match (set, number) {
                (None, Some(value)) => Outcome::Returned { value },
                (set, _) => Outcome::Bitboard {
                    value: set.unwrap_or(Bitboard::EMPTY),
                },
            },
        }
    }

    /// The last run as a 9x9 trace, for the Compare mode's run B on the
    /// 9x9 board: [`CodeState::run_trace`]'s frames, registers and return
    /// value, each set of 128 bits cut to the board's 81 squares.
    #[must_use]
    pub fn run_trace9(&self) -> Trace9 {
        let (frames, set, number) = self.trace_parts(true);
        let cut = |v: u128| Board9(v & Board9::ALL.0);
        let set = set.map(cut);
        let frames = frames
            .into_iter()
            .map(|(caption, line, sets)| Frame9 {
                caption: caption.into(),
                line,
                registers: sets
                    .into_iter()
                    .map(|(name, v, role)| Register9 {
                        name: name.into(),
                        value: cut(v),
                        role,
                    })
                    .collect(),
            })
            .collect();
        Trace9 {
            board: fillscope_core::nine::BOARD.into(),
            algorithm: "code".into(),
            frames,
            outcome: match (set, number) {
                (None, Some(value)) => Outcome9::Returned { value },
                (set, _) => Outcome9::Bitboard {
                    value: set.unwrap_or(Board9::EMPTY),
                },
            },
        }
    }

    /// What [`CodeState::run_trace`] and [`CodeState::run_trace9`] read of
    /// the last run, on either board: each statement's frame, the set
    /// returned (`0x...`; the last frame holds it as `return`, the result)
    /// and the number returned (a distance, a length, 1 or 0 for yes or
    /// no), which is compared with the number a built-in returns; no value
    /// at all is taken as no squares. A run that answered a request for
    /// the other board (`nine`: the 9x9 board's) is none: its sets are
    /// that board's squares, and the run for this board is on its way.
    fn trace_parts(&self, nine: bool) -> CodeTraceParts {
        let other = self
            .ran_for
            .as_ref()
            .is_some_and(|r| r.board.nine.is_some() != nine);
        let run = self.run.as_deref().filter(|_| !other);
        let ret = run
            .and_then(|r| r.ret.as_deref())
            .filter(|t| t.starts_with("0x"));
        let mut frames: Vec<CodeTraceFrame> = run
            .map(|r| r.frames.iter().map(|f| frame_of(f, &self.draw)).collect())
            .unwrap_or_default();
        let set = ret.and_then(as_wide);
        if let (Some(last), Some(set)) = (frames.last_mut(), set) {
            last.2.push(("return".into(), set, Role::Result));
        }
        let number = run
            .and_then(|r| r.ret.as_deref())
            .and_then(|t| t.parse::<u32>().ok());
        (frames, set, number)
    }
}

/// A statement's frame as a trace frame (see [`CodeState::run_trace`]):
/// the array the Code tab draws as numbered layers (with the user's
/// `picks`) gives the layers; other arrays (`con[]`) are listed, not
/// painted. Its sets keep their bits (up to 128): each board cuts them.
#[cfg(feature = "modes")]
fn frame_of(f: &CodeFrame, picks: &[(String, DrawAs)]) -> CodeTraceFrame {
    let assigned = just_assigned(f).map(|v| v.name.as_str());
    let layered: Vec<&str> = drawing(f, picks)
        .into_iter()
        .filter(|&(_, how)| how == DrawAs::Layers)
        .map(|(v, _)| v.name.as_str())
        .collect();
    let mut registers = Vec::new();
    for v in f.vars.iter().filter(|v| is_set(v)) {
        match (&v.elems, v.value.as_deref().and_then(as_wide)) {
            (Some(elems), _) => {
                let layers = layered.contains(&v.name.as_str());
                for (i, e) in elems.iter().enumerate() {
                    if let Some(set) = e.as_deref().and_then(as_wide) {
                        let k = u16::try_from(i).unwrap_or(u16::MAX);
                        registers.push((
                            format!("{}[{i}]", v.name),
                            set,
                            if layers { Role::Layer(k) } else { Role::Info },
                        ));
                    }
                }
            }
            (None, Some(set)) => {
                let role = if Some(v.name.as_str()) == assigned {
                    Role::Frontier
                } else {
                    Role::Info
                };
                registers.push((v.name.clone(), set, role));
            }
            (None, None) => {}
        }
    }
    (
        format!("Line {} in {}", f.line, f.function),
        u16::try_from(f.line).unwrap_or(u16::MAX),
        registers,
    )
}

/// The warnings of one kind at one line, as the index of the first and how
/// many there are, in the order first found: a loop that wraps bits on every
/// pass is one finding, not one per pass.
#[must_use]
pub fn grouped(warnings: &[CodeWarning]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    for (i, w) in warnings.iter().enumerate() {
        let same = |&(f, _): &(usize, usize)| {
            let v: &CodeWarning = &warnings[f];
            v.line == w.line && v.kind == w.kind
        };
        match out.iter_mut().find(|g| same(g)) {
            Some(g) => g.1 += 1,
            None => out.push((i, 1)),
        }
    }
    out
}

/// A value's text (`0x...` or a decimal number) as a set of squares on
/// the 8x8 board: the low 64 bits.
#[must_use]
pub fn as_set(text: &str) -> Option<Bitboard> {
    as_wide(text).map(|bits| Bitboard(bits as u64))
}

/// A value's text (`0x...` or a decimal number) as its bits, up to 128
/// (a 9x9 board's set; a negative number as its two's complement).
#[must_use]
pub fn as_wide(text: &str) -> Option<u128> {
    if let Some(hex) = text.strip_prefix("0x") {
        let low = &hex[hex.len().saturating_sub(32)..];
        u128::from_str_radix(low, 16).ok()
    } else {
        let n: i128 = text.parse().ok()?;
        Some(n as u128)
    }
}

/// An array's text in the variables list: its elements (`?` for one never
/// assigned), then its zeros after them ([`CodeVar::zeros`]); a run of
/// three or more zeros at the end is counted, `{4, 0 × 63}`, so a global
/// array of zeros reads `{0 × 64}` and one never assigned `{}`.
#[must_use]
pub fn array_text(elems: &[Option<String>], zeros: u32) -> String {
    let is_zero = |e: &Option<String>| e.as_deref().and_then(as_wide) == Some(0);
    let written = elems.iter().rev().take_while(|e| is_zero(e)).count();
    let run = written + zeros as usize;
    // A zero as the array's elements are written (`0x0000000000000000`
    // for a set), `0` when none is.
    let zero = elems
        .iter()
        .rev()
        .find(|e| is_zero(e))
        .or_else(|| elems.first())
        .and_then(|e| e.as_deref())
        .map_or_else(
            || "0".to_string(),
            |t| match t.strip_prefix("0x") {
                Some(hex) => format!("0x{}", "0".repeat(hex.len())),
                None => "0".to_string(),
            },
        );
    let (head, tail) = if run >= 3 {
        (
            &elems[..elems.len() - written],
            vec![format!("{zero} × {run}")],
        )
    } else {
        (elems, vec![zero; zeros as usize])
    };
    let items: Vec<String> = head
        .iter()
        .map(|e| e.clone().unwrap_or_else(|| "?".into()))
        .chain(tail)
        .collect();
    format!("{{{}}}", items.join(", "))
}

/// Whether a variable is a set of squares (drawn as a board).
#[must_use]
pub fn is_set(v: &CodeVar) -> bool {
    v.ty == "U64" || v.ty == "unsigned __int128"
}

/// The set the frame's statement assigned (the last one listed that
/// changed), if any: the board's frontier unless the user picked another.
#[must_use]
pub fn just_assigned(frame: &CodeFrame) -> Option<&CodeVar> {
    frame
        .vars
        .iter()
        .rev()
        .find(|v| v.changed && is_set(v) && v.elems.is_none())
}

/// The sets the board draws at a frame, in the frame's order, and how:
/// each variable the user picked (`picks`) as picked, and by default the
/// first array not picked, and not a global (a table of constants such as
/// a file mask per direction is no layers), as numbered layers (unless an
/// array is picked as layers) and the set just assigned as the frontier (unless a set is
/// picked as the frontier). A single set picked as layers, which has no
/// numbers, is the frontier. Variables not in the frame are left out.
#[must_use]
pub fn drawing<'a>(frame: &'a CodeFrame, picks: &[(String, DrawAs)]) -> Vec<(&'a CodeVar, DrawAs)> {
    let pick = |v: &CodeVar| {
        picks
            .iter()
            .find(|(n, _)| *n == v.name)
            .map(|&(_, how)| how)
    };
    let sets = || frame.vars.iter().filter(|v| is_set(v));
    let picked_frontier = sets().any(|v| {
        pick(v) == Some(DrawAs::Frontier) || (pick(v) == Some(DrawAs::Layers) && v.elems.is_none())
    });
    let mut layers_free = !sets().any(|v| v.elems.is_some() && pick(v) == Some(DrawAs::Layers));
    let assigned = just_assigned(frame).map(|v| v.name.as_str());
    sets()
        .filter_map(|v| {
            let how = match pick(v) {
                Some(how) => how,
                None if !v.global
                    && v.elems.as_ref().is_some_and(|e| !e.is_empty())
                    && replace(&mut layers_free, false) =>
                {
                    DrawAs::Layers
                }
                None if !picked_frontier && Some(v.name.as_str()) == assigned => DrawAs::Frontier,
                None => DrawAs::Off,
            };
            let how = match how {
                DrawAs::Layers if v.elems.is_none() => DrawAs::Frontier,
                how => how,
            };
            (how != DrawAs::Off).then_some((v, how))
        })
        .collect()
}

/// One value the Code mode's board draws: its name, its bits (up to 128)
/// and how it is drawn.
pub type Drawn = (String, u128, Role);

/// The values the board draws for the sets [`drawing`] picks: an array as
/// layers each element that has squares (`asp[0]`, `asp[1]`, ...), an array
/// drawn another way all its elements together, a single set as itself.
#[must_use]
pub fn drawn_sets(frame: &CodeFrame, picks: &[(String, DrawAs)]) -> Vec<Drawn> {
    let mut out = Vec::new();
    for (v, how) in drawing(frame, picks) {
        let elems = v.elems.as_deref().map(|elems| {
            elems
                .iter()
                .map(|e| e.as_deref().and_then(as_wide).unwrap_or(0))
        });
        match (elems, how.role()) {
            (Some(elems), None) => {
                for (i, set) in elems.enumerate().filter(|&(_, set)| set != 0) {
                    let k = u16::try_from(i).unwrap_or(u16::MAX);
                    out.push((format!("{}[{i}]", v.name), set, Role::Layer(k)));
                }
            }
            (Some(elems), Some(role)) => {
                out.push((v.name.clone(), elems.fold(0, |a, b| a | b), role));
            }
            (None, role) => {
                if let Some(set) = v.value.as_deref().and_then(as_wide) {
                    out.push((v.name.clone(), set, role.unwrap_or(Role::Frontier)));
                }
            }
        }
    }
    out
}

/// How the board draws the squares a shift wrapped bits onto, and what it
/// calls them: a look no other value of the Code tab's board takes.
pub const WRAPPED: (Role, &str) = (Role::ResultD, "wrapped bits");

/// The squares where the wrap warnings that `frame`'s statement gave put
/// wrapped bits (0: none).
#[must_use]
pub fn wrapped_at(frame: &CodeFrame, warnings: &[CodeWarning]) -> u128 {
    frame
        .warnings
        .iter()
        .filter_map(|&w| warnings.get(w))
        .filter(|w| w.kind == "wrap")
        .filter_map(|w| as_wide(&w.squares))
        .fold(0, |a, b| a | b)
}

/// What the board draws for a code frame: the board's `marks` (sources,
/// targets, blockers, sides C and D, white and black pawns), the sets [`drawn_sets`] gives, the squares its
/// statement `wrapped` bits onto (the warning's squares, whether or not a
/// variable is drawn), and, at the end, the return value `ret` as the
/// result; or, checked against a built-in fill, `diff`'s squares only in the
/// code's (result), only in the built-in's (result B) and in both (tie).
#[must_use]
pub fn board_values(
    marks: [u128; 7],
    frame: Option<&CodeFrame>,
    picks: &[(String, DrawAs)],
    wrapped: u128,
    ret: Option<&str>,
    diff: Option<(u128, u128)>,
) -> Vec<Drawn> {
    let [sources, targets, blockers, side_c, side_d, white, black] = marks;
    let mut registers: Vec<Drawn> = vec![
        ("sources".into(), sources, Role::Source),
        ("targets".into(), targets, Role::Target),
        ("blockers".into(), blockers, Role::Blocker),
    ];
    for (name, set, role) in [
        ("side C", side_c, Role::SideC),
        ("side D", side_d, Role::SideD),
        ("white pawns", white, Role::WhitePawn),
        ("black pawns", black, Role::BlackPawn),
    ] {
        if set != 0 {
            registers.push((name.into(), set, role));
        }
    }
    if let Some(f) = frame {
        registers.extend(drawn_sets(f, picks));
    }
    if wrapped != 0 {
        registers.push((WRAPPED.1.into(), wrapped, WRAPPED.0));
    }
    let ret = ret.filter(|t| t.starts_with("0x")).and_then(as_wide);
    match (ret, diff) {
        (_, Some((mine, theirs))) => {
            registers.push(("only yours".into(), mine & !theirs, Role::Result));
            registers.push(("only built-in".into(), theirs & !mine, Role::ResultB));
            registers.push(("both".into(), mine & theirs, Role::Tie));
        }
        (Some(set), None) => registers.push(("return".into(), set, Role::Result)),
        (None, _) => {}
    }
    registers
}

/// The cells of the Code mode's board: 81 on the 9x9 board (`nine`, its
/// walls), else 64 with the 8x8 board's `walls` (the code's `wn` and `we`
/// take both), each value cut to the board's squares.
#[must_use]
pub fn board_cells(values: Vec<Drawn>, nine: Option<Walls9>, walls: Walls) -> Vec<Cell> {
    if let Some(walls9) = nine {
        let registers = values
            .into_iter()
            .map(|(name, v, role)| Register9 {
                name: name.into(),
                value: Board9(v & Board9::ALL.0),
                role,
            })
            .collect();
        let frame = Frame9 {
            caption: "".into(),
            line: 0,
            registers,
        };
        return cells9(Some(&frame), Some(walls9), None);
    }
    let registers = values
        .into_iter()
        .map(|(name, v, role)| Register::new(name, Bitboard(v as u64), role))
        .collect();
    let frame = Frame {
        caption: "".into(),
        line: 0,
        registers,
    };
    cells(Some(&frame), Some(walls), None)
}

/// The array layers a frame shows: each array of sets, its elements
/// numbered (`asp[0]`, `asp[1]`, ...), for the board's numbered layers.
#[must_use]
pub fn layers(frame: &CodeFrame) -> Vec<(String, Vec<u128>)> {
    frame
        .vars
        .iter()
        .filter(|v| is_set(v))
        .filter_map(|v| {
            let elems = v.elems.as_ref()?;
            let sets: Vec<u128> = elems
                .iter()
                .map(|e| e.as_deref().and_then(as_wide).unwrap_or(0))
                .collect();
            (!sets.is_empty()).then(|| (v.name.clone(), sets))
        })
        .collect()
}

/// The source as a link carries it: raw DEFLATE, then URL-safe base64
/// without padding. Compression keeps a routine's link short enough to
/// share (a 40-line fill packs to about 500 characters).
#[cfg(feature = "modes")]
#[must_use]
pub fn pack(source: &str) -> String {
    use base64::Engine as _;
    if source.is_empty() {
        return String::new();
    }
    let deflated = miniz_oxide::deflate::compress_to_vec(source.as_bytes(), 9);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(deflated)
}

/// The source a link's `code=` carries, or why it cannot be read.
#[cfg(feature = "modes")]
pub fn unpack(packed: &str) -> Result<String, String> {
    unpack_text(packed, MAX_CODE_BYTES, "code")
}

/// The text a link's packed value carries (`code=`, `logz=`: [`pack`]'s
/// form), inflated to at most `limit` bytes, or why it cannot be read,
/// naming it as `what`.
#[cfg(feature = "modes")]
pub fn unpack_text(packed: &str, limit: usize, what: &str) -> Result<String, String> {
    use base64::Engine as _;
    if packed.is_empty() {
        return Ok(String::new());
    }
    let damaged =
        || format!("the {what} in this link is damaged or too long, and could not be unpacked");
    let packed = packed.trim_end_matches('=');
    let legal = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(packed)
        .map_err(|_| {
            // Every character legal, yet no base64: the link was cut.
            if packed.chars().all(legal) {
                damaged()
            } else {
                format!("the {what} in this link is not in the link's format (URL-safe base64)")
            }
        })?;
    let raw =
        miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes, limit).map_err(|_| damaged())?;
    String::from_utf8(raw).map_err(|_| format!("the {what} in this link is not text"))
}

/// An array parameter's binding read back for its two fields: the length
/// (`declared`, else the binding's, else 64) and the starting values,
/// space-separated.
#[must_use]
pub fn array_binding(bind: &str, declared: Option<usize>) -> (usize, String) {
    let mut parts = bind.split(';');
    let asked = parts.next().and_then(|n| n.parse::<usize>().ok());
    let values: Vec<&str> = parts.collect();
    (declared.or(asked).unwrap_or(64), values.join(" "))
}

/// An array parameter's binding from its fields: the length, then the
/// values typed (separated by spaces or commas).
#[must_use]
pub fn array_bind(len: &str, values: &str) -> String {
    let mut out = len.to_string();
    for v in values.split([' ', ',', ';']).filter(|v| !v.is_empty()) {
        out.push(';');
        out.push_str(v);
    }
    out
}

/// A built-in run's numbered layers at its end (`asp[0]`, `asp[1]`, ...;
/// a layer missing there is empty).
#[must_use]
pub fn end_layers(trace: &Trace) -> Vec<Bitboard> {
    let mut out: Vec<Bitboard> = Vec::new();
    for r in trace.frames.last().map_or(&[][..], |f| &f.registers[..]) {
        if let (Role::Layer(k), false) = (r.role, r.is_alias()) {
            let k = usize::from(k);
            if out.len() <= k {
                out.resize(k + 1, Bitboard::EMPTY);
            }
            out[k] = r.value;
        }
    }
    out
}

/// What the Code tab says when the board has Voronoi sides C or D (`c`,
/// `d`: whether it has each) that no parameter of `params` takes: the
/// routine runs without them, which is worth saying, not passing over.
#[must_use]
pub fn unbound_sides(params: &[CodeParam], c: bool, d: bool) -> Option<String> {
    let bound = |set: &str| params.iter().any(|p| p.bind == set);
    let missing: Vec<&str> = [("side C", c && !bound("sc")), ("side D", d && !bound("sd"))]
        .into_iter()
        .filter_map(|(name, missing)| missing.then_some(name))
        .collect();
    let (names, them) = match missing.as_slice() {
        [] => return None,
        [one] => (*one, "it"),
        _ => ("side C and side D", "them"),
    };
    Some(format!(
        "The board has Voronoi's {names}, but no parameter takes {them}: the routine runs \
         without {them}. Bind a set parameter to {them} below to pass {them}."
    ))
}

/// What the Code tab checks a run's end against in a built-in fill's
/// run: its result, one of its registers at its end (`flood`), or its
/// numbered layer `k` (against the code's array of sets).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Against {
    /// The built-in's result (its answer, or the number it returns).
    #[default]
    Result,
    /// One of the built-in's set registers at its end, by name.
    Register(String),
    /// The built-in's layer `k`.
    Layer(usize),
}

impl Against {
    /// As a link writes it (`part=`): the layer's number or the register's
    /// name; `None` for the result, which a link leaves out.
    #[must_use]
    pub fn link_value(&self) -> Option<String> {
        match self {
            Against::Result => None,
            Against::Register(name) => Some(name.clone()),
            Against::Layer(k) => Some(k.to_string()),
        }
    }

    /// Reads [`Against::link_value`]'s form: digits are a layer, other text
    /// of at most 64 characters a register's name.
    #[must_use]
    pub fn from_link(v: &str) -> Option<Against> {
        if v.is_empty() || v.chars().count() > 64 || v.chars().any(char::is_control) {
            return None;
        }
        Some(match v.parse::<usize>() {
            Ok(k) => Against::Layer(k),
            Err(_) if v.bytes().all(|b| b.is_ascii_digit()) => return None,
            Err(_) => Against::Register(v.to_string()),
        })
    }
}

/// A check of the code's run against a built-in fill's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    /// Two sets (of the 9x9 board's squares when it is on show).
    Sets {
        /// The code's set.
        mine: u128,
        /// The built-in's set.
        theirs: u128,
        /// What the code's set is: "result", "layer 2".
        what: String,
        /// What the built-in's set is: "result", "`flood`", "layer 2".
        their_what: String,
        /// When the results differ, the built-in's register that equals
        /// the code's result, if one does ("`flood`").
        equals: Option<String>,
    },
    /// Two numbers the routines returned.
    Numbers {
        /// What the code returned.
        mine: String,
        /// What the built-in returns.
        theirs: String,
    },
    /// Nothing the two have in common to compare, and why.
    Apart(String),
}

/// What the Code tab's check reads of a built-in fill's run, on the 8x8
/// or the 9x9 board, worked out once per run (not on every frame step):
/// its answer, the number it returns, its numbered layers and its other
/// set registers at its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fill {
    /// Its answer ([`fillscope_core::compare::answer`]).
    pub answer: u128,
    /// The number it returns, if it returns one (not a set).
    pub returned: Option<String>,
    /// Its numbered layers at its end ([`end_layers`]).
    pub layers: Vec<u128>,
    /// Its set registers at its end, but its layers (those are
    /// [`Against::Layer`]), in order: what [`Against::Register`] offers.
    pub registers: Vec<(String, u128)>,
}

impl Fill {
    /// What the check reads of `trace`.
    #[must_use]
    pub fn of(trace: &Trace) -> Fill {
        let registers = trace.frames.last().map_or_else(Vec::new, |f| {
            f.registers
                .iter()
                .filter(|r| !r.is_alias() && !matches!(r.role, Role::Layer(_) | Role::Info))
                .map(|r| (r.name.to_string(), u128::from(r.value.0)))
                .collect()
        });
        Fill {
            answer: u128::from(fillscope_core::compare::answer(trace).0),
            returned: match trace.outcome {
                Outcome::Returned { value } => Some(value.to_string()),
                Outcome::Bool { value } => Some(u8::from(value).to_string()),
                _ => None,
            },
            layers: end_layers(trace)
                .into_iter()
                .map(|b| u128::from(b.0))
                .collect(),
            registers,
        }
    }

    /// What the check reads of a 9x9 run.
    #[must_use]
    pub fn of9(trace: &Trace9) -> Fill {
        let last = trace.frames.last().map_or(&[][..], |f| &f.registers[..]);
        let mut layers: Vec<u128> = Vec::new();
        let mut registers = Vec::new();
        for r in last {
            match r.role {
                Role::Layer(k) => {
                    let k = usize::from(k);
                    if layers.len() <= k {
                        layers.resize(k + 1, 0);
                    }
                    layers[k] = r.value.0;
                }
                Role::Info => {}
                _ => registers.push((r.name.to_string(), r.value.0)),
            }
        }
        Fill {
            answer: fillscope_core::compare::answer9(trace).0,
            returned: match trace.outcome {
                Outcome9::Returned { value } => Some(value.to_string()),
                Outcome9::Bool { value } => Some(u8::from(value).to_string()),
                _ => None,
            },
            layers,
            registers,
        }
    }
}

/// Checks the code's run, which returned `ret` (a set as `0x...`, or a
/// number) and ended with the array `my_layers`, against the built-in
/// fill's run `theirs`, for `what`.
#[must_use]
pub fn check(ret: Option<&str>, my_layers: &[u128], theirs: &Fill, what: &Against) -> Check {
    // A set is written `0x...`; a number is no set.
    let mine = ret.filter(|t| t.starts_with("0x")).and_then(as_wide);
    match what {
        Against::Layer(k) => {
            let at = |v: &[u128]| v.get(*k).copied().unwrap_or(0);
            Check::Sets {
                mine: at(my_layers),
                theirs: at(&theirs.layers),
                what: format!("layer {k}"),
                their_what: format!("layer {k}"),
                equals: None,
            }
        }
        Against::Register(name) => match (mine, theirs.registers.iter().find(|(n, _)| n == name)) {
            (Some(mine), Some(&(_, theirs))) => Check::Sets {
                mine,
                theirs,
                what: "result".into(),
                their_what: format!("`{name}`"),
                equals: None,
            },
            (None, _) => Check::Apart(not_a_set(ret)),
            (_, None) => Check::Apart(format!("it has no `{name}` at its end")),
        },
        Against::Result => match (mine, ret, &theirs.returned) {
            (Some(mine), ..) => {
                let equals = (mine != theirs.answer)
                    .then(|| theirs.registers.iter().find(|(_, v)| *v == mine))
                    .flatten()
                    .map(|(n, _)| format!("`{n}`"));
                Check::Sets {
                    mine,
                    theirs: theirs.answer,
                    what: "result".into(),
                    their_what: "result".into(),
                    equals,
                }
            }
            (None, Some(mine), Some(returned)) => Check::Numbers {
                mine: mine.to_string(),
                theirs: returned.clone(),
            },
            (None, ..) => Check::Apart(not_a_set(ret)),
        },
    }
}

/// Why a return value is compared with no set.
fn not_a_set(ret: Option<&str>) -> String {
    match ret {
        Some(v) => {
            format!("your routine returned {v}, not a set of squares: compare a layer instead")
        }
        None => "your routine returned nothing to compare".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The occluded-fill presets return the fill (`flood`); the built-in's
    // result is the attack set, one shift further: the check says which of
    // its registers the code's result is, and can compare with it.
    #[test]
    fn a_check_names_the_built_in_register_a_result_equals() {
        let setup = Setup {
            algorithm: fillscope_core::Algorithm::occluded(fillscope_core::Method::Dumb7),
            sources: fillscope_core::Square::E4.into(),
            ..Setup::default()
        };
        let fill = Fill::of(&setup.trace());
        let flood = fill
            .registers
            .iter()
            .find(|(n, _)| n == "flood")
            .map(|&(_, v)| v)
            .expect("a flood register");
        let ret = format!("{flood:#018x}");
        match check(Some(&ret), &[], &fill, &Against::Result) {
            Check::Sets {
                mine,
                theirs,
                equals,
                ..
            } => {
                assert_eq!(mine, flood);
                assert_ne!(theirs, flood);
                assert_eq!(equals.as_deref(), Some("`flood`"));
            }
            other => panic!("{other:?}"),
        }
        let picked = check(Some(&ret), &[], &fill, &Against::Register("flood".into()));
        assert!(
            matches!(picked, Check::Sets { mine, theirs, .. } if mine == theirs),
            "{picked:?}"
        );
        // A number is no set.
        assert_eq!(
            check(Some("3"), &[], &fill, &Against::Result),
            Check::Apart(
                "your routine returned 3, not a set of squares: compare a layer instead".into()
            )
        );
    }

    // On the 9x9 board the check reads the built-in's 128-bit run: the
    // BFS's distance as a number, Voronoi's regions as 9x9 sets.
    #[cfg(feature = "nine")]
    #[test]
    fn a_check_on_the_nine_board_reads_the_128_bit_run() {
        use fillscope_core::nine::Square9;
        let sq = |s: &str| Board9::from(s.parse::<Square9>().expect("a 9x9 square"));
        let marks = Marks9 {
            sources: sq("e1"),
            targets: sq("e9"),
            ..Marks9::default()
        };
        let bfs = Fill::of9(
            &marks
                .trace(fillscope_core::Algorithm::Bfs)
                .expect("a 9x9 BFS"),
        );
        assert_eq!(bfs.returned.as_deref(), Some("8"));
        assert_eq!(
            check(Some("8"), &[], &bfs, &Against::Result),
            Check::Numbers {
                mine: "8".into(),
                theirs: "8".into()
            }
        );
        // Layer 1 of the BFS: the squares one step from e1.
        let mine = [sq("e1").0, (sq("d1") | sq("f1") | sq("e2")).0];
        match check(None, &mine, &bfs, &Against::Layer(1)) {
            Check::Sets { mine, theirs, .. } => assert_eq!(mine, theirs),
            other => panic!("{other:?}"),
        }
        let marks = Marks9 {
            sources: sq("e9"),
            targets: sq("e1"),
            ..Marks9::default()
        };
        let trace = marks
            .trace(fillscope_core::Algorithm::Voronoi)
            .expect("a 9x9 Voronoi");
        let fillscope_core::nine::Outcome9::Bitboard { value: a } = trace.outcome else {
            panic!("{:?}", trace.outcome);
        };
        let voronoi = Fill::of9(&trace);
        assert!(a.0 >> 64 != 0, "side A's region reaches past bit 63");
        let ret = format!("{:#x}", a.0);
        match check(Some(&ret), &[], &voronoi, &Against::Result) {
            Check::Sets {
                mine,
                theirs,
                equals,
                ..
            } => {
                assert_eq!(mine, a.0);
                assert_eq!(theirs, fillscope_core::compare::answer9(&trace).0);
                assert!(equals.is_some(), "side A's region is one of its registers");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn sides_c_and_d_no_parameter_takes_are_named() {
        let param = |name: &str, bind: &str| CodeParam {
            name: name.into(),
            ty: "U64".into(),
            bind: bind.into(),
        };
        let two = [param("a", "src"), param("b", "tgt")];
        assert_eq!(unbound_sides(&two, false, false), None);
        assert_eq!(
            unbound_sides(&two, true, false).as_deref(),
            Some("The board has Voronoi's side C, but no parameter takes it: the routine runs without it. Bind a set parameter to it below to pass it.")
        );
        assert!(
            unbound_sides(&two, true, true).is_some_and(|m| m.starts_with(
                "The board has Voronoi's side C and side D, but no parameter takes them"
            ))
        );
        let three = [param("a", "src"), param("b", "tgt"), param("c", "sc")];
        assert_eq!(unbound_sides(&three, true, false), None);
        assert!(unbound_sides(&three, true, true)
            .is_some_and(|m| m.starts_with("The board has Voronoi's side D,")));
    }

    // Westcott returns the number of layers: numbers are compared.
    #[test]
    fn a_check_compares_returned_numbers() {
        let run = Setup::seed_example().trace();
        let Outcome::Returned { value } = run.outcome else {
            panic!("{:?}", run.outcome);
        };
        let fill = Fill::of(&run);
        let same = value.to_string();
        assert_eq!(
            check(Some(&same), &[], &fill, &Against::Result),
            Check::Numbers {
                mine: same.clone(),
                theirs: same.clone()
            }
        );
        let other = (value + 1).to_string();
        assert_eq!(
            check(Some(&other), &[], &fill, &Against::Result),
            Check::Numbers {
                mine: other,
                theirs: same
            }
        );
    }
    use fillscope_protocol::CodeVar;

    fn var(name: &str, ty: &str, value: &str, changed: bool) -> CodeVar {
        CodeVar {
            name: name.into(),
            ty: ty.into(),
            value: Some(value.into()),
            elems: None,
            zeros: 0,
            changed,
            global: false,
        }
    }

    fn frame(line: u32, depth: u32, vars: Vec<CodeVar>) -> CodeFrame {
        CodeFrame {
            step: 1,
            line,
            depth,
            function: "f".into(),
            vars,
            warnings: Vec::new(),
        }
    }

    fn with_frames(frames: Vec<CodeFrame>) -> CodeState {
        let mut st = CodeState::default();
        st.ran(Rc::new(CodeRun {
            frames,
            ..CodeRun::default()
        }));
        st
    }

    // A new run (after an edit) keeps the frame on show, but for the last
    // one, the result: it shows the new run's result.
    #[test]
    fn a_new_run_keeps_the_frame_or_the_result() {
        let frames = |n: u32| (1..=n).map(|l| frame(l, 0, vec![])).collect::<Vec<_>>();
        let mut st = with_frames(frames(9));
        assert_eq!(st.playback.frame, 8);
        st.ran(Rc::new(CodeRun {
            frames: frames(33),
            ..CodeRun::default()
        }));
        assert_eq!(
            st.playback.frame, 32,
            "at the result before, at the result now"
        );
        st.playback.seek(4);
        st.ran(Rc::new(CodeRun {
            frames: frames(20),
            ..CodeRun::default()
        }));
        assert_eq!(st.playback.frame, 4, "a frame in the middle is kept");
    }

    #[test]
    fn breakpoints_and_step_over_find_the_right_frames() {
        let mut st = with_frames(vec![
            frame(2, 0, vec![]),
            frame(7, 1, vec![]),
            frame(8, 1, vec![]),
            frame(3, 0, vec![]),
            frame(7, 1, vec![]),
        ]);
        assert_eq!(st.playback.frame, 4, "a first run opens at its end");
        st.toggle_breakpoint(7);
        assert_eq!(st.next_break(0), Some(1));
        assert_eq!(st.next_break(1), Some(4));
        assert_eq!(st.next_break(4), None);
        assert_eq!(st.step_over(0), Some(3));
        assert_eq!(st.step_over(1), Some(2));
        assert_eq!(st.step_over(3), None);
    }

    #[test]
    fn the_board_draws_the_set_just_assigned_unless_one_is_picked() {
        let f = frame(
            3,
            0,
            vec![
                var("gen", "U64", "0x10", false),
                var("flood", "U64", "0x30", true),
                var("i", "int", "3", true),
            ],
        );
        assert_eq!(just_assigned(&f).map(|v| v.name.as_str()), Some("flood"));
        let names = |picks: &[(String, DrawAs)]| -> Vec<(String, DrawAs)> {
            drawing(&f, picks)
                .into_iter()
                .map(|(v, how)| (v.name.clone(), how))
                .collect()
        };
        assert_eq!(names(&[]), vec![("flood".into(), DrawAs::Frontier)]);
        // A set picked as the frontier replaces the one just assigned.
        assert_eq!(
            names(&[("gen".into(), DrawAs::Frontier)]),
            vec![("gen".into(), DrawAs::Frontier)]
        );
        assert_eq!(as_set("0x30"), Some(Bitboard(0x30)));
        assert_eq!(as_set("-1"), Some(Bitboard(u64::MAX)));
        assert_eq!(
            as_set("0x0000000000000001ffffffffffffffff"),
            Some(Bitboard(u64::MAX))
        );
        assert_eq!(as_set("zz"), None);
        // The whole 128 bits for the 9x9 board.
        assert_eq!(as_wide("0x100000000000000000000"), Some(1 << 80));
        assert_eq!(as_wide("-1"), Some(u128::MAX));
    }

    #[test]
    fn arrays_read_zeros_apart_from_elements_never_assigned() {
        let t = |elems: &[Option<&str>], zeros| {
            let elems: Vec<Option<String>> = elems.iter().map(|e| e.map(String::from)).collect();
            array_text(&elems, zeros)
        };
        // A global array of 64 zeros, and an array never assigned.
        assert_eq!(t(&[], 64), "{0 × 64}");
        assert_eq!(t(&[], 0), "{}");
        // `{4, 0}`, and 4 then 63 zeros.
        assert_eq!(t(&[Some("4")], 1), "{4, 0}");
        assert_eq!(t(&[Some("4")], 63), "{4, 0 × 63}");
        // Sets: the zeros as the elements are written; written zeros and
        // the zeros after them one run.
        let four = "0x0000000000000004";
        let zero = "0x0000000000000000";
        assert_eq!(
            t(&[Some(four), Some(zero)], 62),
            format!("{{{four}, {zero} × 63}}")
        );
        assert_eq!(
            t(&[Some(four), None, Some(zero)], 0),
            format!("{{{four}, ?, {zero}}}")
        );
        assert_eq!(t(&[Some(four)], 2), format!("{{{four}, {zero}, {zero}}}"));
        assert_eq!(t(&[Some(zero)], 0), format!("{{{zero}}}"));
    }

    fn array(name: &str, elems: &[&str]) -> CodeVar {
        CodeVar {
            name: name.into(),
            ty: "U64".into(),
            value: None,
            elems: Some(elems.iter().map(|e| Some((*e).to_string())).collect()),
            zeros: 0,
            changed: false,
            global: false,
        }
    }

    /// A frame of a layered fill: two arrays, two sets (`gen` just
    /// assigned) and an `int`.
    fn layered() -> CodeFrame {
        frame(
            5,
            0,
            vec![
                array("asp", &["0x1", "0x2"]),
                array("ply", &["0x100", "0x200"]),
                var("flood", "U64", "0x30", false),
                var("gen", "U64", "0xc", true),
                var("i", "int", "1", true),
            ],
        )
    }

    fn picks(list: &[(&str, DrawAs)]) -> Vec<(String, DrawAs)> {
        list.iter().map(|&(n, h)| (n.to_string(), h)).collect()
    }

    // As run B in Compare, the code's layers are the array its board draws
    // as layers (`asp`); another array (`ply`, a BFS's `con[]`) is listed,
    // not taken for layers nor for the answer.
    #[cfg(feature = "modes")]
    #[test]
    fn run_b_takes_its_layers_from_the_array_drawn_as_layers() {
        let run = CodeRun {
            entry: "f".into(),
            frames: vec![layered()],
            ..CodeRun::default()
        };
        let code = CodeState {
            run: Some(RunRef(Rc::new(run))),
            ..CodeState::default()
        };
        let trace = code.run_trace();
        let roles: Vec<(&str, Role)> = trace.frames[0]
            .registers
            .iter()
            .map(|r| (r.name.as_ref(), r.role))
            .collect();
        assert!(roles.contains(&("asp[1]", Role::Layer(1))), "{roles:?}");
        assert!(roles.contains(&("ply[1]", Role::Info)), "{roles:?}");
        assert_eq!(fillscope_core::compare::answer(&trace), Bitboard(0x3));
        // Picked as layers, `ply` is the one.
        let code = CodeState {
            draw: picks(&[("ply", DrawAs::Layers)]),
            ..code
        };
        assert_eq!(
            fillscope_core::compare::answer(&code.run_trace()),
            Bitboard(0x300)
        );
    }

    #[test]
    fn the_defaults_draw_the_first_array_as_layers_and_the_set_just_assigned() {
        let f = layered();
        let d: Vec<(&str, DrawAs)> = drawing(&f, &[])
            .into_iter()
            .map(|(v, how)| (v.name.as_str(), how))
            .collect();
        assert_eq!(d, vec![("asp", DrawAs::Layers), ("gen", DrawAs::Frontier)]);
        let values = drawn_sets(&f, &[]);
        assert_eq!(
            values,
            vec![
                ("asp[0]".to_string(), 1, Role::Layer(0)),
                ("asp[1]".to_string(), 2, Role::Layer(1)),
                ("gen".to_string(), 0xc, Role::Frontier),
            ]
        );
    }

    #[test]
    fn several_picks_draw_together_and_off_hides_a_default() {
        let f = layered();
        // flood filled, gen still the frontier by default, asp hidden:
        // ply becomes the layers.
        let p = picks(&[("flood", DrawAs::Filled), ("asp", DrawAs::Off)]);
        assert_eq!(
            drawn_sets(&f, &p),
            vec![
                ("ply[0]".to_string(), 0x100, Role::Layer(0)),
                ("ply[1]".to_string(), 0x200, Role::Layer(1)),
                ("flood".to_string(), 0x30, Role::Filled),
                ("gen".to_string(), 0xc, Role::Frontier),
            ]
        );
        // An array drawn as a role: its elements together. A set picked as
        // layers has no numbers: the frontier, which then replaces gen's.
        // Open squares and blockers draw as the board's blockers.
        let p = picks(&[
            ("ply", DrawAs::Result),
            ("flood", DrawAs::Layers),
            ("gen", DrawAs::Open),
            ("i", DrawAs::Filled),
            ("gone", DrawAs::Filled),
        ]);
        assert_eq!(
            drawn_sets(&f, &p),
            vec![
                ("asp[0]".to_string(), 1, Role::Layer(0)),
                ("asp[1]".to_string(), 2, Role::Layer(1)),
                ("ply".to_string(), 0x300, Role::Result),
                ("flood".to_string(), 0x30, Role::Frontier),
                ("gen".to_string(), 0xc, Role::Propagator),
            ]
        );
        // An array picked as layers: no other array is drawn by default.
        let p = picks(&[("ply", DrawAs::Layers)]);
        let names: Vec<String> = drawn_sets(&f, &p).into_iter().map(|d| d.0).collect();
        assert_eq!(names, ["ply[0]", "ply[1]", "gen"]);
    }

    #[test]
    fn picked_sets_reach_the_board_s_squares_classes_and_names() {
        let f = frame(
            3,
            0,
            vec![
                // e4 and f4 filled, f4 the frontier.
                var("flood", "U64", "0x30000000", false),
                var("gen", "U64", "0x20000000", true),
            ],
        );
        let p = picks(&[("flood", DrawAs::Filled)]);
        let marks = [1 << 28, 0, 1 << 63, 0, 0, 1 << 12, 1 << 52];
        let mut walls = Walls::NONE;
        walls.toggle(fillscope_core::Square::E4, fillscope_core::Square::E5);
        let cells = board_cells(
            board_values(marks, Some(&f), &p, 0, None, None),
            None,
            walls,
        );
        assert_eq!(cells.len(), 64);
        // The board's walls are drawn, as the code's `wn` and `we` take them.
        assert_eq!(cells[28].walls, [true, false, false, false]);
        assert_eq!(cells[36].walls, [false, false, true, false]);
        let e4 = &cells[28];
        let f4 = &cells[29];
        assert!(e4.filled && e4.source && !e4.frontier);
        assert!(f4.filled && f4.frontier);
        assert!(f4.classes().contains("filled") && f4.classes().contains("frontier"));
        assert_eq!(f4.label(), "f4, filled, frontier");
        // The board's pawns are drawn, as the code's `white` and `black`
        // take them.
        assert!(
            cells[12].label().contains("white pawn"),
            "{}",
            cells[12].label()
        );
        assert!(
            cells[52].label().contains("black pawn"),
            "{}",
            cells[52].label()
        );
        assert!(cells[63].blocker);
        // On the 9x9 board the same picks draw 81 squares.
        let cells = board_cells(
            board_values([0; 7], Some(&f), &p, 0, None, None),
            Some(Walls9::NONE),
            Walls::NONE,
        );
        assert_eq!(cells.len(), 81);
        assert!(cells[28].filled && cells[29].frontier);
        // Open squares: every other square is drawn as a blocker.
        let p = picks(&[("gen", DrawAs::Open)]);
        let cells = board_cells(
            board_values([0; 7], Some(&f), &p, 0, None, None),
            None,
            Walls::NONE,
        );
        assert_eq!(cells.iter().filter(|c| c.blocker).count(), 63);
        assert!(!cells[29].blocker);
        // At the end the return value is the result besides the picks.
        let cells = board_cells(
            board_values([0; 7], Some(&f), &[], 0, Some("0x1"), None),
            None,
            Walls::NONE,
        );
        assert!(cells[0].result && cells[29].frontier);
    }

    #[cfg(feature = "modes")]
    #[test]
    fn a_pick_replaces_the_name_s_earlier_one_in_place() {
        let mut st = CodeState::default();
        assert!(st.set_draw("flood".into(), DrawAs::Filled));
        assert!(st.set_draw("gen".into(), DrawAs::Frontier));
        assert!(!st.set_draw("flood".into(), DrawAs::Filled));
        assert!(st.set_draw("flood".into(), DrawAs::Off));
        assert_eq!(
            st.draw,
            picks(&[("flood", DrawAs::Off), ("gen", DrawAs::Frontier)])
        );
        for (how, word, _) in DrawAs::WORDS {
            assert_eq!((how.word(), DrawAs::from_word(word)), (word, Some(how)));
        }
        assert_eq!(DrawAs::from_word("Frontier"), None);
        assert_eq!(st.draw_link, "flood:off;gen:frontier");
        assert!(st.clear_draw());
        assert!(!st.clear_draw());
        assert_eq!((st.draw.len(), st.draw_link.as_str()), (0, ""));
    }

    #[cfg(feature = "modes")]
    #[test]
    fn links_carry_the_picks_and_a_malformed_one_is_named() {
        let from = |draw: &str| {
            CodeState::from_link(&UrlState {
                draw: draw.into(),
                ..UrlState::default()
            })
        };
        // A name listed twice keeps its last pick.
        let (code, notice) = from("a:filled;b:result;;a:off");
        assert_eq!(notice, None);
        assert_eq!(
            code.draw,
            picks(&[("a", DrawAs::Off), ("b", DrawAs::Result)])
        );
        assert_eq!(code.draw_link, "a:off;b:result");
        let p = picks(&[("flood", DrawAs::Filled), ("gen", DrawAs::Frontier)]);
        assert_eq!(parse_draw(&write_draw(&p)), Ok(p));
        assert_eq!(parse_draw(""), Ok(Vec::new()));
        for bad in [
            "flood:purple",
            "flood",
            "1x:filled",
            "gen:filled;:open",
            ":",
            "a:Frontier",
        ] {
            let (code, notice) = from(bad);
            assert!(code.draw.is_empty() && code.draw_link.is_empty(), "{bad}");
            let notice = notice.unwrap_or_default();
            assert!(
                notice.starts_with("The Code tab draws its defaults: `")
                    && notice.contains("in the link's draw= is not variable:how"),
                "{bad}: {notice}"
            );
        }
        // With damaged code as well: both notices.
        let (_, notice) = CodeState::from_link(&UrlState {
            code: "AAAA".into(),
            draw: "x:y".into(),
            ..UrlState::default()
        });
        let notice = notice.unwrap_or_default();
        assert!(
            notice.contains("starter routine") && notice.contains("`x:y`"),
            "{notice}"
        );
    }

    #[test]
    fn warnings_group_by_kind_and_line() {
        let w = |kind: &str, line| CodeWarning {
            kind: kind.into(),
            line,
            step: 1,
            squares: "0x0".into(),
            message: String::new(),
        };
        let all = [
            w("wrap", 4),
            w("wrap", 6),
            w("wrap", 4),
            w("int-shift", 4),
            w("wrap", 4),
        ];
        assert_eq!(grouped(&all), vec![(0, 3), (1, 1), (3, 1)]);
    }

    #[test]
    fn on_the_nine_by_nine_board_the_request_carries_its_sets() {
        let setup = Setup::seed_example();
        let st = CodeState::default();
        assert_eq!(st.request(&setup, None).board.nine, None);
        let marks = Marks9 {
            sources: fillscope_core::nine::Board9(1 << 80),
            ..Marks9::default()
        };
        let nine = st
            .request(&setup, Some(&marks))
            .board
            .nine
            .expect("9x9 sets");
        assert_eq!(nine.sources, format!("0x{:032x}", 1u128 << 80));
        assert_eq!(nine.blockers, format!("0x{:032x}", 0));
    }

    #[test]
    fn array_bindings_read_back_into_their_fields() {
        assert_eq!(array_binding("zeros", None), (64, String::new()));
        assert_eq!(array_binding("zeros", Some(8)), (8, String::new()));
        assert_eq!(array_binding("12;0x10;5", None), (12, "0x10 5".to_string()));
        assert_eq!(array_bind("12", "0x10, 5  7"), "12;0x10;5;7");
        assert_eq!(array_bind("3", ""), "3");
        let (len, values) = array_binding(&array_bind("9", "1 2"), None);
        assert_eq!((len, values.as_str()), (9, "1 2"));
    }

    #[test]
    fn binding_replaces_and_reports_change() {
        let mut st = CodeState::default();
        assert!(st.set_bind("gen".into(), "tgt".into()));
        assert!(!st.set_bind("gen".into(), "tgt".into()));
        assert!(st.set_bind("gen".into(), "src".into()));
        assert_eq!(st.bind, vec![("gen".to_string(), "src".to_string())]);
    }

    #[cfg(feature = "modes")]
    #[test]
    fn packing_round_trips_and_bad_links_say_why() {
        for src in ["", STARTER, "int f(void) { return 1; }\n// é ü"] {
            let p = pack(src);
            assert!(p
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
            assert_eq!(unpack(&p).as_deref(), Ok(src));
        }
        assert!(pack(STARTER).len() < STARTER.len());
        assert!(unpack("!!!").unwrap_err().contains("format"));
        // The longest source kept fits a link even when it does not compress.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let noise: String = (0..MAX_CODE_BYTES)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                char::from(b'!' + (x % 94) as u8)
            })
            .collect();
        assert!(pack(&noise).len() <= crate::url_state::MAX_CODE_LINK);
        assert!(unpack("AAAA").unwrap_err().contains("damaged"));
        // A link cut anywhere is damaged, whether or not the cut leaves
        // whole base64 groups.
        let p = pack(STARTER);
        for cut in 1..=3 {
            let said = unpack(&p[..p.len() - cut]).unwrap_err();
            assert!(said.contains("damaged"), "cut {cut}: {said}");
        }
    }
}
