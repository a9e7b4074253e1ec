//! The words for the commerce family's settings (see `tricks`).

use super::Words;

pub(super) const COMMERCE: &[(&str, &str, Words)] = &[
    (
        "commerce",
        "form",
        Words {
            label: "Which game of commerce is played?",
            values: &[
                ("\"new\"", "The new game"),
                ("\"old\"", "The old game"),
                ("\"pool\"", "Pool commerce"),
                ("\"extended\"", "Extended commerce"),
                ("\"continuous\"", "Continuous dealing"),
            ],
        },
    ),
    (
        "commerce",
        "stake",
        Words {
            label: "How many counters is a stake?",
            values: &[
                ("1", "1 counter"),
                ("2", "2 counters"),
                ("3", "3 counters"),
                ("4", "4 counters"),
                ("5", "5 counters"),
                ("6", "6 counters"),
                ("10", "10 counters"),
                ("12", "12 counters"),
            ],
        },
    ),
    (
        "commerce",
        "limited",
        Words {
            label: "Which combinations count?",
            values: &[
                ("\"all\"", "All five"),
                ("\"no_pair\"", "Not the pair"),
                ("\"no_flush_or_pair\"", "Not the flush or the pair"),
            ],
        },
    ),
    (
        "commerce",
        "flush_tie",
        Words {
            label: "Two flushes of the same point",
            values: &[
                ("\"highest_card\"", "The first higher card wins"),
                ("\"equal\"", "Are equal"),
            ],
        },
    ),
    (
        "commerce",
        "tie",
        Words {
            label: "Equal best hands",
            values: &[
                ("\"divide\"", "Share the pool"),
                ("\"carry\"", "Leave it for the next deal"),
            ],
        },
    ),
    (
        "commerce",
        "stander_pays",
        Words {
            label: "A stander beaten pays a stake to",
            values: &[
                ("\"each_better\"", "Each better hand"),
                ("\"best_hand\"", "The best hand only"),
            ],
        },
    ),
    (
        "commerce",
        "dealer_penalty",
        Words {
            label: "Does the dealer pay when his combination is beaten?",
            values: &[
                ("\"none\"", "No"),
                ("\"each\"", "Yes, a stake to each player"),
                ("\"better\"", "Yes, a stake to each better hand"),
            ],
        },
    ),
    (
        "commerce",
        "pool_stake",
        Words {
            label: "What does each pay in at pool commerce?",
            values: &[
                ("6", "6 counters"),
                ("2", "2 counters"),
                ("3", "3 counters"),
                ("4", "4 counters"),
                ("12", "12 counters"),
                ("24", "24 counters"),
            ],
        },
    ),
    (
        "commerce",
        "pool_win",
        Words {
            label: "What does the best hand take from the pool?",
            values: &[
                ("1", "1 counter"),
                ("2", "2 counters"),
                ("3", "3 counters"),
                ("6", "6 counters"),
            ],
        },
    ),
    (
        "commerce",
        "lives",
        Words {
            label: "How many lives does each have?",
            values: &[
                ("3", "3 lives"),
                ("2", "2 lives"),
                ("4", "4 lives"),
                ("5", "5 lives"),
            ],
        },
    ),
    (
        "commerce",
        "horse",
        Words {
            label: "What does a horse cost?",
            values: &[
                ("\"third\"", "A third of the stake"),
                ("\"half\"", "Half the stake"),
            ],
        },
    ),
    (
        "commerce",
        "worst_tie",
        Words {
            label: "Equal worst hands",
            values: &[
                ("\"each\"", "Each loses a life"),
                ("\"none\"", "Nobody loses a life"),
            ],
        },
    ),
    (
        "speculation",
        "stake",
        Words {
            label: "How many counters is a stake?",
            values: &[
                ("1", "1 counter"),
                ("2", "2 counters"),
                ("3", "3 counters"),
                ("4", "4 counters"),
                ("5", "5 counters"),
                ("6", "6 counters"),
                ("10", "10 counters"),
                ("12", "12 counters"),
            ],
        },
    ),
    (
        "speculation",
        "honour_passes",
        Words {
            label: "Does an honour turned up end the deal?",
            values: &[
                ("true", "Yes, its holder takes the pool"),
                ("false", "No, play on"),
            ],
        },
    ),
    (
        "speculation",
        "penalty",
        Words {
            label: "What does looking out of turn cost?",
            values: &[
                ("1", "1 counter"),
                ("2", "2 counters"),
                ("3", "3 counters"),
                ("0", "Nothing"),
            ],
        },
    ),
    (
        "speculation",
        "turn_up_to_pool",
        Words {
            label: "Does the turn-up belong to the pool?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    (
        "speculation",
        "spare_hand",
        Words {
            label: "Is a spare hand dealt?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    (
        "speculation",
        "knave_five",
        Words {
            label: "What does a knave or five turned up cost?",
            values: &[("0", "Not played"), ("1", "1 counter"), ("2", "2 counters")],
        },
    ),
];
