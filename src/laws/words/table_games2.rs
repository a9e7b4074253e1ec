//! The words for the settings of backgammon and chouette, loto, and the pool games: snooker
//! pool, pool by the national rules, pyramids and shell out (see `tricks`; billiards and
//! bagatelle are in `table_games`).

use super::Words;

/// Counters, as the stakes of these games offer them.
const COUNTERS: &[(&str, &str)] = &[
    ("1", "1 counter"),
    ("2", "2 counters"),
    ("5", "5 counters"),
    ("10", "10 counters"),
];

const BACKGAMMON: Words = Words {
    label: "What does a backgammon pay?",
    values: &[
        ("3", "Three times the stake"),
        ("4", "Four times the stake"),
    ],
};
const STAKE: Words = Words {
    label: "How many counters is a single game worth (or a point, when a match is played)?",
    values: COUNTERS,
};

const JACOBY: Words = Words {
    label: "For money, does a gammon or backgammon count only a single game unless the cube was turned (the Jacoby rule)?",
    values: &[
        ("false", "No: the book's gammon and backgammon always"),
        ("true", "Yes, the Jacoby rule"),
    ],
};

pub(super) const TABLE_GAMES2: &[(&str, &str, Words)] = &[
    ("backgammon", "backgammon", BACKGAMMON),
    ("chouette", "backgammon", BACKGAMMON),
    ("backgammon", "stake", STAKE),
    ("chouette", "stake", STAKE),
    ("backgammon", "jacoby", JACOBY),
    ("chouette", "jacoby", JACOBY),
    (
        "backgammon",
        "beavers",
        Words {
            label: "For money, may a player who is doubled at once redouble and keep the cube (a beaver)?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    (
        "loto",
        "method",
        Words {
            label: "Which way is loto played?",
            values: &[
                ("\"first\"", "The first way: the whole card wins"),
                ("\"second\"", "The second way: every drawing pays the lines"),
            ],
        },
    ),
    (
        "loto",
        "stake",
        Words {
            label: "The first way: how many counters are staked for each card?",
            values: &[
                ("4", "4 counters"),
                ("1", "1 counter"),
                ("2", "2 counters"),
                ("12", "12 counters"),
            ],
        },
    ),
    (
        "loto",
        "quarters",
        Words {
            label: "The first way: are the lines paid as well (a quarter of the pool to the first line, a quarter to two lines, the half to the whole card)?",
            values: &[("false", "No, the whole card takes all"), ("true", "Yes")],
        },
    ),
    (
        "loto",
        "per_card",
        Words {
            label: "The second way: how many counters are put in for each card?",
            values: &[
                ("60", "60 counters"),
                ("30", "30 counters"),
                ("120", "120 counters"),
            ],
        },
    ),
    (
        "snooker-pool",
        "stake",
        Words {
            label: "How many counters is a point worth?",
            values: COUNTERS,
        },
    ),
    (
        "snooker-pool",
        "white_off",
        Words {
            label: "Forcing the white off the table costs",
            values: &[
                ("\"coup\"", "As a miss: the value of the ball he was on"),
                ("\"one\"", "One point, whatever ball he was on"),
            ],
        },
    ),
    (
        "pool",
        "stake",
        Words {
            label: "How many counters does each put into the pool (and a star cost)?",
            values: COUNTERS,
        },
    ),
    (
        "pool",
        "forfeit",
        Words {
            label: "How many counters is the forfeit for each life lost?",
            values: &[("1", "1 counter"), ("2", "2 counters"), ("5", "5 counters")],
        },
    ),
    (
        "pool",
        "lives",
        Words {
            label: "How many lives does each player start with?",
            values: &[
                ("3", "3 lives"),
                ("2", "2 lives"),
                ("4", "4 lives"),
                ("5", "5 lives"),
            ],
        },
    ),
    (
        "pool",
        "stars",
        Words {
            label: "How many stars may be bought in a pool?",
            values: &[
                ("\"book\"", "One up to six players, two for seven or more"),
                ("\"one\"", "One, however many play"),
                ("\"none\"", "None"),
            ],
        },
    ),
    (
        "pool",
        "division",
        Words {
            label: "May the last two divide the pool when they have as many lives each?",
            values: &[
                ("true", "Yes, unless the pool was of three or fewer"),
                ("false", "No, it is always played out"),
            ],
        },
    ),
    (
        "pool",
        "table_charge",
        Words {
            label: "How many counters does the room take out of the pool for the table?",
            values: &[("0", "None"), ("1", "1 counter"), ("2", "2 counters")],
        },
    ),
    (
        "pyramids",
        "stake",
        Words {
            label: "How many counters is the game's stake?",
            values: COUNTERS,
        },
    ),
    (
        "pyramids",
        "pays",
        Words {
            label: "What does the loser pay?",
            values: &[
                ("\"game\"", "The stake, the higher score winning"),
                ("\"points\"", "The stake for each point between the scores"),
            ],
        },
    ),
    (
        "shell-out",
        "stake",
        Words {
            label: "How many counters does each player pay the striker for a red?",
            values: COUNTERS,
        },
    ),
    (
        "shell-out",
        "fault",
        Words {
            label: "After a miss or the white pocketed, at the next red the player at fault",
            values: &[
                (
                    "\"alone\"",
                    "Pays the striker for everyone, the others paying nothing",
                ),
                (
                    "\"besides\"",
                    "Pays for everyone besides what the others pay",
                ),
            ],
        },
    ),
];
