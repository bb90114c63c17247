//! The "Export" group: the frame or the whole trace as a text diagram
//! (shown in a read-only text area with a copy button), the frame as SVG
//! and PNG, the trace as an animated GIF and a filmstrip PNG. Downloads go
//! through a Blob, an object URL and a temporary `<a download>`.
//!
//! Text and SVG are made here, on the page. PNG, filmstrip and GIF are made
//! by the background worker (`crates/worker`), loaded on the first of them:
//! while it loads or works the button says so, and when it fails the panel
//! says why (`role="alert"`) while everything else keeps working.
//!
//! The first-load page (without feature `modes`) shows the same buttons,
//! and the first press of one steps aside for the full app, which carries
//! the exports and presses the same button (`crate::full_app::use_hand_off`): a
//! visitor who never exports never loads them.

#[cfg(feature = "modes")]
use std::rc::Rc;

#[cfg(feature = "modes")]
use fillscope::export::{self, SvgStyle};
#[cfg(feature = "modes")]
use fillscope::model::Setup;
#[cfg(feature = "modes")]
use fillscope::nine_board::Nine;
use fillscope::url_state::UrlState;
#[cfg(feature = "modes")]
use fillscope::url_state::{to_query, ViewOptions};
#[cfg(feature = "modes")]
use fillscope_core::Trace;
#[cfg(feature = "modes")]
use fillscope_protocol::{Export, Format, Reply, Request};
#[cfg(feature = "modes")]
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[cfg(feature = "modes")]
use crate::clipboard::{copy, select_for_copy};
#[cfg(feature = "modes")]
use crate::worker_client::{self, Answer};

/// How long a picture may take, the worker's loading included.
#[cfg(feature = "modes")]
const EXPORT_TIMEOUT_MS: u32 = 30_000;

/// Export panel properties.
#[cfg(feature = "modes")]
#[derive(Properties, PartialEq)]
pub struct ExportProps {
    /// The board and algorithm.
    pub setup: Setup,
    /// Its trace.
    pub trace: Rc<Trace>,
    /// The frame on show, 0-based.
    pub frame: usize,
    /// The 9x9 board, when it is on show: the exports draw it instead.
    #[prop_or_default]
    pub nine: Option<Nine>,
    /// The page's state, which the first-load page hands to the full app
    /// when one of these buttons is pressed.
    pub link: UrlState,
}

/// The first-load page's export panel properties: its buttons hand the
/// page's state over to the full app, which makes the files.
#[cfg(not(feature = "modes"))]
#[derive(Properties, PartialEq)]
pub struct ExportProps {
    /// Whether there is a frame on show (the frame's exports need one).
    pub has_frame: bool,
    /// The page's state, which these buttons hand to the full app.
    pub link: UrlState,
}

/// Offers `bytes` as a file download named `name`. Returns a message when
/// the browser refuses.
#[cfg(feature = "modes")]
pub fn download(name: &str, mime: &str, bytes: &[u8]) -> Result<(), String> {
    let fail = |what: &str| format!("The download of {name} failed: {what}.");
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| fail("no document"))?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &opts)
        .map_err(|_| fail("could not make a Blob"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)
        .map_err(|_| fail("could not make an object URL"))?;
    let a = doc
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
        .ok_or_else(|| fail("could not make a link"))?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // The click has started the download; the URL is no longer needed.
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Which text diagram is open.
#[derive(Copy, Clone, PartialEq)]
enum Text {
    Frame,
    Trace,
}

/// One of the Play tab's export buttons.
#[derive(Copy, Clone, PartialEq)]
enum Choice {
    /// Shows a text diagram.
    Text(Text),
    /// Downloads a file.
    File(File),
}

/// The Play tab's export buttons, in order.
const CHOICES: [Choice; 6] = [
    Choice::Text(Text::Frame),
    Choice::Text(Text::Trace),
    Choice::File(File::Svg),
    Choice::File(File::Png),
    Choice::File(File::Gif),
    Choice::File(File::Strip),
];

impl Choice {
    /// The button's element id, by which the first-load page has the full
    /// app press it.
    fn id(self) -> &'static str {
        match self {
            Choice::Text(Text::Frame) => "export-frame-text",
            Choice::Text(Text::Trace) => "export-trace-text",
            Choice::File(File::Svg) => "export-svg",
            Choice::File(File::Png) => "export-png",
            Choice::File(File::Gif) => "export-gif",
            Choice::File(File::Strip) => "export-filmstrip",
            #[cfg(feature = "modes")]
            Choice::File(File::Text) => "export-text",
        }
    }

    /// The button's label.
    fn label(self) -> &'static str {
        match self {
            Choice::Text(Text::Frame) => "Frame as text",
            Choice::Text(Text::Trace) => "Trace as text",
            Choice::File(f) => f.words().1,
        }
    }

    /// Whether the button is shown (`Some`) and enabled (`Some(true)`)
    /// with or without a frame on show: without one, "Frame as text" is
    /// disabled and SVG and PNG are left out.
    fn shown(self, has_frame: bool) -> Option<bool> {
        match self {
            Choice::Text(Text::Frame) => Some(has_frame),
            Choice::File(File::Svg | File::Png) => has_frame.then_some(true),
            _ => Some(true),
        }
    }
}

/// The panel around its buttons and what they show.
fn panel(buttons: Html, rest: Html) -> Html {
    html! {
        <section class="panel export" aria-labelledby="export-title" id="export">
            <h2 id="export-title">{ "Export" }</h2>
            <div class="export-buttons" role="group" aria-label="Export">{ buttons }</div>
            { rest }
        </section>
    }
}

/// The files an export panel offers (the Play tab's and the Compare
/// mode's).
#[derive(Copy, Clone, PartialEq)]
pub enum File {
    /// An SVG, made on the page.
    Svg,
    /// A text diagram, made on the page (the Compare mode's; the Play
    /// tab shows its text instead).
    #[cfg(feature = "modes")]
    Text,
    /// One frame as a PNG, made by the worker.
    Png,
    /// Every frame as a GIF, made by the worker.
    Gif,
    /// Every frame in a grid, made by the worker.
    Strip,
}

impl File {
    #[cfg(feature = "modes")]
    /// The worker's format for a raster file; `None` for SVG and text,
    /// made here.
    pub fn raster(self) -> Option<Format> {
        match self {
            File::Svg => None,
            #[cfg(feature = "modes")]
            File::Text => None,
            File::Png => Some(Format::Png),
            File::Gif => Some(Format::Gif),
            File::Strip => Some(Format::Filmstrip),
        }
    }

    /// The file's short name, the button's label, and what the button
    /// says while the file is made.
    fn words(self) -> (&'static str, &'static str, &'static str) {
        match self {
            File::Svg => ("SVG", "Download SVG", "Making the SVG…"),
            #[cfg(feature = "modes")]
            File::Text => ("text", "Download text", "Making the text…"),
            File::Png => ("PNG", "Download PNG", "Making the PNG…"),
            File::Gif => ("GIF", "Download GIF", "Making the GIF…"),
            File::Strip => ("filmstrip", "Download filmstrip", "Making the filmstrip…"),
        }
    }
}

#[cfg(feature = "modes")]
/// A raster file under way in the worker.
#[derive(Copy, Clone, PartialEq)]
pub enum Busy {
    /// The worker is being loaded (its first use, or after a failure).
    Loading(File),
    /// The worker has the request.
    Making(File),
}

#[cfg(feature = "modes")]
/// The file of a worker's answer, checked against what was asked.
fn answer_bytes(answer: Answer, format: Format) -> Result<Vec<u8>, String> {
    match (answer.reply, answer.bytes) {
        (Reply::File { mime, size }, Some(bytes))
            if mime == format.mime() && size == bytes.len() =>
        {
            Ok(bytes)
        }
        _ => Err("The background worker's answer was not the file asked for.".to_string()),
    }
}

#[cfg(feature = "modes")]
/// What a panel of download buttons keeps: the last download's status
/// (for sighted and screen-reader users), why the last raster export
/// failed (shown as an alert) or empty, and the raster file the worker is
/// making, if any (one at a time).
#[derive(Clone, PartialEq)]
pub struct Downloads {
    status: UseStateHandle<String>,
    error: UseStateHandle<String>,
    busy: UseStateHandle<Option<Busy>>,
}

#[cfg(feature = "modes")]
/// A panel's [`Downloads`].
#[hook]
pub fn use_downloads() -> Downloads {
    Downloads {
        status: use_state(String::new),
        error: use_state(String::new),
        busy: use_state(|| None::<Busy>),
    }
}

#[cfg(feature = "modes")]
impl Downloads {
    /// Offers a file made on the page, saying how it went.
    pub fn save(&self, name: &str, mime: &str, bytes: &[u8]) {
        self.status.set(match download(name, mime, bytes) {
            Ok(()) => format!("Downloaded {name} ({} bytes).", bytes.len()),
            Err(e) => e,
        });
    }

    /// Says `text` in the status line.
    fn say(&self, text: String) {
        self.status.set(text);
    }

    /// Asks the background worker for `export` (a `kind` file) and offers
    /// it as `name`: the button says while the worker loads and works, and
    /// a failure is shown. Ignored while another raster file is made.
    pub fn fetch(&self, kind: File, export: Export, name: String) {
        if self.busy.is_some() {
            return;
        }
        let format = export.format;
        let client = worker_client::client();
        self.busy.set(Some(if client.is_ready() {
            Busy::Making(kind)
        } else {
            Busy::Loading(kind)
        }));
        self.status.set(String::new());
        self.error.set(String::new());
        let answered = client.request(Request::Export(export), EXPORT_TIMEOUT_MS, {
            let busy = self.busy.clone();
            move || busy.set(Some(Busy::Making(kind)))
        });
        let (status, error, busy) = (self.status.clone(), self.error.clone(), self.busy.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let made = answered
                .await
                .and_then(|answer| answer_bytes(answer, format));
            busy.set(None);
            match made
                .and_then(|bytes| download(&name, format.mime(), &bytes).map(|()| bytes.len()))
            {
                Ok(size) => status.set(format!("Downloaded {name} ({size} bytes).")),
                Err(why) => error.set(format!(
                    "The {} export failed. {why} SVG and text exports still work.",
                    kind.words().0
                )),
            }
        });
    }

    /// The button for a `kind` file, which sends `kind` to `on_file`, with
    /// the element id `id`.
    pub fn button(&self, kind: File, on_file: &Callback<File>, id: Option<&'static str>) -> Html {
        let (_, label, making) = kind.words();
        let (text, loading) = match *self.busy {
            Some(Busy::Loading(k)) if k == kind => ("Loading the encoder…", true),
            Some(Busy::Making(k)) if k == kind => (making, true),
            _ => (label, false),
        };
        // While one raster file is made, the other raster buttons wait
        // (aria-disabled keeps them focusable); SVG and text never wait.
        let waiting = self.busy.is_some() && kind.raster().is_some();
        html! {
            <button type="button" {id} aria-disabled={waiting.then_some("true")} aria-busy={loading.then_some("true")}
                onclick={on_file.reform(move |_| kind)}>{ text }</button>
        }
    }

    /// The alert of the last failure, if any, with the element id `id`.
    pub fn error_line(&self, id: &'static str) -> Html {
        html! {
            if !self.error.is_empty() {
                <p class="export-error" role="alert" {id}>{ (*self.error).clone() }</p>
            }
        }
    }

    /// The status line, with the element id `id`.
    pub fn status_line(&self, id: &'static str) -> Html {
        html! {
            <p class="export-status" role="status" {id}>{ (*self.status).clone() }</p>
        }
    }
}

/// The 9x9 board's frame `at` as text (`None`: the whole trace). The
/// first-load page hands the 9x9 board to the full app, so only the full
/// app draws it.
#[cfg(all(feature = "modes", feature = "nine"))]
fn nine_text(nine: Option<&Nine>, at: Option<usize>) -> String {
    let Some(n) = nine else { return String::new() };
    match at {
        Some(k) => n
            .trace
            .frames
            .get(k)
            .map(export::frame_text9)
            .unwrap_or_default(),
        None => export::trace_text9(&n.trace),
    }
}

#[cfg(all(feature = "modes", not(feature = "nine")))]
fn nine_text(_nine: Option<&Nine>, _at: Option<usize>) -> String {
    String::new()
}

/// The 9x9 board's frame `at` as SVG (see [`nine_text`]).
#[cfg(all(feature = "modes", feature = "nine"))]
fn nine_svg(nine: Option<&Nine>, at: usize) -> Option<String> {
    let n = nine?;
    let f = n.trace.frames.get(at)?;
    Some(export::frame_svg9(
        &export::scene9(&n.marks, f),
        &SvgStyle::default(),
    ))
}

#[cfg(all(feature = "modes", not(feature = "nine")))]
fn nine_svg(_nine: Option<&Nine>, _at: usize) -> Option<String> {
    None
}

/// The export group of the first-load page: the same buttons, each of
/// which steps aside for the full app, which then presses it.
#[cfg(not(feature = "modes"))]
#[component]
pub fn ExportPanel(props: &ExportProps) -> Html {
    let (loading, hand) = crate::full_app::use_hand_off(&props.link);
    let has_frame = props.has_frame;
    let buttons = CHOICES.into_iter().filter_map(|c| {
        let enabled = c.shown(has_frame)?;
        let onclick = hand.reform(move |_: MouseEvent| c.id());
        Some(html! {
            <button type="button" id={c.id()} disabled={!enabled} {onclick}>{ c.label() }</button>
        })
    });
    let status = if loading {
        "Loading the exports…"
    } else {
        ""
    };
    let rest = html! { <p class="export-status" role="status" id="export-status">{ status }</p> };
    panel(buttons.collect::<Html>(), rest)
}

/// The export group.
#[cfg(feature = "modes")]
#[component]
pub fn ExportPanel(props: &ExportProps) -> Html {
    let open = use_state(|| None::<Text>);
    // The open text area, selected for copying by hand when the clipboard fails.
    let area = use_node_ref();
    // The downloads' and copies' status, and the raster file under way.
    let downloads = use_downloads();

    let alg = props.setup.algorithm.id();
    let n = props.frame + 1;
    let frame = props.trace.frames.get(props.frame);
    // Files of the 9x9 board say so in their names.
    let alg = if props.nine.is_some() {
        format!("{alg}-9x9")
    } else {
        alg.to_string()
    };
    let has_frame = match &props.nine {
        Some(nine) => props.frame < nine.trace.frames.len(),
        None => frame.is_some(),
    };

    let text = match (*open, frame) {
        (Some(Text::Frame), _) if props.nine.is_some() => Some((
            format!("Frame {n} as text"),
            nine_text(props.nine.as_ref(), Some(props.frame)),
        )),
        (Some(Text::Trace), _) if props.nine.is_some() => Some((
            "Trace as text".to_string(),
            nine_text(props.nine.as_ref(), None),
        )),
        (Some(Text::Frame), Some(f)) => Some((format!("Frame {n} as text"), export::frame_text(f))),
        (Some(Text::Trace), _) => Some((
            "Trace as text".to_string(),
            export::trace_text(&props.trace),
        )),
        _ => None,
    };

    let show = |which: Text| {
        let (open, downloads) = (open.clone(), downloads.clone());
        Callback::from(move |_: MouseEvent| {
            downloads.say(String::new());
            open.set((*open != Some(which)).then_some(which));
        })
    };
    let close = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(None))
    };

    // The download buttons: one callback that makes the file on demand.
    let on_file = {
        let (setup, trace) = (props.setup.clone(), props.trace.clone());
        let nine = props.nine.clone();
        let downloads = downloads.clone();
        let at = props.frame;
        Callback::from(move |kind: File| {
            let name = match kind {
                File::Svg | File::Png => format!(
                    "fillscope-{alg}-frame{n}.{}",
                    if kind == File::Svg { "svg" } else { "png" }
                ),
                File::Gif => format!("fillscope-{alg}-trace.gif"),
                File::Strip => format!("fillscope-{alg}-filmstrip.png"),
                // This panel shows its text instead (`Text`, above).
                #[cfg(feature = "modes")]
                File::Text => return,
            };
            let Some(format) = kind.raster() else {
                // SVG: made here, whatever the worker's state.
                let svg = match &nine {
                    Some(_) => nine_svg(nine.as_ref(), at),
                    None => trace.frames.get(at).map(|f| {
                        export::frame_svg(&export::scene(&setup, f), &SvgStyle::default())
                    }),
                };
                if let Some(svg) = svg {
                    downloads.save(&name, "image/svg+xml", svg.as_bytes());
                }
                return;
            };
            // The worker runs the fill itself from the link's state.
            let state = to_query(&UrlState {
                setup: setup.clone(),
                frame: at,
                view: ViewOptions::default(),
                nine: nine.as_ref().map(|n| n.marks),
                ..UrlState::default()
            });
            let export = Export {
                format,
                state,
                pair: None,
            };
            downloads.fetch(kind, export, name);
        })
    };
    let on_copy = {
        let (downloads, body, area) = (
            downloads.clone(),
            text.as_ref().map(|t| t.1.clone()),
            area.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let Some(body) = body.clone() else {
                return;
            };
            let (downloads, area) = (downloads.clone(), area.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let ok = copy(&body).await;
                if !ok {
                    // The text is on show: select it for copying by hand.
                    if let Some(el) = area.cast::<web_sys::Element>() {
                        select_for_copy(&el);
                    }
                }
                downloads.say(
                    if ok {
                        "Copied to the clipboard."
                    } else {
                        "The clipboard is not available: the text is selected, copy it with Ctrl+C."
                    }
                    .to_string(),
                );
            });
        })
    };

    let buttons = CHOICES.into_iter().filter_map(|c| {
        let enabled = c.shown(has_frame)?;
        Some(match c {
            Choice::Text(t) => html! {
                <button type="button" id={c.id()} aria-pressed={(*open == Some(t)).to_string()}
                    disabled={!enabled} onclick={show(t)}>{ c.label() }</button>
            },
            Choice::File(kind) => downloads.button(kind, &on_file, Some(c.id())),
        })
    });
    let rest = html! {
        <>
            { downloads.error_line("export-error") }
            if let Some((title, body)) = text {
                <div class="export-text">
                    <label for="export-textarea">{ title }</label>
                    <textarea ref={area} id="export-textarea" readonly=true spellcheck="false" rows="16"
                        value={body} />
                    <div class="export-text-buttons">
                        <button type="button" onclick={on_copy}>{ "Copy text" }</button>
                        <button type="button" onclick={close}>{ "Close text" }</button>
                    </div>
                </div>
            }
            { downloads.status_line("export-status") }
        </>
    };
    panel(buttons.collect::<Html>(), rest)
}
