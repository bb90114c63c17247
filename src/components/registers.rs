//! Every register of the frame with its value and a copy button.

use fillscope_core::{Frame, Role};
use yew::prelude::*;

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
    // Which register's value was just copied (or failed to copy).
    let copied = use_state(|| None::<(String, bool)>);
    let rows = props.frame.iter().flat_map(|f| f.registers.iter()).map(|r| {
        let hex = r.value.hex();
        let onclick = {
            let (copied, name, hex) = (copied.clone(), r.name.clone(), hex.clone());
            Callback::from(move |_: MouseEvent| {
                let Some(w) = web_sys::window() else {
                    return;
                };
                let promise = w.navigator().clipboard().write_text(&hex);
                let (copied, name) = (copied.clone(), name.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                    copied.set(Some((name, ok)));
                });
            })
        };
        let status = match &*copied {
            Some((n, true)) if *n == r.name => "Copied",
            Some((n, false)) if *n == r.name => "Copy failed",
            _ => "Copy",
        };
        html! {
            <tr data-register={r.name.clone()} class={role_class(r.role)}>
                <th scope="row" class="reg-name">{ &r.name }</th>
                <td><code class="reg-value">{ hex }</code></td>
                <td><button class="small copy" aria-label={format!("Copy {}", r.name)} {onclick}>{ status }</button></td>
            </tr>
        }
    });
    html! {
        <section class="panel registers" aria-labelledby="registers-title">
            <h2 id="registers-title">{ "Registers" }</h2>
            <table id="registers">
                <tbody>{ for rows }</tbody>
            </table>
        </section>
    }
}
