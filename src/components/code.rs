//! The algorithm's code listing with the executing line highlighted.

use std::borrow::Cow;

use fillscope_draw::svg::xml_escape;
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

/// The listing. Its lines are written as markup, made once per listing
/// with the line executing then; after that a frame step moves the
/// highlight straight through the DOM (two lines' class and
/// `aria-current`), as the board repaints its squares, so neither the
/// first render nor a step builds and compares a component per line.
#[component]
pub fn CodePanel(props: &CodeProps) -> Html {
    let title = fillscope_core::code::title(&props.algorithm).unwrap_or("Code");
    let list = use_node_ref();
    let markup = {
        let line = props.line;
        use_memo((props.algorithm.clone(), props.nine), move |(id, nine)| {
            AttrValue::from(markup(id, *nine, line))
        })
    };
    {
        let list = list.clone();
        use_effect_with((props.line, markup.clone()), move |(line, _)| {
            if let Some(ol) = list.cast::<web_sys::Element>() {
                highlight(&ol, *line);
            }
        });
    }
    html! {
        <section class="panel code-panel" aria-labelledby="code-title">
            <h2 id="code-title">{ "Code: " }{ title }{ if props.nine { " (9x9)" } else { "" } }</h2>
            <ol class="code" id="code" ref={list}>{ Html::from_html_unchecked((*markup).clone()) }</ol>
        </section>
    }
}

/// The lines of algorithm `id`'s listing (its 128-bit one with `nine`) as
/// markup, line `current` (1-based; 0: none) highlighted.
fn markup(id: &str, nine: bool, current: u16) -> String {
    use fillscope_core::code::{listing, listing9};
    // The first-load page hands the 9x9 board to the full app: it has no
    // 128-bit listings to show.
    let text: Cow<'static, str> = if nine && cfg!(feature = "nine") {
        listing9(id).map_or(Cow::Borrowed(""), Cow::Owned)
    } else {
        Cow::Borrowed(listing(id).unwrap_or(""))
    };
    let mut html = String::new();
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let (class, aria) = if n == usize::from(current) {
            ("line current", r#" aria-current="true""#)
        } else {
            ("line", "")
        };
        html.push_str(&format!(
            r#"<li class="{class}"{aria} data-line="{n}"><span class="ln" aria-hidden="true">{n}</span><code>{}</code></li>"#,
            xml_escape(line)
        ));
    }
    html
}

/// Moves the highlight in list `ol` to line `line` (1-based; 0: none).
fn highlight(ol: &web_sys::Element, line: u16) {
    let want = ol
        .query_selector(&format!("li[data-line=\"{line}\"]"))
        .ok()
        .flatten();
    if let Ok(Some(old)) = ol.query_selector("li.current") {
        if want.as_ref() == Some(&old) {
            return;
        }
        old.set_class_name("line");
        let _ = old.remove_attribute("aria-current");
    }
    if let Some(li) = want {
        li.set_class_name("line current");
        let _ = li.set_attribute("aria-current", "true");
    }
}
