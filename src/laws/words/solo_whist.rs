//! The words for the solo whist family: solo whist, boston and preference (see `tricks`).

use super::Words;

pub(super) const SOLO_WHIST: &[(&str, &str, Words)] = &[
    (
        "solo-whist",
        "code",
        Words {
            label: "Which book's stakes?",
            values: &[
                ("\"1909\"", "1909: pence, six, twelve and eighteen"),
                ("\"1927\"", "1927: red and white counters"),
            ],
        },
    ),
    (
        "solo-whist",
        "stake",
        Words {
            label: "Counters for a proposition or a solo (a misère twice it, an abundance thrice): the book's pence, at a penny a counter",
            values: &[
                ("6", "6d: six, twelve and eighteen"),
                ("1", "1d: one, two and three"),
                ("12", "1s: one, two and three shillings"),
            ],
        },
    ),
    (
        "solo-whist",
        "trick",
        Words {
            label: "Counters for each trick over or under (the book's pence, at a penny a counter)",
            values: &[("1", "1d"), ("3", "3d")],
        },
    ),
    (
        "solo-whist",
        "abundance_overtricks",
        Words {
            label: "Are an abundance's over-tricks paid double?",
            values: &[("\"single\"", "No"), ("\"double\"", "Yes, by arrangement")],
        },
    ),
    (
        "solo-whist",
        "defender_revoke",
        Words {
            label: "When an adversary revokes, do his side's three tricks count for the caller?",
            values: &[
                (
                    "\"three_tricks_to_caller\"",
                    "Yes: the caller is paid his over-tricks with them",
                ),
                (
                    "\"tricks_as_played\"",
                    "No: the caller wins on the tricks as played",
                ),
            ],
        },
    ),
    (
        "solo-whist",
        "red",
        Words {
            label: "White counters a red one is worth (1927)",
            values: &[("10", "Ten"), ("5", "Five")],
        },
    ),
    (
        "solo-whist",
        "proposal",
        Words {
            label: "Whom do proposer and acceptor settle with (1927)?",
            values: &[
                ("\"each_adversary\"", "Each with each adversary"),
                ("\"one_adversary\"", "Each with one adversary"),
            ],
        },
    ),
    (
        "solo-whist",
        "misere_tricks",
        Words {
            label: "Does a lost misère pay a white counter for each trick taken (1927)?",
            values: &[("\"not_counted\"", "No"), ("\"counted\"", "Yes")],
        },
    ),
    (
        "solo-whist",
        "first_dealer",
        Words {
            label: "Who deals first (by place at the table)?",
            values: &[
                ("0", "The first player"),
                ("1", "The second"),
                ("2", "The third"),
                ("3", "The fourth"),
                ("4", "The fifth"),
            ],
        },
    ),
    (
        "boston",
        "starter",
        Words {
            label: "When does each player put a red in the pool?",
            values: &[
                ("\"when_empty\"", "Whenever the pool is empty"),
                ("\"once\"", "Only at the start"),
                ("\"every_deal\"", "Every deal"),
            ],
        },
    ),
    (
        "boston",
        "small_bid_fails",
        Words {
            label: "Does a failed bid of five or six double the pool?",
            values: &[
                ("\"doubles_the_pool\"", "Yes, as every failure does"),
                ("\"leaves_the_pool\"", "No: it could not have won it"),
            ],
        },
    ),
    (
        "boston",
        "misery_takes_pool",
        Words {
            label: "Does a misery made win the pool?",
            values: &[("true", "Yes"), ("false", "No")],
        },
    ),
    (
        "preference",
        "ante",
        Words {
            label: "Counters each player puts in the pool",
            values: &[("4", "4"), ("1", "1"), ("2", "2"), ("10", "10")],
        },
    ),
    (
        "preference",
        "ante_when",
        Words {
            label: "When do the players put into the pool?",
            values: &[
                ("\"every_deal\"", "Every deal"),
                ("\"when_empty\"", "Whenever the pool is empty"),
            ],
        },
    ),
    (
        "preference",
        "hearts",
        Words {
            label: "Counters a trick in hearts is worth",
            values: &[("4", "4"), ("1", "1"), ("2", "2"), ("3", "3"), ("5", "5")],
        },
    ),
    (
        "preference",
        "diamonds",
        Words {
            label: "Counters a trick in diamonds is worth",
            values: &[("3", "3"), ("1", "1"), ("2", "2"), ("4", "4")],
        },
    ),
    (
        "preference",
        "clubs",
        Words {
            label: "Counters a trick in clubs is worth",
            values: &[("2", "2"), ("1", "1"), ("3", "3")],
        },
    ),
    (
        "preference",
        "spades",
        Words {
            label: "Counters a trick in spades is worth",
            values: &[("1", "1"), ("2", "2")],
        },
    ),
    (
        "preference",
        "paid_for",
        Words {
            label: "Which of a successful bidder's tricks does the pool pay for?",
            values: &[
                ("\"over_five\"", "Each over five"),
                ("\"each_trick\"", "Every one"),
            ],
        },
    ),
    (
        "preference",
        "failure",
        Words {
            label: "What does a bidder short of six pay?",
            values: &[
                (
                    "\"pays_the_shortfall\"",
                    "The suit's value for each trick short, into the pool",
                ),
                ("\"pays_nothing\"", "Nothing"),
            ],
        },
    ),
    (
        "preference",
        "first_dealer",
        Words {
            label: "Who deals first (by place at the table)?",
            values: &[
                ("0", "The first player"),
                ("1", "The second"),
                ("2", "The third"),
                ("3", "The fourth"),
            ],
        },
    ),
];
