//! The sitting played step by step to the game-hole, and each finished game settled.

use crate::laws::LawError;
use crate::laws::pad::from_value;

use super::deals::{DealEntry, DealOutcome, GameResult, Settings, Sitting, Step};
use super::plan::{Plan, plan_deal};

/// Plays every deal. `deals` are the entered objects; errors name `deals[i].field`.
pub fn play(
    settings: Settings,
    names: &[String],
    deals: &[serde_json::Value],
) -> Result<Sitting, LawError> {
    let sides = names.len();
    let mut sitting = Sitting {
        deals: Vec::new(),
        games: Vec::new(),
        scores: vec![0; sides],
        open: false,
        net: vec![0; sides],
        next_dealer: 0,
    };
    let mut game_start = 0;
    let mut in_turn = 0;
    for (i, value) in deals.iter().enumerate() {
        let at = format!("deals[{i}]");
        let entry: DealEntry = from_value(&at, value)?;
        let first_of_game = !sitting.open;
        let plan = plan_deal(settings, sides, &at, &entry, first_of_game, in_turn)?;
        in_turn = (plan.dealer + 1) % sides;
        let mut outcome = DealOutcome {
            dealer: plan.dealer,
            starter: plan.starter.map(|c| c.to_string()),
            shown: plan.shown.clone(),
            play: plan.pegging.clone(),
            scored: Vec::new(),
            unscored: Vec::new(),
            scores: Vec::new(),
            ended_game: None,
        };
        let mut winner = None;
        for step in plan.first.iter().copied() {
            apply(
                settings.game,
                step,
                &mut sitting.scores,
                &mut winner,
                &mut outcome,
            );
        }
        let race = order_race(
            settings,
            names,
            &at,
            &plan,
            &sitting.scores,
            winner.is_some(),
        )?;
        for step in race.into_iter().chain(plan.show.iter().copied()) {
            apply(
                settings.game,
                step,
                &mut sitting.scores,
                &mut winner,
                &mut outcome,
            );
        }
        if plan.play_only && winner.is_none() {
            return Err(LawError::new(
                format!("{at}.hand"),
                format!(
                    "nobody reaches {} in the play: enter the hands and the crib",
                    settings.game
                ),
            ));
        }
        outcome.scores = sitting.scores.clone();
        sitting.open = true;
        if let Some(w) = winner {
            let result = settle(settings, w, &sitting.scores, [game_start, i]);
            in_turn = next_game_dealer(w, plan.dealer, sides);
            for (net, amount) in sitting.net.iter_mut().zip(&result.amounts) {
                *net += amount;
            }
            outcome.ended_game = Some(sitting.games.len());
            sitting.games.push(result);
            sitting.scores = vec![0; sides];
            sitting.open = false;
            game_start = i + 1;
        }
        sitting.deals.push(outcome);
    }
    sitting.next_dealer = in_turn;
    Ok(sitting)
}

/// Who deals the first deal of the next game when the dealer is not entered. Within a game the
/// deal passes to the left, so two players deal alternately ("It is now A's turn to deal",
/// seed 000 L1736) and three in turn (the player to the dealer's left "deals in the succeeding
/// hand", seed 000 L1816–1818). "Loser of game deals the next hand" (seed 001 L9291; "loser of
/// each game deals first for the next game", L9593–9594): with two sides, the loser; with three
/// there is no one loser, and the deal goes on to the left.
fn next_game_dealer(winner: usize, dealer: usize, sides: usize) -> usize {
    match sides {
        2 => 1 - winner,
        _ => (dealer + 1) % sides,
    }
}

/// Scores a step, unless the game is already won.
fn apply(
    game: i64,
    step: Step,
    scores: &mut [i64],
    winner: &mut Option<usize>,
    outcome: &mut DealOutcome,
) {
    if winner.is_some() {
        outcome.unscored.push(step);
        return;
    }
    scores[step.side] += step.points;
    outcome.scored.push(step);
    if scores[step.side] >= game {
        *winner = Some(step.side);
    }
}

/// The play's (or the totals') steps in the order they are credited: from the dealer's left,
/// unless `out_first` names who reached the game-hole first. An entry of totals does not say
/// who got there first, so when two sides would both reach it the entry must.
fn order_race(
    settings: Settings,
    names: &[String],
    at: &str,
    plan: &Plan,
    scores: &[i64],
    already_won: bool,
) -> Result<Vec<Step>, LawError> {
    let mut race = plan.race.clone();
    if already_won {
        return Ok(race);
    }
    if plan.pegging.is_some() {
        // The cards say who pegged out first; an entry that says otherwise is refused.
        let mut running = scores.to_vec();
        let first = race.iter().find_map(|s| {
            running[s.side] += s.points;
            (running[s.side] >= settings.game).then_some(s.side)
        });
        return match (plan.out_first, first) {
            (Some(said), Some(first)) if said != first => Err(LawError::new(
                format!("{at}.out_first"),
                format!("the cards played take {} out first", names[first]),
            )),
            _ => Ok(race),
        };
    }
    let reaching: Vec<usize> = race
        .iter()
        .filter(|s| scores[s.side] + s.points >= settings.game)
        .map(|s| s.side)
        .collect();
    let what = plan.race_what.label();
    match plan.out_first {
        None if reaching.len() > 1 => {
            let who: Vec<&str> = reaching.iter().map(|&s| names[s].as_str()).collect();
            Err(LawError::new(
                format!("{at}.out_first"),
                format!(
                    "{} all reach {} in the {what}; say who was out first",
                    who.join(" and "),
                    settings.game
                ),
            ))
        }
        None => Ok(race),
        Some(first) => {
            if !reaching.contains(&first) {
                return Err(LawError::new(
                    format!("{at}.out_first"),
                    format!(
                        "{} does not reach {} in the {what}",
                        names[first], settings.game
                    ),
                ));
            }
            if let Some(pos) = race.iter().position(|s| s.side == first) {
                let step = race.remove(pos);
                race.insert(0, step);
            }
            Ok(race)
        }
    }
}

/// Settles a game: each loser pays one game, two if lurched.
pub fn settle(settings: Settings, winner: usize, scores: &[i64], deals: [usize; 2]) -> GameResult {
    let line = settings.lurch_line();
    let lurched: Vec<bool> = scores
        .iter()
        .enumerate()
        .map(|(side, &s)| side != winner && s < line)
        .collect();
    let mut amounts: Vec<i64> = lurched
        .iter()
        .enumerate()
        .map(|(side, &l)| match (side == winner, l) {
            (true, _) => 0,
            (false, true) => -2,
            (false, false) => -1,
        })
        .collect();
    let value = -amounts.iter().sum::<i64>();
    amounts[winner] = value;
    GameResult {
        winner,
        scores: scores.to_vec(),
        lurched,
        value,
        amounts,
        deals,
    }
}
