//! The words for blind hookey's and the red dog family's settings (see `tricks`).

use super::Words;

const LIMITS: &[(&str, &str)] = &[
    ("0", "No limit"),
    ("10", "10"),
    ("50", "50"),
    ("100", "100"),
];

pub(super) const BANK_GAMES: &[(&str, &str, Words)] = &[
    (
        "blind-hookey",
        "form",
        Words {
            label: "How are the packets cut and staked on?",
            values: &[
                ("\"hookey\"", "Each punter cuts his own packet (1909)"),
                (
                    "\"three_packets\"",
                    "Three packets, the company staking on two (1909)",
                ),
                (
                    "\"dutch_bank\"",
                    "Dutch bank: a packet for each active player (1927)",
                ),
            ],
        },
    ),
    (
        "blind-hookey",
        "ace",
        Words {
            label: "Is the ace high or low?",
            values: &[("\"high\"", "High"), ("\"low\"", "Low")],
        },
    ),
    (
        "blind-hookey",
        "bank_passes",
        Words {
            label: "When does the bank pass to the next player?",
            values: &[
                (
                    "\"by_form\"",
                    "As the book says: on losing all round at hookey, never at Dutch bank",
                ),
                ("\"lost_all_round\"", "Whenever the banker loses all round"),
                ("\"never\"", "Only when a deal names a new banker"),
            ],
        },
    ),
    (
        "blind-hookey",
        "limit",
        Words {
            label: "The most one bet may be",
            values: LIMITS,
        },
    ),
    (
        "red-dog",
        "ante",
        Words {
            label: "What each player puts into the pool before the deal",
            values: &[("1", "1"), ("2", "2"), ("5", "5")],
        },
    ),
    (
        "red-dog",
        "forfeit",
        Words {
            label: "What a player who passes pays into the pool",
            values: &[("1", "1"), ("0", "Nothing"), ("2", "2")],
        },
    ),
    (
        "red-dog",
        "refill",
        Words {
            label: "When a player wins the whole pool, when is it made up again?",
            values: &[
                ("\"at_once\"", "At once, a counter from each"),
                ("\"next_deal\"", "Only by the next deal's counters"),
            ],
        },
    ),
    (
        "playing-the-races",
        "odds",
        Words {
            label: "The horses' odds, left to right",
            values: &[
                ("[2, 5, 10, 7, 2]", "2, 5, 10, 7 and 2 to 1 (as printed)"),
                ("[2, 4, 6, 8, 10]", "2, 4, 6, 8 and 10 to 1"),
            ],
        },
    ),
    (
        "playing-the-races",
        "steps",
        Words {
            label: "The steps each horse makes to the wire, left to right",
            values: &[
                ("[2, 3, 6, 4, 2]", "2, 3, 6, 4 and 2"),
                ("[2, 4, 6, 5, 2]", "2, 4, 6, 5 and 2"),
                ("[2, 3, 4, 5, 6]", "2, 3, 4, 5 and 6"),
            ],
        },
    ),
    (
        "playing-the-races",
        "paid",
        Words {
            label: "How are the odds paid?",
            values: &[
                ("\"to_one\"", "To one: the stake back besides"),
                ("\"for_one\"", "For one: the stake counted in"),
            ],
        },
    ),
    (
        "playing-the-races",
        "limit",
        Words {
            label: "The most one bet may be",
            values: LIMITS,
        },
    ),
    (
        "playing-the-races",
        "unfinished",
        Words {
            label: "If the cards run out before a horse reaches the wire:",
            values: &[
                ("\"stand_off\"", "Every bet stands off"),
                ("\"refuse\"", "The race is run again"),
            ],
        },
    ),
    (
        "monte-bank",
        "bank",
        Words {
            label: "What the banker puts up (the bets of a deal may not pass what the bank holds)",
            values: &[
                ("0", "Not counted"),
                ("50", "50"),
                ("100", "100"),
                ("500", "500"),
            ],
        },
    ),
    (
        "monte-bank",
        "limit",
        Words {
            label: "The most one bet may be",
            values: LIMITS,
        },
    ),
];
