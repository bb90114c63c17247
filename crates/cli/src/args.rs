//! Reading a command's options. [`lexopt`] splits the words into options
//! and values (`--flag VALUE`, `--flag=VALUE`); this module checks them
//! against the command's table of [`Opt`]s. Every mistake becomes one
//! [`ArgError`] that names the argument and says what was expected, so the
//! binary can print it as a single line and exit with status 2.

use std::fmt;

use fillscope_core::bfs::Walls;
use fillscope_core::nine::{Board9, Square9, Walls9};
use fillscope_core::parse::{parse_board9, FORMS, FORMS_9X9};
use fillscope_core::{parse_bitboard, Bitboard, Square};
use lexopt::Arg;

/// A bad command line: the argument at fault and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgError {
    /// The argument as the user would recognise it (`--from`, `paths`, ...).
    pub arg: String,
    /// What was wrong, in one line.
    pub message: String,
}

impl ArgError {
    /// An error about `arg`.
    pub fn new(arg: impl Into<String>, message: impl Into<String>) -> ArgError {
        ArgError {
            arg: arg.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never more than one line, whatever the message holds.
        let one_line = |s: &str| s.replace(['\n', '\r'], " ");
        write!(f, "{}: {}", one_line(&self.arg), one_line(&self.message))
    }
}

impl std::error::Error for ArgError {}

/// One option a command accepts.
#[derive(Copy, Clone, Debug)]
pub struct Opt {
    /// The flag, with its dashes: `--from`.
    pub name: &'static str,
    /// The value's placeholder (`SET`, `DIR`), or `None` for a switch.
    pub value: Option<&'static str>,
    /// Whether the option may be given more than once.
    pub repeat: bool,
}

impl Opt {
    /// An option taking a value, at most once.
    pub const fn value(name: &'static str, meta: &'static str) -> Opt {
        Opt {
            name,
            value: Some(meta),
            repeat: false,
        }
    }
    /// An option taking a value, any number of times.
    pub const fn repeated(name: &'static str, meta: &'static str) -> Opt {
        Opt {
            name,
            value: Some(meta),
            repeat: true,
        }
    }
    /// A switch without a value.
    pub const fn switch(name: &'static str) -> Opt {
        Opt {
            name,
            value: None,
            repeat: false,
        }
    }
}

/// The options every command takes: the output switches and the export.
pub const COMMON: [Opt; 5] = [
    Opt::switch("--json"),
    Opt::switch("--trace"),
    Opt::value("--export", "FORMAT"),
    Opt::value("--out", "FILE"),
    Opt::value("--frame", "K"),
];

/// What a command line said, checked against the command's options.
#[derive(Clone, Debug, Default)]
pub struct Parsed {
    values: Vec<(&'static str, String)>,
    switches: Vec<&'static str>,
    positional: Option<String>,
}

/// Whether `args` ask for help anywhere.
pub fn wants_help(args: &[String]) -> bool {
    args.iter().any(|a| a == "-h" || a == "--help")
}

/// Parses `args` (the words after the command name) against `opts` and
/// [`COMMON`]. Accepts `--flag VALUE` and `--flag=VALUE`; a separate value
/// may not start with `--` (`--from --to e4` is missing its value). Every
/// word that is not an option (`e4`, `-x`, a lone `--`) is an error naming
/// that word.
pub fn parse_options(command: &str, opts: &[Opt], args: &[String]) -> Result<Parsed, ArgError> {
    parse_with_positional(command, opts, None, args)
}

/// [`parse_options`] for a command that also takes one word that is not an
/// option (`log FILE`): `positional` is its placeholder (`FILE`). A lone
/// `-` is such a word (stdin); a second one is an error naming it.
pub fn parse_with_positional(
    command: &str,
    opts: &[Opt],
    positional: Option<&'static str>,
    args: &[String],
) -> Result<Parsed, ArgError> {
    let known = || {
        opts.iter()
            .chain(COMMON.iter())
            .map(|o| o.name)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let unexpected = |word: &str| {
        ArgError::new(
            word,
            format!(
                "unexpected argument for `{command}` (expected options: {})",
                known()
            ),
        )
    };
    let unknown = |name: &str| {
        ArgError::new(
            name,
            format!(
                "unknown option for `{command}` (expected one of {})",
                known()
            ),
        )
    };
    // Every word came in as a `String`, so every piece lexopt hands back
    // is valid UTF-8 again.
    let text = |s: std::ffi::OsString| s.to_string_lossy().into_owned();

    let mut parser = lexopt::Parser::from_args(args);
    // `-ab=c` stays one word whose rest is `b=c`, for the error message.
    parser.set_short_equals(false);
    let mut out = Parsed::default();
    loop {
        // lexopt reads a bare `--` as the end of the options; here it is
        // an option with no name, as every other `--word` is checked.
        if let Some(raw) = parser.try_raw_args() {
            if raw.peek().is_some_and(|w| w == "--") {
                return Err(unknown("--"));
            }
        }
        let arg = match parser.next() {
            Ok(Some(arg)) => arg,
            Ok(None) => break,
            // The only error `next` gives: a value glued to an option
            // that was not asked for it, which never happens here (every
            // option's `=VALUE` is taken or refused below).
            Err(e) => return Err(ArgError::new("arguments", e.to_string())),
        };
        let name = match arg {
            Arg::Value(word) => {
                let word = text(word);
                match positional {
                    Some(_) if out.positional.is_none() => {
                        out.positional = Some(word);
                        continue;
                    }
                    Some(meta) => {
                        return Err(ArgError::new(
                            word,
                            format!("a second {meta} (`{command}` takes one)"),
                        ))
                    }
                    None => return Err(unexpected(&word)),
                }
            }
            Arg::Short(c) => {
                let rest = parser.optional_value().map(text).unwrap_or_default();
                return Err(unexpected(&format!("-{c}{rest}")));
            }
            Arg::Long(long) => format!("--{long}"),
        };
        let Some(opt) = opts.iter().chain(COMMON.iter()).find(|o| o.name == name) else {
            return Err(unknown(&name));
        };
        let inline = parser.optional_value().map(text);
        match opt.value {
            None => {
                if inline.is_some() {
                    return Err(ArgError::new(opt.name, "takes no value"));
                }
                if out.switches.contains(&opt.name) {
                    return Err(ArgError::new(opt.name, "given more than once"));
                }
                out.switches.push(opt.name);
            }
            Some(meta) => {
                let value = match inline {
                    Some(v) => v,
                    None => match parser.value().map(text) {
                        Ok(v) if !v.starts_with("--") => v,
                        _ => {
                            return Err(ArgError::new(
                                opt.name,
                                format!("missing value (expected {meta})"),
                            ))
                        }
                    },
                };
                if !opt.repeat && out.get(opt.name).is_some() {
                    return Err(ArgError::new(opt.name, "given more than once"));
                }
                out.values.push((opt.name, value));
            }
        }
    }
    Ok(out)
}

impl Parsed {
    /// The value of a single-valued option.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Every value of a repeatable option, in order.
    pub fn all<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.values
            .iter()
            .filter(move |(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The word that was not an option, for a command that takes one.
    pub fn positional(&self) -> Option<&str> {
        self.positional.as_deref()
    }

    /// How many times an option was given.
    pub fn count(&self, name: &str) -> usize {
        self.all(name).count()
    }

    /// Whether a switch was given.
    pub fn switch(&self, name: &str) -> bool {
        self.switches.contains(&name)
    }

    /// A required option's value.
    pub fn required(&self, name: &str, expected: &str) -> Result<&str, ArgError> {
        self.get(name)
            .ok_or_else(|| ArgError::new(name, format!("missing (expected {expected})")))
    }

    /// An optional SET.
    pub fn set(&self, name: &str) -> Result<Option<Bitboard>, ArgError> {
        self.get(name).map(|v| parse_set(name, v)).transpose()
    }

    /// A required SET.
    pub fn required_set(&self, name: &str) -> Result<Bitboard, ArgError> {
        parse_set(name, self.required(name, &format!("SET: {FORMS}"))?)
    }

    /// An optional SET with a default.
    pub fn set_or(&self, name: &str, default: Bitboard) -> Result<Bitboard, ArgError> {
        Ok(self.set(name)?.unwrap_or(default))
    }

    /// An optional choice among names (`--step king`), parsed by
    /// `from_name`; `expected` lists the names for the message.
    pub fn choice<T>(
        &self,
        name: &str,
        from_name: impl Fn(&str) -> Option<T>,
        expected: &str,
    ) -> Result<Option<T>, ArgError> {
        self.get(name)
            .map(|v| {
                from_name(v)
                    .ok_or_else(|| ArgError::new(name, format!("`{v}` is not one of {expected}")))
            })
            .transpose()
    }

    /// A required choice among names.
    pub fn required_choice<T>(
        &self,
        name: &str,
        from_name: impl Fn(&str) -> Option<T>,
        expected: &str,
    ) -> Result<T, ArgError> {
        self.required(name, expected)?;
        Ok(self
            .choice(name, from_name, expected)?
            .expect("the value is present"))
    }

    /// The walls of `--wall`, `--walls-north` and `--walls-east`, combined.
    pub fn walls(&self) -> Result<Walls, ArgError> {
        let mut walls = Walls {
            north: self.set_or("--walls-north", Bitboard::EMPTY)?,
            east: self.set_or("--walls-east", Bitboard::EMPTY)?,
        };
        for list in self.all("--wall") {
            for (a, b) in parse_wall_list(list)? {
                if !walls.between(a, b) {
                    // Neighbours were checked by the parser, so this adds.
                    walls.toggle(a, b);
                }
            }
        }
        Ok(walls.normalized())
    }
}

/// The 9x9 readers: the same options, sets of squares a1 to i9.
impl Parsed {
    /// An optional 9x9 SET.
    pub fn set9(&self, name: &str) -> Result<Option<Board9>, ArgError> {
        self.get(name).map(|v| parse_set9(name, v)).transpose()
    }

    /// A required 9x9 SET.
    pub fn required_set9(&self, name: &str) -> Result<Board9, ArgError> {
        parse_set9(name, self.required(name, &format!("SET: {FORMS_9X9}"))?)
    }

    /// An optional 9x9 SET with a default.
    pub fn set9_or(&self, name: &str, default: Board9) -> Result<Board9, ArgError> {
        Ok(self.set9(name)?.unwrap_or(default))
    }

    /// The 9x9 walls of `--wall`, `--walls-north` and `--walls-east`, combined.
    pub fn walls9(&self) -> Result<Walls9, ArgError> {
        let mut walls = Walls9 {
            north: self.set9_or("--walls-north", Board9::EMPTY)?,
            east: self.set9_or("--walls-east", Board9::EMPTY)?,
        };
        for list in self.all("--wall") {
            for (a, b) in parse_wall_list9(list)? {
                if !walls.between(a, b) {
                    // Neighbours were checked by the parser, so this adds.
                    walls.toggle(a, b);
                }
            }
        }
        Ok(walls.normalized())
    }
}

/// Parses a 9x9 SET (squares a1 to i9; no bit at 81 or above), naming
/// the option in the error.
pub fn parse_set9(name: &str, text: &str) -> Result<Board9, ArgError> {
    parse_board9(text).map_err(|e| ArgError::new(name, e.to_string()))
}

/// Parses a SET, naming the option in the error.
pub fn parse_set(name: &str, text: &str) -> Result<Bitboard, ArgError> {
    parse_bitboard(text).map_err(|e| ArgError::new(name, e.to_string()))
}

/// Parses `e4-e5,e4-f4`: pairs of orthogonally neighbouring squares.
pub fn parse_wall_list(list: &str) -> Result<Vec<(Square, Square)>, ArgError> {
    wall_pairs(list, "files a-h, ranks 1-8", |s: Square| {
        (s.file(), s.rank())
    })
}

/// Parses `e5-e6,i8-i9`: pairs of orthogonally neighbouring 9x9 squares.
pub fn parse_wall_list9(list: &str) -> Result<Vec<(Square9, Square9)>, ArgError> {
    wall_pairs(list, "files a-i, ranks 1-9", |s: Square9| {
        (s.file(), s.rank())
    })
}

/// Reads a wall list of squares of type `S`, whose names cover `squares`
/// and whose file and rank `coords` gives.
fn wall_pairs<S: std::str::FromStr + fmt::Display + Copy>(
    list: &str,
    squares: &str,
    coords: impl Fn(S) -> (u8, u8),
) -> Result<Vec<(S, S)>, ArgError> {
    const NAME: &str = "--wall";
    let mut out = Vec::new();
    for item in list.split(',').map(str::trim) {
        if item.is_empty() {
            return Err(ArgError::new(
                NAME,
                format!("`{list}` has an empty item (expected pairs like e4-e5,e4-f4)"),
            ));
        }
        let Some((a, b)) = item.split_once('-') else {
            return Err(ArgError::new(
                NAME,
                format!("`{item}` is not a pair of squares like e4-e5"),
            ));
        };
        let square = |s: &str| {
            s.trim().parse::<S>().map_err(|_| {
                ArgError::new(
                    NAME,
                    format!("`{item}`: `{}` is not a square ({squares})", s.trim()),
                )
            })
        };
        let (a, b) = (square(a)?, square(b)?);
        let ((fa, ra), (fb, rb)) = (coords(a), coords(b));
        let (df, dr) = (i16::from(fa) - i16::from(fb), i16::from(ra) - i16::from(rb));
        if df.abs() + dr.abs() != 1 {
            return Err(ArgError::new(
                NAME,
                format!("`{item}`: {a} and {b} are not orthogonal neighbours, so no wall can stand between them"),
            ));
        }
        out.push((a, b));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    const OPTS: [Opt; 3] = [
        Opt::value("--from", "SET"),
        Opt::value("--to", "SET"),
        Opt::repeated("--wall", "WALLS"),
    ];

    #[test]
    fn values_inline_and_separate() {
        let p = parse_options("t", &OPTS, &words("--from e4 --to=a1,h8 --json")).unwrap();
        assert_eq!(p.get("--from"), Some("e4"));
        assert_eq!(p.get("--to"), Some("a1,h8"));
        assert!(p.switch("--json"));
        assert!(!p.switch("--trace"));
    }

    #[test]
    fn mistakes_name_the_argument() {
        let e = parse_options("t", &OPTS, &words("--frm e4")).unwrap_err();
        assert_eq!(e.arg, "--frm");
        let e = parse_options("t", &OPTS, &words("--from")).unwrap_err();
        assert_eq!(
            (e.arg.as_str(), e.message.as_str()),
            ("--from", "missing value (expected SET)")
        );
        let e = parse_options("t", &OPTS, &words("--from --to e4")).unwrap_err();
        assert_eq!(e.arg, "--from");
        let e = parse_options("t", &OPTS, &words("--from e4 --from e5")).unwrap_err();
        assert_eq!(e.message, "given more than once");
        let e = parse_options("t", &OPTS, &words("e4")).unwrap_err();
        assert_eq!(e.arg, "e4");
        let e = parse_options("t", &OPTS, &words("--json --from e4 --json")).unwrap_err();
        assert_eq!(
            (e.arg.as_str(), e.message.as_str()),
            ("--json", "given more than once")
        );
        let e = parse_options("t", &OPTS, &words("--json=1")).unwrap_err();
        assert_eq!(e.arg, "--json");
    }

    #[test]
    fn words_that_are_not_options_are_named_whole() {
        let arg = |line: &str| parse_options("t", &OPTS, &words(line)).unwrap_err().arg;
        // A bare `--` is not the end of the options here but a nameless one.
        assert_eq!(arg("--from e4 --"), "--");
        assert_eq!(arg("-- e4"), "--");
        // Short clusters and a lone dash are named as typed.
        assert_eq!(arg("-abc"), "-abc");
        assert_eq!(arg("-a=b"), "-a=b");
        assert_eq!(arg("-"), "-");
        assert_eq!(arg("---from e4"), "---from");
        assert_eq!(arg("--=e4"), "--");
        // A value glued on with `=` may look like an option; a separate
        // one may not.
        let p = parse_options("t", &OPTS, &words("--from=--to --to=-1")).unwrap();
        assert_eq!((p.get("--from"), p.get("--to")), (Some("--to"), Some("-1")));
        assert_eq!(
            parse_options("t", &OPTS, &words("--to -e4"))
                .unwrap()
                .get("--to"),
            Some("-e4")
        );
        let e = parse_options("t", &OPTS, &words("--from --")).unwrap_err();
        assert_eq!(
            (e.arg.as_str(), e.message.as_str()),
            ("--from", "missing value (expected SET)")
        );
        let p = parse_options("t", &OPTS, &words("--wall=")).unwrap();
        assert_eq!(p.all("--wall").collect::<Vec<_>>(), [""]);
    }

    #[test]
    fn one_positional_word_when_the_command_takes_one() {
        let p =
            parse_with_positional("t", &OPTS, Some("FILE"), &words("--from e4 log.txt")).unwrap();
        assert_eq!(
            (p.positional(), p.get("--from")),
            (Some("log.txt"), Some("e4"))
        );
        let p = parse_with_positional("t", &OPTS, Some("FILE"), &words("- --json")).unwrap();
        assert_eq!(p.positional(), Some("-"));
        let p = parse_with_positional("t", &OPTS, Some("FILE"), &words("--json")).unwrap();
        assert_eq!(p.positional(), None);
        let e = parse_with_positional("t", &OPTS, Some("FILE"), &words("a b")).unwrap_err();
        assert_eq!(
            (e.arg.as_str(), e.message.as_str()),
            ("b", "a second FILE (`t` takes one)")
        );
        // An option-like word is still an option, not the file.
        let e = parse_with_positional("t", &OPTS, Some("FILE"), &words("-x")).unwrap_err();
        assert_eq!(e.arg, "-x");
    }

    #[test]
    fn walls_combine_and_check_neighbours() {
        let p = parse_options("t", &OPTS, &words("--wall e4-e5,e4-f4 --wall e5-e4")).unwrap();
        // e4-e5 given twice is still one wall (added, not toggled).
        let w = p.walls().unwrap();
        assert_eq!(w.north, Bitboard::from(Square::E4));
        assert_eq!(w.east, Bitboard::from(Square::E4));
        assert!(parse_wall_list("e4-e6").is_err());
        assert!(parse_wall_list("h1-a2").is_err());
        assert!(parse_wall_list("e4e5").is_err());
        assert!(parse_wall_list("e4-z9").is_err());
        assert_eq!(
            parse_wall_list("h1 - h2").unwrap(),
            [(Square::H1, Square::H2)]
        );
    }
}
