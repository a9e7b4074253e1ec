//! A billiards sitting kept break by break: each game from its handicap starts to the game's
//! points, where it ends exactly ("the player continues to play until he ceases to score, when
//! his opponent follows on", seed 000 L9412–9413), then the next game from scratch or new starts.

use serde::{Deserialize, Serialize};

use super::strokes::{Penalty, Stroke, Written, read};
use super::{MOST_POINTS, Settings};
use crate::laws::LawError;
use crate::laws::book::{check_side, kept_input};
use crate::laws::pad::{Asks, Item, Pad, PadInput, RUNNING, Row, Settlement};

/// One entry of the table: a break, a game's handicap starts, or a game lost by the referee's
/// ruling.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Break {
    #[serde(default)]
    pub player: Option<usize>,
    #[serde(default)]
    pub strokes: Option<Written>,
    /// The break's points when its strokes were not written.
    #[serde(default)]
    pub points: Option<i64>,
    /// Each player's handicap start, on a game's first entry (blank: nothing).
    #[serde(default)]
    pub start: Option<Vec<Option<i64>>>,
    #[serde(default)]
    pub double_baulk: bool,
    #[serde(default)]
    pub loses: bool,
}

/// One stroke as scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub stroke: String,
    /// To the striker (a scoring stroke) or to his opponent (a miss, coup, ball off the table).
    pub points: i64,
    pub to_opponent: bool,
}

/// One entry as scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entry {
    pub player: Option<usize>,
    /// The starts this entry gave the game, when it opened one with them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<[i64; 2]>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub strokes: Vec<Scored>,
    /// What the break added to the striker's score (to the game's points, no further).
    pub points: i64,
    /// What its miss, coup or ball off the table gave the opponent.
    pub penalty: i64,
    /// Both scores after the entry.
    pub scores: [i64; 2],
    /// The game this entry ended, by index into the games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_game: Option<usize>,
    pub note: String,
}

/// A game finished.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameResult {
    pub winner: usize,
    pub starts: [i64; 2],
    /// The winner's is the game's points exactly, unless the loser lost by the referee's ruling.
    pub final_points: [i64; 2],
    /// Lost by refusing to continue or unfair conduct (Control Club rule 18).
    pub forfeit: bool,
    /// Each player's highest break in the game.
    pub high_breaks: [i64; 2],
}

/// Everything entered, scored.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Sitting {
    pub entries: Vec<Entry>,
    pub games: Vec<GameResult>,
    /// The game under way: both scores, whether any entry has opened it, and who broke last.
    pub scores: [i64; 2],
    pub under_way: bool,
    pub last: Option<usize>,
}

/// The game under way as the entries leave it.
#[derive(Debug, Default)]
struct Game {
    scores: [i64; 2],
    starts: [i64; 2],
    opened: bool,
    last: Option<usize>,
    /// Control Club rule 9: the player's last innings ended in a miss, and nothing has been
    /// scored by anyone since.
    missed: [bool; 2],
    high_breaks: [i64; 2],
}

impl Game {
    /// Adds points to a score, ending the game exactly at the game's points. Returns the winner.
    fn add(&mut self, side: usize, points: i64, target: i64) -> Option<usize> {
        self.scores[side] = (self.scores[side] + points).min(target);
        (self.scores[side] == target).then_some(side)
    }
}

fn refuse(i: usize, field: &str, message: impl Into<String>) -> LawError {
    LawError::new(format!("deals[{i}].{field}"), message)
}

/// Reads and scores every entry of a table or a `hoyle score billiards` input.
pub fn play(input: &PadInput) -> Result<(Settings, Sitting), LawError> {
    let settings: Settings = input.settings()?;
    if !(1..=MOST_POINTS).contains(&settings.points) {
        return Err(LawError::new(
            "settings.points",
            format!(
                "{} is not a game's points (1 to {MOST_POINTS})",
                settings.points
            ),
        ));
    }
    if input.sides.len() != 2 {
        return Err(LawError::new(
            "players",
            format!(
                "billiards is a game for two players, not {}",
                input.sides.len()
            ),
        ));
    }
    let mut sitting = Sitting::default();
    let mut game = Game::default();
    for i in 0..input.deals.len() {
        let entry = input.deal::<Break>(i)?;
        let (mut scored, winner) = one(i, &entry, &settings, &input.sides, &mut game)?;
        if let Some(winner) = winner {
            sitting.games.push(GameResult {
                winner,
                starts: game.starts,
                final_points: game.scores,
                forfeit: entry.loses,
                high_breaks: game.high_breaks,
            });
            scored.ended_game = Some(sitting.games.len() - 1);
            game = Game::default();
        }
        sitting.entries.push(scored);
    }
    sitting.scores = game.scores;
    sitting.under_way = game.opened;
    sitting.last = game.last;
    Ok((settings, sitting))
}

/// Scores entry `i` into the game under way, with the winner when it ends the game (the caller
/// numbers the game in `ended_game`).
fn one(
    i: usize,
    entry: &Break,
    settings: &Settings,
    sides: &[String],
    game: &mut Game,
) -> Result<(Entry, Option<usize>), LawError> {
    let target = settings.points;
    let mut out = Entry {
        player: entry.player,
        start: None,
        strokes: Vec::new(),
        points: 0,
        penalty: 0,
        scores: game.scores,
        ended_game: None,
        note: String::new(),
    };
    if let Some(start) = &entry.start {
        if game.opened {
            return Err(refuse(
                i,
                "start",
                "a handicap start is given on a game's first entry, before its first break",
            ));
        }
        let [a, b] = start[..] else {
            return Err(refuse(
                i,
                "start",
                format!("{} values; one for each of the 2 players", start.len()),
            ));
        };
        let starts = [a.unwrap_or(0), b.unwrap_or(0)];
        for (j, s) in starts.iter().enumerate() {
            if !(-target..target).contains(s) {
                return Err(refuse(
                    i,
                    &format!("start[{j}]"),
                    format!(
                        "a start of {s} is not below the game's {target} points and not above owing {target}"
                    ),
                ));
            }
        }
        game.scores = starts;
        game.starts = starts;
        game.opened = true;
        out.start = Some(starts);
        out.scores = starts;
        out.note = format!(
            "starts: {} {}, {} {}",
            sides[0], starts[0], sides[1], starts[1]
        );
    }
    let Some(player) = entry.player else {
        if entry.strokes.is_some() || entry.points.is_some() || entry.loses {
            return Err(refuse(i, "player", "choose the player who made the break"));
        }
        if entry.start.is_none() {
            return Err(LawError::new(
                format!("deals[{i}]"),
                "an entry is a break (whose, with its strokes or points) or a game's handicap starts",
            ));
        }
        return Ok((out, None));
    };
    let player = check_side(&format!("deals[{i}].player"), player, 2)?;
    let other = 1 - player;
    game.opened = true;
    if entry.loses {
        if entry.strokes.is_some() || entry.points.is_some() {
            return Err(refuse(
                i,
                "loses",
                "a game lost by the referee's ruling is entered on its own, without strokes or points",
            ));
        }
        out.note = format!(
            "{} loses the game by the referee's ruling (Control Club rule 18)",
            sides[player]
        );
        return Ok((out, Some(other)));
    }
    if game.last == Some(player) {
        return Err(refuse(
            i,
            "player",
            format!(
                "{} played the last break: the breaks go in turn, as a player continues until he ceases to score and his opponent follows on",
                sides[player]
            ),
        ));
    }
    let written = entry
        .strokes
        .as_ref()
        .map(Written::strokes)
        .unwrap_or_default();
    let mut strokes = Vec::with_capacity(written.len());
    for (k, text) in written.iter().enumerate() {
        strokes.push(read(&format!("deals[{i}].strokes[{k}]"), text)?);
    }
    if let Some(points) = entry.points {
        if !(0..=MOST_POINTS).contains(&points) {
            return Err(refuse(
                i,
                "points",
                format!("{points} is not a break's points (0 to {MOST_POINTS})"),
            ));
        }
        if let Some(k) = strokes.iter().position(|s| matches!(s, Stroke::Scoring(_))) {
            return Err(refuse(
                i,
                &format!("strokes[{k}]"),
                "a break given by its points lists only the miss, coup, off-table or foul that ended it",
            ));
        }
    }
    let mut winner = None;
    let mut made = 0;
    // The break as written, before the game's points cut it short.
    let mut written_points = 0;
    let mut cannons = 0;
    let mut words = Vec::new();
    if let Some(points) = entry.points {
        winner = game.add(player, points, target);
        made = game.scores[player] - out.scores[player];
        written_points += points;
        words.push(format!("{points} points"));
    }
    for (k, stroke) in strokes.iter().enumerate() {
        let field = format!("strokes[{k}]");
        if winner.is_some() {
            return Err(refuse(
                i,
                &field,
                format!("the game was won at {target} before this stroke"),
            ));
        }
        match stroke {
            Stroke::Scoring(_) => {
                if stroke.is_plain_cannon() {
                    cannons += 1;
                    if settings.control_club && cannons > 25 {
                        return Err(refuse(
                            i,
                            &field,
                            "a 26th ball-to-ball cannon running: after 25 the break goes on only by a hazard or an indirect cannon (Control Club rule 13)",
                        ));
                    }
                } else {
                    cannons = 0;
                }
                let points = stroke.points(settings);
                let before = game.scores[player];
                winner = game.add(player, points, target);
                made += game.scores[player] - before;
                written_points += points;
                out.strokes.push(Scored {
                    stroke: stroke.word(),
                    points,
                    to_opponent: false,
                });
                words.push(format!("{} {points}", stroke.word()));
            }
            Stroke::Penalty(penalty) => {
                if k + 1 < strokes.len() {
                    return Err(refuse(
                        i,
                        &field,
                        format!(
                            "a {} ends the break: no stroke of the same break follows it",
                            penalty.word()
                        ),
                    ));
                }
                if *penalty == Penalty::Miss
                    && settings.control_club
                    && game.missed[player]
                    && made == 0
                    && !entry.double_baulk
                {
                    return Err(refuse(
                        i,
                        &field,
                        format!(
                            "{} missed in his last innings and nothing has been scored since: a player may not make two misses in successive innings unless a double baulk intervenes (Control Club rule 9)",
                            sides[player]
                        ),
                    ));
                }
                let points = penalty.to_opponent(settings);
                let before = game.scores[other];
                winner = game.add(other, points, target);
                out.penalty = game.scores[other] - before;
                out.strokes.push(Scored {
                    stroke: penalty.word().to_owned(),
                    points,
                    to_opponent: true,
                });
                words.push(match points {
                    0 => format!("{}: the break ends", penalty.word()),
                    p => format!("{}: {p} to {}", penalty.word(), sides[other]),
                });
            }
        }
    }
    // Rule 9: a score by either player lifts a standing miss ("unless he or the opponent scores
    // after the first miss"); the point a miss gives is its penalty, not a score, or two players
    // missing by turns would never meet the rule. This break's own miss then stands.
    if made > 0 {
        game.missed = [false, false];
    }
    game.missed[player] = strokes.last() == Some(&Stroke::Penalty(Penalty::Miss));
    game.high_breaks[player] = game.high_breaks[player].max(made);
    game.last = Some(player);
    out.points = made;
    out.scores = game.scores;
    let said = match words.is_empty() {
        true => "no score".to_owned(),
        false => words.join(", "),
    };
    // A winning break past the game's points: the break as made, and the points it counted.
    let said = match written_points > made {
        true => format!("{said}; {made} were needed and the game is won"),
        false => said,
    };
    let broke = format!(
        "{}'s break of {}: {said}",
        sides[player],
        written_points.max(made)
    );
    out.note = match out.note.is_empty() {
        true => broke,
        false => format!("{}; {broke}", out.note),
    };
    if let Some(w) = winner {
        out.note = format!("{}; {} wins at {target}", out.note, sides[w]);
    }
    Ok((out, winner))
}

impl Sitting {
    /// The pad: each entry's points and the running score, each game closed where it ended.
    pub fn pad(&self, sides: &[String], settings: &Settings) -> Pad {
        let mut pad = Pad::new(sides.to_vec());
        for (i, e) in self.entries.iter().enumerate() {
            let mut below = vec![Vec::new(), Vec::new()];
            if let Some(starts) = e.start {
                for (s, cell) in below.iter_mut().enumerate() {
                    cell.push(Item::new(starts[s], "start"));
                }
            }
            if let Some(p) = e.player {
                if e.points > 0 || e.penalty == 0 {
                    below[p].push(Item::new(e.points, "break"));
                }
                if e.penalty > 0 {
                    let word = e.strokes.last().map_or("penalty", |s| s.stroke.as_str());
                    below[1 - p].push(Item::new(e.penalty, word.to_owned()));
                }
            }
            for (s, cell) in below.iter_mut().enumerate() {
                cell.push(Item::new(e.scores[s], RUNNING));
            }
            pad.rows.push(Row::Deal {
                deal: i,
                above: vec![Vec::new(), Vec::new()],
                below,
                note: e.note.clone(),
            });
            if let Some(g) = e.ended_game.and_then(|g| self.games.get(g)) {
                let [w, l] = [g.winner, 1 - g.winner];
                let mut label = format!(
                    "{} wins {} to {}",
                    sides[w], g.final_points[w], g.final_points[l]
                );
                if g.starts != [0, 0] {
                    label.push_str(&format!(
                        " (starts {} {}, {} {})",
                        sides[0], g.starts[0], sides[1], g.starts[1]
                    ));
                }
                if g.forfeit {
                    label.push_str(", by the referee's ruling");
                }
                pad.rows.push(Row::Game {
                    winner: w,
                    label: "game".to_owned(),
                });
                pad.settle(
                    Settlement::two_sided(Some(w), 1, label)
                        .with_final_points(g.final_points.to_vec()),
                );
            }
        }
        pad.open = self.under_way;
        if self.under_way {
            pad.asks = Asks {
                next: Some(match self.last {
                    Some(p) => format!("{}'s break is next.", sides[1 - p]),
                    None => "The game's first break is next.".to_owned(),
                }),
                defaults: self
                    .last
                    .map(|p| vec![("player", (1 - p).to_string())])
                    .unwrap_or_default(),
                ..Asks::default()
            };
        }
        pad.notes = notes(settings);
        pad
    }
}

pub fn notes(settings: &Settings) -> Vec<String> {
    let mut notes = vec![format!(
        "{} up: the game ends the moment a player reaches {}; a handicap start is entered on a game's first entry.",
        settings.points, settings.points
    )];
    let simultaneous = match settings.simultaneous {
        super::Simultaneous::Red => "the red (National Rules)",
        super::Simultaneous::White => "the white (Billiard Association)",
    };
    notes.push(format!(
        "An in-off after striking both balls at once scores as off {simultaneous}."
    ));
    if settings.control_club {
        notes.push(
            "The Billiards Control Club rules: no two misses running (rule 9), 25 ball-to-ball cannons at most (rule 13), two to the non-striker for a ball off the table (rule 18)."
                .to_owned(),
        );
    }
    notes
}

#[derive(Serialize)]
struct Output<'a> {
    settings: Settings,
    players: &'a [String],
    deals: &'a [Entry],
    games: Vec<GameOut>,
    /// The game under way, if one is.
    scores: Option<[i64; 2]>,
    pad: Pad,
}

#[derive(Serialize)]
struct GameOut {
    winner: usize,
    starts: [i64; 2],
    final_points: [i64; 2],
    forfeit: bool,
    high_breaks: [i64; 2],
    label: String,
}

/// `hoyle score billiards`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = kept_input(input)?;
    let (settings, sitting) = play(&input)?;
    let pad = sitting.pad(&input.sides, &settings);
    let games = sitting
        .games
        .iter()
        .zip(&pad.settled)
        .map(|(g, s)| GameOut {
            winner: g.winner,
            starts: g.starts,
            final_points: g.final_points,
            forfeit: g.forfeit,
            high_breaks: g.high_breaks,
            label: s.label.clone(),
        })
        .collect();
    crate::laws::pretty(&Output {
        settings,
        players: &input.sides,
        deals: &sitting.entries,
        games,
        scores: sitting.under_way.then_some(sitting.scores),
        pad,
    })
}
