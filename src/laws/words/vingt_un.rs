//! The words for the banking games' settings: vingt-un, macao, seven and a half, farmer (see
//! `tricks`).

use super::Words;

const PASSES: &[(&str, &str)] = &[
    (
        "\"on_a_natural\"",
        "To the dealer's left when a natural puts him out",
    ),
    (
        "\"to_the_natural\"",
        "To the player whose natural puts him out",
    ),
    ("\"every_round\"", "To the dealer's left every round"),
    ("\"stays\"", "Never by itself: the table names each dealer"),
];

const BANK_PASSES: Words = Words {
    label: "How does the bank pass from dealer to dealer?",
    values: PASSES,
};

/// Vingt-un's also has the book's own way.
const VINGT_UN_PASSES: Words = Words {
    label: "How does the bank pass from dealer to dealer?",
    values: &[
        ("null", "As the book chosen says"),
        (
            "\"on_a_natural\"",
            "To the dealer's left when a natural puts him out",
        ),
        (
            "\"to_the_natural\"",
            "To the player whose natural puts him out",
        ),
        ("\"every_round\"", "To the dealer's left every round"),
        ("\"stays\"", "Never by itself: the table names each dealer"),
    ],
};

pub(super) const VINGT_UN: &[(&str, &str, Words)] = &[
    (
        "vingt-un",
        "code",
        Words {
            label: "Which book's vingt-un is played?",
            values: &[
                ("\"1884\"", "The English form: ties to the dealer"),
                (
                    "\"1909\"",
                    "The 1909 Hoyle: ties, twenty-ones too, to the dealer",
                ),
                ("\"1927\"", "The 1927 rules: equal points stand off"),
            ],
        },
    ),
    (
        "vingt-un",
        "form",
        Words {
            label: "Ordinary vingt-un, or the French deal of eight rounds?",
            values: &[
                ("\"ordinary\"", "Ordinary vingt-un"),
                ("\"french\"", "French vingt-un: eight rounds a deal"),
            ],
        },
    ),
    ("vingt-un", "bank_passes", VINGT_UN_PASSES),
    ("macao", "bank_passes", BANK_PASSES),
    ("seven-and-a-half", "bank_passes", BANK_PASSES),
    (
        "vingt-un",
        "natural_pays",
        Words {
            label: "How many times his stake is a natural paid?",
            values: &[
                ("2", "Twice, as a drawn vingt-un"),
                ("4", "Four times, double a drawn vingt-un"),
            ],
        },
    ),
    (
        "vingt-un",
        "natural_from_each",
        Words {
            label: "Do the other punters pay the holder of a natural too?",
            values: &[
                ("\"nothing\"", "No"),
                ("\"stake\"", "Yes, his stake from each"),
                ("\"double\"", "Yes, double his stake from each"),
            ],
        },
    ),
    (
        "vingt-un",
        "drawn_tie",
        Words {
            label: "By the 1909 book, what does a punter's twenty-one pay against the dealer's?",
            values: &[
                ("\"double\"", "Double his stake"),
                ("\"single\"", "His stake"),
            ],
        },
    ),
    (
        "vingt-un",
        "packs",
        Words {
            label: "How many packs are shuffled together?",
            values: &[("1", "One"), ("2", "Two")],
        },
    ),
    (
        "vingt-un",
        "most_stake",
        Words {
            label: "What is the most a punter may stake on his card?",
            values: &[
                ("null", "No limit"),
                ("2", "2"),
                ("5", "5"),
                ("10", "10"),
                ("20", "20"),
            ],
        },
    ),
    (
        "vingt-un",
        "rouge_cards",
        Words {
            label: "At French rouge et noir, how many cards decide the colour?",
            values: &[("1", "One card"), ("3", "The best two of three")],
        },
    ),
    (
        "farmer",
        "nearest_paid_by",
        Words {
            label: "Who pays a chip to the player nearest sixteen?",
            values: &[
                ("\"everyone\"", "Every other player, the farmer too"),
                ("\"the_punters\"", "The other punters only"),
            ],
        },
    ),
];
