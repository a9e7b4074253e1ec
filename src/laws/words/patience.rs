//! The words for the patience games' settings: poker patience, Klondike, Russian bank, multiple
//! solitaire and solitaire cribbage (see `tricks`).

use super::Words;

/// Counters, as the settings of a payment offer them.
const COUNTERS: &[(&str, &str)] = &[
    ("1", "1 counter"),
    ("2", "2 counters"),
    ("5", "5 counters"),
    ("10", "10 counters"),
];

pub(super) const PATIENCE: &[(&str, &str, Words)] = &[
    (
        "poker-patience",
        "scale",
        Words {
            label: "What are the hands worth?",
            values: &[
                ("\"english\"", "The English scale"),
                ("\"american\"", "The first American scale"),
                ("\"american_second\"", "The second American scale"),
            ],
        },
    ),
    (
        "poker-patience",
        "layout",
        Words {
            label: "Where may each card be laid?",
            values: &[
                ("\"touching\"", "Next to any card already down, corners too"),
                ("\"serpent\"", "Beside the card laid last (the serpent)"),
            ],
        },
    ),
    (
        "poker-patience",
        "per_point",
        Words {
            label: "How many counters is each point of difference worth?",
            values: COUNTERS,
        },
    ),
    (
        "klondike",
        "bank",
        Words {
            label: "Who takes the 52 counters for the pack and pays the 5 a card?",
            values: &[
                ("\"a_player\"", "One of the players, as the bank"),
                ("\"house\"", "The house"),
            ],
        },
    ),
    (
        "russian-bank",
        "form",
        Words {
            label: "With how many packs is Russian bank played?",
            values: &[
                ("\"two_packs\"", "Two packs"),
                ("\"single_pack\"", "One pack"),
            ],
        },
    ),
    (
        "russian-bank",
        "per_point",
        Words {
            label: "With two packs: how many counters does the loser pay for each point?",
            values: COUNTERS,
        },
    ),
    (
        "russian-bank",
        "per_card",
        Words {
            label: "With one pack: how many counters does the loser pay for each card left in hand or trash pile?",
            values: COUNTERS,
        },
    ),
    (
        "multiple-solitaire",
        "paid",
        Words {
            label: "Who pays whom at the end?",
            values: &[
                (
                    "\"fewest_only\"",
                    "The fewest cards left wins the difference from each other player",
                ),
                (
                    "\"every_pair\"",
                    "Every two players settle the difference between them",
                ),
            ],
        },
    ),
    (
        "multiple-solitaire",
        "per_card",
        Words {
            label: "How many counters is each card of difference worth?",
            values: COUNTERS,
        },
    ),
    (
        "solitaire-cribbage",
        "game",
        Words {
            label: "When two play, how many holes is the game?",
            values: &[("61", "61 holes"), ("121", "121 holes")],
        },
    ),
    (
        "solitaire-cribbage",
        "solo_target",
        Words {
            label: "Playing alone, what score does one try to make through the pack?",
            values: &[("91", "91"), ("61", "61"), ("121", "121")],
        },
    ),
];
