//! Solo or slough (seed 001 L14021–14222): frog, simple solo and heart solo, with the book's
//! forms of settling: the chips per point above or below 60 (L14125–14135), "Straight Solo"
//! without frogs (L14072–14075), Cœur d'Alene's flat rate a hand (L14117–14123), and the
//! penalty frog (L14166–14169).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::pad::{Field, FieldKind, Pad, PadInput, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{CARD_POINTS, Dealer, HALF, Sitting};

/// How a hand is settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    /// Frog 1, simple solo 2, heart solo 3 chips a point above or below 60 (L14125–14135).
    #[default]
    Frog,
    /// "Straight Solo": no frogs, simple solo and heart solo "one to two" (L14072–14075).
    Straight,
    /// Cœur d'Alene: each hand a game, 61 wins, 60 ties, flat 1, 2 or 3 chips (L14117–14123).
    CoeurDAlene,
}

/// "Should one not the bidder revoke in this manner, the same rule applies" (L14157–14159).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DefenderRevoke {
    /// The rule applied to the revoker's side: the adversaries cannot collect if the bidder
    /// fails, but pay if he wins (as six-bid solo says, L14359–14360).
    #[default]
    AdversariesCollectNothing,
    /// The words as printed: the bidder cannot collect if he makes more than 60.
    BidderCollectsNothing,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub form: Form,
    /// A lost frog pays at the heart solo rate (L14166–14169).
    #[serde(default)]
    pub penalty_frog: bool,
    #[serde(default)]
    pub dealer: Dealer,
    #[serde(default)]
    pub defender_revoke: DefenderRevoke,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bid {
    Pass,
    Frog,
    SimpleSolo,
    HeartSolo,
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
    revoke: Option<usize>,
}

/// The chips a point (or, at Cœur d'Alene, the hand) for a bid won and lost.
fn rates(settings: &Settings, bid: Bid, at: &str) -> Result<(i64, i64), LawError> {
    let rate = match (settings.form, bid) {
        (Form::Straight, Bid::Frog) => {
            return Err(LawError::new(
                format!("{at}.bid"),
                "straight solo is played without frogs",
            ));
        }
        (Form::Straight, Bid::SimpleSolo) => 1,
        (Form::Straight, _) => 2,
        (_, Bid::Frog) => 1,
        (_, Bid::SimpleSolo) => 2,
        _ => 3,
    };
    let lost = match (settings.penalty_frog, bid) {
        (true, Bid::Frog) => 3,
        _ => rate,
    };
    Ok((rate, lost))
}

pub fn play(input: &PadInput) -> Result<Sitting<Settings>, LawError> {
    super::super::check_names("players", &input.sides, 3..=7, "three to seven players")?;
    let settings: Settings = input.settings()?;
    let n = input.sides.len();
    let names = &input.sides;
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
        let (rate, lost_rate) = rates(&settings, deal.bid, &at)?;
        let margin = points - HALF;
        let mut each = match settings.form {
            Form::CoeurDAlene => match margin {
                m if m > 0 => rate,
                0 => 0,
                _ => -lost_rate,
            },
            _ if margin > 0 => rate * margin,
            _ => lost_rate * margin,
        };
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
        let sitting_out_pay = match settings.dealer {
            Dealer::ReceivesOnly => false,
            Dealer::ReceivesAndPays => true,
            Dealer::PaysOnSolos => deal.bid != Bid::Frog,
        };
        let pts = super::payments(n, bidder, &active, each, sitting_out_pay, |p| {
            i64::from(!(adversaries_void && active.contains(&p)))
        });
        let game = match deal.bid {
            Bid::Frog => "a frog",
            Bid::SimpleSolo => "a simple solo",
            _ => "a heart solo",
        };
        let result = match won {
            None => "ties at 60".to_owned(),
            Some(true) => format!("wins, {each} from each"),
            Some(false) => format!("loses, {} to each", -each),
        };
        let note = format!(
            "{} plays {game}, {points} card points: {result}{why}.",
            names[bidder]
        );
        sitting.push(dealer, each, won, pts, note);
    }
    Ok(sitting)
}

fn notes(settings: &Settings) -> Vec<String> {
    let form = match settings.form {
        Form::Frog => "frog 1, simple solo 2, heart solo 3 chips a point above or below 60",
        Form::Straight => {
            "straight solo: simple solo 1, heart solo 2 chips a point above or below 60"
        }
        Form::CoeurDAlene => {
            "Cœur d'Alene: 61 wins, 60 ties; frog 1, simple solo 2, heart solo 3 chips a hand"
        }
    };
    let mut notes = vec![format!("Solo (seed 001 L14021–14222): {form}.")];
    if settings.penalty_frog {
        notes.push("Penalty frog: a lost frog pays at the heart solo rate.".to_owned());
    }
    notes
}

fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let sitting = play(input)?;
    Ok(sitting.pad(notes(&sitting.settings)))
}

pub fn score_json(input: &str) -> Result<String, LawError> {
    super::super::pretty(&play(&super::read(input)?)?)
}

pub const BIDDER: Field = Field {
    name: "bidder",
    label: "Who bid",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "left blank when everybody passed",
};

pub const CARD_POINTS_FIELD: Field = Field {
    name: "card_points",
    label: "The bidder's card points, the widow's counted in",
    kind: FieldKind::Number { min: 0, max: 120 },
    per_side: false,
    optional: true,
    help: "ace 11, ten 10, king 4, queen 3, jack 2: 120 in the pack",
};

pub const REVOKE: Field = Field {
    name: "revoke",
    label: "Who revoked, if anyone",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "the hand is played out; a revoking side cannot collect but must pay",
};

const DEAL: &[Field] = &[
    Field {
        name: "bid",
        label: "The game",
        kind: FieldKind::Choice {
            choices: &[
                ("frog", "Frog (hearts trumps, the widow taken up)"),
                ("simple_solo", "Simple solo (spades, clubs or diamonds)"),
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
    REVOKE,
];

pub const SIDES: Sides = Sides {
    min: 3,
    max: 7,
    players_per_side: 1,
};

pub const DEALER: Setting = Setting {
    name: "dealer",
    values: &[
        "\"receives_only\"",
        "\"receives_and_pays\"",
        "\"pays_on_solos\"",
    ],
    default: "\"receives_only\"",
    about: "\"The dealer receives but does not pay\"; in some places he both receives and pays, or receives only on frogs and both ways on solos (L14136–14139); whoever else sits out does as the dealer",
};

pub const DEFENDER_REVOKE: Setting = Setting {
    name: "defender_revoke",
    values: &[
        "\"adversaries_collect_nothing\"",
        "\"bidder_collects_nothing\"",
    ],
    default: "\"adversaries_collect_nothing\"",
    about: "[AMBIG] an adversary's revoke: \"the same rule applies\" (L14157–14159), read as the revoking side collecting nothing but paying, or as printed, the bidder collecting nothing",
};

pub const LAW: Law = Law {
    id: "frog",
    name: "Solo or slough: frog, simple solo and heart solo, chips a point off 60",
    sources: "seed 001 L14021–14222",
    doc: "docs/laws/frog.md",
    settings: &[
        Setting {
            name: "form",
            values: &["\"frog\"", "\"straight\"", "\"coeur_d_alene\""],
            default: "\"frog\"",
            about: "frog 1, simple solo 2, heart solo 3 a point (L14125–14135); straight solo, no frogs, 1 and 2 (L14072–14075); Cœur d'Alene, 61 wins for a flat 1, 2 or 3 (L14117–14123)",
        },
        Setting {
            name: "penalty_frog",
            values: &["false", "true"],
            default: "false",
            about: "the penalty frog: a lost frog pays at the heart solo rate (L14166–14169)",
        },
        DEALER,
        DEFENDER_REVOKE,
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
