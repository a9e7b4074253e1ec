//! Pinochle kept at a table: the pads, the fields a deal is entered with, and the laws in the registry.

use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement, Sides};
use crate::laws::registry::{self, Law, Setting, Table};

use super::auction::{AuctionSettings, MAX_BID, MIN_BID};
use super::multi::{
    four_pad, no_widow_pad, score_four_json, score_no_widow_json, score_three_json, three_pad,
};
use super::two_hand::{COUNTERS, MAX_MELDS, TwoHandSettings, play_two_hand};
use super::wire::{
    NoSettings, check_names, play_auction, play_gaigel, score_auction_json, score_gaigel_json,
    score_two_hand_json,
};

fn new_pad(input: &PadInput, note: String) -> Pad {
    Pad {
        notes: vec![note],
        ..Pad::new(input.sides.clone())
    }
}

pub(super) fn two_hand_pad(input: &PadInput) -> Result<Pad, LawError> {
    check_names("sides", &input.sides, 2, 2)?;
    let settings: TwoHandSettings = input.settings()?;
    let s = play_two_hand(settings, &input.deals)?;
    let mut pad = new_pad(
        input,
        "Game 1,000; 1,250 when both are out uncalled.".to_owned(),
    );
    pad.open = s.open;
    for (i, d) in s.deals.iter().enumerate() {
        let below = (0..2)
            .map(|p| {
                vec![
                    Item::new(d.melds[p], "melds"),
                    Item::new(d.counters[p], "counters"),
                ]
            })
            .collect();
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below,
            note: format!("{}–{} toward {}", d.scores[0], d.scores[1], d.game),
        });
        if let Some(g) = d.ended_game {
            let game = &s.games[g];
            pad.rows.push(Row::Game {
                winner: game.winner,
                label: game.how.clone(),
            });
            pad.settle(Settlement::two_sided(Some(game.winner), 1, "game"));
        }
    }
    Ok(pad)
}

pub(super) fn auction_pad(input: &PadInput) -> Result<Pad, LawError> {
    check_names("sides", &input.sides, 3, 4)?;
    let settings: AuctionSettings = input.settings()?;
    let deals = play_auction(settings, input.sides.len(), &input.deals)?;
    let mut pad = new_pad(
        input,
        "Each deal settled between the bidder and every other player.".to_owned(),
    );
    let n = input.sides.len();
    for (i, d) in deals.iter().enumerate() {
        let mut below = vec![Vec::new(); n];
        below[d.bidder].push(Item::new(d.value, d.result));
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); n],
            below,
            note: String::new(),
        });
        pad.settle(Settlement {
            winner: Some(d.bidder).filter(|_| d.value > 0),
            value: d.value.abs(),
            amounts: d.amounts.clone(),
            label: d.result.to_owned(),
            lurch: false,
            final_points: Vec::new(),
        });
    }
    Ok(pad)
}

pub(super) fn gaigel_pad(input: &PadInput) -> Result<Pad, LawError> {
    check_names("sides", &input.sides, 2, 2)?;
    let _: NoSettings = input.settings()?;
    let games = play_gaigel(&input.deals)?;
    let mut pad = new_pad(input, "Game 101; a gaigel counts two games.".to_owned());
    for (i, g) in games.iter().enumerate() {
        let winner = usize::from(g[1] > 0);
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below: vec![Vec::new(), Vec::new()],
            note: String::new(),
        });
        let label = if g[0].abs() == 2 { "gaigel" } else { "game" };
        pad.settle(Settlement::two_sided(Some(winner), g[0].abs(), label));
    }
    Ok(pad)
}

const TWO_HAND_DEAL: &[Field] = &[
    Field {
        name: "melds",
        label: "Melds",
        kind: FieldKind::Number {
            min: 0,
            max: MAX_MELDS,
        },
        per_side: true,
        optional: true,
        help: "meld points (or name them below)",
    },
    Field {
        name: "meld_list",
        label: "Melds named",
        kind: FieldKind::Text { max_len: 200 },
        per_side: true,
        optional: true,
        help: "\"royal marriage, 2 common marriage, four aces\"",
    },
    Field {
        name: "counters",
        label: "Counters",
        kind: FieldKind::Number {
            min: 0,
            max: COUNTERS,
        },
        per_side: true,
        optional: false,
        help: "points in cards taken, with 10 for the last trick",
    },
    Field {
        name: "called",
        label: "Called out",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "who called out: right, he wins; wrong, he loses",
    },
];

const AUCTION_DEAL: &[Field] = &[
    Field {
        name: "bidder",
        label: "Bidder",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "who took the widow",
    },
    Field {
        name: "bid",
        label: "Bid",
        kind: FieldKind::Number {
            min: MIN_BID,
            max: MAX_BID,
        },
        per_side: false,
        optional: false,
        help: "200 or more, by tens",
    },
    Field {
        name: "conceded",
        label: "Conceded",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "the bidder refused to play after seeing the widow",
    },
    Field {
        name: "made",
        label: "Made",
        kind: FieldKind::Number {
            min: 0,
            max: MAX_BID * 2,
        },
        per_side: false,
        optional: true,
        help: "the bidder's melds, lay-away and cards",
    },
];

const GAIGEL_GAME: &[Field] = &[
    Field {
        name: "winner",
        label: "Winner",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "the side that reached 101 (or to whom the game was forfeited)",
    },
    Field {
        name: "gaigel",
        label: "Gaigel",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "two games: 101 before the losers took a trick, five sevens, a false claim…",
    },
];

const MELDS_SHOWN: Field = Field {
    name: "melds",
    label: "What did each show in melds before play?",
    kind: FieldKind::Number {
        min: 0,
        max: MAX_MELDS,
    },
    per_side: true,
    optional: true,
    help: "meld points (or name them below); they count only with a trick taken",
};

const MELDS_NAMED: Field = Field {
    name: "meld_list",
    label: "Or name the melds",
    kind: FieldKind::Text { max_len: 200 },
    per_side: true,
    optional: true,
    help: "\"four kings, four queens, royal marriage, 2 common marriage\"",
};

const COUNTERS_TAKEN: Field = Field {
    name: "counters",
    label: "Points in the cards each took, with 10 for the last trick",
    kind: FieldKind::Number {
        min: 0,
        max: COUNTERS,
    },
    per_side: true,
    optional: false,
    help: "250 in all",
};

const TRICKS_TAKEN: Field = Field {
    name: "tricks",
    label: "How many tricks did each take?",
    kind: FieldKind::Number { min: 0, max: 16 },
    per_side: true,
    optional: true,
    help: "blank: any counters mean a trick; none taken, the melds are lost",
};

const MULTI_DEAL: &[Field] = &[
    MELDS_SHOWN,
    MELDS_NAMED,
    COUNTERS_TAKEN,
    TRICKS_TAKEN,
    Field {
        name: "called",
        label: "Who knocked to claim the game?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "right, he wins; wrong, he loses",
    },
];

const NO_WIDOW_DEAL: &[Field] = &[
    Field {
        name: "bidder",
        label: "Who made the highest bid?",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "he named the trump",
    },
    Field {
        name: "bid",
        label: "What did he bid?",
        kind: FieldKind::Number {
            min: 10,
            max: MAX_BID,
        },
        per_side: false,
        optional: false,
        help: "melds and cards he undertook to make, by tens",
    },
    MELDS_SHOWN,
    MELDS_NAMED,
    COUNTERS_TAKEN,
    TRICKS_TAKEN,
];

const BEYOND_1250: Setting = Setting {
    name: "beyond_1250",
    values: &["\"add_250\"", "\"higher_wins\""],
    default: "\"add_250\"",
    about: "more than one out unclaimed at 1,250 as well: the book says only \"set to 1,250\" (L8445–8446; rules-1927-b §2.5.1 AMBIG)",
};

pub const LAWS: &[Law] = &[
    Law {
        id: "pinochle",
        name: "Pinochle, two-hand: 1,000 up, calling out, 1,250 when both are out",
        sources: "seed 001 L8151–8382",
        doc: "docs/laws/pinochle.md",
        settings: &[Setting {
            name: "beyond_1250",
            values: &["\"add_250\"", "\"higher_wins\""],
            default: "\"add_250\"",
            about: "both out uncalled at 1,250 too: the book says only \"continued to 1,250\" (L8320–8321; rules-1927-b §2.5.1 AMBIG)",
        }],
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
        id: "auction-pinochle",
        name: "Auction pinochle with a widow: each deal settled with every other player",
        sources: "seed 001 L8476–8681",
        doc: "docs/laws/pinochle.md",
        settings: &[
            Setting {
                name: "scoring",
                values: &["\"tenths\"", "\"points\"", "\"fifties\""],
                default: "\"tenths\"",
                about: "\"usual to divide the actual scores by 10\"; or \"throw off all parts of 50\" — a part of exactly 50 counts a hundred (L8661–8669; rules-1927-b §2.5.4 AMBIG)",
            },
            Setting {
                name: "bonus",
                values: &["false", "true"],
                default: "false",
                about: "\"premiums are sometimes placed on the higher bids\": 350–399 as 50, 400–449 as 80, 450–499 as 100, paid only when made (L8671–8680)",
            },
        ],
        score: score_auction_json,
        table: Some(Table {
            sides: Sides {
                min: 3,
                max: 4,
                players_per_side: 1,
            },
            deal: AUCTION_DEAL,
            pad: auction_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "gaigel",
        name: "Gaigel: games of 101; a gaigel counts two",
        sources: "seed 001 L8683–8795",
        doc: "docs/laws/pinochle.md",
        settings: &[],
        score: score_gaigel_json,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: GAIGEL_GAME,
            pad: gaigel_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "pinochle-three-hand",
        name: "Pinochle, three-hand: melds shown before play, good with a trick; 1,000 by knocking",
        sources: "seed 001 L8383–8447",
        doc: "docs/laws/pinochle.md",
        settings: &[BEYOND_1250],
        score: score_three_json,
        table: Some(Table {
            sides: Sides {
                min: 3,
                max: 3,
                players_per_side: 1,
            },
            deal: MULTI_DEAL,
            pad: three_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "pinochle-four-hand",
        name: "Pinochle, four-hand: partners, melds good with a trick by either; 1,000 by knocking",
        sources: "seed 001 L8383–8447",
        doc: "docs/laws/pinochle.md",
        settings: &[BEYOND_1250],
        score: score_four_json,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: MULTI_DEAL,
            pad: four_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "auction-pinochle-no-widow",
        name: "Auction pinochle without a widow: the bidder counts first or is set back",
        sources: "seed 001 L8448–8474",
        doc: "docs/laws/pinochle.md",
        settings: &[Setting {
            name: "others_out",
            values: &["\"higher\"", "\"extend\""],
            default: "\"higher\"",
            about: "two of the bidder's opponents out on one deal: the book says only that the bidder counts first (L8470–8474; rules-1927-b §2.5.3 GAP): the higher wins, or the game is set to 1,250",
        }],
        score: score_no_widow_json,
        table: Some(Table {
            sides: Sides {
                min: 3,
                max: 3,
                players_per_side: 1,
            },
            deal: NO_WIDOW_DEAL,
            pad: no_widow_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
];
