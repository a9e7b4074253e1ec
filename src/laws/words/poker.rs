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
    (
        "poker",
        "form",
        Words {
            label: "Which form of poker is played?",
            values: &[
                ("\"draw\"", "Draw poker: five cards"),
                (
                    "\"straight\"",
                    "Straight poker or bluff: five cards, no straights",
                ),
                ("\"stud\"", "Stud poker: five cards"),
                (
                    "\"peek\"",
                    "Peek poker: seven or eight cards, the best five count",
                ),
                (
                    "\"spit_in_the_ocean\"",
                    "Spit in the ocean: four cards and the centre card, wild",
                ),
                ("\"wild_widow\"", "The wild widow: the widow's rank is wild"),
                (
                    "\"whiskey\"",
                    "Whiskey poker: every hand shown, the lowest pays a forfeit",
                ),
            ],
        },
    ),
    (
        "poker",
        "pack",
        Words {
            label: "Which pack?",
            values: &[
                ("\"full\"", "The full pack of fifty-two"),
                (
                    "\"stripped\"",
                    "Stripped: the 2s and 3s out (3s and 4s with deuces wild), the ace always high",
                ),
            ],
        },
    ),
    (
        "poker",
        "false_opener_hand",
        Words {
            label: "When others came in against an opener without openers, his hand:",
            values: &[
                ("\"dead\"", "Is dead: it takes nothing"),
                ("\"plays\"", "Plays like any other"),
            ],
        },
    ),
    (
        "poker",
        "jack_pots",
        Words {
            label: "Which deals are jack-pots?",
            values: &[
                (
                    "\"after_all_pass\"",
                    "The deal after everyone passed, until one is opened",
                ),
                ("\"every_deal\"", "Every deal"),
            ],
        },
    ),
    (
        "poker",
        "openers",
        Words {
            label: "What opens a jack-pot?",
            values: &[
                ("\"jacks\"", "A pair of jacks or better, always"),
                (
                    "\"jacks_queens_kings\"",
                    "Jacks, then queens, then kings after each one not opened, then jacks again",
                ),
                (
                    "\"up_to_aces\"",
                    "Jacks, queens, kings, aces, then back down",
                ),
            ],
        },
    ),
    (
        "poker",
        "whangdoodle",
        Words {
            label: "After a full hand or better, is a round of jack-pots played?",
            values: NO_YES,
        },
    ),
    (
        "poker",
        "limit",
        Words {
            label: "The most a player may raise at one time, in counters:",
            values: &[
                ("0", "No limit checked"),
                ("5", "5"),
                ("10", "10"),
                ("12", "12"),
                ("20", "20"),
                ("50", "50"),
                ("100", "100"),
            ],
        },
    ),
    (
        "poker",
        "double_up",
        Words {
            label: "Is it the double-up game, each bet at most what is in the pool?",
            values: NO_YES,
        },
    ),
    (
        "poker",
        "premium_full",
        Words {
            label: "The premium each other player pays for a full hand shown:",
            values: &[
                ("0", "None"),
                ("1", "1"),
                ("2", "2"),
                ("5", "5"),
                ("10", "10"),
            ],
        },
    ),
    (
        "poker",
        "premium_fours",
        Words {
            label: "The premium each other player pays for fours shown:",
            values: &[
                ("0", "None"),
                ("1", "1"),
                ("2", "2"),
                ("5", "5"),
                ("10", "10"),
                ("20", "20"),
            ],
        },
    ),
    (
        "poker",
        "premium_straight_flush",
        Words {
            label: "The premium each other player pays for a straight flush or better:",
            values: &[
                ("0", "None"),
                ("1", "1"),
                ("2", "2"),
                ("5", "5"),
                ("10", "10"),
                ("20", "20"),
                ("50", "50"),
            ],
        },
    ),
    (
        "poker",
        "kitty",
        Words {
            label: "Counters cut from each pool won for the kitty:",
            values: &[("0", "None"), ("1", "1"), ("2", "2"), ("5", "5")],
        },
    ),
    (
        "poker",
        "forfeit",
        Words {
            label: "Whiskey poker: the forfeit the lowest hand pays when no pot was made:",
            values: &[("1", "1"), ("2", "2"), ("5", "5"), ("10", "10")],
        },
    ),
    (
        "poker",
        "forfeit_to",
        Words {
            label: "Whiskey poker: the forfeit goes",
            values: &[
                ("\"highest\"", "To the highest hand"),
                ("\"pool\"", "Into the pool for the next deal"),
            ],
        },
    ),
];
