//! A minimal Yew page: an 8x8 board of squares (rank 8 on top), each
//! toggled by a press. The load-time benchmark (tests/e2e/load.spec.mjs)
//! loads it beside fillscope, with the same element ids and roles.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Square names, a8 first (the order they are drawn in).
fn name(i: usize) -> String {
    let file = char::from(b'a' + (i % 8) as u8);
    let rank = 8 - i / 8;
    format!("{file}{rank}")
}

/// The board.
#[component]
fn App() -> Html {
    let on = use_state(|| [false; 64]);
    let onpointerdown = {
        let on = on.clone();
        Callback::from(move |e: PointerEvent| {
            let index = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.get_attribute("data-index"))
                .and_then(|i| i.parse::<usize>().ok());
            if let Some(i) = index.filter(|&i| i < 64) {
                let mut next = *on;
                next[i] = !next[i];
                on.set(next);
            }
        })
    };
    let squares = (0..64).map(|i| {
        html! {
            <div role="gridcell" data-index={i.to_string()} data-square={name(i)}
                class={classes!(on[i].then_some("on"))} />
        }
    });
    html! {
        <div id="board" role="grid" aria-label="Board" {onpointerdown}>{ for squares }</div>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
