//! The CLI against the core's algorithm registry: every registered
//! algorithm the CLI offers is reachable from its command line, runs as the
//! registry's `Setup` runs it, and is listed in the help texts.

use fillscope_cli::commands::{command_of, NAMES, WITHOUT_ALGORITHM};
use fillscope_cli::help::{self, Topic};
use fillscope_cli::{parse, run, Command};
use fillscope_core::{Algorithm, Step, Trace};

fn words(line: &str) -> Vec<String> {
    line.split_whitespace().map(String::from).collect()
}

/// A command line that runs `a`, for every algorithm the CLI offers.
fn command_line(a: Algorithm) -> Option<String> {
    let id = a.id();
    Some(match command_of(a)? {
        "paths" => {
            format!("paths --from e4 --to a1,h8 --through 0xfffffffffff7ffff --variant {id}")
        }
        "fill" => format!("fill --dir noEa --gen d4,b2 --pro 0xfdffffffffffffff --method {id}"),
        "attacks" => "attacks --piece queen --sliders d4 --occupied d6,f6".to_string(),
        "bfs" => "bfs --from a1 --to h8,e5 --open 0xffffffffffefffff --wall e4-e5".to_string(),
        "voronoi" => "voronoi --a a1 --b h8 --walls-east d1,d2".to_string(),
        "reach" => "reach --from d4,b2 --through 0xffffffffffdfffff --step queen-slide".to_string(),
        "pawns" => "pawns --white a2,b2,e4 --black e5,d6".to_string(),
        other => panic!("{a}: no command line written for command {other}"),
    })
}

#[test]
fn every_offered_algorithm_runs_as_the_registry_runs_it() {
    let mut offered = 0;
    for a in Algorithm::ALL {
        let Some(line) = command_line(a) else {
            continue;
        };
        offered += 1;
        let args = words(&format!("{line} --trace"));
        let Ok(Command::Run(job)) = parse(&args) else {
            panic!("{a}: {line} does not parse");
        };
        let setup = job.task.setup().expect("a registered algorithm's setup");
        assert_eq!(setup.algorithm, a, "{line}");
        let printed: Trace =
            serde_json::from_str(&run(&Command::Run(job)).unwrap().stdout).unwrap();
        assert_eq!(
            printed,
            setup.trace(),
            "{a}: --trace is the registry's trace"
        );
        assert_eq!(printed.algorithm, a.id());
    }
    // Westcott, Moshammer, three occluded fills, attacks, BFS, Voronoi,
    // reach and pawns.
    assert_eq!(offered, 10);
}

#[test]
fn the_commands_follow_the_registry_order() {
    let mut from_registry: Vec<&str> = Vec::new();
    for a in Algorithm::ALL {
        if let Some(c) = command_of(a) {
            if !from_registry.contains(&c) {
                from_registry.push(c);
            }
        }
    }
    from_registry.extend(WITHOUT_ALGORITHM);
    assert_eq!(from_registry, NAMES);
}

#[test]
fn help_lists_every_choice_and_stays_narrow() {
    let usage = help::text(Topic::Usage);
    for name in NAMES {
        assert!(usage.contains(&format!("fillscope {name} ")), "{name}");
    }
    let paths = help::text(Topic::Command("paths"));
    let fill = help::text(Topic::Command("fill"));
    for a in Algorithm::ALL {
        match command_of(a) {
            Some("paths") => assert!(paths.contains(a.id()) && usage.contains(a.id()), "{a}"),
            Some("fill") => assert!(fill.contains(a.id()) && usage.contains(a.id()), "{a}"),
            _ => {}
        }
    }
    // Every step kind, the default marked once, in both texts.
    for s in Step::ALL {
        assert!(
            paths.contains(s.name()) && usage.contains(s.name()),
            "{s:?}"
        );
    }
    assert!(usage.contains("  STEP     king (default), rook, "));
    assert!(paths.contains("  --step STEP        king (default), rook, "));
    for topic in [Topic::Usage].into_iter().chain(NAMES.map(Topic::Command)) {
        for line in help::text(topic).lines() {
            assert!(line.len() <= 89, "{topic:?}: {line:?} is too wide");
        }
    }
    // A wrapped list goes on under its own text.
    let step_lines: Vec<&str> = paths
        .lines()
        .skip_while(|l| !l.starts_with("  --step"))
        .take(2)
        .collect();
    assert!(step_lines[1].starts_with(&" ".repeat(21)), "{step_lines:?}");
    assert!(
        step_lines[1].trim_end().ends_with("queen-slide steps"),
        "{step_lines:?}"
    );
}

/// The numbers the help texts give are the ones the code uses: the log
/// reader's limit, the run's statement budget and the frames it keeps.
#[test]
fn help_numbers_are_the_code_s() {
    let log = help::text(Topic::Command("log"));
    let mib = fillscope_cli::commands::MAX_LOG_BYTES >> 20;
    assert!(
        log.contains(&format!("more than {mib} MiB is refused")),
        "{log}"
    );
    let run = help::text(Topic::Command("run"));
    let o = fillscope_play::Options::new(Vec::new());
    assert!(
        run.contains(&format!("(default: {})", o.max_steps)),
        "{run}"
    );
    assert!(
        run.contains(&format!("(the first {})", o.max_frames)),
        "{run}"
    );
}
