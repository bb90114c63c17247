//! What each colour and mark on the board means.

use std::rc::Rc;

use fillscope_core::{Role, Trace};
use yew::prelude::*;

/// Legend properties.
#[derive(Properties, PartialEq)]
pub struct LegendProps {
    /// The trace; the legend lists the roles it uses.
    pub trace: Rc<Trace>,
}

/// (CSS class, text) for every painted state, in board order.
const ENTRIES: [(&str, &str); 9] = [
    ("source", "Source (S)"),
    ("target", "Target (T)"),
    ("blocker", "Blocker (hatched)"),
    ("layer", "Layer k (number)"),
    ("filled", "Filled (dots)"),
    ("frontier", "Frontier (dashed ring)"),
    ("result", "Result (diagonal lines)"),
    ("result-b", "Result B (cross-hatch)"),
    ("tie", "Tie (grey stripes)"),
];

fn class_of(role: Role) -> Option<&'static str> {
    Some(match role {
        Role::Source => "source",
        Role::Target => "target",
        Role::Propagator | Role::Blocker => "blocker",
        Role::Layer(_) => "layer",
        Role::Filled => "filled",
        Role::Frontier => "frontier",
        Role::Result => "result",
        Role::ResultB => "result-b",
        Role::Tie => "tie",
        Role::Info => return None,
    })
}

/// The legend: one entry per state this trace paints.
#[component]
pub fn Legend(props: &LegendProps) -> Html {
    let used: Vec<&str> = props
        .trace
        .frames
        .iter()
        .flat_map(|f| f.registers.iter().filter_map(|r| class_of(r.role)))
        .collect();
    let items = ENTRIES
        .iter()
        .filter(|(c, _)| used.contains(c))
        .map(|&(c, text)| {
            let num = (c == "layer").then_some("k");
            let mark = match c {
                "source" => Some(("S", "mark mark-s")),
                "target" => Some(("T", "mark mark-t")),
                _ => None,
            };
            html! {
                <li>
                    <span class={classes!("sq", "swatch", c)} aria-hidden="true">
                        if let Some(n) = num { <span class="num">{ n }</span> }
                        if let Some((m, class)) = mark { <span {class}>{ m }</span> }
                    </span>
                    { text }
                </li>
            }
        });
    html! {
        <section class="panel legend" aria-labelledby="legend-title">
            <h2 id="legend-title">{ "Legend" }</h2>
            <ul>{ for items }</ul>
        </section>
    }
}
