//! The presets are real C: each one, compiled by gcc with a small prelude
//! (`tests/gcc/prelude.h`) and a generated `main`, gives fillscope-core's
//! results on thousands of random boards. This checks the presets
//! themselves, independently of the interpreter. Last, one thing C leaves
//! to the compiler, a right shift of a negative signed value, is checked
//! in the interpreter against gcc's own result.

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::{cases, Boards, Kind, Sig, SIGS};
use fillscope_play::presets::PRESETS;
use fillscope_play::{compile, run, Arg, Options, Value, WarningKind};

/// How many random boards each preset is run on.
const CASES: usize = 3000;

/// Whether gcc can be run here.
fn have_gcc() -> bool {
    Command::new("gcc")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A `main` that reads one line of hex scalars per case, calls the entry
/// with a zeroed output array, and prints the return value and the
/// array's first 64 elements in hex.
fn harness(sig: &Sig, preset: &Path) -> String {
    let scalars = sig.params.iter().filter(|(_, k)| *k != Kind::Array).count();
    let mut call = Vec::new();
    let mut i = 0;
    for (_, kind) in sig.params {
        call.push(match kind {
            Kind::U64 => format!("(U64)v[{i}]"),
            Kind::Int => format!("(int)v[{i}]"),
            Kind::Array => {
                i -= 1;
                "out".to_string()
            }
        });
        i += 1;
    }
    let reads: Vec<String> = (0..scalars).map(|i| format!("&v[{i}]")).collect();
    let formats = vec!["%llx"; scalars].join(" ");
    format!(
        r#"#include <stdio.h>
#include "prelude.h"
#include "{preset}"

int main(void) {{
    unsigned long long v[8];
    while (scanf("{formats}", {reads}) == {scalars}) {{
        /* Room past the 64 elements the playground gives, to see overruns. */
        U64 out[256] = {{0}};
        unsigned long long r = (unsigned long long)({entry}({call}));
        int k;
        printf("%llx", r);
        for (k = 0; k < 256; k++)
            printf(" %llx", (unsigned long long)out[k]);
        printf("\n");
    }}
    return 0;
}}
"#,
        preset = preset.display(),
        reads = reads.join(", "),
        entry = sig.entry,
        call = call.join(", "),
    )
}

fn preset_path(id: &str) -> PathBuf {
    let file = format!("{}.c", id.replace('-', "_"));
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("presets")
        .join(file)
}

/// Compiles preset `sig` with its harness into `dir`, runs it on the
/// cases and checks every line against the core.
fn check(sig: &Sig, dir: &Path) {
    let c = dir.join(format!("{}_main.c", sig.entry));
    let exe = dir.join(format!("{}_{}", sig.id, sig.entry));
    std::fs::write(&c, harness(sig, &preset_path(sig.id))).unwrap();
    let include = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("gcc");
    let out = Command::new("gcc")
        .args([
            "-std=c11",
            "-O1",
            "-Wall",
            "-Wno-unused-variable",
            "-Wno-unused-function",
            "-Werror",
        ])
        .arg("-I")
        .arg(&include)
        .arg(&c)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "gcc rejects preset {}:\n{}",
        sig.id,
        String::from_utf8_lossy(&out.stderr)
    );
    let cases = cases(sig.id, CASES);
    let input: String = cases
        .iter()
        .map(|c| {
            let words: Vec<String> = c.args.iter().map(|a| format!("{a:x}")).collect();
            words.join(" ") + "\n"
        })
        .collect();
    let out = run_with_input(&exe, input);
    assert!(out.status.success(), "preset {} crashed", sig.id);
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines.len(),
        cases.len(),
        "preset {}: one line per case",
        sig.id
    );
    for (case, line) in cases.iter().zip(lines) {
        let words: Vec<u64> = line
            .split(' ')
            .map(|w| u64::from_str_radix(w, 16).unwrap())
            .collect();
        let ret = if sig.ret == "int" {
            u64::from(words[0] as u32)
        } else {
            words[0]
        };
        assert_eq!(
            ret, case.ret,
            "preset {}, args {:x?}: the return value",
            sig.id, case.args
        );
        match &case.array {
            Some(want) => {
                assert_eq!(
                    &words[1..65],
                    &want[..],
                    "preset {}, args {:x?}: the layers",
                    sig.id,
                    case.args
                );
                assert!(
                    words[65..].iter().all(|&w| w == 0),
                    "preset {}, args {:x?}: writes past 64 elements",
                    sig.id,
                    case.args
                );
            }
            None => assert!(words[1..].iter().all(|&w| w == 0)),
        }
    }
}

#[test]
fn every_preset_matches_the_core_under_gcc() {
    if !have_gcc() {
        println!("note: gcc is not installed; the presets were not compiled");
        return;
    }
    let dir = std::env::temp_dir().join(format!("fillscope-presets-gcc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for sig in SIGS {
        check(sig, &dir);
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn every_algorithm_has_one_preset() {
    let ids: Vec<&str> = PRESETS.iter().map(|p| p.id).collect();
    let algorithms: Vec<&str> = fillscope_core::Algorithm::ALL
        .iter()
        .map(|a| a.id())
        .collect();
    assert_eq!(ids, algorithms);
    let sigs: Vec<&str> = SIGS.iter().map(|s| s.id).collect();
    assert_eq!(sigs, algorithms);
    for p in PRESETS {
        assert!(preset_path(p.id).exists(), "{}", p.id);
        assert!(p.source.starts_with("/*"), "{} starts with a comment", p.id);
        assert_eq!(fillscope_play::presets::preset(p.id), Some(p));
        assert!(!p.title.is_empty());
    }
}

/// The shifts of [`signed_right_shifts_match_gcc`]: the same text for gcc
/// and the interpreter.
const SHIFTS: &str = "int64_t sra64(int64_t b, int n) { return b >> n; }\nint sra32(int x, int n) { return x >> n; }\n";

/// `>>` on negative `int64_t` and `int` values, by every amount: the
/// interpreter gives what gcc's build of the same functions gives (and
/// warns of each negative one), on edge values and random ones.
#[test]
fn signed_right_shifts_match_gcc() {
    if !have_gcc() {
        println!("note: gcc is not installed; the signed shifts were not compiled");
        return;
    }
    let mut rng = Boards::new(0x51_6e_ed);
    let mut values = vec![
        0x8000_0000_0000_0000,
        0x8000_0000_0000_0010,
        u64::MAX,
        0x7fff_ffff_ffff_ffff,
        0xffff_ffff_8000_0000,
        0x0000_0000_8000_0007,
        1,
    ];
    values.extend((0..40).map(|_| rng.next()));
    let cases: Vec<(u64, u32)> = values
        .iter()
        .flat_map(|&a| (0..64).map(move |n| (a, n)))
        .collect();

    let dir = std::env::temp_dir().join(format!("fillscope-shifts-gcc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (c, exe) = (dir.join("shifts.c"), dir.join("shifts"));
    let main = "#include <stdio.h>\n#include <stdint.h>\n".to_string()
        + SHIFTS
        + "int main(void) {\n    unsigned long long a;\n    int n;\n    while (scanf(\"%llx %d\", &a, &n) == 2)\n        printf(\"%llx %x\\n\", (unsigned long long)sra64((int64_t)a, n), (unsigned)sra32((int)(unsigned)a, n % 32));\n    return 0;\n}\n";
    std::fs::write(&c, main).unwrap();
    let out = Command::new("gcc")
        .args(["-std=c11", "-O2", "-Wall", "-Werror"])
        .arg(&c)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "gcc: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let input: String = cases.iter().map(|(a, n)| format!("{a:x} {n}\n")).collect();
    let out = run_with_input(&exe, input);
    std::fs::remove_dir_all(&dir).ok();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), cases.len());

    let program = compile(SHIFTS).expect("the shifts compile");
    let interpret = |entry: &str, a: u128, n: u32| {
        let mut o = Options::new(vec![Arg::Scalar(a), Arg::Scalar(n.into())]);
        o.entry = Some(entry.into());
        o.trace = false;
        let r = run(&program, &o).expect("runs");
        assert!(r.stop.is_none(), "{entry}({a:#x}, {n}): {:?}", r.stop);
        let warned = r
            .warnings
            .iter()
            .any(|w| w.kind == WarningKind::SignedShift);
        (r.ret, warned)
    };
    for (&(a, n), line) in cases.iter().zip(text.lines()) {
        let (wide, narrow) = line.split_once(' ').unwrap();
        let wide = u64::from_str_radix(wide, 16).unwrap();
        let narrow = u32::from_str_radix(narrow, 16).unwrap();
        let (ret, warned) = interpret("sra64", a.into(), n);
        assert_eq!(ret, Some(Value::I64(wide as i64)), "{a:#x} >> {n}");
        assert_eq!(warned, (a as i64) < 0 && n > 0, "{a:#x} >> {n}");
        let x = a as u32;
        let (ret, warned) = interpret("sra32", x.into(), n % 32);
        assert_eq!(
            ret,
            Some(Value::Int(narrow as i32)),
            "(int){x:#x} >> {}",
            n % 32
        );
        assert_eq!(
            warned,
            (x as i32) < 0 && n % 32 > 0,
            "(int){x:#x} >> {}",
            n % 32
        );
    }
}

/// Runs the compiled program `exe` with `input` on its standard input
/// (written from another thread, so a long input cannot block on a full
/// pipe) and returns what it printed.
fn run_with_input(exe: &Path, input: String) -> std::process::Output {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    out
}
