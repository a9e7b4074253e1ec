//! The words for the euchre family and five hundred (see `tricks`). Settings that several laws
//! share with one meaning are written once as a constant and listed for each law.

use super::Words;

const GAME: Words = Words {
    label: "Points in a game",
    values: &[("5", "5"), ("7", "7"), ("10", "10")],
};

const MARCH: Words = Words {
    label: "Points for the maker's march (all five tricks)",
    values: &[("3", "3"), ("2", "2, as in the 1909 book")],
};

const EUCHRED: Words = Words {
    label: "When the maker is euchred:",
    values: &[
        ("\"each_adversary\"", "Each of the other players scores 2"),
        (
            "\"set_back\"",
            "The maker loses 2, and may go below nothing",
        ),
    ],
};

const OUT_TOGETHER: Words = Words {
    label: "When a euchre puts several players out at once:",
    values: &[
        ("\"elder\"", "The elder of them wins"),
        (
            "\"highest\"",
            "The highest score wins; the elder on equal scores",
        ),
    ],
};

const LAPS: Words = Words {
    label: "Do points beyond the game count towards the next game?",
    values: &[
        ("false", "No"),
        ("true", "Yes: they carry over to the next game"),
    ],
};

const SLAMS: Words = Words {
    label: "Does a game won before the other side scores a point count as two games?",
    values: &[("false", "No"), ("true", "Yes: a slam counts two games")],
};

const SLAMS_BEYOND_FIVE: Words = Words {
    label: "With slams, in a game of 7 or 10:",
    values: &[
        (
            "true",
            "A game won before the other side scores is a slam too",
        ),
        ("false", "There are slams only in a game of 5"),
    ],
};

pub(super) const EUCHRE: &[(&str, &str, Words)] = &[
    // `euchre*`: four-hand, two-hand and three-hand euchre.
    ("euchre*", "game", GAME),
    ("euchre*", "laps", LAPS),
    ("euchre*", "slams", SLAMS),
    ("euchre*", "slams_beyond_five", SLAMS_BEYOND_FIVE),
    ("railroad-euchre", "game", GAME),
    ("railroad-euchre", "laps", LAPS),
    ("railroad-euchre", "slams", SLAMS),
    ("railroad-euchre", "slams_beyond_five", SLAMS_BEYOND_FIVE),
    ("call-ace-euchre", "game", GAME),
    ("blind-euchre-five", "game", GAME),
    (
        "euchre-play-off",
        "game",
        Words {
            label: "The play-off is",
            values: &[
                ("5", "One game of 5"),
                ("1", "One hand: the first deal that scores decides"),
                ("7", "One game of 7"),
                ("10", "One game of 10"),
            ],
        },
    ),
    ("euchre-play-off", "march", MARCH),
    ("blind-euchre-five", "march", MARCH),
    ("euchre-play-off", "euchre", EUCHRED),
    ("blind-euchre-five", "euchre", EUCHRED),
    ("euchre-play-off", "out_together", OUT_TOGETHER),
    ("blind-euchre-five", "out_together", OUT_TOGETHER),
    (
        "euchre",
        "lone_hands",
        Words {
            label: "Who may play a lone hand?",
            values: &[
                (
                    "\"new\"",
                    "Only the player who ordered up, took up or made the trump",
                ),
                (
                    "\"old\"",
                    "Also the dealer after his partner assisted, or an opponent after his partner ordered up (the older rule)",
                ),
            ],
        },
    ),
    (
        "euchre-three-hand",
        "march",
        Words {
            label: "Points for the maker's march (all five tricks)",
            values: &[("3", "3"), ("2", "2, as in the 1909 book")],
        },
    ),
    (
        "euchre-three-hand",
        "euchre",
        Words {
            label: "When the maker is euchred:",
            values: &[
                (
                    "\"each_adversary\"",
                    "Each of the other two players scores 2",
                ),
                (
                    "\"set_back\"",
                    "The maker loses 2, and may go below nothing",
                ),
            ],
        },
    ),
    (
        "euchre-three-hand",
        "out_together",
        Words {
            label: "When a euchre puts both the other players out:",
            values: &[
                ("\"elder\"", "The elder of the two wins"),
                (
                    "\"highest\"",
                    "The higher score wins; the elder on equal scores",
                ),
            ],
        },
    ),
    (
        "auction-euchre",
        "game",
        Words {
            label: "Points in a game",
            values: &[("21", "21"), ("25", "25")],
        },
    ),
    (
        "auction-euchre",
        "widow",
        Words {
            label: "Is a widow dealt?",
            values: &[
                ("true", "Yes: a lone hand is worth 8 or 10"),
                ("false", "No: a lone hand is worth 15 or 20"),
            ],
        },
    ),
    (
        "auction-euchre",
        "partners",
        Words {
            label: "At five, seven and eight players, the bidder's partners are:",
            values: &[
                (
                    "\"designated\"",
                    "Players he names, one or two by the size of his bid",
                ),
                (
                    "\"called\"",
                    "The holder of a card he names (none if he holds it himself)",
                ),
            ],
        },
    ),
    (
        "auction-euchre",
        "six_hand",
        Words {
            label: "At six players:",
            values: &[
                (
                    "\"alternate\"",
                    "Three against three, every other player a partner",
                ),
                ("\"named\"", "The bidder names his partners"),
            ],
        },
    ),
    (
        "auction-euchre",
        "made_scores",
        Words {
            label: "A side that makes its bid scores, each player:",
            values: &[
                ("\"bid\"", "A point for each trick bid"),
                ("\"tricks\"", "A point for each trick taken"),
            ],
        },
    ),
    (
        "auction-euchre",
        "failed",
        Words {
            label: "A side that fails to make its bid:",
            values: &[
                ("\"set_back\"", "Is set back the amount of the bid"),
                (
                    "\"adversaries_score\"",
                    "The opponents each score the amount of the bid",
                ),
            ],
        },
    ),
    (
        "auction-euchre",
        "lone_failed",
        Words {
            label: "A lone hand that fails:",
            values: &[
                (
                    "\"general\"",
                    "Is scored as any failed bid, at the lone hand's value",
                ),
                (
                    "\"local\"",
                    "The opponents score 5 each on a bid of 8 or 10, and 10 on 15 or 20",
                ),
            ],
        },
    ),
    (
        "auction-euchre",
        "out_together",
        Words {
            label: "When several players reach the game on one deal:",
            values: &[
                (
                    "\"elder\"",
                    "The bidder counts first, then the others from the dealer's left",
                ),
                (
                    "\"highest\"",
                    "The highest score wins (on equal scores, the bidder first, then from the dealer's left)",
                ),
            ],
        },
    ),
    (
        "call-ace-euchre",
        "without_partner",
        Words {
            label: "A maker who plays without a partner:",
            values: &[
                (
                    "\"lone\"",
                    "Scores as a lone hand, whether he said \"alone\" or holds the called card himself",
                ),
                (
                    "\"alone_only\"",
                    "Scores as a lone hand only if he said \"alone\"",
                ),
            ],
        },
    ),
    (
        "call-ace-euchre",
        "out_together",
        Words {
            label: "When several players reach the game on one deal:",
            values: &[
                (
                    "\"elder\"",
                    "The maker counts first, then the others from the dealer's left",
                ),
                (
                    "\"highest\"",
                    "The highest score wins (on equal scores, the maker first, then from the dealer's left)",
                ),
            ],
        },
    ),
    (
        "penalty-euchre",
        "active",
        Words {
            label: "A player who takes no trick is given a chip for each player in the hand:",
            values: &[
                ("\"including_self\"", "Himself included"),
                ("\"others\"", "Not counting himself"),
            ],
        },
    ),
    // `five-hundred*`: every form of five hundred.
    (
        "five-hundred*",
        "schedule",
        Words {
            label: "Which table of bid values?",
            values: &[
                (
                    "\"avondale\"",
                    "The Avondale schedule (recommended: no two bids are worth the same)",
                ),
                ("\"original\"", "The Original schedule"),
                (
                    "\"inverted\"",
                    "The Inverted schedule, with the suits in reverse order",
                ),
            ],
        },
    ),
    (
        "five-hundred*",
        "game",
        Words {
            label: "Points in a game",
            values: &[
                ("500", "500"),
                ("1000", "1,000, the card points counting too"),
                ("1500", "1,500, the card points counting too"),
            ],
        },
    ),
    (
        "five-hundred*",
        "form",
        Words {
            label: "Which game of five hundred?",
            values: &[
                ("\"by_count\"", "As many hands as there are players"),
                ("\"two_hand\"", "Two hands, with a dead hand"),
                ("\"three_hand\"", "Three hands, each for himself"),
                ("\"partners\"", "Four hands, two against two"),
                (
                    "\"without_partners\"",
                    "Four hands without partners, the dealer taking no cards",
                ),
                ("\"five_hand\"", "Five hands, the bidder taking partners"),
                ("\"six_hand\"", "Six hands, in partnership"),
            ],
        },
    ),
    (
        "five-hundred*",
        "revoke",
        Words {
            label: "A revoke is settled:",
            values: &[
                (
                    "\"law31\"",
                    "By the 1927 book's laws: the hand ends; an opponent's revoke gives the bidder his bid, the bidder's sets him back",
                ),
                (
                    "\"american1909\"",
                    "By the American rule in the 1909 book: the side in fault scores nothing",
                ),
                (
                    "\"hoffmann1909\"",
                    "By Hoffmann's rule: the hand is played again and the opponent in fault is set back 100",
                ),
            ],
        },
    ),
    (
        "five-hundred*",
        "five_hand_partners",
        Words {
            label: "At five players, the bidder's partners:",
            values: &[
                ("\"one\"", "He names any one partner"),
                (
                    "\"by_bid\"",
                    "One partner on a bid of six or seven, two on eight, nine or ten",
                ),
                (
                    "\"called_card\"",
                    "He calls the holder of a card he names (one partner)",
                ),
            ],
        },
    ),
    (
        "five-hundred*",
        "six_hand",
        Words {
            label: "At six players:",
            values: &[
                ("\"two_sides\"", "Three against three"),
                (
                    "\"three_pairs\"",
                    "Three pairs of partners, sitting opposite",
                ),
            ],
        },
    ),
    (
        "five-hundred*",
        "four_without_partners",
        Words {
            label: "Four players without partners: when does the game end?",
            values: &[
                (
                    "\"twelve_deals\"",
                    "After twelve deals, the highest score winning",
                ),
                (
                    "\"twelve_deals_or_500\"",
                    "After twelve deals, or sooner when a player reaches 500 or goes 500 in the hole",
                ),
            ],
        },
    ),
    (
        "five-hundred*",
        "card_points_set_back",
        Words {
            label: "Where card points count, and the bidder is set back, whose card points are thrown out?",
            values: &[
                ("\"bidder\"", "Only the bidder's side's"),
                ("\"all\"", "Every player's, for that deal"),
            ],
        },
    ),
    (
        "five-hundred*",
        "settle",
        Words {
            label: "How are stakes settled?",
            values: &[
                (
                    "\"game\"",
                    "Each loser pays the winner one stake for the game",
                ),
                (
                    "\"points\"",
                    "Each player pays every other the difference of their scores",
                ),
            ],
        },
    ),
];
