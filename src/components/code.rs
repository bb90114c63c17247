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
    /// Whether the run is on the 9x9 board (its 128-bit listing).
    #[prop_or_default]
    pub nine: bool,
}

/// The listing.
#[component]
pub fn CodePanel(props: &CodeProps) -> Html {
    use fillscope_core::code::{listing, listing9, title};
    let title = title(&props.algorithm).unwrap_or("Code");
    // The 8x8 listings are static text; the 9x9 ones are made from them.
    let texts: Vec<AttrValue> = if props.nine {
        listing9(&props.algorithm)
            .unwrap_or_default()
            .lines()
            .map(|l| AttrValue::from(l.to_string()))
            .collect()
    } else {
        listing(&props.algorithm)
            .unwrap_or("")
            .lines()
            .map(AttrValue::Static)
            .collect()
    };
    let lines = texts.into_iter().enumerate().map(|(i, text)| {
        let n = i + 1;
        let current = n == usize::from(props.line);
        html! { <CodeLine key={n} {n} {text} {current} /> }
    });
    html! {
        <section class="panel code-panel" aria-labelledby="code-title">
            <h2 id="code-title">{ "Code: " }{ title }{ if props.nine { " (9x9)" } else { "" } }</h2>
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
    pub text: AttrValue,
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
            <code>{ props.text.clone() }</code>
        </li>
    }
}
