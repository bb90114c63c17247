//! Every register of the frame with its value and a copy button.

use std::borrow::Cow;

use fillscope::film::Line;
use fillscope_core::log::Mapping;
use fillscope_core::{Frame, Role};
use fillscope_draw::look::{marker_classes, role_words, Look};
use yew::prelude::*;

use crate::clipboard::{copy, select_for_copy};

/// Register panel properties.
#[derive(Properties, PartialEq)]
pub struct RegisterPanelProps {
    /// The frame on show.
    #[prop_or_default]
    pub frame: Option<Frame>,
    /// The frame on show as lines, in place of `frame` (the 9x9 board's
    /// 128-bit values).
    #[prop_or_default]
    pub lines: Option<Vec<Line>>,
    /// How the values are written and copied (the Log mode's mapping;
    /// little-endian rank-file elsewhere).
    #[prop_or_default]
    pub mapping: Mapping,
    /// The line under the title: what the values are.
    #[prop_or(AttrValue::Static(
        "Every value as the routine holds it at this frame (after its masks), not as typed above."
    ))]
    pub note: AttrValue,
}

/// The register panel.
#[component]
pub fn RegisterPanel(props: &RegisterPanelProps) -> Html {
    // Which register's value was just copied, and whether that worked.
    let copied = use_state(|| None::<(String, bool)>);
    let on_copy = {
        let set = copied.setter();
        use_callback((), move |(name, hex, value): Copy, _| {
            let set = set.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let ok = copy(&hex).await;
                if !ok {
                    // Select the value on show, for copying by hand.
                    if let Some(el) = value.cast::<web_sys::Element>() {
                        select_for_copy(&el);
                    }
                }
                set.set(Some((name, ok)));
            });
        })
    };
    let failed = match &*copied {
        Some((name, false)) => format!(
            "The clipboard is not available: the value of {name} is selected, copy it with Ctrl+C."
        ),
        _ => String::new(),
    };
    // The 8x8 frame's values in the panel's mapping, or the lines given.
    let lines: Vec<Line> = props.lines.clone().unwrap_or_else(|| {
        props
            .frame
            .iter()
            .flat_map(|f| f.registers.iter())
            .map(|r| Line {
                name: r.name.clone(),
                hex: props.mapping.hex(r.value),
                role: r.role,
            })
            .collect()
    });
    // The names' column fits the longest name on show (see the stylesheet).
    let longest = lines.iter().map(|r| r.name.chars().count()).max();
    let names = match longest.unwrap_or(0) {
        0..=9 => None,
        10..=13 => Some("names-13"),
        14..=17 => Some("names-17"),
        _ => Some("names-21"),
    };
    let rows = lines.into_iter().map(|r| {
        let status = match &*copied {
            Some((n, true)) if *n == r.name => "Copied",
            Some((n, false)) if *n == r.name => "Not copied",
            _ => "Copy",
        };
        html! {
            <RegisterRow key={&*r.name} name={r.name.clone()} hex={r.hex}
                role={r.role} {status} on_copy={on_copy.clone()} />
        }
    });
    html! {
        <section class="panel registers" aria-labelledby="registers-title">
            <h2 id="registers-title">{ "Registers" }</h2>
            <p class="reg-note">{ props.note.clone() }</p>
            <table id="registers" class={classes!("regs", names)}>
                <tbody>{ for rows }</tbody>
            </table>
            <p class="reg-status" id="registers-status" role="status">{ failed }</p>
        </section>
    }
}

/// One register row's properties.
#[derive(Properties, PartialEq)]
pub struct RegisterRowProps {
    /// The name as in the trace.
    pub name: Cow<'static, str>,
    /// The value as written: `0x` and hex digits.
    pub hex: String,
    /// How the routine's drawing uses it: its marker is a small board
    /// square in that look's classes (`fillscope_draw::look::marker_classes`).
    pub role: Role,
    /// The copy button's text.
    pub status: &'static str,
    /// Copies a value.
    pub on_copy: Callback<Copy>,
}

/// What a copy button sends: the register's name, its value as text, and
/// the element showing that value.
type Copy = (String, String, NodeRef);

/// A value with a place to break between its halves (`0x00000000` and
/// `10000000`), where a narrow panel breaks it rather than after 15 digits.
fn halves(hex: &str) -> Html {
    let digits = hex.strip_prefix("0x").map_or(0, str::len);
    match hex.split_at_checked(2 + digits / 2) {
        Some((a, b)) if digits > 0 => html! { <>{ a }<wbr />{ b }</> },
        _ => html! { { hex } },
    }
}

/// One row; unchanged rows are not redrawn.
#[component]
pub fn RegisterRow(props: &RegisterRowProps) -> Html {
    let hex = props.hex.clone();
    let value = use_node_ref();
    // Sources, targets, sides C and D and pawns are marks over the square,
    // as on the board.
    let mark = Look::of(props.role)
        .and_then(|l| Some((l.mark_class()?, l.appearance().pattern.mark()?.1)))
        .map_or_else(
            || html! {},
            |(class, letter)| html! { <span class={classes!("mark", class)}>{ letter }</span> },
        );
    let onclick = {
        let (cb, name, hex, value) = (
            props.on_copy.clone(),
            props.name.clone(),
            hex.clone(),
            value.clone(),
        );
        Callback::from(move |_: MouseEvent| cb.emit((name.to_string(), hex.clone(), value.clone())))
    };
    html! {
        <tr data-register={props.name.clone()}>
            <th scope="row" class="reg-name">
                <span class={classes!("sq", "marker", marker_classes(props.role).unwrap_or_else(|| "none".into()))}
                    title={role_words(props.role)} aria-hidden="true">
                    { mark }
                </span>
                { breakable(&props.name) }
            </th>
            <td><code ref={value} class="reg-value">{ halves(&hex) }</code></td>
            <td><button class="small copy" aria-label={format!("Copy {}", props.name)} {onclick}>{ props.status }</button></td>
        </tr>
    }
}

/// A register's name that may break after each `_` (`w_attack_front_spans`
/// on three lines in a narrow column, not over its value).
fn breakable(name: &str) -> Html {
    let mut parts = name.split_inclusive('_').peekable();
    let mut out = Vec::new();
    while let Some(part) = parts.next() {
        out.push(html! { { part.to_string() } });
        if parts.peek().is_some() {
            out.push(html! { <wbr /> });
        }
    }
    out.into_iter().collect()
}
