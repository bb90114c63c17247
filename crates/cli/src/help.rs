//! The `--help` texts. The lists of choices in them (`{steps}`,
//! `{methods_or}`, ...) are filled in from the core's lists and the
//! algorithm registry, so a step kind, method or variant added there shows
//! up here; a line that grows too long for that wraps under its own text.

use fillscope_core::log::Mapping;
use fillscope_core::{Algorithm, Direction, Piece, Step};

use crate::commands::{self, Variant};

/// `fillscope --help`.
const USAGE: &str = "\
fillscope: run a bitboard flood fill and draw the boards

Usage:
  fillscope paths   --from SET --to SET [--through SET] [--step STEP] [--variant VARIANT]
                    [--method METHOD]
  fillscope fill    --dir DIR --gen SET --pro SET [--method METHOD]
  fillscope attacks --piece PIECE --sliders SET --occupied SET
  fillscope bfs     --from SET [--to SET] [--open SET] [--board SIZE] [WALLS]
  fillscope voronoi --a SET --b SET [--open SET] [--board SIZE] [WALLS]
  fillscope voronoi --side SET --side SET [--side SET]... [--open SET] [--board SIZE]
                    [WALLS]
  fillscope reach   --from SET [--through SET] [--step STEP] [--plies N]
                    [--method METHOD]
  fillscope pawns   --white SET --black SET
  fillscope log     FILE [--mapping MAPPING] [--board SIZE]
  fillscope run     FILE.c [--entry NAME] [--arg NAME=VALUE]... [--max-steps N]
  fillscope COMMAND --help

Every command also takes (log runs no traced fill, so it takes --json only; run
takes --json and --trace, no --export):
  --json       print one JSON object (bitboards as \"0x\" + 16 hex digits; 9x9 sets
               as \"0x\" + 32)
  --trace      print the whole recorded trace as JSON (the web app's format);
               its \"outcome\" is how the routine ended, {\"kind\": ...}: each
               command's --help says which (the kinds: docs/cli-json.md)
  --export FORMAT --out FILE [--frame K]
               write the page's export of the run to FILE instead of printing (print
               too with --json or --trace): svg, png or text show frame K (0-based,
               default: the last), gif and filmstrip every frame
  -h, --help   print help (for a command: fillscope paths --help)
  --version    print the version (without a command)

Values:
  SET      0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8,
           all, or empty (a1 is bit 0, h8 is bit 63); also 0b binary, C suffixes
           (ULL), _ or ' between digits, 16 bare hex digits (printf's %016llx),
           and a negative decimal as its 64-bit two's complement (-1 is every
           square; refused with --board 9x9)
  STEP     {steps}
  VARIANT  {variants}
  DIR      {dirs}
  METHOD   {methods}
           (paths and reach: slide steps only; every method gives the same squares)
  PIECE    {pieces}
  FORMAT   {formats}
  MAPPING  {mappings}
           (the squares of bit 0 and bit 1 in the engine's numbering);
           with --board 9x9: {mappings9}
  N        a number of moves, 0 or more
  SIZE     8x8 (default) or 9x9 (bfs, voronoi and log)
  WALLS    --wall SQ-SQ[,SQ-SQ...]  walls between orthogonal neighbours (repeatable)
           --walls-north SET        a wall on the north side of each square of SET
           --walls-east SET         a wall on the east side of each square of SET

Boards are 8x8. bfs and voronoi also run on Great Escape's 9x9 board with --board 9x9:
SETs then name squares a1 to i9 (a1 is bit 0, i1 bit 8, i9 bit 80; up to 32 hex digits,
no bit at 81 or above; all is 81 squares), JSON and --trace write 9x9 sets as \"0x\" + 32
hex digits, the trace says \"board\": \"9x9\", and --export draws the 9x9 board.
log --board 9x9 reads a log's 128-bit values and 9x9 diagrams as the web app's Log
tab does on that board, its MAPPING named as the Log tab names it there (a9-b9).

A bad argument prints one line on stderr and exits with status 2; an export that
cannot be made or written, a FILE that cannot be read, a log that gave no value
(after its output), or C code that does not compile (file:line:column: message,
the line and a caret), with status 1.
";

/// `fillscope paths --help`.
const PATHS_HELP: &str = "\
fillscope paths: all shortest paths from a square of --from to a square of --to

Usage:
  fillscope paths --from SET --to SET [--through SET] [--step STEP] [--variant VARIANT]
                  [--method METHOD] [--json | --trace]
                  [--export FORMAT --out FILE [--frame K]]

Options:
  --from SET         sq1, where the paths start
  --to SET           sq2, where they may end
  --through SET      path, the squares a path may use (default: all); from and to
                     squares outside it are ignored, as Westcott's routine does
  --step STEP        {steps_or} steps
  --variant VARIANT  {variants_or}: the routine whose return
                     value and asp layers are shown
  --method METHOD    with a slide step only: {methods_or};
                     every method gives the same squares (the core slides by
                     Kogge-Stone), so this checks the name and changes no result
  --json             {\"moves\": N|null, \"return\": R|null, \"terminates\": bool,
                      \"layers\": [\"0x...\", ...]}; moves is always Westcott's count
  --trace            the chosen routine's trace as JSON; outcome {\"kind\": \"returned\",
                     \"value\": R}, or \"never_terminates\" with \"first_seen\" and
                     \"repeat_at\", the iterations whose states are equal
  --export FORMAT    {formats_or}: the page's export of the run,
                     written to --out; nothing is printed unless --json or --trace
  --out FILE         the file --export writes (- for standard output)
  --frame K          the frame svg, png and text show, 0-based (default: the last);
                     gif and filmstrip show every frame

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty;
     also 0b binary, C suffixes (ULL), _ or ' between digits, 16 bare hex digits
     (printf's %016llx), and a negative decimal as its 64-bit two's complement
     (-1 is every square)
";

/// `fillscope fill --help`.
const FILL_HELP: &str = "\
fillscope fill: occluded fill and attack fill in one direction

Usage:
  fillscope fill --dir DIR --gen SET --pro SET [--method METHOD] [--json | --trace]
                 [--export FORMAT --out FILE [--frame K]]

Options:
  --dir DIR          {dirs_or}
  --gen SET          the generators (sliders)
  --pro SET          the propagators (empty squares)
  --method METHOD    {methods_or}
  --json             {\"occluded\": \"0x...\", \"attacks\": \"0x...\"}
  --trace            the method's trace as JSON; outcome {\"kind\": \"bitboard\",
                     \"value\": the occluded fill}
  --export FORMAT    {formats_or}: the page's export of the run,
                     written to --out; nothing is printed unless --json or --trace
  --out FILE         the file --export writes (- for standard output)
  --frame K          the frame svg, png and text show, 0-based (default: the last);
                     gif and filmstrip show every frame

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty;
     also 0b binary, C suffixes (ULL), _ or ' between digits, 16 bare hex digits
     (printf's %016llx), and a negative decimal as its 64-bit two's complement
     (-1 is every square)
";

/// `fillscope attacks --help`.
const ATTACKS_HELP: &str = "\
fillscope attacks: set-wise sliding attacks of every slider at once

Usage:
  fillscope attacks --piece PIECE --sliders SET --occupied SET [--json | --trace]
                    [--export FORMAT --out FILE [--frame K]]

Options:
  --piece PIECE      {pieces_or}
  --sliders SET      the sliding pieces
  --occupied SET     the occupied squares (blockers)
  --json             {\"attacks\": \"0x...\"}
  --trace            the trace as JSON; outcome {\"kind\": \"bitboard\", \"value\": the
                     attacks}
  --export FORMAT    {formats_or}: the page's export of the run,
                     written to --out; nothing is printed unless --json or --trace
  --out FILE         the file --export writes (- for standard output)
  --frame K          the frame svg, png and text show, 0-based (default: the last);
                     gif and filmstrip show every frame

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty;
     also 0b binary, C suffixes (ULL), _ or ' between digits, 16 bare hex digits
     (printf's %016llx), and a negative decimal as its 64-bit two's complement
     (-1 is every square)
";

/// `fillscope bfs --help`.
const BFS_HELP: &str = "\
fillscope bfs: bit-shift breadth-first search with rook steps and walls

Usage:
  fillscope bfs --from SET [--to SET] [--open SET] [--board SIZE] [--wall SQ-SQ,...]...
                [--walls-north SET] [--walls-east SET] [--json | --trace]
                [--export FORMAT --out FILE [--frame K]]

Options:
  --from SET          where the search starts (layer 0)
  --to SET            stop at the first layer that reaches a square of SET
                      (default: search everything reachable)
  --open SET          the squares the search may enter (default: all)
  --board SIZE        8x8 (default) or 9x9, Great Escape's board: squares a1-i9, sets
                      as \"0x\" + 32 hex digits in --json and --trace
  --wall SQ-SQ,...    walls between orthogonal neighbours, e.g. e4-e5,e4-f4
                      (repeatable; a pair that are not neighbours is an error)
  --walls-north SET   a wall on the north side of each square of SET
  --walls-east SET    a wall on the east side of each square of SET
  --json              {\"distance\": N|null, \"layers\": [\"0x...\", ...], \"visits\": \"0x...\"}
  --trace             the trace as JSON; outcome {\"kind\": \"returned\", \"value\": the
                      distance to --to, or the number of layers when none is reached}
  --export FORMAT     {formats_or}: the page's export of the run,
                      written to --out; nothing is printed unless --json or --trace
  --out FILE          the file --export writes (- for standard output)
  --frame K           the frame svg, png and text show, 0-based (default: the last);
                      gif and filmstrip show every frame

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty;
     also 0b binary, C suffixes (ULL), _ or ' between digits, 16 bare hex digits
     (printf's %016llx), and a negative decimal as its 64-bit two's complement
     (-1 is every square)
     (--board 9x9: up to 32 hex digits, squares a1-i9, no bit at 81 or above, not
     negative)
";

/// `fillscope voronoi --help`.
const VORONOI_HELP: &str = "\
fillscope voronoi: which squares each side reaches first (rook steps, walls)

Usage:
  fillscope voronoi --a SET --b SET [--open SET] [--board SIZE] [--wall SQ-SQ,...]...
                    [--walls-north SET] [--walls-east SET] [--json | --trace]
                    [--export FORMAT --out FILE [--frame K]]
  fillscope voronoi --side SET --side SET [--side SET [--side SET]] [the same options]

Options:
  --a SET             side a's sources
  --b SET             side b's sources
  --side SET          one side's sources: give two to four, in order (not with --a
                      or --b); a square in two sides' sources is a tie
  --open SET          the squares every side may enter (default: all)
  --board SIZE        8x8 (default) or 9x9, Great Escape's board: squares a1-i9, sets
                      as \"0x\" + 32 hex digits in --json and --trace
  --wall SQ-SQ,...    walls between orthogonal neighbours, e.g. e4-e5,e4-f4
                      (repeatable; a pair that are not neighbours is an error)
  --walls-north SET   a wall on the north side of each square of SET
  --walls-east SET    a wall on the east side of each square of SET
  --json              with --a and --b: {\"a\": \"0x...\", \"b\": \"0x...\", \"ties\": \"0x...\"}
                      with --side: {\"sides\": [\"0x...\", ...], \"ties\": \"0x...\"}
  --trace             the trace as JSON; two sides are traced as --a and --b, three
                      or four as \"voronoi-sides\" (registers a-d, cur[i], own[i]);
                      outcome {\"kind\": \"bitboard\", \"value\": the first side's region}
  --export FORMAT     {formats_or}: the page's export of the run,
                      written to --out; nothing is printed unless --json or --trace
  --out FILE          the file --export writes (- for standard output)
  --frame K           the frame svg, png and text show, 0-based (default: the last);
                      gif and filmstrip show every frame

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty;
     also 0b binary, C suffixes (ULL), _ or ' between digits, 16 bare hex digits
     (printf's %016llx), and a negative decimal as its 64-bit two's complement
     (-1 is every square)
     (--board 9x9: up to 32 hex digits, squares a1-i9, no bit at 81 or above, not
     negative)
";

/// `fillscope reach --help`.
const REACH_HELP: &str = "\
fillscope reach: the squares first reached after each move (mobility by ply)

Usage:
  fillscope reach --from SET [--through SET] [--step STEP] [--plies N]
                  [--method METHOD] [--json | --trace]
                  [--export FORMAT --out FILE [--frame K]]

Options:
  --from SET         sq1, where the moves start; ply[0] is from & through
  --through SET      path, the squares a move may cross or land on (default: all)
  --step STEP        {steps_or} steps
  --plies N          make at most N moves (default: until no new square is reached);
                     0 gives ply[0] alone
  --method METHOD    with a slide step only: {methods_or};
                     every method gives the same squares (the core slides by
                     Kogge-Stone), so this checks the name and changes no result
  --json             {\"layers\": [\"0x...\", ...]}: layer k holds the squares first
                     reached after k moves (no empty layer at the end)
  --trace            the reach's trace as JSON (stopped after N moves with --plies);
                     outcome {\"kind\": \"returned\", \"value\": the number of layers}
  --export FORMAT    {formats_or}: the page's export of the run,
                     written to --out; nothing is printed unless --json or --trace
  --out FILE         the file --export writes (- for standard output)
  --frame K          the frame svg, png and text show, 0-based (default: the last);
                     gif and filmstrip show every frame

People see every ply and the number of squares in each: the terms of a mobility
evaluation.

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty;
     also 0b binary, C suffixes (ULL), _ or ' between digits, 16 bare hex digits
     (printf's %016llx), and a negative decimal as its 64-bit two's complement
     (-1 is every square)
";

/// `fillscope pawns --help`.
const PAWNS_HELP: &str = "\
fillscope pawns: pawn fills and spans, passed pawns, open files and outposts

Usage:
  fillscope pawns --white SET --black SET [--json | --trace]
                  [--export FORMAT --out FILE [--frame K]]

Options:
  --white SET        the white pawns
  --black SET        the black pawns (a square in both is an error)
                     A pawn on rank 1 or 8, where no pawn can stand, is named in a
                     warning on stderr; the sets are still computed (exit 0)
  --json             one object of 20 bitboards, in this order: w_front_fill,
                     w_rear_fill, b_front_fill, b_rear_fill, w_front_spans,
                     w_rear_spans, b_front_spans, b_rear_spans, w_attack_front_spans,
                     b_attack_front_spans, w_pawn_attacks, b_pawn_attacks, w_passed,
                     b_passed, open_files, closed_files, w_half_open_files,
                     b_half_open_files, w_outposts, b_outposts
  --trace            the trace as JSON: the fills' doubling steps, then every set;
                     outcome {\"kind\": \"bitboard\", \"value\": w_passed}
  --export FORMAT    {formats_or}: the page's export of the run,
                     written to --out; nothing is printed unless --json or --trace
  --out FILE         the file --export writes (- for standard output)
  --frame K          the frame svg, png and text show, 0-based (default: the last);
                     gif and filmstrip show every frame

Front is north for white and south for black; a span leaves out the pawns' own
squares; outposts are on ranks 4-6 for white and 3-5 for black.

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty;
     also 0b binary, C suffixes (ULL), _ or ' between digits, 16 bare hex digits
     (printf's %016llx), and a negative decimal as its 64-bit two's complement
     (-1 is every square)
";

/// `fillscope log --help`.
const LOG_HELP: &str = "\
fillscope log: read the bitboards out of an engine's log, a debugger or a test

Usage:
  fillscope log FILE [--mapping MAPPING] [--board SIZE] [--json]

Arguments:
  FILE               the text to read; - reads stdin

Options:
  --mapping MAPPING  how the text numbers squares: {mappings_or}
                     (named by the squares of bit 0 and bit 1); values are turned
                     into fillscope's numbering (a1 = bit 0, h8 = bit 63). With
                     --board 9x9: {mappings9_or};
                     a1-b1 is the seed's x + 9y, a9-b9 CodinGame's (y down from the
                     top row), turned into a1 = bit 0, i9 = bit 80. A name only the
                     other board has is refused
  --board SIZE       8x8 (default) or 9x9, Great Escape's board: values are 128-bit
                     words, as the web app's Log tab reads them on that board
  --json             {\"frames\": [{\"name\": \"gen\" or null, \"value\": \"0x...\"}, ...],
                      \"notes\": [\"...\"],
                      \"skipped\": [{\"line\": L, \"text\": \"...\", \"why\": \"...\"}, ...]}
                     (with --board 9x9, each value as \"0x\" + 32 hex digits);
                     name null: the text output's (no name); notes: how numbers
                     without 0x were read, when the log decided it; why: why
                     the line gave no value

A value is 0x hex, 0b binary, a decimal number (a negative one as its two's
complement), or 16 bare digits (hex; decimal after googletest's `Which is:`,
`Actual:` and `Expected:` and gdb's `$1 =`, which print in decimal, and in a log
that writes its hex with 0x, as printf's %llu writes them, unless a bare run of
16 anywhere in the log has a leading 0 or a letter, as %016llx writes: then all
are hex; the output names every line read either way), with or
without a C suffix such as ULL (16 digits with a suffix are C's:
0000000010000000ULL is octal, and refused), standing after `name =`, `name:`,
gdb's `$1 =` or googletest's `Which is:`, or alone on its line. gdb's arrays
are read element by element ($2 = {16, 0x1000, 0 <repeats 62 times>} gives
$2[0] and $2[1]: the zeros that end an array are left out), and a `(gdb) p asp`
line names what gdb prints after it (asp[0], asp[1]; p/o is octal, p/t binary).
lldb's types, arrays ([0] = 16 a line, or ([0] = 16, [1] = 32) on one) and
`(lldb) p gen` are read too (a type that holds no set is skipped: an int of 32
bits or fewer, (int) sq = 28, a Square, a float, a pointer, or an array of
them; so is gdb's print of a char, $1 = 9 '\\t', or a pointer, $3 = (U64 *)
0x7ffe...), and
googletest's `Value of: attacks` names its Actual value. Catch2's expansions
(1157443723186933776 (0x101010ef10101010), after REQUIRE( a == b )) and
doctest's `values: CHECK_EQ( 1, 2 )` are read too, each test value named by its
expression as printed (attacks, knightAttacks(sq); a literal names nothing),
and so are Rust's {:?} prints of a wrapper type (gen = Bitboard(0x10); alone on
its line, Bitboard(0x10), nameless) and of
a list (asp = [16, 0x1000], element by element; [16, 4096] alone on its line
gives its elements nameless; Python's ['0x10', '0x1000'] too; {:#?} and dbg!
an element a line, between asp = [ and ]; Python's pprint of a long list, [16,
then 4096, ... and 0], an element a line). A board drawn as a
diagram, as print_bitboard routines draw one (8 rows of . and x, 0 and 1, * or #,
or a box's | X |, with rank numbers and file letters around them or not), is one
value read as drawn, whatever the mapping: rank 8 on top unless its rows are
numbered, named by a title line before it (attacks:); one of 9 rows of 9 is
skipped, each of its lines, the first saying it is a 9x9 board's. A non-blank
line with no value (or one of 2^64 or more) is skipped and listed with its
number, from 1. A log with no 0x anywhere whose values include hex with a letter
a-f and without 0x, of any length (printf's %llx: asp[3] = c0000000000202,
pro = fefefefefefefefe, b = 3f; a square's name such as e4 does not count) has
every number without 0x read as hex (gen = 10 is 0x10; gdb's $1 = stays
decimal), and the output names the line that showed it. Bytes that are not
UTF-8 read as U+FFFD; a file of more than 16 MiB is refused.

With --board 9x9: {forms9}
A diagram there has 9 rows of 9 squares (ranks 1-9, files a-i; rank 9 on top
unless its rows are numbered), read as one value whatever the mapping; one of
8 rows of 8 is skipped, each of its lines, the first saying it is an 8x8 board's.

log runs no fill, so it takes no --trace and no --export. A FILE that cannot be read
exits with status 1; so does a log that gave no value, after printing what it
read (no value, and the lines skipped) and one line on stderr saying so.
";

/// `fillscope run --help`.
const RUN_HELP: &str = "\
fillscope run: run your own C bitboard routine in the playground's interpreter

Usage:
  fillscope run FILE.c [--entry NAME] [--arg NAME=VALUE]... [--max-steps N]
                [--json | --trace]

Arguments:
  FILE.c             the C source to run; - reads stdin

Options:
  --entry NAME       the function to run (default: the last one defined)
  --arg NAME=VALUE   a value for parameter NAME (repeatable): every parameter but an
                     array needs one. A U64 takes a SET, an int a number (decimal,
                     0x, 0b; not a leading 0, C's octal), a bool 0 or 1; an array
                     (U64 asp[]) starts as zeros (64 of them, or its declared
                     length) and takes none
  --max-steps N      stop after N statements (default: 100000); a long loop
                     that spends them is stopped as \"max-steps\", though it may
                     be finite: give it more
  --json             {\"return\": R|null, \"arrays\": {\"asp\": [\"0x...\", ...]},
                      \"vars\": {\"name\": \"0x...\" or N or null}, \"steps\": N,
                      \"stopped\": null or {\"reason\": R, \"line\": L, \"message\": \"...\"},
                      R: \"undefined\" (C's undefined behaviour), \"limit\" (calls
                      nested past the interpreter's 200), \"loop\" or \"max-steps\",
                      \"warnings\": [{\"kind\": \"wrap\"|\"int-shift\"|\"signed-shift\"|
                      \"output\", \"line\": L, \"squares\": \"0x...\",
                      \"message\": \"...\", \"count\": N}, ...]} (\"signed-shift\": >> on a
                      negative int64_t or int, which gcc and clang fill with
                      the sign bit; \"output\": a printf(...); or other output
                      statement, skipped); each warning once, a kind on a
                      line, its squares and message as last raised, count:
                      how many times it was raised (each pass of a loop)
                     arrays: every array parameter and global array, from
                     element 0 to the last one written (the rest are as they
                     started); vars: the entry's parameters and outermost
                     locals as the run left them
  --trace            the run as a trace in the core's format: one frame per
                     statement (the first 20000), every variable in scope a register
                     (an int as its bits, array elements as name[k] up to the
                     last one written or not 0), a set drawn
                     as the board's set its name or place stands for, as the
                     page's Code tab binds parameters (src, sq1, gen, rooks,
                     knights, pieces... sources; tgt and sq2 targets; occ and
                     occupied blockers; path and empty open
                     squares; white and black pawns; a and b beside each other
                     the sides), a set just changed as the frontier. A run with an
                     unsigned __int128 is a 9x9 trace (\"board\": \"9x9\", sets of 32
                     hex digits); one with a bit above i9 (bit 80) is refused (exit
                     2): use --json. Its outcome: {\"kind\": \"bitboard\", \"value\":
                     \"0x...\"} for a U64 or __int128 return value, \"bool\" for a
                     bool, \"returned\" for another integer (its low 32 bits) or a
                     void routine (0), or {\"kind\": \"stopped\", \"reason\": R,
                     \"line\": L, \"message\": \"...\"} for a run that stopped

People see the entry's sets and its array parameters' elements as boards (an
unsigned __int128 on the 9x9 board; one with a bit above i9 in hex), its
numbers, the return value, the number of statements run, why the run stopped (a
loop that never ends, undefined behaviour, --max-steps spent) and the warnings (bits
that wrap round the a/h-file edge, 1 << sq with an int 1, a skipped printf), one a
line: a warning raised on every pass of a loop is printed once, its last, with how
often it was raised. A run that stops still exits with status 0 (--json: \"return\": null).
Source that does not compile prints file:line:column: message, the line and a
caret on stderr and exits with status 1.

The interpreter's C: U64, uint64_t, int, unsigned and bool; globals, fixed arrays
with initialisers, array parameters, functions, while, for, do, if, switch, every
integer operator, #define; nortOne, soutOne, eastOne, westOne, noEaOne, soEaOne,
soWeOne, noWeOne, notAFile, notHFile, notABFile, notGHFile, BOARD9, C64,
rotateLeft, rotateRight, popCount, bitScanForward, bitScanReverse,
__builtin_popcountll, _mm_popcnt_u64, __builtin_ctzll and __builtin_clzll are
built in. No structs; pointers only as parameters (docs/playground.md). Debug
prints that are statements of their own (printf(...);, (void)printf(...);,
fprintf, puts, fputs, fflush) are skipped, with an output warning for each line.

SET: 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty;
     also 0b binary, C suffixes (ULL), _ or ' between digits, 16 bare hex digits
     (printf's %016llx), and a negative decimal as its 64-bit two's complement
     (-1 is every square)
";

/// Widest line a filled-in list may make.
const WIDTH: usize = 86;

/// What `--help` was asked about.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Topic {
    /// `fillscope --help`: every command.
    Usage,
    /// `fillscope COMMAND --help`, one of [`commands::NAMES`].
    Command(&'static str),
}

/// The step kinds, as `--step` takes them.
pub fn steps() -> Vec<&'static str> {
    Step::ALL.iter().map(|s| s.name()).collect()
}

/// The routines of `paths --variant`: the registry's ids of
/// [`Variant::ALL`].
pub fn variants() -> Vec<&'static str> {
    Variant::ALL.iter().map(|v| v.algorithm().id()).collect()
}

/// The occluded-fill methods of `fill --method`: every algorithm of the
/// registry that is an occluded fill, in registry order.
pub fn methods() -> Vec<&'static str> {
    Algorithm::ALL
        .iter()
        .filter_map(|a| a.method())
        .map(|m| m.name())
        .collect()
}

/// The directions of `fill --dir`.
pub fn dirs() -> Vec<&'static str> {
    Direction::ALL.iter().map(|d| d.name()).collect()
}

/// The pieces of `attacks --piece`.
pub fn pieces() -> Vec<&'static str> {
    Piece::ALL.iter().map(|p| p.name()).collect()
}

/// The square mappings of `log --mapping`.
pub fn mappings() -> Vec<&'static str> {
    Mapping::ALL.iter().map(|m| m.name()).collect()
}

/// The square mappings of `log --board 9x9 --mapping`, as the web app's
/// Log tab names them on that board.
pub fn mappings9() -> Vec<&'static str> {
    Mapping::ALL.iter().map(|m| m.name9()).collect()
}

/// The formats of `--export`.
pub fn formats() -> Vec<&'static str> {
    commands::ExportFormat::ALL
        .iter()
        .map(|f| f.name())
        .collect()
}

/// `a, b, c`, with ` (default)` after the default if there is one, and
/// `last` (`", "` or `" or "`) before the last name.
fn list(names: &[&str], default: Option<&str>, last: &str) -> String {
    let mut out = String::new();
    for (k, name) in names.iter().enumerate() {
        if k > 0 {
            out.push_str(if k + 1 == names.len() { last } else { ", " });
        }
        out.push_str(name);
        if Some(*name) == default {
            out.push_str(" (default)");
        }
    }
    out
}

/// Fills in a template's lists; a filled-in line wider than [`WIDTH`]
/// wraps, its further lines indented to where its text starts
/// ([`text_column`]).
fn fill_in(template: &str) -> String {
    let steps = steps();
    let variants = variants();
    let methods = methods();
    let (dirs, pieces, formats) = (dirs(), pieces(), formats());
    let (mappings, mappings9) = (mappings(), mappings9());
    let default_mapping = Some(Mapping::default().name());
    let default_mapping9 = Some(Mapping::default().name9());
    let default_step = Some(Step::default().name());
    let default_variant = Some(Variant::default().algorithm().id());
    let default_method = Some(fillscope_core::Method::default().name());
    let lists = [
        ("{steps}", list(&steps, default_step, ", ")),
        ("{steps_or}", list(&steps, default_step, " or ")),
        ("{variants}", list(&variants, default_variant, ", ")),
        ("{variants_or}", list(&variants, default_variant, " or ")),
        ("{methods}", list(&methods, default_method, ", ")),
        ("{methods_or}", list(&methods, default_method, " or ")),
        ("{dirs}", list(&dirs, None, ", ")),
        ("{dirs_or}", list(&dirs, None, " or ")),
        ("{pieces}", list(&pieces, None, ", ")),
        ("{pieces_or}", list(&pieces, None, " or ")),
        ("{formats}", list(&formats, None, ", ")),
        ("{formats_or}", list(&formats, None, " or ")),
        ("{mappings}", list(&mappings, default_mapping, ", ")),
        ("{mappings_or}", list(&mappings, default_mapping, " or ")),
        ("{mappings9}", list(&mappings9, default_mapping9, ", ")),
        ("{mappings9_or}", list(&mappings9, default_mapping9, " or ")),
        // The 9x9 reader's forms, as the web app's Log tab gives them.
        ("{forms9}", fillscope_core::log::FORMS9.to_string()),
    ];
    let mut out = String::with_capacity(template.len() + 200);
    for line in template.split_inclusive('\n') {
        if !lists.iter().any(|(key, _)| line.contains(key)) {
            out.push_str(line);
            continue;
        }
        let mut filled = line.to_string();
        for (key, value) in &lists {
            filled = filled.replace(key, value);
        }
        let filled = filled.trim_end_matches('\n');
        out.push_str(&wrap(filled, text_column(filled)));
        out.push('\n');
    }
    out
}

/// Where a help line's text starts: after the option and the run of
/// spaces that follows it (`  --step STEP        king...`), or after the
/// indent of a line that goes on from the one above.
fn text_column(line: &str) -> usize {
    let lead = line.len() - line.trim_start_matches(' ').len();
    match line[lead..].find("  ") {
        Some(gap) => {
            let after = &line[lead + gap..];
            lead + gap + (after.len() - after.trim_start_matches(' ').len())
        }
        None => lead,
    }
}

/// Breaks `line` at spaces into lines of at most [`WIDTH`] characters
/// (a longer word stays whole), further lines indented by `indent`.
fn wrap(line: &str, indent: usize) -> String {
    if line.len() <= WIDTH {
        return line.to_string();
    }
    let mut out = String::new();
    let mut current = line[..indent].to_string();
    let mut fresh = true;
    for word in line[indent..].split(' ') {
        if !fresh && current.len() + 1 + word.len() > WIDTH {
            out.push_str(&current);
            out.push('\n');
            current = " ".repeat(indent);
            fresh = true;
        }
        if !fresh {
            current.push(' ');
        }
        current.push_str(word);
        fresh = false;
    }
    out.push_str(&current);
    out
}

/// The help text of a topic.
pub fn text(topic: Topic) -> String {
    let template = match topic {
        Topic::Usage => USAGE,
        Topic::Command("paths") => PATHS_HELP,
        Topic::Command("fill") => FILL_HELP,
        Topic::Command("attacks") => ATTACKS_HELP,
        Topic::Command("bfs") => BFS_HELP,
        Topic::Command("voronoi") => VORONOI_HELP,
        Topic::Command("reach") => REACH_HELP,
        Topic::Command("pawns") => PAWNS_HELP,
        Topic::Command("log") => LOG_HELP,
        Topic::Command("run") => RUN_HELP,
        Topic::Command(_) => USAGE,
    };
    fill_in(template)
}

/// The topic of command `name`, if it is one of [`commands::NAMES`].
pub fn of_command(name: &str) -> Option<Topic> {
    commands::NAMES
        .iter()
        .find(|n| **n == name)
        .map(|n| Topic::Command(n))
}
