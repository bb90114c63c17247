//! The Compare mode: the Play tab's run (A) and a second algorithm's run
//! (B) on the same board, side by side (stacked on narrow screens and in
//! embeds much taller than wide; one at a time, picked by a switch, in an
//! embed too narrow for three boards of readable squares, below 655 px,
//! 727 px on the 9x9 board), one playback for both, and a difference
//! board: the squares only in A, only in B and in both, for the answers or
//! a register. Its boards are read-only.

use std::rc::Rc;

use fillscope::announce::pair_said;
use fillscope::code_mode::CodeState;
use fillscope::compare_mode::{Boards, CompareState, NameReading, Source, DIFF_WORDS};
use fillscope::film::Film;
use fillscope::keys::View;
use fillscope::model::Setup;
use fillscope::nine_board::{takes_nine, Nine};
use fillscope::quiz::SquareSet;
use fillscope::state::{Action, Tool};
use fillscope_core::nine::Trace9;
use fillscope_core::{Algorithm, Step, Trace};
use yew::prelude::*;

use crate::components::board::Board;
use crate::components::code_view::use_code_runs;
use crate::components::compare_export::CompareExport;
use crate::components::controls::Controls;
use crate::components::keys::keys_hint;
use crate::components::legend::{DiffKey, Legend};
use crate::components::live::Announce;
use crate::components::registers::RegisterPanel;
use crate::components::share::Share;

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
    /// The Code tab's code and its last run (run B when it is the code).
    pub code: CodeState,
    /// The page's link (its code and log travel with a compare export).
    pub page: fillscope::url_state::UrlState,
    /// The 9x9 board with run A on it, when it is on show.
    #[prop_or_default]
    pub nine: Option<Nine>,
    /// The Compare mode on the 9x9 board, when it is on show.
    #[prop_or_default]
    pub compare9: Option<CompareState<Trace9>>,
}

/// Code runner properties.
#[derive(Properties, PartialEq)]
struct CodeRunnerProps {
    code: CodeState,
    setup: Setup,
    /// The 9x9 board, when it is on show: the code runs on it, as run A.
    nine: Option<fillscope::nine_board::Marks9>,
    on_action: Callback<Action>,
}

/// Runs the Code tab's code while it is run B, on the board on show, and
/// says how that went.
#[component]
fn CodeRunner(props: &CodeRunnerProps) -> Html {
    let (running, _) = use_code_runs(
        &props.code,
        &props.setup,
        props.nine.as_ref(),
        &props.on_action,
    );
    let run = props.code.run.as_deref();
    let text = if let Some(why) = &props.code.failure {
        format!("Your code could not run: {why}")
    } else if let Some(e) = run.and_then(|r| r.error.as_ref()) {
        let place = if e.line == 0 {
            String::new()
        } else {
            format!("line {}, column {}: ", e.line, e.column)
        };
        format!(
            "Your code does not run ({place}{}). Fix it in the Code tab.",
            e.message
        )
    } else if run.is_none() || *running && run.is_some_and(|r| r.frames.is_empty()) {
        "Running your code…".to_string()
    } else if let Some(stop) = run.and_then(|r| r.stop.as_ref()) {
        format!("Your code stopped at line {}: {}", stop.line, stop.message)
    } else {
        String::new()
    };
    // The status line stays (for screen readers) but shows nothing when
    // there is nothing to say.
    let class = (!text.is_empty()).then_some("notice");
    html! { <p class={classes!(class)} id="compare-b-status" role="status">{ text }</p> }
}

/// "c1, e1" (the first eight squares of a `side` board, then "...").
fn square_list(b: SquareSet, side: u8) -> String {
    let names: Vec<String> = b
        .spots(side)
        .take(8)
        .map(|s| format!("{}{}", char::from(b'a' + s.file), s.rank + 1))
        .collect();
    let more = if b.count() > 8 { ", ..." } else { "" };
    if names.is_empty() {
        "none".into()
    } else {
        format!("{}{more}", names.join(", "))
    }
}

/// One run's board with its heading and caption; `shown` when it is the
/// board a narrow embed shows (see [`board_switch`]).
fn run_board(
    side: &str,
    title: &str,
    cells: Rc<Vec<fillscope::cells::Cell>>,
    caption: Option<&String>,
    shown: bool,
    on_action: &Callback<Action>,
) -> Html {
    let caption = caption.cloned().unwrap_or_default();
    let id = format!("board-{}", side.to_ascii_lowercase());
    html! {
        <figure class={classes!("run", shown.then_some("shown"))} aria-labelledby={format!("{id}-title")}>
            <figcaption id={format!("{id}-title")}><strong>{ side }</strong>{ ": " }
                <span class="name-long">{ title }</span>
                <span class="name-short" aria-hidden="true">{ short_title(title) }</span>
            </figcaption>
            <Board {cells} tool={Tool::Source} read_only=true on_action={on_action.clone()} id={id.clone()} label={format!("Board {side}")} />
            <p class="caption run-caption" id={format!("{id}-caption")}>{ caption }</p>
        </figure>
    }
}

/// The boards an embed's switch picks from, in order (a link's `pane=`
/// values name them: `fillscope::url_state::PANES`).
pub(crate) const SWITCHED: [&str; 3] = ["A", "B", "Difference"];

/// An embed's A / B / Difference switch: in a frame too narrow for three
/// boards of 24 px squares side by side (below 655 px, 727 px on the 9x9
/// board: a phone's, and the
/// Embed dialog's 320 to 640 px), the embed shows one board at a time, as
/// large as the frame allows, and these buttons pick which (`shown`, an
/// index into [`SWITCHED`]). Wider frames, and tall ones high enough for
/// three stacked boards of 24 px squares, show the three boards and hide
/// the switch (styles/modes.css).
fn board_switch(shown: &UseStateHandle<usize>) -> Html {
    let buttons = SWITCHED.iter().enumerate().map(|(i, name)| {
        let set = shown.clone();
        let onclick = Callback::from(move |_: MouseEvent| set.set(i));
        html! {
            <button type="button" aria-pressed={if **shown == i { "true" } else { "false" }} {onclick}>{ *name }</button>
        }
    });
    html! {
        <div class="compare-switch" id="compare-switch" role="group" aria-label="Board on show">{ for buttons }</div>
    }
}

/// What tells a run's title from another in a few letters, for a low
/// embed's one-line labels: the name in brackets and what follows it
/// ("Westcott, knight steps"), else what follows a colon ("Dumb7Fill").
fn short_title(title: &str) -> String {
    if let Some((_, rest)) = title.split_once('(') {
        if let Some((name, after)) = rest.split_once(')') {
            return format!("{name}{after}");
        }
    }
    title
        .split_once(": ")
        .map_or(title, |(_, name)| name)
        .to_string()
}

/// The Compare mode.
/// What the Compare view shows of either board's comparison, read once
/// so that the view is written once.
struct Shown {
    boards: Boards,
    finding: String,
    /// The pair where the runs first differ, and the register that does.
    first: Option<(usize, Option<String>)>,
    registers: Vec<String>,
    choices: fillscope::compare_mode::Choices,
    b_title: String,
    compared: String,
    playback: fillscope::playback::Playback,
    b_empty: bool,
    own_board: bool,
    /// The difference's registers as lines (the register panel's).
    lines: Vec<fillscope::film::Line>,
    /// How run B's names are read as A's.
    reading: Rc<NameReading>,
}

impl Shown {
    fn of<R: fillscope::compare_mode::CompareRun>(
        c: &CompareState<R>,
        trace_a: &R,
        a: &R::Setup,
        lines: Vec<fillscope::film::Line>,
    ) -> Shown
    where
        fillscope_core::compare::SetOf<R>: Into<SquareSet>,
    {
        Shown {
            boards: c.boards(trace_a, a),
            finding: c.finding(trace_a),
            first: c.first.clone(),
            registers: c.common_registers().to_vec(),
            choices: c.choices.clone(),
            b_title: c.b_title(),
            compared: c.compared().to_string(),
            playback: c.playback,
            b_empty: c.trace.frames().is_empty(),
            own_board: R::own_board(&c.choices),
            lines,
            reading: c.reading.clone(),
        }
    }
}

/// `<code>` of a name.
fn code(name: &str) -> Html {
    html! { <code>{ name }</code> }
}

/// "`dist` is read as A's `asp`" for each of `names`, joined.
fn read_as_list(names: &[(String, String)]) -> Html {
    names
        .iter()
        .enumerate()
        .map(|(k, (b, a))| {
            let sep = if k == 0 { "" } else { ", " };
            html! { <>{ sep }{ "B's " }{ code(b) }{ " is read as A's " }{ code(a) }</> }
        })
        .collect()
}

/// The Compare panel's part that reads run B's names as A's: what is read
/// as what and why, and one menu of B's names for each of A's compared
/// bases.
fn read_as_panel(
    ch: &fillscope::compare_mode::Choices,
    r: &Rc<NameReading>,
    on_action: &Callback<Action>,
) -> Html {
    let note = if r.proposed {
        html! { <>{ read_as_list(&r.names) }{ ": the runs have no name in common. Change it:" }</> }
    } else if let Some((a, bs)) = r.ties.first() {
        let names: Html = bs
            .iter()
            .enumerate()
            .map(|(k, b)| {
                let sep = match k {
                    0 => "",
                    _ if k + 1 == bs.len() => " and ",
                    _ => ", ",
                };
                html! { <>{ sep }{ code(b) }</> }
            })
            .collect();
        html! { <>{ "B's " }{ names }{ " hold A's " }{ code(a) }{ " equally far: pick which one is read as A's " }{ code(a) }{ ":" }</> }
    } else if !r.names.is_empty() {
        let missing: Html = r
            .names
            .iter()
            .filter(|(b, _)| !r.b_bases.contains(b))
            .map(|(b, _)| html! { <>{ " B's run has no " }{ code(b) }{ "." }</> })
            .collect();
        html! { <>{ read_as_list(&r.names) }{ "." }{ missing }{ " Change it:" }</> }
    } else if ch.read_as.is_some() {
        html! { "B's names are read as they are. Read one of them as A's:" }
    } else if r.a_bases.iter().any(|a| r.b_bases.contains(a)) {
        html! { "B's names are A's. Read another of B's names as A's:" }
    } else {
        html! { "The runs have no name in common and no name of B's holds A's values in order: pick one to read as A's:" }
    };
    let menus = r.a_bases.iter().map(|a| {
        let id = format!("compare-as-{a}");
        let current = r.b_of(a);
        let (reading, base) = (r.clone(), a.clone());
        let onchange = on_action.reform(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            Action::SetCompareReadAs(Some(
                reading.with(&base, (!v.is_empty()).then_some(v.as_str())),
            ))
        });
        let same = if r.b_bases.contains(a) {
            format!("{a} (its own name)")
        } else {
            "none".to_string()
        };
        // A name chosen (a link's `as=`) that B's run does not have is
        // offered too, and said to be missing.
        let missing = current.filter(|b| !r.b_bases.iter().any(|x| x == b));
        let options = r
            .b_bases
            .iter()
            .filter(|b| *b != a)
            .map(|b| (b.clone(), b.clone()))
            .chain(missing.map(|b| (b.to_string(), format!("{b} (not in B's run)"))))
            .map(|(value, text)| {
                let selected = current == Some(value.as_str());
                html! { <option {value} {selected}>{ text }</option> }
            });
        html! {
            <div class="field">
                <label for={id.clone()}>{ "A's " }{ code(a) }{ " is B's" }</label>
                <select {id} {onchange}>
                    <option value="" selected={current.is_none()}>{ same }</option>
                    { for options }
                </select>
            </div>
        }
    });
    html! {
        <div class="read-as" role="group" aria-labelledby="compare-as-note">
            <p class="reg-note" id="compare-as-note">{ note }</p>
            <div class="options">{ for menus }</div>
        </div>
    }
}

/// The difference board's registers as the register panel lists them.
fn diff_lines(film: Film) -> Vec<fillscope::film::Line> {
    film.lines(0)
}

#[component]
pub fn CompareView(props: &CompareViewProps) -> Html {
    let c = &props.compare;
    let a = &props.setup;
    // The board a narrow embed shows (an index into SWITCHED): at first
    // the one its link names (`pane=`), the embed's author's pick.
    let pane = if props.embed { props.page.view.pane } else { 0 };
    let shown = use_state(|| usize::from(pane).min(SWITCHED.len() - 1));
    // The board on show: the 9x9 one when the Play tab shows it.
    let nine = props.nine.as_ref().zip(props.compare9.as_ref());
    let v = match nine {
        Some((n, c9)) => {
            let (x, y) = c9.sets(&n.trace);
            let diff = fillscope::compare_mode::difference_frame9(x, y);
            let film = Film::from(Rc::new(Trace9 {
                frames: vec![diff],
                ..<Trace9 as fillscope::compare_mode::CompareRun>::empty()
            }));
            Shown::of(c9, &n.trace, &n.marks, diff_lines(film))
        }
        None => {
            let diff = c.difference_at(&props.trace, c.playback.frame);
            let film = Film::from(Rc::new(Trace {
                frames: vec![diff],
                ..<Trace as fillscope::compare_mode::CompareRun>::empty()
            }));
            Shown::of(c, &props.trace, a, diff_lines(film))
        }
    };
    let side = v.boards.side;
    let ch = &v.choices;
    let (x, y) = v.boards.sets;
    let what = v.compared.clone();
    let diff_text = if v.b_empty {
        "Nothing to compare while run B has no frames.".to_string()
    } else {
        format!(
            "{what}: only in A {} ({}); only in B {} ({}); in both {}.",
            (x - y).count(),
            square_list(x - y, side),
            (y - x).count(),
            square_list(y - x, side),
            (x & y).count()
        )
    };
    let diff_cells = v.boards.diff.clone();
    let first = v.finding.clone();
    // Runs of their own step kinds say which (8x8 only: the 9x9 fills
    // take none).
    let own_step = c.own_step(a).filter(|_| nine.is_none());
    let (a_title, b_title) = match own_step {
        Some(b) => (
            format!("{}, {} steps", a.algorithm.title(), a.step.name()),
            format!("{}, {} steps", v.b_title, b.name()),
        ),
        None => (a.algorithm.title().to_string(), v.b_title.clone()),
    };
    // Run B from the Code tab runs the code, on the board on show; from
    // the Log tab, says when there is nothing to show.
    let b_status = match ch.source {
        Source::Code => html! {
            <CodeRunner code={props.code.clone()} setup={a.clone()} nine={nine.map(|(n, _)| n.marks)} on_action={props.on_action.clone()} />
        },
        Source::Log if v.b_empty => html! {
            <p class="notice" id="compare-b-status" role="status">
                { "The Log tab has no values: paste a log there to compare it with run A." }
            </p>
        },
        _ => Html::default(),
    };
    let boards = html! {
        <div class={classes!("compare-boards", nine.is_some().then_some("nine"))}>
            if props.embed { { board_switch(&shown) } }
            { run_board("A", &a_title, v.boards.a.clone(), v.boards.captions[0].as_ref(), *shown == 0, &props.on_action) }
            { run_board("B", &b_title, v.boards.b.clone(), v.boards.captions[1].as_ref(), *shown == 1, &props.on_action) }
            <figure class={classes!("run", "diff", (*shown == 2).then_some("shown"))} aria-labelledby="board-diff-title">
                <figcaption id="board-diff-title"><strong>{ "Difference" }</strong>{ format!(": {what}") }</figcaption>
                <Board cells={diff_cells} tool={Tool::Source} read_only=true on_action={props.on_action.clone()} id="board-diff" label="Difference board" />
                <p class="caption run-caption" id="diff-text">{ diff_text.clone() }</p>
            </figure>
        </div>
    };
    // What a screen reader hears at each pair, on the page and in an
    // embed: both runs' captions, each a sentence, and the difference.
    let said = pair_said(
        v.playback.frame,
        v.playback.len,
        [0, 1].map(|k| v.boards.captions[k].as_deref()),
        &diff_text,
    );
    if props.embed {
        return html! { <>{ props.notice.clone() }{ b_status }{ boards }<Announce text={said} /></> };
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
        match Source::ALL
            .into_iter()
            .find(|s| s.link_value() == Some(v.as_str()))
        {
            Some(source) => Action::SetCompareSource(source),
            None => Action::SetCompareWith(Algorithm::from_id(&v).unwrap_or_default()),
        }
    });
    let on_reg = props.on_action.reform(|e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetCompareRegister((!v.is_empty()).then_some(v))
    });
    let on_step = props.on_action.reform(|e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetCompareStep(Step::from_name(&v))
    });
    let takes_step = ch.takes_step();
    let step_options = Step::ALL.iter().map(|&k| {
        html! { <option value={k.name()} selected={ch.step == Some(k)}>{ k.name() }</option> }
    });
    let on_link = props.on_action.reform(|e: Event| {
        Action::SetLinked(
            e.target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked(),
        )
    });
    // On the 9x9 board only its fills (BFS and Voronoi) are offered.
    let options = |current: Option<Algorithm>| {
        Algorithm::ALL
            .iter()
            .filter(|&&alg| nine.is_none() || takes_nine(alg))
            .map(|&alg| html! { <option value={alg.id()} selected={Some(alg) == current}>{ alg.title() }</option> })
            .collect::<Html>()
    };
    let registers = v.registers.iter().map(|r| {
        let selected = ch.register.as_deref() == Some(r.as_str());
        html! { <option value={r.clone()} {selected}>{ r }</option> }
    });
    // Show it: the pair, and the register that differs there on the
    // difference board.
    let show_first = v.first.clone().map(|(at, name)| {
        let cb = props.on_action.clone();
        let current = ch.register.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            if name.is_some() && name != current {
                cb.emit(Action::SetCompareRegister(name.clone()));
            }
            cb.emit(Action::Seek(at));
        });
        html! {
            <button class="small" id="compare-show" {onclick}>{ "Show it" }</button>
        }
    });
    html! {
        <>
        <section class="stage compare-stage" aria-label="Two runs and their difference">
            { props.notice.clone() }
            { b_status }
            { boards }
            <Controls playback={v.playback} speed={props.speed} on_action={props.on_action.clone()} />
            <Announce text={said} />
            <p id="compare-first" aria-live="polite">{ first }{ " " }{ show_first.unwrap_or_default() }</p>
            { keys_hint("compare-keys", "play-keys", View::Compare, &[]) }
        </section>
        <section class="panels" aria-label="Compare panels">
            <section class="panel" aria-labelledby="compare-title">
                <h2 id="compare-title">{ "Compare" }</h2>
                <p class="reg-note">{ if v.own_board {
                    "Run A uses the Play tab's board, run B the board it kept. One playback steps both."
                } else {
                    "Both runs use the Play tab's board. One playback steps both."
                } }</p>
                <div class="options">
                    <div class="field">
                        <label for="compare-a">{ "Run A" }</label>
                        <select id="compare-a" onchange={on_a}>{ options(Some(a.algorithm)) }</select>
                    </div>
                    <div class="field">
                        <label for="compare-b">{ "Run B" }</label>
                        <select id="compare-b" onchange={on_b}>
                            { options((ch.source == Source::Fill).then_some(ch.other)) }
                            <option value="code" selected={ch.source == Source::Code}>{ "Your code (Code tab)" }</option>
                            <option value="log" selected={ch.source == Source::Log}>{ "Your log (Log tab)" }</option>
                        </select>
                    </div>
                    if takes_step {
                        <div class="field">
                            <label for="compare-b-step">{ "Step kind for B" }</label>
                            <select id="compare-b-step" onchange={on_step}>
                                <option value="" selected={ch.step.is_none()}>{ format!("as run A ({})", a.step.name()) }</option>
                                { for step_options }
                            </select>
                        </div>
                    }
                    <div class="field">
                        <label for="compare-reg">{ "Difference of" }</label>
                        <select id="compare-reg" onchange={on_reg}>
                            <option value="" selected={ch.register.is_none()}>{ if ch.source == Source::Log { "each value of the log" } else { "the answers" } }</option>
                            { for registers }
                        </select>
                    </div>
                </div>
                if ch.source != Source::Fill && !v.b_empty && !v.reading.a_bases.is_empty() {
                    { read_as_panel(ch, &v.reading, &props.on_action) }
                }
                if ch.source == Source::Fill {
                <label class="check">
                    <input type="checkbox" id="compare-linked" checked={ch.linked} onchange={on_link} />
                    { " Line frames up by step (off: by frame number)" }
                </label>
                <div class="buttons">
                    if v.own_board {
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
                } else {
                <p class="reg-note" id="compare-b-note">{ if ch.source == Source::Code {
                    "Run B is your code in the Code tab, run on the Play tab's board: each statement a frame. A holds each of its frames until your code's variables named as its registers (asp[2], flood), or read as them, reach its next one; the first statement that sets one otherwise is named."
                } else {
                    "Run B is the Log tab's values, each a frame, lined up with A's by number. Registers of the same name (gen, asp[2]) are compared."
                } }</p>
                }
            </section>
            <RegisterPanel lines={Some(v.lines.clone())} note="The two sets compared at this frame: squares only in A, only in B, and in both." />
            // Run A's looks, and the difference board's.
            <Legend film={nine.map_or_else(|| Film::from(props.trace.clone()), |(n, _)| Film::from(n.trace.clone()))} />
            <section class="panel" aria-labelledby="compare-key-title">
                <h2 id="compare-key-title">{ "Difference board" }</h2>
                <DiffKey words={DIFF_WORDS} id="compare-diff-key" />
            </section>
            <Share link={props.page.clone()} />
            <CompareExport setup={a.clone()} trace={props.trace.clone()} compare={c.clone()} page={props.page.clone()}
                nine={nine.map(|(n, _)| n.clone())} compare9={nine.map(|(_, c9)| c9.clone())} />
        </section>
        </>
    }
}
