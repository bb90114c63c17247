//! The Log mode: paste an engine's values, pick how it numbers squares,
//! step through the values on the board, and see where they part from
//! the Play tab's fill (`fillscope_core::log::check`).

use std::rc::Rc;

use fillscope::announce::{spoken, squares_said};
use fillscope::film::{Film, Line};
use fillscope::keys::View;
use fillscope::log_mode::LogState;
use fillscope::model::{Algorithm, Setup};
use fillscope::state::{Action, Tool};
use fillscope::url_state::UrlState;
use fillscope_core::log::{Check, FillValue, LogSet, Mapping, Verdict};
use yew::prelude::*;

use crate::components::board::Board;
use crate::components::controls::Controls;
use crate::components::keys::keys_hint;
use crate::components::legend::Legend;
use crate::components::live::Announce;
use crate::components::registers::RegisterPanel;
use crate::components::share::Share;

/// Log mode properties.
#[derive(Properties, PartialEq)]
pub struct LogViewProps {
    /// The log and what was read from it.
    pub log: LogState,
    /// The Play tab's setup: the fill the log is checked against.
    pub setup: Setup,
    /// The playback speed in hundredths of a frame per second.
    pub speed: u32,
    /// Receives edits and playback actions.
    pub on_action: Callback<Action>,
    /// A notice to show above the board.
    #[prop_or_default]
    pub notice: Html,
    /// Whether this is an embed (no editing panels).
    #[prop_or_default]
    pub embed: bool,
    /// The page's state, which the Share panel links to or embeds.
    #[prop_or_default]
    pub page: UrlState,
}

/// The bit numbers of a mapping, drawn as a board of `size` squares a
/// side (8 or 9; the last rank at the top).
fn mapping_grid(m: Mapping, size: u8) -> Html {
    let side = usize::from(size);
    let mut bit = [0u8; 81];
    for i in 0..size * size {
        let (file, rank) = m.coords(i, size);
        bit[usize::from(rank) * side + usize::from(file)] = i;
    }
    let rows = (0..size).rev().map(|rank| {
        let cells = (0..size).map(move |file| {
            let i = bit[usize::from(rank) * side + usize::from(file)];
            let class = if i < 2 { "bit first" } else { "bit" };
            html! { <td {class}>{ i }</td> }
        });
        html! { <tr><th scope="row">{ rank + 1 }</th>{ for cells }</tr> }
    });
    let files = "abcdefghi"
        .chars()
        .take(side)
        .map(|f| html! { <th scope="col">{ f }</th> });
    let name = if size == 9 { m.name9() } else { m.name() };
    html! {
        <table class="mapping-grid" id="mapping-grid">
            <caption>{ format!("Bit numbers in {name} (bits 0 and 1 outlined)") }</caption>
            <thead><tr><td></td>{ for files }</tr></thead>
            <tbody>{ for rows }</tbody>
        </table>
    }
}

/// "1 value", "2 values".
fn count(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

/// "1 value agrees", "2 values agree".
fn agree(n: usize) -> String {
    format!(
        "{} agree{}",
        count(n, "value"),
        if n == 1 { "s" } else { "" }
    )
}

/// A fill value in words: where it comes from, and its value written in
/// the log's mapping (`hex`), as the register panel writes it.
fn fill_words<S: Copy>(v: &FillValue<S>, hex: &impl Fn(S) -> String) -> (String, String) {
    (format!("the fill's {}", v.at_frame()), hex(v.value))
}

/// The verdict of the check in one paragraph, and the value to show for
/// it, on either board: `names` are the log's values' names, `hex` writes
/// a set in the log's mapping.
fn verdict<B, S: LogSet>(
    c: &Check<B, S>,
    names: &[Option<&str>],
    algorithm: Algorithm,
    hex: impl Fn(S) -> String,
) -> (String, Option<usize>) {
    let n = names.len();
    if n == 0 {
        return ("Paste some values to check them.".into(), None);
    }
    let inputs = match c.inputs {
        0 => format!(
            "No value names an input of {}, so it runs on the Play board. ",
            algorithm.title()
        ),
        1 => "The first value gives the board. ".to_string(),
        k => format!("The first {k} values give the board. "),
    };
    // A log of final values (the layers printed after the routine
    // returned), or one that left a step out, agrees without the values
    // the registers took before the ones it printed.
    let finals = match c.skipped {
        0 => String::new(),
        n => format!(
            " Some values are left out: the {} the fill gave those registers before the ones printed {} not in the log.",
            count(n, "value"),
            if n == 1 { "is" } else { "are" }
        ),
    };
    let text = match &c.verdict {
        Verdict::Agree => match c.agreed {
            0 => format!(
                "{inputs}No value after them to check against {}.",
                algorithm.title()
            ),
            1 => format!(
                "{inputs}The value after them agrees with {}.",
                algorithm.title()
            ),
            n => format!(
                "{inputs}All {n} values after them agree with {}.",
                algorithm.title()
            ),
        },
        Verdict::Differs {
            index,
            expected,
            logged,
        } => {
            let xor = *logged ^ expected.value;
            let squares = xor.square_names();
            let shown: Vec<&str> = squares.iter().take(8).map(String::as_str).collect();
            let more = if squares.len() > 8 { ", ..." } else { "" };
            let (fill, hex) = fill_words(expected, &hex);
            format!(
                "{inputs}{}; value {} parts from the fill: it is not {fill} ({hex}). \
                 They differ on {} ({}{more}).",
                agree(c.agreed),
                index + 1,
                count(squares.len(), "square"),
                shown.join(", ")
            )
        }
        Verdict::Extra { index } => format!(
            "{inputs}{}; value {} has nothing to match: {} never holds that many values{}.",
            agree(c.agreed),
            index + 1,
            algorithm.title(),
            names[*index]
                .map(|name| format!(" in {name}"))
                .unwrap_or_default()
        ),
        Verdict::Unknown { index } => format!(
            "{inputs}{}; value {} has nothing to match: {} has no value named {} on this board.",
            agree(c.agreed),
            index + 1,
            algorithm.title(),
            names[*index].unwrap_or_default()
        ),
        Verdict::Short { next } => {
            let (fill, hex) = fill_words(next, &hex);
            format!(
                "{inputs}{}, but the log stops early: {fill} is {hex}.",
                agree(c.agreed)
            )
        }
    };
    let text = if matches!(c.verdict, Verdict::Agree | Verdict::Short { .. }) {
        text + &finals
    } else {
        text
    };
    let at = match &c.verdict {
        Verdict::Differs { index, .. } | Verdict::Extra { index } | Verdict::Unknown { index } => {
            Some(*index)
        }
        _ => None,
    };
    (text, at)
}

/// The key to the board of the log's frame on show: each value it draws,
/// by name, in the board's look for it (the log's value; at a value that
/// parts from the fill, the fill's and their xor).
fn frame_key(frame: Option<&fillscope_core::Frame>) -> Html {
    use fillscope_draw::look::Look;
    let items = frame
        .into_iter()
        .flat_map(|f| &f.registers)
        .filter_map(|r| {
            let a = Look::of(r.role)?.appearance();
            Some(html! {
                <li data-look={a.class}>
                    <span class={classes!("sq", "swatch", a.class)} aria-hidden="true"></span>
                    { format!("{} ({})", r.name, a.pattern.words()) }
                </li>
            })
        });
    html! { <div class="legend log-embed-key" id="log-key"><ul>{ for items }</ul></div> }
}

/// What a screen reader hears at value `k` of `film`: the value's caption
/// ("Value 2 of 5: ...", which counts the values itself) and its squares,
/// as Play says a frame's (`announce::squares_said`).
fn value_said(film: &Film, k: usize) -> String {
    let Some(caption) = film.caption(k) else {
        return String::new();
    };
    let before = k.checked_sub(1).map(|j| film.sets(j)).unwrap_or_default();
    let squares = squares_said(
        caption,
        &film.sets(k),
        &before,
        k + 1 == film.len(),
        film.side(),
    );
    format!("{}. {squares}", spoken(caption.trim_end_matches('.')))
        .trim_end()
        .to_string()
}

/// The Log mode.
#[component]
pub fn LogView(props: &LogViewProps) -> Html {
    let log = &props.log;
    let nine = log.nine.as_ref();
    let frame = log.frame().cloned().filter(|_| nine.is_none());
    let at = log.playback.frame;
    // The board the log was checked on: its marks, and its walls for a
    // fill that takes them (the Play tab's, or the log's `wn`, `we`).
    let (film, cells) = match nine {
        Some(n) => {
            let m = &n.check.setup;
            let cells = fillscope::cells::cells9(log.frame9(), Some(m.walls), Some(m.marks()));
            (Film::from(n.trace.clone()), cells)
        }
        None => {
            let cells = fillscope::cells::cells(
                frame.as_ref(),
                log.check.setup.walls_used(),
                Some(log.check.setup.marks()),
            );
            (Film::from(log.trace.clone()), cells)
        }
    };
    let cells = Rc::new(cells);
    // No value read: the first line that gave none says why (an embed
    // has no list of unread lines).
    let first_unread = match nine {
        Some(n) => n.read.skipped.first(),
        None => log.read.skipped.first(),
    };
    let caption = film.caption(at).map_or_else(
        || match first_unread {
            Some(s) => format!("No values read: line {} gave none ({}).", s.line, s.why),
            None => "No values read yet.".into(),
        },
        str::to_string,
    );
    // The 9x9 board's values as the log writes them, in its mapping.
    let lines9: Option<Vec<Line>> = nine.map(|_| {
        log.frame9().map_or_else(Vec::new, |f| {
            f.registers
                .iter()
                .map(|r| Line {
                    name: r.name.clone(),
                    hex: log.mapping.hex9(r.value),
                    role: r.role,
                })
                .collect()
        })
    });
    let on_text = props.on_action.reform(|e: InputEvent| {
        Action::SetLogText(
            e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .value(),
        )
    });
    let on_mapping = props.on_action.reform(|e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetMapping(
            Mapping::from_name(&v)
                .or_else(|| Mapping::from_name9(&v))
                .unwrap_or_default(),
        )
    });
    // The occluded fills are one entry (`fill`), whose method the Play
    // tab's menu picks: Kogge-Stone stays Kogge-Stone here.
    let on_algorithm = props.on_action.reform(move |e: Event| {
        Action::PickAlgorithm(
            e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value(),
        )
    });
    let name = if nine.is_some() {
        Mapping::name9
    } else {
        Mapping::name
    };
    let mappings = Mapping::ALL.iter().map(|&m| {
        html! { <option value={name(m)} selected={m == log.mapping}>{ name(m) }</option> }
    });
    let algorithms = Algorithm::menu().into_iter().map(|a| {
        let selected = a.link_id() == props.setup.algorithm.link_id();
        html! { <option value={a.link_id()} {selected}>{ a.menu_label() }</option> }
    });
    let (read_count, unread, bare_note) = match nine {
        Some(n) => (n.read.frames.len(), &n.read.skipped, None),
        None => (
            log.read.frames.len(),
            &log.read.skipped,
            log.read.bare_note(),
        ),
    };
    let skipped = unread.iter().take(20).map(|s| {
        html! { <li>{ format!("line {}: {} — {}", s.line, s.text.chars().take(80).collect::<String>(), s.why) }</li> }
    });
    let more_skipped = unread.len().saturating_sub(20);
    let mapping = log.mapping;
    let (verdict_text, at) = match nine {
        Some(n) => {
            let names: Vec<Option<&str>> =
                n.read.frames.iter().map(|f| f.name.as_deref()).collect();
            verdict(&n.check, &names, props.setup.algorithm, |b| mapping.hex9(b))
        }
        None => {
            let names: Vec<Option<&str>> =
                log.read.frames.iter().map(|f| f.name.as_deref()).collect();
            verdict(&log.check, &names, props.setup.algorithm, |b| {
                mapping.hex(b)
            })
        }
    };
    let show = at.map(|i| {
        let cb = props.on_action.reform(move |_| Action::Seek(i));
        html! { <button class="small" id="log-show" onclick={cb}>{ format!("Show value {}", i + 1) }</button> }
    });
    if props.embed {
        // The embed's own bar steps through the values.
        // Which value is on show, over the board: a log's frames are
        // values of different names.
        // Under it, what the board's looks stand for (an embed has no
        // legend panel); the board takes the height left.
        return html! {
            <div class="log-embed">
                { props.notice.clone() }
                <p class="log-embed-caption" id="caption">{ caption }</p>
                { frame_key(frame.as_ref()) }
                <div class="log-embed-stage">
                    <Board cells={cells} tool={Tool::Source} read_only=true on_action={props.on_action.clone()} />
                </div>
                // The embed's bar steps the values: each said as Play says
                // a frame, with the squares of the value on show.
                <Announce text={value_said(&film, log.playback.frame)} />
            </div>
        };
    }
    let stage = html! {
        <section class="stage" aria-label="Log values on the board">
            { props.notice.clone() }
            <Board cells={cells} tool={Tool::Source} read_only=true on_action={props.on_action.clone()} />
            <Controls playback={log.playback} speed={props.speed} on_action={props.on_action.clone()} />
            <p class="caption" id="caption" aria-live="polite">{ caption }</p>
            { keys_hint("log-keys", "play-keys", View::Log, &[]) }
        </section>
    };
    html! {
        <>
        { stage }
        <section class="panels" aria-label="Log panels">
            <section class="panel log-input" aria-labelledby="log-title">
                <h2 id="log-title">{ "Log" }</h2>
                <div class="field column">
                    <label for="log-text">{ "Values from a log, a debugger or a test failure" }</label>
                    <textarea id="log-text" rows="8" spellcheck="false"
                        placeholder={if nine.is_some() {
                            "cur = 0x00000000000000000000000000000010\nvisits: 00000000000000000000000000000210\ncur.hi = 0x0, cur.lo = 0x10200"
                        } else {
                            "gen = 0x0000000010000000\n$1 = 268435456\nasp[2]: 0x00007c4444447c00"
                        }}
                        value={log.text.clone()} oninput={on_text} />
                </div>
                if nine.is_some() {
                    <p class="hint" id="log-nine-forms">{ format!(
                        "The 9x9 board: 128-bit values, bit 0 to bit 80 (i9 in a1-b1). {} \
                         CodinGame numbers its rows from the top: its bit = x + 9y is a9-b9.",
                        fillscope_core::log::FORMS9
                    ) }</p>
                }
                <div class="field">
                    <label for="log-mapping">{ "Square mapping (bit 0, bit 1)" }</label>
                    <select id="log-mapping" onchange={on_mapping}>{ for mappings }</select>
                </div>
                { mapping_grid(log.mapping, if nine.is_some() { 9 } else { 8 }) }
                <p id="log-read" role="status">{ format!(
                    "Read {}; {} unread.",
                    count(read_count, "value"),
                    count(unread.len(), "line")
                ) }
                    if let Some(note) = bare_note {
                        { " " }<span id="log-bare-hex">{ note }</span>
                    }
                </p>
                if !unread.is_empty() {
                    <ul class="skipped" id="log-skipped" aria-label="Unread lines">
                        { for skipped }
                        if more_skipped > 0 { <li>{ format!("and {more_skipped} more") }</li> }
                    </ul>
                }
            </section>
            <section class="panel log-check" aria-labelledby="check-title">
                <h2 id="check-title">{ "Check against a fill" }</h2>
                <div class="field">
                    <label for="log-algorithm">{ "Fill" }</label>
                    <select id="log-algorithm" onchange={on_algorithm}>{ for algorithms }</select>
                </div>
                <p id="log-verdict">{ verdict_text }</p>
                { show.unwrap_or_default() }
            </section>
            // The legend once there is something on the board to explain.
            if !film.is_empty() {
                <Legend film={film.clone()} />
            }
            <RegisterPanel frame={frame} lines={lines9} mapping={log.mapping}
                note="The value on show as the log gives it, written and copied in the mapping chosen above; where it parts from the fill, the fill's value and their XOR." />
            <Share link={props.page.clone()} />
        </section>
        </>
    }
}
