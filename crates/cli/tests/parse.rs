//! `fillscope_cli::parse` in-process on generated command lines: it never
//! panics, every error is one line naming something the user typed (or an
//! option that is missing), and every valid command line reads back as the
//! job it was written from, whatever the order and form of its options.

use fillscope_cli::help::Topic;
use fillscope_cli::{parse, ArgError, Command, Export, ExportFormat, Format, Job, Task, Variant};
use fillscope_core::bfs::Walls;
use fillscope_core::log::Mapping;
use fillscope_core::{Bitboard, Direction, Method, Piece, Step};
use proptest::prelude::*;

/// Every option of every command, and the words that mean help or version.
const FLAGS: [&str; 35] = [
    "--from",
    "--to",
    "--through",
    "--step",
    "--variant",
    "--dir",
    "--gen",
    "--pro",
    "--method",
    "--piece",
    "--sliders",
    "--occupied",
    "--open",
    "--wall",
    "--walls-north",
    "--walls-east",
    "--a",
    "--b",
    "--side",
    "--board",
    "--plies",
    "--white",
    "--black",
    "--mapping",
    "FILE",
    "--json",
    "--trace",
    "--export",
    "--out",
    "--frame",
    "--help",
    "-h",
    "--version",
    "-V",
    "-",
];

const COMMANDS: [&str; 9] = [
    "paths", "fill", "attacks", "bfs", "voronoi", "reach", "pawns", "log", "run",
];

/// Values of every kind the options take, good and bad.
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "e4",
            "a1,h8",
            "all",
            "empty",
            "0x",
            "0xff",
            "0x12g",
            "-1",
            "king",
            "knight",
            "queen",
            "westcott",
            "moshammer",
            "noEa",
            "dumb7",
            "kogge-stone",
            "e4-e5",
            "a1-a2,b1-b2",
            "a1-b2",
            "a1a2",
            "a1-a9",
            ",",
            "",
            "--",
            "-",
            "=",
            "-abc",
            "e4,,a1",
            "svg",
            "png",
            "gif",
            "filmstrip",
            "text",
            "jpeg",
            "out.png",
            "rook-slide",
            "queen-slide",
            "8x8",
            "9x9",
            "a1-b1",
            "h8-h7",
            "a1-h1",
            "log.txt",
            "0",
            "12",
            "99999999999999999999999",
        ])
        .prop_map(String::from),
        "[a-h0-9x,;_ -]{0,12}",
        ".{0,10}",
    ]
}

/// One word of a command line: a real flag, a value, `--flag=value`, or
/// something else that starts with dashes.
fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(FLAGS.to_vec()).prop_map(String::from),
        4 => value(),
        2 => (prop::sample::select(FLAGS.to_vec()), value()).prop_map(|(f, v)| format!("{f}={v}")),
        1 => "-{1,3}[a-z=]{0,6}",
    ]
}

fn check_error(args: &[String], e: &ArgError) -> Result<(), TestCaseError> {
    let line = e.to_string();
    prop_assert!(!line.contains(['\n', '\r']), "{:?}: {:?}", args, line);
    prop_assert!(!e.message.is_empty(), "{:?}", args);
    // The argument named is a word typed, the name part of `--flag=value`,
    // an option that is missing, or the missing command.
    let typed = args
        .iter()
        .any(|w| *w == e.arg || w.split_once('=').is_some_and(|(n, _)| n == e.arg));
    prop_assert!(
        typed || FLAGS.contains(&e.arg.as_str()) || e.arg == "COMMAND",
        "{:?} names {:?}",
        args,
        e.arg
    );
    Ok(())
}

/// The method a path command keeps: the one given for a sliding step, the
/// default (and no `--method`) for a one-square step.
fn slide_method(step: Step, method: Method) -> Method {
    if step.slides() {
        method
    } else {
        Method::default()
    }
}

/// A job and a command line that asks for it: options in any order, each
/// `--flag VALUE` or `--flag=VALUE`, sets as hex, decimal or squares.
fn valid_command() -> impl Strategy<Value = (Vec<String>, Job)> {
    let board = || any::<u64>().prop_map(Bitboard);
    let set_form = || 0u8..3;
    let task = prop_oneof![
        (
            board(),
            board(),
            board(),
            prop::sample::select(Step::ALL.to_vec()),
            prop::sample::select(vec![Variant::Westcott, Variant::Moshammer]),
            prop::sample::select(Method::ALL.to_vec()),
        )
            .prop_map(|(from, to, through, step, variant, method)| Task::Paths {
                from,
                to,
                through,
                step,
                variant,
                method: slide_method(step, method),
            }),
        (
            prop::sample::select(Direction::ALL.to_vec()),
            board(),
            board(),
            prop::sample::select(Method::ALL.to_vec())
        )
            .prop_map(|(dir, gen, pro, method)| Task::Fill {
                dir,
                gen,
                pro,
                method
            }),
        (prop::sample::select(Piece::ALL.to_vec()), board(), board()).prop_map(
            |(piece, sliders, occupied)| Task::Attacks {
                piece,
                sliders,
                occupied
            }
        ),
        (
            board(),
            prop::option::of(board()),
            board(),
            board(),
            board()
        )
            .prop_map(|(from, to, open, n, e)| Task::Bfs {
                from,
                to,
                open,
                walls: Walls { north: n, east: e }.normalized()
            }),
        (board(), board(), board(), board(), board()).prop_map(|(a, b, open, n, e)| {
            Task::Voronoi {
                a,
                b,
                open,
                walls: Walls { north: n, east: e }.normalized(),
            }
        }),
        (
            prop::collection::vec(board(), 2..=4),
            board(),
            board(),
            board()
        )
            .prop_map(|(sides, open, n, e)| Task::VoronoiSides {
                sides,
                open,
                walls: Walls { north: n, east: e }.normalized(),
            }),
        (
            board(),
            board(),
            prop::sample::select(Step::ALL.to_vec()),
            prop::option::of(0u32..100),
            prop::sample::select(Method::ALL.to_vec()),
        )
            .prop_map(|(from, through, step, plies, method)| Task::Reach {
                from,
                through,
                step,
                plies,
                method: slide_method(step, method),
            }),
        (board(), board()).prop_map(|(white, black)| Task::Pawns {
            white,
            black: black - white,
        }),
        (
            prop_oneof!["[a-z]{1,8}\\.txt", Just("-".to_string())],
            prop::sample::select(Mapping::ALL.to_vec())
        )
            .prop_map(|(file, mapping)| Task::Log { file, mapping }),
    ];
    let format = prop::sample::select(vec![Format::Human, Format::Json, Format::Trace]);
    // An export or none; a frame only for the formats that take one.
    let export = prop::option::of(
        (
            prop::sample::select(ExportFormat::ALL.to_vec()),
            prop::option::of(0usize..100),
            "[a-z]{1,8}\\.[a-z]{3}",
        )
            .prop_map(|(format, frame, out)| Export {
                format,
                out,
                frame: frame.filter(|_| format.one_frame()),
            }),
    );
    (
        task,
        format,
        export,
        prop::collection::vec((set_form(), any::<bool>()), 8),
        any::<prop::sample::Index>(),
    )
        .prop_map(|(task, format, export, forms, order)| {
            // log has no trace.
            let traced = !matches!(task, Task::Log { .. });
            let format = if traced || format != Format::Trace {
                format
            } else {
                Format::Json
            };
            let export = export.filter(|_| traced);
            let set = |b: Bitboard, form: u8| match form {
                0 => b.hex(),
                // 16 digits would be read as hex, as printf's `%016llx` writes them.
                1 if b.0.to_string().len() != 16 => b.0.to_string(),
                1 => format!("{:016x}", b.0),
                _ if b.is_empty() => "empty".to_string(),
                _ => b
                    .squares()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(","),
            };
            let (name, mut opts): (&str, Vec<(&str, String)>) = match task {
                Task::Paths {
                    from,
                    to,
                    through,
                    step,
                    variant,
                    method,
                } => {
                    let mut o = vec![
                        ("--from", set(from, forms[0].0)),
                        ("--to", set(to, forms[1].0)),
                        ("--through", set(through, forms[2].0)),
                        ("--step", step.name().into()),
                        (
                            "--variant",
                            match variant {
                                Variant::Westcott => "westcott".into(),
                                Variant::Moshammer => "moshammer".into(),
                            },
                        ),
                    ];
                    if step.slides() {
                        o.push(("--method", method.name().into()));
                    }
                    ("paths", o)
                }
                Task::Fill {
                    dir,
                    gen,
                    pro,
                    method,
                } => (
                    "fill",
                    vec![
                        ("--dir", dir.name().into()),
                        ("--gen", set(gen, forms[0].0)),
                        ("--pro", set(pro, forms[1].0)),
                        ("--method", method.name().into()),
                    ],
                ),
                Task::Attacks {
                    piece,
                    sliders,
                    occupied,
                } => (
                    "attacks",
                    vec![
                        ("--piece", piece.name().into()),
                        ("--sliders", set(sliders, forms[0].0)),
                        ("--occupied", set(occupied, forms[1].0)),
                    ],
                ),
                Task::Bfs {
                    from,
                    to,
                    open,
                    walls,
                } => {
                    let mut o = vec![
                        ("--from", set(from, forms[0].0)),
                        ("--open", set(open, forms[2].0)),
                        ("--walls-north", set(walls.north, forms[3].0)),
                        ("--walls-east", set(walls.east, forms[4].0)),
                    ];
                    if let Some(to) = to {
                        o.push(("--to", set(to, forms[1].0)));
                    }
                    ("bfs", o)
                }
                Task::Voronoi { a, b, open, walls } => (
                    "voronoi",
                    vec![
                        ("--a", set(a, forms[0].0)),
                        ("--b", set(b, forms[1].0)),
                        ("--open", set(open, forms[2].0)),
                        ("--walls-north", set(walls.north, forms[3].0)),
                        ("--walls-east", set(walls.east, forms[4].0)),
                    ],
                ),
                Task::VoronoiSides {
                    ref sides,
                    open,
                    walls,
                } => {
                    let mut o: Vec<(&str, String)> = sides
                        .iter()
                        .enumerate()
                        .map(|(k, &side)| ("--side", set(side, forms[k + 4].0)))
                        .collect();
                    o.extend([
                        ("--open", set(open, forms[0].0)),
                        ("--walls-north", set(walls.north, forms[1].0)),
                        ("--walls-east", set(walls.east, forms[2].0)),
                        ("--board", "8x8".into()),
                    ]);
                    ("voronoi", o)
                }
                Task::Reach {
                    from,
                    through,
                    step,
                    plies,
                    method,
                } => {
                    let mut o = vec![
                        ("--from", set(from, forms[0].0)),
                        ("--through", set(through, forms[1].0)),
                        ("--step", step.name().into()),
                    ];
                    if let Some(n) = plies {
                        o.push(("--plies", n.to_string()));
                    }
                    if step.slides() {
                        o.push(("--method", method.name().into()));
                    }
                    ("reach", o)
                }
                Task::Pawns { white, black } => (
                    "pawns",
                    vec![
                        ("--white", set(white, forms[0].0)),
                        ("--black", set(black, forms[1].0)),
                    ],
                ),
                Task::Log { ref file, mapping } => (
                    "log",
                    vec![("", file.clone()), ("--mapping", mapping.name().into())],
                ),
            };
            match format {
                Format::Json => opts.push(("--json", String::new())),
                Format::Trace => opts.push(("--trace", String::new())),
                Format::Human => {}
            }
            if let Some(e) = &export {
                opts.push(("--export", e.format.name().into()));
                opts.push(("--out", e.out.clone()));
                if let Some(k) = e.frame {
                    opts.push(("--frame", k.to_string()));
                }
            }
            // One rotation of the options, chosen by `order`; the sides
            // of voronoi keep their order wherever their options land.
            let sides: Vec<String> = opts
                .iter()
                .filter(|(f, _)| *f == "--side")
                .map(|(_, v)| v.clone())
                .collect();
            let turn = order.index(opts.len());
            opts.rotate_left(turn);
            let mut sides = sides.into_iter();
            for (flag, value) in &mut opts {
                if *flag == "--side" {
                    *value = sides.next().unwrap_or_default();
                }
            }
            let mut words = vec![name.to_string()];
            for (k, (flag, value)) in opts.into_iter().enumerate() {
                if flag.is_empty() {
                    // log's FILE, a word of its own wherever it stands.
                    words.push(value);
                } else if value.is_empty() {
                    words.push(flag.into());
                } else if forms[k % forms.len()].1 {
                    words.push(format!("{flag}={value}"));
                } else {
                    words.push(flag.into());
                    words.push(value);
                }
            }
            (
                words,
                Job {
                    task,
                    format,
                    export,
                },
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Any words at all: no panic, and an error is one line.
    #[test]
    fn any_words_never_panic(args in prop::collection::vec(".{0,12}", 0..8)) {
        if let Err(e) = parse(&args) {
            prop_assert!(!e.to_string().contains(['\n', '\r']), "{:?}", args);
        }
    }

    /// A real command followed by real flags, values and stray dashes.
    #[test]
    fn real_flags_with_any_values(
        cmd in prop::sample::select(COMMANDS.to_vec()),
        rest in prop::collection::vec(word(), 0..10),
    ) {
        let mut args = vec![cmd.to_string()];
        args.extend(rest);
        match parse(&args) {
            Ok(Command::Help(topic)) => {
                prop_assert!(args.iter().any(|w| w == "-h" || w == "--help"));
                prop_assert_eq!(topic, Topic::Command(cmd));
            }
            Ok(Command::Version) => prop_assert!(false, "{:?} is not --version", args),
            Ok(Command::Run(_)) => {}
            // Only bfs, voronoi and log run on the 9x9 board, and only when
            // asked.
            Ok(Command::Run9(_)) => {
                prop_assert!(["bfs", "voronoi", "log"].contains(&cmd), "{:?}", args);
                prop_assert!(args.iter().any(|w| w.contains("9x9")), "{:?}", args);
            }
            // Only `run` runs C code.
            Ok(Command::Play(_)) => prop_assert_eq!(cmd, "run", "{:?}", args),
            Err(e) => check_error(&args, &e)?,
        }
    }

    /// Every valid command line reads back as its job.
    #[test]
    fn valid_command_lines_read_back((args, job) in valid_command()) {
        prop_assert_eq!(parse(&args), Ok(Command::Run(job)), "{:?}", args);
    }

    /// Every valid job runs to an answer (exports and log's reading aside:
    /// tests/export.rs and tests/commands.rs run those).
    #[test]
    fn valid_jobs_run((_, job) in valid_command()) {
        prop_assume!(!matches!(job.task, Task::Log { .. }));
        let job = Job { export: None, ..job };
        let out = fillscope_cli::run(&Command::Run(job.clone()));
        let out = out.map_err(|e| TestCaseError::fail(format!("{job:?}: {e:?}")))?;
        prop_assert!(out.stdout.ends_with('\n'), "{:?}", job);
        if job.format != Format::Human {
            prop_assert!(serde_json::from_str::<serde_json::Value>(&out.stdout).is_ok());
        }
    }

    /// A valid command line with one word changed, dropped or doubled: no
    /// panic, and an error names what it should.
    #[test]
    fn edited_command_lines((mut args, _) in valid_command(), at in any::<prop::sample::Index>(), how in 0u8..3, other in word()) {
        let at = at.index(args.len());
        match how {
            0 => args[at] = other,
            1 => {
                args.remove(at);
            }
            _ => args.insert(at, args[at].clone()),
        }
        if let Err(e) = parse(&args) {
            check_error(&args, &e)?;
        }
    }
}
