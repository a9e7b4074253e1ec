//! Five hundred in every form the books give: three-hand (seed 000 L8454–8672; seed 001
//! L6840–7347), two-hand with the dead hand (seed 001 L7329–7347), four-hand partners, four
//! without partners and the twelve-deal rule (Laws 1 and 36, L7433–7437, L7644–7647), five-hand
//! with partners taken for the deal (L7283–7295), six-hand (L7281–7282, L7375–7376), nullo
//! (L7409–7427), and the games of 1,000 and 1,500 with card points (L7349–7366); the Laws of
//! Five Hundred 1–44 (L7431–7686) for who goes out first and the revoke, with Hoffmann's revoke
//! rule of 1909 (seed 000 L8624–8646) as a setting.
//!
//! `bids` reads a bid and values it by the Avondale, Original or Inverted schedule; `deal` scores
//! one deal ([`hand_points`] for a party's tally); `game` plays the deals in order, says who went
//! out and why, and draws the pad; `wire` is `hoyle score five-hundred`.

pub mod bids;
pub mod deal;
pub mod forms;
pub mod game;
pub mod settings;
pub mod wire;

#[cfg(test)]
mod bidding_tests;
#[cfg(test)]
mod forms_tests;
#[cfg(test)]
mod tests;

pub use deal::{Deal, Settings, hand_points};

use super::LawError;
use super::pad::{Field, FieldKind, Pad, PadInput, Sides};
use super::registry::{self, Law, Setting, Table};
use deal::Form;

const SCHEDULE: Setting = Setting {
    name: "schedule",
    values: &["\"avondale\"", "\"original\"", "\"inverted\""],
    default: "\"avondale\"",
    about: "the table of bid values: the Avondale schedule, recommended because no two bids are worth the same (seed 001 L7030–7112, L7266–7267; seed 000 L8529–8593), the Original (seed 001 L7114–7187), or the Inverted, used with the reverse order of suits (L7189–7264)",
};
const GAME: Setting = Setting {
    name: "game",
    values: &["500", "1000", "1500"],
    default: "500",
    about: "500 up; or the games of 1,000 and 1,500, where each also scores the card points he takes in (seed 001 L7349–7366); 500 (or 1,000, 1,500) in the hole loses [INFER for the larger games]",
};
const REVOKE: Setting = Setting {
    name: "revoke",
    values: &["\"law31\"", "\"american1909\"", "\"hoffmann1909\""],
    default: "\"law31\"",
    about: "the revoke: Law 31 (seed 001 L7609–7618, L7272–7279: the hand abandoned, an adversary in fault scores nothing and the bidder scores his bid, the other adversary his tricks; the bidder in fault is set back), the American rule as the 1909 book quotes it (seed 000 L8626–8631: 'the side in error scores nothing', read as both adversaries [AMBIG]), or Hoffmann's (seed 000 L8633–8646: an adversary in fault, the hand played anew, and he is set back 100)",
};
const CARD_POINTS: Setting = Setting {
    name: "card_points_set_back",
    values: &["\"bidder\"", "\"all\""],
    default: "\"bidder\"",
    about: "card points 'are thrown out if bidder is set back' (seed 001 L7357–7359) [AMBIG]: the bidder's side's only, or every player's for that deal",
};
const SETTLE: Setting = Setting {
    name: "settle",
    values: &["\"game\"", "\"points\""],
    default: "\"game\"",
    about: "the books name no stake [GAP]: each loser pays the winner a stake for the game, or each player pays every other the difference of their scores",
};
const FORM: Setting = Setting {
    name: "form",
    values: &[
        "\"by_count\"",
        "\"two_hand\"",
        "\"three_hand\"",
        "\"partners\"",
        "\"without_partners\"",
        "\"five_hand\"",
        "\"six_hand\"",
    ],
    default: "\"by_count\"",
    about: "which game: by the number of players (two: the dead hand, seed 001 L7329–7347; three; four: two against two, L7281–7282; five: partners taken for the deal, L7283–7295; six: in partnership), or four without partners, the dealer taking no cards (Law 1, L7436)",
};
const FIVE_HAND: Setting = Setting {
    name: "five_hand_partners",
    values: &["\"one\"", "\"by_bid\"", "\"called_card\""],
    default: "\"one\"",
    about: "five-hand, 'various forms' (seed 001 L7283–7295): the bidder names any one partner; one partner on six or seven, two on eight, nine or ten; or he calls the holder of a card (one partner)",
};
const SIX_HAND: Setting = Setting {
    name: "six_hand",
    values: &["\"two_sides\"", "\"three_pairs\""],
    default: "\"two_sides\"",
    about: "six-hand: 'three pairs of partners' (seed 001 L7282, OCR) against 'the odd numbers playing partners against the even' (L7375–7376) [AMBIG]: three against three, or three pairs sitting opposite",
};
const FOUR: Setting = Setting {
    name: "four_without_partners",
    values: &["\"twelve_deals\"", "\"twelve_deals_or_500\""],
    default: "\"twelve_deals\"",
    about: "four without partners: 'the highest score at the end of 12 deals is the winner of the game' (Law 36, seed 001 L7645–7647) [AMBIG]: the game is twelve deals, or 500 up (or in the hole) still ends it sooner",
};

const BIDDER: Field = Field {
    name: "bidder",
    label: "Who won the bidding",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "leave blank when nobody bid",
};
const BID: Field = Field {
    name: "bid",
    label: "The bid",
    kind: FieldKind::Choice {
        choices: bids::CHOICES,
    },
    per_side: false,
    optional: true,
    help: "tricks and trumps, or nullo; blank when nobody bid",
};
const AUCTION: Field = Field {
    name: "auction",
    label: "The bidding, call by call",
    kind: FieldKind::Text { max_len: 100 },
    per_side: false,
    optional: true,
    help: "from the dealer's left, one call each: 6S, pass, 7H, nullo; where given each bid must raise the last and the last is the bid",
};
const TRICKS: Field = Field {
    name: "tricks",
    label: "Tricks each took",
    kind: FieldKind::Number { min: 0, max: 10 },
    per_side: true,
    optional: true,
    help: "ten between them; after a revoke, those taken up to it; blank when nobody bid and the cards were thrown in",
};
const PARTNER: Field = Field {
    name: "partner",
    label: "The partner the bidder took",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "five-hand: the player the bidder named or whose card he called; blank at nullo",
};
const PARTNER2: Field = Field {
    name: "partner2",
    label: "His second partner",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "only when two partners are taken on a bid of eight or more",
};
const REVOKED: Field = Field {
    name: "revoke",
    label: "Who revoked",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "the hand is abandoned at a revoke: enter the tricks taken up to it",
};
const BARRED: Field = Field {
    name: "barred",
    label: "Who may not score this deal",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "a player who looked at the widow (Law 23) or played with the wrong number of cards (Law 25)",
};
const FIRST_OUT: Field = Field {
    name: "first_out",
    label: "Who went out first",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "asked only when two players other than the bidder both reach the game on this deal: the one who first took the trick that put him out wins (Law 41)",
};
const CARDS: Field = Field {
    name: "card_points",
    label: "Card points each took in",
    kind: FieldKind::Number { min: 0, max: 456 },
    per_side: true,
    optional: true,
    help: "games of 1,000 and 1,500 only: ace 1, king to ten 10, the rest their pips",
};

pub const DEAL: &[Field] = &[
    BIDDER, AUCTION, BID, TRICKS, REVOKED, BARRED, FIRST_OUT, CARDS,
];
pub const DEAL_FIVE: &[Field] = &[
    BIDDER, AUCTION, BID, PARTNER, PARTNER2, TRICKS, REVOKED, BARRED, FIRST_OUT, CARDS,
];

const fn table(
    sides: Sides,
    deal: &'static [Field],
    pad: fn(&PadInput) -> Result<Pad, LawError>,
) -> Table {
    Table {
        sides,
        deal,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }
}

const SOURCES: &str = "seed 001 L6840–7427, L7431–7686; seed 000 L8454–8672";

pub const LAWS: &[Law] = &[
    Law {
        id: "five-hundred",
        name: "Five hundred: three-hand, or any form by the number of players",
        sources: SOURCES,
        doc: "docs/laws/five-hundred.md",
        settings: &[
            SCHEDULE,
            GAME,
            FORM,
            REVOKE,
            FIVE_HAND,
            SIX_HAND,
            FOUR,
            CARD_POINTS,
            SETTLE,
        ],
        score: |input| wire::score_json(input, None),
        table: Some(table(
            Sides {
                min: 3,
                max: 6,
                players_per_side: 1,
            },
            DEAL,
            |input| pad_of(input, None),
        )),
    },
    Law {
        id: "five-hundred-two-hand",
        name: "Five hundred for two, with a dead hand",
        sources: "seed 001 L7329–7347",
        doc: "docs/laws/five-hundred.md",
        settings: &[SCHEDULE, GAME, REVOKE, CARD_POINTS, SETTLE],
        score: |input| wire::score_json(input, Some(Form::TwoHand)),
        table: Some(table(Sides::TWO_PLAYERS, DEAL, |input| {
            pad_of(input, Some(Form::TwoHand))
        })),
    },
    Law {
        id: "five-hundred-partners",
        name: "Five hundred, four-hand, two against two",
        sources: "seed 001 L7281–7282, L7373–7385, L7433–7437",
        doc: "docs/laws/five-hundred.md",
        settings: &[SCHEDULE, GAME, REVOKE, CARD_POINTS, SETTLE],
        score: |input| wire::score_json(input, Some(Form::Partners)),
        table: Some(table(Sides::TWO_PARTNERSHIPS, DEAL, |input| {
            pad_of(input, Some(Form::Partners))
        })),
    },
    Law {
        id: "five-hundred-without-partners",
        name: "Five hundred, four without partners: the dealer sits out, twelve deals a game",
        sources: "seed 001 L7433–7437, L7644–7647",
        doc: "docs/laws/five-hundred.md",
        settings: &[SCHEDULE, GAME, REVOKE, FOUR, CARD_POINTS, SETTLE],
        score: |input| wire::score_json(input, Some(Form::WithoutPartners)),
        table: Some(table(
            Sides {
                min: 4,
                max: 4,
                players_per_side: 1,
            },
            DEAL,
            |input| pad_of(input, Some(Form::WithoutPartners)),
        )),
    },
    Law {
        id: "five-hundred-five-hand",
        name: "Five hundred, five-hand: the bidder takes partners for the deal",
        sources: "seed 001 L7283–7295, L7439–7444",
        doc: "docs/laws/five-hundred.md",
        settings: &[SCHEDULE, GAME, REVOKE, FIVE_HAND, CARD_POINTS, SETTLE],
        score: |input| wire::score_json(input, Some(Form::FiveHand)),
        table: Some(table(
            Sides {
                min: 5,
                max: 5,
                players_per_side: 1,
            },
            DEAL_FIVE,
            |input| pad_of(input, Some(Form::FiveHand)),
        )),
    },
    Law {
        id: "five-hundred-six-hand",
        name: "Five hundred, six-hand: three against three",
        sources: "seed 001 L7281–7282, L7375–7376",
        doc: "docs/laws/five-hundred.md",
        settings: &[SCHEDULE, GAME, REVOKE, CARD_POINTS, SETTLE],
        score: |input| wire::score_json(input, Some(Form::SixHand)),
        table: Some(table(
            Sides {
                min: 2,
                max: 2,
                players_per_side: 3,
            },
            DEAL,
            |input| pad_of(input, Some(Form::SixHand)),
        )),
    },
];

/// The pad a table of five hundred keeps: a column for each player (or side), each deal's items,
/// each game ruled off with who went out and why.
pub fn pad_of(input: &PadInput, form: Option<Form>) -> Result<Pad, LawError> {
    let settings = wire::settings(&input.settings, form)?;
    let deals = wire::deals(&input.deals)?;
    let played = game::play(&settings, &input.sides, &deals)?;
    Ok(game::draw(&settings, &input.sides, &played))
}
