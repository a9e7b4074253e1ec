//! The fields a bridge or auction deal is entered with at a table, one list for each law.

use crate::laws::bridge::hand::{self, DENOMINATIONS, DENOMINATIONS_1926};
use crate::laws::pad::{Field, FieldKind};

const fn number(min: i64, max: i64) -> FieldKind {
    FieldKind::Number { min, max }
}

const DECLARER: Field = Field {
    name: "declarer",
    label: "Declarer's side",
    kind: FieldKind::Side,
    per_side: false,
    optional: false,
    help: "the side that won the contract",
};
const MAKERS: Field = Field {
    name: "declarer",
    label: "Makers",
    kind: FieldKind::Side,
    per_side: false,
    optional: false,
    help: "the dealer's side, who named the trump (Laws 47–52)",
};
const LEVEL: Field = Field {
    name: "level",
    label: "Contract",
    kind: number(1, 7),
    per_side: false,
    optional: false,
    help: "odd tricks contracted for",
};
const DENOMINATION: Field = Field {
    name: "denomination",
    label: "Trump",
    kind: FieldKind::Choice {
        choices: DENOMINATIONS,
    },
    per_side: false,
    optional: false,
    help: "the trump suit, or no trumps",
};
const DENOMINATION_1926: Field = Field {
    kind: FieldKind::Choice {
        choices: DENOMINATIONS_1926,
    },
    help: "the trump suit, no trumps, or a nullo (a bid to lose tricks) where the table scores nullos",
    ..DENOMINATION
};
const AUCTION: Field = Field {
    name: "auction",
    label: "The bidding, call by call",
    kind: FieldKind::Text { max_len: 200 },
    per_side: false,
    optional: true,
    help: "from the dealer: 1S, pass, 2H, X to double, XX to redouble; where given it is checked by the laws and names the contract",
};
const AUCTION_TWO_HAND: Field = Field {
    help: "from the dealer: 1S, pass, 2H, X to double, XX to redouble; his opponent overcalls, doubles or passes, and one pass ends it; where given it is checked and names the contract",
    ..AUCTION
};
const DOUBLES: Field = Field {
    name: "doubles",
    label: "Doubled",
    kind: number(0, 2),
    per_side: false,
    optional: true,
    help: "0 undoubled, 1 doubled, 2 redoubled",
};
const DOUBLES_1904: Field = Field {
    name: "doubles",
    label: "Doubles",
    kind: number(0, 6),
    per_side: false,
    optional: true,
    help: "how many times doubled and redoubled; each doubles a trick, to the limit of 100",
};
const TRICKS: Field = Field {
    name: "tricks",
    label: "Tricks",
    kind: number(0, 13),
    per_side: false,
    optional: false,
    help: "tricks the declarer's side took in play, before any revoke penalty",
};
const HONOURS: Field = Field {
    name: "honours",
    label: "Honours",
    kind: number(0, 5),
    per_side: true,
    optional: true,
    help: "trump honours (A K Q J 10) each side held; aces at no trumps",
};
const HONOURS_IN_ONE_HAND: Field = Field {
    name: "honours_in_one_hand",
    label: "In one hand",
    kind: number(0, 5),
    per_side: true,
    optional: true,
    help: "the most of them in one hand of the side; needed for four or more",
};
const CHICANE: Field = Field {
    name: "chicane",
    label: "Chicane",
    kind: number(0, 2),
    per_side: true,
    optional: true,
    help: "players of the side who held no trump",
};
const REVOKES: Field = Field {
    name: "revokes",
    label: "Revokes",
    kind: number(0, hand::MAX_REVOKES),
    per_side: true,
    optional: true,
    help: "established revokes by each side",
};
const REVOKE_PENALTY_1904: Field = Field {
    name: "revoke_penalty",
    label: "Revoke penalty",
    kind: FieldKind::Choice {
        choices: &[
            ("tricks", "take three tricks"),
            ("deduct", "deduct three tricks' value"),
            ("add", "add three tricks' value"),
        ],
    },
    per_side: true,
    optional: true,
    help: "what the adversaries chose for each side's revokes (Law 90)",
};
const REVOKE_PENALTY_1908: Field = Field {
    name: "revoke_penalty",
    label: "Revoke penalty",
    kind: FieldKind::Choice {
        choices: &[
            ("points", "150 above the line"),
            ("tricks", "take three tricks"),
        ],
    },
    per_side: true,
    optional: true,
    help: "a revoking declarer always pays 150; against the adversaries the declarer chooses (Law 90)",
};
const PENALTIES: Field = Field {
    name: "penalties",
    label: "Penalty points",
    kind: number(0, hand::MAX_PENALTY_POINTS),
    per_side: true,
    optional: true,
    help: "points each side is awarded for the other's irregularities (laws 72, 88, 89)",
};
const ABANDON: Field = Field {
    name: "abandon",
    label: "Rubber given up",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "the rubber ends here unfinished: 125 for each game won (law 70)",
};
const ABANDON_CONTRACT: Field = Field {
    help: "the rubber ends here unfinished, made up as the table's setting \"A rubber left unfinished\" says (125 a game won by default, as at auction law 70)",
    ..ABANDON
};
const GOULASH: Field = Field {
    name: "goulash",
    label: "Goulash",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "dealt as Mayonnaise or Goulash, the sorted hands 5 5 3: the bid must reach game unless it is the redeal (L2648–2674)",
};
const REDEAL: Field = Field {
    name: "redeal",
    label: "Goulash redeal",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "the goulash redealt after no bid reached game: played \"no matter what the final bid\"",
};

pub const BRIDGE_1904_DEAL: &[Field] = &[
    MAKERS,
    DENOMINATION,
    DOUBLES_1904,
    TRICKS,
    HONOURS,
    HONOURS_IN_ONE_HAND,
    CHICANE,
    REVOKES,
    REVOKE_PENALTY_1904,
];
pub const AUCTION_1908_DEAL: &[Field] = &[
    DECLARER,
    AUCTION,
    LEVEL,
    DENOMINATION,
    DOUBLES,
    TRICKS,
    HONOURS,
    HONOURS_IN_ONE_HAND,
    CHICANE,
    REVOKES,
    REVOKE_PENALTY_1908,
];
pub const AUCTION_1926_DEAL: &[Field] = &[
    DECLARER,
    AUCTION,
    LEVEL,
    DENOMINATION_1926,
    DOUBLES,
    TRICKS,
    HONOURS,
    HONOURS_IN_ONE_HAND,
    REVOKES,
    PENALTIES,
    ABANDON,
    GOULASH,
    REDEAL,
];
pub const CONTRACT_1927_DEAL: &[Field] = &[
    DECLARER,
    Field {
        help: "from the dealer: 1S, pass, 2H, X to double, XX to redouble, as at auction; where given it is checked by the 1926 laws and names the contract",
        ..AUCTION
    },
    LEVEL,
    DENOMINATION,
    DOUBLES,
    TRICKS,
    HONOURS,
    HONOURS_IN_ONE_HAND,
    REVOKES,
    PENALTIES,
    ABANDON_CONTRACT,
];

/// Auction for two players: each side is one player; the count is 1926's.
pub const AUCTION_TWO_HAND_DEAL: &[Field] = &[
    Field {
        label: "Declarer",
        help: "the player who won the contract",
        ..DECLARER
    },
    AUCTION_TWO_HAND,
    LEVEL,
    DENOMINATION_1926,
    DOUBLES,
    Field {
        help: "tricks the declarer took of the thirteen scored: at Draw Auction the last thirteen, the first thirteen being not scored",
        ..TRICKS
    },
    Field {
        help: "trump honours (A K Q J 10) each player held; aces at no trumps",
        ..HONOURS
    },
    Field {
        help: "Chinese Auction: the most of them in one hand (playing hand or table); at Blind and Draw Auction a player's honours are all in his one hand",
        ..HONOURS_IN_ONE_HAND
    },
    Field {
        help: "established revokes by each player",
        ..REVOKES
    },
    PENALTIES,
    ABANDON,
];

const fn role(name: &'static str, label: &'static str, max: i64, help: &'static str) -> Field {
    Field {
        name,
        label,
        kind: number(0, max),
        per_side: false,
        optional: true,
        help,
    }
}

const LUMP_DECLARER: Field = Field {
    name: "declarer",
    label: "Declarer",
    kind: FieldKind::Side,
    per_side: false,
    optional: false,
    help: "the player who won the contract and took the dummy",
};
const LUMP_ROLES: [Field; 6] = [
    role(
        "declarer_honours",
        "Declarer's honours",
        5,
        "honours (aces at no trumps) in the declarer's and dummy's hands",
    ),
    role(
        "declarer_honours_in_one_hand",
        "…in one hand",
        5,
        "needed for four or more",
    ),
    role(
        "defender_honours",
        "Adversaries' honours",
        5,
        "honours in the adversaries' hands",
    ),
    role(
        "defender_honours_in_one_hand",
        "…in one hand",
        5,
        "needed for four or more",
    ),
    role(
        "declarer_revokes",
        "Declarer's revokes",
        hand::MAX_REVOKES,
        "established revokes by the declarer's side",
    ),
    role(
        "defender_revokes",
        "Adversaries' revokes",
        hand::MAX_REVOKES,
        "established revokes by the adversaries",
    ),
];

const LUMP_DEALER: Field = Field {
    name: "dealer",
    label: "Dealer",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "who dealt: needed with the bidding, which begins with him",
};
const LUMP_AUCTION: Field = Field {
    help: "from the dealer: 1C, pass, 2H, X to double, XX for the bidder to redouble; two passes end it; where given it is checked and names the contract and the declarer",
    ..AUCTION
};

pub const STOP_GAP_DEAL: &[Field] = &[
    LUMP_DECLARER,
    LUMP_DEALER,
    Field {
        help: "from the dealer, the first bid one in a suit: 1C, pass, 2H, X to double, XX for the bidder to redouble; two passes end it; where given it is checked and names the contract and the declarer",
        ..AUCTION
    },
    LEVEL,
    DENOMINATION,
    DOUBLES,
    TRICKS,
    LUMP_ROLES[0],
    LUMP_ROLES[1],
    LUMP_ROLES[2],
    LUMP_ROLES[3],
    LUMP_ROLES[4],
    LUMP_ROLES[5],
];
pub const DUMMY_UP_DEAL: &[Field] = &[
    LUMP_DECLARER,
    Field {
        help: "with four players, the dealer whose hand is the dummy shares the declarer's score (he does not bid: the player at his left bids first); needed too with the bidding",
        ..LUMP_DEALER
    },
    LUMP_AUCTION,
    LEVEL,
    DENOMINATION,
    DOUBLES,
    TRICKS,
    LUMP_ROLES[0],
    LUMP_ROLES[1],
    LUMP_ROLES[2],
    LUMP_ROLES[3],
    LUMP_ROLES[4],
    LUMP_ROLES[5],
    GOULASH,
    REDEAL,
];
pub const WIDOW_DEAL: &[Field] = &[
    LUMP_DECLARER,
    LUMP_DEALER,
    Field {
        help: "from the dealer, by numbers: 20, 27, pass, X to double, XX for the bidder to redouble; each bid higher, from 6 to 70; two passes end it; where given it is checked and names the bid and the declarer",
        ..AUCTION
    },
    Field {
        name: "bid",
        label: "Bid",
        kind: number(6, 70),
        per_side: false,
        optional: false,
        help: "the winning number bid; the contract's trick value must cover it",
    },
    LEVEL,
    DENOMINATION,
    DOUBLES,
    TRICKS,
    LUMP_ROLES[0],
    LUMP_ROLES[1],
    LUMP_ROLES[2],
    LUMP_ROLES[3],
    LUMP_ROLES[4],
    LUMP_ROLES[5],
];
