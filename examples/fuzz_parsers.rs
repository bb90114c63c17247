//! Long-running fuzz harness for fillscope's parsers of outside text: the
//! bitboard parser (`fillscope_core::parse_bitboard`), the link parser
//! (`fillscope::url_state::from_query`), the command line
//! (`fillscope_cli::parse`) and the pasted-log readers
//! (`fillscope_core::log::read`, and `read9` for the 9x9 board). CI does not run it; the ordinary property
//! tests beside each parser do.
//!
//! ```text
//! cargo run --release --example fuzz_parsers -- [N] [--only bitboard|url|cli|log] [--seed S]
//! ```
//!
//! Feeds each parser N generated inputs (default 1,000,000): random bytes,
//! random characters (multi-byte, invisible, look-alike digits), strings
//! built from the parser's own grammar that are valid or nearly so (hex
//! with odd digit counts, square lists with stray separators, links with
//! the real keys and garbage values, argument vectors with the real flags),
//! and random edits of valid inputs. A panic is caught, counted and its
//! first inputs printed; besides panics, each parser's promises are checked
//! (an error's column lies within the text, a link gives a speed in range
//! and few short notices, a command-line error is one line, and unedited
//! valid inputs give the value they were built from). Prints, per parser,
//! the counts and the elapsed time; exits with status 1 if any input
//! panicked or broke a promise.

use std::panic::{self, AssertUnwindSafe};
use std::time::{Duration, Instant};

use fillscope::url_state::{from_query, MAX_NOTICES, MAX_SPEED, MIN_SPEED};
use fillscope_cli::{Command, Export, ExportFormat, Format, Job, Task, Variant};
use fillscope_core::bfs::Walls;
use fillscope_core::log::{self, Mapping};
use fillscope_core::{parse_bitboard, Bitboard, Direction, Method, Piece, Square, Step};

/// A seeded generator: the same stream for the same seed.
struct Rng(fastrand::Rng);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0.u64(..)
    }
    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        self.0.usize(..n)
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
    /// Sparse, dense and everything between.
    fn board(&mut self) -> u64 {
        match self.below(4) {
            0 => self.next() & self.next() & self.next(),
            1 => self.next() | self.next(),
            2 => 1 << self.below(64),
            _ => self.next(),
        }
    }
    /// Any character, mostly ASCII, sometimes one a parser could trip on.
    fn char(&mut self) -> char {
        const ODD: &[char] = &[
            '\u{0}',
            '\t',
            '\n',
            '\r',
            ' ',
            '\u{a0}',
            '\u{200b}',
            '\u{2003}',
            '\u{feff}',
            '\u{e9}',
            '\u{301}',
            '\u{ff10}',
            '\u{ff41}',
            '\u{1d7ce}',
            '\u{10ffff}',
            '\u{fffd}',
            '…',
            '%',
            '&',
            '=',
            '#',
            '?',
            '+',
            '-',
            '_',
            ',',
            ';',
            'x',
            'X',
        ];
        match self.below(10) {
            0..=5 => char::from(0x20 + self.below(0x5f) as u8),
            6 | 7 => self.pick(ODD),
            _ => loop {
                if let Some(c) = char::from_u32(self.below(0x11_0000) as u32) {
                    break c;
                }
            },
        }
    }
    fn text(&mut self, max: usize) -> String {
        (0..self.below(max + 1)).map(|_| self.char()).collect()
    }
    /// Random bytes read as UTF-8, bad sequences replaced.
    fn bytes(&mut self, max: usize) -> String {
        let b: Vec<u8> = (0..self.below(max + 1))
            .map(|_| self.next() as u8)
            .collect();
        String::from_utf8_lossy(&b).into_owned()
    }
}

/// One to four random edits: insert, delete, replace, duplicate a run,
/// swap, cut the tail, or splice in a token the parser knows.
fn mutate(rng: &mut Rng, s: &str, tokens: &[&str]) -> String {
    let mut c: Vec<char> = s.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(c.len() + 1);
        match rng.below(7) {
            0 => c.insert(at, rng.char()),
            1 if at < c.len() => {
                c.remove(at);
            }
            2 if at < c.len() => c[at] = rng.char(),
            3 if at < c.len() => {
                let end = (at + 1 + rng.below(6)).min(c.len());
                let run: Vec<char> = c[at..end].to_vec();
                c.splice(at..at, run);
            }
            4 if c.len() > 1 => {
                let other = rng.below(c.len());
                let at = at.min(c.len() - 1);
                c.swap(at, other);
            }
            5 => c.truncate(at),
            _ => {
                let token: Vec<char> = rng.pick(tokens).chars().collect();
                c.splice(at..at, token);
            }
        }
    }
    c.into_iter().collect()
}

/// What one parser's run saw.
#[derive(Default)]
struct Tally {
    inputs: u64,
    ok: u64,
    err: u64,
    panics: u64,
    broken: u64,
    parsing: Duration,
    examples: Vec<String>,
}

impl Tally {
    /// Runs `parse` on one input, catching a panic; `check` says whether
    /// the answer keeps the parser's promises (`None` if it does).
    fn feed<T>(
        &mut self,
        shown: impl Fn() -> String,
        parse: impl FnOnce() -> T,
        check: impl FnOnce(&T) -> (bool, Option<String>),
    ) {
        self.inputs += 1;
        let start = Instant::now();
        let answer = panic::catch_unwind(AssertUnwindSafe(parse));
        self.parsing += start.elapsed();
        match answer {
            Ok(answer) => {
                let (ok, broken) = check(&answer);
                if ok {
                    self.ok += 1;
                } else {
                    self.err += 1;
                }
                if let Some(why) = broken {
                    self.broken += 1;
                    self.note(format!("broke a promise ({why}) on {}", shown()));
                }
            }
            Err(_) => {
                self.panics += 1;
                self.note(format!("panicked on {}", shown()));
            }
        }
    }
    fn note(&mut self, what: String) {
        if self.examples.len() < 10 {
            self.examples.push(what);
        }
    }
}

// ---------------------------------------------------------------- bitboards

/// `b` in decimal, or in hex when its decimal has 16 digits (which the
/// parser reads as hex, as printf's `%016llx` writes a bitboard).
fn decimal(b: Bitboard) -> String {
    let d = b.0.to_string();
    if d.len() == 16 {
        b.hex()
    } else {
        d
    }
}

const SQUARE_WORDS: &[&str] = &[
    "a1", "h8", "e4", "A1", "H8", "i9", "a0", "a9", "aa", "11", "e", "4", "all", "empty", "none",
    "ALL", "0x1", "e44", "é4", "ａ1",
];
const BITBOARD_TOKENS: &[&str] = &[
    "0x",
    "0X",
    "0b",
    "'",
    "ULL",
    "u",
    "_",
    ",",
    ";",
    " ",
    "\t",
    "-",
    "all",
    "empty",
    "e4",
    "ff",
    "18446744073709551615",
    "18446744073709551616",
    "\u{200b}",
    "０",
];

/// A bitboard text, and the value it must give when it is built valid and
/// left unedited.
fn bitboard_input(rng: &mut Rng) -> (String, Option<Bitboard>) {
    let pad = |rng: &mut Rng| -> &'static str { rng.pick(&["", "", " ", "\t", "  ", "\n"]) };
    match rng.below(10) {
        0 => (rng.bytes(40), None),
        1 => (rng.text(40), None),
        // Numbers as an engine's source writes them: hex or binary, digits
        // grouped by `'` or `_`, a C suffix (or one C does not allow).
        9 => {
            let v = rng.board();
            let binary = rng.chance(40);
            let digits = if binary {
                format!("{v:b}")
            } else {
                format!("{v:x}")
            };
            let mut s = String::from(if binary { "0b" } else { "0x" });
            for (k, c) in digits.chars().enumerate() {
                if k > 0 && rng.chance(15) {
                    s.push(if rng.chance(50) { '\'' } else { '_' });
                }
                s.push(c);
            }
            // A `'` just after the prefix or at the end is no C++.
            let quote_out_of_place = rng.chance(5);
            if quote_out_of_place {
                let at = if rng.chance(50) { 2 } else { s.len() };
                s.insert(at, '\'');
            }
            let suffix = rng.pick(&[
                "", "ULL", "ull", "u", "UL", "LLU", "l", "lu", "uu", "ULLL", "lL", "lul",
            ]);
            s.push_str(suffix);
            let bad_suffix = matches!(suffix, "uu" | "ULLL" | "lL" | "lul");
            // `0b` and 14 binary digits are also 16 hex digits, which the
            // parser reads as printf's `%016llx` writes them.
            let printf_hex = s.len() == 16 && s.bytes().all(|c| c.is_ascii_hexdigit());
            let v = if printf_hex {
                u64::from_str_radix(&s, 16).unwrap_or(v)
            } else {
                v
            };
            let want = (!bad_suffix && !quote_out_of_place).then_some(Bitboard(v));
            (format!("{}{s}{}", pad(rng), pad(rng)), want)
        }
        // Hex with any number of digits (odd counts, more than 16, leading
        // zeros, which count for nothing), underscores, either case.
        2 => {
            let digits = rng.below(21);
            let zeros = if rng.chance(20) { rng.below(12) } else { 0 };
            let mut s = String::from(if rng.chance(50) { "0x" } else { "0X" });
            let mut value: u64 = 0;
            let (mut counted, mut significant) = (0, 0);
            for k in 0..digits {
                if rng.chance(10) {
                    s.push('_');
                }
                let d = if k < zeros { 0 } else { rng.below(16) };
                let c = char::from_digit(d as u32, 16).unwrap();
                s.push(if rng.chance(30) {
                    c.to_ascii_uppercase()
                } else {
                    c
                });
                counted += 1;
                if value != 0 || d != 0 {
                    significant += 1;
                }
                value = value << 4 | d as u64;
            }
            let want = (counted > 0 && significant <= 16).then_some(Bitboard(value));
            (format!("{}{s}{}", pad(rng), pad(rng)), want)
        }
        // Decimal, up to and past 2^64 - 1. Exactly 16 digits are hex
        // (printf's `%016llx`); a leading 0 before other digits is refused
        // (octal in C).
        3 => {
            let digits = 1 + rng.below(22);
            let s: String = (0..digits)
                .map(|_| char::from(b'0' + rng.below(10) as u8))
                .collect();
            let want = if s.len() == 16 {
                u64::from_str_radix(&s, 16).ok().map(Bitboard)
            } else if s.len() > 1 && s.starts_with('0') && s.bytes().any(|c| c != b'0') {
                None
            } else {
                s.parse::<u64>().ok().map(Bitboard)
            };
            (s, want)
        }
        // Square lists with every separator, valid or with one bad word
        // or a stray separator.
        4 | 5 => {
            let n = 1 + rng.below(10);
            let mut want = Bitboard::EMPTY;
            let mut valid = true;
            let mut s = String::from(pad(rng));
            for k in 0..n {
                if k > 0 {
                    s.push_str(rng.pick(&[",", ", ", " ", ";", " ,", "\t", ",,", " ; "]));
                    valid &= !s.ends_with(",,");
                }
                if rng.chance(85) {
                    let sq = Square::new(rng.below(64) as u8).expect("0..64 is a square");
                    want.insert(sq);
                    let name = sq.to_string();
                    s.push_str(&if rng.chance(20) {
                        name.to_uppercase()
                    } else {
                        name
                    });
                } else {
                    s.push_str(rng.pick(SQUARE_WORDS));
                    valid = false;
                }
            }
            if rng.chance(10) {
                s.push_str(rng.pick(&[",", ";", " ,"]));
                valid = false;
            }
            s.push_str(pad(rng));
            (s, valid.then_some(want))
        }
        6 => {
            let s = (rng.pick(&["all", "empty", "none", "ALL", "Empty", "-1", "-0x1", "-e4"]))
                .to_string();
            // The words and -1 are every square or none; a minus before
            // anything but decimal digits is refused.
            let want = match s.to_ascii_lowercase().as_str() {
                "all" | "-1" => Some(Bitboard::ALL),
                "empty" | "none" => Some(Bitboard::EMPTY),
                _ => None,
            };
            let valid = want.is_some();
            let r = (format!("{}{s}{}", pad(rng), pad(rng)), want);
            if valid || rng.chance(50) {
                return r;
            }
            // A negative decimal, -1 to -2^63 (or one past it, refused):
            // its 64-bit two's complement, as C converts it.
            let magnitude = u128::from(rng.board()) % (1 << 63) + 1;
            let past = rng.chance(10);
            let magnitude = if past { (1 << 63) + 1 } else { magnitude };
            let want = (!past).then(|| Bitboard((magnitude as u64).wrapping_neg()));
            (format!("{}-{magnitude}{}", pad(rng), pad(rng)), want)
        }
        // Edits of valid renderings.
        _ => {
            let b = Bitboard(rng.board());
            let valid = match rng.below(3) {
                0 => b.hex(),
                1 => b.0.to_string(),
                _ => {
                    let list: Vec<String> = b.squares().map(|s| s.to_string()).collect();
                    list.join(",")
                }
            };
            (mutate(rng, &valid, BITBOARD_TOKENS), None)
        }
    }
}

fn fuzz_bitboards(n: u64, rng: &mut Rng) -> Tally {
    let mut t = Tally::default();
    for _ in 0..n {
        let (text, want) = bitboard_input(rng);
        t.feed(
            || format!("{text:?}"),
            || parse_bitboard(&text),
            |r| {
                let broken = match (r, want) {
                    (Ok(b), Some(w)) if *b != w => Some(format!("gave {b:?}, built as {w:?}")),
                    (Err(e), Some(_)) => Some(format!("refused a valid text: {e}")),
                    (Err(e), _) if e.column == 0 || e.column > text.chars().count() + 1 => {
                        Some(format!("column {} is outside the text", e.column))
                    }
                    (Err(e), _) if e.message.is_empty() => Some("an empty message".into()),
                    _ => None,
                };
                (r.is_ok(), broken)
            },
        );
    }
    t
}

// --------------------------------------------------------------------- links

const URL_KEYS: &[&str] = &[
    "alg", "step", "dir", "method", "piece", "src", "tgt", "blk", "wn", "we", "frame", "embed",
    "theme", "bg", "controls", "autoplay", "loop", "speed", "mode", "map", "log", "vs", "reg",
    "unlink", "lesson", "ls", "qfrom", "qto", "bsrc", "btgt", "bblk", "bwn", "bwe", "code",
    "entry", "bind", "steps", "bp", "board", "draw", "sc", "sd", "white", "black", "bsc", "bsd",
    "against", "part", "bwhite", "bblack", "bstep", "lf", "present", "logz", "as",
];
const URL_VALUES: &[&str] = &[
    "pawns",
    "reach",
    "rook-slide",
    "9x9",
    "i9",
    "westcott",
    "moshammer",
    "connected",
    "fill",
    "attacks",
    "bfs",
    "voronoi",
    "king",
    "knight",
    "noEa",
    "soWe",
    "kogge-stone",
    "rotate",
    "queen",
    "e4",
    "e4%2Ca1",
    "a1,h8",
    "0x8000000000000001",
    "0xZZ",
    "all",
    "18446744073709551616",
    "0",
    "3",
    "9999",
    "99999999999999999999999",
    "-1",
    "1",
    "true",
    "yes",
    "off",
    "dark",
    "light",
    "%23a0b",
    "#fff",
    "%23abcd",
    "transparent",
    "teal",
    "red;}",
    "url(x)",
    "minimal",
    "none",
    "compare",
    "quiz",
    "lesson",
    "a8-h7",
    "h8-h7",
    "asp%5B2%5D",
    "code",
    "C0owMVRQAtNKJfmZeQoFpbkFgQ",
    "eJzLSM3JyQcABiwCFQ",
    "AAAA",
    "gen%3Asrc%2Cpro%3Aopen",
    "dir%3A-3",
    "x%3Ay",
    "asp%3A8%3B0x10%3B5",
    "asp%3Azeros",
    "asp%3A0%3B",
    "9x9",
    "8x8",
    "10x10",
    "i9",
    "a1%2Ci9",
    "0x1ffffffffffffffffffff",
    "0x40000000000000000000000",
    "3%2C7",
    "flood%3Afilled%3Bgen%3Afrontier",
    "asp:layers;gen:open;x:off",
    "gen%3Apurple",
    "dist:asp",
    "dist%3Aasp%2Cattacks%3Aflood",
    "-",
    "a:b,a:c",
    "x%5B1%5D%3Aasp",
    "eastOne",
    "gen%20%3D%200x10",
    "king-paths",
    "%7B%22title%22",
    "0.25",
    "30",
    "4.5",
    ".75",
    "1e40",
    "NaN",
    "inf",
    "%zz",
    "%e2%80",
    "%ff",
    "%",
    "+",
    "",
];
const URL_TOKENS: &[&str] = &[
    "&", "=", "?", "#", "%", "%2", "%26", "%3D", "+", "alg=", "&frame=", "&src=", "0x", ",",
];

fn url_input(rng: &mut Rng) -> String {
    match rng.below(6) {
        0 => rng.bytes(80),
        1 => rng.text(80),
        // Pairs of real keys (and a few unknown ones) with values from
        // every key's vocabulary, bare keys, empty pairs.
        2..=4 => {
            let mut q = String::from(rng.pick(&["?", "", "https://example.org/app/?", "/?", "??"]));
            for k in 0..rng.below(14) {
                if k > 0 {
                    q.push_str(rng.pick(&["&", "&", "&", "&&", "&=&"]));
                }
                let key: String = match rng.below(12) {
                    0 => rng.text(6),
                    1 => "zzz".into(),
                    _ => rng.pick(URL_KEYS).to_string(),
                };
                q.push_str(&key);
                match rng.below(10) {
                    0 => {}
                    1 => {
                        q.push('=');
                        q.push_str(&rng.text(12));
                    }
                    2 => {
                        q.push('=');
                        q.push_str(&bitboard_input(rng).0.replace(['&', '#'], ""));
                    }
                    _ => {
                        q.push('=');
                        q.push_str(rng.pick(URL_VALUES));
                    }
                }
            }
            if rng.chance(10) {
                q.push_str("#frag");
            }
            q
        }
        _ => {
            let valid = format!(
                "?alg={}&src=0x{:x}&tgt=0x{:x}&blk=0x{:x}&frame={}&speed={}",
                rng.pick(&[
                    "westcott",
                    "moshammer",
                    "connected",
                    "fill",
                    "bfs",
                    "voronoi"
                ]),
                rng.board(),
                rng.board(),
                rng.board(),
                rng.below(20),
                rng.pick(&["2", "0.25", "30", "4.5"]),
            );
            mutate(rng, &valid, URL_TOKENS)
        }
    }
}

fn fuzz_links(n: u64, rng: &mut Rng) -> Tally {
    let mut t = Tally::default();
    for _ in 0..n {
        let q = url_input(rng);
        t.feed(
            || format!("{q:?}"),
            || {
                let (state, notices) = from_query(&q);
                // The full app unpacks the Code mode's source from the link.
                #[cfg(feature = "modes")]
                let _ = fillscope::code_mode::unpack(&state.code);
                (state, notices)
            },
            |(state, notices)| {
                let broken = if notices.len() > MAX_NOTICES + 1 {
                    Some(format!("{} notices", notices.len()))
                } else if !(MIN_SPEED..=MAX_SPEED).contains(&state.view.speed) {
                    Some(format!("speed {}", state.view.speed))
                } else {
                    notices
                        .iter()
                        .find(|n| {
                            n.message.chars().count() >= 400 || n.message.contains(char::is_control)
                        })
                        .map(|n| format!("notice {:?}", n.message))
                };
                (notices.is_empty(), broken)
            },
        );
    }
    t
}

// ------------------------------------------------------------ command lines

/// The options of the five commands (the first 21), then other words
/// that start with dashes.
const FLAGS: &[&str] = &[
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
    "--export",
    "--out",
    "--frame",
    "--json",
    "--trace",
    "--help",
    "-h",
    "--version",
    "-V",
    "--",
    "-",
    "-x",
    "-abc",
    "-a=b",
    "--frm",
    "---from",
    "--=x",
    "--json=1",
];
/// The options of [`FLAGS`] that may be named as missing: those taking a
/// value (the first [`VALUE_FLAGS`]).
const VALUE_FLAGS: usize = 27;
const CLI_VALUES: &[&str] = &[
    "e4",
    "a1,h8",
    "all",
    "empty",
    "0x",
    "0xff",
    "0x12g",
    "-1",
    "king",
    "rook",
    "bishop",
    "knight",
    "queen",
    "westcott",
    "moshammer",
    "nort",
    "noEa",
    "soWe",
    "dumb7",
    "kogge-stone",
    "rotate",
    "e4-e5",
    "a1-a2,b1-b2",
    "a1-b2",
    "h1-a2",
    "a1a2",
    "a1-a9",
    "e4-e5,",
    ",",
    "",
    "--",
    "=",
    "e4,,a1",
    "h1 - h2",
    "svg",
    "png",
    "gif",
    "filmstrip",
    "text",
    "jpeg",
    "seed.gif",
    "rook-slide",
    "bishop-slide",
    "queen-slide",
    "8x8",
    "9x9",
    "a1-b1",
    "a8-a7",
    "h1-a1",
    "log.txt",
    "-",
    "3",
    "99999999999999999999999",
];
const COMMANDS: &[&str] = &[
    "paths",
    "fill",
    "attacks",
    "bfs",
    "voronoi",
    "reach",
    "pawns",
    "log",
    "help",
    "-h",
    "--help",
    "-V",
    "--version",
    "walk",
    "",
    "PATHS",
];

/// A valid command line for a random job, its options in random order and
/// written `--flag VALUE` or `--flag=VALUE`, with the job it must parse to.
fn valid_command(rng: &mut Rng) -> (Vec<String>, Job) {
    let set = |rng: &mut Rng| Bitboard(rng.board());
    let mut format = rng.pick(&[Format::Human, Format::Json, Format::Trace]);
    // `--method` is for the sliding steps only; the job keeps the default
    // for the others.
    let slide_method = |rng: &mut Rng, step: Step, opts: &mut Vec<(&str, String)>| {
        if step.slides() && rng.chance(70) {
            let m = rng.pick(&Method::ALL);
            opts.push(("--method", m.name().into()));
            m
        } else {
            Method::default()
        }
    };
    let (name, task, mut opts): (&str, Task, Vec<(&str, String)>) = match rng.below(9) {
        0 => {
            let (from, to, through) = (set(rng), set(rng), set(rng));
            let step = rng.pick(&Step::ALL);
            let variant = rng.pick(&[Variant::Westcott, Variant::Moshammer]);
            let vname = if variant == Variant::Westcott {
                "westcott"
            } else {
                "moshammer"
            };
            let mut opts = vec![
                ("--from", from.hex()),
                ("--to", decimal(to)),
                ("--through", through.hex()),
                ("--step", step.name().into()),
                ("--variant", vname.into()),
            ];
            let method = slide_method(rng, step, &mut opts);
            (
                "paths",
                Task::Paths {
                    from,
                    to,
                    through,
                    step,
                    variant,
                    method,
                },
                opts,
            )
        }
        5 => {
            let sides: Vec<Bitboard> = (0..2 + rng.below(3)).map(|_| set(rng)).collect();
            let open = set(rng);
            let mut opts: Vec<(&str, String)> = sides.iter().map(|s| ("--side", s.hex())).collect();
            opts.push(("--open", open.hex()));
            if rng.chance(30) {
                opts.push(("--board", "8x8".into()));
            }
            (
                "voronoi",
                Task::VoronoiSides {
                    sides,
                    open,
                    walls: Walls::NONE,
                },
                opts,
            )
        }
        6 => {
            let (from, through) = (set(rng), set(rng));
            let step = rng.pick(&Step::ALL);
            let plies = rng.chance(50).then(|| rng.below(80) as u32);
            let mut opts = vec![
                ("--from", from.hex()),
                ("--through", decimal(through)),
                ("--step", step.name().into()),
            ];
            if let Some(n) = plies {
                opts.push(("--plies", n.to_string()));
            }
            let method = slide_method(rng, step, &mut opts);
            (
                "reach",
                Task::Reach {
                    from,
                    through,
                    step,
                    plies,
                    method,
                },
                opts,
            )
        }
        7 => {
            let white = set(rng);
            let black = set(rng) - white;
            (
                "pawns",
                Task::Pawns { white, black },
                vec![("--white", white.hex()), ("--black", black.hex())],
            )
        }
        8 => {
            let file = if rng.chance(20) {
                "-".to_string()
            } else {
                format!("log{}.txt", rng.below(100))
            };
            let mapping = rng.pick(&Mapping::ALL);
            (
                "log",
                Task::Log {
                    file: file.clone(),
                    mapping,
                },
                // An empty flag stands for the FILE word itself.
                vec![("", file), ("--mapping", mapping.name().into())],
            )
        }
        1 => {
            let (gen, pro) = (set(rng), set(rng));
            let dir = rng.pick(&Direction::ALL);
            let method = rng.pick(&Method::ALL);
            (
                "fill",
                Task::Fill {
                    dir,
                    gen,
                    pro,
                    method,
                },
                vec![
                    ("--dir", dir.name().into()),
                    ("--gen", gen.hex()),
                    ("--pro", pro.hex()),
                    ("--method", method.name().into()),
                ],
            )
        }
        2 => {
            let (sliders, occupied) = (set(rng), set(rng));
            let piece = rng.pick(&Piece::ALL);
            (
                "attacks",
                Task::Attacks {
                    piece,
                    sliders,
                    occupied,
                },
                vec![
                    ("--piece", piece.name().into()),
                    ("--sliders", sliders.hex()),
                    ("--occupied", occupied.hex()),
                ],
            )
        }
        k => {
            let (from, to, open) = (set(rng), set(rng), set(rng));
            let walls = Walls {
                north: set(rng),
                east: set(rng),
            };
            let shared = vec![
                ("--open", open.hex()),
                ("--walls-north", walls.north.hex()),
                ("--walls-east", walls.east.hex()),
            ];
            let walls = walls.normalized();
            if k == 3 {
                let mut o = vec![("--from", from.hex()), ("--to", to.hex())];
                o.extend(shared);
                let task = Task::Bfs {
                    from,
                    to: Some(to),
                    open,
                    walls,
                };
                ("bfs", task, o)
            } else {
                let mut o = vec![("--a", from.hex()), ("--b", to.hex())];
                o.extend(shared);
                let task = Task::Voronoi {
                    a: from,
                    b: to,
                    open,
                    walls,
                };
                ("voronoi", task, o)
            }
        }
    };
    // log, and voronoi with more than two sides, have no trace to print
    // or export.
    let traced = match &task {
        Task::Log { .. } => false,
        Task::VoronoiSides { sides, .. } => sides.len() == 2,
        _ => true,
    };
    if !traced && format == Format::Trace {
        format = Format::Json;
    }
    match format {
        Format::Json => opts.push(("--json", String::new())),
        Format::Trace => opts.push(("--trace", String::new())),
        Format::Human => {}
    }
    // Half the time an export, with a frame for the formats that take one.
    let export = (traced && rng.chance(50)).then(|| {
        let format = rng.pick(&ExportFormat::ALL);
        let frame = (format.one_frame() && rng.chance(50)).then(|| rng.below(200));
        Export {
            format,
            out: format!("out{}.{}", rng.below(100), format.name()),
            frame,
        }
    });
    if let Some(e) = &export {
        opts.push(("--export", e.format.name().into()));
        opts.push(("--out", e.out.clone()));
        if let Some(k) = e.frame {
            opts.push(("--frame", k.to_string()));
        }
    }
    // Shuffle (Fisher-Yates); the sides of voronoi keep their order
    // wherever their options land.
    let sides: Vec<String> = opts
        .iter()
        .filter(|(f, _)| *f == "--side")
        .map(|(_, v)| v.clone())
        .collect();
    for i in (1..opts.len()).rev() {
        opts.swap(i, rng.below(i + 1));
    }
    let mut sides = sides.into_iter();
    for (flag, value) in &mut opts {
        if *flag == "--side" {
            *value = sides.next().unwrap_or_default();
        }
    }
    let mut words = vec![name.to_string()];
    for (flag, value) in opts {
        if flag.is_empty() {
            words.push(value);
        } else if value.is_empty() {
            words.push(flag.into());
        } else if rng.chance(30) {
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
}

fn cli_input(rng: &mut Rng) -> (Vec<String>, Option<Job>) {
    match rng.below(5) {
        0 => {
            let n = rng.below(7);
            let words = (0..n)
                .map(|_| {
                    if rng.chance(50) {
                        rng.bytes(12)
                    } else {
                        rng.text(12)
                    }
                })
                .collect();
            (words, None)
        }
        // A command and a soup of real flags, values and `--flag=value`.
        1 | 2 => {
            let mut words = vec![rng.pick(COMMANDS).to_string()];
            for _ in 0..rng.below(10) {
                words.push(match rng.below(10) {
                    0..=3 => rng.pick(FLAGS).to_string(),
                    4..=6 => rng.pick(CLI_VALUES).to_string(),
                    7 => bitboard_input(rng).0,
                    8 => format!("{}={}", rng.pick(FLAGS), rng.pick(CLI_VALUES)),
                    _ => rng.text(8),
                });
            }
            (words, None)
        }
        3 => {
            let (words, job) = valid_command(rng);
            (words, Some(job))
        }
        // A valid command line with one word edited, dropped, repeated or
        // one more word put in.
        _ => {
            let (mut words, _) = valid_command(rng);
            let at = rng.below(words.len());
            match rng.below(4) {
                0 => words[at] = mutate(rng, &words[at], FLAGS),
                1 => {
                    words.remove(at);
                }
                2 => {
                    let w = words[at].clone();
                    words.insert(at, w);
                }
                _ => {
                    let extra = if rng.chance(50) {
                        rng.pick(FLAGS)
                    } else {
                        rng.pick(CLI_VALUES)
                    };
                    words.insert(at, extra.to_string());
                }
            }
            (words, None)
        }
    }
}

fn fuzz_command_lines(n: u64, rng: &mut Rng) -> Tally {
    let mut t = Tally::default();
    for _ in 0..n {
        let (words, want) = cli_input(rng);
        t.feed(
            || format!("{words:?}"),
            || fillscope_cli::parse(&words),
            |r| {
                let broken = match (r, want) {
                    (Ok(Command::Run(job)), Some(w)) if *job != w => {
                        Some(format!("gave {job:?}, built as {w:?}"))
                    }
                    (Ok(_), Some(_)) => None,
                    (Err(e), Some(_)) => Some(format!("refused a valid command line: {e}")),
                    (Err(e), None) if e.to_string().contains(['\n', '\r']) => {
                        Some(format!("a message of more than one line: {e:?}"))
                    }
                    // The argument named is a word typed, the name part of
                    // `--flag=value`, a missing option or the command.
                    (Err(e), None)
                        if !words.iter().any(|w| {
                            *w == e.arg || w.split_once('=').is_some_and(|(n, _)| n == e.arg)
                        }) && !FLAGS[..VALUE_FLAGS].contains(&e.arg.as_str())
                            && e.arg != "COMMAND"
                            && e.arg != "FILE" =>
                    {
                        Some(format!("names {:?}, which was not typed", e.arg))
                    }
                    _ => None,
                };
                (r.is_ok(), broken)
            },
        );
    }
    t
}

// ------------------------------------------------------------- pasted logs

const LOG_NAMES: &[&str] = &[
    "gen", "pro", "asp[2]", "$1", "$12", "flood", "x", "sq1", "r0_1", "é", "",
];
const LOG_TOKENS: &[&str] = &[
    " = ",
    ": ",
    "=",
    "==",
    "$",
    "0x",
    "\n",
    "\r\n",
    "[",
    "]",
    ",",
    "step 3",
    "ff",
    "(took 12 ms)",
    "'",
    "(int) ",
    "(U64 *) ",
    "(int[4]) x = {\n",
    "[src/main.rs:3:5] v = [\n",
    "    0x10,\n",
    "Bitboard(",
    " '\\t'",
    "$3 = (U64 *) ",
    "[16,\n",
    " 4096,\n",
    " 0]",
];

/// A pasted text, and the values it must give when built valid and left
/// unedited (read with [`Mapping::A1B1`], which keeps the numbers).
/// Values read from a log: each name (if any) and number.
type Values = Vec<(Option<String>, u64)>;

/// A debugger's array as the log reader gives it: each element named
/// `base[i]`, without the zeros that end it (an array of zeros keeps one).
fn array_values(base: &str, elements: &[u64]) -> Values {
    let used = elements.iter().rposition(|&x| x != 0).map_or(1, |i| i + 1);
    elements[..used.min(elements.len())]
        .iter()
        .enumerate()
        .map(|(i, &x)| (Some(format!("{base}[{i}]")), x))
        .collect()
}

fn log_input(rng: &mut Rng) -> (String, Option<Values>) {
    match rng.below(5) {
        0 => (rng.bytes(120), None),
        1 => (rng.text(120), None),
        // Lines of `name = value`, `name: value`, `$N = value` or a value
        // alone, in every form the reader takes, among other words.
        // A `printf("%llu")` log with no `0x`: a bare decimal that is not
        // 16 digits long shows it, so 16 bare digits are decimal too, after
        // `=`, `:` or a name and a space.
        2 | 3 if rng.chance(10) => {
            let mut text = String::new();
            let mut want = Vec::new();
            let first = rng.board() >> rng.below(64);
            let first = if first.to_string().len() == 16 {
                first >> 8
            } else {
                first
            };
            text.push_str(&format!("n = {first}\n"));
            want.push((Some("n".to_string()), first));
            for k in 0..1 + rng.below(8) {
                let v = rng.board();
                let sep = rng.pick(&[" = ", ": ", " ", "\t"]);
                let prefix = if sep.trim().is_empty() {
                    rng.pick(&["", "rook ", "info string "])
                } else {
                    ""
                };
                text.push_str(&format!("{prefix}r{k}{sep}{v}\n"));
                want.push((Some(format!("r{k}")), v));
            }
            (text, Some(want))
        }
        2 | 3 => {
            let mut text = String::new();
            let mut want = Vec::new();
            // Bare hex with a letter a-f and no `0x` anywhere make a
            // `printf("%llx")` log, whose bare decimals read as hex. So a log
            // holds bare hex with a letter or bare decimals, not both: the
            // second kind is written with `0x` instead (which keeps bare
            // numbers decimal).
            let (mut bare_hex, mut bare_decimal) = (false, false);
            for k in 0..1 + rng.below(8) {
                let v = rng.board();
                let form = rng.below(8);
                let value = match form {
                    0 => format!("{v:#x}"),
                    1 => format!("0x{v:X}"),
                    // Bare hex that only hex can be (a leading 0, a
                    // letter): beside `0x`, 16 bare decimal digits are
                    // `%llu`'s decimal.
                    2 if {
                        let h = format!("{v:016x}");
                        h.starts_with('0') || h.bytes().any(|c| c.is_ascii_alphabetic())
                    } =>
                    {
                        format!("{v:016x}")
                    }
                    // Sixteen decimal digits would read as hex.
                    3 if v.to_string().len() != 16 => v.to_string(),
                    // C suffixes, binary, a signed 64-bit print.
                    4 => format!("{v:#x}{}", rng.pick(&["ULL", "u", "L", "ul", "LLU"])),
                    // Sixteen characters, all hex digits, read as hex.
                    5 if format!("0b{v:b}").len() != 16 => format!("0b{v:b}"),
                    6 if (v as i64) < 0 => (v as i64).to_string(),
                    // Digits grouped as C++14 and Rust write them.
                    7 if rng.chance(50) => {
                        let hex = format!("{v:016x}");
                        let sep = rng.pick(&["'", "_"]);
                        let groups: Vec<&str> = (0..4).map(|g| &hex[4 * g..4 * g + 4]).collect();
                        format!("0x{}ULL", groups.join(sep))
                    }
                    _ => format!("0x{v:016x}"),
                };
                let letter = form == 2 && value.bytes().any(|c| c.is_ascii_alphabetic());
                let decimal = form == 3 && !value.starts_with("0x");
                let value = if (letter && bare_decimal) || (decimal && bare_hex) {
                    format!("0x{v:016x}")
                } else {
                    bare_hex |= letter;
                    bare_decimal |= decimal;
                    value
                };
                if rng.chance(10) {
                    // googletest: the expression, then its value, which
                    // googletest prints in decimal (16 decimal digits read
                    // as decimal there) or as the code's own hex.
                    let value = if rng.chance(50) {
                        v.to_string()
                    } else {
                        format!("{v:#x}")
                    };
                    text.push_str(&format!("  r{k}\n    Which is: {value}"));
                    want.push((Some(format!("r{k}")), v));
                } else if rng.chance(5) {
                    // googletest's older form, after the failure's place
                    // in its source file, and a comment: neither a value.
                    text.push_str(&format!(
                        "reach_test.cc:{}: Failure\n// engine uses a8 = 0\n  Actual: {v}",
                        k + 10
                    ));
                    want.push((Some("Actual".to_string()), v));
                } else if rng.chance(20) {
                    // A value alone on its line, or in Rust's `{:?}` of a
                    // newtype.
                    if rng.chance(30) {
                        text.push_str(&format!("Bitboard({value})"));
                    } else {
                        text.push_str(&format!("  {value}"));
                    }
                    want.push((None, v));
                } else if rng.chance(10) {
                    // A name and a space (or a tab) before the value, the
                    // words before the name passed over.
                    let prefix = rng.pick(&["", "rook ", "info string ", "attacks on e4 "]);
                    let sep = rng.pick(&[" ", "\t", "  "]);
                    text.push_str(&format!("{prefix}r{k}{sep}{value}"));
                    want.push((Some(format!("r{k}")), v));
                } else if rng.chance(5) {
                    // lldb's int is no set: skipped; its 64-bit types are.
                    // So are gdb's char (its number, then the character)
                    // and pointer, with the command that printed them.
                    match rng.below(3) {
                        0 => text.push_str(&format!(
                            "{}sq{k} = {}\n",
                            rng.pick(&["(int) ", "(unsigned int) ", "(uint32_t) ", "(short) "]),
                            rng.below(64)
                        )),
                        1 => text.push_str(&format!(
                            "(gdb) p sq{k}\n${} = {} {}\n",
                            k + 1,
                            rng.below(256),
                            rng.pick(&["'\\t'", "'A'", "'\\000'", "'\\''", "' '", "'\\375'"])
                        )),
                        _ => text.push_str(&format!(
                            "(gdb) p p{k}\n${} = (U64 *) 0x7fffffffe{:03x}\n",
                            k + 1,
                            rng.below(4096)
                        )),
                    }
                    text.push_str(&format!("(U64) r{k} = {value}"));
                    want.push((Some(format!("r{k}")), v));
                } else if rng.chance(5) {
                    // gdb's and lldb's `finish`: the routine's result, which
                    // the debugger prints in decimal or `/x` hex.
                    let shown = if rng.chance(50) {
                        v.to_string()
                    } else {
                        format!("{v:#x}")
                    };
                    if rng.chance(50) {
                        text.push_str(&format!("Value returned is ${} = {shown}", k + 1));
                    } else {
                        text.push_str(&format!("Return value: (uint64_t) ${k} = {shown}"));
                    }
                    want.push((Some("return".to_string()), v));
                } else if rng.chance(5) {
                    // lldb's array, an element a line, after its command or
                    // not, decimal or hex; the zeros that end it left out.
                    let hex = rng.chance(50);
                    let named = rng.chance(50);
                    if named {
                        text.push_str(&format!("(lldb) frame variable lasp{k}\n"));
                    }
                    text.push_str(&format!("(U64[8]) lasp{k} = {{\n"));
                    let mut elements = Vec::new();
                    for i in 0..1 + rng.below(6) {
                        let x = if rng.chance(30) { 0 } else { rng.board() };
                        let shown = if hex {
                            format!("{x:#018x}")
                        } else {
                            x.to_string()
                        };
                        text.push_str(&format!("  [{i}] = {shown}\n"));
                        elements.push(x);
                    }
                    text.push('}');
                    want.extend(array_values(&format!("lasp{k}"), &elements));
                } else if rng.chance(5) {
                    // Rust's and Python's lists in hex, on one line, of
                    // `hex()` strings, or an element a line as `dbg!` and
                    // `{:#x?}` print one; after lldb's pointer and int,
                    // which are skipped.
                    if rng.chance(30) {
                        text.push_str(
                            "(U64 *) p = 0x00007fffffffe5c0\n(int[2]) n = ([0] = 1, [1] = 2)\n",
                        );
                    }
                    let elements: Vec<u64> = (0..1 + rng.below(6))
                        .map(|_| if rng.chance(30) { 0 } else { rng.board() })
                        .collect();
                    let hex: Vec<String> = elements.iter().map(|x| format!("{x:#x}")).collect();
                    if rng.chance(25) {
                        // Python's `pprint` of a long list, nameless: an
                        // element a line (or a few, `compact=True`), in
                        // decimal or as `hex()` strings. (A list that fits
                        // on one line is read as the log writes its bare
                        // numbers, which may be hex: it is given in hex.)
                        let per_line = if rng.chance(30) { 3 } else { 1 };
                        let shown: Vec<String> = if elements.len() > per_line && rng.chance(50) {
                            elements.iter().map(u64::to_string).collect()
                        } else {
                            hex.iter().map(|x| format!("'{x}'")).collect()
                        };
                        let rows: Vec<String> =
                            shown.chunks(per_line).map(|c| c.join(", ")).collect();
                        text.push_str(&format!("[{}]", rows.join(",\n ")));
                        let used = elements.iter().rposition(|&x| x != 0).map_or(1, |i| i + 1);
                        want.extend(elements[..used].iter().map(|&x| (None, x)));
                        text.push_str(rng.pick(&["\n", "\r\n", "\n\n"]));
                        continue;
                    }
                    match rng.below(3) {
                        0 => text.push_str(&format!("rl{k} = [{}]", hex.join(", "))),
                        1 => text.push_str(&format!("rl{k} = ['{}']", hex.join("', '"))),
                        _ => {
                            text.push_str(&format!("[src/main.rs:{k}:5] rl{k} = [\n"));
                            for x in &hex {
                                text.push_str(&format!("    {x},\n"));
                            }
                            text.push(']');
                        }
                    }
                    want.extend(array_values(&format!("rl{k}"), &elements));
                } else if rng.chance(5) {
                    // gdb's print of an array (after its command or not):
                    // runs of 10 or more as `<repeats N times>`, decimal or
                    // `/x` hex; the zeros that end it are left out.
                    let hex = rng.chance(50);
                    let show = |x: u64| {
                        if hex {
                            format!("{x:#x}")
                        } else {
                            x.to_string()
                        }
                    };
                    let mut parts = Vec::new();
                    let mut elements = Vec::new();
                    for _ in 0..1 + rng.below(5) {
                        let x = if rng.chance(30) { 0 } else { rng.board() };
                        let run = 1 + rng.below(14);
                        elements.extend(std::iter::repeat_n(x, run));
                        if run >= 10 {
                            parts.push(format!("{} <repeats {run} times>", show(x)));
                        } else {
                            parts.extend((0..run).map(|_| show(x)));
                        }
                    }
                    let named = rng.chance(50);
                    if named {
                        text.push_str(&format!("(gdb) p{} asp{k}\n", if hex { "/x" } else { "" }));
                    }
                    text.push_str(&format!("${} = {{{}}}", k + 1, parts.join(", ")));
                    let base = if named {
                        format!("asp{k}")
                    } else {
                        format!("${}", k + 1)
                    };
                    want.extend(array_values(&base, &elements));
                } else {
                    // gdb's `$N` names stand before ` = ` only, and gdb
                    // prints no bare hex: 16 digits after it are decimal.
                    let (name, sep, value) = if rng.chance(20) {
                        let value = if value.len() == 16 && !value.starts_with("0b") {
                            v.to_string()
                        } else {
                            value
                        };
                        (format!("${}", k + 1), " = ", value)
                    } else {
                        (format!("r{k}"), rng.pick(&[" = ", ": ", "="]), value)
                    };
                    // Tabs separate as spaces do.
                    let sep = if rng.chance(10) {
                        sep.replace(' ', "\t")
                    } else {
                        sep.to_string()
                    };
                    text.push_str(&format!("step {k}: {name}{sep}{value} (took 3 ms)"));
                    want.push((Some(name), v));
                }
                text.push_str(rng.pick(&["\n", "\r\n", "\n\n"]));
            }
            (text, Some(want))
        }
        _ => {
            let mut text = String::new();
            for _ in 0..1 + rng.below(6) {
                text.push_str(rng.pick(LOG_NAMES));
                text.push_str(rng.pick(&[" = ", ": ", "=", " "]));
                text.push_str(&match rng.below(4) {
                    0 => format!("0x{}", rng.text(18)),
                    1 => bitboard_input(rng).0,
                    2 => "18446744073709551616".into(),
                    _ => format!("{:x}", rng.next()),
                });
                text.push('\n');
            }
            (mutate(rng, &text, LOG_TOKENS), None)
        }
    }
}

fn fuzz_logs(n: u64, rng: &mut Rng) -> Tally {
    let mut t = Tally::default();
    for _ in 0..n {
        let (text, want) = log_input(rng);
        let mapping = if want.is_some() {
            Mapping::A1B1
        } else {
            rng.pick(&Mapping::ALL)
        };
        t.feed(
            || format!("{text:?} ({})", mapping.name()),
            || log::read(&text, mapping),
            |log| {
                let lines = text.lines().count();
                let numbers: Vec<usize> = log.skipped.iter().map(|s| s.line).collect();
                let broken = if numbers.windows(2).any(|w| w[0] >= w[1])
                    || numbers.iter().any(|&l| l == 0 || l > lines)
                {
                    Some(format!("skipped line numbers {numbers:?} of {lines} lines"))
                } else if let Some(want) = &want {
                    let got: Values = log
                        .frames
                        .iter()
                        .map(|f| (f.name.clone(), f.value.0))
                        .collect();
                    // Only the lines built to give no value are skipped.
                    let unread = log.skipped.iter().any(|s| {
                        s.why != "a comment"
                            && s.why != "a place in a source file"
                            && !s.why.ends_with("not a 64-bit set")
                            && !s.why.ends_with("not of sets")
                    });
                    (got != *want || unread)
                        .then(|| format!("read {got:?}, skipped {:?}", log.skipped))
                } else {
                    None
                };
                (log.skipped.is_empty(), broken)
            },
        );
    }
    t
}

// ------------------------------------------------- pasted logs, 9x9 board

const LOG9_TOKENS: &[&str] = &[
    " = ",
    ": ",
    ".hi",
    ".lo",
    "_hi",
    "{",
    "}",
    "hi = ",
    "lo = ",
    ", ",
    " ",
    "0x",
    "\n",
    "0000000000000000",
    "-",
    "(gdb) p cur\n",
    "ffffffffffffffff",
    ". . . . x . . . .\n",
    "000010000\n",
    "  a b c d e f g h i\n",
    "ULL",
    "u",
    "(U128) ",
    "(U128[4]) $2 = ([0] = ",
    ", [1] = ",
    ")",
    "$3 = {",
    " <repeats 3 times>",
    "(lldb) p cur\n",
    "(U128[64]) asp = {\n",
    "  [0] = ",
    "Value of: cur\n",
    "  Actual: ",
    "REQUIRE( cur == 0x200 )\nwith expansion:\n",
    " (0x",
    "values: CHECK_EQ( ",
    "Value returned is $8 = ",
    "info string cur ",
    "'",
    "(int) ",
    "(U64 *) ",
    "[src/main.rs:3:5] v = [\n",
    "    0x200,\n",
    "Board9(",
    " '\\t'",
    "$3 = (U128 *) ",
    "[512,\n",
    " 1024,\n",
    " 0]",
];

/// A value as a 9x9 engine prints it, in one of the forms `read9` takes
/// (forms 11 and 12, a debugger's print command and its value, take `v`
/// within 81 bits: one past i9 leaves the command's line unread too).
fn printed9(name: &str, v: u128, form: usize) -> String {
    let (hi, lo) = ((v >> 64) as u64, v as u64);
    match form {
        8 => format!("{name} {v:#x}"),
        9 => format!("{name} = {v:#x}ULL"),
        10 => format!("{name} = {v}u"),
        11 => format!("(gdb) p {name}\n$1 = {v}"),
        12 => format!("(lldb) p {name}\n(U128) $0 = 0x{v:032x}"),
        0 => format!("{name} = {v:#x}"),
        1 => format!("{name} = 0x{hi:016x}{lo:016x}"),
        2 => format!("{name}: {hi:016x}{lo:016x}"),
        3 => format!("{name} = {v}"),
        4 => format!("{name} = {hi:016x} {lo:016x}"),
        5 => format!("{name}.hi = {hi:#x}, {name}.lo = {lo:#x}"),
        6 => format!("{name} = {{hi = {hi}, lo = {lo}}}"),
        _ => format!("[bfs.cpp:42] {name}_lo = {lo}, {name}_hi = 0x{hi:x}"),
    }
}

/// The 9x9 board's squares, `v` (`bit = file + 9 * rank`, bits past i9
/// left out), drawn as a diagram under the title `name:`, as a bot's
/// debug print draws one: `.` and `x`, `0` and `1` without spaces, or a
/// box, the ranks numbered (from rank 9 or from rank 1) or not, the files'
/// letters under numbered ones.
fn diagram9(rng: &mut Rng, name: &str, v: u128) -> String {
    let (on, off, sep, boxed) = rng.pick(&[
        ("x", ".", " ", false),
        ("1", "0", "", false),
        ("X", " ", "|", true),
    ]);
    let numbered = rng.chance(50);
    let ranks: Vec<u32> = if numbered && rng.chance(30) {
        (0..9).collect()
    } else {
        (0..9).rev().collect()
    };
    let rule = format!("+{}\n", "---+".repeat(9));
    let mut text = format!("{name}:\n");
    if boxed {
        text.push_str(&rule);
    }
    for rank in ranks {
        let cells: Vec<&str> = (0..9)
            .map(|file| {
                if v >> (9 * rank + file) & 1 == 1 {
                    on
                } else {
                    off
                }
            })
            .collect();
        let row = if boxed {
            format!("| {} |", cells.join(" | "))
        } else {
            cells.join(sep)
        };
        if numbered {
            text.push_str(&format!("{} {row}\n", rank + 1));
        } else {
            text.push_str(&format!("{row}\n"));
        }
        if boxed {
            text.push_str(&rule);
        }
    }
    if numbered {
        text.push_str("  a b c d e f g h i\n");
    }
    text
}

/// Values read from a 9x9 log: each name and 128-bit number.
type Values9 = Vec<(Option<String>, u128)>;

fn log9_input(rng: &mut Rng) -> (String, Option<Values9>) {
    let lines = rng.below(6) + 1;
    let mut text = String::new();
    let mut want = Values9::new();
    for i in 0..lines {
        let v = (u128::from(rng.next()) << 64 | u128::from(rng.next())) >> rng.below(128).max(47);
        if rng.chance(15) {
            // A board drawn as a diagram: one value, whatever the mapping.
            let name = format!("walls{i}");
            let v = v & ((1 << 81) - 1);
            text.push_str(&diagram9(rng, &name, v));
            want.push((Some(name), v));
            continue;
        }
        if rng.chance(10) {
            // Rust's and Python's lists (as on 8x8), each element a
            // 128-bit value within 81 bits, the zeros that end it left out.
            let name = format!("dist{i}");
            let elements: Vec<u128> = (0..1 + rng.below(5))
                .map(|k| {
                    if rng.chance(30) {
                        0
                    } else {
                        (v >> k) & ((1 << 81) - 1)
                    }
                })
                .collect();
            let shown: Vec<String> = elements.iter().map(|x| format!("{x:#x}")).collect();
            if elements.len() > 1 && rng.chance(25) {
                // Python's `pprint` of a long list: nameless, an element a
                // line.
                let decimal: Vec<String> = elements.iter().map(u128::to_string).collect();
                text.push_str(&format!("[{}]\n", decimal.join(",\n ")));
                let used = elements.iter().rposition(|&x| x != 0).map_or(1, |k| k + 1);
                want.extend(elements[..used].iter().map(|&x| (None, x)));
                continue;
            }
            match rng.below(4) {
                0 => text.push_str(&format!("{name} = [{}]\n", shown.join(", "))),
                1 => text.push_str(&format!(
                    "{name} = [{}]\n",
                    elements
                        .iter()
                        .map(u128::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
                2 => text.push_str(&format!("{name} = ['{}']\n", shown.join("', '"))),
                _ => {
                    text.push_str(&format!("[src/main.rs:{i}:5] {name} = [\n"));
                    for x in &shown {
                        text.push_str(&format!("    {x},\n"));
                    }
                    text.push_str("]\n");
                }
            }
            let used = elements.iter().rposition(|&x| x != 0).map_or(1, |k| k + 1);
            want.extend(
                elements[..used]
                    .iter()
                    .enumerate()
                    .map(|(k, &x)| (Some(format!("{name}[{k}]")), x)),
            );
            continue;
        }
        if rng.chance(8) {
            // gdb's char and pointer are no sets: skipped, with the
            // command that printed them; Rust's `{:?}` of a newtype alone
            // on its line is a nameless value.
            if rng.chance(50) {
                text.push_str(&format!("(gdb) p sq{i}\n$1 = {} 'A'\n", rng.below(256)));
            } else {
                text.push_str(&format!("(gdb) p p{i}\n$2 = (U128 *) 0x7fffffffe5c0\n"));
            }
            text.push_str(&format!("Board9({v:#x})\n"));
            want.push((None, v));
            continue;
        }
        let name = format!("{}{i}", rng.pick(&["cur", "visits", "layer", "s.flood"]));
        let form = rng.below(13);
        let v = if form >= 11 { v & ((1 << 81) - 1) } else { v };
        text.push_str(&printed9(&name, v, form));
        text.push('\n');
        want.push((Some(name), v));
    }
    match rng.below(3) {
        0 => (text, Some(want)),
        1 => (rng.text(120), None),
        _ => (mutate(rng, &text, LOG9_TOKENS), None),
    }
}

fn fuzz_logs9(n: u64, rng: &mut Rng) -> Tally {
    let mut t = Tally::default();
    for _ in 0..n {
        let (text, want) = log9_input(rng);
        let mapping = if want.is_some() {
            Mapping::A1B1
        } else {
            rng.pick(&Mapping::ALL)
        };
        t.feed(
            || format!("{text:?} ({})", mapping.name9()),
            || log::read9(&text, mapping),
            |log| {
                let lines = text.lines().count();
                let numbers: Vec<usize> = log.skipped.iter().map(|s| s.line).collect();
                let broken = if numbers.windows(2).any(|w| w[0] >= w[1])
                    || numbers.iter().any(|&l| l == 0 || l > lines)
                    || log.frames.iter().any(|f| f.value.0 >> 81 != 0)
                {
                    Some(format!("skipped line numbers {numbers:?} of {lines} lines"))
                } else if let Some(want) = &want {
                    let got: Values9 = log
                        .frames
                        .iter()
                        .map(|f| (f.name.clone(), f.value.0))
                        .collect();
                    // A value past i9 is skipped, the rest read.
                    let kept: Values9 =
                        want.iter().filter(|(_, v)| v >> 81 == 0).cloned().collect();
                    // gdb's char and pointer are skipped too.
                    let unread = log
                        .skipped
                        .iter()
                        .filter(|s| !s.why.ends_with("not a 128-bit set"))
                        .count();
                    (got != kept || unread != want.len() - kept.len())
                        .then(|| format!("read {got:?}, skipped {:?}", log.skipped))
                } else {
                    None
                };
                (log.skipped.is_empty(), broken)
            },
        );
    }
    t
}

// ----------------------------------------------------------------------- main

fn usage() -> ! {
    eprintln!(
        "usage: cargo run --release --example fuzz_parsers -- [N] [--only bitboard|url|cli|log] [--seed S]"
    );
    std::process::exit(2)
}

fn main() {
    let mut n: u64 = 1_000_000;
    let mut only: Option<String> = None;
    let mut seed: u64 = 0x5eed;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--only" => only = Some(args.next().unwrap_or_else(|| usage())),
            "--seed" => {
                seed = args
                    .next()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or_else(|| usage())
            }
            _ => n = a.replace('_', "").parse().unwrap_or_else(|_| usage()),
        }
    }
    if only
        .as_deref()
        .is_some_and(|o| !["bitboard", "url", "cli", "log"].contains(&o))
    {
        usage();
    }
    // Panics are counted and shown below, not printed one by one.
    panic::set_hook(Box::new(|_| {}));

    type Fuzz = fn(u64, &mut Rng) -> Tally;
    let parsers: [(&str, &str, Fuzz); 5] = [
        ("bitboard", "fillscope_core::parse_bitboard", fuzz_bitboards),
        ("url", "fillscope::url_state::from_query", fuzz_links),
        ("cli", "fillscope_cli::parse", fuzz_command_lines),
        ("log", "fillscope_core::log::read", fuzz_logs),
        ("log", "fillscope_core::log::read9", fuzz_logs9),
    ];
    println!("fuzz_parsers: {n} inputs per parser, seed {seed}");
    let mut failed = false;
    for (key, name, fuzz) in parsers {
        if only.as_deref().is_some_and(|o| o != key) {
            continue;
        }
        let mut rng = Rng(fastrand::Rng::with_seed(seed));
        let start = Instant::now();
        let t = fuzz(n, &mut rng);
        let total = start.elapsed();
        println!(
            "{name}: {} inputs ({} accepted, {} refused), {} panics, {} broken promises; \
             {:.2} s in all, {:.2} s parsing ({:.0} ns per input)",
            t.inputs,
            t.ok,
            t.err,
            t.panics,
            t.broken,
            total.as_secs_f64(),
            t.parsing.as_secs_f64(),
            t.parsing.as_nanos() as f64 / t.inputs.max(1) as f64,
        );
        for e in &t.examples {
            println!("  {e}");
        }
        failed |= t.panics > 0 || t.broken > 0;
    }
    if failed {
        std::process::exit(1);
    }
}
