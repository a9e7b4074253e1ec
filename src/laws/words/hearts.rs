//! The words for the hearts family: hearts and its variations, and the four jacks.

use super::Words;

pub(super) const HEARTS: &[(&str, &str, Words)] = &[
    (
        "hearts",
        "method",
        Words {
            label: "Which game of hearts, and how is a deal settled?",
            values: &[
                ("\"simple\"", "Hearts: the fewest hearts win the pool"),
                (
                    "\"sweepstakes\"",
                    "Sweepstakes: no hearts wins the pool, otherwise it is a jack",
                ),
                (
                    "\"howell\"",
                    "Howell's: each pays the others for his hearts",
                ),
                ("\"spot\"", "Spot hearts: hearts paid for at their spots"),
                (
                    "\"black-lady\"",
                    "Black lady: the queen of spades counts thirteen",
                ),
                (
                    "\"black-jack\"",
                    "Black jack: the jack of spades counts ten",
                ),
                ("\"joker\"", "Joker hearts: the joker counts five"),
                ("\"domino\"", "Domino hearts: six cards each and a talon"),
                (
                    "\"auction\"",
                    "Auction hearts: the suit to avoid bought by a bid",
                ),
                (
                    "\"heartsette\"",
                    "Heartsette: the widow goes with the first trick",
                ),
            ],
        },
    ),
    (
        "hearts",
        "settle",
        Words {
            label: "How are spot hearts, black lady, black jack, joker, domino hearts and heartsette settled?",
            values: &[
                ("\"simple\"", "The fewest hearts win the pool"),
                ("\"sweepstakes\"", "No hearts wins the pool (sweepstakes)"),
                (
                    "\"howell\"",
                    "Each pays the others for his hearts (Howell's)",
                ),
            ],
        },
    ),
    (
        "hearts",
        "many_clear",
        Words {
            label: "At sweepstakes, when more than two players take no hearts?",
            values: &[
                ("\"jack\"", "Nobody wins: the pool is a jack"),
                ("\"divide\"", "They divide the pool"),
            ],
        },
    ),
    (
        "hearts",
        "domino_game",
        Words {
            label: "Is domino hearts played as a game to so many hearts?",
            values: &[
                ("null", "No: each deal is settled"),
                ("31", "Yes: the first to thirty-one loses"),
            ],
        },
    ),
    (
        "hearts",
        "domino_stake",
        Words {
            label: "What does the loser of a domino game pay each player with fewest hearts?",
            values: &[("1", "One counter")],
        },
    ),
    (
        "four-jacks",
        "loser_pays",
        Words {
            label: "What does the first to lose ten pay?",
            values: &[
                (
                    "\"points_to_go\"",
                    "Each other player the stake for each point he still has to go",
                ),
                ("\"stake\"", "Each other player the stake once"),
            ],
        },
    ),
    (
        "four-jacks",
        "stake",
        Words {
            label: "How many counters is the stake?",
            values: &[("1", "One counter")],
        },
    ),
];
