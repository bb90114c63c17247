//! The keys, as the page lists them: the key help (a dialog that `?` or
//! the Keys button opens) and the short list under a tab, both made from
//! the key table ([`fillscope::keys::KEYS`]) that the key handler uses.
//! Both are written as markup, as the board's squares are: markup costs
//! less of the app's size than Yew's nodes. Both are the full app's: the
//! first-load app hands `?` and the Keys button over to it
//! (`crate::full_app::use_hand_off`), as it does the Embed dialog, and its
//! Play tab says its keys in one line ([`fillscope::keys::PLAY_HINT`]).

#[cfg(feature = "modes")]
use std::cell::RefCell;

#[cfg(feature = "modes")]
use fillscope::keys::{listed, tool_keys, Binding, Scope, View};
#[cfg(feature = "modes")]
use fillscope::state::Tool;
#[cfg(feature = "modes")]
use fillscope_draw::svg::xml_escape;
#[cfg(feature = "modes")]
use yew::prelude::*;

#[cfg(feature = "modes")]
use crate::components::dialog;

/// The Keys button's id (the first-load app has the full app press it, and
/// the help gives it the focus back when what had the focus is gone).
pub const KEYS_ID: &str = "keys-open";

#[cfg(feature = "modes")]
thread_local! {
    /// The element that had the focus when the help opened: it gets it
    /// back when the help closes. Not app state: a handle on the page.
    static OPENER: RefCell<Option<web_sys::HtmlElement>> = const { RefCell::new(None) };
}

/// Opens the key help `node`, noting what has the focus.
#[cfg(feature = "modes")]
pub fn open(node: &NodeRef) {
    OPENER.with(|o| *o.borrow_mut() = dialog::focused());
    dialog::open(node);
}

/// The markup of the bindings `rows` picks among those of `view`, each as
/// `<kbd>` keys and what they do in an element `key` (then `what`, if
/// any): the tool keys name the tools on offer.
#[cfg(feature = "modes")]
fn markup<'a>(
    rows: impl Iterator<Item = &'a Binding>,
    tools: &[Tool],
    (key, what): (&str, Option<&str>),
) -> String {
    let mut html = String::new();
    for b in rows {
        let (keys, does) = if b.picks_tools() {
            tool_keys(tools)
        } else {
            (b.label.to_string(), b.what.to_string())
        };
        let (keys, does) = (xml_escape(&keys), xml_escape(&does));
        html += &match what {
            Some(what) => format!("<{key}><kbd>{keys}</kbd></{key}><{what}>{does}</{what}>"),
            None => format!("<{key}><kbd>{keys}</kbd> {does}</{key}>"),
        };
    }
    html
}

#[cfg(feature = "modes")]
/// The keys that work in `view` but the arrows of the board and the tab
/// list ([`Binding::hinted`]), each kept on one line with what it does:
/// the list under a tab.
pub fn keys_hint(id: &str, class: &str, view: View, tools: &[Tool]) -> Html {
    let items = markup(listed(view).filter(|b| b.hinted()), tools, ("li", None));
    Html::from_html_unchecked(AttrValue::from(format!(
        r#"<ul id="{id}" class="keys-hint {class}" aria-label="Keys">{items}</ul>"#
    )))
}

/// The key help `node` (a dialog that [`open`] opens): every key that
/// works in `view`, under where the focus must be for it.
#[cfg(feature = "modes")]
pub fn key_help(node: &NodeRef, view: View, tools: &[Tool]) -> Html {
    // The bindings under their scope's heading (Page and Clicker share
    // one), in the table's order.
    let mut body = format!(
        r#"<div class="dialog-body"><div class="keys-head"><h2 id="keys-title">Keys in {}</h2><button id="keys-close">Close (Esc)</button></div>"#,
        view.title()
    );
    for scope in [
        Scope::Anywhere,
        Scope::Page,
        Scope::Board,
        Scope::Lesson,
        Scope::Own,
    ] {
        let heading = scope.heading();
        let rows = listed(view).filter(|b| b.scope.heading() == heading);
        let rows = markup(rows, tools, ("dt", Some("dd")));
        if !rows.is_empty() {
            body += &format!("<h3>{heading}</h3><dl>{rows}</dl>");
        }
    }
    body += "</div>";
    let onclose = Callback::from(|_: Event| {
        dialog::focus_back(OPENER.with(|o| o.borrow_mut().take()), KEYS_ID)
    });
    html! {
        <dialog ref={node.clone()} class="keys-dialog" id="keys-help" aria-labelledby="keys-title"
            {onclose} onclick={dialog::backdrop_closes(node, Some("#keys-close"))}>
            { Html::from_html_unchecked(AttrValue::from(body)) }
        </dialog>
    }
}
