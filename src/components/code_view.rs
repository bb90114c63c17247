//! The Code mode: the user's own C routine, run by the background worker
//! (`fillscope-play`) on the Play tab's board after every edit, and stepped
//! statement by statement: its line highlighted in the editor, every
//! variable in scope listed (the changed ones marked), the set just
//! assigned drawn on the board with the arrays of sets as numbered layers,
//! the bugs the run found (wrapped bits, `1 << sq`, undefined behaviour,
//! loops that never end) named at their lines.

use std::rc::Rc;

use fillscope::code_mode::{
    array_bind, array_binding, array_text, board_cells, board_values, check, drawing, grouped,
    is_set, layers, wrapped_at, Against, Check, CodeState, DrawAs, Fill, CHECK_WORDS, OWN_CODE,
    WRAPPED,
};
use fillscope::model::{Algorithm, Setup};
use fillscope::nine_board::{takes_nine, Marks9};
use fillscope::state::{Action, Tool};
use fillscope::url_state::UrlState;
use fillscope_core::nine::Board9;
use fillscope_core::Bitboard;
use fillscope_draw::look::Look;
use fillscope_protocol::{CodePreset, CodeRequest, CodeRun, Reply, Request, SET_BINDINGS};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::clipboard::copy;
use crate::components::board::Board;
use crate::components::controls::Controls;
use crate::components::export_panel::download;
use crate::components::legend::DiffKey;
use crate::components::live::Announce;
use crate::components::share::{link_url, Share};
use crate::worker_client;

/// How long after the last edit the code runs.
const DEBOUNCE_MS: u32 = 300;

/// How long the worker may take to load and run the code (a budget of
/// millions of statements takes seconds).
const RUN_TIMEOUT_MS: u32 = 30_000;

/// Code mode properties.
#[derive(Properties, PartialEq)]
pub struct CodeViewProps {
    /// The code and its last run.
    pub code: CodeState,
    /// The Play tab's setup: the board the code runs on.
    pub setup: Setup,
    /// The playback speed in hundredths of a frame per second.
    pub speed: u32,
    /// Receives edits and playback actions.
    pub on_action: Callback<Action>,
    /// A notice to show above the board.
    #[prop_or_default]
    pub notice: Html,
    /// Whether this is an embed (the code read-only, no panels).
    #[prop_or_default]
    pub embed: bool,
    /// The page's state, which the Share panel links to or embeds.
    #[prop_or_default]
    pub page: UrlState,
    /// The 9x9 board, when it is on show: the code runs on its sets
    /// (128-bit) and the board draws 81 squares.
    #[prop_or_default]
    pub nine: Option<Marks9>,
}

/// Square names of a set of the 8x8 board, or of the 9x9 board with
/// `nine`, at most `max` of them.
fn square_names(set: u128, nine: bool, max: usize) -> String {
    let names: Vec<String> = if nine {
        Board9(set)
            .squares()
            .take(max)
            .map(|s| s.to_string())
            .collect()
    } else {
        Bitboard(set as u64)
            .squares()
            .take(max)
            .map(|s| s.to_string())
            .collect()
    };
    let more = set.count_ones() as usize > max;
    format!("{}{}", names.join(", "), if more { ", …" } else { "" })
}

/// Sends the request to the worker and turns its answer into an action.
fn ask(req: CodeRequest, on_action: Callback<Action>, running: UseStateSetter<bool>) {
    let asked = Rc::new(req.clone());
    running.set(true);
    let answered =
        worker_client::client().request(Request::RunCode(Box::new(req)), RUN_TIMEOUT_MS, || {});
    wasm_bindgen_futures::spawn_local(async move {
        let action = match answered.await {
            Ok(answer) => match answer.reply {
                Reply::Code(run) => Action::CodeRan(asked, Rc::new(run)),
                _ => Action::CodeFailed(
                    asked,
                    "The background worker sent something else than a run.".into(),
                ),
            },
            Err(why) => Action::CodeFailed(asked, why),
        };
        running.set(false);
        on_action.emit(action);
    });
}

/// Runs the code in the worker on every change of code, bindings or
/// board, once the typing stops, sending what comes back to `on_action`;
/// whether a run is under way, and a callback that runs the same request
/// again (after a stop or a failure). The Code tab and the Compare mode
/// (with the code as run B) both run it.
#[hook]
pub fn use_code_runs(
    code: &CodeState,
    setup: &Setup,
    nine: Option<&Marks9>,
    on_action: &Callback<Action>,
) -> (UseStateHandle<bool>, Callback<()>) {
    let running = use_state(|| false);
    let request = code.request(setup, nine);
    let again = {
        let (req, on_action, setter) = (request.clone(), on_action.clone(), running.setter());
        Callback::from(move |()| ask(req.clone(), on_action.clone(), setter.clone()))
    };
    let on_action = on_action.clone();
    let setter = running.setter();
    use_effect_with(request, move |req| {
        let req = req.clone();
        let timer = Timeout::new(DEBOUNCE_MS, move || ask(req, on_action, setter));
        move || drop(timer)
    });
    (running, again)
}

/// Inserts `text` at the textarea's selection, as typing would.
fn insert_at_caret(area: &web_sys::HtmlTextAreaElement, text: &str) -> String {
    let value = area.value();
    let chars: Vec<char> = value.chars().collect();
    // The selection is in UTF-16 units; the editor's text is mostly ASCII,
    // but count properly.
    let to_char = |utf16: u32| {
        let mut units = 0u32;
        for (i, c) in chars.iter().enumerate() {
            if units >= utf16 {
                return i;
            }
            units += c.len_utf16() as u32;
        }
        chars.len()
    };
    let start = to_char(area.selection_start().ok().flatten().unwrap_or(0));
    let end = to_char(area.selection_end().ok().flatten().unwrap_or(0)).max(start);
    let mut out: String = chars[..start].iter().collect();
    out.push_str(text);
    out.extend(&chars[end..]);
    area.set_value(&out);
    let caret: u32 = chars[..start]
        .iter()
        .map(|c| c.len_utf16() as u32)
        .sum::<u32>()
        + text.encode_utf16().count() as u32;
    let _ = area.set_selection_range(caret, caret);
    out
}

/// The 1-based line the textarea's caret is on.
fn caret_line(area: &web_sys::HtmlTextAreaElement) -> u32 {
    let at = area.selection_start().ok().flatten().unwrap_or(0) as usize;
    let before: String = area
        .value()
        .encode_utf16()
        .take(at)
        .map(|u| u as u8 as char)
        .collect();
    before.matches('\n').count() as u32 + 1
}

/// The Code mode.
#[component]
pub fn CodeView(props: &CodeViewProps) -> Html {
    let code = &props.code;
    let on_action = props.on_action.clone();
    let (running, run_again) = use_code_runs(code, &props.setup, props.nine.as_ref(), &on_action);
    let presets = use_state(|| None::<Rc<Vec<CodePreset>>>);
    // After Escape, Tab leaves the editor instead of indenting.
    let escaped = use_mut_ref(|| false);

    // The built-in fills as C, once.
    {
        let presets = presets.setter();
        use_effect_with((), move |_| {
            let answered =
                worker_client::client().request(Request::CodePresets, RUN_TIMEOUT_MS, || {});
            wasm_bindgen_futures::spawn_local(async move {
                if let Ok(answer) = answered.await {
                    if let Reply::CodePresets { presets: list } = answer.reply {
                        presets.set(Some(Rc::new(list)));
                    }
                }
            });
        });
    }

    // The run's result against a built-in fill with the same board.
    let on_nine = props.nine.is_some();
    let against = code.against;
    let on_against = props.on_action.reform(|e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetCodeAgainst(Algorithm::from_id(&v))
    });
    // On the 9x9 board, the fills that have a 9x9 form.
    let against_options = Algorithm::menu()
        .into_iter()
        .filter(|&a| !on_nine || takes_nine(a) || Some(a) == against)
        .map(|a| {
            html! { <option value={a.id()} selected={Some(a) == against}>{ a.menu_label() }</option> }
        });
    // What is compared: the result, one of the built-in's registers at its
    // end, or layer k (an array of sets in the code against the built-in's
    // numbered layers).
    let against_what = &code.part;
    // The built-in's run, traced when the fill or the board changes, not
    // on every frame step.
    // On the 9x9 board, a fill with no 9x9 form has no run (`None`).
    let theirs = use_memo(
        (against, props.setup.clone(), props.nine),
        |(against, setup, nine)| {
            against.map(|a| {
                let fill = match nine {
                    Some(marks) => marks.trace(a).map(|t| Fill::of9(&t)),
                    None => Some(Fill::of(
                        &Setup {
                            algorithm: a,
                            ..setup.clone()
                        }
                        .trace(),
                    )),
                };
                (fill, a)
            })
        },
    );
    let run_end = code.run.as_deref().and_then(|r| r.frames.last());
    let my_layers: Vec<u128> = run_end
        .and_then(|f| layers(f).into_iter().next())
        .map(|(_, sets)| sets)
        .unwrap_or_default();
    // The built-in's run, when the fill picked has one on this board.
    let their_fill = theirs.as_ref().as_ref().and_then(|(fill, _)| fill.as_ref());
    // The built-in's own layers: a layer only the code has is not the
    // built-in's to compare.
    let layer_count = their_fill.map_or(0, |fill| fill.layers.len());
    // A layer or register the fill now picked does not have (another fill,
    // another board) is not offered: the result is compared instead.
    let what_now = their_fill.map_or(Against::Result, |fill| match against_what {
        Against::Layer(k) if *k >= layer_count => Against::Result,
        Against::Register(n) if !fill.registers.iter().any(|(m, _)| m == n) => Against::Result,
        what => what.clone(),
    });
    // Said, not silently dropped: the pick stays in the state, and comes
    // back when a fill that has it is picked again.
    let part_gone = (their_fill.is_some() && what_now != *against_what).then(|| {
        let title = against.map_or("", Algorithm::title);
        let picked = match against_what {
            Against::Layer(k) => format!("layer {k} on this board"),
            Against::Register(n) => format!("register {n}"),
            Against::Result => String::new(),
        };
        html! { <p class="hint" id="code-part-gone">{ format!("{title} has no {picked}: the result is compared instead.") }</p> }
    });
    let checked = theirs.as_ref().as_ref().and_then(|(fill, a)| {
        let ret = code.run.as_deref()?.ret.as_deref();
        let c = match fill {
            Some(fill) => check(ret, &my_layers, fill, &what_now),
            None => Check::Apart("it has no 9x9 form".into()),
        };
        Some((c, *a))
    });
    // The two sets the board marks where they differ.
    let diff = checked.as_ref().and_then(|(c, _)| match c {
        Check::Sets { mine, theirs, .. } => Some((*mine, *theirs)),
        _ => None,
    });
    let run: Option<&CodeRun> = code.run.as_deref();
    // The run on show is the code's as it was before the last change: the
    // new one is under way, or was stopped or failed. Its board, values and
    // findings are dimmed, and the status says whose they are.
    let stale = code.stale(&code.request(&props.setup, props.nine.as_ref()));
    let frame = code.frame();
    let at_end = run.is_some_and(|r| code.playback.frame + 1 == r.frames.len());
    let ret = run.filter(|_| at_end).and_then(|r| r.ret.as_deref());
    let nine = props.nine.as_ref();
    let marks = match nine {
        Some(m) => [
            m.sources.0,
            m.targets.0,
            m.blockers.0,
            m.side_c.0,
            m.side_d.0,
            0,
            0,
        ],
        None => {
            let s = &props.setup;
            [
                s.sources, s.targets, s.blockers, s.side_c, s.side_d, s.white, s.black,
            ]
            .map(|b| u128::from(b.0))
        }
    };
    let diff_shown = diff.filter(|_| at_end);
    let wrapped = match (frame, run) {
        (Some(f), Some(r)) => wrapped_at(f, &r.warnings),
        _ => 0,
    };
    let values = board_values(marks, frame, &code.draw, wrapped, ret, diff_shown);
    // The difference's own key stands in for its three values.
    let legend = code_legend(if diff_shown.is_some() { &[] } else { &values });
    let mut cells = board_cells(values, nine.map(|m| m.walls), props.setup.walls);
    if wrapped != 0 {
        for c in &mut cells {
            c.renamed = Look::of(WRAPPED.0).map(|l| (l, WRAPPED.1));
        }
    }
    if diff_shown.is_some() {
        for c in &mut cells {
            c.diff = Some(CHECK_WORDS);
        }
    }
    let cells = Rc::new(cells);
    // What a screen reader hears at each step: where the run is.
    let said = match frame {
        Some(f) => format!(
            "Step {} of {}: line {}, in {}.",
            code.playback.frame + 1,
            code.playback.len,
            f.line,
            f.function
        ),
        None => String::new(),
    };
    let controls = html! {
        <>
        <Controls playback={code.playback} speed={props.speed} on_action={on_action.clone()} />
        <Announce text={said.clone()} />
        </>
    };

    // The status line: compiling, running, failed, or what the run did.
    let error = run.and_then(|r| r.error.as_ref());
    const BEFORE: &str =
        "The board and values on show are the last run's, of the code as it was before.";
    let status = if *running && run.is_none() {
        "Running…".to_string()
    } else if *running && stale {
        format!("Running… {BEFORE}")
    } else if let Some(why) = &code.failure {
        if stale {
            format!("{why} {BEFORE}")
        } else {
            why.clone()
        }
    } else if let Some(e) = error {
        if e.line == 0 {
            e.message.clone()
        } else {
            format!("Line {}, column {}: {}", e.line, e.column, e.message)
        }
    } else if let Some(r) = run {
        let mut s = format!(
            "{} ran {} statement{}",
            r.entry,
            r.steps,
            if r.steps == 1 { "" } else { "s" }
        );
        match (&r.stop, &r.ret) {
            (Some(stop), _) => s.push_str(&format!(
                " and stopped at line {}: {}",
                stop.line, stop.message
            )),
            (None, Some(v)) => s.push_str(&format!(" and returned {v}")),
            (None, None) => s.push_str(" and returned"),
        }
        if r.frames_dropped > 0 {
            s.push_str(&format!(
                " (the first {} statements are kept as frames)",
                r.frames.len()
            ));
        }
        s.push('.');
        s
    } else {
        "Loading the playground…".to_string()
    };

    // The lines to mark in the editor.
    let current_line = frame.map(|f| f.line);
    // The code scrolls inside its box (the embed's code box, the page's
    // editor): keep the current line in sight as the frames go by (a third
    // of the way down, for context), by whatever steps them (keys, the
    // slider, playback). Not while the user types in the editor: its view
    // stays where they write.
    let side = use_node_ref();
    {
        let (side, embed) = (side.clone(), props.embed);
        use_effect_with(current_line, move |_| {
            if embed {
                show_current_line(&side);
                return;
            }
            let document = web_sys::window().and_then(|w| w.document());
            let Some(editor) = document
                .as_ref()
                .and_then(|d| d.get_element_by_id("code-editor"))
            else {
                return;
            };
            let typing = document
                .and_then(|d| d.active_element())
                .is_some_and(|a| editor.contains(Some(&a)));
            if !typing {
                bring_current_line_into(&editor);
            }
        });
    }
    let stop_line = run.and_then(|r| r.stop.as_ref()).map(|s| s.line);
    let error_line = error.map(|e| e.line);
    let warn_lines: Vec<u32> = run
        .map(|r| r.warnings.iter().map(|w| w.line).collect())
        .unwrap_or_default();
    let line_count = code.source.lines().count().max(1) as u32 + 1;
    // Wide enough for the longest line: the editor scrolls sideways as a
    // whole, gutter and marks with it.
    let columns = code
        .source
        .lines()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0)
        .max(40)
        + 2;

    let gutter = (1..=line_count).map(|n| {
        let bp = code.breakpoints.contains(&n);
        let mut class = classes!("gutter-line");
        if bp {
            class.push("breakpoint");
        }
        if Some(n) == current_line {
            class.push("current");
        }
        if Some(n) == error_line || Some(n) == stop_line {
            class.push("error");
        } else if warn_lines.contains(&n) {
            class.push("warn");
        }
        let onclick = on_action.reform(move |_| Action::ToggleBreakpoint(n));
        html! {
            <button type="button" {class} tabindex="-1" {onclick}
                aria-pressed={if bp { "true" } else { "false" }}
                aria-label={format!("Breakpoint on line {n}")}
                disabled={props.embed}>{ n }</button>
        }
    });
    // One row per line behind the text, marked current, warned or wrong
    // (classes, not positions: the page's CSP allows no inline styles).
    let rows = (1..=line_count).map(|n| {
        let mut class = classes!("code-row");
        if Some(n) == current_line {
            class.push("current");
        }
        if Some(n) == error_line.or(stop_line) {
            class.push("error");
        } else if warn_lines.contains(&n) {
            class.push("warn");
        }
        html! { <div {class}></div> }
    });
    let oninput = on_action.reform(|e: InputEvent| {
        Action::SetCodeText(
            e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .value(),
        )
    });
    let onkeydown = {
        let on_action = on_action.clone();
        let escaped = escaped.clone();
        Callback::from(move |e: KeyboardEvent| {
            let area: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            let key = e.key();
            let was_escaped = std::mem::replace(&mut *escaped.borrow_mut(), key == "Escape");
            match key.as_str() {
                "Tab" if !e.shift_key() && !was_escaped && !e.ctrl_key() && !e.alt_key() => {
                    e.prevent_default();
                    on_action.emit(Action::SetCodeText(insert_at_caret(&area, "    ")));
                }
                "F9" => {
                    e.prevent_default();
                    on_action.emit(Action::ToggleBreakpoint(caret_line(&area)));
                }
                _ => {}
            }
        })
    };
    // An embed's code is read, not edited: a list of its lines, each
    // wrapping under its own indent where the frame is narrow (a 600 px
    // frame cut long lines off at the right: the editor's lines are one row
    // each, its gutter and marks a row apart), its number level with its
    // first row. Its rows carry the editor's marks (current, warned, wrong,
    // breakpoint) and `code-row`, by which the current one is kept in sight.
    let editor = if props.embed {
        let items = code.source.lines().zip(1u32..).map(|(text, n)| {
            let mut class = classes!("code-row");
            let current = Some(n) == current_line;
            if current {
                class.push("current");
            }
            if Some(n) == error_line.or(stop_line) {
                class.push("error");
            } else if warn_lines.contains(&n) {
                class.push("warn");
            }
            if code.breakpoints.contains(&n) {
                class.push("breakpoint");
            }
            let rest = text.trim_start();
            let lead = &text[..text.len() - rest.len()];
            html! {
                <li {class} aria-current={current.then_some("true")}>
                    <span class="ln" aria-hidden="true">{ n }</span>
                    <code><span class="lead">{ lead }</span><span class="rest">{ rest }</span></code>
                </li>
            }
        });
        html! { <ol class="code-listing" id="code-listing" aria-label="C code">{ for items }</ol> }
    } else {
        html! {
        <div class="code-editor" id="code-editor">
            <div class="code-gutter" aria-hidden={if props.embed { "true" } else { "false" }}>{ for gutter }</div>
            <div class="code-text">
                <div class="code-rows" aria-hidden="true">{ for rows }</div>
                <textarea id="code-source" class="code-source" spellcheck="false" wrap="off"
                    autocapitalize="off" autocomplete="off"
                    aria-label="C code" aria-describedby="code-help code-status"
                    rows={line_count.to_string()} cols={columns.to_string()} readonly={props.embed}
                    value={code.source.clone()} {oninput} {onkeydown} />
            </div>
        </div>
        }
    };

    // The variables at this frame, the changed ones marked, with copy.
    let copied = use_state(|| None::<(String, bool)>);
    let drawn_now = frame.map(|f| drawing(f, &code.draw)).unwrap_or_default();
    let var_rows = frame.into_iter().flat_map(|f| f.vars.iter()).enumerate().map(|(i, v)| {
        let value = match (&v.value, &v.elems) {
            (Some(x), _) => x.clone(),
            (None, Some(xs)) => array_text(xs, v.zeros),
            (None, None) => "never assigned".into(),
        };
        // How it is drawn now, if it is; what its menu offers otherwise: its
        // pick, else an array's layers or a set's frontier.
        let shown = drawn_now
            .iter()
            .find(|(d, _)| d.name == v.name)
            .map(|&(_, how)| how);
        let how = shown
            .or_else(|| {
                code.draw
                    .iter()
                    .find(|(n, h)| *n == v.name && *h != DrawAs::Off)
                    .map(|&(_, h)| h)
            })
            .unwrap_or(if v.elems.is_some() {
                DrawAs::Layers
            } else {
                DrawAs::Frontier
            });
        let draw_controls = (is_set(v) && !props.embed).then(|| {
            let id = format!("draw-var-{i}");
            let on_check = {
                let name = v.name.clone();
                on_action.reform(move |e: Event| {
                    let on = e.target_unchecked_into::<web_sys::HtmlInputElement>().checked();
                    Action::SetCodeDraw(Some((name.clone(), if on { how } else { DrawAs::Off })))
                })
            };
            let on_how = {
                let name = v.name.clone();
                on_action.reform(move |e: Event| {
                    let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                    Action::SetCodeDraw(Some((name.clone(), DrawAs::from_word(&v).unwrap_or(how))))
                })
            };
            // Numbered layers are for arrays; an array drawn another way
            // draws all its elements together.
            let options = DrawAs::WORDS
                .iter()
                .filter(|(d, ..)| *d != DrawAs::Off && (*d != DrawAs::Layers || v.elems.is_some()))
                .map(|&(d, _, label)| {
                    html! { <option value={d.word()} selected={d == how}>{ label }</option> }
                });
            html! {
                <span class="var-draw">
                    <input type="checkbox" id={id.clone()} checked={shown.is_some()} onchange={on_check} />
                    <label for={id.clone()}>{ "Draw" }<span class="sr-only">{ format!(" {}", v.name) }</span></label>
                    <select id={format!("{id}-as")} class="small" aria-label={format!("How {} is drawn", v.name)} onchange={on_how}>
                        { for options }
                    </select>
                </span>
            }
        });
        let on_copy = {
            let (name, text) = (v.name.clone(), value.clone());
            let set = copied.setter();
            Callback::from(move |_| {
                let (name, text, set) = (name.clone(), text.clone(), set.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    let ok = copy(&text).await;
                    set.set(Some((name, ok)));
                });
            })
        };
        let status = match &*copied {
            Some((n, true)) if *n == v.name => "Copied",
            Some((n, false)) if *n == v.name => "Not copied: select the value and press Ctrl+C",
            _ => "",
        };
        html! {
            <tr class={classes!(
                v.changed.then_some("changed"),
                shown.map(|how| ["drawn".to_string(), format!("drawn-{}", how.word())])
            )}>
                <th scope="row">
                    { &v.name }
                    if v.changed { <span class="changed-mark" title="changed by this statement">{ " ●" }<span class="sr-only">{ " changed" }</span></span> }
                    <span class="var-type">{ if v.global { format!("global {}", v.ty) } else { v.ty.clone() } }</span>
                </th>
                <td>
                    <code class={classes!("var-value", v.elems.is_some().then_some("var-array"))}>{ value }</code>
                    { " " }
                    <span class="var-actions">
                    { draw_controls.unwrap_or_default() }
                    <button type="button" class="small" onclick={on_copy}
                        aria-label={format!("Copy {}", v.name)}>{ "Copy" }</button>
                    </span>
                    <span class="copy-status" role="status">{ status }</span>
                </td>
            </tr>
        }
    });
    let vars = html! {
        <div class={classes!("code-vars-wrap", stale.then_some("stale"))}>
        <table class="code-vars" id="code-vars">
            <caption><h2>{ frame.map_or("Variables".to_string(), |f| format!("Variables at step {} (line {}, in {})", f.step, f.line, f.function)) }</h2></caption>
            <tbody>{ for var_rows }</tbody>
        </table>
        </div>
    };

    // What the run pointed out: each warning and the stop, with a button to
    // show its frame.
    let seek_step = |step: u64| {
        let index = run
            .and_then(|r| r.frames.iter().position(|f| f.step >= step))
            .unwrap_or(0);
        let cb = on_action.clone();
        Callback::from(move |_: MouseEvent| {
            cb.emit(Action::Seek(index));
            show_line_after_seek();
        })
    };
    let findings = run.map(|r| {
        let warnings = grouped(&r.warnings).into_iter().map(|(first, count)| {
            let w = &r.warnings[first];
            let again = match count {
                1 => String::new(),
                2 => " Found once more later.".to_string(),
                n => format!(" Found {} more times later.", n - 1),
            };
            html! {
                <li class={classes!("finding", format!("finding-{}", w.kind))}>
                    <strong>{ format!("Line {}: ", w.line) }</strong>{ &w.message }{ again }
                    { " " }<button type="button" class="small" onclick={seek_step(w.step)}>{ "Show it" }</button>
                </li>
            }
        });
        let stop = r.stop.as_ref().map(|s| {
            html! {
                <li class="finding finding-stop">
                    <strong>{ format!("Stopped at line {}: ", s.line) }</strong>{ &s.message }
                    { " " }<button type="button" class="small" onclick={on_action.reform(|_| { show_line_after_seek(); Action::Last })}>{ "Show it" }</button>
                </li>
            }
        });
        html! {
            if !r.warnings.is_empty() || r.stop.is_some() {
                <ul class="code-findings" id="code-findings" aria-label="What the run found">
                    { for warnings }{ for stop }
                </ul>
            }
        }
    });

    let notice = props.notice.clone();
    let status_class = if error.is_some() || code.failure.is_some() {
        "code-status bad"
    } else {
        "code-status"
    };
    // U64 parameters bound to the 9x9 board's 128-bit sets: said beside
    // the result, in a region that is always there so that screen readers
    // announce what appears in it.
    let narrow = run.and_then(|r| r.narrow.as_ref());
    let status_html = html! {
        <>
        <p class={status_class} id="code-status" role="status" aria-live="polite">{ status }</p>
        <div id="code-narrow" role="status" aria-live="polite">
            if let Some(n) = narrow {
                <p class="notice code-narrow">{ &n.message }</p>
            }
        </div>
        </>
    };

    if props.embed {
        return html! {
            <div class="code-embed">
                { notice }
                <Board cells={cells} tool={Tool::Source} read_only=true on_action={on_action.clone()} id="code-board" label="Board of the code's values" />
                <div class="code-side">
                    { status_html }
                    // What the run found (a wrapped bit, a loop that never
                    // ends) is often why the code was embedded: first, and
                    // out of the code's scrolling, which keeps the current
                    // line in sight (it scrolled a 480x549 embed's finding
                    // out at the top).
                    { findings.clone().unwrap_or_default() }
                    <div class="code-scroll" ref={side}>
                        { editor }
                        { vars }
                    </div>
                </div>
                // The embed's bar steps the run: said as the page says it.
                <Announce text={said} />
            </div>
        };
    }

    // The entry function and its parameters' bindings.
    let entry_name = run.map(|r| r.entry.clone()).unwrap_or_default();
    let functions = run.map(|r| r.functions.clone()).unwrap_or_default();
    let on_entry = on_action.reform(|e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetCodeEntry((!v.is_empty()).then_some(v))
    });
    let entry_options = functions.iter().map(|f| {
        html! { <option value={f.name.clone()} selected={f.name == entry_name && code.entry.is_some()}>{ format!("{} (line {})", f.name, f.line) }</option> }
    });
    // An entry the code no longer has (renamed, or a link's `entry=`):
    // shown as picked, so that the menu says what was asked for and any
    // other pick is a change.
    let missing_entry = code
        .entry
        .clone()
        .filter(|name| !functions.is_empty() && !functions.iter().any(|f| f.name == *name));
    let params = functions
        .iter()
        .find(|f| f.name == entry_name)
        .map(|f| f.params.clone())
        .unwrap_or_default();
    // Bindings (a link's `bind=`) for parameters the function does not
    // have: said, not passed over silently.
    let stray: Vec<String> = code
        .bind
        .iter()
        .map(|(name, _)| name.clone())
        .filter(|name| !entry_name.is_empty() && !params.iter().any(|p| p.name == *name))
        .collect();
    // Sides C and D on the board on show that the routine is not given.
    let (c, d) = match &props.nine {
        Some(m) => (!m.side_c.is_empty(), !m.side_d.is_empty()),
        None => (
            !props.setup.side_c.is_empty(),
            !props.setup.side_d.is_empty(),
        ),
    };
    let sides = (!entry_name.is_empty())
        .then(|| fillscope::code_mode::unbound_sides(&params, c, d))
        .flatten();
    let param_rows = params.iter().map(|p| {
        let id = format!("bind-{}", p.name);
        let name = p.name.clone();
        let control = if p.ty.ends_with(']') {
            // An array: its length (fixed when the code declares one) and
            // its first elements; the binding is `length;v1;v2...`.
            let declared = p
                .ty
                .split('[')
                .nth(1)
                .and_then(|x| x.trim_end_matches(']').parse::<usize>().ok());
            // The user's latest binding, which the worker's answer may
            // not have caught up with yet.
            let bind = code
                .bind
                .iter()
                .rev()
                .find(|(n, _)| *n == p.name)
                .map_or(p.bind.as_str(), |(_, b)| b.as_str());
            let (len, values) = array_binding(bind, declared);
            let values_id = format!("{id}-values");
            let on_len = {
                let (name, values) = (name.clone(), values.clone());
                on_action.reform(move |e: Event| {
                    let v = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
                    Action::BindParam(name.clone(), array_bind(v.trim(), &values))
                })
            };
            let on_values = {
                let name = name.clone();
                on_action.reform(move |e: Event| {
                    let v = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
                    Action::BindParam(name.clone(), array_bind(&len.to_string(), &v))
                })
            };
            html! {
                <span class="bind-array">
                    if declared.is_some() {
                        <span id={id.clone()}>{ format!("{len} elements") }</span>
                    } else {
                        <input id={id.clone()} type="number" class="bind-number" min="1" max="4096"
                            aria-label={format!("Elements of {}", p.name)} value={len.to_string()} onchange={on_len} />
                        <span aria-hidden="true">{ " elements" }</span>
                    }
                    <label for={values_id.clone()}>{ "starting with" }</label>
                    <input id={values_id} type="text" class="bind-values" spellcheck="false"
                        placeholder="0 0 …" value={values} onchange={on_values} />
                </span>
            }
        } else if p.ty == "U64" || p.ty == "unsigned __int128" {
            let onchange = on_action.reform(move |e: Event| {
                let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                Action::BindParam(name.clone(), v)
            });
            let is_number = !SET_BINDINGS.iter().any(|(k, _)| *k == p.bind);
            let options = SET_BINDINGS.iter().map(|(k, label)| {
                html! { <option value={*k} selected={*k == p.bind}>{ *label }</option> }
            });
            html! {
                <select id={id.clone()} {onchange}>
                    { for options }
                    <option value="0" selected={is_number}>{ if is_number && p.bind != "0" { format!("the value {}", p.bind) } else { "nothing (0)".to_string() } }</option>
                </select>
            }
        } else {
            let onchange = on_action.reform(move |e: Event| {
                let v = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
                Action::BindParam(name.clone(), v.trim().to_string())
            });
            // Text, not a number field: `0x1f` is typed as engines write
            // it (a number field drops the letters and keeps `01`).
            let value = p.bind.clone();
            html! { <input id={id.clone()} type="text" class="bind-number" spellcheck="false"
                autocomplete="off" {value} {onchange} /> }
        };
        html! {
            <tr>
                <th scope="row"><label for={id}>{ format!("{} {}", p.ty, p.name) }</label></th>
                <td>{ control }</td>
            </tr>
        }
    });

    // On the 9x9 board a fill with a 128-bit form opens in it.
    let on_preset = {
        let presets = presets.clone();
        on_action.reform(move |e: Event| {
            let select = e.target_unchecked_into::<web_sys::HtmlSelectElement>();
            let id = select.value();
            select.set_value("");
            if id == OWN_CODE {
                return Action::OpenOwnCode;
            }
            let source = presets
                .as_ref()
                .and_then(|all| all.iter().find(|p| p.id == id))
                .map(|p| match &p.nine {
                    Some(nine) if on_nine => nine.clone(),
                    _ => p.source.clone(),
                })
                .unwrap_or_default();
            if source.is_empty() {
                Action::DismissNotice
            } else {
                Action::OpenPreset(source)
            }
        })
    };
    let preset_options = presets.as_ref().map(|all| {
        all.iter()
            .map(|p| {
                let title = match (on_nine, p.nine.is_some()) {
                    (false, _) => p.title.clone(),
                    (true, true) => format!("{} (9x9, 128-bit)", p.title),
                    (true, false) => format!("{} (8x8 only, 64-bit)", p.title),
                };
                html! { <option value={p.id.clone()}>{ title }</option> }
            })
            .collect::<Html>()
    });
    let on_steps = {
        let current = code.max_steps;
        on_action.reform(move |e: Event| {
            let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            // A number out of range is brought into it (the reducer says
            // so); text that is no number leaves the budget as it was.
            let n = input.value().trim().parse::<u64>().unwrap_or(current);
            input.set_value(&n.clamp(1, fillscope::url_state::MAX_STEPS).to_string());
            Action::SetCodeSteps(n)
        })
    };
    let on_stop = Callback::from(|_| {
        worker_client::client().stop(
            "You stopped the run: the code is as you left it. Run it again, or change the code, a \
             parameter or the statement budget.",
        );
    });

    // Checked, the board shows the two sets the check compares.
    let compared = checked.as_ref().and_then(|(c, a)| match c {
        Check::Sets {
            what, their_what, ..
        } if diff_shown.is_some() => Some(format!(
            "your {what} against the {their_what} of {}",
            a.title()
        )),
        _ => None,
    });
    let diff_html = checked.map(|(c, a)| {
        let title = a.title();
        match c {
            Check::Sets { mine, theirs, what, their_what, equals } => {
                let only_mine = mine & !theirs;
                let only_theirs = theirs & !mine;
                if only_mine == 0 && only_theirs == 0 {
                    let squares = if mine == 0 { "none".to_string() } else { square_names(mine, on_nine, 12) };
                    html! { <p class="diff-same" id="code-diff">{ format!("Your {what} is the same as the {their_what} of {title}: {squares}.") }</p> }
                } else {
                    html! {
                        <p class="diff-differs" id="code-diff">
                            { format!("Your {what} differs from the {their_what} of {title}. ") }
                            if only_mine != 0 { { format!("Only in yours: {}. ", square_names(only_mine, on_nine, 12)) } }
                            if only_theirs != 0 { { format!("Only in {title}: {}. ", square_names(only_theirs, on_nine, 12)) } }
                            if let Some(name) = equals { { format!("Your result is the {name} of {title}: pick it under \"compare\".") } }
                        </p>
                    }
                }
            }
            Check::Numbers { mine, theirs } if mine == theirs => html! {
                <p class="diff-same" id="code-diff">{ format!("Your result is the same as that of {title}: both return {mine}.") }</p>
            },
            Check::Numbers { mine, theirs } => html! {
                <p class="diff-differs" id="code-diff">{ format!("Your result differs from that of {title}: yours returns {mine}, {title} returns {theirs}{}.", a.returns().map(|what| format!(" ({what})")).unwrap_or_default()) }</p>
            },
            Check::Apart(why) => html! {
                <p class="diff-apart" id="code-diff">{ format!("Nothing to compare with {title}: {why}.") }</p>
            },
        }
    });
    let on_against_what = props.on_action.reform(|e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetCodePart(match (v.parse::<usize>(), v.strip_prefix('=')) {
            (Ok(k), _) => Against::Layer(k),
            (_, Some(name)) => Against::Register(name.to_string()),
            _ => Against::Result,
        })
    });
    let register_options = their_fill
        .map(|fill| fill.registers.clone())
        .unwrap_or_default();
    let register_options = register_options.into_iter().map(|(name, _)| {
        let selected = what_now == Against::Register(name.clone());
        html! { <option value={format!("={name}")} {selected}>{ format!("its {name}") }</option> }
    });
    let what_options = (0..layer_count).map(|k| {
        html! { <option value={k.to_string()} selected={what_now == Against::Layer(k)}>{ format!("layer {k}") }</option> }
    });

    let link_len = link_url(&props.page.shared()).len();
    let too_long = link_len > crate::components::share::SHARE_LIMIT;
    let on_download = {
        let text = code.source.clone();
        let name = format!(
            "{}.c",
            if entry_name.is_empty() {
                "fill"
            } else {
                &entry_name
            }
        );
        on_action.reform(
            move |_| match download(&name, "text/x-c", text.as_bytes()) {
                Ok(()) => Action::DismissNotice,
                Err(why) => Action::Notify(why),
            },
        )
    };
    let step_over = on_action.reform(|_| Action::StepOver);
    let to_break = on_action.reform(|_| Action::RunToBreakpoint);
    // The caption: what the board draws, each variable and how.
    let parts: Vec<String> = drawn_now
        .iter()
        .map(|(v, how)| format!("{} ({})", v.name, how.label()))
        .collect();
    let parts = parts.join(", ");
    let caption = match ret {
        Some(_) if compared.is_some() => {
            let compared = compared.unwrap_or_default();
            if parts.is_empty() {
                format!("The board: {compared}.")
            } else {
                format!("The board: {compared}, with {parts}.")
            }
        }
        Some(v) if v.starts_with("0x") && parts.is_empty() => {
            format!("The board: the return value {v} (result).")
        }
        Some(v) if v.starts_with("0x") => {
            format!("The board: the return value {v} (result), with {parts}.")
        }
        Some(v) if parts.is_empty() => format!("The routine returned {v}."),
        Some(v) => format!("The routine returned {v}. The board: {parts}."),
        None if parts.is_empty() => {
            "The board: the Play tab's sources, targets and blockers. Tick a variable to draw it."
                .to_string()
        }
        None => format!("The board: {parts}, on the Play tab's sources, targets and blockers."),
    };
    let on_reset_draw = on_action.reform(|_| Action::SetCodeDraw(None));

    html! {
        <>
        <section class={classes!("stage", stale.then_some("stale"))} aria-label="Board and playback" aria-busy={running.to_string()}>
            { notice }
            <Board cells={cells} tool={Tool::Source} read_only=true on_action={on_action.clone()} id="code-board" label="Board of the code's values" />
            if diff_shown.is_some() {
                <DiffKey words={CHECK_WORDS} id="code-diff-key" />
            }
            { controls }
            <div class="code-steppers">
                <button type="button" id="step-over" onclick={step_over} title="O">{ "Step over" }</button>
                <button type="button" id="run-to-break" onclick={to_break} title="B">{ "Run to breakpoint" }</button>
                if *running {
                    <button type="button" id="code-stop" class="danger" onclick={on_stop}>{ "Stop" }</button>
                } else if code.failure.is_some() {
                    <button type="button" id="code-again" onclick={run_again.reform(|_| ())}>{ "Run again" }</button>
                }
            </div>
            { legend }
            <p class="caption" id="code-drawn">
                { caption }
                if !code.draw.is_empty() {
                    { " " }
                    <button type="button" class="small" id="code-draw-reset" onclick={on_reset_draw}>{ "Draw the defaults" }</button>
                }
            </p>
            { findings.unwrap_or_default() }
        </section>
        <section class="panels code-panels" aria-label="Code">
            <div class="code-bar">
                <label for="code-preset">{ "Open a built-in fill as C" }</label>
                <select id="code-preset" onchange={on_preset} disabled={presets.is_none()}>
                    <option value="" selected=true>{ if presets.is_some() { "Choose…" } else { "Loading…" } }</option>
                    if code.own.is_some() {
                        <option value={OWN_CODE}>{ "Your code set aside (before the last preset)" }</option>
                    }
                    { preset_options.unwrap_or_default() }
                </select>
                <label for="code-entry">{ "Run" }</label>
                <select id="code-entry" onchange={on_entry}>
                    <option value="" selected={code.entry.is_none()}>{ "the last function" }</option>
                    { for entry_options }
                    if let Some(name) = missing_entry {
                        <option value={name.clone()} selected=true>{ format!("{name} (not in the code)") }</option>
                    }
                </select>
                <label for="code-steps">{ "Statement budget" }</label>
                <input id="code-steps" type="number" min="1" max="10000000" value={code.max_steps.to_string()} onchange={on_steps} />
            </div>
            { status_html }
            { editor }
            <p class="hint" id="code-help">{ "Runs after every edit. Tab indents (Escape, then Tab, leaves the editor); F9 sets a breakpoint on the caret's line, or click a line number. Outside the editor: ←/→ step, O steps over a call, B runs to the next breakpoint." }</p>
            if !params.is_empty() {
                <table class="code-params" id="code-params">
                    <caption><h2>{ format!("Parameters of {entry_name}") }</h2></caption>
                    <tbody>{ for param_rows }</tbody>
                </table>
            }
            if let Some(sides) = sides {
                <p class="notice" id="code-sides">{ sides }</p>
            }
            if !stray.is_empty() {
                <p class="hint" id="code-stray-binds">{ format!(
                    "{entry_name} has no parameter {}: its binding in the link is not used.",
                    stray.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")
                ) }</p>
            }
            { vars }
            <div class="code-share">
                if too_long {
                    <p class="notice" id="code-too-long">{ format!("This code makes a link of {} characters, too long to share in many places: download the code and share the file instead.", link_len) }</p>
                }
                <button type="button" id="code-download" onclick={on_download}>{ "Download the code (.c)" }</button>
            </div>
            <Share link={props.page.clone()} />
            if props.nine.is_some() {
                <p class="hint" id="code-nine">{ "The code runs on the Play tab's 9x9 board: its sets are 128-bit (bit = file + 9 × rank), for `unsigned __int128` parameters (a `U64` holds only a1 to a8, and a step north is `<< 9`). The BFS and Voronoi presets open in their 128-bit form." }</p>
            }
            <div class="code-against">
                <label for="code-against">{ "Check the result against" }</label>
                <select id="code-against" onchange={on_against}>
                    <option value="" selected={against.is_none()}>{ "no built-in fill" }</option>
                    { for against_options }
                </select>
                if against.is_some() {
                    <label for="code-against-what">{ "compare" }</label>
                    <select id="code-against-what" onchange={on_against_what}>
                        <option value="" selected={what_now == Against::Result}>{ "the result" }</option>
                        { for register_options }
                        { for what_options }
                    </select>
                }
                { part_gone }
                { diff_html.unwrap_or_default() }
            </div>
        </section>
        </>
    }
}

/// The Code board's legend: each value it draws, by its name, with its
/// look (the layers of an array once, as `asp[0]` to `asp[4]`); the
/// board's marks by the Play tab's words. Values without squares are left
/// out, as the board shows nothing of them.
fn code_legend(values: &[fillscope::code_mode::Drawn]) -> Html {
    use fillscope_core::trace::Role;
    use fillscope_draw::look::{appearance, legend_of};
    // (look, names): in the board's order, a look once.
    let mut rows: Vec<(Look, Role, Vec<&str>)> = Vec::new();
    for (name, bits, role) in values {
        let Some(look) = Look::of(*role).filter(|_| *bits != 0) else {
            continue;
        };
        match rows.iter_mut().find(|(l, ..)| *l == look) {
            Some((.., names)) => names.push(name),
            None => rows.push((look, *role, vec![name])),
        }
    }
    if rows.is_empty() {
        return html! {};
    }
    let items = rows.into_iter().map(|(look, role, names)| {
        let Some(entry) = legend_of([role], false).into_iter().next() else {
            return html! {};
        };
        let text = match role {
            Role::Source
            | Role::Target
            | Role::Blocker
            | Role::SideC
            | Role::SideD
            | Role::WhitePawn
            | Role::BlackPawn => entry.text,
            _ => {
                let who = match names[..] {
                    [one] => one.to_string(),
                    [first, .., last] if matches!(role, Role::Layer(_)) => format!("{first} to {last}"),
                    _ => names.join(", "),
                };
                format!("{who} ({})", appearance(look).pattern.words())
            }
        };
        let mark = match (look.mark_class(), entry.mark) {
            (Some(class), Some(letter)) => html! { <span class={classes!("mark", class)}>{ letter }</span> },
            (None, Some(n)) => html! { <span class="num">{ n }</span> },
            _ => html! {},
        };
        html! {
            <li data-look={entry.class}>
                <span class={classes!("sq", "swatch", entry.class)} aria-hidden="true">{ mark }</span>
                { text }
            </li>
        }
    });
    html! {
        <div class="legend code-legend" id="code-legend" role="group" aria-label="Legend">
            <ul>{ for items }</ul>
        </div>
    }
}

/// Scrolls the box `side` so that its current code line is in sight, a third
/// of the way down, when it is not already.
fn show_current_line(side: &NodeRef) {
    if let Some(side) = side.cast::<web_sys::Element>() {
        bring_current_line_into(&side);
    }
}

/// After the frame `Show it` picked is drawn, the page's editor scrolls to
/// its line (a stop at line 72 of a long routine).
fn show_line_after_seek() {
    gloo::timers::callback::Timeout::new(0, || {
        if let Some(editor) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("code-editor"))
        {
            bring_current_line_into(&editor);
        }
    })
    .forget();
}

/// Scrolls the box `side` (the embed's code box or the page's editor) so that
/// its current code line is in sight, a third of the way down, when it is
/// not already.
fn bring_current_line_into(side: &web_sys::Element) {
    let Some(row) = side.query_selector(".code-row.current").ok().flatten() else {
        return;
    };
    let (s, r) = (
        side.get_bounding_client_rect(),
        row.get_bounding_client_rect(),
    );
    if r.top() < s.top() || r.bottom() > s.bottom() {
        let by = r.top() - s.top() - s.height() / 3.0;
        side.set_scroll_top(side.scroll_top() + by.round() as i32);
    }
}
