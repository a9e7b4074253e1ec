//! The words for the settings of the games counted at the end of a hand: cassino, the pinochle
//! forms not in `others`, hasenpfeffer and quinto (see `tricks`).

use super::Words;

pub(super) const COUNTING: &[(&str, &str, Words)] = &[
    (
        "cassino*",
        "form",
        Words {
            label: "Which game of cassino is played?",
            values: &[
                ("\"cassino\"", "Cassino"),
                (
                    "\"royal\"",
                    "Royal cassino: the court cards take 11, 12 and 13",
                ),
                ("\"royal_draw\"", "Royal draw cassino"),
                ("\"royal_sixty\"", "Royal cassino with the sixty-card pack"),
                ("\"spade\"", "Spade cassino: every spade a point, 61 up"),
            ],
        },
    ),
    (
        "cassino*",
        "code",
        Words {
            label: "How are the points of a deal scored?",
            values: &[
                ("\"1927\"", "Each side scores all its own points"),
                (
                    "\"1884\"",
                    "Only the difference is scored, by the higher (the round-games book)",
                ),
            ],
        },
    ),
    (
        "cassino*",
        "game",
        Words {
            label: "How many points is the game?",
            values: &[
                ("null", "The game's own: 21, or 61 at spade cassino"),
                ("11", "11 points"),
                ("21", "21 points"),
                ("61", "61 points"),
            ],
        },
    ),
    (
        "cassino*",
        "each_deal_a_game",
        Words {
            label: "Is each deal a game in itself, the most of the 11 points winning?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    (
        "cassino*",
        "spades_majority",
        Words {
            label: "At spade cassino, does the most spades still score a point?",
            values: &[
                ("false", "No, each spade counts instead"),
                ("true", "Yes, as well"),
            ],
        },
    ),
    (
        "cassino*",
        "independent",
        Words {
            label: "When three or four play each for himself (the round-games book):",
            values: &[
                ("\"each\"", "Each scores his own points"),
                (
                    "\"lowest_deducted\"",
                    "The lowest scores nothing, his points taken from each other player's",
                ),
                (
                    "\"two_lowest\"",
                    "Of three, the two lower scores together are taken from the highest",
                ),
            ],
        },
    ),
    (
        "pinochle-three-hand",
        "beyond_1250",
        Words {
            label: "More than one player out at 1,250 without a call:",
            values: &[
                ("\"add_250\"", "Play on another 250"),
                ("\"higher_wins\"", "The higher score wins"),
            ],
        },
    ),
    (
        "pinochle-four-hand",
        "beyond_1250",
        Words {
            label: "Both sides out at 1,250 without a call:",
            values: &[
                ("\"add_250\"", "Play on another 250"),
                ("\"higher_wins\"", "The higher score wins"),
            ],
        },
    ),
    (
        "auction-pinochle-no-widow",
        "others_out",
        Words {
            label: "Two of the bidder's opponents go out on the same deal:",
            values: &[
                ("\"higher\"", "The higher score wins"),
                ("\"extend\"", "The game goes on to 1,250"),
            ],
        },
    ),
    (
        "hasenpfeffer",
        "pack",
        Words {
            label: "Which pack is used?",
            values: &[
                ("\"single\"", "The 25-card pack, game 10"),
                (
                    "\"double\"",
                    "The double pinochle pack, game 62, lone hands allowed",
                ),
            ],
        },
    ),
    (
        "hasenpfeffer",
        "opponents_score",
        Words {
            label: "Do the bidder's opponents score a point a trick too?",
            values: &[("true", "Yes"), ("false", "No")],
        },
    ),
    (
        "hasenpfeffer",
        "out_together",
        Words {
            label: "When both sides reach the game on the same hand:",
            values: &[
                ("\"elder\"", "The bidder counts out first"),
                ("\"highest\"", "The higher score wins"),
            ],
        },
    ),
    (
        "quinto*",
        "equal_totals",
        Words {
            label: "When both sides pass 250 on the tricks with equal totals:",
            values: &[
                ("\"play_on\"", "Play on"),
                (
                    "\"cachette\"",
                    "The side that takes the cachette with the twelfth trick wins",
                ),
            ],
        },
    ),
    (
        "quinto",
        "carry_over",
        Words {
            label: "Do points beyond 250 count towards the next game?",
            values: &[
                ("false", "No, each game starts from nothing"),
                ("true", "Yes"),
            ],
        },
    ),
    (
        "quinto",
        "settle",
        Words {
            label: "How is a rubber settled?",
            values: &[
                (
                    "\"difference\"",
                    "By the difference of the points, as at bridge",
                ),
                (
                    "\"rubber\"",
                    "One to the winners of the rubber, whatever the points",
                ),
            ],
        },
    ),
    (
        "quinto-three-handed",
        "settle",
        Words {
            label: "How is each game settled?",
            values: &[
                (
                    "\"difference\"",
                    "By the difference of the points, with each adversary",
                ),
                ("\"game\"", "One a game, whatever the points"),
            ],
        },
    ),
];
