//! What each square shows for one frame: the frame's roles turned into
//! per-square states, the board's CSS classes and accessible name, and the
//! resolved [`SquareLook`] that the exports draw. Everything here reads
//! the [look table](crate::look).

use core::fmt;

use fillscope_core::bfs::Walls;
use fillscope_core::nine::{Board9, Frame9, Square9, Walls9};
use fillscope_core::{Frame, Marks, Register, Role, Square};

use crate::look::{appearance, layer_class, Look, QuizMark, Rgb, Theme};

/// A square of either board, 8x8 or 9x9: its file and rank from 0, named
/// `a1`..`h8` or `a1`..`i9`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    /// File, 0 = a.
    pub file: u8,
    /// Rank, 0 = 1.
    pub rank: u8,
}

impl Spot {
    /// Its name: `e4`, `i9`.
    #[must_use]
    pub fn name(self) -> String {
        let mut s = String::with_capacity(2);
        s.push(char::from(b'a' + self.file));
        s.push(char::from(b'1' + self.rank));
        s
    }

    /// The 8x8 square, if it is on that board.
    #[must_use]
    pub fn square(self) -> Option<Square> {
        Square::from_coords(self.file, self.rank)
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl From<Square> for Spot {
    fn from(sq: Square) -> Spot {
        Spot {
            file: sq.file(),
            rank: sq.rank(),
        }
    }
}

impl From<Square9> for Spot {
    fn from(sq: Square9) -> Spot {
        Spot {
            file: sq.file(),
            rank: sq.rank(),
        }
    }
}

/// Everything one square shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The square.
    pub spot: Spot,
    /// A source mark is on it.
    pub source: bool,
    /// A target mark is on it.
    pub target: bool,
    /// Voronoi side C's seed is on it.
    pub side_c: bool,
    /// Voronoi side D's seed is on it.
    pub side_d: bool,
    /// A white pawn is on it.
    pub white_pawn: bool,
    /// A black pawn is on it.
    pub black_pawn: bool,
    /// It is blocked (outside the propagator, or an occupied square).
    pub blocker: bool,
    /// The distance layers it belongs to, ascending.
    pub layers: Vec<u16>,
    /// It is in the filled set.
    pub filled: bool,
    /// It is on the frontier.
    pub frontier: bool,
    /// It is in the result.
    pub result: bool,
    /// It is in side B's result.
    pub result_b: bool,
    /// It is in side C's result.
    pub result_c: bool,
    /// It is in side D's result.
    pub result_d: bool,
    /// Both sides reach it at once.
    pub tie: bool,
    /// Walls on its north, east, south and west edges.
    pub walls: [bool; 4],
    /// The Quiz mode's mark on it, if any (the page's board only: the
    /// exports draw frames, not quizzes).
    pub quiz: Option<QuizMark>,
    /// Its frame has sides' results (Voronoi's B, C or D): the result is
    /// then side A's, and its name says so.
    pub sides: bool,
    /// On a board of two sets' difference ([`DIFF_LOOKS`]), what only the
    /// first set, only the second and both hold are called there ("only
    /// yours", ...), for its name: in place of "result", "result B", "tie".
    pub diff: Option<[&'static str; 3]>,
    /// A look this board names in its own words, for its name: the Code
    /// tab draws the squares a shift wrapped bits onto as result D and
    /// calls them "wrapped bits".
    pub renamed: Option<(Look, &'static str)>,
}

/// How a difference board draws the squares only in its first set, only
/// in its second and in both: the looks of the result, side B's result
/// and a tie.
pub const DIFF_LOOKS: [Look; 3] = [Look::Result, Look::ResultB, Look::Tie];

/// How a square is drawn, resolved from its [`Cell`] by the table's
/// priorities: what the board's CSS shows and what the exports paint.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SquareLook {
    /// The look whose colour covers the square (`None`: the plain square).
    pub fill: Option<Look>,
    /// The look whose background pattern is drawn over it.
    pub pattern: Option<Look>,
    /// The layer number written on it: its newest layer.
    pub number: Option<u16>,
    /// Its marks by corner (see [`Look::MARKS`]).
    pub marks: [Option<Look>; 4],
    /// Walls on its north, east, south and west edges.
    pub walls: [bool; 4],
}

impl SquareLook {
    /// The colour its pattern is drawn in: the pattern look's ink, or, over
    /// a blocker's colour, the pattern look's own fill, which shows on the
    /// dark square (the stylesheet does the same, `.sq.blocker`).
    #[must_use]
    pub fn pattern_colour(&self, theme: Theme) -> Option<Rgb> {
        self.pattern.map(|p| {
            let a = appearance(p);
            if self.fill == Some(Look::Blocker) && p != Look::Blocker {
                a.fill(theme)
            } else {
                a.ink(theme)
            }
        })
    }

    /// Whether its pattern is drawn over a blocker's colour.
    #[must_use]
    pub fn pattern_on_blocker(&self) -> bool {
        self.fill == Some(Look::Blocker) && self.pattern.is_some_and(|p| p != Look::Blocker)
    }
}

impl Cell {
    /// A square showing nothing.
    #[must_use]
    pub fn new(square: impl Into<Spot>) -> Cell {
        Cell {
            spot: square.into(),
            source: false,
            target: false,
            side_c: false,
            side_d: false,
            white_pawn: false,
            black_pawn: false,
            blocker: false,
            layers: Vec::new(),
            filled: false,
            frontier: false,
            result: false,
            result_b: false,
            result_c: false,
            result_d: false,
            tie: false,
            walls: [false; 4],
            quiz: None,
            sides: false,
            diff: None,
            renamed: None,
        }
    }

    /// Whether the square has `look`.
    #[must_use]
    pub fn has(&self, look: Look) -> bool {
        match look {
            Look::Source => self.source,
            Look::Target => self.target,
            Look::SideC => self.side_c,
            Look::SideD => self.side_d,
            Look::WhitePawn => self.white_pawn,
            Look::BlackPawn => self.black_pawn,
            Look::Blocker => self.blocker,
            Look::Layer => !self.layers.is_empty(),
            Look::Filled => self.filled,
            Look::Frontier => self.frontier,
            Look::Result => self.result,
            Look::ResultB => self.result_b,
            Look::ResultC => self.result_c,
            Look::ResultD => self.result_d,
            Look::Tie => self.tie,
            Look::Wall => self.walls.contains(&true),
        }
    }

    /// How the square is drawn: the colour of its highest-priority look,
    /// the pattern of the highest one that has a background pattern, and
    /// its marks. A blocker's X is drawn only where no other look has a
    /// pattern: a blocker the fill reaches (an attack set's captures) keeps
    /// the blocker's colour and shows the reaching look's pattern (in that
    /// look's own colour, see [`SquareLook::pattern_colour`]).
    #[must_use]
    pub fn look(&self) -> SquareLook {
        let mut fill: Option<Look> = None;
        let mut pattern: Option<Look> = None;
        let rank = |l: Look| match l {
            Look::Blocker => 0,
            l => appearance(l).priority,
        };
        for look in Look::ALL {
            let a = appearance(look);
            if a.priority == 0 || !self.has(look) {
                continue;
            }
            if fill.is_none_or(|f| appearance(f).priority < a.priority) {
                fill = Some(look);
            }
            if a.pattern.is_background() && pattern.is_none_or(|p| rank(p) < rank(look)) {
                pattern = Some(look);
            }
        }
        if fill == Some(Look::Frontier) {
            if let Some(side) = self.side_under_frontier() {
                fill = Some(side);
            }
        }
        let mut marks = [None; 4];
        for (look, corner) in Look::MARKS {
            if self.has(look) {
                marks[corner] = Some(look);
            }
        }
        SquareLook {
            fill,
            pattern,
            number: self.layers.last().copied(),
            marks,
            walls: self.walls,
        }
    }

    /// The Voronoi side whose colour a frontier square keeps under the
    /// frontier's ring (an orange square would not say whose it is), in a
    /// frame with sides; `None` elsewhere.
    #[must_use]
    pub fn side_under_frontier(&self) -> Option<Look> {
        if !(self.sides && self.frontier) {
            return None;
        }
        [
            Look::ResultD,
            Look::ResultC,
            Look::ResultB,
            Look::Result,
            Look::Tie,
        ]
        .into_iter()
        .find(|&l| self.has(l))
    }

    /// How many marks it carries.
    #[must_use]
    pub fn mark_count(&self) -> usize {
        Look::MARKS.iter().filter(|(l, _)| self.has(*l)).count()
    }

    /// The accessible name: the coordinate, then the states in the
    /// table's words, e.g. `e4, source` or `d5, layer 2, frontier` (a
    /// Voronoi frame's side A: `result A`, beside `result B`).
    #[must_use]
    pub fn label(&self) -> String {
        let mut label = self.spot.name();
        let mut push = |text: &str| {
            label.push_str(", ");
            label.push_str(text);
        };
        for look in Look::ALL {
            let name = appearance(look).name;
            match look {
                Look::Layer => match self.layers.as_slice() {
                    [] => {}
                    ls if ls.len() <= 4 => {
                        for k in ls {
                            push(&format!("{name} {k}"));
                        }
                    }
                    ls => push(&format!(
                        "{name}s {} to {} ({} {name}s)",
                        ls[0],
                        ls[ls.len() - 1],
                        ls.len()
                    )),
                },
                Look::Wall => {
                    const SIDES: [&str; 4] = ["north", "east", "south", "west"];
                    for (on, side) in self.walls.iter().zip(SIDES) {
                        if *on {
                            push(&format!("{name} {side}"));
                        }
                    }
                }
                _ if self.has(look) => {
                    match (self.diff, DIFF_LOOKS.iter().position(|l| *l == look)) {
                        _ if self.renamed.is_some_and(|(l, _)| l == look) => {
                            push(self.renamed.map_or(name, |(_, w)| w));
                        }
                        (Some(words), Some(k)) => push(words[k]),
                        _ if look == Look::Result && self.sides => push("result A"),
                        _ => push(name),
                    }
                }
                _ => {}
            }
        }
        if let Some(q) = self.quiz {
            push(q.look().name);
        }
        label
    }

    /// The CSS classes: `sq`, `dark` on dark squares, each look's class
    /// (`source`, `blocker`, `layer`, ...), the newest layer's colour
    /// `k0`..`k7` (its number modulo 8), `n2` for a two-digit number, and
    /// `wall-n`/`wall-e`/`wall-s`/`wall-w`.
    #[must_use]
    pub fn classes(&self) -> String {
        let mut c = String::from("sq");
        let mut add = |on: bool, name: &str| {
            if on {
                c.push(' ');
                c.push_str(name);
            }
        };
        add((self.spot.file + self.spot.rank) % 2 == 0, "dark");
        for look in Look::ALL {
            if look == Look::Wall {
                continue;
            }
            add(self.has(look), appearance(look).class);
            if look == Look::Layer {
                if let Some(&k) = self.layers.last() {
                    add(true, layer_class(k));
                    // A two-digit number is written smaller.
                    add(k >= 10, "n2");
                }
            }
        }
        // A Voronoi frontier square in its side's colour (styles/main.css).
        add(self.side_under_frontier().is_some(), "side-front");
        // Two marks or more go to the corners (styles/main.css).
        add(self.mark_count() > 1, "marks2");
        for (on, side) in self
            .walls
            .iter()
            .zip(["wall-n", "wall-e", "wall-s", "wall-w"])
        {
            add(*on, side);
        }
        if let Some(q) = self.quiz {
            add(true, q.look().class);
        }
        c
    }

    /// The number written on the square: its newest layer.
    #[must_use]
    pub fn layer_text(&self) -> Option<String> {
        self.layers.last().map(|k| k.to_string())
    }
}

/// The 64 cells of a frame, a1 first. `walls` are drawn when given.
///
/// `marks` are the user's marks (sources, targets, sides C and D, pawns).
/// Each is drawn in a frame that has no register in its role, so the S and
/// T marks stay on the board when a routine reuses its variables: in
/// Westcott's backward pass `sq1` and `sq2` hold intersections, not the
/// ends the user placed.
#[must_use]
pub fn cells(frame: Option<&Frame>, walls: Option<Walls>, marks: Option<Marks>) -> Vec<Cell> {
    let regs = frame.map(|f| {
        f.registers
            .iter()
            .map(|r: &Register| (r.role, u128::from(r.value.0)))
    });
    let walls = walls.map(Walls::normalized);
    paint(
        8,
        regs,
        marks.map(|m| m.by_role().map(|(r, b)| (r, u128::from(b.0)))),
        walls.as_ref().map(|w| {
            move |a: Spot, b: Spot| match (a.square(), b.square()) {
                (Some(a), Some(b)) => w.between(a, b),
                _ => false,
            }
        }),
    )
}

/// The 81 cells of a 9x9 frame, a1 first (index = file + 9 * rank), as
/// [`cells`] draws an 8x8 one.
#[must_use]
pub fn cells9(
    frame: Option<&Frame9>,
    walls: Option<Walls9>,
    marks: Option<Marks<Board9>>,
) -> Vec<Cell> {
    let regs = frame.map(|f| f.registers.iter().map(|r| (r.role, r.value.0)));
    let walls = walls.map(Walls9::normalized);
    paint(
        9,
        regs,
        marks.map(|m| m.by_role().map(|(r, b)| (r, b.0))),
        walls.as_ref().map(|w| {
            move |a: Spot, b: Spot| match (
                Square9::from_coords(a.file, a.rank),
                Square9::from_coords(b.file, b.rank),
            ) {
                (Some(a), Some(b)) => w.between(a, b),
                _ => false,
            }
        }),
    )
}

/// The cells of a `size` x `size` board (bit = file + size * rank) from
/// its registers' roles and values, the user's marks and, when given, a
/// test of whether a wall stands between two neighbours.
fn paint(
    size: u8,
    registers: Option<impl Iterator<Item = (Role, u128)>>,
    marks: Option<[(Role, u128); 6]>,
    wall: Option<impl Fn(Spot, Spot) -> bool>,
) -> Vec<Cell> {
    let n = u32::from(size) * u32::from(size);
    let all = if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    };
    let mut out: Vec<Cell> = (0..size)
        .flat_map(|rank| (0..size).map(move |file| Cell::new(Spot { file, rank })))
        .collect();
    let mut mark = |b: u128, f: &mut dyn FnMut(&mut Cell)| {
        let mut b = b & all;
        while b != 0 {
            let i = b.trailing_zeros() as usize;
            b &= b - 1;
            f(&mut out[i]);
        }
    };
    let framed = registers.is_some();
    // Whether the frame has sides' results (see [`Cell::sides`]).
    let mut sides = false;
    // The mark roles the frame's registers draw themselves.
    let mut drawn: Vec<Role> = Vec::new();
    let put = |role: Role, c: &mut Cell| match role {
        Role::Source => c.source = true,
        Role::Target => c.target = true,
        Role::SideC => c.side_c = true,
        Role::SideD => c.side_d = true,
        Role::WhitePawn => c.white_pawn = true,
        Role::BlackPawn => c.black_pawn = true,
        _ => {}
    };
    for (role, value) in registers.into_iter().flatten() {
        match role {
            Role::Source
            | Role::Target
            | Role::SideC
            | Role::SideD
            | Role::WhitePawn
            | Role::BlackPawn => {
                drawn.push(role);
                mark(value, &mut |c| put(role, c));
            }
            Role::Propagator => mark(!value, &mut |c| c.blocker = true),
            Role::Blocker => mark(value, &mut |c| c.blocker = true),
            Role::Frontier => mark(value, &mut |c| c.frontier = true),
            Role::Filled => mark(value, &mut |c| c.filled = true),
            // Kept in order as they come (a sort would add kilobytes
            // of WebAssembly).
            Role::Layer(k) => mark(value, &mut |c| {
                if let Err(at) = c.layers.binary_search(&k) {
                    c.layers.insert(at, k);
                }
            }),
            Role::Result => mark(value, &mut |c| c.result = true),
            Role::ResultB => mark(value, &mut |c| c.result_b = true),
            Role::ResultC => mark(value, &mut |c| c.result_c = true),
            Role::ResultD => mark(value, &mut |c| c.result_d = true),
            Role::Tie => mark(value, &mut |c| c.tie = true),
            Role::Info => {}
        }
        sides |= matches!(role, Role::ResultB | Role::ResultC | Role::ResultD);
    }
    if let (true, Some(marks)) = (framed, marks) {
        for (role, set) in marks {
            if !drawn.contains(&role) {
                mark(set, &mut |c| put(role, c));
            }
        }
    }
    if sides {
        for c in &mut out {
            c.sides = true;
        }
    }
    if let Some(between) = wall {
        for c in &mut out {
            let at = c.spot;
            let (f, r) = (i16::from(at.file), i16::from(at.rank));
            let side = |df: i16, dr: i16| {
                let (nf, nr) = (f + df, r + dr);
                (0..i16::from(size)).contains(&nf)
                    && (0..i16::from(size)).contains(&nr)
                    && between(
                        at,
                        Spot {
                            file: nf as u8,
                            rank: nr as u8,
                        },
                    )
            };
            c.walls = [side(0, 1), side(1, 0), side(0, -1), side(-1, 0)];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_layer_is_written_and_two_digits_are_marked() {
        let mut c = Cell::new(Square::E4);
        assert_eq!(c.layer_text(), None);
        assert_eq!(c.classes(), "sq");
        c.layers = vec![1, 3];
        assert_eq!(c.layer_text().as_deref(), Some("3"));
        assert_eq!(c.classes(), "sq layer k3");
        c.layers.push(12);
        c.source = true;
        assert_eq!(c.layer_text().as_deref(), Some("12"));
        assert_eq!(c.classes(), "sq source layer k4 n2");
        assert_eq!(c.label(), "e4, source, layer 1, layer 3, layer 12");
        c.layers = (0..6).collect();
        assert_eq!(c.label(), "e4, source, layers 0 to 5 (6 layers)");
        // A quiz mark comes last in the name and adds its class.
        let mut q = Cell::new(Square::D5);
        q.quiz = Some(QuizMark::Missed);
        assert_eq!(q.label(), "d5, missed");
        assert_eq!(q.classes(), "sq quiz-missed");
    }

    // A difference board names its squares as the board's words say.
    #[test]
    fn a_difference_board_names_squares_in_its_own_words() {
        use fillscope_core::Bitboard;
        let diff = crate::compare::difference_frame(
            Bitboard::from(Square::A1) | Square::B1,
            Bitboard::from(Square::B1) | Square::C1,
        );
        let mut cs = cells(Some(&diff), None, None);
        assert_eq!(cs[0].label(), "a1, result A");
        for c in &mut cs {
            c.diff = Some(["only yours", "only the built-in's", "in both"]);
        }
        let names: Vec<String> = cs[..3].iter().map(Cell::label).collect();
        assert_eq!(
            names,
            ["a1, only yours", "b1, in both", "c1, only the built-in's"]
        );
        // The look is the same: only the name changes.
        assert_eq!(cs[0].classes(), "sq dark result");
    }

    // In a frame with sides' results (Voronoi), the result is side A's and
    // is named so; a fill's result alone is just the result.
    #[test]
    fn side_a_is_named_beside_the_other_sides() {
        use fillscope_core::Bitboard;
        let frame = |regs: &[(&'static str, Square, Role)]| Frame {
            caption: "".into(),
            line: 0,
            registers: regs
                .iter()
                .map(|&(name, sq, role)| Register::new(name, Bitboard::from(sq), role))
                .collect(),
        };
        let regs = [
            ("own_a", Square::A1, Role::Result),
            ("own_b", Square::H8, Role::ResultB),
        ];
        let sided = cells(Some(&frame(&regs)), None, None);
        assert_eq!(sided[0].label(), "a1, result A");
        assert_eq!(sided[63].label(), "h8, result B");
        let alone = cells(Some(&frame(&regs[..1])), None, None);
        assert_eq!(alone[0].label(), "a1, result");
    }

    // A Voronoi frontier square keeps its side's colour under the ring; a
    // fill's frontier over its result (no sides) is the frontier's colour.
    #[test]
    fn a_sides_frontier_keeps_the_sides_colour() {
        use fillscope_core::{bfs, Bitboard};
        let (_, trace) = bfs::voronoi_traced(
            Bitboard::from(Square::B2),
            Bitboard::from(Square::G7),
            Bitboard::ALL,
            bfs::Walls::default(),
        );
        let frame = &trace.frames[3];
        let cs = cells(Some(frame), None, None);
        for (name, side) in [("cur_a", Look::Result), ("cur_b", Look::ResultB)] {
            let front = frame.get(name).expect(name);
            assert!(front.count() > 0, "{name}");
            for sq in front.squares() {
                let l = cs[usize::from(sq.index())].look();
                assert_eq!(
                    (l.fill, l.pattern),
                    (Some(side), Some(Look::Frontier)),
                    "{sq:?}"
                );
            }
        }
        let mut c = Cell::new(Square::D5);
        c.result = true;
        c.frontier = true;
        assert_eq!(c.look().fill, Some(Look::Frontier));
    }

    #[test]
    fn priorities_pick_colour_and_pattern() {
        let mut c = Cell::new(Square::D5);
        assert_eq!(c.look().fill, None);
        c.filled = true;
        c.layers = vec![2];
        let l = c.look();
        // The layer's colour, the filled dots (a layer has no pattern), its number.
        assert_eq!(
            (l.fill, l.pattern, l.number),
            (Some(Look::Layer), Some(Look::Filled), Some(2))
        );
        c.result = true;
        assert_eq!(c.look().pattern, Some(Look::Result));
        c.frontier = true;
        assert_eq!(c.look().fill, Some(Look::Frontier));
        // A blocker the fill reaches: the blocker's colour, the reaching
        // look's pattern in that look's own colour.
        c.blocker = true;
        let l = c.look();
        assert_eq!(
            (l.fill, l.pattern),
            (Some(Look::Blocker), Some(Look::Frontier))
        );
        assert!(l.pattern_on_blocker());
        let frontier = appearance(Look::Frontier);
        assert_eq!(
            l.pattern_colour(Theme::Light),
            Some(frontier.fill(Theme::Light))
        );
        assert_eq!(l.number, Some(2), "the number is drawn over any background");
        // A blocker alone has its X, in its ink.
        let mut b = Cell::new(Square::D5);
        b.blocker = true;
        let l = b.look();
        assert_eq!(
            (l.fill, l.pattern),
            (Some(Look::Blocker), Some(Look::Blocker))
        );
        assert!(!l.pattern_on_blocker());
        let blocker = appearance(Look::Blocker);
        assert_eq!(
            l.pattern_colour(Theme::Dark),
            Some(blocker.ink(Theme::Dark))
        );
    }

    #[test]
    fn nine_by_nine_cells_are_named_and_walled_on_their_own_grid() {
        use fillscope_core::nine::{self, Board9};
        let sq = |s: &str| s.parse::<Square9>().unwrap();
        let mut walls = Walls9::NONE;
        assert!(walls.toggle(sq("h1"), sq("i1")));
        let (_, trace) = nine::bfs_traced(sq("a1").into(), Board9::ALL, walls, sq("i9").into());
        let last = trace.frames.last();
        let marks = Marks {
            sources: Board9(1),
            targets: Board9(1 << 80),
            ..Marks::default()
        };
        let c = cells9(last, Some(walls), Some(marks));
        assert_eq!(c.len(), 81);
        assert_eq!(c[80].spot.name(), "i9");
        assert_eq!(c[8].spot.name(), "i1");
        assert_eq!(c[9].spot.name(), "a2");
        // The wall between h1 and i1 shows on both sides, and nowhere else.
        assert_eq!(c[7].walls, [false, true, false, false]);
        assert_eq!(c[8].walls, [false, false, false, true]);
        assert_eq!(c.iter().filter(|c| c.walls.contains(&true)).count(), 2);
        // i9 is reached in layer 16: 16 orthogonal steps from a1.
        assert_eq!(c[80].layers.last().copied(), Some(16));
        assert!(c[80].label().starts_with("i9"));
        // An 8x8 frame's cells keep their 8x8 names.
        assert_eq!(cells(None, None, None)[63].spot.name(), "h8");
    }
}
