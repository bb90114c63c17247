//! What each colour and mark on the board means: the look table's legend
//! (`fillscope_draw::look::legend`), drawn with the board's own classes,
//! so the legend, the board and the exports agree.

use fillscope::film::Film;
use fillscope::model::{Algorithm, Choice};
use fillscope_draw::look::legend_of;
use yew::prelude::*;

/// Legend properties.
#[derive(Properties, PartialEq)]
pub struct LegendProps {
    /// The trace, on either board; the legend lists the looks it uses.
    pub film: Film,
    /// Whether the board draws walls. Without it, walls are listed when
    /// the trace's fill uses them (BFS, Voronoi).
    #[prop_or_default]
    pub walls: Option<bool>,
}

/// The legend: one entry per look this trace paints.
#[component]
pub fn Legend(props: &LegendProps) -> Html {
    let walls = props.walls.unwrap_or_else(|| {
        Algorithm::from_id(&props.film.algorithm()).is_some_and(|a| a.inputs().takes(Choice::Walls))
    });
    let items = legend_of(props.film.roles(), walls).into_iter().map(|e| {
        let mark = match (e.look.mark_class(), e.mark) {
            (Some(class), Some(letter)) => {
                html! { <span class={classes!("mark", class)}>{ letter }</span> }
            }
            (None, Some(n)) => html! { <span class="num">{ n }</span> },
            _ => html! {},
        };
        html! {
            <li data-look={e.class}>
                <span class={classes!("sq", "swatch", e.class)} aria-hidden="true">{ mark }</span>
                { e.text }
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

/// [`DiffKey`] properties.
#[cfg(feature = "modes")]
#[derive(Properties, PartialEq)]
pub struct DiffKeyProps {
    /// What the board calls the squares only in its first set, only in its
    /// second and in both (`fillscope_draw::cells::Cell::diff`).
    pub words: [&'static str; 3],
    /// The key's element id.
    pub id: AttrValue,
}

/// The key to a board of two sets' difference: its three looks with the
/// board's words for them, drawn with the board's classes.
#[cfg(feature = "modes")]
#[component]
pub fn DiffKey(props: &DiffKeyProps) -> Html {
    use fillscope_draw::cells::DIFF_LOOKS;
    use fillscope_draw::look::appearance;
    let items = DIFF_LOOKS.iter().zip(props.words).map(|(&look, word)| {
        let a = appearance(look);
        // Names are ASCII: no Unicode case tables in the wasm.
        let mut text = format!("{word} ({})", a.pattern.words());
        if let Some(first) = text.get_mut(..1) {
            first.make_ascii_uppercase();
        }
        html! {
            <li data-look={a.class}>
                <span class={classes!("sq", "swatch", a.class)} aria-hidden="true"></span>
                { text }
            </li>
        }
    });
    // The legend's own layout and swatches.
    html! { <div class="legend diff-key" id={props.id.clone()}><ul>{ for items }</ul></div> }
}
