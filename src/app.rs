//! The app shell: the reducer's state, the hooks that tie it to the
//! browser (`crate::hooks`) and the page layout, full or embedded
//! (`embed=1`).

use std::rc::Rc;

use fillscope::cells::{cells, Cell};
use fillscope::film::Film;
use fillscope::keys::{View, PLAY_HINT};
use fillscope::state::{Action, State};
use fillscope::url_state::{self, Controls as Bar, Mode, Theme, UrlState, ViewOptions};
use fillscope_core::trace::Outcome;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::board::Board;
use crate::components::code::CodePanel;
#[cfg(feature = "modes")]
use crate::components::code_view::CodeView;
#[cfg(feature = "modes")]
use crate::components::compare_view::CompareView;
use crate::components::controls::Controls;
use crate::components::editor::Editor;
use crate::components::embed::EmbedBar;
use crate::components::export_panel::ExportPanel;
#[cfg(feature = "modes")]
use crate::components::keys::key_help;
use crate::components::keys::KEYS_ID;
use crate::components::legend::Legend;
#[cfg(feature = "modes")]
use crate::components::lesson_view::LessonView;
use crate::components::live::LiveRegion;
#[cfg(feature = "modes")]
use crate::components::log_view::LogView;
#[cfg(feature = "modes")]
use crate::components::quiz_view::QuizView;
use crate::components::registers::RegisterPanel;
use crate::components::share::{link_url, Share};
use crate::components::tabs::{panel_id, tab_id, ModeTabs};
use crate::hooks::keyboard::use_page_keys;
use crate::hooks::persistence::{initial_state, use_other_tabs, use_persistence};
use crate::hooks::playback::use_playback_timer;
use crate::hooks::view::use_root_view;

/// Installs the panic banner and mounts the app. The first-load app keeps
/// its handle, to step aside for the full app when a mode is opened.
pub fn start() {
    yew::set_custom_panic_hook(Box::new(|info| {
        show_panic(&info.to_string());
    }));
    // A press handed to a full app that never started (the page was
    // reloaded meanwhile) is not pressed by a later one.
    #[cfg(not(feature = "modes"))]
    if let Some(s) = session() {
        let _ = s.remove_item(PRESS_KEY);
    }
    #[cfg(feature = "modes")]
    {
        use wasm_bindgen::JsValue;
        let step_aside = web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str(STEP_ASIDE)).ok())
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        if let Some(f) = step_aside {
            let _ = f.call0(&JsValue::NULL);
        }
    }
    let handle = yew::Renderer::<App>::new().render();
    #[cfg(not(feature = "modes"))]
    crate::full_app::keep(handle);
    #[cfg(feature = "modes")]
    started(handle);
}

/// The full app has started (in place of the first-load app, or alone):
/// the first-load app's "loading" line goes, the control that opened the
/// mode gets the focus back (and is pressed, when it is a tool that only
/// this app carries), and `fillscope-full-started` is announced.
#[cfg(feature = "modes")]
fn started(handle: yew::AppHandle<App>) {
    // The app lives as long as the page.
    std::mem::forget(handle);
    let session = session();
    let take = |key: &str| {
        let s = session.as_ref()?;
        let id = s.get_item(key).ok().flatten();
        let _ = s.remove_item(key);
        id
    };
    let (focus, press) = (take(FOCUS_KEY), take(PRESS_KEY));
    // After the first render, which Yew schedules.
    gloo::timers::callback::Timeout::new(0, move || {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        if let Some(el) = doc.get_element_by_id("full-app-loading") {
            el.remove();
        }
        let element = |id: Option<String>| {
            id.and_then(|id| doc.get_element_by_id(&id))
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        };
        // A square of the board has no id: it is named by its square.
        let square = focus.as_deref().and_then(|f| f.strip_prefix(FOCUS_SQUARE));
        let square = square.and_then(|sq| {
            doc.query_selector(&format!("#board [data-square={sq}]"))
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        });
        if let Some(el) = square.or_else(|| element(focus)) {
            let _ = el.focus();
        }
        // The buttons pressed in the first-load app, which left them to this
        // one, in order.
        for id in press.iter().flat_map(|ids| ids.split(' ')) {
            if let Some(el) = element(Some(id.to_string())) {
                el.click();
            }
        }
        // The kept keys, one a task (each mode it opens rendered and in the
        // history before the next), then the start is announced.
        replay_keys(doc, taken_keys(), 0, 0);
    })
    .forget();
}

/// The keys the first-load app kept ([`KEYS`]), taken once.
#[cfg(feature = "modes")]
fn taken_keys() -> Vec<web_sys::KeyboardEvent> {
    let Some(w) = web_sys::window() else {
        return Vec::new();
    };
    let keys = js_sys::Reflect::get(&w, &KEYS.into());
    let _ = js_sys::Reflect::delete_property(&w, &KEYS.into());
    match keys.map(JsCast::unchecked_into::<js_sys::Array>) {
        Ok(keys) if js_sys::Array::is_array(&keys) => keys
            .iter()
            .filter_map(|k| k.dyn_into::<web_sys::KeyboardEvent>().ok())
            .collect(),
        _ => Vec::new(),
    }
}

/// Presses again, on the element with the focus, the keys the first-load
/// app kept while this app loaded (`KEYS`).
#[cfg(feature = "modes")]
fn replay_keys(doc: web_sys::Document, keys: Vec<web_sys::KeyboardEvent>, at: usize, tries: u32) {
    // The mode the last key opened is in the address (and so in the
    // history) before the next key. A tab's key moves the focus at once
    // but its mode shows a render later, and the address an effect after
    // that: the tab with the focus is the mode to wait for.
    let selected = doc
        .query_selector(".mode-tab[aria-selected=true]")
        .ok()
        .flatten()
        .map(|e| e.id());
    let focused_tab = doc
        .active_element()
        .filter(|e| e.matches(".mode-tab").unwrap_or(false))
        .map(|e| e.id());
    let address = crate::components::tabs::tab_id(crate::hooks::persistence::address_mode());
    let written = selected.as_deref() == Some(address.as_str())
        && focused_tab.as_ref().is_none_or(|id| *id == address);
    // At most about a second a key: a mode that never shows must not keep
    // the rest of the keys.
    if at > 0 && !written && tries < 250 {
        gloo::timers::callback::Timeout::new(4, move || replay_keys(doc, keys, at, tries + 1))
            .forget();
        return;
    }
    let Some(key) = keys.get(at) else {
        if let Ok(e) = web_sys::Event::new("fillscope-full-started") {
            let _ = doc.dispatch_event(&e);
        }
        return;
    };
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(&key.key());
    init.set_code(&key.code());
    init.set_shift_key(key.shift_key());
    init.set_repeat(key.repeat());
    init.set_bubbles(true);
    init.set_cancelable(true);
    if let Ok(again) = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init) {
        // On the element with the focus then: a key may move it.
        let target: Option<web_sys::EventTarget> = match doc.active_element() {
            Some(el) => Some(el.into()),
            None => doc.body().map(Into::into),
        };
        if let Some(t) = target {
            let _ = t.dispatch_event(&again);
        }
    }
    gloo::timers::callback::Timeout::new(0, move || replay_keys(doc, keys, at + 1, 0)).forget();
}

/// The page's session storage, where the two apps leave each other notes
/// (the keys below).
pub fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// The session-storage key under which the first-load app leaves the id of
/// the control that had the focus when it stepped aside.
pub const FOCUS_KEY: &str = "fillscope-focus";

/// What the first-load app leaves under [`FOCUS_KEY`] when the focus is on
/// a square of the board (which has no id): this, then the square's name
/// (`square:e4`).
pub const FOCUS_SQUARE: &str = "square:";

/// The session-storage key under which the first-load app leaves the ids
/// (space-separated, in order) of the buttons for the full app to press as
/// it starts: exports or the embed dialog, which only the full app carries.
pub const PRESS_KEY: &str = "fillscope-press";

/// The name of the function by which the first-load app, while it waits
/// for the full app, takes itself off the page (`window.fillscopeStepAside`):
/// the full app calls it just before it shows, so that the page never
/// shows neither.
pub const STEP_ASIDE: &str = "fillscopeStepAside";

/// The session-storage key under which the first-load app asks the full
/// app to switch to the 9x9 board as it starts (the user picked it there).
pub const NINE_KEY: &str = "fillscope-nine";

/// The window property (an array of `KeyboardEvent`s) under which the
/// first-load app keeps the keys pressed while the page waits for the full
/// app to open a mode: the full app presses them again, in order, as it
/// starts, so that a key pressed during the load (the next tab's arrow) is
/// not lost.
pub const KEYS: &str = "fillscopeKeys";

/// The session-storage key under which the first-load app leaves the Play
/// tab's frame when it opens another mode, whose link carries that mode's
/// frame, not Play's: the full app shows Play at the same frame.
pub const PLAY_FRAME_KEY: &str = "fillscope-play-frame";

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

/// The Play tab's run on the 9x9 board, when it is on show: its film and
/// the cells of frame `at`.
#[cfg(feature = "nine")]
fn nine_run(state: &State, at: usize) -> Option<(Film, Vec<Cell>)> {
    let n = state.nine.as_ref()?;
    let m = &n.marks;
    let cells = fillscope::cells::cells9(n.trace.frames.get(at), Some(m.walls), Some(m.marks()));
    Some((n.trace.clone().into(), cells))
}

/// The first-load app hands the 9x9 board to the full app.
#[cfg(not(feature = "nine"))]
fn nine_run(_state: &State, _at: usize) -> Option<(Film, Vec<Cell>)> {
    None
}

/// The Play tab's run on the board on show, 8x8 or 9x9: its film and the
/// cells of frame `at`, with the board's marks and walls.
fn play_run(state: &State, at: usize) -> (Film, Vec<Cell>) {
    nine_run(state, at).unwrap_or_else(|| {
        let frame = state.trace.frames.get(at);
        let cells = cells(frame, state.setup.walls_used(), Some(state.setup.marks()));
        (state.trace.clone().into(), cells)
    })
}

/// Whether the embed shows a lesson that could not be read (it then has no
/// frames to play).
fn lesson_unreadable(state: &State) -> bool {
    cfg!(feature = "modes") && state.view.mode == Mode::Lesson && state.lesson.unreadable()
}

/// What an embed's heading says it shows: its fill, or in Compare both
/// runs' fills, or the reader's own code.
fn embed_heading(state: &State) -> String {
    let fill = state.setup.algorithm.menu_label();
    match state.view.mode {
        #[cfg(feature = "modes")]
        Mode::Compare => format!("fillscope: {fill} and {} compared", state.compare.b_title()),
        Mode::Code => "fillscope: C code run on a board".to_string(),
        _ => format!("fillscope: {fill}"),
    }
}

/// What the first-load app says it loads while it waits for the full app
/// (`None`: nothing, it has what is on show).
#[cfg(not(feature = "modes"))]
fn loading_what(state: &State) -> Option<String> {
    let mode = state.view.mode;
    state.link().for_full_app().then(|| {
        if mode != Mode::Play {
            format!("Loading the {} mode…", mode.label())
        } else if state.nine.is_some() {
            "Loading the 9x9 board…".to_string()
        } else if state.setup.algorithm == fillscope_core::Algorithm::Pawns {
            "Loading the pawn fills…".to_string()
        } else {
            "Loading Voronoi with three or four sides…".to_string()
        }
    })
}

/// The view of a mode other than Play (`None` for Play) in the first-load
/// app, while it waits for the full app: on a page, another mode's tab
/// keeps the Play page on show and usable (the line by the tabs says what
/// loads: [`App`]), as a failed load leaves it; an embed, and the 9x9
/// board or a fill that only the full app runs, say what loads in place
/// of the board.
#[cfg(not(feature = "modes"))]
fn mode_view(
    state: &State,
    embed: bool,
    notice: Html,
    _on_action: &Callback<Action>,
) -> Option<Html> {
    if !embed && state.view.mode != Mode::Play {
        return None;
    }
    let what = loading_what(state)?;
    Some(html! {
        <div class="stage">
            { notice }
            <p class="loading-mode" role="status">{ what }</p>
        </div>
    })
}

/// The Quiz mode, full page or embedded (with `open_href`, the full app's
/// link to the same round): the Play tab's run on the board on show, at
/// the frame the round shows.
#[cfg(feature = "modes")]
fn quiz_view(
    state: &State,
    embed: bool,
    open_href: String,
    notice: Html,
    on_action: Callback<Action>,
) -> Html {
    let (film, cells) = play_run(state, state.quiz.shown_frame());
    let page = if embed {
        UrlState::default()
    } else {
        state.link()
    };
    html! {
        <QuizView quiz={state.quiz.clone()} {film} cells={Rc::new(cells)} setup={state.setup.clone()}
            {page} {embed} {open_href} {notice} {on_action} />
    }
}

/// The view of a mode other than Play (`None` for Play), full page or
/// embedded; the Quiz mode's embed is the App's own.
#[cfg(feature = "modes")]
fn mode_view(
    state: &State,
    embed: bool,
    notice: Html,
    on_action: &Callback<Action>,
) -> Option<Html> {
    let speed = url_state::hundredths(state.view.speed);
    let on_action = on_action.clone();
    Some(match state.view.mode {
        Mode::Play => return None,
        Mode::Compare => html! {
            <CompareView setup={state.setup.clone()} trace={state.trace.clone()}
                compare={state.compare.clone()} code={state.code.clone()} page={state.link()} {embed} {notice} {speed} {on_action}
                nine={state.nine.clone()} compare9={state.compare9.clone().filter(|_| state.nine.is_some())} />
        },
        Mode::Lesson => html! {
            <LessonView lesson={state.lesson.clone()} {embed} {notice} {speed} {on_action} />
        },
        Mode::Quiz => quiz_view(state, false, String::new(), notice, on_action),
        Mode::Log => html! {
            <LogView log={state.log.clone()} setup={state.setup.clone()} page={state.link()} {embed} {notice} {speed} {on_action} />
        },
        Mode::Code => html! {
            <CodeView code={state.code.clone()} setup={state.setup.clone()} {embed} {notice} {speed} {on_action}
                page={state.link()} nine={state.code_nine().copied()} />
        },
    })
}

/// The whole page: the reducer's state, the hooks that keep it in step with
/// the browser, and the layout, full or embedded (`embed=1`).
#[component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    let dispatch = state.dispatcher();
    let view = state.view;
    let embed = view.embed;

    use_root_view(view);
    use_persistence(&state, dispatch.clone());
    // (The first-load page hands the Lesson mode to the full app.)
    #[cfg(feature = "modes")]
    {
        // On show in the Lesson tab only (the lesson keeps it meanwhile).
        crate::hooks::presenter::use_presenter_focus(
            view.mode == Mode::Lesson && state.lesson.presenter,
        );
    }
    use_playback_timer(
        state.active_playback().playing,
        view.interval_ms(),
        dispatch.clone(),
    );
    // The state a link carries (made once a render: the hand-off below
    // and the Share panel take it).
    let link = state.link();
    // The key listener reads the view on show, and whether the page is an
    // embed, from here.
    let key_view = View::of(view.mode, state.lesson.presenter);
    let key_context = use_memo((), |()| std::cell::Cell::new((key_view, embed)));
    key_context.set((key_view, embed));
    // The key help is the full app's: the first-load app hands `?` and
    // the Keys button over to it, which then presses the button, and says
    // meanwhile that it loads.
    #[cfg(feature = "modes")]
    let (key_help_node, help_loading) = (use_node_ref(), false);
    #[cfg(feature = "modes")]
    let open_help = {
        let node = key_help_node.clone();
        Callback::from(move |()| crate::components::keys::open(&node))
    };
    #[cfg(not(feature = "modes"))]
    let (help_loading, open_help) = {
        let (loading, hand) = crate::full_app::use_hand_off(&link);
        (loading, hand.reform(|()| KEYS_ID))
    };
    use_page_keys(dispatch.clone(), key_context, open_help.clone());
    use_other_tabs(dispatch.clone(), state.view.embed);
    // The first-load app has Play alone: another mode loads the full app,
    // which takes over the page from the link (`src/full_app.rs`).
    #[cfg(not(feature = "modes"))]
    {
        let handed = link
            .for_full_app()
            .then(|| (link.clone(), state.playback.frame));
        use_effect_with(handed, |link| {
            if let Some((link, play_frame)) = link {
                crate::full_app::load(link, *play_frame);
            }
        });
    }

    // The same callback on every render (callbacks compare by identity): a
    // new one would redraw every component that takes it, the editor
    // included, on every frame step.
    let on_action = use_callback(dispatch, |a: Action, dispatch| dispatch.dispatch(a));
    let frame = state.frame().cloned();
    let at = state.playback.frame;

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
                .and_then(|d| {
                    d.query_selector("[role=grid] [tabindex='0']")
                        .ok()
                        .flatten()
                })
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(square) = square {
                let _ = square.focus();
            }
        })
    };

    // The board a link replaced, offered back (never in an embed).
    let own_board = state.own_board.as_ref().map(|href| {
        html! {
            <span id="own-board">
                { "The board you had in this browser before a link replaced it is kept: " }
                <a href={href.to_string()}>{ "open it" }</a>{ "." }
            </span>
        }
    });
    let notice = (state.notice.is_some() || own_board.is_some()).then(|| {
        // An embed's board is small: its notice takes one line over the
        // board until the reader opens it.
        let text = state.notice.clone().map(|text| {
            if embed {
                html! { <details><summary>{ text }</summary></details> }
            } else {
                html! { <span>{ text }</span> }
            }
        });
        html! {
            <div class="notice" role="alert" id="notice">
                { text.unwrap_or_default() }
                { own_board.unwrap_or_default() }
                <button class="small" onclick={dismiss}>{ "Dismiss" }</button>
            </div>
        }
    });

    if embed {
        let open_href = link_url(&UrlState {
            // The full app opens in the embed's mode (a quiz embed opens
            // the Quiz tab), with its theme and speed.
            view: ViewOptions {
                mode: view.mode,
                theme: view.theme,
                speed: view.speed,
                ..ViewOptions::default()
            },
            ..link
        });
        #[cfg(feature = "modes")]
        if view.mode == Mode::Quiz {
            // A quiz embed has its own bar (Check, Hint, Reveal, Next) in
            // place of the playback bar: its board takes the guess.
            return html! {
                <main class="embed-main quiz-embed" aria-label="fillscope quiz">
                    <h1 class="sr-only">{ format!("fillscope: a quiz on {}", state.setup.algorithm.menu_label()) }</h1>
                    { notice.unwrap_or_default() }
                    { quiz_view(&state, true, open_href, Html::default(), on_action.clone()) }
                </main>
            };
        }
        // Play's board says its frames as the page's does (another mode's
        // view has its own announcer).
        let (board, live) = match mode_view(&state, true, Html::default(), &on_action) {
            Some(view) => (view, Html::default()),
            None => {
                let (film, cells) = play_run(&state, at);
                (
                    html! { <Board cells={Rc::new(cells)} tool={state.tool} read_only=true on_action={on_action.clone()} /> },
                    html! { <LiveRegion {film} frame={at} /> },
                )
            }
        };
        return html! {
            <main class="embed-main" aria-label="fillscope board">
                // A heading for those who move through a page by its headings
                // (a lesson shows its own title as one).
                if view.mode != Mode::Lesson {
                    <h1 class="sr-only">{ embed_heading(&state) }</h1>
                }
                { notice.unwrap_or_default() }
                <div class="embed-board">{ board }</div>
                if view.controls != Bar::None {
                    <EmbedBar playback={state.active_playback()} controls={view.controls} {open_href} on_action={on_action.clone()}
                        frames={!lesson_unreadable(&state)} />
                }
                { live }
            </main>
        };
    }

    // (The first-load page hands the Lesson mode to the full app.)
    #[cfg(feature = "modes")]
    let help = key_help(&key_help_node, key_view, &state.tools());
    #[cfg(not(feature = "modes"))]
    let help = Html::default();
    if cfg!(feature = "modes") && view.mode == Mode::Lesson && state.lesson.presenter {
        return html! {
            <>
            <main class="presenter-main" aria-label="Lesson, presenter view">
                { mode_view(&state, false, notice.unwrap_or_default(), &on_action).unwrap_or_default() }
            </main>
            { help }
            </>
        };
    }

    let on_theme = on_action.reform(|e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetTheme(
            Theme::ALL
                .into_iter()
                .find(|t| t.name() == v)
                .unwrap_or_default(),
        )
    });
    let themes = Theme::ALL.iter().map(|&t| {
        html! { <option value={t.name()} selected={t == view.theme}>{ t.name() }</option> }
    });

    // The mode the first-load app waits for, said at the top of the Play page (just
    // under the tabs), which stays on show meanwhile.
    #[cfg(not(feature = "modes"))]
    let mode_loading = (view.mode != Mode::Play)
        .then(|| loading_what(&state))
        .flatten();
    #[cfg(feature = "modes")]
    let mode_loading: Option<String> = None;
    // Another mode draws its own boards; the Play tab's run is on the 9x9
    // board when it is on show.
    let body = match mode_view(
        &state,
        false,
        notice.clone().unwrap_or_default(),
        &on_action,
    ) {
        Some(other) => other,
        None => {
            let (film, cells) = play_run(&state, at);
            let cells = Rc::new(cells);
            let caption = film.caption(at).unwrap_or_default().to_string();
            // The first-load page's export buttons only hand the state
            // over: they take no run.
            #[cfg(feature = "modes")]
            let export = html! {
                <ExportPanel setup={state.setup.clone()} trace={state.trace.clone()}
                    frame={state.playback.frame} nine={state.nine.clone()} link={link.clone()} />
            };
            #[cfg(not(feature = "modes"))]
            let export = html! {
                <ExportPanel has_frame={state.trace.frames.get(state.playback.frame).is_some()}
                    link={link.clone()} />
            };
            html! {
            <>
            <section class="stage" aria-label="Board and playback">
                { notice.unwrap_or_default() }
                if let Some(what) = mode_loading {
                    <p class="loading-mode" role="status" id="mode-loading">{ what }</p>
                }
                if let Some(text) = loop_notice {
                    <div class="notice loop" role="status" id="loop-notice">{ text }</div>
                }
                <Board cells={cells} tool={state.tool} on_action={on_action.clone()} />
                <Controls playback={state.playback} speed={url_state::hundredths(view.speed)} on_action={on_action.clone()} />
                <LiveRegion film={film.clone()} frame={at} />
                <p class="caption" id="caption">{ caption }</p>
                <p class="play-keys" id="play-keys">{ PLAY_HINT }</p>
            </section>
            <section class="panels" aria-label="Panels">
                <div class="panel-col">
                    <Editor setup={state.setup.clone()} tool={state.tool} tools={state.tools()} nine={state.nine.as_ref().map(|n| n.marks)}
                        replaced={state.board_undo.last().and_then(|u| u.what)} undo={!state.board_undo.is_empty()}
                        redo={!state.board_redo.is_empty()} on_action={on_action.clone()} />
                    // (The first-load page hands the 9x9 board to the full app.)
                    if cfg!(feature = "nine") && state.nine.is_some() {
                        <RegisterPanel lines={film.lines(at)} />
                    } else {
                        <RegisterPanel frame={frame.clone()} />
                    }
                </div>
                <div class="panel-col">
                    <CodePanel algorithm={film.algorithm()} line={film.line(at)} nine={state.nine.is_some()} />
                    <Legend film={film.clone()} />
                    <Share {link} />
                    { export }
                </div>
            </section>
            </>
            }
        }
    };

    // The first-load app's page is always Play's (another mode loads
    // meanwhile), laid out as Play.
    let layout_mode = if cfg!(feature = "modes") {
        view.mode
    } else {
        Mode::Play
    };

    html! {
        <>
        <header class="top">
            <h1>{ "fillscope" }</h1>
            <p class="tagline">{ "Bitboard flood fills, step by step" }</p>
            <div class="theme-field">
                // While the first-load app loads the help (the full app's),
                // the button says so.
                <button id={KEYS_ID} class="small" aria-haspopup="dialog" aria-keyshortcuts="Shift+?"
                    onclick={open_help.reform(|_: MouseEvent| ())}>
                    { if help_loading { "Loading the keys…" } else { "Keys (?)" } }
                </button>
                <label for="theme">{ "Theme" }</label>
                <select id="theme" onchange={on_theme}>{ for themes }</select>
            </div>
        </header>
        <main class="page-main">
            <ModeTabs mode={view.mode} on_action={on_action.clone()} />
            // The lesson's panel takes the focus on a click (its keys work
            // with the focus in it).
            <div class={classes!("layout", format!("mode-{}", layout_mode.name()))} role="tabpanel" id={panel_id(view.mode)} aria-labelledby={tab_id(view.mode)}
                tabindex={(cfg!(feature = "modes") && view.mode == Mode::Lesson).then_some("-1")}>
            { body }
            </div>
        </main>
        { help }
        </>
    }
}
