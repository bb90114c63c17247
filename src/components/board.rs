//! The board, 8x8 or 9x9 (as many squares as it is given cells): an ARIA
//! grid named "Board", the top rank on top. Clicking a
//! square applies the tool, dragging paints (mouse, pen and touch via
//! pointer events), and with the Wall tool a click near a square's edge
//! toggles the wall across that edge.
//!
//! Keyboard: one square is in the tab order (roving tabindex). Arrow keys
//! move between squares, Home/End go to the row's ends; Space or Enter
//! applies the tool to the focused square; with the Wall tool,
//! Shift+arrow toggles the wall on that side of the focused square. What a
//! key's edit leaves on the square is said in a polite live region.
//!
//! A read-only board (`read_only`: the Compare, Log, Lesson and Code tabs'
//! boards, an embed's) shows a run and cannot be edited: it is marked
//! `aria-readonly`, its help says only how to move and read, and clicks
//! and keys apply nothing.

use std::cell::Cell as StdCell;
use std::rc::Rc;

use fillscope::cells::{edge_neighbour, offset, paint, wall, Cell, Spot};
use fillscope::state::{Action, Tool};
use fillscope_draw::look::Look;
use fillscope_draw::svg::xml_escape;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Board properties.
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The 64 cells (81 for the 9x9 board), a1 first.
    pub cells: Rc<Vec<Cell>>,
    /// The editing tool.
    pub tool: Tool,
    /// Receives paint and wall actions.
    pub on_action: Callback<Action>,
    /// The grid's id (several boards on one page need their own).
    #[prop_or(AttrValue::Static("board"))]
    pub id: AttrValue,
    /// The grid's accessible name.
    #[prop_or(AttrValue::Static("Board"))]
    pub label: AttrValue,
    /// What the keys do, for screen readers, when not the tools' help
    /// (the Quiz mode paints a guess) or the read-only board's.
    #[prop_or_default]
    pub help: Option<AttrValue>,
    /// Whether the board only shows squares (a run, a log, the code's
    /// values) and takes no edits.
    #[prop_or_default]
    pub read_only: bool,
}

/// The help of a board that edits: what the keys do with the tools.
const EDIT_HELP: &str = "Arrow keys move between squares, Home and End go to the ends of the row. \
     Space or Enter applies the tool to the square. With the Wall tool, \
     Shift and an arrow key toggles the wall on that side of the square.";

/// The help of a read-only board: the keys only move, to read the squares.
const READ_ONLY_HELP: &str = "A read-only board: it shows values and cannot be edited here. \
     Arrow keys move between squares to read them, Home and End go to the ends of the row.";

/// Where a pointer event lands: the square and the position inside it as
/// fractions (0,0 = top left).
fn locate(grid: &web_sys::Element, e: &PointerEvent, size: u8) -> Option<(Spot, f64, f64)> {
    let r = grid.get_bounding_client_rect();
    if r.width() <= 0.0 || r.height() <= 0.0 {
        return None;
    }
    let n = f64::from(size);
    let fx = (f64::from(e.client_x()) - r.left()) / r.width() * n;
    let fy = (f64::from(e.client_y()) - r.top()) / r.height() * n;
    if !(0.0..n).contains(&fx) || !(0.0..n).contains(&fy) {
        return None;
    }
    let sq = Spot {
        file: fx.floor() as u8,
        rank: size - 1 - fy.floor() as u8,
    };
    Some((sq, fx - fx.floor(), fy - fy.floor()))
}

/// A touch on the board that is not applied yet: a swipe up or down
/// scrolls the page (the browser takes it and cancels the touch), a tap
/// applies the tool when it ends, and a drag more sideways than up or down
/// paints.
#[derive(Clone, Copy)]
struct Touch {
    /// The square it landed on.
    sq: Spot,
    /// Where in the square, as fractions (0,0 = top left).
    x: f64,
    y: f64,
    /// Where on the page.
    client: (i32, i32),
}

/// The side of the board showing `cells`, 8 or 9. Only the full app
/// shows the 9x9 board (the first-load page hands it over), so without
/// feature `nine` it is 8.
fn side(cells: &[Cell]) -> u8 {
    if cfg!(feature = "nine") {
        fillscope::cells::side(cells)
    } else {
        8
    }
}

/// The board.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let grid = use_node_ref();
    let size = side(&props.cells);
    // The square last painted in the current drag (None: not dragging).
    let dragging: Rc<StdCell<Option<Spot>>> = use_memo((), |_| StdCell::new(None));
    // A touch on the board, not applied yet (see [`Touch`]).
    let touched: Rc<StdCell<Option<Touch>>> = use_memo((), |_| StdCell::new(None));
    // The squares, what they show, and which is in the tab order.
    let drawn = use_mut_ref(|| Drawn {
        squares: Vec::new(),
        shown: Vec::new(),
        focus: top_left(size),
        size,
        edited: None,
        echo: false,
    });

    // A read-only board has no tool: it moves and reads, and applies nothing.
    let tool = (!props.read_only).then_some(props.tool);
    let onkeydown = {
        let (drawn, cb) = (drawn.clone(), props.on_action.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.ctrl_key() || e.alt_key() || e.meta_key() {
                return;
            }
            let (sq, size) = {
                let d = drawn.borrow();
                (d.focus, d.size)
            };
            let last = size as i8 - 1;
            let (f, r) = (sq.file as i8, sq.rank as i8);
            let delta = match e.key().as_str() {
                "ArrowUp" => Some((0, 1)),
                "ArrowDown" => Some((0, -1)),
                "ArrowRight" => Some((1, 0)),
                "ArrowLeft" => Some((-1, 0)),
                _ => None,
            };
            let target = match (e.key().as_str(), delta) {
                (_, Some((df, dr))) if e.shift_key() => {
                    // Shift+arrow: the wall on that side (Wall tool only).
                    let other = offset(sq, df, dr, size);
                    if tool == Some(Tool::Wall) {
                        if let Some(a) = other.and_then(|o| wall(sq, o, size)) {
                            drawn.borrow_mut().edited = Some(sq);
                            cb.emit(a);
                        }
                    }
                    None
                }
                (_, Some((df, dr))) => Some(((f + df).clamp(0, last), (r + dr).clamp(0, last))),
                ("Home", _) => Some((0, r)),
                ("End", _) => Some((last, r)),
                // A board that takes no marks leaves Space and Enter to the
                // page (Space plays or pauses).
                (" " | "Spacebar" | "Enter", _) if tool.is_some_and(|t| t != Tool::Wall) => {
                    if let Some(a) = paint(sq, size) {
                        drawn.borrow_mut().edited = Some(sq);
                        cb.emit(a);
                    }
                    None
                }
                _ => return,
            };
            e.prevent_default();
            // The page's playback keys must not also see this key.
            e.stop_propagation();
            if let Some((f, r)) = target {
                // Focusing it calls `onfocusin`, which puts it in the tab order.
                let at = r as usize * usize::from(size) + f as usize;
                let el = drawn.borrow().squares.get(at).cloned();
                if let Some(el) = el {
                    let _ = el.focus();
                }
            }
        })
    };
    // Clicking a square also makes it the one in the tab order.
    let onfocusin = {
        let drawn = drawn.clone();
        Callback::from(move |e: FocusEvent| {
            let name = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.get_attribute("data-square"));
            let mut d = drawn.borrow_mut();
            let sq = name.and_then(|n| d.shown.iter().find(|c| c.spot.name() == n).map(|c| c.spot));
            if let Some(sq) = sq {
                d.set_focus(sq);
            }
        })
    };

    let onpointerdown = {
        let (grid, dragging, cb) = (grid.clone(), dragging.clone(), props.on_action.clone());
        let touched = touched.clone();
        Callback::from(move |e: PointerEvent| {
            let Some(tool) = tool else {
                return;
            };
            if e.button() != 0 {
                return;
            }
            let Some(el) = grid.cast::<web_sys::Element>() else {
                return;
            };
            let Some((sq, x, y)) = locate(&el, &e, size) else {
                return;
            };
            e.prevent_default();
            if e.pointer_type() == "touch" {
                let client = (e.client_x(), e.client_y());
                touched.set(Some(Touch { sq, x, y, client }));
                return;
            }
            if tool == Tool::Wall {
                if let Some(a) = edge_neighbour(sq, size, x, y, 0.3).and_then(|o| wall(sq, o, size))
                {
                    cb.emit(a);
                }
                return;
            }
            // Keep receiving moves while the pointer is down, even for touch.
            if let Some(t) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                let _ = t.set_pointer_capture(e.pointer_id());
            }
            dragging.set(Some(sq));
            if let Some(a) = paint(sq, size) {
                cb.emit(a);
            }
        })
    };
    let onpointermove = {
        let (grid, dragging, cb) = (grid.clone(), dragging.clone(), props.on_action.clone());
        let touched = touched.clone();
        Callback::from(move |e: PointerEvent| {
            // A touch that moves more sideways than up or down starts a drag
            // (the browser scrolls for the other, and cancels the touch).
            if let Some(Touch { sq, client, .. }) =
                touched.get().filter(|_| tool != Some(Tool::Wall))
            {
                let (dx, dy) = (e.client_x() - client.0, e.client_y() - client.1);
                if dx.abs() <= dy.abs() {
                    return;
                }
                touched.set(None);
                dragging.set(Some(sq));
                if let Some(a) = paint(sq, size) {
                    cb.emit(a);
                }
            }
            let Some(last) = dragging.get() else {
                return;
            };
            let Some(el) = grid.cast::<web_sys::Element>() else {
                return;
            };
            if let Some((sq, _, _)) = locate(&el, &e, size) {
                if sq != last {
                    dragging.set(Some(sq));
                    // The drag's squares are one edit to undo.
                    if let Some(a) = paint(sq, size) {
                        cb.emit(Action::Continue(Box::new(a)));
                    }
                }
            }
        })
    };
    // A tap ends: the tool applies to its square; a finger finds a wall
    // by the nearest edge, wherever in the square it lands.
    let onpointerup = {
        let (dragging, touched, cb) = (dragging.clone(), touched.clone(), props.on_action.clone());
        Callback::from(move |_: PointerEvent| {
            dragging.set(None);
            if let Some(Touch { sq, x, y, .. }) = touched.take() {
                let a = if tool == Some(Tool::Wall) {
                    edge_neighbour(sq, size, x, y, 0.5).and_then(|o| wall(sq, o, size))
                } else {
                    paint(sq, size)
                };
                if let Some(a) = a {
                    cb.emit(a);
                }
            }
        })
    };
    let stop = {
        let (dragging, touched) = (dragging.clone(), touched.clone());
        Callback::from(move |_: PointerEvent| {
            dragging.set(None);
            touched.set(None);
        })
    };

    // The squares are written as markup by the first render, so the first
    // frame the browser paints holds the whole board; Yew then keeps that
    // markup as it is (it is made again only for the other board size) and
    // never sees the squares. Each frame repaints only the squares whose
    // cell changed, straight through the DOM (see `Drawn::paint`), and a
    // frame step has no virtual squares to build and compare.
    let markup = {
        let cells = props.cells.clone();
        use_memo(size, move |_| (AttrValue::from(markup(&cells)), cells))
    };
    {
        let (grid, markup) = (grid.clone(), markup.clone());
        use_effect_with(props.cells.clone(), move |cells| {
            let mut drawn = drawn.borrow_mut();
            let size = side(cells);
            // The first paint, or the other board: find the new squares,
            // which show the cells their markup was made from.
            if drawn.squares.len() != cells.len() || drawn.size != size {
                if let Some(grid) = grid.cast::<web_sys::Element>() {
                    drawn.squares = squares(&grid, size);
                    drawn.shown.clone_from(&markup.1);
                    drawn.focus = top_left(size);
                    drawn.size = size;
                }
            }
            drawn.paint(cells);
            // What a key's edit left on the square, said in the live region
            // (the board's last element): a screen reader does not reliably
            // read the focused square's name again when it changes. Any
            // other change of the squares (a step to another frame) empties
            // it, so an edit's words do not stay under the board, stale.
            // (Only an editable board has the region; only its keys edit.)
            let edited = drawn
                .edited
                .take()
                .and_then(|sq| cells.iter().find(|c| c.spot == sq));
            if edited.is_some() || drawn.echo {
                let said = grid
                    .cast::<web_sys::Element>()
                    .and_then(|g| g.parent_element())
                    .and_then(|w| w.last_element_child());
                if let Some(p) = said {
                    let label = edited.map(Cell::label);
                    p.set_text_content(label.as_deref());
                    drawn.echo = label.is_some();
                }
            }
        });
    }
    let ranks = (1..=size).rev().map(|r| html! { <span>{ r }</span> });
    let files = (0..size).map(|f| html! { <span>{ char::from(b'a' + f) }</span> });
    let tool_class = classes!(
        "grid",
        tool.map_or("read-only", Tool::class),
        (size == 9).then_some("nine")
    );
    let wrap_class = classes!("board-wrap", (size == 9).then_some("nine"));
    let help = format!("{}-help", props.id);

    html! {
        <div class={wrap_class}>
            <div class="ranks" aria-hidden="true">{ for ranks }</div>
            <div
                ref={grid}
                class={tool_class}
                role="grid"
                aria-label={props.label.clone()}
                aria-describedby={help.clone()}
                aria-readonly={props.read_only.then_some("true")}
                id={props.id.clone()}
                {onkeydown}
                {onfocusin}
                {onpointerdown}
                {onpointermove}
                {onpointerup}
                onpointercancel={stop}
            >{ Html::from_html_unchecked(markup.0.clone()) }</div>
            <div class="corner" aria-hidden="true"></div>
            <div class="files" aria-hidden="true">{ for files }</div>
            <p id={help} class="sr-only">
                { props.help.clone().unwrap_or(AttrValue::Static(
                    if props.read_only { READ_ONLY_HELP } else { EDIT_HELP })) }
            </p>
            if !props.read_only {
                <p class="sr-only said" aria-live="polite"></p>
            }
        </div>
    }
}

/// The top left square of a `size` board (a8 or a9), first in the tab
/// order.
fn top_left(size: u8) -> Spot {
    Spot {
        file: 0,
        rank: size - 1,
    }
}

/// The squares as drawn.
struct Drawn {
    /// The squares, a1 first (found after the first render).
    squares: Vec<web_sys::HtmlElement>,
    /// What each shows.
    shown: Vec<Cell>,
    /// The square in the tab order (roving tabindex).
    focus: Spot,
    /// The board's side, 8 or 9.
    size: u8,
    /// The square a key just edited, to be said once redrawn.
    edited: Option<Spot>,
    /// Whether the board's live region holds the words of an edit.
    echo: bool,
}

impl Drawn {
    /// Puts `sq` in the tab order, in place of the square that was.
    fn set_focus(&mut self, sq: Spot) {
        for (s, tabindex) in [(self.focus, "-1"), (sq, "0")] {
            let at = usize::from(s.rank) * usize::from(self.size) + usize::from(s.file);
            if let Some(el) = self.squares.get(at) {
                let _ = el.set_attribute("tabindex", tabindex);
            }
        }
        self.focus = sq;
    }

    /// Brings the squares up to date with `cells`: class, accessible name,
    /// layer number and marks, for the squares whose cell differs from what
    /// they show. The square's classes show or hide its number and pick its
    /// layer colour; its marks are made again only when they change. Writing these few properties directly is
    /// cheaper than rebuilding and diffing 64 virtual squares on every frame.
    fn paint(&mut self, cells: &[Cell]) {
        if self.squares.len() != cells.len() {
            return;
        }
        for (i, (cell, el)) in cells.iter().zip(&self.squares).enumerate() {
            let old = self.shown.get(i);
            if old == Some(cell) {
                continue;
            }
            el.set_class_name(&cell.classes());
            let _ = el.set_attribute("aria-label", &cell.label());
            // A square holds only the marks it shows: new marks, new markup.
            if old.is_none_or(|o| !same_marks(o, cell)) {
                el.set_inner_html(&inner(cell));
                continue;
            }
            let layer = cell.layers.last();
            if old.map(|o| o.layers.last()) == Some(layer) {
                continue;
            }
            // A square without a layer keeps no stale number in its text.
            if let Some(num) = el.first_element_child() {
                num.set_text_content(cell.layer_text().as_deref());
            }
        }
        self.shown.clear();
        self.shown.extend_from_slice(cells);
    }
}

/// The squares of a board showing `cells` (a1 first), as markup: the top
/// rank on top, its top left square in the tab order, each holding what
/// [`inner`] gives it.
fn markup(cells: &[Cell]) -> String {
    let size = side(cells);
    let mut html = String::new();
    for rank in (0..size).rev() {
        html.push_str(r#"<div role="row" class="row">"#);
        for file in 0..size {
            let sq = Spot { file, rank };
            let Some(cell) = cells.get(usize::from(rank) * usize::from(size) + usize::from(file))
            else {
                continue;
            };
            let tabindex = if sq == top_left(size) { "0" } else { "-1" };
            html.push_str(&format!(
                r#"<div role="gridcell" tabindex="{tabindex}" data-square="{sq}" class="{}" aria-label="{}">{}</div>"#,
                xml_escape(&cell.classes()),
                xml_escape(&cell.label()),
                inner(cell),
            ));
        }
        html.push_str("</div>");
    }
    html
}

/// What a square holds: its number (shown by its `layer` class), then only
/// the marks it has (S, T, C, D and the pawns, from the look table) and,
/// in a quiz, the quiz mark. Leaving out the marks a square does not show
/// keeps the board at about 200 elements instead of 600, which the first
/// load styles and lays out.
fn inner(cell: &Cell) -> String {
    let mut html = format!(
        r#"<span class="num" aria-hidden="true">{}</span>"#,
        cell.layer_text().unwrap_or_default()
    );
    for (look, _) in Look::MARKS {
        if let (true, Some(class), Some((_, letter))) = (
            cell.has(look),
            look.mark_class(),
            look.appearance().pattern.mark(),
        ) {
            html.push_str(&format!(
                r#"<span class="mark {class}" aria-hidden="true">{letter}</span>"#
            ));
        }
    }
    // (Only the full app has the Quiz mode.)
    if cfg!(feature = "modes") && cell.quiz.is_some() {
        html.push_str(r#"<span class="mark-q" aria-hidden="true"></span>"#);
    }
    html
}

/// Whether two cells hold the same elements ([`inner`]): the same marks,
/// and a quiz mark in both or neither.
fn same_marks(a: &Cell, b: &Cell) -> bool {
    Look::MARKS.iter().all(|&(l, _)| a.has(l) == b.has(l))
        && (!cfg!(feature = "modes") || a.quiz.is_some() == b.quiz.is_some())
}

/// The squares of a `size` board inside `grid`, a1 first.
fn squares(grid: &web_sys::Element, size: u8) -> Vec<web_sys::HtmlElement> {
    (0..size)
        .flat_map(|rank| (0..size).map(move |file| Spot { file, rank }))
        .filter_map(|sq| {
            let el = grid.query_selector(&format!("[data-square={sq}]")).ok()??;
            Some(el.unchecked_into())
        })
        .collect()
}
