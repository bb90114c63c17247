//! What the page's dialogs (the Embed dialog, the key help) share: a
//! `<dialog>` opened modal, so that the page behind it is inert and Tab
//! stays inside it (Escape closes it, the browser's own), closed by its
//! Close button or a click on its backdrop.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Opens the dialog `node` as a modal one.
pub fn open(node: &NodeRef) {
    if let Some(d) = node.cast::<web_sys::HtmlDialogElement>() {
        let _ = d.show_modal();
    }
}

/// A Close button's click handler.
pub fn closes(node: &NodeRef) -> Callback<MouseEvent> {
    let node = node.clone();
    Callback::from(move |_: MouseEvent| {
        if let Some(d) = node.cast::<web_sys::HtmlDialogElement>() {
            d.close();
        }
    })
}

/// The dialog's own click handler: a click on the backdrop lands on the
/// dialog element itself, and closes it; so does a click on the element
/// `close` selects (its Close button, when the dialog is written as
/// markup, without a handler of its own).
pub fn backdrop_closes(node: &NodeRef, close: Option<&'static str>) -> Callback<MouseEvent> {
    let node = node.clone();
    Callback::from(move |e: MouseEvent| {
        let Some(d) = node.cast::<web_sys::HtmlDialogElement>() else {
            return;
        };
        let target = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let closes = target.is_some_and(|t| {
            t == **d || close.is_some_and(|c| t.closest(c).ok().flatten().is_some())
        });
        if closes {
            d.close();
        }
    })
}

/// The element with the focus, to be given it back when a dialog closes.
pub fn focused() -> Option<web_sys::HtmlElement> {
    web_sys::window()?
        .document()?
        .active_element()?
        .dyn_into::<web_sys::HtmlElement>()
        .ok()
}

/// Gives the focus to `el` if it is still on the page (and not the page's
/// body, which nothing had focused), else to the element with the id `or`.
pub fn focus_back(el: Option<web_sys::HtmlElement>, or: &str) {
    let fallback = || {
        web_sys::window()?
            .document()?
            .get_element_by_id(or)?
            .dyn_into::<web_sys::HtmlElement>()
            .ok()
    };
    let kept = el.filter(|el| el.is_connected() && el.tag_name() != "BODY");
    if let Some(el) = kept.or_else(fallback) {
        let _ = el.focus();
    }
}
