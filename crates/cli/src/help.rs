//! The `--help` texts.

/// `fillscope --help`.
pub const USAGE: &str = "\
fillscope: run a bitboard flood fill and draw the boards

Usage:
  fillscope paths   --from SET --to SET [--through SET] [--step STEP] [--variant VARIANT]
  fillscope fill    --dir DIR --gen SET --pro SET [--method METHOD]
  fillscope attacks --piece PIECE --sliders SET --occupied SET
  fillscope bfs     --from SET [--to SET] [--open SET] [WALLS]
  fillscope voronoi --a SET --b SET [--open SET] [WALLS]
  fillscope COMMAND --help

Every command also takes:
  --json       print one JSON object (bitboards as \"0x\" + 16 hex digits)
  --trace      print the whole recorded trace as JSON (the web app's format)
  -h, --help   print help (for a command: fillscope paths --help)
  --version    print the version (without a command)

Values:
  SET      0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8,
           all, or empty (a1 is bit 0, h8 is bit 63)
  STEP     king (default), rook, bishop, knight
  VARIANT  westcott (default), moshammer
  DIR      nort, noEa, east, soEa, sout, soWe, west, noWe
  METHOD   dumb7 (default), kogge-stone, rotate
  PIECE    rook, bishop, queen
  WALLS    --wall SQ-SQ[,SQ-SQ...]  walls between orthogonal neighbours (repeatable)
           --walls-north SET        a wall on the north side of each square of SET
           --walls-east SET         a wall on the east side of each square of SET

A bad argument prints one line on stderr and exits with status 2.
";

/// `fillscope paths --help`.
pub const PATHS_HELP: &str = "\
fillscope paths: all shortest paths from a square of --from to a square of --to

Usage:
  fillscope paths --from SET --to SET [--through SET] [--step STEP] [--variant VARIANT]
                  [--json | --trace]

Options:
  --from SET         sq1, where the paths start
  --to SET           sq2, where they may end
  --through SET      path, the squares a path may use (default: all); from and to
                     squares outside it are ignored, as Westcott's routine does
  --step STEP        king (default), rook, bishop or knight steps
  --variant VARIANT  westcott (default) or moshammer: the routine whose return
                     value and asp layers are shown
  --json             {\"moves\": N|null, \"return\": R|null, \"terminates\": bool,
                      \"layers\": [\"0x...\", ...]}; moves is always Westcott's count
  --trace            the chosen routine's trace as JSON

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty
";

/// `fillscope fill --help`.
pub const FILL_HELP: &str = "\
fillscope fill: occluded fill and attack fill in one direction

Usage:
  fillscope fill --dir DIR --gen SET --pro SET [--method METHOD] [--json | --trace]

Options:
  --dir DIR          nort, noEa, east, soEa, sout, soWe, west or noWe
  --gen SET          the generators (sliders)
  --pro SET          the propagators (empty squares)
  --method METHOD    dumb7 (default), kogge-stone or rotate
  --json             {\"occluded\": \"0x...\", \"attacks\": \"0x...\"}
  --trace            the method's trace as JSON

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty
";

/// `fillscope attacks --help`.
pub const ATTACKS_HELP: &str = "\
fillscope attacks: set-wise sliding attacks of every slider at once

Usage:
  fillscope attacks --piece PIECE --sliders SET --occupied SET [--json | --trace]

Options:
  --piece PIECE      rook, bishop or queen
  --sliders SET      the sliding pieces
  --occupied SET     the occupied squares (blockers)
  --json             {\"attacks\": \"0x...\"}
  --trace            the trace as JSON

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty
";

/// `fillscope bfs --help`.
pub const BFS_HELP: &str = "\
fillscope bfs: bit-shift breadth-first search with rook steps and walls

Usage:
  fillscope bfs --from SET [--to SET] [--open SET] [--wall SQ-SQ,...]...
                [--walls-north SET] [--walls-east SET] [--json | --trace]

Options:
  --from SET          where the search starts (layer 0)
  --to SET            stop at the first layer that reaches a square of SET
                      (default: search everything reachable)
  --open SET          the squares the search may enter (default: all)
  --wall SQ-SQ,...    walls between orthogonal neighbours, e.g. e4-e5,e4-f4
                      (repeatable; a pair that are not neighbours is an error)
  --walls-north SET   a wall on the north side of each square of SET
  --walls-east SET    a wall on the east side of each square of SET
  --json              {\"distance\": N|null, \"layers\": [\"0x...\", ...], \"visits\": \"0x...\"}
  --trace             the trace as JSON

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty
";

/// `fillscope voronoi --help`.
pub const VORONOI_HELP: &str = "\
fillscope voronoi: which squares side a reaches before side b (rook steps, walls)

Usage:
  fillscope voronoi --a SET --b SET [--open SET] [--wall SQ-SQ,...]...
                    [--walls-north SET] [--walls-east SET] [--json | --trace]

Options:
  --a SET             side a's sources
  --b SET             side b's sources
  --open SET          the squares either side may enter (default: all)
  --wall SQ-SQ,...    walls between orthogonal neighbours, e.g. e4-e5,e4-f4
                      (repeatable; a pair that are not neighbours is an error)
  --walls-north SET   a wall on the north side of each square of SET
  --walls-east SET    a wall on the east side of each square of SET
  --json              {\"a\": \"0x...\", \"b\": \"0x...\", \"ties\": \"0x...\"}
  --trace             the trace as JSON

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty
";

/// The help text of command `name`, one of [`crate::commands::NAMES`].
pub fn of_command(name: &str) -> Option<&'static str> {
    Some(match name {
        "paths" => PATHS_HELP,
        "fill" => FILL_HELP,
        "attacks" => ATTACKS_HELP,
        "bfs" => BFS_HELP,
        "voronoi" => VORONOI_HELP,
        _ => return None,
    })
}
