//! The words for loo and the pool games of its kind: rams, rounce and bierspiel (see `tricks`).

use super::Words;

pub(super) const POOLS: &[(&str, &str, Words)] = &[
    (
        "loo",
        "form",
        Words {
            label: "Which loo?",
            values: &[
                ("\"three_card\"", "Three-card loo, with a miss"),
                ("\"five_card\"", "Five-card loo, with Pam and flushes"),
                ("\"irish\"", "Irish loo: three cards, no miss, no Pam"),
            ],
        },
    ),
    (
        "loo",
        "deal",
        Words {
            label: "How many counters does each dealer pay into the pool?",
            values: &[("3", "3"), ("6", "6"), ("9", "9")],
        },
    ),
    (
        "loo",
        "loo",
        Words {
            label: "How many counters is a loo?",
            values: &[("6", "6"), ("3", "3, the same as a deal"), ("12", "12")],
        },
    ),
    (
        "loo",
        "single_loo",
        Words {
            label: "How many counters is a single loo (on a single, and for a misdeal)?",
            values: &[("3", "3"), ("6", "6")],
        },
    ),
    (
        "loo",
        "limit",
        Words {
            label: "What does a looed player pay?",
            values: &[
                ("\"limited\"", "The agreed loo"),
                ("\"unlimited\"", "Unlimited: the whole pool he played for"),
                ("\"mixed\"", "Mixed: the pool, up to the limit"),
            ],
        },
    ),
    (
        "loo",
        "cap",
        Words {
            label: "At mixed loo, the most a loo costs",
            values: &[("30", "30"), ("60", "60"), ("120", "120")],
        },
    ),
    (
        "loo",
        "single",
        Words {
            label: "What is the deal after one where nobody was looed?",
            values: &[
                (
                    "\"one_card\"",
                    "A single: one card face up each, the higher of the trump suit wins",
                ),
                ("\"must\"", "A must: everyone plays his own cards, no miss"),
                ("\"as_any\"", "An ordinary deal"),
            ],
        },
    ),
    (
        "loo",
        "remainder",
        Words {
            label: "When the pool does not divide by three, who has the odd counters?",
            values: &[
                (
                    "\"early_tricks\"",
                    "The winners of the first and second tricks",
                ),
                ("\"carried\"", "Nobody: they stay in the pool"),
            ],
        },
    ),
    (
        "loo",
        "penalty",
        Words {
            label: "What does breaking a law of play cost?",
            values: &[
                ("\"loo\"", "A full loo"),
                ("\"four_singles\"", "Four single loos"),
            ],
        },
    ),
    (
        "loo",
        "flush",
        Words {
            label: "Whom do the losers of a flush pay?",
            values: &[
                ("\"holder\"", "The holder of the flush"),
                ("\"pool\"", "The next pool: they are looed"),
            ],
        },
    ),
    (
        "loo",
        "club_law",
        Words {
            label: "Club law: must everyone play when a club is turned up?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    (
        "loo",
        "irish_flush",
        Words {
            label: "At Irish loo, does a flush of three cards win?",
            values: &[("true", "Yes"), ("false", "No")],
        },
    ),
    (
        "rams",
        "stake",
        Words {
            label: "How many counters are a deal and a ram?",
            values: &[("5", "5"), ("1", "1"), ("2", "2"), ("10", "10")],
        },
    ),
    (
        "rounce",
        "stake",
        Words {
            label: "How many counters are a deal and a ram?",
            values: &[("5", "5"), ("1", "1"), ("2", "2"), ("10", "10")],
        },
    ),
    (
        "bierspiel",
        "points",
        Words {
            label: "How many points does each player start a game with?",
            values: &[("12", "12"), ("10", "10"), ("15", "15"), ("20", "20")],
        },
    ),
    (
        "bierspiel",
        "ramsed",
        Words {
            label: "Points put back on a player who played and took no trick",
            values: &[("0", "None"), ("1", "1"), ("5", "5")],
        },
    ),
    (
        "bierspiel",
        "worth",
        Words {
            label: "What does the winner of a game receive?",
            values: &[
                ("\"game\"", "The stake from each other player"),
                (
                    "\"points_left\"",
                    "The stake for each point each other player has left",
                ),
            ],
        },
    ),
    (
        "bierspiel",
        "stake",
        Words {
            label: "How many counters is a game (or a point) worth?",
            values: &[("1", "1"), ("5", "5"), ("10", "10")],
        },
    ),
];
