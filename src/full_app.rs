//! The first-load app steps aside for the full app. The page first loads
//! the Play tab alone (`fillscope-web`), without its exports and embed
//! dialog; the first time another mode is opened, a link names one, or an
//! export or embed button is pressed, this writes the state into the address
//! bar (and LocalStorage), takes the first-load app off the page and
//! starts the full app (`fillscope-full`, every mode), which reads the
//! state back from the address and presses the button that was pressed
//! here, if any. This app stays on the page, working, until the full app
//! takes its place in one go (`STEP_ASIDE`); if the full app cannot be
//! loaded, it says so at the top of the page and stays (a mode's tab, or
//! the button, tries again; for a link whose board only the full app
//! shows, such as the 9x9 board's, so does the message's "Try again").
//! The full app's files are built by Trunk beside the page and named in
//! `<meta name="fillscope-full">` by the post-build hook
//! (`scripts/csp.mjs`): its glue, its wasm, the small script that starts
//! it (`assets/full-start.js`) and the modes' stylesheet
//! (`styles/modes.css`).

use std::cell::{Cell, RefCell};

use fillscope::url_state::{Mode, UrlState};
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew::AppHandle;

use crate::app::{
    session, App, FOCUS_KEY, FOCUS_SQUARE, KEYS, NINE_KEY, PLAY_FRAME_KEY, PRESS_KEY, STEP_ASIDE,
};
use crate::hooks::persistence::{address_link, write_address};

thread_local! {
    /// The first-load app, until it steps aside. Not app state: the handle
    /// by which the app is taken off the page.
    static HANDLE: RefCell<Option<AppHandle<App>>> = const { RefCell::new(None) };
    /// Whether the full app is on its way (loaded once, unless a load fails).
    static LOADING: Cell<bool> = const { Cell::new(false) };
    /// Whether the full app's glue has loaded.
    static GLUE: Cell<bool> = const { Cell::new(false) };
    /// The id of the control that last took the focus: a control whose
    /// change hands the page over (the Algorithm menu's pawn fills) is
    /// gone from this app's page by the time it steps aside.
    static LAST_FOCUS: RefCell<String> = const { RefCell::new(String::new()) };
    /// While the page waits for the full app to open a mode: the listener
    /// that keeps the keys pressed meanwhile (`KEYS`).
    static KEEP_KEYS: RefCell<Option<EventListener>> = const { RefCell::new(None) };
    /// The Play tab's frame when another mode's load began: a failed load
    /// goes back to it.
    static PLAY_FRAME: Cell<usize> = const { Cell::new(0) };
    /// Whether the load under way is of a Play link (the 9x9 board, a fill
    /// the full app runs), whose board this app cannot show: a failed load
    /// offers to try it again (`offer_retry`), as a mode's tab or a button
    /// does for theirs.
    static RETRY: Cell<bool> = const { Cell::new(false) };
}

/// Keeps the keys pressed from now until the full app starts (which
/// presses them again) or fails to (they are dropped): a key pressed on a
/// tab an instant after the first is meant for the mode that loads, and
/// would otherwise be lost or acted on twice. Only the tab list's keys are
/// kept: the Play page stays on show and working meanwhile, its keys its
/// own. Keys with Ctrl, Alt or Meta are the browser's, and Tab moves the
/// focus as ever.
fn keep_keys(doc: &web_sys::Document) {
    let Some(w) = web_sys::window() else { return };
    if KEEP_KEYS.with(|k| k.borrow().is_some()) {
        return;
    }
    let keys = js_sys::Array::new();
    let _ = js_sys::Reflect::set(&w, &KEYS.into(), &keys);
    let options = EventListenerOptions::enable_prevent_default();
    // Before any other listener: in the capture phase, at the document.
    let options = EventListenerOptions {
        phase: gloo::events::EventListenerPhase::Capture,
        ..options
    };
    let listener = EventListener::new_with_options(doc, "keydown", options, move |e| {
        let Some(k) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
            return;
        };
        let on_tabs = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest(".mode-tabs").ok().flatten())
            .is_some();
        let kept = e.is_trusted()
            && on_tabs
            && !(k.ctrl_key() || k.alt_key() || k.meta_key())
            && !matches!(
                k.key().as_str(),
                "Shift" | "Control" | "Alt" | "Meta" | "Tab" | "CapsLock"
            )
            && keys.length() < 32;
        if kept {
            keys.push(e);
            // This app, on its way off the page, does not act on them
            // (nor does the browser scroll the page on Space).
            e.prevent_default();
            e.stop_immediate_propagation();
        }
    });
    KEEP_KEYS.with(|k| *k.borrow_mut() = Some(listener));
    EventListener::once(doc, "fillscope-full-started", |_| stop_keeping_keys(false)).forget();
}

/// Stops keeping keys; with `drop_kept`, also drops those kept (the full
/// app failed to load: they were meant for it).
fn stop_keeping_keys(drop_kept: bool) {
    KEEP_KEYS.with(|k| k.borrow_mut().take());
    if let (true, Some(w)) = (drop_kept, web_sys::window()) {
        let _ = js_sys::Reflect::delete_property(&w, &KEYS.into());
    }
}

/// Takes the first-load app off the page, if it is still there.
fn destroy() {
    if let Some(handle) = HANDLE.with(|h| h.borrow_mut().take()) {
        handle.destroy();
    }
}

/// Leaves the id of the element with the focus (none: nothing), or the
/// name of the board's square with it ([`FOCUS_SQUARE`]), for the full app
/// to focus as it starts.
fn remember_focus(doc: &web_sys::Document, session: &web_sys::Storage) {
    // The focus fell to the page when its control left it: that control.
    let left = || {
        let id = LAST_FOCUS.with(|l| l.borrow().clone());
        (!id.is_empty() && doc.get_element_by_id(&id).is_none()).then_some(id)
    };
    let active = doc.active_element();
    let square = || {
        let sq = active.as_ref()?.get_attribute("data-square")?;
        Some(format!("{FOCUS_SQUARE}{sq}"))
    };
    match active
        .as_ref()
        .map(|e| e.id())
        .filter(|id| !id.is_empty())
        .or_else(square)
        .or_else(left)
    {
        Some(id) => {
            let _ = session.set_item(FOCUS_KEY, &id);
        }
        None => {
            let _ = session.remove_item(FOCUS_KEY);
        }
    }
}

/// The first-load app steps aside as the full app starts: the focus stays
/// where the user left it since the press (the full app still presses the
/// button, but does not pull the focus back to it).
fn step_aside_now() {
    let doc = web_sys::window().and_then(|w| w.document());
    let session = session();
    if let (Some(doc), Some(s)) = (&doc, &session) {
        remember_focus(doc, s);
    }
    destroy();
}

/// A load that failed: the next press or mode tries again, and the press
/// that was on its way is dropped (a later start must not press it).
fn forget_load() {
    LOADING.with(|l| l.set(false));
    stop_keeping_keys(true);
    freeze(false);
    // A mode's tab opened the load: back to the Play tab, whose page is on
    // show, at its frame (in the address, then on the page, as Back would
    // show it), so that the mode's tab, pressed again, tries again.
    let mut link = address_link();
    if link.view.mode != Mode::Play {
        link.view.mode = Mode::Play;
        link.frame = PLAY_FRAME.get();
        write_address(&link);
        if let (Some(w), Ok(e)) = (web_sys::window(), web_sys::Event::new("popstate")) {
            let _ = w.dispatch_event(&e);
        }
    }
    if let Some(s) = session() {
        let _ = s.remove_item(PRESS_KEY);
        let _ = s.remove_item(FOCUS_KEY);
    }
}

/// Keeps the first-load app's handle, and listens for the full app's
/// failures.
pub fn keep(handle: AppHandle<App>) {
    HANDLE.with(|h| *h.borrow_mut() = Some(handle));
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        watch_failures(&doc);
        EventListener::new(&doc, "focusin", |e| {
            let id = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .map(|t| t.id())
                .unwrap_or_default();
            LAST_FOCUS.with(|l| *l.borrow_mut() = id);
        })
        .forget();
    }
}

/// The event the page's document gets when the full app could not be
/// loaded or started (`assets/full-start.js` sends it too).
const FAILED: &str = "fillscope-full-failed";

/// While the full app loads to make an export (or open a dialog) of the
/// board on show, the board, its setup and its frame cannot be changed
/// (`inert`; the page's keys that would change them are held too, see
/// `crate::hooks::keyboard`, and playback pauses): the file shows the board
/// and frame as they were at the press, not as they are when the full app
/// has loaded. A failed load gives them back.
fn freeze(on: bool) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let (true, Ok(Some(pause))) = (on, doc.query_selector(".controls [aria-label=Pause]")) {
        if let Some(pause) = pause.dyn_ref::<web_sys::HtmlElement>() {
            pause.click();
        }
    }
    // The board, the Setup panel's column (the page's first) and the
    // playback bar.
    for selector in ["#board", ".panel-col", ".controls"] {
        if let Ok(Some(el)) = doc.query_selector(selector) {
            let _ = if on {
                el.set_attribute("inert", "")
            } else {
                el.remove_attribute("inert")
            };
        }
    }
}

/// For a control of this app that hands its press to the full app: whether
/// a press is under way (until the full app takes over, or fails to load),
/// and the callback that hands over the press of the control with that id.
#[hook]
pub fn use_hand_off(link: &UrlState) -> (bool, Callback<&'static str>) {
    let loading = use_state(|| false);
    {
        let loading = loading.setter();
        use_effect_with((), move |()| {
            let doc = web_sys::window().and_then(|w| w.document());
            let listener = doc.map(|d| EventListener::new(&d, FAILED, move |_| loading.set(false)));
            move || drop(listener)
        });
    }
    let hand = {
        let (link, loading) = (link.clone(), loading.setter());
        Callback::from(move |id: &'static str| {
            loading.set(true);
            press(&link, id);
        })
    };
    (*loading, hand)
}

/// Loads the full app, which takes this one's place and presses the
/// control `id`: one of the Play tab's tools that this app leaves to it
/// (the exports, the embed dialog). This app keeps working meanwhile.
fn press(link: &UrlState, id: &str) {
    // (The focus is noted as the first-load app steps aside: `step_aside_now`.)
    // Each button pressed while the full app loads is pressed there, in
    // order, once.
    if let Some(s) = session() {
        let mut ids = s.get_item(PRESS_KEY).ok().flatten().unwrap_or_default();
        if !ids.split(' ').any(|pressed| pressed == id) {
            if !ids.is_empty() {
                ids.push(' ');
            }
            ids.push_str(id);
        }
        let _ = s.set_item(PRESS_KEY, &ids);
    }
    // Only for the exports and the embed dialog (`export-…`,
    // `embed-open`), which show the board: the key help (`keys-open`) does
    // not, and may be asked for with the focus on the board, which `inert`
    // would take away.
    if id.starts_with('e') {
        freeze(true);
    }
    step_aside(link, false);
}

/// Steps aside for the full app, showing `link` (its mode included).
pub fn load(link: &UrlState, play_frame: usize) {
    PLAY_FRAME.set(play_frame);
    RETRY.set(link.view.mode == Mode::Play);
    // Another mode's link holds its own frame: Play's is handed over apart.
    if let Some(s) = session() {
        let _ = if link.view.mode != Mode::Play && play_frame > 0 {
            s.set_item(PLAY_FRAME_KEY, &play_frame.to_string())
        } else {
            s.remove_item(PLAY_FRAME_KEY)
        };
    }
    step_aside(link, true);
}

/// Steps aside for the full app, showing `link`: this app stays, working,
/// until the full app starts (and says, by the tabs, what loads: see
/// `App`). For a `mode`, the keys pressed meanwhile are kept for the full
/// app; for a press, the address gets `link` whatever it holds (its frame
/// too), as the full app shows the same run and presses a button on it.
fn step_aside(link: &UrlState, mode: bool) {
    // A link that already names this mode, board size and setup is read
    // again by the full app (this app never edits a 9x9 board: it hands it
    // over at once), which then says the same of its unusable parts and keeps
    // its frame (this app has no frames of the runs it hands over);
    // otherwise the state goes into the address (a tab was opened, the 9x9
    // board or a fill that the full app runs picked, or the board edited
    // since the address was last written).
    let there = address_link();
    // The user picked the 9x9 board here: a link holds one board, so the
    // full app gets the 8x8 board and switches to the 9x9 one itself
    // (`NINE_KEY`), as it would have, and switching back shows the 8x8
    // board as it was.
    let switched = link.nine.is_some() && there.nine.is_none();
    let eight;
    let link = if switched {
        eight = UrlState {
            nine: None,
            ..link.clone()
        };
        &eight
    } else {
        link
    };
    if !mode
        || there.view.mode != link.view.mode
        || there.nine.is_some() != link.nine.is_some()
        || there.setup != link.setup
    {
        write_address(link);
    }
    // What changed here and is not stored yet is stored now (the full app
    // reads the address, not storage).
    if let Some(w) = web_sys::window() {
        if let Ok(e) = web_sys::Event::new(crate::hooks::persistence::SAVE_NOW) {
            let _ = w.dispatch_event(&e);
        }
    }
    let session = session();
    if let (true, Some(s)) = (switched, &session) {
        let _ = s.set_item(NINE_KEY, "1");
    }
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    // Opening a mode drops a press still on its way (its button is not on
    // show there). The focus is noted as this app steps aside.
    if let (true, Some(s)) = (mode, &session) {
        let _ = s.remove_item(PRESS_KEY);
    }
    let files = doc
        .query_selector("meta[name=fillscope-full]")
        .ok()
        .flatten()
        .and_then(|m| m.get_attribute("content"));
    if mode {
        // From now on keys are the full app's: a key pressed before this
        // app is off the page is kept, not acted on by it.
        keep_keys(&doc);
    }
    if !LOADING.replace(true) {
        // The full app calls this as it starts, just before it shows.
        let step_aside = Closure::<dyn FnMut()>::new(step_aside_now).into_js_value();
        if let Some(w) = web_sys::window() {
            let _ = js_sys::Reflect::set(&w, &STEP_ASIDE.into(), &step_aside);
        }
        start_full(&doc, files.as_deref());
    }
}

/// Says `text` at the top of the page, over the first-load app (which
/// stays on show and working).
fn say(doc: &web_sys::Document, text: &str) {
    let Some(body) = doc.body() else { return };
    let el = doc
        .get_element_by_id("full-app-loading")
        .or_else(|| doc.create_element("p").ok());
    if let Some(el) = el {
        el.set_id("full-app-loading");
        el.set_class_name("banner");
        let _ = el.set_attribute("role", "alert");
        el.set_text_content(Some(text));
        let _ = body.prepend_with_node_1(&el);
    }
}

/// Loads the full app's stylesheet (the modes' styles, `styles/modes.css`),
/// then its glue, then the script that starts it: the modes never show
/// unstyled.
fn start_full(doc: &web_sys::Document, files: Option<&str>) {
    let parts: Vec<&str> = files.unwrap_or_default().split_whitespace().collect();
    let [glue, wasm, starter, ref styles @ ..] = parts[..] else {
        say(doc, "This build of fillscope has the Play tab alone.");
        return;
    };
    let (glue, wasm, starter) = (glue.to_string(), wasm.to_string(), starter.to_string());
    let Some(&css) = styles.first() else {
        return load_glue(doc, glue, wasm, starter);
    };
    let Ok(link) = doc.create_element("link") else {
        return failed(doc);
    };
    let _ = link.set_attribute("rel", "stylesheet");
    let _ = link.set_attribute("href", css);
    let (d1, d2) = (doc.clone(), doc.clone());
    EventListener::once(&link, "load", move |_| load_glue(&d1, glue, wasm, starter)).forget();
    EventListener::once(&link, "error", move |_| failed(&d2)).forget();
    if let Some(head) = doc.head() {
        let _ = head.append_child(&link);
    }
}

/// Says that the full app could not be loaded.
fn failed(doc: &web_sys::Document) {
    say(
        doc,
        "This part of fillscope could not be loaded. Play still works: try again once the network is back.",
    );
    if let Ok(e) = web_sys::Event::new(FAILED) {
        let _ = doc.dispatch_event(&e);
    }
}

/// Keeps this app's note of a load under way true to the page: a failure,
/// from here or from `assets/full-start.js`, ends it.
fn watch_failures(doc: &web_sys::Document) {
    let d = doc.clone();
    EventListener::new(doc, FAILED, move |_| {
        forget_load();
        offer_retry(&d);
    })
    .forget();
}

/// After a failed load of a Play link whose board only the full app shows
/// (the page says what loads in its place), a "Try again" button beside
/// the error: it loads the full app again, which then shows the board.
/// (A mode's tab, or the button pressed, tries again by itself.)
fn offer_retry(doc: &web_sys::Document) {
    let (true, Some(alert), Ok(button)) = (
        RETRY.get(),
        doc.get_element_by_id("full-app-loading"),
        doc.create_element("button"),
    ) else {
        return;
    };
    button.set_id("full-app-retry");
    button.set_class_name("small");
    button.set_text_content(Some("Try again"));
    let d = doc.clone();
    EventListener::once(&button, "click", move |_| {
        // In place of the error (and its button) until the full app, as it
        // starts, takes the line away, or fails again and says so.
        say(&d, "Trying again…");
        // The link is in the address still (a 9x9 board picked here: the
        // 8x8 one, the switch to 9x9 asked of the full app in session
        // storage, `NINE_KEY`).
        load(&address_link(), PLAY_FRAME.get());
    })
    .forget();
    let _ = alert.append_child(&button);
}

/// Loads the full app's glue, then the script that starts it.
fn load_glue(doc: &web_sys::Document, glue: String, wasm: String, starter: String) {
    // A second attempt (the first failed after the glue) does not load the
    // glue again: it declares `wasm_bindgen`, which a page may declare once.
    if GLUE.with(Cell::get) {
        return load_starter(doc, &starter, &wasm);
    }
    let Ok(script) = doc.create_element("script") else {
        return failed(doc);
    };
    let _ = script.set_attribute("src", &glue);
    let (d1, d2) = (doc.clone(), doc.clone());
    let on_load = EventListener::once(&script, "load", move |_| {
        GLUE.with(|g| g.set(true));
        load_starter(&d1, &starter, &wasm);
    });
    let on_error = EventListener::once(&script, "error", move |_| failed(&d2));
    on_load.forget();
    on_error.forget();
    if let Some(body) = doc.body() {
        let _ = body.append_child(&script);
    }
}

/// Adds the script that starts the full app from `wasm`.
fn load_starter(doc: &web_sys::Document, starter: &str, wasm: &str) {
    let Ok(start) = doc.create_element("script") else {
        return failed(doc);
    };
    let _ = start.set_attribute("src", starter);
    let _ = start.set_attribute("data-wasm", wasm);
    let d = doc.clone();
    EventListener::once(&start, "error", move |_| failed(&d)).forget();
    if let Some(body) = doc.body() {
        let _ = body.append_child(&start);
    }
}
