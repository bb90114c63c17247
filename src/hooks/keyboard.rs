//! The page's keys: one listener on the document looks every key up in
//! the key table ([`fillscope::keys::KEYS`]), which says what it does in
//! the view on show and where the focus must be; the help (`?`) and the
//! keys listed under the tabs are made from the same table. The board, the
//! tab list and the fields keep the keys they use (they stop them or are
//! text fields), so these never see them.

use std::cell::Cell;
use std::rc::Rc;

use fillscope::keys::{find, Focus, Mods, On, View};
use fillscope::state::State;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::controls::{bar_button, refocus_if_lost};

/// What has the focus, from the element a key event came from.
fn focus_of(el: &web_sys::Element) -> Focus {
    let inside = |selector: &str| el.closest(selector).ok().flatten().is_some();
    // A modal dialog takes the keys even when the focus has left it for
    // the browser's own controls (the page behind it is inert). (The
    // dialogs and the Lesson tab are the full app's.)
    let modal = || {
        cfg!(feature = "modes")
            && (inside("dialog[open]")
                || el
                    .owner_document()
                    .and_then(|d| d.query_selector("dialog:modal").ok().flatten())
                    .is_some())
    };
    let on = match el.tag_name().as_str() {
        _ if modal() => On::Dialog,
        "TEXTAREA" => On::Text,
        // An input that takes no text has keys of its own (a slider's
        // arrows, a check box's Space).
        "INPUT"
            if el
                .matches("[type=range],[type=checkbox],[type=radio],[type=file],[type=color]")
                .unwrap_or(false) =>
        {
            On::Control
        }
        "INPUT" => On::Text,
        "SELECT" => On::Control,
        _ if inside("[contenteditable=true],[contenteditable='']") => On::Text,
        _ if inside("button,a[href],summary,[role=button]") => On::Button,
        _ => On::Page,
    };
    Focus {
        on,
        board: inside("[role=grid],.tools,.quiz-bar"),
        lesson: cfg!(feature = "modes") && inside("#panel-lesson"),
    }
}

/// Whether the board is held (`inert`) while the full app loads to export
/// it; never in the full app.
fn held() -> bool {
    !cfg!(feature = "modes")
        && web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("#board[inert]").ok().flatten())
            .is_some()
}

/// Listens for the page's keys on the document for the page's life and
/// does what the key table says ([`find`]) in the view `view` holds (the
/// one on show, and whether the page is an embed, which has no key help):
/// sends the action or opens the key help
/// (`help`). A key that does something goes no further (Page Down does not
/// also move the Speed menu).
#[hook]
pub fn use_page_keys(
    dispatch: UseReducerDispatcher<State>,
    view: Rc<Cell<(View, bool)>>,
    help: Callback<()>,
) {
    // The listener lives as long as the page, but the help's callback is
    // made anew each render: the first-load app's hands over the state on
    // show (its board, fill and frame), so the listener reads the latest
    // one, not the one of the first render.
    let latest = use_mut_ref(|| help.clone());
    *latest.borrow_mut() = help;
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
                    let ctrl = e.ctrl_key() || e.meta_key();
                    let (Some(mods), Some(el)) = (
                        Mods::of(ctrl, e.alt_key(), e.shift_key()),
                        e.target()
                            .and_then(|t| t.dyn_into::<web_sys::Element>().ok()),
                    ) else {
                        return;
                    };
                    let (on_show, embed) = view.get();
                    let Some((_, act)) = find(&e.key(), mods, on_show, focus_of(&el)) else {
                        return;
                    };
                    match act.action() {
                        // While the first-load app waits for the full app to
                        // export the board on show (`crate::full_app`), the
                        // keys that would change it or its frame are held:
                        // the file shows what was on show at the press.
                        Some(_) if held() => {}
                        Some(action) => {
                            dispatch.dispatch(action);
                            // A key on a playback button can disable it
                            // (Home on Step back, Page Down in a lesson):
                            // the focus goes to the bar's Play button, as
                            // for a click, not to the page.
                            if el.matches("[role=group] button").unwrap_or(false) {
                                refocus_if_lost(el.clone(), bar_button);
                            }
                        }
                        None if !embed => latest.borrow().emit(()),
                        None => return,
                    }
                    e.prevent_default();
                },
            )
        });
        move || drop(listener)
    });
}
