//! The words for bézique, piquet, écarté, cribbage, sixty-six, pinochle and the party and
//! league prizes (see `tricks`).

use super::Words;

pub(super) const OTHERS: &[(&str, &str, Words)] = &[
    (
        "bezique",
        "code",
        Words {
            label: "Which book?",
            values: &[
                ("\"1909\"", "1909: two players, with a trump"),
                (
                    "\"1927\"",
                    "1927: two to four players, with or without a trump",
                ),
            ],
        },
    ),
    (
        "bezique",
        "partnership",
        Words {
            label: "Four players as two partnerships?",
            values: &[
                ("false", "No: each plays for himself"),
                ("true", "Yes: two sides of two"),
            ],
        },
    ),
    (
        "bezique",
        "trump",
        Words {
            label: "Is there a trump turned up?",
            values: &[
                ("true", "Yes"),
                ("false", "No: the first marriage makes trumps"),
            ],
        },
    ),
    (
        "bezique",
        "target",
        Words {
            label: "Points in a game",
            values: &[
                ("null", "As the book says: 1,000 for two, 2,000 for more"),
                ("1000", "1,000"),
                ("1500", "1,500"),
                ("2000", "2,000"),
            ],
        },
    ),
    (
        "piquet",
        "code",
        Words {
            label: "Which book's capot?",
            values: &[
                ("\"1909\"", "1909: 40 and the last trick besides"),
                ("\"1927\"", "1927: 40 in all"),
            ],
        },
    ),
    (
        "piquet",
        "game",
        Words {
            label: "Points in a game",
            values: &[("100", "100"), ("101", "101")],
        },
    ),
    (
        "ecarte",
        "code",
        Words {
            label: "A hand played again after a renounce: what does the offender mark?",
            values: &[
                ("\"1909\"", "1909: nothing for the point, one for the vole"),
                (
                    "\"1927\"",
                    "1927: nothing unless he takes all five, then one",
                ),
            ],
        },
    ),
    (
        "ecarte",
        "game_values",
        Words {
            label: "Does a game count more when the loser has scored little?",
            values: &[
                ("false", "No: every game counts one"),
                ("true", "Yes: treble, double or single"),
            ],
        },
    ),
    (
        "pool-ecarte",
        "stake",
        Words {
            label: "Counters each player puts up for a pool",
            values: &[("1", "One"), ("2", "Two"), ("5", "Five"), ("10", "Ten")],
        },
    ),
    (
        "pool-ecarte",
        "rotation",
        Words {
            label: "Who plays the next game?",
            values: &[
                ("\"rentrant\"", "The winner against the next player waiting"),
                ("\"any\"", "Any two players"),
            ],
        },
    ),
    (
        "cribbage*",
        "code",
        Words {
            label: "Which book's line for a lurch?",
            values: &[
                ("\"1909\"", "1909: less than half the game"),
                ("\"1927\"", "1927: before the opponent reaches the line"),
            ],
        },
    ),
    (
        "cribbage",
        "variant",
        Words {
            label: "Which game?",
            values: &[
                ("\"five_card\"", "Five cards, 61 up"),
                ("\"six_card\"", "Six cards, 121 up"),
                ("\"seven_card\"", "Seven cards, 181 up"),
            ],
        },
    ),
    (
        "cribbage-three-hand",
        "game",
        Words {
            label: "Points in a game",
            values: &[("61", "61"), ("121", "121")],
        },
    ),
    (
        "sixty-six-four-hand",
        "exactly_100",
        Words {
            label: "A side that counts exactly 100 scores:",
            values: &[
                ("\"two\"", "Two game points"),
                ("\"one\"", "One game point"),
            ],
        },
    ),
    (
        "sixty-six-four-hand",
        "ten_of_trumps",
        Words {
            label: "Does the ten of trumps count a game point?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    (
        "sixty-six-auction",
        "bid_120",
        Words {
            label: "A bid of 120 made is worth:",
            values: &[("4", "Four game points"), ("5", "Five game points")],
        },
    ),
    (
        "sixty-six-auction",
        "failure",
        Words {
            label: "A bid that fails:",
            values: &[
                ("\"debit\"", "Taken from the bidders"),
                ("\"credit_opponents\"", "Given to their opponents"),
            ],
        },
    ),
    (
        "pinochle",
        "beyond_1250",
        Words {
            label: "Both players out at 1,250 without a call:",
            values: &[
                ("\"add_250\"", "Play on another 250"),
                ("\"higher_wins\"", "The higher score wins"),
            ],
        },
    ),
    (
        "auction-pinochle",
        "scoring",
        Words {
            label: "How are scores settled?",
            values: &[
                ("\"tenths\"", "Divided by ten"),
                ("\"points\"", "In points"),
                ("\"fifties\"", "Parts of 50 thrown off"),
            ],
        },
    ),
    (
        "auction-pinochle",
        "bonus",
        Words {
            label: "Premiums on the higher bids?",
            values: &[("false", "No"), ("true", "Yes, paid only when made")],
        },
    ),
    (
        "party-prizes",
        "ties",
        Words {
            label: "A tie for a prize is decided:",
            values: &[
                ("\"play_off\"", "By playing one more game"),
                ("\"cut\"", "By cutting, high winning"),
                ("\"lot\"", "By lot"),
                (
                    "\"foster\"",
                    "By drawing one of the tied score cards, shuffled face down",
                ),
            ],
        },
    ),
    (
        "progressive-auction",
        "reckoning",
        Words {
            label: "A round counts:",
            values: &[
                ("\"gross\"", "Each side's whole score"),
                ("\"net\"", "Only the difference"),
            ],
        },
    ),
    (
        "skat-league-prizes",
        "play_points",
        Words {
            label: "For third and seventh prizes, \"the most points\" means:",
            values: &[
                ("\"card_points\"", "The card points taken in that game"),
                ("\"session_points\"", "The player's points for the session"),
            ],
        },
    ),
    (
        "skat-league-prizes",
        "highest_game",
        Words {
            label: "For sixth prize, the highest game won may be:",
            values: &[
                ("\"any\"", "Any game, Nullos included"),
                ("\"no_nullos\"", "Any game but a Nullo"),
            ],
        },
    ),
    (
        "skat-league-prizes",
        "tournee",
        Words {
            label: "For seventh prize, the Tournee class holds:",
            values: &[
                ("\"without_guckser\"", "Tournee and Passt mir nicht"),
                ("\"with_guckser\"", "Those and the Guckser"),
            ],
        },
    ),
];
