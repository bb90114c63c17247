//! The Quiz mode: before each frame with a frontier, the learner paints
//! the squares they expect it to hold (on the board, by pointer or with
//! Space/Enter), then checks: correct, missed and extra squares are marked
//! with a symbol each and counted; a hint, reveal, next, and a running
//! score and streak. On either board the Play tab shows, 8x8 or 9x9. The
//! logic is `fillscope::quiz`; this only shows it.

use std::rc::Rc;

use fillscope::cells::Cell;
use fillscope::film::Film;
use fillscope::keys::View;
use fillscope::model::Setup;
use fillscope::quiz::{QuizState, SquareSet};
use fillscope::state::{Action, Tool};
use fillscope_draw::look::QuizMark;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::board::Board;
use crate::components::keys::keys_hint;
use crate::components::legend::Legend;
use crate::components::share::Share;

/// Quiz mode properties.
#[derive(Properties, PartialEq)]
pub struct QuizViewProps {
    /// The round.
    pub quiz: QuizState,
    /// The Play tab's trace on the board on show: the frames the
    /// questions come from.
    pub film: Film,
    /// The board at the frame the round shows, with its marks and walls
    /// (the quiz's marks are added here).
    pub cells: Rc<Vec<Cell>>,
    /// The Play tab's setup (its fill is named).
    pub setup: Setup,
    /// Receives the guess and the quiz's actions.
    pub on_action: Callback<Action>,
    /// A notice to show above the board.
    #[prop_or_default]
    pub notice: Html,
    /// Whether this is an embed (board and quiz bar only).
    #[prop_or_default]
    pub embed: bool,
    /// The page's link, which the Share panel copies or embeds.
    #[prop_or_default]
    pub page: fillscope::url_state::UrlState,
    /// In an embed, the full app's URL for the same round.
    #[prop_or_default]
    pub open_href: String,
}

/// "1 square", "2 squares".
fn count(n: u32, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

/// Focuses the element matching `selector` once the page has redrawn
/// (a pressed button may be disabled or gone by then, and keyboard focus
/// must not fall back to the top of the page).
fn focus_later(selector: &'static str) {
    Timeout::new(0, move || {
        let el = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(selector).ok().flatten())
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(el) = el {
            let _ = el.focus();
        }
    })
    .forget();
}

/// A button that sends `action` and then moves focus to `then`.
fn press(
    cb: &Callback<Action>,
    action: fn() -> Action,
    then: &'static str,
) -> Callback<MouseEvent> {
    let cb = cb.clone();
    Callback::from(move |_| {
        cb.emit(action());
        focus_later(then);
    })
}

/// The sentence above the board: what to do now.
fn prompt(q: &QuizState, algorithm: &str, frames: usize) -> String {
    let n = q.questions.len();
    let (from, to) = q.range(frames);
    let whole = from == 0 && to.is_none_or(|t| t + 1 >= frames);
    match q.question() {
        // Every frame asked about already: the board gives the fill
        // nothing to grow from.
        None if n == 0 && whole => format!(
            "{algorithm} has no new frontier to predict on this board. On the Play tab, \
             mark where the fill starts on the {side}x{side} board, or pick a fill with a \
             frontier.",
            side = q.side
        ),
        None if n == 0 => format!(
            "{algorithm} has no new frontier to predict in these frames. Pick a fill with a \
             frontier on the Play tab, or widen the range of frames."
        ),
        None => format!(
            "Round over. Final score: {} of {n} right; best streak {}.",
            q.score, q.best
        ),
        Some(question) if q.revealed => format!(
            "Question {} of {n}: {} at frame {}, shown on the board.",
            q.at + 1,
            question.names,
            question.frame + 1
        ),
        Some(question) if q.checked.is_some() => format!(
            "Question {} of {n}: your guess for {} is marked.",
            q.at + 1,
            question.names
        ),
        Some(question) => format!(
            "Question {} of {n}: paint the squares you expect {} to hold in the next frame, then \
             press Check.",
            q.at + 1,
            question.names
        ),
    }
}

/// The check's result and the hint, in words.
fn status(q: &QuizState) -> String {
    let mut parts: Vec<String> = Vec::new();
    let c = |b: SquareSet| b.count();
    if let (true, Some(m), Some(question)) = (q.revealed, q.checked, q.question()) {
        parts.push(format!(
            "Revealed: the frontier holds {}. Your guess: {} correct, {} missed, {} extra.",
            count(question.truth.count(), "square"),
            c(m.correct),
            c(m.missed),
            c(m.extra)
        ));
        return parts.join(" ");
    }
    if let Some(m) = q.checked {
        parts.push(format!(
            "{} {} correct, {} missed, {} extra.",
            if m.right() { "Right!" } else { "Not quite:" },
            c(m.correct),
            c(m.missed),
            c(m.extra)
        ));
    } else if q.guessing() {
        parts.push(format!("Your guess: {}.", count(q.guess.count(), "square")));
    }
    if let (true, Some(question)) = (q.hint, q.question()) {
        parts.push(format!(
            "Hint: the frontier holds {}.",
            count(question.truth.count(), "square")
        ));
    }
    parts.join(" ")
}

/// The quiz's buttons, its status and score.
fn quiz_bar(props: &QuizViewProps) -> Html {
    let q = &props.quiz;
    let cb = &props.on_action;
    let done = q.done();
    let last = q.at + 1 >= q.questions.len();
    let score = format!(
        "Score {} of {} · streak {} · best {}",
        q.score, q.answered, q.streak, q.best
    );
    // After Next the learner paints again: focus goes back to the board
    // (or to Start again at the end).
    let after_next = if last {
        "#quiz-restart"
    } else {
        "#board [tabindex='0']"
    };
    html! {
        <div class="quiz-bar" role="group" aria-label="Quiz">
            <div class="quiz-buttons">
                if done {
                    if !q.questions.is_empty() {
                        <button id="quiz-restart" onclick={press(cb, || Action::QuizRestart, "#board [tabindex='0']")}>{ "Start again" }</button>
                    }
                } else {
                    <button id="quiz-check" class="primary" disabled={!q.guessing()} title="Check (C, on the board)"
                        aria-keyshortcuts="C" onclick={press(cb, || Action::QuizCheck, "#quiz-next")}>{ "Check" }</button>
                    <button id="quiz-hint" disabled={q.hint || q.revealed} title="Hint (H, on the board)" aria-keyshortcuts="H"
                        onclick={press(cb, || Action::QuizHint, if q.guessing() { "#quiz-check" } else { "#quiz-next" })}>{ "Hint" }</button>
                    <button id="quiz-reveal" disabled={q.revealed} title="Reveal (R, on the board)" aria-keyshortcuts="R"
                        onclick={press(cb, || Action::QuizReveal, "#quiz-next")}>{ "Reveal" }</button>
                    <button id="quiz-next" title="Next question (N, on the board)" aria-keyshortcuts="N"
                        onclick={press(cb, || Action::QuizNext, after_next)}>
                        { if last { "Finish" } else { "Next question" } }
                    </button>
                }
            </div>
            <p class="quiz-status" id="quiz-status" role="status">{ status(q) }</p>
            <p class="quiz-score" id="quiz-score">{ score }</p>
        </div>
    }
}

/// What each quiz mark means, drawn as on the board.
fn quiz_legend() -> Html {
    let items = QuizMark::ALL.iter().map(|m| {
        let l = m.look();
        html! {
            <li data-look={l.class}>
                <span class={classes!("sq", "swatch", l.class)} aria-hidden="true"><span class="mark-q"></span></span>
                { l.meaning }
            </li>
        }
    });
    html! {
        <section class="panel legend quiz-legend" aria-labelledby="quiz-legend-title">
            <h2 id="quiz-legend-title">{ "Quiz marks" }</h2>
            <ul>{ for items }</ul>
        </section>
    }
}

/// A 1-based frame number typed in a range field, as a 0-based index.
/// The frame (0-based) typed into a range field, from 1 to `frames`; or,
/// after putting `shown` (1-based) back in the field, why the text is none.
fn typed_frame(e: &Event, frames: usize, shown: usize) -> Result<usize, String> {
    let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
    let v = input.value();
    match v.trim().parse::<usize>() {
        Ok(n) if (1..=frames).contains(&n) => Ok(n - 1),
        _ => {
            input.set_value(&shown.to_string());
            let v: String = v.trim().chars().take(20).collect();
            Err(format!("a frame number from 1 to {frames}, not \"{v}\""))
        }
    }
}

/// The Quiz mode.
#[component]
pub fn QuizView(props: &QuizViewProps) -> Html {
    // Whether "Start the round again" is asking to be confirmed: a class's
    // score is not lost to one stray press.
    let confirming = use_state(|| false);
    let q = &props.quiz;
    let mut cells = (*props.cells).clone();
    for c in &mut cells {
        c.quiz = q.mark(c.spot);
    }
    let cells = Rc::new(cells);
    let algorithm = props.setup.algorithm.title();
    let frames_in_trace = props.film.len();
    let prompt = prompt(q, algorithm, frames_in_trace);
    let help = AttrValue::Static(
        "Arrow keys move between squares, Home and End go to the ends of the row. Space or \
         Enter paints or unpaints the square in your guess; C checks, H gives a hint, R reveals, \
         N goes to the next question. Each square's name says whether it is in your guess, and \
         after Check whether it is correct, missed or extra.",
    );
    let board = html! { <Board cells={cells} tool={Tool::Source} {help} on_action={props.on_action.clone()} /> };
    let start_over = if *confirming && q.answered > 0 {
        // Either answer ends the question; only "Start again" restarts.
        let answer = |restart: bool, then: &'static str| {
            let (cb, c) = (props.on_action.clone(), confirming.clone());
            Callback::from(move |_: MouseEvent| {
                c.set(false);
                if restart {
                    cb.emit(Action::QuizRestart);
                }
                focus_later(then);
            })
        };
        // Escape keeps the round, as it closes the page's dialogs.
        let on_key = {
            let c = confirming.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Escape" {
                    e.prevent_default();
                    c.set(false);
                    focus_later("#quiz-start-over");
                }
            })
        };
        html! {
            <div class="quiz-confirm" role="group" aria-labelledby="quiz-confirm-text" onkeydown={on_key}>
                <p id="quiz-confirm-text">{ format!(
                    "Start again from question 1? This round's score ({} of {}) goes.",
                    q.score, q.answered
                ) }</p>
                <button id="quiz-start-over-yes" onclick={answer(true, "#board [tabindex='0']")}>{ "Start again" }</button>
                { " " }
                <button id="quiz-start-over-no" onclick={answer(false, "#quiz-start-over")}>{ "Keep this round" }</button>
            </div>
        }
    } else {
        let c = confirming.clone();
        let ask = Callback::from(move |_: MouseEvent| {
            c.set(true);
            // The safe answer has the focus: Enter twice keeps the round.
            focus_later("#quiz-start-over-no");
        });
        html! {
            <button id="quiz-start-over" disabled={q.answered == 0} onclick={ask}>
                { "Start the round again" }
            </button>
        }
    };
    if props.embed {
        return html! {
            <>
            <p class="quiz-prompt" id="quiz-prompt" aria-live="polite">{ prompt }</p>
            <div class="embed-board">{ board }</div>
            <div class="embed-bar quiz-embed-bar">
                { quiz_bar(props) }
                <a class="open" href={props.open_href.clone()} target="_blank" rel="noopener">{ "Open in fillscope" }</a>
            </div>
            </>
        };
    }
    let caption = props
        .film
        .caption(q.shown_frame())
        .unwrap_or_default()
        .to_string();
    let (from, to) = q.range(q.frames);
    let frames = q.frames.max(1);
    let to_shown = to.map_or(frames, |t| t + 1);
    let kept = move |field: &str, why: String| {
        Action::Notify(format!(
            "{field} takes {why}: the questions stay in frames {} to {to_shown}.",
            from + 1
        ))
    };
    let on_from = {
        let (cb, to) = (props.on_action.clone(), q.to);
        Callback::from(move |e: Event| {
            cb.emit(match typed_frame(&e, frames, from + 1) {
                Ok(f) => Action::SetQuizRange(f, to),
                Err(why) => kept("From frame", why),
            });
        })
    };
    let on_to = {
        let (cb, from_k) = (props.on_action.clone(), q.from);
        Callback::from(move |e: Event| {
            cb.emit(match typed_frame(&e, frames, to_shown) {
                Ok(t) => Action::SetQuizRange(from_k, Some(t)),
                Err(why) => kept("To frame", why),
            });
        })
    };
    html! {
        <>
        <section class="stage quiz-stage" aria-label="Quiz board">
            { props.notice.clone() }
            <p class="quiz-prompt" id="quiz-prompt" aria-live="polite">{ prompt }</p>
            <div class="board-box">{ board }</div>
            { quiz_bar(props) }
            <p class="caption" id="caption">{ format!("Frame {} of {}: {caption}", q.shown_frame() + 1, frames_in_trace) }</p>
            // Last: on a projector the feedback and the caption come first.
            { keys_hint("quiz-keys", "play-keys", View::Quiz, &[]) }
        </section>
        <section class="panels" aria-label="Quiz panels">
            { quiz_legend() }
            <section class="panel quiz-range" aria-labelledby="quiz-range-title">
                <h2 id="quiz-range-title">{ "Questions" }</h2>
                <p>{ format!(
                    "{algorithm} on the Play tab's board: {} in frames {} to {to_shown} of {}. \
                     Change the board or the fill on the Play tab.",
                    count(q.questions.len() as u32, "question"),
                    from + 1,
                    frames_in_trace
                ) }</p>
                <div class="options">
                    <div class="field">
                        <label for="quiz-from">{ "From frame" }</label>
                        <input id="quiz-from" type="number" min="1" max={frames.to_string()}
                            value={(from + 1).to_string()} onchange={on_from} />
                    </div>
                    <div class="field">
                        <label for="quiz-to">{ "To frame" }</label>
                        <input id="quiz-to" type="number" min="1" max={frames.to_string()}
                            value={to_shown.to_string()} onchange={on_to} />
                    </div>
                </div>
                // A round goes on where it was after a reload of this tab;
                // here it starts over, score and all, once confirmed.
                { start_over }
            </section>
            <Legend film={props.film.clone()} />
            <Share link={props.page.clone()} />
        </section>
        </>
    }
}
