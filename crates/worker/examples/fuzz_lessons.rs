//! Long-running fuzz harness for the lesson file reader
//! (`fillscope_worker::lessons::read`), which reads files and links from
//! outside. CI does not run it; the unit tests beside the reader do.
//!
//! ```text
//! cargo run --release -p fillscope-worker --example fuzz_lessons -- [N] [--seed S]
//! ```
//!
//! Feeds the reader N generated inputs (default 1,000,000): random bytes
//! and characters, the built-in lessons' own files with random edits
//! (characters inserted, deleted or replaced, numbers and links changed,
//! fields dropped or added), and files built from lesson-like pieces. A
//! panic is caught, counted and its first inputs printed; besides panics,
//! the reader's promises are checked: a lesson it accepts passes its own
//! checks and reads back from its own file (with no notes), and an error is one line of
//! plain text. Exits with status 1 on any panic or broken promise.

use std::panic::{self, AssertUnwindSafe};
use std::time::Instant;

use fillscope_worker::lessons::{built_in, check, read};

/// A seeded generator: the same stream for the same seed.
struct Rng(fastrand::Rng);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0.usize(..n)
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
    fn char(&mut self) -> char {
        match self.below(4) {
            0 => self
                .pick(&[
                    "{", "}", "[", "]", "\"", ",", ":", "\\", "0", "-", "e", "?", "&", "=",
                ])
                .chars()
                .next()
                .unwrap_or(' '),
            1 => char::from_u32(self.below(0x80) as u32).unwrap_or(' '),
            2 => char::from_u32(self.below(0x11_0000) as u32).unwrap_or('\u{fffd}'),
            _ => char::from(b'a' + self.below(26) as u8),
        }
    }
}

const PIECES: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"title\"",
    "\"steps\"",
    "\"text\"",
    "\"link\"",
    "\"from\"",
    "\"to\"",
    "\"id\"",
    "\"x\"",
    "null",
    "true",
    "0",
    "3",
    "-1",
    "1e400",
    "18446744073709551616",
    "\"?alg=westcott&src=e4&tgt=a1,h8\"",
    "\"?alg=bfs&src=a1&tgt=h8&frame=99\"",
    "\"?alg=nope\"",
    "\"\\u0000\"",
    "\"\\ud800\"",
    " ",
    "\n",
];

fn input(rng: &mut Rng, files: &[String]) -> String {
    match rng.below(5) {
        0 => (0..rng.below(120)).map(|_| rng.char()).collect(),
        1 => (0..rng.below(40)).map(|_| rng.pick(PIECES)).collect(),
        _ => {
            let mut c: Vec<char> = files[rng.below(files.len())].chars().collect();
            for _ in 0..1 + rng.below(6) {
                let at = rng.below(c.len() + 1);
                match rng.below(3) {
                    0 => c.insert(at, rng.char()),
                    1 if at < c.len() => {
                        c.remove(at);
                    }
                    _ if at < c.len() => c[at] = rng.char(),
                    _ => {}
                }
            }
            c.into_iter().collect()
        }
    }
}

fn main() {
    let mut n: u64 = 1_000_000;
    let mut seed: u64 = 0x1e55;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--seed" {
            seed = args.next().and_then(|s| s.parse().ok()).unwrap_or(seed);
        } else if let Ok(v) = a.replace('_', "").parse() {
            n = v;
        }
    }
    panic::set_hook(Box::new(|_| {}));
    let files: Vec<String> = built_in().iter().map(|l| l.to_json()).collect();
    let mut rng = Rng(fastrand::Rng::with_seed(seed));
    let (mut ok, mut refused, mut panics, mut broken) = (0u64, 0u64, 0u64, 0u64);
    let start = Instant::now();
    for _ in 0..n {
        let text = input(&mut rng, &files);
        match panic::catch_unwind(AssertUnwindSafe(|| read(&text))) {
            Err(_) => {
                panics += 1;
                if panics <= 3 {
                    println!("PANIC on {text:?}");
                }
            }
            // What the reader made of the steps passes the built-in
            // lessons' strict check and reads back with nothing to say.
            Ok(Ok((lesson, _notes))) => {
                ok += 1;
                let again = read(&lesson.to_json());
                if check(&lesson).is_err() || again != Ok((lesson.clone(), Vec::new())) {
                    broken += 1;
                    if broken <= 3 {
                        println!("BROKEN (accepted, but does not read back) {text:?}");
                    }
                }
            }
            Ok(Err(why)) => {
                refused += 1;
                if why.contains('\n') || why.is_empty() {
                    broken += 1;
                    if broken <= 3 {
                        println!("BROKEN (error not one line) {why:?}");
                    }
                }
            }
        }
    }
    println!(
        "fillscope_worker::lessons::read: {n} inputs, {ok} read, {refused} refused, {panics} panics, {broken} broken promises, {:.1} s",
        start.elapsed().as_secs_f64()
    );
    if panics > 0 || broken > 0 {
        std::process::exit(1);
    }
}
