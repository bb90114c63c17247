//! The app shell: state, effects (address bar, storage, playback timer,
//! keyboard, theme) and the page layout, full or embedded (`embed=1`).

use std::rc::Rc;

use fillscope::model::Setup;
use fillscope::state::{Action, State};
use fillscope::storage::{self, Stored};
use fillscope::url_state::{self, Controls as Bar, Theme, UrlState, ViewOptions};
use fillscope_core::trace::Outcome;
use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::{Interval, Timeout};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::board::Board;
use crate::components::code::CodePanel;
use crate::components::controls::Controls;
use crate::components::editor::Editor;
use crate::components::embed::EmbedBar;
use crate::components::export_panel::ExportPanel;
use crate::components::legend::Legend;
use crate::components::live::LiveRegion;
use crate::components::registers::RegisterPanel;
use crate::components::share::{link_url, Share};

thread_local! {
    /// True while the load-time warm-up runs (see [`warm_up`]).
    static WARMING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The frame the page last rendered (set after every render).
    static RENDERED: std::cell::Cell<usize> = const { std::cell::Cell::new(usize::MAX) };
    /// The warm-up, waiting for a frame to be drawn.
    static WAITING: std::cell::RefCell<Option<std::task::Waker>> = const { std::cell::RefCell::new(None) };
}

/// Whether the load-time warm-up is replaying the trace: the live region
/// keeps quiet and nothing is saved, as the page ends where it began.
pub fn warming() -> bool {
    WARMING.get()
}

/// The most distinct frames the warm-up shows: 2-4 ms each here.
const WARM_UP_FRAMES: usize = 24;

/// How many frames the warm-up draws in all: it goes round its frames
/// again until it has drawn this many. The browser compiles code first
/// quickly, and again optimised only once it has run a few times: after a
/// single round the next two rounds still stepped up to twice as slowly
/// here, now and then.
const WARM_UP_DRAWS: usize = 36;

/// Called after every render: frame `at` is drawn.
fn rendered(at: usize) {
    RENDERED.set(at);
    if let Some(waker) = WAITING.take() {
        waker.wake();
    }
}

/// Resolves once frame `k` is drawn.
async fn drawn(k: usize) {
    std::future::poll_fn(|cx| {
        if RENDERED.get() == k {
            std::task::Poll::Ready(())
        } else {
            WAITING.set(Some(cx.waker().clone()));
            std::task::Poll::Pending
        }
    })
    .await;
}

/// The load-time warm-up, before the first paint: the page shows the
/// frames of its trace (every one, or [`WARM_UP_FRAMES`] spread over a
/// longer trace, the last included), round and round until it has drawn
/// [`WARM_UP_DRAWS`] of them, lays each out, and goes back to the frame it
/// opened on (`at`). The browser compiles the app's wasm and glue code
/// function by function as it first runs, optimises the code that runs
/// often, and styles and shapes text the first time it sees them; without
/// this the first pass through a trace steps several times slower (5-14 ms
/// a step here) than later ones.
///
/// Yew draws each frame in a microtask, so normally nothing is painted
/// until the end. But Yew yields to the browser when one run of its
/// scheduler takes over 16 ms (the first render can); so the page is
/// transparent from before the first render until the warm-up ends
/// ([`cloak`]; it is still styled and laid out), and ignores clicks and
/// keys meanwhile.
async fn warm_up(dispatch: UseReducerDispatcher<State>, frames: usize, at: usize) {
    let body = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body());
    WARMING.set(true);
    // Should a frame never be drawn, the page shows itself all the same.
    let guard = Timeout::new(3000, end_warm_up);
    let every = frames.div_ceil(WARM_UP_FRAMES);
    // One round: frames 0, every, 2 * every, ... and the last.
    let round = (frames - 1) / every + 2;
    let draws = round.max(WARM_UP_DRAWS);
    for d in 0..=draws {
        let k = match d % round {
            _ if d == draws => at,
            i if i == round - 1 => frames - 1,
            i => i * every,
        };
        dispatch.dispatch(Action::Seek(k));
        drawn(k).await;
        // The guard fired: stop here, leave the frames to the user.
        if !warming() {
            return;
        }
        if let Some(body) = &body {
            let _ = body.offset_height();
        }
    }
    drop(guard);
    end_warm_up();
}

/// Ends the warm-up (at its end, or when its guard fires) and shows the page.
fn end_warm_up() {
    WARMING.set(false);
    cloak(false);
}

/// Hides the page (`true`, by making it transparent) for the warm-up, from
/// before the first render on, or shows it.
fn cloak(on: bool) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = if on {
            root.set_attribute("data-warming", "")
        } else {
            root.remove_attribute("data-warming")
        };
    }
}

/// Installs the panic banner and mounts the app.
pub fn start() {
    yew::set_custom_panic_hook(Box::new(|info| {
        show_panic(&info.to_string());
    }));
    cloak(true);
    yew::Renderer::<App>::new().render();
}

/// Puts a visible error banner at the top of the page.
fn show_panic(message: &str) {
    web_sys::console::error_1(&format!("fillscope panicked: {message}").into());
    cloak(false);
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

/// The query string of the page's address (`?...`, or empty).
fn location_search() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The state to start from: a link with parameters wins over what
/// LocalStorage holds; an embed never reads LocalStorage.
fn boot() -> (State, ViewOptions) {
    let search = location_search();
    let (link, stored, notice) = if search.len() > 1 {
        let (link, notices) = url_state::from_query(&search);
        let notice = (!notices.is_empty()).then(|| {
            let parts: Vec<String> = notices.iter().map(ToString::to_string).collect();
            format!(
                "Some parts of this link could not be used: {}. The rest of the link is shown.",
                parts.join("; ")
            )
        });
        (link, true, notice)
    } else {
        match storage::load() {
            Ok(Some(stored)) => (stored, true, None),
            Ok(None) => (UrlState::default(), false, None),
            Err(e) => (
                UrlState::default(),
                false,
                Some(format!(
                    "The board saved in this browser could not be read and was dropped ({e}). \
                     Showing the seed example instead."
                )),
            ),
        }
    };
    let setup = if stored {
        link.setup
    } else {
        Setup::seed_example()
    };
    let mut st = State::new(setup);
    st.apply(Action::Seek(link.frame));
    st.notice = notice;
    (st, link.view)
}

/// Applies the theme, embed flag and background to the root element
/// (attributes and CSSOM only: no inline style attributes, which the
/// Content-Security-Policy would refuse).
fn apply_view(view: &ViewOptions) {
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
        let _ = match view.bg.css() {
            Some(bg) => style.set_property("--page-bg", &bg),
            None => style.remove_property("--page-bg").map(|_| ()),
        };
    }
}

/// Puts `link` in the address bar (replacing the history entry), unless
/// it is there already.
fn replace_address(link: &UrlState) {
    let query = url_state::to_query(link);
    if location_search() == query {
        return;
    }
    if let Some(h) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query));
    }
}

/// Writes the pending record, if any, to LocalStorage.
fn flush(latest: &std::cell::RefCell<Option<Stored>>) {
    if let Some(stored) = latest.borrow_mut().take() {
        storage::save(&stored);
    }
}

/// Whether the page's playback keys must leave this key event alone: it
/// comes from a field, the board or editable text (which handle keys
/// themselves), from inside an open dialog (the page behind it is not
/// the one being used), or it is Space or Enter on a button or link,
/// which press that control.
fn handled_elsewhere(e: &web_sys::KeyboardEvent) -> bool {
    let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return false;
    };
    let inside = |selector: &str| el.closest(selector).ok().flatten().is_some();
    let presses = matches!(e.key().as_str(), " " | "Spacebar" | "Enter");
    matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
        || inside("[role=grid]")
        || inside("[contenteditable=true]")
        || inside("dialog[open]")
        || (presses && inside("button, a[href], summary, [role=button]"))
}

/// The whole page.
#[component]
pub fn App() -> Html {
    let booted = use_memo((), |_| boot());
    let state = {
        let booted = booted.clone();
        use_reducer(move || booted.0.clone())
    };
    let view = use_state(|| booted.1);
    let dispatch = state.dispatcher();
    let embed = view.embed;
    let link = UrlState {
        setup: state.setup.clone(),
        frame: state.playback.frame,
        view: *view,
    };

    use_effect_with(*view, apply_view);

    // Autoplay once, at start; or else warm up before the first paint.
    {
        let d = dispatch.clone();
        let (frames, at) = (state.trace.frames.len(), state.playback.frame);
        use_effect_with((), move |_| {
            if booted.1.autoplay {
                d.dispatch(Action::TogglePlay);
            }
            if booted.1.autoplay || frames < 2 {
                cloak(false);
            } else {
                wasm_bindgen_futures::spawn_local(warm_up(d, frames, at));
            }
        });
    }

    // The address bar and LocalStorage carry the board, algorithm, options
    // and frame. One timer writes both 200 ms after the last change, and
    // only then is the query built: replaceState costs about a millisecond
    // and a LocalStorage write more, which would otherwise land on every
    // step's repaint. The address is not written while playing (fast
    // playback would hit the browser's navigation rate limit); it catches
    // up when playback stops. Storage is also written at once when the page
    // is hidden or unloaded. Embeds never write storage: several on one
    // page must not fight.
    {
        let latest = use_mut_ref(|| None::<Stored>);
        let timer = use_mut_ref(|| None::<Timeout>);
        // The first render shows what storage (or the default) gave: nothing to save.
        let first = use_mut_ref(|| true);
        {
            let latest = latest.clone();
            use_effect_with(
                (link.clone(), state.playback.playing),
                move |(link, playing)| {
                    if !first.replace(false) && !link.view.embed && !warming() {
                        *latest.borrow_mut() = Some(link.clone());
                    }
                    let (link, playing, latest) = (link.clone(), *playing, latest.clone());
                    // Replacing the timer drops (cancels) the previous one.
                    *timer.borrow_mut() = Some(Timeout::new(200, move || {
                        if !playing {
                            replace_address(&link);
                        }
                        flush(&latest);
                    }));
                },
            );
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
        let ms = view.interval_ms();
        let key = (state.playback.playing, ms, view.r#loop);
        use_effect_with(key, move |&(playing, ms, looping)| {
            let tick = if looping {
                Action::TickLoop
            } else {
                Action::Tick
            };
            let timer = playing.then(|| Interval::new(ms, move || d.dispatch(tick.clone())));
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
                        // The page is hidden while it warms up: no keys then.
                        if e.ctrl_key()
                            || e.alt_key()
                            || e.meta_key()
                            || warming()
                            || handled_elsewhere(e)
                        {
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

    // Tells the warm-up which frame is drawn, after every render.
    {
        let at = state.playback.frame;
        use_effect(move || rendered(at));
    }

    // The same callback on every render (callbacks compare by identity): a
    // new one would redraw every component that takes it, the editor
    // included, on every frame step.
    let on_action = use_callback((embed, dispatch), |a: Action, (embed, dispatch)| match a {
        // Embeds are for watching: no editing by clicks.
        Action::Paint(_) | Action::ToggleWall(..) if *embed => {}
        // A click on the page while it warms up, unseen, does nothing.
        _ if warming() => {}
        a => dispatch.dispatch(a),
    });
    // The speed is a view option: it lives in the link, not in the state.
    let on_speed = {
        let view = view.clone();
        Callback::from(move |fps: u32| {
            let mut v = *view;
            v.speed = fps as f32;
            view.set(v);
        })
    };
    let frame = state.frame().cloned();
    let walls = state.setup.walls_used();
    let cells = Rc::new(fillscope::cells::cells(
        frame.as_ref(),
        walls,
        Some(state.setup.marks()),
    ));
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
        Callback::from(move |_| {
            cb.emit(Action::DismissNotice);
            // The button goes away with the notice: keep keyboard focus on
            // the board rather than dropping it to the top of the page.
            let square = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector("#board [tabindex='0']").ok().flatten())
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(square) = square {
                let _ = square.focus();
            }
        })
    };

    let notice = state.notice.clone().map(|text| {
        html! {
            <div class="notice" role="alert" id="notice">
                <span>{ text }</span>
                <button class="small" onclick={dismiss}>{ "Dismiss" }</button>
            </div>
        }
    });

    if embed {
        let open_href = link_url(&UrlState {
            view: ViewOptions {
                theme: view.theme,
                speed: view.speed,
                ..ViewOptions::default()
            },
            ..link
        });
        return html! {
            <main class="embed-main" aria-label="fillscope board">
                { notice.unwrap_or_default() }
                <div class="embed-board">
                    <Board cells={cells} tool={state.tool} on_action={on_action.clone()} />
                </div>
                if view.controls != Bar::None {
                    <EmbedBar playback={state.playback} controls={view.controls} {open_href} on_action={on_action.clone()} />
                }
            </main>
        };
    }

    let on_theme = {
        let view = view.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            let mut next = *view;
            next.theme = Theme::ALL
                .into_iter()
                .find(|t| t.name() == v)
                .unwrap_or_default();
            view.set(next);
        })
    };
    let themes = Theme::ALL.iter().map(|&t| {
        html! { <option value={t.name()} selected={t == view.theme}>{ t.name() }</option> }
    });

    html! {
        <>
        <header class="top">
            <h1>{ "fillscope" }</h1>
            <p class="tagline">{ "Bitboard flood fills, step by step" }</p>
            <div class="theme-field">
                <label for="theme">{ "Theme" }</label>
                <select id="theme" onchange={on_theme}>{ for themes }</select>
            </div>
        </header>
        <main class="layout">
            <section class="stage" aria-label="Board and playback">
                { notice.unwrap_or_default() }
                if let Some(text) = loop_notice {
                    <div class="notice loop" role="status" id="loop-notice">{ text }</div>
                }
                <Board cells={cells} tool={state.tool} on_action={on_action.clone()} />
                <Controls playback={state.playback} speed={url_state::hundredths(view.speed)} on_action={on_action.clone()} {on_speed} />
                <LiveRegion trace={state.trace.clone()} frame={state.playback.frame} />
                <p class="caption" id="caption">{ caption }</p>
            </section>
            <section class="panels" aria-label="Panels">
                <Editor setup={state.setup.clone()} tool={state.tool} tools={state.tools()} on_action={on_action.clone()} />
                <Legend trace={state.trace.clone()} />
                <RegisterPanel frame={frame.clone()} />
                <CodePanel algorithm={state.trace.algorithm.clone()} line={frame.as_ref().map_or(0, |f| f.line)} />
                <Share {link} />
                <ExportPanel setup={state.setup.clone()} trace={state.trace.clone()} frame={state.playback.frame} />
            </section>
        </main>
        </>
    }
}
