//! The words for the rummy family's settings (see `tricks`). Rum, Khun Khan and boat house rum
//! share their settings, so each is listed once and named for the three laws.

use super::Words;

const FORM: Words = Words {
    label: "Which game of rum is played?",
    values: &[
        ("\"rum\"", "Rum"),
        ("\"khun_khan\"", "Khun Khan"),
        ("\"boat_house\"", "Boat house rum"),
    ],
};
const AT_ONCE: Words = Words {
    label: "May a player lay his whole hand down at once, for double?",
    values: &[
        ("\"doubles\"", "Yes, and the others pay double"),
        ("\"not_allowed\"", "No"),
    ],
};
const STOCK_OUT: Words = Words {
    label: "When the stock is drawn and nobody is out",
    values: &[
        ("\"lowest_wins\"", "The lowest hand wins"),
        (
            "\"reshuffle\"",
            "The discards are shuffled and play goes on",
        ),
    ],
};
const LOW_COLLECTS: Words = Words {
    label: "What does the lowest hand collect when the stock is out?",
    values: &[
        ("\"each_count\"", "What each other hand counts"),
        ("\"difference\"", "The difference from each other hand"),
    ],
};
const UNMATCHED: Words = Words {
    label: "How are the cards left paid for at boat house rum?",
    values: &[
        ("\"pips\"", "By their pips"),
        ("\"cards\"", "So many chips a card"),
    ],
};
const PER_CARD: Words = Words {
    label: "Chips for each card left, when paid by the card",
    values: &[("1", "1"), ("2", "2"), ("5", "5")],
};
const FALSE_RUM: Words = Words {
    label: "What a false Rum pays each player",
    values: &[("5", "5"), ("1", "1"), ("10", "10"), ("0", "Nothing")],
};
const PACK: Words = Words {
    label: "How many packs?",
    values: &[("\"single\"", "One pack"), ("\"double\"", "Two packs")],
};

pub(super) const RUMMY: &[(&str, &str, Words)] = &[
    ("rum", "form", FORM),
    ("rum", "at_once", AT_ONCE),
    ("rum", "stock_out", STOCK_OUT),
    ("rum", "low_collects", LOW_COLLECTS),
    ("rum", "unmatched", UNMATCHED),
    ("rum", "per_card", PER_CARD),
    ("rum", "false_rum", FALSE_RUM),
    ("khun-khan", "form", FORM),
    ("khun-khan", "at_once", AT_ONCE),
    ("khun-khan", "stock_out", STOCK_OUT),
    ("khun-khan", "low_collects", LOW_COLLECTS),
    ("khun-khan", "unmatched", UNMATCHED),
    ("khun-khan", "per_card", PER_CARD),
    ("khun-khan", "false_rum", FALSE_RUM),
    ("boat-house-rum", "form", FORM),
    ("boat-house-rum", "at_once", AT_ONCE),
    ("boat-house-rum", "stock_out", STOCK_OUT),
    ("boat-house-rum", "low_collects", LOW_COLLECTS),
    ("boat-house-rum", "unmatched", UNMATCHED),
    ("boat-house-rum", "per_card", PER_CARD),
    ("boat-house-rum", "false_rum", FALSE_RUM),
    ("poker-rum", "pack", PACK),
    ("poker-gin", "pack", PACK),
    (
        "poker-gin",
        "game",
        Words {
            label: "How are the points paid?",
            values: &[
                ("\"hundred_up\"", "A game of 100 up, paid when won"),
                ("\"each_deal\"", "Each deal paid at once"),
            ],
        },
    ),
    (
        "poker-gin",
        "forfeit",
        Words {
            label: "What does a false \"Pay me\" cost?",
            values: &[
                ("\"off_his_score\"", "Five off the caller's points"),
                ("\"to_each_other\"", "Five to each other player's points"),
            ],
        },
    ),
    (
        "panguingue",
        "decks",
        Words {
            label: "How many packs are shuffled together?",
            values: &[("\"eight\"", "Eight"), ("\"five\"", "Five")],
        },
    ),
];
