//! The words for the stops family's settings: Pope Joan, Michigan and Newmarket, fan tan, spin,
//! Snip-Snap-Snorum, Jig and Authors (see `tricks`).

use super::Words;

const YES_NO: &[(&str, &str)] = &[("true", "Yes"), ("false", "No")];

pub(super) const STOPS: &[(&str, &str, Words)] = &[
    (
        "pope-joan",
        "code",
        Words {
            label: "Which book's Pope Joan is played?",
            values: &[
                (
                    "\"round_games\"",
                    "The round-games book: Pope turned up or played is paid a counter a card",
                ),
                ("\"1909\"", "The 1909 book: the board's compartments only"),
            ],
        },
    ),
    (
        "pope-joan",
        "dressing",
        Words {
            label: "Who dresses the board each deal?",
            values: &[
                ("\"dealer\"", "The dealer alone, fifteen counters"),
                ("\"all\"", "Every player, the dealer double"),
            ],
        },
    ),
    (
        "pope-joan",
        "each",
        Words {
            label: "When every player dresses the board, how many counters does each put in (the dealer double)?",
            values: &[
                ("3", "3 counters"),
                ("2", "2 counters"),
                ("4", "4 counters"),
            ],
        },
    ),
    (
        "pope-joan",
        "five_pool",
        Words {
            label: "Is it Five-pool Pope (Pope, Matrimony, Intrigue, Ace and Game, twelve counters to dress)?",
            values: YES_NO,
        },
    ),
    (
        "pope-joan",
        "pope_limit",
        Words {
            label: "When Pope is turned up, what most does each player pay the dealer?",
            values: &[
                ("null", "A counter for every card dealt him"),
                ("4", "No more than 4 counters"),
                ("6", "No more than 6 counters"),
            ],
        },
    ),
    (
        "pope-joan",
        "pope_turned_wins",
        Words {
            label: "Does Pope turned up give the dealer Game too (Pope Joan wins)?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    (
        "pope-joan",
        "divided",
        Words {
            label: "When Matrimony or Intrigue is played from two hands, is it divided between them?",
            values: &[
                ("false", "No"),
                ("true", "Yes, the odd counter left on the board"),
            ],
        },
    ),
    (
        "michigan",
        "form",
        Words {
            label: "Which game is played?",
            values: &[
                ("\"michigan\"", "Michigan"),
                ("\"boodle\"", "Boodle"),
                ("\"chicago\"", "Chicago"),
                ("\"stops\"", "Stops"),
                ("\"newmarket\"", "Newmarket"),
            ],
        },
    ),
    (
        "michigan",
        "stake",
        Words {
            label: "How many chips does each player put on the boodle cards?",
            values: &[("4", "4 chips"), ("8", "8 chips"), ("12", "12 chips")],
        },
    ),
    (
        "fan-tan",
        "form",
        Words {
            label: "Which game of fan tan is played?",
            values: &[
                ("\"fan_tan\"", "Fan tan"),
                ("\"two_hand\"", "Two hands, with a third hand to draw from"),
                ("\"sixty\"", "The sixty-card pack, the eights starting"),
                (
                    "\"any_card\"",
                    "Any card may start, a failure costing one chip",
                ),
            ],
        },
    ),
    (
        "spin",
        "spin",
        Words {
            label: "How many counters does each other player pay for Spin?",
            values: &[
                ("3", "3 counters"),
                ("2", "2 counters"),
                ("4", "4 counters"),
            ],
        },
    ),
    (
        "spin",
        "dealer_pays_game",
        Words {
            label: "Does the dealer put in for Game as well?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    (
        "snip-snap-snorum",
        "form",
        Words {
            label: "Which game of Snip-Snap-Snorum is played?",
            values: &[
                ("\"five-cards\"", "Five cards a deal"),
                ("\"whole-pack\"", "The whole pack dealt"),
                (
                    "\"unlimited\"",
                    "Counters without limit, the first out taking the pool",
                ),
            ],
        },
    ),
    (
        "snip-snap-snorum",
        "stock",
        Words {
            label: "How many counters does each player start a game with?",
            values: &[("5", "Five"), ("3", "Three"), ("10", "Ten")],
        },
    ),
    (
        "snip-snap-snorum",
        "turn_up",
        Words {
            label: "Is a card turned up (Turn-up Snip), the first to match it paid a counter?",
            values: &[
                ("\"none\"", "No"),
                ("\"dealer-pays\"", "Yes, the dealer pays the Snip"),
                ("\"pool-pays\"", "Yes, the pool pays the Snip"),
            ],
        },
    ),
    (
        "snip-snap-snorum",
        "failure",
        Words {
            label: "A player who fails to pair when he could pays the pool",
            values: &[
                ("\"twice-the-call\"", "Twice what the call would have cost"),
                ("\"two-counters\"", "Twice a Snip: 2 counters"),
            ],
        },
    ),
    (
        "jig",
        "pool",
        Words {
            label: "Is a pool formed?",
            values: &[
                ("\"none\"", "No, only the fines go to it"),
                ("\"each\"", "Yes, every player puts in each deal"),
                ("\"dealer\"", "Yes, the dealer puts in each deal"),
            ],
        },
    ),
    (
        "jig",
        "stake",
        Words {
            label: "How many counters is each payment into the pool?",
            values: &[("1", "1 counter"), ("2", "2 counters"), ("3", "3 counters")],
        },
    ),
    (
        "authors",
        "stake",
        Words {
            label: "How many counters does each other player pay the winner?",
            values: &[("1", "1 counter"), ("2", "2 counters"), ("5", "5 counters")],
        },
    ),
    (
        "authors",
        "ace_high",
        Words {
            label: "When books are tied, does the ace rank highest?",
            values: &[
                ("true", "Yes, the ace is highest"),
                ("false", "No, the ace is lowest"),
            ],
        },
    ),
];
