//! The root element's look: theme, embed flag and background.

use fillscope::url_state::ViewOptions;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Applies the theme, embed flag and background to the root element
/// (attributes and CSSOM only: no inline style attributes, which the
/// Content-Security-Policy would refuse).
fn apply(view: &ViewOptions) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = root.set_attribute("data-theme", view.theme.name());
    if view.embed {
        let _ = root.set_attribute("data-embed", "");
    }
    if let Some(el) = root.dyn_ref::<web_sys::HtmlElement>() {
        let style = el.style();
        let bg = view.bg.css();
        // A transparent page takes its host's colour scheme: a dark scheme
        // in a frame on a light page gets an opaque backdrop from the
        // browser, which hides the host behind the board.
        let _ = if bg.as_deref() == Some("transparent") {
            style.set_property("color-scheme", "normal")
        } else {
            style.remove_property("color-scheme").map(|_| ())
        };
        let _ = match bg {
            Some(bg) => style.set_property("--page-bg", &bg),
            None => style.remove_property("--page-bg").map(|_| ()),
        };
    }
}

/// Keeps the root element's theme, embed flag and background in step
/// with `view`. They are applied while the page renders, not in an effect
/// (which Yew runs after the browser has painted a frame), so that the first
/// frame is already in the link's theme: a dark page never flashes light.
#[hook]
pub fn use_root_view(view: ViewOptions) {
    use_memo(view, apply);
}
