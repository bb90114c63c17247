//! The Quiz mode's logic: which frames of a trace are questions (those
//! whose frontier the learner can predict), how a guess is marked
//! (correct, missed, extra), and the running score and streak. Written
//! once for both boards, the 8x8 one and the 9x9 Great Escape board: a
//! round reads either board's frames ([`QuizFrame`]) and holds its squares
//! as a [`SquareSet`]. Plain Rust, so `cargo test` covers it; the page
//! only shows it.

use std::ops::{BitAnd, BitOr, BitOrAssign, Sub};
use std::rc::Rc;

use fillscope_core::nine::{Board9, Frame9, Square9};
use fillscope_core::{Bitboard, Frame, Role, Square};
use fillscope_draw::cells::Spot;
use fillscope_draw::look::QuizMark;

/// A set of squares of a round's board, 8x8 or 9x9: one bit a square, at
/// `file + side * rank`, as that board's own sets number them. An 8x8 set
/// is its [`Bitboard`]'s bits and a 9x9 set its [`Board9`]'s, so an 8x8
/// guess kept in a tab's session reads as it always did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SquareSet(pub u128);

impl SquareSet {
    /// No square.
    pub const EMPTY: SquareSet = SquareSet(0);

    /// Whether it holds no square.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many squares it holds.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether it holds the square at `bit`.
    #[must_use]
    pub const fn contains(self, bit: u32) -> bool {
        bit < 128 && self.0 >> bit & 1 == 1
    }

    /// Its squares on a `side` x `side` board, a1 first.
    pub fn spots(self, side: u8) -> impl Iterator<Item = Spot> {
        (0..side).flat_map(move |rank| {
            (0..side)
                .map(move |file| Spot { file, rank })
                .filter(move |&s| bit(side, s).is_some_and(|b| self.contains(b)))
        })
    }
}

/// The bit of `spot` on a `side` x `side` board, if it is on that board.
#[must_use]
pub fn bit(side: u8, spot: Spot) -> Option<u32> {
    (spot.file < side && spot.rank < side)
        .then(|| u32::from(spot.file) + u32::from(side) * u32::from(spot.rank))
}

/// The squares of a `side` x `side` board.
fn board(side: u8) -> SquareSet {
    SquareSet((1u128 << (u32::from(side) * u32::from(side))) - 1)
}

impl BitAnd for SquareSet {
    type Output = SquareSet;
    fn bitand(self, rhs: SquareSet) -> SquareSet {
        SquareSet(self.0 & rhs.0)
    }
}

impl BitOr for SquareSet {
    type Output = SquareSet;
    fn bitor(self, rhs: SquareSet) -> SquareSet {
        SquareSet(self.0 | rhs.0)
    }
}

impl BitOrAssign for SquareSet {
    fn bitor_assign(&mut self, rhs: SquareSet) {
        self.0 |= rhs.0;
    }
}

impl Sub for SquareSet {
    type Output = SquareSet;
    /// The squares of `self` not in `rhs`.
    fn sub(self, rhs: SquareSet) -> SquareSet {
        SquareSet(self.0 & !rhs.0)
    }
}

impl From<Bitboard> for SquareSet {
    fn from(b: Bitboard) -> SquareSet {
        SquareSet(u128::from(b.0))
    }
}

impl From<Board9> for SquareSet {
    fn from(b: Board9) -> SquareSet {
        SquareSet(b.0)
    }
}

/// A square of either board, as a click on it reaches a round.
pub trait BoardSquare: Copy + Into<Spot> {
    /// The side of its board: 8 or 9.
    const SIDE: u8;
}

impl BoardSquare for Square {
    const SIDE: u8 = 8;
}

impl BoardSquare for Square9 {
    const SIDE: u8 = 9;
}

/// One register of a frame, as the quiz reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading<'a> {
    /// Its name.
    pub name: &'a str,
    /// Its role.
    pub role: Role,
    /// The squares it holds.
    pub squares: SquareSet,
    /// Whether it is the `asp[i]` alias of a numbered layer
    /// ([`fillscope_core::Register::is_alias`]).
    pub alias: bool,
}

/// A frame of either board's trace ([`Frame`] or [`Frame9`]), as the quiz
/// reads it: the rest of the quiz is written once for both.
pub trait QuizFrame {
    /// The side of its board: 8 or 9.
    const SIDE: u8;
    /// Its registers, in listing order.
    fn readings(&self) -> impl Iterator<Item = Reading<'_>>;
}

impl QuizFrame for Frame {
    const SIDE: u8 = 8;
    fn readings(&self) -> impl Iterator<Item = Reading<'_>> {
        self.registers.iter().map(|r| Reading {
            name: &r.name,
            role: r.role,
            squares: r.value.into(),
            alias: r.is_alias(),
        })
    }
}

/// The 9x9 fills (BFS and Voronoi) keep no `asp[i]` alias.
impl QuizFrame for Frame9 {
    const SIDE: u8 = 9;
    fn readings(&self) -> impl Iterator<Item = Reading<'_>> {
        self.registers.iter().map(|r| Reading {
            name: &r.name,
            role: r.role,
            squares: r.value.into(),
            alias: false,
        })
    }
}

/// One question: predict the frontier of frame `frame`, having seen the
/// frame before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The frame whose frontier is asked for (at least 1).
    pub frame: usize,
    /// The frontier registers' names, e.g. `asp[3]`, `cur_a and cur_b` or
    /// `cur_a, cur_b and cur_t`.
    pub names: String,
    /// The squares they hold (all of them, when there are several).
    pub truth: SquareSet,
}

/// The frontier of a frame: the names of its registers in the frontier
/// role and the squares they hold together; `None` if it has none. The
/// shortest-path fills' `asp[i]` is named by the layer it is at that frame
/// (`asp[3]`), so that a learner knows which one is asked for. Voronoi's
/// frontier is every side's (`cur_a`, `cur_b` and the ties' `cur_t`): the
/// squares each reaches next. The names read as a list in a sentence
/// (`cur_a, cur_b and cur_t`), as the question's prompt shows them.
#[must_use]
pub fn frontier<F: QuizFrame>(frame: &F) -> Option<(String, SquareSet)> {
    let mut names: Vec<&str> = Vec::new();
    let mut squares = SquareSet::EMPTY;
    for r in frame.readings().filter(|r| r.role == Role::Frontier) {
        let layer = r
            .alias
            .then(|| {
                frame.readings().find(|l| {
                    matches!(l.role, Role::Layer(_)) && !l.alias && l.squares == r.squares
                })
            })
            .flatten();
        names.push(layer.map_or(r.name, |l| l.name));
        squares |= r.squares;
    }
    let names = match names.split_last() {
        None => return None,
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    };
    Some((names, squares))
}

/// The questions of a trace's `frames` within frames `from..=to` (0-based,
/// clamped to the trace): every frame there with a frontier, except frame
/// 0 (nothing has been shown before it), a frame whose frontier is the
/// one already on show in the frame before, and one whose frontier holds
/// no square (a Voronoi's last step: nothing to paint, and an empty guess
/// would score as right).
#[must_use]
pub fn questions<F: QuizFrame>(frames: &[F], from: usize, to: usize) -> Vec<Question> {
    let Some(last) = frames.len().checked_sub(1) else {
        return Vec::new();
    };
    let (from, to) = (from.min(last), to.min(last));
    (from.max(1)..=to)
        .filter_map(|i| {
            let (names, truth) = frontier(&frames[i])?;
            let before = frontier(&frames[i - 1]);
            if truth.is_empty() || before.as_ref() == Some(&(names.clone(), truth)) {
                return None;
            }
            Some(Question {
                frame: i,
                names,
                truth,
            })
        })
        .collect()
}

/// A checked guess, square by square.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Marking {
    /// Guessed and in the frontier.
    pub correct: SquareSet,
    /// In the frontier, not guessed.
    pub missed: SquareSet,
    /// Guessed, not in the frontier.
    pub extra: SquareSet,
}

impl Marking {
    /// `guess` marked against the true frontier `truth`.
    #[must_use]
    pub fn of(guess: SquareSet, truth: SquareSet) -> Marking {
        Marking {
            correct: guess & truth,
            missed: truth - guess,
            extra: guess - truth,
        }
    }

    /// Whether the guess was exactly the frontier.
    #[must_use]
    pub fn right(&self) -> bool {
        self.missed.is_empty() && self.extra.is_empty()
    }

    /// The mark on the square at `bit`, if any.
    #[must_use]
    pub fn mark(&self, bit: u32) -> Option<QuizMark> {
        if self.correct.contains(bit) {
            Some(QuizMark::Correct)
        } else if self.missed.contains(bit) {
            Some(QuizMark::Missed)
        } else if self.extra.contains(bit) {
            Some(QuizMark::Extra)
        } else {
            None
        }
    }
}

/// A quiz round over one trace, of either board: the questions, where the
/// learner is, the guess and the score.
#[derive(Clone, Debug, PartialEq)]
pub struct QuizState {
    /// The side of the round's board: 8, or 9 for the 9x9 board.
    pub side: u8,
    /// The first frame of the range, 0-based, as asked (`qfrom=`).
    pub from: usize,
    /// The last frame of the range, as asked (`qto=`); `None`: the last frame.
    pub to: Option<usize>,
    /// The frames in the trace (to clamp the range in links).
    pub frames: usize,
    /// The round's questions.
    pub questions: Rc<Vec<Question>>,
    /// The question on show (`questions.len()`: the round is over).
    pub at: usize,
    /// The squares painted as the guess.
    pub guess: SquareSet,
    /// The guess as marked, once checked.
    pub checked: Option<Marking>,
    /// Whether the true frontier is on show.
    pub revealed: bool,
    /// Whether the hint (how many squares) is on show.
    pub hint: bool,
    /// Questions answered exactly right.
    pub score: u32,
    /// Questions answered (checked, revealed or skipped).
    pub answered: u32,
    /// Right answers in a row, up to now.
    pub streak: u32,
    /// The longest streak in this round.
    pub best: u32,
}

/// A frame range's ends, the lower first: ends given the wrong way round
/// are swapped, as a link's are.
#[must_use]
pub fn ordered(from: usize, to: Option<usize>) -> (usize, Option<usize>) {
    match to {
        Some(t) if t < from => (t, Some(from)),
        _ => (from, to),
    }
}

impl QuizState {
    /// A fresh round over a trace's `frames` `from..=to` (`to` `None`: to
    /// the end), on the board those frames are of.
    #[must_use]
    pub fn new<F: QuizFrame>(frames: &[F], from: usize, to: Option<usize>) -> QuizState {
        // The first-load page never shows the Quiz mode (it hands it to
        // the full app): it keeps the range, for links, and asks nothing.
        #[cfg(feature = "modes")]
        let questions = Rc::new(questions(frames, from, to.unwrap_or(usize::MAX)));
        #[cfg(not(feature = "modes"))]
        let questions = Rc::default();
        QuizState {
            questions,
            ..QuizState::blank(F::SIDE, from, to, frames.len())
        }
    }

    /// The range as a link carries it: both ends clamped to a trace of
    /// `frames` frames (the fill's now: the round may be behind it, as it
    /// is brought up to date only when the Quiz mode is on show), the
    /// lower end first.
    #[must_use]
    pub fn range(&self, frames: usize) -> (usize, Option<usize>) {
        let last = frames.saturating_sub(1);
        ordered(self.from.min(last), self.to.map(|t| t.min(last)))
    }

    /// Where the learner is in the round, for the tab's session to keep
    /// across a reload: the question on show and the score, as
    /// `at score answered streak best`; then, if any, the squares painted
    /// as the hex of their [`SquareSet`], and what is on show of the
    /// question's answer: `c` checked, `r` revealed, `h` the hint.
    #[must_use]
    pub fn progress(&self) -> String {
        let mut p = format!(
            "{} {} {} {} {}",
            self.at, self.score, self.answered, self.streak, self.best
        );
        let mut shown = String::new();
        for (on, c) in [
            (self.checked.is_some(), 'c'),
            (self.revealed, 'r'),
            (self.hint, 'h'),
        ] {
            if on {
                shown.push(c);
            }
        }
        if !self.guess.is_empty() || !shown.is_empty() {
            p.push_str(&format!(" {:#x}", self.guess.0));
        }
        if !shown.is_empty() {
            p.push(' ');
            p.push_str(&shown);
        }
        p
    }

    /// Takes up the round where [`QuizState::progress`] left it: `false`
    /// (and nothing changed) for text that is no progress through this
    /// round's questions. A question checked before the reload shows its
    /// marks again (a class may be talking them over), and is not scored
    /// again.
    pub fn resume(&mut self, progress: &str) -> bool {
        let words: Vec<&str> = progress.split(' ').collect();
        let n: Vec<u32> = words.iter().map_while(|w| w.parse().ok()).collect();
        let &[at, score, answered, streak, best] = n.as_slice() else {
            return false;
        };
        let fits = at as usize <= self.questions.len()
            && score <= answered
            && answered <= at + 1
            && streak <= best
            && best <= score;
        if !fits {
            return false;
        }
        let shown = words.get(6).copied().unwrap_or_default();
        let checked = shown.contains('c') && answered == at + 1;
        // A question answered before the reload is asked again only to
        // show its marks.
        let resumed = if checked {
            at as usize
        } else {
            (answered as usize).max(at as usize)
        }
        .min(self.questions.len());
        // The squares painted for the question on show.
        let guess = words
            .get(5)
            .and_then(|g| g.strip_prefix("0x"))
            .and_then(|g| u128::from_str_radix(g, 16).ok())
            .map(SquareSet)
            .filter(|&g| resumed == at as usize && (g - board(self.side)).is_empty());
        (self.at, self.score, self.answered) = (resumed, score, answered);
        (self.streak, self.best) = (streak, best);
        if let Some(g) = guess {
            self.guess = g;
        }
        if let Some(truth) = self.question().map(|q| q.truth) {
            if checked {
                self.checked = Some(Marking::of(self.guess, truth));
                self.revealed = shown.contains('r');
            }
            self.hint = shown.contains('h') && !self.revealed;
        }
        true
    }

    /// The question on show, unless the round is over.
    #[must_use]
    pub fn question(&self) -> Option<&Question> {
        self.questions.get(self.at)
    }

    /// Whether every question has been answered (or there are none).
    #[must_use]
    pub fn done(&self) -> bool {
        self.at >= self.questions.len()
    }

    /// Whether the board takes the guess: a question is on show and has
    /// not been checked or revealed.
    #[must_use]
    pub fn guessing(&self) -> bool {
        !self.done() && self.checked.is_none()
    }

    /// The frame the board shows: the one before the question, or the
    /// question's own once revealed; at the end, the last question's frame.
    #[must_use]
    pub fn shown_frame(&self) -> usize {
        match self.question() {
            Some(q) if self.revealed => q.frame,
            Some(q) => q.frame - 1,
            None => self.questions.last().map_or(self.from, |q| q.frame),
        }
    }

    /// The mark on `spot` of the round's board: the guess before
    /// checking, the marking after.
    #[must_use]
    pub fn mark(&self, spot: Spot) -> Option<QuizMark> {
        let b = bit(self.side, spot)?;
        match self.checked {
            Some(m) => m.mark(b),
            None if self.guess.contains(b) => Some(QuizMark::Guess),
            None => None,
        }
    }

    /// Paints or unpaints `sq` in the guess; returns whether it could (a
    /// square of the other board is no square of this round).
    pub fn toggle<S: BoardSquare>(&mut self, sq: S) -> bool {
        let Some(b) = bit(self.side, sq.into()).filter(|_| S::SIDE == self.side) else {
            return false;
        };
        if !self.guessing() {
            return false;
        }
        self.guess = SquareSet(self.guess.0 ^ 1 << b);
        true
    }

    fn score_answer(&mut self, right: bool) {
        self.answered += 1;
        if right {
            self.score += 1;
            self.streak += 1;
            self.best = self.best.max(self.streak);
        } else {
            self.streak = 0;
        }
    }

    /// Marks the guess and scores it (once per question).
    pub fn check(&mut self) -> bool {
        let Some(q) = self.question() else {
            return false;
        };
        if self.checked.is_some() {
            return false;
        }
        let m = Marking::of(self.guess, q.truth);
        self.checked = Some(m);
        self.score_answer(m.right());
        true
    }

    /// Shows the true frontier, checking the guess as it stands first.
    pub fn reveal(&mut self) -> bool {
        if self.done() || self.revealed {
            return false;
        }
        self.check();
        self.revealed = true;
        true
    }

    /// Shows how many squares the frontier holds.
    pub fn show_hint(&mut self) -> bool {
        // Once revealed, the frontier is on show: no hint is left to give.
        if self.done() || self.hint || self.revealed {
            return false;
        }
        self.hint = true;
        true
    }

    /// Goes on to the next question; one left unchecked counts as wrong.
    pub fn next_question(&mut self) -> bool {
        if self.done() {
            return false;
        }
        if self.checked.is_none() {
            self.score_answer(false);
        }
        self.at += 1;
        self.guess = SquareSet::EMPTY;
        self.checked = None;
        self.revealed = false;
        self.hint = false;
        true
    }

    /// The same round again from its first question, score at zero.
    pub fn restart(&mut self) -> bool {
        let fresh = QuizState {
            questions: self.questions.clone(),
            ..QuizState::blank(self.side, self.from, self.to, self.frames)
        };
        if *self == fresh {
            return false;
        }
        *self = fresh;
        true
    }

    /// A round with no questions and nothing answered yet.
    fn blank(side: u8, from: usize, to: Option<usize>, frames: usize) -> QuizState {
        QuizState {
            side,
            from,
            to,
            frames,
            questions: Rc::new(Vec::new()),
            at: 0,
            guess: SquareSet::EMPTY,
            checked: None,
            revealed: false,
            hint: false,
            score: 0,
            answered: 0,
            streak: 0,
            best: 0,
        }
    }
}

#[cfg(all(test, feature = "modes"))]
mod tests {
    use super::*;
    use crate::model::{Algorithm, Setup};
    use crate::nine_board::Marks9;

    fn squares(names: &[&str]) -> SquareSet {
        names
            .iter()
            .map(|n| n.parse::<Square>().expect("square name"))
            .fold(Bitboard::EMPTY, |b, s| b.with(s))
            .into()
    }

    /// The mark on an 8x8 square.
    fn mark(m: &Marking, sq: Square) -> Option<QuizMark> {
        m.mark(u32::from(sq.index()))
    }

    const KING_RING: [&str; 8] = ["d3", "e3", "f3", "d4", "f4", "d5", "e5", "f5"];

    #[test]
    fn the_seed_examples_first_question_is_the_king_ring_of_e4() {
        let trace = Setup::seed_example().trace();
        let qs = questions(&trace.frames, 0, usize::MAX);
        assert!(qs.len() >= 3, "{qs:?}");
        let first = &qs[0];
        assert_eq!(first.truth, squares(&KING_RING));
        // Named by the layer it is, not as `asp[i]`.
        assert_eq!(first.names, "asp[1]");
        assert_eq!(qs[1].names, "asp[2]");
        // It is asked before its frame: the frame before has not got it.
        assert_ne!(
            frontier(&trace.frames[first.frame - 1]).map(|f| f.1),
            Some(first.truth)
        );
        // Every question's frame has a frontier, in order, none at frame 0.
        for w in qs.windows(2) {
            assert!(w[0].frame < w[1].frame);
        }
        for q in qs.iter() {
            assert!(q.frame >= 1);
            assert_eq!(frontier(&trace.frames[q.frame]).map(|f| f.1), Some(q.truth));
        }
    }

    #[test]
    fn a_known_guess_is_marked_square_by_square() {
        let truth = squares(&KING_RING);
        // Six of the ring, and two squares two steps away.
        let guess = squares(&["d3", "e3", "f3", "d4", "f4", "d5", "e6", "c4"]);
        let m = Marking::of(guess, truth);
        assert_eq!(m.correct, squares(&["d3", "e3", "f3", "d4", "f4", "d5"]));
        assert_eq!(m.missed, squares(&["e5", "f5"]));
        assert_eq!(m.extra, squares(&["e6", "c4"]));
        assert!(!m.right());
        assert_eq!(mark(&m, Square::E5), Some(QuizMark::Missed));
        assert_eq!(mark(&m, Square::C4), Some(QuizMark::Extra));
        assert_eq!(mark(&m, Square::D3), Some(QuizMark::Correct));
        assert_eq!(mark(&m, Square::A1), None);
        assert!(Marking::of(truth, truth).right());
    }

    #[test]
    fn a_round_resumes_where_it_was_left() {
        let trace = Setup::seed_example().trace();
        let mut q = QuizState::new(&trace.frames, 0, None);
        let n = q.questions.len();
        assert!(n > 3);
        let truth = q.question().expect("a question").truth;
        q.guess = truth;
        q.check();
        q.next_question();
        q.check();
        q.next_question();
        let kept = q.progress();
        assert_eq!(kept, "2 1 2 0 1");
        let mut back = QuizState::new(&trace.frames, 0, None);
        assert!(back.resume(&kept));
        assert_eq!(
            (back.at, back.score, back.answered, back.streak, back.best),
            (2, 1, 2, 0, 1)
        );
        // Squares painted and not checked come back with the question.
        back.next_question();
        assert!(back.toggle(Square::F5) && back.toggle(Square::D5));
        let painted = back.progress();
        assert!(painted.starts_with("3 "), "{painted}");
        assert!(
            painted.ends_with(&format!(" {:#x}", back.guess.0)),
            "{painted}"
        );
        let mut again = QuizState::new(&trace.frames, 0, None);
        assert!(again.resume(&painted));
        assert_eq!((again.at, again.guess), (3, back.guess));
        // Checked, revealed: the marks come back with the question, and it
        // is not scored again.
        back.check();
        back.reveal();
        let checked = back.progress();
        assert!(checked.ends_with(" cr"), "{checked}");
        let mut marked = QuizState::new(&trace.frames, 0, None);
        assert!(marked.resume(&checked));
        assert_eq!((marked.at, marked.guess), (3, back.guess));
        assert_eq!(marked.checked, back.checked);
        assert!(marked.revealed);
        assert_eq!((marked.score, marked.answered), (back.score, back.answered));
        assert!(!marked.check(), "checked already");
        assert_eq!(marked.answered, back.answered);
        // The hint alone, on an empty guess.
        marked.next_question();
        marked.show_hint();
        let hinted = marked.progress();
        assert!(hinted.ends_with(" 0x0 h"), "{hinted}");
        let mut again = QuizState::new(&trace.frames, 0, None);
        assert!(again.resume(&hinted));
        assert!(again.hint && again.checked.is_none() && again.at == 4);
        // Checked by an older page, without the marks: the next question.
        let mut old = QuizState::new(&trace.frames, 0, None);
        assert!(old.resume("3 1 4 0 1"));
        assert_eq!(old.at, 4);
        for bad in [
            "",
            "1 2 3",
            "0 5 1 0 0",
            "99 0 0 0 0",
            "1 1 1 2 1",
            "x 0 0 0 0",
        ] {
            let mut fresh = QuizState::new(&trace.frames, 0, None);
            assert!(!fresh.resume(bad), "{bad:?}");
            assert_eq!(fresh, QuizState::new(&trace.frames, 0, None));
        }
    }

    #[test]
    fn score_and_streak_follow_the_answers() {
        let trace = Setup::seed_example().trace();
        let mut q = QuizState::new(&trace.frames, 0, None);
        let n = q.questions.len();
        assert!(n >= 3);
        // Before checking, the board shows the frame before the question
        // and the guess; painting twice unpaints.
        let first = q.questions[0].clone();
        assert_eq!(q.shown_frame(), first.frame - 1);
        assert!(q.toggle(Square::A8) && q.toggle(Square::A8));
        assert_eq!(q.guess, SquareSet::EMPTY);
        // Right: paint the ring exactly.
        for spot in first.truth.spots(8) {
            assert!(q.toggle(spot.square().expect("an 8x8 square")));
            assert_eq!(q.mark(spot), Some(QuizMark::Guess));
        }
        assert!(q.check());
        assert!(!q.check(), "a question is scored once");
        assert!(!q.toggle(Square::A1), "no painting after checking");
        assert_eq!((q.score, q.answered, q.streak, q.best), (1, 1, 1, 1));
        assert!(q.reveal());
        assert_eq!(q.shown_frame(), first.frame);
        assert!(!q.show_hint(), "no hint once the frontier is on show");
        assert_eq!(
            (q.score, q.answered),
            (1, 1),
            "revealing after checking scores nothing"
        );
        // Right again, then wrong by one square: the streak ends, the best stays.
        assert!(q.next_question());
        let second = q.questions[1].truth;
        q.guess = second;
        q.check();
        assert_eq!((q.score, q.streak, q.best), (2, 2, 2));
        q.next_question();
        let third = q.question().expect("a third question").truth;
        q.show_hint();
        assert!(q.hint);
        // All but one square of the frontier.
        q.guess = SquareSet(third.0 & third.0.wrapping_sub(1));
        q.check();
        assert_eq!((q.score, q.answered, q.streak, q.best), (2, 3, 0, 2));
        // Revealing unchecked scores the guess as it stands (empty: wrong);
        // skipping scores it wrong too.
        while !q.done() {
            assert!(q.reveal());
            assert!(q.next_question());
        }
        assert_eq!(q.answered as usize, n);
        assert_eq!(q.score, 2);
        assert!(!q.next_question() && !q.check() && !q.reveal() && !q.show_hint());
        assert!(q.restart());
        assert_eq!((q.at, q.score, q.answered, q.best), (0, 0, 0, 0));
        assert!(!q.restart(), "already fresh");
    }

    #[test]
    fn the_range_picks_the_questions_and_is_clamped() {
        let trace = Setup::seed_example().trace();
        let all = questions(&trace.frames, 0, usize::MAX);
        let second = all[1].frame;
        // From the second question's frame on: it is the first question.
        let q = QuizState::new(&trace.frames, second, None);
        assert_eq!(q.questions.first(), Some(&all[1]));
        // A range ending before the second question holds the first only.
        let q = QuizState::new(&trace.frames, 0, Some(second - 1));
        assert_eq!(*q.questions, vec![all[0].clone()]);
        // Ends past the trace are clamped; an empty range has no questions.
        let q = QuizState::new(&trace.frames, 9999, Some(9999));
        let last = trace.frames.len() - 1;
        assert_eq!(q.range(q.frames), (last, Some(last)));
        let q = QuizState::new(&trace.frames, 5, Some(2));
        assert!(q.questions.is_empty() && q.done());
        // A link carries the lower end first, clamped to the trace it is
        // given (the fill's now, which may be shorter than the round's).
        assert_eq!(q.range(q.frames), (2, Some(5)));
        assert_eq!(q.range(4), (2, Some(3)));
        assert_eq!(q.shown_frame(), 5);
    }

    #[test]
    fn every_algorithms_questions_ask_for_a_changed_frontier() {
        let mut with_questions = 0;
        for alg in Algorithm::menu() {
            let setup = Setup {
                algorithm: alg,
                ..Setup::seed_example()
            };
            let trace = setup.trace();
            let qs = questions(&trace.frames, 0, usize::MAX);
            for q in qs.iter() {
                let now = frontier(&trace.frames[q.frame]);
                assert_eq!(now.as_ref().map(|f| f.1), Some(q.truth), "{}", alg.id());
                assert_ne!(frontier(&trace.frames[q.frame - 1]), now, "{}", alg.id());
                // An empty frontier asks nothing: an empty guess would
                // score as right (Voronoi's last step did).
                assert!(!q.truth.is_empty(), "{} frame {}", alg.id(), q.frame);
            }
            // A frame with a frontier new since the frame before, holding
            // a square, is a question.
            for (i, w) in trace.frames.windows(2).enumerate() {
                let now = frontier(&w[1]);
                if now.as_ref().is_some_and(|f| !f.1.is_empty()) && now != frontier(&w[0]) {
                    assert!(
                        qs.iter().any(|q| q.frame == i + 1),
                        "{} frame {}",
                        alg.id(),
                        i + 1
                    );
                }
            }
            with_questions += usize::from(!qs.is_empty());
        }
        // The fills with a frontier (most of the menu) all give questions.
        assert!(with_questions >= 3, "{with_questions}");
    }

    #[test]
    fn the_stylesheet_draws_every_quiz_mark_as_its_symbol() {
        let css = include_str!("../styles/modes.css");
        for m in QuizMark::ALL {
            let l = m.look();
            let rule = format!(
                ".sq.{} .mark-q::after {{ content: \"{}\"",
                l.class, l.symbol
            );
            assert!(css.contains(&rule), "styles/modes.css lacks `{rule}`");
        }
    }

    /// The 9x9 board's layers from `seeds`, by a plain search square by
    /// square (not the bit-shift fill): `layers[k]` holds the open squares
    /// first reached after `k + 1` steps through no wall, the last one
    /// empty.
    fn naive_layers(seeds: Board9, m: &Marks9) -> Vec<Board9> {
        let (mut seen, mut layer, mut layers) = (seeds, seeds, Vec::new());
        loop {
            let mut next = Board9::EMPTY;
            for s in layer.squares() {
                for (df, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                    let Some(n) = s.try_offset(df, dr) else {
                        continue;
                    };
                    if !m.walls.between(s, n) && m.open().contains(n) && !seen.contains(n) {
                        next.insert(n);
                    }
                }
            }
            layers.push(next);
            if next.is_empty() {
                return layers;
            }
            seen |= next;
            layer = next;
        }
    }

    fn sq9(name: &str) -> Square9 {
        name.parse().expect("a 9x9 square")
    }

    /// Boards of the 9x9 fills: the seed example with a square closed,
    /// and random Great Escape boards.
    fn nine_boards(algorithm: Algorithm) -> Vec<Marks9> {
        let mut example = Marks9::example(algorithm);
        example.blockers = sq9("e3").into();
        let mut boards = vec![example];
        boards.extend((1..6).map(Marks9::random));
        boards
    }

    #[test]
    fn a_nine_by_nine_bfs_asks_for_each_layer_in_turn() {
        for m in nine_boards(Algorithm::Bfs) {
            let trace = m.trace(Algorithm::Bfs).expect("BFS runs on 9x9");
            // Layer after layer up to the first that holds a target (the
            // fill stops there), or to the last before the empty one
            // (nothing to paint: no question).
            let mut expected = Vec::new();
            for (k, layer) in naive_layers(m.sources, &m).into_iter().enumerate() {
                if layer.is_empty() {
                    break;
                }
                expected.push(Question {
                    frame: k + 1,
                    names: "cur".into(),
                    truth: layer.into(),
                });
                if layer.intersects(m.targets) {
                    break;
                }
            }
            assert!(expected.len() > 3, "{m:?}");
            assert_eq!(questions(&trace.frames, 0, usize::MAX), expected, "{m:?}");
            let round = QuizState::new(&trace.frames, 0, None);
            assert_eq!((round.side, round.frames), (9, trace.frames.len()));
            assert_eq!(*round.questions, expected);
        }
    }

    #[test]
    fn a_nine_by_nine_voronoi_asks_for_what_every_side_reaches_next() {
        let mut three = Marks9::example(Algorithm::Voronoi);
        three.side_c = sq9("a9").into();
        for m in nine_boards(Algorithm::Voronoi).into_iter().chain([three]) {
            let trace = m.trace(Algorithm::Voronoi).expect("Voronoi runs on 9x9");
            let names = if m.side_c.is_empty() {
                "cur_a, cur_b and cur_t"
            } else {
                "cur[0], cur[1], cur[2] and cur_t"
            };
            // The sides grow together: what they reach next, together, is
            // the next layer from every seed at once, up to the empty one.
            let seeds = m.sources | m.targets | m.side_c;
            let expected: Vec<Question> = naive_layers(seeds, &m)
                .into_iter()
                .take_while(|layer| !layer.is_empty())
                .enumerate()
                .map(|(k, layer)| Question {
                    frame: k + 1,
                    names: names.into(),
                    truth: layer.into(),
                })
                .collect();
            assert!(expected.len() > 3, "{m:?}");
            assert_eq!(questions(&trace.frames, 0, usize::MAX), expected, "{m:?}");
            // Each side's share is the squares it reaches strictly first.
            let a = naive_layers(m.sources, &m);
            let first = &trace.frames[1];
            let (cur_a, ties) = (first.get("cur_a"), first.get("cur_t"));
            if let (Some(cur_a), Some(ties)) = (cur_a, ties) {
                assert_eq!(
                    SquareSet::from(cur_a | ties),
                    SquareSet::from(a[0]) & expected[0].truth
                );
            }
        }
    }

    #[test]
    fn a_nine_by_nine_round_marks_scores_and_resumes_its_guess() {
        let trace = Marks9::example(Algorithm::Bfs)
            .trace(Algorithm::Bfs)
            .expect("BFS runs on 9x9");
        let mut q = QuizState::new(&trace.frames, 0, None);
        let n = q.questions.len();
        assert!(n > 3);
        // The seed example starts on e1: the first layer is d1, f1 and e2.
        let first = q.questions[0].clone();
        let ring: Board9 = ["d1", "f1", "e2"].into_iter().map(sq9).collect();
        assert_eq!(first.truth, ring.into());
        // Squares of the 9x9 board only: an 8x8 square is refused.
        assert!(!q.toggle(Square::E2));
        assert!(q.guess.is_empty());
        // Two of the three, and i9 (bit 80, past any 8x8 square).
        for s in ["d1", "f1", "i9"] {
            assert!(q.toggle(sq9(s)));
        }
        let at = |s: &str| Spot::from(sq9(s));
        assert_eq!(q.mark(at("i9")), Some(QuizMark::Guess));
        assert_eq!(q.mark(at("e2")), None);
        // The session keeps the painted squares as their 9x9 bits.
        let kept = q.progress();
        let bits = (1u128 << 80) | (1 << 3) | (1 << 5);
        assert_eq!(kept, format!("0 0 0 0 0 {bits:#x}"));
        let mut back = QuizState::new(&trace.frames, 0, None);
        assert!(back.resume(&kept));
        assert_eq!(back.guess, q.guess);
        // On the 8x8 board those bits are no squares: the guess is dropped.
        let eight = Setup::seed_example().trace();
        let mut other = QuizState::new(&eight.frames, 0, None);
        assert!(other.resume(&kept));
        assert!(other.guess.is_empty());
        // Checked: d1 and f1 correct, e2 missed, i9 extra.
        assert!(q.check());
        assert_eq!(q.mark(at("d1")), Some(QuizMark::Correct));
        assert_eq!(q.mark(at("e2")), Some(QuizMark::Missed));
        assert_eq!(q.mark(at("i9")), Some(QuizMark::Extra));
        assert_eq!(q.mark(Spot { file: 9, rank: 0 }), None);
        assert_eq!((q.score, q.answered, q.streak), (0, 1, 0));
        assert!(!q.toggle(sq9("e2")), "no painting after checking");
        // Every later question answered right: the streak is the rest.
        q.next_question();
        while let Some(question) = q.question() {
            let truth = question.truth;
            for spot in truth.spots(9) {
                let sq = Square9::from_coords(spot.file, spot.rank).expect("a 9x9 square");
                assert!(q.toggle(sq));
            }
            assert_eq!(q.guess, truth);
            assert!(q.check() && q.checked.is_some_and(|m| m.right()));
            q.next_question();
        }
        let right = n as u32 - 1;
        assert_eq!((q.score, q.answered, q.best), (right, n as u32, right));
        assert_eq!(q.progress(), format!("{n} {right} {n} {right} {right}"));
    }
}
