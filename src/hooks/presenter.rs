//! The Lesson mode's presenter view and the focus: entering it shows it
//! from its top with the focus on it (a screen reader hears its name);
//! leaving it puts the focus back on the button that opens it. The app
//! draws the presenter view in a page of its own, so this lives in the
//! app, which stays, not in the Lesson view, which is made again.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Moves the focus (and the page's scroll) when `presenter` turns on or
/// off; not on the first render, where a link may open the view and the
/// page puts the focus.
#[hook]
pub fn use_presenter_focus(presenter: bool) {
    let was = use_mut_ref(|| presenter);
    use_effect_with(presenter, move |&now| {
        if was.replace(now) == now {
            return;
        }
        let Some(window) = web_sys::window() else {
            return;
        };
        let id = if now { "presenter" } else { "presenter-open" };
        let el = window
            .document()
            .and_then(|d| d.get_element_by_id(id))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(el) = el {
            let _ = el.focus();
        }
        // After the focus, which scrolls the view only as far as its edge.
        if now {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
}
