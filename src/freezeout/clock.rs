//! The tournament clock, pure: time comes in as a number of seconds from the caller (the web
//! layer reads the wall clock; this never does). The blinds and antes rise level by level with
//! breaks between; after the last level the last level runs on.

use serde::{Deserialize, Serialize};

use super::settings::{Level, Settings};
use crate::laws::LawError;

/// A pause, in seconds from the start of the clock; `to` None while it lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pause {
    pub from: i64,
    pub to: Option<i64>,
}

/// What the director did to the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    Start,
    Pause,
    Resume,
    /// To the start of the next level.
    Skip,
    /// To the start of the level before (the first level's own start on the first).
    Back,
    /// To the start of the level under way.
    Restart,
}

/// A director's action on the clock and when, in seconds on any one scale (e.g. Unix time).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockMark {
    pub at: i64,
    pub mark: Mark,
}

/// What the clock page shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClockView {
    /// The level under way: its index in the schedule, from 0.
    pub level: usize,
    /// Its number counting levels of play only, from 1 (None on a break).
    pub number: Option<usize>,
    pub small_blind: i64,
    pub big_blind: i64,
    pub ante: i64,
    pub on_break: bool,
    /// Seconds left in the level (0 once the schedule has run out).
    pub time_left_s: i64,
    /// The level after this one, if any, and its number as `number` counts.
    pub next_level: Option<Level>,
    pub next_number: Option<usize>,
    pub started: bool,
    pub paused: bool,
    /// Past the end of the schedule: the last level runs on.
    pub past_schedule: bool,
    /// Seconds the clock has run, pauses left out.
    pub running_s: i64,
}

/// The clock `elapsed_seconds` after it started, less the `pauses` (seconds from the start).
pub fn clock(settings: &Settings, elapsed_seconds: i64, pauses: &[Pause]) -> ClockView {
    let elapsed = elapsed_seconds.max(0);
    let mut stopped = 0;
    let mut paused = false;
    for p in pauses {
        let from = p.from.clamp(0, elapsed);
        let to = p.to.unwrap_or(elapsed).clamp(from, elapsed);
        stopped += to - from;
        if p.from <= elapsed && p.to.is_none_or(|t| t > elapsed) {
            paused = true;
        }
    }
    view(&settings.levels, elapsed - stopped, true, paused)
}

/// The clock at `now` from the director's marks (in the order made, `at` never going back);
/// before a `Start` the clock stands at the first level, not started. A mark that makes no sense
/// (a pause while paused, a resume while running, anything before the start) is refused naming
/// it (`marks[3].mark`); marks after `now` are not yet made.
pub fn clock_at(settings: &Settings, marks: &[ClockMark], now: i64) -> Result<ClockView, LawError> {
    let levels = &settings.levels;
    let starts = starts(levels);
    let mut started = false;
    let mut paused = false;
    let mut running: i64 = 0;
    let mut last: i64 = 0;
    let mut prev_at = i64::MIN;
    for (i, m) in marks.iter().enumerate() {
        let refuse = |why: &str| Err(LawError::new(format!("marks[{i}].mark"), why.to_owned()));
        if m.at < prev_at {
            return Err(LawError::new(
                format!("marks[{i}].at"),
                "the marks go forward in time",
            ));
        }
        prev_at = m.at;
        if m.at > now {
            break;
        }
        if m.mark != Mark::Start && !started {
            return refuse("the clock is not started yet");
        }
        if started && !paused {
            running += m.at - last;
        }
        last = m.at;
        let here = position(&starts, running);
        match m.mark {
            Mark::Start if started => return refuse("the clock is already started"),
            Mark::Start => started = true,
            Mark::Pause if paused => return refuse("the clock is already paused"),
            Mark::Pause => paused = true,
            Mark::Resume if !paused => return refuse("the clock is not paused"),
            Mark::Resume => paused = false,
            Mark::Skip => {
                running = starts
                    .get(here + 1)
                    .copied()
                    .unwrap_or(starts[levels.len()])
            }
            Mark::Back => running = starts[here.saturating_sub(1)],
            Mark::Restart => running = starts[here.min(levels.len() - 1)],
        }
    }
    if started && !paused {
        running += now.max(last) - last;
    }
    Ok(view(levels, running, started, paused))
}

/// Where each level starts, in seconds of running time; the last entry the schedule's end.
fn starts(levels: &[Level]) -> Vec<i64> {
    let mut at = 0;
    let mut out = Vec::with_capacity(levels.len() + 1);
    for l in levels {
        out.push(at);
        at += i64::from(l.minutes) * 60;
    }
    out.push(at);
    out
}

/// The index of the level under way after `running` seconds (`levels.len()` past the end).
fn position(starts: &[i64], running: i64) -> usize {
    // The first level whose end is after `running`.
    starts[1..].partition_point(|&end| end <= running)
}

fn view(levels: &[Level], running: i64, started: bool, paused: bool) -> ClockView {
    let running = running.max(0);
    let starts = starts(levels);
    let at = position(&starts, running);
    let past = at >= levels.len();
    let level = at.min(levels.len().saturating_sub(1));
    let current = levels.get(level).copied().unwrap_or_default();
    let number_of = |i: usize| {
        (!levels[i].is_break).then(|| levels[..=i].iter().filter(|l| !l.is_break).count())
    };
    let next = level + 1;
    ClockView {
        level,
        number: if levels.is_empty() {
            None
        } else {
            number_of(level)
        },
        small_blind: current.small_blind,
        big_blind: current.big_blind,
        ante: current.ante,
        on_break: current.is_break,
        time_left_s: if past { 0 } else { starts[level + 1] - running },
        next_level: levels.get(next).copied(),
        next_number: (next < levels.len()).then(|| number_of(next)).flatten(),
        started,
        paused,
        past_schedule: past,
        running_s: running,
    }
}
