//! Every role is drawn from the one look table: the board's cells (classes
//! and accessible names), the legend, the register panel's markers, the
//! SVG export, the raster export and the page's stylesheet all agree with
//! `fillscope_draw::look` for every `Role` variant.

use std::collections::HashMap;

use fillscope_core::bfs::Walls;
use fillscope_core::trace::Outcome;
use fillscope_core::{Bitboard, Frame, Marks, Register, Role, Square, Trace};
use fillscope_draw::look::{
    appearance, base, layer_class, layer_hue, legend, marker_classes, role_words, Look, Pattern,
    Theme, LAYER_HUES, TABLE,
};
use fillscope_draw::svg::css_hex;
use fillscope_draw::{frame_svg, Scene, SvgStyle};

/// Every role variant, with layers on both sides of the eight hues.
fn every_role() -> Vec<Role> {
    let mut v = vec![
        Role::Source,
        Role::Target,
        Role::Propagator,
        Role::Blocker,
        Role::Frontier,
        Role::Filled,
        Role::Result,
        Role::ResultB,
        Role::Tie,
        Role::SideC,
        Role::SideD,
        Role::ResultC,
        Role::ResultD,
        Role::WhitePawn,
        Role::BlackPawn,
        Role::Info,
    ];
    v.extend((0..20).map(Role::Layer));
    // A new variant must be listed here: this match has no wildcard.
    for r in &v {
        match r {
            Role::Source
            | Role::Target
            | Role::Propagator
            | Role::Blocker
            | Role::Frontier
            | Role::Filled
            | Role::Layer(_)
            | Role::Result
            | Role::ResultB
            | Role::Tie
            | Role::SideC
            | Role::SideD
            | Role::ResultC
            | Role::ResultD
            | Role::WhitePawn
            | Role::BlackPawn
            | Role::Info => {}
        }
    }
    v
}

/// A frame with one register in `role` that marks e4 (for a propagator,
/// everything but e4, so that e4 is drawn blocked).
fn frame_marking_e4(role: Role) -> Frame {
    let e4 = Bitboard::from(Square::E4);
    Frame {
        caption: "test".into(),
        line: 0,
        registers: vec![Register {
            name: "r".into(),
            value: if role == Role::Propagator { !e4 } else { e4 },
            role,
        }],
    }
}

fn trace_of(frame: Frame) -> Trace {
    Trace {
        algorithm: "test".into(),
        frames: vec![frame],
        outcome: Outcome::Bool { value: true },
    }
}

/// The SVG group of square `sq`.
fn svg_square<'a>(doc: &'a roxmltree::Document, sq: &str) -> roxmltree::Node<'a, 'a> {
    doc.descendants()
        .find(|n| n.has_tag_name("g") && n.attribute("data-square") == Some(sq))
        .unwrap_or_else(|| panic!("no group for {sq}"))
}

/// The element of a square's group tagged with a look's class.
fn tagged<'a>(g: roxmltree::Node<'a, 'a>, class: &str) -> Vec<roxmltree::Node<'a, 'a>> {
    g.descendants()
        .filter(|n| n.attribute("data-look") == Some(class))
        .collect()
}

#[test]
fn every_role_is_drawn_from_the_table() {
    for role in every_role() {
        let frame = frame_marking_e4(role);
        let trace = trace_of(frame.clone());
        let cell = &Scene::new(&frame).cells()[Square::E4.index() as usize];
        let entries = legend(&trace, false);
        let svg = frame_svg(&Scene::new(&frame), &SvgStyle::default());
        let doc = roxmltree::Document::parse(&svg).expect("SVG");
        let g = svg_square(&doc, "e4");
        let Some(look) = Look::of(role) else {
            // Listed, not drawn: no class, no legend entry, a blank marker.
            assert_eq!(role, Role::Info);
            assert_eq!(cell.classes(), "sq");
            assert_eq!(cell.label(), "e4");
            assert!(entries.is_empty());
            assert_eq!(marker_classes(role), None);
            assert!(g.descendants().all(|n| n.attribute("data-look").is_none()));
            continue;
        };
        let a = appearance(look);
        // The board: its class (and layer colour class), its name.
        let classes: Vec<&str> = cell.classes().leak().split(' ').collect();
        assert!(classes.contains(&a.class), "{role:?}: {classes:?}");
        if let Role::Layer(k) = role {
            assert!(classes.contains(&layer_class(k)), "{role:?}: {classes:?}");
            assert_eq!(cell.label(), format!("e4, {} {k}", a.name));
        } else {
            assert_eq!(cell.label(), format!("e4, {}", a.name));
        }
        // The legend: one entry, the table's class and words.
        assert_eq!(entries.len(), 1, "{role:?}");
        assert_eq!((entries[0].look, entries[0].class), (look, a.class));
        assert_eq!(entries[0].text, a.legend());
        // The register panel: a marker in the same classes, named in the
        // table's words.
        let marker = marker_classes(role).expect("a marker");
        assert_eq!(marker.split(' ').next(), Some(a.class), "{role:?}");
        assert!(role_words(role).starts_with(a.name), "{role:?}");
        // The SVG: the look's colour and pattern, in the table's colours.
        let theme = Theme::Light;
        let shapes = tagged(g, a.class);
        assert!(!shapes.is_empty(), "{role:?}: nothing tagged {}", a.class);
        let fill = |n: &roxmltree::Node| n.attribute("fill").map(str::to_owned);
        let stroke = |n: &roxmltree::Node| n.attribute("stroke").map(str::to_owned);
        let want_fill = css_hex(match role {
            Role::Layer(k) => layer_hue(k),
            _ => a.fill(theme),
        });
        let ink = css_hex(a.ink(theme));
        match a.pattern.mark() {
            Some((round, letter)) => {
                let shape = shapes[0].first_element_child().expect("mark shape");
                let want = if round { "circle" } else { "rect" };
                assert_eq!(shape.tag_name().name(), want, "{role:?}");
                assert_eq!(fill(&shape), Some(want_fill), "{role:?}");
                assert_eq!(stroke(&shape), Some(ink.clone()), "{role:?}");
                let text = shapes[0].descendants().find(|n| n.has_tag_name("text"));
                assert_eq!(
                    text.and_then(|t| t.text()),
                    Some(letter.to_string().as_str())
                );
            }
            None => {
                let rect = shapes
                    .iter()
                    .find(|n| n.attribute("class") == Some("fill"))
                    .unwrap_or_else(|| panic!("{role:?}: no fill"));
                assert_eq!(fill(rect), Some(want_fill), "{role:?}");
                let pattern = shapes
                    .iter()
                    .find(|n| n.attribute("class") == Some("pattern"));
                match a.pattern {
                    Pattern::Number => {
                        assert!(pattern.is_none(), "{role:?}");
                        let num = g
                            .descendants()
                            .find(|n| n.attribute("class") == Some("num"))
                            .expect("number");
                        assert_eq!(fill(&num), Some(ink.clone()));
                        let Role::Layer(k) = role else { unreachable!() };
                        assert_eq!(num.text(), Some(k.to_string().as_str()));
                    }
                    Pattern::Cross | Pattern::Ring => {
                        let p = pattern.unwrap_or_else(|| panic!("{role:?}: no pattern"));
                        assert_eq!(stroke(p), Some(ink.clone()), "{role:?}");
                    }
                    _ => {
                        // A fill by a pattern tile drawn in the ink colour.
                        let p = pattern.unwrap_or_else(|| panic!("{role:?}: no pattern"));
                        let id = format!("url(#p-{})", a.class);
                        assert_eq!(fill(p), Some(id), "{role:?}");
                        let def = doc
                            .descendants()
                            .find(|n| n.attribute("id") == Some(&*format!("p-{}", a.class)))
                            .expect("pattern tile");
                        let painted = def.descendants().any(|n| {
                            fill(&n) == Some(ink.clone()) || stroke(&n) == Some(ink.clone())
                        });
                        assert!(painted, "{role:?}: tile not in {ink}");
                    }
                }
            }
        }
    }
}

#[test]
fn walls_are_drawn_from_the_table() {
    let frame = frame_marking_e4(Role::Info);
    let mut walls = Walls::NONE;
    walls.toggle(Square::E4, Square::E5);
    let scene = Scene {
        frame: &frame,
        marks: Marks::default(),
        walls: Some(walls),
    };
    let a = appearance(Look::Wall);
    let cells = scene.cells();
    assert_eq!(cells[Square::E4.index() as usize].label(), "e4, wall north");
    assert_eq!(cells[Square::E5.index() as usize].label(), "e5, wall south");
    assert!(cells[Square::E4.index() as usize]
        .classes()
        .contains("wall-n"));
    let entries = legend(&trace_of(frame.clone()), true);
    assert_eq!(entries.len(), 1);
    assert_eq!(
        (entries[0].class, &*entries[0].text),
        (a.class, &*a.legend())
    );
    for theme in Theme::ALL {
        let svg = frame_svg(
            &scene,
            &SvgStyle {
                theme,
                ..SvgStyle::default()
            },
        );
        let doc = roxmltree::Document::parse(&svg).expect("SVG");
        let lines: Vec<_> = doc
            .descendants()
            .filter(|n| n.has_tag_name("line"))
            .collect();
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].attribute("data-look"), Some(a.class));
        assert_eq!(lines[0].attribute("stroke"), Some(&*css_hex(a.fill(theme))));
    }
}

/// Where roles overlap, the SVG follows the table's priorities exactly as
/// the board's cells resolve them.
#[test]
fn overlapping_roles_follow_the_priorities() {
    let looks = [
        Role::Filled,
        Role::Layer(3),
        Role::Result,
        Role::ResultB,
        Role::ResultC,
        Role::ResultD,
        Role::Tie,
        Role::Frontier,
        Role::Blocker,
    ];
    let e4 = Bitboard::from(Square::E4);
    // Every non-empty subset of the background roles on e4.
    for mask in 1u32..(1 << looks.len()) {
        let registers: Vec<Register> = looks
            .iter()
            .enumerate()
            .filter(|(i, _)| mask >> i & 1 == 1)
            .map(|(i, &role)| Register {
                name: format!("r{i}").into(),
                value: e4,
                role,
            })
            .collect();
        let frame = Frame {
            caption: "".into(),
            line: 0,
            registers,
        };
        let cell = &Scene::new(&frame).cells()[Square::E4.index() as usize];
        let l = cell.look();
        let present: Vec<Look> = Look::ALL.into_iter().filter(|x| cell.has(*x)).collect();
        let top = present
            .iter()
            .copied()
            .max_by_key(|x| appearance(*x).priority);
        // In a frame with sides (Voronoi's B, C or D), a frontier square
        // keeps its side's colour under the frontier's ring.
        let sides = present
            .iter()
            .any(|x| matches!(x, Look::ResultB | Look::ResultC | Look::ResultD));
        let side = [
            Look::ResultD,
            Look::ResultC,
            Look::ResultB,
            Look::Result,
            Look::Tie,
        ]
        .into_iter()
        .find(|x| present.contains(x));
        let top = match (top, side) {
            (Some(Look::Frontier), Some(side)) if sides => Some(side),
            _ => top,
        };
        assert_eq!(l.fill, top, "{present:?}");
        // The blocker's X only where no other look has a pattern: a
        // blocker the fill reaches shows the reaching look's pattern.
        let patterned: Vec<Look> = present
            .iter()
            .copied()
            .filter(|x| appearance(*x).pattern.is_background())
            .collect();
        let top_pattern = patterned
            .iter()
            .copied()
            .filter(|&x| x != Look::Blocker)
            .max_by_key(|x| appearance(*x).priority)
            .or(patterned.iter().copied().find(|&x| x == Look::Blocker));
        assert_eq!(l.pattern, top_pattern, "{present:?}");
        let svg = frame_svg(&Scene::new(&frame), &SvgStyle::default());
        let doc = roxmltree::Document::parse(&svg).expect("SVG");
        let g = svg_square(&doc, "e4");
        let looks_of = |class: &str| -> Vec<String> {
            g.descendants()
                .filter(|n| n.attribute("class") == Some(class))
                .filter_map(|n| n.attribute("data-look").map(str::to_owned))
                .collect()
        };
        assert_eq!(looks_of("fill"), vec![appearance(top.unwrap()).class]);
        assert_eq!(
            looks_of("pattern"),
            top_pattern
                .map(|p| appearance(p).class.to_owned())
                .into_iter()
                .collect::<Vec<_>>()
        );
    }
}

#[cfg(feature = "raster")]
#[test]
fn raster_squares_take_the_tables_colours() {
    use fillscope_draw::raster::{frame_rgba, square_origin, RasterStyle};
    for theme in Theme::ALL {
        for role in every_role() {
            let Some(look) = Look::of(role) else { continue };
            let a = appearance(look);
            let frame = frame_marking_e4(role);
            let style = RasterStyle {
                theme,
                ..RasterStyle::default()
            };
            let img = frame_rgba(&Scene::new(&frame), &style);
            let (x, y) = square_origin(&style, Square::E4);
            let colours: Vec<[u8; 3]> = (0..style.cell)
                .flat_map(|dy| (0..style.cell).map(move |dx| (dx, dy)))
                .filter_map(|(dx, dy)| img.at(x + dx, y + dy))
                .collect();
            let fill = match role {
                Role::Layer(k) => layer_hue(k),
                _ => a.fill(theme),
            };
            let ink = a.ink(theme);
            assert!(colours.contains(&fill), "{theme:?} {role:?}: no fill");
            assert!(colours.contains(&ink), "{theme:?} {role:?}: no ink");
        }
    }
}

/// The looks that reach a blocker (those with a background pattern), as
/// the stylesheet lists them.
fn reached_list() -> String {
    TABLE
        .iter()
        .filter(|a| a.pattern.is_background() && a.look != Look::Blocker)
        .map(|a| format!(".{}", a.class))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The page's stylesheets, without comments: main.css, then modes.css,
/// which the full app loads after it (the marks of the fills the
/// first-load page hands to the full app are there).
fn stylesheet() -> String {
    let styles = concat!(env!("CARGO_MANIFEST_DIR"), "/../../styles/");
    let read = |name: &str| {
        std::fs::read_to_string(format!("{styles}{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
    };
    let css = read("main.css") + &read("modes.css");
    let mut out = String::new();
    let mut rest = css.as_str();
    while let Some(i) = rest.find("/*") {
        out.push_str(&rest[..i]);
        rest = rest[i..].find("*/").map_or("", |j| &rest[i + j + 2..]);
    }
    out.push_str(rest);
    out
}

/// The body of the first rule whose selector is exactly `selector`, and
/// where it starts.
fn rule<'a>(css: &'a str, selector: &str) -> Option<(usize, &'a str)> {
    let mut from = 0;
    while let Some(i) = css[from..].find(selector) {
        let at = from + i;
        let before = css[..at].chars().next_back();
        let after = css[at + selector.len()..].trim_start();
        if matches!(before, None | Some('\n' | '}' | ' ')) && after.starts_with('{') {
            let open = at + selector.len() + css[at + selector.len()..].find('{')?;
            let close = open + css[open..].find('}')?;
            return Some((at, &css[open + 1..close]));
        }
        from = at + selector.len();
    }
    None
}

/// The custom properties declared in a rule body.
fn properties(body: &str) -> HashMap<String, String> {
    body.split(';')
        .filter_map(|d| d.split_once(':'))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_lowercase()))
        .filter(|(k, _)| k.starts_with("--"))
        .collect()
}

/// The custom properties in force for each theme: light is `:root`; dark is
/// `:root` overridden by the dark theme's rule (the same for `auto` on a
/// dark system, which must match).
fn theme_properties(css: &str) -> [HashMap<String, String>; 2] {
    let light = properties(rule(css, ":root").expect(":root").1);
    let dark_rule = properties(rule(css, ":root[data-theme=dark]").expect("dark").1);
    let media = css
        .find("@media (prefers-color-scheme: dark)")
        .expect("the auto theme's media query");
    let auto_rule = properties(
        rule(&css[media..], ":root[data-theme=auto]")
            .expect("auto")
            .1,
    );
    assert_eq!(
        dark_rule, auto_rule,
        "dark and auto on a dark system differ"
    );
    let mut dark = light.clone();
    dark.extend(dark_rule);
    [light, dark]
}

fn hex(c: [u8; 3]) -> String {
    css_hex(c)
}

#[test]
fn the_stylesheet_colours_equal_the_table() {
    let css = stylesheet();
    let themes = theme_properties(&css);
    for (theme, props) in Theme::ALL.into_iter().zip(&themes) {
        let get = |name: &str| {
            props
                .get(name)
                .unwrap_or_else(|| panic!("{theme:?}: no {name} in styles/main.css"))
                .clone()
        };
        let b = base(theme);
        assert_eq!(get("--bg"), hex(b.background), "{theme:?}");
        assert_eq!(get("--fg"), hex(b.ink), "{theme:?}");
        assert_eq!(get("--sq-light"), hex(b.light), "{theme:?}");
        assert_eq!(get("--sq-dark"), hex(b.dark), "{theme:?}");
        for a in &TABLE {
            if a.look != Look::Layer {
                assert_eq!(
                    get(&format!("--{}", a.class)),
                    hex(a.fill(theme)),
                    "{theme:?} {:?}",
                    a.look
                );
            }
            if a.pattern != Pattern::Edge {
                assert_eq!(
                    get(&format!("--{}-ink", a.class)),
                    hex(a.ink(theme)),
                    "{theme:?} {:?}",
                    a.look
                );
            } else {
                assert_eq!(a.ink(theme), a.fill(theme), "a wall is one colour");
            }
        }
    }
    // The eight layer colours, the same in both themes.
    for (k, hue) in LAYER_HUES.iter().enumerate() {
        let (_, body) = rule(&css, &format!(".{}", layer_class(k as u16))).expect("layer class");
        assert_eq!(properties(body).get("--layer"), Some(&hex(*hue)), "k{k}");
    }
    let at = css.find("@property --layer").expect("@property --layer");
    let decl = &css[at..at + css[at..].find('}').unwrap()];
    assert!(
        decl.contains(&format!("initial-value: {}", hex(LAYER_HUES[0]))),
        "{decl}"
    );
    assert!(
        !themes[1].contains_key("--layer"),
        "layer colours do not change with the theme"
    );
    // A number on a blocked square.
    let (_, body) = rule(&css, ".sq.blocker .num").expect(".sq.blocker .num");
    let white = hex(base(Theme::Light).number_on_blocker);
    assert!(
        body.replace("#fff;", &format!("{white};"))
            .contains(&format!("color: {white}")),
        "{body}"
    );
}

/// The board's rules for the background looks come in priority order (a
/// later rule wins the background), each in its look's colour and pattern.
#[test]
fn the_stylesheet_draws_each_pattern_in_priority_order() {
    let css = stylesheet();
    let mut at = Vec::new();
    for a in TABLE.iter().filter(|a| a.priority > 0) {
        let class = a.class;
        // Doubled classes win over `.sq.layer.filled` by specificity.
        // A blocker's X is drawn where the fill does not reach it.
        let reached = format!(":not({})", reached_list());
        let (pos, body) = rule(&css, &format!(".sq.{class}.{class}"))
            .or_else(|| rule(&css, &format!(".sq.{class}")))
            .unwrap_or_else(|| panic!("no rule .sq.{class}"));
        let (pos, body) = match a.look {
            Look::Blocker => {
                let (_, x) =
                    rule(&css, &format!(".sq.{class}.{class}{reached}")).expect("the blocker's X");
                (pos, format!("{body} {x}"))
            }
            _ => (pos, body.to_string()),
        };
        at.push((a.priority, pos, a.look));
        let colour = if a.look == Look::Layer {
            "var(--layer)".to_owned()
        } else {
            format!("var(--{class})")
        };
        assert!(body.contains(&colour), "{:?}: {body}", a.look);
        let ink = format!("var(--{class}-ink)");
        let has = |s: &str| body.contains(s);
        let ok = match a.pattern {
            Pattern::Number => !has("background-image"),
            Pattern::Dots => has("radial-gradient(") && has(&ink),
            Pattern::Diagonal => {
                has("repeating-linear-gradient(45deg") && !has("-45deg") && has(&ink)
            }
            Pattern::CrossHatch => {
                has("repeating-linear-gradient(45deg")
                    && has("repeating-linear-gradient(-45deg")
                    && has(&ink)
            }
            Pattern::Horizontal => has("repeating-linear-gradient(0deg") && has(&ink),
            Pattern::Vertical => has("repeating-linear-gradient(90deg") && has(&ink),
            Pattern::Checks => has("repeating-conic-gradient(") && has(&ink),
            Pattern::Cross => {
                has(" linear-gradient(45deg") && has(" linear-gradient(-45deg") && has(&ink)
            }
            Pattern::Ring => has("dashed") && has("box-shadow: inset") && has(&ink),
            _ => false,
        };
        assert!(ok, "{:?} is not drawn as {:?}: {body}", a.look, a.pattern);
    }
    // A blocker the fill reaches draws the reaching look's pattern in that
    // look's own colour, as `SquareLook::pattern_colour`: every look with
    // a background pattern has its ink set to its fill on a blocker.
    let (_, on_blocker) = rule(&css, ".sq.blocker").expect(".sq.blocker");
    for a in TABLE
        .iter()
        .filter(|a| a.pattern.is_background() && a.look != Look::Blocker)
    {
        let class = a.class;
        assert!(
            on_blocker.contains(&format!("--{class}-ink: var(--{class});")),
            "{class} on a blocker: {on_blocker}"
        );
        assert!(
            reached_list().contains(&format!(".{class}")),
            "{class} is not among the reached looks"
        );
    }
    at.sort();
    let order: Vec<usize> = at.iter().map(|(_, pos, _)| *pos).collect();
    let mut sorted = order.clone();
    sorted.sort_unstable();
    assert_eq!(order, sorted, "rules out of priority order: {at:?}");
    // A filled square in a layer keeps the dots (a layer has no pattern).
    let (_, body) = rule(&css, ".sq.layer.filled").expect(".sq.layer.filled");
    assert!(body.contains("var(--layer)") && body.contains("var(--filled-ink)"));
    // The marks, in their colours, and rounded or square as drawn.
    for (look, _) in Look::MARKS {
        let sel = format!(".sq .{}", look.mark_class().expect("a mark's class"));
        let (_, body) = rule(&css, &sel).unwrap_or_else(|| panic!("{sel}"));
        let (round, _) = appearance(look).pattern.mark().expect("a mark");
        assert_eq!(!round, body.contains("border-radius: 12%"), "{sel}: {body}");
        let class = appearance(look).class;
        assert!(
            body.contains(&format!("background: var(--{class})")),
            "{body}"
        );
        assert!(
            body.contains(&format!("color: var(--{class}-ink)")),
            "{body}"
        );
    }
    let (_, body) = rule(&css, ".sq.wall-n").expect(".sq.wall-n");
    assert!(body.contains("var(--wall)"));
}
