//! Sixty-six kept at a table: the pads, the fields a deal is entered with, and the laws in the registry.

use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement, Sides};
use crate::laws::registry::{self, Law, Setting, Table};

use super::deals::{
    AuctionSettings, FOUR_HAND_TOTAL, Form, FourHandSettings, MAX_COUNT, NoSettings,
};
use super::play::play;
use super::wire::{
    check_names, score_auction_json, score_four_hand_json, score_three_hand_json,
    score_two_hand_json,
};

fn pad_of(input: &PadInput, form: Form) -> Result<Pad, LawError> {
    check_names("sides", &input.sides, form.sides())?;
    let s = play(form, &input.deals)?;
    let sides = form.sides();
    let mut pad = Pad {
        open: s.open,
        notes: vec![format!(
            "Game {} points; each game settled as one.",
            form.game()
        )],
        ..Pad::new(input.sides.clone())
    };
    for (i, deal) in s.deals.iter().enumerate() {
        let mut below = vec![Vec::new(); sides];
        for a in &deal.awards {
            below[a.side].push(Item::new(a.points, a.label.clone()));
        }
        let note = if deal.awards.is_empty() {
            format!("undecided: {} carried", deal.carried)
        } else {
            String::new()
        };
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); sides],
            below,
            note,
        });
        if let Some(g) = deal.ended_game {
            let result = &s.games[g];
            pad.rows.push(Row::Game {
                winner: result.winner,
                label: "game".to_owned(),
            });
            pad.settle(Settlement {
                winner: Some(result.winner),
                value: result.value,
                amounts: result.amounts.clone(),
                label: "game".to_owned(),
                lurch: false,
                final_points: Vec::new(),
            });
        }
    }
    Ok(pad)
}

pub(super) fn two_hand_pad(input: &PadInput) -> Result<Pad, LawError> {
    let _: NoSettings = input.settings()?;
    pad_of(input, Form::TwoHand)
}

pub(super) fn three_hand_pad(input: &PadInput) -> Result<Pad, LawError> {
    let _: NoSettings = input.settings()?;
    pad_of(input, Form::ThreeHand)
}

pub(super) fn four_hand_pad(input: &PadInput) -> Result<Pad, LawError> {
    let s: FourHandSettings = input.settings()?;
    pad_of(input, Form::FourHand(s))
}

fn auction_pad(input: &PadInput) -> Result<Pad, LawError> {
    let s: AuctionSettings = input.settings()?;
    pad_of(input, Form::Auction(s))
}

const ENDING: Field = Field {
    name: "ending",
    label: "Ending",
    kind: FieldKind::Choice {
        choices: &[
            ("out", "reached 66 and announced it"),
            ("failed", "closed or claimed, and failed"),
            ("undecided", "nobody announced 66"),
        ],
    },
    per_side: false,
    optional: false,
    help: "how the deal ended",
};
const PLAYER: Field = Field {
    name: "player",
    label: "Player",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "who reached 66, or who closed and failed",
};
const OPPONENT_COUNT: Field = Field {
    name: "opponent_count",
    label: "Opponent's count",
    kind: FieldKind::Number {
        min: 0,
        max: MAX_COUNT,
    },
    per_side: false,
    optional: true,
    help: "the opponent's points when 66 was reached (under 33 doubles)",
};
const OPPONENT_TRICK: Field = Field {
    name: "opponent_trick",
    label: "Opponent took a trick",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "when 66 was reached (or when the failed closer closed); blank means yes",
};

const TWO_HAND_DEAL: &[Field] = &[ENDING, PLAYER, OPPONENT_COUNT, OPPONENT_TRICK];
const THREE_HAND_DEAL: &[Field] = &[
    Field {
        name: "dealer",
        label: "Dealer",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "who dealt and sat out: he scores what either player wins",
    },
    ENDING,
    PLAYER,
    OPPONENT_COUNT,
    OPPONENT_TRICK,
];
const FOUR_HAND_DEAL: &[Field] = &[
    Field {
        name: "counts",
        label: "Count",
        kind: FieldKind::Number {
            min: 0,
            max: FOUR_HAND_TOTAL,
        },
        per_side: true,
        optional: false,
        help: "each side's cards and last trick; together 130",
    },
    Field {
        name: "ten_of_trumps",
        label: "Ten of trumps",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the side that won it, where it counts a game point",
    },
];

const AUCTION_DEAL: &[Field] = &[
    Field {
        name: "bidder",
        label: "Bidders",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "the side of the highest bidder",
    },
    Field {
        name: "bid",
        label: "Bid",
        kind: FieldKind::Choice {
            choices: &[
                ("66", "play (66)"),
                ("90", "90"),
                ("100", "100"),
                ("120", "120"),
                ("all", "every trick"),
            ],
        },
        per_side: false,
        optional: false,
        help: "the contract",
    },
    Field {
        name: "made",
        label: "Made",
        kind: FieldKind::Flag,
        per_side: false,
        optional: false,
        help: "the bidders made their bid",
    },
    Field {
        name: "lone",
        label: "Lone hand",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "played without a partner: double either way",
    },
];

pub const LAWS: &[Law] = &[
    Law {
        id: "sixty-six",
        name: "Sixty-six, two-hand: 1, 2 or 3 game points a deal; seven is game",
        sources: "seed 001 L9098–9200",
        doc: "docs/laws/sixty-six.md",
        settings: &[],
        score: score_two_hand_json,
        table: Some(Table {
            sides: Sides::TWO_PLAYERS,
            deal: TWO_HAND_DEAL,
            pad: two_hand_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "sixty-six-three-hand",
        name: "Sixty-six, three-hand: the dealer sits out and scores with the winner",
        sources: "seed 001 L9201–9215",
        doc: "docs/laws/sixty-six.md",
        settings: &[],
        score: score_three_hand_json,
        table: Some(Table {
            sides: Sides {
                min: 3,
                max: 3,
                players_per_side: 1,
            },
            deal: THREE_HAND_DEAL,
            pad: three_hand_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "sixty-six-four-hand",
        name: "Sixty-six, four-hand: partners, 66, 100 and 130",
        sources: "seed 001 L9216–9239",
        doc: "docs/laws/sixty-six.md",
        settings: &[
            Setting {
                name: "exactly_100",
                values: &["\"two\"", "\"one\""],
                default: "\"two\"",
                about: "a count of exactly 100 is neither \"less than 100\" nor \"over 100\" (L9230–9232; rules-1927-b §2.7.3 AMBIG)",
            },
            Setting {
                name: "ten_of_trumps",
                values: &["false", "true"],
                default: "false",
                about: "\"in some localities\" the ten of trumps counts a game point to the side winning it, and can put a side at six out at once (L9233–9237)",
            },
        ],
        score: score_four_hand_json,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: FOUR_HAND_DEAL,
            pad: four_hand_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "sixty-six-auction",
        name: "Auction sixty-six: partners bid 66, 90, 100, 120 or every trick; twenty is game",
        sources: "seed 001 L9240–9269",
        doc: "docs/laws/sixty-six.md",
        settings: &[
            Setting {
                name: "bid_120",
                values: &["4", "5"],
                default: "4",
                about: "a bid of 120 made: the book gives 100 four and all the tricks five, but no value for 120 (L9258–9264; rules-1927-b §2.7.4 AMBIG)",
            },
            Setting {
                name: "failure",
                values: &["\"debit\"", "\"credit_opponents\""],
                default: "\"debit\"",
                about: "\"failure to make the bid loses what should have been made\": taken from the bidders, or given to their opponents (L9264–9266; rules-1927-b §2.7.4 AMBIG)",
            },
        ],
        score: score_auction_json,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: AUCTION_DEAL,
            pad: auction_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
];
