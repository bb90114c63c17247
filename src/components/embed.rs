//! The embed's compact control bar (`controls=full|minimal`) with a small
//! "Open in fillscope" link to the full app showing the same state.

use fillscope::playback::Playback;
use fillscope::state::Action;
use fillscope::url_state::Controls;
use yew::prelude::*;

use crate::components::controls::{click_emits, seek_on_input};

/// Embed bar properties.
#[derive(Properties, PartialEq)]
pub struct EmbedBarProps {
    /// Where playback stands.
    pub playback: Playback,
    /// Which controls to show (`None` shows no bar at all: not rendered).
    pub controls: Controls,
    /// The full app's URL for the same state.
    pub open_href: String,
    /// Receives playback actions.
    pub on_action: Callback<Action>,
    /// Whether there are frames to play: without (a lesson that could not
    /// be read), the bar holds only the link to the full app.
    #[prop_or(true)]
    pub frames: bool,
}

/// The bar under an embedded board.
#[component]
pub fn EmbedBar(props: &EmbedBarProps) -> Html {
    let p = props.playback;
    let act = |a: fn() -> Action| click_emits(&props.on_action, a);
    let on_seek = seek_on_input(&props.on_action);
    let (label, icon) = if p.playing {
        ("Pause", "❚❚")
    } else {
        ("Play", "▶")
    };
    let at_start = p.frame == 0;
    let at_end = p.frame >= p.last();
    let shown = p.shown();
    let full = props.controls == Controls::Full;
    let open = html! {
        <a class="open" href={props.open_href.clone()} target="_blank" rel="noopener">{ "Open in fillscope" }</a>
    };
    if !props.frames {
        return html! { <div class="embed-bar">{ open }</div> };
    }
    html! {
        <div class="embed-bar" role="group" aria-label="Playback">
            if full {
                <button aria-label="First frame" disabled={at_start} onclick={act(|| Action::First)}>{ "|◀" }</button>
                <button aria-label="Step back" disabled={at_start} onclick={act(|| Action::StepBack)}>{ "◀" }</button>
            }
            <button class="play" aria-label={label} disabled={p.len < 2} onclick={act(|| Action::TogglePlay)}>{ icon }</button>
            if full {
                <button aria-label="Step forward" disabled={at_end} onclick={act(|| Action::StepForward)}>{ "▶" }</button>
                <button aria-label="Last frame" disabled={at_end} onclick={act(|| Action::Last)}>{ "▶|" }</button>
                <input type="range" id="frame-slider" aria-label="Frame" min="1" max={p.len.max(1).to_string()}
                    value={shown.to_string()} aria-valuetext={p.value_text()} oninput={on_seek} />
            }
            <span class={p.counter_class()} id="frame-counter">{ p.counter() }</span>
            { open }
        </div>
    }
}
