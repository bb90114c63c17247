//! The algorithm's code listing with the executing line highlighted.

use yew::prelude::*;

/// Code panel properties.
#[derive(Properties, PartialEq)]
pub struct CodeProps {
    /// The trace's algorithm id (a key of `fillscope_core::code::listing`).
    pub algorithm: String,
    /// The executing line, 1-based (0: none).
    pub line: u16,
}

/// The listing.
#[component]
pub fn CodePanel(props: &CodeProps) -> Html {
    let title = fillscope_core::code::title(&props.algorithm).unwrap_or("Code");
    let listing = fillscope_core::code::listing(&props.algorithm).unwrap_or("");
    let lines = listing.lines().enumerate().map(|(i, text)| {
        let n = i + 1;
        let current = n == usize::from(props.line);
        html! {
            <li class={classes!("line", current.then_some("current"))}
                aria-current={current.then_some("true")}
                data-line={n.to_string()}>
                <span class="ln" aria-hidden="true">{ n }</span>
                <code>{ text }</code>
            </li>
        }
    });
    html! {
        <section class="panel code-panel" aria-labelledby="code-title">
            <h2 id="code-title">{ "Code: " }{ title }</h2>
            <ol class="code" id="code">{ for lines }</ol>
        </section>
    }
}
