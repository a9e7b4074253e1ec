//! The JSON contracts of `hoyle score` for each form of sixty-six.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;

use super::deals::{AuctionSettings, DealOutcome, Form, FourHandSettings, GameResult, NoSettings};
use super::play::play;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input<S> {
    #[serde(default)]
    settings: S,
    players: Vec<String>,
    deals: Vec<serde_json::Value>,
}

#[derive(Serialize)]
struct Output {
    deals: Vec<DealOutcome>,
    games: Vec<GameResult>,
    scores: Vec<i64>,
    carried: i64,
    open: bool,
    net: Vec<i64>,
}

pub(super) fn check_names(field: &str, names: &[String], sides: usize) -> Result<(), LawError> {
    crate::laws::check_names(field, names, sides..=sides, &format!("{sides} sides"))
}

fn score_json<S: serde::de::DeserializeOwned + Default>(
    input: &str,
    form: impl Fn(&S) -> Form,
) -> Result<String, LawError> {
    let parsed: Input<S> = crate::laws::parse_json(input)?;
    let form = form(&parsed.settings);
    check_names("players", &parsed.players, form.sides())?;
    let s = play(form, &parsed.deals)?;
    crate::laws::pretty(&Output {
        deals: s.deals,
        games: s.games,
        scores: s.scores,
        carried: s.carried,
        open: s.open,
        net: s.net,
    })
}

pub fn score_two_hand_json(input: &str) -> Result<String, LawError> {
    score_json::<NoSettings>(input, |_| Form::TwoHand)
}

pub fn score_three_hand_json(input: &str) -> Result<String, LawError> {
    score_json::<NoSettings>(input, |_| Form::ThreeHand)
}

pub fn score_four_hand_json(input: &str) -> Result<String, LawError> {
    score_json::<FourHandSettings>(input, |s| Form::FourHand(*s))
}

pub fn score_auction_json(input: &str) -> Result<String, LawError> {
    score_json::<AuctionSettings>(input, |s| Form::Auction(*s))
}
