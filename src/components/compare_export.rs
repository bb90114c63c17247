//! The Compare mode's "Export" group: the three boards (run A, run B and
//! their difference) at the pair on show as SVG, text and PNG, and every
//! lined-up pair as an animated GIF, on the board on show (8x8 or 9x9).
//! SVG and text are drawn here; PNG and GIF by the background worker from
//! the comparison's link, with the Play tab's download machinery
//! (`export_panel`).

use std::rc::Rc;

use fillscope::compare_mode::CompareState;
use fillscope::export::{compare_svg, compare_text, CompareFilm, PicturedRun, SvgStyle};
use fillscope::model::Setup;
use fillscope::nine_board::Nine;
use fillscope::quiz::SquareSet;
use fillscope::url_state::{to_query, UrlState};
use fillscope_core::compare::SetOf;
use fillscope_core::nine::Trace9;
use fillscope_core::Trace;
use fillscope_protocol::Export;
use yew::prelude::*;

use crate::components::export_panel::{use_downloads, Downloads, File};

/// Compare export panel properties.
#[derive(Properties, PartialEq)]
pub struct CompareExportProps {
    /// Run A's setup (the Play tab's).
    pub setup: Setup,
    /// Run A's trace.
    pub trace: Rc<Trace>,
    /// Run B and how the two line up.
    pub compare: CompareState,
    /// The page's link (its code and log, when run B is taken from them).
    pub page: UrlState,
    /// The 9x9 board with run A on it, when it is on show: the exports
    /// then draw the comparison there (`compare9`).
    #[prop_or_default]
    pub nine: Option<Nine>,
    /// The Compare mode on the 9x9 board, when it is on show.
    #[prop_or_default]
    pub compare9: Option<CompareState<Trace9>>,
}

/// Saves pair `at` of `film` as `kind` (SVG or text) under `name`.
fn save_pair<R: PicturedRun>(
    film: &CompareFilm<R>,
    at: usize,
    kind: File,
    name: &str,
    downloads: &Downloads,
) where
    SetOf<R>: Into<SquareSet>,
{
    let Some(scene) = film.scene(at) else {
        return;
    };
    if kind == File::Text {
        downloads.save(name, "text/plain", compare_text(&scene).as_bytes());
    } else {
        let svg = compare_svg(&scene, &SvgStyle::default());
        downloads.save(name, "image/svg+xml", svg.as_bytes());
    }
}

/// The Compare mode's export group.
#[component]
pub fn CompareExport(props: &CompareExportProps) -> Html {
    let downloads = use_downloads();
    // The board on show: the 9x9 one when the Play tab shows it.
    let nine = props.nine.clone().zip(props.compare9.clone());
    let (pairs, b_empty, at) = match &nine {
        Some((_, c9)) => (
            c9.pairs.len(),
            c9.trace.frames.is_empty(),
            c9.playback.frame,
        ),
        None => {
            let c = &props.compare;
            (c.pairs.len(), c.trace.frames.is_empty(), c.playback.frame)
        }
    };
    let on_file = {
        let (setup, trace, compare, page) = (
            props.setup.clone(),
            props.trace.clone(),
            props.compare.clone(),
            props.page.clone(),
        );
        let downloads = downloads.clone();
        Callback::from(move |kind: File| {
            // Run B's fill on the board on show (on 9x9, BFS or Voronoi).
            let other = nine
                .as_ref()
                .map_or(compare.choices.other, |(_, c9)| c9.choices.other);
            let stem = format!("fillscope-compare-{}-{}", setup.algorithm.id(), other.id());
            let name = match kind {
                File::Svg => format!("{stem}-frame{}.svg", at + 1),
                File::Text => format!("{stem}-frame{}.txt", at + 1),
                File::Png => format!("{stem}-frame{}.png", at + 1),
                File::Gif | File::Strip => format!("{stem}.gif"),
            };
            let Some(format) = kind.raster() else {
                // SVG and text: the view's boards, drawn here.
                match &nine {
                    Some((n, c9)) => {
                        let film = CompareFilm::nine(setup.algorithm, &n.marks, &n.trace, c9);
                        save_pair(&film, at, kind, &name, &downloads);
                    }
                    None => {
                        let film = CompareFilm::new(&setup, &trace, &compare);
                        save_pair(&film, at, kind, &name, &downloads);
                    }
                }
                return;
            };
            // The worker runs both fills itself from the comparison's link.
            let link = match &nine {
                Some((n, c9)) => c9.export_link9(&setup, &n.marks, &page),
                None => compare.export_link(&setup, &page),
            };
            let export = Export {
                format,
                state: to_query(&link),
                pair: Some(at),
            };
            downloads.fetch(kind, export, name);
        })
    };
    html! {
        <section class="panel export" aria-labelledby="compare-export-title" id="compare-export">
            <h2 id="compare-export-title">{ "Export" }</h2>
            <p class="reg-note">{ "Both runs and their difference, side by side: this frame as SVG, text or PNG, every frame as a GIF." }</p>
            if b_empty {
                <p class="reg-note" id="compare-export-empty">{ "Run B has no frames yet, so there is nothing to export side by side." }</p>
            } else if pairs > 0 {
                <div class="export-buttons" role="group" aria-label="Export the comparison">
                    { downloads.button(File::Svg, &on_file, None) }
                    { downloads.button(File::Text, &on_file, None) }
                    { downloads.button(File::Png, &on_file, None) }
                    { downloads.button(File::Gif, &on_file, None) }
                </div>
            }
            { downloads.error_line("compare-export-error") }
            { downloads.status_line("compare-export-status") }
        </section>
    }
}
