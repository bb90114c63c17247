//! Copying text to the clipboard, in one place for every copy button.
//!
//! The async Clipboard API (`navigator.clipboard.writeText`) exists only on
//! secure origins (https, localhost); on a plain-http address
//! `navigator.clipboard` is undefined. So [`copy`] tries it only where it
//! exists, then falls back to the older `copy` command, whose `copy` event
//! is given the text. When neither works, the caller shows the text
//! selected ([`select_for_copy`]) and says to copy it by hand.

use std::cell::Cell;
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Puts `text` on the clipboard; `false` when the browser has no way to
/// (no async clipboard and no `copy` command) or refused both.
pub async fn copy(text: &str) -> bool {
    if let Some(clipboard) = async_clipboard() {
        if JsFuture::from(clipboard.write_text(text)).await.is_ok() {
            return true;
        }
    }
    copy_command(text)
}

/// `navigator.clipboard`, where the page has it.
fn async_clipboard() -> Option<web_sys::Clipboard> {
    let navigator = web_sys::window()?.navigator();
    js_sys::Reflect::get(&navigator, &"clipboard".into())
        .ok()?
        .dyn_into::<web_sys::Clipboard>()
        .ok()
}

/// The `copy` command (`document.execCommand('copy')`), with the text set
/// on its `copy` event rather than taken from a selection: no element is
/// made, focused or selected. `true` only when the command ran and the
/// event carried the text.
fn copy_command(text: &str) -> bool {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let Some(html) = doc.dyn_ref::<web_sys::HtmlDocument>() else {
        return false;
    };
    let carried = Rc::new(Cell::new(false));
    let listener = {
        let (carried, text) = (carried.clone(), text.to_owned());
        EventListener::new_with_options(
            &doc,
            "copy",
            EventListenerOptions::enable_prevent_default(),
            move |e| {
                let data = e
                    .dyn_ref::<web_sys::ClipboardEvent>()
                    .and_then(web_sys::ClipboardEvent::clipboard_data);
                if let Some(data) = data {
                    if data.set_data("text/plain", &text).is_ok() {
                        e.prevent_default();
                        carried.set(true);
                    }
                }
            },
        )
    };
    let ran = html.exec_command("copy").unwrap_or(false);
    drop(listener);
    ran && carried.get()
}

/// Selects the text of `el` for the user to copy by hand: the whole value
/// of a text field or text area (focused, so Ctrl+C copies it), or the
/// text inside any other element.
pub fn select_for_copy(el: &web_sys::Element) {
    if let Some(input) = el.dyn_ref::<web_sys::HtmlInputElement>() {
        let _ = input.focus();
        input.select();
    } else if let Some(area) = el.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        let _ = area.focus();
        area.select();
    } else if let Some(selection) = web_sys::window().and_then(|w| w.get_selection().ok().flatten())
    {
        let _ = selection.select_all_children(el);
    }
}
