//! Every register of the frame with its value and a copy button.

use std::borrow::Cow;

use fillscope_core::{Bitboard, Frame, Role};
use yew::prelude::*;

use crate::clipboard::{copy, select_for_copy};

/// Register panel properties.
#[derive(Properties, PartialEq)]
pub struct RegisterPanelProps {
    /// The frame on show.
    pub frame: Option<Frame>,
}

fn role_class(role: Role) -> &'static str {
    match role {
        Role::Source => "source",
        Role::Target => "target",
        Role::Propagator => "propagator",
        Role::Blocker => "blocker",
        Role::Layer(_) => "layer",
        Role::Filled => "filled",
        Role::Frontier => "frontier",
        Role::Result => "result",
        Role::ResultB => "result-b",
        Role::Tie => "tie",
        Role::Info => "info",
    }
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
    let rows = props
        .frame
        .iter()
        .flat_map(|f| f.registers.iter())
        .map(|r| {
            let status = match &*copied {
                Some((n, true)) if *n == r.name => "Copied",
                Some((n, false)) if *n == r.name => "Not copied",
                _ => "Copy",
            };
            html! {
                <RegisterRow key={&*r.name} name={r.name.clone()} value={r.value}
                    class={role_class(r.role)} {status} on_copy={on_copy.clone()} />
            }
        });
    html! {
        <section class="panel registers" aria-labelledby="registers-title">
            <h2 id="registers-title">{ "Registers" }</h2>
            <p class="reg-note">{ "Every value as the routine holds it at this frame (after masking by path, say), not as typed above." }</p>
            <table id="registers">
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
    /// The value.
    pub value: Bitboard,
    /// The role's CSS class, on the name cell: with a rule `tr.filled th`,
    /// every board square whose `filled` class changes would be searched
    /// for matching descendants.
    pub class: &'static str,
    /// The copy button's text.
    pub status: &'static str,
    /// Copies a value.
    pub on_copy: Callback<Copy>,
}

/// What a copy button sends: the register's name, its value as text, and
/// the element showing that value.
type Copy = (String, String, NodeRef);

/// One row; unchanged rows are not redrawn.
#[component]
pub fn RegisterRow(props: &RegisterRowProps) -> Html {
    let hex = props.value.hex();
    let value = use_node_ref();
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
            <th scope="row" class={classes!("reg-name", props.class)}>{ props.name.clone() }</th>
            <td><code ref={value} class="reg-value">{ hex }</code></td>
            <td><button class="small copy" aria-label={format!("Copy {}", props.name)} {onclick}>{ props.status }</button></td>
        </tr>
    }
}
