//! Snooker pool's slate (`snooker-pool`, seed 000 L10367–10463): a table's form keeps each
//! player's balls and penalties in words, not the order of the visits between players, so the
//! law checks what the slate can show — each line a game's order (Rules 3, 4 and 6) and the
//! colours taken in turn across the lines — and scores each line. Pure.

use super::super::LawError;
use super::super::ledger::school::At;
use super::snooker::{MAX_STROKES, REDS, ball_name, value};

/// One player's line of the slate as the law reads it: his points, his reds, the colours he
/// took in turn after the last red (a colour that follows a colour, not a red), and the colour
/// straight after his last red (which may be the first of those, if that red was the last).
struct SlateLine {
    score: i64,
    reds: usize,
    in_turn: Vec<i64>,
    after_last_red: Option<i64>,
}

/// The slate's words for one player: ball names are balls potted; `miss X`, `in-off X`,
/// `off X` penalties costing the ball's value; `out-of-turn` a point; `N` alone a penalty of N.
/// His balls in his order must be a game's (Rules 3, 4 and 6): after a red one colour (or more
/// reds of the same stroke), and once he takes the colours in turn, no red and each colour once,
/// yellow to black; a penalty ends his visit, so the ball after it does not follow a red.
fn slate_score(field: &str, text: &str) -> Result<SlateLine, LawError> {
    let words: Vec<String> = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == '.')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let mut score = 0i64;
    let mut reds = 0usize;
    let mut in_turn: Vec<i64> = Vec::new();
    let mut after_last_red = None;
    // The ball before this one in his visit: 1 a red, a colour's value, 0 none (a new visit).
    let mut prev = 0i64;
    let mut i = 0;
    while i < words.len() {
        let w = words[i].as_str();
        match w {
            "miss" | "in-off" | "off" | "foul" => {
                prev = 0;
                let Some(ball) = words.get(i + 1) else {
                    return Err(LawError::new(
                        field,
                        format!("say which ball the {w} cost, as \"{w} blue\""),
                    ));
                };
                score -= value(field, ball)?;
                i += 2;
            }
            "out-of-turn" => {
                prev = 0;
                score -= 1;
                i += 1;
            }
            _ => {
                let v = value(field, w)?;
                match (v, prev) {
                    (1, _) => {
                        if let Some(&last) = in_turn.last() {
                            return Err(LawError::new(
                                field,
                                format!(
                                    "a red after the {} taken in turn: once the colours are taken in turn no red is left (Rule 6)",
                                    ball_name(last)
                                ),
                            ));
                        }
                        reds += 1;
                        after_last_red = None;
                    }
                    (_, 1) => after_last_red = Some(v),
                    _ => {
                        if let Some(&last) = in_turn.last().filter(|&&l| v <= l) {
                            return Err(LawError::new(
                                field,
                                format!(
                                    "the {} after the {}: with the reds gone the colours are taken in order, yellow to black, each once (Rule 6)",
                                    ball_name(v),
                                    ball_name(last)
                                ),
                            ));
                        }
                        in_turn.push(v);
                    }
                }
                prev = v;
                score += v;
                i += 1;
            }
        }
        if i > 4 * MAX_STROKES {
            return Err(LawError::new(
                field,
                "more than a game's balls and penalties",
            ));
        }
    }
    Ok(SlateLine {
        score,
        reds,
        in_turn,
        after_last_red,
    })
}

pub(super) fn by_slate(
    at: &At<'_>,
    slate: &[Option<String>],
) -> Result<(Vec<i64>, String), LawError> {
    if slate.len() > at.names.len() {
        return Err(at.refuse(
            "slate",
            format!("{} entries for {} players", slate.len(), at.names.len()),
        ));
    }
    let mut score = vec![0i64; at.names.len()];
    let mut reds = 0;
    let mut lines: Vec<(String, SlateLine)> = Vec::new();
    for (p, text) in slate.iter().enumerate() {
        let Some(text) = text.as_deref().filter(|t| !t.trim().is_empty()) else {
            continue;
        };
        let f = at.field(&format!("slate[{p}]"));
        if !at.seated.contains(&p) {
            return Err(LawError::new(
                f,
                format!("{} does not play this game", at.name(p)),
            ));
        }
        let line = slate_score(&f, text)?;
        reds += line.reds;
        if reds > REDS {
            return Err(LawError::new(
                f,
                format!("{reds} reds potted: there are only {REDS} on the table"),
            ));
        }
        score[p] = line.score;
        lines.push((f, line));
    }
    colours_in_turn(&lines, reds)?;
    Ok((score, "as the slate keeps it".to_owned()))
}

/// The colours taken in turn across the slate (Rule 6): only when all the reds are potted,
/// each colour once, and none before a lower one is taken. Which colour of whose the last red
/// was is not on the slate: a colour straight after a player's last red may be the yellow (or
/// the next colour) taken in turn after a visit that potted no colour.
fn colours_in_turn(lines: &[(String, SlateLine)], reds: usize) -> Result<(), LawError> {
    let mut taken: Vec<(i64, &str)> = Vec::new();
    for (f, line) in lines {
        let Some(&first) = line.in_turn.first() else {
            continue;
        };
        if reds < REDS {
            return Err(LawError::new(
                f.as_str(),
                format!(
                    "the {} does not follow a red: after a red one colour, then a red while reds remain ({reds} of {REDS} potted); the colours are taken in turn only when the reds are gone (Rules 3 and 6)",
                    ball_name(first)
                ),
            ));
        }
        for &v in &line.in_turn {
            if taken.iter().any(|&(t, _)| t == v) {
                return Err(LawError::new(
                    f.as_str(),
                    format!(
                        "the {} is taken in turn on two lines: with the reds gone each colour is taken once (Rule 6)",
                        ball_name(v)
                    ),
                ));
            }
            taken.push((v, f));
        }
    }
    // The colours missing below the highest taken; one may be a colour after a last red.
    let Some(&(high, _)) = taken.iter().max_by_key(|&&(v, _)| v) else {
        return Ok(());
    };
    let missing: Vec<i64> = (2..high)
        .filter(|c| !taken.iter().any(|&(t, _)| t == *c))
        .collect();
    let covered = match missing.as_slice() {
        [] => true,
        [m] => lines.iter().any(|(_, l)| l.after_last_red == Some(*m)),
        _ => false,
    };
    if covered {
        return Ok(());
    }
    let m = missing[0];
    let (v, f) = taken
        .iter()
        .filter(|&&(v, _)| v > m)
        .min_by_key(|&&(v, _)| v)
        .copied()
        .unwrap_or((high, ""));
    Err(LawError::new(
        f,
        format!(
            "the {} is taken in turn before the {}: with the reds gone the colours are taken in order, yellow to black (Rule 6)",
            ball_name(v),
            ball_name(m)
        ),
    ))
}
