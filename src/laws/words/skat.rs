//! The words for skat, American skat, schafkopf and the solo family (frog, progressive solo):
//! the games that count skat's 120 card points. Settings that several laws share with one
//! meaning are written once as a constant.

use super::Words;

const FIRST_DEALER: Words = Words {
    label: "Who deals first?",
    values: &[
        ("null", "The last player named"),
        ("0", "The first player named"),
        ("1", "The second player named"),
        ("2", "The third player named"),
        ("3", "The fourth player named"),
        ("4", "The fifth player named"),
    ],
};

const ANNOUNCED_LOST: Words = Words {
    label: "A game lost after the declarer announced Schneider or Schwarz is charged:",
    values: &[
        ("\"announced\"", "At least at the level he announced"),
        ("\"reached\"", "Only at the level the play reached"),
    ],
};

const TWO_TRICKLESS: Words = Words {
    label: "At Ramsch, when two players took no trick, the loser pays:",
    values: &[("50", "50"), ("30", "30, as for one")],
};

const DEALER: Words = Words {
    label: "The dealer, who sits out the hand:",
    values: &[
        ("\"receives_only\"", "Receives, but never pays"),
        ("\"receives_and_pays\"", "Receives and pays like the others"),
        (
            "\"pays_on_solos\"",
            "Receives only on a frog; receives and pays on a solo",
        ),
    ],
};

const DEFENDER_REVOKE: Words = Words {
    label: "When an adversary of the bidder revokes:",
    values: &[
        (
            "\"adversaries_collect_nothing\"",
            "The adversaries collect nothing, but pay if the bidder wins",
        ),
        (
            "\"bidder_collects_nothing\"",
            "The bidder collects nothing, as the rule is printed",
        ),
    ],
};

pub(super) const SKAT: &[(&str, &str, Words)] = &[
    (
        "skat",
        "code",
        Words {
            label: "Which laws are played?",
            values: &[
                ("\"book\"", "The game as played at home"),
                (
                    "\"nasl\"",
                    "The North-American Skat League's laws, as at a congress",
                ),
            ],
        },
    ),
    ("skat", "first_dealer", FIRST_DEALER),
    ("american-skat", "first_dealer", FIRST_DEALER),
    ("skat", "announced_lost", ANNOUNCED_LOST),
    ("american-skat", "announced_lost", ANNOUNCED_LOST),
    ("skat", "two_trickless", TWO_TRICKLESS),
    ("american-skat", "two_trickless", TWO_TRICKLESS),
    (
        "skat",
        "penalties",
        Words {
            label: "The League's penalties are taken off:",
            values: &[
                (
                    "\"at_end\"",
                    "Each player's score at the end of the sitting",
                ),
                ("\"apart\"", "Nothing: they are kept in a list of their own"),
            ],
        },
    ),
    (
        "skat",
        "guckser",
        Words {
            label: "May a declarer play a Guckser (Grand Frage)?",
            values: &[("true", "Yes"), ("false", "No, as at a congress")],
        },
    ),
    (
        "schafkopf",
        "game",
        Words {
            label: "Which of the book's games of schafkopf is played?",
            values: &[
                ("1", "Game 1"),
                ("2", "Game 2"),
                ("3", "Game 3"),
                ("4", "Game 4"),
                ("5", "Game 5"),
                ("6", "Game 6"),
                ("7", "Game 7 (a double pack)"),
                ("8", "Game 8 (a double pack)"),
                ("9", "Game 9 (a double pack)"),
            ],
        },
    ),
    (
        "schafkopf",
        "bid_reading",
        Words {
            label: "A bid of fifteen means the bidder must take:",
            values: &[
                ("\"over_sixty\"", "Fifteen points over sixty, 75 in all"),
                ("\"total\"", "Fifteen points in all"),
            ],
        },
    ),
    (
        "schafkopf",
        "double_pack",
        Words {
            label: "With a double pack, the pool is doubled:",
            values: &[
                ("\"scaled\"", "At 181 points, and fourfold at 240"),
                ("\"single\"", "Never: it is always single"),
            ],
        },
    ),
    (
        "frog",
        "form",
        Words {
            label: "Which game is played?",
            values: &[
                ("\"frog\"", "Frog, simple solo and heart solo"),
                ("\"straight\"", "Straight solo, without frogs"),
                ("\"coeur_d_alene\"", "Cœur d'Alene: 61 wins a flat amount"),
            ],
        },
    ),
    (
        "frog",
        "penalty_frog",
        Words {
            label: "Does a lost frog pay at the heart solo's rate (the penalty frog)?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    ("frog", "dealer", DEALER),
    ("progressive-solo", "dealer", DEALER),
    ("frog", "defender_revoke", DEFENDER_REVOKE),
    ("progressive-solo", "defender_revoke", DEFENDER_REVOKE),
    (
        "progressive-solo",
        "redoubled",
        Words {
            label: "A redoubled game is paid:",
            values: &[
                ("\"as_the_double\"", "Like the double, but four times over"),
                ("\"four_from_all\"", "Four from every player"),
            ],
        },
    ),
    (
        "progressive-solo",
        "pot",
        Words {
            label: "Chips each player puts in the frog pot (twice as many in the solo pot)",
            values: &[
                ("0", "None: no pots"),
                ("1", "1"),
                ("2", "2"),
                ("5", "5"),
                ("10", "10"),
            ],
        },
    ),
];
