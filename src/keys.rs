//! The page's keys, in one table ([`KEYS`]): the key handler
//! (`src/hooks/keyboard.rs`) looks every key up in it ([`find`]), and the
//! key help (`?`) and the keys listed under each tab are made from it, so
//! what the page says of its keys is what it does.
//!
//! A key works in some views (a tab, or the Lesson tab's presenter view)
//! and with the focus somewhere ([`Scope`]): keys typed in a text field
//! are the field's; a menu or slider keeps its own keys, but in the
//! presenter view a presentation clicker's Page Up, Page Down, P and
//! Escape reach the lesson from there too; a letter or digit that edits
//! (the tools, the quiz's buttons, the lesson's editing) works only with
//! the focus on what it edits (WCAG 2.1.4, character key shortcuts).
//! Keys that a control handles itself (the board's arrows, the tab list's)
//! are listed too ([`Scope::Own`]), for the help; the handler leaves them.
//!
//! ```
//! use fillscope::keys::{find, Focus, Mods, On, View};
//! use fillscope::state::Action;
//!
//! // 2 picks the second tool, with the focus on the board only.
//! let board = Focus { board: true, ..Focus::default() };
//! let (_, act) = find("2", Mods::None, View::Play, board).unwrap();
//! assert_eq!(act.action(), Some(Action::PickTool(1)));
//! assert!(find("2", Mods::None, View::Play, Focus::default()).is_none());
//! // Ctrl+Z undoes an edit from the Speed menu too, not in a text field.
//! let menu = Focus { on: On::Control, ..Focus::default() };
//! let (_, act) = find("z", Mods::Ctrl, View::Play, menu).unwrap();
//! assert_eq!(act.action(), Some(Action::UndoBoard));
//! let field = Focus { on: On::Text, ..Focus::default() };
//! assert!(find("z", Mods::Ctrl, View::Play, field).is_none());
//! ```

#[cfg(feature = "modes")]
use crate::lesson_mode::LessonTask;
use crate::state::{Action, Tool};
use crate::url_state::Mode;

/// What is on show, as far as keys go: a tab, or the Lesson tab's
/// presenter view (a page of its own, with keys of its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The Play tab.
    Play,
    /// The Compare tab.
    Compare,
    /// The Quiz tab.
    Quiz,
    /// The Log tab.
    Log,
    /// The Lesson tab (not presenting).
    Lesson,
    /// The Lesson tab's presenter view.
    Presenter,
    /// The Code tab.
    Code,
}

impl View {
    /// Every view.
    pub const ALL: [View; 7] = [
        View::Play,
        View::Compare,
        View::Quiz,
        View::Log,
        View::Lesson,
        View::Presenter,
        View::Code,
    ];

    /// The view of `mode`, presenting or not.
    #[must_use]
    pub fn of(mode: Mode, presenter: bool) -> View {
        match mode {
            Mode::Play => View::Play,
            Mode::Compare => View::Compare,
            Mode::Quiz => View::Quiz,
            Mode::Log => View::Log,
            Mode::Lesson if presenter => View::Presenter,
            Mode::Lesson => View::Lesson,
            Mode::Code => View::Code,
        }
    }

    /// The view, as the key help names it.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            View::Play => "the Play tab",
            View::Compare => "the Compare tab",
            View::Quiz => "the Quiz tab",
            View::Log => "the Log tab",
            View::Lesson => "the Lesson tab",
            View::Presenter => "the presenter view",
            View::Code => "the Code tab",
        }
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// A set of views.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Views(u8);

impl Views {
    /// Whether `view` is one of them.
    #[must_use]
    pub const fn contains(self, view: View) -> bool {
        self.0 & view.bit() != 0
    }

    const fn of(views: &[View]) -> Views {
        let mut bits = 0;
        let mut i = 0;
        while i < views.len() {
            bits |= views[i].bit();
            i += 1;
        }
        Views(bits)
    }
}

/// The views that play frames (all but the Quiz tab, whose board is a
/// question).
const PLAYBACK: Views = Views::of(&[
    View::Play,
    View::Compare,
    View::Log,
    View::Lesson,
    View::Presenter,
    View::Code,
]);
/// Every view.
const EVERY: Views = Views::of(&View::ALL);
/// The views with the Mode tab list (all but the presenter view).
const TABS: Views = Views::of(&[
    View::Play,
    View::Compare,
    View::Quiz,
    View::Log,
    View::Lesson,
    View::Code,
]);
const PLAY: Views = Views::of(&[View::Play]);
#[cfg(feature = "modes")]
const QUIZ: Views = Views::of(&[View::Quiz]);
#[cfg(feature = "modes")]
const LESSON: Views = Views::of(&[View::Lesson]);
#[cfg(feature = "modes")]
const PRESENTER: Views = Views::of(&[View::Presenter]);
#[cfg(feature = "modes")]
const LESSONS: Views = Views::of(&[View::Lesson, View::Presenter]);
#[cfg(feature = "modes")]
const CODE: Views = Views::of(&[View::Code]);

/// The modifier keys a binding is pressed with. Meta (⌘) counts as
/// Ctrl; Shift counts only with Ctrl (`?` and `+` are typed with it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mods {
    /// No Ctrl, no Alt.
    None,
    /// Alt alone.
    Alt,
    /// Ctrl without Shift or Alt.
    Ctrl,
    /// Ctrl and Shift, without Alt.
    CtrlShift,
}

impl Mods {
    /// The modifiers of a key event (`ctrl`: Ctrl or Meta); `None` for a
    /// combination no binding takes (Ctrl and Alt).
    #[must_use]
    pub fn of(ctrl: bool, alt: bool, shift: bool) -> Option<Mods> {
        Some(match (ctrl, alt, shift) {
            (false, false, _) => Mods::None,
            (false, true, _) => Mods::Alt,
            (true, false, false) => Mods::Ctrl,
            (true, false, true) => Mods::CtrlShift,
            (true, true, _) => return None,
        })
    }
}

/// Where the focus must be for a key to work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Anywhere but in a text field (a menu or slider too).
    Anywhere,
    /// Anywhere but in a text field, a menu or a slider (and Space and
    /// Enter not on a button, which they press).
    Page,
    /// As [`Scope::Page`], and in the presenter view from a menu or slider
    /// too: a presentation clicker's keys, which must not be lost when the
    /// focus is on the Speed menu or the Frame slider.
    Clicker,
    /// With the focus on the board or the buttons beside it (the tools,
    /// the quiz's).
    Board,
    /// With the focus in the lesson's panel (in the presenter view, the
    /// whole page).
    Lesson,
    /// Handled by the control that has the focus (the board, the tab list,
    /// a field); listed for the help only.
    Own,
}

impl Scope {
    /// The heading of this scope's keys in the help.
    #[must_use]
    pub const fn heading(self) -> &'static str {
        match self {
            Scope::Anywhere => "Anywhere but in a text field",
            // In the presenter view a clicker's keys work from a menu or
            // slider too: the heading says where they work in every view.
            Scope::Page | Scope::Clicker => "Outside text fields, menus and sliders",
            Scope::Board => "On the board or the buttons beside it",
            Scope::Lesson => "In the lesson (click it or Tab into it first)",
            Scope::Own => "Where the focus is",
        }
    }
}

/// What has the focus, as far as keys go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Focus {
    /// The kind of element.
    pub on: On,
    /// Whether it is on the board or the buttons beside it.
    pub board: bool,
    /// Whether it is in the Lesson tab's panel.
    pub lesson: bool,
}

/// The kind of element that has the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum On {
    /// The page, or an element whose keys are the page's (the board, a
    /// panel).
    #[default]
    Page,
    /// A text field: an input that takes text, a text area, editable text.
    Text,
    /// A menu, a slider, a check box, a file picker: keys of their own.
    Control,
    /// A button or link, which Space and Enter press.
    Button,
    /// Inside an open dialog, whose keys are its own.
    Dialog,
}

/// What a key does.
#[derive(Clone, Copy, Debug)]
pub enum Act {
    /// Sends the action the function makes.
    Do(fn() -> Action),
    /// Picks the tool at this place among the tools on offer (0-based),
    /// in the order of their buttons ([`Action::PickTool`]).
    Tool(u8),
    /// Opens the key help.
    Help,
}

impl Act {
    /// The action it sends; `None` for the help.
    #[must_use]
    pub fn action(self) -> Option<Action> {
        match self {
            Act::Do(make) => Some(make()),
            Act::Tool(at) => Some(Action::PickTool(at)),
            Act::Help => None,
        }
    }
}

/// A row of the table: keys, pressed with `mods`, that do one thing (or
/// two opposite things: ← and →) in `views` with the focus in `scope`.
#[derive(Debug)]
pub struct Binding {
    /// The keys as the help writes them. (The help and the lists under the
    /// tabs are the full app's: the first-load app, whose Play tab says its
    /// keys in [`PLAY_HINT`], leaves the texts out.)
    #[cfg(feature = "modes")]
    pub label: &'static str,
    /// What they do.
    #[cfg(feature = "modes")]
    pub what: &'static str,
    /// The modifiers they are pressed with.
    pub mods: Mods,
    /// Each key (`KeyboardEvent.key`, a letter in lower case) and what it
    /// does.
    pub keys: &'static [(&'static str, Act)],
    /// Where they work.
    pub views: Views,
    /// Where the focus must be.
    pub scope: Scope,
}

impl Binding {
    /// Whether the list under a tab shows these keys: all but those every
    /// tab's board or tab list has (its arrows), which the help lists.
    #[must_use]
    pub fn hinted(&self) -> bool {
        self.scope != Scope::Own || !(self.views == EVERY || self.views == TABS)
    }

    /// Whether these are the tool keys (their label and text name the
    /// tools on offer: [`tool_keys`]).
    #[must_use]
    pub fn picks_tools(&self) -> bool {
        matches!(self.keys.first(), Some((_, Act::Tool(_))))
    }
}

/// A binding of keys that each send an action.
#[cfg_attr(not(feature = "modes"), allow(unused_variables))]
const fn row(
    label: &'static str,
    what: &'static str,
    keys: &'static [(&'static str, Act)],
    views: Views,
    scope: Scope,
) -> Binding {
    Binding {
        #[cfg(feature = "modes")]
        label,
        #[cfg(feature = "modes")]
        what,
        mods: Mods::None,
        keys,
        views,
        scope,
    }
}

/// A binding pressed with modifiers.
const fn with(mods: Mods, b: Binding) -> Binding {
    Binding { mods, ..b }
}

/// A key the control with the focus handles, for the help (the full
/// app's).
#[cfg(feature = "modes")]
const fn own(label: &'static str, what: &'static str, views: Views) -> Binding {
    row(label, what, &[], views, Scope::Own)
}

/// The page's keys, in the order the help and the hints list them. The
/// first-load app shows the Play tab alone (it hands every other view to
/// the full app): it leaves out the other views' keys, which only the
/// full app (feature `modes`) has.
pub static KEYS: &[Binding] = &[
    #[cfg(feature = "modes")]
    row(
        "Page Down / Page Up",
        "next / previous step",
        &[
            ("PageDown", Act::Do(|| Action::NextStep)),
            ("PageUp", Act::Do(|| Action::PrevStep)),
        ],
        LESSONS,
        Scope::Clicker,
    ),
    row(
        "Space",
        "play or pause",
        &[
            (" ", Act::Do(|| Action::TogglePlay)),
            ("Spacebar", Act::Do(|| Action::TogglePlay)),
        ],
        PLAYBACK,
        Scope::Page,
    ),
    row(
        "← / →",
        "step back / forward",
        &[
            ("ArrowLeft", Act::Do(|| Action::StepBack)),
            ("ArrowRight", Act::Do(|| Action::StepForward)),
        ],
        PLAYBACK,
        Scope::Page,
    ),
    row(
        "Home / End",
        "first / last frame",
        &[
            ("Home", Act::Do(|| Action::First)),
            ("End", Act::Do(|| Action::Last)),
        ],
        PLAYBACK,
        Scope::Page,
    ),
    with(
        Mods::Ctrl,
        row(
            "Ctrl+Z",
            "undo an edit of the board",
            &[("z", Act::Do(|| Action::UndoBoard))],
            PLAY,
            Scope::Anywhere,
        ),
    ),
    with(
        Mods::CtrlShift,
        row(
            "Ctrl+Shift+Z",
            "redo it",
            &[("z", Act::Do(|| Action::RedoBoard))],
            PLAY,
            Scope::Anywhere,
        ),
    ),
    with(
        Mods::Ctrl,
        row(
            "Ctrl+Y",
            "redo it",
            &[("y", Act::Do(|| Action::RedoBoard))],
            PLAY,
            Scope::Anywhere,
        ),
    ),
    #[cfg(feature = "modes")]
    row(
        "O",
        "step over a call",
        &[("o", Act::Do(|| Action::StepOver))],
        CODE,
        Scope::Page,
    ),
    #[cfg(feature = "modes")]
    row(
        "B",
        "run to the next breakpoint",
        &[("b", Act::Do(|| Action::RunToBreakpoint))],
        CODE,
        Scope::Page,
    ),
    #[cfg(feature = "modes")]
    row(
        "P",
        "presenter view",
        &[("p", Act::Do(|| Action::TogglePresenter))],
        LESSON,
        Scope::Page,
    ),
    #[cfg(feature = "modes")]
    row(
        "P or Escape",
        "leave",
        &[
            ("p", Act::Do(|| Action::TogglePresenter)),
            ("Escape", Act::Do(|| Action::ExitPresenter)),
        ],
        PRESENTER,
        Scope::Clicker,
    ),
    #[cfg(feature = "modes")]
    row(
        "O / Q",
        "open the step in Play / the Quiz",
        &[
            ("o", Act::Do(|| Action::OpenStepIn(Mode::Play))),
            ("q", Act::Do(|| Action::OpenStepIn(Mode::Quiz))),
        ],
        LESSONS,
        Scope::Clicker,
    ),
    row(
        "1, 2, …",
        "pick a tool",
        &[
            ("1", Act::Tool(0)),
            ("2", Act::Tool(1)),
            ("3", Act::Tool(2)),
            ("4", Act::Tool(3)),
            ("5", Act::Tool(4)),
            ("6", Act::Tool(5)),
            ("7", Act::Tool(6)),
            ("8", Act::Tool(7)),
            ("9", Act::Tool(8)),
        ],
        PLAY,
        Scope::Board,
    ),
    #[cfg(feature = "modes")]
    row(
        "C / H / R / N",
        "check / hint / reveal / next question, on the board",
        &[
            ("c", Act::Do(|| Action::QuizCheck)),
            ("h", Act::Do(|| Action::QuizHint)),
            ("r", Act::Do(|| Action::QuizReveal)),
            ("n", Act::Do(|| Action::QuizNext)),
        ],
        QUIZ,
        Scope::Board,
    ),
    #[cfg(feature = "modes")]
    row(
        "A",
        "add the Play tab's view",
        &[("a", Act::Do(|| Action::AddViewStep))],
        LESSON,
        Scope::Lesson,
    ),
    #[cfg(feature = "modes")]
    row(
        "E",
        "edit the step's text",
        &[("e", Act::Do(|| Action::LessonTask(LessonTask::EditText)))],
        LESSON,
        Scope::Lesson,
    ),
    #[cfg(feature = "modes")]
    row(
        "T",
        "edit the title",
        &[("t", Act::Do(|| Action::LessonTask(LessonTask::EditTitle)))],
        LESSON,
        Scope::Lesson,
    ),
    #[cfg(feature = "modes")]
    with(
        Mods::Alt,
        row(
            "Alt+↑ / Alt+↓",
            "move the step",
            &[
                ("ArrowUp", Act::Do(|| Action::MoveStep(true))),
                ("ArrowDown", Act::Do(|| Action::MoveStep(false))),
            ],
            LESSON,
            Scope::Lesson,
        ),
    ),
    #[cfg(feature = "modes")]
    row(
        "Delete",
        "delete the step",
        &[("Delete", Act::Do(|| Action::DeleteStep))],
        LESSON,
        Scope::Lesson,
    ),
    #[cfg(feature = "modes")]
    row(
        "U",
        "undo the last edit",
        &[("u", Act::Do(|| Action::UndoDelete))],
        LESSON,
        Scope::Lesson,
    ),
    // As in the Play tab, and outside the text fields, whose own Ctrl+Z
    // takes back typing.
    #[cfg(feature = "modes")]
    with(
        Mods::Ctrl,
        row(
            "Ctrl+Z",
            "undo the last edit of the lesson",
            &[("z", Act::Do(|| Action::UndoDelete))],
            LESSON,
            Scope::Anywhere,
        ),
    ),
    #[cfg(feature = "modes")]
    with(
        Mods::CtrlShift,
        row(
            "Ctrl+Shift+Z",
            "redo the edit undone",
            &[("z", Act::Do(|| Action::RedoLesson))],
            LESSON,
            Scope::Anywhere,
        ),
    ),
    #[cfg(feature = "modes")]
    with(
        Mods::Ctrl,
        row(
            "Ctrl+Y",
            "redo it",
            &[("y", Act::Do(|| Action::RedoLesson))],
            LESSON,
            Scope::Anywhere,
        ),
    ),
    #[cfg(feature = "modes")]
    row(
        "C",
        "built-in lessons",
        &[("c", Act::Do(|| Action::LessonTask(LessonTask::Choose)))],
        LESSON,
        Scope::Lesson,
    ),
    #[cfg(feature = "modes")]
    row(
        "F",
        "open a file",
        &[("f", Act::Do(|| Action::LessonTask(LessonTask::OpenFile)))],
        LESSON,
        Scope::Lesson,
    ),
    #[cfg(feature = "modes")]
    row(
        "L",
        "copy the link",
        &[("l", Act::Do(|| Action::LessonTask(LessonTask::CopyLink)))],
        LESSON,
        Scope::Lesson,
    ),
    #[cfg(feature = "modes")]
    row(
        "S",
        "download the file",
        &[("s", Act::Do(|| Action::LessonTask(LessonTask::Download)))],
        LESSON,
        Scope::Lesson,
    ),
    #[cfg(feature = "modes")]
    row(
        "− / +",
        "slower / faster",
        // + is Shift and = on many keyboards: = alone does as well.
        &[
            ("-", Act::Do(|| Action::NudgeSpeed(false))),
            ("+", Act::Do(|| Action::NudgeSpeed(true))),
            ("=", Act::Do(|| Action::NudgeSpeed(true))),
        ],
        LESSONS,
        Scope::Lesson,
    ),
    row(
        "?",
        "all the keys",
        &[("?", Act::Help)],
        EVERY,
        Scope::Anywhere,
    ),
    #[cfg(feature = "modes")]
    own(
        "Arrows, Home / End",
        "move between the board's squares",
        EVERY,
    ),
    #[cfg(feature = "modes")]
    own("Space / Enter", "on the board: apply the tool", PLAY),
    #[cfg(feature = "modes")]
    own(
        "Shift+arrow",
        "on the board: toggle a wall (Wall tool)",
        PLAY,
    ),
    #[cfg(feature = "modes")]
    own(
        "Space / Enter",
        "on the board: paint or unpaint a square",
        QUIZ,
    ),
    #[cfg(feature = "modes")]
    own("← / →, Home / End", "on the Mode tabs: switch tabs", TABS),
    #[cfg(feature = "modes")]
    own("Escape", "in a field: leave it", LESSON),
    #[cfg(feature = "modes")]
    own("F9", "in the code: a breakpoint on the line", CODE),
    #[cfg(feature = "modes")]
    own("Escape, Tab", "leave the code (Tab indents)", CODE),
];

/// The Play tab's keys, as the line under its board says them (in both
/// apps: the first-load app, which shows the Play tab, carries no texts
/// of the table). A test checks that it names every key of the table that
/// a tab's list would show there.
pub const PLAY_HINT: &str = "Keys (? lists them all): Space, ← / →, Home / End play and \
    step; Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes; on the board Space / Enter applies the \
    tool, Shift+arrow a wall, 1, 2, … pick a tool.";

/// The binding and action of `key` pressed with `mods` in `view` with the
/// focus on `focus`, if it has one (a key of [`Scope::Own`] never does).
#[must_use]
pub fn find(key: &str, mods: Mods, view: View, focus: Focus) -> Option<(&'static Binding, Act)> {
    // A letter with Shift or Caps Lock is the same key.
    let lower = key.to_ascii_lowercase();
    let key = if key.chars().count() == 1 {
        &lower
    } else {
        key
    };
    KEYS.iter()
        .filter(|b| b.mods == mods && b.views.contains(view) && reaches(b.scope, key, view, focus))
        .find_map(|b| {
            b.keys
                .iter()
                .find(|(k, _)| *k == key)
                .map(|&(_, act)| (b, act))
        })
}

/// Whether a key of `scope` reaches the page from `focus` in `view`.
fn reaches(scope: Scope, key: &str, view: View, focus: Focus) -> bool {
    let presses = matches!(key, " " | "Spacebar" | "Enter");
    let control = match focus.on {
        On::Text | On::Dialog => return false,
        On::Button if presses => return false,
        On::Control => true,
        On::Page | On::Button => false,
    };
    match scope {
        Scope::Anywhere => true,
        Scope::Page => !control,
        Scope::Clicker => !control || view == View::Presenter,
        Scope::Board => !control && focus.board,
        Scope::Lesson => !control && (focus.lesson || view == View::Presenter),
        Scope::Own => false,
    }
}

/// The bindings that work in `view`, in the table's order.
pub fn listed(view: View) -> impl Iterator<Item = &'static Binding> {
    KEYS.iter().filter(move |b| b.views.contains(view))
}

/// The tool keys' label and text for the tools on offer, in the order of
/// their buttons: ("1–4", "on the board: 1 Blocker, 2 Source, 3 Target, 4 Erase").
#[must_use]
pub fn tool_keys(tools: &[Tool]) -> (String, String) {
    let n = tools.len().min(9);
    let mut what = String::from("on the board:");
    for (i, t) in tools.iter().take(n).enumerate() {
        if i > 0 {
            what.push(',');
        }
        what += &format!(" {} {}", i + 1, t.label());
    }
    (format!("1–{n}"), what)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A focus that a key of `scope` reaches (none for [`Scope::Own`]).
    fn inside(scope: Scope) -> Focus {
        Focus {
            on: On::Page,
            board: scope == Scope::Board,
            lesson: scope == Scope::Lesson,
        }
    }

    /// Every focus the handler can see.
    fn every_focus() -> Vec<Focus> {
        let mut all = Vec::new();
        for on in [On::Page, On::Text, On::Control, On::Button, On::Dialog] {
            for board in [false, true] {
                for lesson in [false, true] {
                    all.push(Focus { on, board, lesson });
                }
            }
        }
        all
    }

    /// The keys to try: every printable ASCII character and the named keys
    /// a keyboard has.
    fn every_key() -> Vec<String> {
        let mut keys: Vec<String> = (0x20u8..0x7f).map(|b| char::from(b).to_string()).collect();
        for k in [
            "Spacebar",
            "Enter",
            "Escape",
            "Tab",
            "Backspace",
            "Delete",
            "Insert",
            "Home",
            "End",
            "PageUp",
            "PageDown",
            "ArrowUp",
            "ArrowDown",
            "ArrowLeft",
            "ArrowRight",
            "F1",
            "F5",
            "F9",
            "ContextMenu",
        ] {
            keys.push(k.to_string());
        }
        keys
    }

    const EVERY_MODS: [Mods; 4] = [Mods::None, Mods::Alt, Mods::Ctrl, Mods::CtrlShift];

    /// What the handler does with a key: the action, or the help.
    #[cfg(feature = "modes")]
    fn does(key: &str, mods: Mods, view: View, focus: Focus) -> Option<String> {
        find(key, mods, view, focus).map(|(_, act)| match act {
            Act::Help => "help".to_string(),
            act => format!("{:?}", act.action()),
        })
    }

    // Every key in the table is handled: looked up in each of its views
    // with the focus where it works, it finds its own row and action (no
    // other row takes it first), in upper case too.
    #[test]
    fn every_key_in_the_table_is_handled() {
        for b in KEYS.iter().filter(|b| b.scope != Scope::Own) {
            assert!(!b.keys.is_empty(), "{b:?} has no keys");
            for view in View::ALL.into_iter().filter(|&v| b.views.contains(v)) {
                for &(key, act) in b.keys {
                    let upper = key.to_ascii_uppercase();
                    let typed_as: &[&str] = if key.len() == 1 {
                        &[key, &upper]
                    } else {
                        &[key]
                    };
                    for &typed in typed_as {
                        let (found, got) = find(typed, b.mods, view, inside(b.scope))
                            .unwrap_or_else(|| panic!("{typed} ({b:?}) not handled in {view:?}"));
                        assert!(
                            std::ptr::eq(found, b),
                            "{typed} in {view:?}: {found:?} took it"
                        );
                        assert_eq!(format!("{:?}", got.action()), format!("{:?}", act.action()));
                    }
                    // Each key acts (or opens the help).
                    assert!(matches!(act, Act::Help) || act.action().is_some(), "{key}");
                }
            }
        }
    }

    // Every handled key is in the table, with its modifiers and view, and
    // no two rows claim one key in one view and focus (the second would be
    // listed and never work). Tried: every printable character and named
    // key, with every modifier, in every view, from every focus.
    #[test]
    fn every_handled_key_is_in_the_table_once() {
        for key in every_key() {
            let lower = key.to_ascii_lowercase();
            let k = if key.len() == 1 {
                lower.as_str()
            } else {
                key.as_str()
            };
            for mods in EVERY_MODS {
                for view in View::ALL {
                    for focus in every_focus() {
                        let claims: Vec<&Binding> = KEYS
                            .iter()
                            .filter(|b| {
                                b.mods == mods
                                    && b.views.contains(view)
                                    && reaches(b.scope, k, view, focus)
                                    && b.keys.iter().any(|(bk, _)| *bk == k)
                            })
                            .collect();
                        assert!(
                            claims.len() <= 1,
                            "{key:?} {mods:?} {view:?} {focus:?}: {claims:?}"
                        );
                        if let Some((b, _)) = find(&key, mods, view, focus) {
                            assert_eq!(claims.len(), 1);
                            assert!(std::ptr::eq(b, claims[0]));
                            assert_ne!(b.scope, Scope::Own);
                        }
                    }
                }
            }
        }
    }

    // The cases the classroom found, worked by hand (the modes' keys are
    // the full app's).
    #[cfg(feature = "modes")]
    #[test]
    fn keys_where_a_teacher_presses_them() {
        let page = Focus::default();
        let menu = Focus {
            on: On::Control,
            ..page
        };
        let text = Focus {
            on: On::Text,
            ..page
        };
        let button = Focus {
            on: On::Button,
            ..page
        };
        let board = Focus {
            board: true,
            ..page
        };
        let lesson = Focus {
            lesson: true,
            ..page
        };
        let none = Mods::None;
        let act = |a: Action| Some(format!("{:?}", Some(a)));
        // The presenter view: a clicker's keys from the Speed menu or the
        // Frame slider (both controls) reach the lesson.
        for (key, want) in [
            ("PageDown", Action::NextStep),
            ("PageUp", Action::PrevStep),
            ("p", Action::TogglePresenter),
            ("P", Action::TogglePresenter),
            ("Escape", Action::ExitPresenter),
        ] {
            assert_eq!(does(key, none, View::Presenter, menu), act(want), "{key}");
        }
        // ... but not the menu's or slider's own keys, nor from a field.
        for key in ["ArrowLeft", "Home", " ", "-"] {
            assert_eq!(does(key, none, View::Presenter, menu), None, "{key}");
        }
        assert_eq!(does("PageDown", none, View::Presenter, text), None);
        // On the Lesson tab a menu keeps its keys; the page has them.
        assert_eq!(does("PageDown", none, View::Lesson, menu), None);
        assert_eq!(
            does("PageDown", none, View::Lesson, page),
            act(Action::NextStep)
        );
        // Nor are they the Play tab's: Page Down scrolls it.
        assert_eq!(does("PageDown", none, View::Play, page), None);
        assert_eq!(does("Escape", none, View::Lesson, page), None);
        // The help, from anywhere but a text field or a dialog.
        for focus in [page, menu, button, board, lesson] {
            assert_eq!(does("?", none, View::Play, focus), Some("help".into()));
            assert_eq!(does("?", none, View::Presenter, focus), Some("help".into()));
        }
        assert_eq!(does("?", none, View::Play, text), None);
        let dialog = Focus {
            on: On::Dialog,
            ..page
        };
        assert_eq!(does("?", none, View::Play, dialog), None);
        // Undo and redo, from a menu too, not from a field.
        assert_eq!(
            does("z", Mods::Ctrl, View::Play, menu),
            act(Action::UndoBoard)
        );
        assert_eq!(
            does("Z", Mods::CtrlShift, View::Play, page),
            act(Action::RedoBoard)
        );
        assert_eq!(
            does("y", Mods::Ctrl, View::Play, page),
            act(Action::RedoBoard)
        );
        assert_eq!(does("z", Mods::Ctrl, View::Play, text), None);
        // In the Lesson tab they undo and redo the lesson's edits (not the
        // board's), from anywhere but a field; not in the presenter view.
        assert_eq!(
            does("z", Mods::Ctrl, View::Lesson, page),
            act(Action::UndoDelete)
        );
        assert_eq!(
            does("Z", Mods::CtrlShift, View::Lesson, menu),
            act(Action::RedoLesson)
        );
        assert_eq!(
            does("y", Mods::Ctrl, View::Lesson, lesson),
            act(Action::RedoLesson)
        );
        assert_eq!(does("y", Mods::Ctrl, View::Lesson, text), None);
        assert_eq!(does("z", Mods::Ctrl, View::Presenter, page), None);
        // The tools: on the board only (and its tool buttons).
        assert_eq!(does("3", none, View::Play, board), act(Action::PickTool(2)));
        assert_eq!(does("3", none, View::Play, page), None);
        assert_eq!(does("3", none, View::Play, text), None);
        assert_eq!(does("3", none, View::Quiz, board), None);
        // The quiz's buttons, on its board; Space and Enter paint there.
        assert_eq!(does("c", none, View::Quiz, board), act(Action::QuizCheck));
        assert_eq!(does("n", none, View::Quiz, board), act(Action::QuizNext));
        assert_eq!(does("c", none, View::Quiz, page), None);
        assert_eq!(does(" ", none, View::Quiz, page), None);
        // The lesson's editing keys, in its panel only.
        assert_eq!(
            does("a", none, View::Lesson, lesson),
            act(Action::AddViewStep)
        );
        assert_eq!(
            does("Delete", none, View::Lesson, lesson),
            act(Action::DeleteStep)
        );
        assert_eq!(does("a", none, View::Lesson, page), None);
        assert_eq!(does("Delete", none, View::Lesson, page), None);
        assert_eq!(
            does("ArrowUp", Mods::Alt, View::Lesson, lesson),
            act(Action::MoveStep(true))
        );
        assert_eq!(does("a", none, View::Presenter, lesson), None);
        // The speed, in the lesson and all over the presenter view.
        assert_eq!(
            does("+", none, View::Presenter, page),
            act(Action::NudgeSpeed(true))
        );
        assert_eq!(
            does("-", none, View::Lesson, lesson),
            act(Action::NudgeSpeed(false))
        );
        assert_eq!(does("-", none, View::Lesson, page), None);
        // P opens the presenter view from the tabs (the page's focus).
        assert_eq!(
            does("p", none, View::Lesson, page),
            act(Action::TogglePresenter)
        );
        // Space presses a focused button; it plays from elsewhere.
        assert_eq!(does(" ", none, View::Play, button), None);
        assert_eq!(does(" ", none, View::Play, page), act(Action::TogglePlay));
        assert_eq!(
            does("ArrowRight", none, View::Play, button),
            act(Action::StepForward)
        );
    }

    // The Play tab's line names every key its list would.
    #[cfg(feature = "modes")]
    #[test]
    fn the_play_hint_names_the_play_keys() {
        let listed: Vec<&str> = listed(View::Play)
            .filter(|b| b.hinted())
            .map(|b| b.label)
            .collect();
        assert!(
            listed.contains(&"Ctrl+Y") && listed.contains(&"1, 2, …"),
            "{listed:?}"
        );
        for label in listed {
            assert!(
                PLAY_HINT.contains(label),
                "{label} is not in the Play tab's line"
            );
        }
    }

    #[test]
    fn tool_keys_name_the_tools_on_offer() {
        assert_eq!(
            tool_keys(&[Tool::Blocker, Tool::Source, Tool::Target, Tool::Erase]),
            (
                "1–4".to_string(),
                "on the board: 1 Blocker, 2 Source, 3 Target, 4 Erase".to_string()
            )
        );
    }
}
