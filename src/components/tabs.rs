//! The "Mode" tab list: Play, Log, ... The arrow keys, Home and End move
//! between tabs and show the tab they land on (WAI-ARIA's tabs pattern
//! with automatic activation); only the selected tab is in the Tab order.

use fillscope::state::Action;
use fillscope::url_state::Mode;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The id of a mode's tab.
#[must_use]
pub fn tab_id(mode: Mode) -> String {
    format!("tab-{}", mode.name())
}

/// The id of a mode's tab panel.
#[must_use]
pub fn panel_id(mode: Mode) -> String {
    format!("panel-{}", mode.name())
}

/// Tab list properties.
#[derive(Properties, PartialEq)]
pub struct ModeTabsProps {
    /// The mode on show.
    pub mode: Mode,
    /// Receives [`Action::SetMode`].
    pub on_action: Callback<Action>,
}

/// The mode a key moves to from `at`, if the key moves at all.
fn moved(at: Mode, key: &str) -> Option<Mode> {
    let all = Mode::ALL;
    let i = all.iter().position(|&m| m == at)?;
    let n = all.len();
    Some(match key {
        "ArrowRight" => all[(i + 1) % n],
        "ArrowLeft" => all[(i + n - 1) % n],
        "Home" => all[0],
        "End" => all[n - 1],
        _ => return None,
    })
}

fn focus(id: &str) {
    let el = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(el) = el {
        let _ = el.focus();
    }
}

/// The tab list above the page's panels.
#[component]
pub fn ModeTabs(props: &ModeTabsProps) -> Html {
    let at = props.mode;
    let onkeydown = {
        let cb = props.on_action.clone();
        Callback::from(move |e: KeyboardEvent| {
            // From the tab that has focus: keys pressed faster than the page
            // redraws must not start again from the tab drawn last.
            let from = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| {
                    let id = el.id();
                    Mode::ALL.into_iter().find(|&m| tab_id(m) == id)
                })
                .unwrap_or(at);
            if let Some(to) = moved(from, &e.key()) {
                e.prevent_default();
                // The page's playback keys must not also see this key.
                e.stop_propagation();
                focus(&tab_id(to));
                cb.emit(Action::SetMode(to));
            }
        })
    };
    let tabs = Mode::ALL.iter().map(|&m| {
        let selected = m == at;
        let onclick = props.on_action.reform(move |_| Action::SetMode(m));
        html! {
            <button type="button" role="tab" class="mode-tab" id={tab_id(m)}
                aria-selected={if selected { "true" } else { "false" }}
                aria-controls={selected.then(|| panel_id(m))}
                tabindex={if selected { "0" } else { "-1" }}
                {onclick}>
                { m.label() }
            </button>
        }
    });
    html! {
        <div class="mode-tabs" role="tablist" aria-label="Mode" {onkeydown}>
            { for tabs }
        </div>
    }
}
