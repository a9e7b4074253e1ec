//! The words for vint, Norwegian whist and Grand (see `tricks`).

use super::Words;

pub(super) const LATE_TRICKS: &[(&str, &str, Words)] = &[
    (
        "vint",
        "partners",
        Words {
            label: "After each rubber, do the partners change?",
            values: &[
                (
                    "\"changed\"",
                    "Yes: each plays once with each of the others",
                ),
                ("\"fixed\"", "No: they stay as cut"),
            ],
        },
    ),
    (
        "vint",
        "overflow",
        Words {
            label: "Trick points past 500 in the hand that wins a game:",
            values: &[
                (
                    "\"dropped\"",
                    "Count in the score; the next game starts at nothing",
                ),
                ("\"carried\"", "Carried by the winners into the next game"),
            ],
        },
    ),
    (
        "vint",
        "tied_aces",
        Words {
            label: "Aces two and two at a trump: the side with more tricks scores",
            values: &[
                ("\"own_two\"", "Its own two aces"),
                ("\"all_four\"", "All four aces"),
            ],
        },
    ),
    (
        "vint",
        "slam_beyond_bid",
        Words {
            label: "A little slam bid that takes all thirteen tricks scores",
            values: &[
                ("\"larger_only\"", "6,000 only"),
                ("\"both\"", "6,000 and the grand slam's 2,000"),
            ],
        },
    ),
    (
        "vint",
        "defenders_slam",
        Words {
            label: "Do the adversaries score a slam they make?",
            values: &[("true", "Yes"), ("false", "No: only the bidder's side")],
        },
    ),
    (
        "vint",
        "nt_aces_coronet",
        Words {
            label: "Three or four aces in one hand at no trumps are worth",
            values: &[
                ("\"double\"", "Double: 1,000 for three, 2,000 for four"),
                ("\"single\"", "Single: 500 for three, 1,000 for four"),
            ],
        },
    ),
    (
        "norwegian-whist",
        "nullo_trick",
        Words {
            label: "A trick in a Nullo is worth",
            values: &[("4", "Four, as in a Grand"), ("2", "Two")],
        },
    ),
    (
        "norwegian-whist",
        "grand_slam",
        Words {
            label: "A grand slam at Grand counts",
            values: &[
                ("\"odd_tricks\"", "Its seven tricks over the book (28)"),
                ("\"all_thirteen\"", "All thirteen tricks (52, the game)"),
            ],
        },
    ),
    (
        "norwegian-whist",
        "game",
        Words {
            label: "Points in a game",
            values: &[("50", "Fifty"), ("100", "A hundred")],
        },
    ),
    (
        "norwegian-whist",
        "game_value",
        Words {
            label: "A game won is worth",
            values: &[
                ("\"difference\"", "The difference of the scores"),
                ("\"one\"", "One game"),
            ],
        },
    ),
    (
        "norwegian-whist",
        "forfeit",
        Words {
            label: "The twenty forfeited for a bid out of turn are",
            values: &[
                ("\"deducted\"", "Taken from the offenders' score"),
                ("\"to_opponents\"", "Given to the other side"),
            ],
        },
    ),
    (
        "grand",
        "owed_floor",
        Words {
            label: "If the side farther from 100 has so few crosses that it owes less than nothing:",
            values: &[
                ("\"negative_allowed\"", "It receives the difference"),
                ("\"zero\"", "Nothing changes hands"),
            ],
        },
    ),
    (
        "grand",
        "crosses",
        Words {
            label: "A cross is marked for",
            values: &[
                ("\"failed_bids\"", "Each bid not made"),
                ("\"every_set_back\"", "Every set-back, at Hearts too"),
            ],
        },
    ),
    (
        "grand",
        "finished_game",
        Words {
            label: "A game played out to 100 is paid",
            values: &[
                (
                    "\"as_quitting\"",
                    "As at quitting time: the points short of 100",
                ),
                ("\"difference\"", "By the difference of the scores"),
            ],
        },
    ),
    (
        "grand",
        "euchre_opponents",
        Words {
            label: "When a Euchre bid fails, the opponents",
            values: &[
                ("\"score\"", "Score the tricks they took that count"),
                ("\"nothing\"", "Score nothing"),
            ],
        },
    ),
];
