//! The app shell: state, effects (storage, playback timer, keyboard) and
//! the page layout.

use std::rc::Rc;

use fillscope::model::Setup;
use fillscope::state::{Action, State};
use fillscope::storage::{self, Stored};
use fillscope_core::trace::Outcome;
use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::{Interval, Timeout};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::board::Board;
use crate::components::code::CodePanel;
use crate::components::controls::Controls;
use crate::components::editor::Editor;
use crate::components::export_panel::ExportPanel;
use crate::components::legend::Legend;
use crate::components::live::LiveRegion;
use crate::components::registers::RegisterPanel;

/// Installs the panic banner and mounts the app.
pub fn start() {
    yew::set_custom_panic_hook(Box::new(|info| {
        show_panic(&info.to_string());
    }));
    yew::Renderer::<App>::new().render();
}

/// Puts a visible error banner at the top of the page.
fn show_panic(message: &str) {
    web_sys::console::error_1(&format!("fillscope panicked: {message}").into());
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(el) = doc.create_element("div") else {
        return;
    };
    el.set_id("panic-banner");
    el.set_class_name("panic-banner");
    let _ = el.set_attribute("role", "alert");
    el.set_text_content(Some(&format!(
        "Something went wrong inside fillscope and the page stopped responding: {message}. \
         Reload the page to start again."
    )));
    if let Some(body) = doc.body() {
        let _ = body.prepend_with_node_1(&el);
    }
}

fn initial_state() -> State {
    match storage::load() {
        Ok(Some(stored)) => {
            let mut st = State::new(stored.setup);
            st.apply(Action::Seek(stored.frame));
            st
        }
        Ok(None) => State::new(Setup::seed_example()),
        Err(e) => {
            let mut st = State::new(Setup::seed_example());
            st.notice = Some(format!(
                "The board saved in this browser could not be read and was dropped ({e}). \
                 Showing the seed example instead."
            ));
            st
        }
    }
}

/// Writes the pending record, if any, to LocalStorage.
fn flush(latest: &std::cell::RefCell<Option<Stored>>) {
    if let Some(stored) = latest.borrow_mut().take() {
        storage::save(&stored);
    }
}

/// Whether a key event comes from a place that handles keys itself.
fn typing_target(e: &web_sys::KeyboardEvent) -> bool {
    let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return false;
    };
    matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
        || el.closest("[role=grid]").ok().flatten().is_some()
        || el
            .closest("[contenteditable=true]")
            .ok()
            .flatten()
            .is_some()
}

/// The whole page.
#[component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    let dispatch = state.dispatcher();

    // Save the board, algorithm, options and frame: 300 ms after the last
    // change (a LocalStorage write costs more than a step's redraw), and at
    // once when the page is hidden or unloaded.
    {
        let stored = Stored {
            setup: state.setup.clone(),
            frame: state.playback.frame,
        };
        let latest = use_mut_ref(|| None::<Stored>);
        let timer = use_mut_ref(|| None::<Timeout>);
        // The first render shows what storage (or the default) gave: nothing to save.
        let first = use_mut_ref(|| true);
        {
            let latest = latest.clone();
            use_effect_with(stored, move |stored| {
                if first.replace(false) {
                    return;
                }
                *latest.borrow_mut() = Some(stored.clone());
                let latest = latest.clone();
                // Replacing the timer drops (cancels) the previous one.
                *timer.borrow_mut() = Some(Timeout::new(300, move || flush(&latest)));
            });
        }
        use_effect_with((), move |_| {
            let window = web_sys::window();
            let listeners: Vec<EventListener> = window
                .iter()
                .flat_map(|w| {
                    let doc = w.document();
                    let hide = latest.clone();
                    let vis = latest.clone();
                    let mut v = vec![EventListener::new(w, "pagehide", move |_| flush(&hide))];
                    if let Some(doc) = doc {
                        v.push(EventListener::new(&doc, "visibilitychange", move |_| {
                            flush(&vis)
                        }));
                    }
                    v
                })
                .collect();
            move || drop(listeners)
        });
    }

    // The playback timer lives exactly as long as playing is on.
    {
        let d = dispatch.clone();
        let key = (state.playback.playing, state.playback.interval_ms());
        use_effect_with(key, move |&(playing, ms)| {
            let timer = playing.then(|| Interval::new(ms, move || d.dispatch(Action::Tick)));
            move || drop(timer)
        });
    }

    // Space, arrows, Home and End drive playback unless focus is in a field.
    {
        let d = dispatch.clone();
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
                        if e.ctrl_key() || e.alt_key() || e.meta_key() || typing_target(e) {
                            return;
                        }
                        let action = match e.key().as_str() {
                            " " | "Spacebar" => Action::TogglePlay,
                            "ArrowRight" => Action::StepForward,
                            "ArrowLeft" => Action::StepBack,
                            "Home" => Action::First,
                            "End" => Action::Last,
                            _ => return,
                        };
                        e.prevent_default();
                        d.dispatch(action);
                    },
                )
            });
            move || drop(listener)
        });
    }

    let on_action = Callback::from(move |a: Action| dispatch.dispatch(a));
    let frame = state.frame().cloned();
    let walls = state
        .setup
        .algorithm
        .uses_walls()
        .then_some(state.setup.walls);
    let cells = Rc::new(fillscope::cells::cells(frame.as_ref(), walls));
    let caption = frame
        .as_ref()
        .map(|f| f.caption.clone())
        .unwrap_or_default();

    let loop_notice = match state.trace.outcome {
        Outcome::NeverTerminates {
            first_seen,
            repeat_at,
        } if repeat_at > 0 => Some(format!(
            "This routine never returns here: asp[{repeat_at}] repeats asp[{first_seen}], so its \
             loop runs forever. The frames stop at the first repeat."
        )),
        Outcome::NeverTerminates { .. } => Some(
            "This routine never returns here: its loop runs forever. The frames stop where the \
             app gave up waiting."
                .to_string(),
        ),
        _ => None,
    };

    let dismiss = {
        let cb = on_action.clone();
        Callback::from(move |_| cb.emit(Action::DismissNotice))
    };

    html! {
        <>
        <header class="top">
            <h1>{ "fillscope" }</h1>
            <p class="tagline">{ "Bitboard flood fills, step by step" }</p>
        </header>
        <main class="layout">
            <section class="stage" aria-label="Board and playback">
                if let Some(text) = state.notice.clone() {
                    <div class="notice" role="alert" id="notice">
                        <span>{ text }</span>
                        <button class="small" onclick={dismiss}>{ "Dismiss" }</button>
                    </div>
                }
                if let Some(text) = loop_notice {
                    <div class="notice loop" role="status" id="loop-notice">{ text }</div>
                }
                <Board cells={cells} tool={state.tool} on_action={on_action.clone()} />
                <Controls playback={state.playback} on_action={on_action.clone()} />
                <LiveRegion trace={state.trace.clone()} frame={state.playback.frame} />
                <p class="caption" id="caption">{ caption }</p>
            </section>
            <section class="panels" aria-label="Panels">
                <Editor setup={state.setup.clone()} tool={state.tool} tools={state.tools()} on_action={on_action.clone()} />
                <Legend trace={state.trace.clone()} />
                <RegisterPanel frame={frame.clone()} />
                <CodePanel algorithm={state.trace.algorithm.clone()} line={frame.as_ref().map_or(0, |f| f.line)} />
                <div id="share" class="share-slot"></div>
                <ExportPanel setup={state.setup.clone()} trace={state.trace.clone()} frame={state.playback.frame} />
            </section>
        </main>
        </>
    }
}
