//! Playback controls: first, back, play/pause, forward, last, the frame
//! slider, the speed and the "Frame k / n" counter.

use fillscope::playback::{Playback, SPEEDS};
use fillscope::state::Action;
use fillscope::url_state::show_hundredths;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Controls properties.
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// Where playback stands.
    pub playback: Playback,
    /// The playback speed in hundredths of a frame per second (a link may
    /// ask for one that is not in the menu, such as 3 or 0.25).
    pub speed: u32,
    /// Receives playback actions and the speed picked in the menu.
    pub on_action: Callback<Action>,
}

/// A speed menu's entries, in hundredths of a frame per second with their
/// labels ("2 frames/s"): the standard speeds, and `speed` in its place
/// when a link set another.
pub fn speed_menu(speed: u32) -> Vec<(u32, String)> {
    let mut menu: Vec<u32> = SPEEDS.iter().map(|&s| s * 100).collect();
    if !menu.contains(&speed) {
        // Inserted in order (a sort would add kilobytes of WebAssembly).
        let at = menu.iter().position(|&h| h > speed);
        menu.insert(at.unwrap_or(menu.len()), speed);
    }
    menu.into_iter()
        .map(|h| {
            let unit = if h == 100 { "frame/s" } else { "frames/s" };
            (h, show_hundredths(h) + " " + unit)
        })
        .collect()
}

/// The playback bar.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let p = props.playback;
    let act = |a: fn() -> Action| click_emits(&props.on_action, a);
    let on_seek = seek_on_input(&props.on_action);
    let on_speed = {
        let cb = props.on_action.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(n) = v.parse::<u16>() {
                cb.emit(Action::SetSpeed(f32::from(n)));
            }
        })
    };
    let (play_label, play_icon) = if p.playing {
        ("Pause", "❚❚")
    } else {
        ("Play", "▶")
    };
    let at_start = p.frame == 0;
    let at_end = p.frame >= p.last();
    let shown = p.shown();
    let speeds = speed_menu(props.speed).into_iter().map(|(h, label)| {
        // A speed that is not a whole number has no menu value: picking it
        // again changes nothing.
        let value = if h % 100 == 0 {
            (h / 100).to_string()
        } else {
            String::new()
        };
        html! {
            <option {value} selected={h == props.speed}>{ label }</option>
        }
    });
    // The buttons' ids let the focus on them outlast the first-load app's
    // hand-over to the full app (`crate::full_app`, which focuses by id):
    // after the key help (?) closes, the focus is back where it was.
    html! {
        <div class="controls" role="group" aria-label="Playback">
            <div class="buttons">
                <button id="first-frame" aria-label="First frame" title="First frame (Home)" disabled={at_start} onclick={act(|| Action::First)}>{ "|◀" }</button>
                <button id="step-back" aria-label="Step back" title="Step back (Left arrow)" disabled={at_start} onclick={act(|| Action::StepBack)}>{ "◀" }</button>
                <button id="play-pause" class="play" aria-label={play_label} title="Play or pause (Space)" disabled={p.len < 2} onclick={act(|| Action::TogglePlay)}>
                    <span aria-hidden="true">{ play_icon }</span>{ " " }{ play_label }
                </button>
                <button id="step-forward" aria-label="Step forward" title="Step forward (Right arrow)" disabled={at_end} onclick={act(|| Action::StepForward)}>{ "▶" }</button>
                <button id="last-frame" aria-label="Last frame" title="Last frame (End)" disabled={at_end} onclick={act(|| Action::Last)}>{ "▶|" }</button>
                <span class={p.counter_class()} id="frame-counter" aria-live="off">{ p.counter() }</span>
            </div>
            <div class="sliders">
                <input type="range" id="frame-slider" aria-label="Frame" min="1" max={p.len.max(1).to_string()} disabled={p.len == 0}
                    value={shown.to_string()} aria-valuetext={p.value_text()} oninput={on_seek} />
                // The label wraps with its menu, never beside the slider alone.
                <span class="speed">
                    <label for="speed">{ "Speed" }</label>
                    <select id="speed" onchange={on_speed}>{ for speeds }</select>
                </span>
            </div>
        </div>
    }
}

/// A click handler that sends the action `a` makes (made afresh on each
/// click: a clone of any action would be code of its own in each handler).
/// A button its press disables (Step forward at the last frame) would drop
/// the keyboard's focus to the page: it goes to the bar's Play button
/// instead, or its first button that can be pressed.
pub fn click_emits(on_action: &Callback<Action>, a: fn() -> Action) -> Callback<MouseEvent> {
    emit_then_refocus(on_action, a, bar_button)
}

/// The Play button of the bar (a `[role=group]`) that holds `pressed`, or
/// its first button that can be pressed.
pub fn bar_button(pressed: &web_sys::Element) -> Option<web_sys::Element> {
    let bar = pressed.closest("[role=group]").ok().flatten()?;
    let first = |sel: &str| bar.query_selector(sel).ok().flatten();
    first("button.play:enabled").or_else(|| first("button:enabled"))
}

/// [`click_emits`], for a button whose press can disable it: the focus then
/// goes to the first of the elements `next` (ids) that can take it, not to
/// the group's first button (the lesson's Add, which a second Enter would
/// press).
#[cfg(feature = "modes")]
pub fn click_emits_or(
    on_action: &Callback<Action>,
    a: fn() -> Action,
    next: &'static [&'static str],
) -> Callback<MouseEvent> {
    emit_then_refocus(on_action, a, move |_| {
        let doc = web_sys::window()?.document()?;
        next.iter().find_map(|id| {
            doc.get_element_by_id(id)
                .filter(|e| !e.matches(":disabled").unwrap_or(true))
        })
    })
}

/// Sends the action `a` makes; then, when the press disabled its button or
/// took it off the page, focuses what `to` finds from it.
fn emit_then_refocus(
    on_action: &Callback<Action>,
    a: fn() -> Action,
    to: impl Fn(&web_sys::Element) -> Option<web_sys::Element> + Copy + 'static,
) -> Callback<MouseEvent> {
    let cb = on_action.clone();
    Callback::from(move |e: MouseEvent| {
        // (Yew listens at its root: the button is found from the target.)
        let pressed = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("button").ok().flatten());
        cb.emit(a());
        if let Some(pressed) = pressed {
            refocus_if_lost(pressed, to);
        }
    })
}

/// Once the page has drawn the action just sent: when it disabled the
/// button `pressed` or took it off the page (which drops the keyboard's
/// focus to the page), focuses what `to` finds from it. For a click, and
/// for a key pressed on the button (Home on Step back).
pub fn refocus_if_lost(
    pressed: web_sys::Element,
    to: impl Fn(&web_sys::Element) -> Option<web_sys::Element> + 'static,
) {
    gloo::timers::callback::Timeout::new(0, move || {
        if pressed.is_connected() && !pressed.matches(":disabled").unwrap_or(false) {
            return;
        }
        let next = to(&pressed).and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(next) = next {
            let _ = next.focus();
        }
    })
    .forget();
}

/// The "Frame" slider's input handler: the slider is 1-based, frames 0-based.
pub fn seek_on_input(on_action: &Callback<Action>) -> Callback<InputEvent> {
    let cb = on_action.clone();
    Callback::from(move |e: InputEvent| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
        if let Ok(n) = v.parse::<usize>() {
            cb.emit(Action::Seek(n.saturating_sub(1)));
        }
    })
}
