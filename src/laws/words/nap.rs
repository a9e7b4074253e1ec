//! The words for the nap family: Napoleon, My Bird Sings and Spoil Five (see `tricks`).

use super::Words;

pub(super) const NAP: &[(&str, &str, Words)] = &[
    (
        "nap",
        "form",
        Words {
            label: "Which hand is dealt?",
            values: &[
                ("\"five_card\"", "Five cards"),
                ("\"six_card\"", "Six cards, one thrown away"),
                ("\"seven_card\"", "Seven cards, two thrown away"),
                ("\"nine_card\"", "Nine cards: Nap is all nine tricks"),
                ("\"thirty_two_card\"", "Five cards from a piquet pack"),
            ],
        },
    ),
    (
        "nap",
        "nap_stakes",
        Words {
            label: "What does Nap win and lose at each player?",
            values: &[
                ("\"ten_five\"", "Ten won, five lost"),
                (
                    "\"twelve_six\"",
                    "Twelve won, six lost (a shilling and sixpence)",
                ),
            ],
        },
    ),
    (
        "nap",
        "scale",
        Words {
            label: "How are Wellington and Blücher paid?",
            values: &[
                ("\"standard\"", "Double and treble Nap: 20 or 10, 30 or 15"),
                (
                    "\"modified\"",
                    "No more won than Nap, double and treble lost",
                ),
                (
                    "\"as_1927\"",
                    "As the 1927 rules print it: 5 or 10, 10 or 20",
                ),
            ],
        },
    ),
    (
        "nap",
        "kitty",
        Words {
            label: "Is there a kitty, and who feeds it?",
            values: &[
                ("\"none\"", "No kitty"),
                ("\"dealer\"", "Each dealer puts in one"),
                ("\"round\"", "Everyone puts in one each round"),
                (
                    "\"dealer_and_players\"",
                    "The dealer three and everyone else one, every deal",
                ),
            ],
        },
    ),
    (
        "nap",
        "kitty_goes_to",
        Words {
            label: "Which calls made take the kitty?",
            values: &[
                ("\"five_tricks\"", "Nap, Wellington or Blücher"),
                ("\"nap_only\"", "Nap only"),
            ],
        },
    ),
    (
        "nap",
        "failed_nap",
        Words {
            label: "Does a failed Nap pay into the kitty?",
            values: &[
                ("\"nothing\"", "No"),
                ("\"doubles_kitty\"", "Yes: as much as it holds"),
            ],
        },
    ),
    (
        "nap",
        "spare_hand",
        Words {
            label: "Is a spare hand dealt?",
            values: &[
                ("\"none\"", "No"),
                ("\"spare_hand\"", "Yes: failing puts two into the kitty"),
                ("\"sir_garnet\"", "Sir Garnet or the widow, at Nap's stakes"),
                ("\"sir_garnet_double\"", "Sir Garnet, failing loses double"),
            ],
        },
    ),
    (
        "nap",
        "purchase",
        Words {
            label: "May players buy cards (one into the kitty a card)?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    (
        "nap",
        "peep",
        Words {
            label: "May players peep at an extra card (one into the kitty)?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    (
        "nap",
        "double_header",
        Words {
            label: "When everybody passes, are the next stakes doubled?",
            values: &[
                ("\"off\"", "No"),
                ("\"on\"", "Yes, until a caller wins"),
                (
                    "\"compounding\"",
                    "Yes, and doubled again at each deal passed",
                ),
            ],
        },
    ),
    (
        "nap",
        "lowest_call",
        Words {
            label: "What is the lowest call?",
            values: &[
                ("1", "One trick"),
                ("2", "Two tricks"),
                ("3", "Three tricks"),
            ],
        },
    ),
    (
        "nap",
        "all_pass",
        Words {
            label: "When everybody passes, what happens?",
            values: &[
                ("\"refused\"", "Nobody may: the first caller stands for one"),
                ("\"dealer_pays\"", "The dealer pays one to each"),
            ],
        },
    ),
    (
        "nap",
        "revoke",
        Words {
            label: "When a player other than the caller revokes?",
            values: &[
                (
                    "\"not_played_on\"",
                    "The hand stops: he pays the caller for everyone",
                ),
                (
                    "\"replayed\"",
                    "The hand is replayed: he pays for everyone as it turns out",
                ),
            ],
        },
    ),
    (
        "my-bird-sings",
        "pack",
        Words {
            label: "Which pack?",
            values: &[
                ("\"full\"", "Fifty-two cards, up to thirteen players"),
                ("\"thirty_two\"", "Thirty-two cards, up to eight players"),
            ],
        },
    ),
    (
        "my-bird-sings",
        "play",
        Words {
            label: "Who takes the pool?",
            values: &[
                ("\"first_to_sing\"", "The first bird to sing"),
                ("\"whole_pack\"", "The most singing hands, through the pack"),
            ],
        },
    ),
    (
        "my-bird-sings",
        "remainder",
        Words {
            label: "Where do the odd counters of a divided pool go?",
            values: &[
                ("\"stays_in_pool\"", "They stay in the pool"),
                (
                    "\"to_eldest\"",
                    "To the tied players from the dealer's left",
                ),
            ],
        },
    ),
    (
        "spoil-five",
        "stake",
        Words {
            label: "How much does each player put into a new pool?",
            values: &[("1", "One"), ("2", "Two"), ("3", "Three"), ("5", "Five")],
        },
    ),
    (
        "spoil-five",
        "deal_stake",
        Words {
            label: "How much more does the dealer put in?",
            values: &[("1", "One"), ("2", "Two"), ("3", "Three")],
        },
    ),
    (
        "spoil-five",
        "feeding",
        Words {
            label: "Who feeds a spoilt pool?",
            values: &[
                (
                    "\"each_player_and_dealer\"",
                    "Everyone one, and the dealer his stake",
                ),
                ("\"dealer_only\"", "Each dealer one"),
            ],
        },
    ),
    (
        "spoil-five",
        "jink",
        Words {
            label: "May a player jink (play on for all five tricks)?",
            values: &[
                ("\"off\"", "No"),
                ("\"original_stake\"", "Yes: he wins each player's stake too"),
                ("\"one_counter\"", "Yes: he wins one from each too"),
            ],
        },
    ),
    (
        "spoil-five",
        "two_tricks_win",
        Words {
            label: "Do two tricks win the pool (five or more players)?",
            values: &[("false", "No: three tricks"), ("true", "Yes")],
        },
    ),
];
