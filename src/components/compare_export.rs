//! The Compare mode's "Export" group: the three boards (run A, run B and
//! their difference) at the pair on show as SVG, text and PNG, and every
//! lined-up pair as an animated GIF. SVG and text are drawn here; PNG and
//! GIF by the background worker from the comparison's link, with the Play
//! tab's download machinery (`export_panel`).

use std::rc::Rc;

use fillscope::compare_mode::CompareState;
use fillscope::export::{compare_svg, compare_text, CompareFilm, SvgStyle};
use fillscope::model::Setup;
use fillscope::url_state::{to_query, UrlState};
use fillscope_core::Trace;
use fillscope_protocol::Export;
use yew::prelude::*;

use crate::components::export_panel::{use_downloads, File};

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
}

/// The Compare mode's export group.
#[component]
pub fn CompareExport(props: &CompareExportProps) -> Html {
    let downloads = use_downloads();
    let pairs = props.compare.pairs.len();
    // Every export draws run B beside A: none until B has frames.
    let b_empty = props.compare.trace.frames.is_empty();
    let at = props.compare.playback.frame;
    let on_file = {
        let (setup, trace, compare, page) = (
            props.setup.clone(),
            props.trace.clone(),
            props.compare.clone(),
            props.page.clone(),
        );
        let downloads = downloads.clone();
        Callback::from(move |kind: File| {
            let stem = format!(
                "fillscope-compare-{}-{}",
                setup.algorithm.id(),
                compare.choices.other.id()
            );
            let name = match kind {
                File::Svg => format!("{stem}-frame{}.svg", at + 1),
                File::Text => format!("{stem}-frame{}.txt", at + 1),
                File::Png => format!("{stem}-frame{}.png", at + 1),
                File::Gif | File::Strip => format!("{stem}.gif"),
            };
            let Some(format) = kind.raster() else {
                // SVG and text: the view's boards, drawn here.
                let film = CompareFilm::new(&setup, &trace, &compare);
                let Some(scene) = film.scene(at) else {
                    return;
                };
                if kind == File::Text {
                    downloads.save(&name, "text/plain", compare_text(&scene).as_bytes());
                } else {
                    let svg = compare_svg(&scene, &SvgStyle::default());
                    downloads.save(&name, "image/svg+xml", svg.as_bytes());
                }
                return;
            };
            // The worker runs both fills itself from the comparison's link.
            let export = Export {
                format,
                state: to_query(&compare.export_link(&setup, &page)),
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
