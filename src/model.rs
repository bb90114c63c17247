//! The board the user edits and what it means for each algorithm: the
//! core's registry ([`Algorithm`]) and [`Setup`], one run's board,
//! algorithm and options.

pub use fillscope_core::{Algorithm, Choice, Inputs, Setup};

#[cfg(test)]
mod tests {
    use super::*;
    use fillscope_core::Bitboard;

    #[test]
    fn seed_example_registers() {
        let s = Setup::seed_example();
        assert_eq!(s.register("sq1"), Some(fillscope_core::Square::E4.into()));
        assert_eq!(s.register("path"), Some(Bitboard::ALL));
        assert_eq!(s.register("gen"), None);
        assert_eq!(s.register_names(), ["sq1", "sq2", "path"]);
    }

    #[test]
    fn set_register_maps_complements() {
        let mut s = Setup {
            algorithm: Algorithm::Dumb7,
            ..Setup::seed_example()
        };
        assert!(s.set_register("pro", Bitboard(0xff)));
        assert_eq!(s.blockers, Bitboard(!0xff));
        s.algorithm = Algorithm::Attacks;
        assert!(s.set_register("occupied", Bitboard(0xff)));
        assert_eq!(s.blockers, Bitboard(0xff));
        assert!(!s.set_register("sq1", Bitboard(1)));
    }

    #[test]
    fn every_algorithm_traces_the_seed_board() {
        for a in Algorithm::ALL {
            let s = Setup {
                algorithm: a,
                ..Setup::seed_example()
            };
            let t = s.trace();
            assert!(!t.frames.is_empty(), "{a:?} recorded no frame");
        }
    }
}
