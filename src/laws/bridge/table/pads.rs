//! The sittings replayed from a table's deals, and the pads shown for them.

use serde::Deserialize;

use crate::laws::LawError;
use crate::laws::bridge::hand::{self, EnteredDeal, Hand, Paths, Raw};
use crate::laws::bridge::lump::{self, Game, LumpDeal, LumpSitting};
use crate::laws::bridge::rubber::{self, Sitting};
use crate::laws::bridge::{
    BlindScoring, Code, Netting, Nullo, OddFigures, Rounding, Settings, ShortOfTricks, TwoHandForm,
    WidowScoring,
};
use crate::laws::pad::{Pad, PadInput, from_value};

use super::settings::{check_names, lump_settings, read, rubber_settings};

/// A rubber code's deals read and played: the settings, the two sides' names and the sitting.
pub fn rubber_sitting(
    code: Code,
    input: &PadInput,
) -> Result<(Settings, [String; 2], Sitting), LawError> {
    let settings = rubber_settings(code, &input.settings)?;
    play_rubber(code, settings, input, |_, _| Ok(()))
}

/// The deals read, each `raw` deal put through `adjust` before it is checked, and played.
fn play_rubber(
    code: Code,
    settings: Settings,
    input: &PadInput,
    adjust: impl Fn(&mut Raw, Paths) -> Result<(), LawError>,
) -> Result<(Settings, [String; 2], Sitting), LawError> {
    check_names("sides", &input.sides, 2, 2)?;
    let sides = [input.sides[0].clone(), input.sides[1].clone()];
    let hands = (0..input.deals.len())
        .map(|i| {
            let entered: EnteredDeal = input.deal(i)?;
            let at = Paths {
                deal: i,
                by_role: false,
            };
            let mut raw = entered.raw(at)?;
            adjust(&mut raw, at)?;
            hand::check(code, &settings, at, &raw)
        })
        .collect::<Result<Vec<Hand>, _>>()?;
    let sitting = rubber::play(code, &settings, &sides, &hands);
    Ok((settings, sides, sitting))
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct TwoHandSettings {
    #[serde(default)]
    form: TwoHandForm,
    #[serde(default)]
    blind_scoring: BlindScoring,
    #[serde(default)]
    rounding: Rounding,
    #[serde(default)]
    nullo: Nullo,
    #[serde(default)]
    short_of_tricks: ShortOfTricks,
}

/// The settings of auction for two players, checked against each other.
fn two_hand_settings(value: &serde_json::Value) -> Result<Settings, LawError> {
    let s: TwoHandSettings = read(value)?;
    if s.blind_scoring == BlindScoring::Deal125 {
        if s.form != TwoHandForm::Blind {
            return Err(LawError::new(
                "settings.blind_scoring",
                "only Blind Auction may be scored deal by deal (L2693–2694); the other forms play rubbers",
            ));
        }
        if s.rounding == Rounding::Hundreds {
            return Err(LawError::new(
                "settings.rounding",
                "deals scored one by one make no rubber to call to the nearest hundred",
            ));
        }
    }
    Ok(Settings {
        rounding: s.rounding,
        nullo: s.nullo,
        short_of_tricks: s.short_of_tricks,
        two_hand: Some(s.form),
        blind_scoring: s.blind_scoring,
        ..Settings::default()
    })
}

/// Auction for two players read and played: each player is a side, scored by the 1926 count.
/// At Blind and Draw Auction a player holds one hand of thirteen and no dummy, so whatever
/// honours he holds are in one hand; Chinese Auction's player has his playing hand and the
/// cards on the table, so there they are entered as at four-hand auction.
pub fn two_hand_sitting(input: &PadInput) -> Result<(Settings, [String; 2], Sitting), LawError> {
    let settings = two_hand_settings(&input.settings)?;
    let one_hand = settings.two_hand != Some(TwoHandForm::Chinese);
    let each_deal = settings.blind_scoring == BlindScoring::Deal125;
    play_rubber(Code::Auction1926, settings, input, |raw, at| {
        if each_deal && raw.abandon == Some(true) {
            return Err(LawError::new(
                at.whole("abandon"),
                "Blind Auction scored deal by deal has no rubber to give up",
            ));
        }
        if !one_hand {
            return Ok(());
        }
        match (raw.honours, raw.honours_in_one_hand) {
            (Some(held), None) => raw.honours_in_one_hand = Some(held),
            (Some(held), Some(one)) if one != held => {
                return Err(LawError::new(
                    at.whole("honours_in_one_hand"),
                    "at Blind and Draw Auction each player holds one hand, so all his honours are in it",
                ));
            }
            _ => {}
        }
        Ok(())
    })
}

fn two_hand_notes(settings: &Settings) -> Vec<String> {
    let form = match settings.two_hand {
        Some(TwoHandForm::Blind) => {
            "Blind Auction: each half of the pack is a deal of its own, bid and played without a dummy."
        }
        Some(TwoHandForm::Draw) => {
            "Draw Auction: the first thirteen tricks are not scored; tricks are of the last thirteen."
        }
        _ => "Two Hand or Chinese Auction: two games win the rubber.",
    };
    let mut notes = vec![
        form.to_owned(),
        if settings.blind_scoring == BlindScoring::Deal125 {
            "Scored by the 1926 count, each deal complete: 125 for 30 trick points on the deal, no rubber."
        } else {
            "Scored by the 1926 count: clubs 6, diamonds 7, hearts 8, spades 9, no trumps 10; 250 for the rubber."
        }
        .to_owned(),
    ];
    if settings.rounding == Rounding::Hundreds {
        notes.push("Rubbers are called to the nearest hundred, 50 up.".to_owned());
    }
    notes
}

pub fn pad_auction_two_hand(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, sides, sitting) = two_hand_sitting(input)?;
    let mut pad = rubber::pad(&sides, &sitting, two_hand_notes(&settings));
    if settings.rounding == Rounding::Hundreds {
        pad.stake_unit = 100;
    }
    Ok(pad)
}

fn rubber_notes(code: Code, settings: &Settings) -> Vec<String> {
    let mut notes = vec![
        match code {
            Code::Bridge1904 => "Bridge, 1904 club code: either side scores its odd tricks below; 100 for the rubber.",
            Code::Auction1908 => "Auction, 1908 Portland & Bath code: only a contract made scores below; 250 for the rubber.",
            Code::Auction1926 => "Auction, 1926 count: clubs 6, diamonds 7, hearts 8, spades 9, no trumps 10; 250 for the rubber.",
            Code::Contract1927 => "Contract bridge, 1927 laws: only the contract scores below; 100 a game, 300 for the rubber game.",
        }
        .to_owned(),
    ];
    if settings.rounding == Rounding::Hundreds {
        notes.push("Rubbers are called to the nearest hundred, 50 up.".to_owned());
    }
    notes
}

fn rubber_pad(code: Code, input: &PadInput) -> Result<Pad, LawError> {
    let (settings, sides, sitting) = rubber_sitting(code, input)?;
    let mut pad = rubber::pad(&sides, &sitting, rubber_notes(code, &settings));
    if settings.rounding == Rounding::Hundreds {
        pad.stake_unit = 100;
    }
    Ok(pad)
}

pub fn pad_bridge_1904(input: &PadInput) -> Result<Pad, LawError> {
    rubber_pad(Code::Bridge1904, input)
}
pub fn pad_auction_1908(input: &PadInput) -> Result<Pad, LawError> {
    rubber_pad(Code::Auction1908, input)
}
pub fn pad_auction_1926(input: &PadInput) -> Result<Pad, LawError> {
    rubber_pad(Code::Auction1926, input)
}
pub fn pad_contract_1927(input: &PadInput) -> Result<Pad, LawError> {
    rubber_pad(Code::Contract1927, input)
}

/// What a game is worth in the three- and four-hand games (L2541–2542, L2585–2586).
fn game_bonus(game: Game, settings: &Settings) -> i64 {
    match (game, settings.widow_scoring) {
        (Game::StopGap, _) | (Game::Widow, WidowScoring::StopGap) => 200,
        (Game::DummyUp, _) | (Game::Widow, WidowScoring::DummyUp) => 100,
    }
}

/// A lump game's deals read and played.
pub fn lump_sitting(
    game: Game,
    settings_value: &serde_json::Value,
    names: &[String],
    deals: &[serde_json::Value],
) -> Result<(Settings, LumpSitting), LawError> {
    let (min, max) = lump::players(game);
    check_names("players", names, min, max)?;
    let settings = lump_settings(game, settings_value)?;
    let deals = deals
        .iter()
        .enumerate()
        .map(|(i, d)| from_value::<LumpDeal>(&format!("deals[{i}]"), d))
        .collect::<Result<Vec<_>, _>>()?;
    let sitting = lump::play(
        game,
        game_bonus(game, &settings),
        &settings,
        names.len(),
        &deals,
        names,
    )?;
    Ok((settings, sitting))
}

fn lump_pad(game: Game, input: &PadInput) -> Result<Pad, LawError> {
    let (settings, sitting) = lump_sitting(game, &input.settings, &input.sides, &input.deals)?;
    let netting = match settings.netting {
        Netting::Netted => "the declarer's honours are netted against the penalty",
        Netting::Separate => "each player is credited with his own side's points, unnetted",
    };
    let mut notes = vec![format!(
        "Each deal a game, {} for game; {netting}.",
        game_bonus(game, &settings)
    )];
    if settings.odd_figures == OddFigures::Dropped {
        notes.push(
            "Odd figures are thrown off each total before the differences are paid.".to_owned(),
        );
    }
    Ok(lump::pad(&input.sides, &sitting, notes))
}

pub fn pad_stop_gap(input: &PadInput) -> Result<Pad, LawError> {
    lump_pad(Game::StopGap, input)
}
pub fn pad_dummy_up(input: &PadInput) -> Result<Pad, LawError> {
    lump_pad(Game::DummyUp, input)
}
pub fn pad_widow_auction(input: &PadInput) -> Result<Pad, LawError> {
    lump_pad(Game::Widow, input)
}
