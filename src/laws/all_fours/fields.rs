//! What a deal of seven-up, California Jack and Shasta Sam is entered with at a table: who took
//! each point, in words the players use.

use crate::laws::pad::{Field, FieldKind};

const HIGH: Field = Field {
    name: "high",
    label: "Who was dealt the highest trump",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "high scores for the player it was dealt to; leave blank if no trump was dealt",
};
const JACK: Field = Field {
    name: "jack",
    label: "Who took the jack of trumps",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "leave blank if the jack was not out",
};
const GAME: Field = Field {
    name: "game",
    label: "Who made game",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "the most counted in tricks (ten 10, ace 4, king 3, queen 2, jack 1); leave blank and give the counts below to let the law settle a tie",
};
const COUNTS: Field = Field {
    name: "counts",
    label: "What each counted for game",
    kind: FieldKind::Number { min: 0, max: 80 },
    per_side: true,
    optional: true,
    help: "only needed for a tie: the non-dealer wins a tie, and a tie between two non-dealers scores nobody",
};
const REVOKE: Field = Field {
    name: "revoke",
    label: "Who revoked",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "the revoker cannot score game (nor jack, if the jack was in play); each adversary scores 1, or 2 if the jack was in play",
};
const DEALER: Field = Field {
    name: "dealer",
    label: "Who dealt",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "leave blank when the deal passed to the left as usual",
};

pub const DEAL_SEVEN_UP: &[Field] = &[
    DEALER,
    Field {
        name: "begged",
        label: "Did the eldest hand beg",
        kind: FieldKind::Choice {
            choices: &[
                ("stood", "No, he stood"),
                ("gave", "He begged and the dealer gave one"),
                ("ran", "He begged and the dealer ran the cards"),
            ],
        },
        per_side: false,
        optional: true,
        help: "a gift scores 1 for the eldest hand (both non-dealers at three-hand)",
    },
    Field {
        name: "jack_turned",
        label: "The dealer turned the jack for trump",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "the jack then scores for the dealer before anything else",
    },
    HIGH,
    Field {
        name: "low",
        label: "Who was dealt the lowest trump",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "low scores for the player it was dealt to",
    },
    JACK,
    GAME,
    COUNTS,
    REVOKE,
];

pub const DEAL_CALIFORNIA: &[Field] = &[
    DEALER,
    HIGH,
    Field {
        name: "low",
        label: "Who took the lowest trump",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "at this game low scores for the player who wins it in a trick",
    },
    JACK,
    GAME,
    COUNTS,
    REVOKE,
];
