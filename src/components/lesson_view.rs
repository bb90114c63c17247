//! The Lesson mode: a lesson's steps, each a board, a fill, a frame range
//! and a short text; Back and Next (Page Up, Page Down), the step counter,
//! the presenter view (P, Escape); opening a built-in lesson or a file;
//! authoring (add the Play tab's view as a step, edit the text and title,
//! reorder, delete) and sharing as a link or a file. The built-in lessons
//! and the reading of files are the background worker's. Every control has
//! a key (the key table, src/keys.rs; the editing keys work with the focus
//! in the lesson); those that focus a field, copy, download
//! or open the file picker arrive as the state's task ([`LessonState::task`]).

use std::rc::Rc;

use fillscope::keys::View;
use fillscope::lesson_mode::{
    paragraphs, Asked, LessonState, LessonTask, MAX_LESSON_STEPS, MAX_LESSON_TEXT, OWN_PICK,
};
use fillscope::state::{Action, Tool};
use fillscope::url_state::{self, Mode, UrlState};
use fillscope_protocol::Lesson;
use fillscope_protocol::{Reply, Request};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::board::Board;
use crate::components::controls::{click_emits_or, Controls};
use crate::components::export_panel::download;
use crate::components::keys::keys_hint;
use crate::components::legend::Legend;
use crate::components::live::LiveRegion;
use crate::components::share::{link_url, use_named_embed_dialog, EMBED_ID};
use crate::worker_client;

/// How long the worker may take to load and answer.
const LESSON_TIMEOUT_MS: u32 = 20_000;

/// Lesson mode properties.
#[derive(Properties, PartialEq)]
pub struct LessonViewProps {
    /// The lesson and its step.
    pub lesson: LessonState,
    /// The playback speed in hundredths of a frame per second.
    pub speed: u32,
    /// Receives the mode's actions.
    pub on_action: Callback<Action>,
    /// A notice to show above the board.
    #[prop_or_default]
    pub notice: Html,
    /// Whether this is an embed (no panels, the embed's own bar).
    #[prop_or_default]
    pub embed: bool,
}

/// Asks the worker for `request` and turns its answer into an action; a
/// failure starts with `what` ("The lesson file could not be read").
fn ask(request: Request, what: &'static str, on_action: Callback<Action>) {
    let answered = worker_client::client().request(request, LESSON_TIMEOUT_MS, || {});
    wasm_bindgen_futures::spawn_local(async move {
        let action = match answered.await {
            Ok(answer) => match answer.reply {
                Reply::Lessons { lessons } => Action::LessonsLoaded(Rc::new(lessons)),
                Reply::Lesson { lesson, notes } => {
                    on_action.emit(Action::OpenLesson(lesson));
                    if notes.is_empty() {
                        return;
                    }
                    Action::LessonNotes(notes)
                }
                _ => Action::LessonFailed(
                    "The background worker sent something else than a lesson.".into(),
                ),
            },
            Err(why) => Action::LessonFailed(format!("{what}: {why}")),
        };
        on_action.emit(action);
    });
}

/// The page's element with this id, as an HTML element.
fn element(id: &str) -> Option<web_sys::HtmlElement> {
    web_sys::window()?
        .document()?
        .get_element_by_id(id)?
        .dyn_into::<web_sys::HtmlElement>()
        .ok()
}

/// Copies the link to `state` (a lesson, its step and frame), saying in
/// `status` whether it worked and, past the lesson's start, where it
/// opens.
fn copy_link(state: &UrlState, status: UseStateHandle<String>) {
    let link = link_url(state);
    let (step, frame) = (state.lesson_step, state.lesson_frame);
    wasm_bindgen_futures::spawn_local(async move {
        let ok = crate::clipboard::copy(&link).await;
        let long = link.len() > crate::components::share::SHARE_LIMIT;
        let copied = match (step, frame) {
            (0, 0) => "Lesson link copied.".into(),
            (_, 0) => format!("{OPENS_LATER}{}.", step + 1),
            _ => format!("{OPENS_LATER}{}, frame {}.", step + 1, frame + 1),
        };
        status.set(if ok && long {
            format!(
                "{copied} At {} characters it is too long to share in many places: \
                 download the lesson file and share it instead.",
                link.len()
            )
        } else if ok {
            copied
        } else {
            format!("The clipboard is not available; the link is: {link}")
        });
    });
}

/// The text [`copy_link`] starts its status with when a link opens past
/// the lesson's start: the page then offers a link from step 1.
const OPENS_LATER: &str = "Lesson link copied: it opens at step ";

/// Downloads `lesson` as a lesson file, saying in `status` how it went.
fn download_lesson(lesson: &Lesson, status: &UseStateHandle<String>) {
    let name = fillscope::lesson_mode::file_name(lesson);
    status.set(
        match download(&name, "application/json", lesson.to_json().as_bytes()) {
            Ok(()) => format!("Downloaded {name}."),
            Err(why) => why,
        },
    );
}

/// Escape leaves a text field (committing its change) or the lesson menu
/// for the panel around it, so that the lesson's keys, which work with the
/// focus in the lesson, work again without reaching for the mouse or Tab.
fn leave_on_escape(e: KeyboardEvent) {
    if e.key() == "Escape" {
        let panel = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("section.panel").ok().flatten())
            .and_then(|p| p.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(panel) = panel {
            let _ = panel.focus();
        }
    }
}

/// The lesson, its step and the frame within it, the state a lesson link
/// or embed carries.
fn lesson_state(st: &LessonState) -> UrlState {
    UrlState {
        lesson: st.link_value(),
        lesson_step: st.step,
        lesson_frame: if st.lesson.is_some() {
            st.playback.frame
        } else {
            0
        },
        view: url_state::ViewOptions {
            mode: Mode::Lesson,
            ..Default::default()
        },
        ..UrlState::default()
    }
}

/// A step's text: paragraphs with inline code.
fn text_html(text: &str) -> Html {
    paragraphs(text)
        .into_iter()
        .map(|p| {
            let parts = p.into_iter().map(|(code, s)| {
                if code {
                    html! { <code>{ s }</code> }
                } else {
                    html! { { s } }
                }
            });
            html! { <p>{ for parts }</p> }
        })
        .collect()
}

/// The Lesson mode.
#[component]
pub fn LessonView(props: &LessonViewProps) -> Html {
    let st = &props.lesson;
    // What a lesson link or embed carries, and the Embed button's dialog
    // (before any view returns: a hook).
    let shared = lesson_state(st);
    let title = st.lesson.as_ref().map(|l| AttrValue::from(l.title.clone()));
    let (on_embed, embed_dialog, _) = use_named_embed_dialog(&shared, title);
    // Load what is missing: the built-in lessons, or the lesson the link
    // carries whole (read by the worker, as a file would be).
    {
        // The worker failed before (offline?): each visit to the tab asks
        // again, as the Code tab and the exports do.
        let on_action = props.on_action.clone();
        let failed = st.built_in.is_none() && st.status.is_some();
        use_effect_with((), move |()| {
            if failed {
                on_action.emit(Action::RetryLessons);
            }
        });
    }
    {
        let on_action = props.on_action.clone();
        let need_list = st.built_in.is_none() && st.status.is_none();
        use_effect_with(need_list, move |need| {
            if *need {
                ask(
                    Request::Lessons,
                    "The lessons could not be loaded",
                    on_action,
                );
            }
        });
    }
    {
        let on_action = props.on_action.clone();
        use_effect_with(st.asked.clone(), move |asked| {
            if let Some(Asked::File(text)) = asked {
                let text = text.clone();
                ask(
                    Request::ReadLesson { text },
                    "The lesson in the link could not be read",
                    on_action,
                );
            }
        });
    }
    let status = use_state(String::new);
    {
        // What was said of a lesson (its link copied, its file downloaded)
        // goes when another lesson, or another copy of it, opens.
        let status = status.clone();
        let opened = st.lesson.as_ref().map(|l| Rc::as_ptr(l) as usize);
        use_effect_with(opened, move |_| status.set(String::new()));
    }
    // The task a key asked for, done once per request. A task asked before
    // this view was made (another mode was on show since) is not done again.
    let done = use_mut_ref(|| st.task.map(|(n, _)| n));
    {
        let (st, status) = (st.clone(), status.clone());
        use_effect_with(st.task, move |task| {
            let Some((n, task)) = *task else { return };
            if done.replace(Some(n)) == Some(n) {
                return;
            }
            let focus = |id: &str| {
                if let Some(el) = element(id) {
                    let _ = el.focus();
                }
            };
            match task {
                LessonTask::EditText => focus("lesson-step-text"),
                // The title is selected: what is typed replaces it ("New
                // lesson"), and End keeps it to add to.
                LessonTask::EditTitle => {
                    focus("lesson-title-field");
                    if let Some(input) = element("lesson-title-field")
                        .and_then(|el| el.dyn_into::<web_sys::HtmlInputElement>().ok())
                    {
                        input.select();
                    }
                }
                LessonTask::Choose => focus("lesson-pick"),
                LessonTask::OpenFile => {
                    if let Some(el) = element("lesson-file") {
                        el.click();
                    }
                }
                LessonTask::CopyLink => copy_link(&lesson_state(&st), status),
                LessonTask::Download => {
                    if let Some(l) = &st.lesson {
                        download_lesson(l, &status);
                    }
                }
            }
        });
    }
    let cells = Rc::new(st.cells());
    let caption = st.caption();
    let lesson = st.lesson.clone();
    let n = lesson.as_ref().map_or(0, |l| l.steps.len());
    let step = st.current().cloned();
    let title = lesson.as_ref().map(|l| l.title.clone()).unwrap_or_default();
    let act = |a: fn() -> Action| props.on_action.reform(move |_: MouseEvent| a());
    let counter = if n == 0 {
        String::new()
    } else {
        format!("Lesson step {} of {n}", st.step + 1)
    };
    let loading = st.lesson.is_none() && st.status.is_none();
    let nav = html! {
        <div class="lesson-nav" role="group" aria-label="Lesson steps">
            <button id="lesson-back" disabled={st.step == 0 || n == 0} onclick={click_emits_or(&props.on_action, || Action::PrevStep, &["lesson-next"])}
                title="Previous step (Page Up)" aria-keyshortcuts="PageUp">{ "◀ Back" }</button>
            <span id="lesson-counter" class="counter" aria-live="polite">{ counter.clone() }</span>
            <button id="lesson-next" disabled={st.step + 1 >= n} onclick={click_emits_or(&props.on_action, || Action::NextStep, &["lesson-back"])}
                title="Next step (Page Down)" aria-keyshortcuts="PageDown">{ "Next ▶" }</button>
        </div>
    };
    let text = html! {
        <div class="lesson-text" id="lesson-text">
            if loading { <p>{ "Loading the lessons…" }</p> }
            if let Some(why) = &st.status { <p class="error" role="alert">{ why.clone() }</p> }
            // Without the built-in lessons the worker did not answer (the
            // connection?): it can be asked again.
            if st.status.is_some() && st.built_in.is_none() {
                <p>{ "Check the connection, then " }
                    <button id="lesson-retry" class="small" onclick={act(|| Action::RetryLessons)}>{ "Try again" }</button>
                </p>
            }
            { step.as_ref().map(|s| text_html(&s.text)).unwrap_or_default() }
            // What the lesson reader mended or left out of this step, said
            // when the lesson opened, is said here again.
            { for st.step_notes().into_iter().map(|n| html! {
                <p class="lesson-note">{ "Note: " }{ n.to_string() }</p>
            }) }
        </div>
    };
    let has = step.is_some();
    // The step on show, taken elsewhere: the Play tab to edit it, the Quiz
    // to predict its next frontier (the lesson stays at this step).
    let open_in = html! {
        <div class="buttons lesson-open" role="group" aria-label="This step elsewhere">
            <button id="lesson-open-play" disabled={!has} onclick={act(|| Action::OpenStepIn(Mode::Play))}
                title="Open this step's board in the Play tab (O)" aria-keyshortcuts="O">{ "Open in Play" }</button>
            <button id="lesson-open-quiz" disabled={!has} onclick={act(|| Action::OpenStepIn(Mode::Quiz))}
                title="Quiz the class on this board, from the next frame (Q)" aria-keyshortcuts="Q">{ "Quiz this board" }</button>
        </div>
    };
    let board = html! { <Board cells={cells} tool={Tool::Source} read_only=true on_action={props.on_action.clone()} /> };
    // What a screen reader hears at each frame, on the page and in an
    // embed: the frame, its caption and the squares it sets, as in Play.
    let live = html! { <LiveRegion film={st.film()} frame={st.playback.frame} /> };
    // An embed whose lesson cannot be read shows why, and no board: a
    // board of another lesson or the example would pass for the author's.
    if props.embed && st.unreadable() {
        return html! {
            <div class="lesson-embed">
                { text }
                <p>{ "Without its lesson this embed has no board to show." }</p>
            </div>
        };
    }
    if props.embed {
        return html! {
            <div class="lesson-embed">
                <h1 class="lesson-title">{ title }</h1>
                { nav }
                { text }
                <div class="embed-board">{ board }</div>
                // The embed's bar steps the frames: said as the page says them.
                { live }
            </div>
        };
    }
    let controls = html! {
        <>
        <Controls playback={st.playback} speed={props.speed} on_action={props.on_action.clone()} />
        { live }
        </>
    };
    // The step's board draws walls when its fill takes them.
    let walls = Some(st.nine.is_some() || st.setup.walls_used().is_some());
    if st.presenter {
        return html! {
            <div class="presenter" id="presenter" tabindex="-1" role="region"
                aria-label={format!("Presenter view: {title}")}>
                <div class="presenter-board">{ board }{ controls }</div>
                // It scrolls on a small projector: the keyboard reaches
                // it (its arrows scroll it).
                <div class="presenter-side" tabindex="0" role="group" aria-label="Lesson text and legend">
                    // What a link asked for and could not have (a step or
                    // a frame past the end) is said here too.
                    { props.notice.clone() }
                    <h1 class="lesson-title">{ title }</h1>
                    { nav }
                    { text }
                    <p class="caption" id="caption">{ caption }</p>
                    { open_in.clone() }
                    { keys_hint("presenter-keys", "", View::Presenter, &[]) }
                    <button id="presenter-exit" onclick={act(|| Action::ExitPresenter)}
                        aria-keyshortcuts="Escape P">{ "Leave the presenter view (Esc)" }</button>
                    // Last: on a small projector the side scrolls to it.
                    <Legend film={st.film()} walls={walls} />
                </div>
            </div>
        };
    }
    let on_pick = props.on_action.reform(|e: Event| {
        Action::PickLesson(
            e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value(),
        )
    });
    let built_in = st.built_in.clone().unwrap_or_default();
    let picked = lesson
        .as_ref()
        .and_then(|l| l.id.clone())
        .filter(|_| !st.edited);
    let options = built_in.iter().filter_map(|l| {
        let id = l.id.clone()?;
        let selected = picked.as_deref() == Some(id.as_str());
        Some(html! { <option value={id} {selected}>{ l.title.clone() }</option> })
    });
    let on_file = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            let on_action = on_action.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                    Ok(text) => ask(
                        Request::ReadLesson {
                            text: text.as_string().unwrap_or_default(),
                        },
                        "The lesson file could not be read",
                        on_action,
                    ),
                    Err(_) => {
                        on_action.emit(Action::LessonFailed("The file could not be read.".into()))
                    }
                }
            });
            input.set_value("");
        })
    };
    // As typed, not when the field is left: a reload or a closed tab
    // keeps what was typed (the address and storage follow the state).
    let on_title = props.on_action.reform(|e: InputEvent| {
        Action::SetLessonTitle(
            e.target_unchecked_into::<web_sys::HtmlInputElement>()
                .value(),
        )
    });
    let on_text = props.on_action.reform(|e: InputEvent| {
        Action::SetStepText(
            e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .value(),
        )
    });
    // Undo takes its own button off the page: the focus goes to the step
    // buttons' Delete, beside the step put back. Redo may take its own
    // button off too: the focus goes to Undo, which is then on show.
    let on_undo = emit_then_focus(&props.on_action, || Action::UndoDelete, "lesson-delete");
    let on_redo = emit_then_focus(&props.on_action, || Action::RedoLesson, "lesson-undo");
    let on_copy = {
        let (state, status) = (shared.clone(), status.clone());
        Callback::from(move |_: MouseEvent| copy_link(&state, status.clone()))
    };
    // The same lesson from its beginning, for a class to start at step 1.
    let on_copy_start = {
        let (state, status) = (shared.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            let start = UrlState {
                lesson_step: 0,
                lesson_frame: 0,
                ..state.clone()
            };
            copy_link(&start, status.clone());
            // The button goes with the status that offered it.
            if let Some(el) = element("lesson-copy") {
                let _ = el.focus();
            }
        })
    };
    let on_download = {
        let (lesson, status) = (lesson.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(l) = &lesson {
                download_lesson(l, &status);
            }
        })
    };
    // The step's frames, first and last, counted from 1 as the frame
    // slider says them; set when a field is left (or Enter), so that a
    // number half typed is not kept within the run yet.
    let range = {
        let frames = st.frames();
        let (from, to) = (st.from, st.from + st.playback.len.saturating_sub(1));
        let field = |id: &'static str, label: &'static str, value: usize, first: bool| {
            let on_action = props.on_action.clone();
            let onchange = Callback::from(move |e: Event| {
                let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
                // Not a number: the fields show the range again.
                let Ok(n) = input.value().trim().parse::<usize>() else {
                    input.set_value(&(value + 1).to_string());
                    return;
                };
                // Kept within the run, and shown so: the state may not
                // change (already the last frame), and the field then
                // would keep the number typed.
                let n = n.saturating_sub(1).min(frames.saturating_sub(1));
                input.set_value(&(n + 1).to_string());
                on_action.emit(if first {
                    Action::SetStepRange(n, to.max(n))
                } else {
                    Action::SetStepRange(from.min(n), n)
                });
            });
            html! {
                <div class="field">
                    <label for={id}>{ label }</label>
                    <input {id} type="number" min="1" max={frames.to_string()} disabled={!has}
                        value={(value + 1).to_string()} {onchange} onkeydown={leave_on_escape} />
                </div>
            }
        };
        html! {
            <div class="lesson-range" role="group" aria-labelledby="lesson-range-title">
                <p id="lesson-range-title">{ format!("Frames of step {} (its fill has {frames})", st.step + 1) }</p>
                <div class="options">
                    { field("lesson-from", "From frame", from, true) }
                    { field("lesson-to", "To frame", to, false) }
                </div>
            </div>
        }
    };
    html! {
        <>
        <section class="stage lesson-stage" aria-label="Lesson">
            { props.notice.clone() }
            <h2 class="lesson-title" id="lesson-title">{ title.clone() }</h2>
            { nav }
            { text }
            <div class="board-box">{ board }</div>
            { controls }
            <p class="caption" id="caption">{ caption }</p>
        </section>
        <section class="panels" aria-label="Lesson panels">
            <section class="panel" aria-labelledby="lessons-title" tabindex="-1">
                <h2 id="lessons-title">{ "Lessons" }</h2>
                <div class="field">
                    <label for="lesson-pick">{ "Built-in lesson" }</label>
                    <select id="lesson-pick" onchange={on_pick} onkeydown={leave_on_escape}
                        aria-keyshortcuts="C">
                        if picked.is_none() { <option value="" selected=true>{ "(this page's own lesson)" }</option> }
                        if st.own_to_offer().is_some() {
                            <option value={OWN_PICK}>{ "Your lesson set aside (edited here)" }</option>
                        }
                        { for options }
                    </select>
                </div>
                <div class="field">
                    <label for="lesson-file">{ "Open a lesson file" }</label>
                    <input type="file" id="lesson-file" accept=".json,application/json" onchange={on_file}
                        aria-keyshortcuts="F" />
                </div>
                <div class="buttons">
                    <button id="presenter-open" disabled={!has} onclick={act(|| Action::TogglePresenter)}
                        aria-keyshortcuts="P">{ "Presenter view (P)" }</button>
                    <button id="lesson-copy" disabled={!has} onclick={on_copy}
                        title="Copy lesson link (L)" aria-keyshortcuts="L">{ "Copy lesson link" }</button>
                    <button id="lesson-download" disabled={!has} onclick={on_download}
                        title="Download lesson file (S)" aria-keyshortcuts="S">{ "Download lesson file" }</button>
                    <button id={EMBED_ID} disabled={!has} aria-haspopup="dialog" onclick={on_embed}>{ "Embed lesson" }</button>
                </div>
                // In the panel, not under the board: the stage's height is
                // the board's.
                { open_in }
                { embed_dialog }
                <p id="lesson-status" role="status">{ (*status).clone() }
                    if status.starts_with(OPENS_LATER) {
                        { " " }<button class="small" id="lesson-copy-start" onclick={on_copy_start}>{ "Copy a link to step 1" }</button>
                    }
                </p>
            </section>
            <section class="panel" aria-labelledby="author-title" tabindex="-1">
                <h2 id="author-title">{ "Edit this lesson" }</h2>
                <p class="reg-note">{ "Set up a board in the Play tab, step to where the step should start, then add it here." }</p>
                <div class="buttons">
                    <button id="lesson-new" onclick={act(|| Action::NewLesson)}
                        title="Start a new lesson whose first step is the Play tab's view">{ "New lesson" }</button>
                </div>
                <div class="buttons" role="group" aria-label="Steps">
                    <button id="lesson-add" onclick={act(|| Action::AddViewStep)} disabled={n >= MAX_LESSON_STEPS}
                        title="Add the Play tab's view as a step (A)" aria-keyshortcuts="A">{ "Add the Play tab's view as a step" }</button>
                    <button id="lesson-up" disabled={!has || st.step == 0} onclick={click_emits_or(&props.on_action, || Action::MoveStep(true), &["lesson-down", "lesson-delete"])}
                        title="Move step earlier (Alt+↑)" aria-keyshortcuts="Alt+ArrowUp">{ "Move step earlier" }</button>
                    <button id="lesson-down" disabled={!has || st.step + 1 >= n} onclick={click_emits_or(&props.on_action, || Action::MoveStep(false), &["lesson-up", "lesson-delete"])}
                        title="Move step later (Alt+↓)" aria-keyshortcuts="Alt+ArrowDown">{ "Move step later" }</button>
                    <button id="lesson-delete" disabled={n < 2} onclick={click_emits_or(&props.on_action, || Action::DeleteStep, &["lesson-up", "lesson-down", "lesson-title-field"])}
                        title="Delete step (Delete)" aria-keyshortcuts="Delete">{ "Delete step" }</button>
                </div>
                <p id="lesson-deleted" role="status">
                    if let Some(edit) = st.undoable() {
                        { edit.said() }{ " " }
                        <button id="lesson-undo" class="small" onclick={on_undo}
                            aria-keyshortcuts="U Control+Z">{ "Undo (U)" }</button>
                    }
                    if st.redoable().is_some() {
                        { if st.undoable().is_some() { " " } else { "" } }
                        <button id="lesson-redo" class="small" onclick={on_redo}
                            title="Make the edit undone again (Ctrl+Shift+Z or Ctrl+Y)"
                            aria-keyshortcuts="Control+Shift+Z Control+Y">{ "Redo (Ctrl+Y)" }</button>
                    }
                </p>
                <div class="field column">
                    <label for="lesson-title-field">{ "Title" }</label>
                    <input id="lesson-title-field" type="text" value={title} disabled={!has} oninput={on_title}
                        maxlength={MAX_LESSON_TEXT.to_string()}
                        onkeydown={leave_on_escape} aria-keyshortcuts="T" />
                </div>
                <div class="field column">
                    <label for="lesson-step-text">{ format!("Text of step {}", st.step + 1) }</label>
                    <textarea id="lesson-step-text" rows="6" disabled={!has} maxlength={MAX_LESSON_TEXT.to_string()}
                        value={step.map(|s| s.text).unwrap_or_default()} oninput={on_text}
                        onkeydown={leave_on_escape} aria-keyshortcuts="E" />
                </div>
                { range }
                { keys_hint("lesson-keys", "reg-note", View::Lesson, &[]) }
            </section>
            <Legend film={st.film()} walls={walls} />
        </section>
        </>
    }
}

/// A button's click: sends the action `action` makes, then, once the page has redrawn,
/// puts the focus on the element `id` (the press may take its own button
/// off the page).
fn emit_then_focus(
    on_action: &Callback<Action>,
    action: fn() -> Action,
    id: &'static str,
) -> Callback<MouseEvent> {
    let cb = on_action.clone();
    Callback::from(move |_: MouseEvent| {
        cb.emit(action());
        gloo::timers::callback::Timeout::new(0, move || {
            let next = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(id))
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(next) = next {
                let _ = next.focus();
            }
        })
        .forget();
    })
}
