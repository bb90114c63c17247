//! Runs a source file's last function with scalar arguments and prints the run.
use fillscope_play::{compile, run, Arg, Options};

fn main() {
    let mut a = std::env::args().skip(1);
    let path = a.next().unwrap_or_default();
    let src = std::fs::read_to_string(&path).unwrap_or_default();
    let args: Vec<Arg> = a.map(|x| Arg::Scalar(x.parse().unwrap_or(0))).collect();
    match compile(&src) {
        Err(d) => println!("{}", d.render(&path, &src)),
        Ok(p) => {
            let mut o = Options::new(args);
            o.trace = std::env::var("TRACE").is_ok();
            match run(&p, &o) {
                Ok(r) => {
                    for f in &r.frames {
                        println!("{:?}", f);
                    }
                    println!("ret {:?} steps {} stop {:?}", r.ret, r.steps, r.stop);
                    for w in &r.warnings {
                        println!("warn {:?}", w);
                    }
                    println!("vars {:?}\narrays {:?}", r.vars, r.arrays);
                }
                Err(e) => println!("arg error: {e}"),
            }
        }
    }
}
