//! Preference (seed 001 L12932–12965): three active players with 32 cards, ten tricks each and
//! a widow of two; a bidder undertakes six tricks in a suit, hearts "always preference". The
//! book gives the pool and the widow's price, and of the payments only that they are "made
//! according to an agreed value for the tricks, varying with the suits … from the pool": the
//! values, which tricks are paid and what a failure costs are settings ([GAP]).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::Count;

/// The pool's name on the ledger.
pub const POOL: &str = "pool";
/// The tricks a bidder undertakes: "any player who thinks he can take six tricks" (L12954–12955).
const SIX: u32 = 6;
/// Ten tricks a hand: 32 cards, two to the widow, three hands (L12935, L12948–12949).
const TRICKS: u32 = 10;

/// [GAP] "Each player puts into the pool an agreed amount" (L12942–12943): when.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AnteWhen {
    /// Before every deal.
    #[default]
    EveryDeal,
    /// Whenever a deal finds the pool empty.
    WhenEmpty,
}

/// [GAP] Which of the bidder's tricks the pool pays for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaidFor {
    /// Each trick over five, the six undertaken counting as one: a pool of a few counters
    /// each can pay it.
    #[default]
    OverFive,
    /// Every trick he took.
    EachTrick,
}

/// [GAP] A bidder who takes fewer than six tricks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Failure {
    /// He puts into the pool the suit's value for each trick short of six.
    #[default]
    PaysTheShortfall,
    /// He is paid nothing and pays nothing.
    PaysNothing,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// [GAP] Counters each player puts into the pool.
    pub ante: Count<1_000_000>,
    pub ante_when: AnteWhen,
    /// [GAP] The value of a trick in each suit, "varying with the suits" (L12962–12963); the
    /// suits rank hearts, diamonds, clubs, spades (L12936–12937).
    pub hearts: Count<1_000_000>,
    pub diamonds: Count<1_000_000>,
    pub clubs: Count<1_000_000>,
    pub spades: Count<1_000_000>,
    pub paid_for: PaidFor,
    pub failure: Failure,
    /// Who deals first; with four the dealer "takes no cards" (L12939–12940).
    pub first_dealer: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            ante: Count(4),
            ante_when: AnteWhen::default(),
            hearts: Count(4),
            diamonds: Count(3),
            clubs: Count(2),
            spades: Count(1),
            paid_for: PaidFor::default(),
            failure: Failure::default(),
            first_dealer: 0,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    Pass,
    Hearts,
    Diamonds,
    Clubs,
    Spades,
}

impl Suit {
    fn value(self, s: &Settings) -> i64 {
        match self {
            Suit::Hearts => s.hearts.0,
            Suit::Diamonds => s.diamonds.0,
            Suit::Clubs => s.clubs.0,
            Suit::Spades => s.spades.0,
            Suit::Pass => 0,
        }
    }

    fn words(self) -> &'static str {
        match self {
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
            Suit::Clubs => "clubs",
            Suit::Spades => "spades",
            Suit::Pass => "pass",
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The trump suit the bidder played in; `null` or `"pass"` when nobody bid.
    #[serde(default)]
    trump: Option<Suit>,
    #[serde(default)]
    bidder: Option<usize>,
    /// The counters he put into the pool for the widow, when the first round passed
    /// (L12956–12959).
    #[serde(default)]
    widow: Option<u32>,
    #[serde(default)]
    tricks: Option<u32>,
    #[serde(default)]
    dealer: Option<usize>,
}

pub struct Preference;

impl Game for Preference {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=4;
    const WHOM: &'static str = "three or four players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 3..=4;

    /// The deal passes to the left from `first_dealer`: the deal form says who deals next.
    fn dealer(s: &Settings, present: &[usize], index: usize) -> Option<usize> {
        school::dealer_seat(present, None, s.first_dealer, index)
    }

    /// "Three active. If four play, the dealer takes no cards" (L12939–12940); the deal passes
    /// to the left (L12946–12947).
    fn seated(s: &Settings, present: &[usize], index: usize, deal: &Deal) -> Vec<usize> {
        let n = present.len();
        if n != 4 {
            return present.to_vec();
        }
        // Not at the table: the deal refuses him by name.
        let Some(dealer) = school::dealer_seat(present, deal.dealer, s.first_dealer, index) else {
            return present.to_vec();
        };
        (0..n)
            .filter(|&k| k != dealer)
            .map(|k| present[k])
            .collect()
    }

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        if at.seated.len() == 4 {
            return Err(at.refuse(
                "seated",
                "four are playing; three play, and with four the dealer takes no cards",
            ));
        }
        if let Some(p) = d.dealer {
            // With four the dealer sits out; with three he plays.
            if p >= at.names.len() {
                return Err(at.refuse("dealer", format!("{p} is not a player")));
            }
        }
        let mut t = at.transfers();
        let mut words = Vec::new();
        let mut pool = at.ledger.pool(POOL);
        let antes = match s.ante_when {
            AnteWhen::EveryDeal => true,
            AnteWhen::WhenEmpty => pool == 0,
        };
        if antes {
            for &p in &at.seated {
                t.into_pool(p, POOL, s.ante.0);
            }
            pool += s.ante.0 * at.seated.len() as i64;
            words.push(format!("Each puts {} in the pool.", s.ante.0));
        }
        let trump = d.trump.unwrap_or(Suit::Pass);
        if trump == Suit::Pass {
            let said = [
                ("bidder", d.bidder.is_some()),
                ("widow", d.widow.is_some()),
                ("tricks", d.tricks.is_some()),
            ];
            if let Some((key, _)) = said.iter().find(|(_, given)| *given) {
                return Err(at.refuse(key, "nobody bid: leave this blank"));
            }
            words.push("Nobody bid.".to_owned());
            return Ok(t.with_note(words.join(" ")));
        }
        let bidder = at.player(
            "bidder",
            d.bidder.ok_or_else(|| at.refuse("bidder", "say who bid"))?,
        )?;
        let tricks = d
            .tricks
            .ok_or_else(|| at.refuse("tricks", "give the tricks the bidder took"))?;
        if tricks > TRICKS {
            return Err(at.refuse(
                "tricks",
                format!("{tricks} tricks: a hand of preference has ten"),
            ));
        }
        // "the successful bidder adds as much as he bids for the privilege of naming the
        // trump" (L12942–12944).
        let widow = i64::from(d.widow.unwrap_or(0));
        if widow > 1_000_000 {
            return Err(at.refuse("widow", "more counters than a pool can hold"));
        }
        if widow > 0 {
            t.into_pool(bidder, POOL, widow);
            pool += widow;
        }
        let value = trump.value(s);
        let bought = match widow {
            0 => String::new(),
            n => format!(", having put {n} in for the widow"),
        };
        let note = if tricks >= SIX {
            let paid = match s.paid_for {
                PaidFor::EachTrick => tricks,
                PaidFor::OverFive => tricks - (SIX - 1),
            };
            let due = value * i64::from(paid);
            let taken = due.min(pool);
            t.out_of_pool(bidder, POOL, taken);
            let short = match taken < due {
                true => format!(" (all the pool holds of {due})"),
                false => String::new(),
            };
            format!(
                "{} in {}{bought}: {tricks} tricks, {taken} from the pool{short}.",
                at.name(bidder),
                trump.words()
            )
        } else {
            let owed = match s.failure {
                Failure::PaysTheShortfall => value * i64::from(SIX - tricks),
                Failure::PaysNothing => 0,
            };
            if owed > 0 {
                t.into_pool(bidder, POOL, owed);
            }
            format!(
                "{} in {}{bought}: {tricks} tricks, short of six; {owed} into the pool.",
                at.name(bidder),
                trump.words()
            )
        };
        words.push(note);
        Ok(t.with_note(words.join(" ")))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "Preference (seed 001 L12932–12965): each puts {} in the pool; a trick in hearts is \
             worth {}, diamonds {}, clubs {}, spades {}, paid from the pool. The values are \
             the table's own: the book leaves them to agreement.",
            s.ante.0, s.hearts.0, s.diamonds.0, s.clubs.0, s.spades.0
        )]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "trump",
        label: "The bidder's trump suit",
        kind: FieldKind::Choice {
            choices: &[
                ("hearts", "Hearts (preference)"),
                ("diamonds", "Diamonds"),
                ("clubs", "Clubs"),
                ("spades", "Spades"),
                ("pass", "Nobody bid"),
            ],
        },
        per_side: false,
        optional: false,
        help: "",
    },
    Field {
        name: "bidder",
        label: "Who bid",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "widow",
        label: "Counters put in the pool for the widow",
        kind: FieldKind::Number { min: 0, max: 1_000 },
        per_side: false,
        optional: true,
        help: "only when nobody bid in the first round and the widow was bought",
    },
    Field {
        name: "tricks",
        label: "Tricks the bidder took",
        kind: FieldKind::Number { min: 0, max: 10 },
        per_side: false,
        optional: true,
        help: "six wins",
    },
    Field {
        name: "dealer",
        label: "Who dealt, if not the next in turn",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "with four at the table the dealer takes no cards",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "preference",
    name: "Preference: six tricks for the pool, at values the table agrees",
    sources: "seed 001 L12932–12965",
    doc: "docs/laws/preference.md",
    settings: &[
        Setting {
            name: "ante",
            values: &["4", "1", "2", "10"],
            default: "4",
            about: "[GAP] \"Each player puts into the pool an agreed amount\" (L12942–12943): how much",
        },
        Setting {
            name: "ante_when",
            values: &["\"every_deal\"", "\"when_empty\""],
            default: "\"every_deal\"",
            about: "[GAP] when the players put into the pool: every deal, or when it is empty (L12942–12943)",
        },
        Setting {
            name: "hearts",
            values: &["4", "1", "2", "3", "5"],
            default: "4",
            about: "[GAP] a trick's value in hearts: \"an agreed value for the tricks, varying with the suits\" (L12962–12963), hearts ranking first (L12936–12937)",
        },
        Setting {
            name: "diamonds",
            values: &["3", "1", "2", "4"],
            default: "3",
            about: "[GAP] a trick's value in diamonds, the second suit (L12936–12937, L12962–12963)",
        },
        Setting {
            name: "clubs",
            values: &["2", "1", "3"],
            default: "2",
            about: "[GAP] a trick's value in clubs, the third suit (L12936–12937, L12962–12963)",
        },
        Setting {
            name: "spades",
            values: &["1", "2"],
            default: "1",
            about: "[GAP] a trick's value in spades, the lowest suit (L12936–12937, L12962–12963)",
        },
        Setting {
            name: "paid_for",
            values: &["\"over_five\"", "\"each_trick\""],
            default: "\"over_five\"",
            about: "[GAP] which of a successful bidder's tricks the pool pays: every one, or each over five (L12962–12964)",
        },
        Setting {
            name: "failure",
            values: &["\"pays_the_shortfall\"", "\"pays_nothing\""],
            default: "\"pays_the_shortfall\"",
            about: "[GAP] the book says nothing of a bidder who takes fewer than six: he puts the suit's value for each trick short into the pool, or nothing",
        },
        Setting {
            name: "first_dealer",
            values: &["0", "1", "2", "3"],
            default: "0",
            about: "who deals first; the deal passes to the left, and with four the dealer takes no cards (L12939–12947)",
        },
    ],
    score: |s| school::score::<Preference>(s),
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 4,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Preference>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
