//! The three- and four-hand auction games of 1926–27 (rules-1927-a.md §2.3–2.5): Stop-Gap,
//! Dummy Up and Widow Auction. Every deal is a game in itself, scored "in a lump" by the
//! auction count; each player keeps his own score, and at the end each pays each other the
//! difference (L2538–2554, L2585–2609, L2611–2646).

mod auction;

use serde::Deserialize;

use super::count::{self, value_1926};
use super::hand::{self, Paths, Raw};
use super::{Code, GamePoints, Netting, OddFigures, Settings};
use crate::laws::LawError;
use crate::laws::pad::{Item, Pad, Row, Settlement};

/// Which of the games, and so what a game is worth and who shares the declarer's fortune.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Game {
    /// Three players; 200 for a game (L2538–2544).
    StopGap,
    /// Three players, or four with the dealer as the exposed dummy; 100 for a game
    /// (L2585–2604).
    DummyUp,
    /// Three players bidding by numbers for a widow (L2611–2646), scored as Dummy Up or as
    /// Stop-Gap.
    Widow,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LumpDeal {
    pub declarer: i64,
    #[serde(default)]
    pub dealer: Option<i64>,
    #[serde(default)]
    pub bid: Option<i64>,
    /// The level, denomination and doubles (and Widow's bid) may be left out when the deal
    /// carries its `auction`, which names them.
    #[serde(default)]
    pub level: Option<i64>,
    #[serde(default)]
    pub denomination: String,
    #[serde(default)]
    pub doubles: Option<i64>,
    pub tricks: i64,
    #[serde(default)]
    pub declarer_honours: Option<i64>,
    #[serde(default)]
    pub declarer_honours_in_one_hand: Option<i64>,
    #[serde(default)]
    pub defender_honours: Option<i64>,
    #[serde(default)]
    pub defender_honours_in_one_hand: Option<i64>,
    #[serde(default)]
    pub declarer_revokes: Option<i64>,
    #[serde(default)]
    pub defender_revokes: Option<i64>,
    #[serde(default)]
    pub goulash: Option<bool>,
    #[serde(default)]
    pub redeal: Option<bool>,
    /// The bidding call by call, from the first bidder, where the table keeps it.
    #[serde(default)]
    pub auction: Option<hand::bidding::Entered>,
}

/// What one deal gave each player, with the account of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LumpRecord {
    pub deal: usize,
    /// The points of the declarer's side and of the adversaries, before they are netted.
    pub declarers: Vec<Item>,
    pub adversaries: Vec<Item>,
    /// The net lump credited to each player.
    pub credited: Vec<i64>,
    /// Each player's total so far.
    pub totals: Vec<i64>,
    pub note: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LumpSitting {
    pub deals: Vec<LumpRecord>,
    /// Each player's total as settled: with the odd figures thrown off, if so set.
    pub settled_totals: Vec<i64>,
    /// What each player wins from or pays to all the others together.
    pub net: Vec<i64>,
}

/// Players the game is for.
pub fn players(game: Game) -> (usize, usize) {
    match game {
        Game::StopGap | Game::Widow => (3, 3),
        Game::DummyUp => (3, 4),
    }
}

fn opt_pair(a: Option<i64>, b: Option<i64>) -> Option<[i64; 2]> {
    match (a, b) {
        (None, None) => None,
        _ => Some([a.unwrap_or(0), b.unwrap_or(0)]),
    }
}

fn player(field: String, value: i64, players: usize) -> Result<usize, LawError> {
    usize::try_from(value)
        .ok()
        .filter(|&p| p < players)
        .ok_or_else(|| {
            LawError::new(
                field,
                format!("{value} is not a player: 0..{}", players - 1),
            )
        })
}

/// Who sits with the declarer: the dealer when four play Dummy Up (L2592–2599).
fn partner(
    game: Game,
    players: usize,
    i: usize,
    deal: &LumpDeal,
    declarer: usize,
) -> Result<Option<usize>, LawError> {
    let field = format!("deals[{i}].dealer");
    match (game == Game::DummyUp && players == 4, deal.dealer) {
        (true, None) => Err(LawError::new(
            field,
            "with four players the dealer, whose hand is the dummy, shares the declarer's score",
        )),
        (true, Some(d)) => {
            let dealer = player(field.clone(), d, players)?;
            if dealer == declarer {
                return Err(LawError::new(
                    field,
                    "the dealer takes no part in the bidding, so cannot be the declarer",
                ));
            }
            Ok(Some(dealer))
        }
        // The bidding names the dealer to say who called first (auction.rs).
        (false, Some(_)) if deal.auction.is_some() => Ok(None),
        (false, Some(_)) => Err(LawError::new(
            field,
            "only four-hand Dummy Up and a deal entered with its bidding need the dealer",
        )),
        (false, None) => Ok(None),
    }
}

fn check_bid(game: Game, i: usize, deal: &LumpDeal, hand: &hand::Hand) -> Result<(), LawError> {
    let field = format!("deals[{i}].bid");
    match (game, deal.bid) {
        (Game::Widow, None) => Err(LawError::new(field, "the number bid, 6..70, is needed")),
        (Game::Widow, Some(bid)) => {
            if !(6..=70).contains(&bid) {
                return Err(LawError::new(
                    field,
                    format!("{bid} is not from 6 to 70 (L2624–2626)"),
                ));
            }
            let worth = hand.level * value_1926(hand.denomination);
            if worth < bid {
                return Err(LawError::new(
                    format!("deals[{i}].level"),
                    format!(
                        "{} {} is worth {worth}, less than the bid of {bid}: the contract must cover it (L2628–2635)",
                        hand.level,
                        hand.denomination.name()
                    ),
                ));
            }
            Ok(())
        }
        (_, Some(_)) => Err(LawError::new(field, "only Widow Auction bids by numbers")),
        (_, None) => Ok(()),
    }
}

/// Plays the deals through. `game_bonus` is 200 (Stop-Gap) or 100 (Dummy Up).
pub fn play(
    game: Game,
    game_bonus: i64,
    settings: &Settings,
    players: usize,
    deals: &[LumpDeal],
    names: &[String],
) -> Result<LumpSitting, LawError> {
    let mut sitting = LumpSitting::default();
    let mut totals = vec![0i64; players];
    for (i, deal) in deals.iter().enumerate() {
        let filled;
        let mut bidding_notes = Vec::new();
        let deal = match &deal.auction {
            // A form's blank text box is no bidding.
            Some(entered) if !entered.calls().is_empty() => {
                (filled, bidding_notes) =
                    auction::filled_in(game, settings, names, i, deal, entered)?;
                &filled
            }
            _ => deal,
        };
        let declarer = player(format!("deals[{i}].declarer"), deal.declarer, players)?;
        let partner = partner(game, players, i, deal, declarer)?;
        // The deal is read as a rubber deal between the declarer's side (0) and the
        // adversaries (1), under the 1926 count.
        let raw = Raw {
            declarer: 0,
            level: deal.level,
            denomination: deal.denomination.clone(),
            doubles: deal.doubles,
            tricks: deal.tricks,
            honours: opt_pair(deal.declarer_honours, deal.defender_honours),
            honours_in_one_hand: opt_pair(
                deal.declarer_honours_in_one_hand,
                deal.defender_honours_in_one_hand,
            ),
            revokes: opt_pair(deal.declarer_revokes, deal.defender_revokes),
            goulash: deal.goulash,
            redeal: deal.redeal,
            ..Raw::default()
        };
        let at = Paths {
            deal: i,
            by_role: true,
        };
        let hand = hand::check(Code::Auction1926, settings, at, &raw)?;
        check_bid(game, i, deal, &hand)?;
        let mut scored = count::score(Code::Auction1926, settings, &hand, [0, 0]);
        // L2541–2542: 30 or more trick points on the deal is a game; whether a double's
        // points count toward it is the `game_points` setting.
        let trick_points = match settings.game_points {
            GamePoints::AsScored => scored.below_total(0),
            GamePoints::Undoubled => scored.below_total(0) >> hand.doubles,
        };
        let mut declarers: Vec<Item> = std::mem::take(&mut scored.below[0]);
        declarers.append(&mut scored.above[0]);
        if trick_points >= super::rubber::GAME {
            declarers.push(Item::new(game_bonus, "game"));
        }
        let adversaries: Vec<Item> = scored.above[1].drain(..).collect();
        let sum = |items: &[Item]| items.iter().map(|i| i.points).sum::<i64>();
        // The declarer's honours are netted against the penalty (L2547–2549, L2602–2604),
        // unless Stop-Gap's `netting` keeps each side's points apart.
        let net = sum(&declarers) - sum(&adversaries);
        let mut credited = vec![0i64; players];
        for (p, slot) in credited.iter_mut().enumerate() {
            let with_declarer = p == declarer || Some(p) == partner;
            *slot = match (settings.netting, with_declarer, net > 0) {
                (Netting::Separate, true, _) => sum(&declarers),
                (Netting::Separate, false, _) => sum(&adversaries),
                (Netting::Netted, true, true) => net,
                (Netting::Netted, false, false) => -net,
                _ => 0,
            };
        }
        for (t, c) in totals.iter_mut().zip(&credited) {
            *t += c;
        }
        let doubled = ["", " doubled", " redoubled"][hand.doubles as usize];
        let with = partner.map_or(String::new(), |p| format!(" (with {})", names[p]));
        sitting.deals.push(LumpRecord {
            deal: i,
            declarers,
            adversaries,
            credited,
            totals: totals.clone(),
            note: format!(
                "{}{with}: {} {}{doubled}, {} tricks{}{}",
                names[declarer],
                hand.level,
                hand.denomination.of(hand.level),
                hand.tricks,
                if hand.goulash { ", goulash" } else { "" },
                bidding_notes
                    .iter()
                    .map(|n| format!("; {n}"))
                    .collect::<String>()
            ),
        });
    }
    (sitting.settled_totals, sitting.net) = settle(&totals, settings.odd_figures);
    Ok(sitting)
}

/// The players' totals as settled, and what each wins or pays when "each pays to the other
/// the difference": n·s − Σs (L2549–2554, L2606–2609).
pub fn settle(totals: &[i64], odd_figures: OddFigures) -> (Vec<i64>, Vec<i64>) {
    let settled: Vec<i64> = match odd_figures {
        OddFigures::Kept => totals.to_vec(),
        OddFigures::Dropped => totals.iter().map(|t| t - t.rem_euclid(10)).collect(),
    };
    let all: i64 = settled.iter().sum();
    let n = settled.len() as i64;
    let net = settled.iter().map(|s| n * s - all).collect();
    (settled, net)
}

/// The lump games drawn as an unlined pad: each player's credit under the deal.
pub fn pad(names: &[String], sitting: &LumpSitting, notes: Vec<String>) -> Pad {
    let mut rows = Vec::new();
    for record in &sitting.deals {
        rows.push(Row::Deal {
            deal: record.deal,
            above: vec![Vec::new(); names.len()],
            below: record
                .credited
                .iter()
                .map(|&c| {
                    if c == 0 {
                        Vec::new()
                    } else {
                        vec![Item::new(c, "")]
                    }
                })
                .collect(),
            note: record.note.clone(),
        });
    }
    let mut settled = Vec::new();
    if !sitting.deals.is_empty() {
        let best = sitting.net.iter().copied().max().unwrap_or(0);
        let leaders: Vec<usize> = (0..names.len())
            .filter(|&p| sitting.net[p] == best)
            .collect();
        let winner = match leaders.as_slice() {
            [one] => Some(*one),
            _ => None,
        };
        let totals: Vec<String> = names
            .iter()
            .zip(&sitting.settled_totals)
            .map(|(n, t)| format!("{n} {t}"))
            .collect();
        settled.push(Settlement {
            winner,
            value: best,
            amounts: sitting.net.clone(),
            label: format!(
                "scores added up: {}; each pays each the difference",
                totals.join(", ")
            ),
            lurch: false,
            final_points: Vec::new(),
        });
        rows.push(Row::Settled { settlement: 0 });
    }
    Pad {
        sides: names.to_vec(),
        lined: false,
        rows,
        settled,
        stake_unit: 1,
        open: false,
        notes,
        asks: Default::default(),
    }
}
