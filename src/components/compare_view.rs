//! The Compare mode: the Play tab's run (A) and a second algorithm's run
//! (B) on the same board, side by side (stacked on narrow screens and in
//! embeds), one playback for both, and a difference board: the squares
//! only in A, only in B and in both, for the answers or a register.

use std::rc::Rc;

use fillscope::compare_mode::CompareState;
use fillscope::model::Setup;
use fillscope::state::{Action, Tool};
use fillscope_core::{Algorithm, Bitboard, Frame, Trace};
use yew::prelude::*;

use crate::components::board::Board;
use crate::components::compare_export::CompareExport;
use crate::components::controls::Controls;
use crate::components::registers::RegisterPanel;

/// Compare mode properties.
#[derive(Properties, PartialEq)]
pub struct CompareViewProps {
    /// Run A's setup (the Play tab's).
    pub setup: Setup,
    /// Run A's trace.
    pub trace: Rc<Trace>,
    /// Run B and how the two line up.
    pub compare: CompareState,
    /// The playback speed in hundredths of a frame per second.
    pub speed: u32,
    /// Receives the mode's choices and playback actions.
    pub on_action: Callback<Action>,
    /// A notice to show above the boards.
    #[prop_or_default]
    pub notice: Html,
    /// Whether this is an embed (no panels, no own playback bar).
    #[prop_or_default]
    pub embed: bool,
}

/// "c1, e1" (the first eight squares, then "...").
fn square_list(b: Bitboard) -> String {
    let names: Vec<String> = b.squares().take(8).map(|s| s.to_string()).collect();
    let more = if b.count() > 8 { ", ..." } else { "" };
    if names.is_empty() {
        "none".into()
    } else {
        format!("{}{more}", names.join(", "))
    }
}

/// One run's board with its heading and caption.
fn run_board(
    side: &str,
    title: &str,
    frame: Option<&Frame>,
    setup: &Setup,
    on_action: &Callback<Action>,
) -> Html {
    let cells = Rc::new(fillscope::cells::cells(
        frame,
        setup.walls_used(),
        Some(setup.marks()),
    ));
    let caption = frame.map(|f| f.caption.to_string()).unwrap_or_default();
    let id = format!("board-{}", side.to_ascii_lowercase());
    html! {
        <figure class="run" aria-labelledby={format!("{id}-title")}>
            <figcaption id={format!("{id}-title")}><strong>{ side }</strong>{ ": " }{ title }</figcaption>
            <Board {cells} tool={Tool::Source} on_action={on_action.clone()} id={id.clone()} label={format!("Board {side}")} />
            <p class="caption run-caption" id={format!("{id}-caption")}>{ caption }</p>
        </figure>
    }
}

/// The Compare mode.
#[component]
pub fn CompareView(props: &CompareViewProps) -> Html {
    let c = &props.compare;
    let a = &props.setup;
    let (i, j) = c.shown().unwrap_or((0, 0));
    let fa = props.trace.frames.get(i);
    let fb = c.trace.frames.get(j);
    let ch = &c.choices;
    let (x, y) = c.sets(&props.trace);
    let what = c.compared().to_string();
    let diff_text = format!(
        "{what}: only in A {} ({}); only in B {} ({}); in both {}.",
        x.minus(y).count(),
        square_list(x.minus(y)),
        y.minus(x).count(),
        square_list(y.minus(x)),
        (x & y).count()
    );
    // The one difference board, drawn by the view and every compare export.
    let diff = c.difference_at(&props.trace, c.playback.frame);
    let diff_cells = Rc::new(fillscope::cells::cells(Some(&diff), None, None));
    let first = match &c.first {
        None => "The two runs do not differ.".to_string(),
        Some((at, Some(name))) => {
            let (i, j) = c.pairs[*at];
            format!(
                "They first differ at frame {} (A's frame {}, B's frame {}): {name}.",
                at + 1,
                i + 1,
                j + 1
            )
        }
        Some(_) => "Every frame agrees, but the answers differ.".to_string(),
    };
    let b_title = c.b_title();
    let boards = html! {
        <div class="compare-boards">
            { run_board("A", a.algorithm.title(), fa, a, &props.on_action) }
            { run_board("B", &b_title, fb, &c.setup, &props.on_action) }
            <figure class="run diff" aria-labelledby="board-diff-title">
                <figcaption id="board-diff-title"><strong>{ "Difference" }</strong>{ format!(": {what}") }</figcaption>
                <Board cells={diff_cells} tool={Tool::Source} on_action={props.on_action.clone()} id="board-diff" label="Difference board" />
                <p class="caption run-caption" id="diff-text">{ diff_text }</p>
            </figure>
        </div>
    };
    if props.embed {
        return boards;
    }
    let on_a = props.on_action.reform(|e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetAlgorithm(Algorithm::from_id(&v).unwrap_or_default())
    });
    let on_b = props.on_action.reform(|e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetCompareWith(Algorithm::from_id(&v).unwrap_or_default())
    });
    let on_reg = props.on_action.reform(|e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetCompareRegister((!v.is_empty()).then_some(v))
    });
    let on_link = props.on_action.reform(|e: Event| {
        Action::SetLinked(
            e.target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked(),
        )
    });
    let options = |current: Algorithm| {
        Algorithm::ALL
            .iter()
            .map(|&alg| html! { <option value={alg.id()} selected={alg == current}>{ alg.title() }</option> })
            .collect::<Html>()
    };
    let registers = c.common_registers(&props.trace).into_iter().map(|r| {
        let selected = ch.register.as_deref() == Some(r.as_str());
        html! { <option value={r.clone()} {selected}>{ r }</option> }
    });
    let show_first = c.first.as_ref().map(|(at, _)| {
        let at = *at;
        html! {
            <button class="small" id="compare-show" onclick={props.on_action.reform(move |_| Action::Seek(at))}>
                { "Show it" }
            </button>
        }
    });
    html! {
        <>
        <section class="stage compare-stage" aria-label="Two runs and their difference">
            { props.notice.clone() }
            { boards }
            <Controls playback={c.playback} speed={props.speed} on_action={props.on_action.clone()} />
            <p id="compare-first" aria-live="polite">{ first }{ " " }{ show_first.unwrap_or_default() }</p>
        </section>
        <section class="panels" aria-label="Compare panels">
            <section class="panel" aria-labelledby="compare-title">
                <h2 id="compare-title">{ "Compare" }</h2>
                <p class="reg-note">{ if ch.board.is_some() {
                    "Run A uses the Play tab's board, run B the board it kept. One playback steps both."
                } else {
                    "Both runs use the Play tab's board. One playback steps both."
                } }</p>
                <div class="options">
                    <div class="field">
                        <label for="compare-a">{ "Run A" }</label>
                        <select id="compare-a" onchange={on_a}>{ options(a.algorithm) }</select>
                    </div>
                    <div class="field">
                        <label for="compare-b">{ "Run B" }</label>
                        <select id="compare-b" onchange={on_b}>{ options(ch.other) }</select>
                    </div>
                    <div class="field">
                        <label for="compare-reg">{ "Difference of" }</label>
                        <select id="compare-reg" onchange={on_reg}>
                            <option value="" selected={ch.register.is_none()}>{ "the answers" }</option>
                            { for registers }
                        </select>
                    </div>
                </div>
                <label class="check">
                    <input type="checkbox" id="compare-linked" checked={ch.linked} onchange={on_link} />
                    { " Line frames up by step (off: by frame number)" }
                </label>
                <div class="buttons">
                    if ch.board.is_some() {
                        <button id="compare-board" onclick={props.on_action.reform(|_| Action::KeepBoardForB(false))}>
                            { "Run B on A's board again" }
                        </button>
                    } else {
                        <button id="compare-board" onclick={props.on_action.reform(|_| Action::KeepBoardForB(true))}>
                            { "Keep this board for B" }
                        </button>
                    }
                </div>
                <p class="reg-note">{ "To run one fill on two boards: pick the same fill for A and B, keep this board for B, then change the board in the Play tab." }</p>
            </section>
            <RegisterPanel frame={Some(diff)} note="The two sets compared at this frame: squares only in A, only in B, and in both." />
            <CompareExport setup={a.clone()} trace={props.trace.clone()} compare={c.clone()} />
        </section>
        </>
    }
}
