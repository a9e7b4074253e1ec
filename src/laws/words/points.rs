//! The words for the all fours family (seven-up, California jack, shasta sam, auction pitch,
//! two-ten-jack), cinch, sixty-three, pedro, forty-five and twenty-five (see `tricks`). Settings
//! that several laws share with one meaning are written once as a constant.

use super::Words;

const GAME_7_OR_10: Words = Words {
    label: "Points in a game",
    values: &[("7", "7"), ("10", "10")],
};

const REVOKE_SCORES: Words = Words {
    label: "When both sides may go out on one hand, a revoke's points count:",
    values: &[
        ("\"first\"", "First, before high"),
        ("\"last\"", "Last, after game"),
    ],
};

const ONE_TRUMP: Words = Words {
    label: "When a single trump is played in a hand, its holder scores:",
    values: &[
        ("\"both\"", "Both high and low"),
        ("\"high_only\"", "High only"),
    ],
};

const STAKE: Words = Words {
    label: "How are stakes settled?",
    values: &[
        ("\"game\"", "One stake for the game"),
        (
            "\"points\"",
            "A stake for each point between the winner's total and each loser's",
        ),
    ],
};

const CINCH_SCORING: Words = Words {
    label: "How is a deal scored?",
    values: &[
        (
            "\"set_back\"",
            "Each side scores what it makes; a bidder short of his bid is set back",
        ),
        (
            "\"difference\"",
            "Only the side with more points scores the difference; a failed bid gives the opponents their points and the bid",
        ),
    ],
};

const BIDDER_REVOKE: Words = Words {
    label: "When the bidder's side revokes:",
    values: &[
        ("\"no_score\"", "It scores nothing on that hand"),
        (
            "\"set_back\"",
            "It scores nothing and is set back the amount of its bid too",
        ),
    ],
};

pub(super) const POINTS: &[(&str, &str, Words)] = &[
    // The `*` families: each game's two-, three- and four-hand laws.
    ("seven-up*", "game", GAME_7_OR_10),
    ("seven-up*", "revoke_scores", REVOKE_SCORES),
    ("seven-up*", "one_trump", ONE_TRUMP),
    ("california-jack*", "game", GAME_7_OR_10),
    ("california-jack*", "revoke_scores", REVOKE_SCORES),
    ("california-jack*", "one_trump", ONE_TRUMP),
    ("shasta-sam*", "game", GAME_7_OR_10),
    ("shasta-sam*", "revoke_scores", REVOKE_SCORES),
    ("shasta-sam*", "one_trump", ONE_TRUMP),
    ("auction-pitch*", "game", GAME_7_OR_10),
    (
        "auction-pitch*",
        "bidding",
        Words {
            label: "How is the trump bid for?",
            values: &[
                (
                    "\"board\"",
                    "To the board: nobody scores the points bid (the modern way)",
                ),
                (
                    "\"sale\"",
                    "By sale: the eldest hand may sell the trump and score the bid (the older way)",
                ),
            ],
        },
    ),
    (
        "auction-pitch*",
        "sale_limit",
        Words {
            label: "Bidding by sale, a bid that would put the eldest hand out:",
            values: &[
                ("\"refuse\"", "Is not allowed"),
                (
                    "\"cap\"",
                    "Is allowed, but he scores only to 1 point short of game",
                ),
            ],
        },
    ),
    (
        "auction-pitch*",
        "smudge",
        Words {
            label: "Does a bid of four, made in full, win the game at once (smudge)?",
            values: &[
                ("false", "No"),
                ("true", "Yes, unless the bidder was in the hole when he bid"),
            ],
        },
    ),
    (
        "auction-pitch*",
        "joker",
        Words {
            label: "Is the joker in the pack?",
            values: &[
                ("false", "No"),
                ("true", "Yes: 1 point to the player who wins it"),
            ],
        },
    ),
    (
        "auction-pitch*",
        "joker_place",
        Words {
            label: "With the joker, its point counts:",
            values: &[
                ("\"after_jack\"", "After jack, before game"),
                ("\"after_game\"", "After game"),
            ],
        },
    ),
    (
        "two-ten-jack*",
        "both_out",
        Words {
            label: "When two players or sides pass 100 on one deal:",
            values: &[
                (
                    "\"higher\"",
                    "The higher total wins (on equal totals, play goes on)",
                ),
                (
                    "\"play_on\"",
                    "Play goes on until a deal ends with one player alone at 100 or more",
                ),
            ],
        },
    ),
    (
        "cinch",
        "game",
        Words {
            label: "Points in a game",
            values: &[
                ("51", "51"),
                ("32", "32, as in progressive cinch"),
                ("61", "61"),
                ("101", "101"),
            ],
        },
    ),
    ("cinch", "scoring", CINCH_SCORING),
    (
        "cinch",
        "low",
        Words {
            label: "Who scores low (the two of trumps)?",
            values: &[
                ("\"won\"", "The side that wins the trick it falls in"),
                ("\"dealt\"", "The side it was dealt to"),
            ],
        },
    ),
    ("cinch", "bidder_revoke", BIDDER_REVOKE),
    ("cinch", "settle", STAKE),
    (
        "razzle-dazzle",
        "game",
        Words {
            label: "Points in a game",
            values: &[("51", "51"), ("32", "32"), ("61", "61"), ("101", "101")],
        },
    ),
    ("razzle-dazzle", "scoring", CINCH_SCORING),
    (
        "razzle-dazzle",
        "low",
        Words {
            label: "Who scores low (the two of trumps)?",
            values: &[
                ("\"won\"", "The side that wins the trick it falls in"),
                ("\"dealt\"", "The side it was dealt to"),
            ],
        },
    ),
    ("razzle-dazzle", "bidder_revoke", BIDDER_REVOKE),
    ("razzle-dazzle", "settle", STAKE),
    (
        "sixty-three",
        "game",
        Words {
            label: "Points in a game",
            values: &[("152", "152")],
        },
    ),
    ("sixty-three", "scoring", CINCH_SCORING),
    ("sixty-three", "bidder_revoke", BIDDER_REVOKE),
    ("sixty-three", "settle", STAKE),
    ("pedro", "settle", STAKE),
    (
        "dom-pedro",
        "game",
        Words {
            label: "Points in a game",
            values: &[("50", "50"), ("100", "100")],
        },
    ),
    ("dom-pedro", "settle", STAKE),
    (
        "forty-five",
        "method",
        Words {
            label: "How are the tricks scored?",
            values: &[
                (
                    "\"five_or_ten\"",
                    "Three or four tricks score 5, all five score 10",
                ),
                (
                    "\"per_trick\"",
                    "Each trick counts 5, less the other side's: 5, 15 or 25",
                ),
            ],
        },
    ),
    ("forty-five", "settle", STAKE),
    (
        "twenty-five",
        "game",
        Words {
            label: "Points in a game",
            values: &[("25", "25"), ("45", "45")],
        },
    ),
    (
        "twenty-five",
        "several_out",
        Words {
            label: "When two players reach the game on one hand:",
            values: &[
                (
                    "\"trick_order\"",
                    "The first to get there, trick by trick, wins",
                ),
                (
                    "\"highest\"",
                    "The higher total wins (on equal totals, the first to get there)",
                ),
            ],
        },
    ),
    ("twenty-five", "settle", STAKE),
];
