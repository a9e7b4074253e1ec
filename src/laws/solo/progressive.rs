//! Progressive solo (seed 001 L14223–14262), a bidding variation of solo: frog, spade, club,
//! diamond and heart solo at 1 to 5 chips a point above or below 60, with the double and the
//! redouble, and the frog and solo pots (L14252–14258) when the table agrees a `pot`.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::pad::{Field, FieldKind, Pad, PadInput};
use super::super::registry::{self, Law, Setting, Table};
use super::frog::{
    BIDDER, CARD_POINTS_FIELD, DEALER, DEFENDER_REVOKE, DefenderRevoke, REVOKE, SIDES,
};
use super::{CARD_POINTS, Dealer, HALF, Sitting};

/// [AMBIG] "If the bidder redoubles the above computation is figured at four times the usual
/// amount" (L14248–14249).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Redoubled {
    /// As the double, with four for two: won, 4 from the doubler and 1 from the other; lost, 4
    /// to all.
    #[default]
    AsTheDouble,
    /// Four times from and to everybody.
    FourFromAll,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub redoubled: Redoubled,
    #[serde(default)]
    pub dealer: Dealer,
    #[serde(default)]
    pub defender_revoke: DefenderRevoke,
    /// The chips each player puts in the frog pot (twice as many in the solo pot); 0 keeps no
    /// pots (L14252–14258: "an agreed number").
    #[serde(default)]
    pub pot: i64,
}

/// The two pots (L14252–14258), each as the chips every player has in it. Chips in a pot are
/// still their owner's until a bidder takes it, so the scores stay square; what is left in the
/// pots when the sitting ends goes back to those who put it in [GAP: the book does not say].
struct Pots {
    ante: i64,
    frog: Vec<i64>,
    solo: Vec<i64>,
}

impl Pots {
    /// "If the bidder succeeds, he takes the pot he plays for; but if he loses, he must double
    /// the number of chips in that pot." A pot taken is made up again at once [GAP].
    fn settle(&mut self, frog: bool, bidder: usize, won: bool, points: &mut [i64]) -> String {
        let (pot, ante, name) = match frog {
            true => (&mut self.frog, self.ante, "frog pot"),
            false => (&mut self.solo, 2 * self.ante, "solo pot"),
        };
        let total: i64 = pot.iter().sum();
        if won {
            for (p, chips) in pot.iter_mut().enumerate() {
                points[p] -= *chips;
                points[bidder] += *chips;
                *chips = ante;
            }
            format!("; takes the {name} of {total}")
        } else {
            pot[bidder] += total;
            format!("; doubles the {name} to {}", 2 * total)
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bid {
    Pass,
    Frog,
    SpadeSolo,
    ClubSolo,
    DiamondSolo,
    HeartSolo,
}

impl Bid {
    /// "For a Frog, 1 chip; for Spade Solo, 2 … Heart Solo, 5 chips" (L14238–14242).
    fn rate(self) -> i64 {
        match self {
            Bid::Pass => 0,
            Bid::Frog => 1,
            Bid::SpadeSolo => 2,
            Bid::ClubSolo => 3,
            Bid::DiamondSolo => 4,
            Bid::HeartSolo => 5,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    bid: Bid,
    #[serde(default)]
    bidder: Option<usize>,
    #[serde(default)]
    card_points: Option<i64>,
    #[serde(default)]
    doubled_by: Option<usize>,
    #[serde(default)]
    redoubled: bool,
    #[serde(default)]
    revoke: Option<usize>,
}

pub fn play(input: &PadInput) -> Result<Sitting<Settings>, LawError> {
    super::super::check_names("players", &input.sides, 3..=7, "three to seven players")?;
    let settings: Settings = input.settings()?;
    let n = input.sides.len();
    let names = &input.sides;
    if !(0..=1000).contains(&settings.pot) {
        return Err(LawError::new(
            "settings.pot",
            format!("{} is not a number of chips 0..1000", settings.pot),
        ));
    }
    let mut pots = Pots {
        ante: settings.pot,
        frog: vec![settings.pot; n],
        solo: vec![2 * settings.pot; n],
    };
    let mut sitting = Sitting::new(settings, names);
    for i in 0..input.deals.len() {
        let at = format!("deals[{i}]");
        let deal: Deal = input.deal(i)?;
        let Some(super::Played {
            dealer,
            active,
            bidder,
            points,
            revoke,
        }) = super::read_hand(
            &mut sitting,
            i,
            deal.bid == Bid::Pass,
            deal.bidder,
            deal.card_points,
            deal.revoke,
            CARD_POINTS,
            names,
        )?
        else {
            continue;
        };
        let doubler = match deal.doubled_by {
            Some(d) if d == bidder || d >= n || !active.contains(&d) => {
                return Err(LawError::new(
                    format!("{at}.doubled_by"),
                    "only one of the bidder's two adversaries may double",
                ));
            }
            other => other,
        };
        if deal.redoubled && doubler.is_none() {
            return Err(LawError::new(format!("{at}.redoubled"), "nobody doubled"));
        }
        let margin = points - HALF;
        let mut each = deal.bid.rate() * margin;
        let won = (margin != 0).then_some(margin > 0);
        let mut why = String::new();
        let mut adversaries_void = false;
        if let Some(r) = revoke {
            let bidder_bound =
                r == bidder || settings.defender_revoke == DefenderRevoke::BidderCollectsNothing;
            if bidder_bound && each > 0 {
                each = 0;
                why = format!("; {} revoked, so nothing is collected", names[r]);
            } else if r != bidder && each < 0 {
                adversaries_void = true;
                why = format!("; {} revoked, so the adversaries collect nothing", names[r]);
            }
        }
        let multiple = match (doubler, deal.redoubled) {
            (None, _) => 1,
            (Some(_), false) => 2,
            (Some(_), true) => 4,
        };
        let sitting_out_pay = match settings.dealer {
            Dealer::ReceivesOnly => false,
            Dealer::ReceivesAndPays => true,
            Dealer::PaysOnSolos => deal.bid != Bid::Frog,
        };
        let factor = |p: usize| {
            if adversaries_void && active.contains(&p) {
                return 0;
            }
            // Lost, he pays the multiple to all; won, from the doubler (and, redoubled four
            // from all, from everybody).
            match (each < 0, Some(p) == doubler, settings.redoubled) {
                (true, _, _) | (false, true, _) => multiple,
                (false, false, Redoubled::FourFromAll) if deal.redoubled => multiple,
                _ => 1,
            }
        };
        let mut pts = super::payments(n, bidder, &active, each, sitting_out_pay, factor);
        // A bidder who may not collect (his revoke) does not take the pot either [INFER].
        if settings.pot > 0
            && let Some(won) = won
            && (each != 0 || !won)
        {
            why.push_str(&pots.settle(deal.bid == Bid::Frog, bidder, won, &mut pts));
        }
        let game = match deal.bid {
            Bid::Frog => "a frog",
            Bid::SpadeSolo => "a spade solo",
            Bid::ClubSolo => "a club solo",
            Bid::DiamondSolo => "a diamond solo",
            _ => "a heart solo",
        };
        let doubled = match (doubler, deal.redoubled) {
            (Some(d), false) => format!(", doubled by {}", names[d]),
            (Some(d), true) => format!(", doubled by {} and redoubled", names[d]),
            _ => String::new(),
        };
        let result = match won {
            None => "a tie".to_owned(),
            Some(true) => format!("wins {each} a player"),
            Some(false) => format!("loses {} a player", -each),
        };
        let note = format!(
            "{} plays {game}{doubled}, {points} card points: {result}{why}.",
            names[bidder]
        );
        sitting.push(dealer, each * multiple, won, pts, note);
    }
    Ok(sitting)
}

fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let sitting = play(input)?;
    Ok(sitting.pad(vec![
        "Progressive solo (seed 001 L14223–14262): frog 1, spade 2, club 3, diamond 4, heart solo 5 chips a point above or below 60; doubled, twice to all or from the doubler; redoubled, four times.".to_owned(),
    ]))
}

pub fn score_json(input: &str) -> Result<String, LawError> {
    super::super::pretty(&play(&super::read(input)?)?)
}

const DEAL: &[Field] = &[
    Field {
        name: "bid",
        label: "The game",
        kind: FieldKind::Choice {
            choices: &[
                ("frog", "Frog"),
                ("spade_solo", "Spade solo"),
                ("club_solo", "Club solo"),
                ("diamond_solo", "Diamond solo"),
                ("heart_solo", "Heart solo"),
                ("pass", "Everybody passed"),
            ],
        },
        per_side: false,
        optional: false,
        help: "",
    },
    BIDDER,
    CARD_POINTS_FIELD,
    Field {
        name: "doubled_by",
        label: "Who doubled, if anyone",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "one of the bidder's two adversaries; a double taken out by a higher bid is void",
    },
    Field {
        name: "redoubled",
        label: "The bidder redoubled",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "",
    },
    REVOKE,
];

pub const LAW: Law = Law {
    id: "progressive-solo",
    name: "Progressive solo: five bids from frog to heart solo, doubles and redoubles",
    sources: "seed 001 L14223–14262",
    doc: "docs/laws/progressive-solo.md",
    settings: &[
        Setting {
            name: "redoubled",
            values: &["\"as_the_double\"", "\"four_from_all\""],
            default: "\"as_the_double\"",
            about: "[AMBIG] \"the above computation is figured at four times\" (L14248–14249): four from the doubler and one from the other when won, four to all when lost; or four from and to everybody",
        },
        DEALER,
        DEFENDER_REVOKE,
        Setting {
            name: "pot",
            values: &["0", "1", "2", "5", "10"],
            default: "0",
            about: "the pots (L14252–14258), \"usually agreed\": the chips each puts in the frog pot, twice as many in the solo pot; 0 keeps none. [GAP] a pot taken is made up again at once; what is left at the end goes back to those who put it in",
        },
    ],
    score: score_json,
    table: Some(Table {
        sides: SIDES,
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
