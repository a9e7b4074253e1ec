//! The words for the banking games' settings: baccarat, faro, stuss, rouge-et-noir (see
//! `tricks`).

use super::Words;

const BANK: Words = Words {
    label: "Who holds the bank?",
    values: &[
        ("\"a_player\"", "One of the players, the banker"),
        ("\"house\"", "The house (the club), from its own bank"),
    ],
};

const ODD_COUNTER: Words = Words {
    label: "When the bank takes half an odd stake, who has the odd counter?",
    values: &[
        ("\"to_the_player\"", "The player"),
        ("\"to_the_bank\"", "The bank"),
    ],
};

const LAST_TURN: Words = Words {
    label: "What does the bank pay for calling the last turn?",
    values: &[
        (
            "\"to_one\"",
            "Four to one (two to one at a cathop), besides the stake",
        ),
        (
            "\"for_one\"",
            "Four for one (two for one at a cathop), the stake among them",
        ),
    ],
};

pub(super) const BANKING: &[(&str, &str, Words)] = &[
    (
        "baccarat",
        "form",
        Words {
            label: "Which baccarat is played?",
            values: &[
                (
                    "\"chemin_de_fer\"",
                    "Chemin de fer: the bank passes when the banker loses",
                ),
                (
                    "\"banque\"",
                    "Banque: one banker against the two sides of the table",
                ),
            ],
        },
    ),
    (
        "baccarat",
        "false_draw",
        Words {
            label: "When a punter draws to six or seven, or stands on four or less?",
            values: &[
                ("\"noted\"", "The coup stands, and the false draw is noted"),
                ("\"refused\"", "The entry is refused"),
            ],
        },
    ),
    (
        "baccarat",
        "bank_limit",
        Words {
            label: "In banque, when the stakes exceed the bank?",
            values: &[
                (
                    "\"the_bank\"",
                    "The winners are paid in turn as far as the bank goes",
                ),
                ("\"unlimited\"", "The banker has accepted them all"),
            ],
        },
    ),
    ("faro", "bank", BANK),
    ("faro", "last_turn", LAST_TURN),
    ("faro", "odd_counter", ODD_COUNTER),
    ("stuss", "bank", BANK),
    ("stuss", "last_turn", LAST_TURN),
    ("stuss", "odd_counter", ODD_COUNTER),
    ("rouge-et-noir", "bank", BANK),
    ("rouge-et-noir", "odd_counter", ODD_COUNTER),
    (
        "rouge-et-noir",
        "refait",
        Words {
            label: "When both rows come to 31?",
            values: &[
                ("\"half\"", "The bank takes half of every bet"),
                (
                    "\"prison\"",
                    "Every bet goes to prison until the next coup decides it",
                ),
            ],
        },
    ),
];
