//! The page's playback keys: Space plays or pauses, the arrows step, Home
//! and End jump to the first and last frame; in the Lesson mode Page Down
//! and Page Up go to the next and previous step, P toggles the presenter
//! view and Escape leaves it; in the Code mode O steps over a call and B
//! runs to the next breakpoint. The full app adds the Lesson mode's
//! editing keys ([`lesson_action_for`]).

use fillscope::state::{Action, State};
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Whether the page's playback keys must leave this key event alone: it
/// comes from a field or editable text (which handle keys themselves),
/// from inside an open dialog (the page behind it is not the one being
/// used), or it is Space or Enter on a button or link, which press that
/// control. The board and the mode tab list stop the keys they use (the
/// arrows, Home, End; Space and Enter on a board that takes marks), so
/// Page Down, P, Escape and the rest still work while they have focus.
fn handled_elsewhere(e: &web_sys::KeyboardEvent) -> bool {
    let presses = matches!(e.key().as_str(), " " | "Spacebar" | "Enter");
    edits_text(e)
        || target(e).is_some_and(|el| {
            el.tag_name() == "SELECT"
                || (presses && inside(&el, "button, a[href], summary, [role=button]"))
        })
}

/// The element a key event came from.
fn target(e: &web_sys::KeyboardEvent) -> Option<web_sys::Element> {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
}

/// Whether `el` is or is inside an element matching `selector`.
fn inside(el: &web_sys::Element, selector: &str) -> bool {
    el.closest(selector).ok().flatten().is_some()
}

/// Whether the key event comes from a field whose text it may edit (an
/// input, a text area, editable text), which has its own undo, or from
/// inside an open dialog.
fn edits_text(e: &web_sys::KeyboardEvent) -> bool {
    target(e).is_some_and(|el| {
        matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA")
            || inside(&el, "[contenteditable=true]")
            || inside(&el, "dialog[open]")
    })
}

/// The Lesson mode's keys for its editing and sharing controls and its
/// speed (the full app only; the reducer ignores them in other modes, in
/// an embed, and in the presenter view but for the speed). Letters that
/// other modes use (P, O, B) are left alone. `alt`: Alt is held, which
/// only the moves take.
#[cfg(feature = "modes")]
fn lesson_action_for(key: &str, alt: bool) -> Option<Action> {
    use fillscope::lesson_mode::LessonTask;
    Some(match (key, alt) {
        ("ArrowUp", true) => Action::MoveStep(true),
        ("ArrowDown", true) => Action::MoveStep(false),
        (_, true) => return None,
        ("a" | "A", _) => Action::AddViewStep,
        ("Delete", _) => Action::DeleteStep,
        ("u" | "U", _) => Action::UndoDelete,
        ("e" | "E", _) => Action::LessonTask(LessonTask::EditText),
        ("t" | "T", _) => Action::LessonTask(LessonTask::EditTitle),
        ("c" | "C", _) => Action::LessonTask(LessonTask::Choose),
        ("f" | "F", _) => Action::LessonTask(LessonTask::OpenFile),
        ("l" | "L", _) => Action::LessonTask(LessonTask::CopyLink),
        ("s" | "S", _) => Action::LessonTask(LessonTask::Download),
        // + is Shift and = on many keyboards: = alone does as well.
        ("+" | "=", _) => Action::NudgeSpeed(true),
        ("-", _) => Action::NudgeSpeed(false),
        _ => return None,
    })
}

/// The action for a key, if it has one (`alt`: Alt is held).
fn action_for(key: &str, alt: bool) -> Option<Action> {
    #[cfg(feature = "modes")]
    if let Some(action) = lesson_action_for(key, alt) {
        return Some(action);
    }
    if alt {
        return None;
    }
    Some(match key {
        " " | "Spacebar" => Action::TogglePlay,
        "ArrowRight" => Action::StepForward,
        "ArrowLeft" => Action::StepBack,
        "Home" => Action::First,
        "End" => Action::Last,
        // The Lesson mode's steps and presenter view (other modes ignore them).
        "PageDown" => Action::NextStep,
        "PageUp" => Action::PrevStep,
        "p" | "P" => Action::TogglePresenter,
        "Escape" => Action::ExitPresenter,
        // The Code mode's debugger (other modes ignore them).
        "o" | "O" => Action::StepOver,
        "b" | "B" => Action::RunToBreakpoint,
        _ => return None,
    })
}

/// Listens for the playback keys on the document for the page's life,
/// unless Ctrl or Meta is held (Alt only for the keys that take it; Ctrl+Z
/// undoes an edit of the board, Ctrl+Shift+Z and Ctrl+Y redo it) or the key
/// belongs elsewhere
/// ([`handled_elsewhere`]).
#[hook]
pub fn use_playback_keys(dispatch: UseReducerDispatcher<State>) {
    use_effect_with((), move |_| {
        let listener = web_sys::window().and_then(|w| w.document()).map(|doc| {
            EventListener::new_with_options(
                &doc,
                "keydown",
                EventListenerOptions::enable_prevent_default(),
                move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    // Ctrl+Z (Cmd+Z) undoes the last edit of the board,
                    // Ctrl+Shift+Z and Ctrl+Y make it again; text fields
                    // keep their own undo (a menu has none).
                    if (e.ctrl_key() || e.meta_key()) && !e.alt_key() {
                        let action = match (e.key().as_str(), e.shift_key()) {
                            ("z" | "Z", false) => Some(Action::UndoBoard),
                            ("z" | "Z", true) | ("y" | "Y", false) => Some(Action::RedoBoard),
                            _ => None,
                        };
                        if let Some(action) = action.filter(|_| !edits_text(e)) {
                            e.prevent_default();
                            dispatch.dispatch(action);
                        }
                        return;
                    }
                    if handled_elsewhere(e) {
                        return;
                    }
                    if let Some(action) = action_for(&e.key(), e.alt_key()) {
                        e.prevent_default();
                        dispatch.dispatch(action);
                    }
                },
            )
        });
        move || drop(listener)
    });
}
