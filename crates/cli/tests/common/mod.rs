//! Running the built `fillscope` binary and reading its output, shared by
//! the CLI's integration tests.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

use fillscope_core::Bitboard;
use serde_json::Value;

/// Runs the binary with `args` (stdin empty).
pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fillscope"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs the binary with `args`, `input` on its stdin.
pub fn run_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fillscope"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    // The binary may exit before reading (a bad argument): a closed pipe
    // is fine then.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    child.wait_with_output().expect("the binary finishes")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 stdout")
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("utf-8 stderr")
}

/// Runs with `--json` appended, expects success and one line; returns
/// the line and its parsed object.
pub fn json_text(args: &[&str]) -> (String, Value) {
    let mut all = args.to_vec();
    all.push("--json");
    let o = run(&all);
    assert_eq!(o.status.code(), Some(0), "{all:?}: {}", stderr(&o));
    let text = stdout(&o);
    assert_eq!(text.lines().count(), 1, "one JSON line: {text}");
    assert!(text.ends_with('\n'));
    let v = serde_json::from_str(&text).expect("valid JSON");
    (text, v)
}

/// Runs with `--json` appended, expects success, parses the one object.
pub fn json(args: &[&str]) -> Value {
    json_text(args).1
}

/// A bitboard as the CLI prints it: `0x` and 16 lowercase hex digits.
pub fn bb(v: &Value) -> Bitboard {
    let s = v.as_str().expect("a bitboard string");
    assert!(
        s.len() == 18
            && s.starts_with("0x")
            && s[2..]
                .chars()
                .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()),
        "bitboards print as 0x + 16 lowercase hex digits, got {s}"
    );
    Bitboard(u64::from_str_radix(&s[2..], 16).unwrap())
}

pub fn bbs(v: &Value) -> Vec<Bitboard> {
    v.as_array().expect("an array").iter().map(bb).collect()
}

/// A few scattered boards from a fixed linear congruential sequence.
pub fn boards(n: usize, seed: u64) -> Vec<Bitboard> {
    let mut x = seed;
    let mut next = || {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        x
    };
    (0..n).map(|_| Bitboard(next() & next() & next())).collect()
}

// ---------------------------------------------------------------- exports

/// A fresh path in the system's temporary directory.
pub fn temp_file(ext: &str) -> std::path::PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!(
        "fillscope-cli-export-{}-{n}.{ext}",
        std::process::id()
    ))
}

/// Runs `args` with `--export format --out FILE` and `extra`, expects
/// success, and returns the file's bytes and stdout.
pub fn export_file(args: &[&str], format: &str, extra: &[&str]) -> (Vec<u8>, String) {
    let path = temp_file(format);
    let out = path.to_str().expect("a UTF-8 temp path");
    let all = [args, &["--export", format, "--out", out], extra].concat();
    let o = run(&all);
    assert_eq!(o.status.code(), Some(0), "{all:?}: {}", stderr(&o));
    assert!(o.stderr.is_empty(), "{all:?}: {}", stderr(&o));
    let bytes = std::fs::read(&path).expect("the export was written");
    let _ = std::fs::remove_file(&path);
    (bytes, String::from_utf8(o.stdout).expect("utf-8 stdout"))
}

/// A decoded picture: width, height and RGB bytes.
pub struct Picture {
    /// Width.
    pub w: u32,
    /// Height.
    pub h: u32,
    /// RGB bytes, row by row.
    pub rgb: Vec<u8>,
}

impl Picture {
    /// The pixel at (x, y).
    pub fn at(&self, x: u32, y: u32) -> [u8; 3] {
        let i = (y as usize * self.w as usize + x as usize) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
}

/// A PNG decoded by `zune-png`, which shares no code with the encoder.
pub fn decode_png(bytes: &[u8]) -> Picture {
    let mut d = zune_png::PngDecoder::new(bytes);
    d.decode_headers().expect("a PNG header");
    let (w, h) = d.get_dimensions().expect("a PNG size");
    let px = d.decode_raw().expect("PNG data");
    let channels = px.len() / (w * h);
    assert!(channels == 3 || channels == 4, "{channels} channels");
    Picture {
        w: w as u32,
        h: h as u32,
        rgb: px
            .chunks(channels)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect(),
    }
}

/// Every image of a GIF as shown (each composed over the ones before).
pub fn decode_gif(bytes: &[u8]) -> Vec<Picture> {
    gift::Decoder::new(bytes)
        .into_steps()
        .map(|step| {
            let step = step.expect("a GIF frame");
            let r = step.raster();
            Picture {
                w: r.width(),
                h: r.height(),
                rgb: r
                    .as_u8_slice()
                    .chunks(4)
                    .flat_map(|p| [p[0], p[1], p[2]])
                    .collect(),
            }
        })
        .collect()
}
