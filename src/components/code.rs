//! The algorithm's code listing with the executing line highlighted.

use std::borrow::Cow;

use yew::prelude::*;

/// Code panel properties.
#[derive(Properties, PartialEq)]
pub struct CodeProps {
    /// The trace's algorithm id (a key of `fillscope_core::code::listing`).
    pub algorithm: Cow<'static, str>,
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
        html! { <CodeLine key={n} {n} {text} {current} /> }
    });
    html! {
        <section class="panel code-panel" aria-labelledby="code-title">
            <h2 id="code-title">{ "Code: " }{ title }</h2>
            <ol class="code" id="code">{ for lines }</ol>
        </section>
    }
}

/// One listing line's properties.
#[derive(Properties, PartialEq)]
pub struct CodeLineProps {
    /// 1-based line number.
    pub n: usize,
    /// The line.
    pub text: &'static str,
    /// Whether it is executing.
    pub current: bool,
}

/// One line; only the lines whose highlight changes are redrawn.
#[component]
pub fn CodeLine(props: &CodeLineProps) -> Html {
    let current = props.current;
    html! {
        <li class={classes!("line", current.then_some("current"))}
            aria-current={current.then_some("true")}
            data-line={props.n.to_string()}>
            <span class="ln" aria-hidden="true">{ props.n }</span>
            <code>{ props.text }</code>
        </li>
    }
}
