//! The Lesson mode's state: the lesson on show (a built-in one, read by
//! the worker, or a file), its step, the view that step shows (board,
//! fill and frame range), authoring edits, and the presenter view. Plain
//! Rust, so `cargo test` covers it.

use std::rc::Rc;

use fillscope_core::{Setup, Trace};
use fillscope_draw::Cell;
#[cfg(feature = "modes")]
use fillscope_protocol::LessonNote;
use fillscope_protocol::{Lesson, LessonStep};

use crate::nine_board::Nine;
use crate::playback::Playback;
use crate::url_state::{self, UrlState};

/// What the link asked for (`lesson=`): a built-in lesson's id, or a whole
/// lesson as JSON (a lesson authored in the app).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// A built-in lesson's id.
    Id(String),
    /// A lesson file's text.
    File(String),
}

impl Asked {
    /// Reads a `lesson=` value: JSON when it starts with `{`.
    #[must_use]
    pub fn from_link(v: &str) -> Asked {
        if v.trim_start().starts_with('{') {
            Asked::File(v.to_string())
        } else {
            Asked::Id(v.to_string())
        }
    }
}

/// The picker's value for the lesson put aside ([`LessonState::own`]).
pub const OWN_PICK: &str = "=own";

/// A lesson's limits, one set for the editor, links, the saved record and
/// the worker's reader of lesson files: a lesson made here always opens
/// again. A lesson file (its JSON) of at most this many bytes.
pub const MAX_LESSON_BYTES: usize = 200_000;
/// At most this many steps.
pub const MAX_LESSON_STEPS: usize = 200;
/// At most this many characters of text per step, and of title.
pub const MAX_LESSON_TEXT: usize = 4_000;

/// `text` cut to [`MAX_LESSON_TEXT`] characters.
#[must_use]
pub fn cut_text(text: String) -> String {
    match text.char_indices().nth(MAX_LESSON_TEXT) {
        Some((at, _)) => text[..at].to_string(),
        None => text,
    }
}

/// Something a Lesson mode key asks of the page rather than of the state:
/// it moves the focus, reaches the clipboard, the file picker or a
/// download, which the view does ([`LessonState::task`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonTask {
    /// Focus the step's text (E).
    EditText,
    /// Focus the lesson's title (T).
    EditTitle,
    /// Focus the built-in lesson picker (C).
    Choose,
    /// Open the file picker for a lesson file (F).
    OpenFile,
    /// Copy the lesson's link (L).
    CopyLink,
    /// Download the lesson file (S).
    Download,
}

/// Everything the Lesson mode shows.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonState {
    /// The built-in lessons, once the worker has sent them.
    pub built_in: Option<Rc<Vec<Lesson>>>,
    /// What the link asked for and is not open yet.
    pub asked: Option<Asked>,
    /// What the link asked for and could not be opened (a lesson cut short,
    /// an id that is no built-in lesson): the link keeps it while no other
    /// lesson is open, so that nothing the user had is dropped from it.
    pub unread: Option<String>,
    /// The lesson on show.
    pub lesson: Option<Rc<Lesson>>,
    /// Whether it was changed here (its link then carries it whole).
    pub edited: bool,
    /// Its step on show (0-based).
    pub step: usize,
    /// Why a lesson could not be opened, or that one is loading.
    pub status: Option<String>,
    /// The edits Undo takes back, oldest first, at most
    /// [`crate::state::UNDO_LIMIT`]: each with the lesson as it was before
    /// ([`LessonState::undo`]). Another lesson opened empties it.
    #[cfg(feature = "modes")]
    pub history: Vec<Undo>,
    /// The edits Undo took back, which Redo makes again, the last undone
    /// last: each with the lesson as it was after it
    /// ([`LessonState::redo`]). A new edit empties it, as another lesson
    /// opened does.
    #[cfg(feature = "modes")]
    pub redo: Vec<Undo>,
    /// What the lesson reader said of the lesson on show, step by step
    /// ([`LessonState::step_notes`]): the lesson as read, and the notes,
    /// each with the step the reader gave it (none for a note of no one
    /// step).
    #[cfg(feature = "modes")]
    pub notes: Option<(Rc<Lesson>, Vec<LessonNote>)>,
    /// The last lesson edited here (or opened from a file) that another
    /// lesson replaced, as a lesson file's text: the picker offers it
    /// back ([`OWN_PICK`]), and LocalStorage keeps it, so opening a
    /// built-in lesson or a link loses no one's work.
    pub own: Option<Rc<str>>,
    /// Whether the lesson being read ([`LessonState::asked`]) is the one
    /// put aside, picked back.
    pub own_asked: bool,
    /// The presenter view: the board as large as the screen allows.
    pub presenter: bool,
    /// The frame within the step that a link asked for (`lf=`), until the
    /// lesson it names is open.
    pub pending_frame: Option<usize>,
    /// What to say of a link's `lf=` past its step's last frame, until
    /// said ([`LessonState::link_notes`]).
    frame_past_end: Option<String>,
    /// The step's board and fill.
    pub setup: Setup,
    /// The step's trace (on the 8x8 board).
    pub trace: Rc<Trace>,
    /// The step's 9x9 board and its run, for a step on that board.
    pub nine: Option<Nine>,
    /// The step's first frame.
    pub from: usize,
    /// Which frame of the step's range is shown (frame `from + playback.frame`).
    pub playback: Playback,
    /// The last task a key asked for, numbered so that pressing the same
    /// key again is a new request; the view does each number once.
    pub task: Option<(u32, LessonTask)>,
}

/// An edit of the lesson, as Undo names it ([`LessonState::history`]);
/// the steps are 0-based.
#[cfg(feature = "modes")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// A step added here.
    Added(usize),
    /// The step that was here deleted.
    Deleted(usize),
    /// A step moved here.
    Moved(usize),
    /// This step's text typed (one entry for a run of typing).
    Text(usize),
    /// The title typed (one entry for a run of typing).
    Title,
    /// This step's frame range set.
    Range(usize),
}

#[cfg(feature = "modes")]
impl Edit {
    /// What the page says of it, before its Undo button.
    #[must_use]
    pub fn said(self) -> String {
        match self {
            Edit::Added(at) => format!("Step {} added.", at + 1),
            Edit::Deleted(at) => format!("Step {} deleted.", at + 1),
            Edit::Moved(at) => format!("Step moved to place {}.", at + 1),
            Edit::Text(at) => format!("Text of step {} changed.", at + 1),
            Edit::Title => "Title changed.".into(),
            Edit::Range(at) => format!("Frames of step {} changed.", at + 1),
        }
    }
}

/// An edit Undo can take back ([`LessonState::history`]), or Redo make
/// again ([`LessonState::redo`]).
#[cfg(feature = "modes")]
#[derive(Clone, Debug, PartialEq)]
pub struct Undo {
    /// The edit.
    pub what: Edit,
    /// The lesson to put back (before the edit for Undo, after it for
    /// Redo; none: no lesson, the edit started one), whether it was
    /// edited here, and its step on show.
    before: (Option<Rc<Lesson>>, bool, usize),
}

/// How many frames a lesson step's link shows: its fill's run on its
/// board, 8x8 or 9x9.
#[must_use]
pub fn link_frames(link: &UrlState) -> usize {
    match link.nine.and_then(|m| Nine::new(m, link.setup.algorithm)) {
        Some(n) => n.trace.frames.len(),
        None => link.setup.trace().frames.len(),
    }
}

impl Default for LessonState {
    fn default() -> Self {
        let setup = Setup::seed_example();
        let trace = Rc::new(setup.trace());
        LessonState {
            built_in: None,
            asked: None,
            unread: None,
            lesson: None,
            edited: false,
            step: 0,
            status: None,
            #[cfg(feature = "modes")]
            history: Vec::new(),
            #[cfg(feature = "modes")]
            redo: Vec::new(),
            #[cfg(feature = "modes")]
            notes: None,
            own: None,
            own_asked: false,
            presenter: false,
            pending_frame: None,
            frame_past_end: None,
            playback: Playback::new(trace.frames.len()),
            setup,
            trace,
            nine: None,
            from: 0,
            task: None,
        }
    }
}

/// The name a downloaded lesson is saved under: a built-in lesson's id,
/// else its title in lower case with a dash between words
/// (`fills-for-class-5b.fillscope-lesson.json`), so that a teacher's
/// lessons do not all download as one name.
#[must_use]
pub fn file_name(lesson: &Lesson) -> String {
    let stem = lesson.id.clone().unwrap_or_else(|| {
        let mut slug = String::new();
        for c in lesson.title.chars().flat_map(char::to_lowercase) {
            if c.is_alphanumeric() {
                slug.push(c);
            } else if !slug.is_empty() && !slug.ends_with('-') {
                slug.push('-');
            }
            if slug.chars().count() >= 60 {
                break;
            }
        }
        slug.trim_end_matches('-').to_string()
    });
    let stem = if stem.is_empty() { "lesson" } else { &stem };
    format!("{stem}.fillscope-lesson.json")
}

impl LessonState {
    /// Whether the lesson the link asked for could not be opened, and no
    /// other lesson is open: an embed then has no board of its own to show.
    #[must_use]
    pub fn unreadable(&self) -> bool {
        self.lesson.is_none() && self.unread.is_some()
    }

    /// The state before anything is loaded, remembering what the link asks
    /// for and at which step.
    #[must_use]
    pub fn asking(asked: Option<Asked>, step: usize) -> LessonState {
        LessonState {
            asked,
            step,
            ..LessonState::default()
        }
    }

    /// The step on show, if a lesson is open.
    #[must_use]
    pub fn current(&self) -> Option<&LessonStep> {
        self.lesson.as_ref().and_then(|l| l.steps.get(self.step))
    }

    /// How many frames the step's run has, on either board.
    #[must_use]
    pub fn frames(&self) -> usize {
        match &self.nine {
            Some(n) => n.trace.frames.len(),
            None => self.trace.frames.len(),
        }
    }

    /// The step's run, for the legend (of the Lesson mode's view, in the
    /// full app).
    #[cfg(feature = "modes")]
    #[must_use]
    pub fn film(&self) -> crate::film::Film {
        match &self.nine {
            Some(n) => crate::film::Film::Nine(n.trace.clone()),
            None => crate::film::Film::Eight(self.trace.clone()),
        }
    }

    /// The squares of the frame on show, with the step's marks and walls,
    /// on its board (8x8 or 9x9).
    #[must_use]
    pub fn cells(&self) -> Vec<Cell> {
        let at = self.from + self.playback.frame;
        match &self.nine {
            Some(n) => {
                let m = &n.marks;
                crate::cells::cells9(n.trace.frames.get(at), Some(m.walls), Some(m.marks()))
            }
            None => crate::cells::cells(
                self.trace.frames.get(at),
                self.setup.walls_used(),
                Some(self.setup.marks()),
            ),
        }
    }

    /// The caption of the frame on show.
    #[must_use]
    pub fn caption(&self) -> String {
        let at = self.from + self.playback.frame;
        let caption = match &self.nine {
            Some(n) => n.trace.frames.get(at).map(|f| &f.caption),
            None => self.trace.frames.get(at).map(|f| &f.caption),
        };
        caption.map(ToString::to_string).unwrap_or_default()
    }

    /// Puts the lesson on show aside ([`LessonState::own`]) if it was
    /// edited here, before another replaces it.
    pub fn put_aside(&mut self) {
        if let (Some(l), true) = (&self.lesson, self.edited) {
            self.own = Some(l.to_json().into());
        }
    }

    /// The lesson put aside, unless it is the one on show.
    #[must_use]
    pub fn own_to_offer(&self) -> Option<&str> {
        let shown = self
            .lesson
            .as_ref()
            .filter(|_| self.edited)
            .map(|l| l.to_json());
        self.own
            .as_deref()
            .filter(|own| shown.as_deref() != Some(*own))
    }

    /// What to say when a link asked for step `asked` (0-based) of a
    /// lesson that has fewer steps: the last step is shown instead.
    #[must_use]
    pub fn past_end(&self, asked: usize) -> Option<String> {
        let n = self.lesson.as_ref()?.steps.len();
        (asked >= n && n > 0).then(|| {
            format!(
                "The link asks for step {} (ls={asked}), but the lesson has {n} step{}: step {n} is shown.",
                asked + 1,
                if n == 1 { "" } else { "s" }
            )
        })
    }

    /// What to say of a link's step `asked` (0-based) and frame once its
    /// lesson is open: each that was past the end ([`LessonState::past_end`],
    /// the frame within the step), once.
    pub fn link_notes(&mut self, asked: usize) -> Option<String> {
        let notes: Vec<String> = [self.past_end(asked), self.frame_past_end.take()]
            .into_iter()
            .flatten()
            .collect();
        (!notes.is_empty()).then(|| notes.join(" "))
    }

    /// Shows `lesson` at step `step` (clamped).
    pub fn open(&mut self, lesson: Lesson, step: usize, edited: bool) {
        #[cfg(feature = "modes")]
        {
            self.history.clear();
            self.redo.clear();
        }
        self.lesson = Some(Rc::new(lesson));
        self.edited = edited;
        self.asked = None;
        self.status = None;
        self.go(step);
        // The frame a link asked for, once: the first lesson opened.
        if let Some(frame) = self.pending_frame.take() {
            self.playback.seek(frame);
            let n = self.playback.len;
            self.frame_past_end = (frame >= n && n > 0).then(|| {
                format!(
                    "The link asks for frame {} of step {} (lf={frame}), but the step has {n} frame{}: frame {n} is shown.",
                    frame + 1,
                    self.step + 1,
                    if n == 1 { "" } else { "s" }
                )
            });
        }
    }

    /// Shows step `step` (clamped), from its first frame.
    pub fn go(&mut self, step: usize) {
        let Some(lesson) = self.lesson.clone() else {
            return;
        };
        self.step = step.min(lesson.steps.len().saturating_sub(1));
        let Some(s) = lesson.steps.get(self.step) else {
            return;
        };
        let (link, _) = url_state::from_query(&s.link);
        self.nine = link
            .nine
            .and_then(|marks| Nine::new(marks, link.setup.algorithm));
        self.setup = link.setup;
        self.trace = Rc::new(self.setup.trace());
        let last = self.frames().saturating_sub(1);
        let to = s.to.unwrap_or(last).min(last);
        self.from = s.from.min(to);
        self.playback = Playback::new(to - self.from + 1);
    }

    /// Asks the view for `task` (see [`LessonState::task`]).
    pub fn request(&mut self, task: LessonTask) {
        let n = self.task.map_or(0, |(n, _)| n.wrapping_add(1));
        self.task = Some((n, task));
    }

    /// Applies an edit to the lesson (making it this page's own) and shows
    /// step `step` afterwards; Undo can take it back ([`LessonState::undo`]),
    /// a run of typing in one field as one edit. What Redo could make
    /// again is dropped, as editors do: the edits undone branch off here.
    ///
    /// # Errors
    /// An edit that would make the lesson's file longer than
    /// [`MAX_LESSON_BYTES`] is not made: the error says so.
    #[cfg(feature = "modes")]
    pub fn edit(
        &mut self,
        step: usize,
        what: Edit,
        f: impl FnOnce(&mut Lesson),
    ) -> Result<(), String> {
        let mut lesson = self.lesson.as_deref().cloned().unwrap_or_else(|| Lesson {
            id: None,
            title: "A new lesson".into(),
            steps: Vec::new(),
        });
        f(&mut lesson);
        lesson.id = None;
        let bytes = lesson.to_json().len();
        if bytes > MAX_LESSON_BYTES {
            return Err(format!(
                "That edit would make the lesson {bytes} bytes, more than the {MAX_LESSON_BYTES} \
                 a lesson file holds: it was not made. Shorten a step, or start a second lesson (New lesson)."
            ));
        }
        let at = self.playback.frame;
        let before = self.snapshot();
        let mut history = std::mem::take(&mut self.history);
        self.open(lesson, step, true);
        // Typing on in the same field joins the edit before.
        let typing = matches!(what, Edit::Text(_) | Edit::Title);
        if !(typing && history.last().is_some_and(|u| u.what == what)) {
            history.push(Undo { what, before });
            if history.len() > crate::state::UNDO_LIMIT {
                history.remove(0);
            }
        }
        self.history = history;
        self.playback.seek(at);
        Ok(())
    }

    /// The lesson on show, whether edited, and its step: what Undo
    /// puts back ([`LessonState::history`]).
    #[cfg(feature = "modes")]
    #[must_use]
    fn snapshot(&self) -> (Option<Rc<Lesson>>, bool, usize) {
        (self.lesson.clone(), self.edited, self.step)
    }

    /// What Undo would take back: the last edit.
    #[cfg(feature = "modes")]
    #[must_use]
    pub fn undoable(&self) -> Option<Edit> {
        self.history.last().map(|u| u.what)
    }

    /// What Redo would make again: the last edit undone.
    #[cfg(feature = "modes")]
    #[must_use]
    pub fn redoable(&self) -> Option<Edit> {
        self.redo.last().map(|u| u.what)
    }

    /// Takes back the last edit ([`LessonState::history`]): the lesson
    /// before it is on show again as it was (a built-in lesson unedited,
    /// at its step), and Redo can make it again; returns whether there
    /// was one.
    #[cfg(feature = "modes")]
    pub fn undo(&mut self) -> bool {
        self.back_or_forth(true)
    }

    /// Makes the last edit undone again ([`LessonState::redo`]): the
    /// lesson after it is on show as it was, at its step, and Undo can
    /// take it back again; returns whether there was one.
    #[cfg(feature = "modes")]
    pub fn redo(&mut self) -> bool {
        self.back_or_forth(false)
    }

    /// Undo (`back`) or Redo: the lesson on show goes on the other list,
    /// and the one the edit's entry kept comes back.
    #[cfg(feature = "modes")]
    fn back_or_forth(&mut self, back: bool) -> bool {
        let now = self.snapshot();
        let (from, to) = if back {
            (&mut self.history, &mut self.redo)
        } else {
            (&mut self.redo, &mut self.history)
        };
        let Some(Undo { what, before }) = from.pop() else {
            return false;
        };
        to.push(Undo { what, before: now });
        let (lesson, edited, step) = before;
        self.lesson = lesson;
        self.edited = edited;
        self.go(step);
        true
    }

    /// What the lesson reader said of the step on show
    /// ([`LessonState::notes`]), while the lesson is as it was read.
    #[cfg(feature = "modes")]
    #[must_use]
    pub fn step_notes(&self) -> Vec<&str> {
        match (&self.notes, &self.lesson) {
            (Some((read, notes)), Some(now)) if Rc::ptr_eq(read, now) => notes
                .iter()
                .filter(|n| n.step == Some(self.step))
                .map(|n| n.text.as_str())
                .collect(),
            _ => Vec::new(),
        }
    }

    /// What `lesson=` says for the lesson on show: a built-in's id, the
    /// whole lesson as JSON once edited, or what the link asked for while
    /// it loads.
    #[must_use]
    pub fn link_value(&self) -> Option<String> {
        match (&self.lesson, &self.asked) {
            #[cfg(feature = "modes")]
            (Some(l), _) => match (&l.id, self.edited) {
                (Some(id), false) => Some(id.clone()),
                _ => Some(l.to_json()),
            },
            // The first-load app opens no lesson (it hands the Lesson mode
            // to the full app), and so has no lesson to write as JSON.
            #[cfg(not(feature = "modes"))]
            (Some(_), _) => None,
            (None, Some(Asked::Id(id))) => Some(id.clone()),
            (None, Some(Asked::File(text))) => Some(text.clone()),
            (None, None) => self.unread.clone(),
        }
    }
}

/// A step showing the Play tab's view (`link`, as the page's link holds
/// it) from frame `from` to its last frame, with no text yet.
#[must_use]
pub fn step_of_view(link: &UrlState) -> LessonStep {
    let view = UrlState {
        setup: link.setup.clone(),
        nine: link.nine,
        ..UrlState::default()
    };
    LessonStep {
        text: String::new(),
        link: url_state::to_query(&view),
        from: link.frame,
        to: None,
    }
}

/// A step's text as paragraphs (split at blank lines), each a list of
/// pieces, `true` for code (between backquotes).
#[must_use]
pub fn paragraphs(text: &str) -> Vec<Vec<(bool, String)>> {
    text.split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| {
            p.split('`')
                .enumerate()
                .filter(|(_, s)| !s.is_empty())
                .map(|(i, s)| (i % 2 == 1, s.to_string()))
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_downloads_under_its_id_or_its_title() {
        let named = |id: Option<&str>, title: &str| {
            file_name(&Lesson {
                id: id.map(Into::into),
                title: title.into(),
                steps: Vec::new(),
            })
        };
        assert_eq!(named(Some("kings"), "Kings"), "kings.fillscope-lesson.json");
        assert_eq!(
            named(None, "Fills for class 5B!"),
            "fills-for-class-5b.fillscope-lesson.json"
        );
        assert_eq!(
            named(None, "  Über / Ränge  "),
            "über-ränge.fillscope-lesson.json"
        );
        assert_eq!(named(None, "?!"), "lesson.fillscope-lesson.json");
        assert_eq!(
            named(None, &"x".repeat(500)).len(),
            60 + ".fillscope-lesson.json".len()
        );
    }

    fn lesson() -> Lesson {
        Lesson {
            id: Some("demo".into()),
            title: "Demo".into(),
            steps: vec![
                LessonStep {
                    text: "One".into(),
                    link: "?alg=westcott&src=e4&tgt=a1,h8".into(),
                    from: 2,
                    to: Some(5),
                },
                LessonStep {
                    text: "Two".into(),
                    link: "?alg=bfs&src=a1&tgt=h8".into(),
                    from: 0,
                    to: None,
                },
            ],
        }
    }

    /// A step on the 9x9 board shows that board, its marks and walls and
    /// its run; "add this view" keeps the board size.
    #[cfg(feature = "nine")]
    #[test]
    fn a_step_on_the_nine_by_nine_board_shows_it() {
        let link = "?alg=voronoi&board=9x9&src=e1&tgt=e9&sc=a5&wn=c4";
        let mut st = LessonState::default();
        st.open(
            Lesson {
                id: None,
                title: "t".into(),
                steps: vec![LessonStep {
                    text: String::new(),
                    link: link.into(),
                    from: 0,
                    to: None,
                }],
            },
            0,
            false,
        );
        let nine = st.nine.as_ref().expect("the 9x9 board");
        assert_eq!(st.playback.len, nine.trace.frames.len());
        assert_eq!(
            st.caption(),
            nine.trace.frames[0].caption,
            "the 9x9 run's frame"
        );
        st.playback.to_last();
        let cells = st.cells();
        assert_eq!(cells.len(), 81);
        assert!(
            cells[36].label().starts_with("a5, side C"),
            "{}",
            cells[36].label()
        );
        assert!(cells[29].walls[0], "the wall north of c4");
        let last = nine.trace.frames.last().unwrap();
        assert_eq!(st.caption(), last.caption);
        let (view, _) = url_state::from_query(link);
        let step = step_of_view(&view);
        assert_eq!(url_state::from_query(&step.link).0.nine, view.nine);
    }

    #[test]
    fn a_step_shows_its_frame_range() {
        let mut st = LessonState::default();
        st.open(lesson(), 0, false);
        assert_eq!((st.from, st.playback.len), (2, 4));
        assert_eq!(st.caption(), st.trace.frames[2].caption);
        st.playback.to_last();
        assert_eq!(st.caption(), st.trace.frames[5].caption);
        st.go(9);
        assert_eq!(st.step, 1);
        assert_eq!(st.setup.algorithm, fillscope_core::Algorithm::Bfs);
        assert_eq!(st.playback.len, st.trace.frames.len());
        // (The first-load app, which opens no lesson, writes none.)
        #[cfg(feature = "modes")]
        assert_eq!(st.link_value().as_deref(), Some("demo"));
    }

    #[cfg(feature = "modes")]
    #[test]
    fn editing_makes_the_lesson_its_own_and_its_link_whole() {
        let mut st = LessonState::default();
        st.open(lesson(), 0, false);
        st.edit(1, Edit::Moved(1), |l| l.steps.swap(0, 1)).unwrap();
        assert!(st.edited);
        assert_eq!(st.current().unwrap().text, "One");
        let json = st.link_value().unwrap();
        assert!(json.starts_with('{') && json.contains("\"One\""), "{json}");
        assert!(!json.contains("demo"));
        // Adding a step to no lesson starts a new one.
        let mut fresh = LessonState::default();
        let link = url_state::from_query("?alg=bfs&src=a1&frame=3").0;
        fresh
            .edit(0, Edit::Added(0), |l| l.steps.push(step_of_view(&link)))
            .unwrap();
        let step = fresh.current().unwrap();
        assert_eq!((step.from, step.to), (3, None));
        assert_eq!(url_state::from_query(&step.link).0.setup, link.setup);
    }

    #[test]
    fn text_splits_into_paragraphs_and_code() {
        assert_eq!(
            paragraphs("Grow `sq1` by one.\n\nThen `asp[1]`"),
            vec![
                vec![
                    (false, "Grow ".into()),
                    (true, "sq1".into()),
                    (false, " by one.".into())
                ],
                vec![(false, "Then ".into()), (true, "asp[1]".into())],
            ]
        );
        assert_eq!(
            Asked::from_link(" {\"title\"}"),
            Asked::File(" {\"title\"}".into())
        );
        assert_eq!(
            Asked::from_link("king-paths"),
            Asked::Id("king-paths".into())
        );
    }
}
