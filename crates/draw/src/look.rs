//! The one table of how each role looks: its name, CSS class, colours,
//! pattern and priority. The board (through [`mod@crate::cells`]), the legend,
//! the register panel and every export read it; the page's stylesheet is
//! checked against it by a test (`tests/roles.rs` in this crate).
//!
//! A square's background comes from the highest-[`priority`](Appearance::priority)
//! look it has; its pattern from the highest one that has a background
//! pattern (a layer has none of its own: its number is its mark, so a
//! filled square in a layer keeps the filled dots). Source and target marks,
//! the layer number and walls are drawn over whatever wins.

use fillscope_core::{Role, Trace};

/// An RGB colour.
pub type Rgb = [u8; 3];

/// Light or dark colours, as the page's theme switch.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Theme {
    /// Light page, as the page's `light` theme.
    #[default]
    Light,
    /// Dark page, as the page's `dark` theme.
    Dark,
}

impl Theme {
    /// Both themes.
    pub const ALL: [Theme; 2] = [Theme::Light, Theme::Dark];

    /// The name the page and links use (`light`, `dark`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The theme of a name (`light`, `dark`).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }

    const fn at(self) -> usize {
        match self {
            Theme::Light => 0,
            Theme::Dark => 1,
        }
    }
}

/// The colours of everything that is not a role: the page behind the
/// board, the squares, and labels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Base {
    /// Behind the board (CSS `--bg`).
    pub background: Rgb,
    /// Labels and captions (CSS `--fg`).
    pub ink: Rgb,
    /// Light squares (CSS `--sq-light`).
    pub light: Rgb,
    /// Dark squares (CSS `--sq-dark`).
    pub dark: Rgb,
    /// A layer number on a blocked square (CSS `.sq.blocker .num`).
    pub number_on_blocker: Rgb,
}

/// The base colours of a theme.
#[must_use]
pub const fn base(theme: Theme) -> Base {
    match theme {
        Theme::Light => Base {
            background: [0xff, 0xff, 0xff],
            ink: [0x11, 0x11, 0x11],
            light: [0xf3, 0xf0, 0xe6],
            dark: [0xd9, 0xd3, 0xc2],
            number_on_blocker: [0xff, 0xff, 0xff],
        },
        Theme::Dark => Base {
            background: [0x16, 0x18, 0x1c],
            ink: [0xec, 0xec, 0xec],
            light: [0xb9, 0xb4, 0xa6],
            dark: [0x8f, 0x89, 0x7a],
            number_on_blocker: [0xff, 0xff, 0xff],
        },
    }
}

/// What a square can show, one per legend entry. Several core [`Role`]s
/// can share one look: a propagator (`path`, `pro`) is drawn by its
/// complement, as blockers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Look {
    /// Where the fill starts.
    Source,
    /// What the fill looks for.
    Target,
    /// Voronoi side C's seeds.
    SideC,
    /// Voronoi side D's seeds.
    SideD,
    /// A white pawn.
    WhitePawn,
    /// A black pawn.
    BlackPawn,
    /// A square the fill may not enter (a blocker, or outside a propagator).
    Blocker,
    /// Distance layer `k`.
    Layer,
    /// Reached so far.
    Filled,
    /// The newest squares reached.
    Frontier,
    /// The answer.
    Result,
    /// Voronoi side B's region.
    ResultB,
    /// Voronoi side C's region.
    ResultC,
    /// Voronoi side D's region.
    ResultD,
    /// Reached by both Voronoi sides at once.
    Tie,
    /// A wall between two squares (BFS, Voronoi).
    Wall,
}

/// How a look marks a square besides its colour, so that no role is told
/// by colour alone.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Pattern {
    /// A disc with the letter S (source marks).
    Disc,
    /// A rounded square with the letter T (target marks).
    Tile,
    /// A disc with the letter C (Voronoi side C's seeds).
    DiscC,
    /// A rounded square with the letter D (Voronoi side D's seeds).
    TileD,
    /// A disc with the letter P (white pawns).
    PawnDisc,
    /// A rounded square with the letter P (black pawns).
    PawnTile,
    /// An X from corner to corner.
    Cross,
    /// The layer number.
    Number,
    /// A grid of dots.
    Dots,
    /// A solid border with a dashed ring inside.
    Ring,
    /// Diagonal lines from top left to bottom right.
    Diagonal,
    /// Diagonal lines both ways.
    CrossHatch,
    /// Horizontal lines.
    Horizontal,
    /// Vertical lines.
    Vertical,
    /// A checkerboard of small squares.
    Checks,
    /// A heavy line along the square's edge.
    Edge,
}

impl Pattern {
    /// Whether the pattern covers the square's background (rather than
    /// being a mark drawn over it).
    #[must_use]
    pub const fn is_background(self) -> bool {
        matches!(
            self,
            Pattern::Cross
                | Pattern::Dots
                | Pattern::Ring
                | Pattern::Diagonal
                | Pattern::CrossHatch
                | Pattern::Horizontal
                | Pattern::Vertical
                | Pattern::Checks
        )
    }

    /// A mark's shape (`true`: a disc, `false`: a rounded square) and
    /// letter; `None` for a pattern that is not a mark.
    #[must_use]
    pub const fn mark(self) -> Option<(bool, char)> {
        Some(match self {
            Pattern::Disc => (true, 'S'),
            Pattern::Tile => (false, 'T'),
            Pattern::DiscC => (true, 'C'),
            Pattern::TileD => (false, 'D'),
            Pattern::PawnDisc => (true, 'P'),
            Pattern::PawnTile => (false, 'P'),
            _ => return None,
        })
    }

    /// The pattern in words, as the legend says it.
    #[must_use]
    pub const fn words(self) -> &'static str {
        match self {
            Pattern::Disc => "disc marked S",
            Pattern::Tile => "square marked T",
            Pattern::DiscC => "disc marked C",
            Pattern::TileD => "square marked D",
            Pattern::PawnDisc => "disc marked P",
            Pattern::PawnTile => "square marked P",
            Pattern::Cross => "X",
            Pattern::Number => "its number",
            Pattern::Dots => "dots",
            Pattern::Ring => "dashed ring",
            Pattern::Diagonal => "diagonal lines",
            Pattern::CrossHatch => "cross-hatch",
            Pattern::Horizontal => "horizontal lines",
            Pattern::Vertical => "vertical lines",
            Pattern::Checks => "checks",
            Pattern::Edge => "thick line on the edge",
        }
    }
}

/// How one look is drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Appearance {
    /// The look.
    pub look: Look,
    /// Its name as users read it, one word or two, lower case ("blocker",
    /// "layer", "result B"); the board's accessible names use it.
    pub name: &'static str,
    /// The CSS class on a board square, a legend swatch and a register's
    /// marker. The page's colours are the custom properties `--CLASS`
    /// (background) and `--CLASS-ink` (pattern, marks' letters).
    pub class: &'static str,
    /// Background colour per theme (light, dark). A layer's colour is
    /// [`layer_hue`] instead.
    pub fill: [Rgb; 2],
    /// Pattern colour per theme (light, dark): stripes, dots, X, ring, the
    /// letters of marks, the layer number.
    pub ink: [Rgb; 2],
    /// Its mark besides colour.
    pub pattern: Pattern,
    /// Which background wins when a square has several (higher wins); 0
    /// for marks drawn over every background (source, target, wall).
    pub priority: u8,
}

impl Appearance {
    /// The background colour in `theme`.
    #[must_use]
    pub const fn fill(&self, theme: Theme) -> Rgb {
        self.fill[theme.at()]
    }

    /// The pattern colour in `theme`.
    #[must_use]
    pub const fn ink(&self, theme: Theme) -> Rgb {
        self.ink[theme.at()]
    }

    /// The legend's words: the name with a capital and the pattern, e.g.
    /// "Blocker (X)".
    #[must_use]
    pub fn legend(&self) -> String {
        // Names are ASCII: no Unicode case tables in the page's wasm.
        let mut name = self.name.to_string();
        if let Some(first) = name.get_mut(..1) {
            first.make_ascii_uppercase();
        }
        if self.look == Look::Layer {
            name.push_str(" k");
        }
        format!("{name} ({})", self.pattern.words())
    }
}

const WHITE: Rgb = [0xff, 0xff, 0xff];

const fn same(c: Rgb) -> [Rgb; 2] {
    [c, c]
}

/// Every look, in legend order (the order of [`Look`]).
pub const TABLE: [Appearance; 16] = [
    Appearance {
        look: Look::Source,
        name: "source",
        class: "source",
        fill: same([0xc0, 0x15, 0x2f]),
        ink: same(WHITE),
        pattern: Pattern::Disc,
        priority: 0,
    },
    Appearance {
        look: Look::Target,
        name: "target",
        class: "target",
        fill: same([0x0b, 0x57, 0xd0]),
        ink: same(WHITE),
        pattern: Pattern::Tile,
        priority: 0,
    },
    Appearance {
        look: Look::SideC,
        name: "side C",
        class: "side-c",
        fill: same([0x0f, 0x76, 0x70]),
        ink: same(WHITE),
        pattern: Pattern::DiscC,
        priority: 0,
    },
    Appearance {
        look: Look::SideD,
        name: "side D",
        class: "side-d",
        fill: same([0xa8, 0x2a, 0x67]),
        ink: same(WHITE),
        pattern: Pattern::TileD,
        priority: 0,
    },
    Appearance {
        look: Look::WhitePawn,
        name: "white pawn",
        class: "white-pawn",
        fill: same([0xfa, 0xfa, 0xfa]),
        ink: same([0x22, 0x22, 0x22]),
        pattern: Pattern::PawnDisc,
        priority: 0,
    },
    Appearance {
        look: Look::BlackPawn,
        name: "black pawn",
        class: "black-pawn",
        fill: same([0x22, 0x22, 0x22]),
        ink: same([0xfa, 0xfa, 0xfa]),
        pattern: Pattern::PawnTile,
        priority: 0,
    },
    Appearance {
        look: Look::Blocker,
        name: "blocker",
        class: "blocker",
        fill: same([0x3b, 0x3b, 0x3b]),
        ink: same([0x8a, 0x8a, 0x8a]),
        pattern: Pattern::Cross,
        priority: 9,
    },
    Appearance {
        look: Look::Layer,
        name: "layer",
        class: "layer",
        fill: same(LAYER_HUES[0]),
        ink: [[0x4a, 0x3b, 0x00], [0x2b, 0x22, 0x00]],
        pattern: Pattern::Number,
        priority: 2,
    },
    Appearance {
        look: Look::Filled,
        name: "filled",
        class: "filled",
        fill: same([0x8f, 0xc1, 0xff]),
        ink: same([0x1c, 0x4f, 0x9c]),
        pattern: Pattern::Dots,
        priority: 1,
    },
    Appearance {
        look: Look::Frontier,
        name: "frontier",
        class: "frontier",
        fill: same([0xff, 0xb0, 0x00]),
        ink: same([0x8a, 0x4b, 0x00]),
        pattern: Pattern::Ring,
        priority: 8,
    },
    Appearance {
        look: Look::Result,
        name: "result",
        class: "result",
        fill: same([0x7f, 0xd1, 0x8b]),
        ink: same([0x1e, 0x6b, 0x2b]),
        pattern: Pattern::Diagonal,
        priority: 3,
    },
    Appearance {
        look: Look::ResultB,
        name: "result B",
        class: "result-b",
        fill: same([0xd6, 0xa6, 0xff]),
        ink: same([0x5b, 0x1f, 0x8f]),
        pattern: Pattern::CrossHatch,
        priority: 4,
    },
    Appearance {
        look: Look::ResultC,
        name: "result C",
        class: "result-c",
        fill: same([0x8e, 0xe3, 0xdc]),
        ink: same([0x0b, 0x5c, 0x57]),
        pattern: Pattern::Vertical,
        priority: 5,
    },
    Appearance {
        look: Look::ResultD,
        name: "result D",
        class: "result-d",
        fill: same([0xff, 0xb3, 0xcf]),
        ink: same([0xe0, 0x5a, 0x8e]),
        pattern: Pattern::Checks,
        priority: 6,
    },
    Appearance {
        look: Look::Tie,
        name: "tie",
        class: "tie",
        fill: same([0xc8, 0xc8, 0xc8]),
        ink: same([0x55, 0x55, 0x55]),
        pattern: Pattern::Horizontal,
        priority: 7,
    },
    Appearance {
        look: Look::Wall,
        name: "wall",
        class: "wall",
        fill: [[0x11, 0x11, 0x11], [0xff, 0x5a, 0x36]],
        ink: [[0x11, 0x11, 0x11], [0xff, 0x5a, 0x36]],
        pattern: Pattern::Edge,
        priority: 0,
    },
];

/// A mark the Quiz mode puts on a square, over whatever the frame shows:
/// the learner's guess before checking, then how each square of it went.
/// Not a role (no register holds it, the exports never draw it), so not in
/// [`TABLE`]; [`QUIZ_MARKS`] is its own one table, read by the board's
/// classes and accessible names and by the quiz legend, and the page's
/// stylesheet draws each as its symbol (checked by a test in the app).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum QuizMark {
    /// Painted as a guess, not checked yet.
    Guess,
    /// Guessed and in the frontier.
    Correct,
    /// In the frontier but not guessed.
    Missed,
    /// Guessed but not in the frontier.
    Extra,
}

/// How a [`QuizMark`] is drawn and named.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct QuizLook {
    /// The mark.
    pub mark: QuizMark,
    /// Its name in a square's accessible name ("e4, correct").
    pub name: &'static str,
    /// The CSS class on a board square and a legend swatch.
    pub class: &'static str,
    /// The symbol drawn on the square, so no mark is told by colour alone.
    pub symbol: &'static str,
    /// The legend's words.
    pub meaning: &'static str,
}

/// Every quiz mark, in [`QuizMark`] order.
pub const QUIZ_MARKS: [QuizLook; 4] = [
    QuizLook {
        mark: QuizMark::Guess,
        name: "guess",
        class: "quiz-guess",
        symbol: "?",
        meaning: "Your guess, not checked yet (?)",
    },
    QuizLook {
        mark: QuizMark::Correct,
        name: "correct",
        class: "quiz-correct",
        symbol: "\u{2713}",
        meaning: "Correct: guessed and in the frontier (\u{2713})",
    },
    QuizLook {
        mark: QuizMark::Missed,
        name: "missed",
        class: "quiz-missed",
        symbol: "!",
        meaning: "Missed: in the frontier, not guessed (!)",
    },
    QuizLook {
        mark: QuizMark::Extra,
        name: "extra",
        class: "quiz-extra",
        symbol: "\u{2717}",
        meaning: "Extra: guessed, not in the frontier (\u{2717})",
    },
];

impl QuizMark {
    /// Every quiz mark, in legend order.
    pub const ALL: [QuizMark; 4] = [
        QuizMark::Guess,
        QuizMark::Correct,
        QuizMark::Missed,
        QuizMark::Extra,
    ];

    /// Its row of [`QUIZ_MARKS`].
    #[must_use]
    pub const fn look(self) -> &'static QuizLook {
        &QUIZ_MARKS[self as usize]
    }
}

/// The eight layer colours: layer `k` is drawn in `LAYER_HUES[k % 8]`
/// (CSS classes `k0`..`k7` set `--layer`). Hues 47 degrees apart from 50
/// degrees, at 95% saturation and 80% lightness, so neighbouring layers
/// differ clearly.
pub const LAYER_HUES: [Rgb; 8] = [
    [0xfc, 0xec, 0x9c],
    [0xc1, 0xfc, 0x9c],
    [0x9c, 0xfc, 0xc2],
    [0x9c, 0xeb, 0xfc],
    [0x9c, 0x9f, 0xfc],
    [0xe4, 0x9c, 0xfc],
    [0xfc, 0x9c, 0xc9],
    [0xfc, 0xba, 0x9c],
];

/// The CSS class of layer `k`'s colour: `k0`..`k7`, `k` modulo 8.
#[must_use]
pub const fn layer_class(k: u16) -> &'static str {
    const CLASSES: [&str; 8] = ["k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7"];
    CLASSES[(k % 8) as usize]
}

/// Layer `k`'s colour (the same in both themes).
#[must_use]
pub const fn layer_hue(k: u16) -> Rgb {
    LAYER_HUES[(k % 8) as usize]
}

/// How `look` is drawn.
#[must_use]
pub const fn appearance(look: Look) -> &'static Appearance {
    &TABLE[look as usize]
}

impl Look {
    /// Every look, in legend order.
    pub const ALL: [Look; 16] = [
        Look::Source,
        Look::Target,
        Look::SideC,
        Look::SideD,
        Look::WhitePawn,
        Look::BlackPawn,
        Look::Blocker,
        Look::Layer,
        Look::Filled,
        Look::Frontier,
        Look::Result,
        Look::ResultB,
        Look::ResultC,
        Look::ResultD,
        Look::Tie,
        Look::Wall,
    ];

    /// The marks, each with the corner it takes when a square holds more
    /// than one (0 top left, 1 bottom right, 2 top right, 3 bottom left):
    /// sources and white pawns top left, targets and black pawns bottom
    /// right, sides C and D in the other corners.
    pub const MARKS: [(Look, usize); 6] = [
        (Look::Source, 0),
        (Look::Target, 1),
        (Look::SideC, 2),
        (Look::SideD, 3),
        (Look::WhitePawn, 0),
        (Look::BlackPawn, 1),
    ];

    /// How a register in `role` is drawn; `None` for values that are
    /// listed but not painted ([`Role::Info`]). A propagator's look is
    /// [`Look::Blocker`], drawn on the squares outside it.
    #[must_use]
    pub const fn of(role: Role) -> Option<Look> {
        Some(match role {
            Role::Source => Look::Source,
            Role::Target => Look::Target,
            Role::SideC => Look::SideC,
            Role::SideD => Look::SideD,
            Role::WhitePawn => Look::WhitePawn,
            Role::BlackPawn => Look::BlackPawn,
            Role::Propagator | Role::Blocker => Look::Blocker,
            Role::Layer(_) => Look::Layer,
            Role::Filled => Look::Filled,
            Role::Frontier => Look::Frontier,
            Role::Result => Look::Result,
            Role::ResultB => Look::ResultB,
            Role::ResultC => Look::ResultC,
            Role::ResultD => Look::ResultD,
            Role::Tie => Look::Tie,
            Role::Info => return None,
        })
    }

    /// Its row of the table.
    #[must_use]
    pub const fn appearance(self) -> &'static Appearance {
        appearance(self)
    }

    /// The class of a mark's element inside a board square or a swatch
    /// (`mark-s`, `mark-t`, ...); `None` for a look that is not a mark.
    #[must_use]
    pub const fn mark_class(self) -> Option<&'static str> {
        Some(match self {
            Look::Source => "mark-s",
            Look::Target => "mark-t",
            Look::SideC => "mark-c",
            Look::SideD => "mark-d",
            Look::WhitePawn => "mark-wp",
            Look::BlackPawn => "mark-bp",
            _ => return None,
        })
    }
}

/// What a register in `role` marks, in words for a tooltip or a screen
/// reader: "source", "layer 3", "blocker (the squares outside it)",
/// "not drawn".
#[must_use]
pub fn role_words(role: Role) -> String {
    match (role, Look::of(role)) {
        (Role::Propagator, Some(l)) => format!("{} (the squares outside it)", l.appearance().name),
        (Role::Layer(k), _) => format!("layer {k}"),
        (_, Some(l)) => l.appearance().name.to_string(),
        (_, None) => "not drawn".to_string(),
    }
}

/// The register panel's marker classes for a register in `role`: the
/// look's class, plus the layer colour for a layer (`layer k3`), so the
/// marker shows what the board shows. `None` for a value that is not drawn.
#[must_use]
pub fn marker_classes(role: Role) -> Option<String> {
    let look = Look::of(role)?;
    let class = look.appearance().class;
    Some(match role {
        Role::Layer(k) => format!("{class} {}", layer_class(k)),
        _ => class.to_string(),
    })
}

/// One legend entry: a swatch (a board square in the look's class, with
/// the letter or number it carries) and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegendEntry {
    /// The look.
    pub look: Look,
    /// The swatch's class, as on a board square.
    pub class: &'static str,
    /// What the swatch carries: a mark's letter (`S`, `T`, `C`, `D`, `P`),
    /// or `k` for a layer's number.
    pub mark: Option<char>,
    /// The words, e.g. "Blocker (X)".
    pub text: String,
}

/// The legend for a trace: one entry per look its frames paint, plus
/// walls when the board draws them, in table order.
#[must_use]
pub fn legend(trace: &Trace, walls: bool) -> Vec<LegendEntry> {
    legend_of(
        trace
            .frames
            .iter()
            .flat_map(|f| &f.registers)
            .map(|r| r.role),
        walls,
    )
}

/// The legend for the roles a trace's registers play (on either board),
/// as [`legend`] gives it.
#[must_use]
pub fn legend_of(roles: impl IntoIterator<Item = Role>, walls: bool) -> Vec<LegendEntry> {
    let mut used = [false; Look::ALL.len()];
    for role in roles {
        if let Some(l) = Look::of(role) {
            used[l as usize] = true;
        }
    }
    used[Look::Wall as usize] = walls;
    Look::ALL
        .into_iter()
        .filter(|l| used[*l as usize])
        .map(|look| {
            let a = appearance(look);
            LegendEntry {
                look,
                class: a.class,
                mark: match a.pattern {
                    Pattern::Number => Some('k'),
                    p => p.mark().map(|(_, letter)| letter),
                },
                text: a.legend(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_look_order_with_distinct_names_and_classes() {
        for (i, look) in Look::ALL.into_iter().enumerate() {
            assert_eq!(TABLE[i].look, look);
            assert_eq!(appearance(look).look, look);
        }
        for a in &TABLE {
            for b in &TABLE {
                if a.look != b.look {
                    assert_ne!(a.name, b.name);
                    assert_ne!(a.class, b.class);
                    assert_ne!(a.pattern, b.pattern, "{:?} and {:?}", a.look, b.look);
                    assert!(a.priority == 0 || a.priority != b.priority);
                }
            }
        }
    }

    #[test]
    fn backgrounds_have_priorities_and_marks_do_not() {
        for a in &TABLE {
            let background = a.pattern.is_background() || a.pattern == Pattern::Number;
            assert_eq!(background, a.priority > 0, "{:?}", a.look);
        }
    }

    #[test]
    fn propagators_are_blockers_everywhere() {
        assert_eq!(Look::of(Role::Propagator), Some(Look::Blocker));
        assert_eq!(Look::of(Role::Blocker), Some(Look::Blocker));
        assert_eq!(marker_classes(Role::Propagator).as_deref(), Some("blocker"));
        assert_eq!(
            role_words(Role::Propagator),
            "blocker (the squares outside it)"
        );
        assert_eq!(marker_classes(Role::Layer(11)).as_deref(), Some("layer k3"));
        assert_eq!(marker_classes(Role::Info), None);
    }

    #[test]
    fn quiz_marks_are_in_order_and_distinct() {
        for (i, m) in QuizMark::ALL.into_iter().enumerate() {
            assert_eq!(QUIZ_MARKS[i].mark, m);
            assert_eq!(m.look().mark, m);
        }
        for a in &QUIZ_MARKS {
            // Distinct from every role's class and from each other.
            assert!(TABLE.iter().all(|t| t.class != a.class && t.name != a.name));
            for b in &QUIZ_MARKS {
                if a.mark != b.mark {
                    assert_ne!((a.name, a.class), (b.name, b.class));
                    assert_ne!(a.symbol, b.symbol, "{:?} and {:?}", a.mark, b.mark);
                }
            }
        }
    }

    #[test]
    fn legend_words() {
        assert_eq!(appearance(Look::Blocker).legend(), "Blocker (X)");
        assert_eq!(appearance(Look::Layer).legend(), "Layer k (its number)");
        assert_eq!(appearance(Look::ResultB).legend(), "Result B (cross-hatch)");
    }
}
