//! Editing: the algorithm and its options, the tools, Clear / Seed
//! example / Random board, what the marks mean, and one text field per
//! settable register.

use fillscope::model::{Algorithm, Choice, Setup};
use fillscope::nine_board::{takes_nine, Marks9};
use fillscope::state::{Action, Tool};
use fillscope_core::nine::Board9;
use fillscope_core::parse::parse_board9;
use fillscope_core::{parse_bitboard, Bitboard, Direction, Method, Piece, Step};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Editor properties.
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The current setup.
    pub setup: Setup,
    /// The current tool.
    pub tool: Tool,
    /// The tools offered.
    pub tools: Vec<Tool>,
    /// The 9x9 board's marks, when it is on show (BFS and Voronoi).
    pub nine: Option<Marks9>,
    /// What replaced the board in one click (Clear, Seed example, Random
    /// board), when Undo puts that board back ([`fillscope::state::BoardUndo`]).
    #[prop_or_default]
    pub replaced: Option<&'static str>,
    /// Whether an edit can be undone.
    #[prop_or_default]
    pub undo: bool,
    /// Whether an undone edit can be made again.
    #[prop_or_default]
    pub redo: bool,
    /// Receives edits.
    pub on_action: Callback<Action>,
}

/// A labelled `<select>` over `(value, label)` pairs.
fn select(
    id: &'static str,
    label: &'static str,
    options: Vec<(&'static str, &'static str)>,
    current: &str,
    on_pick: Callback<String>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on_pick.emit(
            e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value(),
        )
    });
    // An option is made afresh when it becomes or stops being the one in
    // use: a menu the user has picked from does not follow its options'
    // `selected` alone (yew#2530), and showed "east" while the fill ran
    // north after another fill's menu took its place.
    let opts = options.into_iter().map(|(v, l)| {
        let on = v == current;
        html! { <option key={format!("{v}{on}")} value={v} selected={on}>{ l }</option> }
    });
    // Keyed by its id: the menus beside the Algorithm menu come and go as
    // it changes, and an unkeyed list would hand the focused menu's
    // element to another one (Yew matches unkeyed lists from the end).
    html! {
        <div class="field" key={id}>
            <label for={id}>{ label }</label>
            <select {id} {onchange}>{ for opts }</select>
        </div>
    }
}

/// The line telling what each kind of mark sets for this algorithm.
#[must_use]
pub fn meaning_text(a: Algorithm) -> String {
    let m = a.inputs();
    let mut parts: Vec<String> = m
        .blockers
        .map(|b| {
            if m.blockers_are_complement {
                format!("Blockers = squares outside {b}")
            } else {
                format!("Blockers = {b}")
            }
        })
        .into_iter()
        .collect();
    if let Some(s) = m.sources {
        parts.push(format!("Sources = {s}"));
    }
    if let Some(t) = m.targets {
        parts.push(format!("Targets = {t}"));
    }
    for (role, name) in m.more {
        let tool = Tool::MARKS.into_iter().find(|t| t.role() == Some(*role));
        if let Some(tool) = tool {
            parts.push(format!("{} = {name}", tool.label()));
        }
    }
    if m.takes(Choice::Walls) {
        parts.push("Walls: click a square's edge with the Wall tool".into());
    }
    parts.join(" · ")
}

/// The editor panel.
#[component]
pub fn Editor(props: &EditorProps) -> Html {
    let s = &props.setup;
    let a = s.algorithm;
    let emit = |f: fn(&str) -> Option<Action>| {
        let cb = props.on_action.clone();
        Callback::from(move |v: String| {
            if let Some(act) = f(&v) {
                cb.emit(act);
            }
        })
    };
    let algos = Algorithm::menu()
        .iter()
        .map(|a| (a.link_id(), a.menu_label()))
        .collect();
    // `fill` keeps the occluded fills' method last on show.
    let pick_algorithm = props.on_action.reform(Action::PickAlgorithm);
    let mut options = vec![select(
        "algorithm",
        "Algorithm",
        algos,
        a.link_id(),
        pick_algorithm,
    )];
    if a.inputs().takes(Choice::Step) {
        let steps = Step::ALL.iter().map(|k| (k.name(), k.name())).collect();
        options.push(select(
            "step",
            "Step kind",
            steps,
            s.step.name(),
            emit(|v| Step::from_name(v).map(Action::SetStep)),
        ));
    }
    if a.inputs().takes(Choice::Direction) {
        let dirs = Direction::ALL
            .iter()
            .map(|d| (d.name(), d.name()))
            .collect();
        options.push(select(
            "direction",
            "Direction",
            dirs,
            s.direction.name(),
            emit(|v| Direction::from_name(v).map(Action::SetDirection)),
        ));
        let methods = Method::ALL.iter().map(|m| (m.name(), m.name())).collect();
        options.push(select(
            "method",
            "Method",
            methods,
            s.method().name(),
            emit(|v| Method::from_name(v).map(Action::SetMethod)),
        ));
    }
    if a.inputs().takes(Choice::Piece) {
        let pieces = Piece::ALL.iter().map(|p| (p.name(), p.name())).collect();
        options.push(select(
            "piece",
            "Piece",
            pieces,
            s.piece.name(),
            emit(|v| Piece::from_name(v).map(Action::SetPiece)),
        ));
    }

    if takes_nine(a) {
        let current = if props.nine.is_some() { "9x9" } else { "8x8" };
        options.push(select(
            "board-size",
            "Board size",
            vec![("8x8", "8x8 (u64)"), ("9x9", "9x9 Great Escape (u128)")],
            current,
            emit(|v| Some(Action::SetNine(v == "9x9"))),
        ));
    }

    // Each tool's key is its place among the buttons (with the focus on
    // the board or the tools: `fillscope::keys`).
    let tools = props.tools.iter().enumerate().map(|(i, &t)| {
        let cb = props.on_action.clone();
        let pressed = t == props.tool;
        let key = (i < 9).then(|| (i + 1).to_string());
        html! {
            <button class={classes!("tool", t.class())}
                aria-pressed={if pressed { "true" } else { "false" }}
                title={key.as_ref().map(|k| format!("{} ({k}, on the board)", t.label()))}
                aria-keyshortcuts={key}
                onclick={Callback::from(move |_: MouseEvent| cb.emit(Action::SetTool(t)))}>
                <span class="swatch" aria-hidden="true"></span>{ t.label() }
            </button>
        }
    });
    let button = |label: &'static str, make: fn() -> Action| {
        let cb = props.on_action.clone();
        html! { <button onclick={Callback::from(move |_: MouseEvent| cb.emit(make()))}>{ label }</button> }
    };
    let random = {
        let cb = props.on_action.clone();
        Callback::from(move |_: MouseEvent| {
            let seed = (js_sys::Math::random() * 9.007_199_254_740_991e15) as u64;
            cb.emit(Action::Random(seed));
        })
    };
    // Undo and Redo grey out when nothing is left to take back or make
    // again: the keyboard focus then goes to the first of the buttons
    // beside them rather than to the top of the page.
    let history = |action: fn() -> Action| {
        let cb = props.on_action.clone();
        Callback::from(move |e: MouseEvent| {
            cb.emit(action());
            let pressed = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            gloo::timers::callback::Timeout::new(0, move || {
                if pressed.is_some_and(|b| b.has_attribute("disabled")) {
                    let first = web_sys::window()
                        .and_then(|w| w.document())
                        .and_then(|d| d.query_selector(".editor .actions button").ok().flatten())
                        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                    if let Some(b) = first {
                        let _ = b.focus();
                    }
                }
            })
            .forget();
        })
    };
    // One field per input register, on the board on show: 64-bit values
    // on the 8x8 board, 128-bit ones on the 9x9 board.
    let fields = s.register_names().into_iter().map(|name| {
        let cb = props.on_action.clone();
        match props.nine {
            // The first-load page hands the 9x9 board to the full app
            // before it shows it.
            #[cfg(feature = "nine")]
            Some(m) => {
                let value = m.register(a, name).unwrap_or(Board9::EMPTY).0;
                let on_set = Callback::from(move |v: u128| {
                    cb.emit(Action::SetRegister9(name.into(), Board9(v)))
                });
                html! { <RegisterField key={name} {name} {value} nine=true {on_set} /> }
            }
            _ => {
                let value = u128::from(s.register(name).unwrap_or(Bitboard::EMPTY).0);
                // An 8x8 field parses at most 64 bits.
                let on_set = Callback::from(move |v: u128| {
                    cb.emit(Action::SetRegister(name.into(), Bitboard(v as u64)))
                });
                html! { <RegisterField key={name} {name} {value} nine=false {on_set} /> }
            }
        }
    });

    html! {
        <section class="panel editor" aria-labelledby="setup-title">
            <h2 id="setup-title" class="sr-only">{ "Setup" }</h2>
            <div class="options">{ for options }</div>
            <p class="meaning" id="meaning">{ meaning_text(a) }</p>
            <div class="tools" role="group" aria-label="Tool">{ for tools }</div>
            <div class="actions">
                { button("Clear", || Action::Clear) }
                { button("Seed example", || Action::Seed) }
                <button onclick={random}>{ "Random board" }</button>
                <button id="undo" disabled={!props.undo} onclick={history(|| Action::UndoBoard)}
                    title="Undo the last edit of the board (Ctrl+Z)" aria-keyshortcuts="Control+Z">{ "Undo" }</button>
                <button id="redo" disabled={!props.redo} onclick={history(|| Action::RedoBoard)}
                    title="Redo the edit undone (Ctrl+Shift+Z or Ctrl+Y)" aria-keyshortcuts="Control+Shift+Z Control+Y">{ "Redo" }</button>
            </div>
            <p class="undo-board" id="undo-board" role="status">
                if let Some(what) = props.replaced {
                    { format!("{what}: Undo (Ctrl+Z) puts it back.") }
                }
            </p>
            // (The first-load page hands the 9x9 board to the full app.)
            if cfg!(feature = "nine") && props.nine.is_some() {
                <p class="meaning" id="nine-note">{ "The 9x9 board: squares a1 to i9, bit = file + 9 × rank, in one 128-bit word. Click squares and edges to set it." }</p>
            }
            <div class={classes!("reg-fields", props.nine.is_some().then_some("nine"))}>{ for fields }</div>
        </section>
    }
}

/// Register field properties.
#[derive(Properties, PartialEq)]
pub struct RegisterFieldProps {
    /// The register's name (`sq1`, `path`, ...).
    pub name: &'static str,
    /// Its current value (at most 64 bits on the 8x8 board).
    pub value: u128,
    /// Whether it is a set of the 9x9 board (128 bits, 81 squares).
    pub nine: bool,
    /// Receives a valid new value.
    pub on_set: Callback<u128>,
}

/// A text field for one register: hex, decimal or a square list, of the
/// 8x8 or the 9x9 board. Invalid text shows the parser's message and
/// leaves the board as it was.
#[component]
pub fn RegisterField(props: &RegisterFieldProps) -> Html {
    // What the user typed and has not committed or could not parse.
    let draft = use_state_eq(|| None::<String>);
    let error = use_state_eq(|| None::<String>);
    // A new value from elsewhere (board edits) replaces a stale draft.
    {
        let (draft, error) = (draft.clone(), error.clone());
        use_effect_with(props.value, move |_| {
            draft.set(None);
            error.set(None);
        });
    }
    let commit = {
        let (draft, error, on_set, value) = (
            draft.clone(),
            error.clone(),
            props.on_set.clone(),
            props.value,
        );
        let nine = props.nine;
        // (The first-load page hands the 9x9 board to the full app, so
        // only the full app has 9x9 fields.)
        let parse = move |text: &str| {
            if cfg!(feature = "nine") && nine {
                parse_board9(text).map(|b| b.0)
            } else {
                parse_bitboard(text).map(|b| u128::from(b.0))
            }
        };
        move |text: String| match parse(&text) {
            Ok(v) => {
                draft.set(None);
                error.set(None);
                if v != value {
                    on_set.emit(v);
                }
            }
            Err(e) => {
                draft.set(Some(text));
                error.set(Some(e.to_string()));
            }
        }
    };
    let oninput = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.set(Some(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            ))
        })
    };
    let onchange = {
        let commit = commit.clone();
        Callback::from(move |e: Event| {
            commit(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" {
            commit(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            );
        }
    });
    let id = format!("reg-{}", props.name);
    let err_id = format!("reg-{}-error", props.name);
    let text = (*draft).clone().unwrap_or_else(|| {
        if cfg!(feature = "nine") && props.nine {
            Board9(props.value).hex()
        } else {
            Bitboard(props.value as u64).hex()
        }
    });
    let invalid = error.is_some();
    html! {
        <div class={classes!("field", "reg-field", invalid.then_some("invalid"))}>
            <label for={id.clone()}>{ props.name }</label>
            <input type="text" id={id} value={text} spellcheck="false" autocomplete="off"
                aria-invalid={if invalid { "true" } else { "false" }}
                aria-describedby={invalid.then(|| err_id.clone())}
                {oninput} {onchange} {onkeydown} />
            if let Some(msg) = (*error).clone() {
                <span class="error" id={err_id}>{ msg }</span>
            }
        </div>
    }
}
