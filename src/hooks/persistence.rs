//! The address bar and LocalStorage: where the state comes from when the
//! page opens ([`initial_state`]) and where it goes as it changes
//! ([`use_persistence`]). Both hold the same query string a link carries.

use std::cell::RefCell;
use std::rc::Rc;

use fillscope::state::{Action, State};
use fillscope::storage::{self, Stored};
use fillscope::url_state::{self, Mode, UrlState};
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// The query string of the page's address (`?...`, or empty).
pub fn location_search() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The session-storage key of a change the address had not taken when the
/// page went away (it is written 200 ms after the last change): the
/// address on show, then the one due, a line each.
const ADDRESS_DUE_KEY: &str = "fillscope-address-due";

/// The address a change due when the page went away would have written,
/// if this start reloads the address then on show (a reload, not another
/// link opened in this tab): taken once, and put in the address bar.
fn address_after_reload() -> Option<String> {
    let s = crate::app::session()?;
    let due = s.get_item(ADDRESS_DUE_KEY).ok().flatten()?;
    let _ = s.remove_item(ADDRESS_DUE_KEY);
    let (shown, query) = due.split_once('\n')?;
    if shown != location_search() {
        return None;
    }
    let h = web_sys::window()?.history().ok()?;
    let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(query));
    Some(query.to_string())
}

/// The state to open with: the address bar's link, else what
/// LocalStorage holds, else the seed example ([`State::start`]). An embed
/// (a link) never reads LocalStorage.
pub fn initial_state() -> State {
    let query = address_after_reload().unwrap_or_else(location_search);
    let mut state = State::start(&query, storage::load);
    // The first-load app handing over its 9x9 pick opened no link: the
    // address holds its 8x8 board and the record the 9x9 one just picked,
    // which nothing replaces.
    let handed_nine = cfg!(feature = "nine") && nine_asked();
    if !state.view.embed && query.len() > 1 && !handed_nine {
        set_aside_saved_work(&state);
    }
    // The board a link replaced is offered back while another is on show;
    // once it is on show again, it is no longer set aside.
    if let (false, Some(own)) = (state.view.embed, storage::load_own(storage::OWN_BOARD_KEY)) {
        let shown = state.link();
        if storage::decode(&own).is_ok_and(|(own, _)| storage::own_board(&own, &shown).is_some()) {
            state.own_board = Some(own.into());
        } else {
            storage::save_own(storage::OWN_BOARD_KEY, None);
        }
    }
    #[cfg(feature = "modes")]
    if !state.view.embed {
        state.lesson.own = storage::load_own(storage::OWN_LESSON_KEY).map(Into::into);
        state.code.own = storage::load_own(storage::OWN_CODE_KEY)
            .and_then(|packed| fillscope::code_mode::unpack(&packed).ok())
            .filter(|code| !code.is_empty() && *code != state.code.source)
            .map(Into::into);
    }
    // An embed's autoplay waits for a press of Play (or Space) where the
    // reader asked the system for less motion.
    if state.playback.playing && reduced_motion() {
        state.apply(Action::Pause);
    }
    #[cfg(feature = "modes")]
    if !state.view.embed {
        play_frame_handed_over(&mut state);
    }
    #[cfg(feature = "nine")]
    nine_if_asked(&mut state);
    // After the switch to the 9x9 board, if one was asked for: a round
    // kept on that board resumes on it.
    #[cfg(feature = "modes")]
    if !state.view.embed {
        resume_quiz(&mut state);
    }
    state
}

/// The session-storage key of the quiz round in progress in this tab: its
/// [`quiz_round`] and its [`fillscope::quiz::QuizState::progress`], a line
/// each, so that a reload (a teacher's, mid-lesson) keeps the score.
#[cfg(feature = "modes")]
const QUIZ_KEY: &str = "fillscope-quiz";

/// Which round a quiz is: its board (8x8 or 9x9) and fill, and its frame
/// range.
#[cfg(feature = "modes")]
fn quiz_round(state: &State) -> String {
    let (from, to) = state.quiz.range(state.frames());
    let board = UrlState {
        setup: state.setup.clone(),
        nine: state.nine.as_ref().map(|n| n.marks),
        ..UrlState::default()
    };
    format!("{} {from} {to:?}", url_state::to_query(&board))
}

/// Takes up this tab's quiz round where it was left, if `state` shows the
/// same round.
#[cfg(feature = "modes")]
fn resume_quiz(state: &mut State) {
    let kept = crate::app::session().and_then(|s| s.get_item(QUIZ_KEY).ok().flatten());
    if let Some((round, progress)) = kept.as_deref().and_then(|k| k.split_once('\n')) {
        if round == quiz_round(state) {
            state.quiz.resume(progress);
        }
    }
}

/// Whether the reader asked the system for less motion.
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// A link opens the page (`state`): the board, a lesson edited and code
/// typed in the saved record, which the link's state is about to replace,
/// are set aside, where the page's notice, the Lesson mode's picker and
/// the Code mode's preset menu offer them back.
fn set_aside_saved_work(state: &State) {
    let Some((saved, _)) = storage::load().ok().flatten() else {
        return;
    };
    let link = state.link();
    if let Some(board) = storage::own_board(&saved, &link) {
        storage::save_own(storage::OWN_BOARD_KEY, Some(&board));
    }
    if let Some(lesson) = saved.lesson.filter(|l| l.trim_start().starts_with('{')) {
        if link.lesson.as_ref() != Some(&lesson) {
            storage::save_own(storage::OWN_LESSON_KEY, Some(&lesson));
        }
    }
    if !saved.code.is_empty() && saved.code != link.code {
        storage::save_own(storage::OWN_CODE_KEY, Some(&saved.code));
    }
}

/// Writes `own` (what is set aside; `None` outside: an embed keeps
/// nothing), as `encode` writes it, under storage `key` when it changes;
/// not at the start, when it was just read from there.
#[cfg(feature = "modes")]
#[hook]
fn use_kept_aside(key: &'static str, own: Option<Option<Rc<str>>>, encode: fn(&str) -> String) {
    let first = use_mut_ref(|| true);
    use_effect_with(own, move |own| {
        if let (Some(own), false) = (own, first.replace(false)) {
            storage::save_own(key, own.as_deref().map(encode).as_deref());
        }
    });
}

/// The Play tab's frame the first-load app left as it opened another
/// mode (`crate::app::PLAY_FRAME_KEY`), taken once.
#[cfg(feature = "modes")]
fn play_frame_handed_over(state: &mut State) {
    let Some(s) = crate::app::session() else {
        return;
    };
    let frame = s.get_item(crate::app::PLAY_FRAME_KEY).ok().flatten();
    let _ = s.remove_item(crate::app::PLAY_FRAME_KEY);
    if let (Some(frame), true) = (
        frame.and_then(|f| f.parse::<usize>().ok()),
        state.view.mode != Mode::Play,
    ) {
        state.playback.seek(frame);
        if state.view.mode == Mode::Compare {
            state.compare_at_play_frame();
        }
    }
}

/// Puts `state` on the 9x9 board if the first-load app handed over the 8x8
/// board with the user's pick of the 9x9 one (`src/full_app.rs`): the
/// switch it would have made.
#[cfg(feature = "nine")]
fn nine_if_asked(state: &mut State) {
    if nine_asked() {
        if let Some(s) = crate::app::session() {
            let _ = s.remove_item(crate::app::NINE_KEY);
        }
        state.apply(Action::SetNine(true));
    }
}

/// Whether the first-load app handed the 8x8 board over with the user's
/// pick of the 9x9 one.
fn nine_asked() -> bool {
    crate::app::session().is_some_and(|s| s.get_item(crate::app::NINE_KEY).ok().flatten().is_some())
}

/// The mode the address bar's link names.
pub fn address_mode() -> Mode {
    address_link().view.mode
}

/// What the address bar's link says.
#[must_use]
pub fn address_link() -> UrlState {
    url_state::from_query(&location_search()).0
}

/// Puts `link` in the address bar, unless it is there already. A change
/// of mode adds a history entry, so Back returns to the previous mode;
/// every other change replaces the entry (stepping through frames must
/// not fill the history).
pub fn write_address(link: &UrlState) {
    let query = url_state::to_query(link);
    if location_search() == query {
        return;
    }
    let push = address_mode() != link.view.mode;
    if let Some(h) = web_sys::window().and_then(|w| w.history().ok()) {
        let null = wasm_bindgen::JsValue::NULL;
        let _ = if push {
            h.push_state_with_url(&null, "", Some(&query))
        } else {
            h.replace_state_with_url(&null, "", Some(&query))
        };
    }
}

/// Listens for another tab of this browser writing the stored record over
/// this tab's ([`Action::OtherTabSaved`]). Embeds keep no record.
#[cfg(feature = "modes")]
#[hook]
pub fn use_other_tabs(dispatch: UseReducerDispatcher<State>, embed: bool) {
    use wasm_bindgen::JsCast;
    use_effect_with(embed, move |&embed| {
        let listener = web_sys::window().filter(|_| !embed).map(|w| {
            EventListener::new(&w, "storage", move |e| {
                let Some(e) = e.dyn_ref::<web_sys::StorageEvent>() else {
                    return;
                };
                if e.key().as_deref() == Some(storage::KEY) {
                    if let Some(query) = e.new_value() {
                        dispatch.dispatch(Action::OtherTabSaved(query));
                    }
                }
            })
        });
        move || drop(listener)
    });
}

/// The first-load app shows no lesson or code of its own to keep: it has
/// nothing to listen for.
#[cfg(not(feature = "modes"))]
#[hook]
pub fn use_other_tabs(_dispatch: UseReducerDispatcher<State>, _embed: bool) {}

/// Writes the pending record, if any, to LocalStorage.
/// The window event on which a change not yet written to storage is
/// written at once: the first-load app sends it as it steps aside for the
/// full app. An unchanged page writes nothing, so a link only looked at
/// never takes the place of the board this browser keeps.
pub const SAVE_NOW: &str = "fillscope-save-now";

fn flush(pending: &RefCell<Option<Stored>>) {
    if let Some(stored) = pending.borrow_mut().take() {
        storage::save(&stored);
    }
}

/// Keeps the address bar and LocalStorage up to date with `state`'s link
/// (board, algorithm, options, frame, view options).
///
/// One timer writes both 200 ms after the last change, and only then is
/// the query built: `replaceState` costs about a millisecond and a
/// LocalStorage write more, which would otherwise land on every step's
/// repaint. The address is not written while playing (fast playback would
/// hit the browser's navigation rate limit); it catches up when playback
/// stops. Storage is also written at once when the page is hidden or
/// unloaded. The state the page opened with is not saved (nothing
/// changed), and embeds never write storage: several on one page must
/// not fight.
///
/// Back and Forward show the mode of the link the browser went to, at its
/// frame ([`Action::Revisit`]); the board and algorithm stay as the user
/// left them (nothing they drew is lost). A change of mode they make is in
/// the history already and adds no entry, even when the next Back comes
/// before this hook has run for it (on a slow device a render lets the
/// browser run the next event first).
#[hook]
pub fn use_persistence(state: &State, dispatch: UseReducerDispatcher<State>) {
    let pending: Rc<RefCell<Option<Stored>>> = use_mut_ref(|| None);
    // The address not yet written: a reload within the 200 ms finds it in
    // session storage (`ADDRESS_DUE_KEY`).
    let due: Rc<RefCell<Option<UrlState>>> = use_mut_ref(|| None);
    let timer = use_mut_ref(|| None::<Timeout>);
    let first = use_mut_ref(|| true);
    // The last link seen: a change of mode writes it over its own history
    // entry before adding the new mode's, so Back finds the frame last
    // shown there even when the timer had not written it yet.
    let seen = use_mut_ref(|| None::<UrlState>);
    // Back or Forward went to another mode than the last link seen.
    let navigated = use_mut_ref(|| false);
    let link = state.link();
    {
        let (pending, due, seen, navigated) = (
            pending.clone(),
            due.clone(),
            seen.clone(),
            navigated.clone(),
        );
        use_effect_with(
            (link.clone(), state.playback.playing),
            move |(link, playing)| {
                // A change of mode is in the history at once: Back returns
                // to each mode opened, however quickly the next follows.
                // (The address is read only then: a link may carry a whole
                // lesson, and a frame step must not parse it.)
                let before = seen.replace(Some(link.clone()));
                let moved = before.as_ref().map(|b| b.view.mode) != Some(link.view.mode);
                let navigated = navigated.replace(false);
                if moved && !navigated && !link.view.embed && link.view.mode != address_mode() {
                    if let Some(before) = before.filter(|b| b.view.mode == address_mode()) {
                        write_address(&before);
                    }
                    write_address(link);
                }
                let changed = !first.replace(false) && !link.view.embed;
                if changed {
                    *pending.borrow_mut() = Some(link.clone());
                }
                let (link, playing) = (link.clone(), *playing);
                *due.borrow_mut() = (changed && !playing).then(|| link.clone());
                // While the first-load app hands a link over to the full app
                // (another mode, the 9x9 board...), which reads it from the
                // address, the link is left as it came (this app runs none
                // of it, and keeps none of its frame) unless the Play page
                // is edited meanwhile.
                let keep = !cfg!(feature = "modes") && link.for_full_app() && !changed;
                // Replacing the timer drops (cancels) the previous one.
                *timer.borrow_mut() = Some(Timeout::new(200, move || {
                    // (Not over an entry of another mode: Back or Forward
                    // went there since, and its state comes next.)
                    if !playing && !keep && address_mode() == link.view.mode {
                        write_address(&link);
                    }
                    due.borrow_mut().take();
                    flush(&pending);
                }));
            },
        );
    }
    // The board a link replaced, dismissed: the board on show is the one
    // kept (a reload of the link then offers nothing).
    let embed = state.view.embed;
    {
        let first = use_mut_ref(|| true);
        use_effect_with(
            (!embed).then(|| state.own_board.is_some()),
            move |offered| {
                if !first.replace(false) && *offered == Some(false) {
                    storage::save_own(storage::OWN_BOARD_KEY, None);
                    storage::save(&link);
                }
            },
        );
    }
    // The quiz round in progress, kept for a reload of this tab (embeds,
    // several to a page, keep none).
    #[cfg(feature = "modes")]
    {
        let round = (state.view.mode == Mode::Quiz && !embed)
            .then(|| format!("{}\n{}", quiz_round(state), state.quiz.progress()));
        use_effect_with(round, |round| {
            if let (Some(round), Some(s)) = (round, crate::app::session()) {
                let _ = s.set_item(QUIZ_KEY, round);
            }
        });
    }
    // The lesson and code put aside, kept for the next visit (embeds keep
    // none).
    #[cfg(feature = "modes")]
    {
        use_kept_aside(
            storage::OWN_LESSON_KEY,
            (!embed).then(|| state.lesson.own.clone()),
            str::to_string,
        );
        use_kept_aside(
            storage::OWN_CODE_KEY,
            (!embed).then(|| state.code.own.clone()),
            fillscope::code_mode::pack,
        );
    }
    use_effect_with((), move |_| {
        let mut listeners = Vec::new();
        if let Some(w) = web_sys::window() {
            listeners.push(EventListener::new(&w, "popstate", move |_| {
                let link = address_link();
                let mode = seen.borrow().as_ref().map(|s| s.view.mode);
                if mode != Some(link.view.mode) {
                    *navigated.borrow_mut() = true;
                }
                dispatch.dispatch(Action::Revisit {
                    mode: link.view.mode,
                    frame: link.frame,
                    presenter: link.presenter,
                });
            }));
            let hide = pending.clone();
            listeners.push(EventListener::new(&w, "pagehide", move |_| {
                if let (Some(link), Some(s)) = (due.borrow_mut().take(), crate::app::session()) {
                    let query = url_state::to_query(&link);
                    if query != location_search() {
                        let _ =
                            s.set_item(ADDRESS_DUE_KEY, &format!("{}\n{query}", location_search()));
                    }
                }
                flush(&hide);
            }));
            let now = pending.clone();
            listeners.push(EventListener::new(&w, SAVE_NOW, move |_| flush(&now)));
            if let Some(doc) = w.document() {
                listeners.push(EventListener::new(&doc, "visibilitychange", move |_| {
                    flush(&pending)
                }));
            }
        }
        move || drop(listeners)
    });
}
