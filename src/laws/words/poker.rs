//! The words for poker's settings (see `tricks`).

use super::Words;

const NO_YES: &[(&str, &str)] = &[("false", "No"), ("true", "Yes")];

pub(super) const POKER: &[(&str, &str, Words)] = &[
    (
        "poker",
        "ace",
        Words {
            label: "How does the ace count in a straight?",
            values: &[
                ("\"high_or_low\"", "High, or low in ace-2-3-4-5"),
                (
                    "\"low_in_sequence\"",
                    "Low only: 10-J-Q-K-A is no straight (the English code)",
                ),
            ],
        },
    ),
    (
        "poker",
        "hearts_first",
        Words {
            label: "Does a flush in hearts beat every other flush?",
            values: NO_YES,
        },
    ),
    (
        "poker",
        "no_straights",
        Words {
            label: "Are straights left out, as in straight poker?",
            values: NO_YES,
        },
    ),
    (
        "poker",
        "joker",
        Words {
            label: "Is the joker in the pack, wild?",
            values: NO_YES,
        },
    ),
    (
        "poker",
        "deuces_wild",
        Words {
            label: "Are deuces wild?",
            values: NO_YES,
        },
    ),
    (
        "poker",
        "wild_ties",
        Words {
            label: "When two hands are equal but for wild cards:",
            values: &[
                ("\"fewer_wild\"", "The hand with fewer wild cards wins"),
                ("\"more_wild\"", "The hand with the joker wins"),
                ("\"equal\"", "They divide the pool"),
            ],
        },
    ),
    (
        "poker",
        "blaze",
        Words {
            label: "Does a blaze (five court cards) count, above two pairs?",
            values: NO_YES,
        },
    ),
    (
        "poker",
        "skip",
        Words {
            label: "Does a skip straight (2-4-6-8-10) count?",
            values: &[
                ("\"none\"", "No"),
                ("\"above_two_pairs\"", "Yes, above two pairs"),
                ("\"above_threes\"", "Yes, above threes"),
            ],
        },
    ),
    (
        "poker",
        "tiger",
        Words {
            label: "Does a tiger count, above a straight?",
            values: &[
                ("\"none\"", "No"),
                (
                    "\"seven_to_deuce\"",
                    "Yes: seven high, deuce low, nothing else",
                ),
                ("\"lowest_straight\"", "Yes: the lowest straight"),
            ],
        },
    ),
    (
        "poker",
        "round_the_corner",
        Words {
            label: "Does a round-the-corner straight (Q-K-A-2-3) count, above threes?",
            values: NO_YES,
        },
    ),
    (
        "poker",
        "odd_counter",
        Words {
            label: "When a divided pool leaves an odd counter:",
            values: &[
                (
                    "\"stays_in_pool\"",
                    "It stays in the pool for the next deal",
                ),
                (
                    "\"left_of_dealer\"",
                    "It goes to the winner nearest the dealer's left",
                ),
            ],
        },
    ),
    (
        "poker",
        "ante",
        Words {
            label: "The ante, in counters:",
            values: &[("1", "1"), ("2", "2"), ("5", "5"), ("10", "10")],
        },
    ),
    (
        "poker",
        "false_opener",
        Words {
            label: "An opener who cannot show his openers pays:",
            values: &[
                ("\"ante_for_all\"", "An ante for each other player"),
                ("\"two_antes\"", "Two antes"),
            ],
        },
    ),
];
