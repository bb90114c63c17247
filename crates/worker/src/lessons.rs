//! The built-in lessons, in the team's own words, and the reader of
//! lesson files. They live in the worker, not on the page: the page asks
//! for them the first time the Lesson tab opens.

use fillscope::url_state;
use fillscope_protocol::{Lesson, LessonNote, LessonStep, MAX_LESSON_NOTES};

// A lesson's limits, the same as the page's editor and links keep.
use fillscope::lesson_mode::{
    MAX_LESSON_BYTES as MAX_FILE_BYTES, MAX_LESSON_STEPS as MAX_STEPS, MAX_LESSON_TEXT as MAX_TEXT,
};

fn step(text: &str, link: &str, from: usize, to: Option<usize>) -> LessonStep {
    LessonStep {
        text: text.to_string(),
        link: link.to_string(),
        from,
        to,
    }
}

fn lesson(id: &str, title: &str, steps: Vec<LessonStep>) -> Lesson {
    Lesson {
        id: Some(id.to_string()),
        title: title.to_string(),
        steps,
    }
}

const SEED: &str = "?alg=westcott&src=e4&tgt=a1,h8";

/// Every built-in lesson, in the order the Lesson tab offers them.
#[must_use]
pub fn built_in() -> Vec<Lesson> {
    vec![
        lesson(
            "king-paths",
            "The king's shortest paths",
            vec![
                step(
                    "A king stands on e4 and wants to reach a1 or h8. We are after every square that lies on some shortest route, sorted by how many moves it takes to get there.\n\nThe routine keeps one bitboard per distance: `asp[0]` holds the start, `asp[1]` the squares one move away, and so on.",
                    SEED,
                    0,
                    Some(1),
                ),
                step(
                    "Each iteration grows the reached set `sq1` by one king step and keeps only the new squares as the next layer. On an empty board every layer is a ring around e4, eight squares larger than the one before.\n\nWatch the ring stop as soon as it touches `sq2`: after four moves both corners are reached.",
                    SEED,
                    2,
                    Some(6),
                ),
                step(
                    "Now the fill runs backwards. The last layer keeps only the targets; every earlier layer keeps only the squares next to what survived in the layer after it. What remains is a diamond of squares on the two diagonals: the only squares on a shortest route.",
                    SEED,
                    7,
                    None,
                ),
                step(
                    "Blockers change everything. With three blocked squares the rings bend around them and the answer shows the detours that are still shortest.",
                    "?alg=westcott&src=e4&tgt=a1,h8&blk=c3,d2,f5",
                    0,
                    None,
                ),
            ],
        ),
        lesson(
            "moshammer",
            "Where Moshammer's variant differs",
            vec![
                step(
                    "Moshammer's routine computes each new frontier from the last one and removes only the frontier before it, not everything reached so far. On the seed board its second frontier therefore holds e4 again: the king can step away and come back.\n\nTry the Compare tab to see both runs side by side.",
                    "?alg=moshammer&src=e4&tgt=a1,h8",
                    0,
                    Some(3),
                ),
                step(
                    "On this corridor along the first rank, the target a2 lies off the path, next to the start. Each frontier walks back onto squares it left two moves earlier, and the backward pass keeps those back-and-forth squares: the layers hold squares that are on no shortest route.",
                    "?alg=moshammer&src=a1&tgt=a2,h1&blk=0xffffffffffffff00",
                    0,
                    None,
                ),
                step(
                    "Westcott's routine on the same corridor excludes every square reached so far, so each layer holds exactly one square. Compare the two with the Compare tab: the first frame where they part is named under the boards.",
                    "?alg=westcott&src=a1&tgt=a2,h1&blk=0xffffffffffffff00",
                    0,
                    None,
                ),
            ],
        ),
        lesson(
            "dumb7-kogge",
            "Dumb7Fill against Kogge-Stone",
            vec![
                step(
                    "A rook on d1 looks north; d6 is occupied. Dumb7Fill moves the generator one square per cycle, seven cycles in all, and collects everything it passed in `flood`.",
                    "?alg=fill&method=dumb7&src=d1&blk=d6",
                    0,
                    None,
                ),
                step(
                    "Kogge-Stone reaches the same set in three doubling steps: it shifts by 1, 2 and 4 squares, and between steps it shrinks the propagator `pro` so that a shift of 2 or 4 never jumps over a blocker.\n\nIts step 2 covers what Dumb7Fill's cycles 2 and 3 cover; its step 3 covers cycles 4 to 7.",
                    "?alg=fill&method=kogge-stone&src=d1&blk=d6",
                    0,
                    None,
                ),
                step(
                    "The generalised rotate loop does what Dumb7Fill does with one rotate instead of a shift per direction, so that one loop serves all eight directions.",
                    "?alg=fill&method=rotate&src=d1&blk=d6",
                    0,
                    None,
                ),
            ],
        ),
        lesson(
            "occluded-attacks",
            "Occluded fill and attack fill",
            vec![
                step(
                    "The occluded fill stops before the blocker: it is every square the rook can slide over, its own square included.",
                    "?alg=fill&method=kogge-stone&src=d1&blk=d6",
                    0,
                    Some(5),
                ),
                step(
                    "The attacks are the occluded fill shifted one more step in the same direction. That last shift adds the blocker itself (a capture) and drops the rook's own square.",
                    "?alg=fill&method=kogge-stone&src=d1&blk=d6",
                    6,
                    None,
                ),
                step(
                    "Set-wise attacks run the fill in every direction a piece moves and take the union: here a queen on d4 among a few blockers.",
                    "?alg=attacks&piece=queen&src=d4&blk=d7,b6,g4,f2",
                    0,
                    None,
                ),
            ],
        ),
        lesson(
            "bfs-voronoi",
            "Bit-shift BFS with walls, and Voronoi",
            vec![
                step(
                    "Breadth-first search as bit shifts: the whole frontier moves one square north, east, south and west at once. A wall between two squares is a missing bit in that direction's connection mask `con`, so no shift crosses it.",
                    "?alg=bfs&src=a1&tgt=h8&we=0x808080000",
                    0,
                    Some(3),
                ),
                step(
                    "Each step's new squares are one distance layer. The search stops when a layer touches the target: here after 14 steps.",
                    "?alg=bfs&src=a1&tgt=h8&we=0x808080000",
                    4,
                    None,
                ),
                step(
                    "Voronoi runs two searches in step. A square belongs to the side that reaches it first; squares reached by both in the same step are ties, and ties keep spreading.",
                    "?alg=voronoi&src=b2&tgt=g7",
                    0,
                    None,
                ),
                step(
                    "Nothing limits Voronoi to two players. The *Side C* and *Side D* tools add a third and a fourth; the routine then keeps one frontier `cur[i]` and one region `own[i]` per side and grows them all in the same step. Four players in the corners split the empty board into four quarters of 16 squares, with no ties.",
                    "?alg=voronoi&src=a1&tgt=h8&sc=a8&sd=h1",
                    0,
                    None,
                ),
                step(
                    "CodinGame's Great Escape is played on a 9x9 board: 81 squares in one 128-bit integer, nine bits a rank, so a shift by 9 moves one rank and no bit wraps into the next row. A player on e1 must reach rank 9. A wall across the c- to g-files forces a detour: the search needs 11 steps instead of 8.",
                    "?alg=bfs&board=9x9&src=e1&tgt=a9,b9,c9,d9,e9,f9,g9,h9,i9&wn=c4,d4,e4,f4,g4&we=f6,f7",
                    0,
                    None,
                ),
                step(
                    "Three players on the same board, on e1, e9 and a5. Whoever gets to a square first owns it; the ties show where two players arrive together, a good place to put a wall.",
                    "?alg=voronoi&board=9x9&src=e1&tgt=e9&sc=a5&wn=c4,d4,e4,f4,g4&we=f6,f7",
                    0,
                    None,
                ),
            ],
        ),
        lesson(
            "sliders-pawns",
            "Sliding steps, reach and pawns",
            vec![
                step(
                    "A fill step need not be one square. With `rook-slide` each iteration moves every frontier square along whole rook rays, stopped by blocked squares: the layers count rook moves, not squares.",
                    "?alg=westcott&step=rook-slide&src=b2&tgt=g7&blk=b5,e2,g4",
                    0,
                    None,
                ),
                step(
                    "Reach stops after each move and counts the squares first reached: the per-ply counts a mobility term would use. Inside each ply, every direction's rays are a frame of their own.",
                    "?alg=reach&step=rook-slide&src=d4&blk=e7,h3",
                    0,
                    None,
                ),
                step(
                    "The same file fills serve pawns. Put them on the board with the *White pawn* and *Black pawn* tools; each frame is one set, from the front and rear fills to passed pawns and outposts.",
                    "?alg=pawns&white=a2,b3,c4,e4&black=b5,d5,f7",
                    0,
                    None,
                ),
            ],
        ),
    ]
}

/// The built-in lesson with this id.
#[must_use]
pub fn by_id(id: &str) -> Option<Lesson> {
    built_in().into_iter().find(|l| l.id.as_deref() == Some(id))
}

/// Reads a lesson file: its JSON, then its limits ([`check`]). What does
/// not make a lesson refuses the file, saying why: no JSON, JSON that is
/// not a lesson (a field missing, of the wrong kind, or unknown), no
/// steps, too many steps, too many bytes, a title too long. What is wrong
/// within a step does not: as a Play link does, the step shows what can be
/// used ([`use_steps`]) and the notes (the second value) say what was
/// not, step by step, each with its step.
pub fn read(text: &str) -> Result<(Lesson, Vec<LessonNote>), String> {
    if text.len() > MAX_FILE_BYTES {
        return Err(format!(
            "The lesson file is {} bytes; at most {MAX_FILE_BYTES} are read.",
            text.len()
        ));
    }
    if text.trim().is_empty() {
        return Err("The lesson is empty: a lesson file holds JSON.".into());
    }
    let mut lesson: Lesson = serde_json::from_str(text).map_err(|e| {
        if e.is_eof() {
            return format!(
                "The lesson stops short: its text ends at line {}, column {}, before the \
                 lesson does (a file or a link cut short?).",
                e.line(),
                e.column()
            );
        }
        // serde_json's message ends with " at line L column C" already; it
        // may quote the file, so control characters become U+FFFD and
        // long quotes are cut: the message stays one line of plain text.
        let what: String = e
            .to_string()
            .chars()
            .map(|c| if c.is_control() { '\u{fffd}' } else { c })
            .take(300)
            .collect();
        format!(
            "This is not a fillscope lesson file, or its text was cut short or changed (a \
             link that lost its end?): {what}."
        )
    })?;
    check_lesson(&lesson)?;
    let notes = use_steps(&mut lesson);
    Ok((lesson, notes))
}

/// Makes each step of `lesson` what it shows, and says what changed:
/// a text past [`MAX_TEXT`] is cut; a link keeps the parts the page can
/// use (as a Play link's do); a frame range past the step's run is kept
/// within it. Says at most `MAX_LESSON_NOTES` things, each with its step
/// (0-based), the last of them how many more there were (a note of no
/// one step).
pub fn use_steps(lesson: &mut Lesson) -> Vec<LessonNote> {
    let mut notes = Vec::new();
    for (i, s) in lesson.steps.iter_mut().enumerate() {
        notes.extend(use_step(i + 1, s).into_iter().map(|text| LessonNote {
            step: Some(i),
            text,
        }));
    }
    if notes.len() > MAX_LESSON_NOTES {
        let more = notes.len() - (MAX_LESSON_NOTES - 1);
        notes.truncate(MAX_LESSON_NOTES - 1);
        notes.push(LessonNote {
            step: None,
            text: format!("…and {more} more."),
        });
    }
    notes
}

/// [`use_steps`] for step `n` (1-based).
fn use_step(n: usize, s: &mut LessonStep) -> Vec<String> {
    let mut notes = Vec::new();
    if s.text.chars().count() > MAX_TEXT {
        s.text = fillscope::lesson_mode::cut_text(std::mem::take(&mut s.text));
        notes.push(format!(
            "Step {n}'s text is longer than {MAX_TEXT} characters: the rest was left out."
        ));
    }
    let (link, notices) = url_state::from_query(&s.link);
    if !notices.is_empty() {
        for notice in &notices {
            notes.push(format!("Step {n}'s link: {}.", notice.message));
        }
        // What the step shows, so that its link and file say no more.
        s.link = fillscope::lesson_mode::step_of_view(&link).link;
    }
    let last = fillscope::lesson_mode::link_frames(&link).saturating_sub(1);
    let to = s.to.unwrap_or(last);
    if s.from > to || to > last {
        let shown_to = to.min(last);
        let shown_from = s.from.min(shown_to);
        notes.push(format!(
            "Step {n} asks for frames {} to {to}, but its fill has frames 0 to {last}: \
             frames {shown_from} to {shown_to} are shown.",
            s.from
        ));
        s.from = shown_from;
        s.to = s.to.map(|_| shown_to);
    }
    notes
}

/// The limits that refuse a lesson: its title, its number of steps.
fn check_lesson(lesson: &Lesson) -> Result<(), String> {
    if lesson.title.chars().count() > MAX_TEXT {
        return Err(format!("The title is longer than {MAX_TEXT} characters."));
    }
    if lesson.steps.is_empty() {
        return Err("The lesson has no steps.".into());
    }
    if lesson.steps.len() > MAX_STEPS {
        return Err(format!(
            "The lesson has {} steps; at most {MAX_STEPS} are read.",
            lesson.steps.len()
        ));
    }
    Ok(())
}

/// Checks a lesson's limits and that every step shows what it says
/// ([`use_steps`] has nothing to say): the built-in lessons' test.
pub fn check(lesson: &Lesson) -> Result<(), String> {
    check_lesson(lesson)?;
    let notes = use_steps(&mut lesson.clone());
    match notes.first() {
        Some(note) => Err(note.text.clone()),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The notes' texts.
    fn texts(notes: &[LessonNote]) -> Vec<&str> {
        notes.iter().map(|n| n.text.as_str()).collect()
    }

    /// What the page's editor lets an author make, this reader reads, and
    /// so does a link (the limits are one set, in the page's
    /// `lesson_mode`): steps as long as the editor takes until the file is
    /// full, then as many short steps as a lesson holds.
    #[test]
    fn a_lesson_made_to_the_editor_s_limits_is_read() {
        use fillscope::state::{Action, State};
        use fillscope::url_state::{from_query, to_query};
        let long = "x".repeat(MAX_TEXT + 100);
        let mut full = State::start("?mode=lesson", || Ok(None));
        for _ in 0..60 {
            full.apply(Action::AddViewStep);
            full.apply(Action::SetStepText(long.clone()));
        }
        full.apply(Action::SetLessonTitle(long.clone()));
        assert!(full
            .notice
            .as_deref()
            .unwrap_or("")
            .contains("more than the 200000"));
        let mut many = State::start("?mode=lesson", || Ok(None));
        for _ in 0..MAX_STEPS + 3 {
            many.apply(Action::AddViewStep);
        }
        assert!(many
            .notice
            .as_deref()
            .unwrap_or("")
            .contains("at most 200 steps"));
        for st in [full, many] {
            let lesson = st.lesson.lesson.as_deref().expect("a lesson").clone();
            assert!(lesson.title.chars().count() <= MAX_TEXT);
            let text = lesson.to_json();
            assert!(text.len() <= MAX_FILE_BYTES, "{} bytes", text.len());
            let (back, notes) = read(&text).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(notes, Vec::new());
            assert_eq!(back.steps, lesson.steps);
            let (link, notices) = from_query(&to_query(&st.link()));
            assert_eq!(notices, Vec::new());
            assert_eq!(link.lesson.as_deref(), Some(text.as_str()));
        }
    }

    #[test]
    fn every_built_in_lesson_reads_back_from_its_file() {
        let all = built_in();
        assert!(all.len() >= 6);
        for l in &all {
            check(l).unwrap_or_else(|e| panic!("{:?}: {e}", l.id));
            let text = serde_json::to_string(l).unwrap();
            assert_eq!(read(&text).unwrap(), (l.clone(), Vec::new()));
            assert_eq!(by_id(l.id.as_deref().unwrap()).as_ref(), Some(l));
        }
    }

    // A 9x9 step's frames are its 9x9 run's: e5 to a1 takes 8 steps there
    // (9 frames and more), where the 8x8 board's run of the same link
    // would have one frame.
    #[test]
    fn a_nine_by_nine_step_counts_its_own_frames() {
        let step = |from: usize| {
            format!(
                r#"{{"title":"t","steps":[{{"text":"x","link":"?alg=bfs&board=9x9&src=e5&tgt=a1","from":{from}}}]}}"#
            )
        };
        assert!(read(&step(3)).is_ok(), "{:?}", read(&step(3)));
        let (_, notes) = read(&step(99)).unwrap();
        assert!(
            notes[0].text.starts_with("Step 1 asks for frames 99 to "),
            "{notes:?}"
        );
    }

    #[test]
    fn bad_files_say_what_is_wrong() {
        let err = |t: &str| read(t).unwrap_err();
        assert!(err("nope").starts_with("This is not a fillscope lesson file"));
        assert_eq!(
            err("{\"title\":\"My kni"),
            "The lesson stops short: its text ends at line 1, column 16, before the lesson does (a file or a link cut short?)."
        );
        assert_eq!(err(" "), "The lesson is empty: a lesson file holds JSON.");
        assert!(err("{\"title\": \"x\", \"steps\": [").contains("line 1"));
        assert!(err("{\"title\": \"x\", \"steps\": []}").contains("no steps"));
        assert!(err("{\"title\": \"x\", \"steps\": [], \"extra\": 1}").contains("unknown field"));
        assert!(err(&"x".repeat(MAX_FILE_BYTES + 1)).contains("at most"));
    }

    /// A step's link or frames that cannot all be used do not refuse the
    /// lesson: each step shows what can be used, and every step's notes
    /// are said, in order.
    #[test]
    fn what_a_step_cannot_use_is_said_and_the_rest_is_shown() {
        let one = |link: &str, from: usize, to: &str| {
            format!("{{\"title\": \"t\", \"steps\": [{{\"text\": \"\", \"link\": \"{link}\", \"from\": {from}, \"to\": {to}}}]}}")
        };
        let (lesson, notes) = read(&one("?alg=bfs&src=e1&zzz=1", 0, "null")).unwrap();
        assert_eq!(
            notes,
            [LessonNote {
                step: Some(0),
                text: "Step 1's link: ignored zzz=1: unknown parameter.".into()
            }]
        );
        // The link the page writes for the fill and board it shows.
        assert_eq!(lesson.steps[0].link, "?alg=bfs&src=0x10", "e1 is bit 4");
        let (_, notes) = read(&one("?alg=nope", 0, "null")).unwrap();
        assert!(
            notes[0].text.starts_with("Step 1's link: ignored alg=nope"),
            "{notes:?}"
        );
        // The seed's Westcott run from e4 has frames 0 to 12.
        let (lesson, notes) = read(&one(SEED, 5, "2")).unwrap();
        assert_eq!(
            texts(&notes),
            ["Step 1 asks for frames 5 to 2, but its fill has frames 0 to 12: frames 2 to 2 are shown."]
        );
        assert_eq!((lesson.steps[0].from, lesson.steps[0].to), (2, Some(2)));
        let (lesson, notes) = read(&one(SEED, 0, "99")).unwrap();
        assert!(
            notes[0].text.ends_with("frames 0 to 12 are shown."),
            "{notes:?}"
        );
        assert_eq!((lesson.steps[0].from, lesson.steps[0].to), (0, Some(12)));
        assert_eq!(read(&one(SEED, 2, "6")).unwrap().1, Vec::new());
        // Two bad steps: both are said, in order, with their numbers, and
        // each note carries its step's index.
        let two = r#"{"title":"T","steps":[{"text":"a","link":"?alg=bfs&src=e9&zzz=1","from":0},
            {"text":"b","link":"?alg=bfs&src=a1","from":999}]}"#;
        let (lesson, notes) = read(two).unwrap();
        assert_eq!(lesson.steps.len(), 2);
        assert_eq!(notes.len(), 3, "{notes:?}");
        let steps: Vec<_> = notes.iter().map(|n| n.step).collect();
        assert_eq!(steps, [Some(0), Some(0), Some(1)]);
        assert!(
            notes[0].text.starts_with("Step 1's link: ignored src=e9"),
            "{notes:?}"
        );
        assert_eq!(
            notes[1].text,
            "Step 1's link: ignored zzz=1: unknown parameter."
        );
        assert!(
            notes[2].text.starts_with("Step 2 asks for frames 999 to "),
            "{notes:?}"
        );
        // A text too long is cut, not refused.
        let long = format!(
            r#"{{"title":"T","steps":[{{"text":"{}","link":"{SEED}"}}]}}"#,
            "x".repeat(MAX_TEXT + 5)
        );
        let (lesson, notes) = read(&long).unwrap();
        assert_eq!(lesson.steps[0].text.chars().count(), MAX_TEXT);
        assert!(notes[0].text.contains("longer than"), "{notes:?}");
        // Many bad steps: the notes stop at MAX_LESSON_NOTES, the last
        // saying how many more there were.
        let steps: Vec<String> = (0..30)
            .map(|_| r#"{"text":"","link":"?zzz=1"}"#.to_string())
            .collect();
        let many = format!(r#"{{"title":"T","steps":[{}]}}"#, steps.join(","));
        let (_, notes) = read(&many).unwrap();
        assert_eq!(notes.len(), MAX_LESSON_NOTES);
        assert!(notes[10].text.starts_with("Step 11's link"), "{notes:?}");
        assert_eq!(notes[10].step, Some(10));
        // The count is about no one step.
        assert_eq!(
            notes[11],
            LessonNote {
                step: None,
                text: format!("…and {} more.", 30 - 11)
            }
        );
        // The built-in lessons' check is strict.
        let mut bad = by_id("king-paths").unwrap();
        bad.steps[0].link.push_str("&zzz=1");
        assert!(check(&bad).unwrap_err().contains("zzz=1"));
    }

    /// The README's example of a lesson file reads, with nothing to say.
    #[test]
    fn the_readme_s_lesson_file_reads() {
        let readme = include_str!("../../../README.md");
        let section = &readme[readme.find("### Lesson files").expect("the section")..];
        let start = section.find("```json\n").expect("an example") + "```json\n".len();
        let example = &section[start..start + section[start..].find("```").unwrap()];
        let (lesson, notes) = read(example).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(notes, Vec::new());
        assert_eq!((lesson.steps.len(), lesson.steps[0].to), (2, Some(2)));
    }
}
